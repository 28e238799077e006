#include "tests/support/test_paths.hpp"

namespace seal::test {

std::string sourceDir() { return SEAL_SOURCE_DIR; }
std::string fixturesDir() { return SEAL_FIXTURES_DIR; }
std::string sealctlPath() { return SEAL_SEALCTL; }

} // namespace seal::test
