// Replacing a table model's rows with a fresh snapshot without a reset: rows
// that went away are removed, new ones inserted, moved ones re-laid out, and
// everything else updated in place. The view's selection and current row
// therefore survive a live refresh (they follow their row's key).
#pragma once

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QModelIndex>
#include <QSet>
#include <QString>
#include <algorithm>
#include <functional>
#include <string>

namespace seal {

// Gives protected model notifications to replaceRows.
class KeyedTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    template <typename Row, typename KeyOf> void replaceRows(QList<Row>& rows, QList<Row> next, KeyOf keyOf);
};

template <typename Row, typename KeyOf>
void KeyedTableModel::replaceRows(QList<Row>& rows, QList<Row> next, KeyOf keyOf)
{
    // Rows are moved, never copied: a row may carry a 50 MB value an agent
    // wrote, and this runs on the GUI thread. Keys are taken first, so no key
    // is ever read from a row that was moved from.
    QList<QString> nextKeys;
    nextKeys.reserve(next.size());
    QHash<QString, qsizetype> nextAt;
    for (qsizetype i = 0; i < next.size(); ++i) {
        nextKeys.push_back(keyOf(next[i]));
        nextAt.insert(nextKeys.back(), i);
    }
    QList<QString> rowKeys;
    rowKeys.reserve(rows.size());
    for (const Row& row : std::as_const(rows))
        rowKeys.push_back(keyOf(row));

    // 1. Rows that are gone, from the bottom so indexes stay valid.
    for (qsizetype i = rows.size() - 1; i >= 0; --i) {
        if (nextAt.contains(rowKeys[i])) continue;
        qsizetype first = i;
        while (first > 0 && !nextAt.contains(rowKeys[first - 1]))
            --first;
        beginRemoveRows({}, static_cast<int>(first), static_cast<int>(i));
        rows.remove(first, i - first + 1);
        rowKeys.remove(first, i - first + 1);
        endRemoveRows();
        i = first;
    }
    // 2. New rows, appended for now (step 3 puts them in place).
    QHash<QString, qsizetype> haveAt;
    for (qsizetype i = 0; i < rowKeys.size(); ++i)
        haveAt.insert(rowKeys[i], i);
    QList<qsizetype> addedFrom; // their places in `next`
    for (qsizetype i = 0; i < next.size(); ++i)
        if (!haveAt.contains(nextKeys[i])) addedFrom.push_back(i);
    if (!addedFrom.isEmpty()) {
        const qsizetype oldCount = rows.size();
        beginInsertRows({}, static_cast<int>(oldCount), static_cast<int>(oldCount + addedFrom.size() - 1));
        for (qsizetype from : std::as_const(addedFrom)) {
            rows.push_back(std::move(next[from]));
            rowKeys.push_back(nextKeys[from]);
            haveAt.insert(nextKeys[from], rows.size() - 1);
        }
        endInsertRows();
    }
    // 3. The snapshot's order and values: rows still shown take their new
    // values from `next`, the ones just added move over from `rows`.
    QList<Row> ordered;
    ordered.reserve(next.size());
    QSet<qsizetype> added(addedFrom.cbegin(), addedFrom.cend());
    for (qsizetype i = 0; i < next.size(); ++i)
        ordered.push_back(added.contains(i) ? std::move(rows[haveAt.value(nextKeys[i])]) : std::move(next[i]));
    bool sameOrder = true;
    for (qsizetype i = 0; i < rowKeys.size() && sameOrder; ++i)
        sameOrder = rowKeys[i] == nextKeys[i];
    if (!sameOrder) {
        Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        const QModelIndexList before = persistentIndexList();
        QModelIndexList after;
        after.reserve(before.size());
        for (const QModelIndex& index : before) {
            const qsizetype to = nextAt.value(rowKeys[index.row()], -1);
            after.push_back(to < 0 ? QModelIndex() : this->index(static_cast<int>(to), index.column()));
        }
        rows = std::move(ordered);
        changePersistentIndexList(before, after);
        Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    } else {
        rows = std::move(ordered);
    }
    // 4. Values may have changed in any row still shown.
    if (!rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(static_cast<int>(rows.size()) - 1, columnCount() - 1));
}

// The row at `row`, or nullptr when there is none.
template <typename Row> const Row* rowPointer(const QList<Row>& rows, int row)
{
    return row >= 0 && row < rows.size() ? &rows[row] : nullptr;
}

// The first row whose key (`keyOf`: a member pointer or a function giving a
// std::string) equals `key`, or -1 when no row shown has it.
template <typename Row, typename KeyOf>
int rowWithKey(const QList<Row>& rows, const QString& key, KeyOf keyOf)
{
    const std::string wanted = key.toStdString();
    for (qsizetype i = 0; i < rows.size(); ++i)
        if (std::invoke(keyOf, rows[i]) == wanted) return static_cast<int>(i);
    return -1;
}

} // namespace seal
