// The console in German: the embedded sealdesk_de.qm installed the way
// sealdesk's main.cpp does it, every page built as sealdesk builds them, and
// then the sidebar, the status bar, an amount (German locale: decimal comma),
// a write rule and the confirmation dialog of a reject, all in German. The
// same checks without the translator (English locale) are the negative
// control: they must see the English texts.
#include "app/sealdesk/translators.hpp"
#include "models/approval_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/main_window.hpp"
#include "views/page_table.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/widgets/console_chart_view.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QStyle>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <functional>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const std::string kChecker = "gui_de_checker"; // member of seal_approver
const std::string kMaker = "gui_de_maker";     // member of seal_approver, maker of the fresh request
const QString kFresh = QStringLiteral("guide1");
// An intent store-a has (its approvals' own intents are not in seal_intents).
const std::string kIntent = "3881fbe74563b19a1eee35c69c5002621c305b152e0a8a017cd9dd9cf578187f";

// store-a, granted to everyone, with one fresh pending request made by kMaker.
TestDatabase storeWithFreshRequest()
{
    auto db = TestDatabase::writableStoreA();
    db.exec("INSERT INTO seal_approvals VALUES ('guide1', '" + kIntent + "', 'payout', 4321.5, '" + kMaker +
            "', 'DUAL', 'pending', 2, 1795946700, 4102444800, NULL, NULL)");
    return db;
}

// The console's language for one test: sealdesk's own translator from the
// embedded :/i18n (as main.cpp's installTranslators) and the default locale.
// Without a language: English, no translator.
class Language
{
public:
    explicit Language(const QString& language)
    {
        if (language.isEmpty()) {
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
            return;
        }
        const QLocale locale(language);
        QLocale::setDefault(locale);
        m_translator = std::make_unique<QTranslator>();
        m_loaded = m_translator->load(locale, QStringLiteral("sealdesk"), QStringLiteral("_"),
                                      QStringLiteral(":/i18n")) &&
                   QCoreApplication::installTranslator(m_translator.get());
    }
    ~Language()
    {
        if (m_translator) QCoreApplication::removeTranslator(m_translator.get());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    Language(const Language&) = delete;
    Language& operator=(const Language&) = delete;

    bool loaded() const { return m_loaded; }

private:
    std::unique_ptr<QTranslator> m_translator;
    bool m_loaded = false;
};

template <typename T> T* child(const QWidget& parent, const char* name)
{
    T* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no widget named %s", name);
    return found;
}

QStringList sidebarTitles(const QListWidget& list)
{
    QStringList titles;
    for (int i = 0; i < list.count(); ++i)
        titles << list.item(i)->text();
    return titles;
}

QStringList labelTexts(const QWidget& widget)
{
    QStringList out;
    for (const QLabel* l : widget.findChildren<QLabel*>())
        out << l->text();
    return out;
}

// Runs `act` on the ConfirmWriteDialog once it is the active modal widget
// (the click that opens it returns at once: the dialog is window-modal, not
// exec()). `seen` tells whether it came.
void whenDialog(std::function<void(ConfirmWriteDialog*)> act, std::shared_ptr<bool> seen, int triesLeft = 100)
{
    QTimer::singleShot(50, [act = std::move(act), seen, triesLeft]() mutable {
        if (auto* dialog = qobject_cast<ConfirmWriteDialog*>(QApplication::activeModalWidget())) {
            *seen = true;
            act(dialog);
            return;
        }
        if (triesLeft > 0) whenDialog(std::move(act), seen, triesLeft - 1);
    });
}

} // namespace

class TestGuiGerman : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void console_data();
    void console();
    void typedWordStays_data();
    void typedWordStays();
    void datesFollowTheLocale();
    void qtsOwnWords_data();
    void qtsOwnWords();

private:
    std::unique_ptr<GroupScope> m_group;
};

void TestGuiGerman::initTestCase()
{
    DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
    m_group = std::make_unique<GroupScope>("seal_approver", std::vector<std::string>{kChecker, kMaker});
}

void TestGuiGerman::cleanupTestCase()
{
    m_group.reset();
}

void TestGuiGerman::console_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("titles");
    QTest::addColumn<QString>("tooltip");  // the Approvals entry's
    QTest::addColumn<QString>("identity"); // the status bar's start
    QTest::addColumn<QString>("amountHeader");
    QTest::addColumn<QString>("amount");
    QTest::addColumn<QString>("state"); // the State column's word for the stored `pending`
    QTest::addColumn<QString>("makerWhyNot"); // the maker's reject tooltip, start
    QTest::addColumn<QString>("rejectButton");
    QTest::addColumn<QString>("dialogTitle");
    QTest::addColumn<QString>("dialogAction");
    QTest::addColumn<QStringList>("dialogLabels");
    QTest::addColumn<QString>("confirmText");

    QTest::newRow("German") << QStringLiteral("de")
                            << QStringList{QStringLiteral("Übersicht"),    QStringLiteral("Autonomie"),
                                           QStringLiteral("Freigaben"),    QStringLiteral("Schwebefälle"),
                                           QStringLiteral("Abweichungen"), QStringLiteral("Zertifikate"),
                                           QStringLiteral("Ereignisse"),   QStringLiteral("Budgets"),
                                           QStringLiteral("Mandate"),      QStringLiteral("Sagas"),
                                           QStringLiteral("Verpflichtungen"), QStringLiteral("Änderungen")}
                            << QStringLiteral("Freigaben (Ctrl+3)")
                            << QStringLiteral("Rolle gui_de_checker: darf abstimmen")
                            << QStringLiteral("Betrag") << QStringLiteral("4.321,50") << QStringLiteral("ausstehend")
                            << QStringLiteral("Sie (gui_de_maker) haben diesen Antrag gestellt")
                            << QStringLiteral("&Ablehnen…") << QStringLiteral("Antrag ablehnen")
                            << QStringLiteral(
                                   "Freigabeantrag guide1 ablehnen. Eine Ablehnung entscheidet den Antrag "
                                   "sofort: abgelehnt.")
                            << QStringList{QStringLiteral("Geschrieben als:"),
                                           QStringLiteral("Entscheidung:"),
                                           QStringLiteral("ablehnen"),
                                           QStringLiteral("Betrag:"),
                                           QStringLiteral("4.321,50"),
                                           QStringLiteral("Ersteller:"),
                                           QStringLiteral("Nach Ihrer Stimme:"),
                                           QStringLiteral("Noch nötig:"),
                                           QStringLiteral("Grund (erforderlich, wird im Store gespeichert):")}
                            << QStringLiteral("Ablehnen");
    // Negative control: no translator, English locale.
    QTest::newRow("English") << QString()
                             << QStringList{QStringLiteral("Overview"),    QStringLiteral("Autonomy"),
                                            QStringLiteral("Approvals"),   QStringLiteral("Holds"),
                                            QStringLiteral("Divergences"), QStringLiteral("Certificates"),
                                            QStringLiteral("Events"),      QStringLiteral("Budgets"),
                                            QStringLiteral("Mandates"),    QStringLiteral("Sagas"),
                                            QStringLiteral("Obligations"), QStringLiteral("Changes")}
                             << QStringLiteral("Approvals (Ctrl+3)")
                             << QStringLiteral("Role gui_de_checker: may vote") << QStringLiteral("Amount")
                             << QStringLiteral("4,321.50") << QStringLiteral("pending")
                             << QStringLiteral("you (gui_de_maker) made this request")
                             << QStringLiteral("&Reject…") << QStringLiteral("Reject request")
                             << QStringLiteral(
                                    "Reject approval request guide1. A reject decides the request at once: rejected.")
                             << QStringList{QStringLiteral("Written as:"),
                                            QStringLiteral("Decision:"),
                                            QStringLiteral("reject"),
                                            QStringLiteral("Amount:"),
                                            QStringLiteral("4,321.50"),
                                            QStringLiteral("Maker:"),
                                            QStringLiteral("After your vote:"),
                                            QStringLiteral("Still needed:"),
                                            QStringLiteral("Reason (required, kept in the store):")}
                             << QStringLiteral("Reject");
}

void TestGuiGerman::console()
{
    QFETCH(QString, language);
    QFETCH(QStringList, titles);
    QFETCH(QString, tooltip);
    QFETCH(QString, identity);
    QFETCH(QString, amountHeader);
    QFETCH(QString, amount);
    QFETCH(QString, makerWhyNot);
    QFETCH(QString, rejectButton);
    QFETCH(QString, dialogTitle);
    QFETCH(QString, dialogAction);
    QFETCH(QStringList, dialogLabels);
    QFETCH(QString, confirmText);

    const auto db = storeWithFreshRequest();
    const Language scope(language);
    QCOMPARE(scope.loaded(), !language.isEmpty());

    // The window as sealdesk builds it, as an approver.
    StoreClient store(QString::fromStdString(db.dsn(kChecker)));
    MainWindow window(&store);
    addConsolePages(window, store);
    window.resize(1280, 800);
    window.show();
    const auto* list = child<QListWidget>(window, "pageList");
    QCOMPARE(sidebarTitles(*list), titles);
    QCOMPARE(list->item(2)->toolTip(), tooltip);
    // Every page fits a 1024-px window beside the whole sidebar (150 px): the
    // stack is as wide as its widest page, so one page wider than that
    // squeezes the sidebar on every page.
    const auto* stack = child<QStackedWidget>(window, "pageStack");
    for (int i = 0; i < stack->count(); ++i)
        QVERIFY2(stack->widget(i)->minimumSizeHint().width() <= 1024 - 150 - 20,
                 qPrintable(QStringLiteral("%1 needs %2 px").arg(list->item(i)->text())
                                .arg(stack->widget(i)->minimumSizeHint().width())));
    QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(window, "identityLabel")->text().startsWith(identity), kWait);

    window.showPage(QStringLiteral("approvals"));
    auto* page = qobject_cast<ApprovalsPage*>(window.page(QStringLiteral("approvals")));
    QVERIFY(page);
    QTRY_VERIFY_WITH_TIMEOUT(page->hasData() && store.identity().has_value(), kWait);
    page->showKey(kFresh);
    QCOMPARE(page->selectedId(), kFresh);
    // At 1024 px every tab of the queue is in view, none behind scroll arrows.
    window.resize(1024, 700);
    const auto* queueTabs = child<QTabBar>(*page, "approvalScope");
    QTRY_COMPARE(queueTabs->width(), queueTabs->sizeHint().width());
    for (int i = 0; i < queueTabs->count(); ++i)
        QVERIFY2(queueTabs->tabRect(i).right() < queueTabs->width(), qPrintable(queueTabs->tabText(i)));
    // At 1024 px every column title of Autonomy is whole, also with a row
    // selected (issue 27 item 9): the titles are not drawn bold then (Qt's
    // highlighted sections were wider than the width measured for them), and
    // no column is narrower than its title.
    window.showPage(QStringLiteral("autonomy"));
    auto* autonomy = child<QTableView>(window, "autonomyTable");
    QTRY_VERIFY_WITH_TIMEOUT(autonomy->model()->rowCount() > 0 && autonomy->currentIndex().isValid(), kWait);
    const QHeaderView* header = autonomy->horizontalHeader();
    QVERIFY(!header->highlightSections());
    const int margins = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin);
    for (int c = 0; c < header->count(); ++c) {
        const QString title = autonomy->model()->headerData(c, Qt::Horizontal).toString();
        const int needed = QFontMetrics(header->font()).horizontalAdvance(title) + margins;
        QTRY_VERIFY2(
            header->sectionSize(c) >= needed,
            qPrintable(QStringLiteral("%1: %2 of %3 px").arg(title).arg(header->sectionSize(c)).arg(needed)));
    }
    window.showPage(QStringLiteral("approvals"));
    window.resize(1280, 800);
    const ApprovalModel* model = page->model();
    QCOMPARE(model->headerData(ApprovalModel::AmountColumn, Qt::Horizontal).toString(), amountHeader);
    QCOMPARE(model->index(model->rowOf(kFresh), ApprovalModel::AmountColumn).data().toString(), amount);
    QFETCH(QString, state);
    QCOMPARE(model->index(model->rowOf(kFresh), ApprovalModel::StateColumn).data().toString(), state);
    // The stored token still filters and sorts.
    QCOMPARE(model->index(model->rowOf(kFresh), 0).data(ApprovalModel::StateRole).toString(), QStringLiteral("pending"));

    // A reject's confirmation, cancelled: nothing is written.
    auto* reject = child<QPushButton>(*page, "rejectButton");
    QCOMPARE(reject->text(), rejectButton);
    QTRY_VERIFY_WITH_TIMEOUT(reject->isEnabled(), kWait);
    auto seen = std::make_shared<bool>(false);
    QString title, action, confirm;
    QStringList labels;
    bool reasonField = false;
    whenDialog(
        [&](ConfirmWriteDialog* d) {
            title = d->windowTitle();
            action = child<QLabel>(*d, "confirmAction")->text();
            labels = labelTexts(*d);
            confirm = d->confirmButton()->text();
            reasonField = d->reasonEdit() != nullptr;
            d->reject();
        },
        seen);
    QTest::mouseClick(reject, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(*seen, 10000); // the dialog opens without blocking the click
    QCOMPARE(title, dialogTitle);
    QCOMPARE(action, dialogAction);
    for (const QString& expected : std::as_const(dialogLabels))
        QVERIFY2(labels.contains(expected),
                 qPrintable(expected + QStringLiteral(" not in: ") + labels.join(u'|')));
    QCOMPARE(confirm, confirmText);
    QVERIFY(reasonField);
    QTest::qWait(300);
    QCOMPARE(db.scalar("SELECT count(*) FROM seal_approval_votes WHERE approval_id = 'guide1'"), 0);

    // An approve, confirmed: what core says of the vote reaches the approver in
    // their language, its values (the id, the role, the stored decision) as written.
    auto* approve = child<QPushButton>(*page, "approveButton");
    QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), kWait);
    seen = std::make_shared<bool>(false);
    whenDialog([](ConfirmWriteDialog* d) { QTest::mouseClick(d->confirmButton(), Qt::LeftButton); }, seen);
    QSignalSpy status(page, &ConsolePage::statusMessage);
    QTest::mouseClick(approve, Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(*seen, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!status.isEmpty(), kWait);
    const QString said = status.last().at(0).toString();
    const QString expected =
        language.isEmpty()
            ? QStringLiteral("approval guide1: role gui_de_checker voted approve (1 of 2 approvals; still pending)")
            : QStringLiteral("Freigabeantrag guide1: Rolle gui_de_checker stimmte approve (1 von 2 Genehmigungen; "
                             "weiterhin offen)");
    QVERIFY2(said.contains(expected), qPrintable(said));

    // A write rule (models/write_rules.cpp): the maker may not decide their own request.
    StoreClient makerStore(QString::fromStdString(db.dsn(kMaker)));
    ApprovalsPage makerPage(&makerStore);
    makerPage.show();
    QTRY_VERIFY_WITH_TIMEOUT(makerPage.hasData() && makerStore.identity().has_value(), kWait);
    makerPage.showKey(kFresh);
    auto* makerReject = child<QPushButton>(makerPage, "rejectButton");
    QTRY_VERIFY_WITH_TIMEOUT(makerReject->toolTip().startsWith(makerWhyNot), kWait);
    QVERIFY(!makerReject->isEnabled());
}

void TestGuiGerman::typedWordStays_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("instruction");
    QTest::addColumn<QString>("why");
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("Zur Bestätigung REVOKE eingeben:")
                            << QStringLiteral("zur Bestätigung genau REVOKE eingeben");
    QTest::newRow("English") << QString() << QStringLiteral("Type REVOKE to confirm:")
                             << QStringLiteral("type REVOKE exactly to confirm");
}

// The word typed to confirm (Revoke everything…) is REVOKE in every language;
// only the instruction around it is translated.
void TestGuiGerman::typedWordStays()
{
    QFETCH(QString, language);
    QFETCH(QString, instruction);
    QFETCH(QString, why);
    const Language scope(language);
    ConfirmWriteDialog::Spec spec;
    spec.title = QStringLiteral("t");
    spec.action = QStringLiteral("a");
    spec.typedWord = QStringLiteral("REVOKE");
    spec.confirmText = QStringLiteral("c");
    ConfirmWriteDialog dialog(spec);
    QVERIFY(labelTexts(dialog).contains(instruction));
    QVERIFY(!dialog.confirmButton()->isEnabled());
    QCOMPARE(dialog.confirmButton()->toolTip(), why);
    QTest::keyClicks(dialog.typedEdit(), QStringLiteral("REVOKE"));
    QVERIFY(dialog.confirmButton()->isEnabled());
}

void TestGuiGerman::datesFollowTheLocale()
{
    DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
    const double epoch = 1795950084.5; // 2026-11-29 11:01:24.5 UTC
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(DisplayTime::instance().format(epoch), QStringLiteral("29.11.2026 11:01:24Z"));
    // Chart axes whose title has the year: the day as German writes it.
    QCOMPARE(DisplayTime::dayMonthPattern(), QStringLiteral("dd.MM."));
    QCOMPARE(dayText(20786), QStringLiteral("29.11.2026")); // day 20786 since 1970: 2026-11-29
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    QCOMPARE(DisplayTime::instance().formatPrecise(epoch), QStringLiteral("29/11/2026 11:01:24.500Z"));
    QCOMPARE(DisplayTime::dayMonthPattern(), QStringLiteral("dd/MM"));
    // English keeps ISO 8601, as sealctl and the receipts print it.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(DisplayTime::instance().format(epoch), QStringLiteral("2026-11-29 11:01:24Z"));
    QCOMPARE(DisplayTime::dayMonthPattern(), QStringLiteral("MM-dd"));
    QCOMPARE(dayText(20786), QStringLiteral("2026-11-29"));
}

// Issue 46 item 9: Qt's own words (the buttons and menus Qt draws) come in the reader's language
// too, from qtbase's catalogue, as the console installs it. Negative control: without it, English.
void TestGuiGerman::qtsOwnWords_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("cancel");
    QTest::addColumn<QString>("close");
    QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("Abbrechen") << QStringLiteral("Schließen");
    QTest::newRow("French") << QStringLiteral("fr") << QStringLiteral("Annuler") << QStringLiteral("Fermer");
}

void TestGuiGerman::qtsOwnWords()
{
    QFETCH(QString, language);
    QFETCH(QString, cancel);
    QFETCH(QString, close);
    QDialogButtonBox english(QDialogButtonBox::Cancel | QDialogButtonBox::Close);
    QCOMPARE(english.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
    QTranslator qt;
    QVERIFY2(loadQtTranslations(qt, QLocale(language)), "qtbase's catalogue is missing (qt6-translations-l10n)");
    QCoreApplication::installTranslator(&qt);
    QDialogButtonBox box(QDialogButtonBox::Cancel | QDialogButtonBox::Close);
    const QString gotCancel = box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&'));
    const QString gotClose = box.button(QDialogButtonBox::Close)->text().remove(QLatin1Char('&'));
    QCoreApplication::removeTranslator(&qt);
    QCOMPARE(gotCancel, cancel);
    QCOMPARE(gotClose, close);
}

QTEST_MAIN(TestGuiGerman)
#include "test_gui_german.moc"
