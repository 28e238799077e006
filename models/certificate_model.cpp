#include "models/certificate_model.hpp"

#include "models/change_watch.hpp"
#include "models/keyset_reads.hpp"
#include "models/text/display_time.hpp"
#include "models/text/json_text.hpp"
#include "models/text/safe_text.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <limits>
#include <utility>

namespace seal {
namespace {

// Rows shown above a jumped-to seq, so it lands with context around it.
constexpr qint64 kJumpContext = 20;

QString intentText(const CertRow& row)
{
    return safeText(std::string_view(row.intent.constData(), static_cast<size_t>(row.intent.size())));
}

// The detail pane's fields: decoded by the worker for a big body, here for a
// small one (only the selected row needs them).
CertDecoded decoded(const CertRow& row)
{
    if (!row.readable) return {};
    return row.decoded ? *row.decoded : decodeCertFields(row.body);
}

QString hashText(const QByteArray& hash, qsizetype chars)
{
    return safeText(QString::fromUtf8(hash.left(chars)));
}

// Column titles in Column order, translated in the model's context.
constexpr std::array<const char*, CertificateModel::ColumnCount> kCertificateModelTitles = {
    QT_TRANSLATE_NOOP("seal::CertificateModel", "Status"),
    QT_TRANSLATE_NOOP("seal::CertificateModel", "Seq"),
    QT_TRANSLATE_NOOP("seal::CertificateModel", "Time"),
    QT_TRANSLATE_NOOP("seal::CertificateModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::CertificateModel", "Tier"),
    QT_TRANSLATE_NOOP("seal::CertificateModel", "World"),
    QT_TRANSLATE_NOOP("seal::CertificateModel", "Kind / action"),
    QT_TRANSLATE_NOOP("seal::CertificateModel", "Hash"),
};

} // namespace

QString breakKindText(const QString& kind)
{
    if (kind == QLatin1String("link_broken")) return CertificateModel::tr("link broken");
    if (kind == QLatin1String("content_altered")) return CertificateModel::tr("content altered");
    if (kind == QLatin1String("hash_mismatch")) return CertificateModel::tr("hash mismatch");
    if (kind == QLatin1String("unreadable")) return CertificateModel::tr("unreadable body");
    if (kind == QLatin1String("signature_invalid")) return CertificateModel::tr("signature does not verify");
    return safeText(kind);
}

QString certKindText(const QString& kind)
{
    if (kind == QLatin1String("sealed")) return CertificateModel::tr("sealed");
    if (kind == QLatin1String("witnessed")) return CertificateModel::tr("witnessed");
    if (kind == QLatin1String("healed")) return CertificateModel::tr("healed");
    if (kind == QLatin1String("approval")) return CertificateModel::tr("approval");
    if (kind == QLatin1String("obligation_breach")) return CertificateModel::tr("obligation breached");
    return safeText(kind);
}

QString certStatusText(RowState state, const QString& breakKind)
{
    switch (state) {
    case RowState::Broken:
        // Each break kind names a fault by itself; the column stays narrow.
        if (breakKind == QLatin1String("link_broken")) return CertificateModel::tr("Link broken");
        if (breakKind == QLatin1String("content_altered")) return CertificateModel::tr("Content altered");
        if (breakKind == QLatin1String("hash_mismatch")) return CertificateModel::tr("Hash mismatch");
        if (breakKind == QLatin1String("unreadable")) return CertificateModel::tr("Unreadable body");
        return CertificateModel::tr("Broken: %1").arg(breakKindText(breakKind));
    case RowState::Unreadable:
        return CertificateModel::tr("Unreadable");
    case RowState::Intact:
        return CertificateModel::tr("Intact");
    case RowState::Normal:
        return {};
    }
    return {};
}

CertificateModel::CertificateModel(StoreClient* store, QObject* parent)
    : KeysetListModel(kCertificateModelTitles, readCertificates, parent)
{
    followDisplayTime(TimeColumn, TimeColumn);
    start(store, &ChangeStamp::certs);
}

CertQuery CertificateModel::pageAfter(const CertRow* last) const
{
    CertQuery query;
    query.order = m_order;
    query.filter = m_filter;
    query.limit = pageSize();
    if (last) {
        query.key = last->seq;
    } else if (m_startKey) {
        query.key = m_startKey;
        query.keyInclusive = true;
    }
    return query;
}

CertQuery CertificateModel::newerThan(const qint64& newest) const
{
    CertQuery query;
    query.order = CertOrder::BySeq; // ascending from the newest known: the oldest new certs first
    query.filter = m_filter;
    query.key = newest;
    query.limit = pageSize();
    return query;
}

KeysetTableModel::NewRows CertificateModel::newRows() const
{
    if (m_order == CertOrder::BySeq) return NewRows::ReadOnAtEnd;
    return m_startKey ? NewRows::Ignore : NewRows::HoldAbove;
}

void CertificateModel::setOrder(CertOrder order)
{
    if (order == m_order) return;
    m_order = order;
    m_startKey.reset();
    restart();
}

void CertificateModel::setFilter(const CertFilter& filter)
{
    if (filter == m_filter) return;
    m_filter = filter;
    m_startKey.reset();
    restart();
}

void CertificateModel::jumpTo(qint64 seq)
{
    if (const int row = rowOfSeq(seq); row >= 0) {
        Q_EMIT seqLocated(seq, row);
        return;
    }
    m_pendingJump = seq;
    const bool newest = m_order == CertOrder::NewestFirst;
    constexpr auto top = std::numeric_limits<qint64>::max();
    constexpr auto bottom = std::numeric_limits<qint64>::min();
    m_startKey = newest ? (seq > top - kJumpContext ? top : seq + kJumpContext)
                        : (seq < bottom + kJumpContext ? bottom : seq - kJumpContext);
    restart();
}

void CertificateModel::showFromStart()
{
    m_startKey.reset();
    restart();
}

void CertificateModel::adopt(CertRow& row)
{
    for (QString* s : {&row.tier, &row.world, &row.action, &row.kind, &row.outcome}) {
        auto it = m_strings.constFind(*s);
        if (it == m_strings.constEnd()) it = m_strings.insert(*s, *s);
        *s = it.value();
    }
}

void CertificateModel::afterPage()
{
    if (m_pendingJump) {
        const qint64 seq = *std::exchange(m_pendingJump, std::nullopt);
        Q_EMIT seqLocated(seq, rowOfSeq(seq));
    }
}

int CertificateModel::rowOfSeq(qint64 seq) const
{
    const bool newest = m_order == CertOrder::NewestFirst;
    const auto it =
        std::lower_bound(m_rows.cbegin(), m_rows.cend(), seq, [newest](const CertRow& row, qint64 s) {
            return newest ? row.seq > s : row.seq < s;
        });
    return (it != m_rows.cend() && it->seq == seq) ? static_cast<int>(it - m_rows.cbegin()) : -1;
}

qint64 CertificateModel::seqAt(int row) const
{
    return (row >= 0 && row < m_rows.size()) ? m_rows[row].seq : -1;
}

void CertificateModel::setVerification(const QHash<qint64, ChainBreakInfo>& breaks,
                                       std::optional<qint64> verifiedThrough)
{
    m_breaks = breaks;
    m_verifiedThrough = verifiedThrough;
    columnsChanged(0, ColumnCount - 1);
}

RowState CertificateModel::stateOf(const CertRow& row) const
{
    if (m_breaks.contains(row.seq)) return RowState::Broken;
    if (!row.readable) return RowState::Unreadable;
    if (m_verifiedThrough && row.seq <= *m_verifiedThrough) return RowState::Intact;
    return RowState::Normal;
}

QVariant CertificateModel::cell(const CertRow& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::TextAlignmentRole:
        return column == SeqColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case SortRole:
        return sortValue(row, column);
    case SeqRole:
        return row.seq;
    case RowStateRole:
        return static_cast<int>(stateOf(row));
    case UnreadableRole:
        return !row.readable;
    case ProblemRole:
        return row.problem;
    case BreakKindRole:
        return m_breaks.value(row.seq).kind;
    case BreakDetailRole:
        return safeText(m_breaks.value(row.seq).detail);
    case RawJsonRole:
        return row.body; // QByteArray: shared, never converted whole
    case PrettyJsonRole:
        return safeText(QString::fromUtf8(prettyJson(row.body)), TextLines::Multi);
    case JsonTruncatedRole:
        return showJson(row.body).truncated;
    case DecodedFieldsRole:
        return decodedFields(row);
    case IntentRole:
        return QString::fromUtf8(row.intent);
    case HashRole:
        return QString::fromUtf8(row.hash);
    case PrevHashRole:
        return QString::fromUtf8(row.prevHash);
    case ParentCertRole:
        return decoded(row).parentCert;
    case CreatedAtRole:
        return row.createdAt;
    default:
        return {};
    }
}

QVariant CertificateModel::display(const CertRow& row, int column) const
{
    const auto readableOr = [&row](const QString& text) {
        return row.readable ? safeText(text) : tr("unreadable");
    };
    switch (column) {
    case StatusColumn:
        return certStatusText(stateOf(row), m_breaks.value(row.seq).kind);
    case SeqColumn:
        return QString::number(row.seq);
    case TimeColumn:
        return DisplayTime::instance().format(row.createdAt);
    case IntentColumn:
        return intentText(row);
    case TierColumn:
        return readableOr(row.tier);
    case WorldColumn:
        return readableOr(row.world);
    case KindColumn:
        if (!row.readable) return tr("unreadable");
        if (row.kind == QLatin1String("approval"))
            return certKindText(row.kind) + QStringLiteral(" \u00B7 ") + safeText(row.outcome);
        if (row.kind == QLatin1String("obligation_breach")) return certKindText(row.kind);
        return certKindText(row.kind) + QStringLiteral(" \u00B7 ") + safeText(row.action);
    case HashColumn:
        return hashText(row.hash, 12);
    default:
        return {};
    }
}

QVariant CertificateModel::sortValue(const CertRow& row, int column) const
{
    switch (column) {
    case StatusColumn:
        return static_cast<int>(stateOf(row));
    case SeqColumn:
        return row.seq;
    case TimeColumn:
        return row.createdAt;
    case IntentColumn:
        return QString::fromUtf8(row.intent);
    case TierColumn:
        return row.tier;
    case WorldColumn:
        return row.world;
    case KindColumn:
        return row.kind;
    case HashColumn:
        return QString::fromUtf8(row.hash);
    default:
        return {};
    }
}

QVariant CertificateModel::toolTip(const CertRow& row, int column) const
{
    switch (column) {
    case StatusColumn:
        if (m_breaks.contains(row.seq)) return safeText(m_breaks.value(row.seq).detail);
        if (!row.readable) return row.problem;
        return {};
    case TimeColumn:
        return DisplayTime::instance().formatPrecise(row.createdAt);
    case IntentColumn:
        return intentText(row);
    case HashColumn:
        return hashText(row.hash, row.hash.size());
    default:
        return {};
    }
}

QVariantList CertificateModel::decodedFields(const CertRow& row) const
{
    QVariantList fields;
    const auto add = [&fields](const QString& name, const QString& value) {
        fields.push_back(QStringList{name, value});
    };
    if (!row.readable) {
        add(tr("problem"), row.problem);
        return fields;
    }
    for (const CertField& f : decoded(row).fields) {
        QString text = safeText(f.value);
        if (f.name == QLatin1String("at") && f.number)
            text += QStringLiteral(" (%1)").arg(DisplayTime::instance().formatPrecise(*f.number));
        add(safeText(f.name), text);
    }
    return fields;
}

} // namespace seal
