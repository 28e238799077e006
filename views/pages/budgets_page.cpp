#include "views/pages/budgets_page.hpp"

#include "models/budget_model.hpp"
#include "models/store_client.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/budget_spend_chart.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/fraction_bar_delegate.hpp"
#include "views/widgets/plain_label.hpp"

#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace seal {

BudgetsPage::BudgetsPage(StoreClient* store, QWidget* parent) : ListPage(parent), m_store(store)
{
    setObjectName(QStringLiteral("budgetsPage"));
    m_model = new BudgetModel(m_store, this);
    m_reservations = new ReservationModel(m_store, this);

    auto* title = plainLabel(tr("Budgets: what the agents spent against each cap in its window"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_message = plainLabel(tr("Loading budgets…"), this, QStringLiteral("budgetsMessage"));
    m_message->setWordWrap(true);

    m_table = makeConsoleTable(this, QStringLiteral("budgetsTable"), tr("Budgets"));
    m_table->setModel(m_model);
    m_table->setItemDelegateForColumn(BudgetModel::UsedColumn,
                                      new FractionBarDelegate(BudgetModel::UsedFractionRole, m_table));
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_reservationTitle = plainLabel(tr("Reservations"), this, QStringLiteral("reservationsTitle"));
    m_reservationTitle->setWordWrap(true);
    m_reservationTable = makeConsoleTable(this, QStringLiteral("reservationsTable"), tr("Reservations"));
    auto* sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_reservations);
    sorted->setSortRole(ReservationModel::SortRole);
    m_reservationTable->setModel(sorted);
    m_reservationTable->setSortingEnabled(true);
    m_reservationTable->sortByColumn(ReservationModel::AtColumn, Qt::DescendingOrder);
    m_reservationTable->horizontalHeader()->setStretchLastSection(true);
    m_reservationTable->horizontalHeader()->resizeSection(ReservationModel::AtColumn, columnChars(this, 26));
    m_reservationTable->horizontalHeader()->resizeSection(ReservationModel::AmountColumn, columnChars(this, 14));
    m_reservationTable->horizontalHeader()->resizeSection(ReservationModel::StateColumn, columnChars(this, 20));

    m_detail = new QPlainTextEdit(this); // plain text: nothing the store says is markup
    m_detail->setObjectName(QStringLiteral("budgetDetail"));
    m_detail->setAccessibleName(tr("Budget detail"));
    m_detail->setReadOnly(true);
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_chart = new BudgetSpendChart(this);

    auto* reservationBox = new QWidget(this);
    auto* reservationLayout = new QVBoxLayout(reservationBox);
    reservationLayout->setContentsMargins(0, 0, 0, 0);
    reservationLayout->addWidget(m_reservationTitle);
    reservationLayout->addWidget(m_reservationTable, 1);
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(m_detail);
    right->addWidget(m_chart);
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 2);
    auto* lower = new QSplitter(Qt::Horizontal, this);
    lower->addWidget(reservationBox);
    lower->addWidget(right);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(lower);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);

    connect(m_model, &BudgetModel::loaded, this, &BudgetsPage::onLoaded);
    setListModel(m_model, m_message);
    connect(m_reservations, &ReservationModel::loaded, this, [this] {
        const QString key = safeText(m_reservations->key());
        m_reservationTitle->setText(m_reservations->capped()
                                        ? tr("Reservations of %1 in its window: the newest %n shown", nullptr,
                                             pluralCount(m_reservations->rowCount()))
                                              .arg(key)
                                        : tr("Reservations of %1 in its window, newest first: %n", nullptr,
                                             pluralCount(m_reservations->rowCount()))
                                              .arg(key));
        drawChart();
    });
    connect(m_reservations, &ReservationModel::failed, this, [this](const QString& message) {
        m_reservationTitle->setText(tr("Reservations could not be read: %1").arg(safeText(message)));
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &BudgetsPage::showCurrent);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &BudgetsPage::showCurrent);
    // The model follows the store's changes; the window slides with the
    // clock, so look again now and then while the page is on screen.
    lookAgainEvery(60'000);
    showCurrent();
}

void BudgetsPage::showKey(const QString& key)
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

void BudgetsPage::onLoaded()
{
    if (m_model->rowCount() == 0) {
        m_message->setText(tr("No budgets: no budget key has a limit in this store (sealctl budget set KEY "
                              "--limit L --window SECONDS sets one)."));
        m_message->show();
    } else {
        m_message->hide();
    }
    if (!m_shown) {
        m_table->resizeColumnsToContents();
        QHeaderView* header = m_table->horizontalHeader();
        header->resizeSection(BudgetModel::KeyColumn, std::min(header->sectionSize(BudgetModel::KeyColumn),
                                                               columnChars(this, 28)));
        header->resizeSection(BudgetModel::UsedColumn, columnChars(this, 16));
    }
    if (!m_pendingKey.isEmpty()) showKey(m_pendingKey);
    if (!m_table->currentIndex().isValid() && m_model->rowCount() > 0)
        m_table->selectionModel()->setCurrentIndex(m_model->index(0, 0), QItemSelectionModel::ClearAndSelect |
                                                                             QItemSelectionModel::Rows);
    const QString before = m_reservations->key();
    showCurrent(); // a newly chosen key reads its reservations
    // The same key as before: read its reservations again with the figures.
    if (!before.isEmpty() && before == m_reservations->key()) m_reservations->reload();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

void BudgetsPage::showCurrent()
{
    const QModelIndex current = m_table->currentIndex();
    const BudgetStatus* budget = current.isValid() ? m_model->rowAt(current.row()) : nullptr;
    m_detail->setPlainText(budget ? m_model->describe(*budget) : tr("No budget selected."));
    const QString key = budget ? QString::fromStdString(budget->budgetKey) : QString();
    if (key != m_reservations->key()) {
        m_reservationTitle->setText(key.isEmpty() ? tr("Reservations") : tr("Loading reservations…"));
        m_reservations->showKey(key);
        if (key.isEmpty()) drawChart();
    }
}

void BudgetsPage::drawChart()
{
    const int row = m_model->rowOf(m_reservations->key());
    const BudgetStatus* budget = m_model->rowAt(row);
    const QList<Reservation>& rows = m_reservations->rows();
    m_chart->setSpend(budget, std::vector<Reservation>(rows.begin(), rows.end()), m_model->judgedAt(),
                      m_reservations->capped());
}

QString BudgetsPage::currentIntent() const
{
    return m_reservationTable->currentIndex().data(ReservationModel::IntentRole).toString();
}

} // namespace seal
