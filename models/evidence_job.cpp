#include "evidence_job.hpp"

#include "safe_text.hpp"

namespace seal {

QString jobErrorText(const std::exception& e)
{
    return safeText(std::string_view(e.what()));
}

} // namespace seal
