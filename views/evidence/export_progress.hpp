// The progress of an evidence export (models/actions/evidence_export.hpp) as
// a window shows it: a progress dialog over `window` while an export runs
// (after 400 ms; a bar where the steps are known, busy otherwise), whose
// Cancel cancels the export. It closes when the export ends.
#pragma once

class QWidget;

namespace seal {

class EvidenceExporter;

void showExportProgress(EvidenceExporter* exporter, QWidget* window);

} // namespace seal
