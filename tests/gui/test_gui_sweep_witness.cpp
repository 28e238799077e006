// Sweeps and witnessing from the console (issue 13, item 6), on writable
// copies of the reference store-c against the local provider of the settle
// tests (tests/support/fake_provider.hpp, plain HTTP on 127.0.0.1):
// - Autonomy ▸ Run reconcile sweep…: a clean sweep records reconcile_clean as
//   the operator and the path's clean_sweeps rises; a charge with no intent
//   records out_of_band_spend and freezes the domain asked for; Cancel during
//   a slow provider page stops the listing within about a second, with the
//   GUI answering meanwhile and nothing recorded;
// - Certificates ▸ Witness…: a sealed, unconfirmed intent becomes WORLD_FINAL
//   with a witnessed cert whose world is confirmed (SPEC §3, §4); Cancel while
//   the provider is slow records nothing;
// - a role outside seal_operator sees both actions disabled with the reason,
//   and the store stays as it was;
// - both dialogs fit a 1024×700 screen in English and German (saved as PNGs
//   under SEAL_GUI_SHOTS=DIR to look at).
#include "core/rules/licence.hpp"
#include "models/autonomy_model.hpp"
#include "models/certificate_model.hpp"
#include "models/services/secret_store.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "tests/support/fake_provider.hpp"
#include "views/dialogs/intent_story_dialog.hpp"
#include "views/dialogs/sweep_dialog.hpp"
#include "views/dialogs/witness_dialog.hpp"
#include "views/main_window.hpp"
#include "views/pages/autonomy_page.hpp"
#include "views/pages/certificates_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QAction>
#include <QDateTimeEdit>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QTableView>
#include <QTimer>
#include <QTranslator>
#include <QtTest>
#include <atomic>
#include <memory>
#include <thread>

using namespace seal;
using namespace seal::test;
using json = nlohmann::json;

namespace {

constexpr int kWait = 20000;
// store-c's intents were created between 1796058321 and 1796058333.
constexpr qint64 kSince = 1796058300;
constexpr qint64 kUntil = 1796058400;

json pi(const std::string& id, const std::string& status, double amount, const json& tag = nullptr)
{
    json o = {{"id", id}, {"object", "payment_intent"}, {"status", status}, {"amount", amount},
              {"created", 1796058350}};
    o["metadata"] = tag.is_null() ? json::object() : json{{"seal_intent", tag}};
    return o;
}

std::string page(const std::vector<json>& objects, bool hasMore = false)
{
    json data = json::array();
    for (const auto& o : objects)
        data.push_back(o);
    return json{{"object", "list"}, {"data", data}, {"has_more", hasMore}}.dump();
}

TestDatabase writableStoreC()
{
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    return db;
}

std::string text(const TestDatabase& db, const std::string& sql)
{
    auto c = db.connect();
    Result r = c.exec(sql);
    return r.rows() == 0 || r.isNull(0, 0) ? std::string() : std::string(r.text(0, 0));
}

// Every row of the tables a sweep or a witness may touch, as text.
std::string snapshot(const TestDatabase& db)
{
    std::string out;
    for (const char* t : {"seal_intents", "seal_certs", "seal_domains", "seal_events"})
        out += text(db, std::string("SELECT coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '') FROM ") +
                            t + " x");
    return out;
}

LicenceCounts counts(const TestDatabase& db, const std::string& path)
{
    auto c = db.connect();
    ReadTransaction tx(c);
    LicenceEngine engine(c);
    return engine.licence(path).counts;
}

// The dialog of type T named `name` under `parent`, once it is showing.
template <typename T> T* shown(const QObject& parent, const char* name)
{
    T* found = nullptr;
    (void)QTest::qWaitFor(
        [&] {
            found = parent.findChild<T*>(QLatin1String(name));
            return found && found->isVisible();
        },
        kWait);
    return found && found->isVisible() ? found : nullptr;
}

QLabel* label(const QObject& parent, const char* name)
{
    auto* l = parent.findChild<QLabel*>(QLatin1String(name));
    if (!l) qFatal("no label named %s", name);
    return l;
}

void setWindow(SweepDialog& d)
{
    d.sinceEdit()->setDateTime(QDateTime::fromSecsSinceEpoch(kSince, Qt::UTC));
    d.untilEdit()->setDateTime(QDateTime::fromSecsSinceEpoch(kUntil, Qt::UTC));
}

// Clicks Run on the sweep dialog and confirms; true once the result pane has the outcome.
bool runAndConfirm(SweepDialog& d)
{
    if (!d.runButton()->isEnabled()) return false;
    QTest::mouseClick(d.runButton(), Qt::LeftButton);
    auto* confirm = shown<ConfirmWriteDialog>(d, "confirmSweepDialog");
    if (!confirm) return false;
    QTest::mouseClick(confirm->confirmButton(), Qt::LeftButton);
    auto* result = d.findChild<QPlainTextEdit*>(QStringLiteral("sweepResult"));
    return QTest::qWaitFor([&] { return !result->toPlainText().isEmpty() && !d.isBusy(); }, kWait);
}

// The console's language for one test (as test_gui_german): sealdesk's
// translator from the embedded :/i18n, and the default locale.
class Language
{
public:
    explicit Language(const QString& language)
    {
        const QLocale locale(language);
        QLocale::setDefault(locale);
        if (language.startsWith(QLatin1String("en"))) return;
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
    bool loaded() const { return !m_translator || m_loaded; }

private:
    std::unique_ptr<QTranslator> m_translator;
    bool m_loaded = false;
};

} // namespace

class TestGuiSweepWitness : public QObject
{
    Q_OBJECT

    std::unique_ptr<GroupScope> m_group;
    std::string m_op;
    std::string m_outsider;

    void useProvider(const FakeProvider& provider)
    {
        SessionKeys::setWitnessUrl(provider.url());
        SessionKeys::setWitnessKey(std::string("sk_test_gui"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        pinEnglishUtcDisplay();
        QStandardPaths::setTestModeEnabled(true); // no witness URL from the user's settings
        qunsetenv("SEAL_WITNESS_URL");
        qunsetenv("SEAL_WITNESS_KEY");
        m_group = std::make_unique<GroupScope>("seal_operator");
        m_op = m_group->add("sweep_gui_ops");
        m_outsider = ensureRole("sweep_gui_outsider");
    }
    void cleanupTestCase()
    {
        SessionKeys::setWitnessUrl(std::nullopt);
        SessionKeys::setWitnessKey(std::nullopt);
        m_group.reset();
    }
    void cleanSweepCountsForThePath();
    void outOfBandSpendFreezesTheDomain();
    void cancelDuringASlowPageRecordsNothing();
    void witnessConfirmsTheWorld();
    void witnessCancelRecordsNothing();
    void witnessFromTheIntentStoryAndTheMenu();
    void nonOperatorIsRefused();
    void dialogsFitTheScreen_data();
    void dialogsFitTheScreen();
};

void TestGuiSweepWitness::cleanSweepCountsForThePath()
{
    auto db = writableStoreC();
    const std::string ours = text(db, "SELECT intent FROM seal_intents WHERE domain = 'charge' ORDER BY created_at LIMIT 1");
    FakeProvider provider(200, page({pi("pi_ours", "succeeded", 2599, ours), pi("pi_no", "canceled", 5)}));
    useProvider(provider);
    const auto before = counts(db, "charge");
    StoreClient store(QString::fromStdString(db.dsn(m_op)));
    AutonomyPage autonomy(&store);
    autonomy.resize(1024, 700);
    autonomy.show();
    QTRY_VERIFY_WITH_TIMEOUT(autonomy.hasData() && store.identity().has_value(), kWait);
    const int row = autonomy.model()->rowOf(QStringLiteral("charge"));
    QVERIFY(row >= 0);
    const int sweepsShown = autonomy.model()->rowAt(row)->licence.counts.cleanSweeps;

    auto* button = autonomy.findChild<QPushButton*>(QStringLiteral("sweepButton"));
    QVERIFY(button && button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    auto* dialog = shown<SweepDialog>(autonomy, "sweepDialog");
    QVERIFY(dialog);
    QCOMPARE(label(*dialog, "sweepRole")->text(), QString::fromStdString(m_op));
    setWindow(*dialog);
    QVERIFY(runAndConfirm(*dialog));
    const QString result = dialog->findChild<QPlainTextEdit*>(QStringLiteral("sweepResult"))->toPlainText();
    QVERIFY2(result.startsWith(QLatin1String("CLEAN")), qPrintable(result));
    QVERIFY(result.contains(QLatin1String("reconcile_clean")));

    // The store: one reconcile_clean by the operator over the window asked for.
    QCOMPARE(text(db, "SELECT count(*) FROM seal_events WHERE kind = 'reconcile_clean' AND detail->>'by' = '" + m_op +
                          "' AND (detail->>'since')::float8 = 1796058300 AND (detail->>'until')::float8 = 1796058400"
                          " AND (detail->>'effects')::int = 1 AND path IS NULL"),
             std::string("1"));
    QCOMPARE(counts(db, "charge").cleanSweeps, before.cleanSweeps + 1);
    // The page reloads by itself: the count shown rises.
    QTRY_COMPARE_WITH_TIMEOUT(autonomy.model()->rowAt(autonomy.model()->rowOf(QStringLiteral("charge")))
                                  ->licence.counts.cleanSweeps,
                              sweepsShown + 1, kWait);
    // The provider was asked for the window, with the key.
    QVERIFY(provider.lastRequest().find("created%5Bgte%5D=1796058300") != std::string::npos);
    QVERIFY(provider.lastRequest().find("Bearer sk_test_gui") != std::string::npos);

    // The next sweep starts where this one ended.
    dialog->close();
    QTRY_VERIFY_WITH_TIMEOUT(!autonomy.findChild<SweepDialog*>(), kWait); // deleted on close
    QTest::mouseClick(button, Qt::LeftButton);
    auto* next = shown<SweepDialog>(autonomy, "sweepDialog");
    QVERIFY(next);
    QTRY_VERIFY_WITH_TIMEOUT(label(*next, "sweepSinceNote")->text().contains(QLatin1String("last sweep that answered")),
                             kWait);
    QCOMPARE(next->sinceEdit()->dateTime().toSecsSinceEpoch(), kUntil);
    next->close();
}

void TestGuiSweepWitness::outOfBandSpendFreezesTheDomain()
{
    auto db = writableStoreC();
    FakeProvider provider(200, page({pi("pi_stray", "succeeded", 12500), pi("pi_alien", "processing", 500, "not-ours")}));
    useProvider(provider);
    StoreClient store(QString::fromStdString(db.dsn(m_op)));
    AutonomyPage autonomy(&store);
    autonomy.show();
    QTRY_VERIFY_WITH_TIMEOUT(autonomy.hasData() && store.identity().has_value(), kWait);
    autonomy.startSweep();
    auto* dialog = shown<SweepDialog>(autonomy, "sweepDialog");
    QVERIFY(dialog);
    setWindow(*dialog);
    dialog->freezeEdit()->setText(QStringLiteral("charge"));
    QVERIFY(runAndConfirm(*dialog));
    const QString result = dialog->findChild<QPlainTextEdit*>(QStringLiteral("sweepResult"))->toPlainText();
    QVERIFY2(result.startsWith(QLatin1String("OUT-OF-BAND SPEND: 2 of 2")), qPrintable(result));
    QVERIFY(result.contains(QLatin1String("Domain charge frozen")));
    QVERIFY(result.contains(QLatin1String("pi_stray, pi_alien")));

    QCOMPARE(text(db, "SELECT detail->>'count' || ' ' || (detail->>'amount') || ' ' || (detail->>'domain') || ' ' || "
                      "(detail->>'by') FROM seal_events WHERE kind = 'out_of_band_spend' ORDER BY id DESC LIMIT 1"),
             "2 13000.0 charge " + m_op);
    QCOMPARE(text(db, "SELECT frozen::text || ' ' || reason FROM seal_domains WHERE domain = 'charge'"),
             std::string("true out-of-band spend detected: 2 effect(s) the gateway never admitted"));
    // The licence is suspended by the breach; the page reloads to say so.
    QTRY_VERIFY_WITH_TIMEOUT(autonomy.model()->rowAt(autonomy.model()->rowOf(QStringLiteral("charge")))->licence.suspended,
                             kWait);
}

void TestGuiSweepWitness::cancelDuringASlowPageRecordsNothing()
{
    auto db = writableStoreC();
    std::atomic<int> served{0};
    FakeProvider provider([&served](const std::string&) -> std::pair<int, std::string> {
        if (++served >= 2) std::this_thread::sleep_for(std::chrono::milliseconds(6000)); // page 2 is slow
        return {200, page({pi("pi_p" + std::to_string(served.load()), "succeeded", 100)}, true)};
    });
    useProvider(provider);
    const std::string before = snapshot(db);
    StoreClient store(QString::fromStdString(db.dsn(m_op)));
    AutonomyPage autonomy(&store);
    autonomy.show();
    QTRY_VERIFY_WITH_TIMEOUT(autonomy.hasData() && store.identity().has_value(), kWait);
    autonomy.startSweep();
    auto* dialog = shown<SweepDialog>(autonomy, "sweepDialog");
    QVERIFY(dialog);
    setWindow(*dialog);
    QTest::mouseClick(dialog->runButton(), Qt::LeftButton);
    QVERIFY(dialog->isBusy());
    auto* status = label(*dialog, "sweepStatus");
    // Page 1 arrives and is told while page 2 is slow.
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QLatin1String("pages read: 1")), kWait);
    QCOMPARE(dialog->progressBar()->maximum(), 0); // busy
    QTRY_COMPARE_WITH_TIMEOUT(served.load(), 2, kWait);
    // The GUI answers while the provider is slow: a 50 ms timer fires on time.
    QElapsedTimer responsive;
    responsive.start();
    bool fired = false;
    QTimer::singleShot(50, this, [&fired] { fired = true; });
    QTRY_VERIFY_WITH_TIMEOUT(fired, 1000);
    QVERIFY(responsive.elapsed() < 500);
    QVERIFY(dialog->isBusy());

    QElapsedTimer stopping;
    stopping.start();
    QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy(), kWait);
    QVERIFY2(stopping.elapsed() < 3000, "Cancel did not stop the slow page");
    QVERIFY2(status->text().contains(QLatin1String("Cancelled after 1 provider page: nothing was recorded")),
             qPrintable(status->text()));
    QVERIFY(dialog->isVisible()); // it stays to say so
    QVERIFY(!dialog->findChild<ConfirmWriteDialog*>());
    QTest::qWait(300);
    QCOMPARE(snapshot(db), before);
}

void TestGuiSweepWitness::witnessConfirmsTheWorld()
{
    auto db = writableStoreC();
    const std::string intent =
        text(db, "SELECT intent FROM seal_intents WHERE domain = 'charge' AND state = 'sealed' AND tier = 'SEALED' "
                 "ORDER BY created_at LIMIT 1");
    QVERIFY(!intent.empty());
    FakeProvider provider(200, json{{"object", "search_result"},
                                    {"data", {{{"id", "pi_w"}, {"status", "succeeded"}}}},
                                    {"has_more", false}}
                                   .dump());
    useProvider(provider);
    const auto before = counts(db, "charge");
    StoreClient store(QString::fromStdString(db.dsn(m_op)));
    CertificatesPage certs(&store);
    certs.resize(1024, 700);
    certs.show();
    QTRY_VERIFY_WITH_TIMEOUT(certs.hasData() && store.identity().has_value(), kWait);
    certs.showIntent(QString::fromStdString(intent));
    QTRY_VERIFY_WITH_TIMEOUT(certs.model()->rowCount() > 0 &&
                                 certs.model()->index(0, 0).data(CertificateModel::IntentRole).toByteArray() ==
                                     QByteArray::fromStdString(intent),
                             kWait);
    certs.table()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(certs.witnessButton()->isEnabled(), kWait);
    QTest::mouseClick(certs.witnessButton(), Qt::LeftButton);
    auto* dialog = shown<WitnessDialog>(certs, "witnessDialog");
    QVERIFY(dialog);
    QCOMPARE(dialog->intent(), QString::fromStdString(intent));
    QVERIFY(!dialog->recordButton()->isEnabled()); // nothing to record before the provider answered
    QTest::mouseClick(dialog->askButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->recordButton()->isEnabled(), kWait);
    auto* found = dialog->findChild<QPlainTextEdit*>(QStringLiteral("witnessFound"));
    QVERIFY2(found->toPlainText().contains(QLatin1String("Verdict: confirmed_one")), qPrintable(found->toPlainText()));
    QVERIFY(provider.lastRequest().find("payment_intents/search") != std::string::npos);
    QCOMPARE(text(db, "SELECT tier FROM seal_intents WHERE intent = '" + intent + "'"), std::string("SEALED"));

    QTest::mouseClick(dialog->recordButton(), Qt::LeftButton);
    auto* confirm = shown<ConfirmWriteDialog>(*dialog, "confirmWitnessDialog");
    QVERIFY(confirm);
    QTest::mouseClick(confirm->confirmButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(label(*dialog, "witnessStatus")->text(), QStringLiteral("Recorded: event witnessed."),
                              kWait);
    QVERIFY2(found->toPlainText().contains(QStringLiteral("tier SEALED → WORLD_FINAL")), qPrintable(found->toPlainText()));
    QVERIFY(!dialog->recordButton()->isEnabled()); // recorded: not twice
    QVERIFY(!dialog->askButton()->isEnabled());

    QCOMPARE(text(db, "SELECT tier FROM seal_intents WHERE intent = '" + intent + "'"), std::string("WORLD_FINAL"));
    QCOMPARE(text(db, "SELECT body->>'world' || ' ' || (body->>'witness_state') FROM seal_certs WHERE intent = '" +
                          intent + "' ORDER BY seq DESC LIMIT 1"),
             std::string("confirmed confirmed_one"));
    QCOMPARE(text(db, "SELECT kind || ' ' || (detail->>'by') FROM seal_events ORDER BY id DESC LIMIT 1"),
             "witnessed " + m_op);
    QCOMPARE(counts(db, "charge").confirmed, before.confirmed + 1);
}

void TestGuiSweepWitness::witnessCancelRecordsNothing()
{
    auto db = writableStoreC();
    const std::string intent =
        text(db, "SELECT intent FROM seal_intents WHERE state = 'sealed' AND tier = 'SEALED' ORDER BY created_at LIMIT 1");
    FakeProvider provider([](const std::string&) -> std::pair<int, std::string> {
        std::this_thread::sleep_for(std::chrono::milliseconds(6000));
        return {200, R"({"object":"search_result","data":[],"has_more":false})"};
    });
    useProvider(provider);
    const std::string before = snapshot(db);
    StoreClient store(QString::fromStdString(db.dsn(m_op)));
    CertificatesPage certs(&store);
    certs.show();
    QTRY_VERIFY_WITH_TIMEOUT(store.identity().has_value(), kWait);
    auto* dialog = new WitnessDialog(&certs, &store, QString::fromStdString(intent));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    QTRY_VERIFY_WITH_TIMEOUT(dialog->askButton()->isEnabled(), kWait);
    QTest::mouseClick(dialog->askButton(), Qt::LeftButton);
    QVERIFY(dialog->isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!provider.targets().empty(), kWait); // the question is out
    QElapsedTimer stopping;
    stopping.start();
    QTest::keyClick(dialog, Qt::Key_Escape); // Escape cancels the question first
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy(), kWait);
    QVERIFY2(stopping.elapsed() < 3000, "Cancel did not stop the question");
    QVERIFY(label(*dialog, "witnessStatus")->text().contains(QLatin1String("nothing was recorded")));
    QVERIFY(!dialog->answer().has_value());
    QVERIFY(!dialog->recordButton()->isEnabled());
    QCOMPARE(snapshot(db), before);
    dialog->close();
}

// View ▸ Intent story… ▸ Witness… opens the witness dialog for that intent;
// Edit ▸ Run reconcile sweep… opens the sweep on the Autonomy page. An
// outsider's story offers no Witness…, and says why.
void TestGuiSweepWitness::witnessFromTheIntentStoryAndTheMenu()
{
    auto db = writableStoreC();
    const std::string intent =
        text(db, "SELECT intent FROM seal_intents WHERE state = 'sealed' AND tier = 'SEALED' ORDER BY created_at LIMIT 1");
    FakeProvider provider(200, R"({"object":"search_result","data":[],"has_more":false})");
    useProvider(provider);
    for (const std::string& role : {m_op, m_outsider}) {
        StoreClient store(QString::fromStdString(db.dsn(role)));
        MainWindow window(&store);
        auto* certs = new CertificatesPage(&store);
        auto* autonomy = new AutonomyPage(&store);
        window.addPage(QStringLiteral("autonomy"), QStringLiteral("Autonomy"), QIcon(), autonomy);
        window.addPage(QStringLiteral("certificates"), QStringLiteral("Certificates"), QIcon(), certs);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(store.identity().has_value() && autonomy->hasData(), kWait);
        window.showIntentStory(QString::fromStdString(intent));
        auto* story = shown<IntentStoryDialog>(window, "intentStoryDialog");
        QVERIFY(story);
        QPushButton* witness = story->witnessButton();
        auto* menuSweep = window.findChild<QAction*>(QStringLiteral("sweepAction"));
        QVERIFY(menuSweep);
        if (role == m_outsider) {
            QVERIFY(!witness->isEnabled());
            QVERIFY(witness->toolTip().contains(QLatin1String("seal_operator")));
            menuSweep->trigger();
            QTest::qWait(100);
            QVERIFY(!autonomy->findChild<SweepDialog*>()); // refused, the button says why
            continue;
        }
        QVERIFY(witness->isEnabled());
        QTest::mouseClick(witness, Qt::LeftButton);
        auto* dialog = shown<WitnessDialog>(*story, "witnessDialog");
        QVERIFY(dialog);
        QCOMPARE(dialog->intent(), QString::fromStdString(intent));
        dialog->close();
        story->close();
        menuSweep->trigger();
        QVERIFY(shown<SweepDialog>(*autonomy, "sweepDialog"));
        QCOMPARE(window.currentPage(), autonomy);
    }
}

void TestGuiSweepWitness::nonOperatorIsRefused()
{
    auto db = writableStoreC();
    FakeProvider provider(200, page({pi("pi_stray", "succeeded", 100)}));
    useProvider(provider);
    const std::string before = snapshot(db);
    StoreClient store(QString::fromStdString(db.dsn(m_outsider)));
    AutonomyPage autonomy(&store);
    autonomy.show();
    QTRY_VERIFY_WITH_TIMEOUT(autonomy.hasData() && store.identity().has_value(), kWait);
    auto* button = autonomy.findChild<QPushButton*>(QStringLiteral("sweepButton"));
    QVERIFY(!button->isEnabled());
    QVERIFY2(button->toolTip().contains(QLatin1String("seal_operator")), qPrintable(button->toolTip()));
    autonomy.startSweep(); // does nothing while the button says why not
    QVERIFY(!autonomy.findChild<SweepDialog*>());
    // The dialog itself refuses too, with the same reason.
    SweepDialog sweep(&autonomy, &store);
    setWindow(sweep);
    QVERIFY(!sweep.runButton()->isEnabled());
    QVERIFY(sweep.whyNotRun().contains(QLatin1String("seal_operator")));
    QVERIFY(label(sweep, "sweepWhyNot")->text().contains(QLatin1String("seal_operator")));
    QTest::mouseClick(sweep.runButton(), Qt::LeftButton);
    QVERIFY(!sweep.isBusy());

    CertificatesPage certs(&store);
    certs.show();
    QTRY_VERIFY_WITH_TIMEOUT(certs.hasData(), kWait);
    certs.table()->selectRow(0);
    QVERIFY(!certs.witnessButton()->isEnabled());
    QVERIFY(certs.witnessButton()->toolTip().contains(QLatin1String("seal_operator")));
    WitnessDialog witness(&certs, &store, QStringLiteral("x"));
    QVERIFY(!witness.askButton()->isEnabled());
    QVERIFY(witness.whyNotAsk().contains(QLatin1String("seal_operator")));
    QTest::qWait(200);
    QVERIFY(provider.targets().empty()); // the provider was never bothered
    QCOMPARE(snapshot(db), before);
}

void TestGuiSweepWitness::dialogsFitTheScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en_US");
    QTest::newRow("de") << QStringLiteral("de_DE");
}

void TestGuiSweepWitness::dialogsFitTheScreen()
{
    QFETCH(QString, language);
    const Language lang(language);
    QVERIFY(lang.loaded());
    auto db = writableStoreC();
    const std::string ours = text(db, "SELECT intent FROM seal_intents ORDER BY created_at LIMIT 1");
    FakeProvider provider([ours](const std::string& target) -> std::pair<int, std::string> {
        if (target.find("/search") != std::string::npos)
            return {200, json{{"object", "search_result"},
                              {"data", {{{"id", "pi_w"}, {"status", "succeeded"}}}},
                              {"has_more", false}}
                             .dump()};
        return {200, page({pi("pi_ours", "succeeded", 2599, ours), pi("pi_2", "succeeded", 100, ours)})};
    });
    useProvider(provider);
    StoreClient store(QString::fromStdString(db.dsn(m_op)));
    AutonomyPage autonomy(&store);
    autonomy.resize(1024, 700);
    autonomy.show();
    QTRY_VERIFY_WITH_TIMEOUT(autonomy.hasData() && store.identity().has_value(), kWait);
    const QString shots = qEnvironmentVariable("SEAL_GUI_SHOTS");
    const QString tag = QLatin1String(QTest::currentDataTag());
    if (!shots.isEmpty()) autonomy.grab().save(shots + QStringLiteral("/autonomy-sweep-%1.png").arg(tag));
    // The action is whole on a 1024-wide page, in every language.
    auto* button = autonomy.findChild<QPushButton*>(QStringLiteral("sweepButton"));
    QVERIFY(button->isVisible());
    QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(button->text()));

    autonomy.startSweep();
    auto* sweep = shown<SweepDialog>(autonomy, "sweepDialog");
    QVERIFY(sweep);
    QTRY_VERIFY_WITH_TIMEOUT(!label(*sweep, "sweepSinceNote")->text().contains(QLatin1String("…")), kWait);
    QVERIFY2(sweep->width() <= 1024 && sweep->height() <= 700,
             qPrintable(QStringLiteral("%1x%2").arg(sweep->width()).arg(sweep->height())));
    QVERIFY(sweep->minimumSizeHint().width() <= 1024 && sweep->minimumSizeHint().height() <= 700);
    if (!shots.isEmpty()) sweep->grab().save(shots + QStringLiteral("/sweep-dialog-%1.png").arg(tag));
    setWindow(*sweep);
    QVERIFY(runAndConfirm(*sweep));
    if (!shots.isEmpty()) sweep->grab().save(shots + QStringLiteral("/sweep-result-%1.png").arg(tag));
    sweep->close();

    const std::string intent =
        text(db, "SELECT intent FROM seal_intents WHERE state = 'sealed' AND tier = 'SEALED' ORDER BY created_at LIMIT 1");
    CertificatesPage certs(&store);
    certs.show();
    auto* witness = new WitnessDialog(&certs, &store, QString::fromStdString(intent));
    witness->setAttribute(Qt::WA_DeleteOnClose);
    witness->open();
    QTRY_VERIFY_WITH_TIMEOUT(witness->askButton()->isEnabled(), kWait);
    QTest::mouseClick(witness->askButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(witness->recordButton()->isEnabled(), kWait);
    QVERIFY(witness->width() <= 1024 && witness->height() <= 700);
    QVERIFY(witness->minimumSizeHint().width() <= 1024 && witness->minimumSizeHint().height() <= 700);
    if (!shots.isEmpty()) witness->grab().save(shots + QStringLiteral("/witness-dialog-%1.png").arg(tag));
    QTest::mouseClick(witness->recordButton(), Qt::LeftButton);
    auto* confirm = shown<ConfirmWriteDialog>(*witness, "confirmWitnessDialog");
    QVERIFY(confirm);
    if (!shots.isEmpty()) confirm->grab().save(shots + QStringLiteral("/witness-confirm-%1.png").arg(tag));
    QTest::mouseClick(confirm->confirmButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!witness->isBusy() && !witness->answer().has_value(), kWait);
    if (!shots.isEmpty()) witness->grab().save(shots + QStringLiteral("/witness-result-%1.png").arg(tag));
    witness->close();

    // Witnessed once, the intent may not be witnessed again: core's refusal reaches
    // the operator in their language, its values (the intent, state, tier) as stored.
    auto* again = new WitnessDialog(&certs, &store, QString::fromStdString(intent));
    again->setAttribute(Qt::WA_DeleteOnClose);
    again->open();
    QTRY_VERIFY_WITH_TIMEOUT(again->askButton()->isEnabled(), kWait);
    const std::size_t asked = provider.targets().size();
    QTest::mouseClick(again->askButton(), Qt::LeftButton);
    auto* status = again->findChild<QLabel*>(QStringLiteral("witnessStatus"));
    const QString refusal = tag == QLatin1String("de")
                                ? QStringLiteral("ist bereits von der Welt bestätigt: nichts zu bezeugen")
                                : QStringLiteral("is world-confirmed already: nothing to witness");
    QTRY_VERIFY2_WITH_TIMEOUT(status->text().contains(refusal) &&
                                  status->text().contains(QString::fromStdString(intent)) &&
                                  status->text().contains(QLatin1String("WORLD_FINAL")),
                              qPrintable(status->text()), kWait);
    QCOMPARE(provider.targets().size(), asked); // refused before asking
    again->close();
}

QTEST_MAIN(TestGuiSweepWitness)
#include "test_gui_sweep_witness.moc"
