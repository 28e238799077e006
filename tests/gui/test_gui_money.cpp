// Money as money (issue 14, item 1): the store records no currency, so the
// console is told one (a profile's, per-path overrides, --currency) and
// writes it the way the reader's language does ("€9,500.00", "9.500,00 €");
// told none, it shows plain numbers and says so in the status bar, never a
// guessed symbol. The Approvals page on store-a at the smallest window shows
// every column header and its amounts with the currency.
#include "models/approval_model.hpp"
#include "models/services/settings.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/money_format.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/main_window.hpp"
#include "views/pages/approvals_page.hpp"

#include <QHeaderView>
#include <QLabel>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 30000;
// A pending request of store-a on the wire path: 20,000.
const QString kPending = QStringLiteral("9366f8d39a5b4a85b614bf24acf2cde6");

// Each test starts from no currency at all, in English.
void noCurrency()
{
    MoneyFormat::instance().setOverride({});
    MoneyFormat::instance().setProfileCurrency({});
}

} // namespace

class TestGuiMoney : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanupTestCase();
    void formats_data();
    void formats();
    void withoutCurrencyPlainNumbers();
    void pathOverridesAndCommandLine();
    void currencyCodes();
    void profileKeepsCurrency();
    void statusBarSaysWhenNotSet();
    void approvalsPageAtSmallestWindow();
};

void TestGuiMoney::init()
{
    pinEnglishUtcDisplay();
    noCurrency();
}

void TestGuiMoney::cleanupTestCase()
{
    noCurrency();
}

void TestGuiMoney::formats_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("code");
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("expected");
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const QLocale de(QLocale::German, QLocale::Germany);
    QTest::newRow("en EUR") << en << "EUR" << 9500.0 << QStringLiteral("€9,500.00");
    QTest::newRow("de EUR") << de << "EUR" << 9500.0 << QStringLiteral("9.500,00\u00A0€");
    QTest::newRow("en USD") << en << "USD" << 20000.0 << QStringLiteral("$20,000.00");
    QTest::newRow("en GBP") << en << "GBP" << 0.5 << QStringLiteral("£0.50");
    // Never rounded away: the stored value's decimals stay.
    QTest::newRow("en exact") << en << "EUR" << 0.125 << QStringLiteral("€0.125");
    QTest::newRow("de exact") << de << "EUR" << 9500.75 << QStringLiteral("9.500,75\u00A0€");
    QTest::newRow("invalid") << en << "EUR" << qQNaN() << QStringLiteral("⟨invalid⟩");
}

void TestGuiMoney::formats()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, code);
    QFETCH(double, amount);
    QFETCH(QString, expected);
    QLocale::setDefault(locale);
    MoneyFormat::instance().setProfileCurrency({code, {}});
    QString shown = amountText(amount);
    // Qt's German currency format separates the symbol by a (no-break) space.
    shown.replace(QLatin1Char(' '), QChar(0x00A0));
    QCOMPARE(shown, expected);
    QVERIFY(MoneyFormat::instance().currencySet());
}

void TestGuiMoney::withoutCurrencyPlainNumbers()
{
    QVERIFY(!MoneyFormat::instance().currencySet());
    QCOMPARE(amountText(9500), QStringLiteral("9,500.00"));
    QCOMPARE(amountText(9500, u"payout"), QStringLiteral("9,500.00"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(amountText(9500.75), QStringLiteral("9.500,75"));
    // No symbol of any currency sneaks in.
    for (const QString& symbol : {QStringLiteral("€"), QStringLiteral("$"), QStringLiteral("£")})
        QVERIFY(!amountText(9500).contains(symbol));
}

void TestGuiMoney::pathOverridesAndCommandLine()
{
    MoneyFormat& money = MoneyFormat::instance();
    money.setProfileCurrency(
        {QStringLiteral("EUR"), {{QStringLiteral("payouts.wire"), QStringLiteral("GBP")}}});
    QCOMPARE(amountText(10, u"payout"), QStringLiteral("€10.00"));
    QCOMPARE(amountText(10, u"payouts.wire"), QStringLiteral("£10.00"));
    QCOMPARE(amountText(10), QStringLiteral("€10.00"));
    // --currency wins over the profile and its overrides for the whole run.
    money.setOverride(QStringLiteral("USD"));
    QCOMPARE(amountText(10, u"payouts.wire"), QStringLiteral("$10.00"));
    QCOMPARE(money.code(u"payout"), QStringLiteral("USD"));
}

void TestGuiMoney::currencyCodes()
{
    for (const char* good : {"EUR", "USD", "GBP", "CHF", "JPY"})
        QVERIFY2(isCurrencyCode(QLatin1String(good)), good);
    for (const char* bad : {"eur", "EURO", "EU", "XYZ", "", "E1R"})
        QVERIFY2(!isCurrencyCode(QLatin1String(bad)), bad);
    const auto overrides = parsePathCurrencies(QStringLiteral(" payouts.wire=GBP; billing.refund = USD ;"));
    QVERIFY(overrides);
    QCOMPARE(overrides->size(), 2);
    QCOMPARE(overrides->value(QStringLiteral("billing.refund")), QStringLiteral("USD"));
    QCOMPARE(pathCurrenciesText(*overrides), QStringLiteral("billing.refund=USD; payouts.wire=GBP"));
    QString bad;
    QVERIFY(!parsePathCurrencies(QStringLiteral("payouts.wire=GBP; refund=dollars"), &bad));
    QCOMPARE(bad, QStringLiteral("refund=dollars"));
    QVERIFY(!parsePathCurrencies(QStringLiteral("=EUR")));
    QVERIFY(parsePathCurrencies(QString()).value().isEmpty());
}

void TestGuiMoney::profileKeepsCurrency()
{
    QTemporaryDir dir;
    {
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        ConnectionProfile p;
        p.name = QStringLiteral("finance");
        p.currency = QStringLiteral("EUR");
        p.pathCurrencies = QStringLiteral("payouts.wire=GBP");
        settings.saveProfile(p);
        settings.sync();
    }
    Settings settings(dir.filePath(QStringLiteral("s.ini")));
    const auto p = settings.profile(QStringLiteral("finance"));
    QVERIFY(p);
    const CurrencySetting c = currencySetting(*p);
    QCOMPARE(c.code, QStringLiteral("EUR"));
    QCOMPARE(c.pathCodes.value(QStringLiteral("payouts.wire")), QStringLiteral("GBP"));
    // A hand-edited file with a made-up code shows plain numbers, not "XYZ".
    ConnectionProfile edited = *p;
    edited.currency = QStringLiteral("XYZ");
    QVERIFY(currencySetting(edited).code.isEmpty());
}

void TestGuiMoney::statusBarSaysWhenNotSet()
{
    StoreClient store(QStringLiteral("host=/nonexistent-seal-socket connect_timeout=1"));
    MainWindow window(&store);
    window.show();
    auto* hint = window.statusBar()->findChild<QLabel*>(QStringLiteral("currencyHint"));
    QVERIFY(hint);
    QVERIFY(hint->isVisible());
    QVERIFY(hint->text().contains(QLatin1String("Currency not set")));
    QVERIFY(hint->toolTip().contains(QLatin1String("--currency")));
    MoneyFormat::instance().setProfileCurrency({QStringLiteral("EUR"), {}});
    QVERIFY(!hint->isVisible());
    MoneyFormat::instance().setProfileCurrency({});
    QVERIFY(hint->isVisible());
}

void TestGuiMoney::approvalsPageAtSmallestWindow()
{
    const auto db = TestDatabase::storeA();
    MoneyFormat::instance().setOverride(QStringLiteral("EUR"));
    StoreClient store(qdsn(db));
    MainWindow window(&store);
    auto* page = new ApprovalsPage(&store);
    window.addPage(QStringLiteral("approvals"), QStringLiteral("Approvals"), QIcon(), page);
    window.showPage(QStringLiteral("approvals"));
    window.resize(1024, 700);
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(page->hasData(), kWait);
    const ApprovalModel* model = page->model();
    const int row = model->rowOf(kPending);
    QVERIFY(row >= 0);
    QCOMPARE(model->index(row, ApprovalModel::AmountColumn).data().toString(), QStringLiteral("€20,000.00"));

    // Every column header is on screen and wide enough for its title.
    auto* table = page->findChild<QTableView*>(QStringLiteral("approvalTable"));
    QVERIFY(table);
    QHeaderView* header = table->horizontalHeader();
    const QFontMetrics metrics(header->font());
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(!header->isSectionHidden(c), qPrintable(title));
        QVERIFY2(header->sectionViewportPosition(c) + header->sectionSize(c) <= header->viewport()->width(),
                 qPrintable(QStringLiteral("%1 is cut off at the right").arg(title)));
        QVERIFY2(header->sectionSize(c) >= metrics.horizontalAdvance(title),
                 qPrintable(QStringLiteral("%1 is elided").arg(title)));
    }
    // The amount column keeps room for a whole amount; the slack comes from elsewhere.
    const QString widest = amountText(250000);
    QCOMPARE(widest, QStringLiteral("€250,000.00"));
    QVERIFY(header->sectionSize(ApprovalModel::AmountColumn) >=
            QFontMetrics(table->font()).horizontalAdvance(widest));
}

QTEST_MAIN(TestGuiMoney)
#include "test_gui_money.moc"
