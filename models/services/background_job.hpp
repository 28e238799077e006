// Background jobs: receipts, anchors, reports, exports, saving a whole value,
// starting the demo store. A store job opens its own connection (core
// builders verify the chain in their own read-only transaction, so they need
// a connection in no transaction at all) on a pool thread and hands its
// result back on the GUI thread, unless `context` is gone by then. Failures
// leave as one line. A job that needs no store (files, a server start) skips
// the connection.
#pragma once

#include "core/store/store.hpp"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>
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

// The outcome a job hands back: its result, or why it has none.
template <typename R> struct JobOutcome
{
    std::shared_ptr<R> result;
    QString error;
    bool cancelled = false;
};

// The one way the console runs work off the GUI thread (the store's three
// connection threads aside): QtConcurrent::run on the global pool; the
// outcome is posted back to the GUI thread and handed over there unless
// `context` is gone by then. (Not QFuture::then(context, ...): with Qt 6.4 a
// continuation attached while the job finishes was seen to be lost, and a
// verdict then never arrived.)
template <typename R>
void runJob(QObject* context, std::optional<QString> dsn, std::function<R(Connection*)> work,
            std::function<void(R)> done, std::function<void(QString)> failed)
{
    QPointer<QObject> guard(context);
    // Nobody waits on the future: the outcome arrives through the queued call.
    [[maybe_unused]] const QFuture<void> job = QtConcurrent::run(
        QThreadPool::globalInstance(), [guard, dsn = std::move(dsn), work = std::move(work),
                                        done = std::move(done), failed = std::move(failed)] {
            JobOutcome<R> outcome;
            try {
                if (dsn) {
                    Connection conn = Connection::open(dsn->toStdString());
                    const RegisteredJob registered(*dsn, conn);
                    outcome.result = std::make_shared<R>(work(&conn));
                } else {
                    outcome.result = std::make_shared<R>(work(nullptr));
                }
            } catch (const JobCancelled&) {
                outcome.cancelled = true;
            } catch (const std::exception& e) {
                outcome.error = jobErrorText(e);
            }
            QCoreApplication* app = QCoreApplication::instance();
            if (!app) return; // the application is gone
            // The pointer is read on the GUI thread only, inside the queued call.
            QMetaObject::invokeMethod(
                app,
                [guard, outcome = std::move(outcome), done, failed]() mutable {
                    if (!guard) return;
                    if (outcome.result)
                        done(std::move(*outcome.result));
                    else if (failed)
                        failed(outcome.cancelled
                                   ? QCoreApplication::translate("seal::EvidenceJob", "Cancelled.")
                                   : outcome.error);
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

// Runs `work` without a store (files, a question to the provider).
template <typename R>
void runFileJob(QObject* context, std::function<R()> work, std::function<void(R)> done,
                std::function<void(QString)> failed)
{
    detail::runJob<R>(
        context, std::nullopt, [work = std::move(work)](Connection*) { return work(); }, std::move(done),
        std::move(failed));
}

} // namespace seal
