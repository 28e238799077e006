#include "evidence_files.hpp"

#include <QCoreApplication>
#include <QSaveFile>

namespace seal {
namespace {

[[noreturn]] void fail(const QString& path, const QString& why)
{
    throw FileWriteError(QCoreApplication::translate("seal::EvidenceFiles", "cannot write %1: %2")
                             .arg(path, why)
                             .toStdString());
}

} // namespace

void saveFileAtomically(const QString& path, const std::function<void(QIODevice&)>& fill)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) fail(path, file.errorString());
    fill(file); // a throw leaves the temporary file to QSaveFile, which removes it
    if (!file.commit()) fail(path, file.errorString());
}

void saveFileAtomically(const QString& path, const std::string& bytes)
{
    saveFileAtomically(path, [&](QIODevice& device) {
        if (device.write(bytes.data(), static_cast<qint64>(bytes.size())) !=
            static_cast<qint64>(bytes.size()))
            fail(path, device.errorString());
    });
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
