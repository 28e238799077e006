#include "core/evidence/item_link.hpp"

#include "core/evidence/alerts.hpp"

#include <array>
#include <utility>

namespace seal {
namespace {

constexpr std::array<std::pair<ItemKind, std::string_view>, 8> kKinds{{
    {ItemKind::Approval, "approval"},
    {ItemKind::Hold, "hold"},
    {ItemKind::Divergence, "divergence"},
    {ItemKind::Obligation, "obligation"},
    {ItemKind::Cert, "cert"},
    {ItemKind::Intent, "intent"},
    {ItemKind::Path, "path"},
    {ItemKind::Change, "change"},
}};

bool unreserved(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_' || c == '~';
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::optional<ItemLink> refuse(std::string* why, std::string reason)
{
    if (why) *why = std::move(reason);
    return std::nullopt;
}

bool lowerEquals(std::string_view a, std::string_view b)
{
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const char c = (a[i] >= 'A' && a[i] <= 'Z') ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
        if (c != b[i]) return false;
    }
    return true;
}

} // namespace

std::string_view itemKindName(ItemKind kind)
{
    for (const auto& [k, name] : kKinds)
        if (k == kind) return name;
    return "approval";
}

std::string itemLink(ItemKind kind, std::string_view key)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out(kItemLinkScheme);
    out += "://";
    out += itemKindName(kind);
    out += '/';
    for (const char ch : key) {
        const auto c = static_cast<unsigned char>(ch);
        if (unreserved(c)) {
            out += ch;
        } else {
            out += '%';
            out += kHex[c >> 4];
            out += kHex[c & 0xF];
        }
    }
    return out;
}

std::string itemLink(const ItemLink& link)
{
    return itemLink(link.kind, link.key);
}

std::optional<ItemLink> parseItemLink(std::string_view url, std::string* why)
{
    if (url.size() > kItemLinkMaxBytes) return refuse(why, "the link is longer than any the console makes");
    const std::size_t colon = url.find("://");
    if (colon == std::string_view::npos || !lowerEquals(url.substr(0, colon), kItemLinkScheme))
        return refuse(why, "not a sealdesk:// link");
    const std::string_view rest = url.substr(colon + 3);
    const std::size_t slash = rest.find('/');
    if (slash == std::string_view::npos) return refuse(why, "the link names no item (sealdesk://KIND/KEY)");
    const std::string_view kindText = rest.substr(0, slash);
    std::optional<ItemKind> kind;
    for (const auto& [k, name] : kKinds)
        if (lowerEquals(kindText, name)) kind = k;
    if (!kind)
        return refuse(why, "unknown kind of item \"" + std::string(kindText.substr(0, 40)) +
                               "\" (approval, hold, divergence, obligation, cert, intent or path)");
    std::string_view encoded = rest.substr(slash + 1);
    if (!encoded.empty() && encoded.back() == '/')
        encoded.remove_suffix(1); // a trailing slash added by a mail client
    std::string key;
    for (std::size_t i = 0; i < encoded.size(); ++i) {
        const char c = encoded[i];
        if (c == '%') {
            const int hi = i + 2 < encoded.size() ? hexValue(encoded[i + 1]) : -1;
            const int lo = i + 2 < encoded.size() ? hexValue(encoded[i + 2]) : -1;
            if (hi < 0 || lo < 0) return refuse(why, "a broken %-escape in the link's key");
            key += static_cast<char>(hi * 16 + lo);
            i += 2;
        } else if (c == '/' || c == '?' || c == '#' || static_cast<unsigned char>(c) <= 0x20) {
            return refuse(why, "the link's key holds a character it must escape");
        } else {
            key += c;
        }
    }
    if (key.empty()) return refuse(why, "the link names no item (sealdesk://KIND/KEY)");
    if (*kind == ItemKind::Cert && key.find_first_not_of("0123456789") != std::string::npos)
        return refuse(why, "a cert link names a seq: a whole number");
    return ItemLink{*kind, std::move(key)};
}

std::optional<ItemLink> alertItem(const Alert& a)
{
    if (a.kind == "approval_expiring" && a.approvalId) return ItemLink{ItemKind::Approval, *a.approvalId};
    if (a.kind == "hold" && a.intent) return ItemLink{ItemKind::Hold, *a.intent};
    if (a.kind == "divergence" && a.intent) return ItemLink{ItemKind::Divergence, *a.intent};
    if (a.kind == "out_of_band_spend" && a.eventId)
        return ItemLink{ItemKind::Divergence, std::to_string(*a.eventId)};
    if (a.kind == "obligation_breached" && a.obligationId)
        return ItemLink{ItemKind::Obligation, *a.obligationId};
    if (a.kind == "chain_break" && a.seq) return ItemLink{ItemKind::Cert, std::to_string(*a.seq)};
    if (a.kind == "change_proposed" && a.changeId) return ItemLink{ItemKind::Change, std::to_string(*a.changeId)};
    if (a.intent) return ItemLink{ItemKind::Intent, *a.intent};
    return std::nullopt;
}

} // namespace seal
