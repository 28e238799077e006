// v1 and v2 certs side by side, as the kernel verifies them (SPEC-kernel.md
// §15.1, §15.2), and beyond it each signature against its signer and the
// pinned key, on the kernel's own store-e (0.2.0 then 0.3.x with a signing
// key). Parity: the kernel's verdict object, its `signed` count, cert_formats
// and its CLI line. Negative controls: a flipped byte in a signed body, a
// signature by another key under the same signer, a cert re-signed and
// re-hashed by another key, a v2 cert re-hashed without its signature.
#include "core/canon/cert_body_digest.hpp"
#include "core/canon/cert_digest.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/chain/chain_writer.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <functional>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;
using namespace Qt::StringLiterals;

namespace {

QByteArray qb(std::string_view s)
{
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

QStringList breakList(const ChainVerdict& v)
{
    QStringList out;
    for (const auto& b : v.breaks)
        out << QString::number(b.seq) + QLatin1Char(' ') + QString::fromStdString(b.kind);
    return out;
}

std::string key(const char* name)
{
    return expectedStoreE()["keys"][name].get<std::string>();
}
std::string publicKey() { return key("public_key_hex"); }
std::string otherKey() { return key("other_public_key_hex (not the signer)"); }
SigningKey realSigningKey() { return loadCertSigningKey(key("signing_seed_hex_TEST_ONLY")); }

ChainVerdict verify(const TestDatabase& db, std::vector<std::string> pinned = {}, int jobs = 1)
{
    VerifyOptions options;
    options.signatures.pinnedKeys = std::move(pinned);
    return verifyChainParallel([&] { return db.connect(); }, jobs, options);
}

struct CertRow
{
    std::int64_t seq;
    std::string hash, prevHash, body;
};

std::vector<CertRow> rowsFrom(Connection& conn, std::int64_t seq)
{
    Result r = conn.exec("SELECT seq, hash, prev_hash, body::text FROM seal_certs WHERE seq >= $1 ORDER BY seq",
                         {param(seq)});
    std::vector<CertRow> rows;
    for (int i = 0; i < r.rows(); ++i)
        rows.push_back({r.integer(i, 0), std::string(r.text(i, 1)), std::string(r.text(i, 2)),
                        std::string(r.text(i, 3))});
    return rows;
}

// Edits the body of `seq`, then re-hashes it and every later cert the way its
// version says and fixes the links, as a forger with database access would.
// The edited cert is signed by `firstKey` (none: left without "sig"); later
// certs that were signed are re-signed with the kernel's own (test) seed.
void rechain(const TestDatabase& db, std::int64_t seq, const std::function<void(nlohmann::json&)>& edit,
             const SigningKey* firstKey)
{
    auto conn = db.connect();
    const SigningKey real = realSigningKey();
    std::string prev;
    bool first = true;
    for (const CertRow& row : rowsFrom(conn, seq)) {
        nlohmann::json body = nlohmann::json::parse(row.body);
        const bool wasSigned = body.contains("sig");
        body.erase("hash");
        body.erase("sig");
        if (first) edit(body);
        else body["prev_hash"] = prev;
        const std::string hash = recomputeCertHash(writerJson(body)).hash;
        const SigningKey* signer = first ? firstKey : (wasSigned ? &real : nullptr);
        if (signer) body["sig"] = encodeHex(signer->sign(hashBytes(hash)));
        body["hash"] = hash;
        conn.exec("UPDATE seal_certs SET hash = $1, prev_hash = $2, body = $3::jsonb WHERE seq = $4",
                  {param(hash), param(first ? row.prevHash : prev), param(writerJson(body)), param(row.seq)});
        prev = hash;
        first = false;
    }
}

bool hasLine(const std::vector<std::string>& lines, const std::string& wanted)
{
    for (const auto& l : lines)
        if (l.find(wanted) != std::string::npos) return true;
    return false;
}

std::string joined(const std::vector<std::string>& lines)
{
    std::string out;
    for (const auto& l : lines)
        out += l + "\n";
    return out;
}

} // namespace

class TestChainV2 : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The fast digester answers for every body of store-e, and exactly what
    // the slow reference (recomputeCertHash) says.
    void fastDigesterOnEveryBody()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        CertBodyDigester fast;
        int v2 = 0;
        for (const CertRow& row : rowsFrom(conn, 0)) {
            QVERIFY2(fast.readCert(row.body), std::to_string(row.seq).c_str());
            const CertHash slow = recomputeCertHash(row.body);
            QVERIFY(fast.version() == slow.version);
            QCOMPARE(qb(fast.digestHex()), qb(slow.hash));
            QCOMPARE(qb(slow.hash), qb(row.hash));
            v2 += slow.version == CertVersion::V2;
        }
        QCOMPARE(v2, 89);
    }

    void storeEAsTheKernel()
    {
        const auto e = expectedStoreE();
        auto db = TestDatabase::storeE();
        for (int jobs : {1, 3}) {
            const ChainVerdict v = verify(db, {publicKey()}, jobs);
            QVERIFY2(v.ok, qPrintable(breakList(v).join(u", ")));
            QCOMPARE(v.reference.ok, e["verify_chain"]["ok"].get<bool>());
            QCOMPARE(v.reference.certs, e["verify_chain"]["certs"].get<std::int64_t>());
            QCOMPARE(v.reference.signedCerts, e["verify_chain"]["signed"].get<std::int64_t>());
            const auto& f = e["cert_formats"];
            QCOMPARE(v.signatures.unsignedV1, f["v1"].get<std::int64_t>());
            QCOMPARE(v.signatures.unsignedV2, f["v2_unsigned"].get<std::int64_t>());
            QCOMPARE(v.signatures.pinned, f["v2_signed"].get<std::int64_t>());
            QCOMPARE(v.signatures.unpinned, 0);
            QCOMPARE(v.signatures.invalid, 0);
            QCOMPARE(v.signatures.signers.size(), f["signers"].size());
            QCOMPARE(qb(v.signatures.signers[0].key), qb(f["signers"][0].get<std::string>()));
            const auto lines = describeSignatures(v.signatures, v.certs);
            QVERIFY2(hasLine(lines, "87 of 132 certs signed by the pinned key 49ae74e4d918fe01"), joined(lines).c_str());
            QVERIFY2(hasLine(lines, "45 unsigned (43 v1, 2 v2"), joined(lines).c_str());
        }
        // Pinned to another key: the same certs, counted as signed by an unpinned key.
        const ChainVerdict other = verify(db, {otherKey()});
        QVERIFY(other.ok);
        QCOMPARE(other.signatures.pinned, 0);
        QCOMPARE(other.signatures.unpinned, 87);
        QVERIFY(signedByUnpinnedKey(other.signatures));
        const auto lines = describeSignatures(other.signatures, other.certs);
        QVERIFY2(hasLine(lines, "0 of 132 certs signed by the pinned key 3c87a5bcf889eec1"), joined(lines).c_str());
        QVERIFY2(hasLine(lines, "87 signed by an unpinned key 49ae74e4d918fe01"), joined(lines).c_str());
    }

    void sealctlVerifyAsTheKernel()
    {
        const auto e = expectedStoreE();
        auto db = TestDatabase::storeE();
        const RunResult text = runSealctl({"--dsn", db.dsn(), "verify", "--signer-key", publicKey()});
        QCOMPARE(text.exitCode, e["cli_verify"]["exit"].get<int>());
        const std::string kernelLine = e["cli_verify"]["stdout"].get<std::string>();
        QCOMPARE(qb(text.out.substr(0, text.out.find('\n'))), qb(kernelLine));
        QVERIFY2(text.out.find("87 of 132 certs signed by the pinned key 49ae74e4d918fe01") != std::string::npos,
                 text.out.c_str());
        // The same pin from the environment, and the kernel's JSON fields.
        const RunResult json = runSealctl({"--dsn", db.dsn(), "verify", "--json", "--jobs", "2"},
                                          {"SEAL_SIGNER_KEY=" + publicKey()});
        QCOMPARE(json.exitCode, 0);
        const auto j = nlohmann::json::parse(json.out);
        for (const char* k : {"ok", "certs", "signed"})
            QCOMPARE(qb(j[k].dump()), qb(e["verify_chain"][k].dump()));
        QCOMPARE(qb(j["kernel"].dump()), qb(e["verify_chain"].dump()));
        QVERIFY(!j.contains("at") && !j.contains("why"));
        QCOMPARE(j["intact"].get<bool>(), true);
        QCOMPARE(j["signatures"]["signed_by_pinned_key"].get<int>(), 87);
        // Pinned to a key that did not sign: the chain is intact, the run fails and says why.
        const RunResult other = runSealctl({"--dsn", db.dsn(), "--signer-key", otherKey(), "verify"});
        QCOMPARE(other.exitCode, 1);
        QCOMPARE(qb(other.out.substr(0, other.out.find('\n'))), qb(kernelLine));
        QVERIFY2(other.out.find("87 signed by an unpinned key 49ae74e4d918fe01") != std::string::npos,
                 other.out.c_str());
        // No pin: exit 0; a pin that is not a key: a usage error.
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "verify"}, {"SEAL_SIGNER_KEY="}).exitCode, 0);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "verify", "--signer-key", "49ae74"}).exitCode, 2);
    }

    void flippedByteInASignedBody()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        conn.exec("UPDATE seal_certs SET body = jsonb_set(body, '{action}', to_jsonb('refunD'::text)) "
                  "WHERE seq = 52");
        const ChainVerdict v = verify(db, {publicKey()}, 2);
        QCOMPARE(breakList(v), QStringList{u"52 content_altered"_s});
        QVERIFY(!v.reference.ok);
        QCOMPARE(qb(v.reference.why), qb("cert altered since written"));
        // Its 0-based row index, as the kernel counts.
        const std::int64_t index = conn.exec("SELECT count(*) FROM seal_certs WHERE seq < 52").integer(0, 0);
        QCOMPARE(v.reference.at, index);
        const RunResult r = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
        QCOMPARE(r.exitCode, 1);
        const auto j = nlohmann::json::parse(r.out);
        QCOMPARE(j["ok"].get<bool>(), false);
        QCOMPARE(j["at"].get<std::int64_t>(), index);
        QCOMPARE(qb(j["why"].get<std::string>()), qb("cert altered since written"));
    }

    // Another key's signature over the same hash, the signer left as it was:
    // the kernel says intact (it checks no signature); we name the seq.
    void signatureByAnotherKey()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        const SigningKey throwaway = loadCertSigningKey(randomHex(32));
        const std::string hash(conn.exec("SELECT hash FROM seal_certs WHERE seq = 60").text(0, 0));
        const std::string sig = encodeHex(throwaway.sign(hashBytes(hash)));
        conn.exec("UPDATE seal_certs SET body = jsonb_set(body, '{sig}', to_jsonb($1::text)) WHERE seq = 60",
                  {param(sig)});
        const ChainVerdict v = verify(db, {publicKey()}, 3);
        QCOMPARE(breakList(v), QStringList{u"60 signature_invalid"_s});
        QVERIFY(v.reference.ok); // the kernel's verdict is unchanged
        QCOMPARE(v.reference.signedCerts, 87);
        QCOMPARE(v.signatures.invalid, 1);
        QCOMPARE(v.signatures.pinned, 86);
        const RunResult r = runSealctl({"--dsn", db.dsn(), "verify"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.find("signature_invalid") != std::string::npos && r.out.find("seq 60") != std::string::npos,
                 r.out.c_str());
        // A signer that is not hex is a bad signature too.
        conn.exec("UPDATE seal_certs SET body = jsonb_set(body, '{signer}', '\"zz\"') WHERE seq = 61");
        QCOMPARE(breakList(verify(db, {publicKey()})), (QStringList{u"60 signature_invalid"_s, u"61 content_altered"_s,
                                                                    u"61 signature_invalid"_s}));
    }

    // Re-signed and re-hashed by another key, signer replaced: every hash and
    // signature is consistent, so only the pin tells it apart.
    void resignedByAnUnpinnedKey()
    {
        auto db = TestDatabase::storeE();
        const SigningKey forger = loadCertSigningKey(randomHex(32));
        const std::string forgerHex = encodeHex(forger.publicKeyRaw());
        rechain(db, 70, [&](nlohmann::json& b) { b["signer"] = forgerHex; b["action"] = "payout"; }, &forger);
        const ChainVerdict unpinned = verify(db);
        QVERIFY2(unpinned.ok, qPrintable(breakList(unpinned).join(u", ")));
        const ChainVerdict v = verify(db, {publicKey()}, 2);
        QVERIFY2(v.ok && v.reference.ok, qPrintable(breakList(v).join(u", ")));
        QCOMPARE(v.signatures.pinned, 86);
        QCOMPARE(v.signatures.unpinned, 1);
        QVERIFY(signedByUnpinnedKey(v.signatures));
        const auto lines = describeSignatures(v.signatures, v.certs);
        QVERIFY2(hasLine(lines, "1 signed by an unpinned key " + keyFingerprint(forgerHex) + " (seq 70)"),
                 joined(lines).c_str());
        const RunResult r = runSealctl({"--dsn", db.dsn(), "--signer-key", publicKey(), "verify"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.find("chain VERIFIED") == 0, r.out.c_str());
    }

    // A v2 cert re-hashed without its signature: the kernel says ok; we count
    // it unsigned and say that the others are signed by the pinned key.
    void v2RehashedWithoutSignature()
    {
        auto db = TestDatabase::storeE();
        rechain(db, 90, [](nlohmann::json&) {}, nullptr);
        const ChainVerdict v = verify(db, {publicKey()}, 2);
        QVERIFY2(v.ok && v.reference.ok, qPrintable(breakList(v).join(u", ")));
        QCOMPARE(v.reference.signedCerts, 86);
        QCOMPARE(v.signatures.unsignedV2, 3);
        QCOMPARE(v.signatures.pinned, 86);
        const auto lines = describeSignatures(v.signatures, v.certs);
        QVERIFY2(hasLine(lines, "86 of 132 certs signed by the pinned key"), joined(lines).c_str());
        QVERIFY2(hasLine(lines, "3 v2 cert(s) unsigned among certs signed by the pinned key: seq 90, 104, 107"),
                 joined(lines).c_str());
    }

    // What Seal Desk appends is the kernel's v2 (SPEC §3, §15.1): cv 2,
    // ASCII-folded, signed by the configured key; it verifies pinned, and its
    // JSONB read-back re-hashes to the stored hash.
    void appendedCertIsTheKernelsV2()
    {
        auto db = TestDatabase::storeE();
        setCertSigningKeySource(key("signing_seed_hex_TEST_ONLY"));
        auto conn = db.connect();
        AppendedCert cert;
        {
            WriteTransaction tx(conn);
            cert = appendCert(conn,
                              {{"intent", "approval:x"},
                               {"reason", "caf\u00e9 \u2014 \u201cok\u201d\u2026 \u2192 \u00a0\u4e2d"},
                               {"r\u00e9sum\u00e9", {5000.0, 1e-7, 0.5, 3, -0.0}},
                               {"at", 1796324641.5595324}},
                              "approval:x");
            tx.commit();
        }
        QCOMPARE(cert.body["cv"].get<int>(), 2);
        QCOMPARE(qb(cert.body["signer"].get<std::string>()), qb(publicKey()));
        QCOMPARE(qb(cert.body["reason"].get<std::string>()), qb("caf - \"ok\"... ->  "));
        QVERIFY(cert.body.contains("rsum"));
        const std::string back(
            conn.exec("SELECT body::text FROM seal_certs WHERE seq = $1", {param(cert.seq)}).text(0, 0));
        const CertHash h = recomputeCertHash(back);
        QVERIFY(h.version == CertVersion::V2);
        QCOMPARE(qb(h.hash), qb(cert.hash));
        const ChainVerdict v = verify(db, {publicKey()});
        QVERIFY2(v.ok, qPrintable(breakList(v).join(u", ")));
        QCOMPARE(v.reference.signedCerts, 88);
        QCOMPARE(v.signatures.pinned, 88);
        // Refusals: a number JSONB cannot give back hashable; a key that cannot be loaded.
        const auto refused = [&](const nlohmann::json& body) {
            WriteTransaction tx(conn);
            try {
                appendCert(conn, body, "x");
            } catch (const StoreError& e) {
                return e.kind() == StoreError::Kind::Refused;
            }
            return false;
        };
        QVERIFY(refused({{"n", 1e16}, {"at", 1.5}}));
        QVERIFY(refused({{"n", {{"deep", -12345678901234567}}}, {"at", 1.5}}));
        setCertSigningKeySource(std::string("/nonexistent/key.pem"));
        QVERIFY(refused({{"n", 1}, {"at", 1.5}}));
        setCertSigningKeySource(std::nullopt); // unsigned v2, as a kernel without a key
        {
            WriteTransaction tx(conn);
            const AppendedCert plain = appendCert(conn, {{"n", 1}, {"at", 1.5}}, "x");
            tx.commit();
            QVERIFY(!plain.body.contains("sig") && !plain.body.contains("signer"));
        }
        const ChainVerdict after = verify(db, {publicKey()});
        QVERIFY2(after.ok, qPrintable(breakList(after).join(u", ")));
        QCOMPARE(after.certs, 134);
        QCOMPARE(after.signatures.unsignedV2, 3);
    }
};

QTEST_GUILESS_MAIN(TestChainV2)
#include "test_chain_v2.moc"
