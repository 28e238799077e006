// Marks rows by their seal::RowState (read from a role of the source model)
// with an icon in one column and a tint over the row. The source model also
// says it in words, so colour is never the only signal. Can also give some
// columns a fixed-width font (hashes line up).
#pragma once

#include <QIcon>
#include <QIdentityProxyModel>
#include <QSet>

namespace seal {

class RowStateProxy : public QIdentityProxyModel
{
    Q_OBJECT
public:
    RowStateProxy(int stateRole, int iconColumn, QObject* parent = nullptr);
    void setMonospaceColumns(const QSet<int>& columns) { m_monospace = columns; }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    int m_stateRole;
    int m_iconColumn;
    QSet<int> m_monospace;
    QIcon m_broken;
    QIcon m_unreadable;
    QIcon m_intact;
};

} // namespace seal
