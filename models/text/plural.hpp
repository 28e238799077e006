#pragma once
// Counted words in the console's language: "%Ln cert(s)" reads "1 cert" and
// "2 certs" in English too. English is the source language, so its plural forms
// are a translation of their own (translations/sealdesk_en.ts, plural forms only),
// which plural.cpp installs as the last resort of every program that links it;
// a locale's own translation, installed later, is asked first.
#include <QtGlobal>

namespace seal {

// The count that tr() chooses a plural form by: tr() takes an int, and a count
// past INT_MAX still takes the plural form.
int pluralCount(qint64 n);

} // namespace seal
