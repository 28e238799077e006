// The red strip across the top of a production session's window: icon and
// words, "PRODUCTION — writes here move real money", so that nobody mistakes
// it for staging. Colour is never the only signal: the text says it.
#pragma once

#include <QWidget>

class QLabel;

namespace seal {

class EnvironmentBanner : public QWidget
{
    Q_OBJECT
public:
    explicit EnvironmentBanner(QWidget* parent = nullptr);

    QString text() const;

private:
    QLabel* m_icon = nullptr;
    QLabel* m_text = nullptr;
};

// The text colour that reads on `background` (black or white by luminance).
QColor readableOn(const QColor& background);

} // namespace seal
