// The console's evidence features on copies of the reference store: a
// portable receipt's verdict (valid, one altered character, the wrong key, a
// garbage file, opened by a drop on the window), console anchors (recorded
// after a full intact walk, a cut-off tail caught on reconnect although the
// chain alone says intact, an incremental walk after an anchor), the export
// of a selection (exactly core's lines for min..max seq), the authorization
// receipt (sealctl's document, as PDF and as HTML escaping a hostile maker),
// the incident receipt (sealctl's bytes) and the range report.
#include "core/base/clock.hpp"
#include "core/canon/digest.hpp"
#include "core/canon/signing.hpp"
#include "core/chain/chain_export.hpp"
#include "core/evidence/portable_receipt.hpp"
#include "core/evidence/seal_receipt.hpp"
#include "models/actions/evidence_export.hpp"
#include "models/certificate_model.hpp"
#include "models/chain_verification.hpp"
#include "models/services/console_anchors.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/money_format.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "tests/support/pdf_check.hpp"
#include "views/dialogs/receipt_verdict_dialog.hpp"
#include "views/dialogs/report_dialog.hpp"
#include "views/main_window.hpp"
#include "views/pages/certificates_page.hpp"
#include "views/widgets/chain_verify_panel.hpp"

#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <fstream>
#include <sstream>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 60000;
const std::string kDiverged = "ebbb5104fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308d8";
const std::string kConfirmed = "fc2788100020f196042ac8c430ab9b880e9b957636022f4f5604a19a0cf49c00";
const char* kScript = "<script>alert(1)</script>";

// What differs between two renderings of one receipt made moments apart:
// the times (generated at, and the PDF's creation date).
QString withoutTimes(const QByteArray& bytes)
{
    return QString::fromUtf8(bytes).replace(
        QRegularExpression(QStringLiteral("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z")), QStringLiteral("TIME"));
}

std::string replaceOnce(std::string text, const std::string& from, const std::string& to)
{
    const auto at = text.find(from);
    if (at == std::string::npos) throw std::runtime_error("test setup: '" + from + "' not in the text");
    return text.replace(at, from.size(), to);
}

void writeFile(const QString& path, const std::string& text)
{
    std::ofstream out(path.toStdString(), std::ios::binary | std::ios::trunc);
    out << text;
}

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

void saveShot(QWidget& widget, const char* name)
{
    const QString dir = qEnvironmentVariable("SEAL_GUI_SHOTS");
    if (!dir.isEmpty()) QVERIFY(widget.grab().save(dir + QLatin1Char('/') + QLatin1String(name)));
}

bool anchorsSettled(const ChainVerification& v)
{
    return v.anchorState() != ChainVerification::AnchorState::NotChecked &&
           v.anchorState() != ChainVerification::AnchorState::Checking;
}

// Waits for the exporter's answer; returns the error (empty: written).
QString waitExport(EvidenceExporter* exporter)
{
    QSignalSpy done(exporter, &EvidenceExporter::finished);
    if (!done.wait(kWait)) return QStringLiteral("timed out");
    return done.front().at(2).toString();
}

} // namespace

class TestGuiEvidence : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_keyFile, m_otherKeyFile, m_publicKey;
    std::string m_receipt;

    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

    ReceiptVerdictDialog::Verdict check(ReceiptVerdictDialog& dialog, const QString& file, const QString& key)
    {
        QSignalSpy shown(&dialog, &ReceiptVerdictDialog::verdictShown);
        dialog.setPublicKey(key);
        dialog.openFile(file);
        if (!shown.wait(kWait)) return ReceiptVerdictDialog::Verdict::Checking;
        return dialog.verdict();
    }

private Q_SLOTS:
    void initTestCase()
    {
        // The console in English, whatever the machine's locale (CI runs this
        // suite under de_DE too): its documents are then sealctl's, byte for
        // byte, numbers included. German documents: test_document_words.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QStandardPaths::setTestModeEnabled(true);
        DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
        QVERIFY(m_dir.isValid());
        // Anchors of earlier runs must not decide this one's.
        QDir(ChainVerification::anchorDirectory()).removeRecursively();
        QVERIFY(ChainVerification::anchorDirectory().contains(QLatin1String("qttest")));

        m_keyFile = path("signer.pem");
        m_otherKeyFile = path("other.pem");
        const SigningKey key = SigningKey::generateToFile(m_keyFile.toStdString());
        SigningKey::generateToFile(m_otherKeyFile.toStdString());
        m_publicKey = QString::fromStdString(base64Encode(key.publicKeyRaw()));
        const TestDatabase db = TestDatabase::storeA();
        auto conn = db.connect();
        const auto parts = readPortableReceiptParts(conn, kDiverged, 1795946500.0);
        QVERIFY(parts);
        m_receipt = writePortableReceipt(*parts, key);
        writeFile(path("valid.json"), m_receipt);
        writeFile(path("altered.json"), replaceOnce(m_receipt, "\"observed_tier\": \"WORLD_DIVERGED\"",
                                                    "\"observed_tier\": \"WORLD_DIVERGEE\""));
        writeFile(path("forged.json"),
                  writePortableReceipt(*parts, SigningKey::load(m_otherKeyFile.toStdString())));
        writeFile(path("garbage.json"), "this is not a receipt {");
    }

    void validReceiptSaysValid()
    {
        ReceiptVerdictDialog dialog;
        dialog.show();
        QCOMPARE(check(dialog, path("valid.json"), m_publicKey), ReceiptVerdictDialog::Verdict::Valid);
        QVERIFY2(dialog.headline().startsWith(QLatin1String("Valid")), qPrintable(dialog.headline()));
        QVERIFY(dialog.details().contains(QLatin1String("Signer checked")));
        saveShot(dialog, "receipt-valid.png");
        // Without a key: valid, and it says who signed was not checked.
        QCOMPARE(check(dialog, path("valid.json"), QString()), ReceiptVerdictDialog::Verdict::Valid);
        QVERIFY2(
            dialog.details().contains(QLatin1String("only internal consistency was checked, not who signed")),
            qPrintable(dialog.details()));
        saveShot(dialog, "receipt-valid-nokey.png");
    }

    void alteredCertIsNamed()
    {
        ReceiptVerdictDialog dialog;
        dialog.show();
        QCOMPARE(check(dialog, path("altered.json"), QString()), ReceiptVerdictDialog::Verdict::Invalid);
        QVERIFY(dialog.failureKinds().contains(QLatin1String("altered_cert")));
        QVERIFY2(dialog.headline().contains(QLatin1String("Altered cert")), qPrintable(dialog.headline()));
        QVERIFY2(dialog.details().contains(QLatin1String("seq 713")), qPrintable(dialog.details()));
        saveShot(dialog, "receipt-altered.png");
    }

    void wrongKeyIsNamed()
    {
        ReceiptVerdictDialog dialog;
        QCOMPARE(check(dialog, path("forged.json"), m_publicKey), ReceiptVerdictDialog::Verdict::Invalid);
        QCOMPARE(dialog.failureKinds(), QStringList{QStringLiteral("wrong_key")});
        QVERIFY2(dialog.headline().contains(QLatin1String("Wrong key")), qPrintable(dialog.headline()));
        // Control: the forger's file alone is consistent; only the key tells.
        QCOMPARE(check(dialog, path("forged.json"), QString()), ReceiptVerdictDialog::Verdict::Valid);
    }

    void garbageIsUnreadable()
    {
        ReceiptVerdictDialog dialog;
        QCOMPARE(check(dialog, path("garbage.json"), QString()), ReceiptVerdictDialog::Verdict::Unreadable);
        QVERIFY(dialog.headline().startsWith(QLatin1String("Unreadable")));
        QCOMPARE(check(dialog, path("missing.json"), QString()), ReceiptVerdictDialog::Verdict::Unreadable);
        QCOMPARE(check(dialog, path("valid.json"), QStringLiteral("not-a-key")),
                 ReceiptVerdictDialog::Verdict::Unreadable);
    }

    void dropOnTheWindowOpensTheVerdict()
    {
        const TestDatabase db = TestDatabase::storeA();
        StoreClient store(qdsn(db));
        MainWindow window(&store);
        window.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path("valid.json"))});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        auto* dialog = window.findChild<ReceiptVerdictDialog*>();
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->verdict(), ReceiptVerdictDialog::Verdict::Valid, kWait);
        // Control: a file that is not .json is not taken.
        QMimeData other;
        other.setUrls({QUrl::fromLocalFile(m_keyFile)});
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
        refused.setAccepted(false);
        QApplication::sendEvent(&window, &refused);
        QVERIFY(!refused.isAccepted());
    }

    // Full walk intact → anchor in the test app data; the tail cut off →
    // the reconnect's anchor check says truncated while a walk says intact.
    void anchorCatchesATruncatedChain()
    {
        const TestDatabase db = TestDatabase::storeA();
        {
            StoreClient store(qdsn(db));
            ChainVerification* v = ChainVerification::forStore(&store);
            QTRY_VERIFY_WITH_TIMEOUT(anchorsSettled(*v), kWait);
            QCOMPARE(v->anchorState(), ChainVerification::AnchorState::NoAnchors);
            QSignalSpy recorded(v, &ChainVerification::anchorRecorded);
            v->start();
            QVERIFY(recorded.wait(kWait));
            QCOMPARE(v->state(), ChainVerification::State::Intact);
            QCOMPARE(recorded.front().at(1).toString(), QString());
            const QString file = recorded.front().at(0).toString();
            QVERIFY2(file.startsWith(ChainVerification::anchorDirectory()), qPrintable(file));
            QVERIFY(QFile::exists(file));
            const auto json = QJsonDocument::fromJson(fileBytes(file));
            QCOMPARE(json[QLatin1String("anchors")][0][QLatin1String("seq")].toInteger(), 717);
            QCOMPARE(v->anchorState(), ChainVerification::AnchorState::Intact);
            QCOMPARE(v->anchoredSeq().value_or(-1), 717);
        }
        db.exec("DELETE FROM seal_certs WHERE seq > 700");
        StoreClient store(qdsn(db));
        ChainVerification* v = ChainVerification::forStore(&store);
        QSignalSpy problem(v, &ChainVerification::anchorProblem);
        QTRY_VERIFY_WITH_TIMEOUT(anchorsSettled(*v), kWait);
        QCOMPARE(v->anchorState(), ChainVerification::AnchorState::Problem);
        QCOMPARE(problem.size(), 1);
        QVERIFY2(problem.front().at(0).toString().contains(QLatin1String("truncated")),
                 qPrintable(problem.front().at(0).toString()));
        QVERIFY(!v->anchoredSeq());
        ChainVerifyPanel panel(v);
        panel.resize(1000, 120);
        panel.show();
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("anchorVerdict"))
                    ->text()
                    .contains(QLatin1String("truncated")));
        saveShot(panel, "anchor-truncated.png");
        // Negative control: the chain alone cannot see its tail gone.
        QSignalSpy finished(v, &ChainVerification::finished);
        v->startIncremental(); // no intact anchor: a full walk
        QVERIFY(finished.wait(kWait));
        QVERIFY(!v->startedAfter());
        QCOMPARE(v->state(), ChainVerification::State::Intact);
        QCOMPARE(v->outcome()->certs, 700);
        // The problem stays shown after that walk records its own anchor.
        QTRY_COMPARE_WITH_TIMEOUT(v->anchorState(), ChainVerification::AnchorState::Problem, 2000);
        QTest::qWait(200);
        QCOMPARE(v->anchorState(), ChainVerification::AnchorState::Problem);
    }

    void incrementalWalkStartsAfterTheAnchor()
    {
        const TestDatabase db = TestDatabase::storeA();
        {
            auto conn = db.connect();
            const std::string hash(conn.exec("SELECT hash FROM seal_certs WHERE seq = 700").text(0, 0));
            appendConsoleAnchor(conn, ChainVerification::anchorDirectory(), 700,
                                QByteArray::fromStdString(hash), 700);
        }
        StoreClient store(qdsn(db));
        ChainVerification* v = ChainVerification::forStore(&store);
        v->setBatchRows(5);
        QTRY_VERIFY_WITH_TIMEOUT(anchorsSettled(*v), kWait);
        QCOMPARE(v->anchorState(), ChainVerification::AnchorState::Intact);
        QCOMPARE(v->anchoredSeq().value_or(-1), 700);
        QSignalSpy progress(v, &ChainVerification::progressChanged);
        QSignalSpy finished(v, &ChainVerification::finished);
        v->startIncremental();
        QVERIFY(finished.wait(kWait));
        QCOMPARE(v->startedAfter().value_or(-1), 700);
        QCOMPARE(v->state(), ChainVerification::State::Intact);
        QCOMPARE(v->outcome()->certs, 17);
        QCOMPARE(progress.last().at(1).toLongLong(), 17);
        QVERIFY2(v->summary().contains(QLatin1String("after anchored seq 700")), qPrintable(v->summary()));
        // Control: the full walk's total is the whole chain.
        progress.clear();
        finished.clear();
        v->start();
        QVERIFY(finished.wait(kWait));
        QCOMPARE(progress.last().at(1).toLongLong(), 717);
        QCOMPARE(v->outcome()->certs, 717);
    }

    void selectionExportIsTheContiguousRange()
    {
        const TestDatabase db = TestDatabase::storeA();
        StoreClient store(qdsn(db));
        CertificatesPage page(&store);
        page.resize(1200, 800);
        page.show();
        QTRY_VERIFY_WITH_TIMEOUT(page.hasData() && page.table()->currentIndex().isValid(), kWait);
        QItemSelectionModel* selection = page.table()->selectionModel();
        selection->clearSelection();
        for (const qint64 seq : {710, 712, 715}) {
            const int row = page.model()->rowOfSeq(seq);
            QVERIFY(row >= 0);
            selection->select(page.table()->model()->index(row, 0),
                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
        }
        const auto seqs = page.selectedSeqs();
        QVERIFY(seqs);
        QCOMPARE(seqs->from, 710);
        QCOMPARE(seqs->to, 715);
        QCOMPARE(seqs->selected, 3);
        QVERIFY(seqs->gaps);
        saveShot(page, "cert-selection.png");
        const QString file = path("selection.jsonl");
        page.exportSelection(file);
        QCOMPARE(waitExport(page.exporter()), QString());
        auto conn = db.connect();
        std::ostringstream expected, shorter;
        exportChain(conn, 710, 715, expected);
        exportChain(conn, 710, 714, shorter);
        const QByteArray written = fileBytes(file);
        QCOMPARE(written, QByteArray::fromStdString(expected.str()));
        QCOMPARE(written.count('\n'), 6);
        QVERIFY(written != QByteArray::fromStdString(shorter.str())); // control
        // One export at a time: a second asked for while the first runs is
        // refused at once, and says so; the first goes on, keeps its progress
        // dialog and writes its file.
        const QString first = path("first.jsonl"), second = path("second.jsonl");
        QSignalSpy done(page.exporter(), &EvidenceExporter::finished);
        page.exportSelection(first);
        page.exportSelection(second);
        QCOMPARE(done.count(), 1);
        QCOMPARE(done.at(0).at(0).toString(), second);
        QCOMPARE(done.at(0).at(2).toString(), QStringLiteral("another export is still being written"));
        QVERIFY(page.exporter()->isBusy());
        QVERIFY(page.findChild<QProgressDialog*>(QStringLiteral("exportProgress")));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 2, kWait);
        QCOMPARE(done.at(1).at(0).toString(), first);
        QCOMPARE(done.at(1).at(2).toString(), QString());
        QCOMPARE(fileBytes(first), written);
        QVERIFY(!QFile::exists(second));
        QTRY_VERIFY_WITH_TIMEOUT(!page.findChild<QProgressDialog*>(QStringLiteral("exportProgress")), kWait);
        // A cancelled export leaves nothing under the final name.
        const QString cancelled = path("cancelled.jsonl");
        page.exportSelection(cancelled);
        page.exporter()->cancel();
        QCOMPARE(waitExport(page.exporter()), QStringLiteral("Cancelled."));
        QVERIFY(!QFile::exists(cancelled));
    }

    void authorizationReceiptIsPdfAndEscapedHtml()
    {
        const TestDatabase db = TestDatabase::storeA();
        db.exec(
            "INSERT INTO seal_approvals (id, intent, path, amount, maker, tier, state, required, created_at, "
            "expires_at, decided_at) VALUES ('test-approval', '" +
            kConfirmed + "', 'refund', 900, '" + kScript +
            "', 'DUAL', 'approved', 2, 1795946400, 2111306484, 1795946401)");
        StoreClient store(qdsn(db));
        CertificatesPage page(&store);
        page.resize(1200, 800);
        page.show();
        page.showIntent(QString::fromStdString(kConfirmed));
        QTRY_VERIFY_WITH_TIMEOUT(page.selectedIntent() == QString::fromStdString(kConfirmed), kWait);

        // The receipt's id and digest hash the second it is built: the console's
        // clock pinned, and sealctl told the same time with --at.
        constexpr double kBuiltAt = 1795946600.25;
        struct ClockPin
        {
            ClockPin() { setClockForTesting([] { return kBuiltAt; }); }
            ~ClockPin() { setClockForTesting({}); }
        } pin;
        const std::string at = pythonFloatRepr(kBuiltAt);
        const QString pdf = path("auth.pdf");
        page.exportAuthorizationReceipt(pdf);
        QCOMPARE(waitExport(page.exporter()), QString());
        QVERIFY(fileBytes(pdf).startsWith("%PDF"));
        QVERIFY(fileBytes(pdf).size() > 2000);
        // Core's renderer, as sealctl: the same text, the hostile maker shown as written.
        const QString cliPdf = path("cli.pdf");
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "pdf", "--at", at, "-o",
                             cliPdf.toStdString()})
                     .exitCode,
                 0);
        const std::string consoleText = pdfcheck::text(fileBytes(pdf).toStdString());
        QVERIFY(consoleText.find(kScript) != std::string::npos);
        QVERIFY(consoleText.find(kConfirmed) != std::string::npos); // the intent whole
        QCOMPARE(withoutTimes(QByteArray::fromStdString(consoleText)),
                 withoutTimes(QByteArray::fromStdString(pdfcheck::text(fileBytes(cliPdf).toStdString()))));
        if (const QString shots = qEnvironmentVariable("SEAL_GUI_SHOTS"); !shots.isEmpty())
            QFile::copy(pdf, shots + QStringLiteral("/authorization-receipt.pdf"));

        const QString html = path("auth.html");
        page.exportAuthorizationReceipt(html);
        QCOMPARE(waitExport(page.exporter()), QString());
        const QByteArray text = fileBytes(html);
        QVERIFY(text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        QVERIFY(!text.contains(kScript));
        QVERIFY(!text.startsWith("%PDF")); // control: the suffix decides the format
        const QString cliHtml = path("cli.html");
        QCOMPARE(runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "html", "--at", at, "-o",
                             cliHtml.toStdString()})
                     .exitCode,
                 0);
        QCOMPARE(withoutTimes(text), withoutTimes(fileBytes(cliHtml))); // the same document as sealctl's

        // The incident receipt: sealctl's bytes but for the moment it was made.
        const QString json = path("incident.json");
        page.exportIncidentReceipt(json);
        QCOMPARE(waitExport(page.exporter()), QString());
        const RunResult cli = runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "json"});
        QCOMPARE(cli.exitCode, 0);
        const auto withoutTime = [](QByteArray bytes) {
            QList<QByteArray> lines = bytes.split('\n');
            lines.removeIf([](const QByteArray& l) { return l.contains("\"generated_at\""); });
            return lines.join('\n');
        };
        QCOMPARE(withoutTime(fileBytes(json)), withoutTime(QByteArray::fromStdString(cli.out)));
        QVERIFY(fileBytes(json).contains("receipt_digest"));

        // Portable: the kernel's seal-receipt/1, the same certs sealctl writes (SPEC §10, §15.4).
        const QString portable = path("portable.json");
        page.exportPortableReceipt(portable);
        QCOMPARE(waitExport(page.exporter()), QString());
        const RunResult cliPortable = runSealctl({"--dsn", db.dsn(), "receipt", kConfirmed, "--format", "portable"});
        QCOMPARE(cliPortable.exitCode, 0);
        auto ours = nlohmann::json::parse(fileBytes(portable).toStdString());
        auto fromCli = nlohmann::json::parse(cliPortable.out);
        QVERIFY(ours["format"] == nlohmann::json("seal-receipt/1"));
        ours.erase("generated_at");
        fromCli.erase("generated_at");
        QVERIFY(ours == fromCli);
        QCOMPARE(verifySealReceipt(fileBytes(portable).toStdString()).ok, true); // store-a: v1 certs, consistent
        QCOMPARE(verifySealReceipt(fileBytes(portable).toStdString(), std::string(64, 'a')).ok, false); // control
    }

    void rangeReportFormats()
    {
        const TestDatabase db = TestDatabase::storeA();
        StoreClient store(qdsn(db));
        ReportDialog dialog(&store);
        dialog.show();
        saveShot(dialog, "report-dialog.png");
        MoneyFormat::instance().setOverride(QStringLiteral("EUR")); // as --currency or the profile says
        const auto noCurrency = qScopeGuard([] { MoneyFormat::instance().setOverride({}); });
        dialog.setSince(std::nullopt);
        for (const char* format : {"pdf", "json", "csv"}) {
            const QString file = path("report.") + QLatin1String(format);
            dialog.setFormat(QLatin1String(format));
            dialog.setPath(file);
            QSignalSpy written(&dialog, &ReportDialog::written);
            dialog.write();
            QVERIFY(written.wait(kWait));
            QCOMPARE(written.front().at(1).toString(), QString());
            const QByteArray bytes = fileBytes(file);
            if (QLatin1String(format) == QLatin1String("pdf")) {
                QVERIFY(bytes.startsWith("%PDF"));
                // Issue 27 item 6: the verdict and the currency on page 1.
                const std::string page1 = pdfcheck::text(bytes.toStdString(), 1, 1);
                QVERIFY2(page1.find("Verdict") != std::string::npos &&
                             page1.find("intact: 717 certs walked") != std::string::npos,
                         page1.c_str());
                QVERIFY2(page1.find("5,000.00 EUR") != std::string::npos ||
                             page1.find("5,000.00\u00a0EUR") != std::string::npos,
                         page1.c_str());
                if (const QString shots = qEnvironmentVariable("SEAL_GUI_SHOTS"); !shots.isEmpty())
                    QFile::copy(file, shots + QStringLiteral("/report.pdf"));
            }
            if (QLatin1String(format) == QLatin1String("json"))
                QVERIFY(QJsonDocument::fromJson(bytes).isObject());
            if (QLatin1String(format) == QLatin1String("csv")) QVERIFY(bytes.contains("\r\n"));
        }
        // Control: an unwritable place fails in one line and leaves nothing.
        dialog.setPath(path("no/such/dir/report.csv"));
        QSignalSpy failed(&dialog, &ReportDialog::written);
        dialog.write();
        QVERIFY(failed.wait(kWait));
        QVERIFY(!failed.front().at(1).toString().isEmpty());
        QVERIFY(!dialog.outcome().contains(QLatin1Char('\n')));
    }
};

QTEST_MAIN(TestGuiEvidence)
#include "test_gui_evidence.moc"
