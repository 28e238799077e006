// Passwords and keys in the system keychain (QtKeychain: Secret Service,
// KWallet, macOS Keychain, Windows Credential Manager), never in settings.
// Each call waits for its answer (bounded); "no keychain" is an answer of
// its own, so the console can say in plain words that nothing was saved.
#pragma once

#include <QString>

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

SecretResult read(const QString& key);
SecretResult write(const QString& key, const QString& secret);
SecretResult remove(const QString& key);

// For SEAL_GOV_KEY and SEAL_WITNESS_KEY: when the environment lacks one and
// the keychain has it, sets it in this process's environment so that core
// code finds it. Returns the names set (never the values).
QStringList exportKeysToEnvironment();

} // namespace SecretStore
} // namespace seal
