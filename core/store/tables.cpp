#include "core/store/tables.hpp"

namespace seal {
namespace {

// ---- Core tables (Seal.setup(); every kernel) ----------------------------------

constexpr const char* kIntentsColumns[] = {"intent", "action",      "args_digest", "state",
                                           "fence",  "lease_until", "cert",        "domain",
                                           "tier",   "graph_id",    "created_at",  "updated_at"};
constexpr StampTerm kIntentsStamp[] = {
    {StampPart::Intents, "(SELECT count(*) || '/' || coalesce(max(updated_at), 0) FROM seal_intents)", 1}};
constexpr TableGrant kIntentsOperator[] = {
    {"UPDATE, DELETE", "settle: seal / heal, or release the claim (absent)", 5}};
constexpr WantedIndex kIntentsIndexes[] = {
    {"seal_intents_domain", "(domain)", "licences and the list of paths read one path's intents", 5},
    {"seal_intents_unsettled",
     "(created_at, intent) WHERE state = 'open' OR tier IN ('WORLD_UNKNOWN', 'WORLD_DIVERGED')",
     "holds and divergences read only the intents not yet settled", 6},
    {"seal_intents_updated_at", "(updated_at)",
     "the console's change check counts intents and finds the latest change from the index alone instead "
     "of reading every intent's row",
     15},
};

constexpr const char* kCertsColumns[] = {"seq", "intent", "hash", "prev_hash", "body", "created_at"};
constexpr StampTerm kCertsStamp[] = {
    {StampPart::Certs, "(SELECT coalesce(max(seq), 0) FROM seal_certs)::text", 1}};
// The kernel's login (GrantFor::Agent): what its writes, its gateway, its
// sweeps and its freeze on divergence need, nothing an operator sets.
constexpr TableGrant kIntentsAgent[] = {{"INSERT, UPDATE, DELETE", "admit, claim, seal, release, settle"}};
constexpr TableGrant kCertsAgent[] = {{"INSERT", "every cert the kernel appends"}};
constexpr SequenceGrant kSerialSeq[] = {{"seq"}};
constexpr SequenceGrant kSerialId[] = {{"id"}};
constexpr TableGrant kDomainsAgent[] = {{"INSERT, UPDATE", "a freeze on divergence (unfreezing is refused by the guard)"}};
constexpr TableGrant kApprovalsAgent[] = {
    {"INSERT, UPDATE", "approval requests, their expiry and single use (the guard keeps their decision)"}};
constexpr TableGrant kEventsAgent[] = {{"INSERT", "every event the kernel records"}};
constexpr TableGrant kSpendAgent[] = {{"SELECT, INSERT, UPDATE, DELETE", "reserve, settle, release a reservation"}};
constexpr TableGrant kTicketPendingAgent[] = {{"SELECT, INSERT, DELETE", "a ticket issued, taken up"}};
constexpr TableGrant kTicketsAgent[] = {{"SELECT, INSERT", "a ticket spent"}};
constexpr TableGrant kMandatesAgent[] = {{"SELECT, INSERT, UPDATE", "a mandate minted, consumed"}};
constexpr TableGrant kGraphsAgent[] = {{"SELECT, INSERT, UPDATE", "sagas"}};
constexpr TableGrant kObligationsAgent[] = {{"SELECT, INSERT, UPDATE", "declare, sweep (the guard keeps a duty)"}};
constexpr TableGrant kBreachesAgent[] = {{"SELECT, INSERT, UPDATE", "a breach the sweep found, its cert, cured"}};

constexpr TableGrant kCertsApprover[] = {{"INSERT", "the decision cert", 3}};
constexpr TableGrant kCertsOperator[] = {{"INSERT", "witnessed and healed certs", 6}};
constexpr SequenceGrant kCertsApproverSequences[] = {{"seq", 2}};
constexpr SequenceGrant kCertsOperatorSequences[] = {{"seq", 1}};
constexpr WantedIndex kCertsIndexes[] = {
    {"seal_certs_intent_seq", "(intent, seq)",
     "holds, divergences, receipts, approval decisions and the aggregate cache look up certs by intent; "
     "without it each lookup reads the whole chain",
     1},
    {"seal_certs_world_confirmed", "(intent, seq) WHERE (body->>'world') = 'confirmed'",
     "licences count world-confirmed effects per path from the index alone", 2},
    {"seal_certs_created_at", "(created_at)", "the charts read only the days they show", 3},
    {"seal_certs_witness_unknown", "(seq) WHERE (body->>'witness_state') = 'unknown'",
     "reports list unanswered witness sweeps without reading every cert's body", 4},
};

constexpr const char* kDomainsColumns[] = {"domain", "frozen", "reason", "evidence", "frozen_at"};
constexpr StampTerm kDomainsStamp[] = {
    {StampPart::Policy,
     "(SELECT count(*) FILTER (WHERE frozen) || '/' || coalesce(max(frozen_at), 0) FROM seal_domains)", 4}};
constexpr TableGrant kDomainsOperator[] = {
    {"INSERT, UPDATE", "freeze, unfreeze (FOR UPDATE); a settle, witness, sweep freezing", 2}};

constexpr const char* kClearanceColumns[] = {"path",       "status",    "reason", "max_proof_age_sec",
                                             "updated_at", "updated_by"};
constexpr StampTerm kClearanceStamp[] = {
    {StampPart::Policy, "(SELECT count(*) || '/' || coalesce(max(updated_at), 0) FROM seal_clearance)", 1}};
constexpr TableGrant kClearanceOperator[] = {{"INSERT, UPDATE", "policy upsert, revoke-all", 1}};

constexpr const char* kProofColumns[] = {"id", "path", "green", "storm_n", "executions", "detail", "at"};
constexpr StampTerm kProofStamp[] = {{StampPart::Policy, "(SELECT coalesce(max(id), 0) FROM seal_proof)", 3}};
constexpr TableGrant kProofOperator[] = {{"INSERT", "proof record", 4}};
constexpr SequenceGrant kProofOperatorSequences[] = {{"id", 3}};

constexpr const char* kThresholdsColumns[] = {
    "path", "auto_ceiling", "dual_ceiling", "required_approvers", "updated_at", "updated_by"};
constexpr StampTerm kThresholdsStamp[] = {
    {StampPart::Policy, "(SELECT count(*) || '/' || coalesce(max(updated_at), 0) FROM seal_thresholds)", 2}};
constexpr TableGrant kThresholdsOperator[] = {{"INSERT, UPDATE", "thresholds set (upsert)", 3}};

constexpr const char* kApprovalsColumns[] = {"id",         "intent",     "path",       "amount",
                                             "maker",      "tier",       "state",      "required",
                                             "created_at", "expires_at", "decided_at", "consumed_at"};
// Three reads, each served by its own index where `sealctl indexes` built them
// (the count from the primary key, the pending count from
// seal_approvals_pending_expiry, the latest change from seal_approvals_changed):
// one read computing all three reads every row.
constexpr StampTerm kApprovalsStamp[] = {
    {StampPart::Approvals, "(SELECT count(*) FROM seal_approvals)", 1},
    {StampPart::Approvals, "(SELECT count(*) FROM seal_approvals WHERE state = 'pending')", 2},
    {StampPart::Approvals,
     "coalesce((SELECT max(greatest(created_at, decided_at, consumed_at)) FROM seal_approvals), 0)", 3},
};
constexpr TableGrant kApprovalsApprover[] = {{"UPDATE", "SELECT ... FOR UPDATE, state and decided_at", 1}};
constexpr WantedIndex kApprovalsIndexes[] = {
    {"seal_approvals_state", "(state, created_at)", "pending approvals are read without the decided history",
     10},
    {"seal_approvals_path", "(path)",
     "the list of paths skips through approval paths instead of reading every request", 11},
    {"seal_approvals_pending_expiry", "(expires_at) WHERE state = 'pending'",
     "the pending count and the past-expiry count come from the index alone, not from the requests' rows",
     12},
    {"seal_approvals_decided", "(created_at, id) WHERE state IS DISTINCT FROM 'pending'",
     "the Approvals page reads its newest decided requests without sorting the whole decided history", 13},
    {"seal_approvals_changed", "((greatest(created_at, decided_at, consumed_at)))",
     "the console's change check (every few seconds) finds the latest request, decision or use from the "
     "index instead of reading every request",
     14},
};

constexpr const char* kVotesColumns[] = {"id", "approval_id", "approver", "decision", "at", "sig"};
constexpr StampTerm kVotesStamp[] = {
    {StampPart::Approvals, "(SELECT coalesce(max(id), 0) FROM seal_approval_votes)", 4}};
constexpr TableGrant kVotesApprover[] = {{"INSERT", "the vote", 2}};
constexpr SequenceGrant kVotesApproverSequences[] = {{"id", 1}};

constexpr const char* kEventsColumns[] = {"id", "path", "kind", "intent", "detail", "at"};
constexpr StampTerm kEventsStamp[] = {
    {StampPart::Events, "(SELECT coalesce(max(id), 0) FROM seal_events)::text", 1}};
constexpr TableGrant kEventsApprover[] = {{"INSERT", "approval_decided", 4}};
constexpr TableGrant kEventsOperator[] = {
    {"INSERT",
     "policy, revoked, unfrozen, healed, released, diverged, settle_unknown, witnessed, reconcile_clean, "
     "out_of_band_spend, reconcile_unknown",
     7}};
constexpr SequenceGrant kEventsApproverSequences[] = {{"id", 3}};
constexpr SequenceGrant kEventsOperatorSequences[] = {{"id", 2}};
constexpr WantedIndex kEventsIndexes[] = {
    {"seal_events_kind_at", "(kind, at)",
     "breaches, sweeps and out-of-band spend are read by kind, not by scanning every event", 7},
    {"seal_events_path", "(path)",
     "the list of paths skips through event paths instead of reading every event", 8},
    {"seal_events_intent", "(intent)",
     "one intent's story (sealctl intent) reads that intent's events instead of the whole event log", 9},
};

// ---- Optional tables (some kernels, some setups) --------------------------------
// An optional table's grant names SELECT too: the SELECT on every table is
// granted for the core tables only.

constexpr const char* kBudgetColumns[] = {"budget_key", "limit_amt", "window_sec", "updated_at"};
constexpr TableGrant kBudgetOperator[] = {{"SELECT, INSERT, UPDATE", "budget set (upsert)"}};

constexpr const char* kSpendColumns[] = {"id", "budget_key", "intent", "amount", "state", "at"};
constexpr TableGrant kSpendOperator[] = {
    {"SELECT, UPDATE, DELETE", "settle: the intent's reservations settled or released"}};

constexpr const char* kTicketPendingColumns[] = {"sig", "intent", "budget_key", "amount", "created_at"};
constexpr TableGrant kTicketPendingOperator[] = {
    {"SELECT", "0.3.x only: read beside settle, never written (§15.5)"}};

constexpr const char* kMandatePathsColumns[] = {"path", "required", "updated_at", "updated_by"};
constexpr TableGrant kMandatePathsOperator[] = {
    {"SELECT, INSERT, UPDATE", "mandate require|release (upsert)"}};

// The kernel's obligation tables (SPEC §14): declare, sweep, deactivate, resolve.
constexpr const char* kObligationsColumns[] = {
    "obligation_id", "kind",         "action",         "intent_key",     "expected_intent",
    "due_at",        "every_sec",    "min_count",      "grace_sec",      "require_world",
    "description",   "active",       "anchor_at",      "next_window",    "created_at",
    "created_by",    "satisfied_at", "satisfied_tier", "deactivated_at", "deactivated_by"};
constexpr TableGrant kObligationsOperator[] = {{"SELECT, INSERT, UPDATE", "declare, sweep, deactivate"}};

constexpr const char* kBreachesColumns[] = {"id",          "obligation_id", "window_n",  "action",
                                            "due_at",      "detected_at",   "cert_hash", "resolved_at",
                                            "resolved_by", "resolution"};
constexpr TableGrant kBreachesOperator[] = {{"SELECT, INSERT, UPDATE", "sweep, resolve"}};
constexpr SequenceGrant kBreachesOperatorSequences[] = {{"id"}};

constexpr const char* kMandatesColumns[] = {"mandate_id", "intent",     "path",        "args_digest",
                                            "amount",     "tier",       "approval_id", "approvers",
                                            "clearance",  "created_at", "expires_at",  "consumed_at"};
constexpr const char* kTicketsColumns[] = {"sig", "intent", "path", "spent_at"};
constexpr const char* kGraphsColumns[] = {"graph_id", "state", "created_at", "updated_at"};
constexpr const char* kGraphChildrenColumns[] = {"graph_id", "child_key", "action", "args",
                                                 "required", "intent",    "state",  "compensates_key"};

constexpr KernelTable kTables[] = {
    // Core tables, in the order sealTables() has always named them.
    {.name = "seal_intents",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kIntentsColumns,
     .decodedBy = "rules/holds.cpp readHolds -> HeldIntent",
     .stamp = kIntentsStamp,
     .operatorRole = kIntentsOperator,
     .indexes = kIntentsIndexes,
     .agent = kIntentsAgent},
    {.name = "seal_certs",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kCertsColumns,
     .decodedBy =
         "chain/chain_verifier.cpp ChainWalker -> ChainVerdict; chain/browse.cpp readCertPage -> StoredCert",
     .stamp = kCertsStamp,
     .approver = kCertsApprover,
     .operatorRole = kCertsOperator,
     .approverSequences = kCertsApproverSequences,
     .operatorSequences = kCertsOperatorSequences,
     .indexes = kCertsIndexes,
     .agent = kCertsAgent,
     .agentSequences = kSerialSeq},
    {.name = "seal_domains",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kDomainsColumns,
     .decodedBy = "rules/holds.cpp readDivergences -> FrozenDomain",
     .stamp = kDomainsStamp,
     .operatorRole = kDomainsOperator,
     .agent = kDomainsAgent},
    {.name = "seal_clearance",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kClearanceColumns,
     .decodedBy = "rules/clearance.cpp readClearance -> Clearance",
     .stamp = kClearanceStamp,
     .operatorRole = kClearanceOperator},
    {.name = "seal_proof",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kProofColumns,
     .decodedBy = "rules/proof_history.cpp readProofHistory -> ProofEntry",
     .stamp = kProofStamp,
     .operatorRole = kProofOperator,
     .operatorSequences = kProofOperatorSequences},
    {.name = "seal_thresholds",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kThresholdsColumns,
     .decodedBy = "rules/approvals.cpp readThresholds -> Thresholds",
     .stamp = kThresholdsStamp,
     .operatorRole = kThresholdsOperator},
    {.name = "seal_approvals",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kApprovalsColumns,
     .decodedBy = "rules/approvals.cpp readApprovals -> Approval",
     .stamp = kApprovalsStamp,
     .approver = kApprovalsApprover,
     .indexes = kApprovalsIndexes,
     .agent = kApprovalsAgent},
    {.name = "seal_approval_votes",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kVotesColumns,
     .decodedBy = "rules/approvals.cpp readApprovals -> Vote",
     .stamp = kVotesStamp,
     .approver = kVotesApprover,
     .approverSequences = kVotesApproverSequences},
    {.name = "seal_events",
     .presence = TablePresence::Core,
     .createdBy = "Seal.setup()",
     .columns = kEventsColumns,
     .decodedBy = "chain/browse.cpp readEventPage -> StoredEvent",
     .stamp = kEventsStamp,
     .approver = kEventsApprover,
     .operatorRole = kEventsOperator,
     .approverSequences = kEventsApproverSequences,
     .operatorSequences = kEventsOperatorSequences,
     .indexes = kEventsIndexes,
     .agent = kEventsAgent,
     .agentSequences = kSerialId},
    // Optional tables; the ones an operator writes first, in the order of their grants.
    {.name = "seal_budget",
     .presence = TablePresence::Optional,
     .createdBy = "Budget.setup()",
     .columns = kBudgetColumns,
     .decodedBy = "rules/budgets.cpp readBudgets -> BudgetStatus",
     .operatorRole = kBudgetOperator},
    {.name = "seal_spend",
     .presence = TablePresence::Optional,
     .createdBy = "Budget.setup()",
     .columns = kSpendColumns,
     .decodedBy = "rules/budgets.cpp readReservations -> Reservation",
     .operatorRole = kSpendOperator,
     .agent = kSpendAgent,
     .agentSequences = kSerialId},
    {.name = "seal_ticket_pending",
     .presence = TablePresence::Optional,
     .createdBy = "Seal.setup(), since 0.3.x",
     .columns = kTicketPendingColumns,
     .decodedBy = "rules/holds.cpp readHoldAmounts -> HeldIntent (its amount)",
     .operatorRole = kTicketPendingOperator,
     .agent = kTicketPendingAgent},
    {.name = "seal_mandate_paths",
     .presence = TablePresence::Optional,
     .createdBy = "Seal.setup() (mandates)",
     .columns = kMandatePathsColumns,
     .decodedBy = "rules/mandates.cpp readMandatePaths -> MandatePath",
     .operatorRole = kMandatePathsOperator},
    {.name = "seal_obligations",
     .presence = TablePresence::Optional,
     .createdBy = "Obligations.setup(), since 0.3.x",
     .columns = kObligationsColumns,
     .decodedBy = "rules/obligations.cpp readObligations -> Obligation",
     .operatorRole = kObligationsOperator,
     .agent = kObligationsAgent},
    {.name = "seal_obligation_breaches",
     .presence = TablePresence::Optional,
     .createdBy = "Obligations.setup(), since 0.3.x",
     .columns = kBreachesColumns,
     .decodedBy = "rules/obligations.cpp readObligations -> ObligationBreach",
     .operatorRole = kBreachesOperator,
     .operatorSequences = kBreachesOperatorSequences,
     .agent = kBreachesAgent,
     .agentSequences = kSerialId},
    {.name = "seal_mandates",
     .presence = TablePresence::Optional,
     .createdBy = "Seal.setup() (mandates)",
     .columns = kMandatesColumns,
     .decodedBy = "rules/mandates.cpp readMandates -> Mandate",
     .agent = kMandatesAgent},
    {.name = "seal_tickets",
     .presence = TablePresence::Optional,
     .createdBy = "Seal.setup() (gateway tickets)",
     .columns = kTicketsColumns,
     .decodedBy = "rules/mandates.cpp readMandateWindow -> SpentTicket",
     .agent = kTicketsAgent},
    {.name = "seal_graphs",
     .presence = TablePresence::Optional,
     .createdBy = "Seal.setup() (sagas)",
     .columns = kGraphsColumns,
     .decodedBy = "rules/sagas.cpp readSagas -> Saga",
     .agent = kGraphsAgent},
    {.name = "seal_graph_children",
     .presence = TablePresence::Optional,
     .createdBy = "Seal.setup() (sagas)",
     .columns = kGraphChildrenColumns,
     .decodedBy = "rules/sagas.cpp readSagas -> SagaChild",
     .agent = kGraphsAgent},
};

} // namespace

std::span<const KernelTable> kernelTables()
{
    return kTables;
}

const KernelTable* kernelTable(std::string_view name)
{
    for (const KernelTable& t : kTables)
        if (name == t.name) return &t;
    return nullptr;
}

std::vector<std::string> missingColumns(Connection& conn, const KernelTable& table)
{
    Result r = conn.exec("SELECT attname FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 "
                         "AND NOT attisdropped",
                         {param(std::string_view(table.name))});
    std::vector<std::string> missing;
    for (const char* column : table.columns) {
        bool found = false;
        for (int i = 0; i < r.rows() && !found; ++i)
            found = r.text(i, 0) == column;
        if (!found) missing.emplace_back(column);
    }
    return missing;
}

} // namespace seal
