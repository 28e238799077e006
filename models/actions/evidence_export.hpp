// The console's evidence exports, each written off the GUI thread through a
// temporary file renamed on success (never a half-written file under the
// final name), errors in one line:
//   authorization receipt   PDF or HTML (core's renderers, as sealctl), by the file's suffix
//   incident receipt        the bytes `sealctl receipt INTENT --format json` prints
//   portable receipt        the kernel's seal-receipt/1, its certs signed by the kernel
//   chain range             JSON lines of certs from..to (core exportChain)
//   range report            json | csv | pdf (core buildRangeReport)
// Any of them may be signed with one of the console's keys (setSigningKey):
// FILE.sig beside it (core's sealdesk-signature/1), written the same safe way
// once FILE is in place. One export at a time; progress where it is known,
// cancel always (a cancelled export writes nothing). The evidence actions of
// the actions layer (issue 29 item 1): a view starts one and shows its
// progress (views/evidence/export_progress.hpp); the work runs on its own
// connection, off the GUI thread.
#pragma once

#include "models/services/background_job.hpp"

#include <QObject>
#include <QString>
#include <optional>


namespace seal {

class StoreClient;

class EvidenceExporter : public QObject
{
    Q_OBJECT
public:
    explicit EvidenceExporter(StoreClient* store, QObject* parent = nullptr);

    bool isBusy() const { return m_busy; }
    void cancel();

    // The PEM key the next exports are signed with (empty: no signature). A
    // key that cannot be loaded fails the export before anything is written.
    void setSigningKey(const QString& keyPath) { m_signingKey = keyPath; }
    const QString& signingKey() const { return m_signingKey; }

    void authorizationReceipt(const QString& intent, const QString& path);
    void incidentReceipt(const QString& intent, const QString& path);
    // The kernel's seal-receipt/1 (SPEC §15.4): no key, Seal Desk signs nothing.
    void portableReceipt(const QString& intent, const QString& path);
    void chainRange(qint64 from, qint64 to, const QString& path);
    // One intent's story (core readIntentStory): PDF (who did each step, with
    // what evidence) by a .pdf suffix, else the JSON `sealctl intent --json` prints.
    void intentStory(const QString& intent, const QString& path);
    // format: json | csv | pdf
    void rangeReport(std::optional<double> since, const QString& format, const QString& path);

Q_SIGNALS:
    // An export began: `what` it does; `total` steps, or 0 when not known.
    void started(const QString& what, qint64 total);
    void progressChanged(qint64 done, qint64 total);
    // error empty: `path` was written; `summary` says what is in it. An
    // export asked for while another runs is refused at once with an error
    // (isBusy() is still true then: the one running has not finished).
    void finished(const QString& path, const QString& summary, const QString& error);

private:
    bool begin(const QString& path, const QString& what, qint64 total);
    void end(const QString& path, const QString& summary, const QString& error);
    template <typename Work> void run(const QString& path, Work work);

    StoreClient* m_store;
    CancelFlag m_cancel;
    bool m_busy = false;
    QString m_signingKey;
};

} // namespace seal
