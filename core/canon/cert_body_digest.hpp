// The chain verifier's hot path: one pass over a cert body's JSON text gives
// its Digest v1 canonical text without "hash" (SPEC-kernel.md §2, the same
// text canonicalV1Without gives), the SHA-256 of that text, and what the
// body's own top-level "hash" member says. A million bodies go through here
// per million-cert verify, so it reuses its buffers and builds no DOM.
//
// It reads what JSONB prints (strict JSON, an object at the top) and declines
// anything else: read() returning false means "ask canonicalV1Without", never
// "the body is bad". Where it answers, the answer is byte for byte the one
// the nlohmann-based canonicaliser gives (tests/core/canon/test_cert_body_digest).
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

// What a body says its own hash is: its top-level "hash" member (the last one
// when a name repeats, as Python's dict keeps it).
struct BodyHashField
{
    enum class Found
    {
        Missing,
        String,
        NotString
    };
    Found found = Found::Missing;
    std::string value; // the string, unescaped, when found is String
};

class CertBodyDigester
{
public:
    CertBodyDigester();
    ~CertBodyDigester();
    CertBodyDigester(const CertBodyDigester&) = delete;
    CertBodyDigester& operator=(const CertBodyDigester&) = delete;
    CertBodyDigester(CertBodyDigester&&) noexcept;
    CertBodyDigester& operator=(CertBodyDigester&&) noexcept;

    // Reads one body, leaving out the top-level member `droppedKey`. False
    // when the fast reader declines the text (see above); then the getters
    // below are meaningless.
    bool read(std::string_view objectText, std::string_view droppedKey);

    const std::string& canonical() const { return m_out; }
    // Lowercase hex SHA-256 of canonical().
    std::string_view digestHex();
    const BodyHashField& hashField() const { return m_hash; }

private:
    struct Frame
    {
        bool isObject = false;
        size_t start = 0;       // where this container's text begins in m_out
        size_t firstMember = 0; // its first member in m_members
        size_t keyOff = 0, keyLen = 0;         // the pending member's name, unescaped, in m_keys
        size_t keyTextOff = 0, keyTextLen = 0; // and as canonical text, in m_keyText
        size_t valueStart = 0;
    };
    struct Member
    {
        size_t keyOff, keyLen;         // the unescaped name, in m_keys
        size_t keyTextOff, keyTextLen; // the canonical name, in m_keyText
        size_t valueOff, valueLen;     // the canonical value, in m_out
    };

    bool parse();
    bool startValue(bool& done);
    bool afterValue(bool& more);
    bool readKey();
    bool readString(std::string* raw, std::string* canonical);
    bool readNumber();
    bool readLiteral(std::string_view word);
    void closeObject();
    void skipSpace();
    std::string_view key(const Member& m) const { return std::string_view(m_keys).substr(m.keyOff, m.keyLen); }

    const char* m_p = nullptr;
    const char* m_end = nullptr;
    std::string_view m_drop;
    bool m_captureHash = false;

    std::string m_out;  // canonical text of finished values; the document's at the end
    std::string m_keys;      // member names, unescaped (to sort and compare)
    std::string m_keyText;   // member names, canonical (to print)
    std::string m_hashValue; // the top-level "hash" string being read
    std::string m_tmp;  // an object's sorted text while it is being assembled
    std::vector<Frame> m_stack;
    std::vector<Member> m_members;
    std::vector<size_t> m_order;
    BodyHashField m_hash;
    char m_hex[64] = {};

    struct Sha;
    std::unique_ptr<Sha> m_sha;
};

} // namespace seal
