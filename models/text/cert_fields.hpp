// A cert body's members as the detail pane lists them, each value cut to a
// preview (an agent may write a 50 MB member). Decoded in the worker for big
// bodies and on demand for small ones, so the GUI thread never parses more
// than kInlineBodyBytes.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <memory>
#include <optional>

namespace seal {

// Bodies up to this size are decoded when shown; bigger ones in the worker.
inline constexpr qsizetype kInlineBodyBytes = 64 * 1024;
// Characters of a member value the pane shows.
inline constexpr qsizetype kFieldPreviewChars = 2000;

struct CertField
{
    QString name;  // raw (the model makes it safe)
    QString value; // raw preview: a string as it is, anything else as one-line JSON
    std::optional<double> number; // the value when it is a number (the model shows "at" as a time)
};

struct CertDecoded
{
    QList<CertField> fields; // in the order a reader expects
    QString parentCert;      // the body's parent_cert when it is a string
};

// Empty when the body is not a JSON object.
CertDecoded decodeCertFields(const QByteArray& body);

// `text` cut to `maxChars` characters with an ellipsis.
QString previewText(std::string_view utf8, qsizetype maxChars);

} // namespace seal
