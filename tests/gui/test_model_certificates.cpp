// CertificateModel over a copy of the reference store: structure (tester),
// golden rows, keyset paging, filters, jumps, unreadable bodies, break marks.
#include "models/certificate_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "tests/gui/gui_test_support.hpp"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;

QList<qint64> seqs(const CertificateModel& model)
{
    QList<qint64> out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.seqAt(row);
    return out;
}

} // namespace

class TestModelCertificates : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { pinEnglishUtcDisplay(); }
    void goldenFirstRowsNewestFirst();
    void goldenFirstRowsBySeq();
    void fetchMorePagesWithoutGapsOrRepeats();
    void malformedBodyRowIsUnreadableAndTheRestIsRight();
    void searchBySeqIntentAndHashPrefix();
    void intentFilter();
    void jumpLoadsAroundTheSeq();
    void rolesCarryRawAndDecodedFields();
    void hostileTextIsMadeVisible();
    void breaksMarkRows();
    void timeZoneToggleRepaintsTimes();
    void brokenQueryReportsOneLine();
};

void TestModelCertificates::goldenFirstRowsNewestFirst()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.rowCount(), model.pageSize()); // one page, never the whole chain
    QVERIFY(model.canFetchMore({}));
    const QStringList expected = {
        QStringLiteral(" | 717 | 2026-11-29 10:01:24Z | approval:c295a6c5e22f427b824d9cd64f08593e | SEALED | "
                       "unconfirmed | approval · rejected | 6b3f3666617b"),
        QStringLiteral(" | 716 | 2026-11-29 10:01:24Z | approval:4003925186ed41f1965aa828b2c39e0a | SEALED | "
                       "unconfirmed | approval · approved | 512dcf6a0dfd"),
        QStringLiteral(" | 715 | 2026-11-29 10:01:23Z | "
                       "b3e6c8fb931b37c3792d0def52de1a2bddc26908956b4be72a3b0ebf1c4799c5 | WORLD_UNKNOWN | "
                       "unknown | witnessed · payout | d414f6021ebe"),
    };
    QCOMPARE(dumpRows(model, 0, 3), expected);
}

void TestModelCertificates::goldenFirstRowsBySeq()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setOrder(CertOrder::BySeq);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const QStringList expected = {
        QStringLiteral(
            " | 1 | 2026-11-29 10:01:10Z | fc2788100020f196042ac8c430ab9b880e9b957636022f4f5604a19a0cf49c00 "
            "| SEALED | unconfirmed | sealed · refund | a1fcefbf4573"),
        QStringLiteral(
            " | 2 | 2026-11-29 10:01:10Z | fc2788100020f196042ac8c430ab9b880e9b957636022f4f5604a19a0cf49c00 "
            "| WORLD_FINAL | confirmed | witnessed · refund | 78df34aba904"),
        QStringLiteral(
            " | 3 | 2026-11-29 10:01:10Z | fa82a29b3a6d3350df8d340bcf74d6d57740ab1b2391799eefacf89241af583b "
            "| SEALED | unconfirmed | sealed · refund | b6100fb5d7ec"),
    };
    QCOMPARE(dumpRows(model, 0, 3), expected);
}

void TestModelCertificates::fetchMorePagesWithoutGapsOrRepeats()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    model.setPageSize(100);
    model.reload();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded() && !model.isLoading(), kWait);
    QCOMPARE(model.rowCount(), 100);
    int pages = 1;
    while (model.canFetchMore({})) {
        const int before = model.rowCount();
        model.fetchMore({});
        model.fetchMore({}); // a second call while one is in flight asks nothing more
        QTRY_VERIFY_WITH_TIMEOUT(!model.isLoading(), kWait);
        QVERIFY(model.rowCount() > before);
        ++pages;
    }
    QCOMPARE(pages, 8);
    QList<qint64> expected;
    for (qint64 seq = 717; seq >= 1; --seq)
        expected << seq;
    QCOMPARE(seqs(model), expected);
}

void TestModelCertificates::malformedBodyRowIsUnreadableAndTheRestIsRight()
{
    const auto db = TestDatabase::storeA();
    db.exec("UPDATE seal_certs SET body = '[1,2]' WHERE seq = 715");
    db.exec("UPDATE seal_certs SET body = '\"just a string\"' WHERE seq = 600");
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const int row = model.rowOfSeq(715);
    QCOMPARE(row, 2);
    const QModelIndex cell = model.index(row, CertificateModel::StatusColumn);
    QCOMPARE(cell.data().toString(), QStringLiteral("Unreadable"));
    QCOMPARE(cell.data(CertificateModel::UnreadableRole).toBool(), true);
    QCOMPARE(cell.data(CertificateModel::RowStateRole).toInt(), static_cast<int>(RowState::Unreadable));
    QCOMPARE(cell.data(CertificateModel::ProblemRole).toString(),
             QStringLiteral("the body is a JSON array, not an object"));
    QCOMPARE(cell.data(CertificateModel::RawJsonRole).toString(), QStringLiteral("[1, 2]"));
    QCOMPARE(model.index(row, CertificateModel::TierColumn).data().toString(), QStringLiteral("unreadable"));
    QCOMPARE(model.index(row, CertificateModel::SeqColumn).data().toString(), QStringLiteral("715"));
    const QStringList expected = {
        QStringLiteral(" | 716 | 2026-11-29 10:01:24Z | approval:4003925186ed41f1965aa828b2c39e0a | SEALED | "
                       "unconfirmed | approval · approved | 512dcf6a0dfd"),
        QStringLiteral("Unreadable | 715 | 2026-11-29 10:01:23Z | "
                       "b3e6c8fb931b37c3792d0def52de1a2bddc26908956b4be72a3b0ebf1c4799c5 | unreadable | "
                       "unreadable | unreadable | d414f6021ebe"),
        QStringLiteral(" | 714 | 2026-11-29 10:01:23Z | "
                       "ebbb5104fe8c012340d6860e5bf698cd03f790128cee50f211783058cf8308d8 | WORLD_DIVERGED | "
                       "diverged | witnessed · charge | 156e31c481f9"),
    };
    QCOMPARE(dumpRows(model, 1, 3), expected);
    QCOMPARE(model.index(model.rowOfSeq(600), CertificateModel::KindColumn).data().toString(),
             QStringLiteral("unreadable"));
    QCOMPARE(model.index(model.rowOfSeq(600), 0).data(CertificateModel::ProblemRole).toString(),
             QStringLiteral("the body is a JSON string, not an object"));
    // The rows after it are read as usual.
    QCOMPARE(model.index(model.rowOfSeq(599), CertificateModel::StatusColumn)
                 .data(CertificateModel::UnreadableRole)
                 .toBool(),
             false);
}

void TestModelCertificates::searchBySeqIntentAndHashPrefix()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);

    model.setFilter({CertFilter::Kind::Text, QStringLiteral("6B3F3666")}); // hash prefix, any case
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(seqs(model), QList<qint64>{717});

    model.setFilter({CertFilter::Kind::Text, QStringLiteral("42")}); // seq 42, and hashes starting "42"
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QVERIFY(seqs(model).contains(42));
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex i = model.index(row, 0);
        QVERIFY(i.data(CertificateModel::SeqRole).toLongLong() == 42 ||
                i.data(CertificateModel::HashRole).toString().startsWith(QLatin1String("42")) ||
                i.data(CertificateModel::IntentRole).toString().startsWith(QLatin1String("42")));
    }

    model.setFilter({CertFilter::Kind::Text, QStringLiteral("approval:")}); // intent prefix
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(seqs(model), (QList<qint64>{717, 716}));

    model.setFilter({CertFilter::Kind::Text, QStringLiteral("%")}); // bound, never a LIKE pattern
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.canFetchMore({}));
}

void TestModelCertificates::intentFilter()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const QString intent = model.index(model.rowOfSeq(714), 0).data(CertificateModel::IntentRole).toString();
    model.setFilter({CertFilter::Kind::Intent, intent});
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QVERIFY(model.rowCount() >= 2);
    QVERIFY(seqs(model).contains(714) && seqs(model).contains(713));
    for (int row = 0; row < model.rowCount(); ++row)
        QCOMPARE(model.index(row, 0).data(CertificateModel::IntentRole).toString(), intent);
}

void TestModelCertificates::jumpLoadsAroundTheSeq()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    model.setPageSize(50);
    model.reload();
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QSignalSpy located(&model, &CertificateModel::seqLocated);

    model.jumpTo(700); // loaded already: no reload
    QCOMPARE(located.count(), 1);
    QCOMPARE(located.takeFirst(), (QVariantList{qint64(700), 17}));

    model.jumpTo(42); // far away: the chain is shown from a little above it
    QTRY_COMPARE_WITH_TIMEOUT(located.count(), 1, kWait);
    const QVariantList args = located.takeFirst();
    QCOMPARE(args.at(0).toLongLong(), 42);
    QCOMPARE(model.seqAt(args.at(1).toInt()), 42);
    QCOMPARE(model.startKey(), std::optional<qint64>(62));
    QCOMPARE(model.seqAt(0), 62);
    QCOMPARE(model.rowCount(), 50);

    model.jumpTo(5000); // no such cert
    QTRY_COMPARE_WITH_TIMEOUT(located.count(), 1, kWait);
    QCOMPARE(located.takeFirst().at(1).toInt(), -1);

    model.setOrder(CertOrder::BySeq);
    model.jumpTo(300);
    QTRY_COMPARE_WITH_TIMEOUT(located.count(), 1, kWait);
    QCOMPARE(model.seqAt(0), 280);
    QCOMPARE(model.seqAt(located.takeFirst().at(1).toInt()), 300);

    model.showFromStart();
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.seqAt(0), 1);
}

void TestModelCertificates::rolesCarryRawAndDecodedFields()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    const QModelIndex i = model.index(model.rowOfSeq(717), 0);
    QVERIFY(i.data(CertificateModel::RawJsonRole)
                .toString()
                .startsWith(QLatin1String("{\"at\": 1795946484.1331637, \"hash\"")));
    QCOMPARE(i.data(CertificateModel::SortRole).toInt(), static_cast<int>(RowState::Normal));
    QCOMPARE(model.index(i.row(), CertificateModel::SeqColumn).data(CertificateModel::SortRole),
             QVariant(qint64(717)));
    QCOMPARE(model.index(i.row(), CertificateModel::TimeColumn).data(CertificateModel::SortRole).toDouble(),
             1795946484.1331637);
    QStringList fields;
    for (const QVariant& f : i.data(CertificateModel::DecodedFieldsRole).toList())
        fields << f.toStringList().join(QStringLiteral(": "));
    const QStringList expected = {
        QStringLiteral("intent: approval:c295a6c5e22f427b824d9cd64f08593e"),
        QStringLiteral("action: graduated_approval"),
        QStringLiteral("tier: SEALED"),
        QStringLiteral("world: unconfirmed"),
        QStringLiteral("at: 1795946484.1331637 (2026-11-29 10:01:24.133Z)"),
        QStringLiteral("outcome: rejected"),
        QStringLiteral("path: payout"),
        QStringLiteral("approval_id: c295a6c5e22f427b824d9cd64f08593e"),
        QStringLiteral("underlying_intent: intent-payout-368"),
        QStringLiteral(
            "votes: [{\"approver\": \"sam@ops\", \"at\": 1795946484.127164, \"decision\": \"reject\", "
            "\"sig\": \"9f03ea44b9ea833f8f4f6415f788528ec1d7cf53388f7a05a32f39299095b849\"}]"),
        QStringLiteral("args_digest: c295a6c5e22f427b824d9cd64f08593e"),
        QStringLiteral("result_digest: null"),
        QStringLiteral("prev_hash: 512dcf6a0dfdce59102cc738bccf0d8e53d79bce3da5d1412dff91d91db320b3"),
        QStringLiteral("hash: 6b3f3666617b34b5f352d2db31f6cff07c3465410d2cf9a78877c13b9486da11"),
    };
    QCOMPARE(fields, expected);
    QVERIFY(i.data(CertificateModel::PrettyJsonRole)
                .toString()
                .contains(QLatin1String("\n  \"outcome\": \"rejected\",\n")));
    QCOMPARE(i.data(CertificateModel::PrevHashRole).toString().left(12), QStringLiteral("512dcf6a0dfd"));
    const QModelIndex witnessed = model.index(model.rowOfSeq(714), 0);
    QVERIFY(!witnessed.data(CertificateModel::ParentCertRole).toString().isEmpty());
}

void TestModelCertificates::hostileTextIsMadeVisible()
{
    const auto db = TestDatabase::storeA();
    db.exec("UPDATE seal_certs SET intent = '<b>x</b><img src=q>' || chr(8238) || 'gnp.exe', "
            "body = jsonb_set(body, '{action}', to_jsonb('re' || chr(8203) || 'fund')) WHERE seq = 717");
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QCOMPARE(model.index(0, CertificateModel::IntentColumn).data().toString(),
             QStringLiteral("<b>x</b><img src=q>⟨U+202E⟩gnp.exe"));
    QCOMPARE(model.index(0, 0).data(CertificateModel::IntentRole).toString(),
             QStringLiteral("<b>x</b><img src=q>") + QChar(0x202E) +
                 QStringLiteral("gnp.exe")); // raw stays raw
    QVERIFY(model.index(0, 0)
                .data(CertificateModel::PrettyJsonRole)
                .toString()
                .contains(QStringLiteral("re⟨U+200B⟩fund")));
}

void TestModelCertificates::breaksMarkRows()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setVerification(
        {{700, ChainBreakInfo{700, QStringLiteral("content_altered"), QStringLiteral("body digests to …")}}},
        qint64(717));
    QCOMPARE(changed.count(), 1);
    const QModelIndex broken = model.index(model.rowOfSeq(700), CertificateModel::StatusColumn);
    QCOMPARE(broken.data().toString(), QStringLiteral("Content altered"));
    QCOMPARE(broken.data(CertificateModel::RowStateRole).toInt(), static_cast<int>(RowState::Broken));
    QCOMPARE(broken.data(CertificateModel::BreakKindRole).toString(), QStringLiteral("content_altered"));
    QCOMPARE(broken.data(Qt::ToolTipRole).toString(), QStringLiteral("body digests to …"));
    QCOMPARE(model.index(model.rowOfSeq(701), 0).data().toString(), QStringLiteral("Intact"));
    model.setVerification({}, std::nullopt);
    QCOMPARE(model.index(model.rowOfSeq(700), 0).data().toString(), QString());
}

void TestModelCertificates::timeZoneToggleRepaintsTimes()
{
    const auto db = TestDatabase::storeA();
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    DisplayTime::instance().setZone(DisplayTime::Zone::Local);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex().column(), int(CertificateModel::TimeColumn));
    DisplayTime::instance().setZone(DisplayTime::Zone::Utc);
}

void TestModelCertificates::brokenQueryReportsOneLine()
{
    const auto db = TestDatabase::storeA();
    db.exec("ALTER TABLE seal_certs RENAME TO seal_certs_gone");
    StoreClient store(qdsn(db));
    CertificateModel model(&store);
    QSignalSpy failed(&model, &CertificateModel::failed);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWait);
    const QString message = failed.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("seal_certs")) && !message.contains(QLatin1Char('\n')),
             qPrintable(message));
    QVERIFY(!model.canFetchMore({})); // not retried in a loop
    QCOMPARE(model.error(), message);
}

QTEST_GUILESS_MAIN(TestModelCertificates)
#include "test_model_certificates.moc"
