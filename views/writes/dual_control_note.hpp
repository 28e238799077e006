// Under dual control (issue 28) an act that loosens a control is proposed to
// a second operator, not written. Its confirmation says so before the click:
// who is asked, that a reason is needed, and a confirm button that says
// Propose. Each governance dialog says whether its act loosens (core's rule,
// changeLoosens, on the values it shows); with dual control off, or for a
// brake, the confirmation is unchanged.
#pragma once

#include "models/actions/store_action.hpp" // changeLoosens: the rule each dialog asks
#include "views/writes/confirm_write_dialog.hpp"

namespace seal {

void noteDualControl(ConfirmWriteDialog::Spec& spec, bool loosens);

} // namespace seal
