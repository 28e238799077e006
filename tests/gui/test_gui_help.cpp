// Issue 14, items 7 and 9 (in part): the Help menu (About with the version,
// the store and the libraries; the README's guide for each reader; every
// keyboard shortcut, read from the window), Quit under File and Preferences
// under Edit, and receipts offered under names made from their intent.
#include "app/sealdesk/session.hpp"
#include "models/services/settings.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/dialogs/about_dialog.hpp"
#include "views/dialogs/documentation_dialog.hpp"
#include "views/dialogs/settings_dialog.hpp"
#include "views/dialogs/shortcuts_dialog.hpp"
#include "views/main_window.hpp"
#include "views/page_table.hpp"
#include "views/widgets/console_page.hpp"
#include "views/widgets/file_choice.hpp"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <algorithm>
#include <libpq-fe.h>
#include <memory>
#include <openssl/opensslv.h>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 30000;
const QString kVersion = QStringLiteral("7.6.5-help-test");

template <typename T> T* child(const QObject& parent, const char* name)
{
    T* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no object named %s", name);
    return found;
}

// Optional pictures to look at: SEAL_SHOT_DIR=/tmp/shots.
void shoot(QWidget& widget, const char* name)
{
    const QString dir = qEnvironmentVariable("SEAL_SHOT_DIR");
    if (!dir.isEmpty()) QVERIFY(widget.grab().save(QDir(dir).filePath(QLatin1String(name)), "PNG"));
}

QStringList titles(const QMenuBar& bar)
{
    QStringList out;
    for (const QAction* a : bar.actions())
        if (a->menu()) out << a->menu()->objectName();
    return out;
}

QStringList names(const QMenu& menu)
{
    QStringList out;
    for (const QAction* a : menu.actions())
        if (!a->isSeparator()) out << a->objectName();
    return out;
}

// Every row of a table widget as "a | b | c".
QStringList rows(const QTableWidget& table)
{
    QStringList out;
    for (int r = 0; r < table.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < table.columnCount(); ++c)
            cells << (table.item(r, c) ? table.item(r, c)->text() : QString());
        out << cells.join(QStringLiteral(" | "));
    }
    return out;
}

// The console as sealdesk builds it, on its own copy of store-a.
struct Console
{
    Console() : db(TestDatabase::storeA()), settings(dir.filePath(QStringLiteral("s.ini")))
    {
        // A request whose intent an agent chose badly for a file name.
        db.exec("INSERT INTO seal_approvals VALUES ('helpappr1', 'a/b c.d<\xC3\xA9>ZZZZZZZZ', 'payout', 10, "
                "'help_maker', 'DUAL', 'pending', 2, 1795946700, 4102444800, NULL, NULL)");
        session = std::make_unique<Session>(settings, addConsolePages);
        session->reconnect(qdsn(db), ConnectionProfile{});
        window().resize(1280, 800);
        window().show();
    }
    MainWindow& window() const { return *session->window(); }
    QAction* action(const char* name) const { return child<QAction>(window(), name); }

    TestDatabase db;
    QTemporaryDir dir;
    Settings settings;
    std::unique_ptr<Session> session;
};

// The file name the file dialog called `dialogName` offers, once it opens; it is then cancelled.
QString offeredName(QWidget& window, const char* dialogName)
{
    QFileDialog* dialog = nullptr;
    if (!QTest::qWaitFor([&] { return (dialog = window.findChild<QFileDialog*>(QLatin1String(dialogName))); },
                         kWait))
        return QStringLiteral("(no %1 opened)").arg(QLatin1String(dialogName));
    const QString name = QFileInfo(dialog->selectedFiles().value(0)).fileName();
    dialog->reject();
    if (!QTest::qWaitFor([&] { return !window.findChild<QFileDialog*>(QLatin1String(dialogName)); }, kWait))
        qWarning("%s stayed open", dialogName);
    return name;
}

} // namespace

class TestGuiHelp : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void menusWhereDesktopUsersLook();
    void aboutSaysVersionStoreAndLibraries();
    void aboutWithoutAStore();
    void shortcutsAreReadFromTheWindow();
    void documentationForEachReader();
    void receiptNamesAreSafe_data();
    void receiptNamesAreSafe();
    void receiptsOfferedUnderTheirIntent();
};

void TestGuiHelp::initTestCase()
{
    pinEnglishUtcDisplay();
    QApplication::setApplicationVersion(kVersion);
    // No session bus: no keychain service, whatever the machine running this has.
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/sealdesk-test-bus");
}

void TestGuiHelp::menusWhereDesktopUsersLook()
{
    Console c;
    const QMenuBar& bar = *c.window().menuBar();
    QCOMPARE(titles(bar), (QStringList{QStringLiteral("fileMenu"), QStringLiteral("editMenu"),
                                       QStringLiteral("connectionMenu"), QStringLiteral("viewMenu"),
                                       QStringLiteral("goMenu"), QStringLiteral("helpMenu")}));
    QCOMPARE(names(*child<QMenu>(bar, "helpMenu")),
             (QStringList{QStringLiteral("documentationAction"), QStringLiteral("shortcutsAction"),
                          QStringLiteral("aboutAction"), QStringLiteral("aboutQtAction")}));
    QVERIFY(names(*child<QMenu>(bar, "fileMenu")).endsWith(QStringLiteral("quitAction")));
    // Preferences where desktop users look, a link to the selection (for chat or mail), then the
    // one store-wide operator act (the sweep).
    QCOMPARE(names(*child<QMenu>(bar, "editMenu")),
             (QStringList{QStringLiteral("settingsAction"), QStringLiteral("copyLinkAction"),
                          QStringLiteral("sweepAction")}));
    QCOMPARE(names(*child<QMenu>(c.window(), "connectionMenu")),
             (QStringList{QStringLiteral("connectAction"), QStringLiteral("readOnlyAction")}));

    QAction* quit = c.action("quitAction");
    QCOMPARE(quit->menuRole(), QAction::QuitRole);
    QVERIFY(quit->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Q)));
    QAction* preferences = c.action("settingsAction");
    QCOMPARE(preferences->text(), QStringLiteral("&Preferences\u2026"));
    QCOMPARE(preferences->menuRole(), QAction::PreferencesRole);
    QVERIFY(preferences->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferences->trigger(); // the session opens its settings
    QTRY_VERIFY_WITH_TIMEOUT(c.window().findChild<SettingsDialog*>(), kWait);
    QVERIFY(c.window().findChild<SettingsDialog*>()->isVisible());
    c.window().findChild<SettingsDialog*>()->reject();

    // A demo session's menu goes before Help, which stays last.
    c.session->setDemoIdentities({{QStringLiteral("dana"), QStringLiteral("approver"), qdsn(c.db)}},
                                 QStringLiteral("dana"));
    QVERIFY(c.session->actAs(QStringLiteral("dana")));
    const QStringList demo = titles(*c.window().menuBar());
    QCOMPARE(demo.last(), QStringLiteral("helpMenu"));
    QCOMPARE(demo.value(demo.size() - 2), QStringLiteral("demoMenu"));
}

void TestGuiHelp::aboutSaysVersionStoreAndLibraries()
{
    Console c;
    QTRY_VERIFY_WITH_TIMEOUT(c.session->store()->identity().has_value(), kWait);
    c.action("aboutAction")->trigger();
    auto* about = child<AboutDialog>(c.window(), "aboutDialog");
    QVERIFY(about->isVisible());
    QCOMPARE(child<QLabel>(*about, "aboutVersion")->text(), QStringLiteral("Seal Desk ") + kVersion);
    QCOMPARE(child<QLabel>(*about, "aboutStore_state")->text(), QStringLiteral("connected"));
    QCOMPARE(child<QLabel>(*about, "aboutStore_database")->text(), QString::fromStdString(c.db.name()));
    const StoreIdentity& who = *c.session->store()->identity(); // the admin DSN: a superuser
    QCOMPARE(child<QLabel>(*about, "aboutStore_role")->text(),
             who.superuser ? who.role + QStringLiteral(" (superuser)") : who.role);
    QVERIFY(!child<QLabel>(*about, "aboutStore_server")->text().isEmpty());

    const QStringList libraries = rows(*child<QTableWidget>(*about, "libraryTable"));
    const auto row = [&libraries](const QString& name) {
        for (const QString& r : libraries)
            if (r.startsWith(name + QStringLiteral(" | "))) return r;
        return QString();
    };
    const int pq = PQlibVersion();
    const QString libpq = QStringLiteral("%1.%2").arg(pq / 10000).arg(pq % 10000);
    QVERIFY2(row(QStringLiteral("Qt"))
                 .startsWith(QStringLiteral("Qt | %1 | LGPL-3.0-only").arg(QLatin1String(qVersion()))),
             qPrintable(libraries.join(QLatin1Char('\n'))));
    QVERIFY(row(QStringLiteral("libpq (PostgreSQL)"))
                .contains(QStringLiteral(" | %1 | PostgreSQL | ").arg(libpq)));
    QVERIFY(row(QStringLiteral("OpenSSL"))
                .contains(QStringLiteral(" | %1.%2.").arg(OPENSSL_VERSION_MAJOR).arg(OPENSSL_VERSION_MINOR)));
    QVERIFY(row(QStringLiteral("OpenSSL")).contains(QLatin1String("Apache-2.0")));
    for (const char* name :
         {"Qt Charts", "QtKeychain", "libcurl", "nlohmann_json", "cairo", "pango", "ICU", "CLI11"})
        QVERIFY2(!row(QLatin1String(name)).isEmpty(), name);
    QCOMPARE(libraries.size(), 11);
    for (const QString& r : libraries)
        QVERIFY2(!r.contains(QLatin1String(" | ? | ")), qPrintable(r)); // every version known
    QVERIFY(about->versionsText().contains(QStringLiteral("libpq (PostgreSQL) %1 (PostgreSQL)").arg(libpq)));
    shoot(*about, "about.png");

    c.action("aboutQtAction")->trigger(); // window-modal, no nested event loop
    auto* qt = child<QMessageBox>(c.window(), "aboutQtBox");
    QVERIFY(qt->isVisible());
    QVERIFY(qt->text().contains(QLatin1String(qVersion())));
}

void TestGuiHelp::aboutWithoutAStore()
{
    StoreClient store(QStringLiteral("host=/nonexistent-sealdesk-socket dbname=none connect_timeout=1"));
    MainWindow window(&store);
    window.show();
    window.showAbout();
    auto* about = child<AboutDialog>(window, "aboutDialog");
    for (const char* name :
         {"aboutStore_state", "aboutStore_server", "aboutStore_database", "aboutStore_role"})
        QCOMPARE(child<QLabel>(*about, name)->text(), QStringLiteral("not connected"));
}

void TestGuiHelp::shortcutsAreReadFromTheWindow()
{
    Console c;
    c.action("shortcutsAction")->trigger();
    auto* dialog = child<ShortcutsDialog>(c.window(), "shortcutsDialog");
    const QStringList listed = rows(*child<QTableWidget>(*dialog, "shortcutsTable"));
    const auto has = [&listed](const QString& line) {
        if (listed.contains(line)) return true;
        qWarning("missing: %s\nlisted:\n%s", qPrintable(line), qPrintable(listed.join(QLatin1Char('\n'))));
        return false;
    };
    QVERIFY(has(QStringLiteral("Ctrl+I | Intent story | View")));
    QVERIFY(has(QStringLiteral("Ctrl+6 | Certificates | Go")));
    QVERIFY(has(QStringLiteral("Ctrl+Shift+O | Connect | Connection")));
    QVERIFY(has(QStringLiteral("Ctrl+F | Search certificates | Certificates")));
    QVERIFY(has(QStringLiteral("Ctrl+G | Jump to seq | Certificates")));
    QVERIFY(std::any_of(listed.cbegin(), listed.cend(), [](const QString& line) {
        return line.endsWith(QLatin1String(" | Quit | File")) && line.contains(QLatin1String("Ctrl+Q"));
    }));
    QCOMPARE(dialog->table()->editTriggers(), QAbstractItemView::NoEditTriggers);
    dialog->resize(640, 700);
    shoot(*dialog, "shortcuts.png");
    dialog->close();

    // A shortcut added later is listed the next time: nothing to keep in step by hand.
    auto* extra = new QAction(QStringLiteral("&Extra\u2026"), &c.window());
    extra->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K));
    c.window().addAction(extra);
    QVERIFY(ShortcutsDialog::shortcutsOf(c.window()).size() == listed.size() + 1);
    const auto entries = ShortcutsDialog::shortcutsOf(c.window());
    QVERIFY(std::any_of(entries.cbegin(), entries.cend(), [](const ShortcutsDialog::Entry& e) {
        return e.keys == QLatin1String("Ctrl+Alt+K") && e.what == QLatin1String("Extra") &&
               e.where == QLatin1String("Everywhere in the window");
    }));
}

void TestGuiHelp::documentationForEachReader()
{
    Console c;
    c.action("documentationAction")->trigger();
    auto* dialog = child<DocumentationDialog>(c.window(), "documentationDialog");
    QTabWidget* tabs = dialog->tabs();
    QStringList shown;
    for (int i = 0; i < tabs->count(); ++i)
        shown << tabs->tabText(i);
    QCOMPARE(shown.value(0), QStringLiteral("The console"));
    const auto text = [tabs, &shown](const char* title) {
        for (int i = 0; i < shown.size(); ++i)
            if (shown[i].startsWith(QLatin1String(title)))
                return qobject_cast<QTextBrowser*>(tabs->widget(i))->toPlainText();
        return QString();
    };
    QCOMPARE(shown.mid(1, 3), (QStringList{QStringLiteral("For approvers"), QStringLiteral("For operators"),
                                           QStringLiteral("For security staff")}));
    QCOMPARE(tabs->tabToolTip(1), QStringLiteral("For approvers: approving and rejecting"));
    QVERIFY(text("For approvers").contains(QStringLiteral("Approve\u2026")));
    QVERIFY(text("For operators").contains(QStringLiteral("Settle\u2026")));
    QVERIFY(text("For security staff").contains(QStringLiteral("Verify chain")));
    for (int i = 0; i < tabs->count(); ++i) {
        auto* page = qobject_cast<QTextBrowser*>(tabs->widget(i));
        QVERIFY(page->isReadOnly());
        QVERIFY(!page->toMarkdown().contains(QLatin1String("![")));
    }
    shoot(*dialog, "documentation.png");

    // Headings in a code block are not headings; other chapters are not shown.
    const auto sections = DocumentationDialog::consoleSections(
        QStringLiteral("# T\n## The console\nopening\n```\n# not a heading\n```\n### For a "
                       "reader\ntext\n![p](p.png)\n## Next\nno"));
    QCOMPARE(sections.size(), 2);
    QCOMPARE(sections[0].title, QStringLiteral("The console"));
    QVERIFY(sections[0].markdown.contains(QLatin1String("# not a heading")));
    QCOMPARE(sections[1].markdown, QStringLiteral("### For a reader\ntext"));
}

void TestGuiHelp::receiptNamesAreSafe_data()
{
    QTest::addColumn<QString>("intent");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("extension");
    QTest::addColumn<QString>("expected");
    QTest::newRow("hex") << QStringLiteral("3881fbe74563b19a1eee") << QStringLiteral("authorization")
                         << QStringLiteral("pdf") << QStringLiteral("receipt-3881fbe74563-authorization.pdf");
    QTest::newRow("short") << QStringLiteral("pi_1-x") << QStringLiteral("portable") << QStringLiteral("json")
                           << QStringLiteral("receipt-pi_1-x-portable.json");
    QTest::newRow("path") << QStringLiteral("../../etc/passwd") << QStringLiteral("incident")
                          << QStringLiteral("json") << QStringLiteral("receipt-______etc_pa-incident.json");
    QTest::newRow("controls") << QStringLiteral("a\u202Eb\nc\u0000d") << QStringLiteral("incident")
                              << QStringLiteral("json") << QStringLiteral("receipt-a_b_c_d-incident.json");
    QTest::newRow("empty") << QString() << QStringLiteral("incident") << QStringLiteral("json")
                           << QStringLiteral("receipt-incident.json");
}

void TestGuiHelp::receiptNamesAreSafe()
{
    QFETCH(QString, intent);
    QFETCH(QString, kind);
    QFETCH(QString, extension);
    QFETCH(QString, expected);
    QCOMPARE(receiptFileName(intent, kind, extension), expected);
    // A name typed without a suffix gets the chosen filter's; one with a suffix is kept.
    const QStringList both{QStringLiteral(".pdf"), QStringLiteral(".html")};
    QCOMPARE(withChosenSuffix(QStringLiteral("r"), QStringLiteral("HTML page (*.html)"), both), QStringLiteral("r.html"));
    QCOMPARE(withChosenSuffix(QStringLiteral("r"), QStringLiteral("PDF document (*.pdf)"), both), QStringLiteral("r.pdf"));
    QCOMPARE(withChosenSuffix(QStringLiteral("r.HTML"), QStringLiteral("PDF document (*.pdf)"), both),
             QStringLiteral("r.HTML"));
    QCOMPARE(withChosenSuffix(QStringLiteral("r"), QString(), both), QStringLiteral("r.pdf"));
}

void TestGuiHelp::receiptsOfferedUnderTheirIntent()
{
    Console c;
    const auto offered = [&c](const char* dialogName) { return offeredName(c.window(), dialogName); };

    c.window().showPage(QStringLiteral("certificates"));
    ConsolePage* certs = c.window().page(QStringLiteral("certificates"));
    QTRY_VERIFY_WITH_TIMEOUT(!certs->currentIntent().isEmpty(), kWait);
    // store-a's newest cert is an approval's ("approval:…"): the ':' cannot stay.
    const QString intent12 = certs->currentIntent().left(12).replace(
        QRegularExpression(QStringLiteral("[^A-Za-z0-9_-]")), QStringLiteral("_"));
    QVERIFY(!intent12.isEmpty());
    child<QAction>(*certs, "exportAuthorizationAction")->trigger();
    QCOMPARE(offered("saveFileDialog"), QStringLiteral("receipt-%1-authorization.pdf").arg(intent12));
    child<QAction>(*certs, "exportIncidentAction")->trigger();
    QCOMPARE(offered("saveFileDialog"), QStringLiteral("receipt-%1-incident.json").arg(intent12));
    // The portable receipt is the kernel's seal-receipt/1: no key is asked for (SPEC §10), only where to save.
    child<QAction>(*certs, "exportPortableAction")->trigger();
    QCOMPARE(offered("saveFileDialog"), QStringLiteral("receipt-%1-portable.json").arg(intent12));

    c.window().showPage(QStringLiteral("approvals"));
    ConsolePage* approvals = c.window().page(QStringLiteral("approvals"));
    QTRY_VERIFY_WITH_TIMEOUT(approvals->hasData(), kWait);
    approvals->showKey(QStringLiteral("helpappr1"));
    QTRY_COMPARE_WITH_TIMEOUT(approvals->currentIntent(), QStringLiteral("a/b c.d<\u00E9>ZZZZZZZZ"), kWait);
    auto* exportButton = child<QPushButton>(*approvals, "exportReceipt");
    QTRY_VERIFY_WITH_TIMEOUT(exportButton->isEnabled(), kWait);
    exportButton->click();
    QCOMPARE(offered("saveFileDialog"), QStringLiteral("receipt-a_b_c_d___ZZ-incident.json"));
}

QTEST_MAIN(TestGuiHelp)
#include "test_gui_help.moc"
