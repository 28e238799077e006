#include "views/widgets/level_bar_delegate.hpp"

#include "views/widgets/status_palette.hpp"

#include <QPainter>
#include <algorithm>

namespace seal {
namespace {

constexpr int kSegments = 5; // L1..L5
constexpr int kSegmentWidth = 9;
constexpr int kSegmentGap = 2;
constexpr int kBarWidth = kSegments * (kSegmentWidth + kSegmentGap);

} // namespace

LevelBarDelegate::LevelBarDelegate(int levelRole, int suspendedRole, int revokedRole, QObject* parent)
    : QStyledItemDelegate(parent), m_levelRole(levelRole), m_suspendedRole(suspendedRole),
      m_revokedRole(revokedRole), m_broken(QStringLiteral(":/icons/broken.svg"))
{
}

QColor LevelBarDelegate::fillFor(int level, bool suspended, bool revoked)
{
    if (suspended) return toneColour(Tone::Bad);
    if (revoked) return toneColour(Tone::Neutral); // earned, but not in force
    return level >= 3 ? toneColour(Tone::Good) : otherTierColour(0);
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
    const bool revoked = index.data(m_revokedRole).toBool();
    const bool blocked = suspended || revoked;
    const bool selected = opt.state.testFlag(QStyle::State_Selected);
    const QColor ink = opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor fill = fillFor(level, suspended, revoked);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    QRect r = opt.rect.adjusted(6, 0, -4, 0);
    if (blocked) { // the icon first: the state outranks the earned level
        const int side = std::min(r.height() - 2, 16);
        m_broken.paint(painter, QRect(r.left(), r.top() + (r.height() - side) / 2, side, side));
        r.setLeft(r.left() + side + 4);
    }
    const int h = std::max(6, r.height() / 2);
    const int top = r.top() + (r.height() - h) / 2;
    for (int i = 0; i < kSegments; ++i) {
        const QRect seg(r.left() + i * (kSegmentWidth + kSegmentGap), top, kSegmentWidth, h);
        painter->setPen(ink);
        painter->setBrush(i < level ? QBrush(fill) : Qt::NoBrush);
        painter->drawRect(seg.adjusted(0, 0, -1, -1));
    }
    if (blocked) { // a struck-through bar, besides the colour and the words
        painter->setPen(QPen(ink, 1.5));
        painter->drawLine(r.left(), top + h - 1, r.left() + kBarWidth - kSegmentGap, top);
    }
    painter->setPen(blocked && !selected ? toneColour(Tone::Bad) : ink);
    const QRect textRect(r.left() + kBarWidth + 6, r.top(), r.width() - kBarWidth - 6, r.height());
    painter->drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft,
                      opt.fontMetrics.elidedText(text, Qt::ElideRight, textRect.width()));
    painter->restore();
}

QSize LevelBarDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(size.width() + kBarWidth + 12 + 20); // and the icon of a blocked path
    return size;
}

} // namespace seal
