// The keyset-paged store model (issue 29 item 2), the one Certificates and
// Events share: a long list read from the server a page at a time, by key
// (never the whole list, never OFFSET), with what a live list needs on top of
// the store-backed model's load cycle (StoreTableModel):
// - fetchMore() reads the page after the last row; a failed page stops the
//   paging until reload(), so a broken query is not retried in a loop;
// - rows that arrive above the top row while the reader looks (the change
//   stamp part the model follows moved) are read a page at a time and held
//   back, not inserted: nothing moves under the reader until showHeld();
// - a change that comes while a read is in flight is looked at once it is
//   back, failed or not: it is never dropped;
// - an answer to a query no longer asked (restart) is ignored.
// A concrete model is a KeysetListModel<Row, Key, Query>: it says how to read
// a page (a function on the reader), the query for the page after a row and
// for the rows newer than a key, and each row's key.
#pragma once

#include "models/held_rows.hpp"
#include "models/keyed_table_model.hpp"
#include "models/store_client.hpp"
#include "models/store_table_model.hpp"
#include "models/store_types.hpp"

#include <QAbstractTableModel>
#include <QModelIndex>
#include <QString>
#include <algorithm>
#include <functional>
#include <memory>
#include <span>
#include <utility>

namespace seal {

class Connection;

class KeysetTableModel : public StoreTableModel
{
    Q_OBJECT
public:
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;
    bool isLoading() const override { return m_pending != 0; }
    // Reads the list again from its first page.
    void reload() override;

    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows) { m_pageSize = std::max(1, rows); }

    // Rows that arrived since the rows were read (live refresh; the model
    // asks itself when its stamp part moves): held back above the top row, a
    // page at a time (heldCount(), heldChanged()).
    void takeNew();
    // Rows that arrived above the top row and wait for showHeld().
    virtual qint64 heldCount() const = 0;
    // Puts the held rows in at the top (the rows shown and the selection
    // stay); more than HeldRows::kCap waiting: reads the first page again instead.
    virtual void showHeld() = 0;

Q_SIGNALS:
    void loadingChanged(bool loading);
    void heldChanged(qint64 count);

protected:
    explicit KeysetTableModel(QObject* parent);

    // How the model treats rows that arrived (takeNew).
    enum class NewRows
    {
        HoldAbove, // newest first from the head: read and held back above the top row
        ReadOnAtEnd, // in key order: the end is open again for fetchMore
        Ignore, // the list starts elsewhere (a jumped-to key): left alone
    };
    virtual NewRows newRows() const { return NewRows::HoldAbove; }

    // Reads from `store`, takes new rows when `part` of the change stamp
    // moves, and reads the first page.
    void start(StoreClient* store, StampPart part);
    // The rows are no longer the list asked for (another order or filter): read again from the top.
    void restart();

    // What an answer with request id `id` is to.
    enum class Answer
    {
        Page, // the page asked for (first or next)
        Newer, // rows above the top row
        Stale, // a query no longer asked: ignored
    };
    Answer answerTo(quint64 id) const;
    // A page was added: paging goes on unless it was the last; loaded() follows.
    void pageApplied(bool atEnd);
    // Rows above the top row were held (`count` now wait): more are read until the end.
    void newerApplied(bool atEnd, bool anyHeld, qint64 count);

    // Hooks of a concrete model.
    virtual quint64 readNextPage() = 0; // the first page, or the page after the last row
    virtual quint64 readNewer() = 0; // the rows above the top row (or above the newest held)
    virtual bool hasRows() const = 0;
    virtual void clearRows() = 0; // inside a model reset
    virtual void clearHeld() = 0;
    virtual void aboutToReadNewer() {} // a new look at the rows above is about to go out
    virtual void afterPage() {} // after loaded() for a page
    virtual void afterFailure() {} // after failed() for a page

private:
    void request();
    void setPending(quint64 id);
    void onFailed(quint64 id, const QString& message);

    int m_pageSize = 200;
    quint64 m_pending = 0; // the page asked for
    quint64 m_newerPending = 0; // the request for rows above the top row
    bool m_newerAgain = false; // a change came while a read was in flight: look again after it
    bool m_atEnd = false;
};

// A keyset-paged model of `Row`s keyed by `Key` (its order), read by `Query`s.
template <typename Row, typename Key, typename Query>
class KeysetListModel : public KeyedTableModel<Row, KeysetTableModel>
{
public:
    using Page = KeysetPage<Row>;
    using Reader = Page (*)(Connection&, const Query&);

    qint64 heldCount() const override { return m_held.count(); }
    void showHeld() override
    {
        if (m_held.count() == 0) return;
        if (m_held.overflowed()) { // too many to keep: the head, read again
            this->restart();
            return;
        }
        this->beginInsertRows({}, 0, static_cast<int>(m_held.size()) - 1);
        this->m_rows = m_held.prependTo(std::move(this->m_rows));
        this->endInsertRows();
        Q_EMIT this->heldChanged(0);
    }
    static constexpr qsizetype kHeldRows = HeldRows<Row, Key>::kCap;

protected:
    KeysetListModel(std::span<const char* const> titles, Reader reader, QObject* parent)
        : KeyedTableModel<Row, KeysetTableModel>(titles, parent), m_reader(reader)
    {
    }

    // The query for the first page (`last` null) or the page after `last`.
    virtual Query pageAfter(const Row* last) const = 0;
    // The query for rows newer than `newest`, oldest first.
    virtual Query newerThan(const Key& newest) const = 0;
    virtual Key keyOfRow(const Row& row) const = 0;
    // A row about to be kept (shown, or held while there is room).
    virtual void adopt(Row& /*row*/) {}

private:
    quint64 readNextPage() override
    {
        return read(pageAfter(this->m_rows.isEmpty() ? nullptr : &this->m_rows.back()));
    }
    quint64 readNewer() override
    {
        return read(newerThan(m_held.newest().value_or(keyOfRow(this->m_rows.front()))));
    }
    bool hasRows() const override { return !this->m_rows.isEmpty(); }
    void clearRows() override { this->m_rows.clear(); }
    void clearHeld() override
    {
        if (m_held.clear()) Q_EMIT this->heldChanged(0);
    }

    // The answer carries the id it was asked under: restart() and a newer
    // page tell an answer to an old query by it.
    quint64 read(Query query)
    {
        auto id = std::make_shared<quint64>(0);
        *id = this->store()->template read<Page>(
            this, [reader = m_reader, query = std::move(query)](Connection& conn) { return reader(conn, query); },
            [this, id](Page page) { onPage(*id, std::move(page)); });
        return *id;
    }

    void onPage(quint64 id, Page page)
    {
        switch (this->answerTo(id)) {
        case KeysetTableModel::Answer::Stale:
            return;
        case KeysetTableModel::Answer::Newer:
            for (Row& row : page.rows) {
                if (m_held.hasRoom()) adopt(row);
                Key key = keyOfRow(row);
                m_held.add(std::move(row), std::move(key));
            }
            this->newerApplied(page.atEnd, !page.rows.isEmpty(), m_held.count());
            return;
        case KeysetTableModel::Answer::Page:
            if (!page.rows.isEmpty()) {
                const int first = this->rowCount();
                this->beginInsertRows({}, first, first + static_cast<int>(page.rows.size()) - 1);
                for (Row& row : page.rows) {
                    adopt(row);
                    this->m_rows.push_back(std::move(row));
                }
                this->endInsertRows();
            }
            this->pageApplied(page.atEnd);
            return;
        }
    }

    Reader m_reader;
    HeldRows<Row, Key> m_held;
};

} // namespace seal
