// How every console table looks and behaves: whole rows are selected, nothing
// is edited in place, one line per row at a fixed height (nothing is measured
// per row, so long tables scroll in constant time), alternating row colours,
// no row numbers. Pages only say which columns get how much room.
#pragma once

#include <QAbstractItemView>
#include <QList>
#include <QString>

class QTableView;
class QWidget;

namespace seal {

QTableView* makeConsoleTable(QWidget* parent, const QString& objectName, const QString& accessibleName,
                             QAbstractItemView::SelectionMode mode = QAbstractItemView::SingleSelection);

// A column width for about `n` characters of `widget`'s font, plus padding.
int columnChars(const QWidget* widget, int n);

// Gives the columns their `preferred` widths (pixels, in column order) while
// the view is wide enough, and when it is not, takes the room back from
// each column's slack, never below the width of its title: every column
// stays on screen with its whole header (a small window, issue 14). Refits
// whenever the view's width changes. Columns in `keep` (the amount, the
// state) keep their preferred width: the others give the room.
void fitColumns(QTableView* table, const QList<int>& preferred, const QList<int>& keep = {});
// The widths fitColumns gives for `available` pixels (pure, for tests).
QList<int> fittedWidths(const QList<int>& preferred, const QList<int>& minimum, int available);

} // namespace seal
