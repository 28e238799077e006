#include "core/store/dsn.hpp"

#include <cstring>
#include <libpq-fe.h>

namespace seal {

std::optional<SplitDsn> splitDsnPassword(std::string_view dsn)
{
    char* error = nullptr;
    const std::string text(dsn);
    PQconninfoOption* opts = PQconninfoParse(text.c_str(), &error);
    if (!opts) {
        PQfreemem(error);
        return std::nullopt;
    }
    SplitDsn out;
    for (PQconninfoOption* o = opts; o->keyword; ++o) {
        if (!o->val) continue;
        if (std::strcmp(o->keyword, "password") == 0) {
            out.password = o->val;
            continue;
        }
        std::string quoted; // libpq's rule: \ and ' escaped by a backslash
        for (const char* c = o->val; *c; ++c) {
            if (*c == '\\' || *c == '\'') quoted += '\\';
            quoted += *c;
        }
        out.dsn += (out.dsn.empty() ? "" : " ") + std::string(o->keyword) + "='" + quoted + "'";
    }
    PQconninfoFree(opts);
    return out;
}

} // namespace seal
