// Autonomy: every path's earned level (the parity licence), its clearance,
// approval thresholds and whether it may spend unattended right now — and
// why not. A detail pane says what the next level needs, shows the breach
// evidence and the clearance proof, and charts the level over time replayed
// from the chain. Operators set policy, thresholds and the proof age, revoke
// a path, freeze its domain or revoke everything from here, each through the
// confirm dialog (the governance settings: autonomy_governance.hpp), and run
// the reconcile sweep that L3 and above need (SweepDialog).
#pragma once

#include "core/rules/level_history.hpp"
#include "models/actions/store_action.hpp"
#include "views/widgets/console_page.hpp"
#include "views/writes/confirm_write_dialog.hpp"

#include <QHash>
#include <functional>
#include <string>
#include <vector>

class QAction;
class QLabel;
class QMenu;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class AutonomyGovernance;
class LevelHistoryChart;

class AutonomyModel;
class ReadCycle;
class Connection;
class RowStateProxy;
class StoreClient;
struct AutonomyRow;

class AutonomyPage : public ConsolePage
{
    Q_OBJECT
public:
    explicit AutonomyPage(StoreClient* store, QWidget* parent = nullptr);

    void refresh() override;
    bool hasData() const override;
    QString problem() const override;
    void showKey(const QString& key) override;

    AutonomyModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QString currentPath() const; // raw; empty when no row is selected
    // Run reconcile sweep… (SweepDialog): the lists reload once it is recorded.
    void startSweep();
    // The chart's points for the selected path, once read.
    const std::vector<LevelPoint>& history() const { return m_history; }
    AutonomyGovernance* governance() const { return m_governance; }

    QPushButton* openHeldButton() const { return m_openHeld; }

Q_SIGNALS:
    void historyShown();
    // "Open in Holds" for the executions that hold the selected path (§15.7): the first one's intent.
    void holdsRequested(const QString& intent);

private:
    QWidget* buildActions();
    void buildTable();
    void onLoaded();
    void onCurrentChanged();
    void showDetail(const AutonomyRow* row);
    void loadHistory();
    void showEvent(QShowEvent* event) override;
    void showHistory();
    void updateActions();
    void addLookalikeWarning(ConfirmWriteDialog::Spec& spec, const QString& path) const;
    void askSetPolicy(const QString& status);
    void askRevokePath();
    void askRevokeAll();
    const AutonomyRow* currentRow() const;
    void confirmAndWrite(const QString& what, ConfirmWriteDialog::Spec spec, StoreAction<OperatorOutcome> action);

    StoreClient* m_store;
    AutonomyModel* m_model = nullptr;
    RowStateProxy* m_proxy = nullptr;
    QTableView* m_table = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    LevelHistoryChart* m_chart = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_setPolicy = nullptr;
    QMenu* m_policyMenu = nullptr;
    QHash<QString, QAction*> m_policyActions; // by status
    QAction* m_proofAge = nullptr;
    QPushButton* m_thresholds = nullptr;
    QPushButton* m_revoke = nullptr;
    QPushButton* m_freeze = nullptr;
    AutonomyGovernance* m_governance = nullptr;
    QPushButton* m_revokeAll = nullptr;
    QPushButton* m_sweep = nullptr;
    QLabel* m_whyNot = nullptr;
    QPushButton* m_openHeld = nullptr;
    QString m_pendingKey;
    QString m_historyPath;
    std::vector<LevelPoint> m_history;
    ReadCycle* m_historyReads = nullptr; // the chart's: one path's history at a time
    bool m_shown = false;
    bool m_historyWanted = false; // asked for while hidden: read when shown
};

} // namespace seal
