// (No raw string literals here: moc 6.4 stops parsing a class at one holding a quote.)
// Agent-written JSON at a bounded cost (issue 10, item 3). The printer: exact
// output that parses to the same value and grows linearly however deep the
// value is nested; previews cut at a size and a depth with a mark. sealctl:
// every command that reads cert bodies or event details finishes within a
// fixed memory bound when one body and one detail are nested 10,000 deep and
// one of each is 50 MB (measured per child with wait4; figures printed).
#include "core/canon/digest.hpp"
#include "core/canon/json_pretty.hpp"
#include "tests/support/hostile_values.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <chrono>
#include <fcntl.h>
#include <fstream>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kDeep = 10000;
constexpr std::size_t kHugeBytes = 50u * 1024 * 1024;
// Generous: a correctness bound, not a benchmark. The store holds 100 MB of
// agent JSON; chain verification alone peaks near 7x the largest body (libpq's
// buffer, the canonical form, the parser's token). The old dump(2) used 3.95 GB
// for one 220 KB value nested 10,000 deep.
constexpr long kRssBoundKiB = 800 * 1024;
constexpr const char* kUntil = "1795946600";

std::size_t occurrences(const std::string& text, const std::string& what)
{
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size())) ++n;
    return n;
}

struct Measured
{
    int exitCode = -1; // -1: killed by a signal
    long maxRssKiB = 0;
    double seconds = 0;
    std::string out;
    std::string err;
};

std::string slurp(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Runs sealctl with stdout and stderr to files and reads this child's own
// peak RSS from wait4 (not the maximum over every child so far).
Measured runMeasured(const std::vector<std::string>& args, const QString& dir)
{
    const std::string outPath = (dir + QStringLiteral("/out")).toStdString();
    const std::string errPath = (dir + QStringLiteral("/err")).toStdString();
    std::vector<std::string> words{seal::test::sealctlPath()};
    words.insert(words.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) {
        const int out = open(outPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int err = open(errPath.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (out < 0 || err < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) _exit(126);
        execv(argv[0], argv.data());
        _exit(127);
    }
    Measured m;
    int status = 0;
    rusage usage{};
    if (pid < 0 || wait4(pid, &status, 0, &usage) != pid) return m;
    m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    m.maxRssKiB = usage.ru_maxrss;
    m.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    m.out = slurp(outPath);
    m.err = slurp(errPath);
    return m;
}

} // namespace

class TestJsonBounds : public QObject
{
    Q_OBJECT

private:
    std::optional<TestDatabase> m_db;
    std::string m_deepIntent;
    std::string m_hugeIntent;
    QTemporaryDir m_dir;

private Q_SLOTS:
    // ---- the printer ------------------------------------------------------------

    void exactOutputIsTheSameValueAndLinear()
    {
        const std::string deep = deepValue(kDeep);
        const std::string pretty = prettyJsonText(deep);
        QCOMPARE(canonicalV1(pretty), canonicalV1(deep)); // canonicalV1 walks without recursion
        QVERIFY2(pretty.size() < 20 * deep.size(), std::to_string(pretty.size()).c_str());
        // Indented at the top, compact below kJsonIndentLevels.
        QVERIFY(pretty.rfind("{\n  \"deep_evidence_level\": {\n    \"deep_evidence_level\"", 0) == 0);
        QVERIFY(pretty.find(std::string("{\"deep_evidence_level\":{\"deep_evidence_level\":")) != std::string::npos);
        QCOMPARE(prettyJsonText("{\"a\": [1, {\"b\": []}], \"c\": \"x, y: {z}\"}"),
                 std::string("{\n  \"a\": [\n    1,\n    {\n      \"b\": []\n    }\n  ],\n  \"c\": \"x, y: {z}\"\n}"));
    }

    // An array written element by element is the whole array printed at once:
    // shallow elements (nlohmann's indenting printer, shifted), elements deep
    // enough to be compacted below kJsonIndentLevels, empty containers, and
    // strings holding escaped newlines and brackets.
    void arrayWrittenByElementIsTheWholeArray()
    {
        std::vector<nlohmann::json> elements = {
            nlohmann::json::parse(R"({"a": [1, {"b": []}], "c": "x,\n y: {z}", "d": {}, "e": 2.5})"),
            nlohmann::json::array(), nlohmann::json::object(), "plain", 7, nullptr,
            nlohmann::json::parse(R"([[], [[]], {"k": [true, false]}])")};
        for (const int depth : {kJsonIndentLevels - 2, kJsonIndentLevels - 1, kJsonIndentLevels, kJsonIndentLevels + 3})
            elements.push_back(nlohmann::json::parse(deepValue(depth)));
        for (std::size_t n = 0; n <= elements.size(); ++n) {
            const nlohmann::json whole(std::vector<nlohmann::json>(elements.begin(), elements.begin() + static_cast<long>(n)));
            std::string expected;
            writePrettyJsonValue(whole, [&expected](std::string_view piece) { expected.append(piece); });
            std::string streamed;
            PrettyJsonArrayWriter writer([&streamed](std::string_view piece) { streamed.append(piece); });
            for (std::size_t i = 0; i < n; ++i) writer.add(elements[i]);
            writer.finish();
            QCOMPARE(streamed, expected);
        }
    }

    void previewIsCutAtSizeAndDepth()
    {
        const JsonPreview deep = previewPrettyJson(deepValue(kDeep), "<deeper>");
        QVERIFY(deep.deepCut);
        QVERIFY(!deep.cut);
        QCOMPARE(occurrences(deep.text, "deep_evidence_level"), std::size_t(kJsonShowDepth));
        QVERIFY(deep.text.find("<deeper>") != std::string::npos);

        const std::string huge = "{\"blob\": \"" + std::string(kHugeBytes, 'x') + "\"}";
        const auto start = std::chrono::steady_clock::now();
        const JsonPreview cut = previewPrettyJson(huge, "<deeper>");
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        qInfo("preview of a %zu-byte value: %zu bytes in %.3f ms", huge.size(), cut.text.size(), seconds * 1000);
        QVERIFY(cut.cut);
        QVERIFY(cut.text.size() <= kJsonShowBytes + 64);
        QCOMPARE(cut.totalBytes, huge.size());
        const std::string text = previewPrettyJsonText(huge);
        QVERIFY2(text.find("\xE2\x80\xA6 [truncated: 52,428,812 bytes, showing the first 65,536]") != std::string::npos,
                 text.substr(text.size() - 80).c_str());
        QCOMPARE(previewPrettyJson("{\"a\": \"\xC3\xA9\"}", "", 11).text, std::string("{\n  \"a\": \"")); // not half of é
    }

    void treesStopAtTheirDepth()
    {
        QVERIFY(parseJsonBounded(deepValue(kJsonTreeDepth)).is_object());
        QVERIFY(parseJsonBounded(deepValue(kJsonTreeDepth + 1)).is_discarded());
        QVERIFY(!jsonDeeperThan("[\"[[[[\", {\"a\": \"]]]\"}]", 2));
        QVERIFY(jsonDeeperThan("[[[1]]]", 2));
    }

    // ---- sealctl on a hostile store -----------------------------------------------

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db.emplace(TestDatabase::storeA());
        auto conn = m_db->connect();
        const std::string deep = deepValue(kDeep);
        // Events every reader of details sees: an out-of-band spend is an incident
        // (report, divergences, licences, overview) and an event (Events page).
        conn.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES "
                  "('payout', 'out_of_band_spend', NULL, jsonb_build_object('domain', 'payout', 'evidence', $1::jsonb), "
                  "1795946500), ('payout', 'out_of_band_spend', NULL, jsonb_build_object('domain', 'payout', "
                  "'blob', repeat('x', $2::int)), 1795946501)",
                  {param(deep), param(static_cast<std::int64_t>(kHugeBytes))});
        // Cert bodies (the chain breaks there: what is shown is what matters here).
        // witness_state 'unknown' puts the evidence in the report's unanswered sweeps.
        Result two = conn.exec("SELECT seq, intent FROM seal_certs WHERE body ? 'witness_state' ORDER BY seq LIMIT 2");
        QCOMPARE(two.rows(), 2);
        m_deepIntent = std::string(two.text(0, 1));
        m_hugeIntent = std::string(two.text(1, 1));
        conn.exec("UPDATE seal_certs SET body = body || jsonb_build_object('witness_state', 'unknown', "
                  "'witness_evidence', $2::jsonb) WHERE seq = $1",
                  {param(std::string(two.text(0, 0))), param(deep)});
        conn.exec("UPDATE seal_certs SET body = body || jsonb_build_object('witness_state', 'unknown', "
                  "'witness_evidence', jsonb_build_object('blob', repeat('y', $2::int))) WHERE seq = $1",
                  {param(std::string(two.text(1, 0))), param(static_cast<std::int64_t>(kHugeBytes))});
    }

    void sealctlStaysBounded_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("json"); // the output must be exact JSON
        const auto row = [](const char* name, std::initializer_list<const char*> words, bool json) {
            QStringList args;
            for (const char* w : words) args << QString::fromUtf8(w);
            QTest::newRow(name) << args << json;
        };
        row("report json", {"report", "--format", "json", "--since", "0", "--until", kUntil}, true);
        row("report csv", {"report", "--format", "csv", "--since", "0", "--until", kUntil}, false);
        row("report pdf", {"report", "--format", "pdf", "--since", "0", "--until", kUntil}, false);
        row("receipt deep json", {"receipt", "@deep", "--format", "json"}, true);
        row("receipt deep text", {"receipt", "@deep", "--format", "text"}, false);
        row("receipt huge json", {"receipt", "@huge", "--format", "json"}, true);
        row("receipt huge text", {"receipt", "@huge", "--format", "text"}, false);
        row("receipt huge html", {"receipt", "@huge", "--format", "html"}, false);
        row("export-chain", {"export-chain", "--from", "1", "--to", "100000"}, false);
        row("verify", {"verify"}, false);
        row("verify json", {"verify", "--json"}, true);
        row("divergences", {"divergences"}, false);
        row("divergences json", {"divergences", "--json"}, true);
        row("licences json", {"licences", "--json"}, true);
        row("holds json", {"holds", "--json"}, true);
        row("approvals json", {"approvals", "--json"}, true);
    }

    void sealctlStaysBounded()
    {
        QFETCH(QStringList, args);
        QFETCH(bool, json);
        std::vector<std::string> words{"--dsn", m_db->dsn()};
        for (const QString& a : args)
            words.push_back(a == QLatin1String("@deep") ? m_deepIntent
                            : a == QLatin1String("@huge") ? m_hugeIntent
                                                          : a.toStdString());
        const Measured m = runMeasured(words, m_dir.path());
        qInfo("sealctl %s: exit %d, peak RSS %.1f MB, %.2f s, output %.1f MB", qPrintable(args.join(u' ')), m.exitCode,
              m.maxRssKiB / 1024.0, m.seconds, m.out.size() / 1048576.0);
        QVERIFY2(m.exitCode >= 0 && m.exitCode != 126 && m.exitCode != 127, m.err.c_str());
        QVERIFY2(m.err.find("bad_alloc") == std::string::npos, m.err.c_str());
        QVERIFY2(m.maxRssKiB < kRssBoundKiB, qPrintable(QStringLiteral("peak RSS %1 KiB").arg(m.maxRssKiB)));
        if (json) {
            const auto parsed = nlohmann::json::parse(m.out, nullptr, false);
            QVERIFY2(!parsed.is_discarded(), m.err.c_str());
        }
        if (args.first() == QLatin1String("report") && json) // the deep values are all there
            QVERIFY(occurrences(m.out, "deep_evidence_level") >= 2 * std::size_t(kDeep));
    }
};

QTEST_GUILESS_MAIN(TestJsonBounds)
#include "test_json_bounds.moc"
