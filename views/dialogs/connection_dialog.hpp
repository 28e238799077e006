// Connection ▸ Connect…: saved connection profiles and the fields of one
// (host, port, database, user, password, TLS mode, root certificate), its
// environment label and colour, the production flag and the read-only
// switch. The password goes to the keychain only when asked and only if one
// runs (the dialog says in plain words when it does not); it reaches libpq
// inside the in-memory connection string and nowhere else.
#pragma once

#include "models/services/settings.hpp"

#include <QColor>
#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace seal {

class ConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConnectionDialog(Settings& settings, QWidget* parent = nullptr);

    // The profile the fields describe now, and the typed password.
    ConnectionProfile profile() const;
    QString password() const;
    // The libpq connection string for the fields, password included.
    QString connectionString() const;
    // The read-from standby's connection string (empty without one), as of
    // the last Connect: what the caller reads through.
    QString readConnectionString() const { return m_readConninfo; }
    void selectProfile(const QString& name);
    // What the last save said about the keychain (empty before one).
    QString keychainMessage() const;

    // Saves the profile (never the password) and, when "remember" is on, the
    // password to the keychain (its answer is said when it arrives). False
    // when the profile has no name.
    bool saveProfile();

Q_SIGNALS:
    // Connect was pressed: the caller reconnects with this.
    void connectRequested(const QString& conninfo, const seal::ConnectionProfile& profile);

private:
    void buildForm();
    void reloadList(const QString& select);
    void showProfile(const ConnectionProfile& profile);
    void newProfile();
    void deleteProfile();
    void chooseColour();
    void chooseRootCert();
    void setColour(const QColor& colour);
    void connectNow();
    void connectWith(const ConnectionProfile& profile, const QString& secret, const QString& readSecret);
    void say(const QString& message);
    bool takeReadPassword();
    bool checkCurrency();

    Settings& m_settings;
    QListWidget* m_list = nullptr;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_dbname = nullptr;
    QLineEdit* m_user = nullptr;
    QLineEdit* m_password = nullptr;
    QCheckBox* m_remember = nullptr;
    QComboBox* m_sslmode = nullptr;
    QLineEdit* m_rootCert = nullptr;
    QLineEdit* m_environment = nullptr;
    QToolButton* m_colourButton = nullptr;
    QColor m_colour;
    QCheckBox* m_production = nullptr;
    QCheckBox* m_readOnly = nullptr;
    QLineEdit* m_readFrom = nullptr;
    QLineEdit* m_currency = nullptr;
    QLineEdit* m_pathCurrencies = nullptr;
    QLineEdit* m_signerKeys = nullptr;
    QString m_readPassword; // typed into the read-from DSN: kept here, or in the keychain
    QString m_readConninfo;
    QLabel* m_message = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace seal
