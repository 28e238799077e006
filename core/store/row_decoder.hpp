// One row of a kernel table, decoded the one way every reader does it (issue
// 29 item 2): a value the reference kernel could not have written — NaN, a
// time outside the years 1..9999, NULL in a column it always fills — costs
// its own field, noted in `invalid` as "seal_approvals.amount of id X is
// NaN"; never the row, never the view (a malformed row costs that row at
// most). The model shows the mark in that cell alone.
#pragma once

#include "core/store/store.hpp"

#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace seal {

class RowDecoder
{
public:
    // Row `row` of `r`, read from `table` (the note's name), the row named by `key` ("id apr-1").
    RowDecoder(const Result& r, int row, const char* table, std::string key, std::vector<std::string>& invalid)
        : m_r(r), m_row(row), m_table(table), m_key(std::move(key)), m_invalid(invalid)
    {
    }

    // A real column: its value, its problem noted when it is not one.
    double real(int col, RealKind kind = RealKind::Number) const { return real(col, m_table, kind); }
    // A column of a joined table, named as that table's.
    double real(int col, const char* table, RealKind kind) const
    {
        return keep(m_r.checkedReal(m_row, col, table, m_key, kind));
    }
    // A column that may be NULL (nullopt then).
    std::optional<double> optReal(int col, RealKind kind = RealKind::Number) const
    {
        return keep(m_r.optCheckedReal(m_row, col, m_table, m_key, kind));
    }
    // A column the reader needs a number from: NaN when NULL (shown as the invalid mark).
    double realOrNaN(int col, RealKind kind = RealKind::Number) const
    {
        return optReal(col, kind).value_or(std::numeric_limits<double>::quiet_NaN());
    }
    // A text column the reference never leaves NULL: "" and a note when it is.
    std::string requiredText(int col) const
    {
        if (m_r.isNull(m_row, col))
            m_invalid.push_back(std::string(m_table) + "." + std::string(m_r.columnName(col)) + " of " + m_key +
                                " is NULL");
        return std::string(m_r.text(m_row, col));
    }
    // A value read some other way (another query, a batch), its problem noted.
    double keep(const CheckedReal& v) const;
    std::optional<double> keep(const std::optional<CheckedReal>& v) const;
    void note(std::string problem) const { m_invalid.push_back(std::move(problem)); }
    const std::string& key() const { return m_key; }

private:
    const Result& m_r;
    int m_row;
    const char* m_table;
    std::string m_key;
    std::vector<std::string>& m_invalid;
};

// A value read one at a time, its problem noted in `invalid`.
inline double keepReal(const CheckedReal& v, std::vector<std::string>& invalid)
{
    if (!v.valid()) invalid.push_back(v.problem);
    return v.value;
}
inline std::optional<double> keepReal(const std::optional<CheckedReal>& v, std::vector<std::string>& invalid)
{
    if (!v) return std::nullopt;
    return keepReal(*v, invalid);
}

inline double RowDecoder::keep(const CheckedReal& v) const
{
    return keepReal(v, m_invalid);
}

inline std::optional<double> RowDecoder::keep(const std::optional<CheckedReal>& v) const
{
    return keepReal(v, m_invalid);
}

} // namespace seal
