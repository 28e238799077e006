// Seal Desk's EARLIER portable receipt format, `seal-portable-receipt/1`,
// withdrawn by SPEC-kernel.md §10: Seal Desk now exports the kernel's
// `seal-receipt/1` (seal_receipt.hpp). Files of this format that people still
// hold are verified here, and every verdict says it is the earlier format.
// (The writer stays for the tests that make such files.)
//
// The earlier format: one intent's certs, the
// chain's head and verdict when exported, who exported it and when, signed
// with Ed25519 over the RFC 8785 canonical form of everything but the
// signature. Verifying needs only the file (and, to know *who* signed, the
// signer's public key): no store, no network.
//
//   {"format": "seal-portable-receipt/1", "intent": I,
//    "certs": [body, ...],            each body as stored, with its "hash"
//    "seqs": [seq, ...],              one per cert, ascending
//    "chain": {"head": {"seq", "hash"}, "verdict": {"ok", "certs", "breaks"}},
//    "exported_by": role, "exported_at": epoch seconds,
//    "public_key": base64 (32 raw bytes), "signature": base64 (64 bytes)}
//
// Cert bodies are copied into the file exactly as PostgreSQL prints them and
// read back as raw text, so each one's digest v1 is recomputed over the very
// digits the store holds (a parsed value would turn a big integer into a
// double).
#pragma once

#include "core/canon/signing.hpp"
#include "core/chain/chain_verifier.hpp"
#include "core/store/store.hpp"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

inline constexpr std::string_view kPortableReceiptFormat = "seal-portable-receipt/1";

// The file cannot be read or is not a portable receipt at all (sealctl exit 2).
class PortableReadError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// What goes into a receipt, as read from the store.
struct PortableReceiptParts
{
    std::string intent;
    std::vector<std::int64_t> seqs;
    std::vector<std::string> certBodies; // raw jsonb text, by seq
    std::optional<ChainHead> head;
    bool chainOk = false;
    std::int64_t chainCerts = 0;
    std::int64_t chainBreaks = 0;
    std::string exportedBy;
    double exportedAt = 0;
};

// The signed file text (pretty-printed JSON). Pure.
std::string writePortableReceipt(const PortableReceiptParts& parts, const SigningKey& key);

// Verifies the whole chain (its own transaction), then reads the intent's
// certs in a read-only one; nullopt when the store has neither a seal_intents
// row nor a cert for the intent. Call outside any transaction.
std::optional<PortableReceiptParts> readPortableReceiptParts(Connection& conn, const std::string& intent,
                                                             double exportedAt);

// One thing that is wrong with a receipt.
struct PortableFailure
{
    // malformed | duplicate_key | altered_cert | foreign_cert | bad_signature | wrong_key
    std::string kind;
    std::optional<std::size_t> index; // the cert's position in "certs"
    std::optional<std::int64_t> seq;  // the cert's seq, when readable
    std::string detail;               // one line naming the thing
};

struct PortableVerdict
{
    bool valid = false;         // no failures
    bool signerChecked = false; // an expected public key was given and compared
    std::vector<PortableFailure> failures;
    // What the file claims (shown even when invalid, labelled so).
    std::string intent;
    std::vector<std::int64_t> seqs;
    std::size_t certs = 0;
    std::string exportedBy;
    std::optional<double> exportedAt;
    std::string publicKey; // base64, as in the file
    std::optional<ChainHead> head;
    std::optional<bool> chainOk;
};

// Checks every cert's digest v1 against its "hash", the signature against the
// file's public key, and (when given) that key against the expected one
// (base64 of 32 bytes). Throws PortableReadError when the text is not JSON or
// not a portable receipt; everything else is a failure in the verdict.
PortableVerdict verifyPortableReceipt(std::string_view fileText,
                                      const std::optional<std::string>& expectedPublicKeyBase64 = std::nullopt);

// Reads a receipt file; PortableReadError naming the file when it cannot, and
// naming a UTF-8 byte-order mark at its start (no receipt writer puts one
// there, and the kernel's JSON reader refuses it too).
std::string readPortableReceiptFile(const std::string& path);

// A public key given as base64, or a file holding it (alone, or as keygen's
// "public key: <base64>" line). nullopt when it is neither.
std::optional<std::string> resolvePublicKey(const std::string& base64OrFile);

// Raw text of each element of the array under top-level member `key` of a
// JSON object text that a parser has already accepted; nullopt when there is
// no such member or it is not an array.
std::optional<std::vector<std::string_view>> rawTopLevelArray(std::string_view objectText, std::string_view key);

} // namespace seal
