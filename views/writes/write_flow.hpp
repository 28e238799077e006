// The one confirm-then-write flow every write page uses:
//   1. the confirmation (ConfirmWriteDialog, opened without blocking);
//   2. on confirm, the write on the store's write connection (core owns its
//      transaction and its re-check after a lost connection);
//   3. the outcome: Done in the status bar, anything else in an outcome box
//      that says the fate; a failure outside core is "not known whether it
//      landed" (never retried).
// The page says what to confirm and what to do afterwards; what is written
// is an action of models/actions/ (the page never calls core's writes).
#pragma once

#include "models/actions/store_action.hpp"
#include "models/store_client.hpp"
#include "views/widgets/console_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"
#include "views/writes/write_outcome.hpp"

#include <QPointer>
#include <functional>
#include <memory>
#include <string>

class QLabel;
class QPushButton;

namespace seal {

class Connection;

template <typename Outcome> struct WriteFlow
{
    // What is written: core's request, built by the actions layer
    // (models/actions/), and whether a failure outside its outcome can be
    // known to have written nothing.
    StoreAction<Outcome> action;
    QString what; // names the write in its outcome: "Unfreeze eu-payments"
    ConfirmWriteDialog::Spec spec;
    QString dialogName; // the confirmation's objectName (tests find it by that)
    // The confirmation's parent when not the page (a dialog that runs the
    // write, e.g. a sweep: the confirmation must not be blocked by it).
    QPointer<QWidget> dialogParent = {};
    // What to report; empty: reportOf(what, outcome), the fate and core's message made safe.
    std::function<WriteReport(const Outcome&)> report = {};
    std::function<void(quint64 id)> sent = {};     // the write left (pages disable their buttons)
    std::function<void(const Outcome&)> done = {}; // after the report (reload, a result pane)
    // After a failure outside core's own outcome was reported: "not known
    // whether it landed", or "nothing written" (action.throwsOnlyBeforeWriting).
    std::function<void(const QString& message)> failed = {};
};

namespace detail {
// Until `watch` is deleted, a failure of request `id` outside core is
// reported (and `watch` deleted): "not known whether it landed", or
// "nothing written" when core throws only before it writes.
void watchFailedWrite(QObject* watch, ConsolePage* page, StoreClient* store, quint64 id, const QString& what,
                      bool beforeWriting, std::function<void(const QString&)> failed);
void reportWrite(ConsolePage* page, const WriteReport& report);
// While `watch` lives (the write is out) and once it has waited a moment,
// a window says that write `id` waits for the store, for how long, and
// offers to cancel it (StoreClient::cancelWrite: nothing is written).
void showWhileWaiting(QObject* watch, ConsolePage* page, StoreClient* store, quint64 id, const QString& what);
} // namespace detail

// A write button offered or not: enabled when `whyNot` is empty, its tooltip
// `tip` then and `whyNot` otherwise (the same words the store would refuse
// with). `line` (may be null) says it in the page as `unavailable` with %1.
void offerWrite(QPushButton* button, const QString& whyNot, const QString& tip, QLabel* line = nullptr,
                const QString& unavailable = {});

// Opens the confirmation for `flow` on `page` and returns it (it deletes
// itself when closed).
template <typename Outcome>
ConfirmWriteDialog* confirmThenWrite(ConsolePage* page, StoreClient* store, WriteFlow<Outcome> flow)
{
    auto* dialog = new ConfirmWriteDialog(flow.spec, flow.dialogParent ? flow.dialogParent.data() : page);
    if (!flow.dialogName.isEmpty()) dialog->setObjectName(flow.dialogName);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto shared = std::make_shared<WriteFlow<Outcome>>(std::move(flow));
    QObject::connect(dialog, &QDialog::accepted, page, [page, store, dialog, shared] {
        const std::string reason = dialog->reason().toStdString();
        auto* watch = new QObject(page); // lives while the write is out
        QPointer<QObject> watching(watch);
        auto run = shared->action.run;
        const quint64 id = store->write<Outcome>(
            page, [run, reason](Connection& conn) { return run(conn, reason); },
            [page, shared, watching](Outcome outcome) {
                delete watching.data();
                detail::reportWrite(page, shared->report ? shared->report(outcome) : reportOf(shared->what, outcome));
                if (shared->done) shared->done(outcome);
            });
        detail::watchFailedWrite(watch, page, store, id, shared->what, shared->action.throwsOnlyBeforeWriting,
                                 shared->failed);
        detail::showWhileWaiting(watch, page, store, id, shared->what);
        if (shared->sent) shared->sent(id);
    });
    dialog->open();
    return dialog;
}

} // namespace seal
