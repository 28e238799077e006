// What the console says after a write: done, refused (and why), or — when
// the connection dropped mid-write — what the re-check found: it landed, it
// did not land, or it is not known whether it landed. Never a silent retry.
#pragma once

#include "models/actions/store_action.hpp" // WriteReport

#include <QString>

class QWidget;

namespace seal {

// One line for a status bar or a log: "Approve apr-1: not known whether it landed — …".
QString writeHeadline(const WriteReport& report);

// Shows the report in a message box whose icon and title say the fate. A
// write that simply succeeded needs no box: callers put writeHeadline() in
// the status bar (ConsolePage::statusMessage) and call this otherwise. The
// box opens without blocking and deletes itself when closed.
void showWriteOutcome(QWidget* parent, const WriteReport& report);

} // namespace seal
