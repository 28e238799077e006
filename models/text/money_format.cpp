#include "models/text/money_format.hpp"
#include "core/base/currency_units.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace seal {

namespace {

// Every locale Qt knows, by the ISO code of its currency (built once).
const QMultiHash<QString, QLocale>& localesByCurrency()
{
    static const QMultiHash<QString, QLocale> byCode = [] {
        QMultiHash<QString, QLocale> out;
        for (const QLocale& l :
             QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript, QLocale::AnyTerritory)) {
            const QString iso = l.currencySymbol(QLocale::CurrencyIsoCode);
            if (!iso.isEmpty()) out.insert(iso, l);
        }
        return out;
    }();
    return byCode;
}

// Decimals the value really has (its shortest round-trip text), at least `least`.
int decimalsOf(double amount, int least)
{
    const QString shortest = QString::number(amount, 'f', QLocale::FloatingPointShortest);
    const qsizetype dot = shortest.indexOf(QLatin1Char('.'));
    const int decimals = dot < 0 ? 0 : static_cast<int>(shortest.size() - dot - 1);
    return std::max(least, decimals);
}

} // namespace

bool isCurrencyCode(const QString& code)
{
    const QByteArray utf8 = code.toUtf8();
    return isCurrencyCode(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

std::optional<QHash<QString, QString>> parsePathCurrencies(const QString& text, QString* error)
{
    QHash<QString, QString> out;
    for (const QString& raw : text.split(QRegularExpression(QStringLiteral("[;\\n]")), Qt::SkipEmptyParts)) {
        const QString entry = raw.trimmed();
        if (entry.isEmpty()) continue;
        const qsizetype eq = entry.lastIndexOf(QLatin1Char('='));
        const QString path = eq < 0 ? QString() : entry.left(eq).trimmed();
        const QString code = eq < 0 ? QString() : entry.mid(eq + 1).trimmed();
        if (path.isEmpty() || !isCurrencyCode(code)) {
            if (error) *error = entry;
            return std::nullopt;
        }
        out.insert(path, code);
    }
    return out;
}

QString pathCurrenciesText(const QHash<QString, QString>& overrides)
{
    QStringList paths = overrides.keys();
    std::sort(paths.begin(), paths.end());
    QStringList entries;
    for (const QString& p : paths)
        entries << p + QLatin1Char('=') + overrides.value(p);
    return entries.join(QStringLiteral("; "));
}

QString currencySymbol(const QString& code)
{
    const QList<QLocale> locales = localesByCurrency().values(code);
    if (locales.isEmpty()) return code;
    // An ISO 4217 code starts with its country's ISO 3166 code (USD: US):
    // the reader's language as written there ("$" in en_US, where en_AS
    // writes "US$"), else the country's own language, else any locale of the
    // reader's language that uses it, else the first one.
    const QLocale::Language language = QLocale().language();
    const QLocale::Territory home = QLocale::codeToTerritory(QStringView(code).left(2));
    const auto usesIt = [&](const QLocale& l) {
        return l.territory() == home && l.currencySymbol(QLocale::CurrencyIsoCode) == code;
    };
    // Qt's own choice of script for a language and country (en_US, not en_Dsrt_US).
    for (const QLocale& l : {QLocale(language, home), QLocale(QLocale::AnyLanguage, home)})
        if (usesIt(l)) return l.currencySymbol(QLocale::CurrencySymbol);
    auto chosen = std::find_if(locales.begin(), locales.end(),
                               [language](const QLocale& l) { return l.language() == language; });
    if (chosen == locales.end()) chosen = locales.begin();
    const QString symbol = chosen->currencySymbol(QLocale::CurrencySymbol);
    return symbol.isEmpty() ? code : symbol;
}

MoneyFormat& MoneyFormat::instance()
{
    static MoneyFormat money;
    return money;
}

void MoneyFormat::setProfileCurrency(const CurrencySetting& setting)
{
    if (setting.code == m_profile.code && setting.pathCodes == m_profile.pathCodes) return;
    m_profile = setting;
    Q_EMIT changed();
}

void MoneyFormat::setOverride(const QString& code)
{
    if (code == m_override) return;
    m_override = code;
    Q_EMIT changed();
}

QString currencyFor(const CurrencySetting& setting, QStringView path)
{
    if (!path.isEmpty())
        if (const auto it = setting.pathCodes.constFind(path.toString()); it != setting.pathCodes.cend())
            return *it;
    return setting.code;
}

CurrencySetting MoneyFormat::setting() const
{
    return m_override.isEmpty() ? m_profile : CurrencySetting{m_override, {}};
}

QString MoneyFormat::code(QStringView path) const
{
    return m_override.isEmpty() ? currencyFor(m_profile, path) : m_override;
}

QString MoneyFormat::text(double amount, QStringView path) const
{
    if (!std::isfinite(amount)) return QCoreApplication::translate("seal", "⟨invalid⟩");
    // The C locale (a bare LANG) is the console's English: "€9,500.00", as
    // en_US writes it, not the C locale's "9,500.00€".
    const QLocale locale =
        QLocale().language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : QLocale();
    const QString iso = code(path);
    if (iso.isEmpty()) return locale.toString(amount, 'f', decimalsOf(amount, 2));
    // Each cell asks: the symbol per code and language is worked out once.
    static thread_local QHash<QString, QString> symbols;
    const QString key = iso + QLatin1Char('/') + QString::number(static_cast<int>(locale.language()));
    auto it = symbols.constFind(key);
    if (it == symbols.cend()) it = symbols.insert(key, currencySymbol(iso));
    return locale.toCurrencyString(amount, *it, decimalsOf(amount, 2));
}

} // namespace seal
