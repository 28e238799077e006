// Open a receipt. The console's own incident receipt (receipt.hpp): its
// receipt_digest recomputed (incident_receipt_check.hpp), what a match proves
// (the document is unchanged since it was made; what the chain said then)
// and what it does not (not signed: not who made it; nothing about the store
// today). A portable receipt: the verdict `sealctl verify-receipt FILE [--pubkey
// KEY]` prints, for someone holding only the file. Valid, or INVALID naming
// what failed (an altered cert by its seq, a bad signature, the wrong key), or
// unreadable. Without the signer's public key it says that only internal
// consistency was checked, not who signed. The check runs off the GUI thread.
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace seal {

class ReceiptVerdictDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Verdict
    {
        None, // nothing checked yet
        Checking,
        Valid,
        Invalid,
        Unreadable, // the file, or the public key given
    };

    enum class Kind
    {
        Portable, // seal-portable-receipt/1 (and anything that is not an incident receipt)
        Incident, // the console's incident receipt
    };

    explicit ReceiptVerdictDialog(QWidget* parent = nullptr);

    // Sets the file (and the key, when given) and checks it.
    void openFile(const QString& path);
    void setPublicKey(const QString& base64OrFile);
    void verify();

    Verdict verdict() const { return m_verdict; }
    Kind kind() const { return m_kind; }
    QString headline() const;
    QString details() const;
    // The failure kinds of the last verdict (altered_cert, bad_signature, wrong_key, ...).
    const QStringList& failureKinds() const { return m_kinds; }

    // True for a path a drop may open: a local .json file.
    static bool isReceiptPath(const QString& path);

    struct Result; // one check's outcome, built off the GUI thread

Q_SIGNALS:
    void verdictShown(seal::ReceiptVerdictDialog::Verdict verdict);

private:
    void browseFile();
    void browseKey();
    void showResult(const Result& result);

    QLineEdit* m_file = nullptr;
    QLineEdit* m_key = nullptr;
    QPushButton* m_verify = nullptr;
    QLabel* m_icon = nullptr;
    QLabel* m_headline = nullptr;
    QLabel* m_signer = nullptr;
    QPlainTextEdit* m_details = nullptr;
    Verdict m_verdict = Verdict::None;
    Kind m_kind = Kind::Portable;
    QStringList m_kinds;
    int m_generation = 0;
};

} // namespace seal
