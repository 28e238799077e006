// The load cycle under bad timing (issue 26, item 0): a change that lands
// after a page's first read and before the console's first look at the
// change stamp is still seen; a reload asked while a read is in flight is
// read even when that read fails; new certs asked for while a newer-page read
// is in flight are read even when that read fails. Each case makes the bad
// timing happen for real: another session holds a lock, the console's read
// waits on it, and the server cancels that read.
#include "core/store/store.hpp"
#include "models/autonomy_model.hpp"
#include "models/certificate_model.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QSignalSpy>
#include <QTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;

const std::string kRevokeRefund =
    "UPDATE seal_clearance SET status = 'REVOKED', reason = 'drill', updated_at = updated_at + 1 "
    "WHERE path = 'refund'";

bool refundRevoked(const AutonomyModel& model)
{
    const int row = model.rowOf(QStringLiteral("refund"));
    return row >= 0 && model.index(row, 0).data(AutonomyModel::RevokedRole).toBool();
}

// The pid of a backend of `db` that waits for a lock (the console's read).
int lockWaiter(const TestDatabase& db)
{
    auto admin = Connection::open(adminDsn());
    const auto r = admin.exec("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
                              {param(db.name())});
    return r.rows() == 0 ? 0 : static_cast<int>(r.integer(0, 0));
}

void cancelBackend(int pid)
{
    auto admin = Connection::open(adminDsn());
    admin.exec("SELECT pg_cancel_backend($1::int)", {param(std::to_string(pid))});
}

} // namespace

class TestModelReloadCycle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void changeBeforeTheFirstLookIsSeen();
    void failedReadKeepsTheReloadQueuedBehindIt();
    void failedNewerReadKeepsTheLookQueuedBehindIt();
};

void TestModelReloadCycle::changeBeforeTheFirstLookIsSeen()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QVERIFY(!refundRevoked(model)); // negative control: in force when read
    // The change lands after the page read and before anyone looked at the
    // stamp. The console's baseline was taken when it connected, before the
    // page's read, so the first look sees a change.
    QSignalSpy changed(&store, &StoreClient::storeChanged);
    db.exec(kRevokeRefund);
    QTRY_VERIFY_WITH_TIMEOUT((store.checkForChanges(), refundRevoked(model)), kWait);
    // Seen against the baseline taken at connect, not by the fallback that
    // reloads everything when no baseline could be read.
    QVERIFY(!changed.isEmpty());
    const auto before = changed.first().at(0).value<ChangeStamp>();
    const auto after = changed.first().at(1).value<ChangeStamp>();
    QVERIFY(!before.policy.isEmpty());
    QVERIFY(before.policy != after.policy);
    QCOMPARE(before.certs, after.certs); // only the policy moved
}

void TestModelReloadCycle::failedReadKeepsTheReloadQueuedBehindIt()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    AutonomyModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QVERIFY(!refundRevoked(model));

    // Another session holds a table the Autonomy read needs (not the one
    // that changes), so the console's read waits on it.
    auto other = db.connect();
    other.command("BEGIN");
    other.command("LOCK TABLE seal_thresholds IN ACCESS EXCLUSIVE MODE");
    QSignalSpy failed(&model, &AutonomyModel::failed);
    model.reload(); // waits on the lock
    int pid = 0;
    QTRY_VERIFY_WITH_TIMEOUT((pid = lockWaiter(db)) != 0, kWait);
    QVERIFY(model.isLoading());
    db.exec(kRevokeRefund); // lands while that read waits
    model.reload();         // asked because of it (the stamp moved, say): queued behind the read in flight
    cancelBackend(pid);     // the read in flight fails
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, kWait);
    QVERIFY2(failed[0][0].toString().contains(QLatin1String("cancel")), qPrintable(failed[0][0].toString()));
    other.command("ROLLBACK");
    // Nothing else asks (no refresh timer, no stamp look): only the reload
    // queued behind the failed read can bring the revocation.
    QTRY_VERIFY_WITH_TIMEOUT(refundRevoked(model), kWait);
    QVERIFY(model.error().isEmpty());
}

void TestModelReloadCycle::failedNewerReadKeepsTheLookQueuedBehindIt()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.heldCount(), 0);

    auto other = db.connect();
    other.command("BEGIN");
    other.command("LOCK TABLE seal_certs IN ACCESS EXCLUSIVE MODE");
    other.command("INSERT INTO seal_certs (intent, hash, prev_hash, body, created_at) "
                  "SELECT intent, md5(hash) || md5(hash || 'x'), hash, body, created_at FROM seal_certs ORDER BY seq DESC LIMIT 1");
    model.takeNew(); // waits on the lock
    int pid = 0;
    QTRY_VERIFY_WITH_TIMEOUT((pid = lockWaiter(db)) != 0, kWait);
    model.takeNew(); // asked again while that read is in flight
    cancelBackend(pid);
    other.command("COMMIT");
    QTRY_COMPARE_WITH_TIMEOUT(model.heldCount(), 1, kWait);
}

QTEST_MAIN(TestModelReloadCycle)
#include "test_model_reload_cycle.moc"
