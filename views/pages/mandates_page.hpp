// Mandates (SPEC-kernel.md §12): which paths an agent may only spend on with
// a mandate, with the operator writes that put a path under mandate or
// release it (confirmed, with identity and reason, refused to non-operators
// with the reason shown); below, the mandates per intent (the newest
// MandateModel::kNewest) with each intent's spent ticket. An intent opens its
// story (Intent story…, a double click, or View ▸ Intent story…).
#pragma once

#include "views/widgets/list_page.hpp"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace seal {

class MandateModel;
class StoreClient;

class MandatesPage : public ListPage
{
    Q_OBJECT
public:
    explicit MandatesPage(StoreClient* store, QWidget* parent = nullptr);

    void showKey(const QString& key) override; // a path, or an intent
    QString currentIntent() const override;    // the selected mandate's

    MandateModel* model() const { return m_model; }
    QTableView* pathTable() const { return m_pathTable; }
    QTableView* mandateTable() const { return m_mandateTable; }
    QLineEdit* pathEdit() const { return m_pathEdit; }
    QPushButton* requireButton() const { return m_require; }
    QPushButton* releaseButton() const { return m_release; }

private:
    void onLoaded();
    void showCurrent();
    void updateActions();
    QString whyNot(bool required) const;
    void startWrite(bool required);
    void openStory();

    StoreClient* m_store;
    MandateModel* m_model = nullptr;
    QLabel* m_message = nullptr;
    QTableView* m_pathTable = nullptr;
    QLineEdit* m_pathEdit = nullptr;
    QPushButton* m_require = nullptr;
    QPushButton* m_release = nullptr;
    QLabel* m_whyNot = nullptr;
    QLabel* m_mandatesTitle = nullptr;
    QTableView* m_mandateTable = nullptr;
    QPlainTextEdit* m_detail = nullptr;
    QPushButton* m_story = nullptr;
    quint64 m_busy = 0;
    bool m_shown = false;
};

} // namespace seal
