#include "views/widgets/intent_purpose_pane.hpp"

#include "core/rules/intent_story.hpp"
#include "models/intent_purpose.hpp"
#include "models/intent_story_model.hpp"
#include "views/widgets/field_form.hpp"
#include "views/widgets/plain_label.hpp"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace seal {
namespace {

// A look beside the request, not the whole story: the dialog reads the rest.
IntentStoryLimits purposeLimits()
{
    IntentStoryLimits limits;
    limits.certs = 20;
    limits.approvals = 20;
    limits.votesPerApproval = 20;
    limits.events = 50;
    limits.reservations = 20;
    limits.sagas = 5;
    limits.eventDetailBytes = 4096;
    return limits;
}

} // namespace

IntentPurposePane::IntentPurposePane(StoreClient* store, QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("intentPurpose"));
    auto* title = plainLabel(tr("What it is for"), this, QStringLiteral("purposeTitle"));
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    m_fields = new FieldForm(this, QStringLiteral("purpose_"));
    m_status = plainLabel(QString(), this, QStringLiteral("purposeStatus"));
    m_status->setWordWrap(true);
    m_story = new QPushButton(tr("Intent &story\u2026"), this);
    m_story->setObjectName(QStringLiteral("purposeStory"));
    m_story->setToolTip(tr("Everything the store knows about this intent, in time order"));
    m_story->setEnabled(false);
    connect(m_story, &QPushButton::clicked, this, [this] {
        if (!m_model->intent().isEmpty()) Q_EMIT storyRequested(m_model->intent());
    });
    m_model = new IntentStoryModel(store, purposeLimits(), this);
    connect(m_model, &IntentStoryModel::loaded, this, &IntentPurposePane::showPurpose);
    connect(m_model, &IntentStoryModel::failed, this, [this](const QString& message) {
        m_status->setText(tr("Could not read the intent: %1").arg(message));
    });
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addWidget(title);
    layout->addWidget(m_fields);
    layout->addWidget(m_status);
    layout->addWidget(m_story, 0, Qt::AlignLeft);
}

void IntentPurposePane::setIntent(const QString& intent)
{
    m_story->setEnabled(!intent.isEmpty());
    if (intent.isEmpty()) {
        m_fields->hide();
        m_status->clear();
    } else if (intent != m_model->intent() || !m_model->hasLoaded()) {
        m_status->setText(tr("Reading what the store knows about the intent\u2026"));
    }
    m_model->setIntent(intent);
}

bool IntentPurposePane::isLoaded() const
{
    return m_model->hasLoaded();
}

void IntentPurposePane::showPurpose()
{
    const std::optional<IntentStory>& story = m_model->story();
    // The form is rebuilt: which lines exist depends on the intent.
    auto* fresh = new FieldForm(this, QStringLiteral("purpose_"));
    for (const PurposeLine& line : intentPurpose(story ? &*story : nullptr))
        fresh->addField(line.label, line.value, line.key);
    static_cast<QVBoxLayout*>(layout())->replaceWidget(m_fields, fresh);
    delete m_fields;
    m_fields = fresh;
    m_status->clear();
}

} // namespace seal
