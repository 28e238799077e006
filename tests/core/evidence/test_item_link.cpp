// sealdesk:// links (issue 27 item 2): what sealctl watch --json prints, the
// desktop's URL handler passes to `sealdesk --open`, and a notification opens.
//  - Every kind round-trips, with an agent-written key holding a slash, a
//    space, '?', '#', '%', quotes, a newline and non-ASCII.
//  - The parser refuses what is not a well-formed link (the negative controls):
//    another scheme, an unknown kind, no key, an unescaped slash or space, a
//    broken escape, a cert that is not a seq, an overlong link.
//  - An alert names the item an operator acts on.
#include "core/evidence/alerts.hpp"
#include "core/evidence/item_link.hpp"

#include <QtTest>

using namespace seal;

Q_DECLARE_METATYPE(seal::ItemKind)

class TestItemLink : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void refused_data();
    void refused();
    void alertsNameTheirItem();
};

void TestItemLink::roundTrip_data()
{
    QTest::addColumn<seal::ItemKind>("kind");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QByteArray>("link");
    QTest::newRow("approval") << ItemKind::Approval << QByteArray("c295a6c5e22f427b824d9cd64f08593e")
                              << QByteArray("sealdesk://approval/c295a6c5e22f427b824d9cd64f08593e");
    QTest::newRow("hostile intent") << ItemKind::Hold << QByteArray("a/b c?d#e%f\"g'\n\xC3\xA9")
                                    << QByteArray("sealdesk://hold/a%2Fb%20c%3Fd%23e%25f%22g%27%0A%C3%A9");
    QTest::newRow("divergence") << ItemKind::Divergence << QByteArray("42") << QByteArray("sealdesk://divergence/42");
    QTest::newRow("obligation") << ItemKind::Obligation << QByteArray("ob-1.x_y~z")
                                << QByteArray("sealdesk://obligation/ob-1.x_y~z");
    QTest::newRow("cert") << ItemKind::Cert << QByteArray("717") << QByteArray("sealdesk://cert/717");
    QTest::newRow("intent") << ItemKind::Intent << QByteArray("i 1") << QByteArray("sealdesk://intent/i%201");
    QTest::newRow("path") << ItemKind::Path << QByteArray("refund:EU") << QByteArray("sealdesk://path/refund%3AEU");
}

void TestItemLink::roundTrip()
{
    QFETCH(seal::ItemKind, kind);
    QFETCH(QByteArray, key);
    QFETCH(QByteArray, link);
    const std::string made = itemLink(kind, key.toStdString());
    QCOMPARE(QByteArray::fromStdString(made), link);
    std::string why;
    const auto parsed = parseItemLink(made, &why);
    QVERIFY2(parsed, why.c_str());
    QCOMPARE(parsed->kind, kind);
    QCOMPARE(QByteArray::fromStdString(parsed->key), key);
    // Lower-case escapes, an upper-case scheme and a mail client's trailing slash read the same.
    const auto loose = parseItemLink("SEALDESK" + QByteArray(made.substr(8).c_str()).toLower().toStdString() + "/");
    if (key.toLower() == key) {
        QVERIFY(loose);
        QCOMPARE(QByteArray::fromStdString(loose->key), key);
    }
}

void TestItemLink::refused_data()
{
    QTest::addColumn<QByteArray>("link");
    QTest::newRow("other scheme") << QByteArray("https://approval/x");
    QTest::newRow("no scheme") << QByteArray("approval/x");
    QTest::newRow("unknown kind") << QByteArray("sealdesk://wire/x");
    QTest::newRow("no key") << QByteArray("sealdesk://approval/");
    QTest::newRow("no slash") << QByteArray("sealdesk://approval");
    QTest::newRow("unescaped slash") << QByteArray("sealdesk://hold/a/b");
    QTest::newRow("unescaped space") << QByteArray("sealdesk://hold/a b");
    QTest::newRow("query") << QByteArray("sealdesk://hold/a?b=1");
    QTest::newRow("broken escape") << QByteArray("sealdesk://hold/a%2");
    QTest::newRow("not hex") << QByteArray("sealdesk://hold/a%zz");
    QTest::newRow("cert not a seq") << QByteArray("sealdesk://cert/12a");
    QTest::newRow("overlong") << (QByteArray("sealdesk://hold/") + QByteArray(5000, 'a'));
}

void TestItemLink::refused()
{
    QFETCH(QByteArray, link);
    std::string why;
    QVERIFY(!parseItemLink(link.toStdString(), &why));
    QVERIFY2(!why.empty(), "a refusal says why");
}

void TestItemLink::alertsNameTheirItem()
{
    Alert expiring{"approval_expiring", "refund", "i1", std::nullopt, std::nullopt, "ap 1", 0, "x", std::nullopt};
    QCOMPARE(QByteArray::fromStdString(alertJson(expiring)["link"].get<std::string>()),
             QByteArray("sealdesk://approval/ap%201"));
    Alert hold{"hold", "refund", "i/2", 9, std::nullopt, std::nullopt, 0, "x", std::nullopt};
    QCOMPARE(QByteArray::fromStdString(alertJson(hold)["link"].get<std::string>()),
             QByteArray("sealdesk://hold/i%2F2"));
    Alert spend{"out_of_band_spend", "refund", std::nullopt, std::nullopt, 77, std::nullopt, 0, "x", std::nullopt};
    QCOMPARE(QByteArray::fromStdString(alertJson(spend)["link"].get<std::string>()),
             QByteArray("sealdesk://divergence/77"));
    Alert breach{"obligation_breached", "refund", "i3", std::nullopt, 78, std::nullopt, 0, "x", "ob-3"};
    QCOMPARE(QByteArray::fromStdString(alertJson(breach)["link"].get<std::string>()),
             QByteArray("sealdesk://obligation/ob-3"));
    Alert broken{"chain_break", std::nullopt, std::nullopt, 12, std::nullopt, std::nullopt, 0, "x", std::nullopt};
    QCOMPARE(QByteArray::fromStdString(alertJson(broken)["link"].get<std::string>()),
             QByteArray("sealdesk://cert/12"));
    // Negative control: an alert about nothing in particular has no link.
    Alert nothing{"chain_break", std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt, 0, "x",
                  std::nullopt};
    QVERIFY(alertJson(nothing)["link"].is_null());
}

QTEST_GUILESS_MAIN(TestItemLink)
#include "test_item_link.moc"
