#include "files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace seal {
namespace {

bool writeAll(int fd, std::string_view bytes)
{
    for (size_t done = 0; done < bytes.size();) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += static_cast<size_t>(n);
    }
    return true;
}

[[noreturn]] void fail(const std::string& path, int err)
{
    throw AtomicWriteError("cannot write " + path + ": " + std::strerror(err), err);
}

} // namespace

void writeFileAtomically(const std::string& path, std::string_view bytes, unsigned mode, FileReplace replace)
{
    if (replace == FileReplace::Never && ::access(path.c_str(), F_OK) == 0) fail(path, EEXIST);
    std::string tmp = path + ".tmp-XXXXXX";
    const int fd = ::mkstemp(tmp.data()); // O_EXCL, mode 0600: nobody else reads it meanwhile
    if (fd < 0) fail(path, errno);
    bool ok = ::fchmod(fd, static_cast<mode_t>(mode)) == 0 && writeAll(fd, bytes) && ::fsync(fd) == 0;
    int err = errno;
    ok = ::close(fd) == 0 && ok;
    if (ok) {
        // link() refuses an existing target, atomically; rename() replaces it.
        ok = replace == FileReplace::Never ? ::link(tmp.c_str(), path.c_str()) == 0
                                           : std::rename(tmp.c_str(), path.c_str()) == 0;
        err = errno;
    }
    if (!ok || replace == FileReplace::Never) ::unlink(tmp.c_str());
    if (!ok) fail(path, err);
}

} // namespace seal
