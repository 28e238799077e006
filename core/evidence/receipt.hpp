// The incident receipt (SPEC-kernel.md §9, parity): one intent, its certs and
// the chain's verdict, with a digest the reference kernel computes the same.
//
// The receipt is built as JSON *text* with each cert body spliced in exactly
// as PostgreSQL prints its jsonb: going through a parsed value would turn a
// big integer into a double and change the digest.
#pragma once

#include "core/canon/json_pretty.hpp" // prettyJsonText: a receipt re-indented, numbers as digested
#include "core/chain/chain_verifier.hpp"
#include "core/store/store.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

// What a receipt is made of, as read from the store.
struct ReceiptParts
{
    std::string intent;
    std::string action;
    std::string state;
    std::optional<std::string> tier;
    std::optional<std::string> domain;
    // domain_frozen: present only when the domain's row says frozen.
    struct Frozen
    {
        std::optional<std::string> reason;
        std::optional<std::string> evidenceText; // raw jsonb text; nullopt for SQL NULL
        std::optional<double> frozenAt;
        std::string invalid; // frozen_at is NaN, ±Infinity or no time: null in the receipt, named here
    };
    std::optional<Frozen> domainFrozen;
    std::vector<std::string> certBodies; // raw jsonb text, by seq ("null" for a NULL body, named in `invalid`)
    ReferenceVerdict chain;
    std::vector<std::string> invalid; // other values the reference never writes, each naming table, column, row
    // chain_detail in 0.3.x's shape, with "signed" (SPEC §9): a store the
    // 0.3.x kernel set up. A 0.2.0 store keeps 0.2.0's shape, so the digests
    // its kernel computed still match.
    bool signedInDetail = false;
};

struct Receipt
{
    std::string intent;
    std::string bodyText; // the receipt without generated_at (what is digested)
    double generatedAt = 0;
    std::string digest; // receipt_digest = digestV1(bodyText)
    bool chainVerified = false;

    // The whole receipt as compact JSON text, generated_at and digest included.
    std::string text() const;
};

// {"ok":true,"certs":N} (0.2.0), {"ok":true,"certs":N,"signed":S} (0.3.x,
// `withSigned`) or {"ok":false,"at":i,"why":"..."}: the reference verdict as
// the reference's receipt carries it.
std::string chainDetailText(const ReferenceVerdict& verdict, bool withSigned = false);

// True when the store was set up by the 0.3.x kernel (it has the one table
// 0.3.x adds, seal_ticket_pending, SPEC §15.10) or holds a signed cert: its
// kernel answers chain_detail with "signed".
bool chainDetailHasSigned(Connection& conn, const ReferenceVerdict& chain);

// The kernel's refusal of a receipt for an intent without a seal_intents row
// (SPEC §9): "unknown intent <first 12>…".
std::string unknownIntentMessage(std::string_view intent);

// The receipt JSON text without generated_at. Pure: tests build one from
// parts and the digest is a function of this text alone.
std::string receiptBodyText(const ReceiptParts& parts);

// Adds generated_at and the digest.
Receipt makeReceipt(const ReceiptParts& parts, double generatedAt);

// Reads an intent's receipt parts with `chain` as the verdict; nullopt when
// the store has no such intent. Caller holds a ReadTransaction.
std::optional<ReceiptParts> readReceiptParts(Connection& conn, const std::string& intent,
                                             ReferenceVerdict chain);

// Verifies the chain (its own read-only transaction), then reads the intent
// in another; nullopt when there is no such intent. Call outside any
// transaction: verifyChain opens and closes its own.
std::optional<Receipt> buildReceipt(Connection& conn, const std::string& intent, double generatedAt);


} // namespace seal
