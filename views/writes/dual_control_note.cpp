#include "views/writes/dual_control_note.hpp"

#include "models/change_model.hpp"

#include <QCoreApplication>

namespace seal {

void noteDualControl(ConfirmWriteDialog::Spec& spec, bool loosens)
{
    const DualControlState& state = DualControlState::instance();
    if (!loosens || !state.on()) return;
    spec.warnings.push_back(
        {QCoreApplication::translate("seal::DualControlNote", "Dual control:"),
         QCoreApplication::translate("seal::DualControlNote",
                                     "this loosens a control, so it will be proposed, not written: a second "
                                     "operator must approve it on the Changes page before it takes effect. "
                                     "Asked: %1.")
             .arg(state.askedText(spec.role)),
         QStringLiteral("DualControl")});
    // What the act leaves behind comes only with the second operator's approval.
    for (ConfirmWriteDialog::Field& field : spec.outcome)
        field.value = QCoreApplication::translate("seal::DualControlNote", "once a second operator approves: %1")
                          .arg(field.value);
    // A proposal needs a reason; a settle's attested note is its reason.
    if (spec.reason == ConfirmWriteDialog::Reason::Optional) spec.reason = ConfirmWriteDialog::Reason::Required;
    spec.confirmText = QCoreApplication::translate("seal::DualControlNote", "Propose");
}

} // namespace seal
