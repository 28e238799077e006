#include "views/widgets/signing_key_choice.hpp"

#include "models/services/key_folder.hpp"
#include "models/services/settings.hpp"

#include <QFileInfo>

namespace seal {
namespace {
constexpr int kFingerprintRole = Qt::UserRole + 1;
}

SigningKeyChoice::SigningKeyChoice(QWidget* parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("signWithChoice"));
    setToolTip(tr("Writes FILE.sig beside the export: anyone can check it with `sealctl verify-signature FILE` "
                  "and your public key (File \u25b8 Signing keys\u2026)"));
    reload();
    choose(Settings().exportSigningFingerprint());
}

QString SigningKeyChoice::labelText()
{
    return tr("Sign &with:");
}

void SigningKeyChoice::reload()
{
    const QString current = currentData(kFingerprintRole).toString();
    clear();
    addItem(tr("No signature"));
    for (const OwnKey& key : KeyFolder().keys()) {
        addItem(tr("%1 (%2)").arg(key.fingerprint, QFileInfo(key.path).fileName()), key.path);
        setItemData(count() - 1, key.fingerprint, kFingerprintRole);
    }
    choose(current);
}

QString SigningKeyChoice::keyPath() const
{
    return currentData().toString();
}

bool SigningKeyChoice::choose(const QString& fingerprint)
{
    const int i = fingerprint.isEmpty() ? 0 : findData(fingerprint, kFingerprintRole);
    setCurrentIndex(std::max(i, 0));
    return i >= 0;
}

void SigningKeyChoice::remember() const
{
    Settings settings;
    settings.setExportSigningFingerprint(currentData(kFingerprintRole).toString());
    settings.sync();
}

} // namespace seal
