// Open a receipt. The kernel's portable receipt, seal-receipt/1 (SPEC §15.4):
// the kernel's verdict (its problems word for word, its note) and what a pass
// proves: pinned to the kernel's public key, that each cert was signed by that
// key's holder and is unaltered since; unpinned, only internal consistency
// (anyone can re-sign altered certs with a key of their own). Neither proves
// completeness, and nothing covers the header, the mandate or generated_at.
// The console's own incident receipt (receipt.hpp): its receipt_digest
// recomputed (incident_receipt_check.hpp), what a match proves (the document
// is unchanged since it was made; what the chain said then) and what it does
// not (not signed: not who made it; nothing about the store today). A file of
// Seal Desk's earlier portable format (seal-portable-receipt/1): checked by
// that format's rules, and the verdict says it is the earlier format. Agent
// strings are shown as plain text. The check runs off the GUI thread.
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
        Portable,    // Seal Desk's earlier seal-portable-receipt/1 (and anything that is no receipt)
        Incident,    // the console's incident receipt
        SealReceipt, // the kernel's seal-receipt/1
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
    // The failure kinds of the last verdict (altered_cert, bad_signature, wrong_key, ...;
    // for a seal-receipt/1 the kernel's problem texts).
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
