#include "views/dialogs/report_dialog.hpp"

#include "models/actions/evidence_export.hpp"
#include "models/text/display_time.hpp"
#include "views/evidence/export_progress.hpp"
#include "views/widgets/file_choice.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/widgets/signing_key_choice.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimeZone>
#include <QVBoxLayout>

namespace seal {

ReportDialog::ReportDialog(StoreClient* store, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("reportDialog"));
    setWindowTitle(tr("Range report"));
    m_exporter = new EvidenceExporter(store, this);
    showExportProgress(m_exporter, this);
    m_fromStart = new QCheckBox(tr("From the &beginning"), this);
    m_fromStart->setObjectName(QStringLiteral("reportFromStart"));
    m_since = new QDateTimeEdit(QDateTime::currentDateTimeUtc().addDays(-30), this);
    m_since->setObjectName(QStringLiteral("reportSince"));
    m_since->setTimeSpec(Qt::UTC);
    m_since->setDisplayFormat(DisplayTime::datePattern() + QStringLiteral(" HH:mm 'UTC'"));
    m_since->setCalendarPopup(true);
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("reportFormat"));
    m_format->addItem(tr("PDF"), QStringLiteral("pdf"));
    m_format->addItem(tr("JSON"), QStringLiteral("json"));
    m_format->addItem(tr("CSV"), QStringLiteral("csv"));
    m_path = new QLineEdit(this);
    m_path->setObjectName(QStringLiteral("reportPath"));
    auto* browse = new QPushButton(tr("B&rowse\u2026"), this);
    m_signWith = new SigningKeyChoice(this);
    m_write = new QPushButton(tr("&Write report"), this);
    m_write->setObjectName(QStringLiteral("reportWriteButton"));
    m_write->setDefault(true);
    m_outcome =
        plainLabel(tr("The report verifies the whole chain first; on a long chain that takes a while."), this,
                   QStringLiteral("reportOutcome"));
    m_outcome->setWordWrap(true);

    auto* sinceRow = new QHBoxLayout;
    sinceRow->addWidget(m_since, 1);
    sinceRow->addWidget(m_fromStart);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto* form = new QFormLayout;
    // A layout row gets no buddy of its own: the labels name their fields.
    auto* sinceLabel = new QLabel(tr("&Since:"), this);
    sinceLabel->setBuddy(m_since);
    auto* fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_path);
    form->addRow(sinceLabel, sinceRow);
    form->addRow(tr("F&ormat:"), m_format);
    form->addRow(fileLabel, pathRow);
    form->addRow(SigningKeyChoice::labelText(), m_signWith);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_write, QDialogButtonBox::ActionRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);

    connect(m_fromStart, &QCheckBox::toggled, m_since, &QWidget::setDisabled);
    connect(browse, &QPushButton::clicked, this, [this] { this->browse(); });
    connect(m_write, &QPushButton::clicked, this, &ReportDialog::write);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_exporter, &EvidenceExporter::finished, this, &ReportDialog::onFinished);
    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        // Keep the file's suffix in step with the format.
        const QString path = m_path->text();
        if (path.isEmpty()) return;
        const QFileInfo info(path);
        m_path->setText(info.dir().filePath(info.completeBaseName() + QLatin1Char('.') + format()));
    });
    resize(560, 220);
}

std::optional<double> ReportDialog::since() const
{
    if (m_fromStart->isChecked()) return std::nullopt;
    return static_cast<double>(m_since->dateTime().toSecsSinceEpoch());
}

QString ReportDialog::format() const
{
    return m_format->currentData().toString();
}

void ReportDialog::setSince(std::optional<double> epoch)
{
    m_fromStart->setChecked(!epoch);
    if (epoch)
        m_since->setDateTime(QDateTime::fromSecsSinceEpoch(static_cast<qint64>(*epoch), QTimeZone::utc()));
}

void ReportDialog::setFormat(const QString& format)
{
    const int i = m_format->findData(format);
    if (i >= 0) m_format->setCurrentIndex(i);
}

void ReportDialog::setPath(const QString& path)
{
    m_path->setText(path);
}

QString ReportDialog::outcome() const
{
    return m_outcome->text();
}

void ReportDialog::browse(std::function<void()> then)
{
    chooseFileToSave(this, tr("Write report"), QStringLiteral("report.") + format(),
                     tr("%1 (*.%2)").arg(m_format->currentText(), format()),
                     [this, then = std::move(then)](const QString& path) {
                         m_path->setText(path);
                         if (then) then();
                     });
}

void ReportDialog::write()
{
    if (m_path->text().trimmed().isEmpty()) {
        browse([this] { write(); }); // then again, with the path chosen
        return;
    }
    const QString path = m_path->text().trimmed();
    if (path.isEmpty() || m_exporter->isBusy()) return;
    m_write->setEnabled(false);
    m_outcome->setText(tr("Building the report\u2026"));
    m_signWith->remember();
    m_exporter->setSigningKey(m_signWith->keyPath());
    m_exporter->rangeReport(since(), format(), path);
}

void ReportDialog::onFinished(const QString& path, const QString& summary, const QString& error)
{
    m_write->setEnabled(true);
    m_outcome->setText(error.isEmpty() ? tr("Written %1: %2").arg(path, summary)
                                       : tr("Not written: %1").arg(error));
    Q_EMIT written(path, error);
}

} // namespace seal
