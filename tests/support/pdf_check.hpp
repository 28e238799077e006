// What a reader sees of a PDF the evidence exports write, asked of poppler
// (pdfinfo, pdffonts, pdftotext from poppler-utils), never of our own parser:
// the file opens without a complaint, every page is A4, every font is
// embedded, and the text a reader copies out of it.
#pragma once

#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTemporaryFile>
#include <string>

namespace seal::pdfcheck {

struct ToolRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline ToolRun runTool(const QString& tool, const QStringList& args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(60000))
        return {-1, {}, tool + QStringLiteral(" did not finish (is poppler-utils installed?)")};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

// The bytes in a temporary file for the tools (removed when it goes).
class PdfFile
{
public:
    explicit PdfFile(const std::string& bytes)
    {
        m_file.open();
        m_file.write(bytes.data(), static_cast<qint64>(bytes.size()));
        m_file.flush();
    }
    QString path() const { return m_file.fileName(); }

private:
    QTemporaryFile m_file;
};

// "" when pdfinfo reads the file without a word on stderr, every page is A4
// (595.28 x 841.89 pt) and pdffonts lists every font as embedded; else what
// is wrong.
inline std::string structureProblem(const std::string& bytes)
{
    const PdfFile file(bytes);
    const ToolRun info =
        runTool(QStringLiteral("pdfinfo"), {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                            QStringLiteral("100000"), file.path()});
    if (info.exitCode != 0 || !info.err.isEmpty()) return "pdfinfo: " + (info.err + info.out).toStdString();
    auto sizes =
        QRegularExpression(QStringLiteral("^Page +\\d+ size: +(.*)$"), QRegularExpression::MultilineOption)
            .globalMatch(info.out);
    int pages = 0;
    while (sizes.hasNext()) {
        const QString size = sizes.next().captured(1);
        ++pages;
        if (size != QLatin1String("595.28 x 841.89 pts (A4)"))
            return "a page is not A4: " + size.toStdString();
    }
    if (pages == 0) return "pdfinfo lists no page";
    const ToolRun fonts = runTool(QStringLiteral("pdffonts"), {file.path()});
    if (fonts.exitCode != 0 || !fonts.err.isEmpty()) return "pdffonts: " + fonts.err.toStdString();
    const QStringList rows = fonts.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2); // past the header
    for (const QString& row : rows)
        if (!row.contains(QRegularExpression(QStringLiteral(" yes +yes +yes +\\d+ +\\d+$"))))
            return "a font is not embedded as a subset with a Unicode map: " + row.toStdString();
    return {};
}

// The text pdftotext gives back (UTF-8), pages first..last (0: to the end).
inline std::string text(const std::string& bytes, int first = 1, int last = 0)
{
    const PdfFile file(bytes);
    QStringList args{QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"),
                     QString::number(first)};
    if (last > 0) args << QStringLiteral("-l") << QString::number(last);
    const ToolRun run = runTool(QStringLiteral("pdftotext"), args << file.path() << QStringLiteral("-"));
    return run.exitCode == 0 ? run.out.toStdString() : "pdftotext failed: " + run.err.toStdString();
}

// The number of pages pdfinfo counts.
inline int pageCount(const std::string& bytes)
{
    const PdfFile file(bytes);
    const auto m = QRegularExpression(QStringLiteral("^Pages: +(\\d+)$"), QRegularExpression::MultilineOption)
                       .match(runTool(QStringLiteral("pdfinfo"), {file.path()}).out);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

} // namespace seal::pdfcheck
