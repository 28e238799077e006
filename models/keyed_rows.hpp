// Replacing a table model's rows with a fresh snapshot without a reset: rows
// that went away are removed, new ones inserted, moved ones re-laid out, and
// everything else updated in place. The view's selection and current row
// therefore survive a live refresh (they follow their row's key).
#pragma once

#include <QAbstractItemModel>
#include <QHash>
#include <QList>
#include <QModelIndex>
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
    QHash<QString, qsizetype> nextAt;
    for (qsizetype i = 0; i < next.size(); ++i)
        nextAt.insert(keyOf(next[i]), i);

    // 1. Rows that are gone, from the bottom so indexes stay valid.
    for (qsizetype i = rows.size() - 1; i >= 0; --i) {
        if (nextAt.contains(keyOf(rows[i]))) continue;
        qsizetype first = i;
        while (first > 0 && !nextAt.contains(keyOf(rows[first - 1])))
            --first;
        beginRemoveRows({}, static_cast<int>(first), static_cast<int>(i));
        rows.remove(first, i - first + 1);
        endRemoveRows();
        i = first;
    }
    // 2. New rows, appended for now (step 3 puts them in place).
    QHash<QString, qsizetype> haveAt;
    for (qsizetype i = 0; i < rows.size(); ++i)
        haveAt.insert(keyOf(rows[i]), i);
    QList<Row> added;
    for (const Row& row : std::as_const(next))
        if (!haveAt.contains(keyOf(row))) added.push_back(row);
    if (!added.isEmpty()) {
        beginInsertRows({}, static_cast<int>(rows.size()), static_cast<int>(rows.size() + added.size() - 1));
        rows.append(added);
        endInsertRows();
    }
    // 3. The order of the snapshot; persistent indexes follow their keys.
    bool sameOrder = true;
    for (qsizetype i = 0; i < rows.size() && sameOrder; ++i)
        sameOrder = keyOf(rows[i]) == keyOf(next[i]);
    if (!sameOrder) {
        Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        const QModelIndexList before = persistentIndexList();
        QModelIndexList after;
        after.reserve(before.size());
        for (const QModelIndex& index : before) {
            const qsizetype to = nextAt.value(keyOf(rows[index.row()]), -1);
            after.push_back(to < 0 ? QModelIndex() : this->index(static_cast<int>(to), index.column()));
        }
        rows = std::move(next);
        changePersistentIndexList(before, after);
        Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    } else {
        rows = std::move(next);
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
