#include "models/keyset_reads.hpp"

#include "core/chain/browse.hpp"
#include "models/text/cert_fields.hpp"
#include "models/text/safe_text.hpp"

#include <QCoreApplication>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace seal {
namespace {

QByteArray bytes(std::string_view text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

// Characters of a member a table cell holds (an agent may write megabytes).
constexpr qsizetype kCellChars = 256;

// A member as the table shows it: strings as they are, anything else as JSON; cut to a cell.
QString member(const nlohmann::json& body, const char* key)
{
    const auto it = body.find(key);
    if (it == body.end() || it->is_null()) return {};
    if (it->is_string()) return previewText(it->get_ref<const std::string&>(), kCellChars);
    return previewText(it->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), kCellChars);
}

QString certKind(const nlohmann::json& body, const QString& action)
{
    if (action == QLatin1String("graduated_approval")) return QStringLiteral("approval");
    if (action == QLatin1String("obligation_breach")) return QStringLiteral("obligation_breach");
    if (const auto healed = body.find("healed");
        healed != body.end() && healed->is_boolean() && healed->get<bool>())
        return QStringLiteral("healed");
    if (body.contains("witness_state")) return QStringLiteral("witnessed");
    return QStringLiteral("sealed");
}

// Decodes what the table shows. A body that is not a JSON object stays a row:
// it is marked unreadable and the rest of the page works.
// (Translated in the context of the worker that used to decode them, so the
// .ts files keep their translations.)
void decodeBody(CertRow& row)
{
    const auto body = nlohmann::json::parse(row.body.constBegin(), row.body.constEnd(), nullptr, false);
    if (body.is_discarded()) {
        row.problem = QCoreApplication::translate("seal::StoreWorker", "the body is not valid JSON");
        return;
    }
    if (!body.is_object()) {
        row.problem = QCoreApplication::translate("seal::StoreWorker", "the body is a JSON %1, not an object")
                          .arg(safeText(body.type_name()));
        return;
    }
    row.readable = true;
    row.tier = member(body, "tier");
    row.world = member(body, "world");
    row.action = member(body, "action");
    row.outcome = member(body, "outcome");
    row.kind = certKind(body, row.action);
    if (row.body.size() > kInlineBodyBytes)
        row.decoded = std::make_shared<const CertDecoded>(decodeCertFields(row.body));
}

CertRow certRow(StoredCert&& stored)
{
    CertRow row;
    row.seq = stored.seq;
    row.createdAt = stored.createdAt;
    row.intent = bytes(stored.intent);
    row.hash = bytes(stored.hash);
    row.prevHash = bytes(stored.prevHash);
    row.body = bytes(stored.body);
    stored.body = std::string(); // a large body is not held twice longer than it must be
    decodeBody(row);
    return row;
}

CertPageQuery coreQuery(const CertQuery& query)
{
    CertPageQuery q;
    q.newestFirst = query.order == CertOrder::NewestFirst;
    switch (query.filter.kind) {
    case CertFilter::Kind::None:
        q.filter = CertPageQuery::Filter::None;
        break;
    case CertFilter::Kind::Intent:
        q.filter = CertPageQuery::Filter::Intent;
        break;
    case CertFilter::Kind::Text:
        q.filter = CertPageQuery::Filter::Text;
        break;
    }
    q.text = query.filter.text.trimmed().toStdString();
    if (query.key) q.key = static_cast<std::int64_t>(*query.key);
    q.keyInclusive = query.keyInclusive;
    q.limit = query.limit;
    return q;
}

} // namespace

CertPage readCertificates(Connection& conn, const CertQuery& query)
{
    CertPageRows stored = readCertPage(conn, coreQuery(query));
    CertPage page;
    page.atEnd = stored.atEnd;
    page.rows.reserve(static_cast<qsizetype>(stored.rows.size()));
    for (StoredCert& cert : stored.rows)
        page.rows.push_back(certRow(std::move(cert)));
    return page;
}

std::optional<qint64> findCertSeq(Connection& conn, const QByteArray& hash)
{
    return findCertSeqByHash(conn, hash.toStdString());
}

EventPage readEvents(Connection& conn, const EventQuery& query)
{
    EventPageQuery q;
    if (!query.filter.kind.isEmpty()) q.kind = query.filter.kind.toStdString();
    q.from = query.filter.from;
    q.to = query.filter.to;
    if (query.after) q.after = EventPageQuery::Key{query.after->at, static_cast<std::int64_t>(query.after->id)};
    if (query.newer) q.newer = EventPageQuery::Key{query.newer->at, static_cast<std::int64_t>(query.newer->id)};
    q.limit = query.limit;
    const EventPageRows stored = readEventPage(conn, q);
    EventPage page;
    page.atEnd = stored.atEnd;
    page.rows.reserve(static_cast<qsizetype>(stored.rows.size()));
    for (const StoredEvent& e : stored.rows) {
        EventRow row{e.id, e.at, safeText(e.kind), {}, {}, {}};
        if (e.path) row.path = safeText(*e.path);
        if (e.intent) row.intent = safeText(*e.intent);
        if (e.detail) row.detail = bytes(*e.detail);
        page.rows.push_back(std::move(row));
    }
    return page;
}

QStringList readEventKindNames(Connection& conn)
{
    QStringList kinds;
    for (const std::string& kind : readEventKinds(conn))
        kinds << safeText(kind);
    return kinds;
}

} // namespace seal
