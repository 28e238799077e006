// The GUI thread's handle on the store: starts the workers in their threads,
// posts requests to them and hands their answers back on the GUI thread.
// Paging reads and the long chain walk use separate connections, so scrolling
// stays responsive while a verification runs.
#pragma once

#include "store_types.hpp"

#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>
#include <atomic>
#include <memory>
#include <optional>

namespace seal {

class StoreWorker;

class StoreClient : public QObject
{
    Q_OBJECT
public:
    // An empty DSN means $SEAL_DSN, else libpq's environment (PGHOST, ...).
    explicit StoreClient(QString dsn, QObject* parent = nullptr);
    ~StoreClient() override;

    const QString& dsn() const { return m_dsn; }
    const std::optional<StoreIdentity>& identity() const { return m_identity; }
    bool isConnected() const { return m_connected; }
    const QString& connectionProblem() const { return m_problem; }
    double lastRefreshed() const { return m_lastRefreshed; } // epoch, 0 before the first read

    // Each returns the request id its answer will carry.
    quint64 fetchCertificates(const CertQuery& query);
    quint64 findCertByHash(const QByteArray& hash);
    quint64 fetchEvents(const EventQuery& query);
    quint64 fetchEventKinds();
    quint64 verifyChain(const VerifyRequest& request);
    void cancelVerification(quint64 id);

Q_SIGNALS:
    void connected(const seal::StoreIdentity& identity);
    void connectionLost(const QString& message);
    void refreshed(double epoch); // any read came back
    void requestFailed(quint64 id, const QString& message);
    void certificatesReady(quint64 id, const seal::CertPage& page);
    void certFound(quint64 id, qint64 seq);
    void eventsReady(quint64 id, const seal::EventPage& page);
    void eventKindsReady(quint64 id, const QStringList& kinds);
    void verifyProgress(quint64 id, qint64 done, qint64 total);
    void verifyFinished(quint64 id, const seal::VerifyOutcome& outcome);

private:
    StoreWorker* startWorker(QThread& thread, const QString& name);
    void forward(StoreWorker* worker);
    template <typename Call> quint64 post(StoreWorker* worker, Call call);

    QString m_dsn;
    QThread m_readThread;
    QThread m_walkThread;
    StoreWorker* m_reader = nullptr;
    StoreWorker* m_walker = nullptr;
    quint64 m_nextId = 1;
    QHash<quint64, std::shared_ptr<std::atomic<bool>>> m_cancelFlags;
    std::optional<StoreIdentity> m_identity;
    bool m_connected = false;
    QString m_problem;
    double m_lastRefreshed = 0;
};

} // namespace seal
