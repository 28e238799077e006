// After a write's connection was lost: reconnect, make sure the backend that
// ran the write has ended (so its transaction is committed or rolled back,
// not in between), and ask the store whether the write landed. Shared by
// every write (votes, operator writes, settles); never retries the write.
#pragma once

#include "core/store/store.hpp"
#include "core/writes/governance.hpp"

#include <functional>
#include <string>

namespace seal {

// The backend a write runs on, read before the write starts.
struct WriteBackend
{
    int pid = 0;
    std::string started; // backend_start, so a reused pid is not mistaken for it
};

WriteBackend writeBackendOf(Connection& conn);

// LostLanded or LostNotLanded as `landed` answers on the fresh connection;
// LostUnknown when the store cannot be reached again or the old backend
// will not end. `conn` is reconnected in place (PQreset) when possible.
WriteFate recheckAfterLoss(Connection& conn, const WriteBackend& old,
                           const std::function<bool(Connection&)>& landed);

} // namespace seal
