// The overview page on copies of the reference store: counts as core reads
// them, links to their pages, chart sums against SQL, the chain verdict
// (not verified, intact, broken at the tampered seq), live refresh and the
// dark palette.
#include "core/base/clock.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/obligations.hpp"
#include "models/autonomy_model.hpp"
#include "models/chain_verification.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/overview_page.hpp"
#include "views/widgets/count_link.hpp"
#include "views/widgets/status_palette.hpp"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QDate>
#include <QDir>
#include <QHash>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace seal;
using namespace seal::test;
using Count = OverviewPage::Count;

namespace {

constexpr int kWait = 30000;

template <typename T> T* child(const QWidget& parent, const char* name)
{
    T* found = parent.findChild<T*>(QLatin1String(name));
    if (!found) qFatal("no widget named %s", name);
    return found;
}

void saveShot(QWidget& widget, const char* name)
{
    const QString dir = qEnvironmentVariable("SEAL_GUI_SHOTS");
    if (!dir.isEmpty()) QVERIFY(widget.grab().save(dir + QLatin1Char('/') + QLatin1String(name)));
}

// Sum of every bar of every set of a chart's bar series.
double chartSum(const QChart* chart)
{
    double sum = 0;
    for (QAbstractSeries* series : chart->series())
        for (QBarSet* set : static_cast<QAbstractBarSeries*>(series)->barSets())
            for (int i = 0; i < set->count(); ++i)
                sum += set->at(i);
    return sum;
}

// The first look at the change stamp only records it; changes are measured from it.
void recordStamp(StoreClient& store)
{
    QSignalSpy refreshed(&store, &StoreClient::refreshed);
    store.checkForChanges();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), kWait);
    QTest::qWait(100);
}

struct Fixture
{
    explicit Fixture(TestDatabase database) : db(std::move(database)), store(qdsn(db)), page(&store)
    {
        page.resize(1080, 760);
        page.show();
    }
    QString headline() const { return child<QLabel>(page, "overviewChainHeadline")->text(); }
    QString detail() const { return child<QLabel>(page, "overviewChainDetail")->text(); }
    TestDatabase db;
    StoreClient store;
    OverviewPage page;
};

} // namespace

class TestGuiOverview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
        // Intact walks record anchors: in the test's own app data, never the user's.
        QStandardPaths::setTestModeEnabled(true);
        QDir(ChainVerification::anchorDirectory()).removeRecursively();
        QVERIFY(ChainVerification::anchorDirectory().contains(QLatin1String("qttest")));
    }
    void countsEqualCoreReads();
    void countLinksNavigate();
    void fireIsNotWork();
    void countsSpeakInPlurals();
    void chartSumsEqualSqlTotals();
    void chainNotVerifiedThenIntact();
    void chainBrokenAtTheTamperedSeq();
    void refreshesWhenTheStoreChanges();
    void chartsFollowADarkPalette();
    void storeTierIsShownAsText();
    void tiersKeepTheirMeaning();
    void narrowChartsKeepTheirWords();
};

void TestGuiOverview::countsEqualCoreReads()
{
    Fixture f(TestDatabase::storeA());
    QVERIFY(!f.page.hasData());
    QCOMPARE(f.page.countLink(Count::PendingApprovals)->number(), QStringLiteral("\u2014"));
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    QVERIFY(f.page.problem().isEmpty());

    Connection conn = f.db.connect();
    ReadTransaction tx(conn);
    const qint64 pending = qint64(readApprovals(conn, std::string("pending")).size());
    const qint64 holds = qint64(readHolds(conn, nowEpoch()).holds.size());
    const DivergenceReport div = readDivergences(conn);
    const qint64 divergences = qint64(div.divergedIntents.size() + div.outOfBandSpend.size());
    const qint64 frozen = qint64(div.frozenDomains.size());
    const auto text = [&f](Count c) { return f.page.countLink(c)->number(); };
    QCOMPARE(text(Count::PendingApprovals), QLocale().toString(pending));
    QCOMPARE(text(Count::Holds), QLocale().toString(holds));
    QCOMPARE(text(Count::Divergences), QLocale().toString(divergences));
    QCOMPARE(text(Count::FrozenDomains), QLocale().toString(frozen));
    QCOMPARE(text(Count::SuspendedPaths), QLocale().toString(f.page.data()->suspendedPaths));
    QCOMPARE(text(Count::RevokedPaths), QStringLiteral("1")); // wire
    // Negative control: the fixture's counts are not all alike, so a link
    // showing another link's number fails above.
    QCOMPARE(pending, 4);
    QCOMPARE(frozen, 2);
    QVERIFY(divergences != pending);

    // The sealctl JSON agrees with the page.
    const RunResult r = runSealctl({"--dsn", f.db.dsn(), "approvals", "--json"});
    const auto json = nlohmann::json::parse(r.out);
    qint64 pendingJson = 0;
    for (const auto& a : json.is_array() ? json : json.at("approvals"))
        pendingJson += a.at("state") == "pending" ? 1 : 0;
    QCOMPARE(text(Count::PendingApprovals), QLocale().toString(pendingJson));
}

// Issue 27 item 4: what is wrong (divergences, frozen domains, suspensions,
// open breaches) is drawn as fire, apart from and before the work waiting
// (approvals, holds); a zero is calm whichever group it is in.
void TestGuiOverview::fireIsNotWork()
{
    using Severity = CountLink::Severity;
    Fixture f(TestDatabase::storeE());
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    const auto group = [&f](Count c) { return f.page.countLink(c)->parentWidget()->objectName(); };
    for (Count c : {Count::Divergences, Count::FrozenDomains, Count::SuspendedPaths, Count::OpenBreaches})
        QCOMPARE(group(c), QStringLiteral("overviewFire"));
    for (Count c : {Count::PendingApprovals, Count::Holds, Count::RevokedPaths})
        QCOMPARE(group(c), QStringLiteral("overviewWork"));
    auto* fire = child<QWidget>(f.page, "overviewFire");
    auto* work = child<QWidget>(f.page, "overviewWork");
    // Fire first in reading order: left of the work, or above it when the page is too narrow for both.
    const QPoint firePos = fire->mapTo(&f.page, QPoint());
    const QPoint workPos = work->mapTo(&f.page, QPoint());
    QVERIFY(firePos.y() < workPos.y() || (firePos.y() == workPos.y() && firePos.x() < workPos.x()));
    QVERIFY(!fire->geometry().intersects(work->geometry()));
    // store-e: the kernel's open breaches, counted as the sweep counts them.
    qint64 open = 0;
    {
        Connection conn = f.db.connect();
        open = countOpenBreaches(conn);
    }
    QVERIFY(open > 0);
    QCOMPARE(f.page.countLink(Count::OpenBreaches)->number(), QLocale().toString(open));
    const auto severity = [&f](Count c) {
        const qint64 n = QLocale().toLongLong(f.page.countLink(c)->number());
        return std::pair(n > 0, f.page.countLink(c)->severity());
    };
    for (Count c : {Count::Divergences, Count::FrozenDomains, Count::SuspendedPaths, Count::OpenBreaches}) {
        const auto [some, s] = severity(c);
        QCOMPARE(s, some ? Severity::Fire : Severity::Calm);
    }
    for (Count c : {Count::PendingApprovals, Count::Holds, Count::RevokedPaths}) {
        const auto [some, s] = severity(c);
        QCOMPARE(s, some ? Severity::Work : Severity::Calm);
    }
    QCOMPARE(f.page.countLink(Count::OpenBreaches)->severity(), Severity::Fire);
    QVERIFY(f.page.countLink(Count::SuspendedPaths)->toolTip().contains(AutonomyModel::suspensionMeaning()));

    // Negative control: store-a has no breaches table: nothing is open, and it is calm.
    Fixture a(TestDatabase::storeA());
    QTRY_VERIFY_WITH_TIMEOUT(a.page.hasData(), kWait);
    QCOMPARE(a.page.countLink(Count::OpenBreaches)->number(), QStringLiteral("0"));
    QCOMPARE(a.page.countLink(Count::OpenBreaches)->severity(), Severity::Calm);
    QCOMPARE(a.page.countLink(Count::PendingApprovals)->severity(), Severity::Work); // 4 pending: work, not fire
    QCOMPARE(a.page.countLink(Count::FrozenDomains)->severity(), Severity::Fire);   // 2 frozen
}

// Issue 27 item 5: a count takes its word's number in English too ("1 hold",
// "2 holds"): English is the source language, and its plural forms are a
// translation of their own (sealdesk_en.ts), installed by models/text at start.
void TestGuiOverview::countsSpeakInPlurals()
{
    const QHash<Count, std::pair<QString, QString>> words = {
        {Count::Divergences, {QStringLiteral("divergence"), QStringLiteral("divergences")}},
        {Count::FrozenDomains, {QStringLiteral("frozen domain"), QStringLiteral("frozen domains")}},
        {Count::SuspendedPaths, {QStringLiteral("suspended path"), QStringLiteral("suspended paths")}},
        {Count::OpenBreaches, {QStringLiteral("open breach"), QStringLiteral("open breaches")}},
        {Count::PendingApprovals, {QStringLiteral("pending approval"), QStringLiteral("pending approvals")}},
        {Count::Holds, {QStringLiteral("hold"), QStringLiteral("holds")}},
        {Count::RevokedPaths, {QStringLiteral("revoked path"), QStringLiteral("revoked paths")}},
    };
    QSet<QString> seen; // both forms must be met across the two stores, or the test proves nothing
    for (int store = 0; store < 2; ++store) {
        Fixture f(store == 0 ? TestDatabase::storeA() : TestDatabase::storeE());
        QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
        for (auto it = words.cbegin(); it != words.cend(); ++it) {
            const CountLink* link = f.page.countLink(it.key());
            const qint64 n = QLocale().toLongLong(link->number());
            const QString first = link->caption().section(QLatin1Char('\n'), 0, 0);
            QVERIFY2(!link->caption().contains(QLatin1String("(s)")) &&
                         !link->caption().contains(QLatin1String("(es)")),
                     qPrintable(link->caption()));
            const QString want = n == 1 ? it->first : it->second;
            QCOMPARE(first, want);
            seen << (n == 1 ? QStringLiteral("one") : QStringLiteral("many"));
        }
        // The chain line counts in words too: "Head seq N of M certs".
        QVERIFY2(!child<QLabel>(f.page, "overviewChainDetail")->text().contains(QLatin1String("cert(s)")),
                 qPrintable(child<QLabel>(f.page, "overviewChainDetail")->text()));
    }
    QCOMPARE(seen, (QSet<QString>{QStringLiteral("one"), QStringLiteral("many")}));
}

void TestGuiOverview::countLinksNavigate()
{
    Fixture f(TestDatabase::storeA());
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    QSignalSpy nav(&f.page, &ConsolePage::navigationRequested);
    const QList<std::pair<Count, QString>> links = {
        {Count::PendingApprovals, QStringLiteral("approvals")},
        {Count::Holds, QStringLiteral("holds")},
        {Count::Divergences, QStringLiteral("divergences")},
        {Count::FrozenDomains, QStringLiteral("divergences")},
        {Count::SuspendedPaths, QStringLiteral("autonomy")},
        {Count::RevokedPaths, QStringLiteral("autonomy")},
        {Count::OpenBreaches, QStringLiteral("obligations")},
    };
    for (const auto& [count, page] : links) {
        QTest::mouseClick(f.page.countLink(count), Qt::LeftButton);
        QCOMPARE(nav.count(), 1);
        QCOMPARE(nav.takeFirst(), (QVariantList{page, QString()}));
    }
    // Keyboard too: a link is a button.
    f.page.countLink(Count::Holds)->setFocus();
    QTest::keyClick(f.page.countLink(Count::Holds), Qt::Key_Space);
    QCOMPARE(nav.count(), 1);
    QCOMPARE(nav.takeFirst().first().toString(), QStringLiteral("holds"));
    // Negative control: the chain's "show first break" is hidden on an unverified chain.
    QVERIFY(!child<QPushButton>(f.page, "overviewShowBreak")->isVisible());
}

void TestGuiOverview::chartSumsEqualSqlTotals()
{
    Fixture f(TestDatabase::storeA());
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    Connection conn = f.db.connect();
    const qint64 certs =
        conn.exec(
                "WITH d AS (SELECT DISTINCT floor(created_at / 86400) AS day FROM seal_certs ORDER BY 1 DESC "
                "LIMIT 30) SELECT count(*) FROM seal_certs WHERE floor(created_at / 86400) IN (SELECT day "
                "FROM d)")
            .integer(0, 0);
    QCOMPARE(certs, 717);
    QCOMPARE(chartSum(f.page.certChart()), double(certs));
    const double money = conn.exec("SELECT sum(amount) FROM seal_approvals").real(0, 0);
    QCOMPARE(chartSum(f.page.approvalChart()), money);
    QVERIFY(money > 0);
    // Every axis has a title; the summary lines say the same numbers in words.
    for (QChart* chart : {f.page.certChart(), f.page.approvalChart()})
        for (QAbstractAxis* axis : chart->axes())
            if (axis->orientation() == Qt::Horizontal || chart == f.page.certChart())
                QVERIFY(!axis->titleText().isEmpty());
    // The day axis: short labels that fit a small chart, the whole date in its title.
    auto* days = qobject_cast<QCategoryAxis*>(f.page.certChart()->axes(Qt::Horizontal).value(0));
    QVERIFY(days);
    // store-a's certs are all of one day; dates as the locale writes them ("29.11." under de_DE).
    const QDate day(2026, 11, 29);
    QCOMPARE(days->categoriesLabels().value(0), day.toString(DisplayTime::dayMonthPattern()));
    const QString onlyDay = day.toString(DisplayTime::datePattern());
    QVERIFY2(days->titleText().contains(onlyDay), qPrintable(days->titleText()));
    QVERIFY(child<QLabel>(f.page, "overviewCertSummary")->text().startsWith(QLocale().toString(717)));
    QVERIFY(
        child<QLabel>(f.page, "overviewApprovalSummary")->text().contains(QLocale().toString(qint64(money))));

    // Negative control: a cert added moves the chart's sum after a live refresh.
    recordStamp(f.store);
    f.db.exec("INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at) "
              "SELECT 'late', 'h', 'p', '{\"tier\": \"SEALED\"}', max(created_at) FROM seal_certs");
    QTRY_VERIFY_WITH_TIMEOUT((f.store.checkForChanges(), chartSum(f.page.certChart()) == double(certs + 1)),
                             kWait);
}

void TestGuiOverview::chainNotVerifiedThenIntact()
{
    Fixture f(TestDatabase::storeA());
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    QVERIFY2(f.headline() == QStringLiteral("Not verified yet"), qPrintable(f.headline() + QLatin1Char('\n') + f.detail()));
    QVERIFY2(f.detail().contains(QLatin1String("Head seq 717")), qPrintable(f.detail()));
    auto* verify = child<QPushButton>(f.page, "overviewVerifyButton");
    QTest::mouseClick(verify, Qt::LeftButton);
    QVERIFY(!verify->isEnabled());
    QTRY_COMPARE_WITH_TIMEOUT(f.page.verification()->state(), ChainVerification::State::Intact, kWait);
    QCOMPARE(f.headline(), QStringLiteral("Intact"));
    QVERIFY2(f.detail().contains(QLatin1String("head seq 717")), qPrintable(f.detail()));
    QVERIFY(verify->isEnabled());
    QVERIFY(!child<QPushButton>(f.page, "overviewShowBreak")->isVisible());
    // The verification is the store's shared one: another page sees the verdict.
    QCOMPARE(ChainVerification::forStore(&f.store), f.page.verification());
    saveShot(f.page, "overview-intact.png");
}

void TestGuiOverview::chainBrokenAtTheTamperedSeq()
{
    auto db = TestDatabase::storeA();
    db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{action}', '\"forged\"') WHERE seq = 705");
    Fixture f(std::move(db));
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    QVERIFY2(f.headline() == QStringLiteral("Not verified yet"), qPrintable(f.headline() + QLatin1Char('\n') + f.detail()));
    QTest::mouseClick(child<QPushButton>(f.page, "overviewVerifyButton"), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(f.page.verification()->state(), ChainVerification::State::Broken, kWait);
    QCOMPARE(f.headline(), QStringLiteral("BROKEN at seq 705"));
    QVERIFY2(f.detail().contains(QLatin1String("seq 705")), qPrintable(f.detail()));
    QVERIFY(!f.detail().contains(QLatin1String("intact")));
    QVERIFY(!child<QLabel>(f.page, "overviewChainIcon")->pixmap().isNull());
    auto* show = child<QPushButton>(f.page, "overviewShowBreak");
    QVERIFY(show->isVisible());
    QSignalSpy nav(&f.page, &ConsolePage::navigationRequested);
    QTest::mouseClick(show, Qt::LeftButton);
    QCOMPARE(nav.count(), 1);
    QCOMPARE(nav.first(), (QVariantList{QStringLiteral("certificates"), QStringLiteral("705")}));
    saveShot(f.page, "overview-broken.png");
}

void TestGuiOverview::refreshesWhenTheStoreChanges()
{
    Fixture f(TestDatabase::storeA());
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    QCOMPARE(f.page.countLink(Count::FrozenDomains)->number(), QStringLiteral("2"));
    QSignalSpy shown(&f.page, &ConsolePage::dataShown);
    recordStamp(f.store);
    f.db.exec("INSERT INTO seal_domains (domain, frozen, reason, frozen_at) "
              "VALUES ('refund', true, 'test', extract(epoch from now()))");
    QTRY_VERIFY_WITH_TIMEOUT(
        (f.store.checkForChanges(), f.page.countLink(Count::FrozenDomains)->number() == QStringLiteral("3")),
        kWait);
    QCOMPARE(shown.count(), 0); // dataShown is for the first data only
}

void TestGuiOverview::chartsFollowADarkPalette()
{
    Fixture f(TestDatabase::storeA());
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    QCOMPARE(f.page.certChart()->theme(), QChart::ChartThemeLight);
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    dark.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    f.page.setPalette(dark);
    for (QChart* chart : {f.page.certChart(), f.page.approvalChart()}) {
        QCOMPARE(chart->theme(), QChart::ChartThemeDark);
        QCOMPARE(chart->backgroundBrush().color(), dark.color(QPalette::Base));
        for (QAbstractAxis* axis : chart->axes())
            QCOMPARE(axis->labelsBrush().color(), dark.color(QPalette::Text));
    }
    // A refresh rebuilds the series; the palette still holds.
    f.page.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!f.page.certChart()->axes().isEmpty(), kWait);
    QCOMPARE(f.page.certChart()->backgroundBrush().color(), dark.color(QPalette::Base));
    saveShot(f.page, "overview-dark.png");
}

// A tier is agent-written: chart labels are rich text, so it is escaped and
// its hidden characters made visible.
void TestGuiOverview::storeTierIsShownAsText()
{
    auto db = TestDatabase::storeA();
    db.exec("INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at) SELECT 'evil', 'h', 'p', "
            "jsonb_build_object('tier', '<b>bold</b>' || chr(8238)), max(created_at) FROM seal_certs");
    Fixture f(std::move(db));
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    QStringList labels;
    for (QAbstractSeries* series : f.page.certChart()->series())
        for (QBarSet* set : static_cast<QAbstractBarSeries*>(series)->barSets())
            labels << set->label();
    QCOMPARE(labels.size(), 5);
    const QString evil = labels.filter(QStringLiteral("bold")).value(0);
    QVERIFY2(evil.startsWith(QStringLiteral("\u25C6 &lt;b&gt;bold&lt;/b&gt;\u27E8U+202E\u27E9")),
             qPrintable(evil));
    QVERIFY(!labels.join(QString()).contains(QLatin1String("<b>")));
}

// Each tier is coloured by what it means, not by its place in the legend:
// WORLD_DIVERGED red and hatched, WORLD_UNKNOWN amber and dotted,
// WORLD_FINAL green, SEALED grey, each with its glyph in the legend; green
// for nothing else. The same after a palette change re-themes the chart.
void TestGuiOverview::tiersKeepTheirMeaning()
{
    auto db = TestDatabase::storeA();
    db.exec("INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at) SELECT 'odd', 'h', 'p', "
            "'{\"tier\": \"SOMETHING_ELSE\"}', max(created_at) FROM seal_certs");
    Fixture f(std::move(db));
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    const auto check = [&f] {
        QHash<QString, QBarSet*> sets;
        for (QAbstractSeries* series : f.page.certChart()->series())
            for (QBarSet* set : static_cast<QAbstractBarSeries*>(series)->barSets())
                sets.insert(set->property("rawTier").toString(), set);
        const struct
        {
            const char* tier;
            Tone tone;
            Qt::BrushStyle style;
            const char* glyph;
        } want[] = {{"WORLD_DIVERGED", Tone::Bad, Qt::TexturePattern, "\u2716 "},
                    {"WORLD_UNKNOWN", Tone::Warning, Qt::TexturePattern, "? "},
                    {"WORLD_FINAL", Tone::Good, Qt::SolidPattern, "\u2714 "},
                    {"SEALED", Tone::Neutral, Qt::SolidPattern, "\u25CF "},
                    {"SOMETHING_ELSE", Tone::Other, Qt::SolidPattern, "\u25C6 "}};
        for (const auto& w : want) {
            QBarSet* set = sets.value(QLatin1String(w.tier));
            QVERIFY2(set, w.tier);
            if (w.tone != Tone::Other) QCOMPARE(set->brush().color(), toneColour(w.tone));
            QCOMPARE(set->brush().style(), w.style);
            QVERIFY2(set->label().startsWith(QString::fromUtf8(w.glyph)), qPrintable(set->label()));
        }
        QCOMPARE(toneColour(Tone::Bad), QColor(0xd3, 0x2f, 0x2f)); // WORLD_DIVERGED is red
        for (QBarSet* set : std::as_const(sets))
            if (set->property("rawTier").toString() != QLatin1String("WORLD_FINAL"))
                QVERIFY2(set->brush().color() != toneColour(Tone::Good), qPrintable(set->label()));
    };
    check();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    f.page.setPalette(dark);
    QCOMPARE(f.page.certChart()->theme(), QChart::ChartThemeDark);
    check();
}

// At 1024×700 a chart is about 400 px wide: the tier legend and the outcome
// labels take a smaller font there rather than cut WORLD_DIVERGED or an amount;
// wide, they have the page's font (the negative control).
void TestGuiOverview::narrowChartsKeepTheirWords()
{
    Fixture f(TestDatabase::storeA());
    QTRY_VERIFY_WITH_TIMEOUT(f.page.hasData(), kWait);
    const auto views = f.page.findChildren<QChartView*>();
    QChartView* certs = nullptr;
    QChartView* outcomes = nullptr;
    for (QChartView* v : views) {
        if (v->chart() == f.page.certChart()) certs = v;
        if (v->chart() == f.page.approvalChart()) outcomes = v;
    }
    QVERIFY(certs && outcomes);
    const qreal normal = f.page.font().pointSizeF();
    const auto labelSize = [](QChartView* v) {
        return v->chart()->axes(Qt::Vertical).value(0)->labelsFont().pointSizeF();
    };
    f.page.resize(860, 600); // the page's share of a 1024 px window
    QTRY_VERIFY(certs->width() < 560);
    QTRY_VERIFY(certs->chart()->legend()->font().pointSizeF() < normal);
    QVERIFY(labelSize(outcomes) < normal);
    f.page.resize(1600, 900);
    QTRY_VERIFY(certs->width() >= 560 && outcomes->width() >= 560);
    QTRY_COMPARE(certs->chart()->legend()->font().pointSizeF(), normal);
    QCOMPARE(labelSize(outcomes), normal);
}

QTEST_MAIN(TestGuiOverview)
#include "test_gui_overview.moc"
