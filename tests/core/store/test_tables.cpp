// The kernel's tables as core knows them (issue 29, item 5): what core
// generates from that knowledge (the GRANTs, the wanted indexes, the change
// stamp) is pinned against golden text captured before the table registry
// existed, so moving the knowledge into one place changed nothing.
#include "core/store/change_stamp.hpp"
#include "core/store/grants.hpp"
#include "core/store/indexes.hpp"
#include "core/store/store.hpp"
#include "test_paths.hpp"
#include "test_store.hpp"

#include <QtTest>

#include <fstream>
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
};

QTEST_GUILESS_MAIN(TestTables)
#include "test_tables.moc"
