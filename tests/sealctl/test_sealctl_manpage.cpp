// sealctl(1) against the command table (issue 29 item 4): every command and
// sub-action sealctl registers with CLI11 (`sealctl --list-commands`, hidden)
// has a synopsis line in packaging/man/sealctl.1 that names each of its
// options, and the global options are in GLOBAL OPTIONS. An option added to a
// command but not to the man page fails here; the negative controls are
// listings with a made-up option and a made-up command.
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <sstream>

using namespace seal::test;

namespace {

// A command as --list-commands prints it: its words, then its options (a
// short and long name as "-o,--output").
struct Listed
{
    std::vector<std::string> words;
    std::vector<std::string> options;
};

std::vector<Listed> parseListing(const std::string& text)
{
    std::vector<Listed> out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        Listed c;
        std::istringstream words(line);
        for (std::string w; words >> w;)
            (w[0] == '-' ? c.options : c.words).push_back(w);
        out.push_back(std::move(c));
    }
    return out;
}

// The man source as plain words: fonts dropped, "\-" as "-".
std::string plain(std::string line)
{
    for (const char* font : {"\\fB", "\\fI", "\\fR", "\\fP"})
        for (auto at = line.find(font); at != std::string::npos; at = line.find(font))
            line.erase(at, 3);
    for (auto at = line.find("\\-"); at != std::string::npos; at = line.find("\\-"))
        line.erase(at, 1);
    return line;
}

// "[--path P]... (--reason TEXT | --dry-run)" → "--path", "P", "--reason", ...
std::vector<std::string> tokens(std::string line)
{
    for (char& c : line)
        if (c == '[' || c == ']' || c == '(' || c == ')' || c == '|') c = ' ';
    std::vector<std::string> out;
    std::istringstream words(line);
    for (std::string w; words >> w;) {
        while (w.size() > 3 && w.compare(w.size() - 3, 3, "...") == 0)
            w.erase(w.size() - 3);
        out.push_back(w);
    }
    return out;
}

struct ManPage
{
    std::vector<std::string> synopses; // the plain ".TP" (and ".TQ") heads of COMMANDS
    std::vector<std::string> globalWords;
};

ManPage readManPage(const std::string& text)
{
    ManPage page;
    std::istringstream lines(text);
    std::string section;
    bool afterTp = false;
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind(".SH ", 0) == 0) section = line.substr(4);
        if (section == "GLOBAL OPTIONS")
            for (auto& w : tokens(plain(line)))
                page.globalWords.push_back(w);
        if (section == "COMMANDS" && afterTp && line.rfind("\\fB", 0) == 0) page.synopses.push_back(plain(line));
        afterTp = line == ".TP" || line == ".TQ"; // .TQ: a second head of the same entry
    }
    return page;
}

bool has(const std::vector<std::string>& words, const std::string& word)
{
    return std::find(words.begin(), words.end(), word) != words.end();
}

// The synopsis lines of a command: `change approve` is a line that starts with
// "change" and whose second word is, or lists (a|b, [a|b]), "approve".
std::vector<std::vector<std::string>> synopsesOf(const ManPage& page, const std::vector<std::string>& words)
{
    std::vector<std::vector<std::string>> out;
    for (const auto& line : page.synopses) {
        std::istringstream in(line);
        std::string first, second;
        in >> first >> second;
        if (first != words[0]) continue;
        if (words.size() > 1) {
            std::string actions = second;
            for (char& c : actions)
                if (c == '[' || c == ']' || c == '|') c = ' ';
            std::istringstream alternatives(actions);
            bool named = false;
            for (std::string a; alternatives >> a;)
                named = named || a == words[1];
            if (!named) continue;
        }
        out.push_back(tokens(line));
    }
    return out;
}

// What the man page leaves out of the listing, one line each (empty: nothing).
std::vector<std::string> undocumented(const std::vector<Listed>& listing, const ManPage& page)
{
    std::vector<std::string> problems;
    for (const auto& c : listing) {
        std::string name;
        for (const auto& w : c.words)
            name += (name.empty() ? "" : " ") + w;
        const auto lines = c.words.empty() ? std::vector<std::vector<std::string>>{page.globalWords}
                                           : synopsesOf(page, c.words);
        if (lines.empty()) {
            problems.push_back("sealctl.1 has no synopsis of '" + name + "'");
            continue;
        }
        for (const auto& option : c.options) {
            bool found = false;
            std::istringstream names(option); // "-o,--output": either name will do
            for (std::string n; std::getline(names, n, ',');)
                for (const auto& line : lines)
                    found = found || has(line, n);
            if (!found)
                problems.push_back("sealctl.1 does not name " + option + " of '" + (name.empty() ? "sealctl" : name) +
                                   "'");
        }
    }
    return problems;
}

std::string joined(const std::vector<std::string>& lines)
{
    std::string out;
    for (const auto& l : lines)
        out += l + "\n";
    return out;
}

} // namespace

class TestSealctlManPage : public QObject
{
    Q_OBJECT

    std::vector<Listed> m_listing;
    ManPage m_page;

private Q_SLOTS:
    void initTestCase()
    {
        const RunResult r = runSealctl({"--list-commands"});
        QVERIFY2(r.exitCode == 0 && r.err.empty(), (r.out + r.err).c_str());
        m_listing = parseListing(r.out);
        m_page = readManPage(readFile(sourceDir() + "/packaging/man/sealctl.1"));
    }

    // The listing is the command table: the global options first, then
    // every command and sub-action, as `sealctl --help` names them.
    void listingIsTheCommandTable()
    {
        QVERIFY(m_listing.size() >= 50);
        QVERIFY(m_listing.front().words.empty());
        QVERIFY(has(m_listing.front().options, "--dsn"));
        const RunResult help = runSealctl({"--help"});
        for (const auto& c : m_listing)
            if (c.words.size() == 1)
                QVERIFY2(help.out.find("\n  " + c.words[0] + " ") != std::string::npos, c.words[0].c_str());
        bool approve = false;
        for (const auto& c : m_listing)
            approve = approve || (c.words == std::vector<std::string>{"change", "approve"} && has(c.options, "--json"));
        QVERIFY(approve);
        QVERIFY(m_page.synopses.size() >= 40);
    }

    void manPageDocumentsEveryCommandAndOption()
    {
        const auto problems = undocumented(m_listing, m_page);
        QVERIFY2(problems.empty(), joined(problems).c_str());
    }

    // Negative controls: an option or a command the man page does not have is caught.
    void madeUpOptionOrCommandIsCaught()
    {
        auto listing = m_listing;
        for (auto& c : listing)
            if (c.words == std::vector<std::string>{"verify"}) c.options.push_back("--no-such-option");
        const auto option = undocumented(listing, m_page);
        QCOMPARE(option.size(), size_t(1));
        QVERIFY2(option.front().find("--no-such-option of 'verify'") != std::string::npos, option.front().c_str());

        listing = m_listing;
        for (auto& c : listing)
            if (c.words == std::vector<std::string>{"change", "reject"}) c.options.push_back("--no-such-option");
        QCOMPARE(undocumented(listing, m_page).size(), size_t(1)); // a sub-action's own lines, not its group's

        listing = m_listing;
        listing.front().options.push_back("--no-such-global");
        listing.push_back({{"frobnicate"}, {}});
        listing.push_back({{"change", "frobnicate"}, {"--json"}});
        QCOMPARE(undocumented(listing, m_page).size(), size_t(3));
    }
};

QTEST_GUILESS_MAIN(TestSealctlManPage)
#include "test_sealctl_manpage.moc"
