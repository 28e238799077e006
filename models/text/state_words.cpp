#include "models/text/state_words.hpp"

#include "models/text/safe_text.hpp"

#include <QCoreApplication>

namespace seal {
namespace {

QString word(const char* text)
{
    return QCoreApplication::translate("seal", text);
}

} // namespace

QString approvalStateWord(std::string_view state)
{
    if (state == "pending") return word(QT_TRANSLATE_NOOP("seal", "pending"));
    if (state == "approved") return word(QT_TRANSLATE_NOOP("seal", "approved"));
    if (state == "rejected") return word(QT_TRANSLATE_NOOP("seal", "rejected"));
    if (state == "expired") return word(QT_TRANSLATE_NOOP("seal", "expired"));
    return safeText(state);
}

QString voteWord(std::string_view decision)
{
    if (decision == "approve") return word(QT_TRANSLATE_NOOP("seal", "approved"));
    if (decision == "reject") return word(QT_TRANSLATE_NOOP("seal", "rejected"));
    return safeText(decision);
}

QString intentStateWord(std::string_view state)
{
    if (state == "open") return word(QT_TRANSLATE_NOOP("seal", "open"));
    if (state == "sealed") return word(QT_TRANSLATE_NOOP("seal", "sealed"));
    if (state == "fenced") return word(QT_TRANSLATE_NOOP("seal", "fenced"));
    if (state == "failed") return word(QT_TRANSLATE_NOOP("seal", "failed"));
    return safeText(state);
}

} // namespace seal
