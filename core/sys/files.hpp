// Files written whole or not at all: the one place that knows the sequence
// (a temporary file next to the target, every byte written, fsync, then a
// rename or link into place), used for anchors, signing keys and every file
// the console or sealctl exports.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

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

// A file written piece by piece and put in place whole by commit(): until
// then it is a temporary file next to `path` (permissions `mode`, set before
// the first byte, whatever the umask), removed if the object dies uncommitted
// (an exception, a cancelled export). Every failure throws AtomicWriteError
// naming the path.
class AtomicFile
{
public:
    AtomicFile(std::string path, unsigned mode, FileReplace replace);
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    void write(std::string_view bytes);
    // Flushes to disk (fsync) and renames or links the file into place.
    void commit();
    const std::string& path() const { return m_path; }

private:
    [[noreturn]] void fail(int err);

    std::string m_path;
    std::string m_tmp;
    FileReplace m_replace;
    int m_fd = -1;
    int m_slot = -1; // where the signal handler finds m_tmp (-1: not registered)
    bool m_committed = false;
};

// A command-line program calls this once at start: SIGINT, SIGTERM and
// SIGHUP then remove every AtomicFile's temporary file before the process
// ends by that signal as it would have (an interrupted `sealctl anchor
// record` leaves no `anchor.json.tmp-XXXXXX`). The console ends its event
// loop on those signals instead, so its destructors remove them.
void removeTemporaryFilesOnSignals();

// Writes `bytes` to `path` atomically (an AtomicFile written once). Throws
// AtomicWriteError naming the path; nothing is left behind on failure.
void writeFileAtomically(const std::string& path, std::string_view bytes, unsigned mode, FileReplace replace);

} // namespace seal
