#include "views/pages/overview_page.hpp"

#include "core/base/clock.hpp"
#include "models/autonomy_model.hpp"
#include "models/chain_verification.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/activity_charts.hpp"
#include "views/widgets/count_link.hpp"
#include "views/widgets/plain_label.hpp"

#include <QBoxLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QResizeEvent>
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
    case OverviewPage::Count::OpenBreaches:
        return "OpenBreaches";
    }
    return "";
}

// The fire and the work groups side by side where both fit whole, else the
// work under the fire (a German 1024-px window): a box layout, so that the
// wrapped captions get the height they need either way.
class CountGroups : public QWidget
{
public:
    CountGroups(QWidget* fire, QWidget* work, QWidget* parent) : QWidget(parent), m_fire(fire), m_work(work)
    {
        setObjectName(QStringLiteral("overviewCounts"));
        m_layout = new QBoxLayout(QBoxLayout::LeftToRight, this);
        m_layout->setContentsMargins(0, 0, 0, 0);
        m_layout->addWidget(fire, 4);
        m_layout->addWidget(work, 3);
    }
    QSize minimumSizeHint() const override
    {
        return {std::max(m_fire->minimumSizeHint().width(), m_work->minimumSizeHint().width()),
                QWidget::minimumSizeHint().height()};
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        const int sideBySide =
            m_fire->sizeHint().width() + m_work->sizeHint().width() + m_layout->spacing();
        const auto wanted = event->size().width() >= sideBySide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
        if (wanted != m_layout->direction()) m_layout->setDirection(wanted);
        QWidget::resizeEvent(event);
    }

private:
    QWidget* m_fire;
    QWidget* m_work;
    QBoxLayout* m_layout;
};

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
    m_reads = new ReadCycle(m_store, this);
    connect(m_reads, &ReadCycle::failed, this, &OverviewPage::onFailed);
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
    // Fire first, then work (issue 27 item 4): what is wrong is never drawn
    // like a queue that is merely long.
    auto* fire = new QGroupBox(tr("Something is wrong: act now"), this);
    fire->setObjectName(QStringLiteral("overviewFire"));
    addCountLink(Count::Divergences, QStringLiteral("divergences"), fire);
    addCountLink(Count::FrozenDomains, QStringLiteral("divergences"), fire);
    addCountLink(Count::SuspendedPaths, QStringLiteral("autonomy"), fire);
    addCountLink(Count::OpenBreaches, QStringLiteral("obligations"), fire);
    auto* work = new QGroupBox(tr("Work waiting"), this);
    work->setObjectName(QStringLiteral("overviewWork"));
    addCountLink(Count::PendingApprovals, QStringLiteral("approvals"), work);
    addCountLink(Count::Holds, QStringLiteral("holds"), work);
    addCountLink(Count::RevokedPaths, QStringLiteral("autonomy"), work);
    for (QGroupBox* box : {fire, work}) {
        auto* row = new QHBoxLayout(box);
        for (CountLink* link : box->findChildren<CountLink*>(QString(), Qt::FindDirectChildrenOnly))
            row->addWidget(link);
    }
    return new CountGroups(fire, work, this);
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
    m_reads->read<OverviewData>(
        [](Connection& conn) { return readOverview(conn, nowEpoch()); },
        [this](OverviewData data) { onRead(data); });
}

void OverviewPage::onRead(const OverviewData& data)
{
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
}

void OverviewPage::onFailed(const QString& message)
{
    m_problem = message;
    m_message->setText(tr("Cannot read the overview: %1").arg(safeText(message, TextLines::Multi)));
    m_message->show();
    Q_EMIT problemOccurred(message);
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
        detail = tr("Head seq %1 of %Ln cert(s). Nothing has walked the chain in this session yet.", nullptr,
                    pluralCount(m_data->certCount))
                     .arg(m_data->headSeq ? countText(*m_data->headSeq) : tr("none"));
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
    // A fire that burns gets the broken mark; work waiting gets its page's own icon; nothing is calm.
    const auto show = [this](Count count, qint64 value, const QString& caption, CountLink::Severity severity,
                             const QString& icon = QStringLiteral(":/icons/broken.svg"),
                             const QString& meaning = QString()) {
        CountLink* link = countLink(count);
        const bool some = m_data && value > 0;
        link->setCount(m_data ? countText(value) : QStringLiteral("\u2014"), caption,
                       QIcon(some ? icon : QStringLiteral(":/icons/intact.svg")));
        link->setSeverity(some ? severity : CountLink::Severity::Calm);
        const QString open = tr("Open the %1 page").arg(link->property("page").toString());
        link->setToolTip(meaning.isEmpty() ? open : meaning + QLatin1Char('\n') + open);
    };
    using Severity = CountLink::Severity;
    const OverviewData data = m_data.value_or(OverviewData{});
    show(Count::Divergences, data.divergences(),
         tr("divergence(s)\n%1, %2", nullptr, pluralCount(data.divergences()))
             .arg(tr("%Ln diverged intent(s)", nullptr, pluralCount(data.divergedIntents)),
                  tr("%1 out of band").arg(countText(data.outOfBandSpend))),
         Severity::Fire, QStringLiteral(":/icons/broken.svg"),
         tr("The provider's ledger contradicts the chain, or money moved that no intent accounts for."));
    show(Count::FrozenDomains, data.frozenDomains,
         tr("frozen domain(s)", nullptr, pluralCount(data.frozenDomains)), Severity::Fire,
         QStringLiteral(":/icons/broken.svg"),
         tr("Out-of-band spend froze these domains: nothing in them runs until an operator unfreezes them."));
    show(Count::SuspendedPaths, data.suspendedPaths,
         tr("suspended path(s)\nof %1 known", nullptr, pluralCount(data.suspendedPaths))
             .arg(countText(data.knownPaths)),
         Severity::Fire, QStringLiteral(":/icons/broken.svg"), AutonomyModel::suspensionMeaning());
    show(Count::OpenBreaches, data.openBreaches,
         tr("open breach(es)\nof obligations", nullptr, pluralCount(data.openBreaches)), Severity::Fire,
         QStringLiteral(":/icons/broken.svg"),
         tr("A duty the agents owed was not met in time, and nobody has resolved it yet."));
    show(Count::PendingApprovals, data.pendingApprovals,
         data.pendingPastExpiry > 0
             ? tr("pending approval(s)\n%1 past expiry", nullptr, pluralCount(data.pendingApprovals))
                   .arg(countText(data.pendingPastExpiry))
             : tr("pending approval(s)", nullptr, pluralCount(data.pendingApprovals)),
         Severity::Work, QStringLiteral(":/icons/approvals.svg"));
    show(
        Count::Holds, data.holds,
        data.inFlight > 0
            ? tr("hold(s)\n%1 more in flight", nullptr, pluralCount(data.holds)).arg(countText(data.inFlight))
            : tr("hold(s)", nullptr, pluralCount(data.holds)),
        Severity::Work, QStringLiteral(":/icons/holds.svg"),
        tr("Effects whose outcome is unknown: settle each once the provider's record is known."));
    show(Count::RevokedPaths, data.revokedPaths,
         tr("revoked path(s)", nullptr, pluralCount(data.revokedPaths)), Severity::Work,
         QStringLiteral(":/icons/autonomy.svg"),
         tr("Paths an operator revoked: they do not run until lifted."));
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
        m_certSummary->setText(tr("%Ln cert(s) on %1 (UTC), the only day with certs; %2 in the whole chain.",
                                  nullptr, pluralCount(data.certsInWindow))
                                   .arg(dayText(data.days.front()), countText(data.certCount)));
    else
        m_certSummary->setText(
            tr("%1 certs on the last %2 days with certs (%3 to %4, UTC); %5 in the whole chain.")
                .arg(countText(data.certsInWindow), countText(data.days.size()), dayText(data.days.front()),
                     dayText(data.days.back()), countText(data.certCount)));
    m_approvalSummary->setText(data.approvals.isEmpty() ? tr("No approval requests yet.")
                                                        : tr("%Ln approval request(s), %1 in all.", nullptr,
                                                             pluralCount(data.approvalCount))
                                                              .arg(amountText(data.approvalAmount)));
}

} // namespace seal
