// Writing evidence files, in Qt terms, through core's one atomic writer
// (core/sys/files.hpp): never a half-written file under the final name,
// errors as one line naming the file, and a stream for exports that counts
// lines and stops when cancelled.
#pragma once

#include "models/services/background_job.hpp"

#include <QString>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <streambuf>
#include <string>

class QIODevice;

namespace seal {

// A file could not be written; what() names it and why.
class FileWriteError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// Writes `bytes` to `path` atomically; FileWriteError when it cannot.
void saveFileAtomically(const QString& path, const std::string& bytes);

// Hands `fill` a device onto a temporary file, then puts the file in place;
// nothing replaces `path` when `fill` throws (JobCancelled included).
void saveFileAtomically(const QString& path, const std::function<void(QIODevice&)>& fill);

// An ostream buffer onto a device: counts the lines written and calls
// `onLine(lines)` after each; throws JobCancelled when `cancel` is set.
class LineCountingBuf : public std::streambuf
{
public:
    LineCountingBuf(QIODevice& device, CancelFlag cancel, std::function<void(qint64)> onLine);
    qint64 lines() const { return m_lines; }

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* s, std::streamsize n) override;

private:
    void put(const char* s, qint64 n);

    QIODevice& m_device;
    CancelFlag m_cancel;
    std::function<void(qint64)> m_onLine;
    qint64 m_lines = 0;
};

} // namespace seal
