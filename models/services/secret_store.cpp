#include "models/services/secret_store.hpp"

#include "core/sys/secret_wipe.hpp"

#include <QCoreApplication>
#include <QStringList>
#include <QThread>
#include <chrono>
#include <functional>
#include <future>
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

// The keychain's own thread: QtKeychain jobs are asynchronous (D-Bus,
// libsecret) and need an event loop to finish in. They run there, in that
// thread's own loop, while the caller waits for the answer (bounded); the
// GUI thread never spins a nested loop for them.
QObject* keychainHome()
{
    static QObject* home = [] {
        auto* thread = new QThread;
        thread->setObjectName(QStringLiteral("sealdesk-keychain"));
        auto* object = new QObject;
        object->moveToThread(thread);
        thread->start();
        qAddPostRoutine([] {
            QThread* t = keychainHome()->thread();
            t->quit();
            t->wait(kTimeoutMs);
        });
        return object;
    }();
    return home;
}

SecretResult resultOf(const QKeychain::Job& job, bool isRead)
{
    SecretResult result;
    switch (job.error()) {
    case QKeychain::NoError:
        result.status = SecretResult::Status::Ok;
        if (isRead) result.value = static_cast<const QKeychain::ReadPasswordJob&>(job).textData();
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

// Makes one job on the keychain thread, runs it to its end there and waits
// here for its answer, or the timeout.
SecretResult run(std::function<QKeychain::Job*()> makeJob, bool isRead)
{
    auto answer = std::make_shared<std::promise<SecretResult>>();
    std::future<SecretResult> future = answer->get_future();
    QMetaObject::invokeMethod(
        keychainHome(),
        [makeJob = std::move(makeJob), answer, isRead] {
            QKeychain::Job* job = makeJob();
            job->setAutoDelete(true);
            job->setInsecureFallback(false); // never a plain-text file instead
            QObject::connect(job, &QKeychain::Job::finished, job,
                             [answer, isRead](QKeychain::Job* done) { answer->set_value(resultOf(*done, isRead)); });
            job->start();
        },
        Qt::QueuedConnection);
    if (future.wait_for(std::chrono::milliseconds(kTimeoutMs)) != std::future_status::ready) {
        SecretResult result;
        result.status = SecretResult::Status::NoKeychain;
        result.message = tr("the keychain did not answer within %1 s").arg(kTimeoutMs / 1000);
        return result;
    }
    return future.get();
}

} // namespace

QString passwordKey(const QString& profile)
{
    return QStringLiteral("password/") + profile;
}

QString readPasswordKey(const QString& profile)
{
    return QStringLiteral("read-password/") + profile;
}

SecretResult read(const QString& key)
{
    return run(
        [key] {
            auto* job = new QKeychain::ReadPasswordJob(kService);
            job->setKey(key);
            return job;
        },
        true);
}

SecretResult write(const QString& key, const QString& secret)
{
    return run(
        [key, secret] {
            auto* job = new QKeychain::WritePasswordJob(kService);
            job->setKey(key);
            job->setTextData(secret);
            return job;
        },
        false);
}

SecretResult remove(const QString& key)
{
    return run(
        [key] {
            auto* job = new QKeychain::DeletePasswordJob(kService);
            job->setKey(key);
            return job;
        },
        false);
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
