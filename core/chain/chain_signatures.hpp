// The chain walk's signature side (SPEC-kernel.md §15.1, §15.2 and §10
// "beyond"): what a body says about its signature, the kernel's signed count,
// and the tallies of the parallel walk's ranges merged. Internal to core/chain.
#pragma once

#include "core/chain/chain_verifier.hpp"

#include <string_view>

namespace seal {

inline constexpr std::string_view kSignatureInvalid = "signature_invalid";

void copyField(BodyHashField& to, const BodyHashField& from);

// The version, the truthiness of "sig" and the top-level "sig" and "signer"
// of a body the fast reader declined (parsed into a DOM: rare). Throws
// CanonError when the body is not a JSON object.
void readCertFacts(std::string_view bodyText, CertVersion& version, bool& sigTruthy, BodyHashField& sig,
                   BodyHashField& signer);

std::int64_t kernelSignedCount(const SignatureTally& tally);

// Adds a later range's tally to `into` (signers kept in first-seen order).
void mergeTally(SignatureTally& into, const SignatureTally& later);

} // namespace seal
