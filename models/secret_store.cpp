#include "secret_store.hpp"

#include "secret_wipe.hpp"

#include <QCoreApplication>
#include <QEventLoop>
#include <QStringList>
#include <QTimer>
#include <memory>
#include <mutex>
#include <qt6keychain/keychain.h>

namespace seal::SecretStore {
namespace {

constexpr int kTimeoutMs = 10'000;
const QString kService = QStringLiteral("sealdesk");

QString tr(const char* text)
{
    return QCoreApplication::translate("seal::SecretStore", text);
}

// Runs one job to its end (or the timeout) and turns its error into words.
SecretResult run(QKeychain::Job& job, bool isRead)
{
    job.setAutoDelete(false);
    job.setInsecureFallback(false); // never a plain-text file instead
    QEventLoop loop;
    bool finished = false;
    QObject::connect(&job, &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(kTimeoutMs, &loop, &QEventLoop::quit);
    job.start();
    if (!finished) loop.exec();

    SecretResult result;
    if (!finished) {
        result.status = SecretResult::Status::NoKeychain;
        result.message = tr("the keychain did not answer within %1 s").arg(kTimeoutMs / 1000);
        return result;
    }
    switch (job.error()) {
    case QKeychain::NoError:
        result.status = SecretResult::Status::Ok;
        if (isRead) result.value = static_cast<QKeychain::ReadPasswordJob&>(job).textData();
        break;
    case QKeychain::EntryNotFound:
        result.status = SecretResult::Status::NotFound;
        result.message = tr("the keychain has no such entry");
        break;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
        // QtKeychain reports a missing Secret Service / KWallet as either.
        result.status = SecretResult::Status::NoKeychain;
        result.message = tr("no keychain service is running on this computer");
        break;
    default:
        result.status = SecretResult::Status::Failed;
        result.message = tr("the keychain refused: %1").arg(job.errorString());
        break;
    }
    return result;
}

} // namespace

QString passwordKey(const QString& profile)
{
    return QStringLiteral("password/") + profile;
}

SecretResult read(const QString& key)
{
    QKeychain::ReadPasswordJob job(kService);
    job.setKey(key);
    return run(job, true);
}

SecretResult write(const QString& key, const QString& secret)
{
    QKeychain::WritePasswordJob job(kService);
    job.setKey(key);
    job.setTextData(secret);
    return run(job, false);
}

SecretResult remove(const QString& key)
{
    QKeychain::DeletePasswordJob job(kService);
    job.setKey(key);
    return run(job, false);
}

QStringList loadSessionKeys()
{
    QStringList found;
    bool keychain = true;
    const auto load = [&](const char* name, void (*set)(std::optional<std::string>)) {
        QString value = qEnvironmentVariable(name);
        if (value.isEmpty() && keychain) {
            const SecretResult r = read(QLatin1String(name));
            if (r.ok()) value = r.value;
            keychain = r.status != SecretResult::Status::NoKeychain; // the next would fail alike
        }
        if (value.isEmpty()) return;
        set(value.toStdString());
        found << QLatin1String(name);
    };
    load(kGovKey, SessionKeys::setGovernanceKey);
    load(kWitnessKey, SessionKeys::setWitnessKey);
    load(kWitnessUrl, SessionKeys::setWitnessUrl);
    return found;
}

} // namespace seal::SecretStore

namespace seal::SessionKeys {
namespace {

struct Held
{
    std::mutex mutex;
    std::optional<std::string> governance, witnessKey, witnessUrl;
};

Held& held()
{
    static Held h;
    return h;
}

void replace(std::optional<std::string>& slot, std::optional<std::string> value)
{
    std::lock_guard lock(held().mutex);
    if (slot) wipeSecret(*slot);
    slot = std::move(value);
}

std::optional<std::string> copy(const std::optional<std::string>& slot)
{
    std::lock_guard lock(held().mutex);
    return slot;
}

} // namespace

void setGovernanceKey(std::optional<std::string> key) { replace(held().governance, std::move(key)); }
std::optional<std::string> governanceKey() { return copy(held().governance); }
void setWitnessKey(std::optional<std::string> key) { replace(held().witnessKey, std::move(key)); }
std::optional<std::string> witnessKey() { return copy(held().witnessKey); }
void setWitnessUrl(std::optional<std::string> url) { replace(held().witnessUrl, std::move(url)); }
std::optional<std::string> witnessUrl() { return copy(held().witnessUrl); }

} // namespace seal::SessionKeys
