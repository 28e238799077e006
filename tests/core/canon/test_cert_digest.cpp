// Cert v1 and v2 side by side (SPEC-kernel.md §15.1, §15.2): the kernel's own
// canonical example from store-e hashes to its stored hash under v2 and to the
// fixture's v1 digest text otherwise; its signature verifies over the hash's
// raw bytes with the pinned key and not with another; "cv" decides the
// version only as the number 2; what the kernel cannot canonicalise is refused.
#include "core/canon/cert_digest.hpp"
#include "core/canon/digest.hpp"
#include "core/canon/rfc8785.hpp"
#include "core/canon/signing.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <nlohmann/json.hpp>
#include <string>

using namespace seal;

namespace {

QByteArray qb(const std::string& s) { return QByteArray::fromStdString(s); }

std::string unhex(const std::string& hex) { return hashBytes(hex); }

} // namespace

class TestCertDigest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void kernelExampleIsV2();
    void signatureCoversTheHashBytes();
    void versionIsTheNumberTwo_data();
    void versionIsTheNumberTwo();
    void sigIsLeftOutOnlyAtTheTop();
    void refusals_data();
    void refusals();
};

void TestCertDigest::kernelExampleIsV2()
{
    const auto example = test::expectedStoreE()["canonical_example"];
    const std::string body = example["body_as_stored"].dump();
    QCOMPARE(qb(canonicalCertV2(body)), qb(example["jcs_text"].get<std::string>()));
    const CertHash h = recomputeCertHash(body);
    QVERIFY(h.version == CertVersion::V2);
    QCOMPARE(qb(h.hash), qb(example["jcs_digest"].get<std::string>()));
    QCOMPARE(qb(h.hash), qb(example["stored_hash"].get<std::string>()));
    // Negative control: the v1 digest of the same body is another hash.
    QCOMPARE(qb(canonicalV1Without(body, "hash")), qb(example["v1_text"].get<std::string>()));
    QCOMPARE(qb(sha256Hex(canonicalV1Without(body, "hash"))), qb(example["v1_digest_would_be"].get<std::string>()));
    QVERIFY(h.hash != example["v1_digest_would_be"].get<std::string>());
}

void TestCertDigest::signatureCoversTheHashBytes()
{
    const auto e = test::expectedStoreE();
    const auto body = e["canonical_example"]["body_as_stored"];
    const std::string key = unhex(e["keys"]["public_key_hex"].get<std::string>());
    const std::string other = unhex(e["keys"]["other_public_key_hex (not the signer)"].get<std::string>());
    const std::string sig = body["sig"].get<std::string>();
    std::string sigBytes;
    for (size_t i = 0; i < sig.size(); i += 64) sigBytes += unhex(sig.substr(i, 64));
    QCOMPARE(sigBytes.size(), size_t(64));
    const std::string message = hashBytes(body["hash"].get<std::string>());
    QCOMPARE(message.size(), size_t(32));
    QVERIFY(verifyEd25519(key, message, sigBytes));
    QVERIFY(!verifyEd25519(other, message, sigBytes));               // another key
    QVERIFY(!verifyEd25519(key, body["hash"].get<std::string>(), sigBytes)); // not over the hex text
    std::string flipped = message;
    flipped[0] = static_cast<char>(flipped[0] ^ 1);
    QVERIFY(!verifyEd25519(key, flipped, sigBytes));
}

void TestCertDigest::versionIsTheNumberTwo_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<bool>("v2");
    QTest::newRow("cv 2") << QStringLiteral(R"({"a":1.0,"cv":2})") << true;
    QTest::newRow("cv 2.0") << QStringLiteral(R"({"a":1.0,"cv":2.0})") << true;
    QTest::newRow("cv \"2\"") << QStringLiteral(R"({"a":1.0,"cv":"2"})") << false;
    QTest::newRow("cv 3") << QStringLiteral(R"({"a":1.0,"cv":3})") << false;
    QTest::newRow("no cv") << QStringLiteral(R"({"a":1.0})") << false;
}

void TestCertDigest::versionIsTheNumberTwo()
{
    QFETCH(QString, body);
    QFETCH(bool, v2);
    const std::string text = body.toStdString();
    const CertHash h = recomputeCertHash(text);
    QCOMPARE(h.version == CertVersion::V2, v2);
    const std::string expected = v2 ? sha256Hex(canonicalCertV2(text)) : sha256Hex(canonicalV1Without(text, "hash"));
    QCOMPARE(qb(h.hash), qb(expected));
    // The two differ on a whole double (1.0 vs 1): the version is not cosmetic.
    QVERIFY(sha256Hex(canonicalCertV2(text)) != sha256Hex(canonicalV1Without(text, "hash")));
}

void TestCertDigest::sigIsLeftOutOnlyAtTheTop()
{
    QCOMPARE(qb(canonicalCertV2(R"({"cv":2,"hash":"x","sig":"y","z":{"sig":"kept","hash":"kept"}})")),
             QByteArray(R"({"cv":2,"z":{"hash":"kept","sig":"kept"}})"));
    // A v1 body's sig is hashed (SPEC §15.2).
    QVERIFY(recomputeCertHash(R"({"a":1,"sig":"y"})").hash != recomputeCertHash(R"({"a":1})").hash);
    QCOMPARE(qb(recomputeCertHash(R"({"cv":2,"a":1,"sig":"y"})").hash),
             qb(recomputeCertHash(R"({"cv":2,"a":1})").hash));
}

void TestCertDigest::refusals_data()
{
    QTest::addColumn<QString>("body");
    QTest::newRow("integer beyond 2^53") << QStringLiteral(R"({"cv":2,"n":9007199254740993})");
    QTest::newRow("negative beyond 2^53") << QStringLiteral(R"({"cv":2,"n":-9007199254740993})");
    QTest::newRow("beyond 64 bits") << QStringLiteral(R"({"cv":2,"n":100000000000000000000000})");
    QTest::newRow("lone surrogate") << QStringLiteral(R"({"cv":2,"s":"\ud800"})");
    QTest::newRow("not an object") << QStringLiteral(R"([1,2])");
}

void TestCertDigest::refusals()
{
    QFETCH(QString, body);
    QVERIFY_THROWS_EXCEPTION(CanonError, recomputeCertHash(body.toStdString()));
}

QTEST_GUILESS_MAIN(TestCertDigest)
#include "test_cert_digest.moc"
