#include "secret_store.hpp"

#include <QCoreApplication>
#include <QEventLoop>
#include <QStringList>
#include <QTimer>
#include <memory>
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

QStringList exportKeysToEnvironment()
{
    QStringList set;
    for (const char* name : {kGovKey, kWitnessKey}) {
        if (!qEnvironmentVariableIsEmpty(name)) continue;
        const SecretResult r = read(QLatin1String(name));
        if (r.ok() && !r.value.isEmpty()) {
            qputenv(name, r.value.toUtf8());
            set << QLatin1String(name);
        }
        if (r.status == SecretResult::Status::NoKeychain) break; // the second would fail alike
    }
    return set;
}

} // namespace seal::SecretStore
