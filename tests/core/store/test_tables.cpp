// The kernel's tables as core knows them (core/store/tables.*, issue 29 item
// 5): the registry's columns exist in the reference kernel's stores, a column
// that does not is named, and what core generates from the registry (the
// GRANTs, the wanted indexes, the change stamp) equals the golden text
// captured before the registry existed.
#include "core/store/change_stamp.hpp"
#include "core/store/grants.hpp"
#include "core/store/indexes.hpp"
#include "core/store/optional_tables.hpp"
#include "core/store/store.hpp"
#include "core/store/tables.hpp"
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;

namespace {

std::string lines(const std::vector<std::string>& items)
{
    std::string out;
    for (const auto& item : items) out += item + "\n";
    return out;
}

// Runs of spaces collapsed: the stamp's SQL is pinned as text, not as its
// source's line wrapping.
std::string collapsedSpaces(const std::string& sql)
{
    std::string out;
    for (const char c : sql)
        if (c != ' ' || out.empty() || out.back() != ' ') out += c;
    return out;
}

// Compares with tests/core/store/tables_golden/<name>.txt; on a difference
// the actual text is written beside the test (<name>.actual) for a diff.
void compareGolden(const std::string& name, const std::string& actual)
{
    const std::string path = sourceDir() + "/tests/core/store/tables_golden/" + name + ".txt";
    std::ifstream in(path, std::ios::binary);
    std::stringstream expected;
    expected << in.rdbuf();
    if (expected.str() == actual) return;
    std::ofstream(name + ".actual", std::ios::binary) << actual;
    QFAIL(qPrintable(QString::fromStdString("differs from " + path + ": see " + name + ".actual in the test's folder")));
}

std::string grantsOf(const TestDatabase& db, GrantFor kind)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    return lines(grantStatements(conn, "desk \"role\"", kind));
}

std::string stampOf(const TestDatabase& db)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    const StoreStamp s = readStoreStamp(conn);
    return lines({s.certs, s.events, s.approvals, s.intents, s.policy});
}

} // namespace

class TestTables : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void grantsAsBefore_data()
    {
        QTest::addColumn<QString>("store");
        QTest::addColumn<bool>("approver");
        for (const char* store : {"a", "c", "e", "withdrawn"}) {
            QTest::addRow("approver-%s", store) << QString::fromLatin1(store) << true;
            QTest::addRow("operator-%s", store) << QString::fromLatin1(store) << false;
        }
    }
    void grantsAsBefore()
    {
        QFETCH(QString, store);
        QFETCH(bool, approver);
        auto db = store == u"c" ? TestDatabase::storeC() : store == u"e" ? TestDatabase::storeE() : TestDatabase::storeA();
        // Seal Desk's withdrawn obligations layout (SPEC §14): no grants for either obligations table.
        if (store == u"withdrawn") {
            db.exec("CREATE TABLE seal_obligations (id bigserial PRIMARY KEY, state text)");
            db.exec("CREATE TABLE seal_obligation_breaches (id bigserial PRIMARY KEY)");
        }
        compareGolden(std::string("grants-") + (approver ? "approver-" : "operator-") + store.toStdString(),
                      grantsOf(db, approver ? GrantFor::Approver : GrantFor::Operator));
    }

    void indexesAsBefore()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        std::string text;
        for (const IndexAdvice& index : adviseIndexes(conn))
            text += index.name + " | " + index.table + " | " + index.definition + " | " + index.why + " | " +
                    indexStateName(index.state) + "\n" + createIndexSql(index) + "\n";
        compareGolden("indexes", text);
    }

    void stampAsBefore()
    {
        compareGolden("stamp-sql", collapsedSpaces(storeStampSql()) + "\n");
        compareGolden("stamp-a", stampOf(TestDatabase::storeA()));
        compareGolden("stamp-c", stampOf(TestDatabase::storeC()));
        compareGolden("stamp-e", stampOf(TestDatabase::storeE()));
    }

    // (1) Parity: every registry table the reference kernel's stores hold has
    // at least the registry's columns there (store-e has them all but none of
    // Seal Desk's; store-a and store-c are older setups, for the optional ones).
    void referenceHasTheRegistryColumns_data()
    {
        QTest::addColumn<QString>("store");
        for (const char* store : {"a", "c", "e"}) QTest::addRow("store-%s", store) << QString::fromLatin1(store);
    }
    void referenceHasTheRegistryColumns()
    {
        QFETCH(QString, store);
        auto db = store == u"c" ? TestDatabase::storeC() : store == u"e" ? TestDatabase::storeE() : TestDatabase::storeA();
        auto conn = db.connect();
        int checked = 0;
        for (const KernelTable& table : kernelTables()) {
            if (!hasTable(conn, table.name)) {
                QVERIFY2(table.presence == TablePresence::Optional, table.name);
                continue;
            }
            const auto missing = missingColumns(conn, table);
            QVERIFY2(missing.empty(), (std::string(table.name) + " lacks " + lines(missing)).c_str());
            ++checked;
        }
        // store-e, written by 0.3.x with budgets and obligations, holds every kernel table core knows.
        if (store == u"e") QCOMPARE(checked, static_cast<int>(kernelTables().size()));
    }

    // (3) Negative control: a doctored entry naming a column the kernel never
    // had is reported by name; a table the store lacks, with every column.
    void parityNamesAMissingColumn()
    {
        auto db = TestDatabase::storeA();
        auto conn = db.connect();
        const KernelTable* approvals = kernelTable("seal_approvals");
        QVERIFY(approvals);
        std::vector<const char*> columns(approvals->columns.begin(), approvals->columns.end());
        columns.push_back("quorum_note");
        KernelTable doctored = *approvals;
        doctored.columns = columns;
        QCOMPARE(missingColumns(conn, doctored), std::vector<std::string>{"quorum_note"});
        KernelTable absent = *approvals;
        absent.name = "seal_no_such_table";
        QCOMPARE(missingColumns(conn, absent).size(), approvals->columns.size());
    }

    // The registry itself: one entry per table, the core tables are sealTables(),
    // only core tables feed the stamp (one absent table would fail its one
    // statement), every part of the stamp is fed, index names are unique.
    void registryIsConsistent()
    {
        std::set<std::string> names;
        std::set<std::string> indexNames;
        std::vector<std::string> core;
        std::set<StampPart> fed;
        for (const KernelTable& t : kernelTables()) {
            QVERIFY2(names.insert(t.name).second, t.name);
            QVERIFY2(kernelTable(t.name) == &t, t.name);
            QVERIFY2(!t.columns.empty() && t.decodedBy && *t.decodedBy && t.createdBy && *t.createdBy, t.name);
            if (t.presence == TablePresence::Core) core.emplace_back(t.name);
            else QVERIFY2(t.stamp.empty(), t.name);
            for (const StampTerm& term : t.stamp) fed.insert(term.part);
            for (const WantedIndex& w : t.indexes) QVERIFY2(indexNames.insert(w.name).second, w.name);
        }
        QCOMPARE(core, sealTables());
        QCOMPARE(fed.size(), size_t{5});
        QVERIFY(kernelTable("seal_nothing") == nullptr);
    }

    // Every optional-table check in core names a table of the registry marked
    // optional (or one of Seal Desk's own sealdesk_ tables): a new table read
    // with hasTable is an entry first.
    void optionalChecksNameRegistryTables()
    {
        const std::regex call(R"re(hasTable\(\s*\w+\s*,\s*"([a-z_]+)"\s*\))re");
        int seen = 0;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(sourceDir() + "/core")) {
            if (entry.path().extension() != ".cpp") continue;
            const std::string text = readFile(entry.path().string());
            for (auto m = std::sregex_iterator(text.begin(), text.end(), call); m != std::sregex_iterator(); ++m) {
                const std::string table = (*m)[1].str();
                ++seen;
                if (table.rfind("sealdesk_", 0) == 0) continue;
                const KernelTable* t = kernelTable(table);
                QVERIFY2(t && t->presence == TablePresence::Optional,
                         (entry.path().string() + ": hasTable(\"" + table + "\") is no optional registry table").c_str());
            }
        }
        QVERIFY(seen > 10);
    }
};

QTEST_GUILESS_MAIN(TestTables)
#include "test_tables.moc"
