#include "views/widgets/fraction_bar_delegate.hpp"

#include "views/widgets/status_palette.hpp"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace seal {

FractionBarDelegate::FractionBarDelegate(int fractionRole, QObject* parent)
    : QStyledItemDelegate(parent), m_fractionRole(fractionRole)
{
}

void FractionBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    // The cell as usual (selection, text), then the bar along its foot, where
    // neither the selection nor the text hides it.
    QStyledItemDelegate::paint(painter, option, index);
    const QVariant value = index.data(m_fractionRole);
    if (!value.isValid()) return;
    const double fraction = value.toDouble();
    if (!std::isfinite(fraction)) return;
    const QRect cell = option.rect.adjusted(3, 0, -3, -2);
    const QRect area(cell.left(), cell.bottom() - 4, cell.width(), 5);
    const int width = static_cast<int>(area.width() * std::clamp(fraction, 0.0, 1.0));
    // Amber from 80 %, red at and over the limit; over it also hatched, so
    // the state does not rest on hue alone.
    const QColor colour = toneColour(fraction >= 1.0   ? Tone::Bad
                                     : fraction >= 0.8 ? Tone::Warning
                                                       : Tone::Good);
    painter->save();
    painter->setPen(Qt::NoPen);
    QColor track = option.palette.color(QPalette::Mid);
    track.setAlpha(90);
    painter->setBrush(track);
    painter->drawRect(area);
    painter->setBrush(colour);
    painter->drawRect(QRect(area.topLeft(), QSize(width, area.height())));
    if (fraction >= 1.0) {
        painter->setBrush(QBrush(Qt::white, Qt::BDiagPattern));
        painter->drawRect(area);
    }
    painter->restore();
}

} // namespace seal
