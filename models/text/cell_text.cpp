#include "models/text/cell_text.hpp"

#include "core/base/timefmt.hpp"
#include "models/text/money_format.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace seal {
namespace {

QString tr(const char* text) // lupdate files these under the namespace's context, "seal"
{
    return QCoreApplication::translate("seal", text);
}

QString twoDigits(qint64 v)
{
    return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0'));
}

} // namespace

QString invalidText()
{
    return QCoreApplication::translate("seal", "⟨invalid⟩");
}

QString amountText(double amount, QStringView path)
{
    return MoneyFormat::instance().text(amount, path);
}

QString clockSpanText(qint64 seconds)
{
    const qint64 s = std::max<qint64>(0, seconds);
    const QString clock = QStringLiteral("%1:%2:%3")
                              .arg(twoDigits((s / 3600) % 24), twoDigits((s / 60) % 60), twoDigits(s % 60));
    const qint64 days = s / 86400;
    return days == 0 ? clock : tr("%1 d %2").arg(days).arg(clock);
}

QString ageText(double since, double now)
{
    if (!isShowableTime(since)) return invalidText();
    return clockSpanText(static_cast<qint64>(std::floor(std::max(0.0, now - since))));
}

QString timeLeftText(double until, double now)
{
    if (!isShowableTime(until)) return invalidText();
    if (!(until > now)) return tr("expired");
    return clockSpanText(static_cast<qint64>(std::floor(until - now)));
}

QString durationText(double seconds)
{
    if (!std::isfinite(seconds) || seconds <= 0) return invalidText();
    const auto s = static_cast<qint64>(std::llround(seconds));
    QStringList parts;
    if (const qint64 days = s / 86400) parts << tr("%1 d").arg(days);
    if (const qint64 hours = (s % 86400) / 3600) parts << tr("%1 h").arg(hours);
    if (const qint64 minutes = (s % 3600) / 60) parts << tr("%1 min").arg(minutes);
    if (const qint64 rest = s % 60; rest || parts.isEmpty()) parts << tr("%1 s").arg(rest);
    return parts.join(QLatin1Char(' '));
}

QString elapsedText(double seconds)
{
    if (!std::isfinite(seconds) || seconds < 0) return invalidText();
    const auto s = static_cast<qint64>(std::floor(seconds));
    if (s < 60) return tr("%1 s").arg(s);
    if (s < 3600) return tr("%1 min %2 s").arg(s / 60).arg(twoDigits(s % 60));
    if (s < 86400) return tr("%1 h %2 min").arg(s / 3600).arg(twoDigits((s % 3600) / 60));
    return tr("%1 d %2 h").arg(QLocale().toString(s / 86400)).arg((s % 86400) / 3600);
}

} // namespace seal
