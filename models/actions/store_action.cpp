#include "models/actions/store_action.hpp"

#include "models/text/document_words.hpp"
#include "models/text/safe_text.hpp"

namespace seal {
namespace {

template <typename Outcome> WriteReport saidReport(const QString& what, const Outcome& outcome)
{
    return WriteReport{outcome.fate, what, safeText(outcomeText(outcome.said, outcome.message))};
}

} // namespace

WriteReport reportOf(const QString& what, const OperatorOutcome& outcome)
{
    return saidReport(what, outcome);
}

WriteReport reportOf(const QString& what, const VoteOutcome& outcome)
{
    return saidReport(what, outcome);
}

WriteReport reportOf(const QString& what, const ChangeOutcome& outcome)
{
    QString text = outcomeText(outcome.said, outcome.message);
    if (!outcome.actSaid.pattern.empty() && outcome.refusal == ChangeRefusal::None)
        text += QStringLiteral(": ") + outcomeText(outcome.actSaid, outcome.actMessage);
    return WriteReport{outcome.fate, what, safeText(text)};
}

WriteReport reportOf(const QString& what, const SettleOutcome& outcome)
{
    return saidReport(what, outcome);
}

WriteReport reportOf(const QString& what, const ReconcileOutcome& outcome)
{
    return saidReport(what, outcome.write);
}

} // namespace seal
