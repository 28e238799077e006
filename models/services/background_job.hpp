// Background jobs: receipts, anchors, reports, exports, saving a whole value,
// starting the demo store. A store job opens its own connection (core
// builders verify the chain in their own read-only transaction, so they need
// a connection in no transaction at all) on a pool thread and hands its
// result back on the GUI thread, unless `context` is gone by then. Failures
// leave as one line. A job that needs no store (files, a server start) skips
// the connection.
#pragma once

#include "store.hpp"

#include <QCoreApplication>
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
// connection threads aside): QtConcurrent::run on the global pool, then the
// continuation on `context`'s thread. Qt drops the continuation when
// `context` is destroyed first.
template <typename R>
void runJob(QObject* context, std::optional<QString> dsn, std::function<R(Connection*)> work,
            std::function<void(R)> done, std::function<void(QString)> failed)
{
    QtConcurrent::run(QThreadPool::globalInstance(), [dsn = std::move(dsn), work = std::move(work)] {
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
        return outcome;
    }).then(context, [done = std::move(done), failed = std::move(failed)](JobOutcome<R> outcome) {
        if (outcome.result)
            done(std::move(*outcome.result));
        else if (failed)
            failed(outcome.cancelled ? QCoreApplication::translate("seal::EvidenceJob", "Cancelled.")
                                     : outcome.error);
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
