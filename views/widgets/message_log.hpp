// Every message the status bar shows, kept whole: a status bar cuts a long
// message at the window's edge and forgets it after a few seconds, so it must
// never be the only place a result is said. A dock (View ▸ Message log) lists
// them newest last, each with the time it was said, as plain text.
#pragma once

#include <QDockWidget>

class QListWidget;
class QStatusBar;

namespace seal {

class MessageLog : public QDockWidget
{
    Q_OBJECT
public:
    static constexpr int kMaxEntries = 500; // the oldest go first; memory stays bounded

    explicit MessageLog(QWidget* parent = nullptr);

    // Keeps every non-empty message `bar` shows from now on.
    void follow(QStatusBar* bar);
    // Adds one message (a repeat of the newest only counts up).
    void append(const QString& message);
    int count() const;

Q_SIGNALS:
    void countChanged(int count);

private:
    QListWidget* m_list = nullptr;
    QString m_last;
    int m_repeats = 0;
};

} // namespace seal
