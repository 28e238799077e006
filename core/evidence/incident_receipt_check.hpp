// Checking an incident receipt offline (receipt.hpp writes it: `sealctl
// receipt INTENT --format json`, the console's Export incident receipt…).
// What a file holding one can say for itself: its receipt_digest recomputed
// exactly as core computed it (digest v1 of the document without
// generated_at and receipt_digest, the cert bodies' digits as written), and
// what the document claims (the intent, its state, the chain's verdict then).
//
// A matching digest proves only that the document is unchanged since it was
// made. It is not signed: anyone who edits the file can recompute the digest,
// so it proves nothing about who made it; and it says nothing about the
// store today.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace seal {

struct IncidentReceiptCheck
{
    bool matches = false;        // the stated digest equals the recomputed one
    std::string statedDigest;    // receipt_digest as the file states it
    std::string computedDigest;  // empty when it cannot be computed (see problem)
    std::string problem;         // why it does not match beyond a different digest (a duplicate member, ...)
    // What the document claims (shown whether or not it matches, labelled so).
    std::string intent;
    std::string action;
    std::string state;
    std::optional<std::string> tier;
    std::optional<std::string> domain;
    bool domainFrozen = false;
    std::size_t certs = 0;
    bool chainVerified = false;
    // chain_detail: {"ok":true,"certs":N} or {"ok":false,"at":i,"why":"..."}
    std::optional<std::int64_t> chainCerts;
    std::optional<std::int64_t> chainBreakAt;
    std::string chainWhy;
    std::optional<double> generatedAt; // not covered by the digest
};

// nullopt when `fileText` is not an incident receipt at all (not JSON, or a
// JSON document without the incident receipt's members: intent, state,
// certs, chain_verified, chain_detail, receipt_digest). Otherwise the check;
// a changed byte anywhere in the digested content makes `matches` false.
std::optional<IncidentReceiptCheck> checkIncidentReceipt(std::string_view fileText);

} // namespace seal
