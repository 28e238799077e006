// Evidence work off the GUI thread: receipts, anchors, reports and exports.
// The core builders verify the chain in their own read-only transaction, so
// they must run on a connection that is in no transaction at all: each job
// opens its own (like the chain walker) on a pool thread and hands its result
// back on the GUI thread, unless `context` is gone by then. Failures leave as
// one line. A job that needs no store (reading or writing a file) skips the
// connection.
#pragma once

#include "store.hpp"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace seal {

// The exception as one printable line.
QString jobErrorText(const std::exception& e);

// Set by a Cancel button, read by the job between steps.
using CancelFlag = std::shared_ptr<std::atomic<bool>>;
inline CancelFlag newCancelFlag()
{
    return std::make_shared<std::atomic<bool>>(false);
}

// Thrown by a job that saw its cancel flag; arrives as failed(tr("Cancelled.")).
struct JobCancelled
{
};

// Asks the server to cancel (PQcancel) the running query of every store job
// connected to `dsn`: the console calls it when it closes or reconnects, so
// a long report or export never holds the application open. Thread-safe and
// never waits; a job in its read transaction then fails at once. Returns how
// many jobs were reached.
int cancelStoreJobs(const QString& dsn);

namespace detail {

// Keeps a job's connection reachable by cancelStoreJobs() while it lives.
class RegisteredJob
{
public:
    RegisteredJob(const QString& dsn, Connection& conn);
    ~RegisteredJob();
    RegisteredJob(const RegisteredJob&) = delete;
    RegisteredJob& operator=(const RegisteredJob&) = delete;

private:
    std::uint64_t m_id;
};

template <typename R>
void runJob(QObject* context, std::optional<QString> dsn, std::function<R(Connection*)> work,
            std::function<void(R)> done, std::function<void(QString)> failed)
{
    QPointer<QObject> guard(context);
    QThreadPool::globalInstance()->start([guard, dsn = std::move(dsn), work = std::move(work),
                                          done = std::move(done), failed = std::move(failed)] {
        std::shared_ptr<R> result;
        QString error;
        bool cancelled = false;
        try {
            if (dsn) {
                Connection conn = Connection::open(dsn->toStdString());
                const RegisteredJob registered(*dsn, conn);
                result = std::make_shared<R>(work(&conn));
            } else {
                result = std::make_shared<R>(work(nullptr));
            }
        } catch (const JobCancelled&) {
            cancelled = true;
        } catch (const std::exception& e) {
            error = jobErrorText(e);
        }
        if (!QCoreApplication::instance()) return; // the application is gone
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, result, error, cancelled, done, failed] {
                if (!guard) return;
                if (result)
                    done(std::move(*result));
                else if (failed)
                    failed(cancelled ? QCoreApplication::translate("seal::EvidenceJob", "Cancelled.")
                                     : error);
            },
            Qt::QueuedConnection);
    });
}

} // namespace detail

// Runs `work` with its own connection to the store at `dsn` (empty: $SEAL_DSN).
template <typename R>
void runStoreJob(QObject* context, const QString& dsn, std::function<R(Connection&)> work,
                 std::function<void(R)> done, std::function<void(QString)> failed)
{
    detail::runJob<R>(
        context, dsn, [work = std::move(work)](Connection* conn) { return work(*conn); }, std::move(done),
        std::move(failed));
}

// Runs `work` without a store (files only).
template <typename R>
void runFileJob(QObject* context, std::function<R()> work, std::function<void(R)> done,
                std::function<void(QString)> failed)
{
    detail::runJob<R>(
        context, std::nullopt, [work = std::move(work)](Connection*) { return work(); }, std::move(done),
        std::move(failed));
}

} // namespace seal
