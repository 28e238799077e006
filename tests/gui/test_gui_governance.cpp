// The Autonomy page's governance settings on writable copies of store-c
// (issue 13 item 7): "Set thresholds…", "Max proof age…" and "Freeze
// domain…" by an operator land (rows and the event checked in SQL, the page
// shows the new values); a role that may not operate sees each disabled with
// the reason and changes nothing; a role that lost seal_operator after the
// console connected is refused by the store with the reason, the store
// unchanged; the thresholds dialog refuses dual < auto; German amounts
// round-trip exactly; the detail pane shows store-c's proof history. With
// SEAL_GUI_SHOTS=DIR each dialog is saved there as a PNG to look at.
#include "core/base/clock.hpp"
#include "models/autonomy_model.hpp"
#include "models/store_client.hpp"
#include "models/text/money_format.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/dialogs/proof_age_dialog.hpp"
#include "views/dialogs/thresholds_dialog.hpp"
#include "views/pages/autonomy_governance.hpp"
#include "views/pages/autonomy_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QAction>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTranslator>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const std::string kOperator = "governance_ops";
const std::string kOutsider = "governance_outsider";

template <typename T> T* child(const QObject& parent, const char* name)
{
    T* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no child named %s", name);
    return found;
}

std::string scalar(const TestDatabase& db, const std::string& sql)
{
    auto conn = db.connect();
    return std::string(conn.exec(sql).text(0, 0));
}

// A dialog of type T named `name` the page has open (they open without blocking).
template <typename T> T* openDialog(const QWidget& page, const char* name)
{
    QDeadlineTimer deadline(kWait);
    while (!deadline.hasExpired()) {
        for (auto* dialog : page.findChildren<T*>(QLatin1String(name)))
            if (dialog->isVisible()) return dialog;
        QTest::qWait(20);
    }
    qFatal("no dialog %s opened", name);
}

// With SEAL_GUI_SHOTS=DIR, saves `widget` there as <lang>-<name>.png.
void shoot(QWidget* widget, const QString& lang, const char* name)
{
    widget->grab().save(qEnvironmentVariable("SEAL_GUI_SHOTS") + QStringLiteral("/%1-%2.png").arg(lang, QLatin1String(name)));
}

QString confirmValue(const ConfirmWriteDialog& dialog, const char* key)
{
    return child<QLabel>(dialog, (std::string("confirm") + key).c_str())->text();
}

struct Session
{
    explicit Session(const TestDatabase& db, const std::string& role, const QString& path)
        : store(QString::fromStdString(db.dsn(role))), page(&store)
    {
        page.resize(1200, 800);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
        page.showKey(path);
        QTRY_COMPARE_WITH_TIMEOUT(page.currentPath(), path, kWait);
    }
    QString detail() const { return child<QPlainTextEdit>(page, "autonomyDetail")->toPlainText(); }

    StoreClient store;
    AutonomyPage page;
};

// Every write goes through a confirmation that needs a reason; returns it confirmed.
void confirmWithReason(ConfirmWriteDialog* dialog, const char* reason)
{
    QVERIFY(!dialog->confirmButton()->isEnabled()); // the reason is required
    dialog->reasonEdit()->setPlainText(QLatin1String(reason));
    QVERIFY(dialog->confirmButton()->isEnabled());
    QTest::mouseClick(dialog->confirmButton(), Qt::LeftButton);
}

} // namespace

class TestGuiGovernance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        pinEnglishUtcDisplay();
        MoneyFormat::instance().setOverride(QStringLiteral("EUR"));
        // Proof ages are judged when the reference answered, not today.
        const double at = expectedStoreC()["generated_at"].get<double>();
        setClockForTesting([at] { return at; });
    }
    void cleanupTestCase()
    {
        setClockForTesting({});
        MoneyFormat::instance().setOverride({});
    }
    void init() { pinEnglishUtcDisplay(); }
    void cleanup() { setStoreTimeout(kDefaultStoreTimeout); }
    void thresholdsLand();
    void thresholdsRefuseDualBelowAuto();
    void germanAmountsRoundTripExactly();
    void proofAgeLands();
    void freezeLands();
    void nonOperatorsAreRefused();
    void lostMembershipIsRefusedByTheStore();
    void detailShowsProofHistory();
    void detailSaysWhenProofsCannotBeRead();
    void aWaitingWriteIsShownAndCancelled();
    void aWriteThatTimesOutSaysNothingWritten();
    void picturesToLookAt();
};

void TestGuiGovernance::thresholdsLand()
{
    GroupScope group("seal_operator", {kOperator});
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    Session s(db, kOperator, QStringLiteral("payout"));
    QVERIFY2(s.detail().contains(QString::fromUtf8("Approval thresholds: auto \u2264 \u20AC100.00 \u00B7 dual \u2264 "
                                                   "\u20AC10,000.00 \u00B7 2 approvers")),
             qPrintable(s.detail()));
    auto* button = child<QPushButton>(s.page, "setThresholdsButton");
    QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled(), kWait);
    QTest::mouseClick(button, Qt::LeftButton);
    auto* dialog = openDialog<ThresholdsDialog>(s.page, "thresholdsDialog");
    // The path's values, as this language types them.
    QCOMPARE(dialog->autoEdit()->text(), QStringLiteral("100"));
    QCOMPARE(dialog->dualEdit()->text(), QStringLiteral("10,000"));
    QCOMPARE(dialog->approversBox()->value(), 2);
    dialog->autoEdit()->setText(QStringLiteral("250.5"));
    dialog->dualEdit()->setText(QStringLiteral("20,000"));
    dialog->approversBox()->setValue(3);
    QCOMPARE(child<QLabel>(*dialog, "thresholdsAutoShown")->text(), QString::fromUtf8("= \u20AC250.50"));
    QVERIFY(dialog->continueButton()->isEnabled());
    QTest::mouseClick(dialog->continueButton(), Qt::LeftButton);

    auto* confirm = openDialog<ConfirmWriteDialog>(s.page, "confirmThresholdsDialog");
    QCOMPARE(confirmValue(*confirm, "Role"), QString::fromStdString(kOperator));
    QCOMPARE(confirmValue(*confirm, "Auto"), QString::fromUtf8("\u20AC100.00\u00A0\u2192 \u20AC250.50"));
    QCOMPARE(confirmValue(*confirm, "Dual"), QString::fromUtf8("\u20AC10,000.00\u00A0\u2192 \u20AC20,000.00"));
    QCOMPARE(confirmValue(*confirm, "Approvers"), QString::fromUtf8("2\u00A0\u2192 3"));
    const std::string row = "SELECT auto_ceiling || '|' || dual_ceiling || '|' || required_approvers || '|' || "
                            "updated_by FROM seal_thresholds WHERE path = 'payout'";
    QCOMPARE(scalar(db, row), std::string("100|10000|2|ops-lead")); // the control: as the reference left it
    confirmWithReason(confirm, "Q4 volumes");
    QTRY_COMPARE_WITH_TIMEOUT(scalar(db, row), "250.5|20000|3|" + kOperator, kWait);
    const std::string event = "1 {\"by\": \"" + kOperator +
                              "\", \"reason\": \"Q4 volumes\", \"auto_ceiling\": 250.5, \"dual_ceiling\": 20000.0, "
                              "\"pending_changed\": 0, \"required_approvers\": 3}"; // issue 25: none pending on payout
    QCOMPARE(scalar(db, "SELECT count(*) || ' ' || min(detail::text) FROM seal_events WHERE kind = 'thresholds_set' "
                        "AND path = 'payout'"),
             event);
    // The page reads again and shows the new values.
    QTRY_VERIFY_WITH_TIMEOUT(s.detail().contains(QString::fromUtf8("Approval thresholds: auto \u2264 \u20AC250.50 \u00B7 "
                                                                   "dual \u2264 \u20AC20,000.00 \u00B7 3 approvers")),
                             kWait);
    QCOMPARE(s.page.currentPath(), QStringLiteral("payout"));
}

void TestGuiGovernance::thresholdsRefuseDualBelowAuto()
{
    ThresholdsDialog dialog(QStringLiteral("wire"), Thresholds{0, 50000, 3});
    dialog.show();
    QVERIFY(dialog.continueButton()->isEnabled()); // the control: the path's own values pass
    const auto says = [&](const char* autoText, const char* dualText, int approvers, const char* why) {
        dialog.autoEdit()->setText(QLatin1String(autoText));
        dialog.dualEdit()->setText(QLatin1String(dualText));
        dialog.approversBox()->setValue(approvers);
        const QString shown = child<QLabel>(dialog, "thresholdsWhyNot")->text();
        QVERIFY2(!dialog.continueButton()->isEnabled(), autoText);
        QVERIFY2(!dialog.thresholds().has_value(), autoText);
        QVERIFY2(shown.contains(QLatin1String(why)), qPrintable(shown));
    };
    says("500", "400", 2, "DUAL must be at least AUTO");
    says("-1", "400", 2, "AUTO must be 0 or more");
    says("100", "400", 1, "at least 2 approvers");
    says("ten", "400", 2, "AUTO is not an amount");
    says("100", "", 2, "DUAL is not an amount");
    says("100", "inf", 2, "DUAL is not an amount");
    dialog.autoEdit()->setText(QStringLiteral("400"));
    dialog.dualEdit()->setText(QStringLiteral("400"));
    dialog.approversBox()->setValue(2);
    QVERIFY(dialog.continueButton()->isEnabled()); // dual = auto is allowed, as sealctl allows it
    QVERIFY(!child<QLabel>(dialog, "thresholdsWhyNot")->isVisible());
    const auto t = dialog.thresholds();
    QVERIFY(t && t->autoCeiling == 400 && t->dualCeiling == 400 && t->requiredApprovers == 2);
}

void TestGuiGovernance::germanAmountsRoundTripExactly()
{
    GroupScope group("seal_operator", {kOperator});
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    Session s(db, kOperator, QStringLiteral("wire"));
    auto* button = child<QPushButton>(s.page, "setThresholdsButton");
    QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled(), kWait);
    QTest::mouseClick(button, Qt::LeftButton);
    auto* dialog = openDialog<ThresholdsDialog>(s.page, "thresholdsDialog");
    QCOMPARE(dialog->dualEdit()->text(), QStringLiteral("50.000"));
    dialog->autoEdit()->setText(QStringLiteral("12.345,67"));
    dialog->dualEdit()->setText(QStringLiteral("50.000,125"));
    QCOMPARE(child<QLabel>(*dialog, "thresholdsAutoShown")->text(), QString::fromUtf8("= 12.345,67\u00A0\u20AC"));
    QTest::mouseClick(dialog->continueButton(), Qt::LeftButton);
    auto* confirm = openDialog<ConfirmWriteDialog>(s.page, "confirmThresholdsDialog");
    QCOMPARE(confirmValue(*confirm, "Dual"), QString::fromUtf8("50.000,00\u00A0\u20AC\u00A0\u2192 50.000,125\u00A0\u20AC"));
    confirmWithReason(confirm, "Limits angepasst");
    // Exactly the numbers typed: compared as doubles in SQL, not as text.
    QTRY_COMPARE_WITH_TIMEOUT(scalar(db, "SELECT (auto_ceiling = 12345.67::float8 AND dual_ceiling = "
                                         "50000.125::float8 AND required_approvers = 3)::text FROM seal_thresholds "
                                         "WHERE path = 'wire'"),
                              std::string("true"), kWait);
    // And back: the dialog types them as they were typed.
    // (A plain-text pane gives U+00A0 back as a space.)
    QTRY_VERIFY2_WITH_TIMEOUT(s.detail().contains(QString::fromUtf8("auto \u2264 12.345,67 \u20AC \u00B7 dual \u2264 50.000,125 \u20AC")),
                              qPrintable(s.detail().right(600)), kWait);
    QTest::mouseClick(button, Qt::LeftButton);
    dialog = openDialog<ThresholdsDialog>(s.page, "thresholdsDialog");
    QCOMPARE(dialog->autoEdit()->text(), QStringLiteral("12.345,67"));
    QCOMPARE(dialog->dualEdit()->text(), QStringLiteral("50.000,125"));
    dialog->reject();
    // The other way round a German reader cannot be misread: "12.345" is twelve thousand.
    QCOMPARE(ThresholdsDialog::parseAmount(QStringLiteral("12.345")), std::optional<double>(12345));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(ThresholdsDialog::parseAmount(QStringLiteral("12.345")), std::optional<double>(12.345));
}

void TestGuiGovernance::proofAgeLands()
{
    GroupScope group("seal_operator", {kOperator});
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    const std::string lastEvent = scalar(db, "SELECT max(id) FROM seal_events");
    Session s(db, kOperator, QStringLiteral("email"));
    QTRY_VERIFY_WITH_TIMEOUT(s.detail().contains(QLatin1String("of at most 1 d (86,400 s) (set by policy)")), kWait);
    auto* action = child<QAction>(s.page, "proofAgeAction");
    QTRY_VERIFY_WITH_TIMEOUT(action->isEnabled(), kWait);
    action->trigger();
    auto* dialog = openDialog<ProofAgeDialog>(s.page, "proofAgeDialog");
    QCOMPARE(dialog->valueEdit()->text(), QStringLiteral("1"));
    QCOMPARE(dialog->unitBox()->currentIndex(), 3); // days
    for (const char* bad : {"0", "-3", "abc", ""}) {
        dialog->valueEdit()->setText(QLatin1String(bad));
        QVERIFY2(!dialog->continueButton()->isEnabled(), bad);
    }
    dialog->valueEdit()->setText(QStringLiteral("36"));
    dialog->unitBox()->setCurrentIndex(2); // hours
    QCOMPARE(child<QLabel>(*dialog, "proofAgeShown")->text(), QStringLiteral("= 36 h (129,600 s)"));
    QTest::mouseClick(dialog->continueButton(), Qt::LeftButton);
    auto* confirm = openDialog<ConfirmWriteDialog>(s.page, "confirmProofAgeDialog");
    QCOMPARE(confirmValue(*confirm, "ProofAge"), QString::fromUtf8("1 d (86,400 s)\u00A0\u2192 36 h (129,600 s)"));
    QCOMPARE(confirmValue(*confirm, "Policy"), QStringLiteral("CLEARED (unchanged)"));
    confirmWithReason(confirm, "weekend CI runs less often");
    const std::string row = "SELECT status || '|' || max_proof_age_sec || '|' || reason || '|' || updated_by "
                            "FROM seal_clearance WHERE path = 'email'";
    QTRY_COMPARE_WITH_TIMEOUT(scalar(db, row), "CLEARED|129600|weekend CI runs less often|" + kOperator, kWait);
    const std::string event =
        "1 policy email {\"by\": \"" + kOperator + "\", \"reason\": \"weekend CI runs less often\", \"status\": \"CLEARED\"}";
    QCOMPARE(scalar(db, "SELECT count(*) || ' ' || min(kind) || ' ' || min(path) || ' ' || min(detail::text) "
                        "FROM seal_events WHERE id > " + lastEvent),
             event);
    QTRY_VERIFY_WITH_TIMEOUT(s.detail().contains(QLatin1String("of at most 36 h (129,600 s) (set by policy)")), kWait);

    // A REVOKED path's proof age is not set (the policy would be revoked again); the action says why.
    s.page.showKey(QStringLiteral("topup"));
    QTRY_VERIFY_WITH_TIMEOUT(!action->isEnabled(), kWait);
    QVERIFY2(action->toolTip().contains(QLatin1String("path topup is REVOKED")), qPrintable(action->toolTip()));
}

void TestGuiGovernance::freezeLands()
{
    GroupScope group("seal_operator", {kOperator});
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    Session s(db, kOperator, QStringLiteral("charge"));
    const std::string frozen = "SELECT count(*) FROM seal_domains WHERE domain = 'charge' AND frozen";
    QCOMPARE(scalar(db, frozen), std::string("0"));
    auto* button = child<QPushButton>(s.page, "freezeDomainButton");
    QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled(), kWait);
    QTest::mouseClick(button, Qt::LeftButton);
    auto* confirm = openDialog<ConfirmWriteDialog>(s.page, "confirmFreezeDialog");
    QCOMPARE(confirmValue(*confirm, "Role"), QString::fromStdString(kOperator));
    confirmWithReason(confirm, "<b>chargeback</b> storm");
    QTRY_COMPARE_WITH_TIMEOUT(scalar(db, frozen), std::string("1"), kWait);
    const std::string row = "manual freeze: <b>chargeback</b> storm {\"by\": \"" + kOperator + "\"}";
    QCOMPARE(scalar(db, "SELECT reason || ' ' || evidence::text FROM seal_domains WHERE domain = 'charge'"), row);
    const std::string event =
        "1 {\"by\": \"" + kOperator + "\", \"domain\": \"charge\", \"reason\": \"<b>chargeback</b> storm\"}";
    QCOMPARE(scalar(db, "SELECT count(*) || ' ' || min(detail::text) FROM seal_events WHERE kind = 'frozen' AND "
                        "path = 'charge'"),
             event);
    // The page reads again: frozen now, so not offered again, and it says why.
    QTRY_VERIFY_WITH_TIMEOUT(!button->isEnabled(), kWait);
    QVERIFY2(button->toolTip().contains(QLatin1String("domain charge is already frozen (manual freeze: <b>chargeback</b>")),
             qPrintable(button->toolTip()));
    QVERIFY(s.detail().contains(QLatin1String("domain is frozen: manual freeze: <b>chargeback</b> storm")));
    // transfer was frozen by the out-of-band sweep: the same.
    s.page.showKey(QStringLiteral("transfer"));
    QTRY_VERIFY_WITH_TIMEOUT(button->toolTip().contains(QLatin1String("domain transfer is already frozen")), kWait);
}

namespace {

// Another session holds SHARE on seal_domains: the console's reads go on, its
// writes to the table wait until the holder ends (ROLLBACK when destroyed).
struct DomainsLocked
{
    explicit DomainsLocked(const TestDatabase& db) : conn(db.connect())
    {
        conn.exec("BEGIN");
        conn.exec("LOCK TABLE seal_domains IN SHARE MODE");
    }
    Connection conn;
};

// Backends of `db` waiting for a lock: the console's write behind the holder.
long long lockWaiters(const TestDatabase& db)
{
    Connection admin = Connection::open(adminDsn());
    return admin
        .exec("SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
              {param(db.name())})
        .integer(0, 0);
}

// The freeze of `charge` confirmed on `s`'s page; it then waits for the lock.
void confirmFreeze(Session& s)
{
    auto* button = child<QPushButton>(s.page, "freezeDomainButton");
    QTRY_VERIFY_WITH_TIMEOUT(button->isEnabled(), kWait);
    QTest::mouseClick(button, Qt::LeftButton);
    confirmWithReason(openDialog<ConfirmWriteDialog>(s.page, "confirmFreezeDialog"), "storm");
}

// The outcome box the page opened for the write.
QMessageBox* outcomeBox(const QWidget& page)
{
    QMessageBox* box = nullptr;
    [&] { QTRY_VERIFY_WITH_TIMEOUT((box = page.findChild<QMessageBox*>(QStringLiteral("writeOutcomeBox"))), kWait); }();
    if (!box) qFatal("the write reported no outcome");
    return box;
}

} // namespace

// Issue 26 item 2: a write that waits for another session's lock says so in
// a window of its own, and its Cancel ends it on the server with nothing
// written, long before the store timeout would.
void TestGuiGovernance::aWaitingWriteIsShownAndCancelled()
{
    GroupScope group("seal_operator", {kOperator});
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    setStoreTimeout(std::chrono::minutes(10)); // only the Cancel can end this write within the test
    Session s(db, kOperator, QStringLiteral("charge"));
    const std::string frozen = "SELECT count(*) FROM seal_domains WHERE domain = 'charge' AND frozen";
    auto holder = std::make_unique<DomainsLocked>(db);
    confirmFreeze(s);
    auto* waiting = openDialog<QDialog>(s.page, "writeWaitingDialog");
    QVERIFY2(child<QLabel>(*waiting, "writeWaitingText")->text().contains(QLatin1String("waiting for the store")),
             qPrintable(child<QLabel>(*waiting, "writeWaitingText")->text()));
    QTRY_VERIFY_WITH_TIMEOUT(lockWaiters(db) > 0, kWait); // the write is in the server, behind the lock
    if (qEnvironmentVariableIsSet("SEAL_GUI_SHOTS")) shoot(waiting, QStringLiteral("en"), "write-waiting");
    QTest::mouseClick(child<QPushButton>(*waiting, "writeWaitingCancel"), Qt::LeftButton);
    QMessageBox* box = outcomeBox(s.page);
    QCOMPARE(box->text(), QStringLiteral("nothing written"));
    QVERIFY2(box->informativeText().startsWith(QLatin1String("cancelled while waiting for the store")),
             qPrintable(box->informativeText()));
    QVERIFY(box->informativeText().endsWith(QLatin1String("; nothing was written")));
    QTRY_VERIFY_WITH_TIMEOUT(!s.page.findChild<QDialog*>(QStringLiteral("writeWaitingDialog")), kWait);
    QCOMPARE(lockWaiters(db), 0LL);
    holder.reset(); // the lock ends: a write still queued anywhere would land now
    QCOMPARE(scalar(db, frozen), std::string("0"));
    QCOMPARE(scalar(db, "SELECT count(*) FROM seal_events WHERE kind = 'frozen' AND path = 'charge'"),
             std::string("0"));
    setStoreTimeout(kDefaultStoreTimeout);
}

// The same wait ended by the store timeout: the fate is known (rolled back),
// so the box says nothing was written, not "not known whether it landed".
void TestGuiGovernance::aWriteThatTimesOutSaysNothingWritten()
{
    GroupScope group("seal_operator", {kOperator});
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    Session s(db, kOperator, QStringLiteral("charge"));
    DomainsLocked holder(db);
    setStoreTimeout(std::chrono::seconds(2));
    confirmFreeze(s);
    QMessageBox* box = outcomeBox(s.page);
    setStoreTimeout(kDefaultStoreTimeout);
    QCOMPARE(box->text(), QStringLiteral("nothing written"));
    QVERIFY2(box->informativeText().startsWith(QLatin1String("timed out after 2 s waiting for the store")),
             qPrintable(box->informativeText()));
    QVERIFY(box->informativeText().endsWith(QLatin1String("; nothing was written")));
    QCOMPARE(scalar(db, "SELECT count(*) FROM seal_domains WHERE domain = 'charge' AND frozen"), std::string("0"));
}

void TestGuiGovernance::nonOperatorsAreRefused()
{
    GroupScope group("seal_operator", {kOperator});
    ensureRole(kOutsider);
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    const auto before = storeSnapshot(db);
    const auto check = [&](const std::string& role, const char* mustSay, bool readOnly) {
        StoreClient store(QString::fromStdString(db.dsn(role)));
        store.setReadOnly(readOnly);
        AutonomyPage page(&store);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && store.identity().has_value(), kWait);
        page.showKey(QStringLiteral("payout"));
        auto* thresholds = child<QPushButton>(page, "setThresholdsButton");
        auto* freeze = child<QPushButton>(page, "freezeDomainButton");
        auto* proofAge = child<QAction>(page, "proofAgeAction");
        QTRY_VERIFY_WITH_TIMEOUT(thresholds->toolTip().contains(QLatin1String(mustSay)), kWait);
        QVERIFY(!thresholds->isEnabled());
        QVERIFY(!freeze->isEnabled());
        QVERIFY2(freeze->toolTip().contains(QLatin1String(mustSay)), qPrintable(freeze->toolTip()));
        QVERIFY(!proofAge->isEnabled());
        QVERIFY2(proofAge->toolTip().contains(QLatin1String(mustSay)), qPrintable(proofAge->toolTip()));
        QTest::mouseClick(thresholds, Qt::LeftButton);
        QTest::mouseClick(freeze, Qt::LeftButton);
        proofAge->trigger(); // a disabled action does nothing
        QTest::qWait(200);
        QVERIFY(!page.findChild<QDialog*>());
    };
    check(kOutsider, "is not a member of seal_operator", false);
    check(std::string(), "is a superuser", false);
    check(kOperator, "read-only", true);
    QCOMPARE(changedTables(before, storeSnapshot(db)), std::set<std::string>{});
    // Negative control: the operator in a writable session is offered all three.
    Session s(db, kOperator, QStringLiteral("payout"));
    QTRY_VERIFY_WITH_TIMEOUT(child<QPushButton>(s.page, "setThresholdsButton")->isEnabled(), kWait);
    QVERIFY(child<QPushButton>(s.page, "freezeDomainButton")->isEnabled());
    QVERIFY(child<QAction>(s.page, "proofAgeAction")->isEnabled());
}

// The console learnt at connect that the role may operate; the role then
// lost seal_operator. Each write is still asked, and the store refuses it
// with the reason: the outcome box says so and nothing changed.
void TestGuiGovernance::lostMembershipIsRefusedByTheStore()
{
    GroupScope group("seal_operator", {kOperator});
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    Session s(db, kOperator, QStringLiteral("payout"));
    auto* thresholds = child<QPushButton>(s.page, "setThresholdsButton");
    QTRY_VERIFY_WITH_TIMEOUT(thresholds->isEnabled(), kWait);
    db.exec("REVOKE seal_operator FROM " + quoteIdent(kOperator));
    const auto before = storeSnapshot(db);
    const auto refused = [&](const char* what) {
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = s.page.findChild<QMessageBox*>(QStringLiteral("writeOutcomeBox"))) &&
                                     box->isVisible(),
                                 kWait);
        QVERIFY2(box->text().contains(QLatin1String("refused")), qPrintable(box->text()));
        QVERIFY2(box->informativeText().contains(QLatin1String("seal_operator")), qPrintable(box->informativeText()));
        QVERIFY2(box->windowTitle().startsWith(QLatin1String(what)), qPrintable(box->windowTitle()));
        box->close();
        QTRY_VERIFY_WITH_TIMEOUT(!s.page.findChild<QMessageBox*>(QStringLiteral("writeOutcomeBox")), kWait);
    };
    QTest::mouseClick(thresholds, Qt::LeftButton);
    auto* dialog = openDialog<ThresholdsDialog>(s.page, "thresholdsDialog");
    dialog->autoEdit()->setText(QStringLiteral("1"));
    QTest::mouseClick(dialog->continueButton(), Qt::LeftButton);
    confirmWithReason(openDialog<ConfirmWriteDialog>(s.page, "confirmThresholdsDialog"), "try");
    refused("Set thresholds on payout");

    child<QAction>(s.page, "proofAgeAction")->trigger();
    auto* age = openDialog<ProofAgeDialog>(s.page, "proofAgeDialog");
    QTest::mouseClick(age->continueButton(), Qt::LeftButton);
    confirmWithReason(openDialog<ConfirmWriteDialog>(s.page, "confirmProofAgeDialog"), "try");
    refused("Set max proof age on payout");

    QTest::mouseClick(child<QPushButton>(s.page, "freezeDomainButton"), Qt::LeftButton);
    confirmWithReason(openDialog<ConfirmWriteDialog>(s.page, "confirmFreezeDialog"), "try");
    refused("Freeze payout");
    QCOMPARE(changedTables(before, storeSnapshot(db)), std::set<std::string>{});
}

void TestGuiGovernance::detailShowsProofHistory()
{
    auto db = TestDatabase::storeC();
    // A proof whose recorder is hostile text: shown plain, its control character visible.
    db.exec("INSERT INTO seal_proof (path, green, storm_n, executions, detail, at) VALUES ('payout', true, 7, 1, "
            "jsonb_build_object('by', '<b>ci</b>' || chr(8238)), 1796058330)");
    Session s(db, std::string(), QStringLiteral("charge"));
    QSignalSpy shown(s.page.governance(), &AutonomyGovernance::proofsShown);
    QTRY_VERIFY_WITH_TIMEOUT(s.detail().contains(QLatin1String("Proof history, newest first:")), kWait);
    const QStringList lines = s.detail().split(QLatin1Char('\n'));
    const qsizetype first = lines.indexOf(QStringLiteral("Proof history, newest first:"));
    QCOMPARE(
        lines.mid(first - 2, 6),
        (QStringList{
            QString::fromUtf8("Approval thresholds: none: AUTO at the gateway, no maker-checker (only the "
                              "licence gates it)"),
            QString::fromUtf8(
                "Proof age: 1 s of at most 3,650 d (315,360,000 s) (set by policy) \u2014 fresh"),
            QStringLiteral("Proof history, newest first:"),
            QString::fromUtf8(
                "  #19 green \u00B7 storm 1,000 \u00B7 1 execution \u00B7 2026-11-30 17:05:37Z"),
            QString::fromUtf8("  #3 green \u00B7 storm 100 \u00B7 1 execution \u00B7 2026-11-30 17:05:20Z"),
            QString::fromUtf8("  #2 green \u00B7 storm 1,000 \u00B7 1 execution \u00B7 2026-11-30 17:05:20Z"),
        }));
    QCOMPARE(
        lines.value(first + 4),
        QString::fromUtf8("  #1 RED \u00B7 storm 1,000 \u00B7 2 executions \u00B7 2026-11-30 17:05:20Z"));

    s.page.showKey(QStringLiteral("loan"));
    QTRY_VERIFY_WITH_TIMEOUT(
        s.detail().contains(QString::fromUtf8("Proof age: 17 s of at most 1 s (set by policy) \u2014 stale: a CLEARED "
                                              "policy is not in force")),
        kWait);
    s.page.showKey(QStringLiteral("payout"));
    QTRY_VERIFY2_WITH_TIMEOUT(
        s.detail().contains(QString::fromUtf8("  #22 green \u00B7 storm 7 \u00B7 1 execution \u00B7 "
                                              "2026-11-30 17:05:30Z \u00B7 by <b>ci</b>\u27E8U+202E\u27E9\n"
                                              "  #4 green")),
        qPrintable(s.detail().right(400)), kWait);
    // A path with neither policy nor proof: the default age, said to be one.
    s.page.showKey(QStringLiteral("transfer"));
    QTRY_VERIFY2_WITH_TIMEOUT(
        s.detail().contains(QString::fromUtf8("Proof age: no proof recorded; at most 1 d (86,400 s) (the default, no value "
                                              "set)\nProof history: none recorded")),
        qPrintable(s.detail().right(400)), kWait);
    QVERIFY(!shown.isEmpty());
}

void TestGuiGovernance::detailSaysWhenProofsCannotBeRead()
{
    AutonomyRow row;
    row.path = "payout";
    QCOMPARE(AutonomyGovernance::detailLines(row, nullptr, QStringLiteral("permission denied for table seal_proof")),
             (QStringList{QStringLiteral("Approval thresholds: none: AUTO at the gateway, no maker-checker (only the licence gates it)"),
                          QStringLiteral("Proof history could not be read: permission denied for table seal_proof")}));
    // The control: no problem, nothing read yet.
    QCOMPARE(AutonomyGovernance::detailLines(row, nullptr).value(1), QString::fromUtf8("Proof history: reading\u2026"));
}

// Not a check: with SEAL_GUI_SHOTS=DIR, each dialog and the detail pane in
// English and German (translated when SEAL_GUI_SHOTS_QM names sealdesk_de.qm),
// to look at before the change is called done.
void TestGuiGovernance::picturesToLookAt()
{
    if (qEnvironmentVariable("SEAL_GUI_SHOTS").isEmpty()) QSKIP("SEAL_GUI_SHOTS is not set");
    GroupScope group("seal_operator", {kOperator});
    auto db = TestDatabase::storeC();
    db.grantToEveryone();
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        QTranslator translator;
        if (lang == QLatin1String("de")) {
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
            if (translator.load(qEnvironmentVariable("SEAL_GUI_SHOTS_QM")))
                QCoreApplication::installTranslator(&translator);
        }
        Session s(db, kOperator, QStringLiteral("payout"));
        s.page.resize(850, 640); // the page's part of a 1024x700 window
        auto* detail = child<QPlainTextEdit>(s.page, "autonomyDetail");
        QTRY_VERIFY_WITH_TIMEOUT(s.detail().contains(QLatin1String("#4")), kWait);
        detail->verticalScrollBar()->setValue(detail->verticalScrollBar()->maximum());
        QTest::qWait(100);
        shoot(&s.page, lang, "autonomy-detail-end");
        QTest::mouseClick(child<QPushButton>(s.page, "setThresholdsButton"), Qt::LeftButton);
        auto* thresholds = openDialog<ThresholdsDialog>(s.page, "thresholdsDialog");
        thresholds->dualEdit()->setText(ThresholdsDialog::amountInput(20000.5));
        shoot(thresholds, lang, "thresholds-dialog");
        thresholds->autoEdit()->setText(ThresholdsDialog::amountInput(30000));
        shoot(thresholds, lang, "thresholds-dialog-refused");
        thresholds->autoEdit()->setText(ThresholdsDialog::amountInput(250));
        QTest::mouseClick(thresholds->continueButton(), Qt::LeftButton);
        auto* confirm = openDialog<ConfirmWriteDialog>(s.page, "confirmThresholdsDialog");
        shoot(confirm, lang, "thresholds-confirm");
        confirm->reject();
        child<QAction>(s.page, "proofAgeAction")->trigger();
        auto* age = openDialog<ProofAgeDialog>(s.page, "proofAgeDialog");
        shoot(age, lang, "proof-age-dialog");
        QTest::mouseClick(age->continueButton(), Qt::LeftButton);
        confirm = openDialog<ConfirmWriteDialog>(s.page, "confirmProofAgeDialog");
        shoot(confirm, lang, "proof-age-confirm");
        confirm->reject();
        QTest::mouseClick(child<QPushButton>(s.page, "freezeDomainButton"), Qt::LeftButton);
        confirm = openDialog<ConfirmWriteDialog>(s.page, "confirmFreezeDialog");
        shoot(confirm, lang, "freeze-confirm");
        confirm->reject();
        QCoreApplication::removeTranslator(&translator);
        QTest::qWait(100);
    }
    pinEnglishUtcDisplay();
}

QTEST_MAIN(TestGuiGovernance)
#include "test_gui_governance.moc"
