#include "write_flow.hpp"

#include "safe_text.hpp"

#include <QLabel>
#include <QPushButton>

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
    QObject::connect(store, &StoreClient::requestFailed, watch,
                     [page, watch, id, what, beforeWriting,
                      failed = std::move(failed)](quint64 request, const QString& message) {
                         if (request != id) return;
                         watch->deleteLater();
                         if (beforeWriting) {
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
