// A share as a bar along the foot of its cell, under its text ("73 %"): the
// text says it, the bar lets the eye compare rows. At 100 % and over, the bar
// is full, red and hatched; without a value (the model gives none under the
// role) only the text is drawn.
#pragma once

#include <QStyledItemDelegate>

namespace seal {

class FractionBarDelegate : public QStyledItemDelegate
{
public:
    FractionBarDelegate(int fractionRole, QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    int m_fractionRole;
};

} // namespace seal
