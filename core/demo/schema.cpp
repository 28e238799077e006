#include "core/demo/schema.hpp"

#include <string>
#include <vector>

namespace seal {
namespace {

// pg_dump's statements for the reference store (store-a.sql), schema prefix
// dropped so they land where the connection's search_path points, as the
// readers' unqualified names do.
const std::vector<std::string>& v1Layout()
{
    // Long statements are split over adjacent literals, which clang-tidy
    // takes for missing commas.
    // NOLINTBEGIN(bugprone-suspicious-missing-comma)
    static const std::vector<std::string> statements = {
        "CREATE TABLE seal_approval_votes ( id bigint NOT NULL, approval_id text NOT NULL, "
        "approver text NOT NULL, decision text NOT NULL, at double precision NOT NULL, "
        "sig text NOT NULL )",
        "CREATE SEQUENCE seal_approval_votes_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE "
        "CACHE 1",
        "ALTER SEQUENCE seal_approval_votes_id_seq OWNED BY seal_approval_votes.id",
        "CREATE TABLE seal_approvals ( id text NOT NULL, intent text NOT NULL, path text NOT NULL, "
        "amount double precision NOT NULL, maker text NOT NULL, tier text NOT NULL, "
        "state text NOT NULL, required integer NOT NULL, created_at double precision NOT NULL, "
        "expires_at double precision NOT NULL, decided_at double precision, "
        "consumed_at double precision )",
        "CREATE TABLE seal_certs ( seq bigint NOT NULL, intent text NOT NULL, hash text NOT NULL, "
        "prev_hash text NOT NULL, body jsonb NOT NULL, created_at double precision NOT NULL )",
        "CREATE SEQUENCE seal_certs_seq_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1",
        "ALTER SEQUENCE seal_certs_seq_seq OWNED BY seal_certs.seq",
        "CREATE TABLE seal_clearance ( path text NOT NULL, status text NOT NULL, reason text, "
        "max_proof_age_sec double precision, updated_at double precision NOT NULL, updated_by text )",
        "CREATE TABLE seal_domains ( domain text NOT NULL, frozen boolean NOT NULL, reason text, "
        "evidence jsonb, frozen_at double precision )",
        "CREATE TABLE seal_events ( id bigint NOT NULL, path text, kind text NOT NULL, intent text, "
        "detail jsonb, at double precision NOT NULL )",
        "CREATE SEQUENCE seal_events_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1",
        "ALTER SEQUENCE seal_events_id_seq OWNED BY seal_events.id",
        "CREATE TABLE seal_graph_children ( graph_id text NOT NULL, child_key text NOT NULL, "
        "action text NOT NULL, args jsonb NOT NULL, required boolean NOT NULL, intent text, "
        "state text NOT NULL, compensates_key text )",
        "CREATE TABLE seal_graphs ( graph_id text NOT NULL, state text NOT NULL, "
        "created_at double precision NOT NULL, updated_at double precision NOT NULL )",
        "CREATE TABLE seal_intents ( intent text NOT NULL, action text NOT NULL, "
        "args_digest text NOT NULL, state text NOT NULL, fence text NOT NULL, "
        "lease_until double precision NOT NULL, cert jsonb, domain text, read_set jsonb, tier text, "
        "graph_id text, created_at double precision NOT NULL, updated_at double precision NOT NULL )",
        "CREATE TABLE seal_mandate_paths ( path text NOT NULL, required boolean NOT NULL, "
        "updated_at double precision NOT NULL, updated_by text NOT NULL )",
        "CREATE TABLE seal_mandates ( mandate_id text NOT NULL, intent text NOT NULL, "
        "path text NOT NULL, args_digest text NOT NULL, amount double precision, tier text, "
        "approval_id text, approvers jsonb, clearance text, created_at double precision NOT NULL, "
        "expires_at double precision NOT NULL, consumed_at double precision )",
        "CREATE TABLE seal_proof ( id bigint NOT NULL, path text NOT NULL, green boolean NOT NULL, "
        "storm_n integer, executions integer, detail jsonb, at double precision NOT NULL )",
        "CREATE SEQUENCE seal_proof_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1",
        "ALTER SEQUENCE seal_proof_id_seq OWNED BY seal_proof.id",
        "CREATE TABLE seal_thresholds ( path text NOT NULL, auto_ceiling double precision NOT NULL, "
        "dual_ceiling double precision NOT NULL, required_approvers integer DEFAULT 2 NOT NULL, "
        "updated_at double precision NOT NULL, updated_by text )",
        "CREATE TABLE seal_tickets ( sig text NOT NULL, intent text NOT NULL, path text NOT NULL, "
        "spent_at double precision NOT NULL )",
        "ALTER TABLE ONLY seal_approval_votes ALTER COLUMN id SET DEFAULT "
        "nextval('seal_approval_votes_id_seq'::regclass)",
        "ALTER TABLE ONLY seal_certs ALTER COLUMN seq SET DEFAULT nextval('seal_certs_seq_seq'::regclass)",
        "ALTER TABLE ONLY seal_events ALTER COLUMN id SET DEFAULT nextval('seal_events_id_seq'::regclass)",
        "ALTER TABLE ONLY seal_proof ALTER COLUMN id SET DEFAULT nextval('seal_proof_id_seq'::regclass)",
        "ALTER TABLE ONLY seal_approval_votes ADD CONSTRAINT seal_approval_votes_approval_id_approver_key "
        "UNIQUE (approval_id, "
        "approver)",
        "ALTER TABLE ONLY seal_approval_votes ADD CONSTRAINT seal_approval_votes_pkey PRIMARY KEY (id)",
        "ALTER TABLE ONLY seal_approvals ADD CONSTRAINT seal_approvals_pkey PRIMARY KEY (id)",
        "ALTER TABLE ONLY seal_certs ADD CONSTRAINT seal_certs_pkey PRIMARY KEY (seq)",
        "ALTER TABLE ONLY seal_clearance ADD CONSTRAINT seal_clearance_pkey PRIMARY KEY (path)",
        "ALTER TABLE ONLY seal_domains ADD CONSTRAINT seal_domains_pkey PRIMARY KEY (domain)",
        "ALTER TABLE ONLY seal_events ADD CONSTRAINT seal_events_pkey PRIMARY KEY (id)",
        "ALTER TABLE ONLY seal_graph_children ADD CONSTRAINT seal_graph_children_pkey PRIMARY KEY (graph_id, "
        "child_key)",
        "ALTER TABLE ONLY seal_graphs ADD CONSTRAINT seal_graphs_pkey PRIMARY KEY (graph_id)",
        "ALTER TABLE ONLY seal_intents ADD CONSTRAINT seal_intents_pkey PRIMARY KEY (intent)",
        "ALTER TABLE ONLY seal_mandate_paths ADD CONSTRAINT seal_mandate_paths_pkey PRIMARY KEY (path)",
        "ALTER TABLE ONLY seal_mandates ADD CONSTRAINT seal_mandates_pkey PRIMARY KEY (mandate_id)",
        "ALTER TABLE ONLY seal_proof ADD CONSTRAINT seal_proof_pkey PRIMARY KEY (id)",
        "ALTER TABLE ONLY seal_thresholds ADD CONSTRAINT seal_thresholds_pkey PRIMARY KEY (path)",
        "ALTER TABLE ONLY seal_tickets ADD CONSTRAINT seal_tickets_pkey PRIMARY KEY (sig)",
        "CREATE INDEX seal_events_at ON seal_events USING btree (at DESC)",
        "CREATE INDEX seal_mandates_intent ON seal_mandates USING btree (intent)",
        "CREATE INDEX seal_proof_path_at ON seal_proof USING btree (path, at DESC)",
    };
    // NOLINTEND(bugprone-suspicious-missing-comma)
    return statements;
}

} // namespace

bool createSchema(Connection& conn)
{
    const auto missing = missingSealTables(conn);
    if (missing.empty()) return false;
    if (missing.size() != sealTables().size())
        throw StoreError(
            StoreError::Kind::Refused,
            "store " + conn.describe() + " has some seal tables but not all (" + missing.front() +
                " is missing): not creating a layout over a partial store; use an empty database");
    WriteTransaction tx(conn);
    for (const auto& statement : v1Layout())
        conn.command(statement);
    tx.commit();
    return true;
}

} // namespace seal
