// Receipts against the 0.3.x kernel on store-e (SPEC-kernel.md §9, §15.4):
// - the incident receipt of the 19 named intents: receipt_digest and the
//   whole receipt equal the kernel's (chain_detail {ok, certs, signed}); the
//   two intents that no longer exist are refused in the kernel's words;
// - the kernel's nine seal-receipt/1 files verified pinned, unpinned and
//   pinned to another key, and its ten altered copies (RFC 6902 patches,
//   applied with nlohmann's json::patch): the kernel's verdicts, field by field;
// - our export of the same intents equals the kernel's file but for
//   generated_at (header, mandate, each cert's digits) and verifies the same;
//   refusals to export in the kernel's words;
// - negative controls: one flipped byte in a signed cert body, a cert re-signed
//   by another key, a signature by another key under the right signer;
// - sealctl: receipt --format portable, verify-receipt --json (the kernel's
//   shape), exit codes, a byte-order mark named, the earlier format named.
#include "core/canon/cert_digest.hpp"
#include "core/canon/digest.hpp"
#include "core/canon/rfc8785.hpp"
#include "core/canon/signing.hpp"
#include "core/evidence/authorization_receipt.hpp"
#include "core/evidence/portable_receipt.hpp"
#include "core/evidence/receipt.hpp"
#include "core/evidence/seal_receipt.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <fstream>

using namespace seal;
using namespace seal::test;

namespace {

nlohmann::json verdictOf(const std::string& text, const std::optional<std::string>& pinned)
{
    return nlohmann::json::parse(sealReceiptVerdictText(verifySealReceipt(text, pinned)));
}

std::string kernelFile(const nlohmann::json& expected, const std::string& name)
{
    return readFile(fixturePath(expected["portable_receipts"]["files"][name]["file"].get<std::string>()));
}

// The canonical v1 text of each cert, as its digits are written in the file.
std::vector<std::string> certTexts(const std::string& fileText)
{
    std::vector<std::string> out;
    const std::vector<std::string_view> raws = rawTopLevelArray(fileText, "certs").value_or(std::vector<std::string_view>{});
    for (const auto raw : raws)
        out.push_back(canonicalV1(raw));
    return out;
}

void writeFile(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
}

// Re-hashes a v2 cert (its signer included) and signs it with `key`.
void resign(nlohmann::json& cert, const SigningKey& key, bool claimSigner)
{
    if (claimSigner) cert["signer"] = toHex(key.publicKeyRaw());
    cert.erase("hash");
    cert.erase("sig");
    const std::string hash = sha256Hex(canonicalCertV2(cert.dump()));
    cert["hash"] = hash;
    cert["sig"] = toHex(key.sign(hashBytes(hash)));
}

} // namespace

class TestSealReceipt : public QObject
{
    Q_OBJECT

    nlohmann::json m_expected;
    std::string m_pinned, m_other;
    QTemporaryDir m_dir;

    std::string path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)).toStdString(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_expected = expectedStoreE();
        m_pinned = m_expected["keys"]["public_key_hex"].get<std::string>();
        m_other = m_expected["keys"]["other_public_key_hex (not the signer)"].get<std::string>();
    }

    // ---- §9 incident receipts -----------------------------------------------------------------
    void incidentReceiptsEqualTheKernels()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        QCOMPARE(m_expected["incident_receipts"].size(), size_t(19));
        int refused = 0;
        for (const auto& [name, want] : m_expected["incident_receipts"].items()) {
            const std::string intent = want["intent"].get<std::string>();
            const auto r = buildReceipt(conn, intent, 1796324700.0);
            if (want.contains("error_type")) {
                QVERIFY2(!r, name.c_str());
                QCOMPARE(unknownIntentMessage(intent), want["message"].get<std::string>());
                ++refused;
                continue;
            }
            QVERIFY2(r, name.c_str());
            const std::string detail = nlohmann::json::parse(r->text())["chain_detail"].dump();
            QVERIFY2(detail == want["chain_detail"].dump(), detail.c_str());
            QVERIFY2(r->digest == want["receipt_digest"].get<std::string>(), name.c_str());
            auto got = nlohmann::json::parse(r->text());
            got.erase("generated_at");
            QVERIFY2(got == want, name.c_str());
            QCOMPARE(digestV1(r->bodyText), want["receipt_digest"].get<std::string>());
        }
        QCOMPARE(refused, 2);
    }

    void sealctlReceiptRefusesInTheKernelsWords()
    {
        auto db = TestDatabase::storeE();
        const auto& want = m_expected["incident_receipts"]["released_after_ambiguous"];
        const RunResult rr =
            runSealctl({"--dsn", db.dsn(), "receipt", want["intent"].get<std::string>(), "--format", "json"});
        QCOMPARE(rr.exitCode, 2);
        QVERIFY2(rr.err.find(want["message"].get<std::string>()) != std::string::npos, rr.err.c_str());
        const RunResult ok = runSealctl({"--dsn", db.dsn(), "receipt",
                                         m_expected["incident_receipts"]["gw_executed"]["intent"].get<std::string>(),
                                         "--format", "json"});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(nlohmann::json::parse(ok.out)["chain_detail"], m_expected["verify_chain"]);
    }

    // Negative control: one byte of a signed v2 body changed in the store.
    void flippedByteMovesTheIncidentReceipt()
    {
        auto db = TestDatabase::storeE();
        const auto& want = m_expected["incident_receipts"]["gw_executed"];
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{witness_evidence,ids,0}', '\"pi_gw_1\"') "
                "WHERE body->>'hash' = '" + want["certs"][1]["hash"].get<std::string>() + "'");
        auto conn = db.connect();
        const auto r = buildReceipt(conn, want["intent"].get<std::string>(), 1796324700.0);
        QVERIFY(r);
        QVERIFY(r->digest != want["receipt_digest"].get<std::string>());
        const auto detail = nlohmann::json::parse(r->text())["chain_detail"];
        QCOMPARE(detail["ok"], nlohmann::json(false));
        QCOMPARE(detail["why"], nlohmann::json("cert altered since written"));
    }

    // The authorization receipt and the chain's walk never call a signed v2 cert altered.
    void signedV2CertsAreNotAltered()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        const std::string intent = m_expected["incident_receipts"]["gw_executed"]["intent"].get<std::string>();
        const auto rc = buildAuthorizationReceipt(conn, intent, 1796324700.0, std::nullopt);
        QVERIFY(rc);
        QVERIFY(rc->chain.ok);
        QCOMPARE(rc->chainBreaksTotal, size_t(0));
        for (const auto& f : rc->findings) QVERIFY2(f.kind != "chain_not_verified", f.detail.c_str());
        const ChainVerdict v = verifyChain(conn);
        QVERIFY(v.ok);
        QCOMPARE(v.reference.signedCerts, m_expected["verify_chain"]["signed"].get<std::int64_t>());
        QCOMPARE(v.certs, m_expected["verify_chain"]["certs"].get<std::int64_t>());
        // Control: one signed v2 body changed in the store is a break.
        db.exec("UPDATE seal_certs SET body = body || '{\"world\": \"confirmed\"}' WHERE seq = (SELECT min(seq) "
                "FROM seal_certs WHERE body ? 'sig')");
        const auto after = buildAuthorizationReceipt(conn, intent, 1796324700.0, std::nullopt);
        QVERIFY(!after->chain.ok || after->chainBreaksTotal > 0);
        QVERIFY(!verifyChain(conn).ok);
    }

    // 0.2.0's shape where the store is 0.2.0's; 0.3.x's where it has 0.3.x's table.
    void chainDetailShape()
    {
        QCOMPARE(chainDetailText(ReferenceVerdict{.ok = true, .certs = 132, .signedCerts = 87, .at = -1, .why = {}}, true),
                 std::string(R"({"ok":true,"certs":132,"signed":87})"));
        QCOMPARE(chainDetailText(ReferenceVerdict{.ok = true, .certs = 717, .signedCerts = 0, .at = -1, .why = {}}), std::string(R"({"ok":true,"certs":717})"));
        QCOMPARE(chainDetailText(ReferenceVerdict{.ok = false, .certs = 132, .signedCerts = 3, .at = 5, .why = "chain link broken"}, true),
                 std::string(R"({"ok":false,"at":5,"why":"chain link broken"})"));
        auto a = TestDatabase::storeA();
        auto connA = a.connect();
        QVERIFY(!chainDetailHasSigned(connA, ReferenceVerdict{}));
        a.exec("CREATE TABLE seal_ticket_pending (sig TEXT PRIMARY KEY)");
        QVERIFY(chainDetailHasSigned(connA, ReferenceVerdict{}));
    }

    // ---- §15.4 the kernel's files -------------------------------------------------------------
    void kernelFilesVerifyAsTheKernelSays_data()
    {
        QTest::addColumn<QString>("name");
        const nlohmann::json expected = expectedStoreE();
        for (const auto& [name, v] : expected["portable_receipts"]["verify"].items())
            QTest::newRow(name.c_str()) << QString::fromStdString(name);
    }
    void kernelFilesVerifyAsTheKernelSays()
    {
        QFETCH(QString, name);
        const auto& want = m_expected["portable_receipts"]["verify"][name.toStdString()];
        const std::string text = kernelFile(m_expected, name.toStdString());
        QCOMPARE(verdictOf(text, m_pinned), want["pinned"]);
        QCOMPARE(verdictOf(text, std::nullopt), want["unpinned"]);
        QCOMPARE(verdictOf(text, m_other), want["pinned_other_key"]);
    }

    void alteredCopiesAsTheKernelSays_data()
    {
        QTest::addColumn<int>("index");
        const auto cases = expectedStoreE()["portable_receipts"]["cases"];
        QCOMPARE(cases.size(), size_t(10));
        for (size_t i = 0; i < cases.size(); ++i)
            QTest::newRow(cases[i]["name"].get<std::string>().c_str()) << int(i);
    }
    void alteredCopiesAsTheKernelSays()
    {
        QFETCH(int, index);
        const auto& c = m_expected["portable_receipts"]["cases"][size_t(index)];
        const auto original = nlohmann::json::parse(kernelFile(m_expected, c["receipt"].get<std::string>()));
        const std::string altered = original.patch(c["patch"]).dump();
        QCOMPARE(verdictOf(altered, m_pinned), c["pinned"]);
        QCOMPARE(verdictOf(altered, std::nullopt), c["unpinned"]);
    }

    // Negative controls beyond the fixture's cases.
    void negativeControls()
    {
        const std::string text = kernelFile(m_expected, "gw_executed");
        QCOMPARE(verdictOf(text, m_pinned)["ok"], nlohmann::json(true)); // control
        // One flipped byte inside a signed cert body.
        std::string flipped = text;
        flipped.replace(flipped.find("pi_gw_0"), 7, "pi_gw_1");
        const auto f = verdictOf(flipped, m_pinned);
        QCOMPARE(f["ok"], nlohmann::json(false));
        QCOMPARE(f["problems"], nlohmann::json::array({"cert 1: body does not match its hash"}));

        const SigningKey other = SigningKey::generateToFile(path("other.pem"));
        const std::string otherHex = toHex(other.publicKeyRaw());
        auto bundle = nlohmann::json::parse(text);
        // Re-signed by another key that names itself: consistent, so unpinned passes; pinned names the signer.
        auto forged = bundle;
        resign(forged["certs"][1], other, true);
        QCOMPARE(verdictOf(forged.dump(), std::nullopt)["ok"], nlohmann::json(true));
        QCOMPARE(verdictOf(forged.dump(), m_pinned)["problems"],
                 nlohmann::json::array({"cert 1: signed by " + otherHex.substr(0, 16) + "\u2026, not the pinned key"}));
        QCOMPARE(verdictOf(forged.dump(), otherHex)["problems"],
                 nlohmann::json::array({"cert 0: signed by " + m_pinned.substr(0, 16) + "\u2026, not the pinned key"}));
        // A signature by another key under the kernel's signer: the signature does not verify.
        auto wrongSig = bundle;
        wrongSig["certs"][0]["sig"] = toHex(other.sign(hashBytes(wrongSig["certs"][0]["hash"].get<std::string>())));
        for (const auto& pinned : {std::optional<std::string>(m_pinned), std::optional<std::string>()}) {
            const auto v = verdictOf(wrongSig.dump(), pinned);
            QCOMPARE(v["problems"], nlohmann::json::array({"cert 0: signature does not verify"}));
            QCOMPARE(v["signed"], nlohmann::json(1));
        }
        // A sig that is not hex: malformed, named by the kernel's prefix.
        auto bad = bundle;
        bad["certs"][0]["sig"] = "zz";
        const std::string problem = verdictOf(bad.dump(), std::nullopt)["problems"][0].get<std::string>();
        QVERIFY2(problem.rfind("cert 0: malformed key or signature: ", 0) == 0, problem.c_str());
    }

    void notABundle()
    {
        const nlohmann::json want = {{"ok", false}, {"problems", {"not a seal-receipt/1 bundle"}}};
        QCOMPARE(verdictOf("[1, 2]", std::nullopt), want);
        QCOMPARE(verdictOf(R"({"format": "seal-receipt/2", "certs": []})", m_pinned), want);
        QVERIFY_THROWS_EXCEPTION(PortableReadError, verifySealReceipt("{\"format\": "));
    }

    // ---- §15.4 our export ------------------------------------------------------------------------
    void ourExportEqualsTheKernelsFile_data() { kernelFilesVerifyAsTheKernelSays_data(); }
    void ourExportEqualsTheKernelsFile()
    {
        QFETCH(QString, name);
        const auto& file = m_expected["portable_receipts"]["files"][name.toStdString()];
        const std::string theirs = kernelFile(m_expected, name.toStdString());
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        SealReceiptExport ours;
        {
            ReadTransaction tx(conn);
            ours = exportSealReceipt(conn, file["intent"].get<std::string>(), file["generated_at"].get<double>());
        }
        QVERIFY2(ours.ok, ours.refusal.c_str());
        QCOMPARE(ours.certs, file["certs"].get<size_t>());
        QCOMPARE(ours.hasMandate, file["has_mandate"].get<bool>());
        const auto a = nlohmann::json::parse(ours.text), b = nlohmann::json::parse(theirs);
        QCOMPARE(a["format"], b["format"]);
        QCOMPARE(a["intent"], b["intent"]);
        QCOMPARE(a["mandate"], b["mandate"]);
        QCOMPARE(a["generated_at"].get<double>(), file["generated_at"].get<double>());
        QCOMPARE(a.size(), b.size());
        QCOMPARE(certTexts(ours.text), certTexts(theirs)); // digit for digit
        const auto& want = m_expected["portable_receipts"]["verify"][name.toStdString()];
        QCOMPARE(verdictOf(ours.text, m_pinned), want["pinned"]);
        QCOMPARE(verdictOf(ours.text, std::nullopt), want["unpinned"]);
    }

    void exportRefusalsInTheKernelsWords()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        for (const auto& [name, want] : m_expected["portable_receipts"]["export_errors"].items()) {
            ReadTransaction tx(conn);
            const auto r = exportSealReceipt(conn, want["intent"].get<std::string>(), 1796324700.0);
            QVERIFY2(!r.ok, name.c_str());
            QCOMPARE(r.refusal, want["message"].get<std::string>());
        }
        const auto& held = m_expected["portable_receipts"]["export_errors"]["held_ambiguous"];
        const RunResult rr = runSealctl({"--dsn", db.dsn(), "receipt", held["intent"].get<std::string>(), "--format",
                                         "portable", "-o", path("held.json")});
        QCOMPARE(rr.exitCode, 2);
        QVERIFY2(rr.err.find(held["message"].get<std::string>()) != std::string::npos, rr.err.c_str());
        QVERIFY(!QFile::exists(QString::fromStdString(path("held.json"))));
    }

    // ---- sealctl -----------------------------------------------------------------------------------
    void sealctlExportsAndVerifies()
    {
        auto db = TestDatabase::storeE();
        const auto& file = m_expected["portable_receipts"]["files"]["payout_executed"];
        const RunResult made = runSealctl({"--dsn", db.dsn(), "receipt", file["intent"].get<std::string>(), "--format",
                                           "portable", "-o", path("payout.json")});
        QVERIFY2(made.exitCode == 0, made.err.c_str());
        const auto& want = m_expected["portable_receipts"]["verify"]["payout_executed"];
        const RunResult pinned = runSealctl({"verify-receipt", path("payout.json"), "--pubkey", m_pinned, "--json"});
        QCOMPARE(pinned.exitCode, 0);
        QCOMPARE(nlohmann::json::parse(pinned.out), want["pinned"]);
        const RunResult unpinned = runSealctl({"verify-receipt", path("payout.json")});
        QCOMPARE(unpinned.exitCode, 0);
        QVERIFY2(unpinned.out.find("internally consistent only") != std::string::npos, unpinned.out.c_str());
        QVERIFY(unpinned.out.find(want["unpinned"]["note"].get<std::string>()) != std::string::npos);
        // The base64 form of the same key pins the same.
        const std::string b64 = m_expected["keys"]["public_key_base64"].get<std::string>();
        QCOMPARE(runSealctl({"verify-receipt", path("payout.json"), "--pubkey", b64}).exitCode, 0);

        const std::string kernelMixed = fixturePath("store-e.receipt-mixed_v1_v2_refund.json");
        const RunResult unsignedPinned = runSealctl({"verify-receipt", kernelMixed, "--pubkey", m_pinned, "--json"});
        QCOMPARE(unsignedPinned.exitCode, 1);
        QCOMPARE(nlohmann::json::parse(unsignedPinned.out), m_expected["portable_receipts"]["verify"]["mixed_v1_v2_refund"]["pinned"]);
        const RunResult otherKey = runSealctl({"verify-receipt", path("payout.json"), "--pubkey", m_other});
        QCOMPARE(otherKey.exitCode, 1);
        QVERIFY2(otherKey.out.find("not the pinned key") != std::string::npos, otherKey.out.c_str());
    }

    void sealctlNamesAByteOrderMark()
    {
        const std::string text = kernelFile(m_expected, "gw_executed");
        writeFile(path("bom.json"), "\xEF\xBB\xBF" + text);
        const RunResult bom = runSealctl({"verify-receipt", path("bom.json")});
        QCOMPARE(bom.exitCode, 2);
        QVERIFY2(bom.err.find("starts with a UTF-8 byte-order mark") != std::string::npos, bom.err.c_str());
        writeFile(path("nobom.json"), text); // control
        QCOMPARE(runSealctl({"verify-receipt", path("nobom.json")}).exitCode, 0);
        writeFile(path("other.json"), R"({"format": "something/1"})");
        const RunResult other = runSealctl({"verify-receipt", path("other.json"), "--json"});
        QCOMPARE(other.exitCode, 1);
        QCOMPARE(nlohmann::json::parse(other.out)["problems"], nlohmann::json::array({"not a seal-receipt/1 bundle"}));
    }

    // A file of Seal Desk's earlier format is still read, and says so.
    void earlierFormatStillRead()
    {
        auto db = TestDatabase::storeE();
        auto conn = db.connect();
        const SigningKey key = SigningKey::generateToFile(path("earlier.pem"));
        const std::string intent = m_expected["portable_receipts"]["files"]["gw_executed"]["intent"].get<std::string>();
        writeFile(path("earlier.json"), writePortableReceipt(*readPortableReceiptParts(conn, intent, 1796324700.0), key));
        const RunResult r = runSealctl({"verify-receipt", path("earlier.json")});
        QVERIFY2(r.exitCode == 0, (r.out + r.err).c_str());
        QVERIFY2(r.out.find("Seal Desk's earlier format") != std::string::npos, r.out.c_str());
        const RunResult j = runSealctl({"verify-receipt", path("earlier.json"), "--json"});
        QCOMPARE(nlohmann::json::parse(j.out)["format"], nlohmann::json("seal-portable-receipt/1"));
        std::string altered = readFile(path("earlier.json"));
        altered.replace(altered.find("pi_gw_0"), 7, "pi_gw_1");
        writeFile(path("earlier-altered.json"), altered);
        QCOMPARE(runSealctl({"verify-receipt", path("earlier-altered.json")}).exitCode, 1); // control
    }
};

QTEST_GUILESS_MAIN(TestSealReceipt)
#include "test_seal_receipt.moc"
