// "What it is for" beside a request's amount (issue 27 item 3): the intent's
// action, arguments digest, mandate, budget reservation, ticket and what the
// gateway recorded, read in the background for the intent shown, with the
// whole story one click away.
#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;

namespace seal {

class FieldForm;
class IntentStoryModel;
class StoreClient;

class IntentPurposePane : public QWidget
{
    Q_OBJECT
public:
    // Fields are named `prefix` + key (purpose_action, purpose_budget, …).
    IntentPurposePane(StoreClient* store, QWidget* parent = nullptr);

    // Reads what the store knows about `intent` (empty: shows nothing).
    void setIntent(const QString& intent);
    bool isLoaded() const;

Q_SIGNALS:
    // Show the intent's whole story.
    void storyRequested(const QString& intent);

private:
    void showPurpose();

    IntentStoryModel* m_model = nullptr;
    FieldForm* m_fields = nullptr;
    QLabel* m_status = nullptr;
    QPushButton* m_story = nullptr;
};

} // namespace seal
