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

} // namespace

AtomicFile::AtomicFile(std::string path, unsigned mode, FileReplace replace)
    : m_path(std::move(path)), m_tmp(m_path + ".tmp-XXXXXX"), m_replace(replace)
{
    m_fd = ::mkstemp(m_tmp.data()); // O_EXCL, mode 0600: nobody else reads it meanwhile
    if (m_fd < 0) {
        const int err = errno;
        m_tmp.clear();
        fail(err);
    }
    if (::fchmod(m_fd, static_cast<mode_t>(mode)) != 0) fail(errno);
}

AtomicFile::~AtomicFile()
{
    if (m_fd >= 0) ::close(m_fd);
    if (!m_committed && !m_tmp.empty()) ::unlink(m_tmp.c_str());
}

void AtomicFile::fail(int err)
{
    throw AtomicWriteError("cannot write " + m_path + ": " + std::strerror(err), err);
}

void AtomicFile::write(std::string_view bytes)
{
    if (m_fd < 0 || m_committed) fail(EBADF);
    if (!writeAll(m_fd, bytes)) fail(errno ? errno : EIO);
}

void AtomicFile::commit()
{
    if (m_fd < 0 || m_committed) fail(EBADF);
    int err = ::fsync(m_fd) == 0 ? 0 : errno;
    if (::close(m_fd) != 0 && err == 0) err = errno;
    m_fd = -1;
    if (err != 0) fail(err);
    // link() refuses an existing target, atomically; rename() replaces it.
    const bool placed = m_replace == FileReplace::Never ? ::link(m_tmp.c_str(), m_path.c_str()) == 0
                                                        : std::rename(m_tmp.c_str(), m_path.c_str()) == 0;
    if (!placed) fail(errno); // the destructor removes the temporary file
    if (m_replace == FileReplace::Never) ::unlink(m_tmp.c_str());
    m_committed = true;
}

void writeFileAtomically(const std::string& path, std::string_view bytes, unsigned mode, FileReplace replace)
{
    AtomicFile file(path, mode, replace);
    file.write(bytes);
    file.commit();
}

} // namespace seal
