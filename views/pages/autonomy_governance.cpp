#include "views/pages/autonomy_governance.hpp"

#include "core/base/clock.hpp"
#include "models/actions/governance_actions.hpp"
#include "models/autonomy_model.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/money_format.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/dialogs/proof_age_dialog.hpp"
#include "views/dialogs/thresholds_dialog.hpp"
#include "views/widgets/console_page.hpp"
#include "views/writes/dual_control_note.hpp"
#include "views/writes/write_flow.hpp"

#include <QDialog>
#include <QLocale>
#include <cmath>

namespace seal {
namespace {

// "€100.00 → €250.50": a line too long breaks after the arrow, never inside an amount.
QString fromTo(const QString& from, const QString& to)
{
    return AutonomyGovernance::tr("%1\u00A0\u2192 %2").arg(from, to);
}

// Wide enough for its values side by side and its confirm button whole (the
// word-wrapped labels would otherwise let the dialog shrink below both).
void widen(QDialog* dialog)
{
    dialog->setMinimumWidth(dialog->fontMetrics().averageCharWidth() * 64);
}

QString timeText(const CheckedReal& t)
{
    return t.valid() ? DisplayTime::instance().format(t.value) : AutonomyGovernance::tr("\u27E8invalid\u27E9");
}

// "#19 green · storm 1000 · 1 execution(s) · 2026-11-30 17:05:37 · by ops" (every value plain text).
QString proofLine(const ProofEntry& e)
{
    const auto count = [](const std::optional<std::int64_t>& v) {
        return v ? QLocale().toString(static_cast<qlonglong>(*v)) : QStringLiteral("\u2013");
    };
    const QString executions =
        e.executions ? AutonomyGovernance::tr("%Ln execution(s)", nullptr, pluralCount(*e.executions))
                     : AutonomyGovernance::tr("executions not counted");
    QString line = AutonomyGovernance::tr("  #%1 %2 \u00B7 storm %3 \u00B7 %4 \u00B7 %5")
                       .arg(e.id)
                       .arg(e.green ? AutonomyGovernance::tr("green") : AutonomyGovernance::tr("RED"),
                            count(e.stormN), executions, timeText(e.at));
    if (e.by) line += AutonomyGovernance::tr(" \u00B7 by %1").arg(safeText(*e.by));
    return line;
}

// "Proof age: 17 s of at most 1 s (set by policy) — stale".
QString proofAgeLine(const ProofAge& a)
{
    const QString max = a.maxProblem.empty() ? ProofAgeDialog::ageText(a.maxProofAgeSec)
                                             : AutonomyGovernance::tr("\u27E8invalid\u27E9");
    const QString source = a.maxIsDefault ? AutonomyGovernance::tr("the default, no value set")
                                          : AutonomyGovernance::tr("set by policy");
    if (!a.latest) return AutonomyGovernance::tr("Proof age: no proof recorded; at most %1 (%2)").arg(max, source);
    if (!a.ageSec || !a.maxProblem.empty())
        return AutonomyGovernance::tr("Proof age: \u27E8invalid\u27E9; at most %1 (%2)").arg(max, source);
    const QString age = elapsedText(*a.ageSec);
    QString verdict;
    if (!a.withinMax())
        verdict = AutonomyGovernance::tr("stale: a CLEARED policy is not in force");
    else if (!a.latest->green)
        verdict = AutonomyGovernance::tr("young enough, but RED: a CLEARED policy is not in force");
    else
        verdict = AutonomyGovernance::tr("fresh");
    return AutonomyGovernance::tr("Proof age: %1 of at most %2 (%3) \u2014 %4").arg(age, max, source, verdict);
}

} // namespace

AutonomyGovernance::AutonomyGovernance(ConsolePage* page, StoreClient* store, std::function<void()> written)
    : QObject(page), m_page(page), m_store(store), m_written(std::move(written))
{
    m_proofReads = new ReadCycle(m_store, this);
    connect(m_proofReads, &ReadCycle::failed, this, [this](const QString& message) {
        if (m_proofReads->hasQueued()) return; // another path's read is next
        m_proofsProblem = message; // said in the pane instead of "reading…"
        Q_EMIT proofsShown();
    });
}

namespace {

// The one write flow of the three: the outcome reported by the page, then `written`.
void confirmOperatorWrite(ConsolePage* page, StoreClient* store, const QString& what, const QString& dialogName,
                          ConfirmWriteDialog::Spec spec, StoreAction<OperatorOutcome> action,
                          std::function<void()> written)
{
    WriteFlow<OperatorOutcome> flow;
    flow.action = std::move(action);
    flow.what = what;
    flow.spec = std::move(spec);
    flow.dialogName = dialogName;
    flow.done = [store, written](const OperatorOutcome&) {
        store->checkForChanges();
        if (written) written();
    };
    widen(confirmThenWrite(page, store, std::move(flow)));
}

} // namespace

void AutonomyGovernance::askThresholds(const AutonomyRow& row)
{
    if (!m_store->identity()) return;
    const QString path = QString::fromStdString(row.path);
    const std::optional<Thresholds> now = row.thresholds;
    auto* dialog = new ThresholdsDialog(safeText(path), now, m_page);
    widen(dialog);
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &QDialog::accepted, this, [this, dialog, path, now] {
        const auto t = dialog->thresholds();
        if (!t) return; // Continue is disabled until the rules accept them
        // What the new count does to the path's pending requests, read before confirming (issue 25).
        const std::string key = path.toStdString();
        const Thresholds values = *t;
        const double at = nowEpoch();
        m_store->read<std::vector<PendingRequirementChange>>(
            this,
            [key, values, at](Connection& conn) {
                return readPendingRequirementChanges(conn, key, values.requiredApprovers, at);
            },
            [this, path, now, values](std::vector<PendingRequirementChange> changes) {
                confirmThresholds(path, now, values, changes);
            });
    });
    dialog->open();
}

QString AutonomyGovernance::pendingChangesText(const std::vector<PendingRequirementChange>& changes)
{
    if (changes.empty()) return tr("none changes: no pending request of this path needs a different count");
    QStringList lines;
    for (const auto& c : changes)
        lines << tr("%1 needs %Ln approval(s) instead of %2 (%3 so far)", nullptr, pluralCount(c.after))
                     .arg(safeText(std::string_view(c.id)))
                     .arg(c.before)
                     .arg(c.approves);
    return tr("%n pending request(s) change: %1", nullptr, pluralCount(static_cast<qint64>(changes.size())))
        .arg(lines.join(QStringLiteral("; ")));
}

void AutonomyGovernance::confirmThresholds(const QString& path, const std::optional<Thresholds>& now,
                                           const Thresholds& t, const std::vector<PendingRequirementChange>& changes)
{
    // The gateway treats a path without a thresholds row as AUTO (SPEC §6, §15.8).
    const QString none = tr("none (AUTO at the gateway: no maker-checker)");
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Set thresholds");
    spec.action = tr("Set the approval thresholds of path %1.").arg(safeText(path));
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {{tr("Path:"), safeText(path)}, {tr("Event:"), QStringLiteral("thresholds_set")}};
    // From → to, each named (objectName "confirm" + key).
    spec.outcome = {
        {tr("AUTO up to:"), fromTo(now ? amountText(now->autoCeiling, path) : none, amountText(t.autoCeiling, path)),
         QStringLiteral("Auto")},
        {tr("DUAL up to:"), fromTo(now ? amountText(now->dualCeiling, path) : none, amountText(t.dualCeiling, path)),
         QStringLiteral("Dual")},
        {tr("Approvers for DUAL:"),
         fromTo(now ? QString::number(requiredApprovers(*now)) : none, QString::number(t.requiredApprovers)),
         QStringLiteral("Approvers")},
        {tr("Above DUAL:"), tr("ALWAYS_HUMAN: always a human"), QStringLiteral("AboveDual")},
        {tr("Pending requests:"), pendingChangesText(changes), QStringLiteral("PendingRequests")}};
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = tr("Set thresholds");
    const nlohmann::json before =
        now ? nlohmann::json{{"auto_ceiling", now->autoCeiling},
                             {"dual_ceiling", now->dualCeiling},
                             {"required_approvers", requiredApprovers(*now)}}
            : nlohmann::json();
    noteDualControl(spec, changeLoosens(ChangeKind::Thresholds, before,
                                        {{"auto_ceiling", t.autoCeiling},
                                         {"dual_ceiling", t.dualCeiling},
                                         {"required_approvers", t.requiredApprovers}}));
    confirmOperatorWrite(m_page, m_store, tr("Set thresholds on %1").arg(safeText(path)),
                         QStringLiteral("confirmThresholdsDialog"), spec,
                         actions::setThresholds(path.toStdString(), t), m_written);
}

void AutonomyGovernance::askProofAge(const AutonomyRow& row)
{
    if (!m_store->identity()) return;
    const QString path = QString::fromStdString(row.path);
    const Clearance clearance = row.clearance;
    const bool isDefault = !clearance.policy || !clearance.policy->maxProofAgeSec;
    const double current = isDefault ? kDefaultMaxProofAgeSec : *clearance.policy->maxProofAgeSec;
    auto* dialog = new ProofAgeDialog(safeText(path), current, isDefault, m_page);
    widen(dialog);
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &QDialog::accepted, this, [this, dialog, path, clearance, current, isDefault] {
        const auto seconds = dialog->seconds();
        if (!seconds) return; // Continue is disabled until it is a positive number
        // The proof age is a column of the policy row: the policy is set again as it is.
        const std::string status = clearance.policy ? clearance.policy->status : std::string("HOLD");
        ConfirmWriteDialog::Spec spec;
        spec.title = tr("Max proof age");
        spec.action = tr("Set how old the latest green proof of path %1 may be before CLEARED lapses to HOLD.")
                          .arg(safeText(path));
        spec.role = m_store->identity()->role;
        const QString now = ProofAgeDialog::ageText(current) + (isDefault ? tr(" (the default)") : QString());
        spec.what = {{tr("Path:"), safeText(path)}, {tr("Event:"), QStringLiteral("policy")}};
        spec.outcome = {
            {tr("Max proof age:"), fromTo(now, ProofAgeDialog::ageText(*seconds)), QStringLiteral("ProofAge")},
            {tr("Policy:"),
             clearance.policy ? tr("%1 (unchanged)").arg(safeText(status))
                              : fromTo(tr("none (the safe default, HOLD)"), QStringLiteral("HOLD")),
             QStringLiteral("Policy")},
            {tr("Policy reason:"),
             fromTo(clearance.policy && clearance.policy->reason ? safeText(*clearance.policy->reason) : tr("none"),
                    tr("the reason you give below")),
             QStringLiteral("PolicyReason")}};
        spec.reason = ConfirmWriteDialog::Reason::Required;
        spec.confirmText = tr("Set max proof age");
        noteDualControl(spec, changeLoosens(ChangeKind::Policy, {{"status", status}, {"max_proof_age_sec", current}},
                                            {{"status", status}, {"max_proof_age_sec", *seconds}}));
        confirmOperatorWrite(m_page, m_store, tr("Set max proof age on %1").arg(safeText(path)),
                             QStringLiteral("confirmProofAgeDialog"), spec,
                             actions::setMaxProofAge(path.toStdString(), status, *seconds), m_written);
    });
    dialog->open();
}

void AutonomyGovernance::askFreeze(const AutonomyRow& row)
{
    if (!m_store->identity()) return;
    const QString domain = QString::fromStdString(row.path); // an intent's domain is its path (SPEC §1)
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Freeze domain");
    spec.action = tr("Freeze domain %1 by hand: it admits nothing until an operator unfreezes it after "
                     "reconciliation. Other paths keep running.")
                      .arg(safeText(domain));
    spec.role = m_store->identity()->role;
    spec.what = {{tr("Domain:"), safeText(domain)}, {tr("Event:"), QStringLiteral("frozen")}};
    spec.outcome = {{tr("Frozen:"),
                     fromTo(tr("no"), tr("yes, reason \u201Cmanual freeze: \u2026\u201D with your role as evidence")),
                     QStringLiteral("Frozen")}};
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = tr("Freeze");
    spec.destructive = true;
    confirmOperatorWrite(m_page, m_store, tr("Freeze %1").arg(safeText(domain)), QStringLiteral("confirmFreezeDialog"),
                         spec, actions::freeze(domain.toStdString()), m_written);
}

void AutonomyGovernance::loadProofs(const QString& path, double at)
{
    if (path != m_proofsPath) m_proofs.reset(); // never another path's proofs under this one
    m_proofsPath = path;
    m_proofsProblem.clear();
    if (path.isEmpty()) return;
    const std::string key = path.toStdString();
    m_proofReads->read<ProofHistory>(
        [key, at](Connection& conn) { return readProofHistory(conn, key, at, kProofsShown); },
        [this, path](ProofHistory history) {
            if (path != m_proofsPath) return; // the user moved on
            m_proofs = std::move(history);
            Q_EMIT proofsShown();
        });
}

const ProofHistory* AutonomyGovernance::proofs(const QString& path) const
{
    return m_proofs && path == m_proofsPath ? &*m_proofs : nullptr;
}

QString AutonomyGovernance::proofsProblem(const QString& path) const
{
    return path == m_proofsPath ? m_proofsProblem : QString();
}

QStringList AutonomyGovernance::detailLines(const AutonomyRow& row, const ProofHistory* proofs,
                                           const QString& problem)
{
    QStringList out;
    const QString path = QString::fromStdString(row.path);
    out << tr("Approval thresholds: %1").arg(AutonomyModel::thresholdsText(row.thresholds, path));
    if (!proofs && !problem.isEmpty()) {
        out << tr("Proof history could not be read: %1").arg(safeText(problem));
        return out;
    }
    if (!proofs) {
        out << tr("Proof history: reading\u2026");
        return out;
    }
    if (!proofs->ages.empty()) out << proofAgeLine(proofs->ages.front());
    if (proofs->entries.empty()) {
        out << tr("Proof history: none recorded");
        return out;
    }
    out << tr("Proof history, newest first:");
    for (const ProofEntry& e : proofs->entries)
        out << proofLine(e);
    if (proofs->more)
        out << tr("  older proofs: sealctl proof history %1").arg(safeText(path));
    return out;
}

} // namespace seal
