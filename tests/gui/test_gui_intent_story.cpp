// The intent inspector (issue 13): the dialog's timeline equals core's
// readIntentStory for an intent of store-c, row for row; an event with a
// hostile kind is shown literally (markup as text, a bidi override made
// visible); an unknown intent says so; and View ▸ Intent story… opens the
// story of the row selected on the page shown.
#include "core/base/clock.hpp"
#include "core/rules/intent_story.hpp"
#include "models/actions/evidence_export.hpp"
#include "models/holds_model.hpp"
#include "models/intent_story_model.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "tests/support/pdf_check.hpp"
#include "views/dialogs/intent_story_dialog.hpp"
#include "views/main_window.hpp"
#include "views/pages/holds_page.hpp"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;

std::string someReceiptIntent()
{
    const auto expected = expectedStoreC();
    return expected["authorization_receipts"].begin().key();
}

IntentStory coreStory(const TestDatabase& db, const std::string& intent)
{
    auto conn = db.connect();
    ReadTransaction tx(conn);
    auto story = readIntentStory(conn, intent, nowEpoch());
    if (!story) throw std::runtime_error("no story for " + intent);
    return *story;
}

} // namespace

class TestGuiIntentStory : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        pinEnglishUtcDisplay();
        const double at = expectedStoreC()["generated_at"].get<double>();
        setClockForTesting([at] { return at; });
    }
    void cleanupTestCase() { setClockForTesting({}); }
    void timelineEqualsCore();
    void hostileEventIsLiteral();
    void unknownIntentSaysSo();
    void opensForTheSelectedRow();
};

void TestGuiIntentStory::timelineEqualsCore()
{
    const auto db = TestDatabase::storeC();
    const std::string intent = someReceiptIntent();
    StoreClient store(qdsn(db));
    IntentStoryDialog dialog(&store, QString::fromStdString(intent));
    QAbstractItemModelTester tester(dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(dialog.hasLoaded(), kWait);

    const IntentStory core = coreStory(db, intent);
    QVERIFY(core.timeline.size() >= 3);
    QCOMPARE(dialog.model()->rowCount(), static_cast<int>(core.timeline.size()));
    for (int row = 0; row < dialog.model()->rowCount(); ++row) {
        const StoryEntry& e = core.timeline[static_cast<size_t>(row)];
        QCOMPARE(dialog.model()->index(row, 0).data(IntentStoryModel::KindRole).toString(),
                 QString::fromStdString(e.kind));
        QCOMPARE(dialog.model()->index(row, IntentStoryModel::DetailColumn).data().toString(),
                 QString::fromStdString(e.summary));
        QCOMPARE(dialog.model()->index(row, IntentStoryModel::WhatColumn).data().toString(),
                 IntentStoryModel::kindText(e.kind));
        QCOMPARE(dialog.model()->index(row, IntentStoryModel::ByColumn).data().toString(),
                 QString::fromStdString(e.by));
        QCOMPARE(dialog.model()->index(row, IntentStoryModel::EvidenceColumn).data().toString(),
                 QString::fromStdString(e.evidence));
    }
    // Someone is named: the store knows who made the request and who voted.
    QVERIFY(std::any_of(core.timeline.begin(), core.timeline.end(), [](const StoryEntry& e) { return !e.by.empty(); }));

    // Export…: the story as a PDF (who did each step) and as the JSON sealctl prints.
    QVERIFY(dialog.exportButton() && dialog.exportButton()->isEnabled());
    QTemporaryDir out;
    for (const QString& name : {QStringLiteral("story.pdf"), QStringLiteral("story.json")}) {
        QSignalSpy done(dialog.exporter(), &EvidenceExporter::finished);
        dialog.exporter()->intentStory(QString::fromStdString(intent), out.filePath(name));
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, kWait);
        QVERIFY2(done.first().at(2).toString().isEmpty(), qPrintable(done.first().at(2).toString()));
    }
    QFile json(out.filePath(QStringLiteral("story.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const nlohmann::json exported = nlohmann::json::parse(json.readAll().toStdString());
    QVERIFY2(exported["timeline"] == intentStoryJson(core)["timeline"], exported["timeline"].dump().c_str());
    QFile pdf(out.filePath(QStringLiteral("story.pdf")));
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    const std::string pdfText = pdfcheck::text(pdf.readAll().toStdString());
    QVERIFY2(pdfText.find("Every step, oldest first") != std::string::npos, pdfText.c_str());
    for (const StoryEntry& e : core.timeline)
        if (!e.by.empty()) QVERIFY2(pdfText.find(e.by.substr(0, 8)) != std::string::npos, e.by.c_str());
    // Oldest first, and the first entry in words.
    for (int row = 1; row < dialog.model()->rowCount(); ++row)
        QVERIFY(dialog.model()->index(row - 1, 0).data(IntentStoryModel::AtRole).toDouble() <=
                dialog.model()->index(row, 0).data(IntentStoryModel::AtRole).toDouble());
    auto* header = dialog.findChild<QPlainTextEdit*>(QStringLiteral("intentHeader"));
    QVERIFY(header);
    QVERIFY2(header->toPlainText().startsWith(QStringLiteral("Intent: ") + QString::fromStdString(intent)),
             qPrintable(header->toPlainText()));
    QVERIFY(header->toPlainText().contains(QStringLiteral("State: sealed")));

    if (const QByteArray dir = qgetenv("SEAL_SHOT_DIR"); !dir.isEmpty()) { // to look at it (not a verdict)
        dialog.show();
        QTest::qWait(200);
        dialog.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/intent-story.png"));
    }
    // Negative control: an event written after the read is not in the
    // timeline until the dialog reads again.
    const int before = dialog.model()->rowCount();
    db.connect().exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES (NULL, 'note', $1, NULL, $2)",
                      {param(intent), param(core.at - 1)});
    QCOMPARE(dialog.model()->rowCount(), before);
    dialog.reload();
    QTRY_COMPARE_WITH_TIMEOUT(dialog.model()->rowCount(), before + 1, kWait);
}

void TestGuiIntentStory::hostileEventIsLiteral()
{
    const auto db = TestDatabase::storeC();
    const std::string intent = someReceiptIntent();
    db.connect().exec("INSERT INTO seal_events (path, kind, intent, detail, at) VALUES "
                      "('<i>p</i>', '<b>x</b>\u202egpj.exe', $1, NULL, 1)",
                      {param(intent)});
    StoreClient store(qdsn(db));
    IntentStoryDialog dialog(&store, QString::fromStdString(intent));
    QTRY_VERIFY_WITH_TIMEOUT(dialog.hasLoaded(), kWait);
    // at = 1: the oldest entry, so the first row.
    const QString shown = dialog.model()->index(0, IntentStoryModel::DetailColumn).data().toString();
    QVERIFY2(shown.contains(QStringLiteral("<b>x</b>")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("<i>p</i>")), qPrintable(shown));
    QVERIFY2(!shown.contains(QChar(0x202e)) && shown.contains(QStringLiteral("U+202E")), qPrintable(shown));
    auto* status = dialog.findChild<QLabel*>(QStringLiteral("intentStatus"));
    QCOMPARE(status->textFormat(), Qt::PlainText);
}

void TestGuiIntentStory::unknownIntentSaysSo()
{
    const auto db = TestDatabase::storeC();
    StoreClient store(qdsn(db));
    IntentStoryDialog dialog(&store, QStringLiteral("no-such-intent"));
    QTRY_VERIFY_WITH_TIMEOUT(dialog.hasLoaded(), kWait);
    QCOMPARE(dialog.model()->rowCount(), 0);
    auto* status = dialog.findChild<QLabel*>(QStringLiteral("intentStatus"));
    QVERIFY2(status->text().startsWith(QStringLiteral("The store knows nothing of intent no-such-intent")),
             qPrintable(status->text()));
}

void TestGuiIntentStory::opensForTheSelectedRow()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    MainWindow window(&store);
    auto* holds = new HoldsPage(&store);
    window.addPage(QStringLiteral("holds"), QStringLiteral("Holds"), {}, holds);
    window.showPage(QStringLiteral("holds"));
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(holds->hasData() && holds->model()->rowCount() > 0, kWait);
    holds->table()->selectionModel()->setCurrentIndex(holds->model()->index(1, 0),
                                                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    const QString selected = holds->currentIntent();
    QVERIFY(!selected.isEmpty());
    QCOMPARE(selected, holds->model()->index(1, 0).data(HoldsModel::IntentRole).toString());

    auto* action = window.findChild<QAction*>(QStringLiteral("intentStoryAction"));
    QVERIFY(action);
    action->trigger();
    auto* dialog = window.findChild<IntentStoryDialog*>(QStringLiteral("intentStoryDialog"));
    QVERIFY(dialog);
    QCOMPARE(dialog->intent(), selected);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->hasLoaded(), kWait);
    QVERIFY(dialog->model()->rowCount() > 0);
    // Nothing selected: the id is asked for (a window-modal question, no
    // nested event loop), and the answer opens its story.
    holds->table()->selectionModel()->clearCurrentIndex();
    QVERIFY(holds->currentIntent().isEmpty());
    window.showIntentStory();
    auto* ask = window.findChild<QInputDialog*>(QStringLiteral("intentStoryAsk"));
    QVERIFY(ask);
    ask->setTextValue(QStringLiteral("  no-such-intent "));
    ask->accept();
    QTRY_COMPARE_WITH_TIMEOUT(window.findChildren<IntentStoryDialog*>().size(), 2, kWait);
    bool asked = false;
    for (const IntentStoryDialog* d : window.findChildren<IntentStoryDialog*>())
        asked = asked || d->intent() == QStringLiteral("no-such-intent");
    QVERIFY(asked);
    // A held intent says so in its summary.
    auto* header = dialog->findChild<QPlainTextEdit*>(QStringLiteral("intentHeader"));
    QVERIFY2(header->toPlainText().contains(QStringLiteral("Standing: held")), qPrintable(header->toPlainText()));
}

QTEST_MAIN(TestGuiIntentStory)
#include "test_gui_intent_story.moc"
