// A sentence of the program's own with values in it, e.g. "intact: %n
// cert(s) walked, head seq %1". Core writes it in English (text()) for sealctl,
// JSON and parity; the console translates the pattern into the reader's
// language and fills in the same values (models/text/document_words). A value
// is never translated, and never read as a placeholder.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace seal {

struct Phrase
{
    std::string pattern;            // English; %1…%9 take args, %n takes count
    std::vector<std::string> args;  // the values, as written
    std::optional<long long> count; // %n, and whether a "(s)" reads singular or plural
    // The English is the reference kernel's own wording, kept for parity: a
    // "(s)" stays as the kernel writes it ("1 more world-confirmed effect(s)");
    // the count still picks a translation's plural form.
    bool kernelWording = false;
    // The args that are the program's own words rather than a value as
    // written (an approval's state: "pending"): a translation translates them
    // as words. text() writes them as they are.
    std::vector<std::size_t> words = {};

    // The English sentence: "%n" the count, "(s)"/"(es)" by the count (unless
    // kernelWording), %k the k-th value; one pass, so a value's own "%2" stays
    // as written.
    std::string text() const;
};

} // namespace seal
