// What `sealctl dual-control setup` asks the store's owner to run (dual_control.hpp):
// the change table, the functions operators act through, the guard on each
// governed table, and the grants.
#include "core/writes/dual_control.hpp"

#include "core/canon/digest.hpp"
#include "core/store/grants.hpp"
#include "core/store/identity.hpp"
#include "core/store/optional_tables.hpp"

#include <string>

namespace seal {
namespace {

constexpr double kDefaultExpirySec = 86400; // a day

const char* const kTables[] = {
    "CREATE TABLE IF NOT EXISTS sealdesk_dual_control (one BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one), "
    "expiry_sec DOUBLE PRECISION NOT NULL CHECK (expiry_sec > 0), enabled_at DOUBLE PRECISION NOT NULL, "
    "enabled_by TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS sealdesk_change_requests (id BIGSERIAL PRIMARY KEY, kind TEXT NOT NULL, "
    "target TEXT NOT NULL, params JSONB NOT NULL, before JSONB, after JSONB NOT NULL, reason TEXT NOT NULL, "
    "state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applied', 'rejected', 'withdrawn')), "
    "proposed_by TEXT NOT NULL, proposed_at DOUBLE PRECISION NOT NULL, expires_at DOUBLE PRECISION NOT NULL, "
    "decided_by TEXT, decided_at DOUBLE PRECISION, decision_reason TEXT, applied_tx BIGINT)",
    "CREATE INDEX IF NOT EXISTS sealdesk_change_requests_state ON sealdesk_change_requests (state, id)",
    // One row per brake through the functions: which transaction may write which table (and who braked).
    "CREATE TABLE IF NOT EXISTS sealdesk_brakes (id BIGSERIAL PRIMARY KEY, tx BIGINT NOT NULL, kind TEXT NOT NULL, "
    "target TEXT NOT NULL, braked_by TEXT NOT NULL, at DOUBLE PRECISION NOT NULL)",
    "CREATE INDEX IF NOT EXISTS sealdesk_brakes_tx ON sealdesk_brakes (tx)",
};

// Who may propose or decide: the login role (session_user, as for votes),
// never a superuser, a member of seal_operator when that group exists.
const char* const kActor = R"SQL(CREATE OR REPLACE FUNCTION sealdesk_change_actor() RETURNS text
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public AS $f$
DECLARE g oid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM sealdesk_dual_control) THEN
    RAISE EXCEPTION 'dual control is off in this store' USING ERRCODE = 'SD001';
  END IF;
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = session_user) THEN
    RAISE EXCEPTION 'role % is a superuser: an account, not a person, so it may not propose or decide a change',
      session_user USING ERRCODE = 'SD001';
  END IF;
  SELECT oid INTO g FROM pg_roles WHERE rolname = 'seal_operator';
  IF g IS NOT NULL AND NOT pg_has_role(session_user, g, 'MEMBER') THEN
    RAISE EXCEPTION 'role % is not a member of seal_operator', session_user USING ERRCODE = 'SD001';
  END IF;
  RETURN session_user;
END $f$)SQL";

// The event's path: the act's own (a path, or the domain), NULL for the others.
const char* const kPathOf = R"SQL(CREATE OR REPLACE FUNCTION sealdesk_change_path(p_kind text, p_target text)
RETURNS text LANGUAGE sql IMMUTABLE SET search_path = pg_catalog AS $f$
  SELECT CASE WHEN p_kind IN ('policy', 'thresholds', 'mandate_release', 'unfreeze') THEN p_target END
$f$)SQL";

// p_at: the proposer's store time, read a moment before in the same
// transaction (the event's time, so a lost connection can be re-checked); a
// time more than 5 minutes off the store's clock is replaced by it. The
// expiry counts from the store's clock.
const char* const kPropose = R"SQL(CREATE OR REPLACE FUNCTION sealdesk_propose_change(p_kind text, p_target text,
  p_params jsonb, p_before jsonb, p_after jsonb, p_reason text, p_at double precision) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public AS $f$
DECLARE who text := sealdesk_change_actor();
  now_ double precision := extract(epoch FROM clock_timestamp());
  at_ double precision := p_at;
  id_ bigint; exp_ double precision;
BEGIN
  IF p_kind IS NULL OR p_kind NOT IN ('policy', 'thresholds', 'unfreeze', 'mandate_release', 'budget',
      'obligation_cancel', 'settle_attested') THEN
    RAISE EXCEPTION 'no change of kind %', p_kind USING ERRCODE = 'SD006';
  END IF;
  IF p_reason IS NULL OR btrim(p_reason) = '' THEN
    RAISE EXCEPTION 'a proposed change needs a reason' USING ERRCODE = 'SD007';
  END IF;
  IF p_target IS NULL OR p_after IS NULL OR jsonb_typeof(p_after) <> 'object' THEN
    RAISE EXCEPTION 'a proposed change needs a target and its values after' USING ERRCODE = 'SD006';
  END IF;
  IF at_ IS NULL OR abs(at_ - now_) > 300 THEN at_ := now_; END IF;
  SELECT now_ + expiry_sec INTO exp_ FROM sealdesk_dual_control;
  INSERT INTO sealdesk_change_requests (kind, target, params, before, after, reason, proposed_by, proposed_at,
      expires_at)
    VALUES (p_kind, p_target, coalesce(p_params, '{}'::jsonb), p_before, p_after, p_reason, who, at_, exp_)
    RETURNING id INTO id_;
  INSERT INTO seal_events (path, kind, intent, detail, at) VALUES (sealdesk_change_path(p_kind, p_target),
    'change_proposed', NULL, jsonb_build_object('change_id', id_, 'change', p_kind, 'target', p_target,
    'before', p_before, 'after', p_after, 'reason', p_reason, 'by', who, 'expires_at', exp_), at_);
  RETURN id_;
END $f$)SQL";

// A brake (one person) on a table operators write only through the
// functions: marks this transaction as allowed to write that table without
// loosening it. The guard still refuses any loosening in it.
const char* const kBrake = R"SQL(CREATE OR REPLACE FUNCTION sealdesk_brake(p_kind text, p_target text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public AS $f$
DECLARE who text := sealdesk_change_actor();
BEGIN
  IF p_kind IS NULL OR p_kind NOT IN ('policy', 'thresholds', 'mandate_release', 'budget') THEN
    RAISE EXCEPTION 'no brake of kind %', p_kind USING ERRCODE = 'SD006';
  END IF;
  INSERT INTO sealdesk_brakes (tx, kind, target, braked_by, at)
    VALUES (txid_current(), p_kind, coalesce(p_target, ''), who, extract(epoch FROM clock_timestamp()));
END $f$)SQL";

// A decision on a pending, unexpired change, under its row lock (so two
// approvers racing decide it once). Approve marks it applied in this
// transaction (applied_tx), which is what lets the guard pass the act that
// follows in the same transaction; it returns the change as it was proposed.
const char* const kDecide = R"SQL(CREATE OR REPLACE FUNCTION sealdesk_decide_change(p_id bigint, p_decision text,
  p_reason text) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public AS $f$
DECLARE who text := sealdesk_change_actor();
  now_ double precision := extract(epoch FROM clock_timestamp());
  r sealdesk_change_requests%ROWTYPE;
  state_ text;
BEGIN
  SELECT * INTO r FROM sealdesk_change_requests WHERE id = p_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'change % does not exist', p_id USING ERRCODE = 'SD002';
  END IF;
  IF r.state <> 'pending' THEN
    RAISE EXCEPTION 'change % is already %', p_id, r.state USING ERRCODE = 'SD003';
  END IF;
  IF now_ > r.expires_at THEN
    RAISE EXCEPTION 'change % expired', p_id USING ERRCODE = 'SD004';
  END IF;
  IF p_decision = 'withdraw' THEN
    IF r.proposed_by <> who THEN
      RAISE EXCEPTION 'change % was proposed by role %, not %: only its proposer may withdraw it', p_id,
        r.proposed_by, who USING ERRCODE = 'SD008';
    END IF;
    state_ := 'withdrawn';
  ELSIF p_decision IN ('approve', 'reject') THEN
    IF r.proposed_by = who THEN
      RAISE EXCEPTION 'change % was proposed by role %: another operator must decide it', p_id, who
        USING ERRCODE = 'SD005';
    END IF;
    IF p_decision = 'reject' AND (p_reason IS NULL OR btrim(p_reason) = '') THEN
      RAISE EXCEPTION 'rejecting a change needs a reason' USING ERRCODE = 'SD007';
    END IF;
    state_ := CASE p_decision WHEN 'approve' THEN 'applied' ELSE 'rejected' END;
  ELSE
    RAISE EXCEPTION 'no decision %', p_decision USING ERRCODE = 'SD006';
  END IF;
  UPDATE sealdesk_change_requests SET state = state_, decided_by = who, decided_at = now_,
      decision_reason = nullif(btrim(coalesce(p_reason, '')), ''),
      applied_tx = CASE WHEN state_ = 'applied' THEN txid_current() END
    WHERE id = p_id;
  INSERT INTO seal_events (path, kind, intent, detail, at) VALUES (sealdesk_change_path(r.kind, r.target),
    'change_' || state_, NULL, jsonb_build_object('change_id', r.id, 'change', r.kind, 'target', r.target,
    'before', r.before, 'after', r.after, 'reason', r.reason, 'proposed_by', r.proposed_by, 'by', who,
    'decision_reason', nullif(btrim(coalesce(p_reason, '')), '')), now_);
  RETURN to_jsonb(r) - 'applied_tx' || jsonb_build_object('state', state_, 'decided_by', who, 'decided_at', now_);
END $f$)SQL";

// The guard (dual_control.hpp): a loosening row change passes only as the
// approved change applied in this transaction, with exactly its values.
const char* const kGuard = R"SQL(CREATE OR REPLACE FUNCTION sealdesk_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $f$
DECLARE newj jsonb; oldj jsonb; kind_ text; key_ text; loosens boolean := false; what text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM sealdesk_dual_control) THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP <> 'INSERT' THEN oldj := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN newj := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME = 'seal_clearance' THEN
    kind_ := 'policy'; key_ := coalesce(newj, oldj) ->> 'path';
    what := 'a policy to CLEARED, or a longer max_proof_age_sec';
    IF TG_OP = 'INSERT' THEN
      -- An upsert of an existing row is judged by its UPDATE.
      IF EXISTS (SELECT 1 FROM seal_clearance WHERE path = key_) THEN RETURN NEW; END IF;
      loosens := newj ->> 'status' = 'CLEARED' OR coalesce((newj ->> 'max_proof_age_sec')::float8, 86400) > 86400;
    ELSIF TG_OP = 'UPDATE' THEN
      loosens := (newj ->> 'status' = 'CLEARED' AND oldj ->> 'status' IS DISTINCT FROM 'CLEARED')
        OR coalesce((newj ->> 'max_proof_age_sec')::float8, 86400)
           > coalesce((oldj ->> 'max_proof_age_sec')::float8, 86400);
    END IF;
  ELSIF TG_TABLE_NAME = 'seal_thresholds' THEN
    kind_ := 'thresholds'; key_ := coalesce(newj, oldj) ->> 'path';
    what := 'a raised ceiling, fewer approvers or removed thresholds';
    IF TG_OP = 'UPDATE' THEN
      loosens := (newj ->> 'auto_ceiling')::float8 > (oldj ->> 'auto_ceiling')::float8
        OR (newj ->> 'dual_ceiling')::float8 > (oldj ->> 'dual_ceiling')::float8
        OR (newj ->> 'required_approvers')::int < (oldj ->> 'required_approvers')::int;
    ELSIF TG_OP = 'DELETE' THEN loosens := true;
    END IF;
  ELSIF TG_TABLE_NAME = 'seal_domains' THEN
    kind_ := 'unfreeze'; key_ := coalesce(newj, oldj) ->> 'domain';
    what := 'unfreezing a domain';
    IF TG_OP = 'UPDATE' THEN
      loosens := coalesce((oldj ->> 'frozen')::boolean, false) AND NOT coalesce((newj ->> 'frozen')::boolean, false);
    ELSIF TG_OP = 'DELETE' THEN loosens := coalesce((oldj ->> 'frozen')::boolean, false);
    END IF;
  ELSIF TG_TABLE_NAME = 'seal_mandate_paths' THEN
    kind_ := 'mandate_release'; key_ := coalesce(newj, oldj) ->> 'path';
    what := 'releasing a path from mandate';
    IF TG_OP = 'UPDATE' THEN
      loosens := coalesce((oldj ->> 'required')::boolean, false) AND NOT coalesce((newj ->> 'required')::boolean, false);
    ELSIF TG_OP = 'DELETE' THEN loosens := coalesce((oldj ->> 'required')::boolean, false);
    END IF;
  ELSIF TG_TABLE_NAME = 'seal_budget' THEN
    kind_ := 'budget'; key_ := coalesce(newj, oldj) ->> 'budget_key';
    what := 'a raised budget limit, a shorter window or a removed budget';
    IF TG_OP = 'UPDATE' THEN
      loosens := (newj ->> 'limit_amt')::float8 > (oldj ->> 'limit_amt')::float8
        OR (newj ->> 'window_sec')::float8 < (oldj ->> 'window_sec')::float8;
    ELSIF TG_OP = 'DELETE' THEN loosens := true;
    END IF;
  ELSIF TG_TABLE_NAME = 'seal_obligations' THEN
    kind_ := 'obligation_cancel'; key_ := coalesce(newj, oldj) ->> 'obligation_id';
    what := 'cancelling an active obligation';
    IF TG_OP = 'UPDATE' THEN
      loosens := coalesce((oldj ->> 'active')::boolean, false) AND NOT coalesce((newj ->> 'active')::boolean, false);
    ELSIF TG_OP = 'DELETE' THEN loosens := coalesce((oldj ->> 'active')::boolean, false);
    END IF;
  END IF;
  IF NOT loosens THEN
    -- The operators' own tables are written through the functions only: a brake
    -- marked by sealdesk_brake, or an approved change, in this transaction.
    IF TG_TABLE_NAME IN ('seal_clearance', 'seal_thresholds', 'seal_mandate_paths', 'seal_budget')
        AND NOT EXISTS (SELECT 1 FROM sealdesk_brakes b WHERE b.tx = txid_current() AND b.kind = kind_)
        AND NOT EXISTS (SELECT 1 FROM sealdesk_change_requests c WHERE c.state = 'applied'
          AND c.applied_tx = txid_current() AND c.kind = kind_) THEN
      RAISE EXCEPTION 'dual control: %.% is written through its functions (the console, sealctl, or first SELECT sealdesk_brake(''%'', target) for a brake), not directly',
        TG_TABLE_SCHEMA, TG_TABLE_NAME, kind_ USING ERRCODE = 'SD011';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP <> 'DELETE' AND EXISTS (SELECT 1 FROM sealdesk_change_requests c
      WHERE c.state = 'applied' AND c.applied_tx = txid_current() AND c.kind = kind_ AND c.target = key_
        AND NOT EXISTS (SELECT 1 FROM jsonb_each(c.after) e WHERE newj -> e.key IS DISTINCT FROM e.value)) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'dual control: % on %.% "%" needs a second operator; propose it and have another operator approve it',
    what, TG_TABLE_SCHEMA, TG_TABLE_NAME, key_ USING ERRCODE = 'SD010';
END $f$)SQL";

const char* const kGuardTruncate = R"SQL(CREATE OR REPLACE FUNCTION sealdesk_guard_truncate() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $f$
BEGIN
  IF EXISTS (SELECT 1 FROM sealdesk_dual_control) THEN
    RAISE EXCEPTION 'dual control: TRUNCATE of %.% needs a second operator', TG_TABLE_SCHEMA, TG_TABLE_NAME
      USING ERRCODE = 'SD010';
  END IF;
  RETURN NULL;
END $f$)SQL";

// The change table and the settings row are written only by their owner:
// through the functions above (SECURITY DEFINER, so the owner), or the owner
// in person, who could turn dual control off anyway. A grant of table
// privileges to operators (GRANT ... ON ALL TABLES) therefore cannot forge
// an approved change or turn dual control off.
const char* const kOwnerOnly = R"SQL(CREATE OR REPLACE FUNCTION sealdesk_owner_only() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public AS $f$
BEGIN
  IF current_user <> (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = TG_RELID) THEN
    RAISE EXCEPTION 'dual control: %.% is written only through its functions (sealctl change ...), not by role %',
      TG_TABLE_SCHEMA, TG_TABLE_NAME, current_user USING ERRCODE = 'SD010';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $f$)SQL";

const char* const kFunctions[] = {"sealdesk_propose_change(text, text, jsonb, jsonb, jsonb, text, double precision)",
                                  "sealdesk_decide_change(bigint, text, text)", "sealdesk_brake(text, text)"};

// A row trigger calling `rowFunction` and its TRUNCATE twin calling `truncateFunction`, replaced when present.
void addTriggers(std::vector<std::string>& out, const std::string& table, const std::string& name,
                 const std::string& rowFunction, const std::string& truncateFunction)
{
    out.push_back("DROP TRIGGER IF EXISTS " + name + " ON " + table);
    out.push_back("CREATE TRIGGER " + name + " BEFORE INSERT OR UPDATE OR DELETE ON " + table +
                  " FOR EACH ROW EXECUTE FUNCTION " + rowFunction + "()");
    out.push_back("DROP TRIGGER IF EXISTS " + name + "_truncate ON " + table);
    out.push_back("CREATE TRIGGER " + name + "_truncate BEFORE TRUNCATE ON " + table +
                  " FOR EACH STATEMENT EXECUTE FUNCTION " + truncateFunction + "()");
}

bool kernelObligations(Connection& conn)
{
    Result r = conn.exec("SELECT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('seal_obligations') "
                         "AND attname = 'obligation_id' AND NOT attisdropped)");
    return r.boolean(0, 0);
}

} // namespace

std::vector<std::string> governedTablesPresent(Connection& conn)
{
    std::vector<std::string> out;
    for (const ChangeRule& rule : changeRules()) {
        const std::string table = rule.table;
        if (table.empty()) continue;
        if (table == "seal_obligations" ? !kernelObligations(conn) : !hasTable(conn, table)) continue;
        out.push_back(table);
    }
    return out;
}

std::vector<std::string> dualControlSetupStatements(Connection& conn, std::optional<double> expirySec)
{
    std::vector<std::string> out(std::begin(kTables), std::end(kTables));
    out.push_back("INSERT INTO sealdesk_dual_control (one, expiry_sec, enabled_at, enabled_by) VALUES (TRUE, " +
                  pythonFloatRepr(expirySec.value_or(kDefaultExpirySec)) +
                  ", extract(epoch FROM clock_timestamp()), session_user) ON CONFLICT (one) DO " +
                  (expirySec ? "UPDATE SET expiry_sec = EXCLUDED.expiry_sec" : "NOTHING"));
    for (const char* f : {kActor, kPathOf, kPropose, kBrake, kDecide, kGuard, kGuardTruncate, kOwnerOnly})
        out.emplace_back(f);
    for (const char* table : {"sealdesk_dual_control", "sealdesk_change_requests", "sealdesk_brakes"})
        addTriggers(out, table, "sealdesk_owner_only", "sealdesk_owner_only", "sealdesk_owner_only");
    for (const std::string& table : governedTablesPresent(conn))
        addTriggers(out, table, "sealdesk_guard", "sealdesk_guard", "sealdesk_guard_truncate");
    for (const char* f : kFunctions) out.push_back("REVOKE ALL ON FUNCTION " + std::string(f) + " FROM PUBLIC");
    for (const char* group : {kOperatorGroup, kApproverGroup}) {
        Result r = conn.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {param(group)});
        if (r.rows() == 0) continue;
        const std::string role = quoteRole(group);
        out.push_back("GRANT SELECT ON TABLE sealdesk_change_requests, sealdesk_dual_control, sealdesk_brakes TO " + role);
        if (std::string(group) == kOperatorGroup)
            for (const char* f : kFunctions)
                out.push_back("GRANT EXECUTE ON FUNCTION " + std::string(f) + " TO " + role);
    }
    return out;
}

std::vector<std::string> dualControlGrantStatements(std::string_view quotedRole)
{
    const std::string role(quotedRole);
    std::vector<std::string> out = {"GRANT SELECT ON TABLE sealdesk_change_requests, sealdesk_dual_control, sealdesk_brakes TO " + role +
                                    ";"};
    for (const char* f : kFunctions)
        out.push_back("GRANT EXECUTE ON FUNCTION " + std::string(f) + " TO " + role + ";");
    return out;
}

void applyDualControlSetup(Connection& conn, std::optional<double> expirySec)
{
    WriteTransaction tx(conn);
    conn.command("SET LOCAL client_min_messages = warning"); // not "trigger ... does not exist, skipping"
    for (const std::string& statement : dualControlSetupStatements(conn, expirySec)) conn.command(statement);
    tx.commit();
}

} // namespace seal
