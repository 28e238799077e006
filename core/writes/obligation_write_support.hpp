// What the obligation writes share (obligation_writes.cpp, obligation_sweep.cpp):
// the store's clock, the session role, the refusal a store without the kernel's
// tables gets, and the words after a lost connection.
#pragma once

#include "core/base/clock.hpp" // storeNow: a write's time is the store's
#include "core/base/phrase.hpp"
#include "core/store/store.hpp"
#include "core/writes/governance.hpp"

#include <optional>
#include <string>
#include <utility>

namespace seal {

std::string sessionRoleOf(Connection& conn);

// MissingTable or WithdrawnLayout with the words to say ("...; nothing
// changed"), when the store does not hold the kernel's two tables; nullopt when it does.
std::optional<std::pair<Refusal, Phrase>> setupRefusal(Connection& conn);

// "connection lost during <what>; ..." for LostLanded, LostNotLanded, LostUnknown.
std::string lostWriteText(WriteFate fate, const std::string& what);

} // namespace seal
