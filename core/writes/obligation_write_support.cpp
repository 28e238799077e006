#include "core/writes/obligation_write_support.hpp"

#include "core/rules/obligations.hpp"

namespace seal {

std::string sessionRoleOf(Connection& conn)
{
    return std::string(conn.exec("SELECT session_user::text").text(0, 0));
}

std::optional<std::pair<Refusal, Phrase>> setupRefusal(Connection& conn)
{
    const ObligationsSetup setup = obligationsSetup(conn);
    if (setup.ready()) return std::nullopt;
    const Refusal why =
        setup.layout == ObligationsLayout::Withdrawn ? Refusal::WithdrawnLayout : Refusal::MissingTable;
    return std::make_pair(why, obligationsNotSetUpRefusal(setup));
}

std::string lostWriteText(WriteFate fate, const std::string& what)
{
    switch (fate) {
    case WriteFate::LostLanded:
        return "connection lost during " + what + "; re-checked after reconnecting: it landed. Do not repeat it.";
    case WriteFate::LostNotLanded:
        return "connection lost during " + what +
               "; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.";
    default:
        return "connection lost during " + what +
               " and the store could not be reached again: not known whether it landed. Check with "
               "`sealctl obligations` before trying again.";
    }
}

} // namespace seal
