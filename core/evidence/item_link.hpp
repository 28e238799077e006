// Links to one item of the console (issue 27 item 2): `sealdesk://approval/ID`,
// pasted in chat or mail, given to `sealdesk --open` (or opened by the desktop
// through the URL scheme the .desktop file registers), opens that request.
// sealctl watch --json puts one on each alert line, and the console's own
// desktop notifications open theirs with the same link.
//
// The key is percent-encoded (RFC 3986: every byte but unreserved ones), so
// an agent-written intent or path with a slash, a space or a '?' survives
// the trip. The parser is strict: one known kind, one key, nothing after it,
// bounded length.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace seal {

struct Alert;

enum class ItemKind
{
    Approval,   // an approval request id
    Hold,       // a held intent
    Divergence, // a diverged intent, a frozen domain, or an out-of-band spend event id
    Obligation, // an obligation_id
    Cert,       // a cert's seq
    Intent,     // an intent: its story
    Path,       // a payment path: its autonomy
    Change,     // a dual control change request's id
};

struct ItemLink
{
    ItemKind kind = ItemKind::Approval;
    std::string key;
};

inline constexpr std::string_view kItemLinkScheme = "sealdesk";
inline constexpr std::size_t kItemLinkMaxBytes = 4096;

std::string_view itemKindName(ItemKind kind); // "approval", "hold", …
std::string itemLink(ItemKind kind, std::string_view key);
std::string itemLink(const ItemLink& link);
// nullopt, with the reason in `why`, for anything but a well-formed link.
std::optional<ItemLink> parseItemLink(std::string_view url, std::string* why = nullptr);

// The item an alert is about (nullopt when it names none).
std::optional<ItemLink> alertItem(const Alert& alert);

} // namespace seal
