#include "views/dialogs/intent_story_dialog.hpp"

#include "models/actions/evidence_export.hpp"
#include "models/intent_story_model.hpp"
#include "models/store_client.hpp"
#include "models/text/plural.hpp"
#include "models/text/safe_text.hpp"
#include "models/write_rules.hpp"
#include "views/evidence/export_progress.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/file_choice.hpp"
#include "views/widgets/plain_label.hpp"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace seal {

IntentStoryDialog::IntentStoryDialog(StoreClient* store, const QString& intent, QWidget* parent)
    : QDialog(parent), m_store(store), m_intent(intent)
{
    setObjectName(QStringLiteral("intentStoryDialog"));
    setWindowTitle(tr("Intent %1").arg(safeText(intent.left(24))));
    m_model = new IntentStoryModel(m_store, {}, this);

    m_status = plainLabel(tr("Loading the story of %1…").arg(safeText(intent)), this, QStringLiteral("intentStatus"));
    m_status->setWordWrap(true);
    m_header = new QPlainTextEdit(this); // plain text: nothing the store says is markup
    m_header->setObjectName(QStringLiteral("intentHeader"));
    m_header->setAccessibleName(tr("Intent summary"));
    m_header->setReadOnly(true);
    m_header->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_header->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_timeline = makeConsoleTable(this, QStringLiteral("intentTimeline"), tr("Timeline"));
    m_timeline->setModel(m_model);
    m_timeline->horizontalHeader()->resizeSection(IntentStoryModel::AtColumn, columnChars(this, 26));
    m_timeline->horizontalHeader()->resizeSection(IntentStoryModel::WhatColumn, columnChars(this, 22));
    m_timeline->horizontalHeader()->resizeSection(IntentStoryModel::ByColumn, columnChars(this, 18));
    m_timeline->horizontalHeader()->resizeSection(IntentStoryModel::EvidenceColumn, columnChars(this, 30));
    m_timeline->horizontalHeader()->setStretchLastSection(true);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_header);
    split->addWidget(m_timeline);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 2);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* again = buttons->addButton(tr("&Refresh"), QDialogButtonBox::ActionRole);
    again->setObjectName(QStringLiteral("intentRefresh"));
    connect(again, &QPushButton::clicked, this, &IntentStoryDialog::reload);
    // Witness… for a sealed intent nobody has confirmed (WitnessDialog re-checks before asking).
    m_witness = buttons->addButton(tr("&Witness\u2026"), QDialogButtonBox::ActionRole);
    m_witness->setObjectName(QStringLiteral("intentWitness"));
    connect(m_witness, &QPushButton::clicked, this, [this] { Q_EMIT witnessRequested(m_intent); });
    const auto offerWitness = [this] {
        QString why = whyNotOperate(m_store->writeGate());
        if (why.isEmpty() && m_intent.startsWith(QLatin1String("approval:")))
            why = tr("an approval decision is no effect at the provider");
        m_witness->setEnabled(why.isEmpty());
        m_witness->setToolTip(why.isEmpty() ? tr("Ask the provider whether this intent happened, and record it")
                                            : why);
    };
    connect(m_store, &StoreClient::writeGateChanged, this, offerWitness);
    offerWitness();
    // Export…: the story as a document to attach (PDF) or for machines (JSON).
    m_exporter = new EvidenceExporter(m_store, this);
    showExportProgress(m_exporter, this);
    m_export = buttons->addButton(tr("&Export\u2026"), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("intentExport"));
    m_export->setToolTip(tr("Write this story as a PDF (who did each step, with what evidence) or as JSON"));
    connect(m_export, &QPushButton::clicked, this, [this] {
        chooseExportFile(this, tr("Export the intent's story"),
                         receiptFileName(m_intent, QStringLiteral("story"), QStringLiteral("pdf")),
                         tr("PDF document (*.pdf);;JSON (*.json)"),
                         [this](const QString& path, const QString& filter, const QString& key) {
                             m_exporter->setSigningKey(key);
                             m_exporter->intentStory(
                                 m_intent,
                                 withChosenSuffix(path, filter, {QStringLiteral(".pdf"), QStringLiteral(".json")}));
                         });
    });
    connect(m_exporter, &EvidenceExporter::finished, this,
            [this](const QString& path, const QString& summary, const QString& error) {
                m_status->setText(error.isEmpty() ? tr("Exported to %1: %2").arg(safeText(path), summary)
                                                  : tr("Not exported: %1").arg(error));
            });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(900, 620);

    connect(m_model, &IntentStoryModel::loaded, this, &IntentStoryDialog::showStory);
    connect(m_model, &IntentStoryModel::failed, this, [this](const QString& message) {
        m_status->setText(tr("The story could not be read: %1").arg(safeText(message, TextLines::Multi)));
    });
    connect(m_model, &IntentStoryModel::loaded, this, &IntentStoryDialog::loaded);
    m_model->setIntent(m_intent);
}

bool IntentStoryDialog::hasLoaded() const
{
    return m_model->hasLoaded();
}

void IntentStoryDialog::reload()
{
    m_model->reload();
}

void IntentStoryDialog::showStory()
{
    const std::optional<IntentStory>& story = m_model->story();
    if (!story) {
        m_header->clear();
        m_status->setText(tr("The store knows nothing of intent %1: no row, cert, approval, event, "
                             "mandate, ticket or reservation names it.")
                              .arg(safeText(m_intent)));
        return;
    }
    m_header->setPlainText(IntentStoryModel::describe(*story));
    m_status->setText(tr("Timeline, oldest first: %n entry(s)", nullptr,
                         pluralCount(static_cast<qint64>(story->timeline.size()))));
}

} // namespace seal
