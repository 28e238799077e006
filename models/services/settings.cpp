#include "models/services/settings.hpp"

#include "core/net/http_client.hpp"
#include "core/store/store.hpp"

#include <utility>

namespace seal {
namespace {

const QString kProfiles = QStringLiteral("profiles");

void write(QSettings& s, const ConnectionProfile& p)
{
    s.setValue(QStringLiteral("name"), p.name);
    s.setValue(QStringLiteral("host"), p.host);
    s.setValue(QStringLiteral("port"), p.port);
    s.setValue(QStringLiteral("dbname"), p.dbname);
    s.setValue(QStringLiteral("user"), p.user);
    s.setValue(QStringLiteral("sslmode"), p.sslmode);
    s.setValue(QStringLiteral("sslrootcert"), p.sslrootcert);
    s.setValue(QStringLiteral("environment"), p.environment);
    s.setValue(QStringLiteral("environmentColour"), p.environmentColour);
    s.setValue(QStringLiteral("production"), p.production);
    s.setValue(QStringLiteral("readOnly"), p.readOnly);
    s.setValue(QStringLiteral("readFrom"), p.readFrom);
    s.setValue(QStringLiteral("currency"), p.currency);
    s.setValue(QStringLiteral("pathCurrencies"), p.pathCurrencies);
    s.setValue(QStringLiteral("signerKeys"), p.signerKeys);
    s.setValue(QStringLiteral("gatewayEarnedAutonomy"), p.gatewayEarnedAutonomy);
}

ConnectionProfile read(const QSettings& s)
{
    ConnectionProfile p;
    p.name = s.value(QStringLiteral("name")).toString();
    p.host = s.value(QStringLiteral("host")).toString();
    p.port = s.value(QStringLiteral("port"), 5432).toInt();
    p.dbname = s.value(QStringLiteral("dbname")).toString();
    p.user = s.value(QStringLiteral("user")).toString();
    p.sslmode = s.value(QStringLiteral("sslmode"), QStringLiteral("prefer")).toString();
    if (!sslModes().contains(p.sslmode)) p.sslmode = QStringLiteral("prefer");
    p.sslrootcert = s.value(QStringLiteral("sslrootcert")).toString();
    p.environment = s.value(QStringLiteral("environment")).toString();
    p.environmentColour = s.value(QStringLiteral("environmentColour")).toString();
    p.production = s.value(QStringLiteral("production"), false).toBool();
    p.readOnly = s.value(QStringLiteral("readOnly"), false).toBool();
    p.readFrom = s.value(QStringLiteral("readFrom")).toString();
    p.currency = s.value(QStringLiteral("currency")).toString();
    p.pathCurrencies = s.value(QStringLiteral("pathCurrencies")).toString();
    p.signerKeys = s.value(QStringLiteral("signerKeys")).toString();
    p.gatewayEarnedAutonomy = s.value(QStringLiteral("gatewayEarnedAutonomy")).toString();
    if (p.gatewayEarnedAutonomy != QLatin1String("on") && p.gatewayEarnedAutonomy != QLatin1String("off"))
        p.gatewayEarnedAutonomy.clear(); // anything else: not known
    return p;
}

} // namespace

CurrencySetting currencySetting(const ConnectionProfile& profile)
{
    CurrencySetting out;
    if (isCurrencyCode(profile.currency)) out.code = profile.currency;
    if (const auto overrides = parsePathCurrencies(profile.pathCurrencies)) out.pathCodes = *overrides;
    return out;
}

const QStringList& sslModes()
{
    static const QStringList modes = {QStringLiteral("disable"),   QStringLiteral("allow"),
                                      QStringLiteral("prefer"),    QStringLiteral("require"),
                                      QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
    return modes;
}

QString conninfoValue(const QString& value)
{
    QString quoted;
    quoted.reserve(value.size() + 2);
    quoted += QLatin1Char('\'');
    for (const QChar c : value) {
        if (c == QLatin1Char('\\') || c == QLatin1Char('\'')) quoted += QLatin1Char('\\');
        quoted += c;
    }
    quoted += QLatin1Char('\'');
    return quoted;
}

QString conninfo(const ConnectionProfile& profile, const QString& password)
{
    QStringList parts;
    const auto add = [&parts](const char* keyword, const QString& value) {
        if (!value.isEmpty()) parts << QLatin1String(keyword) + QLatin1Char('=') + conninfoValue(value);
    };
    add("host", profile.host);
    if (profile.port > 0) add("port", QString::number(profile.port));
    add("dbname", profile.dbname);
    add("user", profile.user);
    add("password", password);
    add("sslmode", profile.sslmode);
    add("sslrootcert", profile.sslrootcert);
    add("application_name", QStringLiteral("sealdesk"));
    // Several hosts (a primary and its standbys): writes go to whichever takes them.
    if (profile.host.contains(QLatin1Char(','))) add("target_session_attrs", QStringLiteral("read-write"));
    return parts.join(QLatin1Char(' '));
}

QString readConninfo(const ConnectionProfile& profile, const QString& password, const QString& readPassword)
{
    const QString readFrom = profile.readFrom.trimmed();
    if (readFrom.isEmpty()) return {};
    QString info = conninfo(profile, password) + QLatin1Char(' ') + readFrom;
    if (!readPassword.isEmpty()) info += QStringLiteral(" password=") + conninfoValue(readPassword);
    // A standby takes no writes: the read connection must not insist on them.
    return info + QStringLiteral(" target_session_attrs=any");
}

Settings::Settings()
    : m_settings(std::make_unique<QSettings>(QStringLiteral("sealdesk"), QStringLiteral("sealdesk")))
{
}

Settings::Settings(const QString& iniFile)
    : m_settings(std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{
}

QList<ConnectionProfile> Settings::profiles() const
{
    QList<ConnectionProfile> list;
    const int n = m_settings->beginReadArray(kProfiles);
    for (int i = 0; i < n; ++i) {
        m_settings->setArrayIndex(i);
        list << read(*m_settings);
    }
    m_settings->endArray();
    return list;
}

std::optional<ConnectionProfile> Settings::profile(const QString& name) const
{
    for (const auto& p : profiles())
        if (p.name == name) return p;
    return std::nullopt;
}

void Settings::saveProfile(const ConnectionProfile& profile)
{
    auto list = profiles();
    bool replaced = false;
    for (auto& p : list) {
        if (p.name == profile.name) {
            p = profile;
            replaced = true;
        }
    }
    if (!replaced) list << profile;
    m_settings->remove(kProfiles);
    m_settings->beginWriteArray(kProfiles, static_cast<int>(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        m_settings->setArrayIndex(i);
        write(*m_settings, list[i]);
    }
    m_settings->endArray();
}

void Settings::removeProfile(const QString& name)
{
    auto list = profiles();
    list.removeIf([&name](const ConnectionProfile& p) { return p.name == name; });
    m_settings->remove(kProfiles);
    m_settings->beginWriteArray(kProfiles, static_cast<int>(list.size()));
    for (int i = 0; i < list.size(); ++i) {
        m_settings->setArrayIndex(i);
        write(*m_settings, list[i]);
    }
    m_settings->endArray();
}

QString Settings::exportSigningFingerprint() const
{
    return m_settings->value(QStringLiteral("exportSigningKey")).toString();
}

void Settings::setExportSigningFingerprint(const QString& fingerprint)
{
    m_settings->setValue(QStringLiteral("exportSigningKey"), fingerprint);
}

QString Settings::lastProfile() const
{
    return m_settings->value(QStringLiteral("lastProfile")).toString();
}

void Settings::setLastProfile(const QString& name)
{
    m_settings->setValue(QStringLiteral("lastProfile"), name);
}

QString Settings::language() const
{
    const QString language = m_settings->value(QStringLiteral("language")).toString();
    return language == QLatin1String("de") || language == QLatin1String("fr") ||
                   language == QLatin1String("en")
               ? language
               : QString();
}

void Settings::setLanguage(const QString& language)
{
    m_settings->setValue(QStringLiteral("language"), language);
}

bool Settings::utc() const
{
    return m_settings->value(QStringLiteral("utc"), true).toBool();
}

void Settings::setUtc(bool utc)
{
    m_settings->setValue(QStringLiteral("utc"), utc);
}

int Settings::refreshSeconds() const
{
    const int seconds = m_settings->value(QStringLiteral("refreshSeconds"), 5).toInt();
    return seconds >= 0 && seconds <= 3600 ? seconds : 5;
}

void Settings::setRefreshSeconds(int seconds)
{
    m_settings->setValue(QStringLiteral("refreshSeconds"), seconds);
}

bool Settings::notifications() const
{
    return m_settings->value(QStringLiteral("notifications"), true).toBool();
}

void Settings::setNotifications(bool on)
{
    m_settings->setValue(QStringLiteral("notifications"), on);
}

int Settings::alertExpiringMinutes() const
{
    const int minutes = m_settings->value(QStringLiteral("alertExpiringMinutes"), 60).toInt();
    return minutes >= 1 && minutes <= 10080 ? minutes : 60;
}

void Settings::setAlertExpiringMinutes(int minutes)
{
    m_settings->setValue(QStringLiteral("alertExpiringMinutes"), minutes);
}

QString Settings::witnessUrl() const
{
    return m_settings->value(QStringLiteral("witnessUrl")).toString();
}

void Settings::setWitnessUrl(const QString& url)
{
    m_settings->setValue(QStringLiteral("witnessUrl"), QString::fromStdString(redactedUrl(url.toStdString())));
}

bool Settings::witnessUrlHasSecrets(const QString& url)
{
    return urlHasSecrets(url.toStdString());
}

int Settings::storeTimeoutSeconds() const
{
    bool ok = false;
    const int seconds = m_settings->value(QStringLiteral("storeTimeoutSeconds"), 30).toInt(&ok);
    return ok && seconds >= 0 && seconds <= 86400 ? seconds : 30;
}

void Settings::setStoreTimeoutSeconds(int seconds)
{
    m_settings->setValue(QStringLiteral("storeTimeoutSeconds"), seconds);
}

std::optional<std::chrono::milliseconds> Settings::storeTimeoutFromEnvironment()
{
    const QByteArray text = qgetenv("SEAL_TIMEOUT");
    if (text.isEmpty()) return std::nullopt;
    return parseTimeoutSeconds(std::string_view(text.constData(), static_cast<size_t>(text.size())));
}

std::chrono::milliseconds Settings::effectiveStoreTimeout() const
{
    return storeTimeoutFromEnvironment().value_or(std::chrono::seconds(storeTimeoutSeconds()));
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(QStringLiteral("windowGeometry")).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    m_settings->setValue(QStringLiteral("windowGeometry"), geometry);
}

void Settings::sync()
{
    m_settings->sync();
}

QString Settings::fileName() const
{
    return m_settings->fileName();
}

} // namespace seal
