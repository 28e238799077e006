#include "views/dialogs/settings_dialog.hpp"

#include "core/store/store.hpp"
#include "models/services/secret_store.hpp"
#include "models/services/settings.hpp"
#include "models/text/display_time.hpp"
#include "views/widgets/plain_label.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <memory>

namespace seal {

SettingsDialog::SettingsDialog(Settings& settings, QWidget* parent) : QDialog(parent), m_settings(settings)
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Preferences"));

    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_language->addItem(QStringLiteral("Fran\u00e7ais"), QStringLiteral("fr"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings.language())));
    auto* languageNote = plainLabel(tr("A new language applies when Seal Desk next starts."), this);

    m_zone = new QComboBox(this);
    m_zone->setObjectName(QStringLiteral("zoneCombo"));
    m_zone->addItem(tr("UTC"), true);
    m_zone->addItem(tr("Local time"), false);
    m_zone->setCurrentIndex(DisplayTime::instance().zone() == DisplayTime::Zone::Utc ? 0 : 1);

    m_refresh = new QSpinBox(this);
    m_refresh->setObjectName(QStringLiteral("refreshSpin"));
    m_refresh->setRange(0, 3600);
    m_refresh->setSuffix(tr(" s"));
    m_refresh->setSpecialValueText(tr("off (refresh by hand, F5)"));
    m_refresh->setValue(m_settings.refreshSeconds());

    m_timeout = new QSpinBox(this);
    m_timeout->setObjectName(QStringLiteral("timeoutSpin"));
    m_timeout->setRange(0, 86400);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setSpecialValueText(tr("never (wait as long as the store takes)"));
    m_timeout->setValue(m_settings.storeTimeoutSeconds());
    m_timeout->setToolTip(tr("How long a connection, a lock or a page's query may take before the console gives "
                             "up and says what it waited for. Verifying the chain and exports are not limited."));
    m_timeoutOverride = new QLabel(this);
    m_timeoutOverride->setObjectName(QStringLiteral("timeoutOverrideLabel"));
    m_timeoutOverride->setTextFormat(Qt::PlainText);
    m_timeoutOverride->setWordWrap(true);
    if (const auto env = Settings::storeTimeoutFromEnvironment())
        m_timeoutOverride->setText(tr("For this run SEAL_TIMEOUT=%1 from the environment is used instead.")
                                       .arg(QString::fromStdString(timeoutText(*env))));
    m_timeoutOverride->setVisible(!m_timeoutOverride->text().isEmpty());

    m_notifications = new QCheckBox(tr("Desktop &notifications: new approvals and alerts"), this);
    m_notifications->setObjectName(QStringLiteral("notificationsCheck"));
    m_notifications->setChecked(m_settings.notifications());
    m_notifications->setToolTip(tr("A new approval you may vote on, a new hold, a divergence, out-of-band spend, a "
                                   "chain break, an approval about to expire, an obligation breached. Each is also "
                                   "kept in View \u25B8 Message log."));
    m_expiring = new QSpinBox(this);
    m_expiring->setObjectName(QStringLiteral("alertExpiringSpin"));
    m_expiring->setRange(1, 10080);
    m_expiring->setSuffix(tr(" min"));
    m_expiring->setValue(m_settings.alertExpiringMinutes());

    const auto secret = [this](const char* name, const QString& placeholder) {
        auto* e = new QLineEdit(this);
        e->setObjectName(QLatin1String(name));
        e->setEchoMode(QLineEdit::Password);
        e->setPlaceholderText(placeholder);
        return e;
    };
    const QString keep = tr("unchanged (kept in the keychain or environment)");
    m_govKey = secret("govKeyEdit", keep);
    m_witnessUrl = new QLineEdit(m_settings.witnessUrl(), this);
    m_witnessUrl->setObjectName(QStringLiteral("witnessUrlEdit"));
    m_witnessUrl->setPlaceholderText(tr("https://api.provider.example"));
    m_witnessKey = secret("witnessKeyEdit", keep);

    auto* form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(QString(), languageNote);
    form->addRow(tr("&Times in:"), m_zone);
    form->addRow(tr("Live &refresh every:"), m_refresh);
    form->addRow(tr("Store &timeout:"), m_timeout);
    form->addRow(QString(), m_timeoutOverride);
    form->addRow(QString(), m_notifications);
    form->addRow(tr("Alert when an approval &expires within:"), m_expiring);
    form->addRow(tr("&Governance key:"), m_govKey);
    form->addRow(tr("Provider &witness URL:"), m_witnessUrl);
    form->addRow(tr("Provider witness &key:"), m_witnessKey);
    form->addRow(QString(),
                 plainLabel(tr("Keys are stored in the system keychain, never in the settings file."), this));

    m_message = plainLabel(QString(), this, QStringLiteral("settingsMessage"));
    m_message->setWordWrap(true);
    m_message->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // The keychain answers later; OK waits for it (the buttons, not the window).
    connect(this, &SettingsDialog::keychainAnswered, this, [this, buttons](const QString& said) {
        buttons->setEnabled(true);
        if (said.isEmpty()) {
            accept();
            return;
        }
        // Keep the dialog open once, so that "not saved" is read.
        m_message->setText(said);
        m_message->show();
    });
    auto* profiles = buttons->addButton(tr("Connection &profiles\u2026"), QDialogButtonBox::ResetRole);
    profiles->setObjectName(QStringLiteral("profilesButton"));
    connect(profiles, &QPushButton::clicked, this, &SettingsDialog::profilesRequested);
    connect(buttons, &QDialogButtonBox::accepted, this, [this, buttons] {
        if (apply() == 0) {
            accept();
            return;
        }
        buttons->setEnabled(false);
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
}

int SettingsDialog::apply()
{
    m_settings.setLanguage(m_language->currentData().toString());
    const bool utc = m_zone->currentData().toBool();
    m_settings.setUtc(utc);
    DisplayTime::instance().setZone(utc ? DisplayTime::Zone::Utc : DisplayTime::Zone::Local);
    m_settings.setRefreshSeconds(m_refresh->value());
    m_settings.setNotifications(m_notifications->isChecked());
    m_settings.setAlertExpiringMinutes(m_expiring->value());
    m_settings.setStoreTimeoutSeconds(m_timeout->value());

    // Each secret's answer is said, in the order asked, once all have come.
    struct Answers
    {
        QStringList said;
        int waiting = 0;
        bool failed = false;
    };
    auto answers = std::make_shared<Answers>();
    const auto keep = [this, answers](const char* key, const QString& value, const QString& what) {
        const qsizetype at = answers->said.size();
        answers->said << QString();
        ++answers->waiting;
        SecretStore::write(QLatin1String(key), value, this, [this, answers, at, what](const SecretResult& r) {
            answers->failed = answers->failed || !r.ok();
            answers->said[at] = r.ok() ? tr("%1 saved in the system keychain.").arg(what)
                                       : tr("%1 was NOT saved: %2. It is used until Seal Desk quits.").arg(what, r.message);
            if (--answers->waiting == 0)
                Q_EMIT keychainAnswered(answers->failed ? answers->said.join(QLatin1Char(' ')) : QString());
        });
    };
    const auto store = [&keep](QLineEdit* edit, const char* key, void (*use)(std::optional<std::string>),
                               const QString& what) {
        QString value = edit->text();
        if (value.isEmpty()) return;
        use(value.toStdString()); // this session uses it either way
        keep(key, value, what);
        edit->clear();
    };
    store(m_govKey, SecretStore::kGovKey, SessionKeys::setGovernanceKey, tr("The governance key"));
    store(m_witnessKey, SecretStore::kWitnessKey, SessionKeys::setWitnessKey, tr("The provider witness key"));
    // The field shows the saved URL redacted: unchanged, it keeps what the keychain has.
    const QString url = m_witnessUrl->text().trimmed();
    if (url != m_settings.witnessUrl()) {
        const std::string full = url.toStdString();
        SessionKeys::setWitnessUrl(url.isEmpty() ? std::nullopt : std::optional(full));
        if (Settings::witnessUrlHasSecrets(url))
            keep(SecretStore::kWitnessUrl, url, tr("The provider witness URL's credentials"));
        else
            SecretStore::remove(QLatin1String(SecretStore::kWitnessUrl), this);
        m_settings.setWitnessUrl(url); // redacted by Settings
    }
    m_settings.sync();
    Q_EMIT applied();
    return answers->waiting;
}

} // namespace seal
