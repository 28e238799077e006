#include "models/actions/evidence_export.hpp"

#include "core/base/clock.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/canon/signing.hpp"
#include "core/chain/chain_export.hpp"
#include "core/evidence/authorization_receipt.hpp"
#include "core/evidence/detached_signature.hpp"
#include "core/evidence/receipt.hpp"
#include "core/evidence/report.hpp"
#include "core/evidence/seal_receipt.hpp"
#include "core/evidence/story_document.hpp"
#include "core/rules/intent_story.hpp"
#include "models/services/evidence_files.hpp"
#include "models/services/secret_store.hpp"
#include "models/store_client.hpp"
#include "models/text/document_words.hpp"
#include "models/text/money_format.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"

#include <QFile>
#include <QFileInfo>
#include <QPointer>
#include <algorithm>

namespace seal {
namespace {

QString tr(const char* text) // lupdate files these under the namespace's context, "seal"
{
    return QCoreApplication::translate("seal", text);
}

[[noreturn]] void noSuchIntent(const std::string& intent)
{
    throw std::runtime_error(
        tr("the store knows nothing of intent %1").arg(safeText(std::string_view(intent))).toStdString());
}

void checkCancel(const CancelFlag& cancel)
{
    if (cancel->load()) throw JobCancelled{};
}

SigningKey loadSigningKeyFile(const std::string& keyPath)
{
    try {
        return SigningKey::load(keyPath);
    } catch (const SigningError& e) {
        throw std::runtime_error(tr("nothing written: the signing key cannot be used: %1")
                                     .arg(QString::fromStdString(e.what()))
                                     .toStdString());
    }
}

// Writes FILE.sig; says where and with which key.
QString signExport(const QString& path, const SigningKey& key)
{
    try {
        const std::string sig = writeDetachedSignature(path.toStdString(), key);
        return tr("Signed: %1 by the key %2.")
            .arg(QString::fromStdString(sig), QString::fromStdString(keyFingerprint(encodeHex(key.publicKeyRaw()))));
    } catch (const SignatureFileError& e) {
        throw std::runtime_error(tr("%1 was written, but its signature was not: %2")
                                     .arg(path, QString::fromStdString(e.what()))
                                     .toStdString());
    }
}

// An unsigned export replacing a signed one: the old FILE.sig signed the bytes
// this export replaced, so it goes too (a signature beside a file it does not
// sign would read as a forgery). Says so; "" when there was none.
QString staleSignatureRemoved(const QString& path)
{
    const QString sig = path + QStringLiteral(".sig");
    if (!QFileInfo(sig).isFile()) return {};
    if (QFile::remove(sig))
        return QLatin1Char(' ') + tr("Removed %1: it signed the file this export replaced.").arg(sig);
    return QLatin1Char(' ') +
           tr("%1 is left over from the file this export replaced and could not be removed: it "
              "does not sign this file.")
               .arg(sig);
}

QString chainNote(bool ok)
{
    return ok ? tr("chain verified") : tr("chain NOT verified");
}

} // namespace

EvidenceExporter::EvidenceExporter(StoreClient* store, QObject* parent) : QObject(parent), m_store(store) {}

void EvidenceExporter::cancel()
{
    if (m_cancel) m_cancel->store(true);
}

bool EvidenceExporter::begin(const QString& path, const QString& what, qint64 total)
{
    if (m_busy) { // one at a time: this one is refused, and says so; the one running goes on
        Q_EMIT finished(path, QString(), tr("another export is still being written"));
        return false;
    }
    m_busy = true;
    m_cancel = newCancelFlag();
    Q_EMIT started(what, total);
    return true;
}

void EvidenceExporter::end(const QString& path, const QString& summary, const QString& error)
{
    m_busy = false;
    Q_EMIT finished(path, summary, error);
}

// Runs `work(conn, cancel)` (returns the summary) on its own connection.
// With a signing key, FILE.sig follows once FILE is in place; the key is
// loaded first, so a key that cannot be used leaves nothing written.
template <typename Work> void EvidenceExporter::run(const QString& path, Work work)
{
    const CancelFlag cancel = m_cancel;
    runStoreJob<QString>(
        this, m_store->readDsn(),
        [work, cancel, path, keyPath = m_signingKey.toStdString()](Connection& conn) {
            std::optional<SigningKey> key;
            if (!keyPath.empty()) key.emplace(loadSigningKeyFile(keyPath));
            QString summary = work(conn, cancel);
            if (key) summary += QLatin1Char(' ') + signExport(path, *key);
            else
                summary += staleSignatureRemoved(path);
            return summary;
        },
        [this, path](const QString& summary) { end(path, summary, QString()); },
        [this, path](const QString& error) { end(path, QString(), error); });
}

void EvidenceExporter::authorizationReceipt(const QString& intent, const QString& path)
{
    if (!begin(path, tr("Building the authorization receipt (verifies the whole chain)\u2026"), 0)) return;
    const bool pdf = path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    run(path, [intent = intent.toStdString(), path, pdf, govKey = SessionKeys::governanceKey(),
               money = MoneyFormat::instance().setting()](Connection& conn, const CancelFlag& cancel) {
        const auto rc = buildAuthorizationReceipt(conn, intent, nowEpoch(), govKey);
        if (!rc) noSuchIntent(intent);
        checkCancel(cancel);
        // The path the amount is on: the intent's, else its approval request's (an
        // approved request never used has no intent row), else the action's.
        const nlohmann::json* action = rc->document.contains("action") ? &rc->document.at("action") : nullptr;
        const bool named = action && action->is_object() && action->contains("path") && action->at("path").is_string();
        const QString actionPath = rc->path ? QString::fromStdString(*rc->path)
                                   : named  ? QString::fromStdString(action->at("path").get<std::string>())
                                            : QString();
        EvidenceDocument doc =
            authorizationDocument(*rc, currencyFor(money, actionPath).toStdString(), documentNumberMarks());
        translateDocument(doc); // in the console's language; in English the same bytes as sealctl's
        saveFileAtomically(path, pdf ? renderPdf(doc) : renderHtml(doc));
        return tr("Authorization receipt: %1 (%2); %3.")
            .arg(QString::fromLatin1(authorizationStatusCode(rc->status.status)),
                 safeText(std::string_view(rc->status.reason)), chainNote(rc->chain.ok));
    });
}

void EvidenceExporter::incidentReceipt(const QString& intent, const QString& path)
{
    if (!begin(path, tr("Building the incident receipt (verifies the whole chain)\u2026"), 0)) return;
    run(path, [intent = intent.toStdString(), path](Connection& conn, const CancelFlag& cancel) {
        const auto receipt = buildReceipt(conn, intent, nowEpoch());
        if (!receipt) noSuchIntent(intent);
        checkCancel(cancel);
        saveFileAtomically(path, prettyJsonText(receipt->text()) + "\n");
        return tr("Incident receipt, digest %1; %2.")
            .arg(QString::fromStdString(receipt->digest), chainNote(receipt->chainVerified));
    });
}

void EvidenceExporter::intentStory(const QString& intent, const QString& path)
{
    if (!begin(path, tr("Writing the intent's story\u2026"), 0)) return;
    const bool pdf = path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive);
    const std::string currency = MoneyFormat::instance().code().toStdString();
    run(path, [intent = intent.toStdString(), path, pdf, currency](Connection& conn, const CancelFlag& cancel) {
        std::optional<IntentStory> story;
        {
            ReadTransaction tx(conn);
            story = readIntentStory(conn, intent, nowEpoch());
        }
        if (!story) noSuchIntent(intent);
        checkCancel(cancel);
        if (pdf) {
            EvidenceDocument doc = intentStoryDocument(*story, currency, documentNumberMarks());
            translateDocument(doc);
            saveFileAtomically(path, renderPdf(doc));
        } else {
            saveFileAtomically(path, prettyJsonText(intentStoryJson(*story).dump()) + "\n"); // for machines: English
        }
        return tr("The story of intent %1: %n step(s), each with who did it and with what evidence.", nullptr,
                  pluralCount(static_cast<qint64>(story->timeline.size())))
            .arg(safeText(std::string_view(story->intent)));
    });
}

void EvidenceExporter::portableReceipt(const QString& intent, const QString& path)
{
    if (!begin(path, tr("Building the portable receipt (seal-receipt/1)\u2026"), 0)) return;
    run(path, [intent = intent.toStdString(), path](Connection& conn, const CancelFlag& cancel) {
        SealReceiptExport receipt;
        {
            ReadTransaction tx(conn);
            receipt = exportSealReceipt(conn, intent, nowEpoch());
        }
        // The kernel's refusal, word for word (unknown intent, no cert yet).
        if (!receipt.ok) throw std::runtime_error(safeText(std::string_view(receipt.refusal)).toStdString());
        checkCancel(cancel);
        saveFileAtomically(path, receipt.text);
        return tr(
            "Portable receipt (seal-receipt/1): %Ln cert(s) with the kernel's own hashes and signatures; "
            "check it with the kernel's public key pinned.",
            nullptr, pluralCount(receipt.certs));
    });
}

void EvidenceExporter::chainRange(qint64 from, qint64 to, const QString& path)
{
    const qint64 total = std::max<qint64>(1, to - from + 1);
    if (!begin(path, tr("Exporting certs seq %1 to %2\u2026").arg(from).arg(to), total)) return;
    QPointer<EvidenceExporter> self(this);
    run(path, [from, to, path, total, self](Connection& conn, const CancelFlag& cancel) {
        ChainExportStats stats;
        saveFileAtomically(path, [&](QIODevice& device) {
            LineCountingBuf buf(device, cancel, [&](qint64 lines) {
                if (lines % 500 != 0) return;
                QMetaObject::invokeMethod(
                    QCoreApplication::instance(),
                    [self, lines, total] {
                        if (self) Q_EMIT self->progressChanged(lines, total);
                    },
                    Qt::QueuedConnection);
            });
            std::ostream out(&buf);
            out.exceptions(
                std::ios::badbit); // the buffer's own exception (cancel, write error) comes through
            stats = exportChain(conn, from, to, out);
            out.flush();
        });
        return tr("%Ln cert(s) exported, seq %1 to %2.", nullptr, pluralCount(stats.rows))
            .arg(stats.firstSeq ? QString::number(*stats.firstSeq) : tr("none"),
                 stats.lastSeq ? QString::number(*stats.lastSeq) : tr("none"));
    });
}

void EvidenceExporter::rangeReport(std::optional<double> since, const QString& format, const QString& path)
{
    if (!begin(path, tr("Building the report (verifies the whole chain)\u2026"), 0)) return;
    const std::string currency = MoneyFormat::instance().code().toStdString(); // the profile's (or --currency)
    run(path, [since, format, path, currency](Connection& conn, const CancelFlag& cancel) {
        const RangeReport report = buildRangeReport(conn, since, nowEpoch());
        checkCancel(cancel);
        if (format == QLatin1String("json"))
            saveFileAtomically(
                path,
                prettyJsonText(rangeReportJson(report).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)) +
                    "\n");
        else if (format == QLatin1String("csv"))
            saveFileAtomically(path, rangeReportCsv(report));
        else {
            EvidenceDocument doc = rangeReportDocument(report, currency, documentNumberMarks());
            translateDocument(doc); // the console's language; JSON and CSV stay English, for machines
            saveFileAtomically(path, renderPdf(doc));
        }
        return tr("Report; %1.").arg(chainNote(report.chain.ok));
    });
}

} // namespace seal
