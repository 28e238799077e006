// The console's languages: Qt's own strings (qtbase's catalogue, from the
// Debian package qt6-translations-l10n: the buttons and menus Qt draws, such
// as Cancel and Close) and ours (embedded .qm files), in the language chosen
// in Settings, else the system's.
#pragma once

#include <QLocale>
#include <QString>

class QApplication;
class QTranslator;

namespace seal {

// Loads qtbase's catalogue for `locale` into `translator`; false when the
// system has none for it (English needs none).
bool loadQtTranslations(QTranslator& translator, const QLocale& locale);

// Installs Qt's translations and ours for `language` ("" = the system's).
void installTranslators(QApplication& app, const QString& language);

} // namespace seal
