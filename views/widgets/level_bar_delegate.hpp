// A level as a bar of five segments followed by its name: the name says it,
// the bar lets the eye compare rows. The model gives the level (0..5),
// whether it is suspended and whether it is revoked under the roles passed
// in. A suspended level is red, a revoked one muted grey; both are struck
// through, led by the broken icon and written in red, so neither looks like
// an earned level in force.
#pragma once

#include <QIcon>
#include <QStyledItemDelegate>

namespace seal {

class LevelBarDelegate : public QStyledItemDelegate
{
public:
    LevelBarDelegate(int levelRole, int suspendedRole, int revokedRole, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // The width the bar takes beside the text.
    static int barWidth();
    // The fill of the earned segments (what a test compares with the screen).
    static QColor fillFor(int level, bool suspended, bool revoked);

private:
    int m_levelRole;
    int m_suspendedRole;
    int m_revokedRole;
    QIcon m_broken;
};

} // namespace seal
