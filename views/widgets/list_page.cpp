#include "views/widgets/list_page.hpp"

#include "models/store_table_model.hpp"
#include "models/text/safe_text.hpp"

#include <QLabel>
#include <QTimer>

namespace seal {

ListPage::ListPage(QWidget* parent) : ConsolePage(parent) {}

void ListPage::setListModel(StoreTableModel* model, QLabel* message)
{
    m_list = model;
    connect(model, &StoreTableModel::failed, this, [this, message](const QString& text) {
        message->setText(safeText(text, TextLines::Multi));
        message->show();
        Q_EMIT problemOccurred(text);
    });
}

void ListPage::lookAgainEvery(int ms)
{
    auto* clock = new QTimer(this);
    clock->setInterval(ms);
    clock->setTimerType(Qt::VeryCoarseTimer);
    connect(clock, &QTimer::timeout, this, [this] {
        if (isVisible() && hasData()) refresh();
    });
    clock->start();
}

void ListPage::refresh()
{
    if (m_list) m_list->reload();
}

bool ListPage::hasData() const
{
    return m_list && m_list->hasLoaded();
}

QString ListPage::problem() const
{
    return m_list ? m_list->error() : QString();
}

} // namespace seal
