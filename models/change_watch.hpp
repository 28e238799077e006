// Whether the store changed since the console last looked: the change stamp
// (core/store/change_stamp.hpp), read on the reader every few seconds. The
// first look after each connect is the baseline and goes ahead of every
// queued page read, so each page's data is at least as new as the stamp the
// next look compares with: a change that lands after a page read is always
// seen as a change. StoreClient owns the watch and repeats its signal as
// StoreClient::storeChanged, which the pages follow.
#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QObject>
#include <QTimer>
#include <optional>

namespace seal {

class StoreClient;

// What changed in the store since the last look, judged cheaply from
// append-only maxima and small counts (never a full read).
struct ChangeStamp
{
    QByteArray certs;     // newest cert seq
    QByteArray events;    // newest event id
    QByteArray approvals; // approvals, votes and their newest decision
    QByteArray intents;   // open intents and their newest update
    QByteArray policy;    // clearance, thresholds, proofs, frozen domains
    bool operator==(const ChangeStamp&) const = default;
};

class ChangeWatch : public QObject
{
    Q_OBJECT
public:
    // A child of `store`, whose reader it reads on.
    explicit ChangeWatch(StoreClient* store);

    // Looks every `ms` (0 stops it).
    void setInterval(int ms);
    int interval() const { return m_timer.isActive() ? m_timer.interval() : 0; }
    // Looks now, unless the last look has not come back yet (tests call this
    // instead of waiting).
    void look();
    // After a connect: the baseline, ahead of every queued read.
    void takeBaseline();
    // Back after losing the store: a look lost with the connection no longer
    // holds the next one back.
    void forgetPendingLook() { m_pending = false; }
    const std::optional<ChangeStamp>& stamp() const { return m_stamp; }

Q_SIGNALS:
    // The stamp moved: pages whose data it covers reload what they show.
    void changed(const seal::ChangeStamp& before, const seal::ChangeStamp& after);

private:
    void onStamp(const ChangeStamp& stamp, bool baseline);

    StoreClient* m_store;
    QTimer m_timer;
    std::optional<ChangeStamp> m_stamp;
    bool m_pending = false;
    quint64 m_request = 0;
};

} // namespace seal

Q_DECLARE_METATYPE(seal::ChangeStamp)
