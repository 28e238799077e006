#include "obligations_page.hpp"

#include "confirm_write_dialog.hpp"
#include "console_table.hpp"
#include "display_time.hpp"
#include "governance.hpp"
#include "obligation_model.hpp"
#include "obligation_writes.hpp"
#include "plain_label.hpp"
#include "safe_text.hpp"
#include "store_client.hpp"
#include "write_flow.hpp"
#include "write_rules.hpp"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace seal {

ObligationsPage::ObligationsPage(StoreClient* store, QWidget* parent) : ConsolePage(parent), m_store(store)
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

    m_cancel = new QPushButton(tr("&Cancel obligation…"), this);
    m_cancel->setObjectName(QStringLiteral("cancelObligationButton"));
    m_whyNot = plainLabel(QString(), this, QStringLiteral("cancelObligationWhyNot"));
    m_whyNot->setWordWrap(true);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_cancel);
    actions->addWidget(m_whyNot, 1);

    m_detail = new QPlainTextEdit(this); // plain text: descriptions are agent-written
    m_detail->setObjectName(QStringLiteral("obligationDetail"));
    m_detail->setAccessibleName(tr("Obligation detail"));
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_message);
    layout->addLayout(actions);
    layout->addWidget(split, 1);

    connect(m_model, &ObligationModel::loaded, this, &ObligationsPage::onLoaded);
    connect(m_model, &ObligationModel::failed, this, [this](const QString& message) {
        m_message->setText(safeText(message, TextLines::Multi));
        m_message->show();
        Q_EMIT problemOccurred(message);
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ObligationsPage::showCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        showCurrent();
        updateActions();
    });
    connect(m_cancel, &QPushButton::clicked, this, &ObligationsPage::startCancel);
    // Declarations, sweeps and cancels land as rows and events; seals meet duties.
    connect(m_store, &StoreClient::storeChanged, this, [this](const ChangeStamp& before, const ChangeStamp& after) {
        if (before.events != after.events || before.intents != after.intents || before.certs != after.certs)
            refresh();
    });
    connect(m_store, &StoreClient::connected, this, &ObligationsPage::updateActions);
    connect(m_store, &StoreClient::writeGateChanged, this, &ObligationsPage::updateActions);
    // Due times pass with the clock: judge again now and then while on screen.
    auto* clock = new QTimer(this);
    clock->setInterval(60'000);
    clock->setTimerType(Qt::VeryCoarseTimer);
    connect(clock, &QTimer::timeout, this, [this] {
        if (isVisible() && hasData()) refresh();
    });
    clock->start();
    showCurrent();
    updateActions();
}

void ObligationsPage::refresh()
{
    m_model->reload();
}

bool ObligationsPage::hasData() const
{
    return m_model->hasLoaded();
}

QString ObligationsPage::problem() const
{
    return m_model->error();
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

void ObligationsPage::onLoaded()
{
    if (!m_model->isSetUp()) {
        m_message->setText(tr("Obligations are not set up in this store: it has no seal_obligations table. "
                              "`sealctl obligations setup` creates it (the console never does)."));
    } else if (m_model->rowCount() == 0) {
        m_message->setText(tr("No obligations: no agent has declared a duty in this store."));
    } else if (const int due = m_model->dueCount(); due > 0) {
        m_message->setText(tr("%n obligation(s) overdue or short: the next sweep (`sealctl obligations sweep`) "
                              "records each breached, which suspends its action's licence.",
                              nullptr, due));
    } else {
        m_message->setText(tr("%n obligation(s); none is overdue.", nullptr, m_model->rowCount()));
    }
    if (m_model->isSetUp() && m_model->closedListed() < m_model->closedInStore())
        m_message->setText(m_message->text() + QLatin1Char(' ') +
                           tr("Listed: every open obligation and the newest %1 of %2 closed ones (sealctl "
                              "obligations lists them all).")
                               .arg(QLocale().toString(m_model->closedListed()),
                                    QLocale().toString(m_model->closedInStore())));
    m_message->show();
    if (!m_shown) {
        m_table->resizeColumnsToContents();
        QHeaderView* header = m_table->horizontalHeader();
        for (int column = 0; column < header->count(); ++column)
            header->resizeSection(column, std::min(header->sectionSize(column), columnChars(this, 32)));
    }
    if (!m_pendingKey.isEmpty()) showKey(m_pendingKey);
    if (!m_table->currentIndex().isValid() && m_model->rowCount() > 0)
        m_table->selectionModel()->setCurrentIndex(m_model->index(0, 0), QItemSelectionModel::ClearAndSelect |
                                                                             QItemSelectionModel::Rows);
    showCurrent();
    updateActions();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

const Obligation* ObligationsPage::current() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? m_model->rowAt(index.row()) : nullptr;
}

void ObligationsPage::showCurrent()
{
    const Obligation* o = current();
    m_detail->setPlainText(o ? ObligationModel::describe(*o) : tr("No obligation selected."));
}

QString ObligationsPage::whyNotCancel() const
{
    if (QString why = whyNotOperate(m_store->writeGate()); !why.isEmpty()) return why;
    if (m_busy) return tr("a cancel is in progress");
    const Obligation* o = current();
    if (!o) return tr("select an open obligation to cancel");
    if (!o->open())
        return tr("obligation %1 is already %2; only an open one can be cancelled")
            .arg(o->id)
            .arg(ObligationModel::stateText(*o));
    return {};
}

void ObligationsPage::updateActions()
{
    offerWrite(m_cancel, whyNotCancel(), tr("Cancel the selected obligation: it will not be swept or breached"),
               m_whyNot, tr("Cancel is unavailable: %1"));
}

void ObligationsPage::startCancel()
{
    const Obligation* o = current();
    if (!o || !whyNotCancel().isEmpty()) return;
    const QString action = safeText(std::string_view(o->action));
    const qint64 id = o->id;
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Cancel obligation");
    spec.action = tr("Cancel obligation %1 (%2): it is no longer expected, and no sweep breaches it "
                     "(event obligation_cancelled, with your reason).")
                      .arg(id)
                      .arg(action);
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {
        {tr("Obligation:"), QString::number(id)},
        {tr("Action:"), action},
        {tr("Due:"), ObligationModel::dueText(*o)},
        {tr("State now:"), ObligationModel::stateText(*o)},
        {tr("Description:"), safeText(o->description, tr("(none)"))},
        {tr("Declared by:"), safeText(std::string_view(o->createdBy))},
    };
    spec.outcome = {{tr("State after:"), tr("cancelled, by you"), QStringLiteral("State")}};
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = tr("Cancel obligation");
    WriteFlow<OperatorOutcome> flow;
    flow.what = tr("Cancel obligation %1").arg(id);
    flow.spec = std::move(spec);
    flow.dialogName = QStringLiteral("confirmCancelObligationDialog");
    flow.write = [id](Connection& conn, const std::string& reason) { return cancelObligation(conn, id, reason); };
    flow.report = [what = flow.what](const OperatorOutcome& outcome) {
        return WriteReport{outcome.fate, what, safeText(std::string_view(outcome.message))};
    };
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
    flow.throwsOnlyBeforeWriting = true; // core refuses before it writes; an error rolls back
    confirmThenWrite(this, m_store, std::move(flow))->setMinimumWidth(520);
}

QString ObligationsPage::currentIntent() const
{
    const Obligation* o = current();
    if (!o) return {};
    if (o->metIntent) return QString::fromStdString(*o->metIntent);
    if (o->meetingIntent) return QString::fromStdString(*o->meetingIntent);
    return QStringLiteral("obligation:%1").arg(o->id);
}

} // namespace seal
