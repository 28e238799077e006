// The certificate chain and the event log a keyset page at a time, as the
// values their models hold: core's rows (core/chain/browse.hpp) decoded and
// made safe on the thread that reads them, so the GUI thread only swaps them
// in. Callers run them through StoreClient::read on the reader, which holds
// the read transaction.
#pragma once

#include "models/store_types.hpp"

#include <QByteArray>
#include <QStringList>
#include <optional>

namespace seal {

class Connection;

// A page of certs in the query's order, each body decoded for the table (a
// body that is not a JSON object stays a row, marked unreadable).
CertPage readCertificates(Connection& conn, const CertQuery& query);
// The seq of the first cert carrying `hash` (a followed parent or previous
// hash), or nothing when no cert has it.
std::optional<qint64> findCertSeq(Connection& conn, const QByteArray& hash);

// A page of events, newest first (or, for `newer`, oldest first).
EventPage readEvents(Connection& conn, const EventQuery& query);
// Every event kind in the log, sorted, made safe to show.
QStringList readEventKindNames(Connection& conn);

} // namespace seal
