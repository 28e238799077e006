// What `sealctl dual-control setup` asks the store's owner to run (dual_control.hpp):
// the change table, the functions operators act through, the guard on each
// governed table, and the grants.
//
// Name resolution is closed: every function sets a search_path that ends with
// pg_temp (PostgreSQL searches the caller's temporary schema first unless it
// is named, and last), and names every table and function of ours with the
// schema the seal tables live in (@S@ below), so a caller's CREATE TEMP TABLE
// sealdesk_dual_control changes nothing the guard reads. Setup refuses a
// schema in which PUBLIC may CREATE (an operator could plant an operator or a
// function there that wins resolution).
#include "core/canon/digest.hpp"
#include "core/store/grants.hpp"
#include "core/store/identity.hpp"
#include "core/store/optional_tables.hpp"
#include "core/writes/dual_control.hpp"

#include <string>

namespace seal {
namespace {

constexpr double kDefaultExpirySec = 86400; // a day

std::string ident(std::string_view name)
{
    return quoteRole(name); // a role's quoting is an identifier's
}

// Every function below sets its search_path on its first line, in full: the
// catalogue, the seal schema, and the caller's temporary schema named last
// so that it can never shadow a name.

const char* const kTables[] = {
    "CREATE TABLE IF NOT EXISTS @S@.sealdesk_dual_control (one BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (one), "
    "expiry_sec DOUBLE PRECISION NOT NULL CHECK (expiry_sec > 0), enabled_at DOUBLE PRECISION NOT NULL, "
    "enabled_by TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS @S@.sealdesk_change_requests (id BIGSERIAL PRIMARY KEY, kind TEXT NOT NULL, "
    "target TEXT NOT NULL, params JSONB NOT NULL, before JSONB, after JSONB NOT NULL, reason TEXT NOT NULL, "
    "state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'applied', 'rejected', 'withdrawn')), "
    "proposed_by TEXT NOT NULL, proposed_at DOUBLE PRECISION NOT NULL, expires_at DOUBLE PRECISION NOT NULL, "
    "decided_by TEXT, decided_at DOUBLE PRECISION, decision_reason TEXT, applied_tx BIGINT)",
    "CREATE INDEX IF NOT EXISTS sealdesk_change_requests_state ON @S@.sealdesk_change_requests (state, id)",
    // One row per brake through the functions: which transaction may write which row (and who braked).
    "CREATE TABLE IF NOT EXISTS @S@.sealdesk_brakes (id BIGSERIAL PRIMARY KEY, tx BIGINT NOT NULL, kind TEXT "
    "NOT NULL, "
    "target TEXT NOT NULL, braked_by TEXT NOT NULL, at DOUBLE PRECISION NOT NULL)",
    "CREATE INDEX IF NOT EXISTS sealdesk_brakes_tx ON @S@.sealdesk_brakes (tx)",
};

// Who may propose or decide: the login role (session_user, as for votes),
// never a superuser, a member of seal_operator when that group exists.
const char* const kActor = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_change_actor() RETURNS text
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE g oid;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM @S@.sealdesk_dual_control) THEN
    RAISE EXCEPTION 'dual control is off in this store' USING ERRCODE = 'SD001';
  END IF;
  IF (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = session_user) THEN
    RAISE EXCEPTION 'role % is a superuser: an account, not a person, so it may not propose or decide a change',
      session_user USING ERRCODE = 'SD001';
  END IF;
  SELECT oid INTO g FROM pg_catalog.pg_roles WHERE rolname = 'seal_operator';
  IF g IS NOT NULL AND NOT pg_catalog.pg_has_role(session_user, g, 'MEMBER') THEN
    RAISE EXCEPTION 'role % is not a member of seal_operator', session_user USING ERRCODE = 'SD001';
  END IF;
  RETURN session_user;
END $f$)SQL";

// One person: the same role, or two roles one of which is a member of the
// other through any chain of IN ROLE (either direction). A role since dropped
// is a person of its own.
const char* const kSamePerson = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_same_person(p_a text, p_b text)
RETURNS boolean LANGUAGE sql STABLE SET search_path = pg_catalog, @S@, pg_temp AS $f$
  SELECT p_a = p_b OR COALESCE((SELECT pg_catalog.pg_has_role(a.oid, b.oid, 'MEMBER')
      OR pg_catalog.pg_has_role(b.oid, a.oid, 'MEMBER')
    FROM pg_catalog.pg_roles a, pg_catalog.pg_roles b WHERE a.rolname = p_a AND b.rolname = p_b), false)
$f$)SQL";

// The event's path: the act's own (a path, or the domain), NULL for the others.
const char* const kPathOf =
    R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_change_path(p_kind text, p_target text)
RETURNS text LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, @S@, pg_temp AS $f$
  SELECT CASE WHEN p_kind IN ('policy', 'thresholds', 'mandate_release', 'unfreeze', 'proof') THEN p_target END
$f$)SQL";

// A change's one document (`after`): exactly the fields its act writes, each
// of the type the act takes. NULL when it is one, else what is wrong.
const char* const kDocument =
    R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_change_document_problem(p_kind text,
  p_after jsonb) RETURNS text LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE keys text[]; need text[]; allowed text[];
BEGIN
  IF p_after IS NULL OR jsonb_typeof(p_after) <> 'object' THEN RETURN 'its values after are not an object'; END IF;
  SELECT coalesce(array_agg(k ORDER BY k), '{}') INTO keys FROM jsonb_object_keys(p_after) k;
  CASE p_kind
  WHEN 'policy' THEN need := '{status}'; allowed := '{max_proof_age_sec,status}';
    IF NOT (p_after ->> 'status' IN ('CLEARED', 'HOLD', 'REVOKED')) THEN RETURN 'status is not a policy'; END IF;
    IF p_after ? 'max_proof_age_sec' AND NOT (jsonb_typeof(p_after -> 'max_proof_age_sec') = 'number'
        AND (p_after ->> 'max_proof_age_sec')::float8 > 0) THEN
      RETURN 'max_proof_age_sec is not a positive number';
    END IF;
  WHEN 'thresholds' THEN need := '{auto_ceiling,dual_ceiling,required_approvers}'; allowed := need;
    IF EXISTS (SELECT 1 FROM unnest(need) k WHERE jsonb_typeof(p_after -> k) IS DISTINCT FROM 'number') THEN
      RETURN 'a threshold is not a number';
    END IF;
    IF (p_after ->> 'required_approvers')::numeric <> trunc((p_after ->> 'required_approvers')::numeric) THEN
      RETURN 'required_approvers is not a whole number';
    END IF;
  WHEN 'unfreeze' THEN need := '{frozen}'; allowed := need;
    IF p_after -> 'frozen' <> 'false'::jsonb THEN RETURN 'frozen is not false'; END IF;
  WHEN 'mandate_release' THEN need := '{required}'; allowed := need;
    IF p_after -> 'required' <> 'false'::jsonb THEN RETURN 'required is not false'; END IF;
  WHEN 'budget' THEN need := '{limit_amt,window_sec}'; allowed := need;
    IF EXISTS (SELECT 1 FROM unnest(need) k WHERE jsonb_typeof(p_after -> k) IS DISTINCT FROM 'number'
        OR (p_after ->> k)::float8 <= 0) THEN
      RETURN 'a limit or window is not a positive number';
    END IF;
  WHEN 'obligation_cancel' THEN need := '{active}'; allowed := need;
    IF p_after -> 'active' <> 'false'::jsonb THEN RETURN 'active is not false'; END IF;
  WHEN 'settle_attested' THEN need := '{verdict}'; allowed := '{note,verdict}';
    IF NOT (p_after ->> 'verdict' IN ('confirmed_one', 'absent', 'multiple')) THEN
      RETURN 'verdict is not an attestation the kernel settles';
    END IF;
    IF p_after ? 'note' AND jsonb_typeof(p_after -> 'note') <> 'string' THEN RETURN 'note is not text'; END IF;
  WHEN 'proof' THEN need := '{green}'; allowed := '{executions,green,storm_n}';
    IF p_after -> 'green' <> 'true'::jsonb THEN RETURN 'green is not true'; END IF;
    IF EXISTS (SELECT 1 FROM unnest(ARRAY['storm_n', 'executions']) k WHERE p_after ? k
        AND NOT (jsonb_typeof(p_after -> k) = 'number' AND (p_after ->> k)::numeric >= 0
          AND (p_after ->> k)::numeric = trunc((p_after ->> k)::numeric))) THEN
      RETURN 'a storm size or execution count is not a whole number';
    END IF;
  ELSE RETURN 'no change of kind ' || coalesce(p_kind, 'NULL');
  END CASE;
  IF NOT (keys @> need AND allowed @> keys) THEN
    RETURN 'its fields are ' || array_to_string(keys, ', ') || ', not ' || array_to_string(allowed, ', ');
  END IF;
  RETURN NULL;
END $f$)SQL";

// The governed row as it is now, under its lock (NULL: no row): what a
// proposal shows as before, read by the store, not told by the proposer.
const char* const kBefore =
    R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_change_before(p_kind text, p_target text)
RETURNS jsonb LANGUAGE plpgsql VOLATILE SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE b jsonb;
BEGIN
  CASE p_kind
  WHEN 'policy' THEN SELECT jsonb_build_object('status', status, 'max_proof_age_sec', max_proof_age_sec) INTO b
    FROM @S@.seal_clearance WHERE path = p_target FOR UPDATE;
  WHEN 'thresholds' THEN SELECT jsonb_build_object('auto_ceiling', auto_ceiling, 'dual_ceiling', dual_ceiling,
    'required_approvers', required_approvers) INTO b FROM @S@.seal_thresholds WHERE path = p_target FOR UPDATE;
  WHEN 'unfreeze' THEN SELECT jsonb_build_object('frozen', frozen) INTO b
    FROM @S@.seal_domains WHERE domain = p_target FOR UPDATE;
  WHEN 'mandate_release' THEN SELECT jsonb_build_object('required', required) INTO b
    FROM @S@.seal_mandate_paths WHERE path = p_target FOR UPDATE;
  WHEN 'budget' THEN SELECT jsonb_build_object('limit_amt', limit_amt, 'window_sec', window_sec) INTO b
    FROM @S@.seal_budget WHERE budget_key = p_target FOR UPDATE;
  WHEN 'obligation_cancel' THEN SELECT jsonb_build_object('active', active) INTO b
    FROM @S@.seal_obligations WHERE obligation_id = p_target FOR UPDATE;
  WHEN 'settle_attested' THEN SELECT jsonb_build_object('state', state, 'tier', tier) INTO b
    FROM @S@.seal_intents WHERE intent = p_target FOR UPDATE;
  WHEN 'proof' THEN SELECT jsonb_build_object('status', status, 'in_force',
      @S@.sealdesk_proof_cleared(p_target, NULL, extract(epoch FROM clock_timestamp()))) INTO b
    FROM @S@.seal_clearance WHERE path = p_target FOR UPDATE;
  ELSE b := NULL;
  END CASE;
  RETURN b;
END $f$)SQL";

// p_at: the proposer's store time, read a moment before in the same
// transaction (the event's time, so a lost connection can be re-checked); a
// time more than 5 minutes off the store's clock is replaced by it. The
// expiry counts from the store's clock. One document: `after` is what the
// second operator is shown, what is applied and what the cert records;
// p_params, kept for callers of the first version, must be that document
// (with at most the reason beside it), and p_before is read by the store.
const char* const kPropose = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_propose_change(p_kind text,
  p_target text, p_params jsonb, p_before jsonb, p_after jsonb, p_reason text, p_at double precision) RETURNS bigint
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE who text := @S@.sealdesk_change_actor();
  now_ double precision := extract(epoch FROM clock_timestamp());
  at_ double precision := p_at;
  id_ bigint; exp_ double precision; problem text; before_ jsonb;
BEGIN
  IF p_kind IS NULL OR p_kind NOT IN ('policy', 'thresholds', 'unfreeze', 'mandate_release', 'budget',
      'obligation_cancel', 'settle_attested', 'proof') THEN
    RAISE EXCEPTION 'no change of kind %', p_kind USING ERRCODE = 'SD006';
  END IF;
  IF p_reason IS NULL OR btrim(p_reason) = '' THEN
    RAISE EXCEPTION 'a proposed change needs a reason' USING ERRCODE = 'SD007';
  END IF;
  IF p_target IS NULL OR p_target = '' OR p_target = '*' THEN
    RAISE EXCEPTION 'a proposed change needs a target' USING ERRCODE = 'SD006';
  END IF;
  problem := @S@.sealdesk_change_document_problem(p_kind, p_after);
  IF problem IS NOT NULL THEN
    RAISE EXCEPTION 'the proposed % change of % is refused: %', p_kind, p_target, problem USING ERRCODE = 'SD006';
  END IF;
  IF p_params IS NOT NULL AND p_params <> '{}'::jsonb AND ((p_params - 'reason') <> p_after
      OR (p_params ? 'reason' AND p_params ->> 'reason' IS DISTINCT FROM p_reason)) THEN
    RAISE EXCEPTION 'the proposed % change of % is refused: its params and its values after disagree (a change has one document)',
      p_kind, p_target USING ERRCODE = 'SD006';
  END IF;
  before_ := @S@.sealdesk_change_before(p_kind, p_target);
  IF at_ IS NULL OR abs(at_ - now_) > 300 THEN at_ := now_; END IF;
  SELECT now_ + expiry_sec INTO exp_ FROM @S@.sealdesk_dual_control;
  INSERT INTO @S@.sealdesk_change_requests (kind, target, params, before, after, reason, proposed_by, proposed_at,
      expires_at)
    VALUES (p_kind, p_target, p_after, before_, p_after, p_reason, who, at_, exp_)
    RETURNING id INTO id_;
  INSERT INTO @S@.seal_events (path, kind, intent, detail, at) VALUES (@S@.sealdesk_change_path(p_kind, p_target),
    'change_proposed', NULL, jsonb_build_object('change_id', id_, 'change', p_kind, 'target', p_target,
    'before', before_, 'after', p_after, 'reason', p_reason, 'by', who, 'expires_at', exp_), at_);
  RETURN id_;
END $f$)SQL";

// A brake (one person) on a table operators write only through the
// functions: lets this transaction write the one row it names (a path, a
// budget key; '*' only for revoking every path: status to REVOKED with its
// reason and stamp, nothing else) without loosening it. The
// guard still refuses any loosening in it.
const char* const kBrake =
    R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_brake(p_kind text, p_target text) RETURNS void
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE who text := @S@.sealdesk_change_actor();
BEGIN
  IF p_kind IS NULL OR p_kind NOT IN ('policy', 'thresholds', 'mandate_release', 'budget') THEN
    RAISE EXCEPTION 'no brake of kind %', p_kind USING ERRCODE = 'SD006';
  END IF;
  IF p_target IS NULL OR p_target = '' OR (p_target = '*' AND p_kind <> 'policy') THEN
    RAISE EXCEPTION 'a brake names the row it tightens' USING ERRCODE = 'SD006';
  END IF;
  INSERT INTO @S@.sealdesk_brakes (tx, kind, target, braked_by, at)
    VALUES (txid_current(), p_kind, p_target, who, extract(epoch FROM clock_timestamp()));
END $f$)SQL";

// A decision on a pending, unexpired change, under its row lock (so two
// approvers racing decide it once). Approve marks it applied in this
// transaction (applied_tx), which is what lets the guard pass the act that
// follows in the same transaction; it returns the change as it was proposed.
// The approver is another person than the proposer (sealdesk_same_person),
// the change's document must be one the store accepts, and the governed row
// must still be what the proposal showed as before (SD009: stale).
const char* const kDecide = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_decide_change(p_id bigint,
  p_decision text, p_reason text) RETURNS jsonb
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE who text := @S@.sealdesk_change_actor();
  now_ double precision := extract(epoch FROM clock_timestamp());
  r @S@.sealdesk_change_requests%ROWTYPE;
  state_ text; problem text;
BEGIN
  SELECT * INTO r FROM @S@.sealdesk_change_requests WHERE id = p_id FOR UPDATE;
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
    IF NOT @S@.sealdesk_same_person(r.proposed_by, who) THEN
      RAISE EXCEPTION 'change % was proposed by role %, not %: only its proposer may withdraw it', p_id,
        r.proposed_by, who USING ERRCODE = 'SD008';
    END IF;
    state_ := 'withdrawn';
  ELSIF p_decision IN ('approve', 'reject') THEN
    IF @S@.sealdesk_same_person(r.proposed_by, who) THEN
      RAISE EXCEPTION 'change % was proposed by role %, and role % is the same person (the same role, or a member of the other): another operator must decide it',
        p_id, r.proposed_by, who USING ERRCODE = 'SD005';
    END IF;
    IF p_decision = 'reject' AND (p_reason IS NULL OR btrim(p_reason) = '') THEN
      RAISE EXCEPTION 'rejecting a change needs a reason' USING ERRCODE = 'SD007';
    END IF;
    IF p_decision = 'approve' THEN
      problem := @S@.sealdesk_change_document_problem(r.kind, r.after);
      IF problem IS NOT NULL THEN
        RAISE EXCEPTION 'change % cannot be applied: %', p_id, problem USING ERRCODE = 'SD006';
      END IF;
      IF @S@.sealdesk_change_before(r.kind, r.target) IS DISTINCT FROM r.before THEN
        RAISE EXCEPTION 'change % is stale: its % % is no longer what the proposal showed as before', p_id,
          r.kind, r.target USING ERRCODE = 'SD009';
      END IF;
    END IF;
    state_ := CASE p_decision WHEN 'approve' THEN 'applied' ELSE 'rejected' END;
  ELSE
    RAISE EXCEPTION 'no decision %', p_decision USING ERRCODE = 'SD006';
  END IF;
  UPDATE @S@.sealdesk_change_requests SET state = state_, decided_by = who, decided_at = now_,
      decision_reason = nullif(btrim(coalesce(p_reason, '')), ''),
      applied_tx = CASE WHEN state_ = 'applied' THEN txid_current() END
    WHERE id = p_id;
  INSERT INTO @S@.seal_events (path, kind, intent, detail, at) VALUES (@S@.sealdesk_change_path(r.kind, r.target),
    'change_' || state_, NULL, jsonb_build_object('change_id', r.id, 'change', r.kind, 'target', r.target,
    'before', r.before, 'after', r.after, 'reason', r.reason, 'proposed_by', r.proposed_by, 'by', who,
    'decision_reason', nullif(btrim(coalesce(p_reason, '')), '')), now_);
  RETURN to_jsonb(r) - 'applied_tx' || jsonb_build_object('state', state_, 'decided_by', who, 'decided_at', now_);
END $f$)SQL";

// A number as the kernel reads a DOUBLE PRECISION column from the row's JSON
// (to_jsonb writes NaN and the infinities as strings); NULL when it is none.
const char* const kReal = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_real(p jsonb) RETURNS double precision
LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, @S@, pg_temp AS $f$
  SELECT CASE jsonb_typeof(p) WHEN 'number' THEN (p #>> '{}')::float8
    WHEN 'string' THEN CASE WHEN p #>> '{}' IN ('NaN', 'Infinity', '-Infinity') THEN (p #>> '{}')::float8 END END
$f$)SQL";

// Whether a governed row going from p_old to p_new (NULL: no row) makes the
// kernel more permissive, read as the kernel reads each value (the one rule;
// core's rowLoosens in dual_control_rules.cpp says the same, and
// test_dual_control checks the two against each other on a generated matrix).
// A value the kernel cannot read (NULL where it wants a number, a word it
// does not know) counts as strict before and as loose after, so moving into
// or out of it takes two operators.
const char* const kLoosens = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_loosens(p_kind text, p_old jsonb,
  p_new jsonb, p_now double precision) RETURNS boolean LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE o float8; n float8; c text; inf CONSTANT float8 := 'Infinity';
  anchor float8; grace float8; every float8;
BEGIN
  IF p_old IS NOT DISTINCT FROM p_new THEN RETURN false; END IF;
  IF p_kind = 'policy' THEN
    -- REVOKED (nothing runs) < HOLD (approved payments run; also no row) < CLEARED.
    o := CASE WHEN p_old IS NULL THEN 1 ELSE CASE p_old ->> 'status' WHEN 'REVOKED' THEN 0 WHEN 'HOLD' THEN 1
      WHEN 'CLEARED' THEN 2 ELSE 0 END END;
    n := CASE WHEN p_new IS NULL THEN 1 ELSE CASE p_new ->> 'status' WHEN 'REVOKED' THEN 0 WHEN 'HOLD' THEN 1
      WHEN 'CLEARED' THEN 2 ELSE 1 END END;
    IF n > o THEN RETURN true; END IF;
    -- max_proof_age_sec: none, 0 or below is the kernel's 86400; NaN never goes stale.
    o := @S@.sealdesk_real(p_old -> 'max_proof_age_sec');
    n := @S@.sealdesk_real(p_new -> 'max_proof_age_sec');
    o := CASE WHEN o = 'NaN' THEN inf WHEN o IS NULL OR o <= 0 THEN 86400 ELSE o END;
    n := CASE WHEN n = 'NaN' THEN inf WHEN n IS NULL OR n <= 0 THEN 86400 ELSE n END;
    RETURN n > o;
  ELSIF p_kind = 'thresholds' THEN
    -- No row: the gateway applies no amount tier (AUTO for every amount, no approver).
    FOREACH c IN ARRAY ARRAY['auto_ceiling', 'dual_ceiling'] LOOP
      CONTINUE WHEN (p_old -> c) IS NOT DISTINCT FROM (p_new -> c);
      o := @S@.sealdesk_real(p_old -> c);
      n := @S@.sealdesk_real(p_new -> c);
      o := CASE WHEN p_old IS NULL THEN inf WHEN o = 'NaN' THEN -inf WHEN o IS NULL THEN -inf ELSE o END;
      n := CASE WHEN p_new IS NULL THEN inf WHEN n = 'NaN' THEN -inf WHEN n IS NULL THEN inf ELSE n END;
      IF n > o THEN RETURN true; END IF;
    END LOOP;
    IF (p_old -> 'required_approvers') IS DISTINCT FROM (p_new -> 'required_approvers') THEN
      o := @S@.sealdesk_real(p_old -> 'required_approvers');
      n := @S@.sealdesk_real(p_new -> 'required_approvers');
      o := CASE WHEN p_old IS NULL THEN 0 WHEN o IS NULL OR o = 'NaN' THEN inf ELSE o END;
      n := CASE WHEN p_new IS NULL THEN 0 WHEN n IS NULL OR n = 'NaN' THEN 0 ELSE n END;
      IF n < o THEN RETURN true; END IF;
    END IF;
    RETURN false;
  ELSIF p_kind = 'unfreeze' THEN
    RETURN coalesce(p_old -> 'frozen' = 'true'::jsonb, false) AND NOT coalesce(p_new -> 'frozen' = 'true'::jsonb, false);
  ELSIF p_kind = 'mandate_release' THEN
    RETURN coalesce(p_old -> 'required' = 'true'::jsonb, false)
      AND NOT coalesce(p_new -> 'required' = 'true'::jsonb, false);
  ELSIF p_kind = 'budget' THEN
    -- No row: no headroom (remaining is 0) before; removing one is read as no limit. A limit or window that
    -- is not a finite number is one core cannot read (budgets.cpp): loose after.
    IF (p_old -> 'limit_amt') IS DISTINCT FROM (p_new -> 'limit_amt') THEN
      o := @S@.sealdesk_real(p_old -> 'limit_amt');
      n := @S@.sealdesk_real(p_new -> 'limit_amt');
      o := CASE WHEN p_old IS NULL THEN 0 WHEN o = 'NaN' THEN inf WHEN o IS NULL THEN -inf ELSE o END;
      n := CASE WHEN p_new IS NULL THEN inf WHEN n = 'NaN' THEN inf WHEN n IS NULL THEN inf WHEN n = '-Infinity' THEN inf
        ELSE n END;
      IF n > o THEN RETURN true; END IF;
    END IF;
    IF (p_old -> 'window_sec') IS DISTINCT FROM (p_new -> 'window_sec') THEN
      o := @S@.sealdesk_real(p_old -> 'window_sec');
      n := @S@.sealdesk_real(p_new -> 'window_sec');
      o := CASE WHEN p_old IS NULL THEN inf WHEN o = 'NaN' OR o <= 0 THEN 0 WHEN o IS NULL THEN inf ELSE o END;
      n := CASE WHEN p_new IS NULL THEN 0 WHEN n = 'NaN' OR n <= 0 THEN 0 WHEN n IS NULL THEN 0 WHEN n = 'Infinity' THEN 0
        ELSE n END;
      IF n < o THEN RETURN true; END IF;
    END IF;
    RETURN false;
  ELSIF p_kind = 'obligation_cancel' THEN
    -- An active duty: deactivated, removed, or its identity or timing moved (it could then never breach).
    IF NOT coalesce(p_old -> 'active' = 'true'::jsonb, false) THEN RETURN false; END IF;
    IF NOT coalesce(p_new -> 'active' = 'true'::jsonb, false) THEN RETURN true; END IF;
    FOREACH c IN ARRAY ARRAY['obligation_id', 'kind', 'action', 'intent_key', 'expected_intent', 'due_at',
        'every_sec', 'min_count', 'grace_sec', 'require_world', 'anchor_at'] LOOP
      IF (p_old -> c) IS DISTINCT FROM (p_new -> c) THEN RETURN true; END IF;
    END LOOP;
    -- The sweep moves next_window past the windows it judged; past those that have ended is skipping them.
    IF p_old ->> 'kind' = 'recurring' AND (p_old -> 'next_window') IS DISTINCT FROM (p_new -> 'next_window') THEN
      o := @S@.sealdesk_real(p_old -> 'next_window');
      n := @S@.sealdesk_real(p_new -> 'next_window');
      IF n IS NULL OR n = 'NaN' THEN RETURN true; END IF;
      IF o IS NOT NULL AND o <> 'NaN' AND n <= o THEN RETURN false; END IF;
      anchor := @S@.sealdesk_real(p_old -> 'anchor_at');
      grace := @S@.sealdesk_real(p_old -> 'grace_sec');
      every := @S@.sealdesk_real(p_old -> 'every_sec');
      IF anchor IS NULL OR grace IS NULL OR every IS NULL OR anchor = 'NaN' OR grace = 'NaN' OR every = 'NaN'
          OR every <= 0 OR p_now IS NULL THEN
        RETURN true;
      END IF;
      RETURN n > floor((p_now + 300 - anchor - grace) / every);
    END IF;
    RETURN false;
  END IF;
  RETURN true; -- a kind without a rule loosens
END $f$)SQL";

// Whether every window of a recurring duty from its next_window up to (not
// including) p_upto was judged as the kernel's sweep judges it: enough sealed
// intents of its action in the window (WORLD_FINAL ones when it requires the
// world), or the window's breach recorded with its obligation_breached event
// (which is what suspends the licence). Moving next_window past a window the
// sweep did not judge would skip its breach.
const char* const kWindowsJudged = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_windows_judged(p_duty jsonb,
  p_upto bigint) RETURNS boolean LANGUAGE plpgsql STABLE SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE n bigint; c bigint; id_ text := p_duty ->> 'obligation_id'; action_ text := p_duty ->> 'action';
  anchor float8 := @S@.sealdesk_real(p_duty -> 'anchor_at'); every float8 := @S@.sealdesk_real(p_duty -> 'every_sec');
  need float8 := coalesce(@S@.sealdesk_real(p_duty -> 'min_count'), 1);
  world boolean := coalesce(p_duty -> 'require_world' = 'true'::jsonb, false);
  from_ bigint := coalesce(@S@.sealdesk_real(p_duty -> 'next_window'), 0)::bigint;
BEGIN
  IF p_upto - from_ > 10000 THEN RETURN false; END IF; -- no sweep judges that many at once
  FOR n IN from_ .. p_upto - 1 LOOP
    CONTINUE WHEN EXISTS (SELECT 1 FROM @S@.seal_obligation_breaches b
      WHERE b.obligation_id = id_ AND b.window_n = n)
      AND EXISTS (SELECT 1 FROM @S@.seal_events e WHERE e.kind = 'obligation_breached'
        AND e.detail ->> 'obligation_id' = id_ AND e.detail ->> 'window' = n::text);
    SELECT count(*) INTO c FROM @S@.seal_intents i WHERE i.action = action_ AND i.state = 'sealed'
      AND i.created_at >= anchor + n * every AND i.created_at < anchor + (n + 1) * every
      AND (NOT world OR i.tier = 'WORLD_FINAL');
    IF c < need THEN RETURN false; END IF;
  END LOOP;
  RETURN true;
END $f$)SQL";

// The guard (dual_control.hpp), an AFTER row trigger so that it judges the row
// as stored, after every BEFORE trigger: a row change that loosens passes only
// as the approved change applied in this transaction, with exactly its values
// and nothing else loosened; a key changed is its row removed and another
// added. On the tables only operators write, every other change needs a brake
// naming that row, or an applied change of it, in this transaction.
const char* const kGuard = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_guard() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE newj jsonb; oldj jsonb; kind_ text; keycol text; okey text; nkey text; loosens boolean; through boolean;
  what text; now_ double precision := extract(epoch FROM clock_timestamp());
BEGIN
  IF NOT EXISTS (SELECT 1 FROM @S@.sealdesk_dual_control) THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN oldj := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN newj := to_jsonb(NEW); END IF;
  CASE TG_TABLE_NAME
  WHEN 'seal_clearance' THEN kind_ := 'policy'; keycol := 'path'; through := true;
    what := 'a policy loosened (to CLEARED, REVOKED to HOLD, a longer max_proof_age_sec or a row removed)';
  WHEN 'seal_thresholds' THEN kind_ := 'thresholds'; keycol := 'path'; through := true;
    what := 'a raised ceiling, fewer approvers or removed thresholds';
  WHEN 'seal_domains' THEN kind_ := 'unfreeze'; keycol := 'domain'; through := false;
    what := 'unfreezing a domain';
  WHEN 'seal_mandate_paths' THEN kind_ := 'mandate_release'; keycol := 'path'; through := true;
    what := 'releasing a path from mandate';
  WHEN 'seal_budget' THEN kind_ := 'budget'; keycol := 'budget_key'; through := true;
    what := 'more budget headroom (a raised limit, a shorter window, a new or removed budget)';
  WHEN 'seal_obligations' THEN kind_ := 'obligation_cancel'; keycol := 'obligation_id'; through := false;
    what := 'cancelling an active obligation or moving its timing';
  ELSE
    RAISE EXCEPTION 'dual control: no rule guards %.%', TG_TABLE_SCHEMA, TG_TABLE_NAME USING ERRCODE = 'SD010';
  END CASE;
  okey := oldj ->> keycol;
  nkey := newj ->> keycol;
  IF TG_OP = 'UPDATE' AND okey IS DISTINCT FROM nkey THEN
    loosens := @S@.sealdesk_loosens(kind_, oldj, NULL, now_) OR @S@.sealdesk_loosens(kind_, NULL, newj, now_);
  ELSE
    loosens := @S@.sealdesk_loosens(kind_, oldj, newj, now_);
    -- A recurring duty's next_window moved on: only past windows the sweep judged.
    IF NOT loosens AND kind_ = 'obligation_cancel' AND TG_OP = 'UPDATE' AND oldj ->> 'kind' = 'recurring'
        AND coalesce(oldj -> 'active' = 'true'::jsonb, false)
        AND (newj ->> 'next_window')::bigint > coalesce((oldj ->> 'next_window')::bigint, 0) THEN
      loosens := NOT @S@.sealdesk_windows_judged(oldj, (newj ->> 'next_window')::bigint);
    END IF;
  END IF;
  IF NOT loosens THEN
    IF through AND NOT EXISTS (SELECT 1 FROM @S@.sealdesk_change_requests c WHERE c.state = 'applied'
          AND c.applied_tx = txid_current() AND c.kind = kind_ AND c.target = coalesce(nkey, okey)
          AND (okey IS NULL OR nkey IS NULL OR okey = nkey))
        AND NOT (
          (okey IS NULL OR EXISTS (SELECT 1 FROM @S@.sealdesk_brakes b WHERE b.tx = txid_current()
            AND b.kind = kind_ AND (b.target = okey OR (b.target = '*' AND kind_ = 'policy' AND TG_OP = 'UPDATE'
              AND okey = nkey AND newj ->> 'status' = 'REVOKED'
              AND newj - 'status' - 'reason' - 'updated_at' - 'updated_by'
                = oldj - 'status' - 'reason' - 'updated_at' - 'updated_by'))))
          AND (nkey IS NULL OR EXISTS (SELECT 1 FROM @S@.sealdesk_brakes b WHERE b.tx = txid_current()
            AND b.kind = kind_ AND (b.target = nkey OR (b.target = '*' AND kind_ = 'policy' AND TG_OP = 'UPDATE'
              AND okey = nkey AND newj ->> 'status' = 'REVOKED'
              AND newj - 'status' - 'reason' - 'updated_at' - 'updated_by'
                = oldj - 'status' - 'reason' - 'updated_at' - 'updated_by'))))) THEN
      RAISE EXCEPTION 'dual control: %.% "%" is written through its functions (the console, sealctl, or first SELECT sealdesk_brake(''%'', ''%'') for a brake on that row), not directly',
        TG_TABLE_SCHEMA, TG_TABLE_NAME, coalesce(nkey, okey), kind_, coalesce(nkey, okey) USING ERRCODE = 'SD011';
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR okey = nkey) AND EXISTS (SELECT 1
      FROM @S@.sealdesk_change_requests c
      WHERE c.state = 'applied' AND c.applied_tx = txid_current() AND c.kind = kind_ AND c.target = nkey
        AND NOT EXISTS (SELECT 1 FROM jsonb_each(c.after) e WHERE newj -> e.key IS DISTINCT FROM e.value)
        AND NOT @S@.sealdesk_loosens(kind_, coalesce(oldj, '{}'::jsonb) || c.after, newj, now_)) THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'dual control: % on %.% "%" needs a second operator; propose it and have another operator approve it',
    what, TG_TABLE_SCHEMA, TG_TABLE_NAME, coalesce(nkey, okey) USING ERRCODE = 'SD010';
END $f$)SQL";

const char* const kGuardTruncate =
    R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_guard_truncate() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
BEGIN
  IF EXISTS (SELECT 1 FROM @S@.sealdesk_dual_control) THEN
    RAISE EXCEPTION 'dual control: TRUNCATE of %.% needs a second operator', TG_TABLE_SCHEMA, TG_TABLE_NAME
      USING ERRCODE = 'SD010';
  END IF;
  RETURN NULL;
END $f$)SQL";

// Whether path p_path is in force as CLEARED at p_now without the proof
// p_except (NULL: every proof counts): the policy CLEARED and its latest
// proof by time (none after p_now) green and no older than the policy's max
// proof age (none, 0 or below: 86400; NaN anywhere: not in force, as core reads it).
const char* const kProofCleared = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_proof_cleared(p_path text,
  p_except bigint, p_now double precision) RETURNS boolean LANGUAGE sql STABLE SET search_path = pg_catalog, @S@, pg_temp AS $f$
  SELECT coalesce((SELECT c.status = 'CLEARED' AND coalesce((SELECT p.green AND p.at <> 'NaN'
        AND c.max_proof_age_sec IS DISTINCT FROM 'NaN'
        AND p_now - p.at <= CASE WHEN c.max_proof_age_sec IS NULL OR c.max_proof_age_sec <= 0 THEN 86400
          ELSE c.max_proof_age_sec END
      FROM @S@.seal_proof p WHERE p.path = p_path AND p.at <= p_now AND p.id IS DISTINCT FROM p_except
      ORDER BY p.at DESC, p.id DESC LIMIT 1), false)
    FROM @S@.seal_clearance c WHERE c.path = p_path), false)
$f$)SQL";

// Storm proofs (issue 45 item 9): on a path whose policy is CLEARED, a proof
// that could put it back in force while it is not (a green one, or one dated
// ahead), a red one removed, or a proof moved, needs an approved change of
// kind proof for that path in this transaction. A green proof that renews a
// path in force, a red one, or any proof of a path not CLEARED passes: they
// loosen nothing the policy's two operators did not allow.
const char* const kGuardProof = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_guard_proof() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE now_ double precision := extract(epoch FROM clock_timestamp()); path_ text; loosens boolean := false;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM @S@.sealdesk_dual_control) THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    path_ := NEW.path;
    loosens := NEW.green AND (NEW.at > now_ + 300 OR NEW.at = 'NaN'
      OR NOT @S@.sealdesk_proof_cleared(NEW.path, NEW.id, now_));
  ELSIF TG_OP = 'DELETE' THEN
    path_ := OLD.path;
    loosens := NOT OLD.green;
  ELSE
    path_ := coalesce(NEW.path, OLD.path);
    loosens := (NEW.path, NEW.at, NEW.id) IS DISTINCT FROM (OLD.path, OLD.at, OLD.id)
      OR (NEW.green AND NOT OLD.green);
  END IF;
  IF NOT loosens THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM @S@.seal_clearance c WHERE c.status = 'CLEARED' AND c.path IN (OLD.path, NEW.path)) THEN
    RETURN NULL; -- no CLEARED policy it could put in force
  END IF;
  IF TG_OP = 'INSERT' AND EXISTS (SELECT 1 FROM @S@.sealdesk_change_requests c WHERE c.state = 'applied'
      AND c.applied_tx = txid_current() AND c.kind = 'proof' AND c.target = NEW.path) AND NEW.at <= now_ + 300 THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'dual control: a proof that could put CLEARED path % back in force (its last proof RED, stale or none), a RED proof removed or a proof moved needs a second operator; propose it (sealctl proof record % --green --reason TEXT) and have another operator approve it',
    path_, path_ USING ERRCODE = 'SD010';
END $f$)SQL";

// A settle by an operator's attestation (its evidence names attested_by, as
// the console and sealctl write it) passes only as the approved change
// settle_attested of that intent applied in this transaction. An attested
// unknown changes nothing (event settle_unknown, a WORLD_UNKNOWN cert): one person's.
const char* const kGuardAttested = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_guard_attested() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE ev jsonb;
BEGIN
  IF TG_TABLE_NAME = 'seal_certs' THEN
    ev := NEW.body -> 'witness_evidence';
    IF NEW.body ->> 'witness_state' = 'unknown' THEN RETURN NULL; END IF;
  ELSE
    ev := coalesce(NEW.detail -> 'evidence', NEW.detail -> 'witness_evidence');
    IF NEW.kind = 'settle_unknown' THEN RETURN NULL; END IF;
  END IF;
  IF ev IS NULL OR jsonb_typeof(ev) <> 'object' OR NOT ev ? 'attested_by' THEN RETURN NULL; END IF;
  IF NOT EXISTS (SELECT 1 FROM @S@.sealdesk_dual_control) THEN RETURN NULL; END IF;
  IF EXISTS (SELECT 1 FROM @S@.sealdesk_change_requests c WHERE c.state = 'applied'
      AND c.applied_tx = txid_current() AND c.kind = 'settle_attested' AND c.target = NEW.intent) THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'dual control: settling intent % by an operator''s attestation needs a second operator; propose it (sealctl settle % --attest ...) and have another operator approve it',
    NEW.intent, NEW.intent USING ERRCODE = 'SD010';
END $f$)SQL";

// A hold (an open intent whose lease had passed when this transaction began,
// or a WORLD_UNKNOWN one) resolved — removed, or its state or tier changed —
// by a role that is not the kernel's (a member of seal_agent, when that group
// exists) must leave its record in the same transaction: a cert or an event
// of that intent, as every settle writes (the provider's answer, or the
// approved attestation above). Checked at commit (a deferred constraint
// trigger), against the newest certs and events only.
const char* const kGuardHold = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_guard_hold() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE began double precision := extract(epoch FROM now()); agent oid; me text;
BEGIN
  IF NOT ((OLD.state = 'open' AND OLD.lease_until < began) OR OLD.tier = 'WORLD_UNKNOWN') THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND (NEW.intent, NEW.state, NEW.tier) IS NOT DISTINCT FROM (OLD.intent, OLD.state, OLD.tier) THEN
    RETURN NULL;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM @S@.sealdesk_dual_control) THEN RETURN NULL; END IF;
  SELECT oid INTO agent FROM pg_catalog.pg_roles WHERE rolname = 'seal_agent';
  IF agent IS NOT NULL AND pg_catalog.pg_has_role(session_user, agent, 'MEMBER') THEN RETURN NULL; END IF;
  me := (pg_catalog.pg_current_xact_id()::text::numeric % 4294967296)::text;
  IF EXISTS (SELECT 1 FROM (SELECT c.intent, c.xmin FROM @S@.seal_certs c ORDER BY c.seq DESC LIMIT 1000) c
        WHERE c.xmin::text = me AND c.intent = OLD.intent)
      OR EXISTS (SELECT 1 FROM (SELECT e.intent, e.xmin FROM @S@.seal_events e ORDER BY e.id DESC LIMIT 1000) e
        WHERE e.xmin::text = me AND e.intent = OLD.intent) THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'dual control: hold % was resolved with no record of how (no cert or event of it in this transaction); settle it (sealctl settle %), which records the answer',
    OLD.intent, OLD.intent USING ERRCODE = 'SD010';
END $f$)SQL";

// Budget bookkeeping (SPEC §11): the gateway reserves, settles a reservation
// when its effect ran, and deletes one whose effect never reached the
// provider. Nothing else: a settled spend removed, or any spend made smaller,
// older, moved to another budget or back to reserved, is headroom no
// operator gave.
const char* const kGuardSpend = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_guard_spend() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM @S@.sealdesk_dual_control) THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD.state IS NOT DISTINCT FROM 'reserved' THEN RETURN NULL; END IF;
  ELSIF (NEW.id, NEW.budget_key, NEW.intent, NEW.amount, NEW.at) IS NOT DISTINCT FROM
      (OLD.id, OLD.budget_key, OLD.intent, OLD.amount, OLD.at)
      AND (NEW.state IS NOT DISTINCT FROM OLD.state OR (OLD.state = 'reserved' AND NEW.state = 'settled')) THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'dual control: spend % of budget % may only be settled (reserved to settled) or, while reserved, released; removing or shrinking spent money is headroom no operator gave',
    OLD.id, OLD.budget_key USING ERRCODE = 'SD010';
END $f$)SQL";

// Maker-checker, as the kernel decides it (SPEC §6), kept by the store while
// dual control is on: a vote is cast by the approver's own login and never
// changed or removed; a request is created pending, what it asks (intent,
// path, amount, maker, tier, required, created_at) never changes, its expiry
// is never put off, it is approved only with enough approve votes by as many
// people (none the maker, none of them one person with another, no reject),
// it never returns to pending or to approved, and its single use is kept.
const char* const kGuardApprovals = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_guard_approvals() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, @S@, pg_temp AS $f$
DECLARE n bigint; need bigint;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM @S@.sealdesk_dual_control) THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'seal_approval_votes' THEN
    IF TG_OP <> 'INSERT' THEN
      RAISE EXCEPTION 'dual control: a vote is never changed or removed' USING ERRCODE = 'SD010';
    END IF;
    IF NEW.approver IS DISTINCT FROM session_user THEN
      RAISE EXCEPTION 'dual control: role % may not cast a vote as %: a vote is its approver''s own login''s',
        session_user, NEW.approver USING ERRCODE = 'SD010';
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN NULL; END IF; -- a request removed can no longer run
  IF TG_OP = 'INSERT' THEN
    IF NEW.state IS DISTINCT FROM 'pending' OR NEW.decided_at IS NOT NULL OR NEW.consumed_at IS NOT NULL THEN
      RAISE EXCEPTION 'dual control: approval request % must be created pending, undecided and unused', NEW.id
        USING ERRCODE = 'SD010';
    END IF;
    RETURN NULL;
  END IF;
  IF (NEW.id, NEW.intent, NEW.path, NEW.amount, NEW.maker, NEW.tier, NEW.required, NEW.created_at)
      IS DISTINCT FROM (OLD.id, OLD.intent, OLD.path, OLD.amount, OLD.maker, OLD.tier, OLD.required, OLD.created_at)
      OR NEW.amount = 'NaN' THEN
    RAISE EXCEPTION 'dual control: what approval request % asks (intent, path, amount, maker, tier, approvers) never changes',
      OLD.id USING ERRCODE = 'SD010';
  END IF;
  IF NEW.expires_at IS DISTINCT FROM OLD.expires_at AND NOT coalesce(NEW.expires_at < OLD.expires_at, false) THEN
    RAISE EXCEPTION 'dual control: approval request % may not wait longer than it was asked to', OLD.id
      USING ERRCODE = 'SD010';
  END IF;
  IF OLD.consumed_at IS NOT NULL AND NEW.consumed_at IS DISTINCT FROM OLD.consumed_at THEN
    RAISE EXCEPTION 'dual control: approval request % was used; it is used once', OLD.id USING ERRCODE = 'SD010';
  END IF;
  IF NEW.state IS NOT DISTINCT FROM OLD.state THEN RETURN NULL; END IF;
  IF NEW.state IS NULL OR NEW.state NOT IN ('approved', 'rejected', 'expired') THEN
    RAISE EXCEPTION 'dual control: approval request % may not go from % to %', OLD.id, OLD.state, NEW.state
      USING ERRCODE = 'SD010';
  END IF;
  IF NEW.state <> 'approved' THEN RETURN NULL; END IF;
  IF OLD.state <> 'pending' THEN
    RAISE EXCEPTION 'dual control: approval request % was %; it is not approved now', OLD.id, OLD.state
      USING ERRCODE = 'SD010';
  END IF;
  IF EXISTS (SELECT 1 FROM @S@.seal_approval_votes v WHERE v.approval_id = OLD.id AND v.decision = 'reject') THEN
    RAISE EXCEPTION 'dual control: approval request % has a reject vote', OLD.id USING ERRCODE = 'SD010';
  END IF;
  WITH v AS (SELECT DISTINCT approver FROM @S@.seal_approval_votes WHERE approval_id = OLD.id AND decision = 'approve')
  SELECT count(*) INTO n FROM v WHERE NOT @S@.sealdesk_same_person(v.approver, OLD.maker)
    AND NOT EXISTS (SELECT 1 FROM v w WHERE w.approver < v.approver AND @S@.sealdesk_same_person(w.approver, v.approver));
  need := greatest(coalesce(OLD.required, 2), 2);
  IF n < need THEN
    RAISE EXCEPTION 'dual control: approval request % has approve votes of % people other than its maker, not %',
      OLD.id, n, need USING ERRCODE = 'SD010';
  END IF;
  RETURN NULL;
END $f$)SQL";

// The change table and the settings row are written only by their owner:
// through the functions above (SECURITY DEFINER, so the owner), or the owner
// in person, who could turn dual control off anyway. A grant of table
// privileges to operators (GRANT ... ON ALL TABLES) therefore cannot forge
// an approved change or turn dual control off.
const char* const kOwnerOnly = R"SQL(CREATE OR REPLACE FUNCTION @S@.sealdesk_owner_only() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, @S@, pg_temp AS $f$
BEGIN
  IF current_user <> (SELECT pg_catalog.pg_get_userbyid(relowner) FROM pg_catalog.pg_class WHERE oid = TG_RELID) THEN
    RAISE EXCEPTION 'dual control: %.% is written only through its functions (sealctl change ...), not by role %',
      TG_TABLE_SCHEMA, TG_TABLE_NAME, current_user USING ERRCODE = 'SD010';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $f$)SQL";

struct InstalledFunction
{
    const char* signature; // as in pg_proc, unqualified
    const char* sql;
};

// Everything setup installs, in the order it must be created.
const InstalledFunction kInstalled[] = {
    {"sealdesk_change_actor()", kActor},
    {"sealdesk_same_person(text, text)", kSamePerson},
    {"sealdesk_change_path(text, text)", kPathOf},
    {"sealdesk_change_document_problem(text, jsonb)", kDocument},
    {"sealdesk_proof_cleared(text, bigint, double precision)", kProofCleared},
    {"sealdesk_change_before(text, text)", kBefore},
    {"sealdesk_propose_change(text, text, jsonb, jsonb, jsonb, text, double precision)", kPropose},
    {"sealdesk_brake(text, text)", kBrake},
    {"sealdesk_decide_change(bigint, text, text)", kDecide},
    {"sealdesk_real(jsonb)", kReal},
    {"sealdesk_loosens(text, jsonb, jsonb, double precision)", kLoosens},
    {"sealdesk_windows_judged(jsonb, bigint)", kWindowsJudged},
    {"sealdesk_guard()", kGuard},
    {"sealdesk_guard_truncate()", kGuardTruncate},
    {"sealdesk_guard_proof()", kGuardProof},
    {"sealdesk_guard_attested()", kGuardAttested},
    {"sealdesk_guard_hold()", kGuardHold},
    {"sealdesk_guard_approvals()", kGuardApprovals},
    {"sealdesk_guard_spend()", kGuardSpend},
    {"sealdesk_owner_only()", kOwnerOnly},
};

// What operators may call.
const char* const kFunctions[] = {
    "sealdesk_propose_change(text, text, jsonb, jsonb, jsonb, text, double precision)",
    "sealdesk_decide_change(bigint, text, text)", "sealdesk_brake(text, text)", "sealdesk_change_before(text, text)",
    "sealdesk_proof_cleared(text, bigint, double precision)"};

constexpr const char* kOwnTables[] = {"sealdesk_dual_control", "sealdesk_change_requests", "sealdesk_brakes"};

void replaceAll(std::string& text, std::string_view what, std::string_view with)
{
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + with.size()))
        text.replace(at, what.size(), with);
}

// `sql` for the seal schema: @S@ its quoted name.
std::string inSchema(std::string sql, const std::string& schema)
{
    replaceAll(sql, "@S@", ident(schema));
    return sql;
}

// The body PostgreSQL keeps as prosrc: between the dollar quotes.
std::string bodyOf(const char* sql)
{
    const std::string text(sql);
    const auto open = text.find("$f$");
    const auto close = text.rfind("$f$");
    return text.substr(open + 3, close - open - 3);
}

// A row trigger calling `rowFunction` and its TRUNCATE twin calling
// `truncateFunction`, replaced when present, and enabled ALWAYS: a session
// in replica mode (session_replication_role) still fires them.
void addTriggers(std::vector<std::string>& out, const std::string& table, const std::string& name,
                 const std::string& rowTiming, const std::string& rowFunction,
                 const std::string& truncateFunction)
{
    out.push_back("DROP TRIGGER IF EXISTS " + name + " ON " + table);
    out.push_back("CREATE TRIGGER " + name + " " + rowTiming + " INSERT OR UPDATE OR DELETE ON " + table +
                  " FOR EACH ROW EXECUTE FUNCTION " + rowFunction + "()");
    out.push_back("ALTER TABLE " + table + " ENABLE ALWAYS TRIGGER " + name);
    out.push_back("DROP TRIGGER IF EXISTS " + name + "_truncate ON " + table);
    out.push_back("CREATE TRIGGER " + name + "_truncate BEFORE TRUNCATE ON " + table +
                  " FOR EACH STATEMENT EXECUTE FUNCTION " + truncateFunction + "()");
    out.push_back("ALTER TABLE " + table + " ENABLE ALWAYS TRIGGER " + name + "_truncate");
}

// The guards beside the governed tables' (issue 45 items 9 and 11): each on
// a kernel table every store has, with its own events; `type` is pg_trigger's
// tgtype for them (row 1, insert 4, delete 8, update 16), `truncate` whether
// a TRUNCATE is refused too, `deferred` a constraint trigger checked at commit.
struct KernelGuard
{
    const char* table;
    const char* name;
    const char* events;
    int type;
    bool truncate;
    bool deferred;
    bool optional = false; // a table only some stores have (Budget.setup())
};
constexpr KernelGuard kKernelGuards[] = {
    {"seal_proof", "sealdesk_guard_proof", "INSERT OR UPDATE OR DELETE", 29, false, false},
    {"seal_certs", "sealdesk_guard_attested", "INSERT", 5, false, false},
    {"seal_events", "sealdesk_guard_attested", "INSERT", 5, false, false},
    {"seal_intents", "sealdesk_guard_hold", "UPDATE OR DELETE", 25, false, true},
    {"seal_approvals", "sealdesk_guard_approvals", "INSERT OR UPDATE OR DELETE", 29, false, false},
    {"seal_approval_votes", "sealdesk_guard_approvals", "INSERT OR UPDATE OR DELETE", 29, true, false},
    {"seal_spend", "sealdesk_guard_spend", "UPDATE OR DELETE", 25, true, false, true},
};

void addKernelGuard(std::vector<std::string>& out, const std::string& s, const KernelGuard& g)
{
    const std::string table = s + g.table;
    out.push_back(std::string("DROP TRIGGER IF EXISTS ") + g.name + " ON " + table);
    out.push_back(std::string("CREATE ") + (g.deferred ? "CONSTRAINT " : "") + "TRIGGER " + g.name + " AFTER " +
                  g.events + " ON " + table + (g.deferred ? " DEFERRABLE INITIALLY DEFERRED" : "") +
                  " FOR EACH ROW EXECUTE FUNCTION " + s + g.name + "()");
    out.push_back("ALTER TABLE " + table + " ENABLE ALWAYS TRIGGER " + g.name);
    if (!g.truncate) return;
    out.push_back(std::string("DROP TRIGGER IF EXISTS ") + g.name + "_truncate ON " + table);
    out.push_back(std::string("CREATE TRIGGER ") + g.name + "_truncate BEFORE TRUNCATE ON " + table +
                  " FOR EACH STATEMENT EXECUTE FUNCTION " + s + "sealdesk_guard_truncate()");
    out.push_back("ALTER TABLE " + table + " ENABLE ALWAYS TRIGGER " + g.name + "_truncate");
}

bool kernelObligations(Connection& conn)
{
    Result r = conn.exec("SELECT EXISTS (SELECT 1 FROM pg_attribute WHERE attrelid = to_regclass('seal_obligations') "
                         "AND attname = 'obligation_id' AND NOT attisdropped)");
    return r.boolean(0, 0);
}

// What is wrong with trigger `name` on `table` (empty: it is what setup installed):
// missing, not ALWAYS enabled, another timing or event, a WHEN, or another function.
std::string triggerProblem(Connection& conn, const std::string& schema, const std::string& table,
                           const std::string& name, int wantedType, const std::string& function,
                           bool deferred = false)
{
    Result t = conn.exec(
        "SELECT t.tgenabled::text, t.tgtype::int, t.tgqual IS NULL, cardinality(t.tgattr::int2[]) = 0,"
        " t.tgfoid = to_regprocedure($4), t.tgdeferrable AND t.tginitdeferred"
        " FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = "
        "c.relnamespace"
        " WHERE n.nspname = $1 AND c.relname = $2 AND t.tgname = $3 AND NOT t.tgisinternal",
        {param(schema), param(table), param(name), param(ident(schema) + "." + function + "()")});
    if (t.rows() == 0) return "trigger " + name + " is missing";
    const std::string enabled(t.text(0, 0));
    if (enabled == "D") return "trigger " + name + " is disabled";
    if (enabled == "R") return "trigger " + name + " is enabled only for replica sessions";
    if (enabled == "O") return "trigger " + name + " is enabled only for origin sessions (not ALWAYS)";
    if (t.integer(0, 1) != wantedType || !t.boolean(0, 2) || !t.boolean(0, 3) || t.boolean(0, 5) != deferred)
        return "trigger " + name + " fires on other events or conditions than setup installed";
    if (!t.boolean(0, 4)) return "trigger " + name + " calls another function than " + function + "()";
    return {};
}

// The functions setup installed, as installed: the same body (by digest), SECURITY
// DEFINER where setup made it so, and the closed search_path.
std::vector<std::string> functionProblems(Connection& conn, const std::string& schema)
{
    std::vector<std::string> out;
    for (const InstalledFunction& f : kInstalled) {
        const std::string qualified = ident(schema) + "." + f.signature;
        Result r =
            conn.exec("SELECT encode(sha256(convert_to(p.prosrc, 'UTF8')), 'hex'), p.prosecdef,"
                      " array_to_string(p.proconfig, ';') FROM pg_proc p WHERE p.oid = to_regprocedure($1)",
                      {param(qualified)});
        const std::string name = std::string(f.signature).substr(0, std::string(f.signature).find('('));
        if (r.rows() == 0) {
            out.push_back("function " + name + " is missing");
            continue;
        }
        const bool definer = std::string(f.sql).find("SECURITY DEFINER") != std::string::npos;
        if (std::string(r.text(0, 0)) != sha256Hex(inSchema(bodyOf(f.sql), schema)))
            out.push_back("function " + name + " is not the one setup installed (its source differs)");
        else if (r.boolean(0, 1) != definer)
            out.push_back("function " + name + " runs with other rights than setup installed");
        else if (const std::string config = r.isNull(0, 2) ? std::string() : std::string(r.text(0, 2));
                 config.rfind("search_path=pg_catalog, ", 0) != 0 || config.size() < 9 ||
                 config.compare(config.size() - 9, 9, ", pg_temp") != 0 ||
                 config.find(';') != std::string::npos)
            out.push_back("function " + name + " has another search_path than setup installed");
    }
    return out;
}

} // namespace

std::string sealSchema(Connection& conn)
{
    Result r = conn.exec(
        "SELECT coalesce((SELECT n.nspname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
        " WHERE c.oid = to_regclass('seal_certs') AND n.nspname NOT LIKE 'pg_temp%'), current_schema())");
    return std::string(r.text(0, 0));
}

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
    const std::string schema = sealSchema(conn);
    Result open = conn.exec("SELECT EXISTS (SELECT 1 FROM pg_namespace n, aclexplode(coalesce(n.nspacl,"
                            " acldefault('n', n.nspowner))) a WHERE n.nspname = $1 AND a.grantee = 0"
                            " AND a.privilege_type = 'CREATE')",
                            {param(schema)});
    if (open.boolean(0, 0))
        throw StoreError(
            StoreError::Kind::Refused,
            Phrase{"dual control is not installed into schema %1: PUBLIC may CREATE in it, so any role "
                   "could plant a function or operator there that the guard would resolve; first run, "
                   "as the schema's owner: REVOKE CREATE ON SCHEMA %1 FROM PUBLIC",
                   {ident(schema)},
                   {}});
    const std::string s = ident(schema) + ".";
    std::vector<std::string> out;
    for (const char* t : kTables)
        out.push_back(inSchema(t, schema));
    out.push_back("INSERT INTO " + s +
                  "sealdesk_dual_control (one, expiry_sec, enabled_at, enabled_by) VALUES (TRUE, " +
                  pythonFloatRepr(expirySec.value_or(kDefaultExpirySec)) +
                  ", extract(epoch FROM clock_timestamp()), session_user) ON CONFLICT (one) DO " +
                  (expirySec ? "UPDATE SET expiry_sec = EXCLUDED.expiry_sec" : "NOTHING"));
    for (const InstalledFunction& f : kInstalled)
        out.push_back(inSchema(f.sql, schema));
    for (const char* table : kOwnTables)
        addTriggers(out, s + table, "sealdesk_owner_only", "BEFORE", s + "sealdesk_owner_only",
                    s + "sealdesk_owner_only");
    // The guard fires AFTER the row is written: it judges the row as stored, whatever BEFORE trigger ran.
    for (const std::string& table : governedTablesPresent(conn))
        addTriggers(out, s + table, "sealdesk_guard", "AFTER", s + "sealdesk_guard",
                    s + "sealdesk_guard_truncate");
    for (const KernelGuard& g : kKernelGuards)
        if (!g.optional || hasTable(conn, g.table)) addKernelGuard(out, s, g);
    for (const InstalledFunction& f : kInstalled)
        out.push_back("REVOKE ALL ON FUNCTION " + s + f.signature + " FROM PUBLIC");
    for (const char* group : {kOperatorGroup, kApproverGroup}) {
        Result r = conn.exec("SELECT 1 FROM pg_roles WHERE rolname = $1", {param(group)});
        if (r.rows() == 0) continue;
        const std::string role = quoteRole(group);
        out.push_back("GRANT SELECT ON TABLE " + s + "sealdesk_change_requests, " + s +
                      "sealdesk_dual_control, " + s + "sealdesk_brakes TO " + role);
        if (std::string(group) == kOperatorGroup)
            for (const char* f : kFunctions)
                out.push_back("GRANT EXECUTE ON FUNCTION " + s + f + " TO " + role);
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

std::vector<GuardProblem> dualControlGuardProblems(Connection& conn)
{
    std::vector<GuardProblem> out;
    const std::string schema = sealSchema(conn);
    for (const std::string& table : governedTablesPresent(conn)) {
        std::string cause = triggerProblem(conn, schema, table, "sealdesk_guard", 29, "sealdesk_guard");
        if (cause.empty())
            cause =
                triggerProblem(conn, schema, table, "sealdesk_guard_truncate", 34, "sealdesk_guard_truncate");
        if (!cause.empty()) out.push_back({table, cause});
    }
    for (const KernelGuard& g : kKernelGuards) {
        if (g.optional && !hasTable(conn, g.table)) continue;
        std::string cause = triggerProblem(conn, schema, g.table, g.name, g.type, g.name, g.deferred);
        if (cause.empty() && g.truncate)
            cause = triggerProblem(conn, schema, g.table, std::string(g.name) + "_truncate", 34,
                                   "sealdesk_guard_truncate");
        if (!cause.empty()) out.push_back({g.table, cause});
    }
    for (const char* table : kOwnTables) {
        if (!hasTable(conn, table)) continue;
        std::string cause =
            triggerProblem(conn, schema, table, "sealdesk_owner_only", 31, "sealdesk_owner_only");
        if (cause.empty())
            cause = triggerProblem(conn, schema, table, "sealdesk_owner_only_truncate", 34,
                                   "sealdesk_owner_only");
        if (!cause.empty()) out.push_back({table, cause});
    }
    for (std::string& cause : functionProblems(conn, schema))
        out.push_back({"", std::move(cause)});
    return out;
}

std::string dualControlFingerprint(Connection& conn)
{
    Result r = conn.exec(
        "SELECT CASE WHEN to_regclass('sealdesk_dual_control') IS NULL THEN '' ELSE md5("
        " coalesce((SELECT string_agg(concat_ws(':', t.tgrelid, t.tgname, t.tgenabled, t.tgtype, t.tgfoid,"
        "   t.tgqual IS NULL, c.relowner), ',' ORDER BY t.tgrelid, t.tgname)"
        "  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid"
        "  WHERE t.tgname LIKE 'sealdesk\\_%' AND NOT t.tgisinternal), '') || '|' ||"
        " coalesce((SELECT string_agg(concat_ws(':', p.oid, md5(p.prosrc), p.prosecdef,"
        "   array_to_string(p.proconfig, ';')), ',' ORDER BY p.oid)"
        "  FROM pg_proc p WHERE p.proname LIKE 'sealdesk\\_%'), '')) END");
    return std::string(r.text(0, 0));
}

std::string dualControlWatchDigest(Connection& conn)
{
    return dualControlFingerprint(conn) + (dualControlOn(conn) ? "|on" : "|off");
}

std::string dualControlProblemsLine(Connection& conn)
{
    std::string line;
    if (!dualControlOn(conn)) return line;
    for (const GuardProblem& p : dualControlGuardProblems(conn))
        line += (line.empty() ? "" : "; ") + (p.table.empty() ? p.cause : p.table + ": " + p.cause);
    return line;
}

std::optional<std::string> loginOwnerOfGovernedTables(Connection& conn)
{
    for (const std::string& table : governedTablesPresent(conn)) {
        Result r = conn.exec("SELECT o.rolname FROM pg_class c JOIN pg_roles o ON o.oid = c.relowner"
                             " WHERE c.oid = to_regclass($1) AND o.rolcanlogin",
                             {param(table)});
        if (r.rows() > 0) return std::string(r.text(0, 0));
    }
    return std::nullopt;
}

} // namespace seal
