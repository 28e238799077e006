// Nothing waits forever, and no message shows a password: sealctl under a
// lock another session holds, against a host that accepts and never answers,
// a statement past the timeout, and malformed DSNs that carry a password.
#include "tests/support/test_paths.hpp"
#include "tests/support/test_store.hpp"

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QtTest>
#include <arpa/inet.h>
#include <atomic>
#include <clocale>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

using namespace seal;
using namespace seal::test;

namespace {

struct Timed
{
    bool finished = false;
    int exitCode = -1;
    qint64 ms = 0;
    QString out, err;
};

// sealctl with a bound of its own: a hang shows as finished == false.
Timed runBounded(const QStringList& args, int boundMs = 20000)
{
    QProcess proc;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("SEAL_DSN"));
    env.remove(QStringLiteral("SEAL_TIMEOUT"));
    proc.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    proc.start(seal::test::qSealctl(), args);
    proc.closeWriteChannel();
    Timed t;
    t.finished = proc.waitForFinished(boundMs);
    t.ms = clock.elapsed();
    if (!t.finished) {
        proc.kill();
        proc.waitForFinished();
    }
    t.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    t.out = QString::fromUtf8(proc.readAllStandardOutput());
    t.err = QString::fromUtf8(proc.readAllStandardError());
    return t;
}

// A TCP listener on 127.0.0.1 that accepts every connection and never says a word.
class SilentListener
{
public:
    SilentListener()
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        ::bind(m_fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
        ::listen(m_fd, 16);
        socklen_t len = sizeof addr;
        ::getsockname(m_fd, reinterpret_cast<sockaddr*>(&addr), &len);
        m_port = ntohs(addr.sin_port);
        m_thread = std::thread([this] {
            while (!m_stop) {
                pollfd p{m_fd, POLLIN, 0};
                if (::poll(&p, 1, 50) <= 0) continue;
                const int c = ::accept4(m_fd, nullptr, nullptr, SOCK_CLOEXEC);
                if (c >= 0) m_held.push_back(c);
            }
        });
    }
    ~SilentListener()
    {
        m_stop = true;
        m_thread.join();
        for (int c : m_held)
            ::close(c);
        ::close(m_fd);
    }
    SilentListener(const SilentListener&) = delete;
    SilentListener& operator=(const SilentListener&) = delete;
    int port() const { return m_port; }

private:
    int m_fd = -1;
    int m_port = 0;
    std::atomic<bool> m_stop{false};
    std::vector<int> m_held;
    std::thread m_thread;
};

QString oneLine(const QString& err)
{
    return err.endsWith(QLatin1Char('\n')) ? err.chopped(1) : err;
}

} // namespace

class TestTimeouts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parsesSecondsWhateverTheLocale()
    {
        const char* before = std::setlocale(LC_NUMERIC, nullptr);
        const std::string saved = before ? before : "C";
        for (const char* locale : {"C", "de_DE.UTF-8", "fr_FR.UTF-8"}) {
            std::setlocale(LC_NUMERIC, locale); // when not installed it stays as it was
            QCOMPARE(parseTimeoutSeconds("2"), std::optional(std::chrono::milliseconds(2000)));
            QCOMPARE(parseTimeoutSeconds("0.5"), std::optional(std::chrono::milliseconds(500)));
            QCOMPARE(parseTimeoutSeconds("0"), std::optional(std::chrono::milliseconds(0)));
            for (const char* bad : {"1,5", "", "-1", "nan", "inf", "1e9", "2s", " 2", "0.0001"})
                QVERIFY2(!parseTimeoutSeconds(bad), bad);
        }
        std::setlocale(LC_NUMERIC, saved.c_str());
        QCOMPARE(timeoutText(std::chrono::milliseconds(2000)), std::string("2 s"));
        QCOMPARE(timeoutText(std::chrono::milliseconds(2500)), std::string("2.5 s"));
        const auto usage = runBounded({QStringLiteral("--timeout"), QStringLiteral("1,5"), QStringLiteral("check")});
        QCOMPARE(usage.exitCode, 2);
        QVERIFY2(usage.err.contains(QLatin1String("--timeout")), qPrintable(usage.err));
    }

    // Another session holds an ACCESS EXCLUSIVE lock: every command gives up
    // after --timeout with one line naming what it waited for, exit 2.
    void lockHeldByAnotherSession_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QStringList>("command");
        QTest::newRow("approvals / seal_approvals")
            << QStringLiteral("seal_approvals") << QStringList{QStringLiteral("approvals")};
        QTest::newRow("approvals / seal_approval_votes")
            << QStringLiteral("seal_approval_votes") << QStringList{QStringLiteral("approvals")};
        QTest::newRow("verify / seal_certs") << QStringLiteral("seal_certs") << QStringList{QStringLiteral("verify")};
        QTest::newRow("export-chain / seal_certs")
            << QStringLiteral("seal_certs")
            << QStringList{QStringLiteral("export-chain"), QStringLiteral("--from"), QStringLiteral("1"),
                           QStringLiteral("--to"), QStringLiteral("5")};
        QTest::newRow("holds / seal_intents") << QStringLiteral("seal_intents") << QStringList{QStringLiteral("holds")};
    }
    void lockHeldByAnotherSession()
    {
        QFETCH(QString, table);
        QFETCH(QStringList, command);
        auto db = TestDatabase::storeA();
        Connection holder = db.connect();
        holder.command("BEGIN");
        holder.command("LOCK TABLE " + table.toStdString() + " IN ACCESS EXCLUSIVE MODE");
        const QString dsn = QString::fromStdString(db.dsn());

        const Timed t = runBounded(QStringList{QStringLiteral("--timeout"), QStringLiteral("2"),
                                               QStringLiteral("--dsn"), dsn} + command);
        QVERIFY2(t.finished, "sealctl still waited after 20 s");
        QVERIFY2(t.ms < 10000, qPrintable(QString::number(t.ms)));
        QCOMPARE(t.exitCode, 2);
        const QString line = oneLine(t.err);
        QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(t.err));
        QVERIFY2(line.startsWith(QLatin1String("sealctl: timed out after 2 s waiting for the store ")), qPrintable(line));
        // It says who held the lock, as the server tells (issue 26: a write or read that gives up names it).
        const QString holderPid = QStringLiteral("pid %1 (role ").arg(holder.backendPid());
        QVERIFY2(line.contains(QLatin1String("(a lock on ")) && line.contains(table) &&
                     line.contains(QLatin1String(" held by another session: ") + holderPid) &&
                     line.contains(QLatin1String(" in a transaction since 20")) && line.endsWith(QLatin1String(")")),
                 qPrintable(line));

        // The same command with no timeout really waits: the lock is what the timeout ended.
        const Timed forever = runBounded(QStringList{QStringLiteral("--timeout"), QStringLiteral("0"),
                                                     QStringLiteral("--dsn"), dsn} + command,
                                         3000);
        QVERIFY2(!forever.finished, qPrintable(forever.err));
        holder.command("ROLLBACK");
        // And once the lock is gone, the command works again.
        const Timed after = runBounded(QStringList{QStringLiteral("--timeout"), QStringLiteral("2"),
                                                   QStringLiteral("--dsn"), dsn} + command);
        QVERIFY2(after.exitCode == 0 || after.exitCode == 1, qPrintable(after.err)); // holds exits 1 when any
    }

    // SEAL_TIMEOUT is the default when --timeout is not given.
    void sealTimeoutFromTheEnvironment()
    {
        auto db = TestDatabase::storeA();
        Connection holder = db.connect();
        holder.command("BEGIN");
        holder.command("LOCK TABLE seal_approvals IN ACCESS EXCLUSIVE MODE");
        QProcess proc;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SEAL_TIMEOUT"), QStringLiteral("1.5"));
        proc.setProcessEnvironment(env);
        proc.start(seal::test::qSealctl(),
                   {QStringLiteral("--dsn"), QString::fromStdString(db.dsn()), QStringLiteral("approvals")});
        QVERIFY(proc.waitForFinished(10000));
        QCOMPARE(proc.exitCode(), 2);
        const QString err = QString::fromUtf8(proc.readAllStandardError());
        QVERIFY2(err.startsWith(QLatin1String("sealctl: timed out after 1.5 s")), qPrintable(err));
    }

    void hostThatNeverAnswers()
    {
        SilentListener silent;
        const QString dsn =
            QStringLiteral("host=127.0.0.1 port=%1 dbname=seal user=nobody sslmode=disable").arg(silent.port());
        const Timed t = runBounded({QStringLiteral("--timeout"), QStringLiteral("2"), QStringLiteral("--dsn"), dsn,
                                    QStringLiteral("check")});
        QVERIFY2(t.finished, "sealctl still waited after 20 s");
        QVERIFY2(t.ms < 10000, qPrintable(QString::number(t.ms)));
        QCOMPARE(t.exitCode, 2);
        const QString line = oneLine(t.err);
        QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(t.err));
        QVERIFY2(line.startsWith(QLatin1String("sealctl: timed out after 2 s waiting for the store 127.0.0.1/seal")),
                 qPrintable(line));

        // Negative control: with no timeout, the same connect waits (here 4 s and more).
        const Timed forever = runBounded({QStringLiteral("--timeout"), QStringLiteral("0"), QStringLiteral("--dsn"),
                                          dsn, QStringLiteral("check")},
                                         4000);
        QVERIFY2(!forever.finished, qPrintable(forever.err));

        // A DSN's own connect_timeout is kept (here longer than --timeout).
        const Timed own = runBounded({QStringLiteral("--timeout"), QStringLiteral("2"), QStringLiteral("--dsn"),
                                      dsn + QStringLiteral(" connect_timeout=4"), QStringLiteral("check")});
        QCOMPARE(own.exitCode, 2);
        QVERIFY2(own.ms >= 3500 && own.ms < 10000, qPrintable(QString::number(own.ms)));
    }

    // Each statement of a bounded read ends at the timeout; a chain walk's
    // transaction is not bounded that way (only its lock waits are).
    void statementTimeoutInCore()
    {
        auto db = TestDatabase::storeA();
        Connection conn = db.connect();
        setStoreTimeout(std::chrono::milliseconds(300));
        bool timedOut = false;
        try {
            ReadTransaction tx(conn);
            conn.exec("SELECT pg_sleep(3) FROM seal_certs LIMIT 1");
        } catch (const StoreError& e) {
            timedOut = e.kind() == StoreError::Kind::Timeout;
            QVERIFY2(std::string(e.what()).find("timed out after 0.3 s") != std::string::npos, e.what());
            QCOMPARE(e.sqlState(), std::string("57014"));
        }
        QVERIFY(timedOut);
        {
            ReadTransaction walk(conn, ReadTransaction::Bound::LockOnly);
            conn.exec("SELECT pg_sleep(0.6)"); // longer than the timeout, and fine
        }
        setStoreTimeout(kDefaultStoreTimeout);
    }

    // libpq repeats a malformed URI, password included, in its error.
    void noPasswordInAnyMessage_data()
    {
        QTest::addColumn<QString>("dsn");
        QTest::newRow("bad port") << QStringLiteral("postgresql://u:s3cr3tpw@host:badport/db");
        QTest::newRow("unclosed IPv6") << QStringLiteral("postgresql://u:s3cr3tpw@[::1/db");
        QTest::newRow("bad query parameter") << QStringLiteral("postgresql://u:s3cr3tpw@host/db?bogus=1");
        QTest::newRow("password in the query") << QStringLiteral("postgresql://u@host/db?password=s3cr3tpw&bogus=1");
        QTest::newRow("keyword, unterminated quote") << QStringLiteral("host=x password='s3cr3tpw");
        QTest::newRow("keyword, refused") << QStringLiteral("host=127.0.0.1 port=1 user=u password=s3cr3tpw");
        QTest::newRow("uri, refused") << QStringLiteral("postgresql://u:s3cr3tpw@127.0.0.1:1/db");
    }
    void noPasswordInAnyMessage()
    {
        QFETCH(QString, dsn);
        const Timed t = runBounded({QStringLiteral("--dsn"), dsn, QStringLiteral("check")});
        QCOMPARE(t.exitCode, 2);
        QVERIFY2(!t.err.isEmpty(), "no message at all");
        QVERIFY2(!(t.err + t.out).contains(QLatin1String("s3cr3tpw")), qPrintable(t.err));
        try {
            Connection::open(dsn.toStdString());
            QFAIL("connected");
        } catch (const StoreError& e) {
            QVERIFY2(std::string(e.what()).find("s3cr3tpw") == std::string::npos, e.what());
        }
    }

    void redactDsnCases()
    {
        QCOMPARE(redactDsn("host=h password=abc user=u"), std::string("host=h password=*** user=u"));
        QCOMPARE(redactDsn("host=h password = 'a b\\'c' user=u"), std::string("host=h password = *** user=u"));
        QCOMPARE(redactDsn("postgresql://u:pw@h:5/db?password=x&sslmode=require"),
                 std::string("postgresql://u:***@h:5/db?password=***&sslmode=require"));
        QCOMPARE(redactDsn("postgres://u@h/db"), std::string("postgres://u@h/db"));
    }
};

QTEST_GUILESS_MAIN(TestTimeouts)
#include "test_timeouts.moc"
