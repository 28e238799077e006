#include "views/widgets/activity_charts.hpp"

#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/status_palette.hpp"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QResizeEvent>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>

namespace seal {
namespace {

QString tierText(const QString& tier)
{
    if (tier == kOtherTier) return CertsPerDayChart::tr("other tiers");
    if (tier.isEmpty()) return CertsPerDayChart::tr("(no tier)");
    return chartText(safeText(tier));
}

QString outcomeText(const QString& outcome)
{
    if (outcome == QLatin1String("pending")) return ApprovalOutcomeChart::tr("Pending");
    if (outcome == QLatin1String("pending_expired")) return ApprovalOutcomeChart::tr("Past expiry");
    if (outcome == QLatin1String("approved")) return ApprovalOutcomeChart::tr("Approved");
    if (outcome == QLatin1String("consumed")) return ApprovalOutcomeChart::tr("Approved, used");
    if (outcome == QLatin1String("rejected")) return ApprovalOutcomeChart::tr("Rejected");
    if (outcome == QLatin1String("expired")) return ApprovalOutcomeChart::tr("Expired");
    return ApprovalOutcomeChart::tr("State \u201C%1\u201D").arg(chartText(safeText(outcome)));
}

} // namespace

CertsPerDayChart::CertsPerDayChart(QWidget* parent)
    : ConsoleChartView(tr("Certificates per day by tier"), parent)
{
    chart()->legend()->setAlignment(Qt::AlignRight); // tier names are long; a column keeps them whole
}

// Tier names are long (WORLD_DIVERGED): beside a narrow chart (a 1024 px
// window) the legend would cut them, so there it takes a smaller font; under
// the bars it would cut them too (a legend row does not wrap).
void CertsPerDayChart::resizeEvent(QResizeEvent* event)
{
    fitLegend(event->size().width());
    ConsoleChartView::resizeEvent(event);
}

void CertsPerDayChart::fitLegend(int width)
{
    const QFont font = fittingFont(width);
    if (chart()->legend()->font() != font) chart()->legend()->setFont(font);
}

void CertsPerDayChart::setData(const OverviewData& overview)
{
    clear();
    m_days = overview.days;
    auto* series = new QStackedBarSeries;
    QList<qint64> dayTotals(overview.days.size(), 0);
    for (qsizetype t = 0; t < overview.tiers.size(); ++t) {
        auto* set = new QBarSet(tierText(overview.tiers[t]));
        qint64 tierTotal = 0;
        for (qsizetype d = 0; d < overview.days.size(); ++d) {
            *set << static_cast<qreal>(overview.certsByTier[t][d]);
            dayTotals[d] += overview.certsByTier[t][d];
            tierTotal += overview.certsByTier[t][d];
        }
        set->setProperty("tier", set->label());
        set->setProperty("rawTier", overview.tiers[t]); // what paletteApplied colours it by
        // The legend says the numbers, and a glyph says the tone besides the colour.
        set->setLabel(
            tr("%1 %2 (%3)").arg(toneGlyph(tierTone(overview.tiers[t])), set->label(), countText(tierTotal)));
        connect(set, &QBarSet::hovered, this, [this, set](bool on, int index) {
            if (!on || index < 0 || index >= m_days.size()) return QToolTip::hideText();
            QToolTip::showText(
                QCursor::pos(),
                tr("%1, %2: %Ln cert(s)", nullptr, pluralCount(static_cast<qint64>(set->at(index))))
                    .arg(dayText(m_days[index]), set->property("tier").toString()));
        });
        series->append(set);
    }
    series->setBarWidth(overview.days.size() < 4 ? 0.3 : 0.8);
    chart()->addSeries(series);

    QCategoryAxis* days = dayAxis(overview.days);
    days->setTitleText(
        overview.days.size() > 1
            ? tr("Day (UTC), %1 to %2").arg(dayText(overview.days.front()), dayText(overview.days.back()))
            : (overview.days.isEmpty() ? tr("Day (UTC)") : tr("Day (UTC), %1").arg(dayText(overview.days.front()))));
    const qint64 peak = dayTotals.isEmpty() ? 0 : *std::max_element(dayTotals.begin(), dayTotals.end());
    auto* counts = countAxis(tr("Certificates"), static_cast<double>(peak));
    chart()->addAxis(days, Qt::AlignBottom);
    chart()->addAxis(counts, Qt::AlignLeft);
    series->attachAxis(days);
    series->attachAxis(counts);
    chart()->legend()->setVisible(!overview.tiers.isEmpty());
    applyPalette();
}

// The theme gives each bar set a colour by its position, so the third tier
// would be green whatever it is: the shared palette colours them by meaning.
void CertsPerDayChart::paletteApplied()
{
    fitLegend(width()); // applyPalette gave the legend the widget's font
    int others = 0;
    for (QAbstractSeries* series : chart()->series())
        for (QBarSet* set : static_cast<QAbstractBarSeries*>(series)->barSets()) {
            const Tone tone = tierTone(set->property("rawTier").toString());
            QBrush brush = toneBrush(tone);
            if (tone == Tone::Other) brush = QBrush(otherTierColour(others++));
            set->setBrush(brush);
            set->setBorderColor(brush.color().darker(130));
        }
}

ApprovalOutcomeChart::ApprovalOutcomeChart(QWidget* parent)
    : ConsoleChartView(tr("Approvals by outcome, in money"), parent)
{
}

void ApprovalOutcomeChart::setData(const OverviewData& overview)
{
    clear();
    auto* set = new QBarSet(tr("Amount"));
    QStringList labels;
    double peak = 0;
    // A horizontal chart draws its first category at the bottom: pending goes on top.
    for (auto it = overview.approvals.crbegin(); it != overview.approvals.crend(); ++it) {
        *set << it->amount;
        labels
            << tr("%1 (%2): %3").arg(outcomeText(it->outcome), countText(it->count), amountText(it->amount));
        peak = std::max(peak, it->amount);
    }
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    series->setBarWidth(0.6); // the amounts are in the category labels: a thin bar still has its number
    chart()->addSeries(series);
    auto* outcomes = new QBarCategoryAxis;
    outcomes->append(labels);
    auto* amounts = countAxis(amountTitle(tr("Amount")), peak);
    amounts->setTickCount(4);
    amounts->applyNiceNumbers();
    chart()->addAxis(outcomes, Qt::AlignLeft);
    chart()->addAxis(amounts, Qt::AlignBottom);
    series->attachAxis(outcomes);
    series->attachAxis(amounts);
    chart()->legend()->setVisible(false);
    applyPalette();
}

// "Approved (1): 5.000,00 €" is long in German: on a narrow chart the outcome
// labels take a smaller font rather than lose their amounts.
void ApprovalOutcomeChart::fitLabels(int width)
{
    const QFont font = fittingFont(width);
    for (QAbstractAxis* axis : chart()->axes(Qt::Vertical))
        if (axis->labelsFont() != font) axis->setLabelsFont(font);
}

void ApprovalOutcomeChart::resizeEvent(QResizeEvent* event)
{
    fitLabels(event->size().width());
    ConsoleChartView::resizeEvent(event);
}

void ApprovalOutcomeChart::paletteApplied()
{
    fitLabels(width()); // applyPalette gave the axes the widget's font
    const QColor highlight = palette().color(QPalette::Highlight);
    for (QAbstractSeries* series : chart()->series())
        for (QBarSet* set : static_cast<QAbstractBarSeries*>(series)->barSets()) {
            set->setColor(highlight);
            set->setBorderColor(highlight);
        }
}

} // namespace seal
