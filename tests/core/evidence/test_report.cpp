// The range report on the reference store: counts, money by outcome, paths,
// tiers, incidents, unanswered sweeps and the chain verdict; the period
// filter; CSV that a spreadsheet cannot execute (a path named
// =HYPERLINK("http://x")) and that parses back as RFC 4180; a valid PDF.
#include "core/base/timefmt.hpp"
#include "core/evidence/report.hpp"
#include "core/rules/approvals.hpp"
#include "core/writes/settle.hpp"
#include "tests/support/pdf_check.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <cmath>
#include <map>

using namespace seal;
using namespace seal::test;

namespace {

constexpr double kUntil = 1795946600.0; // after everything in store-a
const char* kFormula = "=HYPERLINK(\"http://x\")";

RangeReport reportOf(const TestDatabase& db, std::optional<double> since = std::nullopt)
{
    auto conn = db.connect();
    return buildRangeReport(conn, since, kUntil);
}

std::int64_t countOf(const std::vector<CountRow>& rows, const std::string& name)
{
    for (const auto& r : rows)
        if (r.name == name) return r.count;
    return 0;
}

// RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks.
std::vector<std::vector<std::string>> parseCsv(const std::string& text)
{
    std::vector<std::vector<std::string>> rows(1);
    std::string cell;
    bool quoted = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') cell += text[++i];
            else if (c == '"') quoted = false;
            else cell += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            rows.back().push_back(std::move(cell));
            cell.clear();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            rows.back().push_back(std::move(cell));
            cell.clear();
            rows.emplace_back();
            ++i;
        } else {
            cell += c;
        }
    }
    if (!rows.back().empty() || !cell.empty()) rows.back().push_back(cell);
    else rows.pop_back();
    return rows;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void referenceStore()
    {
        const auto db = TestDatabase::storeA();
        const RangeReport r = reportOf(db);
        QCOMPARE(countOf(r.eventsByKind, "approval_requested"), std::int64_t(6));
        QCOMPARE(countOf(r.eventsByKind, "out_of_band_spend"), std::int64_t(1));
        QCOMPARE(countOf(r.eventsByKind, "policy"), std::int64_t(4));
        std::int64_t certs = 0;
        for (const auto& t : r.certTiers) certs += t.count;
        QCOMPARE(certs, std::int64_t(717));
        QCOMPARE(countOf(r.certTiers, "WORLD_DIVERGED"), std::int64_t(2));
        QStringList outcomes;
        for (const auto& a : r.approvals)
            outcomes << QStringLiteral("%1 %2 %3").arg(QString::fromStdString(a.outcome)).arg(a.count).arg(a.amount, 0, 'f', 2);
        QCOMPARE(outcomes, (QStringList{QStringLiteral("approved 1 5000.00"), QStringLiteral("expired 1 700.00"), QStringLiteral("pending 3 279500.00"),
                                        QStringLiteral("rejected 1 8000.00")}));
        QStringList paths;
        for (const auto& p : r.paths)
            paths << QString::fromStdString(p.path + " " + p.policy + " " + (p.unattendedNow ? "yes" : "no"));
        QVERIFY(paths.contains(QStringLiteral("wire REVOKED no")));
        QVERIFY(paths.contains(QStringLiteral("payout HOLD no")));
        QCOMPARE(r.frozenDomains.size(), size_t(2));
        QCOMPARE(r.outOfBand.size(), size_t(1));
        QCOMPARE(r.unanswered.size(), size_t(1)); // the WORLD_UNKNOWN witness at seq 715
        QCOMPARE(r.unanswered[0].reference, std::string("seq 715"));
        QVERIFY(r.chain.ok);
        QCOMPARE(r.chain.certs, std::int64_t(717));
    }

    void periodFilters()
    {
        const auto db = TestDatabase::storeA();
        const RangeReport late = reportOf(db, kUntil - 1);
        QVERIFY(late.eventsByKind.empty());
        QVERIFY(late.certTiers.empty());
        QVERIFY(late.approvals.empty());
        QVERIFY(late.outOfBand.empty());
        QCOMPARE(late.frozenDomains.size(), size_t(2)); // state now, not filtered
        QCOMPARE(late.chain.certs, std::int64_t(717));
        // Control: from just before the out-of-band event, it is in.
        QCOMPARE(reportOf(db, 1795946483.9).outOfBand.size(), size_t(1));
    }

    void unansweredSettlementsAreListed()
    {
        const auto db = TestDatabase::storeA();
        db.exec(std::string("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('payout', '") +
                kSettleUnknownEvent + "', 'i-1', '{\"note\": \"provider timeout\"}', 1795946500)");
        const RangeReport r = reportOf(db);
        QCOMPARE(r.unanswered.size(), size_t(2));
        QCOMPARE(r.unanswered[0].source, std::string(kSettleUnknownEvent));
    }

    // Tiers come from the cached day counts plus the cut days at the period's
    // edges; outcomes from grouped queries. Both must equal a scan of every
    // row, wherever the period is cut: mid-day, on a day boundary, a hair
    // either side of it, before everything, after everything.
    void tiersAndOutcomesEqualAScanWhereverThePeriodIsCut()
    {
        const auto db = TestDatabase::storeA();
        // Rows the reference never writes: counted or reported exactly as before.
        db.exec("INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, "
                "expires_at) VALUES ('nan-amount', 'i-x', 'payout', 'NaN', 'm', 'DUAL', 'pending', 2, 1795900000, 1795990000), "
                "('inf-created', 'i-y', 'payout', 5, 'm', 'DUAL', 'approved', 2, 'Infinity', 1795990000), "
                "('bad-expiry', 'i-z', 'payout', 7, 'm', 'DUAL', 'pending', 2, 1795900001, '-Infinity')");
        db.exec("INSERT INTO seal_approval_votes (id, approval_id, approver, decision, at, sig) "
                "SELECT (SELECT max(id) + 1 FROM seal_approval_votes), id, 'x', 'approve', 'NaN', '' FROM seal_approvals WHERE state = 'approved' AND id <> 'inf-created' "
                "ORDER BY created_at LIMIT 1");
        db.exec("UPDATE seal_certs SET body = body - 'tier' WHERE seq IN (3, 4)"); // certs without a tier
        auto conn = db.connect();
        double first = 0, last = 0;
        {
            ReadTransaction tx(conn);
            const Result r = conn.exec("SELECT min(created_at), max(created_at) FROM seal_certs");
            first = r.real(0, 0);
            last = r.real(0, 1);
        }
        const double midnight = std::floor(last / 86400.0) * 86400.0;
        const std::vector<std::pair<std::optional<double>, double>> periods = {
            {std::nullopt, kUntil},          {first - 1, kUntil},        {first + 0.5, last - 0.5},
            {midnight, kUntil},              {midnight - 1e-6, midnight}, {midnight + 1e-6, midnight + 3600.25},
            {midnight - 86400 * 2, midnight}, {std::nullopt, first - 1},  {kUntil + 1, kUntil + 2}};
        for (const auto& [since, until] : periods) {
            const RangeReport r = buildRangeReport(conn, since, until);
            ReadTransaction tx(conn);
            std::map<std::string, std::int64_t> scanned;
            const Result t = conn.exec("SELECT coalesce(body->>'tier', '(none)'), count(*) FROM seal_certs "
                                       "WHERE ($1::float8 IS NULL OR created_at >= $1) AND created_at <= $2 GROUP BY 1",
                                       {since ? param(*since) : nullParam(), param(until)});
            for (int i = 0; i < t.rows(); ++i) scanned[std::string(t.text(i, 0))] = t.integer(i, 1);
            std::map<std::string, std::int64_t> reported;
            for (const auto& row : r.certTiers) reported[row.name] = row.count;
            const QByteArray where = QByteArray::number(since.value_or(-1), 'f', 6) + " .. " + QByteArray::number(until, 'f', 6);
            QVERIFY2(reported == scanned, where.constData());
            // The loop over every request that the report used to run.
            std::map<std::string, ApprovalOutcomeRow> byOutcome;
            std::vector<std::string> invalid;
            for (const auto& a : readApprovals(conn)) {
                if (!std::isnan(a.createdAt) && !((!since || a.createdAt >= *since) && a.createdAt <= until)) continue;
                invalid.insert(invalid.end(), a.invalid.begin(), a.invalid.end());
                if (std::isnan(a.createdAt)) continue;
                const std::string outcome = a.pendingButExpired(until) ? "expired" : a.state;
                auto& row = byOutcome[outcome];
                row.outcome = outcome;
                ++row.count;
                if (std::isfinite(a.amount)) row.amount += a.amount;
            }
            QCOMPARE(r.approvals.size(), byOutcome.size());
            size_t i = 0;
            for (const auto& [name, row] : byOutcome) {
                QCOMPARE(r.approvals[i].outcome, name);
                QCOMPARE(r.approvals[i].count, row.count);
                QCOMPARE(r.approvals[i].amount, row.amount);
                ++i;
            }
            QCOMPARE(r.invalidValues, invalid);
            // The overview's pending counts, counted by the server, equal the loop's.
            const PendingCount counted = countPendingApprovals(conn, until);
            std::int64_t pending = 0, pastExpiry = 0;
            for (const auto& a : readApprovals(conn, std::string("pending"))) {
                ++pending;
                pastExpiry += a.pendingButExpired(until) ? 1 : 0;
            }
            QCOMPARE(counted.pending, pending);
            QCOMPARE(counted.pastExpiry, pastExpiry);
        }
        // The invalid rows were seen at all (a period that holds them).
        const RangeReport all = buildRangeReport(conn, std::nullopt, kUntil);
        QCOMPARE(all.invalidValues.size(), size_t(4)); // NaN amount, Infinity created_at, -Infinity expiry, NaN vote
        QCOMPARE(countOf(all.certTiers, "(none)"), std::int64_t(2));
    }

    void csvCells_data()
    {
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("expected");
        QTest::newRow("formula") << QString::fromLatin1(kFormula) << "\"'=HYPERLINK(\"\"http://x\"\")\"";
        QTest::newRow("plus") << "+1" << "'+1";
        QTest::newRow("minus") << "-1+2" << "'-1+2";
        QTest::newRow("at") << "@SUM(A1)" << "'@SUM(A1)";
        QTest::newRow("tab") << "\tx" << "'\tx";
        QTest::newRow("carriage return") << "\r=1" << "\"'\r=1\"";
        QTest::newRow("comma") << "a,b" << "\"a,b\"";
        QTest::newRow("quote") << "say \"hi\"" << "\"say \"\"hi\"\"\"";
        QTest::newRow("newline") << "a\nb" << "\"a\nb\"";
        QTest::newRow("plain (control)") << "refund" << "refund";
        QTest::newRow("formula later in the cell (control)") << "a=b" << "a=b";
        QTest::newRow("empty") << "" << "";
    }
    void csvCells()
    {
        QFETCH(QString, cell);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(csvCell(cell.toStdString())), expected);
    }

    void csvFromAHostileStore()
    {
        const auto db = TestDatabase::storeA();
        auto conn = db.connect();
        conn.exec("INSERT INTO seal_clearance (path, status, reason, updated_at, updated_by) VALUES ($1, 'HOLD', $2, 1, $3)",
                  {param(kFormula), param("@risk, \"quoted\"\r\nnext line"), param("-ops")});
        const std::string csv = rangeReportCsv(reportOf(db));
        QVERIFY(csv.find("\r\n=") == std::string::npos);
        const auto rows = parseCsv(csv);
        bool sawPath = false;
        for (const auto& row : rows)
            for (const auto& cell : row) {
                QVERIFY2(cell.empty() || std::string("=+-@\t\r").find(cell.front()) == std::string::npos, cell.c_str());
                sawPath = sawPath || cell == std::string("'") + kFormula;
            }
        QVERIFY(sawPath); // the value survives, neutralised, and parses back as one cell
        bool sawReason = false;
        for (const auto& row : rows)
            for (const auto& cell : row) sawReason = sawReason || cell == "'@risk, \"quoted\"\r\nnext line";
        QVERIFY(sawReason);
    }

    void formats()
    {
        QTemporaryDir dir;
        const auto db = TestDatabase::storeA();
        const std::string json = dir.filePath(QStringLiteral("r.json")).toStdString();
        const std::string csv = dir.filePath(QStringLiteral("r.csv")).toStdString();
        const std::string pdf = dir.filePath(QStringLiteral("r.pdf")).toStdString();
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "report", "--format", "json", "-o", json}).exitCode, 0);
        const auto j = nlohmann::json::parse(readFile(json));
        QCOMPARE(j["events_by_kind"]["approval_requested"], 6);
        QCOMPARE(j["approvals_by_outcome"]["pending"]["amount"], 279500.0);
        QCOMPARE(j["chain"]["ok"], true);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "report", "--format", "csv", "--since", "0", "-o", csv}).exitCode, 0);
        QVERIFY(readFile(csv).find("events_by_kind\r\nkind,events\r\n") != std::string::npos);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "report", "--format", "pdf", "-o", pdf}).exitCode, 0);
        const std::string pdfBytes = readFile(pdf);
        const auto problem = pdfcheck::structureProblem(pdfBytes);
        QVERIFY2(problem.empty(), problem.c_str());
        const std::string pdfText = pdfcheck::text(pdfBytes);
        QVERIFY2(pdfText.find("Events by kind") != std::string::npos, pdfText.c_str());
        QVERIFY(pdfText.find("approval_requested") != std::string::npos);
        // For people (issue 27 item 6): the verdict on page 1, amounts grouped with the currency told.
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "--currency", "EUR", "report", "--format", "pdf", "-o", pdf}).exitCode,
                 0);
        const std::string page1 = pdfcheck::text(readFile(pdf), 1, 1);
        QVERIFY2(page1.find("Verdict") != std::string::npos, page1.c_str());
        QVERIFY2(page1.find("intact: 717 certs walked, head seq 717, no break") != std::string::npos, page1.c_str());
        // (pdftotext gives the no-break space back as a space)
        QVERIFY2(page1.find("pending: 3 requests, 279,500.00 EUR") != std::string::npos ||
                     page1.find("pending: 3 requests, 279,500.00\u00a0EUR") != std::string::npos,
                 page1.c_str());
        QVERIFY2(page1.find("279500.00") == std::string::npos, page1.c_str()); // never a bare number for people
        // The head hash whole, on a line of its own (not squeezed into a narrow column).
        const auto head = j["chain"]["head"]["hash"].get<std::string>();
        QVERIFY2(page1.find("head hash: " + head) != std::string::npos, page1.c_str());
        // Stored JSON in a cell for people: members as lines, times as dates, one level of nesting opened.
        db.exec(std::string("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('payout', '") +
                kSettleUnknownEvent +
                "', 'i-2', '{\"since\": 1795946400, \"evidence\": {\"error\": \"provider 504\"}}', 1795946500)");
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "--currency", "EUR", "report", "--format", "pdf", "-o", pdf}).exitCode,
                 0);
        const std::string cells = pdfcheck::text(readFile(pdf));
        QVERIFY2(cells.find("since: " + utcIso(1795946400)) != std::string::npos, cells.c_str());
        QVERIFY2(cells.find("evidence.error: provider 504") != std::string::npos, cells.c_str());
        QVERIFY(cells.find("1795946400") == std::string::npos); // no epoch seconds for people
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "report", "--format", "xml"}).exitCode, 2);
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "report", "--since", "yesterday"}).exitCode, 2);
        db.exec("UPDATE seal_certs SET hash = repeat('0', 64) WHERE seq = 9");
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "report", "-o", json}).exitCode, 1); // a broken chain is not fine
        // Negative control: the broken chain is the first thing the PDF says.
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "report", "--format", "pdf", "-o", pdf}).exitCode, 1);
        const std::string broken = pdfcheck::text(readFile(pdf), 1, 1);
        QVERIFY2(broken.find("BROKEN:") != std::string::npos && broken.find("seq 9") != std::string::npos,
                 broken.c_str());
        QVERIFY2(broken.find("(currency not recorded)") != std::string::npos, broken.c_str());
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "test_report.moc"
