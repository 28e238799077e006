// Where the tests find the checkout, the reference fixtures and sealctl.
// Only test_paths.cpp is compiled with these absolute paths (tests/CMakeLists.txt:
// as -D of every test they would defeat ccache in a fresh clone).
#pragma once

#include <QString>
#include <string>

namespace seal::test {

std::string sourceDir();   // the checkout (scripts/, tests/fuzz/corpus/)
std::string fixturesDir(); // SEAL_FIXTURES_DIR: the reference kernel's stores and answers
std::string sealctlPath(); // the sealctl this build made

inline QString qSourcePath(const char* relative) // sourceDir() + "/" + relative
{
    return QString::fromStdString(sourceDir() + "/" + relative);
}
inline QString qSealctl() { return QString::fromStdString(sealctlPath()); }

} // namespace seal::test
