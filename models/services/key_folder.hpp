// The console's own signing keys (issue 27 item 7): one Ed25519 PKCS#8 PEM
// per key, the format the kernel loads as its signing key, in a folder only
// its owner may enter (AppDataLocation/keys, mode 0700), each file named
// <fingerprint>.pem with mode 0600. The public key is derived by loading the
// file; nothing of a key goes to the settings file or a log but its path and
// fingerprint.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace seal {

struct OwnKey
{
    QString path;
    QString publicKeyHex; // 64 lowercase hex (the kernel's `signer`)
    QString fingerprint;  // its first 16
};

class KeyFolder
{
public:
    // QStandardPaths::AppDataLocation + "/keys".
    static QString defaultPath();
    explicit KeyFolder(QString dir = defaultPath());

    const QString& dir() const { return m_dir; }

    // Every *.pem in the folder that loads as an Ed25519 key, by fingerprint;
    // files that do not load are named in `unreadable` (path: why).
    QList<OwnKey> keys(QStringList* unreadable = nullptr) const;
    std::optional<OwnKey> find(const QString& fingerprint) const;

    // A new key, written 0600 and never over an existing file; throws
    // std::runtime_error naming the file when the folder or key cannot be made.
    OwnKey create() const;
    // A copy of the Ed25519 PEM at `source` (checked by loading it first);
    // throws std::runtime_error naming the file (not a key, already there…).
    OwnKey import(const QString& source) const;
    // Removes the key's file; false when it could not.
    bool remove(const OwnKey& key) const;

private:
    void ensureDir() const;
    QString pathFor(const QString& fingerprint) const;

    QString m_dir;
};

// The key in `path` (any Ed25519 PEM); throws std::runtime_error naming it.
OwnKey loadOwnKey(const QString& path);

} // namespace seal
