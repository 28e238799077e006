#include "models/intent_story_model.hpp"

#include "core/base/clock.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/lookalike_text.hpp"
#include "models/text/safe_text.hpp"
#include "models/text/state_words.hpp"

#include <array>
#include <string>
#include <utility>

namespace seal {
namespace {

constexpr std::array<const char*, IntentStoryModel::ColumnCount> kTitles = {
    QT_TRANSLATE_NOOP("seal::IntentStoryModel", "When"),
    QT_TRANSLATE_NOOP("seal::IntentStoryModel", "What"),
    QT_TRANSLATE_NOOP("seal::IntentStoryModel", "By"),
    QT_TRANSLATE_NOOP("seal::IntentStoryModel", "Evidence"),
    QT_TRANSLATE_NOOP("seal::IntentStoryModel", "Detail"),
};

QString orNone(const std::optional<std::string>& text)
{
    return text ? safeText(std::string_view(*text)) : IntentStoryModel::tr("(none)");
}

// What the store says of a step, in the reader's language (core's English when
// the step carries no phrase).
QString stepText(const StoryEntry& e)
{
    return e.what.pattern.empty() ? QString::fromStdString(e.summary) : phraseText(e.what);
}

QString holdText(HoldKind kind)
{
    switch (kind) {
    case HoldKind::LeaseExpired:
        return IntentStoryModel::tr("held: its lease expired mid-effect; nobody knows yet what the world did");
    case HoldKind::WorldUnknown:
        return IntentStoryModel::tr("held: a witness could not find out what the world did");
    case HoldKind::InFlight:
        return IntentStoryModel::tr("in flight: its lease has not passed yet");
    case HoldKind::None:
        break;
    }
    return IntentStoryModel::tr("not held");
}

} // namespace

IntentStoryModel::IntentStoryModel(StoreClient* store, const IntentStoryLimits& limits, QObject* parent)
    : KeyedTableModel(kTitles, parent), m_limits(limits)
{
    readFrom(store);
    followDisplayTime(AtColumn, AtColumn);
}

void IntentStoryModel::setIntent(const QString& intent)
{
    if (intent == m_intent && (hasLoaded() || isLoading())) return;
    m_intent = intent;
    forgetLoaded();
    reload();
}

void IntentStoryModel::reload()
{
    if (m_intent.isEmpty()) {
        m_story.reset();
        showStory();
        return;
    }
    const std::string intent = m_intent.toStdString();
    load<std::optional<IntentStory>>(
        [intent, limits = m_limits](Connection& conn) { return readIntentStory(conn, intent, nowEpoch(), limits); },
        [this, asked = m_intent](std::optional<IntentStory> story) {
            if (asked != m_intent) { // another intent was chosen meanwhile
                dropAnswer();
                return;
            }
            m_story = std::move(story);
            showStory();
        });
}

void IntentStoryModel::showStory()
{
    QList<TimelineRow> rows;
    if (m_story) {
        rows.reserve(static_cast<qsizetype>(m_story->timeline.size()));
        int position = 0;
        for (const StoryEntry& entry : m_story->timeline)
            rows.push_back(TimelineRow{entry, position++});
    }
    replaceRows(std::move(rows));
}

QString IntentStoryModel::kindText(const std::string& kind)
{
    if (kind == "intent_created") return tr("Intent created");
    if (kind == "intent_updated") return tr("Intent last updated");
    if (kind == "cert") return tr("Certificate");
    if (kind == "approval_requested") return tr("Approval requested");
    if (kind == "vote") return tr("Vote");
    if (kind == "approval_decided") return tr("Approval decided");
    if (kind == "approval_consumed") return tr("Approval used");
    if (kind == "approval_expired") return tr("Approval expired");
    if (kind == "mandate_minted") return tr("Mandate minted");
    if (kind == "mandate_consumed") return tr("Mandate used");
    if (kind == "mandate_expired") return tr("Mandate expired");
    if (kind == "ticket_spent") return tr("Ticket spent");
    if (kind == "spend_reserved") return tr("Budget reservation");
    if (kind == "event") return tr("Event");
    if (kind == "domain_frozen") return tr("Domain frozen");
    return safeText(std::string_view(kind));
}

QVariant IntentStoryModel::cell(const TimelineRow& row, int column, int role) const
{
    const StoryEntry& e = row.entry;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case AtColumn:
            return DisplayTime::instance().format(e.at);
        case WhatColumn:
            return kindText(e.kind);
        case ByColumn:
            return e.by.empty() ? QString() : safeText(phraseText(e.who));
        case EvidenceColumn:
            return safeText(std::string_view(e.evidence));
        case DetailColumn:
            return safeText(stepText(e));
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (column == DetailColumn) return safeText(stepText(e), TextLines::Multi);
        if (column == EvidenceColumn && !e.evidence.empty()) return safeText(std::string_view(e.evidence), TextLines::Multi);
        if (column == WhatColumn) return safeText(std::string_view(e.kind));
        return {};
    case KindRole:
        return QString::fromStdString(e.kind);
    case AtRole:
        return e.at;
    default:
        return {};
    }
}

QString IntentStoryModel::describe(const IntentStory& story)
{
    const DisplayTime& time = DisplayTime::instance();
    QStringList lines;
    lines << tr("Intent: %1").arg(safeText(std::string_view(story.intent)));
    if (story.row) {
        const StoryIntentRow& r = *story.row;
        // The path alone, not against the store's other paths: what it contains (issue 26, item 4).
        const Lookalike look = r.domain ? examineIdentifier(*r.domain) : Lookalike{};
        lines << tr("Action: %1    Path: %2")
                     .arg(safeText(std::string_view(r.action)), markedText(orNone(r.domain), look));
        if (look.suspicious()) lines << lookalikeExplanation(look);
        lines << tr("State: %1    Tier: %2").arg(intentStateWord(r.state), orNone(r.tier));
        lines << tr("Created: %1    Updated: %2").arg(time.formatPrecise(r.createdAt), time.formatPrecise(r.updatedAt));
    } else {
        lines << tr("No intent row: the claim was released, or only other tables name this intent.");
    }
    QStringList standing;
    standing << holdText(story.hold);
    if (story.diverged) standing << tr("DIVERGED: the world contradicts the chain");
    if (story.domainFrozen)
        standing << tr("domain %1 frozen: %2")
                        .arg(safeText(std::string_view(story.domainFrozen->domain)), orNone(story.domainFrozen->reason));
    lines << tr("Standing: %1").arg(standing.join(QStringLiteral("; ")));
    lines << tr("Certs: %1    Approval requests: %2    Events: %3    Budget reservations: %4")
                 .arg(story.certs.size())
                 .arg(story.approvals.size())
                 .arg(story.events.size())
                 .arg(story.reservations.size());
    if (story.mandate) {
        const Mandate& m = *story.mandate;
        lines << tr("Mandate: %1, %2, amount %3")
                     .arg(safeText(std::string_view(m.mandateId)), safeText(std::string_view(m.state)),
                          m.amount ? amountText(*m.amount, QString::fromStdString(m.path))
                                   : tr("(none)"));
    } else {
        lines << tr("Mandate: none");
    }
    lines << (story.ticket ? tr("Ticket: spent on %1 at %2")
                                 .arg(safeText(std::string_view(story.ticket->path)),
                                      time.formatPrecise(story.ticket->spentAt))
                           : tr("Ticket: none spent"));
    for (const StorySaga& s : story.sagas)
        lines << tr("Saga %1, step %2 (%3): graph %4, evaluated %5")
                     .arg(safeText(std::string_view(s.graphId)), safeText(std::string_view(s.childKey)),
                          safeText(std::string_view(s.state)), orNone(s.graphState), orNone(s.evaluatedState));
    if (story.truncated.any())
        lines << tr("Cut short: a section holds more rows than the inspector reads; sealctl intent --json shows "
                    "which.");
    for (const std::string& problem : story.invalid)
        lines << tr("Not readable: %1").arg(safeText(std::string_view(problem)));
    return lines.join(QLatin1Char('\n'));
}

} // namespace seal
