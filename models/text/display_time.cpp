#include "models/text/display_time.hpp"

#include "core/base/timefmt.hpp"
#include "core/store/store.hpp"

#include <QCoreApplication>
#include <QLocale>
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
    // NaN, ±Infinity or 1e308 from a broken store: a mark, never a made-up date.
    if (!isShowableTime(epoch)) return QCoreApplication::translate("seal", "⟨invalid⟩");
    const QDateTime moment = toDateTime(epoch);
    if (m_zone == Zone::Utc) return moment.toString(pattern) + QLatin1Char('Z');
    const int offset = moment.offsetFromUtc();
    const int minutes = std::abs(offset) / 60;
    return moment.toString(pattern) + QStringLiteral(" %1%2:%3")
                                          .arg(offset < 0 ? QLatin1Char('-') : QLatin1Char('+'))
                                          .arg(minutes / 60, 2, 10, QLatin1Char('0'))
                                          .arg(minutes % 60, 2, 10, QLatin1Char('0'));
}

QString DisplayTime::datePattern()
{
    const QLocale locale;
    if (locale.language() == QLocale::C || locale.language() == QLocale::English)
        return QStringLiteral("yyyy-MM-dd");
    QString pattern = locale.dateFormat(QLocale::ShortFormat);
    if (!pattern.contains(QLatin1String("yyyy"))) pattern.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return pattern;
}

QString DisplayTime::dayMonthPattern()
{
    QString pattern = datePattern();
    const qsizetype year = pattern.indexOf(QLatin1String("yyyy"));
    if (year < 0) return pattern;
    if (year == 0) return pattern.mid(5); // "yyyy-MM-dd": the year and its separator
    // "dd.MM.yyyy" keeps its dot ("29.11."), as German writes a day; "dd/MM/yyyy" drops the slash.
    const QChar before = pattern.at(year - 1);
    return pattern.left(before == QLatin1Char('.') ? year : year - 1) + pattern.mid(year + 4);
}

QString DisplayTime::format(double epoch) const
{
    return format(epoch, datePattern() + QStringLiteral(" HH:mm:ss"));
}

QString DisplayTime::formatPrecise(double epoch) const
{
    return format(epoch, datePattern() + QStringLiteral(" HH:mm:ss.zzz"));
}

} // namespace seal
