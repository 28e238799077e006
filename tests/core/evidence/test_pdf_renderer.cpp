// The one PDF renderer (core/evidence/pdf_renderer.*), read back the way a
// person reads it: with poppler's pdftotext and pdfinfo. A maker named in
// Greek, Chinese and Polish and a Hebrew reason come out as written (the old
// WinAnsi writer printed '?' for all but Ł's neighbours); hashes come out whole,
// in one piece, without ligatures; table rows stay on one page; store text is
// text, never markup or bidi overrides; the bytes depend on the document only.
#include "core/evidence/evidence_document.hpp"
#include "core/evidence/pdf_renderer.hpp"
#include "tests/support/pdf_check.hpp"

#include <QtTest>
#include <cairo-pdf.h>
#include <clocale>
#include <string>

using namespace seal;

namespace {

const std::string kHash = "ebbb5104fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308d8";
const std::string kHashFf =
    "ff00ffe1fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308ff";           // ff: a ligature pair
const std::string kMaker = "\xCE\x96\xCF\x89\xCE\xAE \xE7\x8E\x8B \xC5\x81ukasz"; // Ζωή 王 Łukasz
const std::string kHebrew = "\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D \xD7\xA2\xD7\x95\xD7\x9C\xD7\x9D"; // שלום עולם
constexpr double kIssued = 1795946600.0; // 2026-11-29T10:03:20Z

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

// The authorization receipt's shape: a long hash in the title, fields, a cert table.
EvidenceDocument receiptLike()
{
    EvidenceDocument d{"Authorization receipt for intent " + kHash, {}, kIssued};
    d.section("Status").field("Status", "allowed_once", true).field("Because", kHebrew);
    d.section("Allowed").field("Maker", kMaker).field("Intent", kHash, true);
    DocTable certs{{"seq", "kind", "tier", "world", "at", "hash"}, {}};
    for (int i = 1; i <= 5; ++i)
        certs.rows.push_back({std::to_string(i), "approval_decision (approved)", "WORLD_FINAL", "confirmed",
                              "2026-11-30T09:23:20Z", i % 2 ? kHash : kHashFf});
    d.sections.back().table(certs);
    d.section("Once").field("Chain", "verified: 40 certs walked, 0 break(s); head seq 40 hash " + kHashFf,
                            true);
    return d;
}

std::string render(const EvidenceDocument& d, bool fallback = true)
{
    pdf::RenderOptions o;
    o.fontFallback = fallback;
    return pdf::render(d, o);
}

} // namespace

class TestPdfRenderer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unbreakableRuns_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("runs");
        const QString hash = QString::fromStdString(kHash);
        const QString sig = QStringLiteral(
            "k3Jd8f0Qa9ZxY2bVw7Ue5TcR1sP4oN6mL8kJ0iH2gF4eD6cB8aZ0yX2wV4uT6sR8qP0oN2mL4kJ6iH8gF0eD2cA==");
        QTest::newRow("a hash") << hash << QStringList{hash};
        QTest::newRow("a hash in prose")
            << QStringLiteral("head seq 40 hash ") + hash + QStringLiteral(".") << QStringList{hash};
        QTest::newRow("a hash after a slash") << QStringLiteral("sha256/") + hash << QStringList{hash};
        QTest::newRow("two hashes") << hash + QStringLiteral(" ") + hash << QStringList{hash, hash};
        QTest::newRow("a signature with padding") << QStringLiteral("sig ") + sig << QStringList{sig};
        QTest::newRow("15 hex digits (control)") << QStringLiteral("abcdef012345678") << QStringList{};
        QTest::newRow("a long lower-case word (control)")
            << QStringLiteral("payments/refunds/europe/germany/berlin/x1") << QStringList{};
        QTest::newRow("a 300-digit blob may wrap (control)")
            << QString(300, QLatin1Char('a')) << QStringList{};
        QTest::newRow("a date (control)") << QStringLiteral("2026-11-30T09:23:20Z") << QStringList{};
    }
    void unbreakableRuns()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, runs);
        const std::string utf8 = text.toStdString();
        QStringList found;
        for (const auto& [b, e] : pdf::unbreakableRuns(utf8))
            found << QString::fromStdString(utf8.substr(b, e - b));
        QCOMPARE(found, runs);
    }

    // The document opens cleanly in poppler, A4 throughout, fonts embedded,
    // every block there as text (the check itself is tried on broken files below).
    void rendersEveryBlock()
    {
        EvidenceDocument d{"Title", {}, kIssued};
        d.section("S")
            .field("label", "value (1)")
            .note("a note")
            .table(DocTable{{"h1", "h2"}, {{"c1", "c2"}}});
        const std::string file = pdf::render(d);
        QVERIFY(file.rfind("%PDF-1.4", 0) == 0);
        const auto problem = pdfcheck::structureProblem(file);
        QVERIFY2(problem.empty(), problem.c_str());
        const std::string text = pdfcheck::text(file);
        for (const char* s : {"Title", "label", "value (1)", "a note", "h1", "c1", "c2", "page 1 of 1"})
            QVERIFY2(contains(text, s), s);
        QCOMPARE(renderPdf(d), file); // renderPdf is this renderer
        const std::string html = renderHtml(d);
        for (const char* s : {"<dt>label</dt>", "value (1)", "<p>a note</p>", "<td>c1</td>"})
            QVERIFY2(contains(html, s), s);
    }

    void structureCheckCatchesBrokenFiles()
    {
        const std::string good = pdf::render(receiptLike());
        QVERIFY(pdfcheck::structureProblem(good).empty());
        QVERIFY(!pdfcheck::structureProblem(good.substr(0, good.size() / 2)).empty()); // cut short
        // A Letter page is not A4.
        std::string letter;
        cairo_surface_t* s = cairo_pdf_surface_create_for_stream(
            [](void* out, const unsigned char* data, unsigned int n) {
                static_cast<std::string*>(out)->append(reinterpret_cast<const char*>(data), n);
                return CAIRO_STATUS_SUCCESS;
            },
            &letter, 612, 792);
        cairo_t* cr = cairo_create(s);
        cairo_show_page(cr);
        cairo_destroy(cr);
        cairo_surface_destroy(s);
        QVERIFY(contains(pdfcheck::structureProblem(letter), "not A4"));
    }

    // The old writer's WinAnsi turned this maker into "??? ? ?ukasz" and the
    // reason into "???? ????". Negative control: without font fallback
    // (DejaVu has no 王), the check sees the name is not there.
    void unicodeMakerAndRtlReason()
    {
        const std::string file = render(receiptLike());
        const auto problem = pdfcheck::structureProblem(file);
        QVERIFY2(problem.empty(), problem.c_str());
        const std::string text = pdfcheck::text(file);
        QVERIFY2(contains(text, kMaker), text.c_str());
        QVERIFY2(contains(text, kHebrew), text.c_str());
        QVERIFY(!contains(text, "?"));            // nothing replaced
        QVERIFY(!contains(text, "\xEF\xBF\xBD")); // nor U+FFFD

        const std::string noFallback = pdfcheck::text(render(receiptLike(), false));
        QVERIFY(!contains(noFallback, kMaker));
        QVERIFY(contains(noFallback, "ukasz")); // control: the rest of the document is there
    }

    // Every hash comes back whole from pdftotext: one piece, on one line, no
    // ligature (QPdfWriter's "ﬀ" inside a hash made a copied intent not match).
    // Control: a table with columns too narrow for any hash, where the
    // renderer has to break them, and the check notices.
    void hashesStayWhole()
    {
        const std::string file = render(receiptLike());
        const std::string text = pdfcheck::text(file);
        QVERIFY2(contains(text, "Authorization receipt for intent"), text.c_str());
        std::size_t whole = 0;
        for (std::size_t at = text.find(kHash); at != std::string::npos; at = text.find(kHash, at + 1))
            ++whole;
        QCOMPARE(whole, std::size_t(1 + 1 + 3)); // title, Intent field, three table rows
        std::size_t wholeFf = 0;
        for (std::size_t at = text.find(kHashFf); at != std::string::npos; at = text.find(kHashFf, at + 1))
            ++wholeFf;
        QCOMPARE(wholeFf, std::size_t(2 + 1)); // two table rows, the Chain field
        for (const char* ligature :
             {"\xEF\xAC\x80", "\xEF\xAC\x81", "\xEF\xAC\x82", "\xEF\xAC\x83", "\xEF\xAC\x84"})
            QVERIFY(!contains(text, ligature)); // U+FB00..FB04

        EvidenceDocument narrow{"Narrow", {}, kIssued};
        DocTable t{{}, {{}}};
        for (int c = 0; c < 12; ++c) {
            t.header.push_back("h" + std::to_string(c));
            t.rows[0].push_back(kHash);
        }
        narrow.section("Twelve hashes a row").table(t);
        const std::string squeezed = pdfcheck::text(pdf::render(narrow));
        QVERIFY(contains(squeezed, kHash.substr(0, 8)));
        QVERIFY(!contains(squeezed, kHash));
    }

    // 200 rows of three lines each over several pages: every row's first and
    // last line on the same page, the header again on each page. Control: a
    // row taller than a page is cut between lines rather than lost.
    void rowsStayOnOnePage()
    {
        EvidenceDocument d{"Rows", {}, kIssued};
        DocTable t{{"row", "lines"}, {}};
        for (int r = 0; r < 200; ++r) {
            const std::string id = "r" + std::to_string(r) + "x";
            t.rows.push_back({id, id + "first\n" + id + "middle\n" + id + "last"});
        }
        std::string tall;
        for (int i = 0; i < 120; ++i)
            tall += "tall" + std::to_string(i) + "\n";
        t.rows.push_back({"tall", tall + "tallend"});
        d.section("Many rows").table(t);
        const std::string file = pdf::render(d);
        const int pages = pdfcheck::pageCount(file);
        QVERIFY(pages > 3);
        std::vector<std::string> pageText;
        for (int p = 1; p <= pages; ++p)
            pageText.push_back(pdfcheck::text(file, p, p));
        const auto pageOf = [&](const std::string& s) {
            for (int p = 0; p < pages; ++p)
                if (contains(pageText[p], s + "\n")) return p;
            return -1;
        };
        for (int r = 0; r < 200; ++r) {
            const std::string id = "r" + std::to_string(r) + "x";
            const int first = pageOf(id + "first");
            QVERIFY2(first >= 0, id.c_str());
            QCOMPARE(pageOf(id + "last"), first);
        }
        for (int p = 1; p < pages; ++p)
            QVERIFY(contains(pageText[p], "lines")); // the header again
        QVERIFY(pageOf("tall0") >= 0);
        QVERIFY(pageOf("tallend") > pageOf("tall0"));
    }

    void timeRuns_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("runs");
        QTest::newRow("iso") << QStringLiteral("2026-11-30T16:52:26Z") << QStringList{QStringLiteral("2026-11-30T16:52:26Z")};
        QTest::newRow("fraction") << QStringLiteral("at 2026-11-30T16:52:26.125Z, then")
                                  << QStringList{QStringLiteral("2026-11-30T16:52:26.125Z")};
        QTest::newRow("reference") << QStringLiteral("requested 2026-11-29 10:01:24 UTC")
                                   << QStringList{QStringLiteral("2026-11-29 10:01:24 UTC")};
        QTest::newRow("two lines") << QStringLiteral("2026-11-29T10:01:24Z\n2026-11-29T10:01:25Z")
                                   << QStringList{QStringLiteral("2026-11-29T10:01:24Z"),
                                                  QStringLiteral("2026-11-29T10:01:25Z")};
        QTest::newRow("a date alone (control)") << QStringLiteral("2026-11-30") << QStringList{};
        QTest::newRow("digits before (control)") << QStringLiteral("12026-11-30T16:52:26Z") << QStringList{};
    }
    void timeRuns()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, runs);
        const std::string utf8 = text.toStdString();
        QStringList found;
        for (const auto& [b, e] : pdf::timeRuns(utf8))
            found << QString::fromStdString(utf8.substr(b, e - b));
        QCOMPARE(found, runs);
    }

    // A table that needs every step of narrowing (the cert table with long
    // words beside the hash): each time comes out of pdftotext whole, never
    // "16:52:2" / "6Z". Control: without whole times the same table breaks them.
    void timesStayWhole()
    {
        EvidenceDocument d{"Times", {}, kIssued};
        DocTable t{{"seq", "kind", "tier", "world", "at", "hash", "note"}, {}};
        for (int i = 0; i < 6; ++i)
            t.rows.push_back({std::to_string(700 + i), "approval_decision (approved)", "WORLD_DIVERGED_UNKNOWN",
                              "unconfirmed", "2026-11-30T16:52:2" + std::to_string(i) + "Z", kHash,
                              "reconcile_unknown_provider_timeout"});
        d.section("Certs").table(t);
        const auto wholeTimes = [&](bool keep) {
            pdf::RenderOptions o;
            o.wholeTimes = keep;
            const std::string text = pdfcheck::text(pdf::render(d, o));
            int whole = 0;
            for (int i = 0; i < 6; ++i)
                whole += contains(text, "2026-11-30T16:52:2" + std::to_string(i) + "Z") ? 1 : 0;
            return whole;
        };
        QCOMPARE(wholeTimes(true), 6);
        QVERIFY(wholeTimes(false) < 6); // control: this table does break times that are not kept whole
    }

    // An id with hyphens that fits its line is not split at a hyphen (the
    // title "… for intent intent-" / "payout-367"). Control: without it, it is.
    void hyphenatedIdsStayWhole()
    {
        EvidenceDocument d{"Agent Authorization Receipt for intent intent-payout-367", {}, kIssued};
        d.section("S").field("Intent id", "intent-payout-367", true);
        pdf::RenderOptions o;
        QVERIFY(contains(pdfcheck::text(pdf::render(d, o)), "for intent\nintent-payout-367\n"));
        o.wholeWords = false;
        QVERIFY(!contains(pdfcheck::text(pdf::render(d, o)), "for intent\nintent-payout-367\n"));
    }

    // Store text is text: no pango markup, and a bidi override is shown, not
    // obeyed (it would print the value reversed).
    void storeTextIsNeverObeyed()
    {
        EvidenceDocument d{"Text", {}, kIssued};
        d.section("S")
            .field("Maker", "<b>bold</b> & <span foreground='red'>red</span>")
            .field("Reason", "\xE2\x80\xAE"
                             "abc def");
        const std::string text = pdfcheck::text(pdf::render(d));
        QVERIFY2(contains(text, "<b>bold</b> & <span foreground='red'>red</span>"), text.c_str());
        QVERIFY2(contains(text, "\xE2\x9F\xA8U+202E\xE2\x9F\xA9"
                                "abc def"),
                 text.c_str());              // ⟨U+202E⟩abc def
        QVERIFY(!contains(text, "fed cba")); // control: what obeying it would print
    }

    // A value of a megabyte is laid out from its first kTextBytes, with the mark.
    void hugeValueIsCut()
    {
        EvidenceDocument d{"Huge", {}, kIssued};
        d.section("S").field("Maker", std::string(1 << 20, 'm'));
        const std::string file = pdf::render(d);
        QVERIFY(pdfcheck::structureProblem(file).empty());
        QVERIFY(contains(pdfcheck::text(file), "[truncated: 1,048,576 bytes, showing the first 8,192]"));
        QVERIFY(pdfcheck::pageCount(file) < 10);
    }

    // The same document is the same bytes: twice, under a German C locale,
    // whatever the clock says; the creation date is the document's own.
    // A sentence of the document's own reads its count in English ("1 cert",
    // "2 certs"), takes its values as written (a "%2" inside a value is not a
    // placeholder), and amounts and the footer follow the reader's marks.
    void phrasesAndNumbersForTheReader()
    {
        const DocPhrase one{"%n cert(s), %n breach(es) at %1", {"seq 7"}, 1};
        QCOMPARE(one.text(), std::string("1 cert, 1 breach at seq 7"));
        const DocPhrase many{"%n cert(s), %n breach(es) at %1", {"seq 7"}, 3};
        QCOMPARE(many.text(), std::string("3 certs, 3 breaches at seq 7"));
        const DocPhrase hostile{"%1 and %2", {"%2 (s)", "x"}, std::nullopt};
        QCOMPARE(hostile.text(), std::string("%2 (s) and x"));
        QCOMPARE(groupedAmount(28553812.0), std::string("28,553,812.00"));
        QCOMPARE(groupedAmount(-1234567.125, NumberMarks{",", "."}), std::string("-1.234.567,125"));
        QCOMPARE(amountForPeople(12540.0, "EUR", NumberMarks{",", "\u202f"}),
                 std::string("12\u202f540,00\u00a0EUR"));
        EvidenceDocument d{"T", {}, kIssued};
        d.section("S").field("Count", DocPhrase{"%n approval(s)", {}, 2});
        d.pageLabel = "Seite %1 von %2";
        const std::string text = pdfcheck::text(renderPdf(d));
        QVERIFY2(contains(text, "2 approvals") && contains(text, "Seite 1 von 1") &&
                     !contains(text, "page 1"),
                 text.c_str());
    }

    void bytesDependOnTheDocumentOnly()
    {
        const std::string first = pdf::render(receiptLike());
        QCOMPARE(pdf::render(receiptLike()), first);
        QVERIFY(contains(first, "/CreationDate (20261129100320Z)"));
        const std::string before = std::setlocale(LC_ALL, nullptr);
        if (std::setlocale(LC_ALL, "de_DE.UTF-8")) {
            const std::string german = pdf::render(receiptLike());
            std::setlocale(LC_ALL, before.c_str());
            QCOMPARE(german, first);
        } else {
            qWarning(
                "de_DE.UTF-8 is not installed: the locale half is not checked (scripts/install-deps.sh)");
        }
        EvidenceDocument later = receiptLike();
        later.issuedAt += 1;
        QVERIFY(pdf::render(later) != first); // control
    }
};

QTEST_GUILESS_MAIN(TestPdfRenderer)
#include "test_pdf_renderer.moc"
