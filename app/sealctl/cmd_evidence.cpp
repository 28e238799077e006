// sealctl's evidence for people outside the store: the authorization receipt
// (HTML, PDF, and the reference's JSON document with the console's checks:
// --format authorization-json), the portable signed receipt, its key and its offline check.
// `receipt --format json|text` (the incident receipt) stays in cmd_read.cpp;
// cmdReceipt hands the other formats to cmdEvidenceReceipt here.
#include "authorization_receipt.hpp"
#include "cli.hpp"
#include "clock.hpp"
#include "evidence_output.hpp"
#include "incident_receipt_check.hpp"
#include "json_pretty.hpp"
#include "portable_receipt.hpp"
#include "signing.hpp"
#include "timefmt.hpp"

#include <cmath>
#include <cstdio>
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
double windowOf(Context& ctx)
{
    const auto given = ctx.value("--window");
    if (!given) return kDefaultReceiptWindowSec;
    const double w = parseNumber(*given, "--window");
    if (!(w >= 0) || !std::isfinite(w)) throw UsageError("--window must be a number of seconds, 0 or more");
    return w;
}

int authorizationReceipt(Context& ctx, const std::string& intent, const std::string& format,
                         const std::optional<std::string>& output)
{
    const double window = windowOf(ctx);
    const auto at = ctx.value("--at");
    const double now = at ? parseNumber(*at, "--at") : nowEpoch();
    Connection conn = ctx.connectForRead();
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

int portableReceipt(Context& ctx, const std::string& intent, const std::optional<std::string>& output)
{
    const auto keyFile = ctx.value("--key");
    if (!keyFile) throw UsageError("--format portable needs --key KEYFILE (make one with sealctl keygen -o KEYFILE)");
    std::optional<SigningKey> key;
    try {
        key = SigningKey::load(*keyFile);
    } catch (const SigningError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printable(e.what()).c_str());
        return UsageOrConnection;
    }
    Connection conn = ctx.connectForRead();
    const auto parts = readPortableReceiptParts(conn, intent, nowEpoch());
    if (!parts) return noSuchIntent(conn, intent);
    if (!writeOutput(output, writePortableReceipt(*parts, *key))) return UsageOrConnection;
    std::fprintf(summaryStream(output), "portable receipt for %s: %zu cert(s), signed by public key %s%s\n",
                 printableText(intent).c_str(), parts->certBodies.size(), base64Encode(key->publicKeyRaw()).c_str(),
                 describeOutput(output).c_str());
    return parts->chainOk ? Ok : StoreNotFine;
}

void printFailures(const PortableVerdict& v)
{
    for (const auto& f : v.failures) std::printf("  %s: %s\n", f.kind.c_str(), printableText(f.detail).c_str());
}

void printVerdict(const PortableVerdict& v, const std::string& file)
{
    std::printf("%s: portable receipt %s for intent %s\n", v.valid ? "valid" : "INVALID", printableText(file).c_str(),
                printableText(v.intent).c_str());
    printFailures(v);
    if (v.valid) {
        std::printf("  certs: %zu, each one's digest v1 recomputed and equal to its hash\n", v.certs);
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
    return {{"valid", v.valid}, {"signer_checked", v.signerChecked}, {"intent", v.intent}, {"certs", v.certs},
            {"seqs", v.seqs},   {"public_key", v.publicKey},          {"failures", failures}};
}

} // namespace

bool isEvidenceReceiptFormat(const std::string& format)
{
    return format == "html" || format == "pdf" || format == "authorization-json" || format == "portable";
}

int cmdEvidenceReceipt(Context& ctx)
{
    const std::string intent = ctx.positional("INTENT");
    const std::string format = ctx.value("--format").value_or("");
    const auto output = ctx.value("--output");
    if (format == "portable") {
        if (ctx.value("--window") || ctx.value("--at"))
            throw UsageError("--window and --at are for the authorization receipt (html, pdf, authorization-json)");
        return portableReceipt(ctx, intent, output);
    }
    return authorizationReceipt(ctx, intent, format, output); // cmdReceipt refused --key here
}

int cmdKeygen(Context& ctx)
{
    const auto path = ctx.value("--output");
    if (!path || *path == "-") throw UsageError("keygen needs -o KEYFILE (the private key is never printed)");
    try {
        const SigningKey key = SigningKey::generateToFile(*path);
        std::printf("public key: %s\n", base64Encode(key.publicKeyRaw()).c_str());
    } catch (const SigningError& e) {
        std::fprintf(stderr, "sealctl: %s\n", printable(e.what()).c_str());
        return UsageOrConnection;
    }
    return Ok;
}

namespace {

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

} // namespace

int cmdVerifyReceipt(Context& ctx)
{
    const std::string file = ctx.positional("FILE");
    std::optional<std::string> expected;
    if (const auto given = ctx.value("--pubkey")) {
        expected = resolvePublicKey(*given);
        if (!expected) throw UsageError("--pubkey is neither base64 of a 32-byte Ed25519 public key nor a file holding one");
    }
    std::string text;
    PortableVerdict verdict;
    try {
        text = readPortableReceiptFile(file);
        if (const auto incident = checkIncidentReceipt(text)) {
            if (expected) throw UsageError("an incident receipt is not signed: --pubkey is for portable receipts");
            return verifyIncidentReceipt(*incident, file, ctx.flag("--json"));
        }
        verdict = verifyPortableReceipt(text, expected);
    } catch (const PortableReadError& e) {
        std::fprintf(stderr, "sealctl: %s: unreadable: %s\n", printableText(file).c_str(),
                     printableText(e.what()).c_str()); // a parse error quotes the bytes it stopped at
        return UsageOrConnection;
    }
    if (ctx.flag("--json")) printJson(verdictJson(verdict));
    else printVerdict(verdict, file);
    return verdict.valid ? Ok : StoreNotFine;
}

} // namespace seal::cli
