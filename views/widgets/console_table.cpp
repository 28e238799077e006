#include "console_table.hpp"

#include <QHeaderView>
#include <QTableView>

namespace seal {

QTableView* makeConsoleTable(QWidget* parent, const QString& objectName, const QString& accessibleName,
                             QAbstractItemView::SelectionMode mode)
{
    auto* table = new QTableView(parent);
    table->setObjectName(objectName);
    table->setAccessibleName(accessibleName);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(mode);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSortingEnabled(false); // the models order their rows; sorting loaded rows would mislead
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideRight);
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
