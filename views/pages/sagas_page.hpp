// Sagas (SPEC-kernel.md §13): multi-step effect graphs, diverged and
// unfinished (stuck or running) ones first, each with the evaluate verdict
// computed now and never written; for the graph chosen its children (state,
// required, tier, compensation links, intent) and the verdict explained. A
// child's intent opens its story (Intent story…, a double click, or View ▸
// Intent story…). Read-only.
#pragma once

#include "views/widgets/list_page.hpp"

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class SagaChildModel;
class SagaModel;
class StoreClient;

class SagasPage : public ListPage
{
    Q_OBJECT
public:
    explicit SagasPage(StoreClient* store, QWidget* parent = nullptr);

    void showKey(const QString& key) override; // a graph id
    QString currentIntent() const override;    // the selected child's

    SagaModel* model() const { return m_model; }
    SagaChildModel* children() const { return m_children; }
    QTableView* table() const { return m_table; }
    QTableView* childTable() const { return m_childTable; }

private:
    void onLoaded();
    void showCurrent();
    void openStory();

    StoreClient* m_store;
    SagaModel* m_model = nullptr;
    SagaChildModel* m_children = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_summary = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_childTitle = nullptr;
    QTableView* m_childTable = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    QPushButton* m_story = nullptr;
    bool m_shown = false;
};

} // namespace seal
