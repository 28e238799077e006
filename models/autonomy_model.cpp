#include "models/autonomy_model.hpp"

#include "core/base/clock.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"
#include "models/store_types.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/lookalike_text.hpp"
#include "models/text/money_format.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"

#include <QLocale>
#include <array>
#include <map>

namespace seal {
namespace {

// Column titles in Column order, translated in the model's context.
constexpr std::array<const char*, AutonomyModel::ColumnCount> kAutonomyModelTitles = {
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Path"),
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Level"),
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Unattended now"),
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Clearance"),
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Proven"),
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Confirmed"),
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Sweeps"),
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Suspended"),
    QT_TRANSLATE_NOOP("seal::AutonomyModel", "Thresholds"),
};

GatewayMode g_gatewayMode = GatewayMode::Unknown;

} // namespace

GatewayMode gatewayModeOf(const QString& setting)
{
    if (setting == QLatin1String("on")) return GatewayMode::EarnedAutonomyOn;
    if (setting == QLatin1String("off")) return GatewayMode::EarnedAutonomyOff;
    return GatewayMode::Unknown;
}

void AutonomyModel::setGatewayEarnedAutonomy(GatewayMode mode)
{
    g_gatewayMode = mode;
}

GatewayMode AutonomyModel::gatewayEarnedAutonomy()
{
    return g_gatewayMode;
}

AutonomySnapshot readAutonomy(Connection& conn, double now)
{
    AutonomySnapshot snapshot;
    snapshot.at = now;
    LicenceEngine engine(conn);
    const auto thresholds = readThresholds(conn);
    const auto paths = engine.knownPaths();
    // Room for every row at once: growing a list of 20,000 rows step by step
    // moved each row many times and cost most of the page's time.
    snapshot.rows.reserve(static_cast<qsizetype>(paths.size()));
    for (const auto& path : paths) {
        AutonomyRow row;
        row.path = path;
        row.licence = engine.licence(path);
        row.effective = engine.effective(row.licence, now);
        row.clearance = engine.clearance(path, now);
        if (const auto t = thresholds.find(path); t != thresholds.end()) row.thresholds = t->second;
        snapshot.rows.push_back(std::move(row));
    }
    snapshot.countsSource = engine.countsSource();
    return snapshot;
}

AutonomyModel::AutonomyModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kAutonomyModelTitles, parent)
{
    readFrom(store);
    // A level follows certs, events, approvals, intents and policy alike.
    reloadWhenChanged({&ChangeStamp::certs, &ChangeStamp::events, &ChangeStamp::approvals, &ChangeStamp::intents,
                       &ChangeStamp::policy});
    reload();
}

void AutonomyModel::reload()
{
    // "Now" is taken when the read runs, not when it was asked: a reload
    // queued behind another read judges the state it reads.
    load<AutonomySnapshot>([](Connection& conn) { return readAutonomy(conn, nowEpoch()); },
                           [this](AutonomySnapshot snapshot) { onSnapshot(std::move(snapshot)); });
}

void AutonomyModel::onSnapshot(AutonomySnapshot snapshot)
{
    m_at = snapshot.at;
    // Every path against all the others, through one index: O(paths).
    std::vector<std::string> paths;
    for (const AutonomyRow& row : std::as_const(snapshot.rows))
        paths.push_back(row.path);
    m_lookalikes.rebuild(paths);
    m_countsSource = std::move(snapshot.countsSource);
    replaceRows(std::move(snapshot.rows));
}

const Lookalike& AutonomyModel::pathLookalike(const std::string& path) const
{
    return m_lookalikes.of(path);
}

QString AutonomyModel::countsSourceText(const std::optional<CountsSource>& source)
{
    if (!source) return tr("not counted yet");
    QString out;
    if (!source->fromPrefix) {
        out = tr("counted from the store just now (no cache)");
    } else if (!source->origin) {
        out = tr("counted up to seq %1 from kept counts of unknown origin").arg(source->seq);
    } else {
        const QString at = DisplayTime::instance().format(source->origin->at);
        out = source->origin->walked
                  ? tr("counted up to seq %1; last recounted by a full walk at %2 (up to seq %3)")
                        .arg(source->seq)
                        .arg(at)
                        .arg(source->origin->seq)
                  : tr("counted up to seq %1; counted whole from the store at %2 (up to seq %3), not yet "
                       "recounted by a full walk (Verify chain does)")
                        .arg(source->seq)
                        .arg(at)
                        .arg(source->origin->seq);
    }
    if (!source->cacheIgnored.empty())
        out += tr("; the cache file was ignored: %1").arg(safeText(source->cacheIgnored));
    return out;
}

QString AutonomyModel::levelText(const Licence& licence)
{
    return QStringLiteral("%1 %2").arg(QLatin1String(licence.spec().id), QLatin1String(licence.spec().name));
}

QString AutonomyModel::blockText(const AutonomyRow& row)
{
    const bool revoked = isRevoked(row);
    const bool suspended = row.licence.suspended;
    if (revoked && suspended) return tr("REVOKED, SUSPENDED");
    if (revoked && row.licence.held) return tr("REVOKED, HELD");
    if (revoked) return tr("REVOKED");
    if (suspended) return tr("SUSPENDED");
    if (row.licence.held) return tr("HELD"); // the kernel's hold (§15.7): the level stands, unattended does not
    return {};
}

QString AutonomyModel::stateLevelText(const AutonomyRow& row)
{
    const QString block = blockText(row);
    if (block.isEmpty()) return levelText(row.licence);
    return tr("%1 · earned %2").arg(block, levelText(row.licence));
}

QString AutonomyModel::whyNotText(WhyNot code)
{
    switch (code) {
    case WhyNot::NotEarned:
        return tr("the path has not earned an unattended level (L3 or higher) yet");
    case WhyNot::Suspended:
        return tr("the licence is suspended by a breach");
    case WhyNot::Revoked:
        return tr("an operator revoked the path");
    case WhyNot::NotCleared:
        return tr("the path is not cleared (no policy, no fresh green proof, or HOLD)");
    case WhyNot::DomainFrozen:
        return tr("the path's domain is frozen");
    case WhyNot::OpenHold:
        return tr("the path has an open hold");
    case WhyNot::DivergedIntent:
        return tr("an intent on the path diverged from the world");
    case WhyNot::Held:
        return tr("the licence is held: an execution reached the provider with an unknown outcome");
    }
    return QLatin1String(whyNotCode(code));
}

QString AutonomyModel::effectiveText(const EffectiveAnswer& answer)
{
    if (answer.unattended) return tr("yes");
    if (answer.whyNot.empty()) return tr("no");
    const QString first = whyNotText(answer.whyNot.front().code);
    const int more = static_cast<int>(answer.whyNot.size()) - 1;
    if (more == 0) return tr("no: %1").arg(first);
    return tr("no: %1 (+%n more)", nullptr, pluralCount(more)).arg(first);
}

QString AutonomyModel::licenceAllowsText(const Licence& l)
{
    if (l.unattended) return tr("the licence allows unattended spend");
    if (l.suspended) return tr("the licence allows no unattended spend: suspended");
    if (l.held) return tr("the licence allows no unattended spend: held");
    return tr("the licence allows no unattended spend: %1 is below L3").arg(levelText(l));
}

QString AutonomyModel::unattendedText(const EffectiveAnswer& answer, GatewayMode mode)
{
    if (answer.unattended || mode == GatewayMode::EarnedAutonomyOn) return effectiveText(answer);
    const EffectiveAnswer withoutLicence = withoutLicenceGate(answer); // what a gateway ignoring the licence refuses
    if (!withoutLicence.unattended) return effectiveText(answer); // no either way: every reason, as it is
    if (mode == GatewayMode::EarnedAutonomyOff) return effectiveText(withoutLicence);
    // Not known how the gateway runs: both answers, never a confident wrong one.
    return tr("earned autonomy on: %1 · off: %2").arg(effectiveText(answer), effectiveText(withoutLicence));
}

QString AutonomyModel::heldText(const Licence& l)
{
    if (!l.held) return {};
    QStringList lines{l.heldReason ? safeText(phraseText(*l.heldReason)) : QString()};
    for (const auto& intent : l.openAmbiguousIntents)
        lines << tr("unknown outcome: %1").arg(safeText(std::string_view(intent)));
    return lines.join(QLatin1Char('\n'));
}

QStringList AutonomyModel::whyNotLines(const EffectiveAnswer& answer)
{
    QStringList lines;
    for (const auto& r : answer.whyNot)
        lines << tr("%1 (%2): %3")
                     .arg(whyNotText(r.code), QLatin1String(whyNotCode(r.code)),
                          safeText(phraseText(r.detail)));
    return lines;
}

QString AutonomyModel::suspensionMeaning()
{
    return tr("A suspended path is back at L0 after a breach (out-of-band spend, a divergence, a revocation or a "
              "breached obligation): the gateway will not let it spend unattended again, whatever it had earned, "
              "and people approve each of its payments.");
}

QString AutonomyModel::suspensionActions()
{
    return tr("What you can do now: read the breach evidence and find its cause (Divergences and Events pages); "
              "settle any hold it left (Holds page); revoke the path if it must not run at all. Waiting does not "
              "lift a suspension: the kernel keeps it while this breach is the path's newest.");
}

QString AutonomyModel::suspendedText(const AutonomyRow& row)
{
    const Licence& l = row.licence;
    if (l.suspended)
        return tr("yes: %1").arg(l.suspendedReason ? safeText(phraseText(*l.suspendedReason)) : QString());
    // A per-path revoke changes the policy, not the licence (SPEC §5): say both.
    if (isRevoked(row)) return tr("no; REVOKED by policy");
    return tr("no");
}

QString AutonomyModel::clearanceText(const Clearance& clearance)
{
    const QString policy = safeText(std::string_view(clearance.status));
    const QString effective = safeText(std::string_view(clearance.effective));
    if (policy == effective) return policy;
    return tr("%1 \u2192 effective %2").arg(policy, effective);
}

QString AutonomyModel::clearanceReasonText(const Clearance& clearance)
{
    if (clearance.ruledReason) return safeText(phraseText(*clearance.ruledReason));
    return clearance.reason ? safeText(std::string_view(*clearance.reason)) : QString();
}

QString AutonomyModel::thresholdsText(const std::optional<Thresholds>& thresholds, const QString& path)
{
    // The gateway applies amount tiers only where a thresholds row exists (SPEC §6, §15.8).
    if (!thresholds) return tr("none: AUTO at the gateway, no maker-checker (only the licence gates it)");
    return tr("auto \u2264 %1 \u00B7 dual \u2264 %2 \u00B7 %Ln approver(s)", nullptr,
              pluralCount(requiredApprovers(*thresholds)))
        .arg(amountText(thresholds->autoCeiling, path), amountText(thresholds->dualCeiling, path));
}

QVariant AutonomyModel::display(const AutonomyRow& row, int column) const
{
    const Licence& l = row.licence;
    switch (column) {
    case PathColumn:
        return markedText(safeText(std::string_view(row.path)), pathLookalike(row.path));
    case LevelColumn:
        return stateLevelText(row);
    case ProvenColumn:
        return QLocale().toString(l.counts.proven);
    case ConfirmedColumn:
        // confirmed_ratio is rounded to 3 places: one decimal of a percentage shows it exactly.
        return tr("%1 (%2%)")
            .arg(QLocale().toString(l.counts.confirmed),
                 QLocale().toString(l.confirmedRatio * 100.0, 'f', 1));
    case SweepsColumn:
        return QLocale().toString(l.counts.cleanSweeps);
    case SuspendedColumn:
        return suspendedText(row);
    case ClearanceColumn:
        return clearanceText(row.clearance);
    case ThresholdsColumn:
        return thresholdsText(row.thresholds, QString::fromStdString(row.path));
    case UnattendedColumn:
        return unattendedText(row.effective, g_gatewayMode);
    default:
        return {};
    }
}

QVariant AutonomyModel::cell(const AutonomyRow& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (column == UnattendedColumn && !row.effective.unattended)
            return (whyNotLines(row.effective) << licenceAllowsText(row.licence))
                .join(QLatin1Char('\n')); // the whole list, with the codes
        if (column == LevelColumn && row.licence.held) return heldText(row.licence);
        if (column == PathColumn && pathLookalike(row.path).suspicious())
            return lookalikeExplanation(pathLookalike(row.path));
        if (column == ClearanceColumn && row.clearance.reason) return clearanceReasonText(row.clearance);
        return display(row, column);
    case Qt::TextAlignmentRole:
        if (column == ProvenColumn || column == SweepsColumn ||
            column == ConfirmedColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case KeyRole:
        return QString::fromStdString(row.path);
    case LevelRole:
        return row.licence.level;
    case SuspendedRole:
        return row.licence.suspended;
    case UnattendedRole:
        return row.effective.unattended;
    case RevokedRole:
        return isRevoked(row);
    case HeldRole:
        return row.licence.held;
    case LookalikeRole:
        return lookalikeText(pathLookalike(row.path));
    case HeldIntentsRole: {
        QStringList ids;
        for (const auto& intent : row.licence.openAmbiguousIntents)
            ids << QString::fromStdString(intent);
        return ids;
    }
    case RowStateRole:
        if (row.licence.suspended || isRevoked(row)) return static_cast<int>(RowState::Broken);
        return static_cast<int>(row.effective.unattended ? RowState::Intact : RowState::Normal);
    default:
        return {};
    }
}

} // namespace seal
