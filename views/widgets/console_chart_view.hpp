// A chart in the console's look: numbers in the user's locale, the widget
// palette's colours (light or dark, followed when the palette changes), and
// an accessible name. The charts of the pages derive from it and only say
// what they draw; the axis helpers below are what they share.
#pragma once

#include "models/text/cell_text.hpp" // amountText, as every page writes amounts

#include <QChartView>
#include <QList>
#include <QString>

class QCategoryAxis;
class QValueAxis;

namespace seal {

class ConsoleChartView : public QChartView
{
    Q_OBJECT
public:
    ConsoleChartView(const QString& title, QWidget* parent = nullptr);

protected:
    // Removes the series and axes (the chart owns and deletes them).
    void clear();
    // Applies the palette to the chart, its legend and axes; then paletteApplied().
    void applyPalette();
    virtual void paletteApplied() {}
    void changeEvent(QEvent* event) override;
    // The widget's font, or a smaller one for a chart `width` px wide that is
    // too narrow for long labels (a 1024 px window puts two charts side by side).
    QFont fittingFont(int width) const;
};

// A count axis from 0 to at least `maximum`, with whole-number labels.
QValueAxis* countAxis(const QString& title, double maximum);
// Days (days since the epoch) under bars at x = 0..n-1, at most five labelled.
QCategoryAxis* dayAxis(const QList<qint64>& days);
// "2026-11-30"
QString dayText(qint64 day);
// A count in the user's locale ("1,234"); amounts as every page writes
// them are amountText (models/text/cell_text.hpp).
QString countText(qint64 value);
// "Amount (EUR)" for an axis or a column of amounts; "Amount" without a currency.
QString amountTitle(const QString& title);
// The moment as a chart's date-time axis should label it: wall-clock time of
// the console's zone (the axis itself always labels in local time).
qreal axisMsecs(double epoch);
// Chart labels are drawn as rich text: a store string is escaped as well as made visible.
QString chartText(const QString& text);

} // namespace seal
