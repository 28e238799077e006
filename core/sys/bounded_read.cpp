#include "core/sys/bounded_read.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace seal {
namespace {

struct Fd
{
    int fd;
    ~Fd()
    {
        if (fd >= 0) ::close(fd);
    }
};

const char* kindOf(mode_t mode)
{
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISDIR(mode)) return "a directory";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

BoundedRead failed(BoundedRead::Status status, int err)
{
    BoundedRead out;
    out.status = status;
    out.error = err;
    return out;
}

} // namespace

std::string BoundedRead::why() const
{
    switch (status) {
    case Status::Read: return "read";
    case Status::Missing: return "no such file";
    case Status::Symlink: return "a symbolic link (not followed)";
    case Status::NotRegular: return kindOf(static_cast<mode_t>(mode)); // mode keeps the type here
    case Status::TooLarge: return "larger than the bound";
    case Status::Unreadable: break;
    }
    return std::string("unreadable: ") + std::strerror(error);
}

BoundedRead readRegularFileBounded(const std::string& path, std::size_t maxBytes)
{
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
    const Fd file{::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0) {
        const int err = errno;
        if (err == ENOENT) return failed(BoundedRead::Status::Missing, err);
        if (err == ELOOP) return failed(BoundedRead::Status::Symlink, err);
        return failed(BoundedRead::Status::Unreadable, err);
    }
    struct stat st = {};
    if (::fstat(file.fd, &st) != 0) return failed(BoundedRead::Status::Unreadable, errno);
    BoundedRead out;
    out.owner = st.st_uid;
    if (!S_ISREG(st.st_mode)) {
        out.status = BoundedRead::Status::NotRegular;
        out.mode = static_cast<unsigned>(st.st_mode); // the type, for why()
        return out;
    }
    out.mode = static_cast<unsigned>(st.st_mode & 07777);
    if (st.st_size < 0 || static_cast<std::uintmax_t>(st.st_size) > maxBytes) {
        out.status = BoundedRead::Status::TooLarge;
        return out;
    }
    // The size may change after fstat: read to end of file or one byte past the bound.
    out.bytes.resize(static_cast<std::size_t>(st.st_size) + 1);
    std::size_t done = 0;
    while (true) {
        if (done == out.bytes.size()) {
            if (out.bytes.size() > maxBytes) {
                out.bytes.clear();
                out.bytes.shrink_to_fit();
                out.status = BoundedRead::Status::TooLarge;
                return out;
            }
            out.bytes.resize(std::min(maxBytes + 1, out.bytes.size() * 2));
        }
        const ssize_t n = ::read(file.fd, out.bytes.data() + done, out.bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return failed(BoundedRead::Status::Unreadable, errno);
        if (n == 0) break;
        done += static_cast<std::size_t>(n);
    }
    out.bytes.resize(done);
    out.status = BoundedRead::Status::Read;
    return out;
}

} // namespace seal
