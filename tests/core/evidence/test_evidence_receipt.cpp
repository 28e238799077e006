// The authorization receipt: the reference's status rule as a table, statuses
// on store-a, the console's checks (clearance in force at admission
// reconstructed from policy events, defective approvals, vote signatures, chain
// breaks) reported beside the status and never changing it, and every store
// value escaped in HTML and shown as text in the PDF (a maker named <script>alert(1)</script>, one named in Greek,
// Chinese and Polish). The incident receipt (--format json) still works.
#include "core/base/timefmt.hpp"
#include "core/evidence/authorization_receipt.hpp"
#include "tests/support/pdf_check.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <algorithm>
#include <map>

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

bool hasFinding(const AuthorizationReceipt& rc, const std::string& kind)
{
    return std::any_of(rc.findings.begin(), rc.findings.end(), [&](const ConsoleFinding& f) { return f.kind == kind; });
}

std::string lowerAscii(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
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
    // The reference's rule (SPEC §13), first match wins.
    void statusRule_data()
    {
        QTest::addColumn<AuthorizationFacts>("facts");
        QTest::addColumn<QString>("status");
        AuthorizationFacts confirmed;
        confirmed.executed = true;
        confirmed.worldState = "WORLD_FINAL";
        QTest::newRow("confirmed") << confirmed << "allowed_once";
        auto f = confirmed;
        f.worldState = "SEALED";
        QTest::newRow("sealed, never witnessed: the reference says allowed_once") << f << "allowed_once";
        f.worldState = "WORLD_UNKNOWN";
        QTest::newRow("world unknown") << f << "allowed_once_world_unknown";
        f.worldState = "unconfirmed";
        QTest::newRow("no cert") << f << "allowed_once_world_unknown";
        f = confirmed;
        f.readable = false;
        QTest::newRow("unreadable sweep in the window") << f << "allowed_once_world_unknown";
        f = confirmed;
        f.worldState = "WORLD_DIVERGED";
        QTest::newRow("diverged") << f << "diverged";
        f.outOfBandFound = true;
        QTest::newRow("off rail wins over diverged") << f << "off_rail";
        f.readable = false;
        QTest::newRow("out of band, but the window is unreadable") << f << "diverged";
        f = confirmed;
        f.outOfBandFound = true;
        QTest::newRow("out of band on a confirmed one") << f << "off_rail";
        f.executed = false;
        QTest::newRow("not executed wins over all") << f << "blocked";
        QTest::newRow("nothing at all") << AuthorizationFacts{} << "blocked";
        f = confirmed;
        f.swept = false;
        QTest::newRow("no creation time: not swept, not unreadable") << f << "allowed_once";
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
        // An open claim never ran as far as the store knows: the reference says blocked.
        QTest::newRow("hold") << QString::fromStdString(kHeld) << "blocked";
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
        // No claim row: the reference refuses; we say so and still answer blocked.
        QCOMPARE(approved.document["allowed"]["requested_by"], "agent:payouts-bot");
        QCOMPARE(approved.document["allowed"]["state"], "approved");
        QVERIFY(hasFinding(approved, "no_claim_row"));

        const auto diverged = receiptOf(db, kDiverged);
        QCOMPARE(diverged.certs.size(), size_t(3));
        QCOMPARE(diverged.executorCerts, 1);
        QCOMPARE(diverged.certs[1].witnessState.value(), std::string("multiple"));
        QVERIFY(diverged.certs[1].witnessEvidenceText->find("pi_b") != std::string::npos);
        QVERIFY(diverged.chain.ok);
        QCOMPARE(diverged.chain.certs, std::int64_t(717));
        QCOMPARE(diverged.document["once"]["certs_in_chain_for_this_intent"], 3);

        // The refund was admitted before any policy existed: §5's safe default, and it says so.
        const auto confirmed = receiptOf(db, kConfirmed);
        QCOMPARE(confirmed.clearance->clearance.status, std::string("HOLD"));
        QVERIFY(confirmed.clearance->source.find("no policy recorded at that time") != std::string::npos);
        const auto json = authorizationReceiptJson(confirmed);
        QCOMPARE(json["status"], "allowed_once");
        QCOMPARE(json["console_checks"]["executor_certs"], 1);
        // Issue 25: refund has no thresholds row, so the gateway let the amount through as AUTO
        // with no human; that is the one finding (it was not raised before, wrongly).
        QCOMPARE(json["console_checks"]["findings"].size(), size_t(1));
        QCOMPARE(json["console_checks"]["findings"][0]["kind"], "auto_without_thresholds");
        QCOMPARE(json["world_id"]["state"], "WORLD_FINAL");
    }

    // The policy in force at admission, from events: REVOKED then is a console
    // finding; the reference's status stands.
    void policyAtAdmissionComesFromEvents()
    {
        const auto db = TestDatabase::storeA();
        // A revocation recorded before the refund's admission, lifted after it.
        db.exec("INSERT INTO seal_events (path, kind, detail, at) VALUES ('refund', 'policy', "
                "'{\"status\": \"REVOKED\", \"reason\": \"drill\", \"by\": \"ciso\"}', 1795946470.0)");
        const auto rc = receiptOf(db, kConfirmed);
        QCOMPARE(rc.clearance->clearance.status, std::string("REVOKED"));
        QVERIFY(rc.clearance->source.find("policy event #") != std::string::npos);
        QVERIFY(hasFinding(rc, "revoked_at_admission"));
        QCOMPARE(QString::fromLatin1(authorizationStatusCode(rc.status.status)), QStringLiteral("allowed_once"));
        // Control: a revocation after the admission does not reach back.
        const auto db2 = TestDatabase::storeA();
        db2.exec("INSERT INTO seal_events (path, kind, detail, at) VALUES ('refund', 'policy', "
                 "'{\"status\": \"REVOKED\", \"reason\": \"later\", \"by\": \"ciso\"}', 1795946471.0)");
        QVERIFY(!hasFinding(receiptOf(db2, kConfirmed), "revoked_at_admission"));
    }

    // Defective approvals are console findings; the status is the reference's.
    void approvalFindings_data()
    {
        QTest::addColumn<QString>("state");
        QTest::addColumn<QStringList>("approvers");
        QTest::addColumn<QString>("finding");
        QTest::newRow("properly approved (control)") << "approved" << QStringList{QStringLiteral("dana@finance"), QStringLiteral("sam@ops")} << "";
        QTest::newRow("admitted although rejected") << "rejected" << QStringList{} << "admitted_without_approval";
        QTest::newRow("maker approved their own") << "approved" << QStringList{QStringLiteral("agent:refunds"), QStringLiteral("sam@ops")} << "self_vote";
        QTest::newRow("one approval of two") << "approved" << QStringList{QStringLiteral("sam@ops")} << "too_few_approvals";
    }
    void approvalFindings()
    {
        QFETCH(QString, state);
        QFETCH(QStringList, approvers);
        QFETCH(QString, finding);
        const auto db = TestDatabase::storeA();
        std::vector<std::string> names;
        for (const auto& a : approvers) names.push_back(a.toStdString());
        addApproval(db, kConfirmed, "agent:refunds", state.toStdString(), names);
        const auto rc = receiptOf(db, kConfirmed);
        QCOMPARE(QString::fromLatin1(authorizationStatusCode(rc.status.status)), QStringLiteral("allowed_once"));
        if (finding.isEmpty()) QCOMPARE(rc.findings.size(), size_t(0));
        else QVERIFY2(hasFinding(rc, finding.toStdString()), authorizationReceiptJson(rc)["console_checks"].dump().c_str());
        // The reference's allowed block reads the newest request, whatever its defects.
        QCOMPARE(rc.document["allowed"]["state"], state.toStdString());
        QCOMPARE(rc.document["allowed"]["approved_by"].size(), names.size());
    }

    // A vote whose signature does not verify against the governance key.
    void badSignatureIsAFinding()
    {
        const auto db = TestDatabase::storeA();
        const std::string key = "test-governance-key";
        addApproval(db, kConfirmed, "agent:refunds", "approved", {"dana@finance", "sam@ops"});
        const Vote sam{"sam@ops", "approve", 1795946400.5, {}};
        db.exec("UPDATE seal_approval_votes SET sig = '" + voteSignature(key, "test-approval", sam) +
                "' WHERE approver = 'sam@ops' AND approval_id = 'test-approval'");
        auto conn = db.connect();
        const auto rc = buildAuthorizationReceipt(conn, kConfirmed, kNow, key);
        QVERIFY(hasFinding(*rc, "bad_vote_signature"));
        QCOMPARE(std::count_if(rc->findings.begin(), rc->findings.end(),
                               [](const ConsoleFinding& f) { return f.kind == "bad_vote_signature"; }),
                 1); // sam's is valid (control); dana's 'unsigned' is not
        QCOMPARE(QString::fromLatin1(authorizationStatusCode(rc->status.status)), QStringLiteral("allowed_once"));
        // Without a key nothing is "invalid": unverifiable is not evidence of tampering.
        QVERIFY(!hasFinding(receiptOf(db, kConfirmed), "bad_vote_signature"));
    }

    // The reference reports the chain in once.chain_verified and does not let it
    // decide the status; the console names the break.
    void brokenChainIsAFinding()
    {
        const auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{action}', '\"refunc\"') WHERE seq = 3");
        const auto rc = receiptOf(db, kConfirmed);
        QCOMPARE(QString::fromLatin1(authorizationStatusCode(rc.status.status)), QStringLiteral("allowed_once"));
        QCOMPARE(rc.document["once"]["chain_verified"], false);
        QVERIFY(hasFinding(rc, "chain_not_verified"));
        QCOMPARE(rc.chainBreaksTotal, size_t(1));
        QVERIFY(rc.chain.breaks.empty()); // the break is not at this intent's certs, and it still counts
        QCOMPARE(receiptOf(TestDatabase::storeA(), kConfirmed).document["once"]["chain_verified"], true); // control
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

    // The store records no currency: the receipt's amount carries the one the
    // reader was told (the console's, sealctl --currency), or says it is not
    // recorded, never a guessed symbol.
    void amountSaysItsCurrency()
    {
        const auto db = TestDatabase::storeA();
        addApproval(db, kConfirmed, "maker@ops", "approved", {"dana@finance", "sam@ops"});
        const auto rc = receiptOf(db, kConfirmed);
        QVERIFY(rc.document["action"]["amount"].is_number());
        const std::string told = renderHtml(authorizationDocument(rc, "EUR"));
        QVERIFY2(told.find("900.00\u00a0EUR</dd>") != std::string::npos, told.c_str()); // grouped, NBSP: one line
        QVERIFY(told.find("not recorded") == std::string::npos);
        const std::string untold = renderHtml(authorizationDocument(rc));
        QVERIFY(untold.find("(currency not recorded)</dd>") != std::string::npos);
        QVERIFY(untold.find("EUR</dd>") == std::string::npos); // control
        QTemporaryDir dir;
        const std::string pdf = dir.filePath(QStringLiteral("r.pdf")).toStdString();
        const RunResult r = runSealctl(
            {"--dsn", db.dsn(), "--currency", "EUR", "receipt", kConfirmed, "--format", "pdf", "-o", pdf});
        QVERIFY2(r.exitCode == 0, r.err.c_str());
        const std::string text = pdfcheck::text(readFile(pdf));
        QVERIFY2(text.find("900.00 EUR") != std::string::npos, text.c_str()); // pdftotext gives the NBSP as a space
        QVERIFY2(text.find("$") == std::string::npos, text.c_str()); // the summary's "$5,000.00" is not shown
    }

    // Each label once in the document people read (the PDF had "Status" as
    // the section and as its first field): section headings and field labels
    // all differ, with several approval requests and findings (tables, not
    // a group of fields per request). The PDF shows "Status" once.
    void eachLabelOnce()
    {
        const auto db = TestDatabase::storeA();
        addApproval(db, kConfirmed, "maker@ops", "approved", {"dana@finance", "maker@ops"}); // a finding
        db.exec("INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, "
                "expires_at) VALUES ('second-approval', '" + kConfirmed + "', 'refund', 950, 'maker@ops', 'DUAL', "
                "'rejected', 2, 1795946300, 2111306484)");
        const auto rc = receiptOf(db, kConfirmed);
        QVERIFY(rc.approvals.size() == 2);
        QVERIFY(!rc.findings.empty());
        const auto doc = authorizationDocument(rc, "EUR");
        std::map<std::string, int> seen;
        for (const auto& section : doc.sections) {
            ++seen[lowerAscii(section.heading)];
            for (const auto& b : section.blocks)
                if (b.kind == DocBlock::Kind::Field) ++seen[lowerAscii(b.label)];
        }
        for (const auto& [label, count] : seen)
            QVERIFY2(count == 1, ("\"" + label + "\" " + std::to_string(count) + " times").c_str());
        QCOMPARE(seen.count("status"), std::size_t(1));
        QCOMPARE(seen.count("amount"), std::size_t(1));
        const std::string text = pdfcheck::text(renderPdf(doc));
        std::size_t statusLines = 0;
        for (auto at = text.find("Status\n"); at != std::string::npos; at = text.find("Status\n", at + 1))
            statusLines += at == 0 || text[at - 1] == '\n' ? 1 : 0;
        QCOMPARE(statusLines, std::size_t(1));
    }

    // Every label says what it is: the approval tier apart from a cert's
    // confirmation tier; "Once" only says it ran once when it did; an
    // operator's attestation names the operator and their evidence instead of
    // "the provider's own record"; each cert's hash whole on its own line; and
    // how to check it all with sealctl.
    void labelsSayWhatTheyAre()
    {
        const auto db = TestDatabase::storeA();
        {
            const auto doc = authorizationDocument(receiptOf(db, kConfirmed), "EUR");
            const std::string text = pdfcheck::text(renderPdf(doc));
            QVERIFY2(text.find("Once: it ran exactly one time") != std::string::npos, text.c_str());
            QVERIFY(text.find("Attested by") == std::string::npos);
            QVERIFY(text.find("The provider's own record agrees exactly one effect exists.") != std::string::npos);
            bool instructions = false;
            for (const auto& section : doc.sections)
                for (const auto& b : section.blocks)
                    instructions |= b.text.find("sealctl verify-receipt receipt.json --pubkey KERNEL_PUBLIC_KEY") !=
                                    std::string::npos;
            QVERIFY(instructions);
            QVERIFY(text.find("verify-receipt") != std::string::npos);
            // The tier field names which tier it holds, whichever the reference put there.
            const bool approval = text.find("Approval tier") != std::string::npos;
            const bool confirmation = text.find("Confirmation tier") != std::string::npos;
            QVERIFY2(approval != confirmation, text.c_str());
            QVERIFY(text.find("Authorisation tier") == std::string::npos);
            auto rc = receiptOf(db, kConfirmed);
            QVERIFY(!rc.certs.empty());
            QVERIFY2(text.find("hash: " + rc.certs.back().hash) != std::string::npos, text.c_str());
        }
        // The same intent, its last confirmation an operator's word.
        auto rc = receiptOf(db, kConfirmed);
        CertEntry attested = rc.certs.back();
        attested.seq += 1;
        attested.kind = "healed";
        attested.witnessEvidenceText = R"({"note": "pi_77 <b>succeeded</b> in the dashboard", "attested_by": "ops_ana"})";
        rc.certs.push_back(attested);
        const std::string text = pdfcheck::text(renderPdf(authorizationDocument(rc, "EUR")));
        QVERIFY2(text.find("ops_ana (an operator; the provider was not asked)") != std::string::npos, text.c_str());
        QVERIFY(text.find("pi_77 <b>succeeded</b> in the dashboard") != std::string::npos);
        QVERIFY(text.find("The provider's own record agrees") == std::string::npos);
        // Negative control: a provider's answer (no attested_by) keeps the provider's wording.
        rc.certs.back().witnessEvidenceText = R"({"ids": ["pi_77"], "note": "provider ok"})";
        const std::string provider = pdfcheck::text(renderPdf(authorizationDocument(rc, "EUR")));
        QVERIFY(provider.find("Attested by") == std::string::npos);

        // Not executed: the heading does not claim it ran.
        const auto open = authorizationDocument(receiptOf(db, kHeld), "EUR");
        const auto heading = std::find_if(open.sections.begin(), open.sections.end(), [](const DocSection& s) {
            return s.heading.rfind("Once:", 0) == 0;
        });
        QVERIFY(heading != open.sections.end());
        QVERIFY2(heading->heading.find("exactly one time") == std::string::npos, heading->heading.c_str());
    }

    // A long table (40 approval requests, 80 votes) over pages: the request's
    // times (two lines of one cell) always on the same page, and the table
    // does cross a page boundary.
    void longTablesNeverSplitARow()
    {
        const auto db = TestDatabase::storeA();
        constexpr double kBase = 1795900000.0;
        for (int i = 0; i < 40; ++i) {
            const std::string id = "split-check-" + std::string(i < 10 ? "0" : "") + std::to_string(i);
            const std::string created = std::to_string(static_cast<long long>(kBase) + i * 60);
            const std::string decided = std::to_string(static_cast<long long>(kBase) + i * 60 + 30);
            const std::string votedAt = std::to_string(static_cast<long long>(kBase) + i * 60 + 10);
            db.exec("INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, "
                    "expires_at, decided_at) VALUES ('" + id + "', '" + kConfirmed + "', 'refund', 1234.5, "
                    "'maker@ops', 'DUAL', 'approved', 2, " + created + ", 2111306484, " + decided + ")");
            for (const char* who : {"dana@finance", "sam@ops"})
                db.exec("INSERT INTO seal_approval_votes (approval_id, approver, decision, at, sig) VALUES ('" + id +
                        "', '" + who + "', 'approve', " + votedAt + ", 'unsigned')");
        }
        const std::string pdf = renderPdf(authorizationDocument(receiptOf(db, kConfirmed), "EUR"));
        const int pages = pdfcheck::pageCount(pdf);
        QVERIFY(pages >= 3);
        std::vector<std::string> pageText;
        for (int p = 1; p <= pages; ++p)
            pageText.push_back(pdfcheck::text(pdf, p, p));
        const auto pageOf = [&](const std::string& s) {
            for (int p = 0; p < pages; ++p)
                if (pageText[p].find(s) != std::string::npos) return p;
            return -1;
        };
        for (int i = 0; i < 40; ++i) {
            const std::string created = utcIso(kBase + i * 60);
            const std::string decided = utcIso(kBase + i * 60 + 30);
            QVERIFY2(pageOf(created) >= 0, created.c_str());
            QVERIFY2(pageOf(created) == pageOf(decided), (created + " and " + decided).c_str());
        }
        QVERIFY(pageOf(utcIso(kBase)) < pageOf(utcIso(kBase + 39 * 60))); // the table crosses a page
        QVERIFY(pdfcheck::text(pdf).find("1,234.50 EUR") != std::string::npos);
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
