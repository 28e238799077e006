#include "views/dialogs/connection_dialog.hpp"

#include "core/store/dsn.hpp"
#include "models/services/secret_store.hpp"
#include "models/text/money_format.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/file_choice.hpp"
#include "views/widgets/plain_label.hpp"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace seal {

ConnectionDialog::ConnectionDialog(Settings& settings, QWidget* parent)
    : QDialog(parent), m_settings(settings)
{
    setObjectName(QStringLiteral("connectionDialog"));
    setWindowTitle(tr("Connect to a seal store"));
    buildForm();
    reloadList(m_settings.lastProfile());
    if (m_list->count() == 0) newProfile();
}

void ConnectionDialog::buildForm()
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_list->setAccessibleName(tr("Saved connection profiles"));
    m_list->setMaximumWidth(200);
    connect(m_list, &QListWidget::currentTextChanged, this, [this](const QString& name) {
        if (auto p = m_settings.profile(name)) showProfile(*p);
    });
    auto* newButton = new QPushButton(tr("&New"), this);
    newButton->setObjectName(QStringLiteral("newProfileButton"));
    connect(newButton, &QPushButton::clicked, this, &ConnectionDialog::newProfile);
    auto* deleteButton = new QPushButton(tr("&Delete"), this);
    deleteButton->setObjectName(QStringLiteral("deleteProfileButton"));
    connect(deleteButton, &QPushButton::clicked, this, &ConnectionDialog::deleteProfile);
    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(newButton);
    listButtons->addWidget(deleteButton);
    auto* left = new QVBoxLayout;
    left->addWidget(plainLabel(tr("Saved profiles"), this));
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);

    const auto edit = [this](const char* name, const QString& placeholder = {}) {
        auto* e = new QLineEdit(this);
        e->setObjectName(QLatin1String(name));
        e->setPlaceholderText(placeholder);
        return e;
    };
    m_name = edit("profileName", tr("e.g. staging"));
    m_host = edit("hostEdit", tr("host name or socket directory"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("portSpin"));
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_dbname = edit("dbnameEdit");
    m_user = edit("userEdit");
    m_password = edit("passwordEdit", tr("from the keychain when saved there"));
    m_password->setEchoMode(QLineEdit::Password);
    m_remember = new QCheckBox(tr("&Remember in the system keychain"), this);
    m_remember->setObjectName(QStringLiteral("rememberPassword"));
    m_sslmode = new QComboBox(this);
    m_sslmode->setObjectName(QStringLiteral("sslmodeCombo"));
    m_sslmode->addItems(sslModes());
    m_sslmode->setToolTip(tr("libpq sslmode: verify-full checks the server's certificate and name"));
    m_rootCert = edit("rootCertEdit", tr("CA certificate file for verify-ca / verify-full"));
    auto* browse = new QToolButton(this);
    browse->setText(tr("\u2026"));
    browse->setToolTip(tr("Choose the root certificate file"));
    connect(browse, &QToolButton::clicked, this, &ConnectionDialog::chooseRootCert);
    auto* certRow = new QHBoxLayout;
    certRow->addWidget(m_rootCert, 1);
    certRow->addWidget(browse);

    m_environment = edit("environmentEdit", tr("e.g. staging, production"));
    m_colourButton = new QToolButton(this);
    m_colourButton->setObjectName(QStringLiteral("colourButton"));
    m_colourButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_colourButton, &QToolButton::clicked, this, &ConnectionDialog::chooseColour);
    auto* noColour = new QToolButton(this);
    noColour->setText(tr("No colour"));
    connect(noColour, &QToolButton::clicked, this, [this] { setColour(QColor()); });
    auto* envRow = new QHBoxLayout;
    envRow->addWidget(m_environment, 1);
    envRow->addWidget(m_colourButton);
    envRow->addWidget(noColour);
    m_production = new QCheckBox(tr("&Production store (red banner across the window)"), this);
    m_production->setObjectName(QStringLiteral("productionCheck"));
    m_readOnly = new QCheckBox(tr("Start &read-only (no writes offered)"), this);
    m_readOnly->setObjectName(QStringLiteral("readOnlyCheck"));
    m_readFrom = edit("readFromEdit", tr("e.g. host=standby port=5432 (empty: read from the store above)"));
    m_readFrom->setToolTip(tr("A streaming standby for pages, verification, reports and exports; writes still go "
                              "to the store above. libpq keywords; the rest (database, user, TLS) comes from "
                              "above. A password typed here goes to the keychain, never to the settings."));
    m_currency = edit("currencyEdit", tr("ISO 4217, e.g. EUR (empty: not set)"));
    m_currency->setMaxLength(3);
    m_currency->setToolTip(tr("The store records no currency: say which one its amounts are in, and every page, "
                              "chart and receipt writes it. Left empty, amounts stay plain numbers."));
    m_pathCurrencies = edit("pathCurrenciesEdit", tr("e.g. payouts.wire=GBP; billing.refund=USD"));
    m_pathCurrencies->setToolTip(tr("Paths whose amounts are in another currency than the one above."));
    m_signerKeys = edit("signerKeysEdit", tr("64 hex digits per key, comma separated (empty: none pinned)"));
    m_signerKeys->setToolTip(tr("The kernel's public signing key (its raw Ed25519 key in hex). The chain panel then "
                                "says how many certs it signed, and names certs signed by any other key. "
                                "SEAL_SIGNER_KEY, when set, wins."));

    auto* form = new QFormLayout;
    form->addRow(tr("Profile &name:"), m_name);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_dbname);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(QString(), m_remember);
    form->addRow(tr("&TLS mode:"), m_sslmode);
    form->addRow(tr("Read &from (standby):"), m_readFrom);
    // Rows holding a layout get their label's buddy by hand (else the & shows).
    const auto buddied = [this](const QString& text, QWidget* buddy) {
        auto* label = new QLabel(text, this);
        label->setBuddy(buddy);
        return label;
    };
    form->addRow(buddied(tr("Root &certificate:"), m_rootCert), certRow);
    form->addRow(buddied(tr("&Environment:"), m_environment), envRow);
    form->addRow(QString(), m_production);
    form->addRow(QString(), m_readOnly);
    form->addRow(tr("C&urrency:"), m_currency);
    form->addRow(tr("Currency by pat&h:"), m_pathCurrencies);
    form->addRow(tr("Pinned signer &keys:"), m_signerKeys);

    m_message = plainLabel(QString(), this, QStringLiteral("keychainMessage"));
    m_message->setWordWrap(true);
    m_message->hide();

    auto* buttons = m_buttons = new QDialogButtonBox(this);
    auto* save = buttons->addButton(tr("&Save"), QDialogButtonBox::ApplyRole);
    save->setObjectName(QStringLiteral("saveButton"));
    connect(save, &QPushButton::clicked, this, [this] { saveProfile(); });
    auto* connectButton = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    connectButton->setObjectName(QStringLiteral("connectButton"));
    connectButton->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &ConnectionDialog::connectNow);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* right = new QVBoxLayout;
    right->addLayout(form);
    right->addWidget(m_message);
    right->addStretch(1);
    auto* top = new QHBoxLayout;
    top->addLayout(left);
    top->addLayout(right, 1);
    auto* outer = new QVBoxLayout(this);
    outer->addLayout(top, 1);
    outer->addWidget(buttons);
    setColour(QColor());
}

void ConnectionDialog::reloadList(const QString& select)
{
    m_list->clear();
    for (const auto& p : m_settings.profiles())
        m_list->addItem(p.name);
    const auto found = m_list->findItems(select, Qt::MatchExactly);
    if (!found.isEmpty())
        m_list->setCurrentItem(found.first());
    else if (m_list->count() > 0)
        m_list->setCurrentRow(0);
}

void ConnectionDialog::selectProfile(const QString& name)
{
    reloadList(name);
}

void ConnectionDialog::showProfile(const ConnectionProfile& p)
{
    m_name->setText(p.name);
    m_host->setText(p.host);
    m_port->setValue(p.port);
    m_dbname->setText(p.dbname);
    m_user->setText(p.user);
    m_password->clear();
    m_sslmode->setCurrentIndex(std::max<int>(0, static_cast<int>(sslModes().indexOf(p.sslmode))));
    m_rootCert->setText(p.sslrootcert);
    m_environment->setText(p.environment);
    setColour(QColor(p.environmentColour));
    m_production->setChecked(p.production);
    m_readOnly->setChecked(p.readOnly);
    m_readFrom->setText(p.readFrom);
    m_currency->setText(p.currency);
    m_pathCurrencies->setText(p.pathCurrencies);
    m_signerKeys->setText(p.signerKeys);
    m_readPassword.clear();
}

ConnectionProfile ConnectionDialog::profile() const
{
    ConnectionProfile p;
    p.name = m_name->text().trimmed();
    p.host = m_host->text().trimmed();
    p.port = m_port->value();
    p.dbname = m_dbname->text().trimmed();
    p.user = m_user->text().trimmed();
    p.sslmode = m_sslmode->currentText();
    p.sslrootcert = m_rootCert->text().trimmed();
    p.environment = m_environment->text().trimmed();
    p.environmentColour = m_colour.isValid() ? m_colour.name() : QString();
    p.production = m_production->isChecked();
    p.readOnly = m_readOnly->isChecked();
    p.readFrom = m_readFrom->text().trimmed();
    p.currency = m_currency->text().trimmed().toUpper();
    p.pathCurrencies = m_pathCurrencies->text().trimmed();
    p.signerKeys = m_signerKeys->text().trimmed();
    return p;
}

QString ConnectionDialog::password() const
{
    return m_password->text();
}

QString ConnectionDialog::connectionString() const
{
    return conninfo(profile(), password());
}

QString ConnectionDialog::keychainMessage() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void ConnectionDialog::newProfile()
{
    m_list->clearSelection();
    showProfile(ConnectionProfile{});
    m_name->setFocus();
}

void ConnectionDialog::deleteProfile()
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty() || !m_settings.profile(name)) return;
    m_settings.removeProfile(name);
    m_settings.sync();
    SecretStore::remove(SecretStore::passwordKey(name), this); // nothing to say when there was none
    SecretStore::remove(SecretStore::readPasswordKey(name), this);
    reloadList(QString());
    if (m_list->count() == 0) newProfile();
}

void ConnectionDialog::chooseColour()
{
    auto* dialog = new QColorDialog(m_colour.isValid() ? m_colour : palette().color(QPalette::Highlight), this);
    dialog->setWindowTitle(tr("Environment colour"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QColorDialog::colorSelected, this, [this](const QColor& chosen) {
        if (chosen.isValid()) setColour(chosen);
    });
    dialog->open();
}

void ConnectionDialog::chooseRootCert()
{
    chooseFileToOpen(this, tr("Root certificate"), m_rootCert->text(), tr("Certificates (*.crt *.pem);;All files (*)"),
                     [this](const QString& file) { m_rootCert->setText(file); });
}

void ConnectionDialog::setColour(const QColor& colour)
{
    m_colour = colour;
    QPixmap swatch(16, 16);
    swatch.fill(colour.isValid() ? colour : QColor(Qt::transparent));
    m_colourButton->setIcon(QIcon(swatch));
    m_colourButton->setText(colour.isValid() ? colour.name() : tr("Colour\u2026"));
    m_colourButton->setToolTip(tr("The colour of the environment chip in the status bar"));
}

void ConnectionDialog::say(const QString& message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

// A password typed into the read-from DSN leaves the field (which is saved)
// for m_readPassword (which goes to the keychain at most). False when the
// field is not a libpq connection string.
bool ConnectionDialog::takeReadPassword()
{
    const QString text = m_readFrom->text().trimmed();
    if (text.isEmpty()) return true;
    const auto split = splitDsnPassword(text.toStdString());
    if (!split) {
        say(tr("\"Read from\" is not a libpq connection string (e.g. host=standby port=5432)."));
        return false;
    }
    if (split->password.empty()) return true;
    m_readPassword = QString::fromStdString(split->password);
    m_readFrom->setText(QString::fromStdString(split->dsn));
    return true;
}

// A currency that is not ISO 4217 would be shown as if it were one.
bool ConnectionDialog::checkCurrency()
{
    const ConnectionProfile p = profile();
    if (!p.currency.isEmpty() && !isCurrencyCode(p.currency)) {
        say(tr("\"%1\" is not an ISO 4217 currency code (e.g. EUR, USD, GBP).").arg(p.currency));
        return false;
    }
    QString bad;
    if (!parsePathCurrencies(p.pathCurrencies, &bad)) {
        say(tr("\"%1\" is not PATH=CODE with an ISO 4217 code (e.g. payouts.wire=GBP).").arg(bad));
        return false;
    }
    for (const QString& key : p.signerKeys.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{64}$"));
        if (!hex.match(key.trimmed()).hasMatch()) {
            say(tr("\"%1\" is not a signer key: 64 hex digits, the kernel's raw Ed25519 public key.")
                    .arg(safeText(key.trimmed().left(80))));
            return false;
        }
    }
    return true;
}

bool ConnectionDialog::saveProfile()
{
    if (!takeReadPassword() || !checkCurrency()) return false;
    const ConnectionProfile p = profile();
    if (p.name.isEmpty()) {
        say(tr("Give the profile a name to save it."));
        return false;
    }
    m_settings.saveProfile(p);
    m_settings.setLastProfile(p.name);
    m_settings.sync();
    // The keychain answers later, in this dialog's event loop; the message
    // says "saving" until then.
    const QString key = SecretStore::passwordKey(p.name);
    if (m_remember->isChecked() && !password().isEmpty()) {
        say(tr("Profile saved; saving the password in the system keychain\u2026"));
        SecretStore::write(key, password(), this, [this](const SecretResult& r) {
            if (r.ok())
                say(tr("Profile saved; the password is in the system keychain."));
            else if (r.status == SecretResult::Status::NoKeychain)
                say(tr("Profile saved, but the password was NOT saved: %1. You will have to type it each time "
                       "you connect.")
                        .arg(r.message));
            else
                say(tr("Profile saved, but the password was NOT saved: %1.").arg(r.message));
        });
    } else {
        say(tr("Profile saved (without a password)."));
    }
    if (m_remember->isChecked() && !m_readPassword.isEmpty()) {
        SecretStore::write(SecretStore::readPasswordKey(p.name), m_readPassword, this, [this](const SecretResult& r) {
            if (!r.ok())
                say(m_message->text() + QLatin1Char(' ') +
                    tr("The read-from password was NOT saved: %1.").arg(r.message));
        });
    }
    const QSignalBlocker quiet(m_list);
    reloadList(p.name);
    return true;
}

void ConnectionDialog::connectNow()
{
    if (!takeReadPassword() || !checkCurrency()) return;
    const ConnectionProfile p = profile();
    const QString secret = password();
    const QString readSecret = m_readPassword;
    if (p.name.isEmpty()) {
        connectWith(p, secret, readSecret);
        return;
    }
    saveProfile();
    // What was not typed comes from the keychain; its answers arrive in this
    // dialog's event loop, so the buttons wait meanwhile, not the window.
    const bool needPassword = secret.isEmpty();
    const bool needRead = readSecret.isEmpty() && !p.readFrom.isEmpty();
    QStringList keys;
    if (needPassword) keys << SecretStore::passwordKey(p.name);
    if (needRead) keys << SecretStore::readPasswordKey(p.name);
    if (keys.isEmpty()) {
        connectWith(p, secret, readSecret);
        return;
    }
    m_buttons->setEnabled(false);
    SecretStore::readAll(keys, this, [this, p, secret, readSecret, needPassword](const QList<SecretResult>& got) {
        m_buttons->setEnabled(true);
        const auto value = [&got](qsizetype i) { return i < got.size() && got[i].ok() ? got[i].value : QString(); };
        const QString password = needPassword ? value(0) : secret;
        const QString read = readSecret.isEmpty() && !p.readFrom.isEmpty() ? value(needPassword ? 1 : 0) : readSecret;
        connectWith(p, password, read);
    });
}

void ConnectionDialog::connectWith(const ConnectionProfile& p, const QString& secret, const QString& readSecret)
{
    m_readConninfo = readConninfo(p, secret, readSecret);
    Q_EMIT connectRequested(conninfo(p, secret), p);
    accept();
}

} // namespace seal
