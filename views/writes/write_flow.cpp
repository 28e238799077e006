#include "views/writes/write_flow.hpp"

#include "core/store/store.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"

#include <QDialog>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>
#include <chrono>
#include <memory>

namespace seal {

void offerWrite(QPushButton* button, const QString& whyNot, const QString& tip, QLabel* line,
                const QString& unavailable)
{
    button->setEnabled(whyNot.isEmpty());
    button->setToolTip(whyNot.isEmpty() ? tip : whyNot);
    if (line) line->setText(whyNot.isEmpty() ? QString() : unavailable.arg(whyNot));
}

} // namespace seal

namespace seal::detail {

void reportWrite(ConsolePage* page, const WriteReport& report)
{
    if (report.fate == WriteFate::Done)
        Q_EMIT page->statusMessage(writeHeadline(report));
    else
        showWriteOutcome(page, report);
}

void watchFailedWrite(QObject* watch, ConsolePage* page, StoreClient* store, quint64 id, const QString& what,
                      bool beforeWriting, std::function<void(const QString&)> failed)
{
    // A write rolled back before its COMMIT (timed out, or cancelled while
    // it waited) has a known fate: nothing was written.
    auto rolledBack = std::make_shared<bool>(false);
    QObject::connect(store, &StoreClient::writeRolledBack, watch, [id, rolledBack](quint64 request) {
        if (request == id) *rolledBack = true;
    });
    QObject::connect(store, &StoreClient::requestFailed, watch,
                     [page, watch, id, what, beforeWriting, rolledBack,
                      failed = std::move(failed)](quint64 request, const QString& message) {
                         if (request != id) return;
                         watch->deleteLater();
                         if (*rolledBack) {
                             showWriteOutcome(page, {WriteFate::Refused, what, safeText(message),
                                                     ConsolePage::tr("nothing written")});
                         } else if (beforeWriting) {
                             Q_EMIT page->statusMessage(
                                 ConsolePage::tr("%1: nothing written — %2").arg(what, safeText(message)));
                         } else {
                             // The core reports a write's fate itself; a failure outside it
                             // leaves the fate unknown, and the console never guesses or retries.
                             showWriteOutcome(page, {WriteFate::LostUnknown, what, safeText(message)});
                         }
                         if (failed) failed(message);
                     });
}

} // namespace seal::detail

namespace seal::detail {
namespace {

// A write that has not ended within this long is shown as waiting: most
// writes end well before, and then nothing flickers.
constexpr int kWaitingShownAfterMs = 800;

QString waitingText(const QString& what, qint64 elapsedMs)
{
    const auto timeout = std::chrono::duration_cast<std::chrono::seconds>(storeTimeout()).count();
    const QString givesUp =
        timeout > 0
            ? ConsolePage::tr("The write gives up by itself after %n s (the store timeout)", nullptr,
                              pluralCount(static_cast<qint64>(timeout)))
            : ConsolePage::tr(
                  "No store timeout is set, so the write waits as long as the other session holds on");
    return ConsolePage::tr("%1: waiting for the store (%n s so far).", nullptr,
                           pluralCount(static_cast<qint64>((elapsedMs + 999) / 1000)))
               .arg(what) +
           QStringLiteral("\n\n") +
           ConsolePage::tr(
               "Another session may hold what this write needs. %1; Cancel ends it now. Either way, "
               "nothing is written. A Cancel that comes once the write is committing changes nothing: "
               "the write then lands.")
               .arg(givesUp);
}

} // namespace

void showWhileWaiting(QObject* watch, ConsolePage* page, StoreClient* store, quint64 id, const QString& what)
{
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    QTimer::singleShot(kWaitingShownAfterMs, watch, [watch, page, store, id, what, clock] {
        auto* box = new QDialog(page);
        box->setObjectName(QStringLiteral("writeWaitingDialog"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setWindowTitle(what);
        auto* label = new QLabel(waitingText(what, clock->elapsed()), box);
        label->setObjectName(QStringLiteral("writeWaitingText"));
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        auto* bar = new QProgressBar(box);
        bar->setRange(0, 0); // how long the other session holds on is not known
        auto* buttons = new QDialogButtonBox(box);
        QPushButton* cancel = buttons->addButton(ConsolePage::tr("Cancel the write"), QDialogButtonBox::RejectRole);
        cancel->setObjectName(QStringLiteral("writeWaitingCancel"));
        QObject::connect(buttons, &QDialogButtonBox::rejected, box, &QDialog::reject);
        auto* layout = new QVBoxLayout(box);
        layout->addWidget(label);
        layout->addWidget(bar);
        layout->addWidget(buttons);
        auto* tick = new QTimer(box);
        QObject::connect(tick, &QTimer::timeout, label,
                         [label, what, clock] { label->setText(waitingText(what, clock->elapsed())); });
        tick->start(1000);
        // Cancel (or Esc, or closing the window) asks the server to cancel
        // the write; its outcome then says what happened, as for any write.
        QObject::connect(box, &QDialog::rejected, store, [store, id] { store->cancelWrite(id); });
        QObject::connect(watch, &QObject::destroyed, box, [box] {
            QObject::disconnect(box, &QDialog::rejected, nullptr, nullptr);
            box->close();
        });
        box->setMinimumWidth(440);
        box->show(); // not modal: the rest of the console goes on while the write waits
    });
}

} // namespace seal::detail
