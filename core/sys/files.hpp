// Files written whole or not at all: the one place that knows the sequence
// (a temporary file next to the target, every byte written, fsync, then a
// rename or link into place), used for anchors and signing keys.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

namespace seal {

struct AtomicWriteError : std::runtime_error
{
    AtomicWriteError(const std::string& what, int errorNumber) : std::runtime_error(what), error(errorNumber) {}
    int error; // errno: EEXIST when FileReplace::Never met an existing file
};

enum class FileReplace
{
    Allowed, // rename over whatever is there (a reader sees the old file or the new one)
    Never,   // refuse when the path exists (someone's only copy of a key): EEXIST names it
};

// Writes `bytes` to `path` atomically with permissions `mode` (set on the
// temporary file before the first byte, whatever the umask). Throws
// AtomicWriteError naming the path; nothing is left behind on failure.
void writeFileAtomically(const std::string& path, std::string_view bytes, unsigned mode, FileReplace replace);

} // namespace seal
