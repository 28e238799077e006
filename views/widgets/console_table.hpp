// How every console table looks and behaves: whole rows are selected, nothing
// is edited in place, one line per row at a fixed height (nothing is measured
// per row, so long tables scroll in constant time), alternating row colours,
// no row numbers. Pages only say which columns get how much room.
#pragma once

#include <QAbstractItemView>
#include <QString>

class QTableView;
class QWidget;

namespace seal {

QTableView* makeConsoleTable(QWidget* parent, const QString& objectName, const QString& accessibleName,
                             QAbstractItemView::SelectionMode mode = QAbstractItemView::SingleSelection);

// A column width for about `n` characters of `widget`'s font, plus padding.
int columnChars(const QWidget* widget, int n);

} // namespace seal
