// Passwords and keys in the system keychain (QtKeychain: Secret Service,
// KWallet, macOS Keychain, Windows Credential Manager), never in settings.
// Each call returns at once: the job runs on the keychain's own thread
// (secret_store.cpp) and its answer comes back to the caller's thread, in its
// event loop, within 10 s ("did not answer" after that); nobody waits on the
// GUI thread. "No keychain" is an answer of its own, so the console can say
// in plain words that nothing was saved.
#pragma once

#include <QObject>
#include <QString>
#include <functional>
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

// `done` runs on `context`'s thread with the answer, once; never after
// `context` is gone. A write or remove may pass no `done`.
using Answer = std::function<void(const SecretResult&)>;
void read(const QString& key, QObject* context, Answer done);
void write(const QString& key, const QString& secret, QObject* context, Answer done = {});
void remove(const QString& key, QObject* context, Answer done = {});
// Reads several keys, in order, and answers once with all of them (same order).
void readAll(const QStringList& keys, QObject* context, std::function<void(const QList<SecretResult>&)> done);

// Keychain key of a witness URL that carries credentials (userinfo, key=...);
// the settings file keeps it redacted.
inline const char* kWitnessUrl = "SEAL_WITNESS_URL";

// Fills the session's keys (below) at start-up, before any worker runs: each of
// SEAL_GOV_KEY, SEAL_WITNESS_KEY and SEAL_WITNESS_URL from the environment,
// else from the keychain; then `done` runs on `context`'s thread with the
// names found (never the values). The environment is only read, never written.
void loadSessionKeys(QObject* context, std::function<void(const QStringList& found)> done);

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
