#include "views/widgets/console_chart_view.hpp"

#include "models/text/display_time.hpp"
#include "models/text/money_format.hpp"

#include <QCategoryAxis>
#include <QChart>
#include <QDate>
#include <QDateTime>
#include <QEvent>
#include <QLegend>
#include <QLocale>
#include <QValueAxis>
#include <algorithm>

namespace seal {

ConsoleChartView::ConsoleChartView(const QString& title, QWidget* parent) : QChartView(new QChart, parent)
{
    chart()->setTitle(title);
    chart()->setLocalizeNumbers(true);
    chart()->setLocale(QLocale());
    chart()->setBackgroundRoundness(0);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    setAccessibleName(title);
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(240);
    applyPalette();
}

void ConsoleChartView::clear()
{
    chart()->removeAllSeries();
    for (QAbstractAxis* axis : chart()->axes()) {
        chart()->removeAxis(axis);
        delete axis;
    }
}

// Charts draw themselves: they follow the widget palette (light or dark)
// through a matching theme, then take the palette's own colours.
void ConsoleChartView::applyPalette()
{
    const QPalette pal = palette();
    const bool dark = pal.color(QPalette::Window).lightness() < 128;
    QChart* c = chart();
    c->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    c->setBackgroundBrush(pal.brush(QPalette::Base));
    c->setBackgroundPen(Qt::NoPen);
    c->setTitleBrush(pal.brush(QPalette::Text));
    QFont title = font();
    title.setBold(true);
    c->setTitleFont(title);
    c->legend()->setLabelColor(pal.color(QPalette::Text));
    c->legend()->setFont(font());
    for (QAbstractAxis* axis : c->axes()) {
        axis->setLabelsBrush(pal.brush(QPalette::Text));
        axis->setLabelsFont(font());
        axis->setTitleBrush(pal.brush(QPalette::Text));
        axis->setTitleFont(font());
        axis->setLinePenColor(pal.color(QPalette::Mid));
        axis->setGridLineColor(pal.color(QPalette::Midlight));
    }
    paletteApplied();
}

QFont ConsoleChartView::fittingFont(int width) const
{
    constexpr int kNarrow = 560;
    QFont f = font();
    if (width < kNarrow) f.setPointSizeF(f.pointSizeF() * 0.75);
    return f;
}

void ConsoleChartView::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) applyPalette();
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

QString dayText(qint64 day)
{
    return QDate(1970, 1, 1).addDays(day).toString(DisplayTime::datePattern());
}

// Thirty bars leave too little room for thirty dates, so every k-th bar is
// labelled by month and day (the axis title has the years, a hover names
// each bar).
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
        // Month and day only: a whole date does not fit half a small chart
        // (the axis title names the year and the range).
        axis->append(QDate(1970, 1, 1).addDays(days[i]).toString(DisplayTime::dayMonthPattern()),
                     static_cast<qreal>(i));
    axis->append(QStringLiteral(" "), static_cast<qreal>(n) - 0.5); // the range's end, unlabelled
    axis->setRange(-0.5, std::max<qreal>(0.5, static_cast<qreal>(n) - 0.5));
    return axis;
}

QString countText(qint64 value)
{
    return QLocale().toString(value);
}

QString amountTitle(const QString& title)
{
    const QString code = MoneyFormat::instance().code();
    return code.isEmpty() ? title : QStringLiteral("%1 (%2)").arg(title, code);
}

QString chartText(const QString& text)
{
    return text.toHtmlEscaped();
}

qreal axisMsecs(double epoch)
{
    const QDateTime wall = DisplayTime::instance().toDateTime(epoch);
    return static_cast<qreal>(QDateTime(wall.date(), wall.time(), Qt::LocalTime).toMSecsSinceEpoch());
}

} // namespace seal
