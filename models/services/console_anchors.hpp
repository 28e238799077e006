// The console's anchor files (core/chain/anchor.hpp), in Qt terms: where a store's
// anchors live, checking them and appending one. Each call needs a connection
// in no transaction (core reads the store's identity outside one), i.e. an
// evidence job's.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace seal {

class Connection;

struct AnchorCheckResult
{
    QString file;
    int anchors = 0;                 // recorded for this store
    QStringList problems;            // one line per anchor_broken / truncated finding
    std::optional<qint64> newestSeq; // the newest anchor that checked intact
    QByteArray newestHash;
};

// "<dir>/<system identifier>-<database oid>-<database>.json", names made file-safe.
QString anchorFileFor(Connection& conn, const QString& dir);

// Reads the file (absent: no anchors) and checks every anchor of this store.
AnchorCheckResult checkConsoleAnchors(Connection& conn, const QString& dir);

// Appends the verified head (seq, hash, rows walked) to this store's file.
// Returns the file.
QString appendConsoleAnchor(Connection& conn, const QString& dir, qint64 seq, const QByteArray& hash,
                            qint64 rows);

} // namespace seal
