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

    // Writes the choices to settings and this session's keys (never the
    // environment), applies what applies at once (time zone), and asks the
    // keychain to keep the secrets entered. Returns how many secrets it asked
    // for: each answer comes later, all of them in keychainAnswered().
    int apply();

Q_SIGNALS:
    // The keychain answered for every secret apply() asked it to keep: in plain
    // words, which it did NOT keep; empty when all were kept.
    void keychainAnswered(const QString& said);
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
