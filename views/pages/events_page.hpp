// Events: the event log, newest first, paged from the server; filters by kind
// and time range (run in the server's query); a plain-text detail pane.
#pragma once

#include "views/widgets/console_page.hpp"

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QPlainTextEdit;
class QTableView;
class QTimer;

namespace seal {

class EventModel;
class NewRowsBar;
class WholeValueButton;
class StoreClient;
struct EventFilter;

class EventsPage : public ConsolePage
{
    Q_OBJECT
public:
    explicit EventsPage(StoreClient* store, QWidget* parent = nullptr);

    void refresh() override;
    bool hasData() const override;
    QString currentIntent() const override;
    QString problem() const override;

    EventModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }

private:
    QWidget* buildFilters();
    void buildTable();
    void fillKinds();
    void applyFilters();
    void clearFilters();
    void updateZone();
    void onPageArrived();
    void showDetail(const QModelIndex& index);
    bool followsHead() const;
    void onHeldChanged(qint64 count);
    void showNewRows();

    StoreClient* m_store;
    EventModel* m_model = nullptr;
    QComboBox* m_kind = nullptr;
    QCheckBox* m_fromOn = nullptr;
    QDateTimeEdit* m_from = nullptr;
    QCheckBox* m_toOn = nullptr;
    QDateTimeEdit* m_to = nullptr;
    QTimer* m_debounce = nullptr;
    QLabel* m_message = nullptr;
    QTableView* m_table = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    WholeValueButton* m_saveWhole = nullptr; // when the detail pane shows part of the detail
    bool m_rangeSeeded = false;
    bool m_shown = false;
    NewRowsBar* m_newRows = nullptr; // "N new — show": events held above the top
};

} // namespace seal
