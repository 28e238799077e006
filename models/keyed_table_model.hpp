// The base of every table model in the console (in the spirit of KDAB
// Hotspot's TreeModel): a concrete model supplies its column titles (a
// table), its cells and each row's key; the base owns the rows and the table bookkeeping
// (counts, index checks, header, row lookup by position or key).
//
// Replacing the rows with a fresh snapshot never resets the model: rows that
// went away are removed, new ones inserted, moved ones re-laid out, and
// everything else updated in place. The view's selection and current row
// therefore survive a live refresh (they follow their row's key).
#pragma once

#include "models/text/display_time.hpp"

#include <QAbstractTableModel>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QModelIndex>
#include <QSet>
#include <QString>
#include <QVariant>
#include <algorithm>
#include <span>
#include <utility>

namespace seal {

// `Base` is QAbstractTableModel, or StoreTableModel for a model that reads
// the store itself (StoreListModel<Row> below).
// Every keyed model answers this role with the row's key (keyOf): what a
// selection is, whatever the row's position (issue 46 item 1).
inline constexpr int kRowKeyRole = Qt::UserRole + 900;

template <typename Row, typename Base = QAbstractTableModel> class KeyedTableModel : public Base
{
public:
    int rowCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override
    {
        return parent.isValid() ? 0 : m_columns;
    }
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override
    {
        using Check = QAbstractItemModel::CheckIndexOption;
        if (!this->checkIndex(index, Check::IndexIsValid | Check::ParentIsInvalid)) return {};
        if (role == kRowKeyRole) return keyOf(m_rows[index.row()]);
        return cell(m_rows[index.row()], index.column(), role);
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override
    {
        if (orientation == Qt::Horizontal && section >= 0 && section < m_columns) {
            if (role == Qt::DisplayRole) return columnTitle(section);
            if (role == Qt::ToolTipRole) {
                const QString tip = columnToolTip(section);
                if (!tip.isEmpty()) return tip;
            }
        }
        return Base::headerData(section, orientation, role);
    }

    // The row at `row`, or nullptr when there is none.
    const Row* rowAt(int row) const { return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr; }
    // The first row whose key is `key`, or -1 when no row shown has it.
    int rowOf(const QString& key) const
    {
        for (qsizetype i = 0; i < m_rows.size(); ++i)
            if (keyOf(m_rows[i]) == key) return static_cast<int>(i);
        return -1;
    }
    const QList<Row>& rows() const { return m_rows; }

protected:
    // `titles`: one per column, in order, each marked QT_TRANSLATE_NOOP in the
    // concrete model's class context (they are translated in it when shown).
    KeyedTableModel(std::span<const char* const> titles, QObject* parent)
        : Base(parent), m_titles(titles), m_columns(static_cast<int>(titles.size()))
    {
    }

    virtual QString keyOf(const Row& row) const = 0;
    virtual QVariant cell(const Row& row, int column, int role) const = 0;
    virtual QString columnTitle(int column) const
    {
        return QCoreApplication::translate(this->metaObject()->className(), m_titles[static_cast<size_t>(column)]);
    }
    virtual QString columnToolTip(int /*column*/) const { return {}; }

    // The snapshot `next` replaces the rows, keyed (above).
    void replaceRows(QList<Row> next);
    // Columns first..last of every row changed (a clock tick, a zone change).
    void columnsChanged(int first, int last)
    {
        if (!m_rows.isEmpty()) Q_EMIT this->dataChanged(this->index(0, first), this->index(rowCount() - 1, last));
    }
    // Columns first..last show times: they follow the display time zone.
    void followDisplayTime(int first, int last)
    {
        QObject::connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this,
                [this, first, last] { columnsChanged(first, last); });
    }

    QList<Row> m_rows;

private:
    std::span<const char* const> m_titles;
    int m_columns;
};

template <typename Row, typename Base> void KeyedTableModel<Row, Base>::replaceRows(QList<Row> next)
{
    QList<Row>& rows = m_rows;
    // Rows are moved, never copied: a row may carry a 50 MB value an agent
    // wrote, and this runs on the GUI thread. Keys are taken first, so no key
    // is ever read from a row that was moved from.
    if (rows.isEmpty()) { // the first load: the list itself, not its rows one by one
        if (next.isEmpty()) return;
        this->beginInsertRows({}, 0, static_cast<int>(next.size() - 1));
        rows = std::move(next);
        this->endInsertRows();
        return;
    }
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
        this->beginRemoveRows({}, static_cast<int>(first), static_cast<int>(i));
        rows.remove(first, i - first + 1);
        rowKeys.remove(first, i - first + 1);
        this->endRemoveRows();
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
        rows.reserve(oldCount + addedFrom.size()); // one allocation, not one per doubling
        this->beginInsertRows({}, static_cast<int>(oldCount),
                              static_cast<int>(oldCount + addedFrom.size() - 1));
        for (qsizetype from : std::as_const(addedFrom)) {
            rows.push_back(std::move(next[from]));
            rowKeys.push_back(nextKeys[from]);
            haveAt.insert(nextKeys[from], rows.size() - 1);
        }
        this->endInsertRows();
    }
    // 3. The snapshot's order and values: rows still shown take their new
    // values from `next`, the ones just added move over from `rows`.
    QList<Row> ordered;
    ordered.reserve(next.size());
    QSet<qsizetype> added(addedFrom.cbegin(), addedFrom.cend());
    for (qsizetype i = 0; i < next.size(); ++i)
        ordered.push_back(added.contains(i) ? std::move(rows[haveAt.value(nextKeys[i])])
                                            : std::move(next[i]));
    bool sameOrder = true;
    for (qsizetype i = 0; i < rowKeys.size() && sameOrder; ++i)
        sameOrder = rowKeys[i] == nextKeys[i];
    if (!sameOrder) {
        Q_EMIT this->layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        const QModelIndexList before = this->persistentIndexList();
        QModelIndexList after;
        after.reserve(before.size());
        for (const QModelIndex& index : before) {
            const qsizetype to = nextAt.value(rowKeys[index.row()], -1);
            after.push_back(to < 0 ? QModelIndex() : this->index(static_cast<int>(to), index.column()));
        }
        rows = std::move(ordered);
        this->changePersistentIndexList(before, after);
        Q_EMIT this->layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    } else {
        rows = std::move(ordered);
    }
    // 4. Values may have changed in any row still shown.
    if (!rows.isEmpty())
        Q_EMIT this->dataChanged(this->index(0, 0),
                                 this->index(static_cast<int>(rows.size()) - 1, m_columns - 1));
}

} // namespace seal
