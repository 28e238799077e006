// The amber strip over the pages while the store cannot be reached: since
// when, that what the pages show was read at a given time and may be out of
// date, that writes are off, and that the console is reconnecting. It hides
// itself when the store is back. Words, not only colour, say it.
#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;

namespace seal {

class StoreClient;

class OfflineBanner : public QWidget
{
    Q_OBJECT
public:
    explicit OfflineBanner(StoreClient* store, QWidget* parent = nullptr);

    QString text() const;

private:
    void update();

    StoreClient* m_store;
    QLabel* m_icon = nullptr;
    QLabel* m_text = nullptr;
    QTimer m_tick; // the countdown to the next attempt
};

} // namespace seal
