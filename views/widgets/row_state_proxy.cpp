#include "row_state_proxy.hpp"

#include "store_types.hpp"

#include <QBrush>
#include <QColor>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QPalette>

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
        return tint(QColor(0xd3, 0x2f, 0x2f));
    case RowState::Unreadable:
        return tint(QColor(0xf9, 0xa8, 0x25));
    default:
        return QIdentityProxyModel::data(index, role);
    }
}

} // namespace seal
