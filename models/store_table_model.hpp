// The store-backed list model (issue 29 item 2): a table model that reads
// the store itself owns its load cycle here — one read in flight, a reload
// asked meanwhile read once it is back (ReadCycle), loaded() after a read is
// applied, failed() with the store's message (the rows stay as they were),
// and the parts of the change stamp it depends on, so it reloads itself when
// one of them moves. A concrete model is a StoreListModel<Row>: it gives its
// columns, cells and row key (KeyedTableModel) and its reload(), which calls
// load(query, apply). No model repeats this cycle.
#pragma once

#include "models/keyed_table_model.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"

#include <QAbstractTableModel>
#include <QByteArray>
#include <QString>
#include <functional>
#include <initializer_list>
#include <utility>
#include <vector>

namespace seal {

class Connection;

class StoreTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    StoreClient* store() const { return m_store; }
    bool hasLoaded() const { return m_loaded; } // a read was applied at least once
    virtual bool isLoading() const { return m_cycle && m_cycle->isLoading(); }
    const QString& error() const { return m_error; } // the last read's failure, empty after a success

    // Reads again (for a model that reads; a fed one does nothing).
    virtual void reload() = 0;

Q_SIGNALS:
    void loaded();
    // The read failed; the rows shown stay the last good ones.
    void failed(const QString& message);

protected:
    explicit StoreTableModel(QObject* parent = nullptr);

    // The model reads from `store` (a model fed by another never calls this).
    void readFrom(StoreClient* store);
    // The parts of the change stamp the rows depend on: when one of them
    // changes, the model reloads (ChangeStamp::intents, ::certs, ...).
    using StampPart = QByteArray ChangeStamp::*;
    void reloadWhenChanged(std::initializer_list<StampPart> parts);
    // Reads `query` in the load cycle; `apply` takes its result on the GUI
    // thread, then loaded() is emitted — unless `apply` called dropAnswer().
    template <typename R> void load(std::function<R(Connection&)> query, std::function<void(R)> apply)
    {
        cycle()->read<R>(std::move(query), [this, apply = std::move(apply)](R result) {
            m_error.clear();
            m_dropped = false;
            apply(std::move(result));
            if (m_dropped) return;
            m_loaded = true;
            Q_EMIT loaded();
        });
    }
    // In `apply`: the answer is to a question no longer asked (another key
    // was chosen meanwhile); the model neither shows it nor says it loaded.
    void dropAnswer() { m_dropped = true; }
    // While a read is in flight, `again` runs once it is back (see ReadCycle).
    bool deferWhileLoading(std::function<void()> again)
    {
        return m_cycle && m_cycle->deferWhileLoading(std::move(again));
    }
    // A model fed by another (no reads of its own) says it has rows.
    void markLoaded() { m_loaded = true; }
    // The rows shown are no longer the ones asked for (another key was chosen).
    void forgetLoaded() { m_loaded = false; }
    // For a model with reads of its own beside load() (KeysetTableModel):
    // the last read failed with `message` (failed() is the caller's to emit), or did not.
    void setError(const QString& message) { m_error = message; }
    void clearError() { m_error.clear(); }

private:
    ReadCycle* cycle(); // made at the first load(): a model with reads of its own has none

    StoreClient* m_store = nullptr;
    ReadCycle* m_cycle = nullptr;
    std::vector<StampPart> m_parts;
    bool m_loaded = false;
    bool m_dropped = false;
    QString m_error;
};

// A keyed table model that reads the store: see StoreTableModel.
template <typename Row> using StoreListModel = KeyedTableModel<Row, StoreTableModel>;

} // namespace seal
