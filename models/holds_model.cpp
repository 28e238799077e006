#include "holds_model.hpp"

#include "clock.hpp"
#include "display_time.hpp"
#include "safe_text.hpp"
#include "store_client.hpp"

#include <array>

namespace seal {
namespace {

QString kindText(HoldKind kind)
{
    switch (kind) {
    case HoldKind::LeaseExpired:
        return HoldsModel::tr("Lease expired");
    case HoldKind::WorldUnknown:
        return HoldsModel::tr("World unknown");
    case HoldKind::InFlight:
        return HoldsModel::tr("In flight");
    case HoldKind::None:
        break;
    }
    return {};
}

QString noneIfEmpty(const QString& text)
{
    return text.isEmpty() ? HoldsModel::tr("(none)") : text;
}

// Column titles in Column order, translated in the model's context.
constexpr std::array<const char*, HoldsModel::ColumnCount> kHoldsModelTitles = {
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Hold"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Path"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Action"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "State"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Tier"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Lease until"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Created"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Last cert"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Cert hash"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Cert tier"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Cert world"),
};

} // namespace

HoldsModel::HoldsModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kHoldsModelTitles, parent), m_store(store)
{
    m_inFlight = new HoldsModel(true, this);
    followDisplayTime(LeaseColumn, CreatedColumn);
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id, const QString& message) {
        if (id != m_pending) return;
        m_pending = 0;
        m_error = message;
        Q_EMIT failed(message);
    });
    reload();
}

HoldsModel::HoldsModel(bool inFlight, QObject* parent)
    : KeyedTableModel(kHoldsModelTitles, parent), m_isInFlight(inFlight)
{
    followDisplayTime(LeaseColumn, CreatedColumn);
}

void HoldsModel::reload()
{
    if (!m_store) return;
    m_pending = m_store->read<HoldsReport>(
        this, [](Connection& conn) { return readHolds(conn, nowEpoch()); },
        [this](HoldsReport report) {
            m_pending = 0;
            m_error.clear();
            setReport(report);
            Q_EMIT loaded();
        });
}

void HoldsModel::setReport(const HoldsReport& report)
{
    m_at = report.at;
    const std::vector<HeldIntent>& rows = m_isInFlight ? report.inFlight : report.holds;
    replaceRows(QList<HeldIntent>(rows.begin(), rows.end()));
    if (m_inFlight) m_inFlight->setReport(report);
    m_loaded = true;
}

QVariant HoldsModel::cell(const HeldIntent& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), row.invalid); tip.isValid()) return tip;
        if (m_isInFlight) return tr("In flight: its lease has not passed yet; nothing to settle");
        if (column == IntentColumn) return safeText(std::string_view(row.intent));
        if (column == CertHashColumn && row.lastCert)
            return safeText(std::string_view(row.lastCert->hash));
        return {};
    case Qt::TextAlignmentRole:
        return column == CertSeqColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case IntentRole:
        return QString::fromStdString(row.intent);
    case ActionableRole:
        return !m_isInFlight;
    default:
        return {};
    }
}

QVariant HoldsModel::display(const HeldIntent& row, int column) const
{
    const DisplayTime& time = DisplayTime::instance();
    switch (column) {
    case KindColumn:
        return kindText(row.kind);
    case IntentColumn:
        return safeText(std::string_view(row.intent));
    case PathColumn:
        return safeText(row.path, QString());
    case ActionColumn:
        return safeText(std::string_view(row.action));
    case StateColumn:
        return safeText(std::string_view(row.state));
    case TierColumn:
        return safeText(row.tier, QString());
    case LeaseColumn:
        return time.format(row.leaseUntil);
    case CreatedColumn:
        return time.format(row.createdAt);
    case CertSeqColumn:
        return row.lastCert ? QString::number(row.lastCert->seq) : QString();
    case CertHashColumn:
        return row.lastCert ? safeText(std::string_view(row.lastCert->hash).substr(0, 12)) : QString();
    case CertTierColumn:
        return row.lastCert ? safeText(row.lastCert->tier, QString()) : QString();
    case CertWorldColumn:
        return row.lastCert ? safeText(row.lastCert->world, QString()) : QString();
    default:
        return {};
    }
}

QString HoldsModel::describe(const HeldIntent& held)
{
    const DisplayTime& time = DisplayTime::instance();
    QString text =
        tr("%1\nIntent: %2\nPath: %3\nAction: %4\nState: %5\nTier: %6\nLease until: %7\nCreated: %8\n")
            .arg(kindText(held.kind), safeText(std::string_view(held.intent)),
                 noneIfEmpty(safeText(held.path, QString())), noneIfEmpty(safeText(std::string_view(held.action))),
                 safeText(std::string_view(held.state)), noneIfEmpty(safeText(held.tier, QString())),
                 time.formatPrecise(held.leaseUntil), time.formatPrecise(held.createdAt));
    if (!held.lastCert) return text + tr("\nNo cert names this intent yet.");
    const LastCert& cert = *held.lastCert;
    return text + tr("\nLast cert: #%1 at %2\nHash: %3\nTier: %4\nWorld: %5")
                      .arg(QString::number(cert.seq), time.formatPrecise(cert.at),
                           safeText(std::string_view(cert.hash)), noneIfEmpty(safeText(cert.tier, QString())),
                           noneIfEmpty(safeText(cert.world, QString())));
}

} // namespace seal
