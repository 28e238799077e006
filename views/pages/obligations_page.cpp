#include "views/pages/obligations_page.hpp"

#include "models/actions/governance_actions.hpp"
#include "models/obligation_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/writes/confirm_write_dialog.hpp"
#include "views/writes/dual_control_note.hpp"
#include "views/writes/write_flow.hpp"

#include <QFontDatabase>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace seal {
namespace {

void fitColumns(QTableView* table, QWidget* page)
{
    table->resizeColumnsToContents();
    QHeaderView* header = table->horizontalHeader();
    for (int column = 0; column < header->count(); ++column)
        header->resizeSection(column, std::min(header->sectionSize(column), columnChars(page, 32)));
}

} // namespace

ObligationsPage::ObligationsPage(StoreClient* store, QWidget* parent) : ListPage(parent), m_store(store)
{
    setObjectName(QStringLiteral("obligationsPage"));
    m_model = new ObligationModel(m_store, this);

    auto* title = plainLabel(tr("Obligations: what the agents promised to do, and whether they did"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_message = plainLabel(tr("Loading obligations…"), this, QStringLiteral("obligationsMessage"));
    m_message->setWordWrap(true);

    m_table = makeConsoleTable(this, QStringLiteral("obligationsTable"), tr("Obligations"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_breachTable = makeConsoleTable(this, QStringLiteral("obligationBreachesTable"), tr("Breaches"));
    m_breachTable->setModel(m_model->breaches());
    m_breachTable->horizontalHeader()->setStretchLastSection(true);

    m_cancel = new QPushButton(tr("&Cancel obligation…"), this);
    m_cancel->setObjectName(QStringLiteral("cancelObligationButton"));
    m_whyNot = plainLabel(QString(), this, QStringLiteral("cancelObligationWhyNot"));
    m_whyNot->setWordWrap(true);
    m_resolve = new QPushButton(tr("&Resolve breach…"), this);
    m_resolve->setObjectName(QStringLiteral("resolveBreachButton"));
    m_resolveWhyNot = plainLabel(QString(), this, QStringLiteral("resolveBreachWhyNot"));
    m_resolveWhyNot->setWordWrap(true);
    auto* actions = new QGridLayout;
    actions->addWidget(m_cancel, 0, 0);
    actions->addWidget(m_whyNot, 0, 1);
    actions->addWidget(m_resolve, 1, 0);
    actions->addWidget(m_resolveWhyNot, 1, 1);
    actions->setColumnStretch(1, 1);

    m_detail = new QPlainTextEdit(this); // plain text: descriptions are agent-written
    m_detail->setObjectName(QStringLiteral("obligationDetail"));
    m_detail->setAccessibleName(tr("Obligation detail"));
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_breachTable);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_message);
    layout->addLayout(actions);
    layout->addWidget(split, 1);

    connect(m_model, &ObligationModel::loaded, this, &ObligationsPage::onLoaded);
    setListModel(m_model, m_message);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ObligationsPage::showDuty);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        showDuty();
        updateActions();
    });
    connect(m_breachTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        showSelectedBreach();
        updateActions();
    });
    connect(m_cancel, &QPushButton::clicked, this, &ObligationsPage::startCancel);
    connect(m_resolve, &QPushButton::clicked, this, &ObligationsPage::startResolve);
    connect(m_store, &StoreClient::connected, this, &ObligationsPage::updateActions);
    connect(m_store, &StoreClient::writeGateChanged, this, &ObligationsPage::updateActions);
    // Deadlines pass with the clock: evaluate again now and then while on screen.
    lookAgainEvery(60'000);
    showDuty();
    updateActions();
}

void ObligationsPage::showKey(const QString& key)
{
    const int row = m_model->rowOf(key);
    if (row < 0) {
        m_pendingKey = m_model->hasLoaded() ? QString() : key;
        return;
    }
    m_pendingKey.clear();
    m_table->selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                               QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(m_model->index(row, 0));
}

bool ObligationsPage::showBreach(qint64 id)
{
    ObligationBreachModel* breaches = m_model->breaches();
    const int row = breaches->rowOf(QString::number(id));
    if (row < 0) return false;
    m_breachTable->selectionModel()->setCurrentIndex(breaches->index(row, 0), QItemSelectionModel::ClearAndSelect |
                                                                                  QItemSelectionModel::Rows);
    m_breachTable->scrollTo(breaches->index(row, 0));
    return true;
}

void ObligationsPage::showMessage()
{
    if (!m_model->isSetUp()) {
        // Core's words: "not set up" with what creates the tables, or the withdrawn layout by name.
        m_message->setText(m_model->layout() == ObligationsLayout::Withdrawn
                               ? tr("Obligations are unavailable: %1").arg(m_model->setupMessage())
                               : tr("Obligations are not set up in this store: it lacks the kernel's "
                                    "seal_obligations and seal_obligation_breaches tables. `sealctl obligations "
                                    "setup` (or the kernel) creates them; the console never does."));
        return;
    }
    const ObligationsReport& r = m_model->evaluation();
    QString text =
        tr("Evaluated %1 by the kernel's sweep rules, read-only (nothing written; `sealctl obligations "
           "sweep` records breaches): verdict %2, %n open breach(es).",
           nullptr, pluralCount(static_cast<qint64>(r.openBreaches)))
            .arg(DisplayTime::instance().format(r.at), safeText(std::string_view(r.verdict)));
    if (m_model->rowCount() == 0) text += QLatin1Char(' ') + tr("No agent has declared a duty in this store.");
    if (m_model->breaches()->rowCount() < m_model->breachesInStore())
        text += QLatin1Char(' ') +
                tr("Listed: the newest %1 of %Ln breach(es) (sealctl obligations lists them all).", nullptr,
                   pluralCount(m_model->breachesInStore()))
                    .arg(QLocale().toString(m_model->breaches()->rowCount()));
    m_message->setText(text);
}

void ObligationsPage::onLoaded()
{
    showMessage();
    m_message->show();
    if (!m_shown) {
        fitColumns(m_table, this);
        fitColumns(m_breachTable, this);
    }
    if (!m_pendingKey.isEmpty()) showKey(m_pendingKey);
    if (!m_table->currentIndex().isValid() && m_model->rowCount() > 0)
        m_table->selectionModel()->setCurrentIndex(m_model->index(0, 0), QItemSelectionModel::ClearAndSelect |
                                                                             QItemSelectionModel::Rows);
    showDuty();
    updateActions();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

const DutyRow* ObligationsPage::currentDuty() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? m_model->rowAt(index.row()) : nullptr;
}

const ObligationBreach* ObligationsPage::currentBreach() const
{
    const QModelIndex index = m_breachTable->currentIndex();
    return index.isValid() ? m_model->breaches()->rowAt(index.row()) : nullptr;
}

void ObligationsPage::showDuty()
{
    const DutyRow* d = currentDuty();
    m_detail->setPlainText(d ? ObligationModel::describe(*d) : tr("No obligation selected."));
}

void ObligationsPage::showSelectedBreach()
{
    if (const ObligationBreach* b = currentBreach()) m_detail->setPlainText(ObligationBreachModel::describe(*b));
}

QString ObligationsPage::whyNotCancel() const
{
    if (QString why = whyNotOperate(m_store->writeGate()); !why.isEmpty()) return why;
    if (m_busy) return tr("a write is in progress");
    const DutyRow* d = currentDuty();
    if (!d) return tr("select an active obligation to cancel");
    if (!d->duty.active)
        return tr("obligation %1 is already cancelled; only an active one can be")
            .arg(safeText(std::string_view(d->duty.obligationId)));
    return {};
}

QString ObligationsPage::whyNotResolve() const
{
    if (QString why = whyNotOperate(m_store->writeGate()); !why.isEmpty()) return why;
    if (m_busy) return tr("a write is in progress");
    const ObligationBreach* b = currentBreach();
    if (!b) return tr("select an open breach to resolve");
    if (b->resolved()) return tr("breach %1 is already resolved").arg(b->id);
    return {};
}

void ObligationsPage::updateActions()
{
    offerWrite(m_cancel, whyNotCancel(), tr("Cancel the selected obligation: no sweep judges it again"), m_whyNot,
               tr("Cancel is unavailable: %1"));
    offerWrite(m_resolve, whyNotResolve(),
               tr("Record how the selected breach was dealt with: its cert stays and the licence stays suspended"),
               m_resolveWhyNot, tr("Resolve is unavailable: %1"));
}

void ObligationsPage::startCancel()
{
    const DutyRow* d = currentDuty();
    if (!d || !whyNotCancel().isEmpty()) return;
    const std::string id = d->duty.obligationId;
    const QString shownId = safeText(std::string_view(id));
    const QString action = safeText(std::string_view(d->duty.action));
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Cancel obligation");
    spec.action = tr("Cancel obligation %1 (%2): it is deactivated and no sweep judges it again (event "
                     "obligation_released, with your reason). Its breaches stay.")
                      .arg(shownId, action);
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {
        {tr("Obligation:"), shownId},
        {tr("Action:"), action},
        {tr("Due:"), ObligationModel::dueText(d->duty)},
        {tr("Status now:"), ObligationModel::statusText(*d)},
        {tr("Description:"), safeText(d->duty.description, tr("(none)"))},
        {tr("Declared by:"), safeText(std::string_view(d->duty.createdBy))},
    };
    spec.outcome = {{tr("Status after:"), tr("cancelled, by you"), QStringLiteral("State")}};
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = tr("Cancel obligation");
    noteDualControl(spec, true); // an active duty deactivated
    confirmOperatorWrite(std::move(spec), tr("Cancel obligation %1").arg(shownId),
                         QStringLiteral("confirmCancelObligationDialog"), actions::cancelObligation(id));
}

void ObligationsPage::startResolve()
{
    const ObligationBreach* b = currentBreach();
    if (!b || !whyNotResolve().isEmpty()) return;
    const std::int64_t id = b->id;
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Resolve breach");
    spec.action = tr("Resolve breach %1 of obligation %2 with your note. The breach cert stays on the chain and the "
                     "action's licence stays suspended (event obligation_breach_resolved).")
                      .arg(id)
                      .arg(safeText(std::string_view(b->obligationId)));
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {
        {tr("Breach:"), QString::number(id)},
        {tr("Action:"), safeText(std::string_view(b->action))},
        {tr("Window:"), b->windowN < 0 ? tr("once") : QString::number(b->windowN)},
        {tr("Due:"), DisplayTime::instance().format(b->dueAt)},
        {tr("Detected:"), DisplayTime::instance().format(b->detectedAt)},
    };
    spec.outcome = {{tr("State after:"), tr("resolved, by you"), QStringLiteral("State")}};
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = tr("Resolve breach");
    confirmOperatorWrite(std::move(spec), tr("Resolve breach %1").arg(id),
                         QStringLiteral("confirmResolveBreachDialog"), actions::resolveBreach(id));
}

// Cancel and Resolve: one confirmation, one write; the page's buttons wait
// for its outcome, and the page reads again after it.
void ObligationsPage::confirmOperatorWrite(ConfirmWriteDialog::Spec spec, const QString& what, const QString& dialogName,
                                          StoreAction<OperatorOutcome> action)
{
    WriteFlow<OperatorOutcome> flow;
    flow.action = std::move(action);
    flow.what = what;
    flow.spec = std::move(spec);
    flow.dialogName = dialogName;
    flow.sent = [this](quint64 request) {
        m_busy = request;
        updateActions();
    };
    flow.done = [this](const OperatorOutcome&) {
        m_busy = 0;
        updateActions();
        m_model->reload();
    };
    flow.failed = [this](const QString&) {
        m_busy = 0;
        updateActions();
    };
    confirmThenWrite(this, m_store, std::move(flow))->setMinimumWidth(520);
}

QString ObligationsPage::currentIntent() const
{
    const DutyRow* d = currentDuty();
    if (!d || !d->duty.expectedIntent) return {};
    return QString::fromStdString(*d->duty.expectedIntent);
}

} // namespace seal
