#include "views/dialogs/receipt_verdict_dialog.hpp"

#include "core/evidence/incident_receipt_check.hpp"
#include "core/evidence/portable_receipt.hpp"
#include "core/evidence/seal_receipt.hpp"
#include "models/services/background_job.hpp"
#include "models/text/display_time.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/file_choice.hpp"
#include "views/widgets/plain_label.hpp"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace seal {

struct ReceiptVerdictDialog::Result
{
    Verdict verdict = Verdict::None;
    QString headline;
    QString signer;
    QStringList details;
    QStringList kinds;
    Kind kind = Kind::Portable;
};

namespace {

QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) // lupdate: context "seal"
{
    return QCoreApplication::translate("seal", text, disambiguation, n);
}

// What failed, in words; the cert named by its position and seq.
QString failureText(const PortableFailure& f)
{
    const QString seq = f.seq ? QString::number(*f.seq) : tr("unknown");
    const QString index = f.index ? QString::number(*f.index + 1) : QStringLiteral("?");
    if (f.kind == "altered_cert")
        return tr("Altered cert: cert %1 (seq %2) no longer matches its hash.").arg(index, seq);
    if (f.kind == "foreign_cert")
        return tr("Foreign cert: cert %1 (seq %2) is not of this receipt's intent.").arg(index, seq);
    if (f.kind == "bad_signature")
        return tr("Bad signature: the signature does not match the receipt's content and public key.");
    if (f.kind == "wrong_key")
        return tr("Wrong key: signed by a different key than the public key you gave.");
    if (f.kind == "duplicate_key") return tr("Duplicate member: the file names a member twice.");
    return tr("Malformed: the receipt is not well formed.");
}

// The chain's verdict as the incident receipt recorded it when it was made.
QString chainThen(const IncidentReceiptCheck& c)
{
    if (c.chainVerified)
        return c.chainCerts
                   ? tr("the chain verified (%Ln cert(s) walked)", nullptr, pluralCount(*c.chainCerts))
                   : tr("the chain verified");
    if (c.chainBreakAt)
        return tr("the chain did NOT verify (broken at cert %1: %2)")
            .arg(QString::number(*c.chainBreakAt), safeText(c.chainWhy));
    return tr("the chain did NOT verify");
}

// The console's own incident receipt: its digest recomputed, and in plain
// words what a match proves and what it does not.
ReceiptVerdictDialog::Result incidentResult(const IncidentReceiptCheck& c)
{
    ReceiptVerdictDialog::Result r;
    r.kind = ReceiptVerdictDialog::Kind::Incident;
    const QString intent = safeText(c.intent);
    if (c.matches) {
        r.verdict = ReceiptVerdictDialog::Verdict::Valid;
        r.headline = tr("Incident receipt for intent %1: its digest matches. The document is unchanged since it "
                        "was made.")
                         .arg(intent);
    } else {
        r.verdict = ReceiptVerdictDialog::Verdict::Invalid;
        r.kinds << QStringLiteral("digest_mismatch");
        r.headline = tr("Incident receipt for intent %1: its digest does NOT match. The document was changed "
                        "after it was made; do not rely on what it says.")
                         .arg(intent);
        if (!c.problem.empty()) r.details << tr("Why: %1.").arg(safeText(c.problem));
    }
    r.details << tr("Digest stated in the file: %1").arg(safeText(c.statedDigest));
    r.details << tr("Digest recomputed from its content: %1")
                     .arg(c.computedDigest.empty() ? tr("cannot be computed") : safeText(c.computedDigest));
    const QString made = c.generatedAt ? DisplayTime::instance().format(*c.generatedAt) : tr("unknown");
    const int certs = pluralCount(static_cast<qint64>(c.certs));
    r.details << (c.matches ? tr("What it says: when it was made (%1, a time the digest does not cover), the "
                                 "intent's state was %2, it had %Ln cert(s), and %3.",
                                 nullptr, certs)
                            : tr("What it claims (not to be relied on): made %1, the intent's state %2, %Ln "
                                 "cert(s), and %3.",
                                 nullptr, certs))
                     .arg(made, safeText(c.state), chainThen(c));
    if (c.matches)
        r.details << tr("What this proves: the document is unchanged since it was made, so it still says what "
                        "the chain and the store said then.");
    r.details << tr("What it does not prove: it is not signed, so it does not prove who made it (anyone who edits "
                    "the file can recompute the digest). It says nothing about the store today: certs written "
                    "since, or a break since, are not in it. For proof of who made it, export a portable signed "
                    "receipt; for today, verify the chain.");
    r.signer = tr("Not signed: an incident receipt proves no origin.");
    return r;
}

// Seal Desk's earlier format (seal-portable-receipt/1): its own rules, and the
// verdict says which format it is.
ReceiptVerdictDialog::Result earlierResult(const PortableVerdict& v)
{
    ReceiptVerdictDialog::Result r;
    r.details << tr("This file is in Seal Desk's earlier format (seal-portable-receipt/1), which Seal Desk no "
                    "longer exports: it was signed by whoever exported it, not by the kernel. It is checked by "
                    "that format's rules.");
    for (const auto& f : v.failures) {
        r.kinds << QString::fromStdString(f.kind);
        r.details << failureText(f) + QLatin1Char(' ') + tr("(%1)").arg(safeText(f.detail));
    }
    if (v.valid) {
        r.verdict = ReceiptVerdictDialog::Verdict::Valid;
        r.headline = tr("Valid portable receipt (Seal Desk's earlier format) for intent %1.").arg(safeText(v.intent));
        r.details << tr("Certs: %1, each one's digest recomputed and equal to its hash.").arg(v.certs);
        r.details << tr("Signature: valid Ed25519 signature by public key %1.").arg(safeText(v.publicKey));
    } else {
        r.verdict = ReceiptVerdictDialog::Verdict::Invalid;
        QStringList what;
        for (const auto& f : v.failures)
            what << failureText(f).section(QLatin1Char(':'), 0, 0);
        what.removeDuplicates();
        r.headline = tr("INVALID portable receipt (Seal Desk's earlier format) for intent %1: %2.").arg(safeText(v.intent), what.join(tr(", ")));
    }
    const QString seqs = [&v] {
        QStringList out;
        for (auto s : v.seqs)
            out << QString::number(s);
        return out.join(QStringLiteral(", "));
    }();
    r.details << tr("The file claims: exported by %1 at %2; certs at seq %3; chain then %4, head seq %5.")
                     .arg(safeText(v.exportedBy),
                          v.exportedAt ? DisplayTime::instance().format(*v.exportedAt) : tr("unknown"),
                          seqs.isEmpty() ? tr("none") : seqs,
                          v.chainOk ? (*v.chainOk ? tr("verified") : tr("NOT verified")) : tr("unknown"),
                          v.head ? QString::number(v.head->seq) : tr("unknown"));
    if (v.signerChecked)
        r.signer = v.valid ? tr("Signer checked: signed by the public key you gave.")
                           : tr("Signer checked against the public key you gave: see above.");
    else
        r.signer = tr("Signer NOT checked: only internal consistency was checked, not who signed. Give the "
                      "signer's public key to check that.");
    return r;
}

// The kernel's verdict on a seal-receipt/1, and what it proves (SPEC §15.4).
ReceiptVerdictDialog::Result sealReceiptResult(const SealReceiptVerdict& v, const QString& pinnedHex)
{
    ReceiptVerdictDialog::Result r;
    r.kind = ReceiptVerdictDialog::Kind::SealReceipt;
    if (!v.recognised) {
        r.kind = ReceiptVerdictDialog::Kind::Portable;
        r.verdict = ReceiptVerdictDialog::Verdict::Unreadable;
        r.headline = tr("Unreadable: not a seal-receipt/1 bundle, nor an incident receipt.");
        return r;
    }
    for (const auto& p : v.problems) {
        r.kinds << safeText(p);
        r.details << tr("Problem: %1").arg(safeText(p));
    }
    if (v.ok && v.pinnedKey) {
        r.verdict = ReceiptVerdictDialog::Verdict::Valid;
        r.headline = tr("Verified against the pinned key: %Ln cert(s), each signed by the key's holder and "
                        "unaltered since.",
                        nullptr, pluralCount(v.certs));
        r.signer = tr("Pinned key: %1. What this proves: each cert was signed by the holder of that key and is "
                      "unaltered since; the tiers say what the world confirmed.").arg(pinnedHex);
    } else if (v.ok) {
        r.verdict = ReceiptVerdictDialog::Verdict::Valid;
        r.headline =
            tr("Internally consistent only: %1, %2 against the keys the certs name. Authorship is NOT "
               "established.")
                .arg(tr("%Ln cert(s)", nullptr, pluralCount(v.certs)),
                     tr("%Ln signature(s) verified", nullptr, pluralCount(v.signedCount)));
        r.signer = tr("No key pinned. What this proves: only that the file is consistent with itself; anyone can "
                      "re-sign altered certs with a key of their own and pass. Give the kernel's public key "
                      "(obtained out of band) to make this evidence.");
    } else {
        r.verdict = ReceiptVerdictDialog::Verdict::Invalid;
        r.headline = tr("Verification FAILED: %Ln problem(s). Treat this receipt as no evidence at all.",
                        nullptr, pluralCount(static_cast<qint64>(v.problems.size())));
        r.signer = v.pinnedKey ? tr("Pinned key: %1.").arg(pinnedHex) : tr("No key pinned.");
    }
    r.details << tr("Kernel's note: %1").arg(QString::fromStdString(v.note));
    r.details << tr("Certs: %1; signatures verified: %2.").arg(v.certs).arg(v.signedCount);
    r.details << tr("What no pass proves: completeness (other certs of the intent may exist: that takes the "
                    "chain check against the store), and nothing covers the intent header, the mandate or "
                    "generated_at: altering them leaves the verdict unchanged.");
    return r;
}

ReceiptVerdictDialog::Result unreadable(const QString& why)
{
    ReceiptVerdictDialog::Result r;
    r.verdict = ReceiptVerdictDialog::Verdict::Unreadable;
    r.headline = tr("Unreadable: %1").arg(why);
    return r;
}

ReceiptVerdictDialog::Result check(const QString& path, const QString& keyText)
{
    std::optional<std::string> key; // the raw 32 bytes
    if (!keyText.trimmed().isEmpty()) {
        key = resolvePublicKeyBytes(keyText.trimmed().toStdString());
        if (!key)
            return unreadable(tr("the public key is neither an Ed25519 public key (64 hex digits, or base64 of "
                                 "its 32 bytes) nor a file holding one."));
    }
    const std::optional<std::string> hex = key ? std::optional(toHex(*key)) : std::nullopt;
    try {
        const std::string text = readPortableReceiptFile(path.toStdString());
        switch (receiptFileFormat(text)) {
        case ReceiptFileFormat::SealReceipt:
            break;
        case ReceiptFileFormat::EarlierPortable:
            return earlierResult(verifyPortableReceipt(text, key ? std::optional(base64Encode(*key)) : std::nullopt));
        case ReceiptFileFormat::Other:
            if (const auto incident = checkIncidentReceipt(text)) return incidentResult(*incident);
            break;
        }
        return sealReceiptResult(verifySealReceipt(text, hex), QString::fromStdString(hex.value_or("")));
    } catch (const PortableReadError& e) {
        return unreadable(safeText(std::string_view(e.what())));
    }
}

} // namespace

ReceiptVerdictDialog::ReceiptVerdictDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("receiptVerdictDialog"));
    setWindowTitle(tr("Open receipt"));
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("receiptFile"));
    m_file->setPlaceholderText(tr("receipt.json"));
    auto* browseFile = new QPushButton(tr("&Browse\u2026"), this);
    m_key = new QLineEdit(this);
    m_key->setObjectName(QStringLiteral("receiptPubkey"));
    m_key->setPlaceholderText(tr("optional: the kernel's public key to pin (64 hex digits or base64) or a file holding it"));
    auto* browseKey = new QPushButton(tr("B&rowse\u2026"), this);
    m_verify = new QPushButton(tr("&Verify"), this);
    m_verify->setObjectName(QStringLiteral("receiptVerifyButton"));
    m_verify->setDefault(true);
    m_icon = new QLabel(this);
    m_icon->setObjectName(QStringLiteral("receiptVerdictIcon"));
    m_headline = plainLabel(tr("Choose a receipt file: the kernel's seal-receipt/1, an incident receipt, or a portable receipt in Seal Desk's earlier format."), this, QStringLiteral("receiptVerdict"));
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_signer = plainLabel(QString(), this, QStringLiteral("receiptSigner"));
    m_signer->setWordWrap(true);
    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(QStringLiteral("receiptDetails"));
    m_details->setReadOnly(true);
    m_details->setAccessibleName(tr("Receipt details"));

    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browseFile);
    auto* keyRow = new QHBoxLayout;
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(browseKey);
    auto* form = new QFormLayout;
    // A layout row gets no buddy of its own: the labels name their fields.
    auto* fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_file);
    auto* keyLabel = new QLabel(tr("&Public key:"), this);
    keyLabel->setBuddy(m_key);
    form->addRow(fileLabel, fileRow);
    form->addRow(keyLabel, keyRow);
    auto* verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_icon, 0, Qt::AlignTop);
    verdictRow->addWidget(m_headline, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_verify, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addLayout(verdictRow);
    layout->addWidget(m_signer);
    layout->addWidget(m_details, 1);
    layout->addWidget(buttons);

    connect(browseFile, &QPushButton::clicked, this, &ReceiptVerdictDialog::browseFile);
    connect(browseKey, &QPushButton::clicked, this, &ReceiptVerdictDialog::browseKey);
    connect(m_verify, &QPushButton::clicked, this, &ReceiptVerdictDialog::verify);
    connect(m_file, &QLineEdit::returnPressed, this, &ReceiptVerdictDialog::verify);
    connect(m_key, &QLineEdit::returnPressed, this, &ReceiptVerdictDialog::verify);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_icon->hide();
    m_signer->hide();
    resize(720, 360);
}

bool ReceiptVerdictDialog::isReceiptPath(const QString& path)
{
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

void ReceiptVerdictDialog::openFile(const QString& path)
{
    m_file->setText(path);
    verify();
}

void ReceiptVerdictDialog::setPublicKey(const QString& base64OrFile)
{
    m_key->setText(base64OrFile);
}

QString ReceiptVerdictDialog::headline() const
{
    return m_headline->text();
}

QString ReceiptVerdictDialog::details() const
{
    return m_signer->text() + QLatin1Char('\n') + m_details->toPlainText();
}

void ReceiptVerdictDialog::browseFile()
{
    chooseFileToOpen(this, tr("Open receipt"), m_file->text(),
                     tr("Receipts (*.json);;All files (*)"), [this](const QString& path) { openFile(path); });
}

void ReceiptVerdictDialog::browseKey()
{
    chooseFileToOpen(this, tr("Signer's public key file"), QString(), QString(), [this](const QString& path) {
        m_key->setText(path);
        if (!m_file->text().isEmpty()) verify();
    });
}

void ReceiptVerdictDialog::verify()
{
    const QString path = m_file->text().trimmed();
    if (path.isEmpty()) return;
    const QString key = m_key->text();
    const int generation = ++m_generation;
    m_verdict = Verdict::Checking;
    m_headline->setText(tr("Checking %1\u2026").arg(safeText(QFileInfo(path).fileName())));
    m_icon->hide();
    m_signer->hide();
    m_details->clear();
    runFileJob<Result>(
        this, [path, key] { return check(path, key); },
        [this, generation](const Result& r) {
            if (generation == m_generation) showResult(r);
        },
        [this, generation](const QString& error) {
            if (generation != m_generation) return;
            Result r;
            r.verdict = Verdict::Unreadable;
            r.headline = tr("Unreadable: %1").arg(error);
            showResult(r);
        });
}

void ReceiptVerdictDialog::showResult(const Result& r)
{
    m_verdict = r.verdict;
    m_kinds = r.kinds;
    m_kind = r.kind;
    m_headline->setText(r.headline);
    const QString icon = r.verdict == Verdict::Valid     ? QStringLiteral(":/icons/intact.svg")
                         : r.verdict == Verdict::Invalid ? QStringLiteral(":/icons/broken.svg")
                                                         : QStringLiteral(":/icons/unreadable.svg");
    const int size = fontMetrics().height() * 2;
    m_icon->setPixmap(QIcon(icon).pixmap(size, size));
    m_icon->show();
    m_signer->setText(r.signer);
    m_signer->setVisible(!r.signer.isEmpty());
    m_details->setPlainText(r.details.join(QLatin1Char('\n')));
    Q_EMIT verdictShown(r.verdict);
}

} // namespace seal
