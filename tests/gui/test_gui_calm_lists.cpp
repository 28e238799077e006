// Calm live lists (issue 14, item 3) on copies of the reference store: rows
// another connection writes while a list is read wait behind a "N new —
// show" bar (Certificates, Events, the Approvals history) and the selection,
// the scroll position and the rows on screen stay where they were; at the
// very top with nothing selected they flow in (the reader watches the head).
// Every page says "Loading…" until its first data is shown.
#include "models/approval_model.hpp"
#include "models/certificate_model.hpp"
#include "models/event_model.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/pages/autonomy_page.hpp"
#include "views/pages/budgets_page.hpp"
#include "views/pages/certificates_page.hpp"
#include "views/pages/divergences_page.hpp"
#include "views/pages/events_page.hpp"
#include "views/pages/holds_page.hpp"
#include "views/pages/mandates_page.hpp"
#include "views/pages/overview_page.hpp"
#include "views/pages/sagas_page.hpp"
#include "views/widgets/new_rows_bar.hpp"

#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 30000;

template <typename T> T* child(const QWidget& parent, const char* name)
{
    T* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no widget named %s", name);
    return found;
}

// The first look at the store only records its change stamp; later looks
// measure changes from it.
void takeBaseline(StoreClient& store)
{
    QSignalSpy refreshed(&store, &StoreClient::refreshed);
    store.checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), kWait);
    QTest::qWait(100);
}

qint64 seqOf(const QModelIndex& index)
{
    return index.data(CertificateModel::SeqRole).toLongLong();
}

// The seq of the row at the top of the table's viewport.
qint64 topSeq(const QTableView* table)
{
    return seqOf(table->indexAt(QPoint(4, 4)));
}

// Appends `n` certs after seq 717 (the chain need not verify here).
void appendCerts(const TestDatabase& db, qint64 head, int n)
{
    db.exec("INSERT INTO seal_certs (seq, intent, hash, prev_hash, body, created_at)"
            " SELECT seq + " +
            std::to_string(n) + ", intent, 'calm' || (seq + " + std::to_string(n) +
            "), hash, body, created_at + 1 FROM seal_certs WHERE seq > " + std::to_string(head - n) +
            " AND seq <= " + std::to_string(head));
}

// Appends `n` events, each a second after the one before (newer than every
// event of the fixture).
void appendEvents(const TestDatabase& db, int n)
{
    static int next = 0;
    for (int i = 0; i < n; ++i)
        db.exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES ('refund', 'calm', NULL, "
                "NULL, " +
                std::to_string(1895946400 + next++) + ")");
}

void clearSelection(QTableView* table)
{
    table->selectionModel()->clear(); // no current row, nothing selected
    table->scrollToTop();
    QVERIFY(!table->currentIndex().isValid());
}

} // namespace

class TestGuiCalmLists : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { pinEnglishUtcDisplay(); }
    void certsWaitWhileReading();
    void certsFlowInAtTheTopWithNothingSelected();
    void eventsWaitWhileReading();
    void approvalHistoryWaitsWhileReading();
    void everyPageSaysItIsLoading_data();
    void everyPageSaysItIsLoading();
};

void TestGuiCalmLists::certsWaitWhileReading()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificatesPage page(&store);
    page.resize(1200, 800);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && page.table()->currentIndex().isValid(), kWait);
    QTableView* table = page.table();
    auto* bar = child<NewRowsBar>(page, "certNewRows");
    QVERIFY(bar->isHidden());

    // The reader scrolled a little and aims at a row.
    table->verticalScrollBar()->setValue(3);
    const QModelIndex aimed = table->indexAt(QPoint(4, table->rowHeight(0) * 2 + 4));
    table->selectionModel()->setCurrentIndex(aimed,
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    const qint64 selected = seqOf(table->currentIndex());
    const int scroll = table->verticalScrollBar()->value();
    const qint64 top = topSeq(table);
    const int rows = page.model()->rowCount();
    QVERIFY(scroll > 0);
    QSignalSpy reset(page.model(), &QAbstractItemModel::modelReset);
    takeBaseline(store);

    appendCerts(db, 717, 3); // seq 718..720, by another connection
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), bar->count()), 3, kWait);
    QVERIFY(bar->isVisible());
    auto* show = child<QPushButton>(*bar, "newRowsShow");
    QVERIFY2(show->text().startsWith(QLatin1String("3 new")), qPrintable(show->text()));
    // Nothing moved: the rows, the selection, the scroll position, the row on top.
    QCOMPARE(page.model()->rowCount(), rows);
    QCOMPARE(page.model()->seqAt(0), 717);
    QCOMPARE(seqOf(table->currentIndex()), selected);
    QCOMPARE(table->verticalScrollBar()->value(), scroll);
    QCOMPARE(topSeq(table), top);
    // Another cert while the bar is up: the count follows.
    appendCerts(db, 720, 1);
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), bar->count()), 4, kWait);
    QCOMPARE(topSeq(table), top);

    // Asked for: they come in at the top, the selection stays on its cert.
    QTest::mouseClick(show, Qt::LeftButton);
    QCOMPARE(page.model()->rowCount(), rows + 4);
    QCOMPARE(page.model()->seqAt(0), 721);
    QCOMPARE(page.model()->seqAt(3), 718);
    QCOMPARE(seqOf(table->currentIndex()), selected);
    QCOMPARE(topSeq(table), 721); // scrolled to them
    QVERIFY(bar->isHidden());
    QCOMPARE(reset.count(), 0); // inserted, nothing reloaded
}

void TestGuiCalmLists::certsFlowInAtTheTopWithNothingSelected()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificatesPage page(&store);
    page.resize(1200, 800);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && page.table()->currentIndex().isValid(), kWait);
    QTableView* table = page.table();
    auto* bar = child<NewRowsBar>(page, "certNewRows");
    takeBaseline(store);

    // At the very top with nothing selected the reader watches the head: new certs flow in.
    clearSelection(table);
    appendCerts(db, 717, 2);
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), page.model()->seqAt(0)), 719, kWait);
    QCOMPARE(topSeq(table), 719);
    QVERIFY(bar->isHidden());
    QCOMPARE(bar->count(), 0);

    // At the top, but a row selected (the first, as the page opens): that row is read; it stays.
    table->selectionModel()->setCurrentIndex(table->model()->index(0, 0),
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    appendCerts(db, 719, 1);
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), bar->count()), 1, kWait);
    QCOMPARE(page.model()->seqAt(0), 719);
    QCOMPARE(topSeq(table), 719);
    QCOMPARE(seqOf(table->currentIndex()), 719);
}

void TestGuiCalmLists::eventsWaitWhileReading()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    EventsPage page(&store);
    page.resize(1100, 700);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
    QTableView* table = page.table();
    auto* bar = child<NewRowsBar>(page, "eventNewRows");
    const int rows = page.model()->rowCount();
    const QModelIndex third = page.model()->index(2, 0);
    const qint64 id = third.data(EventModel::IdRole).toLongLong();
    const qint64 topId = page.model()->index(0, 0).data(EventModel::IdRole).toLongLong();
    table->selectionModel()->setCurrentIndex(third,
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    takeBaseline(store);

    appendEvents(db, 2);
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), bar->count()), 2, kWait);
    QVERIFY(bar->isVisible());
    auto* show = child<QPushButton>(*bar, "newRowsShow");
    QVERIFY2(show->text().startsWith(QLatin1String("2 new")), qPrintable(show->text()));
    QCOMPARE(page.model()->rowCount(), rows);
    QCOMPARE(table->currentIndex().row(), 2); // the selected row did not move
    QCOMPARE(table->currentIndex().data(EventModel::IdRole).toLongLong(), id);
    QCOMPARE(table->indexAt(QPoint(4, 4)).data(EventModel::IdRole).toLongLong(), topId);

    QTest::mouseClick(show, Qt::LeftButton);
    QCOMPARE(page.model()->rowCount(), rows + 2);
    QCOMPARE(page.model()->index(0, EventModel::KindColumn).data().toString(), QStringLiteral("calm"));
    QCOMPARE(table->currentIndex().data(EventModel::IdRole).toLongLong(), id); // the same event
    QCOMPARE(table->currentIndex().row(), 4);
    QVERIFY(bar->isHidden());

    // Negative control: at the top with nothing selected they flow in.
    clearSelection(table);
    appendEvents(db, 1);
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), page.model()->rowCount()), rows + 3, kWait);
    QVERIFY(bar->isHidden());
}

void TestGuiCalmLists::approvalHistoryWaitsWhileReading()
{
    const auto db = TestDatabase::storeA();
    // A history long enough to read in (decided before the page opens).
    for (int i = 0; i < 4; ++i)
        db.exec("INSERT INTO seal_approvals VALUES ('old-" + std::to_string(i) +
                "', 'intent-old', 'payout', 5, 'agent:old', 'DUAL', 'approved', 2, " +
                std::to_string(1795946000 + i) + ", 4102444800, " + std::to_string(1795946100 + i) +
                ", NULL)");
    StoreClient store(qdsn(db));
    ApprovalsPage page(&store);
    page.resize(1200, 720);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
    page.setScope(ApprovalFilter::Scope::History);
    QTableView* table = page.table();
    QAbstractItemModel* shown = table->model();
    QTRY_VERIFY_WITH_TIMEOUT(shown->rowCount() > 2, kWait);
    auto* bar = child<NewRowsBar>(page, "approvalNewRows");
    const int rows = shown->rowCount();
    table->selectionModel()->setCurrentIndex(shown->index(1, 0),
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    const QString selected = page.selectedId();
    const QString top = shown->index(0, 0).data(ApprovalModel::ApprovalIdRole).toString();
    takeBaseline(store);

    // Two requests decided by others (one created before every listed one: it sorts at the top).
    db.exec(
        "INSERT INTO seal_approvals VALUES ('calm-1', 'intent-calm-1', 'payout', 10, 'agent:calm', 'DUAL',"
        " 'rejected', 2, 1000, 4102444800, 1896000000, NULL),"
        " ('calm-2', 'intent-calm-2', 'payout', 20, 'agent:calm', 'DUAL',"
        " 'approved', 2, 1795946950, 4102444800, 1896000001, NULL)");
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), bar->count()), 2, kWait);
    QVERIFY(page.model()->rowOf(QStringLiteral("calm-1")) >= 0); // read, and held
    auto* show = child<QPushButton>(*bar, "newRowsShow");
    QVERIFY2(show->text().startsWith(QLatin1String("2 new")), qPrintable(show->text()));
    QCOMPARE(shown->rowCount(), rows);
    QCOMPARE(page.selectedId(), selected);
    QCOMPARE(table->currentIndex().row(), 1);
    QCOMPARE(shown->index(0, 0).data(ApprovalModel::ApprovalIdRole).toString(), top);

    QTest::mouseClick(show, Qt::LeftButton);
    QCOMPARE(shown->rowCount(), rows + 2);
    QCOMPARE(shown->index(0, 0).data(ApprovalModel::ApprovalIdRole).toString(), QStringLiteral("calm-1"));
    QCOMPARE(page.selectedId(), selected);
    QVERIFY(bar->isHidden());

    // Negative control: at the top with nothing selected, decisions flow in.
    clearSelection(table);
    db.exec(
        "INSERT INTO seal_approvals VALUES ('calm-3', 'intent-calm-3', 'payout', 30, 'agent:calm', 'DUAL',"
        " 'expired', 2, 1795946960, 1795946961, 1896000002, NULL)");
    QTRY_COMPARE_WITH_TIMEOUT((store.checkForChanges(), shown->rowCount()), rows + 3, kWait);
    QTest::qWait(50); // the count is told after the filtering
    QVERIFY(bar->isHidden());
}

void TestGuiCalmLists::everyPageSaysItIsLoading_data()
{
    QTest::addColumn<QString>("page");
    for (const char* name :
         {"overview", "autonomy", "approvals", "holds", "divergences", "certificates", "events", "budgets", "mandates",
          "sagas"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestGuiCalmLists::everyPageSaysItIsLoading()
{
    QFETCH(QString, page);
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    std::unique_ptr<ConsolePage> shown;
    if (page == QLatin1String("overview")) shown = std::make_unique<OverviewPage>(&store);
    if (page == QLatin1String("autonomy")) shown = std::make_unique<AutonomyPage>(&store);
    if (page == QLatin1String("approvals")) shown = std::make_unique<ApprovalsPage>(&store);
    if (page == QLatin1String("holds")) shown = std::make_unique<HoldsPage>(&store);
    if (page == QLatin1String("divergences")) shown = std::make_unique<DivergencesPage>(&store);
    if (page == QLatin1String("certificates")) shown = std::make_unique<CertificatesPage>(&store);
    if (page == QLatin1String("events")) shown = std::make_unique<EventsPage>(&store);
    if (page == QLatin1String("budgets")) shown = std::make_unique<BudgetsPage>(&store);
    if (page == QLatin1String("mandates")) shown = std::make_unique<MandatesPage>(&store);
    if (page == QLatin1String("sagas")) shown = std::make_unique<SagasPage>(&store);
    QVERIFY(shown);
    shown->resize(1024, 700);
    shown->show();
    // Before the event loop has run, no read can have come back: the page says it is loading.
    QVERIFY(!shown->hasData());
    auto* loading = child<QLabel>(*shown, "pageLoading");
    QVERIFY(loading->isVisible());
    QCOMPARE(loading->text(), QStringLiteral("Loading\u2026"));
    QVERIFY(loading->geometry().intersects(shown->rect())); // on the page, not outside it
    QVERIFY(shown->isShowingLoading());
    // Its first data shown, the note goes.
    QTRY_VERIFY_WITH_TIMEOUT(shown->hasData(), kWait);
    QTRY_VERIFY_WITH_TIMEOUT(!loading->isVisible(), kWait);
    QVERIFY(!shown->isShowingLoading());
}

QTEST_MAIN(TestGuiCalmLists)
#include "test_gui_calm_lists.moc"
