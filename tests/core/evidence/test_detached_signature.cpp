// Detached signatures for console exports (issue 27 item 7): FILE.sig made
// with a key file verifies, and the checks fail for what they must: one byte
// of the file changed, the .sig's signer swapped for another key, a pinned key
// that is not the signer, a truncated or garbage .sig, one not of this format.
#include "core/canon/cert_signing.hpp"
#include "core/evidence/detached_signature.hpp"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sys/stat.h>

using namespace seal;

namespace {

void writeFile(const std::string& path, const std::string& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

} // namespace

class TestDetachedSignature : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string m_keyPath, m_otherPath, m_file;

    std::string path(const char* name) const { return m_dir.filePath(QLatin1String(name)).toStdString(); }
    std::string publicHex(const std::string& keyPath) const { return encodeHex(SigningKey::load(keyPath).publicKeyRaw()); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_keyPath = path("mine.pem");
        m_otherPath = path("other.pem");
        SigningKey::generateToFile(m_keyPath);
        SigningKey::generateToFile(m_otherPath);
        m_file = path("report.csv");
        std::string bytes = "seq,intent\n";
        for (int i = 0; i < 20000; ++i) bytes += std::to_string(i) + ",intent-" + std::to_string(i * 7) + "\n"; // > one 64 KiB read
        writeFile(m_file, bytes);
    }

    void roundTrip()
    {
        const std::string sigPath = writeDetachedSignature(m_file, SigningKey::load(m_keyPath));
        QCOMPARE(sigPath, m_file + ".sig");
        const auto doc = nlohmann::json::parse(readAll(sigPath));
        QCOMPARE(doc.at("format").get<std::string>(), std::string("sealdesk-signature/1"));
        QCOMPARE(doc.at("file").get<std::string>(), std::string("report.csv"));
        QCOMPARE(doc.at("signer").get<std::string>(), publicHex(m_keyPath));
        QCOMPARE(doc.at("sig").get<std::string>().size(), size_t(128));
        // The SHA-256 is of the file's bytes (independently: the whole file at once).
        QCOMPARE(doc.at("sha256").get<std::string>(), fileSha256Hex(m_file));
        QCOMPARE(doc.at("sha256").get<std::string>().size(), size_t(64));

        const SignatureCheck unpinned = checkDetachedSignatureFile(m_file);
        QVERIFY2(unpinned.ok(), unpinned.why.c_str());
        QCOMPARE(unpinned.signer, publicHex(m_keyPath));
        const SignatureCheck pinned = checkDetachedSignatureFile(m_file, sigPath, publicHex(m_keyPath));
        QVERIFY2(pinned.ok(), pinned.why.c_str());
        // The signature is the kernel's kind: Ed25519 over the hash's 32 raw bytes.
        QVERIFY(verifyEd25519(*decodeHex(doc.at("signer").get<std::string>(), 32),
                              *decodeHex(doc.at("sha256").get<std::string>(), 32),
                              *decodeHex(doc.at("sig").get<std::string>(), 64)));
    }

    void oneByteChangedIsAltered()
    {
        const std::string copy = path("altered.csv");
        std::string bytes = readAll(m_file);
        writeFile(copy, bytes);
        writeDetachedSignature(copy, SigningKey::load(m_keyPath));
        QVERIFY(checkDetachedSignatureFile(copy).ok()); // the control: unchanged, it verifies
        bytes[bytes.size() / 2] ^= 0x01;
        writeFile(copy, bytes);
        const SignatureCheck c = checkDetachedSignatureFile(copy);
        QCOMPARE(c.verdict, SignatureVerdict::FileAltered);
        QVERIFY(c.why.starts_with("file altered"));
    }

    void signerSwappedIsBadSignature()
    {
        auto doc = nlohmann::json::parse(makeDetachedSignature(m_file, SigningKey::load(m_keyPath)));
        doc["signer"] = publicHex(m_otherPath);
        const SignatureCheck c = checkDetachedSignature(doc.dump(), fileSha256Hex(m_file));
        QCOMPARE(c.verdict, SignatureVerdict::BadSignature);
        QVERIFY(c.why.starts_with("bad signature"));
        // Pinned to the swapped-in key, it still does not pass.
        QCOMPARE(checkDetachedSignature(doc.dump(), fileSha256Hex(m_file), publicHex(m_otherPath)).verdict,
                 SignatureVerdict::BadSignature);
        // One digit of sig changed: bad signature too.
        doc = nlohmann::json::parse(makeDetachedSignature(m_file, SigningKey::load(m_keyPath)));
        std::string sig = doc["sig"];
        sig[10] = sig[10] == '0' ? '1' : '0';
        doc["sig"] = sig;
        QCOMPARE(checkDetachedSignature(doc.dump(), fileSha256Hex(m_file)).verdict, SignatureVerdict::BadSignature);
    }

    void wrongPinnedKey()
    {
        const std::string text = makeDetachedSignature(m_file, SigningKey::load(m_keyPath));
        const SignatureCheck c = checkDetachedSignature(text, fileSha256Hex(m_file), publicHex(m_otherPath));
        QCOMPARE(c.verdict, SignatureVerdict::NotPinnedSigner);
        QVERIFY(c.why.find(keyFingerprint(publicHex(m_keyPath))) != std::string::npos);
        QVERIFY(checkDetachedSignature(text, fileSha256Hex(m_file), publicHex(m_keyPath)).ok());
    }

    void notASignature_data()
    {
        QTest::addColumn<QByteArray>("text");
        const std::string good = makeDetachedSignature(m_file, SigningKey::load(m_keyPath));
        QTest::newRow("truncated") << QByteArray::fromStdString(good.substr(0, good.size() / 2));
        QTest::newRow("garbage") << QByteArray("\x89PNG\r\n\x1a\n not json");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("array") << QByteArray("[1,2]");
        auto doc = nlohmann::json::parse(good);
        doc["format"] = "seal-receipt/1";
        QTest::newRow("other format") << QByteArray::fromStdString(doc.dump());
        doc = nlohmann::json::parse(good);
        doc.erase("sig");
        QTest::newRow("no sig") << QByteArray::fromStdString(doc.dump());
        doc = nlohmann::json::parse(good);
        doc["signer"] = "zz" + doc["signer"].get<std::string>().substr(2);
        QTest::newRow("signer not hex") << QByteArray::fromStdString(doc.dump());
        doc = nlohmann::json::parse(good);
        std::string upper = doc["sha256"];
        for (char& ch : upper) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        doc["sha256"] = upper;
        QTest::newRow("sha256 upper case") << QByteArray::fromStdString(doc.dump());
    }

    void notASignature()
    {
        QFETCH(QByteArray, text);
        const SignatureCheck c = checkDetachedSignature(text.toStdString(), fileSha256Hex(m_file));
        QCOMPARE(c.verdict, SignatureVerdict::NotASignature);
        QVERIFY(c.why.starts_with("not a sealdesk-signature/1"));
    }

    void unreadableFilesThrow()
    {
        QVERIFY_THROWS_EXCEPTION(SignatureFileError, checkDetachedSignatureFile(path("missing.csv")));
        QVERIFY_THROWS_EXCEPTION(SignatureFileError,
                                 checkDetachedSignatureFile(m_file, path("missing.sig"))); // no .sig
        const std::string fifo = path("fifo.sig");
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QVERIFY_THROWS_EXCEPTION(SignatureFileError, checkDetachedSignatureFile(m_file, fifo)); // never waits
    }
};

QTEST_APPLESS_MAIN(TestDetachedSignature)
#include "test_detached_signature.moc"
