#include "fraction_bar_delegate.hpp"

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
    const QVariant value = index.data(m_fractionRole);
    if (value.isValid()) {
        const double fraction = value.toDouble();
        if (std::isfinite(fraction)) {
            const QRect area = option.rect.adjusted(3, 4, -3, -4);
            const int width = static_cast<int>(area.width() * std::clamp(fraction, 0.0, 1.0));
            // Amber from 80 %, red at and over the limit; a pattern as well
            // as a colour over it, so the state does not rest on hue alone.
            const QColor colour = fraction >= 1.0   ? QColor(0xd3, 0x2f, 0x2f)
                                  : fraction >= 0.8 ? QColor(0xf5, 0x9e, 0x0b)
                                                    : QColor(0x2e, 0x7d, 0x32);
            painter->save();
            painter->setPen(Qt::NoPen);
            QColor track = option.palette.color(QPalette::Mid);
            track.setAlpha(60);
            painter->setBrush(track);
            painter->drawRect(area);
            QColor fill = colour;
            fill.setAlpha(110);
            painter->setBrush(fill);
            painter->drawRect(QRect(area.topLeft(), QSize(width, area.height())));
            if (fraction >= 1.0) {
                painter->setBrush(QBrush(colour, Qt::BDiagPattern));
                painter->drawRect(area);
            }
            painter->restore();
        }
    }
    QStyledItemDelegate::paint(painter, option, index);
}

} // namespace seal
