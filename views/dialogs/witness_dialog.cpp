#include "views/dialogs/witness_dialog.hpp"

#include "models/store_client.hpp"
#include "models/text/document_words.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/dialogs/settle_dialog.hpp"
#include "views/widgets/console_page.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/writes/write_flow.hpp"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace seal {
namespace {

QString orNone(const std::optional<std::string>& v)
{
    return v ? safeText(*v) : WitnessDialog::tr("none");
}

QString shortened(const QString& intent)
{
    return intent.size() > 16 ? intent.left(16) + QStringLiteral("…") : intent;
}

} // namespace

QString witnessMeaning(WitnessVerdict verdict)
{
    switch (verdict) {
    case WitnessVerdict::ConfirmedOne:
        return WitnessDialog::tr("Exactly one effect happened: a witnessed cert is appended and the tier "
                                 "becomes WORLD_FINAL (world confirmed); the path's confirmation ratio rises.");
    case WitnessVerdict::Absent:
        return WitnessDialog::tr("The chain sealed it but the provider has nothing: a witnessed cert marks it "
                                 "WORLD_DIVERGED and its domain is frozen.");
    case WitnessVerdict::Multiple:
        return WitnessDialog::tr("More than one effect happened: a witnessed cert marks it WORLD_DIVERGED and "
                                 "its domain is frozen.");
    case WitnessVerdict::Unknown:
        break;
    }
    return WitnessDialog::tr("The provider could not say: a witnessed cert marks it WORLD_UNKNOWN, which makes "
                             "it a hold to settle.");
}

WitnessDialog::WitnessDialog(ConsolePage* page, StoreClient* store, const QString& intent, QWidget* parent)
    : QDialog(parent ? parent : page), m_page(page), m_store(store), m_intent(intent)
{
    setObjectName(QStringLiteral("witnessDialog"));
    setWindowTitle(tr("Witness intent"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = plainLabel(
        tr("Asks the provider whether this sealed intent really happened, and records its answer in the "
           "chain. Nothing is recorded until you confirm."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    auto* intentLabel = plainLabel(safeText(intent), this, QStringLiteral("witnessIntent"));
    intentLabel->setWordWrap(true);
    form->addRow(tr("Intent:"), intentLabel);
    m_provider = plainLabel(QString(), this, QStringLiteral("witnessProvider"));
    m_provider->setWordWrap(true);
    form->addRow(tr("Provider:"), m_provider);
    m_role = plainLabel(QString(), this, QStringLiteral("witnessRole"));
    form->addRow(tr("Recorded as:"), m_role);
    layout->addLayout(form);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("witnessProgress"));
    m_progress->setAccessibleName(tr("Witness progress"));
    m_progress->setTextVisible(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->hide(); // shown while the provider is asked and the witness recorded
    layout->addWidget(m_progress);
    m_status = plainLabel(QString(), this, QStringLiteral("witnessStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_found = new QPlainTextEdit(this);
    m_found->setObjectName(QStringLiteral("witnessFound"));
    m_found->setAccessibleName(tr("What the provider found"));
    m_found->setReadOnly(true);
    m_found->setPlaceholderText(tr("What the provider found appears here."));
    m_found->setMinimumHeight(m_found->fontMetrics().lineSpacing() * 6);
    layout->addWidget(m_found, 1);
    m_why = plainLabel(QString(), this, QStringLiteral("witnessWhyNot"));
    m_why->setWordWrap(true);
    layout->addWidget(m_why);

    auto* buttons = new QDialogButtonBox(this);
    m_ask = buttons->addButton(tr("&Ask the provider"), QDialogButtonBox::ActionRole);
    m_ask->setObjectName(QStringLiteral("witnessAsk"));
    m_record = buttons->addButton(tr("&Record…"), QDialogButtonBox::ActionRole);
    m_record->setObjectName(QStringLiteral("witnessRecord"));
    m_cancel = buttons->addButton(QDialogButtonBox::Close);
    m_cancel->setObjectName(QStringLiteral("witnessCancel"));
    connect(m_ask, &QPushButton::clicked, this, &WitnessDialog::ask);
    connect(m_record, &QPushButton::clicked, this, &WitnessDialog::confirm);
    connect(m_cancel, &QPushButton::clicked, this, &WitnessDialog::reject);
    layout->addWidget(buttons);
    connect(m_store, &StoreClient::writeGateChanged, this, &WitnessDialog::update);
    resize(600, sizeHint().height());
    update();
}

WitnessDialog::~WitnessDialog()
{
    if (m_stop) *m_stop = true; // a question still out stops at once; its answer is dropped
}

QString WitnessDialog::whyNotAsk() const
{
    if (QString why = whyNotOperate(m_store->writeGate()); !why.isEmpty()) return why;
    const WitnessSetting witness = configuredWitness();
    if (!witness.witness) return witness.whyNot;
    if (m_stage != Stage::Idle) return tr("the provider is being asked");
    if (m_recorded) return tr("its witnessing is recorded; see the result below");
    return {};
}

void WitnessDialog::update()
{
    const WitnessSetting witness = configuredWitness();
    m_provider->setText(witness.witness ? safeText(witness.source) : tr("none configured"));
    m_role->setText(m_store->identity() ? safeText(m_store->identity()->role) : tr("(not connected)"));
    const QString why = whyNotAsk();
    offerWrite(m_ask, why, tr("Ask the provider about this intent; nothing is recorded yet"));
    const QString whyNotRecord = !why.isEmpty() && m_stage == Stage::Idle ? why
                                 : m_stage != Stage::Idle                 ? tr("the provider is being asked")
                                 : !m_answer ? tr("ask the provider first") : QString();
    offerWrite(m_record, whyNotRecord, tr("Confirm and record what the provider said"));
    m_why->setText(m_stage == Stage::Idle && !why.isEmpty() && !m_recorded
                       ? tr("Witness is unavailable: %1").arg(why)
                       : QString());
    m_why->setVisible(!m_why->text().isEmpty());
    m_cancel->setText(m_stage == Stage::Idle ? tr("&Close") : tr("&Cancel"));
    m_cancel->setEnabled(m_stage != Stage::Recording);
}

void WitnessDialog::setStage(Stage stage)
{
    m_stage = stage;
    m_progress->setVisible(stage == Stage::Asking || stage == Stage::Recording);
    if (stage == Stage::Asking || stage == Stage::Recording) {
        m_progress->setRange(0, 0); // busy: one question, no steps to count
    } else {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
    }
    update();
}

void WitnessDialog::ask()
{
    if (!whyNotAsk().isEmpty()) return;
    const WitnessSetting witness = configuredWitness();
    m_source = witness.source;
    m_answer.reset();
    m_found->clear();
    m_status->setText(tr("Asking %1 about %2… (at most %3 s)")
                          .arg(safeText(witness.source), safeText(shortened(m_intent)))
                          .arg(witness.witness->timeout.count() / 1000));
    setStage(Stage::Asking);
    // The store is asked first whether the intent may be witnessed, as sealctl witness does.
    auto stop = std::make_shared<CancelFlag>();
    *stop = actions::askWitness(
        this, *witness.witness, m_intent.toStdString(), m_store->readDsn(),
        [this, stop](const actions::WitnessQuestion& asked) {
            if (*stop != m_stop) return; // an older question
            onAsked(asked);
        },
        [this, stop](const QString& error) {
            if (*stop != m_stop) return;
            m_status->setText(tr("The question failed: %1. Nothing was recorded.").arg(safeText(error)));
            setStage(Stage::Idle);
        });
    m_stop = *stop;
}

void WitnessDialog::onAsked(const actions::WitnessQuestion& asked)
{
    if (asked.stopped || (m_stop && *m_stop)) {
        m_status->setText(tr("Cancelled before the provider answered: nothing was recorded."));
        setStage(Stage::Idle);
        return;
    }
    if (!asked.problem.pattern.empty()) {
        m_status->setText(tr("Not witnessed: %1").arg(safeText(phraseText(asked.problem))));
        setStage(Stage::Idle);
        return;
    }
    m_answer = asked.answer;
    const WitnessAnswer& a = *m_answer;
    QStringList lines;
    lines << tr("Verdict: %1").arg(QString::fromLatin1(verdictName(a.verdict)))
          << tr("Effects counted: %1").arg(a.count ? QString::number(*a.count) : tr("not known"))
          << tr("Evidence: %1")
                 .arg(safeText(QString::fromStdString(
                     a.evidence.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace))))
          << QString() << tr("If recorded: %1").arg(witnessMeaning(a.verdict));
    m_found->setPlainText(lines.join(QLatin1Char('\n')));
    m_status->setText(tr("The provider answered %1: confirm to record it, or close to record nothing.")
                          .arg(QString::fromLatin1(verdictName(a.verdict))));
    setStage(Stage::Idle);
}

void WitnessDialog::confirm()
{
    if (!m_answer || m_stage != Stage::Idle) return;
    const WitnessAnswer answer = *m_answer;
    setStage(Stage::Confirming);
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Record witness");
    spec.action = witnessMeaning(answer.verdict);
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {{tr("Intent:"), safeText(m_intent)},
                 {tr("Witness verdict:"), QString::fromLatin1(verdictName(answer.verdict))},
                 {tr("Count:"), answer.count ? QString::number(*answer.count) : tr("(not known)")},
                 {tr("Evidence kept:"),
                  safeText(QString::fromStdString(
                      answer.evidence.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)))},
                 {tr("Source:"), safeText(m_source)}};
    spec.confirmText = tr("Record witness");
    spec.destructive = answer.verdict == WitnessVerdict::Absent || answer.verdict == WitnessVerdict::Multiple;
    SettleRequest request;
    request.intent = m_intent.toStdString();
    request.answer = answer;
    request.source = m_source.toStdString();

    QPointer<WitnessDialog> self(this);
    const QString what = tr("Witness %1").arg(safeText(shortened(m_intent)));
    WriteFlow<SettleOutcome> flow;
    flow.action = actions::recordWitness(request);
    flow.what = what;
    flow.spec = std::move(spec);
    flow.dialogName = QStringLiteral("confirmWitnessDialog");
    flow.dialogParent = this;
    flow.sent = [self](quint64) {
        if (!self) return;
        self->setStage(Stage::Recording);
        self->m_status->setText(tr("Recording…"));
    };
    flow.done = [self](const SettleOutcome& out) {
        if (self) self->showOutcome(out);
    };
    flow.failed = [self](const QString& message) {
        if (!self) return;
        self->m_status->setText(tr("Nothing was recorded: %1").arg(safeText(message)));
        self->setStage(Stage::Idle);
    };
    ConfirmWriteDialog* dialog = confirmThenWrite(m_page, m_store, std::move(flow));
    connect(dialog, &QDialog::rejected, this, [this] {
        m_status->setText(tr("Not recorded: the confirmation was cancelled."));
        setStage(Stage::Idle);
    });
}

void WitnessDialog::showOutcome(const SettleOutcome& out)
{
    const WriteReport report = reportOf(tr("Witness %1").arg(safeText(shortened(m_intent))), out);
    m_status->setText(out.fate == WriteFate::Done
                          ? tr("Recorded: event %1.").arg(QString::fromLatin1(settleEventKind(out.effect)))
                          : writeHeadline(report));
    m_recorded = out.landed();
    QStringList lines{writeHeadline(report)};
    if (out.landed()) {
        lines << QString()
              << tr("Intent: %1, tier %2 → %3")
                     .arg(safeText(out.stateAfter.empty() ? out.stateBefore : out.stateAfter),
                          orNone(out.tierBefore), orNone(out.tierAfter))
              << (out.certSeq ? tr("Cert appended: #%1 %2 (hash %3)")
                                    .arg(QString::number(*out.certSeq), safeText(out.certKind),
                                         orNone(out.certHash))
                              : tr("Cert appended: none"));
        if (out.froze) lines << tr("Domain %1 frozen: it admits nothing until unfrozen").arg(safeText(out.path));
        lines << tr("Path: %1, witness id %2").arg(safeText(out.path), safeText(out.settleId))
              << tr("Written as: %1").arg(safeText(out.role));
    }
    m_found->setPlainText(lines.join(QLatin1Char('\n')));
    m_answer.reset(); // recorded (or not known): not to be recorded twice
    setStage(Stage::Idle);
    Q_EMIT recorded(out);
}

void WitnessDialog::reject()
{
    if (m_stage == Stage::Recording) return; // one short transaction: its outcome is on its way
    if (m_stage == Stage::Asking) {
        *m_stop = true; // the question stops at once and reports back; the dialog stays to say so
        m_status->setText(tr("Cancelling…"));
        return;
    }
    QDialog::reject();
}

} // namespace seal
