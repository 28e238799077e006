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
    explicit CountLink(QWidget* parent = nullptr);
    void setCount(const QString& number, const QString& caption, const QIcon& icon);
    QString number() const;
    QString caption() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    QLabel* m_icon;
    QLabel* m_number;
    QLabel* m_caption;
};

} // namespace seal
