// The signers seen in the newest certs (the Keys dialog's list, issue 27
// item 7): on store-e, the kernel's key with the count of its certs; the
// bound on certs read is kept (the newest cert alone counts one), and a body
// whose signer an agent wrote as text is returned as that text.
#include "core/chain/browse.hpp"
#include "tests/support/test_store.hpp"

#include <QtTest>

using namespace seal;
using namespace seal::test;

namespace {
const std::string kKernelKey = "49ae74e4d918fe01b272b86112409bd9bdf460e709c7801cfd9f70c725247ad8";
}

class TestRecentSigners : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kernelKeyOnStoreE()
    {
        const auto db = TestDatabase::storeE();
        Connection conn = db.connect();
        ReadTransaction tx(conn);
        const auto seen = readRecentSigners(conn, 100000, 20);
        QCOMPARE(seen.size(), size_t(1));
        QCOMPARE(seen.front().signer, kKernelKey);
        const long long signedCerts =
            db.scalar("SELECT count(*) FROM seal_certs WHERE body->>'signer' = '" + kKernelKey + "'");
        QVERIFY(signedCerts > 0);
        QCOMPARE(seen.front().certs, signedCerts);
        QCOMPARE(seen.front().lastSeq, db.scalar("SELECT max(seq) FROM seal_certs WHERE body ? 'signer'"));
    }

    void boundedByNewestCerts()
    {
        const auto db = TestDatabase::storeE();
        Connection conn = db.connect();
        ReadTransaction tx(conn);
        const auto newest = readRecentSigners(conn, 1, 20);
        const bool newestSigned = db.scalar("SELECT count(*) FROM seal_certs WHERE seq = (SELECT max(seq) FROM "
                                            "seal_certs) AND body ? 'signer'") == 1;
        QCOMPARE(newest.size(), size_t(newestSigned ? 1 : 0));
        if (newestSigned) QCOMPARE(newest.front().certs, std::int64_t(1));
        QVERIFY(readRecentSigners(conn, 0, 20).empty());
    }

    void agentWrittenSignerIsText()
    {
        const auto db = TestDatabase::storeE();
        db.exec("UPDATE seal_certs SET body = jsonb_set(body, '{signer}', '\"not <b>hex</b>\"') "
                "WHERE seq = (SELECT max(seq) FROM seal_certs)");
        Connection conn = db.connect();
        ReadTransaction tx(conn);
        const auto seen = readRecentSigners(conn, 1, 20);
        QCOMPARE(seen.size(), size_t(1));
        QCOMPARE(seen.front().signer, std::string("not <b>hex</b>"));
    }
};

QTEST_APPLESS_MAIN(TestRecentSigners)
#include "test_recent_signers.moc"
