<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="6"/>
        <source>Airlock: approve a command</source>
        <translation>Airlock&#xa0;: approuver une commande</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="7"/>
        <source>Approve a command</source>
        <translation>Approuver une commande</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="13"/>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="20"/>
        <source>Position in the queue of approvals</source>
        <translation>Position dans la file des approbations</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="28"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="29"/>
        <source>The command the agent wants to run; the parts Airlock found dangerous are marked</source>
        <translation>La commande que l’agent veut exécuter&#xa0;; les parties qu’Airlock juge dangereuses sont marquées</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="35"/>
        <source>Why Airlock asks:</source>
        <translation>Pourquoi Airlock demande&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="41"/>
        <source>Why Airlock asks</source>
        <translation>Pourquoi Airlock demande</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="46"/>
        <source>Parsed as:</source>
        <translation>Analysée comme&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="52"/>
        <source>The commands Airlock parsed</source>
        <translation>Les commandes analysées par Airlock</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="57"/>
        <source>Task:</source>
        <translation>Tâche&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="58"/>
        <source>Task</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="59"/>
        <source>Client:</source>
        <translation>Client&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="60"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="61"/>
        <source>Backend:</source>
        <translation>Backend&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="62"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="63"/>
        <source>Directory:</source>
        <translation>Répertoire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="64"/>
        <source>Working directory</source>
        <translation>Répertoire de travail</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="69"/>
        <source>Notice</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="75"/>
        <source>Always allow: the rule to save (one per line, editable)</source>
        <translation>Toujours autoriser&#xa0;: la règle à enregistrer (une par ligne, modifiable)</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="76"/>
        <source>Rule to save</source>
        <translation>Règle à enregistrer</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="80"/>
        <source>Rule patterns, one per line</source>
        <translation>Motifs de règle, un par ligne</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="87"/>
        <source>Problem with the rule</source>
        <translation>Problème avec la règle</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="95"/>
        <source>Would allow, for example:</source>
        <translation>Autoriserait par exemple&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="96"/>
        <source>Commands the rule would allow</source>
        <translation>Commandes que la règle autoriserait</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="101"/>
        <source>Would still ask for:</source>
        <translation>Demanderait toujours pour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="102"/>
        <source>Commands the rule would not allow</source>
        <translation>Commandes que la règle n’autoriserait pas</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="110"/>
        <source>&amp;Back</source>
        <translation>Re&amp;tour</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="111"/>
        <source>Save rule and allow</source>
        <translation>Enregistrer la règle et autoriser</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="119"/>
        <source>Message to the agent</source>
        <translation>Message à l’agent</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="120"/>
        <source>Message to the agent, sent with a denial (optional)</source>
        <translation>Message à l’agent, envoyé avec un refus (facultatif)</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="128"/>
        <source>Time left to answer</source>
        <translation>Temps restant pour répondre</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="132"/>
        <source>Allow &amp;once</source>
        <translation>Autoriser une &amp;fois</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="132"/>
        <source>Allow once</source>
        <translation>Autoriser une fois</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="133"/>
        <source>Allow for this &amp;session</source>
        <translation>Autoriser pour cette &amp;session</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="133"/>
        <source>Allow for this session</source>
        <translation>Autoriser pour cette session</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="134"/>
        <source>&amp;Always allow…</source>
        <translation>Toujours &amp;autoriser…</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="134"/>
        <source>Always allow, with a rule</source>
        <translation>Toujours autoriser, avec une règle</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="135"/>
        <source>&amp;Deny</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="135"/>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
</context>
<context>
    <name>Autostart</name>
    <message>
        <location filename="../src/gui/Autostart.cpp" line="95"/>
        <source>%1 cannot be removed: %2</source>
        <translation>%1 ne peut pas être supprimé&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/Autostart.cpp" line="99"/>
        <source>%1 is not a folder, so the autostart entry cannot go there</source>
        <translation>%1 n’est pas un dossier, l’entrée de démarrage automatique ne peut donc pas y être placée</translation>
    </message>
    <message>
        <location filename="../src/gui/Autostart.cpp" line="101"/>
        <source>The folder %1 cannot be made</source>
        <translation>Le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <location filename="../src/gui/Autostart.cpp" line="104"/>
        <location filename="../src/gui/Autostart.cpp" line="107"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>BackendFacts</name>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="25"/>
        <source>Sandbox</source>
        <translation>Bac à sable</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="26"/>
        <source>Instance</source>
        <translation>Instance</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="27"/>
        <source>Container</source>
        <translation>Conteneur</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="28"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="29"/>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="30"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="31"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="32"/>
        <source>User</source>
        <translation>Utilisateur</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="33"/>
        <source>Expires</source>
        <translation>Expire</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="34"/>
        <source>Auto-stop</source>
        <translation>Arrêt automatique</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="35"/>
        <source>Directory</source>
        <translation>Répertoire</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="36"/>
        <source>Shell</source>
        <translation>Shell</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="37"/>
        <source>Shell pid</source>
        <translation>PID du shell</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="52"/>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="53"/>
        <source>after %1 min idle</source>
        <translation>après %1 min d’inactivité</translation>
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
        <translation>expiré depuis %1</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFacts.cpp" line="74"/>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
</context>
<context>
    <name>BackendFieldChecks</name>
    <message>
        <location filename="../src/gui/BackendFieldChecks.cpp" line="24"/>
        <source>Not an image name: expected a form like ubuntu:22.04 or registry.example.com/team/image:tag.</source>
        <translation>Ce n’est pas un nom d’image&#xa0;: forme attendue ubuntu:22.04 ou registry.example.com/team/image:tag.</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFieldChecks.cpp" line="40"/>
        <source>No such image file, and not a docker://, oras://, library:// or shub:// address: %1</source>
        <translation>Aucun fichier image de ce nom, et pas une adresse docker://, oras://, library:// ou shub://&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFieldChecks.cpp" line="54"/>
        <source>No such program: %1</source>
        <translation>Programme introuvable&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/BackendFieldChecks.cpp" line="57"/>
        <source>Not found on PATH: %1</source>
        <translation>Introuvable dans le PATH&#xa0;: %1</translation>
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
        <translation>Filtrer les tâches</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="24"/>
        <source>Filter tasks (client, backend, state, command)…</source>
        <translation>Filtrer les tâches (client, backend, état, commande)…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="30"/>
        <source>&amp;Clean up</source>
        <translation>&amp;Nettoyer</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="31"/>
        <source>Stop the selected tasks&apos; backends and release what they started</source>
        <translation>Arrêter les backends des tâches sélectionnées et libérer ce qu’elles ont démarré</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="32"/>
        <source>Clean up the selected tasks</source>
        <translation>Nettoyer les tâches sélectionnées</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="37"/>
        <source>Clean up &amp;idle</source>
        <translation>Nettoyer les tâches &amp;inactives</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="38"/>
        <source>Clean up every task that is not running a command now</source>
        <translation>Nettoyer toutes les tâches qui n’exécutent aucune commande en ce moment</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="39"/>
        <source>Clean up idle tasks now</source>
        <translation>Nettoyer maintenant les tâches inactives</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="44"/>
        <source>Clean up a&amp;ll</source>
        <translation>Tout ne&amp;ttoyer</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="45"/>
        <source>Clean up every task, stopping running commands</source>
        <translation>Nettoyer toutes les tâches, en arrêtant les commandes en cours</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="46"/>
        <source>Clean up all tasks</source>
        <translation>Nettoyer toutes les tâches</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="51"/>
        <source>Clear &amp;gone</source>
        <translation>&amp;Retirer les tâches terminées</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="52"/>
        <source>Remove the rows of tasks that were cleaned up (the audit log keeps what they did)</source>
        <translation>Retirer les lignes des tâches nettoyées (le journal d’audit garde ce qu’elles ont fait)</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="53"/>
        <source>Clear the rows of tasks that are gone</source>
        <translation>Retirer les lignes des tâches terminées</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="61"/>
        <source>Tasks</source>
        <translation>Tâches</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="74"/>
        <source>Task details</source>
        <translation>Détails de la tâche</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="76"/>
        <source>&amp;Output</source>
        <translation>&amp;Sortie</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="82"/>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="86"/>
        <source>Commands of the selected task</source>
        <translation>Commandes de la tâche sélectionnée</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="92"/>
        <source>Started</source>
        <translation>Démarrée</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="93"/>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="95"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="101"/>
        <source>&amp;Backend</source>
        <translation>&amp;Backend</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="105"/>
        <source>Facts about the selected task&apos;s backend</source>
        <translation>Informations sur le backend de la tâche sélectionnée</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="110"/>
        <source>Fact</source>
        <translation>Information</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="111"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="123"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="129"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="133"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="142"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="143"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="146"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="147"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="150"/>
        <source>&amp;History…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="151"/>
        <source>Every command agents ran or tried to run, with its decision and outcome</source>
        <translation>Chaque commande que les agents ont exécutée ou tenté d’exécuter, avec sa décision et son résultat</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="152"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="155"/>
        <source>&amp;About Airlock</source>
        <translation>À &amp;propos d’Airlock</translation>
    </message>
</context>
<context>
    <name>RuleSuggestions</name>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="29"/>
        <source>`%1` does not match the command it is for</source>
        <translation>`%1` ne correspond pas à la commande à laquelle elle est destinée</translation>
    </message>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="32"/>
        <source>`%1` is broader than the command&apos;s program and subcommand</source>
        <translation>`%1` est plus large que le programme et la sous-commande de la commande</translation>
    </message>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="122"/>
        <source>there is no rule to save</source>
        <translation>il n’y a aucune règle à enregistrer</translation>
    </message>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="130"/>
        <location filename="../src/gui/RuleSuggestions.cpp" line="147"/>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/RuleSuggestions.cpp" line="161"/>
        <source>`%1` would still ask: no rule covers it</source>
        <translation>`%1` demanderait toujours&#xa0;: aucune règle ne la couvre</translation>
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
        <translation>Identifiants&#xa0;: MODAL_TOKEN_ID et MODAL_TOKEN_SECRET, ou la page «&#xa0;Secrets&#xa0;». Modal n’a pas de shell persistant&#xa0;: Airlock reporte le répertoire de travail et les variables exportées d’une commande à la suivante.</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="8"/>
        <source>Mo&amp;de:</source>
        <translation>Mo&amp;de&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="8"/>
        <source>Modal connection mode</source>
        <translation>Mode de connexion à Modal</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="9"/>
        <source>&amp;URL:</source>
        <translation>&amp;URL&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="9"/>
        <source>Modal base URL</source>
        <translation>URL de base de Modal</translation>
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
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="11"/>
        <source>&amp;Gateway URL:</source>
        <translation>URL de la &amp;passerelle&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="11"/>
        <source>Modal managed gateway URL</source>
        <translation>URL de la passerelle Modal gérée</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="11"/>
        <source>from MODAL_GATEWAY_URL or TOOL_GATEWAY_URL</source>
        <translation>depuis MODAL_GATEWAY_URL ou TOOL_GATEWAY_URL</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="12"/>
        <source>I&amp;mage:</source>
        <translation>I&amp;mage&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="12"/>
        <source>Modal image</source>
        <translation>Image Modal</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="14"/>
        <source>&amp;CPUs:</source>
        <translation>&amp;CPU&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="14"/>
        <source>Modal CPUs</source>
        <translation>CPU pour Modal</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="15"/>
        <source>Memor&amp;y:</source>
        <translation>Mémoi&amp;re&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="15"/>
        <source>Modal memory in MB</source>
        <translation>Mémoire pour Modal en Mo</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="15"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="27"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="28"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="39"/>
        <source>&#xa0;MB</source>
        <translation>&#xa0;Mo</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="16"/>
        <source>&amp;Lifetime:</source>
        <translation>Durée de &amp;vie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="16"/>
        <source>Modal sandbox lifetime in seconds</source>
        <translation>Durée de vie du bac à sable Modal en secondes</translation>
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
        <translation>Arrêter après une &amp;inactivité de&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="17"/>
        <source>Modal idle timeout in seconds</source>
        <translation>Délai d’inactivité du bac à sable Modal en secondes</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="17"/>
        <location filename="../ui/SandboxSettingsPage.ui" line="29"/>
        <source>never</source>
        <translation>jamais</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="20"/>
        <source>Daytona</source>
        <translation>Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="21"/>
        <source>Credentials: DAYTONA_API_KEY, or the Secrets page. Daytona rounds memory and disk up to whole gigabytes.</source>
        <translation>Identifiants&#xa0;: DAYTONA_API_KEY, ou la page «&#xa0;Secrets&#xa0;». Daytona arrondit la mémoire et le disque au gigaoctet supérieur.</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="22"/>
        <source>U&amp;RL:</source>
        <translation>U&amp;RL&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="22"/>
        <source>Daytona base URL</source>
        <translation>URL de base de Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="24"/>
        <source>Im&amp;age:</source>
        <translation>Im&amp;age&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="24"/>
        <source>Daytona image</source>
        <translation>Image Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="26"/>
        <source>C&amp;PUs:</source>
        <translation>C&amp;PU&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="26"/>
        <source>Daytona CPUs</source>
        <translation>CPU pour Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="27"/>
        <source>Mem&amp;ory:</source>
        <translation>Mém&amp;oire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="27"/>
        <source>Daytona memory in MB</source>
        <translation>Mémoire pour Daytona en Mo</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="28"/>
        <source>Dis&amp;k:</source>
        <translation>Dis&amp;que&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="28"/>
        <source>Daytona disk in MB</source>
        <translation>Disque pour Daytona en Mo</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="29"/>
        <source>Auto-s&amp;top after:</source>
        <translation>Arrê&amp;t automatique après&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="29"/>
        <source>Daytona auto-stop in minutes</source>
        <translation>Arrêt automatique de Daytona en minutes</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="29"/>
        <source>&#xa0;min</source>
        <translation>&#xa0;min</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="30"/>
        <source>Allow &amp;network access</source>
        <translation>Autoriser l’accès au &amp;réseau</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="30"/>
        <source>Daytona network access</source>
        <translation>Accès réseau pour Daytona</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="32"/>
        <source>Apptainer / Singularity</source>
        <translation>Apptainer / Singularity</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="33"/>
        <source>Each task runs in its own instance, isolated from this machine (--containall, --cleanenv, --no-home); only the workspace is bound.</source>
        <translation>Chaque tâche s’exécute dans sa propre instance, isolée de cette machine (--containall, --cleanenv, --no-home)&#xa0;; seul l’espace de travail est monté.</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="34"/>
        <source>Pro&amp;gram:</source>
        <translation>Pro&amp;gramme&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="34"/>
        <source>Apptainer program</source>
        <translation>Programme Apptainer</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="34"/>
        <source>apptainer or singularity on PATH</source>
        <translation>apptainer ou singularity dans le PATH</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="36"/>
        <source>Imag&amp;e:</source>
        <translation>Imag&amp;e&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="36"/>
        <source>Apptainer image</source>
        <translation>Image Apptainer</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="36"/>
        <source>docker://ubuntu:22.04 or a .sif file</source>
        <translation>docker://ubuntu:22.04 ou un fichier .sif</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="38"/>
        <source>CPU&amp;s:</source>
        <translation>CP&amp;U&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="38"/>
        <source>Apptainer CPUs</source>
        <translation>CPU pour Apptainer</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="39"/>
        <source>&amp;Memory:</source>
        <translation>&amp;Mémoire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="39"/>
        <source>Apptainer memory in MB</source>
        <translation>Mémoire pour Apptainer en Mo</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="40"/>
        <source>Net&amp;work:</source>
        <translation>Rés&amp;eau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="40"/>
        <source>Apptainer network</source>
        <translation>Réseau Apptainer</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="41"/>
        <source>Write the container&apos;s c&amp;hanges to an overlay on disk, not to memory</source>
        <translation>Écrire les modifications du conteneur dans un overla&amp;y sur disque, pas en mémoire</translation>
    </message>
    <message>
        <location filename="../ui/SandboxSettingsPage.ui" line="41"/>
        <source>Apptainer writable overlay</source>
        <translation>Overlay inscriptible pour Apptainer</translation>
    </message>
</context>
<context>
    <name>SecretPromptDialog</name>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="6"/>
        <source>Airlock: a password is needed</source>
        <translation>Airlock&#xa0;: un mot de passe est nécessaire</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="7"/>
        <source>A password is needed</source>
        <translation>Un mot de passe est nécessaire</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="11"/>
        <source>Why a password is needed</source>
        <translation>Pourquoi un mot de passe est nécessaire</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="26"/>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="34"/>
        <source>Remember in the keychain</source>
        <translation>Mémoriser dans le trousseau</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="35"/>
        <source>Kept in the system keychain once it proved right; otherwise it is used this once and forgotten.</source>
        <translation>Conservé dans le trousseau du système une fois vérifié&#xa0;; sinon il sert cette fois seulement, puis est oublié.</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="36"/>
        <source>&amp;Remember in the keychain</source>
        <translation>&amp;Mémoriser dans le trousseau</translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="41"/>
        <source>Keychain state</source>
        <translation>État du trousseau</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="6"/>
        <source>Airlock settings</source>
        <translation>Paramètres d’Airlock</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="8"/>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="9"/>
        <source>&amp;General</source>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="10"/>
        <source>Default &amp;backend:</source>
        <translation>&amp;Backend par défaut&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="11"/>
        <source>Default backend</source>
        <translation>Backend par défaut</translation>
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
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="13"/>
        <source>&amp;Maximum output:</source>
        <translation>Sortie &amp;maximale&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="14"/>
        <source>Maximum output in bytes</source>
        <translation>Sortie maximale en octets</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="14"/>
        <source> bytes</source>
        <translation> octets</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="15"/>
        <source>&amp;Idle TTL:</source>
        <translation>Durée d’&amp;inactivité&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="16"/>
        <source>Idle time before a task is cleaned up, in seconds</source>
        <translation>Durée d’inactivité avant le nettoyage d’une tâche, en secondes</translation>
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
        <translation>Intervalle de &amp;vérification&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="18"/>
        <source>How often idle tasks are looked for, in seconds</source>
        <translation>Fréquence de recherche des tâches inactives, en secondes</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="20"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="21"/>
        <source>Language of the app and the command line</source>
        <translation>Langue de l’application et de la ligne de commande</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="22"/>
        <location filename="../ui/SettingsDialog.ui" line="74"/>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="24"/>
        <source>&amp;Start Airlock when I log in (in the tray, window hidden)</source>
        <translation>&amp;Démarrer Airlock à l’ouverture de session (dans la zone de notification, fenêtre masquée)</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="24"/>
        <source>Start Airlock when I log in</source>
        <translation>Démarrer Airlock à l’ouverture de session</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>&amp;Approvals</source>
        <translation>A&amp;pprobations</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="27"/>
        <source>Approval &amp;mode:</source>
        <translation>&amp;Mode d’approbation&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="28"/>
        <source>Approval mode</source>
        <translation>Mode d’approbation</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="29"/>
        <source>&amp;Timeout:</source>
        <translation>&amp;Délai&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="30"/>
        <source>Approval timeout in seconds; 0 waits for ever</source>
        <translation>Délai d’approbation en secondes&#xa0;; 0 attend indéfiniment</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="30"/>
        <location filename="../ui/SettingsDialog.ui" line="41"/>
        <location filename="../ui/SettingsDialog.ui" line="43"/>
        <location filename="../ui/SettingsDialog.ui" line="45"/>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="31"/>
        <source>Agents&apos; &amp;own shells ask:</source>
        <translation>Les &amp;shells des agents demandent&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <source>Where a hook&apos;s command that needs approval is asked</source>
        <translation>Où est posée la question pour une commande de hook qui doit être approuvée</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <source>In Airlock&apos;s dialog</source>
        <translation>Dans la boîte de dialogue d’Airlock</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <source>In the agent&apos;s own prompt, where it has one</source>
        <translation>Dans l’invite de l’agent, s’il en a une</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="33"/>
        <source>When Airlock cannot &amp;answer a hook:</source>
        <translation>Si Airlock ne peut pas &amp;répondre à un hook&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="34"/>
        <source>What a hook answers when Airlock cannot</source>
        <translation>Ce que répond un hook quand Airlock ne le peut pas</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="34"/>
        <source>Ask in the agent&apos;s prompt, else deny</source>
        <translation>Demander dans l’invite de l’agent, sinon refuser</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="34"/>
        <source>Deny</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>&amp;Rules (deny beats allow):</source>
        <translation>Règ&amp;les (refuser l’emporte sur autoriser)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Pattern</source>
        <translation>Motif</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Rule action</source>
        <translation>Action de la règle</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Rule pattern</source>
        <translation>Motif de la règle</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>e.g. npm run test</source>
        <translation>p. ex. npm run test</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Sa&amp;ve rule</source>
        <translation>Enreg&amp;istrer la règle</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>De&amp;lete rule</source>
        <translation>S&amp;upprimer la règle</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Would match, for example:</source>
        <translation>Correspondrait par exemple&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Commands the rule would match</source>
        <translation>Commandes auxquelles la règle correspondrait</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Would not match:</source>
        <translation>Ne correspondrait pas&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>Commands the rule would not match</source>
        <translation>Commandes auxquelles la règle ne correspondrait pas</translation>
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
        <translation>&amp;Image&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="38"/>
        <source>Docker image</source>
        <translation>Image Docker</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="38"/>
        <source>e.g. debian:12</source>
        <translation>p. ex. debian:12</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="40"/>
        <source>&amp;Memory:</source>
        <translation>&amp;Mémoire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="41"/>
        <source>Docker memory limit in MB</source>
        <translation>Limite de mémoire Docker en Mo</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="41"/>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="42"/>
        <source>&amp;CPUs:</source>
        <translation>&amp;CPU&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="43"/>
        <source>Docker CPU limit</source>
        <translation>Limite de CPU Docker</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="44"/>
        <source>&amp;Processes:</source>
        <translation>Processu&amp;s&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="45"/>
        <source>Docker process limit</source>
        <translation>Limite de processus Docker</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="46"/>
        <source>&amp;Network:</source>
        <translation>Rés&amp;eau&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="47"/>
        <source>Docker network</source>
        <translation>Réseau Docker</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="48"/>
        <source>SSH</source>
        <translation>SSH</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="49"/>
        <source>&amp;Host:</source>
        <translation>&amp;Hôte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="50"/>
        <source>SSH host</source>
        <translation>Hôte SSH</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="50"/>
        <source>e.g. build.example.org</source>
        <translation>p. ex. build.example.org</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="52"/>
        <source>&amp;User:</source>
        <translation>&amp;Utilisateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="53"/>
        <source>SSH user</source>
        <translation>Utilisateur SSH</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="53"/>
        <source>(your user name)</source>
        <translation>(votre nom d’utilisateur)</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="54"/>
        <location filename="../ui/SettingsDialog.ui" line="72"/>
        <source>&amp;Port:</source>
        <translation>P&amp;ort&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="55"/>
        <source>SSH port</source>
        <translation>Port SSH</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="56"/>
        <source>&amp;Key file:</source>
        <translation>&amp;Fichier de clé&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="57"/>
        <source>SSH identity file</source>
        <translation>Fichier d’identité SSH</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="57"/>
        <source>e.g. ~/.ssh/id_ed25519</source>
        <translation>p. ex. ~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="59"/>
        <source>Host key &amp;policy:</source>
        <translation>Politi&amp;que de clé d’hôte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="60"/>
        <source>SSH host key policy</source>
        <translation>Politique de clé d’hôte SSH</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="62"/>
        <source>Secre&amp;ts</source>
        <translation>Secre&amp;ts</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="63"/>
        <source>Credentials live in the OS keychain (service &quot;airlock&quot;), never in a file. An environment variable, when set, takes precedence.</source>
        <translation>Les identifiants sont conservés dans le trousseau du système (service «&#xa0;airlock&#xa0;»), jamais dans un fichier. Une variable d’environnement, si elle est définie, a la priorité.</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="64"/>
        <source>Credentials and where each comes from</source>
        <translation>Identifiants et leur provenance</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="64"/>
        <source>Credential</source>
        <translation>Identifiant</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="64"/>
        <source>Comes from</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <source>New value for the selected credential</source>
        <translation>Nouvelle valeur pour l’identifiant sélectionné</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <source>New value (hidden)</source>
        <translation>Nouvelle valeur (masquée)</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <source>Store in &amp;keychain</source>
        <translation>Enregistrer dans le tr&amp;ousseau</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <source>&amp;Forget</source>
        <translation>O&amp;ublier</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="66"/>
        <source>Keychain status</source>
        <translation>État du trousseau</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="69"/>
        <source>A&amp;gents</source>
        <translation>Age&amp;nts</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="71"/>
        <source>Serve MCP over &amp;HTTP on 127.0.0.1</source>
        <translation>Servir MCP en &amp;HTTP sur 127.0.0.1</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="71"/>
        <source>Serve MCP over HTTP</source>
        <translation>Servir MCP en HTTP</translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="73"/>
        <source>HTTP port</source>
        <translation>Port HTTP</translation>
    </message>
</context>
<context>
    <name>airlock::app::Checkpoints</name>
    <message>
        <location filename="../src/app/SafetyCommands.cpp" line="81"/>
        <source>the restore is not recorded in the audit log: %1</source>
        <translation>la restauration n’est pas enregistrée dans le journal d’audit&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/SafetyCommands.cpp" line="201"/>
        <source>usage: airlock checkpoints list [--dir DIR]
       airlock checkpoints diff ID [--dir DIR]
       airlock checkpoints restore ID [PATH…] [--dir DIR] [--config FILE]
A restore is recorded in the audit log (the config&apos;s &quot;audit&quot; settings).
</source>
        <extracomment>`airlock checkpoints` without an action. Keep the commands and options as they are.</extracomment>
        <translation>usage&#xa0;: airlock checkpoints list [--dir DIR]
        airlock checkpoints diff ID [--dir DIR]
        airlock checkpoints restore ID [PATH…] [--dir DIR] [--config FILE]
Une restauration est enregistrée dans le journal d’audit (les réglages «&#xa0;audit&#xa0;» de la configuration).
</translation>
    </message>
</context>
<context>
    <name>airlock::app::Demo</name>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="86"/>
        <location filename="../src/app/DemoCommand.cpp" line="183"/>
        <source>interrupted (Ctrl-C, or the window closed) before the end</source>
        <translation>interrompue avant la fin (Ctrl-C ou fenêtre fermée)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="91"/>
        <source>step &quot;cleanup&quot;: could not remove %1</source>
        <translation>étape «&#xa0;cleanup&#xa0;»&#xa0;: impossible de supprimer %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="94"/>
        <source>removed the demo&apos;s private settings, audit log and checkpoints %1</source>
        <translation>les paramètres propres à la démo, son journal d’audit et ses points de restauration ont été supprimés de %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="99"/>
        <source>demo failed: %1</source>
        <translation>échec de la démo&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="103"/>
        <source>every step happened as scripted (%1 s)</source>
        <translation>chaque étape s’est déroulée comme prévu par le script (%1 s)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="111"/>
        <source>Airlock demo</source>
        <translation>Démo d’Airlock</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="128"/>
        <source>An offline demo: a scripted agent shows what Airlock does, in a temporary project.</source>
        <translation>Une démo hors ligne&#xa0;: un agent scripté montre ce que fait Airlock, dans un projet temporaire.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="134"/>
        <source>Answer the approvals in the dialog without a person.</source>
        <translation>Répondre aux approbations dans la boîte de dialogue sans intervention humaine.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="137"/>
        <source>Save PNGs of the main window and the approval dialog.</source>
        <translation>Enregistrer des PNG de la fenêtre principale et de la boîte de dialogue d’approbation.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="144"/>
        <source>cannot make the demo&apos;s temporary directory: %1</source>
        <translation>impossible de créer le répertoire temporaire de la démo&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="195"/>
        <source>&lt;b&gt;Demo&lt;/b&gt;: over. Close the window to end it; its temporary files go with it.</source>
        <translation>&lt;b&gt;Démo&lt;/b&gt;&#xa0;: terminée. Fermez la fenêtre pour y mettre fin&#xa0;; ses fichiers temporaires disparaissent avec elle.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoCommand.cpp" line="202"/>
        <source>the demo did not end within %1 s; last step: %2</source>
        <translation>la démo ne s’est pas terminée en %1 s&#xa0;; dernière étape&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>airlock::app::DemoAutoAnswer</name>
    <message>
        <location filename="../src/app/DemoAutoAnswer.cpp" line="37"/>
        <source>Not in this project: a force push rewrites history others have pulled. Push a new commit instead.</source>
        <translation>Pas dans ce projet&#xa0;: un force push réécrit un historique que d’autres ont déjà récupéré. Poussez plutôt un nouveau commit.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoAutoAnswer.cpp" line="50"/>
        <source>step &quot;approval&quot;: the approval dialog did not come up</source>
        <translation>étape «&#xa0;approval&#xa0;»&#xa0;: la boîte de dialogue d’approbation n’est pas apparue</translation>
    </message>
    <message>
        <location filename="../src/app/DemoAutoAnswer.cpp" line="82"/>
        <source>the screenshots could not be written to %1</source>
        <translation>les captures d’écran n’ont pas pu être écrites dans %1</translation>
    </message>
</context>
<context>
    <name>airlock::app::DemoRun</name>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="27"/>
        <source>the demo agent could not start: %1</source>
        <translation>l’agent de démo n’a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="57"/>
        <source>&lt;b&gt;Demo&lt;/b&gt;: a scripted agent shows what Airlock does, in a temporary project. Nothing here touches your own projects.</source>
        <translation>&lt;b&gt;Démo&lt;/b&gt;&#xa0;: un agent scripté montre ce que fait Airlock, dans un projet temporaire. Rien ici ne touche à vos propres projets.</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="83"/>
        <source>&lt;b&gt;Demo&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Démo&lt;/b&gt;&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="91"/>
        <source>the demo agent ended abnormally</source>
        <translation>l’agent de démo s’est terminé anormalement</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="94"/>
        <source>the demo agent ended with exit code %1</source>
        <translation>l’agent de démo s’est terminé avec le code de sortie %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="113"/>
        <source>the app cleaned up the demo&apos;s tasks: %1</source>
        <translation>l’application a nettoyé les tâches de la démo&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoRun.cpp" line="117"/>
        <source>step &quot;cleanup&quot;: tasks %1 were not cleaned up</source>
        <translation>étape «&#xa0;cleanup&#xa0;»&#xa0;: les tâches %1 n’ont pas été nettoyées</translation>
    </message>
</context>
<context>
    <name>airlock::app::DemoScript</name>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="101"/>
        <source>cannot make a temporary directory: %1</source>
        <translation>impossible de créer un répertoire temporaire&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="140"/>
        <source>step &quot;%1&quot;: %2</source>
        <translation>étape «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="149"/>
        <source>three agent sessions connect to the app over its bridge socket %1, as `airlock mcp` does</source>
        <translation>trois sessions d’agent se connectent à l’application par son socket de pont %1, comme le fait `airlock mcp`</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="153"/>
        <source>cannot make the project directory %1</source>
        <translation>impossible de créer le répertoire du projet %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="161"/>
        <source>session &quot;%1&quot; could not connect: %2</source>
        <translation>la session «&#xa0;%1&#xa0;» n’a pas pu se connecter&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="172"/>
        <source>could not make the project: %1</source>
        <translation>impossible de créer le projet&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="173"/>
        <source>a fresh git project in %1 (%2)</source>
        <translation>un nouveau projet git dans %1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="180"/>
        <source>three tasks side by side: a build, a test run and a third task</source>
        <translation>trois tâches côte à côte&#xa0;: une compilation, une série de tests et une troisième tâche</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="189"/>
        <source>the build failed: %1</source>
        <translation>la compilation a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="191"/>
        <source>the build&apos;s output did not stream (%1 progress messages)</source>
        <translation>la sortie de la compilation n’est pas arrivée en flux (%1 messages de progression)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="192"/>
        <source>the build&apos;s output streamed while it ran (%1 progress messages, first: &quot;%2&quot;); exit code 0</source>
        <translation>la sortie de la compilation est arrivée en flux pendant son exécution (%1 messages de progression, le premier&#xa0;: «&#xa0;%2&#xa0;»)&#xa0;; code de sortie 0</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="199"/>
        <source>the test run was to fail: %1</source>
        <translation>la série de tests devait échouer&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="201"/>
        <source>the test run failed as scripted: exit code %1, &quot;%2&quot;</source>
        <translation>la série de tests a échoué comme prévu par le script&#xa0;: code de sortie %1, «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="210"/>
        <source>the third task failed: %1</source>
        <translation>la troisième tâche a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="235"/>
        <source>the delete was to be approved: %1</source>
        <translation>la suppression devait être approuvée&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="229"/>
        <source>`%1` (the build directory) needs approval; the app answers its dialog itself (--auto): allow once</source>
        <translation>`%1` (le répertoire de compilation) nécessite une approbation&#xa0;; l’application répond elle-même à sa boîte de dialogue (--auto)&#xa0;: autoriser une fois</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="213"/>
        <source>the third task did not run where it was sent (%1): %2</source>
        <translation>la troisième tâche ne s’est pas exécutée là où elle était envoyée (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="214"/>
        <source>the third task ran on the docker backend, in a container of the image %1: &quot;%2&quot;</source>
        <translation>la troisième tâche s’est exécutée sur le backend docker, dans un conteneur de l’image %1&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="216"/>
        <source>the third task ran on the local backend (no Docker engine has the image of `docker.image`): &quot;%1&quot;</source>
        <translation>la troisième tâche s’est exécutée sur le backend local (aucun moteur Docker n’a l’image de `docker.image`)&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="232"/>
        <source>`%1` (the build directory) needs approval: answer &quot;Allow once&quot; in the dialog</source>
        <translation>`%1` (le répertoire de compilation) nécessite une approbation&#xa0;: répondez «&#xa0;Autoriser une fois&#xa0;» dans la boîte de dialogue</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="236"/>
        <source>the person approved `%1`; it ran (exit code %2)</source>
        <translation>la personne a approuvé `%1`&#xa0;; la commande s’est exécutée (code de sortie %2)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="248"/>
        <source>no checkpoint before the delete: %1</source>
        <translation>aucun point de restauration avant la suppression&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="249"/>
        <source>a checkpoint was taken before the delete: %1, %2 (`airlock checkpoints list`)</source>
        <translation>un point de restauration a été créé avant la suppression&#xa0;: %1, %2 (`airlock checkpoints list`)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="258"/>
        <source>`git push --force` needs approval; the app denies it in its dialog, with a message (--auto)</source>
        <translation>`git push --force` nécessite une approbation&#xa0;; l’application refuse la commande dans sa boîte de dialogue, avec un message (--auto)</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="259"/>
        <source>`git push --force` needs approval: answer &quot;Deny&quot;, with a message for the agent</source>
        <translation>`git push --force` nécessite une approbation&#xa0;: répondez «&#xa0;Refuser&#xa0;», avec un message pour l’agent</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="262"/>
        <source>the force push was to be denied: %1</source>
        <translation>le force push devait être refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="263"/>
        <source>the person denied the force push; the agent was told: %1</source>
        <translation>la personne a refusé le force push&#xa0;; l’agent a reçu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="273"/>
        <source>the command was to time out: %1</source>
        <translation>la commande devait dépasser son délai&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="275"/>
        <source>`sleep 30` with a 2 s timeout was stopped: exit code 124, &quot;%1&quot;</source>
        <translation>`sleep 30` avec un délai de 2 s a été arrêté&#xa0;: code de sortie 124, «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="288"/>
        <source>the fake token was to be redacted: %1</source>
        <translation>le faux jeton devait être masqué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="289"/>
        <source>a command printed a (fake) GitHub token; the agent got: &quot;%1&quot;</source>
        <translation>une commande a affiché un (faux) jeton GitHub&#xa0;; l’agent a reçu&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="302"/>
        <source>`airlock checkpoints restore %1` failed: %2</source>
        <translation>`airlock checkpoints restore %1` a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="304"/>
        <source>`airlock checkpoints restore %1` wrote the checkpoint back: %2</source>
        <translation>`airlock checkpoints restore %1` a réécrit le point de restauration&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="315"/>
        <source>build/ was not back after the restore: %1</source>
        <translation>build/ n’était pas revenu après la restauration&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="316"/>
        <source>build/ is back: %1</source>
        <translation>build/ est revenu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="336"/>
        <source>could not remove %1</source>
        <translation>impossible de supprimer %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="337"/>
        <source>the agent disconnected and removed its temporary project %1</source>
        <translation>l’agent s’est déconnecté et a supprimé son projet temporaire %1</translation>
    </message>
    <message>
        <location filename="../src/app/DemoScript.cpp" line="374"/>
        <source>cannot run airlock: %1</source>
        <translation>impossible d’exécuter airlock&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>airlock::app::DesktopApp</name>
    <message>
        <location filename="../src/app/DesktopApp.cpp" line="53"/>
        <source>Agents cannot connect: %1</source>
        <translation>Les agents ne peuvent pas se connecter&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/DesktopApp.cpp" line="64"/>
        <source>HTTP for agents is off: see the log for why</source>
        <translation>HTTP pour les agents est désactivé&#xa0;: le journal en donne la raison</translation>
    </message>
    <message>
        <location filename="../src/app/DesktopApp.cpp" line="68"/>
        <source>Rules not applied: %1</source>
        <translation>Règles non appliquées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>airlock::app::Gui</name>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="70"/>
        <source>already running; its window was raised</source>
        <translation>déjà en cours d’exécution&#xa0;; sa fenêtre a été mise au premier plan</translation>
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
        <translation>Utilisation&#xa0;: airlock history [options]

Le journal d’audit&#xa0;: chaque appel `terminal` jugé par Airlock, la décision, qui l’a prise et ce qu’il en est advenu&#xa0;;
du plus ancien au plus récent.

Filtres (cumulés&#xa0;: un enregistrement doit tous les satisfaire)&#xa0;:
  --task ID          une tâche
  --client NAME      un client, par son nom (sans la version)
  --backend KIND     local, docker, ssh, modal, daytona, singularity
  --decision D       %1
  --decided-by WHO   %2
  --kind KIND        terminal, hook (une commande du shell propre d’un agent) ou checkpoint_restore
  --since T          à partir de T&#xa0;; T est une date ISO 8601 (2026-12-01, minuit local) ou une date-heure
                     (2026-12-01T11:30, locale sauf si elle finit par Z ou un décalage), ou une durée écoulée&#xa0;:
                     45s, 30m, 2h, 7d, 2w
  --until T          avant T (mêmes formes)
  --text S           S dans la commande, le message ou la règle (casse ASCII ignorée)

Sortie&#xa0;:
  --format F         jsonl (par défaut&#xa0;: un objet JSON par ligne), csv (RFC 4180, avec ligne d’en-tête) ou table
  --limit N          seulement les N enregistrements correspondants les plus récents (par défaut&#xa0;: tous&#xa0;; la table
                     montre les 50 plus récents)
  --follow           puis afficher les nouveaux enregistrements à mesure que l’application les écrit, jusqu’à
                     Ctrl-C ou SIGTERM
  --db FILE          le journal à lire (par défaut&#xa0;: `audit.path` de la configuration, sinon %3)
  --config FILE      le fichier de configuration
  -h, --help         afficher cette aide

Codes de sortie&#xa0;: 0 terminé, 1 le journal ne peut pas être lu, 2 mauvaise utilisation.
</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="171"/>
        <source>--%1 needs an ISO 8601 date or date-time (2026-12-01, 2026-12-01T11:30:00Z) or a time ago (30m, 2h, 7d), not &quot;%2&quot;</source>
        <translation>--%1 attend une date ou une date-heure ISO 8601 (2026-12-01, 2026-12-01T11:30:00Z) ou une durée écoulée (30m, 2h, 7d), pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="183"/>
        <source>--%1 must be one of %2, not &quot;%3&quot;</source>
        <translation>--%1 doit valoir l’une de ces valeurs&#xa0;: %2, pas «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="198"/>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="206"/>
        <source>unexpected argument `%1`</source>
        <translation>argument inattendu `%1`</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="259"/>
        <source>--format must be jsonl, csv or table, not &quot;%1&quot;</source>
        <translation>--format doit valoir jsonl, csv ou table, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="266"/>
        <source>--limit needs a whole number, 0 or more (0: all), not &quot;%1&quot;</source>
        <translation>--limit attend un nombre entier, 0 ou plus (0&#xa0;: tous), pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="307"/>
        <source>cannot write to stdout: %1</source>
        <translation>impossible d’écrire sur stdout&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="483"/>
        <source>no audit log at %1 yet: Airlock records calls there once it has run one</source>
        <translation>pas encore de journal d’audit dans %1&#xa0;: Airlock y enregistre les appels dès qu’il en a exécuté un</translation>
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
        <translation>Usage&#xa0;: airlock hook install|uninstall|status &lt;agent&gt; [--dry-run] [--program PATH] [--home DIR]

install    ajoute le hook d’Airlock aux réglages utilisateur de l’agent (montre d’abord la modification&#xa0;; garde une sauvegarde)
uninstall  le retire
status     indique s’il est installé, avec quel programme, et si l’application répond
Agents&#xa0;: claude-code (~/.claude/settings.json), codex (~/.codex/hooks.json), gemini-cli (~/.gemini/settings.json),
cursor (~/.cursor/hooks.json).
  --dry-run       afficher la modification, ne rien écrire
  --program PATH  le programme de hook à installer (par défaut&#xa0;: airlock-hook à côté de cet airlock)
  --home DIR      le répertoire personnel dont modifier les réglages (par défaut&#xa0;: $HOME)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="46"/>
        <source>  the file cannot be read: %1
</source>
        <translation>  le fichier ne peut pas être lu&#xa0;: %1
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="51"/>
        <source>  not fully installed (missing for: %1)
</source>
        <translation>  pas entièrement installé (manque pour&#xa0;: %1)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="53"/>
        <source>  not installed (`airlock hook install %1` adds it)
</source>
        <translation>  non installé (`airlock hook install %1` l’ajoute)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="59"/>
        <source>  but its program is missing or not executable: reinstall
</source>
        <translation>  mais son programme est absent ou non exécutable&#xa0;: réinstallez-le
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="62"/>
        <source>  but with another timeout or failure setting than install writes: reinstall
</source>
        <translation>  mais avec un autre délai ou comportement en cas d’échec que ce qu’écrit install&#xa0;: réinstallez-le
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="66"/>
        <source>  (another program than %1; `install` points it there)
</source>
        <translation>  (un autre programme que %1&#xa0;; `install` le fait pointer vers celui-ci)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="73"/>
        <source>  the app answers at %1
</source>
        <translation>  l’application répond sur %1
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="75"/>
        <source>  %1: hooks answer by hooks.on_failure
</source>
        <translation>  %1&#xa0;: les hooks répondent selon hooks.on_failure
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="90"/>
        <source>airlock hook %1: unknown agent `%2` (claude-code, codex, gemini-cli, cursor)
</source>
        <translation>airlock hook %1&#xa0;: agent inconnu `%2` (claude-code, codex, gemini-cli, cursor)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="106"/>
        <source>airlock hook %1: unknown option `%2`

</source>
        <translation>airlock hook %1&#xa0;: option inconnue `%2`

</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="118"/>
        <source>airlock hook %1: %2 (nothing was written)
</source>
        <translation>airlock hook %1&#xa0;: %2 (rien n’a été écrit)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="125"/>
        <source>already installed in %1
</source>
        <translation>déjà installé dans %1
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="126"/>
        <source>not installed in %1: nothing to remove
</source>
        <translation>non installé dans %1&#xa0;: rien à supprimer
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="134"/>
        <source>airlock hook %1: %2
</source>
        <translation>airlock hook %1&#xa0;: %2
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="140"/>
        <source>installed in %1 (the old file is in %1.airlock-backup)
</source>
        <translation>installé dans %1 (l’ancien fichier est dans %1.airlock-backup)
</translation>
    </message>
    <message>
        <location filename="../src/app/HookCommand.cpp" line="143"/>
        <source>removed from %1 (the old file is in %1.airlock-backup)
</source>
        <translation>supprimé de %1 (l’ancien fichier est dans %1.airlock-backup)
</translation>
    </message>
</context>
<context>
    <name>airlock::app::Host</name>
    <message>
        <location filename="../src/app/HostSupport.cpp" line="76"/>
        <source>warning: %1</source>
        <translation>avertissement&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/HostSupport.cpp" line="86"/>
        <source>--http needs a port number 0…65535, not &quot;%1&quot;</source>
        <translation>--http attend un numéro de port de 0 à 65535, pas «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>airlock::app::Leftovers</name>
    <message>
        <location filename="../src/app/LeftoversAtStart.cpp" line="37"/>
        <source>to remove them, start with --clean-leftovers (or use &quot;Clean up&quot; in the desktop app)</source>
        <translation>pour les supprimer, démarrez avec --clean-leftovers (ou utilisez «&#xa0;Nettoyer&#xa0;» dans l’application de bureau)</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/app/LeftoversAtStart.cpp" line="48"/>
        <source>removed %n leftover(s)</source>
        <translation>
            <numerusform>%n reste supprimé</numerusform>
            <numerusform>%n restes supprimés</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/app/LeftoversAtStart.cpp" line="52"/>
        <source>could not remove %1</source>
        <translation>impossible de supprimer %1</translation>
    </message>
</context>
<context>
    <name>airlock::app::Mcp</name>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="115"/>
        <source>warning: --approve and --task-prefix apply with --headless only; the app decides</source>
        <translation>avertissement&#xa0;: --approve et --task-prefix ne s’appliquent qu’avec --headless&#xa0;; sinon l’application décide</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="201"/>
        <source>--task-prefix must be 1 to 32 characters without &apos;/&apos;</source>
        <translation>--task-prefix doit compter de 1 à 32 caractères, sans &apos;/&apos;</translation>
    </message>
</context>
<context>
    <name>airlock::app::Options</name>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="179"/>
        <source>Run terminal tool calls from stdin on one task.</source>
        <translation>Exécuter dans une tâche les appels de l’outil terminal lus sur stdin.</translation>
    </message>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="182"/>
        <source>Task id (default: cli).</source>
        <translation>ID de la tâche (par défaut&#xa0;: cli).</translation>
    </message>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="185"/>
        <location filename="../src/app/HistoryCommand.cpp" line="103"/>
        <location filename="../src/app/HostSupport.h" line="39"/>
        <source>Backend kind.</source>
        <translation>Type de backend.</translation>
    </message>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="188"/>
        <location filename="../src/app/HistoryCommand.cpp" line="132"/>
        <location filename="../src/app/HostSupport.h" line="36"/>
        <source>Config file.</source>
        <translation>Fichier de configuration.</translation>
    </message>
    <message>
        <location filename="../src/app/CallCommand.cpp" line="192"/>
        <source>How commands that need approval are answered: deny (default), allow, ask-timeout.</source>
        <translation>Réponse aux commandes à approuver&#xa0;: deny (par défaut), allow, ask-timeout.</translation>
    </message>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="38"/>
        <source>The Airlock desktop app.</source>
        <translation>L’application de bureau Airlock.</translation>
    </message>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="43"/>
        <source>Start in the tray, window hidden.</source>
        <translation>Démarrer dans la zone de notification, fenêtre masquée.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="96"/>
        <location filename="../src/app/SecretCommand.cpp" line="292"/>
        <source>Show help.</source>
        <translation>Afficher l’aide.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="97"/>
        <source>Task id.</source>
        <translation>ID de la tâche.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="100"/>
        <source>Client name.</source>
        <translation>Nom du client.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="106"/>
        <source>Decision.</source>
        <translation>Décision.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="108"/>
        <source>Who decided.</source>
        <translation>Qui a décidé.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="111"/>
        <source>Record kind.</source>
        <translation>Type d’enregistrement.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="114"/>
        <source>From this time on.</source>
        <translation>À partir de ce moment.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="117"/>
        <source>Before this time.</source>
        <translation>Avant ce moment.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="120"/>
        <source>Text to find.</source>
        <translation>Texte à rechercher.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="122"/>
        <source>Newest N only.</source>
        <translation>Seulement les N plus récents.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="125"/>
        <source>jsonl, csv or table.</source>
        <translation>jsonl, csv ou table.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="128"/>
        <source>Go on printing new records.</source>
        <translation>Continuer d’afficher les nouveaux enregistrements.</translation>
    </message>
    <message>
        <location filename="../src/app/HistoryCommand.cpp" line="129"/>
        <source>The audit log.</source>
        <translation>Le journal d’audit.</translation>
    </message>
    <message>
        <location filename="../src/app/HostSupport.h" line="26"/>
        <source>Who answers commands that need approval: deny (default), allow (never the floor), ask-timeout (nobody, until the approval timeout), elicit (the person, through the MCP client).</source>
        <translation>Qui répond aux commandes à approuver&#xa0;: deny (par défaut), allow (jamais le socle de sécurité), ask-timeout (personne, jusqu’à expiration du délai), elicit (la personne, via le client MCP).</translation>
    </message>
    <message>
        <location filename="../src/app/HostSupport.h" line="33"/>
        <source>Serve Streamable HTTP on 127.0.0.1:PORT (0: any).</source>
        <translation>Servir Streamable HTTP sur 127.0.0.1:PORT (0&#xa0;: quelconque).</translation>
    </message>
    <message>
        <location filename="../src/app/LeftoversAtStart.cpp" line="18"/>
        <source>Remove the containers, instances and sandboxes an earlier Airlock that died left on the configured backends (found at start).</source>
        <translation>Supprimer les conteneurs, instances et bacs à sable qu’un Airlock précédent, arrêté brutalement, a laissés sur les backends configurés (trouvés au démarrage).</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="119"/>
        <source>The MCP server agents start: stdio, bridged to the running app unless --headless; Streamable HTTP with --http.</source>
        <translation>Le serveur MCP que lancent les agents&#xa0;: stdio, relié à l’application en cours sauf avec --headless&#xa0;; Streamable HTTP avec --http.</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="184"/>
        <source>Run the engine in this process instead of the app.</source>
        <translation>Exécuter le moteur dans ce processus plutôt que dans l’application.</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="125"/>
        <source>Task ids are PREFIX-&lt;n&gt; (default: mcp).</source>
        <translation>Les ID de tâche sont PREFIX-&lt;n&gt; (par défaut&#xa0;: mcp).</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="252"/>
        <source>The Airlock app without a window: the engine, the bridge socket for `airlock mcp`, and HTTP when configured.</source>
        <translation>L’application Airlock sans fenêtre&#xa0;: le moteur, le socket de pont pour `airlock mcp`, et HTTP s’il est configuré.</translation>
    </message>
    <message>
        <location filename="../src/app/McpCommand.cpp" line="259"/>
        <source>End once no agent has been connected and no task has lived for mcp.idle_exit_secs (how `airlock mcp` starts it).</source>
        <translation>S’arrêter lorsqu’aucun agent n’a été connecté et qu’aucune tâche n’a vécu pendant mcp.idle_exit_secs (ainsi le lance `airlock mcp`).</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="290"/>
        <source>Airlock&apos;s credentials in the OS keychain.</source>
        <translation>Les identifiants d’Airlock dans le trousseau du système.</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="294"/>
        <source>get: print even to a terminal.</source>
        <translation>get&#xa0;: afficher même sur un terminal.</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="296"/>
        <source>Config file (list).</source>
        <translation>Fichier de configuration (list).</translation>
    </message>
</context>
<context>
    <name>airlock::app::Redact</name>
    <message>
        <location filename="../src/app/SimpleCommands.cpp" line="48"/>
        <source>cannot read stdin: %1</source>
        <translation>impossible de lire stdin&#xa0;: %1</translation>
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
        <translation>Usage&#xa0;: airlock secret &lt;action&gt; [NAME] [options]

  set NAME       Enregistrer dans le trousseau la valeur lue sur stdin (un saut de ligne final est retiré).
  get NAME       Afficher la valeur qu’Airlock utiliserait&#xa0;: sa variable d’environnement, sinon le trousseau.
                 Refuse quand stdout est un terminal, sauf avec --show.
  delete NAME    Oublier la valeur enregistrée dans le trousseau.
  list           Chaque nom connu d’Airlock et d’où vient sa valeur&#xa0;; jamais les valeurs.

Noms&#xa0;: ssh-password/&lt;user&gt;@&lt;host&gt;:&lt;port&gt;, ssh-passphrase/&lt;key file&gt;, sudo-password/&lt;backend&gt;/&lt;host&gt;,
       modal-token-id, modal-token-secret, modal-gateway-token, daytona-api-key, mcp-http-token
Codes de sortie&#xa0;: 0 fait, 1 secret inconnu, 2 mauvaise utilisation, 3 trousseau absent, verrouillé ou en échec.
</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="70"/>
        <source>note: %1 is set and takes precedence over the keychain for %2</source>
        <translation>remarque&#xa0;: %1 est défini et a la priorité sur le trousseau pour %2</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="82"/>
        <source>Value for %1 (not echoed): </source>
        <translation>Valeur pour %1 (non affichée)&#xa0;: </translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="111"/>
        <source>cannot read stdin: %1</source>
        <translation>impossible de lire stdin&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="116"/>
        <source>the value on stdin is larger than 1 MiB</source>
        <translation>la valeur sur stdin dépasse 1 Mio</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="124"/>
        <source>no value on stdin; pipe it in, e.g. `printf %s &quot;$TOKEN&quot; | airlock secret set %1`</source>
        <translation>aucune valeur sur stdin&#xa0;; transmettez-la par un tube, p. ex. `printf %s &quot;$TOKEN&quot; | airlock secret set %1`</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="168"/>
        <source>stored %1 in the keychain</source>
        <translation>%1 enregistré dans le trousseau</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="185"/>
        <source>%1 is not set: neither %2 nor the keychain has it</source>
        <translation>%1 n’est pas défini&#xa0;: ni %2 ni le trousseau ne le contiennent</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="187"/>
        <source>the environment</source>
        <translation>l’environnement</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="192"/>
        <source>note: from %1</source>
        <translation>remarque&#xa0;: depuis %1</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="208"/>
        <source>%1 is no longer in the keychain</source>
        <translation>%1 n’est plus dans le trousseau</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="249"/>
        <source>unknown (keychain unavailable)</source>
        <translation>inconnu (trousseau indisponible)</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="257"/>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="316"/>
        <source>which action: set, get, delete or list?</source>
        <translation>quelle action&#xa0;: set, get, delete ou list&#xa0;?</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="318"/>
        <source>one NAME only; the value comes from stdin, never from the command line</source>
        <translation>un seul NAME&#xa0;; la valeur vient de stdin, jamais de la ligne de commande</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="321"/>
        <source>%1 needs a NAME</source>
        <translation>%1 attend un NAME</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="323"/>
        <source>unknown action `%1`</source>
        <translation>action inconnue `%1`</translation>
    </message>
    <message>
        <location filename="../src/app/SecretCommand.cpp" line="353"/>
        <source>refusing to print a secret to a terminal; pipe it elsewhere, or add --show</source>
        <translation>refus d’afficher un secret sur un terminal&#xa0;; redirigez-le ailleurs, ou ajoutez --show</translation>
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
        <translation>Utilisation&#xa0;: airlock [&lt;commande&gt;] [options]

Airlock supervise les commandes shell qu’exécutent les agents de programmation IA.

Commandes&#xa0;:
  gui        L’application de bureau (par défaut)&#xa0;: chaque tâche en direct, approbations dans une boîte de dialogue,
             nettoyage, paramètres&#xa0;:
               airlock [gui] [--config FILE] [--hidden]
             Un second `airlock` fait passer au premier plan la fenêtre de celui qui tourne.
  call       Exécuter les appels de l’outil `terminal` lus sur stdin, un objet JSON par ligne, dans une tâche&#xa0;:
               airlock call [--task ID] [--backend KIND] [--config FILE]
             Chaque résultat est écrit sur stdout en une ligne&#xa0;: {&quot;text&quot;: &quot;...&quot;, &quot;is_error&quot;: false}.
             --approve deny|allow|ask-timeout répond aux commandes à approuver (par défaut deny).
  mcp        Le serveur MCP que lancent les agents (stdio), relié à l’application en cours (lancée au besoin)&#xa0;:
               airlock mcp
             ou avec le moteur dans ce processus, sur stdio ou en Streamable HTTP (127.0.0.1)&#xa0;:
               airlock mcp --headless [--approve deny|allow|ask-timeout|elicit] [--task-prefix X] [--config FILE]
                                      [--clean-leftovers]
               airlock mcp --http PORT [--approve deny|allow|ask-timeout|elicit]
  serve      L’application sans fenêtre&#xa0;: moteur, socket de pont pour `airlock mcp`, HTTP en option&#xa0;; jusqu’à SIGTERM&#xa0;:
               airlock serve [--approve deny|allow|ask-timeout|elicit] [--http PORT] [--config FILE]
                             [--clean-leftovers]
             Au démarrage, tous deux listent sur stderr ce qu’un Airlock précédent, arrêté brutalement, a laissé sur
             les backends (conteneurs, instances, bacs à sable cloud)&#xa0;; --clean-leftovers les supprime et dit quoi.
  demo       Une démo hors ligne dans un projet temporaire&#xa0;: un agent scripté exécute trois tâches dans l’application,
             demande des approbations, rencontre un délai dépassé, un secret masqué, un point de restauration et sa
             restauration (docs/demo.md)&#xa0;:
               airlock demo [--auto] [--screenshots DIR] [--config FILE]
             --auto répond lui-même aux approbations&#xa0;; la transcription va sur stdout&#xa0;; code de sortie 0 si tout s’est
             déroulé comme prévu par le script.
  redact     Copier stdin vers stdout en masquant les secrets (en flux, à mémoire constante).
  analyze    Juger les commandes lues sur stdin (une chaîne JSON par ligne) selon la politique par défaut&#xa0;:
             {&quot;verdict&quot;: &quot;allow&quot;|&quot;ask&quot;|&quot;deny&quot;, &quot;floor&quot;: bool, &quot;findings&quot;: [...]} par ligne.
  checkpoints list|diff ID|restore ID [PATH...] [--dir DIR] [--config FILE]
             Les instantanés pris avant les commandes destructrices sur le backend local&#xa0;; une restauration est
             inscrite au journal d’audit.
  history    Le journal d’audit&#xa0;: chaque appel, sa décision, qui l’a prise et ce qu’il en est advenu&#xa0;; du plus ancien
             au plus récent, en lecture seule&#xa0;:
               airlock history [--task ID] [--decision D] [--since T] [--format jsonl|csv|table] [--follow] [--db FILE]
             Aussi --client, --backend, --decided-by, --kind, --until, --text, --limit N (voir `airlock history -h`).
  hook       Superviser l’outil shell propre d’un agent via son hook (claude-code, codex, gemini-cli, cursor)&#xa0;:
               airlock hook install|uninstall|status &lt;agent&gt; [--dry-run]   (modifie les paramètres utilisateur de l’agent)
               airlock hook &lt;agent&gt;   (ce qu’exécute le hook&#xa0;: lit l’entrée du hook de l’agent, répond pour l’application)
             Ses commandes sont jugées et soumises dans l’application en cours, enregistrées et affichées&#xa0;; elles
             s’exécutent là où l’agent les exécute. Voir `airlock hook --help`.
  secret     Les identifiants dans le trousseau du système (valeurs sur stdin, jamais dans argv&#xa0;; voir `airlock secret --help`)&#xa0;:
               airlock secret set NAME | get NAME [--show] | delete NAME | list
  askpass    (interne) L’assistant que `sudo -A` exécute pour le shell d’une tâche.
  demo-agent (interne) L’agent scripté de la démo, lancé par `airlock demo` et par «&#xa0;Essayer la démo&#xa0;» dans la fenêtre.

Options&#xa0;:
  -h, --help     Afficher cette aide.
  -v, --version  Afficher la version.

Backends&#xa0;: local (par défaut), docker, ssh, modal, daytona, singularity (alias apptainer).
Configuration&#xa0;: ~/.config/airlock/config.json, remplacé par les variables d’environnement AIRLOCK_*,
elles-mêmes remplacées par les options de la ligne de commande.
</translation>
    </message>
    <message>
        <location filename="../src/app/main.cpp" line="85"/>
        <source>airlock: unknown command `%1`

</source>
        <translation>airlock&#xa0;: commande inconnue `%1`

</translation>
    </message>
</context>
<context>
    <name>airlock::engine::AuditTable</name>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="188"/>
        <source>TIME</source>
        <extracomment>Column title of `airlock history --format table`, at most 19 characters</extracomment>
        <translation>HEURE</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="190"/>
        <source>TASK</source>
        <extracomment>Column title of `airlock history --format table`, at most 12 characters</extracomment>
        <translation>TÂCHE</translation>
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
        <translation>DÉCISION</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="198"/>
        <source>EXIT</source>
        <extracomment>Column title of `airlock history --format table` (the exit code), at most 4 characters</extracomment>
        <translation>CODE</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="200"/>
        <source>DURATION</source>
        <extracomment>Column title of `airlock history --format table`, at most 8 characters</extracomment>
        <translation>DURÉE</translation>
    </message>
    <message>
        <location filename="../src/engine/AuditExport.cpp" line="304"/>
        <source>COMMAND</source>
        <translation>COMMANDE</translation>
    </message>
</context>
<context>
    <name>airlock::engine::Leftovers</name>
    <message numerus="yes">
        <location filename="../src/engine/LeftoverScan.cpp" line="108"/>
        <source>%n thing(s) an earlier Airlock left behind and no running Airlock owns:</source>
        <translation>
            <numerusform>%n élément laissé par une instance précédente d’Airlock et qui n’appartient à aucune instance en cours&#xa0;:</numerusform>
            <numerusform>%n éléments laissés par une instance précédente d’Airlock et qui n’appartiennent à aucune instance en cours&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/engine/LeftoverScan.cpp" line="114"/>
        <source>could not look for leftovers on %1</source>
        <translation>impossible de chercher les éléments laissés sur %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::ApprovalDialog</name>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="137"/>
        <source>… %1 bytes left out …</source>
        <extracomment>In the middle of a very long command, where its middle part is not shown</extracomment>
        <translation>… %1 octets omis …</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="164"/>
        <source>The agent</source>
        <translation>L’agent</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="165"/>
        <source>Allow the agent to run this command?</source>
        <translation>Autoriser l’agent à exécuter cette commande&#xa0;?</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="166"/>
        <source>Allow %1 to run this command?</source>
        <translation>Autoriser %1 à exécuter cette commande&#xa0;?</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="185"/>
        <source>(program known only when it runs) %1</source>
        <translation>(programme connu seulement à l’exécution) %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="187"/>
        <source>   via %1</source>
        <translation>   via %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="192"/>
        <source>   run by %1</source>
        <translation>   exécuté par %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="208"/>
        <source>(not named)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="212"/>
        <source>(the task&apos;s starting directory)</source>
        <translation>(le répertoire de départ de la tâche)</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="214"/>
        <source>%1 (for this command; the task is in %2)</source>
        <translation>%1 (pour cette commande&#xa0;; la tâche est dans %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="219"/>
        <source>%1 runs this in its own shell, not in Airlock: allowing it lets the agent run it there.</source>
        <translation>%1 exécute ceci dans son propre shell, pas dans Airlock&#xa0;: l’autoriser permet à l’agent de l’y exécuter.</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="222"/>
        <source>This command is on Airlock&apos;s safety floor: it can only be allowed once.</source>
        <translation>Cette commande relève du socle de sécurité d’Airlock&#xa0;: elle ne peut être autorisée qu’une fois.</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="224"/>
        <source>Your rules are not applied: %1</source>
        <translation>Vos règles ne sont pas appliquées&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="297"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="298"/>
        <source>approval %1 of %2</source>
        <translation>approbation %1 sur %2</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="362"/>
        <source>line %1: %2</source>
        <translation>ligne %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="382"/>
        <source>No time limit</source>
        <translation>Sans limite de temps</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="387"/>
        <source>Denied in %1 min %2 s</source>
        <translation>Refus automatique dans %1 min %2 s</translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="388"/>
        <source>Denied in %1 s</source>
        <translation>Refus automatique dans %1 s</translation>
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
        <translation>Afficher Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="28"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="46"/>
        <source>%1 wants to run: %2</source>
        <translation>%1 veut exécuter&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/Attention.cpp" line="70"/>
        <source>Airlock: %n approval(s) waiting</source>
        <translation>
            <numerusform>Airlock&#xa0;: %n approbation en attente</numerusform>
            <numerusform>Airlock&#xa0;: %n approbations en attente</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="53"/>
        <source>Approval needed</source>
        <translation>Approbation requise</translation>
    </message>
</context>
<context>
    <name>airlock::gui::CheckpointsWindow</name>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="36"/>
        <source>modified</source>
        <translation>modifié</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="38"/>
        <source>deleted</source>
        <translation>supprimé</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="40"/>
        <source>new</source>
        <translation>nouveau</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="42"/>
        <source>type changed</source>
        <translation>type modifié</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="59"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… et %n autre</numerusform>
            <numerusform>… et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="75"/>
        <source>Checkpoints — Airlock</source>
        <translation>Points de restauration — Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="81"/>
        <source>No checkpoints yet. Airlock takes one before a destructive command changes files on the local backend; choose Other… to look at a directory.</source>
        <translation>Aucun point de restauration pour l’instant. Airlock en crée un avant qu’une commande destructrice modifie des fichiers sur le backend local&#xa0;; choisissez Autre… pour examiner un répertoire.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="90"/>
        <source>&amp;Directory:</source>
        <translation>&amp;Répertoire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="96"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="105"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="105"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="105"/>
        <source>Changed since</source>
        <translation>Modifié depuis</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="107"/>
        <source>Checkpoints</source>
        <translation>Points de restauration</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="115"/>
        <source>Since then</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="115"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="117"/>
        <source>Files changed since the checkpoint; tick those to restore</source>
        <translation>Fichiers modifiés depuis le point de restauration&#xa0;; cochez ceux à restaurer</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="119"/>
        <source>Show &amp;all changes</source>
        <translation>Afficher &amp;toutes les modifications</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="133"/>
        <source>Changes since the checkpoint</source>
        <translation>Modifications depuis le point de restauration</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="150"/>
        <source>Restore &amp;selected…</source>
        <translation>Restaurer la &amp;sélection…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="152"/>
        <source>Restore a&amp;ll…</source>
        <translation>Restaurer t&amp;out…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="196"/>
        <source>Other…</source>
        <translation>Autre…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="203"/>
        <source>Show the checkpoints of a directory</source>
        <translation>Afficher les points de restauration d’un répertoire</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="250"/>
        <source>%1 does not exist any more: its checkpoints are listed, but cannot be compared or restored.</source>
        <translation>%1 n’existe plus&#xa0;: ses points de restauration sont listés, mais ne peuvent être ni comparés ni restaurés.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="257"/>
        <source>The checkpoints of %1 cannot be read: %2</source>
        <translation>Les points de restauration de %1 ne peuvent pas être lus&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="265"/>
        <source>%1 has no checkpoints. Airlock takes one before a destructive command changes files there.</source>
        <translation>%1 n’a aucun point de restauration. Airlock en crée un avant qu’une commande destructrice y modifie des fichiers.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="274"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="276"/>
        <source>Checkpoint %1</source>
        <translation>Point de restauration %1</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="283"/>
        <source>Checkpoint %1 of %2 is gone (only the newest are kept); the newest is shown.</source>
        <translation>Le point de restauration %1 de %2 n’existe plus (seuls les plus récents sont conservés)&#xa0;; le plus récent est affiché.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="304"/>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="329"/>
        <source>The checkpoint cannot be compared with %1: %2</source>
        <translation>Le point de restauration ne peut pas être comparé à %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="346"/>
        <source>New since the checkpoint: not in it, so a restore leaves it as it is.</source>
        <translation>Nouveau depuis le point de restauration&#xa0;: absent de celui-ci, une restauration le laisse tel quel.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="353"/>
        <source>Nothing has changed since this checkpoint.</source>
        <translation>Rien n’a changé depuis ce point de restauration.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="370"/>
        <source>The diff cannot be shown: %1</source>
        <translation>Les différences ne peuvent pas être affichées&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="372"/>
        <source>No differences.</source>
        <translation>Aucune différence.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="391"/>
        <source>Tick the files to restore first.</source>
        <translation>Cochez d’abord les fichiers à restaurer.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="409"/>
        <source>the checkpoint of %1 (before “%2”)</source>
        <translation>le point de restauration du %1 (avant «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="421"/>
        <source>Restore every file of %1 in %2?</source>
        <translation>Restaurer tous les fichiers de %1 dans %2&#xa0;?</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="423"/>
        <source>No file of the checkpoint has changed since; they are written again as they are.</source>
        <translation>Aucun fichier du point de restauration n’a changé depuis&#xa0;; ils sont réécrits tels quels.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="424"/>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="431"/>
        <source>The current versions of these files are overwritten:</source>
        <translation>Les versions actuelles de ces fichiers seront écrasées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="427"/>
        <source>Files created since the checkpoint are kept.</source>
        <translation>Les fichiers créés depuis le point de restauration sont conservés.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="429"/>
        <source>Restore %n file(s) from %1 in %2?</source>
        <translation>
            <numerusform>Restaurer %n fichier de %1 dans %2&#xa0;?</numerusform>
            <numerusform>Restaurer %n fichiers de %1 dans %2&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="433"/>
        <source>Restore all</source>
        <translation>Tout restaurer</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="433"/>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="442"/>
        <source>Restore files</source>
        <translation>Restaurer des fichiers</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="449"/>
        <source>Restoring…</source>
        <translation>Restauration…</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="453"/>
        <source>every file</source>
        <translation>tous les fichiers</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="453"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n fichier</numerusform>
            <numerusform>%n fichiers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="454"/>
        <source>Restored %1 from checkpoint %2.</source>
        <translation>%1 restauré(s) depuis le point de restauration %2.</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="455"/>
        <source>The restore failed: %1</source>
        <translation>La restauration a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/CheckpointsWindow.cpp" line="478"/>
        <source>It could not be written to the audit log: %1</source>
        <translation>Elle n’a pas pu être inscrite au journal d’audit&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::ConnectAgentDialog</name>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="55"/>
        <source>Configuration to paste</source>
        <translation>Configuration à coller</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="56"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="107"/>
        <source>Connect an agent</source>
        <translation>Connecter un agent</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="113"/>
        <source>Any MCP client</source>
        <translation>Tout client MCP</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="132"/>
        <source>&lt;b&gt;Its own shell tool.&lt;/b&gt; With Airlock&apos;s hook, every shell command %1 runs with its own tool is judged here first: safe ones go on, dangerous ones ask you in Airlock&apos;s dialog, and all are recorded. The command still runs where %1 runs it.</source>
        <translation>&lt;b&gt;Son propre outil shell.&lt;/b&gt; Avec le hook d’Airlock, chaque commande shell que %1 exécute avec son propre outil est d’abord jugée ici&#xa0;: les commandes sûres passent, les dangereuses vous sont soumises dans la boîte de dialogue d’Airlock, et toutes sont enregistrées. La commande s’exécute toujours là où %1 l’exécute.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="147"/>
        <source>Install the hook</source>
        <translation>Installer le hook</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="148"/>
        <source>Remove the hook</source>
        <translation>Supprimer le hook</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="156"/>
        <source>&lt;b&gt;Or Airlock&apos;s terminal tool&lt;/b&gt;, over MCP (Airlock then runs the commands):</source>
        <translation>&lt;b&gt;Ou l’outil terminal d’Airlock&lt;/b&gt;, via MCP (Airlock exécute alors les commandes)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="167"/>
        <source>Any client that speaks MCP can use Airlock&apos;s &lt;code&gt;terminal&lt;/code&gt; tool: over stdio, the client starts &lt;code&gt;airlock mcp&lt;/code&gt;, a bridge to this app; over Streamable HTTP, it connects to this app with a bearer token.</source>
        <translation>Tout client qui parle MCP peut utiliser l’outil &lt;code&gt;terminal&lt;/code&gt; d’Airlock&#xa0;: en stdio, le client lance &lt;code&gt;airlock mcp&lt;/code&gt;, un pont vers cette application&#xa0;; en Streamable HTTP, il se connecte à cette application avec un jeton bearer.</translation>
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
        <translation>À exécuter dans un terminal&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="228"/>
        <source>The server&apos;s URL:</source>
        <translation>L’URL du serveur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="232"/>
        <source>In the client&apos;s MCP configuration (its &lt;code&gt;mcpServers&lt;/code&gt;):</source>
        <translation>Dans la configuration MCP du client (sous &lt;code&gt;mcpServers&lt;/code&gt;)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="233"/>
        <source>Add to &lt;code&gt;%1&lt;/code&gt; (merge with what is there):</source>
        <translation>À ajouter à &lt;code&gt;%1&lt;/code&gt; (en fusionnant avec l’existant)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="241"/>
        <source>The token lives in your keychain; &lt;code&gt;%1&lt;/code&gt; puts it where the snippet reads it (run it in the shell that starts the agent).</source>
        <translation>Le jeton est conservé dans votre trousseau&#xa0;; &lt;code&gt;%1&lt;/code&gt; le place là où l’extrait le lit (à exécuter dans le shell qui lance l’agent).</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="246"/>
        <source>MCP over HTTP is off. To use it, turn on &lt;i&gt;Serve MCP over HTTP&lt;/i&gt; in Settings ▸ Agents and restart Airlock; the configuration with its port appears here.</source>
        <translation>MCP en HTTP est désactivé. Pour l’utiliser, activez &lt;i&gt;Servir MCP en HTTP&lt;/i&gt; dans Paramètres ▸ Agents et redémarrez Airlock&#xa0;; la configuration avec son port apparaîtra ici.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="254"/>
        <source>Send the header &lt;code&gt;Authorization: Bearer &amp;lt;token&amp;gt;&lt;/code&gt; with every request. %1</source>
        <translation>Envoyez l’en-tête &lt;code&gt;Authorization: Bearer &amp;lt;token&amp;gt;&lt;/code&gt; avec chaque requête. %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="258"/>
        <source>The command reads the token from your keychain once, and Claude Code keeps it.</source>
        <translation>La commande lit le jeton une fois dans votre trousseau, et Claude Code le conserve.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="297"/>
        <source>%1 cannot be read, so Airlock will not change it: %2</source>
        <translation>%1 ne peut pas être lu, Airlock ne le modifiera donc pas&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="304"/>
        <source>Installed in %1. Removing it makes this change:</source>
        <translation>Installé dans %1. Le supprimer apporte cette modification&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="305"/>
        <source>Not installed. Installing it makes this change to %1 (the old file is kept as %1.airlock-backup):</source>
        <translation>Non installé. L’installer apporte cette modification à %1 (l’ancien fichier est conservé sous %1.airlock-backup)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="323"/>
        <source>the change is not shown yet</source>
        <translation>la modification n’est pas encore affichée</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="326"/>
        <source>Nothing was written: %1</source>
        <translation>Rien n’a été écrit&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="328"/>
        <source>Installed in %1.</source>
        <translation>Installé dans %1.</translation>
    </message>
    <message>
        <location filename="../src/gui/ConnectAgentDialog.cpp" line="328"/>
        <source>Removed from %1.</source>
        <translation>Supprimé de %1.</translation>
    </message>
</context>
<context>
    <name>airlock::gui::ConsoleView</name>
    <message>
        <location filename="../src/gui/ConsoleView.cpp" line="20"/>
        <source>Live output</source>
        <translation>Sortie en direct</translation>
    </message>
    <message>
        <location filename="../src/gui/ConsoleView.cpp" line="75"/>
        <source>
[… %1 characters not shown here while output streamed fast …]
</source>
        <translation>
[… %1 caractères non affichés ici pendant le défilement rapide de la sortie …]
</translation>
    </message>
</context>
<context>
    <name>airlock::gui::CredentialQueue</name>
    <message>
        <location filename="../src/gui/CredentialQueue.cpp" line="76"/>
        <source>Airlock: unknown SSH host key</source>
        <translation>Airlock&#xa0;: clé d’hôte SSH inconnue</translation>
    </message>
    <message>
        <location filename="../src/gui/CredentialQueue.cpp" line="77"/>
        <source>%1

SHA256 fingerprint:
%2

Compare it with the one the host&apos;s administrator gives you before you trust it.</source>
        <translation>%1

Empreinte SHA256&#xa0;:
%2

Comparez-la avec celle que vous donne l’administrateur de l’hôte avant de lui faire confiance.</translation>
    </message>
    <message>
        <location filename="../src/gui/CredentialQueue.cpp" line="81"/>
        <source>&amp;Trust and connect</source>
        <translation>&amp;Faire confiance et se connecter</translation>
    </message>
    <message>
        <location filename="../src/gui/CredentialQueue.cpp" line="82"/>
        <source>&amp;Refuse</source>
        <translation>&amp;Refuser</translation>
    </message>
</context>
<context>
    <name>airlock::gui::DecisionText</name>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="385"/>
        <source>policy</source>
        <translation>règles</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="386"/>
        <source>approvals off</source>
        <translation>approbations désactivées</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="387"/>
        <source>person</source>
        <translation>personne</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="388"/>
        <source>headless</source>
        <translation>sans interface</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="389"/>
        <source>once</source>
        <translation>une fois</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="390"/>
        <source>session</source>
        <translation>session</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="391"/>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="392"/>
        <source>dialog</source>
        <translation>dialogue</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="393"/>
        <location filename="../src/gui/FindingText.cpp" line="394"/>
        <source>the agent&apos;s prompt</source>
        <translation>invite de l’agent</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="395"/>
        <source>session grant</source>
        <translation>autorisation de session</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="396"/>
        <source>rule</source>
        <translation>règle</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="413"/>
        <location filename="../src/gui/FindingText.cpp" line="427"/>
        <location filename="../src/gui/FindingText.cpp" line="431"/>
        <source>allowed (%1)</source>
        <translation>autorisé (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="414"/>
        <source>allowed (%1 %2)</source>
        <translation>autorisé (%1 %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="425"/>
        <source>allowed (%1; rule %2)</source>
        <translation>autorisé (%1&#xa0;; règle %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="430"/>
        <location filename="../src/gui/FindingText.cpp" line="458"/>
        <source>allowed</source>
        <translation>autorisé</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="439"/>
        <source>denied by the person</source>
        <translation>refusé par la personne</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="440"/>
        <source>denied by the person: “%1”</source>
        <translation>refusé par la personne&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="443"/>
        <source>denied (%1 %2)</source>
        <translation>refusé (%1 %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="446"/>
        <source>denied (%1, %2)</source>
        <translation>refusé (%1, %2)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="449"/>
        <location filename="../src/gui/FindingText.cpp" line="459"/>
        <source>denied</source>
        <translation>refusé</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="450"/>
        <source>denied (%1)</source>
        <translation>refusé (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="460"/>
        <location filename="../src/gui/FindingText.cpp" line="492"/>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="461"/>
        <location filename="../src/gui/FindingText.cpp" line="498"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="462"/>
        <source>refused</source>
        <translation>rejeté</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="463"/>
        <source>invalid</source>
        <translation>invalide</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="464"/>
        <source>left to the agent</source>
        <translation>laissé à l’agent</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="465"/>
        <source>timeout</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="466"/>
        <location filename="../src/gui/FindingText.cpp" line="490"/>
        <source>nobody there</source>
        <translation>personne n’était là</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="467"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="500"/>
        <source>refused (interactive program)</source>
        <translation>rejeté (programme interactif)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="502"/>
        <source>invalid arguments</source>
        <translation>arguments invalides</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="505"/>
        <source>left to the agent&apos;s prompt</source>
        <translation>laissé à l’invite de l’agent</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="506"/>
        <source>left to %1</source>
        <translation>laissé à&#xa0;: %1</translation>
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
        <translation>%1 (un caractère de contrôle)</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="192"/>
        <source>Hidden characters: %1. They make the command read differently from what runs; each is shown above as &lt;U+…&gt;.</source>
        <translation>Caractères cachés&#xa0;: %1. Ils font lire la commande autrement qu’elle ne s’exécute&#xa0;; chacun est affiché ci-dessus sous la forme &lt;U+…&gt;.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="196"/>
        <source>Bytes that are not text: nobody can read what they say.</source>
        <translation>Des octets qui ne sont pas du texte&#xa0;: personne ne peut lire ce qu’ils disent.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="197"/>
        <source>Not seen: all of the command. Only part of it could be checked or shown here.</source>
        <translation>Non vu&#xa0;: la commande entière. Seule une partie a pu être vérifiée ou affichée ici.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="200"/>
        <source>Not seen: which programs it runs. It is not valid bash, so bash may read it differently from Airlock.</source>
        <translation>Non vu&#xa0;: les programmes qu’elle exécute. Ce n’est pas du bash valide, bash peut donc la lire autrement qu’Airlock.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="204"/>
        <source>Not seen: the downloaded script. It is only fetched when the command runs.</source>
        <translation>Non vu&#xa0;: le script téléchargé. Il n’est récupéré qu’à l’exécution de la commande.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="206"/>
        <source>Not seen: the script downloaded from %1. It is only fetched when the command runs.</source>
        <translation>Non vu&#xa0;: le script téléchargé depuis %1. Il n’est récupéré qu’à l’exécution de la commande.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="211"/>
        <source>Not seen: the decoded text. It only exists once the command runs.</source>
        <translation>Non vu&#xa0;: le texte décodé. Il n’existe qu’à l’exécution de la commande.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="214"/>
        <source>Not seen: what it runs. That is only known when the command runs.</source>
        <translation>Non vu&#xa0;: ce qu’elle exécute. On ne le sait qu’à l’exécution de la commande.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="215"/>
        <source>Not seen: the text of %1. It is only known when the command runs.</source>
        <translation>Non vu&#xa0;: le texte de %1. Il n’est connu qu’à l’exécution de la commande.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="248"/>
        <source>Deletes files</source>
        <translation>Supprime des fichiers</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="249"/>
        <source>Overwrites a disk</source>
        <translation>Écrase un disque</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="250"/>
        <source>Changes permissions</source>
        <translation>Modifie des permissions</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="252"/>
        <source>Runs as another user</source>
        <translation>S’exécute sous un autre utilisateur</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="254"/>
        <source>Runs code from elsewhere</source>
        <translation>Exécute du code venu d’ailleurs</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="256"/>
        <source>Rewrites or discards git history</source>
        <translation>Réécrit ou supprime l’historique git</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="257"/>
        <source>Destroys database data</source>
        <translation>Détruit des données de base de données</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="258"/>
        <source>Kills processes</source>
        <translation>Tue des processus</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="260"/>
        <source>Stops or changes system services</source>
        <translation>Arrête ou modifie des services système</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="261"/>
        <source>Writes system files</source>
        <translation>Écrit des fichiers système</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="263"/>
        <source>Sends secrets to the network</source>
        <translation>Envoie des secrets sur le réseau</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="264"/>
        <source>Starts processes without end</source>
        <translation>Lance des processus sans fin</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="266"/>
        <source>Destroys containers or cloud resources</source>
        <translation>Détruit des conteneurs ou des ressources cloud</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="268"/>
        <source>Changes Airlock&apos;s own settings</source>
        <translation>Modifie les paramètres d’Airlock lui-même</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="270"/>
        <source>Runs something that cannot be seen yet</source>
        <translation>Exécute quelque chose qui n’est pas encore visible</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="272"/>
        <source>Cannot be read as a shell command</source>
        <translation>Ne peut pas être lue comme une commande shell</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="273"/>
        <source>Too hidden to review</source>
        <translation>Trop dissimulée pour être examinée</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="275"/>
        <source>Needs a terminal Airlock does not have</source>
        <translation>Nécessite un terminal qu’Airlock n’a pas</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="319"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="319"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="321"/>
        <source>In: %1</source>
        <translation>Dans&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/FindingText.cpp" line="323"/>
        <source>Judged as: %1</source>
        <translation>Jugée comme&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryExport</name>
    <message>
        <location filename="../src/gui/HistoryExport.cpp" line="50"/>
        <location filename="../src/gui/HistoryExport.cpp" line="95"/>
        <location filename="../src/gui/HistoryExport.cpp" line="106"/>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryExport.cpp" line="64"/>
        <location filename="../src/gui/HistoryExport.cpp" line="86"/>
        <source>The audit log %1 cannot be read: %2</source>
        <translation>Le journal d’audit %1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryExport.cpp" line="74"/>
        <source>The export was cancelled.</source>
        <translation>L’export a été annulé.</translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryModel</name>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="61"/>
        <source>The audit log %1 cannot be read: %2</source>
        <translation>Le journal d’audit %1 ne peut pas être lu&#xa0;: %2</translation>
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
        <translation>%1&#xa0;: %2</translation>
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
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="362"/>
        <source>Task</source>
        <translation>Tâche</translation>
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
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="366"/>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="367"/>
        <source>Decided by</source>
        <translation>Décidé par</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="368"/>
        <source>Exit</source>
        <translation>Code de sortie</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryModel.cpp" line="369"/>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryRecordDialog</name>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="29"/>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="64"/>
        <source>Record %1 — Airlock history</source>
        <translation>Enregistrement %1 — historique d’Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="76"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="80"/>
        <source>&amp;Command:</source>
        <translation>&amp;Commande&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="87"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="92"/>
        <source>&amp;Why Airlock looked closer:</source>
        <translation>&amp;Pourquoi Airlock a regardé de plus près&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="96"/>
        <source>Findings</source>
        <translation>Constats</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="100"/>
        <source>Nothing dangerous was found in the command.</source>
        <translation>Rien de dangereux n’a été trouvé dans la commande.</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="114"/>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="123"/>
        <source>C&amp;opy</source>
        <translation>C&amp;opier</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="124"/>
        <source>Copy everything shown here</source>
        <translation>Copier tout ce qui est affiché ici</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="126"/>
        <source>Open &amp;checkpoint…</source>
        <translation>Ouvrir le point de &amp;restauration…</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="128"/>
        <source>The snapshot Airlock took before this command ran</source>
        <translation>L’instantané pris par Airlock avant l’exécution de cette commande</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="154"/>
        <source>checkpoint restore</source>
        <translation>restauration d’un point de restauration</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="155"/>
        <source>terminal call</source>
        <translation>appel de l’outil terminal</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="156"/>
        <source>the agent&apos;s own shell (hook)</source>
        <translation>le shell propre de l’agent (hook)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="158"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="159"/>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="161"/>
        <source>%1, truncated for the agent</source>
        <translation>%1, tronqué pour l’agent</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="163"/>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="164"/>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="165"/>
        <source>Task</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="166"/>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="167"/>
        <source>Client directory</source>
        <translation>Répertoire du client</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="168"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="169"/>
        <source>Directory</source>
        <translation>Répertoire</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="170"/>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="171"/>
        <source>Decided by</source>
        <translation>Décidé par</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="172"/>
        <source>Scope</source>
        <translation>Portée</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="173"/>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="174"/>
        <source>Answered through</source>
        <translation>Répondu via</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="175"/>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="176"/>
        <source>Waited for the answer</source>
        <translation>Attente de la réponse</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="177"/>
        <source>(nobody was asked)</source>
        <translation>(personne n’a été consulté)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="178"/>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="179"/>
        <source>Exit code</source>
        <translation>Code de sortie</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="179"/>
        <source>(did not run to an exit status)</source>
        <translation>(ne s’est pas terminée avec un code de sortie)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="180"/>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="181"/>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="182"/>
        <source>Secrets redacted</source>
        <translation>Secrets masqués</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="183"/>
        <source>Checkpoint</source>
        <translation>Point de restauration</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="184"/>
        <source>Retries</source>
        <translation>Nouvelles tentatives</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="185"/>
        <source>Record</source>
        <translation>Enregistrement</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="188"/>
        <source>Detail: %1</source>
        <translation>Détail&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="195"/>
        <source>Command:</source>
        <translation>Commande&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="196"/>
        <source>Findings:</source>
        <translation>Constats&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryRecordDialog.cpp" line="200"/>
        <source>- Nothing dangerous was found in the command.</source>
        <translation>- Rien de dangereux n’a été trouvé dans la commande.</translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryWindow</name>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="88"/>
        <source>History — Airlock</source>
        <translation>Historique — Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="113"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="115"/>
        <source>Every record the filters let through, as JSON Lines or CSV</source>
        <translation>Chaque enregistrement retenu par les filtres, en JSON Lines ou en CSV</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="176"/>
        <source>&amp;Always allow…</source>
        <translation>Toujours &amp;autoriser…</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="178"/>
        <source>Shows the rule first; nothing is saved until you confirm it</source>
        <translation>Affiche d’abord la règle&#xa0;; rien n’est enregistré avant votre confirmation</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="179"/>
        <source>&amp;Not now</source>
        <translation>Pas &amp;maintenant</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="181"/>
        <source>Not suggested again for this command until Airlock restarts</source>
        <translation>Plus proposé pour cette commande avant le redémarrage d’Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="202"/>
        <source>Task</source>
        <translation>Tâche</translation>
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
        <translation>Décision</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="217"/>
        <source>Any decision</source>
        <translation>Toute décision</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="222"/>
        <source>Decided by</source>
        <translation>Décidé par</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="223"/>
        <source>Decided by anyone</source>
        <translation>Décidé par quiconque</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="232"/>
        <source>&amp;From</source>
        <translation>&amp;Du</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="236"/>
        <source>&amp;To</source>
        <translation>A&amp;u</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="240"/>
        <source>From (inclusive)</source>
        <translation>Du (inclus)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="241"/>
        <source>To (exclusive)</source>
        <translation>Au (exclu)</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="259"/>
        <source>Search commands, messages and rules</source>
        <translation>Rechercher dans les commandes, les messages et les règles</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="260"/>
        <source>Search</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="265"/>
        <source>C&amp;lear filters</source>
        <translation>E&amp;ffacer les filtres</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="281"/>
        <source>Audit log records</source>
        <translation>Enregistrements du journal d’audit</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="334"/>
        <source>Nothing has been recorded yet (%1).</source>
        <translation>Rien n’a encore été enregistré (%1).</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="361"/>
        <source>The history cannot be shown: %1</source>
        <translation>L’historique ne peut pas être affiché&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="365"/>
        <source>New records are not being saved: %1</source>
        <translation>Les nouveaux enregistrements ne sont pas sauvegardés&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="374"/>
        <source>%Ln record(s)</source>
        <translation>
            <numerusform>%Ln enregistrement</numerusform>
            <numerusform>%Ln enregistrements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="376"/>
        <source>%1 · %Ln loaded (scroll for more)</source>
        <translation>
            <numerusform>%1 · %Ln chargé (faites défiler pour en voir plus)</numerusform>
            <numerusform>%1 · %Ln chargés (faites défiler pour en voir plus)</numerusform>
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
        <translation>Exporter l’historique</translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="480"/>
        <source>Exporting to %1…</source>
        <translation>Export vers %1…</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="483"/>
        <source>Exporting… %Ln record(s) written</source>
        <translation>
            <numerusform>Export… %Ln enregistrement écrit</numerusform>
            <numerusform>Export… %Ln enregistrements écrits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="489"/>
        <source>Exported %Ln record(s) to %1</source>
        <translation>
            <numerusform>%Ln enregistrement exporté vers %1</numerusform>
            <numerusform>%Ln enregistrements exportés vers %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="490"/>
        <source>Export failed: %1</source>
        <translation>L’export a échoué&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="552"/>
        <source>You allowed &lt;code&gt;%1&lt;/code&gt; %n time(s) this week — always allow it?</source>
        <translation>
            <numerusform>Vous avez autorisé &lt;code&gt;%1&lt;/code&gt; %n fois cette semaine — toujours l’autoriser&#xa0;?</numerusform>
            <numerusform>Vous avez autorisé &lt;code&gt;%1&lt;/code&gt; %n fois cette semaine — toujours l’autoriser&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/HistoryWindow.cpp" line="570"/>
        <source>Saved the rule %1</source>
        <translation>Règle %1 enregistrée</translation>
    </message>
</context>
<context>
    <name>airlock::gui::LeftoversBar</name>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="17"/>
        <source>Clean up</source>
        <translation>Nettoyer</translation>
    </message>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="18"/>
        <source>Leave them</source>
        <translation>Les laisser</translation>
    </message>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="36"/>
        <source>Removing the leftovers…</source>
        <translation>Suppression des restes…</translation>
    </message>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="48"/>
        <source>Removed %1; these could not be removed: %2</source>
        <translation>%1 supprimé(s)&#xa0;; ceux-ci n’ont pas pu être supprimés&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/LeftoversBar.cpp" line="49"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/LeftoversBar.cpp" line="69"/>
        <source>An earlier Airlock that is no longer running left %n thing(s) behind: %1</source>
        <translation>
            <numerusform>Une instance précédente d’Airlock, qui ne tourne plus, a laissé %n élément derrière elle&#xa0;: %1</numerusform>
            <numerusform>Une instance précédente d’Airlock, qui ne tourne plus, a laissé %n éléments derrière elle&#xa0;: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::gui::MainWindow</name>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="134"/>
        <source>&amp;Checkpoints…</source>
        <translation>Points de &amp;restauration…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="138"/>
        <source>Co&amp;nnect an Agent…</source>
        <translation>Co&amp;nnecter un agent…</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="144"/>
        <source>About Airlock</source>
        <translation>À propos d’Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="145"/>
        <source>&lt;b&gt;Airlock %1&lt;/b&gt;&lt;br&gt;Supervises the shell commands AI coding agents run: approvals for dangerous commands, secrets redacted, every task live.</source>
        <translation>&lt;b&gt;Airlock %1&lt;/b&gt;&lt;br&gt;Supervise les commandes shell qu’exécutent les agents de programmation IA&#xa0;: approbation des commandes dangereuses, secrets masqués, chaque tâche en direct.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="198"/>
        <source>Cleaned up %1</source>
        <translation>%1 nettoyée</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="203"/>
        <source>Cleanup of %1 failed: %2. Select it and press Clean up to retry.</source>
        <translation>Le nettoyage de %1 a échoué&#xa0;: %2. Sélectionnez-la et cliquez sur Nettoyer pour réessayer.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="257"/>
        <source>&lt;b&gt;⚠ Audit log unavailable&lt;/b&gt;</source>
        <translation>&lt;b&gt;⚠ Journal d’audit indisponible&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="258"/>
        <source>%1
Commands still run, but they are not recorded until this is fixed. The file is left as it is.</source>
        <translation>%1
Les commandes s’exécutent toujours, mais ne sont pas enregistrées tant que ce n’est pas corrigé. Le fichier est laissé tel quel.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="261"/>
        <source>Audit log unavailable: %1</source>
        <translation>Journal d’audit indisponible&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="263"/>
        <source>The audit log cannot be written: %1</source>
        <translation>Le journal d’audit ne peut pas être écrit&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="270"/>
        <source>Agents: airlock mcp → %1</source>
        <translation>Agents&#xa0;: airlock mcp → %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="271"/>
        <source>HTTP: http://127.0.0.1:%1/mcp</source>
        <translation>HTTP&#xa0;: http://127.0.0.1:%1/mcp</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="271"/>
        <source>HTTP off</source>
        <translation>HTTP désactivé</translation>
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
        <translation>Sélectionnez d’abord les tâches à nettoyer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="68"/>
        <source>%n of the selected tasks is running a command. Cleaning up stops it and tells the agent it was cancelled.</source>
        <translation>
            <numerusform>%n des tâches sélectionnées exécute une commande. Le nettoyage l’arrête et signale à l’agent qu’elle a été annulée.</numerusform>
            <numerusform>%n des tâches sélectionnées exécutent une commande. Le nettoyage les arrête et signale aux agents qu’elles ont été annulées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="71"/>
        <source>Stop and clean up</source>
        <translation>Arrêter et nettoyer</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="78"/>
        <source>No idle tasks to clean up.</source>
        <translation>Aucune tâche inactive à nettoyer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="78"/>
        <source>Cleaning up %n idle task(s)…</source>
        <translation>
            <numerusform>Nettoyage de %n tâche inactive…</numerusform>
            <numerusform>Nettoyage de %n tâches inactives…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="92"/>
        <source>No tasks to clean up.</source>
        <translation>Aucune tâche à nettoyer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="99"/>
        <source>%n task(s) are running a command. Cleaning up all stops them and tells their agents the commands were cancelled.</source>
        <translation>
            <numerusform>%n tâche exécute une commande. Tout nettoyer l’arrête et signale à son agent que la commande a été annulée.</numerusform>
            <numerusform>%n tâches exécutent une commande. Tout nettoyer les arrête et signale à leurs agents que les commandes ont été annulées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindowCleanup.cpp" line="102"/>
        <source>Stop and clean up all</source>
        <translation>Tout arrêter et nettoyer</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="113"/>
        <source>Cleaning up %n task(s)…</source>
        <translation>
            <numerusform>Nettoyage de %n tâche…</numerusform>
            <numerusform>Nettoyage de %n tâches…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="315"/>
        <source>Demo</source>
        <translation>Démo</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="345"/>
        <source>&lt;b&gt;⚠ Keychain unavailable&lt;/b&gt;</source>
        <translation>&lt;b&gt;⚠ Trousseau indisponible&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="347"/>
        <source>Keychain unavailable: %1</source>
        <translation>Trousseau indisponible&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindow.cpp" line="360"/>
        <source>%n task(s) are alive. Quit Airlock and clean them up? Running commands are stopped.</source>
        <translation>
            <numerusform>%n tâche est active. Quitter Airlock et la nettoyer&#xa0;? Les commandes en cours sont arrêtées.</numerusform>
            <numerusform>%n tâches sont actives. Quitter Airlock et les nettoyer&#xa0;? Les commandes en cours sont arrêtées.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="361"/>
        <source>Clean up and quit</source>
        <translation>Nettoyer et quitter</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="374"/>
        <source>Airlock is still running</source>
        <translation>Airlock est toujours en cours d’exécution</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="375"/>
        <source>Airlock keeps supervising your agents from the tray. Quit it from the tray&apos;s menu or with File ▸ Quit.</source>
        <translation>Airlock continue de superviser vos agents depuis la zone de notification. Quittez-le par le menu de la zone de notification ou avec Fichier ▸ Quitter.</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="444"/>
        <source>running…</source>
        <translation>en cours…</translation>
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
        <translation>ID de la tâche</translation>
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
        <translation>État</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="479"/>
        <source>Idle TTL left</source>
        <translation>Inactivité restante avant nettoyage</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="481"/>
        <source>(not idle)</source>
        <translation>(pas inactive)</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="483"/>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="485"/>
        <source>gone (cleaned up)</source>
        <translation>terminée (nettoyée)</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="501"/>
        <source>Running: %1</source>
        <translation>En cours&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="503"/>
        <source>&lt;b&gt;Approvals waiting: %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Approbations en attente&#xa0;: %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="504"/>
        <source>Approvals waiting: 0</source>
        <translation>Approbations en attente&#xa0;: 0</translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="505"/>
        <source>Airlock (%1 waiting)</source>
        <translation>Airlock (%1 en attente)</translation>
    </message>
</context>
<context>
    <name>airlock::gui::RulePreviewDialog</name>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="29"/>
        <source>Always allow — Airlock</source>
        <translation>Toujours autoriser — Airlock</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/RulePreviewDialog.cpp" line="34"/>
        <source>You allowed &lt;code&gt;%1&lt;/code&gt; by hand %n time(s) in the last %2 days on the %3 backend. This rule lets it run there without asking; anything else it does not cover still asks.</source>
        <translation>
            <numerusform>Vous avez autorisé &lt;code&gt;%1&lt;/code&gt; à la main %n fois ces %2 derniers jours sur le backend %3. Cette règle la laisse s’y exécuter sans demander&#xa0;; tout ce qu’elle ne couvre pas demande toujours.</numerusform>
            <numerusform>Vous avez autorisé &lt;code&gt;%1&lt;/code&gt; à la main %n fois ces %2 derniers jours sur le backend %3. Cette règle la laisse s’y exécuter sans demander&#xa0;; tout ce qu’elle ne couvre pas demande toujours.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="39"/>
        <source>any</source>
        <translation>tous</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="42"/>
        <source>The &amp;rule to save (one per line, editable):</source>
        <translation>La &amp;règle à enregistrer (une par ligne, modifiable)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="45"/>
        <source>Rule patterns, one per line</source>
        <translation>Motifs de règle, un par ligne</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="54"/>
        <source>Problem with the rule</source>
        <translation>Problème avec la règle</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="62"/>
        <source>Would allow, for example:</source>
        <translation>Autoriserait par exemple&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="65"/>
        <source>Commands the rule would allow</source>
        <translation>Commandes que la règle autoriserait</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="69"/>
        <source>Would still ask for:</source>
        <translation>Demanderait toujours pour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="72"/>
        <source>Commands the rule would not allow</source>
        <translation>Commandes que la règle n’autoriserait pas</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="80"/>
        <source>&amp;Save rule</source>
        <translation>&amp;Enregistrer la règle</translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="125"/>
        <source>Rules cannot be saved here: there is no rule store.</source>
        <translation>Les règles ne peuvent pas être enregistrées ici&#xa0;: il n’y a pas de magasin de règles.</translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/RulePreviewDialog.cpp" line="131"/>
        <source>suggested by History: allowed by hand %n time(s) in %1 days</source>
        <translation>
            <numerusform>suggérée par l’historique&#xa0;: autorisée à la main %n fois en %1 jours</numerusform>
            <numerusform>suggérée par l’historique&#xa0;: autorisée à la main %n fois en %1 jours</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/RulePreviewDialog.cpp" line="135"/>
        <source>The rule was not saved: %1</source>
        <translation>La règle n’a pas été enregistrée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::SandboxSettingsPage</name>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="32"/>
        <source>The managed gateway needs its URL, here or in MODAL_GATEWAY_URL.</source>
        <translation>La passerelle gérée a besoin de son URL, ici ou dans MODAL_GATEWAY_URL.</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="39"/>
        <source>Needs an https:// address (http:// only to this machine).</source>
        <translation>Une adresse https:// est nécessaire (http:// seulement vers cette machine).</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="50"/>
        <source>Automatic: Modal&apos;s API when its tokens are set</source>
        <translation>Automatique&#xa0;: l’API de Modal si ses jetons sont définis</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="51"/>
        <source>Modal&apos;s API (tokens)</source>
        <translation>L’API de Modal (jetons)</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="52"/>
        <source>A managed gateway</source>
        <translation>Une passerelle gérée</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="131"/>
        <source>Needs an http:// or https:// address.</source>
        <translation>Une adresse http:// ou https:// est nécessaire.</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="140"/>
        <source>Shorter than the lifetime (%1 s), or it never applies.</source>
        <translation>Plus court que la durée de vie (%1&#xa0;s), sinon il ne s’applique jamais.</translation>
    </message>
    <message>
        <location filename="../src/gui/SandboxSettingsPage.cpp" line="144"/>
        <source>Apptainer is the default backend: name the image.</source>
        <translation>Apptainer est le backend par défaut&#xa0;: indiquez l’image.</translation>
    </message>
</context>
<context>
    <name>airlock::gui::SecretPromptDialog</name>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="19"/>
        <source>Airlock: %1</source>
        <translation>Airlock&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="24"/>
        <source>Kept in the system keychain as %1 once it proved right; otherwise used this once and forgotten.</source>
        <translation>Conservé dans le trousseau du système sous %1 une fois vérifié&#xa0;; sinon utilisé cette fois seulement, puis oublié.</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="54"/>
        <source>It cannot be remembered: %1</source>
        <translation>Il ne peut pas être mémorisé&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::SecretsPanel</name>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="37"/>
        <source>checking…</source>
        <translation>vérification…</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="74"/>
        <source>environment (%1)</source>
        <translation>environnement (%1)</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="76"/>
        <source>keychain unavailable</source>
        <translation>trousseau indisponible</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="78"/>
        <source>stored in the keychain</source>
        <translation>enregistré dans le trousseau</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="80"/>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="96"/>
        <source>Select the credential to store first.</source>
        <translation>Sélectionnez d’abord l’identifiant à enregistrer.</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="96"/>
        <source>Type the value first.</source>
        <translation>Saisissez d’abord la valeur.</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="107"/>
        <source>Not stored: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="109"/>
        <source>Stored; %1 is set in the environment and takes precedence.</source>
        <translation>Enregistré&#xa0;; %1 est défini dans l’environnement et a la priorité.</translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="126"/>
        <source>Not forgotten: %1</source>
        <translation>Non oublié&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>airlock::gui::SettingsDialog</name>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="65"/>
        <source>&amp;Sandboxes</source>
        <translation>&amp;Bacs à sable</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="73"/>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="104"/>
        <source>rules.json is damaged and not applied: %1</source>
        <translation>rules.json est endommagé et n’est pas appliqué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="196"/>
        <source>Docker is the default backend: name the image its tasks run in.</source>
        <translation>Docker est le backend par défaut&#xa0;: indiquez l’image dans laquelle ses tâches s’exécutent.</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="199"/>
        <source>SSH is the default backend: name the host.</source>
        <translation>SSH est le backend par défaut&#xa0;: indiquez l’hôte.</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="202"/>
        <source>No such file: %1</source>
        <translation>Fichier introuvable&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="206"/>
        <source>Sweep at least as often as the idle TTL (%1 s).</source>
        <translation>Vérifiez au moins aussi souvent que la durée d’inactivité (%1 s).</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="209"/>
        <source>Takes effect when Airlock restarts: it listens for agents on the settings it started with.</source>
        <translation>Prend effet au redémarrage d’Airlock&#xa0;: il écoute les agents avec les paramètres de son démarrage.</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="214"/>
        <source>The new language is shown when Airlock starts again.</source>
        <translation>La nouvelle langue s’affichera au prochain démarrage d’Airlock.</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="230"/>
        <location filename="../src/gui/SettingsDialog.cpp" line="238"/>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="266"/>
        <source>every backend</source>
        <translation>tous les backends</translation>
    </message>
</context>
<context>
    <name>airlock::gui::StateLook</name>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="125"/>
        <source>starting</source>
        <translation>démarrage en cours</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="128"/>
        <source>idle</source>
        <extracomment>A task&apos;s state: its shell waits for the next command</extracomment>
        <translation>inactive</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="129"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="131"/>
        <source>waiting for approval</source>
        <translation>en attente d’approbation</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="134"/>
        <source>unhealthy</source>
        <extracomment>A task&apos;s state: its backend failed a health check</extracomment>
        <translation>défaillante</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="137"/>
        <source>cleaning</source>
        <extracomment>A task&apos;s state: its backend (container, sandbox) is being removed</extracomment>
        <translation>nettoyage en cours</translation>
    </message>
    <message>
        <location filename="../src/gui/StateLook.cpp" line="140"/>
        <source>gone</source>
        <extracomment>A task&apos;s state: it ended and its backend was removed</extracomment>
        <translation>terminée</translation>
    </message>
</context>
<context>
    <name>airlock::gui::TaskActivity</name>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="31"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="33"/>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="34"/>
        <source>exit %1</source>
        <translation>sortie %1</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="91"/>
        <source>timed out</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="93"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="95"/>
        <source>exit %1</source>
        <translation>sortie %1</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="97"/>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="100"/>
        <source>error[%1]</source>
        <translation>erreur[%1]</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskAuditHistory.cpp" line="100"/>
        <source>error[%1]: %2</source>
        <translation>erreur[%1]&#xa0;: %2</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="111"/>
        <source>Task</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="112"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="113"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="114"/>
        <source>Idle</source>
        <translation>Inactivité</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="115"/>
        <source>Commands</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="116"/>
        <source>Current command</source>
        <translation>Commande en cours</translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="117"/>
        <source>Last exit</source>
        <translation>Dernier code de sortie</translation>
    </message>
</context>
<context>
    <name>airlock::gui::WelcomePanel</name>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="16"/>
        <source>Try the &amp;demo</source>
        <translation>Essayer la &amp;démo</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="17"/>
        <source>Co&amp;nnect an agent…</source>
        <translation>&amp;Connecter un agent…</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="20"/>
        <source>No tasks yet</source>
        <translation>Aucune tâche pour l’instant</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="30"/>
        <source>Welcome to Airlock</source>
        <translation>Bienvenue dans Airlock</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="37"/>
        <source>Airlock runs the shell commands your AI coding agents ask for, each task in its own place. It asks you before a dangerous command, hides secrets from what goes back to the agent, and keeps a record of every command.</source>
        <translation>Airlock exécute les commandes shell que demandent vos agents de programmation IA, chaque tâche dans son propre espace. Il vous demande votre accord avant une commande dangereuse, masque les secrets dans ce qui retourne à l’agent et garde une trace de chaque commande.</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="42"/>
        <source>No agent is connected yet. See it at work in a demo that needs no agent, no account and no network, or connect the agent you use.</source>
        <translation>Aucun agent n’est encore connecté. Voyez Airlock à l’œuvre dans une démo qui ne demande ni agent, ni compte, ni réseau, ou connectez l’agent que vous utilisez.</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="51"/>
        <source>Three scripted tasks in a temporary project: approvals, a timeout, a redacted secret, a checkpoint. Nothing outside it is touched.</source>
        <translation>Trois tâches scriptées dans un projet temporaire&#xa0;: approbations, délai dépassé, secret masqué, point de restauration. Rien en dehors n’est touché.</translation>
    </message>
    <message>
        <location filename="../src/gui/WelcomePanel.cpp" line="54"/>
        <source>Ready-to-paste configuration for Claude Code, Codex CLI, Gemini CLI, Cursor and any MCP client</source>
        <translation>Configuration prête à coller pour Claude Code, Codex CLI, Gemini CLI, Cursor et tout client MCP</translation>
    </message>
</context>
<context>
    <name>airlock::safety::Finding</name>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="255"/>
        <source>runs what `%1` downloads with %2</source>
        <translation>exécute avec %2 ce que `%1` télécharge</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="262"/>
        <source>sends what `%1` reads from secrets to the network with %2</source>
        <translation>envoie sur le réseau avec %2 ce que `%1` lit dans des secrets</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="309"/>
        <source>runs code downloaded by `%1` with %2</source>
        <translation>exécute avec %2 du code téléchargé par `%1`</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="324"/>
        <source>sends secrets read by a substitution to the network</source>
        <translation>envoie sur le réseau des secrets lus par une substitution</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="384"/>
        <location filename="../src/safety/SourceRules.cpp" line="259"/>
        <location filename="../src/safety/SourceRules.cpp" line="271"/>
        <source>runs %1, which this command downloads</source>
        <translation>exécute %1, que cette commande télécharge</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="422"/>
        <source>an endless loop keeps starting background processes</source>
        <translation>une boucle sans fin lance sans cesse des processus en arrière-plan</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="461"/>
        <source>function `%1` keeps starting copies of itself (a fork bomb)</source>
        <translation>la fonction `%1` lance sans cesse des copies d’elle-même (une fork bomb)</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="508"/>
        <source>the command is too large to check completely (%1), so parts of it were not checked</source>
        <translation>la commande est trop grande pour être vérifiée entièrement (%1)&#xa0;; certaines parties n’ont donc pas été vérifiées</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="514"/>
        <source>the command is not valid bash, so what it would run cannot be checked: %1</source>
        <translation>la commande n’est pas du bash valide, on ne peut donc pas vérifier ce qu’elle exécuterait&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="521"/>
        <source>the command is %1 KiB long, more than a person can review (%2 KiB)</source>
        <translation>la commande fait %1 Kio, plus qu’une personne ne peut vérifier (%2 Kio)</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandAnalyzer.cpp" line="568"/>
        <source>Airlock&apos;s analyzer failed on this command (%1), so it was not checked</source>
        <translation>l&apos;analyseur d&apos;Airlock a échoué sur cette commande (%1) : elle n&apos;a donc pas été vérifiée</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="76"/>
        <source>%1 the disk %2</source>
        <translation>%1 le disque %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="79"/>
        <source>%1 Airlock&apos;s own settings (%2)</source>
        <translation>%1 les réglages d’Airlock (%2)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="82"/>
        <source>%1 the start-up file %2</source>
        <translation>%1 le fichier de démarrage %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="85"/>
        <source>%1 the shell history %2, hiding what ran</source>
        <translation>%1 l’historique du shell %2, ce qui cache ce qui a été lancé</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="89"/>
        <source>%1 the system file %2</source>
        <translation>%1 le fichier système %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="92"/>
        <source>%1 the key or credential file %2</source>
        <translation>%1 le fichier de clé ou d’identifiants %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="104"/>
        <location filename="../src/safety/FileRules.cpp" line="299"/>
        <location filename="../src/safety/StorageRules.cpp" line="231"/>
        <source>writes to</source>
        <translation>écrit dans</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="143"/>
        <source>deletes Airlock&apos;s own file %1</source>
        <translation>supprime le fichier d’Airlock %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="146"/>
        <source>deletes %1</source>
        <translation>supprime %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="149"/>
        <source>deletes the key or credential file %1</source>
        <translation>supprime le fichier de clé ou d’identifiants %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="154"/>
        <source>deletes the shell history %1, hiding what ran</source>
        <translation>supprime l’historique du shell %1, ce qui cache ce qui a été lancé</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="158"/>
        <source>deletes Airlock&apos;s own files (%1)</source>
        <translation>supprime les fichiers d’Airlock (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="163"/>
        <source>deletes the files named on its input</source>
        <translation>supprime les fichiers nommés sur son entrée</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="166"/>
        <source>deletes every file find matches</source>
        <translation>supprime chaque fichier que find trouve</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="169"/>
        <source>deletes %1 recursively</source>
        <translation>supprime %1 récursivement</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="179"/>
        <source>overwrites the disk %1</source>
        <translation>écrase le disque %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="184"/>
        <source>overwrites %1 beyond recovery</source>
        <translation>écrase %1 sans retour possible</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="195"/>
        <source>cuts %1 to a new size</source>
        <translation>ramène %1 à une nouvelle taille</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="197"/>
        <source>truncates</source>
        <translation>tronque</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="204"/>
        <source>find deletes every file it matches</source>
        <translation>find supprime chaque fichier trouvé</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="215"/>
        <source>rsync deletes files that are not in the source</source>
        <translation>rsync supprime les fichiers absents de la source</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="218"/>
        <location filename="../src/safety/FileRules.cpp" line="236"/>
        <location filename="../src/safety/FileRules.cpp" line="239"/>
        <source>writes into</source>
        <translation>écrit dans</translation>
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
        <translation>déplace par-dessus</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="243"/>
        <source>writes</source>
        <translation>écrit</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="248"/>
        <source>moves %1 to /dev/null (deletes it)</source>
        <translation>déplace %1 vers /dev/null (le supprime)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="254"/>
        <source>moves %1 away</source>
        <translation>déplace %1 ailleurs</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="256"/>
        <source>moves</source>
        <translation>déplace</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="267"/>
        <source>dd writes to</source>
        <translation>dd écrit sur</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="291"/>
        <source>edits</source>
        <translation>modifie</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="300"/>
        <source>creates</source>
        <translation>crée</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="310"/>
        <location filename="../src/safety/FileRules.cpp" line="314"/>
        <source>downloads into</source>
        <translation>télécharge dans</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="340"/>
        <source>uploads the secret file %1</source>
        <translation>envoie le fichier secret %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="347"/>
        <source>sends the secret file %1 to the network</source>
        <translation>envoie le fichier secret %1 sur le réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="363"/>
        <source>copies the secret file %1 to another host</source>
        <translation>copie le fichier secret %1 sur une autre machine</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="375"/>
        <source>sends the secret file %1 over the network</source>
        <translation>envoie le fichier secret %1 par le réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="385"/>
        <location filename="../src/safety/FileRules.cpp" line="405"/>
        <source>makes files writable by everyone (%1)</source>
        <translation>rend des fichiers modifiables par tous (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="389"/>
        <location filename="../src/safety/FileRules.cpp" line="409"/>
        <source>sets setuid/setgid (%1)</source>
        <translation>active setuid/setgid (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="454"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="461"/>
        <source>changes permissions recursively: %1</source>
        <translation>modifie les permissions récursivement&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="467"/>
        <source>changes permissions of %1</source>
        <translation>modifie les permissions de %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="481"/>
        <source>changes the group of %1 recursively</source>
        <translation>modifie le groupe de %1 récursivement</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="483"/>
        <source>changes the group of %1</source>
        <translation>modifie le groupe de %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="487"/>
        <source>changes the owner of %1 recursively</source>
        <translation>modifie le propriétaire de %1 récursivement</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="489"/>
        <source>changes the owner of %1</source>
        <translation>modifie le propriétaire de %1</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="508"/>
        <source>creates a new file system on %1, erasing it</source>
        <translation>crée un nouveau système de fichiers sur %1, ce qui l’efface</translation>
    </message>
    <message>
        <location filename="../src/safety/FileRules.cpp" line="531"/>
        <source>%1 changes or erases the disk layout of %2</source>
        <translation>%1 modifie ou efface le partitionnement de %2</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="63"/>
        <source>backticks</source>
        <translation>accents graves</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="72"/>
        <source>a shell on a network socket</source>
        <translation>un shell sur une socket réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="75"/>
        <source>reads secrets and talks to the network</source>
        <translation>lit des secrets et communique avec le réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="82"/>
        <source>%1 (%2 code, %3)</source>
        <translation>%1 (code %2, %3)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="96"/>
        <source>runs more shell text, or text nested more deeply, than can be checked</source>
        <translation>exécute plus de texte shell, ou du texte plus imbriqué, qu’on ne peut vérifier</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="107"/>
        <source>%1 (%2 %3, %4)</source>
        <translation>%1 (%2 %3, %4)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="158"/>
        <source>runs downloaded text as a command (%1)</source>
        <translation>exécute du texte téléchargé comme commande (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="161"/>
        <source>runs a command decoded at run time, which nobody can review (%1)</source>
        <translation>exécute une commande décodée à l’exécution, que personne ne peut vérifier (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="168"/>
        <source>%1 runs a command that is only known when it runs</source>
        <translation>%1 exécute une commande qui n’est connue qu’à l’exécution</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="344"/>
        <source>%1 code (%2) writes to</source>
        <translation>le code %1 (%2) écrit dans</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="359"/>
        <source>prints text into %1 that is only known when it runs</source>
        <translation>écrit dans %1 du texte qui n’est connu qu’à l’exécution</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="375"/>
        <source>hands downloaded text to %1</source>
        <translation>passe du texte téléchargé à %1</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="419"/>
        <source>opens a pipe into %1: what it runs is printed later</source>
        <translation>ouvre un tube vers %1&#xa0;: ce qu’il exécute n’est écrit que plus tard</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="475"/>
        <source>evaluates code it downloads (%1)</source>
        <translation>évalue du code qu’il télécharge (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="478"/>
        <source>evaluates code decoded at run time, which nobody can review (%1)</source>
        <translation>évalue du code décodé à l’exécution, que personne ne peut vérifier (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="483"/>
        <source>evaluates text in code that downloads (%1)</source>
        <translation>évalue du texte dans du code qui télécharge (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="485"/>
        <source>evaluates text in code that decodes it at run time (%1)</source>
        <translation>évalue du texte dans du code qui le décode à l’exécution (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="492"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="537"/>
        <source>forks in a loop (a fork bomb)</source>
        <translation>se duplique en boucle (une fork bomb)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="545"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="46"/>
        <source>%1 erases disks or volumes</source>
        <translation>%1 efface des disques ou des volumes</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="94"/>
        <source>%1 changes access control of files</source>
        <translation>%1 modifie le contrôle d’accès de fichiers</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="157"/>
        <source>fuser -k kills every process using the file or port</source>
        <translation>fuser -k tue chaque processus qui utilise le fichier ou le port</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="167"/>
        <source>%1 drops every table</source>
        <translation>%1 supprime toutes les tables</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="173"/>
        <source>%1 runs commands as another user</source>
        <translation>%1 exécute des commandes en tant qu’un autre utilisateur</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="250"/>
        <source>%1 (via %2)</source>
        <translation>%1 (via %2)</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="342"/>
        <source>the program `%1` is only known when the command runs</source>
        <translation>le programme `%1` n’est connu qu’à l’exécution de la commande</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="349"/>
        <source>runs a command as another user (%1)</source>
        <translation>exécute une commande en tant qu’un autre utilisateur (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/ProgramRules.cpp" line="350"/>
        <source>runs %1 as another user (%2)</source>
        <translation>exécute %1 en tant qu’un autre utilisateur (%2)</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="110"/>
        <source>diskutil %1 erases or repartitions a disk</source>
        <translation>diskutil %1 efface ou repartitionne un disque</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="142"/>
        <source>%1 destroys data on disk</source>
        <translation>%1 détruit des données sur le disque</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="169"/>
        <source>%1 %2 deletes backups, snapshots or the trash for good</source>
        <translation>%1 %2 supprime définitivement des sauvegardes, des instantanés ou la corbeille</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="184"/>
        <source>rclone %1 deletes what the source lacks at %2</source>
        <translation>rclone %1 supprime dans %2 ce qui manque à la source</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="187"/>
        <source>rclone %1 deletes %2</source>
        <translation>rclone %1 supprime %2</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="198"/>
        <source>%1 --remove-files deletes the files it archives</source>
        <translation>%1 --remove-files supprime les fichiers qu’il archive</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="221"/>
        <source>%1 extracts files over %2</source>
        <translation>%1 extrait des fichiers par-dessus %2</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="223"/>
        <source>extracts into</source>
        <translation>extrait dans</translation>
    </message>
    <message>
        <location filename="../src/safety/StorageRules.cpp" line="261"/>
        <source>runs %1 on every file find visits under %2</source>
        <translation>exécute %1 sur chaque fichier que find parcourt sous %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="22"/>
        <source>kills every process named on its input</source>
        <translation>tue chaque processus nommé sur son entrée</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="30"/>
        <source>kills the processes `%1` finds by name</source>
        <translation>tue les processus que `%1` trouve par leur nom</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="58"/>
        <source>kills every process it may signal (kill -1)</source>
        <translation>tue chaque processus auquel il peut envoyer un signal (kill -1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="62"/>
        <source>signals its whole process group (kill 0)</source>
        <translation>envoie un signal à tout son groupe de processus (kill 0)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="65"/>
        <source>kills the process group %1</source>
        <translation>tue le groupe de processus %1</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="68"/>
        <source>signals init (pid 1)</source>
        <translation>envoie un signal à init (pid 1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="80"/>
        <source>%1 kills processes by name: %2</source>
        <translation>%1 tue des processus par leur nom&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="133"/>
        <source>systemctl %1 changes the service %2</source>
        <translation>systemctl %1 modifie le service %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="135"/>
        <source>systemctl %1 changes the system&apos;s services</source>
        <translation>systemctl %1 modifie les services du système</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="144"/>
        <source>service %1 %2</source>
        <translation>service %1 %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="159"/>
        <source>%1 stops or restarts the machine</source>
        <translation>%1 arrête ou redémarre la machine</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="166"/>
        <source>crontab -r deletes all scheduled jobs</source>
        <translation>crontab -r supprime toutes les tâches planifiées</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="169"/>
        <source>replaces the scheduled jobs (crontab)</source>
        <translation>remplace les tâches planifiées (crontab)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="180"/>
        <source>ufw %1 changes the firewall</source>
        <translation>ufw %1 modifie le pare-feu</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="190"/>
        <source>firewall-cmd changes the firewall</source>
        <translation>firewall-cmd modifie le pare-feu</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="198"/>
        <source>nft changes the firewall</source>
        <translation>nft modifie le pare-feu</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="211"/>
        <source>%1 changes the firewall</source>
        <translation>%1 modifie le pare-feu</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="220"/>
        <source>sysctl changes kernel settings</source>
        <translation>sysctl modifie des réglages du noyau</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="229"/>
        <source>%1 changes what is mounted</source>
        <translation>%1 modifie ce qui est monté</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="247"/>
        <source>%1 %2 removes system packages</source>
        <translation>%1 %2 supprime des paquets système</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="252"/>
        <source>dpkg removes system packages</source>
        <translation>dpkg supprime des paquets système</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="256"/>
        <source>pacman removes system packages</source>
        <translation>pacman supprime des paquets système</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="264"/>
        <source>%1 changes user accounts or passwords</source>
        <translation>%1 modifie des comptes utilisateur ou des mots de passe</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="281"/>
        <source>ip changes the network configuration</source>
        <translation>ip modifie la configuration réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="284"/>
        <source>ifconfig takes a network interface down</source>
        <translation>ifconfig désactive une interface réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="287"/>
        <source>nmcli changes the network configuration</source>
        <translation>nmcli modifie la configuration réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="300"/>
        <source>%1 %2 changes the system</source>
        <translation>%1 %2 modifie le système</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="344"/>
        <source>force-pushes, overwriting the remote history</source>
        <translation>force un push et écrase l’historique distant</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="346"/>
        <source>force-pushes with lease: overwrites the remote history if nobody pushed since your last fetch</source>
        <translation>force un push avec bail&#xa0;: écrase l’historique distant si personne n’a poussé depuis votre dernier fetch</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="350"/>
        <source>deletes a branch or tag on the remote</source>
        <translation>supprime une branche ou une étiquette distante</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="353"/>
        <source>deletes remote branches that do not exist locally</source>
        <translation>supprime les branches distantes qui n’existent pas localement</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="357"/>
        <source>git reset --hard throws away uncommitted changes</source>
        <translation>git reset --hard jette les modifications non validées</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="363"/>
        <source>git clean deletes untracked files%1</source>
        <translation>git clean supprime les fichiers non suivis%1</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="365"/>
        <source>, ignored ones too</source>
        <translation>, y compris les fichiers ignorés</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="372"/>
        <source>git checkout overwrites uncommitted changes in the working tree</source>
        <translation>git checkout écrase les modifications non validées de la copie de travail</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="377"/>
        <source>git restore overwrites uncommitted changes in the working tree</source>
        <translation>git restore écrase les modifications non validées de la copie de travail</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="381"/>
        <source>git switch throws away uncommitted changes</source>
        <translation>git switch jette les modifications non validées</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="384"/>
        <source>deletes a branch even if it is not merged</source>
        <translation>supprime une branche même si elle n’est pas fusionnée</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="388"/>
        <source>git stash %1 deletes stashed changes</source>
        <translation>git stash %1 supprime les modifications mises de côté</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="390"/>
        <source>rewrites the whole history (%1)</source>
        <translation>réécrit tout l’historique (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="393"/>
        <source>git reflog %1 drops the safety net of old commits</source>
        <translation>git reflog %1 retire le filet de sécurité des anciens commits</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="399"/>
        <source>git gc --prune=now deletes unreachable commits at once</source>
        <translation>git gc --prune=now supprime aussitôt les commits inaccessibles</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="402"/>
        <source>git update-ref -d deletes a ref</source>
        <translation>git update-ref -d supprime une référence</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="405"/>
        <source>git rm deletes files from the working tree</source>
        <translation>git rm supprime des fichiers de la copie de travail</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="408"/>
        <source>git worktree remove --force deletes a working tree with its changes</source>
        <translation>git worktree remove --force supprime une copie de travail avec ses modifications</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="465"/>
        <source>%1 deletes %2</source>
        <translation>%1 supprime %2</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="469"/>
        <source>mysqladmin drop deletes a database</source>
        <translation>mysqladmin drop supprime une base de données</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="476"/>
        <source>drops or resets the database (%1)</source>
        <translation>supprime ou réinitialise la base de données (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="479"/>
        <source>resets the database (%1)</source>
        <translation>réinitialise la base de données (%1)</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="489"/>
        <source>manage.py %1 deletes all data</source>
        <translation>manage.py %1 supprime toutes les données</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="497"/>
        <source>sources a script whose name is only known when it runs</source>
        <translation>charge un script dont le nom n’est connu qu’à l’exécution</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="510"/>
        <source>eval runs text that is only known when it runs</source>
        <translation>eval exécute un texte connu seulement à l’exécution</translation>
    </message>
    <message>
        <location filename="../src/safety/SystemRules.cpp" line="518"/>
        <source>%1 -c runs text that is only known when it runs</source>
        <translation>%1 -c exécute un texte connu seulement à l’exécution</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="66"/>
        <source>runs a privileged container, which is root on the host</source>
        <translation>lance un conteneur privilégié, qui est root sur l’hôte</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="68"/>
        <source>shares the host&apos;s %1 namespace</source>
        <translation>partage l’espace de noms %1 de l’hôte</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="74"/>
        <source>gives the container the host&apos;s administrator capabilities</source>
        <translation>donne au conteneur les capacités d’administrateur de l’hôte</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="89"/>
        <source>mounts %1 of the host into the container</source>
        <translation>monte %1 de l’hôte dans le conteneur</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="122"/>
        <source>%1 kill stops every container it is given</source>
        <translation>%1 kill arrête chaque conteneur qu’on lui donne</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="126"/>
        <source>%1 compose down deletes the project&apos;s volumes or images</source>
        <translation>%1 compose down supprime les volumes ou les images du projet</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="129"/>
        <source>%1 compose rm -v deletes the services&apos; volumes</source>
        <translation>%1 compose rm -v supprime les volumes des services</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="134"/>
        <source>%1 deletes containers, images or data</source>
        <translation>%1 supprime des conteneurs, des images ou des données</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="158"/>
        <source>%1 delete %2</source>
        <translation>%1 delete %2</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="160"/>
        <source>%1 delete (from files)</source>
        <translation>%1 delete (depuis des fichiers)</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="162"/>
        <source>%1 %2 %3</source>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="164"/>
        <source>%1 scale --replicas=0 stops every replica</source>
        <translation>%1 scale --replicas=0 arrête toutes les répliques</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="187"/>
        <source>aws %1 %2 deletes cloud resources</source>
        <translation>aws %1 %2 supprime des ressources cloud</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="240"/>
        <source>gsutil rsync -d deletes what is not in the source</source>
        <translation>gsutil rsync -d supprime ce qui est absent de la source</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="250"/>
        <source>%1 deletes what it names</source>
        <translation>%1 supprime ce qu’il nomme</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="274"/>
        <source>%1 %2 removes every container or image it selects</source>
        <translation>%1 %2 supprime chaque conteneur ou image qu’il sélectionne</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="278"/>
        <source>helm %1 removes a release</source>
        <translation>helm %1 supprime une release</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="283"/>
        <source>%1 %2 destroys infrastructure</source>
        <translation>%1 %2 détruit de l’infrastructure</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="285"/>
        <source>%1 apply -auto-approve changes infrastructure without review</source>
        <translation>%1 apply -auto-approve modifie l’infrastructure sans vérification</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="292"/>
        <source>%1 destroys what it deployed</source>
        <translation>%1 détruit ce qu’il a déployé</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="298"/>
        <source>%1 %2 delete</source>
        <translation>%1 %2 delete</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="316"/>
        <source>etcdctl del deletes every key of a prefix or range</source>
        <translation>etcdctl del supprime toutes les clés d’un préfixe ou d’une plage</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="319"/>
        <source>consul kv delete -recurse deletes a whole tree of keys</source>
        <translation>consul kv delete -recurse supprime toute une arborescence de clés</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="323"/>
        <source>nomad job stop -purge deletes the job and its history</source>
        <translation>nomad job stop -purge supprime le job et son historique</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="368"/>
        <source>%1 drops the database or every migration</source>
        <translation>%1 supprime la base de données ou annule toutes les migrations</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="371"/>
        <source>mongorestore --drop drops each collection before restoring it</source>
        <translation>mongorestore --drop supprime chaque collection avant de la restaurer</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="374"/>
        <source>pg_restore --clean drops the database objects before restoring them</source>
        <translation>pg_restore --clean supprime les objets de la base avant de les restaurer</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="377"/>
        <source>bq rm deletes a dataset, table or model</source>
        <translation>bq rm supprime un jeu de données, une table ou un modèle</translation>
    </message>
    <message>
        <location filename="../src/safety/CloudRules.cpp" line="389"/>
        <source>redis-cli deletes every key named on its input</source>
        <translation>redis-cli supprime chaque clé nommée sur son entrée</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="66"/>
        <source>program</source>
        <translation>programme</translation>
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
        <translation>%1 exécute du code que `%2` décode à l’exécution, ce que personne ne peut vérifier</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="306"/>
        <source>%1 runs code only known when it runs</source>
        <translation>%1 exécute du code qui n’est connu qu’à l’exécution</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="325"/>
        <source>%1 -EncodedCommand runs base64 text nobody can review</source>
        <translation>%1 -EncodedCommand exécute du texte en base64 que personne ne peut vérifier</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="354"/>
        <source>here-doc</source>
        <translation>document en ligne</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="356"/>
        <source>here-string</source>
        <translation>chaîne en ligne</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="359"/>
        <source>%1 runs code only known when it runs (here-string)</source>
        <translation>%1 exécute du code qui n’est connu qu’à l’exécution (here-string)</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="376"/>
        <source>runs code that `%1` decodes with %2, which nobody can review</source>
        <translation>exécute avec %2 du code que `%1` décode, et que personne ne peut vérifier</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="381"/>
        <source>piped from %1</source>
        <translation>reçu par un tube de %1</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="94"/>
        <location filename="../src/safety/NetworkRules.cpp" line="102"/>
        <source>%1 sends the secret file %2 away</source>
        <translation>%1 envoie le fichier secret %2 à l’extérieur</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="126"/>
        <source>%1 puts the secret file %2</source>
        <translation>%1 envoie le fichier secret %2</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCodeRules.cpp" line="71"/>
        <location filename="../src/safety/NetworkRules.cpp" line="137"/>
        <source>%1: whoever connects controls this machine</source>
        <translation>%1&#xa0;: quiconque s’y connecte contrôle cette machine</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="150"/>
        <source>%1 runs a program for the network connection</source>
        <translation>%1 lance un programme pour la connexion réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="158"/>
        <source>socat connects a program to the network</source>
        <translation>socat connecte un programme au réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="166"/>
        <source>%1 serves a shell on the web</source>
        <translation>%1 sert un shell sur le web</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="170"/>
        <source>ngrok publishes a raw port of this machine on the internet</source>
        <translation>ngrok publie un port brut de cette machine sur Internet</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="176"/>
        <source>%1 publishes the ssh or a raw port of this machine</source>
        <translation>%1 publie l’accès ssh ou un port brut de cette machine</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="225"/>
        <source>%1 sends an HTTP DELETE to an API</source>
        <translation>%1 envoie un HTTP DELETE à une API</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="226"/>
        <source>%1 sends an HTTP DELETE to %2</source>
        <translation>%1 envoie un HTTP DELETE à %2</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="307"/>
        <source>connects a shell to %1: whoever listens there controls it</source>
        <translation>connecte un shell à %1&#xa0;: quiconque écoute là-bas le contrôle</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="310"/>
        <source>opens a network connection to %1 through %2</source>
        <translation>ouvre une connexion réseau vers %1 par %2</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="337"/>
        <source>a shell reads its commands from a network client in the same pipeline</source>
        <translation>un shell lit ses commandes depuis un client réseau du même pipeline</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="363"/>
        <source>awk opens a network connection and runs what comes through it</source>
        <translation>awk ouvre une connexion réseau et exécute ce qui en arrive</translation>
    </message>
    <message>
        <location filename="../src/safety/NetworkRules.cpp" line="371"/>
        <source>xterm opens a shell on another machine&apos;s display</source>
        <translation>xterm ouvre un shell sur l’affichage d’une autre machine</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="33"/>
        <source>%1 changes a system service</source>
        <translation>%1 modifie un service système</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="52"/>
        <source>%1 %2 acts on %3</source>
        <translation>%1 %2 agit sur %3</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="54"/>
        <source>%1 %2 changes the system&apos;s services or sessions</source>
        <translation>%1 %2 modifie les services ou les sessions du système</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="91"/>
        <source>%1 switches off or changes a safeguard</source>
        <translation>%1 désactive ou modifie une protection</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="127"/>
        <source>%1 changes how the system boots or runs</source>
        <translation>%1 modifie la façon dont le système démarre ou fonctionne</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="152"/>
        <source>%1 changes user accounts or administrator rights</source>
        <translation>%1 modifie des comptes utilisateur ou des droits d’administrateur</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="161"/>
        <source>security authorizationdb write changes who may act as admin</source>
        <translation>security authorizationdb write modifie qui peut agir en administrateur</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="165"/>
        <source>security %1 changes which certificates the system trusts</source>
        <translation>security %1 modifie les certificats auxquels le système fait confiance</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="170"/>
        <source>security %1 deletes keys or certificates</source>
        <translation>security %1 supprime des clés ou des certificats</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="184"/>
        <source>%1 adds a user to the %2 group</source>
        <translation>%1 ajoute un utilisateur au groupe %2</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="218"/>
        <source>setcap gives a program root capabilities</source>
        <translation>setcap donne à un programme des capacités root</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="223"/>
        <source>chflags changes the immutable and hidden flags of files</source>
        <translation>chflags modifie les attributs immuable et masqué de fichiers</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="228"/>
        <source>xkill kills the clients of the display</source>
        <translation>xkill tue les clients de l’affichage</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="235"/>
        <source>nvram changes the firmware settings</source>
        <translation>nvram modifie les réglages du firmware</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="240"/>
        <source>bless changes the startup disk</source>
        <translation>bless modifie le disque de démarrage</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="245"/>
        <source>fdesetup turns off or changes disk encryption</source>
        <translation>fdesetup désactive ou modifie le chiffrement du disque</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="254"/>
        <source>xattr removes the quarantine mark that makes Gatekeeper check the app</source>
        <translation>xattr retire la marque de quarantaine qui fait vérifier l’app par Gatekeeper</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="261"/>
        <source>%1 takes the network down</source>
        <translation>%1 coupe le réseau</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="268"/>
        <source>%1 runs a shell with other privileges or namespaces</source>
        <translation>%1 lance un shell avec d’autres privilèges ou espaces de noms</translation>
    </message>
    <message>
        <location filename="../src/safety/ServiceRules.cpp" line="275"/>
        <source>run0 runs commands as another user</source>
        <translation>run0 exécute des commandes en tant qu’un autre utilisateur</translation>
    </message>
    <message>
        <location filename="../src/safety/SourceRules.cpp" line="18"/>
        <location filename="../src/safety/SourceRules.cpp" line="26"/>
        <source>%1: later installs or commands take code from there</source>
        <translation>%1&#xa0;: les installations ou commandes suivantes y prendront du code</translation>
    </message>
    <message>
        <location filename="../src/safety/SourceRules.cpp" line="75"/>
        <source>pip installs from an index over plain http</source>
        <translation>pip installe depuis un index en HTTP non chiffré</translation>
    </message>
    <message>
        <location filename="../src/safety/SourceRules.cpp" line="119"/>
        <source>%1 config changes the channels</source>
        <translation>%1 config modifie les canaux</translation>
    </message>
    <message>
        <location filename="../src/safety/SourceRules.cpp" line="167"/>
        <source>%1 %2 adds a package source or signing key</source>
        <translation>%1 %2 ajoute une source de paquets ou une clé de signature</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="80"/>
        <source>deletes every key in redis (FLUSHALL/FLUSHDB)</source>
        <translation>supprime toutes les clés de redis (FLUSHALL/FLUSHDB)</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="86"/>
        <source>drops a MongoDB database or collection</source>
        <translation>supprime une base de données ou une collection MongoDB</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="89"/>
        <source>deletes every document of a MongoDB collection</source>
        <translation>supprime tous les documents d’une collection MongoDB</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="97"/>
        <source>DROP %1 deletes it with its data</source>
        <translation>DROP %1 le supprime avec ses données</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="99"/>
        <source>TRUNCATE deletes every row</source>
        <translation>TRUNCATE supprime toutes les lignes</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="101"/>
        <location filename="../src/safety/SqlRules.cpp" line="109"/>
        <source>DELETE without WHERE deletes every row</source>
        <translation>DELETE sans WHERE supprime toutes les lignes</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="103"/>
        <source>UPDATE without WHERE changes every row</source>
        <translation>UPDATE sans WHERE modifie toutes les lignes</translation>
    </message>
    <message>
        <location filename="../src/safety/SqlRules.cpp" line="105"/>
        <source>ALTER … DROP deletes a column or constraint with its data</source>
        <translation>ALTER … DROP supprime une colonne ou une contrainte avec ses données</translation>
    </message>
    <message>
        <location filename="../src/safety/TextReview.cpp" line="120"/>
        <source>the command contains the control byte %1 at byte %2, which a dialog or terminal does not show as it is</source>
        <translation>la commande contient l’octet de contrôle %1 à l’octet %2, qu’une boîte de dialogue ou un terminal n’affiche pas tel quel</translation>
    </message>
    <message>
        <location filename="../src/safety/TextReview.cpp" line="129"/>
        <source>the command contains bytes that are not UTF-8 text at byte %1, so it cannot be shown as it would run</source>
        <translation>la commande contient à l’octet %1 des octets qui ne sont pas du texte UTF-8&#xa0;; elle ne peut donc pas être affichée telle qu’elle s’exécuterait</translation>
    </message>
    <message>
        <location filename="../src/safety/TextReview.cpp" line="135"/>
        <source>the command contains the control character %1 at byte %2, which a dialog or terminal does not show as it is</source>
        <translation>la commande contient le caractère de contrôle %1 à l’octet %2, qu’une boîte de dialogue ou un terminal n’affiche pas tel quel</translation>
    </message>
    <message>
        <location filename="../src/safety/TextReview.cpp" line="142"/>
        <source>the command contains %1 %2 at byte %3, which hides or reorders what is shown</source>
        <translation>la commande contient %1 %2 à l’octet %3, qui cache ou réordonne ce qui est affiché</translation>
    </message>
    <message>
        <location filename="../src/safety/FedCodeRules.cpp" line="29"/>
        <source>%1 runs what `%2` downloads</source>
        <translation>%1 exécute ce que `%2` télécharge</translation>
    </message>
    <message>
        <location filename="../src/safety/FedCodeRules.cpp" line="35"/>
        <source>%1 runs text made by %2, which cannot be read before it runs</source>
        <translation>%1 exécute du texte produit par %2, qui ne peut pas être lu avant l’exécution</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="20"/>
        <source>too many nested shell texts to follow</source>
        <translation>trop de textes shell imbriqués pour les suivre</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="22"/>
        <source>more than %1 nested shell texts</source>
        <translation>plus de %1 textes shell imbriqués</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="32"/>
        <source>in nested text: %1</source>
        <translation>dans un texte imbriqué&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="43"/>
        <source>more than %1 simple commands</source>
        <translation>plus de %1 commandes simples</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="53"/>
        <source>brace, alias or parameter expansion past its bounds</source>
        <translation>expansion d’accolades, d’alias ou de paramètres au-delà de ses limites</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandResolver.cpp" line="110"/>
        <source>more than %1 programs to run</source>
        <translation>plus de %1 programmes à exécuter</translation>
    </message>
    <message>
        <location filename="../src/safety/CommandWrappers.cpp" line="244"/>
        <source>wrappers are nested too deeply</source>
        <translation>les programmes enveloppes sont imbriqués trop profondément</translation>
    </message>
    <message>
        <location filename="../src/safety/FedCode.cpp" line="401"/>
        <source>%1 reading %2</source>
        <translation>%1 lisant %2</translation>
    </message>
    <message>
        <location filename="../src/safety/FedCode.cpp" line="437"/>
        <source>%1 of the output of %2</source>
        <translation>%1 de la sortie de %2</translation>
    </message>
    <message>
        <location filename="../src/safety/NestedCommands.cpp" line="191"/>
        <source>find -exec in the project</source>
        <translation>find -exec dans le projet</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellAliases.cpp" line="73"/>
        <source>alias %1</source>
        <translation>alias %1</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellAliases.cpp" line="101"/>
        <source>function %1</source>
        <translation>fonction %1</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellAliases.cpp" line="102"/>
        <source>%1, function %2</source>
        <translation>%1, fonction %2</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="13"/>
        <location filename="../src/safety/ShellSimpleCommands.cpp" line="85"/>
        <source>a command is missing</source>
        <translation>une commande manque</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="25"/>
        <source>`(` is never closed</source>
        <translation>`(` n’est jamais fermée</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="87"/>
        <location filename="../src/safety/ShellParser.cpp" line="20"/>
        <location filename="../src/safety/ShellParser.cpp" line="141"/>
        <source>unexpected `%1`</source>
        <translation>`%1` inattendu</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="233"/>
        <source>`case` is never closed with `esac`</source>
        <translation>`case` n’est jamais fermé par `esac`</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="251"/>
        <source>a case pattern is not closed with `)`</source>
        <translation>un motif de case n’est pas fermé par `)`</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellCompoundCommands.cpp" line="269"/>
        <source>`[[` is never closed with `]]`</source>
        <translation>`[[` n’est jamais fermé par `]]`</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="22"/>
        <source>here-document `%1` is never ended</source>
        <translation>le document en ligne `%1` n’est jamais terminé</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="31"/>
        <source>%1 (at byte %2)</source>
        <translation>%1 (à l’octet %2)</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="41"/>
        <source>the text holds more than %1 simple commands</source>
        <translation>le texte contient plus de %1 commandes simples</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="94"/>
        <source>expected `%1`</source>
        <translation>`%1` attendu</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="103"/>
        <location filename="../src/safety/ShellWords.cpp" line="484"/>
        <source>commands are nested too deeply</source>
        <translation>les commandes sont imbriquées trop profondément</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellParser.cpp" line="222"/>
        <source>the text contains a NUL byte, which bash cannot run</source>
        <translation>le texte contient un octet NUL, que bash ne peut pas exécuter</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellSimpleCommands.cpp" line="65"/>
        <source>unexpected `(`</source>
        <translation>`(` inattendue</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellSimpleCommands.cpp" line="142"/>
        <source>array `(` is never closed</source>
        <translation>le tableau `(` n’est jamais fermé</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellSimpleCommands.cpp" line="201"/>
        <source>redirection `%1` has no target</source>
        <translation>la redirection `%1` n’a pas de cible</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="125"/>
        <location filename="../src/safety/ShellWords.cpp" line="346"/>
        <source>unterminated single quote</source>
        <translation>guillemet simple non fermé</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="151"/>
        <source>a word was expected</source>
        <translation>un mot était attendu</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="179"/>
        <source>unterminated double quote</source>
        <translation>guillemet double non fermé</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="302"/>
        <source>unterminated $&apos;…&apos; string</source>
        <translation>chaîne $&apos;…&apos; non terminée</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="318"/>
        <source>`$(` is never closed</source>
        <translation>`$(` n’est jamais fermé</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="334"/>
        <source>`${` is never closed</source>
        <translation>`${` n’est jamais fermé</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="430"/>
        <source>arithmetic `((` is never closed</source>
        <translation>l’arithmétique `((` n’est jamais fermée</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="443"/>
        <source>arithmetic `((` is not closed with `))`</source>
        <translation>l’arithmétique `((` n’est pas fermée par `))`</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="465"/>
        <source>unterminated backquote</source>
        <translation>accent grave non fermé</translation>
    </message>
    <message>
        <location filename="../src/safety/ShellWords.cpp" line="511"/>
        <source>process substitution is never closed</source>
        <translation>la substitution de processus n’est jamais fermée</translation>
    </message>
    <message>
        <location filename="../src/safety/InlineCode.cpp" line="347"/>
        <location filename="../src/safety/WrittenScripts.cpp" line="84"/>
        <source>the script %1 written before it</source>
        <translation>le script %1 écrit auparavant</translation>
    </message>
    <message>
        <location filename="../src/safety/HistoryRules.cpp" line="59"/>
        <source>turns the shell history off, hiding what runs</source>
        <translation>désactive l’historique du shell, ce qui cache ce qui est lancé</translation>
    </message>
</context>
</TS>
