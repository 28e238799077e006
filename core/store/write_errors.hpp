// A write that ended before its COMMIT because it waited too long (the store
// timeout: lock_timeout or statement_timeout) or because the user cancelled
// it while it waited. Its transaction was rolled back, so its fate is known:
// nothing was written. Thrown by Connection inside a WriteTransaction only;
// callers that need no difference catch it as the StoreError it is.
#pragma once

#include "core/store/store.hpp"

namespace seal {

class NothingWrittenError : public StoreError
{
public:
    NothingWrittenError(Kind kind, const std::string& message, std::string sqlState)
        : StoreError(kind, message, std::move(sqlState))
    {
    }
    NothingWrittenError(Kind kind, Phrase said, std::string sqlState)
        : StoreError(kind, std::move(said), std::move(sqlState))
    {
    }
};

} // namespace seal
