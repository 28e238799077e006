// Writing evidence files: never a half-written file under the final name
// (QSaveFile writes a temporary file and renames it on commit), errors as one
// line naming the file, and a stream for exports that counts lines and stops
// when cancelled.
#pragma once

#include "evidence_job.hpp"

#include <QString>
#include <functional>
#include <ostream>
#include <stdexcept>
#include <streambuf>
#include <string>

class QIODevice;
class QSaveFile;

namespace seal {

// A file could not be written; what() names it and why.
class FileWriteError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// Writes `bytes` to `path` atomically; FileWriteError when it cannot.
void saveFileAtomically(const QString& path, const std::string& bytes);

// Opens a QSaveFile for writing `fill(device)` then commits it; nothing
// replaces `path` when `fill` throws (JobCancelled included).
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
