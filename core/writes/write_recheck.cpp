#include "core/writes/write_recheck.hpp"

#include <chrono>
#include <libpq-fe.h>
#include <thread>

namespace seal {
namespace {

using namespace std::chrono_literals;

// Re-establishes the caller's connection with the parameters it was opened
// with (PQreset), then the session settings Connection::open makes.
bool reconnect(Connection& conn)
{
    for (int attempt = 0; attempt < 5; ++attempt) {
        if (attempt > 0) std::this_thread::sleep_for(attempt * 300ms);
        PQreset(conn.raw());
        if (!conn.isOk()) continue;
        try {
            conn.command("SET extra_float_digits = 3");
            conn.command("SET client_encoding = 'UTF8'");
            return true;
        } catch (const StoreError&) {
        }
    }
    return false;
}

// When only the network failed, the old backend may still hold the write's
// transaction open. End it and wait until it is gone, so what we read next is
// final (committed or rolled back) rather than a guess.
bool oldBackendGone(Connection& conn, const WriteBackend& old)
{
    for (int i = 0; i < 100; ++i) {
        Result r =
            conn.exec("SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND backend_start = $2::timestamptz",
                      {param(old.pid), param(old.started)});
        if (r.rows() == 0) return true;
        if (i == 0) conn.exec("SELECT pg_terminate_backend($1)", {param(old.pid)});
        std::this_thread::sleep_for(100ms);
    }
    return false;
}

} // namespace

WriteBackend writeBackendOf(Connection& conn)
{
    Result r = conn.exec("SELECT pg_backend_pid(), backend_start::text FROM pg_stat_activity"
                         " WHERE pid = pg_backend_pid()");
    return WriteBackend{static_cast<int>(r.integer(0, 0)), std::string(r.text(0, 1))};
}

WriteFate recheckAfterLoss(Connection& conn, const WriteBackend& old,
                           const std::function<bool(Connection&)>& landed)
{
    if (!reconnect(conn)) return WriteFate::LostUnknown;
    try {
        if (!oldBackendGone(conn, old)) return WriteFate::LostUnknown;
        return landed(conn) ? WriteFate::LostLanded : WriteFate::LostNotLanded;
    } catch (const StoreError&) {
        return WriteFate::LostUnknown;
    }
}

} // namespace seal
