// The authorization receipt: the status rule as a table, each status on the
// reference store, the clearance in force at admission reconstructed from
// policy events, and every store value escaped in HTML and shown as text in
// the PDF (a maker named <script>alert(1)</script>, one named in Greek,
// Chinese and Polish). The incident receipt (--format json) still works.
#include "authorization_receipt.hpp"
#include "pdf_check.hpp"
#include "test_store.hpp"

#include <QtTest>

Q_DECLARE_METATYPE(seal::AuthorizationFacts)

using namespace seal;
using namespace seal::test;

namespace {

const std::string kDiverged = "ebbb5104fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308d8";
const std::string kWorldUnknown = "b3e6c8fb931b37c3792d0def52de1a2bddc26908956b4be72a3b0ebf1c4799c5";
const std::string kConfirmed = "fc2788100020f196042ac8c430ab9b880e9b957636022f4f5604a19a0cf49c00"; // refund, WORLD_FINAL
const std::string kHeld = "786a3266563dd48b62c7ae88c03482316d61a5a169f2f345cfa7db4375560ed7";
const char* kScript = "<script>alert(1)</script>";
constexpr double kNow = 1795946600.0;

AuthorizationReceipt receiptOf(const TestDatabase& db, const std::string& intent)
{
    auto conn = db.connect();
    auto rc = buildAuthorizationReceipt(conn, intent, kNow, std::nullopt);
    if (!rc) throw std::runtime_error("no receipt for " + intent);
    return std::move(*rc);
}

QString statusOf(const TestDatabase& db, const std::string& intent)
{
    return QString::fromLatin1(authorizationStatusCode(receiptOf(db, intent).status.status));
}

// An approval request for `intent` (created well before its admission) with
// approve votes from `approvers`.
void addApproval(const TestDatabase& db, const std::string& intent, const std::string& maker, const std::string& state,
                 const std::vector<std::string>& approvers)
{
    db.exec("INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, expires_at, "
            "decided_at) VALUES ('test-approval', '" + intent + "', 'refund', 900, '" + maker + "', 'DUAL', '" + state +
            "', 2, 1795946400, 2111306484, 1795946401)");
    for (const auto& a : approvers)
        db.exec("INSERT INTO seal_approval_votes (approval_id, approver, decision, at, sig) VALUES ('test-approval', '" +
                a + "', 'approve', 1795946400.5, 'unsigned')");
}

} // namespace

class TestEvidenceReceipt : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statusRule_data()
    {
        QTest::addColumn<AuthorizationFacts>("facts");
        QTest::addColumn<QString>("status");
        AuthorizationFacts confirmed;
        confirmed.claimRow = true;
        confirmed.state = "sealed";
        confirmed.tier = "WORLD_FINAL";
        confirmed.executorCerts = 1;
        QTest::newRow("confirmed") << confirmed << "allowed_once";
        auto f = confirmed;
        f.tier = "SEALED";
        QTest::newRow("sealed, not asked") << f << "allowed_once_world_unknown";
        f.tier = "WORLD_UNKNOWN";
        QTest::newRow("world unknown") << f << "allowed_once_world_unknown";
        f = confirmed;
        f.state = "open";
        f.tier.reset();
        f.executorCerts = 0;
        QTest::newRow("open claim (hold)") << f << "allowed_once_world_unknown";
        f = confirmed;
        f.worldDiverged = true;
        QTest::newRow("diverged wins over all") << f << "diverged";
        f = confirmed;
        f.executorCerts = 2;
        QTest::newRow("two executor certs") << f << "diverged";
        QTest::newRow("nothing at all") << AuthorizationFacts{} << "blocked";
        f = AuthorizationFacts{};
        f.approval = "rejected";
        QTest::newRow("rejected, not admitted") << f << "blocked";
        f = confirmed;
        f.approval = "rejected";
        QTest::newRow("rejected but admitted") << f << "off_rail";
        f = confirmed;
        f.approval = "approved";
        QTest::newRow("approved and admitted") << f << "allowed_once";
        f.approvalDefect = "the maker approved their own request";
        QTest::newRow("self-approved") << f << "off_rail";
        f = confirmed;
        f.revokedAtAdmission = true;
        QTest::newRow("revoked at admission") << f << "off_rail";
        f = confirmed;
        f.chainOk = false;
        QTest::newRow("chain broken") << f << "off_rail";
        f = confirmed;
        f.claimRow = false;
        QTest::newRow("certs without a claim") << f << "off_rail";
        f = confirmed;
        f.executorCerts = 0;
        QTest::newRow("sealed claim without a cert") << f << "off_rail";
    }
    void statusRule()
    {
        QFETCH(AuthorizationFacts, facts);
        QFETCH(QString, status);
        const StatusVerdict v = classifyAuthorization(facts);
        QCOMPARE(QString::fromLatin1(authorizationStatusCode(v.status)), status);
        QVERIFY(!v.reason.empty());
        QVERIFY(std::string(authorizationStatusLabel(v.status)).size() > 20);
    }

    void referenceStore_data()
    {
        QTest::addColumn<QString>("intent");
        QTest::addColumn<QString>("status");
        QTest::newRow("confirmed refund") << QString::fromStdString(kConfirmed) << "allowed_once";
        QTest::newRow("witness could not tell") << QString::fromStdString(kWorldUnknown) << "allowed_once_world_unknown";
        QTest::newRow("hold") << QString::fromStdString(kHeld) << "allowed_once_world_unknown";
        QTest::newRow("divergence") << QString::fromStdString(kDiverged) << "diverged";
        QTest::newRow("approved, never admitted") << "intent-payout-367" << "blocked";
        QTest::newRow("rejected") << "intent-payout-368" << "blocked";
        QTest::newRow("pending") << "intent-wire-370" << "blocked";
        QTest::newRow("expired unvoted") << "intent-payout-372" << "blocked";
    }
    void referenceStore()
    {
        QFETCH(QString, intent);
        QFETCH(QString, status);
        const auto db = TestDatabase::storeA();
        QCOMPARE(statusOf(db, intent.toStdString()), status);
    }

    void evidenceOnTheReferenceStore()
    {
        const auto db = TestDatabase::storeA();
        const auto approved = receiptOf(db, "intent-payout-367");
        QCOMPARE(approved.approvals.size(), size_t(1));
        QCOMPARE(approved.approvals[0].maker, std::string("agent:payouts-bot"));
        QCOMPARE(approved.approvals[0].votes.size(), size_t(2));
        QCOMPARE(approved.approvalCerts.size(), size_t(1));
        QCOMPARE(approved.approvalCerts[0].seq, std::int64_t(716));
        QCOMPARE(approved.approvalCerts[0].outcome.value(), std::string("approved"));
        QCOMPARE(approved.facts.approval.value(), std::string("approved"));

        const auto diverged = receiptOf(db, kDiverged);
        QCOMPARE(diverged.certs.size(), size_t(3));
        QCOMPARE(diverged.facts.executorCerts, 1);
        QCOMPARE(diverged.certs[1].witnessState.value(), std::string("multiple"));
        QVERIFY(diverged.certs[1].witnessEvidenceText->find("pi_b") != std::string::npos);
        QVERIFY(diverged.chain.ok);
        QCOMPARE(diverged.chain.certs, std::int64_t(717));

        // The refund was admitted before any policy existed: §5's safe default, and it says so.
        const auto confirmed = receiptOf(db, kConfirmed);
        QCOMPARE(confirmed.clearance->clearance.status, std::string("HOLD"));
        QVERIFY(confirmed.clearance->source.find("no policy recorded at that time") != std::string::npos);
        const auto json = authorizationReceiptJson(confirmed);
        QCOMPARE(json["status"]["code"], "allowed_once");
        QCOMPARE(json["once"]["executor_certs"], 1);
        QCOMPARE(json["world"]["observations"].size(), size_t(1));
    }

    void policyAtAdmissionComesFromEvents()
    {
        const auto db = TestDatabase::storeA();
        // A revocation recorded before the refund's admission, lifted after it.
        db.exec("INSERT INTO seal_events (path, kind, detail, at) VALUES ('refund', 'policy', "
                "'{\"status\": \"REVOKED\", \"reason\": \"drill\", \"by\": \"ciso\"}', 1795946470.0)");
        const auto rc = receiptOf(db, kConfirmed);
        QCOMPARE(rc.clearance->clearance.status, std::string("REVOKED"));
        QVERIFY(rc.clearance->source.find("policy event #") != std::string::npos);
        QCOMPARE(QString::fromLatin1(authorizationStatusCode(rc.status.status)), QStringLiteral("off_rail"));
        // Control: a revocation after the admission does not reach back.
        const auto db2 = TestDatabase::storeA();
        db2.exec("INSERT INTO seal_events (path, kind, detail, at) VALUES ('refund', 'policy', "
                 "'{\"status\": \"REVOKED\", \"reason\": \"later\", \"by\": \"ciso\"}', 1795946471.0)");
        QCOMPARE(statusOf(db2, kConfirmed), QStringLiteral("allowed_once"));
    }

    void approvalsDecideOffRail_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QStringList>("approvers");
        QTest::addColumn<QString>("status");
        QTest::newRow("properly approved (control)") << "approved" << QStringList{QStringLiteral("dana@finance"), QStringLiteral("sam@ops")} << "allowed_once";
        QTest::newRow("admitted although rejected") << "rejected" << QStringList{} << "off_rail";
        QTest::newRow("maker approved their own") << "approved" << QStringList{QStringLiteral("agent:refunds"), QStringLiteral("sam@ops")} << "off_rail";
        QTest::newRow("one approval of two") << "approved" << QStringList{QStringLiteral("sam@ops")} << "off_rail";
    }
    void approvalsDecideOffRail()
    {
        QFETCH(QString, state);
        QFETCH(QStringList, approvers);
        QFETCH(QString, status);
        const auto db = TestDatabase::storeA();
        std::vector<std::string> names;
        for (const auto& a : approvers) names.push_back(a.toStdString());
        addApproval(db, kConfirmed, "agent:refunds", state.toStdString(), names);
        QCOMPARE(statusOf(db, kConfirmed), status);
    }

    void brokenChainIsOffRail()
    {
        const auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{action}', '\"refunc\"') WHERE seq = 3");
        const auto rc = receiptOf(db, kConfirmed);
        QCOMPARE(QString::fromLatin1(authorizationStatusCode(rc.status.status)), QStringLiteral("off_rail"));
        QCOMPARE(rc.chainBreaksTotal, size_t(1));
        QVERIFY(rc.chain.breaks.empty()); // the break is not at this intent's certs, and it still counts
    }

    void storeValuesAreEscaped()
    {
        const auto db = TestDatabase::storeA();
        addApproval(db, kConfirmed, kScript, "approved", {"dana@finance", "sam@ops"});
        const auto doc = authorizationDocument(receiptOf(db, kConfirmed));
        const std::string html = renderHtml(doc);
        QVERIFY(html.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
        QVERIFY(html.find(kScript) == std::string::npos);
        QVERIFY(html.find("<script") == std::string::npos);
        QVERIFY(html.find("<td>dana@finance</td>") != std::string::npos); // control: plain values verbatim

        const std::string pdf = renderPdf(doc);
        const auto problem = pdfcheck::structureProblem(pdf);
        QVERIFY2(problem.empty(), problem.c_str());
        const std::string text = pdfcheck::text(pdf);
        QVERIFY2(text.find(kScript) != std::string::npos, text.c_str()); // shown as written, not interpreted
        QVERIFY(text.find("dana@finance") != std::string::npos);         // control
    }

    // sealctl's PDF: a maker named in Greek, Chinese and Polish as written (the
    // old WinAnsi writer printed "??? ? ?ukasz"), the intent whole wherever it
    // stands (pdftotext gives it back in one piece: title, field).
    void sealctlPdfShowsUnicodeAndWholeHashes()
    {
        QTemporaryDir dir;
        const auto db = TestDatabase::storeA();
        const std::string maker = "\xCE\x96\xCF\x89\xCE\xAE \xE7\x8E\x8B \xC5\x81ukasz"; // Ζωή 王 Łukasz
        addApproval(db, kConfirmed, maker, "approved", {"dana@finance", "sam@ops"});
        const std::string pdf = dir.filePath(QStringLiteral("r.pdf")).toStdString();
        const RunResult r = runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "pdf", "-o", pdf});
        QVERIFY2(r.exitCode == 0, r.err.c_str());
        const std::string text = pdfcheck::text(readFile(pdf));
        QVERIFY2(text.find(maker) != std::string::npos, text.c_str());
        QVERIFY(text.find("?") == std::string::npos);
        std::size_t whole = 0;
        for (auto at = text.find(kConfirmed); at != std::string::npos; at = text.find(kConfirmed, at + 1)) ++whole;
        QVERIFY2(whole >= 2, text.c_str());
    }

    void sealctlFormats()
    {
        QTemporaryDir dir;
        const auto db = TestDatabase::storeA();
        addApproval(db, kConfirmed, kScript, "approved", {"dana@finance", "sam@ops"});
        const std::string html = dir.filePath(QStringLiteral("r.html")).toStdString();
        const std::string pdf = dir.filePath(QStringLiteral("r.pdf")).toStdString();
        const RunResult h = runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "html", "-o", html});
        QVERIFY2(h.exitCode == 0, h.err.c_str());
        QVERIFY(h.out.find("allowed_once") != std::string::npos);
        QVERIFY(readFile(html).find("&lt;script&gt;") != std::string::npos);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "pdf", "-o", pdf}).exitCode, 0);
        QVERIFY(readFile(pdf).rfind("%PDF-1.4", 0) == 0);
        QVERIFY(pdfcheck::structureProblem(readFile(pdf)).empty());
        // The incident receipt is unchanged.
        const RunResult json = runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "json"});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(json.out.find("\"receipt_digest\"") != std::string::npos);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "receipt", "nope", "--format", "html", "-o", html}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "xml"}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestEvidenceReceipt)
#include "test_evidence_receipt.moc"
