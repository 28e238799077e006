// One intent's story as a document people can attach (the console's Export…
// in the intent inspector, `sealctl intent INTENT --format pdf`): where the
// intent stands, then every step in time order with who did it and with what
// evidence, as the store names them. Rendered by evidence_document's
// renderers; every string in it may be agent-written and is shown as text.
#pragma once

#include "core/evidence/evidence_document.hpp"
#include "core/rules/intent_story.hpp"

#include <string_view>

namespace seal {

// `currency`: the one the reader was told (the store records none), or "".
EvidenceDocument intentStoryDocument(const IntentStory& story, std::string_view currency,
                                     const NumberMarks& marks = {});

} // namespace seal
