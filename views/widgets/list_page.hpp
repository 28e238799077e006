// The list-and-detail page (issue 29 item 2): a page over one store-backed
// list model (models/store_table_model.hpp). Its refresh, whether it has data
// and why not come from the model; a failed read is said in the page's
// message line (plain text) and as problemOccurred, the rows shown staying
// the last good ones; and, for a page whose rows change with the clock alone
// (a lease running out, a deadline passing), it looks again now and then
// while it is on screen. The page arranges its table and its detail.
#pragma once

#include "views/widgets/console_page.hpp"

class QLabel;

namespace seal {

class StoreTableModel;

class ListPage : public ConsolePage
{
    Q_OBJECT
public:
    void refresh() override;
    bool hasData() const override;
    QString problem() const override;

protected:
    explicit ListPage(QWidget* parent = nullptr);

    // The model the page lists, and the label that says a failed read.
    void setListModel(StoreTableModel* model, QLabel* message);
    // Reads again every `ms` while the page is on screen and has its data.
    void lookAgainEvery(int ms);

private:
    StoreTableModel* m_list = nullptr;
};

} // namespace seal
