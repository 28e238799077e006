// How many statements this process has sent to a store through
// Connection::exec and CopyRows, on every connection together. Tests use it
// to show that a read costs a bounded number of round trips however many
// paths, approvals or certs the store holds (issue 26: breadth as well as depth).
#pragma once

#include <cstdint>

namespace seal {

std::uint64_t statementsSent();

} // namespace seal
