// "3 new — show": the strip over a live list whose new rows are held back
// (issue 14). Rows that arrive above what the reader looks at are not put
// into the table by themselves; the bar says how many wait and shows them
// on a click. Hidden while none wait. The button is "newRowsShow".
#pragma once

#include <QWidget>

class QPushButton;

namespace seal {

class NewRowsBar : public QWidget
{
    Q_OBJECT
public:
    explicit NewRowsBar(QWidget* parent = nullptr);

    // How many rows wait; 0 hides the bar.
    void setCount(qint64 count);
    qint64 count() const { return m_count; }
    QString text() const;

Q_SIGNALS:
    // The reader asked for the rows that wait.
    void showRequested();

private:
    QPushButton* m_show = nullptr;
    qint64 m_count = 0;
};

} // namespace seal
