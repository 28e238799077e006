#include "views/widgets/budget_spend_chart.hpp"

#include "models/text/display_time.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/status_palette.hpp"

#include <QChart>
#include <QDateTimeAxis>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace seal {

BudgetSpendChart::BudgetSpendChart(QWidget* parent) : ConsoleChartView(tr("Spend over the window"), parent)
{
    setObjectName(QStringLiteral("budgetSpendChart"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setMinimumSize(360, 200);
}

void BudgetSpendChart::setSpend(const BudgetStatus* budget, const std::vector<Reservation>& reservations, double at,
                                bool newestOnly)
{
    clear();
    if (!budget || !std::isfinite(budget->windowSec) || budget->windowSec <= 0 || !std::isfinite(at)) {
        chart()->setTitle(tr("Spend over the window"));
        return;
    }
    chart()->setTitle(tr("Spend over the window: %1").arg(safeText(std::string_view(budget->budgetKey))));
    const double start = at - budget->windowSec;
    std::vector<const Reservation*> inWindow;
    for (const Reservation& r : reservations)
        if (std::isfinite(r.at) && std::isfinite(r.amount) && r.at > start && r.at <= at) inWindow.push_back(&r);
    std::sort(inWindow.begin(), inWindow.end(), [](const Reservation* a, const Reservation* b) { return a->at < b->at; });

    auto* spent = new QLineSeries;
    spent->setName(tr("spent (reserved and settled)"));
    double total = 0;
    if (newestOnly && std::isfinite(budget->spent)) {
        double given = 0;
        for (const Reservation* r : inWindow)
            given += r->amount;
        total = std::max(0.0, budget->spent - given);
    }
    spent->append(axisMsecs(start), total);
    for (const Reservation* r : inWindow) {
        spent->append(axisMsecs(r->at), total); // a step: the total until this reservation
        total += r->amount;
        spent->append(axisMsecs(r->at), total);
    }
    spent->append(axisMsecs(at), total);
    chart()->addSeries(spent);

    double top = std::max(total, 1.0);
    if (std::isfinite(budget->limit) && budget->limit > 0) {
        auto* limit = new QLineSeries;
        limit->setName(tr("limit"));
        limit->append(axisMsecs(start), budget->limit);
        limit->append(axisMsecs(at), budget->limit);
        QPen dashed = limit->pen();
        dashed.setStyle(Qt::DashLine);
        dashed.setColor(toneColour(Tone::Bad));
        limit->setPen(dashed);
        chart()->addSeries(limit);
        top = std::max(top, budget->limit);
    }

    auto* x = new QDateTimeAxis;
    x->setFormat(budget->windowSec < 86400 ? QStringLiteral("HH:mm")
                 : budget->windowSec < 300.0 * 86400
                     ? DisplayTime::dayMonthPattern() + QStringLiteral(" HH:mm")
                     : DisplayTime::datePattern());
    x->setTitleText(DisplayTime::instance().zone() == DisplayTime::Zone::Utc ? tr("time (UTC)")
                                                                             : tr("time (local)"));
    x->setTickCount(4);
    x->setRange(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(axisMsecs(start))),
                QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(axisMsecs(at))));
    auto* y = new QValueAxis;
    y->setRange(0, top * 1.1);
    y->setTickCount(5);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTitleText(amountTitle(tr("amount")));
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* series : chart()->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    applyPalette();
}

} // namespace seal
