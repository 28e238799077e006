// The page table (issue 29 item 5): a page registered there and nowhere else
// is in the sidebar, the Go menu (with its help as the status tip) and
// `--page`, in the console as in the built program; the table's rows are
// sound (ids, shortcuts and icons each once, every help sentence said); and
// the man page's PAGES section says exactly the table's pages.
//  - Negative controls: the real sealdesk, which lacks the test page, refuses
//    `--page ledger` and does not list it; a made-up page is not in the man
//    page check's reading of the table.
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "tests/gui/test_page_row.hpp"
#include "tests/support/test_paths.hpp"
#include "views/main_window.hpp"
#include "views/page_table.hpp"
#include "views/widgets/console_page.hpp"

#include <QAction>
#include <QFile>
#include <QImage>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 60000;

struct Run
{
    int code = -1;
    QString out;
};

Run runProgram(const QString& program, const QStringList& args)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The words checked below are English: the programs speak it whatever the
    // machine's locale (CI also runs every suite under LC_ALL=de_DE.UTF-8).
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(kWait)) return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAll())};
}

// The man page's PAGES section as (id, sentence) pairs: ".TP", ".B id", one line.
QList<QPair<QString, QString>> manPages()
{
    QFile file(qSourcePath("packaging/man/sealdesk.1"));
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    QList<QPair<QString, QString>> pages;
    const qsizetype start = lines.indexOf(QStringLiteral(".SH PAGES"));
    for (qsizetype i = start + 1; start >= 0 && i + 2 < lines.size() && !lines[i].startsWith(QLatin1String(".SH")); ++i) {
        if (lines[i] == QLatin1String(".TP") && lines[i + 1].startsWith(QLatin1String(".B ")))
            pages.append({lines[i + 1].mid(3), QString(lines[i + 2]).replace(QLatin1String("\\-"), QLatin1String("-"))});
    }
    return pages;
}

} // namespace

class TestGuiPageTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { pinEnglishUtcDisplay(); }
    void rowsAreSound();
    void manPageSaysTheTable();
    void aPageFromTheTableAloneIsInTheConsole();
    void aPageFromTheTableAloneIsInTheProgram();
};

void TestGuiPageTable::rowsAreSound()
{
    QSet<QString> ids;
    QSet<int> shortcuts;
    for (const PageSpec& spec : pageTable()) {
        QVERIFY2(!ids.contains(spec.id), qPrintable(spec.id));
        ids.insert(spec.id);
        QVERIFY2(QRegularExpression(QStringLiteral("^[a-z]+$")).match(spec.id).hasMatch(), qPrintable(spec.id));
        if (spec.shortcut >= 0) {
            QVERIFY2(!shortcuts.contains(spec.shortcut), qPrintable(spec.id));
            shortcuts.insert(spec.shortcut);
        }
        QVERIFY2(QFile::exists(qSourcePath("resources/icons/") + spec.icon.section(QLatin1Char('/'), -1)),
                 qPrintable(spec.icon));
        QVERIFY(!pageTitle(spec).isEmpty());
        QVERIFY(pageHelp(spec).endsWith(QLatin1Char('.')));
        QVERIFY(spec.make);
    }
    QCOMPARE(pageTable().front().id, QStringLiteral("overview")); // --page's default
    QCOMPARE(findPage(QStringLiteral("CERTIFICATES")), findPage(QStringLiteral("certificates")));
    QVERIFY(!findPage(QStringLiteral("nope")));
}

void TestGuiPageTable::manPageSaysTheTable()
{
    QList<QPair<QString, QString>> table;
    for (const PageSpec& spec : pageTable())
        table.append({spec.id, QString::fromUtf8(spec.help)});
    const auto man = manPages();
    QCOMPARE(man, table);
    // The comparison can fail: a page the man page lacks is seen.
    table.append({QStringLiteral("nope"), QStringLiteral("Not a page.")});
    QVERIFY(man != table);
}

void TestGuiPageTable::aPageFromTheTableAloneIsInTheConsole()
{
    const auto db = TestDatabase::storeA();
    registerLedgerPage();
    StoreClient store(qdsn(db));
    MainWindow window(&store);
    addConsolePages(window, store);

    auto* list = window.findChild<QListWidget*>(QStringLiteral("pageList"));
    QVERIFY(list);
    QCOMPARE(list->count(), static_cast<int>(pageTable().size()));
    QListWidgetItem* last = list->item(list->count() - 1);
    QCOMPARE(last->text(), QStringLiteral("Ledger"));
    QCOMPARE(last->statusTip(), QStringLiteral("A page of the tests' own, registered through the page table alone."));

    auto* go = window.findChild<QAction*>(QStringLiteral("goToledger"));
    QVERIFY(go);
    QCOMPARE(go->text(), QStringLiteral("Ledger"));
    bool inGoMenu = false;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu() && menu->menu()->actions().contains(go)) inGoMenu = true;
    QVERIFY(inGoMenu);
    go->trigger();
    QCOMPARE(window.currentPageId(), kLedgerPageId);
    QCOMPARE(window.currentPage()->objectName(), QStringLiteral("ledgerPage"));
    window.showPage(QStringLiteral("events"));
    QCOMPARE(window.currentPageId(), QStringLiteral("events"));
}

void TestGuiPageTable::aPageFromTheTableAloneIsInTheProgram()
{
    const QString testBuild = qEnvironmentVariable("SEAL_SEALDESK_TEST_PAGE");
    const QString sealdesk = qEnvironmentVariable("SEAL_SEALDESK");
    QVERIFY2(QFile::exists(testBuild) && QFile::exists(sealdesk), "tests/gui/CMakeLists.txt names both programs");
    const auto db = TestDatabase::storeA();
    QTemporaryDir dir;
    const QString shot = dir.filePath(QStringLiteral("ledger.png"));

    const Run help = runProgram(testBuild, {QStringLiteral("--help")});
    QCOMPARE(help.code, 0);
    QVERIFY2(help.out.simplified().contains(QLatin1String("obligations, changes, ledger")), qPrintable(help.out));
    const Run opened = runProgram(testBuild, {QStringLiteral("--dsn"), qdsn(db), QStringLiteral("--page"),
                                              QStringLiteral("ledger"), QStringLiteral("--screenshot"), shot});
    QVERIFY2(opened.code == 0, qPrintable(opened.out));
    QVERIFY(!QImage(shot).isNull());

    // The real program has no such page: it says which it has and exits 1.
    const Run realHelp = runProgram(sealdesk, {QStringLiteral("--help")});
    QCOMPARE(realHelp.code, 0);
    QVERIFY(realHelp.out.simplified().contains(QLatin1String("obligations, changes.")));
    QVERIFY(!realHelp.out.contains(QLatin1String("ledger")));
    const Run refused = runProgram(sealdesk, {QStringLiteral("--dsn"), qdsn(db), QStringLiteral("--page"),
                                              QStringLiteral("ledger"), QStringLiteral("--screenshot"),
                                              dir.filePath(QStringLiteral("no.png"))});
    QCOMPARE(refused.code, 1);
    QVERIFY2(refused.out.contains(QLatin1String("no page \"ledger\"")), qPrintable(refused.out));
}

QTEST_MAIN(TestGuiPageTable)
#include "test_gui_page_table.moc"
