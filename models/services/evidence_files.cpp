#include "models/services/evidence_files.hpp"

#include "core/sys/files.hpp"

#include <QCoreApplication>
#include <QFile>
#include <QIODevice>
#include <cstring>

namespace seal {
namespace {

// Evidence is meant to be shared: readable by others, whatever the umask.
constexpr unsigned kEvidenceMode = 0644;

[[noreturn]] void fail(const QString& path, const QString& why)
{
    throw FileWriteError(QCoreApplication::translate("seal::EvidenceFiles", "cannot write %1: %2")
                             .arg(path, why)
                             .toStdString());
}

// A write-only QIODevice over core's AtomicFile, for writers made for Qt devices.
class AtomicFileDevice : public QIODevice
{
public:
    explicit AtomicFileDevice(AtomicFile& file) : m_file(file) { open(QIODevice::WriteOnly); }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override
    {
        try {
            m_file.write(std::string_view(data, static_cast<size_t>(size)));
            return size;
        } catch (const AtomicWriteError& e) {
            setErrorString(QString::fromLocal8Bit(e.what()));
            return -1;
        }
    }

private:
    AtomicFile& m_file;
};

} // namespace

void saveFileAtomically(const QString& path, const std::function<void(QIODevice&)>& fill)
{
    try {
        AtomicFile file(QFile::encodeName(path).toStdString(), kEvidenceMode, FileReplace::Allowed);
        AtomicFileDevice device(file);
        fill(device); // a throw leaves the temporary file to AtomicFile, which removes it
        file.commit();
    } catch (const AtomicWriteError& e) {
        fail(path, QString::fromLocal8Bit(std::strerror(e.error)));
    }
}

void saveFileAtomically(const QString& path, const std::string& bytes)
{
    try {
        writeFileAtomically(QFile::encodeName(path).toStdString(), bytes, kEvidenceMode, FileReplace::Allowed);
    } catch (const AtomicWriteError& e) {
        fail(path, QString::fromLocal8Bit(std::strerror(e.error)));
    }
}

LineCountingBuf::LineCountingBuf(QIODevice& device, CancelFlag cancel, std::function<void(qint64)> onLine)
    : m_device(device), m_cancel(std::move(cancel)), m_onLine(std::move(onLine))
{
}

void LineCountingBuf::put(const char* s, qint64 n)
{
    if (m_cancel && m_cancel->load()) throw JobCancelled{};
    if (m_device.write(s, n) != n)
        throw FileWriteError(QCoreApplication::translate("seal::EvidenceFiles", "cannot write: %1")
                                 .arg(m_device.errorString())
                                 .toStdString());
    for (qint64 i = 0; i < n; ++i) {
        if (s[i] != '\n') continue;
        ++m_lines;
        if (m_onLine) m_onLine(m_lines);
    }
}

LineCountingBuf::int_type LineCountingBuf::overflow(int_type ch)
{
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    const char c = traits_type::to_char_type(ch);
    put(&c, 1);
    return ch;
}

std::streamsize LineCountingBuf::xsputn(const char* s, std::streamsize n)
{
    put(s, static_cast<qint64>(n));
    return n;
}

} // namespace seal
