// replaceRows: a live refresh that removes, inserts, reorders and updates
// rows keeps every persistent index (the view's selection) on its own row,
// and the model stays structurally sound (QAbstractItemModelTester).
#include "models/keyed_table_model.hpp"

#include <QAbstractItemModelTester>
#include <QPersistentModelIndex>
#include <QTest>
#include <array>

using namespace seal;

namespace {

struct Row
{
    QString key;
    int value = 0;
};

// The smallest concrete model: two columns, keyed by `key`.
class Rows : public KeyedTableModel<Row>
{
public:
    Rows() : KeyedTableModel(kTitles, nullptr) {}
    void set(QList<Row> next) { replaceRows(std::move(next)); }

protected:
    QString keyOf(const Row& row) const override { return row.key; }
    QVariant cell(const Row& row, int column, int role) const override
    {
        if (role != Qt::DisplayRole) return {};
        return column == 0 ? QVariant(row.key) : QVariant(row.value);
    }
    static constexpr std::array<const char*, 2> kTitles = {"Key", "Value"};
};

QList<Row> keys(const QString& spec, int value = 0)
{
    QList<Row> out;
    for (const QChar c : spec)
        out.push_back({QString(c), value});
    return out;
}

QString order(const Rows& model)
{
    QString out;
    for (const Row& row : model.rows())
        out += row.key;
    return out;
}

} // namespace

class TestModelKeyedTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void selectionFollowsItsKey_data();
    void selectionFollowsItsKey();
    void removedRowLosesItsIndex();
    void unchangedOrderUpdatesValuesInPlace();
    void theBaseKeepsTheBooks();
};

void TestModelKeyedTable::selectionFollowsItsKey_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::newRow("insert at top") << "abcd"
                                   << "xabcd";
    QTest::newRow("insert in the middle") << "abcd"
                                          << "abxcd";
    QTest::newRow("remove others") << "abcdef"
                                   << "ce";
    QTest::newRow("reverse") << "abcde"
                             << "edcba";
    QTest::newRow("remove, insert, move") << "abcdef"
                                          << "fzcay";
    QTest::newRow("from empty") << ""
                                << "abc";
}

void TestModelKeyedTable::selectionFollowsItsKey()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    Rows model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.set(keys(before));
    QCOMPARE(order(model), before);

    // A persistent index on every row that survives.
    QList<QPersistentModelIndex> held;
    for (int row = 0; row < model.rowCount(); ++row)
        held << QPersistentModelIndex(model.index(row, 1));

    model.set(keys(after, 7));
    QCOMPARE(order(model), after);
    for (const QPersistentModelIndex& index : std::as_const(held)) {
        if (!index.isValid()) continue;
        QCOMPARE(index.column(), 1);
        QCOMPARE(index.data().toInt(), 7);
        // It still names the row it named before the refresh.
        QVERIFY(after.contains(model.index(index.row(), 0).data().toString()));
    }
    int valid = 0;
    for (const QChar c : before)
        if (after.contains(c)) {
            const auto& index = held[before.indexOf(c)];
            QVERIFY2(index.isValid(), qPrintable(QStringLiteral("lost %1").arg(c)));
            QCOMPARE(model.index(index.row(), 0).data().toString(), QString(c));
            ++valid;
        }
    QCOMPARE(std::count_if(held.cbegin(), held.cend(), [](const auto& i) { return i.isValid(); }), valid);
}

void TestModelKeyedTable::removedRowLosesItsIndex()
{
    Rows model;
    model.set(keys(QStringLiteral("abc")));
    const QPersistentModelIndex b(model.index(1, 0));
    model.set(keys(QStringLiteral("ac")));
    QVERIFY(!b.isValid()); // negative control: a removed row is not silently re-pointed
}

void TestModelKeyedTable::unchangedOrderUpdatesValuesInPlace()
{
    Rows model;
    model.set(keys(QStringLiteral("abc"), 1));
    int resets = 0;
    int layouts = 0;
    int changed = 0;
    connect(&model, &QAbstractItemModel::modelReset, this, [&resets] { ++resets; });
    connect(&model, &QAbstractItemModel::layoutChanged, this, [&layouts] { ++layouts; });
    connect(&model, &QAbstractItemModel::dataChanged, this, [&changed] { ++changed; });
    model.set(keys(QStringLiteral("abc"), 2));
    QCOMPARE(resets, 0);
    QCOMPARE(layouts, 0);
    QCOMPARE(changed, 1);
    QCOMPARE(model.index(2, 1).data().toInt(), 2);
}

// What every concrete model inherits: counts, lookups by position and key,
// the header from its titles, and nothing for an index it does not own.
void TestModelKeyedTable::theBaseKeepsTheBooks()
{
    Rows model;
    model.set(keys(QStringLiteral("abc"), 5));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), 2);
    QCOMPARE(model.rowCount(model.index(0, 0)), 0); // a table: no children
    QCOMPARE(model.columnCount(model.index(0, 0)), 0);
    QCOMPARE(model.rowOf(QStringLiteral("c")), 2);
    QCOMPARE(model.rowOf(QStringLiteral("z")), -1);
    QVERIFY(model.rowAt(1) && model.rowAt(1)->key == QStringLiteral("b"));
    QVERIFY(!model.rowAt(3)); // negative controls: past the end, and before it
    QVERIFY(!model.rowAt(-1));
    QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Value"));
    QVERIFY(!model.headerData(1, Qt::Horizontal, Qt::ToolTipRole).isValid());
    QVERIFY(!model.data(QModelIndex()).isValid());
    QCOMPARE(model.data(model.index(2, 1)).toInt(), 5);
}

QTEST_GUILESS_MAIN(TestModelKeyedTable)
#include "test_model_keyed_table.moc"
