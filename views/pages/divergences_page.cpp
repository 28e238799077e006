#include "views/pages/divergences_page.hpp"

#include "core/rules/holds.hpp"
#include "models/actions/governance_actions.hpp"
#include "models/divergence_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/json_text.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/widgets/adaptive_splitter.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/widgets/whole_value_button.hpp"
#include "views/writes/confirm_write_dialog.hpp"
#include "views/writes/dual_control_note.hpp"
#include "views/writes/write_flow.hpp"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace seal {

DivergencesPage::DivergencesPage(StoreClient* store, QWidget* parent) : ListPage(parent), m_store(store)
{
    setObjectName(QStringLiteral("divergencesPage"));
    m_model = new DivergenceModel(m_store, this);
    m_message = plainLabel(QString(), this, QStringLiteral("divergencesMessage"));
    m_message->setWordWrap(true);
    m_message->hide();

    // A selected row that leaves (an unfreeze landed) ends the selection: it
    // never slides onto a neighbour whose action is the same button. Connected
    // before setModel, so that it runs before the view moves its current row.
    const auto setModel = [this](QTableView* table, QAbstractItemModel* model) {
        connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                [table](const QModelIndex& under, int first, int last) {
                    const int row = table->currentIndex().row();
                    if (!under.isValid() && row >= first && row <= last) table->selectionModel()->clear();
                });
        table->setModel(model);
    };
    m_intents = makeConsoleTable(this, QStringLiteral("divergedTable"), tr("Diverged intents"));
    setModel(m_intents, m_model);
    m_spend = makeConsoleTable(this, QStringLiteral("spendTable"), tr("Out-of-band spend"));
    setModel(m_spend, m_model->spend());
    m_frozen = makeConsoleTable(this, QStringLiteral("frozenTable"), tr("Frozen domains"));
    setModel(m_frozen, m_model->frozen());

    m_unfreeze = new QPushButton(QIcon(QStringLiteral(":/icons/divergences.svg")), tr("&Unfreeze…"), this);
    m_unfreeze->setObjectName(QStringLiteral("unfreezeButton"));
    m_whyNot = plainLabel(QString(), this, QStringLiteral("unfreezeWhyNot"));
    m_whyNot->setWordWrap(true);
    auto* actions = new QWidget(this);
    auto* actionLayout = new QHBoxLayout(actions);
    actionLayout->setContentsMargins(0, 0, 0, 0);
    actionLayout->addWidget(m_unfreeze);
    actionLayout->addWidget(m_whyNot, 1);

    m_detail = new QPlainTextEdit(this); // plain text: witness evidence is agent-written
    m_detail->setObjectName(QStringLiteral("divergenceDetail"));
    m_detail->setAccessibleName(tr("Divergence detail"));
    m_detail->setReadOnly(true);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Not wrapped, as the cert pane: wrapping a 64 KiB JSON string (one word) takes seconds.
    m_detail->setLineWrapMode(QPlainTextEdit::NoWrap);

    auto* tables = new QSplitter(Qt::Vertical, this);
    tables->addWidget(
        section(tr("Diverged intents: the world and the chain disagree"), &m_intentCount, m_intents));
    tables->addWidget(
        section(tr("Out-of-band spend: effects the gateway never admitted"), &m_spendCount, m_spend));
    tables->addWidget(
        section(tr("Frozen domains: they admit nothing until unfrozen"), &m_frozenCount, m_frozen, actions));
    m_saveWhole = new WholeValueButton(QStringLiteral("divergence-value.json"), this);
    auto* detailBox = new QWidget(this);
    auto* detailLayout = new QVBoxLayout(detailBox);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_detail, 1);
    detailLayout->addWidget(m_saveWhole, 0, Qt::AlignRight);
    // Wide enough for a hash on one line in the detail pane.
    const int hashWidth = QFontMetrics(m_detail->font()).horizontalAdvance(QString(76, QLatin1Char('0')));
    // Beside the tables while both fit; under them in a small window, where
    // the unwrapped pane would otherwise hide its hashes past the edge.
    auto* split = new AdaptiveSplitter(2 * hashWidth, this);
    split->setObjectName(QStringLiteral("divergenceSplit"));
    split->addWidget(tables);
    split->addWidget(detailBox);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({hashWidth, hashWidth});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(split, 1);

    connect(m_model, &DivergenceModel::loaded, this, &DivergencesPage::onLoaded);
    setListModel(m_model, m_message);
    for (QTableView* table : {m_intents, m_spend, m_frozen}) {
        connect(table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this, table] {
            showDetailFor(table);
            updateActions();
        });
        // Re-show what a refresh may have changed.
        connect(table->model(), &QAbstractItemModel::dataChanged, this, [this, table] {
            if (m_detailSource == table) showDetailFor(table);
        });
    }
    connect(m_unfreeze, &QPushButton::clicked, this, &DivergencesPage::startUnfreeze);
    connect(m_store, &StoreClient::connected, this, &DivergencesPage::updateActions);
    connect(m_store, &StoreClient::writeGateChanged, this, &DivergencesPage::updateActions);
    m_detail->setPlainText(tr("Nothing selected."));
    updateActions();
}

QWidget* DivergencesPage::section(const QString& title, QLabel** count, QWidget* body, QWidget* extra)
{
    auto* box = new QWidget(this);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* heading = plainLabel(title, box);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    *count = plainLabel(QString(), box);
    auto* line = new QHBoxLayout;
    line->addWidget(heading);
    line->addWidget(*count, 1);
    layout->addLayout(line);
    if (extra) layout->addWidget(extra);
    layout->addWidget(body, 1);
    return box;
}

bool DivergencesPage::select(QTableView* table, int row)
{
    if (row < 0) return false;
    const QModelIndex index = table->model()->index(row, 0);
    table->selectionModel()->setCurrentIndex(index,
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->scrollTo(index);
    showDetailFor(table);
    return true;
}

void DivergencesPage::showKey(const QString& key)
{
    if (!m_model->hasLoaded()) {
        m_pendingKey = key;
        return;
    }
    m_pendingKey.clear();
    if (select(m_intents, m_model->rowOf(key)) || select(m_frozen, m_model->frozen()->rowOf(key))) return;
    bool isNumber = false;
    const qint64 id = key.toLongLong(&isNumber);
    if (!isNumber) return;
    for (int row = 0; row < m_model->spend()->rowCount(); ++row)
        if (m_model->spend()->rowAt(row)->id == id) select(m_spend, row);
}

void DivergencesPage::onLoaded()
{
    m_message->hide();
    const int intents = m_model->rowCount();
    const int spend = m_model->spend()->rowCount();
    const int frozen = m_model->frozen()->rowCount();
    m_intentCount->setText(tr("%n intent(s)", nullptr, pluralCount(intents)));
    m_spendCount->setText(tr("%n event(s)", nullptr, pluralCount(spend)));
    m_frozenCount->setText(tr("%n domain(s)", nullptr, pluralCount(frozen)));
    if (intents + spend + frozen == 0) {
        m_message->setText(tr("No divergence: the world and the chain agree, and no domain is frozen."));
        m_message->show();
    }
    if (!m_shown) sizeColumns();
    if (!m_pendingKey.isEmpty()) showKey(m_pendingKey);
    if (!m_detailSource) {
        // Start on the first thing an operator would act on.
        if (!select(m_intents, intents > 0 ? 0 : -1) && !select(m_frozen, frozen > 0 ? 0 : -1))
            select(m_spend, spend > 0 ? 0 : -1);
    } else {
        showDetailFor(m_detailSource);
    }
    updateActions();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

void DivergencesPage::sizeColumns()
{
    // To the contents, long ids and JSON elided: the detail pane shows them whole.
    const QFontMetrics fm = fontMetrics();
    const int widest = fm.horizontalAdvance(QLatin1Char('M')) * 12 + 24;
    for (QTableView* table : {m_intents, m_spend, m_frozen}) {
        table->resizeColumnsToContents();
        QHeaderView* header = table->horizontalHeader();
        for (int column = 0; column < header->count(); ++column)
            header->resizeSection(column, std::min(header->sectionSize(column), widest));
    }
}

void DivergencesPage::showDetailFor(QTableView* table)
{
    const QModelIndex current = table->currentIndex();
    if (!current.isValid()) {
        if (m_detailSource == table) {
            m_detail->setPlainText(tr("Nothing selected."));
            m_saveWhole->setValue({}, false);
        }
        return;
    }
    m_detailSource = table;
    const int row = current.row();
    // One selection at a time across the three tables: the detail pane shows it.
    for (QTableView* other : {m_intents, m_spend, m_frozen})
        if (other != table) {
            const QSignalBlocker block(other->selectionModel());
            other->selectionModel()->clear();
        }
    // The pane previews each value (json_text.hpp caps); a value shown in part
    // is read whole from the store when saved, never held here.
    const auto cut = [](const std::optional<std::string>& text) {
        return text && showJson(std::string_view(*text)).truncated;
    };
    const QString dsn = m_store->readDsn();
    if (table == m_intents) {
        if (const DivergedIntent* d = m_model->rowAt(row)) {
            m_detail->setPlainText(DivergenceModel::describe(*d));
            const bool any = std::any_of(d->observations.begin(), d->observations.end(),
                                         [&cut](const Observation& o) { return cut(o.witnessEvidenceText); });
            m_saveWhole->setStoreValue(
                dsn, [intent = d->intent](Connection& conn) { return readObservationEvidence(conn, intent); }, any);
        }
    } else if (table == m_spend) {
        if (const OutOfBandSpend* s = m_model->spend()->rowAt(row)) {
            m_detail->setPlainText(OutOfBandSpendModel::describe(*s));
            m_saveWhole->setStoreValue(
                dsn, [id = s->id](Connection& conn) { return readOutOfBandDetail(conn, id); }, cut(s->detailText));
        }
    } else if (const FrozenDomain* f = m_model->frozen()->rowAt(row)) {
        m_detail->setPlainText(m_model->frozen()->describe(*f));
        m_saveWhole->setStoreValue(
            dsn, [domain = f->domain](Connection& conn) { return readFrozenEvidence(conn, domain); },
            cut(f->evidenceText));
    }
    for (QTableView* other : {m_intents, m_spend, m_frozen})
        other->viewport()->update();
}

const FrozenDomain* DivergencesPage::currentFrozen() const
{
    const QModelIndex current = m_frozen->currentIndex();
    return current.isValid() ? m_model->frozen()->rowAt(current.row()) : nullptr;
}

QString DivergencesPage::whyNotUnfreeze() const
{
    if (QString why = whyNotOperate(m_store->writeGate()); !why.isEmpty()) return why;
    if (m_busy) return tr("an unfreeze is in progress");
    if (!currentFrozen()) return tr("select a frozen domain to unfreeze");
    return {};
}

void DivergencesPage::updateActions()
{
    offerWrite(m_unfreeze, whyNotUnfreeze(), tr("Let the selected domain admit effects again"), m_whyNot,
               tr("Unfreeze is unavailable: %1"));
}

void DivergencesPage::startUnfreeze()
{
    const FrozenDomain* current = currentFrozen();
    if (!current || !whyNotUnfreeze().isEmpty()) return;
    const QString shown = safeText(std::string_view(current->domain));
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Unfreeze domain");
    spec.subject = tr("Domain %1").arg(shown);
    spec.action =
        tr("Unfreeze domain %1: it admits effects again (event unfrozen, with your reason).").arg(shown);
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {
        {tr("Domain:"), shown},
        {tr("Frozen since:"),
         current->frozenAt ? DisplayTime::instance().formatPrecise(*current->frozenAt) : tr("(unknown)")},
        {tr("Frozen because:"),
         current->reason ? safeText(std::string_view(*current->reason)) : tr("(none)")},
        {tr("Evidence:"),
         current->evidenceText
             ? safeText(QString::fromUtf8(oneLineJson(
                   QByteArray::fromRawData(current->evidenceText->data(),
                                           static_cast<qsizetype>(current->evidenceText->size())),
                   500))) // agent-written: a preview, however big
             : tr("(none)")},
    };
    spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = tr("Unfreeze");
    noteDualControl(spec, true); // a frozen domain unfrozen
    WriteFlow<OperatorOutcome> flow;
    flow.action = actions::unfreeze(current->domain);
    flow.what = tr("Unfreeze %1").arg(shown);
    flow.spec = std::move(spec);
    flow.dialogName = QStringLiteral("confirmUnfreezeDialog");
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
    };
    confirmThenWrite(this, m_store, std::move(flow))->setMinimumWidth(520);
}

QString DivergencesPage::currentIntent() const
{
    return m_intents->currentIndex().data(DivergenceModel::IntentRole).toString();
}

} // namespace seal
