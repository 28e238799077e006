#include "display_time.hpp"

#include <cmath>

namespace seal {

DisplayTime& DisplayTime::instance()
{
    static DisplayTime time;
    return time;
}

void DisplayTime::setZone(Zone zone)
{
    if (zone == m_zone) return;
    m_zone = zone;
    Q_EMIT zoneChanged();
}

QDateTime DisplayTime::toDateTime(double epoch) const
{
    // Floor, as the reference's strftime does: 14:01:10.9 is still 14:01:10.
    const auto msecs = static_cast<qint64>(std::floor(epoch * 1000.0));
    return QDateTime::fromMSecsSinceEpoch(msecs, timeSpec());
}

double DisplayTime::toEpoch(const QDateTime& moment)
{
    return static_cast<double>(moment.toMSecsSinceEpoch()) / 1000.0;
}

QString DisplayTime::format(double epoch, const QString& pattern) const
{
    if (!std::isfinite(epoch)) return QStringLiteral("-");
    const QDateTime moment = toDateTime(epoch);
    if (m_zone == Zone::Utc) return moment.toString(pattern) + QLatin1Char('Z');
    const int offset = moment.offsetFromUtc();
    const int minutes = std::abs(offset) / 60;
    return moment.toString(pattern) + QStringLiteral(" %1%2:%3")
                                          .arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                                          .arg(minutes / 60, 2, 10, QLatin1Char('0'))
                                          .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString DisplayTime::format(double epoch) const
{
    return format(epoch, QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString DisplayTime::formatPrecise(double epoch) const
{
    return format(epoch, QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"));
}

} // namespace seal
