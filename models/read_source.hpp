// Where the console's reads come from, as the status bar says it: with a
// read DSN, a streaming standby, and how far it lags behind the primary the
// writes go to. Looked at after each connect and, while reading from a
// standby, every 5 s. StoreClient owns the watch and repeats its signal as
// StoreClient::readSourceChanged.
#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <QTimer>
#include <optional>

namespace seal {

class StoreClient;

struct ReadSource
{
    QString server;                  // "host/db" of the reading connection
    bool standby = false;            // a read DSN is set (reads do not load the primary)
    bool inRecovery = false;         // that server is a standby now (false: promoted, or a primary)
    std::optional<qint64> lagBytes;  // WAL the primary has and the standby has not replayed
    std::optional<double> lagSeconds; // age of the last replayed commit (0 when nothing waits)
    bool replayPaused = false;
    QString primary;                 // "host/db" writes go to (empty until asked, or unreachable)
};

class ReadSourceWatch : public QObject
{
    Q_OBJECT
public:
    // A child of `store`: the standby's state is asked on its reader, the
    // primary's position on its writer.
    explicit ReadSourceWatch(StoreClient* store);

    const std::optional<ReadSource>& source() const { return m_source; }
    // Asks now (not while offline, nor while the last look is out); changed answers.
    void check();
    // After each connect: looks, and keeps looking every 5 s at a standby.
    void onConnected();

Q_SIGNALS:
    void changed(const seal::ReadSource& source);

private:
    void publish(const ReadSource& source);

    StoreClient* m_store;
    QTimer m_timer;
    quint64 m_request = 0;
    bool m_pending = false;
    std::optional<ReadSource> m_source;
};

} // namespace seal

Q_DECLARE_METATYPE(seal::ReadSource)
