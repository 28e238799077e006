#include "views/pages/approvals_page.hpp"

#include "core/evidence/item_link.hpp"
#include "models/actions/evidence_export.hpp"
#include "models/actions/governance_actions.hpp"
#include "models/approval_model.hpp"
#include "models/approval_votes_text.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/lookalike_text.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/text/state_words.hpp"
#include "models/write_rules.hpp"
#include "views/evidence/authorization_receipt_button.hpp"
#include "views/evidence/export_progress.hpp"
#include "views/widgets/adaptive_splitter.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/field_form.hpp"
#include "views/widgets/file_choice.hpp"
#include "views/widgets/intent_purpose_pane.hpp"
#include "views/widgets/new_rows_bar.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/writes/confirm_write_dialog.hpp"
#include "views/writes/write_flow.hpp"

#include <QComboBox>
#include <QDateEdit>
#include <QDoubleValidator>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTableView>
#include <QVBoxLayout>

namespace seal {
namespace {

// The state column's icon, from the model's StateIconRole (the model is QtCore only).
class StateIconProxy : public QIdentityProxyModel
{
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    QVariant data(const QModelIndex& index, int role) const override
    {
        if (role == Qt::DecorationRole && index.column() == ApprovalModel::StateColumn) {
            const QString path = QIdentityProxyModel::data(index, ApprovalModel::StateIconRole).toString();
            auto it = m_icons.find(path);
            if (it == m_icons.end()) it = m_icons.insert(path, QIcon(path));
            return *it;
        }
        return QIdentityProxyModel::data(index, role);
    }

private:
    mutable QHash<QString, QIcon> m_icons;
};

// The date editors' "no bound": shown as their special text ("any").
const QDate kNoDate(2000, 1, 1);

// The scopes in tab order (Waiting for my vote first: an approver's queue).
constexpr ApprovalFilter::Scope kScopes[] = {
    ApprovalFilter::Scope::WaitingForMe, ApprovalFilter::Scope::Pending, ApprovalFilter::Scope::MyVotes,
    ApprovalFilter::Scope::DecidedByMe,  ApprovalFilter::Scope::History, ApprovalFilter::Scope::All,
};

} // namespace

ApprovalsPage::ApprovalsPage(StoreClient* store, QWidget* parent) : ListPage(parent), m_store(store)
{
    setObjectName(QStringLiteral("approvalsPage"));
    m_model = new ApprovalModel(m_store, this);
    m_filter = new ApprovalFilterProxy(this);
    m_filter->setSourceModel(m_model);
    QWidget* filters = buildFilters();
    m_message = plainLabel(QString(), this, QStringLiteral("approvalMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    m_history = plainLabel(QString(), this, QStringLiteral("approvalHistoryNote"));
    m_history->setWordWrap(true);
    m_history->hide();
    buildTable();
    QWidget* detail = buildDetail();

    // Side by side from about the width both need (the 1440-wide window), else stacked.
    auto* split = new AdaptiveSplitter(columnChars(this, 230), this);
    split->addWidget(m_table);
    split->addWidget(detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({760, 420}); // the table first: the pane wraps its long lines
    split->setChildrenCollapsible(false);
    // History: decisions that arrive while the reader is at a row wait behind the bar (issue 14).
    auto* newRows = new NewRowsBar(this);
    newRows->setObjectName(QStringLiteral("approvalNewRows"));
    m_filter->setHoldNew(
        [this] { return m_table->currentIndex().isValid() || m_table->verticalScrollBar()->value() > 0; });
    connect(m_filter, &ApprovalFilterProxy::heldChanged, newRows, &NewRowsBar::setCount);
    connect(newRows, &NewRowsBar::showRequested, m_filter, &ApprovalFilterProxy::showHeld);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filters);
    layout->addWidget(m_message);
    layout->addWidget(m_history);
    layout->addWidget(newRows);
    layout->addWidget(split, 1);

    connect(m_model, &ApprovalModel::loaded, this, &ApprovalsPage::onLoaded);
    connect(m_model, &ApprovalModel::pendingArrived, this, &ApprovalsPage::onArrived);
    connect(m_model, &ApprovalModel::fetched, this, [this](const QString& id, bool) {
        if (id != m_fetching) return;
        selectId(id); // found: selected; not found: said so
        m_fetching.clear();
    });
    setListModel(m_model, m_message);
    connect(m_model, &ApprovalModel::ticked, this, &ApprovalsPage::showDetail);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &ApprovalsPage::showDetail);
    connect(m_store, &StoreClient::connected, this, &ApprovalsPage::updateButtons);
    connect(m_store, &StoreClient::connected, this, &ApprovalsPage::onIdentity);
    connect(m_model, &ApprovalModel::expiriesPassed, this, [this] {
        if (scope() == ApprovalFilter::Scope::WaitingForMe) m_filter->refilter();
        countWaiting();
    });
    connect(m_store, &StoreClient::writeGateChanged, this, &ApprovalsPage::updateButtons);
    m_exporter = new EvidenceExporter(m_store, this);
    showExportProgress(m_exporter, this);
    connect(m_exporter, &EvidenceExporter::finished, this, &ApprovalsPage::onExported);
    connect(this, &ApprovalsPage::receiptExported, this,
            [this](const QString&, bool ok, const QString& message) {
                if (ok) return;
                m_message->setText(tr("Export failed: %1").arg(safeText(message)));
                m_message->show();
            });
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this, &ApprovalsPage::showDetail);
    if (m_store->identity()) onIdentity();
    applyFilters();
    showDetail();
}

QWidget* ApprovalsPage::buildFilters()
{
    auto* bar = new QWidget(this);
    m_scope = new QTabBar(bar);
    m_scope->setObjectName(QStringLiteral("approvalScope"));
    m_scope->setAccessibleName(tr("Which requests"));
    for (const ApprovalFilter::Scope scope : kScopes) {
        const int tab = m_scope->addTab(QString());
        m_scope->setTabData(tab, static_cast<int>(scope));
    }
    m_scope->setTabText(0, tr("Waiting for my vote"));
    m_scope->setTabText(1, tr("Pending"));
    m_scope->setTabText(2, tr("My votes"));
    m_scope->setTabText(3, tr("Decided by me"));
    m_scope->setTabText(4, tr("History"));
    m_scope->setTabText(5, tr("All"));
    m_scope->setTabToolTip(0, tr("Pending requests you may still vote on: not expired, not made by you, not "
                                 "voted on by you"));
    m_scope->setTabToolTip(2, tr("Every request you voted on, decided or still pending"));
    m_scope->setTabToolTip(3, tr("Requests your vote decided"));
    m_scope->setCurrentIndex(1); // Pending until the console knows who it is
    m_scope->setDrawBase(false);
    m_scope->setExpanding(false);

    const auto combo = [bar](const char* name, const QString& accessible, const QString& all) {
        auto* box = new QComboBox(bar);
        box->setObjectName(QLatin1String(name));
        box->setAccessibleName(accessible);
        box->addItem(all, QString());
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        return box;
    };
    m_path = combo("approvalPath", tr("Path"), tr("All paths"));
    m_tier = combo("approvalTier", tr("Tier"), tr("All tiers"));
    m_state = combo("approvalState", tr("State"), tr("All states"));
    m_maker = combo("approvalMaker", tr("Maker"), tr("All makers"));
    const auto amount = [bar](const char* name, const QString& placeholder) {
        auto* edit = new QLineEdit(bar);
        edit->setObjectName(QLatin1String(name));
        edit->setAccessibleName(placeholder);
        edit->setPlaceholderText(placeholder);
        auto* validator = new QDoubleValidator(edit);
        validator->setBottom(0);
        validator->setNotation(QDoubleValidator::StandardNotation);
        edit->setValidator(validator);
        edit->setClearButtonEnabled(true);
        edit->setMaximumWidth(edit->fontMetrics().horizontalAdvance(QStringLiteral("888,888,888.88")) + 40);
        return edit;
    };
    m_minAmount = amount("approvalMinAmount", tr("min amount"));
    m_maxAmount = amount("approvalMaxAmount", tr("max amount"));
    // Decided (created, while undecided) between two dates, in the zone the times are shown in.
    const auto date = [this, bar](const char* name, const QString& accessible) {
        auto* edit = new QDateEdit(bar);
        edit->setObjectName(QLatin1String(name));
        edit->setAccessibleName(accessible);
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(DisplayTime::datePattern());
        edit->setMinimumDate(kNoDate);
        edit->setSpecialValueText(tr("any date"));
        edit->setDate(kNoDate);
        edit->setToolTip(tr("Decided on or after / on or before this date (created, while undecided). "
                            "\"any date\" is no bound."));
        return edit;
    };
    m_from = date("approvalFrom", tr("From date"));
    m_to = date("approvalTo", tr("To date"));
    m_search = new QLineEdit(bar);
    m_search->setObjectName(QStringLiteral("approvalSearch"));
    m_search->setAccessibleName(tr("Search by id, intent, maker or voter"));
    m_search->setPlaceholderText(tr("Search id, intent, maker, voter"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 12);
    m_search->setMaximumWidth(m_search->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 36);
    auto* clear = new QPushButton(tr("&Clear filters"), bar);
    clear->setObjectName(QStringLiteral("clearApprovalFilters"));

    connect(m_scope, &QTabBar::tabBarClicked, this, [this] { m_scopeChosen = true; });
    connect(m_scope, &QTabBar::currentChanged, this, &ApprovalsPage::applyFilters);
    for (QDateEdit* edit : {m_from, m_to})
        connect(edit, &QDateEdit::dateChanged, this, &ApprovalsPage::applyFilters);
    for (QComboBox* box : {m_path, m_tier, m_state, m_maker})
        connect(box, &QComboBox::currentIndexChanged, this, &ApprovalsPage::applyFilters);
    for (QLineEdit* edit : {m_minAmount, m_maxAmount, m_search})
        connect(edit, &QLineEdit::textChanged, this, &ApprovalsPage::applyFilters);
    connect(clear, &QPushButton::clicked, this, &ApprovalsPage::clearFilters);

    // Three rows, so every tab stays in view at 1024 px in German too (beside
    // the search field they scrolled out of sight): which requests; search
    // and the stored values; amount and date.
    auto* top = new QHBoxLayout;
    top->addWidget(m_scope);
    top->addStretch(1);
    auto* second = new QHBoxLayout;
    second->addWidget(m_search, 1);
    second->addWidget(m_path);
    second->addWidget(m_tier);
    second->addWidget(m_state);
    second->addWidget(m_maker);
    auto* third = new QHBoxLayout;
    third->addWidget(plainLabel(tr("Amount:"), bar));
    third->addWidget(m_minAmount);
    third->addWidget(plainLabel(QStringLiteral("–"), bar));
    third->addWidget(m_maxAmount);
    third->addSpacing(12);
    third->addWidget(plainLabel(tr("Date:"), bar));
    third->addWidget(m_from);
    third->addWidget(plainLabel(QStringLiteral("–"), bar));
    third->addWidget(m_to);
    third->addStretch(1);
    third->addWidget(clear);
    auto* layout = new QVBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(second);
    layout->addLayout(third);
    return bar;
}

void ApprovalsPage::buildTable()
{
    m_table = makeConsoleTable(this, QStringLiteral("approvalTable"), tr("Approval requests"));
    auto* icons = new StateIconProxy(this);
    icons->setSourceModel(m_filter);
    m_table->setModel(icons);
    const auto chars = [this](int n) { return columnChars(this, n); };
    QList<int> widths(ApprovalModel::ColumnCount, chars(12));
    widths[ApprovalModel::StateColumn] = chars(13);
    widths[ApprovalModel::AmountColumn] = chars(16);
    widths[ApprovalModel::PathColumn] = chars(10);
    widths[ApprovalModel::TierColumn] = chars(18);
    widths[ApprovalModel::MakerColumn] = chars(20);
    widths[ApprovalModel::VotesColumn] = chars(11);
    widths[ApprovalModel::MyVoteColumn] = chars(13);
    widths[ApprovalModel::TimeLeftColumn] = chars(18);
    widths[ApprovalModel::DecidedColumn] = chars(22);
    widths[ApprovalModel::DecidedByColumn] = chars(24);
    widths[ApprovalModel::IntentColumn] = chars(22);
    widths[ApprovalModel::CreatedColumn] = chars(28);
    // A small window narrows the slack, never a whole header, an amount or a state.
    fitColumns(m_table, widths,
               {ApprovalModel::StateColumn, ApprovalModel::AmountColumn, ApprovalModel::VotesColumn,
                ApprovalModel::TimeLeftColumn});
    // The selected request stays listed until another is selected (pinned):
    // a vote or a refresh that takes it out of the scope the reader chose
    // shows its new state instead of moving the selection to a neighbour.
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (!m_pressing) m_filter->setPinned(selectedId());
        showDetail();
    });
    // A click makes its row current and only then selects the row under the
    // pointer: the old pin's row leaving in between would move the rows up
    // under it, and the highlight and the current row (the pane, the buttons)
    // would be two requests. So during a press the pin waits until the press
    // is handled; then both follow the row they hold.
    m_table->viewport()->installEventFilter(this);
}

bool ApprovalsPage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table->viewport() &&
        (event->type() == QEvent::MouseButtonPress || event->type() == QEvent::MouseButtonDblClick) && !m_pressing) {
        m_pressing = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_pressing = false;
                m_filter->setPinned(selectedId());
            },
            Qt::QueuedConnection);
    }
    return ListPage::eventFilter(watched, event);
}

QWidget* ApprovalsPage::buildDetail()
{
    auto* pane = new QWidget(this);
    pane->setObjectName(QStringLiteral("approvalDetail"));
    m_fields = new FieldForm(pane, QStringLiteral("approvalDetail_"));
    const QList<QPair<QString, QString>> fields = {
        {QStringLiteral("id"), tr("Approval id:")},     {QStringLiteral("state"), tr("State:")},
        {QStringLiteral("amount"), tr("Amount:")},      {QStringLiteral("path"), tr("Path:")},
        {QStringLiteral("intent"), tr("Intent:")},      {QStringLiteral("tier"), tr("Tier:")},
        {QStringLiteral("maker"), tr("Maker:")},        {QStringLiteral("required"), tr("Required:")},
        {QStringLiteral("votes"), tr("Votes:")},        {QStringLiteral("created"), tr("Created:")},
        {QStringLiteral("expires"), tr("Expires:")},    {QStringLiteral("decided"), tr("Decided:")},
        {QStringLiteral("cert"), tr("Decision cert:")},
    };
    for (const auto& [key, label] : fields)
        m_fields->addField(label, QString(), key);

    m_approve = new QPushButton(QIcon(QStringLiteral(":/icons/intact.svg")), tr("&Approve…"), pane);
    m_approve->setObjectName(QStringLiteral("approveButton"));
    m_reject = new QPushButton(QIcon(QStringLiteral(":/icons/broken.svg")), tr("&Reject…"), pane);
    m_reject->setObjectName(QStringLiteral("rejectButton"));
    m_why = plainLabel(QString(), pane, QStringLiteral("voteWhyNot"));
    m_why->setWordWrap(true);
    m_showCert = new QPushButton(tr("Show &cert"), pane);
    m_showCert->setObjectName(QStringLiteral("showDecisionCert"));
    m_export = new QPushButton(tr("E&xport incident receipt…"), pane);
    m_export->setObjectName(QStringLiteral("exportReceipt"));
    connect(m_approve, &QPushButton::clicked, this, [this] { voteOnCurrent(QStringLiteral("approve")); });
    connect(m_reject, &QPushButton::clicked, this, [this] { voteOnCurrent(QStringLiteral("reject")); });
    connect(m_showCert, &QPushButton::clicked, this, [this] {
        const ApprovalRow* row = current();
        if (row && row->decisionSeq)
            Q_EMIT navigationRequested(QStringLiteral("certificates"), QString::number(*row->decisionSeq));
    });
    connect(m_export, &QPushButton::clicked, this, &ApprovalsPage::exportCurrent);
    auto* authorization = new AuthorizationReceiptButton(m_store, m_table, ApprovalModel::IntentRole, pane);
    connect(authorization, &AuthorizationReceiptButton::written, this, &ApprovalsPage::statusMessage);
    connect(authorization, &AuthorizationReceiptButton::failed, this, [this](const QString& message) {
        m_message->setText(safeText(message, TextLines::Multi));
        m_message->show();
    });

    auto* votes = new QHBoxLayout;
    votes->addWidget(m_approve);
    votes->addWidget(m_reject);
    votes->addStretch(1);
    auto* more = new QHBoxLayout;
    more->addWidget(m_showCert);
    more->addWidget(m_export);
    more->addWidget(authorization);
    more->addStretch(1);

    auto* inner = new QWidget(pane);
    auto* innerLayout = new QVBoxLayout(inner);
    innerLayout->setContentsMargins(0, 0, 0, 0);
    innerLayout->addWidget(m_fields);
    m_purpose = new IntentPurposePane(m_store, inner);
    connect(m_purpose, &IntentPurposePane::storyRequested, this,
            [this](const QString& intent) { Q_EMIT navigationRequested(QStringLiteral("story"), intent); });
    innerLayout->addWidget(m_purpose);
    innerLayout->addStretch(1);
    auto* scroll = new QScrollArea(pane);
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto* layout = new QVBoxLayout(pane);
    layout->setContentsMargins(6, 0, 0, 0);
    layout->addWidget(scroll, 1);
    layout->addLayout(votes);
    layout->addWidget(m_why);
    layout->addLayout(more);
    return pane;
}

ApprovalFilter::Scope ApprovalsPage::scope() const
{
    return static_cast<ApprovalFilter::Scope>(m_scope->tabData(m_scope->currentIndex()).toInt());
}

void ApprovalsPage::setScope(ApprovalFilter::Scope scope)
{
    m_scopeChosen = true;
    for (int tab = 0; tab < m_scope->count(); ++tab)
        if (m_scope->tabData(tab).toInt() == static_cast<int>(scope)) m_scope->setCurrentIndex(tab);
}

bool ApprovalsPage::waitingIsPartial() const
{
    return m_model->pendingInStore() > m_model->pendingListed();
}

void ApprovalsPage::onIdentity()
{
    m_model->setMe(m_store->identity() ? m_store->identity()->role : QString());
    // An approver's day starts at what waits for them; anyone else's at the queue.
    if (!m_scopeChosen && m_store->identity()) {
        const QSignalBlocker block(m_scope);
        m_scope->setCurrentIndex(m_store->identity()->mayVote() ? 0 : 1);
    }
    applyFilters();
    countWaiting();
}

void ApprovalsPage::countWaiting()
{
    qint64 waiting = 0;
    if (const auto& identity = m_store->identity(); identity && identity->mayVote()) {
        ApprovalFilter mine;
        mine.scope = ApprovalFilter::Scope::WaitingForMe;
        mine.me = identity->role;
        mine.meMayVote = true;
        const double now = m_model->now();
        for (int row = 0; row < m_model->rowCount(); ++row)
            if (const ApprovalRow* r = m_model->rowAt(row); r && ApprovalFilterProxy::matches(mine, *r, now)) ++waiting;
    }
    const QString more = waitingIsPartial() ? QStringLiteral("+") : QString();
    m_scope->setTabText(0, waiting > 0 ? tr("Waiting for my vote (%1%2)").arg(QLocale().toString(waiting), more)
                                       : tr("Waiting for my vote"));
    if (waiting == m_waiting) return;
    m_waiting = waiting;
    Q_EMIT waitingChanged(waiting);
}

QString ApprovalsPage::selectedId() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? index.data(ApprovalModel::ApprovalIdRole).toString() : QString();
}

const ApprovalRow* ApprovalsPage::current() const
{
    const QString id = selectedId();
    return id.isEmpty() ? nullptr : m_model->rowAt(m_model->rowOf(id));
}

void ApprovalsPage::showKey(const QString& key)
{
    if (!m_model->hasLoaded()) {
        m_wantedKey = key;
        return;
    }
    selectId(key);
}

void ApprovalsPage::selectId(const QString& id)
{
    const int sourceRow = m_model->rowOf(id);
    if (sourceRow < 0 && m_model->partial() && m_fetching != id) { // older than the list: read it
        m_fetching = id;
        m_model->fetchOne(id);
        return;
    }
    if (sourceRow < 0) {
        m_message->setText(tr("No approval request %1 in this store.").arg(safeText(id)));
        m_message->show();
        return;
    }
    QModelIndex index = m_filter->mapFromSource(m_model->index(sourceRow, 0));
    if (!index.isValid()) { // hidden by the filters: show everything
        clearFilters();
        setScope(ApprovalFilter::Scope::All);
        index = m_filter->mapFromSource(m_model->index(sourceRow, 0));
    }
    auto* view = static_cast<QIdentityProxyModel*>(m_table->model());
    const QModelIndex shown = view->mapFromSource(index);
    m_table->selectionModel()->setCurrentIndex(shown, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(shown);
}

void ApprovalsPage::onLoaded()
{
    m_message->hide();
    const qint64 decided = m_model->decidedInStore();
    const qint64 pending = m_model->pendingInStore();
    const ApprovalWindow& window = m_model->window();
    m_history->setVisible(m_model->partial());
    if (pending > window.oldestPending)
        m_history->setText(tr("Listed: %1 of %2 pending requests (the oldest, and those that arrived since) and "
                              "the newest %3 decided ones. The filters search the whole store; older decisions are in "
                              "reports (File ▸ Report…) and in sealctl approvals.")
                               .arg(QLocale().toString(m_model->pendingListed()), QLocale().toString(pending),
                                    QLocale().toString(std::min(decided, window.newestDecided))));
    else if (decided > window.newestDecided)
        m_history->setText(tr("Listed: every pending request and the newest %1 of %2 decided ones; older decisions "
                              "are in reports (File ▸ Report…) and in sealctl approvals.")
                               .arg(QLocale().toString(window.newestDecided), QLocale().toString(decided)));
    fillChoices();
    countWaiting();
    if (!m_wantedKey.isEmpty()) {
        const QString key = std::exchange(m_wantedKey, QString());
        selectId(key);
    }
    // The first request is chosen for the reader once, on the first load;
    // later the selection is only ever theirs.
    if (!m_shown && !m_table->currentIndex().isValid() && m_table->model()->rowCount() > 0)
        m_table->selectionModel()->setCurrentIndex(
            m_table->model()->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    if (m_model->rowCount() == 0) {
        m_message->setText(tr("No approval requests in this store."));
        m_message->show();
    } else if (m_table->model()->rowCount() == 0) {
        m_message->setText(tr("No approval request matches the filters."));
        m_message->show();
    }
    if (!m_votedOn.isEmpty() && selectedId() == m_votedOn) m_table->scrollTo(m_table->currentIndex());
    m_votedOn.clear();
    showDetail();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

void ApprovalsPage::onArrived(const QStringList& ids)
{
    // Only what this role may vote on: none for a read-only session, a role
    // without the grant, or the maker of the request (the vote's own rules).
    QStringList mine;
    QList<QString> items;
    for (const QString& id : ids) {
        const ApprovalRow* row = m_model->rowAt(m_model->rowOf(id));
        if (!row || !whyNotVote(m_store->writeGate(), row->approval, m_model->now()).isEmpty()) continue;
        mine << id;
        items << arrivalItem(row->approval);
    }
    if (!mine.isEmpty()) Q_EMIT approvalsArrived(mine, arrivalSentence(items));
}

void ApprovalsPage::fillChoices()
{
    using Examine = const Lookalike& (ApprovalModel::*)(const std::string&) const;
    const auto fill = [this](QComboBox* box, const QStringList& values, Examine examine = nullptr) {
        const QString current = box->currentData().toString();
        const QSignalBlocker block(box);
        while (box->count() > 1)
            box->removeItem(1);
        for (const QString& value : values) {
            // A look-alike is marked in the filter too, and a long name cut (the tooltip has the notes).
            const Lookalike* l = examine ? &(m_model->*examine)(value.toStdString()) : nullptr;
            box->addItem(l ? markedText(elidedForDialog(safeText(value)), *l) : elidedForDialog(safeText(value)), value);
            if (l && l->suspicious()) box->setItemData(box->count() - 1, lookalikeExplanation(*l), Qt::ToolTipRole);
        }
        const int index = box->findData(current);
        box->setCurrentIndex(index < 0 ? 0 : index);
    };
    fill(m_path, m_model->paths(), &ApprovalModel::pathLookalike);
    fill(m_tier, m_model->tiers());
    fill(m_state, m_model->states());
    for (int i = 1; i < m_state->count(); ++i) // the stored token filters; its word is shown
        m_state->setItemText(i, approvalStateWord(m_state->itemData(i).toString().toStdString()));
    fill(m_maker, m_model->makers(), &ApprovalModel::makerLookalike);
}

void ApprovalsPage::applyFilters()
{
    ApprovalFilter filter;
    filter.scope = scope();
    if (const auto& identity = m_store->identity()) {
        filter.me = identity->role;
        filter.meMayVote = identity->mayVote();
    }
    const auto day = [](const QDateEdit* edit, bool end) -> std::optional<double> {
        if (edit->date() <= kNoDate) return std::nullopt;
        const QDateTime start(edit->date(), QTime(0, 0), DisplayTime::instance().timeSpec());
        return DisplayTime::toEpoch(end ? start.addDays(1).addMSecs(-1) : start);
    };
    filter.from = day(m_from, false);
    filter.to = day(m_to, true);
    filter.path = m_path->currentData().toString();
    filter.tier = m_tier->currentData().toString();
    filter.state = m_state->currentData().toString();
    filter.maker = m_maker->currentData().toString();
    const auto bound = [](const QLineEdit* edit) -> std::optional<double> {
        bool ok = false;
        const double value = QLocale().toDouble(edit->text().trimmed(), &ok);
        return ok ? std::optional<double>(value) : std::nullopt;
    };
    filter.minAmount = bound(m_minAmount);
    filter.maxAmount = bound(m_maxAmount);
    filter.search = m_search->text();
    // A filter the selected request does not match ends the selection (and
    // its pin) rather than moving it to a neighbour the reader did not choose.
    if (const ApprovalRow* row = current(); row && !ApprovalFilterProxy::matches(filter, *row, m_model->now()))
        m_table->selectionModel()->clear();
    m_filter->setFilter(filter);
    // A queue longer than the list: the same filters run in the server, so
    // that they find requests the list does not hold.
    ApprovalQuery query;
    if (m_model->partial()) {
        const auto text = [](const QString& value) {
            return value.isEmpty() ? std::nullopt : std::optional<std::string>(value.toStdString());
        };
        query.path = text(filter.path);
        query.tier = text(filter.tier);
        query.state = text(filter.state);
        query.maker = text(filter.maker);
        query.minAmount = filter.minAmount;
        query.maxAmount = filter.maxAmount;
        query.search = text(filter.search.trimmed());
        const std::optional<std::string> me = text(filter.me);
        if (filter.scope == ApprovalFilter::Scope::WaitingForMe) query.awaitingVoteOf = me;
        if (filter.scope == ApprovalFilter::Scope::MyVotes || filter.scope == ApprovalFilter::Scope::DecidedByMe)
            query.votedBy = me;
        query.timeFrom = filter.from;
        query.timeTo = filter.to;
    }
    m_model->setServerFilter(query);
    if (m_model->hasLoaded()) {
        const bool none = m_filter->rowCount() == 0 && m_model->rowCount() > 0;
        m_message->setText(tr("No approval request matches the filters."));
        m_message->setVisible(none);
    }
    showDetail();
}

void ApprovalsPage::clearFilters()
{
    {
        const QSignalBlocker a(m_path), b(m_tier), c(m_state), d(m_maker), e(m_minAmount), f(m_maxAmount),
            g(m_search), h(m_from), i(m_to);
        for (QComboBox* box : {m_path, m_tier, m_state, m_maker})
            box->setCurrentIndex(0);
        for (QLineEdit* edit : {m_minAmount, m_maxAmount, m_search})
            edit->clear();
        for (QDateEdit* edit : {m_from, m_to})
            edit->setDate(kNoDate);
    }
    applyFilters();
}

void ApprovalsPage::showDetail()
{
    const ApprovalRow* row = current();
    if (!row) {
        m_fields->clearValues();
        m_fields->setValue(QStringLiteral("id"), tr("No approval request selected."));
        m_purpose->setIntent({});
        updateButtons();
        return;
    }
    const Approval& a = row->approval;
    const DisplayTime& time = DisplayTime::instance();
    const double now = m_model->now();
    const auto set = [this](const char* key, const QString& text) {
        m_fields->setValue(QLatin1String(key), text);
    };
    set("id", safeText(a.id));
    QString state = approvalStateWord(a.state);
    if (a.pendingButExpired(now))
        state = tr("expired (still pending in the store; it can no longer be decided)");
    set("state", state);
    set("amount", amountText(a.amount, QString::fromStdString(a.path)));
    // A look-alike path or maker says what it contains under the value itself.
    const auto marked = [](const QString& shown, const Lookalike& l) {
        return l.suspicious() ? markedText(shown, l) + QLatin1Char('\n') + lookalikeExplanation(l) : shown;
    };
    set("path", marked(safeText(a.path), m_model->pathLookalike(a.path)));
    set("intent", safeText(a.intent));
    set("tier", safeText(a.tier));
    set("maker", marked(safeText(a.maker), m_model->makerLookalike(a.maker)));
    const std::string note = a.state == "pending" ? a.requiredNote() : std::string();
    set("required",
        note.empty()
            ? tr("%Ln approval(s) (%1 so far)", nullptr, pluralCount(a.required)).arg(a.approveCount())
            : tr("%Ln approval(s) (%1 so far): %2", nullptr, pluralCount(a.approvalsNeeded()))
                  .arg(a.approveCount())
                  .arg(safeText(std::string_view(note))));
    set("votes", votesText(a, row->decisionReason));
    set("created", time.formatPrecise(a.createdAt));
    set("expires", a.state == "pending"
                       ? tr("%1 (%2)").arg(time.formatPrecise(a.expiresAt), timeLeftText(a.expiresAt, now))
                       : time.formatPrecise(a.expiresAt));
    set("decided", decisionText(a, now));
    set("cert", row->decisionSeq ? tr("seq %1").arg(*row->decisionSeq)
                                 : (a.state == "pending" ? tr("none yet") : tr("not found in the chain")));
    m_purpose->setIntent(QString::fromStdString(a.intent));
    updateButtons();
}

void ApprovalsPage::updateButtons()
{
    const ApprovalRow* row = current();
    QString why = row ? whyNotVote(m_store->writeGate(), row->approval, m_model->now())
                      : tr("select a request to vote on it");
    const QString whyNotApproving =
        row ? whyNotApprove(m_store->writeGate(), row->approval, m_model->now()) : why;
    offerWrite(m_reject, why, QString());
    offerWrite(m_approve, whyNotApproving, QString());
    if (why.isEmpty() && !whyNotApproving.isEmpty())
        m_why->setText(tr("You cannot approve: %1").arg(whyNotApproving));
    else
        m_why->setText(why.isEmpty() ? QString() : tr("You cannot vote: %1").arg(why));
    m_why->setVisible(!whyNotApproving.isEmpty());
    const bool cert = row && row->decisionSeq;
    m_showCert->setEnabled(cert);
    m_showCert->setToolTip(cert ? tr("Show the decision cert on the Certificates page")
                                : tr("no decision cert: the request is not decided"));
    m_export->setEnabled(row != nullptr);
    m_export->setToolTip(
        row ? tr("Save the incident receipt of intent %1 as JSON").arg(safeText(row->approval.intent)) : QString());
}

void ApprovalsPage::voteOnCurrent(const QString& decision)
{
    const ApprovalRow* row = current();
    if (!row) return;
    // Asked again at the click: the rules may have changed since the button was enabled.
    const QString why = decision == QLatin1String("approve")
                            ? whyNotApprove(m_store->writeGate(), row->approval, m_model->now())
                            : whyNotVote(m_store->writeGate(), row->approval, m_model->now());
    if (!why.isEmpty()) {
        updateButtons();
        return;
    }
    const Approval a = row->approval;
    const bool reject = decision == QLatin1String("reject");

    const StoreIdentity& me = *m_store->identity(); // whyNotVote said it is known
    const VotePreview preview = previewVote(a, decision, me.role, me.approverGroup, m_model->now());
    ConfirmWriteDialog::Spec spec;
    spec.title = reject ? tr("Reject request") : tr("Approve request");
    // %1 the amount, %2 the path, %3 the maker: the request under the reader's eye, first.
    spec.subject = tr("%1 on %2, made by %3")
                       .arg(amountText(a.amount, QString::fromStdString(a.path)), safeText(a.path), safeText(a.maker));
    spec.action = preview.action;
    spec.role = me.role; // shown once, as "Written as:"
    spec.outcome = {{tr("After your vote:"), preview.after, QStringLiteral("AfterVote")},
                    {tr("Still needed:"), preview.needed, QStringLiteral("StillNeeded")},
                    {tr("Expires:"), preview.expires, QStringLiteral("Expires")}};
    spec.what = {
        {tr("Approval id:"), safeText(a.id)},
        {tr("Decision:"), reject ? tr("reject") : tr("approve")},
        {tr("Amount:"), amountText(a.amount, QString::fromStdString(a.path))},
        {tr("Path:"), markedText(safeText(a.path), m_model->pathLookalike(a.path))},
        {tr("Intent:"), safeText(a.intent)},
        {tr("Maker:"), markedText(safeText(a.maker), m_model->makerLookalike(a.maker))},
    };
    // A path or maker that reads as another one says so before anyone approves it (issue 26).
    if (const Lookalike& l = m_model->pathLookalike(a.path); l.suspicious())
        spec.warnings.push_back({tr("Path look-alike:"), lookalikeMark() + QLatin1Char(' ') + lookalikeText(l),
                                 QStringLiteral("PathLookalike")});
    if (const Lookalike& l = m_model->makerLookalike(a.maker); l.suspicious())
        spec.warnings.push_back({tr("Maker look-alike:"), lookalikeMark() + QLatin1Char(' ') + lookalikeText(l),
                                 QStringLiteral("MakerLookalike")});
    if (actions::votesWithThrowawayKey())
        spec.what.push_back(
            {tr("Signature:"), tr("SEAL_GOV_KEY is not set, so this vote is signed with a throwaway "
                                  "random key: its signature cannot be verified later.")});
    // Only a reject keeps a reason (in its decision cert); an approve records none.
    spec.reason = reject ? ConfirmWriteDialog::Reason::Required : ConfirmWriteDialog::Reason::None;
    spec.confirmText = reject ? tr("Reject") : tr("Approve");
    spec.destructive = reject;
    WriteFlow<VoteOutcome> flow;
    flow.action = actions::vote(a, reject);
    flow.what = (reject ? tr("Reject %1") : tr("Approve %1")).arg(safeText(a.id));
    flow.spec = std::move(spec);
    const QString votedOn = QString::fromStdString(a.id);
    flow.done = [this, votedOn](const VoteOutcome&) {
        m_votedOn = votedOn;
        m_model->reload();
    };
    flow.failed = [this, votedOn](const QString&) {
        m_votedOn = votedOn;
        m_model->reload();
    };
    confirmThenWrite(this, m_store, std::move(flow));
}

void ApprovalsPage::exportCurrent()
{
    const ApprovalRow* row = current();
    if (!row) return;
    const QString intent = QString::fromStdString(row->approval.intent);
    chooseFileToSave(this, tr("Export incident receipt"),
                     receiptFileName(intent, QStringLiteral("incident"), QStringLiteral("json")),
                     tr("JSON files (*.json);;All files (*)"),
                     [this, intent](const QString& file) { exportReceipt(intent, file); });
}

void ApprovalsPage::exportReceipt(const QString& intent, const QString& file)
{
    m_exporter->incidentReceipt(intent, file);
}

void ApprovalsPage::onExported(const QString& file, const QString& summary, const QString& error)
{
    if (!error.isEmpty()) {
        Q_EMIT receiptExported(file, false, error);
        return;
    }
    const QString message = tr("Incident receipt saved to %1: %2").arg(file, summary);
    Q_EMIT statusMessage(message);
    Q_EMIT receiptExported(file, true, message);
}

QString ApprovalsPage::currentIntent() const
{
    return m_table->currentIndex().data(ApprovalModel::IntentRole).toString();
}

QString ApprovalsPage::currentLink() const
{
    const QString id = selectedId();
    return id.isEmpty() ? QString() : QString::fromStdString(itemLink(ItemKind::Approval, id.toStdString()));
}

} // namespace seal
