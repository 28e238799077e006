// The intent inspector: one intent's whole story (core's readIntentStory, the
// same as `sealctl intent`) — its row and where it stands, then every cert,
// approval request and vote, mandate, ticket, budget reservation and event in
// time order, each step with who did it and with what evidence; Export…
// writes it as PDF or JSON (optionally signed). Where a dispute starts. Read
// off the GUI thread on the reader; everything from the store is shown as plain text.
#pragma once

#include <QDialog>
#include <QString>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class EvidenceExporter;
class IntentStoryModel;
class StoreClient;

class IntentStoryDialog : public QDialog
{
    Q_OBJECT
public:
    IntentStoryDialog(StoreClient* store, const QString& intent, QWidget* parent = nullptr);

    const QString& intent() const { return m_intent; }
    IntentStoryModel* model() const { return m_model; }
    bool hasLoaded() const;
    // Reads the story again (the Refresh button).
    void reload();
    QPushButton* witnessButton() const { return m_witness; }
    QPushButton* exportButton() const { return m_export; }
    EvidenceExporter* exporter() const { return m_exporter; }

Q_SIGNALS:
    void loaded();
    // Witness… was clicked: the window opens the WitnessDialog for this intent.
    void witnessRequested(const QString& intent);

private:
    void showStory();

    StoreClient* m_store;
    QString m_intent;
    IntentStoryModel* m_model = nullptr;
    QLabel* m_status = nullptr;
    QPlainTextEdit* m_header = nullptr;
    QTableView* m_timeline = nullptr;
    QPushButton* m_witness = nullptr;
    QPushButton* m_export = nullptr;
    EvidenceExporter* m_exporter = nullptr;
};

} // namespace seal
