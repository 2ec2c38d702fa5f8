<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="6"/>
        <source>Airlock: approve a command</source>
        <translation>Airlock: Befehl genehmigen</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="7"/>
        <source>Approve a command</source>
        <translation>Befehl genehmigen</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="13"/>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="20"/>
        <source>Position in the queue of approvals</source>
        <translation>Position in der Warteschlange der Genehmigungen</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="28"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="29"/>
        <source>The command the agent wants to run; the parts Airlock found dangerous are marked</source>
        <translation>Der Befehl, den der Agent ausführen möchte; die Teile, die Airlock für gefährlich hält, sind markiert</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="35"/>
        <source>Why Airlock asks:</source>
        <translation>Warum Airlock fragt:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="41"/>
        <source>Why Airlock asks</source>
        <translation>Warum Airlock fragt</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="46"/>
        <source>Parsed as:</source>
        <translation>Gelesen als:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="52"/>
        <source>The commands Airlock parsed</source>
        <translation>Die Befehle, wie Airlock sie gelesen hat</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="57"/>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="58"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="59"/>
        <source>Client:</source>
        <translation>Client:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="60"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="61"/>
        <source>Backend:</source>
        <translation>Backend:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="62"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="63"/>
        <source>Directory:</source>
        <translation>Verzeichnis:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="64"/>
        <source>Working directory</source>
        <translation>Arbeitsverzeichnis</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="69"/>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="75"/>
        <source>Always allow: the rule to save (one per line, editable)</source>
        <translation>Immer erlauben: die zu speichernde Regel (eine pro Zeile, bearbeitbar)</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="76"/>
        <source>Rule to save</source>
        <translation>Zu speichernde Regel</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="80"/>
        <source>Rule patterns, one per line</source>
        <translation>Regelmuster, eines pro Zeile</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="87"/>
        <source>Problem with the rule</source>
        <translation>Problem mit der Regel</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="95"/>
        <source>Would allow, for example:</source>
        <translation>Würde zum Beispiel erlauben:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="96"/>
        <source>Commands the rule would allow</source>
        <translation>Befehle, die die Regel erlauben würde</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="101"/>
        <source>Would still ask for:</source>
        <translation>Würde weiterhin fragen bei:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="102"/>
        <source>Commands the rule would not allow</source>
        <translation>Befehle, die die Regel nicht erlauben würde</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="110"/>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="111"/>
        <source>Save rule and allow</source>
        <translation>Regel speichern und erlauben</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="119"/>
        <source>Message to the agent</source>
        <translation>Nachricht an den Agenten</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="120"/>
        <source>Message to the agent, sent with a denial (optional)</source>
        <translation>Nachricht an den Agenten, die mit einer Ablehnung gesendet wird (optional)</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="128"/>
        <source>Time left to answer</source>
        <translation>Verbleibende Zeit für die Antwort</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="132"/>
        <source>Allow &amp;once</source>
        <translation>&amp;Einmal erlauben</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="132"/>
        <source>Allow once</source>
        <translation>Einmal erlauben</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="133"/>
        <source>Allow for this &amp;session</source>
        <translation>Für diese &amp;Sitzung erlauben</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="133"/>
        <source>Allow for this session</source>
        <translation>Für diese Sitzung erlauben</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="134"/>
        <source>&amp;Always allow…</source>
        <translation>&amp;Immer erlauben…</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="134"/>
        <source>Always allow, with a rule</source>
        <translation>Immer erlauben, mit einer Regel</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="135"/>
        <source>&amp;Deny</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="135"/>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>Autostart</name>
    <message>
        <location filename="../src/gui/Autostart.cpp" line="95"/>
        <source>%1 cannot be removed: %2</source>
        <translation>%1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/Autostart.cpp" line="99"/>
        <source>%1 is not a folder, so the autostart entry cannot go there</source>
        <translation>%1 ist kein Ordner, daher kann der Autostart-Eintrag dort nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../src/gui/Autostart.cpp" line="101"/>
        <source>The folder %1 cannot be made</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../src/gui/Autostart.cpp" line="104"/>
        <location filename="../src/gui/Autostart.cpp" line="107"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>BackendFacts</name>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="25"/>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="26"/>
        <source>Instance</source>
        <translation>Instanz</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="27"/>
        <source>Container</source>
        <translation>Container</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="28"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="29"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="30"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="31"/>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="32"/>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="33"/>
        <source>Expires</source>
        <translation>Läuft ab</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="34"/>
        <source>Auto-stop</source>
        <translation>Automatischer Stopp</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="35"/>
        <source>Directory</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="36"/>
        <source>Shell</source>
        <translation>Shell</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="37"/>
        <source>Shell pid</source>
        <translation>Shell-PID</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="52"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="53"/>
        <source>after %1 min idle</source>
        <translation>nach %1 min Leerlauf</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="68"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="70"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="72"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="73"/>
        <source>expired %1 ago</source>
        <translation>vor %1 abgelaufen</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="74"/>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
</context>
<context>
    <name>BackendFieldChecks</name>
    <message>
        <location filename="../src/gui/BackendFieldChecks.cpp" line="24"/>
        <source>Not an image name: expected a form like ubuntu:22.04 or registry.example.com/team/image:tag.</source>
        <translation>Kein Image-Name: erwartet wird etwa ubuntu:22.04 oder registry.example.com/team/image:tag.</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFieldChecks.cpp" line="40"/>
        <source>No such image file, and not a docker://, oras://, library:// or shub:// address: %1</source>
        <translation>Keine solche Image-Datei und keine docker://-, oras://-, library://- oder shub://-Adresse: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFieldChecks.cpp" line="54"/>
        <source>No such program: %1</source>
        <translation>Kein solches Programm: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFieldChecks.cpp" line="57"/>
        <source>Not found on PATH: %1</source>
        <translation>Nicht im PATH gefunden: %1</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.ui" line="6"/>
        <source>Airlock</source>
        <translation>Airlock</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="23"/>
        <source>Filter tasks</source>
        <translation>Aufgaben filtern</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="24"/>
        <source>Filter tasks (client, backend, state, command)…</source>
        <translation>Aufgaben filtern (Client, Backend, Zustand, Befehl)…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="30"/>
        <source>&amp;Clean up</source>
        <translation>&amp;Bereinigen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="31"/>
        <source>Stop the selected tasks&apos; backends and release what they started</source>
        <translation>Die Backends der ausgewählten Aufgaben stoppen und freigeben, was sie gestartet haben</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="32"/>
        <source>Clean up the selected tasks</source>
        <translation>Ausgewählte Aufgaben bereinigen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="37"/>
        <source>Clean up &amp;idle</source>
        <translation>Aufgaben im &amp;Leerlauf bereinigen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="38"/>
        <source>Clean up every task that is not running a command now</source>
        <translation>Jede Aufgabe bereinigen, die gerade keinen Befehl ausführt</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="39"/>
        <source>Clean up idle tasks now</source>
        <translation>Aufgaben im Leerlauf jetzt bereinigen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="44"/>
        <source>Clean up a&amp;ll</source>
        <translation>&amp;Alle bereinigen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="45"/>
        <source>Clean up every task, stopping running commands</source>
        <translation>Jede Aufgabe bereinigen und laufende Befehle stoppen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="46"/>
        <source>Clean up all tasks</source>
        <translation>Alle Aufgaben bereinigen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="51"/>
        <source>Clear &amp;gone</source>
        <translation>Beendete en&amp;tfernen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="52"/>
        <source>Remove the rows of tasks that were cleaned up (the audit log keeps what they did)</source>
        <translation>Die Zeilen bereinigter Aufgaben entfernen (das Prüfprotokoll behält, was sie getan haben)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="53"/>
        <source>Clear the rows of tasks that are gone</source>
        <translation>Die Zeilen beendeter Aufgaben entfernen</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="61"/>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="74"/>
        <source>Task details</source>
        <translation>Details der Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="76"/>
        <source>&amp;Output</source>
        <translation>Aus&amp;gabe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="82"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="86"/>
        <source>Commands of the selected task</source>
        <translation>Befehle der ausgewählten Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="92"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="93"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="95"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="101"/>
        <source>&amp;Backend</source>
        <translation>Bac&amp;kend</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="105"/>
        <source>Facts about the selected task&apos;s backend</source>
        <translation>Angaben zum Backend der ausgewählten Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="110"/>
        <source>Fact</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="111"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="123"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="129"/>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="133"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="142"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="143"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="146"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="147"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="150"/>
        <source>&amp;History…</source>
        <translation>&amp;Verlauf…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="151"/>
        <source>Every command agents ran or tried to run, with its decision and outcome</source>
        <translation>Jeder Befehl, den Agenten ausgeführt haben oder ausführen wollten, mit Entscheidung und Ergebnis</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="152"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="155"/>
        <source>&amp;About Airlock</source>
        <translation>Ü&amp;ber Airlock</translation>
    </message>
</context>
<context>
    <name>RuleSuggestions</name>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="29"/>
        <source>`%1` does not match the command it is for</source>
        <translation>`%1` passt nicht zu dem Befehl, für den sie gedacht ist</translation>
    </message>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="32"/>
        <source>`%1` is broader than the command&apos;s program and subcommand</source>
        <translation>`%1` ist weiter gefasst als Programm und Unterbefehl des Befehls</translation>
    </message>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="122"/>
        <source>there is no rule to save</source>
        <translation>es gibt keine Regel zum Speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="130"/>
        <location filename="../src/gui/RuleSuggestions.cpp" line="147"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="161"/>
        <source>`%1` would still ask: no rule covers it</source>
        <translation>`%1` würde weiterhin fragen: keine Regel deckt den Befehl ab</translation>
    </message>
</context>
<context>
    <name>SandboxSettingsPage</name>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="6"/>
        <source>Modal</source>
        <translation>Modal</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="7"/>
        <source>Credentials: MODAL_TOKEN_ID and MODAL_TOKEN_SECRET, or the Secrets page. Modal has no persistent shell: Airlock carries the working directory and exported variables from one command to the next.</source>
        <translation>Zugangsdaten: MODAL_TOKEN_ID und MODAL_TOKEN_SECRET oder die Seite „Zugangsdaten“. Modal hat keine dauerhafte Shell: Airlock trägt das Arbeitsverzeichnis und die exportierten Variablen von einem Befehl zum nächsten.</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="8"/>
        <source>Mo&amp;de:</source>
        <translation>Mo&amp;dus:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="8"/>
        <source>Modal connection mode</source>
        <translation>Verbindungsart zu Modal</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="9"/>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="9"/>
        <source>Modal base URL</source>
        <translation>Basis-URL von Modal</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="9"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="22"/>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="10"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="11"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="13"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="18"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="23"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="25"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="35"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="37"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="11"/>
        <source>&amp;Gateway URL:</source>
        <translation>&amp;Gateway-URL:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="11"/>
        <source>Modal managed gateway URL</source>
        <translation>URL des verwalteten Modal-Gateways</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="11"/>
        <source>from MODAL_GATEWAY_URL or TOOL_GATEWAY_URL</source>
        <translation>aus MODAL_GATEWAY_URL oder TOOL_GATEWAY_URL</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="12"/>
        <source>I&amp;mage:</source>
        <translation>I&amp;mage:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="12"/>
        <source>Modal image</source>
        <translation>Modal-Image</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="14"/>
        <source>&amp;CPUs:</source>
        <translation>&amp;CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="14"/>
        <source>Modal CPUs</source>
        <translation>CPUs für Modal</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="15"/>
        <source>Memor&amp;y:</source>
        <translation>Speic&amp;her:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="15"/>
        <source>Modal memory in MB</source>
        <translation>Speicher für Modal in MB</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="15"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="27"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="28"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="39"/>
        <source>&#xa0;MB</source>
        <translation>&#xa0;MB</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="16"/>
        <source>&amp;Lifetime:</source>
        <translation>&amp;Lebensdauer:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="16"/>
        <source>Modal sandbox lifetime in seconds</source>
        <translation>Lebensdauer der Modal-Sandbox in Sekunden</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="16"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="17"/>
        <source>&#xa0;s</source>
        <translation>&#xa0;s</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="17"/>
        <source>Stop when &amp;idle for:</source>
        <translation>Beenden nach &amp;Leerlauf von:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="17"/>
        <source>Modal idle timeout in seconds</source>
        <translation>Leerlaufgrenze der Modal-Sandbox in Sekunden</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="17"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="29"/>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="20"/>
        <source>Daytona</source>
        <translation>Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="21"/>
        <source>Credentials: DAYTONA_API_KEY, or the Secrets page. Daytona rounds memory and disk up to whole gigabytes.</source>
        <translation>Zugangsdaten: DAYTONA_API_KEY oder die Seite „Zugangsdaten“. Daytona rundet Speicher und Festplatte auf ganze Gigabyte auf.</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="22"/>
        <source>U&amp;RL:</source>
        <translation>U&amp;RL:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="22"/>
        <source>Daytona base URL</source>
        <translation>Basis-URL von Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="24"/>
        <source>Im&amp;age:</source>
        <translation>Im&amp;age:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="24"/>
        <source>Daytona image</source>
        <translation>Daytona-Image</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="26"/>
        <source>C&amp;PUs:</source>
        <translation>C&amp;PUs:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="26"/>
        <source>Daytona CPUs</source>
        <translation>CPUs für Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="27"/>
        <source>Mem&amp;ory:</source>
        <translation>Spei&amp;cher:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="27"/>
        <source>Daytona memory in MB</source>
        <translation>Speicher für Daytona in MB</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="28"/>
        <source>Dis&amp;k:</source>
        <translation>Fest&amp;platte:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="28"/>
        <source>Daytona disk in MB</source>
        <translation>Festplatte für Daytona in MB</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="29"/>
        <source>Auto-s&amp;top after:</source>
        <translation>Automatisch s&amp;toppen nach:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="29"/>
        <source>Daytona auto-stop in minutes</source>
        <translation>Automatischer Stopp von Daytona in Minuten</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="29"/>
        <source>&#xa0;min</source>
        <translation>&#xa0;min</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="30"/>
        <source>Allow &amp;network access</source>
        <translation>&amp;Netzwerkzugriff erlauben</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="30"/>
        <source>Daytona network access</source>
        <translation>Netzwerkzugriff für Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="32"/>
        <source>Apptainer / Singularity</source>
        <translation>Apptainer / Singularity</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="33"/>
        <source>Each task runs in its own instance, isolated from this machine (--containall, --cleanenv, --no-home); only the workspace is bound.</source>
        <translation>Jede Aufgabe läuft in ihrer eigenen Instanz, von diesem Rechner abgeschottet (--containall, --cleanenv, --no-home); nur der Arbeitsbereich wird eingebunden.</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="34"/>
        <source>Pro&amp;gram:</source>
        <translation>Pro&amp;gramm:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="34"/>
        <source>Apptainer program</source>
        <translation>Apptainer-Programm</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="34"/>
        <source>apptainer or singularity on PATH</source>
        <translation>apptainer oder singularity im PATH</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="36"/>
        <source>Imag&amp;e:</source>
        <translation>Imag&amp;e:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="36"/>
        <source>Apptainer image</source>
        <translation>Apptainer-Image</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="36"/>
        <source>docker://ubuntu:22.04 or a .sif file</source>
        <translation>docker://ubuntu:22.04 oder eine .sif-Datei</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="38"/>
        <source>CPU&amp;s:</source>
        <translation>CPU&amp;s:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="38"/>
        <source>Apptainer CPUs</source>
        <translation>CPUs für Apptainer</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="39"/>
        <source>&amp;Memory:</source>
        <translation>&amp;Speicher:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="39"/>
        <source>Apptainer memory in MB</source>
        <translation>Speicher für Apptainer in MB</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="40"/>
        <source>Net&amp;work:</source>
        <translation>Netz&amp;werk:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="40"/>
        <source>Apptainer network</source>
        <translation>Apptainer-Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="41"/>
        <source>Write the container&apos;s c&amp;hanges to an overlay on disk, not to memory</source>
        <translation>Änderungen am Container in ein Overlay auf der Festplatte sc&amp;hreiben, nicht in den Speicher</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="41"/>
        <source>Apptainer writable overlay</source>
        <translation>Beschreibbares Overlay für Apptainer</translation>
    </message>
</context>
<context>
    <name>SecretPromptDialog</name>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="6"/>
        <source>Airlock: a password is needed</source>
        <translation>Airlock: ein Passwort wird benötigt</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="7"/>
        <source>A password is needed</source>
        <translation>Ein Passwort wird benötigt</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="11"/>
        <source>Why a password is needed</source>
        <translation>Warum ein Passwort benötigt wird</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="26"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="34"/>
        <source>Remember in the keychain</source>
        <translation>Im Schlüsselbund speichern</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="35"/>
        <source>Kept in the system keychain once it proved right; otherwise it is used this once and forgotten.</source>
        <translation>Wird im Schlüsselbund des Systems gespeichert, sobald es sich als richtig erwiesen hat; sonst wird es nur dieses eine Mal verwendet und dann vergessen.</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="36"/>
        <source>&amp;Remember in the keychain</source>
        <translation>Im Schlüsselbund &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="41"/>
        <source>Keychain state</source>
        <translation>Zustand des Schlüsselbunds</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="6"/>
        <source>Airlock settings</source>
        <translation>Airlock-Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="8"/>
        <source>Settings pages</source>
        <translation>Seiten der Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="9"/>
        <source>&amp;General</source>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="10"/>
        <source>Default &amp;backend:</source>
        <translation>Standard-&amp;Backend:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="11"/>
        <source>Default backend</source>
        <translation>Standard-Backend</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="12"/>
        <location filename="../ui/SettingsDialog.ui" line="19"/>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <location filename="../ui/SettingsDialog.ui" line="39"/>
        <location filename="../ui/SettingsDialog.ui" line="51"/>
        <location filename="../ui/SettingsDialog.ui" line="58"/>
        <location filename="../ui/SettingsDialog.ui" line="75"/>
        <location filename="../ui/SettingsDialog.ui" line="78"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="13"/>
        <source>&amp;Maximum output:</source>
        <translation>&amp;Maximale Ausgabe:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="14"/>
        <source>Maximum output in bytes</source>
        <translation>Maximale Ausgabe in Bytes</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="14"/>
        <source> bytes</source>
        <translation> Bytes</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="15"/>
        <source>&amp;Idle TTL:</source>
        <translation>Leerlauf-&amp;TTL:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="16"/>
        <source>Idle time before a task is cleaned up, in seconds</source>
        <translation>Leerlaufzeit, nach der eine Aufgabe bereinigt wird, in Sekunden</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="16"/>
        <location filename="../ui/SettingsDialog.ui" line="18"/>
        <location filename="../ui/SettingsDialog.ui" line="30"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="17"/>
        <source>S&amp;weep interval:</source>
        <translation>&amp;Prüfintervall:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="18"/>
        <source>How often idle tasks are looked for, in seconds</source>
        <translation>Wie oft nach Aufgaben im Leerlauf gesucht wird, in Sekunden</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="20"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="21"/>
        <source>Language of the app and the command line</source>
        <translation>Sprache der App und der Befehlszeile</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="22"/>
        <location filename="../ui/SettingsDialog.ui" line="74"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="24"/>
        <source>&amp;Start Airlock when I log in (in the tray, window hidden)</source>
        <translation>Airlock beim A&amp;nmelden starten (im Infobereich, Fenster verborgen)</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="24"/>
        <source>Start Airlock when I log in</source>
        <translation>Airlock beim Anmelden starten</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>&amp;Approvals</source>
        <translation>&amp;Genehmigungen</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="27"/>
        <source>Approval &amp;mode:</source>
        <translation>Genehmigungs&amp;modus:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="28"/>
        <source>Approval mode</source>
        <translation>Genehmigungsmodus</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="29"/>
        <source>&amp;Timeout:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="30"/>
        <source>Approval timeout in seconds; 0 waits for ever</source>
        <translation>Zeitlimit für Genehmigungen in Sekunden; 0 wartet unbegrenzt</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="30"/>
        <location filename="../ui/SettingsDialog.ui" line="41"/>
        <location filename="../ui/SettingsDialog.ui" line="43"/>
        <location filename="../ui/SettingsDialog.ui" line="45"/>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="31"/>
        <source>Agents&apos; &amp;own shells ask:</source>
        <translation>Eigene &amp;Shells der Agenten fragen:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <source>Where a hook&apos;s command that needs approval is asked</source>
        <translation>Wo ein Befehl aus einem Hook, der eine Genehmigung braucht, erfragt wird</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <source>In Airlock&apos;s dialog</source>
        <translation>Im Dialog von Airlock</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <source>In the agent&apos;s own prompt, where it has one</source>
        <translation>In der eigenen Eingabeaufforderung des Agenten, wo er eine hat</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="33"/>
        <source>When Airlock cannot &amp;answer a hook:</source>
        <translation>Wenn Airlock einem Hook nicht ant&amp;worten kann:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="34"/>
        <source>What a hook answers when Airlock cannot</source>
        <translation>Was ein Hook antwortet, wenn Airlock es nicht kann</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="34"/>
        <source>Ask in the agent&apos;s prompt, else deny</source>
        <translation>In der Eingabeaufforderung des Agenten fragen, sonst ablehnen</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="34"/>
        <source>Deny</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>&amp;Rules (deny beats allow):</source>
        <translation>&amp;Regeln (Ablehnen hat Vorrang vor Erlauben):</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Rule action</source>
        <translation>Aktion der Regel</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Rule pattern</source>
        <translation>Muster der Regel</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>e.g. npm run test</source>
        <translation>z. B. npm run test</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Sa&amp;ve rule</source>
        <translation>Regel spei&amp;chern</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>De&amp;lete rule</source>
        <translation>Regel &amp;löschen</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Would match, for example:</source>
        <translation>Würde zum Beispiel passen:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Commands the rule would match</source>
        <translation>Befehle, zu denen die Regel passen würde</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Would not match:</source>
        <translation>Würde nicht passen:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Commands the rule would not match</source>
        <translation>Befehle, zu denen die Regel nicht passen würde</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="36"/>
        <source>Bac&amp;kends</source>
        <translation>Bac&amp;kends</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="36"/>
        <source>Docker</source>
        <translation>Docker</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="37"/>
        <source>&amp;Image:</source>
        <translation>&amp;Image:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="38"/>
        <source>Docker image</source>
        <translation>Docker-Image</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="38"/>
        <source>e.g. debian:12</source>
        <translation>z. B. debian:12</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="40"/>
        <source>&amp;Memory:</source>
        <translation>&amp;Speicher:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="41"/>
        <source>Docker memory limit in MB</source>
        <translation>Speicherlimit für Docker in MB</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="41"/>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="42"/>
        <source>&amp;CPUs:</source>
        <translation>&amp;CPUs:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="43"/>
        <source>Docker CPU limit</source>
        <translation>CPU-Limit für Docker</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="44"/>
        <source>&amp;Processes:</source>
        <translation>Pro&amp;zesse:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="45"/>
        <source>Docker process limit</source>
        <translation>Prozesslimit für Docker</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="46"/>
        <source>&amp;Network:</source>
        <translation>Netz&amp;werk:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="47"/>
        <source>Docker network</source>
        <translation>Docker-Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="48"/>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="49"/>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="50"/>
        <source>SSH host</source>
        <translation>SSH-Host</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="50"/>
        <source>e.g. build.example.org</source>
        <translation>z. B. build.example.org</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="52"/>
        <source>&amp;User:</source>
        <translation>Ben&amp;utzer:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="53"/>
        <source>SSH user</source>
        <translation>SSH-Benutzer</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="53"/>
        <source>(your user name)</source>
        <translation>(Ihr Benutzername)</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="54"/>
        <location filename="../ui/SettingsDialog.ui" line="72"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="55"/>
        <source>SSH port</source>
        <translation>SSH-Port</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="56"/>
        <source>&amp;Key file:</source>
        <translation>Sch&amp;lüsseldatei:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="57"/>
        <source>SSH identity file</source>
        <translation>SSH-Identitätsdatei</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="57"/>
        <source>e.g. ~/.ssh/id_ed25519</source>
        <translation>z. B. ~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="59"/>
        <source>Host key &amp;policy:</source>
        <translation>Host-Schlüssel-&amp;Richtlinie:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="60"/>
        <source>SSH host key policy</source>
        <translation>Richtlinie für SSH-Host-Schlüssel</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="62"/>
        <source>Secre&amp;ts</source>
        <translation>Zugangs&amp;daten</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="63"/>
        <source>Credentials live in the OS keychain (service &quot;airlock&quot;), never in a file. An environment variable, when set, takes precedence.</source>
        <translation>Zugangsdaten liegen im Schlüsselbund des Betriebssystems (Dienst &quot;airlock&quot;), nie in einer Datei. Eine Umgebungsvariable hat Vorrang, wenn sie gesetzt ist.</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="64"/>
        <source>Credentials and where each comes from</source>
        <translation>Zugangsdaten und woher sie jeweils kommen</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="64"/>
        <source>Credential</source>
        <translation>Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="64"/>
        <source>Comes from</source>
        <translation>Kommt aus</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <source>New value for the selected credential</source>
        <translation>Neuer Wert für die ausgewählten Zugangsdaten</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <source>New value (hidden)</source>
        <translation>Neuer Wert (verborgen)</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <source>Store in &amp;keychain</source>
        <translation>Im Schlüssel&amp;bund speichern</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <source>&amp;Forget</source>
        <translation>&amp;Vergessen</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="66"/>
        <source>Keychain status</source>
        <translation>Zustand des Schlüsselbunds</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="69"/>
        <source>A&amp;gents</source>
        <translation>Age&amp;nten</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="71"/>
        <source>Serve MCP over &amp;HTTP on 127.0.0.1</source>
        <translation>MCP über &amp;HTTP auf 127.0.0.1 anbieten</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="71"/>
        <source>Serve MCP over HTTP</source>
        <translation>MCP über HTTP anbieten</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="73"/>
        <source>HTTP port</source>
        <translation>HTTP-Port</translation>
    </message>
</context>
<context>
    <name>airlock::app::Checkpoints</name>
    <message>
        <location filename="../src/app/SafetyCommands.cpp" line="81"/>
        <source>the restore is not recorded in the audit log: %1</source>
        <translation>die Wiederherstellung wird nicht im Audit-Protokoll aufgezeichnet: %1</translation>
    </message>
    <message>
        <location filename="../src/app/SafetyCommands.cpp" line="201"/>
        <source>usage: airlock checkpoints list [--dir DIR]
       airlock checkpoints diff ID [--dir DIR]
       airlock checkpoints restore ID [PATH…] [--dir DIR] [--config FILE]
A restore is recorded in the audit log (the config&apos;s &quot;audit&quot; settings).
</source>
        <extracomment>`airlock checkpoints` without an action. Keep the commands and options as they are.</extracomment>
        <translation>Aufruf: airlock checkpoints list [--dir DIR]
        airlock checkpoints diff ID [--dir DIR]
        airlock checkpoints restore ID [PATH…] [--dir DIR] [--config FILE]
Eine Wiederherstellung wird im Audit-Protokoll aufgezeichnet (die „audit“-Einstellungen der Konfiguration).
</translation>
    </message>
</context>
<context>
    <name>airlock::app::Demo</name>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="86"/>
        <location filename="../src/app/DemoCommand.cpp" line="183"/>
        <source>interrupted (Ctrl-C, or the window closed) before the end</source>
        <translation>vor dem Ende unterbrochen (Strg+C oder das Fenster wurde geschlossen)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="91"/>
        <source>step &quot;cleanup&quot;: could not remove %1</source>
        <translation>Schritt &quot;cleanup&quot;: %1 konnte nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="94"/>
        <source>removed the demo&apos;s private settings, audit log and checkpoints %1</source>
        <translation>die eigenen Einstellungen, das Audit-Protokoll und die Sicherungspunkte der Demo in %1 wurden entfernt</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="99"/>
        <source>demo failed: %1</source>
        <translation>Demo fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="103"/>
        <source>every step happened as scripted (%1 s)</source>
        <translation>jeder Schritt lief wie im Skript vorgesehen (%1 s)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="111"/>
        <source>Airlock demo</source>
        <translation>Airlock-Demo</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="128"/>
        <source>An offline demo: a scripted agent shows what Airlock does, in a temporary project.</source>
        <translation>Eine Offline-Demo: Ein per Skript gesteuerter Agent zeigt in einem temporären Projekt, was Airlock tut.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="134"/>
        <source>Answer the approvals in the dialog without a person.</source>
        <translation>Die Genehmigungen im Dialog ohne eine Person beantworten.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="137"/>
        <source>Save PNGs of the main window and the approval dialog.</source>
        <translation>PNGs des Hauptfensters und des Genehmigungsdialogs speichern.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="144"/>
        <source>cannot make the demo&apos;s temporary directory: %1</source>
        <translation>das temporäre Verzeichnis der Demo kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="195"/>
        <source>&lt;b&gt;Demo&lt;/b&gt;: over. Close the window to end it; its temporary files go with it.</source>
        <translation>&lt;b&gt;Demo&lt;/b&gt;: vorbei. Schließen Sie das Fenster, um sie zu beenden; ihre temporären Dateien verschwinden mit ihr.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="202"/>
        <source>the demo did not end within %1 s; last step: %2</source>
        <translation>die Demo endete nicht innerhalb von %1 s; letzter Schritt: %2</translation>
    </message>
</context>
<context>
    <name>airlock::app::DemoAutoAnswer</name>
    <message>
        <location filename="../src/app/DemoAutoAnswer.cpp" line="37"/>
        <source>Not in this project: a force push rewrites history others have pulled. Push a new commit instead.</source>
        <translation>Nicht in diesem Projekt: Ein Force-Push schreibt eine Historie um, die andere bereits abgerufen haben. Pushen Sie stattdessen einen neuen Commit.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoAutoAnswer.cpp" line="50"/>
        <source>step &quot;approval&quot;: the approval dialog did not come up</source>
        <translation>Schritt &quot;approval&quot;: der Genehmigungsdialog ist nicht erschienen</translation>
    </message>
    <message>
        <location filename="../src/app/DemoAutoAnswer.cpp" line="82"/>
        <source>the screenshots could not be written to %1</source>
        <translation>die Screenshots konnten nicht nach %1 geschrieben werden</translation>
    </message>
</context>
<context>
    <name>airlock::app::DemoRun</name>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="27"/>
        <source>the demo agent could not start: %1</source>
        <translation>der Demo-Agent konnte nicht starten: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="57"/>
        <source>&lt;b&gt;Demo&lt;/b&gt;: a scripted agent shows what Airlock does, in a temporary project. Nothing here touches your own projects.</source>
        <translation>&lt;b&gt;Demo&lt;/b&gt;: Ein per Skript gesteuerter Agent zeigt in einem temporären Projekt, was Airlock tut. Nichts hier berührt Ihre eigenen Projekte.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="83"/>
        <source>&lt;b&gt;Demo&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Demo&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="91"/>
        <source>the demo agent ended abnormally</source>
        <translation>der Demo-Agent wurde abnormal beendet</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="94"/>
        <source>the demo agent ended with exit code %1</source>
        <translation>der Demo-Agent endete mit Exit-Code %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="113"/>
        <source>the app cleaned up the demo&apos;s tasks: %1</source>
        <translation>die App hat die Aufgaben der Demo bereinigt: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="117"/>
        <source>step &quot;cleanup&quot;: tasks %1 were not cleaned up</source>
        <translation>Schritt &quot;cleanup&quot;: die Aufgaben %1 wurden nicht bereinigt</translation>
    </message>
</context>
<context>
    <name>airlock::app::DemoScript</name>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="101"/>
        <source>cannot make a temporary directory: %1</source>
        <translation>ein temporäres Verzeichnis kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="140"/>
        <source>step &quot;%1&quot;: %2</source>
        <translation>Schritt &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="149"/>
        <source>three agent sessions connect to the app over its bridge socket %1, as `airlock mcp` does</source>
        <translation>drei Agenten-Sitzungen verbinden sich über den Bridge-Socket %1 mit der App, wie es `airlock mcp` tut</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="153"/>
        <source>cannot make the project directory %1</source>
        <translation>das Projektverzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="161"/>
        <source>session &quot;%1&quot; could not connect: %2</source>
        <translation>Sitzung „%1“ konnte sich nicht verbinden: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="172"/>
        <source>could not make the project: %1</source>
        <translation>das Projekt konnte nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="173"/>
        <source>a fresh git project in %1 (%2)</source>
        <translation>ein neues Git-Projekt in %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="180"/>
        <source>three tasks side by side: a build, a test run and a third task</source>
        <translation>drei Aufgaben nebeneinander: ein Build, ein Testlauf und eine dritte Aufgabe</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="189"/>
        <source>the build failed: %1</source>
        <translation>der Build ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="191"/>
        <source>the build&apos;s output did not stream (%1 progress messages)</source>
        <translation>die Ausgabe des Builds kam nicht als Datenstrom (%1 Fortschrittsmeldungen)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="192"/>
        <source>the build&apos;s output streamed while it ran (%1 progress messages, first: &quot;%2&quot;); exit code 0</source>
        <translation>die Ausgabe des Builds kam während des Laufs als Datenstrom (%1 Fortschrittsmeldungen, die erste: „%2“); Exit-Code 0</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="199"/>
        <source>the test run was to fail: %1</source>
        <translation>der Testlauf sollte fehlschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="201"/>
        <source>the test run failed as scripted: exit code %1, &quot;%2&quot;</source>
        <translation>der Testlauf schlug wie im Skript vorgesehen fehl: Exit-Code %1, „%2“</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="210"/>
        <source>the third task failed: %1</source>
        <translation>die dritte Aufgabe ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="235"/>
        <source>the delete was to be approved: %1</source>
        <translation>das Löschen sollte genehmigt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="229"/>
        <source>`%1` (the build directory) needs approval; the app answers its dialog itself (--auto): allow once</source>
        <translation>`%1` (das Build-Verzeichnis) braucht eine Genehmigung; die App beantwortet ihren Dialog selbst (--auto): einmal erlauben</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="213"/>
        <source>the third task did not run where it was sent (%1): %2</source>
        <translation>die dritte Aufgabe lief nicht dort, wohin sie geschickt wurde (%1): %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="214"/>
        <source>the third task ran on the docker backend, in a container of the image %1: &quot;%2&quot;</source>
        <translation>die dritte Aufgabe lief im Docker-Backend, in einem Container des Images %1: „%2“</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="216"/>
        <source>the third task ran on the local backend (no Docker engine has the image of `docker.image`): &quot;%1&quot;</source>
        <translation>die dritte Aufgabe lief im lokalen Backend (keine Docker-Engine hat das Image aus `docker.image`): „%1“</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="232"/>
        <source>`%1` (the build directory) needs approval: answer &quot;Allow once&quot; in the dialog</source>
        <translation>`%1` (das Build-Verzeichnis) braucht eine Genehmigung: Antworten Sie im Dialog mit „Einmal erlauben“</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="236"/>
        <source>the person approved `%1`; it ran (exit code %2)</source>
        <translation>die Person hat `%1` genehmigt; es lief (Exit-Code %2)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="248"/>
        <source>no checkpoint before the delete: %1</source>
        <translation>kein Sicherungspunkt vor dem Löschen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="249"/>
        <source>a checkpoint was taken before the delete: %1, %2 (`airlock checkpoints list`)</source>
        <translation>vor dem Löschen wurde ein Sicherungspunkt angelegt: %1, %2 (`airlock checkpoints list`)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="258"/>
        <source>`git push --force` needs approval; the app denies it in its dialog, with a message (--auto)</source>
        <translation>`git push --force` braucht eine Genehmigung; die App lehnt ihn in ihrem Dialog ab, mit einer Nachricht (--auto)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="259"/>
        <source>`git push --force` needs approval: answer &quot;Deny&quot;, with a message for the agent</source>
        <translation>`git push --force` braucht eine Genehmigung: Antworten Sie mit „Ablehnen“, mit einer Nachricht für den Agenten</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="262"/>
        <source>the force push was to be denied: %1</source>
        <translation>der Force-Push sollte abgelehnt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="263"/>
        <source>the person denied the force push; the agent was told: %1</source>
        <translation>die Person hat den Force-Push abgelehnt; der Agent erhielt: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="273"/>
        <source>the command was to time out: %1</source>
        <translation>der Befehl sollte das Zeitlimit überschreiten: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="275"/>
        <source>`sleep 30` with a 2 s timeout was stopped: exit code 124, &quot;%1&quot;</source>
        <translation>`sleep 30` mit einem Zeitlimit von 2 s wurde gestoppt: Exit-Code 124, „%1“</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="288"/>
        <source>the fake token was to be redacted: %1</source>
        <translation>das gefälschte Token sollte geschwärzt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="289"/>
        <source>a command printed a (fake) GitHub token; the agent got: &quot;%1&quot;</source>
        <translation>ein Befehl gab ein (gefälschtes) GitHub-Token aus; der Agent erhielt: „%1“</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="302"/>
        <source>`airlock checkpoints restore %1` failed: %2</source>
        <translation>`airlock checkpoints restore %1` ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="304"/>
        <source>`airlock checkpoints restore %1` wrote the checkpoint back: %2</source>
        <translation>`airlock checkpoints restore %1` hat den Sicherungspunkt zurückgeschrieben: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="315"/>
        <source>build/ was not back after the restore: %1</source>
        <translation>build/ war nach der Wiederherstellung nicht wieder da: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="316"/>
        <source>build/ is back: %1</source>
        <translation>build/ ist wieder da: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="336"/>
        <source>could not remove %1</source>
        <translation>%1 konnte nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="337"/>
        <source>the agent disconnected and removed its temporary project %1</source>
        <translation>der Agent hat die Verbindung getrennt und sein temporäres Projekt %1 entfernt</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="374"/>
        <source>cannot run airlock: %1</source>
        <translation>airlock kann nicht ausgeführt werden: %1</translation>
    </message>
</context>
<context>
    <name>airlock::app::DesktopApp</name>
    <message>
        <location filename="../src/app/DesktopApp.cpp" line="53"/>
        <source>Agents cannot connect: %1</source>
        <translation>Agenten können sich nicht verbinden: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DesktopApp.cpp" line="64"/>
        <source>HTTP for agents is off: see the log for why</source>
        <translation>HTTP für Agenten ist aus: der Grund steht im Protokoll</translation>
    </message>
    <message>
        <location filename="../src/app/DesktopApp.cpp" line="68"/>
        <source>Rules not applied: %1</source>
        <translation>Regeln nicht angewendet: %1</translation>
    </message>
</context>
<context>
    <name>airlock::app::Gui</name>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="70"/>
        <source>already running; its window was raised</source>
        <translation>läuft bereits; sein Fenster wurde nach vorn geholt</translation>
    </message>
</context>
<context>
    <name>airlock::app::History</name>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="48"/>
        <source>Usage: airlock history [options]

The audit log: every `terminal` call Airlock judged, the decision, who made it and what came of it; oldest first.

Filters (together, a record must match them all):
  --task ID          one task
  --client NAME      one client, by its name (without the version)
  --backend KIND     local, docker, ssh, modal, daytona, singularity
  --decision D       %1
  --decided-by WHO   %2
  --kind KIND        terminal, hook (an agent&apos;s own shell command) or checkpoint_restore
  --since T          from T on; T is an ISO 8601 date (2026-12-01, local midnight) or date-time (2026-12-01T11:30,
                     local unless it ends in Z or an offset), or a time ago: 45s, 30m, 2h, 7d, 2w
  --until T          before T (same forms)
  --text S           S in the command, the message or the rule (ASCII case ignored)

Output:
  --format F         jsonl (the default: one JSON object per line), csv (RFC 4180, with a header row) or table
  --limit N          the N newest matching records only (default: all; the table shows the 50 newest)
  --follow           then go on printing new records as the running app writes them, until Ctrl-C or SIGTERM
  --db FILE          the log to read (default: `audit.path` of the config, else %3)
  --config FILE      the config file
  -h, --help         show this help

Exit codes: 0 done, 1 the log cannot be read, 2 usage.
</source>
        <extracomment>`airlock history --help`. Keep the options, values and formats; %1 and %2 list the decisions and deciders.</extracomment>
        <translation>Aufruf: airlock history [Optionen]

Das Audit-Protokoll: jeder Aufruf von `terminal`, den Airlock beurteilt hat, die Entscheidung, wer sie traf und was
daraus wurde; älteste zuerst.

Filter (zusammen: ein Eintrag muss alle erfüllen):
  --task ID          eine Aufgabe
  --client NAME      ein Client, nach seinem Namen (ohne Version)
  --backend KIND     local, docker, ssh, modal, daytona, singularity
  --decision D       %1
  --decided-by WHO   %2
  --kind KIND        terminal, hook (ein Befehl aus der eigenen Shell eines Agenten) oder checkpoint_restore
  --since T          ab T; T ist ein Datum nach ISO 8601 (2026-12-01, lokale Mitternacht) oder eine Datums-Uhrzeit
                     (2026-12-01T11:30, lokal, außer sie endet auf Z oder einen Versatz) oder eine Zeitspanne zurück:
                     45s, 30m, 2h, 7d, 2w
  --until T          vor T (gleiche Formen)
  --text S           S im Befehl, in der Nachricht oder in der Regel (ASCII ohne Groß-/Kleinschreibung)

Ausgabe:
  --format F         jsonl (Standard: ein JSON-Objekt pro Zeile), csv (RFC 4180, mit Kopfzeile) oder table
  --limit N          nur die N neuesten passenden Einträge (Standard: alle; die Tabelle zeigt die 50 neuesten)
  --follow           danach neue Einträge ausgeben, sobald die laufende App sie schreibt, bis Strg-C oder SIGTERM
  --db FILE          das zu lesende Protokoll (Standard: `audit.path` der Konfiguration, sonst %3)
  --config FILE      die Konfigurationsdatei
  -h, --help         diese Hilfe anzeigen

Exit-Codes: 0 fertig, 1 das Protokoll kann nicht gelesen werden, 2 falscher Aufruf.
</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="171"/>
        <source>--%1 needs an ISO 8601 date or date-time (2026-12-01, 2026-12-01T11:30:00Z) or a time ago (30m, 2h, 7d), not &quot;%2&quot;</source>
        <translation>--%1 braucht ein Datum oder eine Datums-Uhrzeit nach ISO 8601 (2026-12-01, 2026-12-01T11:30:00Z) oder eine Zeitspanne zurück (30m, 2h, 7d), nicht &quot;%2&quot;</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="183"/>
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>--%1 muss einer dieser Werte sein: %2, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="198"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="206"/>
        <source>unexpected argument `%1`</source>
        <translation>unerwartetes Argument `%1`</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="259"/>
        <source>--format must be jsonl, csv or table, not &quot;%1&quot;</source>
        <translation>--format muss jsonl, csv oder table sein, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="266"/>
        <source>--limit needs a whole number, 0 or more (0: all), not &quot;%1&quot;</source>
        <translation>--limit braucht eine ganze Zahl ab 0 (0: alle), nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="307"/>
        <source>cannot write to stdout: %1</source>
        <translation>kann nicht nach stdout schreiben: %1</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="483"/>
        <source>no audit log at %1 yet: Airlock records calls there once it has run one</source>
        <translation>noch kein Audit-Protokoll unter %1: Airlock zeichnet dort Aufrufe auf, sobald es einen ausgeführt hat</translation>
    </message>
</context>
<context>
    <name>airlock::app::Hook</name>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="22"/>
        <source>Usage: airlock hook install|uninstall|status &lt;agent&gt; [--dry-run] [--program PATH] [--home DIR]

install    adds Airlock&apos;s hook to the agent&apos;s user settings (shows the change first; keeps a backup)
uninstall  takes it out again
status     says whether it is installed, with which program, and whether the app answers
Agents: claude-code (~/.claude/settings.json), codex (~/.codex/hooks.json), gemini-cli (~/.gemini/settings.json),
cursor (~/.cursor/hooks.json).
  --dry-run       print the change, write nothing
  --program PATH  the hook program to install (default: airlock-hook beside this airlock)
  --home DIR      the home directory whose settings to edit (default: $HOME)
</source>
        <extracomment>`airlock hook --help`. Keep the actions, agents, paths and options as they are.</extracomment>
        <translation>Aufruf: airlock hook install|uninstall|status &lt;Agent&gt; [--dry-run] [--program PATH] [--home DIR]

install    fügt Airlocks Hook den Benutzereinstellungen des Agenten hinzu (zeigt die Änderung vorher; legt eine Sicherung an)
uninstall  nimmt ihn wieder heraus
status     sagt, ob er installiert ist, mit welchem Programm, und ob die App antwortet
Agenten: claude-code (~/.claude/settings.json), codex (~/.codex/hooks.json), gemini-cli (~/.gemini/settings.json),
cursor (~/.cursor/hooks.json).
  --dry-run       die Änderung ausgeben, nichts schreiben
  --program PATH  das zu installierende Hook-Programm (Standard: airlock-hook neben diesem airlock)
  --home DIR      das Home-Verzeichnis, dessen Einstellungen bearbeitet werden (Standard: $HOME)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="46"/>
        <source>  the file cannot be read: %1
</source>
        <translation>  die Datei kann nicht gelesen werden: %1
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="51"/>
        <source>  not fully installed (missing for: %1)
</source>
        <translation>  nicht vollständig installiert (fehlt für: %1)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="53"/>
        <source>  not installed (`airlock hook install %1` adds it)
</source>
        <translation>  nicht installiert (`airlock hook install %1` fügt ihn hinzu)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="59"/>
        <source>  but its program is missing or not executable: reinstall
</source>
        <translation>  aber sein Programm fehlt oder ist nicht ausführbar: neu installieren
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="62"/>
        <source>  but with another timeout or failure setting than install writes: reinstall
</source>
        <translation>  aber mit einem anderen Zeitlimit oder Fehlerverhalten, als install schreibt: neu installieren
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="66"/>
        <source>  (another program than %1; `install` points it there)
</source>
        <translation>  (ein anderes Programm als %1; `install` verweist auf dieses)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="73"/>
        <source>  the app answers at %1
</source>
        <translation>  die App antwortet unter %1
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="75"/>
        <source>  %1: hooks answer by hooks.on_failure
</source>
        <translation>  %1: Hooks antworten gemäß hooks.on_failure
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="90"/>
        <source>airlock hook %1: unknown agent `%2` (claude-code, codex, gemini-cli, cursor)
</source>
        <translation>airlock hook %1: unbekannter Agent `%2` (claude-code, codex, gemini-cli, cursor)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="106"/>
        <source>airlock hook %1: unknown option `%2`

</source>
        <translation>airlock hook %1: unbekannte Option `%2`

</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="118"/>
        <source>airlock hook %1: %2 (nothing was written)
</source>
        <translation>airlock hook %1: %2 (nichts wurde geschrieben)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="125"/>
        <source>already installed in %1
</source>
        <translation>bereits installiert in %1
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="126"/>
        <source>not installed in %1: nothing to remove
</source>
        <translation>nicht installiert in %1: nichts zu entfernen
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="134"/>
        <source>airlock hook %1: %2
</source>
        <translation>airlock hook %1: %2
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="140"/>
        <source>installed in %1 (the old file is in %1.airlock-backup)
</source>
        <translation>installiert in %1 (die alte Datei liegt in %1.airlock-backup)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="143"/>
        <source>removed from %1 (the old file is in %1.airlock-backup)
</source>
        <translation>entfernt aus %1 (die alte Datei liegt in %1.airlock-backup)
</translation>
    </message>
</context>
<context>
    <name>airlock::app::Host</name>
    <message>
        <location filename="../src/app/HostSupport.cpp" line="76"/>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <location filename="../src/app/HostSupport.cpp" line="86"/>
        <source>--http needs a port number 0…65535, not &quot;%1&quot;</source>
        <translation>--http braucht eine Portnummer von 0 bis 65535, nicht &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>airlock::app::Leftovers</name>
    <message>
        <location filename="../src/app/LeftoversAtStart.cpp" line="37"/>
        <source>to remove them, start with --clean-leftovers (or use &quot;Clean up&quot; in the desktop app)</source>
        <translation>zum Entfernen mit --clean-leftovers starten (oder „Bereinigen“ in der Desktop-App verwenden)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/LeftoversAtStart.cpp" line="48"/>
        <source>removed %n leftover(s)</source>
        <translation>
            <numerusform>%n Überbleibsel entfernt</numerusform>
            <numerusform>%n Überbleibsel entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/LeftoversAtStart.cpp" line="52"/>
        <source>could not remove %1</source>
        <translation>%1 konnte nicht entfernt werden</translation>
    </message>
</context>
<context>
    <name>airlock::app::Mcp</name>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="115"/>
        <source>warning: --approve and --task-prefix apply with --headless only; the app decides</source>
        <translation>Warnung: --approve und --task-prefix gelten nur mit --headless; sonst entscheidet die App</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="201"/>
        <source>--task-prefix must be 1 to 32 characters without &apos;/&apos;</source>
        <translation>--task-prefix muss 1 bis 32 Zeichen lang sein, ohne &apos;/&apos;</translation>
    </message>
</context>
<context>
    <name>airlock::app::Options</name>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="179"/>
        <source>Run terminal tool calls from stdin on one task.</source>
        <translation>Aufrufe des Werkzeugs terminal von stdin in einer Aufgabe ausführen.</translation>
    </message>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="182"/>
        <source>Task id (default: cli).</source>
        <translation>Aufgaben-ID (Standard: cli).</translation>
    </message>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="185"/>
        <location filename="../src/app/HistoryCommand.cpp" line="103"/>
        <location filename="../src/app/HostSupport.h" line="39"/>
        <source>Backend kind.</source>
        <translation>Art des Backends.</translation>
    </message>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="188"/>
        <location filename="../src/app/HistoryCommand.cpp" line="132"/>
        <location filename="../src/app/HostSupport.h" line="36"/>
        <source>Config file.</source>
        <translation>Konfigurationsdatei.</translation>
    </message>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="192"/>
        <source>How commands that need approval are answered: deny (default), allow, ask-timeout.</source>
        <translation>Wie Befehle beantwortet werden, die eine Genehmigung brauchen: deny (Standard), allow, ask-timeout.</translation>
    </message>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="38"/>
        <source>The Airlock desktop app.</source>
        <translation>Die Desktop-App von Airlock.</translation>
    </message>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="43"/>
        <source>Start in the tray, window hidden.</source>
        <translation>Im Infobereich starten, Fenster verborgen.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="96"/>
        <location filename="../src/app/SecretCommand.cpp" line="292"/>
        <source>Show help.</source>
        <translation>Hilfe anzeigen.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="97"/>
        <source>Task id.</source>
        <translation>Aufgaben-ID.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="100"/>
        <source>Client name.</source>
        <translation>Name des Clients.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="106"/>
        <source>Decision.</source>
        <translation>Entscheidung.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="108"/>
        <source>Who decided.</source>
        <translation>Wer entschieden hat.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="111"/>
        <source>Record kind.</source>
        <translation>Art des Eintrags.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="114"/>
        <source>From this time on.</source>
        <translation>Ab diesem Zeitpunkt.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="117"/>
        <source>Before this time.</source>
        <translation>Vor diesem Zeitpunkt.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="120"/>
        <source>Text to find.</source>
        <translation>Zu suchender Text.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="122"/>
        <source>Newest N only.</source>
        <translation>Nur die N neuesten.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="125"/>
        <source>jsonl, csv or table.</source>
        <translation>jsonl, csv oder table.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="128"/>
        <source>Go on printing new records.</source>
        <translation>Neue Einträge weiter ausgeben.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="129"/>
        <source>The audit log.</source>
        <translation>Das Audit-Protokoll.</translation>
    </message>
    <message>
        <location filename="../src/app/HostSupport.h" line="26"/>
        <source>Who answers commands that need approval: deny (default), allow (never the floor), ask-timeout (nobody, until the approval timeout), elicit (the person, through the MCP client).</source>
        <translation>Wer Befehle beantwortet, die eine Genehmigung brauchen: deny (Standard), allow (nie die Sicherheitsuntergrenze), ask-timeout (niemand, bis das Zeitlimit abläuft), elicit (die Person, über den MCP-Client).</translation>
    </message>
    <message>
        <location filename="../src/app/HostSupport.h" line="33"/>
        <source>Serve Streamable HTTP on 127.0.0.1:PORT (0: any).</source>
        <translation>Streamable HTTP auf 127.0.0.1:PORT anbieten (0: beliebig).</translation>
    </message>
    <message>
        <location filename="../src/app/LeftoversAtStart.cpp" line="18"/>
        <source>Remove the containers, instances and sandboxes an earlier Airlock that died left on the configured backends (found at start).</source>
        <translation>Die Container, Instanzen und Sandboxes entfernen, die ein früheres, abgestürztes Airlock auf den konfigurierten Backends hinterlassen hat (beim Start gefunden).</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="119"/>
        <source>The MCP server agents start: stdio, bridged to the running app unless --headless; Streamable HTTP with --http.</source>
        <translation>Der MCP-Server, den Agenten starten: stdio, mit der laufenden App verbunden, außer mit --headless; Streamable HTTP mit --http.</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="184"/>
        <source>Run the engine in this process instead of the app.</source>
        <translation>Die Engine in diesem Prozess statt in der App ausführen.</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="125"/>
        <source>Task ids are PREFIX-&lt;n&gt; (default: mcp).</source>
        <translation>Aufgaben-IDs lauten PREFIX-&lt;n&gt; (Standard: mcp).</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="252"/>
        <source>The Airlock app without a window: the engine, the bridge socket for `airlock mcp`, and HTTP when configured.</source>
        <translation>Die Airlock-App ohne Fenster: die Engine, der Bridge-Socket für `airlock mcp` und HTTP, wenn konfiguriert.</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="259"/>
        <source>End once no agent has been connected and no task has lived for mcp.idle_exit_secs (how `airlock mcp` starts it).</source>
        <translation>Beenden, sobald mcp.idle_exit_secs lang kein Agent verbunden war und keine Aufgabe lebte (so startet `airlock mcp` es).</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="290"/>
        <source>Airlock&apos;s credentials in the OS keychain.</source>
        <translation>Die Zugangsdaten von Airlock im Schlüsselbund des Betriebssystems.</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="294"/>
        <source>get: print even to a terminal.</source>
        <translation>get: auch auf einem Terminal ausgeben.</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="296"/>
        <source>Config file (list).</source>
        <translation>Konfigurationsdatei (list).</translation>
    </message>
</context>
<context>
    <name>airlock::app::Redact</name>
    <message>
        <location filename="../src/app/SimpleCommands.cpp" line="48"/>
        <source>cannot read stdin: %1</source>
        <translation>kann stdin nicht lesen: %1</translation>
    </message>
</context>
<context>
    <name>airlock::app::Secret</name>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="36"/>
        <source>Usage: airlock secret &lt;action&gt; [NAME] [options]

  set NAME       Store the value read from stdin (one trailing newline is dropped) in the keychain.
  get NAME       Print the value Airlock would use: its environment variable, else the keychain.
                 Refuses when stdout is a terminal, unless --show.
  delete NAME    Forget the value stored in the keychain.
  list           Every name Airlock knows and where its value comes from; never the values.

Names: ssh-password/&lt;user&gt;@&lt;host&gt;:&lt;port&gt;, ssh-passphrase/&lt;key file&gt;, sudo-password/&lt;backend&gt;/&lt;host&gt;,
       modal-token-id, modal-token-secret, modal-gateway-token, daytona-api-key, mcp-http-token
Exit codes: 0 done, 1 no such secret, 2 usage, 3 keychain missing, locked or failing.
</source>
        <extracomment>`airlock secret --help`. Keep the actions, names, options and exit codes as they are.</extracomment>
        <translation>Aufruf: airlock secret &lt;Aktion&gt; [NAME] [Optionen]

  set NAME       Den von stdin gelesenen Wert im Schlüsselbund speichern (ein abschließender Zeilenumbruch entfällt).
  get NAME       Den Wert ausgeben, den Airlock verwenden würde: seine Umgebungsvariable, sonst den Schlüsselbund.
                 Verweigert, wenn stdout ein Terminal ist, außer mit --show.
  delete NAME    Den im Schlüsselbund gespeicherten Wert vergessen.
  list           Jeder Name, den Airlock kennt, und woher sein Wert kommt; nie die Werte.

Namen: ssh-password/&lt;user&gt;@&lt;host&gt;:&lt;port&gt;, ssh-passphrase/&lt;key file&gt;, sudo-password/&lt;backend&gt;/&lt;host&gt;,
       modal-token-id, modal-token-secret, modal-gateway-token, daytona-api-key, mcp-http-token
Exit-Codes: 0 erledigt, 1 kein solches Geheimnis, 2 falscher Aufruf, 3 Schlüsselbund fehlt, ist gesperrt oder versagt.
</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="70"/>
        <source>note: %1 is set and takes precedence over the keychain for %2</source>
        <translation>Hinweis: %1 ist gesetzt und hat für %2 Vorrang vor dem Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="82"/>
        <source>Value for %1 (not echoed): </source>
        <translation>Wert für %1 (wird nicht angezeigt): </translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="111"/>
        <source>cannot read stdin: %1</source>
        <translation>kann stdin nicht lesen: %1</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="116"/>
        <source>the value on stdin is larger than 1 MiB</source>
        <translation>der Wert auf stdin ist größer als 1 MiB</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="124"/>
        <source>no value on stdin; pipe it in, e.g. `printf %s &quot;$TOKEN&quot; | airlock secret set %1`</source>
        <translation>kein Wert auf stdin; leiten Sie ihn hinein, z. B. `printf %s &quot;$TOKEN&quot; | airlock secret set %1`</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="168"/>
        <source>stored %1 in the keychain</source>
        <translation>%1 im Schlüsselbund gespeichert</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="185"/>
        <source>%1 is not set: neither %2 nor the keychain has it</source>
        <translation>%1 ist nicht gesetzt: weder %2 noch der Schlüsselbund enthält es</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="187"/>
        <source>the environment</source>
        <translation>die Umgebung</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="192"/>
        <source>note: from %1</source>
        <translation>Hinweis: aus %1</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="208"/>
        <source>%1 is no longer in the keychain</source>
        <translation>%1 ist nicht mehr im Schlüsselbund</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="249"/>
        <source>unknown (keychain unavailable)</source>
        <translation>unbekannt (Schlüsselbund nicht verfügbar)</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="257"/>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="316"/>
        <source>which action: set, get, delete or list?</source>
        <translation>welche Aktion: set, get, delete oder list?</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="318"/>
        <source>one NAME only; the value comes from stdin, never from the command line</source>
        <translation>nur ein NAME; der Wert kommt über stdin, nie über die Befehlszeile</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="321"/>
        <source>%1 needs a NAME</source>
        <translation>%1 braucht einen NAME</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="323"/>
        <source>unknown action `%1`</source>
        <translation>unbekannte Aktion `%1`</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="353"/>
        <source>refusing to print a secret to a terminal; pipe it elsewhere, or add --show</source>
        <translation>ein Geheimnis wird nicht auf einem Terminal ausgegeben; leiten Sie es anderswohin oder geben Sie --show an</translation>
    </message>
</context>
<context>
    <name>airlock::app::Usage</name>
    <message>
        <location filename="../src/app/main.cpp" line="23"/>
        <source>Usage: airlock [&lt;command&gt;] [options]

Airlock supervises the shell commands AI coding agents run.

Commands:
  gui        The desktop app (the default): every task live, approvals in a dialog, cleanup controls, settings:
               airlock [gui] [--config FILE] [--hidden]
             A second `airlock` raises the running one&apos;s window.
  call       Run `terminal` tool calls read from stdin, one JSON object per line, on one task:
               airlock call [--task ID] [--backend KIND] [--config FILE]
             Each result is written to stdout as one line: {&quot;text&quot;: &quot;...&quot;, &quot;is_error&quot;: false}.
             --approve deny|allow|ask-timeout answers commands that need approval (default deny).
  mcp        The MCP server agents start (stdio), bridged to the running app (started if needed):
               airlock mcp
             or with the engine in this process, on stdio or on Streamable HTTP (127.0.0.1):
               airlock mcp --headless [--approve deny|allow|ask-timeout|elicit] [--task-prefix X] [--config FILE]
                                      [--clean-leftovers]
               airlock mcp --http PORT [--approve deny|allow|ask-timeout|elicit]
  serve      The app without a window: engine, bridge socket for `airlock mcp`, optional HTTP; until SIGTERM:
               airlock serve [--approve deny|allow|ask-timeout|elicit] [--http PORT] [--config FILE]
                             [--clean-leftovers]
             At start both list what an earlier Airlock that died left on the backends (containers, instances,
             cloud sandboxes) on stderr; --clean-leftovers removes them and says what it removed.
  demo       An offline demo in a temporary project: a scripted agent runs three tasks in the app, asks for
             approvals, meets a timeout, a redacted secret, a checkpoint and its restore (docs/demo.md):
               airlock demo [--auto] [--screenshots DIR] [--config FILE]
             --auto answers the approvals itself; the transcript goes to stdout; exit 0 when all went as scripted.
  redact     Copy stdin to stdout with secrets redacted (streaming, constant memory).
  analyze    Judge commands read from stdin (one JSON string per line) with the default policy:
             {&quot;verdict&quot;: &quot;allow&quot;|&quot;ask&quot;|&quot;deny&quot;, &quot;floor&quot;: bool, &quot;findings&quot;: [...]} per line.
  checkpoints list|diff ID|restore ID [PATH...] [--dir DIR] [--config FILE]
             The snapshots taken before destructive commands on the local backend; a restore is
             recorded in the audit log.
  history    The audit log: every call, its decision, who made it and what came of it; oldest first, read-only:
               airlock history [--task ID] [--decision D] [--since T] [--format jsonl|csv|table] [--follow] [--db FILE]
             Also --client, --backend, --decided-by, --kind, --until, --text, --limit N (see `airlock history -h`).
  hook       Supervise an agent&apos;s own shell tool through its hook (claude-code, codex, gemini-cli, cursor):
               airlock hook install|uninstall|status &lt;agent&gt; [--dry-run]   (edits the agent&apos;s user settings)
               airlock hook &lt;agent&gt;   (what the hook runs: reads the agent&apos;s hook input, answers for the app)
             Its commands are judged and asked about in the running app, recorded and shown; they run where
             the agent runs them. See `airlock hook --help`.
  secret     Credentials in the OS keychain (values on stdin, never in argv; see `airlock secret --help`):
               airlock secret set NAME | get NAME [--show] | delete NAME | list
  askpass    (internal) The helper `sudo -A` runs for a task&apos;s shell.
  demo-agent (internal) The demo&apos;s scripted agent, started by `airlock demo` and the window&apos;s &quot;Try the demo&quot;.

Options:
  -h, --help     Show this help.
  -v, --version  Show the version.

Backends: local (default), docker, ssh, modal, daytona, singularity (alias apptainer).
Configuration: ~/.config/airlock/config.json, overridden by AIRLOCK_* environment variables,
overridden by command-line options.
</source>
        <extracomment>The whole `airlock --help`. Keep the command names, options (--task, --config FILE…), values (deny|allow), the JSON and the alignment; translate the descriptions.</extracomment>
        <translation>Aufruf: airlock [&lt;Befehl&gt;] [Optionen]

Airlock überwacht die Shell-Befehle, die KI-Coding-Agenten ausführen.

Befehle:
  gui        Die Desktop-App (Standard): jede Aufgabe live, Genehmigungen in einem Dialog, Bereinigen, Einstellungen:
               airlock [gui] [--config FILE] [--hidden]
             Ein zweiter Aufruf von `airlock` holt das Fenster des laufenden nach vorn.
  call       Aufrufe des Werkzeugs `terminal` von stdin ausführen, ein JSON-Objekt pro Zeile, in einer Aufgabe:
               airlock call [--task ID] [--backend KIND] [--config FILE]
             Jedes Ergebnis geht als eine Zeile nach stdout: {&quot;text&quot;: &quot;...&quot;, &quot;is_error&quot;: false}.
             --approve deny|allow|ask-timeout beantwortet Befehle, die eine Genehmigung brauchen (Standard: deny).
  mcp        Der MCP-Server, den Agenten starten (stdio), verbunden mit der laufenden App (bei Bedarf gestartet):
               airlock mcp
             oder mit der Engine in diesem Prozess, über stdio oder über Streamable HTTP (127.0.0.1):
               airlock mcp --headless [--approve deny|allow|ask-timeout|elicit] [--task-prefix X] [--config FILE]
                                      [--clean-leftovers]
               airlock mcp --http PORT [--approve deny|allow|ask-timeout|elicit]
  serve      Die App ohne Fenster: Engine, Bridge-Socket für `airlock mcp`, optional HTTP; bis SIGTERM:
               airlock serve [--approve deny|allow|ask-timeout|elicit] [--http PORT] [--config FILE]
                             [--clean-leftovers]
             Beim Start listen beide auf stderr auf, was ein früheres, abgestürztes Airlock auf den Backends
             hinterlassen hat (Container, Instanzen, Cloud-Sandboxes); --clean-leftovers entfernt es und sagt, was.
  demo       Eine Offline-Demo in einem temporären Projekt: Ein per Skript gesteuerter Agent führt drei Aufgaben in der
             App aus, bittet um Genehmigungen, trifft auf ein Zeitlimit, ein geschwärztes Geheimnis, einen Sicherungspunkt
             und dessen Wiederherstellung (docs/demo.md):
               airlock demo [--auto] [--screenshots DIR] [--config FILE]
             --auto beantwortet die Genehmigungen selbst; das Protokoll geht nach stdout; Exit-Code 0, wenn alles wie
             im Skript vorgesehen lief.
  redact     stdin nach stdout kopieren, Geheimnisse geschwärzt (als Datenstrom, mit konstantem Speicher).
  analyze    Von stdin gelesene Befehle (ein JSON-String pro Zeile) mit der Standardrichtlinie beurteilen:
             {&quot;verdict&quot;: &quot;allow&quot;|&quot;ask&quot;|&quot;deny&quot;, &quot;floor&quot;: bool, &quot;findings&quot;: [...]} pro Zeile.
  checkpoints list|diff ID|restore ID [PATH...] [--dir DIR] [--config FILE]
             Die Schnappschüsse vor zerstörerischen Befehlen auf dem lokalen Backend; eine Wiederherstellung
             wird im Audit-Protokoll festgehalten.
  history    Das Audit-Protokoll: jeder Aufruf, seine Entscheidung, wer sie traf und was daraus wurde; älteste
             zuerst, nur lesend:
               airlock history [--task ID] [--decision D] [--since T] [--format jsonl|csv|table] [--follow] [--db FILE]
             Außerdem --client, --backend, --decided-by, --kind, --until, --text, --limit N (siehe `airlock history -h`).
  hook       Das eigene Shell-Werkzeug eines Agenten über seinen Hook überwachen (claude-code, codex, gemini-cli, cursor):
               airlock hook install|uninstall|status &lt;agent&gt; [--dry-run]   (ändert die Benutzereinstellungen des Agenten)
               airlock hook &lt;agent&gt;   (was der Hook ausführt: liest die Hook-Eingabe des Agenten, antwortet für die App)
             Seine Befehle werden in der laufenden App beurteilt und erfragt, aufgezeichnet und angezeigt; sie laufen
             dort, wo der Agent sie ausführt. Siehe `airlock hook --help`.
  secret     Zugangsdaten im Schlüsselbund des Betriebssystems (Werte über stdin, nie in argv; siehe `airlock secret --help`):
               airlock secret set NAME | get NAME [--show] | delete NAME | list
  askpass    (intern) Das Hilfsprogramm, das `sudo -A` für die Shell einer Aufgabe ausführt.
  demo-agent (intern) Der per Skript gesteuerte Agent der Demo, gestartet von `airlock demo` und von „Demo ausprobieren“ im Fenster.

Optionen:
  -h, --help     Diese Hilfe anzeigen.
  -v, --version  Die Version anzeigen.

Backends: local (Standard), docker, ssh, modal, daytona, singularity (Alias apptainer).
Konfiguration: ~/.config/airlock/config.json, überschrieben von AIRLOCK_*-Umgebungsvariablen,
die wiederum von Befehlszeilenoptionen überschrieben werden.
</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="85"/>
        <source>airlock: unknown command `%1`

</source>
        <translation>airlock: unbekannter Befehl `%1`

</translation>
    </message>
</context>
<context>
    <name>airlock::engine::AuditTable</name>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="188"/>
        <source>TIME</source>
        <extracomment>Column title of `airlock history --format table`, at most 19 characters</extracomment>
        <translation>ZEIT</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="190"/>
        <source>TASK</source>
        <extracomment>Column title of `airlock history --format table`, at most 12 characters</extracomment>
        <translation>AUFGABE</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="192"/>
        <source>CLIENT</source>
        <extracomment>Column title of `airlock history --format table`, at most 14 characters</extracomment>
        <translation>CLIENT</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="194"/>
        <source>BACKEND</source>
        <extracomment>Column title of `airlock history --format table`, at most 11 characters</extracomment>
        <translation>BACKEND</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="196"/>
        <source>DECISION</source>
        <extracomment>Column title of `airlock history --format table`, at most 36 characters</extracomment>
        <translation>ENTSCHEIDUNG</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="198"/>
        <source>EXIT</source>
        <extracomment>Column title of `airlock history --format table` (the exit code), at most 4 characters</extracomment>
        <translation>EXIT</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="200"/>
        <source>DURATION</source>
        <extracomment>Column title of `airlock history --format table`, at most 8 characters</extracomment>
        <translation>DAUER</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="304"/>
        <source>COMMAND</source>
        <translation>BEFEHL</translation>
    </message>
</context>
<context>
    <name>airlock::engine::Leftovers</name>
    <message numerus="yes">
        <location filename="../src/engine/LeftoverScan.cpp" line="108"/>
        <source>%n thing(s) an earlier Airlock left behind and no running Airlock owns:</source>
        <translation>
            <numerusform>%n Überrest, den ein früheres Airlock hinterlassen hat und der keinem laufenden Airlock gehört:</numerusform>
            <numerusform>%n Überreste, die ein früheres Airlock hinterlassen hat und die keinem laufenden Airlock gehören:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/engine/LeftoverScan.cpp" line="114"/>
        <source>could not look for leftovers on %1</source>
        <translation>nach Überresten auf %1 konnte nicht gesucht werden</translation>
    </message>
</context>
<context>
    <name>airlock::gui::ApprovalDialog</name>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="137"/>
        <source>… %1 bytes left out …</source>
        <extracomment>In the middle of a very long command, where its middle part is not shown</extracomment>
        <translation>… %1 Bytes ausgelassen …</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="164"/>
        <source>The agent</source>
        <translation>Der Agent</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="165"/>
        <source>Allow the agent to run this command?</source>
        <translation>Darf der Agent diesen Befehl ausführen?</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="166"/>
        <source>Allow %1 to run this command?</source>
        <translation>Darf %1 diesen Befehl ausführen?</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="185"/>
        <source>(program known only when it runs) %1</source>
        <translation>(Programm erst bei der Ausführung bekannt) %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="187"/>
        <source>   via %1</source>
        <translation>   über %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="192"/>
        <source>   run by %1</source>
        <translation>   ausgeführt von %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="208"/>
        <source>(not named)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="212"/>
        <source>(the task&apos;s starting directory)</source>
        <translation>(das Startverzeichnis der Aufgabe)</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="214"/>
        <source>%1 (for this command; the task is in %2)</source>
        <translation>%1 (für diesen Befehl; die Aufgabe ist in %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="219"/>
        <source>%1 runs this in its own shell, not in Airlock: allowing it lets the agent run it there.</source>
        <translation>%1 führt dies in seiner eigenen Shell aus, nicht in Airlock: wenn Sie es erlauben, darf der Agent es dort ausführen.</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="222"/>
        <source>This command is on Airlock&apos;s safety floor: it can only be allowed once.</source>
        <translation>Dieser Befehl gehört zur Sicherheitsuntergrenze von Airlock: er kann nur einmalig erlaubt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="224"/>
        <source>Your rules are not applied: %1</source>
        <translation>Ihre Regeln werden nicht angewendet: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="297"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="298"/>
        <source>approval %1 of %2</source>
        <translation>Genehmigung %1 von %2</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="362"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="382"/>
        <source>No time limit</source>
        <translation>Kein Zeitlimit</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="387"/>
        <source>Denied in %1 min %2 s</source>
        <translation>Automatische Ablehnung in %1 min %2 s</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="388"/>
        <source>Denied in %1 s</source>
        <translation>Automatische Ablehnung in %1 s</translation>
    </message>
</context>
<context>
    <name>airlock::gui::Attention</name>
    <message>
        <location filename="../src/gui/Attention.cpp" line="24"/>
        <location filename="../src/gui/Attention.cpp" line="70"/>
        <source>Airlock</source>
        <translation>Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="26"/>
        <source>Show Airlock</source>
        <translation>Airlock anzeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="28"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="46"/>
        <source>%1 wants to run: %2</source>
        <translation>%1 möchte ausführen: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/Attention.cpp" line="70"/>
        <source>Airlock: %n approval(s) waiting</source>
        <translation>
            <numerusform>Airlock: %n Genehmigung wartet</numerusform>
            <numerusform>Airlock: %n Genehmigungen warten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="53"/>
        <source>Approval needed</source>
        <translation>Genehmigung erforderlich</translation>
    </message>
</context>
<context>
    <name>airlock::gui::CheckpointsWindow</name>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="36"/>
        <source>modified</source>
        <translation>geändert</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="38"/>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="40"/>
        <source>new</source>
        <translation>neu</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="42"/>
        <source>type changed</source>
        <translation>Typ geändert</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="59"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… und %n weitere</numerusform>
            <numerusform>… und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="75"/>
        <source>Checkpoints — Airlock</source>
        <translation>Sicherungspunkte — Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="81"/>
        <source>No checkpoints yet. Airlock takes one before a destructive command changes files on the local backend; choose Other… to look at a directory.</source>
        <translation>Noch keine Sicherungspunkte. Airlock legt einen an, bevor ein zerstörerischer Befehl Dateien auf dem lokalen Backend ändert; wählen Sie Andere…, um ein Verzeichnis anzusehen.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="90"/>
        <source>&amp;Directory:</source>
        <translation>&amp;Verzeichnis:</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="96"/>
        <source>&amp;Refresh</source>
        <translation>A&amp;ktualisieren</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="105"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="105"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="105"/>
        <source>Changed since</source>
        <translation>Geändert seit</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="107"/>
        <source>Checkpoints</source>
        <translation>Sicherungspunkte</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="115"/>
        <source>Since then</source>
        <translation>Seitdem</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="115"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="117"/>
        <source>Files changed since the checkpoint; tick those to restore</source>
        <translation>Seit dem Sicherungspunkt geänderte Dateien; haken Sie die wiederherzustellenden an</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="119"/>
        <source>Show &amp;all changes</source>
        <translation>&amp;Alle Änderungen zeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="133"/>
        <source>Changes since the checkpoint</source>
        <translation>Änderungen seit dem Sicherungspunkt</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="150"/>
        <source>Restore &amp;selected…</source>
        <translation>Aus&amp;gewählte wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="152"/>
        <source>Restore a&amp;ll…</source>
        <translation>A&amp;lle wiederherstellen…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="196"/>
        <source>Other…</source>
        <translation>Andere…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="203"/>
        <source>Show the checkpoints of a directory</source>
        <translation>Die Sicherungspunkte eines Verzeichnisses anzeigen</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="250"/>
        <source>%1 does not exist any more: its checkpoints are listed, but cannot be compared or restored.</source>
        <translation>%1 existiert nicht mehr: seine Sicherungspunkte werden aufgeführt, können aber weder verglichen noch wiederhergestellt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="257"/>
        <source>The checkpoints of %1 cannot be read: %2</source>
        <translation>Die Sicherungspunkte von %1 können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="265"/>
        <source>%1 has no checkpoints. Airlock takes one before a destructive command changes files there.</source>
        <translation>%1 hat keine Sicherungspunkte. Airlock legt einen an, bevor ein zerstörerischer Befehl dort Dateien ändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="274"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="276"/>
        <source>Checkpoint %1</source>
        <translation>Sicherungspunkt %1</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="283"/>
        <source>Checkpoint %1 of %2 is gone (only the newest are kept); the newest is shown.</source>
        <translation>Sicherungspunkt %1 von %2 gibt es nicht mehr (nur die neuesten werden behalten); der neueste wird gezeigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="304"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="329"/>
        <source>The checkpoint cannot be compared with %1: %2</source>
        <translation>Der Sicherungspunkt kann nicht mit %1 verglichen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="346"/>
        <source>New since the checkpoint: not in it, so a restore leaves it as it is.</source>
        <translation>Neu seit dem Sicherungspunkt: nicht darin enthalten, daher lässt eine Wiederherstellung die Datei unverändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="353"/>
        <source>Nothing has changed since this checkpoint.</source>
        <translation>Seit diesem Sicherungspunkt hat sich nichts geändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="370"/>
        <source>The diff cannot be shown: %1</source>
        <translation>Die Unterschiede können nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="372"/>
        <source>No differences.</source>
        <translation>Keine Unterschiede.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="391"/>
        <source>Tick the files to restore first.</source>
        <translation>Haken Sie zuerst die wiederherzustellenden Dateien an.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="409"/>
        <source>the checkpoint of %1 (before “%2”)</source>
        <translation>der Sicherungspunkt von %1 (vor „%2“)</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="421"/>
        <source>Restore every file of %1 in %2?</source>
        <translation>Jede Datei von %1 in %2 wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="423"/>
        <source>No file of the checkpoint has changed since; they are written again as they are.</source>
        <translation>Keine Datei des Sicherungspunkts hat sich seitdem geändert; sie werden unverändert neu geschrieben.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="424"/>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="431"/>
        <source>The current versions of these files are overwritten:</source>
        <translation>Die aktuellen Fassungen dieser Dateien werden überschrieben:</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="427"/>
        <source>Files created since the checkpoint are kept.</source>
        <translation>Seit dem Sicherungspunkt angelegte Dateien bleiben erhalten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="429"/>
        <source>Restore %n file(s) from %1 in %2?</source>
        <translation>
            <numerusform>%n Datei aus %1 in %2 wiederherstellen?</numerusform>
            <numerusform>%n Dateien aus %1 in %2 wiederherstellen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="433"/>
        <source>Restore all</source>
        <translation>Alle wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="433"/>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="442"/>
        <source>Restore files</source>
        <translation>Dateien wiederherstellen</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="449"/>
        <source>Restoring…</source>
        <translation>Wird wiederhergestellt…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="453"/>
        <source>every file</source>
        <translation>jede Datei</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="453"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="454"/>
        <source>Restored %1 from checkpoint %2.</source>
        <translation>%1 aus Sicherungspunkt %2 wiederhergestellt.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="455"/>
        <source>The restore failed: %1</source>
        <translation>Die Wiederherstellung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="478"/>
        <source>It could not be written to the audit log: %1</source>
        <translation>Sie konnte nicht ins Audit-Protokoll geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::ConnectAgentDialog</name>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="55"/>
        <source>Configuration to paste</source>
        <translation>Einzufügende Konfiguration</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="56"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="107"/>
        <source>Connect an agent</source>
        <translation>Einen Agenten verbinden</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="113"/>
        <source>Any MCP client</source>
        <translation>Beliebiger MCP-Client</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="132"/>
        <source>&lt;b&gt;Its own shell tool.&lt;/b&gt; With Airlock&apos;s hook, every shell command %1 runs with its own tool is judged here first: safe ones go on, dangerous ones ask you in Airlock&apos;s dialog, and all are recorded. The command still runs where %1 runs it.</source>
        <translation>&lt;b&gt;Sein eigenes Shell-Werkzeug.&lt;/b&gt; Mit dem Hook von Airlock wird jeder Shell-Befehl, den %1 mit seinem eigenen Werkzeug ausführt, zuerst hier beurteilt: sichere laufen weiter, gefährliche fragen Sie im Dialog von Airlock, und alle werden aufgezeichnet. Der Befehl läuft weiterhin dort, wo %1 ihn ausführt.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="147"/>
        <source>Install the hook</source>
        <translation>Hook installieren</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="148"/>
        <source>Remove the hook</source>
        <translation>Hook entfernen</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="156"/>
        <source>&lt;b&gt;Or Airlock&apos;s terminal tool&lt;/b&gt;, over MCP (Airlock then runs the commands):</source>
        <translation>&lt;b&gt;Oder das Terminal-Werkzeug von Airlock&lt;/b&gt;, über MCP (Airlock führt die Befehle dann aus):</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="167"/>
        <source>Any client that speaks MCP can use Airlock&apos;s &lt;code&gt;terminal&lt;/code&gt; tool: over stdio, the client starts &lt;code&gt;airlock mcp&lt;/code&gt;, a bridge to this app; over Streamable HTTP, it connects to this app with a bearer token.</source>
        <translation>Jeder Client, der MCP spricht, kann das Werkzeug &lt;code&gt;terminal&lt;/code&gt; von Airlock verwenden: Über stdio startet der Client &lt;code&gt;airlock mcp&lt;/code&gt;, eine Brücke zu dieser App; über Streamable HTTP verbindet er sich mit einem Bearer-Token mit dieser App.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="193"/>
        <source>stdio (airlock mcp)</source>
        <translation>stdio (airlock mcp)</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="211"/>
        <source>Streamable HTTP</source>
        <translation>Streamable HTTP</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="227"/>
        <source>Run in a terminal:</source>
        <translation>In einem Terminal ausführen:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="228"/>
        <source>The server&apos;s URL:</source>
        <translation>Die URL des Servers:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="232"/>
        <source>In the client&apos;s MCP configuration (its &lt;code&gt;mcpServers&lt;/code&gt;):</source>
        <translation>In der MCP-Konfiguration des Clients (unter &lt;code&gt;mcpServers&lt;/code&gt;):</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="233"/>
        <source>Add to &lt;code&gt;%1&lt;/code&gt; (merge with what is there):</source>
        <translation>Zu &lt;code&gt;%1&lt;/code&gt; hinzufügen (mit dem Vorhandenen zusammenführen):</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="241"/>
        <source>The token lives in your keychain; &lt;code&gt;%1&lt;/code&gt; puts it where the snippet reads it (run it in the shell that starts the agent).</source>
        <translation>Das Token liegt in Ihrem Schlüsselbund; &lt;code&gt;%1&lt;/code&gt; legt es dort ab, wo das Snippet es liest (in der Shell ausführen, die den Agenten startet).</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="246"/>
        <source>MCP over HTTP is off. To use it, turn on &lt;i&gt;Serve MCP over HTTP&lt;/i&gt; in Settings ▸ Agents and restart Airlock; the configuration with its port appears here.</source>
        <translation>MCP über HTTP ist ausgeschaltet. Um es zu nutzen, schalten Sie &lt;i&gt;MCP über HTTP anbieten&lt;/i&gt; unter Einstellungen ▸ Agenten ein und starten Sie Airlock neu; dann erscheint hier die Konfiguration mit ihrem Port.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="254"/>
        <source>Send the header &lt;code&gt;Authorization: Bearer &amp;lt;token&amp;gt;&lt;/code&gt; with every request. %1</source>
        <translation>Senden Sie bei jeder Anfrage den Header &lt;code&gt;Authorization: Bearer &amp;lt;token&amp;gt;&lt;/code&gt; mit. %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="258"/>
        <source>The command reads the token from your keychain once, and Claude Code keeps it.</source>
        <translation>Der Befehl liest das Token einmal aus Ihrem Schlüsselbund, und Claude Code behält es.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="297"/>
        <source>%1 cannot be read, so Airlock will not change it: %2</source>
        <translation>%1 kann nicht gelesen werden, daher ändert Airlock die Datei nicht: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="304"/>
        <source>Installed in %1. Removing it makes this change:</source>
        <translation>Installiert in %1. Das Entfernen nimmt diese Änderung vor:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="305"/>
        <source>Not installed. Installing it makes this change to %1 (the old file is kept as %1.airlock-backup):</source>
        <translation>Nicht installiert. Die Installation nimmt diese Änderung an %1 vor (die alte Datei bleibt als %1.airlock-backup erhalten):</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="323"/>
        <source>the change is not shown yet</source>
        <translation>die Änderung wird noch nicht angezeigt</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="326"/>
        <source>Nothing was written: %1</source>
        <translation>Nichts wurde geschrieben: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="328"/>
        <source>Installed in %1.</source>
        <translation>Installiert in %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="328"/>
        <source>Removed from %1.</source>
        <translation>Entfernt aus %1.</translation>
    </message>
</context>
<context>
    <name>airlock::gui::ConsoleView</name>
    <message>
        <location filename="../src/gui/ConsoleView.cpp" line="20"/>
        <source>Live output</source>
        <translation>Live-Ausgabe</translation>
    </message>
    <message>
        <location filename="../src/gui/ConsoleView.cpp" line="75"/>
        <source>
[… %1 characters not shown here while output streamed fast …]
</source>
        <translation>
[… %1 Zeichen hier nicht angezeigt, während die Ausgabe schnell lief …]
</translation>
    </message>
</context>
<context>
    <name>airlock::gui::CredentialQueue</name>
    <message>
        <location filename="../src/gui/CredentialQueue.cpp" line="76"/>
        <source>Airlock: unknown SSH host key</source>
        <translation>Airlock: unbekannter SSH-Host-Schlüssel</translation>
    </message>
    <message>
        <location filename="../src/gui/CredentialQueue.cpp" line="77"/>
        <source>%1

SHA256 fingerprint:
%2

Compare it with the one the host&apos;s administrator gives you before you trust it.</source>
        <translation>%1

SHA256-Fingerabdruck:
%2

Vergleichen Sie ihn mit dem, den Ihnen der Administrator des Hosts nennt, bevor Sie ihm vertrauen.</translation>
    </message>
    <message>
        <location filename="../src/gui/CredentialQueue.cpp" line="81"/>
        <source>&amp;Trust and connect</source>
        <translation>&amp;Vertrauen und verbinden</translation>
    </message>
    <message>
        <location filename="../src/gui/CredentialQueue.cpp" line="82"/>
        <source>&amp;Refuse</source>
        <translation>&amp;Ablehnen</translation>
    </message>
</context>
<context>
    <name>airlock::gui::DecisionText</name>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="385"/>
        <source>policy</source>
        <translation>Richtlinie</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="386"/>
        <source>approvals off</source>
        <translation>Freigaben aus</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="387"/>
        <source>person</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="388"/>
        <source>headless</source>
        <translation>ohne Oberfläche</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="389"/>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="390"/>
        <source>session</source>
        <translation>Sitzung</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="391"/>
        <source>always</source>
        <translation>immer</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="392"/>
        <source>dialog</source>
        <translation>Dialog</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="393"/>
        <location filename="../src/gui/FindingText.cpp" line="394"/>
        <source>the agent&apos;s prompt</source>
        <translation>Eingabeaufforderung des Agenten</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="395"/>
        <source>session grant</source>
        <translation>Sitzungsfreigabe</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="396"/>
        <source>rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="413"/>
        <location filename="../src/gui/FindingText.cpp" line="427"/>
        <location filename="../src/gui/FindingText.cpp" line="431"/>
        <source>allowed (%1)</source>
        <translation>erlaubt (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="414"/>
        <source>allowed (%1 %2)</source>
        <translation>erlaubt (%1 %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="425"/>
        <source>allowed (%1; rule %2)</source>
        <translation>erlaubt (%1; Regel %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="430"/>
        <location filename="../src/gui/FindingText.cpp" line="458"/>
        <source>allowed</source>
        <translation>erlaubt</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="439"/>
        <source>denied by the person</source>
        <translation>von der Person abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="440"/>
        <source>denied by the person: “%1”</source>
        <translation>von der Person abgelehnt: „%1“</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="443"/>
        <source>denied (%1 %2)</source>
        <translation>abgelehnt (%1 %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="446"/>
        <source>denied (%1, %2)</source>
        <translation>abgelehnt (%1, %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="449"/>
        <location filename="../src/gui/FindingText.cpp" line="459"/>
        <source>denied</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="450"/>
        <source>denied (%1)</source>
        <translation>abgelehnt (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="460"/>
        <location filename="../src/gui/FindingText.cpp" line="492"/>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="461"/>
        <location filename="../src/gui/FindingText.cpp" line="498"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="462"/>
        <source>refused</source>
        <translation>verweigert</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="463"/>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="464"/>
        <source>left to the agent</source>
        <translation>dem Agenten überlassen</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="465"/>
        <source>timeout</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="466"/>
        <location filename="../src/gui/FindingText.cpp" line="490"/>
        <source>nobody there</source>
        <translation>niemand da</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="467"/>
        <source>none</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="500"/>
        <source>refused (interactive program)</source>
        <translation>verweigert (interaktives Programm)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="502"/>
        <source>invalid arguments</source>
        <translation>ungültige Argumente</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="505"/>
        <source>left to the agent&apos;s prompt</source>
        <translation>der Eingabeaufforderung des Agenten überlassen</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="506"/>
        <source>left to %1</source>
        <translation>überlassen: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="510"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>airlock::gui::FindingText</name>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="174"/>
        <source>%1 (a control character)</source>
        <translation>%1 (ein Steuerzeichen)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="192"/>
        <source>Hidden characters: %1. They make the command read differently from what runs; each is shown above as &lt;U+…&gt;.</source>
        <translation>Verborgene Zeichen: %1. Sie lassen den Befehl anders lesen, als er ausgeführt wird; jedes wird oben als &lt;U+…&gt; gezeigt.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="196"/>
        <source>Bytes that are not text: nobody can read what they say.</source>
        <translation>Bytes, die kein Text sind: niemand kann lesen, was sie besagen.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="197"/>
        <source>Not seen: all of the command. Only part of it could be checked or shown here.</source>
        <translation>Nicht gesehen: der ganze Befehl. Nur ein Teil davon konnte geprüft oder hier gezeigt werden.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="200"/>
        <source>Not seen: which programs it runs. It is not valid bash, so bash may read it differently from Airlock.</source>
        <translation>Nicht gesehen: welche Programme er ausführt. Es ist kein gültiges Bash, daher liest Bash es womöglich anders als Airlock.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="204"/>
        <source>Not seen: the downloaded script. It is only fetched when the command runs.</source>
        <translation>Nicht gesehen: das heruntergeladene Skript. Es wird erst geholt, wenn der Befehl läuft.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="206"/>
        <source>Not seen: the script downloaded from %1. It is only fetched when the command runs.</source>
        <translation>Nicht gesehen: das von %1 heruntergeladene Skript. Es wird erst geholt, wenn der Befehl läuft.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="211"/>
        <source>Not seen: the decoded text. It only exists once the command runs.</source>
        <translation>Nicht gesehen: der decodierte Text. Er existiert erst, wenn der Befehl läuft.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="214"/>
        <source>Not seen: what it runs. That is only known when the command runs.</source>
        <translation>Nicht gesehen: was er ausführt. Das ist erst bekannt, wenn der Befehl läuft.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="215"/>
        <source>Not seen: the text of %1. It is only known when the command runs.</source>
        <translation>Nicht gesehen: der Text von %1. Er ist erst bekannt, wenn der Befehl läuft.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="248"/>
        <source>Deletes files</source>
        <translation>Löscht Dateien</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="249"/>
        <source>Overwrites a disk</source>
        <translation>Überschreibt ein Laufwerk</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="250"/>
        <source>Changes permissions</source>
        <translation>Ändert Berechtigungen</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="252"/>
        <source>Runs as another user</source>
        <translation>Läuft als anderer Benutzer</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="254"/>
        <source>Runs code from elsewhere</source>
        <translation>Führt Code von anderswo aus</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="256"/>
        <source>Rewrites or discards git history</source>
        <translation>Schreibt Git-Verlauf um oder verwirft ihn</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="257"/>
        <source>Destroys database data</source>
        <translation>Zerstört Daten in Datenbanken</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="258"/>
        <source>Kills processes</source>
        <translation>Beendet Prozesse</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="260"/>
        <source>Stops or changes system services</source>
        <translation>Stoppt oder ändert Systemdienste</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="261"/>
        <source>Writes system files</source>
        <translation>Schreibt Systemdateien</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="263"/>
        <source>Sends secrets to the network</source>
        <translation>Sendet Geheimnisse ins Netz</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="264"/>
        <source>Starts processes without end</source>
        <translation>Startet Prozesse ohne Ende</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="266"/>
        <source>Destroys containers or cloud resources</source>
        <translation>Zerstört Container oder Cloud-Ressourcen</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="268"/>
        <source>Changes Airlock&apos;s own settings</source>
        <translation>Ändert die Einstellungen von Airlock selbst</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="270"/>
        <source>Runs something that cannot be seen yet</source>
        <translation>Führt etwas aus, das noch nicht sichtbar ist</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="272"/>
        <source>Cannot be read as a shell command</source>
        <translation>Lässt sich nicht als Shell-Befehl lesen</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="273"/>
        <source>Too hidden to review</source>
        <translation>Zu gut versteckt, um es zu prüfen</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="275"/>
        <source>Needs a terminal Airlock does not have</source>
        <translation>Braucht ein Terminal, das Airlock nicht hat</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="319"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="319"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="321"/>
        <source>In: %1</source>
        <translation>In: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="323"/>
        <source>Judged as: %1</source>
        <translation>Eingestuft als: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryExport</name>
    <message>
        <location filename="../src/gui/HistoryExport.cpp" line="50"/>
        <location filename="../src/gui/HistoryExport.cpp" line="95"/>
        <location filename="../src/gui/HistoryExport.cpp" line="106"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryExport.cpp" line="64"/>
        <location filename="../src/gui/HistoryExport.cpp" line="86"/>
        <source>The audit log %1 cannot be read: %2</source>
        <translation>Das Audit-Protokoll %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryExport.cpp" line="74"/>
        <source>The export was cancelled.</source>
        <translation>Der Export wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryModel</name>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="61"/>
        <source>The audit log %1 cannot be read: %2</source>
        <translation>Das Audit-Protokoll %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="319"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="319"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="335"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="343"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="349"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="361"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="362"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="363"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="364"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="365"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="366"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="367"/>
        <source>Decided by</source>
        <translation>Entschieden von</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="368"/>
        <source>Exit</source>
        <translation>Exit-Code</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="369"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryRecordDialog</name>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="29"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="64"/>
        <source>Record %1 — Airlock history</source>
        <translation>Eintrag %1 — Airlock-Verlauf</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="76"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="80"/>
        <source>&amp;Command:</source>
        <translation>&amp;Befehl:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="87"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="92"/>
        <source>&amp;Why Airlock looked closer:</source>
        <translation>&amp;Warum Airlock genauer hingesehen hat:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="96"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="100"/>
        <source>Nothing dangerous was found in the command.</source>
        <translation>Im Befehl wurde nichts Gefährliches gefunden.</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="114"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="123"/>
        <source>C&amp;opy</source>
        <translation>K&amp;opieren</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="124"/>
        <source>Copy everything shown here</source>
        <translation>Alles hier Gezeigte kopieren</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="126"/>
        <source>Open &amp;checkpoint…</source>
        <translation>&amp;Sicherungspunkt öffnen…</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="128"/>
        <source>The snapshot Airlock took before this command ran</source>
        <translation>Der Schnappschuss, den Airlock vor diesem Befehl angelegt hat</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="146"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="149"/>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="203"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="154"/>
        <source>checkpoint restore</source>
        <translation>Wiederherstellung eines Sicherungspunkts</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="155"/>
        <source>terminal call</source>
        <translation>Aufruf des Terminal-Werkzeugs</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="156"/>
        <source>the agent&apos;s own shell (hook)</source>
        <translation>die eigene Shell des Agenten (Hook)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="158"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="159"/>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="161"/>
        <source>%1, truncated for the agent</source>
        <translation>%1, für den Agenten gekürzt</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="163"/>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="164"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="165"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="166"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="167"/>
        <source>Client directory</source>
        <translation>Verzeichnis des Clients</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="168"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="169"/>
        <source>Directory</source>
        <translation>Verzeichnis</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="170"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="171"/>
        <source>Decided by</source>
        <translation>Entschieden von</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="172"/>
        <source>Scope</source>
        <translation>Geltungsbereich</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="173"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="174"/>
        <source>Answered through</source>
        <translation>Beantwortet über</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="175"/>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="176"/>
        <source>Waited for the answer</source>
        <translation>Auf die Antwort gewartet</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="177"/>
        <source>(nobody was asked)</source>
        <translation>(niemand wurde gefragt)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="178"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="179"/>
        <source>Exit code</source>
        <translation>Exit-Code</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="179"/>
        <source>(did not run to an exit status)</source>
        <translation>(lief nicht bis zu einem Exit-Status)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="180"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="181"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="182"/>
        <source>Secrets redacted</source>
        <translation>Geheimnisse geschwärzt</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="183"/>
        <source>Checkpoint</source>
        <translation>Sicherungspunkt</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="184"/>
        <source>Retries</source>
        <translation>Wiederholungen</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="185"/>
        <source>Record</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="188"/>
        <source>Detail: %1</source>
        <translation>Detail: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="195"/>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="196"/>
        <source>Findings:</source>
        <translation>Befunde:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="200"/>
        <source>- Nothing dangerous was found in the command.</source>
        <translation>- Im Befehl wurde nichts Gefährliches gefunden.</translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryWindow</name>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="88"/>
        <source>History — Airlock</source>
        <translation>Verlauf — Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="113"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="115"/>
        <source>Every record the filters let through, as JSON Lines or CSV</source>
        <translation>Jeder Eintrag, den die Filter durchlassen, als JSON Lines oder CSV</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="176"/>
        <source>&amp;Always allow…</source>
        <translation>&amp;Immer erlauben…</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="178"/>
        <source>Shows the rule first; nothing is saved until you confirm it</source>
        <translation>Zeigt zuerst die Regel; nichts wird gespeichert, bevor Sie bestätigen</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="179"/>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="181"/>
        <source>Not suggested again for this command until Airlock restarts</source>
        <translation>Für diesen Befehl nicht mehr vorgeschlagen, bis Airlock neu startet</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="202"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="204"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="206"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="216"/>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="217"/>
        <source>Any decision</source>
        <translation>Jede Entscheidung</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="222"/>
        <source>Decided by</source>
        <translation>Entschieden von</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="223"/>
        <source>Decided by anyone</source>
        <translation>Von jedem entschieden</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="232"/>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="236"/>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="240"/>
        <source>From (inclusive)</source>
        <translation>Von (einschließlich)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="241"/>
        <source>To (exclusive)</source>
        <translation>Bis (ausschließlich)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="259"/>
        <source>Search commands, messages and rules</source>
        <translation>Befehle, Nachrichten und Regeln durchsuchen</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="260"/>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="265"/>
        <source>C&amp;lear filters</source>
        <translation>Filter &amp;zurücksetzen</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="281"/>
        <source>Audit log records</source>
        <translation>Einträge des Audit-Protokolls</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="334"/>
        <source>Nothing has been recorded yet (%1).</source>
        <translation>Bisher wurde nichts aufgezeichnet (%1).</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="361"/>
        <source>The history cannot be shown: %1</source>
        <translation>Der Verlauf kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="365"/>
        <source>New records are not being saved: %1</source>
        <translation>Neue Einträge werden nicht gespeichert: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="374"/>
        <source>%Ln record(s)</source>
        <translation>
            <numerusform>%Ln Eintrag</numerusform>
            <numerusform>%Ln Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="376"/>
        <source>%1 · %Ln loaded (scroll for more)</source>
        <translation>
            <numerusform>%1 · %Ln geladen (für mehr scrollen)</numerusform>
            <numerusform>%1 · %Ln geladen (für mehr scrollen)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="453"/>
        <source>JSON Lines (*.jsonl)</source>
        <translation>JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="454"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="456"/>
        <source>Export history</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="480"/>
        <source>Exporting to %1…</source>
        <translation>Export nach %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="483"/>
        <source>Exporting… %Ln record(s) written</source>
        <translation>
            <numerusform>Export… %Ln Eintrag geschrieben</numerusform>
            <numerusform>Export… %Ln Einträge geschrieben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="489"/>
        <source>Exported %Ln record(s) to %1</source>
        <translation>
            <numerusform>%Ln Eintrag nach %1 exportiert</numerusform>
            <numerusform>%Ln Einträge nach %1 exportiert</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="490"/>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="552"/>
        <source>You allowed &lt;code&gt;%1&lt;/code&gt; %n time(s) this week — always allow it?</source>
        <translation>
            <numerusform>Sie haben &lt;code&gt;%1&lt;/code&gt; diese Woche einmal erlaubt – immer erlauben?</numerusform>
            <numerusform>Sie haben &lt;code&gt;%1&lt;/code&gt; diese Woche %n-mal erlaubt – immer erlauben?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="570"/>
        <source>Saved the rule %1</source>
        <translation>Regel %1 gespeichert</translation>
    </message>
</context>
<context>
    <name>airlock::gui::LeftoversBar</name>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="17"/>
        <source>Clean up</source>
        <translation>Bereinigen</translation>
    </message>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="18"/>
        <source>Leave them</source>
        <translation>Belassen</translation>
    </message>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="36"/>
        <source>Removing the leftovers…</source>
        <translation>Die Überreste werden entfernt…</translation>
    </message>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="48"/>
        <source>Removed %1; these could not be removed: %2</source>
        <translation>%1 entfernt; diese konnten nicht entfernt werden: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="49"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/LeftoversBar.cpp" line="69"/>
        <source>An earlier Airlock that is no longer running left %n thing(s) behind: %1</source>
        <translation>
            <numerusform>Ein früheres Airlock, das nicht mehr läuft, hat %n Überrest hinterlassen: %1</numerusform>
            <numerusform>Ein früheres Airlock, das nicht mehr läuft, hat %n Überreste hinterlassen: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::gui::MainWindow</name>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="134"/>
        <source>&amp;Checkpoints…</source>
        <translation>&amp;Sicherungspunkte…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="138"/>
        <source>Co&amp;nnect an Agent…</source>
        <translation>Agenten &amp;verbinden…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="144"/>
        <source>About Airlock</source>
        <translation>Über Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="145"/>
        <source>&lt;b&gt;Airlock %1&lt;/b&gt;&lt;br&gt;Supervises the shell commands AI coding agents run: approvals for dangerous commands, secrets redacted, every task live.</source>
        <translation>&lt;b&gt;Airlock %1&lt;/b&gt;&lt;br&gt;Überwacht die Shell-Befehle, die KI-Coding-Agenten ausführen: Genehmigungen für gefährliche Befehle, geschwärzte Geheimnisse, jede Aufgabe live.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="198"/>
        <source>Cleaned up %1</source>
        <translation>%1 bereinigt</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="203"/>
        <source>Cleanup of %1 failed: %2. Select it and press Clean up to retry.</source>
        <translation>Bereinigen von %1 fehlgeschlagen: %2. Wählen Sie die Aufgabe aus und klicken Sie auf Bereinigen, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="257"/>
        <source>&lt;b&gt;⚠ Audit log unavailable&lt;/b&gt;</source>
        <translation>&lt;b&gt;⚠ Audit-Protokoll nicht verfügbar&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="258"/>
        <source>%1
Commands still run, but they are not recorded until this is fixed. The file is left as it is.</source>
        <translation>%1
Befehle laufen weiter, werden aber nicht aufgezeichnet, bis das behoben ist. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="261"/>
        <source>Audit log unavailable: %1</source>
        <translation>Audit-Protokoll nicht verfügbar: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="263"/>
        <source>The audit log cannot be written: %1</source>
        <translation>Das Audit-Protokoll kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="270"/>
        <source>Agents: airlock mcp → %1</source>
        <translation>Agenten: airlock mcp → %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="271"/>
        <source>HTTP: http://127.0.0.1:%1/mcp</source>
        <translation>HTTP: http://127.0.0.1:%1/mcp</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="271"/>
        <source>HTTP off</source>
        <translation>HTTP aus</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="505"/>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="46"/>
        <source>Airlock</source>
        <translation>Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="55"/>
        <source>Select the tasks to clean up first.</source>
        <translation>Wählen Sie zuerst die zu bereinigenden Aufgaben aus.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="68"/>
        <source>%n of the selected tasks is running a command. Cleaning up stops it and tells the agent it was cancelled.</source>
        <translation>
            <numerusform>%n der ausgewählten Aufgaben führt einen Befehl aus. Das Bereinigen stoppt ihn und teilt dem Agenten mit, dass er abgebrochen wurde.</numerusform>
            <numerusform>%n der ausgewählten Aufgaben führen einen Befehl aus. Das Bereinigen stoppt sie und teilt den Agenten mit, dass die Befehle abgebrochen wurden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="71"/>
        <source>Stop and clean up</source>
        <translation>Stoppen und bereinigen</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="78"/>
        <source>No idle tasks to clean up.</source>
        <translation>Keine Aufgaben im Leerlauf zum Bereinigen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="78"/>
        <source>Cleaning up %n idle task(s)…</source>
        <translation>
            <numerusform>%n Aufgabe im Leerlauf wird bereinigt…</numerusform>
            <numerusform>%n Aufgaben im Leerlauf werden bereinigt…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="92"/>
        <source>No tasks to clean up.</source>
        <translation>Keine Aufgaben zum Bereinigen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="99"/>
        <source>%n task(s) are running a command. Cleaning up all stops them and tells their agents the commands were cancelled.</source>
        <translation>
            <numerusform>%n Aufgabe führt einen Befehl aus. Alle bereinigen stoppt ihn und teilt dem Agenten mit, dass der Befehl abgebrochen wurde.</numerusform>
            <numerusform>%n Aufgaben führen einen Befehl aus. Alle bereinigen stoppt sie und teilt ihren Agenten mit, dass die Befehle abgebrochen wurden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="102"/>
        <source>Stop and clean up all</source>
        <translation>Alle stoppen und bereinigen</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="113"/>
        <source>Cleaning up %n task(s)…</source>
        <translation>
            <numerusform>%n Aufgabe wird bereinigt…</numerusform>
            <numerusform>%n Aufgaben werden bereinigt…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="315"/>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="345"/>
        <source>&lt;b&gt;⚠ Keychain unavailable&lt;/b&gt;</source>
        <translation>&lt;b&gt;⚠ Schlüsselbund nicht verfügbar&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="347"/>
        <source>Keychain unavailable: %1</source>
        <translation>Schlüsselbund nicht verfügbar: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindow.cpp" line="360"/>
        <source>%n task(s) are alive. Quit Airlock and clean them up? Running commands are stopped.</source>
        <translation>
            <numerusform>%n Aufgabe ist aktiv. Airlock beenden und sie bereinigen? Laufende Befehle werden gestoppt.</numerusform>
            <numerusform>%n Aufgaben sind aktiv. Airlock beenden und sie bereinigen? Laufende Befehle werden gestoppt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="361"/>
        <source>Clean up and quit</source>
        <translation>Bereinigen und beenden</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="374"/>
        <source>Airlock is still running</source>
        <translation>Airlock läuft weiter</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="375"/>
        <source>Airlock keeps supervising your agents from the tray. Quit it from the tray&apos;s menu or with File ▸ Quit.</source>
        <translation>Airlock überwacht Ihre Agenten weiter aus dem Infobereich. Beenden Sie es über das Menü im Infobereich oder mit Datei ▸ Beenden.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="444"/>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="445"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="446"/>
        <location filename="../src/gui/MainWindow.cpp" line="480"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="469"/>
        <source>Task id</source>
        <translation>Aufgaben-ID</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="471"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="472"/>
        <location filename="../src/gui/MainWindow.cpp" line="485"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="479"/>
        <source>Idle TTL left</source>
        <translation>Verbleibende Leerlauf-TTL</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="481"/>
        <source>(not idle)</source>
        <translation>(nicht im Leerlauf)</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="483"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="485"/>
        <source>gone (cleaned up)</source>
        <translation>beendet (bereinigt)</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="501"/>
        <source>Running: %1</source>
        <translation>Läuft: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="503"/>
        <source>&lt;b&gt;Approvals waiting: %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wartende Genehmigungen: %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="504"/>
        <source>Approvals waiting: 0</source>
        <translation>Wartende Genehmigungen: 0</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="505"/>
        <source>Airlock (%1 waiting)</source>
        <translation>Airlock (%1 wartend)</translation>
    </message>
</context>
<context>
    <name>airlock::gui::RulePreviewDialog</name>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="29"/>
        <source>Always allow — Airlock</source>
        <translation>Immer erlauben — Airlock</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/RulePreviewDialog.cpp" line="34"/>
        <source>You allowed &lt;code&gt;%1&lt;/code&gt; by hand %n time(s) in the last %2 days on the %3 backend. This rule lets it run there without asking; anything else it does not cover still asks.</source>
        <translation>
            <numerusform>Sie haben &lt;code&gt;%1&lt;/code&gt; in den letzten %2 Tagen auf dem Backend %3 einmal von Hand erlaubt. Mit dieser Regel läuft der Befehl dort ohne Nachfrage; alles andere, was sie nicht abdeckt, wird weiterhin erfragt.</numerusform>
            <numerusform>Sie haben &lt;code&gt;%1&lt;/code&gt; in den letzten %2 Tagen auf dem Backend %3 %n-mal von Hand erlaubt. Mit dieser Regel läuft der Befehl dort ohne Nachfrage; alles andere, was sie nicht abdeckt, wird weiterhin erfragt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="39"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="42"/>
        <source>The &amp;rule to save (one per line, editable):</source>
        <translation>Die zu speichernde &amp;Regel (eine pro Zeile, bearbeitbar):</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="45"/>
        <source>Rule patterns, one per line</source>
        <translation>Regelmuster, eines pro Zeile</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="54"/>
        <source>Problem with the rule</source>
        <translation>Problem mit der Regel</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="62"/>
        <source>Would allow, for example:</source>
        <translation>Würde zum Beispiel erlauben:</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="65"/>
        <source>Commands the rule would allow</source>
        <translation>Befehle, die die Regel erlauben würde</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="69"/>
        <source>Would still ask for:</source>
        <translation>Würde weiterhin fragen bei:</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="72"/>
        <source>Commands the rule would not allow</source>
        <translation>Befehle, die die Regel nicht erlauben würde</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="80"/>
        <source>&amp;Save rule</source>
        <translation>Regel &amp;speichern</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="125"/>
        <source>Rules cannot be saved here: there is no rule store.</source>
        <translation>Regeln können hier nicht gespeichert werden: es gibt keinen Regelspeicher.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/RulePreviewDialog.cpp" line="131"/>
        <source>suggested by History: allowed by hand %n time(s) in %1 days</source>
        <translation>
            <numerusform>vom Verlauf vorgeschlagen: in %1 Tagen einmal von Hand erlaubt</numerusform>
            <numerusform>vom Verlauf vorgeschlagen: in %1 Tagen %n-mal von Hand erlaubt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="135"/>
        <source>The rule was not saved: %1</source>
        <translation>Die Regel wurde nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::SandboxSettingsPage</name>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="32"/>
        <source>The managed gateway needs its URL, here or in MODAL_GATEWAY_URL.</source>
        <translation>Das verwaltete Gateway braucht seine URL, hier oder in MODAL_GATEWAY_URL.</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="39"/>
        <source>Needs an https:// address (http:// only to this machine).</source>
        <translation>Braucht eine https://-Adresse (http:// nur zu diesem Rechner).</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="50"/>
        <source>Automatic: Modal&apos;s API when its tokens are set</source>
        <translation>Automatisch: die API von Modal, wenn ihre Tokens gesetzt sind</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="51"/>
        <source>Modal&apos;s API (tokens)</source>
        <translation>Die API von Modal (Tokens)</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="52"/>
        <source>A managed gateway</source>
        <translation>Ein verwaltetes Gateway</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="131"/>
        <source>Needs an http:// or https:// address.</source>
        <translation>Braucht eine http://- oder https://-Adresse.</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="140"/>
        <source>Shorter than the lifetime (%1 s), or it never applies.</source>
        <translation>Kürzer als die Lebensdauer (%1 s), sonst greift es nie.</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="144"/>
        <source>Apptainer is the default backend: name the image.</source>
        <translation>Apptainer ist das Standard-Backend: nennen Sie das Image.</translation>
    </message>
</context>
<context>
    <name>airlock::gui::SecretPromptDialog</name>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="19"/>
        <source>Airlock: %1</source>
        <translation>Airlock: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="24"/>
        <source>Kept in the system keychain as %1 once it proved right; otherwise used this once and forgotten.</source>
        <translation>Wird als %1 im Schlüsselbund des Systems gespeichert, sobald es sich als richtig erwiesen hat; sonst nur dieses eine Mal verwendet und dann vergessen.</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="54"/>
        <source>It cannot be remembered: %1</source>
        <translation>Es kann nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::SecretsPanel</name>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="37"/>
        <source>checking…</source>
        <translation>wird geprüft…</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="74"/>
        <source>environment (%1)</source>
        <translation>Umgebung (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="76"/>
        <source>keychain unavailable</source>
        <translation>Schlüsselbund nicht verfügbar</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="78"/>
        <source>stored in the keychain</source>
        <translation>im Schlüsselbund gespeichert</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="80"/>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="96"/>
        <source>Select the credential to store first.</source>
        <translation>Wählen Sie zuerst die zu speichernden Zugangsdaten aus.</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="96"/>
        <source>Type the value first.</source>
        <translation>Geben Sie zuerst den Wert ein.</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="107"/>
        <source>Not stored: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="109"/>
        <source>Stored; %1 is set in the environment and takes precedence.</source>
        <translation>Gespeichert; %1 ist in der Umgebung gesetzt und hat Vorrang.</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="126"/>
        <source>Not forgotten: %1</source>
        <translation>Nicht vergessen: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::SettingsDialog</name>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="65"/>
        <source>&amp;Sandboxes</source>
        <translation>&amp;Sandboxen</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="73"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="104"/>
        <source>rules.json is damaged and not applied: %1</source>
        <translation>rules.json ist beschädigt und wird nicht angewendet: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="196"/>
        <source>Docker is the default backend: name the image its tasks run in.</source>
        <translation>Docker ist das Standard-Backend: nennen Sie das Image, in dem seine Aufgaben laufen.</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="199"/>
        <source>SSH is the default backend: name the host.</source>
        <translation>SSH ist das Standard-Backend: nennen Sie den Host.</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="202"/>
        <source>No such file: %1</source>
        <translation>Keine solche Datei: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="206"/>
        <source>Sweep at least as often as the idle TTL (%1 s).</source>
        <translation>Prüfen Sie mindestens so oft, wie die Leerlauf-TTL dauert (%1 s).</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="209"/>
        <source>Takes effect when Airlock restarts: it listens for agents on the settings it started with.</source>
        <translation>Wirkt erst nach einem Neustart von Airlock: es wartet auf Agenten mit den Einstellungen, mit denen es gestartet wurde.</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="214"/>
        <source>The new language is shown when Airlock starts again.</source>
        <translation>Die neue Sprache erscheint beim nächsten Start von Airlock.</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="230"/>
        <location filename="../src/gui/SettingsDialog.cpp" line="238"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="266"/>
        <source>every backend</source>
        <translation>jedes Backend</translation>
    </message>
</context>
<context>
    <name>airlock::gui::StateLook</name>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="125"/>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="128"/>
        <source>idle</source>
        <extracomment>A task&apos;s state: its shell waits for the next command</extracomment>
        <translation>im Leerlauf</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="129"/>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="131"/>
        <source>waiting for approval</source>
        <translation>wartet auf Genehmigung</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="134"/>
        <source>unhealthy</source>
        <extracomment>A task&apos;s state: its backend failed a health check</extracomment>
        <translation>gestört</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="137"/>
        <source>cleaning</source>
        <extracomment>A task&apos;s state: its backend (container, sandbox) is being removed</extracomment>
        <translation>wird bereinigt</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="140"/>
        <source>gone</source>
        <extracomment>A task&apos;s state: it ended and its backend was removed</extracomment>
        <translation>beendet</translation>
    </message>
</context>
<context>
    <name>airlock::gui::TaskActivity</name>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="31"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="33"/>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="34"/>
        <source>exit %1</source>
        <translation>Exit %1</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="39"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="39"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>airlock::gui::TaskAuditHistory</name>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="89"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="91"/>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="93"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="95"/>
        <source>exit %1</source>
        <translation>Exit %1</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="97"/>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="100"/>
        <source>error[%1]</source>
        <translation>Fehler[%1]</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="100"/>
        <source>error[%1]: %2</source>
        <translation>Fehler[%1]: %2</translation>
    </message>
</context>
<context>
    <name>airlock::gui::TaskTableModel</name>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="22"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="24"/>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="25"/>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="97"/>
        <source>%1: %2</source>
        <extracomment>A task&apos;s state, then the problem its backend reported: &quot;unhealthy: the container stopped&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="111"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="112"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="113"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="114"/>
        <source>Idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="115"/>
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="116"/>
        <source>Current command</source>
        <translation>Aktueller Befehl</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="117"/>
        <source>Last exit</source>
        <translation>Letzter Exit-Code</translation>
    </message>
</context>
<context>
    <name>airlock::gui::WelcomePanel</name>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="16"/>
        <source>Try the &amp;demo</source>
        <translation>&amp;Demo ausprobieren</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="17"/>
        <source>Co&amp;nnect an agent…</source>
        <translation>Agent &amp;verbinden…</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="20"/>
        <source>No tasks yet</source>
        <translation>Noch keine Aufgaben</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="30"/>
        <source>Welcome to Airlock</source>
        <translation>Willkommen bei Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="37"/>
        <source>Airlock runs the shell commands your AI coding agents ask for, each task in its own place. It asks you before a dangerous command, hides secrets from what goes back to the agent, and keeps a record of every command.</source>
        <translation>Airlock führt die Shell-Befehle aus, die Ihre KI-Coding-Agenten anfordern, jede Aufgabe an ihrem eigenen Ort. Es fragt Sie vor einem gefährlichen Befehl, verbirgt Geheimnisse in dem, was an den Agenten zurückgeht, und zeichnet jeden Befehl auf.</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="42"/>
        <source>No agent is connected yet. See it at work in a demo that needs no agent, no account and no network, or connect the agent you use.</source>
        <translation>Noch ist kein Agent verbunden. Sehen Sie Airlock in einer Demo bei der Arbeit, die keinen Agenten, kein Konto und kein Netzwerk braucht, oder verbinden Sie den Agenten, den Sie verwenden.</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="51"/>
        <source>Three scripted tasks in a temporary project: approvals, a timeout, a redacted secret, a checkpoint. Nothing outside it is touched.</source>
        <translation>Drei per Skript gesteuerte Aufgaben in einem temporären Projekt: Genehmigungen, ein Zeitlimit, ein geschwärztes Geheimnis, ein Sicherungspunkt. Außerhalb davon wird nichts angetastet.</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="54"/>
        <source>Ready-to-paste configuration for Claude Code, Codex CLI, Gemini CLI, Cursor and any MCP client</source>
        <translation>Fertige Konfiguration zum Einfügen für Claude Code, Codex CLI, Gemini CLI, Cursor und jeden MCP-Client</translation>
    </message>
</context>
<context>
    <name>airlock::safety::Finding</name>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="255"/>
        <source>runs what `%1` downloads with %2</source>
        <translation>führt mit %2 aus, was `%1` herunterlädt</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="262"/>
        <source>sends what `%1` reads from secrets to the network with %2</source>
        <translation>sendet mit %2 ins Netz, was `%1` aus Geheimnissen liest</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="309"/>
        <source>runs code downloaded by `%1` with %2</source>
        <translation>führt mit %2 Code aus, den `%1` heruntergeladen hat</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="324"/>
        <source>sends secrets read by a substitution to the network</source>
        <translation>sendet Geheimnisse, die eine Ersetzung liest, ins Netz</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="384"/>
        <location filename="../src/safety/SourceRules.cpp" line="259"/>
        <location filename="../src/safety/SourceRules.cpp" line="271"/>
        <source>runs %1, which this command downloads</source>
        <translation>führt %1 aus, das dieser Befehl herunterlädt</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="422"/>
        <source>an endless loop keeps starting background processes</source>
        <translation>eine Endlosschleife startet immer neue Hintergrundprozesse</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="461"/>
        <source>function `%1` keeps starting copies of itself (a fork bomb)</source>
        <translation>die Funktion `%1` startet immer neue Kopien von sich (eine Fork-Bombe)</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="508"/>
        <source>the command is too large to check completely (%1), so parts of it were not checked</source>
        <translation>der Befehl ist zu groß, um ihn vollständig zu prüfen (%1), daher wurden Teile nicht geprüft</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="514"/>
        <source>the command is not valid bash, so what it would run cannot be checked: %1</source>
        <translation>der Befehl ist kein gültiges Bash, daher lässt sich nicht prüfen, was er ausführen würde: %1</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="521"/>
        <source>the command is %1 KiB long, more than a person can review (%2 KiB)</source>
        <translation>der Befehl ist %1 KiB lang, mehr als ein Mensch prüfen kann (%2 KiB)</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="568"/>
        <source>Airlock&apos;s analyzer failed on this command (%1), so it was not checked</source>
        <translation>Airlocks Analyse ist an diesem Befehl gescheitert (%1), er wurde also nicht geprüft</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="76"/>
        <source>%1 the disk %2</source>
        <translation>%1 die Festplatte %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="79"/>
        <source>%1 Airlock&apos;s own settings (%2)</source>
        <translation>%1 Airlocks eigene Einstellungen (%2)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="82"/>
        <source>%1 the start-up file %2</source>
        <translation>%1 die Startdatei %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="85"/>
        <source>%1 the shell history %2, hiding what ran</source>
        <translation>%1 den Shell-Verlauf %2 und verbirgt, was lief</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="89"/>
        <source>%1 the system file %2</source>
        <translation>%1 die Systemdatei %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="92"/>
        <source>%1 the key or credential file %2</source>
        <translation>%1 die Schlüssel- oder Zugangsdatei %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="104"/>
        <location filename="../src/safety/FileRules.cpp" line="299"/>
        <location filename="../src/safety/StorageRules.cpp" line="231"/>
        <source>writes to</source>
        <translation>schreibt in</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="143"/>
        <source>deletes Airlock&apos;s own file %1</source>
        <translation>löscht Airlocks eigene Datei %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="146"/>
        <source>deletes %1</source>
        <translation>löscht %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="149"/>
        <source>deletes the key or credential file %1</source>
        <translation>löscht die Schlüssel- oder Zugangsdatei %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="154"/>
        <source>deletes the shell history %1, hiding what ran</source>
        <translation>löscht den Shell-Verlauf %1 und verbirgt, was lief</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="158"/>
        <source>deletes Airlock&apos;s own files (%1)</source>
        <translation>löscht Airlocks eigene Dateien (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="163"/>
        <source>deletes the files named on its input</source>
        <translation>löscht die Dateien, die in seiner Eingabe stehen</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="166"/>
        <source>deletes every file find matches</source>
        <translation>löscht jede Datei, die find findet</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="169"/>
        <source>deletes %1 recursively</source>
        <translation>löscht %1 rekursiv</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="179"/>
        <source>overwrites the disk %1</source>
        <translation>überschreibt die Festplatte %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="184"/>
        <source>overwrites %1 beyond recovery</source>
        <translation>überschreibt %1 unwiederbringlich</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="195"/>
        <source>cuts %1 to a new size</source>
        <translation>kürzt %1 auf eine neue Größe</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="197"/>
        <source>truncates</source>
        <translation>kürzt</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="204"/>
        <source>find deletes every file it matches</source>
        <translation>find löscht jede gefundene Datei</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="215"/>
        <source>rsync deletes files that are not in the source</source>
        <translation>rsync löscht Dateien, die in der Quelle fehlen</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="218"/>
        <location filename="../src/safety/FileRules.cpp" line="236"/>
        <location filename="../src/safety/FileRules.cpp" line="239"/>
        <source>writes into</source>
        <translation>schreibt in</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="228"/>
        <location filename="../src/safety/FileRules.cpp" line="230"/>
        <source>install %1</source>
        <translation>install %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="242"/>
        <source>moves over</source>
        <translation>verschiebt über</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="243"/>
        <source>writes</source>
        <translation>schreibt</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="248"/>
        <source>moves %1 to /dev/null (deletes it)</source>
        <translation>verschiebt %1 nach /dev/null (löscht es)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="254"/>
        <source>moves %1 away</source>
        <translation>verschiebt %1 an einen anderen Ort</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="256"/>
        <source>moves</source>
        <translation>verschiebt</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="267"/>
        <source>dd writes to</source>
        <translation>dd schreibt auf</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="291"/>
        <source>edits</source>
        <translation>bearbeitet</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="300"/>
        <source>creates</source>
        <translation>erstellt</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="310"/>
        <location filename="../src/safety/FileRules.cpp" line="314"/>
        <source>downloads into</source>
        <translation>lädt herunter in</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="340"/>
        <source>uploads the secret file %1</source>
        <translation>lädt die geheime Datei %1 hoch</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="347"/>
        <source>sends the secret file %1 to the network</source>
        <translation>sendet die geheime Datei %1 ins Netz</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="363"/>
        <source>copies the secret file %1 to another host</source>
        <translation>kopiert die geheime Datei %1 auf einen anderen Rechner</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="375"/>
        <source>sends the secret file %1 over the network</source>
        <translation>sendet die geheime Datei %1 über das Netz</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="385"/>
        <location filename="../src/safety/FileRules.cpp" line="405"/>
        <source>makes files writable by everyone (%1)</source>
        <translation>macht Dateien für alle beschreibbar (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="389"/>
        <location filename="../src/safety/FileRules.cpp" line="409"/>
        <source>sets setuid/setgid (%1)</source>
        <translation>setzt setuid/setgid (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="454"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="461"/>
        <source>changes permissions recursively: %1</source>
        <translation>ändert Berechtigungen rekursiv: %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="467"/>
        <source>changes permissions of %1</source>
        <translation>ändert die Berechtigungen von %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="481"/>
        <source>changes the group of %1 recursively</source>
        <translation>ändert die Gruppe von %1 rekursiv</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="483"/>
        <source>changes the group of %1</source>
        <translation>ändert die Gruppe von %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="487"/>
        <source>changes the owner of %1 recursively</source>
        <translation>ändert den Eigentümer von %1 rekursiv</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="489"/>
        <source>changes the owner of %1</source>
        <translation>ändert den Eigentümer von %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="508"/>
        <source>creates a new file system on %1, erasing it</source>
        <translation>erstellt ein neues Dateisystem auf %1 und löscht es dabei</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="531"/>
        <source>%1 changes or erases the disk layout of %2</source>
        <translation>%1 ändert oder löscht die Partitionierung von %2</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="63"/>
        <source>backticks</source>
        <translation>Backticks</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="72"/>
        <source>a shell on a network socket</source>
        <translation>eine Shell an einem Netzwerk-Socket</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="75"/>
        <source>reads secrets and talks to the network</source>
        <translation>liest Geheimnisse und kommuniziert mit dem Netz</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="82"/>
        <source>%1 (%2 code, %3)</source>
        <translation>%1 (%2-Code, %3)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="96"/>
        <source>runs more shell text, or text nested more deeply, than can be checked</source>
        <translation>führt mehr Shell-Text oder tiefer verschachtelten Text aus, als geprüft werden kann</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="107"/>
        <source>%1 (%2 %3, %4)</source>
        <translation>%1 (%2 %3, %4)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="158"/>
        <source>runs downloaded text as a command (%1)</source>
        <translation>führt heruntergeladenen Text als Befehl aus (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="161"/>
        <source>runs a command decoded at run time, which nobody can review (%1)</source>
        <translation>führt einen Befehl aus, der erst bei der Ausführung dekodiert wird und den niemand prüfen kann (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="168"/>
        <source>%1 runs a command that is only known when it runs</source>
        <translation>%1 führt einen Befehl aus, der erst bei der Ausführung feststeht</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="344"/>
        <source>%1 code (%2) writes to</source>
        <translation>%1-Code (%2) schreibt in</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="359"/>
        <source>prints text into %1 that is only known when it runs</source>
        <translation>schreibt Text in %1, der erst bei der Ausführung feststeht</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="375"/>
        <source>hands downloaded text to %1</source>
        <translation>übergibt heruntergeladenen Text an %1</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="419"/>
        <source>opens a pipe into %1: what it runs is printed later</source>
        <translation>öffnet eine Pipe zu %1: was es ausführt, wird erst später ausgegeben</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="475"/>
        <source>evaluates code it downloads (%1)</source>
        <translation>wertet Code aus, den es herunterlädt (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="478"/>
        <source>evaluates code decoded at run time, which nobody can review (%1)</source>
        <translation>wertet Code aus, der erst bei der Ausführung dekodiert wird und den niemand prüfen kann (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="483"/>
        <source>evaluates text in code that downloads (%1)</source>
        <translation>wertet Text in Code aus, der etwas herunterlädt (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="485"/>
        <source>evaluates text in code that decodes it at run time (%1)</source>
        <translation>wertet Text in Code aus, der ihn erst bei der Ausführung dekodiert (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="492"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="537"/>
        <source>forks in a loop (a fork bomb)</source>
        <translation>forkt in einer Schleife (eine Fork-Bombe)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="545"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="46"/>
        <source>%1 erases disks or volumes</source>
        <translation>%1 löscht Festplatten oder Volumes</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="94"/>
        <source>%1 changes access control of files</source>
        <translation>%1 ändert die Zugriffsrechte von Dateien</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="157"/>
        <source>fuser -k kills every process using the file or port</source>
        <translation>fuser -k beendet jeden Prozess, der die Datei oder den Port benutzt</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="167"/>
        <source>%1 drops every table</source>
        <translation>%1 löscht alle Tabellen</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="173"/>
        <source>%1 runs commands as another user</source>
        <translation>%1 führt Befehle als anderer Benutzer aus</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="250"/>
        <source>%1 (via %2)</source>
        <translation>%1 (über %2)</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="342"/>
        <source>the program `%1` is only known when the command runs</source>
        <translation>das Programm `%1` steht erst fest, wenn der Befehl läuft</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="349"/>
        <source>runs a command as another user (%1)</source>
        <translation>führt einen Befehl als anderer Benutzer aus (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="350"/>
        <source>runs %1 as another user (%2)</source>
        <translation>führt %1 als anderer Benutzer aus (%2)</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="110"/>
        <source>diskutil %1 erases or repartitions a disk</source>
        <translation>diskutil %1 löscht oder partitioniert eine Festplatte neu</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="142"/>
        <source>%1 destroys data on disk</source>
        <translation>%1 zerstört Daten auf der Festplatte</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="169"/>
        <source>%1 %2 deletes backups, snapshots or the trash for good</source>
        <translation>%1 %2 löscht Sicherungen, Snapshots oder den Papierkorb endgültig</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="184"/>
        <source>rclone %1 deletes what the source lacks at %2</source>
        <translation>rclone %1 löscht unter %2, was in der Quelle fehlt</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="187"/>
        <source>rclone %1 deletes %2</source>
        <translation>rclone %1 löscht %2</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="198"/>
        <source>%1 --remove-files deletes the files it archives</source>
        <translation>%1 --remove-files löscht die Dateien, die es archiviert</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="221"/>
        <source>%1 extracts files over %2</source>
        <translation>%1 entpackt Dateien über %2</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="223"/>
        <source>extracts into</source>
        <translation>entpackt in</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="261"/>
        <source>runs %1 on every file find visits under %2</source>
        <translation>führt %1 für jede Datei aus, die find unter %2 besucht</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="22"/>
        <source>kills every process named on its input</source>
        <translation>beendet jeden Prozess, der in seiner Eingabe steht</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="30"/>
        <source>kills the processes `%1` finds by name</source>
        <translation>beendet die Prozesse, die `%1` nach Namen findet</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="58"/>
        <source>kills every process it may signal (kill -1)</source>
        <translation>beendet jeden Prozess, dem es Signale senden darf (kill -1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="62"/>
        <source>signals its whole process group (kill 0)</source>
        <translation>sendet seiner ganzen Prozessgruppe ein Signal (kill 0)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="65"/>
        <source>kills the process group %1</source>
        <translation>beendet die Prozessgruppe %1</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="68"/>
        <source>signals init (pid 1)</source>
        <translation>sendet init ein Signal (PID 1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="80"/>
        <source>%1 kills processes by name: %2</source>
        <translation>%1 beendet Prozesse nach Namen: %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="133"/>
        <source>systemctl %1 changes the service %2</source>
        <translation>systemctl %1 ändert den Dienst %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="135"/>
        <source>systemctl %1 changes the system&apos;s services</source>
        <translation>systemctl %1 ändert die Dienste des Systems</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="144"/>
        <source>service %1 %2</source>
        <translation>service %1 %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="159"/>
        <source>%1 stops or restarts the machine</source>
        <translation>%1 fährt den Rechner herunter oder startet ihn neu</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="166"/>
        <source>crontab -r deletes all scheduled jobs</source>
        <translation>crontab -r löscht alle geplanten Aufgaben</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="169"/>
        <source>replaces the scheduled jobs (crontab)</source>
        <translation>ersetzt die geplanten Aufgaben (crontab)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="180"/>
        <source>ufw %1 changes the firewall</source>
        <translation>ufw %1 ändert die Firewall</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="190"/>
        <source>firewall-cmd changes the firewall</source>
        <translation>firewall-cmd ändert die Firewall</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="198"/>
        <source>nft changes the firewall</source>
        <translation>nft ändert die Firewall</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="211"/>
        <source>%1 changes the firewall</source>
        <translation>%1 ändert die Firewall</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="220"/>
        <source>sysctl changes kernel settings</source>
        <translation>sysctl ändert Kernel-Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="229"/>
        <source>%1 changes what is mounted</source>
        <translation>%1 ändert, was eingehängt ist</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="247"/>
        <source>%1 %2 removes system packages</source>
        <translation>%1 %2 entfernt Systempakete</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="252"/>
        <source>dpkg removes system packages</source>
        <translation>dpkg entfernt Systempakete</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="256"/>
        <source>pacman removes system packages</source>
        <translation>pacman entfernt Systempakete</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="264"/>
        <source>%1 changes user accounts or passwords</source>
        <translation>%1 ändert Benutzerkonten oder Passwörter</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="281"/>
        <source>ip changes the network configuration</source>
        <translation>ip ändert die Netzwerkkonfiguration</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="284"/>
        <source>ifconfig takes a network interface down</source>
        <translation>ifconfig schaltet eine Netzwerkschnittstelle ab</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="287"/>
        <source>nmcli changes the network configuration</source>
        <translation>nmcli ändert die Netzwerkkonfiguration</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="300"/>
        <source>%1 %2 changes the system</source>
        <translation>%1 %2 ändert das System</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="344"/>
        <source>force-pushes, overwriting the remote history</source>
        <translation>erzwingt einen Push und überschreibt den entfernten Verlauf</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="346"/>
        <source>force-pushes with lease: overwrites the remote history if nobody pushed since your last fetch</source>
        <translation>erzwingt einen Push mit Lease: überschreibt den entfernten Verlauf, wenn seit dem letzten Fetch niemand gepusht hat</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="350"/>
        <source>deletes a branch or tag on the remote</source>
        <translation>löscht einen Branch oder Tag auf dem Remote</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="353"/>
        <source>deletes remote branches that do not exist locally</source>
        <translation>löscht entfernte Branches, die es lokal nicht gibt</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="357"/>
        <source>git reset --hard throws away uncommitted changes</source>
        <translation>git reset --hard verwirft nicht committete Änderungen</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="363"/>
        <source>git clean deletes untracked files%1</source>
        <translation>git clean löscht nicht versionierte Dateien%1</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="365"/>
        <source>, ignored ones too</source>
        <translation>, auch ignorierte</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="372"/>
        <source>git checkout overwrites uncommitted changes in the working tree</source>
        <translation>git checkout überschreibt nicht committete Änderungen im Arbeitsverzeichnis</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="377"/>
        <source>git restore overwrites uncommitted changes in the working tree</source>
        <translation>git restore überschreibt nicht committete Änderungen im Arbeitsverzeichnis</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="381"/>
        <source>git switch throws away uncommitted changes</source>
        <translation>git switch verwirft nicht committete Änderungen</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="384"/>
        <source>deletes a branch even if it is not merged</source>
        <translation>löscht einen Branch, auch wenn er nicht gemergt ist</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="388"/>
        <source>git stash %1 deletes stashed changes</source>
        <translation>git stash %1 löscht zurückgestellte Änderungen</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="390"/>
        <source>rewrites the whole history (%1)</source>
        <translation>schreibt den ganzen Verlauf um (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="393"/>
        <source>git reflog %1 drops the safety net of old commits</source>
        <translation>git reflog %1 entfernt das Sicherheitsnetz alter Commits</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="399"/>
        <source>git gc --prune=now deletes unreachable commits at once</source>
        <translation>git gc --prune=now löscht unerreichbare Commits sofort</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="402"/>
        <source>git update-ref -d deletes a ref</source>
        <translation>git update-ref -d löscht eine Referenz</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="405"/>
        <source>git rm deletes files from the working tree</source>
        <translation>git rm löscht Dateien aus dem Arbeitsverzeichnis</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="408"/>
        <source>git worktree remove --force deletes a working tree with its changes</source>
        <translation>git worktree remove --force löscht ein Arbeitsverzeichnis samt Änderungen</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="465"/>
        <source>%1 deletes %2</source>
        <translation>%1 löscht %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="469"/>
        <source>mysqladmin drop deletes a database</source>
        <translation>mysqladmin drop löscht eine Datenbank</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="476"/>
        <source>drops or resets the database (%1)</source>
        <translation>löscht die Datenbank oder setzt sie zurück (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="479"/>
        <source>resets the database (%1)</source>
        <translation>setzt die Datenbank zurück (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="489"/>
        <source>manage.py %1 deletes all data</source>
        <translation>manage.py %1 löscht alle Daten</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="497"/>
        <source>sources a script whose name is only known when it runs</source>
        <translation>liest ein Skript ein, dessen Name erst bei der Ausführung feststeht</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="510"/>
        <source>eval runs text that is only known when it runs</source>
        <translation>eval führt Text aus, der erst bei der Ausführung feststeht</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="518"/>
        <source>%1 -c runs text that is only known when it runs</source>
        <translation>%1 -c führt Text aus, der erst bei der Ausführung feststeht</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="66"/>
        <source>runs a privileged container, which is root on the host</source>
        <translation>startet einen privilegierten Container, der auf dem Host root ist</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="68"/>
        <source>shares the host&apos;s %1 namespace</source>
        <translation>teilt den %1-Namensraum des Hosts</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="74"/>
        <source>gives the container the host&apos;s administrator capabilities</source>
        <translation>gibt dem Container die Administratorrechte des Hosts</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="89"/>
        <source>mounts %1 of the host into the container</source>
        <translation>hängt %1 des Hosts in den Container ein</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="122"/>
        <source>%1 kill stops every container it is given</source>
        <translation>%1 kill stoppt jeden angegebenen Container</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="126"/>
        <source>%1 compose down deletes the project&apos;s volumes or images</source>
        <translation>%1 compose down löscht die Volumes oder Images des Projekts</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="129"/>
        <source>%1 compose rm -v deletes the services&apos; volumes</source>
        <translation>%1 compose rm -v löscht die Volumes der Dienste</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="134"/>
        <source>%1 deletes containers, images or data</source>
        <translation>%1 löscht Container, Images oder Daten</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="158"/>
        <source>%1 delete %2</source>
        <translation>%1 delete %2</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="160"/>
        <source>%1 delete (from files)</source>
        <translation>%1 delete (aus Dateien)</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="162"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="164"/>
        <source>%1 scale --replicas=0 stops every replica</source>
        <translation>%1 scale --replicas=0 stoppt alle Replikate</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="187"/>
        <source>aws %1 %2 deletes cloud resources</source>
        <translation>aws %1 %2 löscht Cloud-Ressourcen</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="240"/>
        <source>gsutil rsync -d deletes what is not in the source</source>
        <translation>gsutil rsync -d löscht, was in der Quelle fehlt</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="250"/>
        <source>%1 deletes what it names</source>
        <translation>%1 löscht, was es nennt</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="274"/>
        <source>%1 %2 removes every container or image it selects</source>
        <translation>%1 %2 entfernt jeden ausgewählten Container und jedes ausgewählte Image</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="278"/>
        <source>helm %1 removes a release</source>
        <translation>helm %1 entfernt ein Release</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="283"/>
        <source>%1 %2 destroys infrastructure</source>
        <translation>%1 %2 zerstört Infrastruktur</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="285"/>
        <source>%1 apply -auto-approve changes infrastructure without review</source>
        <translation>%1 apply -auto-approve ändert Infrastruktur ohne Prüfung</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="292"/>
        <source>%1 destroys what it deployed</source>
        <translation>%1 zerstört, was es bereitgestellt hat</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="298"/>
        <source>%1 %2 delete</source>
        <translation>%1 %2 delete</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="316"/>
        <source>etcdctl del deletes every key of a prefix or range</source>
        <translation>etcdctl del löscht alle Schlüssel eines Präfixes oder Bereichs</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="319"/>
        <source>consul kv delete -recurse deletes a whole tree of keys</source>
        <translation>consul kv delete -recurse löscht einen ganzen Schlüsselbaum</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="323"/>
        <source>nomad job stop -purge deletes the job and its history</source>
        <translation>nomad job stop -purge löscht den Job samt Verlauf</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="368"/>
        <source>%1 drops the database or every migration</source>
        <translation>%1 löscht die Datenbank oder nimmt alle Migrationen zurück</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="371"/>
        <source>mongorestore --drop drops each collection before restoring it</source>
        <translation>mongorestore --drop löscht jede Collection, bevor es sie wiederherstellt</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="374"/>
        <source>pg_restore --clean drops the database objects before restoring them</source>
        <translation>pg_restore --clean löscht die Datenbankobjekte, bevor es sie wiederherstellt</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="377"/>
        <source>bq rm deletes a dataset, table or model</source>
        <translation>bq rm löscht ein Dataset, eine Tabelle oder ein Modell</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="389"/>
        <source>redis-cli deletes every key named on its input</source>
        <translation>redis-cli löscht jeden Schlüssel, der in seiner Eingabe steht</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="66"/>
        <source>program</source>
        <translation>Programm</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="282"/>
        <location filename="../src/safety/InlineCode.cpp" line="295"/>
        <location filename="../src/safety/InlineCode.cpp" line="307"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="292"/>
        <source>%1 runs code that `%2` decodes when the command runs, which nobody can review</source>
        <translation>%1 führt Code aus, den `%2` erst bei der Ausführung dekodiert, sodass niemand ihn prüfen kann</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="306"/>
        <source>%1 runs code only known when it runs</source>
        <translation>%1 führt Code aus, der erst bei der Ausführung feststeht</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="325"/>
        <source>%1 -EncodedCommand runs base64 text nobody can review</source>
        <translation>%1 -EncodedCommand führt Base64-Text aus, den niemand prüfen kann</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="354"/>
        <source>here-doc</source>
        <translation>Here-Dokument</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="356"/>
        <source>here-string</source>
        <translation>Here-String</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="359"/>
        <source>%1 runs code only known when it runs (here-string)</source>
        <translation>%1 führt Code aus, der erst bei der Ausführung feststeht (Here-String)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="376"/>
        <source>runs code that `%1` decodes with %2, which nobody can review</source>
        <translation>führt mit %2 Code aus, den `%1` dekodiert und den niemand prüfen kann</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="381"/>
        <source>piped from %1</source>
        <translation>per Pipe von %1</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="94"/>
        <location filename="../src/safety/NetworkRules.cpp" line="102"/>
        <source>%1 sends the secret file %2 away</source>
        <translation>%1 sendet die geheime Datei %2 nach außen</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="126"/>
        <source>%1 puts the secret file %2</source>
        <translation>%1 lädt die geheime Datei %2 hoch</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="71"/>
        <location filename="../src/safety/NetworkRules.cpp" line="137"/>
        <source>%1: whoever connects controls this machine</source>
        <translation>%1: wer sich verbindet, steuert diesen Rechner</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="150"/>
        <source>%1 runs a program for the network connection</source>
        <translation>%1 startet ein Programm für die Netzwerkverbindung</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="158"/>
        <source>socat connects a program to the network</source>
        <translation>socat verbindet ein Programm mit dem Netz</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="166"/>
        <source>%1 serves a shell on the web</source>
        <translation>%1 stellt eine Shell im Web bereit</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="170"/>
        <source>ngrok publishes a raw port of this machine on the internet</source>
        <translation>ngrok veröffentlicht einen rohen Port dieses Rechners im Internet</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="176"/>
        <source>%1 publishes the ssh or a raw port of this machine</source>
        <translation>%1 veröffentlicht den SSH-Zugang oder einen rohen Port dieses Rechners</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="225"/>
        <source>%1 sends an HTTP DELETE to an API</source>
        <translation>%1 sendet ein HTTP-DELETE an eine API</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="226"/>
        <source>%1 sends an HTTP DELETE to %2</source>
        <translation>%1 sendet ein HTTP-DELETE an %2</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="307"/>
        <source>connects a shell to %1: whoever listens there controls it</source>
        <translation>verbindet eine Shell mit %1: wer dort lauscht, steuert sie</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="310"/>
        <source>opens a network connection to %1 through %2</source>
        <translation>öffnet eine Netzwerkverbindung zu %1 über %2</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="337"/>
        <source>a shell reads its commands from a network client in the same pipeline</source>
        <translation>eine Shell liest ihre Befehle von einem Netzwerk-Client in derselben Pipeline</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="363"/>
        <source>awk opens a network connection and runs what comes through it</source>
        <translation>awk öffnet eine Netzwerkverbindung und führt aus, was darüber kommt</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="371"/>
        <source>xterm opens a shell on another machine&apos;s display</source>
        <translation>xterm öffnet eine Shell auf dem Display eines anderen Rechners</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="33"/>
        <source>%1 changes a system service</source>
        <translation>%1 ändert einen Systemdienst</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="52"/>
        <source>%1 %2 acts on %3</source>
        <translation>%1 %2 wirkt auf %3</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="54"/>
        <source>%1 %2 changes the system&apos;s services or sessions</source>
        <translation>%1 %2 ändert die Dienste oder Sitzungen des Systems</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="91"/>
        <source>%1 switches off or changes a safeguard</source>
        <translation>%1 schaltet eine Schutzfunktion ab oder ändert sie</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="127"/>
        <source>%1 changes how the system boots or runs</source>
        <translation>%1 ändert, wie das System startet oder läuft</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="152"/>
        <source>%1 changes user accounts or administrator rights</source>
        <translation>%1 ändert Benutzerkonten oder Administratorrechte</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="161"/>
        <source>security authorizationdb write changes who may act as admin</source>
        <translation>security authorizationdb write ändert, wer als Administrator handeln darf</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="165"/>
        <source>security %1 changes which certificates the system trusts</source>
        <translation>security %1 ändert, welchen Zertifikaten das System vertraut</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="170"/>
        <source>security %1 deletes keys or certificates</source>
        <translation>security %1 löscht Schlüssel oder Zertifikate</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="184"/>
        <source>%1 adds a user to the %2 group</source>
        <translation>%1 fügt einen Benutzer der Gruppe %2 hinzu</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="218"/>
        <source>setcap gives a program root capabilities</source>
        <translation>setcap gibt einem Programm root-Fähigkeiten</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="223"/>
        <source>chflags changes the immutable and hidden flags of files</source>
        <translation>chflags ändert die Unveränderlich- und Versteckt-Flags von Dateien</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="228"/>
        <source>xkill kills the clients of the display</source>
        <translation>xkill beendet die Clients des Displays</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="235"/>
        <source>nvram changes the firmware settings</source>
        <translation>nvram ändert die Firmware-Einstellungen</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="240"/>
        <source>bless changes the startup disk</source>
        <translation>bless ändert das Startvolume</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="245"/>
        <source>fdesetup turns off or changes disk encryption</source>
        <translation>fdesetup schaltet die Festplattenverschlüsselung ab oder ändert sie</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="254"/>
        <source>xattr removes the quarantine mark that makes Gatekeeper check the app</source>
        <translation>xattr entfernt die Quarantäne-Markierung, durch die Gatekeeper die App prüft</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="261"/>
        <source>%1 takes the network down</source>
        <translation>%1 schaltet das Netzwerk ab</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="268"/>
        <source>%1 runs a shell with other privileges or namespaces</source>
        <translation>%1 startet eine Shell mit anderen Rechten oder Namespaces</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="275"/>
        <source>run0 runs commands as another user</source>
        <translation>run0 führt Befehle als anderer Benutzer aus</translation>
    </message>
    <message>
        <location filename="../src/safety/SourceRules.cpp" line="18"/>
        <location filename="../src/safety/SourceRules.cpp" line="26"/>
        <source>%1: later installs or commands take code from there</source>
        <translation>%1: spätere Installationen oder Befehle beziehen Code von dort</translation>
    </message>
    <message>
        <location filename="../src/safety/SourceRules.cpp" line="75"/>
        <source>pip installs from an index over plain http</source>
        <translation>pip installiert aus einem Index über unverschlüsseltes HTTP</translation>
    </message>
    <message>
        <location filename="../src/safety/SourceRules.cpp" line="119"/>
        <source>%1 config changes the channels</source>
        <translation>%1 config ändert die Kanäle</translation>
    </message>
    <message>
        <location filename="../src/safety/SourceRules.cpp" line="167"/>
        <source>%1 %2 adds a package source or signing key</source>
        <translation>%1 %2 fügt eine Paketquelle oder einen Signaturschlüssel hinzu</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="80"/>
        <source>deletes every key in redis (FLUSHALL/FLUSHDB)</source>
        <translation>löscht alle Schlüssel in Redis (FLUSHALL/FLUSHDB)</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="86"/>
        <source>drops a MongoDB database or collection</source>
        <translation>löscht eine MongoDB-Datenbank oder -Collection</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="89"/>
        <source>deletes every document of a MongoDB collection</source>
        <translation>löscht alle Dokumente einer MongoDB-Collection</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="97"/>
        <source>DROP %1 deletes it with its data</source>
        <translation>DROP %1 löscht es samt Daten</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="99"/>
        <source>TRUNCATE deletes every row</source>
        <translation>TRUNCATE löscht alle Zeilen</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="101"/>
        <location filename="../src/safety/SqlRules.cpp" line="109"/>
        <source>DELETE without WHERE deletes every row</source>
        <translation>DELETE ohne WHERE löscht alle Zeilen</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="103"/>
        <source>UPDATE without WHERE changes every row</source>
        <translation>UPDATE ohne WHERE ändert alle Zeilen</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="105"/>
        <source>ALTER … DROP deletes a column or constraint with its data</source>
        <translation>ALTER … DROP löscht eine Spalte oder Einschränkung samt Daten</translation>
    </message>
    <message>
        <location filename="../src/safety/TextReview.cpp" line="120"/>
        <source>the command contains the control byte %1 at byte %2, which a dialog or terminal does not show as it is</source>
        <translation>der Befehl enthält das Steuerbyte %1 bei Byte %2, das ein Dialog oder Terminal nicht so zeigt, wie es ist</translation>
    </message>
    <message>
        <location filename="../src/safety/TextReview.cpp" line="129"/>
        <source>the command contains bytes that are not UTF-8 text at byte %1, so it cannot be shown as it would run</source>
        <translation>der Befehl enthält bei Byte %1 Bytes, die kein UTF-8-Text sind, und lässt sich daher nicht so zeigen, wie er liefe</translation>
    </message>
    <message>
        <location filename="../src/safety/TextReview.cpp" line="135"/>
        <source>the command contains the control character %1 at byte %2, which a dialog or terminal does not show as it is</source>
        <translation>der Befehl enthält das Steuerzeichen %1 bei Byte %2, das ein Dialog oder Terminal nicht so zeigt, wie es ist</translation>
    </message>
    <message>
        <location filename="../src/safety/TextReview.cpp" line="142"/>
        <source>the command contains %1 %2 at byte %3, which hides or reorders what is shown</source>
        <translation>der Befehl enthält %1 %2 bei Byte %3, das Angezeigtes verbirgt oder umordnet</translation>
    </message>
    <message>
        <location filename="../src/safety/FedCodeRules.cpp" line="29"/>
        <source>%1 runs what `%2` downloads</source>
        <translation>%1 führt aus, was `%2` herunterlädt</translation>
    </message>
    <message>
        <location filename="../src/safety/FedCodeRules.cpp" line="35"/>
        <source>%1 runs text made by %2, which cannot be read before it runs</source>
        <translation>%1 führt Text aus, den %2 erzeugt und der sich vor der Ausführung nicht lesen lässt</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="20"/>
        <source>too many nested shell texts to follow</source>
        <translation>zu viele verschachtelte Shell-Texte, um ihnen zu folgen</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="22"/>
        <source>more than %1 nested shell texts</source>
        <translation>mehr als %1 verschachtelte Shell-Texte</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="32"/>
        <source>in nested text: %1</source>
        <translation>in verschachteltem Text: %1</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="43"/>
        <source>more than %1 simple commands</source>
        <translation>mehr als %1 einfache Befehle</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="53"/>
        <source>brace, alias or parameter expansion past its bounds</source>
        <translation>Klammer-, Alias- oder Parametererweiterung über ihre Grenzen hinaus</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="110"/>
        <source>more than %1 programs to run</source>
        <translation>mehr als %1 auszuführende Programme</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandWrappers.cpp" line="244"/>
        <source>wrappers are nested too deeply</source>
        <translation>Wrapper sind zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../src/safety/FedCode.cpp" line="401"/>
        <source>%1 reading %2</source>
        <translation>%1, das %2 liest</translation>
    </message>
    <message>
        <location filename="../src/safety/FedCode.cpp" line="437"/>
        <source>%1 of the output of %2</source>
        <translation>%1 der Ausgabe von %2</translation>
    </message>
    <message>
        <location filename="../src/safety/NestedCommands.cpp" line="191"/>
        <source>find -exec in the project</source>
        <translation>find -exec im Projekt</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellAliases.cpp" line="73"/>
        <source>alias %1</source>
        <translation>Alias %1</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellAliases.cpp" line="101"/>
        <source>function %1</source>
        <translation>Funktion %1</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellAliases.cpp" line="102"/>
        <source>%1, function %2</source>
        <translation>%1, Funktion %2</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="13"/>
        <location filename="../src/safety/ShellSimpleCommands.cpp" line="85"/>
        <source>a command is missing</source>
        <translation>ein Befehl fehlt</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="25"/>
        <source>`(` is never closed</source>
        <translation>`(` wird nie geschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="87"/>
        <location filename="../src/safety/ShellParser.cpp" line="20"/>
        <location filename="../src/safety/ShellParser.cpp" line="141"/>
        <source>unexpected `%1`</source>
        <translation>unerwartetes `%1`</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="233"/>
        <source>`case` is never closed with `esac`</source>
        <translation>`case` wird nie mit `esac` abgeschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="251"/>
        <source>a case pattern is not closed with `)`</source>
        <translation>ein case-Muster wird nicht mit `)` abgeschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="269"/>
        <source>`[[` is never closed with `]]`</source>
        <translation>`[[` wird nie mit `]]` geschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="22"/>
        <source>here-document `%1` is never ended</source>
        <translation>das Here-Dokument `%1` wird nie beendet</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="31"/>
        <source>%1 (at byte %2)</source>
        <translation>%1 (bei Byte %2)</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="41"/>
        <source>the text holds more than %1 simple commands</source>
        <translation>der Text enthält mehr als %1 einfache Befehle</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="94"/>
        <source>expected `%1`</source>
        <translation>`%1` erwartet</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="103"/>
        <location filename="../src/safety/ShellWords.cpp" line="484"/>
        <source>commands are nested too deeply</source>
        <translation>Befehle sind zu tief verschachtelt</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="222"/>
        <source>the text contains a NUL byte, which bash cannot run</source>
        <translation>der Text enthält ein NUL-Byte, das bash nicht ausführen kann</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellSimpleCommands.cpp" line="65"/>
        <source>unexpected `(`</source>
        <translation>unerwartete `(`</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellSimpleCommands.cpp" line="142"/>
        <source>array `(` is never closed</source>
        <translation>das Array `(` wird nie geschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellSimpleCommands.cpp" line="201"/>
        <source>redirection `%1` has no target</source>
        <translation>die Umleitung `%1` hat kein Ziel</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="125"/>
        <location filename="../src/safety/ShellWords.cpp" line="346"/>
        <source>unterminated single quote</source>
        <translation>nicht abgeschlossenes einfaches Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="151"/>
        <source>a word was expected</source>
        <translation>ein Wort wurde erwartet</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="179"/>
        <source>unterminated double quote</source>
        <translation>nicht abgeschlossenes doppeltes Anführungszeichen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="302"/>
        <source>unterminated $&apos;…&apos; string</source>
        <translation>nicht abgeschlossene $&apos;…&apos;-Zeichenkette</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="318"/>
        <source>`$(` is never closed</source>
        <translation>`$(` wird nie geschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="334"/>
        <source>`${` is never closed</source>
        <translation>`${` wird nie geschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="430"/>
        <source>arithmetic `((` is never closed</source>
        <translation>die Arithmetik `((` wird nie geschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="443"/>
        <source>arithmetic `((` is not closed with `))`</source>
        <translation>die Arithmetik `((` wird nicht mit `))` geschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="465"/>
        <source>unterminated backquote</source>
        <translation>nicht abgeschlossener Backtick</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="511"/>
        <source>process substitution is never closed</source>
        <translation>die Prozesssubstitution wird nie geschlossen</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="347"/>
        <location filename="../src/safety/WrittenScripts.cpp" line="84"/>
        <source>the script %1 written before it</source>
        <translation>das zuvor geschriebene Skript %1</translation>
    </message>
    <message>
        <location filename="../src/safety/HistoryRules.cpp" line="59"/>
        <source>turns the shell history off, hiding what runs</source>
        <translation>schaltet den Shell-Verlauf ab und verbirgt, was läuft</translation>
    </message>
</context>
</TS>
