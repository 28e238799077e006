// A write's line, said twice in the same words: `message` in English (sealctl,
// JSON, core's tests) and `said`, its pattern and values apart, which the
// console shows in the reader's language (models/text/document_words).
#pragma once

#include "core/base/phrase.hpp"
#include "core/writes/governance.hpp"

#include <utility>

namespace seal {

template <typename Outcome> void say(Outcome& out, Phrase said)
{
    out.message = said.text();
    out.said = std::move(said);
}

// Refused, nothing written: why, and the line that says so.
template <typename Outcome, typename Why> Outcome refusedSaying(Outcome out, Why why, Phrase said)
{
    out.fate = WriteFate::Refused;
    out.refusal = why;
    say(out, std::move(said));
    return out;
}

} // namespace seal
