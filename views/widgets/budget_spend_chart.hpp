// A budget key's spend over its window: the running total of its
// reservations (reserved and settled alike, as §11 counts them) from the
// window's start to now, against the limit as a dashed line.
#pragma once

#include "core/rules/budgets.hpp"
#include "views/widgets/console_chart_view.hpp"

#include <vector>

namespace seal {

class BudgetSpendChart : public ConsoleChartView
{
    Q_OBJECT
public:
    explicit BudgetSpendChart(QWidget* parent = nullptr);
    // `budget` null: nothing selected. `reservations` in any order; `at` is
    // the end of the window. `newestOnly`: the reservations are the newest of
    // more, and the line starts at what the older ones add up to (spent less
    // the ones given). Redraw after a display zone change.
    void setSpend(const BudgetStatus* budget, const std::vector<Reservation>& reservations, double at,
                  bool newestOnly = false);
};

} // namespace seal
