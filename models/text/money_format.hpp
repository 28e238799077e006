// How the console shows an amount: the store records none, so the currency
// comes from the connection profile (per-path overrides allowed) or from
// --currency, and is never guessed. With one: "€9,500.00" in English,
// "9.500,00 €" in German. Without: the plain number ("9,500.00") and
// currencySet() is false, which the status bar says.
#pragma once

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringView>
#include <optional>

namespace seal {

struct CurrencySetting
{
    QString code;                      // ISO 4217, "" = not set
    QHash<QString, QString> pathCodes; // path → ISO 4217, winning over code
};

// The code in force for a path under `setting`: its override, else its code.
QString currencyFor(const CurrencySetting& setting, QStringView path);

// "EUR": an ISO 4217 code in use, by core's isCurrencyCode (currency_units.hpp),
// the rule sealctl's --currency follows too. "eur", "EURO", "XYZ" are not.
bool isCurrencyCode(const QString& code);
// "billing.refund=USD; payouts.wire=GBP" → the overrides, or nullopt with
// `error` naming the bad entry. Empty text: none.
std::optional<QHash<QString, QString>> parsePathCurrencies(const QString& text, QString* error = nullptr);
QString pathCurrenciesText(const QHash<QString, QString>& overrides);

class MoneyFormat : public QObject
{
    Q_OBJECT
public:
    static MoneyFormat& instance();

    // The profile's setting (each connect), and a command line's --currency,
    // which wins over every profile for the whole run.
    void setProfileCurrency(const CurrencySetting& setting);
    void setOverride(const QString& code);

    // The code in force for a path ("" when not set).
    QString code(QStringView path = {}) const;
    // What is in force, as a value a worker thread can take along.
    CurrencySetting setting() const;
    bool currencySet() const { return !code().isEmpty(); }

    // The exact amount, locale-aware: never fewer decimals than the value
    // has, never fewer than two; the currency's symbol where one is set.
    QString text(double amount, QStringView path = {}) const;

Q_SIGNALS:
    void changed();

private:
    MoneyFormat() = default;
    CurrencySetting m_profile;
    QString m_override;
};

// The symbol the current locale's language writes for an ISO code ("€",
// "$", "£", "CHF"), or the code itself when no locale knows one.
QString currencySymbol(const QString& code);

} // namespace seal
