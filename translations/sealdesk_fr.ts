<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>main</name>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="68"/>
        <source>Starting the demo store…</source>
        <translation>Démarrage du dépôt de démonstration…</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="70"/>
        <location filename="../app/sealdesk/main.cpp" line="87"/>
        <source>Seal Desk demo</source>
        <translation>Seal Desk – démonstration</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="81"/>
        <source>The demo store did not start: %1</source>
        <translation>Le dépôt de démonstration n&apos;a pas démarré : %1</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="98"/>
        <source>the demo store has no approver</source>
        <translation>le dépôt de démonstration n&apos;a pas d&apos;approbateur</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="35"/>
        <source>Overview</source>
        <translation>Vue d&apos;ensemble</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="36"/>
        <source>What the agents did lately, what waits for people, and whether the chain is intact.</source>
        <translation>Ce que les agents ont fait récemment, ce qui attend une personne, et si la chaîne est intacte.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="38"/>
        <source>Autonomy</source>
        <translation>Autonomie</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="39"/>
        <source>Each payment path&apos;s autonomy level and why, with its levers: policy, thresholds, revoke.</source>
        <translation>Le niveau d&apos;autonomie de chaque chemin de paiement et pourquoi, avec ses leviers : politique, seuils, révocation.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="50"/>
        <source>Approvals</source>
        <translation>Approbations</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="52"/>
        <source>Requests waiting for maker-checker votes: amount, path, maker and the votes so far.</source>
        <translation>Les demandes en attente de votes à quatre yeux : montant, chemin, initiateur et les votes déjà exprimés.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="59"/>
        <source>Holds</source>
        <translation>Blocages</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="60"/>
        <source>Effects whose outcome is not known, held until someone settles them.</source>
        <translation>Les effets dont l&apos;issue est inconnue, en blocage jusqu&apos;à ce que quelqu&apos;un les règle.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="62"/>
        <source>Divergences</source>
        <translation>Divergences</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="64"/>
        <source>Where the provider&apos;s ledger contradicts the chain, and the domains frozen for it.</source>
        <translation>Là où le registre du prestataire contredit la chaîne, et les domaines gelés pour cette raison.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="66"/>
        <source>Certificates</source>
        <translation>Certificats</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="68"/>
        <source>The certificate chain, newest first: verify it and export receipts.</source>
        <translation>La chaîne de certificats, les plus récents d&apos;abord : la vérifier et exporter des reçus.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="70"/>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="71"/>
        <source>The kernel&apos;s event log, newest first.</source>
        <translation>Le journal des événements du noyau, les plus récents d&apos;abord.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="72"/>
        <source>Budgets</source>
        <translation>Budgets</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="73"/>
        <source>Spending limits per window: spent, reserved and what remains.</source>
        <translation>Les plafonds de dépense par fenêtre : dépensé, réservé et ce qui reste.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="75"/>
        <source>Mandates</source>
        <translation>Mandats</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="76"/>
        <source>The paths that need a mandate, and the mandates that allow agents to spend.</source>
        <translation>Les chemins qui exigent un mandat, et les mandats qui autorisent les agents à dépenser.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="78"/>
        <source>Sagas</source>
        <translation>Sagas</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="79"/>
        <source>Payments of several steps, with their children and the kernel&apos;s verdict.</source>
        <translation>Les paiements en plusieurs étapes, avec leurs enfants et le verdict du noyau.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="81"/>
        <source>Obligations</source>
        <translation>Obligations</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="83"/>
        <source>What the kernel expects to happen by a deadline, and the breaches.</source>
        <translation>Ce que le noyau attend avant une échéance, et les manquements.</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="85"/>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <location filename="../views/page_table.cpp" line="86"/>
        <source>Dual control: changes that loosen a control, proposed by one operator and waiting for a second.</source>
        <translation>Contrôle à quatre yeux : les modifications qui assouplissent un contrôle, proposées par un opérateur et en attente d&apos;un second.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="151"/>
        <source>timed out after %1 s waiting for the page&apos;s data</source>
        <translation>délai dépassé après %1 s d&apos;attente des données de la page</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="159"/>
        <source>cannot write %1</source>
        <translation>impossible d&apos;écrire %1</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="274"/>
        <source>Operator console for the seal store.</source>
        <translation>Console d&apos;exploitation du dépôt de sceaux.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="279"/>
        <source>libpq connection string (default: $SEAL_DSN, then libpq&apos;s environment).</source>
        <translation>Chaîne de connexion libpq (par défaut : $SEAL_DSN, puis l&apos;environnement de libpq).</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="284"/>
        <source>a streaming standby to read from; writes still go to --dsn (default: $SEAL_READ_DSN).</source>
        <translation>un serveur de secours en réplication d&apos;où lire ; les écritures vont toujours à --dsn (par défaut : $SEAL_READ_DSN).</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="310"/>
        <source>The currency of the store&apos;s amounts (ISO 4217, e.g. EUR), over the profile&apos;s for this run.</source>
        <translation>La devise des montants du dépôt (ISO 4217, p. ex. EUR), à la place de celle du profil pour cette exécution.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="315"/>
        <source>Open one item by its link, e.g. sealdesk://approval/ID: in the console already running, else in this one.</source>
        <translation>Ouvrir un élément par son lien, p. ex. sealdesk://approval/ID : dans la console déjà ouverte, sinon dans celle-ci.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="322"/>
        <source>A sealdesk:// link, as --open takes it.</source>
        <translation>Un lien sealdesk://, tel que --open l’accepte.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="328"/>
        <source>one link at a time, please</source>
        <translation>un seul lien à la fois, s’il vous plaît</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="333"/>
        <source>cannot open &quot;%1&quot;: %2</source>
        <translation>impossible d’ouvrir « %1 » : %2</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="344"/>
        <source>--currency wants an ISO 4217 code such as EUR or USD, not &quot;%1&quot;</source>
        <translation>--currency attend un code ISO 4217 comme EUR ou USD, pas « %1 »</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="376"/>
        <source>no page &quot;%1&quot; (pages: %2)</source>
        <translation>aucune page « %1 » (pages : %2)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="424"/>
        <source>no saved profile &quot;%1&quot;</source>
        <translation>aucun profil enregistré « %1 »</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="294"/>
        <source>Load the page offscreen, save the window as a PNG and exit.</source>
        <translation>Charger la page hors écran, enregistrer la fenêtre en PNG et quitter.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="290"/>
        <source>Page to open: %1.</source>
        <translation>Page à ouvrir : %1.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="298"/>
        <source>Window size for the screenshot (default 1280x800).</source>
        <translation>Taille de la fenêtre pour la capture (par défaut 1280x800).</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="302"/>
        <source>Connect with a saved connection profile.</source>
        <translation>Se connecter avec un profil de connexion enregistré.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="305"/>
        <source>Start the console&apos;s own demo store (a private PostgreSQL with simulated agents) and connect to it as a demo approver.</source>
        <translation>Démarrer le dépôt de démonstration de la console (un PostgreSQL privé avec des agents simulés) et s&apos;y connecter comme approbateur de démonstration.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/main.cpp" line="353"/>
        <source>--size wants WxH, e.g. 1280x800, not &quot;%1&quot;</source>
        <translation>--size attend LxH, par ex. 1280x800, et non « %1 »</translation>
    </message>
</context>
<context>
    <name>seal</name>
    <message>
        <location filename="../models/write_rules.cpp" line="18"/>
        <source>the store is unreachable: nothing can be written until it is back</source>
        <translation>le dépôt est injoignable : rien ne peut être écrit avant son retour</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="19"/>
        <source>not connected yet: the console does not know who you are</source>
        <translation>pas encore connecté : la console ne sait pas qui vous êtes</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="20"/>
        <source>this session is read-only (Connection ▸ Read-only)</source>
        <translation>cette session est en lecture seule (Connexion ▸ Lecture seule)</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="34"/>
        <source>you (%1) made this request: the maker may not approve their own request</source>
        <translation>vous (%1) avez fait cette demande : l&apos;initiateur ne peut pas approuver sa propre demande</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="38"/>
        <source>already decided: %1</source>
        <translation>déjà décidée : %1</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="39"/>
        <source>expired: the request can no longer be decided</source>
        <translation>expirée : la demande ne peut plus être décidée</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="42"/>
        <source>you (%1) already voted: %2</source>
        <translation>vous (%1) avez déjà voté : %2</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="65"/>
        <source>path %1 is already REVOKED: set its policy to CLEARED or HOLD to lift it</source>
        <translation>le chemin %1 est déjà REVOKED : définissez sa politique sur CLEARED ou HOLD pour lever la révocation</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="74"/>
        <source>path %1 is REVOKED: set its policy to CLEARED or HOLD first; the proof age counts only then</source>
        <translation>le chemin %1 est REVOKED : définissez d&apos;abord sa politique à CLEARED ou HOLD ; l&apos;âge de preuve ne compte qu&apos;alors</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="83"/>
        <source>domain %1 is already frozen (%2): its standing reason and evidence are kept</source>
        <translation>le domaine %1 est déjà gelé (%2) : son motif et sa preuve actuels sont conservés</translation>
    </message>
    <message>
        <location filename="../models/write_rules.cpp" line="84"/>
        <source>no reason recorded</source>
        <translation>aucun motif enregistré</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="39"/>
        <source>the store knows nothing of intent %1</source>
        <translation>le dépôt ne connaît pas l&apos;intention %1</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="52"/>
        <source>nothing written: the signing key cannot be used: %1</source>
        <translation>rien n&apos;a été écrit : la clé de signature est inutilisable : %1</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="63"/>
        <source>Signed: %1 by the key %2.</source>
        <translation>Signé : %1 par la clé %2.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="66"/>
        <source>%1 was written, but its signature was not: %2</source>
        <translation>%1 a été écrit, mais pas sa signature : %2</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="80"/>
        <source>Removed %1: it signed the file this export replaced.</source>
        <translation>%1 supprimé : il signait le fichier que cet export a remplacé.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="82"/>
        <source>%1 is left over from the file this export replaced and could not be removed: it does not sign this file.</source>
        <translation>%1 reste du fichier que cet export a remplacé et n&apos;a pas pu être supprimé : il ne signe pas ce fichier.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="89"/>
        <source>chain verified</source>
        <translation>chaîne vérifiée</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="89"/>
        <source>chain NOT verified</source>
        <translation>chaîne NON vérifiée</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="47"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="50"/>
        <source>Altered cert: cert %1 (seq %2) no longer matches its hash.</source>
        <translation>Certificat altéré : le certificat %1 (séq. %2) ne correspond plus à son empreinte.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="52"/>
        <source>Foreign cert: cert %1 (seq %2) is not of this receipt&apos;s intent.</source>
        <translation>Certificat étranger : le certificat %1 (séq. %2) n&apos;appartient pas à l&apos;intention de ce reçu.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="54"/>
        <source>Bad signature: the signature does not match the receipt&apos;s content and public key.</source>
        <translation>Signature incorrecte : la signature ne correspond pas au contenu du reçu et à la clé publique.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="56"/>
        <source>Wrong key: signed by a different key than the public key you gave.</source>
        <translation>Mauvaise clé : signé par une autre clé que la clé publique fournie.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="57"/>
        <source>Duplicate member: the file names a member twice.</source>
        <translation>Membre en double : le fichier nomme deux fois un membre.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="58"/>
        <source>Malformed: the receipt is not well formed.</source>
        <translation>Mal formé : le reçu n&apos;est pas bien formé.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="66"/>
        <source>the chain verified (%Ln cert(s) walked)</source>
        <translation>
            <numerusform>la chaîne était vérifiée (%Ln certificat parcouru)</numerusform>
            <numerusform>la chaîne était vérifiée (%Ln certificats parcourus)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="67"/>
        <source>the chain verified</source>
        <translation>la chaîne était vérifiée</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="69"/>
        <source>the chain did NOT verify (broken at cert %1: %2)</source>
        <translation>la chaîne n&apos;était PAS vérifiée (rupture au certificat %1 : %2)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="71"/>
        <source>the chain did NOT verify</source>
        <translation>la chaîne n&apos;était PAS vérifiée</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="26"/>
        <source>No verdict chosen yet: pick the one you checked at the provider.</source>
        <translation>Aucun verdict choisi : choisissez celui que vous avez vérifié auprès du prestataire.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="31"/>
        <source>Exactly one effect happened: a witnessed cert is appended and the tier becomes WORLD_FINAL.</source>
        <translation>Un seul effet a eu lieu : un certificat de témoin est ajouté et le palier devient WORLD_FINAL.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="36"/>
        <source>The chain sealed it but the world has nothing: a witnessed cert marks it WORLD_DIVERGED and the domain is frozen.</source>
        <translation>La chaîne l&apos;a scellée mais le monde n&apos;a rien : un certificat de témoin la marque WORLD_DIVERGED et le domaine est gelé.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="42"/>
        <source>More than one effect happened: a witnessed cert marks it WORLD_DIVERGED and the domain is frozen.</source>
        <translation>Plus d&apos;un effet a eu lieu : un certificat de témoin la marque WORLD_DIVERGED et le domaine est gelé.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="29"/>
        <source>Exactly one effect happened: a healed cert is appended, the intent is sealed WORLD_FINAL, its budget reservations become settled, and event healed is recorded.</source>
        <translation>Un seul effet a eu lieu : un certificat réparé est ajouté, l&apos;intention est scellée WORLD_FINAL, ses réservations budgétaires sont réglées, et l&apos;événement healed est enregistré.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="34"/>
        <source>Nothing happened: the claim is released (the intent row and its budget reservations are deleted) so a clean retry is legitimate; event settled_released.</source>
        <translation>Rien ne s&apos;est passé : la réservation est libérée (la ligne de l&apos;intention et ses réservations budgétaires sont supprimées), une nouvelle tentative propre est donc légitime ; événement settled_released.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="39"/>
        <source>More than one effect happened: a settle-diverged cert marks it WORLD_DIVERGED, its budget reservations become settled, the domain is frozen, and event diverged suspends every path&apos;s licence until an operator reviews it.</source>
        <translation>Plus d&apos;un effet a eu lieu : un certificat settle-diverged la marque WORLD_DIVERGED, ses réservations budgétaires sont réglées, le domaine est gelé, et l&apos;événement diverged suspend la licence de chaque chemin jusqu&apos;à l&apos;examen par un opérateur.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="45"/>
        <source>Still not known: nothing changes but a recorded attempt (event settle_unknown); the hold stands and its budget reservation stays reserved.</source>
        <translation>Toujours inconnu : rien ne change hormis une tentative enregistrée (événement settle_unknown) ; le blocage est maintenu et sa réservation budgétaire reste réservée.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="47"/>
        <source>Still not known: a witnessed cert records WORLD_UNKNOWN; the hold stands.</source>
        <translation>Toujours inconnu : un certificat de témoin enregistre WORLD_UNKNOWN ; le blocage est maintenu.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="59"/>
        <source>Exactly one payment happened (%1)</source>
        <translation>Exactement un paiement a eu lieu (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="61"/>
        <source>No payment happened (%1)</source>
        <translation>Aucun paiement n’a eu lieu (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="63"/>
        <source>More than one payment happened (%1)</source>
        <translation>Plus d’un paiement a eu lieu (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="65"/>
        <source>Still not known (%1)</source>
        <translation>Toujours inconnu (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="76"/>
        <source>Pick the verdict you checked at the provider. Each writes:</source>
        <translation>Choisissez le verdict que vous avez vérifié chez le prestataire. Chacun écrit :</translation>
    </message>
    <message>
        <location filename="../models/actions/provider_actions.cpp" line="33"/>
        <source>No provider witness configured: set its URL and key in Edit ▸ Preferences… (Provider witness), or start Seal Desk with SEAL_WITNESS_URL (the provider&apos;s base URL, as for sealctl settle --witness) and SEAL_WITNESS_KEY (its API key; read-only is enough) in the environment.</source>
        <translation>Aucun témoin du prestataire configuré : indiquez son URL et sa clé dans Édition ▸ Préférences… (Témoin du prestataire), ou démarrez Seal Desk avec SEAL_WITNESS_URL (l&apos;URL de base du prestataire, comme pour sealctl settle --witness) et SEAL_WITNESS_KEY (sa clé d&apos;API ; la lecture seule suffit) dans l&apos;environnement.</translation>
    </message>
    <message>
        <location filename="../models/actions/provider_actions.cpp" line="42"/>
        <source>SEAL_WITNESS_URL is not usable: %1</source>
        <translation>SEAL_WITNESS_URL n&apos;est pas utilisable : %1</translation>
    </message>
    <message>
        <location filename="../models/actions/provider_actions.cpp" line="47"/>
        <source>No provider witness key: set it in Edit ▸ Preferences… (Provider witness key), or start Seal Desk with SEAL_WITNESS_KEY (the provider&apos;s API key; read-only is enough) in the environment.</source>
        <translation>Aucune clé de témoin du prestataire : indiquez-la dans Édition ▸ Préférences… (Clé du témoin du prestataire), ou démarrez Seal Desk avec SEAL_WITNESS_KEY (la clé d&apos;API du prestataire ; la lecture seule suffit) dans l&apos;environnement.</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="18"/>
        <source>written</source>
        <translation>écrit</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="20"/>
        <source>refused, nothing written</source>
        <translation>refusé, rien n&apos;a été écrit</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="22"/>
        <source>the connection dropped; checked again: it landed</source>
        <translation>la connexion a été perdue ; nouvelle vérification : l&apos;écriture a abouti</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="24"/>
        <source>the connection dropped; checked again: it did not land</source>
        <translation>la connexion a été perdue ; nouvelle vérification : l&apos;écriture n&apos;a pas abouti</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="26"/>
        <source>the connection dropped: not known whether it landed</source>
        <translation>la connexion a été perdue : on ne sait pas si l&apos;écriture a abouti</translation>
    </message>
    <message>
        <location filename="../views/writes/write_outcome.cpp" line="61"/>
        <source>The console did not retry. Reconnect and look at the page again before doing it again: doing it twice may not be what you want.</source>
        <translation>La console n&apos;a pas réessayé. Reconnectez-vous et consultez de nouveau la page avant de recommencer : le faire deux fois n&apos;est peut-être pas ce que vous voulez.</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="41"/>
        <location filename="../models/text/cell_text.cpp" line="29"/>
        <location filename="../models/text/display_time.cpp" line="40"/>
        <location filename="../models/text/money_format.cpp" line="137"/>
        <location filename="../models/text/safe_text.cpp" line="50"/>
        <source>⟨invalid⟩</source>
        <translation>⟨invalide⟩</translation>
    </message>
    <message>
        <location filename="../models/text/safe_text.cpp" line="53"/>
        <source>invalid value in the store: %1</source>
        <translation>valeur invalide dans le dépôt : %1</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="24"/>
        <source>rejected: a reject decides the request at once</source>
        <translation>rejetée : un rejet décide la demande immédiatement</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="34"/>
        <source> (it needs %1: %2)</source>
        <translation> (elle exige %1 : %2)</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="41"/>
        <source>nobody: your vote decides the request</source>
        <translation>personne : votre vote décide la demande</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="45"/>
        <source>you (%1)</source>
        <translation>vous (%1)</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="46"/>
        <source>1 more approver</source>
        <translation>1 approbateur de plus</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="46"/>
        <source>%1 more distinct approvers</source>
        <translation>%1 approbateurs distincts de plus</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="47"/>
        <source>members of seal_approver</source>
        <translation>membres de seal_approver</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="47"/>
        <source>roles that are not superusers</source>
        <translation>rôles qui ne sont pas superutilisateurs</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="48"/>
        <source>%1, from %2 other than the maker (%3) and those who voted (%4)</source>
        <translation>%1, parmi les %2 autres que l&apos;initiateur (%3) et ceux qui ont voté (%4)</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="56"/>
        <source>%1 (%2 left); your vote decides the request before then</source>
        <translation>%1 (encore %2) ; votre vote décide la demande avant</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="57"/>
        <source>%1 (%2 left); if it is not decided by then, it expires and cannot be approved</source>
        <translation>%1 (encore %2) ; si elle n&apos;est pas décidée d&apos;ici là, elle expire et ne peut plus être approuvée</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="73"/>
        <source>Reject approval request %1. A reject decides the request at once: rejected.</source>
        <translation>Rejeter la demande d&apos;approbation %1. Un rejet décide la demande immédiatement : rejetée.</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="75"/>
        <source>Approve approval request %1. Your approve decides it: approved.</source>
        <translation>Approuver la demande d&apos;approbation %1. Votre approbation la décide : approuvée.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="27"/>
        <source>approved (%1 of %Ln approval(s)): your approve decides it</source>
        <translation>
            <numerusform>approuvée (%1 sur %Ln approbation) : votre approbation la décide</numerusform>
            <numerusform>approuvée (%1 sur %Ln approbations) : votre approbation la décide</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="30"/>
        <source>%1 of %Ln approval(s), %2 more needed: the request stays pending</source>
        <translation>
            <numerusform>%1 sur %Ln approbation, encore %2 nécessaire(s) : la demande reste en attente</numerusform>
            <numerusform>%1 sur %Ln approbations, encore %2 nécessaires : la demande reste en attente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_votes_text.cpp" line="77"/>
        <source>Approve approval request %1. After your vote: %2 of %Ln approval(s), %3 more needed.</source>
        <translation>
            <numerusform>Approuver la demande d&apos;approbation %1. Après votre vote : %2 sur %Ln approbation, encore %3 nécessaire(s).</numerusform>
            <numerusform>Approuver la demande d&apos;approbation %1. Après votre vote : %2 sur %Ln approbations, encore %3 nécessaires.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="90"/>
        <source>none yet</source>
        <translation>aucun pour le moment</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="96"/>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="100"/>
        <source> — reason: %1</source>
        <translation> — motif : %1</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="101"/>
        <source> — no reason recorded in the decision cert</source>
        <translation> — aucun motif dans le certificat de décision</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="112"/>
        <source>not decided; expired at %1</source>
        <translation>non décidée ; expirée le %1</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="113"/>
        <source>not yet</source>
        <translation>pas encore</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="115"/>
        <source>an unrecorded time</source>
        <translation>un moment non enregistré</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="117"/>
        <source>expired at %1 without a decision</source>
        <translation>expirée le %1 sans décision</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="119"/>
        <source>rejected by %1 at %2</source>
        <translation>rejetée par %1 le %2</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="119"/>
        <source>approved by %1 at %2</source>
        <translation>approuvée par %1 le %2</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="121"/>
        <source>%1 at %2 (the votes do not show who decided it)</source>
        <translation>%1 le %2 (les votes ne montrent pas qui a décidé)</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="126"/>
        <source>%1 on %2 (%3 tier) from %4</source>
        <translation>%1 sur %2 (niveau %3) de %4</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="134"/>
        <source>A new approval request waits for your vote: %1.</source>
        <translation>Une nouvelle demande d&apos;approbation attend votre vote : %1.</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="139"/>
        <source>%1 new approval requests wait for your vote: %2.</source>
        <translation>%1 nouvelles demandes d&apos;approbation attendent votre vote : %2.</translation>
    </message>
    <message>
        <location filename="../models/approval_votes_text.cpp" line="140"/>
        <source>%1 new approval requests wait for your vote: %2; and %3 more.</source>
        <translation>%1 nouvelles demandes d&apos;approbation attendent votre vote : %2 ; et %3 autres.</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="32"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="34"/>
        <source>hidden %1 %2</source>
        <translation>caractère caché %1 %2</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="35"/>
        <source>combining mark %1 repeated</source>
        <translation>diacritique combinant %1 répété</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="36"/>
        <source>digits of more than one number system</source>
        <translation>chiffres de plusieurs systèmes de numération</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="38"/>
        <source>all %1, reads as Latin %2</source>
        <translation>entièrement %1, se lit en latin comme %2</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="39"/>
        <source>looks like %1</source>
        <translation>ressemble à %1</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="40"/>
        <source>and %1 more look-alikes</source>
        <translation>et %1 autres ressemblances trompeuses</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="41"/>
        <source>only the first %1 bytes examined</source>
        <translation>seuls les %1 premiers octets examinés</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="42"/>
        <source>bytes that are not UTF-8</source>
        <translation>octets qui ne sont pas de l&apos;UTF-8</translation>
    </message>
    <message>
        <location filename="../models/text/lookalike_text.cpp" line="73"/>
        <source>look-alike: %1</source>
        <translation>ressemblance trompeuse : %1</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="36"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="46"/>
        <source>%1 against budget %2 (%3)</source>
        <translation>%1 sur le budget %2 (%3)</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="48"/>
        <source>reserved: counts against the ceiling until settled</source>
        <translation>réservé : compte dans le plafond jusqu’au règlement</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/intent_purpose.cpp" line="52"/>
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
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
            <numerusform>et %n autre dans l’histoire de l’intent</numerusform>
            <numerusform>et %n autres dans l’histoire de l’intent</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="75"/>
        <source>Intent:</source>
        <translation>Intent :</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="76"/>
        <source>the store has no row, cert, mandate, reservation or event for it</source>
        <translation>le dépôt n’a pour lui ni ligne, ni certificat, ni mandat, ni réservation, ni événement</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="79"/>
        <source>Action:</source>
        <translation>Action :</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="80"/>
        <source>Arguments digest:</source>
        <translation>Empreinte des arguments :</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="81"/>
        <location filename="../models/intent_purpose.cpp" line="85"/>
        <source>Intent state:</source>
        <translation>État de l’intent :</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="82"/>
        <source>%1, tier %2</source>
        <translation>%1, niveau %2</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="86"/>
        <source>no intent row (not admitted yet, or released)</source>
        <translation>pas de ligne d’intent (pas encore admis, ou libéré)</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="90"/>
        <source>%1, %2; arguments digest %3</source>
        <translation>%1, %2 ; empreinte des arguments %3</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="93"/>
        <source>differs from the intent&apos;s arguments digest</source>
        <translation>diffère de l’empreinte des arguments de l’intent</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="94"/>
        <source>Mandate:</source>
        <translation>Mandat :</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="97"/>
        <source>Budget:</source>
        <translation>Budget :</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="99"/>
        <source>Ticket:</source>
        <translation>Ticket :</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="100"/>
        <source>spent %1 on path %2 (%3)</source>
        <translation>utilisé %1 sur le chemin %2 (%3)</translation>
    </message>
    <message>
        <location filename="../models/intent_purpose.cpp" line="104"/>
        <source>Gateway recorded:</source>
        <translation>La passerelle a noté :</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="19"/>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="20"/>
        <location filename="../models/text/state_words.cpp" line="28"/>
        <source>approved</source>
        <translation>approuvée</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="21"/>
        <location filename="../models/text/state_words.cpp" line="29"/>
        <source>rejected</source>
        <translation>rejetée</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="43"/>
        <source>%1 d %2</source>
        <translation>%1 j %2</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="55"/>
        <location filename="../models/text/state_words.cpp" line="22"/>
        <source>expired</source>
        <translation>expirée</translation>
    </message>
    <message>
        <location filename="../models/text/cell_text.cpp" line="64"/>
        <source>%1 d</source>
        <translation>%1 j</translation>
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
        <translation>%1 j %2 h</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="35"/>
        <source>open</source>
        <translation>ouverte</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="36"/>
        <source>sealed</source>
        <translation>scellée</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="37"/>
        <source>fenced</source>
        <translation>verrouillée</translation>
    </message>
    <message>
        <location filename="../models/text/state_words.cpp" line="38"/>
        <source>failed</source>
        <translation>échouée</translation>
    </message>
    <message>
        <location filename="../views/evidence/export_progress.cpp" line="28"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../views/evidence/export_progress.cpp" line="30"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
</context>
<context>
    <name>seal::AboutDialog</name>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="71"/>
        <source>About Seal Desk</source>
        <translation>À propos de Seal Desk</translation>
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
        <translation>La console d’exploitation du magasin du noyau seal : approbations, niveaux d’autonomie, blocages, divergences, la chaîne de certificats et ses preuves.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="93"/>
        <source>Connected to</source>
        <translation>Connecté à</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="95"/>
        <source>State:</source>
        <translation>État :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="96"/>
        <source>Server:</source>
        <translation>Serveur :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="97"/>
        <source>Database:</source>
        <translation>Base de données :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="98"/>
        <source>Role:</source>
        <translation>Rôle :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="101"/>
        <source>Built on</source>
        <translation>Bibliothèques utilisées</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="104"/>
        <source>Libraries, their versions and licences</source>
        <translation>Bibliothèques, leurs versions et licences</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="105"/>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="105"/>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="105"/>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="105"/>
        <source>Used for</source>
        <translation>Utilisée pour</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="116"/>
        <source>&amp;Copy versions</source>
        <translation>&amp;Copier les versions</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="119"/>
        <source>Put the version of Seal Desk and of every library on the clipboard, for a bug report</source>
        <translation>Copier la version de Seal Desk et de chaque bibliothèque dans le presse-papiers, pour un rapport de bogue</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="141"/>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="141"/>
        <location filename="../views/dialogs/about_dialog.cpp" line="144"/>
        <source>not connected</source>
        <translation>non connecté</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="148"/>
        <source>%1 (when last connected)</source>
        <translation>%1 (lors de la dernière connexion)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="155"/>
        <source>%1 (superuser)</source>
        <translation>%1 (superutilisateur)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="163"/>
        <source>windows, tables, translations</source>
        <translation>fenêtres, tableaux, traductions</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="165"/>
        <source>the Overview, Autonomy and Budgets charts</source>
        <translation>les graphiques des pages Vue d’ensemble, Autonomie et Budgets</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="167"/>
        <source>passwords and keys in the desktop&apos;s keychain</source>
        <translation>mots de passe et clés dans le trousseau du bureau</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="169"/>
        <source>the connection to the store</source>
        <translation>la connexion au magasin</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="171"/>
        <source>digests, vote signatures, signed receipts, TLS</source>
        <translation>empreintes, signatures des votes, reçus signés, TLS</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="173"/>
        <source>asking the payment provider (the witness)</source>
        <translation>interroger le prestataire de paiement (le témoin)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="175"/>
        <source>reading and writing JSON</source>
        <translation>lire et écrire du JSON</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="177"/>
        <source>receipts and reports as PDF</source>
        <translation>reçus et rapports en PDF</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="179"/>
        <source>text in the PDFs: every script, right to left too</source>
        <translation>le texte des PDF : toutes les écritures, de droite à gauche aussi</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="181"/>
        <source>look-alike names: Unicode&apos;s confusable and mixed-script rules</source>
        <translation>noms d&apos;aspect trompeur : les règles Unicode de confusion et de mélange d&apos;écritures</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="183"/>
        <source>sealctl&apos;s command line (compiled into sealctl only)</source>
        <translation>la ligne de commande de sealctl (compilée dans sealctl seulement)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="195"/>
        <source>Built with Qt %1</source>
        <translation>Compilé avec Qt %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="215"/>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="219"/>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;Seal Desk uses Qt version %1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;À propos de Qt&lt;/h3&gt;&lt;p&gt;Seal Desk utilise Qt version %1.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../views/dialogs/about_dialog.cpp" line="221"/>
        <source>&lt;p&gt;Qt is a C++ toolkit for cross-platform application development.&lt;/p&gt;&lt;p&gt;Qt is available under the GNU Lesser General Public License version 3, the GNU General Public License versions 2 and 3, and commercial licences. Seal Desk uses the open-source Qt under the LGPL version 3; Qt Charts is under the GPL version 3.&lt;/p&gt;&lt;p&gt;See &lt;a href=&quot;https://www.qt.io/licensing/&quot;&gt;qt.io/licensing&lt;/a&gt; for an overview of Qt licensing. Qt and the Qt logo are trademarks of The Qt Company Ltd.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Qt est une boîte à outils C++ pour le développement d’applications multiplateformes.&lt;/p&gt;&lt;p&gt;Qt est disponible sous la GNU Lesser General Public License version 3, la GNU General Public License versions 2 et 3, et sous licences commerciales. Seal Desk utilise Qt libre sous la LGPL version 3 ; Qt Charts est sous la GPL version 3.&lt;/p&gt;&lt;p&gt;Voir &lt;a href=&quot;https://www.qt.io/licensing/&quot;&gt;qt.io/licensing&lt;/a&gt; pour un aperçu des licences de Qt. Qt et le logo Qt sont des marques de The Qt Company Ltd.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>seal::AlertFeed</name>
    <message>
        <location filename="../models/alert_feed.cpp" line="66"/>
        <source>New hold</source>
        <translation>Nouvelle mise en attente</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="68"/>
        <source>The world and the chain disagree</source>
        <translation>Le monde et la chaîne divergent</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="70"/>
        <source>Out-of-band spend</source>
        <translation>Dépense hors passerelle</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="72"/>
        <source>The certificate chain is broken</source>
        <translation>La chaîne de certificats est rompue</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="74"/>
        <source>An approval request expires soon</source>
        <translation>Une demande d’approbation expire bientôt</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="76"/>
        <source>An obligation was breached</source>
        <translation>Une obligation n’a pas été respectée</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="78"/>
        <source>A change waits for a second operator</source>
        <translation>Une modification attend un second opérateur</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="80"/>
        <source>Dual control is not in force</source>
        <translation>Le double contrôle n’est pas en vigueur</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="84"/>
        <source>path %1</source>
        <translation>chemin %1</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="85"/>
        <source>intent %1</source>
        <translation>intent %1</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="86"/>
        <source>cert %1</source>
        <translation>certificat %1</translation>
    </message>
    <message>
        <location filename="../models/alert_feed.cpp" line="89"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>seal::ApprovalModel</name>
    <message>
        <location filename="../models/approval_model.cpp" line="389"/>
        <source>no votes yet</source>
        <translation>aucun vote pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="392"/>
        <source>%1: %2 at %3</source>
        <translation>%1 : %2 à %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/approval_model.cpp" line="408"/>
        <source>Needs %Ln approval(s): %1
%2</source>
        <translation>
            <numerusform>Exige %Ln approbation : %1
%2</numerusform>
            <numerusform>Exige %Ln approbations : %1
%2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="416"/>
        <source>invalid value in the store: %1</source>
        <translation>valeur invalide dans le dépôt : %1</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="423"/>
        <source>still pending in the store, but past its expiry: it can no longer be decided</source>
        <translation>toujours en attente dans le dépôt, mais échue : elle ne peut plus être décidée</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="471"/>
        <source>path: %1</source>
        <translation>chemin : %1</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="473"/>
        <source>maker: %1</source>
        <translation>initiateur : %1</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="498"/>
        <source>%1 of %2 (row: %3)</source>
        <translation>%1 sur %2 (ligne : %3)</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="499"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="63"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="64"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="65"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="66"/>
        <source>Tier</source>
        <translation>Palier</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="67"/>
        <source>Maker</source>
        <translation>Initiateur</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="68"/>
        <source>Approvals</source>
        <translation>Approb.</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="69"/>
        <source>My vote</source>
        <translation>Mon vote</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="70"/>
        <source>Time left</source>
        <translation>Temps restant</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="71"/>
        <source>Decided</source>
        <translation>Décidée</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="72"/>
        <source>Decided by</source>
        <translation>Décidée par</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="73"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="74"/>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="75"/>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="503"/>
        <source>approved</source>
        <translation>approuvée</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="504"/>
        <source>rejected</source>
        <translation>rejetée</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="516"/>
        <source>rejected by %1</source>
        <translation>rejetée par %1</translation>
    </message>
    <message>
        <location filename="../models/approval_model.cpp" line="516"/>
        <source>approved by %1</source>
        <translation>approuvée par %1</translation>
    </message>
</context>
<context>
    <name>seal::ApprovalOutcomeChart</name>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="32"/>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="33"/>
        <source>Past expiry</source>
        <translation>Échues</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="34"/>
        <source>Approved</source>
        <translation>Approuvées</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="35"/>
        <source>Approved, used</source>
        <translation>Approuvées, utilisées</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="36"/>
        <source>Rejected</source>
        <translation>Rejetées</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="37"/>
        <source>Expired</source>
        <translation>Expirées</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="38"/>
        <source>State “%1”</source>
        <translation>État « %1 »</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="127"/>
        <source>Approvals by outcome, in money</source>
        <translation>Approbations par issue, en montant</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="134"/>
        <location filename="../views/widgets/activity_charts.cpp" line="150"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="141"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2) : %3</translation>
    </message>
</context>
<context>
    <name>seal::ApprovalsPage</name>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="145"/>
        <source>Export failed: %1</source>
        <translation>Échec de l&apos;export : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="159"/>
        <source>Which requests</source>
        <translation>Quelles demandes</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="164"/>
        <location filename="../views/pages/approvals_page.cpp" line="446"/>
        <source>Waiting for my vote</source>
        <translation>En attente de mon vote</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="165"/>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="166"/>
        <source>My votes</source>
        <translation>Mes votes</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="167"/>
        <source>Decided by me</source>
        <translation>Décidées par moi</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="168"/>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="169"/>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="170"/>
        <source>Pending requests you may still vote on: not expired, not made by you, not voted on by you</source>
        <translation>Demandes en attente sur lesquelles vous pouvez encore voter : non expirées, non créées par vous, sans votre vote</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="172"/>
        <source>Every request you voted on, decided or still pending</source>
        <translation>Toutes les demandes sur lesquelles vous avez voté, décidées ou encore en attente</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="173"/>
        <source>Requests your vote decided</source>
        <translation>Demandes que votre vote a décidées</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="186"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="186"/>
        <source>All paths</source>
        <translation>Tous les chemins</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="187"/>
        <source>Tier</source>
        <translation>Palier</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="187"/>
        <source>All tiers</source>
        <translation>Tous les paliers</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="188"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="188"/>
        <source>All states</source>
        <translation>Tous les états</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="189"/>
        <source>Maker</source>
        <translation>Initiateur</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="189"/>
        <source>All makers</source>
        <translation>Tous les initiateurs</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="203"/>
        <source>min amount</source>
        <translation>montant min.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="204"/>
        <source>max amount</source>
        <translation>montant max.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="213"/>
        <source>any date</source>
        <translation>toute date</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="215"/>
        <source>Decided on or after / on or before this date (created, while undecided). &quot;any date&quot; is no bound.</source>
        <translation>Décidée à partir de / jusqu’à cette date (créée, tant qu’elle n’est pas décidée). « toute date » : aucune borne.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="219"/>
        <source>From date</source>
        <translation>Date de début</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="220"/>
        <source>To date</source>
        <translation>Date de fin</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="228"/>
        <source>&amp;Clear filters</source>
        <translation>&amp;Effacer les filtres</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="254"/>
        <location filename="../views/pages/approvals_page.cpp" line="335"/>
        <location filename="../views/pages/approvals_page.cpp" line="762"/>
        <source>Amount:</source>
        <translation>Montant :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="259"/>
        <source>Date:</source>
        <translation>Date :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="275"/>
        <source>Approval requests</source>
        <translation>Demandes d&apos;approbation</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="334"/>
        <location filename="../views/pages/approvals_page.cpp" line="760"/>
        <source>Approval id:</source>
        <translation>Id d&apos;approbation :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="334"/>
        <source>State:</source>
        <translation>État :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="335"/>
        <location filename="../views/pages/approvals_page.cpp" line="763"/>
        <source>Path:</source>
        <translation>Chemin :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="336"/>
        <location filename="../views/pages/approvals_page.cpp" line="764"/>
        <source>Intent:</source>
        <translation>Intention :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="336"/>
        <source>Tier:</source>
        <translation>Palier :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="337"/>
        <location filename="../views/pages/approvals_page.cpp" line="765"/>
        <source>Maker:</source>
        <translation>Initiateur :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="337"/>
        <source>Required:</source>
        <translation>Requises :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="445"/>
        <source>Waiting for my vote (%1%2)</source>
        <translation>En attente de mon vote (%1%2)</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="752"/>
        <source>%1 on %2, made by %3</source>
        <translation>%1 sur %2, créée par %3</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="756"/>
        <source>After your vote:</source>
        <translation>Après votre vote :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="757"/>
        <source>Still needed:</source>
        <translation>Encore nécessaire :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="820"/>
        <source>Incident receipt saved to %1: %2</source>
        <translation>Reçu d’incident enregistré dans %1 : %2</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="338"/>
        <source>Created:</source>
        <translation>Créée :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="338"/>
        <source>Votes:</source>
        <translation>Votes :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="339"/>
        <location filename="../views/pages/approvals_page.cpp" line="758"/>
        <source>Expires:</source>
        <translation>Expire :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="339"/>
        <source>Decided:</source>
        <translation>Décidée :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="340"/>
        <source>Decision cert:</source>
        <translation>Certificat de décision :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="345"/>
        <source>&amp;Approve…</source>
        <translation>&amp;Approuver…</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="347"/>
        <source>&amp;Reject…</source>
        <translation>&amp;Rejeter…</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="351"/>
        <source>Show &amp;cert</source>
        <translation>Afficher le &amp;certificat</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="353"/>
        <source>E&amp;xport incident receipt…</source>
        <translation>E&amp;xporter le reçu d&apos;incident…</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="482"/>
        <source>No approval request %1 in this store.</source>
        <translation>Aucune demande d&apos;approbation %1 dans ce dépôt.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="507"/>
        <source>Listed: %1 of %2 pending requests (the oldest, and those that arrived since) and the newest %3 decided ones. The filters search the whole store; older decisions are in reports (File ▸ Report…) and in sealctl approvals.</source>
        <translation>Affichées : %1 des %2 demandes en attente (les plus anciennes et celles arrivées depuis) et les %3 décisions les plus récentes. Les filtres cherchent dans tout le dépôt ; les décisions plus anciennes sont dans les rapports (Fichier ▸ Rapport…) et dans sealctl approvals.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="513"/>
        <source>Listed: every pending request and the newest %1 of %2 decided ones; older decisions are in reports (File ▸ Report…) and in sealctl approvals.</source>
        <translation>Affichées : toutes les demandes en attente et les %1 plus récentes des %2 demandes décidées ; les décisions plus anciennes figurent dans les rapports (Fichier ▸ Rapport…) et dans sealctl approvals.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="528"/>
        <source>No approval requests in this store.</source>
        <translation>Aucune demande d&apos;approbation dans ce dépôt.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="531"/>
        <location filename="../views/pages/approvals_page.cpp" line="639"/>
        <source>No approval request matches the filters.</source>
        <translation>Aucune demande d&apos;approbation ne correspond aux filtres.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="665"/>
        <source>No approval request selected.</source>
        <translation>Aucune demande d&apos;approbation sélectionnée.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="679"/>
        <source>expired (still pending in the store; it can no longer be decided)</source>
        <translation>expirée (toujours en attente dans le dépôt ; elle ne peut plus être décidée)</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="704"/>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="700"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="223"/>
        <source>Search by id, intent, maker or voter</source>
        <translation>Rechercher par id, intent, auteur ou votant</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="224"/>
        <source>Search id, intent, maker, voter</source>
        <translation>Rechercher id, intent, auteur, votant</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/approvals_page.cpp" line="693"/>
        <source>%Ln approval(s) (%1 so far)</source>
        <translation>
            <numerusform>%Ln approbation (%1 à ce jour)</numerusform>
            <numerusform>%Ln approbations (%1 à ce jour)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/approvals_page.cpp" line="694"/>
        <source>%Ln approval(s) (%1 so far): %2</source>
        <translation>
            <numerusform>%Ln approbation (%1 à ce jour) : %2</numerusform>
            <numerusform>%Ln approbations (%1 à ce jour) : %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="703"/>
        <source>seq %1</source>
        <translation>séq. %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="704"/>
        <source>not found in the chain</source>
        <translation>introuvable dans la chaîne</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="713"/>
        <source>select a request to vote on it</source>
        <translation>sélectionnez une demande pour voter</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="719"/>
        <source>You cannot approve: %1</source>
        <translation>Vous ne pouvez pas approuver : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="721"/>
        <source>You cannot vote: %1</source>
        <translation>Vous ne pouvez pas voter : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="725"/>
        <source>Show the decision cert on the Certificates page</source>
        <translation>Afficher le certificat de décision dans la page Certificats</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="726"/>
        <source>no decision cert: the request is not decided</source>
        <translation>aucun certificat de décision : la demande n&apos;est pas décidée</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="729"/>
        <source>Save the incident receipt of intent %1 as JSON</source>
        <translation>Enregistrer le reçu d&apos;incident de l&apos;intention %1 en JSON</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="750"/>
        <source>Reject request</source>
        <translation>Rejeter la demande</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="750"/>
        <source>Approve request</source>
        <translation>Approuver la demande</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="761"/>
        <source>Decision:</source>
        <translation>Décision :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="761"/>
        <source>reject</source>
        <translation>rejeter</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="761"/>
        <source>approve</source>
        <translation>approuver</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="769"/>
        <source>Path look-alike:</source>
        <translation>Chemin d&apos;aspect trompeur :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="772"/>
        <source>Maker look-alike:</source>
        <translation>Initiateur d&apos;aspect trompeur :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="776"/>
        <source>Signature:</source>
        <translation>Signature :</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="776"/>
        <source>SEAL_GOV_KEY is not set, so this vote is signed with a throwaway random key: its signature cannot be verified later.</source>
        <translation>SEAL_GOV_KEY n&apos;est pas défini : ce vote est donc signé avec une clé aléatoire jetable et sa signature ne pourra pas être vérifiée plus tard.</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="780"/>
        <source>Reject</source>
        <translation>Rejeter</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="780"/>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="784"/>
        <source>Reject %1</source>
        <translation>Rejeter %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="784"/>
        <source>Approve %1</source>
        <translation>Approuver %1</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="803"/>
        <source>Export incident receipt</source>
        <translation>Exporter le reçu d&apos;incident</translation>
    </message>
    <message>
        <location filename="../views/pages/approvals_page.cpp" line="805"/>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>Fichiers JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>seal::AuthorizationReceiptButton</name>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="15"/>
        <source>A&amp;uthorization receipt…</source>
        <translation>Reçu d&apos;a&amp;utorisation…</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="20"/>
        <source>Save the authorization receipt of this request&apos;s intent (PDF or HTML): who allowed it, whether it ran once, what the provider says. Also for a request that was rejected, expired or never used.</source>
        <translation>Enregistrer le reçu d&apos;autorisation de l&apos;intention de cette demande (PDF ou HTML) : qui l&apos;a autorisée, si elle s&apos;est exécutée une fois, ce que dit le prestataire. Aussi pour une demande rejetée, expirée ou jamais utilisée.</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="28"/>
        <source>Written %1: %2</source>
        <translation>%1 écrit : %2</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="30"/>
        <source>Authorization receipt not written: %1</source>
        <translation>Reçu d&apos;autorisation non écrit : %1</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="65"/>
        <source>Export authorization receipt</source>
        <translation>Exporter le reçu d&apos;autorisation</translation>
    </message>
    <message>
        <location filename="../views/evidence/authorization_receipt_button.cpp" line="67"/>
        <source>PDF document (*.pdf);;HTML page (*.html)</source>
        <translation>Document PDF (*.pdf);;Page HTML (*.html)</translation>
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
        <translation>⟨invalide⟩</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="56"/>
        <source>green</source>
        <translation>verte</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="56"/>
        <source>RED</source>
        <translation>ROUGE</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="58"/>
        <source> · by %1</source>
        <translation> · par %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="67"/>
        <source>the default, no value set</source>
        <translation>la valeur par défaut, aucune valeur définie</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="68"/>
        <source>set by policy</source>
        <translation>définie par la politique</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="69"/>
        <source>Proof age: no proof recorded; at most %1 (%2)</source>
        <translation>Âge de preuve : aucune preuve enregistrée ; au plus %1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="71"/>
        <source>Proof age: ⟨invalid⟩; at most %1 (%2)</source>
        <translation>Âge de preuve : ⟨invalide⟩ ; au plus %1 (%2)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="75"/>
        <source>stale: a CLEARED policy is not in force</source>
        <translation>périmée : une politique CLEARED n&apos;est pas en vigueur</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="77"/>
        <source>young enough, but RED: a CLEARED policy is not in force</source>
        <translation>assez récente, mais ROUGE : une politique CLEARED n&apos;est pas en vigueur</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="79"/>
        <source>fresh</source>
        <translation>récente</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="80"/>
        <source>Proof age: %1 of at most %2 (%3) — %4</source>
        <translation>Âge de preuve : %1 sur au plus %2 (%3) — %4</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="146"/>
        <source>none changes: no pending request of this path needs a different count</source>
        <translation>aucun changement : aucune demande en attente de ce chemin n&apos;exige un autre nombre</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="52"/>
        <source>%Ln execution(s)</source>
        <translation>
            <numerusform>%Ln exécution</numerusform>
            <numerusform>%Ln exécutions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="53"/>
        <source>executions not counted</source>
        <translation>exécutions non comptées</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="54"/>
        <source>  #%1 %2 · storm %3 · %4 · %5</source>
        <translation>  n° %1 %2 · tempête %3 · %4 · %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="149"/>
        <source>%1 needs %Ln approval(s) instead of %2 (%3 so far)</source>
        <translation>
            <numerusform>%1 exige %Ln approbation au lieu de %2 (%3 à ce jour)</numerusform>
            <numerusform>%1 exige %Ln approbations au lieu de %2 (%3 à ce jour)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_governance.cpp" line="153"/>
        <source>%n pending request(s) change: %1</source>
        <translation>
            <numerusform>%n demande en attente change : %1</numerusform>
            <numerusform>%n demandes en attente changent : %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="161"/>
        <source>none (AUTO at the gateway: no maker-checker)</source>
        <translation>aucun (AUTO à la passerelle : pas de contrôle à quatre yeux)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="163"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="179"/>
        <source>Set thresholds</source>
        <translation>Définir les seuils</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="164"/>
        <source>Set the approval thresholds of path %1.</source>
        <translation>Définir les seuils d&apos;approbation du chemin %1.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="166"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="215"/>
        <source>Path:</source>
        <translation>Chemin :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="166"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="215"/>
        <location filename="../views/pages/autonomy_governance.cpp" line="247"/>
        <source>Event:</source>
        <translation>Événement :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="169"/>
        <source>AUTO up to:</source>
        <translation>AUTO jusqu&apos;à :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="171"/>
        <source>DUAL up to:</source>
        <translation>DUAL jusqu&apos;à :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="173"/>
        <source>Approvers for DUAL:</source>
        <translation>Approbateurs pour DUAL :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="176"/>
        <source>Above DUAL:</source>
        <translation>Au-delà de DUAL :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="176"/>
        <source>ALWAYS_HUMAN: always a human</source>
        <translation>ALWAYS_HUMAN : toujours un humain</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="177"/>
        <source>Pending requests:</source>
        <translation>Demandes en attente :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="189"/>
        <source>Set thresholds on %1</source>
        <translation>Définir les seuils de %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="210"/>
        <source>Max proof age</source>
        <translation>Âge de preuve maximal</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="211"/>
        <source>Set how old the latest green proof of path %1 may be before CLEARED lapses to HOLD.</source>
        <translation>Définir l&apos;âge que peut avoir la dernière preuve verte du chemin %1 avant que CLEARED ne retombe à HOLD.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="214"/>
        <source> (the default)</source>
        <translation> (la valeur par défaut)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="217"/>
        <source>Max proof age:</source>
        <translation>Âge de preuve maximal :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="218"/>
        <source>Policy:</source>
        <translation>Politique :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="219"/>
        <source>%1 (unchanged)</source>
        <translation>%1 (inchangée)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="220"/>
        <source>none (the safe default, HOLD)</source>
        <translation>aucune (la valeur sûre par défaut, HOLD)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="222"/>
        <source>Policy reason:</source>
        <translation>Motif de la politique :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="223"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="224"/>
        <source>the reason you give below</source>
        <translation>le motif que vous indiquez ci-dessous</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="227"/>
        <source>Set max proof age</source>
        <translation>Définir l&apos;âge de preuve</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="230"/>
        <source>Set max proof age on %1</source>
        <translation>Définir l&apos;âge de preuve de %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="242"/>
        <source>Freeze domain</source>
        <translation>Geler le domaine</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="243"/>
        <source>Freeze domain %1 by hand: it admits nothing until an operator unfreezes it after reconciliation. Other paths keep running.</source>
        <translation>Geler le domaine %1 à la main : il n&apos;admet rien tant qu&apos;un opérateur ne l&apos;a pas dégelé après rapprochement. Les autres chemins continuent.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="247"/>
        <source>Domain:</source>
        <translation>Domaine :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="248"/>
        <source>Frozen:</source>
        <translation>Gelé :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="249"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="249"/>
        <source>yes, reason “manual freeze: …” with your role as evidence</source>
        <translation>oui, motif « manual freeze: … » avec votre rôle comme preuve</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="252"/>
        <source>Freeze</source>
        <translation>Geler</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="254"/>
        <source>Freeze %1</source>
        <translation>Geler %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="289"/>
        <source>Approval thresholds: %1</source>
        <translation>Seuils d&apos;approbation : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="291"/>
        <source>Proof history could not be read: %1</source>
        <translation>L&apos;historique des preuves n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="295"/>
        <source>Proof history: reading…</source>
        <translation>Historique des preuves : lecture…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="300"/>
        <source>Proof history: none recorded</source>
        <translation>Historique des preuves : aucune enregistrée</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="303"/>
        <source>Proof history, newest first:</source>
        <translation>Historique des preuves, la plus récente en premier :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_governance.cpp" line="307"/>
        <source>  older proofs: sealctl proof history %1</source>
        <translation>  preuves plus anciennes : sealctl proof history %1</translation>
    </message>
</context>
<context>
    <name>seal::AutonomyModel</name>
    <message>
        <location filename="../models/autonomy_model.cpp" line="189"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="263"/>
        <source>%1 → effective %2</source>
        <translation>%1 → effectif %2</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="293"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="190"/>
        <location filename="../models/autonomy_model.cpp" line="255"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="116"/>
        <source>not counted yet</source>
        <translation>pas encore compté</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="119"/>
        <source>counted from the store just now (no cache)</source>
        <translation>compté à l&apos;instant depuis le dépôt (sans cache)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="121"/>
        <source>counted up to seq %1 from kept counts of unknown origin</source>
        <translation>compté jusqu&apos;à la séq. %1 à partir de comptes conservés d&apos;origine inconnue</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="125"/>
        <source>counted up to seq %1; last recounted by a full walk at %2 (up to seq %3)</source>
        <translation>compté jusqu&apos;à la séq. %1 ; dernier recomptage par un parcours complet le %2 (jusqu&apos;à la séq. %3)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="129"/>
        <source>counted up to seq %1; counted whole from the store at %2 (up to seq %3), not yet recounted by a full walk (Verify chain does)</source>
        <translation>compté jusqu&apos;à la séq. %1 ; compté en entier depuis le dépôt le %2 (jusqu&apos;à la séq. %3), pas encore recompté par un parcours complet (ce que fait « Vérifier la chaîne »)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="136"/>
        <source>; the cache file was ignored: %1</source>
        <translation>; le fichier de cache a été ignoré : %1</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="149"/>
        <source>REVOKED, SUSPENDED</source>
        <translation>REVOKED, SUSPENDU</translation>
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
        <translation>SUSPENDU</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="153"/>
        <source>HELD</source>
        <translation>HELD</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="161"/>
        <source>%1 · earned %2</source>
        <translation>%1 · acquis %2</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="168"/>
        <source>the path has not earned an unattended level (L3 or higher) yet</source>
        <translation>le chemin n&apos;a pas encore acquis de niveau sans supervision (L3 ou plus)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="170"/>
        <source>the licence is suspended by a breach</source>
        <translation>la licence est suspendue à la suite d&apos;une infraction</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="172"/>
        <source>an operator revoked the path</source>
        <translation>un opérateur a révoqué le chemin</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="174"/>
        <source>the path is not cleared (no policy, no fresh green proof, or HOLD)</source>
        <translation>le chemin n&apos;est pas autorisé (pas de politique, pas de preuve verte récente, ou HOLD)</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="176"/>
        <source>the path&apos;s domain is frozen</source>
        <translation>le domaine du chemin est gelé</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="178"/>
        <source>the path has an open hold</source>
        <translation>le chemin a un blocage ouvert</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="180"/>
        <source>an intent on the path diverged from the world</source>
        <translation>une intention sur le chemin diverge du monde</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="182"/>
        <source>the licence is held: an execution reached the provider with an unknown outcome</source>
        <translation>la licence est bloquée : une exécution a atteint le prestataire avec un résultat inconnu</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="193"/>
        <source>no: %1</source>
        <translation>non : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/autonomy_model.cpp" line="194"/>
        <source>no: %1 (+%n more)</source>
        <translation>
            <numerusform>non : %1 (+%n autre)</numerusform>
            <numerusform>non : %1 (+%n autres)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="199"/>
        <source>the licence allows unattended spend</source>
        <translation>la licence autorise les dépenses sans supervision</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="200"/>
        <source>the licence allows no unattended spend: suspended</source>
        <translation>la licence n&apos;autorise aucune dépense sans supervision : suspendue</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="201"/>
        <source>the licence allows no unattended spend: held</source>
        <translation>la licence n&apos;autorise aucune dépense sans supervision : bloquée</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="202"/>
        <source>the licence allows no unattended spend: %1 is below L3</source>
        <translation>la licence n&apos;autorise aucune dépense sans supervision : %1 est inférieur à L3</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="212"/>
        <source>earned autonomy on: %1 · off: %2</source>
        <translation>autonomie acquise activée : %1 · désactivée : %2</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="220"/>
        <source>unknown outcome: %1</source>
        <translation>résultat inconnu : %1</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="228"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="236"/>
        <source>A suspended path is back at L0 after a breach (out-of-band spend, a divergence, a revocation or a breached obligation): the gateway will not let it spend unattended again, whatever it had earned, and people approve each of its payments.</source>
        <translation>Un chemin suspendu est revenu à L0 après une infraction (dépense hors canal, divergence, révocation ou obligation manquée) : la passerelle ne le laisse plus dépenser sans surveillance, quel que soit le niveau acquis, et des personnes approuvent chacun de ses paiements.</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="243"/>
        <source>What you can do now: read the breach evidence and find its cause (Divergences and Events pages); settle any hold it left (Holds page); revoke the path if it must not run at all. Waiting does not lift a suspension: the kernel keeps it while this breach is the path&apos;s newest.</source>
        <translation>Ce que vous pouvez faire maintenant : lire la preuve de l’infraction et en trouver la cause (pages Divergences et Événements) ; régler tout blocage laissé (page Blocages) ; révoquer le chemin s’il ne doit pas fonctionner du tout. Attendre ne lève pas une suspension : le noyau la maintient tant que cette infraction est la plus récente du chemin.</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="252"/>
        <source>yes: %1</source>
        <translation>oui : %1</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="254"/>
        <source>no; REVOKED by policy</source>
        <translation>non ; REVOKED par la politique</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="275"/>
        <source>none: AUTO at the gateway, no maker-checker (only the licence gates it)</source>
        <translation>aucun : AUTO à la passerelle, pas de contrôle à quatre yeux (seule la licence fait barrière)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/autonomy_model.cpp" line="276"/>
        <source>auto ≤ %1 · dual ≤ %2 · %Ln approver(s)</source>
        <translation>
            <numerusform>auto ≤ %1 · double ≤ %2 · %Ln approbateur</numerusform>
            <numerusform>auto ≤ %1 · double ≤ %2 · %Ln approbateurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="24"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="25"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="28"/>
        <source>Proven</source>
        <translation>Prouvés</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="29"/>
        <source>Confirmed</source>
        <translation>Confirmés</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="30"/>
        <source>Sweeps</source>
        <translation>Rappr.</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="31"/>
        <source>Suspended</source>
        <translation>Suspendu</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="27"/>
        <source>Clearance</source>
        <translation>Habilitation</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="32"/>
        <source>Thresholds</source>
        <translation>Seuils</translation>
    </message>
    <message>
        <location filename="../models/autonomy_model.cpp" line="26"/>
        <source>Unattended now</source>
        <translation>Sans supervision</translation>
    </message>
</context>
<context>
    <name>seal::AutonomyPage</name>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="53"/>
        <source>Path detail</source>
        <translation>Détail du chemin</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="85"/>
        <source>
The level history could not be read: %1</source>
        <translation>
L&apos;historique des niveaux n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="99"/>
        <source>Set &amp;policy…</source>
        <translation>Définir la &amp;politique…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="107"/>
        <source>CLEARED: may run unattended with fresh green proof</source>
        <translation>CLEARED : peut s&apos;exécuter sans supervision avec une preuve verte récente</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="108"/>
        <source>HOLD: a human decides each time</source>
        <translation>HOLD : un humain décide à chaque fois</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="109"/>
        <source>REVOKED: never, until set again</source>
        <translation>REVOKED : jamais, jusqu&apos;à nouvelle définition</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="118"/>
        <source>Max proof &amp;age…</source>
        <translation>Â&amp;ge de preuve maximal…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="122"/>
        <source>Set &amp;thresholds…</source>
        <translation>Définir les &amp;seuils…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="124"/>
        <source>&amp;Revoke path…</source>
        <translation>&amp;Révoquer le chemin…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="126"/>
        <source>Free&amp;ze domain…</source>
        <translation>&amp;Geler le domaine…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="129"/>
        <source>Revoke &amp;everything…</source>
        <translation>Révoquer &amp;tout…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="133"/>
        <source>Reconcile &amp;sweep…</source>
        <translation>Rapproc&amp;hement…</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="137"/>
        <source>Open in &amp;Holds</source>
        <translation>Ouvrir dans &amp;Blocages</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="182"/>
        <source>Autonomy per path</source>
        <translation>Autonomie par chemin</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="252"/>
        <source>The store mentions no path yet.</source>
        <translation>Le dépôt ne mentionne encore aucun chemin.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="281"/>
        <source>No path selected.</source>
        <translation>Aucun chemin sélectionné.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="287"/>
        <source>Path: %1</source>
        <translation>Chemin : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="301"/>
        <source>✖ HELD: %1</source>
        <translation>✖ HELD : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="301"/>
        <source>held</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="303"/>
        <source>  • unknown outcome, still open: %1 (settle it on the Holds page: Open in Holds)</source>
        <translation>  • résultat inconnu, toujours ouvert : %1 (à régler sur la page Blocages : Ouvrir dans Blocages)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="307"/>
        <source>Earned level: %1 (what the licence allows, not what the gateway enforces: unattended %2)</source>
        <translation>Niveau acquis : %1 (ce que la licence autorise, pas ce que la passerelle applique : sans supervision %2)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="308"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="308"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="310"/>
        <source>Proven %1 · confirmed %2 (ratio %3) · clean sweeps %4</source>
        <translation>Prouvés %1 · confirmés %2 (ratio %3) · rapprochements sans écart %4</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="318"/>
        <source>May it spend unattended now? %1</source>
        <translation>Peut-il dépenser sans supervision maintenant ? %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="328"/>
        <source>  (judged at %1)</source>
        <translation>  (évalué à %1)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="333"/>
        <source>Next level %1 %2 needs:</source>
        <translation>Le niveau suivant %1 %2 exige :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="335"/>
        <source>Suspended; to climb again it needs:</source>
        <translation>Suspendu ; pour remonter, il faut :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="335"/>
        <source>Top of the ladder.</source>
        <translation>Sommet de l&apos;échelle.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="341"/>
        <source>Breach evidence: %1</source>
        <translation>Preuve de manquement : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="366"/>
        <source>  proof: %1 storm at %2 (storm %3, %4)</source>
        <translation>  preuve : tempête %1 à %2 (tempête %3, %4)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="296"/>
        <location filename="../views/pages/autonomy_page.cpp" line="341"/>
        <source>suspended</source>
        <translation>suspendu</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="292"/>
        <source>✖ REVOKED by policy: it may not spend unattended until an operator sets CLEARED again (reason: %1)</source>
        <translation>✖ REVOKED par la politique : aucune dépense sans supervision tant qu&apos;un opérateur n&apos;a pas remis CLEARED (motif : %1)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="294"/>
        <source>none given</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="296"/>
        <source>✖ SUSPENDED: %1</source>
        <translation>✖ SUSPENDU : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="306"/>
        <source>State: %1</source>
        <translation>État : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="309"/>
        <source>Suspended: %1</source>
        <translation>Suspendu : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="315"/>
        <source>  Where the counts come from: %1</source>
        <translation>  Origine des comptes : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="321"/>
        <source>  (the store does not record whether the gateway runs with earned autonomy; set it in the connection profile to see one answer)</source>
        <translation>  (le dépôt n&apos;enregistre pas si la passerelle fonctionne avec l&apos;autonomie acquise ; indiquez-le dans le profil de connexion pour obtenir une seule réponse)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="324"/>
        <source>  No thresholds: the gateway treats every amount on this path as AUTO, with no maker-checker; only the licence (with earned autonomy on) can demand a human.</source>
        <translation>  Aucun seuil : la passerelle traite chaque montant de ce chemin comme AUTO, sans contrôle à quatre yeux ; seule la licence (avec l&apos;autonomie acquise activée) peut exiger un humain.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="343"/>
        <source>  event #%1 %2 at %3 on path %4</source>
        <translation>  événement n° %1 %2 à %3 sur le chemin %4</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="346"/>
        <source>  event #%1 %2 at %3 (store-wide event)</source>
        <translation>  événement n° %1 %2 à %3 (événement global du dépôt)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="351"/>
        <source>  detail:</source>
        <translation>  détail :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="352"/>
        <source>  (the whole detail: event #%1 on the Events page)</source>
        <translation>  (le détail entier : événement n° %1 sur la page Événements)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="356"/>
        <source>Clearance: policy %1, effective %2</source>
        <translation>Habilitation : politique %1, effective %2</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="357"/>
        <source>  reason: %1</source>
        <translation>  motif : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="359"/>
        <source>  policy set %1 by %2</source>
        <translation>  politique définie %1 par %2</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="360"/>
        <source>(not recorded)</source>
        <translation>(non enregistré)</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="362"/>
        <source>  no policy row: the safe default</source>
        <translation>  aucune ligne de politique : la valeur sûre par défaut</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="367"/>
        <source>green</source>
        <translation>verte</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="367"/>
        <source>RED</source>
        <translation>ROUGE</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="368"/>
        <source>n/a</source>
        <translation>s.o.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/autonomy_page.cpp" line="369"/>
        <source>%Ln execution(s)</source>
        <translation>
            <numerusform>%Ln exécution</numerusform>
            <numerusform>%Ln exécutions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="370"/>
        <source>executions n/a</source>
        <translation>exécutions n/d</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="375"/>
        <source>  proof: none recorded</source>
        <translation>  preuve : aucune enregistrée</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="428"/>
        <source>select a path first</source>
        <translation>sélectionnez d&apos;abord un chemin</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="445"/>
        <source>List the provider&apos;s payments in a window and record whether any bypassed the gateway</source>
        <translation>Lister les paiements du prestataire sur une période et consigner si l&apos;un d&apos;eux a contourné la passerelle</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="458"/>
        <source>Writes unavailable: %1</source>
        <translation>Écritures indisponibles : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="460"/>
        <source>Revoke path unavailable: %1</source>
        <translation>Révocation du chemin impossible : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="470"/>
        <source>Path look-alike:</source>
        <translation>Chemin d&apos;aspect trompeur :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="479"/>
        <source>Set policy</source>
        <translation>Définir la politique</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="480"/>
        <source>Set the clearance policy of path %1 to %2.</source>
        <translation>Définir la politique d&apos;habilitation du chemin %1 à %2.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="482"/>
        <location filename="../views/pages/autonomy_page.cpp" line="511"/>
        <source>Path:</source>
        <translation>Chemin :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="483"/>
        <location filename="../views/pages/autonomy_page.cpp" line="512"/>
        <source>New policy:</source>
        <translation>Nouvelle politique :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="486"/>
        <source>Policy now:</source>
        <translation>Politique actuelle :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="489"/>
        <source>Set %1</source>
        <translation>Définir %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="497"/>
        <source>Set policy %1 on %2</source>
        <translation>Politique %1 définie sur %2</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="506"/>
        <source>Revoke path</source>
        <translation>Révoquer le chemin</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="508"/>
        <source>Revoke path %1: it may no longer spend unattended until an operator sets a policy again.</source>
        <translation>Révoquer le chemin %1 : il ne pourra plus dépenser sans supervision jusqu&apos;à ce qu&apos;un opérateur définisse de nouveau une politique.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="515"/>
        <source>Revoke</source>
        <translation>Révoquer</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="517"/>
        <source>Revoke %1</source>
        <translation>Révoquer %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="534"/>
        <source>policies set to REVOKED: %1</source>
        <translation>politiques passées à REVOKED : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="536"/>
        <source>paths without a policy, left on HOLD (the safe default; there is no row to change): %1</source>
        <translation>chemins sans politique, laissés en HOLD (le défaut sûr ; aucune ligne à changer) : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="540"/>
        <location filename="../views/pages/autonomy_page.cpp" line="548"/>
        <location filename="../views/pages/autonomy_page.cpp" line="550"/>
        <source>Revoke everything</source>
        <translation>Révoquer tout</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="541"/>
        <source>Revoke every path&apos;s clearance and suspend every licence. Nothing runs unattended until operators set policies again, path by path.</source>
        <translation>Révoquer l&apos;habilitation de chaque chemin et suspendre chaque licence. Plus rien ne s&apos;exécute sans supervision jusqu&apos;à ce que les opérateurs redéfinissent les politiques, chemin par chemin.</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="544"/>
        <source>Paths:</source>
        <translation>Chemins :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="545"/>
        <source>Event:</source>
        <translation>Événement :</translation>
    </message>
    <message>
        <location filename="../views/pages/autonomy_page.cpp" line="545"/>
        <source>revoked, store-wide (suspends every licence)</source>
        <translation>revoked, global au dépôt (suspend chaque licence)</translation>
    </message>
</context>
<context>
    <name>seal::BudgetModel</name>
    <message>
        <location filename="../models/budget_model.cpp" line="19"/>
        <source>Budget key</source>
        <translation>Clé de budget</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="19"/>
        <source>Used</source>
        <translation>Utilisé</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="20"/>
        <source>Spent</source>
        <translation>Dépensé</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="20"/>
        <source>Reserved</source>
        <translation>Réservé</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="21"/>
        <source>Remaining</source>
        <translation>Restant</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="21"/>
        <source>Limit</source>
        <translation>Plafond</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="22"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="22"/>
        <source>Limit set</source>
        <translation>Plafond fixé</translation>
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
        <translation>Clé de budget : %1
Plafond : %2 par %3
Dépensé dans la fenêtre : %4 (%5 du plafond)
Dont réservé, pas encore réglé : %6
Restant : %7
Plafond fixé : %8</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="108"/>
        <source>Not readable: %1</source>
        <translation>Illisible : %1</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="123"/>
        <source>%1 of %2 spent in the last %3</source>
        <translation>%1 sur %2 dépensés au cours des dernières %3</translation>
    </message>
</context>
<context>
    <name>seal::BudgetSpendChart</name>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="18"/>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="30"/>
        <source>Spend over the window</source>
        <translation>Dépenses sur la fenêtre</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="33"/>
        <source>Spend over the window: %1</source>
        <translation>Dépenses sur la fenêtre : %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="41"/>
        <source>spent (reserved and settled)</source>
        <translation>dépensé (réservé et réglé)</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="61"/>
        <source>limit</source>
        <translation>plafond</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="77"/>
        <source>time (UTC)</source>
        <translation>heure (UTC)</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="78"/>
        <source>time (local)</source>
        <translation>heure (locale)</translation>
    </message>
    <message>
        <location filename="../views/widgets/budget_spend_chart.cpp" line="87"/>
        <source>amount</source>
        <translation>montant</translation>
    </message>
</context>
<context>
    <name>seal::BudgetsPage</name>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="29"/>
        <source>Budgets: what the agents spent against each cap in its window</source>
        <translation>Budgets : ce que les agents ont dépensé face à chaque plafond dans sa fenêtre</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="33"/>
        <source>Loading budgets…</source>
        <translation>Chargement des budgets…</translation>
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
        <translation>Réservations</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="58"/>
        <source>Budget detail</source>
        <translation>Détail du budget</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/budgets_page.cpp" line="95"/>
        <source>Reservations of %1 in its window: the newest %n shown</source>
        <translation>
            <numerusform>Réservations de %1 dans sa fenêtre : la plus récente affichée</numerusform>
            <numerusform>Réservations de %1 dans sa fenêtre : les %n plus récentes affichées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/budgets_page.cpp" line="98"/>
        <source>Reservations of %1 in its window, newest first: %n</source>
        <translation>
            <numerusform>Réservations de %1 dans sa fenêtre, les plus récentes d&apos;abord : %n</numerusform>
            <numerusform>Réservations de %1 dans sa fenêtre, les plus récentes d&apos;abord : %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="104"/>
        <source>Reservations could not be read: %1</source>
        <translation>Les réservations n&apos;ont pas pu être lues : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="130"/>
        <source>No budgets: no budget key has a limit in this store (sealctl budget set KEY --limit L --window SECONDS sets one).</source>
        <translation>Aucun budget : aucune clé de budget n&apos;a de plafond dans ce dépôt (sealctl budget set KEY --limit L --window SECONDS en fixe un).</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="161"/>
        <source>No budget selected.</source>
        <translation>Aucun budget sélectionné.</translation>
    </message>
    <message>
        <location filename="../views/pages/budgets_page.cpp" line="164"/>
        <source>Loading reservations…</source>
        <translation>Chargement des réservations…</translation>
    </message>
</context>
<context>
    <name>seal::CertDetailPane</name>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="24"/>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="115"/>
        <source>No cert selected.</source>
        <translation>Aucun certificat sélectionné.</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="41"/>
        <source>Raw JSON of the cert body</source>
        <translation>JSON brut du corps du certificat</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="62"/>
        <source>Certs of this &amp;intent</source>
        <translation>Certificats de cette &amp;intention</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="64"/>
        <source>&amp;Parent cert</source>
        <translation>Certificat &amp;parent</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="66"/>
        <source>P&amp;revious cert</source>
        <translation>Certificat p&amp;récédent</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="70"/>
        <source>parent cert</source>
        <translation>certificat parent</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="72"/>
        <source>previous cert</source>
        <translation>certificat précédent</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="120"/>
        <source>Select a cert first</source>
        <translation>Sélectionnez d&apos;abord un certificat</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="131"/>
        <source>Cert seq %1</source>
        <translation>Certificat séq. %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="133"/>
        <source> — BROKEN: %1</source>
        <translation> — ROMPU : %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="135"/>
        <source> — UNREADABLE</source>
        <translation> — ILLISIBLE</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="138"/>
        <source>break</source>
        <translation>rupture</translation>
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
        <translation>colonne hash</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="143"/>
        <source>prev_hash column</source>
        <translation>colonne prev_hash</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="154"/>
        <source>This cert names no intent</source>
        <translation>Ce certificat ne nomme aucune intention</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="156"/>
        <source>This cert has no parent_cert (only witnessed certs have one)</source>
        <translation>Ce certificat n&apos;a pas de parent_cert (seuls les certificats de témoin en ont un)</translation>
    </message>
    <message>
        <location filename="../views/widgets/cert_detail_pane.cpp" line="160"/>
        <source>This is the first cert of the chain (prev_hash is GENESIS)</source>
        <translation>C&apos;est le premier certificat de la chaîne (prev_hash vaut GENESIS)</translation>
    </message>
</context>
<context>
    <name>seal::CertificateModel</name>
    <message>
        <location filename="../models/certificate_model.cpp" line="55"/>
        <source>link broken</source>
        <translation>lien rompu</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="56"/>
        <source>content altered</source>
        <translation>contenu altéré</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="57"/>
        <source>hash mismatch</source>
        <translation>empreinte discordante</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="58"/>
        <source>unreadable body</source>
        <translation>corps illisible</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="59"/>
        <source>signature does not verify</source>
        <translation>signature invalide</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="65"/>
        <source>sealed</source>
        <translation>scellé</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="66"/>
        <source>witnessed</source>
        <translation>témoin</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="67"/>
        <source>healed</source>
        <translation>réparé</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="68"/>
        <source>approval</source>
        <translation>approbation</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="69"/>
        <source>obligation breached</source>
        <translation>obligation manquée</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="265"/>
        <location filename="../models/certificate_model.cpp" line="281"/>
        <source>unreadable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="82"/>
        <source>Broken: %1</source>
        <translation>Rompu : %1</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="78"/>
        <source>Link broken</source>
        <translation>Lien rompu</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="79"/>
        <source>Content altered</source>
        <translation>Contenu altéré</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="80"/>
        <source>Hash mismatch</source>
        <translation>Empreinte discordante</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="81"/>
        <source>Unreadable body</source>
        <translation>Corps illisible</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="84"/>
        <source>Unreadable</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="86"/>
        <source>Intact</source>
        <translation>Intact</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="342"/>
        <source>problem</source>
        <translation>problème</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="41"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="42"/>
        <source>Seq</source>
        <translation>Séq.</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="43"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="44"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="45"/>
        <source>Tier</source>
        <translation>Palier</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="46"/>
        <source>World</source>
        <translation>Monde</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="47"/>
        <source>Kind / action</source>
        <translation>Type / action</translation>
    </message>
    <message>
        <location filename="../models/certificate_model.cpp" line="48"/>
        <source>Hash</source>
        <translation>Empreinte</translation>
    </message>
</context>
<context>
    <name>seal::CertificatesPage</name>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="286"/>
        <source>No cert in the store has the %1&apos;s hash; the chain is broken here.</source>
        <translation>Aucun certificat du dépôt n&apos;a l&apos;empreinte du %1 ; la chaîne est rompue ici.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="109"/>
        <source>Newest first</source>
        <translation>Plus récents d&apos;abord</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="110"/>
        <source>By seq</source>
        <translation>Par séq.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="111"/>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="119"/>
        <source>Search seq, intent or hash prefix (Ctrl+F)</source>
        <translation>Rechercher séq., intention ou début d&apos;empreinte (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="121"/>
        <source>Search certificates</source>
        <translation>Rechercher des certificats</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="132"/>
        <source>seq</source>
        <translation>séq.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="136"/>
        <source>Jump to seq</source>
        <translation>Aller à la séq.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="137"/>
        <source>&amp;Jump</source>
        <translation>&amp;Aller</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="149"/>
        <source>Show &amp;whole chain</source>
        <translation>Afficher toute la &amp;chaîne</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="155"/>
        <source>Order:</source>
        <translation>Ordre :</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="158"/>
        <source>Jump to:</source>
        <translation>Aller à :</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="164"/>
        <source>&amp;Witness…</source>
        <translation>&amp;Attester…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="174"/>
        <source>Certificate chain</source>
        <translation>Chaîne de certificats</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="296"/>
        <source>There is no cert with seq %1.</source>
        <translation>Il n&apos;y a aucun certificat de séq. %1.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="314"/>
        <source>The store has no certs.</source>
        <translation>Le dépôt n&apos;a aucun certificat.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="315"/>
        <source>No cert matches.</source>
        <translation>Aucun certificat ne correspond.</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="351"/>
        <source>Certs of intent %1</source>
        <translation>Certificats de l&apos;intention %1</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="353"/>
        <source>Matching “%1”</source>
        <translation>Correspondant à « %1 »</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="355"/>
        <source>From seq %1 down</source>
        <translation>Depuis la séq. %1, en descendant</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="356"/>
        <source>From seq %1 up</source>
        <translation>Depuis la séq. %1, en montant</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="380"/>
        <source>E&amp;xport</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="383"/>
        <source>&amp;Authorization receipt (PDF/HTML)…</source>
        <translation>Reçu d&apos;&amp;autorisation (PDF/HTML)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="385"/>
        <source>&amp;Incident receipt (JSON)…</source>
        <translation>Reçu d&apos;&amp;incident (JSON)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="390"/>
        <location filename="../views/pages/certificates_page.cpp" line="424"/>
        <source>&amp;Selected certificates (JSONL)…</source>
        <translation>&amp;Certificats sélectionnés (JSONL)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="405"/>
        <source>select a cert: its intent is witnessed</source>
        <translation>sélectionnez un certificat : c&apos;est son intention qui est attestée</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="407"/>
        <source>an approval decision is no effect at the provider</source>
        <translation>une décision d&apos;approbation n&apos;est pas un effet chez le prestataire</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="408"/>
        <source>Ask the provider whether the selected cert&apos;s intent happened, and record it</source>
        <translation>Demander au prestataire si l&apos;intention du certificat sélectionné a eu lieu, et le consigner</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="415"/>
        <source>Select a cert: its intent&apos;s receipt is exported</source>
        <translation>Sélectionnez un certificat : le reçu de son intention est exporté</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="423"/>
        <source>&amp;Selected certificates, seq %1 to %2 (JSONL)…</source>
        <translation>&amp;Certificats sélectionnés, séq. %1 à %2 (JSONL)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="477"/>
        <source>Export authorization receipt</source>
        <translation>Exporter le reçu d&apos;autorisation</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="479"/>
        <source>PDF document (*.pdf);;HTML page (*.html)</source>
        <translation>Document PDF (*.pdf);;Page HTML (*.html)</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="489"/>
        <source>Export incident receipt</source>
        <translation>Exporter le reçu d&apos;incident</translation>
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
        <translation>Exporter une plage continue</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="513"/>
        <source>Export certificates</source>
        <translation>Exporter les certificats</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="387"/>
        <source>&amp;Portable receipt (seal-receipt/1)…</source>
        <translation>Reçu &amp;portable (seal-receipt/1)…</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="500"/>
        <source>Export portable receipt (seal-receipt/1)</source>
        <translation>Exporter le reçu portable (seal-receipt/1)</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="514"/>
        <source>JSON lines (*.jsonl)</source>
        <translation>Lignes JSON (*.jsonl)</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/certificates_page.cpp" line="524"/>
        <source>The selection (%Ln cert(s)) has gaps. The export is the contiguous range seq %1 to %2: every cert of that range, selected or not. Export it?</source>
        <translation>
            <numerusform>La sélection (%Ln certificat) comporte des trous. L&apos;export porte sur la plage continue séq. %1 à %2 : chaque certificat de cette plage, sélectionné ou non. L&apos;exporter ?</numerusform>
            <numerusform>La sélection (%Ln certificats) comporte des trous. L&apos;export porte sur la plage continue séq. %1 à %2 : chaque certificat de cette plage, sélectionné ou non. L&apos;exporter ?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="542"/>
        <source>Export failed: %1</source>
        <translation>Échec de l&apos;export : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/certificates_page.cpp" line="545"/>
        <source>Written %1: %2</source>
        <translation>Écrit %1 : %2</translation>
    </message>
</context>
<context>
    <name>seal::CertsPerDayChart</name>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="25"/>
        <source>other tiers</source>
        <translation>autres paliers</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="26"/>
        <source>(no tier)</source>
        <translation>(sans palier)</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="44"/>
        <source>Certificates per day by tier</source>
        <translation>Certificats par jour et par palier</translation>
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
            <numerusform>%1, %2 : %Ln certificat</numerusform>
            <numerusform>%1, %2 : %Ln certificats</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="98"/>
        <source>Day (UTC), %1 to %2</source>
        <translation>Jour (UTC), du %1 au %2</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="99"/>
        <source>Day (UTC)</source>
        <translation>Jour (UTC)</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="99"/>
        <source>Day (UTC), %1</source>
        <translation>Jour (UTC), %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/activity_charts.cpp" line="101"/>
        <source>Certificates</source>
        <translation>Certificats</translation>
    </message>
</context>
<context>
    <name>seal::ChainVerification</name>
    <message>
        <location filename="../models/chain_verification.cpp" line="91"/>
        <source>Not a signer key (64 hex digits), left out: %1</source>
        <translation>Pas une clé de signature (64 chiffres hexadécimaux), ignorée : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="105"/>
        <source>%1 of %Ln cert(s) signed by the pinned key %2</source>
        <translation>
            <numerusform>%1 certificat sur %Ln signé par la clé épinglée %2</numerusform>
            <numerusform>%1 certificats sur %Ln signés par la clé épinglée %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="109"/>
        <source>No signer key pinned (the profile&apos;s signer keys, or SEAL_SIGNER_KEY): each signature is checked against its own signer only.</source>
        <translation>Aucune clé de signature épinglée (les clés de signature du profil, ou SEAL_SIGNER_KEY) : chaque signature n&apos;est contrôlée que par rapport à son propre signataire.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="112"/>
        <source>%1 signed by an unpinned key %2</source>
        <translation>%1 signé(s) par une clé non épinglée %2</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="113"/>
        <source>%1 with a signature that does not verify</source>
        <translation>%1 avec une signature invalide</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="114"/>
        <source>%1 unsigned (%2 v1, %3 v2)</source>
        <translation>%1 non signé(s) (%2 v1, %3 v2)</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="284"/>
        <source>Could not check the anchors: %1</source>
        <translation>Impossible de contrôler les ancres : %1</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="301"/>
        <source>Anchors not checked yet.</source>
        <translation>Ancres pas encore contrôlées.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="303"/>
        <source>Checking the anchors…</source>
        <translation>Contrôle des ancres…</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="305"/>
        <source>No anchor recorded for this store yet; a full verification that ends intact records one.</source>
        <translation>Aucune ancre enregistrée pour ce dépôt ; une vérification complète qui se termine intacte en enregistre une.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="308"/>
        <source>Anchors intact: the chain still holds anchored seq %1 unchanged.</source>
        <translation>Ancres intactes : la chaîne contient toujours la séq. ancrée %1, inchangée.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="309"/>
        <source>Anchors intact.</source>
        <translation>Ancres intactes.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="311"/>
        <source>ANCHOR CHECK FAILED: the chain no longer matches a head recorded outside the store (cut off or rewritten): %1</source>
        <translation>ÉCHEC DU CONTRÔLE DES ANCRES : la chaîne ne correspond plus à une tête enregistrée hors du dépôt (tronquée ou réécrite) : %1</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="338"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="343"/>
        <source>Chain not verified yet.</source>
        <translation>Chaîne pas encore vérifiée.</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="345"/>
        <source>Cancelling verification…</source>
        <translation>Annulation de la vérification…</translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="345"/>
        <source>Verifying the chain…</source>
        <translation>Vérification de la chaîne…</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="348"/>
        <source>Chain intact after anchored seq %1: %Ln new cert(s), head seq %2; verified %3.</source>
        <translation>
            <numerusform>Chaîne intacte après la séq. ancrée %1 : %Ln nouveau certificat, tête séq. %2 ; vérifiée %3.</numerusform>
            <numerusform>Chaîne intacte après la séq. ancrée %1 : %Ln nouveaux certificats, tête séq. %2 ; vérifiée %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="352"/>
        <source>Chain intact: %Ln cert(s), head seq %1; verified %2.</source>
        <translation>
            <numerusform>Chaîne intacte : %Ln certificat, tête séq. %1 ; vérifiée %2.</numerusform>
            <numerusform>Chaîne intacte : %Ln certificats, tête séq. %1 ; vérifiée %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="357"/>
        <source>Chain BROKEN: first break at seq %1 (%2); breaks in all: %3 in %Ln cert(s); verified %4.</source>
        <translation>
            <numerusform>Chaîne ROMPUE : première rupture à la séq. %1 (%2) ; ruptures au total : %3 sur %Ln certificat ; vérifiée %4.</numerusform>
            <numerusform>Chaîne ROMPUE : première rupture à la séq. %1 (%2) ; ruptures au total : %3 sur %Ln certificats ; vérifiée %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/chain_verification.cpp" line="365"/>
        <source>Verification cancelled after %Ln cert(s): no verdict; breaks found so far: %1.</source>
        <translation>
            <numerusform>Vérification annulée après %Ln certificat : aucun verdict ; ruptures trouvées jusqu&apos;ici : %1.</numerusform>
            <numerusform>Vérification annulée après %Ln certificats : aucun verdict ; ruptures trouvées jusqu&apos;ici : %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/chain_verification.cpp" line="369"/>
        <source>Verification failed: %1</source>
        <translation>Échec de la vérification : %1</translation>
    </message>
</context>
<context>
    <name>seal::ChainVerifyPanel</name>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="30"/>
        <source>Verif&amp;y chain</source>
        <translation>&amp;Vérifier la chaîne</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="32"/>
        <source>Walk the whole chain and name every break by seq (a full verify)</source>
        <translation>Parcourir toute la chaîne et nommer chaque rupture par séq. (vérification complète)</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="33"/>
        <source>Verify &amp;new certs</source>
        <translation>Vérifier les &amp;nouveaux certificats</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="35"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="39"/>
        <source>%v of %m certs</source>
        <translation>%v sur %m certificats</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="49"/>
        <source>Chain breaks</source>
        <translation>Ruptures de la chaîne</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="111"/>
        <source>Anchor file: %1</source>
        <translation>Fichier d&apos;ancre : %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="125"/>
        <source>Walk only the certs after anchored seq %1 (its anchor checked intact)</source>
        <translation>Parcourir uniquement les certificats après la séq. ancrée %1 (son ancre a été contrôlée intacte)</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="162"/>
        <source>%1 certs/s</source>
        <translation>%1 certificats/s</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="162"/>
        <source>starting…</source>
        <translation>démarrage…</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="164"/>
        <source> · ETA %1</source>
        <translation> · fin estimée %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="177"/>
        <source>seq %1 · %2 — %3</source>
        <translation>séq. %1 · %2 — %3</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="179"/>
        <source>Enter: show seq %1 in the table</source>
        <translation>Entrée : afficher la séq. %1 dans le tableau</translation>
    </message>
    <message>
        <location filename="../views/widgets/chain_verify_panel.cpp" line="182"/>
        <source>… and %1 more breaks</source>
        <translation>… et %1 ruptures de plus</translation>
    </message>
</context>
<context>
    <name>seal::ChangeModel</name>
    <message>
        <location filename="../models/change_model.cpp" line="17"/>
        <source>Change</source>
        <translation>Modification</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="18"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="19"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="20"/>
        <source>Of</source>
        <translation>Cible</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="21"/>
        <source>Proposed by</source>
        <translation>Proposée par</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="22"/>
        <source>Proposed</source>
        <translation>Proposée</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="23"/>
        <source>Expires</source>
        <translation>Expire</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="24"/>
        <source>Before → after</source>
        <translation>Avant → après</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="130"/>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="131"/>
        <source>applied</source>
        <translation>appliquée</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="132"/>
        <source>rejected</source>
        <translation>rejetée</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="133"/>
        <source>withdrawn</source>
        <translation>retirée</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="134"/>
        <source>expired</source>
        <translation>expirée</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="140"/>
        <source>policy</source>
        <translation>politique</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="141"/>
        <source>thresholds</source>
        <translation>seuils</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="142"/>
        <source>unfreeze</source>
        <translation>dégel</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="143"/>
        <source>mandate release</source>
        <translation>levée de mandat</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="144"/>
        <source>budget limit</source>
        <translation>plafond de budget</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="145"/>
        <source>obligation cancelled</source>
        <translation>obligation annulée</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="146"/>
        <source>settle by attestation</source>
        <translation>règlement par attestation</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="147"/>
        <source>green proof</source>
        <translation>preuve verte</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="154"/>
        <source>Change %1: %2 of %3, %4
</source>
        <translation>Modification %1 : %2 de %3, %4
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="157"/>
        <source>  %1: %2 → %3
</source>
        <translation>  %1 : %2 → %3
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="158"/>
        <source>(kept)</source>
        <translation>(inchangé)</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="160"/>
        <source>Reason: %1
</source>
        <translation>Motif : %1
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="161"/>
        <source>Proposed by %1 at %2; expires %3
</source>
        <translation>Proposée par %1 le %2 ; expire le %3
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="163"/>
        <source>Asked: %1
</source>
        <translation>Sollicités : %1
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="165"/>
        <source>Decided by %1 at %2
</source>
        <translation>Décidée par %1 le %2
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="166"/>
        <source>Their reason: %1
</source>
        <translation>Motif de la décision : %1
</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="167"/>
        <source>On the chain: cert %1 (change_applied)
</source>
        <translation>Sur la chaîne : certificat %1 (change_applied)
</translation>
    </message>
</context>
<context>
    <name>seal::ChangesPage</name>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="40"/>
        <source>Changes: loosening a control takes two operators</source>
        <translation>Modifications : assouplir un contrôle demande deux opérateurs</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="46"/>
        <source>Loading changes…</source>
        <translation>Chargement des modifications…</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="49"/>
        <source>Changes</source>
        <translation>Modifications</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="57"/>
        <source>&amp;Approve…</source>
        <translation>&amp;Approuver…</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="59"/>
        <source>&amp;Reject…</source>
        <translation>&amp;Rejeter…</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="61"/>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Retirer…</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="73"/>
        <source>Change detail</source>
        <translation>Détail de la modification</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="122"/>
        <source>Dual control is off in this store: one operator may loosen a control. The store&apos;s owner turns it on with `sealctl dual-control setup --apply`; then raising a ceiling, fewer approvers, a policy to CLEARED, an unfreeze, a mandate release, a budget raised, an obligation cancelled or a settle by attestation is proposed here and written only once a second operator approves it.</source>
        <translation>Le contrôle à quatre yeux est désactivé dans ce dépôt : un seul opérateur peut assouplir un contrôle. Le propriétaire du dépôt l&apos;active avec `sealctl dual-control setup --apply` ; dès lors, le relèvement d&apos;un plafond, la réduction du nombre d&apos;approbateurs, le passage d&apos;une politique à CLEARED, un dégel, une levée de mandat, le relèvement d&apos;un budget, l&apos;annulation d&apos;une obligation ou un règlement par attestation est proposé ici et n&apos;est écrit qu&apos;une fois approuvé par un second opérateur.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="133"/>
        <source>Dual control is OFF in fact: %1 %2. One operator may loosen a control until the store&apos;s owner runs `sealctl dual-control setup --apply` again. </source>
        <translation>Le double contrôle n&apos;est PAS en vigueur : %1 %2. Un seul opérateur peut assouplir un contrôle tant que le propriétaire du magasin n&apos;a pas relancé `sealctl dual-control setup --apply`. </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="137"/>
        <source>Dual control is on: a proposal waits %n hour(s) for a second operator. </source>
        <translation>
            <numerusform>Le contrôle à quatre yeux est activé : une proposition attend un second opérateur pendant %n heure. </numerusform>
            <numerusform>Le contrôle à quatre yeux est activé : une proposition attend un second opérateur pendant %n heures. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="140"/>
        <source>%n change(s) wait for a decision; </source>
        <translation>
            <numerusform>%n modification attend une décision ; </numerusform>
            <numerusform>%n modifications attendent une décision ; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/changes_page.cpp" line="141"/>
        <source>%n of them proposed by others, for you to decide.</source>
        <translation>
            <numerusform>%n proposée par d&apos;autres, à vous de décider.</numerusform>
            <numerusform>%n proposées par d&apos;autres, à vous de décider.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="144"/>
        <source>Warning: role %1 owns the governed tables and can log in, so it could switch the guard off.</source>
        <translation>Attention : le rôle %1 possède les tables gardées et peut se connecter ; il pourrait désactiver la garde.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="150"/>
        <source>No changes yet.</source>
        <translation>Aucune modification pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="150"/>
        <source>No changes: dual control has never been on.</source>
        <translation>Aucune modification : le contrôle à quatre yeux n&apos;a jamais été activé.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="182"/>
        <source>No change selected.</source>
        <translation>Aucune modification sélectionnée.</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="191"/>
        <source>a decision is being written</source>
        <translation>une décision est en cours d&apos;écriture</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="192"/>
        <source>no change is selected</source>
        <translation>aucune modification n&apos;est sélectionnée</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="194"/>
        <source>change %1 is %2</source>
        <translation>la modification %1 est %2</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="197"/>
        <source>you proposed it: another operator must decide it</source>
        <translation>vous l&apos;avez proposée : un autre opérateur doit la décider</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="198"/>
        <source>Approve the selected change: its act is written now, as you</source>
        <translation>Approuver la modification sélectionnée : son acte est écrit maintenant, en votre nom</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="199"/>
        <source>Approve is unavailable: %1</source>
        <translation>L&apos;approbation est indisponible : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="200"/>
        <source>you proposed it: withdraw it instead</source>
        <translation>vous l&apos;avez proposée : retirez-la plutôt</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="201"/>
        <source>Reject the selected change with a reason: nothing of it is written</source>
        <translation>Rejeter la modification sélectionnée avec un motif : rien n&apos;en est écrit</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="202"/>
        <source>only its proposer may withdraw it</source>
        <translation>seul l&apos;auteur de la proposition peut la retirer</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="203"/>
        <source>Withdraw your own proposal: nothing of it is written</source>
        <translation>Retirer votre propre proposition : rien n&apos;en est écrit</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="214"/>
        <source>Change %1: %2 of %3, proposed by %4</source>
        <translation>Modification %1 : %2 de %3, proposée par %4</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="217"/>
        <source>Change:</source>
        <translation>Modification :</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="218"/>
        <source>Kind:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="219"/>
        <source>Of:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="220"/>
        <source>Proposed by:</source>
        <translation>Proposée par :</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="221"/>
        <source>Reason:</source>
        <translation>Motif :</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="223"/>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="224"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="224"/>
        <source>(kept)</source>
        <translation>(inchangé)</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="228"/>
        <source>Approve change</source>
        <translation>Approuver la modification</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="229"/>
        <source>Approve change %1 proposed by %2. Its act is written now, as you, in the same transaction as your approval; the change is recorded on the certificate chain (event change_applied).</source>
        <translation>Approuver la modification %1 proposée par %2. Son acte est écrit maintenant, en votre nom, dans la même transaction que votre approbation ; la modification est inscrite sur la chaîne de certificats (événement change_applied).</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="232"/>
        <location filename="../views/pages/changes_page.cpp" line="240"/>
        <location filename="../views/pages/changes_page.cpp" line="248"/>
        <source>State after:</source>
        <translation>État après :</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="232"/>
        <source>applied, approved by you</source>
        <translation>appliquée, approuvée par vous</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="233"/>
        <source>Approve</source>
        <translation>Approuver</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="234"/>
        <source>Approve change %1</source>
        <translation>Approuver la modification %1</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="237"/>
        <source>Reject change</source>
        <translation>Rejeter la modification</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="238"/>
        <source>Reject change %1 proposed by %2. Nothing of it is written (event change_rejected).</source>
        <translation>Rejeter la modification %1 proposée par %2. Rien n&apos;en est écrit (événement change_rejected).</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="240"/>
        <source>rejected, by you</source>
        <translation>rejetée, par vous</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="242"/>
        <source>Reject</source>
        <translation>Rejeter</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="243"/>
        <source>Reject change %1</source>
        <translation>Rejeter la modification %1</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="246"/>
        <source>Withdraw change</source>
        <translation>Retirer la modification</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="247"/>
        <source>Withdraw your change %1. Nothing of it is written (event change_withdrawn).</source>
        <translation>Retirer votre modification %1. Rien n&apos;en est écrit (événement change_withdrawn).</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="248"/>
        <source>withdrawn</source>
        <translation>retirée</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="249"/>
        <source>Withdraw</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../views/pages/changes_page.cpp" line="250"/>
        <source>Withdraw change %1</source>
        <translation>Retirer la modification %1</translation>
    </message>
</context>
<context>
    <name>seal::ConfirmWriteDialog</name>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="42"/>
        <source>Written as:</source>
        <translation>Écrit en tant que :</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="55"/>
        <source>Reason (required, kept in the store):</source>
        <translation>Motif (obligatoire, conservé dans le dépôt) :</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="56"/>
        <source>Reason (optional, kept in the store):</source>
        <translation>Motif (facultatif, conservé dans le dépôt) :</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="68"/>
        <source>Type %1 to confirm:</source>
        <translation>Tapez %1 pour confirmer :</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="96"/>
        <source>Cut to fit: %1 characters in all</source>
        <translation>Tronqué pour tenir : %1 caractères au total</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="99"/>
        <source>Show whole value (%1)…</source>
        <translation>Afficher la valeur entière (%1)…</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="134"/>
        <source>a reason is required</source>
        <translation>un motif est obligatoire</translation>
    </message>
    <message>
        <location filename="../views/writes/confirm_write_dialog.cpp" line="136"/>
        <source>type %1 exactly to confirm</source>
        <translation>tapez exactement %1 pour confirmer</translation>
    </message>
</context>
<context>
    <name>seal::ConnectionDialog</name>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="33"/>
        <source>Connect to a seal store</source>
        <translation>Se connecter à un dépôt de sceaux</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="43"/>
        <source>Saved connection profiles</source>
        <translation>Profils de connexion enregistrés</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="48"/>
        <source>&amp;New</source>
        <translation>N&amp;ouveau</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="51"/>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="58"/>
        <source>Saved profiles</source>
        <translation>Profils enregistrés</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="68"/>
        <source>e.g. staging</source>
        <translation>par ex. recette</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="69"/>
        <source>host name or socket directory</source>
        <translation>nom d&apos;hôte ou répertoire de socket</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="76"/>
        <source>from the keychain when saved there</source>
        <translation>depuis le trousseau lorsqu&apos;il y est enregistré</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="78"/>
        <source>&amp;Remember in the system keychain</source>
        <translation>Mémoriser dans le trousseau du s&amp;ystème</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="83"/>
        <source>libpq sslmode: verify-full checks the server&apos;s certificate and name</source>
        <translation>sslmode libpq : verify-full contrôle le certificat et le nom du serveur</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="84"/>
        <source>CA certificate file for verify-ca / verify-full</source>
        <translation>Fichier de certificat d&apos;AC pour verify-ca / verify-full</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="86"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="87"/>
        <source>Choose the root certificate file</source>
        <translation>Choisir le fichier de certificat racine</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="93"/>
        <source>e.g. staging, production</source>
        <translation>par ex. recette, production</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="99"/>
        <source>No colour</source>
        <translation>Sans couleur</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="105"/>
        <source>&amp;Production store (red banner across the window)</source>
        <translation>Dépôt de pro&amp;duction (bandeau rouge sur la fenêtre)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="107"/>
        <source>Start &amp;read-only (no writes offered)</source>
        <translation>Démarrer en &amp;lecture seule (aucune écriture proposée)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="109"/>
        <source>e.g. host=standby port=5432 (empty: read from the store above)</source>
        <translation>p. ex. host=standby port=5432 (vide : lire depuis le dépôt ci-dessus)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="110"/>
        <source>A streaming standby for pages, verification, reports and exports; writes still go to the store above. libpq keywords; the rest (database, user, TLS) comes from above. A password typed here goes to the keychain, never to the settings.</source>
        <translation>Un serveur de secours en réplication pour les pages, la vérification, les rapports et les exports ; les écritures vont toujours au dépôt ci-dessus. Mots-clés libpq ; le reste (base, utilisateur, TLS) vient d&apos;en haut. Un mot de passe saisi ici va dans le trousseau, jamais dans les réglages.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="113"/>
        <source>ISO 4217, e.g. EUR (empty: not set)</source>
        <translation>ISO 4217, p. ex. EUR (vide : non définie)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="115"/>
        <source>The store records no currency: say which one its amounts are in, and every page, chart and receipt writes it. Left empty, amounts stay plain numbers.</source>
        <translation>Le dépôt n’enregistre aucune devise : indiquez celle de ses montants, et chaque page, graphique et reçu l’écrit. Laissé vide, les montants restent de simples nombres.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="117"/>
        <source>e.g. payouts.wire=GBP; billing.refund=USD</source>
        <translation>p. ex. payouts.wire=GBP; billing.refund=USD</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="118"/>
        <source>Paths whose amounts are in another currency than the one above.</source>
        <translation>Chemins dont les montants sont dans une autre devise que celle ci-dessus.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="119"/>
        <source>64 hex digits per key, comma separated (empty: none pinned)</source>
        <translation>64 chiffres hexadécimaux par clé, séparés par des virgules (vide : aucune épinglée)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="120"/>
        <source>The kernel&apos;s public signing key (its raw Ed25519 key in hex). The chain panel then says how many certs it signed, and names certs signed by any other key. SEAL_SIGNER_KEY, when set, wins.</source>
        <translation>La clé publique de signature du noyau (sa clé Ed25519 brute en hexadécimal). Le panneau de la chaîne indique alors combien de certificats elle a signés, et nomme les certificats signés par toute autre clé. SEAL_SIGNER_KEY, s&apos;il est défini, l&apos;emporte.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="125"/>
        <source>Profile &amp;name:</source>
        <translation>&amp;Nom du profil :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="126"/>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="127"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="128"/>
        <source>&amp;Database:</source>
        <translation>&amp;Base de données :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="129"/>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="130"/>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mot de passe :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="132"/>
        <source>&amp;TLS mode:</source>
        <translation>Mode &amp;TLS :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="133"/>
        <source>Read &amp;from (standby):</source>
        <translation>Lire &amp;depuis (secours) :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="140"/>
        <source>Root &amp;certificate:</source>
        <translation>Certificat &amp;racine :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="141"/>
        <source>&amp;Environment:</source>
        <translation>En&amp;vironnement :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="144"/>
        <source>C&amp;urrency:</source>
        <translation>Dev&amp;ise :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="145"/>
        <source>Currency by pat&amp;h:</source>
        <translation>Devise p&amp;ar chemin :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="146"/>
        <source>Pinned signer &amp;keys:</source>
        <translation>Clés de si&amp;gnature épinglées :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="153"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="156"/>
        <source>&amp;Connect</source>
        <translation>Se &amp;connecter</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="272"/>
        <source>Environment colour</source>
        <translation>Couleur de l&apos;environnement</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="282"/>
        <source>Root certificate</source>
        <translation>Certificat racine</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="282"/>
        <source>Certificates (*.crt *.pem);;All files (*)</source>
        <translation>Certificats (*.crt *.pem);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="292"/>
        <source>Colour…</source>
        <translation>Couleur…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="293"/>
        <source>The colour of the environment chip in the status bar</source>
        <translation>La couleur de la pastille d&apos;environnement dans la barre d&apos;état</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="311"/>
        <source>&quot;Read from&quot; is not a libpq connection string (e.g. host=standby port=5432).</source>
        <translation>« Lire depuis » n&apos;est pas une chaîne de connexion libpq (p. ex. host=standby port=5432).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="325"/>
        <source>&quot;%1&quot; is not an ISO 4217 currency code (e.g. EUR, USD, GBP).</source>
        <translation>« %1 » n’est pas un code de devise ISO 4217 (p. ex. EUR, USD, GBP).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="330"/>
        <source>&quot;%1&quot; is not PATH=CODE with an ISO 4217 code (e.g. payouts.wire=GBP).</source>
        <translation>« %1 » n’est pas CHEMIN=CODE avec un code ISO 4217 (p. ex. payouts.wire=GBP).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="336"/>
        <source>&quot;%1&quot; is not a signer key: 64 hex digits, the kernel&apos;s raw Ed25519 public key.</source>
        <translation>« %1 » n&apos;est pas une clé de signature : 64 chiffres hexadécimaux, la clé publique Ed25519 brute du noyau.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="349"/>
        <source>Give the profile a name to save it.</source>
        <translation>Donnez un nom au profil pour l&apos;enregistrer.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="359"/>
        <source>Profile saved; saving the password in the system keychain…</source>
        <translation>Profil enregistré ; enregistrement du mot de passe dans le trousseau du système…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="362"/>
        <source>Profile saved; the password is in the system keychain.</source>
        <translation>Profil enregistré ; le mot de passe est dans le trousseau du système.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="364"/>
        <source>Profile saved, but the password was NOT saved: %1. You will have to type it each time you connect.</source>
        <translation>Profil enregistré, mais le mot de passe n&apos;a PAS été enregistré : %1. Vous devrez le saisir à chaque connexion.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="368"/>
        <source>Profile saved, but the password was NOT saved: %1.</source>
        <translation>Profil enregistré, mais le mot de passe n&apos;a PAS été enregistré : %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="371"/>
        <source>Profile saved (without a password).</source>
        <translation>Profil enregistré (sans mot de passe).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/connection_dialog.cpp" line="377"/>
        <source>The read-from password was NOT saved: %1.</source>
        <translation>Le mot de passe de « Lire depuis » n&apos;a PAS été enregistré : %1.</translation>
    </message>
</context>
<context>
    <name>seal::ConsolePage</name>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="56"/>
        <source>nothing written</source>
        <translation>rien n&apos;a été écrit</translation>
    </message>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="59"/>
        <source>%1: nothing written — %2</source>
        <translation>%1 : rien n&apos;a été écrit — %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/writes/write_flow.cpp" line="83"/>
        <source>The write gives up by itself after %n s (the store timeout)</source>
        <translation>
            <numerusform>L&apos;écriture abandonne d&apos;elle-même après %n seconde (le délai du dépôt)</numerusform>
            <numerusform>L&apos;écriture abandonne d&apos;elle-même après %n secondes (le délai du dépôt)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="85"/>
        <source>No store timeout is set, so the write waits as long as the other session holds on</source>
        <translation>Aucun délai du dépôt n&apos;est défini, l&apos;écriture attend donc tant que l&apos;autre session ne relâche pas ce qu&apos;elle tient</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/writes/write_flow.cpp" line="87"/>
        <source>%1: waiting for the store (%n s so far).</source>
        <translation>
            <numerusform>%1 : en attente du dépôt (depuis %n seconde).</numerusform>
            <numerusform>%1 : en attente du dépôt (depuis %n secondes).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="91"/>
        <source>Another session may hold what this write needs. %1; Cancel ends it now. Either way, nothing is written. A Cancel that comes once the write is committing changes nothing: the write then lands.</source>
        <translation>Une autre session détient peut-être ce dont cette écriture a besoin. %1 ; Annuler y met fin tout de suite. Dans les deux cas, rien n&apos;est écrit. Une annulation qui arrive alors que l&apos;écriture est déjà en cours de validation ne change rien : l&apos;écriture aboutit alors.</translation>
    </message>
    <message>
        <location filename="../views/writes/write_flow.cpp" line="116"/>
        <source>Cancel the write</source>
        <translation>Annuler l&apos;écriture</translation>
    </message>
    <message>
        <location filename="../views/widgets/console_page.cpp" line="22"/>
        <source>Loading…</source>
        <translation>Chargement…</translation>
    </message>
    <message>
        <location filename="../views/widgets/console_page.cpp" line="26"/>
        <source>Loading the page&apos;s data</source>
        <translation>Chargement des données de la page</translation>
    </message>
</context>
<context>
    <name>seal::DemoMode</name>
    <message>
        <location filename="../app/sealdesk/demo_mode.cpp" line="66"/>
        <source>the demo server did not start</source>
        <translation>le serveur de démonstration n&apos;a pas démarré</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/demo_mode.cpp" line="98"/>
        <source>demo</source>
        <translation>démo</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/demo_mode.cpp" line="109"/>
        <source>The demo&apos;s payment provider did not start (%1): sweep, Witness… and settling by asking the provider need one.</source>
        <translation>Le prestataire de paiement de la démo n’a pas démarré (%1) : le rapprochement, Attester… et le règlement en interrogeant le prestataire en ont besoin.</translation>
    </message>
</context>
<context>
    <name>seal::DesktopNotifier</name>
    <message>
        <location filename="../app/sealdesk/desktop_notifier.cpp" line="87"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
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
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="63"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="64"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="65"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="66"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="67"/>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="68"/>
        <source>Observations</source>
        <translation>Observations</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="69"/>
        <source>Last witness</source>
        <translation>Dernier témoin</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="70"/>
        <source>Review</source>
        <translation>Examen</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="213"/>
        <source>Domain unfrozen (event #%1): %2</source>
        <translation>Domaine dégelé (événement n° %1) : %2</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="217"/>
        <source>Not reviewed: its domain has not been unfrozen since it diverged</source>
        <translation>Non examinée : son domaine n&apos;a pas été dégelé depuis sa divergence</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="248"/>
        <source>reviewed by %1 at %2</source>
        <translation>examinée par %1 le %2</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="250"/>
        <source>(not recorded)</source>
        <translation>(non enregistré)</translation>
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
        <translation>Intention divergente
Intention : %1
Chemin : %2
Action : %3
État : %4
Créée : %5
</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="262"/>
        <source>Review: %1 (domain unfrozen, event #%2, reason: %3)
</source>
        <translation>Examen : %1 (domaine dégelé, événement n° %2, motif : %3)
</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="265"/>
        <source>Review: none yet (its domain has not been unfrozen since it diverged)
</source>
        <translation>Examen : aucun pour l&apos;instant (son domaine n&apos;a pas été dégelé depuis sa divergence)
</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="266"/>
        <source>
No observation cert names this intent.</source>
        <translation>
Aucun certificat d&apos;observation ne nomme cette intention.</translation>
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
Observation : certificat n° %1 à %2
  Empreinte : %3
  Palier observé : %4
  Le témoin a dit : %5 (nombre %6)
  Palier : %7, monde : %8
  Preuve du témoin :
</translation>
    </message>
</context>
<context>
    <name>seal::DivergencesPage</name>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="53"/>
        <source>Diverged intents</source>
        <translation>Intentions divergentes</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="55"/>
        <source>Out-of-band spend</source>
        <translation>Dépenses hors circuit</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="57"/>
        <source>Frozen domains</source>
        <translation>Domaines gelés</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="60"/>
        <source>&amp;Unfreeze…</source>
        <translation>&amp;Dégeler…</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="72"/>
        <source>Divergence detail</source>
        <translation>Détail de la divergence</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="80"/>
        <source>Diverged intents: the world and the chain disagree</source>
        <translation>Intentions divergentes : le monde et la chaîne ne concordent pas</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="82"/>
        <source>Out-of-band spend: effects the gateway never admitted</source>
        <translation>Dépenses hors circuit : effets que la passerelle n&apos;a jamais admis</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="84"/>
        <source>Frozen domains: they admit nothing until unfrozen</source>
        <translation>Domaines gelés : ils n&apos;admettent rien tant qu&apos;ils ne sont pas dégelés</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="121"/>
        <location filename="../views/pages/divergences_page.cpp" line="217"/>
        <source>Nothing selected.</source>
        <translation>Aucune sélection.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="176"/>
        <source>%n intent(s)</source>
        <translation>
            <numerusform>%n intention</numerusform>
            <numerusform>%n intentions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="177"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n événement</numerusform>
            <numerusform>%n événements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/divergences_page.cpp" line="178"/>
        <source>%n domain(s)</source>
        <translation>
            <numerusform>%n domaine</numerusform>
            <numerusform>%n domaines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="180"/>
        <source>No divergence: the world and the chain agree, and no domain is frozen.</source>
        <translation>Aucune divergence : le monde et la chaîne concordent, et aucun domaine n&apos;est gelé.</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="269"/>
        <source>an unfreeze is in progress</source>
        <translation>un dégel est en cours</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="270"/>
        <source>select a frozen domain to unfreeze</source>
        <translation>sélectionnez un domaine gelé à dégeler</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="276"/>
        <source>Let the selected domain admit effects again</source>
        <translation>Permettre au domaine sélectionné d&apos;admettre de nouveau des effets</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="277"/>
        <source>Unfreeze is unavailable: %1</source>
        <translation>Le dégel est indisponible : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="286"/>
        <source>Unfreeze domain</source>
        <translation>Dégeler le domaine</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="287"/>
        <source>Domain %1</source>
        <translation>Domaine %1</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="289"/>
        <source>Unfreeze domain %1: it admits effects again (event unfrozen, with your reason).</source>
        <translation>Dégeler le domaine %1 : il admet de nouveau des effets (événement unfrozen, avec votre motif).</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="292"/>
        <source>Domain:</source>
        <translation>Domaine :</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="293"/>
        <source>Frozen since:</source>
        <translation>Gelé depuis :</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="294"/>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="295"/>
        <source>Frozen because:</source>
        <translation>Gelé parce que :</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="296"/>
        <location filename="../views/pages/divergences_page.cpp" line="303"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="297"/>
        <source>Evidence:</source>
        <translation>Preuve :</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="306"/>
        <source>Unfreeze</source>
        <translation>Dégeler</translation>
    </message>
    <message>
        <location filename="../views/pages/divergences_page.cpp" line="310"/>
        <source>Unfreeze %1</source>
        <translation>Dégeler %1</translation>
    </message>
</context>
<context>
    <name>seal::Document</name>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="6"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="7"/>
        <source>Admitted at</source>
        <translation>Admise le</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="8"/>
        <source>Allowed: who or what authorised it</source>
        <translation>Autorisée : qui ou quoi l&apos;a autorisée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="9"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="10"/>
        <source>Approval requests by outcome</source>
        <translation>Demandes d&apos;approbation par issue</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="11"/>
        <source>Approval requests</source>
        <translation>Demandes d&apos;approbation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="12"/>
        <source>Approval tier</source>
        <translation>Palier d&apos;approbation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="13"/>
        <source>As of</source>
        <translation>En date du</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="14"/>
        <source>Certificate</source>
        <translation>Certificat</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="15"/>
        <source>Certificates by tier</source>
        <translation>Certificats par palier</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="16"/>
        <source>Certs for this intent</source>
        <translation>Certificats de cette intention</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="17"/>
        <source>Chain breaks</source>
        <translation>Ruptures de la chaîne</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="18"/>
        <source>Chain position</source>
        <translation>Position dans la chaîne</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="19"/>
        <source>Chain verdict (whole chain, now)</source>
        <translation>Verdict sur la chaîne (chaîne entière, maintenant)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="20"/>
        <source>Chain verified</source>
        <translation>Chaîne vérifiée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="21"/>
        <source>Chain</source>
        <translation>Chaîne</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="22"/>
        <source>Check it yourself</source>
        <translation>Vérifiez par vous-même</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="23"/>
        <source>Checked at</source>
        <translation>Vérifié le</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="24"/>
        <source>Claim</source>
        <translation>Réservation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="25"/>
        <source>Clearance source</source>
        <translation>Source de l&apos;habilitation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="26"/>
        <source>Clearance then</source>
        <translation>Habilitation alors</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="27"/>
        <source>Confirmation state</source>
        <translation>État de confirmation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="28"/>
        <source>Confirmation tier</source>
        <translation>Palier de confirmation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="29"/>
        <source>Console checks (beyond the reference; they never change the status)</source>
        <translation>Contrôles de la console (au-delà de la référence ; ils ne changent jamais le statut)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="30"/>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="31"/>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="32"/>
        <source>Events by kind</source>
        <translation>Événements par type</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="33"/>
        <source>Every step, oldest first</source>
        <translation>Chaque étape, la plus ancienne d&apos;abord</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="34"/>
        <source>Executed at</source>
        <translation>Exécutée le</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="35"/>
        <source>Executed</source>
        <translation>Exécutée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="36"/>
        <source>Executor certs</source>
        <translation>Certificats d&apos;exécution</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="37"/>
        <source>Frozen domains (now)</source>
        <translation>Domaines gelés (maintenant)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="38"/>
        <source>Generated by</source>
        <translation>Généré par</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="39"/>
        <source>Generated</source>
        <translation>Généré le</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="40"/>
        <source>Intent id</source>
        <translation>Id de l&apos;intention</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="41"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="42"/>
        <source>Invalid values in the store (left out of sums and counts)</source>
        <translation>Valeurs invalides dans le dépôt (exclues des sommes et des décomptes)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="43"/>
        <source>Matched this domain</source>
        <translation>Rattachés à ce domaine</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="44"/>
        <source>Meaning</source>
        <translation>Signification</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="45"/>
        <source>Needs attention</source>
        <translation>Requiert une attention</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="46"/>
        <source>Off-rail check: spend that bypassed the gateway</source>
        <translation>Contrôle hors circuit : dépenses qui ont contourné la passerelle</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="47"/>
        <source>On-rail (under a Seal Mandate)</source>
        <translation>Dans le circuit (sous un mandat Seal)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="48"/>
        <source>Once: it has not run (no executor cert yet)</source>
        <translation>Une fois : elle ne s&apos;est pas exécutée (pas encore de certificat d&apos;exécution)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="49"/>
        <source>Once: it ran exactly one time</source>
        <translation>Une fois : elle s&apos;est exécutée exactement une fois</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="50"/>
        <source>Out-of-band effects found</source>
        <translation>Effets hors circuit trouvés</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="51"/>
        <source>Out-of-band incidents</source>
        <translation>Incidents hors circuit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="52"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="53"/>
        <source>Paths: policy and effective status (as of the end of the period)</source>
        <translation>Chemins : politique et statut effectif (à la fin de la période)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="54"/>
        <source>Period</source>
        <translation>Période</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="55"/>
        <source>Provider reference</source>
        <translation>Référence du prestataire</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="56"/>
        <source>Receipt digest</source>
        <translation>Empreinte du reçu</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="57"/>
        <source>Receipt</source>
        <translation>Reçu</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="58"/>
        <source>Standing</source>
        <translation>Situation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="59"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="60"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="61"/>
        <source>Store</source>
        <translation>Dépôt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="62"/>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="63"/>
        <source>±%1 s around the intent&apos;s creation</source>
        <translation>±%1 s autour de la création de l&apos;intention</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="64"/>
        <source>Sweep readable</source>
        <translation>Rapprochement lisible</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="65"/>
        <source>Sweeps and settlements the provider could not answer</source>
        <translation>Rapprochements et règlements auxquels le prestataire n&apos;a pas pu répondre</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="66"/>
        <source>The same story, from the store</source>
        <translation>La même histoire, depuis le dépôt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="67"/>
        <source>The whole chain, against the store</source>
        <translation>Toute la chaîne, contrôlée sur le dépôt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="68"/>
        <source>This file, when it came with FILE.sig</source>
        <translation>Ce fichier, s&apos;il est accompagné de FILE.sig</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="69"/>
        <source>This intent&apos;s certs, offline</source>
        <translation>Les certificats de cette intention, hors ligne</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="70"/>
        <source>Tier</source>
        <translation>Palier</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="71"/>
        <source>Unscoped in window</source>
        <translation>Sans rattachement dans la fenêtre</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="72"/>
        <source>Updated</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="73"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="74"/>
        <source>Verify this yourself</source>
        <translation>Vérifiez cela par vous-même</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="75"/>
        <source>Verify</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="76"/>
        <source>Where it stands</source>
        <translation>Où en est l&apos;intention</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="77"/>
        <source>Window swept</source>
        <translation>Fenêtre balayée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="78"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="79"/>
        <source>World: what the provider&apos;s own record says</source>
        <translation>Monde : ce que dit l&apos;enregistrement propre du prestataire</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="80"/>
        <source>amount</source>
        <translation>montant</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="81"/>
        <source>at</source>
        <translation>date</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="82"/>
        <source>breaks</source>
        <translation>ruptures</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="83"/>
        <source>by</source>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="84"/>
        <source>certs walked</source>
        <translation>certificats parcourus</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="85"/>
        <source>certs</source>
        <translation>certificats</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="86"/>
        <source>detail</source>
        <translation>détail</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="87"/>
        <source>domain</source>
        <translation>domaine</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="88"/>
        <source>effective</source>
        <translation>effectif</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="89"/>
        <source>event</source>
        <translation>événement</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="90"/>
        <source>events</source>
        <translation>événements</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="91"/>
        <source>evidence</source>
        <translation>preuve</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="92"/>
        <source>finding</source>
        <translation>constat</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="93"/>
        <source>frozen at</source>
        <translation>gelé le</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="94"/>
        <source>hash</source>
        <translation>hash</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="95"/>
        <source>head hash</source>
        <translation>hash de tête</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="96"/>
        <source>head seq</source>
        <translation>seq de tête</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="97"/>
        <source>intent</source>
        <translation>intention</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="98"/>
        <source>item</source>
        <translation>rubrique</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="99"/>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="100"/>
        <source>level</source>
        <translation>niveau</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="101"/>
        <source>outcome</source>
        <translation>issue</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="102"/>
        <source>path</source>
        <translation>chemin</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="103"/>
        <source>policy</source>
        <translation>politique</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="104"/>
        <source>reason</source>
        <translation>motif</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="105"/>
        <source>reference</source>
        <translation>référence</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="106"/>
        <source>requests</source>
        <translation>demandes</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="107"/>
        <source>seq</source>
        <translation>seq</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="108"/>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="109"/>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="110"/>
        <source>tier</source>
        <translation>palier</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="111"/>
        <source>unattended (earned)</source>
        <translation>sans supervision (acquis)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="112"/>
        <source>unattended now</source>
        <translation>sans supervision maintenant</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="113"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="114"/>
        <source>verified</source>
        <translation>vérifiée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="115"/>
        <source>what the store says</source>
        <translation>ce que dit le dépôt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="116"/>
        <source>when</source>
        <translation>quand</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="117"/>
        <source>why not</source>
        <translation>pourquoi pas</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="118"/>
        <source>world</source>
        <translation>monde</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="119"/>
        <source>Mandate id</source>
        <translation>Id du mandat</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="120"/>
        <source>Requested by</source>
        <translation>Demandée par</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="121"/>
        <source>Requested at</source>
        <translation>Demandée le</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="122"/>
        <source>Approved by</source>
        <translation>Approuvée par</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="123"/>
        <source>Self-approval blocked</source>
        <translation>Auto-approbation bloquée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="124"/>
        <source>Approval state</source>
        <translation>État de l&apos;approbation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="125"/>
        <source>Attested by</source>
        <translation>Attesté par</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="126"/>
        <source>Attester&apos;s evidence</source>
        <translation>Preuve de l&apos;attestant</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="127"/>
        <source>Once: it ran; the verdict above says why not exactly once</source>
        <translation>Une fois : elle s&apos;est exécutée ; le verdict ci-dessus dit pourquoi pas exactement une fois</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="128"/>
        <source>Approval request</source>
        <translation>Demande d&apos;approbation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="129"/>
        <source>None.</source>
        <translation>Néant.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="130"/>
        <source>the beginning</source>
        <translation>début</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="131"/>
        <source>No finding: none of the checks below found a defect.</source>
        <translation>Aucun constat : aucun des contrôles ci-dessous n&apos;a trouvé de défaut.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="132"/>
        <source>No approval request is on record for this intent: no human was asked to approve it.</source>
        <translation>Aucune demande d&apos;approbation n&apos;est enregistrée pour cette intention : aucun humain n&apos;a été sollicité pour l&apos;approuver.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="133"/>
        <source>No intent row: the claim was released, or only other tables name this intent.</source>
        <translation>Aucune ligne d&apos;intention : la réservation a été libérée, ou seules d&apos;autres tables nomment cette intention.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="134"/>
        <source>verify-receipt re-derives each cert&apos;s hash and checks the kernel&apos;s signature on it, with no access to the store; with --pubkey it also proves the kernel&apos;s key signed them.</source>
        <translation>verify-receipt recalcule l&apos;empreinte (hash) de chaque certificat et vérifie la signature du noyau sur celle-ci, sans accès au dépôt ; avec --pubkey, il prouve aussi que la clé du noyau les a signés.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="135"/>
        <source>Check the chain yourself: sealctl verify (or python -m seal verify) against the same store.</source>
        <translation>Vérifiez la chaîne vous-même : sealctl verify (ou python -m seal verify) sur le même dépôt.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="136"/>
        <source>&quot;by&quot; is who the store names for the step: the maker, the approver, the operator an event names, the operator who attested what the world did, or the provider that answered a witness; &quot;-&quot; where the store names nobody (an agent&apos;s own admission or seal).</source>
        <translation>« par » est celui que le dépôt nomme pour l&apos;étape : l&apos;initiateur, l&apos;approbateur, l&apos;opérateur qu&apos;un événement nomme, l&apos;opérateur qui a attesté ce que le monde a fait, ou le prestataire qui a répondu à un témoin ; « - » là où le dépôt ne nomme personne (l&apos;admission ou le scellement propre d&apos;un agent).</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="138"/>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="139"/>
        <source>since</source>
        <translation>depuis</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="140"/>
        <source>until</source>
        <translation>jusqu&apos;à</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="141"/>
        <source>generated by</source>
        <translation>généré par</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="142"/>
        <source>store</source>
        <translation>dépôt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="143"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="144"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="145"/>
        <source>NO</source>
        <translation>NON</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="146"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="147"/>
        <source>none in the period</source>
        <translation>aucune sur la période</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="148"/>
        <source>state %1, created %2</source>
        <translation>état %1, créée %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="149"/>
        <source>no claim row in the store</source>
        <translation>aucune ligne de réservation dans le dépôt</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="150"/>
        <source>%1 (sealed or healed; exactly one means once)</source>
        <translation>%1 (scellés ou réparés ; exactement un signifie une fois)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="151"/>
        <source>break at seq %1: %2, %3</source>
        <translation>rupture à la séq. %1 : %2, %3</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="152"/>
        <source>never admitted</source>
        <translation>jamais admise</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="153"/>
        <source>The intent has not run. Its approval request %1 was approved, but the approval has not been used (yet): &quot;blocked&quot; here means it never ran, not that it was refused.</source>
        <translation>L&apos;intention n&apos;a pas été exécutée. Sa demande d&apos;approbation %1 a été approuvée, mais l&apos;approbation n&apos;a pas (encore) servi : « blocked » signifie ici qu&apos;elle n&apos;a jamais été exécutée, non qu&apos;elle a été refusée.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="154"/>
        <source>The intent has not run. Its approval request %1 is still pending: it cannot run before it is approved.</source>
        <translation>L&apos;intention n&apos;a pas été exécutée. Sa demande d&apos;approbation %1 est toujours en attente : elle ne peut s&apos;exécuter avant d&apos;être approuvée.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="155"/>
        <source>The intent has not run. Its approval request %1 was rejected: the intent was refused.</source>
        <translation>L&apos;intention n&apos;a pas été exécutée. Sa demande d&apos;approbation %1 a été rejetée : l&apos;intention a été refusée.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="156"/>
        <source>The intent has not run. Its approval request %1 expired before enough approvers approved it.</source>
        <translation>L&apos;intention n&apos;a pas été exécutée. Sa demande d&apos;approbation %1 a expiré avant que suffisamment d&apos;approbateurs l&apos;approuvent.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="157"/>
        <source>The intent has not run. Its approval request %1 is %2.</source>
        <translation>L&apos;intention n&apos;a pas été exécutée. Sa demande d&apos;approbation %1 est %2.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="158"/>
        <source>not recorded: the store keeps an amount only on an approval request, and this intent has none</source>
        <translation>non enregistré : le dépôt ne garde un montant que sur une demande d&apos;approbation, et cette intention n&apos;en a aucune</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="159"/>
        <source>not recorded: the approval request names no valid amount</source>
        <translation>non enregistré : la demande d&apos;approbation ne nomme aucun montant valide</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="160"/>
        <source>%1 (an operator; the provider was not asked)</source>
        <translation>%1 (un opérateur ; le prestataire n&apos;a pas été interrogé)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="161"/>
        <source>none given</source>
        <translation>aucune fournie</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="162"/>
        <source>This confirmation is an operator&apos;s attestation, made at seq %1: it is as good as that person&apos;s word and evidence, not the provider&apos;s own record.</source>
        <translation>Cette confirmation est l&apos;attestation d&apos;un opérateur, faite à la séq. %1 : elle vaut ce que valent la parole et la preuve de cette personne, non l&apos;enregistrement propre du prestataire.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="163"/>
        <source>held: its lease expired mid-effect; nobody knows yet what the world did</source>
        <translation>bloquée : son bail a expiré en plein effet ; personne ne sait encore ce que le monde a fait</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="164"/>
        <source>held: a witness could not find out what the world did</source>
        <translation>bloquée : un témoin n&apos;a pas pu savoir ce que le monde a fait</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="165"/>
        <source>in flight: its lease has not passed yet</source>
        <translation>en cours : son bail n&apos;est pas encore écoulé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="166"/>
        <source>not held</source>
        <translation>non bloquée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="167"/>
        <source>DIVERGED: the world contradicts the chain</source>
        <translation>DIVERGENTE : le monde contredit la chaîne</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="168"/>
        <source>domain %1 frozen: %2</source>
        <translation>domaine %1 gelé : %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="169"/>
        <source>%1: %2 on %3, %4, requested by %5</source>
        <translation>%1 : %2 sur %3, %4, demandée par %5</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="170"/>
        <source>Cut short: a section holds more rows than a story reads; `sealctl intent %1 --json` says which.</source>
        <translation>Abrégé : une section compte plus de lignes qu&apos;une histoire n&apos;en lit ; `sealctl intent %1 --json` dit laquelle.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="171"/>
        <source>Not readable: %1</source>
        <translation>Illisible : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="172"/>
        <source>intact: %n cert(s) walked, head seq %1, no break</source>
        <translation>
            <numerusform>intacte : %Ln certificat parcouru, tête séq. %1, aucune rupture</numerusform>
            <numerusform>intacte : %Ln certificats parcourus, tête séq. %1, aucune rupture</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="173"/>
        <source>BROKEN: %n break(s), the first at seq %1 (%2); %3 certs walked, head seq %4</source>
        <translation>
            <numerusform>ROMPUE : %Ln rupture, à la séq. %1 (%2) ; %3 certificats parcourus, tête séq. %4</numerusform>
            <numerusform>ROMPUE : %Ln ruptures, la première à la séq. %1 (%2) ; %3 certificats parcourus, tête séq. %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="174"/>
        <source>%n frozen domain(s)</source>
        <translation>
            <numerusform>%Ln domaine gelé</numerusform>
            <numerusform>%Ln domaines gelés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="175"/>
        <source>%n out-of-band incident(s)</source>
        <translation>
            <numerusform>%Ln incident hors passerelle</numerusform>
            <numerusform>%Ln incidents hors passerelle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="176"/>
        <source>%n sweep(s) or settlement(s) the provider could not answer</source>
        <translation>
            <numerusform>%Ln rapprochement ou règlement auquel le prestataire n&apos;a pas pu répondre</numerusform>
            <numerusform>%Ln rapprochements ou règlements auxquels le prestataire n&apos;a pas pu répondre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="177"/>
        <source>%n invalid value(s) left out of sums and counts</source>
        <translation>
            <numerusform>%Ln valeur invalide exclue des sommes et décomptes</numerusform>
            <numerusform>%Ln valeurs invalides exclues des sommes et décomptes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="178"/>
        <source>%1: %n request(s), %2</source>
        <translation>
            <numerusform>%1 : %Ln demande, %2</numerusform>
            <numerusform>%1 : %Ln demandes, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="179"/>
        <source>verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs</source>
        <translation>
            <numerusform>vérifiée : %Ln certificat parcouru, ruptures : %1, dont %2 aux certificats de cette intention</numerusform>
            <numerusform>vérifiée : %Ln certificats parcourus, ruptures : %1, dont %2 aux certificats de cette intention</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="180"/>
        <source>NOT verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs</source>
        <translation>
            <numerusform>NON vérifiée : %Ln certificat parcouru, ruptures : %1, dont %2 aux certificats de cette intention</numerusform>
            <numerusform>NON vérifiée : %Ln certificats parcourus, ruptures : %1, dont %2 aux certificats de cette intention</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="181"/>
        <source>verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</source>
        <translation>
            <numerusform>vérifiée : %Ln certificat parcouru, ruptures : %1, dont %2 aux certificats de cette intention ; tête séq. %3, empreinte %4</numerusform>
            <numerusform>vérifiée : %Ln certificats parcourus, ruptures : %1, dont %2 aux certificats de cette intention ; tête séq. %3, empreinte %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="182"/>
        <source>NOT verified: %n cert(s) walked, breaks: %1, %2 of them at this intent&apos;s certs; head seq %3 hash %4</source>
        <translation>
            <numerusform>NON vérifiée : %Ln certificat parcouru, ruptures : %1, dont %2 aux certificats de cette intention ; tête séq. %3, empreinte %4</numerusform>
            <numerusform>NON vérifiée : %Ln certificats parcourus, ruptures : %1, dont %2 aux certificats de cette intention ; tête séq. %3, empreinte %4</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="184"/>
        <source>intent created: action %1 on path %2</source>
        <translation>intention créée : action %1 sur le chemin %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="185"/>
        <source>intent last updated: state %1, tier %2</source>
        <translation>intention modifiée en dernier : état %1, niveau %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="186"/>
        <source>cert seq %1 (%2): tier %3, world %4</source>
        <translation>certificat séq. %1 (%2) : niveau %3, monde %4</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="187"/>
        <source>cert seq %1: tier %3, world %4</source>
        <translation>certificat séq. %1 : niveau %3, monde %4</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="188"/>
        <source>cert seq %1 (%2): tier %3, world %4, witness %5</source>
        <translation>certificat séq. %1 (%2) : niveau %3, monde %4, témoin %5</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="189"/>
        <source>cert seq %1: tier %3, world %4, witness %5</source>
        <translation>certificat séq. %1 : niveau %3, monde %4, témoin %5</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="190"/>
        <source>%1 votes %2 on approval %3</source>
        <translation>%1 vote %2 sur l&apos;approbation %3</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="191"/>
        <source>approval %1 decided: %2</source>
        <translation>approbation %1 décidée : %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="192"/>
        <source>approval %1 decided: %2 (decision cert seq %3)</source>
        <translation>approbation %1 décidée : %2 (certificat de décision séq. %3)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="193"/>
        <source>approval %1 consumed (used once)</source>
        <translation>approbation %1 consommée (utilisée une fois)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="194"/>
        <source>approval %1 expired (state %2)</source>
        <translation>approbation %1 expirée (état %2)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="195"/>
        <source>mandate %1 minted on path %2: amount %3, tier %4</source>
        <translation>mandat %1 émis sur le chemin %2 : montant %3, niveau %4</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="196"/>
        <source>mandate %1 consumed</source>
        <translation>mandat %1 consommé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="197"/>
        <source>mandate %1 expired unused</source>
        <translation>mandat %1 expiré sans usage</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="198"/>
        <source>gateway ticket spent on path %1</source>
        <translation>ticket de passerelle utilisé sur le chemin %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="199"/>
        <source>reserved %1 on budget %2 (now %3)</source>
        <translation>%1 réservé sur le budget %2 (désormais %3)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="200"/>
        <source>event %1 on path %2</source>
        <translation>événement %1 sur le chemin %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="201"/>
        <source>event %1</source>
        <translation>événement %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="202"/>
        <source>approval %1 requested by %2: %3 on path %4, tier %5, %n approval(s) needed</source>
        <translation>
            <numerusform>approbation %1 demandée par %2 : %3 sur le chemin %4, niveau %5, %Ln approbation nécessaire</numerusform>
            <numerusform>approbation %1 demandée par %2 : %3 sur le chemin %4, niveau %5, %Ln approbations nécessaires</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="204"/>
        <source>approved</source>
        <translation>approuvée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="205"/>
        <source>rejected</source>
        <translation>rejetée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="206"/>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="207"/>
        <source>expired</source>
        <translation>expirée</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="208"/>
        <source>approved: %n request(s), %1</source>
        <translation>
            <numerusform>approuvées : %Ln demande, %1</numerusform>
            <numerusform>approuvées : %Ln demandes, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="209"/>
        <source>rejected: %n request(s), %1</source>
        <translation>
            <numerusform>rejetées : %Ln demande, %1</numerusform>
            <numerusform>rejetées : %Ln demandes, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="210"/>
        <source>pending: %n request(s), %1</source>
        <translation>
            <numerusform>en attente : %Ln demande, %1</numerusform>
            <numerusform>en attente : %Ln demandes, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="211"/>
        <source>expired: %n request(s), %1</source>
        <translation>
            <numerusform>expirées : %Ln demande, %1</numerusform>
            <numerusform>expirées : %Ln demandes, %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="213"/>
        <source>Dispute-grade evidence, not a legal or notarial instrument. Every claim above is either the provider&apos;s own record or a hash chain you can re-verify from the DSN alone — no trust in AurumFlux required. UNKNOWN is never reported as clean.</source>
        <translation>Preuve recevable en cas de litige, pas un instrument juridique ou notarial. Chaque affirmation ci-dessus est soit l&apos;enregistrement propre du prestataire, soit une chaîne d&apos;empreintes que vous pouvez revérifier à partir du seul DSN — aucune confiance en AurumFlux requise. UNKNOWN n&apos;est jamais déclaré propre.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="214"/>
        <source>Below the approval threshold for this path — no human sign-off required.</source>
        <translation>Sous le seuil d&apos;approbation de ce chemin — aucune validation humaine requise.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="215"/>
        <source>Below the approval threshold for this path — no human sign-off required. No Mandate is on record for this intent — either the path was not under Mandate, or it was admitted outside the Gateway.</source>
        <translation>Sous le seuil d&apos;approbation de ce chemin — aucune validation humaine requise. Aucun mandat n&apos;est enregistré pour cette intention — soit le chemin n&apos;était pas sous mandat, soit elle a été admise en dehors de la passerelle.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="216"/>
        <source>Verified by re-deriving the hash chain from the database alone. No part of this check trusts AurumFlux — run `python3 -m seal verify` against your own DSN and compare.</source>
        <translation>Vérifié en redérivant la chaîne d&apos;empreintes à partir de la seule base de données. Aucune partie de cette vérification ne fait confiance à AurumFlux — lancez `python3 -m seal verify` sur votre propre DSN et comparez.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="217"/>
        <source>No certificate yet — nothing to confirm.</source>
        <translation>Pas encore de certificat — rien à confirmer.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="218"/>
        <source>No creation time on this intent — sweep not applicable.</source>
        <translation>Aucune heure de création pour cette intention — rapprochement sans objet.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="219"/>
        <source>A reconciliation sweep in this window could not reach the provider. This is reported as UNKNOWN, not as clean.</source>
        <translation>Un rapprochement dans cette fenêtre n&apos;a pas pu joindre le prestataire. C&apos;est déclaré UNKNOWN, pas propre.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="220"/>
        <source>No spend outside the gateway detected in the window.</source>
        <translation>Aucune dépense hors passerelle détectée dans la fenêtre.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="221"/>
        <source>The provider&apos;s own record agrees exactly one effect exists.</source>
        <translation>L&apos;enregistrement propre du prestataire confirme qu&apos;exactement un effet existe.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="222"/>
        <source>The provider could not be reached to confirm. This is reported honestly as UNKNOWN — it is not treated as, and does not mean, &apos;confirmed clean.&apos;</source>
        <translation>Le prestataire n&apos;a pas pu être joint pour confirmer. C&apos;est honnêtement déclaré UNKNOWN — ce n&apos;est pas traité comme « confirmé propre » et ne le signifie pas.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="223"/>
        <source>The provider&apos;s record CONTRADICTS the ledger. This domain was frozen automatically when this was detected.</source>
        <translation>L&apos;enregistrement du prestataire CONTREDIT le registre. Ce domaine a été gelé automatiquement lors de la détection.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="224"/>
        <source>Admitted exactly once at this gateway. World confirmation not yet run.</source>
        <translation>Admise exactement une fois à cette passerelle. Confirmation du monde pas encore effectuée.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="225"/>
        <source>Status not yet classified.</source>
        <translation>Statut pas encore classé.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="226"/>
        <source>Allowed, ran once, confirmed by the provider</source>
        <translation>Autorisée, exécutée une fois, confirmée par le prestataire</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="227"/>
        <source>Allowed, ran once — provider confirmation unavailable</source>
        <translation>Autorisée, exécutée une fois — confirmation du prestataire indisponible</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="228"/>
        <source>Blocked — refused before the effect ran</source>
        <translation>Bloquée — refusée avant que l&apos;effet ne s&apos;exécute</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="229"/>
        <source>Diverged — the provider&apos;s record contradicts the ledger</source>
        <translation>Divergente — l&apos;enregistrement du prestataire contredit le registre</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="230"/>
        <source>Off-rail spend detected on this domain</source>
        <translation>Dépense hors passerelle détectée sur ce domaine</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="231"/>
        <source>Required %n distinct approver(s); the requester can never be counted as one — enforced as a database constraint.</source>
        <translation>
            <numerusform>%Ln approbateur distinct requis ; le demandeur ne peut jamais être compté comme tel — imposé par une contrainte de base de données.</numerusform>
            <numerusform>%Ln approbateurs distincts requis ; le demandeur ne peut jamais être compté comme l&apos;un d&apos;eux — imposé par une contrainte de base de données.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="232"/>
        <source>Required %n distinct approver(s); the requester can never be counted as one — enforced as a database constraint. No Mandate is on record for this intent — either the path was not under Mandate, or it was admitted outside the Gateway.</source>
        <translation>
            <numerusform>%Ln approbateur distinct requis ; le demandeur ne peut jamais être compté comme tel — imposé par une contrainte de base de données. Aucun mandat n&apos;est enregistré pour cette intention — soit le chemin n&apos;était pas sous mandat, soit elle a été admise en dehors de la passerelle.</numerusform>
            <numerusform>%Ln approbateurs distincts requis ; le demandeur ne peut jamais être compté comme l&apos;un d&apos;eux — imposé par une contrainte de base de données. Aucun mandat n&apos;est enregistré pour cette intention — soit le chemin n&apos;était pas sous mandat, soit elle a été admise en dehors de la passerelle.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="235"/>
        <source>licence suspended: %1 at %2</source>
        <translation>licence suspendue : %1 le %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="236"/>
        <source>licence suspended</source>
        <translation>licence suspendue</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="237"/>
        <source>held</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="238"/>
        <source>operator review — a suspension is not served by waiting</source>
        <translation>examen par un opérateur — attendre ne lève pas une suspension</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="239"/>
        <source>one clean out-of-band sweep (no spend behind the gateway)</source>
        <translation>un rapprochement hors passerelle propre (aucune dépense en dehors de la passerelle)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="240"/>
        <source>%n more world-confirmed effect(s)</source>
        <translation>
            <numerusform>%n effet de plus confirmé par le monde</numerusform>
            <numerusform>%n effets de plus confirmés par le monde</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="241"/>
        <source>confirmation ratio %1 → %2 (settlements the provider agrees happened)</source>
        <translation>taux de confirmation %1 → %2 (règlements que le fournisseur confirme)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="242"/>
        <source>hands off: %n execution(s) on this path reached the provider with an unknown outcome — settle (witness) them before any further unattended spend</source>
        <translation>
            <numerusform>ne touchez à rien : %n exécution sur ce chemin a atteint le fournisseur avec une issue inconnue — réglez-la (témoin) avant toute nouvelle dépense sans surveillance</numerusform>
            <numerusform>ne touchez à rien : %n exécutions sur ce chemin ont atteint le fournisseur avec une issue inconnue — réglez-les (témoin) avant toute nouvelle dépense sans surveillance</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="243"/>
        <source>earned level is %1 %2; unattended needs L3 or higher</source>
        <translation>niveau acquis %1 %2 ; sans surveillance exige L3 ou plus</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="244"/>
        <source>path is REVOKED: %1</source>
        <translation>chemin REVOKED : %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="245"/>
        <source>path is REVOKED: no reason recorded</source>
        <translation>chemin REVOKED : aucun motif enregistré</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="246"/>
        <source>clearance is %1 (policy %2): %3</source>
        <translation>autorisation %1 (politique %2) : %3</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="247"/>
        <source>clearance is %1 (policy %2): no reason recorded</source>
        <translation>autorisation %1 (politique %2) : aucun motif enregistré</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="248"/>
        <source>domain is frozen: %1</source>
        <translation>domaine gelé : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="249"/>
        <source>open hold(s) %n: %1</source>
        <translation>
            <numerusform>%n blocage ouvert : %1</numerusform>
            <numerusform>%n blocages ouverts : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="250"/>
        <source>diverged intent(s) %n: %1</source>
        <translation>
            <numerusform>%n intention divergente : %1</numerusform>
            <numerusform>%n intentions divergentes : %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="252"/>
        <source>%1 (operator)</source>
        <translation>%1 (opérateur)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="253"/>
        <source>the provider (witness)</source>
        <translation>le fournisseur (témoin)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="255"/>
        <source>Seal store report, %1 to %2</source>
        <translation>Rapport du dépôt Seal, du %1 au %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="256"/>
        <source>Seal store report, the beginning to %1</source>
        <translation>Rapport du dépôt Seal, du début au %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="257"/>
        <source>Agent Authorization Receipt for intent %1</source>
        <translation>Reçu d&apos;autorisation d&apos;agent pour l&apos;intention %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="258"/>
        <source>The story of intent %1</source>
        <translation>L&apos;histoire de l&apos;intention %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="260"/>
        <source>approval %1: role %2 voted %3 (%4 of %5 approvals; still pending)</source>
        <translation>approbation %1 : le rôle %2 a voté %3 (%4 sur %5 approbations ; toujours en attente)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="261"/>
        <source>approval %1: role %2 voted %3; approval %6 (%4 of %5 approvals), decision cert seq %7</source>
        <translation>approbation %1 : le rôle %2 a voté %3 ; approbation %6 (%4 sur %5 approbations), certificat de décision seq %7</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="262"/>
        <source>approval %1: role %2 voted %3; approval %6 (%4 of %5 approvals)</source>
        <translation>approbation %1 : le rôle %2 a voté %3 ; approbation %6 (%4 sur %5 approbations)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="263"/>
        <source>approval %1: role %2 voted %3; approval %6, decision cert seq %7</source>
        <translation>approbation %1 : le rôle %2 a voté %3 ; approbation %6, certificat de décision seq %7</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="264"/>
        <source>approval %1: role %2 voted %3; approval %6</source>
        <translation>approbation %1 : le rôle %2 a voté %3 ; approbation %6</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="265"/>
        <source>approval %1 does not exist in this store; check the id with `sealctl approvals`</source>
        <translation>l&apos;approbation %1 n&apos;existe pas dans ce dépôt ; vérifiez l&apos;identifiant avec `sealctl approvals`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="266"/>
        <source>approval %1: role %2 is the maker of this request (SelfApproval); another approver must vote</source>
        <translation>approbation %1 : le rôle %2 est l&apos;auteur de cette demande (SelfApproval) ; un autre approbateur doit voter</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="267"/>
        <source>approval %1 is already %2; there is nothing to vote on</source>
        <translation>l&apos;approbation %1 est déjà %2 ; il n&apos;y a rien à voter</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="268"/>
        <source>approval %1 expired at %2 (now recorded as expired); the agent must request a new approval</source>
        <translation>l&apos;approbation %1 a expiré le %2 (désormais enregistrée comme expirée) ; l&apos;agent doit demander une nouvelle approbation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="269"/>
        <source>approval %1 is defective: %2, so nobody can say whether it is still open; nothing changed</source>
        <translation>l&apos;approbation %1 est défectueuse : %2, personne ne peut donc dire si elle est encore ouverte ; rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="270"/>
        <source>approval %1: role %2 has already voted on it (one approver, one vote); nothing changed</source>
        <translation>approbation %1 : le rôle %2 a déjà voté (un approbateur, une voix) ; rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="271"/>
        <source>approval %1: connection lost before the %2 vote by role %3 was sent: it did not land, nothing changed. It is safe to try again once the store is reachable.</source>
        <translation>approbation %1 : connexion perdue avant l&apos;envoi du vote %2 du rôle %3 : il n&apos;est pas arrivé, rien n&apos;a changé. Vous pouvez réessayer sans risque dès que le dépôt est joignable.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="272"/>
        <source>approval %1: connection lost during the vote by role %3; re-checked after reconnecting: the vote did not land, and the request is expired (recorded); the agent must request a new approval.</source>
        <translation>approbation %1 : connexion perdue pendant le vote du rôle %3 ; revérifié après reconnexion : le vote n&apos;est pas arrivé et la demande a expiré (enregistré) ; l&apos;agent doit demander une nouvelle approbation.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="273"/>
        <source>approval %1: connection lost during the %2 vote by role %3; re-checked after reconnecting: it landed. Do not repeat it.</source>
        <translation>approbation %1 : connexion perdue pendant le vote %2 du rôle %3 ; revérifié après reconnexion : il est arrivé. Ne le répétez pas.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="274"/>
        <source>approval %1: connection lost during the %2 vote by role %3; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.</source>
        <translation>approbation %1 : connexion perdue pendant le vote %2 du rôle %3 ; revérifié après reconnexion : il n&apos;est pas arrivé, rien n&apos;a changé. Vous pouvez réessayer sans risque.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="275"/>
        <source>approval %1: connection lost during the %2 vote by role %3 and the store could not be reached again: not known whether it landed. Check with `sealctl approvals` before trying again.</source>
        <translation>approbation %1 : connexion perdue pendant le vote %2 du rôle %3 et le dépôt n&apos;a pas pu être rejoint : on ne sait pas s&apos;il est arrivé. Vérifiez avec `sealctl approvals` avant de réessayer.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="276"/>
        <source>approval %1: a vote is approve or reject, not &apos;%2&apos;</source>
        <translation>approbation %1 : un vote est approve ou reject, pas « %2 »</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="277"/>
        <source>approval %1: a reject needs a reason (--reason TEXT); nothing changed</source>
        <translation>approbation %1 : un rejet exige un motif (--reason TEXT) ; rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="278"/>
        <source>approval %1: %2</source>
        <translation>approbation %1 : %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="279"/>
        <source>approval %1: %2; nothing changed, ask the store&apos;s owner to grant role %3 its privileges</source>
        <translation>approbation %1 : %2 ; rien n&apos;a changé, demandez au propriétaire du dépôt d&apos;accorder ses privilèges au rôle %3</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="282"/>
        <source>connection lost during the %1 write by role %2; re-checked after reconnecting: it landed. Do not repeat it.</source>
        <translation>connexion perdue pendant l&apos;écriture %1 du rôle %2 ; revérifié après reconnexion : elle est arrivée. Ne la répétez pas.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="283"/>
        <source>connection lost during the %1 write by role %2; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.</source>
        <translation>connexion perdue pendant l&apos;écriture %1 du rôle %2 ; revérifié après reconnexion : elle n&apos;est pas arrivée, rien n&apos;a changé. Vous pouvez réessayer sans risque.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="284"/>
        <source>connection lost during the %1 write by role %2 and the store could not be reached again: not known whether it landed. Check with `%3` before trying again.</source>
        <translation>connexion perdue pendant l&apos;écriture %1 du rôle %2 et le dépôt n&apos;a pas pu être rejoint : on ne sait pas si elle est arrivée. Vérifiez avec `%3` avant de réessayer.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="285"/>
        <source>%1; nothing changed, ask the store&apos;s owner to grant role %2 its privileges</source>
        <translation>%1 ; rien n&apos;a changé, demandez au propriétaire du dépôt d&apos;accorder ses privilèges au rôle %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="286"/>
        <source>a policy needs a path</source>
        <translation>une politique exige un chemin</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="287"/>
        <source>policy is CLEARED, HOLD or REVOKED, not &apos;%1&apos;</source>
        <translation>une politique est CLEARED, HOLD ou REVOKED, pas « %1 »</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="288"/>
        <source>revoking needs a reason (--reason TEXT)</source>
        <translation>révoquer exige un motif (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="289"/>
        <source>policy set to %1 by role %2, proof valid for %3 s (reason: %4)</source>
        <translation>politique mise à %1 par le rôle %2, preuve valable %3 s (motif : %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="290"/>
        <source>policy set to %1 by role %2, proof valid for %3 s</source>
        <translation>politique mise à %1 par le rôle %2, preuve valable %3 s</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="291"/>
        <source>policy set to %1 by role %2 (reason: %4)</source>
        <translation>politique mise à %1 par le rôle %2 (motif : %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="292"/>
        <source>policy set to %1 by role %2</source>
        <translation>politique mise à %1 par le rôle %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="293"/>
        <source>revoking every path needs a reason (--reason TEXT)</source>
        <translation>révoquer tous les chemins exige un motif (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="294"/>
        <source>ALL paths revoked by role %1 (1 policy turned REVOKED; every licence is suspended)</source>
        <translation>TOUS les chemins révoqués par le rôle %1 (1 politique passée à REVOKED ; toute licence est suspendue)</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="295"/>
        <source>ALL paths revoked by role %1 (%n policies turned REVOKED; every licence is suspended)</source>
        <translation>
            <numerusform>TOUS les chemins révoqués par le rôle %1 (%n politique passée à REVOKED ; toute licence est suspendue)</numerusform>
            <numerusform>TOUS les chemins révoqués par le rôle %1 (%n politiques passées à REVOKED ; toute licence est suspendue)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="296"/>
        <source>unfreezing needs a reason (--reason TEXT) after reconciliation</source>
        <translation>dégeler exige un motif (--reason TEXT) après rapprochement</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="297"/>
        <source>domain %1 has never been frozen; nothing to unfreeze</source>
        <translation>le domaine %1 n&apos;a jamais été gelé ; rien à dégeler</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="298"/>
        <source>domain %1 is not frozen; nothing to unfreeze</source>
        <translation>le domaine %1 n&apos;est pas gelé ; rien à dégeler</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="299"/>
        <source>unfrozen by role %1 (reason: %2)</source>
        <translation>dégelé par le rôle %1 (motif : %2)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="300"/>
        <source>this store has no %1 table (%2 creates it; Seal Desk never does); nothing changed</source>
        <translation>ce dépôt n&apos;a pas de table %1 (%2 la crée ; Seal Desk jamais) ; rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="301"/>
        <source>a freeze needs a domain</source>
        <translation>un gel exige un domaine</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="302"/>
        <source>freezing needs a reason (--reason TEXT)</source>
        <translation>geler exige un motif (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="303"/>
        <source>domain %1 is already frozen (%2); nothing changed</source>
        <translation>le domaine %1 est déjà gelé (%2) ; rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="304"/>
        <source>domain %1 is already frozen; nothing changed</source>
        <translation>le domaine %1 est déjà gelé ; rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="305"/>
        <source>frozen by role %1 (reason: %2); it admits nothing until unfrozen</source>
        <translation>gelé par le rôle %1 (motif : %2) ; il n&apos;admet rien jusqu&apos;au dégel</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="306"/>
        <source>a mandate setting needs a path</source>
        <translation>un réglage de mandat exige un chemin</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="307"/>
        <source>requiring a mandate needs a reason (--reason TEXT)</source>
        <translation>exiger un mandat exige un motif (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="308"/>
        <source>releasing a mandate needs a reason (--reason TEXT)</source>
        <translation>lever un mandat exige un motif (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="309"/>
        <source>put under mandate by role %1 (reason: %2)</source>
        <translation>placé sous mandat par le rôle %1 (motif : %2)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="310"/>
        <source>released from mandate by role %1 (reason: %2)</source>
        <translation>libéré du mandat par le rôle %1 (motif : %2)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="311"/>
        <source>a budget limit needs a budget key</source>
        <translation>une limite de budget exige une clé de budget</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="312"/>
        <source>setting a limit needs a reason (--reason TEXT)</source>
        <translation>fixer une limite exige un motif (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="313"/>
        <source>limit %1 per %2 s, set by role %3 (reason: %4)</source>
        <translation>limite %1 par %2 s, fixée par le rôle %3 (motif : %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="314"/>
        <source>thresholds need a path</source>
        <translation>des seuils exigent un chemin</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="315"/>
        <source>setting thresholds needs a reason (--reason TEXT)</source>
        <translation>fixer des seuils exige un motif (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="316"/>
        <source>AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 (reason: %5); no pending request changes</source>
        <translation>AUTO jusqu’à %1, DUAL jusqu’à %2 avec %3 approbateurs, au-delà ALWAYS_HUMAN ; fixé par le rôle %4 (motif : %5) ; aucune demande en attente ne change</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="317"/>
        <source>AUTO up to %1, DUAL up to %2 with %3 approvers, above that ALWAYS_HUMAN; set by role %4 (reason: %5); the approvals needed changed for %n pending request(s): %6</source>
        <translation>
            <numerusform>AUTO jusqu’à %1, DUAL jusqu’à %2 avec %3 approbateurs, au-delà ALWAYS_HUMAN ; fixé par le rôle %4 (motif : %5) ; le nombre d’approbations nécessaires a changé pour %n demande en attente : %6</numerusform>
            <numerusform>AUTO jusqu’à %1, DUAL jusqu’à %2 avec %3 approbateurs, au-delà ALWAYS_HUMAN ; fixé par le rôle %4 (motif : %5) ; le nombre d’approbations nécessaires a changé pour %n demandes en attente : %6</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="371"/>
        <source>role %1 is a superuser: an account, not a person, so it may not vote; log in as your own role</source>
        <translation>le rôle %1 est un superutilisateur : un compte, pas une personne, il ne peut donc pas voter ; connectez-vous avec votre propre rôle</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="372"/>
        <source>role %1 is not a member of %2, so it may not vote</source>
        <translation>le rôle %1 n’est pas membre de %2, il ne peut donc pas voter</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="373"/>
        <source>role %1 is a superuser: an account, not a person, so it may not change the store; log in as your own role</source>
        <translation>le rôle %1 est un superutilisateur : un compte, pas une personne, il ne peut donc pas modifier le dépôt ; connectez-vous avec votre propre rôle</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="374"/>
        <source>role %1 is not a member of %2, so it may not set policy, revoke, settle or unfreeze</source>
        <translation>le rôle %1 n’est pas membre de %2, il ne peut donc pas fixer de politique, révoquer, régler ni dégeler</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="375"/>
        <source>the proof age must be a positive number of seconds, not %1</source>
        <translation>l’âge de la preuve doit être un nombre positif de secondes, pas %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="376"/>
        <source>the limit must be a positive amount, not %1</source>
        <translation>la limite doit être un montant positif, pas %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="377"/>
        <source>the window must be a positive number of seconds, not %1</source>
        <translation>la fenêtre doit être un nombre positif de secondes, pas %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="378"/>
        <source>the ceilings must be finite amounts</source>
        <translation>les plafonds doivent être des montants finis</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="379"/>
        <source>need 0 &lt;= auto ceiling &lt;= dual ceiling, not auto %1 and dual %2</source>
        <translation>il faut 0 &lt;= plafond AUTO &lt;= plafond DUAL, pas AUTO %1 et DUAL %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="380"/>
        <source>required approvers must be at least 2 (one approver is no maker-checker), not %1</source>
        <translation>il faut au moins 2 approbateurs (un seul approbateur n’est pas un double contrôle), pas %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="381"/>
        <source>the storm size must be at least 1, not %1</source>
        <translation>la taille de la tempête doit être au moins 1, pas %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="382"/>
        <source>executions must be 0 or more, not %1</source>
        <translation>les exécutions doivent être 0 ou plus, pas %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="383"/>
        <source>a green storm is exactly one execution, not %1 (record it --red)</source>
        <translation>une tempête verte est exactement une exécution, pas %1 (enregistrez-la avec --red)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="384"/>
        <source>timed out after %1 waiting for the store %2 to answer a connection (is the host up?)</source>
        <translation>délai dépassé après %1 : le dépôt %2 n’a pas répondu à la connexion (l’hôte est-il joignable ?)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="385"/>
        <source>cannot connect to store %1: %2</source>
        <translation>connexion impossible au dépôt %1 : %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="386"/>
        <source>connection to store %1 lost: %2</source>
        <translation>connexion au dépôt %1 perdue : %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="387"/>
        <source>cancelled while waiting for the store %1; nothing was written</source>
        <translation>annulé en attendant le dépôt %1 ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="388"/>
        <source>cancelled while waiting for the store %1 (held by %2); nothing was written</source>
        <translation>annulé en attendant le dépôt %1 (tenu par %2) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="389"/>
        <source>permission denied on store %1: %2</source>
        <translation>permission refusée sur le dépôt %1 : %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="390"/>
        <source>store %1: %2</source>
        <translation>dépôt %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/text/document_words_list.hpp" line="391"/>
        <source>store %1 is not a seal store: missing table(s) %2</source>
        <translation>
            <numerusform>le dépôt %1 n’est pas un dépôt seal : il manque la table %2</numerusform>
            <numerusform>le dépôt %1 n’est pas un dépôt seal : il manque les tables %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="392"/>
        <source>cancelled before it was sent to the store %1; nothing was written</source>
        <translation>annulé avant d’être envoyé au dépôt %1 ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="393"/>
        <source>timed out after %1 waiting for the store %2 (a lock on a seal table held by another session)</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (un verrou sur une table seal tenu par une autre session)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="394"/>
        <source>timed out after %1 waiting for the store %2 (a lock on a seal table held by another session); nothing was written</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (un verrou sur une table seal tenu par une autre session) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="395"/>
        <source>timed out after %1 waiting for the store %2 (a lock on a seal table held by another session: %3)</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (un verrou sur une table seal tenu par une autre session : %3)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="396"/>
        <source>timed out after %1 waiting for the store %2 (a lock on a seal table held by another session: %3); nothing was written</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (un verrou sur une table seal tenu par une autre session : %3) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="397"/>
        <source>timed out after %1 waiting for the store %2 (a lock on %3 held by another session)</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (un verrou sur %3 tenu par une autre session)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="398"/>
        <source>timed out after %1 waiting for the store %2 (a lock on %3 held by another session); nothing was written</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (un verrou sur %3 tenu par une autre session) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="399"/>
        <source>timed out after %1 waiting for the store %2 (a lock on %3 held by another session: %4)</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (un verrou sur %3 tenu par une autre session : %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="400"/>
        <source>timed out after %1 waiting for the store %2 (a lock on %3 held by another session: %4); nothing was written</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (un verrou sur %3 tenu par une autre session : %4) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="401"/>
        <source>timed out after %1 waiting for the store %2 (a query (a lock held by another session, or a very large store?))</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (une requête (un verrou tenu par une autre session, ou un très gros dépôt ?))</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="402"/>
        <source>timed out after %1 waiting for the store %2 (a query (a lock held by another session, or a very large store?)); nothing was written</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (une requête (un verrou tenu par une autre session, ou un très gros dépôt ?)) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="403"/>
        <source>timed out after %1 waiting for the store %2 (a query (a lock held by another session, or a very large store?): %3)</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (une requête (un verrou tenu par une autre session, ou un très gros dépôt ?) : %3)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="404"/>
        <source>timed out after %1 waiting for the store %2 (a query (a lock held by another session, or a very large store?): %3); nothing was written</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (une requête (un verrou tenu par une autre session, ou un très gros dépôt ?) : %3) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="405"/>
        <source>timed out after %1 waiting for the store %2 (a query on %3 (a lock held by another session, or a very large store?))</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (une requête sur %3 (un verrou tenu par une autre session, ou un très gros dépôt ?))</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="406"/>
        <source>timed out after %1 waiting for the store %2 (a query on %3 (a lock held by another session, or a very large store?)); nothing was written</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (une requête sur %3 (un verrou tenu par une autre session, ou un très gros dépôt ?)) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="407"/>
        <source>timed out after %1 waiting for the store %2 (a query on %3 (a lock held by another session, or a very large store?): %4)</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (une requête sur %3 (un verrou tenu par une autre session, ou un très gros dépôt ?) : %4)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="408"/>
        <source>timed out after %1 waiting for the store %2 (a query on %3 (a lock held by another session, or a very large store?): %4); nothing was written</source>
        <translation>délai dépassé après %1 en attendant le dépôt %2 (une requête sur %3 (un verrou tenu par une autre session, ou un très gros dépôt ?) : %4) ; rien n’a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="409"/>
        <source>(currency not recorded)</source>
        <translation>(devise non enregistrée)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="410"/>
        <source>domain is frozen: no reason recorded</source>
        <translation>le domaine est gelé : aucun motif enregistré</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="412"/>
        <source>dual control is off in this store, so there are no changes to decide</source>
        <translation>le contrôle à quatre yeux est désactivé dans ce dépôt : il n&apos;y a donc aucune modification à décider</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="413"/>
        <source>change %1 does not exist in this store; see `sealctl change list`</source>
        <translation>la modification %1 n&apos;existe pas dans ce dépôt ; voir `sealctl change list`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="414"/>
        <source>change %1 expired at %2 without a decision; nothing changed, propose it again</source>
        <translation>la modification %1 a expiré le %2 sans décision ; rien n&apos;a changé, proposez-la de nouveau</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="415"/>
        <source>change %1 is already %2; there is nothing to decide</source>
        <translation>la modification %1 est déjà %2 ; il n&apos;y a rien à décider</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="416"/>
        <source>change %1 was proposed by role %2: only its proposer may withdraw it</source>
        <translation>la modification %1 a été proposée par le rôle %2 : seul l&apos;auteur de la proposition peut la retirer</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="417"/>
        <source>change %1 was proposed by role %2 itself: another operator must decide it (the proposer may withdraw it)</source>
        <translation>la modification %1 a été proposée par le rôle %2 lui-même : un autre opérateur doit la décider (l&apos;auteur de la proposition peut la retirer)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="418"/>
        <source>rejecting a change needs a reason (--reason TEXT)</source>
        <translation>rejeter une modification demande un motif (--reason TEXT)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="419"/>
        <source>change %1 not applied, and still pending: the act was refused: %2</source>
        <translation>modification %1 non appliquée, et toujours en attente : l&apos;acte a été refusé : %2</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="420"/>
        <source>change %1 approved by role %2 and applied</source>
        <translation>modification %1 approuvée par le rôle %2 et appliquée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="421"/>
        <source>change %1: connection lost; re-checked after reconnecting: it was approved by role %2 and applied</source>
        <translation>modification %1 : connexion perdue ; revérifié après reconnexion : elle a été approuvée par le rôle %2 et appliquée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="422"/>
        <source>change %1: the connection was lost while it was being approved</source>
        <translation>modification %1 : la connexion a été perdue pendant son approbation</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="423"/>
        <source>change %1: %2; nothing changed</source>
        <translation>modification %1 : %2 ; rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="424"/>
        <source>change %1 rejected by role %2 (reason: %3); nothing of it was written</source>
        <translation>modification %1 rejetée par le rôle %2 (motif : %3) ; rien n&apos;en a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="425"/>
        <source>change %1 withdrawn by role %2; nothing of it was written</source>
        <translation>modification %1 retirée par le rôle %2 ; rien n&apos;en a été écrit</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="426"/>
        <source>change %1: connection lost; re-checked after reconnecting: the decision landed</source>
        <translation>modification %1 : connexion perdue ; revérifié après reconnexion : la décision est arrivée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="427"/>
        <source>change %1: connection lost; re-checked after reconnecting: the decision did not land, the change is as it was</source>
        <translation>modification %1 : connexion perdue ; revérifié après reconnexion : la décision n&apos;est pas arrivée, la modification est telle qu&apos;elle était</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="428"/>
        <source>change %1: connection lost and the store could not be reached again: not known whether the decision landed; check with `sealctl change show %1`</source>
        <translation>modification %1 : connexion perdue et le dépôt n&apos;a pas pu être rejoint : on ne sait pas si la décision est arrivée ; vérifiez avec `sealctl change show %1`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="429"/>
        <source>under dual control this is proposed to a second operator, and a proposal needs a reason (--reason TEXT); nothing changed</source>
        <translation>sous contrôle à quatre yeux, ceci est proposé à un second opérateur, et une proposition demande un motif (--reason TEXT) ; rien n&apos;a changé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="430"/>
        <source>dual control: proposed as change %1 by role %2, not written; a second operator must approve it (sealctl change approve %1) before %3</source>
        <translation>contrôle à quatre yeux : proposé comme modification %1 par le rôle %2, non écrit ; un second opérateur doit l&apos;approuver (sealctl change approve %1) avant %3</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="431"/>
        <source>dual control is on and this loosens a control, so it needs a second operator; nothing changed (propose it through the console or sealctl, which then asks another operator)</source>
        <translation>le contrôle à quatre yeux est activé et ceci assouplit un contrôle, il faut donc un second opérateur ; rien n&apos;a changé (proposez-le via la console ou sealctl, qui sollicite alors un autre opérateur)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="432"/>
        <source>the proposed verdict &apos;%1&apos; is not one the kernel knows</source>
        <translation>le verdict proposé « %1 » n&apos;est pas un verdict que le noyau connaît</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="433"/>
        <source>dual control is not installed into schema %1: PUBLIC may CREATE in it, so any role could plant a function or operator there that the guard would resolve; first run, as the schema&apos;s owner: REVOKE CREATE ON SCHEMA %1 FROM PUBLIC</source>
        <translation>le double contrôle n&apos;est pas installé dans le schéma %1 : PUBLIC peut y faire CREATE, donc tout rôle pourrait y déposer une fonction ou un opérateur que la garde résoudrait ; exécutez d&apos;abord, en tant que propriétaire du schéma : REVOKE CREATE ON SCHEMA %1 FROM PUBLIC</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="434"/>
        <source>change %1 was not applied: its %2 %3 is no longer what the proposal showed as before; nothing changed, see `sealctl change show %1` and propose again</source>
        <translation>la modification %1 n&apos;a pas été appliquée : l&apos;état de %2 %3 n&apos;est plus celui que la proposition montrait comme « avant » ; rien n&apos;a changé, voir `sealctl change show %1` et proposer de nouveau</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="318"/>
        <source>a proof needs a path</source>
        <translation>une preuve exige un chemin</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="319"/>
        <source>green proof recorded by role %1</source>
        <translation>preuve verte enregistrée par le rôle %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="320"/>
        <source>RED proof recorded by role %1; a CLEARED policy is withdrawn until a green one follows</source>
        <translation>preuve ROUGE enregistrée par le rôle %1 ; une politique CLEARED est retirée jusqu&apos;à ce qu&apos;une verte suive</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="322"/>
        <source>intent %1&apos;s holder is still within its lease — the effect may be mid-flight; settle() only resolves abandoned claims</source>
        <translation>le détenteur de l&apos;intention %1 est encore dans son bail — l&apos;effet est peut-être en cours ; settle() ne résout que les revendications abandonnées</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="323"/>
        <source>intent %1 is not a hold (state %2, tier %3): nothing to settle</source>
        <translation>l&apos;intention %1 n&apos;est pas un blocage (état %2, niveau %3) : rien à régler</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="324"/>
        <source>intent %1 (state %2, tier %3) is not sealed: there is nothing to confirm until its effect is sealed; an open intent whose lease ran out is a hold: see `sealctl holds`</source>
        <translation>l&apos;intention %1 (état %2, niveau %3) n&apos;est pas scellée : rien à confirmer tant que son effet n&apos;est pas scellé ; une intention ouverte dont le bail a expiré est un blocage : voir `sealctl holds`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="325"/>
        <source>intent %1 (state %2, tier %3) is not sealed: there is nothing to confirm until its effect is sealed</source>
        <translation>l&apos;intention %1 (état %2, niveau %3) n&apos;est pas scellée : rien à confirmer tant que son effet n&apos;est pas scellé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="326"/>
        <source>intent %1 (state %2, tier %3) is world-confirmed already: nothing to witness</source>
        <translation>l&apos;intention %1 (état %2, niveau %3) est déjà confirmée par le monde : rien à témoigner</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="327"/>
        <source>intent %1 (state %2, tier %3) has diverged, and divergence is sticky: reconcile it (see `sealctl divergences`)</source>
        <translation>l&apos;intention %1 (état %2, niveau %3) a divergé, et une divergence persiste : rapprochez-la (voir `sealctl divergences`)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="328"/>
        <source>intent %1 (state %2, tier %3) is a hold (the world&apos;s answer was unknown): settle it with `sealctl settle %1 --witness URL`</source>
        <translation>l&apos;intention %1 (état %2, niveau %3) est un blocage (la réponse du monde était inconnue) : réglez-la avec `sealctl settle %1 --witness URL`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="329"/>
        <source>intent %1 (state %2, tier %3) has a tier this console does not know: nothing witnessed</source>
        <translation>l&apos;intention %1 (état %2, niveau %3) a un niveau inconnu de cette console : rien témoigné</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="330"/>
        <source>intent %1 settled confirmed_one by %2: healed</source>
        <translation>intention %1 réglée confirmed_one par %2 : guérie</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="331"/>
        <source>intent %1 settled absent by %2: claim released, a clean retry is legitimate</source>
        <translation>intention %1 réglée absent par %2 : revendication libérée, une nouvelle tentative propre est légitime</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="332"/>
        <source>intent %1 witnessed %3 by %2: diverged, domain %4 frozen</source>
        <translation>intention %1 témoignée %3 par %2 : divergée, domaine %4 gelé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="333"/>
        <source>intent %1 witnessed %3 by %2: diverged, domain %4 stays frozen</source>
        <translation>intention %1 témoignée %3 par %2 : divergée, le domaine %4 reste gelé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="334"/>
        <source>intent %1 settled %3 by %2: diverged, domain %4 frozen</source>
        <translation>intention %1 réglée %3 par %2 : divergée, domaine %4 gelé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="335"/>
        <source>intent %1 settled %3 by %2: diverged, domain %4 stays frozen</source>
        <translation>intention %1 réglée %3 par %2 : divergée, le domaine %4 reste gelé</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="336"/>
        <source>intent %1: the world&apos;s answer is unknown; attempt recorded by %2, the hold stands</source>
        <translation>intention %1 : la réponse du monde est inconnue ; tentative enregistrée par %2, le blocage demeure</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="337"/>
        <source>intent %1 witnessed confirmed_one by %2: world-confirmed</source>
        <translation>intention %1 témoignée confirmed_one par %2 : confirmée par le monde</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="338"/>
        <source>intent %1 witnessed %3 by %2: WORLD_UNKNOWN, now a hold (settle it once the provider answers)</source>
        <translation>intention %1 témoignée %3 par %2 : WORLD_UNKNOWN, désormais un blocage (réglez-la dès que le fournisseur répond)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="339"/>
        <source>unknown intent %1</source>
        <translation>intention inconnue %1</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="340"/>
        <source>no intent %1 in the store (never admitted, or released already): see `sealctl holds`</source>
        <translation>aucune intention %1 dans le dépôt (jamais admise, ou déjà libérée) : voir `sealctl holds`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="341"/>
        <source>no intent %1 in the store (never admitted, or released already)</source>
        <translation>aucune intention %1 dans le dépôt (jamais admise, ou déjà libérée)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="342"/>
        <source>connection lost while witnessing %1; re-checked after reconnecting: it landed. Do not witness it again.</source>
        <translation>connexion perdue pendant le témoignage de %1 ; revérifié après reconnexion : il est arrivé. Ne le témoignez pas à nouveau.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="343"/>
        <source>connection lost while settling %1; re-checked after reconnecting: it landed. Do not settle it again.</source>
        <translation>connexion perdue pendant le règlement de %1 ; revérifié après reconnexion : il est arrivé. Ne le réglez pas à nouveau.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="344"/>
        <source>connection lost while witnessing %1; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.</source>
        <translation>connexion perdue pendant le témoignage de %1 ; revérifié après reconnexion : il n&apos;est pas arrivé, rien n&apos;a changé. Vous pouvez réessayer sans risque.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="345"/>
        <source>connection lost while settling %1; re-checked after reconnecting: it did not land, nothing changed. It is safe to try again.</source>
        <translation>connexion perdue pendant le règlement de %1 ; revérifié après reconnexion : il n&apos;est pas arrivé, rien n&apos;a changé. Vous pouvez réessayer sans risque.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="346"/>
        <source>connection lost while witnessing %1 and the store could not be re-read: not known whether it landed. Check with `sealctl holds` and `sealctl receipt %1 --format json` before trying again.</source>
        <translation>connexion perdue pendant le témoignage de %1 et le dépôt n&apos;a pas pu être relu : on ne sait pas s&apos;il est arrivé. Vérifiez avec `sealctl holds` et `sealctl receipt %1 --format json` avant de réessayer.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="347"/>
        <source>connection lost while settling %1 and the store could not be re-read: not known whether it landed. Check with `sealctl holds` and `sealctl receipt %1 --format json` before trying again.</source>
        <translation>connexion perdue pendant le règlement de %1 et le dépôt n&apos;a pas pu être relu : on ne sait pas s&apos;il est arrivé. Vérifiez avec `sealctl holds` et `sealctl receipt %1 --format json` avant de réessayer.</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="348"/>
        <source>%1 (role %2 needs write privileges on the seal tables)</source>
        <translation>%1 (le rôle %2 a besoin des droits d&apos;écriture sur les tables seal)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="351"/>
        <source>no policy set — safe default</source>
        <translation>aucune politique définie — valeur sûre par défaut</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="352"/>
        <source>cleared by policy but NO proof recorded — clearance not earned</source>
        <translation>autorisé par la politique mais AUCUNE preuve enregistrée — autorisation non méritée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="353"/>
        <source>last storm on this path was RED — clearance withdrawn</source>
        <translation>le dernier storm sur ce chemin était ROUGE — autorisation retirée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="354"/>
        <source>seal_clearance.max_proof_age_sec or the proof&apos;s time of path %1 is NaN — clearance not in force</source>
        <translation>seal_clearance.max_proof_age_sec ou l&apos;heure de la preuve du chemin %1 est NaN — autorisation non en vigueur</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="355"/>
        <source>proof is stale (%1h old) — clearance expired</source>
        <translation>preuve périmée (%1 h) — autorisation expirée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="356"/>
        <source>clearance is %1 (policy %2): no policy set — safe default</source>
        <translation>autorisation %1 (politique %2) : aucune politique définie — valeur sûre par défaut</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="357"/>
        <source>clearance is %1 (policy %2): cleared by policy but NO proof recorded — clearance not earned</source>
        <translation>autorisation %1 (politique %2) : autorisé par la politique mais AUCUNE preuve enregistrée — autorisation non méritée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="358"/>
        <source>clearance is %1 (policy %2): last storm on this path was RED — clearance withdrawn</source>
        <translation>autorisation %1 (politique %2) : le dernier storm sur ce chemin était ROUGE — autorisation retirée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="359"/>
        <source>clearance is %1 (policy %2): seal_clearance.max_proof_age_sec or the proof&apos;s time of path %3 is NaN — clearance not in force</source>
        <translation>autorisation %1 (politique %2) : seal_clearance.max_proof_age_sec ou l&apos;heure de la preuve du chemin %3 est NaN — autorisation non en vigueur</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="360"/>
        <source>clearance is %1 (policy %2): proof is stale (%3h old) — clearance expired</source>
        <translation>autorisation %1 (politique %2) : preuve périmée (%3 h) — autorisation expirée</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="361"/>
        <source>cancelling needs a reason (--reason TEXT); nothing changed</source>
        <translation>annuler demande un motif (--reason TEXT) ; rien n’a été modifié</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="362"/>
        <source>resolving needs a note (--note TEXT); nothing changed</source>
        <translation>résoudre demande une note (--note TEXT) ; rien n’a été modifié</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="363"/>
        <source>no active obligation &apos;%1&apos;; nothing changed (see `sealctl obligations`)</source>
        <translation>aucune obligation active « %1 » ; rien n’a été modifié (voir `sealctl obligations`)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="364"/>
        <source>no unresolved breach %1; nothing changed (see `sealctl obligations`)</source>
        <translation>aucun manquement non résolu %1 ; rien n’a été modifié (voir `sealctl obligations`)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="365"/>
        <source>obligation %1 (%2): deactivated by role %3 (reason: %4); no sweep judges it again</source>
        <translation>obligation %1 (%2) : désactivée par le rôle %3 (motif : %4) ; aucun contrôle ne la juge plus</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="366"/>
        <source>breach %1 (obligation %2, %3): resolved by role %4 (note: %5); the breach cert stays on the chain and the licence stays suspended</source>
        <translation>manquement %1 (obligation %2, %3) : résolu par le rôle %4 (note : %5) ; le certificat du manquement reste dans la chaîne et la licence reste suspendue</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="367"/>
        <source>seal_obligations has Seal Desk&apos;s withdrawn layout, not the kernel&apos;s: obligations are unavailable on this store, and Seal Desk neither reads, sweeps nor changes that table. What to do: the store&apos;s owner keeps a copy of its rows if they are still wanted (pg_dump -t seal_obligations), drops or renames it, then runs `sealctl obligations setup` (or the kernel&apos;s own setup) to create the kernel&apos;s tables and declares the duties again with `sealctl obligation expect`</source>
        <translation>seal_obligations a la structure retirée de Seal Desk, pas celle du noyau : les obligations sont indisponibles sur ce dépôt, et Seal Desk ne lit, ne contrôle ni ne modifie cette table. Que faire : le propriétaire du dépôt garde une copie de ses lignes si elles servent encore (pg_dump -t seal_obligations), supprime ou renomme la table, puis lance `sealctl obligations setup` (ou l’installation du noyau) pour créer les tables du noyau, et déclare de nouveau les obligations avec `sealctl obligation expect`</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="368"/>
        <source>seal_obligations has Seal Desk&apos;s withdrawn layout, not the kernel&apos;s: obligations are unavailable on this store, and Seal Desk neither reads, sweeps nor changes that table. What to do: the store&apos;s owner keeps a copy of its rows if they are still wanted (pg_dump -t seal_obligations), drops or renames it, then runs `sealctl obligations setup` (or the kernel&apos;s own setup) to create the kernel&apos;s tables and declares the duties again with `sealctl obligation expect`; nothing changed</source>
        <translation>seal_obligations a la structure retirée de Seal Desk, pas celle du noyau : les obligations sont indisponibles sur ce dépôt, et Seal Desk ne lit, ne contrôle ni ne modifie cette table. Que faire : le propriétaire du dépôt garde une copie de ses lignes si elles servent encore (pg_dump -t seal_obligations), supprime ou renomme la table, puis lance `sealctl obligations setup` (ou l’installation du noyau) pour créer les tables du noyau, et déclare de nouveau les obligations avec `sealctl obligation expect` ; rien n’a été modifié</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="369"/>
        <source>obligations are not set up in this store: it has no %1 (`sealctl obligations setup` or the kernel&apos;s own setup creates the kernel&apos;s tables; reading never does)</source>
        <translation>les obligations ne sont pas installées dans ce dépôt : il n’a pas %1 (`sealctl obligations setup` ou l’installation du noyau crée les tables du noyau ; la lecture jamais)</translation>
    </message>
    <message>
        <location filename="../models/text/document_words_list.hpp" line="370"/>
        <source>obligations are not set up in this store: it has no %1 (`sealctl obligations setup` or the kernel&apos;s own setup creates the kernel&apos;s tables; reading never does); nothing changed</source>
        <translation>les obligations ne sont pas installées dans ce dépôt : il n’a pas %1 (`sealctl obligations setup` ou l’installation du noyau crée les tables du noyau ; la lecture jamais) ; rien n’a été modifié</translation>
    </message>
</context>
<context>
    <name>seal::DocumentationDialog</name>
    <message>
        <location filename="../views/dialogs/documentation_dialog.cpp" line="59"/>
        <source>Seal Desk documentation</source>
        <translation>Documentation de Seal Desk</translation>
    </message>
    <message>
        <location filename="../views/dialogs/documentation_dialog.cpp" line="64"/>
        <source>README</source>
        <translation>README</translation>
    </message>
    <message>
        <location filename="../views/dialogs/documentation_dialog.cpp" line="66"/>
        <source>The guide from the README of this version, for approvers, operators and security staff (in English).</source>
        <translation>Le guide du README de cette version, pour les approbateurs, les opérateurs et l’équipe sécurité (en anglais).</translation>
    </message>
</context>
<context>
    <name>seal::DualControlNote</name>
    <message>
        <location filename="../views/writes/dual_control_note.cpp" line="14"/>
        <source>Dual control:</source>
        <translation>Contrôle à quatre yeux :</translation>
    </message>
    <message>
        <location filename="../views/writes/dual_control_note.cpp" line="15"/>
        <source>this loosens a control, so it will be proposed, not written: a second operator must approve it on the Changes page before it takes effect. Asked: %1.</source>
        <translation>ceci assouplit un contrôle, ce sera donc proposé, non écrit : un second opérateur doit l&apos;approuver sur la page Modifications avant que cela prenne effet. Sollicités : %1.</translation>
    </message>
    <message>
        <location filename="../views/writes/dual_control_note.cpp" line="23"/>
        <source>once a second operator approves: %1</source>
        <translation>dès qu&apos;un second opérateur approuve : %1</translation>
    </message>
    <message>
        <location filename="../views/writes/dual_control_note.cpp" line="27"/>
        <source>Propose</source>
        <translation>Proposer</translation>
    </message>
</context>
<context>
    <name>seal::DualControlState</name>
    <message>
        <location filename="../models/change_model.cpp" line="59"/>
        <source>any operator role but %1</source>
        <translation>tout rôle d&apos;opérateur sauf %1</translation>
    </message>
    <message>
        <location filename="../models/change_model.cpp" line="61"/>
        <source>nobody: no other member of seal_operator can log in</source>
        <translation>personne : aucun autre membre de seal_operator ne peut se connecter</translation>
    </message>
</context>
<context>
    <name>seal::EnvironmentBanner</name>
    <message>
        <location filename="../views/widgets/environment_banner.cpp" line="15"/>
        <source>Production warning</source>
        <translation>Avertissement production</translation>
    </message>
    <message>
        <location filename="../views/widgets/environment_banner.cpp" line="27"/>
        <source>PRODUCTION — writes here move real money</source>
        <translation>PRODUCTION — les écritures ici engagent de l&apos;argent réel</translation>
    </message>
</context>
<context>
    <name>seal::EventModel</name>
    <message>
        <location filename="../models/event_model.cpp" line="107"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="125"/>
        <source>(all paths)</source>
        <translation>(tous les chemins)</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="24"/>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="25"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="26"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="27"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="28"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/event_model.cpp" line="29"/>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
</context>
<context>
    <name>seal::EventsPage</name>
    <message>
        <location filename="../views/pages/events_page.cpp" line="60"/>
        <source>Event detail</source>
        <translation>Détail de l&apos;événement</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="104"/>
        <source>Event kind</source>
        <translation>Type d&apos;événement</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="105"/>
        <source>All kinds</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="107"/>
        <source>&amp;From</source>
        <translation>&amp;Du</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="109"/>
        <source>Events from</source>
        <translation>Événements à partir du</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="110"/>
        <source>&amp;To</source>
        <translation>&amp;Au</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="112"/>
        <source>Events before</source>
        <translation>Événements avant le</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="113"/>
        <source>&amp;Clear filters</source>
        <translation>&amp;Effacer les filtres</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="133"/>
        <source>Kind:</source>
        <translation>Type :</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="147"/>
        <source>Event log</source>
        <translation>Journal des événements</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="197"/>
        <source>The time range is empty: “To” must be after “From”.</source>
        <translation>La plage de temps est vide : « Au » doit être après « Du ».</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="243"/>
        <source>The event log is empty.</source>
        <translation>Le journal des événements est vide.</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="244"/>
        <source>No event matches the filters.</source>
        <translation>Aucun événement ne correspond aux filtres.</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="279"/>
        <source>No event selected.</source>
        <translation>Aucun événement sélectionné.</translation>
    </message>
    <message>
        <location filename="../views/pages/events_page.cpp" line="285"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
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
        <translation>Événement n° %1
Heure : %2
Type : %3
Chemin : %4
Intention : %5

Détail :
</translation>
    </message>
</context>
<context>
    <name>seal::EvidenceExporter</name>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="142"/>
        <source>Building the authorization receipt (verifies the whole chain)…</source>
        <translation>Génération du reçu d&apos;autorisation (vérifie toute la chaîne)…</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="160"/>
        <source>Authorization receipt: %1 (%2); %3.</source>
        <translation>Reçu d&apos;autorisation : %1 (%2) ; %3.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="168"/>
        <source>Building the incident receipt (verifies the whole chain)…</source>
        <translation>Génération du reçu d&apos;incident (vérifie toute la chaîne)…</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="174"/>
        <source>Incident receipt, digest %1; %2.</source>
        <translation>Reçu d&apos;incident, condensé %1 ; %2.</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="181"/>
        <source>Writing the intent&apos;s story…</source>
        <translation>Écriture de l’histoire de l’intent…</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="199"/>
        <source>The story of intent %1: %n step(s), each with who did it and with what evidence.</source>
        <translation>
            <numerusform>L’histoire de l’intent %1 : %n étape, avec qui l’a faite et avec quelle preuve.</numerusform>
            <numerusform>L’histoire de l’intent %1 : %n étapes, chacune avec qui l’a faite et avec quelle preuve.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="207"/>
        <source>Building the portable receipt (seal-receipt/1)…</source>
        <translation>Génération du reçu portable (seal-receipt/1)…</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="218"/>
        <source>Portable receipt (seal-receipt/1): %Ln cert(s) with the kernel&apos;s own hashes and signatures; check it with the kernel&apos;s public key pinned.</source>
        <translation>
            <numerusform>Reçu portable (seal-receipt/1) : %Ln certificat avec les empreintes et signatures propres du noyau ; vérifiez-le avec la clé publique du noyau épinglée.</numerusform>
            <numerusform>Reçu portable (seal-receipt/1) : %Ln certificats avec les empreintes et signatures propres du noyau ; vérifiez-le avec la clé publique du noyau épinglée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/actions/evidence_export.cpp" line="248"/>
        <source>%Ln cert(s) exported, seq %1 to %2.</source>
        <translation>
            <numerusform>%Ln certificat exporté, séq. %1 à %2.</numerusform>
            <numerusform>%Ln certificats exportés, séq. %1 à %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="228"/>
        <source>Exporting certs seq %1 to %2…</source>
        <translation>Export des certificats séq. %1 à %2…</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="104"/>
        <source>another export is still being written</source>
        <translation>un autre export est encore en cours d’écriture</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="249"/>
        <location filename="../models/actions/evidence_export.cpp" line="250"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="256"/>
        <source>Building the report (verifies the whole chain)…</source>
        <translation>Génération du rapport (vérifie toute la chaîne)…</translation>
    </message>
    <message>
        <location filename="../models/actions/evidence_export.cpp" line="273"/>
        <source>Report; %1.</source>
        <translation>Rapport ; %1.</translation>
    </message>
</context>
<context>
    <name>seal::EvidenceFiles</name>
    <message>
        <location filename="../models/services/evidence_files.cpp" line="18"/>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <location filename="../models/services/evidence_files.cpp" line="78"/>
        <source>cannot write: %1</source>
        <translation>impossible d&apos;écrire : %1</translation>
    </message>
</context>
<context>
    <name>seal::EvidenceJob</name>
    <message>
        <location filename="../models/services/background_job.hpp" line="113"/>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
</context>
<context>
    <name>seal::FrozenDomainModel</name>
    <message>
        <location filename="../models/divergence_model.cpp" line="153"/>
        <location filename="../models/divergence_model.cpp" line="169"/>
        <source>(unknown)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="55"/>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="56"/>
        <source>Frozen since</source>
        <translation>Gelé depuis</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="57"/>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="58"/>
        <source>Evidence</source>
        <translation>Preuve</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="166"/>
        <source>Frozen domain: %1
Frozen since: %2
Reason: %3

Evidence:
%4</source>
        <translation>Domaine gelé : %1
Gelé depuis : %2
Motif : %3

Preuve :
%4</translation>
    </message>
</context>
<context>
    <name>seal::HoldsModel</name>
    <message>
        <location filename="../models/holds_model.cpp" line="24"/>
        <source>Lease expired</source>
        <translation>Bail expiré</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="26"/>
        <source>World unknown</source>
        <translation>Monde inconnu</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="28"/>
        <source>In flight</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="37"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="57"/>
        <source>from its newest approval request</source>
        <translation>de sa demande d’approbation la plus récente</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="60"/>
        <source>from its budget reservation</source>
        <translation>de sa réservation de budget</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="61"/>
        <source>reserved against budget %1</source>
        <translation>réservé sur le budget %1</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="63"/>
        <source>from the gateway&apos;s ticket, issued and not yet executed</source>
        <translation>du ticket de la passerelle, émis et pas encore exécuté</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="67"/>
        <source>not known: no approval request, budget reservation or pending ticket names it</source>
        <translation>inconnu : aucune demande d’approbation, réservation de budget ni ticket en attente ne le nomme</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="130"/>
        <source>In flight: its lease has not passed yet; nothing to settle</source>
        <translation>En cours : son bail n&apos;est pas encore échu ; rien à régler</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="42"/>
        <source>Hold</source>
        <translation>Blocage</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="42"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="43"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="43"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="44"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="44"/>
        <source>Age</source>
        <translation>Âge</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="45"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="45"/>
        <source>Tier</source>
        <translation>Palier</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="46"/>
        <source>Lease until</source>
        <translation>Bail jusqu&apos;à</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="46"/>
        <source>Created</source>
        <translation>Créée</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="47"/>
        <source>Last cert</source>
        <translation>Dernier certificat</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="47"/>
        <source>Cert hash</source>
        <translation>Empreinte</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="48"/>
        <source>Cert tier</source>
        <translation>Palier du certificat</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="48"/>
        <source>Cert world</source>
        <translation>Monde du certificat</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="194"/>
        <source>The intent&apos;s amount: from its newest approval request, else its budget reservation, else the gateway&apos;s pending ticket; — when none of them names it</source>
        <translation>Le montant de l’intent : de sa demande d’approbation la plus récente, sinon de sa réservation de budget, sinon du ticket en attente de la passerelle ; — quand aucun ne le nomme</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="212"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="136"/>
        <source>Opened %1; age as of %2</source>
        <translation>Ouverte le %1 ; âge au %2</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="197"/>
        <source>Time since the intent was opened, as of the last read (oldest first)</source>
        <translation>Temps écoulé depuis l&apos;ouverture de l&apos;intention, à la dernière lecture (la plus ancienne d&apos;abord)</translation>
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
Intention : %2
Chemin : %3
Action : %4
Montant : %5
État : %6
Palier : %7
Bail jusqu&apos;au : %8
Créée : %9 (âge %10)
</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="218"/>
        <source>
No cert names this intent yet.</source>
        <translation>
Aucun certificat ne nomme encore cette intention.</translation>
    </message>
    <message>
        <location filename="../models/holds_model.cpp" line="220"/>
        <source>
Last cert: #%1 at %2
Hash: %3
Tier: %4
World: %5</source>
        <translation>
Dernier certificat : n° %1 à %2
Empreinte : %3
Palier : %4
Monde : %5</translation>
    </message>
</context>
<context>
    <name>seal::HoldsPage</name>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="40"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="60"/>
        <source>Heal %1: append a healed cert and seal the intent WORLD_FINAL.</source>
        <translation>Réparer %1 : ajouter un certificat de réparation et sceller l&apos;intention WORLD_FINAL.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="62"/>
        <source>Append a witnessed cert for %1: its tier becomes WORLD_FINAL.</source>
        <translation>Ajouter un certificat de témoin pour %1 : son palier devient WORLD_FINAL.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="66"/>
        <source>Release %1: delete the intent row so a clean retry is legitimate.</source>
        <translation>Libérer %1 : supprimer la ligne de l&apos;intention pour qu&apos;une nouvelle tentative propre soit légitime.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="70"/>
        <source>Mark %1 diverged: append a witnessed cert (WORLD_DIVERGED) and freeze domain %2.</source>
        <translation>Marquer %1 comme divergente : ajouter un certificat de témoin (WORLD_DIVERGED) et geler le domaine %2.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="74"/>
        <source>Record a settle attempt for %1: nothing else changes and the hold stands.</source>
        <translation>Enregistrer une tentative de règlement pour %1 : rien d&apos;autre ne change et le blocage est maintenu.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="85"/>
        <source>Settled: the effect happened exactly once — the intent is final and no longer held.</source>
        <translation>Réglé : l&apos;effet a eu lieu exactement une fois — l&apos;intention est définitive et n&apos;est plus bloquée.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="88"/>
        <source>Settled: nothing happened — the claim is released and the hold is gone; a clean retry is legitimate.</source>
        <translation>Réglé : rien ne s&apos;est passé — la réservation est libérée et le blocage levé ; une nouvelle tentative propre est légitime.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="92"/>
        <source>Settled: the world and the chain disagree — the intent is marked diverged (see Divergences).</source>
        <translation>Réglé : le monde et la chaîne divergent — l&apos;intention est marquée divergente (voir Divergences).</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="95"/>
        <source>Not settled: what happened is still unknown — only the attempt is recorded and the hold stands.</source>
        <translation>Non réglé : ce qui s&apos;est passé reste inconnu — seule la tentative est enregistrée et le blocage est maintenu.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="99"/>
        <source>Witnessed: the provider&apos;s answer is recorded on a witnessed cert.</source>
        <translation>Attesté : la réponse du prestataire est enregistrée dans un certificat de témoin.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="118"/>
        <source>intent %1, path %2</source>
        <translation>intention %1, chemin %2</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="128"/>
        <source>Held intents: nobody knows yet what the world did (oldest first)</source>
        <translation>Intentions bloquées : personne ne sait encore ce que le monde a fait (les plus anciennes d&apos;abord)</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="136"/>
        <source>Held intents</source>
        <translation>Intentions bloquées</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="139"/>
        <source>Intents in flight</source>
        <translation>Intentions en cours</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="146"/>
        <source>In flight: the lease has not passed yet, nothing to settle</source>
        <translation>En cours : le bail n&apos;est pas encore échu, rien à régler</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="148"/>
        <source>&amp;Settle…</source>
        <translation>&amp;Régler…</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="152"/>
        <source>S&amp;top asking</source>
        <translation>&amp;Arrêter la question</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="154"/>
        <source>Stop the question to the provider witness: nothing is written</source>
        <translation>Arrêter la question au témoin du prestataire : rien n&apos;est écrit</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="161"/>
        <source>Hold detail</source>
        <translation>Détail du blocage</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="162"/>
        <source>Last settle</source>
        <translation>Dernier règlement</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="163"/>
        <location filename="../views/pages/holds_page.cpp" line="308"/>
        <source>No settle in this session yet.</source>
        <translation>Aucun règlement dans cette session pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="247"/>
        <source>No holds: every intent&apos;s outcome is known.</source>
        <translation>Aucun blocage : le résultat de chaque intention est connu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/holds_page.cpp" line="251"/>
        <source>In flight (lease not passed yet, not actionable): %n intent(s)</source>
        <translation>
            <numerusform>En cours (bail non échu, aucune action possible) : %n intention</numerusform>
            <numerusform>En cours (bail non échu, aucune action possible) : %n intentions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="293"/>
        <source>No hold selected.</source>
        <translation>Aucun blocage sélectionné.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="301"/>
        <source>Settle of %1

%2</source>
        <translation>Règlement de %1

%2</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="319"/>
        <source>No settle of the selected hold in this session.

The last settle was of another hold, %1:
%2
%3</source>
        <translation>Aucun règlement du blocage sélectionné dans cette session.

Le dernier règlement concernait un autre blocage, %1 :
%2
%3</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="322"/>
        <source>Select it to see the whole result.</source>
        <translation>Sélectionnez-le pour voir le résultat complet.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="322"/>
        <source>It is no longer held.</source>
        <translation>Il n&apos;est plus bloqué.</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="328"/>
        <source>a settle is in progress</source>
        <translation>un règlement est en cours</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="329"/>
        <source>select a hold to settle</source>
        <translation>sélectionnez un blocage à régler</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="335"/>
        <source>Say what the world did for the selected hold</source>
        <translation>Indiquer ce que le monde a fait pour le blocage sélectionné</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="336"/>
        <source>Settle is unavailable: %1</source>
        <translation>Le règlement est indisponible : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="368"/>
        <source>Asking the provider witness %1 about %2…</source>
        <translation>Interrogation du témoin du prestataire %1 au sujet de %2…</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="383"/>
        <source>the question to the provider witness was stopped</source>
        <translation>la question au témoin du prestataire a été arrêtée</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="399"/>
        <source>Settle hold</source>
        <translation>Régler le blocage</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="402"/>
        <source>%1 on %2, intent %3</source>
        <translation>%1 sur %2, intent %3</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="403"/>
        <source>no amount known</source>
        <translation>montant inconnu</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="408"/>
        <source>Intent:</source>
        <translation>Intention :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="409"/>
        <source>Path:</source>
        <translation>Chemin :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="410"/>
        <source>Action:</source>
        <translation>Action :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="411"/>
        <source>Now:</source>
        <translation>Maintenant :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="411"/>
        <source>state %1, tier %2</source>
        <translation>état %1, palier %2</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="412"/>
        <source>Attested verdict:</source>
        <translation>Verdict attesté :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="412"/>
        <source>Witness verdict:</source>
        <translation>Verdict du témoin :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="414"/>
        <source>Count:</source>
        <translation>Nombre :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="414"/>
        <source>(not known)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="415"/>
        <source>Evidence kept:</source>
        <translation>Preuve conservée :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="416"/>
        <source>Source:</source>
        <translation>Source :</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="416"/>
        <source>operator (attested)</source>
        <translation>opérateur (attesté)</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="418"/>
        <source>Settle</source>
        <translation>Régler</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="462"/>
        <source>
Verdict: %1
</source>
        <translation>
Verdict : %1
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="474"/>
        <source>Cert appended: #%1 (hash %2)
</source>
        <translation>Certificat ajouté : n° %1 (hachage %2)
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="110"/>
        <location filename="../views/pages/holds_page.cpp" line="428"/>
        <source>Settle %1</source>
        <translation>Régler %1</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="464"/>
        <source>Nothing changed but the recorded attempt; the hold stands.
</source>
        <translation>Rien n&apos;a changé hormis la tentative enregistrée ; le blocage est maintenu.
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="466"/>
        <source>Intent: %1, tier %2 → row deleted (claim released)
</source>
        <translation>Intention : %1, palier %2 → ligne supprimée (réservation libérée)
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="469"/>
        <source>Intent: %1 → %2, tier %3 → %4
</source>
        <translation>Intention : %1 → %2, palier %3 → %4
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="476"/>
        <source>Cert appended: none
</source>
        <translation>Certificat ajouté : aucun
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="478"/>
        <source>Domain %1 frozen: it admits nothing until unfrozen
</source>
        <translation>Domaine %1 gelé : il n&apos;admet rien tant qu&apos;il n&apos;est pas dégelé
</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="480"/>
        <source>Path: %1, settle id %2
Written as: %3</source>
        <translation>Chemin : %1, id de règlement %2
Écrit en tant que : %3</translation>
    </message>
    <message>
        <location filename="../views/pages/holds_page.cpp" line="374"/>
        <location filename="../views/pages/holds_page.cpp" line="450"/>
        <source>Settle: nothing written — %1</source>
        <translation>Règlement : rien n&apos;a été écrit — %1</translation>
    </message>
</context>
<context>
    <name>seal::IntentPurposePane</name>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="35"/>
        <source>What it is for</source>
        <translation>À quoi cela sert</translation>
    </message>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="42"/>
        <source>Intent &amp;story…</source>
        <translation>&amp;Histoire de l’intent…</translation>
    </message>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="44"/>
        <source>Everything the store knows about this intent, in time order</source>
        <translation>Tout ce que le dépôt sait de cet intent, dans l’ordre du temps</translation>
    </message>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="52"/>
        <source>Could not read the intent: %1</source>
        <translation>Impossible de lire l’intent : %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/intent_purpose_pane.cpp" line="69"/>
        <source>Reading what the store knows about the intent…</source>
        <translation>Lecture de ce que le dépôt sait de l’intent…</translation>
    </message>
</context>
<context>
    <name>seal::IntentStoryDialog</name>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="30"/>
        <source>Intent %1</source>
        <translation>Intention %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="33"/>
        <source>Loading the story of %1…</source>
        <translation>Chargement de l&apos;historique de %1…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="37"/>
        <source>Intent summary</source>
        <translation>Résumé de l&apos;intention</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="41"/>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="55"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="59"/>
        <source>&amp;Witness…</source>
        <translation>&amp;Attester…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="65"/>
        <source>an approval decision is no effect at the provider</source>
        <translation>une décision d&apos;approbation n&apos;est pas un effet chez le prestataire</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="67"/>
        <source>Ask the provider whether this intent happened, and record it</source>
        <translation>Demander au prestataire si cette intention a eu lieu, et le consigner</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="75"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="77"/>
        <source>Write this story as a PDF (who did each step, with what evidence) or as JSON</source>
        <translation>Écrire cette histoire en PDF (qui a fait chaque étape, avec quelle preuve) ou en JSON</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="79"/>
        <source>Export the intent&apos;s story</source>
        <translation>Exporter l’histoire de l’intent</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="81"/>
        <source>PDF document (*.pdf);;JSON (*.json)</source>
        <translation>Document PDF (*.pdf);;JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="91"/>
        <source>Exported to %1: %2</source>
        <translation>Exporté vers %1 : %2</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="92"/>
        <source>Not exported: %1</source>
        <translation>Non exporté : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="104"/>
        <source>The story could not be read: %1</source>
        <translation>L&apos;historique n&apos;a pas pu être lu : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="125"/>
        <source>The store knows nothing of intent %1: no row, cert, approval, event, mandate, ticket or reservation names it.</source>
        <translation>Le dépôt ne connaît pas l&apos;intention %1 : aucune ligne, aucun certificat, aucune approbation, aucun événement, aucun mandat, aucun ticket ni aucune réservation ne la nomme.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/intent_story_dialog.cpp" line="131"/>
        <source>Timeline, oldest first: %n entry(s)</source>
        <translation>
            <numerusform>Chronologie, la plus ancienne d&apos;abord : %n entrée</numerusform>
            <numerusform>Chronologie, la plus ancienne d&apos;abord : %n entrées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::IntentStoryModel</name>
    <message>
        <location filename="../models/intent_story_model.cpp" line="19"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="20"/>
        <source>What</source>
        <translation>Quoi</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="21"/>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="22"/>
        <source>Evidence</source>
        <translation>Preuve</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="23"/>
        <source>Detail</source>
        <translation>Détail</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="28"/>
        <location filename="../models/intent_story_model.cpp" line="189"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="42"/>
        <source>held: its lease expired mid-effect; nobody knows yet what the world did</source>
        <translation>bloquée : son bail a expiré en cours d&apos;effet ; personne ne sait encore ce qui s&apos;est passé</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="44"/>
        <source>held: a witness could not find out what the world did</source>
        <translation>bloquée : un témoin n&apos;a pas pu savoir ce qui s&apos;est passé</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="46"/>
        <source>in flight: its lease has not passed yet</source>
        <translation>en cours : son bail n&apos;a pas encore expiré</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="50"/>
        <source>not held</source>
        <translation>non bloquée</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="104"/>
        <source>Intent created</source>
        <translation>Intention créée</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="105"/>
        <source>Intent last updated</source>
        <translation>Intention modifiée pour la dernière fois</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="106"/>
        <source>Certificate</source>
        <translation>Certificat</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="107"/>
        <source>Approval requested</source>
        <translation>Approbation demandée</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="108"/>
        <source>Vote</source>
        <translation>Vote</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="109"/>
        <source>Approval decided</source>
        <translation>Approbation décidée</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="110"/>
        <source>Approval used</source>
        <translation>Approbation utilisée</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="111"/>
        <source>Approval expired</source>
        <translation>Approbation expirée</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="112"/>
        <source>Mandate minted</source>
        <translation>Mandat émis</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="113"/>
        <source>Mandate used</source>
        <translation>Mandat utilisé</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="114"/>
        <source>Mandate expired</source>
        <translation>Mandat expiré</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="115"/>
        <source>Ticket spent</source>
        <translation>Ticket utilisé</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="116"/>
        <source>Budget reservation</source>
        <translation>Réservation budgétaire</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="117"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="118"/>
        <source>Domain frozen</source>
        <translation>Domaine gelé</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="159"/>
        <source>Intent: %1</source>
        <translation>Intention : %1</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="164"/>
        <source>Action: %1    Path: %2</source>
        <translation>Action : %1    Chemin : %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="167"/>
        <source>State: %1    Tier: %2</source>
        <translation>État : %1    Niveau : %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="168"/>
        <source>Created: %1    Updated: %2</source>
        <translation>Créée : %1    Modifiée : %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="170"/>
        <source>No intent row: the claim was released, or only other tables name this intent.</source>
        <translation>Aucune ligne d&apos;intention : la réservation a été libérée, ou seules d&apos;autres tables nomment cette intention.</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="174"/>
        <source>DIVERGED: the world contradicts the chain</source>
        <translation>DIVERGENTE : le monde contredit la chaîne</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="176"/>
        <source>domain %1 frozen: %2</source>
        <translation>domaine %1 gelé : %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="178"/>
        <source>Standing: %1</source>
        <translation>Situation : %1</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="179"/>
        <source>Certs: %1    Approval requests: %2    Events: %3    Budget reservations: %4</source>
        <translation>Certificats : %1    Demandes d&apos;approbation : %2    Événements : %3    Réservations budgétaires : %4</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="186"/>
        <source>Mandate: %1, %2, amount %3</source>
        <translation>Mandat : %1, %2, montant %3</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="191"/>
        <source>Mandate: none</source>
        <translation>Mandat : aucun</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="193"/>
        <source>Ticket: spent on %1 at %2</source>
        <translation>Ticket : utilisé sur %1 le %2</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="196"/>
        <source>Ticket: none spent</source>
        <translation>Ticket : aucun utilisé</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="198"/>
        <source>Saga %1, step %2 (%3): graph %4, evaluated %5</source>
        <translation>Saga %1, étape %2 (%3) : graphe %4, évalué %5</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="202"/>
        <source>Cut short: a section holds more rows than the inspector reads; sealctl intent --json shows which.</source>
        <translation>Tronqué : une section compte plus de lignes que l&apos;inspecteur n&apos;en lit ; sealctl intent --json indique laquelle.</translation>
    </message>
    <message>
        <location filename="../models/intent_story_model.cpp" line="205"/>
        <source>Not readable: %1</source>
        <translation>Illisible : %1</translation>
    </message>
</context>
<context>
    <name>seal::JsonText</name>
    <message>
        <location filename="../models/text/json_text.cpp" line="53"/>
        <source>… [line cut: %1 more bytes]</source>
        <translation>… [ligne coupée : %1 octets de plus]</translation>
    </message>
    <message>
        <location filename="../models/text/json_text.cpp" line="71"/>
        <source>… [nested deeper than %1 levels]</source>
        <translation>… [imbriqué sur plus de %1 niveaux]</translation>
    </message>
    <message>
        <location filename="../models/text/json_text.cpp" line="79"/>
        <source>… [truncated: %1 bytes, showing the first %2]</source>
        <translation>… [tronqué : %1 octets, les %2 premiers affichés]</translation>
    </message>
</context>
<context>
    <name>seal::KeyFolder</name>
    <message>
        <location filename="../models/services/key_folder.cpp" line="63"/>
        <source>%1: the key folder cannot be created</source>
        <translation>%1 : le dossier des clés ne peut pas être créé</translation>
    </message>
    <message>
        <location filename="../models/services/key_folder.cpp" line="66"/>
        <source>%1: the key folder&apos;s permissions cannot be set to 0700</source>
        <translation>%1 : les permissions du dossier des clés ne peuvent pas être réglées sur 0700</translation>
    </message>
    <message>
        <location filename="../models/services/key_folder.cpp" line="105"/>
        <source>%1: the new key cannot be put in place (a file of that name exists?)</source>
        <translation>%1 : la nouvelle clé ne peut pas être mise en place (un fichier de ce nom existe-t-il ?)</translation>
    </message>
    <message>
        <location filename="../models/services/key_folder.cpp" line="116"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location filename="../models/services/key_folder.cpp" line="123"/>
        <source>%1: this key is already in the key folder</source>
        <translation>%1 : cette clé est déjà dans le dossier des clés</translation>
    </message>
</context>
<context>
    <name>seal::KeysDialog</name>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="79"/>
        <source>Signing keys</source>
        <translation>Clés de signature</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="98"/>
        <source>The signers of the newest certs could not be read: %1</source>
        <translation>Les signataires des certificats les plus récents n&apos;ont pas pu être lus : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="107"/>
        <source>My signing keys</source>
        <translation>Mes clés de signature</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="108"/>
        <location filename="../views/dialogs/keys_dialog.cpp" line="158"/>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Fingerprint</source>
        <translation>Empreinte</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="108"/>
        <location filename="../views/dialogs/keys_dialog.cpp" line="158"/>
        <source>Public key</source>
        <translation>Clé publique</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="108"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="109"/>
        <source>&amp;Create…</source>
        <translation>&amp;Créer…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="110"/>
        <source>A new Ed25519 key in the key folder (mode 0600), the format the kernel loads as its signing key</source>
        <translation>Une nouvelle clé Ed25519 dans le dossier des clés (mode 0600), au format que le noyau charge comme clé de signature</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="112"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="113"/>
        <source>Copy &amp;public key</source>
        <translation>Copier la clé p&amp;ublique</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="114"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="115"/>
        <source>Key folder: %1</source>
        <translation>Dossier des clés : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="128"/>
        <source>Import a signing key</source>
        <translation>Importer une clé de signature</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="128"/>
        <source>PEM keys (*.pem);;All files (*)</source>
        <translation>Clés PEM (*.pem);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="135"/>
        <source>Copied the public key %1.</source>
        <translation>Clé publique %1 copiée.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="149"/>
        <source>Trusted signer keys (pinned for this connection)</source>
        <translation>Clés de signature de confiance (épinglées pour cette connexion)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="153"/>
        <source>SEAL_SIGNER_KEY is set: its keys are pinned and win over the profile&apos;s, so nothing can be changed here. Unset it to pin keys in the console.</source>
        <translation>SEAL_SIGNER_KEY est défini : ses clés sont épinglées et l&apos;emportent sur celles du profil, rien ne peut donc être modifié ici. Supprimez cette variable pour épingler des clés dans la console.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="155"/>
        <source>The chain panel counts certs signed by these keys (saved to the profile “%1”).</source>
        <translation>Le panneau de la chaîne compte les certificats signés par ces clés (enregistrées dans le profil « %1 »).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="156"/>
        <source>(none: this session only)</source>
        <translation>(aucun : cette session seulement)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="158"/>
        <source>Certs (newest %1)</source>
        <translation>Certificats (%1 plus récents)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Signer</source>
        <translation>Signataire</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Certs</source>
        <translation>Certificats</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Newest seq</source>
        <translation>Séq. la plus récente</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="160"/>
        <source>Pinned</source>
        <translation>Épinglée</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="163"/>
        <source>or paste a key: 64 hex digits</source>
        <translation>ou collez une clé : 64 chiffres hexadécimaux</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="164"/>
        <source>&amp;Pin</source>
        <translation>É&amp;pingler</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="165"/>
        <source>Pins the pasted key, else the seen signer selected</source>
        <translation>Épingle la clé collée, sinon le signataire vu sélectionné</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="166"/>
        <source>&amp;Unpin</source>
        <translation>&amp;Désépingler</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="167"/>
        <source>&amp;Read again</source>
        <translation>&amp;Relire</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/keys_dialog.cpp" line="177"/>
        <source>Signers seen in the newest %Ln cert(s):</source>
        <translation>
            <numerusform>Signataires vus dans le certificat le plus récent :</numerusform>
            <numerusform>Signataires vus dans les %Ln certificats les plus récents :</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="218"/>
        <source>Not a signing key, left out: %1</source>
        <translation>Pas une clé de signature, ignorée : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="226"/>
        <source>Created the key %1 in %2.</source>
        <translation>Clé %1 créée dans %2.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="229"/>
        <source>No key created: %1</source>
        <translation>Aucune clé créée : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="235"/>
        <source>Signing key created</source>
        <translation>Clé de signature créée</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="236"/>
        <source>Fingerprint: %1
Public key (the kernel&apos;s signer): %2
File: %3

Give the public key to whoever checks what you sign. Pin it here when the kernel of this store signs with this key.</source>
        <translation>Empreinte : %1
Clé publique (le signataire du noyau) : %2
Fichier : %3

Donnez la clé publique à quiconque vérifie ce que vous signez. Épinglez-la ici lorsque le noyau de ce dépôt signe avec cette clé.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="246"/>
        <source>&amp;Pin for this connection</source>
        <translation>É&amp;pingler pour cette connexion</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="258"/>
        <source>Imported the key %1 as %2.</source>
        <translation>Clé %1 importée sous %2.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="261"/>
        <source>Not imported: %1</source>
        <translation>Non importée : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="271"/>
        <source>Delete signing key</source>
        <translation>Supprimer la clé de signature</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="272"/>
        <source>Delete the key %1 (%2)? Nothing it signed can be signed by it again, and there is no other copy unless you made one.</source>
        <translation>Supprimer la clé %1 (%2) ? Rien de ce qu&apos;elle a signé ne pourra plus être signé par elle, et il n&apos;en existe aucune autre copie, sauf si vous en avez fait une.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="282"/>
        <source>Deleted the key %1.</source>
        <translation>Clé %1 supprimée.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="283"/>
        <source>The key %1 could not be deleted (%2).</source>
        <translation>La clé %1 n&apos;a pas pu être supprimée (%2).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="299"/>
        <source>Not pinned: %1 is not a signer key (64 hex digits).</source>
        <translation>Non épinglée : %1 n&apos;est pas une clé de signature (64 chiffres hexadécimaux).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="304"/>
        <source>The key %1 is already pinned.</source>
        <translation>La clé %1 est déjà épinglée.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="309"/>
        <source>Pinned %1. The chain panel counts against it from its next walk.</source>
        <translation>Clé %1 épinglée. Le panneau de la chaîne compte par rapport à elle dès son prochain parcours.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="317"/>
        <source>Unpinned %1.</source>
        <translation>Clé %1 désépinglée.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="353"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../views/dialogs/keys_dialog.cpp" line="353"/>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>seal::LevelHistoryChart</name>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="17"/>
        <location filename="../views/widgets/level_history_chart.cpp" line="28"/>
        <source>Level over time</source>
        <translation>Niveau dans le temps</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="28"/>
        <source>Level over time: no certs yet</source>
        <translation>Niveau dans le temps : aucun certificat pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="31"/>
        <source>Level over time: %1</source>
        <translation>Niveau dans le temps : %1</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="33"/>
        <source>earned level</source>
        <translation>niveau acquis</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="35"/>
        <source>suspended (L0)</source>
        <translation>suspendu (L0)</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="54"/>
        <source>time (UTC)</source>
        <translation>heure (UTC)</translation>
    </message>
    <message>
        <location filename="../views/widgets/level_history_chart.cpp" line="55"/>
        <source>time (local)</source>
        <translation>heure (locale)</translation>
    </message>
</context>
<context>
    <name>seal::LinkService</name>
    <message>
        <location filename="../app/sealdesk/link_service.cpp" line="41"/>
        <source>no console window takes links yet</source>
        <translation>aucune fenêtre de console n’accepte encore de liens</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/link_service.cpp" line="50"/>
        <source>no desktop session bus</source>
        <translation>pas de bus de session du bureau</translation>
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
        <translation>Pages</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="97"/>
        <source>Reconnected to %1, another server than before (%2): a failover. Every page was read afresh.</source>
        <translation>Reconnecté à %1, un autre serveur qu&apos;avant (%2) : une bascule. Chaque page a été relue.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="112"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="114"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="120"/>
        <source>Times in &amp;UTC</source>
        <translation>Heures en &amp;UTC</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="129"/>
        <source>&amp;Intent story…</source>
        <translation>&amp;Historique de l&apos;intention…</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="132"/>
        <source>Everything the store knows about the selected row&apos;s intent, in time order</source>
        <translation>Tout ce que le dépôt sait de l&apos;intention de la ligne choisie, dans l&apos;ordre chronologique</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="135"/>
        <source>&amp;Message log</source>
        <translation>&amp;Journal des messages</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="138"/>
        <source>Every message the status bar has shown, whole, with its time</source>
        <translation>Chaque message affiché par la barre d’état, en entier, avec son heure</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="140"/>
        <source>&amp;Go</source>
        <translation>A&amp;ller à</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="159"/>
        <source>Intent story</source>
        <translation>Historique de l&apos;intention</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="160"/>
        <source>The intent&apos;s id (or approval:ID for an approval request&apos;s intent):</source>
        <translation>L&apos;identifiant de l&apos;intention (ou approval:ID pour l&apos;intention d&apos;une demande d&apos;approbation) :</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="186"/>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="188"/>
        <source>Not refreshed yet</source>
        <translation>Pas encore actualisé</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="209"/>
        <source>Currency not set</source>
        <translation>Devise non définie</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="210"/>
        <source>Amounts are shown as plain numbers: the store does not record a currency. Set one in the connection profile (Connection ▸ Connect…) or start with --currency CODE.</source>
        <translation>Les montants sont affichés comme de simples nombres : le dépôt n’enregistre aucune devise. Définissez-en une dans le profil de connexion (Connexion ▸ Se connecter…) ou lancez avec --currency CODE.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="222"/>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="223"/>
        <source>Show every message the status bar has shown (Ctrl+Shift+M)</source>
        <translation>Afficher chaque message affiché par la barre d’état (Ctrl+Maj+M)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="227"/>
        <source>Messages (%1)</source>
        <translation>Messages (%1)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="260"/>
        <source>%1 (Ctrl+%2)</source>
        <translation>%1 (Ctrl+%2)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="320"/>
        <source>production</source>
        <translation>production</translation>
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
        <translation>Environnement %1 : un dépôt de production</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="325"/>
        <source>Environment %1</source>
        <translation>Environnement %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/main_window.cpp" line="365"/>
        <source>%1 — %n waiting for your vote</source>
        <translation>
            <numerusform>%1 — %n en attente de votre vote</numerusform>
            <numerusform>%1 — %n en attente de votre vote</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="373"/>
        <source>may vote and operate</source>
        <translation>peut voter et opérer</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="375"/>
        <source>may vote; may not operate</source>
        <translation>peut voter ; ne peut pas opérer</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="377"/>
        <source>may operate; may not vote</source>
        <translation>peut opérer ; ne peut pas voter</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="379"/>
        <source>read only: may not vote or operate</source>
        <translation>lecture seule : ne peut ni voter ni opérer</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="381"/>
        <source>Role %1 (superuser): %2</source>
        <translation>Rôle %1 (superutilisateur) : %2</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="382"/>
        <source>Role %1: %2</source>
        <translation>Rôle %1 : %2</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="387"/>
        <source>Server %1</source>
        <translation>Serveur %1</translation>
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
        <translation>L&apos;horloge de cet ordinateur retarde de %1 sur celle du dépôt ; les heures affichées sont celles du dépôt</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="409"/>
        <source>This computer&apos;s clock is %1 ahead of the store&apos;s; times are the store&apos;s</source>
        <translation>L&apos;horloge de cet ordinateur avance de %1 sur celle du dépôt ; les heures affichées sont celles du dépôt</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="411"/>
        <source>Expiry, leases and every time Seal Desk records are judged by the store&apos;s clock, not this computer&apos;s.</source>
        <translation>L&apos;expiration, les baux et toute heure que Seal Desk consigne sont jugés selon l&apos;horloge du dépôt, pas celle de cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="423"/>
        <source>Reads from %1 (no longer a standby)</source>
        <translation>Lit depuis %1 (n&apos;est plus un serveur de secours)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="426"/>
        <source>unknown (primary unreachable)</source>
        <translation>inconnu (primaire injoignable)</translation>
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
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="429"/>
        <source>Reads from standby %1: behind by %2, %3 (replay paused)</source>
        <translation>Lit depuis le secours %1 : en retard de %2, %3 (rejeu en pause)</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="431"/>
        <source>Reads from standby %1: behind by %2, %3</source>
        <translation>Lit depuis le secours %1 : en retard de %2, %3</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="435"/>
        <source>Writes go to the primary; it could not be asked just now.</source>
        <translation>Les écritures vont au primaire ; il n&apos;a pas pu être interrogé à l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="436"/>
        <source>Writes go to the primary %1.</source>
        <translation>Les écritures vont au primaire %1.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="441"/>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="450"/>
        <source>Refreshed %1</source>
        <translation>Actualisé %1</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="450"/>
        <source>Stale: read %1</source>
        <translation>Périmé : lu %1</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="459"/>
        <source>The store is reachable again; every page was read afresh.</source>
        <translation>Le dépôt est de nouveau joignable ; toutes les pages ont été relues.</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="468"/>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="468"/>
        <source>Local time</source>
        <translation>Heure locale</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="469"/>
        <source>Times are shown in UTC; click for local time</source>
        <translation>Les heures sont affichées en UTC ; cliquez pour l&apos;heure locale</translation>
    </message>
    <message>
        <location filename="../views/main_window.cpp" line="470"/>
        <source>Times are shown in local time; click for UTC</source>
        <translation>Les heures sont affichées en heure locale ; cliquez pour l&apos;UTC</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="52"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="54"/>
        <source>&amp;Open receipt…</source>
        <translation>&amp;Ouvrir un reçu…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="57"/>
        <source>Check a portable signed receipt or an incident receipt (also: drop its .json file on the window)</source>
        <translation>Vérifier un reçu portable signé ou un reçu d&apos;incident (aussi : déposer son fichier .json sur la fenêtre)</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="59"/>
        <source>&amp;Report…</source>
        <translation>&amp;Rapport…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="62"/>
        <source>Signing &amp;keys…</source>
        <translation>&amp;Clés de signature…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="64"/>
        <source>Your signing keys for exports, and the signer keys pinned for this connection</source>
        <translation>Vos clés de signature pour les exports, et les clés de signature épinglées pour cette connexion</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="67"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="78"/>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="80"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="86"/>
        <source>Language, time zone, refresh interval, notifications, keys and connection profiles</source>
        <translation>Langue, fuseau horaire, intervalle d’actualisation, notifications, clés et profils de connexion</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="90"/>
        <source>Copy &amp;link to the selection</source>
        <translation>Copier le &amp;lien vers la sélection</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="93"/>
        <source>A sealdesk:// link to the selected row, for chat or mail</source>
        <translation>Un lien sealdesk:// vers la ligne sélectionnée, pour le chat ou le courriel</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="97"/>
        <source>Select a row first: the link names the selected item</source>
        <translation>Sélectionnez d’abord une ligne : le lien désigne l’élément sélectionné</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="101"/>
        <source>Copied %1</source>
        <translation>%1 copié</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="105"/>
        <source>Run reconcile &amp;sweep…</source>
        <translation>Lancer un &amp;rapprochement…</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="107"/>
        <source>List the provider&apos;s payments in a window and record whether any bypassed the gateway</source>
        <translation>Lister les paiements du prestataire sur une période et consigner si l&apos;un d&apos;eux a contourné la passerelle</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="119"/>
        <source>Open receipt</source>
        <translation>Ouvrir un reçu</translation>
    </message>
    <message>
        <location filename="../views/main_window_evidence.cpp" line="119"/>
        <source>Receipts (*.json);;All files (*)</source>
        <translation>Reçus (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="18"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="20"/>
        <source>&amp;Documentation…</source>
        <translation>&amp;Documentation…</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="23"/>
        <source>How to approve, operate and check the chain: the guide for each reader</source>
        <translation>Approuver, exploiter, vérifier la chaîne : le guide pour chaque lecteur</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="25"/>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Raccourcis clavier…</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="29"/>
        <source>&amp;About Seal Desk…</source>
        <translation>À &amp;propos de Seal Desk…</translation>
    </message>
    <message>
        <location filename="../views/main_window_help.cpp" line="33"/>
        <source>About &amp;Qt…</source>
        <translation>À propos de &amp;Qt…</translation>
    </message>
    <message>
        <location filename="../views/main_window_links.cpp" line="50"/>
        <source>Cannot open the link %1: %2</source>
        <translation>Impossible d’ouvrir le lien %1 : %2</translation>
    </message>
    <message>
        <location filename="../views/main_window_links.cpp" line="60"/>
        <source>Cannot open the link %1: this console has no page for it</source>
        <translation>Impossible d’ouvrir le lien %1 : cette console n’a pas de page pour lui</translation>
    </message>
</context>
<context>
    <name>seal::MandateModel</name>
    <message>
        <location filename="../models/mandate_model.cpp" line="27"/>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="28"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="29"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="30"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="31"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="32"/>
        <source>Ticket spent</source>
        <translation>Ticket utilisé</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="33"/>
        <source>Consumed</source>
        <translation>Utilisé</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="34"/>
        <source>Expires</source>
        <translation>Expire</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="35"/>
        <source>Tier</source>
        <translation>Palier</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="36"/>
        <source>Approvers</source>
        <translation>Approbateurs</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="37"/>
        <source>Clearance</source>
        <translation>Habilitation</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="46"/>
        <location filename="../models/mandate_model.cpp" line="178"/>
        <location filename="../models/mandate_model.cpp" line="189"/>
        <location filename="../models/mandate_model.cpp" line="207"/>
        <location filename="../models/mandate_model.cpp" line="287"/>
        <location filename="../models/mandate_model.cpp" line="303"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="170"/>
        <source>active</source>
        <translation>actif</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="171"/>
        <source>expired</source>
        <translation>expiré</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="172"/>
        <source>consumed</source>
        <translation>utilisé</translation>
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
        <translation>Mandat : %1
Intention : %2
Chemin : %3
État : %4
Montant : %5
Palier : %6
Approbation : %7
Approbateurs : %8
Habilitation : %9
Empreinte des arguments : %10</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="211"/>
        <source>Created: %1
Expires: %2
Consumed: %3</source>
        <translation>Créé : %1
Expire : %2
Utilisé : %3</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="213"/>
        <location filename="../models/mandate_model.cpp" line="301"/>
        <source>not consumed</source>
        <translation>non utilisé</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="215"/>
        <source>Ticket spent: %1 on %2
Ticket signature: %3</source>
        <translation>Ticket utilisé : %1 sur %2
Signature du ticket : %3</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="220"/>
        <source>Ticket spent: none (the gateway has no spent ticket of this intent)</source>
        <translation>Ticket utilisé : aucun (la passerelle n’a aucun ticket utilisé de cette intention)</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="222"/>
        <source>Not readable: %1</source>
        <translation>Illisible : %1</translation>
    </message>
</context>
<context>
    <name>seal::MandatePathModel</name>
    <message>
        <location filename="../models/mandate_model.cpp" line="20"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="21"/>
        <source>Mandate required</source>
        <translation>Mandat requis</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="22"/>
        <source>Updated at</source>
        <translation>Modifié le</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="23"/>
        <source>Updated by</source>
        <translation>Modifié par</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="123"/>
        <source>required</source>
        <translation>requis</translation>
    </message>
    <message>
        <location filename="../models/mandate_model.cpp" line="123"/>
        <source>released</source>
        <translation>levé</translation>
    </message>
</context>
<context>
    <name>seal::MandatesPage</name>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="48"/>
        <source>Loading mandates…</source>
        <translation>Chargement des mandats…</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="52"/>
        <source>Paths under mandate</source>
        <translation>Chemins sous mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="61"/>
        <source>Path (select one above or type a new one)</source>
        <translation>Chemin (choisir ci-dessus ou en saisir un nouveau)</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="62"/>
        <source>Path to put under mandate or release</source>
        <translation>Chemin à placer sous mandat ou à libérer</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="63"/>
        <source>&amp;Require mandate…</source>
        <translation>E&amp;xiger un mandat…</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="65"/>
        <source>Re&amp;lease mandate…</source>
        <translation>&amp;Lever le mandat…</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="77"/>
        <source>Paths under mandate: an agent spends on them only with a mandate</source>
        <translation>Chemins sous mandat : un agent n’y dépense qu’avec un mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="83"/>
        <location filename="../views/pages/mandates_page.cpp" line="84"/>
        <source>Mandates per intent</source>
        <translation>Mandats par intention</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="97"/>
        <source>Mandate detail</source>
        <translation>Détail du mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="101"/>
        <source>Intent &amp;story…</source>
        <translation>&amp;Historique de l’intention…</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="103"/>
        <source>Everything the store knows about the selected mandate&apos;s intent, in time order</source>
        <translation>Tout ce que le dépôt sait de l’intention du mandat choisi, dans l’ordre chronologique</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="175"/>
        <source>No mandates: no path is under mandate and the gateway minted none in this store (Require mandate… puts a path under mandate).</source>
        <translation>Aucun mandat : aucun chemin n’est sous mandat et la passerelle n’en a émis aucun dans ce dépôt (Exiger un mandat… place un chemin sous mandat).</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="183"/>
        <source>Mandates per intent: the newest %1 of %2 shown</source>
        <translation>Mandats par intention : les %1 plus récents sur %2 affichés</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/mandates_page.cpp" line="184"/>
        <source>Mandates per intent, newest first: %n</source>
        <translation>
            <numerusform>Mandats par intention, le plus récent d’abord : %n</numerusform>
            <numerusform>Mandats par intention, les plus récents d’abord : %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="201"/>
        <source>No mandate selected.</source>
        <translation>Aucun mandat sélectionné.</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="208"/>
        <source>a mandate write is in progress</source>
        <translation>une modification de mandat est en cours</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="209"/>
        <source>the mandate paths are not read yet</source>
        <translation>les chemins sous mandat ne sont pas encore lus</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="211"/>
        <source>select or type a path</source>
        <translation>choisir ou saisir un chemin</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="213"/>
        <source>%1 already requires a mandate</source>
        <translation>%1 exige déjà un mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="214"/>
        <source>%1 does not require a mandate</source>
        <translation>%1 n’exige pas de mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="223"/>
        <source>Put the path under mandate: the gateway admits a spend on it only with a mandate</source>
        <translation>Placer le chemin sous mandat : la passerelle n’y admet une dépense qu’avec un mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="225"/>
        <source>Release the path: a spend on it needs no mandate any more</source>
        <translation>Libérer le chemin : une dépense n’y exige plus de mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="232"/>
        <source>Require and release are unavailable: %1</source>
        <translation>Exiger et lever sont indisponibles : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="243"/>
        <location filename="../views/pages/mandates_page.cpp" line="261"/>
        <source>Require mandate</source>
        <translation>Exiger un mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="243"/>
        <location filename="../views/pages/mandates_page.cpp" line="261"/>
        <source>Release mandate</source>
        <translation>Lever le mandat</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="245"/>
        <source>Put path %1 under mandate: the gateway admits a spend on it only with a mandate (event mandate_path_required, with your reason).</source>
        <translation>Placer le chemin %1 sous mandat : la passerelle n’y admet une dépense qu’avec un mandat (événement mandate_path_required, avec votre motif).</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="248"/>
        <source>Release path %1: a spend on it needs no mandate any more (event mandate_path_released, with your reason).</source>
        <translation>Libérer le chemin %1 : une dépense n’y exige plus de mandat (événement mandate_path_released, avec votre motif).</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="253"/>
        <source>Path:</source>
        <translation>Chemin :</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="254"/>
        <source>Now:</source>
        <translation>Maintenant :</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="255"/>
        <source>not in the mandate table (no mandate required)</source>
        <translation>absent de la table des mandats (aucun mandat requis)</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="259"/>
        <source>Afterwards:</source>
        <translation>Ensuite :</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="259"/>
        <source>required</source>
        <translation>requis</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="259"/>
        <source>released</source>
        <translation>levé</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="265"/>
        <source>Require mandate on %1</source>
        <translation>Exiger un mandat sur %1</translation>
    </message>
    <message>
        <location filename="../views/pages/mandates_page.cpp" line="265"/>
        <source>Release mandate on %1</source>
        <translation>Lever le mandat sur %1</translation>
    </message>
</context>
<context>
    <name>seal::MessageLog</name>
    <message>
        <location filename="../views/widgets/message_log.cpp" line="16"/>
        <source>Message log</source>
        <translation>Journal des messages</translation>
    </message>
    <message>
        <location filename="../views/widgets/message_log.cpp" line="21"/>
        <source>Messages</source>
        <translation>Messages</translation>
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
        <translation>De nouvelles lignes sont arrivées au-dessus de celles que vous lisez. Elles restent hors de la liste, pour que rien ne bouge sous vos yeux, jusqu&apos;à ce que vous les affichiez.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/widgets/new_rows_bar.cpp" line="32"/>
        <source>%n new — show</source>
        <translation>
            <numerusform>%n nouvelle ligne — afficher</numerusform>
            <numerusform>%n nouvelles lignes — afficher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/widgets/new_rows_bar.cpp" line="33"/>
        <source>Show %n new row(s)</source>
        <translation>
            <numerusform>Afficher %n nouvelle ligne</numerusform>
            <numerusform>Afficher %n nouvelles lignes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::ObligationBreachModel</name>
    <message>
        <location filename="../models/obligation_model.cpp" line="34"/>
        <source>Breach</source>
        <translation>Manquement</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="35"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="36"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="37"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="38"/>
        <source>Due</source>
        <translation>Échéance</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="39"/>
        <source>Detected</source>
        <translation>Détecté</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="40"/>
        <source>Resolution</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="41"/>
        <source>Obligation</source>
        <translation>Obligation</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="42"/>
        <source>Breach cert</source>
        <translation>Certificat de manquement</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="98"/>
        <source>Breach %1 of obligation %2 (%3)</source>
        <translation>Manquement %1 à l&apos;obligation %2 (%3)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="101"/>
        <source>A once-duty missed its deadline %1</source>
        <translation>Une obligation unique a manqué son échéance (%1)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="102"/>
        <source>Window %1 ended %2 short</source>
        <translation>La fenêtre %1 s&apos;est terminée le %2 sous le minimum requis</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="103"/>
        <source>Detected by a sweep at %1</source>
        <translation>Détecté par un balayage le %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="104"/>
        <source>Breach cert: %1</source>
        <translation>Certificat de manquement : %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="104"/>
        <source>(none yet)</source>
        <translation>(aucun pour le moment)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="106"/>
        <source>Resolved at %1 by %2: %3</source>
        <translation>Résolu le %1 par %2 : %3</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="107"/>
        <location filename="../models/obligation_model.cpp" line="108"/>
        <location filename="../models/obligation_model.cpp" line="159"/>
        <source>(none)</source>
        <translation>(non renseigné)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="110"/>
        <source>Open. Resolving records how it was dealt with; the cert stays on the chain and the action&apos;s licence stays suspended.</source>
        <translation>Ouvert. Le résoudre consigne la suite qui lui a été donnée ; le certificat reste dans la chaîne et la licence de l&apos;action reste suspendue.</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="148"/>
        <source>resolved</source>
        <translation>résolu</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="148"/>
        <source>OPEN</source>
        <translation>OUVERT</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="152"/>
        <source>once</source>
        <translation>unique</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="159"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>seal::ObligationModel</name>
    <message>
        <location filename="../models/obligation_model.cpp" line="21"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="22"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="23"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="24"/>
        <source>Due / window</source>
        <translation>Échéance / fenêtre</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="25"/>
        <source>Intent key</source>
        <translation>Clé d&apos;intention</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="26"/>
        <source>Satisfied</source>
        <translation>Satisfaite</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="27"/>
        <source>Breaches</source>
        <translation>Manquements</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="28"/>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="29"/>
        <source>Declared by</source>
        <translation>Déclarée par</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="30"/>
        <source>Obligation</source>
        <translation>Obligation</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="57"/>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="58"/>
        <source>BREACHED</source>
        <translation>NON RESPECTÉE</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="59"/>
        <source>satisfied</source>
        <translation>satisfaite</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="60"/>
        <source>satisfied, unconfirmed</source>
        <translation>satisfaite, non confirmée</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="61"/>
        <source>late</source>
        <translation>en retard</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="62"/>
        <source>cured</source>
        <translation>régularisée</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="63"/>
        <source>DIVERGED</source>
        <translation>DIVERGENTE</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="69"/>
        <source>window %1 [%2, %3): %4 of %5 sealed: %6</source>
        <translation>fenêtre %1 [%2, %3) : %4 sur %5 scellées : %6</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="229"/>
        <source>BREACHED (window %1)</source>
        <translation>NON RESPECTÉE (fenêtre %1)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="230"/>
        <source>open breach</source>
        <translation>manquement ouvert</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="231"/>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/obligation_model.cpp" line="237"/>
        <source>every %1, at least %n; next window %2</source>
        <translation>
            <numerusform>tous les %1, au moins %n ; prochaine fenêtre %2</numerusform>
            <numerusform>tous les %1, au moins %n ; prochaine fenêtre %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/obligation_model.cpp" line="250"/>
        <source>Kind: recurring, at least %n sealed intent(s) of the action admitted in every window of %1 from %2</source>
        <translation>
            <numerusform>Type : récurrente, au moins %n intention scellée de l&apos;action admise dans chaque fenêtre de %1 à partir du %2</numerusform>
            <numerusform>Type : récurrente, au moins %n intentions scellées de l&apos;action admises dans chaque fenêtre de %1 à partir du %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="256"/>
        <source>Windows judged by sweeps: %1 (window %1 is next)</source>
        <translation>Fenêtres jugées par les balayages : %1 (la fenêtre %1 est la suivante)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="258"/>
        <source>Kind: once, intent %1 (key %2) sealed by %3</source>
        <translation>Type : unique, intention %1 (clé %2) scellée au plus tard le %3</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="262"/>
        <source>Grace: %1</source>
        <translation>Délai de grâce : %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="263"/>
        <source>Only a seal the provider confirmed (WORLD_FINAL) satisfies it.</source>
        <translation>Seul un scellement confirmé par le prestataire (WORLD_FINAL) la satisfait.</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="267"/>
        <source>Satisfied at %1, tier %2</source>
        <translation>Satisfaite le %1, palier %2</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="269"/>
        <source>Cancelled (deactivated) by %1 at %2; no sweep judges it</source>
        <translation>Annulée (désactivée) par %1 le %2 ; aucun balayage ne la juge</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="275"/>
        <source>Pending: %1 left before the deadline</source>
        <translation>En attente : encore %1 avant l&apos;échéance</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="277"/>
        <source>Missed its deadline: the next sweep records the breach (a cert, and the action&apos;s licence suspended).</source>
        <translation>Échéance manquée : le prochain balayage enregistre le manquement (un certificat, et la licence de l&apos;action suspendue).</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="281"/>
        <source>Breaches: %1 (%2 open)</source>
        <translation>Manquements : %1 (%2 ouverts)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="333"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="335"/>
        <source>%1 (%2 open)</source>
        <translation>%1 (%2 ouverts)</translation>
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
        <translation>(aucune)</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="226"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="247"/>
        <source>Obligation %1: %2</source>
        <translation>Obligation %1 : %2</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="248"/>
        <source>Action (path): %1</source>
        <translation>Action (chemin) : %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="264"/>
        <source>Description: %1</source>
        <translation>Description : %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="265"/>
        <source>Declared by %1 at %2</source>
        <translation>Déclarée par %1 le %2</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="283"/>
        <source>Not readable: %1</source>
        <translation>Illisible : %1</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="326"/>
        <source>recurring</source>
        <translation>récurrente</translation>
    </message>
    <message>
        <location filename="../models/obligation_model.cpp" line="326"/>
        <source>once</source>
        <translation>unique</translation>
    </message>
</context>
<context>
    <name>seal::ObligationsPage</name>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="46"/>
        <source>Obligations: what the agents promised to do, and whether they did</source>
        <translation>Obligations : ce que les agents ont promis de faire, et s&apos;ils l&apos;ont fait</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="50"/>
        <source>Loading obligations…</source>
        <translation>Chargement des obligations…</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="53"/>
        <source>Obligations</source>
        <translation>Obligations</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="56"/>
        <source>Breaches</source>
        <translation>Manquements</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="60"/>
        <source>&amp;Cancel obligation…</source>
        <translation>&amp;Annuler l&apos;obligation…</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="64"/>
        <source>&amp;Resolve breach…</source>
        <translation>&amp;Résoudre le manquement…</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="77"/>
        <source>Obligation detail</source>
        <translation>Détail de l&apos;obligation</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/obligations_page.cpp" line="161"/>
        <source>Listed: the newest %1 of %Ln breach(es) (sealctl obligations lists them all).</source>
        <translation>
            <numerusform>Listés : les %1 manquements les plus récents sur %Ln (sealctl obligations les liste tous).</numerusform>
            <numerusform>Listés : les %1 manquements les plus récents sur %Ln (sealctl obligations les liste tous).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="202"/>
        <source>No obligation selected.</source>
        <translation>Aucune obligation sélectionnée.</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="235"/>
        <source>Cancel is unavailable: %1</source>
        <translation>L&apos;annulation est indisponible : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="249"/>
        <location filename="../views/pages/obligations_page.cpp" line="264"/>
        <source>Cancel obligation</source>
        <translation>Annuler l&apos;obligation</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="255"/>
        <source>Obligation:</source>
        <translation>Obligation :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="256"/>
        <location filename="../views/pages/obligations_page.cpp" line="284"/>
        <source>Action:</source>
        <translation>Action :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="257"/>
        <location filename="../views/pages/obligations_page.cpp" line="286"/>
        <source>Due:</source>
        <translation>Échéance :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="259"/>
        <source>Description:</source>
        <translation>Description :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="259"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="260"/>
        <source>Declared by:</source>
        <translation>Déclarée par :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="276"/>
        <location filename="../views/pages/obligations_page.cpp" line="291"/>
        <source>Resolve breach</source>
        <translation>Résoudre le manquement</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="277"/>
        <source>Resolve breach %1 of obligation %2 with your note. The breach cert stays on the chain and the action&apos;s licence stays suspended (event obligation_breach_resolved).</source>
        <translation>Résoudre le manquement %1 à l&apos;obligation %2 avec votre note. Le certificat de manquement reste dans la chaîne et la licence de l&apos;action reste suspendue (événement obligation_breach_resolved).</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="283"/>
        <source>Breach:</source>
        <translation>Manquement :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="285"/>
        <source>Window:</source>
        <translation>Fenêtre :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="285"/>
        <source>once</source>
        <translation>unique</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="287"/>
        <source>Detected:</source>
        <translation>Détecté :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="289"/>
        <source>State after:</source>
        <translation>État après :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="262"/>
        <source>cancelled, by you</source>
        <translation>annulée, par vous</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="146"/>
        <source>Obligations are unavailable: %1</source>
        <translation>Les obligations sont indisponibles : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="147"/>
        <source>Obligations are not set up in this store: it lacks the kernel&apos;s seal_obligations and seal_obligation_breaches tables. `sealctl obligations setup` (or the kernel) creates them; the console never does.</source>
        <translation>Les obligations ne sont pas configurées dans ce dépôt : il lui manque les tables seal_obligations et seal_obligation_breaches du noyau. `sealctl obligations setup` (ou le noyau) les crée ; la console ne le fait jamais.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/obligations_page.cpp" line="154"/>
        <source>Evaluated %1 by the kernel&apos;s sweep rules, read-only (nothing written; `sealctl obligations sweep` records breaches): verdict %2, %n open breach(es).</source>
        <translation>
            <numerusform>Évalué le %1 selon les règles de balayage du noyau, en lecture seule (rien n&apos;est écrit ; `sealctl obligations sweep` enregistre les manquements) : verdict %2, %n manquement ouvert.</numerusform>
            <numerusform>Évalué le %1 selon les règles de balayage du noyau, en lecture seule (rien n&apos;est écrit ; `sealctl obligations sweep` enregistre les manquements) : verdict %2, %n manquements ouverts.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="158"/>
        <source>No agent has declared a duty in this store.</source>
        <translation>Aucun agent n&apos;a déclaré d&apos;obligation dans ce dépôt.</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="213"/>
        <location filename="../views/pages/obligations_page.cpp" line="225"/>
        <source>a write is in progress</source>
        <translation>une écriture est en cours</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="215"/>
        <source>select an active obligation to cancel</source>
        <translation>sélectionnez une obligation active à annuler</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="217"/>
        <source>obligation %1 is already cancelled; only an active one can be</source>
        <translation>l&apos;obligation %1 est déjà annulée ; seule une obligation active peut l&apos;être</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="227"/>
        <source>select an open breach to resolve</source>
        <translation>sélectionnez un manquement ouvert à résoudre</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="228"/>
        <source>breach %1 is already resolved</source>
        <translation>le manquement %1 est déjà résolu</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="234"/>
        <source>Cancel the selected obligation: no sweep judges it again</source>
        <translation>Annuler l&apos;obligation sélectionnée : aucun balayage ne la jugera plus</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="237"/>
        <source>Record how the selected breach was dealt with: its cert stays and the licence stays suspended</source>
        <translation>Consigner la suite donnée au manquement sélectionné : son certificat reste et la licence reste suspendue</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="238"/>
        <source>Resolve is unavailable: %1</source>
        <translation>La résolution est indisponible : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="250"/>
        <source>Cancel obligation %1 (%2): it is deactivated and no sweep judges it again (event obligation_released, with your reason). Its breaches stay.</source>
        <translation>Annuler l&apos;obligation %1 (%2) : elle est désactivée et aucun balayage ne la jugera plus (événement obligation_released, avec votre motif). Ses manquements sont conservés.</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="258"/>
        <source>Status now:</source>
        <translation>Statut actuel :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="262"/>
        <source>Status after:</source>
        <translation>Statut après :</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="266"/>
        <source>Cancel obligation %1</source>
        <translation>Annuler l&apos;obligation %1</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="289"/>
        <source>resolved, by you</source>
        <translation>résolu, par vous</translation>
    </message>
    <message>
        <location filename="../views/pages/obligations_page.cpp" line="292"/>
        <source>Resolve breach %1</source>
        <translation>Résoudre le manquement %1</translation>
    </message>
</context>
<context>
    <name>seal::OfflineBanner</name>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="19"/>
        <source>Store unreachable</source>
        <translation>Dépôt injoignable</translation>
    </message>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="58"/>
        <source>What you see was read at %1 and may be out of date.</source>
        <translation>Ce que vous voyez a été lu à %1 et peut être périmé.</translation>
    </message>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="60"/>
        <source>Nothing has been read from it yet.</source>
        <translation>Rien n’y a encore été lu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/widgets/offline_banner.cpp" line="63"/>
        <source>Reconnecting (next try in %n s)…</source>
        <translation>
            <numerusform>Reconnexion (prochain essai dans %n s)…</numerusform>
            <numerusform>Reconnexion (prochain essai dans %n s)…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="64"/>
        <source>Reconnecting…</source>
        <translation>Reconnexion…</translation>
    </message>
    <message>
        <location filename="../views/widgets/offline_banner.cpp" line="65"/>
        <source>The store is unreachable since %1. %2 Writes are off. %3</source>
        <translation>Le dépôt est injoignable depuis %1. %2 Les écritures sont désactivées. %3</translation>
    </message>
</context>
<context>
    <name>seal::OutOfBandSpendModel</name>
    <message>
        <location filename="../models/divergence_model.cpp" line="102"/>
        <location filename="../models/divergence_model.cpp" line="118"/>
        <source>(all paths)</source>
        <translation>(tous les chemins)</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="45"/>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="46"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="47"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="48"/>
        <source>Domain</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="49"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/divergence_model.cpp" line="50"/>
        <source>Detail</source>
        <translation>Détail</translation>
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
        <translation>Dépense hors circuit (événement n° %1)
Heure : %2
Chemin : %3
Domaine : %4
Intention : %5

Détail :
%6</translation>
    </message>
</context>
<context>
    <name>seal::OverviewPage</name>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="139"/>
        <source>Certificate chain</source>
        <translation>Chaîne de certificats</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="153"/>
        <source>%v of %m certs</source>
        <translation>%v sur %m certificats</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="154"/>
        <source>&amp;Verify now</source>
        <translation>&amp;Vérifier maintenant</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="156"/>
        <source>Walk the whole chain and name every break by seq</source>
        <translation>Parcourir toute la chaîne et nommer chaque rupture par séq.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="157"/>
        <source>Show first &amp;break</source>
        <translation>Afficher la première &amp;rupture</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="159"/>
        <source>Open the certificates page at the first break</source>
        <translation>Ouvrir la page des certificats à la première rupture</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="238"/>
        <source>Cannot read the overview: %1</source>
        <translation>Impossible de lire la vue d&apos;ensemble : %1</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="253"/>
        <source>Not verified yet</source>
        <translation>Pas encore vérifiée</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="258"/>
        <source>Cancelling verification…</source>
        <translation>Annulation de la vérification…</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="258"/>
        <source>Verifying…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="262"/>
        <source>Intact</source>
        <translation>Intacte</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="266"/>
        <source>BROKEN at seq %1</source>
        <translation>ROMPUE à la séq. %1</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="270"/>
        <source>Verification cancelled: no verdict</source>
        <translation>Vérification annulée : aucun verdict</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="274"/>
        <source>Verification failed</source>
        <translation>Échec de la vérification</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="283"/>
        <source>ANCHOR PROBLEM: chain cut off or rewritten</source>
        <translation>PROBLÈME D&apos;ANCRE : chaîne tronquée ou réécrite</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="291"/>
        <source>Head seq %1 of %Ln cert(s). Nothing has walked the chain in this session yet.</source>
        <translation>
            <numerusform>Tête séq. %1 sur %Ln certificat. Rien n&apos;a encore parcouru la chaîne dans cette session.</numerusform>
            <numerusform>Tête séq. %1 sur %Ln certificats. Rien n&apos;a encore parcouru la chaîne dans cette session.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="340"/>
        <source>suspended path(s)
of %1 known</source>
        <translation>
            <numerusform>chemin suspendu
sur %1 connus</numerusform>
            <numerusform>chemins suspendus
sur %1 connus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="344"/>
        <source>open breach(es)
of obligations</source>
        <translation>
            <numerusform>infraction ouverte
aux obligations</numerusform>
            <numerusform>infractions ouvertes
aux obligations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="349"/>
        <source>pending approval(s)
%1 past expiry</source>
        <translation>
            <numerusform>approbation en attente
échues : %1</numerusform>
            <numerusform>approbations en attente
échues : %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="351"/>
        <source>pending approval(s)</source>
        <translation>
            <numerusform>approbation en attente</numerusform>
            <numerusform>approbations en attente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="356"/>
        <source>hold(s)
%1 more in flight</source>
        <translation>
            <numerusform>blocage
+ %1 en cours</numerusform>
            <numerusform>blocages
+ %1 en cours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="357"/>
        <source>hold(s)</source>
        <translation>
            <numerusform>blocage</numerusform>
            <numerusform>blocages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="361"/>
        <source>revoked path(s)</source>
        <translation>
            <numerusform>chemin révoqué</numerusform>
            <numerusform>chemins révoqués</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="382"/>
        <source>%Ln cert(s) on %1 (UTC), the only day with certs; %2 in the whole chain.</source>
        <translation>
            <numerusform>%Ln certificat le %1 (UTC), seul jour avec des certificats ; %2 dans toute la chaîne.</numerusform>
            <numerusform>%Ln certificats le %1 (UTC), seul jour avec des certificats ; %2 dans toute la chaîne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="391"/>
        <source>%Ln approval request(s), %1 in all.</source>
        <translation>
            <numerusform>%Ln demande d&apos;approbation, %1 au total.</numerusform>
            <numerusform>%Ln demandes d&apos;approbation, %1 au total.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="293"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="298"/>
        <source>Certs appended since: %1 (head seq now %2).</source>
        <translation>Certificats ajoutés depuis : %1 (tête désormais séq. %2).</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="324"/>
        <source>Open the %1 page</source>
        <translation>Ouvrir la page %1</translation>
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
            <numerusform>%Ln intention divergente</numerusform>
            <numerusform>%Ln intentions divergentes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="334"/>
        <source>The provider&apos;s ledger contradicts the chain, or money moved that no intent accounts for.</source>
        <translation>Le grand livre du fournisseur contredit la chaîne, ou de l’argent a circulé sans intent correspondant.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/overview_page.cpp" line="336"/>
        <source>frozen domain(s)</source>
        <translation>
            <numerusform>domaine gelé</numerusform>
            <numerusform>domaines gelés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="338"/>
        <source>Out-of-band spend froze these domains: nothing in them runs until an operator unfreezes them.</source>
        <translation>Une dépense hors canal a gelé ces domaines : rien n’y fonctionne tant qu’un opérateur ne les dégèle pas.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="346"/>
        <source>A duty the agents owed was not met in time, and nobody has resolved it yet.</source>
        <translation>Une obligation des agents n’a pas été tenue à temps, et personne ne l’a encore résolue.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="185"/>
        <source>Something is wrong: act now</source>
        <translation>Quelque chose ne va pas : agir maintenant</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="191"/>
        <source>Work waiting</source>
        <translation>Travail en attente</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="332"/>
        <source>%1 out of band</source>
        <translation>%1 hors circuit</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="359"/>
        <source>Effects whose outcome is unknown: settle each once the provider&apos;s record is known.</source>
        <translation>Effets dont l’issue est inconnue : régler chacun dès que l’enregistrement du fournisseur est connu.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="363"/>
        <source>Paths an operator revoked: they do not run until lifted.</source>
        <translation>Chemins révoqués par un opérateur : ils ne fonctionnent pas tant que la révocation n’est pas levée.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="380"/>
        <source>No certificates yet.</source>
        <translation>Aucun certificat pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="387"/>
        <source>%1 certs on the last %2 days with certs (%3 to %4, UTC); %5 in the whole chain.</source>
        <translation>%1 certificats sur les %2 derniers jours avec des certificats (du %3 au %4, UTC) ; %5 dans toute la chaîne.</translation>
    </message>
    <message>
        <location filename="../views/pages/overview_page.cpp" line="390"/>
        <source>No approval requests yet.</source>
        <translation>Aucune demande d&apos;approbation pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>seal::ProofAgeDialog</name>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="42"/>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="54"/>
        <source>Max proof age</source>
        <translation>Âge de preuve maximal</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="44"/>
        <source>How old the latest green storm proof of path %1 may be before its CLEARED policy lapses to HOLD. Now: %2%3.</source>
        <translation>L&apos;âge que peut avoir la dernière preuve de tempête verte du chemin %1 avant que sa politique CLEARED ne retombe à HOLD. Actuellement : %2%3.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="47"/>
        <source> (the default)</source>
        <translation> (la valeur par défaut)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="57"/>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="58"/>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="58"/>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="58"/>
        <source>hours</source>
        <translation>heures</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="58"/>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="66"/>
        <source>At most:</source>
        <translation>Au plus :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="73"/>
        <source>Continue…</source>
        <translation>Continuer…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/proof_age_dialog.cpp" line="98"/>
        <source>⟨invalid⟩</source>
        <translation>⟨invalide⟩</translation>
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
        <translation>%1 j</translation>
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
        <translation>Saisissez un nombre positif, comme %1 ou %2.</translation>
    </message>
</context>
<context>
    <name>seal::ReceiptVerdictDialog</name>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="213"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="373"/>
        <source>Unreadable: %1</source>
        <translation>Illisible : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="127"/>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="132"/>
        <source>Certs: %1, each one&apos;s digest recomputed and equal to its hash.</source>
        <translation>Certificats : %1, condensé de chacun recalculé et égal à son empreinte.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="133"/>
        <source>Signature: valid Ed25519 signature by public key %1.</source>
        <translation>Signature : signature Ed25519 valide par la clé publique %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="140"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="148"/>
        <source>The file claims: exported by %1 at %2; certs at seq %3; chain then %4, head seq %5.</source>
        <translation>Le fichier affirme : exporté par %1 le %2 ; certificats aux séq. %3 ; chaîne alors %4, tête séq. %5.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="97"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="150"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="152"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="153"/>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="83"/>
        <source>Incident receipt for intent %1: its digest matches. The document is unchanged since it was made.</source>
        <translation>Reçu d&apos;incident pour l&apos;intention %1 : son condensé correspond. Le document est inchangé depuis sa création.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="89"/>
        <source>Incident receipt for intent %1: its digest does NOT match. The document was changed after it was made; do not rely on what it says.</source>
        <translation>Reçu d&apos;incident pour l&apos;intention %1 : son condensé NE correspond PAS. Le document a été modifié après sa création ; ne vous fiez pas à ce qu&apos;il dit.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="92"/>
        <source>Why: %1.</source>
        <translation>Raison : %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="94"/>
        <source>Digest stated in the file: %1</source>
        <translation>Condensé indiqué dans le fichier : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="95"/>
        <source>Digest recomputed from its content: %1</source>
        <translation>Condensé recalculé à partir du contenu : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="96"/>
        <source>cannot be computed</source>
        <translation>impossible à calculer</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="107"/>
        <source>What this proves: the document is unchanged since it was made, so it still says what the chain and the store said then.</source>
        <translation>Ce que cela prouve : le document est inchangé depuis sa création ; il dit donc encore ce que la chaîne et le dépôt disaient alors.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="109"/>
        <source>What it does not prove: it is not signed, so it does not prove who made it (anyone who edits the file can recompute the digest). It says nothing about the store today: certs written since, or a break since, are not in it. For proof of who made it, export a portable signed receipt; for today, verify the chain.</source>
        <translation>Ce que cela ne prouve pas : il n&apos;est pas signé, il ne prouve donc pas qui l&apos;a créé (quiconque modifie le fichier peut recalculer le condensé). Il ne dit rien du magasin aujourd&apos;hui : les certificats écrits depuis, ou une rupture depuis, n&apos;y figurent pas. Pour prouver qui l&apos;a créé, exportez un reçu portable signé ; pour aujourd&apos;hui, vérifiez la chaîne.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="113"/>
        <source>Not signed: an incident receipt proves no origin.</source>
        <translation>Non signé : un reçu d&apos;incident ne prouve aucune origine.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="122"/>
        <source>This file is in Seal Desk&apos;s earlier format (seal-portable-receipt/1), which Seal Desk no longer exports: it was signed by whoever exported it, not by the kernel. It is checked by that format&apos;s rules.</source>
        <translation>Ce fichier est dans l&apos;ancien format de Seal Desk (seal-portable-receipt/1), que Seal Desk n&apos;exporte plus : il a été signé par la personne qui l&apos;a exporté, pas par le noyau. Il est contrôlé selon les règles de ce format.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="131"/>
        <source>Valid portable receipt (Seal Desk&apos;s earlier format) for intent %1.</source>
        <translation>Reçu portable valide (ancien format de Seal Desk) pour l&apos;intention %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="140"/>
        <source>INVALID portable receipt (Seal Desk&apos;s earlier format) for intent %1: %2.</source>
        <translation>Reçu portable INVALIDE (ancien format de Seal Desk) pour l&apos;intention %1 : %2.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="151"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="152"/>
        <source>verified</source>
        <translation>vérifiée</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="152"/>
        <source>NOT verified</source>
        <translation>NON vérifiée</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="155"/>
        <source>Signer checked: signed by the public key you gave.</source>
        <translation>Signataire contrôlé : signé par la clé publique fournie.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="156"/>
        <source>Signer checked against the public key you gave: see above.</source>
        <translation>Signataire contrôlé avec la clé publique fournie : voir ci-dessus.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="158"/>
        <source>Signer NOT checked: only internal consistency was checked, not who signed. Give the signer&apos;s public key to check that.</source>
        <translation>Signataire NON contrôlé : seule la cohérence interne a été contrôlée, pas l&apos;identité du signataire. Fournissez la clé publique du signataire pour la contrôler.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="171"/>
        <source>Unreadable: not a seal-receipt/1 bundle, nor an incident receipt.</source>
        <translation>Illisible : ni un lot seal-receipt/1, ni un reçu d&apos;incident.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="176"/>
        <source>Problem: %1</source>
        <translation>Problème : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="183"/>
        <source>Pinned key: %1. What this proves: each cert was signed by the holder of that key and is unaltered since; the tiers say what the world confirmed.</source>
        <translation>Clé épinglée : %1. Ce que cela prouve : chaque certificat a été signé par le détenteur de cette clé et est inchangé depuis ; les paliers indiquent ce que le monde a confirmé.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="192"/>
        <source>No key pinned. What this proves: only that the file is consistent with itself; anyone can re-sign altered certs with a key of their own and pass. Give the kernel&apos;s public key (obtained out of band) to make this evidence.</source>
        <translation>Aucune clé épinglée. Ce que cela prouve : seulement que le fichier est cohérent avec lui-même ; n&apos;importe qui peut re-signer des certificats altérés avec sa propre clé et passer le contrôle. Fournissez la clé publique du noyau (obtenue par un canal distinct) pour en faire une preuve.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="199"/>
        <source>Pinned key: %1.</source>
        <translation>Clé épinglée : %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="199"/>
        <source>No key pinned.</source>
        <translation>Aucune clé épinglée.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="201"/>
        <source>Kernel&apos;s note: %1</source>
        <translation>Note du noyau : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="202"/>
        <source>Certs: %1; signatures verified: %2.</source>
        <translation>Certificats : %1 ; signatures vérifiées : %2.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="203"/>
        <source>What no pass proves: completeness (other certs of the intent may exist: that takes the chain check against the store), and nothing covers the intent header, the mandate or generated_at: altering them leaves the verdict unchanged.</source>
        <translation>Ce que même une vérification réussie ne prouve pas : l&apos;exhaustivité (d&apos;autres certificats de l&apos;intention peuvent exister : il faut pour cela le contrôle de la chaîne dans le dépôt), et rien ne couvre l&apos;en-tête de l&apos;intention, le mandat ni generated_at : les modifier laisse le verdict inchangé.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="223"/>
        <source>the public key is neither an Ed25519 public key (64 hex digits, or base64 of its 32 bytes) nor a file holding one.</source>
        <translation>la clé publique n&apos;est ni une clé publique Ed25519 (64 chiffres hexadécimaux, ou le base64 de ses 32 octets) ni un fichier en contenant une.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="249"/>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="341"/>
        <source>Open receipt</source>
        <translation>Ouvrir un reçu</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="256"/>
        <source>optional: the kernel&apos;s public key to pin (64 hex digits or base64) or a file holding it</source>
        <translation>facultatif : la clé publique du noyau à épingler (64 chiffres hexadécimaux ou base64) ou un fichier la contenant</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="342"/>
        <source>Receipts (*.json);;All files (*)</source>
        <translation>Reçus (*.json);;Tous les fichiers (*)</translation>
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
            <numerusform>Ce qu&apos;il dit : lors de sa création (%1, une heure que le condensé ne couvre pas), l&apos;état de l&apos;intention était %2, elle avait %Ln certificat, et %3.</numerusform>
            <numerusform>Ce qu&apos;il dit : lors de sa création (%1, une heure que le condensé ne couvre pas), l&apos;état de l&apos;intention était %2, elle avait %Ln certificats, et %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="102"/>
        <source>What it claims (not to be relied on): made %1, the intent&apos;s state %2, %Ln cert(s), and %3.</source>
        <translation>
            <numerusform>Ce qu&apos;il prétend (à ne pas croire) : créé %1, état de l&apos;intention %2, %Ln certificat, et %3.</numerusform>
            <numerusform>Ce qu&apos;il prétend (à ne pas croire) : créé %1, état de l&apos;intention %2, %Ln certificats, et %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="180"/>
        <source>Verified against the pinned key: %Ln cert(s), each signed by the key&apos;s holder and unaltered since.</source>
        <translation>
            <numerusform>Vérifié avec la clé épinglée : %Ln certificat, signé par le détenteur de la clé et inchangé depuis.</numerusform>
            <numerusform>Vérifié avec la clé épinglée : %Ln certificats, chacun signé par le détenteur de la clé et inchangé depuis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="188"/>
        <source>Internally consistent only: %1, %2 against the keys the certs name. Authorship is NOT established.</source>
        <translation>Cohérent en interne seulement : %1, %2 avec les clés que nomment les certificats. L&apos;auteur n&apos;est PAS établi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="190"/>
        <source>%Ln cert(s)</source>
        <translation>
            <numerusform>%Ln certificat</numerusform>
            <numerusform>%Ln certificats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="191"/>
        <source>%Ln signature(s) verified</source>
        <translation>
            <numerusform>%Ln signature vérifiée</numerusform>
            <numerusform>%Ln signatures vérifiées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="197"/>
        <source>Verification FAILED: %Ln problem(s). Treat this receipt as no evidence at all.</source>
        <translation>
            <numerusform>ÉCHEC de la vérification : %Ln problème. Ce reçu ne constitue aucune preuve.</numerusform>
            <numerusform>ÉCHEC de la vérification : %Ln problèmes. Ce reçu ne constitue aucune preuve.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="253"/>
        <source>&amp;Browse…</source>
        <translation>P&amp;arcourir…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="257"/>
        <source>B&amp;rowse…</source>
        <translation>Pa&amp;rcourir…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="258"/>
        <source>&amp;Verify</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="263"/>
        <source>Choose a receipt file: the kernel&apos;s seal-receipt/1, an incident receipt, or a portable receipt in Seal Desk&apos;s earlier format.</source>
        <translation>Choisissez un fichier de reçu : le seal-receipt/1 du noyau, un reçu d&apos;incident, ou un reçu portable dans l&apos;ancien format de Seal Desk.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="274"/>
        <source>Receipt details</source>
        <translation>Détails du reçu</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="284"/>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="286"/>
        <source>&amp;Public key:</source>
        <translation>Clé p&amp;ublique :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="347"/>
        <source>Signer&apos;s public key file</source>
        <translation>Fichier de clé publique du signataire</translation>
    </message>
    <message>
        <location filename="../views/dialogs/receipt_verdict_dialog.cpp" line="360"/>
        <source>Checking %1…</source>
        <translation>Contrôle de %1…</translation>
    </message>
</context>
<context>
    <name>seal::ReportDialog</name>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="29"/>
        <source>Range report</source>
        <translation>Rapport sur une période</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="32"/>
        <source>From the &amp;beginning</source>
        <translation>Depuis le dé&amp;but</translation>
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
        <translation>Pa&amp;rcourir…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="48"/>
        <source>&amp;Write report</source>
        <translation>É&amp;crire le rapport</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="52"/>
        <source>The report verifies the whole chain first; on a long chain that takes a while.</source>
        <translation>Le rapport vérifie d&apos;abord toute la chaîne ; sur une longue chaîne, cela prend du temps.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="64"/>
        <source>&amp;Since:</source>
        <translation>&amp;Depuis :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="66"/>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="69"/>
        <source>F&amp;ormat:</source>
        <translation>F&amp;ormat :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="130"/>
        <source>Write report</source>
        <translation>Écrire le rapport</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="131"/>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="147"/>
        <source>Building the report…</source>
        <translation>Génération du rapport…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="156"/>
        <source>Written %1: %2</source>
        <translation>Écrit %1 : %2</translation>
    </message>
    <message>
        <location filename="../views/dialogs/report_dialog.cpp" line="157"/>
        <source>Not written: %1</source>
        <translation>Non écrit : %1</translation>
    </message>
</context>
<context>
    <name>seal::ReservationModel</name>
    <message>
        <location filename="../models/budget_model.cpp" line="26"/>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="27"/>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="28"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="29"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="47"/>
        <source>reserved (in flight)</source>
        <translation>réservé (en cours)</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="48"/>
        <source>settled</source>
        <translation>réglé</translation>
    </message>
    <message>
        <location filename="../models/budget_model.cpp" line="262"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
</context>
<context>
    <name>seal::SagaChildModel</name>
    <message>
        <location filename="../models/saga_model.cpp" line="25"/>
        <source>Child</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="26"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="27"/>
        <source>Required</source>
        <translation>Requis</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="28"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="29"/>
        <source>Tier</source>
        <translation>Palier</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="30"/>
        <source>Compensation</source>
        <translation>Compensation</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="31"/>
        <source>Intent</source>
        <translation>Intention</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="32"/>
        <source>Arguments</source>
        <translation>Arguments</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="220"/>
        <source>reverses %1</source>
        <translation>annule %1</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="223"/>
        <source>reversed by %1</source>
        <translation>annulé par %1</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="256"/>
        <source>required</source>
        <translation>requis</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="256"/>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="258"/>
        <source>pending</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="259"/>
        <source>sealed</source>
        <translation>scellé</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="260"/>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="261"/>
        <source>compensated</source>
        <translation>compensé</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="264"/>
        <source>(no intent row)</source>
        <translation>(aucune ligne d’intention)</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="268"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
</context>
<context>
    <name>seal::SagaModel</name>
    <message>
        <location filename="../models/saga_model.cpp" line="16"/>
        <source>Graph</source>
        <translation>Graphe</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="17"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="18"/>
        <source>Stored state</source>
        <translation>État enregistré</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="19"/>
        <source>Children</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="20"/>
        <source>Updated</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="21"/>
        <source>Required children&apos;s tiers</source>
        <translation>Paliers des étapes requises</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="51"/>
        <source>no intent</source>
        <translation>aucune intention</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="52"/>
        <source>(no required child)</source>
        <translation>(aucune étape requise)</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="91"/>
        <source>open</source>
        <translation>ouvert</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="92"/>
        <source>executing</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="93"/>
        <source>final</source>
        <translation>définitif</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="94"/>
        <source>compensating</source>
        <translation>en compensation</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="95"/>
        <source>compensated</source>
        <translation>compensé</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="96"/>
        <source>diverged</source>
        <translation>divergent</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="104"/>
        <source>The stored state stands: the graph is being or has been reversed.</source>
        <translation>L’état enregistré prévaut : le graphe est ou a été annulé.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="106"/>
        <source>A required child&apos;s intent is WORLD_DIVERGED: the world and the chain disagree.</source>
        <translation>L’intention d’une étape requise est WORLD_DIVERGED : le monde et la chaîne divergent.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="108"/>
        <source>Every required child&apos;s intent is WORLD_FINAL.</source>
        <translation>L’intention de chaque étape requise est WORLD_FINAL.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="111"/>
        <source>Not every required child&apos;s intent is WORLD_FINAL (or a required child failed): the graph is still running or stuck.</source>
        <translation>L’intention d’une étape requise n’est pas WORLD_FINAL (ou une étape requise a échoué) : le graphe est encore en cours ou bloqué.</translation>
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
        <translation>Graphe : %1
Verdict (évalué maintenant, non enregistré) : %2 (%3)
État enregistré : %4 (%5)
%6
Créé : %7
Modifié : %8
Paliers des étapes requises : %9</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="122"/>
        <source>The stored state and the verdict differ: the store has not caught up with its children.</source>
        <translation>L’état enregistré et le verdict diffèrent : le dépôt n’a pas encore rattrapé ses étapes.</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="125"/>
        <source>Not readable: %1</source>
        <translation>Illisible : %1</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="132"/>
        <source>SPEC §13&apos;s evaluate over the required children&apos;s tiers, computed now and never written</source>
        <translation>L’evaluate de la SPEC §13 sur les paliers des étapes requises, calculé maintenant et jamais écrit</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="133"/>
        <source>The state the store holds for the graph</source>
        <translation>L’état que le dépôt enregistre pour le graphe</translation>
    </message>
    <message>
        <location filename="../models/saga_model.cpp" line="191"/>
        <source>%1 (%2 required)</source>
        <translation>%1 (%2 requises)</translation>
    </message>
</context>
<context>
    <name>seal::SagasPage</name>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="31"/>
        <source>Sagas: effect graphs, diverged and unfinished ones first</source>
        <translation>Sagas : graphes d’effets, divergents et inachevés d’abord</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="37"/>
        <source>Loading sagas…</source>
        <translation>Chargement des sagas…</translation>
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
        <translation>Étapes</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="51"/>
        <source>Children of the graph</source>
        <translation>Étapes du graphe</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="58"/>
        <source>Intent &amp;story…</source>
        <translation>&amp;Historique de l’intention…</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="60"/>
        <source>Everything the store knows about the selected child&apos;s intent, in time order</source>
        <translation>Tout ce que le dépôt sait de l’intention de l’étape choisie, dans l’ordre chronologique</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="72"/>
        <source>Saga detail</source>
        <translation>Détail de la saga</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="126"/>
        <source>No sagas: no effect graph in this store.</source>
        <translation>Aucune saga : aucun graphe d’effets dans ce dépôt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="132"/>
        <source>%n graph(s): </source>
        <translation>
            <numerusform>%n graphe : </numerusform>
            <numerusform>%n graphes : </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="133"/>
        <source>%n diverged, </source>
        <translation>
            <numerusform>%n divergent, </numerusform>
            <numerusform>%n divergents, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="134"/>
        <source>%n unfinished (running or stuck). The verdict is computed now and not written.</source>
        <translation>
            <numerusform>%n inachevé (en cours ou bloqué). Le verdict est calculé maintenant et non écrit.</numerusform>
            <numerusform>%n inachevés (en cours ou bloqués). Le verdict est calculé maintenant et non écrit.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="138"/>
        <source>Listed: every graph that is not done and the newest %1 of %2 done ones (sealctl sagas lists them all).</source>
        <translation>Listés : tous les graphes non terminés et les %1 plus récents des %2 terminés (sealctl sagas les liste tous).</translation>
    </message>
    <message>
        <location filename="../views/pages/sagas_page.cpp" line="160"/>
        <source>No graph selected.</source>
        <translation>Aucun graphe sélectionné.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/pages/sagas_page.cpp" line="161"/>
        <source>Children of %1: %n</source>
        <translation>
            <numerusform>Étapes de %1 : %n</numerusform>
            <numerusform>Étapes de %1 : %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>seal::SecretStore</name>
    <message>
        <location filename="../models/services/secret_store.cpp" line="114"/>
        <source>the keychain did not answer within %1 s</source>
        <translation>le trousseau n&apos;a pas répondu dans les %1 s</translation>
    </message>
    <message>
        <location filename="../models/services/secret_store.cpp" line="60"/>
        <source>the keychain has no such entry</source>
        <translation>le trousseau ne contient pas cette entrée</translation>
    </message>
    <message>
        <location filename="../models/services/secret_store.cpp" line="67"/>
        <source>no keychain service is running on this computer</source>
        <translation>aucun service de trousseau ne fonctionne sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../models/services/secret_store.cpp" line="71"/>
        <source>the keychain refused: %1</source>
        <translation>le trousseau a refusé : %1</translation>
    </message>
</context>
<context>
    <name>seal::Session</name>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="173"/>
        <source>&amp;Connection</source>
        <translation>&amp;Connexion</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="175"/>
        <source>&amp;Connect…</source>
        <translation>Se &amp;connecter…</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="179"/>
        <source>&amp;Read-only</source>
        <translation>&amp;Lecture seule</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="183"/>
        <source>Offer no writes in this session</source>
        <translation>Ne proposer aucune écriture dans cette session</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="199"/>
        <source>&amp;Demo</source>
        <translation>&amp;Démo</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="202"/>
        <source>&amp;Act as…</source>
        <translation>&amp;Agir en tant que…</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="208"/>
        <source>operator: sets policy, revokes, settles</source>
        <translation>opérateur : définit les politiques, révoque, règle</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="210"/>
        <source>maker: made pending requests, sees its own vote refused</source>
        <translation>auteur : a créé des demandes en attente, voit son propre vote refusé</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="211"/>
        <source>approver: votes on approvals</source>
        <translation>approbateur : vote sur les approbations</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="212"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="232"/>
        <source>&amp;Pause the simulated agents</source>
        <translation>Mettre en &amp;pause les agents simulés</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="236"/>
        <source>The agents write nothing until this is unticked; the store and the console stay up.</source>
        <translation>Les agents n’écrivent rien tant que cette case est cochée ; le magasin et la console restent actifs.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="241"/>
        <source>Demo paused: the simulated agents write nothing until Demo ▸ Pause is unticked.</source>
        <translation>Démo en pause : les agents simulés n’écrivent rien tant que Démo ▸ Pause reste cochée.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="243"/>
        <source>Demo resumed: the simulated agents are at work again.</source>
        <translation>Démo reprise : les agents simulés travaillent de nouveau.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="245"/>
        <source>Agents&apos; &amp;speed</source>
        <translation>&amp;Vitesse des agents</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="253"/>
        <source>&amp;Slow (a quarter as often)</source>
        <translation>&amp;Lente (quatre fois moins souvent)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="254"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="255"/>
        <source>&amp;Fast (four times as often)</source>
        <translation>&amp;Rapide (quatre fois plus souvent)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="267"/>
        <source>Payment provider: %1</source>
        <translation>Prestataire de paiement : %1</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="270"/>
        <source>The demo&apos;s own provider, a local HTTP server: Holds&apos; Witness… and Settle, and Autonomy&apos;s sweep ask it as they would ask a real one. It holds one charge nobody admitted, for a sweep to find.</source>
        <translation>Le prestataire propre à la démo, un serveur HTTP local : Attester… et Régler dans Blocages, et le rapprochement dans Autonomie l’interrogent comme un vrai. Il détient un débit que personne n’a admis, à trouver par un rapprochement.</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="304"/>
        <source>Now acting as %1 (%2)</source>
        <translation>Vous agissez maintenant en tant que %1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="370"/>
        <source>Approvals waiting for your vote</source>
        <translation>Approbations en attente de votre vote</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="397"/>
        <location filename="../app/sealdesk/session.cpp" line="407"/>
        <location filename="../app/sealdesk/session.cpp" line="411"/>
        <location filename="../app/sealdesk/session.cpp" line="424"/>
        <location filename="../app/sealdesk/session.cpp" line="436"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sealdesk/session.cpp" line="409"/>
        <source>and %n more</source>
        <translation>
            <numerusform>et %n autre</numerusform>
            <numerusform>et %n autres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sealdesk/session.cpp" line="412"/>
        <source>%n new alert(s)</source>
        <translation>
            <numerusform>%n nouvelle alerte</numerusform>
            <numerusform>%n nouvelles alertes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="445"/>
        <source>no console window is open</source>
        <translation>aucune fenêtre de console n’est ouverte</translation>
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
            <numerusform>Seal Desk — %n attend votre vote</numerusform>
            <numerusform>Seal Desk — %n attendent votre vote</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="474"/>
        <source>Show Seal Desk</source>
        <translation>Afficher Seal Desk</translation>
    </message>
    <message>
        <location filename="../app/sealdesk/session.cpp" line="475"/>
        <source>Approvals waiting for my vote</source>
        <translation>Approbations qui attendent mon vote</translation>
    </message>
</context>
<context>
    <name>seal::SettingsDialog</name>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="25"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="29"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="34"/>
        <source>A new language applies when Seal Desk next starts.</source>
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage de Seal Desk.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="38"/>
        <source>UTC</source>
        <translation>UTC</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="39"/>
        <source>Local time</source>
        <translation>Heure locale</translation>
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
        <translation>désactivée (actualiser à la main, F5)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="53"/>
        <source>never (wait as long as the store takes)</source>
        <translation>jamais (attendre aussi longtemps que le dépôt le demande)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="55"/>
        <source>How long a connection, a lock or a page&apos;s query may take before the console gives up and says what it waited for. Verifying the chain and exports are not limited.</source>
        <translation>Durée maximale d’une connexion, d’un verrou ou de la requête d’une page avant que la console abandonne et indique ce qu’elle attendait. La vérification de la chaîne et les exports ne sont pas limités.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="62"/>
        <source>For this run SEAL_TIMEOUT=%1 from the environment is used instead.</source>
        <translation>Pour cette exécution, SEAL_TIMEOUT=%1 de l’environnement est utilisé à la place.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="66"/>
        <source>Desktop &amp;notifications: new approvals and alerts</source>
        <translation>&amp;Notifications de bureau : nouvelles approbations et alertes</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="69"/>
        <source>A new approval you may vote on, a new hold, a divergence, out-of-band spend, a chain break, an approval about to expire, an obligation breached. Each is also kept in View ▸ Message log.</source>
        <translation>Une nouvelle approbation sur laquelle vous pouvez voter, une nouvelle mise en attente, une divergence, une dépense hors passerelle, une rupture de chaîne, une approbation sur le point d’expirer, une obligation non respectée. Chacune est aussi conservée dans Affichage ▸ Journal des messages.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="75"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="85"/>
        <source>unchanged (kept in the keychain or environment)</source>
        <translation>inchangée (conservée dans le trousseau ou l&apos;environnement)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="89"/>
        <source>https://api.provider.example</source>
        <translation>https://api.provider.example</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="93"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="95"/>
        <source>&amp;Times in:</source>
        <translation>&amp;Heures en :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="96"/>
        <source>Live &amp;refresh every:</source>
        <translation>&amp;Actualisation en direct toutes les :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="97"/>
        <source>Store &amp;timeout:</source>
        <translation>&amp;Délai du dépôt :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="100"/>
        <source>Alert when an approval &amp;expires within:</source>
        <translation>Alerter quand une approbation &amp;expire dans moins de :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="101"/>
        <source>&amp;Governance key:</source>
        <translation>Clé de &amp;gouvernance :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="102"/>
        <source>Provider &amp;witness URL:</source>
        <translation>URL du &amp;témoin du prestataire :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="103"/>
        <source>Provider witness &amp;key:</source>
        <translation>&amp;Clé du témoin du prestataire :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="105"/>
        <source>Keys are stored in the system keychain, never in the settings file.</source>
        <translation>Les clés sont stockées dans le trousseau du système, jamais dans le fichier de paramètres.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="123"/>
        <source>Connection &amp;profiles…</source>
        <translation>&amp;Profils de connexion…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="166"/>
        <source>%1 saved in the system keychain.</source>
        <translation>%1 enregistrée dans le trousseau du système.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="167"/>
        <source>%1 was NOT saved: %2. It is used until Seal Desk quits.</source>
        <translation>%1 n&apos;a PAS été enregistrée : %2. Elle est utilisée jusqu&apos;à la fermeture de Seal Desk.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="180"/>
        <source>The governance key</source>
        <translation>La clé de gouvernance</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="181"/>
        <source>The provider witness key</source>
        <translation>La clé du témoin du prestataire</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settings_dialog.cpp" line="188"/>
        <source>The provider witness URL&apos;s credentials</source>
        <translation>Identifiants de l’URL du témoin du prestataire</translation>
    </message>
</context>
<context>
    <name>seal::SettleDialog</name>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="88"/>
        <source>Settle hold</source>
        <translation>Régler le blocage</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="92"/>
        <source>Say what the world did for intent %1 (path %2, action %3, state %4).</source>
        <translation>Indiquez ce que le monde a fait pour l&apos;intention %1 (chemin %2, action %3, état %4).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="94"/>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="100"/>
        <source>&amp;Attest a verdict (I checked at the provider)</source>
        <translation>&amp;Attester un verdict (j&apos;ai vérifié auprès du prestataire)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="108"/>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="114"/>
        <source>Choose what the world did…</source>
        <translation>Choisir ce qui s&apos;est passé dans le monde…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="116"/>
        <source>&amp;Verdict:</source>
        <translation>&amp;Verdict :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="122"/>
        <source>Evidence</source>
        <translation>Preuve</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="125"/>
        <source>What you checked at the provider (required, kept in the cert or event)</source>
        <translation>Ce que vous avez vérifié auprès du prestataire (obligatoire, conservé dans le certificat ou l&apos;événement)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="127"/>
        <source>&amp;Evidence:</source>
        <translation>&amp;Preuve :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="130"/>
        <source>Ask the provider &amp;witness</source>
        <translation>Interroger le &amp;témoin du prestataire</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="134"/>
        <source>Asks %1 for payment intents carrying this intent; its answer is shown before anything is written.</source>
        <translation>Interroge %1 sur les intentions de paiement portant cette intention ; sa réponse est affichée avant toute écriture.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="152"/>
        <source>&amp;Continue…</source>
        <translation>&amp;Continuer…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="196"/>
        <source>Choose a verdict: say what the world did for this intent.</source>
        <translation>Choisissez un verdict : indiquez ce qui s&apos;est passé dans le monde pour cette intention.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/settle_dialog.cpp" line="198"/>
        <source>Evidence is required: say what you checked at the provider.</source>
        <translation>La preuve est obligatoire : indiquez ce que vous avez vérifié auprès du prestataire.</translation>
    </message>
</context>
<context>
    <name>seal::ShortcutsDialog</name>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="48"/>
        <source>Everywhere in the window</source>
        <translation>Partout dans la fenêtre</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="94"/>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="99"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="100"/>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="100"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="100"/>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <location filename="../views/dialogs/shortcuts_dialog.cpp" line="118"/>
        <source>Read from the window&apos;s menus and pages as they are now.</source>
        <translation>Lus dans les menus et les pages de la fenêtre tels qu’ils sont maintenant.</translation>
    </message>
</context>
<context>
    <name>seal::SigningKeyChoice</name>
    <message>
        <location filename="../views/widgets/signing_key_choice.cpp" line="16"/>
        <source>Writes FILE.sig beside the export: anyone can check it with `sealctl verify-signature FILE` and your public key (File ▸ Signing keys…)</source>
        <translation>Écrit FILE.sig à côté de l&apos;export : n&apos;importe qui peut le vérifier avec `sealctl verify-signature FILE` et votre clé publique (Fichier ▸ Clés de signature…)</translation>
    </message>
    <message>
        <location filename="../views/widgets/signing_key_choice.cpp" line="24"/>
        <source>Sign &amp;with:</source>
        <translation>Signer &amp;avec :</translation>
    </message>
    <message>
        <location filename="../views/widgets/signing_key_choice.cpp" line="31"/>
        <source>No signature</source>
        <translation>Aucune signature</translation>
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
        <translation>Non envoyé : le dépôt est injoignable, rien n’a été écrit. Réessayez dès qu’il sera de retour.</translation>
    </message>
</context>
<context>
    <name>seal::StoreWorker</name>
    <message>
        <location filename="../models/keyset_reads.cpp" line="52"/>
        <source>the body is not valid JSON</source>
        <translation>le corps n&apos;est pas du JSON valide</translation>
    </message>
    <message>
        <location filename="../models/keyset_reads.cpp" line="56"/>
        <source>the body is a JSON %1, not an object</source>
        <translation>le corps est un %1 JSON, pas un objet</translation>
    </message>
</context>
<context>
    <name>seal::SweepDialog</name>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="81"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="92"/>
        <source>CLEAN: the provider listed %n effect(s) in this window, and the gateway admitted every one.</source>
        <translation>
            <numerusform>SANS ÉCART : le prestataire a listé %n effet sur cette période, et la passerelle l’a admis.</numerusform>
            <numerusform>SANS ÉCART : le prestataire a listé %n effets sur cette période, et la passerelle les a tous admis.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="95"/>
        <source>Recorded reconcile_clean: it counts as a clean sweep for every path&apos;s licence.</source>
        <translation>reconcile_clean consigné : il compte comme rapprochement sans écart pour la licence de chaque chemin.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="74"/>
        <source>%1 (%2 in the provider&apos;s minor units)</source>
        <translation>%1 (%2 en unités mineures du prestataire)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="76"/>
        <source>%1 in the provider&apos;s minor units (no currency set to convert them)</source>
        <translation>%1 en unités mineures du prestataire (aucune devise définie pour les convertir)</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="99"/>
        <source>OUT-OF-BAND SPEND: %1 of %Ln effect(s) at the provider were never admitted by the gateway (%2 untagged, %3 with a tag that is no intent of ours), amount %4.</source>
        <translation>
            <numerusform>DÉPENSE HORS PASSERELLE : %1 sur %Ln effet chez le prestataire n’a jamais été admis par la passerelle (%2 sans marque, %3 avec une marque qui n’est aucun de nos intents), montant %4.</numerusform>
            <numerusform>DÉPENSE HORS PASSERELLE : %1 sur %Ln effets chez le prestataire n’ont jamais été admis par la passerelle (%2 sans marque, %3 avec une marque qui n’est aucun de nos intents), montant %4.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="107"/>
        <source>Recorded out_of_band_spend: a breach, it suspends the licences it concerns until an operator reviews it.</source>
        <translation>out_of_band_spend consigné : une infraction ; elle suspend les licences concernées jusqu&apos;à l&apos;examen par un opérateur.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="110"/>
        <source>Domain %1 frozen: it admits nothing until unfrozen.</source>
        <translation>Domaine %1 gelé : il n&apos;admet rien tant qu&apos;il n&apos;est pas dégelé.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="111"/>
        <source>Domain %1 was frozen already (its reason is kept).</source>
        <translation>Le domaine %1 était déjà gelé (son motif est conservé).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="114"/>
        <source>No domain was frozen (none was given).</source>
        <translation>Aucun domaine gelé (aucun n&apos;a été indiqué).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="119"/>
        <source>Effects behind the gateway (first %1): %2</source>
        <translation>Effets hors circuit (les %1 premiers) : %2</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="125"/>
        <source>NOT KNOWN: the provider could not be listed (%1).</source>
        <translation>INCONNU : le prestataire n&apos;a pas pu être listé (%1).</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="127"/>
        <source>Recorded reconcile_unknown: this is not a clean sweep; sweep again when the provider answers.</source>
        <translation>reconcile_unknown consigné : ce n&apos;est pas un rapprochement sans écart ; recommencez quand le prestataire répond.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="132"/>
        <source>Window: %1</source>
        <translation>Période : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="133"/>
        <source>Provider pages read: %1 · effects listed: %2 · ours: %3</source>
        <translation>Pages du prestataire lues : %1 · effets listés : %2 · les nôtres : %3</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="137"/>
        <source>Event: %1 #%2 · sweep id %3</source>
        <translation>Événement : %1 n° %2 · id de rapprochement %3</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="141"/>
        <source>Written as: %1</source>
        <translation>Écrit en tant que : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="149"/>
        <source>Run reconcile sweep</source>
        <translation>Lancer un rapprochement</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="152"/>
        <source>Lists every payment the provider made in a window and checks that the gateway admitted each one. Spend behind the gateway is recorded as out_of_band_spend (a breach); a clean sweep lets paths climb to L3 and above. The provider is only read; nothing is recorded until you confirm.</source>
        <translation>Liste chaque paiement effectué par le prestataire sur une période et vérifie que la passerelle les a tous admis. Une dépense hors circuit est consignée comme out_of_band_spend (une infraction) ; un rapprochement sans écart permet aux chemins de monter à L3 et au-delà. Le prestataire est seulement lu ; rien n&apos;est consigné avant votre confirmation.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="161"/>
        <source>Since</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="162"/>
        <source>Until</source>
        <translation>Jusqu&apos;à</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="165"/>
        <source>&amp;Since:</source>
        <translation>&amp;Depuis :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="166"/>
        <source>The last 24 hours (looking for the last sweep…)</source>
        <translation>Les dernières 24 heures (recherche du dernier rapprochement…)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="170"/>
        <source>&amp;Until:</source>
        <translation>&amp;Jusqu&apos;à :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="173"/>
        <source>Domain to freeze</source>
        <translation>Domaine à geler</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="174"/>
        <source>optional: a domain to freeze if spend turns up behind the gateway</source>
        <translation>facultatif : un domaine à geler si une dépense hors circuit apparaît</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="175"/>
        <source>&amp;Freeze domain:</source>
        <translation>Domaine à &amp;geler :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="178"/>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="355"/>
        <source>Provider:</source>
        <translation>Prestataire :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="180"/>
        <source>Recorded as:</source>
        <translation>Consigné en tant que :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="185"/>
        <source>Sweep progress</source>
        <translation>Progression du rapprochement</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="196"/>
        <source>Sweep result</source>
        <translation>Résultat du rapprochement</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="198"/>
        <source>The result appears here once the sweep is recorded.</source>
        <translation>Le résultat apparaît ici une fois le rapprochement consigné.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="206"/>
        <source>&amp;Run sweep…</source>
        <translation>&amp;Lancer…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="232"/>
        <source>the window ends before it starts</source>
        <translation>la période se termine avant de commencer</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="233"/>
        <source>a sweep is in progress</source>
        <translation>un rapprochement est en cours</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="240"/>
        <source>none configured</source>
        <translation>aucun configuré</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="241"/>
        <source>(not connected)</source>
        <translation>(non connecté)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="247"/>
        <source>List the provider for this window, then confirm what is recorded</source>
        <translation>Lister le prestataire pour cette période, puis confirmer ce qui est consigné</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="248"/>
        <source>Run is unavailable: %1</source>
        <translation>Lancement indisponible : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="250"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="250"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="252"/>
        <source>Stop listing the provider: nothing is recorded</source>
        <translation>Arrêter de lister le prestataire : rien n&apos;est consigné</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="266"/>
        <source>Since the last sweep that answered (it ended %1)</source>
        <translation>Depuis le dernier rapprochement qui a obtenu une réponse (terminé le %1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="269"/>
        <source>The last 24 hours (the last sweep ended later)</source>
        <translation>Les dernières 24 heures (le dernier rapprochement se termine plus tard)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="270"/>
        <source>The last 24 hours (no sweep has answered yet)</source>
        <translation>Les dernières 24 heures (aucun rapprochement n&apos;a encore obtenu de réponse)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="298"/>
        <source>Listing %1…</source>
        <translation>Liste de %1…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="310"/>
        <source>The listing failed: %1. Nothing was recorded.</source>
        <translation>La liste a échoué : %1. Rien n&apos;a été consigné.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="319"/>
        <source>Provider pages read: %1 · effects listed: %2 · other states ignored: %3</source>
        <translation>Pages du prestataire lues : %1 · effets listés : %2 · autres états ignorés : %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="328"/>
        <source>Cancelled after %n provider page(s): nothing was recorded.</source>
        <translation>
            <numerusform>Annulé après %n page du prestataire : rien n&apos;a été consigné.</numerusform>
            <numerusform>Annulé après %n pages du prestataire : rien n&apos;a été consigné.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="340"/>
        <source>The provider listed %n effect(s): confirm to compare them with the store and record the sweep.</source>
        <translation>
            <numerusform>Le prestataire a listé %n effet : confirmez pour le comparer au magasin et consigner le rapprochement.</numerusform>
            <numerusform>Le prestataire a listé %n effets : confirmez pour les comparer au magasin et consigner le rapprochement.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="343"/>
        <source>The provider could not be listed completely: confirm to record reconcile_unknown.</source>
        <translation>Le prestataire n&apos;a pas pu être listé entièrement : confirmez pour consigner reconcile_unknown.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="346"/>
        <source>Record reconcile sweep</source>
        <translation>Consigner le rapprochement</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="349"/>
        <source>Compare what the provider listed with the intents the gateway admitted, and record reconcile_clean, or out_of_band_spend when spend turns up behind the gateway.</source>
        <translation>Comparer ce que le prestataire a listé aux intentions admises par la passerelle, et consigner reconcile_clean, ou out_of_band_spend si une dépense hors circuit apparaît.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="351"/>
        <source>The provider could not be listed: record reconcile_unknown for this window. It is never taken as clean.</source>
        <translation>Le prestataire n&apos;a pas pu être listé : consigner reconcile_unknown pour cette période. Ce n&apos;est jamais considéré comme sans écart.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="354"/>
        <source>Window:</source>
        <translation>Période :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="356"/>
        <source>Pages read:</source>
        <translation>Pages lues :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="357"/>
        <source>Effects listed:</source>
        <translation>Effets listés :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="358"/>
        <source>not known (%1)</source>
        <translation>inconnu (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="359"/>
        <source>Freeze domain:</source>
        <translation>Domaine à geler :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="360"/>
        <source>none (spend behind the gateway freezes nothing)</source>
        <translation>aucun (une dépense hors circuit ne gèle rien)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="361"/>
        <source>Record sweep</source>
        <translation>Consigner le rapprochement</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="367"/>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="394"/>
        <source>Reconcile sweep</source>
        <translation>Rapprochement</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/dialogs/sweep_dialog.cpp" line="374"/>
        <source>Comparing %n effect(s) with the store&apos;s intents and recording…</source>
        <translation>
            <numerusform>Comparaison de %n effet avec les intentions du magasin et consignation…</numerusform>
            <numerusform>Comparaison de %n effets avec les intentions du magasin et consignation…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="382"/>
        <source>Nothing was recorded: %1</source>
        <translation>Rien n&apos;a été consigné : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="387"/>
        <source>Not recorded: the confirmation was cancelled.</source>
        <translation>Non consigné : la confirmation a été annulée.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="397"/>
        <source>Recorded: event %1.</source>
        <translation>Consigné : événement %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/sweep_dialog.cpp" line="409"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
</context>
<context>
    <name>seal::ThresholdsDialog</name>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="26"/>
        <source>Set thresholds</source>
        <translation>Définir les seuils</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="28"/>
        <source>Approval thresholds of path %1: amounts up to AUTO need no approval, up to DUAL need the approvers below, anything above always a human.</source>
        <translation>Seuils d&apos;approbation du chemin %1 : les montants jusqu&apos;à AUTO n&apos;exigent aucune approbation, jusqu&apos;à DUAL les approbateurs ci-dessous, tout montant au-delà toujours un humain.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="43"/>
        <source>AUTO up to</source>
        <translation>AUTO jusqu&apos;à</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="44"/>
        <source>DUAL up to</source>
        <translation>DUAL jusqu&apos;à</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="45"/>
        <source>AUTO up to:</source>
        <translation>AUTO jusqu&apos;à :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="46"/>
        <source>DUAL up to:</source>
        <translation>DUAL jusqu&apos;à :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="49"/>
        <source>Approvers a DUAL request needs</source>
        <translation>Approbateurs qu&apos;exige une demande DUAL</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="52"/>
        <source>Approvers for DUAL:</source>
        <translation>Approbateurs pour DUAL :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="60"/>
        <source>Continue…</source>
        <translation>Continuer…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="112"/>
        <source>AUTO is not an amount: type it as %1</source>
        <translation>AUTO n&apos;est pas un montant : saisissez-le comme %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="113"/>
        <source>DUAL is not an amount: type it as %1</source>
        <translation>DUAL n&apos;est pas un montant : saisissez-le comme %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="114"/>
        <source>AUTO must be 0 or more</source>
        <translation>AUTO doit être 0 ou plus</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="115"/>
        <source>DUAL must be at least AUTO (%1)</source>
        <translation>DUAL doit être au moins AUTO (%1)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/thresholds_dialog.cpp" line="117"/>
        <source>a DUAL request needs at least 2 approvers (one approver is no maker-checker)</source>
        <translation>une demande DUAL exige au moins 2 approbateurs (un seul approbateur n&apos;est pas un contrôle à quatre yeux)</translation>
    </message>
</context>
<context>
    <name>seal::WholeValueButton</name>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="15"/>
        <source>Save whole value…</source>
        <translation>Enregistrer la valeur entière…</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="18"/>
        <source>The pane shows only part of this value; save all of it, exactly as stored, to a file</source>
        <translation>Le panneau n’affiche qu’une partie de cette valeur ; enregistrez-la entière, telle que stockée, dans un fichier</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="40"/>
        <location filename="../views/widgets/whole_value_button.cpp" line="48"/>
        <source>Save whole value</source>
        <translation>Enregistrer la valeur entière</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="40"/>
        <source>JSON (*.json);;All files (*)</source>
        <translation>JSON (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="80"/>
        <source>the value is no longer in the store</source>
        <translation>la valeur n’est plus dans le dépôt</translation>
    </message>
    <message>
        <location filename="../views/widgets/whole_value_button.cpp" line="62"/>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>seal::WitnessDialog</name>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="25"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="39"/>
        <source>Exactly one effect happened: a witnessed cert is appended and the tier becomes WORLD_FINAL (world confirmed); the path&apos;s confirmation ratio rises.</source>
        <translation>Exactement un effet a eu lieu : un certificat witnessed est ajouté et le palier devient WORLD_FINAL (monde confirmé) ; le taux de confirmation du chemin augmente.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="42"/>
        <source>The chain sealed it but the provider has nothing: a witnessed cert marks it WORLD_DIVERGED and its domain is frozen.</source>
        <translation>La chaîne l&apos;a scellé mais le prestataire n&apos;a rien : un certificat witnessed le marque WORLD_DIVERGED et son domaine est gelé.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="45"/>
        <source>More than one effect happened: a witnessed cert marks it WORLD_DIVERGED and its domain is frozen.</source>
        <translation>Plus d&apos;un effet a eu lieu : un certificat witnessed le marque WORLD_DIVERGED et son domaine est gelé.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="50"/>
        <source>The provider could not say: a witnessed cert marks it WORLD_UNKNOWN, which makes it a hold to settle.</source>
        <translation>Le prestataire n&apos;a pas pu répondre : un certificat witnessed le marque WORLD_UNKNOWN, ce qui en fait un blocage à régler.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="58"/>
        <source>Witness intent</source>
        <translation>Attester une intention</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="61"/>
        <source>Asks the provider whether this sealed intent really happened, and records its answer in the chain. Nothing is recorded until you confirm.</source>
        <translation>Demande au prestataire si cette intention scellée a vraiment eu lieu, et consigne sa réponse dans la chaîne. Rien n&apos;est consigné avant votre confirmation.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="69"/>
        <location filename="../views/dialogs/witness_dialog.cpp" line="225"/>
        <source>Intent:</source>
        <translation>Intention :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="72"/>
        <source>Provider:</source>
        <translation>Prestataire :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="74"/>
        <source>Recorded as:</source>
        <translation>Consigné en tant que :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="79"/>
        <source>Witness progress</source>
        <translation>Progression de l&apos;attestation</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="90"/>
        <source>What the provider found</source>
        <translation>Ce que le prestataire a trouvé</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="92"/>
        <source>What the provider found appears here.</source>
        <translation>Ce que le prestataire a trouvé apparaît ici.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="100"/>
        <source>&amp;Ask the provider</source>
        <translation>&amp;Interroger le prestataire</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="102"/>
        <source>&amp;Record…</source>
        <translation>&amp;Consigner…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="125"/>
        <location filename="../views/dialogs/witness_dialog.cpp" line="138"/>
        <source>the provider is being asked</source>
        <translation>le prestataire est en cours d’interrogation</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="126"/>
        <source>its witnessing is recorded; see the result below</source>
        <translation>son attestation est consignée ; voir le résultat ci-dessous</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="133"/>
        <source>none configured</source>
        <translation>aucun configuré</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="134"/>
        <source>(not connected)</source>
        <translation>(non connecté)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="136"/>
        <source>Ask the provider about this intent; nothing is recorded yet</source>
        <translation>Interroger le prestataire sur cette intention ; rien n&apos;est encore consigné</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="139"/>
        <source>ask the provider first</source>
        <translation>interrogez d&apos;abord le prestataire</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="140"/>
        <source>Confirm and record what the provider said</source>
        <translation>Confirmer et consigner ce que le prestataire a dit</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="142"/>
        <source>Witness is unavailable: %1</source>
        <translation>Attestation indisponible : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="145"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="145"/>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="169"/>
        <source>Asking %1 about %2… (at most %3 s)</source>
        <translation>Interrogation de %1 sur %2… (au plus %3 s)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="183"/>
        <source>The question failed: %1. Nothing was recorded.</source>
        <translation>La question a échoué : %1. Rien n&apos;a été consigné.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="192"/>
        <source>Cancelled before the provider answered: nothing was recorded.</source>
        <translation>Annulé avant la réponse du prestataire : rien n&apos;a été consigné.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="197"/>
        <source>Not witnessed: %1</source>
        <translation>Non attestée : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="204"/>
        <source>Verdict: %1</source>
        <translation>Verdict : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="205"/>
        <source>Effects counted: %1</source>
        <translation>Effets comptés : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="205"/>
        <source>not known</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="206"/>
        <source>Evidence: %1</source>
        <translation>Preuve : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="209"/>
        <source>If recorded: %1</source>
        <translation>Si consigné : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="211"/>
        <source>The provider answered %1: confirm to record it, or close to record nothing.</source>
        <translation>Le prestataire a répondu %1 : confirmez pour le consigner, ou fermez pour ne rien consigner.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="222"/>
        <location filename="../views/dialogs/witness_dialog.cpp" line="232"/>
        <source>Record witness</source>
        <translation>Consigner l&apos;attestation</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="226"/>
        <source>Witness verdict:</source>
        <translation>Verdict du témoin :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="227"/>
        <source>Count:</source>
        <translation>Nombre :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="227"/>
        <source>(not known)</source>
        <translation>(inconnu)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="228"/>
        <source>Evidence kept:</source>
        <translation>Preuve conservée :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="231"/>
        <source>Source:</source>
        <translation>Source :</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="240"/>
        <location filename="../views/dialogs/witness_dialog.cpp" line="269"/>
        <source>Witness %1</source>
        <translation>Attester %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="250"/>
        <source>Recording…</source>
        <translation>Consignation…</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="257"/>
        <source>Nothing was recorded: %1</source>
        <translation>Rien n&apos;a été consigné : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="262"/>
        <source>Not recorded: the confirmation was cancelled.</source>
        <translation>Non consigné : la confirmation a été annulée.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="271"/>
        <source>Recorded: event %1.</source>
        <translation>Consigné : événement %1.</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="277"/>
        <source>Intent: %1, tier %2 → %3</source>
        <translation>Intention : %1, palier %2 → %3</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="280"/>
        <source>Cert appended: #%1 %2 (hash %3)</source>
        <translation>Certificat ajouté : n° %1 %2 (hash %3)</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="283"/>
        <source>Cert appended: none</source>
        <translation>Certificat ajouté : aucun</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="284"/>
        <source>Domain %1 frozen: it admits nothing until unfrozen</source>
        <translation>Domaine %1 gelé : il n&apos;admet rien tant qu&apos;il n&apos;est pas dégelé</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="285"/>
        <source>Path: %1, witness id %2</source>
        <translation>Chemin : %1, id d&apos;attestation %2</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="286"/>
        <source>Written as: %1</source>
        <translation>Écrit en tant que : %1</translation>
    </message>
    <message>
        <location filename="../views/dialogs/witness_dialog.cpp" line="299"/>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
</context>
</TS>
