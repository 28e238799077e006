// Rows that arrived above what the reader is looking at in a newest-first
// list (Certificates, Events), kept aside until the reader asks for them
// ("N new — show"): the list does not move under the reader. Up to a cap they
// are kept; past it only counted, and showing them means reading the head again.
#pragma once

#include <QList>
#include <QtGlobal>

#include <optional>
#include <utility>

namespace seal {

template <typename Row, typename Key> class HeldRows
{
public:
    static constexpr qsizetype kCap = 2000;

    qint64 count() const { return m_count; }
    // Past the cap: more arrived than are kept.
    bool overflowed() const { return m_count > m_rows.size(); }
    bool hasRoom() const { return m_rows.size() < kCap; }
    qsizetype size() const { return m_rows.size(); }
    // The newest key read above the top row (where the next look starts).
    const std::optional<Key>& newest() const { return m_newest; }

    // One more arrived (oldest first): counted, and kept while there is room.
    void add(Row row, Key key)
    {
        m_newest = std::move(key);
        ++m_count;
        if (hasRoom()) m_rows.push_back(std::move(row));
    }

    // The kept rows newest first, then `shown`; nothing is held afterwards.
    QList<Row> prependTo(QList<Row>&& shown)
    {
        QList<Row> newer;
        newer.reserve(m_rows.size() + shown.size());
        for (auto it = m_rows.rbegin(); it != m_rows.rend(); ++it)
            newer.push_back(std::move(*it));
        newer.append(std::move(shown));
        clear();
        return newer;
    }

    // Forgets them all; true when any were held (the count changed).
    bool clear()
    {
        m_rows.clear();
        m_newest.reset();
        return std::exchange(m_count, 0) != 0;
    }

private:
    QList<Row> m_rows; // oldest first, at most kCap
    qint64 m_count = 0;
    std::optional<Key> m_newest;
};

} // namespace seal
