#include "views/widgets/level_history_chart.hpp"

#include "core/rules/licence.hpp"
#include "models/text/display_time.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/status_palette.hpp"

#include <QCategoryAxis>
#include <QChart>
#include <QDateTimeAxis>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>

namespace seal {

LevelHistoryChart::LevelHistoryChart(QWidget* parent) : ConsoleChartView(tr("Level over time"), parent)
{
    setObjectName(QStringLiteral("levelChart"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
    setMinimumSize(440, 220);
}

void LevelHistoryChart::setHistory(const QString& path, const std::vector<LevelPoint>& points)
{
    clear();
    if (path.isEmpty() || points.empty()) {
        chart()->setTitle(path.isEmpty() ? tr("Level over time") : tr("Level over time: no certs yet"));
        return;
    }
    chart()->setTitle(tr("Level over time: %1").arg(safeText(path)));
    auto* line = new QLineSeries;
    line->setName(tr("earned level"));
    auto* suspended = new QScatterSeries;
    suspended->setName(tr("suspended (L0)"));
    suspended->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    suspended->setMarkerSize(9);
    suspended->setColor(toneColour(Tone::Bad));
    for (size_t i = 0; i < points.size(); ++i) {
        const LevelPoint& p = points[i];
        const qreal x = axisMsecs(p.at);
        if (i > 0) line->append(x, points[i - 1].level); // the step: the old level until now
        line->append(x, p.level);
        if (p.suspended) suspended->append(x, p.level);
    }
    chart()->addSeries(line);
    chart()->addSeries(suspended);

    auto* x = new QDateTimeAxis;
    // Within a day the hour says enough; across days the date comes first.
    const double span = points.back().at - points.front().at;
    x->setFormat(span < 86400 ? QStringLiteral("HH:mm")
                              : DisplayTime::dayMonthPattern() + QStringLiteral(" HH:mm"));
    x->setTitleText(DisplayTime::instance().zone() == DisplayTime::Zone::Utc ? tr("time (UTC)")
                                                                             : tr("time (local)"));
    x->setTickCount(4);
    const qreal first = axisMsecs(points.front().at);
    qreal last = axisMsecs(points.back().at);
    if (last <= first) last = first + 60'000;
    x->setRange(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(first)),
                QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(last)));
    auto* y = new QCategoryAxis;
    y->setRange(-0.2, 5.2);
    y->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (const LevelSpec& spec : levelLadder())
        y->append(QLatin1String(spec.id), spec.level);
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* series : chart()->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
    applyPalette();
}

} // namespace seal
