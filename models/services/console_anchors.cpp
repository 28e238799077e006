#include "models/services/console_anchors.hpp"

#include "core/base/clock.hpp"
#include "core/chain/anchor.hpp"
#include "models/text/safe_text.hpp"

#include <QDir>

namespace seal {
namespace {

QString fileSafe(const std::string& text)
{
    QString out = QString::fromStdString(text);
    for (QChar& c : out)
        if (!(c.isLetterOrNumber() && c.unicode() < 0x80) && c != QLatin1Char('_') && c != QLatin1Char('-'))
            c = QLatin1Char('_');
    return out;
}

QString fileOf(const DatabaseIdentity& id, const QString& dir)
{
    const QString name =
        QStringLiteral("%1-%2-%3.json")
            .arg(id.systemIdentifier ? fileSafe(*id.systemIdentifier) : QStringLiteral("cluster"))
            .arg(id.databaseOid)
            .arg(fileSafe(id.database));
    return QDir(dir).filePath(name);
}

void makeDir(const QString& dir)
{
    if (!QDir().mkpath(dir))
        throw AnchorFileError(QStringLiteral("cannot create the anchor directory %1").arg(dir).toStdString());
}

} // namespace

QString anchorFileFor(Connection& conn, const QString& dir)
{
    return fileOf(readStoreIdentity(conn), dir);
}

AnchorCheckResult checkConsoleAnchors(Connection& conn, const QString& dir)
{
    AnchorCheckResult out;
    out.file = anchorFileFor(conn, dir);
    const std::vector<Anchor> anchors = readAnchorFile(out.file.toStdString(), true);
    if (anchors.empty()) return out;
    const AnchorCheck check = checkAnchors(conn, anchors);
    out.anchors = static_cast<int>(check.findings.size());
    for (const AnchorFinding& f : check.findings) {
        if (f.kind == "intact") {
            if (!out.newestSeq || f.anchor.seq > *out.newestSeq) {
                out.newestSeq = f.anchor.seq;
                out.newestHash = QByteArray::fromStdString(f.anchor.hash);
            }
            continue;
        }
        out.problems << QStringLiteral("%1: %2").arg(QString::fromStdString(f.kind), safeText(f.detail));
    }
    return out;
}

QString appendConsoleAnchor(Connection& conn, const QString& dir, qint64 seq, const QByteArray& hash,
                            qint64 rows)
{
    Anchor a;
    a.store = readStoreIdentity(conn);
    a.seq = seq;
    a.hash = hash.toStdString();
    a.rows = rows;
    a.at = storeNow(conn); // the store's clock, as every time Seal Desk records
    a.recordedBy = conn.user();
    const QString file = fileOf(a.store, dir);
    makeDir(dir);
    appendAnchorFile(file.toStdString(), a);
    return file;
}

} // namespace seal
