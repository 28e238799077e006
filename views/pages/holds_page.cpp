#include "views/pages/holds_page.hpp"

#include "core/evidence/item_link.hpp"
#include "models/holds_model.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/dialogs/settle_dialog.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/writes/confirm_write_dialog.hpp"
#include "views/writes/dual_control_note.hpp"
#include "views/writes/write_flow.hpp"

#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace seal {
namespace {

QString shortIntent(const std::string& intent)
{
    const QString text = safeText(std::string_view(intent));
    return text.size() > 12 ? text.left(12) + QChar(0x2026) : text;
}

QString orNone(const std::optional<std::string>& text)
{
    return text ? safeText(std::string_view(*text)) : HoldsPage::tr("(none)");
}

QPlainTextEdit* textPane(QWidget* parent, const QString& name, const QString& accessible)
{
    auto* pane = new QPlainTextEdit(parent); // plain text: nothing the store says is markup
    pane->setObjectName(name);
    pane->setAccessibleName(accessible);
    pane->setReadOnly(true);
    pane->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    return pane;
}

// The sentence the confirmation leads with: what settle() will do with this verdict.
QString settleAction(const HeldIntent& held, WitnessVerdict verdict)
{
    const bool open = held.state == "open";
    const QString intent = shortIntent(held.intent);
    switch (verdict) {
    case WitnessVerdict::ConfirmedOne:
        return open ? HoldsPage::tr("Heal %1: append a healed cert and seal the intent WORLD_FINAL.")
                          .arg(intent)
                    : HoldsPage::tr("Append a witnessed cert for %1: its tier becomes WORLD_FINAL.")
                          .arg(intent);
    case WitnessVerdict::Absent:
        if (open)
            return HoldsPage::tr("Release %1: delete the intent row so a clean retry is legitimate.")
                .arg(intent);
        [[fallthrough]];
    case WitnessVerdict::Multiple:
        return HoldsPage::tr(
                   "Mark %1 diverged: append a witnessed cert (WORLD_DIVERGED) and freeze domain %2.")
            .arg(intent, orNone(held.path));
    case WitnessVerdict::Unknown:
        return HoldsPage::tr("Record a settle attempt for %1: nothing else changes and the hold stands.")
            .arg(intent);
    }
    return {};
}

// What a settle did, in plain words (SPEC §7's meaning of each outcome).
QString settledText(const SettleOutcome& out)
{
    switch (out.effect) {
    case SettleEffect::Healed:
        return HoldsPage::tr(
            "Settled: the effect happened exactly once — the intent is final and no longer held.");
    case SettleEffect::Released:
        return HoldsPage::tr(
            "Settled: nothing happened — the claim is released and the hold is gone; a clean "
            "retry is legitimate.");
    case SettleEffect::Diverged:
        return HoldsPage::tr("Settled: the world and the chain disagree — the intent is marked diverged (see "
                             "Divergences).");
    case SettleEffect::AttemptRecorded:
        return HoldsPage::tr(
            "Not settled: what happened is still unknown — only the attempt is recorded and the "
            "hold stands.");
    case SettleEffect::Witnessed:
        return HoldsPage::tr("Witnessed: the provider's answer is recorded on a witnessed cert.");
    case SettleEffect::None:
        break;
    }
    return {};
}

// The fate and, once it landed, the plain sentence; core's own line (which
// names the intent and why it was refused) otherwise.
WriteReport settleReport(const SettleOutcome& out)
{
    return WriteReport{out.fate, HoldsPage::tr("Settle %1").arg(shortIntent(out.intent)),
                       out.landed() && out.effect != SettleEffect::None
                           ? settledText(out)
                           : safeText(outcomeText(out.said, out.message))};
}

QString namedHold(const QString& intent, const std::optional<std::string>& path)
{
    return HoldsPage::tr("intent %1, path %2").arg(safeText(intent), orNone(path));
}

} // namespace

HoldsPage::HoldsPage(StoreClient* store, QWidget* parent) : ListPage(parent), m_store(store)
{
    setObjectName(QStringLiteral("holdsPage"));
    m_model = new HoldsModel(m_store, this);

    auto* title = plainLabel(tr("Held intents: nobody knows yet what the world did (oldest first)"), this);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_message = plainLabel(QString(), this, QStringLiteral("holdsMessage"));
    m_message->setWordWrap(true);
    m_message->hide();

    m_table = makeConsoleTable(this, QStringLiteral("holdsTable"), tr("Held intents"));
    m_table->setModel(m_model);
    m_inFlightTitle = plainLabel(QString(), this, QStringLiteral("inFlightTitle"));
    m_inFlightTable = makeConsoleTable(this, QStringLiteral("inFlightTable"), tr("Intents in flight"));
    m_inFlightTable->setModel(m_model->inFlight());
    m_inFlightTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_inFlightTable->setFocusPolicy(Qt::NoFocus);
    QPalette dim = m_inFlightTable->palette(); // dimmed, and the title says why
    dim.setColor(QPalette::Text, dim.color(QPalette::Disabled, QPalette::Text));
    m_inFlightTable->setPalette(dim);
    m_inFlightTable->setToolTip(tr("In flight: the lease has not passed yet, nothing to settle"));

    m_settle = new QPushButton(QIcon(QStringLiteral(":/icons/holds.svg")), tr("&Settle…"), this);
    m_settle->setObjectName(QStringLiteral("settleButton"));
    m_whyNot = plainLabel(QString(), this, QStringLiteral("settleWhyNot"));
    m_whyNot->setWordWrap(true);
    m_stopAsking = new QPushButton(tr("S&top asking"), this);
    m_stopAsking->setObjectName(QStringLiteral("stopAskingButton"));
    m_stopAsking->setToolTip(tr("Stop the question to the provider witness: nothing is written"));
    m_stopAsking->hide();
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_settle);
    actions->addWidget(m_stopAsking);
    actions->addWidget(m_whyNot, 1);

    m_detail = textPane(this, QStringLiteral("holdDetail"), tr("Hold detail"));
    m_result = textPane(this, QStringLiteral("settleResult"), tr("Last settle"));
    m_result->setPlainText(tr("No settle in this session yet."));

    auto* inFlightBox = new QWidget(this);
    auto* inFlightLayout = new QVBoxLayout(inFlightBox);
    inFlightLayout->setContentsMargins(0, 0, 0, 0);
    inFlightLayout->addWidget(m_inFlightTitle);
    inFlightLayout->addWidget(m_inFlightTable);
    auto* panes = new QSplitter(Qt::Horizontal, this);
    panes->addWidget(m_detail);
    panes->addWidget(m_result);
    panes->setStretchFactor(0, 3);
    panes->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(inFlightBox);
    split->addWidget(panes);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(m_message);
    layout->addLayout(actions);
    layout->addWidget(split, 1);

    connect(m_model, &HoldsModel::loaded, this, &HoldsPage::onLoaded);
    setListModel(m_model, m_message);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &HoldsPage::showDetail);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        if (m_table->currentIndex().isValid()) m_leaveUnselected = false; // a hold was chosen
        showDetail();
        updateActions();
    });
    connect(m_settle, &QPushButton::clicked, this, &HoldsPage::startSettle);
    connect(m_stopAsking, &QPushButton::clicked, this, [this] {
        if (m_asking) *m_asking = true; // the question stops at once and reports back
    });
    // A lease runs out without anyone writing: an in-flight claim becomes a
    // hold by the clock alone, which no change stamp sees. Look again now and
    // then while the page is on screen.
    lookAgainEvery(30'000);
    connect(m_store, &StoreClient::connected, this, &HoldsPage::updateActions);
    connect(m_store, &StoreClient::writeGateChanged, this, &HoldsPage::updateActions);
    showDetail();
    updateActions();
}

HoldsPage::~HoldsPage()
{
    if (m_asking) *m_asking = true; // nobody waits for its answer any more
}

void HoldsPage::showKey(const QString& key)
{
    const int row = m_model->rowOf(key);
    if (row < 0) {
        m_pendingKey = m_model->hasLoaded() ? QString() : key;
        return;
    }
    m_pendingKey.clear();
    m_table->selectionModel()->setCurrentIndex(m_model->index(row, 0), QItemSelectionModel::ClearAndSelect |
                                                                           QItemSelectionModel::Rows);
    m_table->scrollTo(m_model->index(row, 0));
}

QString HoldsPage::currentIntent() const
{
    const HeldIntent* held = currentHold();
    return held ? QString::fromStdString(held->intent) : QString();
}

QString HoldsPage::currentLink() const
{
    const HeldIntent* held = currentHold();
    return held ? QString::fromStdString(itemLink(ItemKind::Hold, held->intent)) : QString();
}

void HoldsPage::onLoaded()
{
    m_message->hide();
    const int holds = m_model->rowCount();
    const int inFlight = m_model->inFlight()->rowCount();
    if (holds == 0) {
        m_message->setText(tr("No holds: every intent's outcome is known."));
        m_message->show();
    }
    m_inFlightTitle->setText(
        tr("In flight (lease not passed yet, not actionable): %n intent(s)", nullptr, pluralCount(inFlight)));
    if (!m_shown) sizeColumns();
    if (!m_pendingKey.isEmpty()) showKey(m_pendingKey);
    // Nothing is chosen for the operator after a settle took its hold away:
    // the result pane keeps describing that hold until they pick another. (Not
    // "while the settled hold is missing": a load read before the settle still
    // lists it, and would pick another hold in its place.)
    if (!m_table->currentIndex().isValid() && holds > 0 && !m_leaveUnselected)
        m_table->selectionModel()->setCurrentIndex(m_model->index(0, 0), QItemSelectionModel::ClearAndSelect |
                                                                             QItemSelectionModel::Rows);
    showDetail();
    updateActions();
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

void HoldsPage::sizeColumns()
{
    // To the contents, but the long ids elided: the detail pane shows them whole.
    const QFontMetrics fm = fontMetrics();
    const auto chars = [&fm](int n) { return fm.horizontalAdvance(QLatin1Char('M')) * n / 2 + 24; };
    QHeaderView* header = m_table->horizontalHeader();
    m_table->resizeColumnsToContents();
    header->resizeSection(HoldsModel::IntentColumn, chars(16));
    header->resizeSection(HoldsModel::CertHashColumn, chars(14));
    for (int column = 0; column < HoldsModel::ColumnCount; ++column) {
        if (m_model->rowCount() == 0) header->resizeSection(column, chars(12));
        m_inFlightTable->horizontalHeader()->resizeSection(column, header->sectionSize(column));
    }
}

const HeldIntent* HoldsPage::currentHold() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_model->rowAt(current.row()) : nullptr;
}

void HoldsPage::showDetail()
{
    const HeldIntent* held = currentHold();
    m_detail->setPlainText(held ? m_model->describe(*held) : tr("No hold selected."));
    showResult();
}

void HoldsPage::recordResult(const QString& intent, const std::optional<std::string>& path,
                             const QString& summary, const QString& text)
{
    const QString named = namedHold(intent, path);
    m_lastSettle = SettleResult{intent, named, summary, tr("Settle of %1\n\n%2").arg(named, text)};
    showResult();
}

void HoldsPage::showResult()
{
    if (!m_lastSettle) {
        m_result->setPlainText(tr("No settle in this session yet."));
        return;
    }
    const HeldIntent* held = currentHold();
    if (!held || QString::fromStdString(held->intent) == m_lastSettle->intent) {
        m_result->setPlainText(m_lastSettle->text);
        return;
    }
    // Another hold is selected: the result is not this one's, and says whose it is.
    const bool stillHeld = m_model->rowOf(m_lastSettle->intent) >= 0;
    m_result->setPlainText(
        tr("No settle of the selected hold in this session.\n\nThe last settle was of "
           "another hold, %1:\n%2\n%3")
            .arg(m_lastSettle->named, m_lastSettle->summary,
                 stillHeld ? tr("Select it to see the whole result.") : tr("It is no longer held.")));
}

QString HoldsPage::whyNotSettle() const
{
    if (QString why = whyNotOperate(m_store->writeGate()); !why.isEmpty()) return why;
    if (m_busy || m_asking) return tr("a settle is in progress");
    if (!currentHold()) return tr("select a hold to settle");
    return {};
}

void HoldsPage::updateActions()
{
    offerWrite(m_settle, whyNotSettle(), tr("Say what the world did for the selected hold"), m_whyNot,
               tr("Settle is unavailable: %1"));
    m_stopAsking->setVisible(m_asking != nullptr);
}

void HoldsPage::startSettle()
{
    const HeldIntent* current = currentHold();
    if (!current || !whyNotSettle().isEmpty()) return;
    const HeldIntent held = *current;
    const WitnessSetting witness = configuredWitness();
    auto* dialog = new SettleDialog(held, witness, this);
    connect(dialog, &QDialog::finished, dialog, &QObject::deleteLater);
    connect(dialog, &QDialog::accepted, this, [this, dialog, held] {
        if (dialog->choice() == SettleDialog::Choice::AskWitness) {
            askWitness(held);
            return;
        }
        const auto verdict = dialog->verdict();
        if (!verdict) return; // Continue is disabled until one is chosen
        const QString role = m_store->identity() ? m_store->identity()->role : QString();
        confirmSettle(held, attestedAnswer(*verdict, dialog->evidence().toStdString(), role.toStdString()),
                      QStringLiteral("operator"));
    });
    dialog->open();
}

void HoldsPage::askWitness(const HeldIntent& held)
{
    const WitnessSetting witness = configuredWitness();
    if (!witness.witness) return; // the dialog offered it; the configuration went away meanwhile
    m_settling = held;
    Q_EMIT statusMessage(
        tr("Asking the provider witness %1 about %2…").arg(witness.source, shortIntent(held.intent)));
    // A job of its own: the provider may take its timeout to answer, and the
    // store is not touched (the operator confirms the write first). Stop
    // asking stops it at once.
    const auto nothingWritten = [this](const QString& why) {
        m_asking.reset();
        const QString text = tr("Settle: nothing written — %1").arg(why);
        recordResult(QString::fromStdString(m_settling.intent), m_settling.path, text, text);
        Q_EMIT statusMessage(text);
        updateActions();
    };
    m_asking = actions::askWitness(
        this, *witness.witness, held.intent, std::nullopt,
        [this, held, source = witness.source, nothingWritten](const actions::WitnessQuestion& question) {
            if (question.stopped || !question.answer) {
                nothingWritten(tr("the question to the provider witness was stopped"));
                return;
            }
            m_asking.reset();
            updateActions();
            confirmSettle(held, *question.answer, source);
        },
        [nothingWritten](const QString& message) { nothingWritten(safeText(message, TextLines::Multi)); });
    updateActions();
}

void HoldsPage::confirmSettle(const HeldIntent& held, const WitnessAnswer& answer, const QString& source)
{
    m_settling = held;
    const bool attested = source == QLatin1String("operator");
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Settle hold");
    // %1 the amount (or that none is known), %2 the path, %3 the intent: the hold chosen, first.
    const QString path = held.path ? QString::fromStdString(*held.path) : QString();
    spec.subject = tr("%1 on %2, intent %3")
                       .arg(held.amount ? amountText(*held.amount, path) : tr("no amount known"), orNone(held.path),
                            safeText(std::string_view(held.intent)));
    spec.action = settleAction(held, answer.verdict);
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {
        {tr("Intent:"), safeText(std::string_view(held.intent))},
        {tr("Path:"), orNone(held.path)},
        {tr("Action:"), safeText(std::string_view(held.action))},
        {tr("Now:"), tr("state %1, tier %2").arg(safeText(std::string_view(held.state)), orNone(held.tier))},
        {attested ? tr("Attested verdict:") : tr("Witness verdict:"),
         QString::fromLatin1(verdictName(answer.verdict))},
        {tr("Count:"), answer.count ? QString::number(*answer.count) : tr("(not known)")},
        {tr("Evidence kept:"), safeText(QString::fromStdString(answer.evidence.dump()))},
        {tr("Source:"), attested ? tr("operator (attested)") : safeText(source)},
    };
    spec.confirmText = tr("Settle");
    spec.destructive = answer.verdict == WitnessVerdict::Multiple ||
                       (answer.verdict == WitnessVerdict::Absent && held.state != "open");
    noteDualControl(spec, attested && answer.verdict != WitnessVerdict::Unknown);
    SettleRequest request;
    request.intent = held.intent;
    request.answer = answer;
    request.source = source.toStdString();
    WriteFlow<SettleOutcome> flow;
    flow.action = actions::settle(request);
    flow.what = tr("Settle %1").arg(shortIntent(held.intent));
    flow.spec = std::move(spec);
    flow.dialogName = QStringLiteral("confirmSettleDialog");
    flow.report = [](const SettleOutcome& out) { return settleReport(out); };
    flow.sent = [this](quint64 id) {
        m_busy = id;
        updateActions();
    };
    flow.done = [this](const SettleOutcome& outcome) {
        m_busy = 0;
        // A hold that was settled leaves the table; the selection must not slide onto
        // a neighbour the operator did not choose (nor the result pane seem to be its).
        if (outcome.landed() && outcome.effect != SettleEffect::AttemptRecorded) {
            m_table->selectionModel()->clear();
            m_leaveUnselected = true;
        }
        showOutcome(outcome);
        updateActions();
        m_model->reload();
    };
    flow.failed = [this, held](const QString& message) {
        m_busy = 0;
        const QString text = tr("Settle: nothing written — %1").arg(safeText(message, TextLines::Multi));
        recordResult(QString::fromStdString(held.intent), held.path, text, text);
        updateActions();
    };
    confirmThenWrite(this, m_store, std::move(flow));
}

void HoldsPage::showOutcome(const SettleOutcome& out)
{
    const QString headline = writeHeadline(settleReport(out));
    QString text = headline + QLatin1Char('\n');
    if (out.landed()) {
        text += tr("\nVerdict: %1\n").arg(safeText(std::string_view(out.verdict)));
        if (out.effect == SettleEffect::AttemptRecorded) {
            text += tr("Nothing changed but the recorded attempt; the hold stands.\n");
        } else if (out.effect == SettleEffect::Released) {
            text += tr("Intent: %1, tier %2 → row deleted (claim released)\n")
                        .arg(safeText(std::string_view(out.stateBefore)), orNone(out.tierBefore));
        } else {
            text += tr("Intent: %1 → %2, tier %3 → %4\n")
                        .arg(safeText(std::string_view(out.stateBefore)),
                             safeText(std::string_view(out.stateAfter)), orNone(out.tierBefore),
                             orNone(out.tierAfter));
        }
        text += out.certSeq ? tr("Cert appended: #%1 (hash %2)\n")
                                  .arg(QString::number(*out.certSeq), orNone(out.certHash))
                            : tr("Cert appended: none\n");
        if (out.froze)
            text += tr("Domain %1 frozen: it admits nothing until unfrozen\n")
                        .arg(safeText(std::string_view(out.path)));
        text += tr("Path: %1, settle id %2\nWritten as: %3")
                    .arg(safeText(std::string_view(out.path)), safeText(std::string_view(out.settleId)),
                         safeText(std::string_view(out.role)));
    }
    // out.intent is empty only if core refused before naming it; the hold asked about is the one.
    const QString intent = QString::fromStdString(out.intent.empty() ? m_settling.intent : out.intent);
    recordResult(intent, out.path.empty() ? m_settling.path : std::optional<std::string>(out.path), headline,
                 text);
}

} // namespace seal
