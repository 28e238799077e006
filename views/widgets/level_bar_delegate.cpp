#include "level_bar_delegate.hpp"

#include <QPainter>
#include <algorithm>

namespace seal {
namespace {

constexpr int kSegments = 5; // L1..L5
constexpr int kSegmentWidth = 9;
constexpr int kSegmentGap = 2;
constexpr int kBarWidth = kSegments * (kSegmentWidth + kSegmentGap);

} // namespace

LevelBarDelegate::LevelBarDelegate(int levelRole, int suspendedRole, QObject* parent)
    : QStyledItemDelegate(parent), m_levelRole(levelRole), m_suspendedRole(suspendedRole)
{
}

int LevelBarDelegate::barWidth()
{
    return kBarWidth;
}

void LevelBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const
{
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    QStyle* style = opt.widget ? opt.widget->style() : nullptr;
    if (style) style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const int level = index.data(m_levelRole).toInt();
    const bool suspended = index.data(m_suspendedRole).toBool();
    const bool selected = opt.state.testFlag(QStyle::State_Selected);
    const QColor ink = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor fill = suspended    ? QColor(0xd3, 0x2f, 0x2f)
                        : level >= 3 ? QColor(0x2e, 0x7d, 0x32)
                                     : QColor(0x15, 0x65, 0xc0);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    const QRect r = opt.rect.adjusted(6, 0, -4, 0);
    const int h = std::max(6, r.height() / 2);
    const int top = r.top() + (r.height() - h) / 2;
    for (int i = 0; i < kSegments; ++i) {
        const QRect seg(r.left() + i * (kSegmentWidth + kSegmentGap), top, kSegmentWidth, h);
        painter->setPen(ink);
        painter->setBrush(i < level ? QBrush(fill) : Qt::NoBrush);
        painter->drawRect(seg.adjusted(0, 0, -1, -1));
    }
    if (suspended) { // a struck-through bar, besides the red and the words
        painter->setPen(QPen(ink, 1.5));
        painter->drawLine(r.left(), top + h - 1, r.left() + kBarWidth - kSegmentGap, top);
    }
    painter->setPen(ink);
    const QRect textRect(r.left() + kBarWidth + 6, r.top(), r.width() - kBarWidth - 6, r.height());
    painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft,
                      opt.fontMetrics.elidedText(text, Qt::ElideRight, textRect.width()));
    painter->restore();
}

QSize LevelBarDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(size.width() + kBarWidth + 12);
    return size;
}

} // namespace seal
