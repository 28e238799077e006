// Open receipt… on the console's own incident receipt (issue 14, item 9):
// core recognises the file, recomputes its receipt_digest exactly as
// makeReceipt did (the cert bodies' digits as written: a big integer changed
// in its last digit is caught) and reads what it claims. One byte changed in
// the content no longer matches; the time it was made is not digested; a
// member named twice is refused; a portable receipt, an authorization
// receipt and garbage are not incident receipts.
#include "core/canon/json_pretty.hpp"
#include "core/evidence/incident_receipt_check.hpp"
#include "core/evidence/receipt.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

using namespace seal;
using namespace seal::test;

namespace {

const std::string kConfirmed = "fc2788100020f196042ac8c430ab9b880e9b957636022f4f5604a19a0cf49c00";
constexpr double kNow = 1795946600.25;

std::string replaceOnce(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("test setup: '" + from + "' not in the text");
    return text.replace(at, from.size(), to);
}

// The file the console writes (ApprovalsPage::exportReceipt, EvidenceExporter::incidentReceipt).
std::string fileOf(const Receipt& r)
{
    return prettyJsonText(r.text()) + "\n";
}

ReceiptParts bigNumberParts()
{
    ReceiptParts p;
    p.intent = "intent-big";
    p.action = "payout";
    p.state = "sealed";
    p.tier = "WORLD_FINAL";
    p.domain = "payout";
    p.certBodies = {R"({"n": 123456789012345678901234567890, "amount": 20000.10, "hash": "ab"})"};
    p.chain.ok = true;
    p.chain.certs = 7;
    return p;
}

} // namespace

class TestIncidentReceiptCheck : public QObject
{
    Q_OBJECT

    std::string m_file; // store-a's confirmed intent, as the console writes it
    Receipt m_receipt;

private Q_SLOTS:
    void initTestCase()
    {
        const auto db = TestDatabase::storeA();
        auto conn = db.connect();
        const auto receipt = buildReceipt(conn, kConfirmed, kNow);
        QVERIFY(receipt.has_value());
        m_receipt = *receipt;
        m_file = fileOf(m_receipt);
    }

    void consoleFileMatchesAndSaysWhatItClaims()
    {
        const auto c = checkIncidentReceipt(m_file);
        QVERIFY(c.has_value());
        QVERIFY2(c->matches, (c->computedDigest + " vs " + c->statedDigest + " " + c->problem).c_str());
        QCOMPARE(c->statedDigest, m_receipt.digest);
        QCOMPARE(c->computedDigest, m_receipt.digest);
        QCOMPARE(c->intent, kConfirmed);
        QCOMPARE(c->state, std::string("sealed"));
        QVERIFY(c->certs > 0);
        QCOMPARE(c->chainVerified, m_receipt.chainVerified);
        QVERIFY(c->chainCerts.has_value());
        QVERIFY(c->generatedAt.has_value());
        QCOMPARE(*c->generatedAt, kNow);
        // The compact text digests the same as the re-indented file.
        QVERIFY(checkIncidentReceipt(m_receipt.text())->matches);
    }

    // One byte changed in what was digested (the character after each
    // marker, its lowest bit flipped): the state, the intent, a cert's hash,
    // a cert's time.
    void oneChangedByteDoesNotMatch_data()
    {
        QTest::addColumn<QString>("marker");
        QTest::newRow("state") << "\"state\": \"";
        QTest::newRow("intent") << "\"intent\": \"";
        QTest::newRow("cert hash") << "\"hash\": \"";
        QTest::newRow("cert time") << "\"at\": 17";
    }
    void oneChangedByteDoesNotMatch()
    {
        QFETCH(QString, marker);
        std::string tampered = m_file;
        const auto at = tampered.find(marker.toStdString());
        QVERIFY(at != std::string::npos);
        tampered[at + static_cast<std::size_t>(marker.size())] ^= 1;
        QCOMPARE(tampered.size(), m_file.size());
        const auto c = checkIncidentReceipt(tampered);
        QVERIFY(c.has_value());
        QVERIFY(!c->matches);
        QCOMPARE(c->statedDigest, m_receipt.digest);
        QVERIFY(c->computedDigest != m_receipt.digest);
    }

    void eachByteOfTheDigestIsChecked()
    {
        std::string flipped = m_receipt.digest;
        flipped.back() = flipped.back() == '0' ? '1' : '0';
        const auto c = checkIncidentReceipt(replaceOnce(m_file, m_receipt.digest, flipped));
        QVERIFY(c.has_value());
        QVERIFY(!c->matches);
        QCOMPARE(c->computedDigest, m_receipt.digest); // the content is as made; the stated digest is not
        QVERIFY(checkIncidentReceipt(m_file)->matches); // control
    }

    // generated_at is outside the digest (receipt.hpp): changing it changes nothing.
    void generatedAtIsNotDigested()
    {
        const auto c = checkIncidentReceipt(replaceOnce(m_file, "\"generated_at\": 1795946600.25", "\"generated_at\": 1.0"));
        QVERIFY(c.has_value());
        QVERIFY(c->matches);
        QCOMPARE(*c->generatedAt, 1.0);
    }

    // Exact: the digits as written. A big integer changed in its last digit
    // (equal as a double) no longer matches; the digest of a pure body is the one makeReceipt made.
    void bigIntegersKeepTheirDigits()
    {
        const Receipt r = makeReceipt(bigNumberParts(), kNow);
        const std::string file = fileOf(r);
        const auto c = checkIncidentReceipt(file);
        QVERIFY(c.has_value());
        QVERIFY(c->matches);
        QCOMPARE(c->chainCerts, std::optional<std::int64_t>(7));
        QVERIFY(std::stod("123456789012345678901234567890") == std::stod("123456789012345678901234567891"));
        const auto changed = checkIncidentReceipt(
            replaceOnce(file, "123456789012345678901234567890", "123456789012345678901234567891"));
        QVERIFY(changed.has_value());
        QVERIFY(!changed->matches);
        QVERIFY(!checkIncidentReceipt(replaceOnce(file, "20000.10", "20000.11"))->matches);
        QVERIFY(checkIncidentReceipt(replaceOnce(file, "20000.10", "20000.1"))->matches); // the same float
    }

    void memberNamedTwiceIsRefused()
    {
        const std::string twice = replaceOnce(m_file, "{", "{\"state\": \"failed\", ");
        const auto c = checkIncidentReceipt(twice);
        QVERIFY(c.has_value());
        QVERIFY(!c->matches);
        QVERIFY2(c->problem.find("\"state\" twice") != std::string::npos, c->problem.c_str());
    }

    void otherFilesAreNotIncidentReceipts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("garbage") << "not json at all";
        QTest::newRow("array") << "[1, 2]";
        QTest::newRow("portable") << R"({"format": "seal-portable-receipt/1", "intent": "x", "state": "sealed",
            "certs": [], "chain_verified": true, "chain_detail": {}, "receipt_digest": "ab"})";
        QTest::newRow("authorization") << R"({"title": "Authorization receipt", "status": "blocked",
            "receipt_id": "abc", "receipt_digest": "ab", "once": {}})";
        QTest::newRow("no digest") << R"({"intent": "x", "state": "sealed", "certs": [],
            "chain_verified": true, "chain_detail": {}})";
    }
    void otherFilesAreNotIncidentReceipts()
    {
        QFETCH(QString, text);
        QVERIFY(!checkIncidentReceipt(text.toStdString()).has_value());
    }
};

QTEST_GUILESS_MAIN(TestIncidentReceiptCheck)
#include "test_incident_receipt_check.moc"
