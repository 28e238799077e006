// Receipts people can file (issue 14, item 9), in the console:
// - Approvals offers the authorization receipt of any request: approved but
//   never used, rejected, expired, pending (store-a's requests name intents
//   that never ran: a `blocked` receipt, not an error), under the intent's
//   file name, with the amount and its currency; without a current request
//   the button is disabled and writes nothing (control).
// - File ▸ Open receipt… on the console's own incident receipt: its digest
//   matches, with what that proves and what it does not; one byte changed
//   does not match; a portable receipt is still checked as one (control).
// - File ▸ Open receipt… on the kernel's seal-receipt/1 (store-e): pinned to the
//   kernel's key it passes, with what a pinned pass proves; unpinned it says
//   authorship is not established; an altered copy fails with the kernel's
//   problem text; agent-written text stays plain.
#include "models/actions/evidence_export.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/money_format.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "tests/support/pdf_check.hpp"
#include "views/dialogs/receipt_verdict_dialog.hpp"
#include "views/evidence/authorization_receipt_button.hpp"
#include "views/main_window.hpp"
#include "views/pages/approvals_page.hpp"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 60000;
const std::string kConfirmed = "fc2788100020f196042ac8c430ab9b880e9b957636022f4f5604a19a0cf49c00";
// store-a's approval requests (store-a.sql); none of their intents has run.
const QString kApproved = QStringLiteral("4003925186ed41f1965aa828b2c39e0a"); // intent-payout-367, 5000
const QString kRejected = QStringLiteral("c295a6c5e22f427b824d9cd64f08593e"); // intent-payout-368, 8000
const QString kExpired = QStringLiteral("fcaf3bf59caa44349b46e6b2a7da0f82");  // intent-payout-372, 700
const QString kPending = QStringLiteral("9366f8d39a5b4a85b614bf24acf2cde6");  // intent-wire-370, 20000

std::string readBytes(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll().toStdString();
}

void writeBytes(const QString& path, const std::string& bytes)
{
    std::ofstream out(path.toStdString(), std::ios::binary | std::ios::trunc);
    out << bytes;
}

struct Page
{
    std::unique_ptr<StoreClient> store;
    std::unique_ptr<ApprovalsPage> page;
    AuthorizationReceiptButton* button = nullptr;
};

Page openApprovals(const TestDatabase& db)
{
    Page p;
    p.store = std::make_unique<StoreClient>(qdsn(db));
    p.page = std::make_unique<ApprovalsPage>(p.store.get());
    p.page->resize(1200, 720);
    p.page->show();
    p.button = p.page->findChild<AuthorizationReceiptButton*>(QStringLiteral("authorizationReceiptButton"));
    return p;
}

} // namespace

class TestGuiReceipts : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    // The verdict dialog File ▸ Open receipt… shows for `file`, once it has one.
    ReceiptVerdictDialog* openReceipt(MainWindow& window, const QString& file)
    {
        for (auto* old : window.findChildren<ReceiptVerdictDialog*>())
            delete old;
        window.openReceipt(file);
        auto* dialog = window.findChild<ReceiptVerdictDialog*>();
        if (!dialog) return nullptr;
        (void)QTest::qWaitFor(
            [dialog] {
                return dialog->verdict() != ReceiptVerdictDialog::Verdict::None &&
                       dialog->verdict() != ReceiptVerdictDialog::Verdict::Checking;
            },
            kWait);
        return dialog;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        MoneyFormat::instance().setOverride(QStringLiteral("EUR"));
    }

    void approvalsOfferTheAuthorizationReceipt_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("intent");
        QTest::addColumn<QString>("amount");
        QTest::addColumn<QString>("state");
        QTest::addColumn<QString>("why");
        QTest::newRow("approved, never used") << kApproved << "intent-payout-367" << "5,000.00 EUR"
                                              << "approved (2 of 2" << "approval has not been used";
        QTest::newRow("rejected") << kRejected << "intent-payout-368" << "8,000.00 EUR" << "rejected"
                                  << "was rejected";
        QTest::newRow("expired") << kExpired << "intent-payout-372" << "700.00 EUR" << "pending (0 of 2"
                                 << "expired before";
        QTest::newRow("pending") << kPending << "intent-wire-370" << "20,000.00 EUR" << "pending (1 of 3"
                                 << "still pending";
    }
    void approvalsOfferTheAuthorizationReceipt()
    {
        QFETCH(QString, id);
        QFETCH(QString, intent);
        QFETCH(QString, amount);
        QFETCH(QString, state);
        QFETCH(QString, why);
        const auto db = TestDatabase::storeA();
        Page p = openApprovals(db);
        QVERIFY(p.button);
        QTRY_VERIFY_WITH_TIMEOUT(p.page->hasData(), kWait);
        p.page->showKey(id);
        QCOMPARE(p.page->currentIntent(), intent);
        QTRY_VERIFY_WITH_TIMEOUT(p.button->isEnabled(), kWait);

        QSignalSpy written(p.button, &AuthorizationReceiptButton::written);
        QSignalSpy failed(p.button, &AuthorizationReceiptButton::failed);
        QSignalSpy status(p.page.get(), &ConsolePage::statusMessage);
        const QString file = path(id + QStringLiteral(".pdf"));
        p.button->exportTo(file);
        QTRY_VERIFY_WITH_TIMEOUT(written.count() + failed.count() > 0, kWait);
        QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
        QCOMPARE(status.count(), 1);
        QVERIFY2(status.at(0).at(0).toString().contains(QLatin1String("blocked")),
                 qPrintable(status.at(0).at(0).toString()));
        const std::string pdf = readBytes(file);
        if (const QString shots = qEnvironmentVariable("SEAL_GUI_SHOTS"); !shots.isEmpty())
            QFile::copy(file, shots + QLatin1Char('/') + QFileInfo(file).fileName());
        const auto problem = pdfcheck::structureProblem(pdf);
        QVERIFY2(problem.empty(), problem.c_str());
        // The amount and its currency are joined by a no-break space (one line).
        const QString text = QString::fromStdString(pdfcheck::text(pdf)).replace(QChar(0xA0), QLatin1Char(' '));
        QVERIFY2(text.contains(intent), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("blocked")), qPrintable(text));
        QVERIFY2(text.contains(amount), qPrintable(text));
        QVERIFY2(text.contains(state), qPrintable(text));
        QVERIFY2(text.simplified().contains(why), qPrintable(text)); // what "blocked" means for this request
        QVERIFY(!text.contains(QLatin1String("currency not recorded")));
        QVERIFY(!text.contains(QLatin1Char('$')));
    }

    // The button offers the intent's own file name; with no current request it
    // is disabled and writes nothing.
    void nameAndNoRequestControl()
    {
        const auto db = TestDatabase::storeA();
        Page p = openApprovals(db);
        QVERIFY(p.button);
        QTRY_VERIFY_WITH_TIMEOUT(p.page->hasData(), kWait);
        p.page->showKey(kApproved);
        QTRY_VERIFY_WITH_TIMEOUT(p.button->isEnabled(), kWait);
        p.button->click();
        QFileDialog* dialog = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] { return (dialog = p.page->findChild<QFileDialog*>(QStringLiteral("saveFileDialog"))); }, kWait));
        QCOMPARE(QFileInfo(dialog->selectedFiles().value(0)).fileName(),
                 QStringLiteral("receipt-intent-payou-authorization.pdf"));
        dialog->reject();

        p.page->table()->setCurrentIndex(QModelIndex());
        QVERIFY(p.page->currentIntent().isEmpty());
        QVERIFY(!p.button->isEnabled());
        QSignalSpy written(p.button, &AuthorizationReceiptButton::written);
        const QString file = path(QStringLiteral("none.pdf"));
        p.button->exportTo(file);
        QTest::qWait(500);
        QCOMPARE(written.count(), 0);
        QVERIFY(!QFile::exists(file));
    }

    // The console's own incident receipt, written by its exporter, opened with File ▸ Open receipt….
    void openReceiptChecksAnIncidentReceipt()
    {
        const auto db = TestDatabase::storeA();
        StoreClient store(qdsn(db));
        EvidenceExporter exporter(&store, nullptr);
        QSignalSpy done(&exporter, &EvidenceExporter::finished);
        const QString file = path(QStringLiteral("incident.json"));
        exporter.incidentReceipt(QString::fromStdString(kConfirmed), file);
        QVERIFY(done.wait(kWait));
        QCOMPARE(done.at(0).at(2).toString(), QString());

        MainWindow window(&store);
        window.show();
        ReceiptVerdictDialog* dialog = openReceipt(window, file);
        QVERIFY(dialog);
        QCOMPARE(dialog->kind(), ReceiptVerdictDialog::Kind::Incident);
        QCOMPARE(dialog->verdict(), ReceiptVerdictDialog::Verdict::Valid);
        QVERIFY2(dialog->headline().contains(QLatin1String("digest matches")), qPrintable(dialog->headline()));
        QVERIFY(dialog->headline().contains(QString::fromStdString(kConfirmed)));
        const QString details = dialog->findChild<QPlainTextEdit*>(QStringLiteral("receiptDetails"))->toPlainText();
        QVERIFY2(details.contains(QLatin1String("unchanged since it was made")), qPrintable(details));
        QVERIFY(details.contains(QLatin1String("the chain verified")));
        QVERIFY(details.contains(QLatin1String("not signed, so it does not prove who made it")));
        QVERIFY(details.contains(QLatin1String("nothing about the store today")));
        QVERIFY(dialog->failureKinds().isEmpty());

        // One byte changed (a letter of the state): the digest no longer matches.
        std::string bytes = readBytes(file);
        const auto at = bytes.find("\"state\": \"sealed\"");
        QVERIFY(at != std::string::npos);
        bytes[at + 10] = 'S';
        const QString tampered = path(QStringLiteral("tampered.json"));
        writeBytes(tampered, bytes);
        dialog = openReceipt(window, tampered);
        QVERIFY(dialog);
        QCOMPARE(dialog->kind(), ReceiptVerdictDialog::Kind::Incident);
        QCOMPARE(dialog->verdict(), ReceiptVerdictDialog::Verdict::Invalid);
        QVERIFY2(dialog->headline().contains(QLatin1String("does NOT match")), qPrintable(dialog->headline()));
        QCOMPARE(dialog->failureKinds(), QStringList{QStringLiteral("digest_mismatch")});

        // Control: a file that is neither kind is still refused as before.
        const QString other = path(QStringLiteral("other.json"));
        writeBytes(other, "{\"hello\": 1}");
        dialog = openReceipt(window, other);
        QVERIFY(dialog);
        QCOMPARE(dialog->kind(), ReceiptVerdictDialog::Kind::Portable);
        QCOMPARE(dialog->verdict(), ReceiptVerdictDialog::Verdict::Unreadable);
    }

    // The kernel's seal-receipt/1, pinned and unpinned, and an altered copy.
    void openReceiptChecksTheKernelsReceipt()
    {
        const auto expected = expectedStoreE();
        const QString pinned = QString::fromStdString(expected["keys"]["public_key_hex"].get<std::string>());
        const QString file = QString::fromStdString(fixturePath("store-e.receipt-gw_executed.json"));
        const auto db = TestDatabase::storeA();
        StoreClient store(qdsn(db));
        MainWindow window(&store);
        window.show();
        ReceiptVerdictDialog* dialog = openReceipt(window, file);
        QVERIFY(dialog);
        QCOMPARE(dialog->kind(), ReceiptVerdictDialog::Kind::SealReceipt);
        QCOMPARE(dialog->verdict(), ReceiptVerdictDialog::Verdict::Valid);
        QVERIFY2(dialog->headline().contains(QLatin1String("Internally consistent only")), qPrintable(dialog->headline()));
        QVERIFY(dialog->details().contains(QLatin1String("anyone can re-sign altered certs")));

        dialog->setPublicKey(pinned);
        QSignalSpy shown(dialog, &ReceiptVerdictDialog::verdictShown);
        dialog->verify();
        QVERIFY(shown.wait(kWait));
        QCOMPARE(dialog->verdict(), ReceiptVerdictDialog::Verdict::Valid);
        QVERIFY2(dialog->headline().startsWith(QLatin1String("Verified against the pinned key")),
                 qPrintable(dialog->headline()));
        QVERIFY(dialog->details().contains(pinned));
        QVERIFY(dialog->details().contains(QLatin1String("signed by the holder of that key")));
        QVERIFY(dialog->details().contains(QString::fromStdString(
            expected["portable_receipts"]["verify"]["gw_executed"]["pinned"]["note"].get<std::string>())));
        QVERIFY(dialog->failureKinds().isEmpty());

        // The kernel's altered copy: a cert body changed; the kernel's problems, word for word.
        const auto& c = expected["portable_receipts"]["cases"][0];
        QCOMPARE(c["name"].get<std::string>(), std::string("body_altered"));
        const QString altered = path(QStringLiteral("altered-kernel.json"));
        writeBytes(altered, nlohmann::json::parse(readBytes(file)).patch(c["patch"]).dump());
        dialog = openReceipt(window, altered);
        QVERIFY(dialog);
        QCOMPARE(dialog->verdict(), ReceiptVerdictDialog::Verdict::Invalid);
        QVERIFY(dialog->headline().contains(QLatin1String("FAILED")));
        QStringList problems;
        for (const auto& p : c["unpinned"]["problems"]) problems << QString::fromStdString(p.get<std::string>());
        QCOMPARE(dialog->failureKinds(), problems);
        QVERIFY(dialog->details().contains(problems.front()));

        // Agent-written text in the file (a cert's intent) never becomes markup.
        const auto label = dialog->findChild<QLabel*>(QStringLiteral("receiptVerdict"));
        QCOMPARE(label->textFormat(), Qt::PlainText);
    }
};

QTEST_MAIN(TestGuiReceipts)
#include "test_gui_receipts.moc"
