// "Sign with: [No signature | <fingerprint> (<file>)]" for an export: the
// console's own keys (KeyFolder), the one used last offered first (the
// settings remember its fingerprint, never the key).
#pragma once

#include <QComboBox>

namespace seal {

class SigningKeyChoice : public QComboBox
{
    Q_OBJECT
public:
    explicit SigningKeyChoice(QWidget* parent = nullptr);
    // The label that goes before it ("Sign with:").
    static QString labelText();

    // Reads the key folder again, keeping the choice where it can.
    void reload();
    // The chosen key's file; empty for no signature.
    QString keyPath() const;
    // Chooses the key of this fingerprint ("" = no signature); false when there is none.
    bool choose(const QString& fingerprint);
    // Remembers the current choice as the next export's default.
    void remember() const;
};

} // namespace seal
