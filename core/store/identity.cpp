#include "identity.hpp"

namespace seal {

std::string Actor::whyNotVote() const
{
    if (superuser)
        return "role " + role + " is a superuser: an account, not a person, so it may not vote; "
               "log in as your own role";
    if (approverGroupExists && !approverMember)
        return "role " + role + " is not a member of " + kApproverGroup + ", so it may not vote";
    return {};
}

std::string Actor::whyNotOperate() const
{
    if (superuser)
        return "role " + role + " is a superuser: an account, not a person, so it may not change the store; "
               "log in as your own role";
    if (operatorGroupExists && !operatorMember)
        return "role " + role + " is not a member of " + kOperatorGroup + ", so it may not set policy, revoke, "
               "settle or unfreeze";
    return {};
}

Actor whoAmI(Connection& conn)
{
    // pg_has_role() raises for an unknown role name, so membership is asked
    // only through the group's row: a missing group yields NULL, not an error.
    Result r = conn.exec(
        "SELECT session_user::text,"
        " (SELECT rolsuper FROM pg_roles WHERE rolname = session_user),"
        " (SELECT pg_has_role(session_user, oid, 'MEMBER') FROM pg_roles WHERE rolname = $1),"
        " (SELECT pg_has_role(session_user, oid, 'MEMBER') FROM pg_roles WHERE rolname = $2)",
        {param(kApproverGroup), param(kOperatorGroup)});
    Actor a;
    a.role = std::string(r.text(0, 0));
    a.superuser = r.boolean(0, 1);
    a.approverGroupExists = !r.isNull(0, 2);
    a.approverMember = r.boolean(0, 2);
    a.operatorGroupExists = !r.isNull(0, 3);
    a.operatorMember = r.boolean(0, 3);
    return a;
}

} // namespace seal
