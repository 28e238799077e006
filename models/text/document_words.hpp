// Evidence documents (the range report, the authorization receipt, the
// intent's story) in the console's language. Core builds them in English,
// for sealctl and for parity; the console translates what is its own wording
// — the title, section headings, field labels, table headings and fixed
// notes and words — and leaves every value from the store as it is. JSON and
// CSV exports stay in English: they are for machines.
#pragma once

#include "evidence_document.hpp"

#include <QStringList>

namespace seal {

// Every heading, label, table heading and fixed text the documents use, in
// English: what translateDocument() can translate (a test keeps it complete).
const QStringList& documentWords();

// `doc` with its own wording translated (context "seal::Document"); values
// untouched. Without a translator installed it is unchanged.
void translateDocument(EvidenceDocument& doc);

} // namespace seal
