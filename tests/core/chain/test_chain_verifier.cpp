// The chain verifier (SPEC-kernel.md §3): the reference store verifies
// intact; every kind of tamper yields exactly the predicted breaks by seq and
// the reference kernel's verdict; sealctl verify reports both ways.
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <thread>
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

// Everything a verdict says, one line each: parallel and single walks must
// agree on all of it, details and the reference's verdict included.
QByteArray verdictText(const ChainVerdict& v)
{
    std::string out = "ok " + std::to_string(v.ok) + " cancelled " + std::to_string(v.cancelled) + " certs " +
                      std::to_string(v.certs) + "\n";
    if (v.head) out += "head " + std::to_string(v.head->seq) + " " + v.head->hash + "\n";
    for (const auto& b : v.breaks)
        out += "break " + std::to_string(b.seq) + " " + b.kind + " " + b.detail + "\n";
    out += "reference " + std::to_string(v.reference.ok) + " " + std::to_string(v.reference.certs) + " " +
           std::to_string(v.reference.at) + " " + v.reference.why + "\n";
    return qb(out);
}

ConnectionFactory factoryFor(const TestDatabase& db)
{
    return [dsn = db.dsn()] { return Connection::open(dsn); };
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

    // ---- the parallel walk --------------------------------------------------------------

    // Where the ranges of store-a's 717 rows start: the seqs the boundary
    // tampers below are aimed at (row index i is seq i + 1).
    void rangeStarts()
    {
        QCOMPARE(chainRangeStarts(717, 2), (std::vector<std::int64_t>{0, 358}));    // seq 359
        QCOMPARE(chainRangeStarts(717, 3), (std::vector<std::int64_t>{0, 239, 478})); // seqs 240, 479
        QCOMPARE(chainRangeStarts(717, 1), (std::vector<std::int64_t>{0}));
        QCOMPARE(chainRangeStarts(2, 5), (std::vector<std::int64_t>{0, 1}));
        QCOMPARE(chainRangeStarts(0, 5), (std::vector<std::int64_t>{0}));
        QCOMPARE(chainRangeStarts(10000, 1000).size(), size_t(kMaxVerifyJobs));
    }

    void parallelMatchesSingle_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QStringList>("expected"); // the single walk's breaks: the control
        const QString forged = QStringLiteral("md5('a') || md5('b')");
        auto row = [](const char* name, const QString& sql, const QStringList& expected) {
            QTest::newRow(name) << sql << expected;
        };
        row("intact", QString(), {});
        row("body edited inside a range",
            QStringLiteral("UPDATE seal_certs SET body = jsonb_set(body, '{action}', '\"refunD\"') WHERE seq = 100"),
            {QStringLiteral("100 content_altered")});
        row("link broken at the boundary of 2 ranges",
            QStringLiteral("UPDATE seal_certs SET prev_hash = %1 WHERE seq = 359").arg(forged),
            {QStringLiteral("359 link_broken")});
        row("links broken at both boundaries of 3 ranges",
            QStringLiteral("UPDATE seal_certs SET prev_hash = %1 WHERE seq IN (240, 479)").arg(forged),
            {QStringLiteral("240 link_broken"), QStringLiteral("479 link_broken")});
        row("last row of a range rewritten",
            QStringLiteral("UPDATE seal_certs SET hash = %1 WHERE seq = 358").arg(forged),
            {QStringLiteral("358 content_altered"), QStringLiteral("358 hash_mismatch"),
             QStringLiteral("359 link_broken")});
        row("first row of a range: link and body",
            QStringLiteral("UPDATE seal_certs SET prev_hash = %1, body = body || '{\"x\": 1}' WHERE seq = 240")
                .arg(forged),
            {QStringLiteral("240 link_broken"), QStringLiteral("240 content_altered")});
        row("first row of a range: body only",
            QStringLiteral("UPDATE seal_certs SET body = body || '{\"x\": 1}' WHERE seq = 359"),
            {QStringLiteral("359 content_altered")});
        // 716 rows: the second of 2 ranges starts at row 358, seq 360, right after the hole.
        row("row deleted where ranges meet", QStringLiteral("DELETE FROM seal_certs WHERE seq = 359"),
            {QStringLiteral("360 link_broken")});
        row("rows swapped across a boundary",
            QStringLiteral(
                "UPDATE seal_certs a SET intent = b.intent, hash = b.hash, prev_hash = b.prev_hash, "
                "body = b.body, created_at = b.created_at FROM seal_certs b "
                "WHERE (a.seq, b.seq) IN ((358, 359), (359, 358))"),
            {QStringLiteral("358 link_broken"), QStringLiteral("359 link_broken"), QStringLiteral("360 link_broken")});
        row("unreadable body first in a range", QStringLiteral("UPDATE seal_certs SET body = '[1, 2]' WHERE seq = 479"),
            {QStringLiteral("479 unreadable")});
        row("first row's prev_hash", QStringLiteral("UPDATE seal_certs SET prev_hash = %1 WHERE seq = 1").arg(forged),
            {QStringLiteral("1 link_broken")});
        row("forged row before the first",
            QStringLiteral("INSERT INTO seal_certs SELECT 0, intent, hash, prev_hash, body, created_at "
                           "FROM seal_certs WHERE seq = 1"),
            {QStringLiteral("1 link_broken")});
        row("a copy of a row appended",
            QStringLiteral("INSERT INTO seal_certs SELECT 900, intent, hash, prev_hash, body, created_at "
                           "FROM seal_certs WHERE seq = 359"),
            {QStringLiteral("900 link_broken")});
        row("seq gap at a boundary", QStringLiteral("UPDATE seal_certs SET seq = seq + 1000 WHERE seq >= 359"), {});
    }

    // Every number of ranges gives the single walk's verdict, to the letter:
    // breaks with their details, counts, head, the reference's index and why.
    void parallelMatchesSingle()
    {
        QFETCH(QString, sql);
        QFETCH(QStringList, expected);
        auto db = TestDatabase::storeA();
        if (!sql.isEmpty()) tamper(db, sql);
        const ChainVerdict single = verify(db);
        QCOMPARE(breakList(single), expected);
        for (int jobs : {1, 2, 3, 4, 7}) {
            const ChainVerdict parallel = verifyChainParallel(factoryFor(db), jobs);
            QCOMPARE(verdictText(parallel), verdictText(single));
        }
    }

    // Negative control for the boundaries: ranges walked on their own would see
    // a break at every boundary of an intact chain (the second range's first
    // link points into the first range), and none where one is broken.
    void rangesAloneDoNotSeeTheirBoundary()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        const Result rows = conn.exec("SELECT seq, hash, prev_hash, body::text FROM seal_certs WHERE seq >= 359 "
                                      "ORDER BY seq");
        ChainWalker alone;
        ChainWalker range = ChainWalker::forRange();
        for (int i = 0; i < rows.rows(); ++i) {
            alone.feed(rows.integer(i, 0), rows.text(i, 1), rows.text(i, 2), rows.text(i, 3));
            range.feed(rows.integer(i, 0), rows.text(i, 1), rows.text(i, 2), rows.text(i, 3));
        }
        QCOMPARE(breakList(alone.finish()), QStringList{QStringLiteral("359 link_broken")});
        QCOMPARE(breakList(range.finish()), QStringList());
        QCOMPARE(range.firstSeq(), 359);
        QCOMPARE(qb(range.firstPrevHash()), qb(hashAt(db, 358)));
    }

    // All ranges read one snapshot: what is committed after it was exported
    // (here, before any range has even connected) is seen by none of them.
    void parallelRangesShareOneSnapshot()
    {
        auto db = TestDatabase::storeA();
        const std::string dsn = db.dsn();
        std::mutex mutex;
        int calls = 0;
        const ConnectionFactory connect = [&] {
            std::lock_guard lock(mutex);
            if (++calls == 2) { // the first range's: the snapshot is exported by now
                db.exec("DELETE FROM seal_certs WHERE seq IN (100, 600)");
                db.exec("INSERT INTO seal_certs SELECT 718, intent, hash, prev_hash, body, created_at "
                        "FROM seal_certs WHERE seq = 5");
            }
            return Connection::open(dsn);
        };
        const ChainVerdict v = verifyChainParallel(connect, 3);
        QCOMPARE(breakList(v), QStringList());
        QCOMPARE(v.certs, 717);
        QCOMPARE(v.head->seq, 717);
        QCOMPARE(calls, 4);
        // The control: a walk that starts now sees all three changes.
        QCOMPARE(breakList(verifyChainParallel(factoryFor(db), 3)),
                 (QStringList{QStringLiteral("101 link_broken"), QStringLiteral("601 link_broken"),
                              QStringLiteral("718 link_broken")}));
    }

    void parallelProgressAndCancel()
    {
        auto db = TestDatabase::storeA();
        VerifyOptions o;
        o.batchRows = 50;
        std::vector<std::pair<std::int64_t, std::int64_t>> calls;
        const auto caller = std::this_thread::get_id();
        bool onCaller = true;
        o.progress = [&](std::int64_t done, std::int64_t total) {
            calls.emplace_back(done, total);
            onCaller = onCaller && std::this_thread::get_id() == caller;
        };
        std::atomic<bool> cancel{false};
        o.cancel = &cancel;
        const ChainVerdict full = verifyChainParallel(factoryFor(db), 3, o);
        QVERIFY(full.ok && !full.cancelled);
        QVERIFY(onCaller); // a console may touch its objects from the callback
        QVERIFY(!calls.empty());
        for (size_t i = 0; i < calls.size(); ++i) {
            QCOMPARE(calls[i].second, 717);
            if (i) QVERIFY(calls[i].first >= calls[i - 1].first);
        }
        QCOMPARE(calls.back().first, 717);

        // Cancelled once the walk is under way: ranges that had not started never do.
        std::mutex mutex;
        int connects = 0;
        const std::string dsn = db.dsn();
        const ConnectionFactory connect = [&] {
            std::lock_guard lock(mutex);
            if (++connects == 3) cancel = true;
            return Connection::open(dsn);
        };
        o.progress = nullptr;
        const ChainVerdict part = verifyChainParallel(connect, 3, o);
        QVERIFY(part.cancelled);
        QVERIFY(!part.ok);
        QVERIFY(!part.reference.ok);
        QVERIFY(part.certs < 717);
        // Cancelled before it starts: nothing walked, and no verdict.
        const ChainVerdict none = verifyChainParallel(factoryFor(db), 2, o);
        QVERIFY(none.cancelled && !none.ok && !none.reference.ok);
        QCOMPARE(none.certs, 0);
    }

    void parallelEmptyAndTinyChains()
    {
        auto db = TestDatabase::storeA();
        db.exec("DELETE FROM seal_certs WHERE seq > 2");
        QCOMPARE(verdictText(verifyChainParallel(factoryFor(db), 5)), verdictText(verify(db)));
        db.exec("DELETE FROM seal_certs");
        const ChainVerdict empty = verifyChainParallel(factoryFor(db), 3);
        QVERIFY(empty.ok && !empty.head && empty.certs == 0);
        QCOMPARE(verdictText(empty), verdictText(verify(db)));
    }

    void parallelIncrementalFromAKnownHead()
    {
        auto db = TestDatabase::storeA();
        db.exec("UPDATE seal_certs SET body = body || '{\"x\": 1}' WHERE seq IN (50, 710)");
        VerifyOptions o;
        o.startAfter = ChainHead{600, hashAt(db, 600)};
        const ChainVerdict single = verify(db, o);
        QCOMPARE(breakList(single), QStringList{QStringLiteral("710 content_altered")});
        QCOMPARE(verdictText(verifyChainParallel(factoryFor(db), 3, o)), verdictText(single));
        o.startAfter = ChainHead{600, hashAt(db, 599)}; // control: a wrong start
        QCOMPARE(verdictText(verifyChainParallel(factoryFor(db), 3, o)), verdictText(verify(db, o)));
        QCOMPARE(breakList(verify(db, o)).first(), QStringLiteral("601 link_broken"));
    }

    // A range that cannot connect fails the walk with the store's error.
    void parallelRangeErrorIsRaised()
    {
        auto db = TestDatabase::storeA();
        const std::string dsn = db.dsn();
        std::atomic<int> calls{0};
        const ConnectionFactory connect = [&] {
            if (++calls == 3) return Connection::open(dsnFor("no_such_database_for_verify"));
            return Connection::open(dsn);
        };
        QVERIFY_THROWS_EXCEPTION(StoreError, verifyChainParallel(connect, 3));
    }

    // ---- sealctl verify --------------------------------------------------------------

    // --jobs N prints what the plain walk prints, byte for byte, intact or not.
    void sealctlVerifyJobs()
    {
        auto db = TestDatabase::storeA();
        for (const char* sql : {"", "UPDATE seal_certs SET prev_hash = md5('a') || md5('b') WHERE seq = 359",
                                "UPDATE seal_certs SET hash = md5('a') || md5('b') WHERE seq = 239",
                                "DELETE FROM seal_certs WHERE seq = 480"}) {
            if (*sql) db.exec(sql);
            const RunResult json = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
            const RunResult human = runSealctl({"--dsn", db.dsn(), "verify"});
            QVERIFY2(json.exitCode == (*sql ? 1 : 0), json.err.c_str());
            for (const char* jobs : {"1", "2", "3"}) {
                const RunResult j = runSealctl({"--dsn", db.dsn(), "verify", "--json", "--jobs", jobs});
                QCOMPARE(j.exitCode, json.exitCode);
                QCOMPARE(qb(j.out), qb(json.out));
                const RunResult h = runSealctl({"--dsn", db.dsn(), "verify", "--jobs", jobs});
                QCOMPARE(h.exitCode, human.exitCode);
                QCOMPARE(qb(h.out), qb(human.out));
            }
        }
        for (const char* bad : {"0", "33", "-1", "two", "1.5"}) {
            const RunResult r = runSealctl({"--dsn", db.dsn(), "verify", "--jobs", bad});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.find("--jobs") != std::string::npos, r.err.c_str());
        }
    }


    void sealctlVerifyJson()
    {
        auto db = TestDatabase::storeA();
        RunResult r = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
        QVERIFY2(r.exitCode == 0, r.err.c_str());
        nlohmann::json j = nlohmann::json::parse(r.out);
        // Its own fields as before, and the kernel's (SPEC §15.2): {ok, certs, signed}.
        const nlohmann::json expected = {{"ok", true},
                                         {"certs", 717},
                                         {"head", {{"seq", 717}, {"hash", hashAt(db, 717)}}},
                                         {"breaks", nlohmann::json::array()},
                                         {"signed", 0},
                                         {"intact", true}};
        for (auto it = expected.begin(); it != expected.end(); ++it)
            QCOMPARE(qb(j.at(it.key()).dump()), qb(it.value().dump()));
        QCOMPARE(qb(j.at("kernel").dump()), qb(R"({"certs":717,"ok":true,"signed":0})"));
        QVERIFY(!j.contains("at"));

        db.exec("UPDATE seal_certs SET hash = md5('a') || md5('b') WHERE seq = 100");
        r = runSealctl({"--dsn", db.dsn(), "verify", "--json"});
        QVERIFY2(r.exitCode == 1, r.err.c_str());
        j = nlohmann::json::parse(r.out);
        QCOMPARE(j.at("ok"), false);
        QCOMPARE(j.at("certs"), 717);
        QCOMPARE(j.at("intact"), false);
        QCOMPARE(qb(j.at("kernel").dump()), qb(R"({"at":99,"ok":false,"why":"cert altered since written"})"));
        QCOMPARE(j.at("at"), 99);
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
        // The kernel's line first (SPEC §15.2), then ours, then the signatures.
        QVERIFY2(r.out.starts_with("chain VERIFIED \u2014 717 cert(s), every link intact\nchain intact: 717 certs, "
                                   "head seq 717 (hash " + hashAt(db, 717) + ")\nsignatures:\n"),
                 r.out.c_str());
        QVERIFY2(r.out.find("717 unsigned (717 v1, 0 v2)") != std::string::npos, r.out.c_str());
        db.exec("DELETE FROM seal_certs WHERE seq = 100");
        r = runSealctl({"--dsn", db.dsn(), "verify"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.starts_with("chain BROKEN at cert #99: chain link broken\nchain BROKEN: 1 break(s) in 716 certs\n"),
                 r.out.c_str());
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
