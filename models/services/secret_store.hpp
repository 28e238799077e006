// Passwords and keys in the system keychain (QtKeychain: Secret Service,
// KWallet, macOS Keychain, Windows Credential Manager), never in settings.
// Each call waits for its answer (bounded; the job runs on the keychain
// thread, secret_store.cpp); "no keychain" is an answer of
// its own, so the console can say in plain words that nothing was saved.
#pragma once

#include <QString>
#include <optional>
#include <string>

namespace seal {

struct SecretResult
{
    enum class Status
    {
        Ok,
        NotFound,   // read or delete of a key the keychain does not have
        NoKeychain, // no keychain service runs here: nothing was stored
        Failed      // the keychain answered with an error (message says which)
    };
    Status status = Status::Failed;
    QString value;   // a read's secret
    QString message; // plain words for the user; never contains the secret

    bool ok() const { return status == Status::Ok; }
};

namespace SecretStore {

// Keychain keys: the governance key, the provider witness key, and the
// password of one connection profile.
inline const char* kGovKey = "SEAL_GOV_KEY";
inline const char* kWitnessKey = "SEAL_WITNESS_KEY";
QString passwordKey(const QString& profile);
// The password of a profile's read-from standby, when it has its own.
QString readPasswordKey(const QString& profile);

SecretResult read(const QString& key);
SecretResult write(const QString& key, const QString& secret);
SecretResult remove(const QString& key);

// Keychain key of a witness URL that carries credentials (userinfo, key=...);
// the settings file keeps it redacted.
inline const char* kWitnessUrl = "SEAL_WITNESS_URL";

// Fills the session's keys (below) at start-up, before any worker runs: each of
// SEAL_GOV_KEY, SEAL_WITNESS_KEY and SEAL_WITNESS_URL from the environment,
// else from the keychain. Returns the names found (never the values). The
// environment is only read, never written.
QStringList loadSessionKeys();

} // namespace SecretStore

// The keys this session uses, held in memory and handed to core as values.
// Never put into the environment: setenv while worker threads call getenv is
// undefined behaviour in glibc. Thread-safe; a replaced value is wiped.
namespace SessionKeys {
void setGovernanceKey(std::optional<std::string> key);
std::optional<std::string> governanceKey();
void setWitnessKey(std::optional<std::string> key);
std::optional<std::string> witnessKey();
void setWitnessUrl(std::optional<std::string> url); // with its credentials, if any
std::optional<std::string> witnessUrl();
} // namespace SessionKeys
} // namespace seal
