// The GET every provider question sends (the witness's search, the reconcile
// sweep's list): the base URL's scheme, userinfo, host and port, its path
// prefix, the question's own target, then the base URL's own query (an API
// gateway's key=...). The bearer key and the URL are wiped after the call.
#pragma once

#include "core/net/http_client.hpp"
#include "core/net/witness.hpp"

#include <functional>
#include <string>

namespace seal::detail {

// `target(prefix)` builds "/v1/...?..." under the base URL's path prefix
// (trailing slashes kept; searchTarget trims them). Throws HttpError.
HttpResponse providerGet(const ProviderWitness& witness,
                         const std::function<std::string(const std::string& prefix)>& target);

} // namespace seal::detail
