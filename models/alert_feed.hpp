// The console's alerts (issue 13 item 9): core's AlertWatch, looked through
// every few seconds on the store's read connection, one look at a time, so
// that a new hold, a divergence, out-of-band spend, a chain break, an
// approval about to expire or a breached obligation is told whatever page is
// open. The session shows each as a desktop notification (the status bar
// where no tray exists).
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

namespace seal {

class AlertWatch;
class StoreClient;
struct Alert;

struct AlertNotice
{
    QString kind;   // core's: hold, divergence, out_of_band_spend, chain_break, approval_expiring, dual_control_off,
                    // obligation_breached
    QString title;  // translated: "New hold", …
    QString text;   // one line, agent-written parts made visible
    QString intent; // raw, for "show me" (empty when none)
    QString link;   // sealdesk://… that opens what it is about (empty when none)
};

class AlertFeed : public QObject
{
    Q_OBJECT
public:
    // `expiringWithinSeconds`: a pending approval expiring within it is an alert.
    AlertFeed(StoreClient* store, double expiringWithinSeconds, QObject* parent = nullptr);
    ~AlertFeed() override;

    void setExpiringWithin(double seconds);
    void start(int intervalMs);
    void stop();
    // One look now (the first learns the present and tells nothing).
    void lookNow();
    // Looks finished so far: after the first, what is written is news.
    quint64 lookCount() const { return m_looks; }

    static AlertNotice notice(const Alert& alert);

Q_SIGNALS:
    void alerted(const QList<seal::AlertNotice>& notices);

private:
    StoreClient* m_store;
    double m_expiringWithin;
    std::shared_ptr<AlertWatch> m_watch; // used on the reader's thread only, one look at a time
    QTimer m_timer;
    quint64 m_looking = 0; // the look in flight (0: none)
    quint64 m_looks = 0;
};

} // namespace seal
