// Digest v1 (SPEC-kernel.md §2): the reference's vectors byte for byte,
// Python's repr(float), properties over generated JSON, and the round trip
// through a real JSONB column that makes writerJson() necessary.
#include "core/base/utf8.hpp"
#include "core/canon/cert_body_digest.hpp"
#include "core/canon/cert_digest.hpp"
#include "core/canon/digest.hpp"
#include "core/store/store.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>
#include <bit>
#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace seal;
using namespace seal::test;

namespace {

QByteArray qb(const std::string& s)
{
    return QByteArray::fromStdString(s);
}

// ---- A generated JSON value, printed in many equivalent ways ----------------

struct Node
{
    enum Kind
    {
        Null,
        True,
        False,
        Int,
        Double,
        String,
        Array,
        Object
    } kind = Null;
    std::string digits;  // Int: exact digits, maybe huge, maybe "-0"
    double number = 0;   // Double
    std::u32string text; // String
    std::vector<std::pair<std::u32string, std::unique_ptr<Node>>> members; // Object
    std::vector<std::unique_ptr<Node>> items;                              // Array
};

class JsonGenerator
{
public:
    explicit JsonGenerator(std::uint64_t seed) : m_rng(seed) {}

    std::unique_ptr<Node> value(int depth)
    {
        auto n = std::make_unique<Node>();
        const int pick = static_cast<int>(below(depth > 0 ? 9 : 6));
        switch (pick) {
        case 0:
            n->kind = static_cast<Node::Kind>(below(3));
            break; // null, true, false
        case 1:
            n->kind = Node::Int;
            n->digits = integerDigits();
            break;
        case 2:
        case 3:
            n->kind = Node::Double;
            n->number = anyDouble();
            break;
        case 4:
        case 5:
            n->kind = Node::String;
            n->text = string(12);
            break;
        case 6:
            n->kind = Node::Array;
            fillArray(*n, depth);
            break;
        default:
            n->kind = Node::Object;
            fillObject(*n, depth);
            break;
        }
        return n;
    }

    std::unique_ptr<Node> object(int depth)
    {
        auto n = std::make_unique<Node>();
        n->kind = Node::Object;
        fillObject(*n, depth);
        return n;
    }

    // A finite double from a random bit pattern: every magnitude and subnormals.
    double anyDouble()
    {
        for (;;) {
            const double d = std::bit_cast<double>(m_rng());
            if (std::isfinite(d)) return d;
        }
    }

    std::uint64_t below(std::uint64_t n) { return m_rng() % n; }
    std::mt19937_64& rng() { return m_rng; }

private:
    std::string integerDigits()
    {
        switch (below(4)) {
        case 0:
            return below(2) ? "-0" : "0";
        case 1:
            return std::to_string(static_cast<std::int64_t>(m_rng()));
        default: { // beyond 64 bits: Python keeps every digit
            std::string s = below(2) ? "-" : "";
            s += static_cast<char>('1' + below(9));
            const auto len = 18 + below(30);
            for (std::uint64_t i = 0; i < len; ++i)
                s += static_cast<char>('0' + below(10));
            return s;
        }
        }
    }

    char32_t codePoint()
    {
        switch (below(6)) {
        case 0:
            return static_cast<char32_t>(below(0x20)); // control
        case 1:
            return below(4) ? U'"' : (below(2) ? U'\\' : U'\x7f');
        case 2:
            return static_cast<char32_t>(0x80 + below(0xD800 - 0x80));
        case 3:
            return static_cast<char32_t>(0xE000 + below(0x10000 - 0xE000));
        case 4:
            return static_cast<char32_t>(0x10000 + below(0x110000 - 0x10000)); // astral
        default:
            return static_cast<char32_t>(0x20 + below(0x5F)); // printable ASCII
        }
    }

    std::u32string string(std::uint64_t maxLen)
    {
        std::u32string s;
        const auto len = below(maxLen + 1);
        for (std::uint64_t i = 0; i < len; ++i)
            s += codePoint();
        return s;
    }

    void fillArray(Node& n, int depth)
    {
        const auto len = below(5);
        for (std::uint64_t i = 0; i < len; ++i)
            n.items.push_back(value(depth - 1));
    }

    void fillObject(Node& n, int depth)
    {
        std::set<std::u32string> keys;
        const auto len = below(6);
        for (std::uint64_t i = 0; i < len; ++i) {
            std::u32string k = string(6);
            if (!keys.insert(k).second) continue; // JSONB and Python keep one of duplicates
            n.members.emplace_back(std::move(k), value(depth - 1));
        }
    }

    std::mt19937_64 m_rng;
};

void appendEscape(std::string& out, unsigned unit, bool upper)
{
    char buf[8];
    std::snprintf(buf, sizeof buf, upper ? "\\u%04X" : "\\u%04x", unit);
    out += buf;
}

// Prints a node as JSON text; `variant` picks whitespace, member order, escape
// style and number notation, none of which may change the canonical form.
class Printer
{
public:
    explicit Printer(std::uint64_t variant) : m_rng(variant) {}

    std::string print(const Node& n)
    {
        std::string out;
        write(out, n);
        return out;
    }

private:
    bool coin() { return m_rng() % 2 == 0; }
    void space(std::string& out)
    {
        static const char* ws[] = {"", " ", "\n", "\t ", "\r\n  "};
        out += ws[m_rng() % 5];
    }

    void writeString(std::string& out, const std::u32string& s)
    {
        out += '"';
        for (char32_t cp : s) {
            const bool mustEscape = cp < 0x20 || cp == U'"' || cp == U'\\';
            if (cp == U'"' || cp == U'\\') {
                out += '\\';
                out += static_cast<char>(cp);
            } else if (!mustEscape && coin()) {
                appendUtf8(out, cp);
            } else if (cp >= 0x10000) {
                const bool upper = coin();
                appendEscape(out, 0xD800 + ((cp - 0x10000) >> 10), upper);
                appendEscape(out, 0xDC00 + ((cp - 0x10000) & 0x3FF), upper);
            } else {
                appendEscape(out, cp, coin());
            }
        }
        out += '"';
    }

    void writeDouble(std::string& out, double d)
    {
        char buf[64];
        switch (m_rng() % 4) {
        case 0:
            out += pythonFloatRepr(d);
            return;
        case 1: // "%.17e", whatever the C runtime's locale
            out.append(buf, std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific, 17).ptr);
            return;
        case 2: { // "%.16E"
            std::string upper(buf, std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific, 16).ptr);
            for (char& c : upper)
                if (c == 'e') c = 'E';
            out += upper;
            return;
        }
        default:
            out += writerJson(nlohmann::json(d));
            return;
        }
    }

    void write(std::string& out, const Node& n)
    {
        space(out);
        switch (n.kind) {
        case Node::Null:
            out += "null";
            break;
        case Node::True:
            out += "true";
            break;
        case Node::False:
            out += "false";
            break;
        case Node::Int:
            out += n.digits;
            break;
        case Node::Double:
            writeDouble(out, n.number);
            break;
        case Node::String:
            writeString(out, n.text);
            break;
        case Node::Array:
            writeArray(out, n);
            break;
        case Node::Object:
            writeObject(out, n);
            break;
        }
        space(out);
    }

    void writeArray(std::string& out, const Node& n)
    {
        out += '[';
        for (size_t i = 0; i < n.items.size(); ++i) {
            if (i) out += ',';
            write(out, *n.items[i]);
        }
        if (n.items.empty()) space(out);
        out += ']';
    }

    void writeObject(std::string& out, const Node& n)
    {
        std::vector<size_t> order(n.members.size());
        for (size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::shuffle(order.begin(), order.end(), m_rng);
        out += '{';
        for (size_t i = 0; i < order.size(); ++i) {
            if (i) out += ',';
            space(out);
            writeString(out, n.members[order[i]].first);
            space(out);
            out += ':';
            write(out, *n.members[order[i]].second);
        }
        if (n.members.empty()) space(out);
        out += '}';
    }

    std::mt19937_64 m_rng;
};

// Every leaf string of a tree, so a test can change exactly one.
void leafStrings(Node& n, std::vector<std::u32string*>& out)
{
    if (n.kind == Node::String) out.push_back(&n.text);
    for (auto& item : n.items)
        leafStrings(*item, out);
    for (auto& member : n.members)
        leafStrings(*member.second, out);
}

constexpr std::uint64_t kSeed = 0x5EA1D16E57ULL;
constexpr int kValues = 3000;

} // namespace

class TestDigest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // ---- the reference's vectors -------------------------------------------

    void referenceVectors_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("canonical");
        QTest::addColumn<QByteArray>("digest");
        const auto vectors = nlohmann::json::parse(readFile(fixturePath("digest-v1-vectors.json")));
        QVERIFY(vectors.size() >= 10);
        int i = 0;
        for (const auto& v : vectors) {
            const std::string name = "vector " + std::to_string(i++);
            QTest::newRow(name.c_str())
                << qb(v.at("value_json").get<std::string>()) << qb(v.at("canonical_v1").get<std::string>())
                << qb(v.at("digest_v1").get<std::string>());
        }
    }

    void referenceVectors()
    {
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, canonical);
        QFETCH(QByteArray, digest);
        QCOMPARE(qb(canonicalV1(value.toStdString())), canonical);
        QCOMPARE(qb(digestV1(value.toStdString())), digest);
        QCOMPARE(qb(sha256Hex(canonical.toStdString())), digest);
    }

    // Negative control: the comparison above sees a one-byte change.
    void referenceVectorsDetectAChange()
    {
        const auto vectors = nlohmann::json::parse(readFile(fixturePath("digest-v1-vectors.json")));
        const std::string value = vectors.at(1).at("value_json").get<std::string>();
        std::string changed = value;
        changed.replace(changed.find("12.75"), 5, "12.76");
        QVERIFY(digestV1(changed) != vectors.at(1).at("digest_v1").get<std::string>());
        QCOMPARE(qb(digestV1(value)), qb(vectors.at(1).at("digest_v1").get<std::string>()));
    }

    // The same vectors with the C runtime in German (decimal comma), as
    // QApplication leaves it on a German desktop: canonical text, digests,
    // float8 reading and repr do not follow the locale.
    void referenceVectorsUnderGermanLocale()
    {
        const std::string before = std::setlocale(LC_ALL, nullptr);
        QVERIFY2(std::setlocale(LC_ALL, "de_DE.UTF-8"), "de_DE.UTF-8 is not generated (scripts/install-deps.sh)");
        const auto vectors = nlohmann::json::parse(readFile(fixturePath("digest-v1-vectors.json")));
        bool sameEverywhere = true;
        for (const auto& v : vectors) {
            const std::string value = v.at("value_json").get<std::string>();
            sameEverywhere = sameEverywhere && canonicalV1(value) == v.at("canonical_v1").get<std::string>() &&
                             digestV1(value) == v.at("digest_v1").get<std::string>();
        }
        const double read = parseFloat8("1795946484.4442582");
        const std::string repr = seal::pythonFloatRepr(0.1 + 0.2);
        const std::string written = writerJson(nlohmann::json{{"amount", 9500.75}});
        std::setlocale(LC_ALL, before.c_str());
        QVERIFY(sameEverywhere);
        QCOMPARE(read, 1795946484.4442582);
        QCOMPARE(qb(repr), QByteArray("0.30000000000000004"));
        QCOMPARE(qb(written), QByteArray("{\"amount\":9500.75}"));
    }

    // ---- repr(float) ----------------------------------------------------------

    void pythonFloatRepr_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QByteArray>("repr"); // what CPython 3 prints
        QTest::newRow("1e16") << 1e16 << QByteArray("1e+16");
        QTest::newRow("1e-05") << 1e-05 << QByteArray("1e-05");
        QTest::newRow("0.0001") << 0.0001 << QByteArray("0.0001");
        QTest::newRow("3.0") << 3.0 << QByteArray("3.0");
        QTest::newRow("5e-324") << 5e-324 << QByteArray("5e-324");
        QTest::newRow("max") << 1.7976931348623157e+308 << QByteArray("1.7976931348623157e+308");
        QTest::newRow("123456789012345.67") << 123456789012345.67 << QByteArray("123456789012345.67");
        QTest::newRow("-12.75") << -12.75 << QByteArray("-12.75");
        QTest::newRow("1e22") << 1e22 << QByteArray("1e+22");
        QTest::newRow("1e15") << 1e15 << QByteArray("1000000000000000.0");
        QTest::newRow("just below 1e16") << 9999999999999998.0 << QByteArray("9999999999999998.0");
        QTest::newRow("17 digits") << 12345678901234567.0 << QByteArray("1.2345678901234568e+16");
        QTest::newRow("0.1") << 0.1 << QByteArray("0.1");
        QTest::newRow("1/3") << 1.0 / 3 << QByteArray("0.3333333333333333");
        QTest::newRow("2.5e-07") << 2.5e-07 << QByteArray("2.5e-07");
        QTest::newRow("1.5e-05") << 1.5e-05 << QByteArray("1.5e-05");
        QTest::newRow("0.00012345") << 0.00012345 << QByteArray("0.00012345");
        QTest::newRow("-1e-300") << -1e-300 << QByteArray("-1e-300");
        QTest::newRow("1e100") << 1e100 << QByteArray("1e+100");
        QTest::newRow("epoch") << 1795946376.9380047 << QByteArray("1795946376.9380047");
        QTest::newRow("2^53") << 9007199254740992.0 << QByteArray("9007199254740992.0");
        QTest::newRow("0.0") << 0.0 << QByteArray("0.0");
        QTest::newRow("-0.0") << -0.0 << QByteArray("-0.0");
    }

    void pythonFloatRepr()
    {
        QFETCH(double, value);
        QFETCH(QByteArray, repr);
        QCOMPARE(qb(seal::pythonFloatRepr(value)), repr);
    }

    // ---- properties over generated values ---------------------------------------

    void canonicalFormIsIdempotent()
    {
        JsonGenerator gen(kSeed);
        for (int i = 0; i < kValues; ++i) {
            const auto node = gen.value(4);
            const std::string text = Printer(gen.rng()()).print(*node);
            const std::string once = canonicalV1(text);
            QCOMPARE(qb(canonicalV1(once)), qb(once));
            for (char c : once) // ensure_ascii: no byte outside printable ASCII
                QVERIFY2(c >= 0x20 && c < 0x7F, text.c_str());
        }
    }

    // Whitespace, member order, escape style and number notation are not
    // content: two printings of one value have one canonical form. A changed
    // leaf (the negative control) has another.
    void canonicalFormIgnoresPresentationOnly()
    {
        JsonGenerator gen(kSeed + 1);
        int changedLeaves = 0;
        for (int i = 0; i < kValues; ++i) {
            const auto node = gen.object(4);
            const std::string a = canonicalV1(Printer(gen.rng()()).print(*node));
            const std::string b = canonicalV1(Printer(gen.rng()()).print(*node));
            QCOMPARE(qb(b), qb(a));
            std::vector<std::u32string*> leaves;
            leafStrings(*node, leaves);
            if (leaves.empty()) continue;
            leaves[gen.below(leaves.size())]->push_back(U'\u00e9');
            QVERIFY(canonicalV1(Printer(gen.rng()()).print(*node)) != a);
            ++changedLeaves;
        }
        QVERIFY(changedLeaves > kValues / 4);
    }

    // The canonical text means what the original meant (checked by an
    // independent parser, nlohmann's own DOM).
    void canonicalFormKeepsTheValue()
    {
        JsonGenerator gen(kSeed + 2);
        for (int i = 0; i < kValues; ++i) {
            const auto node = gen.value(4);
            const std::string text = Printer(gen.rng()()).print(*node);
            QVERIFY2(nlohmann::json::parse(canonicalV1(text)) == nlohmann::json::parse(text), text.c_str());
        }
    }

    void doublesRoundTrip()
    {
        JsonGenerator gen(kSeed + 3);
        for (int i = 0; i < 20 * kValues; ++i) {
            const double d = gen.anyDouble();
            const std::string repr = seal::pythonFloatRepr(d);
            double back = 0; // read back as a store reads it: never through the C runtime's locale
            std::from_chars(repr.data(), repr.data() + repr.size(), back);
            QVERIFY2(std::bit_cast<std::uint64_t>(back) == std::bit_cast<std::uint64_t>(d), repr.c_str());
            QVERIFY2(repr.find_first_of(".e") != std::string::npos, repr.c_str()); // stays a float
            QVERIFY2(isShortest(repr, d), repr.c_str());
        }
    }

    // Negative control: the round-trip check does catch a lossy format.
    void doublesRoundTripCheckCanFail()
    {
        JsonGenerator gen(kSeed + 3);
        int lossy = 0;
        for (int i = 0; i < 1000; ++i) {
            const double d = gen.anyDouble();
            char buf[64];
            std::snprintf(buf, sizeof buf, "%.15g", d);
            if (std::bit_cast<std::uint64_t>(std::strtod(buf, nullptr)) != std::bit_cast<std::uint64_t>(d))
                ++lossy;
        }
        QVERIFY(lossy > 100);
    }

    // ---- through a real JSONB column -------------------------------------------

    void writerJsonSurvivesJsonb()
    {
        auto db = TestDatabase::empty();
        auto conn = db.connect();
        const std::vector<nlohmann::json> bodies = jsonbBodies();
        const auto readBack = throughJsonb(conn, bodies);
        QCOMPARE(readBack.size(), bodies.size());
        for (size_t i = 0; i < bodies.size(); ++i) {
            const std::string written = writerJson(bodies[i]);
            QCOMPARE(qb(canonicalV1(readBack[i])), qb(canonicalV1(written)));
            QCOMPARE(qb(digestV1(readBack[i])), qb(digestV1(written)));
        }
    }

    // Negative control: nlohmann's own dump writes 1e16 as "1e+16", which JSONB
    // reads back as the integer 10000000000000000 (and -0.0 as 0.0): the digest
    // a writer computed would not verify. writerJson() is what prevents that.
    void naiveDumpDoesNotSurviveJsonb()
    {
        auto db = TestDatabase::empty();
        auto conn = db.connect();
        const std::vector<nlohmann::json> bodies = {{{"big", 1e16}}, {{"neg", -0.0}}};
        std::vector<std::string> naive;
        for (const auto& b : bodies)
            naive.push_back(b.dump());
        QCOMPARE(qb(naive[0]), QByteArray("{\"big\":1e+16}"));
        const auto readBack = throughJsonbText(conn, naive);
        QCOMPARE(qb(readBack[0]), QByteArray("{\"big\": 10000000000000000}"));
        for (size_t i = 0; i < naive.size(); ++i) {
            QVERIFY2(digestV1(readBack[i]) != digestV1(naive[i]), naive[i].c_str());
            const std::vector<nlohmann::json> one(1, bodies[i]);
            QCOMPARE(qb(digestV1(throughJsonb(conn, one)[0])), qb(digestV1(writerJson(bodies[i]))));
        }
    }

    // ---- the verifier's fast reader (CertBodyDigester) ------------------------------

    // Where the fast reader answers, it answers exactly what the canonicaliser
    // does: the canonical text without "hash", its SHA-256, and body.hash.
    // It must answer for most objects, or the verifier would not be fast.
    void fastReaderMatchesCanonicaliser()
    {
        JsonGenerator gen(kSeed + 5);
        CertBodyDigester fast;
        int answered = 0;
        for (int i = 0; i < kValues; ++i) {
            const auto node = gen.object(4);
            std::string text = Printer(gen.rng()()).print(*node);
            if (i % 3 == 0) // a body's own hash, first, last or in the middle
                text.insert(text.find('{') + 1, "\"hash\": \"" + sha256Hex(text) + "\"" +
                                                    (node->members.empty() ? "" : ","));
            const std::string slow = canonicalV1Without(text, "hash");
            if (!fast.read(text, "hash")) continue;
            ++answered;
            QCOMPARE(qb(fast.canonical()), qb(slow));
            QCOMPARE(qb(std::string(fast.digestHex())), qb(sha256Hex(slow)));
            const nlohmann::json parsed = nlohmann::json::parse(text);
            const auto found = fast.hashField().found;
            if (!parsed.contains("hash")) {
                QVERIFY(found == BodyHashField::Found::Missing);
            } else if (parsed.at("hash").is_string()) {
                QVERIFY(found == BodyHashField::Found::String);
                QCOMPARE(qb(fast.hashField().value), qb(parsed.at("hash").get<std::string>()));
            } else {
                QVERIFY(found == BodyHashField::Found::NotString);
            }
        }
        QVERIFY2(answered > kValues * 9 / 10, std::to_string(answered).c_str());
    }

    // What the canonicaliser refuses, the fast reader never answers; and a text
    // it answers for, damaged anywhere, is either declined or still agrees.
    void fastReaderDeclinesWhatIsNotJson()
    {
        JsonGenerator gen(kSeed + 6);
        CertBodyDigester fast;
        static const char kBytes[] = "{}[]\",:\\0123456789eE.+-tfnu \x01\x7f\xc3\xa9\xed\xa0\x80\xf4\x90";
        int refused = 0;
        for (int i = 0; i < kValues; ++i) {
            std::string text = Printer(gen.rng()()).print(*gen.object(3));
            if (gen.below(2))
                text.resize(gen.below(text.size() + 1));
            else
                text[gen.below(text.size())] = kBytes[gen.below(sizeof kBytes - 1)];
            std::string slow;
            try {
                slow = canonicalV1Without(text, "hash");
            } catch (const CanonError&) {
                ++refused;
                QVERIFY2(!fast.read(text, "hash"), text.c_str());
                continue;
            }
            if (fast.read(text, "hash")) QCOMPARE(qb(fast.canonical()), qb(slow));
        }
        QVERIFY(refused > kValues / 4); // the control: the damage does break documents
        for (const char* bad : {"", "[1]", "\"x\"", "{\"a\":1} x", "{\"a\":\"\\ud800\"}", "{\"a\":1e999}",
                                "{\"a\":01}", "{\"a\":\"\xc0\xaf\"}", "\xef\xbb\xbf{}"})
            QVERIFY2(!fast.read(bad, "hash"), bad);
    }

    // v2 bodies (SPEC §15.2): where readCert answers, it answers exactly
    // what recomputeCertHash does (version, hash, sig and signer as written);
    // where the reference refuses (an integer beyond 2^53, a duplicate name,
    // a lone surrogate), it declines. "cv" as 2, 2.0 and "2" (v1), anywhere.
    void fastReaderV2MatchesReference()
    {
        JsonGenerator gen(kSeed + 8);
        CertBodyDigester fast;
        int answered = 0, v2 = 0, refused = 0;
        static const char* kCv[] = {"\"cv\":2", "\"cv\":2.0", "\"cv\":20e-1", "\"cv\":\"2\"", "\"cv\":3", ""};
        for (int i = 0; i < kValues; ++i) {
            const auto node = gen.object(4);
            std::string text = Printer(gen.rng()()).print(*node);
            const std::string cv = kCv[gen.below(6)];
            std::string extra = cv;
            if (gen.below(2)) extra += std::string(extra.empty() ? "" : ",") + "\"sig\":\"" + sha256Hex(text) + "\"";
            if (gen.below(3) == 0) extra += std::string(extra.empty() ? "" : ",") + "\"hash\":\"" + sha256Hex(cv) + "\"";
            if (!extra.empty())
                text.insert(text.find('{') + 1, extra + (node->members.empty() ? "" : ","));
            if (gen.below(8) == 0) { // damage: one byte, anywhere
                static const char kBytes[] = "{}[]\",:\\0123456789eE.+-tfnu \x01\x7f\xc3\xa9\xed\xa0\x80";
                text[gen.below(text.size())] = kBytes[gen.below(sizeof kBytes - 1)];
            }
            CertHash slow;
            try {
                slow = recomputeCertHash(text);
            } catch (const CanonError&) {
                ++refused;
                QVERIFY2(!fast.readCert(text), text.c_str());
                continue;
            }
            if (!fast.readCert(text)) continue;
            ++answered;
            v2 += slow.version == CertVersion::V2;
            QVERIFY2(fast.version() == slow.version, text.c_str());
            QCOMPARE(qb(std::string(fast.digestHex())), qb(slow.hash));
            const nlohmann::json parsed = nlohmann::json::parse(text);
            const bool sigString = parsed.contains("sig") && parsed["sig"].is_string();
            QCOMPARE(fast.sigField().found == BodyHashField::Found::String, sigString);
            if (sigString) QCOMPARE(qb(fast.sigField().value), qb(parsed["sig"].get<std::string>()));
            QCOMPARE(fast.sigTruthy(), sigString && !parsed["sig"].get<std::string>().empty());
        }
        QVERIFY2(answered == kValues - refused, std::to_string(answered).c_str()); // it never declines needlessly
        QVERIFY2(v2 > kValues / 4, std::to_string(v2).c_str());
        QVERIFY(refused > 0);
        // What v2 refuses and v1 keeps: the fast reader declines under v2 only.
        for (const char* body : {"{\"cv\":2,\"n\":9007199254740993}", "{\"cv\":2,\"a\":1,\"a\":2}",
                                 "{\"cv\":2,\"s\":\"\\udc00\"}"})
            QVERIFY2(!fast.readCert(body), body);
        QVERIFY(fast.readCert("{\"cv\":1,\"n\":9007199254740993}"));
        QVERIFY(fast.readCert("{\"cv\":2,\"n\":9007199254740992,\"s\":\"caf\u00e9 \\u00e9\\n\x7f\"}"));
        QCOMPARE(qb(fast.canonical()), qb("{\"cv\":2,\"n\":9007199254740992,\"s\":\"caf\u00e9 \u00e9\\n\x7f\"}"));
        QVERIFY(fast.readCert("{\"cv\":2.0,\"x\":[5000.0,1e-7,0.00001,-0.0,1.5e16,1e21],\"sig\":false}"));
        QCOMPARE(qb(fast.canonical()), qb("{\"cv\":2,\"x\":[5000,1e-7,0.00001,0,15000000000000000,1e+21]}"));
        QVERIFY(!fast.sigTruthy());
    }

    // The texts the verifier really reads: what JSONB prints.
    void fastReaderMatchesThroughJsonb()
    {
        auto db = TestDatabase::empty();
        auto conn = db.connect();
        JsonGenerator gen(kSeed + 7);
        std::vector<std::string> texts;
        while (texts.size() < 500) { // JSONB refuses \u0000 in a string
            std::string text = Printer(gen.rng()()).print(*gen.object(4));
            if (text.find("\\u0000") == std::string::npos) texts.push_back(std::move(text));
        }
        for (const auto& body : jsonbBodies())
            texts.push_back(writerJson(body));
        CertBodyDigester fast;
        int answered = 0;
        for (const std::string& text : throughJsonbText(conn, texts)) {
            const std::string slow = canonicalV1Without(text, "hash");
            if (!fast.read(text, "hash")) continue;
            ++answered;
            QCOMPARE(qb(fast.canonical()), qb(slow));
        }
        QVERIFY2(answered == static_cast<int>(texts.size()), std::to_string(answered).c_str());
    }

private:
    // Shortest digits: one significant digit fewer no longer reads back as d.
    static bool isShortest(const std::string& repr, double d)
    {
        std::string digits;
        for (char c : repr.substr(0, repr.find('e')))
            if (c >= '0' && c <= '9') digits += c;
        digits.erase(0, digits.find_first_not_of('0'));
        digits.erase(digits.find_last_not_of('0') + 1);
        if (digits.size() <= 1) return true;
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.*e", static_cast<int>(digits.size()) - 2, d);
        return std::strtod(buf, nullptr) != d;
    }

    static std::vector<nlohmann::json> jsonbBodies()
    {
        std::vector<nlohmann::json> bodies = {
            {{"big", 1e16}},
            {{"x", 1e22}, {"y", 1.7976931348623157e+308}},
            {{"tiny", 1e-7}, {"sub", 5e-324}, {"e", 1e-05}},
            {{"neg0", -0.0}, {"zero", 0.0}},
            {{"at", 1795946376.9380047}, {"n", {1e17, -2.5e-10, 123456789012345.67, 3.0, -1e300}}},
            {{"s", "caf\u00e9 \U0001F600 \x01"}, {"i", 12345678901234567}, {"u", 18446744073709551615ULL}},
        };
        JsonGenerator gen(kSeed + 4);
        for (int i = 0; i < 300; ++i) {
            nlohmann::json body = nlohmann::json::object();
            for (int k = 0; k < 5; ++k)
                body["d" + std::to_string(k)] = gen.anyDouble();
            body["scaled"] = std::ldexp(1.0, static_cast<int>(gen.below(2000)) - 1000);
            bodies.push_back(body);
        }
        return bodies;
    }

    static std::vector<std::string> throughJsonb(Connection& conn, const std::vector<nlohmann::json>& bodies)
    {
        std::vector<std::string> texts;
        for (const auto& b : bodies)
            texts.push_back(writerJson(b));
        return throughJsonbText(conn, texts);
    }

    // Writes texts into a JSONB column and reads them back as Python would see them.
    static std::vector<std::string> throughJsonbText(Connection& conn, const std::vector<std::string>& texts)
    {
        conn.command("SET client_min_messages = warning"); // quiet "already exists" notices
        conn.command("CREATE TEMP TABLE IF NOT EXISTS roundtrip (id int, body jsonb)");
        conn.command("TRUNCATE roundtrip");
        for (size_t i = 0; i < texts.size(); ++i)
            conn.exec("INSERT INTO roundtrip VALUES ($1, $2::jsonb)",
                      {param(static_cast<int>(i)), param(texts[i])});
        Result r = conn.exec("SELECT body::text FROM roundtrip ORDER BY id");
        std::vector<std::string> out;
        for (int i = 0; i < r.rows(); ++i)
            out.emplace_back(r.text(i, 0));
        return out;
    }
};

QTEST_GUILESS_MAIN(TestDigest)
#include "test_digest.moc"
