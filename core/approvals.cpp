#include "approvals.hpp"

#include "digest.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

namespace seal {
namespace {

template <typename T> nlohmann::json orNull(const std::optional<T>& v)
{
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

std::string toHex(const unsigned char* bytes, unsigned len)
{
    static const char* hex = "0123456789abcdef";
    std::string out;
    out.reserve(len * 2);
    for (unsigned i = 0; i < len; ++i) {
        out += hex[bytes[i] >> 4];
        out += hex[bytes[i] & 0xF];
    }
    return out;
}

Approval approvalFromRow(const Result& r, int i)
{
    Approval a;
    a.id = r.text(i, 0);
    a.intent = r.text(i, 1);
    a.path = r.text(i, 2);
    a.amount = r.real(i, 3);
    a.maker = r.text(i, 4);
    a.tier = r.text(i, 5);
    a.state = r.text(i, 6);
    a.required = static_cast<int>(r.integer(i, 7));
    a.createdAt = r.real(i, 8);
    a.expiresAt = r.real(i, 9);
    a.decidedAt = r.optReal(i, 10);
    a.consumedAt = r.optReal(i, 11);
    return a;
}

// All votes in one query, grouped by approval id, each group ordered by at.
std::map<std::string, std::vector<Vote>> readVotes(Connection& conn, const Param& state)
{
    Result r = conn.exec("SELECT v.approval_id, v.approver, v.decision, v.at, v.sig "
                         "FROM seal_approval_votes v JOIN seal_approvals a ON a.id = v.approval_id "
                         "WHERE ($1::text IS NULL OR a.state = $1::text) "
                         "ORDER BY v.approval_id, v.at, v.id",
                         {state});
    std::map<std::string, std::vector<Vote>> votes;
    for (int i = 0; i < r.rows(); ++i)
        votes[std::string(r.text(i, 0))].push_back(Vote{std::string(r.text(i, 1)), std::string(r.text(i, 2)),
                                                        r.real(i, 3), std::string(r.text(i, 4))});
    return votes;
}

} // namespace

std::string tierFor(double amount, const std::optional<Thresholds>& thresholds)
{
    if (!thresholds) return "ALWAYS_HUMAN";
    if (amount <= thresholds->autoCeiling) return "AUTO";
    if (amount <= thresholds->dualCeiling) return "DUAL";
    return "ALWAYS_HUMAN";
}

int requiredApprovers(const Thresholds& thresholds)
{
    return std::max(2, thresholds.requiredApprovers);
}

int Approval::approveCount() const
{
    return static_cast<int>(
        std::count_if(votes.begin(), votes.end(), [](const Vote& v) { return v.decision == "approve"; }));
}

const char* sigCheckName(SigCheck check)
{
    switch (check) {
    case SigCheck::Valid:
        return "valid";
    case SigCheck::Invalid:
        return "invalid";
    case SigCheck::Unverifiable:
        return "unverifiable";
    }
    return "unverifiable";
}

std::string voteMessage(std::string_view approvalId, const Vote& vote)
{
    std::string m(approvalId);
    m += '|';
    m += vote.approver;
    m += '|';
    m += vote.decision;
    m += '|';
    m += pythonFloatRepr(vote.at);
    return m;
}

std::string voteSignature(std::string_view key, std::string_view approvalId, const Vote& vote)
{
    const std::string message = voteMessage(approvalId, vote);
    unsigned char mac[EVP_MAX_MD_SIZE];
    unsigned len = 0;
    HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
         reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac, &len);
    return toHex(mac, len);
}

SigCheck verifyVote(const std::optional<std::string>& key, std::string_view approvalId, const Vote& vote)
{
    if (!key) return SigCheck::Unverifiable;
    const std::string expected = voteSignature(*key, approvalId, vote);
    // Constant time: the comparison must not tell a forger how close it got.
    const bool same = expected.size() == vote.sig.size() &&
                      CRYPTO_memcmp(expected.data(), vote.sig.data(), expected.size()) == 0;
    return same ? SigCheck::Valid : SigCheck::Invalid;
}

std::optional<std::string> governanceKeyFromEnv()
{
    const char* key = std::getenv("SEAL_GOV_KEY");
    if (!key || !*key) return std::nullopt;
    return std::string(key);
}

std::vector<Approval> readApprovals(Connection& conn, const std::optional<std::string>& state)
{
    const Param stateParam = state ? param(*state) : nullParam();
    Result r = conn.exec("SELECT id, intent, path, amount, maker, tier, state, required, created_at, "
                         "expires_at, decided_at, consumed_at FROM seal_approvals "
                         "WHERE ($1::text IS NULL OR state = $1::text) ORDER BY created_at, id",
                         {stateParam});
    auto votes = readVotes(conn, stateParam);
    std::vector<Approval> out;
    for (int i = 0; i < r.rows(); ++i) {
        Approval a = approvalFromRow(r, i);
        if (auto it = votes.find(a.id); it != votes.end()) a.votes = std::move(it->second);
        out.push_back(std::move(a));
    }
    return out;
}

nlohmann::json approvalJson(const Approval& a, const std::optional<std::optional<std::string>>& sigKey)
{
    nlohmann::json votes = nlohmann::json::array();
    for (const auto& v : a.votes) {
        nlohmann::json j = {{"approver", v.approver}, {"decision", v.decision}, {"at", v.at}};
        if (sigKey) j["sig"] = sigCheckName(verifyVote(*sigKey, a.id, v));
        votes.push_back(std::move(j));
    }
    return {{"id", a.id},
            {"intent", a.intent},
            {"path", a.path},
            {"amount", a.amount},
            {"maker", a.maker},
            {"tier", a.tier},
            {"state", a.state},
            {"required", a.required},
            {"created_at", a.createdAt},
            {"expires_at", a.expiresAt},
            {"decided_at", orNull(a.decidedAt)},
            {"consumed_at", orNull(a.consumedAt)},
            {"approve_count", a.approveCount()},
            {"votes", votes}};
}

} // namespace seal
