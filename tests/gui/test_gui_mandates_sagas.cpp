// The Mandates and Sagas pages (issue 13) on copies of store-c: the pages show
// the store's paths, mandates and graphs; an operator puts a path under
// mandate and releases one through the confirmation (the row changes, the
// event is recorded with the operator's role); a cancelled confirmation
// writes nothing; a non-operator and a superuser see both writes disabled
// with the reason; hostile paths and graph ids are shown as plain text; a
// child's intent opens its story, a child without one offers none.
#include "core/base/clock.hpp"
#include "models/mandate_model.hpp"
#include "models/saga_model.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/dialogs/intent_story_dialog.hpp"
#include "views/pages/mandates_page.hpp"
#include "views/pages/sagas_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QtTest>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const char* const kHostile = "<b>bold</b><img src=x>\u202etxt";

template <typename T> T* child(const QObject& parent, const char* name)
{
    T* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no widget named %s", name);
    return found;
}

void waitReady(const StoreClient& store, const ConsolePage& page)
{
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
}

std::string scalarText(const TestDatabase& db, const std::string& sql)
{
    auto conn = db.connect();
    Result r = conn.exec(sql);
    return r.rows() == 0 ? std::string("(no row)") : std::string(r.text(0, 0));
}

} // namespace

class TestGuiMandatesSagas : public QObject
{
    Q_OBJECT

    std::unique_ptr<GroupScope> m_group;
    std::string m_op;
    std::string m_outsider;

private Q_SLOTS:
    void initTestCase()
    {
        pinEnglishUtcDisplay();
        const double at = expectedStoreC()["generated_at"].get<double>();
        setClockForTesting([at] { return at; });
        m_group = std::make_unique<GroupScope>("seal_operator");
        m_op = m_group->add("mandates_gui_ops");
        m_outsider = ensureRole("mandates_gui_outsider");
    }
    void cleanupTestCase()
    {
        m_group.reset();
        setClockForTesting({});
    }
    void pageShowsTheStoresMandates();
    void operatorRequiresAndReleases();
    void cancelledConfirmationWritesNothing();
    void nonOperatorsSeeWhyNot_data();
    void nonOperatorsSeeWhyNot();
    void hostilePathIsPlainText();
    void sagasPageShowsGraphsAndOpensStories();
    void hostileGraphIsPlainText();
};

void TestGuiMandatesSagas::pageShowsTheStoresMandates()
{
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    MandatesPage page(&store);
    page.resize(1024, 700);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
    QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto* mandates = child<QTableView>(page, "mandatesTable");
    auto* paths = child<QTableView>(page, "mandatePathsTable");
    QCOMPARE(mandates->model()->rowCount(),
             static_cast<int>(db.scalar("SELECT count(*) FROM seal_mandates")));
    QCOMPARE(paths->model()->rowCount(),
             static_cast<int>(db.scalar("SELECT count(*) FROM seal_mandate_paths")));
    QVERIFY(page.model()->paths()->isRequired(QStringLiteral("refund")));
    QVERIFY(!page.model()->paths()->isRequired(QStringLiteral("invoice")));
    QVERIFY(child<QLabel>(page, "mandatesMessage")->isHidden());
    QVERIFY2(
        child<QLabel>(page, "mandatesTitle")->text().endsWith(QString::number(mandates->model()->rowCount())),
        qPrintable(child<QLabel>(page, "mandatesTitle")->text()));

    // The newest mandate is chosen by itself; its detail names its ticket.
    const std::string wire = "8353c31e766e0ea1e69fad8210bcf34002a657a1b9a706dcbe6c538d7063dae3";
    page.showKey(QString::fromStdString(wire));
    QCOMPARE(page.currentIntent().toStdString(), wire);
    const QString detail = child<QPlainTextEdit>(page, "mandateDetail")->toPlainText();
    QVERIFY2(detail.contains(QStringLiteral("Approvers: dana@finance, sam@ops, lee@risk")),
             qPrintable(detail));
    QVERIFY2(detail.contains(QStringLiteral("Tier: ALWAYS_HUMAN")), qPrintable(detail));
    const std::string sig = scalarText(db, "SELECT sig FROM seal_tickets WHERE intent = '" + wire + "'");
    QVERIFY2(detail.contains(QString::fromStdString("Ticket signature: " + sig)), qPrintable(detail));

    // The intent opens its story.
    QTest::mouseClick(child<QPushButton>(page, "mandateStoryButton"), Qt::LeftButton);
    auto* story = waitForDialog<IntentStoryDialog>(page, "mandateIntentStory");
    QVERIFY(story);
    QCOMPARE(story->intent().toStdString(), wire);
    QTRY_VERIFY_WITH_TIMEOUT(story->hasLoaded(), kWait);
    story->close();

    // A path row chosen fills the path field.
    page.showKey(QStringLiteral("refund"));
    QCOMPARE(page.pathEdit()->text(), QStringLiteral("refund"));
}

void TestGuiMandatesSagas::operatorRequiresAndReleases()
{
    const auto db = TestDatabase::storeC();
    db.grantToEveryone();
    StoreClient store(QString::fromStdString(db.dsn(m_op)));
    MandatesPage page(&store);
    page.resize(1024, 700);
    page.show();
    waitReady(store, page);
    const long long eventsBefore = db.scalar("SELECT count(*) FROM seal_events");

    // Require: a path not in the table yet.
    page.pathEdit()->setText(QStringLiteral("fax"));
    QVERIFY2(page.requireButton()->isEnabled(), qPrintable(page.requireButton()->toolTip()));
    QVERIFY(!page.releaseButton()->isEnabled()); // fax needs no mandate: nothing to release
    QTest::mouseClick(page.requireButton(), Qt::LeftButton);
    auto* confirm = waitForDialog<ConfirmWriteDialog>(page, "confirmMandateDialog");
    QVERIFY(confirm);
    QVERIFY(!confirm->confirmButton()->isEnabled()); // a reason is required
    confirm->reasonEdit()->setPlainText(QStringLiteral("fax spend needs a mandate from now on"));
    QVERIFY(confirm->confirmButton()->isEnabled());
    QTest::mouseClick(confirm->confirmButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(page.model()->paths()->isRequired(QStringLiteral("fax")), kWait);
    QCOMPARE(scalarText(
                 db, "SELECT required::text || '|' || updated_by FROM seal_mandate_paths WHERE path = 'fax'"),
             "true|" + m_op);
    QCOMPARE(scalarText(db,
                        "SELECT kind || '|' || path || '|' || (detail->>'by') || '|' || (detail->>'reason') "
                        "FROM seal_events ORDER BY id DESC LIMIT 1"),
             "mandate_path_required|fax|" + m_op + "|fax spend needs a mandate from now on");
    QCOMPARE(db.scalar("SELECT count(*) FROM seal_events"), eventsBefore + 1);
    QTRY_VERIFY_WITH_TIMEOUT(!page.requireButton()->isEnabled() && page.releaseButton()->isEnabled(), kWait);

    // Release: refund, chosen from the table.
    page.showKey(QStringLiteral("refund"));
    QCOMPARE(page.pathEdit()->text(), QStringLiteral("refund"));
    QTRY_VERIFY_WITH_TIMEOUT(page.releaseButton()->isEnabled(), kWait);
    QTest::mouseClick(page.releaseButton(), Qt::LeftButton);
    confirm = waitForDialog<ConfirmWriteDialog>(page, "confirmMandateDialog");
    QVERIFY(confirm);
    confirm->reasonEdit()->setPlainText(QStringLiteral("refunds are capped by budget now"));
    QTest::mouseClick(confirm->confirmButton(), Qt::LeftButton);
    const int refund = page.model()->paths()->rowOf(QStringLiteral("refund"));
    QTRY_COMPARE_WITH_TIMEOUT(
        page.model()->paths()->index(refund, MandatePathModel::RequiredColumn).data().toString(),
        QStringLiteral("released"), kWait);
    QCOMPARE(page.model()
                 ->paths()
                 ->index(refund, MandatePathModel::UpdatedByColumn)
                 .data()
                 .toString()
                 .toStdString(),
             m_op);
    QCOMPARE(scalarText(db, "SELECT kind || '|' || path || '|' || (detail->>'by') FROM seal_events "
                            "ORDER BY id DESC LIMIT 1"),
             "mandate_path_released|refund|" + m_op);
    QCOMPARE(db.scalar("SELECT count(*) FROM seal_events"), eventsBefore + 2);
}

void TestGuiMandatesSagas::cancelledConfirmationWritesNothing()
{
    const auto db = TestDatabase::storeC();
    db.grantToEveryone();
    const auto before = storeSnapshot(db);
    StoreClient store(QString::fromStdString(db.dsn(m_op)));
    MandatesPage page(&store);
    page.show();
    waitReady(store, page);
    page.pathEdit()->setText(QStringLiteral("fax"));
    QTest::mouseClick(page.requireButton(), Qt::LeftButton);
    auto* confirm = waitForDialog<ConfirmWriteDialog>(page, "confirmMandateDialog");
    QVERIFY(confirm);
    confirm->reasonEdit()->setPlainText(QStringLiteral("changed my mind"));
    confirm->reject();
    QTest::qWait(300);
    QVERIFY(!page.model()->paths()->isRequired(QStringLiteral("fax")));
    QCOMPARE(changedTables(before, storeSnapshot(db)), std::set<std::string>{});
}

void TestGuiMandatesSagas::nonOperatorsSeeWhyNot_data()
{
    QTest::addColumn<bool>("superuser");
    QTest::addColumn<QString>("because");
    QTest::newRow("not in seal_operator") << false << QStringLiteral("not a member of seal_operator");
    QTest::newRow("superuser") << true << QStringLiteral("is a superuser");
}

void TestGuiMandatesSagas::nonOperatorsSeeWhyNot()
{
    QFETCH(bool, superuser);
    QFETCH(QString, because);
    const auto db = TestDatabase::storeC();
    db.grantToEveryone();
    const auto before = storeSnapshot(db);
    StoreClient store(QString::fromStdString(superuser ? db.dsn() : db.dsn(m_outsider)));
    MandatesPage page(&store);
    page.show();
    waitReady(store, page);
    page.showKey(QStringLiteral("refund")); // a required path: only the role stands in the way of a release
    QCOMPARE(page.pathEdit()->text(), QStringLiteral("refund"));
    for (QPushButton* button : {page.requireButton(), page.releaseButton()}) {
        QVERIFY(!button->isEnabled());
        QVERIFY2(button->toolTip().contains(because), qPrintable(button->toolTip()));
    }
    auto* whyNot = child<QLabel>(page, "mandateWhyNot");
    QVERIFY2(whyNot->isVisible() && whyNot->text().contains(because), qPrintable(whyNot->text()));
    QTest::mouseClick(page.releaseButton(), Qt::LeftButton);
    QTest::qWait(100);
    QVERIFY(!page.findChild<ConfirmWriteDialog*>());
    QCOMPARE(changedTables(before, storeSnapshot(db)), std::set<std::string>{});
}

void TestGuiMandatesSagas::hostilePathIsPlainText()
{
    const auto db = TestDatabase::storeC();
    db.connect().exec(
        "INSERT INTO seal_mandate_paths (path, required, updated_at, updated_by) VALUES ($1, true, 0, $1)",
        {param(std::string(kHostile))});
    StoreClient store(qdsn(db));
    MandatesPage page(&store);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
    const QString raw = QString::fromUtf8(kHostile);
    const int row = page.model()->paths()->rowOf(raw);
    QVERIFY(row >= 0);
    // The raw value has the bidi override (so the check below can fail) ...
    QVERIFY(page.model()
                ->paths()
                ->index(row, 0)
                .data(MandatePathModel::PathRole)
                .toString()
                .contains(QChar(0x202e)));
    // ... the shown one makes it visible, never obeys it, and keeps the markup as
    // text; the path is marked as one that hides a code point (issue 26, item 4).
    for (int column : {MandatePathModel::PathColumn, MandatePathModel::UpdatedByColumn}) {
        const QString shown = page.model()->paths()->index(row, column).data().toString();
        const QString mark = column == MandatePathModel::PathColumn ? QString::fromUtf8("\u26A0 ") : QString();
        QVERIFY2(shown.startsWith(mark + QStringLiteral("<b>bold</b><img src=x>")), qPrintable(shown));
        QVERIFY(!shown.contains(QChar(0x202e)));
    }
    page.showKey(raw);
    QCOMPARE(page.pathEdit()->text(), raw);
    for (const char* name : {"mandateWhyNot", "mandatesTitle", "mandatesMessage"})
        QCOMPARE(child<QLabel>(page, name)->textFormat(), Qt::PlainText);
}

void TestGuiMandatesSagas::sagasPageShowsGraphsAndOpensStories()
{
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    SagasPage page(&store);
    page.resize(1024, 700);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
    QAbstractItemModelTester tester(page.children(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(page.table()->model()->rowCount(),
             static_cast<int>(db.scalar("SELECT count(*) FROM seal_graphs")));
    // The diverged graph first, chosen by itself, its children below.
    QCOMPARE(page.table()->currentIndex().data(SagaModel::GraphRole).toString(),
             QStringLiteral("order-1004"));
    QCOMPARE(page.table()->model()->index(0, SagaModel::VerdictColumn).data().toString(),
             QStringLiteral("diverged"));
    QCOMPARE(page.childTable()->model()->rowCount(), 1);
    QVERIFY(child<QLabel>(page, "sagasSummary")->text().startsWith(QStringLiteral("4 graphs: 1 diverged")));
    QVERIFY(
        child<QPlainTextEdit>(page, "sagaDetail")->toPlainText().contains(QStringLiteral("WORLD_DIVERGED")));

    // The child's intent opens its story.
    const QString intent = page.currentIntent();
    QVERIFY(!intent.isEmpty());
    auto* storyButton = child<QPushButton>(page, "sagaStoryButton");
    QVERIFY(storyButton->isEnabled());
    QTest::mouseClick(storyButton, Qt::LeftButton);
    auto* story = waitForDialog<IntentStoryDialog>(page, "sagaIntentStory");
    QVERIFY(story);
    QCOMPARE(story->intent(), intent);
    story->close();

    // order-1003's capture has no intent: no story to open (negative control).
    page.showKey(QStringLiteral("order-1003"));
    QCOMPARE(page.children()->graphId(), QStringLiteral("order-1003"));
    const int capture = page.children()->rowOf(QStringLiteral("capture"));
    page.childTable()->selectionModel()->setCurrentIndex(
        page.children()->index(capture, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QVERIFY(page.currentIntent().isEmpty());
    QVERIFY(!storyButton->isEnabled());
}

void TestGuiMandatesSagas::hostileGraphIsPlainText()
{
    const auto db = TestDatabase::storeC();
    db.connect().exec(
        "INSERT INTO seal_graphs (graph_id, state, created_at, updated_at) VALUES ($1, 'GRAPH_OPEN', 0, 0)",
        {param(std::string(kHostile))});
    db.connect().exec("INSERT INTO seal_graph_children (graph_id, child_key, action, args, required, state) "
                      "VALUES ($1, $1, $1, '{}', true, 'pending')",
                      {param(std::string(kHostile))});
    StoreClient store(qdsn(db));
    SagasPage page(&store);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
    const QString raw = QString::fromUtf8(kHostile);
    const int row = page.model()->rowOf(raw);
    QVERIFY(row >= 0);
    QVERIFY(page.model()->index(row, 0).data(SagaModel::GraphRole).toString().contains(QChar(0x202e)));
    const QString shown = page.model()->index(row, SagaModel::GraphColumn).data().toString();
    QVERIFY2(shown.startsWith(QStringLiteral("<b>bold</b><img src=x>")), qPrintable(shown));
    QVERIFY(!shown.contains(QChar(0x202e)));
    page.showKey(raw);
    const QString child0 = page.children()->index(0, SagaChildModel::ChildColumn).data().toString();
    QVERIFY(child0.startsWith(QStringLiteral("<b>bold</b>")) && !child0.contains(QChar(0x202e)));
    auto* title = child<QLabel>(page, "sagaChildrenTitle");
    QCOMPARE(title->textFormat(), Qt::PlainText);
    QVERIFY(title->text().contains(QStringLiteral("<b>bold</b>")));
    QVERIFY(child<QPlainTextEdit>(page, "sagaDetail")->toPlainText().contains(QStringLiteral("<img src=x>")));
}

QTEST_MAIN(TestGuiMandatesSagas)
#include "test_gui_mandates_sagas.moc"
