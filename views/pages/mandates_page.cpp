#include "views/pages/mandates_page.hpp"

#include "models/actions/governance_actions.hpp"
#include "models/mandate_model.hpp"
#include "models/store_client.hpp"
#include "models/text/document_words.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/dialogs/intent_story_dialog.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/writes/confirm_write_dialog.hpp"
#include "views/writes/dual_control_note.hpp"
#include "views/writes/write_flow.hpp"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace seal {
namespace {

QLabel* heading(const QString& text, QWidget* parent, const QString& name = {})
{
    auto* label = plainLabel(text, parent, name);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setWordWrap(true);
    return label;
}

} // namespace

MandatesPage::MandatesPage(StoreClient* store, QWidget* parent) : ListPage(parent), m_store(store)
{
    setObjectName(QStringLiteral("mandatesPage"));
    m_model = new MandateModel(m_store, this);

    m_message = plainLabel(tr("Loading mandates…"), this, QStringLiteral("mandatesMessage"));
    m_message->setWordWrap(true);

    // Top: the paths under mandate, and the operator's writes on them.
    m_pathTable = makeConsoleTable(this, QStringLiteral("mandatePathsTable"), tr("Paths under mandate"));
    m_pathTable->setModel(m_model->paths()); // by path, as core reads them
    m_pathTable->horizontalHeader()->setStretchLastSection(true);
    fitColumns(m_pathTable,
               {columnChars(this, 24), columnChars(this, 18), columnChars(this, 26), columnChars(this, 20)},
               {MandatePathModel::UpdatedColumn});

    m_pathEdit = new QLineEdit(this);
    m_pathEdit->setObjectName(QStringLiteral("mandatePathEdit"));
    m_pathEdit->setPlaceholderText(tr("Path (select one above or type a new one)"));
    m_pathEdit->setAccessibleName(tr("Path to put under mandate or release"));
    m_require = new QPushButton(tr("&Require mandate…"), this);
    m_require->setObjectName(QStringLiteral("requireMandateButton"));
    m_release = new QPushButton(tr("Re&lease mandate…"), this);
    m_release->setObjectName(QStringLiteral("releaseMandateButton"));
    m_whyNot = plainLabel(QString(), this, QStringLiteral("mandateWhyNot"));
    m_whyNot->setWordWrap(true);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_pathEdit, 2);
    actions->addWidget(m_require);
    actions->addWidget(m_release);
    auto* top = new QWidget(this);
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(
        heading(tr("Paths under mandate: an agent spends on them only with a mandate"), top));
    topLayout->addLayout(actions);
    topLayout->addWidget(m_whyNot);
    topLayout->addWidget(m_pathTable, 1);

    // Below: the mandates per intent, with the ticket each intent spent.
    m_mandatesTitle = heading(tr("Mandates per intent"), this, QStringLiteral("mandatesTitle"));
    m_mandateTable = makeConsoleTable(this, QStringLiteral("mandatesTable"), tr("Mandates per intent"));
    // Newest first, as core reads the window: sorting a window would mislead.
    m_mandateTable->setModel(m_model);
    const int time = columnChars(this, 26);
    fitColumns(m_mandateTable,
               {time, columnChars(this, 12), columnChars(this, 15), columnChars(this, 12),
                columnChars(this, 16), time, time, time, columnChars(this, 12), columnChars(this, 16),
                columnChars(this, 10)},
               {MandateModel::CreatedColumn, MandateModel::StateColumn, MandateModel::AmountColumn,
                MandateModel::PathColumn});

    m_detail = new QPlainTextEdit(this); // plain text: nothing the store says is markup
    m_detail->setObjectName(QStringLiteral("mandateDetail"));
    m_detail->setAccessibleName(tr("Mandate detail"));
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_story = new QPushButton(tr("Intent &story…"), this);
    m_story->setObjectName(QStringLiteral("mandateStoryButton"));
    m_story->setToolTip(tr("Everything the store knows about the selected mandate's intent, in time order"));
    // The detail under the table: the table needs the whole width for its columns.
    auto* lowerSplit = new QSplitter(Qt::Vertical, this);
    lowerSplit->setObjectName(QStringLiteral("mandateSplit"));
    lowerSplit->addWidget(m_mandateTable);
    lowerSplit->addWidget(m_detail);
    lowerSplit->setStretchFactor(0, 3);
    lowerSplit->setStretchFactor(1, 1);
    auto* lower = new QWidget(this);
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    auto* titleLine = new QHBoxLayout;
    titleLine->addWidget(m_mandatesTitle, 1);
    titleLine->addWidget(m_story);
    lowerLayout->addLayout(titleLine);
    lowerLayout->addWidget(lowerSplit, 1);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);

    connect(m_model, &MandateModel::loaded, this, &MandatesPage::onLoaded);
    setListModel(m_model, m_message);
    connect(m_pathTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    m_pathEdit->setText(current.data(MandatePathModel::PathRole).toString());
            });
    connect(m_pathEdit, &QLineEdit::textChanged, this, &MandatesPage::updateActions);
    connect(m_model->paths(), &QAbstractItemModel::dataChanged, this, &MandatesPage::updateActions);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &MandatesPage::showCurrent);
    connect(m_mandateTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MandatesPage::showCurrent);
    connect(m_mandateTable, &QTableView::doubleClicked, this, &MandatesPage::openStory);
    connect(m_story, &QPushButton::clicked, this, &MandatesPage::openStory);
    connect(m_require, &QPushButton::clicked, this, [this] { startWrite(true); });
    connect(m_release, &QPushButton::clicked, this, [this] { startWrite(false); });
    connect(m_store, &StoreClient::connected, this, &MandatesPage::updateActions);
    connect(m_store, &StoreClient::writeGateChanged, this, &MandatesPage::updateActions);
    showCurrent();
    updateActions();
}

void MandatesPage::showKey(const QString& key)
{
    const auto select = [](QTableView* table, int row, QAbstractItemModel* model) {
        const QModelIndex at = model->index(row, 0);
        table->selectionModel()->setCurrentIndex(at, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
        table->scrollTo(at);
    };
    if (const int path = m_model->paths()->rowOf(key); path >= 0) {
        select(m_pathTable, path, m_model->paths());
        return;
    }
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (m_model->index(row, 0).data(MandateModel::IntentRole).toString() == key) {
            select(m_mandateTable, row, m_model);
            return;
        }
}

void MandatesPage::onLoaded()
{
    const int shown = m_model->rowCount();
    if (m_model->paths()->rowCount() == 0 && shown == 0) {
        m_message->setText(
            tr("No mandates: no path is under mandate and the gateway minted none in this store "
               "(Require mandate… puts a path under mandate)."));
        m_message->show();
    } else {
        m_message->hide();
    }
    m_mandatesTitle->setText(
        m_model->total() > shown
            ? tr("Mandates per intent: the newest %1 of %2 shown").arg(shown).arg(m_model->total())
            : tr("Mandates per intent, newest first: %n", nullptr, pluralCount(shown)));
    if (!m_mandateTable->currentIndex().isValid() && shown > 0)
        m_mandateTable->selectionModel()->setCurrentIndex(m_mandateTable->model()->index(0, 0),
                                                          QItemSelectionModel::ClearAndSelect |
                                                              QItemSelectionModel::Rows);
    showCurrent();
    updateActions();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

void MandatesPage::showCurrent()
{
    const QModelIndex current = m_mandateTable->currentIndex();
    const MandateWithTicket* row = current.isValid() ? m_model->rowAt(current.row()) : nullptr;
    m_detail->setPlainText(row ? MandateModel::describe(*row) : tr("No mandate selected."));
    m_story->setEnabled(row != nullptr);
}

QString MandatesPage::whyNot(bool required) const
{
    if (QString why = whyNotOperate(m_store->writeGate()); !why.isEmpty()) return why;
    if (m_busy) return tr("a mandate write is in progress");
    if (!m_model->hasLoaded()) return tr("the mandate paths are not read yet");
    const QString path = m_pathEdit->text().trimmed();
    if (path.isEmpty()) return tr("select or type a path");
    const bool now = m_model->paths()->isRequired(path);
    if (required && now) return tr("%1 already requires a mandate").arg(safeText(path));
    if (!required && !now) return tr("%1 does not require a mandate").arg(safeText(path));
    return {};
}

void MandatesPage::updateActions()
{
    const QString requireWhy = whyNot(true);
    const QString releaseWhy = whyNot(false);
    offerWrite(m_require, requireWhy,
               tr("Put the path under mandate: the gateway admits a spend on it only with a "
                  "mandate"));
    offerWrite(m_release, releaseWhy, tr("Release the path: a spend on it needs no mandate any more"));
    // One line says why neither write is offered (the role, a write in
    // progress); without a path the field's placeholder says what to do.
    const QString why =
        !requireWhy.isEmpty() && !releaseWhy.isEmpty() && !m_pathEdit->text().trimmed().isEmpty()
            ? requireWhy
            : whyNotOperate(m_store->writeGate());
    m_whyNot->setText(why.isEmpty() ? QString() : tr("Require and release are unavailable: %1").arg(why));
    m_whyNot->setVisible(!why.isEmpty());
}

void MandatesPage::startWrite(bool required)
{
    if (!whyNot(required).isEmpty()) return;
    const QString path = m_pathEdit->text().trimmed();
    const QString shown = safeText(path);
    const int row = m_model->paths()->rowOf(path);
    ConfirmWriteDialog::Spec spec;
    spec.title = required ? tr("Require mandate") : tr("Release mandate");
    spec.action = required
                      ? tr("Put path %1 under mandate: the gateway admits a spend on it only with a mandate "
                           "(event mandate_path_required, with your reason).")
                            .arg(shown)
                      : tr("Release path %1: a spend on it needs no mandate any more (event "
                           "mandate_path_released, with your reason).")
                            .arg(shown);
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {
        {tr("Path:"), shown},
        {tr("Now:"), row < 0
                         ? tr("not in the mandate table (no mandate required)")
                         : m_model->paths()->index(row, MandatePathModel::RequiredColumn).data().toString()},
    };
    spec.outcome = {
        {tr("Afterwards:"), required ? tr("required") : tr("released"), QStringLiteral("Required")}};
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = required ? tr("Require mandate") : tr("Release mandate");
    noteDualControl(spec, !required && m_model->paths()->isRequired(path)); // releasing a required path loosens it
    WriteFlow<OperatorOutcome> flow;
    flow.action = actions::setMandateRequired(path.toStdString(), required);
    flow.what = required ? tr("Require mandate on %1").arg(shown) : tr("Release mandate on %1").arg(shown);
    flow.spec = std::move(spec);
    flow.dialogName = QStringLiteral("confirmMandateDialog");
    flow.sent = [this](quint64 id) {
        m_busy = id;
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
        m_model->reload();
    };
    confirmThenWrite(this, m_store, std::move(flow))->setMinimumWidth(520);
}

void MandatesPage::openStory()
{
    const QString intent = currentIntent();
    if (intent.isEmpty()) return;
    auto* dialog = new IntentStoryDialog(m_store, intent, this);
    dialog->setObjectName(QStringLiteral("mandateIntentStory"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

QString MandatesPage::currentIntent() const
{
    return m_mandateTable->currentIndex().data(MandateModel::IntentRole).toString();
}

} // namespace seal
