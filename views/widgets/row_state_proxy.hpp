// Marks rows by their seal::RowState (read from a role of the source model)
// with an icon in one column and a tint over the row. The source model also
// says it in words, so colour is never the only signal. Can also give some
// columns a fixed-width font (hashes line up), and mark tier/world columns
// with the swatch and glyph of their tone (status_palette.hpp).
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
    // Columns whose text is a tier or world (WORLD_DIVERGED, diverged...).
    void setToneColumns(const QSet<int>& columns) { m_toneColumns = columns; }
    // The swatch a tone column shows: its colour, pattern and glyph.
    static QIcon toneIcon(int tone);

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    int m_stateRole;
    int m_iconColumn;
    QSet<int> m_monospace;
    QSet<int> m_toneColumns;
    QIcon m_broken;
    QIcon m_unreadable;
    QIcon m_intact;
};

} // namespace seal
