// Look-alike identifiers as the console shows them (issue 26, item 4): the
// rule is core's (base/lookalike.*, ICU's spoof checker); here its notes in
// the reader's language, and the mark a list cell or a field carries.
#pragma once

#include "core/base/lookalike.hpp"

#include <QHash>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace seal {

// The mark in front of a marked value: "⚠ payouts.wіre".
QString lookalikeMark();

// "Cyrillic і U+0456; looks like payouts.wire", translated; empty when nothing is suspicious.
QString lookalikeText(const Lookalike& lookalike);

// "look-alike: Cyrillic і U+0456; …" (a tooltip, a confirmation's row); empty when clean.
QString lookalikeExplanation(const Lookalike& lookalike);

// `shown` with the mark in front when `lookalike` is suspicious, else `shown` as it is.
QString markedText(const QString& shown, const Lookalike& lookalike);

// The look-alikes among the identifiers of one kind a model shows (its paths,
// its budget keys, its domains): each examined against all the others through
// one LookalikeIndex, O(identifiers); only the suspicious ones are kept.
class LookalikeMarks
{
public:
    void rebuild(const std::vector<std::string>& ids);
    const Lookalike& of(const std::string& id) const; // an empty Lookalike when clean
    const Lookalike& of(const std::optional<std::string>& id) const;
    // `shown` with the mark when `id` is marked (markedText()).
    template <typename Id> QString marked(const QString& shown, const Id& id) const
    {
        return markedText(shown, of(id));
    }
    // lookalikeExplanation(of(id)): a tooltip or a detail's line; empty when clean.
    template <typename Id> QString explanation(const Id& id) const { return lookalikeExplanation(of(id)); }

private:
    QHash<QString, Lookalike> m_marks; // by raw identifier
};

// A value for a dialog: each run of more than kElidedWordChars characters
// without a space cut in its middle ("abc…xyz"), and the whole cut at
// kElidedValueChars, so that one long name cannot push a dialog's buttons
// off the screen. Wrapped text of ordinary length comes back unchanged.
inline constexpr int kElidedWordChars = 80;
inline constexpr int kElidedValueChars = 600;
QString elidedForDialog(const QString& value);

} // namespace seal
