#include "holds_model.hpp"

#include "clock.hpp"
#include "display_time.hpp"
#include "safe_text.hpp"
#include "store_client.hpp"

namespace seal {
namespace {

QString optionalText(const std::optional<std::string>& text)
{
    return text ? safeText(std::string_view(*text)) : QString();
}

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

} // namespace

HoldsModel::HoldsModel(StoreClient* store, QObject* parent) : KeyedTableModel(parent), m_store(store)
{
    m_inFlight = new HoldsModel(true, this);
    watchZone();
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id, const QString& message) {
        if (id != m_pending) return;
        m_pending = 0;
        m_error = message;
        Q_EMIT failed(message);
    });
    reload();
}

HoldsModel::HoldsModel(bool inFlight, QObject* parent) : KeyedTableModel(parent), m_isInFlight(inFlight)
{
    watchZone();
}

void HoldsModel::watchZone()
{
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this, [this] {
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, LeaseColumn), index(rowCount() - 1, CreatedColumn));
    });
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
    setRows(m_isInFlight ? report.inFlight : report.holds);
    if (m_inFlight) m_inFlight->setReport(report);
    m_loaded = true;
}

void HoldsModel::setRows(const std::vector<HeldIntent>& rows)
{
    replaceRows(m_rows, QList<HeldIntent>(rows.begin(), rows.end()),
                [](const HeldIntent& row) { return QString::fromStdString(row.intent); });
}

const HeldIntent* HoldsModel::rowAt(int row) const
{
    return rowPointer(m_rows, row);
}

int HoldsModel::rowOf(const QString& intent) const
{
    return rowWithKey(m_rows, intent, &HeldIntent::intent);
}

int HoldsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int HoldsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HoldsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const HeldIntent& row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, index.column()), row.invalid); tip.isValid()) return tip;
        if (m_isInFlight) return tr("In flight: its lease has not passed yet; nothing to settle");
        if (index.column() == IntentColumn) return safeText(std::string_view(row.intent));
        if (index.column() == CertHashColumn && row.lastCert)
            return safeText(std::string_view(row.lastCert->hash));
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == CertSeqColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
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
        return optionalText(row.path);
    case ActionColumn:
        return safeText(std::string_view(row.action));
    case StateColumn:
        return safeText(std::string_view(row.state));
    case TierColumn:
        return optionalText(row.tier);
    case LeaseColumn:
        return time.format(row.leaseUntil);
    case CreatedColumn:
        return time.format(row.createdAt);
    case CertSeqColumn:
        return row.lastCert ? QString::number(row.lastCert->seq) : QString();
    case CertHashColumn:
        return row.lastCert ? safeText(std::string_view(row.lastCert->hash).substr(0, 12)) : QString();
    case CertTierColumn:
        return row.lastCert ? optionalText(row.lastCert->tier) : QString();
    case CertWorldColumn:
        return row.lastCert ? optionalText(row.lastCert->world) : QString();
    default:
        return {};
    }
}

QVariant HoldsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return KeyedTableModel::headerData(section, orientation, role);
    switch (section) {
    case KindColumn:
        return tr("Hold");
    case IntentColumn:
        return tr("Intent");
    case PathColumn:
        return tr("Path");
    case ActionColumn:
        return tr("Action");
    case StateColumn:
        return tr("State");
    case TierColumn:
        return tr("Tier");
    case LeaseColumn:
        return tr("Lease until");
    case CreatedColumn:
        return tr("Created");
    case CertSeqColumn:
        return tr("Last cert");
    case CertHashColumn:
        return tr("Cert hash");
    case CertTierColumn:
        return tr("Cert tier");
    case CertWorldColumn:
        return tr("Cert world");
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
                 noneIfEmpty(optionalText(held.path)), noneIfEmpty(safeText(std::string_view(held.action))),
                 safeText(std::string_view(held.state)), noneIfEmpty(optionalText(held.tier)),
                 time.formatPrecise(held.leaseUntil), time.formatPrecise(held.createdAt));
    if (!held.lastCert) return text + tr("\nNo cert names this intent yet.");
    const LastCert& cert = *held.lastCert;
    return text + tr("\nLast cert: #%1 at %2\nHash: %3\nTier: %4\nWorld: %5")
                      .arg(QString::number(cert.seq), time.formatPrecise(cert.at),
                           safeText(std::string_view(cert.hash)), noneIfEmpty(optionalText(cert.tier)),
                           noneIfEmpty(optionalText(cert.world)));
}

} // namespace seal
