// Holds: the intents whose outcome nobody knows (an open intent past its
// lease, or tier WORLD_UNKNOWN), oldest first, with everything the store
// knows about each; the intents still in flight beside them, dimmed and not
// actionable. Settle… asks what the world did (SettleDialog), shows the exact
// write (ConfirmWriteDialog) and then what it changed.
#pragma once

#include "core/rules/holds.hpp"
#include "models/actions/provider_actions.hpp"
#include "views/widgets/list_page.hpp"

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class HoldsModel;
class StoreClient;

class HoldsPage : public ListPage
{
    Q_OBJECT
public:
    explicit HoldsPage(StoreClient* store, QWidget* parent = nullptr);
    ~HoldsPage() override; // a question to the provider still out stops

    void showKey(const QString& key) override; // an intent
    QString currentIntent() const override;
    QString currentLink() const override;

    HoldsModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    QTableView* inFlightTable() const { return m_inFlightTable; }
    QPushButton* settleButton() const { return m_settle; }
    // Shown while the provider witness is asked: stops the question at once.
    QPushButton* stopAskingButton() const { return m_stopAsking; }
    // Why Settle… is disabled now, empty when it is enabled.
    QString whyNotSettle() const;

private:
    void onLoaded();
    void sizeColumns();
    void showDetail();
    void updateActions();
    const HeldIntent* currentHold() const;
    void startSettle();
    void askWitness(const HeldIntent& held);
    void confirmSettle(const HeldIntent& held, const WitnessAnswer& answer, const QString& source);
    void showOutcome(const SettleOutcome& outcome);
    // Keeps a settle's result with the hold it describes, then shows the result pane.
    void recordResult(const QString& intent, const std::optional<std::string>& path, const QString& summary,
                      const QString& text);
    void showResult(); // the result pane, for the hold selected now

    // The last settle of this session and the hold it was about.
    struct SettleResult
    {
        QString intent;  // raw, to compare with the selection
        QString named;   // "intent …, path …", as the pane shows it
        QString summary; // one line
        QString text;    // the whole result
    };

    StoreClient* m_store;
    HoldsModel* m_model = nullptr;
    QLabel* m_message = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_inFlightTitle = nullptr;
    QTableView* m_inFlightTable = nullptr;
    QPushButton* m_settle = nullptr;
    QPushButton* m_stopAsking = nullptr;
    QLabel* m_whyNot = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    QPlainTextEdit* m_result = nullptr;
    std::optional<SettleResult> m_lastSettle;
    HeldIntent m_settling; // the hold the witness question or settle in progress is about
    QString m_pendingKey;
    quint64 m_busy = 0;  // the settle in progress
    CancelFlag m_asking; // the question to the provider witness in progress
    // A settle took its hold away: no load selects a hold for the operator until
    // they choose one (a load read before the settle may still list it).
    bool m_leaveUnselected = false;
    bool m_shown = false;
};

} // namespace seal
