#include "views/pages/sagas_page.hpp"

#include "models/saga_model.hpp"
#include "models/store_client.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/dialogs/intent_story_dialog.hpp"
#include "views/widgets/adaptive_splitter.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/plain_label.hpp"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace seal {

SagasPage::SagasPage(StoreClient* store, QWidget* parent) : ListPage(parent), m_store(store)
{
    setObjectName(QStringLiteral("sagasPage"));
    m_model = new SagaModel(m_store, this);
    m_children = new SagaChildModel(this);

    auto* title = plainLabel(tr("Sagas: effect graphs, diverged and unfinished ones first"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_summary = plainLabel(QString(), this, QStringLiteral("sagasSummary"));
    m_summary->setWordWrap(true);
    m_message = plainLabel(tr("Loading sagas…"), this, QStringLiteral("sagasMessage"));
    m_message->setWordWrap(true);

    // Kept in core's order (attention first): no sorting by the header.
    m_table = makeConsoleTable(this, QStringLiteral("sagasTable"), tr("Sagas"));
    m_table->setModel(m_model);
    m_table->horizontalHeader()->setStretchLastSection(true);
    fitColumns(m_table,
               {columnChars(this, 20), columnChars(this, 14), columnChars(this, 14), columnChars(this, 16),
                columnChars(this, 26), columnChars(this, 40)},
               {SagaModel::VerdictColumn, SagaModel::StoredColumn});

    m_childTitle = plainLabel(tr("Children"), this, QStringLiteral("sagaChildrenTitle"));
    m_childTitle->setWordWrap(true);
    m_childTable = makeConsoleTable(this, QStringLiteral("sagaChildrenTable"), tr("Children of the graph"));
    m_childTable->setModel(m_children);
    m_childTable->horizontalHeader()->setStretchLastSection(true);
    fitColumns(m_childTable,
               {columnChars(this, 12), columnChars(this, 10), columnChars(this, 10), columnChars(this, 12),
                columnChars(this, 22), columnChars(this, 20), columnChars(this, 16), columnChars(this, 24)},
               {SagaChildModel::RequiredColumn, SagaChildModel::StateColumn, SagaChildModel::TierColumn});
    m_story = new QPushButton(tr("Intent &story…"), this);
    m_story->setObjectName(QStringLiteral("sagaStoryButton"));
    m_story->setToolTip(tr("Everything the store knows about the selected child's intent, in time order"));
    auto* childLine = new QHBoxLayout;
    childLine->addWidget(m_childTitle, 1);
    childLine->addWidget(m_story);
    auto* childBox = new QWidget(this);
    auto* childLayout = new QVBoxLayout(childBox);
    childLayout->setContentsMargins(0, 0, 0, 0);
    childLayout->addLayout(childLine);
    childLayout->addWidget(m_childTable, 1);

    m_detail = new QPlainTextEdit(this); // plain text: graph ids and keys are agent-written
    m_detail->setObjectName(QStringLiteral("sagaDetail"));
    m_detail->setAccessibleName(tr("Saga detail"));
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    const int hashWidth = QFontMetrics(m_detail->font()).horizontalAdvance(QString(76, QLatin1Char('0')));
    auto* lower = new AdaptiveSplitter(2 * hashWidth, this);
    lower->setObjectName(QStringLiteral("sagaSplit"));
    lower->addWidget(childBox);
    lower->addWidget(m_detail);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(lower);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_summary);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);

    connect(m_model, &SagaModel::loaded, this, &SagasPage::onLoaded);
    setListModel(m_model, m_message);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &SagasPage::showCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SagasPage::showCurrent);
    connect(m_childTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { m_story->setEnabled(!currentIntent().isEmpty()); });
    connect(m_childTable, &QTableView::doubleClicked, this, &SagasPage::openStory);
    connect(m_story, &QPushButton::clicked, this, &SagasPage::openStory);
    showCurrent();
}

void SagasPage::showKey(const QString& key)
{
    const int row = m_model->rowOf(key);
    if (row < 0) return;
    m_table->selectionModel()->setCurrentIndex(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect |
                                                                           QItemSelectionModel::Rows);
    m_table->scrollTo(m_model->index(row, 0));
}

void SagasPage::onLoaded()
{
    const int rows = m_model->rowCount();
    int diverged = 0, unfinished = 0;
    for (int row = 0; row < rows; ++row) {
        const int rank = m_model->index(row, 0).data(SagaModel::AttentionRole).toInt();
        diverged += rank == 0 ? 1 : 0;
        unfinished += rank == 1 ? 1 : 0;
    }
    if (rows == 0) {
        m_message->setText(tr("No sagas: no effect graph in this store."));
        m_message->show();
        m_summary->clear();
    } else {
        m_message->hide();
        m_summary->setText(
            tr("%n graph(s): ", nullptr, pluralCount(rows)) +
            tr("%n diverged, ", nullptr, pluralCount(diverged)) +
            tr("%n unfinished (running or stuck). The verdict is computed now and not written.", nullptr,
               pluralCount(unfinished)));
        if (m_model->doneListed() < m_model->doneInStore())
            m_summary->setText(m_summary->text() + QLatin1Char(' ') +
                               tr("Listed: every graph that is not done and the newest %1 of %2 done ones "
                                  "(sealctl sagas lists them all).")
                                   .arg(QLocale().toString(m_model->doneListed()),
                                        QLocale().toString(m_model->doneInStore())));
    }
    if (!m_table->currentIndex().isValid() && rows > 0)
        m_table->selectionModel()->setCurrentIndex(m_model->index(0, 0), QItemSelectionModel::ClearAndSelect |
                                                                             QItemSelectionModel::Rows);
    showCurrent();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

void SagasPage::showCurrent()
{
    const QModelIndex current = m_table->currentIndex();
    const Saga* saga = current.isValid() ? m_model->rowAt(current.row()) : nullptr;
    const QString before = m_childTable->currentIndex().data(SagaChildModel::ChildKeyRole).toString();
    const bool sameGraph = saga && QString::fromStdString(saga->graphId) == m_children->graphId();
    m_children->setGraph(saga);
    m_detail->setPlainText(saga ? SagaModel::describe(*saga) : tr("No graph selected."));
    m_childTitle->setText(saga ? tr("Children of %1: %n", nullptr, pluralCount(m_children->rowCount()))
                                     .arg(safeText(std::string_view(saga->graphId)))
                               : tr("Children"));
    if (!sameGraph && m_children->rowCount() > 0)
        m_childTable->selectionModel()->setCurrentIndex(
            m_children->index(0, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    else if (sameGraph && !before.isEmpty() && m_children->rowOf(before) < 0)
        m_childTable->clearSelection();
    m_story->setEnabled(!currentIntent().isEmpty());
}

void SagasPage::openStory()
{
    const QString intent = currentIntent();
    if (intent.isEmpty()) return;
    auto* dialog = new IntentStoryDialog(m_store, intent, this);
    dialog->setObjectName(QStringLiteral("sagaIntentStory"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

QString SagasPage::currentIntent() const
{
    return m_childTable->currentIndex().data(SagaChildModel::IntentRole).toString();
}

} // namespace seal
