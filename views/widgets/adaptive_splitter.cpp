#include "views/widgets/adaptive_splitter.hpp"

#include <QResizeEvent>

namespace seal {

AdaptiveSplitter::AdaptiveSplitter(int sideBySideWidth, QWidget* parent)
    : QSplitter(Qt::Horizontal, parent), m_sideBySideWidth(sideBySideWidth)
{
    setObjectName(QStringLiteral("adaptiveSplitter"));
}

void AdaptiveSplitter::resizeEvent(QResizeEvent* event)
{
    const Qt::Orientation wanted = event->size().width() >= m_sideBySideWidth ? Qt::Horizontal : Qt::Vertical;
    if (wanted != orientation()) {
        setOrientation(wanted);
        // The list keeps the larger share either way.
        const int length = wanted == Qt::Horizontal ? event->size().width() : event->size().height();
        setSizes({length * 3 / 5, length * 2 / 5});
    }
    QSplitter::resizeEvent(event);
}

} // namespace seal
