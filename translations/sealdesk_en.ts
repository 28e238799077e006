<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>seal</name>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="66"/>
        <source>the chain verified (%Ln cert(s) walked)</source>
        <translation>
            <numerusform>the chain verified (%Ln cert walked)</numerusform>
            <numerusform>the chain verified (%Ln certs walked)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="27"/>
        <source>approved (%1 of %Ln approval(s)): your approve decides it</source>
        <translation>
            <numerusform>approved (%1 of %Ln approval): your approve decides it</numerusform>
            <numerusform>approved (%1 of %Ln approvals): your approve decides it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="30"/>
        <source>%1 of %Ln approval(s), %2 more needed: the request stays pending</source>
        <translation>
            <numerusform>%1 of %Ln approval, %2 more needed: the request stays pending</numerusform>
            <numerusform>%1 of %Ln approvals, %2 more needed: the request stays pending</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="77"/>
        <source>Approve approval request %1. After your vote: %2 of %Ln approval(s), %3 more needed.</source>
        <translation>
            <numerusform>Approve approval request %1. After your vote: %2 of %Ln approval, %3 more needed.</numerusform>
            <numerusform>Approve approval request %1. After your vote: %2 of %Ln approvals, %3 more needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/intent_purpose.cpp" line="52"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/intent_purpose.cpp" line="65"/>
        <source>and %n more in the intent&apos;s story</source>
        <translation>
            <numerusform>and %n more in the intent&apos;s story</numerusform>
            <numerusform>and %n more in the intent&apos;s story</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ApprovalModel</name>
    <message numerus="yes">
        <location filename="../models/approval_model.cpp" line="408"/>
        <source>Needs %Ln approval(s): %1
%2</source>
        <translation>
            <numerusform>Needs %Ln approval: %1
%2</numerusform>
            <numerusform>Needs %Ln approvals: %1
%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ApprovalsPage</name>
    <message numerus="yes">
        <location filename="../views/pages/approvals_page.cpp" line="693"/>
        <source>%Ln approval(s) (%1 so far)</source>
        <translation>
            <numerusform>%Ln approval (%1 so far)</numerusform>
            <numerusform>%Ln approvals (%1 so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/approvals_page.cpp" line="694"/>
        <source>%Ln approval(s) (%1 so far): %2</source>
        <translation>
            <numerusform>%Ln approval (%1 so far): %2</numerusform>
            <numerusform>%Ln approvals (%1 so far): %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::AutonomyGovernance</name>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="52"/>
        <source>%Ln execution(s)</source>
        <translation>
            <numerusform>%Ln execution</numerusform>
            <numerusform>%Ln executions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="149"/>
        <source>%1 needs %Ln approval(s) instead of %2 (%3 so far)</source>
        <translation>
            <numerusform>%1 needs %Ln approval instead of %2 (%3 so far)</numerusform>
            <numerusform>%1 needs %Ln approvals instead of %2 (%3 so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="153"/>
        <source>%n pending request(s) change: %1</source>
        <translation>
            <numerusform>%n pending request change: %1</numerusform>
            <numerusform>%n pending requests change: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::AutonomyModel</name>
    <message numerus="yes">
        <location filename="../models/autonomy_model.cpp" line="194"/>
        <source>no: %1 (+%n more)</source>
        <translation>
            <numerusform>no: %1 (+%n more)</numerusform>
            <numerusform>no: %1 (+%n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/autonomy_model.cpp" line="276"/>
        <source>auto ≤ %1 · dual ≤ %2 · %Ln approver(s)</source>
        <translation>
            <numerusform>auto ≤ %1 · dual ≤ %2 · %Ln approver</numerusform>
            <numerusform>auto ≤ %1 · dual ≤ %2 · %Ln approvers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::AutonomyPage</name>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_page.cpp" line="369"/>
        <source>%Ln execution(s)</source>
        <translation>
            <numerusform>%Ln execution</numerusform>
            <numerusform>%Ln executions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::BudgetsPage</name>
    <message numerus="yes">
        <location filename="../views/pages/budgets_page.cpp" line="95"/>
        <source>Reservations of %1 in its window: the newest %n shown</source>
        <translation>
            <numerusform>Reservations of %1 in its window: the newest %n shown</numerusform>
            <numerusform>Reservations of %1 in its window: the newest %n shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/budgets_page.cpp" line="98"/>
        <source>Reservations of %1 in its window, newest first: %n</source>
        <translation>
            <numerusform>Reservations of %1 in its window, newest first: %n</numerusform>
            <numerusform>Reservations of %1 in its window, newest first: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::CertificatesPage</name>
    <message numerus="yes">
        <location filename="../views/pages/certificates_page.cpp" line="524"/>
        <source>The selection (%Ln cert(s)) has gaps. The export is the contiguous range seq %1 to %2: every cert of that range, selected or not. Export it?</source>
        <translation>
            <numerusform>The selection (%Ln cert) has gaps. The export is the contiguous range seq %1 to %2: every cert of that range, selected or not. Export it?</numerusform>
            <numerusform>The selection (%Ln certs) has gaps. The export is the contiguous range seq %1 to %2: every cert of that range, selected or not. Export it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::CertsPerDayChart</name>
    <message numerus="yes">
        <location filename="../views/widgets/activity_charts.cpp" line="87"/>
        <source>%1, %2: %Ln cert(s)</source>
        <translation>
            <numerusform>%1, %2: %Ln cert</numerusform>
            <numerusform>%1, %2: %Ln certs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ChainVerification</name>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="105"/>
        <source>%1 of %Ln cert(s) signed by the pinned key %2</source>
        <translation>
            <numerusform>%1 of %Ln cert signed by the pinned key %2</numerusform>
            <numerusform>%1 of %Ln certs signed by the pinned key %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="348"/>
        <source>Chain intact after anchored seq %1: %Ln new cert(s), head seq %2; verified %3.</source>
        <translation>
            <numerusform>Chain intact after anchored seq %1: %Ln new cert, head seq %2; verified %3.</numerusform>
            <numerusform>Chain intact after anchored seq %1: %Ln new certs, head seq %2; verified %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="352"/>
        <source>Chain intact: %Ln cert(s), head seq %1; verified %2.</source>
        <translation>
            <numerusform>Chain intact: %Ln cert, head seq %1; verified %2.</numerusform>
            <numerusform>Chain intact: %Ln certs, head seq %1; verified %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="357"/>
        <source>Chain BROKEN: first break at seq %1 (%2); breaks in all: %3 in %Ln cert(s); verified %4.</source>
        <translation>
            <numerusform>Chain BROKEN: first break at seq %1 (%2); breaks in all: %3 in %Ln cert; verified %4.</numerusform>
            <numerusform>Chain BROKEN: first break at seq %1 (%2); breaks in all: %3 in %Ln certs; verified %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="365"/>
        <source>Verification cancelled after %Ln cert(s): no verdict; breaks found so far: %1.</source>
        <translation>
            <numerusform>Verification cancelled after %Ln cert: no verdict; breaks found so far: %1.</numerusform>
            <numerusform>Verification cancelled after %Ln certs: no verdict; breaks found so far: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ChangesPage</name>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="137"/>
        <source>Dual control is on: a proposal waits %n hour(s) for a second operator. </source>
        <translation>
            <numerusform>Dual control is on: a proposal waits %n hour for a second operator. </numerusform>
            <numerusform>Dual control is on: a proposal waits %n hours for a second operator. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="140"/>
        <source>%n change(s) wait for a decision; </source>
        <translation>
            <numerusform>%n change waits for a decision; </numerusform>
            <numerusform>%n changes wait for a decision; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="141"/>
        <source>%n of them proposed by others, for you to decide.</source>
        <translation>
            <numerusform>%n of them proposed by others, for you to decide.</numerusform>
            <numerusform>%n of them proposed by others, for you to decide.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ConsolePage</name>
    <message numerus="yes">
        <location filename="../views/writes/write_flow.cpp" line="83"/>
        <source>The write gives up by itself after %n s (the store timeout)</source>
        <translation>
            <numerusform>The write gives up by itself after %n s (the store timeout)</numerusform>
            <numerusform>The write gives up by itself after %n s (the store timeout)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/writes/write_flow.cpp" line="87"/>
        <source>%1: waiting for the store (%n s so far).</source>
        <translation>
            <numerusform>%1: waiting for the store (%n s so far).</numerusform>
            <numerusform>%1: waiting for the store (%n s so far).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::DivergencesPage</name>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="176"/>
        <source>%n intent(s)</source>
        <translation>
            <numerusform>%n intent</numerusform>
            <numerusform>%n intents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="177"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="178"/>
        <source>%n domain(s)</source>
        <translation>
            <numerusform>%n domain</numerusform>
            <numerusform>%n domains</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::Document</name>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="172"/>
        <source>intact: %n cert(s) walked, head seq %1, no break</source>
        <translation>
            <numerusform>intact: %n cert walked, head seq %1, no break</numerusform>
            <numerusform>intact: %n certs walked, head seq %1, no break</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="173"/>
        <source>BROKEN: %n break(s), the first at seq %1 (%2); %3 certs walked, head seq %4</source>
        <translation>
            <numerusform>BROKEN: %n break, the first at seq %1 (%2); %3 certs walked, head seq %4</numerusform>
            <numerusform>BROKEN: %n breaks, the first at seq %1 (%2); %3 certs walked, head seq %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="174"/>
        <source>%n frozen domain(s)</source>
        <translation>
            <numerusform>%n frozen domain</numerusform>
            <numerusform>%n frozen domains</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="175"/>
        <source>%n out-of-band incident(s)</source>
        <translation>
            <numerusform>%n out-of-band incident</numerusform>
            <numerusform>%n out-of-band incidents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="176"/>
        <source>%n sweep(s) or settlement(s) the provider could not answer</source>
        <translation>
            <numerusform>%n sweep or settlement the provider could not answer</numerusform>
            <numerusform>%n sweeps or settlements the provider could not answer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="177"/>
        <source>%n invalid value(s) left out of sums and counts</source>
        <translation>
            <numerusform>%n invalid value left out of sums and counts</numerusform>
            <numerusform>%n invalid values left out of sums and counts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="178"/>
        <source>%1: %n request(s), %2</source>
        <translation>
            <numerusform>%1: %n request, %2</numerusform>
            <numerusform>%1: %n requests, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="179"/>
        <source>verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs</source>
        <translation>
            <numerusform>verified: %n cert walked, breaks: %1, %2 of them at this intent&apos;s certs</numerusform>
            <numerusform>verified: %n certs walked, breaks: %1, %2 of them at this intent&apos;s certs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="180"/>
        <source>NOT verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs</source>
        <translation>
            <numerusform>NOT verified: %n cert walked, breaks: %1, %2 of them at this intent&apos;s certs</numerusform>
            <numerusform>NOT verified: %n certs walked, breaks: %1, %2 of them at this intent&apos;s certs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="181"/>
        <source>verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</source>
        <translation>
            <numerusform>verified: %n cert walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</numerusform>
            <numerusform>verified: %n certs walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="182"/>
        <source>NOT verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</source>
        <translation>
            <numerusform>NOT verified: %n cert walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</numerusform>
            <numerusform>NOT verified: %n certs walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="202"/>
        <source>approval %1 requested by %2: %3 on path %4, tier %5, %n approval(s) needed</source>
        <translation>
            <numerusform>approval %1 requested by %2: %3 on path %4, tier %5, %n approval needed</numerusform>
            <numerusform>approval %1 requested by %2: %3 on path %4, tier %5, %n approvals needed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="208"/>
        <source>approved: %n request(s), %1</source>
        <translation>
            <numerusform>approved: %n request, %1</numerusform>
            <numerusform>approved: %n requests, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="209"/>
        <source>rejected: %n request(s), %1</source>
        <translation>
            <numerusform>rejected: %n request, %1</numerusform>
            <numerusform>rejected: %n requests, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="210"/>
        <source>pending: %n request(s), %1</source>
        <translation>
            <numerusform>pending: %n request, %1</numerusform>
            <numerusform>pending: %n requests, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="211"/>
        <source>expired: %n request(s), %1</source>
        <translation>
            <numerusform>expired: %n request, %1</numerusform>
            <numerusform>expired: %n requests, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="231"/>
        <source>Required %n distinct approver(s); the requester can never be counted as one — enforced as a database constraint.</source>
        <translation>
            <numerusform>Required %n distinct approver; the requester can never be counted as one — enforced as a database constraint.</numerusform>
            <numerusform>Required %n distinct approvers; the requester can never be counted as one — enforced as a database constraint.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="232"/>
        <source>Required %n distinct approver(s); the requester can never be counted as one — enforced as a database constraint. No Mandate is on record for this intent — either the path was not under Mandate, or it was admitted outside the Gateway.</source>
        <translation>
            <numerusform>Required %n distinct approver; the requester can never be counted as one — enforced as a database constraint. No Mandate is on record for this intent — either the path was not under Mandate, or it was admitted outside the Gateway.</numerusform>
            <numerusform>Required %n distinct approvers; the requester can never be counted as one — enforced as a database constraint. No Mandate is on record for this intent — either the path was not under Mandate, or it was admitted outside the Gateway.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="240"/>
        <source>%n more world-confirmed effect(s)</source>
        <translation>
            <numerusform>%n more world-confirmed effect</numerusform>
            <numerusform>%n more world-confirmed effects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="242"/>
        <source>hands off: %n execution(s) on this path reached the provider with an unknown outcome — settle (witness) them before any further unattended spend</source>
        <translation>
            <numerusform>hands off: %n execution on this path reached the provider with an unknown outcome — settle (witness) it before any further unattended spend</numerusform>
            <numerusform>hands off: %n executions on this path reached the provider with an unknown outcome — settle (witness) them before any further unattended spend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="249"/>
        <source>open hold(s) %n: %1</source>
        <translation>
            <numerusform>%n open hold: %1</numerusform>
            <numerusform>%n open holds: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="250"/>
        <source>diverged intent(s) %n: %1</source>
        <translation>
            <numerusform>%n diverged intent: %1</numerusform>
            <numerusform>%n diverged intents: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="295"/>
        <source>ALL paths revoked by role %1 (%n policies turned REVOKED; every licence is suspended)</source>
        <translation>
            <numerusform>ALL paths revoked by role %1 (%n policy turned REVOKED; every licence is suspended)</numerusform>
            <numerusform>ALL paths revoked by role %1 (%n policies turned REVOKED; every licence is suspended)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="317"/>
        <source>AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 (reason: %5); the approvals needed changed for %n pending request(s): %6</source>
        <translation>
            <numerusform>AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 (reason: %5); the approvals needed changed for %n pending request: %6</numerusform>
            <numerusform>AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 (reason: %5); the approvals needed changed for %n pending requests: %6</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="391"/>
        <source>store %1 is not a seal store: missing table(s) %2</source>
        <translation>
            <numerusform>store %1 is not a seal store: missing table %2</numerusform>
            <numerusform>store %1 is not a seal store: missing tables %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::EvidenceExporter</name>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="199"/>
        <source>The story of intent %1: %n step(s), each with who did it and with what evidence.</source>
        <translation>
            <numerusform>The story of intent %1: %n step, each with who did it and with what evidence.</numerusform>
            <numerusform>The story of intent %1: %n steps, each with who did it and with what evidence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="218"/>
        <source>Portable receipt (seal-receipt/1): %Ln cert(s) with the kernel&apos;s own hashes and signatures; check it with the kernel&apos;s public key pinned.</source>
        <translation>
            <numerusform>Portable receipt (seal-receipt/1): %Ln cert with the kernel&apos;s own hashes and signatures; check it with the kernel&apos;s public key pinned.</numerusform>
            <numerusform>Portable receipt (seal-receipt/1): %Ln certs with the kernel&apos;s own hashes and signatures; check it with the kernel&apos;s public key pinned.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="248"/>
        <source>%Ln cert(s) exported, seq %1 to %2.</source>
        <translation>
            <numerusform>%Ln cert exported, seq %1 to %2.</numerusform>
            <numerusform>%Ln certs exported, seq %1 to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::HoldsPage</name>
    <message numerus="yes">
        <location filename="../views/pages/holds_page.cpp" line="251"/>
        <source>In flight (lease not passed yet, not actionable): %n intent(s)</source>
        <translation>
            <numerusform>In flight (lease not passed yet, not actionable): %n intent</numerusform>
            <numerusform>In flight (lease not passed yet, not actionable): %n intents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::IntentStoryDialog</name>
    <message numerus="yes">
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="131"/>
        <source>Timeline, oldest first: %n entry(s)</source>
        <translation>
            <numerusform>Timeline, oldest first: %n entry</numerusform>
            <numerusform>Timeline, oldest first: %n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::KeysDialog</name>
    <message numerus="yes">
        <location filename="../views/dialogs/keys_dialog.cpp" line="177"/>
        <source>Signers seen in the newest %Ln cert(s):</source>
        <translation>
            <numerusform>Signers seen in the newest %Ln cert:</numerusform>
            <numerusform>Signers seen in the newest %Ln certs:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::MainWindow</name>
    <message numerus="yes">
        <location filename="../views/main_window.cpp" line="365"/>
        <source>%1 — %n waiting for your vote</source>
        <translation>
            <numerusform>%1 — %n waiting for your vote</numerusform>
            <numerusform>%1 — %n waiting for your vote</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::MandatesPage</name>
    <message numerus="yes">
        <location filename="../views/pages/mandates_page.cpp" line="184"/>
        <source>Mandates per intent, newest first: %n</source>
        <translation>
            <numerusform>Mandates per intent, newest first: %n</numerusform>
            <numerusform>Mandates per intent, newest first: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::NewRowsBar</name>
    <message numerus="yes">
        <location filename="../views/widgets/new_rows_bar.cpp" line="32"/>
        <source>%n new — show</source>
        <translation>
            <numerusform>%n new — show</numerusform>
            <numerusform>%n new — show</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/widgets/new_rows_bar.cpp" line="33"/>
        <source>Show %n new row(s)</source>
        <translation>
            <numerusform>Show %n new row</numerusform>
            <numerusform>Show %n new rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ObligationModel</name>
    <message numerus="yes">
        <location filename="../models/obligation_model.cpp" line="237"/>
        <source>every %1, at least %n; next window %2</source>
        <translation>
            <numerusform>every %1, at least %n; next window %2</numerusform>
            <numerusform>every %1, at least %n; next window %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/obligation_model.cpp" line="250"/>
        <source>Kind: recurring, at least %n sealed intent(s) of the action admitted in every window of %1 from %2</source>
        <translation>
            <numerusform>Kind: recurring, at least %n sealed intent of the action admitted in every window of %1 from %2</numerusform>
            <numerusform>Kind: recurring, at least %n sealed intents of the action admitted in every window of %1 from %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ObligationsPage</name>
    <message numerus="yes">
        <location filename="../views/pages/obligations_page.cpp" line="154"/>
        <source>Evaluated %1 by the kernel&apos;s sweep rules, read-only (nothing written; `sealctl obligations sweep` records breaches): verdict %2, %n open breach(es).</source>
        <translation>
            <numerusform>Evaluated %1 by the kernel&apos;s sweep rules, read-only (nothing written; `sealctl obligations sweep` records breaches): verdict %2, %n open breach.</numerusform>
            <numerusform>Evaluated %1 by the kernel&apos;s sweep rules, read-only (nothing written; `sealctl obligations sweep` records breaches): verdict %2, %n open breaches.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/obligations_page.cpp" line="161"/>
        <source>Listed: the newest %1 of %Ln breach(es) (sealctl obligations lists them all).</source>
        <translation>
            <numerusform>Listed: the newest %1 of %Ln breach (sealctl obligations lists them all).</numerusform>
            <numerusform>Listed: the newest %1 of %Ln breaches (sealctl obligations lists them all).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::OfflineBanner</name>
    <message numerus="yes">
        <location filename="../views/widgets/offline_banner.cpp" line="63"/>
        <source>Reconnecting (next try in %n s)…</source>
        <translation>
            <numerusform>Reconnecting (next try in %n s)…</numerusform>
            <numerusform>Reconnecting (next try in %n s)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::OverviewPage</name>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="291"/>
        <source>Head seq %1 of %Ln cert(s). Nothing has walked the chain in this session yet.</source>
        <translation>
            <numerusform>Head seq %1 of %Ln cert. Nothing has walked the chain in this session yet.</numerusform>
            <numerusform>Head seq %1 of %Ln certs. Nothing has walked the chain in this session yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="330"/>
        <source>divergence(s)
%1, %2</source>
        <translation>
            <numerusform>divergence
%1, %2</numerusform>
            <numerusform>divergences
%1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="331"/>
        <source>%Ln diverged intent(s)</source>
        <translation>
            <numerusform>%Ln diverged intent</numerusform>
            <numerusform>%Ln diverged intents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="336"/>
        <source>frozen domain(s)</source>
        <translation>
            <numerusform>frozen domain</numerusform>
            <numerusform>frozen domains</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="340"/>
        <source>suspended path(s)
of %1 known</source>
        <translation>
            <numerusform>suspended path
of %1 known</numerusform>
            <numerusform>suspended paths
of %1 known</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="344"/>
        <source>open breach(es)
of obligations</source>
        <translation>
            <numerusform>open breach
of obligations</numerusform>
            <numerusform>open breaches
of obligations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="349"/>
        <source>pending approval(s)
%1 past expiry</source>
        <translation>
            <numerusform>pending approval
%1 past expiry</numerusform>
            <numerusform>pending approvals
%1 past expiry</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="351"/>
        <source>pending approval(s)</source>
        <translation>
            <numerusform>pending approval</numerusform>
            <numerusform>pending approvals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="356"/>
        <source>hold(s)
%1 more in flight</source>
        <translation>
            <numerusform>hold
%1 more in flight</numerusform>
            <numerusform>holds
%1 more in flight</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="357"/>
        <source>hold(s)</source>
        <translation>
            <numerusform>hold</numerusform>
            <numerusform>holds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="361"/>
        <source>revoked path(s)</source>
        <translation>
            <numerusform>revoked path</numerusform>
            <numerusform>revoked paths</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="382"/>
        <source>%Ln cert(s) on %1 (UTC), the only day with certs; %2 in the whole chain.</source>
        <translation>
            <numerusform>%Ln cert on %1 (UTC), the only day with certs; %2 in the whole chain.</numerusform>
            <numerusform>%Ln certs on %1 (UTC), the only day with certs; %2 in the whole chain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="391"/>
        <source>%Ln approval request(s), %1 in all.</source>
        <translation>
            <numerusform>%Ln approval request, %1 in all.</numerusform>
            <numerusform>%Ln approval requests, %1 in all.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ReceiptVerdictDialog</name>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="180"/>
        <source>Verified against the pinned key: %Ln cert(s), each signed by the key&apos;s holder and unaltered since.</source>
        <translation>
            <numerusform>Verified against the pinned key: %Ln cert, each signed by the key&apos;s holder and unaltered since.</numerusform>
            <numerusform>Verified against the pinned key: %Ln certs, each signed by the key&apos;s holder and unaltered since.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="190"/>
        <source>%Ln cert(s)</source>
        <translation>
            <numerusform>%Ln cert</numerusform>
            <numerusform>%Ln certs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="191"/>
        <source>%Ln signature(s) verified</source>
        <translation>
            <numerusform>%Ln signature verified</numerusform>
            <numerusform>%Ln signatures verified</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="197"/>
        <source>Verification FAILED: %Ln problem(s). Treat this receipt as no evidence at all.</source>
        <translation>
            <numerusform>Verification FAILED: %Ln problem. Treat this receipt as no evidence at all.</numerusform>
            <numerusform>Verification FAILED: %Ln problems. Treat this receipt as no evidence at all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="99"/>
        <source>What it says: when it was made (%1, a time the digest does not cover), the intent&apos;s state was %2, it had %Ln cert(s), and %3.</source>
        <translation>
            <numerusform>What it says: when it was made (%1, a time the digest does not cover), the intent&apos;s state was %2, it had %Ln cert, and %3.</numerusform>
            <numerusform>What it says: when it was made (%1, a time the digest does not cover), the intent&apos;s state was %2, it had %Ln certs, and %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="102"/>
        <source>What it claims (not to be relied on): made %1, the intent&apos;s state %2, %Ln cert(s), and %3.</source>
        <translation>
            <numerusform>What it claims (not to be relied on): made %1, the intent&apos;s state %2, %Ln cert, and %3.</numerusform>
            <numerusform>What it claims (not to be relied on): made %1, the intent&apos;s state %2, %Ln certs, and %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::SagasPage</name>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="132"/>
        <source>%n graph(s): </source>
        <translation>
            <numerusform>%n graph: </numerusform>
            <numerusform>%n graphs: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="133"/>
        <source>%n diverged, </source>
        <translation>
            <numerusform>%n diverged, </numerusform>
            <numerusform>%n diverged, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="134"/>
        <source>%n unfinished (running or stuck). The verdict is computed now and not written.</source>
        <translation>
            <numerusform>%n unfinished (running or stuck). The verdict is computed now and not written.</numerusform>
            <numerusform>%n unfinished (running or stuck). The verdict is computed now and not written.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="161"/>
        <source>Children of %1: %n</source>
        <translation>
            <numerusform>Children of %1: %n</numerusform>
            <numerusform>Children of %1: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::Session</name>
    <message numerus="yes">
        <location filename="../app/sealdesk/session.cpp" line="409"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sealdesk/session.cpp" line="412"/>
        <source>%n new alert(s)</source>
        <translation>
            <numerusform>%n new alert</numerusform>
            <numerusform>%n new alerts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sealdesk/session.cpp" line="463"/>
        <source>Seal Desk — %n waiting for your vote</source>
        <translation>
            <numerusform>Seal Desk — %n waiting for your vote</numerusform>
            <numerusform>Seal Desk — %n waiting for your vote</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::SweepDialog</name>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="92"/>
        <source>CLEAN: the provider listed %n effect(s) in this window, and the gateway admitted every one.</source>
        <translation>
            <numerusform>CLEAN: the provider listed %n effect in this window, and the gateway admitted every one.</numerusform>
            <numerusform>CLEAN: the provider listed %n effects in this window, and the gateway admitted every one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="99"/>
        <source>OUT-OF-BAND SPEND: %1 of %Ln effect(s) at the provider were never admitted by the gateway (%2 untagged, %3 with a tag that is no intent of ours), amount %4.</source>
        <translation>
            <numerusform>OUT-OF-BAND SPEND: %1 of %Ln effect at the provider was never admitted by the gateway (%2 untagged, %3 with a tag that is no intent of ours), amount %4.</numerusform>
            <numerusform>OUT-OF-BAND SPEND: %1 of %Ln effects at the provider were never admitted by the gateway (%2 untagged, %3 with a tag that is no intent of ours), amount %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="328"/>
        <source>Cancelled after %n provider page(s): nothing was recorded.</source>
        <translation>
            <numerusform>Cancelled after %n provider page: nothing was recorded.</numerusform>
            <numerusform>Cancelled after %n provider pages: nothing was recorded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="340"/>
        <source>The provider listed %n effect(s): confirm to compare them with the store and record the sweep.</source>
        <translation>
            <numerusform>The provider listed %n effect: confirm to compare it with the store and record the sweep.</numerusform>
            <numerusform>The provider listed %n effects: confirm to compare them with the store and record the sweep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="374"/>
        <source>Comparing %n effect(s) with the store&apos;s intents and recording…</source>
        <translation>
            <numerusform>Comparing %n effect with the store&apos;s intents and recording…</numerusform>
            <numerusform>Comparing %n effects with the store&apos;s intents and recording…</numerusform>
        </translation>
    </message>
</context>
</TS>
