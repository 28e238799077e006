// What a stored state token means, in the reader's language: the store keeps
// `pending`, `approved`, `open`, `sealed`; a German reader sees `ausstehend`,
// `genehmigt`, `offen`, `versiegelt`. Filters and sorting keep the token (a
// model's raw role); only what is shown is a word. A token the kernel does not
// write is shown as stored, through safeText.
#pragma once

#include <QString>
#include <string_view>

namespace seal {

// seal_approvals.state: pending | approved | rejected | expired.
QString approvalStateWord(std::string_view state);
// A vote's decision (approve | reject), as what the voter did: approved, rejected.
QString voteWord(std::string_view decision);
// seal_intents.state: open | sealed | fenced | failed.
QString intentStateWord(std::string_view state);

} // namespace seal
