#include "models/services/key_folder.hpp"

#include "core/canon/cert_signing.hpp"
#include "core/canon/signing.hpp"
#include "core/sys/bounded_read.hpp"
#include "core/sys/files.hpp"
#include "core/sys/secret_wipe.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>
#include <stdexcept>

namespace seal {
namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("seal::KeyFolder", text);
}

constexpr std::size_t kMaxKeyFile = 64 * 1024; // a PEM key is a few hundred bytes

[[noreturn]] void fail(const QString& message)
{
    throw std::runtime_error(message.toStdString());
}

OwnKey ownKeyOf(const SigningKey& key, const QString& path)
{
    const QString hex = QString::fromStdString(encodeHex(key.publicKeyRaw()));
    return OwnKey{path, hex, QString::fromStdString(keyFingerprint(hex.toStdString()))};
}

} // namespace

OwnKey loadOwnKey(const QString& path)
{
    try {
        return ownKeyOf(SigningKey::load(path.toStdString()), path);
    } catch (const SigningError& e) {
        fail(QString::fromStdString(e.what()));
    }
}

QString KeyFolder::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/keys");
}

KeyFolder::KeyFolder(QString dir) : m_dir(std::move(dir)) {}

QString KeyFolder::pathFor(const QString& fingerprint) const
{
    return m_dir + QLatin1Char('/') + fingerprint + QStringLiteral(".pem");
}

void KeyFolder::ensureDir() const
{
    if (!QDir().mkpath(m_dir)) fail(tr("%1: the key folder cannot be created").arg(m_dir));
    // Only its owner enters it, whatever the umask made of it.
    if (!QFile::setPermissions(m_dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
        fail(tr("%1: the key folder's permissions cannot be set to 0700").arg(m_dir));
}

QList<OwnKey> KeyFolder::keys(QStringList* unreadable) const
{
    QList<OwnKey> out;
    const QFileInfoList files = QDir(m_dir).entryInfoList({QStringLiteral("*.pem")}, QDir::Files, QDir::Name);
    for (const QFileInfo& file : files) {
        try {
            out << loadOwnKey(file.filePath());
        } catch (const std::exception& e) {
            if (unreadable) *unreadable << file.filePath() + QStringLiteral(": ") + QString::fromStdString(e.what());
        }
    }
    std::sort(out.begin(), out.end(), [](const OwnKey& a, const OwnKey& b) { return a.fingerprint < b.fingerprint; });
    return out;
}

std::optional<OwnKey> KeyFolder::find(const QString& fingerprint) const
{
    for (const OwnKey& key : keys())
        if (key.fingerprint == fingerprint) return key;
    return std::nullopt;
}

OwnKey KeyFolder::create() const
{
    ensureDir();
    // Made under a name of its own, then linked to <fingerprint>.pem (never over a file).
    const QString fresh = m_dir + QStringLiteral("/new-") + QString::fromStdString(randomHex(8)) + QStringLiteral(".pem");
    OwnKey key;
    try {
        key = ownKeyOf(SigningKey::generateToFile(fresh.toStdString()), fresh);
    } catch (const SigningError& e) {
        fail(QString::fromStdString(e.what()));
    }
    const QString named = pathFor(key.fingerprint);
    if (!QFile::rename(fresh, named)) {
        QFile::remove(fresh);
        fail(tr("%1: the new key cannot be put in place (a file of that name exists?)").arg(named));
    }
    key.path = named;
    return key;
}

OwnKey KeyFolder::import(const QString& source) const
{
    OwnKey key = loadOwnKey(source); // an Ed25519 private key, or nothing is copied
    BoundedRead read = readRegularFileBounded(source.toStdString(), kMaxKeyFile);
    if (read.status != BoundedRead::Status::Read)
        fail(tr("%1: %2").arg(source, QString::fromStdString(read.why())));
    ensureDir();
    const QString named = pathFor(key.fingerprint);
    try {
        writeFileAtomically(named.toStdString(), read.bytes, 0600, FileReplace::Never);
    } catch (const AtomicWriteError& e) {
        wipeSecret(read.bytes);
        if (e.error == EEXIST) fail(tr("%1: this key is already in the key folder").arg(named));
        fail(QString::fromStdString(e.what()));
    }
    wipeSecret(read.bytes);
    key.path = named;
    return key;
}

bool KeyFolder::remove(const OwnKey& key) const
{
    return QFile::remove(key.path);
}

} // namespace seal
