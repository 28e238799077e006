// sealctl's command line (CLI11, app/sealctl/command_line.cpp): per-command
// help, "--" before arguments that start with "-", usage errors as one line
// and exit 2, -o FILE for every command that writes a file, global options
// before or after the command. Each check has a negative control: the same
// call with the one thing that matters left out or changed.
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <algorithm>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

using namespace seal;
using namespace seal::test;

namespace {

const std::string kDiverged = "ebbb5104fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308d8";
// No store answers here: a command that ran instead of printing its help would exit 2.
const std::string kNoStore = "host=/nonexistent-sealctl-cli-test dbname=none connect_timeout=2";

struct CommandLine
{
    std::vector<std::string> words; // "change", "approve"
    std::string name;               // "change approve"
    std::set<std::string> options;  // every option it has: "--json", "-o" and "--output"
};

// Every command and sub-action as the CLI11 table lists them (`sealctl
// --list-commands`, hidden; its first line, the global options, left out).
std::vector<CommandLine> listedCommands()
{
    const RunResult list = runSealctl({"--list-commands"});
    std::vector<CommandLine> out;
    if (list.exitCode != 0) return out;
    std::istringstream lines(list.out);
    for (std::string line; std::getline(lines, line);) {
        std::istringstream words(line);
        CommandLine c;
        for (std::string w; words >> w;) {
            if (w[0] != '-') {
                c.words.push_back(w);
                c.name += (c.name.empty() ? "" : " ") + w;
                continue;
            }
            std::istringstream names(w);
            for (std::string n; std::getline(names, n, ',');)
                c.options.insert(n);
        }
        if (!c.words.empty()) out.push_back(std::move(c));
    }
    return out;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

std::string failure(const RunResult& r)
{
    return "exit " + std::to_string(r.exitCode) + "\nout: " + r.out + "\nerr: " + r.err;
}

// A usage error: exit 2, one line on stderr pointing at help, nothing on stdout.
void verifyUsageError(const RunResult& r)
{
    QVERIFY2(r.exitCode == 2, failure(r).c_str());
    QCOMPARE(std::count(r.err.begin(), r.err.end(), '\n'), 1L);
    QVERIFY2(r.err.rfind("sealctl: ", 0) == 0, r.err.c_str());
    QVERIFY2(contains(r.err, " --help)\n"), r.err.c_str());
    QVERIFY2(r.out.empty(), r.out.c_str());
}

// The arguments of a data row, after --dsn DSN.
std::vector<std::string> withDsn(const std::string& dsn, const QByteArrayList& words)
{
    std::vector<std::string> out = {"--dsn", dsn};
    for (const auto& w : words)
        out.push_back(w.toStdString());
    return out;
}

} // namespace

class TestSealctlCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::optional<TestDatabase> m_db;
    std::string m_keyFile;

    std::string path(const std::string& name) const
    {
        return m_dir.filePath(QString::fromStdString(name)).toStdString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db.emplace(TestDatabase::storeA());
        m_keyFile = path("signer.pem");
        const RunResult gen = runSealctl({"keygen", "-o", m_keyFile});
        QVERIFY2(gen.exitCode == 0, failure(gen).c_str());
    }

    // --currency CODE (or SEAL_CURRENCY) names the currency in amount column
    // titles and JSON objects with amounts, which stay exact numbers; without
    // it neither says one (the control), and a code that is not three
    // capital letters is a usage error.
    void currencyNamesAmounts()
    {
        const std::string dsn = m_db->dsn();
        const RunResult plain = runSealctl({"--dsn", dsn, "approvals", "--state", "pending"});
        QVERIFY2(plain.exitCode == 0, failure(plain).c_str());
        QVERIFY2(contains(plain.out, " AMOUNT ") && !contains(plain.out, "(EUR)"), plain.out.c_str());
        const RunResult text =
            runSealctl({"--dsn", dsn, "approvals", "--state", "pending", "--currency", "EUR"});
        QVERIFY2(text.exitCode == 0, failure(text).c_str());
        QVERIFY2(contains(text.out, "AMOUNT (EUR)"), text.out.c_str());
        QVERIFY2(contains(text.out, " 20000.0 "), text.out.c_str()); // still the exact stored number

        const RunResult json = runSealctl({"--currency", "EUR", "--dsn", dsn, "approvals", "--json"});
        QVERIFY2(json.exitCode == 0, failure(json).c_str());
        const auto list = nlohmann::json::parse(json.out);
        QVERIFY(!list.empty());
        for (const auto& a : list) {
            QCOMPARE(a.value("currency", std::string()), std::string("EUR"));
            QVERIFY(a["amount"].is_number());
        }
        const RunResult untagged = runSealctl({"--dsn", dsn, "approvals", "--json"});
        QVERIFY2(!contains(untagged.out, "\"currency\""), untagged.out.substr(0, 400).c_str());

        const auto c = TestDatabase::storeC();
        const RunResult budgets =
            runSealctl({"--dsn", c.dsn(), "budgets", "--json", "--at", "1800000000"}, {"SEAL_CURRENCY=GBP"});
        QVERIFY2(budgets.exitCode == 0, failure(budgets).c_str());
        const auto b = nlohmann::json::parse(budgets.out);
        QVERIFY(!b.empty());
        for (const auto& item : b)
            QCOMPARE(item.value("currency", std::string()), std::string("GBP"));

        verifyUsageError(runSealctl({"--dsn", dsn, "--currency", "eur", "approvals"}));
        verifyUsageError(runSealctl({"--dsn", dsn, "--currency", "EURO", "approvals"}));
    }

    // `sealctl NAME --help` (and `sealctl NAME ACTION --help`) prints that
    // command's usage and every option it has, exits 0 and never runs the command.
    void perCommandHelp()
    {
        const auto commands = listedCommands();
        QVERIFY2(commands.size() >= 50, "could not read the command list from sealctl --list-commands");
        const RunResult top = runSealctl({"--help"});
        for (const auto& c : commands) {
            if (c.words.size() == 1) // `sealctl --help` lists every command
                QVERIFY2(contains(top.out, "\n  " + c.name + " "), (c.name + ":\n" + top.out).c_str());
            std::vector<std::string> args = {"--dsn", kNoStore};
            args.insert(args.end(), c.words.begin(), c.words.end());
            args.push_back("--help");
            const RunResult help = runSealctl(args);
            QVERIFY2(help.exitCode == 0, (c.name + ": " + failure(help)).c_str());
            QVERIFY2(help.err.empty(), (c.name + ": " + help.err).c_str());
            QVERIFY2(help.out.find("usage: sealctl " + c.name + " ") != std::string::npos ||
                         help.out.find("usage: sealctl " + c.name + "\n") != std::string::npos,
                     (c.name + ": " + help.out).c_str());
            for (const auto& option : c.options)
                QVERIFY2(contains(help.out, "  " + option) || contains(help.out, "," + option),
                         (c.name + " --help does not name " + option + ":\n" + help.out).c_str());
            // Negative controls: it is this command's help, not the global one, and
            // an option of other commands is not offered where it does not exist.
            QVERIFY2(!contains(help.out, "\ncommands:\n"), (c.name + ": " + help.out).c_str());
            if (!c.options.count("--reason"))
                QVERIFY2(!contains(help.out, "--reason"), (c.name + ": " + help.out).c_str());
            args.back() = "--hlep";
            verifyUsageError(runSealctl(args));
        }
        // The help flag before the command names the command's help too.
        const RunResult before = runSealctl({"--help", "verify"});
        QCOMPARE(before.exitCode, 0);
        QVERIFY2(contains(before.out, "usage: sealctl verify"), before.out.c_str());
    }

    // Numbers on the command line read the same under every locale (CI runs
    // under de_DE): "1.5" is a number and "1,5" is not, whatever LC_ALL says.
    void numbersIgnoreTheLocale()
    {
        const std::vector<std::string> german = {"LC_ALL=de_DE.UTF-8", "LANG=de_DE.UTF-8"};
        const auto dryRun = [&](const std::string& autoCeiling) {
            return runSealctl({"--dsn", m_db->dsn(), "thresholds", "set", "payout", "--auto", autoCeiling, "--dual",
                               "20000.5", "--approvers", "2", "--dry-run", "--json"},
                              german);
        };
        const RunResult dot = dryRun("1.5");
        QVERIFY2(dot.exitCode == 0, failure(dot).c_str());
        QCOMPARE(nlohmann::json::parse(dot.out)["dry_run"].get<bool>(), true);
        const RunResult watch = runSealctl({"--dsn", m_db->dsn(), "watch", "--once", "--interval", "0.5"}, german);
        QVERIFY2(watch.exitCode == 0, failure(watch).c_str());
        // Negative control: the German decimal comma is not a number here.
        const RunResult comma = dryRun("1,5");
        verifyUsageError(comma);
        QVERIFY2(contains(comma.err, "--auto must be a number, not '1,5'"), comma.err.c_str());
    }

    // The sub-actions are CLI11 subcommands spelled as ever; a wrong one names the right ones.
    void subActions()
    {
        const RunResult wrong = runSealctl({"--dsn", m_db->dsn(), "change", "approv", "7"});
        verifyUsageError(wrong);
        QVERIFY2(contains(wrong.err, "change takes list, show, approve, reject or withdraw, not 'approv'"),
                 wrong.err.c_str());
        const RunResult none = runSealctl({"--dsn", m_db->dsn(), "dual-control"});
        verifyUsageError(none);
        QVERIFY2(contains(none.err, "dual-control takes setup or status"), none.err.c_str());
        verifyUsageError(runSealctl({"--dsn", m_db->dsn(), "change", "show", "x"})); // a change's ID is a number
        // The control: the same words, well formed, run (store-a has dual control off).
        QCOMPARE(runSealctl({"--dsn", m_db->dsn(), "dual-control", "status"}).exitCode, 1);
    }

    // After "--" an argument may start with "-"; before it, such a word is an
    // unknown option and nothing runs.
    void doubleDashEndsOptions()
    {
        const RunResult grants =
            runSealctl({"--dsn", m_db->dsn(), "grants", "--approver", "--", "-weird-role"});
        QVERIFY2(grants.exitCode == 0, failure(grants).c_str());
        QVERIFY2(contains(grants.out, " TO \"-weird-role\";"), grants.out.c_str());
        const RunResult receipt =
            runSealctl({"--dsn", m_db->dsn(), "receipt", "--format", "json", "--", "--no-such-intent"});
        QCOMPARE(receipt.exitCode, 2);
        QVERIFY2(contains(receipt.err, "no intent '--no-such-intent'"), receipt.err.c_str());
        // Negative controls: without "--" the same words are options.
        const RunResult noMarker = runSealctl({"--dsn", m_db->dsn(), "grants", "--approver", "-weird-role"});
        verifyUsageError(noMarker);
        QVERIFY2(contains(noMarker.err, "unknown option -weird-role"), noMarker.err.c_str());
        const RunResult noMarker2 =
            runSealctl({"--dsn", m_db->dsn(), "receipt", "--format", "json", "--no-such-intent"});
        verifyUsageError(noMarker2);
        QVERIFY2(contains(noMarker2.err, "unknown option --no-such-intent"), noMarker2.err.c_str());
        // After "--" an option is an argument too: here one argument too many.
        const RunResult late =
            runSealctl({"--dsn", m_db->dsn(), "grants", "--", "-weird-role", "--approver"});
        verifyUsageError(late);
        QVERIFY2(contains(late.err, "unexpected argument '--approver'"), late.err.c_str());
    }

    void usageErrorsExitTwo_data()
    {
        QTest::addColumn<QByteArrayList>("args");
        QTest::addColumn<QByteArray>("message");
        using L = QByteArrayList;
        QTest::newRow("unknown option") << L{"verify", "--bogus"} << QByteArray("unknown option --bogus");
        QTest::newRow("unknown short option") << L{"verify", "-x"} << QByteArray("unknown option -x");
        QTest::newRow("unknown option, =value")
            << L{"verify", "--bogus=1"} << QByteArray("unknown option --bogus=1");
        QTest::newRow("unknown global option")
            << L{"--bogus", "verify"} << QByteArray("unknown option --bogus");
        QTest::newRow("option of another command")
            << L{"verify", "--reason", "x"} << QByteArray("unknown option --reason");
        QTest::newRow("unknown command") << L{"frobnicate"} << QByteArray("unknown command 'frobnicate'");
        QTest::newRow("no command") << L{} << QByteArray("no command given");
        QTest::newRow("extra argument") << L{"verify", "now"} << QByteArray("unexpected argument 'now'");
        QTest::newRow("missing argument") << L{"receipt", "--format", "json"} << QByteArray("INTENT");
        QTest::newRow("option without value") << L{"receipt", "x", "--format"} << QByteArray("--format");
        QTest::newRow("-o without value") << L{"report", "-o"} << QByteArray("--output");
        QTest::newRow("flag with a value") << L{"verify", "--json=false"} << QByteArray("json");
        QTest::newRow("bad number") << L{"licences", "--since", "yesterday"} << QByteArray("--since");
        QTest::newRow("hostile word")
            << L{"verify", "--\x1b[2Jx"} << QByteArray("unknown option --\u27e8U+001B\u27e9[2Jx");
        QTest::newRow("hostile command") << L{"\xe2\x80\xae"
                                              "evil"}
                                         << QByteArray("unknown command '\u27e8U+202E\u27e9evil'");
    }
    // Usage errors, CLI11's own included, exit 2 with one line and never run
    // the command (there is a store to run it on).
    void usageErrorsExitTwo()
    {
        QFETCH(QByteArrayList, args);
        QFETCH(QByteArray, message);
        const RunResult r = runSealctl(withDsn(m_db->dsn(), args));
        verifyUsageError(r);
        QVERIFY2(contains(r.err, message.toStdString()), r.err.c_str());
        QVERIFY2(r.err.find('\x1b') == std::string::npos && !contains(r.err, "\xe2\x80\xae"), r.err.c_str());
    }

    // `intent`: JSON that parses, text, approval:ID, and an unknown intent's exit code.
    void intentCommand()
    {
        const std::string dsn = m_db->dsn();
        const RunResult json = runSealctl({"--dsn", dsn, "intent", kDiverged, "--json"});
        QVERIFY2(json.exitCode == 0, failure(json).c_str());
        const auto j = nlohmann::json::parse(json.out, nullptr, false);
        QVERIFY2(j.is_object(), json.out.c_str());
        QCOMPARE(j["intent_id"].get<std::string>(), kDiverged);
        QCOMPARE(j["diverged"].get<bool>(), true);
        QVERIFY(j["timeline"].is_array() && j["timeline"].size() >= 3);
        const RunResult text = runSealctl({"--dsn", dsn, "intent", kDiverged});
        QVERIFY2(text.exitCode == 0, failure(text).c_str());
        QVERIFY2(text.out.rfind("intent " + kDiverged + "\n", 0) == 0, text.out.c_str());
        const RunResult approval =
            runSealctl({"--dsn", dsn, "intent", "--json", "approval:4003925186ed41f1965aa828b2c39e0a"});
        QVERIFY2(approval.exitCode == 0, failure(approval).c_str());
        QCOMPARE(nlohmann::json::parse(approval.out)["intent_id"].get<std::string>(), std::string("intent-payout-367"));
        // Nothing names it: one line, exit 2, nothing on stdout.
        for (const auto& args : std::vector<std::vector<std::string>>{{"intent", "no-such-intent"},
                                                                       {"intent", "no-such-intent", "--json"}}) {
            std::vector<std::string> full = {"--dsn", dsn};
            full.insert(full.end(), args.begin(), args.end());
            const RunResult unknown = runSealctl(full);
            QVERIFY2(unknown.exitCode == 2, failure(unknown).c_str());
            QVERIFY2(unknown.out.empty(), unknown.out.c_str());
            QCOMPARE(std::count(unknown.err.begin(), unknown.err.end(), '\n'), 1L);
            QVERIFY2(contains(unknown.err, "no intent 'no-such-intent'"), unknown.err.c_str());
        }
        verifyUsageError(runSealctl({"--dsn", dsn, "intent"}));
    }

    // Negative control for the table above: the same commands, well formed, run.
    void wellFormedCommandsRun()
    {
        const std::string dsn = m_db->dsn();
        QCOMPARE(runSealctl({"--dsn", dsn, "verify"}).exitCode, 0);
        QCOMPARE(runSealctl({"--dsn", dsn, "verify", "--json"}).exitCode, 0);
        QCOMPARE(runSealctl({"--dsn", dsn, "receipt", kDiverged, "--format", "json"}).exitCode, 0);
        QCOMPARE(runSealctl({"--dsn", dsn, "licences", "--since", "0"}).exitCode, 0);
        QCOMPARE(runSealctl({"--dsn", dsn, "receipt", "--format=json", kDiverged}).exitCode, 0);
    }

    // --dsn and --timeout before or after the command, "=value" or not; the
    // last one given counts; repeatable options repeat.
    void globalAndRepeatedOptions()
    {
        const std::string dsn = m_db->dsn();
        for (const auto& args : std::vector<std::vector<std::string>>{
                 {"--dsn", dsn, "verify"},
                 {"--dsn=" + dsn, "verify"},
                 {"verify", "--dsn", dsn},
                 {"verify", "--json", "--dsn=" + dsn, "--timeout", "5"},
                 {"--timeout=5", "--dsn", kNoStore, "verify", "--dsn", dsn}}) {
            const RunResult r = runSealctl(args);
            QVERIFY2(r.exitCode == 0, failure(r).c_str());
        }
        // Negative control: the store named last is the one that does not answer.
        QCOMPARE(runSealctl({"--dsn", dsn, "verify", "--dsn", kNoStore}).exitCode, 2);
        const RunResult badTimeout = runSealctl({"verify", "--dsn", dsn, "--timeout", "soon"});
        verifyUsageError(badTimeout);
        QVERIFY2(contains(badTimeout.err, "--timeout"), badTimeout.err.c_str());

        const RunResult two =
            runSealctl({"--dsn", dsn, "licences", "--json", "--only", "--path", "email", "--path=refund"});
        QVERIFY2(two.exitCode == 0, failure(two).c_str());
        const auto paths = nlohmann::json::parse(two.out);
        QCOMPARE(paths.size(), size_t(2));
        // Negative control: one --path, one path.
        QCOMPARE(nlohmann::json::parse(
                     runSealctl({"--dsn", dsn, "licences", "--json", "--only", "--path", "email"}).out)
                     .size(),
                 size_t(1));

        const RunResult version = runSealctl({"--version"});
        QCOMPARE(version.exitCode, 0);
        QVERIFY2(version.out.rfind("sealctl ", 0) == 0 &&
                     std::count(version.out.begin(), version.out.end(), '\n') == 1,
                 version.out.c_str());
        QCOMPARE(runSealctl({"verify", "--version"}).out, version.out);
    }

    void outputOption_data()
    {
        QTest::addColumn<QByteArrayList>("args");
        QTest::addColumn<QByteArray>("marker"); // in the document, never in the summary line
        using L = QByteArrayList;
        const QByteArray intent = QByteArray::fromStdString(kDiverged);
        QTest::newRow("receipt json")
            << L{"receipt", intent, "--format", "json"} << QByteArray("\"receipt_digest\"");
        QTest::newRow("receipt text") << L{"receipt", intent} << QByteArray("  digest ");
        QTest::newRow("receipt html") << L{"receipt", intent, "--format", "html"} << QByteArray("</html>");
        QTest::newRow("receipt pdf") << L{"receipt", intent, "--format", "pdf"} << QByteArray("%PDF-");
        QTest::newRow("receipt portable")
            << L{"receipt", intent, "--format", "portable"} << QByteArray("\"seal-receipt/1\"");
        QTest::newRow("report json") << L{"report"} << QByteArray("\"events_by_kind\"");
        QTest::newRow("report csv") << L{"report", "--format", "csv"} << QByteArray("events_by_kind\r\n");
        QTest::newRow("report pdf") << L{"report", "--format", "pdf"} << QByteArray("%PDF-");
        QTest::newRow("export-chain")
            << L{"export-chain", "--from", "1", "--to", "3"} << QByteArray("\"prev_hash\"");
        QTest::newRow("keygen") << L{"keygen"} << QByteArray("PRIVATE KEY");
    }
    // Every command that writes a file takes -o FILE, --output FILE and
    // --output=FILE alike; without it the document goes to stdout (keygen: refused).
    void outputOption()
    {
        QFETCH(QByteArrayList, args);
        QFETCH(QByteArray, marker);
        std::replace(args.begin(), args.end(), QByteArray("KEY"), QByteArray::fromStdString(m_keyFile));
        const std::vector<std::string> base = withDsn(m_db->dsn(), args);
        const std::string want = marker.toStdString();
        int n = 0;
        for (const char* spelling : {"-o", "--output", "--output="}) {
            const std::string file = path(std::string(QTest::currentDataTag()) + std::to_string(++n));
            auto call = base;
            if (std::string(spelling).back() == '=') {
                call.push_back(spelling + file);
            } else {
                call.push_back(spelling);
                call.push_back(file);
            }
            const RunResult r = runSealctl(call);
            QVERIFY2(r.exitCode == 0, (std::string(spelling) + ": " + failure(r)).c_str());
            QVERIFY2(contains(readFile(file), want),
                     (std::string(spelling) + ": " + readFile(file).substr(0, 200)).c_str());
            QVERIFY2(!contains(r.out, want), (std::string(spelling) + ": " + r.out).c_str());
        }
        // Negative control: without -o nothing is written and the document is on stdout.
        const RunResult plain = runSealctl(base);
        if (args.front() == "keygen") {
            verifyUsageError(plain);
            QVERIFY2(contains(plain.err, "-o KEYFILE"), plain.err.c_str());
        } else {
            QVERIFY2(plain.exitCode == 0, failure(plain).c_str());
            QVERIFY2(contains(plain.out, want), plain.out.substr(0, 200).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestSealctlCli)
#include "test_sealctl_cli.moc"
