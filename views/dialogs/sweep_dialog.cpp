#include "views/dialogs/sweep_dialog.hpp"

#include "core/base/clock.hpp"
#include "core/base/currency_units.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/document_words.hpp"
#include "models/text/money_format.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/dialogs/settle_dialog.hpp"
#include "views/widgets/console_page.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/writes/write_flow.hpp"

#include <QCoreApplication>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace seal {
namespace {

// A sweep's window is UTC: in the reader's date format, marked UTC.
QString utcPattern()
{
    return DisplayTime::datePattern() + QStringLiteral(" HH:mm:ss 'UTC'");
}

constexpr double kDefaultWindowSec = 24 * 3600;

QDateTime utcAt(double epoch)
{
    return QDateTime::fromSecsSinceEpoch(static_cast<qint64>(std::floor(epoch)), Qt::UTC);
}

double epochOf(const QDateTimeEdit* edit)
{
    return static_cast<double>(edit->dateTime().toSecsSinceEpoch());
}

QDateTimeEdit* windowEdit(QWidget* parent, const QString& name, const QString& accessible)
{
    auto* edit = new QDateTimeEdit(parent);
    edit->setObjectName(name);
    edit->setAccessibleName(accessible);
    edit->setTimeSpec(Qt::UTC); // the store's times are UTC seconds; so is the window
    edit->setDisplayFormat(utcPattern());
    edit->setCalendarPopup(true);
    return edit;
}

// The provider's minor units as it gave them (cents): no currency is implied.
QString minorUnits(double amount)
{
    return QLocale().toString(amount, 'f', amount == std::floor(amount) ? 0 : 2);
}

// For people: in major units with the currency the reader was told (12345 →
// "€123.45"), the provider's own figure beside it; without a currency, the
// minor units as given and that they are minor units.
QString providerAmount(double minor)
{
    const QString code = MoneyFormat::instance().code();
    if (const auto major = majorUnits(minor, code.toStdString()))
        return SweepDialog::tr("%1 (%2 in the provider's minor units)")
            .arg(MoneyFormat::instance().text(*major), minorUnits(minor));
    return SweepDialog::tr("%1 in the provider's minor units (no currency set to convert them)").arg(minorUnits(minor));
}

QString windowText(double since, double until)
{
    return SweepDialog::tr("%1 to %2")
        .arg(utcAt(since).toString(utcPattern()), utcAt(until).toString(utcPattern()));
}

} // namespace

QString sweepResultText(const ReconcileOutcome& out)
{
    QStringList lines;
    switch (out.verdict) {
    case SweepVerdict::Clean:
        lines << SweepDialog::tr("CLEAN: the provider listed %n effect(s) in this window, and the gateway "
                                 "admitted every one.",
                                 nullptr, pluralCount(out.effects))
              << SweepDialog::tr("Recorded reconcile_clean: it counts as a clean sweep for every path's "
                                 "licence.");
        break;
    case SweepVerdict::OutOfBand:
        lines << SweepDialog::tr("OUT-OF-BAND SPEND: %1 of %Ln effect(s) at the provider were never admitted "
                                 "by the gateway (%2 untagged, %3 with a tag that is no intent of ours), "
                                 "amount %4.",
                                 nullptr, pluralCount(out.effects))
                     .arg(out.outOfBand())
                     .arg(out.untagged)
                     .arg(out.unknownTag)
                     .arg(providerAmount(out.outOfBandAmount))
              << SweepDialog::tr("Recorded out_of_band_spend: a breach, it suspends the licences it "
                                 "concerns until an operator reviews it.");
        if (out.frozenDomain)
            lines << (out.froze ? SweepDialog::tr("Domain %1 frozen: it admits nothing until unfrozen.")
                                : SweepDialog::tr("Domain %1 was frozen already (its reason is kept)."))
                         .arg(safeText(*out.frozenDomain));
        else
            lines << SweepDialog::tr("No domain was frozen (none was given).");
        if (!out.outOfBandIds.empty()) {
            QStringList ids;
            for (const auto& id : out.outOfBandIds)
                ids << safeText(id);
            lines << SweepDialog::tr("Effects behind the gateway (first %1): %2")
                         .arg(out.outOfBandIds.size())
                         .arg(ids.join(QStringLiteral(", ")));
        }
        break;
    case SweepVerdict::Unknown:
        lines << SweepDialog::tr("NOT KNOWN: the provider could not be listed (%1).")
                     .arg(safeText(out.error, TextLines::Single))
              << SweepDialog::tr("Recorded reconcile_unknown: this is not a clean sweep; sweep again "
                                 "when the provider answers.");
        break;
    }
    lines << QString()
          << SweepDialog::tr("Window: %1").arg(windowText(out.since, out.until))
          << SweepDialog::tr("Provider pages read: %1 · effects listed: %2 · ours: %3")
                 .arg(out.pages)
                 .arg(out.effects)
                 .arg(out.ours)
          << SweepDialog::tr("Event: %1 #%2 · sweep id %3")
                 .arg(safeText(out.write.eventKind),
                      out.eventId ? QString::number(*out.eventId) : QStringLiteral("?"),
                      safeText(out.sweepId))
          << SweepDialog::tr("Written as: %1").arg(safeText(out.write.role));
    return lines.join(QLatin1Char('\n'));
}

SweepDialog::SweepDialog(ConsolePage* page, StoreClient* store, QWidget* parent)
    : QDialog(parent ? parent : page), m_page(page), m_store(store)
{
    setObjectName(QStringLiteral("sweepDialog"));
    setWindowTitle(tr("Run reconcile sweep"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = plainLabel(
        tr("Lists every payment the provider made in a window and checks that the gateway admitted each "
           "one. Spend behind the gateway is recorded as out_of_band_spend (a breach); a clean sweep lets "
           "paths climb to L3 and above. The provider is only read; nothing is recorded until you confirm."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    const double now = nowEpoch();
    m_since = windowEdit(this, QStringLiteral("sweepSince"), tr("Since"));
    m_until = windowEdit(this, QStringLiteral("sweepUntil"), tr("Until"));
    m_until->setDateTime(utcAt(now));
    m_since->setDateTime(utcAt(now - kDefaultWindowSec));
    form->addRow(tr("&Since:"), m_since);
    m_sinceNote = plainLabel(tr("The last 24 hours (looking for the last sweep…)"), this,
                             QStringLiteral("sweepSinceNote"));
    m_sinceNote->setWordWrap(true);
    form->addRow(QString(), m_sinceNote);
    form->addRow(tr("&Until:"), m_until);
    m_freeze = new QLineEdit(this);
    m_freeze->setObjectName(QStringLiteral("sweepFreezeDomain"));
    m_freeze->setAccessibleName(tr("Domain to freeze"));
    m_freeze->setPlaceholderText(tr("optional: a domain to freeze if spend turns up behind the gateway"));
    form->addRow(tr("&Freeze domain:"), m_freeze);
    m_provider = plainLabel(QString(), this, QStringLiteral("sweepProvider"));
    m_provider->setWordWrap(true);
    form->addRow(tr("Provider:"), m_provider);
    m_role = plainLabel(QString(), this, QStringLiteral("sweepRole"));
    form->addRow(tr("Recorded as:"), m_role);
    layout->addLayout(form);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("sweepProgress"));
    m_progress->setAccessibleName(tr("Sweep progress"));
    m_progress->setTextVisible(false);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->hide(); // shown while the provider is listed and the sweep recorded
    layout->addWidget(m_progress);
    m_status = plainLabel(QString(), this, QStringLiteral("sweepStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_result = new QPlainTextEdit(this);
    m_result->setObjectName(QStringLiteral("sweepResult"));
    m_result->setAccessibleName(tr("Sweep result"));
    m_result->setReadOnly(true);
    m_result->setPlaceholderText(tr("The result appears here once the sweep is recorded."));
    m_result->setMinimumHeight(m_result->fontMetrics().lineSpacing() * 7);
    layout->addWidget(m_result, 1);
    m_why = plainLabel(QString(), this, QStringLiteral("sweepWhyNot"));
    m_why->setWordWrap(true);
    layout->addWidget(m_why);

    auto* buttons = new QDialogButtonBox(this);
    m_run = buttons->addButton(tr("&Run sweep…"), QDialogButtonBox::ActionRole);
    m_run->setObjectName(QStringLiteral("sweepRun"));
    m_cancel = buttons->addButton(QDialogButtonBox::Close);
    m_cancel->setObjectName(QStringLiteral("sweepCancel"));
    connect(m_run, &QPushButton::clicked, this, &SweepDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &SweepDialog::reject);
    layout->addWidget(buttons);

    connect(m_since, &QDateTimeEdit::dateTimeChanged, this, &SweepDialog::update);
    connect(m_until, &QDateTimeEdit::dateTimeChanged, this, &SweepDialog::update);
    connect(m_store, &StoreClient::writeGateChanged, this, &SweepDialog::update);
    resize(620, sizeHint().height());
    readLastSweep();
    update();
}

SweepDialog::~SweepDialog()
{
    if (m_stop) *m_stop = true; // a listing still running stops at once; its result is dropped
}

QString SweepDialog::whyNotRun() const
{
    if (QString why = whyNotOperate(m_store->writeGate()); !why.isEmpty()) return why;
    const WitnessSetting witness = configuredWitness();
    if (!witness.witness) return witness.whyNot;
    if (epochOf(m_until) < epochOf(m_since)) return tr("the window ends before it starts");
    if (m_stage != Stage::Idle) return tr("a sweep is in progress");
    return {};
}

void SweepDialog::update()
{
    const WitnessSetting witness = configuredWitness();
    m_provider->setText(witness.witness ? safeText(witness.source) : tr("none configured"));
    m_role->setText(m_store->identity() ? safeText(m_store->identity()->role) : tr("(not connected)"));
    const bool idle = m_stage == Stage::Idle;
    m_since->setEnabled(idle);
    m_until->setEnabled(idle);
    m_freeze->setEnabled(idle);
    const QString why = whyNotRun();
    offerWrite(m_run, why, tr("List the provider for this window, then confirm what is recorded"));
    m_why->setText(idle && !why.isEmpty() ? tr("Run is unavailable: %1").arg(why) : QString());
    m_why->setVisible(!m_why->text().isEmpty());
    m_cancel->setText(idle ? tr("&Close") : tr("&Cancel"));
    m_cancel->setEnabled(m_stage != Stage::Recording); // one short transaction: it is not stopped half-way
    m_cancel->setToolTip(m_stage == Stage::Listing ? tr("Stop listing the provider: nothing is recorded")
                                                   : QString());
}

void SweepDialog::readLastSweep()
{
    QPointer<SweepDialog> self(this);
    m_store->read<std::optional<double>>(
        this, [](Connection& conn) { return lastSweepUntil(conn); },
        [self](std::optional<double> until) {
            if (!self) return;
            const double now = epochOf(self->m_until);
            if (until && *until < now && self->m_stage == Stage::Idle) {
                self->m_since->setDateTime(utcAt(*until));
                self->m_sinceNote->setText(tr("Since the last sweep that answered (it ended %1)")
                                               .arg(utcAt(*until).toString(utcPattern())));
            } else {
                self->m_sinceNote->setText(until ? tr("The last 24 hours (the last sweep ended later)")
                                                 : tr("The last 24 hours (no sweep has answered yet)"));
            }
        });
}

void SweepDialog::setStage(Stage stage)
{
    m_stage = stage;
    m_progress->setVisible(stage == Stage::Listing || stage == Stage::Recording);
    if (stage == Stage::Idle) {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        Q_EMIT idle();
    } else {
        m_progress->setRange(0, 0); // busy: the provider does not say how many pages there are
    }
    update();
}

void SweepDialog::run()
{
    if (!whyNotRun().isEmpty()) return;
    const WitnessSetting witness = configuredWitness();
    ReconcileRequest request;
    request.since = epochOf(m_since);
    request.until = epochOf(m_until);
    if (const QString d = m_freeze->text().trimmed(); !d.isEmpty()) request.freezeDomain = d.toStdString();
    m_result->clear();
    m_status->setText(tr("Listing %1…").arg(safeText(witness.source)));
    setStage(Stage::Listing);
    auto stop = std::make_shared<CancelFlag>();
    *stop = actions::listEffects(
        this, *witness.witness, request.since, request.until,
        [this](int pages, int effects, int ignored) { onProgress(pages, effects, ignored); },
        [this, request, source = witness.source, stop](const EffectListing& listing) {
            if (*stop != m_stop) return; // an older run
            onListed(listing, request, source);
        },
        [this, stop](const QString& error) {
            if (*stop != m_stop) return;
            m_status->setText(tr("The listing failed: %1. Nothing was recorded.").arg(safeText(error)));
            setStage(Stage::Idle);
        });
    m_stop = *stop;
}

void SweepDialog::onProgress(int pages, int effects, int ignored)
{
    if (m_stage != Stage::Listing) return;
    m_status->setText(tr("Provider pages read: %1 · effects listed: %2 · other states ignored: %3")
                          .arg(pages)
                          .arg(effects)
                          .arg(ignored));
}

void SweepDialog::onListed(const EffectListing& listing, const ReconcileRequest& request, const QString& source)
{
    if (listing.stopped || (m_stop && *m_stop)) {
        m_status->setText(tr("Cancelled after %n provider page(s): nothing was recorded.", nullptr,
                             pluralCount(listing.pages)));
        setStage(Stage::Idle);
        return;
    }
    confirm(listing, request, source);
}

void SweepDialog::confirm(const EffectListing& listing, const ReconcileRequest& request, const QString& source)
{
    setStage(Stage::Confirming);
    m_status->setText(listing.complete
                          ? tr("The provider listed %n effect(s): confirm to compare them with the store and "
                               "record the sweep.",
                               nullptr, pluralCount(static_cast<qint64>(listing.effects.size())))
                          : tr("The provider could not be listed completely: confirm to record "
                               "reconcile_unknown."));
    ConfirmWriteDialog::Spec spec;
    spec.title = tr("Record reconcile sweep");
    spec.action =
        listing.complete
            ? tr("Compare what the provider listed with the intents the gateway admitted, and record "
                 "reconcile_clean, or out_of_band_spend when spend turns up behind the gateway.")
            : tr("The provider could not be listed: record reconcile_unknown for this window. It is never "
                 "taken as clean.");
    spec.role = m_store->identity() ? m_store->identity()->role : QString();
    spec.what = {{tr("Window:"), windowText(request.since, request.until)},
                 {tr("Provider:"), safeText(source)},
                 {tr("Pages read:"), QString::number(listing.pages)},
                 {tr("Effects listed:"), listing.complete ? QString::number(listing.effects.size())
                                                          : tr("not known (%1)").arg(safeText(listing.error))},
                 {tr("Freeze domain:"), request.freezeDomain ? safeText(*request.freezeDomain)
                                                             : tr("none (spend behind the gateway freezes nothing)")}};
    spec.confirmText = tr("Record sweep");
    spec.destructive = request.freezeDomain.has_value();

    QPointer<SweepDialog> self(this);
    WriteFlow<ReconcileOutcome> flow;
    flow.action = actions::recordSweep(request, listing);
    flow.what = tr("Reconcile sweep");
    flow.spec = std::move(spec);
    flow.dialogName = QStringLiteral("confirmSweepDialog");
    flow.dialogParent = this;
    flow.sent = [self, n = listing.effects.size()](quint64) {
        if (!self) return;
        self->setStage(Stage::Recording);
        self->m_status->setText(tr("Comparing %n effect(s) with the store's intents and recording…", nullptr,
                                   pluralCount(static_cast<qint64>(n))));
    };
    flow.done = [self](const ReconcileOutcome& out) {
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

void SweepDialog::showOutcome(const ReconcileOutcome& out)
{
    const WriteReport report = reportOf(tr("Reconcile sweep"), out);
    // The whole story is in the result pane (and an outcome box when it did not simply land).
    m_status->setText(out.write.fate == WriteFate::Done
                          ? tr("Recorded: event %1.").arg(safeText(out.write.eventKind))
                          : writeHeadline(report));
    m_result->setPlainText(out.landed() ? sweepResultText(out) : writeHeadline(report));
    setStage(Stage::Idle);
    Q_EMIT recorded(out);
}

void SweepDialog::reject()
{
    if (m_stage == Stage::Recording) return; // one short transaction: its outcome is on its way
    if (m_stage == Stage::Listing) {
        *m_stop = true; // the job stops at once and reports back; the dialog stays to say so
        m_status->setText(tr("Cancelling…"));
        return;
    }
    QDialog::reject();
}

} // namespace seal
