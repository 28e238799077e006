// Values that travel from the store's threads to the GUI thread: plain
// copies, never handles to the database.
#pragma once

#include "models/text/cert_fields.hpp"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>

namespace seal {

// Who the console is connected as, and what that role may do (SPEC §6 beyond).
struct StoreIdentity
{
    QString role;
    QString server; // "host/db"
    bool superuser = false;
    QString whyNotVote;    // empty when the role may vote
    QString whyNotOperate; // empty when the role may set policy, revoke, settle, unfreeze
    bool approverGroup = false; // seal_approver exists: only its members may vote
    // The store's clock minus this computer's, in seconds, measured as the
    // connection opened (clock.hpp); nullopt when not measured.
    std::optional<double> clockOffset;
    bool mayVote() const { return whyNotVote.isEmpty(); }
    bool mayOperate() const { return whyNotOperate.isEmpty(); }
};

// How a row of a table reads, for views that mark it with icon, text and tint.
enum class RowState
{
    Normal,
    Intact,
    Unreadable,
    Broken
};

// ---- certificates ------------------------------------------------------------

enum class CertOrder
{
    NewestFirst,
    BySeq
};

struct CertFilter
{
    enum class Kind
    {
        None,
        Intent, // exactly this intent's certs
        Text,   // seq, intent prefix or hash prefix
    };
    Kind kind = Kind::None;
    QString text;
    bool operator==(const CertFilter&) const = default;
};

struct CertQuery
{
    CertOrder order = CertOrder::NewestFirst;
    CertFilter filter;
    std::optional<qint64> key; // keyset position: rows after it in `order`
    bool keyInclusive = false; // true for the first page of a jump (the key row itself is shown)
    int limit = 200;
};

// One row of seal_certs, with what the table shows decoded as it is read
// (keyset_reads.hpp, on the reader's thread).
// Strings from the store are kept raw here; the model makes them safe to show.
// Kept compact (UTF-8 bytes, interned short strings): a long chain scrolled
// to its end holds one of these per cert.
struct CertRow
{
    qint64 seq = 0;
    double createdAt = 0;
    QByteArray intent;
    QByteArray hash;
    QByteArray prevHash;
    QByteArray body; // the stored JSON text, exactly
    bool readable = false;
    QString problem; // why the body is unreadable
    QString tier;
    QString world;
    QString action;
    QString kind; // sealed | witnessed | healed | approval | obligation_breach
    QString outcome;
    // The detail pane's fields, decoded on the reader's thread when the body is too big
    // to decode on the GUI thread (over kInlineBodyBytes); null otherwise.
    std::shared_ptr<const CertDecoded> decoded;
};

// A keyset page: the rows in the query's order, and whether the end was reached.
template <typename Row> struct KeysetPage
{
    QList<Row> rows;
    bool atEnd = false;
};

using CertPage = KeysetPage<CertRow>;

// ---- events ---------------------------------------------------------------------

struct EventFilter
{
    QString kind;               // empty: every kind
    std::optional<double> from; // at >= from
    std::optional<double> to;   // at < to
    bool operator==(const EventFilter&) const = default;
};

struct EventKey
{
    double at = 0;
    qint64 id = 0;
};

struct EventQuery
{
    EventFilter filter;
    std::optional<EventKey> after; // newest first: rows older than this key
    std::optional<EventKey> newer; // instead: rows newer than this key, oldest first
    int limit = 200;
};

struct EventRow
{
    qint64 id = 0;
    double at = 0;
    QString kind;
    std::optional<QString> path;
    std::optional<QString> intent;
    std::optional<QByteArray> detail; // stored JSON text
};

using EventPage = KeysetPage<EventRow>;

// ---- chain verification -------------------------------------------------------

struct ChainBreakInfo
{
    qint64 seq = 0;
    QString kind;   // link_broken | content_altered | hash_mismatch | unreadable
    QString detail; // one line, printable ASCII (core makes it so)
};

// What the walk found of signatures (core's SignatureTally, for the console).
struct SignerCount
{
    QString fingerprint; // the first 16 hex digits of the key
    qint64 certs = 0;
};
struct SignatureCounts
{
    qint64 withSig = 0;  // the kernel's "signed"
    qint64 pinned = 0;   // verified, by a pinned key
    qint64 unpinned = 0; // verified, by another key
    qint64 invalid = 0;  // signature_invalid
    qint64 unsignedV1 = 0;
    qint64 unsignedV2 = 0;
    QStringList pinnedFingerprints;
    QList<SignerCount> unpinnedSigners;
};

struct VerifyOutcome
{
    bool ok = false;
    bool cancelled = false;
    qint64 certs = 0;
    std::optional<qint64> headSeq;
    QByteArray headHash;
    QList<ChainBreakInfo> breaks;
    QString referenceWhy; // the reference kernel's verdict, for parity readers
    qint64 referenceAt = -1;
    SignatureCounts signatures;
};

} // namespace seal

// Moved by memcpy when the model's row list grows: no stall copying long lists.
Q_DECLARE_TYPEINFO(seal::CertRow, Q_RELOCATABLE_TYPE);

Q_DECLARE_METATYPE(seal::StoreIdentity)
Q_DECLARE_METATYPE(seal::CertPage)
Q_DECLARE_METATYPE(seal::EventPage)
Q_DECLARE_METATYPE(seal::VerifyOutcome)
