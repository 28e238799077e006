// A detached signature for any file the console exports (issue 27 item 7):
// FILE.sig beside FILE, one JSON document
//   {"format":"sealdesk-signature/1","file":"<base name>","sha256":"<hex of the file's bytes>",
//    "signer":"<64 hex>","sig":"<128 hex>"}
// where sig is Ed25519 over the 32 raw bytes of the SHA-256, as the kernel
// signs certs (SPEC-kernel.md §15.1). "file" is informational: a renamed copy
// still verifies, an altered one never does.
#pragma once

#include "core/canon/signing.hpp"

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace seal {

inline constexpr std::string_view kDetachedSignatureFormat = "sealdesk-signature/1";

// A file that cannot be read (or a .sig that cannot be written); what() names it.
class SignatureFileError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// SHA-256 of a file's bytes, read in pieces (an export may be large), lowercase hex.
std::string fileSha256Hex(const std::string& path);

// The .sig document of `path`'s bytes, signed by `key`.
std::string makeDetachedSignature(const std::string& path, const SigningKey& key);

// Writes `path`.sig atomically (a temporary file renamed into place, replacing
// an older .sig); returns its path.
std::string writeDetachedSignature(const std::string& path, const SigningKey& key);

enum class SignatureVerdict
{
    Valid,
    NotASignature,   // not a sealdesk-signature/1 document (garbage, truncated, a member missing or malformed)
    FileAltered,     // the file's SHA-256 is not the one signed
    NotPinnedSigner, // signed, but not by the key the caller pinned
    BadSignature,    // sig does not verify with signer over the SHA-256
};

struct SignatureCheck
{
    SignatureVerdict verdict = SignatureVerdict::NotASignature;
    std::string signer; // 64 hex, when the document names one
    std::string file;   // the name the document was made for
    std::string why;    // one line for people ("" when valid)
    bool ok() const { return verdict == SignatureVerdict::Valid; }
};

// Checks a .sig document against the SHA-256 (hex) of the file's bytes;
// `pinnedKeyHex` (64 hex) also requires that signer.
SignatureCheck checkDetachedSignature(std::string_view sigText, std::string_view fileSha256,
                                      const std::optional<std::string>& pinnedKeyHex = std::nullopt);

// The same for files on disk: `sigPath` empty means `path`.sig. Throws
// SignatureFileError when either file cannot be read (the .sig is read only
// when regular and at most 64 KiB).
SignatureCheck checkDetachedSignatureFile(const std::string& path, const std::string& sigPath = {},
                                          const std::optional<std::string>& pinnedKeyHex = std::nullopt);

// The verdict's word for JSON ("valid", "not_a_signature", "file_altered",
// "not_pinned_signer", "bad_signature").
const char* signatureVerdictCode(SignatureVerdict verdict);

} // namespace seal
