#include "overview_page.hpp"

#include "activity_charts.hpp"
#include "chain_verification.hpp"
#include "count_link.hpp"
#include "clock.hpp"
#include "display_time.hpp"
#include "plain_label.hpp"
#include "safe_text.hpp"
#include "store_client.hpp"

#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

namespace seal {
namespace {

constexpr int kChainIconSize = 32;

const char* countName(OverviewPage::Count count)
{
    switch (count) {
    case OverviewPage::Count::PendingApprovals:
        return "PendingApprovals";
    case OverviewPage::Count::Holds:
        return "Holds";
    case OverviewPage::Count::Divergences:
        return "Divergences";
    case OverviewPage::Count::FrozenDomains:
        return "FrozenDomains";
    case OverviewPage::Count::SuspendedPaths:
        return "SuspendedPaths";
    case OverviewPage::Count::RevokedPaths:
        return "RevokedPaths";
    }
    return "";
}

} // namespace

OverviewPage::OverviewPage(StoreClient* store, QWidget* parent)
    : ConsolePage(parent), m_store(store), m_verification(ChainVerification::forStore(store))
{
    setObjectName(QStringLiteral("overviewPage"));
    m_message = plainLabel(QString(), this, QStringLiteral("overviewMessage"));
    m_message->setWordWrap(true);
    m_message->hide();

    m_certChart = new CertsPerDayChart(this);
    m_approvalChart = new ApprovalOutcomeChart(this);
    m_certSummary = plainLabel(QString(), this, QStringLiteral("overviewCertSummary"));
    m_approvalSummary = plainLabel(QString(), this, QStringLiteral("overviewApprovalSummary"));
    for (QLabel* label : {m_certSummary, m_approvalSummary})
        label->setWordWrap(true);

    auto* certColumn = new QVBoxLayout;
    certColumn->addWidget(m_certChart, 1);
    certColumn->addWidget(m_certSummary);
    auto* approvalColumn = new QVBoxLayout;
    approvalColumn->addWidget(m_approvalChart, 1);
    approvalColumn->addWidget(m_approvalSummary);
    auto* charts = new QHBoxLayout;
    charts->addLayout(certColumn, 1);
    charts->addLayout(approvalColumn, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildChainBox());
    layout->addWidget(m_message);
    layout->addWidget(buildCounts());
    layout->addLayout(charts, 1);

    connect(m_verification, &ChainVerification::stateChanged, this, &OverviewPage::showChain);
    connect(m_verification, &ChainVerification::progressChanged, this, &OverviewPage::showChain);
    connect(m_verification, &ChainVerification::finished, this, &OverviewPage::showChain);
    connect(m_verification, &ChainVerification::anchorStateChanged, this, &OverviewPage::showChain);
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this, &OverviewPage::showChain);
    connect(m_store, &StoreClient::storeChanged, this, &OverviewPage::refresh);
    connect(m_store, &StoreClient::requestFailed, this, &OverviewPage::onFailed);
    showChain();
    showCounts();
    refresh();
}

QWidget* OverviewPage::buildChainBox()
{
    auto* box = new QGroupBox(tr("Certificate chain"), this);
    m_chainIcon = new QLabel(box);
    m_chainIcon->setObjectName(QStringLiteral("overviewChainIcon"));
    m_chainIcon->setFixedSize(kChainIconSize, kChainIconSize);
    m_chainHeadline = plainLabel(QString(), box, QStringLiteral("overviewChainHeadline"));
    QFont bold = m_chainHeadline->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.25);
    m_chainHeadline->setFont(bold);
    m_chainDetail = plainLabel(QString(), box, QStringLiteral("overviewChainDetail"));
    m_chainDetail->setWordWrap(true);
    m_chainDetail->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_chainProgress = new QProgressBar(box);
    m_chainProgress->setObjectName(QStringLiteral("overviewChainProgress"));
    m_chainProgress->setFormat(tr("%v of %m certs"));
    m_verify = new QPushButton(QIcon(QStringLiteral(":/icons/intact.svg")), tr("&Verify now"), box);
    m_verify->setObjectName(QStringLiteral("overviewVerifyButton"));
    m_verify->setToolTip(tr("Walk the whole chain and name every break by seq"));
    m_showBreak = new QPushButton(tr("Show first &break"), box);
    m_showBreak->setObjectName(QStringLiteral("overviewShowBreak"));
    m_showBreak->setToolTip(tr("Open the certificates page at the first break"));

    auto* text = new QVBoxLayout;
    text->addWidget(m_chainHeadline);
    text->addWidget(m_chainDetail);
    text->addWidget(m_chainProgress);
    auto* layout = new QHBoxLayout(box);
    layout->addWidget(m_chainIcon, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
    layout->addWidget(m_showBreak, 0, Qt::AlignTop);
    layout->addWidget(m_verify, 0, Qt::AlignTop);

    connect(m_verify, &QPushButton::clicked, m_verification, &ChainVerification::start);
    connect(m_showBreak, &QPushButton::clicked, this, [this] {
        const auto& outcome = m_verification->outcome();
        if (outcome && !outcome->breaks.isEmpty())
            Q_EMIT navigationRequested(QStringLiteral("certificates"),
                                       QString::number(outcome->breaks.front().seq));
    });
    return box;
}

QWidget* OverviewPage::buildCounts()
{
    auto* box = new QGroupBox(tr("Needs attention"), this);
    addCountLink(Count::PendingApprovals, QStringLiteral("approvals"), box);
    addCountLink(Count::Holds, QStringLiteral("holds"), box);
    addCountLink(Count::Divergences, QStringLiteral("divergences"), box);
    addCountLink(Count::FrozenDomains, QStringLiteral("divergences"), box);
    addCountLink(Count::SuspendedPaths, QStringLiteral("autonomy"), box);
    addCountLink(Count::RevokedPaths, QStringLiteral("autonomy"), box);
    auto* grid = new QGridLayout(box);
    for (size_t i = 0; i < m_links.size(); ++i)
        grid->addWidget(m_links[i], 0, static_cast<int>(i));
    return box;
}

void OverviewPage::addCountLink(Count count, const QString& page, QWidget* parent)
{
    auto* link = new CountLink(parent);
    link->setObjectName(QStringLiteral("overview%1").arg(QLatin1String(countName(count))));
    link->setProperty("page", page);
    link->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    connect(link, &CountLink::clicked, this, [this, page] { Q_EMIT navigationRequested(page, {}); });
    m_links[static_cast<size_t>(count)] = link;
}

void OverviewPage::refresh()
{
    if (m_request != 0) {
        m_again = true; // read again once this one is in
        return;
    }
    m_request = m_store->read<OverviewData>(
        this, [](Connection& conn) { return readOverview(conn, nowEpoch()); },
        [this](OverviewData data) { onRead(data); });
}

void OverviewPage::onRead(const OverviewData& data)
{
    m_request = 0;
    const bool first = !m_data;
    m_data = data;
    m_problem.clear();
    m_message->hide();
    showCounts();
    m_certChart->setData(data);
    m_approvalChart->setData(data);
    showSummaries();
    showChain(); // "appended since" depends on the head just read
    if (first) Q_EMIT dataShown();
    if (std::exchange(m_again, false)) refresh();
}

void OverviewPage::onFailed(quint64 id, const QString& message)
{
    if (id != m_request) return;
    m_request = 0;
    m_problem = message;
    m_message->setText(tr("Cannot read the overview: %1").arg(safeText(message, TextLines::Multi)));
    m_message->show();
    Q_EMIT problemOccurred(message);
    if (std::exchange(m_again, false)) refresh();
}

void OverviewPage::showChain()
{
    using State = ChainVerification::State;
    const State state = m_verification->state();
    const bool running = m_verification->isRunning();
    QIcon icon;
    QString headline;
    switch (state) {
    case State::NotVerified:
        icon = style()->standardIcon(QStyle::SP_MessageBoxQuestion);
        headline = tr("Not verified yet");
        break;
    case State::Running:
        icon = style()->standardIcon(QStyle::SP_BrowserReload);
        headline =
            m_verification->isCancelling() ? tr("Cancelling verification\u2026") : tr("Verifying\u2026");
        break;
    case State::Intact:
        icon = QIcon(QStringLiteral(":/icons/intact.svg"));
        headline = tr("Intact");
        break;
    case State::Broken:
        icon = QIcon(QStringLiteral(":/icons/broken.svg"));
        headline = tr("BROKEN at seq %1").arg(m_verification->outcome()->breaks.front().seq);
        break;
    case State::Cancelled:
        icon = QIcon(QStringLiteral(":/icons/unreadable.svg"));
        headline = tr("Verification cancelled: no verdict");
        break;
    case State::Failed:
        icon = QIcon(QStringLiteral(":/icons/unreadable.svg"));
        headline = tr("Verification failed");
        break;
    }
    // A head recorded outside the store that the chain no longer matches
    // (cut off or rewritten) outweighs an intact walk of what is left.
    const auto anchors = m_verification->anchorState();
    const bool anchorProblem = anchors == ChainVerification::AnchorState::Problem;
    if (anchorProblem && state != State::Broken) {
        icon = QIcon(QStringLiteral(":/icons/broken.svg"));
        headline = tr("ANCHOR PROBLEM: chain cut off or rewritten");
    }
    m_chainIcon->setPixmap(icon.pixmap(kChainIconSize, kChainIconSize));
    m_chainIcon->setAccessibleName(headline);
    m_chainHeadline->setText(headline);

    QString detail = m_verification->summary();
    if (state == State::NotVerified && m_data)
        detail = tr("Head seq %1 of %2 certs. Nothing has walked the chain in this session yet.")
                     .arg(m_data->headSeq ? countText(*m_data->headSeq) : tr("none"), countText(m_data->certCount));
    const auto& outcome = m_verification->outcome();
    if (!running && outcome && !outcome->cancelled && m_data && m_data->headSeq &&
        m_data->headSeq > outcome->headSeq.value_or(0))
        detail += QLatin1Char(' ') +
                  tr("Certs appended since: %1 (head seq now %2).")
                      .arg(countText(*m_data->headSeq - outcome->headSeq.value_or(0)), countText(*m_data->headSeq));
    if (anchorProblem || anchors == ChainVerification::AnchorState::Failed)
        detail += QLatin1Char('\n') + m_verification->anchorSummary();
    if (!running && !m_verification->signatureSummary().isEmpty())
        detail += QLatin1Char('\n') + m_verification->signatureSummary();
    m_chainDetail->setText(safeText(detail, TextLines::Multi));

    m_chainProgress->setVisible(running);
    m_chainProgress->setMaximum(static_cast<int>(std::max<qint64>(m_verification->total(), 0)));
    m_chainProgress->setValue(static_cast<int>(std::min(m_verification->done(), m_verification->total())));
    m_verify->setEnabled(!running);
    m_showBreak->setVisible(state == State::Broken && !running);
}

void OverviewPage::showCounts()
{
    const auto show = [this](Count count, qint64 value, const QString& caption) {
        CountLink* link = countLink(count);
        link->setCount(m_data ? countText(value) : QStringLiteral("\u2014"), caption,
                       QIcon(value > 0 ? QStringLiteral(":/icons/unreadable.svg")
                                       : QStringLiteral(":/icons/intact.svg")));
        link->setToolTip(tr("Open the %1 page").arg(link->property("page").toString()));
    };
    const OverviewData data = m_data.value_or(OverviewData{});
    show(Count::PendingApprovals, data.pendingApprovals,
         data.pendingPastExpiry > 0
             ? tr("pending approvals\n%1 past expiry").arg(countText(data.pendingPastExpiry))
             : tr("pending approvals"));
    show(Count::Holds, data.holds,
         data.inFlight > 0 ? tr("holds\n%1 more in flight").arg(countText(data.inFlight)) : tr("holds"));
    show(Count::Divergences, data.divergences(),
         tr("divergences\n%1, %2")
             .arg(data.divergedIntents == 1 ? tr("1 diverged intent")
                                            : tr("%1 diverged intents").arg(countText(data.divergedIntents)),
                  tr("%1 out of band").arg(countText(data.outOfBandSpend))));
    show(Count::FrozenDomains, data.frozenDomains, tr("frozen domains"));
    show(Count::SuspendedPaths, data.suspendedPaths,
         tr("suspended paths\nof %1 known").arg(countText(data.knownPaths)));
    show(Count::RevokedPaths, data.revokedPaths, tr("revoked paths"));
}

QChart* OverviewPage::certChart() const
{
    return m_certChart->chart();
}

QChart* OverviewPage::approvalChart() const
{
    return m_approvalChart->chart();
}

void OverviewPage::showSummaries()
{
    const OverviewData& data = *m_data;
    if (data.days.isEmpty())
        m_certSummary->setText(tr("No certificates yet."));
    else if (data.days.size() == 1)
        m_certSummary->setText(
            tr("%1 certs on %2 (UTC), the only day with certs; %3 in the whole chain.")
                .arg(countText(data.certsInWindow), dayText(data.days.front()), countText(data.certCount)));
    else
        m_certSummary->setText(
            tr("%1 certs on the last %2 days with certs (%3 to %4, UTC); %5 in the whole chain.")
                .arg(countText(data.certsInWindow), countText(data.days.size()), dayText(data.days.front()),
                     dayText(data.days.back()), countText(data.certCount)));
    m_approvalSummary->setText(data.approvals.isEmpty()
                                   ? tr("No approval requests yet.")
                                   : tr("%1 approval requests, %2 in all.")
                                         .arg(countText(data.approvalCount), amountText(data.approvalAmount)));
}

} // namespace seal
