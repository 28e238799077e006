// A path's autonomy level over time (core's level history replay): the
// earned level as a step line, suspensions (L0) as red marks, times in the
// console's display zone.
#pragma once

#include "core/rules/level_history.hpp"
#include "views/widgets/console_chart_view.hpp"

#include <vector>

namespace seal {

class LevelHistoryChart : public ConsoleChartView
{
    Q_OBJECT
public:
    explicit LevelHistoryChart(QWidget* parent = nullptr);
    // `path` empty: nothing selected. Redraw after a display zone change.
    void setHistory(const QString& path, const std::vector<LevelPoint>& points);
};

} // namespace seal
