#include "models/text/cert_fields.hpp"

#include "models/text/json_text.hpp"

#include <QStringList>
#include <algorithm>
#include <nlohmann/json.hpp>

namespace seal {
namespace {

// Decoded fields in the order a reader expects; other fields follow by name.
int fieldRank(const QString& name)
{
    static const QStringList order = {
        QStringLiteral("intent"),        QStringLiteral("action"),           QStringLiteral("tier"),
        QStringLiteral("world"),         QStringLiteral("at"),               QStringLiteral("outcome"),
        QStringLiteral("path"),          QStringLiteral("approval_id"),      QStringLiteral("underlying_intent"),
        QStringLiteral("votes"),         QStringLiteral("reason"),           QStringLiteral("observed_tier"),
        QStringLiteral("witness_state"), QStringLiteral("witness_count"),    QStringLiteral("witness_evidence"),
        QStringLiteral("healed"),        QStringLiteral("args_digest"),      QStringLiteral("result_digest"),
        QStringLiteral("parent_cert"),   QStringLiteral("compensates_cert"), QStringLiteral("graph_id"),
        QStringLiteral("read_set"),      QStringLiteral("prev_hash"),        QStringLiteral("hash"),
    };
    const auto i = order.indexOf(name);
    return i < 0 ? 1000 : static_cast<int>(i);
}

QString valuePreview(const nlohmann::json& value)
{
    if (value.is_string()) return previewText(value.get_ref<const std::string&>(), kFieldPreviewChars);
    const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return QString::fromUtf8(oneLineJson(QByteArray::fromRawData(text.data(), static_cast<qsizetype>(text.size())),
                                         kFieldPreviewChars));
}

} // namespace

QString previewText(std::string_view utf8, qsizetype maxChars)
{
    const auto bytes = static_cast<qsizetype>(utf8.size());
    const qsizetype scan = qMin(bytes, 4 * maxChars + 4); // a character is at most 4 bytes
    QString text = QString::fromUtf8(utf8.data(), scan);
    if (text.size() <= maxChars && scan == bytes) return text;
    text.truncate(maxChars);
    if (!text.isEmpty() && (text.back().isHighSurrogate() || text.back() == QChar::ReplacementCharacter))
        text.chop(1);
    return text + QChar(0x2026);
}

CertDecoded decodeCertFields(const QByteArray& body)
{
    CertDecoded out;
    const auto json = nlohmann::json::parse(body.constBegin(), body.constEnd(), nullptr, false);
    if (!json.is_object()) return out;
    for (const auto& [key, value] : json.items()) {
        CertField f{previewText(key, 200), valuePreview(value), std::nullopt};
        if (value.is_number()) f.number = value.get<double>();
        out.fields.push_back(std::move(f));
        if (key == "parent_cert" && value.is_string()) out.parentCert = previewText(value.get_ref<const std::string&>(), 256);
    }
    std::stable_sort(out.fields.begin(), out.fields.end(), [](const CertField& a, const CertField& b) {
        const int ra = fieldRank(a.name), rb = fieldRank(b.name);
        return ra != rb ? ra < rb : a.name < b.name;
    });
    return out;
}

} // namespace seal
