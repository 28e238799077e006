// Settings… (Ctrl+,): language, UTC or local time, the live-refresh
// interval, desktop notifications, and the secrets the console's writes
// need (governance key, provider witness key: to the keychain only; the
// witness URL to settings). "Connection profiles…" opens the connection
// dialog.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace seal {

class Settings;

class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(Settings& settings, QWidget* parent = nullptr);

    // Writes the choices to settings and the secrets to the keychain (and
    // this session's keys, never the environment), and applies what applies at once (time
    // zone). Returns, in plain words, which secret the keychain did NOT
    // keep; empty when all were kept or none was entered.
    QString apply();

Q_SIGNALS:
    void profilesRequested();
    void applied(); // settings written: the session takes the refresh interval etc.

private:
    Settings& m_settings;
    QComboBox* m_language = nullptr;
    QComboBox* m_zone = nullptr;
    QSpinBox* m_refresh = nullptr;
    QSpinBox* m_timeout = nullptr;
    QLabel* m_timeoutOverride = nullptr;
    QCheckBox* m_notifications = nullptr;
    QSpinBox* m_expiring = nullptr;
    QLineEdit* m_govKey = nullptr;
    QLineEdit* m_witnessUrl = nullptr;
    QLineEdit* m_witnessKey = nullptr;
    QLabel* m_message = nullptr;
};

} // namespace seal
