// Breadth (issue 26, item 5): what the Autonomy and Overview pages, report
// and `sealctl clearance` read for every path costs the same number of
// statements for the five paths of store-e as for five hundred more.
// The negative control reads clearance path by path, as the console did
// before, and shows that the counter sees statements grow with the paths.
#include "core/rules/clearance.hpp"
#include "core/rules/licence.hpp"
#include "core/store/statement_count.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <algorithm>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kExtraPaths = 500;
constexpr double kNow = 1796100000.0; // after every row of store-e and of the paths added below

struct Answers
{
    std::uint64_t statements = 0;
    size_t paths = 0;
    nlohmann::json json; // every path's licence, effective answer and clearance status
};

// Everything a page answers for every path, from one snapshot.
Answers everyPath(const TestDatabase& db)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    const std::uint64_t before = statementsSent();
    LicenceEngine engine(conn);
    Answers answers;
    for (const std::string& path : engine.knownPaths()) {
        const Licence l = engine.licence(path);
        const EffectiveAnswer e = engine.effective(l, kNow);
        const Clearance c = engine.clearance(path, kNow);
        answers.json[path] = {{"licence", licenceJson(l)},
                              {"effective", effectiveJson(e)},
                              {"clearance", c.effective}};
        ++answers.paths;
    }
    answers.statements = statementsSent() - before;
    return answers;
}

// P more paths, each with thresholds, a CLEARED policy with a fresh proof, a
// clean sweep and (every third) an out-of-band spend that suspends it.
void addPaths(const TestDatabase& db, int count)
{
    // INSERT INTO `table` one row per path 'wide-1' … 'wide-<count>' (every `step`-th), `values` after the path.
    const auto perPath = [&](const char* table, const char* values, int step = 1) {
        db.exec(std::string("INSERT INTO ") + table + " SELECT 'wide-' || g, " + values +
                " FROM generate_series(1, " + std::to_string(count) + ", " + std::to_string(step) + ") g");
    };
    perPath("seal_thresholds (path, auto_ceiling, dual_ceiling, required_approvers, updated_at, updated_by)",
            "100, 1000, 2, 1796000000, 'ci'");
    perPath("seal_clearance (path, status, reason, updated_at, updated_by)", "'CLEARED', 'breadth', 1796000000, 'ci'");
    perPath("seal_proof (path, green, storm_n, executions, detail, at)", "true, 1000, 3, NULL, 1796050000");
    perPath("seal_events (path, kind, detail, at)", "'reconcile_clean', NULL, 1796050000");
    perPath("seal_events (path, kind, detail, at)", "'out_of_band_spend', NULL, 1796060000", 3);
}

} // namespace

class TestBreadth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void statementsDoNotGrowWithPaths()
    {
        auto db = TestDatabase::storeE();
        // The whole-chain counts come from the aggregate cache, whose first
        // sight of a store reads more than a later look: warm it each time,
        // so that both counts compare a cache that knows the chain.
        (void)everyPath(db);
        const Answers few = everyPath(db);
        addPaths(db, kExtraPaths);
        (void)everyPath(db);
        const Answers many = everyPath(db);

        QCOMPARE(many.paths, few.paths + size_t(kExtraPaths));
        QVERIFY2(few.statements > 0, "the counter counts nothing: the comparison below would prove nothing");
        QCOMPARE(many.statements, few.statements);

        // The store-e paths are answered as before, and the new ones as the rules say.
        for (const auto& [path, want] : few.json.items())
            QCOMPARE(many.json[path].dump(), want.dump());
        QCOMPARE(many.json["wide-1"]["licence"]["suspended"].get<bool>(), true);
        QCOMPARE(many.json["wide-2"]["licence"]["suspended"].get<bool>(), false);
        QCOMPARE(many.json["wide-2"]["clearance"].get<std::string>(), std::string("CLEARED"));
        // Its own sweep plus the store-wide ones (a sweep with no path counts for every path).
        QCOMPARE(many.json["wide-2"]["licence"]["evidence"]["clean_sweeps"].get<long long>(),
                 1 + db.scalar("SELECT count(*) FROM seal_events WHERE kind = 'reconcile_clean' AND path IS NULL"));
    }

    // The list of paths skips through each table's index up to a budget of
    // probes (at least 1,000), then reads the table's paths whole. Past the
    // budget the answer must still be every path: a skip that stopped short
    // would drop paths from the Autonomy page without a word.
    void knownPathsPastTheSkipBudget()
    {
        auto db = TestDatabase::storeE();
        db.exec("INSERT INTO seal_events (path, kind, detail, at) "
                "SELECT 'evt-' || g, 'reconcile_clean', NULL, 1796050000 FROM generate_series(1, 1500) g");
        db.exec("INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, "
                "expires_at) SELECT 'breadth-' || g, 'breadth-intent-' || g, 'apr-' || g, 10, 'maker', 'CLEARED', "
                "'pending', 1, 1796000000, 1796090000 FROM generate_series(1, 1200) g");
        db.exec("ANALYZE");
        auto conn = db.connect();
        ReadTransaction tx(conn);
        std::vector<std::string> want;
        Result all = conn.exec("SELECT domain FROM seal_intents WHERE domain IS NOT NULL "
                               "UNION SELECT path FROM seal_events WHERE path IS NOT NULL "
                               "UNION SELECT path FROM seal_approvals UNION SELECT path FROM seal_clearance "
                               "UNION SELECT path FROM seal_thresholds");
        for (int i = 0; i < all.rows(); ++i)
            want.emplace_back(all.text(i, 0));
        std::sort(want.begin(), want.end());
        QVERIFY(want.size() > 2700);
        LicenceEngine engine(conn);
        QCOMPARE(engine.knownPaths(), want);
    }

    // Negative control: the per-path read the pages no longer use costs a
    // statement or more per path, and the counter shows it.
    void perPathReadsWouldBeSeen()
    {
        auto db = TestDatabase::storeE();
        addPaths(db, 50);
        auto conn = db.connect();
        ReadTransaction tx(conn);
        LicenceEngine engine(conn);
        const std::vector<std::string> paths = engine.knownPaths();
        const std::uint64_t before = statementsSent();
        for (const std::string& path : paths)
            (void)readClearance(conn, path, kNow);
        QVERIFY(statementsSent() - before >= paths.size());

        // And the batch answers agree with the per-path ones.
        const ClearanceBook book(conn, kNow);
        for (const std::string& path : paths)
            QCOMPARE(book.of(path).effective, readClearance(conn, path, kNow).effective);
    }
};

QTEST_GUILESS_MAIN(TestBreadth)
#include "test_breadth.moc"
