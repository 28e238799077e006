// The Overview's two charts: certificates per day stacked by tier, and
// approval requests by outcome in money. Each draws one OverviewData.
#pragma once

#include "models/overview_data.hpp"
#include "views/widgets/console_chart_view.hpp"

#include <optional>

namespace seal {

class CertsPerDayChart : public ConsoleChartView
{
    Q_OBJECT
public:
    explicit CertsPerDayChart(QWidget* parent = nullptr);
    void setData(const OverviewData& overview);

protected:
    void paletteApplied() override; // each tier takes its tone (status_palette.hpp)
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitLegend(int width); // a smaller font for the tier names beside a narrow chart
    QList<qint64> m_days;      // for the hover text
};

class ApprovalOutcomeChart : public ConsoleChartView
{
    Q_OBJECT
public:
    explicit ApprovalOutcomeChart(QWidget* parent = nullptr);
    void setData(const OverviewData& overview);

protected:
    void paletteApplied() override; // the bars take the highlight colour
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitLabels(int width); // a smaller font for the outcome labels on a narrow chart
};

} // namespace seal
