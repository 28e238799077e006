#include "views/widgets/console_table.hpp"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QScopedValueRollback>
#include <QStyle>
#include <QTableView>
#include <algorithm>
#include <numeric>

namespace seal {

namespace {

// Refits a table's columns when its viewport's width changes.
class ColumnFit : public QObject
{
public:
    ColumnFit(QTableView* table, QList<int> preferred, QList<int> keep)
        : QObject(table), m_table(table), m_preferred(std::move(preferred)), m_keep(std::move(keep))
    {
        table->viewport()->installEventFilter(this);
        fit();
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_table->viewport() && event->type() == QEvent::Resize) fit();
        return false;
    }

private:
    void fit()
    {
        QHeaderView* header = m_table->horizontalHeader();
        const QFontMetrics metrics(header->font()); // titles are never bold (makeConsoleTable)
        QList<int> minimum;
        QList<int> preferred;
        for (int c = 0; c < m_preferred.size(); ++c) {
            const QString title = m_table->model() ? m_table->model()->headerData(c, Qt::Horizontal).toString()
                                                   : QString();
            const int titleWidth =
                metrics.horizontalAdvance(title) + 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin) + 8;
            // A column is never narrower than its title (a translated title may
            // be longer than the English one the width was chosen for).
            preferred << std::max(titleWidth, m_preferred[c]);
            minimum << (m_keep.contains(c) ? preferred.back() : titleWidth);
        }
        const int available = m_table->viewport()->width();
        const QList<int> widths = fittedWidths(preferred, minimum, available);
        for (int c = 0; c < widths.size(); ++c)
            header->resizeSection(c, widths[c]);
    }

    QTableView* m_table;
    QList<int> m_preferred;
    QList<int> m_keep;
};

// The selection is an identity (issue 46 item 1): in a single-selection
// table the highlighted row and the current row (which the detail pane and
// every action read) are one row at every moment. Qt lets them part: a click
// makes its row current and only then selects what is under the pointer, and
// rows removed move the current row to a neighbour while the selection goes
// empty. Each change of one is carried to the other here, before anyone
// else hears of it through the view.
class ConsoleTableView : public QTableView
{
public:
    using QTableView::QTableView;

protected:
    void currentChanged(const QModelIndex& current, const QModelIndex& previous) override
    {
        QTableView::currentChanged(current, previous);
        if (m_aligning || selectionMode() != SingleSelection || !selectionModel()) return;
        const QScopedValueRollback<bool> aligning(m_aligning, true);
        if (!current.isValid())
            selectionModel()->clearSelection();
        else if (!selectionModel()->isRowSelected(current.row(), current.parent()))
            selectionModel()->select(current, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }

    void selectionChanged(const QItemSelection& selected, const QItemSelection& deselected) override
    {
        QTableView::selectionChanged(selected, deselected);
        if (m_aligning || selectionMode() != SingleSelection || !selectionModel()) return;
        const QScopedValueRollback<bool> aligning(m_aligning, true);
        const QModelIndexList rows = selectionModel()->selectedRows();
        const QModelIndex current = currentIndex();
        if (rows.isEmpty()) {
            if (current.isValid()) selectionModel()->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
        } else if (!current.isValid() || current.row() != rows.front().row()) {
            selectionModel()->setCurrentIndex(rows.front().siblingAtColumn(current.isValid() ? current.column() : 0),
                                              QItemSelectionModel::NoUpdate);
        }
    }

private:
    bool m_aligning = false;
};

} // namespace

QList<int> fittedWidths(const QList<int>& preferred, const QList<int>& minimum, int available)
{
    QList<int> widths = preferred;
    const int want = std::accumulate(preferred.begin(), preferred.end(), 0);
    if (want <= available) return widths;
    int slack = 0;
    for (int c = 0; c < preferred.size(); ++c)
        slack += std::max(0, preferred[c] - minimum.value(c));
    if (slack == 0) return widths;
    const double keep = std::max(0.0, 1.0 - static_cast<double>(want - available) / slack);
    for (int c = 0; c < preferred.size(); ++c) {
        const int floor = std::min(preferred[c], minimum.value(c));
        widths[c] = floor + static_cast<int>((preferred[c] - floor) * keep);
    }
    return widths;
}

void fitColumns(QTableView* table, const QList<int>& preferred, const QList<int>& keep)
{
    new ColumnFit(table, preferred, keep);
}

QTableView* makeConsoleTable(QWidget* parent, const QString& objectName, const QString& accessibleName,
                             QAbstractItemView::SelectionMode mode)
{
    auto* table = new ConsoleTableView(parent);
    table->setObjectName(objectName);
    table->setAccessibleName(accessibleName);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(mode);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSortingEnabled(false); // the models order their rows; sorting loaded rows would mislead
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideRight);
    // QTableView draws a column's title bold while the selection meets it,
    // which with whole rows selected is every column: wider than the title
    // measured for its width, and cut at both ends ("…etzt unbeaufsichtigt").
    // A selected row says itself which row it is; the titles stay plain.
    table->horizontalHeader()->setHighlightSections(false);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

int columnChars(const QWidget* widget, int n)
{
    return widget->fontMetrics().horizontalAdvance(QLatin1Char('M')) * n / 2 + 24;
}

} // namespace seal
