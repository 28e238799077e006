#include "views/widgets/chain_verify_panel.hpp"

#include "core/base/timefmt.hpp"
#include "models/certificate_model.hpp"
#include "models/chain_verification.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/plain_label.hpp"

#include <QHBoxLayout>
#include <QIcon>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

namespace seal {
namespace {

constexpr int kSeqRole = Qt::UserRole + 1;
// A wholesale rewrite breaks every row; the list shows the first ones and says how many more.
constexpr int kListedBreaks = 500;

} // namespace

ChainVerifyPanel::ChainVerifyPanel(ChainVerification* verification, QWidget* parent)
    : QWidget(parent), m_verification(verification)
{
    m_verify = new QPushButton(QIcon(QStringLiteral(":/icons/intact.svg")), tr("Verif&y chain"), this);
    m_verify->setObjectName(QStringLiteral("verifyButton"));
    m_verify->setToolTip(tr("Walk the whole chain and name every break by seq (a full verify)"));
    m_verifyNew = new QPushButton(tr("Verify &new certs"), this);
    m_verifyNew->setObjectName(QStringLiteral("verifyNewButton"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelVerifyButton"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("verifyProgress"));
    m_progress->setFormat(tr("%v of %m certs"));
    m_progress->setMinimumWidth(220);
    m_rate = plainLabel(QString(), this, QStringLiteral("verifyRate"));
    m_icon = new QLabel(this);
    m_icon->setObjectName(QStringLiteral("verifyIcon"));
    m_verdict = plainLabel(QString(), this, QStringLiteral("verifyVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_breaks = new QListWidget(this);
    m_breaks->setObjectName(QStringLiteral("breakList"));
    m_breaks->setAccessibleName(tr("Chain breaks"));
    m_anchorIcon = new QLabel(this);
    m_anchorIcon->setObjectName(QStringLiteral("anchorIcon"));
    m_anchor = plainLabel(QString(), this, QStringLiteral("anchorVerdict"));
    m_anchor->setWordWrap(true);
    m_anchor->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_anchor->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);

    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_verify);
    row->addWidget(m_verifyNew);
    row->addWidget(m_progress);
    row->addWidget(m_rate);
    row->addWidget(m_cancel);
    row->addWidget(m_icon);
    row->addWidget(m_verdict, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    auto* anchorRow = new QHBoxLayout;
    anchorRow->setContentsMargins(0, 0, 0, 0);
    anchorRow->addWidget(m_anchorIcon, 0, Qt::AlignTop);
    anchorRow->addWidget(m_anchor, 1);
    layout->addLayout(anchorRow);
    layout->addWidget(m_breaks);

    connect(m_verify, &QPushButton::clicked, m_verification, &ChainVerification::start);
    connect(m_verifyNew, &QPushButton::clicked, m_verification, &ChainVerification::startIncremental);
    connect(m_cancel, &QPushButton::clicked, m_verification, &ChainVerification::cancel);
    connect(m_verification, &ChainVerification::anchorStateChanged, this, [this] {
        showAnchors();
        showState();
    });
    connect(m_verification, &ChainVerification::stateChanged, this, &ChainVerifyPanel::showState);
    connect(m_verification, &ChainVerification::progressChanged, this, &ChainVerifyPanel::showProgress);
    connect(m_verification, &ChainVerification::finished, this, &ChainVerifyPanel::listBreaks);
    connect(m_breaks, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        if (const QVariant seq = item->data(kSeqRole); seq.isValid()) Q_EMIT breakActivated(seq.toLongLong());
    });
    showState();
    listBreaks();
    showAnchors();
}

void ChainVerifyPanel::showAnchors()
{
    using A = ChainVerification::AnchorState;
    const A state = m_verification->anchorState();
    QString icon;
    if (state == A::Intact) icon = QStringLiteral(":/icons/intact.svg");
    if (state == A::Problem) icon = QStringLiteral(":/icons/broken.svg");
    if (state == A::Failed) icon = QStringLiteral(":/icons/unreadable.svg");
    const int size = fontMetrics().height();
    m_anchorIcon->setPixmap(icon.isEmpty() ? QPixmap() : QIcon(icon).pixmap(size, size));
    m_anchorIcon->setVisible(!icon.isEmpty());
    m_anchor->setText(safeText(m_verification->anchorSummary(), TextLines::Multi));
    QFont font = m_anchor->font();
    font.setBold(state == A::Problem || state == A::Failed);
    m_anchor->setFont(font);
    m_anchor->setToolTip(m_verification->anchorFile().isEmpty()
                             ? QString()
                             : tr("Anchor file: %1").arg(m_verification->anchorFile()));
}

void ChainVerifyPanel::showState()
{
    const bool running = m_verification->isRunning();
    m_verify->setEnabled(!running);
    const auto anchored = m_verification->anchoredSeq();
    const bool incremental =
        anchored && m_verification->anchorState() == ChainVerification::AnchorState::Intact;
    m_verifyNew->setVisible(incremental);
    m_verifyNew->setEnabled(incremental && !running);
    if (incremental)
        m_verifyNew->setToolTip(
            tr("Walk only the certs after anchored seq %1 (its anchor checked intact)").arg(*anchored));
    m_cancel->setVisible(running);
    m_cancel->setEnabled(running && !m_verification->isCancelling());
    m_progress->setVisible(running);
    m_rate->setVisible(running);
    m_verdict->setText(m_verification->summary());
    QString icon;
    switch (m_verification->state()) {
    case ChainVerification::State::Intact:
        icon = QStringLiteral(":/icons/intact.svg");
        break;
    case ChainVerification::State::Broken:
        icon = QStringLiteral(":/icons/broken.svg");
        break;
    case ChainVerification::State::Cancelled:
    case ChainVerification::State::Failed:
        icon = QStringLiteral(":/icons/unreadable.svg");
        break;
    default:
        break;
    }
    const int size = fontMetrics().height();
    m_icon->setPixmap(icon.isEmpty() ? QPixmap() : QIcon(icon).pixmap(size, size));
    m_icon->setVisible(!icon.isEmpty());
    if (running) showProgress();
}

void ChainVerifyPanel::showProgress()
{
    const qint64 total = m_verification->total();
    const qint64 done = m_verification->done();
    // QProgressBar counts in int; a chain past 2^31 rows is shown in thousands.
    const int scale = total > 2'000'000'000 ? 1000 : 1;
    m_progress->setRange(0, total > 0 ? static_cast<int>(total / scale) : 0);
    if (total > 0) m_progress->setValue(static_cast<int>(done / scale));
    const QLocale locale;
    const double rate = m_verification->ratePerSecond();
    QString text = rate > 0 ? tr("%1 certs/s").arg(locale.toString(rate, 'f', 0)) : tr("starting\u2026");
    if (const auto eta = m_verification->etaSeconds())
        text += tr(" \u00B7 ETA %1").arg(QString::fromStdString(shortDuration(*eta)));
    m_rate->setText(text);
}

void ChainVerifyPanel::listBreaks()
{
    m_breaks->clear();
    const auto& outcome = m_verification->outcome();
    const qsizetype count = outcome ? outcome->breaks.size() : 0;
    for (qsizetype i = 0; i < count && i < kListedBreaks; ++i) {
        const ChainBreakInfo& b = outcome->breaks[i];
        auto* item = new QListWidgetItem(
            QIcon(QStringLiteral(":/icons/broken.svg")),
            tr("seq %1 \u00B7 %2 \u2014 %3").arg(b.seq).arg(breakKindText(b.kind), safeText(b.detail)));
        item->setData(kSeqRole, b.seq);
        item->setToolTip(tr("Enter: show seq %1 in the table").arg(b.seq));
        m_breaks->addItem(item);
    }
    if (count > kListedBreaks) m_breaks->addItem(tr("\u2026 and %1 more breaks").arg(count - kListedBreaks));
    // As tall as its rows, up to five: one break does not take a screenful.
    const int rows = static_cast<int>(std::min<qsizetype>(m_breaks->count(), 5));
    m_breaks->setFixedHeight(rows * m_breaks->sizeHintForRow(0) + 2 * m_breaks->frameWidth() + 2);
    m_breaks->setVisible(count > 0);
}

} // namespace seal
