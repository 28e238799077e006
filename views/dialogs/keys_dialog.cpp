#include "views/dialogs/keys_dialog.hpp"

#include "core/canon/cert_signing.hpp"
#include "models/chain_verification.hpp"
#include "models/read_cycle.hpp"
#include "models/store_client.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/file_choice.hpp"
#include "views/widgets/plain_label.hpp"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <stdexcept>

namespace seal {
namespace {

constexpr int kNewestCerts = 1000; // how far back "seen" looks: bounded, whatever the chain's length
constexpr int kKeyRole = Qt::UserRole;

QTreeWidget* keyList(const QString& objectName, const QStringList& headers, QWidget* parent)
{
    auto* list = new QTreeWidget(parent);
    list->setObjectName(objectName);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setHeaderLabels(headers);
    list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return list;
}

QPushButton* button(const QString& text, const QString& objectName, QWidget* parent)
{
    auto* b = new QPushButton(text, parent);
    b->setObjectName(objectName);
    b->setAutoDefault(false);
    return b;
}

// The keys of "HEX,HEX…", lowercase; entries that are not keys are left out
// (the session warned of them when it applied the same text).
QStringList pinsOf(const QString& commaSeparated)
{
    QStringList keys;
    for (const QString& item : commaSeparated.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        try {
            for (const auto& k : parsePinnedKeys(item.trimmed().toStdString()))
                keys << QString::fromStdString(k);
        } catch (const std::invalid_argument&) {
        }
    }
    keys.removeDuplicates();
    return keys;
}

QString fingerprintOf(const QString& hex)
{
    return QString::fromStdString(keyFingerprint(hex.toStdString()));
}

} // namespace

KeysDialog::KeysDialog(StoreClient* store, Settings& settings, const ConnectionProfile& profile, QWidget* parent)
    : QDialog(parent), m_store(store), m_settings(settings), m_profile(profile)
{
    setObjectName(QStringLiteral("keysDialog"));
    setWindowTitle(tr("Signing keys"));
    const QByteArray environment = qgetenv("SEAL_SIGNER_KEY");
    m_fromEnvironment = !environment.isEmpty();
    m_pinned = pinsOf(m_fromEnvironment ? QString::fromUtf8(environment) : profile.signerKeys);

    m_message = plainLabel(QString(), this, QStringLiteral("keysMessage"));
    m_message->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildOwnKeys(), 1);
    layout->addWidget(buildTrusted(), 2);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    reloadOwnKeys();
    showPins();
    if (m_store) {
        m_reads = new ReadCycle(m_store, this);
        connect(m_reads, &ReadCycle::failed, this, [this](const QString& error) {
            setMessage(tr("The signers of the newest certs could not be read: %1").arg(error));
        });
    }
    readSeenSigners();
    resize(900, 640);
}

QWidget* KeysDialog::buildOwnKeys()
{
    auto* box = new QGroupBox(tr("My signing keys"), this);
    m_ownKeys = keyList(QStringLiteral("ownKeysList"), {tr("Fingerprint"), tr("Public key"), tr("File")}, box);
    auto* create = button(tr("&Create\u2026"), QStringLiteral("createKeyButton"), box);
    create->setToolTip(tr("A new Ed25519 key in the key folder (mode 0600), the format the kernel loads as its "
                          "signing key"));
    auto* import = button(tr("&Import\u2026"), QStringLiteral("importKeyButton"), box);
    auto* copy = button(tr("Copy &public key"), QStringLiteral("copyPublicKeyButton"), box);
    auto* remove = button(tr("&Delete\u2026"), QStringLiteral("deleteKeyButton"), box);
    auto* folder = plainLabel(tr("Key folder: %1").arg(m_folder.dir()), box, QStringLiteral("keyFolderLabel"));
    folder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* row = new QHBoxLayout;
    for (QPushButton* b : {create, import, copy, remove})
        row->addWidget(b);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(m_ownKeys, 1);
    layout->addLayout(row);
    layout->addWidget(folder);

    connect(create, &QPushButton::clicked, this, &KeysDialog::createKey);
    connect(import, &QPushButton::clicked, this, [this] {
        chooseFileToOpen(this, tr("Import a signing key"), QString(), tr("PEM keys (*.pem);;All files (*)"),
                         [this](const QString& path) { importKey(path); });
    });
    connect(copy, &QPushButton::clicked, this, [this] {
        const QTreeWidgetItem* item = m_ownKeys->currentItem();
        if (!item) return;
        QGuiApplication::clipboard()->setText(item->text(1));
        setMessage(tr("Copied the public key %1.").arg(item->text(0)));
    });
    connect(remove, &QPushButton::clicked, this, &KeysDialog::askDelete);
    const auto updateButtons = [this, copy, remove] {
        copy->setEnabled(m_ownKeys->currentItem() != nullptr);
        remove->setEnabled(m_ownKeys->currentItem() != nullptr);
    };
    connect(m_ownKeys, &QTreeWidget::currentItemChanged, this, updateButtons);
    updateButtons();
    return box;
}

QWidget* KeysDialog::buildTrusted()
{
    auto* box = new QGroupBox(tr("Trusted signer keys (pinned for this connection)"), this);
    auto* note = plainLabel(QString(), box, QStringLiteral("signerKeyEnvNote"));
    note->setWordWrap(true);
    note->setText(m_fromEnvironment
                      ? tr("SEAL_SIGNER_KEY is set: its keys are pinned and win over the profile's, so nothing can "
                           "be changed here. Unset it to pin keys in the console.")
                      : tr("The chain panel counts certs signed by these keys (saved to the profile \u201c%1\u201d).")
                            .arg(m_profile.name.isEmpty() ? tr("(none: this session only)") : m_profile.name));
    m_pinnedList = keyList(QStringLiteral("pinnedKeysList"),
                           {tr("Fingerprint"), tr("Public key"), tr("Certs (newest %1)").arg(kNewestCerts)}, box);
    m_seenList = keyList(QStringLiteral("seenSignersList"),
                         {tr("Fingerprint"), tr("Signer"), tr("Certs"), tr("Newest seq"), tr("Pinned")}, box);
    m_pinEdit = new QLineEdit(box);
    m_pinEdit->setObjectName(QStringLiteral("pinKeyEdit"));
    m_pinEdit->setPlaceholderText(tr("or paste a key: 64 hex digits"));
    m_pin = button(tr("&Pin"), QStringLiteral("pinKeyButton"), box);
    m_pin->setToolTip(tr("Pins the pasted key, else the seen signer selected"));
    m_unpin = button(tr("&Unpin"), QStringLiteral("unpinKeyButton"), box);
    auto* refresh = button(tr("&Read again"), QStringLiteral("readSignersButton"), box);
    auto* row = new QHBoxLayout;
    row->addWidget(m_pinEdit, 1);
    row->addWidget(m_pin);
    row->addWidget(m_unpin);
    row->addWidget(refresh);
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(note);
    layout->addWidget(m_pinnedList, 1);
    layout->addWidget(
        plainLabel(tr("Signers seen in the newest %Ln cert(s):", nullptr, pluralCount(kNewestCerts)), box));
    layout->addWidget(m_seenList, 1);
    layout->addLayout(row);

    connect(m_pin, &QPushButton::clicked, this, [this] {
        const QString pasted = m_pinEdit->text().trimmed();
        const QTreeWidgetItem* seen = m_seenList->currentItem();
        if (!pasted.isEmpty()) {
            if (pinKey(pasted)) m_pinEdit->clear();
        } else if (seen) {
            pinKey(seen->data(0, kKeyRole).toString());
        }
    });
    connect(m_unpin, &QPushButton::clicked, this, [this] {
        if (const QTreeWidgetItem* item = m_pinnedList->currentItem()) unpinKey(item->data(0, kKeyRole).toString());
    });
    connect(refresh, &QPushButton::clicked, this, &KeysDialog::readSeenSigners);
    for (QWidget* w : std::initializer_list<QWidget*>{m_pinEdit, m_pin, m_unpin})
        w->setEnabled(!m_fromEnvironment);
    return box;
}

QString KeysDialog::message() const
{
    return m_message->text();
}

void KeysDialog::setMessage(const QString& text)
{
    m_message->setText(text);
}

void KeysDialog::reloadOwnKeys()
{
    QStringList unreadable;
    m_ownKeys->clear();
    for (const OwnKey& key : m_folder.keys(&unreadable)) {
        auto* item = new QTreeWidgetItem(m_ownKeys, {key.fingerprint, key.publicKeyHex, key.path});
        item->setData(0, kKeyRole, key.path);
    }
    if (!unreadable.isEmpty())
        setMessage(tr("Not a signing key, left out: %1").arg(safeText(unreadable.join(QStringLiteral("; ")))));
}

void KeysDialog::createKey()
{
    try {
        const OwnKey key = m_folder.create();
        reloadOwnKeys();
        setMessage(tr("Created the key %1 in %2.").arg(key.fingerprint, key.path));
        offerToPin(key);
    } catch (const std::exception& e) {
        setMessage(tr("No key created: %1").arg(safeText(std::string_view(e.what()))));
    }
}

void KeysDialog::offerToPin(const OwnKey& key)
{
    auto* box = new QMessageBox(QMessageBox::Information, tr("Signing key created"),
                                tr("Fingerprint: %1\nPublic key (the kernel's signer): %2\nFile: %3\n\n"
                                   "Give the public key to whoever checks what you sign. Pin it here when the "
                                   "kernel of this store signs with this key.")
                                    .arg(key.fingerprint, key.publicKeyHex, key.path),
                                QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("keyCreatedBox"));
    box->setTextFormat(Qt::PlainText);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (!m_fromEnvironment) {
        QPushButton* pin = box->addButton(tr("&Pin for this connection"), QMessageBox::AcceptRole);
        pin->setObjectName(QStringLiteral("pinCreatedKeyButton"));
        connect(pin, &QPushButton::clicked, this, [this, hex = key.publicKeyHex] { pinKey(hex); });
    }
    box->open();
}

bool KeysDialog::importKey(const QString& pemPath)
{
    try {
        const OwnKey key = m_folder.import(pemPath);
        reloadOwnKeys();
        setMessage(tr("Imported the key %1 as %2.").arg(key.fingerprint, key.path));
        return true;
    } catch (const std::exception& e) {
        setMessage(tr("Not imported: %1").arg(safeText(std::string_view(e.what()))));
        return false;
    }
}

void KeysDialog::askDelete()
{
    const QTreeWidgetItem* item = m_ownKeys->currentItem();
    if (!item) return;
    const OwnKey key{item->data(0, kKeyRole).toString(), item->text(1), item->text(0)};
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Delete signing key"),
                                tr("Delete the key %1 (%2)? Nothing it signed can be signed by it again, and "
                                   "there is no other copy unless you made one.")
                                    .arg(key.fingerprint, key.path),
                                QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("deleteKeyConfirm"));
    box->setTextFormat(Qt::PlainText);
    box->setDefaultButton(QMessageBox::No);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, key](int answer) {
        if (answer != QMessageBox::Yes) return;
        setMessage(m_folder.remove(key) ? tr("Deleted the key %1.").arg(key.fingerprint)
                                        : tr("The key %1 could not be deleted (%2).").arg(key.fingerprint, key.path));
        reloadOwnKeys();
    });
    box->open();
}

bool KeysDialog::pinKey(const QString& hex)
{
    if (m_fromEnvironment) return false;
    std::vector<std::string> keys;
    try {
        keys = parsePinnedKeys(hex.trimmed().toStdString());
    } catch (const std::invalid_argument&) {
        keys.clear();
    }
    if (keys.size() != 1) {
        setMessage(tr("Not pinned: %1 is not a signer key (64 hex digits).").arg(safeText(hex.trimmed().left(70))));
        return false;
    }
    const QString key = QString::fromStdString(keys.front());
    if (m_pinned.contains(key)) {
        setMessage(tr("The key %1 is already pinned.").arg(fingerprintOf(key)));
        return true;
    }
    m_pinned << key;
    savePins();
    setMessage(tr("Pinned %1. The chain panel counts against it from its next walk.").arg(fingerprintOf(key)));
    return true;
}

void KeysDialog::unpinKey(const QString& hex)
{
    if (m_fromEnvironment || !m_pinned.removeAll(hex)) return;
    savePins();
    setMessage(tr("Unpinned %1.").arg(fingerprintOf(hex)));
}

void KeysDialog::savePins()
{
    const QString joined = m_pinned.join(QLatin1Char(','));
    m_profile.signerKeys = joined;
    if (!m_profile.name.isEmpty()) {
        if (auto saved = m_settings.profile(m_profile.name)) {
            saved->signerKeys = joined;
            m_settings.saveProfile(*saved);
            m_settings.sync();
        }
    }
    ChainVerification::setPinnedSignerKeys(joined);
    showPins();
    Q_EMIT pinnedKeysChanged(joined);
}

void KeysDialog::showPins()
{
    m_pinnedList->clear();
    for (const QString& key : std::as_const(m_pinned)) {
        qint64 certs = 0;
        for (const SeenSigner& s : m_seen)
            if (QString::fromStdString(s.signer) == key) certs = s.certs;
        auto* item = new QTreeWidgetItem(m_pinnedList, {fingerprintOf(key), key, QLocale().toString(certs)});
        item->setData(0, kKeyRole, key);
    }
    m_seenList->clear();
    for (const SeenSigner& s : m_seen) {
        const QString signer = QString::fromStdString(s.signer);
        // The signer is what an agent wrote into a body: shown with every hidden code point visible.
        auto* item = new QTreeWidgetItem(
            m_seenList, {safeText(std::string_view(keyFingerprint(s.signer))),
                         safeText(std::string_view(s.signer)), QLocale().toString(s.certs),
                         QLocale().toString(s.lastSeq), m_pinned.contains(signer) ? tr("yes") : tr("no")});
        item->setData(0, kKeyRole, signer);
    }
    m_unpin->setEnabled(!m_fromEnvironment && !m_pinned.isEmpty());
}

void KeysDialog::readSeenSigners()
{
    if (!m_store) return;
    m_reads->read<std::vector<SeenSigner>>(
        [](Connection& conn) { return readRecentSigners(conn, kNewestCerts, 20); },
        [this](std::vector<SeenSigner> seen) {
            m_seen = std::move(seen);
            showPins();
            Q_EMIT seenSignersRead();
        });
}

} // namespace seal
