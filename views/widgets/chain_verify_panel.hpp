// Verify the chain: a button, progress with rate and ETA, a Cancel that
// works, the verdict in words with an icon, and the breaks listed by seq.
// Below, the anchors' verdict (loud when the chain was cut off or rewritten)
// and, with an intact anchor, a walk of only the certs after it.
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
    void showAnchors();

    ChainVerification* m_verification;
    QPushButton* m_verify = nullptr;
    QPushButton* m_verifyNew = nullptr;
    QPushButton* m_cancel = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_rate = nullptr;
    QLabel* m_icon = nullptr;
    QLabel* m_verdict = nullptr;
    QListWidget* m_breaks = nullptr;
    QLabel* m_anchorIcon = nullptr;
    QLabel* m_anchor = nullptr;
};

} // namespace seal
