// Seal Desk's earlier portable format (seal-portable-receipt/1, still read; the
// kernel's seal-receipt/1 is in test_seal_receipt): Ed25519 keys (mode 0600, never overwritten), the
// strict base64, a receipt of the reference store that verifies offline, and
// each kind of tampering named for what it is: one character of a cert
// (altered_cert at its index and seq), of the signature (bad_signature), a
// swapped key (wrong_key). sealctl's exit codes 0/1/2 on the same files.
#include "core/canon/digest.hpp"
#include "core/canon/signing.hpp"
#include "core/evidence/portable_receipt.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>

using namespace seal;
using namespace seal::test;

namespace {

const std::string kDiverged = "ebbb5104fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308d8";

std::string replaceOnce(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("test setup: '" + from + "' not in the receipt");
    return text.replace(at, from.size(), to);
}

void writeFile(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

QStringList failureKinds(const PortableVerdict& v)
{
    QStringList out;
    for (const auto& f : v.failures) out << QString::fromStdString(f.kind);
    return out;
}

// The value of "key": "..." in a pretty receipt.
std::string stringField(const std::string& text, const std::string& key)
{
    const auto at = text.find("\"" + key + "\": \"") + key.size() + 5;
    return text.substr(at, text.find('"', at) - at);
}

} // namespace

class TestEvidencePortable : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::optional<TestDatabase> m_db;
    std::string m_keyFile, m_otherKeyFile, m_receipt, m_publicKey;

    std::string path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)).toStdString(); }

    // The receipt `m_receipt` re-signed by another key (a forger's own key).
    std::string resignedByOther() const
    {
        const SigningKey other = SigningKey::load(m_otherKeyFile);
        auto conn = m_db->connect();
        return writePortableReceipt(*readPortableReceiptParts(conn, kDiverged, 1795946500.0), other);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db.emplace(TestDatabase::storeA());
        m_keyFile = path("signer.pem");
        m_otherKeyFile = path("other.pem");
        const RunResult gen = runSealctl({"keygen", "-o", m_keyFile});
        QCOMPARE(gen.exitCode, 0);
        QVERIFY(gen.out.rfind("public key: ", 0) == 0);
        m_publicKey = gen.out.substr(12, gen.out.find('\n') - 12);
        SigningKey::generateToFile(m_otherKeyFile);
        // sealctl now exports the kernel's seal-receipt/1 (SPEC §10): files of the
        // earlier format, which people still hold, are made by core's writer.
        auto conn = m_db->connect();
        m_receipt = writePortableReceipt(*readPortableReceiptParts(conn, kDiverged, 1795946500.0),
                                         SigningKey::load(m_keyFile));
        writeFile(path("receipt.json"), m_receipt);
    }

    void keyFileIsPrivateAndNeverOverwritten()
    {
        struct stat st{};
        QCOMPARE(::stat(m_keyFile.c_str(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0600u);
        const std::string before = readFile(m_keyFile);
        const RunResult again = runSealctl({"keygen", "-o", m_keyFile});
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.find("already exists") != std::string::npos);
        QCOMPARE(readFile(m_keyFile), before); // untouched
        QCOMPARE(base64Encode(SigningKey::load(m_keyFile).publicKeyRaw()), m_publicKey);
        QCOMPARE(runSealctl({"keygen"}).exitCode, 2); // control: no file, no key
    }

    void base64IsStrict_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("padded") << QByteArray("YWI=") << true;
        QTest::newRow("two pads") << QByteArray("YQ==") << true;
        QTest::newRow("no padding") << QByteArray("YWI") << false;
        QTest::newRow("unused bits set") << QByteArray("YWJ=") << false;
        QTest::newRow("inner padding") << QByteArray("YQ==YQ==") << false;
        QTest::newRow("whitespace") << QByteArray("YW I=") << false;
        QTest::newRow("url alphabet") << QByteArray("-_8=") << false;
    }
    void base64IsStrict()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, accepted);
        QCOMPARE(base64Decode(text.toStdString()).has_value(), accepted);
        for (const std::string bytes : {"", "a", "ab", "abc", "\xff\x00\x10"})
            QCOMPARE(base64Decode(base64Encode(bytes)).value(), bytes);
    }

    void signatureRoundTrip()
    {
        const SigningKey key = SigningKey::load(m_keyFile);
        const std::string sig = key.sign("message");
        QVERIFY(verifyEd25519(key.publicKeyRaw(), "message", sig));
        QVERIFY(!verifyEd25519(key.publicKeyRaw(), "messagf", sig));
        QVERIFY(!verifyEd25519(SigningKey::load(m_otherKeyFile).publicKeyRaw(), "message", sig));
    }

    void receiptOfTheReferenceStoreVerifies()
    {
        const PortableVerdict v = verifyPortableReceipt(m_receipt);
        QVERIFY2(v.valid, qPrintable(failureKinds(v).join(u',')));
        QVERIFY(!v.signerChecked);
        QCOMPARE(v.intent, kDiverged);
        QCOMPARE(v.seqs, (std::vector<std::int64_t>{629, 713, 714}));
        QCOMPARE(v.head->seq, std::int64_t(717));
        QCOMPARE(v.exportedBy, std::string("postgres"));
        const PortableVerdict withKey = verifyPortableReceipt(m_receipt, m_publicKey);
        QVERIFY(withKey.valid);
        QVERIFY(withKey.signerChecked);
    }

    void tampering_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<bool>("givePubkey");
        QTest::addColumn<QStringList>("kinds");
        QTest::addColumn<int>("certIndex");
        QTest::newRow("untouched (control)") << "none" << true << QStringList() << -1;
        QTest::newRow("one character of a cert") << "cert" << false << QStringList{QStringLiteral("altered_cert"), QStringLiteral("bad_signature")} << 1;
        QTest::newRow("one character of the signature") << "signature" << false << QStringList{QStringLiteral("bad_signature")} << -1;
        QTest::newRow("swapped key, re-signed by the forger") << "resigned" << true << QStringList{QStringLiteral("wrong_key")} << -1;
        QTest::newRow("re-signed, no pubkey given: looks consistent") << "resigned" << false << QStringList() << -1;
        QTest::newRow("swapped public_key only") << "pubkey" << false << QStringList{QStringLiteral("bad_signature")} << -1;
        QTest::newRow("cert and its hash changed together") << "cert+hash" << false << QStringList{QStringLiteral("bad_signature")} << -1;
        QTest::newRow("a seq changed") << "seq" << false << QStringList{QStringLiteral("bad_signature")} << -1;
    }
    void tampering()
    {
        QFETCH(QString, change);
        QFETCH(bool, givePubkey);
        QFETCH(QStringList, kinds);
        QFETCH(int, certIndex);
        std::string text = m_receipt;
        if (change == u"cert") text = replaceOnce(text, "\"observed_tier\": \"WORLD_DIVERGED\"", "\"observed_tier\": \"WORLD_DIVERGEE\"");
        if (change == u"signature") {
            const std::string sig = stringField(text, "signature");
            std::string changed = sig;
            changed[10] = changed[10] == 'A' ? 'B' : 'A';
            text = replaceOnce(text, sig, changed);
        }
        if (change == u"resigned") text = resignedByOther();
        if (change == u"pubkey")
            text = replaceOnce(text, m_publicKey, base64Encode(SigningKey::load(m_otherKeyFile).publicKeyRaw()));
        if (change == u"cert+hash") {
            // A forger who knows digest v1 makes the cert consistent again; only the signature can tell.
            const std::string body = "{\"x\": 1, \"intent\": \"" + kDiverged + "\"}";
            const std::string hash = digestV1(body);
            text = replaceOnce(text, "\"certs\": [\n", "\"certs\": [\n" + body.substr(0, body.size() - 1) +
                                                         ", \"hash\": \"" + hash + "\"},\n");
            text = replaceOnce(text, "\"seqs\": [\n    629,", "\"seqs\": [\n    1,\n    629,");
        }
        if (change == u"seq") text = replaceOnce(text, "    713,", "    712,");
        const PortableVerdict v = verifyPortableReceipt(text, givePubkey ? std::optional(m_publicKey) : std::nullopt);
        QCOMPARE(failureKinds(v), kinds);
        QCOMPARE(v.valid, kinds.isEmpty());
        if (certIndex >= 0) {
            QCOMPARE(v.failures.front().index.value(), std::size_t(certIndex));
            QCOMPARE(v.failures.front().seq.value(), std::int64_t(713));
            QVERIFY(v.failures.front().detail.find("seq 713") != std::string::npos);
        }
    }

    // A big integer in a cert keeps its digits: the digest is over the raw text.
    void bigIntegersSurvive()
    {
        const std::string body =
            "{\"amount\": 123456789012345678901234567890, \"at\": 1795946470.520368, \"intent\": \"i\"}";
        const std::string hash = digestV1(body);
        const std::string withHash = body.substr(0, body.size() - 1) + ", \"hash\": \"" + hash + "\"}";
        PortableReceiptParts parts{"i", {5}, {withHash}, ChainHead{5, hash}, true, 5, 0, "tester", 1795946500.5};
        const std::string text = writePortableReceipt(parts, SigningKey::load(m_keyFile));
        QVERIFY(text.find("123456789012345678901234567890") != std::string::npos);
        QVERIFY(verifyPortableReceipt(text).valid);
        const auto changed = replaceOnce(text, "123456789012345678901234567890", "123456789012345678901234567891");
        QCOMPARE(failureKinds(verifyPortableReceipt(changed)), (QStringList{QStringLiteral("altered_cert")}));
    }

    void duplicateKeysAreRefused()
    {
        const std::string text = replaceOnce(m_receipt, "\"format\":", "\"intent\": \"someone else\",\n  \"format\":");
        QVERIFY(failureKinds(verifyPortableReceipt(text)).contains(QStringLiteral("duplicate_key")));
    }

    void unreadable_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("not JSON") << QByteArray("{\"format\": ");
        QTest::newRow("another format") << QByteArray(R"({"format": "something-else/1"})");
        QTest::newRow("not an object") << QByteArray("[1,2]");
    }
    void unreadable()
    {
        QFETCH(QByteArray, text);
        QVERIFY_THROWS_EXCEPTION(PortableReadError, verifyPortableReceipt(text.toStdString()));
    }

    void sealctlExitCodes()
    {
        const std::string good = path("receipt.json");
        const RunResult ok = runSealctl({"verify-receipt", good});
        QCOMPARE(ok.exitCode, 0);
        QVERIFY(ok.out.find("only internal consistency was checked, not who signed") != std::string::npos);
        QVERIFY(ok.out.find("Seal Desk's earlier format (seal-portable-receipt/1)") != std::string::npos);
        const RunResult signer = runSealctl({"verify-receipt", good, "--pubkey", m_publicKey});
        QCOMPARE(signer.exitCode, 0);
        QVERIFY(signer.out.find("not who signed") == std::string::npos);
        writeFile(path("pub.txt"), "public key: " + m_publicKey + "\n");
        QCOMPARE(runSealctl({"verify-receipt", good, "--pubkey", path("pub.txt")}).exitCode, 0);

        writeFile(path("altered.json"), replaceOnce(m_receipt, "\"pi_a\"", "\"pi_c\""));
        const RunResult altered = runSealctl({"verify-receipt", path("altered.json")});
        QCOMPARE(altered.exitCode, 1);
        QVERIFY(altered.out.find("altered_cert: cert at index 1 (seq 713)") != std::string::npos);

        const std::string otherKey = base64Encode(SigningKey::load(m_otherKeyFile).publicKeyRaw());
        const RunResult wrong = runSealctl({"verify-receipt", good, "--pubkey", otherKey});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY(wrong.out.find("wrong_key") != std::string::npos);

        QCOMPARE(runSealctl({"verify-receipt", path("missing.json")}).exitCode, 2);
        writeFile(path("garbage.json"), "not json");
        const RunResult garbage = runSealctl({"verify-receipt", path("garbage.json")});
        QCOMPARE(garbage.exitCode, 2);
        QVERIFY(garbage.err.find("unreadable") != std::string::npos);
        QCOMPARE(runSealctl({"verify-receipt", good, "--pubkey", "not-a-key"}).exitCode, 2);
    }

    // The incident receipt (`receipt --format json`) is checked by its
    // receipt_digest: it matches as written, one changed value does not, and
    // it is never taken for signed.
    void sealctlChecksAnIncidentReceipt()
    {
        const RunResult made =
            runSealctl({"--dsn", m_db->dsn(), "receipt", kDiverged, "--format", "json", "-o", path("incident.json")});
        QVERIFY2(made.exitCode == 0, made.err.c_str());
        const RunResult ok = runSealctl({"verify-receipt", path("incident.json")});
        QVERIFY2(ok.exitCode == 0, (ok.out + ok.err).c_str());
        QVERIFY2(ok.out.find("receipt_digest MATCHES") != std::string::npos, ok.out.c_str());
        QVERIFY(ok.out.find("does not prove: it is not signed") != std::string::npos);
        const RunResult json = runSealctl({"verify-receipt", path("incident.json"), "--json"});
        const auto j = nlohmann::json::parse(json.out);
        QCOMPARE(j["kind"].get<std::string>(), std::string("incident"));
        QVERIFY(j["valid"].get<bool>());
        QCOMPARE(j["stated_digest"], j["computed_digest"]);

        const std::string incident = readFile(path("incident.json"));
        writeFile(path("incident-altered.json"), replaceOnce(incident, "\"pi_a\"", "\"pi_c\""));
        QVERIFY(readFile(path("incident-altered.json")) != incident);
        const RunResult altered = runSealctl({"verify-receipt", path("incident-altered.json")});
        QCOMPARE(altered.exitCode, 1);
        QVERIFY2(altered.out.find("does NOT match") != std::string::npos, altered.out.c_str());
        // Not signed: a public key has nothing to check.
        QCOMPARE(runSealctl({"verify-receipt", path("incident.json"), "--pubkey", m_publicKey}).exitCode, 2);
    }

    void noStoreIsNeeded()
    {
        // verify-receipt with a DSN that cannot connect still works: it never connects.
        const RunResult r = runSealctl({"--dsn", "host=/nonexistent dbname=x", "verify-receipt", path("receipt.json")});
        QCOMPARE(r.exitCode, 0);
    }

    void unknownIntentIsRefused()
    {
        const RunResult r = runSealctl({"--dsn", m_db->dsn(), "receipt", "no-such-intent", "--format", "portable",
                                        "--key", m_keyFile, "-o", path("none.json")});
        QCOMPARE(r.exitCode, 2);
        // The kernel's refusal (SPEC §9, §15.4): its first 12 characters, and the whole id after it.
        QVERIFY2(r.err.find("unknown intent no-such-inte\u2026") != std::string::npos, r.err.c_str());
        QVERIFY(r.err.find("no intent 'no-such-intent'") != std::string::npos);
        QVERIFY(!std::filesystem::exists(path("none.json")));
    }

    // Every seed of the reader's fuzz target is either a verdict or a read error.
    void seedCorpusIsHandled()
    {
        const std::filesystem::path dir = std::filesystem::path(seal::test::sourceDir()) / "tests/fuzz/corpus/portable_receipt";
        int seeds = 0, valid = 0;
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            ++seeds;
            try {
                valid += verifyPortableReceipt(readFile(entry.path().string())).valid ? 1 : 0;
            } catch (const PortableReadError&) {
            }
        }
        QVERIFY(seeds >= 3);
        QVERIFY(valid >= 1);
    }
};

QTEST_GUILESS_MAIN(TestEvidencePortable)
#include "test_evidence_portable.moc"
