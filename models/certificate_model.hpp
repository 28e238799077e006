// The certificate chain as a table, paged from the server with keyset
// pagination (never the whole chain): newest first or by seq, optionally
// filtered to an intent or a search text. A body that is not a JSON object
// shows as unreadable and the rest works. Rows are marked with the breaks of
// the latest verification.
#pragma once

#include "models/held_rows.hpp"
#include "models/keyed_table_model.hpp"
#include "models/store_types.hpp"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QString>
#include <optional>

namespace seal {

class StoreClient;

class CertificateModel : public KeyedTableModel<CertRow>
{
    Q_OBJECT
public:
    enum Column
    {
        StatusColumn,
        SeqColumn,
        TimeColumn,
        IntentColumn,
        TierColumn,
        WorldColumn,
        KindColumn,
        HashColumn,
        ColumnCount
    };
    enum Role
    {
        SortRole = Qt::UserRole + 1, // the cell's typed value: seq (qint64), time (double) or text
        SeqRole,                     // qint64
        RowStateRole,                // int(seal::RowState)
        UnreadableRole,              // bool: the body is not a JSON object
        ProblemRole,                 // why it is unreadable
        BreakKindRole,               // link_broken | content_altered | hash_mismatch | unreadable, or empty
        BreakDetailRole,
        RawJsonRole,       // QByteArray: the stored body, exactly (not for display; "Save whole value")
        PrettyJsonRole,    // re-indented, made safe and capped (json_text.hpp): for a plain-text pane
        DecodedFieldsRole, // QVariantList of QStringList{field, value}: made safe
        IntentRole,        // raw column values
        HashRole,
        PrevHashRole,
        ParentCertRole,
        CreatedAtRole, // double epoch
        JsonTruncatedRole, // bool: PrettyJsonRole shows only part of the body
    };

    explicit CertificateModel(StoreClient* store, QObject* parent = nullptr);

    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    CertOrder order() const { return m_order; }
    void setOrder(CertOrder order);
    const CertFilter& filter() const { return m_filter; }
    void setFilter(const CertFilter& filter);
    // Shows the chain starting near `seq` (kept loaded rows when it is among
    // them); seqLocated() answers with its row, or -1 when there is no such cert.
    void jumpTo(qint64 seq);
    std::optional<qint64> startKey() const { return m_startKey; }
    void showFromStart(); // back to the newest (or the first) cert
    void reload();
    // Certs appended since the rows were read (live refresh): newest first
    // from the head, they are read a page at a time and held back, not
    // inserted (heldCount() says how many wait, heldChanged() when it moves),
    // so that nothing moves under the reader until showHeld(); by seq, the
    // end is open again for fetchMore. A view started at a jumped-to seq is
    // left alone.
    void takeNewCerts();
    // Certs that arrived above the top row and wait for showHeld().
    qint64 heldCount() const { return m_held.count(); }
    // Puts the held certs in at the top (the rows shown and the selection
    // stay); more than kHeldCertRows waiting: reads the head again instead.
    void showHeld();
    static constexpr qsizetype kHeldCertRows = HeldRows<CertRow, qint64>::kCap;

    int rowOfSeq(qint64 seq) const;
    qint64 seqAt(int row) const;
    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows);
    bool isLoading() const { return m_pending != 0; }
    bool hasLoaded() const { return m_loadedOnce; } // the current query's first page arrived
    const QString& error() const { return m_error; }

    // The breaks of a verification that walked every cert up to `verifiedThrough`.
    void setVerification(const QHash<qint64, ChainBreakInfo>& breaks, std::optional<qint64> verifiedThrough);

Q_SIGNALS:
    void loadingChanged(bool loading);
    void pageArrived();
    void failed(const QString& message);
    void seqLocated(qint64 seq, int row);
    void heldChanged(qint64 count);

protected:
    // Pages arrive by keyset (seq); the key serves rowOf() and the base's bookkeeping.
    QString keyOf(const CertRow& row) const override { return QString::number(row.seq); }
    QVariant cell(const CertRow& row, int column, int role) const override;

private:
    void restart();
    void request();
    quint64 readPage(const CertQuery& query); // on the reader; the answer goes to onPage
    void onPage(quint64 id, const CertPage& page);
    void onNewerPage(const CertPage& page);
    void onFailed(quint64 id, const QString& message);
    void clearHeld();
    void setPending(quint64 id);
    void intern(CertRow& row);
    RowState stateOf(const CertRow& row) const;
    QVariant display(const CertRow& row, int column) const;
    QVariant sortValue(const CertRow& row, int column) const;
    QVariant toolTip(const CertRow& row, int column) const;
    QVariantList decodedFields(const CertRow& row) const;

    StoreClient* m_store;
    CertOrder m_order = CertOrder::NewestFirst;
    CertFilter m_filter;
    std::optional<qint64> m_startKey;
    quint64 m_newerPending = 0; // the request for certs above the top row
    bool m_newerAgain = false; // a change came while a read was in flight: look again after it
    HeldRows<CertRow, qint64> m_held; // certs above the top row, keyed by seq
    std::optional<qint64> m_pendingJump;
    int m_pageSize = 200;
    quint64 m_pending = 0;
    bool m_atEnd = false;
    bool m_loadedOnce = false;
    QString m_error;
    QHash<qint64, ChainBreakInfo> m_breaks;
    std::optional<qint64> m_verifiedThrough;
    QHash<QString, QString> m_strings; // tier, world, action...: one copy each, for long chains
};

// Readable names for break kinds and cert kinds (translated).
QString breakKindText(const QString& kind);
QString certKindText(const QString& kind);
// What the Status column says for a row in `state` (`breakKind` for Broken).
QString certStatusText(RowState state, const QString& breakKind = {});

} // namespace seal
