#include "app/sealdesk/translators.hpp"

#include <QApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace seal {

bool loadQtTranslations(QTranslator& translator, const QLocale& locale)
{
    return translator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

void installTranslators(QApplication& app, const QString& language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    if (!language.isEmpty()) QLocale::setDefault(locale);
    auto* qt = new QTranslator(&app);
    if (loadQtTranslations(*qt, locale)) QApplication::installTranslator(qt);
    auto* own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("sealdesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
}

} // namespace seal
