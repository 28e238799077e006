#include "models/intent_purpose.hpp"

#include "core/rules/intent_story.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/text/state_words.hpp"

#include <QCoreApplication>
#include <nlohmann/json.hpp>

namespace seal {
namespace {

constexpr qsizetype kShownReservations = 3;
constexpr qsizetype kShownEvents = 5;
constexpr qsizetype kReasonChars = 200;

// lupdate files these tr() calls under the namespace's context, "seal".
QString tr(const char* text, const char* disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("seal", text, disambiguation, n);
}

// An event's one-line reason: detail.reason, else detail.cause, else its kind alone.
QString eventLine(const StoryEvent& e)
{
    QString line = safeText(e.kind);
    if (!e.detailText) return line;
    const auto detail = nlohmann::json::parse(*e.detailText, nullptr, false);
    if (!detail.is_object()) return line;
    for (const char* field : {"reason", "cause", "why"}) {
        const auto it = detail.find(field);
        if (it != detail.end() && it->is_string())
            return tr("%1: %2").arg(line, safeText(it->get<std::string>()).left(kReasonChars));
    }
    return line;
}

QString reservationsText(const IntentStory& story)
{
    QStringList lines;
    for (const Reservation& r : story.reservations) {
        if (lines.size() == kShownReservations) break;
        lines << tr("%1 against budget %2 (%3)")
                     .arg(amountText(r.amount), safeText(r.budgetKey),
                          r.state == "reserved" ? tr("reserved: counts against the ceiling until settled")
                                                : safeText(r.state));
    }
    if (story.reservations.size() > static_cast<std::size_t>(kShownReservations))
        lines << tr("and %n more", nullptr,
                    pluralCount(static_cast<qint64>(story.reservations.size()) - kShownReservations));
    return lines.join(QLatin1Char('\n'));
}

QString gatewayText(const IntentStory& story)
{
    QStringList lines;
    const DisplayTime& time = DisplayTime::instance();
    // The newest first: what the gateway said last is what the approver needs.
    for (auto it = story.events.rbegin(); it != story.events.rend() && lines.size() < kShownEvents; ++it)
        lines << tr("%1 \u2014 %2").arg(time.format(it->at), eventLine(*it));
    if (story.events.size() > static_cast<std::size_t>(kShownEvents))
        lines << tr("and %n more in the intent's story", nullptr,
                    pluralCount(static_cast<qint64>(story.events.size()) - kShownEvents));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QList<PurposeLine> intentPurpose(const IntentStory* story)
{
    if (!story)
        return {{QStringLiteral("state"), tr("Intent:"),
                 tr("the store has no row, cert, mandate, reservation or event for it")}};
    QList<PurposeLine> out;
    if (story->row) {
        out << PurposeLine{QStringLiteral("action"), tr("Action:"), safeText(story->row->action)};
        out << PurposeLine{QStringLiteral("args"), tr("Arguments digest:"), safeText(story->row->argsDigest)};
        out << PurposeLine{QStringLiteral("state"), tr("Intent state:"),
                           story->row->tier ? tr("%1, tier %2").arg(intentStateWord(story->row->state), safeText(*story->row->tier))
                                            : intentStateWord(story->row->state)};
    } else {
        out << PurposeLine{QStringLiteral("state"), tr("Intent state:"),
                           tr("no intent row (not admitted yet, or released)")};
    }
    if (story->mandate) {
        const Mandate& m = *story->mandate;
        QString text = tr("%1, %2; arguments digest %3")
                           .arg(safeText(m.mandateId), safeText(m.state), safeText(m.argsDigest));
        if (story->row && m.argsDigest != story->row->argsDigest)
            text += QLatin1Char('\n') + tr("differs from the intent's arguments digest");
        out << PurposeLine{QStringLiteral("mandate"), tr("Mandate:"), text};
    }
    if (!story->reservations.empty())
        out << PurposeLine{QStringLiteral("budget"), tr("Budget:"), reservationsText(*story)};
    if (story->ticket)
        out << PurposeLine{QStringLiteral("ticket"), tr("Ticket:"),
                           tr("spent %1 on path %2 (%3)")
                               .arg(DisplayTime::instance().format(story->ticket->spentAt),
                                    safeText(story->ticket->path), safeText(story->ticket->sig).left(16) + QChar(0x2026))};
    if (!story->events.empty())
        out << PurposeLine{QStringLiteral("gateway"), tr("Gateway recorded:"), gatewayText(*story)};
    return out;
}

} // namespace seal
