// Verify the chain: a button, progress with rate and ETA, a Cancel that
// works, the verdict in words with an icon, and the breaks listed by seq.
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace seal {

class ChainVerification;

class ChainVerifyPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ChainVerifyPanel(ChainVerification* verification, QWidget* parent = nullptr);

Q_SIGNALS:
    void breakActivated(qint64 seq);

private:
    void showState();
    void showProgress();
    void listBreaks();

    ChainVerification* m_verification;
    QPushButton* m_verify = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_rate = nullptr;
    QLabel* m_icon = nullptr;
    QLabel* m_verdict = nullptr;
    QListWidget* m_breaks = nullptr;
};

} // namespace seal
