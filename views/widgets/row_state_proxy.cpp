#include "views/widgets/row_state_proxy.hpp"

#include "models/store_types.hpp"
#include "views/widgets/status_palette.hpp"

#include <QBrush>
#include <QColor>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <algorithm>
#include <array>

namespace seal {
namespace {

// A tint of `accent` over the palette's base, so it reads in light and dark themes.
QBrush tint(const QColor& accent)
{
    const QColor base = QGuiApplication::palette().color(QPalette::Base);
    const auto mix = [](int a, int b) { return (a * 3 + b) / 4; };
    return QColor(mix(base.red(), accent.red()), mix(base.green(), accent.green()),
                  mix(base.blue(), accent.blue()));
}

} // namespace

QIcon RowStateProxy::toneIcon(int tone)
{
    static const std::array<QIcon, 5> icons = [] {
        std::array<QIcon, 5> made;
        for (int t = 0; t < 5; ++t) {
            constexpr int kSide = 14;
            QPixmap pixmap(kSide, kSide);
            pixmap.fill(Qt::transparent);
            QPainter p(&pixmap);
            p.fillRect(pixmap.rect(), toneBrush(static_cast<Tone>(t)));
            p.setPen(Qt::white);
            QFont font = p.font();
            font.setPixelSize(kSide - 3);
            font.setBold(true);
            p.setFont(font);
            p.drawText(pixmap.rect(), Qt::AlignCenter, toneGlyph(static_cast<Tone>(t)));
            p.end();
            made[static_cast<size_t>(t)] = QIcon(pixmap);
        }
        return made;
    }();
    return icons[static_cast<size_t>(std::clamp(tone, 0, 4))];
}

RowStateProxy::RowStateProxy(int stateRole, int iconColumn, QObject* parent)
    : QIdentityProxyModel(parent), m_stateRole(stateRole), m_iconColumn(iconColumn),
      m_broken(QStringLiteral(":/icons/broken.svg")), m_unreadable(QStringLiteral(":/icons/unreadable.svg")),
      m_intact(QStringLiteral(":/icons/intact.svg"))
{
}

QVariant RowStateProxy::data(const QModelIndex& index, int role) const
{
    if (role == Qt::FontRole && m_monospace.contains(index.column()))
        return QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (role == Qt::DecorationRole && m_toneColumns.contains(index.column())) {
        const QString text = QIdentityProxyModel::data(index, Qt::DisplayRole).toString();
        if (text.isEmpty()) return {};
        return toneIcon(static_cast<int>(tierTone(text)));
    }
    if (role != Qt::DecorationRole && role != Qt::BackgroundRole)
        return QIdentityProxyModel::data(index, role);
    const auto state = static_cast<RowState>(QIdentityProxyModel::data(index, m_stateRole).toInt());
    if (role == Qt::DecorationRole) {
        if (index.column() != m_iconColumn) return QIdentityProxyModel::data(index, role);
        switch (state) {
        case RowState::Broken:
            return m_broken;
        case RowState::Unreadable:
            return m_unreadable;
        case RowState::Intact:
            return m_intact;
        case RowState::Normal:
            return {};
        }
        return {};
    }
    switch (state) {
    case RowState::Broken:
        return tint(toneColour(Tone::Bad));
    case RowState::Unreadable:
        return tint(toneColour(Tone::Warning));
    default:
        return QIdentityProxyModel::data(index, role);
    }
}

} // namespace seal
