// Evidence documents as PDF through Qt's own PDF writer: core's HTML (every
// store value already escaped there, and QTextDocument runs no script) laid
// out by QTextDocument and printed by QPdfWriter. Safe on a worker thread.
#pragma once

#include "evidence_document.hpp"

class QIODevice;

namespace seal {

void writeQtPdf(const EvidenceDocument& doc, QIODevice& out);

} // namespace seal
