// The incident receipt (SPEC-kernel.md §9, parity): one intent, its certs and
// the chain's verdict, with a digest the reference kernel computes the same.
//
// The receipt is built as JSON *text* with each cert body spliced in exactly
// as PostgreSQL prints its jsonb: going through a parsed value would turn a
// big integer into a double and change the digest.
#pragma once

#include "chain_verifier.hpp"
#include "json_pretty.hpp" // prettyJsonText: a receipt re-indented, numbers as digested
#include "store.hpp"

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

// {"ok":true,"certs":N} or {"ok":false,"at":i,"why":"..."}: the reference
// verdict as the reference's receipt carries it.
std::string chainDetailText(const ReferenceVerdict& verdict);

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
