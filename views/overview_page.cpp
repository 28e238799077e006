#include "overview_page.hpp"

#include "chain_verification.hpp"
#include "clock.hpp"
#include "display_time.hpp"
#include "plain_label.hpp"
#include "safe_text.hpp"
#include "store_client.hpp"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QDate>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedBarSeries>
#include <QStyle>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>
#include <utility>

namespace seal {
namespace {

constexpr int kChainIconSize = 32;

QString number(qint64 value)
{
    return QLocale().toString(value);
}

QString money(double value)
{
    return QLocale().toString(value, 'f', value == static_cast<double>(static_cast<qint64>(value)) ? 0 : 2);
}

QString dayText(qint64 day)
{
    return QDate(1970, 1, 1).addDays(day).toString(Qt::ISODate);
}

// Chart labels are drawn as rich text: a store string is escaped as well as made visible.
QString chartText(const QString& text)
{
    return text.toHtmlEscaped();
}

QString tierText(const QString& tier)
{
    if (tier == kOtherTier) return OverviewPage::tr("other tiers");
    if (tier.isEmpty()) return OverviewPage::tr("(no tier)");
    return chartText(safeText(tier));
}

QString outcomeText(const QString& outcome)
{
    if (outcome == QLatin1String("pending")) return OverviewPage::tr("Pending");
    if (outcome == QLatin1String("pending_expired")) return OverviewPage::tr("Past expiry");
    if (outcome == QLatin1String("approved")) return OverviewPage::tr("Approved");
    if (outcome == QLatin1String("consumed")) return OverviewPage::tr("Approved, used");
    if (outcome == QLatin1String("rejected")) return OverviewPage::tr("Rejected");
    if (outcome == QLatin1String("expired")) return OverviewPage::tr("Expired");
    return OverviewPage::tr("State \u201C%1\u201D").arg(chartText(safeText(outcome)));
}

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

// Removes a chart's series and axes (the chart owns and deletes them).
void clearChart(QChart* chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

QValueAxis* countAxis(const QString& title, double maximum)
{
    auto* axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setRange(0, std::max(1.0, maximum));
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%.0f"));
    return axis;
}

// Days under the bars (bar i at x = i). Thirty bars leave too little room
// for thirty dates, so every k-th bar is labelled by month and day (the
// axis title has the years, a hover names each bar).
QCategoryAxis* dayAxis(const QList<qint64>& days)
{
    constexpr qsizetype kMaxLabels = 5;
    auto* axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setGridLineVisible(false);
    axis->setStartValue(-0.5);
    const qsizetype n = days.size();
    const qsizetype step = std::max<qsizetype>(1, (n + kMaxLabels - 1) / kMaxLabels);
    // The newest day is always labelled; the others count back from it.
    for (qsizetype i = (n - 1) % step; i < n; i += step)
        axis->append(n == 1 ? dayText(days[i])
                            : QDate(1970, 1, 1).addDays(days[i]).toString(QStringLiteral("MM-dd")),
                     static_cast<qreal>(i));
    axis->append(QStringLiteral(" "), static_cast<qreal>(n) - 0.5); // the range's end, unlabelled
    axis->setRange(-0.5, std::max<qreal>(0.5, static_cast<qreal>(n) - 0.5));
    return axis;
}

} // namespace

CountLink::CountLink(QWidget* parent) : QPushButton(parent)
{
    setFlat(true);
    setCursor(Qt::PointingHandCursor);
    m_icon = new QLabel(this);
    m_number = plainLabel(QString(), this);
    QFont big = m_number->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.6);
    m_number->setFont(big);
    m_caption = plainLabel(QString(), this);
    m_caption->setWordWrap(true);
    for (QLabel* label : {m_icon, m_number, m_caption})
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
    auto* text = new QVBoxLayout;
    text->setSpacing(0);
    text->addWidget(m_number);
    text->addWidget(m_caption);
    text->addStretch(1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
}

void CountLink::setCount(const QString& number, const QString& caption, const QIcon& icon)
{
    m_icon->setPixmap(icon.pixmap(20, 20));
    m_number->setText(number);
    m_caption->setText(caption);
    setAccessibleName(QStringLiteral("%1 %2").arg(number, caption));
    updateGeometry();
}

QString CountLink::number() const
{
    return m_number->text();
}

QString CountLink::caption() const
{
    return m_caption->text();
}

QSize CountLink::sizeHint() const
{
    return layout()->sizeHint();
}

QSize CountLink::minimumSizeHint() const
{
    return layout()->minimumSize();
}

OverviewPage::OverviewPage(StoreClient* store, QWidget* parent)
    : ConsolePage(parent), m_store(store), m_verification(ChainVerification::forStore(store))
{
    setObjectName(QStringLiteral("overviewPage"));
    m_message = plainLabel(QString(), this, QStringLiteral("overviewMessage"));
    m_message->setWordWrap(true);
    m_message->hide();

    m_certChart = new QChart;
    m_certChart->setTitle(tr("Certificates per day by tier"));
    m_certChart->legend()->setAlignment(Qt::AlignRight); // tier names are long; a column keeps them whole
    m_approvalChart = new QChart;
    m_approvalChart->setTitle(tr("Approvals by outcome, in money"));
    m_certSummary = plainLabel(QString(), this, QStringLiteral("overviewCertSummary"));
    m_approvalSummary = plainLabel(QString(), this, QStringLiteral("overviewApprovalSummary"));
    for (QLabel* label : {m_certSummary, m_approvalSummary})
        label->setWordWrap(true);

    auto* certColumn = new QVBoxLayout;
    certColumn->addWidget(buildChartView(m_certChart, tr("Certificates per day by tier")), 1);
    certColumn->addWidget(m_certSummary);
    auto* approvalColumn = new QVBoxLayout;
    approvalColumn->addWidget(buildChartView(m_approvalChart, tr("Approvals by outcome, in money")), 1);
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
    applyPalette();
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

QChartView* OverviewPage::buildChartView(QChart* chart, const QString& accessible)
{
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto* view = new QChartView(chart, this);
    view->setAccessibleName(accessible);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(240);
    return view;
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
    showCertChart();
    showApprovalChart();
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
                     .arg(m_data->headSeq ? number(*m_data->headSeq) : tr("none"), number(m_data->certCount));
    const auto& outcome = m_verification->outcome();
    if (!running && outcome && !outcome->cancelled && m_data && m_data->headSeq &&
        m_data->headSeq > outcome->headSeq.value_or(0))
        detail += QLatin1Char(' ') +
                  tr("Certs appended since: %1 (head seq now %2).")
                      .arg(number(*m_data->headSeq - outcome->headSeq.value_or(0)), number(*m_data->headSeq));
    if (anchorProblem || anchors == ChainVerification::AnchorState::Failed)
        detail += QLatin1Char('\n') + m_verification->anchorSummary();
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
        link->setCount(m_data ? number(value) : QStringLiteral("\u2014"), caption,
                       QIcon(value > 0 ? QStringLiteral(":/icons/unreadable.svg")
                                       : QStringLiteral(":/icons/intact.svg")));
        link->setToolTip(tr("Open the %1 page").arg(link->property("page").toString()));
    };
    const OverviewData data = m_data.value_or(OverviewData{});
    show(Count::PendingApprovals, data.pendingApprovals,
         data.pendingPastExpiry > 0
             ? tr("pending approvals\n%1 past expiry").arg(number(data.pendingPastExpiry))
             : tr("pending approvals"));
    show(Count::Holds, data.holds,
         data.inFlight > 0 ? tr("holds\n%1 more in flight").arg(number(data.inFlight)) : tr("holds"));
    show(Count::Divergences, data.divergences(),
         tr("divergences\n%1, %2")
             .arg(data.divergedIntents == 1 ? tr("1 diverged intent")
                                            : tr("%1 diverged intents").arg(number(data.divergedIntents)),
                  tr("%1 out of band").arg(number(data.outOfBandSpend))));
    show(Count::FrozenDomains, data.frozenDomains, tr("frozen domains"));
    show(Count::SuspendedPaths, data.suspendedPaths,
         tr("suspended paths\nof %1 known").arg(number(data.knownPaths)));
    show(Count::RevokedPaths, data.revokedPaths, tr("revoked paths"));
}

void OverviewPage::showCertChart()
{
    clearChart(m_certChart);
    const OverviewData& data = *m_data;
    auto* series = new QStackedBarSeries;
    QList<qint64> dayTotals(data.days.size(), 0);
    for (qsizetype t = 0; t < data.tiers.size(); ++t) {
        auto* set = new QBarSet(tierText(data.tiers[t]));
        qint64 tierTotal = 0;
        for (qsizetype d = 0; d < data.days.size(); ++d) {
            *set << static_cast<qreal>(data.certsByTier[t][d]);
            dayTotals[d] += data.certsByTier[t][d];
            tierTotal += data.certsByTier[t][d];
        }
        set->setProperty("tier", set->label());
        set->setLabel(tr("%1 (%2)").arg(set->label(), number(tierTotal))); // the legend says the numbers
        connect(set, &QBarSet::hovered, this, [this, set](bool on, int index) {
            if (!on || !m_data || index < 0 || index >= m_data->days.size()) return QToolTip::hideText();
            QToolTip::showText(QCursor::pos(),
                               tr("%1, %2: %3 certs")
                                   .arg(dayText(m_data->days[index]), set->property("tier").toString(),
                                        number(static_cast<qint64>(set->at(index)))));
        });
        series->append(set);
    }
    series->setBarWidth(data.days.size() < 4 ? 0.3 : 0.8);
    m_certChart->addSeries(series);

    QCategoryAxis* days = dayAxis(data.days);
    days->setTitleText(
        data.days.size() > 1
            ? tr("Day (UTC), %1 to %2").arg(dayText(data.days.front()), dayText(data.days.back()))
            : tr("Day (UTC)"));
    const qint64 peak = dayTotals.isEmpty() ? 0 : *std::max_element(dayTotals.begin(), dayTotals.end());
    auto* counts = countAxis(tr("Certificates"), static_cast<double>(peak));
    m_certChart->addAxis(days, Qt::AlignBottom);
    m_certChart->addAxis(counts, Qt::AlignLeft);
    series->attachAxis(days);
    series->attachAxis(counts);
    m_certChart->legend()->setVisible(!data.tiers.isEmpty());

    if (data.days.isEmpty())
        m_certSummary->setText(tr("No certificates yet."));
    else if (data.days.size() == 1)
        m_certSummary->setText(
            tr("%1 certs on %2 (UTC), the only day with certs; %3 in the whole chain.")
                .arg(number(data.certsInWindow), dayText(data.days.front()), number(data.certCount)));
    else
        m_certSummary->setText(
            tr("%1 certs on the last %2 days with certs (%3 to %4, UTC); %5 in the whole chain.")
                .arg(number(data.certsInWindow), number(data.days.size()), dayText(data.days.front()),
                     dayText(data.days.back()), number(data.certCount)));
    applyPalette();
}

void OverviewPage::showApprovalChart()
{
    clearChart(m_approvalChart);
    const OverviewData& data = *m_data;
    auto* set = new QBarSet(tr("Amount"));
    QStringList labels;
    double peak = 0;
    // A horizontal chart draws its first category at the bottom: pending goes on top.
    for (auto it = data.approvals.crbegin(); it != data.approvals.crend(); ++it) {
        *set << it->amount;
        labels << tr("%1 (%2): %3").arg(outcomeText(it->outcome), number(it->count), money(it->amount));
        peak = std::max(peak, it->amount);
    }
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    series->setBarWidth(0.6); // the amounts are in the category labels: a thin bar still has its number
    m_approvalChart->addSeries(series);
    auto* outcomes = new QBarCategoryAxis;
    outcomes->append(labels);
    auto* amounts = countAxis(tr("Amount"), peak);
    amounts->setTickCount(4);
    amounts->applyNiceNumbers();
    m_approvalChart->addAxis(outcomes, Qt::AlignLeft);
    m_approvalChart->addAxis(amounts, Qt::AlignBottom);
    series->attachAxis(outcomes);
    series->attachAxis(amounts);
    m_approvalChart->legend()->setVisible(false);

    m_approvalSummary->setText(data.approvals.isEmpty()
                                   ? tr("No approval requests yet.")
                                   : tr("%1 approval requests, %2 in all.")
                                         .arg(number(data.approvalCount), money(data.approvalAmount)));
    applyPalette();
}

// Charts draw themselves: they follow the widget palette (light or dark)
// through a matching theme, then take the palette's own colours.
void OverviewPage::applyPalette()
{
    const QPalette pal = palette();
    const bool dark = pal.color(QPalette::Window).lightness() < 128;
    for (QChart* chart : {m_certChart, m_approvalChart}) {
        chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->setBackgroundBrush(pal.brush(QPalette::Base));
        chart->setBackgroundPen(Qt::NoPen);
        chart->setTitleBrush(pal.brush(QPalette::Text));
        QFont title = font();
        title.setBold(true);
        chart->setTitleFont(title);
        chart->legend()->setLabelColor(pal.color(QPalette::Text));
        chart->legend()->setFont(font());
        for (QAbstractAxis* axis : chart->axes()) {
            axis->setLabelsBrush(pal.brush(QPalette::Text));
            axis->setLabelsFont(font());
            axis->setTitleBrush(pal.brush(QPalette::Text));
            axis->setTitleFont(font());
            axis->setLinePenColor(pal.color(QPalette::Mid));
            axis->setGridLineColor(pal.color(QPalette::Midlight));
        }
    }
    for (QAbstractSeries* series : m_approvalChart->series()) {
        auto* bars = static_cast<QAbstractBarSeries*>(series);
        for (QBarSet* set : bars->barSets()) {
            set->setColor(pal.color(QPalette::Highlight));
            set->setBorderColor(pal.color(QPalette::Highlight));
        }
    }
}

void OverviewPage::changeEvent(QEvent* event)
{
    ConsolePage::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) applyPalette();
}

} // namespace seal
