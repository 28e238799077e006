// How the console shows the store's epoch-second times: in UTC or in local
// time, one switch for the whole application (the status bar toggles it).
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>

namespace seal {

class DisplayTime : public QObject
{
    Q_OBJECT
public:
    enum class Zone
    {
        Utc,
        Local
    };

    static DisplayTime& instance();

    Zone zone() const { return m_zone; }
    void setZone(Zone zone);
    Qt::TimeSpec timeSpec() const { return m_zone == Zone::Utc ? Qt::UTC : Qt::LocalTime; }

    // "2026-11-28 14:01:10Z" or "2026-11-28 15:01:10 +01:00" (seconds, floored);
    // the date in the locale's order for other languages ("28.11.2026 14:01:10Z").
    QString format(double epoch) const;
    // The same with milliseconds, for detail panes.
    QString formatPrecise(double epoch) const;
    // The moment in the current zone, and back (for date-time editors).
    QDateTime toDateTime(double epoch) const;
    static double toEpoch(const QDateTime& moment);
    // The date as the locale writes it, with a four-digit year ("dd.MM.yyyy",
    // "dd/MM/yyyy"). English and the C locale keep ISO 8601: unambiguous across
    // the US/UK order, and what sealctl and the receipts print. Date editors
    // use it too: one date format per language.
    static QString datePattern();
    // The same without the year, for chart axes whose title has it ("dd.MM.",
    // "dd/MM", "MM-dd").
    static QString dayMonthPattern();

Q_SIGNALS:
    void zoneChanged();

private:
    DisplayTime() = default;
    QString format(double epoch, const QString& pattern) const;
    Zone m_zone = Zone::Utc;
};

} // namespace seal
