#include "core/sys/files.hpp"

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

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

// The temporary files in flight, where a signal handler can reach them
// without allocating or locking: a fixed table of path buffers, each claimed
// with an atomic flag and readable once `ready` is set.
struct TempSlot
{
    std::atomic<bool> used{false};
    std::atomic<bool> ready{false};
    char path[4096] = {};
};
std::array<TempSlot, 16> g_tempSlots;

int registerTemp(const std::string& path)
{
    if (path.size() >= sizeof(TempSlot::path)) return -1;
    for (size_t i = 0; i < g_tempSlots.size(); ++i) {
        bool expected = false;
        if (!g_tempSlots[i].used.compare_exchange_strong(expected, true)) continue;
        std::memcpy(g_tempSlots[i].path, path.c_str(), path.size() + 1);
        g_tempSlots[i].ready.store(true);
        return static_cast<int>(i);
    }
    return -1; // more than 16 at once: that one is not cleaned up on a signal
}

void unregisterTemp(int slot)
{
    if (slot < 0) return;
    g_tempSlots[static_cast<size_t>(slot)].ready.store(false);
    g_tempSlots[static_cast<size_t>(slot)].used.store(false);
}

extern "C" void removeTempsAndDie(int sig)
{
    for (TempSlot& slot : g_tempSlots)
        if (slot.ready.load()) ::unlink(slot.path); // async-signal-safe
    std::signal(sig, SIG_DFL);
    std::raise(sig);
}

} // namespace

void removeTemporaryFilesOnSignals()
{
    struct sigaction action = {};
    action.sa_handler = removeTempsAndDie;
    sigemptyset(&action.sa_mask);
    for (const int sig : {SIGINT, SIGTERM, SIGHUP})
        ::sigaction(sig, &action, nullptr);
}

AtomicFile::AtomicFile(std::string path, unsigned mode, FileReplace replace)
    : m_path(std::move(path)), m_tmp(m_path + ".tmp-XXXXXX"), m_replace(replace)
{
    m_fd = ::mkstemp(m_tmp.data()); // O_EXCL, mode 0600: nobody else reads it meanwhile
    if (m_fd < 0) {
        const int err = errno;
        m_tmp.clear();
        fail(err);
    }
    m_slot = registerTemp(m_tmp);
    if (::fchmod(m_fd, static_cast<mode_t>(mode)) != 0) {
        const int err = errno;
        ::close(std::exchange(m_fd, -1)); // a throwing constructor runs no destructor
        ::unlink(m_tmp.c_str());
        unregisterTemp(std::exchange(m_slot, -1));
        fail(err);
    }
}

AtomicFile::~AtomicFile()
{
    if (m_fd >= 0) ::close(m_fd);
    if (!m_committed && !m_tmp.empty()) ::unlink(m_tmp.c_str());
    unregisterTemp(m_slot);
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
    unregisterTemp(std::exchange(m_slot, -1)); // renamed: the temporary name may be someone else's now
}

void writeFileAtomically(const std::string& path, std::string_view bytes, unsigned mode, FileReplace replace)
{
    AtomicFile file(path, mode, replace);
    file.write(bytes);
    file.commit();
}

} // namespace seal
