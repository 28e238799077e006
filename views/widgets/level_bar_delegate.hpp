// A level as a bar of five segments followed by its name: the name says it,
// the bar lets the eye compare rows. The model gives the level (0..5) and
// whether it is suspended under the roles passed in.
#pragma once

#include <QStyledItemDelegate>

namespace seal {

class LevelBarDelegate : public QStyledItemDelegate
{
public:
    LevelBarDelegate(int levelRole, int suspendedRole, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // The width the bar takes beside the text.
    static int barWidth();

private:
    int m_levelRole;
    int m_suspendedRole;
};

} // namespace seal
