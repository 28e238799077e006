#include "views/pages/certificates_page.hpp"

#include "models/actions/evidence_export.hpp"
#include "models/certificate_model.hpp"
#include "models/chain_verification.hpp"
#include "models/keyset_reads.hpp"
#include "models/store_client.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/dialogs/witness_dialog.hpp"
#include "views/evidence/export_progress.hpp"
#include "views/widgets/cert_detail_pane.hpp"
#include "views/widgets/chain_verify_panel.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/file_choice.hpp"
#include "views/widgets/new_rows_bar.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/widgets/row_state_proxy.hpp"
#include "views/writes/write_flow.hpp"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>
#include <optional>

namespace seal {

CertificatesPage::CertificatesPage(StoreClient* store, QWidget* parent) : ConsolePage(parent), m_store(store)
{
    setObjectName(QStringLiteral("certificatesPage"));
    m_model = new CertificateModel(m_store, this);
    m_verification = ChainVerification::forStore(m_store);
    m_proxy = new RowStateProxy(CertificateModel::RowStateRole, CertificateModel::StatusColumn, this);
    m_proxy->setMonospaceColumns({CertificateModel::IntentColumn, CertificateModel::HashColumn});
    m_proxy->setToneColumns({CertificateModel::TierColumn, CertificateModel::WorldColumn});
    m_proxy->setSourceModel(m_model);
    m_exporter = new EvidenceExporter(m_store, this);
    showExportProgress(m_exporter, this);
    // Live refresh: the model reads new certs above the rows shown and holds
    // them back (the bar offers them); nothing is reloaded and nothing moves.
    connect(m_exporter, &EvidenceExporter::finished, this, &CertificatesPage::onExportFinished);

    QWidget* toolbar = buildToolbar();
    m_message = plainLabel(QString(), this, QStringLiteral("certMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    m_verifyPanel = new ChainVerifyPanel(m_verification, this);
    buildTable();
    m_newRows = new NewRowsBar(this);
    m_newRows->setObjectName(QStringLiteral("certNewRows"));
    connect(m_newRows, &NewRowsBar::showRequested, this, &CertificatesPage::showNewRows);
    connect(m_model, &CertificateModel::heldChanged, this, &CertificatesPage::onHeldChanged);
    m_detail = new CertDetailPane(this);
    m_detail->setObjectName(QStringLiteral("certDetail"));

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_detail);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(toolbar);
    layout->addWidget(m_message);
    layout->addWidget(m_verifyPanel);
    layout->addWidget(m_newRows);
    layout->addWidget(split, 1);

    connect(m_model, &CertificateModel::seqLocated, this, &CertificatesPage::onSeqLocated);
    connect(m_model, &CertificateModel::loaded, this, &CertificatesPage::onPageArrived);
    connect(m_model, &CertificateModel::failed, this, &CertificatesPage::showProblem);
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { m_detail->showCert({}); });
    connect(m_verification, &ChainVerification::finished, this, [this] {
        const auto& outcome = m_verification->outcome();
        m_model->setVerification(m_verification->breaksBySeq(), outcome ? outcome->headSeq : std::nullopt);
        m_detail->showCert(m_table->currentIndex());
    });
    connect(m_verifyPanel, &ChainVerifyPanel::breakActivated, this, &CertificatesPage::jumpToSeq);
    connect(m_detail, &CertDetailPane::intentRequested, this, &CertificatesPage::showIntent);
    connect(m_detail, &CertDetailPane::hashRequested, this, &CertificatesPage::followHash);
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id, const QString& message) {
        if (id == m_hashLookup) showMessage(message);
    });
    showScope();
    updateWitness();
}

QWidget* CertificatesPage::buildToolbar()
{
    auto* bar = new QWidget(this);
    m_order = new QComboBox(bar);
    m_order->setObjectName(QStringLiteral("certOrder"));
    m_order->addItem(tr("Newest first"));
    m_order->addItem(tr("By seq"));
    m_order->setAccessibleName(tr("Order"));
    connect(m_order, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_model->setOrder(i == 0 ? CertOrder::NewestFirst : CertOrder::BySeq);
        showScope();
    });

    m_search = new QLineEdit(bar);
    m_search->setObjectName(QStringLiteral("certSearch"));
    m_search->setPlaceholderText(tr("Search seq, intent or hash prefix (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search certificates"));
    connect(m_search, &QLineEdit::returnPressed, this, &CertificatesPage::applySearch);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.isEmpty() && m_model->filter().kind == CertFilter::Kind::Text) applySearch();
    });
    auto* find = new QShortcut(QKeySequence::Find, this);
    find->setWhatsThis(m_search->accessibleName()); // what Help ▸ Keyboard shortcuts says it does
    connect(find, &QShortcut::activated, m_search, qOverload<>(&QLineEdit::setFocus));

    m_jump = new QLineEdit(bar);
    m_jump->setObjectName(QStringLiteral("jumpSeq"));
    m_jump->setPlaceholderText(tr("seq"));
    m_jump->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("-?[0-9]{1,18}")), m_jump));
    m_jump->setMaximumWidth(fontMetrics().horizontalAdvance(QLatin1Char('0')) * 12);
    m_jump->setAccessibleName(tr("Jump to seq"));
    auto* go = new QPushButton(tr("&Jump"), bar);
    go->setObjectName(QStringLiteral("jumpButton"));
    const auto jump = [this] {
        if (!m_jump->text().isEmpty()) jumpToSeq(m_jump->text().toLongLong());
    };
    connect(m_jump, &QLineEdit::returnPressed, this, jump);
    connect(go, &QPushButton::clicked, this, jump);
    auto* jumpKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_G), this);
    jumpKey->setWhatsThis(m_jump->accessibleName());
    connect(jumpKey, &QShortcut::activated, m_jump, qOverload<>(&QLineEdit::setFocus));

    m_scope = plainLabel(QString(), bar, QStringLiteral("certScope"));
    m_showAll = new QPushButton(tr("Show &whole chain"), bar);
    m_showAll->setObjectName(QStringLiteral("showAllButton"));
    connect(m_showAll, &QPushButton::clicked, this, &CertificatesPage::clearView);

    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plainLabel(tr("Order:"), bar));
    layout->addWidget(m_order);
    layout->addWidget(m_search, 2);
    layout->addWidget(plainLabel(tr("Jump to:"), bar));
    layout->addWidget(m_jump);
    layout->addWidget(go);
    layout->addWidget(m_scope, 1);
    layout->addWidget(m_showAll);
    layout->addWidget(buildExportButton(bar));
    m_witness = new QPushButton(tr("&Witness\u2026"), bar);
    m_witness->setObjectName(QStringLiteral("witnessButton"));
    connect(m_witness, &QPushButton::clicked, this, &CertificatesPage::startWitness);
    connect(m_store, &StoreClient::writeGateChanged, this, &CertificatesPage::updateWitness);
    layout->addWidget(m_witness);
    return bar;
}

void CertificatesPage::buildTable()
{
    m_table = makeConsoleTable(this, QStringLiteral("certTable"), tr("Certificate chain"),
                               QAbstractItemView::ExtendedSelection); // a range to export
    m_table->setModel(m_proxy);
    m_table->setTextElideMode(Qt::ElideMiddle);
    // Fixed row height and section sizes: nothing is measured per row, so a
    // chain of any length scrolls in constant time.
    const QFontMetrics fm = fontMetrics();
    QHeaderView* header = m_table->horizontalHeader();
    const auto chars = [this](int n) { return columnChars(this, n); };
    // Wide enough for the longest state in words, with its icon.
    int status = fm.horizontalAdvance(certStatusText(RowState::Unreadable));
    for (const char* kind : {"link_broken", "content_altered", "hash_mismatch", "unreadable"})
        status =
            std::max(status, fm.horizontalAdvance(certStatusText(RowState::Broken, QLatin1String(kind))));
    QList<int> widths(CertificateModel::ColumnCount, chars(12));
    widths[CertificateModel::StatusColumn] = status + fm.height() + 24;
    widths[CertificateModel::SeqColumn] = chars(8);
    widths[CertificateModel::TimeColumn] = chars(30);
    widths[CertificateModel::IntentColumn] = chars(22);
    widths[CertificateModel::TierColumn] = chars(24); // an icon and WORLD_DIVERGED whole
    widths[CertificateModel::WorldColumn] = chars(16);
    widths[CertificateModel::KindColumn] = chars(28);
    widths[CertificateModel::HashColumn] = chars(18);
    // A small window (1024×700) takes the room from the status words (blank
    // on an intact chain; a break also has its icon, tooltip and detail
    // pane), the kind and the hash, never from what a reader aims by: the
    // seq, the time, the intent and the tier and world words.
    fitColumns(m_table, widths,
               {CertificateModel::SeqColumn, CertificateModel::TimeColumn, CertificateModel::IntentColumn,
                CertificateModel::TierColumn, CertificateModel::WorldColumn});
    header->setMinimumSectionSize(40);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { m_detail->showCert(current); });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CertificatesPage::updateExportActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &CertificatesPage::updateWitness);
}

void CertificatesPage::showKey(const QString& key)
{
    bool isSeq = false;
    const qint64 seq = key.toLongLong(&isSeq);
    if (isSeq)
        jumpToSeq(seq);
    else
        showIntent(key);
}

void CertificatesPage::refresh()
{
    m_model->reload();
}

bool CertificatesPage::hasData() const
{
    return m_model->hasLoaded();
}

QString CertificatesPage::problem() const
{
    return m_model->error();
}

void CertificatesPage::applySearch()
{
    m_message->hide();
    const QString text = m_search->text().trimmed();
    m_model->setFilter(text.isEmpty() ? CertFilter{} : CertFilter{CertFilter::Kind::Text, text});
    showScope();
}

void CertificatesPage::showIntent(const QString& intent)
{
    m_message->hide();
    m_search->clear();
    m_model->setFilter(CertFilter{CertFilter::Kind::Intent, intent});
    showScope();
}

void CertificatesPage::clearView()
{
    m_message->hide();
    m_search->clear();
    m_model->setFilter({});
    if (m_model->startKey()) m_model->showFromStart();
    showScope();
}

void CertificatesPage::jumpToSeq(qint64 seq)
{
    m_message->hide();
    if (m_model->filter().kind != CertFilter::Kind::None) {
        m_search->clear();
        m_model->setFilter({});
    }
    m_model->jumpTo(seq);
    showScope();
}

void CertificatesPage::followHash(const QByteArray& hash, const QString& what)
{
    m_hashLookupWhat = what;
    auto id = std::make_shared<quint64>(0);
    *id = m_store->read<std::optional<qint64>>(
        this, [hash](Connection& conn) { return findCertSeq(conn, hash); },
        [this, id](std::optional<qint64> seq) {
            if (*id != m_hashLookup) return; // another hash was followed since
            m_hashLookup = 0;
            if (seq)
                jumpToSeq(*seq);
            else
                showMessage(tr("No cert in the store has the %1's hash; the chain is broken here.")
                                .arg(m_hashLookupWhat));
        });
    m_hashLookup = *id;
}

void CertificatesPage::onSeqLocated(qint64 seq, int row)
{
    showScope();
    if (row < 0) {
        showMessage(tr("There is no cert with seq %1.").arg(seq));
        return;
    }
    const QModelIndex index = m_proxy->index(row, CertificateModel::SeqColumn);
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index, QAbstractItemView::PositionAtCenter);
    m_table->setFocus();
}

void CertificatesPage::onPageArrived()
{
    if (!m_table->currentIndex().isValid() && m_model->rowCount() > 0) {
        m_table->selectionModel()->setCurrentIndex(m_proxy->index(0, CertificateModel::SeqColumn),
                                                   QItemSelectionModel::ClearAndSelect |
                                                       QItemSelectionModel::Rows);
    }
    if (m_model->rowCount() == 0)
        showMessage(m_model->filter().kind == CertFilter::Kind::None ? tr("The store has no certs.")
                                                                     : tr("No cert matches."));
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

bool CertificatesPage::followsHead() const
{
    // At the very top with nothing selected, the reader watches the head:
    // new certs flow in. Anything else (a row selected, scrolled down) is
    // something being read, and stays where it is.
    return m_table->verticalScrollBar()->value() == 0 && !m_table->currentIndex().isValid() &&
           !m_table->selectionModel()->hasSelection();
}

void CertificatesPage::onHeldChanged(qint64 count)
{
    if (count > 0 && followsHead()) {
        m_model->showHeld(); // heldChanged(0) comes back and hides the bar
        return;
    }
    m_newRows->setCount(count);
}

void CertificatesPage::showNewRows()
{
    m_model->showHeld();
    m_table->scrollToTop(); // asked for: the new certs are at the top
}

void CertificatesPage::showScope()
{
    const CertFilter& filter = m_model->filter();
    QString scope;
    if (filter.kind == CertFilter::Kind::Intent)
        scope = tr("Certs of intent %1").arg(safeText(filter.text));
    else if (filter.kind == CertFilter::Kind::Text)
        scope = tr("Matching \u201C%1\u201D").arg(safeText(filter.text));
    else if (m_model->startKey())
        scope = m_model->order() == CertOrder::NewestFirst ? tr("From seq %1 down").arg(*m_model->startKey())
                                                           : tr("From seq %1 up").arg(*m_model->startKey());
    m_scope->setText(scope);
    m_scope->setVisible(!scope.isEmpty());
    m_showAll->setVisible(!scope.isEmpty());
}

void CertificatesPage::showMessage(const QString& message)
{
    m_message->setText(safeText(message, TextLines::Multi));
    m_message->show();
}

void CertificatesPage::showProblem(const QString& message)
{
    showMessage(message);
    Q_EMIT problemOccurred(message);
}

// ---- exports -------------------------------------------------------------------

QToolButton* CertificatesPage::buildExportButton(QWidget* parent)
{
    m_export = new QToolButton(parent);
    m_export->setObjectName(QStringLiteral("exportButton"));
    m_export->setText(tr("E&xport"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_export);
    m_authAction = menu->addAction(tr("&Authorization receipt (PDF/HTML)\u2026"));
    m_authAction->setObjectName(QStringLiteral("exportAuthorizationAction"));
    m_incidentAction = menu->addAction(tr("&Incident receipt (JSON)\u2026"));
    m_incidentAction->setObjectName(QStringLiteral("exportIncidentAction"));
    m_portableAction = menu->addAction(tr("&Portable receipt (seal-receipt/1)\u2026"));
    m_portableAction->setObjectName(QStringLiteral("exportPortableAction"));
    menu->addSeparator();
    m_selectionAction = menu->addAction(tr("&Selected certificates (JSONL)\u2026"));
    m_selectionAction->setObjectName(QStringLiteral("exportSelectionAction"));
    m_export->setMenu(menu);
    connect(m_authAction, &QAction::triggered, this, &CertificatesPage::askAuthorizationReceipt);
    connect(m_incidentAction, &QAction::triggered, this, &CertificatesPage::askIncidentReceipt);
    connect(m_portableAction, &QAction::triggered, this, &CertificatesPage::askPortableReceipt);
    connect(m_selectionAction, &QAction::triggered, this, &CertificatesPage::askSelection);
    connect(menu, &QMenu::aboutToShow, this, &CertificatesPage::updateExportActions);
    return m_export;
}

void CertificatesPage::updateWitness()
{
    const QString intent = selectedIntent();
    QString why = whyNotOperate(m_store->writeGate());
    if (why.isEmpty() && intent.isEmpty()) why = tr("select a cert: its intent is witnessed");
    if (why.isEmpty() && intent.startsWith(QLatin1String("approval:")))
        why = tr("an approval decision is no effect at the provider");
    offerWrite(m_witness, why, tr("Ask the provider whether the selected cert's intent happened, and record it"));
}

void CertificatesPage::updateExportActions()
{
    if (!m_authAction) return;
    const bool intent = !selectedIntent().isEmpty();
    const QString why = intent ? QString() : tr("Select a cert: its intent's receipt is exported");
    for (QAction* a : {m_authAction, m_incidentAction, m_portableAction}) {
        a->setEnabled(intent && !m_exporter->isBusy());
        a->setToolTip(why);
    }
    const auto seqs = selectedSeqs();
    m_selectionAction->setEnabled(seqs.has_value() && !m_exporter->isBusy());
    m_selectionAction->setText(
        seqs ? tr("&Selected certificates, seq %1 to %2 (JSONL)\u2026").arg(seqs->from).arg(seqs->to)
             : tr("&Selected certificates (JSONL)\u2026"));
}

QString CertificatesPage::selectedIntent() const
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid()) return {};
    return QString::fromUtf8(current.data(CertificateModel::IntentRole).toByteArray());
}

std::optional<CertificatesPage::SeqSelection> CertificatesPage::selectedSeqs() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows(CertificateModel::SeqColumn);
    if (rows.isEmpty()) return std::nullopt;
    SeqSelection s;
    s.from = s.to = rows.front().data(CertificateModel::SeqRole).toLongLong();
    for (const QModelIndex& row : rows) {
        const qint64 seq = row.data(CertificateModel::SeqRole).toLongLong();
        s.from = std::min(s.from, seq);
        s.to = std::max(s.to, seq);
    }
    s.selected = static_cast<int>(rows.size());
    // Seqs are unique: any missing one in min..max is a gap (unselected, filtered out, or absent).
    s.gaps = s.to - s.from + 1 != s.selected;
    return s;
}

void CertificatesPage::exportAuthorizationReceipt(const QString& path)
{
    m_exporter->authorizationReceipt(selectedIntent(), path);
    updateExportActions();
}

void CertificatesPage::exportIncidentReceipt(const QString& path)
{
    m_exporter->incidentReceipt(selectedIntent(), path);
    updateExportActions();
}

void CertificatesPage::exportPortableReceipt(const QString& path)
{
    m_exporter->portableReceipt(selectedIntent(), path);
    updateExportActions();
}

void CertificatesPage::exportSelection(const QString& path)
{
    if (const auto seqs = selectedSeqs()) m_exporter->chainRange(seqs->from, seqs->to, path);
    updateExportActions();
}

void CertificatesPage::askAuthorizationReceipt()
{
    chooseExportFile(this, tr("Export authorization receipt"),
                     receiptFileName(selectedIntent(), QStringLiteral("authorization"), QStringLiteral("pdf")),
                     tr("PDF document (*.pdf);;HTML page (*.html)"),
                     [this](const QString& path, const QString& filter, const QString& key) {
                         m_exporter->setSigningKey(key);
                         exportAuthorizationReceipt(
                             withChosenSuffix(path, filter, {QStringLiteral(".pdf"), QStringLiteral(".html")}));
                     });
}

void CertificatesPage::askIncidentReceipt()
{
    chooseExportFile(this, tr("Export incident receipt"),
                     receiptFileName(selectedIntent(), QStringLiteral("incident"), QStringLiteral("json")),
                     tr("JSON (*.json)"), [this](const QString& path, const QString&, const QString& key) {
                         m_exporter->setSigningKey(key);
                         exportIncidentReceipt(path);
                     });
}

void CertificatesPage::askPortableReceipt()
{
    // The kernel's seal-receipt/1: its certs carry the kernel's signatures, so no key is asked for.
    chooseExportFile(this, tr("Export portable receipt (seal-receipt/1)"),
                     receiptFileName(selectedIntent(), QStringLiteral("portable"), QStringLiteral("json")),
                     tr("JSON (*.json)"), [this](const QString& path, const QString&, const QString& key) {
                         m_exporter->setSigningKey(key);
                         exportPortableReceipt(path);
                     });
}

void CertificatesPage::askSelection()
{
    const auto seqs = selectedSeqs();
    if (!seqs) return;
    const auto chooseFile = [this, from = seqs->from, to = seqs->to] {
        chooseExportFile(this, tr("Export certificates"), QStringLiteral("certs-%1-%2.jsonl").arg(from).arg(to),
                         tr("JSON lines (*.jsonl)"), [this](const QString& path, const QString&, const QString& key) {
                             m_exporter->setSigningKey(key);
                             exportSelection(path);
                         });
    };
    if (!seqs->gaps) {
        chooseFile();
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Export a contiguous range"),
                                tr("The selection (%Ln cert(s)) has gaps. The export is the "
                                   "contiguous range seq %1 to %2: every cert "
                                   "of that range, selected or not. Export it?",
                                   nullptr, pluralCount(seqs->selected))
                                    .arg(seqs->from)
                                    .arg(seqs->to),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [chooseFile](int answer) {
        if (answer == QMessageBox::Yes) chooseFile();
    });
    box->open();
}

void CertificatesPage::onExportFinished(const QString& path, const QString& summary, const QString& error)
{
    updateExportActions();
    if (!error.isEmpty()) {
        showMessage(tr("Export failed: %1").arg(error));
        return;
    }
    Q_EMIT statusMessage(tr("Written %1: %2").arg(path, summary));
}

QString CertificatesPage::currentIntent() const
{
    return m_table->currentIndex().data(CertificateModel::IntentRole).toString();
}

void CertificatesPage::startWitness()
{
    const QString intent = selectedIntent();
    if (intent.isEmpty() || !m_witness->isEnabled()) return; // the button says why
    auto* dialog = new WitnessDialog(this, m_store, intent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &WitnessDialog::recorded, this, [this] { m_store->checkForChanges(); });
    dialog->open();
}

} // namespace seal
