// The one palette for states: what red, amber, green and grey mean, the
// same in every chart, delegate and row tint. Each tone also has a pattern
// and a glyph, so no state rests on hue alone (colour-blind operators).
// Tiers and worlds map onto the tones: WORLD_DIVERGED/diverged is bad (red),
// WORLD_UNKNOWN/unknown a warning (amber), WORLD_FINAL/confirmed good
// (green), SEALED/unconfirmed neutral (grey). Any other tier (they are
// agent-written) takes an "other" hue that none of those four uses.
#pragma once

#include <QBrush>
#include <QColor>
#include <QString>

namespace seal {

enum class Tone
{
    Bad,     // broken, diverged, suspended, over the limit
    Warning, // unknown, nearly at the limit, unreadable
    Good,    // intact, confirmed, may run
    Neutral, // sealed and waiting, revoked (muted), nothing to say
    Other,   // a tier the console does not know
};

QColor toneColour(Tone tone);
// A brush of the tone's colour with its pattern: bad is hatched, a warning
// dotted, good and neutral are solid. Its color() is toneColour(tone).
QBrush toneBrush(Tone tone);
// One character beside the text: ✖ bad, ? warning, ✔ good, ● neutral, ◆ other.
QString toneGlyph(Tone tone);

// A certificate tier (WORLD_DIVERGED...) or world (diverged...) as a tone.
Tone tierTone(const QString& tierOrWorld);
// The colour for tier number `index` of the "other" tiers: hues apart from
// the four meaningful ones, so an unknown tier never looks confirmed.
QColor otherTierColour(int index);

} // namespace seal
