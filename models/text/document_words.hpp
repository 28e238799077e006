// Evidence documents (the range report, the authorization receipt, the
// intent's story) in the console's language. Core builds them in English,
// for sealctl and for parity; the console translates what is its own wording
// — the title, section headings, field labels, table headings and fixed
// notes and words — and leaves every value from the store as it is. JSON and
// CSV exports stay in English: they are for machines.
#pragma once

#include "core/evidence/evidence_document.hpp"

#include <QStringList>

namespace seal {

// Every heading, label, table heading and fixed text the documents use, in
// English: what translateDocument() can translate (a test keeps it complete).
const QStringList& documentWords();

// `doc` with its own wording translated (context "seal::Document"): labels,
// headings, word cells, the page footer, and each sentence of its own
// (DocPhrase) with the same values filled in; values untouched. Without a
// translator installed it is unchanged.
void translateDocument(EvidenceDocument& doc);

// A sentence of the console's own (a document's, an intent story's step) in
// the reader's language, its values as written.
QString phraseText(const Phrase& phrase);

// What a write's outcome says, in the reader's words: its phrase, or core's
// English line for a write that has no phrase yet.
QString outcomeText(const Phrase& said, const std::string& message);

// What a store error says, in the reader's words: Seal Desk's sentence
// translated (the server's own words stay a value), or what() when it has none.
class StoreError;
QString storeErrorText(const StoreError& error);

// How the console's locale writes numbers, for the amounts in a document.
NumberMarks documentNumberMarks();

} // namespace seal
