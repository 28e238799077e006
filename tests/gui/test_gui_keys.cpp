// File ▸ Signing keys… and signed exports (issue 27 item 7), on a copy of
// store-e (certs signed by the kernel's key), with the data folder in a
// temporary directory (XDG_DATA_HOME): a key created in the dialog is a 0600
// PEM in a 0700 folder, listed by its fingerprint; the kernel's key is among
// the signers seen, and pinning it saves the profile's signerKeys and
// applies them (the chain panel's next walk counts against it); unpinning
// takes it out again; a bad key is refused; SEAL_SIGNER_KEY locks the list.
// An export signed with a console key writes FILE.sig that core accepts, and
// one byte flipped in the export makes it fail.
#include "core/canon/cert_signing.hpp"
#include "core/canon/signing.hpp"
#include "core/evidence/detached_signature.hpp"
#include "models/actions/evidence_export.hpp"
#include "models/chain_verification.hpp"
#include "models/services/key_folder.hpp"
#include "models/services/settings.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/dialogs/keys_dialog.hpp"
#include "views/dialogs/report_dialog.hpp"
#include "views/main_window.hpp"
#include "views/widgets/file_choice.hpp"
#include "views/widgets/signing_key_choice.hpp"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <fstream>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 60000;
const QString kKernelKey = QStringLiteral("49ae74e4d918fe01b272b86112409bd9bdf460e709c7801cfd9f70c725247ad8");

QStringList column(const QTreeWidget* list, int col)
{
    QStringList out;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        out << list->topLevelItem(i)->text(col);
    return out;
}

QTreeWidgetItem* rowOf(QTreeWidget* list, int col, const QString& text)
{
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        if (list->topLevelItem(i)->text(col) == text) return list->topLevelItem(i);
    return nullptr;
}

QFile::Permissions ownerOnly(bool executable)
{
    QFile::Permissions p = QFile::ReadOwner | QFile::WriteOwner;
    if (executable) p |= QFile::ExeOwner;
    return p;
}

QFile::Permissions permissionsOf(const QString& path)
{
    // QFile reports "user" bits beside "owner" ones; only the owner/group/other bits matter.
    return QFileInfo(path).permissions() & ~(QFile::ReadUser | QFile::WriteUser | QFile::ExeUser);
}

} // namespace

class TestGuiKeys : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data; // XDG_DATA_HOME: the key folder and anchors
    QTemporaryDir m_dir;
    std::optional<TestDatabase> m_db;
    std::unique_ptr<StoreClient> m_store;
    std::unique_ptr<Settings> m_settings;
    ConnectionProfile m_profile;

    QString path(const char* name) const { return m_dir.filePath(QLatin1String(name)); }

    std::unique_ptr<KeysDialog> openDialog()
    {
        auto dialog = std::make_unique<KeysDialog>(m_store.get(), *m_settings, m_profile);
        dialog->show();
        return dialog;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_data.isValid() && m_dir.isValid());
        qputenv("XDG_DATA_HOME", m_data.path().toUtf8());
        qunsetenv("SEAL_SIGNER_KEY");
        QVERIFY2(KeyFolder::defaultPath().startsWith(m_data.path()), qPrintable(KeyFolder::defaultPath()));
        m_db.emplace(TestDatabase::storeE());
        m_store = std::make_unique<StoreClient>(qdsn(*m_db));
        m_settings = std::make_unique<Settings>(path("settings.ini"));
        m_profile.name = QStringLiteral("store-e");
        m_profile.dbname = QString::fromStdString(m_db->name());
        m_settings->saveProfile(m_profile);
        ChainVerification::setPinnedSignerKeys(QString());
    }

    void createKeyInTheDialog()
    {
        auto dialog = openDialog();
        auto* own = dialog->findChild<QTreeWidget*>(QStringLiteral("ownKeysList"));
        QVERIFY(own);
        QCOMPARE(own->topLevelItemCount(), 0);
        dialog->findChild<QPushButton*>(QStringLiteral("createKeyButton"))->click();
        QMessageBox* box = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((box = dialog->findChild<QMessageBox*>(QStringLiteral("keyCreatedBox"))), kWait);
        QCOMPARE(own->topLevelItemCount(), 1);

        const QString folder = KeyFolder::defaultPath();
        const QStringList pems = QDir(folder).entryList({QStringLiteral("*.pem")}, QDir::Files);
        QCOMPARE(pems.size(), 1);
        const QString file = folder + QLatin1Char('/') + pems.front();
        const QString hex = QString::fromStdString(encodeHex(SigningKey::load(file.toStdString()).publicKeyRaw()));
        QCOMPARE(pems.front(), hex.left(16) + QStringLiteral(".pem"));
        QCOMPARE(permissionsOf(file), ownerOnly(false));
        QCOMPARE(permissionsOf(folder), ownerOnly(true));
        QCOMPARE(column(own, 0), QStringList{hex.left(16)});
        QCOMPARE(column(own, 1), QStringList{hex});
        QVERIFY(box->text().contains(hex));
        QCOMPARE(box->textFormat(), Qt::PlainText);
        box->reject(); // not pinned: nothing changes for the connection
        QCOMPARE(m_settings->profile(m_profile.name)->signerKeys, QString());
        QVERIFY(ChainVerification::pinnedSignerKeys().isEmpty());
    }

    void pinTheKernelKeySeenInTheStore()
    {
        auto dialog = openDialog();
        QSignalSpy changed(dialog.get(), &KeysDialog::pinnedKeysChanged);
        auto* seen = dialog->findChild<QTreeWidget*>(QStringLiteral("seenSignersList"));
        auto* pinned = dialog->findChild<QTreeWidget*>(QStringLiteral("pinnedKeysList"));
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(seen, 1, kKernelKey) != nullptr, kWait);
        QTreeWidgetItem* kernel = rowOf(seen, 1, kKernelKey);
        QCOMPARE(kernel->text(0), kKernelKey.left(16));
        QVERIFY(QLocale().toLongLong(kernel->text(2)) > 0); // a count in the reader's format
        QCOMPARE(kernel->text(4), QStringLiteral("no"));
        QCOMPARE(pinned->topLevelItemCount(), 0);

        // A pasted text that is not a key is refused; nothing is saved.
        auto* edit = dialog->findChild<QLineEdit*>(QStringLiteral("pinKeyEdit"));
        auto* pin = dialog->findChild<QPushButton*>(QStringLiteral("pinKeyButton"));
        edit->setText(kKernelKey.left(63) + QLatin1Char('g'));
        pin->click();
        QVERIFY2(dialog->message().startsWith(QLatin1String("Not pinned")), qPrintable(dialog->message()));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(m_settings->profile(m_profile.name)->signerKeys, QString());
        edit->clear();

        seen->setCurrentItem(kernel);
        pin->click();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(m_settings->profile(m_profile.name)->signerKeys, kKernelKey);
        QCOMPARE(Settings(path("settings.ini")).profile(m_profile.name)->signerKeys, kKernelKey); // on disk
        QCOMPARE(ChainVerification::pinnedSignerKeys(), QStringList{kKernelKey});
        QCOMPARE(column(pinned, 1), QStringList{kKernelKey});
        QCOMPARE(rowOf(seen, 1, kKernelKey)->text(4), QStringLiteral("yes"));

        // The chain panel's next walk counts against it.
        ChainVerification verification(m_store.get());
        verification.start();
        QTRY_COMPARE_WITH_TIMEOUT(verification.state(), ChainVerification::State::Intact, kWait);
        QVERIFY2(verification.signatureSummary().contains(QStringLiteral("signed by the pinned key %1").arg(kKernelKey.left(16))),
                 qPrintable(verification.signatureSummary()));

        pinned->setCurrentItem(pinned->topLevelItem(0));
        dialog->findChild<QPushButton*>(QStringLiteral("unpinKeyButton"))->click();
        QCOMPARE(changed.count(), 2);
        QCOMPARE(m_settings->profile(m_profile.name)->signerKeys, QString());
        QVERIFY(ChainVerification::pinnedSignerKeys().isEmpty());
        QCOMPARE(pinned->topLevelItemCount(), 0);
        ChainVerification again(m_store.get());
        again.start();
        QTRY_COMPARE_WITH_TIMEOUT(again.state(), ChainVerification::State::Intact, kWait);
        QVERIFY2(!again.signatureSummary().contains(QLatin1String("signed by the pinned key")),
                 qPrintable(again.signatureSummary()));
    }

    // SEAL_SIGNER_KEY wins, as in the session: shown, and nothing can be edited.
    void environmentKeyLocksThePins()
    {
        const QString other = QString::fromStdString(encodeHex(std::string(32, '\x07')));
        qputenv("SEAL_SIGNER_KEY", other.toUtf8());
        auto dialog = openDialog();
        qunsetenv("SEAL_SIGNER_KEY");
        QVERIFY(dialog->pinnedFromEnvironment());
        QCOMPARE(dialog->pinnedKeys(), QStringList{other});
        QVERIFY(!dialog->findChild<QPushButton*>(QStringLiteral("pinKeyButton"))->isEnabled());
        QVERIFY(!dialog->findChild<QLineEdit*>(QStringLiteral("pinKeyEdit"))->isEnabled());
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("signerKeyEnvNote"))->text().contains(
            QLatin1String("SEAL_SIGNER_KEY")));
        QVERIFY(!dialog->pinKey(kKernelKey));
        QCOMPARE(m_settings->profile(m_profile.name)->signerKeys, QString());
    }

    void signedExportVerifies()
    {
        const OwnKey key = KeyFolder().create();
        EvidenceExporter exporter(m_store.get(), nullptr);
        QSignalSpy done(&exporter, &EvidenceExporter::finished);

        // The control: without a key, no .sig.
        const QString plain = path("plain.jsonl");
        exporter.chainRange(1, 5, plain);
        QVERIFY(done.wait(kWait));
        QCOMPARE(done.takeFirst().at(2).toString(), QString());
        QVERIFY(QFile::exists(plain) && !QFile::exists(plain + QStringLiteral(".sig")));

        const QString file = path("signed.jsonl");
        exporter.setSigningKey(key.path);
        exporter.chainRange(1, 5, file);
        QVERIFY(done.wait(kWait));
        const QList<QVariant> outcome = done.takeFirst();
        QCOMPARE(outcome.at(2).toString(), QString());
        QVERIFY2(outcome.at(1).toString().contains(key.fingerprint), qPrintable(outcome.at(1).toString()));
        QVERIFY(outcome.at(1).toString().contains(file + QStringLiteral(".sig")));
        const SignatureCheck ok = checkDetachedSignatureFile(file.toStdString(), {}, key.publicKeyHex.toStdString());
        QVERIFY2(ok.ok(), ok.why.c_str());

        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QByteArray bytes = f.readAll();
        bytes[bytes.size() / 2] = static_cast<char>(bytes[bytes.size() / 2] ^ 0x20);
        f.seek(0);
        f.write(bytes);
        f.close();
        const SignatureCheck altered = checkDetachedSignatureFile(file.toStdString());
        QCOMPARE(altered.verdict, SignatureVerdict::FileAltered);

        // The same file again, unsigned: the old FILE.sig signed what was
        // replaced, so it is removed, and the summary says so.
        exporter.setSigningKey(QString());
        exporter.chainRange(1, 5, file);
        QVERIFY(done.wait(kWait));
        const QString unsigned_ = done.takeFirst().at(1).toString();
        QVERIFY2(unsigned_.contains(QLatin1String("Removed")) &&
                     !QFile::exists(file + QStringLiteral(".sig")),
                 qPrintable(unsigned_));

        // A key that cannot be loaded: nothing is written.
        const QString none = path("none.jsonl");
        exporter.setSigningKey(path("no-such-key.pem"));
        exporter.chainRange(1, 5, none);
        QVERIFY(done.wait(kWait));
        QVERIFY(done.takeFirst().at(2).toString().contains(QLatin1String("signing key")));
        QVERIFY(!QFile::exists(none));
    }

    // The report dialog's "Sign with:" offers the console's keys, remembers the
    // fingerprint (not the key) for the next export, and signs the report.
    void reportDialogSignsWithTheChosenKey()
    {
        const QList<OwnKey> keys = KeyFolder().keys();
        QVERIFY(!keys.isEmpty());
        const OwnKey key = keys.back();
        ReportDialog dialog(m_store.get());
        dialog.show();
        SigningKeyChoice* choice = dialog.signWith();
        QVERIFY(choice);
        QCOMPARE(choice->count(), 1 + keys.size());
        QVERIFY(choice->choose(key.fingerprint));
        QCOMPARE(choice->keyPath(), key.path);
        const QString file = path("report.csv");
        dialog.setFormat(QStringLiteral("csv"));
        dialog.setPath(file);
        QSignalSpy written(&dialog, &ReportDialog::written);
        dialog.write();
        QVERIFY(written.wait(kWait));
        QCOMPARE(written.front().at(1).toString(), QString());
        QVERIFY(checkDetachedSignatureFile(file.toStdString(), {}, key.publicKeyHex.toStdString()).ok());
        QVERIFY2(dialog.outcome().contains(key.fingerprint), qPrintable(dialog.outcome()));
        QCOMPARE(Settings().exportSigningFingerprint(), key.fingerprint);
        const QString settingsText = QString::fromUtf8([&] {
            QFile s(Settings().fileName());
            return s.open(QIODevice::ReadOnly) ? s.readAll() : QByteArray();
        }());
        QVERIFY(!settingsText.contains(QLatin1String("PRIVATE")));
        QVERIFY(!settingsText.contains(key.publicKeyHex)); // the fingerprint only

        ReportDialog next(m_store.get()); // offered first next time
        QCOMPARE(next.signWith()->keyPath(), key.path);
        Settings().setExportSigningFingerprint(QString());
    }

    // An export's file chooser has "Sign with:" under the file name, and hands the chosen key on.
    void exportFileChooserOffersTheKeys()
    {
        const QList<OwnKey> keys = KeyFolder().keys();
        QVERIFY(!keys.isEmpty());
        QWidget parent;
        parent.show();
        QString chosenPath, chosenKey;
        chooseExportFile(&parent, QStringLiteral("Export"), path("chosen.jsonl"), QStringLiteral("JSON lines (*.jsonl)"),
                         [&](const QString& file, const QString&, const QString& key) {
                             chosenPath = file;
                             chosenKey = key;
                         });
        QFileDialog* dialog = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((dialog = parent.findChild<QFileDialog*>(QStringLiteral("saveFileDialog"))), kWait);
        auto* choice = dialog->findChild<SigningKeyChoice*>(QStringLiteral("signWithChoice"));
        QVERIFY(choice);
        QVERIFY(choice->isVisible());
        QCOMPARE(choice->itemText(0), QStringLiteral("No signature"));
        QVERIFY(choice->choose(keys.front().fingerprint));
        dialog->selectFile(path("chosen.jsonl"));
        QMetaObject::invokeMethod(dialog, "accept"); // a slot, protected in C++
        QTRY_COMPARE_WITH_TIMEOUT(chosenPath, path("chosen.jsonl"), kWait);
        QCOMPARE(chosenKey, keys.front().path);
        QCOMPARE(Settings().exportSigningFingerprint(), keys.front().fingerprint);
        Settings().setExportSigningFingerprint(QString());
    }

    void fileMenuOffersSigningKeys()
    {
        MainWindow window(m_store.get());
        auto* action = window.findChild<QAction*>(QStringLiteral("signingKeysAction"));
        QVERIFY(action);
        QSignalSpy asked(&window, &MainWindow::signingKeysRequested);
        action->trigger();
        QCOMPARE(asked.count(), 1);
    }

    void cleanupTestCase()
    {
        m_store.reset();
    }
};

QTEST_MAIN(TestGuiKeys)
#include "test_gui_keys.moc"
