<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ApprovalDialog</name>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="6"/>
        <source>Airlock: approve a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="7"/>
        <source>Approve a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="13"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="20"/>
        <source>Position in the queue of approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="28"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="29"/>
        <source>The command the agent wants to run; the parts Airlock found dangerous are marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="36"/>
        <source>Why Airlock asks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="42"/>
        <source>Why Airlock asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="48"/>
        <source>Parsed as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="54"/>
        <source>The commands Airlock parsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="60"/>
        <source>Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="61"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="62"/>
        <source>Client:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="63"/>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="64"/>
        <source>Backend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="65"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="66"/>
        <source>Directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="67"/>
        <source>Working directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="72"/>
        <source>Notice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="78"/>
        <source>Always allow: the rule to save (one per line, editable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="79"/>
        <source>Rule to save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="83"/>
        <source>Rule patterns, one per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="90"/>
        <source>Problem with the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="98"/>
        <source>Would allow, for example:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="99"/>
        <source>Commands the rule would allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="104"/>
        <source>Would still ask for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="105"/>
        <source>Commands the rule would not allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="113"/>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="114"/>
        <source>Save rule and allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="122"/>
        <source>Message to the agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="123"/>
        <source>Message to the agent, sent with a denial (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="131"/>
        <source>Time left to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="135"/>
        <source>Allow &amp;once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="135"/>
        <source>Allow once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="136"/>
        <source>Allow for this &amp;session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="136"/>
        <source>Allow for this session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="137"/>
        <source>&amp;Always allow…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="137"/>
        <source>Always allow, with a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="138"/>
        <source>&amp;Deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/ApprovalDialog.ui" line="138"/>
        <source>Deny</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/MainWindow.ui" line="6"/>
        <source>Airlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="23"/>
        <source>Filter tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="24"/>
        <source>Filter tasks (client, backend, state, command)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="30"/>
        <source>&amp;Clean up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="31"/>
        <source>Stop the selected tasks&apos; backends and release what they started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="32"/>
        <source>Clean up the selected tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="37"/>
        <source>Clean up &amp;idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="38"/>
        <source>Clean up every task that is not running a command now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="39"/>
        <source>Clean up idle tasks now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="44"/>
        <source>Clean up a&amp;ll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="45"/>
        <source>Clean up every task, stopping running commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="46"/>
        <source>Clean up all tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="53"/>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="65"/>
        <source>No tasks yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="73"/>
        <source>Task details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="75"/>
        <source>&amp;Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="81"/>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="85"/>
        <source>Commands of the selected task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="91"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="92"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="93"/>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="94"/>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="100"/>
        <source>&amp;Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="104"/>
        <source>Facts about the selected task&apos;s backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="109"/>
        <source>Fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="110"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="122"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="128"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="136"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="137"/>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="140"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="141"/>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/MainWindow.ui" line="144"/>
        <source>&amp;About Airlock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SecretPromptDialog</name>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="6"/>
        <source>Airlock: a password is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="7"/>
        <source>A password is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="11"/>
        <source>Why a password is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="26"/>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="34"/>
        <source>Remember in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="35"/>
        <source>Kept in the system keychain once it proved right; otherwise it is used this once and forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="36"/>
        <source>&amp;Remember in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SecretPromptDialog.ui" line="41"/>
        <source>Keychain state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="6"/>
        <source>Airlock settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="8"/>
        <source>Settings pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="9"/>
        <source>&amp;General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="10"/>
        <source>Default &amp;backend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="11"/>
        <source>Default backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="12"/>
        <location filename="../ui/SettingsDialog.ui" line="19"/>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <location filename="../ui/SettingsDialog.ui" line="30"/>
        <location filename="../ui/SettingsDialog.ui" line="42"/>
        <location filename="../ui/SettingsDialog.ui" line="49"/>
        <location filename="../ui/SettingsDialog.ui" line="55"/>
        <location filename="../ui/SettingsDialog.ui" line="60"/>
        <location filename="../ui/SettingsDialog.ui" line="65"/>
        <location filename="../ui/SettingsDialog.ui" line="79"/>
        <location filename="../ui/SettingsDialog.ui" line="82"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="13"/>
        <source>&amp;Maximum output:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="14"/>
        <source>Maximum output in bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="14"/>
        <source> bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="15"/>
        <source>&amp;Idle TTL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="16"/>
        <source>Idle time before a task is cleaned up, in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="16"/>
        <location filename="../ui/SettingsDialog.ui" line="18"/>
        <location filename="../ui/SettingsDialog.ui" line="25"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="17"/>
        <source>S&amp;weep interval:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="18"/>
        <source>How often idle tasks are looked for, in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="21"/>
        <source>&amp;Approvals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="22"/>
        <source>Approval &amp;mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="23"/>
        <source>Approval mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="24"/>
        <source>&amp;Timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="25"/>
        <source>Approval timeout in seconds; 0 waits for ever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="25"/>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <location filename="../ui/SettingsDialog.ui" line="34"/>
        <location filename="../ui/SettingsDialog.ui" line="36"/>
        <source>No limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>&amp;Rules (deny beats allow):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Rule action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Rule pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>e.g. npm run test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Sa&amp;ve rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>De&amp;lete rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Would match, for example:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Commands the rule would match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Would not match:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="26"/>
        <source>Commands the rule would not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="27"/>
        <source>Bac&amp;kends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="27"/>
        <source>Docker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="28"/>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="29"/>
        <source>Docker image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="29"/>
        <source>e.g. debian:12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="31"/>
        <source>&amp;Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <source>Docker memory limit in MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="32"/>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="33"/>
        <source>&amp;CPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="34"/>
        <source>Docker CPU limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="35"/>
        <source>&amp;Processes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="36"/>
        <source>Docker process limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="37"/>
        <source>&amp;Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="38"/>
        <source>Docker network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="39"/>
        <source>SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="40"/>
        <source>&amp;Host:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="41"/>
        <source>SSH host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="41"/>
        <source>e.g. build.example.org</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="43"/>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="44"/>
        <source>SSH user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="44"/>
        <source>(your user name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="45"/>
        <location filename="../ui/SettingsDialog.ui" line="77"/>
        <source>&amp;Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="46"/>
        <source>SSH port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="47"/>
        <source>&amp;Key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="48"/>
        <source>SSH identity file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="48"/>
        <source>e.g. ~/.ssh/id_ed25519</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="50"/>
        <source>Host key &amp;policy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="51"/>
        <source>SSH host key policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="52"/>
        <source>Modal, Daytona, Apptainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="53"/>
        <source>Modal &amp;URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="54"/>
        <source>Modal base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="54"/>
        <location filename="../ui/SettingsDialog.ui" line="59"/>
        <source>https://…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="56"/>
        <source>Modal i&amp;mage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="57"/>
        <source>Modal image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="58"/>
        <source>&amp;Daytona URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="59"/>
        <source>Daytona base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="61"/>
        <source>Daytona im&amp;age:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="62"/>
        <source>Daytona image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="63"/>
        <source>&amp;Apptainer image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="64"/>
        <source>Apptainer image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="67"/>
        <source>Secre&amp;ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="68"/>
        <source>Credentials live in the OS keychain (service &quot;airlock&quot;), never in a file. An environment variable, when set, takes precedence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="69"/>
        <source>Credentials and where each comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="69"/>
        <source>Credential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="69"/>
        <source>Comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="70"/>
        <source>New value for the selected credential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="70"/>
        <source>New value (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="70"/>
        <source>Store in &amp;keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="70"/>
        <source>&amp;Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="71"/>
        <source>Keychain status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="74"/>
        <source>A&amp;gents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="76"/>
        <source>Serve MCP over &amp;HTTP on 127.0.0.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="76"/>
        <source>Serve MCP over HTTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/SettingsDialog.ui" line="78"/>
        <source>HTTP port</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::app::DesktopApp</name>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="76"/>
        <source>Agents cannot connect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="87"/>
        <source>HTTP for agents is off: see the log for why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/app/GuiCommand.cpp" line="91"/>
        <source>Rules not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::ApprovalDialog</name>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="162"/>
        <source>The agent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="163"/>
        <source>Allow %1 to run this command?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="169"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="180"/>
        <source>(unknown program: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="184"/>
        <source>   via %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="192"/>
        <source>(not named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="194"/>
        <source>(the task&apos;s starting directory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="196"/>
        <source>%1 (for this command; the task is in %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="201"/>
        <source>This command is on Airlock&apos;s safety floor: it can only be allowed once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="203"/>
        <source>Your rules are not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="221"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="222"/>
        <source>approval %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="284"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="304"/>
        <source>No time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="309"/>
        <source>Denied in %1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ApprovalDialog.cpp" line="310"/>
        <source>Denied in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::Attention</name>
    <message>
        <location filename="../src/gui/Attention.cpp" line="24"/>
        <location filename="../src/gui/Attention.cpp" line="73"/>
        <source>Airlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="26"/>
        <source>Show Airlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="28"/>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="46"/>
        <source>%1 wants to run: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="53"/>
        <source>Airlock: an approval is waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/Attention.cpp" line="54"/>
        <source>Approval needed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::ConsoleView</name>
    <message>
        <location filename="../src/gui/ConsoleView.cpp" line="20"/>
        <source>Live output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/ConsoleView.cpp" line="75"/>
        <source>
[… %1 characters not shown here while output streamed fast …]
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::MainWindow</name>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="105"/>
        <source>About Airlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="106"/>
        <source>&lt;b&gt;Airlock %1&lt;/b&gt;&lt;br&gt;Supervises the shell commands AI coding agents run: approvals for dangerous commands, secrets redacted, every task live.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="138"/>
        <source>Cleaned up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="143"/>
        <source>Cleanup of %1 failed: %2. Select it and press Clean up to retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="165"/>
        <source>No tasks yet. Agents connect with &lt;code&gt;airlock mcp&lt;/code&gt; as their MCP server command; each connection becomes a task here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="183"/>
        <source>Agents: airlock mcp → %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="184"/>
        <source>HTTP: http://127.0.0.1:%1/mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="184"/>
        <source>HTTP off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="208"/>
        <location filename="../src/gui/MainWindow.cpp" line="469"/>
        <source>Airlock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="228"/>
        <source>Select the tasks to clean up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindow.cpp" line="240"/>
        <source>%n of the selected tasks is running a command. Cleaning up stops it and tells the agent it was cancelled.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="243"/>
        <source>Stop and clean up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="250"/>
        <source>No idle tasks to clean up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindow.cpp" line="250"/>
        <source>Cleaning up %n idle task(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="264"/>
        <source>No tasks to clean up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindow.cpp" line="271"/>
        <source>%n task(s) are running a command. Cleaning up all stops them and tells their agents the commands were cancelled.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="274"/>
        <source>Stop and clean up all</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindow.cpp" line="285"/>
        <source>Cleaning up %n task(s)…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="292"/>
        <source>&lt;b&gt;⚠ Keychain unavailable&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="294"/>
        <source>Keychain unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="324"/>
        <source>Airlock: unknown SSH host key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="325"/>
        <source>%1

SHA256 fingerprint:
%2

Compare it with the one the host&apos;s administrator gives you before you trust it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="329"/>
        <source>&amp;Trust and connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="330"/>
        <source>&amp;Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindow.cpp" line="355"/>
        <source>%n task(s) are alive. Quit Airlock and clean them up? Running commands are stopped.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="356"/>
        <source>Clean up and quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="368"/>
        <source>Airlock is still running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="369"/>
        <source>Tasks are alive; Airlock keeps supervising them from the tray.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="407"/>
        <source>running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="408"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="409"/>
        <location filename="../src/gui/MainWindow.cpp" line="444"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="432"/>
        <source>Task id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="434"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="435"/>
        <location filename="../src/gui/MainWindow.cpp" line="449"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="443"/>
        <source>Idle TTL left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="445"/>
        <source>(not idle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="447"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="449"/>
        <source>gone (cleaned up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="465"/>
        <source>Running: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="467"/>
        <source>&lt;b&gt;Approvals waiting: %1&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="468"/>
        <source>Approvals waiting: 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/MainWindow.cpp" line="469"/>
        <source>Airlock (%1 waiting)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::SecretPromptDialog</name>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="19"/>
        <source>Airlock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="24"/>
        <source>Kept in the system keychain as %1 once it proved right; otherwise used this once and forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretPromptDialog.cpp" line="48"/>
        <source>It cannot be remembered: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::SecretsPanel</name>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="37"/>
        <source>checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="74"/>
        <source>environment (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="76"/>
        <source>keychain unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="78"/>
        <source>stored in the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="80"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="96"/>
        <source>Select the credential to store first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="96"/>
        <source>Type the value first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="107"/>
        <source>Not stored: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="109"/>
        <source>Stored; %1 is set in the environment and takes precedence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SecretsPanel.cpp" line="126"/>
        <source>Not forgotten: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::SettingsDialog</name>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="92"/>
        <source>rules.json is damaged and not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="182"/>
        <source>Docker is the default backend: name the image its tasks run in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="185"/>
        <source>SSH is the default backend: name the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="188"/>
        <source>No such file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="191"/>
        <location filename="../src/gui/SettingsDialog.cpp" line="194"/>
        <source>Needs an http:// or https:// address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="197"/>
        <source>Apptainer is the default backend: name the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="200"/>
        <source>Sweep at least as often as the idle TTL (%1 s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="213"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/SettingsDialog.cpp" line="241"/>
        <source>every backend</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::TaskActivity</name>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="31"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="33"/>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="34"/>
        <source>exit %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="39"/>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskActivity.cpp" line="39"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>airlock::gui::TaskTableModel</name>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="20"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="22"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="23"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="95"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="109"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="110"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="111"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="112"/>
        <source>Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="113"/>
        <source>Commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="114"/>
        <source>Current command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="115"/>
        <source>Last exit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
