#include "views/widgets/plain_tooltips.hpp"

#include <QAbstractItemView>
#include <QApplication>
#include <QHeaderView>
#include <QHelpEvent>
#include <QTextDocument>
#include <QToolTip>

namespace seal {

QString PlainToolTips::asRichText(const QString& plain)
{
    return Qt::convertFromPlainText(plain, Qt::WhiteSpaceNormal);
}

void PlainToolTips::install()
{
    if (qApp->findChild<PlainToolTips*>(QString(), Qt::FindDirectChildrenOnly)) return;
    qApp->installEventFilter(new PlainToolTips(qApp));
}

bool PlainToolTips::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ToolTip || !watched->isWidgetType()) return false;
    auto* widget = static_cast<QWidget*>(watched);
    const auto* help = static_cast<QHelpEvent*>(event);
    QString text;
    auto* view = qobject_cast<QAbstractItemView*>(widget->parentWidget());
    if (view && view->viewport() == widget && !qobject_cast<QHeaderView*>(view)) {
        text = view->indexAt(help->pos()).data(Qt::ToolTipRole).toString();
    } else if (qobject_cast<QHeaderView*>(widget) || qobject_cast<QHeaderView*>(view)) {
        return false; // header tooltips are the console's own words
    } else {
        text = widget->toolTip();
    }
    if (text.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    QToolTip::showText(help->globalPos(), asRichText(text), widget);
    return true;
}

} // namespace seal
