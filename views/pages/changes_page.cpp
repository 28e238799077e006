#include "views/pages/changes_page.hpp"

#include "models/actions/governance_actions.hpp"
#include "models/change_model.hpp"
#include "models/store_client.hpp"
#include "models/text/document_words.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/adaptive_splitter.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/writes/write_flow.hpp"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace seal {
namespace {

// Pending changes expire by the clock: the page looks again this often.
constexpr int kExpiryLookMs = 60 * 1000;

} // namespace

ChangesPage::ChangesPage(StoreClient* store, QWidget* parent) : ListPage(parent), m_store(store)
{
    setObjectName(QStringLiteral("changesPage"));
    m_model = new ChangeModel(m_store, this);

    auto* title = plainLabel(tr("Changes: loosening a control takes two operators"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_summary = plainLabel(QString(), this, QStringLiteral("changesSummary"));
    m_summary->setWordWrap(true);
    m_message = plainLabel(tr("Loading changes…"), this, QStringLiteral("changesMessage"));
    m_message->setWordWrap(true);

    m_table = makeConsoleTable(this, QStringLiteral("changesTable"), tr("Changes"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    fitColumns(m_table,
               {columnChars(this, 7), columnChars(this, 10), columnChars(this, 16), columnChars(this, 14),
                columnChars(this, 14), columnChars(this, 23), columnChars(this, 23), columnChars(this, 40)},
               {ChangeModel::StateColumn, ChangeModel::KindColumn});

    m_approve = new QPushButton(tr("&Approve…"), this);
    m_approve->setObjectName(QStringLiteral("approveChangeButton"));
    m_reject = new QPushButton(tr("&Reject…"), this);
    m_reject->setObjectName(QStringLiteral("rejectChangeButton"));
    m_withdraw = new QPushButton(tr("&Withdraw…"), this);
    m_withdraw->setObjectName(QStringLiteral("withdrawChangeButton"));
    m_why = plainLabel(QString(), this, QStringLiteral("changesWhyNot"));
    m_why->setWordWrap(true);
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_approve);
    bar->addWidget(m_reject);
    bar->addWidget(m_withdraw);
    bar->addWidget(m_why, 1);

    m_detail = new QPlainTextEdit(this); // plain text: targets, reasons and roles are as written
    m_detail->setObjectName(QStringLiteral("changeDetail"));
    m_detail->setAccessibleName(tr("Change detail"));
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto* lowerBox = new QWidget(this);
    auto* lower = new QVBoxLayout(lowerBox);
    lower->setContentsMargins(0, 0, 0, 0);
    lower->addLayout(bar);
    lower->addWidget(m_detail, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(lowerBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_summary);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);

    connect(m_model, &ChangeModel::loaded, this, &ChangesPage::onLoaded);
    setListModel(m_model, m_message);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ChangesPage::showCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &ChangesPage::showCurrent);
    connect(m_approve, &QPushButton::clicked, this, [this] { decide(ChangeDecision::Approve); });
    connect(m_reject, &QPushButton::clicked, this, [this] { decide(ChangeDecision::Reject); });
    connect(m_withdraw, &QPushButton::clicked, this, [this] { decide(ChangeDecision::Withdraw); });
    auto* timer = new QTimer(this);
    timer->setInterval(kExpiryLookMs);
    connect(timer, &QTimer::timeout, this, &ChangesPage::refresh);
    timer->start();
    showCurrent();
}

void ChangesPage::showKey(const QString& key)
{
    const int row = m_model->rowOf(key);
    if (row < 0) return;
    m_table->selectionModel()->setCurrentIndex(m_model->index(row, 0),
                                               QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(m_model->index(row, 0));
}

void ChangesPage::onLoaded()
{
    const DualControlStatus& s = m_model->status();
    const int rows = m_model->rowCount();
    if (!s.on) {
        m_summary->setText(tr("Dual control is off in this store: one operator may loosen a control. The store's "
                              "owner turns it on with `sealctl dual-control setup --apply`; then raising a ceiling, "
                              "fewer approvers, a policy to CLEARED, an unfreeze, a mandate release, a budget raised, "
                              "an obligation cancelled or a settle by attestation is proposed here and written only "
                              "once a second operator approves it."));
    } else {
        QString text;
        if (!s.problems.empty()) {
            // Off in fact: the store would not stop one operator. The cause first, then the rest.
            const GuardProblem& p = s.problems.front();
            text =
                tr("Dual control is OFF in fact: %1 %2. One operator may loosen a control until the store's "
                   "owner runs `sealctl dual-control setup --apply` again. ")
                    .arg(safeText(std::string_view(p.table)), safeText(std::string_view(p.cause)));
        } else {
            text = tr("Dual control is on: a proposal waits %n hour(s) for a second operator. ", nullptr,
                      pluralCount(std::llround(s.expirySec / 3600)));
        }
        text += tr("%n change(s) wait for a decision; ", nullptr, pluralCount(s.pending));
        text += tr("%n of them proposed by others, for you to decide.", nullptr,
                   pluralCount(m_model->waitingForMe()));
        if (s.loginOwner)
            text += QLatin1Char(' ') + tr("Warning: role %1 owns the governed tables and can log in, so it "
                                          "could switch the guard off.")
                                           .arg(safeText(std::string_view(*s.loginOwner)));
        m_summary->setText(text);
    }
    if (rows == 0) {
        m_message->setText(s.on ? tr("No changes yet.") : tr("No changes: dual control has never been on."));
        m_message->show();
    } else {
        m_message->hide();
    }
    if (!m_table->currentIndex().isValid() && rows > 0) {
        // The newest change that waits for a decision, else the newest.
        int first = 0;
        for (int row = rows - 1; row >= 0; --row)
            if (m_model->index(row, 0).data(ChangeModel::StateRole).toString() == QLatin1String("pending")) first = row;
        m_table->selectionModel()->setCurrentIndex(m_model->index(first, 0),
                                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
    showCurrent();
    Q_EMIT waitingChanged(m_model->waitingForMe());
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

const ChangeRow* ChangesPage::current() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? m_model->rowAt(index.row()) : nullptr;
}

void ChangesPage::showCurrent()
{
    const ChangeRow* c = current();
    m_detail->setPlainText(
        c ? ChangeModel::describe(*c, DualControlState::instance().askedText(QString::fromStdString(c->proposedBy)))
          : tr("No change selected."));
    updateActions();
}

void ChangesPage::updateActions()
{
    const ChangeRow* c = current();
    const auto& identity = m_store->identity();
    QString whyNot;
    if (m_busy) whyNot = tr("a decision is being written");
    else if (!c) whyNot = tr("no change is selected");
    else if (identity && !identity->mayOperate()) whyNot = identity->whyNotOperate;
    else if (c->state != "pending") whyNot = tr("change %1 is %2").arg(c->id).arg(ChangeModel::stateText(c->state));
    const bool mine = c && QString::fromStdString(c->proposedBy) == m_model->role();
    offerWrite(m_approve,
               !whyNot.isEmpty() ? whyNot : mine ? tr("you proposed it: another operator must decide it") : QString(),
               tr("Approve the selected change: its act is written now, as you"), m_why,
               tr("Approve is unavailable: %1"));
    offerWrite(m_reject, !whyNot.isEmpty() ? whyNot : mine ? tr("you proposed it: withdraw it instead") : QString(),
               tr("Reject the selected change with a reason: nothing of it is written"));
    offerWrite(m_withdraw, !whyNot.isEmpty() ? whyNot : !mine ? tr("only its proposer may withdraw it") : QString(),
               tr("Withdraw your own proposal: nothing of it is written"));
}

void ChangesPage::decide(ChangeDecision decision)
{
    const ChangeRow* c = current();
    if (!c) return;
    const ChangeRow row = *c;
    const QString id = QString::number(row.id);
    ConfirmWriteDialog::Spec spec;
    // %1 the change's id, %2 its kind, %3 what it changes, %4 its proposer: the change chosen, first.
    spec.subject = tr("Change %1: %2 of %3, proposed by %4")
                       .arg(id, ChangeModel::kindText(row.kind), safeText(row.target), safeText(row.proposedBy));
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {{tr("Change:"), id},
                 {tr("Kind:"), ChangeModel::kindText(row.kind)},
                 {tr("Of:"), safeText(row.target)},
                 {tr("Proposed by:"), safeText(row.proposedBy)},
                 {tr("Reason:"), safeText(row.reason)}};
    for (const ChangeLine& l : changeLines(row))
        spec.what.append({tr("%1:").arg(safeText(l.field)),
                          tr("%1 → %2").arg(safeText(l.before), l.after.empty() ? tr("(kept)") : safeText(l.after))});
    QString what;
    switch (decision) {
    case ChangeDecision::Approve:
        spec.title = tr("Approve change");
        spec.action = tr("Approve change %1 proposed by %2. Its act is written now, as you, in the same transaction "
                         "as your approval; the change is recorded on the certificate chain (event change_applied).")
                          .arg(id, safeText(row.proposedBy));
        spec.outcome = {{tr("State after:"), tr("applied, approved by you"), QStringLiteral("State")}};
        spec.confirmText = tr("Approve");
        what = tr("Approve change %1").arg(id);
        break;
    case ChangeDecision::Reject:
        spec.title = tr("Reject change");
        spec.action = tr("Reject change %1 proposed by %2. Nothing of it is written (event change_rejected).")
                          .arg(id, safeText(row.proposedBy));
        spec.outcome = {{tr("State after:"), tr("rejected, by you"), QStringLiteral("State")}};
        spec.reason = ConfirmWriteDialog::Reason::Required;
        spec.confirmText = tr("Reject");
        what = tr("Reject change %1").arg(id);
        break;
    case ChangeDecision::Withdraw:
        spec.title = tr("Withdraw change");
        spec.action = tr("Withdraw your change %1. Nothing of it is written (event change_withdrawn).").arg(id);
        spec.outcome = {{tr("State after:"), tr("withdrawn"), QStringLiteral("State")}};
        spec.confirmText = tr("Withdraw");
        what = tr("Withdraw change %1").arg(id);
        break;
    }
    WriteFlow<ChangeOutcome> flow;
    flow.action = actions::decideChange(row.id, decision);
    flow.what = what;
    flow.spec = std::move(spec);
    flow.dialogName = QStringLiteral("confirmChangeDialog");
    flow.sent = [this](quint64 request) {
        m_busy = request;
        updateActions();
    };
    flow.done = [this](const ChangeOutcome&) {
        m_busy = 0;
        refresh();
    };
    flow.failed = [this](const QString&) {
        m_busy = 0;
        updateActions();
    };
    confirmThenWrite(this, m_store, std::move(flow))->setMinimumWidth(560);
}

} // namespace seal
