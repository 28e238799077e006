// The console under a German C runtime locale (LC_ALL=de_DE.UTF-8, decimal
// comma), as QApplication leaves it on a German desktop: a reject cast through
// the Approvals page writes the same decision cert, byte for byte, as under
// the C locale (vote times with their fractions, valid signatures, the same
// hash), the chain still verifies intact in the page, and amounts and times
// keep their fractions on screen. The C locale is the control: whatever reads
// or prints a number through the C runtime's locale (strtod, printf "%f")
// writes a different cert under de_DE, and this test fails.
#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/rules/approvals.hpp"
#include "models/approval_model.hpp"
#include "models/chain_verification.hpp"
#include "models/services/secret_store.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/pages/certificates_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QApplication>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <clocale>
#include <functional>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 30000;
const std::string kChecker = "locale_checker";
const std::string kEarlier = "locale_earlier";
const std::string kMaker = "locale_maker";
const std::string kKey = "locale-test-governance-key";
// An intent store-a has; the request and its earlier vote are ours.
const std::string kIntent = "3881fbe74563b19a1eee35c69c5002621c305b152e0a8a017cd9dd9cf578187f";
const QString kRequest = QStringLiteral("guiloc1");
constexpr double kNow = 1795950000.25;          // the pinned clock: the reject's time
constexpr double kEarlierAt = 1795946701.123456; // the earlier approve's time, with a fraction

// A German C runtime, as QApplication sets it from LC_ALL on a German desktop.
bool useCRuntimeLocale(const char* name)
{
    return std::setlocale(LC_ALL, name) != nullptr;
}

TestDatabase storeWithHalfApprovedRequest()
{
    auto db = TestDatabase::writableStoreA();
    db.exec("INSERT INTO seal_approvals VALUES ('guiloc1', '" + kIntent + "', 'payout', 9500.75, '" + kMaker +
            "', 'DUAL', 'pending', 3, 1795946700.5, 4102444800, NULL, NULL)");
    const Vote earlier{kEarlier, "approve", kEarlierAt, {}};
    db.exec("INSERT INTO seal_approval_votes (approval_id, approver, decision, at, sig) VALUES ('guiloc1', '" +
            kEarlier + "', 'approve', " + pythonFloatRepr(kEarlierAt) + ", '" +
            voteSignature(kKey, "guiloc1", earlier) + "')");
    return db;
}

void whenDialog(std::function<void(ConfirmWriteDialog*)> act, std::shared_ptr<bool> seen, int triesLeft = 200)
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

struct DecisionCert
{
    std::string hash;
    std::string body;
    bool chainIntact = false;
    std::vector<SigCheck> sigs;
    std::vector<double> voteTimes;
    std::vector<std::string> voteSigs;
    std::string timeless; // body with the reject's time as "<at>", its sig and the hash taken out
    int timesReplaced = 0;
};

// Rejects guiloc1 through the page as kChecker, with the C runtime in
// `locale`, and reads back the decision cert it wrote.
DecisionCert rejectThroughThePage(const char* locale)
{
    DecisionCert out;
    if (!useCRuntimeLocale(locale)) {
        QTest::qFail(qPrintable(QStringLiteral("locale %1 is not generated (scripts/install-deps.sh makes it)")
                                    .arg(QLatin1String(locale))),
                     __FILE__, __LINE__);
        return out;
    }
    const auto db = storeWithHalfApprovedRequest();
    {
        StoreClient store(QString::fromStdString(db.dsn(kChecker)));
        ApprovalsPage page(&store);
        page.resize(1200, 720);
        page.show();
        if (!QTest::qWaitFor([&] { return page.hasData() && store.identity().has_value(); }, kWait)) {
            QTest::qFail("the approvals page did not load", __FILE__, __LINE__);
            return out;
        }
        page.showKey(kRequest);
        auto* reject = page.findChild<QPushButton*>(QStringLiteral("rejectButton"));
        if (!reject || !QTest::qWaitFor([&] { return reject->isEnabled(); }, kWait)) {
            QTest::qFail("reject is not offered", __FILE__, __LINE__);
            return out;
        }
        auto seen = std::make_shared<bool>(false);
        whenDialog(
            [](ConfirmWriteDialog* d) {
                if (QPlainTextEdit* reason = d->reasonEdit())
                    QTest::keyClicks(reason, QStringLiteral("Betrag 9.500,75 stimmt nicht"));
                QTest::mouseClick(d->confirmButton(), Qt::LeftButton);
            },
            seen);
        QTest::mouseClick(reject, Qt::LeftButton);
        if (!QTest::qWaitFor(
                [&] { return db.scalar("SELECT count(*) FROM seal_certs WHERE intent = 'approval:guiloc1'") == 1; },
                kWait)) {
            QTest::qFail("no decision cert was written", __FILE__, __LINE__);
            return out;
        }
    }
    auto conn = db.connect();
    Result r = conn.exec("SELECT hash, body::text FROM seal_certs WHERE intent = 'approval:guiloc1'");
    out.hash = std::string(r.text(0, 0));
    out.body = std::string(r.text(0, 1));
    out.chainIntact = verifyChain(conn).ok;
    for (const auto& a : readApprovals(conn, std::nullopt))
        if (a.id == "guiloc1")
            for (const auto& v : a.votes) {
                out.sigs.push_back(verifyVote(kKey, a.id, v));
                out.voteTimes.push_back(v.at);
                out.voteSigs.push_back(v.sig);
            }
    // The reject's time is the store's clock (issue 26 item 1), so two runs
    // differ there only, and in what covers it (the reject's signature, the
    // cert's hash): the body with those texts taken out.
    out.timeless = out.body;
    const auto takeOut = [&out](const std::string& text, const char* as) {
        int n = 0;
        for (auto pos = out.timeless.find(text); !text.empty() && pos != std::string::npos;
             pos = out.timeless.find(text, pos)) {
            out.timeless.replace(pos, text.size(), as);
            ++n;
        }
        return n;
    };
    if (out.voteTimes.size() == 2) {
        out.timesReplaced = takeOut(pythonFloatRepr(out.voteTimes[1]), "<at>");
        takeOut(out.voteSigs[1], "<sig>");
    }
    takeOut(out.hash, "<hash>");
    return out;
}

} // namespace

class TestGuiLocale : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void voteUnderGermanLocaleWritesTheSameCert();
    void verifyUnderGermanLocaleSaysIntact();
    void amountsAndTimesKeepTheirFractions();

private:
    std::unique_ptr<GroupScope> m_group;
};

void TestGuiLocale::initTestCase()
{
    // The session's governance key, handed to core as a value.
    SessionKeys::setGovernanceKey(kKey);
    setClockForTesting([] { return kNow; });
    DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    m_group = std::make_unique<GroupScope>("seal_approver", std::vector<std::string>{kChecker, kEarlier, kMaker});
}

void TestGuiLocale::cleanupTestCase()
{
    m_group.reset();
    SessionKeys::setGovernanceKey(std::nullopt);
    setClockForTesting({});
}

void TestGuiLocale::voteUnderGermanLocaleWritesTheSameCert()
{
    const DecisionCert c = rejectThroughThePage("C");
    if (QTest::currentTestFailed()) return;
    const DecisionCert de = rejectThroughThePage("de_DE.UTF-8");
    if (QTest::currentTestFailed()) return;
    // The C locale's cert is right: both votes with their exact times and valid signatures.
    QVERIFY(c.chainIntact);
    QCOMPARE(c.voteTimes.size(), std::size_t(2));
    QCOMPARE(c.voteTimes[0], kEarlierAt);
    QVERIFY(c.voteTimes[1] != kNow); // the store's clock, not the pinned workstation clock
    QCOMPARE(c.sigs, (std::vector<SigCheck>{SigCheck::Valid, SigCheck::Valid}));
    QVERIFY2(c.body.find("1795946701.123456") != std::string::npos, c.body.c_str());
    QVERIFY2(c.timesReplaced > 0, c.body.c_str()); // the reject's time is in the body, printed with a dot
    // The German one is the same cert but for the moment it was written.
    QCOMPARE(de.voteTimes.size(), std::size_t(2));
    QCOMPARE(de.voteTimes[0], c.voteTimes[0]);
    QCOMPARE(de.sigs, c.sigs);
    QCOMPARE(de.timesReplaced, c.timesReplaced);
    QVERIFY2(de.timeless == c.timeless, (de.timeless + "\n" + c.timeless).c_str());
    QVERIFY(de.chainIntact);
}

void TestGuiLocale::verifyUnderGermanLocaleSaysIntact()
{
    QVERIFY(useCRuntimeLocale("de_DE.UTF-8"));
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificatesPage page(&store);
    page.resize(1200, 800);
    page.show();
    QTRY_VERIFY_WITH_TIMEOUT(page.hasData(), kWait);
    QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("verifyButton")), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(page.verification()->state() != ChainVerification::State::Running, kWait);
    const QString verdict = page.findChild<QLabel*>(QStringLiteral("verifyVerdict"))->text();
    QCOMPARE(page.verification()->state(), ChainVerification::State::Intact);
    QVERIFY2(verdict.contains(QLatin1String("717")), qPrintable(verdict));
}

void TestGuiLocale::amountsAndTimesKeepTheirFractions()
{
    QVERIFY(useCRuntimeLocale("de_DE.UTF-8"));
    const auto db = storeWithHalfApprovedRequest();
    StoreClient store(qdsn(db));
    ApprovalModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.rowOf(kRequest) >= 0, kWait);
    const int row = model.rowOf(kRequest);
    // German display, exact value: 9.500,75 (the C runtime would have cut it at the comma).
    QVERIFY2(model.index(row, ApprovalModel::AmountColumn).data().toString().contains(QLatin1String("9.500,75")),
             qPrintable(model.index(row, ApprovalModel::AmountColumn).data().toString()));
    const ApprovalRow* r = model.rowAt(row);
    QVERIFY(r);
    const Approval* a = &r->approval;
    QCOMPARE(a->amount, 9500.75);
    QCOMPARE(a->createdAt, 1795946700.5);
    QCOMPARE(a->votes.at(0).at, kEarlierAt);
    QVERIFY(DisplayTime::instance().formatPrecise(kEarlierAt).contains(QLatin1String(".123")));
}

QTEST_MAIN(TestGuiLocale)
#include "test_gui_locale.moc"
