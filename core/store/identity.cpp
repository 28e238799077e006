#include "core/store/identity.hpp"

namespace seal {

Phrase Actor::whyNotVoteSaid() const
{
    if (superuser)
        return Phrase{"role %1 is a superuser: an account, not a person, so it may not vote; log in as your own role",
                      {role},
                      {}};
    if (approverGroupExists && !approverMember)
        return Phrase{"role %1 is not a member of %2, so it may not vote", {role, kApproverGroup}, {}};
    return {};
}

Phrase Actor::whyNotOperateSaid() const
{
    if (superuser)
        return Phrase{"role %1 is a superuser: an account, not a person, so it may not change the store; log in as "
                      "your own role",
                      {role},
                      {}};
    if (operatorGroupExists && !operatorMember)
        return Phrase{"role %1 is not a member of %2, so it may not set policy, revoke, settle or unfreeze",
                      {role, kOperatorGroup},
                      {}};
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
