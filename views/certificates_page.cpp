#include "certificates_page.hpp"

#include "cert_detail_pane.hpp"
#include "certificate_model.hpp"
#include "chain_verification.hpp"
#include "chain_verify_panel.hpp"
#include "plain_label.hpp"
#include "row_state_proxy.hpp"
#include "safe_text.hpp"
#include "store_client.hpp"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace seal {

CertificatesPage::CertificatesPage(StoreClient* store, QWidget* parent) : ConsolePage(parent), m_store(store)
{
    setObjectName(QStringLiteral("certificatesPage"));
    m_model = new CertificateModel(m_store, this);
    m_verification = ChainVerification::forStore(m_store);
    m_proxy = new RowStateProxy(CertificateModel::RowStateRole, CertificateModel::StatusColumn, this);
    m_proxy->setMonospaceColumns({CertificateModel::IntentColumn, CertificateModel::HashColumn});
    m_proxy->setSourceModel(m_model);

    QWidget* toolbar = buildToolbar();
    m_message = plainLabel(QString(), this, QStringLiteral("certMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    m_verifyPanel = new ChainVerifyPanel(m_verification, this);
    buildTable();
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
    layout->addWidget(split, 1);

    connect(m_model, &CertificateModel::seqLocated, this, &CertificatesPage::onSeqLocated);
    connect(m_model, &CertificateModel::pageArrived, this, &CertificatesPage::onPageArrived);
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
    connect(m_store, &StoreClient::certFound, this, [this](quint64 id, qint64 seq) {
        if (id != m_hashLookup) return;
        m_hashLookup = 0;
        if (seq >= 0)
            jumpToSeq(seq);
        else
            showMessage(tr("No cert in the store has the %1's hash; the chain is broken here.")
                            .arg(m_hashLookupWhat));
    });
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id, const QString& message) {
        if (id == m_hashLookup) showMessage(message);
    });
    showScope();
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
    return bar;
}

void CertificatesPage::buildTable()
{
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("certTable"));
    m_table->setAccessibleName(tr("Certificate chain"));
    m_table->setModel(m_proxy);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSortingEnabled(false); // the server orders; sorting loaded rows would mislead
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    // Fixed row height and section sizes: nothing is measured per row, so a
    // chain of any length scrolls in constant time.
    const QFontMetrics fm = fontMetrics();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fm.height() + 8);
    QHeaderView* header = m_table->horizontalHeader();
    const auto chars = [&fm](int n) { return fm.horizontalAdvance(QLatin1Char('M')) * n / 2 + 24; };
    // Wide enough for the longest state in words, with its icon.
    int status = fm.horizontalAdvance(certStatusText(RowState::Unreadable));
    for (const char* kind : {"link_broken", "content_altered", "hash_mismatch", "unreadable"})
        status =
            std::max(status, fm.horizontalAdvance(certStatusText(RowState::Broken, QLatin1String(kind))));
    header->resizeSection(CertificateModel::StatusColumn, status + fm.height() + 24);
    header->resizeSection(CertificateModel::SeqColumn, chars(8));
    header->resizeSection(CertificateModel::TimeColumn, chars(30));
    header->resizeSection(CertificateModel::TierColumn, chars(20));
    header->resizeSection(CertificateModel::WorldColumn, chars(16));
    header->resizeSection(CertificateModel::KindColumn, chars(28));
    header->resizeSection(CertificateModel::HashColumn, chars(18));
    header->setSectionResizeMode(CertificateModel::IntentColumn, QHeaderView::Stretch);
    header->setMinimumSectionSize(40);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { m_detail->showCert(current); });
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
    m_hashLookup = m_store->findCertByHash(hash);
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

} // namespace seal
