// ISO 4217 minor units (issue 27 item 5): a provider's cents become major
// units only with a currency ICU knows; nothing is guessed for one it does not.
#include "core/base/currency_units.hpp"

#include <QtTest>

using namespace seal;

class TestCurrencyUnits : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void digits()
    {
        QCOMPARE(currencyMinorDigits("EUR"), std::optional<int>(2));
        QCOMPARE(currencyMinorDigits("USD"), std::optional<int>(2));
        QCOMPARE(currencyMinorDigits("JPY"), std::optional<int>(0));
        QCOMPARE(currencyMinorDigits("KWD"), std::optional<int>(3));
        // Negative controls: not a code, or one no one issues.
        QCOMPARE(currencyMinorDigits("XQZ"), std::nullopt);
        QCOMPARE(currencyMinorDigits("eur"), std::nullopt);
        QCOMPARE(currencyMinorDigits(""), std::nullopt);
        QCOMPARE(currencyMinorDigits("EURO"), std::nullopt);
    }
    // One rule for --currency, SEAL_CURRENCY and the console's settings: three
    // capital letters that ICU lists as a currency in use.
    void currencyCode()
    {
        for (const char* code : {"EUR", "USD", "GBP", "JPY", "CHF", "KWD"})
            QVERIFY2(isCurrencyCode(code), code);
        // Negative controls: the shape wrong, a code no one issues, one withdrawn.
        for (const char* code : {"eur", "Eur", "EURO", "EU", "", "E1R", "XQZ", "DEM"})
            QVERIFY2(!isCurrencyCode(code), code);
        QVERIFY(!isCurrencyCode(std::string_view("EUR\0", 4)));
    }
    void major()
    {
        QCOMPARE(majorUnits(123456, "EUR"), std::optional<double>(1234.56));
        QCOMPARE(majorUnits(123456, "JPY"), std::optional<double>(123456));
        QCOMPARE(majorUnits(123456, "KWD"), std::optional<double>(123.456));
        QCOMPARE(majorUnits(123456, "XQZ"), std::nullopt);
    }
};

QTEST_GUILESS_MAIN(TestCurrencyUnits)
#include "test_currency_units.moc"
