// The chain verifier's hot path: one pass over a cert body's JSON text gives
// its canonical text — Digest v1 without "hash" (SPEC-kernel.md §2, the text
// canonicalV1Without gives) or, for a body whose "cv" is the number 2, RFC
// 8785 without "hash" and "sig" (§15.1, the text canonicalCertV2 gives) — the
// SHA-256 of that text, and what the body's own top-level "hash", "sig" and
// "signer" members say. A million bodies go through here
// per million-cert verify, so it reuses its buffers and builds no DOM.
//
// It reads what JSONB prints (strict JSON, an object at the top) and declines
// anything else: read() returning false means "ask canonicalV1Without" (and
// readCert() false "ask recomputeCertHash"), never "the body is bad". Where it answers, the answer is byte for byte the one
// the nlohmann-based canonicaliser gives (tests/core/canon/test_cert_body_digest).
#pragma once

#include "core/canon/cert_digest.hpp"

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

    // Reads one body as Digest v1, leaving out the top-level member
    // `droppedKey`. False when the fast reader declines the text (see above);
    // then the getters below are meaningless.
    bool read(std::string_view objectText, std::string_view droppedKey);

    // Reads one cert body the way the kernel hashes it (§15.2): v2 when its
    // top-level "cv" is the number 2, else v1. It reads in the version of the
    // body before and reads again only when the version changes, so a chain
    // costs one pass per body. False: ask recomputeCertHash.
    bool readCert(std::string_view bodyText);
    CertVersion version() const { return m_version; }

    const std::string& canonical() const { return m_out; }
    // Lowercase hex SHA-256 of canonical().
    std::string_view digestHex();
    const BodyHashField& hashField() const { return m_hash; }
    const BodyHashField& sigField() const { return m_sig; }
    const BodyHashField& signerField() const { return m_signer; }
    // The kernel's "signed": a top-level "sig" that Python finds truthy (not
    // null, false, a zero, "", [] or {}).
    bool sigTruthy() const { return m_sigTruthy; }

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

    bool readAs(std::string_view text, CertVersion mode);
    bool declaredV2() const;
    void noteTopMember(const std::string_view name, size_t valueOff, size_t valueLen);
    bool parse();
    bool startValue(bool& done);
    bool afterValue(bool& more);
    bool readKey();
    bool readString(std::string* raw, std::string* canonical);
    bool readNumber();
    bool readLiteral(std::string_view word);
    bool closeObject();
    void skipSpace();
    std::string_view key(const Member& m) const { return std::string_view(m_keys).substr(m.keyOff, m.keyLen); }

    const char* m_p = nullptr;
    const char* m_end = nullptr;
    std::string_view m_drop;
    CertVersion m_mode = CertVersion::V1;    // how this pass prints
    CertVersion m_version = CertVersion::V1; // what the last body declared
    std::string* m_capture = nullptr;        // where the next string's raw text goes

    std::string m_out;  // canonical text of finished values; the document's at the end
    std::string m_keys;      // member names, unescaped (to sort and compare)
    std::string m_keyText;   // member names, canonical (to print)
    std::string m_hashValue, m_sigValue, m_signerValue; // top-level strings being read
    std::string m_cvText;                               // the top-level "cv", canonical
    bool m_sigTruthy = false;
    bool m_utf16Order = false; // a v2 name holds U+E000 or above: sort by UTF-16 units
    std::string m_tmp;  // an object's sorted text while it is being assembled
    std::vector<Frame> m_stack;
    std::vector<Member> m_members;
    std::vector<size_t> m_order;
    BodyHashField m_hash, m_sig, m_signer;
    char m_hex[64] = {};

    struct Sha;
    std::unique_ptr<Sha> m_sha;
};

} // namespace seal
