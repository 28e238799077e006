#include "views/pages/autonomy_page.hpp"

#include "core/base/clock.hpp"
#include "models/actions/governance_actions.hpp"
#include "models/autonomy_model.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/json_text.hpp"
#include "models/text/lookalike_text.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/dialogs/sweep_dialog.hpp"
#include "views/pages/autonomy_governance.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/level_bar_delegate.hpp"
#include "views/widgets/level_history_chart.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/widgets/row_state_proxy.hpp"
#include "views/writes/dual_control_note.hpp"
#include "views/writes/write_flow.hpp"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <memory>

namespace seal {

AutonomyPage::AutonomyPage(StoreClient* store, QWidget* parent) : ConsolePage(parent), m_store(store)
{
    setObjectName(QStringLiteral("autonomyPage"));
    m_model = new AutonomyModel(m_store, this);
    m_governance = new AutonomyGovernance(this, m_store, [this] { m_model->reload(); });
    QWidget* actions = buildActions();
    m_message = plainLabel(QString(), this, QStringLiteral("autonomyMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    buildTable();

    m_detail = new QPlainTextEdit(this); // plain text: nothing the store says is markup
    m_detail->setObjectName(QStringLiteral("autonomyDetail"));
    m_detail->setAccessibleName(tr("Path detail"));
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_detail->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // a 64 KiB JSON string is one word
    m_chart = new LevelHistoryChart(this);

    auto* lower = new QSplitter(Qt::Horizontal, this);
    lower->addWidget(m_detail);
    lower->addWidget(m_chart);
    lower->setStretchFactor(0, 1);
    lower->setStretchFactor(1, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(lower);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(actions);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);

    connect(m_model, &AutonomyModel::loaded, this, &AutonomyPage::onLoaded);
    connect(m_model, &AutonomyModel::failed, this, [this](const QString& message) {
        m_message->setText(safeText(message, TextLines::Multi));
        m_message->show();
        Q_EMIT problemOccurred(message);
    });
    connect(m_store, &StoreClient::connected, this, &AutonomyPage::updateActions);
    connect(m_store, &StoreClient::writeGateChanged, this, &AutonomyPage::updateActions);
    m_historyReads = new ReadCycle(m_store, this);
    connect(m_historyReads, &ReadCycle::failed, this, [this](const QString& message) {
        if (m_historyReads->hasQueued()) return; // another path's read is next
        m_detail->appendPlainText(tr("\nThe level history could not be read: %1").arg(safeText(message)));
    });
    connect(m_governance, &AutonomyGovernance::proofsShown, this, [this] { showDetail(currentRow()); });
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this, [this] {
        showHistory();
        onCurrentChanged();
    });
    updateActions();
    showDetail(nullptr);
}

QWidget* AutonomyPage::buildActions()
{
    auto* bar = new QWidget(this);
    m_setPolicy = new QPushButton(tr("Set &policy\u2026"), bar);
    m_setPolicy->setObjectName(QStringLiteral("setPolicyButton"));
    m_policyMenu = new QMenu(m_setPolicy);
    const struct
    {
        const char* status;
        const char* name;
        QString label;
    } choices[] = {{"CLEARED", "policyCleared", tr("CLEARED: may run unattended with fresh green proof")},
                   {"HOLD", "policyHold", tr("HOLD: a human decides each time")},
                   {"REVOKED", "policyRevoked", tr("REVOKED: never, until set again")}};
    for (const auto& choice : choices) {
        QAction* action = m_policyMenu->addAction(choice.label);
        action->setObjectName(QLatin1String(choice.name));
        const QString status = QLatin1String(choice.status);
        m_policyActions.insert(status, action);
        connect(action, &QAction::triggered, this, [this, status] { askSetPolicy(status); });
    }
    m_policyMenu->addSeparator();
    m_proofAge = m_policyMenu->addAction(tr("Max proof &age\u2026"));
    m_proofAge->setObjectName(QStringLiteral("proofAgeAction"));
    m_policyMenu->setToolTipsVisible(true); // a disabled choice says why
    m_setPolicy->setMenu(m_policyMenu);
    m_thresholds = new QPushButton(tr("Set &thresholds\u2026"), bar);
    m_thresholds->setObjectName(QStringLiteral("setThresholdsButton"));
    m_revoke = new QPushButton(tr("&Revoke path\u2026"), bar);
    m_revoke->setObjectName(QStringLiteral("revokePathButton"));
    m_freeze = new QPushButton(tr("Free&ze domain\u2026"), bar);
    m_freeze->setObjectName(QStringLiteral("freezeDomainButton"));
    m_revokeAll =
        new QPushButton(QIcon(QStringLiteral(":/icons/broken.svg")), tr("Revoke &everything\u2026"), bar);
    m_revokeAll->setObjectName(QStringLiteral("revokeAllButton"));
    // The sweep L3 and above need ("one clean out-of-band sweep" in the detail pane).
    // Short, so that the bar fits 1024 px in German and French (Edit ▸ Run reconcile sweep… says it whole).
    m_sweep = new QPushButton(tr("Reconcile &sweep\u2026"), bar);
    m_sweep->setObjectName(QStringLiteral("sweepButton"));
    connect(m_sweep, &QPushButton::clicked, this, &AutonomyPage::startSweep);
    // A held path (§15.7): its executions with an unknown outcome are settled on the Holds page.
    m_openHeld = new QPushButton(tr("Open in &Holds"), bar);
    m_openHeld->setObjectName(QStringLiteral("openHeldInHoldsButton"));
    m_openHeld->setVisible(false);
    connect(m_openHeld, &QPushButton::clicked, this, [this] {
        const AutonomyRow* row = currentRow();
        if (row && !row->licence.openAmbiguousIntents.empty())
            Q_EMIT holdsRequested(QString::fromStdString(row->licence.openAmbiguousIntents.front()));
    });
    m_whyNot = plainLabel(QString(), bar, QStringLiteral("autonomyWhyNot"));
    m_whyNot->setWordWrap(true);
    // The governance settings act on the selected row (autonomy_governance.hpp).
    const auto onRow = [this](void (AutonomyGovernance::*ask)(const AutonomyRow&)) {
        return [this, ask] {
            if (const AutonomyRow* row = currentRow()) (m_governance->*ask)(*row);
        };
    };
    connect(m_proofAge, &QAction::triggered, this, onRow(&AutonomyGovernance::askProofAge));
    connect(m_thresholds, &QPushButton::clicked, this, onRow(&AutonomyGovernance::askThresholds));
    connect(m_revoke, &QPushButton::clicked, this, &AutonomyPage::askRevokePath);
    connect(m_freeze, &QPushButton::clicked, this, onRow(&AutonomyGovernance::askFreeze));
    connect(m_revokeAll, &QPushButton::clicked, this, &AutonomyPage::askRevokeAll);

    // Policy and thresholds shape a path; then, from one path to every path,
    // the ever wider stops: revoke the path, freeze its domain, revoke everything.
    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_setPolicy);
    layout->addWidget(m_thresholds);
    layout->addSpacing(12);
    layout->addWidget(m_revoke);
    layout->addWidget(m_freeze);
    layout->addWidget(m_revokeAll);
    layout->addSpacing(12);
    layout->addWidget(m_sweep);
    layout->addWidget(m_openHeld);
    layout->addSpacing(12);
    layout->addWidget(m_whyNot, 1);
    layout->addStretch(); // buttons keep their own width when there is nothing to say
    return bar;
}

void AutonomyPage::buildTable()
{
    m_proxy = new RowStateProxy(AutonomyModel::RowStateRole, AutonomyModel::UnattendedColumn, this);
    m_proxy->setSourceModel(m_model);
    m_table = makeConsoleTable(this, QStringLiteral("autonomyTable"), tr("Autonomy per path"));
    m_table->setModel(m_proxy);
    m_table->setItemDelegateForColumn(AutonomyModel::LevelColumn,
                                      new LevelBarDelegate(AutonomyModel::LevelRole,
                                                           AutonomyModel::SuspendedRole,
                                                           AutonomyModel::RevokedRole, m_table));
    const QFontMetrics fm = fontMetrics();
    const auto chars = [&fm](int n) { return fm.horizontalAdvance(QLatin1Char('x')) * n + 24; };
    QList<int> widths(AutonomyModel::ColumnCount, chars(12));
    widths[AutonomyModel::PathColumn] = chars(12);
    // A revoked or suspended path leads with its state ("SUSPENDED · earned L0
    // OBSERVED"), after its icon and the bar: the level is read whole.
    widths[AutonomyModel::LevelColumn] = chars(32) + LevelBarDelegate::barWidth() + fm.height();
    widths[AutonomyModel::UnattendedColumn] = chars(24);
    widths[AutonomyModel::ClearanceColumn] = chars(17);
    widths[AutonomyModel::ProvenColumn] = chars(6);
    widths[AutonomyModel::ConfirmedColumn] = chars(11);
    widths[AutonomyModel::SweepsColumn] = chars(6);
    widths[AutonomyModel::SuspendedColumn] = chars(11);
    widths[AutonomyModel::ThresholdsColumn] = chars(40);
    // A small window takes the room from the others (each keeps its header
    // whole; the detail pane says every reason in full), never the path or level.
    fitColumns(m_table, widths, {AutonomyModel::PathColumn, AutonomyModel::LevelColumn});
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AutonomyPage::onCurrentChanged);
}

void AutonomyPage::refresh()
{
    m_model->reload();
}

bool AutonomyPage::hasData() const
{
    return m_model->hasLoaded();
}

QString AutonomyPage::problem() const
{
    return m_model->error();
}

void AutonomyPage::showKey(const QString& key)
{
    const int row = m_model->rowOf(key);
    if (row < 0) {
        m_pendingKey = key; // selected once the rows arrive
        return;
    }
    m_pendingKey.clear();
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

QString AutonomyPage::currentPath() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? index.data(AutonomyModel::KeyRole).toString() : QString();
}

void AutonomyPage::onLoaded()
{
    m_message->hide();
    if (!m_pendingKey.isEmpty() && m_model->rowOf(m_pendingKey) >= 0) showKey(m_pendingKey);
    if (!m_table->currentIndex().isValid() && m_model->rowCount() > 0)
        m_table->selectionModel()->setCurrentIndex(m_proxy->index(0, 0), QItemSelectionModel::ClearAndSelect |
                                                                             QItemSelectionModel::Rows);
    if (m_model->rowCount() == 0) {
        m_message->setText(tr("The store mentions no path yet."));
        m_message->show();
    }
    // The rows were replaced in place: show the current row's new values and history.
    onCurrentChanged();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

void AutonomyPage::onCurrentChanged()
{
    const AutonomyRow* row = currentRow();
    m_governance->loadProofs(row ? QString::fromStdString(row->path) : QString(), m_model->judgedAt());
    showDetail(row);
    updateActions();
    loadHistory();
}

const AutonomyRow* AutonomyPage::currentRow() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? m_model->rowAt(m_proxy->mapToSource(index).row()) : nullptr;
}

void AutonomyPage::showDetail(const AutonomyRow* row)
{
    if (!row) {
        m_detail->setPlainText(tr("No path selected."));
        return;
    }
    const Licence& l = row->licence;
    const DisplayTime& time = DisplayTime::instance();
    QStringList out;
    out << tr("Path: %1").arg(markedText(safeText(row->path), m_model->pathLookalike(row->path)));
    if (const Lookalike& look = m_model->pathLookalike(row->path); look.suspicious())
        out << lookalikeExplanation(look); // what it contains, what it reads as (issue 26)
    // What is in force comes first; the earned level (the parity number) after it.
    if (AutonomyModel::isRevoked(*row))
        out << tr("\u2716 REVOKED by policy: it may not spend unattended until an operator sets CLEARED "
                  "again (reason: %1)")
                   .arg(safeText(row->clearance.reason, tr("none given")));
    if (l.suspended) {
        out << tr("\u2716 SUSPENDED: %1").arg((l.suspendedReason ? safeText(phraseText(*l.suspendedReason)) : tr("suspended")));
        out << QStringLiteral("  ") + AutonomyModel::suspensionMeaning();
        out << QStringLiteral("  ") + AutonomyModel::suspensionActions();
    }
    if (l.held) {
        out << tr("\u2716 HELD: %1").arg((l.heldReason ? safeText(phraseText(*l.heldReason)) : tr("held")));
        for (const auto& intent : l.openAmbiguousIntents)
            out << tr("  \u2022 unknown outcome, still open: %1 (settle it on the Holds page: Open in Holds)")
                       .arg(safeText(intent));
    }
    out << tr("State: %1").arg(AutonomyModel::stateLevelText(*row));
    out << tr("Earned level: %1 (what the licence allows, not what the gateway enforces: unattended %2)")
               .arg(AutonomyModel::levelText(l), l.unattended ? tr("yes") : tr("no"));
    out << tr("Suspended: %1").arg(AutonomyModel::suspendedText(*row));
    out << tr("Proven %1 \u00B7 confirmed %2 (ratio %3) \u00B7 clean sweeps %4")
               .arg(l.counts.proven)
               .arg(l.counts.confirmed)
               .arg(QLocale().toString(l.confirmedRatio, 'f', 3))
               .arg(l.counts.cleanSweeps);
    out << tr("  Where the counts come from: %1").arg(AutonomyModel::countsSourceText(m_model->countsSource()));

    out << QString()
        << tr("May it spend unattended now? %1")
               .arg(AutonomyModel::unattendedText(row->effective, AutonomyModel::gatewayEarnedAutonomy()));
    if (AutonomyModel::gatewayEarnedAutonomy() == GatewayMode::Unknown)
        out << tr("  (the store does not record whether the gateway runs with earned autonomy; set it in the "
                  "connection profile to see one answer)");
    if (!row->thresholds)
        out << tr("  No thresholds: the gateway treats every amount on this path as AUTO, with no "
                  "maker-checker; only the licence (with earned autonomy on) can demand a human.");
    for (const QString& line : AutonomyModel::whyNotLines(row->effective))
        out << QStringLiteral("  \u2022 %1").arg(line);
    out << tr("  (judged at %1)").arg(time.format(m_model->judgedAt()));

    out << QString();
    if (l.nextLevel) {
        const LevelSpec& next = levelLadder()[static_cast<size_t>(*l.nextLevel)];
        out << tr("Next level %1 %2 needs:").arg(QLatin1String(next.id), QLatin1String(next.name));
    } else {
        out << (l.suspended ? tr("Suspended; to climb again it needs:") : tr("Top of the ladder."));
    }
    for (const auto& need : l.needs)
        out << QStringLiteral("  \u2022 %1").arg(safeText(phraseText(need)));

    if (l.breach) {
        out << QString() << tr("Breach evidence: %1").arg((l.suspendedReason ? safeText(phraseText(*l.suspendedReason)) : tr("suspended")));
        out << (l.breach->path
                    ? tr("  event #%1 %2 at %3 on path %4")
                          .arg(l.breach->id)
                          .arg(safeText(l.breach->kind), time.formatPrecise(l.breach->at), safeText(*l.breach->path))
                    : tr("  event #%1 %2 at %3 (store-wide event)")
                          .arg(l.breach->id)
                          .arg(safeText(l.breach->kind), time.formatPrecise(l.breach->at)));
        const std::string_view detail = l.breach->detailText ? std::string_view(*l.breach->detailText) : "null";
        const JsonShown shown = showJson(detail, kJsonSummaryBytes);
        out << tr("  detail:") << safeText(QString::fromUtf8(shown.text), TextLines::Multi);
        if (shown.truncated) out << tr("  (the whole detail: event #%1 on the Events page)").arg(l.breach->id);
    }

    const Clearance& c = row->clearance;
    out << QString() << tr("Clearance: policy %1, effective %2").arg(safeText(c.status), safeText(c.effective));
    if (c.reason) out << tr("  reason: %1").arg(AutonomyModel::clearanceReasonText(c));
    if (c.policy) {
        out << tr("  policy set %1 by %2")
                   .arg(time.format(c.policy->updatedAt), safeText(c.policy->updatedBy, tr("(not recorded)")));
    } else {
        out << tr("  no policy row: the safe default");
    }
    if (c.proof) {
        const ClearanceProof& p = *c.proof;
        out << tr("  proof: %1 storm at %2 (storm %3, %4)")
                   .arg(p.green ? tr("green") : tr("RED"), time.format(p.at),
                        p.stormN ? QString::number(*p.stormN) : tr("n/a"),
                        p.executions ? tr("%Ln execution(s)", nullptr, pluralCount(*p.executions))
                                     : tr("executions n/a"));
        if (p.detailText)
            out << safeText(QString::fromUtf8(showJson(std::string_view(*p.detailText), kJsonSummaryBytes).text),
                            TextLines::Multi);
    } else if (c.status == "CLEARED") {
        out << tr("  proof: none recorded");
    }

    // Thresholds, proof age against the max and the proof history (autonomy_governance.hpp).
    const QString path = QString::fromStdString(row->path);
    out << QString()
        << AutonomyGovernance::detailLines(*row, m_governance->proofs(path), m_governance->proofsProblem(path));
    m_detail->setPlainText(out.join(QLatin1Char('\n')));
}

void AutonomyPage::showEvent(QShowEvent* event)
{
    ConsolePage::showEvent(event);
    if (std::exchange(m_historyWanted, false)) loadHistory();
}

void AutonomyPage::loadHistory()
{
    // The chart reads one path's whole history: only for a page someone looks at.
    if (!isVisible()) {
        m_historyWanted = true;
        return;
    }
    const QString path = currentPath();
    if (path.isEmpty()) {
        m_historyPath.clear();
        m_history.clear();
        showHistory();
        return;
    }
    const std::string key = path.toStdString();
    const double until = m_model->judgedAt() > 0 ? m_model->judgedAt() : nowEpoch();
    m_historyReads->read<std::vector<LevelPoint>>(
        [key, until](Connection& conn) { return levelHistory(key, readLevelHistoryInput(conn, key), until); },
        [this, path](std::vector<LevelPoint> points) {
            if (path != currentPath()) return; // the user moved on
            m_historyPath = path;
            m_history = std::move(points);
            showHistory();
            Q_EMIT historyShown();
        });
}

void AutonomyPage::showHistory()
{
    m_chart->setHistory(m_historyPath, m_history);
}

void AutonomyPage::updateActions()
{
    const QString why = whyNotOperate(m_store->writeGate());
    const QModelIndex index = m_table->currentIndex();
    const AutonomyRow* row = index.isValid() ? m_model->rowAt(m_proxy->mapToSource(index).row()) : nullptr;
    const QString needRow = tr("select a path first");
    // Each action asks its own rule for the selected path (write_rules.hpp).
    const auto whyNotStatus = [&](const char* status) {
        if (!why.isEmpty()) return why;
        if (!row) return needRow;
        return whyNotSetPolicy(m_store->writeGate(), row->clearance, status);
    };
    offerWrite(m_setPolicy, !why.isEmpty() ? why : row ? QString() : needRow, QString());
    for (const char* status : {"CLEARED", "HOLD", "REVOKED"}) {
        QAction* action = m_policyActions.value(QLatin1String(status));
        const QString whyNot = whyNotStatus(status);
        action->setEnabled(whyNot.isEmpty());
        action->setToolTip(whyNot.isEmpty() ? action->text() : whyNot);
    }
    const QString whyNotRevoke = whyNotStatus("REVOKED");
    offerWrite(m_revoke, whyNotRevoke, QString());
    offerWrite(m_revokeAll, why, QString());
    offerWrite(m_sweep, why, tr("List the provider's payments in a window and record whether any bypassed the gateway"));
    offerWrite(m_thresholds, !why.isEmpty() ? why : row ? QString() : needRow, QString());
    m_openHeld->setVisible(row && row->licence.held); // reading, not writing: offered read-only too
    const QString whyNotProofAge =
        !why.isEmpty() ? why : row ? whyNotSetProofAge(m_store->writeGate(), row->clearance) : needRow;
    m_proofAge->setEnabled(whyNotProofAge.isEmpty());
    m_proofAge->setToolTip(whyNotProofAge.isEmpty() ? m_proofAge->text() : whyNotProofAge);
    offerWrite(m_freeze,
               !why.isEmpty() ? why
               : row          ? whyNotFreeze(m_store->writeGate(), row->path, row->effective.frozenReason)
                              : needRow,
               QString());
    if (!why.isEmpty())
        m_whyNot->setText(tr("Writes unavailable: %1").arg(why));
    else if (row && !whyNotRevoke.isEmpty())
        m_whyNot->setText(tr("Revoke path unavailable: %1").arg(whyNotRevoke));
    else
        m_whyNot->clear();
    m_whyNot->setVisible(!m_whyNot->text().isEmpty());
}

void AutonomyPage::addLookalikeWarning(ConfirmWriteDialog::Spec& spec, const QString& path) const
{
    const Lookalike& look = m_model->pathLookalike(path.toStdString());
    if (look.suspicious())
        spec.warnings.push_back({tr("Path look-alike:"), lookalikeMark() + QLatin1Char(' ') + lookalikeText(look),
                                 QStringLiteral("PathLookalike")});
}

void AutonomyPage::askSetPolicy(const QString& status)
{
    const QString path = currentPath();
    if (path.isEmpty() || !m_store->identity()) return;
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Set policy");
    spec.action = tr("Set the clearance policy of path %1 to %2.").arg(safeText(path), status);
    spec.role = m_store->identity()->role;
    spec.what = {{tr("Path:"), markedText(safeText(path), m_model->pathLookalike(path.toStdString()))},
                 {tr("New policy:"), status}};
    addLookalikeWarning(spec, path);
    if (const auto* row = m_model->rowAt(m_model->rowOf(path)))
        spec.what.append({tr("Policy now:"), AutonomyModel::clearanceText(row->clearance)});
    spec.reason = status == QLatin1String("REVOKED") ? ConfirmWriteDialog::Reason::Required
                                                     : ConfirmWriteDialog::Reason::Optional;
    spec.confirmText = tr("Set %1").arg(status);
    spec.destructive = status == QLatin1String("REVOKED");
    {
        const auto* row = m_model->rowAt(m_model->rowOf(path));
        nlohmann::json before;
        if (row && row->clearance.policy) before = {{"status", row->clearance.policy->status}};
        noteDualControl(spec, changeLoosens(ChangeKind::Policy, before, {{"status", status.toStdString()}}));
    }
    confirmAndWrite(tr("Set policy %1 on %2").arg(status, safeText(path)), spec,
                    actions::setPolicy(path.toStdString(), status.toStdString()));
}

void AutonomyPage::askRevokePath()
{
    const QString path = currentPath();
    if (path.isEmpty() || !m_store->identity()) return;
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Revoke path");
    spec.action =
        tr("Revoke path %1: it may no longer spend unattended until an operator sets a policy again.")
            .arg(safeText(path));
    spec.role = m_store->identity()->role;
    spec.what = {{tr("Path:"), markedText(safeText(path), m_model->pathLookalike(path.toStdString()))},
                 {tr("New policy:"), QStringLiteral("REVOKED")}};
    addLookalikeWarning(spec, path);
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = tr("Revoke");
    spec.destructive = true;
    confirmAndWrite(tr("Revoke %1").arg(safeText(path)), spec, actions::revoke(path.toStdString()));
}

void AutonomyPage::askRevokeAll()
{
    if (!m_store->identity()) return;
    // Every path on screen is counted once: the policies this writes, and the
    // paths with no policy row, which it leaves as they are (HOLD by default).
    int notRevoked = 0;
    int noPolicy = 0;
    for (int i = 0; i < m_model->rowCount(); ++i) {
        const auto* row = m_model->rowAt(i);
        if (!row->clearance.policy)
            ++noPolicy;
        else if (row->clearance.status != "REVOKED")
            ++notRevoked;
    }
    QString paths = tr("policies set to REVOKED: %1").arg(notRevoked);
    if (noPolicy > 0)
        paths += QLatin1Char('\n') + tr("paths without a policy, left on HOLD (the safe default; there is no row to "
                                        "change): %1")
                                         .arg(noPolicy);
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Revoke everything");
    spec.action = tr("Revoke every path's clearance and suspend every licence. Nothing runs unattended "
                     "until operators set policies again, path by path.");
    spec.role = m_store->identity()->role;
    spec.what = {{tr("Paths:"), paths},
                 {tr("Event:"), tr("revoked, store-wide (suspends every licence)")}};
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.typedWord = QStringLiteral("REVOKE");
    spec.confirmText = tr("Revoke everything");
    spec.destructive = true;
    confirmAndWrite(tr("Revoke everything"), spec, actions::revokeAll());
}

void AutonomyPage::confirmAndWrite(const QString& what, ConfirmWriteDialog::Spec spec,
                                   StoreAction<OperatorOutcome> action)
{
    WriteFlow<OperatorOutcome> flow;
    flow.action = std::move(action);
    flow.what = what;
    flow.spec = std::move(spec);
    flow.done = [this](const OperatorOutcome&) {
        m_store->checkForChanges();
        m_model->reload();
    };
    confirmThenWrite(this, m_store, std::move(flow));
}

void AutonomyPage::startSweep()
{
    if (!m_sweep->isEnabled()) return; // the button says why
    auto* dialog = new SweepDialog(this, m_store);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &SweepDialog::recorded, this, [this] {
        m_store->checkForChanges();
        m_model->reload();
    });
    dialog->open();
}

} // namespace seal
