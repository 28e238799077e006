#include "models/services/secret_store.hpp"

#include "core/sys/secret_wipe.hpp"

#include <QCoreApplication>
#include <QStringList>
#include <QPair>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <functional>
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
// thread's own loop; their answers are queued back to the caller's thread.
// Only quitting waits, for this thread to end (bounded), after the last window.
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

// Makes one job on the keychain thread and runs it to its end there; its
// answer, or "did not answer" after the timeout, whichever comes first, goes
// to `done` on `context`'s thread. Nothing here waits.
void run(std::function<QKeychain::Job*()> makeJob, bool isRead, QObject* context, Answer done)
{
    struct Pending
    {
        std::atomic<bool> answered{false};
        QPointer<QObject> context;
        Answer done;
    };
    auto pending = std::make_shared<Pending>();
    pending->context = context;
    pending->done = std::move(done);
    // Called on either thread; the first answer wins and is queued to the context.
    const auto answer = [pending](const SecretResult& result) {
        if (pending->answered.exchange(true) || !pending->done) return;
        QObject* target = pending->context.data();
        if (!target) return;
        QMetaObject::invokeMethod(
            target, [pending, result] { pending->done(result); }, Qt::QueuedConnection);
    };
    QMetaObject::invokeMethod(
        keychainHome(),
        [makeJob = std::move(makeJob), answer, isRead] {
            QKeychain::Job* job = makeJob();
            job->setAutoDelete(true);
            job->setInsecureFallback(false); // never a plain-text file instead
            QObject::connect(job, &QKeychain::Job::finished, job,
                             [answer, isRead](QKeychain::Job* finished) { answer(resultOf(*finished, isRead)); });
            job->start();
        },
        Qt::QueuedConnection);
    if (context)
        QTimer::singleShot(kTimeoutMs, context, [answer] {
            SecretResult result;
            result.status = SecretResult::Status::NoKeychain;
            result.message = tr("the keychain did not answer within %1 s").arg(kTimeoutMs / 1000);
            answer(result);
        });
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

void read(const QString& key, QObject* context, Answer done)
{
    run(
        [key] {
            auto* job = new QKeychain::ReadPasswordJob(kService);
            job->setKey(key);
            return job;
        },
        true, context, std::move(done));
}

void write(const QString& key, const QString& secret, QObject* context, Answer done)
{
    run(
        [key, secret] {
            auto* job = new QKeychain::WritePasswordJob(kService);
            job->setKey(key);
            job->setTextData(secret);
            return job;
        },
        false, context, std::move(done));
}

void remove(const QString& key, QObject* context, Answer done)
{
    run(
        [key] {
            auto* job = new QKeychain::DeletePasswordJob(kService);
            job->setKey(key);
            return job;
        },
        false, context, std::move(done));
}

namespace {

// Reads keys[i..] one after another (a missing keychain answers the rest
// alike without asking again), then answers with every result.
void readFrom(std::shared_ptr<QStringList> keys, qsizetype i, std::shared_ptr<QList<SecretResult>> got,
              QObject* context, std::function<void(const QList<SecretResult>&)> done)
{
    if (i == keys->size()) {
        done(*got);
        return;
    }
    if (!got->isEmpty() && got->last().status == SecretResult::Status::NoKeychain) {
        got->append(got->last());
        readFrom(keys, i + 1, got, context, std::move(done));
        return;
    }
    read(keys->at(i), context, [keys, i, got, context, done](const SecretResult& result) {
        got->append(result);
        readFrom(keys, i + 1, got, context, done);
    });
}

} // namespace

void readAll(const QStringList& keys, QObject* context, std::function<void(const QList<SecretResult>&)> done)
{
    readFrom(std::make_shared<QStringList>(keys), 0, std::make_shared<QList<SecretResult>>(), context,
             std::move(done));
}

void loadSessionKeys(QObject* context, std::function<void(const QStringList& found)> done)
{
    using Setter = void (*)(std::optional<std::string>);
    const QList<QPair<QString, Setter>> names = {{QLatin1String(kGovKey), SessionKeys::setGovernanceKey},
                                                 {QLatin1String(kWitnessKey), SessionKeys::setWitnessKey},
                                                 {QLatin1String(kWitnessUrl), SessionKeys::setWitnessUrl}};
    QStringList fromKeychain; // those the environment does not give
    for (const auto& [name, set] : names)
        if (qEnvironmentVariableIsEmpty(qPrintable(name))) fromKeychain << name;
    readAll(fromKeychain, context, [names, fromKeychain, done](const QList<SecretResult>& results) {
        QStringList found;
        for (const auto& [name, set] : names) {
            QString value = qEnvironmentVariable(qPrintable(name));
            if (const qsizetype at = fromKeychain.indexOf(name); at >= 0 && results[at].ok()) value = results[at].value;
            if (value.isEmpty()) continue;
            set(value.toStdString());
            found << name;
        }
        done(found);
    });
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
