// Look-alike identifiers (issue 26, item 4): mixed scripts, hidden code
// points and confusables named by ICU's spoof checker, at a bounded cost.
// Each test has its negative control: the legitimate value beside it is not
// marked.
#include "core/base/lookalike.hpp"

#include <QElapsedTimer>
#include <QtTest>

using namespace seal;

namespace {
const std::string kReal = "payouts.wire";
const std::string kFake = "payouts.w\u0456re"; // Cyrillic і

bool hasKind(const Lookalike& l, LookalikeNote::Kind k)
{
    return std::any_of(l.notes.begin(), l.notes.end(), [k](const LookalikeNote& n) { return n.kind == k; });
}
} // namespace

class TestLookalike : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cyrillicIInLatinPathIsNamed()
    {
        const Lookalike l = examineIdentifier(kFake);
        QVERIFY(l.suspicious());
        QCOMPARE(QString::fromStdString(l.text()), QStringLiteral("Cyrillic \u0456 U+0456"));
        QCOMPARE(l.notes.front().cp, U'\u0456');
        QVERIFY(!examineIdentifier(kReal).suspicious()); // control
    }

    void confusableWithAnotherPathSaysWhich()
    {
        const LookalikeIndex index({kReal, kFake, "payouts.card", "refunds.wire"});
        const Lookalike fake = index.examine(kFake);
        QCOMPARE(QString::fromStdString(fake.text()),
                 QStringLiteral("Cyrillic \u0456 U+0456; looks like payouts.wire"));
        // The real one is told of its look-alike, whose odd letter is spelled out.
        const Lookalike real = index.examine(kReal);
        QCOMPARE(QString::fromStdString(real.text()),
                 QStringLiteral("looks like payouts.w\u0456\u27E8U+0456\u27E9re"));
        // Controls: a path with no look-alike in the index, and the real one in an index without the fake.
        QVERIFY(!index.examine("payouts.card").suspicious());
        QVERIFY(!LookalikeIndex({kReal, "payouts.card"}).examine(kReal).suspicious());
    }

    void pureAsciiIsNotMarked()
    {
        for (const char* id : {"payouts.wire", "ops-bot@example.com", "budget:daily/payouts", "approver_7", "a b.c"})
            QVERIFY2(!examineIdentifier(id).suspicious(), id);
    }

    void singleScriptNonLatinIsNotMixed()
    {
        // Latin with umlauts and ß, Greek only, Cyrillic words that do not read as Latin, Japanese.
        for (const char* id : {"zahlungen.\u00FCberweisung", "stra\u00DFe.\u00E9t\u00E9", "\u03B1\u03B2\u03B3.\u03B4",
                               "\u043F\u043B\u0430\u0442\u0435\u0436\u0438.\u0431\u0430\u043D\u043A",
                               "\u652F\u6255\u3044.\u9280\u884C"})
            QVERIFY2(!examineIdentifier(id).suspicious(), id);
        // Control: the same Greek letters inside a Latin name are mixed.
        QVERIFY(hasKind(examineIdentifier("pay\u03B1outs"), LookalikeNote::Kind::Script));
    }

    void wholeScriptLookAlikeReadsAsLatin()
    {
        const Lookalike l = examineIdentifier("\u0441\u043E\u0440"); // Cyrillic "сор"
        QCOMPARE(QString::fromStdString(l.text()), QStringLiteral("all Cyrillic, reads as Latin cop"));
    }

    void bidiOverrideAndZeroWidthAreNamed()
    {
        const Lookalike rlo = examineIdentifier("payouts\u202E.eriw");
        QCOMPARE(QString::fromStdString(rlo.text()), QStringLiteral("hidden U+202E RIGHT-TO-LEFT OVERRIDE"));
        // A zero-width space: hidden, and still confusable with the real path.
        const LookalikeIndex index({kReal});
        const Lookalike zw = index.examine("payouts.\u200Bwire");
        QVERIFY(hasKind(zw, LookalikeNote::Kind::Hidden));
        QVERIFY(QString::fromStdString(zw.text()).contains(QStringLiteral("looks like payouts.wire")));
        QVERIFY(!examineIdentifier("payouts.eriw").suspicious()); // control
    }

    void repeatedMarkAndMixedDigits()
    {
        QVERIFY(hasKind(examineIdentifier("caf\u00E9\u0301\u0301"), LookalikeNote::Kind::RepeatedMark));
        QVERIFY(hasKind(examineIdentifier("limit1\u0663"), LookalikeNote::Kind::MixedDigits)); // 1 and Arabic-Indic 3
        QVERIFY(!examineIdentifier("caf\u00E9").suspicious());
    }

    void hugeValueIsBoundedAndSaysSo()
    {
        std::string huge(100 * 1024, 'a');
        huge.replace(50 * 1024, 2, "\u0456"); // beyond the examined prefix
        QElapsedTimer t;
        t.start();
        const LookalikeIndex index({huge, huge + "b"});
        const Lookalike l = index.examine(huge);
        QVERIFY2(t.elapsed() < 1000, "a 100 KB value examined within a second");
        QVERIFY(hasKind(l, LookalikeNote::Kind::Cut));
        QVERIFY(QString::fromStdString(l.text()).contains(QStringLiteral("only the first 4096 bytes examined")));
        // Length alone is not suspicious (control): a 100 KB value with nothing in its first 4 KB is
        // not marked, and a 4 KB one is whole.
        QVERIFY(!examineIdentifier(std::string(100 * 1024, 'a')).suspicious());
        QVERIFY(!examineIdentifier(std::string(kLookalikeExaminedBytes, 'a')).suspicious());
        // Something found in the first 4 KB says the rest was not looked at.
        const Lookalike front = examineIdentifier("\u0456" + huge);
        QCOMPARE(front.notes.back().kind, LookalikeNote::Kind::Cut);
        // A look-alike's name is cut in the note too.
        const Lookalike other = index.examine(huge + "b");
        QVERIFY(other.text().size() < 400);
    }

    void notUtf8IsNamed()
    {
        QVERIFY(hasKind(examineIdentifier(std::string("pay\xC3\x28outs")), LookalikeNote::Kind::NotUtf8));
    }

    void manyIdentifiersIndexInLinearTime()
    {
        std::vector<std::string> ids;
        for (int i = 0; i < 20000; ++i) ids.push_back("path." + std::to_string(i) + ".wire");
        QElapsedTimer t;
        t.start();
        const LookalikeIndex index(ids);
        std::size_t marked = 0;
        for (const std::string& id : ids) marked += index.examine(id).suspicious() ? 1 : 0;
        QCOMPARE(index.size(), ids.size());
        QVERIFY2(t.elapsed() < 5000, "20,000 paths indexed and examined in well under 5 s");
        QCOMPARE(marked, std::size_t{0});
    }
};

QTEST_GUILESS_MAIN(TestLookalike)
#include "test_lookalike.moc"
