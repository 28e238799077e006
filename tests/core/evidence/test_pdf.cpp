// The PDF 1.4 writer: WinAnsi mapping, literal-string escaping, wrapping that
// never loses a character, page breaks, and a file whose xref points at its
// objects. pdfLiteralsBalanced() is the check the receipt tests use too.
#include "evidence_document.hpp"
#include "pdf_writer.hpp"
#include "pdf_check.hpp"

#include <QtTest>

#include <string>

using namespace seal;
using namespace seal::pdf;

class TestPdf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void winAnsi_data()
    {
        QTest::addColumn<QByteArray>("utf8");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("ascii") << QByteArray("abc <x>") << QByteArray("abc <x>");
        QTest::newRow("latin-1") << QByteArray("caf\xC3\xA9") << QByteArray("caf\xE9");
        QTest::newRow("em dash") << QByteArray("a\xE2\x80\x94" "b") << QByteArray("a\x97" "b");
        QTest::newRow("euro") << QByteArray("\xE2\x82\xAC") << QByteArray("\x80");
        QTest::newRow("arrow is not in WinAnsi") << QByteArray("\xE2\x86\x92") << QByteArray("?");
        QTest::newRow("emoji") << QByteArray("\xF0\x9F\x98\x80") << QByteArray("?");
        QTest::newRow("control characters") << QByteArray("a\x01\nb") << QByteArray("a??b");
        QTest::newRow("invalid UTF-8") << QByteArray("\xFF" "a") << QByteArray("?a");
        QTest::newRow("truncated UTF-8") << QByteArray("a\xE2\x82") << QByteArray("a??");
    }
    void winAnsi()
    {
        QFETCH(QByteArray, utf8);
        QFETCH(QByteArray, expected);
        QCOMPARE(QByteArray::fromStdString(toWinAnsi(utf8.toStdString())), expected);
    }

    void literalEscapes()
    {
        QCOMPARE(QByteArray::fromStdString(literal("a(b)c\\")), QByteArray("(a\\(b\\)c\\\\)"));
        QCOMPARE(QByteArray::fromStdString(literal("plain")), QByteArray("(plain)")); // control
    }

    // The checker itself: it must reject what it is there to catch.
    void balanceCheckerCatchesRawParens_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<bool>("balanced");
        QTest::newRow("escaped") << QByteArray("BT (alert\\(1\\)) Tj ET") << true;
        QTest::newRow("raw unbalanced") << QByteArray("BT (alert(1) Tj ET") << false;
        QTest::newRow("raw close") << QByteArray("BT (a) b) Tj ET") << false;
        QTest::newRow("escaped backslash then paren") << QByteArray("BT (a\\\\) Tj ET") << true;
    }
    void balanceCheckerCatchesRawParens()
    {
        QFETCH(QByteArray, stream);
        QFETCH(bool, balanced);
        QCOMPARE(pdfcheck::literalsAreEscaped(stream.toStdString()), balanced);
    }

    void wrapNeverLosesText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<double>("width");
        QTest::newRow("prose") << QByteArray("the quick brown fox jumps over the lazy dog again and again") << 80.0;
        QTest::newRow("a long hash") << QByteArray(64, 'f') << 100.0;
        QTest::newRow("hash among words") << QByteArray("hash ") + QByteArray(64, 'a') + QByteArray(" end") << 120.0;
        QTest::newRow("fits") << QByteArray("short") << 500.0;
    }
    void wrapNeverLosesText()
    {
        QFETCH(QByteArray, text);
        QFETCH(double, width);
        const auto lines = wrap(Font::Helvetica, 9, text.toStdString(), width);
        std::string joined;
        for (const auto& l : lines) {
            QVERIFY2(textWidth(Font::Helvetica, 9, l) <= width, l.c_str());
            joined += l;
        }
        QByteArray noSpaces = text;
        noSpaces.replace(' ', "");
        QCOMPARE(QByteArray::fromStdString(joined).replace(' ', ""), noSpaces);
    }

    void fileStructure()
    {
        TextDocument doc("Report (draft) \xE2\x80\x94 test");
        for (int i = 0; i < 200; ++i) doc.paragraph("paragraph " + std::to_string(i) + " with (parens) and \\ backslash");
        doc.table({"a", "b"}, {{"1", std::string(300, 'x')}, {"=(2)", "y"}});
        const std::string file = doc.finish();
        QVERIFY(doc.pageCount() > 1);
        QVERIFY(file.rfind("%PDF-1.4\n", 0) == 0);
        QVERIFY(file.find("%%EOF") != std::string::npos);
        QVERIFY(file.find("(page 1 of " + std::to_string(doc.pageCount()) + ")") != std::string::npos);
        const auto problem = pdfcheck::structureProblem(file);
        QVERIFY2(problem.empty(), problem.c_str());
        for (const auto& stream : pdfcheck::contentStreams(file)) QVERIFY(pdfcheck::literalsAreEscaped(stream));
        QVERIFY(file.find("(paragraph 7 with \\(parens\\) and \\\\ backslash)") != std::string::npos);
    }

    void structureCheckCatchesABadOffset()
    {
        std::string file = TextDocument("x").finish();
        const auto xref = file.find("xref\n");
        file.insert(xref - 1, " "); // shifts nothing before xref but makes startxref wrong
        QVERIFY(!pdfcheck::structureProblem(file).empty());
    }

    void documentRendersEveryBlock()
    {
        EvidenceDocument d{"Title", {}};
        d.section("S").field("label", "value (1)").note("a note").table(DocTable{{"h1", "h2"}, {{"c1", "c2"}}});
        const std::string file = renderPdf(d);
        for (const char* s : {"(label)", "(value \\(1\\))", "(a note)", "(Title)", "c1  c2"})
            QVERIFY2(file.find(s) != std::string::npos, s);
        const std::string html = renderHtml(d);
        for (const char* s : {"<dt>label</dt>", "value (1)", "<p>a note</p>", "<td>c1</td>"}) QVERIFY2(html.find(s) != std::string::npos, s);
    }
};

QTEST_GUILESS_MAIN(TestPdf)
#include "test_pdf.moc"
