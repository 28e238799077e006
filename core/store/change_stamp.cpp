#include "core/store/change_stamp.hpp"

#include "core/store/tables.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace seal {

namespace {

std::string buildStampSql()
{
    // Each part: its tables' terms in their places, joined by '/'. Only core
    // tables feed the stamp: one absent table would fail the whole statement.
    std::array<std::vector<const StampTerm*>, 5> parts;
    for (const KernelTable& t : kernelTables())
        if (t.presence == TablePresence::Core)
            for (const StampTerm& term : t.stamp) parts.at(static_cast<size_t>(term.part)).push_back(&term);
    std::string sql = "SELECT";
    for (auto& part : parts) {
        std::stable_sort(part.begin(), part.end(),
                         [](const StampTerm* a, const StampTerm* b) { return a->place < b->place; });
        sql += sql.size() == 6 ? " " : ", ";
        for (size_t i = 0; i < part.size(); ++i) sql += (i == 0 ? "" : " || '/' || ") + std::string(part[i]->sql);
    }
    return sql;
}

} // namespace

std::string storeStampSql()
{
    static const std::string sql = buildStampSql();
    return sql;
}

StoreStamp readStoreStamp(Connection& conn)
{
    Result r = conn.exec(storeStampSql());
    return StoreStamp{std::string(r.text(0, 0)), std::string(r.text(0, 1)), std::string(r.text(0, 2)),
                      std::string(r.text(0, 3)), std::string(r.text(0, 4))};
}

} // namespace seal
