// The kernel's portable receipt, `seal-receipt/1` (SPEC-kernel.md §15.4,
// parity): one intent's certs as stored, each carrying the kernel's own hash
// and (when the kernel signs) its Ed25519 signature, so a counterparty checks
// it with the kernel's tools, or with `sealctl verify-receipt`, holding only
// the file and the kernel's public key.
//
//   {"certs": [body, ...] (as stored, by seq), "format": "seal-receipt/1",
//    "generated_at": epoch seconds, "intent": {action, domain, intent, state, tier},
//    "mandate": the intent's newest mandate (§12's shape, with its state) or null}
//
// Seal Desk adds no signature of its own: nothing covers the header, the
// mandate or generated_at (the kernel's rule). Bodies are spliced in as
// PostgreSQL prints them and read back as raw text, so each hash is
// recomputed over the digits the store holds.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

inline constexpr std::string_view kSealReceiptFormat = "seal-receipt/1";

// The kernel's export: the file text, or the kernel's refusal.
struct SealReceiptExport
{
    bool ok = false;
    std::string text;    // the receipt (one line of sorted-key JSON and a newline) when ok
    std::string refusal; // the kernel's words when not: "unknown intent …", "intent … has no certs yet — …"
    std::size_t certs = 0;
    bool hasMandate = false;
};

// Reads the intent as of `generatedAt` (the mandate's state is judged then).
// Caller holds a ReadTransaction.
SealReceiptExport exportSealReceipt(Connection& conn, const std::string& intent, double generatedAt);

// The kernel's verify_receipt verdict. `recognised` false is the kernel's
// {ok: false, problems: ["not a seal-receipt/1 bundle"]} (no other members).
struct SealReceiptVerdict
{
    bool recognised = false;
    bool ok = false;
    std::int64_t certs = 0;
    std::int64_t signedCount = 0;
    bool pinnedKey = false;
    std::vector<std::string> problems;
    std::string note;
};

// The kernel's three notes (store-e.expected.json → portable_receipts).
std::string_view sealReceiptNote(bool ok, bool pinned);

// Verifies a seal-receipt/1 document with the kernel's rules; `pinnedKeyHex`
// is the signer's raw Ed25519 public key as 64 lowercase hex. Throws
// PortableReadError (portable_receipt.hpp) when the text is not JSON.
SealReceiptVerdict verifySealReceipt(std::string_view fileText,
                                     const std::optional<std::string>& pinnedKeyHex = std::nullopt);

// The verdict as the kernel returns it: {ok, certs, signed, pinned_key,
// problems, note}, or {ok, problems} when not recognised. Compact JSON text.
std::string sealReceiptVerdictText(const SealReceiptVerdict& verdict);

// What the file is, by its "format" (without verifying anything).
enum class ReceiptFileFormat
{
    SealReceipt,     // seal-receipt/1, the kernel's
    EarlierPortable, // seal-portable-receipt/1, Seal Desk's earlier format (withdrawn; still read)
    Other,           // anything else: an incident receipt, or no receipt at all
};
ReceiptFileFormat receiptFileFormat(std::string_view fileText);

// A public key as the user gives it: 64 hex digits (the kernel's form),
// base64 of the 32 raw bytes (Seal Desk's earlier form), or a file holding
// either (alone, or as keygen's "public key: <base64>" line). The raw 32
// bytes, or nullopt.
std::optional<std::string> resolvePublicKeyBytes(const std::string& keyOrFile);

std::string toHex(std::string_view bytes);

} // namespace seal
