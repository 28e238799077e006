// The chain verifier (SPEC-kernel.md §3): the reference store verifies
// intact; every kind of tamper yields exactly the predicted breaks by seq and
// the reference kernel's verdict; sealctl verify reports both ways.
#include "chain_verifier.hpp"
#include "digest.hpp"
#include "test_store.hpp"

#include <QtTest>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;

namespace {

QByteArray qb(std::string_view s)
{
    return QByteArray(s.data(), static_cast<qsizetype>(s.size()));
}

// "seq kind" per break, in walk order: a readable diff when a test fails.
QStringList breakList(const ChainVerdict& v)
{
    QStringList out;
    for (const auto& b : v.breaks)
        out << QString::number(b.seq) + QLatin1Char(' ') + QString::fromStdString(b.kind);
    return out;
}

// Runs tampering SQL as the superuser, one statement at a time (";"-separated).
void tamper(const TestDatabase& db, const QString& sql)
{
    for (const QString& statement : sql.split(QLatin1Char(';'), Qt::SkipEmptyParts))
        db.exec(statement.trimmed().toStdString());
}

ChainVerdict verify(const TestDatabase& db, const VerifyOptions& options = {})
{
    auto conn = db.connect();
    return verifyChain(conn, options);
}

std::string hashAt(const TestDatabase& db, std::int64_t seq)
{
    auto conn = db.connect();
    return std::string(conn.exec("SELECT hash FROM seal_certs WHERE seq = $1", {param(seq)}).text(0, 0));
}

// A valid synthetic chain for the walker alone.
struct Row
{
    std::int64_t seq;
    std::string hash;
    std::string prevHash;
    std::string body;
};

std::vector<Row> makeChain(int n)
{
    std::vector<Row> rows;
    std::string prev(kGenesis);
    for (int i = 1; i <= n; ++i) {
        nlohmann::json body = {{"intent", "intent-" + std::to_string(i)},
                               {"action", "refund"},
                               {"at", 1795946400.0 + i * 0.25},
                               {"prev_hash", prev}};
        const std::string hash = digestV1(writerJson(body));
        body["hash"] = hash;
        rows.push_back({i, hash, prev, writerJson(body)});
        prev = hash;
    }
    return rows;
}

ChainVerdict walk(const std::vector<Row>& rows, std::optional<ChainHead> startAfter = std::nullopt)
{
    ChainWalker walker(std::move(startAfter));
    for (const auto& r : rows)
        walker.feed(r.seq, r.hash, r.prevHash, r.body);
    return walker.finish();
}

void replaceOnce(std::string& s, const std::string& from, const std::string& to)
{
    const auto pos = s.find(from);
    QVERIFY2(pos != std::string::npos, from.c_str());
    s.replace(pos, from.size(), to);
}

using Mutation = std::function<void(std::vector<Row>&, size_t)>;

// Named tampers on row index k of a synthetic chain.
const std::map<QString, Mutation>& mutations()
{
    static const std::string forged = sha256Hex("forged");
    static const auto hashField = [](const Row& r) { return "\"hash\":\"" + r.hash + "\""; };
    static const std::map<QString, Mutation> table = {
        {QStringLiteral("intact"), [](auto&, size_t) {}},
        {QStringLiteral("body edited"),
         [](auto& rows, size_t k) { replaceOnce(rows[k].body, "refund", "refunD"); }},
        {QStringLiteral("hash column"), [](auto& rows, size_t k) { rows[k].hash = forged; }},
        {QStringLiteral("prev_hash column"), [](auto& rows, size_t k) { rows[k].prevHash = forged; }},
        {QStringLiteral("first prev_hash"), [](auto& rows, size_t) { rows[0].prevHash = forged; }},
        {QStringLiteral("row dropped"), [](auto& rows, size_t k) { rows.erase(rows.begin() + long(k)); }},
        {QStringLiteral("rows swapped"),
         [](auto& rows, size_t k) {
             std::swap(rows[k].hash, rows[k + 1].hash);
             std::swap(rows[k].prevHash, rows[k + 1].prevHash);
             std::swap(rows[k].body, rows[k + 1].body);
         }},
        {QStringLiteral("not JSON"), [](auto& rows, size_t k) { rows[k].body = "{\"at\": "; }},
        {QStringLiteral("array body"), [](auto& rows, size_t k) { rows[k].body = "[1, 2]"; }},
        {QStringLiteral("empty body"), [](auto& rows, size_t k) { rows[k].body.clear(); }},
        {QStringLiteral("body.hash a number"),
         [](auto& rows, size_t k) { replaceOnce(rows[k].body, hashField(rows[k]), "\"hash\":1"); }},
        {QStringLiteral("body.hash missing"),
         [](auto& rows, size_t k) { replaceOnce(rows[k].body, "," + hashField(rows[k]), ""); }},
        {QStringLiteral("body.hash only nested"),
         [](auto& rows, size_t k) {
             replaceOnce(rows[k].body, hashField(rows[k]), "\"nest\":{" + hashField(rows[k]) + "}");
         }},
        {QStringLiteral("seq gap"),
         [](auto& rows, size_t k) {
             for (size_t i = k; i < rows.size(); ++i)
                 rows[i].seq += 10;
         }},
    };
    return table;
}

} // namespace

class TestChainVerifier : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- the walker alone: no database ----------------------------------------

    void walkerFindsBreaks_data()
    {
        QTest::addColumn<QString>("mutation");
        QTest::addColumn<QStringList>("expected");
        auto row = [](const char* how, QStringList expected) {
            QTest::newRow(how) << QString::fromLatin1(how) << expected;
        };
        row("intact", {});
        row("body edited", {QStringLiteral("3 content_altered")});
        row("hash column", {QStringLiteral("3 content_altered"), QStringLiteral("3 hash_mismatch"),
                            QStringLiteral("4 link_broken")});
        row("prev_hash column", {QStringLiteral("3 link_broken")});
        row("first prev_hash", {QStringLiteral("1 link_broken")});
        row("row dropped", {QStringLiteral("4 link_broken")});
        row("rows swapped", {QStringLiteral("3 link_broken"), QStringLiteral("4 link_broken"),
                             QStringLiteral("5 link_broken")});
        row("not JSON", {QStringLiteral("3 unreadable")});
        row("array body", {QStringLiteral("3 unreadable")});
        row("empty body", {QStringLiteral("3 unreadable")});
        row("body.hash a number", {QStringLiteral("3 hash_mismatch")});
        row("body.hash missing", {QStringLiteral("3 hash_mismatch")});
        row("body.hash only nested",
            {QStringLiteral("3 content_altered"), QStringLiteral("3 hash_mismatch")});
        row("seq gap", {});
    }

    void walkerFindsBreaks()
    {
        QFETCH(QString, mutation);
        QFETCH(QStringList, expected);
        auto rows = makeChain(6);
        QVERIFY(walk(rows).ok); // the control: the same chain untouched
        QVERIFY(mutations().count(mutation));
        mutations().at(mutation)(rows, 2);
        const ChainVerdict v = walk(rows);
        QCOMPARE(breakList(v), expected);
        QCOMPARE(v.ok, expected.isEmpty());
        QCOMPARE(v.reference.ok, expected.isEmpty());
        QCOMPARE(v.certs, static_cast<std::int64_t>(rows.size()));
        QCOMPARE(v.head->seq, rows.back().seq);
        for (const auto& b : v.breaks) {
            QVERIFY(!b.detail.empty());
            QVERIFY2(b.detail.find('\n') == std::string::npos, b.detail.c_str());
        }
    }

    void walkerReferenceVerdict()
    {
        auto rows = makeChain(6);
        rows[3].prevHash = rows[1].hash;               // link first at index 3
        replaceOnce(rows[4].body, "refund", "refunD"); // then content at index 4
        ChainVerdict v = walk(rows);
        QCOMPARE(v.reference.ok, false);
        QCOMPARE(v.reference.at, 3);
        QCOMPARE(qb(v.reference.why), QByteArray("chain link broken"));
        rows = makeChain(6);
        rows[2].prevHash = rows[0].hash; // both wrong on one row: the link is checked first
        replaceOnce(rows[2].body, "refund", "refunD");
        v = walk(rows);
        QCOMPARE(v.reference.at, 2);
        QCOMPARE(qb(v.reference.why), QByteArray("chain link broken"));
        QCOMPARE(breakList(v),
                 (QStringList{QStringLiteral("3 link_broken"), QStringLiteral("3 content_altered")}));
        rows = makeChain(6);
        rows[0].body = "\"x\"";
        v = walk(rows);
        QCOMPARE(v.reference.at, 0);
        QCOMPARE(qb(v.reference.why), QByteArray("cert altered since written"));
    }

    void walkerDetailsNameWhatDiffers()
    {
        auto rows = makeChain(4);
        rows[2].prevHash = sha256Hex("forged");
        const ChainVerdict v = walk(rows);
        QCOMPARE(v.breaks.size(), size_t(1));
        const std::string& d = v.breaks[0].detail;
        QVERIFY2(d.find("prev_hash " + sha256Hex("forged").substr(0, 8)) != std::string::npos, d.c_str());
        QVERIFY2(d.find("(seq 2) hash " + rows[1].hash.substr(0, 8)) != std::string::npos, d.c_str());
        // Store text in a detail cannot break the line or carry escapes.
        rows = makeChain(2);
        rows[1].prevHash = "\x1b[31m\nforged";
        const std::string d2 = walk(rows).breaks.at(0).detail;
        QVERIFY2(d2.find('\n') == std::string::npos && d2.find('\x1b') == std::string::npos, d2.c_str());
    }

    void walkerStartsAfterAKnownHead()
    {
        const auto rows = makeChain(6);
        const std::vector<Row> tail(rows.begin() + 3, rows.end());
        QVERIFY(walk(tail, ChainHead{3, rows[2].hash}).ok);
        QCOMPARE(breakList(walk(tail)), QStringList{QStringLiteral("4 link_broken")}); // control: GENESIS
        QCOMPARE(breakList(walk(tail, ChainHead{3, rows[1].hash})),
                 QStringList{QStringLiteral("4 link_broken")});
    }

    // ---- the reference store ------------------------------------------------------

    void referenceStoreIsIntact()
    {
        auto db = TestDatabase::storeA();
        const ChainVerdict v = verify(db);
        QCOMPARE(breakList(v), QStringList());
        QVERIFY(v.ok);
        QVERIFY(!v.cancelled);
        QCOMPARE(v.certs, 717);
        QVERIFY(v.head.has_value());
        QCOMPARE(v.head->seq, 717);
        QCOMPARE(qb(v.head->hash), qb(hashAt(db, 717)));
        const nlohmann::json expected = expectedStoreA().at("verify_chain");
        const nlohmann::json ours = {{"ok", v.reference.ok}, {"certs", v.reference.certs}};
        QCOMPARE(qb(ours.dump()), qb(expected.dump()));
    }

    void tamperYieldsExactBreaks_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<qint64>("referenceAt"); // -1: the reference says ok
        QTest::addColumn<QString>("referenceWhy");
        const QString altered = QStringLiteral("cert altered since written");
        const QString link = QStringLiteral("chain link broken");
        const QString forged = QStringLiteral("md5('a') || md5('b')");
        auto row = [](const char* name, const QString& sql, const QStringList& expected, qint64 at,
                      const QString& why) { QTest::newRow(name) << sql << expected << at << why; };
        row("body field edited",
            QStringLiteral(
                "UPDATE seal_certs SET body = jsonb_set(body, '{action}', '\"refunD\"') WHERE seq = 100"),
            {QStringLiteral("100 content_altered")}, 99, altered);
        row("hash column edited",
            QStringLiteral("UPDATE seal_certs SET hash = %1 WHERE seq = 100").arg(forged),
            {QStringLiteral("100 content_altered"), QStringLiteral("100 hash_mismatch"),
             QStringLiteral("101 link_broken")},
            99, altered);
        row("body.hash edited",
            QStringLiteral(
                "UPDATE seal_certs SET body = jsonb_set(body, '{hash}', to_jsonb(%1)) WHERE seq = 100")
                .arg(forged),
            {QStringLiteral("100 hash_mismatch")}, 99, altered);
        row("prev_hash column edited",
            QStringLiteral("UPDATE seal_certs SET prev_hash = %1 WHERE seq = 100").arg(forged),
            {QStringLiteral("100 link_broken")}, 99, link);
        row("first row's prev_hash edited",
            QStringLiteral("UPDATE seal_certs SET prev_hash = %1 WHERE seq = 1").arg(forged),
            {QStringLiteral("1 link_broken")}, 0, link);
        // Row index 99 is now seq 101: the reference counts rows, we name seqs.
        row("middle row deleted", QStringLiteral("DELETE FROM seal_certs WHERE seq = 100"),
            {QStringLiteral("101 link_broken")}, 99, link);
        row("two rows swapped",
            QStringLiteral(
                "UPDATE seal_certs a SET intent = b.intent, hash = b.hash, prev_hash = b.prev_hash, "
                "body = b.body, created_at = b.created_at FROM seal_certs b "
                "WHERE (a.seq, b.seq) IN ((100, 101), (101, 100))"),
            {QStringLiteral("100 link_broken"), QStringLiteral("101 link_broken"),
             QStringLiteral("102 link_broken")},
            99, link);
        row("body is an array", QStringLiteral("UPDATE seal_certs SET body = '[1, 2]' WHERE seq = 100"),
            {QStringLiteral("100 unreadable")}, 99, altered);
        row("body is a string", QStringLiteral("UPDATE seal_certs SET body = '\"x\"' WHERE seq = 100"),
            {QStringLiteral("100 unreadable")}, 99, altered);
        row("unreadable, then an edit later",
            QStringLiteral("UPDATE seal_certs SET body = '[1, 2]' WHERE seq = 100; "
                           "UPDATE seal_certs SET body = body || '{\"extra\": 1}' WHERE seq = 200"),
            {QStringLiteral("100 unreadable"), QStringLiteral("200 content_altered")}, 99, altered);
        row("two edits far apart",
            QStringLiteral(
                "UPDATE seal_certs SET body = jsonb_set(body, '{at}', '1.5') WHERE seq IN (10, 600)"),
            {QStringLiteral("10 content_altered"), QStringLiteral("600 content_altered")}, 9, altered);
        row("last row edited",
            QStringLiteral("UPDATE seal_certs SET body = body || '{\"intent\": \"other\"}' WHERE seq = 717"),
            {QStringLiteral("717 content_altered")}, 716, altered);
        row("forged row before the first",
            QStringLiteral("INSERT INTO seal_certs SELECT 0, intent, hash, prev_hash, body, created_at "
                           "FROM seal_certs WHERE seq = 1"),
            {QStringLiteral("1 link_broken")}, 1, link);
        row("seq gap is not a break", QStringLiteral("UPDATE seal_certs SET seq = 900 WHERE seq = 717"), {},
            -1, QString());
    }

    void tamperYieldsExactBreaks()
    {
        QFETCH(QString, sql);
        QFETCH(QStringList, expected);
        QFETCH(qint64, referenceAt);
        QFETCH(QString, referenceWhy);
        auto db = TestDatabase::storeA();
        tamper(db, sql);
        const ChainVerdict v = verify(db);
        QCOMPARE(breakList(v), expected);
        QCOMPARE(v.ok, expected.isEmpty());
        QCOMPARE(v.reference.ok, referenceAt < 0);
        QCOMPARE(v.reference.at, referenceAt);
        QCOMPARE(QString::fromStdString(v.reference.why), referenceWhy);
    }

    // One ulp on a float: the double changes, so the canonical text changes.
    void nudgedFloatIsContentAltered()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        const double at = std::strtod(
            std::string(conn.exec("SELECT body->>'at' FROM seal_certs WHERE seq = 300").text(0, 0)).c_str(),
            nullptr);
        const std::string nudged = pythonFloatRepr(std::nextafter(at, 2 * at));
        QVERIFY(nudged != pythonFloatRepr(at));
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{at}', '" + nudged + "') WHERE seq = 300");
        QCOMPARE(breakList(verify(db)), QStringList{QStringLiteral("300 content_altered")});
    }

    // The honest limit: the chain alone cannot see its tail cut off (SPEC §3);
    // an anchor kept outside the store does.
    void truncatedTailStillVerifies()
    {
        auto db = TestDatabase::storeA();
        const std::string intactHead = hashAt(db, 717);
        db.exec("DELETE FROM seal_certs WHERE seq > 707");
        const ChainVerdict v = verify(db);
        QVERIFY(v.ok);
        QCOMPARE(v.certs, 707);
        QCOMPARE(v.head->seq, 707);
        QVERIFY(v.head->hash != intactHead);
    }

    // Page boundaries change nothing: every batch size finds the same breaks.
    void batchSizeDoesNotMatter()
    {
        auto db = TestDatabase::storeA();
        tamper(db, QStringLiteral("UPDATE seal_certs SET hash = md5('a') || md5('b') WHERE seq = 500; "
                                  "DELETE FROM seal_certs WHERE seq = 2"));
        const QStringList expected = {QStringLiteral("3 link_broken"), QStringLiteral("500 content_altered"),
                                      QStringLiteral("500 hash_mismatch"), QStringLiteral("501 link_broken")};
        for (std::int64_t batch : {1, 2, 7, 715, 716, 717, 2000}) {
            VerifyOptions o;
            o.batchRows = batch;
            const ChainVerdict v = verify(db, o);
            QCOMPARE(breakList(v), expected);
            QCOMPARE(v.certs, 716);
        }
    }

    void progressAndCancel()
    {
        auto db = TestDatabase::storeA();
        VerifyOptions o;
        o.batchRows = 100;
        std::vector<std::pair<std::int64_t, std::int64_t>> calls;
        o.progress = [&](std::int64_t done, std::int64_t total) { calls.emplace_back(done, total); };
        std::atomic<bool> cancel{false};
        o.cancel = &cancel;
        const ChainVerdict full = verify(db, o); // control: the flag never set
        QVERIFY(full.ok && !full.cancelled);
        QCOMPARE(calls.size(), size_t(8));
        QCOMPARE(calls.front(), std::make_pair(std::int64_t(100), std::int64_t(717)));
        QCOMPARE(calls.back(), std::make_pair(std::int64_t(717), std::int64_t(717)));

        calls.clear();
        o.progress = [&](std::int64_t done, std::int64_t) {
            calls.emplace_back(done, 0);
            cancel = true;
        };
        const ChainVerdict part = verify(db, o);
        QVERIFY(part.cancelled);
        QVERIFY(!part.ok);
        QVERIFY(!part.reference.ok);
        QCOMPARE(part.certs, 100);
        QCOMPARE(calls.size(), size_t(1));
    }

    void incrementalFromAKnownHead()
    {
        auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_certs SET body = body || '{\"x\": 1}' WHERE seq = 50"); // before the start: not
                                                                                     // walked
        VerifyOptions o;
        o.startAfter = ChainHead{700, hashAt(db, 700)};
        std::int64_t lastTotal = 0;
        o.progress = [&](std::int64_t, std::int64_t total) { lastTotal = total; };
        ChainVerdict v = verify(db, o);
        QVERIFY(v.ok);
        QCOMPARE(v.certs, 17);
        QCOMPARE(lastTotal, 17);
        QCOMPARE(v.head->seq, 717);
        // Controls: a wrong starting hash, and a tamper inside the range.
        o.startAfter = ChainHead{700, hashAt(db, 699)};
        QCOMPARE(breakList(verify(db, o)), QStringList{QStringLiteral("701 link_broken")});
        db.exec("UPDATE seal_certs SET body = body || '{\"x\": 1}' WHERE seq = 710");
        o.startAfter = ChainHead{700, hashAt(db, 700)};
        v = verify(db, o);
        QCOMPARE(breakList(v), QStringList{QStringLiteral("710 content_altered")});
        QCOMPARE(v.reference.at, 9);
    }

    // ---- sealctl verify --------------------------------------------------------------

    void sealctlVerifyJson()
    {
        auto db = TestDatabase::storeA();
        RunResult r = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.c_str());
        nlohmann::json j = nlohmann::json::parse(r.out);
        QCOMPARE(qb(j.dump()), qb(nlohmann::json({{"ok", true},
                                                  {"certs", 717},
                                                  {"head", {{"seq", 717}, {"hash", hashAt(db, 717)}}},
                                                  {"breaks", nlohmann::json::array()}})
                                      .dump()));

        db.exec("UPDATE seal_certs SET hash = md5('a') || md5('b') WHERE seq = 100");
        r = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
        QVERIFY2(r.exitCode == 1, r.err.c_str());
        j = nlohmann::json::parse(r.out);
        QCOMPARE(j.at("ok"), false);
        QCOMPARE(j.at("certs"), 717);
        QCOMPARE(j.size(), size_t(4));
        QStringList seen;
        for (const auto& b : j.at("breaks")) {
            QCOMPARE(b.size(), size_t(3));
            QVERIFY(!b.at("detail").get<std::string>().empty());
            seen << QString::number(b.at("seq").get<qint64>()) + QLatin1Char(' ') +
                        QString::fromStdString(b.at("kind").get<std::string>());
        }
        QCOMPARE(seen, (QStringList{QStringLiteral("100 content_altered"),
                                    QStringLiteral("100 hash_mismatch"), QStringLiteral("101 link_broken")}));
    }

    void sealctlVerifyHuman()
    {
        auto db = TestDatabase::storeA();
        RunResult r = runSealctl({"--dsn", db.dsn(), "verify"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(qb(r.out), qb("chain intact: 717 certs, head seq 717 (hash " + hashAt(db, 717) + ")\n"));
        db.exec("DELETE FROM seal_certs WHERE seq = 100");
        r = runSealctl({"--dsn", db.dsn(), "verify"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.starts_with("chain BROKEN: 1 break(s) in 716 certs\n"), r.out.c_str());
        QVERIFY2(r.out.find("seq 101") != std::string::npos && r.out.find("link_broken") != std::string::npos,
                 r.out.c_str());
    }

    void sealctlVerifyEmptyChain()
    {
        auto db = TestDatabase::storeA();
        db.exec("DELETE FROM seal_certs");
        const RunResult r = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
        QCOMPARE(r.exitCode, 0);
        const auto j = nlohmann::json::parse(r.out);
        QVERIFY(j.at("head").is_null());
        QCOMPARE(j.at("certs"), 0);
        QCOMPARE(j.at("ok"), true);
    }

    void sealctlVerifyNotASealStore()
    {
        auto db = TestDatabase::empty();
        const RunResult r = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.find("seal_certs") != std::string::npos, r.err.c_str());
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "verify", "extra"}).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestChainVerifier)
#include "test_chain_verifier.moc"
