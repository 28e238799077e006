#include "core/evidence/authorization_receipt.hpp"

#include "core/base/lookalike.hpp"
#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/canon/evidence_json.hpp"
#include "core/rules/mandates.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace seal {
namespace {

// ---- the reference's texts (exact: parity with store-c.expected.json) --------------

constexpr const char* kTitle = "Agent Authorization Receipt";
constexpr const char* kHonesty =
    "Dispute-grade evidence, not a legal or notarial instrument. Every claim above is either the provider's own "
    "record or a hash chain you can re-verify from the DSN alone \u2014 no trust in AurumFlux required. UNKNOWN is "
    "never reported as clean.";
constexpr const char* kVerifyYourself = "git clone github.com/aurumflux20/seal && python3 -m seal verify";
constexpr const char* kBelowThreshold = "Below the approval threshold for this path \u2014 no human sign-off required.";
constexpr const char* kNoMandate = " No Mandate is on record for this intent \u2014 either the path was not under "
                                   "Mandate, or it was admitted outside the Gateway.";
constexpr const char* kOnceNote =
    "Verified by re-deriving the hash chain from the database alone. No part of this check trusts AurumFlux \u2014 "
    "run `python3 -m seal verify` against your own DSN and compare.";
constexpr const char* kNoCertNote = "No certificate yet \u2014 nothing to confirm.";
constexpr const char* kNoCreationTime = "No creation time on this intent \u2014 sweep not applicable.";
constexpr const char* kUnreadableSweep =
    "A reconciliation sweep in this window could not reach the provider. This is reported as UNKNOWN, not as clean.";
constexpr const char* kNoOutOfBand = "No spend outside the gateway detected in the window.";

const char* worldNote(const nlohmann::json& tier)
{
    const std::string t = tier.is_string() ? tier.get<std::string>() : std::string();
    if (t == "WORLD_FINAL") return "The provider's own record agrees exactly one effect exists.";
    if (t == "WORLD_UNKNOWN")
        return "The provider could not be reached to confirm. This is reported honestly as UNKNOWN \u2014 it is not "
               "treated as, and does not mean, 'confirmed clean.'";
    if (t == "WORLD_DIVERGED")
        return "The provider's record CONTRADICTS the ledger. This domain was frozen automatically when this was "
               "detected.";
    if (t == "SEALED") return "Admitted exactly once at this gateway. World confirmation not yet run.";
    return "Status not yet classified.";
}

// The kernel's fixed sentences in its receipt (notes, status labels): in a
// document for people they are the document's own words, which a reader's
// language may translate (document_words_list.hpp lists each); the JSON keeps
// them as the kernel writes them.
bool isKernelSentence(std::string_view text)
{
    static const std::vector<std::string> sentences = [] {
        std::vector<std::string> out{
            kHonesty,         kBelowThreshold, std::string(kBelowThreshold) + kNoMandate,
            kOnceNote,        kNoCertNote,     kNoCreationTime,
            kUnreadableSweep, kNoOutOfBand};
        for (const char* tier : {"WORLD_FINAL", "WORLD_UNKNOWN", "WORLD_DIVERGED", "SEALED", ""})
            out.emplace_back(worldNote(tier));
        for (const auto status :
             {AuthorizationStatus::AllowedOnce, AuthorizationStatus::AllowedOnceWorldUnknown,
              AuthorizationStatus::Blocked, AuthorizationStatus::Diverged, AuthorizationStatus::OffRail})
            out.emplace_back(authorizationStatusLabel(status));
        return out;
    }();
    return std::find(sentences.begin(), sentences.end(), text) != sentences.end();
}

// The kernel's "Required N distinct approver(s); …" note (and the same with
// its no-Mandate sentence) as a phrase counted by N, else none (N is "None"
// when the request names no count: then it stays the kernel's text).
std::optional<DocPhrase> requiredNote(const std::string& text)
{
    static const std::string head = "Required ";
    static const std::string tail = " distinct approver(s); the requester can never be counted as one \u2014 "
                                    "enforced as a database constraint.";
    if (!text.starts_with(head)) return std::nullopt;
    const auto end = text.find(tail, head.size());
    if (end == std::string::npos) return std::nullopt;
    const std::string rest = text.substr(end + tail.size());
    if (!rest.empty() && rest != kNoMandate) return std::nullopt;
    const std::string number = text.substr(head.size(), end - head.size());
    long long n = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), n);
    if (ec != std::errc() || ptr != number.data() + number.size()) return std::nullopt;
    return DocPhrase{"Required %n" + tail + rest, {}, n};
}

// How a reader checks this document with sealctl, with or without the store.
void checkItYourself(DocSection& s, const std::string& intent)
{
    s.field("This intent's certs, offline",
            "sealctl --dsn DSN receipt " + intent + " --format portable -o receipt.json; sealctl verify-receipt receipt.json "
            "--pubkey KERNEL_PUBLIC_KEY",
            true);
    s.note("verify-receipt re-derives each cert's hash and checks the kernel's signature on it, with no access to "
           "the store; with --pubkey it also proves the kernel's key signed them.");
    s.field("The whole chain, against the store", "sealctl --dsn DSN --signer-key KERNEL_PUBLIC_KEY verify", true);
    s.field("This file, when it came with FILE.sig", "sealctl verify-signature FILE --pubkey EXPORTER_PUBLIC_KEY", true);
}

bool isApprovalTier(const nlohmann::json& tier)
{
    if (!tier.is_string()) return false;
    const auto& t = tier.get_ref<const std::string&>();
    return t == "AUTO" || t == "DUAL" || t == "ALWAYS_HUMAN" || t == "LICENCE";
}

// What the Once section can say: that it ran once (the verdict says so),
// that it ran, or that it has not run.
std::string onceHeading(const nlohmann::json& once, const nlohmann::json& status)
{
    const nlohmann::json& executed = once["executed"];
    if (!executed.is_boolean() || !executed.get<bool>()) return "Once: it has not run (no executor cert yet)";
    const std::string code = status.is_string() ? status.get<std::string>() : std::string();
    if (code.rfind("allowed_once", 0) == 0) return "Once: it ran exactly one time";
    return "Once: it ran; the verdict above says why not exactly once";
}

struct Attestation
{
    std::int64_t seq = 0;
    std::string by;
    std::string evidence;
};

// The attestation in the newest cert with witness evidence (witnessed, or
// healed by a settle), when an operator settled it by their word
// (witness_evidence.attested_by) rather than by the provider's answer.
std::optional<Attestation> latestAttestation(const std::vector<CertEntry>& certs)
{
    for (auto it = certs.rbegin(); it != certs.rend(); ++it) {
        if (!it->witnessEvidenceText) continue;
        const auto evidence = nlohmann::json::parse(*it->witnessEvidenceText, nullptr, false);
        if (!evidence.is_object() || !evidence.contains("attested_by")) return std::nullopt;
        Attestation a;
        a.seq = it->seq;
        a.by = evidence["attested_by"].is_string() ? evidence["attested_by"].get<std::string>()
                                                   : evidence["attested_by"].dump();
        if (evidence.contains("note"))
            a.evidence = evidence["note"].is_string() ? evidence["note"].get<std::string>() : evidence["note"].dump();
        return a;
    }
    return std::nullopt;
}

// ---- Python's view of JSON values -----------------------------------------------------

// Python's truthiness of what json.loads returns.
bool truthy(const nlohmann::json& v)
{
    if (v.is_null()) return false;
    if (v.is_boolean()) return v.get<bool>();
    if (v.is_number_integer()) return v.get<std::int64_t>() != 0;
    if (v.is_number_unsigned()) return v.get<std::uint64_t>() != 0;
    if (v.is_number_float()) return v.get<double>() != 0.0;
    if (v.is_string()) return !v.get_ref<const std::string&>().empty();
    return !v.empty(); // array, object
}

// d.get(key) of a dict; None for anything that is not one.
nlohmann::json pyGet(const nlohmann::json& object, const char* key)
{
    if (!object.is_object()) return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nlohmann::json() : *it;
}

// Python's str() of a number (an int, or repr of a float).
std::string pyStr(const nlohmann::json& n)
{
    if (n.is_number_float()) return pythonFloatRepr(n.get<double>());
    if (n.is_number()) return n.dump();
    if (n.is_null()) return "None";
    if (n.is_boolean()) return n.get<bool>() ? "True" : "False";
    return n.is_string() ? n.get<std::string>() : n.dump();
}

// The reference's _fmt: "YYYY-MM-DD HH:MM:SS UTC" (time.gmtime floors), None for None.
nlohmann::json fmtTime(const nlohmann::json& at)
{
    if (!at.is_number()) return nullptr; // None (a string or a list: the reference would raise)
    return utcSeconds(at.get<double>()) + " UTC";
}
nlohmann::json fmtTime(const std::optional<double>& at) { return at ? fmtTime(nlohmann::json(*at)) : nullptr; }


// f"${amount:,.2f}": two decimals, correctly rounded, commas between thousands; locale-independent.
std::string dollars(double amount)
{
    char buf[512];
    const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, amount, std::chars_format::fixed, 2);
    std::string digits = ec == std::errc() ? std::string(buf, end) : std::string("nan");
    if (!std::isfinite(amount)) return "$" + std::string(std::isnan(amount) ? "nan" : amount < 0 ? "-inf" : "inf");
    const bool negative = digits.front() == '-';
    if (negative) digits.erase(0, 1);
    const auto dot = digits.find('.');
    std::string whole = digits.substr(0, dot);
    for (auto i = static_cast<std::ptrdiff_t>(whole.size()) - 3; i > 0; i -= 3) whole.insert(static_cast<size_t>(i), ",");
    return std::string("$") + (negative ? "-" : "") + whole + digits.substr(dot);
}


std::string lowerAscii(std::string s)
{
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

nlohmann::json textOrNull(const Result& r, int row, int col)
{
    return r.isNull(row, col) ? nlohmann::json() : nlohmann::json(std::string(r.text(row, col)));
}

// A float8 column as Python sees it: a float, None for NULL. A non-finite value
// (the reference writes none) is None, so that the digest stays computable.
nlohmann::json floatOrNull(const Result& r, int row, int col)
{
    const auto v = r.optReal(row, col);
    return v && std::isfinite(*v) ? nlohmann::json(*v) : nlohmann::json();
}

// ---- reading, as the reference reads ---------------------------------------------------

// The intent row (Seal.get): intent, action, state, tier, domain, created_at.
struct IntentRow
{
    nlohmann::json intent, action, state, tier, domain;
    std::optional<double> createdAt;
};

// Fields of the intent's certs (Seal.certs_for: bodies by seq) the receipt uses.
struct CertFields
{
    nlohmann::json at, hash, tier, witnessState, witnessEvidence;
};

std::vector<CertFields> readCertFields(Connection& conn, const std::string& intent)
{
    Result r = conn.exec("SELECT (body->'at')::text, (body->'hash')::text, (body->'tier')::text, "
                         "(body->'witness_state')::text, (body->'witness_evidence')::text "
                         "FROM seal_certs WHERE intent = $1 ORDER BY seq",
                         {param(intent)});
    std::vector<CertFields> out;
    for (int i = 0; i < r.rows(); ++i) {
        const auto value = [&](int col) { return evidence::jsonbValue(r.optText(i, col)); };
        out.push_back(CertFields{value(0), value(1), value(2), value(3), value(4)});
    }
    return out;
}

// _allowed_block, then the mandate (Mandates.for_intent) folded in as build() does.
nlohmann::json allowedBlock(Connection& conn, const std::string& intent, const IntentRow& rec,
                            std::vector<ConsoleFinding>& findings, double now)
{
    nlohmann::json allowed;
    Result newest = conn.exec("SELECT id FROM seal_approvals WHERE intent = $1 ORDER BY created_at DESC, id DESC LIMIT 1",
                              {param(intent)});
    if (newest.rows() == 0) {
        allowed = {{"tier", truthy(rec.tier) ? rec.tier : nlohmann::json("AUTO")}, {"note", kBelowThreshold}};
    } else {
        const std::string id(newest.text(0, 0));
        Result a = conn.exec("SELECT tier, amount, maker, created_at, state, required FROM seal_approvals WHERE id = $1",
                             {param(id)});
        Result votes = conn.exec("SELECT approver, decision FROM seal_approval_votes WHERE approval_id = $1 "
                                 "ORDER BY at, id",
                                 {param(id)});
        nlohmann::json approvedBy = nlohmann::json::array();
        for (int i = 0; i < votes.rows(); ++i)
            if (votes.text(i, 1) == "approve") approvedBy.push_back(textOrNull(votes, i, 0));
        const std::string required = a.isNull(0, 5) ? "None" : std::to_string(a.integer(0, 5));
        allowed = {{"tier", textOrNull(a, 0, 0)},
                   {"amount", floatOrNull(a, 0, 1)},
                   {"requested_by", textOrNull(a, 0, 2)},
                   {"requested_at", fmtTime(a.optReal(0, 3))},
                   {"state", textOrNull(a, 0, 4)},
                   {"approved_by", approvedBy},
                   {"self_approval_blocked", true},
                   {"note", "Required " + required +
                                " distinct approver(s); the requester can never be counted as one \u2014 enforced as "
                                "a database constraint."}};
        if (!a.isNull(0, 1) && allowed["amount"].is_null())
            findings.push_back({"invalid_amount", "seal_approvals.amount of " + id + " is not a finite number"});
    }
    const auto mandate = readMandateForIntent(conn, intent, now);
    allowed["mandate_id"] = mandate ? nlohmann::json(mandate->mandateId) : nlohmann::json();
    allowed["on_rail"] = mandate.has_value();
    std::string note = allowed["note"].get<std::string>() + (mandate ? "" : kNoMandate);
    allowed["note"] = note; // .strip(): the texts have no outer spaces once joined
    return allowed;
}

nlohmann::json onceBlock(Connection& conn, const std::string& intent, const IntentRow& rec,
                         const std::vector<CertFields>& certs, bool chainOk)
{
    nlohmann::json position;
    if (!certs.empty() && certs.back().hash.is_string()) {
        Result r = conn.exec("SELECT seq FROM seal_certs WHERE hash = $1 ORDER BY seq LIMIT 1",
                             {param(certs.back().hash.get<std::string>())});
        if (r.rows() > 0) position = r.integer(0, 0);
    }
    // Beyond: without a claim row the reference refuses; we name the intent asked about.
    return {{"intent_id", rec.intent.is_null() ? nlohmann::json(intent) : rec.intent},
            {"state", rec.state},
            {"executed", rec.state == "sealed"},
            {"executed_at", certs.empty() ? nlohmann::json() : fmtTime(certs.front().at)},
            {"cert_hash", certs.empty() ? nlohmann::json() : certs.back().hash},
            {"chain_position", position},
            {"certs_in_chain_for_this_intent", certs.size()},
            {"chain_verified", chainOk},
            {"note", kOnceNote}};
}

nlohmann::json worldBlock(const std::vector<CertFields>& certs)
{
    if (certs.empty()) return {{"state", "unconfirmed"}, {"cert_tier", nullptr}, {"note", kNoCertNote}};
    const CertFields& latest = certs.back();
    const nlohmann::json tier = truthy(latest.tier) ? latest.tier : nlohmann::json("SEALED");
    const nlohmann::json& evidence = latest.witnessEvidence;
    const nlohmann::json ids = pyGet(evidence, "ids");
    return {{"state", tier},
            {"cert_tier", tier},
            {"checked_at", truthy(latest.witnessState) ? fmtTime(latest.at) : nlohmann::json()},
            {"provider_ref", truthy(ids) ? ids : pyGet(evidence, "matched")},
            {"note", worldNote(tier)}};
}

// A sum of the sweeps' counts as Python adds them: an int unless a float joined in.
struct PySum
{
    std::int64_t whole = 0;
    double real = 0;
    bool isFloat = false;
    void add(const nlohmann::json& n)
    {
        if (n.is_number_float()) {
            if (!isFloat) real = static_cast<double>(whole);
            isFloat = true;
            real += n.get<double>();
        } else {
            const std::int64_t v = n.is_boolean() ? (n.get<bool>() ? 1 : 0) : n.get<std::int64_t>();
            if (isFloat) real += static_cast<double>(v);
            else whole += v;
        }
    }
    void add(const PySum& o) { o.isFloat ? add(nlohmann::json(o.real)) : add(nlohmann::json(o.whole)); }
    nlohmann::json value() const { return isFloat ? nlohmann::json(real) : nlohmann::json(whole); }
    bool nonzero() const { return isFloat ? real != 0.0 : whole != 0; }
};

nlohmann::json offRailBlock(Connection& conn, const IntentRow& rec, double windowSec,
                            std::vector<ConsoleFinding>& findings)
{
    if (!rec.createdAt) return {{"swept", false}, {"note", kNoCreationTime}};
    const std::vector<Param> window{param(*rec.createdAt - windowSec), param(*rec.createdAt + windowSec)};
    Result unknown = conn.exec("SELECT count(*) FROM seal_events WHERE kind = 'reconcile_unknown' "
                               "AND at BETWEEN $1 AND $2",
                               window);
    if (unknown.integer(0, 0) > 0) return {{"swept", true}, {"readable", false}, {"note", kUnreadableSweep}};
    Result rows = conn.exec("SELECT id, detail::text FROM seal_events WHERE kind = 'out_of_band_spend' "
                            "AND at BETWEEN $1 AND $2 ORDER BY id",
                            window);
    PySum matched, unscoped;
    for (int i = 0; i < rows.rows(); ++i) {
        const nlohmann::json detail = evidence::jsonbValue(rows.optText(i, 1));
        const nlohmann::json evDomain = pyGet(detail, "domain");
        const nlohmann::json count = detail.is_object() && detail.contains("count") ? detail["count"] : nlohmann::json(0);
        if (!count.is_number() && !count.is_boolean()) {
            // The reference cannot add it (it would raise); counted as nothing, and said so.
            findings.push_back({"unreadable_sweep_count", "out_of_band_spend event #" + std::string(rows.text(i, 0)) +
                                                              " has a count that is not a number: " + count.dump()});
            continue;
        }
        if (evDomain.is_null()) unscoped.add(count);
        else if (!rec.domain.is_null() && evDomain == rec.domain) matched.add(count);
        // an event tagged with a different domain is unrelated
    }
    PySum found = matched;
    found.add(unscoped);
    std::string note = kNoOutOfBand;
    if (matched.nonzero() && !unscoped.nonzero())
        note = pyStr(matched.value()) + " effect(s) confirmed out-of-band on this same domain.";
    else if (unscoped.nonzero())
        note = pyStr(found.value()) + " effect(s) found out-of-band in the window; " + pyStr(unscoped.value()) +
               " not domain-tagged and included conservatively \u2014 review before treating as unrelated.";
    return {{"swept", true},
            {"readable", true},
            {"out_of_band_found", found.value()},
            {"domain_matched", matched.value()},
            {"unscoped_in_window", unscoped.value()},
            {"note", note}};
}

// The receipt's summary for people: its values (action, amount, domain)
// without the kernel's words around them; "—" when it has none.
std::string peopleSummary(const nlohmann::json& action, std::string_view currency, const NumberMarks& marks)
{
    std::vector<std::string> parts;
    if (truthy(action["path"])) parts.push_back(pyStr(action["path"]));
    if (action["amount"].is_number()) parts.push_back(amountForPeople(action["amount"].get<double>(), currency, marks));
    if (truthy(action["domain"])) parts.push_back(pyStr(action["domain"]));
    std::string out;
    for (const auto& p : parts) out += (out.empty() ? "" : " \u00b7 ") + p;
    return out.empty() ? "\u2014" : out;
}

// Whole seconds with the reader's thousands separator ("3,600"); a fraction
// as Python writes it.
std::string seconds(double s, const NumberMarks& marks)
{
    if (!std::isfinite(s) || s != std::floor(s) || std::fabs(s) >= 1e15) return pythonFloatRepr(s);
    const std::string grouped = groupedAmount(s, marks); // "3,600.00"
    return grouped.substr(0, grouped.rfind(marks.decimal));
}

std::string summaryOf(const IntentRow& rec, const nlohmann::json& amount, const std::string& label)
{
    std::string out = rec.action.is_string() && truthy(rec.action) ? rec.action.get<std::string>() : "action";
    if (amount.is_number()) out += " \u00b7 " + dollars(amount.get<double>());
    if (truthy(rec.domain)) out += " \u00b7 " + pyStr(rec.domain);
    return out + " \u00b7 " + lowerAscii(label);
}

// ---- reading for the console's checks ----------------------------------------------

std::string certKind(const Result& r, int i)
{
    if (r.text(i, 3) == "graduated_approval") return "approval_decision";
    if (r.text(i, 4) == "true") return "healed";
    if (r.text(i, 5) == "t") return "witnessed";
    if (r.text(i, 6) == "t") return "sealed";
    return "other";
}

std::vector<CertEntry> readCertEntries(Connection& conn, const std::string& certIntent)
{
    Result r = conn.exec("SELECT seq, hash, created_at, body->>'action', body->>'healed', body ? 'witness_state', "
                         "body ? 'result_digest', body->>'tier', body->>'world', body->>'witness_state', "
                         "body->>'observed_tier', (body->'witness_count')::text, (body->'witness_evidence')::text, "
                         "body->>'outcome' FROM seal_certs WHERE intent = $1 ORDER BY seq",
                         {param(certIntent)});
    std::vector<CertEntry> out;
    for (int i = 0; i < r.rows(); ++i) {
        const std::int64_t seq = r.integer(i, 0);
        const std::string rowKey = "seq " + std::to_string(seq);
        const auto at = r.optCheckedReal(i, 2, "seal_certs", rowKey, RealKind::Time);
        std::string invalid = !at ? "seal_certs.created_at of " + rowKey + " is NULL" : at->problem;
        out.push_back(CertEntry{seq, std::string(r.text(i, 1)),
                                invalid.empty() ? at->value : std::numeric_limits<double>::quiet_NaN(),
                                certKind(r, i), r.optText(i, 7), r.optText(i, 8), r.optText(i, 9), r.optText(i, 10),
                                r.optText(i, 11), r.optText(i, 12), r.optText(i, 13), std::move(invalid)});
    }
    return out;
}

IntentRow readClaim(Connection& conn, AuthorizationReceipt& rc)
{
    IntentRow rec;
    Result r = conn.exec("SELECT intent, action, state, tier, domain, created_at, lease_until FROM seal_intents "
                         "WHERE intent = $1",
                         {param(rc.intent)});
    if (r.rows() == 0) return rec;
    rc.claimRow = true;
    rc.action = r.optText(0, 1);
    rc.state = r.optText(0, 2);
    rc.tier = r.optText(0, 3);
    rc.path = r.optText(0, 4);
    rc.createdAt = r.optReal(0, 5);
    rc.leaseUntil = r.optReal(0, 6);
    rec.intent = textOrNull(r, 0, 0);
    rec.action = textOrNull(r, 0, 1);
    rec.state = textOrNull(r, 0, 2);
    rec.tier = textOrNull(r, 0, 3);
    rec.domain = textOrNull(r, 0, 4);
    rec.createdAt = r.optReal(0, 5);
    return rec;
}

void readApprovalsFor(Connection& conn, AuthorizationReceipt& rc, const std::optional<std::string>& key)
{
    ApprovalQuery ofIntent;
    ofIntent.intent = rc.intent;
    for (auto& a : readApprovals(conn, ofIntent)) {
        std::vector<SigCheck> checks;
        for (const auto& v : a.votes) checks.push_back(verifyVote(key, a.id, v));
        rc.voteChecks.push_back(std::move(checks));
        for (auto& c : readCertEntries(conn, "approval:" + a.id)) rc.approvalCerts.push_back(std::move(c));
        rc.approvals.push_back(std::move(a));
    }
}

std::optional<ClearanceProof> proofAt(Connection& conn, const std::string& path, double at)
{
    Result r = conn.exec("SELECT at, green, storm_n, executions, detail::text FROM seal_proof "
                         "WHERE path = $1 AND at <= $2 ORDER BY at DESC, id DESC LIMIT 1",
                         {param(path), param(at)});
    if (r.rows() == 0) return std::nullopt;
    return ClearanceProof{r.real(0, 0), r.boolean(0, 1),
                          r.isNull(0, 2) ? std::nullopt : std::optional(r.integer(0, 2)),
                          r.isNull(0, 3) ? std::nullopt : std::optional(r.integer(0, 3)), r.optText(0, 4)};
}

std::optional<std::string> detailString(const nlohmann::json& detail, const char* key)
{
    if (detail.is_object() && detail.contains(key) && detail[key].is_string()) return detail[key].get<std::string>();
    return std::nullopt;
}

// The policy in force at `at`: the newest `policy` event for the path or
// store-wide `revoked` event at or before it; else the row, if it already
// stood then; else none (§5: HOLD, "no policy set").
ClearanceAtAdmission clearanceAt(Connection& conn, const std::string& path, double at)
{
    Result row = conn.exec("SELECT max_proof_age_sec, updated_at FROM seal_clearance WHERE path = $1", {param(path)});
    const std::optional<double> maxAge = row.rows() ? row.optReal(0, 0) : std::nullopt;
    Result ev = conn.exec("SELECT id, kind, detail::text, at FROM seal_events WHERE at <= $2 AND "
                          "((kind = 'policy' AND path = $1) OR (kind = 'revoked' AND path IS NULL)) "
                          "ORDER BY at DESC, id DESC LIMIT 1",
                          {param(path), param(at)});
    if (ev.rows() > 0) {
        const auto detail = nlohmann::json::parse(ev.text(0, 2), nullptr, false);
        const bool revokeAll = ev.text(0, 1) == "revoked";
        ClearancePolicy p{revokeAll ? "REVOKED" : detailString(detail, "status").value_or("HOLD"),
                          detailString(detail, "reason"), maxAge, ev.real(0, 3), detailString(detail, "by")};
        auto proof = p.status == "CLEARED" ? proofAt(conn, path, at) : std::nullopt;
        return {evaluateClearance(path, std::move(p), std::move(proof), at),
                std::string(revokeAll ? "revoke-all event #" : "policy event #") + std::string(ev.text(0, 0)) +
                    " at " + utcIso(ev.real(0, 3))};
    }
    // updated_at only dates the row: NULL or NaN there is named, and the row is not taken as standing then.
    const auto since = row.rows() ? row.optCheckedReal(0, 1, "seal_clearance", "path " + path, RealKind::Time)
                                  : std::nullopt;
    if (since && since->valid() && since->value <= at)
        return {readClearance(conn, path, at), "clearance row, unchanged since " + utcIso(since->value)};
    std::string source = "no policy recorded at that time";
    if (since && since->valid()) source += " (the current policy was set later, at " + utcIso(since->value) + ")";
    else if (row.rows() > 0)
        source += " (the current policy's time is invalid: " +
                  (since ? since->problem : "seal_clearance.updated_at of path " + path + " is NULL") + ")";
    return {evaluateClearance(path, std::nullopt, std::nullopt, at), source};
}

const Approval* decidingApproval(const std::vector<Approval>& approvals)
{
    for (const auto& a : approvals)
        if (a.state == "approved") return &a;
    return approvals.empty() ? nullptr : &approvals.back();
}

void keepBreaksHere(AuthorizationReceipt& rc)
{
    rc.chainBreaksTotal = rc.chain.breaks.size();
    std::erase_if(rc.chain.breaks, [&](const ChainBreak& b) {
        return std::none_of(rc.certs.begin(), rc.certs.end(), [&](const CertEntry& c) { return c.seq == b.seq; });
    });
}

// What the console finds beyond the reference (never the status).
void consoleFindings(AuthorizationReceipt& rc, double now)
{
    auto& out = rc.findings;
    if (!rc.claimRow)
        out.push_back({"no_claim_row", "seal_intents has no row for this intent: the reference refuses to build this "
                                       "receipt (unknown intent); it is built here from the certs and approvals"});
    if (!rc.chain.ok)
        out.push_back({"chain_not_verified", "the certificate chain does not verify: " +
                                                 std::to_string(rc.chainBreaksTotal) + " break(s), " +
                                                 std::to_string(rc.chain.breaks.size()) + " at this intent's certs"});
    bool divergedCert = false;
    for (const auto& c : rc.certs) {
        if (c.kind == "sealed" || c.kind == "healed") ++rc.executorCerts;
        if (c.world == "diverged") divergedCert = true;
    }
    if (rc.executorCerts > 1)
        out.push_back({"executed_more_than_once", "the chain holds " + std::to_string(rc.executorCerts) +
                                                      " executor certs (sealed or healed) for this intent"});
    if (rc.state == "sealed" && rc.executorCerts == 0)
        out.push_back({"sealed_without_executor_cert", "the claim says sealed, but the chain holds no executor cert"});
    if (divergedCert && rc.status.status != AuthorizationStatus::Diverged)
        out.push_back({"diverged_cert", "a cert of this intent says world \"diverged\"; the latest cert's tier does not"});
    for (size_t i = 0; i < rc.approvals.size(); ++i) {
        const Approval& a = rc.approvals[i];
        for (size_t k = 0; k < a.votes.size(); ++k) {
            if (a.votes[k].approver == a.maker)
                out.push_back({"self_vote", "the maker " + a.maker + " voted " + a.votes[k].decision +
                                                " on their own request " + a.id});
            if (k < rc.voteChecks[i].size() && rc.voteChecks[i][k] == SigCheck::Invalid)
                out.push_back({"bad_vote_signature",
                               "the vote of " + a.votes[k].approver + " on " + a.id + " has an invalid signature"});
        }
    }
    const bool admitted = rc.claimRow || rc.executorCerts > 0;
    if (const Approval* a = decidingApproval(rc.approvals); a && admitted) {
        const std::string state = a->pendingButExpired(now) ? "expired" : a->state;
        if (state != "approved")
            out.push_back({"admitted_without_approval", "admitted although its approval request " + a->id + " is " + state});
        else if (a->approveCount() < a->required)
            out.push_back({"too_few_approvals", "request " + a->id + " has " + std::to_string(a->approveCount()) +
                                                    " approval(s) of " + std::to_string(a->required) + " required"});
    }
    if (rc.admittedAt && rc.clearance && rc.clearance->clearance.status == "REVOKED")
        out.push_back({"revoked_at_admission",
                       "admitted while the path's policy was REVOKED (" + rc.clearance->source + ")"});
}

// SPEC §6, §15.8: the gateway applies amount tiers only where the path has a
// seal_thresholds row; without one every amount is AUTO there. An admitted
// intent no human approved, on such a path, needed no human only because of that.
void noThresholdsFinding(Connection& conn, AuthorizationReceipt& rc, double now)
{
    const bool admitted = rc.state == "sealed" || rc.executorCerts > 0;
    if (!admitted || !rc.path) return;
    for (const auto& a : rc.approvals)
        if (a.state == "approved") return; // a human approved it
    if (conn.exec("SELECT EXISTS (SELECT 1 FROM seal_thresholds WHERE path = $1)", {param(*rc.path)}).boolean(0, 0))
        return;
    const auto mandate = readMandateForIntent(conn, rc.intent, now);
    const std::string amount = mandate && mandate->amount ? "the amount " + pythonFloatRepr(*mandate->amount)
                                                          : "any amount";
    rc.findings.push_back({"auto_without_thresholds",
                           "path " + *rc.path + " has no seal_thresholds row, so the gateway treated " + amount +
                               " as AUTO: no human approved it, and no maker-checker applied (only the licence, on "
                               "a gateway with earned autonomy on, could have demanded a human)"});
}

// ---- rendering ------------------------------------------------------------------

using evidence::jsonbValue;
using evidence::orNull;

nlohmann::json certJson(const CertEntry& c)
{
    nlohmann::json j = {{"seq", c.seq},       {"hash", c.hash},       {"at", c.at},
                        {"kind", c.kind},     {"tier", orNull(c.tier)}, {"world", orNull(c.world)}};
    if (c.kind == "witnessed" || c.kind == "healed") {
        j["witness_state"] = orNull(c.witnessState);
        j["observed_tier"] = orNull(c.observedTier);
        j["witness_count"] = jsonbValue(c.witnessCountText);
        j["witness_evidence"] = jsonbValue(c.witnessEvidenceText);
    }
    if (c.outcome) j["outcome"] = *c.outcome;
    if (!c.invalid.empty()) j["invalid"] = c.invalid;
    return j;
}

std::string orDash(const std::optional<std::string>& s) { return s.value_or("-"); }

std::string clearanceLine(const ClearanceAtAdmission& c)
{
    std::string line = "policy " + c.clearance.status + ", effective " + c.clearance.effective;
    if (c.clearance.reason) line += " (" + *c.clearance.reason + ")";
    if (c.clearance.policy && c.clearance.policy->updatedBy) line += ", set by " + *c.clearance.policy->updatedBy;
    return line;
}

// One row per approval request (a table row never splits across pages, and
// each label stays once in the document).
DocTable approvalsTable(const AuthorizationReceipt& rc, std::string_view currency, const NumberMarks& marks)
{
    DocTable t{{"approval request", "maker", "amount", "tier", "state", "requested, decided"}, {}};
    for (const auto& a : rc.approvals)
        t.rows.push_back({a.id, a.maker, amountForPeople(a.amount, currency, marks), a.tier,
                          a.state + " (" + std::to_string(a.approveCount()) + " of " +
                              std::to_string(a.required) + " approvals)",
                          utcIso(a.createdAt) + "\n" + utcIsoOr(a.decidedAt)});
    return t;
}

DocTable votesTable(const AuthorizationReceipt& rc)
{
    DocTable t{{"request", "approver", "decision", "at", "signature"}, {}};
    for (size_t i = 0; i < rc.approvals.size(); ++i)
        for (size_t k = 0; k < rc.approvals[i].votes.size(); ++k) {
            const Vote& v = rc.approvals[i].votes[k];
            t.rows.push_back({rc.approvals[i].id, v.approver, v.decision, utcIso(v.at), sigCheckName(rc.voteChecks[i][k])});
        }
    return t;
}

// A cert's time, or the invalid mark naming what is wrong with it.
std::string certTime(const CertEntry& c)
{
    return c.invalid.empty() ? utcIso(c.at) : std::string(kInvalidMark) + " " + c.invalid;
}

DocTable certTable(const std::vector<CertEntry>& certs)
{
    DocTable t{{"seq", "kind", "tier", "world", "at", "hash"}, {}, 5};
    for (const auto& c : certs)
        t.rows.push_back({std::to_string(c.seq), c.outcome ? c.kind + " (" + *c.outcome + ")" : c.kind, orDash(c.tier),
                          orDash(c.world), certTime(c), c.hash});
    return t;
}

DocPhrase chainLine(const AuthorizationReceipt& rc)
{
    std::vector<std::string> args{std::to_string(rc.chainBreaksTotal),
                                  std::to_string(rc.chain.breaks.size())};
    const auto certs = static_cast<long long>(rc.chain.certs);
    if (!rc.chain.head)
        return {rc.chain.ok
                    ? "verified: %n cert(s) walked, breaks: %1, %2 of them at this intent's certs"
                    : "NOT verified: %n cert(s) walked, breaks: %1, %2 of them at this intent's certs",
                std::move(args), certs};
    args.push_back(std::to_string(rc.chain.head->seq));
    args.push_back(rc.chain.head->hash);
    return {rc.chain.ok
                ? "verified: %n cert(s) walked, breaks: %1, %2 of them at this intent's certs; head seq %3 "
                  "hash %4"
                : "NOT verified: %n cert(s) walked, breaks: %1, %2 of them at this intent's certs; head seq "
                  "%3 hash %4",
            std::move(args), certs};
}

// The reference's _row: a value shown as text; nothing for None, [] or "".
void row(DocSection& s, const char* label, const nlohmann::json& v, bool monospace = false)
{
    if (v.is_null() || (v.is_array() && v.empty()) || (v.is_string() && v.get_ref<const std::string&>().empty())) return;
    if (v.is_boolean()) { // the document's own word, not a value
        s.field(label, DocPhrase{v.get<bool>() ? "yes" : "no", {}, std::nullopt});
        return;
    }
    if (v.is_string() && isKernelSentence(v.get_ref<const std::string&>())) {
        s.field(label, DocPhrase{v.get<std::string>(), {}, std::nullopt});
        return;
    }
    std::string text;
    if (v.is_array())
        for (const auto& e : v) text += (text.empty() ? "" : ", ") + pyStr(e);
    else text = pyStr(v);
    s.field(label, text, monospace);
}

void noteOf(DocSection& s, const nlohmann::json& block)
{
    const auto n = pyGet(block, "note");
    if (!n.is_string() || n.get_ref<const std::string&>().empty()) return;
    const std::string& text = n.get_ref<const std::string&>();
    if (isKernelSentence(text))
        s.note(DocPhrase{text, {}, std::nullopt});
    else if (auto required = requiredNote(text))
        s.note(std::move(*required));
    else
        s.note(text);
}

void consoleSection(EvidenceDocument& doc, const AuthorizationReceipt& rc, std::string_view currency,
                    const NumberMarks& marks)
{
    auto& s = doc.section("Console checks (beyond the reference; they never change the status)");
    if (rc.findings.empty()) s.note("No finding: none of the checks below found a defect.");
    else {
        DocTable findings{{"finding", "detail"}, {}};
        for (const auto& f : rc.findings) findings.rows.push_back({f.kind, f.detail});
        s.table(std::move(findings));
    }
    s.field("Claim", rc.claimRow
                         ? DocPhrase{"state %1, created %2", {orDash(rc.state), utcIsoOr(rc.createdAt)}, {}}
                         : DocPhrase{"no claim row in the store", {}, {}});
    s.field(
        "Executor certs",
        DocPhrase{"%1 (sealed or healed; exactly one means once)", {std::to_string(rc.executorCerts)}, {}});
    s.field("Chain", chainLine(rc), true);
    for (const auto& b : rc.chain.breaks)
        s.note(DocPhrase{"break at seq %1: %2, %3", {std::to_string(b.seq), b.kind, b.detail}, {}});
    if (!rc.certs.empty()) s.table(certTable(rc.certs));
    if (rc.admittedAt)
        s.field("Admitted at", utcIso(*rc.admittedAt));
    else
        s.field("Admitted at", DocPhrase{"never admitted", {}, {}});
    if (rc.clearance)
        s.field("Clearance then", clearanceLine(*rc.clearance)).field("Clearance source", rc.clearance->source);
    if (rc.approvals.empty()) {
        s.note("No approval request is on record for this intent: no human was asked to approve it.");
        return;
    }
    s.table(approvalsTable(rc, currency, marks));
    s.table(votesTable(rc));
    if (!rc.approvalCerts.empty()) s.table(certTable(rc.approvalCerts));
}

} // namespace

const char* authorizationStatusCode(AuthorizationStatus s)
{
    switch (s) {
    case AuthorizationStatus::AllowedOnce: return "allowed_once";
    case AuthorizationStatus::AllowedOnceWorldUnknown: return "allowed_once_world_unknown";
    case AuthorizationStatus::Blocked: return "blocked";
    case AuthorizationStatus::Diverged: return "diverged";
    case AuthorizationStatus::OffRail: return "off_rail";
    }
    return "";
}

const char* authorizationStatusLabel(AuthorizationStatus s)
{
    switch (s) {
    case AuthorizationStatus::AllowedOnce: return "Allowed, ran once, confirmed by the provider";
    case AuthorizationStatus::AllowedOnceWorldUnknown: return "Allowed, ran once \u2014 provider confirmation unavailable";
    case AuthorizationStatus::Blocked: return "Blocked \u2014 refused before the effect ran";
    case AuthorizationStatus::Diverged: return "Diverged \u2014 the provider's record contradicts the ledger";
    case AuthorizationStatus::OffRail: return "Off-rail spend detected on this domain";
    }
    return "";
}

StatusVerdict classifyAuthorization(const AuthorizationFacts& f)
{
    using S = AuthorizationStatus;
    if (!f.executed) return {S::Blocked, "the intent's state is not sealed: it never ran"};
    if (f.swept && f.readable && f.outOfBandFound)
        return {S::OffRail, "a sweep in the window found spend outside the gateway on this domain or untagged"};
    if (f.worldState == "WORLD_DIVERGED") return {S::Diverged, "the latest cert's tier is WORLD_DIVERGED"};
    if (f.worldState == "WORLD_UNKNOWN") return {S::AllowedOnceWorldUnknown, "the latest cert's tier is WORLD_UNKNOWN"};
    if (f.worldState == "unconfirmed") return {S::AllowedOnceWorldUnknown, "no cert: nothing was confirmed"};
    if (f.swept && !f.readable)
        return {S::AllowedOnceWorldUnknown, "a reconcile sweep in the window could not reach the provider"};
    return {S::AllowedOnce, "ran once; no sweep in the window found spend outside the gateway, none was unreadable, "
                            "and the latest tier is " + f.worldState.value_or("not a string")};
}

std::string authorizationReceiptDigest(const nlohmann::json& document)
{
    nlohmann::json body = document;
    body.erase("generated_at");
    body.erase("receipt_digest");
    body.erase("console_checks");
    return digestV1(body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

std::optional<AuthorizationReceipt> buildAuthorizationReceipt(Connection& conn, const std::string& intent,
                                                              double generatedAt,
                                                              const std::optional<std::string>& governanceKey,
                                                              double windowSec)
{
    AuthorizationReceipt rc;
    rc.intent = intent;
    rc.generatedAt = generatedAt;
    rc.windowSec = windowSec;
    rc.chain = verifyChain(conn);
    ReadTransaction tx(conn);
    rc.generatedBy = conn.user();
    rc.store = conn.describe();
    const IntentRow rec = readClaim(conn, rc);
    rc.certs = readCertEntries(conn, intent);
    readApprovalsFor(conn, rc, governanceKey);
    if (!rc.claimRow && rc.certs.empty() && rc.approvals.empty()) return std::nullopt;

    // The reference's document.
    const auto certs = readCertFields(conn, intent);
    nlohmann::json allowed = allowedBlock(conn, intent, rec, rc.findings, generatedAt);
    const nlohmann::json once = onceBlock(conn, intent, rec, certs, rc.chain.reference.ok);
    const nlohmann::json world = worldBlock(certs);
    const nlohmann::json offRail = offRailBlock(conn, rec, windowSec, rc.findings);
    rc.facts.executed = once["executed"].get<bool>();
    rc.facts.swept = offRail["swept"].get<bool>();
    rc.facts.readable = !offRail.contains("readable") || offRail["readable"].get<bool>();
    rc.facts.outOfBandFound = offRail.contains("out_of_band_found") && truthy(offRail["out_of_band_found"]);
    if (world["state"].is_string()) rc.facts.worldState = world["state"].get<std::string>();
    rc.status = classifyAuthorization(rc.facts);
    const std::string label = authorizationStatusLabel(rc.status.status);
    const nlohmann::json amount = pyGet(allowed, "amount");
    const auto second = static_cast<std::int64_t>(generatedAt); // int(time.time()): truncates
    nlohmann::json doc = {
        {"receipt_id", digestV1(nlohmann::json{{"intent", intent}, {"at", second}}.dump(
                                    -1, ' ', false, nlohmann::json::error_handler_t::replace))
                           .substr(0, 12)},
        {"title", kTitle},
        {"SAMPLE", false},
        {"summary", summaryOf(rec, amount, label)},
        {"status", authorizationStatusCode(rc.status.status)},
        {"status_label", label},
        {"action", {{"path", rec.action}, {"domain", rec.domain}, {"amount", amount}}},
        {"allowed", std::move(allowed)},
        {"once", once},
        {"world_id", world},
        {"off_rail_check", offRail},
        {"generated_at", fmtTime(nlohmann::json(generatedAt))},
        {"honesty", kHonesty},
        {"verify_yourself", kVerifyYourself}};
    doc["receipt_digest"] = authorizationReceiptDigest(doc);
    rc.document = std::move(doc);

    // The console's checks.
    keepBreaksHere(rc);
    if (!rc.path && !rc.approvals.empty()) rc.path = rc.approvals.back().path;
    rc.admittedAt = rc.createdAt;
    for (const auto& c : rc.certs)
        if (!rc.admittedAt && (c.kind == "sealed" || c.kind == "healed") && std::isfinite(c.at)) rc.admittedAt = c.at;
    if (rc.path) rc.clearance = clearanceAt(conn, *rc.path, rc.admittedAt.value_or(generatedAt));
    if (rc.clearance && !rc.admittedAt) rc.clearance->source = "never admitted; as of this receipt: " + rc.clearance->source;
    consoleFindings(rc, generatedAt);
    noThresholdsFinding(conn, rc, generatedAt);
    return rc;
}

nlohmann::json consoleChecksJson(const AuthorizationReceipt& rc)
{
    nlohmann::json findings = nlohmann::json::array();
    for (const auto& f : rc.findings) findings.push_back({{"kind", f.kind}, {"detail", f.detail}});
    nlohmann::json approvals = nlohmann::json::array();
    for (size_t i = 0; i < rc.approvals.size(); ++i) {
        nlohmann::json a = approvalJson(rc.approvals[i]);
        for (size_t k = 0; k < rc.voteChecks[i].size(); ++k) a["votes"][k]["sig"] = sigCheckName(rc.voteChecks[i][k]);
        approvals.push_back(std::move(a));
    }
    nlohmann::json decisionCerts = nlohmann::json::array();
    for (const auto& c : rc.approvalCerts) decisionCerts.push_back(certJson(c));
    nlohmann::json certs = nlohmann::json::array();
    for (const auto& c : rc.certs) certs.push_back(certJson(c));
    nlohmann::json clearance;
    if (rc.clearance) {
        clearance = clearanceJson(rc.clearance->clearance);
        clearance["source"] = rc.clearance->source;
    }
    nlohmann::json breaks = nlohmann::json::array();
    for (const auto& b : rc.chain.breaks) breaks.push_back({{"seq", b.seq}, {"kind", b.kind}, {"detail", b.detail}});
    nlohmann::json head;
    if (rc.chain.head) head = {{"seq", rc.chain.head->seq}, {"hash", rc.chain.head->hash}};
    return {{"note", "Checks Seal Desk makes beyond the reference's receipt. They never change status and are not "
                     "covered by receipt_digest."},
            {"findings", findings},
            {"claim_row", rc.claimRow},
            {"chain", {{"ok", rc.chain.ok}, {"certs", rc.chain.certs}, {"head", head},
                       {"breaks_total", rc.chainBreaksTotal}, {"breaks_here", breaks}}},
            {"executor_certs", rc.executorCerts},
            {"certs", certs},
            {"admitted_at", orNull(rc.admittedAt)},
            {"clearance_at_admission", clearance},
            {"approvals", approvals},
            {"approval_certs", decisionCerts},
            {"window_sec", rc.windowSec},
            {"generated_by", rc.generatedBy}};
}

nlohmann::json authorizationReceiptJson(const AuthorizationReceipt& rc)
{
    nlohmann::json j = rc.document;
    j["console_checks"] = consoleChecksJson(rc);
    return j;
}

namespace {

// What "blocked" means for an intent that never ran, told from its newest
// approval request: an approved request not used (yet) is not a refusal.
std::optional<DocPhrase> notRunNote(const AuthorizationReceipt& rc)
{
    if (rc.status.status != AuthorizationStatus::Blocked || rc.approvals.empty()) return std::nullopt;
    const Approval& a = rc.approvals.back();
    const std::string state = a.pendingButExpired(rc.generatedAt) ? "expired" : a.state;
    const auto why = [&a](const char* pattern) { return DocPhrase{pattern, {a.id}, {}}; };
    if (state == "approved")
        return why(
            "The intent has not run. Its approval request %1 was approved, but the approval has not been "
            "used (yet): \"blocked\" here means it never ran, not that it was refused.");
    if (state == "pending")
        return why(
            "The intent has not run. Its approval request %1 is still pending: it cannot run before it is "
            "approved.");
    if (state == "rejected")
        return why("The intent has not run. Its approval request %1 was rejected: the intent was refused.");
    if (state == "expired")
        return why(
            "The intent has not run. Its approval request %1 expired before enough approvers approved it.");
    return DocPhrase{"The intent has not run. Its approval request %1 is %2.", {a.id, state}, {}, false, {1}};
}

} // namespace

EvidenceDocument authorizationDocument(const AuthorizationReceipt& rc, std::string_view currency,
                                       const NumberMarks& marks)
{
    const nlohmann::json& d = rc.document;
    const nlohmann::json& act = d["action"];
    const nlohmann::json& a = d["allowed"];
    const nlohmann::json& o = d["once"];
    const nlohmann::json& w = d["world_id"];
    const nlohmann::json& f = d["off_rail_check"];
    auto doc = EvidenceDocument::titled(DocPhrase{"Agent Authorization Receipt for intent %1", {rc.intent}, {}},
                                        rc.generatedAt);
    // The section is the verdict; "Status" labels its code, once.
    auto& status = doc.section("Verdict");
    row(status, "Status", d["status"], true);
    row(status, "Meaning", d["status_label"]);
    // The reference's summary ("action · $20,000.00 · domain · <meaning>") is
    // digested so, in the JSON. For people it is the values alone: the action,
    // the amount with the currency they were told (never a guessed "$"), the
    // domain; the meaning is the row above, in the reader's words.
    status.field("Summary", peopleSummary(act, currency, marks));
    row(status, "Receipt", d["receipt_id"], true);
    row(status, "Generated", d["generated_at"]);
    if (const auto why = notRunNote(rc)) status.note(*why);

    auto& allowed = doc.section("Allowed: who or what authorised it");
    row(allowed, "Action", act["path"]);
    // The store records amounts only on approval requests, and no currency:
    // the one the reader was told, or that it was not.
    if (act["amount"].is_number())
        allowed.field("Amount", amountForPeople(act["amount"].get<double>(), currency, marks));
    else if (rc.approvals.empty())
        allowed.field("Amount",
                      DocPhrase{"not recorded: the store keeps an amount only on an approval request, and "
                                "this intent has none",
                                {},
                                {}});
    else
        allowed.field("Amount",
                      DocPhrase{"not recorded: the approval request names no valid amount", {}, {}});
    row(allowed, "Domain", act["domain"]);
    // Issue 26, item 4: a path that mixes scripts or hides a code point is named
    // for the reader (the JSON, the kernel's shape, stays as it is).
    for (const auto* name : {&act["path"], &act["domain"]})
        if (name->is_string())
            if (const Lookalike l = examineIdentifier(name->get<std::string>()); l.suspicious()) {
                allowed.note("Look-alike: " + name->get<std::string>() + " contains " + l.text());
                break;
            }
    row(allowed, "On-rail (under a Seal Mandate)", a["on_rail"]);
    row(allowed, "Mandate id", pyGet(a, "mandate_id"), true);
    // The reference's allowed.tier is the approval's tier (AUTO, DUAL,
    // ALWAYS_HUMAN, LICENCE) when there is one, else the cert's confirmation
    // tier: the label says which it is.
    row(allowed, isApprovalTier(a["tier"]) ? "Approval tier" : "Confirmation tier",
        a["tier"]);
    row(allowed, "Requested by", pyGet(a, "requested_by"));
    row(allowed, "Requested at", pyGet(a, "requested_at"));
    row(allowed, "Approved by", pyGet(a, "approved_by"));
    row(allowed, "Self-approval blocked", pyGet(a, "self_approval_blocked"));
    row(allowed, "Approval state", pyGet(a, "state"));
    noteOf(allowed, a);

    auto& once = doc.section(onceHeading(o, d["status"]));
    row(once, "Intent id", o["intent_id"], true);
    row(once, "Executed", o["executed"]);
    row(once, "Executed at", o["executed_at"]);
    row(once, "Certificate", o["cert_hash"], true);
    row(once, "Chain position", o["chain_position"]);
    row(once, "Certs for this intent", o["certs_in_chain_for_this_intent"]);
    row(once, "Chain verified", o["chain_verified"]);
    noteOf(once, o);

    auto& world = doc.section("World: what the provider's own record says");
    row(world, "Confirmation state", w["state"]);
    row(world, "Provider reference", pyGet(w, "provider_ref"));
    row(world, "Checked at", pyGet(w, "checked_at"));
    // A confirmation an operator attested is not the provider's record: who
    // attested, and with what, instead of the reference's provider wording.
    if (const auto attested = latestAttestation(rc.certs)) {
        world.field("Attested by",
                    DocPhrase{"%1 (an operator; the provider was not asked)", {attested->by}, {}});
        if (attested->evidence.empty())
            world.field("Attester's evidence", DocPhrase{"none given", {}, {}});
        else
            world.field("Attester's evidence", attested->evidence);
        world.note(
            DocPhrase{"This confirmation is an operator's attestation, made at seq %1: it is as good as that "
                      "person's word and evidence, not the provider's own record.",
                      {std::to_string(attested->seq)},
                      {}});
    } else {
        noteOf(world, w);
    }

    auto& sweep = doc.section("Off-rail check: spend that bypassed the gateway");
    row(sweep, "Window swept", f["swept"]);
    row(sweep, "Sweep readable", pyGet(f, "readable"));
    row(sweep, "Out-of-band effects found", pyGet(f, "out_of_band_found"));
    row(sweep, "Matched this domain", pyGet(f, "domain_matched"));
    row(sweep, "Unscoped in window", pyGet(f, "unscoped_in_window"));
    sweep.field("Window", DocPhrase{"\u00b1%1 s around the intent's creation", {seconds(rc.windowSec, marks)}, {}});
    noteOf(sweep, f);

    consoleSection(doc, rc, currency, marks);

    doc.section("Verify this yourself")
        .field("Verify", d["verify_yourself"].get<std::string>(), true)
        .note(DocPhrase{d["honesty"].get<std::string>(), {}, std::nullopt})
        .field("Receipt digest", d["receipt_digest"].get<std::string>(), true)
        .field("Intent", rc.intent, true)
        .field("Generated by", rc.generatedBy)
        .field("Store", rc.store);
    checkItYourself(doc.sections.back(), rc.intent);
    return doc;
}

} // namespace seal
