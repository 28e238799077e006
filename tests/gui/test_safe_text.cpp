// Agent-written text is shown literally: markup stays characters, invisible
// and bidirectional controls are made visible.
#include "models/text/display_time.hpp"
#include "models/text/json_text.hpp"
#include "models/text/safe_text.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/widgets/plain_tooltips.hpp"

#include <QApplication>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLabel>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>

using namespace seal;

class TestSafeText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { seal::test::pinEnglishUtcDisplay(); }
    void visible_data();
    void visible();
    void utf8FromTheStore();
    void coreAgreesWithQt();
    void multiLineKeepsBreaks();
    void labelShowsMarkupLiterally_data();
    void labelShowsMarkupLiterally();
    void toolTipsShowMarkupLiterally();
    void prettyJsonKeepsTokens();
    void longLinesAreCut();
    void oneLineJson();
    void displayTime();
};

void TestSafeText::visible_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("shown");
    const auto u = [](std::initializer_list<char32_t> cps) {
        QString s;
        for (char32_t cp : cps) {
            if (QChar::requiresSurrogates(cp))
                s += QChar(QChar::highSurrogate(cp)), s += QChar(QChar::lowSurrogate(cp));
            else
                s += QChar(static_cast<char16_t>(cp)); // not fromUcs4: it would drop a leading BOM
        }
        return s;
    };
    QTest::newRow("plain") << QStringLiteral("refund") << QStringLiteral("refund");
    QTest::newRow("markup stays text")
        << QStringLiteral("<b>x</b><img src=q>") << QStringLiteral("<b>x</b><img src=q>");
    QTest::newRow("RLO U+202E") << (QStringLiteral("pay") + u({0x202E}) + QStringLiteral("fdp.exe"))
                                << QStringLiteral("pay⟨U+202E⟩fdp.exe");
    QTest::newRow("LRE..PDF") << u({0x202A, 0x202B, 0x202C, 0x202D})
                              << QStringLiteral("⟨U+202A⟩⟨U+202B⟩⟨U+202C⟩⟨U+202D⟩");
    QTest::newRow("isolates") << u({0x2066, 0x2067, 0x2068, 0x2069})
                              << QStringLiteral("⟨U+2066⟩⟨U+2067⟩⟨U+2068⟩⟨U+2069⟩");
    QTest::newRow("LRM RLM ALM") << u({0x200E, 0x200F, 0x061C}) << QStringLiteral("⟨U+200E⟩⟨U+200F⟩⟨U+061C⟩");
    QTest::newRow("zero width") << (QStringLiteral("re") + u({0x200B}) + QStringLiteral("fund"))
                                << QStringLiteral("re⟨U+200B⟩fund");
    QTest::newRow("BOM") << u({0xFEFF}) << QStringLiteral("⟨U+FEFF⟩");
    QTest::newRow("C0 and DEL") << (QStringLiteral("a") + u({0x1B, 0x7F}) + QStringLiteral("b"))
                                << QStringLiteral("a⟨U+001B⟩⟨U+007F⟩b");
    QTest::newRow("C1") << u({0x85, 0x9B}) << QStringLiteral("⟨U+0085⟩⟨U+009B⟩");
    QTest::newRow("newline in a cell") << QStringLiteral("a\nb\tc") << QStringLiteral("a⟨U+000A⟩b⟨U+0009⟩c");
    QTest::newRow("line separator") << u({0x2028, 0x2029}) << QStringLiteral("⟨U+2028⟩⟨U+2029⟩");
    QTest::newRow("astral tag") << (QStringLiteral("x") + u({0xE0041})) << QStringLiteral("x⟨U+E0041⟩");
    QTest::newRow("Hangul filler") << u({0x3164}) << QStringLiteral("⟨U+3164⟩");
    QTest::newRow("emoji stays") << u({0x1F600}) << u({0x1F600});
    QTest::newRow("accents stay") << QStringLiteral("Zoë Ångström") << QStringLiteral("Zoë Ångström");
    QTest::newRow("lone surrogate") << QString(QChar(0xD800)) << QStringLiteral("⟨U+D800⟩");
}

void TestSafeText::visible()
{
    QFETCH(QString, input);
    QFETCH(QString, shown);
    QCOMPARE(safeText(input), shown);
}

void TestSafeText::utf8FromTheStore()
{
    QCOMPARE(safeText(std::string_view("pay\xE2\x80\xAE"
                                       "exe")),
             QStringLiteral("pay⟨U+202E⟩exe"));
    QCOMPARE(safeText(std::string_view("bad\xFF")),
             QStringLiteral("bad\uFFFD")); // invalid bytes: a visible replacement
}

// The one rule lives in core (no Qt, shared with sealctl); it must hide what
// Qt's Unicode tables call control, format, surrogate or separator, code point
// by code point. Where Qt's tables are older than core's (a code point Qt
// does not know yet), core may be stricter.
void TestSafeText::coreAgreesWithQt()
{
    int checked = 0;
    for (char32_t cp = 0; cp <= 0x10FFFF; ++cp) {
        const auto category = QChar::category(cp);
        const bool qtHidden = category == QChar::Other_Control || category == QChar::Other_Format ||
                              category == QChar::Other_Surrogate || category == QChar::Separator_Line ||
                              category == QChar::Separator_Paragraph || cp == 0x115F || cp == 0x1160 ||
                              cp == 0x3164 || cp == 0xFFA0 || cp == 0x034F;
        if (isHiddenCodePoint(cp) == qtHidden) {
            ++checked;
            continue;
        }
        QVERIFY2(category == QChar::Other_NotAssigned && isHiddenCodePoint(cp),
                 qPrintable(QStringLiteral("U+%1: core %2, Qt %3")
                                .arg(static_cast<uint>(cp), 4, 16, QLatin1Char('0'))
                                .arg(isHiddenCodePoint(cp))
                                .arg(qtHidden)));
    }
    QVERIFY(checked > 0x10F000);
    // Bytes that are not UTF-8 (a SQL_ASCII store passes them on): each one a visible U+FFFD.
    QCOMPARE(safeText(std::string_view("a\xC0\xAF" "b\xED\xA0\x80" "c\xE2\x80")),
             QStringLiteral("a\uFFFD\uFFFDb\uFFFD\uFFFD\uFFFDc\uFFFD\uFFFD"));
}

void TestSafeText::multiLineKeepsBreaks()
{
    QCOMPARE(safeText(QStringLiteral("a\nb\tc\rd"), TextLines::Multi), QStringLiteral("a\nb\tc⟨U+000D⟩d"));
    QCOMPARE(safeText(QString(QChar(0x202E)), TextLines::Multi), QStringLiteral("⟨U+202E⟩"));
}

void TestSafeText::labelShowsMarkupLiterally_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("maker markup") << QStringLiteral("<b>x</b><img src=q>");
    QTest::newRow("link") << QStringLiteral("<a href=\"https://evil\">approve</a>");
    QTest::newRow("entity") << QStringLiteral("&lt;b&gt; &amp;");
}

void TestSafeText::labelShowsMarkupLiterally()
{
    QFETCH(QString, text);
    QWidget host;
    QLabel* label = plainLabel(safeText(text), &host, QStringLiteral("maker"));
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));
    QCOMPARE(label->textFormat(), Qt::PlainText);
    QCOMPARE(label->text(), text);
    // Laid out as characters: as wide as the literal text, not as rendered markup.
    const int literal = label->fontMetrics().horizontalAdvance(text);
    QVERIFY2(label->sizeHint().width() >= literal,
             qPrintable(QStringLiteral("%1 < %2").arg(label->sizeHint().width()).arg(literal)));
    QLabel rich;
    rich.setTextFormat(Qt::RichText);
    rich.setText(text);
    QVERIFY(rich.sizeHint().width() < literal); // what interpreting it would have looked like
}

void TestSafeText::prettyJsonKeepsTokens()
{
    const QByteArray stored =
        R"({"a": 1e+16, "b": [], "c": {"d": "x, y: {z}", "e": [1, 2.50]}, "f": "\"q\\"})";
    const QByteArray expected = "{\n  \"a\": 1e+16,\n  \"b\": [],\n  \"c\": {\n    \"d\": \"x, y: {z}\",\n"
                                "    \"e\": [\n      1,\n      2.50\n    ]\n  },\n  \"f\": \"\\\"q\\\\\"\n}";
    QCOMPARE(prettyJson(stored), expected);
    QCOMPARE(prettyJson("[1,2]"), QByteArray("[\n  1,\n  2\n]"));
    QCOMPARE(prettyJson("\"s\""), QByteArray("\"s\""));
    QCOMPARE(prettyJson("{\"a\": [1"),
             QByteArray("{\n  \"a\": [\n    1")); // broken text: shown as far as it goes
}

// A pane never gets one line longer than kJsonPaneLineBytes: laying it out
// costs more than a frame. Cut at a UTF-8 boundary, with a mark; short lines
// and the value's other lines stay as they were.
void TestSafeText::longLinesAreCut()
{
    const QByteArray euros = QByteArray("\xE2\x82\xAC").repeated(3000); // 9,000 bytes, 3-byte characters
    const QByteArray stored = "{\"a\": \"" + euros + "\", \"b\": 1}";
    const seal::JsonShown shown = seal::showJson(stored);
    QVERIFY(shown.truncated);
    const QList<QByteArray> lines = shown.text.split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[1].contains("[line cut: "));
    QVERIFY(lines[1].size() < static_cast<qsizetype>(seal::kJsonPaneLineBytes) + 64);
    QVERIFY(QString::fromUtf8(lines[1]).toUtf8() == lines[1]); // no character split
    QCOMPARE(lines[2], QByteArray("  \"b\": 1"));
    // Negative control: a value with short lines is shown whole.
    const seal::JsonShown small = seal::showJson(QByteArray("{\"a\": \"") + QByteArray(100, 'x') + "\"}");
    QVERIFY(!small.truncated);
    QVERIFY(!small.text.contains("line cut"));
}

void TestSafeText::oneLineJson()
{
    QCOMPARE(seal::oneLineJson("{\"a\":1,\n \"b\":\"x,y\"}"), QByteArray("{\"a\": 1, \"b\": \"x,y\"}"));
    QCOMPARE(seal::oneLineJson("[1,2,3,4]", 5), QByteArray("[1, 2\xE2\x80\xA6"));
}

void TestSafeText::displayTime()
{
    auto& time = DisplayTime::instance();
    time.setZone(DisplayTime::Zone::Utc);
    QCOMPARE(time.format(1795946484.9999),
             QStringLiteral("2026-11-29 10:01:24Z")); // floored, as the reference does
    QCOMPARE(time.formatPrecise(1795946484.1331637), QStringLiteral("2026-11-29 10:01:24.133Z"));
    qputenv("TZ", "Europe/Paris");
    time.setZone(DisplayTime::Zone::Local);
    QCOMPARE(time.format(1795946484.0), QStringLiteral("2026-11-29 11:01:24 +01:00"));
    time.setZone(DisplayTime::Zone::Utc);
}

namespace {

// The text the tooltip on screen shows, as characters.
QString shownToolTip()
{
    for (QWidget* w : QApplication::topLevelWidgets())
        if (w->inherits("QTipLabel") && w->isVisible()) {
            QTextDocument doc;
            const QString text = static_cast<QLabel*>(w)->text();
            if (Qt::mightBeRichText(text))
                doc.setHtml(text);
            else
                doc.setPlainText(text);
            return doc.toPlainText();
        }
    return QStringLiteral("(no tooltip shown)");
}

QString hoverFor(QWidget* target, QPoint at)
{
    QHelpEvent help(QEvent::ToolTip, at, target->mapToGlobal(at));
    QApplication::sendEvent(target, &help);
    return shownToolTip();
}

} // namespace

void TestSafeText::toolTipsShowMarkupLiterally()
{
    const QString hostile = QStringLiteral("<b>x</b><img src=q>");
    QStandardItemModel model(1, 1);
    auto* item = new QStandardItem(QStringLiteral("cell"));
    item->setToolTip(hostile);
    model.setItem(0, 0, item);
    QTableView view;
    view.setModel(&model);
    auto* button = new QPushButton(QStringLiteral("button"), &view);
    button->setToolTip(hostile);
    view.resize(400, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QPoint cell = view.visualRect(model.index(0, 0)).center();

    // Negative control: Qt on its own renders the markup (the image eats the rest).
    QVERIFY(hoverFor(view.viewport(), cell) != hostile);
    QToolTip::hideText();

    PlainToolTips::install();
    PlainToolTips::install(); // once is enough; twice is harmless
    QTRY_COMPARE(hoverFor(view.viewport(), cell), hostile);
    QToolTip::hideText();
    QTRY_COMPARE(hoverFor(button, QPoint(5, 5)), hostile);
    QCOMPARE(PlainToolTips::asRichText(QStringLiteral("a\nb")).count(QStringLiteral("<br")), 1);
}

QTEST_MAIN(TestSafeText)
#include "test_safe_text.moc"
