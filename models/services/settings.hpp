// The console's remembered choices (QSettings, organisation and application
// "sealdesk"): connection profiles, language, time zone, refresh interval,
// notifications, the provider witness URL. Never a password or a key: those
// live in the keychain (secret_store.hpp). Also builds a profile's libpq
// connection string, with values quoted the way libpq reads them.
#pragma once

#include "models/text/money_format.hpp"

#include <QList>
#include <QSettings>
#include <QString>
#include <chrono>
#include <memory>
#include <optional>

namespace seal {

struct ConnectionProfile
{
    QString name;
    QString host;
    int port = 5432;
    QString dbname;
    QString user;
    QString sslmode = QStringLiteral("prefer"); // disable … verify-full (sslModes())
    QString sslrootcert;
    QString environment;       // label shown in the title and status bar, e.g. "staging"
    QString environmentColour; // "#rrggbb", empty for none
    bool production = false;   // the red banner
    bool readOnly = false;     // sessions start read-only
    // A streaming standby to read from (libpq keywords, e.g. "host=standby
    // port=5432"; never a password): the fields above, then these, which win.
    // Empty: reads come from the store itself.
    QString readFrom;
    // The currency the store's amounts are in (ISO 4217, "" = not set: plain
    // numbers and a "currency not set" hint), and per-path exceptions
    // ("payouts.wire=GBP; billing.refund=USD", parsePathCurrencies()).
    QString currency;
    QString pathCurrencies;
    // The kernel's public signing key(s) this store's certs must be signed
    // with: 64 hex digits each, comma separated ("" = none pinned). The chain
    // panel and verify then say "N of M certs signed by the pinned key".
    // $SEAL_SIGNER_KEY, when set, wins (as with sealctl).
    QString signerKeys;
    // Whether the gateway runs with earned autonomy (SPEC §15.8): "on", "off",
    // or "" when not known. The store does not record it, so the console shows
    // both answers until the profile says which one the gateway applies.
    QString gatewayEarnedAutonomy;
};

// The profile's currency as MoneyFormat takes it; an unknown code or a bad
// override is left out (the connection dialog refuses both before saving).
CurrencySetting currencySetting(const ConnectionProfile& profile);

// libpq's sslmode values, weakest first.
const QStringList& sslModes();

// One keyword = 'value' pair per non-empty field, each value single-quoted
// with \ and ' escaped by a backslash (libpq's rule). The password is only
// ever put into this in-memory string, never stored.
QString conninfo(const ConnectionProfile& profile, const QString& password = {});
// The read connection of a profile with a readFrom (empty without one): its
// conninfo() with readFrom after it (libpq: a keyword given twice takes the
// last), so a standby inherits database, user, password and TLS settings;
// `readPassword`, when given, is the standby's own.
QString readConninfo(const ConnectionProfile& profile, const QString& password, const QString& readPassword = {});
// The same quoting for one value: "a b'c" → 'a b\'c'.
QString conninfoValue(const QString& value);

class Settings
{
public:
    // The user's settings (organisation and application "sealdesk").
    Settings();
    // An explicit INI file (tests).
    explicit Settings(const QString& iniFile);

    QList<ConnectionProfile> profiles() const;
    std::optional<ConnectionProfile> profile(const QString& name) const;
    void saveProfile(const ConnectionProfile& profile); // replaces one of the same name
    void removeProfile(const QString& name);
    QString lastProfile() const;
    void setLastProfile(const QString& name);

    QString language() const; // "" = the system's, else "de", "fr", "en"
    void setLanguage(const QString& language);
    bool utc() const; // default true
    void setUtc(bool utc);
    int refreshSeconds() const; // default 5
    void setRefreshSeconds(int seconds);
    bool notifications() const; // default true
    void setNotifications(bool on);
    // An alert when a pending approval request expires within this many minutes (1..10080, default 60).
    int alertExpiringMinutes() const;
    void setAlertExpiringMinutes(int minutes);
    // The store timeout in seconds (0: wait forever): connecting, lock waits
    // and each query of a page's read (core's setStoreTimeout). Default 30.
    int storeTimeoutSeconds() const;
    void setStoreTimeoutSeconds(int seconds);
    // SEAL_TIMEOUT from the environment, as sealctl reads it (seconds,
    // 0..86400, 0 waits forever); nullopt when unset or not such a number.
    // Read, never written.
    static std::optional<std::chrono::milliseconds> storeTimeoutFromEnvironment();
    // What the console uses: SEAL_TIMEOUT when set (a scripted run wins, as
    // with sealctl), else the stored setting.
    std::chrono::milliseconds effectiveStoreTimeout() const;
    // The witness URL with its credentials redacted ("***"): the full one is
    // in the keychain (SecretStore::kWitnessUrl), never in this file.
    QString witnessUrl() const;
    void setWitnessUrl(const QString& url);
    // Whether `url` carries a secret that witnessUrl() would redact (then
    // the keychain keeps the whole URL).
    static bool witnessUrlHasSecrets(const QString& url);

    // The fingerprint of the key exports were last signed with ("" = no
    // signature): the next export offers it first. Never the key itself.
    QString exportSigningFingerprint() const;
    void setExportSigningFingerprint(const QString& fingerprint);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);

    void sync();
    QString fileName() const;

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace seal
