// A count that links to its page: an icon, the number large, what it counts.
// A button, so it is reached and pressed by keyboard like any other.
#pragma once

#include <QPushButton>

class QLabel;

namespace seal {

class CountLink : public QPushButton
{
    Q_OBJECT
public:
    // How urgent the count is: fire (something is wrong: act now) is tinted
    // and bold red, work (a queue to get through) reads plainly, calm (zero)
    // is quiet. Colour is never the only sign: the icon and the box it is
    // in say the same.
    enum class Severity
    {
        Calm,
        Work,
        Fire
    };
    explicit CountLink(QWidget* parent = nullptr);
    void setCount(const QString& number, const QString& caption, const QIcon& icon);
    void setSeverity(Severity severity);
    Severity severity() const { return m_severity; }
    QString number() const;
    QString caption() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    QLabel* m_icon;
    QLabel* m_number;
    QLabel* m_caption;
    Severity m_severity = Severity::Calm;
};

} // namespace seal
