// The certificate chain as a table, paged from the server with keyset
// pagination (KeysetTableModel; never the whole chain): newest first or by seq, optionally
// filtered to an intent or a search text. A body that is not a JSON object
// shows as unreadable and the rest works. Rows are marked with the breaks of
// the latest verification.
#pragma once

#include "models/keyset_table_model.hpp"
#include "models/store_types.hpp"

#include <QHash>
#include <QString>
#include <QVariant>
#include <optional>

namespace seal {

class StoreClient;

class CertificateModel : public KeysetListModel<CertRow, qint64, CertQuery>
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

    // Reads the first page in the order chosen (newest first); certs
    // appended later are held above the top row or, by seq, read on at the
    // end (KeysetTableModel). A view started at a jumped-to seq is left alone.
    explicit CertificateModel(StoreClient* store, QObject* parent = nullptr);

    CertOrder order() const { return m_order; }
    void setOrder(CertOrder order);
    const CertFilter& filter() const { return m_filter; }
    void setFilter(const CertFilter& filter);
    // Shows the chain starting near `seq` (kept loaded rows when it is among
    // them); seqLocated() answers with its row, or -1 when there is no such cert.
    void jumpTo(qint64 seq);
    std::optional<qint64> startKey() const { return m_startKey; }
    void showFromStart(); // back to the newest (or the first) cert

    int rowOfSeq(qint64 seq) const;
    qint64 seqAt(int row) const;

    // The breaks of a verification that walked every cert up to `verifiedThrough`.
    void setVerification(const QHash<qint64, ChainBreakInfo>& breaks, std::optional<qint64> verifiedThrough);

Q_SIGNALS:
    void seqLocated(qint64 seq, int row);

protected:
    // Pages arrive by keyset (seq); the key serves rowOf() and the base's bookkeeping.
    QString keyOf(const CertRow& row) const override { return QString::number(row.seq); }
    QVariant cell(const CertRow& row, int column, int role) const override;
    CertQuery pageAfter(const CertRow* last) const override;
    CertQuery newerThan(const qint64& newest) const override;
    qint64 keyOfRow(const CertRow& row) const override { return row.seq; }
    void adopt(CertRow& row) override; // interned: one copy of each tier, world, action...
    NewRows newRows() const override;
    void afterPage() override; // a jump lands
    void afterFailure() override { m_pendingJump.reset(); }

private:
    RowState stateOf(const CertRow& row) const;
    QVariant display(const CertRow& row, int column) const;
    QVariant sortValue(const CertRow& row, int column) const;
    QVariant toolTip(const CertRow& row, int column) const;
    QVariantList decodedFields(const CertRow& row) const;

    CertOrder m_order = CertOrder::NewestFirst;
    CertFilter m_filter;
    std::optional<qint64> m_startKey;
    std::optional<qint64> m_pendingJump;
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
