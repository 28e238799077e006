#include "models/holds_model.hpp"

#include "core/base/timefmt.hpp"
#include "models/read_cycle.hpp"

#include "core/base/clock.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/safe_text.hpp"
#include "models/text/state_words.hpp"

#include <QCoreApplication>
#include <array>
#include <cmath>

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
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Hold"),        QT_TRANSLATE_NOOP("seal::HoldsModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Path"),        QT_TRANSLATE_NOOP("seal::HoldsModel", "Action"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Amount"),      QT_TRANSLATE_NOOP("seal::HoldsModel", "Age"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "State"),       QT_TRANSLATE_NOOP("seal::HoldsModel", "Tier"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Lease until"), QT_TRANSLATE_NOOP("seal::HoldsModel", "Created"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Last cert"),   QT_TRANSLATE_NOOP("seal::HoldsModel", "Cert hash"),
    QT_TRANSLATE_NOOP("seal::HoldsModel", "Cert tier"),   QT_TRANSLATE_NOOP("seal::HoldsModel", "Cert world"),
};

// Where the amount was read, in words; for none, that it is not known and why.
QString amountSourceText(const HeldIntent& held)
{
    const QString budget = held.budgetKey ? safeText(*held.budgetKey) : QString();
    switch (held.amountSource) {
    case HoldAmountSource::Approval:
        return QCoreApplication::translate("seal::HoldsModel", "from its newest approval request");
    case HoldAmountSource::Reservation:
        return budget.isEmpty()
                   ? QCoreApplication::translate("seal::HoldsModel", "from its budget reservation")
                   : QCoreApplication::translate("seal::HoldsModel", "reserved against budget %1").arg(budget);
    case HoldAmountSource::PendingTicket:
        return QCoreApplication::translate("seal::HoldsModel", "from the gateway's ticket, issued and not yet executed");
    case HoldAmountSource::None:
        break;
    }
    return QCoreApplication::translate("seal::HoldsModel",
                                       "not known: no approval request, budget reservation or pending ticket names it");
}

QString heldAmountText(const HeldIntent& held)
{
    return held.amount ? amountText(*held.amount) : QStringLiteral("\u2014"); // never 0: not known
}

} // namespace

HoldsModel::HoldsModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kHoldsModelTitles, parent)
{
    m_inFlight = new HoldsModel(true, this);
    followDisplayTime(LeaseColumn, CreatedColumn);
    readFrom(store);
    reloadWhenChanged({&ChangeStamp::intents, &ChangeStamp::certs});
    reload();
}

HoldsModel::HoldsModel(bool inFlight, QObject* parent)
    : KeyedTableModel(kHoldsModelTitles, parent), m_isInFlight(inFlight)
{
    followDisplayTime(LeaseColumn, CreatedColumn);
}

void HoldsModel::reload()
{
    if (!store()) return;
    load<HoldsReport>(
        [](Connection& conn) {
            HoldsReport report = readHolds(conn, nowEpoch());
            readHoldAmounts(conn, report);
            return report;
        },
        [this](HoldsReport report) {
            setReport(report);
        });
}

void HoldsModel::setReport(const HoldsReport& report)
{
    m_at = report.at;
    const std::vector<HeldIntent>& rows = m_isInFlight ? report.inFlight : report.holds;
    std::vector<std::string> paths;
    for (const auto* list : {&report.holds, &report.inFlight})
        for (const HeldIntent& held : *list)
            if (held.path) paths.push_back(*held.path);
    m_pathMarks.rebuild(paths);
    replaceRows(QList<HeldIntent>(rows.begin(), rows.end()));
    if (m_inFlight) m_inFlight->setReport(report);
    markLoaded();
}

QVariant HoldsModel::cell(const HeldIntent& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), row.invalid); tip.isValid()) return tip;
        if (column == PathColumn && m_pathMarks.of(row.path).suspicious()) return m_pathMarks.explanation(row.path);
        if (m_isInFlight) return tr("In flight: its lease has not passed yet; nothing to settle");
        if (column == IntentColumn) return safeText(std::string_view(row.intent));
        if (column == CertHashColumn && row.lastCert)
            return safeText(std::string_view(row.lastCert->hash));
        if (column == AmountColumn) return amountSourceText(row);
        if (column == AgeColumn)
            return tr("Opened %1; age as of %2")
                .arg(DisplayTime::instance().formatPrecise(row.createdAt),
                     DisplayTime::instance().format(m_at));
        return {};
    case Qt::TextAlignmentRole:
        return column == CertSeqColumn || column == AmountColumn || column == AgeColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
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
        return m_pathMarks.marked(safeText(row.path, QString()), row.path);
    case ActionColumn:
        return safeText(std::string_view(row.action));
    case AmountColumn:
        return heldAmountText(row);
    case AgeColumn:
        return ageText(row.createdAt, m_at);
    case StateColumn:
        return intentStateWord(row.state);
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

QString HoldsModel::columnToolTip(int column) const
{
    switch (column) {
    case AmountColumn:
        return tr("The intent's amount: from its newest approval request, else its budget reservation, else the "
                  "gateway's pending ticket; — when none of them names it");
    case AgeColumn:
        return tr("Time since the intent was opened, as of the last read (oldest first)");
    default:
        return {};
    }
}

QString HoldsModel::describe(const HeldIntent& held) const
{
    const DisplayTime& time = DisplayTime::instance();
    QString text =
        tr("%1\nIntent: %2\nPath: %3\nAction: %4\nAmount: %5\nState: %6\nTier: %7\nLease until: %8\n"
           "Created: %9 (age %10)\n")
            .arg(kindText(held.kind), safeText(std::string_view(held.intent)),
                 noneIfEmpty(m_pathMarks.marked(safeText(held.path, QString()), held.path)),
                 noneIfEmpty(safeText(std::string_view(held.action))),
                 held.amount ? tr("%1 (%2)").arg(amountText(*held.amount), amountSourceText(held))
                             : amountSourceText(held),
                 intentStateWord(held.state), noneIfEmpty(safeText(held.tier, QString())),
                 time.formatPrecise(held.leaseUntil), time.formatPrecise(held.createdAt),
                 ageText(held.createdAt, m_at)); // one arg(): agent-written text may hold a "%1"
    if (const QString look = m_pathMarks.explanation(held.path); !look.isEmpty()) text += look + QLatin1Char('\n');
    if (!held.lastCert) return text + tr("\nNo cert names this intent yet.");
    const LastCert& cert = *held.lastCert;
    return text + tr("\nLast cert: #%1 at %2\nHash: %3\nTier: %4\nWorld: %5")
                      .arg(QString::number(cert.seq), time.formatPrecise(cert.at),
                           safeText(std::string_view(cert.hash)), noneIfEmpty(safeText(cert.tier, QString())),
                           noneIfEmpty(safeText(cert.world, QString())));
}

} // namespace seal
