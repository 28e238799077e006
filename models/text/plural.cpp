#include "models/text/plural.hpp"

#include <QCoreApplication>
#include <QTranslator>
#include <algorithm>
#include <climits>

namespace seal {

int pluralCount(qint64 n)
{
    return static_cast<int>(std::clamp<qint64>(n, 0, INT_MAX));
}

} // namespace seal

namespace {

// Runs once the application object exists: English plural forms under every
// other translation (a translator installed later is asked first). At global
// scope, as Q_COREAPP_STARTUP_FUNCTION wants it.
void installEnglishPlurals()
{
    auto* english = new QTranslator(QCoreApplication::instance());
    if (english->load(QStringLiteral(":/i18n/sealdesk_en.qm")))
        QCoreApplication::installTranslator(english);
    else
        delete english;
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
