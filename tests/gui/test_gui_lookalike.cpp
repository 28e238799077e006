// Look-alikes are seen (issue 26, item 4), on a copy of store-a as a real
// approver: a path `payouts.wіre` (Cyrillic і) is marked in the Approvals
// list, the path filter, the detail pane and the vote confirmation, with what
// it contains and what it looks like; a plain ASCII path is not marked. A
// 10 KB maker name is cut in the confirmation, the whole of it one click
// away, and the buttons stay on a 1024×700 screen.
#include "models/approval_model.hpp"
#include "models/autonomy_model.hpp"
#include "models/budget_model.hpp"
#include "models/divergence_model.hpp"
#include "models/holds_model.hpp"
#include "models/intent_story_model.hpp"
#include "models/mandate_model.hpp"
#include "models/store_client.hpp"
#include "tests/gui/gui_test_support.hpp"
#include "views/pages/approvals_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <functional>
#include <memory>

using namespace seal;
using namespace seal::test;

namespace {

constexpr int kWait = 20000;
const std::string kVoter = "gui_look_voter"; // member of seal_approver
const std::string kMaker = "gui_look_maker";
const std::string kFakePath = "payouts.w\u0456re"; // Cyrillic і U+0456
const std::string kRealPath = "payouts.wire";
const std::string kHugeMaker(10 * 1024, 'm');
const QString kFake = QStringLiteral("lookfake");
const QString kReal = QStringLiteral("lookreal");
const QString kPlain = QStringLiteral("lookplain");
const QString kLong = QStringLiteral("looklong");
constexpr double kNow = 4102444800 - 86400;

std::string insertRequest(const QString& id, const std::string& path, const std::string& maker)
{
    return "INSERT INTO seal_approvals VALUES ('" + id.toStdString() + "', 'intent-" + id.toStdString() + "', '" +
           path + "', 9500, '" + maker + "', 'DUAL', 'pending', 2, 1795946700, 4102444800, NULL, NULL)";
}

TestDatabase storeWithLookalikes()
{
    auto db = TestDatabase::writableStoreA();
    db.exec(insertRequest(kFake, kFakePath, kMaker));
    db.exec(insertRequest(kReal, kRealPath, kMaker));
    db.exec(insertRequest(kPlain, "refunds.card", kMaker));
    db.exec(insertRequest(kLong, "refunds.card", kHugeMaker));
    return db;
}

struct Session
{
    std::unique_ptr<StoreClient> store;
    std::unique_ptr<ApprovalsPage> page;
};

Session openPage(const TestDatabase& db, const QString& select)
{
    Session s;
    s.store = std::make_unique<StoreClient>(QString::fromStdString(db.dsn(kVoter)));
    s.page = std::make_unique<ApprovalsPage>(s.store.get());
    s.page->model()->setClock([] { return kNow; });
    s.page->resize(1200, 720);
    s.page->show();
    [&] {
        QTRY_VERIFY_WITH_TIMEOUT(s.page->hasData() && s.store->identity().has_value(), kWait);
        s.page->showKey(select);
        QCOMPARE(s.page->selectedId(), select);
    }();
    return s;
}

template <typename T> T* child(const QObject& parent, const QString& name)
{
    return parent.findChild<T*>(name);
}

// Opens the approve confirmation of the selected request, hands it to `look`, then cancels: nothing is written.
void inConfirmation(Session& s, const std::function<void(ConfirmWriteDialog*)>& look)
{
    QPushButton* approve = child<QPushButton>(*s.page, QStringLiteral("approveButton"));
    QVERIFY(approve);
    QTRY_VERIFY_WITH_TIMEOUT(approve->isEnabled(), kWait);
    QTest::mouseClick(approve, Qt::LeftButton);
    ConfirmWriteDialog* dialog = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT(
        (dialog = qobject_cast<ConfirmWriteDialog*>(QApplication::activeModalWidget())) != nullptr, 10000);
    look(dialog);
    dialog->reject();
    QTRY_VERIFY_WITH_TIMEOUT(QApplication::activeModalWidget() == nullptr, 10000);
}

QString labelText(const QObject& parent, const QString& name)
{
    auto* label = child<QLabel>(parent, name);
    return label ? label->text() : QString();
}

int modelRow(const Session& s, const QString& id)
{
    return s.page->model()->rowOf(id);
}

} // namespace

class TestGuiLookalike : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        pinEnglishUtcDisplay();
        m_group = std::make_unique<GroupScope>("seal_approver", std::vector<std::string>{kVoter});
    }
    void cleanupTestCase() { m_group.reset(); }

    void cyrillicPathMarkedInTheConfirmation()
    {
        auto db = storeWithLookalikes();
        Session s = openPage(db, kFake);
        inConfirmation(s, [](ConfirmWriteDialog* d) {
            const QString warning = labelText(*d, QStringLiteral("confirmPathLookalike"));
            QVERIFY2(warning.contains(QString::fromUtf8("Cyrillic \u0456 U+0456")), qPrintable(warning));
            QVERIFY2(warning.contains(QStringLiteral("looks like payouts.wire")), qPrintable(warning));
            QVERIFY(warning.startsWith(QString::fromUtf8("\u26A0")));
            // The path row itself carries the mark.
            bool pathMarked = false;
            for (const QLabel* l : d->findChildren<QLabel*>())
                pathMarked |= l->text() == QString::fromUtf8("\u26A0 payouts.w\u0456re");
            QVERIFY(pathMarked);
            QVERIFY(labelText(*d, QStringLiteral("confirmMakerLookalike")).isEmpty());
        });
        QCOMPARE(db.scalar("SELECT count(*) FROM seal_approval_votes WHERE approver = '" + kVoter + "'"), 0);
    }

    void plainPathIsNotMarked()
    {
        auto db = storeWithLookalikes();
        Session s = openPage(db, kPlain);
        inConfirmation(s, [](ConfirmWriteDialog* d) {
            QVERIFY(!child<QLabel>(*d, QStringLiteral("confirmPathLookalike")));
            for (const QLabel* l : d->findChildren<QLabel*>())
                QVERIFY2(!l->text().contains(QString::fromUtf8("\u26A0")), qPrintable(l->text()));
        });
        // The list cell: the look-alike marked with its notes in the tooltip, the plain one not.
        ApprovalModel* m = s.page->model();
        const QModelIndex fake = m->index(modelRow(s, kFake), ApprovalModel::PathColumn);
        const QModelIndex plain = m->index(modelRow(s, kPlain), ApprovalModel::PathColumn);
        QCOMPARE(fake.data().toString(), QString::fromUtf8("\u26A0 payouts.w\u0456re"));
        QVERIFY(fake.data(Qt::ToolTipRole).toString().contains(QStringLiteral("looks like payouts.wire")));
        QCOMPARE(plain.data().toString(), QStringLiteral("refunds.card"));
        QVERIFY(m->index(modelRow(s, kPlain), 0).data(ApprovalModel::LookalikeRole).toString().isEmpty());
    }

    void realPathIsToldOfItsLookalike()
    {
        auto db = storeWithLookalikes();
        Session s = openPage(db, kReal);
        // The real one is not mixed, but another path reads as it: that one is named with its odd letter.
        const QString detail = labelText(*s.page, QStringLiteral("approvalDetail_path"));
        QVERIFY2(detail.contains(QString::fromUtf8("looks like payouts.w\u0456\u27E8U+0456\u27E9re")),
                 qPrintable(detail));
        QVERIFY(!detail.contains(QStringLiteral("Cyrillic")));
        // The path filter marks both, and not the plain path.
        auto* filter = child<QComboBox>(*s.page, QStringLiteral("approvalPath"));
        const int fake = filter->findData(QString::fromStdString(kFakePath));
        const int plain = filter->findData(QStringLiteral("refunds.card"));
        QVERIFY(filter);
        QVERIFY(fake > 0 && plain > 0);
        QVERIFY(filter->itemText(fake).startsWith(QString::fromUtf8("\u26A0 ")));
        QVERIFY(filter->itemData(fake, Qt::ToolTipRole).toString().contains(QStringLiteral("Cyrillic")));
        QCOMPARE(filter->itemText(plain), QStringLiteral("refunds.card"));
    }

    void hugeMakerKeepsTheButtonsOnScreen()
    {
        auto db = storeWithLookalikes();
        Session s = openPage(db, kLong);
        inConfirmation(s, [](ConfirmWriteDialog* d) {
            const QSize hint = d->sizeHint();
            QVERIFY2(hint.width() <= 1024 && hint.height() <= 700,
                     qPrintable(QStringLiteral("%1x%2").arg(hint.width()).arg(hint.height())));
            d->resize(hint);
            const QRect button(d->confirmButton()->mapTo(d, QPoint(0, 0)), d->confirmButton()->size());
            QVERIFY(d->rect().contains(button));
            QVERIFY(d->confirmButton()->isVisible());
            // The maker is cut; the whole 10 KB is one click away.
            bool cut = false;
            for (const QLabel* l : d->findChildren<QLabel*>())
                cut |= l->text().startsWith(QStringLiteral("mmmm")) && l->text().contains(QChar(0x2026));
            QVERIFY(cut);
            auto* show = child<QPushButton>(*d, QStringLiteral("showFullValue0"));
            QVERIFY(show);
            QTest::mouseClick(show, Qt::LeftButton);
            QPlainTextEdit* whole = nullptr;
            QTRY_VERIFY((whole = d->findChild<QPlainTextEdit*>(QStringLiteral("fullValueEdit"))) != nullptr);
            QCOMPARE(whole->toPlainText(), QString::fromStdString(kHugeMaker));
            whole->window()->close();
        });
        // Control: an ordinary request's confirmation has no "show whole" button.
        s.page->showKey(kPlain);
        inConfirmation(s, [](ConfirmWriteDialog* d) {
            QVERIFY(!child<QPushButton>(*d, QStringLiteral("showFullValue0")));
        });
    }

    // The Autonomy list marks a look-alike path with its notes; the real one and plain paths stay as they are.
    void autonomyListMarksThePath()
    {
        auto db = TestDatabase::writableStoreA();
        db.exec("INSERT INTO seal_clearance VALUES ('" + kFakePath +
                "', 'CLEARED', NULL, 86400, 1795946484.3, 'ops-lead')");
        StoreClient store(QString::fromStdString(db.dsn()));
        AutonomyModel model(&store);
        QTRY_VERIFY_WITH_TIMEOUT(model.hasLoaded(), kWait);
        const int fake = model.rowOf(QString::fromStdString(kFakePath));
        const int plain = model.rowOf(QStringLiteral("refund"));
        QVERIFY(fake >= 0 && plain >= 0);
        QCOMPARE(model.index(fake, AutonomyModel::PathColumn).data().toString(),
                 QString::fromUtf8("\u26A0 payouts.w\u0456re"));
        QCOMPARE(model.index(fake, AutonomyModel::PathColumn).data(Qt::ToolTipRole).toString(),
                 QString::fromUtf8("look-alike: Cyrillic \u0456 U+0456"));
        QCOMPARE(model.index(plain, AutonomyModel::PathColumn).data().toString(), QStringLiteral("refund"));
        QVERIFY(model.index(plain, 0).data(AutonomyModel::LookalikeRole).toString().isEmpty());
    }

    // Holds, budgets and frozen domains mark the look-alike in their lists and
    // details, and the real name beside it; every other row is left unmarked
    // (the control: a mark on everything would pass the first half).
    void holdsBudgetsAndDomainsMarkTheLookalike()
    {
        auto db = TestDatabase::storeC();
        for (const std::string& name : {kFakePath, kRealPath}) {
            db.exec("INSERT INTO seal_intents (intent, action, args_digest, state, fence, lease_until, domain, "
                    "created_at, updated_at) VALUES ('held-" + name + "', 'payout', 'x', 'open', 'f', 1, '" +
                    name + "', 1, 1)");
            db.exec("INSERT INTO seal_domains VALUES ('" + name + "', true, 'test', NULL, 1795946499)");
            db.exec("INSERT INTO seal_budget VALUES ('" + name + "', 1000, 86400, 1795946499)");
        }
        StoreClient store(qdsn(db));
        HoldsModel holds(&store);
        BudgetModel budgets(&store);
        DivergenceModel divergences(&store);
        QTRY_VERIFY_WITH_TIMEOUT(holds.hasLoaded() && budgets.hasLoaded() && divergences.hasLoaded(), kWait);

        const QString fake = QString::fromStdString(kFakePath);
        const QString real = QString::fromStdString(kRealPath);
        const QString mark = QString::fromUtf8("⚠ ");
        const QString fakeNote = QString::fromUtf8("look-alike: Cyrillic і U+0456; looks like payouts.wire");
        const auto check = [&](QAbstractItemModel& model, int column, const std::function<int(const QString&)>& rowOf,
                               const std::function<QString(int)>& describe, const char* what) {
            const int f = rowOf(fake), r = rowOf(real);
            QVERIFY2(f >= 0 && r >= 0, what);
            QCOMPARE(model.index(f, column).data().toString(), mark + fake);
            QCOMPARE(model.index(r, column).data().toString(), mark + real);
            QVERIFY2(model.index(f, column).data(Qt::ToolTipRole).toString().contains(fakeNote), what);
            QVERIFY2(describe(f).contains(mark + fake) && describe(f).contains(fakeNote), qPrintable(describe(f)));
            for (int row = 0; row < model.rowCount(); ++row)
                if (row != f && row != r)
                    QVERIFY2(!model.index(row, column).data().toString().startsWith(mark), what);
        };
        check(
            holds, HoldsModel::PathColumn,
            [&](const QString& name) { return holds.rowOf(QStringLiteral("held-") + name); },
            [&](int row) { return holds.describe(*holds.rowAt(row)); }, "holds");
        QVERIFY(holds.rowCount() > 2); // store-c's own holds are the control rows
        check(
            budgets, BudgetModel::KeyColumn, [&](const QString& name) { return budgets.rowOf(name); },
            [&](int row) { return budgets.describe(*budgets.rowAt(row)); }, "budgets");
        QVERIFY(budgets.rowCount() > 2);
        FrozenDomainModel& frozen = *divergences.frozen();
        check(
            frozen, FrozenDomainModel::DomainColumn, [&](const QString& name) { return frozen.rowOf(name); },
            [&](int row) { return frozen.describe(*frozen.rowAt(row)); }, "frozen domains");

        // Paths under mandate: the list marks them too (its tooltip carries the note).
        MandatePathModel mandated;
        std::vector<MandatePath> rows(3);
        rows[0].path = kFakePath, rows[1].path = kRealPath, rows[2].path = "refund";
        mandated.setPaths(rows);
        const int f = mandated.rowOf(fake);
        QCOMPARE(mandated.index(f, MandatePathModel::PathColumn).data().toString(), mark + fake);
        QVERIFY(mandated.index(f, MandatePathModel::PathColumn).data(Qt::ToolTipRole).toString().contains(fakeNote));
        QCOMPARE(mandated.index(mandated.rowOf(QStringLiteral("refund")), MandatePathModel::PathColumn).data().toString(),
                 QStringLiteral("refund"));

        // An intent's story: its path alone, marked with what it contains; a plain path is not.
        IntentStory story;
        story.intent = "held-" + kFakePath;
        story.row = StoryIntentRow{};
        story.row->domain = kFakePath;
        const QString told = IntentStoryModel::describe(story);
        QVERIFY2(told.contains(QStringLiteral("Path: ") + mark + fake) &&
                     told.contains(QString::fromUtf8("look-alike: Cyrillic \u0456 U+0456")),
                 qPrintable(told));
        story.row->domain = "refund";
        QVERIFY(!IntentStoryModel::describe(story).contains(mark));
    }

private:
    std::unique_ptr<GroupScope> m_group;
};

QTEST_MAIN(TestGuiLookalike)
#include "test_gui_lookalike.moc"
