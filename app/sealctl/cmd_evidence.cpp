// sealctl's evidence for people outside the store: the authorization receipt
// (HTML, PDF, and the reference's JSON document with the console's checks:
// --format authorization-json), the portable signed receipt, its key and its offline check,
// and the detached signature of any export (verify-signature).
// `receipt --format json|text` (the incident receipt) stays in cmd_read.cpp,
// which registers `receipt` and hands the other formats to evidenceReceipt here.
#include "app/sealctl/cli.hpp"
#include "app/sealctl/evidence_output.hpp"
#include "core/base/clock.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/cert_signing.hpp"
#include "core/canon/json_pretty.hpp"
#include "core/canon/signing.hpp"
#include "core/evidence/authorization_receipt.hpp"
#include "core/evidence/detached_signature.hpp"
#include "core/evidence/incident_receipt_check.hpp"
#include "core/evidence/portable_receipt.hpp"
#include "core/evidence/seal_receipt.hpp"

#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace seal::cli {
namespace {

int noSuchIntent(Connection& conn, const std::string& intent)
{
    std::fprintf(stderr, "sealctl: no intent '%s' in store %s (no claim, no cert, no approval)\n",
                 printableText(intent).c_str(), conn.describe().c_str());
    return UsageOrConnection;
}

// --window SECONDS: the reconcile window around the intent's creation (the reference's reconcile_window_sec).
double windowOf(const std::optional<double>& given)
{
    if (!given) return kDefaultReceiptWindowSec;
    const double w = *given;
    if (!(w >= 0) || !std::isfinite(w)) throw UsageError("--window must be a number of seconds, 0 or more");
    return w;
}

int authorizationReceipt(Context& ctx, const ReceiptOptions& o)
{
    const std::string& intent = o.intent;
    const std::string& format = o.format;
    const auto& output = o.output;
    const double window = windowOf(o.window);
    const auto& at = o.at;
    Connection conn = ctx.connectForRead();
    const double now = givenOrStoreNow(at, conn);
    const auto rc = buildAuthorizationReceipt(conn, intent, now, governanceKeyFromEnv(), window);
    if (!rc) return noSuchIntent(conn, intent);
    if (format == "authorization-json") {
        std::string text;
        writePrettyJsonValue(authorizationReceiptJson(*rc), [&](std::string_view piece) { text += piece; });
        if (!writeOutput(output, text + "\n")) return UsageOrConnection;
        if (output && *output != "-")
            std::printf("authorization receipt for %s: %s%s\n", printableText(intent).c_str(),
                        authorizationStatusCode(rc->status.status), describeOutput(output).c_str());
        return rc->chain.ok ? Ok : StoreNotFine;
    }
    const EvidenceDocument doc = authorizationDocument(*rc, currency());
    if (!writeOutput(output, format == "pdf" ? renderPdf(doc) : renderHtml(doc))) return UsageOrConnection;
    std::fprintf(summaryStream(output), "authorization receipt for %s: %s (%s); %zu console finding(s)%s\n",
                 printableText(intent).c_str(), authorizationStatusCode(rc->status.status),
                 printableText(rc->status.reason).c_str(), rc->findings.size(), describeOutput(output).c_str());
    return rc->chain.ok ? Ok : StoreNotFine;
}

// The kernel's seal-receipt/1 (SPEC §15.4): the certs as the kernel signed
// them; Seal Desk adds no signature, so no key is needed.
int portableReceipt(Context& ctx, const std::string& intent, const std::optional<std::string>& output, bool keyGiven)
{
    if (keyGiven)
        std::fprintf(stderr, "sealctl: --key is no longer used: a seal-receipt/1 carries the kernel's own per-cert "
                             "signatures and Seal Desk adds none\n");
    Connection conn = ctx.connectForRead();
    SealReceiptExport receipt;
    {
        ReadTransaction tx(conn);
        receipt = exportSealReceipt(conn, intent, nowEpoch());
    }
    if (!receipt.ok) {
        std::fprintf(stderr, "sealctl: %s (%s '%s' in store %s)\n", printableText(receipt.refusal).c_str(),
                     receipt.refusal.rfind("unknown", 0) == 0 ? "no intent" : "intent",
                     printableText(intent).c_str(), conn.describe().c_str());
        return UsageOrConnection;
    }
    if (!writeOutput(output, receipt.text)) return UsageOrConnection;
    std::fprintf(summaryStream(output), "portable receipt (seal-receipt/1) for %s: %zu cert(s) as the kernel wrote them, %s%s\n",
                 printableText(intent).c_str(), receipt.certs, receipt.hasMandate ? "with its mandate" : "no mandate",
                 describeOutput(output).c_str());
    return Ok;
}

void printFailures(const PortableVerdict& v)
{
    for (const auto& f : v.failures) std::printf("  %s: %s\n", f.kind.c_str(), printableText(f.detail).c_str());
}

constexpr const char* kEarlierFormat =
    "Seal Desk's earlier format (seal-portable-receipt/1), withdrawn: Seal Desk now exports the kernel's "
    "seal-receipt/1; this file is checked by the earlier format's own rules";

void printVerdict(const PortableVerdict& v, const std::string& file)
{
    std::printf("%s\n", kEarlierFormat);
    std::printf("%s: portable receipt %s for intent %s\n", v.valid ? "valid" : "INVALID", printableText(file).c_str(),
                printableText(v.intent).c_str());
    printFailures(v);
    if (v.valid) {
        std::printf("  certs: %zu, each one's hash recomputed (v1 or v2 by its cv) and equal\n", v.certs);
        std::printf("  signature: valid Ed25519 signature by public key %s\n", printableText(v.publicKey).c_str());
    }
    std::printf("  claims: exported by %s at %s; chain then %s, head seq %s\n", printableText(v.exportedBy).c_str(),
                v.exportedAt ? utcIso(*v.exportedAt).c_str() : "-",
                v.chainOk ? (*v.chainOk ? "verified" : "NOT verified") : "-",
                v.head ? std::to_string(v.head->seq).c_str() : "-");
    if (v.signerChecked)
        std::printf("  signer: %s\n", v.valid ? "the expected public key" : "see above");
    else
        std::printf("  signer: NOT checked: only internal consistency was checked, not who signed (pass --pubkey "
                    "with the signer's public key to check that)\n");
}

nlohmann::json verdictJson(const PortableVerdict& v)
{
    nlohmann::json failures = nlohmann::json::array();
    for (const auto& f : v.failures) {
        nlohmann::json j = {{"kind", f.kind}, {"detail", f.detail}};
        if (f.index) j["index"] = *f.index;
        if (f.seq) j["seq"] = *f.seq;
        failures.push_back(std::move(j));
    }
    return {{"format", kPortableReceiptFormat}, {"note", kEarlierFormat}, {"valid", v.valid},
            {"signer_checked", v.signerChecked}, {"intent", v.intent},  {"certs", v.certs},
            {"seqs", v.seqs},   {"public_key", v.publicKey},          {"failures", failures}};
}

} // namespace

bool isEvidenceReceiptFormat(const std::string& format)
{
    return format == "html" || format == "pdf" || format == "authorization-json" || format == "portable";
}

int evidenceReceipt(Context& ctx, const ReceiptOptions& o)
{
    if (o.format == "portable") {
        if (o.window || o.at)
            throw UsageError("--window and --at are for the authorization receipt (html, pdf, authorization-json)");
        return portableReceipt(ctx, o.intent, o.output, o.key.has_value());
    }
    return authorizationReceipt(ctx, o); // receipt refused --key here
}

namespace {

int keygen(const std::optional<std::string>& path)
{
    if (!path || *path == "-") throw UsageError("keygen needs -o KEYFILE (the private key is never printed)");
    try {
        const SigningKey key = SigningKey::generateToFile(*path);
        const std::string hex = encodeHex(key.publicKeyRaw());
        std::printf("public key: %s\n", base64Encode(key.publicKeyRaw()).c_str());
        // The kernel's form (SPEC §15.1: a cert's signer) and what the console lists the key as.
        std::printf("signer (hex): %s\nfingerprint: %s\n", hex.c_str(), keyFingerprint(hex).c_str());
    } catch (const SigningError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printable(e.what()).c_str());
        return UsageOrConnection;
    }
    return Ok;
}

// An incident receipt (sealctl receipt --format json, the console's export)
// is not signed: its digest says it is unchanged since it was made, and no more.
int verifyIncidentReceipt(const IncidentReceiptCheck& c, const std::string& file, bool json)
{
    const char* proves = "the document is unchanged since it was made, and what the chain said then";
    const char* doesNot = "it is not signed: not who made it (anyone who edits it can recompute the digest); "
                          "nothing about the store today";
    if (json) {
        printJson({{"kind", "incident"},
                   {"valid", c.matches},
                   {"stated_digest", c.statedDigest},
                   {"computed_digest", c.computedDigest},
                   {"problem", c.problem.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.problem)},
                   {"intent", c.intent},
                   {"state", c.state},
                   {"chain_verified", c.chainVerified},
                   {"proves", c.matches ? proves : ""},
                   {"does_not_prove", doesNot}});
    } else {
        std::printf("%s: incident receipt of intent %s: %s\n", printableText(file).c_str(),
                    printableText(c.intent).c_str(),
                    c.matches ? "receipt_digest MATCHES" : "receipt_digest does NOT match: the document was changed");
        if (!c.problem.empty()) std::printf("  problem: %s\n", printableText(c.problem).c_str());
        std::printf("  stated:   %s\n  computed: %s\n", printableText(c.statedDigest).c_str(),
                    c.computedDigest.empty() ? "-" : c.computedDigest.c_str());
        std::printf("  claims: state %s, chain %s when it was made\n", printableText(c.state).c_str(),
                    c.chainVerified ? "verified" : "NOT verified");
        if (c.matches) std::printf("  proves: %s\n", proves);
        std::printf("  does not prove: %s\n", doesNot);
    }
    return c.matches ? Ok : StoreNotFine;
}

// The kernel's verdict on a seal-receipt/1, and what a pass proves (SPEC §15.4).
void printSealReceiptVerdict(const SealReceiptVerdict& v, const std::string& file, const std::string& pinnedHex)
{
    if (!v.recognised) {
        std::printf("%s: FAILED: %s\n", printableText(file).c_str(), v.problems.front().c_str());
        return;
    }
    const std::string how = v.ok ? (v.pinnedKey ? "VERIFIED against the pinned key " + pinnedHex
                                                : std::string("internally consistent only (no key pinned)"))
                                 : std::string("FAILED");
    std::printf("%s: seal-receipt/1: %s\n", printableText(file).c_str(), how.c_str());
    std::printf("  certs: %lld, signatures verified: %lld\n", static_cast<long long>(v.certs),
                static_cast<long long>(v.signedCount));
    for (const auto& p : v.problems) std::printf("  problem: %s\n", printableText(p).c_str());
    std::printf("  note: %s\n", v.note.c_str());
    if (v.ok && v.pinnedKey)
        std::printf("  proves: each cert was signed by the holder of the pinned key and is unaltered since; the "
                    "tiers say what the world confirmed\n");
    if (v.ok && !v.pinnedKey)
        std::printf("  proves: only internal consistency: anyone can re-sign altered certs with a key of their own "
                    "and pass; pass --pubkey with the kernel's public key to establish who signed\n");
    std::printf("  does not prove: completeness (other certs may exist: that takes verify against the store); "
                "nothing covers the intent header, the mandate or generated_at\n");
}

struct VerifyReceiptCommand
{
    std::string file;
    std::optional<std::string> pubkey;
    bool json = false;
};

int verifyReceipt(const VerifyReceiptCommand& o)
{
    const std::string& file = o.file;
    std::optional<std::string> key; // the raw 32 bytes
    if (const auto& given = o.pubkey) {
        key = resolvePublicKeyBytes(*given);
        if (!key)
            throw UsageError("--pubkey is neither an Ed25519 public key (64 hex digits, or base64 of its 32 bytes) "
                             "nor a file holding one");
    }
    const bool json = o.json;
    try {
        const std::string text = readPortableReceiptFile(file);
        switch (receiptFileFormat(text)) {
        case ReceiptFileFormat::SealReceipt:
            break;
        case ReceiptFileFormat::EarlierPortable: {
            const PortableVerdict verdict =
                verifyPortableReceipt(text, key ? std::optional(base64Encode(*key)) : std::nullopt);
            if (json) printJson(verdictJson(verdict));
            else printVerdict(verdict, file);
            return verdict.valid ? Ok : StoreNotFine;
        }
        case ReceiptFileFormat::Other:
            if (const auto incident = checkIncidentReceipt(text)) {
                if (key) throw UsageError("an incident receipt is not signed: --pubkey is for portable receipts");
                return verifyIncidentReceipt(*incident, file, json);
            }
            break; // the kernel's answer: not a seal-receipt/1 bundle
        }
        const SealReceiptVerdict verdict = verifySealReceipt(text, key ? std::optional(toHex(*key)) : std::nullopt);
        if (json) printJson(nlohmann::json::parse(sealReceiptVerdictText(verdict)));
        else printSealReceiptVerdict(verdict, file, key ? toHex(*key) : std::string());
        return verdict.ok ? Ok : StoreNotFine;
    } catch (const PortableReadError& e) {
        std::fprintf(stderr, "sealctl: %s: unreadable: %s\n", printableText(file).c_str(),
                     printableText(e.what()).c_str()); // a parse error quotes the bytes it stopped at
        return UsageOrConnection;
    }
}

// FILE.sig of a console export (sealdesk-signature/1): exit 0 verified, 1 not
// (one line: why), 2 for usage or a file that cannot be read.
struct VerifySignatureCommand
{
    std::string file;
    std::optional<std::string> signature;
    std::optional<std::string> pubkey;
    bool json = false;
};

int verifySignature(const VerifySignatureCommand& o)
{
    const std::string& file = o.file;
    const std::string sigFile = o.signature.value_or(file + ".sig");
    std::optional<std::string> pinned; // 64 lowercase hex
    if (const auto& given = o.pubkey) {
        const auto key = resolvePublicKeyBytes(*given);
        if (!key)
            throw UsageError("--pubkey is neither an Ed25519 public key (64 hex digits, or base64 of its 32 bytes) "
                             "nor a file holding one");
        pinned = encodeHex(*key);
    }
    SignatureCheck check;
    try {
        check = checkDetachedSignatureFile(file, sigFile, pinned);
    } catch (const SignatureFileError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printableText(e.what()).c_str());
        return UsageOrConnection;
    }
    if (o.json) {
        printJson({{"ok", check.ok()},
                   {"verdict", signatureVerdictCode(check.verdict)},
                   {"file", file},
                   {"signature", sigFile},
                   {"signer", check.signer.empty() ? nlohmann::json(nullptr) : nlohmann::json(check.signer)},
                   {"fingerprint", check.signer.empty() ? nlohmann::json(nullptr)
                                                        : nlohmann::json(keyFingerprint(check.signer))},
                   {"pinned_key", pinned ? nlohmann::json(*pinned) : nlohmann::json(nullptr)},
                   {"problem", check.ok() ? nlohmann::json(nullptr) : nlohmann::json(check.why)}});
    } else if (check.ok()) {
        std::printf("%s: signature VERIFIED, signed by %s (fingerprint %s)%s\n", printableText(file).c_str(),
                    check.signer.c_str(), keyFingerprint(check.signer).c_str(),
                    pinned ? ", the pinned key" : " (no key pinned: pass --pubkey to establish who signed)");
    } else {
        std::printf("%s: signature FAILED: %s\n", printableText(file).c_str(), printableText(check.why).c_str());
    }
    return check.ok() ? Ok : StoreNotFine;
}

} // namespace

void registerEvidence(CommandTable& table)
{
    auto key = std::make_shared<std::optional<std::string>>();
    addOutput(*table.add("keygen",
                         "make an Ed25519 signing key (file mode 0600); prints its public key (base64, and hex as the "
                         "kernel's signer) and its fingerprint",
                         [key](Context&) { return keygen(*key); }),
              *key, "KEYFILE")
        ->description("the new key's file (required: the private key is never printed)");

    auto s = std::make_shared<VerifySignatureCommand>();
    CLI::App* signature = table.add(
        "verify-signature",
        "check the detached signature (FILE.sig, sealdesk-signature/1) of a console export, offline: exit 0 verified, "
        "1 not (file altered, not signed by the pinned key, bad signature, not a signature), 2 unreadable",
        [s](Context&) { return verifySignature(*s); });
    addArgument(*signature, "FILE", s->file, "the exported file")->check(CLI::ExistingFile);
    addText(*signature, "--signature", s->signature, "SIGFILE", "the signature (default FILE.sig)");
    addText(*signature, "--pubkey", s->pubkey, "HEX",
            "the signer to require (64 hex digits, or base64 of its 32 bytes, or a file holding it)");
    addJson(*signature, s->json);

    auto r = std::make_shared<VerifyReceiptCommand>();
    CLI::App* receipt = table.add(
        "verify-receipt",
        "check the kernel's seal-receipt/1 (its rules and verdict; --pubkey pins the kernel's key), an incident "
        "receipt (its receipt_digest) or a receipt in Seal Desk's earlier format, offline: exit 0 ok, 1 failed (names "
        "what failed), 2 unreadable",
        [r](Context&) { return verifyReceipt(*r); });
    addArgument(*receipt, "FILE", r->file, "the portable or incident receipt")->check(CLI::ExistingFile);
    addText(*receipt, "--pubkey", r->pubkey, "HEX_OR_FILE",
            "the kernel's public key to pin (64 hex digits, or base64 of its 32 bytes, or a file holding it)");
    addJson(*receipt, r->json);
}

} // namespace seal::cli
