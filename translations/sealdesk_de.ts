<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="68"/>
        <source>Starting the demo store…</source>
        <translation>Demo-Store wird gestartet…</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="70"/>
        <location filename="../app/sealdesk/main.cpp" line="87"/>
        <source>Seal Desk demo</source>
        <translation>Seal-Desk-Demo</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="81"/>
        <source>The demo store did not start: %1</source>
        <translation>Der Demo-Store ist nicht gestartet: %1</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="98"/>
        <source>the demo store has no approver</source>
        <translation>der Demo-Store hat keinen Genehmiger</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="35"/>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="36"/>
        <source>What the agents did lately, what waits for people, and whether the chain is intact.</source>
        <translation>Was die Agenten zuletzt getan haben, was auf Menschen wartet und ob die Kette intakt ist.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="38"/>
        <source>Autonomy</source>
        <translation>Autonomie</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="39"/>
        <source>Each payment path&apos;s autonomy level and why, with its levers: policy, thresholds, revoke.</source>
        <translation>Die Autonomiestufe jedes Zahlungspfads und warum, mit ihren Hebeln: Richtlinie, Schwellen, Widerruf.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="50"/>
        <source>Approvals</source>
        <translation>Freigaben</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="52"/>
        <source>Requests waiting for maker-checker votes: amount, path, maker and the votes so far.</source>
        <translation>Freigabeanträge, die auf Stimmen im Vier-Augen-Prinzip warten: Betrag, Pfad, Antragsteller und die bisherigen Stimmen.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="59"/>
        <source>Holds</source>
        <translation>Schwebefälle</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="60"/>
        <source>Effects whose outcome is not known, held until someone settles them.</source>
        <translation>Wirkungen mit unbekanntem Ausgang, angehalten, bis jemand sie klärt.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="62"/>
        <source>Divergences</source>
        <translation>Abweichungen</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="64"/>
        <source>Where the provider&apos;s ledger contradicts the chain, and the domains frozen for it.</source>
        <translation>Wo das Hauptbuch des Anbieters der Kette widerspricht, und die dafür eingefrorenen Domänen.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="66"/>
        <source>Certificates</source>
        <translation>Zertifikate</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="68"/>
        <source>The certificate chain, newest first: verify it and export receipts.</source>
        <translation>Die Zertifikatskette, neueste zuerst: prüfen und Belege exportieren.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="70"/>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="71"/>
        <source>The kernel&apos;s event log, newest first.</source>
        <translation>Das Ereignisprotokoll des Kernels, neueste zuerst.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="72"/>
        <source>Budgets</source>
        <translation>Budgets</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="73"/>
        <source>Spending limits per window: spent, reserved and what remains.</source>
        <translation>Ausgabengrenzen je Zeitfenster: ausgegeben, reserviert und was bleibt.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="75"/>
        <source>Mandates</source>
        <translation>Mandate</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="76"/>
        <source>The paths that need a mandate, and the mandates that allow agents to spend.</source>
        <translation>Die Pfade, die ein Mandat brauchen, und die Mandate, die Agenten Ausgaben erlauben.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="78"/>
        <source>Sagas</source>
        <translation>Sagas</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="79"/>
        <source>Payments of several steps, with their children and the kernel&apos;s verdict.</source>
        <translation>Zahlungen aus mehreren Schritten, mit ihren Kindern und dem Urteil des Kernels.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="81"/>
        <source>Obligations</source>
        <translation>Verpflichtungen</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="83"/>
        <source>What the kernel expects to happen by a deadline, and the breaches.</source>
        <translation>Was der Kernel bis zu einer Frist erwartet, und die Verstöße.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="85"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="86"/>
        <source>Dual control: changes that loosen a control, proposed by one operator and waiting for a second.</source>
        <translation>Vier-Augen-Kontrolle: Änderungen, die eine Kontrolle lockern, von einem Operator vorgeschlagen und auf einen zweiten wartend.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="151"/>
        <source>timed out after %1 s waiting for the page&apos;s data</source>
        <translation>Zeitüberschreitung nach %1 s beim Warten auf die Daten der Seite</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="159"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="274"/>
        <source>Operator console for the seal store.</source>
        <translation>Bedienkonsole für den Seal-Store.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="279"/>
        <source>libpq connection string (default: $SEAL_DSN, then libpq&apos;s environment).</source>
        <translation>libpq-Verbindungszeichenfolge (Standard: $SEAL_DSN, danach die Umgebung von libpq).</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="284"/>
        <source>a streaming standby to read from; writes still go to --dsn (default: $SEAL_READ_DSN).</source>
        <translation>ein Streaming-Standby, von dem gelesen wird; Schreibvorgänge gehen weiterhin an --dsn (Standard: $SEAL_READ_DSN).</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="310"/>
        <source>The currency of the store&apos;s amounts (ISO 4217, e.g. EUR), over the profile&apos;s for this run.</source>
        <translation>Die Währung der Beträge im Speicher (ISO 4217, z. B. EUR), für diesen Lauf statt der des Profils.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="315"/>
        <source>Open one item by its link, e.g. sealdesk://approval/ID: in the console already running, else in this one.</source>
        <translation>Ein Element über seinen Link öffnen, z. B. sealdesk://approval/ID: in der bereits laufenden Konsole, sonst in dieser.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="322"/>
        <source>A sealdesk:// link, as --open takes it.</source>
        <translation>Ein sealdesk://-Link, wie ihn --open annimmt.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="328"/>
        <source>one link at a time, please</source>
        <translation>bitte jeweils nur einen Link</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="333"/>
        <source>cannot open &quot;%1&quot;: %2</source>
        <translation>„%1“ lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="344"/>
        <source>--currency wants an ISO 4217 code such as EUR or USD, not &quot;%1&quot;</source>
        <translation>--currency erwartet einen ISO-4217-Code wie EUR oder USD, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="376"/>
        <source>no page &quot;%1&quot; (pages: %2)</source>
        <translation>keine Seite „%1“ (Seiten: %2)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="424"/>
        <source>no saved profile &quot;%1&quot;</source>
        <translation>kein gespeichertes Profil „%1“</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="294"/>
        <source>Load the page offscreen, save the window as a PNG and exit.</source>
        <translation>Seite ohne Bildschirm laden, das Fenster als PNG speichern und beenden.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="290"/>
        <source>Page to open: %1.</source>
        <translation>Zu öffnende Seite: %1.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="298"/>
        <source>Window size for the screenshot (default 1280x800).</source>
        <translation>Fenstergröße für das Bildschirmfoto (Standard 1280x800).</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="302"/>
        <source>Connect with a saved connection profile.</source>
        <translation>Mit einem gespeicherten Verbindungsprofil verbinden.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="305"/>
        <source>Start the console&apos;s own demo store (a private PostgreSQL with simulated agents) and connect to it as a demo approver.</source>
        <translation>Den eigenen Demo-Store der Konsole starten (ein privates PostgreSQL mit simulierten Agenten) und sich als Demo-Genehmiger damit verbinden.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="353"/>
        <source>--size wants WxH, e.g. 1280x800, not &quot;%1&quot;</source>
        <translation>--size erwartet WxH (Breite x Höhe), z. B. 1280x800, nicht „%1“</translation>
    </message>
</context>
<context>
    <name>seal</name>
    <message>
        <location filename="../models/write_rules.cpp" line="18"/>
        <source>the store is unreachable: nothing can be written until it is back</source>
        <translation>der Store ist nicht erreichbar: bis er wieder da ist, kann nichts geschrieben werden</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="19"/>
        <source>not connected yet: the console does not know who you are</source>
        <translation>noch nicht verbunden: die Konsole weiß nicht, wer Sie sind</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="20"/>
        <source>this session is read-only (Connection ▸ Read-only)</source>
        <translation>diese Sitzung ist schreibgeschützt (Verbindung ▸ Nur lesen)</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="34"/>
        <source>you (%1) made this request: the maker may not approve their own request</source>
        <translation>Sie (%1) haben diesen Antrag gestellt: der Ersteller darf seinen eigenen Antrag nicht genehmigen</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="38"/>
        <source>already decided: %1</source>
        <translation>bereits entschieden: %1</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="39"/>
        <source>expired: the request can no longer be decided</source>
        <translation>abgelaufen: über den Antrag kann nicht mehr entschieden werden</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="42"/>
        <source>you (%1) already voted: %2</source>
        <translation>Sie (%1) haben bereits abgestimmt: %2</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="65"/>
        <source>path %1 is already REVOKED: set its policy to CLEARED or HOLD to lift it</source>
        <translation>Pfad %1 ist bereits REVOKED: setzen Sie seine Richtlinie auf CLEARED oder HOLD, um das aufzuheben</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="74"/>
        <source>path %1 is REVOKED: set its policy to CLEARED or HOLD first; the proof age counts only then</source>
        <translation>Pfad %1 ist REVOKED: zuerst seine Richtlinie auf CLEARED oder HOLD setzen; erst dann zählt das Nachweisalter</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="83"/>
        <source>domain %1 is already frozen (%2): its standing reason and evidence are kept</source>
        <translation>Domäne %1 ist bereits eingefroren (%2): ihr bestehender Grund und Nachweis bleiben erhalten</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="84"/>
        <source>no reason recorded</source>
        <translation>kein Grund erfasst</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="39"/>
        <source>the store knows nothing of intent %1</source>
        <translation>der Store kennt keinen Intent %1</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="52"/>
        <source>nothing written: the signing key cannot be used: %1</source>
        <translation>nichts geschrieben: der Signaturschlüssel ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="63"/>
        <source>Signed: %1 by the key %2.</source>
        <translation>Signiert: %1 mit dem Schlüssel %2.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="66"/>
        <source>%1 was written, but its signature was not: %2</source>
        <translation>%1 wurde geschrieben, seine Signatur aber nicht: %2</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="80"/>
        <source>Removed %1: it signed the file this export replaced.</source>
        <translation>%1 entfernt: sie signierte die Datei, die dieser Export ersetzt hat.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="82"/>
        <source>%1 is left over from the file this export replaced and could not be removed: it does not sign this file.</source>
        <translation>%1 stammt von der Datei, die dieser Export ersetzt hat, und ließ sich nicht entfernen: sie signiert diese Datei nicht.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="89"/>
        <source>chain verified</source>
        <translation>Kette verifiziert</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="89"/>
        <source>chain NOT verified</source>
        <translation>Kette NICHT verifiziert</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="47"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="50"/>
        <source>Altered cert: cert %1 (seq %2) no longer matches its hash.</source>
        <translation>Verändertes Zertifikat: Zertifikat %1 (seq %2) passt nicht mehr zu seinem Hash.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="52"/>
        <source>Foreign cert: cert %1 (seq %2) is not of this receipt&apos;s intent.</source>
        <translation>Fremdes Zertifikat: Zertifikat %1 (seq %2) gehört nicht zum Intent dieses Belegs.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="54"/>
        <source>Bad signature: the signature does not match the receipt&apos;s content and public key.</source>
        <translation>Ungültige Signatur: die Signatur passt nicht zu Inhalt und öffentlichem Schlüssel des Belegs.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="56"/>
        <source>Wrong key: signed by a different key than the public key you gave.</source>
        <translation>Falscher Schlüssel: mit einem anderen Schlüssel signiert als dem angegebenen öffentlichen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="57"/>
        <source>Duplicate member: the file names a member twice.</source>
        <translation>Doppeltes Element: die Datei nennt ein Element zweimal.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="58"/>
        <source>Malformed: the receipt is not well formed.</source>
        <translation>Fehlerhaft: der Beleg ist nicht wohlgeformt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="66"/>
        <source>the chain verified (%Ln cert(s) walked)</source>
        <translation>
            <numerusform>die Kette war verifiziert (%Ln Zertifikat geprüft)</numerusform>
            <numerusform>die Kette war verifiziert (%Ln Zertifikate geprüft)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="67"/>
        <source>the chain verified</source>
        <translation>die Kette war verifiziert</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="69"/>
        <source>the chain did NOT verify (broken at cert %1: %2)</source>
        <translation>die Kette war NICHT verifiziert (Bruch bei Zertifikat %1: %2)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="71"/>
        <source>the chain did NOT verify</source>
        <translation>die Kette war NICHT verifiziert</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="26"/>
        <source>No verdict chosen yet: pick the one you checked at the provider.</source>
        <translation>Noch kein Befund gewählt: wählen Sie den, den Sie beim Anbieter geprüft haben.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="31"/>
        <source>Exactly one effect happened: a witnessed cert is appended and the tier becomes WORLD_FINAL.</source>
        <translation>Genau eine Wirkung ist eingetreten: ein bezeugtes Zertifikat wird angehängt und die Klasse wird WORLD_FINAL.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="36"/>
        <source>The chain sealed it but the world has nothing: a witnessed cert marks it WORLD_DIVERGED and the domain is frozen.</source>
        <translation>Die Kette hat ihn versiegelt, in der Welt gibt es aber nichts: ein bezeugtes Zertifikat markiert ihn als WORLD_DIVERGED und die Domäne wird eingefroren.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="42"/>
        <source>More than one effect happened: a witnessed cert marks it WORLD_DIVERGED and the domain is frozen.</source>
        <translation>Mehr als eine Wirkung ist eingetreten: ein bezeugtes Zertifikat markiert ihn als WORLD_DIVERGED und die Domäne wird eingefroren.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="29"/>
        <source>Exactly one effect happened: a healed cert is appended, the intent is sealed WORLD_FINAL, its budget reservations become settled, and event healed is recorded.</source>
        <translation>Genau eine Wirkung ist eingetreten: ein geheiltes Zertifikat wird angehängt, der Intent wird als WORLD_FINAL versiegelt, seine Budgetreservierungen werden abgerechnet, und das Ereignis healed wird erfasst.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="34"/>
        <source>Nothing happened: the claim is released (the intent row and its budget reservations are deleted) so a clean retry is legitimate; event settled_released.</source>
        <translation>Nichts ist eingetreten: die Reservierung wird aufgehoben (die Intent-Zeile und ihre Budgetreservierungen werden gelöscht), sodass ein sauberer neuer Versuch zulässig ist; Ereignis settled_released.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="39"/>
        <source>More than one effect happened: a settle-diverged cert marks it WORLD_DIVERGED, its budget reservations become settled, the domain is frozen, and event diverged suspends every path&apos;s licence until an operator reviews it.</source>
        <translation>Mehr als eine Wirkung ist eingetreten: ein settle-diverged-Zertifikat markiert ihn als WORLD_DIVERGED, seine Budgetreservierungen werden abgerechnet, die Domäne wird eingefroren, und das Ereignis diverged setzt die Lizenz jedes Pfads aus, bis ein Operator es prüft.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="45"/>
        <source>Still not known: nothing changes but a recorded attempt (event settle_unknown); the hold stands and its budget reservation stays reserved.</source>
        <translation>Weiterhin unbekannt: nichts ändert sich außer einem erfassten Versuch (Ereignis settle_unknown); der Schwebefall bleibt bestehen, und seine Budgetreservierung bleibt reserviert.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="47"/>
        <source>Still not known: a witnessed cert records WORLD_UNKNOWN; the hold stands.</source>
        <translation>Weiterhin unbekannt: ein bezeugtes Zertifikat hält WORLD_UNKNOWN fest; der Schwebefall bleibt bestehen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="59"/>
        <source>Exactly one payment happened (%1)</source>
        <translation>Genau eine Zahlung ist erfolgt (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="61"/>
        <source>No payment happened (%1)</source>
        <translation>Keine Zahlung ist erfolgt (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="63"/>
        <source>More than one payment happened (%1)</source>
        <translation>Mehr als eine Zahlung ist erfolgt (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="65"/>
        <source>Still not known (%1)</source>
        <translation>Noch immer unbekannt (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="76"/>
        <source>Pick the verdict you checked at the provider. Each writes:</source>
        <translation>Wählen Sie das Urteil, das Sie beim Anbieter geprüft haben. Jedes schreibt:</translation>
    </message>
    <message>
        <location filename="../models/actions/provider_actions.cpp" line="33"/>
        <source>No provider witness configured: set its URL and key in Edit ▸ Preferences… (Provider witness), or start Seal Desk with SEAL_WITNESS_URL (the provider&apos;s base URL, as for sealctl settle --witness) and SEAL_WITNESS_KEY (its API key; read-only is enough) in the environment.</source>
        <translation>Kein Anbieter-Zeuge eingerichtet: URL und Schlüssel unter Bearbeiten ▸ Einstellungen… (URL/Schlüssel des Anbieter-Zeugen) festlegen oder Seal Desk mit SEAL_WITNESS_URL (Basis-URL des Anbieters, wie bei sealctl settle --witness) und SEAL_WITNESS_KEY (sein API-Schlüssel; Lesezugriff genügt) in der Umgebung starten.</translation>
    </message>
    <message>
        <location filename="../models/actions/provider_actions.cpp" line="42"/>
        <source>SEAL_WITNESS_URL is not usable: %1</source>
        <translation>SEAL_WITNESS_URL ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <location filename="../models/actions/provider_actions.cpp" line="47"/>
        <source>No provider witness key: set it in Edit ▸ Preferences… (Provider witness key), or start Seal Desk with SEAL_WITNESS_KEY (the provider&apos;s API key; read-only is enough) in the environment.</source>
        <translation>Kein Schlüssel für den Anbieter-Zeugen: unter Bearbeiten ▸ Einstellungen… (Schlüssel des Anbieter-Zeugen) festlegen oder Seal Desk mit SEAL_WITNESS_KEY (API-Schlüssel des Anbieters; Lesezugriff genügt) in der Umgebung starten.</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="18"/>
        <source>written</source>
        <translation>geschrieben</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="20"/>
        <source>refused, nothing written</source>
        <translation>verweigert, nichts geschrieben</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="22"/>
        <source>the connection dropped; checked again: it landed</source>
        <translation>Verbindung abgebrochen; nachgeprüft: wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="24"/>
        <source>the connection dropped; checked again: it did not land</source>
        <translation>Verbindung abgebrochen; nachgeprüft: wurde nicht geschrieben</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="26"/>
        <source>the connection dropped: not known whether it landed</source>
        <translation>Verbindung abgebrochen: unbekannt, ob geschrieben wurde</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="61"/>
        <source>The console did not retry. Reconnect and look at the page again before doing it again: doing it twice may not be what you want.</source>
        <translation>Die Konsole hat es nicht erneut versucht. Verbinden Sie sich neu und sehen Sie sich die Seite noch einmal an, bevor Sie es wiederholen: eine doppelte Ausführung ist womöglich nicht gewollt.</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="41"/>
        <location filename="../models/text/cell_text.cpp" line="29"/>
        <location filename="../models/text/display_time.cpp" line="40"/>
        <location filename="../models/text/money_format.cpp" line="137"/>
        <location filename="../models/text/safe_text.cpp" line="50"/>
        <source>⟨invalid⟩</source>
        <translation>⟨ungültig⟩</translation>
    </message>
    <message>
        <location filename="../models/text/safe_text.cpp" line="53"/>
        <source>invalid value in the store: %1</source>
        <translation>ungültiger Wert im Store: %1</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="24"/>
        <source>rejected: a reject decides the request at once</source>
        <translation>abgelehnt: eine Ablehnung entscheidet den Antrag sofort</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="34"/>
        <source> (it needs %1: %2)</source>
        <translation> (er braucht %1: %2)</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="41"/>
        <source>nobody: your vote decides the request</source>
        <translation>niemand: Ihre Stimme entscheidet den Antrag</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="45"/>
        <source>you (%1)</source>
        <translation>Sie (%1)</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="46"/>
        <source>1 more approver</source>
        <translation>1 weiterer Genehmiger</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="46"/>
        <source>%1 more distinct approvers</source>
        <translation>%1 weitere, verschiedene Genehmiger</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="47"/>
        <source>members of seal_approver</source>
        <translation>Mitgliedern von seal_approver</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="47"/>
        <source>roles that are not superusers</source>
        <translation>Rollen, die keine Superuser sind</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="48"/>
        <source>%1, from %2 other than the maker (%3) and those who voted (%4)</source>
        <translation>%1, aus %2 außer dem Ersteller (%3) und denen, die abgestimmt haben (%4)</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="56"/>
        <source>%1 (%2 left); your vote decides the request before then</source>
        <translation>%1 (noch %2); Ihre Stimme entscheidet den Antrag vorher</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="57"/>
        <source>%1 (%2 left); if it is not decided by then, it expires and cannot be approved</source>
        <translation>%1 (noch %2); ist er bis dahin nicht entschieden, läuft er ab und kann nicht mehr genehmigt werden</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="73"/>
        <source>Reject approval request %1. A reject decides the request at once: rejected.</source>
        <translation>Freigabeantrag %1 ablehnen. Eine Ablehnung entscheidet den Antrag sofort: abgelehnt.</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="75"/>
        <source>Approve approval request %1. Your approve decides it: approved.</source>
        <translation>Freigabeantrag %1 genehmigen. Ihre Genehmigung entscheidet ihn: genehmigt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="27"/>
        <source>approved (%1 of %Ln approval(s)): your approve decides it</source>
        <translation>
            <numerusform>genehmigt (%1 von %Ln Genehmigung): Ihre Genehmigung entscheidet</numerusform>
            <numerusform>genehmigt (%1 von %Ln Genehmigungen): Ihre Genehmigung entscheidet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="30"/>
        <source>%1 of %Ln approval(s), %2 more needed: the request stays pending</source>
        <translation>
            <numerusform>%1 von %Ln Genehmigung, %2 weitere nötig: der Antrag bleibt offen</numerusform>
            <numerusform>%1 von %Ln Genehmigungen, %2 weitere nötig: der Antrag bleibt offen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="77"/>
        <source>Approve approval request %1. After your vote: %2 of %Ln approval(s), %3 more needed.</source>
        <translation>
            <numerusform>Freigabeantrag %1 genehmigen. Nach Ihrer Stimme: %2 von %Ln Genehmigung, %3 weitere nötig.</numerusform>
            <numerusform>Freigabeantrag %1 genehmigen. Nach Ihrer Stimme: %2 von %Ln Genehmigungen, %3 weitere nötig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="90"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="96"/>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="100"/>
        <source> — reason: %1</source>
        <translation> — Grund: %1</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="101"/>
        <source> — no reason recorded in the decision cert</source>
        <translation> — kein Grund im Entscheidungszertifikat</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="112"/>
        <source>not decided; expired at %1</source>
        <translation>nicht entschieden; abgelaufen am %1</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="113"/>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="115"/>
        <source>an unrecorded time</source>
        <translation>einem nicht erfassten Zeitpunkt</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="117"/>
        <source>expired at %1 without a decision</source>
        <translation>am %1 ohne Entscheidung abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="119"/>
        <source>rejected by %1 at %2</source>
        <translation>abgelehnt von %1 am %2</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="119"/>
        <source>approved by %1 at %2</source>
        <translation>genehmigt von %1 am %2</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="121"/>
        <source>%1 at %2 (the votes do not show who decided it)</source>
        <translation>%1 am %2 (die Stimmen zeigen nicht, wer entschieden hat)</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="126"/>
        <source>%1 on %2 (%3 tier) from %4</source>
        <translation>%1 auf %2 (Stufe %3) von %4</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="134"/>
        <source>A new approval request waits for your vote: %1.</source>
        <translation>Ein neuer Freigabeantrag wartet auf Ihre Stimme: %1.</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="139"/>
        <source>%1 new approval requests wait for your vote: %2.</source>
        <translation>%1 neue Freigabeanträge warten auf Ihre Stimme: %2.</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="140"/>
        <source>%1 new approval requests wait for your vote: %2; and %3 more.</source>
        <translation>%1 neue Freigabeanträge warten auf Ihre Stimme: %2; und %3 weitere.</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="32"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="34"/>
        <source>hidden %1 %2</source>
        <translation>verstecktes Zeichen %1 %2</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="35"/>
        <source>combining mark %1 repeated</source>
        <translation>kombinierendes Zeichen %1 wiederholt</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="36"/>
        <source>digits of more than one number system</source>
        <translation>Ziffern aus mehr als einem Zahlensystem</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="38"/>
        <source>all %1, reads as Latin %2</source>
        <translation>vollständig %1, liest sich lateinisch als %2</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="39"/>
        <source>looks like %1</source>
        <translation>sieht aus wie %1</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="40"/>
        <source>and %1 more look-alikes</source>
        <translation>und %1 weitere verwechselbare Stellen</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="41"/>
        <source>only the first %1 bytes examined</source>
        <translation>nur die ersten %1 Bytes geprüft</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="42"/>
        <source>bytes that are not UTF-8</source>
        <translation>Bytes, die kein UTF-8 sind</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="73"/>
        <source>look-alike: %1</source>
        <translation>Verwechslungsgefahr: %1</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="36"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="46"/>
        <source>%1 against budget %2 (%3)</source>
        <translation>%1 gegen Budget %2 (%3)</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="48"/>
        <source>reserved: counts against the ceiling until settled</source>
        <translation>reserviert: zählt gegen die Obergrenze, bis abgerechnet</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/intent_purpose.cpp" line="52"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="63"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/intent_purpose.cpp" line="65"/>
        <source>and %n more in the intent&apos;s story</source>
        <translation>
            <numerusform>und %n weiterer in der Geschichte des Intents</numerusform>
            <numerusform>und %n weitere in der Geschichte des Intents</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="75"/>
        <source>Intent:</source>
        <translation>Intent:</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="76"/>
        <source>the store has no row, cert, mandate, reservation or event for it</source>
        <translation>der Store hat dazu keine Zeile, kein Zertifikat, kein Mandat, keine Reservierung und kein Ereignis</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="79"/>
        <source>Action:</source>
        <translation>Aktion:</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="80"/>
        <source>Arguments digest:</source>
        <translation>Digest der Argumente:</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="81"/>
        <location filename="../models/intent_purpose.cpp" line="85"/>
        <source>Intent state:</source>
        <translation>Zustand des Intents:</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="82"/>
        <source>%1, tier %2</source>
        <translation>%1, Stufe %2</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="86"/>
        <source>no intent row (not admitted yet, or released)</source>
        <translation>keine Intent-Zeile (noch nicht zugelassen oder freigegeben)</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="90"/>
        <source>%1, %2; arguments digest %3</source>
        <translation>%1, %2; Digest der Argumente %3</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="93"/>
        <source>differs from the intent&apos;s arguments digest</source>
        <translation>weicht vom Digest der Argumente des Intents ab</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="94"/>
        <source>Mandate:</source>
        <translation>Mandat:</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="97"/>
        <source>Budget:</source>
        <translation>Budget:</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="99"/>
        <source>Ticket:</source>
        <translation>Ticket:</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="100"/>
        <source>spent %1 on path %2 (%3)</source>
        <translation>eingelöst %1 auf Pfad %2 (%3)</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="104"/>
        <source>Gateway recorded:</source>
        <translation>Gateway vermerkte:</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="19"/>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="20"/>
        <location filename="../models/text/state_words.cpp" line="28"/>
        <source>approved</source>
        <translation>genehmigt</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="21"/>
        <location filename="../models/text/state_words.cpp" line="29"/>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="43"/>
        <source>%1 d %2</source>
        <translation>%1 T %2</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="55"/>
        <location filename="../models/text/state_words.cpp" line="22"/>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="64"/>
        <source>%1 d</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="65"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="66"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="67"/>
        <location filename="../models/text/cell_text.cpp" line="75"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="76"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="77"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="78"/>
        <source>%1 d %2 h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="35"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="36"/>
        <source>sealed</source>
        <translation>versiegelt</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="37"/>
        <source>fenced</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="38"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../views/evidence/export_progress.cpp" line="28"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../views/evidence/export_progress.cpp" line="30"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
</context>
<context>
    <name>seal::AboutDialog</name>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="71"/>
        <source>About Seal Desk</source>
        <translation>Über Seal Desk</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="75"/>
        <location filename="../views/dialogs/about_dialog.cpp" line="201"/>
        <source>Seal Desk %1</source>
        <translation>Seal Desk %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="82"/>
        <source>The operator console of the seal kernel&apos;s store: approvals, autonomy levels, holds, divergences, the certificate chain and its evidence.</source>
        <translation>Die Bedienkonsole für den Speicher des Seal-Kernels: Freigaben, Autonomiestufen, Sperren, Abweichungen, die Zertifikatskette und ihre Nachweise.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="93"/>
        <source>Connected to</source>
        <translation>Verbunden mit</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="95"/>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="96"/>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="97"/>
        <source>Database:</source>
        <translation>Datenbank:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="98"/>
        <source>Role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="101"/>
        <source>Built on</source>
        <translation>Verwendete Bibliotheken</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="104"/>
        <source>Libraries, their versions and licences</source>
        <translation>Bibliotheken, ihre Versionen und Lizenzen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="105"/>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="105"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="105"/>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="105"/>
        <source>Used for</source>
        <translation>Verwendet für</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="116"/>
        <source>&amp;Copy versions</source>
        <translation>Versionen &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="119"/>
        <source>Put the version of Seal Desk and of every library on the clipboard, for a bug report</source>
        <translation>Die Version von Seal Desk und jeder Bibliothek in die Zwischenablage legen, für einen Fehlerbericht</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="141"/>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="141"/>
        <location filename="../views/dialogs/about_dialog.cpp" line="144"/>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="148"/>
        <source>%1 (when last connected)</source>
        <translation>%1 (bei der letzten Verbindung)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="155"/>
        <source>%1 (superuser)</source>
        <translation>%1 (Superuser)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="163"/>
        <source>windows, tables, translations</source>
        <translation>Fenster, Tabellen, Übersetzungen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="165"/>
        <source>the Overview, Autonomy and Budgets charts</source>
        <translation>die Diagramme von Übersicht, Autonomie und Budgets</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="167"/>
        <source>passwords and keys in the desktop&apos;s keychain</source>
        <translation>Passwörter und Schlüssel im Schlüsselbund des Desktops</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="169"/>
        <source>the connection to the store</source>
        <translation>die Verbindung zum Speicher</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="171"/>
        <source>digests, vote signatures, signed receipts, TLS</source>
        <translation>Prüfsummen, Stimmsignaturen, signierte Belege, TLS</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="173"/>
        <source>asking the payment provider (the witness)</source>
        <translation>Abfragen beim Zahlungsanbieter (der Zeuge)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="175"/>
        <source>reading and writing JSON</source>
        <translation>JSON lesen und schreiben</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="177"/>
        <source>receipts and reports as PDF</source>
        <translation>Belege und Berichte als PDF</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="179"/>
        <source>text in the PDFs: every script, right to left too</source>
        <translation>Text in den PDFs: jede Schrift, auch von rechts nach links</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="181"/>
        <source>look-alike names: Unicode&apos;s confusable and mixed-script rules</source>
        <translation>verwechselbare Namen: die Unicode-Regeln für Verwechslungsgefahr und gemischte Schriften</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="183"/>
        <source>sealctl&apos;s command line (compiled into sealctl only)</source>
        <translation>die Befehlszeile von sealctl (nur in sealctl enthalten)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="195"/>
        <source>Built with Qt %1</source>
        <translation>Erstellt mit Qt %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="215"/>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="219"/>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;Seal Desk uses Qt version %1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Über Qt&lt;/h3&gt;&lt;p&gt;Seal Desk verwendet Qt in Version %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="221"/>
        <source>&lt;p&gt;Qt is a C++ toolkit for cross-platform application development.&lt;/p&gt;&lt;p&gt;Qt is available under the GNU Lesser General Public License version 3, the GNU General Public License versions 2 and 3, and commercial licences. Seal Desk uses the open-source Qt under the LGPL version 3; Qt Charts is under the GPL version 3.&lt;/p&gt;&lt;p&gt;See &lt;a href=&quot;https://www.qt.io/licensing/&quot;&gt;qt.io/licensing&lt;/a&gt; for an overview of Qt licensing. Qt and the Qt logo are trademarks of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt ist ein C++-Toolkit für plattformübergreifende Anwendungsentwicklung.&lt;/p&gt;&lt;p&gt;Qt ist unter der GNU Lesser General Public License Version 3, der GNU General Public License Versionen 2 und 3 sowie unter kommerziellen Lizenzen erhältlich. Seal Desk verwendet das quelloffene Qt unter der LGPL Version 3; Qt Charts steht unter der GPL Version 3.&lt;/p&gt;&lt;p&gt;Einen Überblick über die Lizenzierung von Qt gibt &lt;a href=&quot;https://www.qt.io/licensing/&quot;&gt;qt.io/licensing&lt;/a&gt;. Qt und das Qt-Logo sind Marken der The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>seal::AlertFeed</name>
    <message>
        <location filename="../models/alert_feed.cpp" line="66"/>
        <source>New hold</source>
        <translation>Neuer Schwebefall</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="68"/>
        <source>The world and the chain disagree</source>
        <translation>Welt und Kette stimmen nicht überein</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="70"/>
        <source>Out-of-band spend</source>
        <translation>Ausgabe am Gateway vorbei</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="72"/>
        <source>The certificate chain is broken</source>
        <translation>Die Zertifikatskette ist gebrochen</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="74"/>
        <source>An approval request expires soon</source>
        <translation>Eine Freigabeanfrage läuft bald ab</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="76"/>
        <source>An obligation was breached</source>
        <translation>Eine Verpflichtung wurde verletzt</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="78"/>
        <source>A change waits for a second operator</source>
        <translation>Eine Änderung wartet auf einen zweiten Operator</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="80"/>
        <source>Dual control is not in force</source>
        <translation>Die Vier-Augen-Kontrolle ist nicht in Kraft</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="84"/>
        <source>path %1</source>
        <translation>Pfad %1</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="85"/>
        <source>intent %1</source>
        <translation>Intent %1</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="86"/>
        <source>cert %1</source>
        <translation>Zertifikat %1</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="89"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>seal::ApprovalModel</name>
    <message>
        <location filename="../models/approval_model.cpp" line="389"/>
        <source>no votes yet</source>
        <translation>noch keine Stimmen</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="392"/>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 am %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_model.cpp" line="408"/>
        <source>Needs %Ln approval(s): %1
%2</source>
        <translation>
            <numerusform>Braucht %Ln Genehmigung: %1
%2</numerusform>
            <numerusform>Braucht %Ln Genehmigungen: %1
%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="416"/>
        <source>invalid value in the store: %1</source>
        <translation>ungültiger Wert im Store: %1</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="423"/>
        <source>still pending in the store, but past its expiry: it can no longer be decided</source>
        <translation>im Store noch offen, aber abgelaufen: es kann nicht mehr entschieden werden</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="471"/>
        <source>path: %1</source>
        <translation>Pfad: %1</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="473"/>
        <source>maker: %1</source>
        <translation>Ersteller: %1</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="498"/>
        <source>%1 of %2 (row: %3)</source>
        <translation>%1 von %2 (Zeile: %3)</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="499"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="63"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="64"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="65"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="66"/>
        <source>Tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="67"/>
        <source>Maker</source>
        <translation>Ersteller</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="68"/>
        <source>Approvals</source>
        <translation>Genehmigt</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="69"/>
        <source>My vote</source>
        <translation>Meine Stimme</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="70"/>
        <source>Time left</source>
        <translation>Restzeit</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="71"/>
        <source>Decided</source>
        <translation>Entschieden</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="72"/>
        <source>Decided by</source>
        <translation>Entschieden von</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="73"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="74"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="75"/>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="503"/>
        <source>approved</source>
        <translation>genehmigt</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="504"/>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="516"/>
        <source>rejected by %1</source>
        <translation>abgelehnt von %1</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="516"/>
        <source>approved by %1</source>
        <translation>genehmigt von %1</translation>
    </message>
</context>
<context>
    <name>seal::ApprovalOutcomeChart</name>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="32"/>
        <source>Pending</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="33"/>
        <source>Past expiry</source>
        <translation>Überfällig</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="34"/>
        <source>Approved</source>
        <translation>Genehmigt</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="35"/>
        <source>Approved, used</source>
        <translation>Genehmigt, verwendet</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="36"/>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="37"/>
        <source>Expired</source>
        <translation>Abgelaufen</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="38"/>
        <source>State “%1”</source>
        <translation>Status „%1“</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="127"/>
        <source>Approvals by outcome, in money</source>
        <translation>Freigaben nach Ausgang, als Betrag</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="134"/>
        <location filename="../views/widgets/activity_charts.cpp" line="150"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="141"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>seal::ApprovalsPage</name>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="145"/>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="159"/>
        <source>Which requests</source>
        <translation>Welche Anträge</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="164"/>
        <location filename="../views/pages/approvals_page.cpp" line="446"/>
        <source>Waiting for my vote</source>
        <translation>Wartet auf meine Stimme</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="165"/>
        <source>Pending</source>
        <translation>Offen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="166"/>
        <source>My votes</source>
        <translation>Meine Stimmen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="167"/>
        <source>Decided by me</source>
        <translation>Von mir entschieden</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="168"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="169"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="170"/>
        <source>Pending requests you may still vote on: not expired, not made by you, not voted on by you</source>
        <translation>Offene Anfragen, über die Sie noch abstimmen dürfen: nicht abgelaufen, nicht von Ihnen gestellt, noch ohne Ihre Stimme</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="172"/>
        <source>Every request you voted on, decided or still pending</source>
        <translation>Jede Anfrage, über die Sie abgestimmt haben, entschieden oder noch offen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="173"/>
        <source>Requests your vote decided</source>
        <translation>Anfragen, die Ihre Stimme entschieden hat</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="186"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="186"/>
        <source>All paths</source>
        <translation>Alle Pfade</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="187"/>
        <source>Tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="187"/>
        <source>All tiers</source>
        <translation>Alle Klassen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="188"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="188"/>
        <source>All states</source>
        <translation>Alle Status</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="189"/>
        <source>Maker</source>
        <translation>Ersteller</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="189"/>
        <source>All makers</source>
        <translation>Alle Ersteller</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="203"/>
        <source>min amount</source>
        <translation>Mindestbetrag</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="204"/>
        <source>max amount</source>
        <translation>Höchstbetrag</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="213"/>
        <source>any date</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="215"/>
        <source>Decided on or after / on or before this date (created, while undecided). &quot;any date&quot; is no bound.</source>
        <translation>Entschieden an oder nach / an oder vor diesem Datum (erstellt, solange unentschieden). „beliebig“ ist keine Grenze.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="219"/>
        <source>From date</source>
        <translation>Von Datum</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="220"/>
        <source>To date</source>
        <translation>Bis Datum</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="228"/>
        <source>&amp;Clear filters</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="254"/>
        <location filename="../views/pages/approvals_page.cpp" line="335"/>
        <location filename="../views/pages/approvals_page.cpp" line="762"/>
        <source>Amount:</source>
        <translation>Betrag:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="259"/>
        <source>Date:</source>
        <translation>Datum:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="275"/>
        <source>Approval requests</source>
        <translation>Freigabeanträge</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="334"/>
        <location filename="../views/pages/approvals_page.cpp" line="760"/>
        <source>Approval id:</source>
        <translation>Freigabe-ID:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="334"/>
        <source>State:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="335"/>
        <location filename="../views/pages/approvals_page.cpp" line="763"/>
        <source>Path:</source>
        <translation>Pfad:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="336"/>
        <location filename="../views/pages/approvals_page.cpp" line="764"/>
        <source>Intent:</source>
        <translation>Intent:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="336"/>
        <source>Tier:</source>
        <translation>Klasse:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="337"/>
        <location filename="../views/pages/approvals_page.cpp" line="765"/>
        <source>Maker:</source>
        <translation>Ersteller:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="337"/>
        <source>Required:</source>
        <translation>Erforderlich:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="445"/>
        <source>Waiting for my vote (%1%2)</source>
        <translation>Wartet auf meine Stimme (%1%2)</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="752"/>
        <source>%1 on %2, made by %3</source>
        <translation>%1 auf %2, angelegt von %3</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="756"/>
        <source>After your vote:</source>
        <translation>Nach Ihrer Stimme:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="757"/>
        <source>Still needed:</source>
        <translation>Noch nötig:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="820"/>
        <source>Incident receipt saved to %1: %2</source>
        <translation>Vorfallsbeleg in %1 gespeichert: %2</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="338"/>
        <source>Created:</source>
        <translation>Erstellt:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="338"/>
        <source>Votes:</source>
        <translation>Stimmen:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="339"/>
        <location filename="../views/pages/approvals_page.cpp" line="758"/>
        <source>Expires:</source>
        <translation>Läuft ab:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="339"/>
        <source>Decided:</source>
        <translation>Entschieden:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="340"/>
        <source>Decision cert:</source>
        <translation>Entscheidungszertifikat:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="345"/>
        <source>&amp;Approve…</source>
        <translation>&amp;Genehmigen…</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="347"/>
        <source>&amp;Reject…</source>
        <translation>&amp;Ablehnen…</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="351"/>
        <source>Show &amp;cert</source>
        <translation>&amp;Zertifikat anzeigen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="353"/>
        <source>E&amp;xport incident receipt…</source>
        <translation>Vorfallsbeleg e&amp;xportieren…</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="482"/>
        <source>No approval request %1 in this store.</source>
        <translation>Kein Freigabeantrag %1 in diesem Store.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="507"/>
        <source>Listed: %1 of %2 pending requests (the oldest, and those that arrived since) and the newest %3 decided ones. The filters search the whole store; older decisions are in reports (File ▸ Report…) and in sealctl approvals.</source>
        <translation>Aufgeführt: %1 von %2 offenen Freigabeanträgen (die ältesten und die seither eingegangenen) und die neuesten %3 entschiedenen. Die Filter durchsuchen den ganzen Store; ältere Entscheidungen stehen in Berichten (Datei ▸ Bericht…) und in sealctl approvals.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="513"/>
        <source>Listed: every pending request and the newest %1 of %2 decided ones; older decisions are in reports (File ▸ Report…) and in sealctl approvals.</source>
        <translation>Aufgeführt: alle offenen Anträge und die neuesten %1 von %2 entschiedenen; ältere Entscheidungen stehen in Berichten (Datei ▸ Bericht…) und in sealctl approvals.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="528"/>
        <source>No approval requests in this store.</source>
        <translation>Keine Freigabeanträge in diesem Store.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="531"/>
        <location filename="../views/pages/approvals_page.cpp" line="639"/>
        <source>No approval request matches the filters.</source>
        <translation>Kein Freigabeantrag entspricht den Filtern.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="665"/>
        <source>No approval request selected.</source>
        <translation>Kein Freigabeantrag ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="679"/>
        <source>expired (still pending in the store; it can no longer be decided)</source>
        <translation>abgelaufen (im Store noch offen; es kann nicht mehr entschieden werden)</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="704"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="700"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="223"/>
        <source>Search by id, intent, maker or voter</source>
        <translation>Nach ID, Intent, Ersteller oder Abstimmendem suchen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="224"/>
        <source>Search id, intent, maker, voter</source>
        <translation>ID, Intent, Ersteller, Abstimmende suchen</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/approvals_page.cpp" line="693"/>
        <source>%Ln approval(s) (%1 so far)</source>
        <translation>
            <numerusform>%Ln Genehmigung (bisher %1)</numerusform>
            <numerusform>%Ln Genehmigungen (bisher %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/approvals_page.cpp" line="694"/>
        <source>%Ln approval(s) (%1 so far): %2</source>
        <translation>
            <numerusform>%Ln Genehmigung (bisher %1): %2</numerusform>
            <numerusform>%Ln Genehmigungen (bisher %1): %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="703"/>
        <source>seq %1</source>
        <translation>seq %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="704"/>
        <source>not found in the chain</source>
        <translation>nicht in der Kette gefunden</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="713"/>
        <source>select a request to vote on it</source>
        <translation>einen Antrag auswählen, um darüber abzustimmen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="719"/>
        <source>You cannot approve: %1</source>
        <translation>Sie können nicht genehmigen: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="721"/>
        <source>You cannot vote: %1</source>
        <translation>Sie können nicht abstimmen: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="725"/>
        <source>Show the decision cert on the Certificates page</source>
        <translation>Das Entscheidungszertifikat auf der Seite Zertifikate anzeigen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="726"/>
        <source>no decision cert: the request is not decided</source>
        <translation>kein Entscheidungszertifikat: über den Antrag ist noch nicht entschieden</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="729"/>
        <source>Save the incident receipt of intent %1 as JSON</source>
        <translation>Den Vorfallsbeleg von Intent %1 als JSON speichern</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="750"/>
        <source>Reject request</source>
        <translation>Antrag ablehnen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="750"/>
        <source>Approve request</source>
        <translation>Antrag genehmigen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="761"/>
        <source>Decision:</source>
        <translation>Entscheidung:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="761"/>
        <source>reject</source>
        <translation>ablehnen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="761"/>
        <source>approve</source>
        <translation>genehmigen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="769"/>
        <source>Path look-alike:</source>
        <translation>Pfad mit Verwechslungsgefahr:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="772"/>
        <source>Maker look-alike:</source>
        <translation>Ersteller mit Verwechslungsgefahr:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="776"/>
        <source>Signature:</source>
        <translation>Signatur:</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="776"/>
        <source>SEAL_GOV_KEY is not set, so this vote is signed with a throwaway random key: its signature cannot be verified later.</source>
        <translation>SEAL_GOV_KEY ist nicht gesetzt, daher wird diese Stimme mit einem zufälligen Wegwerfschlüssel signiert: ihre Signatur lässt sich später nicht prüfen.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="780"/>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="780"/>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="784"/>
        <source>Reject %1</source>
        <translation>%1 ablehnen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="784"/>
        <source>Approve %1</source>
        <translation>%1 genehmigen</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="803"/>
        <source>Export incident receipt</source>
        <translation>Vorfallsbeleg exportieren</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="805"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>seal::AuthorizationReceiptButton</name>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="15"/>
        <source>A&amp;uthorization receipt…</source>
        <translation>A&amp;utorisierungsbeleg…</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="20"/>
        <source>Save the authorization receipt of this request&apos;s intent (PDF or HTML): who allowed it, whether it ran once, what the provider says. Also for a request that was rejected, expired or never used.</source>
        <translation>Den Autorisierungsbeleg des Intents dieser Anfrage speichern (PDF oder HTML): wer ihn erlaubt hat, ob er genau einmal lief, was der Anbieter sagt. Auch für eine abgelehnte, abgelaufene oder nie genutzte Anfrage.</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="28"/>
        <source>Written %1: %2</source>
        <translation>%1 geschrieben: %2</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="30"/>
        <source>Authorization receipt not written: %1</source>
        <translation>Autorisierungsbeleg nicht geschrieben: %1</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="65"/>
        <source>Export authorization receipt</source>
        <translation>Autorisierungsbeleg exportieren</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="67"/>
        <source>PDF document (*.pdf);;HTML page (*.html)</source>
        <translation>PDF-Dokument (*.pdf);;HTML-Seite (*.html)</translation>
    </message>
</context>
<context>
    <name>seal::AutonomyGovernance</name>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="30"/>
        <source>%1&#xa0;→ %2</source>
        <translation>%1&#xa0;→ %2</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="42"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="66"/>
        <source>⟨invalid⟩</source>
        <translation>⟨ungültig⟩</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="56"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="56"/>
        <source>RED</source>
        <translation>ROT</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="58"/>
        <source> · by %1</source>
        <translation> · von %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="67"/>
        <source>the default, no value set</source>
        <translation>der Standardwert, kein Wert gesetzt</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="68"/>
        <source>set by policy</source>
        <translation>durch die Richtlinie gesetzt</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="69"/>
        <source>Proof age: no proof recorded; at most %1 (%2)</source>
        <translation>Nachweisalter: kein Nachweis erfasst; höchstens %1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="71"/>
        <source>Proof age: ⟨invalid⟩; at most %1 (%2)</source>
        <translation>Nachweisalter: ⟨ungültig⟩; höchstens %1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="75"/>
        <source>stale: a CLEARED policy is not in force</source>
        <translation>veraltet: eine CLEARED-Richtlinie ist nicht in Kraft</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="77"/>
        <source>young enough, but RED: a CLEARED policy is not in force</source>
        <translation>jung genug, aber ROT: eine CLEARED-Richtlinie ist nicht in Kraft</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="79"/>
        <source>fresh</source>
        <translation>frisch</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="80"/>
        <source>Proof age: %1 of at most %2 (%3) — %4</source>
        <translation>Nachweisalter: %1 von höchstens %2 (%3) — %4</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="146"/>
        <source>none changes: no pending request of this path needs a different count</source>
        <translation>keine Änderung: kein offener Antrag dieses Pfads braucht eine andere Anzahl</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="52"/>
        <source>%Ln execution(s)</source>
        <translation>
            <numerusform>%Ln Ausführung</numerusform>
            <numerusform>%Ln Ausführungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="53"/>
        <source>executions not counted</source>
        <translation>Ausführungen nicht gezählt</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="54"/>
        <source>  #%1 %2 · storm %3 · %4 · %5</source>
        <translation>  #%1 %2 · Storm %3 · %4 · %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="149"/>
        <source>%1 needs %Ln approval(s) instead of %2 (%3 so far)</source>
        <translation>
            <numerusform>%1 braucht %Ln Genehmigung statt %2 (bisher %3)</numerusform>
            <numerusform>%1 braucht %Ln Genehmigungen statt %2 (bisher %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="153"/>
        <source>%n pending request(s) change: %1</source>
        <translation>
            <numerusform>%n offener Antrag ändert sich: %1</numerusform>
            <numerusform>%n offene Anträge ändern sich: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="161"/>
        <source>none (AUTO at the gateway: no maker-checker)</source>
        <translation>keine (AUTO am Gateway: kein Vier-Augen-Prinzip)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="163"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="179"/>
        <source>Set thresholds</source>
        <translation>Schwellen setzen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="164"/>
        <source>Set the approval thresholds of path %1.</source>
        <translation>Die Freigabeschwellen von Pfad %1 setzen.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="166"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="215"/>
        <source>Path:</source>
        <translation>Pfad:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="166"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="215"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="247"/>
        <source>Event:</source>
        <translation>Ereignis:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="169"/>
        <source>AUTO up to:</source>
        <translation>AUTO bis:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="171"/>
        <source>DUAL up to:</source>
        <translation>DUAL bis:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="173"/>
        <source>Approvers for DUAL:</source>
        <translation>Genehmiger für DUAL:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="176"/>
        <source>Above DUAL:</source>
        <translation>Über DUAL:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="176"/>
        <source>ALWAYS_HUMAN: always a human</source>
        <translation>ALWAYS_HUMAN: immer ein Mensch</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="177"/>
        <source>Pending requests:</source>
        <translation>Offene Anträge:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="189"/>
        <source>Set thresholds on %1</source>
        <translation>Schwellen setzen auf %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="210"/>
        <source>Max proof age</source>
        <translation>Maximales Nachweisalter</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="211"/>
        <source>Set how old the latest green proof of path %1 may be before CLEARED lapses to HOLD.</source>
        <translation>Festlegen, wie alt der letzte grüne Nachweis von Pfad %1 sein darf, bevor CLEARED zu HOLD verfällt.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="214"/>
        <source> (the default)</source>
        <translation> (der Standardwert)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="217"/>
        <source>Max proof age:</source>
        <translation>Maximales Nachweisalter:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="218"/>
        <source>Policy:</source>
        <translation>Richtlinie:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="219"/>
        <source>%1 (unchanged)</source>
        <translation>%1 (unverändert)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="220"/>
        <source>none (the safe default, HOLD)</source>
        <translation>keine (der sichere Standard, HOLD)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="222"/>
        <source>Policy reason:</source>
        <translation>Grund der Richtlinie:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="223"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="224"/>
        <source>the reason you give below</source>
        <translation>der Grund, den Sie unten angeben</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="227"/>
        <source>Set max proof age</source>
        <translation>Nachweisalter setzen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="230"/>
        <source>Set max proof age on %1</source>
        <translation>Nachweisalter setzen auf %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="242"/>
        <source>Freeze domain</source>
        <translation>Domäne einfrieren</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="243"/>
        <source>Freeze domain %1 by hand: it admits nothing until an operator unfreezes it after reconciliation. Other paths keep running.</source>
        <translation>Domäne %1 von Hand einfrieren: sie lässt nichts zu, bis ein Operator das Einfrieren nach dem Abgleich aufhebt. Andere Pfade laufen weiter.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="247"/>
        <source>Domain:</source>
        <translation>Domäne:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="248"/>
        <source>Frozen:</source>
        <translation>Eingefroren:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="249"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="249"/>
        <source>yes, reason “manual freeze: …” with your role as evidence</source>
        <translation>ja, Grund „manual freeze: …“ mit Ihrer Rolle als Nachweis</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="252"/>
        <source>Freeze</source>
        <translation>Einfrieren</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="254"/>
        <source>Freeze %1</source>
        <translation>%1 einfrieren</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="289"/>
        <source>Approval thresholds: %1</source>
        <translation>Freigabeschwellen: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="291"/>
        <source>Proof history could not be read: %1</source>
        <translation>Nachweisverlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="295"/>
        <source>Proof history: reading…</source>
        <translation>Nachweisverlauf: wird gelesen…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="300"/>
        <source>Proof history: none recorded</source>
        <translation>Nachweisverlauf: keiner erfasst</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="303"/>
        <source>Proof history, newest first:</source>
        <translation>Nachweisverlauf, neueste zuerst:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="307"/>
        <source>  older proofs: sealctl proof history %1</source>
        <translation>  ältere Nachweise: sealctl proof history %1</translation>
    </message>
</context>
<context>
    <name>seal::AutonomyModel</name>
    <message>
        <location filename="../models/autonomy_model.cpp" line="189"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="263"/>
        <source>%1 → effective %2</source>
        <translation>%1 → wirksam %2</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="293"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="190"/>
        <location filename="../models/autonomy_model.cpp" line="255"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="116"/>
        <source>not counted yet</source>
        <translation>noch nicht gezählt</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="119"/>
        <source>counted from the store just now (no cache)</source>
        <translation>gerade eben aus dem Store gezählt (kein Cache)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="121"/>
        <source>counted up to seq %1 from kept counts of unknown origin</source>
        <translation>bis seq %1 gezählt, aus aufbewahrten Zählständen unbekannter Herkunft</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="125"/>
        <source>counted up to seq %1; last recounted by a full walk at %2 (up to seq %3)</source>
        <translation>bis seq %1 gezählt; zuletzt am %2 durch vollständiges Durchgehen neu gezählt (bis seq %3)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="129"/>
        <source>counted up to seq %1; counted whole from the store at %2 (up to seq %3), not yet recounted by a full walk (Verify chain does)</source>
        <translation>bis seq %1 gezählt; am %2 vollständig aus dem Store gezählt (bis seq %3), noch nicht durch vollständiges Durchgehen neu gezählt (das tut „Kette verifizieren“)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="136"/>
        <source>; the cache file was ignored: %1</source>
        <translation>; die Cache-Datei wurde ignoriert: %1</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="149"/>
        <source>REVOKED, SUSPENDED</source>
        <translation>REVOKED, AUSGESETZT</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="150"/>
        <source>REVOKED, HELD</source>
        <translation>REVOKED, HELD</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="151"/>
        <source>REVOKED</source>
        <translation>REVOKED</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="152"/>
        <source>SUSPENDED</source>
        <translation>AUSGESETZT</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="153"/>
        <source>HELD</source>
        <translation>HELD</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="161"/>
        <source>%1 · earned %2</source>
        <translation>%1 · erreicht %2</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="168"/>
        <source>the path has not earned an unattended level (L3 or higher) yet</source>
        <translation>der Pfad hat noch keine Stufe für unbeaufsichtigten Betrieb (L3 oder höher) erreicht</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="170"/>
        <source>the licence is suspended by a breach</source>
        <translation>die Lizenz ist wegen eines Verstoßes ausgesetzt</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="172"/>
        <source>an operator revoked the path</source>
        <translation>ein Operator hat den Pfad widerrufen</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="174"/>
        <source>the path is not cleared (no policy, no fresh green proof, or HOLD)</source>
        <translation>der Pfad ist nicht freigegeben (keine Richtlinie, kein frischer grüner Nachweis oder HOLD)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="176"/>
        <source>the path&apos;s domain is frozen</source>
        <translation>die Domäne des Pfads ist eingefroren</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="178"/>
        <source>the path has an open hold</source>
        <translation>der Pfad hat einen offenen Schwebefall</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="180"/>
        <source>an intent on the path diverged from the world</source>
        <translation>ein Intent auf dem Pfad weicht von der Welt ab</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="182"/>
        <source>the licence is held: an execution reached the provider with an unknown outcome</source>
        <translation>die Lizenz ist in der Schwebe: eine Ausführung hat den Anbieter mit unbekanntem Ausgang erreicht</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="193"/>
        <source>no: %1</source>
        <translation>nein: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/autonomy_model.cpp" line="194"/>
        <source>no: %1 (+%n more)</source>
        <translation>
            <numerusform>nein: %1 (+%n weiterer)</numerusform>
            <numerusform>nein: %1 (+%n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="199"/>
        <source>the licence allows unattended spend</source>
        <translation>die Lizenz erlaubt unbeaufsichtigte Ausgaben</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="200"/>
        <source>the licence allows no unattended spend: suspended</source>
        <translation>die Lizenz erlaubt keine unbeaufsichtigten Ausgaben: ausgesetzt</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="201"/>
        <source>the licence allows no unattended spend: held</source>
        <translation>die Lizenz erlaubt keine unbeaufsichtigten Ausgaben: in der Schwebe</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="202"/>
        <source>the licence allows no unattended spend: %1 is below L3</source>
        <translation>die Lizenz erlaubt keine unbeaufsichtigten Ausgaben: %1 liegt unter L3</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="212"/>
        <source>earned autonomy on: %1 · off: %2</source>
        <translation>erworbene Autonomie an: %1 · aus: %2</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="220"/>
        <source>unknown outcome: %1</source>
        <translation>unbekannter Ausgang: %1</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="228"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="236"/>
        <source>A suspended path is back at L0 after a breach (out-of-band spend, a divergence, a revocation or a breached obligation): the gateway will not let it spend unattended again, whatever it had earned, and people approve each of its payments.</source>
        <translation>Ein gesperrter Pfad steht nach einem Verstoß (Ausgabe am Kanal vorbei, eine Abweichung, ein Widerruf oder eine verletzte Verpflichtung) wieder auf L0: Das Gateway lässt ihn nicht mehr unbeaufsichtigt ausgeben, was immer er zuvor erreicht hatte, und Menschen genehmigen jede seiner Zahlungen.</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="243"/>
        <source>What you can do now: read the breach evidence and find its cause (Divergences and Events pages); settle any hold it left (Holds page); revoke the path if it must not run at all. Waiting does not lift a suspension: the kernel keeps it while this breach is the path&apos;s newest.</source>
        <translation>Was Sie jetzt tun können: den Nachweis des Verstoßes lesen und seine Ursache finden (Seiten Abweichungen und Ereignisse); einen hinterlassenen Schwebefall klären (Seite Schwebefälle); den Pfad widerrufen, wenn er gar nicht laufen darf. Warten hebt eine Sperre nicht auf: Der Kernel hält sie, solange dieser Verstoß der neueste des Pfads ist.</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="252"/>
        <source>yes: %1</source>
        <translation>ja: %1</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="254"/>
        <source>no; REVOKED by policy</source>
        <translation>nein; per Richtlinie REVOKED</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="275"/>
        <source>none: AUTO at the gateway, no maker-checker (only the licence gates it)</source>
        <translation>keine: AUTO am Gateway, kein Vier-Augen-Prinzip (nur die Lizenz wirkt als Sperre)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/autonomy_model.cpp" line="276"/>
        <source>auto ≤ %1 · dual ≤ %2 · %Ln approver(s)</source>
        <translation>
            <numerusform>auto ≤ %1 · dual ≤ %2 · %Ln Genehmiger</numerusform>
            <numerusform>auto ≤ %1 · dual ≤ %2 · %Ln Genehmiger</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="24"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="25"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="28"/>
        <source>Proven</source>
        <translation>Bewiesen</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="29"/>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="30"/>
        <source>Sweeps</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="31"/>
        <source>Suspended</source>
        <translation>Ausgesetzt</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="27"/>
        <source>Clearance</source>
        <translation>Zulassung</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="32"/>
        <source>Thresholds</source>
        <translation>Schwellen</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="26"/>
        <source>Unattended now</source>
        <translation>Jetzt unbeaufsichtigt</translation>
    </message>
</context>
<context>
    <name>seal::AutonomyPage</name>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="53"/>
        <source>Path detail</source>
        <translation>Pfaddetails</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="85"/>
        <source>
The level history could not be read: %1</source>
        <translation>
Der Stufenverlauf konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="99"/>
        <source>Set &amp;policy…</source>
        <translation>&amp;Richtlinie…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="107"/>
        <source>CLEARED: may run unattended with fresh green proof</source>
        <translation>CLEARED: darf mit frischem grünem Nachweis unbeaufsichtigt laufen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="108"/>
        <source>HOLD: a human decides each time</source>
        <translation>HOLD: ein Mensch entscheidet jedes Mal</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="109"/>
        <source>REVOKED: never, until set again</source>
        <translation>REVOKED: nie, bis sie neu gesetzt wird</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="118"/>
        <source>Max proof &amp;age…</source>
        <translation>Maximales &amp;Nachweisalter…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="122"/>
        <source>Set &amp;thresholds…</source>
        <translation>&amp;Schwellen…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="124"/>
        <source>&amp;Revoke path…</source>
        <translation>Pfad &amp;widerrufen…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="126"/>
        <source>Free&amp;ze domain…</source>
        <translation>Domäne ein&amp;frieren…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="129"/>
        <source>Revoke &amp;everything…</source>
        <translation>&amp;Alles widerrufen…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="133"/>
        <source>Reconcile &amp;sweep…</source>
        <translation>Ab&amp;gleich…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="137"/>
        <source>Open in &amp;Holds</source>
        <translation>&amp;In Schwebefällen öffnen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="182"/>
        <source>Autonomy per path</source>
        <translation>Autonomie je Pfad</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="252"/>
        <source>The store mentions no path yet.</source>
        <translation>Der Store nennt noch keinen Pfad.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="281"/>
        <source>No path selected.</source>
        <translation>Kein Pfad ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="287"/>
        <source>Path: %1</source>
        <translation>Pfad: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="301"/>
        <source>✖ HELD: %1</source>
        <translation>✖ HELD: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="301"/>
        <source>held</source>
        <translation>in der Schwebe</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="303"/>
        <source>  • unknown outcome, still open: %1 (settle it on the Holds page: Open in Holds)</source>
        <translation>  • unbekannter Ausgang, noch offen: %1 (auf der Seite Schwebefälle zu klären: In Schwebefällen öffnen)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="307"/>
        <source>Earned level: %1 (what the licence allows, not what the gateway enforces: unattended %2)</source>
        <translation>Erreichte Stufe: %1 (was die Lizenz erlaubt, nicht was das Gateway durchsetzt: unbeaufsichtigt %2)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="308"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="308"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="310"/>
        <source>Proven %1 · confirmed %2 (ratio %3) · clean sweeps %4</source>
        <translation>Bewiesen %1 · bestätigt %2 (Quote %3) · saubere Läufe %4</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="318"/>
        <source>May it spend unattended now? %1</source>
        <translation>Darf er jetzt unbeaufsichtigt ausgeben? %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="328"/>
        <source>  (judged at %1)</source>
        <translation>  (beurteilt am %1)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="333"/>
        <source>Next level %1 %2 needs:</source>
        <translation>Nächste Stufe %1 %2 braucht:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="335"/>
        <source>Suspended; to climb again it needs:</source>
        <translation>Ausgesetzt; um wieder aufzusteigen, braucht er:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="335"/>
        <source>Top of the ladder.</source>
        <translation>Oberste Stufe erreicht.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="341"/>
        <source>Breach evidence: %1</source>
        <translation>Nachweis des Verstoßes: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="366"/>
        <source>  proof: %1 storm at %2 (storm %3, %4)</source>
        <translation>  Nachweis: Storm-Test %1 am %2 (Storm %3, %4)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="296"/>
        <location filename="../views/pages/autonomy_page.cpp" line="341"/>
        <source>suspended</source>
        <translation>ausgesetzt</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="292"/>
        <source>✖ REVOKED by policy: it may not spend unattended until an operator sets CLEARED again (reason: %1)</source>
        <translation>✖ REVOKED per Richtlinie: keine unbeaufsichtigten Ausgaben, bis ein Operator wieder CLEARED setzt (Grund: %1)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="294"/>
        <source>none given</source>
        <translation>keiner angegeben</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="296"/>
        <source>✖ SUSPENDED: %1</source>
        <translation>✖ AUSGESETZT: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="306"/>
        <source>State: %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="309"/>
        <source>Suspended: %1</source>
        <translation>Ausgesetzt: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="315"/>
        <source>  Where the counts come from: %1</source>
        <translation>  Herkunft der Zählstände: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="321"/>
        <source>  (the store does not record whether the gateway runs with earned autonomy; set it in the connection profile to see one answer)</source>
        <translation>  (der Store hält nicht fest, ob das Gateway mit erworbener Autonomie läuft; legen Sie es im Verbindungsprofil fest, um eine eindeutige Antwort zu sehen)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="324"/>
        <source>  No thresholds: the gateway treats every amount on this path as AUTO, with no maker-checker; only the licence (with earned autonomy on) can demand a human.</source>
        <translation>  Keine Schwellen: das Gateway behandelt jeden Betrag auf diesem Pfad als AUTO, ohne Vier-Augen-Prinzip; nur die Lizenz (bei eingeschalteter erworbener Autonomie) kann einen Menschen verlangen.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="343"/>
        <source>  event #%1 %2 at %3 on path %4</source>
        <translation>  Ereignis #%1 %2 am %3 auf Pfad %4</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="346"/>
        <source>  event #%1 %2 at %3 (store-wide event)</source>
        <translation>  Ereignis #%1 %2 am %3 (storeweites Ereignis)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="351"/>
        <source>  detail:</source>
        <translation>  Detail:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="352"/>
        <source>  (the whole detail: event #%1 on the Events page)</source>
        <translation>  (das ganze Detail: Ereignis #%1 auf der Seite Ereignisse)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="356"/>
        <source>Clearance: policy %1, effective %2</source>
        <translation>Zulassung: Richtlinie %1, wirksam %2</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="357"/>
        <source>  reason: %1</source>
        <translation>  Grund: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="359"/>
        <source>  policy set %1 by %2</source>
        <translation>  Richtlinie gesetzt am %1 von %2</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="360"/>
        <source>(not recorded)</source>
        <translation>(nicht erfasst)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="362"/>
        <source>  no policy row: the safe default</source>
        <translation>  keine Richtlinienzeile: die sichere Voreinstellung</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="367"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="367"/>
        <source>RED</source>
        <translation>ROT</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="368"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_page.cpp" line="369"/>
        <source>%Ln execution(s)</source>
        <translation>
            <numerusform>%Ln Ausführung</numerusform>
            <numerusform>%Ln Ausführungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="370"/>
        <source>executions n/a</source>
        <translation>Ausführungen k. A.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="375"/>
        <source>  proof: none recorded</source>
        <translation>  Nachweis: keiner erfasst</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="428"/>
        <source>select a path first</source>
        <translation>zuerst einen Pfad auswählen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="445"/>
        <source>List the provider&apos;s payments in a window and record whether any bypassed the gateway</source>
        <translation>Die Zahlungen des Anbieters in einem Zeitfenster auflisten und festhalten, ob eine am Gateway vorbeiging</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="458"/>
        <source>Writes unavailable: %1</source>
        <translation>Schreiben nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="460"/>
        <source>Revoke path unavailable: %1</source>
        <translation>Pfad widerrufen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="470"/>
        <source>Path look-alike:</source>
        <translation>Pfad mit Verwechslungsgefahr:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="479"/>
        <source>Set policy</source>
        <translation>Richtlinie setzen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="480"/>
        <source>Set the clearance policy of path %1 to %2.</source>
        <translation>Die Zulassungsrichtlinie von Pfad %1 auf %2 setzen.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="482"/>
        <location filename="../views/pages/autonomy_page.cpp" line="511"/>
        <source>Path:</source>
        <translation>Pfad:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="483"/>
        <location filename="../views/pages/autonomy_page.cpp" line="512"/>
        <source>New policy:</source>
        <translation>Neue Richtlinie:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="486"/>
        <source>Policy now:</source>
        <translation>Richtlinie jetzt:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="489"/>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="497"/>
        <source>Set policy %1 on %2</source>
        <translation>Richtlinie %1 auf %2 setzen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="506"/>
        <source>Revoke path</source>
        <translation>Pfad widerrufen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="508"/>
        <source>Revoke path %1: it may no longer spend unattended until an operator sets a policy again.</source>
        <translation>Pfad %1 widerrufen: er darf nicht mehr unbeaufsichtigt ausgeben, bis ein Operator wieder eine Richtlinie setzt.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="515"/>
        <source>Revoke</source>
        <translation>Widerrufen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="517"/>
        <source>Revoke %1</source>
        <translation>%1 widerrufen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="534"/>
        <source>policies set to REVOKED: %1</source>
        <translation>auf REVOKED gesetzte Richtlinien: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="536"/>
        <source>paths without a policy, left on HOLD (the safe default; there is no row to change): %1</source>
        <translation>Pfade ohne Richtlinie, bleiben auf HOLD (die sichere Voreinstellung; es gibt keine Zeile zu ändern): %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="540"/>
        <location filename="../views/pages/autonomy_page.cpp" line="548"/>
        <location filename="../views/pages/autonomy_page.cpp" line="550"/>
        <source>Revoke everything</source>
        <translation>Alles widerrufen</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="541"/>
        <source>Revoke every path&apos;s clearance and suspend every licence. Nothing runs unattended until operators set policies again, path by path.</source>
        <translation>Die Zulassung jedes Pfads widerrufen und jede Lizenz aussetzen. Nichts läuft mehr unbeaufsichtigt, bis Operatoren wieder Richtlinien setzen, Pfad für Pfad.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="544"/>
        <source>Paths:</source>
        <translation>Pfade:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="545"/>
        <source>Event:</source>
        <translation>Ereignis:</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="545"/>
        <source>revoked, store-wide (suspends every licence)</source>
        <translation>revoked, storeweit (setzt jede Lizenz aus)</translation>
    </message>
</context>
<context>
    <name>seal::BudgetModel</name>
    <message>
        <location filename="../models/budget_model.cpp" line="19"/>
        <source>Budget key</source>
        <translation>Budgetschlüssel</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="19"/>
        <source>Used</source>
        <translation>Verbraucht</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="20"/>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="20"/>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="21"/>
        <source>Remaining</source>
        <translation>Verbleibend</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="21"/>
        <source>Limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="22"/>
        <source>Window</source>
        <translation>Zeitfenster</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="22"/>
        <source>Limit set</source>
        <translation>Grenze gesetzt</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="42"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="99"/>
        <source>Budget key: %1
Limit: %2 per %3
Spent in the window: %4 (%5 of the limit)
Of which reserved, not yet settled: %6
Remaining: %7
Limit set: %8</source>
        <translation>Budgetschlüssel: %1
Grenze: %2 je %3
Im Zeitfenster ausgegeben: %4 (%5 der Grenze)
Davon reserviert, noch nicht abgerechnet: %6
Verbleibend: %7
Grenze gesetzt: %8</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="108"/>
        <source>Not readable: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="123"/>
        <source>%1 of %2 spent in the last %3</source>
        <translation>%1 von %2 in den letzten %3 ausgegeben</translation>
    </message>
</context>
<context>
    <name>seal::BudgetSpendChart</name>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="18"/>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="30"/>
        <source>Spend over the window</source>
        <translation>Ausgaben im Zeitfenster</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="33"/>
        <source>Spend over the window: %1</source>
        <translation>Ausgaben im Zeitfenster: %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="41"/>
        <source>spent (reserved and settled)</source>
        <translation>ausgegeben (reserviert und abgerechnet)</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="61"/>
        <source>limit</source>
        <translation>Grenze</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="77"/>
        <source>time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="78"/>
        <source>time (local)</source>
        <translation>Zeit (lokal)</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="87"/>
        <source>amount</source>
        <translation>Betrag</translation>
    </message>
</context>
<context>
    <name>seal::BudgetsPage</name>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="29"/>
        <source>Budgets: what the agents spent against each cap in its window</source>
        <translation>Budgets: was die Agenten je Obergrenze in ihrem Zeitfenster ausgegeben haben</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="33"/>
        <source>Loading budgets…</source>
        <translation>Budgets werden geladen…</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="36"/>
        <source>Budgets</source>
        <translation>Budgets</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="42"/>
        <location filename="../views/pages/budgets_page.cpp" line="44"/>
        <location filename="../views/pages/budgets_page.cpp" line="164"/>
        <source>Reservations</source>
        <translation>Reservierungen</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="58"/>
        <source>Budget detail</source>
        <translation>Budgetdetails</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/budgets_page.cpp" line="95"/>
        <source>Reservations of %1 in its window: the newest %n shown</source>
        <translation>
            <numerusform>Reservierungen von %1 im Zeitfenster: die neueste gezeigt</numerusform>
            <numerusform>Reservierungen von %1 im Zeitfenster: die neuesten %n gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/budgets_page.cpp" line="98"/>
        <source>Reservations of %1 in its window, newest first: %n</source>
        <translation>
            <numerusform>Reservierungen von %1 im Zeitfenster, neueste zuerst: %n</numerusform>
            <numerusform>Reservierungen von %1 im Zeitfenster, neueste zuerst: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="104"/>
        <source>Reservations could not be read: %1</source>
        <translation>Reservierungen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="130"/>
        <source>No budgets: no budget key has a limit in this store (sealctl budget set KEY --limit L --window SECONDS sets one).</source>
        <translation>Keine Budgets: in diesem Store hat kein Budgetschlüssel eine Grenze (sealctl budget set KEY --limit L --window SECONDS setzt eine).</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="161"/>
        <source>No budget selected.</source>
        <translation>Kein Budget ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="164"/>
        <source>Loading reservations…</source>
        <translation>Reservierungen werden geladen…</translation>
    </message>
</context>
<context>
    <name>seal::CertDetailPane</name>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="24"/>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="115"/>
        <source>No cert selected.</source>
        <translation>Kein Zertifikat ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="41"/>
        <source>Raw JSON of the cert body</source>
        <translation>Rohes JSON des Zertifikatsinhalts</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="62"/>
        <source>Certs of this &amp;intent</source>
        <translation>Zertifikate dieses &amp;Intents</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="64"/>
        <source>&amp;Parent cert</source>
        <translation>Übergeordne&amp;tes Zertifikat</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="66"/>
        <source>P&amp;revious cert</source>
        <translation>V&amp;orheriges Zertifikat</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="70"/>
        <source>parent cert</source>
        <translation>übergeordnetes Zertifikat</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="72"/>
        <source>previous cert</source>
        <translation>vorheriges Zertifikat</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="120"/>
        <source>Select a cert first</source>
        <translation>Zuerst ein Zertifikat auswählen</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="131"/>
        <source>Cert seq %1</source>
        <translation>Zertifikat seq %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="133"/>
        <source> — BROKEN: %1</source>
        <translation> — DEFEKT: %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="135"/>
        <source> — UNREADABLE</source>
        <translation> — UNLESBAR</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="138"/>
        <source>break</source>
        <translation>Bruch</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="139"/>
        <source>seq</source>
        <translation>seq</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="140"/>
        <source>created_at</source>
        <translation>created_at</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="142"/>
        <source>hash column</source>
        <translation>Spalte hash</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="143"/>
        <source>prev_hash column</source>
        <translation>Spalte prev_hash</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="154"/>
        <source>This cert names no intent</source>
        <translation>Dieses Zertifikat nennt keinen Intent</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="156"/>
        <source>This cert has no parent_cert (only witnessed certs have one)</source>
        <translation>Dieses Zertifikat hat kein parent_cert (nur bezeugte Zertifikate haben eines)</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="160"/>
        <source>This is the first cert of the chain (prev_hash is GENESIS)</source>
        <translation>Dies ist das erste Zertifikat der Kette (prev_hash ist GENESIS)</translation>
    </message>
</context>
<context>
    <name>seal::CertificateModel</name>
    <message>
        <location filename="../models/certificate_model.cpp" line="55"/>
        <source>link broken</source>
        <translation>Verknüpfung gebrochen</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="56"/>
        <source>content altered</source>
        <translation>Inhalt verändert</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="57"/>
        <source>hash mismatch</source>
        <translation>Hash stimmt nicht</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="58"/>
        <source>unreadable body</source>
        <translation>Inhalt unlesbar</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="59"/>
        <source>signature does not verify</source>
        <translation>Signatur ungültig</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="65"/>
        <source>sealed</source>
        <translation>versiegelt</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="66"/>
        <source>witnessed</source>
        <translation>bezeugt</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="67"/>
        <source>healed</source>
        <translation>geheilt</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="68"/>
        <source>approval</source>
        <translation>Freigabe</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="69"/>
        <source>obligation breached</source>
        <translation>Verpflichtung verletzt</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="265"/>
        <location filename="../models/certificate_model.cpp" line="281"/>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="82"/>
        <source>Broken: %1</source>
        <translation>Defekt: %1</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="78"/>
        <source>Link broken</source>
        <translation>Verknüpfung gebrochen</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="79"/>
        <source>Content altered</source>
        <translation>Inhalt verändert</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="80"/>
        <source>Hash mismatch</source>
        <translation>Hash stimmt nicht</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="81"/>
        <source>Unreadable body</source>
        <translation>Inhalt unlesbar</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="84"/>
        <source>Unreadable</source>
        <translation>Unlesbar</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="86"/>
        <source>Intact</source>
        <translation>Intakt</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="342"/>
        <source>problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="41"/>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="42"/>
        <source>Seq</source>
        <translation>Seq</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="43"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="44"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="45"/>
        <source>Tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="46"/>
        <source>World</source>
        <translation>Welt</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="47"/>
        <source>Kind / action</source>
        <translation>Art / Aktion</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="48"/>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
</context>
<context>
    <name>seal::CertificatesPage</name>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="286"/>
        <source>No cert in the store has the %1&apos;s hash; the chain is broken here.</source>
        <translation>Kein Zertifikat im Store hat den Hash für „%1“; hier ist die Kette gebrochen.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="109"/>
        <source>Newest first</source>
        <translation>Neueste zuerst</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="110"/>
        <source>By seq</source>
        <translation>Nach seq</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="111"/>
        <source>Order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="119"/>
        <source>Search seq, intent or hash prefix (Ctrl+F)</source>
        <translation>seq, Intent oder Hash-Anfang suchen (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="121"/>
        <source>Search certificates</source>
        <translation>Zertifikate durchsuchen</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="132"/>
        <source>seq</source>
        <translation>seq</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="136"/>
        <source>Jump to seq</source>
        <translation>Zu seq springen</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="137"/>
        <source>&amp;Jump</source>
        <translation>&amp;Springen</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="149"/>
        <source>Show &amp;whole chain</source>
        <translation>&amp;Ganze Kette anzeigen</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="155"/>
        <source>Order:</source>
        <translation>Reihenfolge:</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="158"/>
        <source>Jump to:</source>
        <translation>Springen zu:</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="164"/>
        <source>&amp;Witness…</source>
        <translation>Be&amp;zeugen…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="174"/>
        <source>Certificate chain</source>
        <translation>Zertifikatskette</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="296"/>
        <source>There is no cert with seq %1.</source>
        <translation>Es gibt kein Zertifikat mit seq %1.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="314"/>
        <source>The store has no certs.</source>
        <translation>Der Store hat keine Zertifikate.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="315"/>
        <source>No cert matches.</source>
        <translation>Kein Zertifikat entspricht der Suche.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="351"/>
        <source>Certs of intent %1</source>
        <translation>Zertifikate von Intent %1</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="353"/>
        <source>Matching “%1”</source>
        <translation>Treffer für „%1“</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="355"/>
        <source>From seq %1 down</source>
        <translation>Ab seq %1 abwärts</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="356"/>
        <source>From seq %1 up</source>
        <translation>Ab seq %1 aufwärts</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="380"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="383"/>
        <source>&amp;Authorization receipt (PDF/HTML)…</source>
        <translation>&amp;Autorisierungsbeleg (PDF/HTML)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="385"/>
        <source>&amp;Incident receipt (JSON)…</source>
        <translation>&amp;Vorfallsbeleg (JSON)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="390"/>
        <location filename="../views/pages/certificates_page.cpp" line="424"/>
        <source>&amp;Selected certificates (JSONL)…</source>
        <translation>Ausgewählte &amp;Zertifikate (JSONL)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="405"/>
        <source>select a cert: its intent is witnessed</source>
        <translation>Zertifikat auswählen: sein Intent wird bezeugt</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="407"/>
        <source>an approval decision is no effect at the provider</source>
        <translation>eine Freigabeentscheidung ist keine Wirkung beim Anbieter</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="408"/>
        <source>Ask the provider whether the selected cert&apos;s intent happened, and record it</source>
        <translation>Den Anbieter fragen, ob der Intent des ausgewählten Zertifikats stattfand, und es festhalten</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="415"/>
        <source>Select a cert: its intent&apos;s receipt is exported</source>
        <translation>Ein Zertifikat auswählen: der Beleg seines Intents wird exportiert</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="423"/>
        <source>&amp;Selected certificates, seq %1 to %2 (JSONL)…</source>
        <translation>Ausgewählte &amp;Zertifikate, seq %1 bis %2 (JSONL)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="477"/>
        <source>Export authorization receipt</source>
        <translation>Autorisierungsbeleg exportieren</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="479"/>
        <source>PDF document (*.pdf);;HTML page (*.html)</source>
        <translation>PDF-Dokument (*.pdf);;HTML-Seite (*.html)</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="489"/>
        <source>Export incident receipt</source>
        <translation>Vorfallsbeleg exportieren</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="491"/>
        <location filename="../views/pages/certificates_page.cpp" line="502"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="523"/>
        <source>Export a contiguous range</source>
        <translation>Einen lückenlosen Bereich exportieren</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="513"/>
        <source>Export certificates</source>
        <translation>Zertifikate exportieren</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="387"/>
        <source>&amp;Portable receipt (seal-receipt/1)…</source>
        <translation>&amp;Portabler Beleg (seal-receipt/1)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="500"/>
        <source>Export portable receipt (seal-receipt/1)</source>
        <translation>Portablen Beleg exportieren (seal-receipt/1)</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="514"/>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/certificates_page.cpp" line="524"/>
        <source>The selection (%Ln cert(s)) has gaps. The export is the contiguous range seq %1 to %2: every cert of that range, selected or not. Export it?</source>
        <translation>
            <numerusform>Die Auswahl (%Ln Zertifikat) hat Lücken. Exportiert wird der lückenlose Bereich seq %1 bis %2: jedes Zertifikat dieses Bereichs, ob ausgewählt oder nicht. Exportieren?</numerusform>
            <numerusform>Die Auswahl (%Ln Zertifikate) hat Lücken. Exportiert wird der lückenlose Bereich seq %1 bis %2: jedes Zertifikat dieses Bereichs, ob ausgewählt oder nicht. Exportieren?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="542"/>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="545"/>
        <source>Written %1: %2</source>
        <translation>%1 geschrieben: %2</translation>
    </message>
</context>
<context>
    <name>seal::CertsPerDayChart</name>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="25"/>
        <source>other tiers</source>
        <translation>andere Klassen</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="26"/>
        <source>(no tier)</source>
        <translation>(keine Klasse)</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="44"/>
        <source>Certificates per day by tier</source>
        <translation>Zertifikate pro Tag nach Klasse</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="82"/>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/widgets/activity_charts.cpp" line="87"/>
        <source>%1, %2: %Ln cert(s)</source>
        <translation>
            <numerusform>%1, %2: %Ln Zertifikat</numerusform>
            <numerusform>%1, %2: %Ln Zertifikate</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="98"/>
        <source>Day (UTC), %1 to %2</source>
        <translation>Tag (UTC), %1 bis %2</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="99"/>
        <source>Day (UTC)</source>
        <translation>Tag (UTC)</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="99"/>
        <source>Day (UTC), %1</source>
        <translation>Tag (UTC), %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="101"/>
        <source>Certificates</source>
        <translation>Zertifikate</translation>
    </message>
</context>
<context>
    <name>seal::ChainVerification</name>
    <message>
        <location filename="../models/chain_verification.cpp" line="91"/>
        <source>Not a signer key (64 hex digits), left out: %1</source>
        <translation>Kein Signaturschlüssel (64 Hex-Ziffern), ausgelassen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="105"/>
        <source>%1 of %Ln cert(s) signed by the pinned key %2</source>
        <translation>
            <numerusform>%1 von %Ln Zertifikat vom festgelegten Schlüssel %2 signiert</numerusform>
            <numerusform>%1 von %Ln Zertifikaten vom festgelegten Schlüssel %2 signiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="109"/>
        <source>No signer key pinned (the profile&apos;s signer keys, or SEAL_SIGNER_KEY): each signature is checked against its own signer only.</source>
        <translation>Kein Signaturschlüssel festgelegt (die Signaturschlüssel des Profils oder SEAL_SIGNER_KEY): jede Signatur wird nur gegen ihren eigenen Unterzeichner geprüft.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="112"/>
        <source>%1 signed by an unpinned key %2</source>
        <translation>%1 von einem nicht festgelegten Schlüssel %2 signiert</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="113"/>
        <source>%1 with a signature that does not verify</source>
        <translation>%1 mit ungültiger Signatur</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="114"/>
        <source>%1 unsigned (%2 v1, %3 v2)</source>
        <translation>%1 nicht signiert (%2 v1, %3 v2)</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="284"/>
        <source>Could not check the anchors: %1</source>
        <translation>Die Anker konnten nicht geprüft werden: %1</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="301"/>
        <source>Anchors not checked yet.</source>
        <translation>Anker noch nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="303"/>
        <source>Checking the anchors…</source>
        <translation>Anker werden geprüft…</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="305"/>
        <source>No anchor recorded for this store yet; a full verification that ends intact records one.</source>
        <translation>Für diesen Store ist noch kein Anker erfasst; eine vollständige Verifizierung, die intakt endet, erfasst einen.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="308"/>
        <source>Anchors intact: the chain still holds anchored seq %1 unchanged.</source>
        <translation>Anker intakt: die Kette enthält die verankerte seq %1 unverändert.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="309"/>
        <source>Anchors intact.</source>
        <translation>Anker intakt.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="311"/>
        <source>ANCHOR CHECK FAILED: the chain no longer matches a head recorded outside the store (cut off or rewritten): %1</source>
        <translation>ANKERPRÜFUNG FEHLGESCHLAGEN: die Kette passt nicht mehr zu einem außerhalb des Stores erfassten Kopf (abgeschnitten oder umgeschrieben): %1</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="338"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="343"/>
        <source>Chain not verified yet.</source>
        <translation>Kette noch nicht verifiziert.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="345"/>
        <source>Cancelling verification…</source>
        <translation>Verifizierung wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="345"/>
        <source>Verifying the chain…</source>
        <translation>Kette wird verifiziert…</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="348"/>
        <source>Chain intact after anchored seq %1: %Ln new cert(s), head seq %2; verified %3.</source>
        <translation>
            <numerusform>Kette intakt nach verankerter seq %1: %Ln neues Zertifikat, Kopf bei seq %2; verifiziert %3.</numerusform>
            <numerusform>Kette intakt nach verankerter seq %1: %Ln neue Zertifikate, Kopf bei seq %2; verifiziert %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="352"/>
        <source>Chain intact: %Ln cert(s), head seq %1; verified %2.</source>
        <translation>
            <numerusform>Kette intakt: %Ln Zertifikat, Kopf bei seq %1; verifiziert %2.</numerusform>
            <numerusform>Kette intakt: %Ln Zertifikate, Kopf bei seq %1; verifiziert %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="357"/>
        <source>Chain BROKEN: first break at seq %1 (%2); breaks in all: %3 in %Ln cert(s); verified %4.</source>
        <translation>
            <numerusform>Kette DEFEKT: erster Bruch bei seq %1 (%2); Brüche insgesamt: %3 in %Ln Zertifikat; verifiziert %4.</numerusform>
            <numerusform>Kette DEFEKT: erster Bruch bei seq %1 (%2); Brüche insgesamt: %3 in %Ln Zertifikaten; verifiziert %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="365"/>
        <source>Verification cancelled after %Ln cert(s): no verdict; breaks found so far: %1.</source>
        <translation>
            <numerusform>Verifizierung nach %Ln Zertifikat abgebrochen: kein Ergebnis; bisher gefundene Brüche: %1.</numerusform>
            <numerusform>Verifizierung nach %Ln Zertifikaten abgebrochen: kein Ergebnis; bisher gefundene Brüche: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="369"/>
        <source>Verification failed: %1</source>
        <translation>Verifizierung fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>seal::ChainVerifyPanel</name>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="30"/>
        <source>Verif&amp;y chain</source>
        <translation>Kette &amp;verifizieren</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="32"/>
        <source>Walk the whole chain and name every break by seq (a full verify)</source>
        <translation>Die ganze Kette durchgehen und jeden Bruch mit seiner seq benennen (vollständige Verifizierung)</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="33"/>
        <source>Verify &amp;new certs</source>
        <translation>&amp;Neue Zertifikate verifizieren</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="35"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="39"/>
        <source>%v of %m certs</source>
        <translation>%v von %m Zertifikaten</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="49"/>
        <source>Chain breaks</source>
        <translation>Brüche der Kette</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="111"/>
        <source>Anchor file: %1</source>
        <translation>Ankerdatei: %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="125"/>
        <source>Walk only the certs after anchored seq %1 (its anchor checked intact)</source>
        <translation>Nur die Zertifikate nach der verankerten seq %1 durchgehen (ihr Anker wurde intakt geprüft)</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="162"/>
        <source>%1 certs/s</source>
        <translation>%1 Zertifikate/s</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="162"/>
        <source>starting…</source>
        <translation>startet…</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="164"/>
        <source> · ETA %1</source>
        <translation> · noch ca. %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="177"/>
        <source>seq %1 · %2 — %3</source>
        <translation>seq %1 · %2 — %3</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="179"/>
        <source>Enter: show seq %1 in the table</source>
        <translation>Eingabe: seq %1 in der Tabelle anzeigen</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="182"/>
        <source>… and %1 more breaks</source>
        <translation>… und %1 weitere Brüche</translation>
    </message>
</context>
<context>
    <name>seal::ChangeModel</name>
    <message>
        <location filename="../models/change_model.cpp" line="17"/>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="18"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="19"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="20"/>
        <source>Of</source>
        <translation>Betrifft</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="21"/>
        <source>Proposed by</source>
        <translation>Vorgeschlagen von</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="22"/>
        <source>Proposed</source>
        <translation>Vorgeschlagen</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="23"/>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="24"/>
        <source>Before → after</source>
        <translation>Vorher → nachher</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="130"/>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="131"/>
        <source>applied</source>
        <translation>angewendet</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="132"/>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="133"/>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="134"/>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="140"/>
        <source>policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="141"/>
        <source>thresholds</source>
        <translation>Schwellen</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="142"/>
        <source>unfreeze</source>
        <translation>Auftauen</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="143"/>
        <source>mandate release</source>
        <translation>Mandatsaufhebung</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="144"/>
        <source>budget limit</source>
        <translation>Budgetlimit</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="145"/>
        <source>obligation cancelled</source>
        <translation>Verpflichtung storniert</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="146"/>
        <source>settle by attestation</source>
        <translation>Klären per Bezeugung</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="147"/>
        <source>green proof</source>
        <translation>grüner Nachweis</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="154"/>
        <source>Change %1: %2 of %3, %4
</source>
        <translation>Änderung %1: %2 für %3, %4
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="157"/>
        <source>  %1: %2 → %3
</source>
        <translation>  %1: %2 → %3
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="158"/>
        <source>(kept)</source>
        <translation>(bleibt)</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="160"/>
        <source>Reason: %1
</source>
        <translation>Grund: %1
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="161"/>
        <source>Proposed by %1 at %2; expires %3
</source>
        <translation>Vorgeschlagen von %1 am %2; läuft ab am %3
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="163"/>
        <source>Asked: %1
</source>
        <translation>Gefragt: %1
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="165"/>
        <source>Decided by %1 at %2
</source>
        <translation>Entschieden von %1 am %2
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="166"/>
        <source>Their reason: %1
</source>
        <translation>Grund der Entscheidung: %1
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="167"/>
        <source>On the chain: cert %1 (change_applied)
</source>
        <translation>In der Kette: Zertifikat %1 (change_applied)
</translation>
    </message>
</context>
<context>
    <name>seal::ChangesPage</name>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="40"/>
        <source>Changes: loosening a control takes two operators</source>
        <translation>Änderungen: das Lockern einer Kontrolle braucht zwei Operatoren</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="46"/>
        <source>Loading changes…</source>
        <translation>Änderungen werden geladen…</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="49"/>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="57"/>
        <source>&amp;Approve…</source>
        <translation>&amp;Genehmigen…</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="59"/>
        <source>&amp;Reject…</source>
        <translation>&amp;Ablehnen…</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="61"/>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Zurückziehen…</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="73"/>
        <source>Change detail</source>
        <translation>Details der Änderung</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="122"/>
        <source>Dual control is off in this store: one operator may loosen a control. The store&apos;s owner turns it on with `sealctl dual-control setup --apply`; then raising a ceiling, fewer approvers, a policy to CLEARED, an unfreeze, a mandate release, a budget raised, an obligation cancelled or a settle by attestation is proposed here and written only once a second operator approves it.</source>
        <translation>Die Vier-Augen-Kontrolle ist in diesem Store ausgeschaltet: ein einzelner Operator darf eine Kontrolle lockern. Der Eigentümer des Stores schaltet sie mit `sealctl dual-control setup --apply` ein; danach wird das Anheben einer Obergrenze, eine geringere Zahl von Genehmigern, eine Richtlinie auf CLEARED, ein Auftauen, eine Mandatsaufhebung, ein erhöhtes Budget, eine stornierte Verpflichtung oder ein Klären per Bezeugung hier vorgeschlagen und erst geschrieben, wenn ein zweiter Operator es genehmigt.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="133"/>
        <source>Dual control is OFF in fact: %1 %2. One operator may loosen a control until the store&apos;s owner runs `sealctl dual-control setup --apply` again. </source>
        <translation>Die Vier-Augen-Kontrolle greift tatsächlich NICHT: %1 %2. Ein einzelner Operator kann eine Kontrolle lockern, bis der Eigentümer des Speichers `sealctl dual-control setup --apply` erneut ausführt. </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="137"/>
        <source>Dual control is on: a proposal waits %n hour(s) for a second operator. </source>
        <translation>
            <numerusform>Die Vier-Augen-Kontrolle ist eingeschaltet: ein Vorschlag wartet %n Stunde auf einen zweiten Operator. </numerusform>
            <numerusform>Die Vier-Augen-Kontrolle ist eingeschaltet: ein Vorschlag wartet %n Stunden auf einen zweiten Operator. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="140"/>
        <source>%n change(s) wait for a decision; </source>
        <translation>
            <numerusform>%n Änderung wartet auf eine Entscheidung; </numerusform>
            <numerusform>%n Änderungen warten auf eine Entscheidung; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="141"/>
        <source>%n of them proposed by others, for you to decide.</source>
        <translation>
            <numerusform>%n davon von anderen vorgeschlagen, von Ihnen zu entscheiden.</numerusform>
            <numerusform>%n davon von anderen vorgeschlagen, von Ihnen zu entscheiden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="144"/>
        <source>Warning: role %1 owns the governed tables and can log in, so it could switch the guard off.</source>
        <translation>Warnung: Die Rolle %1 besitzt die überwachten Tabellen und kann sich anmelden; sie könnte den Wächter abschalten.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="150"/>
        <source>No changes yet.</source>
        <translation>Noch keine Änderungen.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="150"/>
        <source>No changes: dual control has never been on.</source>
        <translation>Keine Änderungen: die Vier-Augen-Kontrolle war nie eingeschaltet.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="182"/>
        <source>No change selected.</source>
        <translation>Keine Änderung ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="191"/>
        <source>a decision is being written</source>
        <translation>eine Entscheidung wird geschrieben</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="192"/>
        <source>no change is selected</source>
        <translation>keine Änderung ausgewählt</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="194"/>
        <source>change %1 is %2</source>
        <translation>Änderung %1 ist %2</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="197"/>
        <source>you proposed it: another operator must decide it</source>
        <translation>Sie haben sie vorgeschlagen: ein anderer Operator muss über sie entscheiden</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="198"/>
        <source>Approve the selected change: its act is written now, as you</source>
        <translation>Die ausgewählte Änderung genehmigen: die vorgeschlagene Handlung wird jetzt in Ihrem Namen geschrieben</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="199"/>
        <source>Approve is unavailable: %1</source>
        <translation>Genehmigen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="200"/>
        <source>you proposed it: withdraw it instead</source>
        <translation>Sie haben sie vorgeschlagen: ziehen Sie sie stattdessen zurück</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="201"/>
        <source>Reject the selected change with a reason: nothing of it is written</source>
        <translation>Die ausgewählte Änderung mit Grund ablehnen: nichts davon wird geschrieben</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="202"/>
        <source>only its proposer may withdraw it</source>
        <translation>nur wer sie vorgeschlagen hat, darf sie zurückziehen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="203"/>
        <source>Withdraw your own proposal: nothing of it is written</source>
        <translation>Den eigenen Vorschlag zurückziehen: nichts davon wird geschrieben</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="214"/>
        <source>Change %1: %2 of %3, proposed by %4</source>
        <translation>Änderung %1: %2 von %3, vorgeschlagen von %4</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="217"/>
        <source>Change:</source>
        <translation>Änderung:</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="218"/>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="219"/>
        <source>Of:</source>
        <translation>Betrifft:</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="220"/>
        <source>Proposed by:</source>
        <translation>Vorgeschlagen von:</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="221"/>
        <source>Reason:</source>
        <translation>Grund:</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="223"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="224"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="224"/>
        <source>(kept)</source>
        <translation>(bleibt)</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="228"/>
        <source>Approve change</source>
        <translation>Änderung genehmigen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="229"/>
        <source>Approve change %1 proposed by %2. Its act is written now, as you, in the same transaction as your approval; the change is recorded on the certificate chain (event change_applied).</source>
        <translation>Änderung %1 genehmigen, vorgeschlagen von %2. Die vorgeschlagene Handlung wird jetzt in Ihrem Namen geschrieben, in derselben Transaktion wie Ihre Freigabe; die Änderung wird in der Zertifikatskette festgehalten (Ereignis change_applied).</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="232"/>
        <location filename="../views/pages/changes_page.cpp" line="240"/>
        <location filename="../views/pages/changes_page.cpp" line="248"/>
        <source>State after:</source>
        <translation>Status danach:</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="232"/>
        <source>applied, approved by you</source>
        <translation>angewendet, von Ihnen genehmigt</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="233"/>
        <source>Approve</source>
        <translation>Genehmigen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="234"/>
        <source>Approve change %1</source>
        <translation>Änderung %1 genehmigen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="237"/>
        <source>Reject change</source>
        <translation>Änderung ablehnen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="238"/>
        <source>Reject change %1 proposed by %2. Nothing of it is written (event change_rejected).</source>
        <translation>Änderung %1 ablehnen, vorgeschlagen von %2. Nichts davon wird geschrieben (Ereignis change_rejected).</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="240"/>
        <source>rejected, by you</source>
        <translation>abgelehnt, von Ihnen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="242"/>
        <source>Reject</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="243"/>
        <source>Reject change %1</source>
        <translation>Änderung %1 ablehnen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="246"/>
        <source>Withdraw change</source>
        <translation>Änderung zurückziehen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="247"/>
        <source>Withdraw your change %1. Nothing of it is written (event change_withdrawn).</source>
        <translation>Ihre Änderung %1 zurückziehen. Nichts davon wird geschrieben (Ereignis change_withdrawn).</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="248"/>
        <source>withdrawn</source>
        <translation>zurückgezogen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="249"/>
        <source>Withdraw</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="250"/>
        <source>Withdraw change %1</source>
        <translation>Änderung %1 zurückziehen</translation>
    </message>
</context>
<context>
    <name>seal::ConfirmWriteDialog</name>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="42"/>
        <source>Written as:</source>
        <translation>Geschrieben als:</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="55"/>
        <source>Reason (required, kept in the store):</source>
        <translation>Grund (erforderlich, wird im Store gespeichert):</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="56"/>
        <source>Reason (optional, kept in the store):</source>
        <translation>Grund (optional, wird im Store gespeichert):</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="68"/>
        <source>Type %1 to confirm:</source>
        <translation>Zur Bestätigung %1 eingeben:</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="96"/>
        <source>Cut to fit: %1 characters in all</source>
        <translation>Gekürzt: insgesamt %1 Zeichen</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="99"/>
        <source>Show whole value (%1)…</source>
        <translation>Ganzen Wert anzeigen (%1)…</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="134"/>
        <source>a reason is required</source>
        <translation>ein Grund ist erforderlich</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="136"/>
        <source>type %1 exactly to confirm</source>
        <translation>zur Bestätigung genau %1 eingeben</translation>
    </message>
</context>
<context>
    <name>seal::ConnectionDialog</name>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="33"/>
        <source>Connect to a seal store</source>
        <translation>Mit einem Seal-Store verbinden</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="43"/>
        <source>Saved connection profiles</source>
        <translation>Gespeicherte Verbindungsprofile</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="48"/>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="51"/>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="58"/>
        <source>Saved profiles</source>
        <translation>Gespeicherte Profile</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="68"/>
        <source>e.g. staging</source>
        <translation>z. B. staging</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="69"/>
        <source>host name or socket directory</source>
        <translation>Hostname oder Socket-Verzeichnis</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="76"/>
        <source>from the keychain when saved there</source>
        <translation>aus dem Schlüsselbund, falls dort gespeichert</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="78"/>
        <source>&amp;Remember in the system keychain</source>
        <translation>Im System-Schlüsselbund &amp;merken</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="83"/>
        <source>libpq sslmode: verify-full checks the server&apos;s certificate and name</source>
        <translation>libpq-sslmode: verify-full prüft Zertifikat und Namen des Servers</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="84"/>
        <source>CA certificate file for verify-ca / verify-full</source>
        <translation>CA-Zertifikatsdatei für verify-ca / verify-full</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="86"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="87"/>
        <source>Choose the root certificate file</source>
        <translation>Die Datei mit dem Wurzelzertifikat wählen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="93"/>
        <source>e.g. staging, production</source>
        <translation>z. B. staging, production</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="99"/>
        <source>No colour</source>
        <translation>Keine Farbe</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="105"/>
        <source>&amp;Production store (red banner across the window)</source>
        <translation>&amp;Produktiv-Store (rotes Banner über dem Fenster)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="107"/>
        <source>Start &amp;read-only (no writes offered)</source>
        <translation>Schreib&amp;geschützt starten (keine Schreibvorgänge angeboten)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="109"/>
        <source>e.g. host=standby port=5432 (empty: read from the store above)</source>
        <translation>z. B. host=standby port=5432 (leer: vom Store oben lesen)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="110"/>
        <source>A streaming standby for pages, verification, reports and exports; writes still go to the store above. libpq keywords; the rest (database, user, TLS) comes from above. A password typed here goes to the keychain, never to the settings.</source>
        <translation>Ein Streaming-Standby für Seiten, Prüfung, Berichte und Exporte; Schreibvorgänge gehen weiterhin an den Store oben. libpq-Schlüsselwörter; der Rest (Datenbank, Benutzer, TLS) kommt von oben. Ein hier eingegebenes Passwort kommt in den Schlüsselbund, nie in die Einstellungen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="113"/>
        <source>ISO 4217, e.g. EUR (empty: not set)</source>
        <translation>ISO 4217, z. B. EUR (leer: nicht festgelegt)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="115"/>
        <source>The store records no currency: say which one its amounts are in, and every page, chart and receipt writes it. Left empty, amounts stay plain numbers.</source>
        <translation>Der Speicher hält keine Währung fest: Geben Sie an, in welcher seine Beträge sind, dann nennt jede Seite, jedes Diagramm und jeder Beleg sie. Leer bleiben Beträge reine Zahlen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="117"/>
        <source>e.g. payouts.wire=GBP; billing.refund=USD</source>
        <translation>z. B. payouts.wire=GBP; billing.refund=USD</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="118"/>
        <source>Paths whose amounts are in another currency than the one above.</source>
        <translation>Pfade, deren Beträge in einer anderen Währung als der obigen sind.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="119"/>
        <source>64 hex digits per key, comma separated (empty: none pinned)</source>
        <translation>64 Hex-Ziffern je Schlüssel, durch Kommas getrennt (leer: keiner festgelegt)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="120"/>
        <source>The kernel&apos;s public signing key (its raw Ed25519 key in hex). The chain panel then says how many certs it signed, and names certs signed by any other key. SEAL_SIGNER_KEY, when set, wins.</source>
        <translation>Der öffentliche Signaturschlüssel des Kernels (sein roher Ed25519-Schlüssel in Hex). Der Kettenbereich nennt dann, wie viele Zertifikate er signiert hat, und führt Zertifikate auf, die mit einem anderen Schlüssel signiert sind. Ist SEAL_SIGNER_KEY gesetzt, hat es Vorrang.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="125"/>
        <source>Profile &amp;name:</source>
        <translation>Pro&amp;filname:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="126"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="127"/>
        <source>&amp;Port:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="128"/>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="129"/>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="130"/>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="132"/>
        <source>&amp;TLS mode:</source>
        <translation>&amp;TLS-Modus:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="133"/>
        <source>Read &amp;from (standby):</source>
        <translation>Lesen &amp;von (Standby):</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="140"/>
        <source>Root &amp;certificate:</source>
        <translation>Wurzel&amp;zertifikat:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="141"/>
        <source>&amp;Environment:</source>
        <translation>&amp;Umgebung:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="144"/>
        <source>C&amp;urrency:</source>
        <translation>Wäh&amp;rung:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="145"/>
        <source>Currency by pat&amp;h:</source>
        <translation>Währung je Pf&amp;ad:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="146"/>
        <source>Pinned signer &amp;keys:</source>
        <translation>F&amp;estgelegte Signaturschlüssel:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="153"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="156"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="272"/>
        <source>Environment colour</source>
        <translation>Farbe der Umgebung</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="282"/>
        <source>Root certificate</source>
        <translation>Wurzelzertifikat</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="282"/>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>Zertifikate (*.crt *.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="292"/>
        <source>Colour…</source>
        <translation>Farbe…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="293"/>
        <source>The colour of the environment chip in the status bar</source>
        <translation>Die Farbe des Umgebungs-Chips in der Statusleiste</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="311"/>
        <source>&quot;Read from&quot; is not a libpq connection string (e.g. host=standby port=5432).</source>
        <translation>„Lesen von“ ist keine libpq-Verbindungszeichenfolge (z. B. host=standby port=5432).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="325"/>
        <source>&quot;%1&quot; is not an ISO 4217 currency code (e.g. EUR, USD, GBP).</source>
        <translation>&quot;%1&quot; ist kein ISO-4217-Währungscode (z. B. EUR, USD, GBP).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="330"/>
        <source>&quot;%1&quot; is not PATH=CODE with an ISO 4217 code (e.g. payouts.wire=GBP).</source>
        <translation>&quot;%1&quot; ist nicht PFAD=CODE mit einem ISO-4217-Code (z. B. payouts.wire=GBP).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="336"/>
        <source>&quot;%1&quot; is not a signer key: 64 hex digits, the kernel&apos;s raw Ed25519 public key.</source>
        <translation>„%1“ ist kein Signaturschlüssel: 64 Hex-Ziffern, der rohe öffentliche Ed25519-Schlüssel des Kernels.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="349"/>
        <source>Give the profile a name to save it.</source>
        <translation>Geben Sie dem Profil einen Namen, um es zu speichern.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="359"/>
        <source>Profile saved; saving the password in the system keychain…</source>
        <translation>Profil gespeichert; das Passwort wird im System-Schlüsselbund gespeichert …</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="362"/>
        <source>Profile saved; the password is in the system keychain.</source>
        <translation>Profil gespeichert; das Passwort liegt im System-Schlüsselbund.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="364"/>
        <source>Profile saved, but the password was NOT saved: %1. You will have to type it each time you connect.</source>
        <translation>Profil gespeichert, aber das Passwort wurde NICHT gespeichert: %1. Sie müssen es bei jeder Verbindung eingeben.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="368"/>
        <source>Profile saved, but the password was NOT saved: %1.</source>
        <translation>Profil gespeichert, aber das Passwort wurde NICHT gespeichert: %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="371"/>
        <source>Profile saved (without a password).</source>
        <translation>Profil gespeichert (ohne Passwort).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="377"/>
        <source>The read-from password was NOT saved: %1.</source>
        <translation>Das Passwort für „Lesen von“ wurde NICHT gespeichert: %1.</translation>
    </message>
</context>
<context>
    <name>seal::ConsolePage</name>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="56"/>
        <source>nothing written</source>
        <translation>nichts geschrieben</translation>
    </message>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="59"/>
        <source>%1: nothing written — %2</source>
        <translation>%1: nichts geschrieben — %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/writes/write_flow.cpp" line="83"/>
        <source>The write gives up by itself after %n s (the store timeout)</source>
        <translation>
            <numerusform>Der Schreibvorgang gibt nach %n Sekunde von selbst auf (das Store-Zeitlimit)</numerusform>
            <numerusform>Der Schreibvorgang gibt nach %n Sekunden von selbst auf (das Store-Zeitlimit)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="85"/>
        <source>No store timeout is set, so the write waits as long as the other session holds on</source>
        <translation>Es ist kein Store-Zeitlimit gesetzt, daher wartet der Schreibvorgang so lange, wie die andere Sitzung festhält</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/writes/write_flow.cpp" line="87"/>
        <source>%1: waiting for the store (%n s so far).</source>
        <translation>
            <numerusform>%1: Warten auf den Store (bisher %n Sekunde).</numerusform>
            <numerusform>%1: Warten auf den Store (bisher %n Sekunden).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="91"/>
        <source>Another session may hold what this write needs. %1; Cancel ends it now. Either way, nothing is written. A Cancel that comes once the write is committing changes nothing: the write then lands.</source>
        <translation>Eine andere Sitzung hält womöglich, was dieser Schreibvorgang braucht. %1; Abbrechen beendet ihn sofort. So oder so wird nichts geschrieben. Ein Abbrechen, das erst kommt, wenn der Schreibvorgang bereits festgeschrieben wird, ändert nichts: der Schreibvorgang wird dann doch wirksam.</translation>
    </message>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="116"/>
        <source>Cancel the write</source>
        <translation>Schreibvorgang abbrechen</translation>
    </message>
    <message>
        <location filename="../views/widgets/console_page.cpp" line="22"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <location filename="../views/widgets/console_page.cpp" line="26"/>
        <source>Loading the page&apos;s data</source>
        <translation>Die Daten der Seite werden geladen</translation>
    </message>
</context>
<context>
    <name>seal::DemoMode</name>
    <message>
        <location filename="../app/sealdesk/demo_mode.cpp" line="66"/>
        <source>the demo server did not start</source>
        <translation>der Demo-Server ist nicht gestartet</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/demo_mode.cpp" line="98"/>
        <source>demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/demo_mode.cpp" line="109"/>
        <source>The demo&apos;s payment provider did not start (%1): sweep, Witness… and settling by asking the provider need one.</source>
        <translation>Der Zahlungsanbieter der Demo ist nicht gestartet (%1): Abgleichlauf, Bezeugen… und das Klären durch Nachfrage beim Anbieter brauchen ihn.</translation>
    </message>
</context>
<context>
    <name>seal::DesktopNotifier</name>
    <message>
        <location filename="../app/sealdesk/desktop_notifier.cpp" line="87"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/desktop_notifier.cpp" line="92"/>
        <source>Seal Desk</source>
        <translation>Seal Desk</translation>
    </message>
</context>
<context>
    <name>seal::DivergenceModel</name>
    <message>
        <location filename="../models/divergence_model.cpp" line="18"/>
        <location filename="../models/divergence_model.cpp" line="33"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="63"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="64"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="65"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="66"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="67"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="68"/>
        <source>Observations</source>
        <translation>Beobachtungen</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="69"/>
        <source>Last witness</source>
        <translation>Letzter Zeuge</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="70"/>
        <source>Review</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="213"/>
        <source>Domain unfrozen (event #%1): %2</source>
        <translation>Einfrieren der Domäne aufgehoben (Ereignis #%1): %2</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="217"/>
        <source>Not reviewed: its domain has not been unfrozen since it diverged</source>
        <translation>Nicht geprüft: das Einfrieren seiner Domäne wurde seit der Abweichung nicht aufgehoben</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="248"/>
        <source>reviewed by %1 at %2</source>
        <translation>geprüft von %1 am %2</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="250"/>
        <source>(not recorded)</source>
        <translation>(nicht erfasst)</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="258"/>
        <source>Diverged intent
Intent: %1
Path: %2
Action: %3
State: %4
Created: %5
</source>
        <translation>Abweichender Intent
Intent: %1
Pfad: %2
Aktion: %3
Status: %4
Erstellt: %5
</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="262"/>
        <source>Review: %1 (domain unfrozen, event #%2, reason: %3)
</source>
        <translation>Prüfung: %1 (Einfrieren der Domäne aufgehoben, Ereignis #%2, Grund: %3)
</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="265"/>
        <source>Review: none yet (its domain has not been unfrozen since it diverged)
</source>
        <translation>Prüfung: noch keine (das Einfrieren seiner Domäne wurde seit der Abweichung nicht aufgehoben)
</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="266"/>
        <source>
No observation cert names this intent.</source>
        <translation>
Kein Beobachtungszertifikat nennt diesen Intent.</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="268"/>
        <source>
Observation: cert #%1 at %2
  Hash: %3
  Observed tier: %4
  Witness said: %5 (count %6)
  Tier: %7, world: %8
  Witness evidence:
</source>
        <translation>
Beobachtung: Zertifikat #%1 am %2
  Hash: %3
  Beobachtete Klasse: %4
  Aussage des Zeugen: %5 (Anzahl %6)
  Klasse: %7, Welt: %8
  Nachweis des Zeugen:
</translation>
    </message>
</context>
<context>
    <name>seal::DivergencesPage</name>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="53"/>
        <source>Diverged intents</source>
        <translation>Abweichende Intents</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="55"/>
        <source>Out-of-band spend</source>
        <translation>Ausgaben am Gateway vorbei</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="57"/>
        <source>Frozen domains</source>
        <translation>Eingefrorene Domänen</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="60"/>
        <source>&amp;Unfreeze…</source>
        <translation>Einfrieren &amp;aufheben…</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="72"/>
        <source>Divergence detail</source>
        <translation>Details der Abweichung</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="80"/>
        <source>Diverged intents: the world and the chain disagree</source>
        <translation>Abweichende Intents: Welt und Kette stimmen nicht überein</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="82"/>
        <source>Out-of-band spend: effects the gateway never admitted</source>
        <translation>Ausgaben am Gateway vorbei: Wirkungen, die das Gateway nie zugelassen hat</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="84"/>
        <source>Frozen domains: they admit nothing until unfrozen</source>
        <translation>Eingefrorene Domänen: sie lassen nichts zu, bis das Einfrieren aufgehoben ist</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="121"/>
        <location filename="../views/pages/divergences_page.cpp" line="217"/>
        <source>Nothing selected.</source>
        <translation>Nichts ausgewählt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="176"/>
        <source>%n intent(s)</source>
        <translation>
            <numerusform>%n Intent</numerusform>
            <numerusform>%n Intents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="177"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n Ereignis</numerusform>
            <numerusform>%n Ereignisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="178"/>
        <source>%n domain(s)</source>
        <translation>
            <numerusform>%n Domäne</numerusform>
            <numerusform>%n Domänen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="180"/>
        <source>No divergence: the world and the chain agree, and no domain is frozen.</source>
        <translation>Keine Abweichung: Welt und Kette stimmen überein, und keine Domäne ist eingefroren.</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="269"/>
        <source>an unfreeze is in progress</source>
        <translation>ein Aufheben des Einfrierens läuft gerade</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="270"/>
        <source>select a frozen domain to unfreeze</source>
        <translation>eine eingefrorene Domäne auswählen, um das Einfrieren aufzuheben</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="276"/>
        <source>Let the selected domain admit effects again</source>
        <translation>Die ausgewählte Domäne wieder Wirkungen zulassen lassen</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="277"/>
        <source>Unfreeze is unavailable: %1</source>
        <translation>Aufheben des Einfrierens nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="286"/>
        <source>Unfreeze domain</source>
        <translation>Einfrieren der Domäne aufheben</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="287"/>
        <source>Domain %1</source>
        <translation>Domäne %1</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="289"/>
        <source>Unfreeze domain %1: it admits effects again (event unfrozen, with your reason).</source>
        <translation>Einfrieren der Domäne %1 aufheben: sie lässt wieder Wirkungen zu (Ereignis unfrozen, mit Ihrem Grund).</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="292"/>
        <source>Domain:</source>
        <translation>Domäne:</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="293"/>
        <source>Frozen since:</source>
        <translation>Eingefroren seit:</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="294"/>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="295"/>
        <source>Frozen because:</source>
        <translation>Eingefroren wegen:</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="296"/>
        <location filename="../views/pages/divergences_page.cpp" line="303"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="297"/>
        <source>Evidence:</source>
        <translation>Nachweis:</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="306"/>
        <source>Unfreeze</source>
        <translation>Einfrieren aufheben</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="310"/>
        <source>Unfreeze %1</source>
        <translation>Einfrieren von %1 aufheben</translation>
    </message>
</context>
<context>
    <name>seal::Document</name>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="6"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="7"/>
        <source>Admitted at</source>
        <translation>Zugelassen am</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="8"/>
        <source>Allowed: who or what authorised it</source>
        <translation>Erlaubt: wer oder was ihn autorisiert hat</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="9"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="10"/>
        <source>Approval requests by outcome</source>
        <translation>Freigabeanträge nach Ausgang</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="11"/>
        <source>Approval requests</source>
        <translation>Freigabeanträge</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="12"/>
        <source>Approval tier</source>
        <translation>Freigabeklasse</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="13"/>
        <source>As of</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="14"/>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="15"/>
        <source>Certificates by tier</source>
        <translation>Zertifikate nach Klasse</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="16"/>
        <source>Certs for this intent</source>
        <translation>Zertifikate dieses Intents</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="17"/>
        <source>Chain breaks</source>
        <translation>Brüche der Kette</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="18"/>
        <source>Chain position</source>
        <translation>Position in der Kette</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="19"/>
        <source>Chain verdict (whole chain, now)</source>
        <translation>Befund der Kette (ganze Kette, jetzt)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="20"/>
        <source>Chain verified</source>
        <translation>Kette verifiziert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="21"/>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="22"/>
        <source>Check it yourself</source>
        <translation>Prüfen Sie es selbst</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="23"/>
        <source>Checked at</source>
        <translation>Geprüft am</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="24"/>
        <source>Claim</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="25"/>
        <source>Clearance source</source>
        <translation>Quelle der Zulassung</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="26"/>
        <source>Clearance then</source>
        <translation>Zulassung damals</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="27"/>
        <source>Confirmation state</source>
        <translation>Bestätigungsstatus</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="28"/>
        <source>Confirmation tier</source>
        <translation>Bestätigungsklasse</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="29"/>
        <source>Console checks (beyond the reference; they never change the status)</source>
        <translation>Prüfungen der Konsole (über die Referenz hinaus; sie ändern nie den Zustand)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="30"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="31"/>
        <source>Domain</source>
        <translation>Domäne</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="32"/>
        <source>Events by kind</source>
        <translation>Ereignisse nach Art</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="33"/>
        <source>Every step, oldest first</source>
        <translation>Jeder Schritt, älteste zuerst</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="34"/>
        <source>Executed at</source>
        <translation>Ausgeführt am</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="35"/>
        <source>Executed</source>
        <translation>Ausgeführt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="36"/>
        <source>Executor certs</source>
        <translation>Ausführungszertifikate</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="37"/>
        <source>Frozen domains (now)</source>
        <translation>Eingefrorene Domänen (jetzt)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="38"/>
        <source>Generated by</source>
        <translation>Erzeugt von</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="39"/>
        <source>Generated</source>
        <translation>Erzeugt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="40"/>
        <source>Intent id</source>
        <translation>Intent-ID</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="41"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="42"/>
        <source>Invalid values in the store (left out of sums and counts)</source>
        <translation>Ungültige Werte im Store (bei Summen und Zählungen ausgelassen)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="43"/>
        <source>Matched this domain</source>
        <translation>Dieser Domäne zugeordnet</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="44"/>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="45"/>
        <source>Needs attention</source>
        <translation>Erfordert Aufmerksamkeit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="46"/>
        <source>Off-rail check: spend that bypassed the gateway</source>
        <translation>Prüfung außerhalb des Kanals: Ausgaben, die am Gateway vorbeigingen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="47"/>
        <source>On-rail (under a Seal Mandate)</source>
        <translation>Im Kanal (unter einem Seal-Mandat)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="48"/>
        <source>Once: it has not run (no executor cert yet)</source>
        <translation>Einmal: er ist nicht gelaufen (noch kein Ausführungszertifikat)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="49"/>
        <source>Once: it ran exactly one time</source>
        <translation>Einmal: er lief genau ein Mal</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="50"/>
        <source>Out-of-band effects found</source>
        <translation>Gefundene Wirkungen am Gateway vorbei</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="51"/>
        <source>Out-of-band incidents</source>
        <translation>Vorfälle am Gateway vorbei</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="52"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="53"/>
        <source>Paths: policy and effective status (as of the end of the period)</source>
        <translation>Pfade: Richtlinie und wirksamer Zustand (zum Ende des Zeitraums)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="54"/>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="55"/>
        <source>Provider reference</source>
        <translation>Referenz des Anbieters</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="56"/>
        <source>Receipt digest</source>
        <translation>Digest des Belegs</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="57"/>
        <source>Receipt</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="58"/>
        <source>Standing</source>
        <translation>Lage</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="59"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="60"/>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="61"/>
        <source>Store</source>
        <translation>Store</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="62"/>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="63"/>
        <source>±%1 s around the intent&apos;s creation</source>
        <translation>±%1 s um die Anlage des Intents</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="64"/>
        <source>Sweep readable</source>
        <translation>Abgleichlauf lesbar</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="65"/>
        <source>Sweeps and settlements the provider could not answer</source>
        <translation>Abgleichläufe und Klärungen, die der Anbieter nicht beantworten konnte</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="66"/>
        <source>The same story, from the store</source>
        <translation>Dieselbe Geschichte, aus dem Store</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="67"/>
        <source>The whole chain, against the store</source>
        <translation>Die ganze Kette, gegen den Store</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="68"/>
        <source>This file, when it came with FILE.sig</source>
        <translation>Diese Datei, wenn sie mit FILE.sig kam</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="69"/>
        <source>This intent&apos;s certs, offline</source>
        <translation>Die Zertifikate dieses Intents, offline</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="70"/>
        <source>Tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="71"/>
        <source>Unscoped in window</source>
        <translation>Ohne Zuordnung im Zeitfenster</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="72"/>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="73"/>
        <source>Verdict</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="74"/>
        <source>Verify this yourself</source>
        <translation>Verifizieren Sie dies selbst</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="75"/>
        <source>Verify</source>
        <translation>Verifizieren</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="76"/>
        <source>Where it stands</source>
        <translation>Wo der Intent steht</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="77"/>
        <source>Window swept</source>
        <translation>Zeitfenster abgeglichen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="78"/>
        <source>Window</source>
        <translation>Zeitfenster</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="79"/>
        <source>World: what the provider&apos;s own record says</source>
        <translation>Welt: was die eigenen Aufzeichnungen des Anbieters sagen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="80"/>
        <source>amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="81"/>
        <source>at</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="82"/>
        <source>breaks</source>
        <translation>Brüche</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="83"/>
        <source>by</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="84"/>
        <source>certs walked</source>
        <translation>Zertifikate geprüft</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="85"/>
        <source>certs</source>
        <translation>Zertifikate</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="86"/>
        <source>detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="87"/>
        <source>domain</source>
        <translation>Domäne</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="88"/>
        <source>effective</source>
        <translation>Wirksam</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="89"/>
        <source>event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="90"/>
        <source>events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="91"/>
        <source>evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="92"/>
        <source>finding</source>
        <translation>Feststellung</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="93"/>
        <source>frozen at</source>
        <translation>Eingefroren am</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="94"/>
        <source>hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="95"/>
        <source>head hash</source>
        <translation>Kopf-Hash</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="96"/>
        <source>head seq</source>
        <translation>Kopf-seq</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="97"/>
        <source>intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="98"/>
        <source>item</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="99"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="100"/>
        <source>level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="101"/>
        <source>outcome</source>
        <translation>Ausgang</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="102"/>
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="103"/>
        <source>policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="104"/>
        <source>reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="105"/>
        <source>reference</source>
        <translation>Referenz</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="106"/>
        <source>requests</source>
        <translation>Anträge</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="107"/>
        <source>seq</source>
        <translation>seq</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="108"/>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="109"/>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="110"/>
        <source>tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="111"/>
        <source>unattended (earned)</source>
        <translation>Unbeaufsichtigt (erworben)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="112"/>
        <source>unattended now</source>
        <translation>Jetzt unbeaufsichtigt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="113"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="114"/>
        <source>verified</source>
        <translation>Verifiziert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="115"/>
        <source>what the store says</source>
        <translation>Was der Store sagt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="116"/>
        <source>when</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="117"/>
        <source>why not</source>
        <translation>Warum nicht</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="118"/>
        <source>world</source>
        <translation>Welt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="119"/>
        <source>Mandate id</source>
        <translation>Mandats-ID</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="120"/>
        <source>Requested by</source>
        <translation>Beantragt von</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="121"/>
        <source>Requested at</source>
        <translation>Beantragt am</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="122"/>
        <source>Approved by</source>
        <translation>Genehmigt von</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="123"/>
        <source>Self-approval blocked</source>
        <translation>Selbstgenehmigung gesperrt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="124"/>
        <source>Approval state</source>
        <translation>Status der Freigabe</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="125"/>
        <source>Attested by</source>
        <translation>Bestätigt von</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="126"/>
        <source>Attester&apos;s evidence</source>
        <translation>Nachweis des Bestätigenden</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="127"/>
        <source>Once: it ran; the verdict above says why not exactly once</source>
        <translation>Einmal: er lief; das Urteil oben sagt, warum nicht genau ein Mal</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="128"/>
        <source>Approval request</source>
        <translation>Freigabeantrag</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="129"/>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="130"/>
        <source>the beginning</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="131"/>
        <source>No finding: none of the checks below found a defect.</source>
        <translation>Keine Feststellung: keine der folgenden Prüfungen hat einen Mangel gefunden.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="132"/>
        <source>No approval request is on record for this intent: no human was asked to approve it.</source>
        <translation>Für diesen Intent ist kein Freigabeantrag erfasst: kein Mensch wurde um Genehmigung gebeten.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="133"/>
        <source>No intent row: the claim was released, or only other tables name this intent.</source>
        <translation>Keine Intent-Zeile: die Reservierung wurde aufgehoben, oder nur andere Tabellen nennen diesen Intent.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="134"/>
        <source>verify-receipt re-derives each cert&apos;s hash and checks the kernel&apos;s signature on it, with no access to the store; with --pubkey it also proves the kernel&apos;s key signed them.</source>
        <translation>verify-receipt berechnet den Hash jedes Zertifikats neu und prüft die Signatur des Kernels darauf, ohne Zugriff auf den Store; mit --pubkey beweist es außerdem, dass der Schlüssel des Kernels sie signiert hat.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="135"/>
        <source>Check the chain yourself: sealctl verify (or python -m seal verify) against the same store.</source>
        <translation>Prüfen Sie die Kette selbst: sealctl verify (oder python -m seal verify) gegen denselben Store.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="136"/>
        <source>&quot;by&quot; is who the store names for the step: the maker, the approver, the operator an event names, the operator who attested what the world did, or the provider that answered a witness; &quot;-&quot; where the store names nobody (an agent&apos;s own admission or seal).</source>
        <translation>„Von“ ist, wen der Store für den Schritt nennt: den Ersteller, den Genehmiger, den Operator, den ein Ereignis nennt, den Operator, der bestätigt hat, was in der Welt geschah, oder den Anbieter, der einem Zeugen geantwortet hat; „-“, wo der Store niemanden nennt (die eigene Zulassung oder Versiegelung eines Agenten).</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="138"/>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="139"/>
        <source>since</source>
        <translation>seit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="140"/>
        <source>until</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="141"/>
        <source>generated by</source>
        <translation>erstellt von</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="142"/>
        <source>store</source>
        <translation>Store</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="143"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="144"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="145"/>
        <source>NO</source>
        <translation>NEIN</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="146"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="147"/>
        <source>none in the period</source>
        <translation>keine im Zeitraum</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="148"/>
        <source>state %1, created %2</source>
        <translation>Zustand %1, erstellt %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="149"/>
        <source>no claim row in the store</source>
        <translation>keine Claim-Zeile im Store</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="150"/>
        <source>%1 (sealed or healed; exactly one means once)</source>
        <translation>%1 (versiegelt oder geheilt; genau eins heißt einmal)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="151"/>
        <source>break at seq %1: %2, %3</source>
        <translation>Bruch bei seq %1: %2, %3</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="152"/>
        <source>never admitted</source>
        <translation>nie zugelassen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="153"/>
        <source>The intent has not run. Its approval request %1 was approved, but the approval has not been used (yet): &quot;blocked&quot; here means it never ran, not that it was refused.</source>
        <translation>Der Intent ist nicht gelaufen. Sein Freigabeantrag %1 wurde genehmigt, aber die Genehmigung wurde (noch) nicht genutzt: „blocked“ heißt hier, dass er nie lief, nicht, dass er abgelehnt wurde.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="154"/>
        <source>The intent has not run. Its approval request %1 is still pending: it cannot run before it is approved.</source>
        <translation>Der Intent ist nicht gelaufen. Sein Freigabeantrag %1 ist noch offen: vor der Genehmigung kann er nicht laufen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="155"/>
        <source>The intent has not run. Its approval request %1 was rejected: the intent was refused.</source>
        <translation>Der Intent ist nicht gelaufen. Sein Freigabeantrag %1 wurde abgelehnt: der Intent wurde verweigert.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="156"/>
        <source>The intent has not run. Its approval request %1 expired before enough approvers approved it.</source>
        <translation>Der Intent ist nicht gelaufen. Sein Freigabeantrag %1 ist abgelaufen, bevor genug Genehmiger zugestimmt hatten.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="157"/>
        <source>The intent has not run. Its approval request %1 is %2.</source>
        <translation>Der Intent ist nicht gelaufen. Sein Freigabeantrag %1 ist %2.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="158"/>
        <source>not recorded: the store keeps an amount only on an approval request, and this intent has none</source>
        <translation>nicht erfasst: der Store führt einen Betrag nur an einem Freigabeantrag, und dieser Intent hat keinen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="159"/>
        <source>not recorded: the approval request names no valid amount</source>
        <translation>nicht erfasst: der Freigabeantrag nennt keinen gültigen Betrag</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="160"/>
        <source>%1 (an operator; the provider was not asked)</source>
        <translation>%1 (ein Operator; der Anbieter wurde nicht gefragt)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="161"/>
        <source>none given</source>
        <translation>keiner angegeben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="162"/>
        <source>This confirmation is an operator&apos;s attestation, made at seq %1: it is as good as that person&apos;s word and evidence, not the provider&apos;s own record.</source>
        <translation>Diese Bestätigung ist die Bezeugung eines Operators, abgegeben bei seq %1: sie ist so gut wie das Wort und der Nachweis dieser Person, nicht der eigene Datensatz des Anbieters.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="163"/>
        <source>held: its lease expired mid-effect; nobody knows yet what the world did</source>
        <translation>schwebend: sein Lease lief mitten in der Wirkung ab; noch weiß niemand, was in der Welt geschah</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="164"/>
        <source>held: a witness could not find out what the world did</source>
        <translation>schwebend: ein Zeuge konnte nicht herausfinden, was in der Welt geschah</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="165"/>
        <source>in flight: its lease has not passed yet</source>
        <translation>laufend: sein Lease ist noch nicht abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="166"/>
        <source>not held</source>
        <translation>nicht schwebend</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="167"/>
        <source>DIVERGED: the world contradicts the chain</source>
        <translation>ABGEWICHEN: die Welt widerspricht der Kette</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="168"/>
        <source>domain %1 frozen: %2</source>
        <translation>Domäne %1 eingefroren: %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="169"/>
        <source>%1: %2 on %3, %4, requested by %5</source>
        <translation>%1: %2 auf %3, %4, beantragt von %5</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="170"/>
        <source>Cut short: a section holds more rows than a story reads; `sealctl intent %1 --json` says which.</source>
        <translation>Gekürzt: ein Abschnitt hat mehr Zeilen, als eine Geschichte liest; `sealctl intent %1 --json` sagt, welcher.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="171"/>
        <source>Not readable: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="172"/>
        <source>intact: %n cert(s) walked, head seq %1, no break</source>
        <translation>
            <numerusform>intakt: %Ln Zertifikat geprüft, Kopf bei seq %1, kein Bruch</numerusform>
            <numerusform>intakt: %Ln Zertifikate geprüft, Kopf bei seq %1, kein Bruch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="173"/>
        <source>BROKEN: %n break(s), the first at seq %1 (%2); %3 certs walked, head seq %4</source>
        <translation>
            <numerusform>DEFEKT: %Ln Bruch, bei seq %1 (%2); %3 Zertifikate geprüft, Kopf bei seq %4</numerusform>
            <numerusform>DEFEKT: %Ln Brüche, der erste bei seq %1 (%2); %3 Zertifikate geprüft, Kopf bei seq %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="174"/>
        <source>%n frozen domain(s)</source>
        <translation>
            <numerusform>%Ln eingefrorene Domäne</numerusform>
            <numerusform>%Ln eingefrorene Domänen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="175"/>
        <source>%n out-of-band incident(s)</source>
        <translation>
            <numerusform>%Ln Vorfall am Gateway vorbei</numerusform>
            <numerusform>%Ln Vorfälle am Gateway vorbei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="176"/>
        <source>%n sweep(s) or settlement(s) the provider could not answer</source>
        <translation>
            <numerusform>%Ln Abgleichlauf oder Klärung, die der Anbieter nicht beantworten konnte</numerusform>
            <numerusform>%Ln Abgleichläufe oder Klärungen, die der Anbieter nicht beantworten konnte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="177"/>
        <source>%n invalid value(s) left out of sums and counts</source>
        <translation>
            <numerusform>%Ln ungültiger Wert, nicht in Summen und Zählungen</numerusform>
            <numerusform>%Ln ungültige Werte, nicht in Summen und Zählungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="178"/>
        <source>%1: %n request(s), %2</source>
        <translation>
            <numerusform>%1: %Ln Antrag, %2</numerusform>
            <numerusform>%1: %Ln Anträge, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="179"/>
        <source>verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs</source>
        <translation>
            <numerusform>verifiziert: %Ln Zertifikat geprüft, Brüche: %1, davon %2 an den Zertifikaten dieses Intents</numerusform>
            <numerusform>verifiziert: %Ln Zertifikate geprüft, Brüche: %1, davon %2 an den Zertifikaten dieses Intents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="180"/>
        <source>NOT verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs</source>
        <translation>
            <numerusform>NICHT verifiziert: %Ln Zertifikat geprüft, Brüche: %1, davon %2 an den Zertifikaten dieses Intents</numerusform>
            <numerusform>NICHT verifiziert: %Ln Zertifikate geprüft, Brüche: %1, davon %2 an den Zertifikaten dieses Intents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="181"/>
        <source>verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</source>
        <translation>
            <numerusform>verifiziert: %Ln Zertifikat geprüft, Brüche: %1, davon %2 an den Zertifikaten dieses Intents; Kopf bei seq %3, Hash %4</numerusform>
            <numerusform>verifiziert: %Ln Zertifikate geprüft, Brüche: %1, davon %2 an den Zertifikaten dieses Intents; Kopf bei seq %3, Hash %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="182"/>
        <source>NOT verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</source>
        <translation>
            <numerusform>NICHT verifiziert: %Ln Zertifikat geprüft, Brüche: %1, davon %2 an den Zertifikaten dieses Intents; Kopf bei seq %3, Hash %4</numerusform>
            <numerusform>NICHT verifiziert: %Ln Zertifikate geprüft, Brüche: %1, davon %2 an den Zertifikaten dieses Intents; Kopf bei seq %3, Hash %4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="184"/>
        <source>intent created: action %1 on path %2</source>
        <translation>Intent angelegt: Aktion %1 auf Pfad %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="185"/>
        <source>intent last updated: state %1, tier %2</source>
        <translation>Intent zuletzt geändert: Zustand %1, Klasse %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="186"/>
        <source>cert seq %1 (%2): tier %3, world %4</source>
        <translation>Zertifikat seq %1 (%2): Klasse %3, Welt %4</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="187"/>
        <source>cert seq %1: tier %3, world %4</source>
        <translation>Zertifikat seq %1: Klasse %3, Welt %4</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="188"/>
        <source>cert seq %1 (%2): tier %3, world %4, witness %5</source>
        <translation>Zertifikat seq %1 (%2): Klasse %3, Welt %4, Zeuge %5</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="189"/>
        <source>cert seq %1: tier %3, world %4, witness %5</source>
        <translation>Zertifikat seq %1: Klasse %3, Welt %4, Zeuge %5</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="190"/>
        <source>%1 votes %2 on approval %3</source>
        <translation>%1 stimmt %2 zu Freigabe %3</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="191"/>
        <source>approval %1 decided: %2</source>
        <translation>Freigabe %1 entschieden: %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="192"/>
        <source>approval %1 decided: %2 (decision cert seq %3)</source>
        <translation>Freigabe %1 entschieden: %2 (Entscheidungszertifikat seq %3)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="193"/>
        <source>approval %1 consumed (used once)</source>
        <translation>Freigabe %1 verbraucht (einmal genutzt)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="194"/>
        <source>approval %1 expired (state %2)</source>
        <translation>Freigabe %1 abgelaufen (Zustand %2)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="195"/>
        <source>mandate %1 minted on path %2: amount %3, tier %4</source>
        <translation>Mandat %1 ausgestellt auf Pfad %2: Betrag %3, Klasse %4</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="196"/>
        <source>mandate %1 consumed</source>
        <translation>Mandat %1 verbraucht</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="197"/>
        <source>mandate %1 expired unused</source>
        <translation>Mandat %1 ungenutzt abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="198"/>
        <source>gateway ticket spent on path %1</source>
        <translation>Gateway-Ticket auf Pfad %1 eingelöst</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="199"/>
        <source>reserved %1 on budget %2 (now %3)</source>
        <translation>%1 auf Budget %2 reserviert (jetzt %3)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="200"/>
        <source>event %1 on path %2</source>
        <translation>Ereignis %1 auf Pfad %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="201"/>
        <source>event %1</source>
        <translation>Ereignis %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="202"/>
        <source>approval %1 requested by %2: %3 on path %4, tier %5, %n approval(s) needed</source>
        <translation>
            <numerusform>Freigabe %1 beantragt von %2: %3 auf Pfad %4, Klasse %5, %Ln Genehmigung nötig</numerusform>
            <numerusform>Freigabe %1 beantragt von %2: %3 auf Pfad %4, Klasse %5, %Ln Genehmigungen nötig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="204"/>
        <source>approved</source>
        <translation>genehmigt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="205"/>
        <source>rejected</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="206"/>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="207"/>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="208"/>
        <source>approved: %n request(s), %1</source>
        <translation>
            <numerusform>genehmigt: %Ln Antrag, %1</numerusform>
            <numerusform>genehmigt: %Ln Anträge, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="209"/>
        <source>rejected: %n request(s), %1</source>
        <translation>
            <numerusform>abgelehnt: %Ln Antrag, %1</numerusform>
            <numerusform>abgelehnt: %Ln Anträge, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="210"/>
        <source>pending: %n request(s), %1</source>
        <translation>
            <numerusform>ausstehend: %Ln Antrag, %1</numerusform>
            <numerusform>ausstehend: %Ln Anträge, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="211"/>
        <source>expired: %n request(s), %1</source>
        <translation>
            <numerusform>abgelaufen: %Ln Antrag, %1</numerusform>
            <numerusform>abgelaufen: %Ln Anträge, %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="213"/>
        <source>Dispute-grade evidence, not a legal or notarial instrument. Every claim above is either the provider&apos;s own record or a hash chain you can re-verify from the DSN alone — no trust in AurumFlux required. UNKNOWN is never reported as clean.</source>
        <translation>Beweiskraft für Streitfälle, kein rechtliches oder notarielles Instrument. Jede Aussage oben ist entweder der eigene Datensatz des Anbieters oder eine Hash-Kette, die Sie allein aus dem DSN nachprüfen können — kein Vertrauen in AurumFlux nötig. UNKNOWN wird nie als sauber gemeldet.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="214"/>
        <source>Below the approval threshold for this path — no human sign-off required.</source>
        <translation>Unter der Freigabeschwelle für diesen Pfad — keine menschliche Freigabe nötig.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="215"/>
        <source>Below the approval threshold for this path — no human sign-off required. No Mandate is on record for this intent — either the path was not under Mandate, or it was admitted outside the Gateway.</source>
        <translation>Unter der Freigabeschwelle für diesen Pfad — keine menschliche Freigabe nötig. Für diesen Intent ist kein Mandat erfasst — entweder stand der Pfad nicht unter einem Mandat, oder er wurde am Gateway vorbei zugelassen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="216"/>
        <source>Verified by re-deriving the hash chain from the database alone. No part of this check trusts AurumFlux — run `python3 -m seal verify` against your own DSN and compare.</source>
        <translation>Verifiziert, indem die Hash-Kette allein aus der Datenbank neu abgeleitet wurde. Kein Teil dieser Prüfung vertraut AurumFlux — führen Sie `python3 -m seal verify` gegen Ihren eigenen DSN aus und vergleichen Sie.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="217"/>
        <source>No certificate yet — nothing to confirm.</source>
        <translation>Noch kein Zertifikat — nichts zu bestätigen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="218"/>
        <source>No creation time on this intent — sweep not applicable.</source>
        <translation>Keine Erstellungszeit an diesem Intent — Abgleich nicht anwendbar.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="219"/>
        <source>A reconciliation sweep in this window could not reach the provider. This is reported as UNKNOWN, not as clean.</source>
        <translation>Ein Abgleichlauf in diesem Zeitfenster erreichte den Anbieter nicht. Das wird als UNKNOWN gemeldet, nicht als sauber.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="220"/>
        <source>No spend outside the gateway detected in the window.</source>
        <translation>Im Zeitfenster keine Ausgabe am Gateway vorbei festgestellt.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="221"/>
        <source>The provider&apos;s own record agrees exactly one effect exists.</source>
        <translation>Der eigene Datensatz des Anbieters bestätigt, dass genau eine Wirkung existiert.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="222"/>
        <source>The provider could not be reached to confirm. This is reported honestly as UNKNOWN — it is not treated as, and does not mean, &apos;confirmed clean.&apos;</source>
        <translation>Der Anbieter war zur Bestätigung nicht erreichbar. Das wird ehrlich als UNKNOWN gemeldet — es wird nicht als „bestätigt sauber“ behandelt und bedeutet das nicht.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="223"/>
        <source>The provider&apos;s record CONTRADICTS the ledger. This domain was frozen automatically when this was detected.</source>
        <translation>Der Datensatz des Anbieters WIDERSPRICHT dem Hauptbuch. Diese Domäne wurde bei der Entdeckung automatisch eingefroren.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="224"/>
        <source>Admitted exactly once at this gateway. World confirmation not yet run.</source>
        <translation>Genau einmal an diesem Gateway zugelassen. Die Bestätigung durch die Welt ist noch nicht gelaufen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="225"/>
        <source>Status not yet classified.</source>
        <translation>Status noch nicht eingeordnet.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="226"/>
        <source>Allowed, ran once, confirmed by the provider</source>
        <translation>Erlaubt, einmal gelaufen, vom Anbieter bestätigt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="227"/>
        <source>Allowed, ran once — provider confirmation unavailable</source>
        <translation>Erlaubt, einmal gelaufen — Bestätigung des Anbieters nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="228"/>
        <source>Blocked — refused before the effect ran</source>
        <translation>Blockiert — verweigert, bevor die Wirkung lief</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="229"/>
        <source>Diverged — the provider&apos;s record contradicts the ledger</source>
        <translation>Abgewichen — der Datensatz des Anbieters widerspricht dem Hauptbuch</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="230"/>
        <source>Off-rail spend detected on this domain</source>
        <translation>Ausgabe am Gateway vorbei in dieser Domäne festgestellt</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="231"/>
        <source>Required %n distinct approver(s); the requester can never be counted as one — enforced as a database constraint.</source>
        <translation>
            <numerusform>%Ln verschiedener Genehmiger erforderlich; der Antragsteller kann nie als einer gezählt werden — als Datenbank-Constraint durchgesetzt.</numerusform>
            <numerusform>%Ln verschiedene Genehmiger erforderlich; der Antragsteller kann nie als einer gezählt werden — als Datenbank-Constraint durchgesetzt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="232"/>
        <source>Required %n distinct approver(s); the requester can never be counted as one — enforced as a database constraint. No Mandate is on record for this intent — either the path was not under Mandate, or it was admitted outside the Gateway.</source>
        <translation>
            <numerusform>%Ln verschiedener Genehmiger erforderlich; der Antragsteller kann nie als einer gezählt werden — als Datenbank-Constraint durchgesetzt. Für diesen Intent ist kein Mandat erfasst — entweder stand der Pfad nicht unter einem Mandat, oder er wurde am Gateway vorbei zugelassen.</numerusform>
            <numerusform>%Ln verschiedene Genehmiger erforderlich; der Antragsteller kann nie als einer gezählt werden — als Datenbank-Constraint durchgesetzt. Für diesen Intent ist kein Mandat erfasst — entweder stand der Pfad nicht unter einem Mandat, oder er wurde am Gateway vorbei zugelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="235"/>
        <source>licence suspended: %1 at %2</source>
        <translation>Lizenz ausgesetzt: %1 am %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="236"/>
        <source>licence suspended</source>
        <translation>Lizenz ausgesetzt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="237"/>
        <source>held</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="238"/>
        <source>operator review — a suspension is not served by waiting</source>
        <translation>Prüfung durch einen Operator — eine Aussetzung endet nicht durch Warten</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="239"/>
        <source>one clean out-of-band sweep (no spend behind the gateway)</source>
        <translation>ein sauberer Abgleichlauf außerhalb des Gateways (keine Ausgaben am Gateway vorbei)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="240"/>
        <source>%n more world-confirmed effect(s)</source>
        <translation>
            <numerusform>%n weitere von der Welt bestätigte Wirkung</numerusform>
            <numerusform>%n weitere von der Welt bestätigte Wirkungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="241"/>
        <source>confirmation ratio %1 → %2 (settlements the provider agrees happened)</source>
        <translation>Bestätigungsquote %1 → %2 (Abschlüsse, die der Anbieter als geschehen bestätigt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="242"/>
        <source>hands off: %n execution(s) on this path reached the provider with an unknown outcome — settle (witness) them before any further unattended spend</source>
        <translation>
            <numerusform>Finger weg: %n Ausführung auf diesem Pfad erreichte den Anbieter mit unbekanntem Ausgang — klären Sie sie (Zeuge), bevor weiter unbeaufsichtigt ausgegeben wird</numerusform>
            <numerusform>Finger weg: %n Ausführungen auf diesem Pfad erreichten den Anbieter mit unbekanntem Ausgang — klären Sie sie (Zeuge), bevor weiter unbeaufsichtigt ausgegeben wird</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="243"/>
        <source>earned level is %1 %2; unattended needs L3 or higher</source>
        <translation>verdiente Stufe ist %1 %2; unbeaufsichtigt braucht L3 oder höher</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="244"/>
        <source>path is REVOKED: %1</source>
        <translation>Pfad ist REVOKED: %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="245"/>
        <source>path is REVOKED: no reason recorded</source>
        <translation>Pfad ist REVOKED: kein Grund erfasst</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="246"/>
        <source>clearance is %1 (policy %2): %3</source>
        <translation>Freigabe ist %1 (Richtlinie %2): %3</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="247"/>
        <source>clearance is %1 (policy %2): no reason recorded</source>
        <translation>Freigabe ist %1 (Richtlinie %2): kein Grund erfasst</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="248"/>
        <source>domain is frozen: %1</source>
        <translation>Domäne ist eingefroren: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="249"/>
        <source>open hold(s) %n: %1</source>
        <translation>
            <numerusform>%n offener Schwebefall: %1</numerusform>
            <numerusform>%n offene Schwebefälle: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="250"/>
        <source>diverged intent(s) %n: %1</source>
        <translation>
            <numerusform>%n abweichender Intent: %1</numerusform>
            <numerusform>%n abweichende Intents: %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="252"/>
        <source>%1 (operator)</source>
        <translation>%1 (Operator)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="253"/>
        <source>the provider (witness)</source>
        <translation>der Anbieter (Zeuge)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="255"/>
        <source>Seal store report, %1 to %2</source>
        <translation>Seal-Speicherbericht, %1 bis %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="256"/>
        <source>Seal store report, the beginning to %1</source>
        <translation>Seal-Speicherbericht, vom Anfang bis %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="257"/>
        <source>Agent Authorization Receipt for intent %1</source>
        <translation>Autorisierungsbeleg des Agenten für Intent %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="258"/>
        <source>The story of intent %1</source>
        <translation>Die Geschichte des Intents %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="260"/>
        <source>approval %1: role %2 voted %3 (%4 of %5 approvals; still pending)</source>
        <translation>Freigabeantrag %1: Rolle %2 stimmte %3 (%4 von %5 Genehmigungen; weiterhin offen)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="261"/>
        <source>approval %1: role %2 voted %3; approval %6 (%4 of %5 approvals), decision cert seq %7</source>
        <translation>Freigabeantrag %1: Rolle %2 stimmte %3; Antrag %6 (%4 von %5 Genehmigungen), Entscheidungszertifikat seq %7</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="262"/>
        <source>approval %1: role %2 voted %3; approval %6 (%4 of %5 approvals)</source>
        <translation>Freigabeantrag %1: Rolle %2 stimmte %3; Antrag %6 (%4 von %5 Genehmigungen)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="263"/>
        <source>approval %1: role %2 voted %3; approval %6, decision cert seq %7</source>
        <translation>Freigabeantrag %1: Rolle %2 stimmte %3; Antrag %6, Entscheidungszertifikat seq %7</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="264"/>
        <source>approval %1: role %2 voted %3; approval %6</source>
        <translation>Freigabeantrag %1: Rolle %2 stimmte %3; Antrag %6</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="265"/>
        <source>approval %1 does not exist in this store; check the id with `sealctl approvals`</source>
        <translation>Freigabeantrag %1 gibt es in diesem Store nicht; prüfen Sie die ID mit `sealctl approvals`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="266"/>
        <source>approval %1: role %2 is the maker of this request (SelfApproval); another approver must vote</source>
        <translation>Freigabeantrag %1: Rolle %2 hat diesen Antrag selbst gestellt (SelfApproval); ein anderer Genehmiger muss abstimmen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="267"/>
        <source>approval %1 is already %2; there is nothing to vote on</source>
        <translation>Freigabeantrag %1 ist bereits %2; es gibt nichts abzustimmen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="268"/>
        <source>approval %1 expired at %2 (now recorded as expired); the agent must request a new approval</source>
        <translation>Freigabeantrag %1 ist am %2 abgelaufen (jetzt als abgelaufen erfasst); der Agent muss einen neuen Freigabeantrag stellen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="269"/>
        <source>approval %1 is defective: %2, so nobody can say whether it is still open; nothing changed</source>
        <translation>Freigabeantrag %1 ist fehlerhaft: %2, daher kann niemand sagen, ob er noch offen ist; nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="270"/>
        <source>approval %1: role %2 has already voted on it (one approver, one vote); nothing changed</source>
        <translation>Freigabeantrag %1: Rolle %2 hat bereits abgestimmt (ein Genehmiger, eine Stimme); nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="271"/>
        <source>approval %1: connection lost before the %2 vote by role %3 was sent: it did not land, nothing changed. It is safe to try again once the store is reachable.</source>
        <translation>Freigabeantrag %1: Verbindung verloren, bevor die Stimme %2 von Rolle %3 gesendet wurde: sie ist nicht angekommen, nichts wurde geändert. Sobald der Store erreichbar ist, kann es gefahrlos erneut versucht werden.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="272"/>
        <source>approval %1: connection lost during the vote by role %3; re-checked after reconnecting: the vote did not land, and the request is expired (recorded); the agent must request a new approval.</source>
        <translation>Freigabeantrag %1: Verbindung während der Stimme von Rolle %3 verloren; nach dem Wiederverbinden geprüft: die Stimme ist nicht angekommen, und der Antrag ist abgelaufen (erfasst); der Agent muss einen neuen Freigabeantrag stellen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="273"/>
        <source>approval %1: connection lost during the %2 vote by role %3; re-checked after reconnecting: it landed. Do not repeat it.</source>
        <translation>Freigabeantrag %1: Verbindung während der Stimme %2 von Rolle %3 verloren; nach dem Wiederverbinden geprüft: sie ist angekommen. Nicht wiederholen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="274"/>
        <source>approval %1: connection lost during the %2 vote by role %3; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.</source>
        <translation>Freigabeantrag %1: Verbindung während der Stimme %2 von Rolle %3 verloren; nach dem Wiederverbinden geprüft: sie ist nicht angekommen, nichts wurde geändert. Ein erneuter Versuch ist gefahrlos.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="275"/>
        <source>approval %1: connection lost during the %2 vote by role %3 and the store could not be reached again: not known whether it landed. Check with `sealctl approvals` before trying again.</source>
        <translation>Freigabeantrag %1: Verbindung während der Stimme %2 von Rolle %3 verloren, und der Store war nicht wieder erreichbar: nicht bekannt, ob sie angekommen ist. Prüfen Sie es mit `sealctl approvals`, bevor Sie es erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="276"/>
        <source>approval %1: a vote is approve or reject, not &apos;%2&apos;</source>
        <translation>Freigabeantrag %1: eine Stimme ist approve oder reject, nicht „%2“</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="277"/>
        <source>approval %1: a reject needs a reason (--reason TEXT); nothing changed</source>
        <translation>Freigabeantrag %1: eine Ablehnung braucht einen Grund (--reason TEXT); nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="278"/>
        <source>approval %1: %2</source>
        <translation>Freigabeantrag %1: %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="279"/>
        <source>approval %1: %2; nothing changed, ask the store&apos;s owner to grant role %3 its privileges</source>
        <translation>Freigabeantrag %1: %2; nichts wurde geändert, bitten Sie den Eigentümer des Stores, Rolle %3 ihre Rechte zu geben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="282"/>
        <source>connection lost during the %1 write by role %2; re-checked after reconnecting: it landed. Do not repeat it.</source>
        <translation>Verbindung während des Schreibens %1 durch Rolle %2 verloren; nach dem Wiederverbinden geprüft: es ist angekommen. Nicht wiederholen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="283"/>
        <source>connection lost during the %1 write by role %2; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.</source>
        <translation>Verbindung während des Schreibens %1 durch Rolle %2 verloren; nach dem Wiederverbinden geprüft: es ist nicht angekommen, nichts wurde geändert. Ein erneuter Versuch ist gefahrlos.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="284"/>
        <source>connection lost during the %1 write by role %2 and the store could not be reached again: not known whether it landed. Check with `%3` before trying again.</source>
        <translation>Verbindung während des Schreibens %1 durch Rolle %2 verloren, und der Store war nicht wieder erreichbar: nicht bekannt, ob es angekommen ist. Prüfen Sie es mit `%3`, bevor Sie es erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="285"/>
        <source>%1; nothing changed, ask the store&apos;s owner to grant role %2 its privileges</source>
        <translation>%1; nichts wurde geändert, bitten Sie den Eigentümer des Stores, Rolle %2 ihre Rechte zu geben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="286"/>
        <source>a policy needs a path</source>
        <translation>eine Richtlinie braucht einen Pfad</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="287"/>
        <source>policy is CLEARED, HOLD or REVOKED, not &apos;%1&apos;</source>
        <translation>eine Richtlinie ist CLEARED, HOLD oder REVOKED, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="288"/>
        <source>revoking needs a reason (--reason TEXT)</source>
        <translation>Widerrufen braucht einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="289"/>
        <source>policy set to %1 by role %2, proof valid for %3 s (reason: %4)</source>
        <translation>Richtlinie von Rolle %2 auf %1 gesetzt, Nachweis gültig für %3 s (Grund: %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="290"/>
        <source>policy set to %1 by role %2, proof valid for %3 s</source>
        <translation>Richtlinie von Rolle %2 auf %1 gesetzt, Nachweis gültig für %3 s</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="291"/>
        <source>policy set to %1 by role %2 (reason: %4)</source>
        <translation>Richtlinie von Rolle %2 auf %1 gesetzt (Grund: %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="292"/>
        <source>policy set to %1 by role %2</source>
        <translation>Richtlinie von Rolle %2 auf %1 gesetzt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="293"/>
        <source>revoking every path needs a reason (--reason TEXT)</source>
        <translation>alle Pfade zu widerrufen braucht einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="294"/>
        <source>ALL paths revoked by role %1 (1 policy turned REVOKED; every licence is suspended)</source>
        <translation>ALLE Pfade von Rolle %1 widerrufen (1 Richtlinie auf REVOKED gesetzt; jede Lizenz ist ausgesetzt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="295"/>
        <source>ALL paths revoked by role %1 (%n policies turned REVOKED; every licence is suspended)</source>
        <translation>
            <numerusform>ALLE Pfade von Rolle %1 widerrufen (%n Richtlinie auf REVOKED gesetzt; jede Lizenz ist ausgesetzt)</numerusform>
            <numerusform>ALLE Pfade von Rolle %1 widerrufen (%n Richtlinien auf REVOKED gesetzt; jede Lizenz ist ausgesetzt)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="296"/>
        <source>unfreezing needs a reason (--reason TEXT) after reconciliation</source>
        <translation>Auftauen braucht nach dem Abgleich einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="297"/>
        <source>domain %1 has never been frozen; nothing to unfreeze</source>
        <translation>Domäne %1 war nie eingefroren; nichts aufzutauen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="298"/>
        <source>domain %1 is not frozen; nothing to unfreeze</source>
        <translation>Domäne %1 ist nicht eingefroren; nichts aufzutauen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="299"/>
        <source>unfrozen by role %1 (reason: %2)</source>
        <translation>von Rolle %1 aufgetaut (Grund: %2)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="300"/>
        <source>this store has no %1 table (%2 creates it; Seal Desk never does); nothing changed</source>
        <translation>dieser Store hat keine Tabelle %1 (%2 legt sie an; Seal Desk tut das nie); nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="301"/>
        <source>a freeze needs a domain</source>
        <translation>Einfrieren braucht eine Domäne</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="302"/>
        <source>freezing needs a reason (--reason TEXT)</source>
        <translation>Einfrieren braucht einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="303"/>
        <source>domain %1 is already frozen (%2); nothing changed</source>
        <translation>Domäne %1 ist bereits eingefroren (%2); nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="304"/>
        <source>domain %1 is already frozen; nothing changed</source>
        <translation>Domäne %1 ist bereits eingefroren; nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="305"/>
        <source>frozen by role %1 (reason: %2); it admits nothing until unfrozen</source>
        <translation>von Rolle %1 eingefroren (Grund: %2); sie lässt nichts zu, bis sie aufgetaut wird</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="306"/>
        <source>a mandate setting needs a path</source>
        <translation>eine Mandatseinstellung braucht einen Pfad</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="307"/>
        <source>requiring a mandate needs a reason (--reason TEXT)</source>
        <translation>ein Mandat zu verlangen braucht einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="308"/>
        <source>releasing a mandate needs a reason (--reason TEXT)</source>
        <translation>ein Mandat aufzuheben braucht einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="309"/>
        <source>put under mandate by role %1 (reason: %2)</source>
        <translation>von Rolle %1 unter Mandat gestellt (Grund: %2)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="310"/>
        <source>released from mandate by role %1 (reason: %2)</source>
        <translation>von Rolle %1 aus dem Mandat entlassen (Grund: %2)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="311"/>
        <source>a budget limit needs a budget key</source>
        <translation>ein Budgetlimit braucht einen Budgetschlüssel</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="312"/>
        <source>setting a limit needs a reason (--reason TEXT)</source>
        <translation>ein Limit zu setzen braucht einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="313"/>
        <source>limit %1 per %2 s, set by role %3 (reason: %4)</source>
        <translation>Limit %1 pro %2 s, von Rolle %3 gesetzt (Grund: %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="314"/>
        <source>thresholds need a path</source>
        <translation>Schwellen brauchen einen Pfad</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="315"/>
        <source>setting thresholds needs a reason (--reason TEXT)</source>
        <translation>Schwellen zu setzen braucht einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="316"/>
        <source>AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 (reason: %5); no pending request changes</source>
        <translation>AUTO bis %1, DUAL bis %2 mit %3 Genehmigern, darüber ALWAYS_HUMAN; von Rolle %4 gesetzt (Grund: %5); kein offener Freigabeantrag ändert sich</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="317"/>
        <source>AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 (reason: %5); the approvals needed changed for %n pending request(s): %6</source>
        <translation>
            <numerusform>AUTO bis %1, DUAL bis %2 mit %3 Genehmigern, darüber ALWAYS_HUMAN; von Rolle %4 gesetzt (Grund: %5); die Zahl nötiger Genehmigungen hat sich für %n offenen Freigabeantrag geändert: %6</numerusform>
            <numerusform>AUTO bis %1, DUAL bis %2 mit %3 Genehmigern, darüber ALWAYS_HUMAN; von Rolle %4 gesetzt (Grund: %5); die Zahl nötiger Genehmigungen hat sich für %n offene Freigabeanträge geändert: %6</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="371"/>
        <source>role %1 is a superuser: an account, not a person, so it may not vote; log in as your own role</source>
        <translation>Rolle %1 ist ein Superuser: ein Konto, keine Person, darf also nicht abstimmen; melden Sie sich mit Ihrer eigenen Rolle an</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="372"/>
        <source>role %1 is not a member of %2, so it may not vote</source>
        <translation>Rolle %1 ist kein Mitglied von %2, darf also nicht abstimmen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="373"/>
        <source>role %1 is a superuser: an account, not a person, so it may not change the store; log in as your own role</source>
        <translation>Rolle %1 ist ein Superuser: ein Konto, keine Person, darf den Store also nicht ändern; melden Sie sich mit Ihrer eigenen Rolle an</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="374"/>
        <source>role %1 is not a member of %2, so it may not set policy, revoke, settle or unfreeze</source>
        <translation>Rolle %1 ist kein Mitglied von %2, darf also keine Richtlinie setzen, nicht widerrufen, klären oder Einfrieren aufheben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="375"/>
        <source>the proof age must be a positive number of seconds, not %1</source>
        <translation>das Nachweisalter muss eine positive Zahl von Sekunden sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="376"/>
        <source>the limit must be a positive amount, not %1</source>
        <translation>das Limit muss ein positiver Betrag sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="377"/>
        <source>the window must be a positive number of seconds, not %1</source>
        <translation>das Zeitfenster muss eine positive Zahl von Sekunden sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="378"/>
        <source>the ceilings must be finite amounts</source>
        <translation>die Obergrenzen müssen endliche Beträge sein</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="379"/>
        <source>need 0 &lt;= auto ceiling &lt;= dual ceiling, not auto %1 and dual %2</source>
        <translation>nötig ist 0 &lt;= AUTO-Grenze &lt;= DUAL-Grenze, nicht AUTO %1 und DUAL %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="380"/>
        <source>required approvers must be at least 2 (one approver is no maker-checker), not %1</source>
        <translation>es braucht mindestens 2 Genehmiger (ein Genehmiger ist kein Vier-Augen-Prinzip), nicht %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="381"/>
        <source>the storm size must be at least 1, not %1</source>
        <translation>die Sturmgröße muss mindestens 1 sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="382"/>
        <source>executions must be 0 or more, not %1</source>
        <translation>die Ausführungen müssen 0 oder mehr sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="383"/>
        <source>a green storm is exactly one execution, not %1 (record it --red)</source>
        <translation>ein grüner Sturm ist genau eine Ausführung, nicht %1 (erfassen Sie ihn mit --red)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="384"/>
        <source>timed out after %1 waiting for the store %2 to answer a connection (is the host up?)</source>
        <translation>Zeitüberschreitung nach %1: Der Store %2 hat auf die Verbindung nicht geantwortet (läuft der Host?)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="385"/>
        <source>cannot connect to store %1: %2</source>
        <translation>keine Verbindung zum Store %1: %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="386"/>
        <source>connection to store %1 lost: %2</source>
        <translation>Verbindung zum Store %1 verloren: %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="387"/>
        <source>cancelled while waiting for the store %1; nothing was written</source>
        <translation>abgebrochen beim Warten auf den Store %1; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="388"/>
        <source>cancelled while waiting for the store %1 (held by %2); nothing was written</source>
        <translation>abgebrochen beim Warten auf den Store %1 (gehalten von %2); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="389"/>
        <source>permission denied on store %1: %2</source>
        <translation>keine Berechtigung im Store %1: %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="390"/>
        <source>store %1: %2</source>
        <translation>Store %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="391"/>
        <source>store %1 is not a seal store: missing table(s) %2</source>
        <translation>
            <numerusform>Store %1 ist kein Seal-Store: es fehlt die Tabelle %2</numerusform>
            <numerusform>Store %1 ist kein Seal-Store: es fehlen die Tabellen %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="392"/>
        <source>cancelled before it was sent to the store %1; nothing was written</source>
        <translation>abgebrochen, bevor es an den Store %1 gesendet wurde; nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="393"/>
        <source>timed out after %1 waiting for the store %2 (a lock on a seal table held by another session)</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Sperre auf einer Seal-Tabelle, gehalten von einer anderen Sitzung)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="394"/>
        <source>timed out after %1 waiting for the store %2 (a lock on a seal table held by another session); nothing was written</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Sperre auf einer Seal-Tabelle, gehalten von einer anderen Sitzung); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="395"/>
        <source>timed out after %1 waiting for the store %2 (a lock on a seal table held by another session: %3)</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Sperre auf einer Seal-Tabelle, gehalten von einer anderen Sitzung: %3)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="396"/>
        <source>timed out after %1 waiting for the store %2 (a lock on a seal table held by another session: %3); nothing was written</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Sperre auf einer Seal-Tabelle, gehalten von einer anderen Sitzung: %3); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="397"/>
        <source>timed out after %1 waiting for the store %2 (a lock on %3 held by another session)</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Sperre auf %3, gehalten von einer anderen Sitzung)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="398"/>
        <source>timed out after %1 waiting for the store %2 (a lock on %3 held by another session); nothing was written</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Sperre auf %3, gehalten von einer anderen Sitzung); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="399"/>
        <source>timed out after %1 waiting for the store %2 (a lock on %3 held by another session: %4)</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Sperre auf %3, gehalten von einer anderen Sitzung: %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="400"/>
        <source>timed out after %1 waiting for the store %2 (a lock on %3 held by another session: %4); nothing was written</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Sperre auf %3, gehalten von einer anderen Sitzung: %4); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="401"/>
        <source>timed out after %1 waiting for the store %2 (a query (a lock held by another session, or a very large store?))</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Abfrage (eine Sperre einer anderen Sitzung oder ein sehr großer Store?))</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="402"/>
        <source>timed out after %1 waiting for the store %2 (a query (a lock held by another session, or a very large store?)); nothing was written</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Abfrage (eine Sperre einer anderen Sitzung oder ein sehr großer Store?)); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="403"/>
        <source>timed out after %1 waiting for the store %2 (a query (a lock held by another session, or a very large store?): %3)</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Abfrage (eine Sperre einer anderen Sitzung oder ein sehr großer Store?): %3)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="404"/>
        <source>timed out after %1 waiting for the store %2 (a query (a lock held by another session, or a very large store?): %3); nothing was written</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Abfrage (eine Sperre einer anderen Sitzung oder ein sehr großer Store?): %3); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="405"/>
        <source>timed out after %1 waiting for the store %2 (a query on %3 (a lock held by another session, or a very large store?))</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Abfrage auf %3 (eine Sperre einer anderen Sitzung oder ein sehr großer Store?))</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="406"/>
        <source>timed out after %1 waiting for the store %2 (a query on %3 (a lock held by another session, or a very large store?)); nothing was written</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Abfrage auf %3 (eine Sperre einer anderen Sitzung oder ein sehr großer Store?)); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="407"/>
        <source>timed out after %1 waiting for the store %2 (a query on %3 (a lock held by another session, or a very large store?): %4)</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Abfrage auf %3 (eine Sperre einer anderen Sitzung oder ein sehr großer Store?): %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="408"/>
        <source>timed out after %1 waiting for the store %2 (a query on %3 (a lock held by another session, or a very large store?): %4); nothing was written</source>
        <translation>Zeitüberschreitung nach %1 beim Warten auf den Store %2 (eine Abfrage auf %3 (eine Sperre einer anderen Sitzung oder ein sehr großer Store?): %4); nichts wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="409"/>
        <source>(currency not recorded)</source>
        <translation>(Währung nicht erfasst)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="410"/>
        <source>domain is frozen: no reason recorded</source>
        <translation>Domäne ist eingefroren: kein Grund erfasst</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="412"/>
        <source>dual control is off in this store, so there are no changes to decide</source>
        <translation>die Vier-Augen-Kontrolle ist in diesem Store ausgeschaltet, es gibt also keine Änderungen zu entscheiden</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="413"/>
        <source>change %1 does not exist in this store; see `sealctl change list`</source>
        <translation>Änderung %1 gibt es in diesem Store nicht; siehe `sealctl change list`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="414"/>
        <source>change %1 expired at %2 without a decision; nothing changed, propose it again</source>
        <translation>Änderung %1 ist am %2 ohne Entscheidung abgelaufen; nichts wurde geändert, schlagen Sie sie erneut vor</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="415"/>
        <source>change %1 is already %2; there is nothing to decide</source>
        <translation>Änderung %1 ist bereits %2; es gibt nichts zu entscheiden</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="416"/>
        <source>change %1 was proposed by role %2: only its proposer may withdraw it</source>
        <translation>Änderung %1 wurde von Rolle %2 vorgeschlagen: nur wer sie vorgeschlagen hat, darf sie zurückziehen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="417"/>
        <source>change %1 was proposed by role %2 itself: another operator must decide it (the proposer may withdraw it)</source>
        <translation>Änderung %1 wurde von Rolle %2 selbst vorgeschlagen: ein anderer Operator muss über sie entscheiden (wer sie vorgeschlagen hat, darf sie zurückziehen)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="418"/>
        <source>rejecting a change needs a reason (--reason TEXT)</source>
        <translation>das Ablehnen einer Änderung braucht einen Grund (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="419"/>
        <source>change %1 not applied, and still pending: the act was refused: %2</source>
        <translation>Änderung %1 nicht angewendet und weiterhin ausstehend: die Handlung wurde verweigert: %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="420"/>
        <source>change %1 approved by role %2 and applied</source>
        <translation>Änderung %1 von Rolle %2 genehmigt und angewendet</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="421"/>
        <source>change %1: connection lost; re-checked after reconnecting: it was approved by role %2 and applied</source>
        <translation>Änderung %1: Verbindung verloren; nach dem Wiederverbinden geprüft: sie wurde von Rolle %2 genehmigt und angewendet</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="422"/>
        <source>change %1: the connection was lost while it was being approved</source>
        <translation>Änderung %1: die Verbindung ging verloren, während sie genehmigt wurde</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="423"/>
        <source>change %1: %2; nothing changed</source>
        <translation>Änderung %1: %2; nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="424"/>
        <source>change %1 rejected by role %2 (reason: %3); nothing of it was written</source>
        <translation>Änderung %1 von Rolle %2 abgelehnt (Grund: %3); nichts davon wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="425"/>
        <source>change %1 withdrawn by role %2; nothing of it was written</source>
        <translation>Änderung %1 von Rolle %2 zurückgezogen; nichts davon wurde geschrieben</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="426"/>
        <source>change %1: connection lost; re-checked after reconnecting: the decision landed</source>
        <translation>Änderung %1: Verbindung verloren; nach dem Wiederverbinden geprüft: die Entscheidung ist angekommen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="427"/>
        <source>change %1: connection lost; re-checked after reconnecting: the decision did not land, the change is as it was</source>
        <translation>Änderung %1: Verbindung verloren; nach dem Wiederverbinden geprüft: die Entscheidung ist nicht angekommen, die Änderung ist unverändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="428"/>
        <source>change %1: connection lost and the store could not be reached again: not known whether the decision landed; check with `sealctl change show %1`</source>
        <translation>Änderung %1: Verbindung verloren, und der Store war nicht wieder erreichbar: nicht bekannt, ob die Entscheidung angekommen ist; prüfen Sie es mit `sealctl change show %1`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="429"/>
        <source>under dual control this is proposed to a second operator, and a proposal needs a reason (--reason TEXT); nothing changed</source>
        <translation>unter Vier-Augen-Kontrolle wird dies einem zweiten Operator vorgeschlagen, und ein Vorschlag braucht einen Grund (--reason TEXT); nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="430"/>
        <source>dual control: proposed as change %1 by role %2, not written; a second operator must approve it (sealctl change approve %1) before %3</source>
        <translation>Vier-Augen-Kontrolle: von Rolle %2 als Änderung %1 vorgeschlagen, nicht geschrieben; ein zweiter Operator muss sie vor %3 genehmigen (sealctl change approve %1)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="431"/>
        <source>dual control is on and this loosens a control, so it needs a second operator; nothing changed (propose it through the console or sealctl, which then asks another operator)</source>
        <translation>die Vier-Augen-Kontrolle ist eingeschaltet, und dies lockert eine Kontrolle, braucht also einen zweiten Operator; nichts wurde geändert (über die Konsole oder sealctl vorschlagen, die dann einen anderen Operator fragen)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="432"/>
        <source>the proposed verdict &apos;%1&apos; is not one the kernel knows</source>
        <translation>der vorgeschlagene Befund „%1“ ist keiner, den der Kernel kennt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="433"/>
        <source>dual control is not installed into schema %1: PUBLIC may CREATE in it, so any role could plant a function or operator there that the guard would resolve; first run, as the schema&apos;s owner: REVOKE CREATE ON SCHEMA %1 FROM PUBLIC</source>
        <translation>die Vier-Augen-Kontrolle wird nicht in Schema %1 eingerichtet: PUBLIC darf dort CREATE, also könnte jede Rolle dort eine Funktion oder einen Operator ablegen, die der Wächter auflösen würde; zuerst als Eigentümer des Schemas ausführen: REVOKE CREATE ON SCHEMA %1 FROM PUBLIC</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="434"/>
        <source>change %1 was not applied: its %2 %3 is no longer what the proposal showed as before; nothing changed, see `sealctl change show %1` and propose again</source>
        <translation>Änderung %1 wurde nicht angewendet: %2 %3 ist nicht mehr das, was der Vorschlag als Vorher-Wert zeigte; nichts wurde geändert, siehe `sealctl change show %1`, dann erneut vorschlagen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="318"/>
        <source>a proof needs a path</source>
        <translation>ein Nachweis braucht einen Pfad</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="319"/>
        <source>green proof recorded by role %1</source>
        <translation>grüner Nachweis von Rolle %1 erfasst</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="320"/>
        <source>RED proof recorded by role %1; a CLEARED policy is withdrawn until a green one follows</source>
        <translation>ROTER Nachweis von Rolle %1 erfasst; eine CLEARED-Richtlinie ist zurückgezogen, bis ein grüner folgt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="322"/>
        <source>intent %1&apos;s holder is still within its lease — the effect may be mid-flight; settle() only resolves abandoned claims</source>
        <translation>der Halter von Intent %1 ist noch innerhalb seiner Lease — die Wirkung kann gerade unterwegs sein; settle() klärt nur aufgegebene Ansprüche</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="323"/>
        <source>intent %1 is not a hold (state %2, tier %3): nothing to settle</source>
        <translation>Intent %1 ist kein Schwebefall (Zustand %2, Klasse %3): nichts zu klären</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="324"/>
        <source>intent %1 (state %2, tier %3) is not sealed: there is nothing to confirm until its effect is sealed; an open intent whose lease ran out is a hold: see `sealctl holds`</source>
        <translation>Intent %1 (Zustand %2, Klasse %3) ist nicht versiegelt: es gibt nichts zu bestätigen, bis seine Wirkung versiegelt ist; ein offener Intent mit abgelaufener Lease ist ein Schwebefall: siehe `sealctl holds`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="325"/>
        <source>intent %1 (state %2, tier %3) is not sealed: there is nothing to confirm until its effect is sealed</source>
        <translation>Intent %1 (Zustand %2, Klasse %3) ist nicht versiegelt: es gibt nichts zu bestätigen, bis seine Wirkung versiegelt ist</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="326"/>
        <source>intent %1 (state %2, tier %3) is world-confirmed already: nothing to witness</source>
        <translation>Intent %1 (Zustand %2, Klasse %3) ist bereits von der Welt bestätigt: nichts zu bezeugen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="327"/>
        <source>intent %1 (state %2, tier %3) has diverged, and divergence is sticky: reconcile it (see `sealctl divergences`)</source>
        <translation>Intent %1 (Zustand %2, Klasse %3) ist abgewichen, und eine Abweichung bleibt bestehen: gleichen Sie sie ab (siehe `sealctl divergences`)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="328"/>
        <source>intent %1 (state %2, tier %3) is a hold (the world&apos;s answer was unknown): settle it with `sealctl settle %1 --witness URL`</source>
        <translation>Intent %1 (Zustand %2, Klasse %3) ist ein Schwebefall (die Antwort der Welt war unbekannt): klären Sie ihn mit `sealctl settle %1 --witness URL`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="329"/>
        <source>intent %1 (state %2, tier %3) has a tier this console does not know: nothing witnessed</source>
        <translation>Intent %1 (Zustand %2, Klasse %3) hat eine Klasse, die diese Konsole nicht kennt: nichts bezeugt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="330"/>
        <source>intent %1 settled confirmed_one by %2: healed</source>
        <translation>Intent %1 von %2 als confirmed_one geklärt: geheilt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="331"/>
        <source>intent %1 settled absent by %2: claim released, a clean retry is legitimate</source>
        <translation>Intent %1 von %2 als absent geklärt: Anspruch freigegeben, ein sauberer neuer Versuch ist zulässig</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="332"/>
        <source>intent %1 witnessed %3 by %2: diverged, domain %4 frozen</source>
        <translation>Intent %1 von %2 als %3 bezeugt: abgewichen, Domäne %4 eingefroren</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="333"/>
        <source>intent %1 witnessed %3 by %2: diverged, domain %4 stays frozen</source>
        <translation>Intent %1 von %2 als %3 bezeugt: abgewichen, Domäne %4 bleibt eingefroren</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="334"/>
        <source>intent %1 settled %3 by %2: diverged, domain %4 frozen</source>
        <translation>Intent %1 von %2 als %3 geklärt: abgewichen, Domäne %4 eingefroren</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="335"/>
        <source>intent %1 settled %3 by %2: diverged, domain %4 stays frozen</source>
        <translation>Intent %1 von %2 als %3 geklärt: abgewichen, Domäne %4 bleibt eingefroren</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="336"/>
        <source>intent %1: the world&apos;s answer is unknown; attempt recorded by %2, the hold stands</source>
        <translation>Intent %1: die Antwort der Welt ist unbekannt; Versuch von %2 erfasst, der Schwebefall bleibt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="337"/>
        <source>intent %1 witnessed confirmed_one by %2: world-confirmed</source>
        <translation>Intent %1 von %2 als confirmed_one bezeugt: von der Welt bestätigt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="338"/>
        <source>intent %1 witnessed %3 by %2: WORLD_UNKNOWN, now a hold (settle it once the provider answers)</source>
        <translation>Intent %1 von %2 als %3 bezeugt: WORLD_UNKNOWN, jetzt ein Schwebefall (klären Sie ihn, sobald der Anbieter antwortet)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="339"/>
        <source>unknown intent %1</source>
        <translation>unbekannter Intent %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="340"/>
        <source>no intent %1 in the store (never admitted, or released already): see `sealctl holds`</source>
        <translation>kein Intent %1 im Store (nie zugelassen oder bereits freigegeben): siehe `sealctl holds`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="341"/>
        <source>no intent %1 in the store (never admitted, or released already)</source>
        <translation>kein Intent %1 im Store (nie zugelassen oder bereits freigegeben)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="342"/>
        <source>connection lost while witnessing %1; re-checked after reconnecting: it landed. Do not witness it again.</source>
        <translation>Verbindung beim Bezeugen von %1 verloren; nach dem Wiederverbinden geprüft: es ist angekommen. Nicht erneut bezeugen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="343"/>
        <source>connection lost while settling %1; re-checked after reconnecting: it landed. Do not settle it again.</source>
        <translation>Verbindung beim Klären von %1 verloren; nach dem Wiederverbinden geprüft: es ist angekommen. Nicht erneut klären.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="344"/>
        <source>connection lost while witnessing %1; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.</source>
        <translation>Verbindung beim Bezeugen von %1 verloren; nach dem Wiederverbinden geprüft: es ist nicht angekommen, nichts wurde geändert. Ein erneuter Versuch ist gefahrlos.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="345"/>
        <source>connection lost while settling %1; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.</source>
        <translation>Verbindung beim Klären von %1 verloren; nach dem Wiederverbinden geprüft: es ist nicht angekommen, nichts wurde geändert. Ein erneuter Versuch ist gefahrlos.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="346"/>
        <source>connection lost while witnessing %1 and the store could not be re-read: not known whether it landed. Check with `sealctl holds` and `sealctl receipt %1 --format json` before trying again.</source>
        <translation>Verbindung beim Bezeugen von %1 verloren, und der Store konnte nicht erneut gelesen werden: nicht bekannt, ob es angekommen ist. Prüfen Sie es mit `sealctl holds` und `sealctl receipt %1 --format json`, bevor Sie es erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="347"/>
        <source>connection lost while settling %1 and the store could not be re-read: not known whether it landed. Check with `sealctl holds` and `sealctl receipt %1 --format json` before trying again.</source>
        <translation>Verbindung beim Klären von %1 verloren, und der Store konnte nicht erneut gelesen werden: nicht bekannt, ob es angekommen ist. Prüfen Sie es mit `sealctl holds` und `sealctl receipt %1 --format json`, bevor Sie es erneut versuchen.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="348"/>
        <source>%1 (role %2 needs write privileges on the seal tables)</source>
        <translation>%1 (Rolle %2 braucht Schreibrechte auf den Seal-Tabellen)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="351"/>
        <source>no policy set — safe default</source>
        <translation>keine Richtlinie gesetzt — sichere Voreinstellung</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="352"/>
        <source>cleared by policy but NO proof recorded — clearance not earned</source>
        <translation>per Richtlinie freigegeben, aber KEIN Nachweis erfasst — Freigabe nicht verdient</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="353"/>
        <source>last storm on this path was RED — clearance withdrawn</source>
        <translation>der letzte Storm auf diesem Pfad war ROT — Freigabe zurückgezogen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="354"/>
        <source>seal_clearance.max_proof_age_sec or the proof&apos;s time of path %1 is NaN — clearance not in force</source>
        <translation>seal_clearance.max_proof_age_sec oder die Zeit des Nachweises von Pfad %1 ist NaN — Freigabe nicht in Kraft</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="355"/>
        <source>proof is stale (%1h old) — clearance expired</source>
        <translation>Nachweis ist veraltet (%1 h alt) — Freigabe abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="356"/>
        <source>clearance is %1 (policy %2): no policy set — safe default</source>
        <translation>Freigabe ist %1 (Richtlinie %2): keine Richtlinie gesetzt — sichere Voreinstellung</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="357"/>
        <source>clearance is %1 (policy %2): cleared by policy but NO proof recorded — clearance not earned</source>
        <translation>Freigabe ist %1 (Richtlinie %2): per Richtlinie freigegeben, aber KEIN Nachweis erfasst — Freigabe nicht verdient</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="358"/>
        <source>clearance is %1 (policy %2): last storm on this path was RED — clearance withdrawn</source>
        <translation>Freigabe ist %1 (Richtlinie %2): der letzte Storm auf diesem Pfad war ROT — Freigabe zurückgezogen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="359"/>
        <source>clearance is %1 (policy %2): seal_clearance.max_proof_age_sec or the proof&apos;s time of path %3 is NaN — clearance not in force</source>
        <translation>Freigabe ist %1 (Richtlinie %2): seal_clearance.max_proof_age_sec oder die Zeit des Nachweises von Pfad %3 ist NaN — Freigabe nicht in Kraft</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="360"/>
        <source>clearance is %1 (policy %2): proof is stale (%3h old) — clearance expired</source>
        <translation>Freigabe ist %1 (Richtlinie %2): Nachweis ist veraltet (%3 h alt) — Freigabe abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="361"/>
        <source>cancelling needs a reason (--reason TEXT); nothing changed</source>
        <translation>Aufheben braucht einen Grund (--reason TEXT); nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="362"/>
        <source>resolving needs a note (--note TEXT); nothing changed</source>
        <translation>Erledigen braucht eine Notiz (--note TEXT); nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="363"/>
        <source>no active obligation &apos;%1&apos;; nothing changed (see `sealctl obligations`)</source>
        <translation>keine aktive Verpflichtung „%1“; nichts wurde geändert (siehe `sealctl obligations`)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="364"/>
        <source>no unresolved breach %1; nothing changed (see `sealctl obligations`)</source>
        <translation>kein offener Verstoß %1; nichts wurde geändert (siehe `sealctl obligations`)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="365"/>
        <source>obligation %1 (%2): deactivated by role %3 (reason: %4); no sweep judges it again</source>
        <translation>Verpflichtung %1 (%2): von Rolle %3 deaktiviert (Grund: %4); kein Prüflauf beurteilt sie mehr</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="366"/>
        <source>breach %1 (obligation %2, %3): resolved by role %4 (note: %5); the breach cert stays on the chain and the licence stays suspended</source>
        <translation>Verstoß %1 (Verpflichtung %2, %3): von Rolle %4 erledigt (Notiz: %5); das Zertifikat des Verstoßes bleibt in der Kette, und die Lizenz bleibt gesperrt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="367"/>
        <source>seal_obligations has Seal Desk&apos;s withdrawn layout, not the kernel&apos;s: obligations are unavailable on this store, and Seal Desk neither reads, sweeps nor changes that table. What to do: the store&apos;s owner keeps a copy of its rows if they are still wanted (pg_dump -t seal_obligations), drops or renames it, then runs `sealctl obligations setup` (or the kernel&apos;s own setup) to create the kernel&apos;s tables and declares the duties again with `sealctl obligation expect`</source>
        <translation>seal_obligations hat das zurückgezogene Layout von Seal Desk, nicht das des Kernels: Verpflichtungen sind in diesem Store nicht verfügbar, und Seal Desk liest, prüft und ändert diese Tabelle nicht. Was zu tun ist: Der Eigentümer des Stores sichert ihre Zeilen, falls sie noch gebraucht werden (pg_dump -t seal_obligations), löscht oder benennt die Tabelle um, führt dann `sealctl obligations setup` (oder das Setup des Kernels) aus, um die Tabellen des Kernels anzulegen, und erklärt die Pflichten erneut mit `sealctl obligation expect`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="368"/>
        <source>seal_obligations has Seal Desk&apos;s withdrawn layout, not the kernel&apos;s: obligations are unavailable on this store, and Seal Desk neither reads, sweeps nor changes that table. What to do: the store&apos;s owner keeps a copy of its rows if they are still wanted (pg_dump -t seal_obligations), drops or renames it, then runs `sealctl obligations setup` (or the kernel&apos;s own setup) to create the kernel&apos;s tables and declares the duties again with `sealctl obligation expect`; nothing changed</source>
        <translation>seal_obligations hat das zurückgezogene Layout von Seal Desk, nicht das des Kernels: Verpflichtungen sind in diesem Store nicht verfügbar, und Seal Desk liest, prüft und ändert diese Tabelle nicht. Was zu tun ist: Der Eigentümer des Stores sichert ihre Zeilen, falls sie noch gebraucht werden (pg_dump -t seal_obligations), löscht oder benennt die Tabelle um, führt dann `sealctl obligations setup` (oder das Setup des Kernels) aus, um die Tabellen des Kernels anzulegen, und erklärt die Pflichten erneut mit `sealctl obligation expect`; nichts wurde geändert</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="369"/>
        <source>obligations are not set up in this store: it has no %1 (`sealctl obligations setup` or the kernel&apos;s own setup creates the kernel&apos;s tables; reading never does)</source>
        <translation>Verpflichtungen sind in diesem Store nicht eingerichtet: Es fehlt %1 (`sealctl obligations setup` oder das Setup des Kernels legt die Tabellen des Kernels an; Lesen tut das nie)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="370"/>
        <source>obligations are not set up in this store: it has no %1 (`sealctl obligations setup` or the kernel&apos;s own setup creates the kernel&apos;s tables; reading never does); nothing changed</source>
        <translation>Verpflichtungen sind in diesem Store nicht eingerichtet: Es fehlt %1 (`sealctl obligations setup` oder das Setup des Kernels legt die Tabellen des Kernels an; Lesen tut das nie); nichts wurde geändert</translation>
    </message>
</context>
<context>
    <name>seal::DocumentationDialog</name>
    <message>
        <location filename="../views/dialogs/documentation_dialog.cpp" line="59"/>
        <source>Seal Desk documentation</source>
        <translation>Seal-Desk-Dokumentation</translation>
    </message>
    <message>
        <location filename="../views/dialogs/documentation_dialog.cpp" line="64"/>
        <source>README</source>
        <translation>README</translation>
    </message>
    <message>
        <location filename="../views/dialogs/documentation_dialog.cpp" line="66"/>
        <source>The guide from the README of this version, for approvers, operators and security staff (in English).</source>
        <translation>Die Anleitung aus dem README dieser Version, für Freigebende, Betreiber und Sicherheitsverantwortliche (auf Englisch).</translation>
    </message>
</context>
<context>
    <name>seal::DualControlNote</name>
    <message>
        <location filename="../views/writes/dual_control_note.cpp" line="14"/>
        <source>Dual control:</source>
        <translation>Vier-Augen-Kontrolle:</translation>
    </message>
    <message>
        <location filename="../views/writes/dual_control_note.cpp" line="15"/>
        <source>this loosens a control, so it will be proposed, not written: a second operator must approve it on the Changes page before it takes effect. Asked: %1.</source>
        <translation>dies lockert eine Kontrolle, wird also vorgeschlagen, nicht geschrieben: ein zweiter Operator muss es auf der Seite Änderungen genehmigen, bevor es wirkt. Gefragt: %1.</translation>
    </message>
    <message>
        <location filename="../views/writes/dual_control_note.cpp" line="23"/>
        <source>once a second operator approves: %1</source>
        <translation>sobald ein zweiter Operator genehmigt: %1</translation>
    </message>
    <message>
        <location filename="../views/writes/dual_control_note.cpp" line="27"/>
        <source>Propose</source>
        <translation>Vorschlagen</translation>
    </message>
</context>
<context>
    <name>seal::DualControlState</name>
    <message>
        <location filename="../models/change_model.cpp" line="59"/>
        <source>any operator role but %1</source>
        <translation>jede Operator-Rolle außer %1</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="61"/>
        <source>nobody: no other member of seal_operator can log in</source>
        <translation>niemand: kein anderes Mitglied von seal_operator kann sich anmelden</translation>
    </message>
</context>
<context>
    <name>seal::EnvironmentBanner</name>
    <message>
        <location filename="../views/widgets/environment_banner.cpp" line="15"/>
        <source>Production warning</source>
        <translation>Warnung: Produktivumgebung</translation>
    </message>
    <message>
        <location filename="../views/widgets/environment_banner.cpp" line="27"/>
        <source>PRODUCTION — writes here move real money</source>
        <translation>PRODUKTION — Schreibvorgänge hier bewegen echtes Geld</translation>
    </message>
</context>
<context>
    <name>seal::EventModel</name>
    <message>
        <location filename="../models/event_model.cpp" line="107"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="125"/>
        <source>(all paths)</source>
        <translation>(alle Pfade)</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="24"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="25"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="26"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="27"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="28"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="29"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
</context>
<context>
    <name>seal::EventsPage</name>
    <message>
        <location filename="../views/pages/events_page.cpp" line="60"/>
        <source>Event detail</source>
        <translation>Ereignisdetails</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="104"/>
        <source>Event kind</source>
        <translation>Ereignisart</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="105"/>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="107"/>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="109"/>
        <source>Events from</source>
        <translation>Ereignisse ab</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="110"/>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="112"/>
        <source>Events before</source>
        <translation>Ereignisse vor</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="113"/>
        <source>&amp;Clear filters</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="133"/>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="147"/>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="197"/>
        <source>The time range is empty: “To” must be after “From”.</source>
        <translation>Der Zeitraum ist leer: „Bis“ muss nach „Von“ liegen.</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="243"/>
        <source>The event log is empty.</source>
        <translation>Das Ereignisprotokoll ist leer.</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="244"/>
        <source>No event matches the filters.</source>
        <translation>Kein Ereignis entspricht den Filtern.</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="279"/>
        <source>No event selected.</source>
        <translation>Kein Ereignis ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="285"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="288"/>
        <source>Event #%1
Time: %2
Kind: %3
Path: %4
Intent: %5

Detail:
</source>
        <translation>Ereignis #%1
Zeit: %2
Art: %3
Pfad: %4
Intent: %5

Detail:
</translation>
    </message>
</context>
<context>
    <name>seal::EvidenceExporter</name>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="142"/>
        <source>Building the authorization receipt (verifies the whole chain)…</source>
        <translation>Autorisierungsbeleg wird erstellt (verifiziert die ganze Kette)…</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="160"/>
        <source>Authorization receipt: %1 (%2); %3.</source>
        <translation>Autorisierungsbeleg: %1 (%2); %3.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="168"/>
        <source>Building the incident receipt (verifies the whole chain)…</source>
        <translation>Vorfallsbeleg wird erstellt (verifiziert die ganze Kette)…</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="174"/>
        <source>Incident receipt, digest %1; %2.</source>
        <translation>Vorfallsbeleg, Digest %1; %2.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="181"/>
        <source>Writing the intent&apos;s story…</source>
        <translation>Die Geschichte des Intents wird geschrieben…</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="199"/>
        <source>The story of intent %1: %n step(s), each with who did it and with what evidence.</source>
        <translation>
            <numerusform>Die Geschichte des Intents %1: %n Schritt, mit wer ihn getan hat und mit welchem Nachweis.</numerusform>
            <numerusform>Die Geschichte des Intents %1: %n Schritte, jeder mit wer ihn getan hat und mit welchem Nachweis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="207"/>
        <source>Building the portable receipt (seal-receipt/1)…</source>
        <translation>Portabler Beleg wird erstellt (seal-receipt/1)…</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="218"/>
        <source>Portable receipt (seal-receipt/1): %Ln cert(s) with the kernel&apos;s own hashes and signatures; check it with the kernel&apos;s public key pinned.</source>
        <translation>
            <numerusform>Portabler Beleg (seal-receipt/1): %Ln Zertifikat mit den eigenen Hashes und Signaturen des Kernels; prüfen Sie ihn mit dem festgelegten öffentlichen Schlüssel des Kernels.</numerusform>
            <numerusform>Portabler Beleg (seal-receipt/1): %Ln Zertifikate mit den eigenen Hashes und Signaturen des Kernels; prüfen Sie ihn mit dem festgelegten öffentlichen Schlüssel des Kernels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="248"/>
        <source>%Ln cert(s) exported, seq %1 to %2.</source>
        <translation>
            <numerusform>%Ln Zertifikat exportiert, seq %1 bis %2.</numerusform>
            <numerusform>%Ln Zertifikate exportiert, seq %1 bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="228"/>
        <source>Exporting certs seq %1 to %2…</source>
        <translation>Zertifikate seq %1 bis %2 werden exportiert…</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="104"/>
        <source>another export is still being written</source>
        <translation>ein anderer Export wird noch geschrieben</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="249"/>
        <location filename="../models/actions/evidence_export.cpp" line="250"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="256"/>
        <source>Building the report (verifies the whole chain)…</source>
        <translation>Bericht wird erstellt (verifiziert die ganze Kette)…</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="273"/>
        <source>Report; %1.</source>
        <translation>Bericht; %1.</translation>
    </message>
</context>
<context>
    <name>seal::EvidenceFiles</name>
    <message>
        <location filename="../models/services/evidence_files.cpp" line="18"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../models/services/evidence_files.cpp" line="78"/>
        <source>cannot write: %1</source>
        <translation>kann nicht schreiben: %1</translation>
    </message>
</context>
<context>
    <name>seal::EvidenceJob</name>
    <message>
        <location filename="../models/services/background_job.hpp" line="113"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>seal::FrozenDomainModel</name>
    <message>
        <location filename="../models/divergence_model.cpp" line="153"/>
        <location filename="../models/divergence_model.cpp" line="169"/>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="55"/>
        <source>Domain</source>
        <translation>Domäne</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="56"/>
        <source>Frozen since</source>
        <translation>Eingefroren seit</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="57"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="58"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="166"/>
        <source>Frozen domain: %1
Frozen since: %2
Reason: %3

Evidence:
%4</source>
        <translation>Eingefrorene Domäne: %1
Eingefroren seit: %2
Grund: %3

Nachweis:
%4</translation>
    </message>
</context>
<context>
    <name>seal::HoldsModel</name>
    <message>
        <location filename="../models/holds_model.cpp" line="24"/>
        <source>Lease expired</source>
        <translation>Frist abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="26"/>
        <source>World unknown</source>
        <translation>Welt unbekannt</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="28"/>
        <source>In flight</source>
        <translation>Laufend</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="37"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="57"/>
        <source>from its newest approval request</source>
        <translation>aus der neuesten Freigabeanfrage</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="60"/>
        <source>from its budget reservation</source>
        <translation>aus der Budgetreservierung</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="61"/>
        <source>reserved against budget %1</source>
        <translation>reserviert gegen Budget %1</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="63"/>
        <source>from the gateway&apos;s ticket, issued and not yet executed</source>
        <translation>aus dem Ticket des Gateways, ausgestellt und noch nicht ausgeführt</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="67"/>
        <source>not known: no approval request, budget reservation or pending ticket names it</source>
        <translation>unbekannt: keine Freigabeanfrage, Budgetreservierung und kein offenes Ticket nennt ihn</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="130"/>
        <source>In flight: its lease has not passed yet; nothing to settle</source>
        <translation>Laufend: die Frist ist noch nicht verstrichen; nichts zu klären</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="42"/>
        <source>Hold</source>
        <translation>Schwebefall</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="42"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="43"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="43"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="44"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="44"/>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="45"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="45"/>
        <source>Tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="46"/>
        <source>Lease until</source>
        <translation>Frist bis</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="46"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="47"/>
        <source>Last cert</source>
        <translation>Letztes Zertifikat</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="47"/>
        <source>Cert hash</source>
        <translation>Zert.-Hash</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="48"/>
        <source>Cert tier</source>
        <translation>Zert.-Klasse</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="48"/>
        <source>Cert world</source>
        <translation>Zert.-Welt</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="194"/>
        <source>The intent&apos;s amount: from its newest approval request, else its budget reservation, else the gateway&apos;s pending ticket; — when none of them names it</source>
        <translation>Der Betrag des Intents: aus der neuesten Freigabeanfrage, sonst aus der Budgetreservierung, sonst aus dem offenen Ticket des Gateways; —, wenn keines davon ihn nennt</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="212"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="136"/>
        <source>Opened %1; age as of %2</source>
        <translation>Eröffnet %1; Alter zum Stand %2</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="197"/>
        <source>Time since the intent was opened, as of the last read (oldest first)</source>
        <translation>Zeit seit Eröffnung des Intents, zum Stand des letzten Lesens (älteste zuerst)</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="207"/>
        <source>%1
Intent: %2
Path: %3
Action: %4
Amount: %5
State: %6
Tier: %7
Lease until: %8
Created: %9 (age %10)
</source>
        <translation>%1
Intent: %2
Pfad: %3
Aktion: %4
Betrag: %5
Status: %6
Klasse: %7
Frist bis: %8
Erstellt: %9 (Alter %10)
</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="218"/>
        <source>
No cert names this intent yet.</source>
        <translation>
Noch kein Zertifikat nennt diesen Intent.</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="220"/>
        <source>
Last cert: #%1 at %2
Hash: %3
Tier: %4
World: %5</source>
        <translation>
Letztes Zertifikat: #%1 am %2
Hash: %3
Klasse: %4
Welt: %5</translation>
    </message>
</context>
<context>
    <name>seal::HoldsPage</name>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="40"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="60"/>
        <source>Heal %1: append a healed cert and seal the intent WORLD_FINAL.</source>
        <translation>%1 heilen: ein geheiltes Zertifikat anhängen und den Intent als WORLD_FINAL versiegeln.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="62"/>
        <source>Append a witnessed cert for %1: its tier becomes WORLD_FINAL.</source>
        <translation>Ein bezeugtes Zertifikat für %1 anhängen: seine Klasse wird WORLD_FINAL.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="66"/>
        <source>Release %1: delete the intent row so a clean retry is legitimate.</source>
        <translation>Reservierung von %1 aufheben: die Intent-Zeile löschen, damit ein sauberer neuer Versuch zulässig ist.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="70"/>
        <source>Mark %1 diverged: append a witnessed cert (WORLD_DIVERGED) and freeze domain %2.</source>
        <translation>%1 als abweichend markieren: ein bezeugtes Zertifikat (WORLD_DIVERGED) anhängen und Domäne %2 einfrieren.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="74"/>
        <source>Record a settle attempt for %1: nothing else changes and the hold stands.</source>
        <translation>Einen Klärungsversuch für %1 erfassen: sonst ändert sich nichts, und der Schwebefall bleibt bestehen.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="85"/>
        <source>Settled: the effect happened exactly once — the intent is final and no longer held.</source>
        <translation>Geklärt: die Wirkung geschah genau einmal — der Intent ist endgültig und kein Schwebefall mehr.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="88"/>
        <source>Settled: nothing happened — the claim is released and the hold is gone; a clean retry is legitimate.</source>
        <translation>Geklärt: nichts geschah — die Reservierung ist aufgehoben und der Schwebefall erledigt; ein sauberer neuer Versuch ist zulässig.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="92"/>
        <source>Settled: the world and the chain disagree — the intent is marked diverged (see Divergences).</source>
        <translation>Geklärt: Welt und Kette widersprechen sich — der Intent ist als abweichend markiert (siehe Abweichungen).</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="95"/>
        <source>Not settled: what happened is still unknown — only the attempt is recorded and the hold stands.</source>
        <translation>Nicht geklärt: was geschah, ist weiterhin unbekannt — nur der Versuch ist erfasst, und der Schwebefall bleibt bestehen.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="99"/>
        <source>Witnessed: the provider&apos;s answer is recorded on a witnessed cert.</source>
        <translation>Bezeugt: die Antwort des Anbieters ist in einem Zeugen-Zertifikat erfasst.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="118"/>
        <source>intent %1, path %2</source>
        <translation>Intent %1, Pfad %2</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="128"/>
        <source>Held intents: nobody knows yet what the world did (oldest first)</source>
        <translation>Intents in der Schwebe: noch weiß niemand, was in der Welt geschah (älteste zuerst)</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="136"/>
        <source>Held intents</source>
        <translation>Intents in der Schwebe</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="139"/>
        <source>Intents in flight</source>
        <translation>Laufende Intents</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="146"/>
        <source>In flight: the lease has not passed yet, nothing to settle</source>
        <translation>Laufend: die Frist ist noch nicht verstrichen, nichts zu klären</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="148"/>
        <source>&amp;Settle…</source>
        <translation>&amp;Klären…</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="152"/>
        <source>S&amp;top asking</source>
        <translation>Fra&amp;ge abbrechen</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="154"/>
        <source>Stop the question to the provider witness: nothing is written</source>
        <translation>Die Frage an den Anbieter-Zeugen abbrechen: nichts wird geschrieben</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="161"/>
        <source>Hold detail</source>
        <translation>Details des Schwebefalls</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="162"/>
        <source>Last settle</source>
        <translation>Letzte Klärung</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="163"/>
        <location filename="../views/pages/holds_page.cpp" line="308"/>
        <source>No settle in this session yet.</source>
        <translation>Noch keine Klärung in dieser Sitzung.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="247"/>
        <source>No holds: every intent&apos;s outcome is known.</source>
        <translation>Keine Schwebefälle: der Ausgang jedes Intents ist bekannt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/holds_page.cpp" line="251"/>
        <source>In flight (lease not passed yet, not actionable): %n intent(s)</source>
        <translation>
            <numerusform>Laufend (Frist noch nicht verstrichen, nicht bearbeitbar): %n Intent</numerusform>
            <numerusform>Laufend (Frist noch nicht verstrichen, nicht bearbeitbar): %n Intents</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="293"/>
        <source>No hold selected.</source>
        <translation>Kein Schwebefall ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="301"/>
        <source>Settle of %1

%2</source>
        <translation>Klärung von %1

%2</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="319"/>
        <source>No settle of the selected hold in this session.

The last settle was of another hold, %1:
%2
%3</source>
        <translation>Keine Klärung des ausgewählten Schwebefalls in dieser Sitzung.

Die letzte Klärung betraf einen anderen Schwebefall, %1:
%2
%3</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="322"/>
        <source>Select it to see the whole result.</source>
        <translation>Wählen Sie ihn aus, um das ganze Ergebnis zu sehen.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="322"/>
        <source>It is no longer held.</source>
        <translation>Er ist kein Schwebefall mehr.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="328"/>
        <source>a settle is in progress</source>
        <translation>eine Klärung läuft gerade</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="329"/>
        <source>select a hold to settle</source>
        <translation>einen Schwebefall auswählen, um ihn zu klären</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="335"/>
        <source>Say what the world did for the selected hold</source>
        <translation>Angeben, was in der Welt für den ausgewählten Schwebefall geschah</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="336"/>
        <source>Settle is unavailable: %1</source>
        <translation>Klären nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="368"/>
        <source>Asking the provider witness %1 about %2…</source>
        <translation>Der Anbieter-Zeuge %1 wird zu %2 befragt…</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="383"/>
        <source>the question to the provider witness was stopped</source>
        <translation>die Frage an den Anbieter-Zeugen wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="399"/>
        <source>Settle hold</source>
        <translation>Schwebefall klären</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="402"/>
        <source>%1 on %2, intent %3</source>
        <translation>%1 auf %2, Intent %3</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="403"/>
        <source>no amount known</source>
        <translation>kein Betrag bekannt</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="408"/>
        <source>Intent:</source>
        <translation>Intent:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="409"/>
        <source>Path:</source>
        <translation>Pfad:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="410"/>
        <source>Action:</source>
        <translation>Aktion:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="411"/>
        <source>Now:</source>
        <translation>Jetzt:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="411"/>
        <source>state %1, tier %2</source>
        <translation>Status %1, Klasse %2</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="412"/>
        <source>Attested verdict:</source>
        <translation>Bestätigter Befund:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="412"/>
        <source>Witness verdict:</source>
        <translation>Befund des Zeugen:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="414"/>
        <source>Count:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="414"/>
        <source>(not known)</source>
        <translation>(nicht bekannt)</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="415"/>
        <source>Evidence kept:</source>
        <translation>Gespeicherter Nachweis:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="416"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="416"/>
        <source>operator (attested)</source>
        <translation>Operator (bestätigt)</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="418"/>
        <source>Settle</source>
        <translation>Klären</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="462"/>
        <source>
Verdict: %1
</source>
        <translation>
Befund: %1
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="474"/>
        <source>Cert appended: #%1 (hash %2)
</source>
        <translation>Zertifikat angehängt: #%1 (Hash %2)
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="110"/>
        <location filename="../views/pages/holds_page.cpp" line="428"/>
        <source>Settle %1</source>
        <translation>%1 klären</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="464"/>
        <source>Nothing changed but the recorded attempt; the hold stands.
</source>
        <translation>Nichts geändert außer dem erfassten Versuch; der Schwebefall bleibt bestehen.
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="466"/>
        <source>Intent: %1, tier %2 → row deleted (claim released)
</source>
        <translation>Intent: %1, Klasse %2 → Zeile gelöscht (Reservierung aufgehoben)
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="469"/>
        <source>Intent: %1 → %2, tier %3 → %4
</source>
        <translation>Intent: %1 → %2, Klasse %3 → %4
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="476"/>
        <source>Cert appended: none
</source>
        <translation>Zertifikat angehängt: keines
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="478"/>
        <source>Domain %1 frozen: it admits nothing until unfrozen
</source>
        <translation>Domäne %1 eingefroren: sie lässt nichts zu, bis das Einfrieren aufgehoben ist
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="480"/>
        <source>Path: %1, settle id %2
Written as: %3</source>
        <translation>Pfad: %1, Klärungs-ID %2
Geschrieben als: %3</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="374"/>
        <location filename="../views/pages/holds_page.cpp" line="450"/>
        <source>Settle: nothing written — %1</source>
        <translation>Klären: nichts geschrieben — %1</translation>
    </message>
</context>
<context>
    <name>seal::IntentPurposePane</name>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="35"/>
        <source>What it is for</source>
        <translation>Wofür es ist</translation>
    </message>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="42"/>
        <source>Intent &amp;story…</source>
        <translation>&amp;Geschichte des Intents…</translation>
    </message>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="44"/>
        <source>Everything the store knows about this intent, in time order</source>
        <translation>Alles, was der Store über diesen Intent weiß, in zeitlicher Reihenfolge</translation>
    </message>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="52"/>
        <source>Could not read the intent: %1</source>
        <translation>Der Intent ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="69"/>
        <source>Reading what the store knows about the intent…</source>
        <translation>Lese, was der Store über den Intent weiß…</translation>
    </message>
</context>
<context>
    <name>seal::IntentStoryDialog</name>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="30"/>
        <source>Intent %1</source>
        <translation>Intent %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="33"/>
        <source>Loading the story of %1…</source>
        <translation>Die Geschichte von %1 wird geladen…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="37"/>
        <source>Intent summary</source>
        <translation>Intent-Übersicht</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="41"/>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="55"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="59"/>
        <source>&amp;Witness…</source>
        <translation>Be&amp;zeugen…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="65"/>
        <source>an approval decision is no effect at the provider</source>
        <translation>eine Freigabeentscheidung ist keine Wirkung beim Anbieter</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="67"/>
        <source>Ask the provider whether this intent happened, and record it</source>
        <translation>Den Anbieter fragen, ob dieser Intent stattfand, und es festhalten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="75"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="77"/>
        <source>Write this story as a PDF (who did each step, with what evidence) or as JSON</source>
        <translation>Diese Geschichte als PDF (wer jeden Schritt getan hat, mit welchem Nachweis) oder als JSON schreiben</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="79"/>
        <source>Export the intent&apos;s story</source>
        <translation>Geschichte des Intents exportieren</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="81"/>
        <source>PDF document (*.pdf);;JSON (*.json)</source>
        <translation>PDF-Dokument (*.pdf);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="91"/>
        <source>Exported to %1: %2</source>
        <translation>Exportiert nach %1: %2</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="92"/>
        <source>Not exported: %1</source>
        <translation>Nicht exportiert: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="104"/>
        <source>The story could not be read: %1</source>
        <translation>Die Geschichte konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="125"/>
        <source>The store knows nothing of intent %1: no row, cert, approval, event, mandate, ticket or reservation names it.</source>
        <translation>Der Store kennt keinen Intent %1: keine Zeile, kein Zertifikat, keine Freigabe, kein Ereignis, kein Mandat, kein Ticket und keine Reservierung nennt ihn.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="131"/>
        <source>Timeline, oldest first: %n entry(s)</source>
        <translation>
            <numerusform>Zeitleiste, älteste zuerst: %n Eintrag</numerusform>
            <numerusform>Zeitleiste, älteste zuerst: %n Einträge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::IntentStoryModel</name>
    <message>
        <location filename="../models/intent_story_model.cpp" line="19"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="20"/>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="21"/>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="22"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="23"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="28"/>
        <location filename="../models/intent_story_model.cpp" line="189"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="42"/>
        <source>held: its lease expired mid-effect; nobody knows yet what the world did</source>
        <translation>in Schwebe: die Lease lief mitten in der Wirkung ab; noch weiß niemand, was in der Welt geschah</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="44"/>
        <source>held: a witness could not find out what the world did</source>
        <translation>in Schwebe: ein Zeuge konnte nicht herausfinden, was in der Welt geschah</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="46"/>
        <source>in flight: its lease has not passed yet</source>
        <translation>in Bearbeitung: die Lease ist noch nicht abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="50"/>
        <source>not held</source>
        <translation>nicht in Schwebe</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="104"/>
        <source>Intent created</source>
        <translation>Intent angelegt</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="105"/>
        <source>Intent last updated</source>
        <translation>Intent zuletzt geändert</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="106"/>
        <source>Certificate</source>
        <translation>Zertifikat</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="107"/>
        <source>Approval requested</source>
        <translation>Freigabe beantragt</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="108"/>
        <source>Vote</source>
        <translation>Stimme</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="109"/>
        <source>Approval decided</source>
        <translation>Freigabe entschieden</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="110"/>
        <source>Approval used</source>
        <translation>Freigabe verbraucht</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="111"/>
        <source>Approval expired</source>
        <translation>Freigabe abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="112"/>
        <source>Mandate minted</source>
        <translation>Mandat ausgestellt</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="113"/>
        <source>Mandate used</source>
        <translation>Mandat verbraucht</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="114"/>
        <source>Mandate expired</source>
        <translation>Mandat abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="115"/>
        <source>Ticket spent</source>
        <translation>Ticket eingelöst</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="116"/>
        <source>Budget reservation</source>
        <translation>Budgetreservierung</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="117"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="118"/>
        <source>Domain frozen</source>
        <translation>Domäne eingefroren</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="159"/>
        <source>Intent: %1</source>
        <translation>Intent: %1</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="164"/>
        <source>Action: %1    Path: %2</source>
        <translation>Aktion: %1    Pfad: %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="167"/>
        <source>State: %1    Tier: %2</source>
        <translation>Status: %1    Klasse: %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="168"/>
        <source>Created: %1    Updated: %2</source>
        <translation>Angelegt: %1    Geändert: %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="170"/>
        <source>No intent row: the claim was released, or only other tables name this intent.</source>
        <translation>Keine Intent-Zeile: die Reservierung wurde aufgehoben, oder nur andere Tabellen nennen diesen Intent.</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="174"/>
        <source>DIVERGED: the world contradicts the chain</source>
        <translation>ABWEICHEND: die Welt widerspricht der Kette</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="176"/>
        <source>domain %1 frozen: %2</source>
        <translation>Domäne %1 eingefroren: %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="178"/>
        <source>Standing: %1</source>
        <translation>Stand: %1</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="179"/>
        <source>Certs: %1    Approval requests: %2    Events: %3    Budget reservations: %4</source>
        <translation>Zertifikate: %1    Freigabeanträge: %2    Ereignisse: %3    Budgetreservierungen: %4</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="186"/>
        <source>Mandate: %1, %2, amount %3</source>
        <translation>Mandat: %1, %2, Betrag %3</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="191"/>
        <source>Mandate: none</source>
        <translation>Mandat: keines</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="193"/>
        <source>Ticket: spent on %1 at %2</source>
        <translation>Ticket: eingelöst auf %1 am %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="196"/>
        <source>Ticket: none spent</source>
        <translation>Ticket: keines eingelöst</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="198"/>
        <source>Saga %1, step %2 (%3): graph %4, evaluated %5</source>
        <translation>Saga %1, Schritt %2 (%3): Graph %4, ausgewertet %5</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="202"/>
        <source>Cut short: a section holds more rows than the inspector reads; sealctl intent --json shows which.</source>
        <translation>Gekürzt: ein Abschnitt hat mehr Zeilen, als der Inspektor liest; sealctl intent --json zeigt, welcher.</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="205"/>
        <source>Not readable: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
</context>
<context>
    <name>seal::JsonText</name>
    <message>
        <location filename="../models/text/json_text.cpp" line="53"/>
        <source>… [line cut: %1 more bytes]</source>
        <translation>… [Zeile gekürzt: %1 weitere Bytes]</translation>
    </message>
    <message>
        <location filename="../models/text/json_text.cpp" line="71"/>
        <source>… [nested deeper than %1 levels]</source>
        <translation>… [tiefer verschachtelt als %1 Ebenen]</translation>
    </message>
    <message>
        <location filename="../models/text/json_text.cpp" line="79"/>
        <source>… [truncated: %1 bytes, showing the first %2]</source>
        <translation>… [gekürzt: %1 Bytes, gezeigt werden die ersten %2]</translation>
    </message>
</context>
<context>
    <name>seal::KeyFolder</name>
    <message>
        <location filename="../models/services/key_folder.cpp" line="63"/>
        <source>%1: the key folder cannot be created</source>
        <translation>%1: der Schlüsselordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../models/services/key_folder.cpp" line="66"/>
        <source>%1: the key folder&apos;s permissions cannot be set to 0700</source>
        <translation>%1: die Berechtigungen des Schlüsselordners lassen sich nicht auf 0700 setzen</translation>
    </message>
    <message>
        <location filename="../models/services/key_folder.cpp" line="105"/>
        <source>%1: the new key cannot be put in place (a file of that name exists?)</source>
        <translation>%1: der neue Schlüssel kann nicht abgelegt werden (gibt es bereits eine Datei dieses Namens?)</translation>
    </message>
    <message>
        <location filename="../models/services/key_folder.cpp" line="116"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../models/services/key_folder.cpp" line="123"/>
        <source>%1: this key is already in the key folder</source>
        <translation>%1: dieser Schlüssel ist bereits im Schlüsselordner</translation>
    </message>
</context>
<context>
    <name>seal::KeysDialog</name>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="79"/>
        <source>Signing keys</source>
        <translation>Signaturschlüssel</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="98"/>
        <source>The signers of the newest certs could not be read: %1</source>
        <translation>Die Unterzeichner der neuesten Zertifikate konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="107"/>
        <source>My signing keys</source>
        <translation>Meine Signaturschlüssel</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="108"/>
        <location filename="../views/dialogs/keys_dialog.cpp" line="158"/>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="108"/>
        <location filename="../views/dialogs/keys_dialog.cpp" line="158"/>
        <source>Public key</source>
        <translation>Öffentlicher Schlüssel</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="108"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="109"/>
        <source>&amp;Create…</source>
        <translation>&amp;Erstellen…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="110"/>
        <source>A new Ed25519 key in the key folder (mode 0600), the format the kernel loads as its signing key</source>
        <translation>Ein neuer Ed25519-Schlüssel im Schlüsselordner (Modus 0600), in dem Format, das der Kernel als seinen Signaturschlüssel lädt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="112"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="113"/>
        <source>Copy &amp;public key</source>
        <translation>Öffentlichen Schlüssel &amp;kopieren</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="114"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="115"/>
        <source>Key folder: %1</source>
        <translation>Schlüsselordner: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="128"/>
        <source>Import a signing key</source>
        <translation>Signaturschlüssel importieren</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="128"/>
        <source>PEM keys (*.pem);;All files (*)</source>
        <translation>PEM-Schlüssel (*.pem);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="135"/>
        <source>Copied the public key %1.</source>
        <translation>Öffentlicher Schlüssel %1 kopiert.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="149"/>
        <source>Trusted signer keys (pinned for this connection)</source>
        <translation>Vertrauenswürdige Signaturschlüssel (für diese Verbindung festgelegt)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="153"/>
        <source>SEAL_SIGNER_KEY is set: its keys are pinned and win over the profile&apos;s, so nothing can be changed here. Unset it to pin keys in the console.</source>
        <translation>SEAL_SIGNER_KEY ist gesetzt: seine Schlüssel sind festgelegt und haben Vorrang vor denen des Profils, daher lässt sich hier nichts ändern. Entfernen Sie die Variable, um Schlüssel in der Konsole festzulegen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="155"/>
        <source>The chain panel counts certs signed by these keys (saved to the profile “%1”).</source>
        <translation>Der Kettenbereich zählt die mit diesen Schlüsseln signierten Zertifikate (im Profil „%1“ gespeichert).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="156"/>
        <source>(none: this session only)</source>
        <translation>(keines: nur diese Sitzung)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="158"/>
        <source>Certs (newest %1)</source>
        <translation>Zertifikate (neueste %1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Signer</source>
        <translation>Unterzeichner</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Certs</source>
        <translation>Zertifikate</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Newest seq</source>
        <translation>Neueste seq</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Pinned</source>
        <translation>Festgelegt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="163"/>
        <source>or paste a key: 64 hex digits</source>
        <translation>oder einen Schlüssel einfügen: 64 Hex-Ziffern</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="164"/>
        <source>&amp;Pin</source>
        <translation>&amp;Festlegen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="165"/>
        <source>Pins the pasted key, else the seen signer selected</source>
        <translation>Legt den eingefügten Schlüssel fest, sonst den ausgewählten gesehenen Unterzeichner</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="166"/>
        <source>&amp;Unpin</source>
        <translation>Festlegung &amp;aufheben</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="167"/>
        <source>&amp;Read again</source>
        <translation>&amp;Neu lesen</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/keys_dialog.cpp" line="177"/>
        <source>Signers seen in the newest %Ln cert(s):</source>
        <translation>
            <numerusform>Im neuesten Zertifikat gesehene Unterzeichner:</numerusform>
            <numerusform>In den neuesten %Ln Zertifikaten gesehene Unterzeichner:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="218"/>
        <source>Not a signing key, left out: %1</source>
        <translation>Kein Signaturschlüssel, ausgelassen: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="226"/>
        <source>Created the key %1 in %2.</source>
        <translation>Schlüssel %1 in %2 erstellt.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="229"/>
        <source>No key created: %1</source>
        <translation>Kein Schlüssel erstellt: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="235"/>
        <source>Signing key created</source>
        <translation>Signaturschlüssel erstellt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="236"/>
        <source>Fingerprint: %1
Public key (the kernel&apos;s signer): %2
File: %3

Give the public key to whoever checks what you sign. Pin it here when the kernel of this store signs with this key.</source>
        <translation>Fingerabdruck: %1
Öffentlicher Schlüssel (der Unterzeichner des Kernels): %2
Datei: %3

Geben Sie den öffentlichen Schlüssel allen, die prüfen, was Sie signieren. Legen Sie ihn hier fest, wenn der Kernel dieses Stores mit diesem Schlüssel signiert.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="246"/>
        <source>&amp;Pin for this connection</source>
        <translation>Für diese Verbindung &amp;festlegen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="258"/>
        <source>Imported the key %1 as %2.</source>
        <translation>Schlüssel %1 als %2 importiert.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="261"/>
        <source>Not imported: %1</source>
        <translation>Nicht importiert: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="271"/>
        <source>Delete signing key</source>
        <translation>Signaturschlüssel löschen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="272"/>
        <source>Delete the key %1 (%2)? Nothing it signed can be signed by it again, and there is no other copy unless you made one.</source>
        <translation>Den Schlüssel %1 (%2) löschen? Nichts, was er signiert hat, kann je wieder mit ihm signiert werden, und es gibt keine weitere Kopie, sofern Sie keine angelegt haben.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="282"/>
        <source>Deleted the key %1.</source>
        <translation>Schlüssel %1 gelöscht.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="283"/>
        <source>The key %1 could not be deleted (%2).</source>
        <translation>Der Schlüssel %1 konnte nicht gelöscht werden (%2).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="299"/>
        <source>Not pinned: %1 is not a signer key (64 hex digits).</source>
        <translation>Nicht festgelegt: %1 ist kein Signaturschlüssel (64 Hex-Ziffern).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="304"/>
        <source>The key %1 is already pinned.</source>
        <translation>Der Schlüssel %1 ist bereits festgelegt.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="309"/>
        <source>Pinned %1. The chain panel counts against it from its next walk.</source>
        <translation>%1 festgelegt. Der Kettenbereich zählt ab dem nächsten Durchgehen der Kette gegen diesen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="317"/>
        <source>Unpinned %1.</source>
        <translation>Festlegung von %1 aufgehoben.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="353"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="353"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>seal::LevelHistoryChart</name>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="17"/>
        <location filename="../views/widgets/level_history_chart.cpp" line="28"/>
        <source>Level over time</source>
        <translation>Stufe im Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="28"/>
        <source>Level over time: no certs yet</source>
        <translation>Stufe im Zeitverlauf: noch keine Zertifikate</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="31"/>
        <source>Level over time: %1</source>
        <translation>Stufe im Zeitverlauf: %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="33"/>
        <source>earned level</source>
        <translation>erreichte Stufe</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="35"/>
        <source>suspended (L0)</source>
        <translation>ausgesetzt (L0)</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="54"/>
        <source>time (UTC)</source>
        <translation>Zeit (UTC)</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="55"/>
        <source>time (local)</source>
        <translation>Zeit (lokal)</translation>
    </message>
</context>
<context>
    <name>seal::LinkService</name>
    <message>
        <location filename="../app/sealdesk/link_service.cpp" line="41"/>
        <source>no console window takes links yet</source>
        <translation>noch nimmt kein Konsolenfenster Links an</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/link_service.cpp" line="50"/>
        <source>no desktop session bus</source>
        <translation>kein Sitzungsbus des Desktops</translation>
    </message>
</context>
<context>
    <name>seal::MainWindow</name>
    <message>
        <location filename="../views/main_window.cpp" line="54"/>
        <location filename="../views/main_window.cpp" line="363"/>
        <source>Seal Desk</source>
        <translation>Seal Desk</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="64"/>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="97"/>
        <source>Reconnected to %1, another server than before (%2): a failover. Every page was read afresh.</source>
        <translation>Wieder verbunden mit %1, einem anderen Server als zuvor (%2): ein Failover. Jede Seite wurde neu gelesen.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="112"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="114"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="120"/>
        <source>Times in &amp;UTC</source>
        <translation>Zeiten in &amp;UTC</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="129"/>
        <source>&amp;Intent story…</source>
        <translation>&amp;Intent-Geschichte…</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="132"/>
        <source>Everything the store knows about the selected row&apos;s intent, in time order</source>
        <translation>Alles, was der Store über den Intent der gewählten Zeile weiß, in zeitlicher Reihenfolge</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="135"/>
        <source>&amp;Message log</source>
        <translation>&amp;Meldungsprotokoll</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="138"/>
        <source>Every message the status bar has shown, whole, with its time</source>
        <translation>Jede Meldung, die die Statusleiste gezeigt hat, vollständig und mit ihrer Zeit</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="140"/>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="159"/>
        <source>Intent story</source>
        <translation>Intent-Geschichte</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="160"/>
        <source>The intent&apos;s id (or approval:ID for an approval request&apos;s intent):</source>
        <translation>Die ID des Intents (oder approval:ID für den Intent eines Freigabeantrags):</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="186"/>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="188"/>
        <source>Not refreshed yet</source>
        <translation>Noch nicht aktualisiert</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="209"/>
        <source>Currency not set</source>
        <translation>Währung nicht festgelegt</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="210"/>
        <source>Amounts are shown as plain numbers: the store does not record a currency. Set one in the connection profile (Connection ▸ Connect…) or start with --currency CODE.</source>
        <translation>Beträge erscheinen als reine Zahlen: Der Speicher hält keine Währung fest. Legen Sie eine im Verbindungsprofil fest (Verbindung ▸ Verbinden…) oder starten Sie mit --currency CODE.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="222"/>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="223"/>
        <source>Show every message the status bar has shown (Ctrl+Shift+M)</source>
        <translation>Jede Meldung zeigen, die die Statusleiste gezeigt hat (Strg+Umschalt+M)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="227"/>
        <source>Messages (%1)</source>
        <translation>Meldungen (%1)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="260"/>
        <source>%1 (Ctrl+%2)</source>
        <translation>%1 (Ctrl+%2)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="320"/>
        <source>production</source>
        <translation>Produktion</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="357"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="363"/>
        <source>Seal Desk — %1</source>
        <translation>Seal Desk — %1</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="324"/>
        <source>Environment %1: a production store</source>
        <translation>Umgebung %1: ein Produktiv-Store</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="325"/>
        <source>Environment %1</source>
        <translation>Umgebung %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/main_window.cpp" line="365"/>
        <source>%1 — %n waiting for your vote</source>
        <translation>
            <numerusform>%1 — %n wartet auf Ihre Stimme</numerusform>
            <numerusform>%1 — %n warten auf Ihre Stimme</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="373"/>
        <source>may vote and operate</source>
        <translation>darf abstimmen und als Operator handeln</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="375"/>
        <source>may vote; may not operate</source>
        <translation>darf abstimmen; nicht als Operator handeln</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="377"/>
        <source>may operate; may not vote</source>
        <translation>darf als Operator handeln; nicht abstimmen</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="379"/>
        <source>read only: may not vote or operate</source>
        <translation>nur lesend: darf weder abstimmen noch als Operator handeln</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="381"/>
        <source>Role %1 (superuser): %2</source>
        <translation>Rolle %1 (Superuser): %2</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="382"/>
        <source>Role %1: %2</source>
        <translation>Rolle %1: %2</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="387"/>
        <source>Server %1</source>
        <translation>Server %1</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="402"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="404"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="407"/>
        <source>This computer&apos;s clock is %1 behind the store&apos;s; times are the store&apos;s</source>
        <translation>Die Uhr dieses Computers geht gegenüber der des Stores %1 nach; die Zeiten sind die des Stores</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="409"/>
        <source>This computer&apos;s clock is %1 ahead of the store&apos;s; times are the store&apos;s</source>
        <translation>Die Uhr dieses Computers geht gegenüber der des Stores %1 vor; die Zeiten sind die des Stores</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="411"/>
        <source>Expiry, leases and every time Seal Desk records are judged by the store&apos;s clock, not this computer&apos;s.</source>
        <translation>Ablauf, Fristen und jede Zeit, die Seal Desk festhält, richten sich nach der Uhr des Stores, nicht nach der dieses Computers.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="423"/>
        <source>Reads from %1 (no longer a standby)</source>
        <translation>Liest von %1 (kein Standby mehr)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="426"/>
        <source>unknown (primary unreachable)</source>
        <translation>unbekannt (Primärserver nicht erreichbar)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="406"/>
        <location filename="../views/main_window.cpp" line="427"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="428"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="429"/>
        <source>Reads from standby %1: behind by %2, %3 (replay paused)</source>
        <translation>Liest vom Standby %1: %2 und %3 zurück (Wiedergabe angehalten)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="431"/>
        <source>Reads from standby %1: behind by %2, %3</source>
        <translation>Liest vom Standby %1: %2 und %3 zurück</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="435"/>
        <source>Writes go to the primary; it could not be asked just now.</source>
        <translation>Schreibvorgänge gehen an den Primärserver; er war gerade nicht erreichbar.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="436"/>
        <source>Writes go to the primary %1.</source>
        <translation>Schreibvorgänge gehen an den Primärserver %1.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="441"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="450"/>
        <source>Refreshed %1</source>
        <translation>Aktualisiert %1</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="450"/>
        <source>Stale: read %1</source>
        <translation>Veraltet: gelesen %1</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="459"/>
        <source>The store is reachable again; every page was read afresh.</source>
        <translation>Der Store ist wieder erreichbar; alle Seiten wurden neu gelesen.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="468"/>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="468"/>
        <source>Local time</source>
        <translation>Ortszeit</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="469"/>
        <source>Times are shown in UTC; click for local time</source>
        <translation>Zeiten werden in UTC angezeigt; klicken für Ortszeit</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="470"/>
        <source>Times are shown in local time; click for UTC</source>
        <translation>Zeiten werden in Ortszeit angezeigt; klicken für UTC</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="52"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="54"/>
        <source>&amp;Open receipt…</source>
        <translation>&amp;Beleg öffnen…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="57"/>
        <source>Check a portable signed receipt or an incident receipt (also: drop its .json file on the window)</source>
        <translation>Einen portablen signierten Beleg oder einen Vorfallsbeleg prüfen (auch: seine .json-Datei auf das Fenster ziehen)</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="59"/>
        <source>&amp;Report…</source>
        <translation>Be&amp;richt…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="62"/>
        <source>Signing &amp;keys…</source>
        <translation>&amp;Signaturschlüssel…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="64"/>
        <source>Your signing keys for exports, and the signer keys pinned for this connection</source>
        <translation>Ihre Signaturschlüssel für Exporte und die für diese Verbindung festgelegten Signaturschlüssel</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="67"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="78"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="80"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="86"/>
        <source>Language, time zone, refresh interval, notifications, keys and connection profiles</source>
        <translation>Sprache, Zeitzone, Aktualisierungsintervall, Benachrichtigungen, Schlüssel und Verbindungsprofile</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="90"/>
        <source>Copy &amp;link to the selection</source>
        <translation>&amp;Link zur Auswahl kopieren</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="93"/>
        <source>A sealdesk:// link to the selected row, for chat or mail</source>
        <translation>Ein sealdesk://-Link zur ausgewählten Zeile, für Chat oder E-Mail</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="97"/>
        <source>Select a row first: the link names the selected item</source>
        <translation>Zuerst eine Zeile auswählen: Der Link nennt das ausgewählte Element</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="101"/>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="105"/>
        <source>Run reconcile &amp;sweep…</source>
        <translation>Abgleich&amp;slauf starten…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="107"/>
        <source>List the provider&apos;s payments in a window and record whether any bypassed the gateway</source>
        <translation>Die Zahlungen des Anbieters in einem Zeitfenster auflisten und festhalten, ob eine am Gateway vorbeiging</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="119"/>
        <source>Open receipt</source>
        <translation>Beleg öffnen</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="119"/>
        <source>Receipts (*.json);;All files (*)</source>
        <translation>Belege (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="18"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="20"/>
        <source>&amp;Documentation…</source>
        <translation>&amp;Dokumentation…</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="23"/>
        <source>How to approve, operate and check the chain: the guide for each reader</source>
        <translation>Freigeben, Betreiben, die Kette prüfen: die Anleitung für jede Leserin und jeden Leser</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="25"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Tastenkürzel…</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="29"/>
        <source>&amp;About Seal Desk…</source>
        <translation>Ü&amp;ber Seal Desk…</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="33"/>
        <source>About &amp;Qt…</source>
        <translation>Über &amp;Qt…</translation>
    </message>
    <message>
        <location filename="../views/main_window_links.cpp" line="50"/>
        <source>Cannot open the link %1: %2</source>
        <translation>Der Link %1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <location filename="../views/main_window_links.cpp" line="60"/>
        <source>Cannot open the link %1: this console has no page for it</source>
        <translation>Der Link %1 lässt sich nicht öffnen: Diese Konsole hat keine Seite dafür</translation>
    </message>
</context>
<context>
    <name>seal::MandateModel</name>
    <message>
        <location filename="../models/mandate_model.cpp" line="27"/>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="28"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="29"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="30"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="31"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="32"/>
        <source>Ticket spent</source>
        <translation>Ticket eingelöst</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="33"/>
        <source>Consumed</source>
        <translation>Verbraucht</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="34"/>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="35"/>
        <source>Tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="36"/>
        <source>Approvers</source>
        <translation>Freigebende</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="37"/>
        <source>Clearance</source>
        <translation>Zulassung</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="46"/>
        <location filename="../models/mandate_model.cpp" line="178"/>
        <location filename="../models/mandate_model.cpp" line="189"/>
        <location filename="../models/mandate_model.cpp" line="207"/>
        <location filename="../models/mandate_model.cpp" line="287"/>
        <location filename="../models/mandate_model.cpp" line="303"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="170"/>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="171"/>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="172"/>
        <source>consumed</source>
        <translation>verbraucht</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="203"/>
        <source>Mandate: %1
Intent: %2
Path: %3
State: %4
Amount: %5
Tier: %6
Approval: %7
Approvers: %8
Clearance: %9
Arguments digest: %10</source>
        <translation>Mandat: %1
Intent: %2
Pfad: %3
Status: %4
Betrag: %5
Klasse: %6
Freigabe: %7
Freigebende: %8
Zulassung: %9
Digest der Argumente: %10</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="211"/>
        <source>Created: %1
Expires: %2
Consumed: %3</source>
        <translation>Erstellt: %1
Läuft ab: %2
Verbraucht: %3</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="213"/>
        <location filename="../models/mandate_model.cpp" line="301"/>
        <source>not consumed</source>
        <translation>nicht verbraucht</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="215"/>
        <source>Ticket spent: %1 on %2
Ticket signature: %3</source>
        <translation>Ticket eingelöst: %1 auf %2
Signatur des Tickets: %3</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="220"/>
        <source>Ticket spent: none (the gateway has no spent ticket of this intent)</source>
        <translation>Ticket eingelöst: keins (das Gateway hat kein eingelöstes Ticket dieses Intents)</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="222"/>
        <source>Not readable: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
</context>
<context>
    <name>seal::MandatePathModel</name>
    <message>
        <location filename="../models/mandate_model.cpp" line="20"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="21"/>
        <source>Mandate required</source>
        <translation>Mandat nötig</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="22"/>
        <source>Updated at</source>
        <translation>Geändert am</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="23"/>
        <source>Updated by</source>
        <translation>Geändert von</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="123"/>
        <source>required</source>
        <translation>nötig</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="123"/>
        <source>released</source>
        <translation>freigegeben</translation>
    </message>
</context>
<context>
    <name>seal::MandatesPage</name>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="48"/>
        <source>Loading mandates…</source>
        <translation>Mandate werden geladen…</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="52"/>
        <source>Paths under mandate</source>
        <translation>Pfade unter Mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="61"/>
        <source>Path (select one above or type a new one)</source>
        <translation>Pfad (oben wählen oder neuen eingeben)</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="62"/>
        <source>Path to put under mandate or release</source>
        <translation>Pfad, der unter Mandat gestellt oder freigegeben werden soll</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="63"/>
        <source>&amp;Require mandate…</source>
        <translation>Mandat ve&amp;rlangen…</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="65"/>
        <source>Re&amp;lease mandate…</source>
        <translation>Mandat &amp;aufheben…</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="77"/>
        <source>Paths under mandate: an agent spends on them only with a mandate</source>
        <translation>Pfade unter Mandat: ein Agent gibt dort nur mit Mandat Geld aus</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="83"/>
        <location filename="../views/pages/mandates_page.cpp" line="84"/>
        <source>Mandates per intent</source>
        <translation>Mandate je Intent</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="97"/>
        <source>Mandate detail</source>
        <translation>Mandatsdetails</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="101"/>
        <source>Intent &amp;story…</source>
        <translation>Intent-&amp;Geschichte…</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="103"/>
        <source>Everything the store knows about the selected mandate&apos;s intent, in time order</source>
        <translation>Alles, was der Store über den Intent des gewählten Mandats weiß, in zeitlicher Reihenfolge</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="175"/>
        <source>No mandates: no path is under mandate and the gateway minted none in this store (Require mandate… puts a path under mandate).</source>
        <translation>Keine Mandate: kein Pfad steht unter Mandat und das Gateway hat in diesem Store keins ausgestellt (Mandat verlangen… stellt einen Pfad unter Mandat).</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="183"/>
        <source>Mandates per intent: the newest %1 of %2 shown</source>
        <translation>Mandate je Intent: die neuesten %1 von %2 angezeigt</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/mandates_page.cpp" line="184"/>
        <source>Mandates per intent, newest first: %n</source>
        <translation>
            <numerusform>Mandate je Intent, neueste zuerst: %n</numerusform>
            <numerusform>Mandate je Intent, neueste zuerst: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="201"/>
        <source>No mandate selected.</source>
        <translation>Kein Mandat ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="208"/>
        <source>a mandate write is in progress</source>
        <translation>eine Mandatsänderung läuft</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="209"/>
        <source>the mandate paths are not read yet</source>
        <translation>die Mandatspfade sind noch nicht gelesen</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="211"/>
        <source>select or type a path</source>
        <translation>einen Pfad wählen oder eingeben</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="213"/>
        <source>%1 already requires a mandate</source>
        <translation>%1 verlangt schon ein Mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="214"/>
        <source>%1 does not require a mandate</source>
        <translation>%1 verlangt kein Mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="223"/>
        <source>Put the path under mandate: the gateway admits a spend on it only with a mandate</source>
        <translation>Den Pfad unter Mandat stellen: das Gateway lässt eine Ausgabe dort nur mit Mandat zu</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="225"/>
        <source>Release the path: a spend on it needs no mandate any more</source>
        <translation>Den Pfad freigeben: eine Ausgabe dort braucht kein Mandat mehr</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="232"/>
        <source>Require and release are unavailable: %1</source>
        <translation>Verlangen und Aufheben sind nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="243"/>
        <location filename="../views/pages/mandates_page.cpp" line="261"/>
        <source>Require mandate</source>
        <translation>Mandat verlangen</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="243"/>
        <location filename="../views/pages/mandates_page.cpp" line="261"/>
        <source>Release mandate</source>
        <translation>Mandat aufheben</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="245"/>
        <source>Put path %1 under mandate: the gateway admits a spend on it only with a mandate (event mandate_path_required, with your reason).</source>
        <translation>Pfad %1 unter Mandat stellen: das Gateway lässt eine Ausgabe dort nur mit Mandat zu (Ereignis mandate_path_required, mit Ihrer Begründung).</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="248"/>
        <source>Release path %1: a spend on it needs no mandate any more (event mandate_path_released, with your reason).</source>
        <translation>Pfad %1 freigeben: eine Ausgabe dort braucht kein Mandat mehr (Ereignis mandate_path_released, mit Ihrer Begründung).</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="253"/>
        <source>Path:</source>
        <translation>Pfad:</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="254"/>
        <source>Now:</source>
        <translation>Jetzt:</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="255"/>
        <source>not in the mandate table (no mandate required)</source>
        <translation>nicht in der Mandatstabelle (kein Mandat nötig)</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="259"/>
        <source>Afterwards:</source>
        <translation>Danach:</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="259"/>
        <source>required</source>
        <translation>nötig</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="259"/>
        <source>released</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="265"/>
        <source>Require mandate on %1</source>
        <translation>Mandat verlangen auf %1</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="265"/>
        <source>Release mandate on %1</source>
        <translation>Mandat aufheben auf %1</translation>
    </message>
</context>
<context>
    <name>seal::MessageLog</name>
    <message>
        <location filename="../views/widgets/message_log.cpp" line="16"/>
        <source>Message log</source>
        <translation>Meldungsprotokoll</translation>
    </message>
    <message>
        <location filename="../views/widgets/message_log.cpp" line="21"/>
        <source>Messages</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <location filename="../views/widgets/message_log.cpp" line="45"/>
        <source>%1  %2 (×%3)</source>
        <translation>%1  %2 (×%3)</translation>
    </message>
    <message>
        <location filename="../views/widgets/message_log.cpp" line="50"/>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
</context>
<context>
    <name>seal::NewRowsBar</name>
    <message>
        <location filename="../views/widgets/new_rows_bar.cpp" line="16"/>
        <source>New rows arrived above the ones you are reading. They stay out of the list, so that nothing moves under you, until you show them.</source>
        <translation>Über den Zeilen, die Sie lesen, sind neue Zeilen eingetroffen. Sie bleiben außerhalb der Liste, damit sich nichts unter Ihnen verschiebt, bis Sie sie anzeigen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/widgets/new_rows_bar.cpp" line="32"/>
        <source>%n new — show</source>
        <translation>
            <numerusform>%n neue Zeile — anzeigen</numerusform>
            <numerusform>%n neue Zeilen — anzeigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/widgets/new_rows_bar.cpp" line="33"/>
        <source>Show %n new row(s)</source>
        <translation>
            <numerusform>%n neue Zeile anzeigen</numerusform>
            <numerusform>%n neue Zeilen anzeigen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ObligationBreachModel</name>
    <message>
        <location filename="../models/obligation_model.cpp" line="34"/>
        <source>Breach</source>
        <translation>Verstoß</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="35"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="36"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="37"/>
        <source>Window</source>
        <translation>Zeitfenster</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="38"/>
        <source>Due</source>
        <translation>Fällig</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="39"/>
        <source>Detected</source>
        <translation>Erkannt</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="40"/>
        <source>Resolution</source>
        <translation>Erledigung</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="41"/>
        <source>Obligation</source>
        <translation>Verpflichtung</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="42"/>
        <source>Breach cert</source>
        <translation>Verstoßzertifikat</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="98"/>
        <source>Breach %1 of obligation %2 (%3)</source>
        <translation>Verstoß %1 gegen Verpflichtung %2 (%3)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="101"/>
        <source>A once-duty missed its deadline %1</source>
        <translation>Eine einmalige Verpflichtung hat ihre Frist (%1) versäumt</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="102"/>
        <source>Window %1 ended %2 short</source>
        <translation>Zeitfenster %1 endete am %2 unter dem Soll</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="103"/>
        <source>Detected by a sweep at %1</source>
        <translation>Von einem Prüflauf erkannt am %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="104"/>
        <source>Breach cert: %1</source>
        <translation>Verstoßzertifikat: %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="104"/>
        <source>(none yet)</source>
        <translation>(noch keines)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="106"/>
        <source>Resolved at %1 by %2: %3</source>
        <translation>Erledigt am %1 von %2: %3</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="107"/>
        <location filename="../models/obligation_model.cpp" line="108"/>
        <location filename="../models/obligation_model.cpp" line="159"/>
        <source>(none)</source>
        <translation>(keine Angabe)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="110"/>
        <source>Open. Resolving records how it was dealt with; the cert stays on the chain and the action&apos;s licence stays suspended.</source>
        <translation>Offen. Beim Erledigen wird festgehalten, wie mit ihm umgegangen wurde; das Zertifikat bleibt in der Kette, und die Lizenz der Aktion bleibt ausgesetzt.</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="148"/>
        <source>resolved</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="148"/>
        <source>OPEN</source>
        <translation>OFFEN</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="152"/>
        <source>once</source>
        <translation>einmalig</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="159"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>seal::ObligationModel</name>
    <message>
        <location filename="../models/obligation_model.cpp" line="21"/>
        <source>Status</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="22"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="23"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="24"/>
        <source>Due / window</source>
        <translation>Fällig / Zeitfenster</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="25"/>
        <source>Intent key</source>
        <translation>Intent-Schlüssel</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="26"/>
        <source>Satisfied</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="27"/>
        <source>Breaches</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="28"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="29"/>
        <source>Declared by</source>
        <translation>Erklärt von</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="30"/>
        <source>Obligation</source>
        <translation>Verpflichtung</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="57"/>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="58"/>
        <source>BREACHED</source>
        <translation>VERLETZT</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="59"/>
        <source>satisfied</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="60"/>
        <source>satisfied, unconfirmed</source>
        <translation>erfüllt, unbestätigt</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="61"/>
        <source>late</source>
        <translation>verspätet</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="62"/>
        <source>cured</source>
        <translation>nachträglich erfüllt</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="63"/>
        <source>DIVERGED</source>
        <translation>ABGEWICHEN</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="69"/>
        <source>window %1 [%2, %3): %4 of %5 sealed: %6</source>
        <translation>Zeitfenster %1 [%2, %3): %4 von %5 versiegelt: %6</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="229"/>
        <source>BREACHED (window %1)</source>
        <translation>VERLETZT (Zeitfenster %1)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="230"/>
        <source>open breach</source>
        <translation>offener Verstoß</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="231"/>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/obligation_model.cpp" line="237"/>
        <source>every %1, at least %n; next window %2</source>
        <translation>
            <numerusform>alle %1, mindestens %n; nächstes Zeitfenster %2</numerusform>
            <numerusform>alle %1, mindestens %n; nächstes Zeitfenster %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/obligation_model.cpp" line="250"/>
        <source>Kind: recurring, at least %n sealed intent(s) of the action admitted in every window of %1 from %2</source>
        <translation>
            <numerusform>Art: wiederkehrend, in jedem Zeitfenster von %1 ab %2 mindestens %n zugelassener, versiegelter Intent der Aktion</numerusform>
            <numerusform>Art: wiederkehrend, in jedem Zeitfenster von %1 ab %2 mindestens %n zugelassene, versiegelte Intents der Aktion</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="256"/>
        <source>Windows judged by sweeps: %1 (window %1 is next)</source>
        <translation>Von Prüfläufen beurteilte Zeitfenster: %1 (als Nächstes Zeitfenster %1)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="258"/>
        <source>Kind: once, intent %1 (key %2) sealed by %3</source>
        <translation>Art: einmalig, Intent %1 (Schlüssel %2) versiegelt bis %3</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="262"/>
        <source>Grace: %1</source>
        <translation>Nachfrist: %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="263"/>
        <source>Only a seal the provider confirmed (WORLD_FINAL) satisfies it.</source>
        <translation>Nur eine vom Anbieter bestätigte Versiegelung (WORLD_FINAL) erfüllt sie.</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="267"/>
        <source>Satisfied at %1, tier %2</source>
        <translation>Erfüllt am %1, Klasse %2</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="269"/>
        <source>Cancelled (deactivated) by %1 at %2; no sweep judges it</source>
        <translation>Storniert (deaktiviert) von %1 am %2; kein Prüflauf beurteilt sie</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="275"/>
        <source>Pending: %1 left before the deadline</source>
        <translation>Ausstehend: noch %1 bis zur Frist</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="277"/>
        <source>Missed its deadline: the next sweep records the breach (a cert, and the action&apos;s licence suspended).</source>
        <translation>Frist versäumt: der nächste Prüflauf erfasst den Verstoß (ein Zertifikat, und die Lizenz der Aktion wird ausgesetzt).</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="281"/>
        <source>Breaches: %1 (%2 open)</source>
        <translation>Verstöße: %1 (%2 offen)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="333"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="335"/>
        <source>%1 (%2 open)</source>
        <translation>%1 (%2 offen)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="47"/>
        <location filename="../models/obligation_model.cpp" line="52"/>
        <location filename="../models/obligation_model.cpp" line="259"/>
        <location filename="../models/obligation_model.cpp" line="264"/>
        <location filename="../models/obligation_model.cpp" line="267"/>
        <location filename="../models/obligation_model.cpp" line="270"/>
        <location filename="../models/obligation_model.cpp" line="333"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="226"/>
        <source>cancelled</source>
        <translation>storniert</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="247"/>
        <source>Obligation %1: %2</source>
        <translation>Verpflichtung %1: %2</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="248"/>
        <source>Action (path): %1</source>
        <translation>Aktion (Pfad): %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="264"/>
        <source>Description: %1</source>
        <translation>Beschreibung: %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="265"/>
        <source>Declared by %1 at %2</source>
        <translation>Erklärt von %1 am %2</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="283"/>
        <source>Not readable: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="326"/>
        <source>recurring</source>
        <translation>wiederkehrend</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="326"/>
        <source>once</source>
        <translation>einmalig</translation>
    </message>
</context>
<context>
    <name>seal::ObligationsPage</name>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="46"/>
        <source>Obligations: what the agents promised to do, and whether they did</source>
        <translation>Verpflichtungen: was die Agenten zugesagt haben und ob sie es getan haben</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="50"/>
        <source>Loading obligations…</source>
        <translation>Verpflichtungen werden geladen…</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="53"/>
        <source>Obligations</source>
        <translation>Verpflichtungen</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="56"/>
        <source>Breaches</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="60"/>
        <source>&amp;Cancel obligation…</source>
        <translation>Verpflichtung &amp;stornieren…</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="64"/>
        <source>&amp;Resolve breach…</source>
        <translation>Verstoß &amp;erledigen…</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="77"/>
        <source>Obligation detail</source>
        <translation>Details der Verpflichtung</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/obligations_page.cpp" line="161"/>
        <source>Listed: the newest %1 of %Ln breach(es) (sealctl obligations lists them all).</source>
        <translation>
            <numerusform>Aufgeführt: die neuesten %1 von %Ln Verstoß (sealctl obligations listet alle).</numerusform>
            <numerusform>Aufgeführt: die neuesten %1 von %Ln Verstößen (sealctl obligations listet alle).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="202"/>
        <source>No obligation selected.</source>
        <translation>Keine Verpflichtung ausgewählt.</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="235"/>
        <source>Cancel is unavailable: %1</source>
        <translation>Stornieren nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="249"/>
        <location filename="../views/pages/obligations_page.cpp" line="264"/>
        <source>Cancel obligation</source>
        <translation>Verpflichtung stornieren</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="255"/>
        <source>Obligation:</source>
        <translation>Verpflichtung:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="256"/>
        <location filename="../views/pages/obligations_page.cpp" line="284"/>
        <source>Action:</source>
        <translation>Aktion:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="257"/>
        <location filename="../views/pages/obligations_page.cpp" line="286"/>
        <source>Due:</source>
        <translation>Fällig:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="259"/>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="259"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="260"/>
        <source>Declared by:</source>
        <translation>Erklärt von:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="276"/>
        <location filename="../views/pages/obligations_page.cpp" line="291"/>
        <source>Resolve breach</source>
        <translation>Verstoß erledigen</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="277"/>
        <source>Resolve breach %1 of obligation %2 with your note. The breach cert stays on the chain and the action&apos;s licence stays suspended (event obligation_breach_resolved).</source>
        <translation>Verstoß %1 gegen Verpflichtung %2 mit Ihrer Notiz erledigen. Das Zertifikat des Verstoßes bleibt in der Kette, und die Lizenz der Aktion bleibt ausgesetzt (Ereignis obligation_breach_resolved).</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="283"/>
        <source>Breach:</source>
        <translation>Verstoß:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="285"/>
        <source>Window:</source>
        <translation>Zeitfenster:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="285"/>
        <source>once</source>
        <translation>einmalig</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="287"/>
        <source>Detected:</source>
        <translation>Erkannt:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="289"/>
        <source>State after:</source>
        <translation>Status danach:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="262"/>
        <source>cancelled, by you</source>
        <translation>storniert, von Ihnen</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="146"/>
        <source>Obligations are unavailable: %1</source>
        <translation>Verpflichtungen sind nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="147"/>
        <source>Obligations are not set up in this store: it lacks the kernel&apos;s seal_obligations and seal_obligation_breaches tables. `sealctl obligations setup` (or the kernel) creates them; the console never does.</source>
        <translation>Verpflichtungen sind in diesem Store nicht eingerichtet: ihm fehlen die Tabellen seal_obligations und seal_obligation_breaches des Kernels. `sealctl obligations setup` (oder der Kernel) legt sie an; die Konsole tut das nie.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/obligations_page.cpp" line="154"/>
        <source>Evaluated %1 by the kernel&apos;s sweep rules, read-only (nothing written; `sealctl obligations sweep` records breaches): verdict %2, %n open breach(es).</source>
        <translation>
            <numerusform>Am %1 nach den Prüflauf-Regeln des Kernels ausgewertet, nur lesend (nichts geschrieben; `sealctl obligations sweep` erfasst Verstöße): Befund %2, %n offener Verstoß.</numerusform>
            <numerusform>Am %1 nach den Prüflauf-Regeln des Kernels ausgewertet, nur lesend (nichts geschrieben; `sealctl obligations sweep` erfasst Verstöße): Befund %2, %n offene Verstöße.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="158"/>
        <source>No agent has declared a duty in this store.</source>
        <translation>In diesem Store hat noch kein Agent eine Verpflichtung erklärt.</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="213"/>
        <location filename="../views/pages/obligations_page.cpp" line="225"/>
        <source>a write is in progress</source>
        <translation>ein Schreibvorgang läuft</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="215"/>
        <source>select an active obligation to cancel</source>
        <translation>eine aktive Verpflichtung auswählen, um sie zu stornieren</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="217"/>
        <source>obligation %1 is already cancelled; only an active one can be</source>
        <translation>Verpflichtung %1 ist bereits storniert; nur eine aktive kann storniert werden</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="227"/>
        <source>select an open breach to resolve</source>
        <translation>einen offenen Verstoß auswählen, um ihn zu erledigen</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="228"/>
        <source>breach %1 is already resolved</source>
        <translation>Verstoß %1 ist bereits erledigt</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="234"/>
        <source>Cancel the selected obligation: no sweep judges it again</source>
        <translation>Die ausgewählte Verpflichtung stornieren: kein Prüflauf beurteilt sie mehr</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="237"/>
        <source>Record how the selected breach was dealt with: its cert stays and the licence stays suspended</source>
        <translation>Festhalten, wie mit dem ausgewählten Verstoß umgegangen wurde: sein Zertifikat bleibt, und die Lizenz bleibt ausgesetzt</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="238"/>
        <source>Resolve is unavailable: %1</source>
        <translation>Erledigen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="250"/>
        <source>Cancel obligation %1 (%2): it is deactivated and no sweep judges it again (event obligation_released, with your reason). Its breaches stay.</source>
        <translation>Verpflichtung %1 (%2) stornieren: sie wird deaktiviert, und kein Prüflauf beurteilt sie mehr (Ereignis obligation_released, mit Ihrem Grund). Ihre Verstöße bleiben bestehen.</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="258"/>
        <source>Status now:</source>
        <translation>Zustand jetzt:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="262"/>
        <source>Status after:</source>
        <translation>Zustand danach:</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="266"/>
        <source>Cancel obligation %1</source>
        <translation>Verpflichtung %1 stornieren</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="289"/>
        <source>resolved, by you</source>
        <translation>erledigt, von Ihnen</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="292"/>
        <source>Resolve breach %1</source>
        <translation>Verstoß %1 erledigen</translation>
    </message>
</context>
<context>
    <name>seal::OfflineBanner</name>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="19"/>
        <source>Store unreachable</source>
        <translation>Store nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="58"/>
        <source>What you see was read at %1 and may be out of date.</source>
        <translation>Was Sie sehen, wurde um %1 gelesen und ist möglicherweise veraltet.</translation>
    </message>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="60"/>
        <source>Nothing has been read from it yet.</source>
        <translation>Es wurde noch nichts aus ihm gelesen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/widgets/offline_banner.cpp" line="63"/>
        <source>Reconnecting (next try in %n s)…</source>
        <translation>
            <numerusform>Neue Verbindung wird aufgebaut (nächster Versuch in %n s)…</numerusform>
            <numerusform>Neue Verbindung wird aufgebaut (nächster Versuch in %n s)…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="64"/>
        <source>Reconnecting…</source>
        <translation>Neue Verbindung wird aufgebaut…</translation>
    </message>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="65"/>
        <source>The store is unreachable since %1. %2 Writes are off. %3</source>
        <translation>Der Store ist seit %1 nicht erreichbar. %2 Schreibvorgänge sind gesperrt. %3</translation>
    </message>
</context>
<context>
    <name>seal::OutOfBandSpendModel</name>
    <message>
        <location filename="../models/divergence_model.cpp" line="102"/>
        <location filename="../models/divergence_model.cpp" line="118"/>
        <source>(all paths)</source>
        <translation>(alle Pfade)</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="45"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="46"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="47"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="48"/>
        <source>Domain</source>
        <translation>Domäne</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="49"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="50"/>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="116"/>
        <source>Out-of-band spend (event #%1)
Time: %2
Path: %3
Domain: %4
Intent: %5

Detail:
%6</source>
        <translation>Ausgabe am Gateway vorbei (Ereignis #%1)
Zeit: %2
Pfad: %3
Domäne: %4
Intent: %5

Detail:
%6</translation>
    </message>
</context>
<context>
    <name>seal::OverviewPage</name>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="139"/>
        <source>Certificate chain</source>
        <translation>Zertifikatskette</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="153"/>
        <source>%v of %m certs</source>
        <translation>%v von %m Zertifikaten</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="154"/>
        <source>&amp;Verify now</source>
        <translation>Jetzt &amp;verifizieren</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="156"/>
        <source>Walk the whole chain and name every break by seq</source>
        <translation>Die ganze Kette durchgehen und jeden Bruch mit seiner seq benennen</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="157"/>
        <source>Show first &amp;break</source>
        <translation>Ersten &amp;Bruch anzeigen</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="159"/>
        <source>Open the certificates page at the first break</source>
        <translation>Die Seite Zertifikate beim ersten Bruch öffnen</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="238"/>
        <source>Cannot read the overview: %1</source>
        <translation>Die Übersicht kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="253"/>
        <source>Not verified yet</source>
        <translation>Noch nicht verifiziert</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="258"/>
        <source>Cancelling verification…</source>
        <translation>Verifizierung wird abgebrochen…</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="258"/>
        <source>Verifying…</source>
        <translation>Wird verifiziert…</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="262"/>
        <source>Intact</source>
        <translation>Intakt</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="266"/>
        <source>BROKEN at seq %1</source>
        <translation>DEFEKT bei seq %1</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="270"/>
        <source>Verification cancelled: no verdict</source>
        <translation>Verifizierung abgebrochen: kein Ergebnis</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="274"/>
        <source>Verification failed</source>
        <translation>Verifizierung fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="283"/>
        <source>ANCHOR PROBLEM: chain cut off or rewritten</source>
        <translation>ANKERPROBLEM: Kette abgeschnitten oder umgeschrieben</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="291"/>
        <source>Head seq %1 of %Ln cert(s). Nothing has walked the chain in this session yet.</source>
        <translation>
            <numerusform>Kopf bei seq %1, %Ln Zertifikat. In dieser Sitzung wurde die Kette noch nicht durchgegangen.</numerusform>
            <numerusform>Kopf bei seq %1, %Ln Zertifikate. In dieser Sitzung wurde die Kette noch nicht durchgegangen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="340"/>
        <source>suspended path(s)
of %1 known</source>
        <translation>
            <numerusform>ausgesetzter Pfad
von %1 bekannten</numerusform>
            <numerusform>ausgesetzte Pfade
von %1 bekannten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="344"/>
        <source>open breach(es)
of obligations</source>
        <translation>
            <numerusform>offener Verstoß
gegen Verpflichtungen</numerusform>
            <numerusform>offene Verstöße
gegen Verpflichtungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="349"/>
        <source>pending approval(s)
%1 past expiry</source>
        <translation>
            <numerusform>offene Freigabe
%1 überfällig</numerusform>
            <numerusform>offene Freigaben
%1 überfällig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="351"/>
        <source>pending approval(s)</source>
        <translation>
            <numerusform>offene Freigabe</numerusform>
            <numerusform>offene Freigaben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="356"/>
        <source>hold(s)
%1 more in flight</source>
        <translation>
            <numerusform>Schwebefall
%1 weitere laufend</numerusform>
            <numerusform>Schwebefälle
%1 weitere laufend</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="357"/>
        <source>hold(s)</source>
        <translation>
            <numerusform>Schwebefall</numerusform>
            <numerusform>Schwebefälle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="361"/>
        <source>revoked path(s)</source>
        <translation>
            <numerusform>widerrufener Pfad</numerusform>
            <numerusform>widerrufene Pfade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="382"/>
        <source>%Ln cert(s) on %1 (UTC), the only day with certs; %2 in the whole chain.</source>
        <translation>
            <numerusform>%Ln Zertifikat am %1 (UTC), dem einzigen Tag mit Zertifikaten; %2 in der ganzen Kette.</numerusform>
            <numerusform>%Ln Zertifikate am %1 (UTC), dem einzigen Tag mit Zertifikaten; %2 in der ganzen Kette.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="391"/>
        <source>%Ln approval request(s), %1 in all.</source>
        <translation>
            <numerusform>%Ln Freigabeantrag, insgesamt %1.</numerusform>
            <numerusform>%Ln Freigabeanträge, insgesamt %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="293"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="298"/>
        <source>Certs appended since: %1 (head seq now %2).</source>
        <translation>Seitdem angehängte Zertifikate: %1 (Kopf jetzt bei seq %2).</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="324"/>
        <source>Open the %1 page</source>
        <translation>Die Seite %1 öffnen</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="330"/>
        <source>divergence(s)
%1, %2</source>
        <translation>
            <numerusform>Abweichung
%1, %2</numerusform>
            <numerusform>Abweichungen
%1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="331"/>
        <source>%Ln diverged intent(s)</source>
        <translation>
            <numerusform>%Ln abweichender Intent</numerusform>
            <numerusform>%Ln abweichende Intents</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="334"/>
        <source>The provider&apos;s ledger contradicts the chain, or money moved that no intent accounts for.</source>
        <translation>Das Hauptbuch des Anbieters widerspricht der Kette, oder es floss Geld, für das kein Intent steht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="336"/>
        <source>frozen domain(s)</source>
        <translation>
            <numerusform>eingefrorene Domäne</numerusform>
            <numerusform>eingefrorene Domänen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="338"/>
        <source>Out-of-band spend froze these domains: nothing in them runs until an operator unfreezes them.</source>
        <translation>Ausgaben am Kanal vorbei haben diese Domänen eingefroren: Nichts darin läuft, bis ein Operator sie freigibt.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="346"/>
        <source>A duty the agents owed was not met in time, and nobody has resolved it yet.</source>
        <translation>Eine Pflicht der Agenten wurde nicht rechtzeitig erfüllt, und noch niemand hat das aufgelöst.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="185"/>
        <source>Something is wrong: act now</source>
        <translation>Etwas stimmt nicht: jetzt handeln</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="191"/>
        <source>Work waiting</source>
        <translation>Wartende Arbeit</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="332"/>
        <source>%1 out of band</source>
        <translation>%1 am Gateway vorbei</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="359"/>
        <source>Effects whose outcome is unknown: settle each once the provider&apos;s record is known.</source>
        <translation>Wirkungen mit unbekanntem Ausgang: jede klären, sobald der Beleg des Anbieters bekannt ist.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="363"/>
        <source>Paths an operator revoked: they do not run until lifted.</source>
        <translation>Von einem Operator widerrufene Pfade: Sie laufen nicht, bis der Widerruf aufgehoben ist.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="380"/>
        <source>No certificates yet.</source>
        <translation>Noch keine Zertifikate.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="387"/>
        <source>%1 certs on the last %2 days with certs (%3 to %4, UTC); %5 in the whole chain.</source>
        <translation>%1 Zertifikate an den letzten %2 Tagen mit Zertifikaten (%3 bis %4, UTC); %5 in der ganzen Kette.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="390"/>
        <source>No approval requests yet.</source>
        <translation>Noch keine Freigabeanträge.</translation>
    </message>
</context>
<context>
    <name>seal::ProofAgeDialog</name>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="42"/>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="54"/>
        <source>Max proof age</source>
        <translation>Maximales Nachweisalter</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="44"/>
        <source>How old the latest green storm proof of path %1 may be before its CLEARED policy lapses to HOLD. Now: %2%3.</source>
        <translation>Wie alt der letzte grüne Storm-Nachweis von Pfad %1 sein darf, bevor seine CLEARED-Richtlinie zu HOLD verfällt. Jetzt: %2%3.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="47"/>
        <source> (the default)</source>
        <translation> (der Standardwert)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="57"/>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="58"/>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="58"/>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="58"/>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="58"/>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="66"/>
        <source>At most:</source>
        <translation>Höchstens:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="73"/>
        <source>Continue…</source>
        <translation>Weiter…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="98"/>
        <source>⟨invalid⟩</source>
        <translation>⟨ungültig⟩</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="99"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="99"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="99"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="100"/>
        <source>%1 d</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="103"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="109"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="110"/>
        <source>Type a positive number, as %1 or %2.</source>
        <translation>Eine positive Zahl eingeben, etwa %1 oder %2.</translation>
    </message>
</context>
<context>
    <name>seal::ReceiptVerdictDialog</name>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="213"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="373"/>
        <source>Unreadable: %1</source>
        <translation>Unlesbar: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="127"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="132"/>
        <source>Certs: %1, each one&apos;s digest recomputed and equal to its hash.</source>
        <translation>Zertifikate: %1, bei jedem wurde der Digest neu berechnet und stimmt mit seinem Hash überein.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="133"/>
        <source>Signature: valid Ed25519 signature by public key %1.</source>
        <translation>Signatur: gültige Ed25519-Signatur mit öffentlichem Schlüssel %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="140"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="148"/>
        <source>The file claims: exported by %1 at %2; certs at seq %3; chain then %4, head seq %5.</source>
        <translation>Die Datei gibt an: exportiert von %1 am %2; Zertifikate bei seq %3; Kette damals %4, Kopf bei seq %5.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="97"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="150"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="152"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="153"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="83"/>
        <source>Incident receipt for intent %1: its digest matches. The document is unchanged since it was made.</source>
        <translation>Vorfallsbeleg für Intent %1: sein Digest stimmt. Das Dokument ist unverändert, seit es erstellt wurde.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="89"/>
        <source>Incident receipt for intent %1: its digest does NOT match. The document was changed after it was made; do not rely on what it says.</source>
        <translation>Vorfallsbeleg für Intent %1: sein Digest stimmt NICHT. Das Dokument wurde nach seiner Erstellung verändert; verlassen Sie sich nicht auf seinen Inhalt.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="92"/>
        <source>Why: %1.</source>
        <translation>Grund: %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="94"/>
        <source>Digest stated in the file: %1</source>
        <translation>In der Datei angegebener Digest: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="95"/>
        <source>Digest recomputed from its content: %1</source>
        <translation>Aus dem Inhalt neu berechneter Digest: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="96"/>
        <source>cannot be computed</source>
        <translation>nicht berechenbar</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="107"/>
        <source>What this proves: the document is unchanged since it was made, so it still says what the chain and the store said then.</source>
        <translation>Was das beweist: Das Dokument ist unverändert, seit es erstellt wurde; es sagt also noch, was Kette und Speicher damals sagten.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="109"/>
        <source>What it does not prove: it is not signed, so it does not prove who made it (anyone who edits the file can recompute the digest). It says nothing about the store today: certs written since, or a break since, are not in it. For proof of who made it, export a portable signed receipt; for today, verify the chain.</source>
        <translation>Was es nicht beweist: Der Beleg ist nicht signiert, beweist also nicht, wer ihn erstellt hat (wer die Datei bearbeitet, kann den Digest neu berechnen). Über den Speicher heute sagt er nichts: seither geschriebene Zertifikate oder ein seitheriger Bruch stehen nicht darin. Als Beweis, wer ihn erstellt hat, exportieren Sie einen portablen signierten Beleg; für heute verifizieren Sie die Kette.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="113"/>
        <source>Not signed: an incident receipt proves no origin.</source>
        <translation>Nicht signiert: Ein Vorfallsbeleg beweist keine Herkunft.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="122"/>
        <source>This file is in Seal Desk&apos;s earlier format (seal-portable-receipt/1), which Seal Desk no longer exports: it was signed by whoever exported it, not by the kernel. It is checked by that format&apos;s rules.</source>
        <translation>Diese Datei liegt im früheren Format von Seal Desk vor (seal-portable-receipt/1), das Seal Desk nicht mehr exportiert: sie wurde von demjenigen signiert, der sie exportiert hat, nicht vom Kernel. Sie wird nach den Regeln dieses Formats geprüft.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="131"/>
        <source>Valid portable receipt (Seal Desk&apos;s earlier format) for intent %1.</source>
        <translation>Gültiger portabler Beleg (früheres Format von Seal Desk) für Intent %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="140"/>
        <source>INVALID portable receipt (Seal Desk&apos;s earlier format) for intent %1: %2.</source>
        <translation>UNGÜLTIGER portabler Beleg (früheres Format von Seal Desk) für Intent %1: %2.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="151"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="152"/>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="152"/>
        <source>NOT verified</source>
        <translation>NICHT verifiziert</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="155"/>
        <source>Signer checked: signed by the public key you gave.</source>
        <translation>Unterzeichner geprüft: signiert mit dem angegebenen öffentlichen Schlüssel.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="156"/>
        <source>Signer checked against the public key you gave: see above.</source>
        <translation>Unterzeichner gegen den angegebenen öffentlichen Schlüssel geprüft: siehe oben.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="158"/>
        <source>Signer NOT checked: only internal consistency was checked, not who signed. Give the signer&apos;s public key to check that.</source>
        <translation>Unterzeichner NICHT geprüft: nur die innere Stimmigkeit wurde geprüft, nicht, wer signiert hat. Geben Sie den öffentlichen Schlüssel des Unterzeichners an, um das zu prüfen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="171"/>
        <source>Unreadable: not a seal-receipt/1 bundle, nor an incident receipt.</source>
        <translation>Unlesbar: weder ein seal-receipt/1-Bündel noch ein Vorfallsbeleg.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="176"/>
        <source>Problem: %1</source>
        <translation>Problem: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="183"/>
        <source>Pinned key: %1. What this proves: each cert was signed by the holder of that key and is unaltered since; the tiers say what the world confirmed.</source>
        <translation>Festgelegter Schlüssel: %1. Was das beweist: jedes Zertifikat wurde vom Inhaber dieses Schlüssels signiert und ist seither unverändert; die Klassen sagen, was die Welt bestätigt hat.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="192"/>
        <source>No key pinned. What this proves: only that the file is consistent with itself; anyone can re-sign altered certs with a key of their own and pass. Give the kernel&apos;s public key (obtained out of band) to make this evidence.</source>
        <translation>Kein Schlüssel festgelegt. Was das beweist: nur, dass die Datei in sich stimmig ist; jeder kann veränderte Zertifikate mit einem eigenen Schlüssel neu signieren und besteht die Prüfung. Geben Sie den öffentlichen Schlüssel des Kernels an (auf einem separaten Weg beschafft), um daraus einen Nachweis zu machen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="199"/>
        <source>Pinned key: %1.</source>
        <translation>Festgelegter Schlüssel: %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="199"/>
        <source>No key pinned.</source>
        <translation>Kein Schlüssel festgelegt.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="201"/>
        <source>Kernel&apos;s note: %1</source>
        <translation>Hinweis des Kernels: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="202"/>
        <source>Certs: %1; signatures verified: %2.</source>
        <translation>Zertifikate: %1; verifizierte Signaturen: %2.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="203"/>
        <source>What no pass proves: completeness (other certs of the intent may exist: that takes the chain check against the store), and nothing covers the intent header, the mandate or generated_at: altering them leaves the verdict unchanged.</source>
        <translation>Was auch eine bestandene Prüfung nicht beweist: Vollständigkeit (es kann weitere Zertifikate des Intents geben: das klärt erst die Kettenprüfung gegen den Store), und nichts deckt den Intent-Kopf, das Mandat oder generated_at ab: deren Änderung lässt das Ergebnis unverändert.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="223"/>
        <source>the public key is neither an Ed25519 public key (64 hex digits, or base64 of its 32 bytes) nor a file holding one.</source>
        <translation>der öffentliche Schlüssel ist weder ein öffentlicher Ed25519-Schlüssel (64 Hex-Ziffern oder Base64 seiner 32 Bytes) noch eine Datei, die einen enthält.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="249"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="341"/>
        <source>Open receipt</source>
        <translation>Beleg öffnen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="256"/>
        <source>optional: the kernel&apos;s public key to pin (64 hex digits or base64) or a file holding it</source>
        <translation>optional: der festzulegende öffentliche Schlüssel des Kernels (64 Hex-Ziffern oder Base64) oder eine Datei, die ihn enthält</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="342"/>
        <source>Receipts (*.json);;All files (*)</source>
        <translation>Belege (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="252"/>
        <source>receipt.json</source>
        <translation>receipt.json</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="99"/>
        <source>What it says: when it was made (%1, a time the digest does not cover), the intent&apos;s state was %2, it had %Ln cert(s), and %3.</source>
        <translation>
            <numerusform>Was er sagt: Bei seiner Erstellung (%1, eine Zeit, die der Digest nicht abdeckt) war der Zustand des Intents %2, er hatte %Ln Zertifikat, und %3.</numerusform>
            <numerusform>Was er sagt: Bei seiner Erstellung (%1, eine Zeit, die der Digest nicht abdeckt) war der Zustand des Intents %2, er hatte %Ln Zertifikate, und %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="102"/>
        <source>What it claims (not to be relied on): made %1, the intent&apos;s state %2, %Ln cert(s), and %3.</source>
        <translation>
            <numerusform>Was er behauptet (nicht verlässlich): erstellt %1, Zustand des Intents %2, %Ln Zertifikat, und %3.</numerusform>
            <numerusform>Was er behauptet (nicht verlässlich): erstellt %1, Zustand des Intents %2, %Ln Zertifikate, und %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="180"/>
        <source>Verified against the pinned key: %Ln cert(s), each signed by the key&apos;s holder and unaltered since.</source>
        <translation>
            <numerusform>Gegen den festgelegten Schlüssel verifiziert: %Ln Zertifikat, vom Inhaber des Schlüssels signiert und seither unverändert.</numerusform>
            <numerusform>Gegen den festgelegten Schlüssel verifiziert: %Ln Zertifikate, jedes vom Inhaber des Schlüssels signiert und seither unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="188"/>
        <source>Internally consistent only: %1, %2 against the keys the certs name. Authorship is NOT established.</source>
        <translation>Nur in sich stimmig: %1, %2 gegen die Schlüssel, die die Zertifikate nennen. Die Urheberschaft ist NICHT belegt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="190"/>
        <source>%Ln cert(s)</source>
        <translation>
            <numerusform>%Ln Zertifikat</numerusform>
            <numerusform>%Ln Zertifikate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="191"/>
        <source>%Ln signature(s) verified</source>
        <translation>
            <numerusform>%Ln Signatur verifiziert</numerusform>
            <numerusform>%Ln Signaturen verifiziert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="197"/>
        <source>Verification FAILED: %Ln problem(s). Treat this receipt as no evidence at all.</source>
        <translation>
            <numerusform>Verifizierung FEHLGESCHLAGEN: %Ln Problem. Betrachten Sie diesen Beleg als keinerlei Nachweis.</numerusform>
            <numerusform>Verifizierung FEHLGESCHLAGEN: %Ln Probleme. Betrachten Sie diesen Beleg als keinerlei Nachweis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="253"/>
        <source>&amp;Browse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="257"/>
        <source>B&amp;rowse…</source>
        <translation>Durc&amp;hsuchen…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="258"/>
        <source>&amp;Verify</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="263"/>
        <source>Choose a receipt file: the kernel&apos;s seal-receipt/1, an incident receipt, or a portable receipt in Seal Desk&apos;s earlier format.</source>
        <translation>Wählen Sie eine Belegdatei: das seal-receipt/1 des Kernels, einen Vorfallsbeleg oder einen portablen Beleg im früheren Format von Seal Desk.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="274"/>
        <source>Receipt details</source>
        <translation>Belegdetails</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="284"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="286"/>
        <source>&amp;Public key:</source>
        <translation>Ö&amp;ffentlicher Schlüssel:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="347"/>
        <source>Signer&apos;s public key file</source>
        <translation>Datei mit dem öffentlichen Schlüssel des Unterzeichners</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="360"/>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
</context>
<context>
    <name>seal::ReportDialog</name>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="29"/>
        <source>Range report</source>
        <translation>Bereichsbericht</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="32"/>
        <source>From the &amp;beginning</source>
        <translation>Vom &amp;Anfang an</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="41"/>
        <source>PDF</source>
        <translation>PDF</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="42"/>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="43"/>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="46"/>
        <source>B&amp;rowse…</source>
        <translation>D&amp;urchsuchen…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="48"/>
        <source>&amp;Write report</source>
        <translation>Bericht &amp;schreiben</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="52"/>
        <source>The report verifies the whole chain first; on a long chain that takes a while.</source>
        <translation>Der Bericht verifiziert zuerst die ganze Kette; bei einer langen Kette dauert das eine Weile.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="64"/>
        <source>&amp;Since:</source>
        <translation>Se&amp;it:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="66"/>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="69"/>
        <source>F&amp;ormat:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="130"/>
        <source>Write report</source>
        <translation>Bericht schreiben</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="131"/>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="147"/>
        <source>Building the report…</source>
        <translation>Bericht wird erstellt…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="156"/>
        <source>Written %1: %2</source>
        <translation>%1 geschrieben: %2</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="157"/>
        <source>Not written: %1</source>
        <translation>Nicht geschrieben: %1</translation>
    </message>
</context>
<context>
    <name>seal::ReservationModel</name>
    <message>
        <location filename="../models/budget_model.cpp" line="26"/>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="27"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="28"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="29"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="47"/>
        <source>reserved (in flight)</source>
        <translation>reserviert (in Bearbeitung)</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="48"/>
        <source>settled</source>
        <translation>abgerechnet</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="262"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
</context>
<context>
    <name>seal::SagaChildModel</name>
    <message>
        <location filename="../models/saga_model.cpp" line="25"/>
        <source>Child</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="26"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="27"/>
        <source>Required</source>
        <translation>Nötig</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="28"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="29"/>
        <source>Tier</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="30"/>
        <source>Compensation</source>
        <translation>Kompensation</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="31"/>
        <source>Intent</source>
        <translation>Intent</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="32"/>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="220"/>
        <source>reverses %1</source>
        <translation>macht %1 rückgängig</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="223"/>
        <source>reversed by %1</source>
        <translation>rückgängig gemacht durch %1</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="256"/>
        <source>required</source>
        <translation>nötig</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="256"/>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="258"/>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="259"/>
        <source>sealed</source>
        <translation>versiegelt</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="260"/>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="261"/>
        <source>compensated</source>
        <translation>kompensiert</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="264"/>
        <source>(no intent row)</source>
        <translation>(keine Intent-Zeile)</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="268"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
</context>
<context>
    <name>seal::SagaModel</name>
    <message>
        <location filename="../models/saga_model.cpp" line="16"/>
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="17"/>
        <source>Verdict</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="18"/>
        <source>Stored state</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="19"/>
        <source>Children</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="20"/>
        <source>Updated</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="21"/>
        <source>Required children&apos;s tiers</source>
        <translation>Klassen der nötigen Schritte</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="51"/>
        <source>no intent</source>
        <translation>kein Intent</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="52"/>
        <source>(no required child)</source>
        <translation>(kein nötiger Schritt)</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="91"/>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="92"/>
        <source>executing</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="93"/>
        <source>final</source>
        <translation>endgültig</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="94"/>
        <source>compensating</source>
        <translation>wird kompensiert</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="95"/>
        <source>compensated</source>
        <translation>kompensiert</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="96"/>
        <source>diverged</source>
        <translation>abweichend</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="104"/>
        <source>The stored state stands: the graph is being or has been reversed.</source>
        <translation>Der gespeicherte Status gilt: der Graph wird oder wurde rückgängig gemacht.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="106"/>
        <source>A required child&apos;s intent is WORLD_DIVERGED: the world and the chain disagree.</source>
        <translation>Der Intent eines nötigen Schritts ist WORLD_DIVERGED: Welt und Kette widersprechen sich.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="108"/>
        <source>Every required child&apos;s intent is WORLD_FINAL.</source>
        <translation>Der Intent jedes nötigen Schritts ist WORLD_FINAL.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="111"/>
        <source>Not every required child&apos;s intent is WORLD_FINAL (or a required child failed): the graph is still running or stuck.</source>
        <translation>Nicht jeder nötige Schritt hat einen Intent mit WORLD_FINAL (oder ein nötiger Schritt ist fehlgeschlagen): der Graph läuft noch oder hängt.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="114"/>
        <source>Graph: %1
Verdict (evaluated now, not stored): %2 (%3)
Stored state: %4 (%5)
%6
Created: %7
Updated: %8
Required children&apos;s tiers: %9</source>
        <translation>Graph: %1
Befund (jetzt ausgewertet, nicht gespeichert): %2 (%3)
Gespeicherter Status: %4 (%5)
%6
Erstellt: %7
Geändert: %8
Klassen der nötigen Schritte: %9</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="122"/>
        <source>The stored state and the verdict differ: the store has not caught up with its children.</source>
        <translation>Gespeicherter Status und Befund unterscheiden sich: der Store ist seinen Schritten noch nicht nachgekommen.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="125"/>
        <source>Not readable: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="132"/>
        <source>SPEC §13&apos;s evaluate over the required children&apos;s tiers, computed now and never written</source>
        <translation>Das evaluate aus SPEC §13 über die Klassen der nötigen Schritte, jetzt berechnet und nie geschrieben</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="133"/>
        <source>The state the store holds for the graph</source>
        <translation>Der Status, den der Store für den Graphen hält</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="191"/>
        <source>%1 (%2 required)</source>
        <translation>%1 (%2 nötig)</translation>
    </message>
</context>
<context>
    <name>seal::SagasPage</name>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="31"/>
        <source>Sagas: effect graphs, diverged and unfinished ones first</source>
        <translation>Sagas: Effekt-Graphen, abweichende und unfertige zuerst</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="37"/>
        <source>Loading sagas…</source>
        <translation>Sagas werden geladen…</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="41"/>
        <source>Sagas</source>
        <translation>Sagas</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="49"/>
        <location filename="../views/pages/sagas_page.cpp" line="163"/>
        <source>Children</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="51"/>
        <source>Children of the graph</source>
        <translation>Schritte des Graphen</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="58"/>
        <source>Intent &amp;story…</source>
        <translation>Intent-&amp;Geschichte…</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="60"/>
        <source>Everything the store knows about the selected child&apos;s intent, in time order</source>
        <translation>Alles, was der Store über den Intent des gewählten Schritts weiß, in zeitlicher Reihenfolge</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="72"/>
        <source>Saga detail</source>
        <translation>Saga-Details</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="126"/>
        <source>No sagas: no effect graph in this store.</source>
        <translation>Keine Sagas: kein Effekt-Graph in diesem Store.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="132"/>
        <source>%n graph(s): </source>
        <translation>
            <numerusform>%n Graph: </numerusform>
            <numerusform>%n Graphen: </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="133"/>
        <source>%n diverged, </source>
        <translation>
            <numerusform>%n abweichend, </numerusform>
            <numerusform>%n abweichend, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="134"/>
        <source>%n unfinished (running or stuck). The verdict is computed now and not written.</source>
        <translation>
            <numerusform>%n unfertig (läuft oder hängt). Der Befund wird jetzt berechnet und nicht geschrieben.</numerusform>
            <numerusform>%n unfertig (laufen oder hängen). Der Befund wird jetzt berechnet und nicht geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="138"/>
        <source>Listed: every graph that is not done and the newest %1 of %2 done ones (sealctl sagas lists them all).</source>
        <translation>Aufgeführt: jeder nicht abgeschlossene Graph und die neuesten %1 von %2 abgeschlossenen (sealctl sagas listet alle).</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="160"/>
        <source>No graph selected.</source>
        <translation>Kein Graph ausgewählt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="161"/>
        <source>Children of %1: %n</source>
        <translation>
            <numerusform>Schritte von %1: %n</numerusform>
            <numerusform>Schritte von %1: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::SecretStore</name>
    <message>
        <location filename="../models/services/secret_store.cpp" line="114"/>
        <source>the keychain did not answer within %1 s</source>
        <translation>der Schlüsselbund hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
        <location filename="../models/services/secret_store.cpp" line="60"/>
        <source>the keychain has no such entry</source>
        <translation>der Schlüsselbund hat keinen solchen Eintrag</translation>
    </message>
    <message>
        <location filename="../models/services/secret_store.cpp" line="67"/>
        <source>no keychain service is running on this computer</source>
        <translation>auf diesem Computer läuft kein Schlüsselbund-Dienst</translation>
    </message>
    <message>
        <location filename="../models/services/secret_store.cpp" line="71"/>
        <source>the keychain refused: %1</source>
        <translation>der Schlüsselbund hat verweigert: %1</translation>
    </message>
</context>
<context>
    <name>seal::Session</name>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="173"/>
        <source>&amp;Connection</source>
        <translation>&amp;Verbindung</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="175"/>
        <source>&amp;Connect…</source>
        <translation>&amp;Verbinden…</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="179"/>
        <source>&amp;Read-only</source>
        <translation>&amp;Nur lesen</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="183"/>
        <source>Offer no writes in this session</source>
        <translation>In dieser Sitzung keine Schreibvorgänge anbieten</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="199"/>
        <source>&amp;Demo</source>
        <translation>De&amp;mo</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="202"/>
        <source>&amp;Act as…</source>
        <translation>&amp;Handeln als…</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="208"/>
        <source>operator: sets policy, revokes, settles</source>
        <translation>Operator: setzt Richtlinien, widerruft, klärt</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="210"/>
        <source>maker: made pending requests, sees its own vote refused</source>
        <translation>Ersteller: hat offene Anfragen gestellt, sieht die eigene Stimme abgelehnt</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="211"/>
        <source>approver: votes on approvals</source>
        <translation>Genehmiger: stimmt über Freigaben ab</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="212"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="232"/>
        <source>&amp;Pause the simulated agents</source>
        <translation>Simulierte Agenten &amp;anhalten</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="236"/>
        <source>The agents write nothing until this is unticked; the store and the console stay up.</source>
        <translation>Die Agenten schreiben nichts, bis das Häkchen entfernt wird; Speicher und Konsole laufen weiter.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="241"/>
        <source>Demo paused: the simulated agents write nothing until Demo ▸ Pause is unticked.</source>
        <translation>Demo angehalten: Die simulierten Agenten schreiben nichts, bis Demo ▸ Anhalten nicht mehr angehakt ist.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="243"/>
        <source>Demo resumed: the simulated agents are at work again.</source>
        <translation>Demo fortgesetzt: Die simulierten Agenten arbeiten wieder.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="245"/>
        <source>Agents&apos; &amp;speed</source>
        <translation>&amp;Tempo der Agenten</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="253"/>
        <source>&amp;Slow (a quarter as often)</source>
        <translation>&amp;Langsam (ein Viertel so oft)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="254"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="255"/>
        <source>&amp;Fast (four times as often)</source>
        <translation>&amp;Schnell (viermal so oft)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="267"/>
        <source>Payment provider: %1</source>
        <translation>Zahlungsanbieter: %1</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="270"/>
        <source>The demo&apos;s own provider, a local HTTP server: Holds&apos; Witness… and Settle, and Autonomy&apos;s sweep ask it as they would ask a real one. It holds one charge nobody admitted, for a sweep to find.</source>
        <translation>Der eigene Anbieter der Demo, ein lokaler HTTP-Server: Bezeugen… und Klären… unter Schwebefälle sowie der Abgleichlauf unter Autonomie fragen ihn wie einen echten. Er kennt eine Belastung, die niemand zugelassen hat, damit ein Abgleichlauf sie findet.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="304"/>
        <source>Now acting as %1 (%2)</source>
        <translation>Handelt jetzt als %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="370"/>
        <source>Approvals waiting for your vote</source>
        <translation>Freigaben warten auf Ihre Stimme</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="397"/>
        <location filename="../app/sealdesk/session.cpp" line="407"/>
        <location filename="../app/sealdesk/session.cpp" line="411"/>
        <location filename="../app/sealdesk/session.cpp" line="424"/>
        <location filename="../app/sealdesk/session.cpp" line="436"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sealdesk/session.cpp" line="409"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sealdesk/session.cpp" line="412"/>
        <source>%n new alert(s)</source>
        <translation>
            <numerusform>%n neue Warnung</numerusform>
            <numerusform>%n neue Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="445"/>
        <source>no console window is open</source>
        <translation>kein Konsolenfenster ist offen</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="462"/>
        <source>Seal Desk</source>
        <translation>Seal Desk</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sealdesk/session.cpp" line="463"/>
        <source>Seal Desk — %n waiting for your vote</source>
        <translation>
            <numerusform>Seal Desk — %n wartet auf Ihre Stimme</numerusform>
            <numerusform>Seal Desk — %n warten auf Ihre Stimme</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="474"/>
        <source>Show Seal Desk</source>
        <translation>Seal Desk anzeigen</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="475"/>
        <source>Approvals waiting for my vote</source>
        <translation>Freigaben, die auf meine Stimme warten</translation>
    </message>
</context>
<context>
    <name>seal::SettingsDialog</name>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="25"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="29"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="34"/>
        <source>A new language applies when Seal Desk next starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Seal Desk.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="38"/>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="39"/>
        <source>Local time</source>
        <translation>Ortszeit</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="45"/>
        <location filename="../views/dialogs/settings_dialog.cpp" line="52"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="46"/>
        <source>off (refresh by hand, F5)</source>
        <translation>aus (von Hand aktualisieren, F5)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="53"/>
        <source>never (wait as long as the store takes)</source>
        <translation>nie (so lange warten, wie der Store braucht)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="55"/>
        <source>How long a connection, a lock or a page&apos;s query may take before the console gives up and says what it waited for. Verifying the chain and exports are not limited.</source>
        <translation>Wie lange eine Verbindung, eine Sperre oder die Abfrage einer Seite dauern darf, bevor die Konsole aufgibt und sagt, worauf sie gewartet hat. Die Prüfung der Kette und Exporte sind nicht begrenzt.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="62"/>
        <source>For this run SEAL_TIMEOUT=%1 from the environment is used instead.</source>
        <translation>Für diesen Lauf gilt stattdessen SEAL_TIMEOUT=%1 aus der Umgebung.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="66"/>
        <source>Desktop &amp;notifications: new approvals and alerts</source>
        <translation>Desktop-&amp;Benachrichtigungen: neue Freigaben und Warnungen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="69"/>
        <source>A new approval you may vote on, a new hold, a divergence, out-of-band spend, a chain break, an approval about to expire, an obligation breached. Each is also kept in View ▸ Message log.</source>
        <translation>Eine neue Freigabe, über die Sie abstimmen dürfen, ein neuer Schwebefall, eine Abweichung, eine Ausgabe am Gateway vorbei, ein Kettenbruch, eine bald ablaufende Freigabe, eine verletzte Verpflichtung. Jede steht auch unter Ansicht ▸ Meldungsprotokoll.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="75"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="85"/>
        <source>unchanged (kept in the keychain or environment)</source>
        <translation>unverändert (im Schlüsselbund oder in der Umgebung hinterlegt)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="89"/>
        <source>https://api.provider.example</source>
        <translation>https://api.provider.example</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="93"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="95"/>
        <source>&amp;Times in:</source>
        <translation>&amp;Zeiten in:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="96"/>
        <source>Live &amp;refresh every:</source>
        <translation>Live-&amp;Aktualisierung alle:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="97"/>
        <source>Store &amp;timeout:</source>
        <translation>Store-&amp;Zeitlimit:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="100"/>
        <source>Alert when an approval &amp;expires within:</source>
        <translation>Warnen, wenn eine Freigabe &amp;abläuft in weniger als:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="101"/>
        <source>&amp;Governance key:</source>
        <translation>&amp;Governance-Schlüssel:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="102"/>
        <source>Provider &amp;witness URL:</source>
        <translation>&amp;URL des Anbieter-Zeugen:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="103"/>
        <source>Provider witness &amp;key:</source>
        <translation>Sc&amp;hlüssel des Anbieter-Zeugen:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="105"/>
        <source>Keys are stored in the system keychain, never in the settings file.</source>
        <translation>Schlüssel werden im System-Schlüsselbund gespeichert, nie in der Einstellungsdatei.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="123"/>
        <source>Connection &amp;profiles…</source>
        <translation>Verbindungs&amp;profile…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="166"/>
        <source>%1 saved in the system keychain.</source>
        <translation>%1 wurde im System-Schlüsselbund gespeichert.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="167"/>
        <source>%1 was NOT saved: %2. It is used until Seal Desk quits.</source>
        <translation>%1 wurde NICHT gespeichert: %2. Er wird verwendet, bis Seal Desk beendet wird.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="180"/>
        <source>The governance key</source>
        <translation>Der Governance-Schlüssel</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="181"/>
        <source>The provider witness key</source>
        <translation>Der Schlüssel des Anbieter-Zeugen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="188"/>
        <source>The provider witness URL&apos;s credentials</source>
        <translation>Zugangsdaten in der URL des Anbieter-Zeugen</translation>
    </message>
</context>
<context>
    <name>seal::SettleDialog</name>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="88"/>
        <source>Settle hold</source>
        <translation>Schwebefall klären</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="92"/>
        <source>Say what the world did for intent %1 (path %2, action %3, state %4).</source>
        <translation>Angeben, was in der Welt für Intent %1 geschah (Pfad %2, Aktion %3, Status %4).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="94"/>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="100"/>
        <source>&amp;Attest a verdict (I checked at the provider)</source>
        <translation>Befund &amp;bestätigen (ich habe beim Anbieter geprüft)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="108"/>
        <source>Verdict</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="114"/>
        <source>Choose what the world did…</source>
        <translation>Wählen, was in der Welt geschah…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="116"/>
        <source>&amp;Verdict:</source>
        <translation>Bef&amp;und:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="122"/>
        <source>Evidence</source>
        <translation>Nachweis</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="125"/>
        <source>What you checked at the provider (required, kept in the cert or event)</source>
        <translation>Was Sie beim Anbieter geprüft haben (erforderlich, wird im Zertifikat oder Ereignis gespeichert)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="127"/>
        <source>&amp;Evidence:</source>
        <translation>&amp;Nachweis:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="130"/>
        <source>Ask the provider &amp;witness</source>
        <translation>Den Anbieter-&amp;Zeugen fragen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="134"/>
        <source>Asks %1 for payment intents carrying this intent; its answer is shown before anything is written.</source>
        <translation>Fragt %1 nach Zahlungs-Intents, die diesen Intent tragen; seine Antwort wird angezeigt, bevor etwas geschrieben wird.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="152"/>
        <source>&amp;Continue…</source>
        <translation>&amp;Weiter…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="196"/>
        <source>Choose a verdict: say what the world did for this intent.</source>
        <translation>Wählen Sie einen Befund: geben Sie an, was in der Welt für diesen Intent geschah.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="198"/>
        <source>Evidence is required: say what you checked at the provider.</source>
        <translation>Ein Nachweis ist erforderlich: geben Sie an, was Sie beim Anbieter geprüft haben.</translation>
    </message>
</context>
<context>
    <name>seal::ShortcutsDialog</name>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="48"/>
        <source>Everywhere in the window</source>
        <translation>Überall im Fenster</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="94"/>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="99"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="100"/>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="100"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="100"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="118"/>
        <source>Read from the window&apos;s menus and pages as they are now.</source>
        <translation>Aus den Menüs und Seiten des Fensters gelesen, wie sie jetzt sind.</translation>
    </message>
</context>
<context>
    <name>seal::SigningKeyChoice</name>
    <message>
        <location filename="../views/widgets/signing_key_choice.cpp" line="16"/>
        <source>Writes FILE.sig beside the export: anyone can check it with `sealctl verify-signature FILE` and your public key (File ▸ Signing keys…)</source>
        <translation>Schreibt FILE.sig neben den Export: jeder kann ihn mit `sealctl verify-signature FILE` und Ihrem öffentlichen Schlüssel prüfen (Datei ▸ Signaturschlüssel…)</translation>
    </message>
    <message>
        <location filename="../views/widgets/signing_key_choice.cpp" line="24"/>
        <source>Sign &amp;with:</source>
        <translation>Signieren &amp;mit:</translation>
    </message>
    <message>
        <location filename="../views/widgets/signing_key_choice.cpp" line="31"/>
        <source>No signature</source>
        <translation>Keine Signatur</translation>
    </message>
    <message>
        <location filename="../views/widgets/signing_key_choice.cpp" line="33"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>seal::StoreClient</name>
    <message>
        <location filename="../models/store_client.cpp" line="293"/>
        <source>Not sent: the store is unreachable, so nothing was written. Try again once it is back.</source>
        <translation>Nicht gesendet: Der Store ist nicht erreichbar, es wurde nichts geschrieben. Versuchen Sie es erneut, sobald er wieder erreichbar ist.</translation>
    </message>
</context>
<context>
    <name>seal::StoreWorker</name>
    <message>
        <location filename="../models/keyset_reads.cpp" line="52"/>
        <source>the body is not valid JSON</source>
        <translation>der Inhalt ist kein gültiges JSON</translation>
    </message>
    <message>
        <location filename="../models/keyset_reads.cpp" line="56"/>
        <source>the body is a JSON %1, not an object</source>
        <translation>der Inhalt ist ein JSON-%1, kein Objekt</translation>
    </message>
</context>
<context>
    <name>seal::SweepDialog</name>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="81"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="92"/>
        <source>CLEAN: the provider listed %n effect(s) in this window, and the gateway admitted every one.</source>
        <translation>
            <numerusform>SAUBER: Der Anbieter hat in diesem Zeitfenster %n Wirkung aufgelistet, und das Gateway hat sie zugelassen.</numerusform>
            <numerusform>SAUBER: Der Anbieter hat in diesem Zeitfenster %n Wirkungen aufgelistet, und das Gateway hat jede zugelassen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="95"/>
        <source>Recorded reconcile_clean: it counts as a clean sweep for every path&apos;s licence.</source>
        <translation>reconcile_clean festgehalten: Es zählt für die Lizenz jedes Pfads als sauberer Lauf.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="74"/>
        <source>%1 (%2 in the provider&apos;s minor units)</source>
        <translation>%1 (%2 in den kleinsten Einheiten des Anbieters)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="76"/>
        <source>%1 in the provider&apos;s minor units (no currency set to convert them)</source>
        <translation>%1 in den kleinsten Einheiten des Anbieters (keine Währung eingestellt, um sie umzurechnen)</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="99"/>
        <source>OUT-OF-BAND SPEND: %1 of %Ln effect(s) at the provider were never admitted by the gateway (%2 untagged, %3 with a tag that is no intent of ours), amount %4.</source>
        <translation>
            <numerusform>AUSGABE AM GATEWAY VORBEI: %1 von %Ln Effekt beim Anbieter wurde nie vom Gateway zugelassen (%2 ohne Markierung, %3 mit einer Markierung, die kein Intent von uns ist), Betrag %4.</numerusform>
            <numerusform>AUSGABE AM GATEWAY VORBEI: %1 von %Ln Effekten beim Anbieter wurden nie vom Gateway zugelassen (%2 ohne Markierung, %3 mit einer Markierung, die kein Intent von uns ist), Betrag %4.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="107"/>
        <source>Recorded out_of_band_spend: a breach, it suspends the licences it concerns until an operator reviews it.</source>
        <translation>out_of_band_spend festgehalten: ein Verstoß; er setzt die betroffenen Lizenzen aus, bis ein Operator ihn prüft.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="110"/>
        <source>Domain %1 frozen: it admits nothing until unfrozen.</source>
        <translation>Domäne %1 eingefroren: Sie lässt nichts zu, bis das Einfrieren aufgehoben ist.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="111"/>
        <source>Domain %1 was frozen already (its reason is kept).</source>
        <translation>Domäne %1 war bereits eingefroren (ihr Grund bleibt).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="114"/>
        <source>No domain was frozen (none was given).</source>
        <translation>Keine Domäne eingefroren (keine angegeben).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="119"/>
        <source>Effects behind the gateway (first %1): %2</source>
        <translation>Wirkungen am Gateway vorbei (die ersten %1): %2</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="125"/>
        <source>NOT KNOWN: the provider could not be listed (%1).</source>
        <translation>NICHT BEKANNT: Der Anbieter ließ sich nicht auflisten (%1).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="127"/>
        <source>Recorded reconcile_unknown: this is not a clean sweep; sweep again when the provider answers.</source>
        <translation>reconcile_unknown festgehalten: Das ist kein sauberer Lauf; gleichen Sie erneut ab, wenn der Anbieter antwortet.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="132"/>
        <source>Window: %1</source>
        <translation>Zeitfenster: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="133"/>
        <source>Provider pages read: %1 · effects listed: %2 · ours: %3</source>
        <translation>Gelesene Seiten des Anbieters: %1 · aufgelistete Wirkungen: %2 · unsere: %3</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="137"/>
        <source>Event: %1 #%2 · sweep id %3</source>
        <translation>Ereignis: %1 #%2 · Lauf-ID %3</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="141"/>
        <source>Written as: %1</source>
        <translation>Geschrieben als: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="149"/>
        <source>Run reconcile sweep</source>
        <translation>Abgleichlauf starten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="152"/>
        <source>Lists every payment the provider made in a window and checks that the gateway admitted each one. Spend behind the gateway is recorded as out_of_band_spend (a breach); a clean sweep lets paths climb to L3 and above. The provider is only read; nothing is recorded until you confirm.</source>
        <translation>Listet jede Zahlung, die der Anbieter in einem Zeitfenster ausgeführt hat, und prüft, ob das Gateway jede zugelassen hat. Ausgaben am Gateway vorbei werden als out_of_band_spend festgehalten (ein Verstoß); ein sauberer Lauf lässt Pfade auf L3 und höher steigen. Der Anbieter wird nur gelesen; nichts wird festgehalten, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="161"/>
        <source>Since</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="162"/>
        <source>Until</source>
        <translation>Bis</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="165"/>
        <source>&amp;Since:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="166"/>
        <source>The last 24 hours (looking for the last sweep…)</source>
        <translation>Die letzten 24 Stunden (suche den letzten Lauf…)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="170"/>
        <source>&amp;Until:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="173"/>
        <source>Domain to freeze</source>
        <translation>Einzufrierende Domäne</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="174"/>
        <source>optional: a domain to freeze if spend turns up behind the gateway</source>
        <translation>optional: eine Domäne, die eingefroren wird, falls Ausgaben am Gateway vorbei auftauchen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="175"/>
        <source>&amp;Freeze domain:</source>
        <translation>Domäne &amp;einfrieren:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="178"/>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="355"/>
        <source>Provider:</source>
        <translation>Anbieter:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="180"/>
        <source>Recorded as:</source>
        <translation>Festgehalten als:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="185"/>
        <source>Sweep progress</source>
        <translation>Fortschritt des Abgleichs</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="196"/>
        <source>Sweep result</source>
        <translation>Ergebnis des Abgleichs</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="198"/>
        <source>The result appears here once the sweep is recorded.</source>
        <translation>Das Ergebnis erscheint hier, sobald der Lauf festgehalten ist.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="206"/>
        <source>&amp;Run sweep…</source>
        <translation>Lauf &amp;starten…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="232"/>
        <source>the window ends before it starts</source>
        <translation>das Zeitfenster endet, bevor es beginnt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="233"/>
        <source>a sweep is in progress</source>
        <translation>ein Abgleichlauf ist im Gange</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="240"/>
        <source>none configured</source>
        <translation>keiner eingerichtet</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="241"/>
        <source>(not connected)</source>
        <translation>(nicht verbunden)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="247"/>
        <source>List the provider for this window, then confirm what is recorded</source>
        <translation>Den Anbieter für dieses Zeitfenster auflisten und dann bestätigen, was festgehalten wird</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="248"/>
        <source>Run is unavailable: %1</source>
        <translation>Starten nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="250"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="250"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="252"/>
        <source>Stop listing the provider: nothing is recorded</source>
        <translation>Das Auflisten beim Anbieter beenden: nichts wird festgehalten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="266"/>
        <source>Since the last sweep that answered (it ended %1)</source>
        <translation>Seit dem letzten Lauf, der eine Antwort bekam (er endete %1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="269"/>
        <source>The last 24 hours (the last sweep ended later)</source>
        <translation>Die letzten 24 Stunden (der letzte Lauf endete später)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="270"/>
        <source>The last 24 hours (no sweep has answered yet)</source>
        <translation>Die letzten 24 Stunden (noch kein Lauf bekam eine Antwort)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="298"/>
        <source>Listing %1…</source>
        <translation>Liste %1 auf…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="310"/>
        <source>The listing failed: %1. Nothing was recorded.</source>
        <translation>Das Auflisten schlug fehl: %1. Nichts wurde festgehalten.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="319"/>
        <source>Provider pages read: %1 · effects listed: %2 · other states ignored: %3</source>
        <translation>Gelesene Seiten des Anbieters: %1 · aufgelistete Wirkungen: %2 · andere Zustände übergangen: %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="328"/>
        <source>Cancelled after %n provider page(s): nothing was recorded.</source>
        <translation>
            <numerusform>Nach %n Seite des Anbieters abgebrochen: Nichts wurde festgehalten.</numerusform>
            <numerusform>Nach %n Seiten des Anbieters abgebrochen: Nichts wurde festgehalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="340"/>
        <source>The provider listed %n effect(s): confirm to compare them with the store and record the sweep.</source>
        <translation>
            <numerusform>Der Anbieter hat %n Wirkung aufgelistet: Bestätigen Sie, um sie mit dem Speicher zu vergleichen und den Lauf festzuhalten.</numerusform>
            <numerusform>Der Anbieter hat %n Wirkungen aufgelistet: Bestätigen Sie, um sie mit dem Speicher zu vergleichen und den Lauf festzuhalten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="343"/>
        <source>The provider could not be listed completely: confirm to record reconcile_unknown.</source>
        <translation>Der Anbieter ließ sich nicht vollständig auflisten: Bestätigen Sie, um reconcile_unknown festzuhalten.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="346"/>
        <source>Record reconcile sweep</source>
        <translation>Abgleichlauf festhalten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="349"/>
        <source>Compare what the provider listed with the intents the gateway admitted, and record reconcile_clean, or out_of_band_spend when spend turns up behind the gateway.</source>
        <translation>Vergleichen, was der Anbieter aufgelistet hat, mit den Intents, die das Gateway zugelassen hat, und reconcile_clean festhalten, oder out_of_band_spend, wenn Ausgaben am Gateway vorbei auftauchen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="351"/>
        <source>The provider could not be listed: record reconcile_unknown for this window. It is never taken as clean.</source>
        <translation>Der Anbieter ließ sich nicht auflisten: reconcile_unknown für dieses Zeitfenster festhalten. Das gilt nie als sauber.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="354"/>
        <source>Window:</source>
        <translation>Zeitfenster:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="356"/>
        <source>Pages read:</source>
        <translation>Gelesene Seiten:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="357"/>
        <source>Effects listed:</source>
        <translation>Aufgelistete Wirkungen:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="358"/>
        <source>not known (%1)</source>
        <translation>nicht bekannt (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="359"/>
        <source>Freeze domain:</source>
        <translation>Domäne einfrieren:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="360"/>
        <source>none (spend behind the gateway freezes nothing)</source>
        <translation>keine (Ausgaben am Gateway vorbei frieren nichts ein)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="361"/>
        <source>Record sweep</source>
        <translation>Lauf festhalten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="367"/>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="394"/>
        <source>Reconcile sweep</source>
        <translation>Abgleichlauf</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="374"/>
        <source>Comparing %n effect(s) with the store&apos;s intents and recording…</source>
        <translation>
            <numerusform>Vergleiche %n Wirkung mit den Intents des Speichers und halte fest…</numerusform>
            <numerusform>Vergleiche %n Wirkungen mit den Intents des Speichers und halte fest…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="382"/>
        <source>Nothing was recorded: %1</source>
        <translation>Nichts wurde festgehalten: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="387"/>
        <source>Not recorded: the confirmation was cancelled.</source>
        <translation>Nicht festgehalten: Die Bestätigung wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="397"/>
        <source>Recorded: event %1.</source>
        <translation>Festgehalten: Ereignis %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="409"/>
        <source>Cancelling…</source>
        <translation>Breche ab…</translation>
    </message>
</context>
<context>
    <name>seal::ThresholdsDialog</name>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="26"/>
        <source>Set thresholds</source>
        <translation>Schwellen setzen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="28"/>
        <source>Approval thresholds of path %1: amounts up to AUTO need no approval, up to DUAL need the approvers below, anything above always a human.</source>
        <translation>Freigabeschwellen von Pfad %1: Beträge bis AUTO brauchen keine Freigabe, bis DUAL die Genehmiger unten, alles darüber immer einen Menschen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="43"/>
        <source>AUTO up to</source>
        <translation>AUTO bis</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="44"/>
        <source>DUAL up to</source>
        <translation>DUAL bis</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="45"/>
        <source>AUTO up to:</source>
        <translation>AUTO bis:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="46"/>
        <source>DUAL up to:</source>
        <translation>DUAL bis:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="49"/>
        <source>Approvers a DUAL request needs</source>
        <translation>Genehmiger, die eine DUAL-Anfrage braucht</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="52"/>
        <source>Approvers for DUAL:</source>
        <translation>Genehmiger für DUAL:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="60"/>
        <source>Continue…</source>
        <translation>Weiter…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="112"/>
        <source>AUTO is not an amount: type it as %1</source>
        <translation>AUTO ist kein Betrag: etwa als %1 eingeben</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="113"/>
        <source>DUAL is not an amount: type it as %1</source>
        <translation>DUAL ist kein Betrag: etwa als %1 eingeben</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="114"/>
        <source>AUTO must be 0 or more</source>
        <translation>AUTO muss 0 oder mehr sein</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="115"/>
        <source>DUAL must be at least AUTO (%1)</source>
        <translation>DUAL muss mindestens AUTO sein (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="117"/>
        <source>a DUAL request needs at least 2 approvers (one approver is no maker-checker)</source>
        <translation>eine DUAL-Anfrage braucht mindestens 2 Genehmiger (ein Genehmiger ist kein Vier-Augen-Prinzip)</translation>
    </message>
</context>
<context>
    <name>seal::WholeValueButton</name>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="15"/>
        <source>Save whole value…</source>
        <translation>Ganzen Wert speichern…</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="18"/>
        <source>The pane shows only part of this value; save all of it, exactly as stored, to a file</source>
        <translation>Der Bereich zeigt nur einen Teil dieses Werts; den ganzen Wert, genau wie gespeichert, in eine Datei sichern</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="40"/>
        <location filename="../views/widgets/whole_value_button.cpp" line="48"/>
        <source>Save whole value</source>
        <translation>Ganzen Wert speichern</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="40"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="80"/>
        <source>the value is no longer in the store</source>
        <translation>der Wert ist nicht mehr im Store</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="62"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>seal::WitnessDialog</name>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="25"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="39"/>
        <source>Exactly one effect happened: a witnessed cert is appended and the tier becomes WORLD_FINAL (world confirmed); the path&apos;s confirmation ratio rises.</source>
        <translation>Genau eine Wirkung fand statt: Ein witnessed-Zertifikat wird angehängt und die Klasse wird WORLD_FINAL (Welt bestätigt); die Bestätigungsquote des Pfads steigt.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="42"/>
        <source>The chain sealed it but the provider has nothing: a witnessed cert marks it WORLD_DIVERGED and its domain is frozen.</source>
        <translation>Die Kette hat es versiegelt, aber der Anbieter hat nichts: Ein witnessed-Zertifikat markiert es als WORLD_DIVERGED und seine Domäne wird eingefroren.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="45"/>
        <source>More than one effect happened: a witnessed cert marks it WORLD_DIVERGED and its domain is frozen.</source>
        <translation>Mehr als eine Wirkung fand statt: Ein witnessed-Zertifikat markiert es als WORLD_DIVERGED und seine Domäne wird eingefroren.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="50"/>
        <source>The provider could not say: a witnessed cert marks it WORLD_UNKNOWN, which makes it a hold to settle.</source>
        <translation>Der Anbieter konnte es nicht sagen: Ein witnessed-Zertifikat markiert es als WORLD_UNKNOWN, womit es ein zu klärender Schwebefall wird.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="58"/>
        <source>Witness intent</source>
        <translation>Intent bezeugen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="61"/>
        <source>Asks the provider whether this sealed intent really happened, and records its answer in the chain. Nothing is recorded until you confirm.</source>
        <translation>Fragt den Anbieter, ob dieser versiegelte Intent wirklich stattfand, und hält seine Antwort in der Kette fest. Nichts wird festgehalten, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="69"/>
        <location filename="../views/dialogs/witness_dialog.cpp" line="225"/>
        <source>Intent:</source>
        <translation>Intent:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="72"/>
        <source>Provider:</source>
        <translation>Anbieter:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="74"/>
        <source>Recorded as:</source>
        <translation>Festgehalten als:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="79"/>
        <source>Witness progress</source>
        <translation>Fortschritt der Bezeugung</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="90"/>
        <source>What the provider found</source>
        <translation>Was der Anbieter gefunden hat</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="92"/>
        <source>What the provider found appears here.</source>
        <translation>Was der Anbieter gefunden hat, erscheint hier.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="100"/>
        <source>&amp;Ask the provider</source>
        <translation>Den Anbieter &amp;fragen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="102"/>
        <source>&amp;Record…</source>
        <translation>&amp;Festhalten…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="125"/>
        <location filename="../views/dialogs/witness_dialog.cpp" line="138"/>
        <source>the provider is being asked</source>
        <translation>der Anbieter wird gerade gefragt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="126"/>
        <source>its witnessing is recorded; see the result below</source>
        <translation>seine Bezeugung ist festgehalten; siehe das Ergebnis unten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="133"/>
        <source>none configured</source>
        <translation>keiner eingerichtet</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="134"/>
        <source>(not connected)</source>
        <translation>(nicht verbunden)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="136"/>
        <source>Ask the provider about this intent; nothing is recorded yet</source>
        <translation>Den Anbieter nach diesem Intent fragen; noch wird nichts festgehalten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="139"/>
        <source>ask the provider first</source>
        <translation>zuerst den Anbieter fragen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="140"/>
        <source>Confirm and record what the provider said</source>
        <translation>Bestätigen und festhalten, was der Anbieter gesagt hat</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="142"/>
        <source>Witness is unavailable: %1</source>
        <translation>Bezeugen nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="145"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="145"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="169"/>
        <source>Asking %1 about %2… (at most %3 s)</source>
        <translation>Frage %1 nach %2… (höchstens %3 s)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="183"/>
        <source>The question failed: %1. Nothing was recorded.</source>
        <translation>Die Frage schlug fehl: %1. Nichts wurde festgehalten.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="192"/>
        <source>Cancelled before the provider answered: nothing was recorded.</source>
        <translation>Abgebrochen, bevor der Anbieter antwortete: Nichts wurde festgehalten.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="197"/>
        <source>Not witnessed: %1</source>
        <translation>Nicht bezeugt: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="204"/>
        <source>Verdict: %1</source>
        <translation>Befund: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="205"/>
        <source>Effects counted: %1</source>
        <translation>Gezählte Wirkungen: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="205"/>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="206"/>
        <source>Evidence: %1</source>
        <translation>Nachweis: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="209"/>
        <source>If recorded: %1</source>
        <translation>Wenn festgehalten: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="211"/>
        <source>The provider answered %1: confirm to record it, or close to record nothing.</source>
        <translation>Der Anbieter antwortete %1: Bestätigen Sie, um es festzuhalten, oder schließen Sie, um nichts festzuhalten.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="222"/>
        <location filename="../views/dialogs/witness_dialog.cpp" line="232"/>
        <source>Record witness</source>
        <translation>Bezeugung festhalten</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="226"/>
        <source>Witness verdict:</source>
        <translation>Befund des Zeugen:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="227"/>
        <source>Count:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="227"/>
        <source>(not known)</source>
        <translation>(nicht bekannt)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="228"/>
        <source>Evidence kept:</source>
        <translation>Gespeicherter Nachweis:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="231"/>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="240"/>
        <location filename="../views/dialogs/witness_dialog.cpp" line="269"/>
        <source>Witness %1</source>
        <translation>%1 bezeugen</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="250"/>
        <source>Recording…</source>
        <translation>Halte fest…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="257"/>
        <source>Nothing was recorded: %1</source>
        <translation>Nichts wurde festgehalten: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="262"/>
        <source>Not recorded: the confirmation was cancelled.</source>
        <translation>Nicht festgehalten: Die Bestätigung wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="271"/>
        <source>Recorded: event %1.</source>
        <translation>Festgehalten: Ereignis %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="277"/>
        <source>Intent: %1, tier %2 → %3</source>
        <translation>Intent: %1, Klasse %2 → %3</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="280"/>
        <source>Cert appended: #%1 %2 (hash %3)</source>
        <translation>Zertifikat angehängt: #%1 %2 (Hash %3)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="283"/>
        <source>Cert appended: none</source>
        <translation>Zertifikat angehängt: keines</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="284"/>
        <source>Domain %1 frozen: it admits nothing until unfrozen</source>
        <translation>Domäne %1 eingefroren: Sie lässt nichts zu, bis das Einfrieren aufgehoben ist</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="285"/>
        <source>Path: %1, witness id %2</source>
        <translation>Pfad: %1, Bezeugungs-ID %2</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="286"/>
        <source>Written as: %1</source>
        <translation>Geschrieben als: %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="299"/>
        <source>Cancelling…</source>
        <translation>Breche ab…</translation>
    </message>
</context>
</TS>
