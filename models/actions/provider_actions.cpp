#include "models/actions/provider_actions.hpp"

#include "core/net/http_client.hpp"
#include "models/services/secret_store.hpp"
#include "models/services/settings.hpp"
#include "models/text/safe_text.hpp"

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QRegularExpression>
#include <chrono>
#include <utility>

namespace seal {
namespace {

QString tr(const char* text) // lupdate files these under the namespace's context, "seal"
{
    return QCoreApplication::translate("seal", text);
}

} // namespace

WitnessSetting configuredWitness()
{
    WitnessSetting s;
    const auto sessionUrl = SessionKeys::witnessUrl();
    const QString url = sessionUrl ? QString::fromStdString(*sessionUrl).trimmed() : Settings().witnessUrl().trimmed();
    const QString key = QString::fromStdString(SessionKeys::witnessKey().value_or(std::string()));
    if (url.isEmpty()) {
        s.whyNot =
            tr("No provider witness configured: set its URL and key in Edit \u25B8 Preferences… "
               "(Provider witness), or "
               "start Seal Desk with SEAL_WITNESS_URL (the provider's base URL, as for sealctl settle "
               "--witness) and SEAL_WITNESS_KEY (its API key; read-only is enough) in the environment.");
        return s;
    }
    try {
        parseUrl(url.toStdString());
    } catch (const HttpError& e) {
        s.whyNot = tr("SEAL_WITNESS_URL is not usable: %1").arg(safeText(std::string_view(e.what())));
        return s;
    }
    if (key.isEmpty()) {
        s.whyNot =
            tr("No provider witness key: set it in Edit \u25B8 Preferences… (Provider witness key), or "
               "start Seal Desk "
               "with SEAL_WITNESS_KEY (the provider's API key; read-only is enough) in the environment.");
        return s;
    }
    s.witness = ProviderWitness{url.toStdString(), key.toStdString(), std::chrono::milliseconds(10000), true, {}};
    // What the cert and the screen say: no credentials, no query (it may carry secrets).
    const QString shown = QString::fromStdString(redactedUrl(url.toStdString()));
    const qsizetype cut = shown.indexOf(QRegularExpression(QStringLiteral("[?#]")));
    s.source = cut < 0 ? shown : shown.left(cut);
    return s;
}

namespace actions {

CancelFlag askWitness(QObject* context, ProviderWitness provider, const std::string& intent,
                      const std::optional<QString>& storeDsn, std::function<void(WitnessQuestion)> done,
                      std::function<void(const QString&)> failed)
{
    const CancelFlag stop = newCancelFlag();
    provider.stop = [stop] { return stop->load(); };
    const auto ask = [provider, intent](Connection* conn) {
        WitnessQuestion question;
        // As sealctl witness: an intent that may not be witnessed bothers no provider.
        if (conn) question.problem = witnessProblem(*conn, intent);
        if (!question.problem.pattern.empty()) return question;
        try {
            question.answer = askProvider(provider, intent);
        } catch (const HttpStopped&) {
            question.stopped = true;
        }
        return question;
    };
    const auto told = [done = std::move(done), stop](WitnessQuestion question) {
        question.stopped = question.stopped || stop->load(); // an answer after Cancel is not taken
        done(std::move(question));
    };
    detail::runJob<WitnessQuestion>(context, storeDsn, ask, told,
                                    [failed = std::move(failed)](const QString& error) { failed(error); });
    return stop;
}

CancelFlag listEffects(QObject* context, ProviderWitness provider, double since, double until,
                       std::function<void(int pages, int effects, int ignored)> progress,
                       std::function<void(EffectListing)> done, std::function<void(const QString&)> failed)
{
    const CancelFlag stop = newCancelFlag();
    provider.stop = [stop] { return stop->load(); };
    QPointer<QObject> guard(context);
    const ListProgress told = [guard, progress = std::move(progress)](const EffectListing& sofar) {
        const int pages = sofar.pages;
        const int effects = static_cast<int>(sofar.effects.size());
        const int ignored = sofar.ignored;
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, progress, pages, effects, ignored] {
                if (guard) progress(pages, effects, ignored);
            },
            Qt::QueuedConnection);
    };
    // No store connection: the listing runs on a pool thread of its own, stopped by its flag.
    runFileJob<EffectListing>(
        context,
        [provider, since, until, told] { return listProviderEffects(provider, since, until, kDefaultMaxListPages, told); },
        [done = std::move(done)](EffectListing listing) { done(std::move(listing)); },
        [failed = std::move(failed)](const QString& error) { failed(error); });
    return stop;
}

StoreAction<SettleOutcome> settle(const SettleRequest& request)
{
    StoreAction<SettleOutcome> action;
    action.run = [request](Connection& conn, const std::string&) { return seal::settle(conn, request); };
    action.throwsOnlyBeforeWriting = true; // core settle() throws only before it writes
    return action;
}

StoreAction<SettleOutcome> recordWitness(const SettleRequest& request)
{
    StoreAction<SettleOutcome> action;
    action.run = [request](Connection& conn, const std::string&) { return witnessSealed(conn, request); };
    action.throwsOnlyBeforeWriting = true; // witnessSealed throws only when nothing was tried
    return action;
}

StoreAction<ReconcileOutcome> recordSweep(const ReconcileRequest& request, const EffectListing& listing)
{
    StoreAction<ReconcileOutcome> action;
    action.run = [request, listing](Connection& conn, const std::string&) {
        return recordReconcile(conn, request, listing);
    };
    action.throwsOnlyBeforeWriting = true; // recordReconcile throws only when nothing was tried
    return action;
}

} // namespace actions
} // namespace seal
