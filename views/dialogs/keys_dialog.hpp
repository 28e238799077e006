// File ▸ Signing keys… (issue 27 item 7), as Kleopatra keeps keys: the
// console's own signing keys (KeyFolder: create, import, copy the public key,
// delete) and the signer keys pinned for this connection, beside the signers
// seen in the store's newest certs (read on the reader connection, never on
// this thread). Pins are saved to the profile's signerKeys, as the connection
// dialog saves them, and applied at once (ChainVerification), so the chain
// panel's next walk counts against them. $SEAL_SIGNER_KEY, when set, wins:
// the dialog says so and edits nothing.
#pragma once

#include "core/chain/browse.hpp"
#include "models/services/key_folder.hpp"
#include "models/services/settings.hpp"

#include <QDialog>
#include <QStringList>
#include <vector>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace seal {

class ReadCycle;
class StoreClient;

class KeysDialog : public QDialog
{
    Q_OBJECT
public:
    // `profile`: the connection's; found by name in `settings` to save pins
    // (a connection without a saved profile pins for this session only).
    KeysDialog(StoreClient* store, Settings& settings, const ConnectionProfile& profile, QWidget* parent = nullptr);

    const KeyFolder& folder() const { return m_folder; }
    const QStringList& pinnedKeys() const { return m_pinned; }
    bool pinnedFromEnvironment() const { return m_fromEnvironment; }
    const std::vector<SeenSigner>& seenSigners() const { return m_seen; }
    QString message() const;

    // What the buttons do (tests call them too). Each says what happened in the message line.
    void createKey();                  // then a box shows the key and offers to pin it
    bool importKey(const QString& pemPath);
    bool pinKey(const QString& hex);   // 64 hex digits (parsePinnedKeys)
    void unpinKey(const QString& hex);
    void readSeenSigners();

Q_SIGNALS:
    // The pins changed: the comma-separated list now saved and applied.
    void pinnedKeysChanged(const QString& signerKeys);
    void seenSignersRead();

private:
    QWidget* buildOwnKeys();
    QWidget* buildTrusted();
    void reloadOwnKeys();
    void showPins();
    void savePins();
    void setMessage(const QString& text);
    void offerToPin(const OwnKey& key);
    void askDelete();

    StoreClient* m_store;
    Settings& m_settings;
    ConnectionProfile m_profile;
    KeyFolder m_folder;
    QStringList m_pinned;
    bool m_fromEnvironment = false;
    std::vector<SeenSigner> m_seen;
    ReadCycle* m_reads = nullptr; // the seen signers' reads

    QTreeWidget* m_ownKeys = nullptr;
    QTreeWidget* m_pinnedList = nullptr;
    QTreeWidget* m_seenList = nullptr;
    QLineEdit* m_pinEdit = nullptr;
    QPushButton* m_pin = nullptr;
    QPushButton* m_unpin = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace seal
