// Helpers for the console's model and page tests.
#pragma once

#include "models/text/display_time.hpp"
#include "tests/support/test_store.hpp"

#include <QAbstractItemModel>
#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTest>

namespace seal::test {

// The display the golden rows are written for, whatever the machine's locale
// and zone (CI also runs every suite under LC_ALL=de_DE.UTF-8): English
// numbers and ISO dates, in UTC.
inline void pinEnglishUtcDisplay()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
}

inline QString qdsn(const TestDatabase& db)
{
    return QString::fromStdString(db.dsn());
}

// The visible child dialog of `page` named `name` once it opens (a
// confirmation opens without blocking), or nullptr after `timeoutMs`.
template <typename T> T* waitForDialog(const QObject& page, const char* name, int timeoutMs = 20000)
{
    T* dialog = nullptr;
    (void)QTest::qWaitFor(
        [&] {
            dialog = page.findChild<T*>(QLatin1String(name));
            return dialog && dialog->isVisible();
        },
        timeoutMs);
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

// Rows as golden text: the display text of each column joined by " | ".
inline QStringList dumpRows(const QAbstractItemModel& model, int first, int count)
{
    QStringList lines;
    for (int row = first; row < first + count && row < model.rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model.columnCount(); ++column)
            cells << model.index(row, column).data().toString();
        lines << cells.join(QStringLiteral(" | "));
    }
    return lines;
}

} // namespace seal::test
