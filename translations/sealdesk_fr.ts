<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>main</name>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="53"/>
        <source>Certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="55"/>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="84"/>
        <source>timed out after %1 s waiting for the page&apos;s data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="91"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="127"/>
        <source>Operator console for the seal store.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="132"/>
        <source>libpq connection string (default: $SEAL_DSN, then libpq&apos;s environment).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="136"/>
        <source>Page to open: certificates or events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="140"/>
        <source>Load the page offscreen, save the window as a PNG and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="144"/>
        <source>Window size for the screenshot (default 1280x800).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="151"/>
        <source>--size wants WxH, e.g. 1280x800, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="161"/>
        <source>no page &quot;%1&quot; (built so far: certificates, events)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::CertDetailPane</name>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="23"/>
        <location filename="../views/cert_detail_pane.cpp" line="107"/>
        <source>No cert selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="40"/>
        <source>Raw JSON of the cert body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="54"/>
        <source>Certs of this &amp;intent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="56"/>
        <source>&amp;Parent cert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="58"/>
        <source>P&amp;revious cert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="62"/>
        <source>parent cert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="64"/>
        <source>previous cert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="111"/>
        <source>Select a cert first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="122"/>
        <source>Cert seq %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="124"/>
        <source> — BROKEN: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="126"/>
        <source> — UNREADABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="129"/>
        <source>break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="130"/>
        <source>seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="131"/>
        <source>created_at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="133"/>
        <source>hash column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="134"/>
        <source>prev_hash column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="143"/>
        <source>This cert names no intent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="145"/>
        <source>This cert has no parent_cert (only witnessed certs have one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/cert_detail_pane.cpp" line="149"/>
        <source>This is the first cert of the chain (prev_hash is GENESIS)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::CertificateModel</name>
    <message>
        <location filename="../models/certificate_model.cpp" line="84"/>
        <source>link broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="85"/>
        <source>content altered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="86"/>
        <source>hash mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="87"/>
        <source>unreadable body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="93"/>
        <source>sealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="94"/>
        <source>witnessed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="95"/>
        <source>healed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="96"/>
        <source>approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="353"/>
        <location filename="../models/certificate_model.cpp" line="369"/>
        <source>unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="109"/>
        <source>Broken: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="105"/>
        <source>Link broken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="106"/>
        <source>Content altered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="107"/>
        <source>Hash mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="108"/>
        <source>Unreadable body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="111"/>
        <source>Unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="113"/>
        <source>Intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="429"/>
        <source>problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="460"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="462"/>
        <source>Seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="464"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="466"/>
        <source>Intent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="468"/>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="470"/>
        <source>World</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="472"/>
        <source>Kind / action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="474"/>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::CertificatesPage</name>
    <message>
        <location filename="../views/certificates_page.cpp" line="74"/>
        <source>No cert in the store has the %1&apos;s hash; the chain is broken here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="88"/>
        <source>Newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="89"/>
        <source>By seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="90"/>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="98"/>
        <source>Search seq, intent or hash prefix (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="100"/>
        <source>Search certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="110"/>
        <source>seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="114"/>
        <source>Jump to seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="115"/>
        <source>&amp;Jump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="126"/>
        <source>Show &amp;whole chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="132"/>
        <source>Order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="135"/>
        <source>Jump to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="147"/>
        <source>Certificate chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="243"/>
        <source>There is no cert with seq %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="261"/>
        <source>The store has no certs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="262"/>
        <source>No cert matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="274"/>
        <source>Certs of intent %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="276"/>
        <source>Matching “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="278"/>
        <source>From seq %1 down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/certificates_page.cpp" line="279"/>
        <source>From seq %1 up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::ChainVerification</name>
    <message>
        <location filename="../models/chain_verification.cpp" line="93"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="98"/>
        <source>Chain not verified yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="100"/>
        <source>Cancelling verification…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="100"/>
        <source>Verifying the chain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="102"/>
        <source>Chain intact: %1 certs, head seq %2; verified %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="107"/>
        <source>Chain BROKEN: first break at seq %1 (%2); breaks in all: %3 in %4 certs; verified %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="115"/>
        <source>Verification cancelled after %1 certs: no verdict; breaks found so far: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="119"/>
        <source>Verification failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::ChainVerifyPanel</name>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="30"/>
        <source>Verif&amp;y chain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="32"/>
        <source>Walk the whole chain and name every break by seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="33"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="37"/>
        <source>%v of %m certs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="47"/>
        <source>Chain breaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="114"/>
        <source>%1 certs/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="114"/>
        <source>starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="116"/>
        <source> · ETA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="129"/>
        <source>seq %1 · %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="131"/>
        <source>Enter: show seq %1 in the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/chain_verify_panel.cpp" line="134"/>
        <source>… and %1 more breaks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::EventModel</name>
    <message>
        <location filename="../models/event_model.cpp" line="149"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="165"/>
        <source>(all paths)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="201"/>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="203"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="205"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="207"/>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="209"/>
        <source>Intent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="211"/>
        <source>Detail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::EventsPage</name>
    <message>
        <location filename="../views/events_page.cpp" line="53"/>
        <source>Event detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="85"/>
        <source>Event kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="86"/>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="88"/>
        <source>&amp;From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="90"/>
        <source>Events from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="91"/>
        <source>&amp;To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="93"/>
        <source>Events before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="94"/>
        <source>&amp;Clear filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="114"/>
        <source>Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="130"/>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="191"/>
        <source>The time range is empty: “To” must be after Ǐrom”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="236"/>
        <source>The event log is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="237"/>
        <source>No event matches the filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="249"/>
        <source>No event selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="254"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/events_page.cpp" line="257"/>
        <source>Event #%1
Time: %2
Kind: %3
Path: %4
Intent: %5

Detail:
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::MainWindow</name>
    <message>
        <location filename="../views/main_window.cpp" line="44"/>
        <source>Seal Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="50"/>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="77"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="78"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="84"/>
        <source>Times in &amp;UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="93"/>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="98"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="100"/>
        <source>Not refreshed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="127"/>
        <source>%1 (Ctrl+%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="160"/>
        <source>may vote and operate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="162"/>
        <source>may vote; may not operate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="164"/>
        <source>may operate; may not vote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="166"/>
        <source>read only: may not vote or operate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="168"/>
        <source>Role %1 (superuser): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="169"/>
        <source>Role %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="174"/>
        <source>Server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="180"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="188"/>
        <source>Refreshed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="195"/>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="195"/>
        <source>Local time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="196"/>
        <source>Times are shown in UTC; click for local time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="197"/>
        <source>Times are shown in local time; click for UTC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>seal::StoreWorker</name>
    <message>
        <location filename="../models/store_worker.cpp" line="55"/>
        <source>the body is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/store_worker.cpp" line="59"/>
        <source>the body is a JSON %1, not an object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
