// Reading a small file that someone else may have put in our way: a FIFO
// that never answers, a symbolic link to /dev/zero, a directory, a sparse
// file of gigabytes. Only a regular file no larger than the caller's bound is
// read, opened without following a final symbolic link and without blocking,
// and never more than the bound is read, whatever the file does meanwhile.
#pragma once

#include <cstddef>
#include <string>
#include <sys/types.h>

namespace seal {

struct BoundedRead
{
    enum class Status
    {
        Read,       // bytes holds the whole file
        Missing,    // no such file (ENOENT)
        Symlink,    // the last component is a symbolic link (refused, not followed)
        NotRegular, // a FIFO, socket, device or directory
        TooLarge,   // larger than the bound (nothing beyond it was read)
        Unreadable, // any other error (errno in `error`)
    };
    Status status = Status::Unreadable;
    std::string bytes;
    uid_t owner = 0;   // from fstat of the opened file (Read, TooLarge, NotRegular)
    unsigned mode = 0; // permission bits (st_mode & 07777)
    int error = 0;
    // "a FIFO", "larger than 64 MiB", ...: what was refused, in English, for a log line.
    std::string why() const;
};

// Opens `path` with O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, checks
// with fstat that it is a regular file of at most `maxBytes`, then reads at
// most maxBytes + 1 bytes (a file that grew past the bound is TooLarge).
// Memory: at most maxBytes + 1; time: never waits on a writer.
BoundedRead readRegularFileBounded(const std::string& path, std::size_t maxBytes);

} // namespace seal
