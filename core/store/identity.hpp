// Who is acting: the authenticated database role, never a typed name
// (SPEC §6 beyond). Decides what that role may do.
#pragma once

#include "core/base/phrase.hpp"
#include "core/store/store.hpp"

#include <string>

namespace seal {

struct Actor
{
    std::string role;              // session_user
    bool superuser = false;        // an account, not a person: may not write
    bool approverGroupExists = false;
    bool approverMember = false;   // member of seal_approver (when it exists)
    bool operatorGroupExists = false;
    bool operatorMember = false;   // member of seal_operator (when it exists)

    // Empty when allowed; otherwise one sentence saying why not, in English
    // (whyNot*) and as a phrase for the console's language (whyNot*Said).
    Phrase whyNotVoteSaid() const;
    Phrase whyNotOperateSaid() const;
    std::string whyNotVote() const { return whyNotVoteSaid().text(); }
    std::string whyNotOperate() const { return whyNotOperateSaid().text(); }
    bool mayVote() const { return whyNotVote().empty(); }
    bool mayOperate() const { return whyNotOperate().empty(); }
};

inline constexpr const char* kApproverGroup = "seal_approver";
inline constexpr const char* kOperatorGroup = "seal_operator";

// Reads the session's identity and group memberships from the server.
Actor whoAmI(Connection& conn);

} // namespace seal
