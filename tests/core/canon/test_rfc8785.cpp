// RFC 8785 (JCS): the RFC's own examples (the §3.2.2 sample, the §3.2.3 key
// order, Appendix B's number table), the I-JSON refusals, and the seed corpus
// of the fuzz target canonicalised twice to the same text.
#include "core/canon/digest.hpp"
#include "core/canon/rfc8785.hpp"
#include "tests/support/test_paths.hpp"

#include <QtTest>

#include <bit>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>

using namespace seal;

namespace {

QByteArray qb(const std::string& s) { return QByteArray::fromStdString(s); }

std::string readAll(const std::filesystem::path& p)
{
    std::ifstream in(p, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

} // namespace

class TestRfc8785 : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void appendixBNumbers_data()
    {
        QTest::addColumn<quint64>("bits");
        QTest::addColumn<QString>("expected");
        // RFC 8785 Appendix B: IEEE 754 bit patterns and their JCS text.
        const std::pair<quint64, const char*> rows[] = {
            {0x0000000000000000, "0"},
            {0x8000000000000000, "0"}, // minus zero
            {0x0000000000000001, "5e-324"},
            {0x8000000000000001, "-5e-324"},
            {0x7fefffffffffffff, "1.7976931348623157e+308"},
            {0xffefffffffffffff, "-1.7976931348623157e+308"},
            {0x4340000000000000, "9007199254740992"},
            {0xc340000000000000, "-9007199254740992"},
            {0x4430000000000000, "295147905179352830000"},
            {0x44b52d02c7e14af5, "9.999999999999997e+22"},
            {0x44b52d02c7e14af6, "1e+23"},
            {0x44b52d02c7e14af7, "1.0000000000000001e+23"},
            {0x444b1ae4d6e2ef4e, "999999999999999700000"},
            {0x444b1ae4d6e2ef4f, "999999999999999900000"},
            {0x444b1ae4d6e2ef50, "1e+21"},
            {0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"},
            {0x3eb0c6f7a0b5ed8d, "0.000001"},
            {0x41b3de4355555553, "333333333.3333332"},
            {0x41b3de4355555554, "333333333.33333325"},
            {0x41b3de4355555555, "333333333.3333333"},
            {0x41b3de4355555556, "333333333.3333334"},
            {0x41b3de4355555557, "333333333.33333343"},
            {0xbecbf647612f3696, "-0.0000033333333333333333"},
            {0x43143ff3c1cb0959, "1424953923781206.2"},
        };
        for (const auto& [bits, text] : rows)
            QTest::newRow(QByteArray::number(bits, 16).constData()) << bits << QString::fromLatin1(text);
    }
    void appendixBNumbers()
    {
        QFETCH(quint64, bits);
        QFETCH(QString, expected);
        const double v = std::bit_cast<double>(static_cast<std::uint64_t>(bits));
        QCOMPARE(QString::fromStdString(ecmaNumber(v)), expected);
        // Through the parser too: the shortest text reads back as the same double.
        QCOMPARE(QString::fromStdString(canonicalJcs("[" + ecmaNumber(v) + "]")), u'[' + expected + u']');
    }

    // The thresholds of Number.prototype.toString: 1e21 and 1e-7.
    void thresholds_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1e21 switches to exponent") << "1e21" << "1e+21";
        QTest::newRow("just below 1e21 is positional") << "1e20" << "100000000000000000000";
        QTest::newRow("1e-7 switches to exponent") << "0.0000001" << "1e-7";
        QTest::newRow("1e-6 is positional") << "0.000001" << "0.000001";
        QTest::newRow("1.5e-7") << "1.5e-7" << "1.5e-7";
        QTest::newRow("integers lose .0") << "3.0" << "3";
        QTest::newRow("-0") << "-0.0" << "0";
        QTest::newRow("big integer is a double") << "123456789012345678901234567890" << "1.2345678901234568e+29";
        QTest::newRow("4.50") << "4.50" << "4.5";
        QTest::newRow("2e-3") << "2e-3" << "0.002";
    }
    void thresholds()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(canonicalJcs(input.toStdString())), expected);
    }

    void nonFiniteIsRefused()
    {
        QVERIFY_THROWS_EXCEPTION(CanonError, ecmaNumber(std::numeric_limits<double>::quiet_NaN()));
        QVERIFY_THROWS_EXCEPTION(CanonError, ecmaNumber(std::numeric_limits<double>::infinity()));
        QVERIFY_THROWS_EXCEPTION(CanonError, canonicalJcs("[1e400]"));
        QCOMPARE(ecmaNumber(1e308), std::string("1e+308")); // control: large but finite
    }

    // RFC 8785 §3.2.2: the sample input and its canonical output, byte for byte.
    void rfcSample()
    {
        const std::string input = R"({
  "numbers": [333333333.33333329, 1E30, 4.50,
              2e-3, 0.000000000000000000000000001],
  "string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/",
  "literals": [null, true, false]
})";
        const std::string expected = "{\"literals\":[null,true,false],\"numbers\":[333333333.3333333,1e+30,4.5,0.002,"
                                     "1e-27],\"string\":\"\xE2\x82\xAC$\\u000f\\nA'B\\\"\\\\\\\\\\\"/\"}";
        QCOMPARE(qb(canonicalJcs(input)), qb(expected));
        // Negative control: digest v1 (Python) canonicalises the same input differently.
        QVERIFY(canonicalV1(input) != expected);
    }

    // RFC 8785 §3.2.3: members sorted by UTF-16 code units, not by code point.
    void rfcKeyOrder()
    {
        const std::string input = R"({
  "\u20ac": "Euro Sign",
  "\r": "Carriage Return",
  "\ufb33": "Hebrew Letter Dalet With Dagesh",
  "1": "One",
  "\ud83d\ude00": "Emoji: Grinning Face",
  "\u0080": "Control",
  "\u00f6": "Latin Small Letter O With Diaeresis"
})";
        const std::string expected =
            "{\"\\r\":\"Carriage Return\",\"1\":\"One\",\"\xC2\x80\":\"Control\",\"\xC3\xB6\":\"Latin Small Letter O "
            "With Diaeresis\",\"\xE2\x82\xAC\":\"Euro Sign\",\"\xF0\x9F\x98\x80\":\"Emoji: Grinning Face\","
            "\"\xEF\xAC\xB3\":\"Hebrew Letter Dalet With Dagesh\"}";
        QCOMPARE(qb(canonicalJcs(input)), qb(expected));
        // Negative control: code-point order would put U+FB33 before the emoji.
        QVERIFY(canonicalV1(input).find("\\ufb33") < canonicalV1(input).find("\\ud83d"));
    }

    void strings_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("controls as lowercase \\u00xx") << QByteArray(R"(["\u001F\u0001"])") << QByteArray(R"(["\u001f\u0001"])");
        QTest::newRow("short escapes") << QByteArray(R"(["\b\f\n\r\t"])") << QByteArray(R"(["\b\f\n\r\t"])");
        QTest::newRow("DEL is literal") << QByteArray(R"(["\u007f"])") << QByteArray("[\"\x7f\"]");
        QTest::newRow("slash is not escaped") << QByteArray(R"(["\/"])") << QByteArray(R"(["/"])");
        QTest::newRow("U+2028 literal") << QByteArray(R"(["\u2028"])") << QByteArray("[\"\xE2\x80\xA8\"]");
        QTest::newRow("plain text unchanged") << QByteArray(R"(["abc"])") << QByteArray(R"(["abc"])");
    }
    void strings()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        QCOMPARE(qb(canonicalJcs(input.toStdString())), expected);
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("refused");
        QTest::newRow("duplicate key") << QByteArray(R"({"a":1,"a":2})") << true;
        QTest::newRow("nested duplicate key") << QByteArray(R"({"x":{"b":1,"b":1}})") << true;
        QTest::newRow("same key at two levels is fine") << QByteArray(R"({"a":{"a":1}})") << false;
        QTest::newRow("lone surrogate") << QByteArray(R"(["\ud800"])") << true;
        QTest::newRow("paired surrogates are fine") << QByteArray(R"(["\ud83d\ude00"])") << false;
        QTest::newRow("syntax error") << QByteArray(R"({"a":})") << true;
        QTest::newRow("invalid UTF-8") << QByteArray("[\"\xff\"]") << true;
        QTest::newRow("200 levels are fine") << QByteArray(200, '[') + QByteArray(200, ']') << false;
        QTest::newRow("201 levels are too deep") << QByteArray(201, '[') + QByteArray(201, ']') << true;
    }
    void refusals()
    {
        QFETCH(QByteArray, input);
        QFETCH(bool, refused);
        bool threw = false;
        try {
            canonicalJcs(input.toStdString());
        } catch (const CanonError&) {
            threw = true;
        }
        QCOMPARE(threw, refused);
    }

    void withoutDropsOnlyTheTopLevelKey()
    {
        const std::string doc = R"({"signature":"x","b":{"signature":1},"a":2})";
        QCOMPARE(qb(canonicalJcsWithout(doc, "signature")), QByteArray(R"({"a":2,"b":{"signature":1}})"));
        QCOMPARE(qb(canonicalJcsWithout(doc, "zzz")), qb(canonicalJcs(doc))); // control: nothing to drop
        QVERIFY_THROWS_EXCEPTION(CanonError, canonicalJcsWithout("[1]", "signature"));
    }

    // Every seed of the fuzz target: canonical text is a fixed point.
    void seedCorpusIsIdempotent()
    {
        const std::filesystem::path dir = std::filesystem::path(seal::test::sourceDir()) / "tests/fuzz/corpus/rfc8785";
        int seeds = 0, canonical = 0;
        for (const auto& entry : std::filesystem::directory_iterator(dir)) {
            ++seeds;
            const std::string text = readAll(entry.path());
            try {
                const std::string once = canonicalJcs(text);
                QCOMPARE(qb(canonicalJcs(once)), qb(once));
                ++canonical;
            } catch (const CanonError&) {
            }
        }
        QVERIFY2(seeds >= 5, "the seed corpus is missing");
        QVERIFY(canonical > 0);
        QVERIFY(canonical < seeds); // the corpus also holds refused inputs
    }
};

QTEST_GUILESS_MAIN(TestRfc8785)
#include "test_rfc8785.moc"
