// Keys and detached signatures through the real sealctl (issue 27 item 7):
// keygen prints the key as the kernel names signers (hex) and its
// fingerprint; verify-signature exits 0 for a file signed with that key
// (pinned or not), 1 naming why for an altered file, another pinned key or a
// garbage .sig, and 2 for a missing file or a bad --pubkey.
#include "core/canon/cert_signing.hpp"
#include "core/evidence/detached_signature.hpp"
#include "tests/support/test_store.hpp"

#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>

using namespace seal;
using namespace seal::test;

namespace {

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

std::string failure(const RunResult& r)
{
    return "exit " + std::to_string(r.exitCode) + "\nout: " + r.out + "\nerr: " + r.err;
}

void writeFile(const std::string& path, const std::string& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

} // namespace

class TestSealctlSignature : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string m_key, m_other, m_keyHex, m_otherHex, m_file;

    std::string path(const std::string& name) const { return m_dir.filePath(QString::fromStdString(name)).toStdString(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_key = path("mine.pem");
        m_other = path("other.pem");
        m_keyHex = encodeHex(SigningKey::generateToFile(m_key).publicKeyRaw());
        m_otherHex = encodeHex(SigningKey::generateToFile(m_other).publicKeyRaw());
        m_file = path("export.jsonl");
        writeFile(m_file, "{\"seq\":1}\n{\"seq\":2}\n");
        writeDetachedSignature(m_file, SigningKey::load(m_key));
    }

    void keygenPrintsHexAndFingerprint()
    {
        const std::string file = path("new.pem");
        const RunResult r = runSealctl({"keygen", "-o", file});
        QVERIFY2(r.exitCode == 0, failure(r).c_str());
        const std::string hex = encodeHex(SigningKey::load(file).publicKeyRaw());
        QVERIFY2(contains(r.out, "public key: " + base64Encode(*decodeHex(hex, 32)) + "\n"), r.out.c_str());
        QVERIFY2(contains(r.out, "signer (hex): " + hex + "\n"), r.out.c_str());
        QVERIFY2(contains(r.out, "fingerprint: " + hex.substr(0, 16) + "\n"), r.out.c_str());
        QVERIFY(!contains(r.out, "PRIVATE"));
        // It never overwrites: the second run is refused and the key unchanged.
        const RunResult again = runSealctl({"keygen", "-o", file});
        QCOMPARE(again.exitCode, 2);
        QCOMPARE(encodeHex(SigningKey::load(file).publicKeyRaw()), hex);
    }

    void verifies()
    {
        const RunResult r = runSealctl({"verify-signature", m_file});
        QVERIFY2(r.exitCode == 0, failure(r).c_str());
        QVERIFY2(contains(r.out, "signature VERIFIED, signed by " + m_keyHex), r.out.c_str());
        const RunResult pinned = runSealctl({"verify-signature", m_file, "--pubkey", m_keyHex, "--json"});
        QVERIFY2(pinned.exitCode == 0, failure(pinned).c_str());
        const auto json = nlohmann::json::parse(pinned.out);
        QCOMPARE(json.at("ok").get<bool>(), true);
        QCOMPARE(json.at("verdict").get<std::string>(), std::string("valid"));
        QCOMPARE(json.at("fingerprint").get<std::string>(), m_keyHex.substr(0, 16));
        // --signature names the .sig elsewhere.
        const std::string moved = path("elsewhere.sig");
        QVERIFY(QFile::copy(QString::fromStdString(m_file + ".sig"), QString::fromStdString(moved)));
        const RunResult named = runSealctl({"verify-signature", m_file, "--signature", moved});
        QVERIFY2(named.exitCode == 0, failure(named).c_str());
    }

    void fails_data()
    {
        QTest::addColumn<QByteArray>("what");
        QTest::addColumn<QByteArray>("why");
        QTest::newRow("altered") << QByteArray("altered") << QByteArray("file altered");
        QTest::newRow("other pinned key") << QByteArray("pinned") << QByteArray("not signed by the pinned key");
        QTest::newRow("garbage sig") << QByteArray("garbage") << QByteArray("not a sealdesk-signature/1");
        QTest::newRow("signer swapped") << QByteArray("swapped") << QByteArray("bad signature");
    }

    void fails()
    {
        QFETCH(QByteArray, what);
        QFETCH(QByteArray, why);
        const std::string file = path("case-" + what.toStdString() + ".csv");
        writeFile(file, "a,b\n1,2\n");
        writeDetachedSignature(file, SigningKey::load(m_key));
        std::vector<std::string> args{"verify-signature", file};
        QVERIFY(runSealctl(args).exitCode == 0); // the control: as written, it verifies
        if (what == "altered") writeFile(file, "a,b\n1,3\n");
        if (what == "pinned") args.insert(args.end(), {"--pubkey", m_otherHex});
        if (what == "garbage") writeFile(file + ".sig", "{\"format\":\"sealdesk-signature/1\",\"sha");
        if (what == "swapped") {
            auto doc = nlohmann::json::parse(readFile(file + ".sig"));
            doc["signer"] = m_otherHex;
            writeFile(file + ".sig", doc.dump());
        }
        const RunResult r = runSealctl(args);
        QVERIFY2(r.exitCode == 1, failure(r).c_str());
        QVERIFY2(contains(r.out, "signature FAILED: " + why.toStdString()), r.out.c_str());
        QCOMPARE(std::count(r.out.begin(), r.out.end(), '\n'), 1L); // one line
        args.push_back("--json");
        const RunResult json = runSealctl(args);
        QCOMPARE(json.exitCode, 1);
        QCOMPARE(nlohmann::json::parse(json.out).at("ok").get<bool>(), false);
    }

    void unreadableOrUsage()
    {
        const RunResult missing = runSealctl({"verify-signature", path("nothing.csv")});
        QVERIFY2(missing.exitCode == 2, failure(missing).c_str());
        QVERIFY2(contains(missing.err, "nothing.csv"), missing.err.c_str());
        const std::string unsignedFile = path("unsigned.csv");
        writeFile(unsignedFile, "x\n");
        const RunResult noSig = runSealctl({"verify-signature", unsignedFile});
        QVERIFY2(noSig.exitCode == 2, failure(noSig).c_str());
        QVERIFY2(contains(noSig.err, "unsigned.csv.sig: no such file"), noSig.err.c_str());
        const RunResult badKey = runSealctl({"verify-signature", m_file, "--pubkey", "abc"});
        QVERIFY2(badKey.exitCode == 2, failure(badKey).c_str());
        const RunResult noFile = runSealctl({"verify-signature"});
        QVERIFY2(noFile.exitCode == 2, failure(noFile).c_str());
    }
};

QTEST_GUILESS_MAIN(TestSealctlSignature)
#include "test_sealctl_signature.moc"
