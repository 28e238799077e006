#include "core/chain/anchor.hpp"

#include "core/base/clock.hpp"
#include "core/sys/files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace seal {
namespace {

nlohmann::json identityJson(const DatabaseIdentity& s)
{
    return {
        {"system_identifier", s.systemIdentifier ? nlohmann::json(*s.systemIdentifier) : nlohmann::json()},
        {"database_oid", s.databaseOid},
        {"database", s.database},
        {"connection", s.connection}};
}

template <typename T> T field(const nlohmann::json& j, const char* key, const std::string& where)
{
    if (!j.is_object() || !j.contains(key)) throw AnchorFileError(where + ": no \"" + key + "\"");
    try {
        return j[key].get<T>();
    } catch (const nlohmann::json::exception&) {
        throw AnchorFileError(where + ": \"" + key + "\" has the wrong type");
    }
}

Anchor anchorFromJson(const nlohmann::json& j, const std::string& where)
{
    const auto store = field<nlohmann::json>(j, "store", where);
    Anchor a;
    if (store.is_object() && store.contains("system_identifier") && store["system_identifier"].is_string())
        a.store.systemIdentifier = store["system_identifier"].get<std::string>();
    a.store.databaseOid = field<std::int64_t>(store, "database_oid", where);
    a.store.database = field<std::string>(store, "database", where);
    a.store.connection = field<std::string>(store, "connection", where);
    a.seq = field<std::int64_t>(j, "seq", where);
    a.hash = field<std::string>(j, "hash", where);
    a.rows = field<std::int64_t>(j, "rows", where);
    a.at = field<double>(j, "at", where);
    a.recordedBy = field<std::string>(j, "recorded_by", where);
    return a;
}

// Whole or not at all (a reader never sees half a file, a crash leaves the
// old anchors intact); the same mode a new file gets by default.
void writeAtomically(const std::string& path, const std::string& text)
{
    try {
        writeFileAtomically(path, text, 0644, FileReplace::Allowed);
    } catch (const AtomicWriteError& e) {
        throw AnchorFileError(std::string("anchor file: ") + e.what());
    }
}

AnchorFinding checkOne(Connection& conn, std::size_t index, const Anchor& a)
{
    AnchorFinding f{index, a, "intact", {}};
    const std::string seq = std::to_string(a.seq);
    Result at = conn.exec("SELECT hash FROM seal_certs WHERE seq = $1", {param(a.seq)});
    Result upTo = conn.exec(
        "SELECT count(*), (SELECT max(seq) FROM seal_certs) FROM seal_certs WHERE seq <= $1", {param(a.seq)});
    const std::int64_t rows = upTo.integer(0, 0);
    if (at.rows() == 0) {
        f.kind = "truncated";
        f.detail =
            "anchored seq " + seq + " is gone; the chain now " +
            (upTo.isNull(0, 1) ? std::string("is empty") : "ends at seq " + std::string(upTo.text(0, 1)));
    } else if (at.text(0, 0) != a.hash) {
        f.kind = "anchor_broken";
        f.detail = "seq " + seq + " now has hash " + std::string(at.text(0, 0)) + ", anchored " + a.hash;
    } else if (rows != a.rows) {
        f.kind = rows < a.rows ? "truncated" : "anchor_broken";
        f.detail = std::to_string(rows) + " certs now lead up to seq " + seq + ", anchored " +
                   std::to_string(a.rows) + (rows < a.rows ? ": rows were deleted" : ": rows were inserted");
    } else {
        f.detail = "seq " + seq + " still has the anchored hash, " + std::to_string(rows) + " certs up to it";
    }
    return f;
}

} // namespace

bool DatabaseIdentity::sameAs(const DatabaseIdentity& o) const
{
    if (databaseOid != o.databaseOid) return false;
    if (systemIdentifier && o.systemIdentifier) return *systemIdentifier == *o.systemIdentifier;
    return database == o.database;
}

DatabaseIdentity readStoreIdentity(Connection& conn)
{
    DatabaseIdentity id;
    try {
        id.systemIdentifier =
            std::string(conn.exec("SELECT system_identifier::text FROM pg_control_system()").text(0, 0));
    } catch (const StoreError& e) {
        // Not every role may read pg_control_system(); the oid and name still identify the database.
        if (e.kind() == StoreError::Kind::ConnectionLost || e.kind() == StoreError::Kind::Connect) throw;
    }
    Result d = conn.exec("SELECT oid::bigint, datname FROM pg_database WHERE datname = current_database()");
    id.databaseOid = d.integer(0, 0);
    id.database = std::string(d.text(0, 1));
    id.connection = conn.describe();
    return id;
}

std::optional<Anchor> readAnchor(Connection& conn)
{
    Anchor a;
    a.store = readStoreIdentity(conn);
    ReadTransaction tx(conn);
    Result head = conn.exec("SELECT seq, hash FROM seal_certs ORDER BY seq DESC LIMIT 1");
    if (head.rows() == 0) return std::nullopt;
    a.seq = head.integer(0, 0);
    a.hash = std::string(head.text(0, 1));
    const bool digest = a.hash.size() == 64 && a.hash.find_first_not_of("0123456789abcdef") == std::string::npos;
    if (!digest)
        throw UnreadableHeadError("the chain head, seal_certs.hash of seq " + std::to_string(a.seq) + ", is " +
                                  (head.isNull(0, 1) ? std::string("NULL") : "not a digest") +
                                  ": an anchor of it would prove nothing; nothing recorded (see sealctl verify)");
    a.rows = conn.exec("SELECT count(*) FROM seal_certs WHERE seq <= $1", {param(a.seq)}).integer(0, 0);
    a.at = storeNow(conn); // the store's clock, never the workstation's (issue 26)
    a.recordedBy = conn.user();
    return a;
}

nlohmann::json anchorJson(const Anchor& a)
{
    return {
        {"store", identityJson(a.store)}, {"seq", a.seq}, {"hash", a.hash}, {"rows", a.rows}, {"at", a.at},
        {"recorded_by", a.recordedBy}};
}

std::vector<Anchor> readAnchorFile(const std::string& path, bool missingIsEmpty)
{
    std::error_code ec;
    if (missingIsEmpty && !std::filesystem::exists(path, ec) && !ec) return {};
    std::ifstream in(path, std::ios::binary);
    if (!in) throw AnchorFileError("cannot read anchor file " + path + ": " + std::strerror(errno));
    std::stringstream ss;
    ss << in.rdbuf();
    const auto j = nlohmann::json::parse(ss.str(), nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("format") || j["format"] != kAnchorFileFormat ||
        !j.contains("anchors") || !j["anchors"].is_array())
        throw AnchorFileError(path + " is not an anchor file (no \"format\": \"" +
                              std::string(kAnchorFileFormat) + "\")");
    std::vector<Anchor> out;
    for (size_t i = 0; i < j["anchors"].size(); ++i)
        out.push_back(anchorFromJson(j["anchors"][i], path + " anchor " + std::to_string(i)));
    return out;
}

void appendAnchorFile(const std::string& path, const Anchor& anchor)
{
    auto anchors = readAnchorFile(path, true);
    anchors.push_back(anchor);
    nlohmann::json list = nlohmann::json::array();
    for (const auto& a : anchors)
        list.push_back(anchorJson(a));
    const nlohmann::json file = {{"format", kAnchorFileFormat}, {"anchors", list}};
    writeAtomically(path, file.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
}

bool AnchorCheck::ok() const
{
    for (const auto& f : findings)
        if (f.kind != "intact") return false;
    return true;
}

AnchorCheck checkAnchors(Connection& conn, const std::vector<Anchor>& anchors)
{
    const DatabaseIdentity here = readStoreIdentity(conn);
    ReadTransaction tx(conn, ReadTransaction::Bound::LockOnly); // counts rows up to each anchor
    AnchorCheck check;
    for (size_t i = 0; i < anchors.size(); ++i) {
        if (anchors[i].store.sameAs(here))
            check.findings.push_back(checkOne(conn, i, anchors[i]));
        else
            ++check.otherStores;
    }
    return check;
}

} // namespace seal
