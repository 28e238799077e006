// Look-alikes in sealctl's text output (issue 26, item 4), through the real
// binary on a copy of store-a: a path `payouts.wіre` (Cyrillic і) is marked
// in its cell and explained under the table with the code point and the path
// it reads as (approvals, licences, clearance, holds, divergences, budgets,
// mandates, the intent story); plain ASCII values are not marked, and --json
// is unchanged.
#include "tests/support/test_store.hpp"

#include <QtTest>

using namespace seal::test;

namespace {
const std::string kFake = "payouts.w\u0456re";
const std::string kNote = "[look-alike: Cyrillic \u0456 U+0456; looks like payouts.wire]";

std::string insertRequest(const std::string& id, const std::string& path, const std::string& maker)
{
    return "INSERT INTO seal_approvals VALUES ('" + id + "', 'intent-" + id + "', '" + path + "', 9500, '" + maker +
           "', 'DUAL', 'pending', 2, 1795946700, 4102444800, NULL, NULL)";
}

bool has(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}
} // namespace

class TestSealctlLookalike : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void approvalsMarkTheLookalike()
    {
        auto db = TestDatabase::writableStoreA();
        db.exec(insertRequest("lookfake", kFake, "cli_maker"));
        db.exec(insertRequest("lookreal", "payouts.wire", "cli_maker"));
        db.exec(insertRequest("lookmaker", "refunds.card", "cli_m\u0430ker")); // Cyrillic а in a maker
        const RunResult r = runSealctl({"--dsn", db.dsn(), "approvals", "--state", "pending"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(has(r.out, kFake + " [look-alike]"), r.out.c_str());
        QVERIFY2(has(r.out, "  " + kFake + "  " + kNote + "\n"), r.out.c_str());
        // The real one is told of its look-alike, whose odd letter is spelled out.
        QVERIFY(has(r.out, "  payouts.wire  [look-alike: looks like payouts.w\u0456\u27E8U+0456\u27E9re]\n"));
        QVERIFY(has(r.out, "cli_m\u0430ker [look-alike]"));
        QVERIFY(has(r.out, "[look-alike: Cyrillic \u0430 U+0430; looks like cli_maker]"));
        // Controls: a plain path and the ASCII maker of other rows are not marked.
        QVERIFY(!has(r.out, "refunds.card [look-alike]"));
        QVERIFY(!has(r.out, "  refunds.card  [look-alike"));
        // --json is for machines and parity: unchanged, no mark.
        const RunResult json = runSealctl({"--dsn", db.dsn(), "approvals", "--json"});
        QCOMPARE(json.exitCode, 0);
        QVERIFY(!has(json.out, "look-alike"));
    }

    void storeWithoutLookalikesPrintsNoMark()
    {
        auto db = TestDatabase::storeA();
        for (const char* command : {"approvals", "licences", "clearance"}) {
            const RunResult r = runSealctl({"--dsn", db.dsn(), command});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(!has(r.out, "look-alike"), command);
        }
    }

    void licencesAndClearanceMarkThePath()
    {
        auto db = TestDatabase::storeA();
        for (const char* command : {"licences", "clearance"}) {
            const RunResult r =
                runSealctl({"--dsn", db.dsn(), command, "--only", "--path", kFake, "--path", "payouts.wire"});
            QCOMPARE(r.exitCode, 0);
            QVERIFY2(has(r.out, kFake + " [look-alike]"), r.out.c_str());
            QVERIFY2(has(r.out, "  " + kFake + "  " + kNote + "\n"), r.out.c_str());
        }
        // Control: the real path alone has nothing to look like.
        const RunResult alone = runSealctl({"--dsn", db.dsn(), "licences", "--only", "--path", "payouts.wire"});
        QVERIFY(!has(alone.out, "look-alike"));
    }

    // Holds, divergences (frozen domains), budgets, mandates and the intent
    // story mark the look-alike among what they show; the same lists on a
    // store without it mark nothing (the control).
    void everyListMarksTheLookalike()
    {
        auto db = TestDatabase::storeC();
        for (const std::string& name : {kFake, std::string("payouts.wire")}) {
            db.exec("INSERT INTO seal_intents (intent, action, args_digest, state, fence, lease_until, domain, "
                    "created_at, updated_at) VALUES ('held-" + name + "', 'payout', 'x', 'open', 'f', 1, '" +
                    name + "', 1, 1)");
            db.exec("INSERT INTO seal_domains VALUES ('" + name + "', true, 'test', NULL, 1795946499)");
            db.exec("INSERT INTO seal_budget VALUES ('" + name + "', 1000, 86400, 1795946499)");
            db.exec("INSERT INTO seal_mandate_paths (path, required, updated_at, updated_by) VALUES ('" + name +
                    "', true, 1795946499, 'ops')");
        }
        for (const char* command : {"holds", "divergences", "budgets", "mandates"}) {
            const RunResult r = runSealctl({"--dsn", db.dsn(), command});
            QVERIFY2(r.exitCode == 0 || r.exitCode == 1, (command + (": " + r.err)).c_str());
            QVERIFY2(has(r.out, kFake + " [look-alike]"), (command + ("\n" + r.out)).c_str());
            QVERIFY2(has(r.out, "  " + kFake + "  " + kNote + "\n"), (command + ("\n" + r.out)).c_str());
        }
        const RunResult story = runSealctl({"--dsn", db.dsn(), "intent", "held-" + kFake});
        QCOMPARE(story.exitCode, 0);
        QVERIFY2(has(story.out, kFake + "  [look-alike: Cyrillic \u0456 U+0456]"), story.out.c_str());
        const RunResult receipt = runSealctl({"--dsn", db.dsn(), "receipt", "held-" + kFake, "--format", "text"});
        QVERIFY2(has(receipt.out, "look-alike     Cyrillic \u0456 U+0456\n"), receipt.out.c_str());
        const RunResult html = runSealctl({"--dsn", db.dsn(), "receipt", "held-" + kFake, "--format", "html"});
        QVERIFY2(has(html.out, "contains Cyrillic \u0456 U+0456"), html.out.substr(0, 4000).c_str());
        const RunResult plain = runSealctl({"--dsn", db.dsn(), "intent", "held-payouts.wire"});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY2(!has(plain.out, "look-alike"), plain.out.c_str());
        const RunResult plainHtml = runSealctl({"--dsn", db.dsn(), "receipt", "held-payouts.wire", "--format", "html"});
        QVERIFY(has(plainHtml.out, "<html") && !has(plainHtml.out, "Look-alike"));
        // Control: without the fake, the same lists mark nothing.
        auto clean = TestDatabase::storeC();
        for (const char* command : {"holds", "divergences", "budgets", "mandates"}) {
            const RunResult r = runSealctl({"--dsn", clean.dsn(), command});
            QVERIFY2(!has(r.out, "look-alike"), command);
        }
    }
};

QTEST_GUILESS_MAIN(TestSealctlLookalike)
#include "test_sealctl_lookalike.moc"
