// How the console writes a quantity — an amount, an age, the time left, a
// duration — in a cell, a pane or a confirmation: one way on every page
// (issue 29 item 2). Times of day are DisplayTime's (display_time.hpp),
// amounts MoneyFormat's (money_format.hpp); these say spans of time, and
// an amount for a path. Numbers follow the reader's language; a value that
// cannot be shown says ⟨invalid⟩, never a guess.
#pragma once

#include <QString>
#include <QStringView>
#include <QtGlobal>

namespace seal {

// "⟨invalid⟩": a value the store holds but no reader could trust.
QString invalidText();

// "€9,500.00": the amount in the reader's locale and the currency in force
// for `path` (MoneyFormat), with at least two decimals and as many more as
// the stored value needs (never rounded away).
QString amountText(double amount, QStringView path = {});

// A span as a clock, whole seconds down: "05:03:07", "2 d 05:03:07".
QString clockSpanText(qint64 seconds);
// How long since `since` at `now` (a hold's age), never negative: clockSpanText,
// ⟨invalid⟩ when `since` is not a time.
QString ageText(double since, double now);
// How long until `until` at `now` (an approval's expiry): clockSpanText, or "expired".
QString timeLeftText(double until, double now);
// A length of time as people say it, largest unit first: "1 h", "30 d", "1 d 6 h", "90 s"
// (a budget's window, an obligation's period and grace).
QString durationText(double seconds);
// How old, whole seconds down, in its two largest units: "17 s", "5 min 03 s", "2 h 05 min", "3 d 4 h".
QString elapsedText(double seconds);

} // namespace seal
