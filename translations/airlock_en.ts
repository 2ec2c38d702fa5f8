<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>airlock::app::Leftovers</name>
    <message numerus="yes">
        <location filename="../src/app/LeftoversAtStart.cpp" line="48"/>
        <source>removed %n leftover(s)</source>
        <translation>
            <numerusform>removed %n leftover</numerusform>
            <numerusform>removed %n leftovers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::engine::Leftovers</name>
    <message numerus="yes">
        <location filename="../src/engine/LeftoverScan.cpp" line="108"/>
        <source>%n thing(s) an earlier Airlock left behind and no running Airlock owns:</source>
        <translation>
            <numerusform>%n thing an earlier Airlock left behind and no running Airlock owns:</numerusform>
            <numerusform>%n things an earlier Airlock left behind and no running Airlock owns:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::gui::Attention</name>
    <message numerus="yes">
        <location filename="../src/gui/Attention.cpp" line="70"/>
        <source>Airlock: %n approval(s) waiting</source>
        <translation>
            <numerusform>Airlock: %n approval waiting</numerusform>
            <numerusform>Airlock: %n approvals waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::gui::CheckpointsWindow</name>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="59"/>
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="429"/>
        <source>Restore %n file(s) from %1 in %2?</source>
        <translation>
            <numerusform>Restore %n file from %1 in %2?</numerusform>
            <numerusform>Restore %n files from %1 in %2?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/CheckpointsWindow.cpp" line="453"/>
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::gui::HistoryWindow</name>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="374"/>
        <source>%Ln record(s)</source>
        <translation>
            <numerusform>%Ln record</numerusform>
            <numerusform>%Ln records</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="376"/>
        <source>%1 · %Ln loaded (scroll for more)</source>
        <translation>
            <numerusform>%1 · %Ln loaded (scroll for more)</numerusform>
            <numerusform>%1 · %Ln loaded (scroll for more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="483"/>
        <source>Exporting… %Ln record(s) written</source>
        <translation>
            <numerusform>Exporting… %Ln record written</numerusform>
            <numerusform>Exporting… %Ln records written</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="489"/>
        <source>Exported %Ln record(s) to %1</source>
        <translation>
            <numerusform>Exported %Ln record to %1</numerusform>
            <numerusform>Exported %Ln records to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/HistoryWindow.cpp" line="552"/>
        <source>You allowed &lt;code&gt;%1&lt;/code&gt; %n time(s) this week — always allow it?</source>
        <translation>
            <numerusform>You allowed &lt;code&gt;%1&lt;/code&gt; once this week — always allow it?</numerusform>
            <numerusform>You allowed &lt;code&gt;%1&lt;/code&gt; %n times this week — always allow it?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::gui::LeftoversBar</name>
    <message numerus="yes">
        <location filename="../src/gui/LeftoversBar.cpp" line="69"/>
        <source>An earlier Airlock that is no longer running left %n thing(s) behind: %1</source>
        <translation>
            <numerusform>An earlier Airlock that is no longer running left %n thing behind: %1</numerusform>
            <numerusform>An earlier Airlock that is no longer running left %n things behind: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::gui::MainWindow</name>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="68"/>
        <source>%n of the selected tasks is running a command. Cleaning up stops it and tells the agent it was cancelled.</source>
        <translation>
            <numerusform>%n of the selected tasks is running a command. Cleaning up stops it and tells the agent it was cancelled.</numerusform>
            <numerusform>%n of the selected tasks are running a command. Cleaning up stops them and tells the agents they were cancelled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="78"/>
        <source>Cleaning up %n idle task(s)…</source>
        <translation>
            <numerusform>Cleaning up %n idle task…</numerusform>
            <numerusform>Cleaning up %n idle tasks…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="99"/>
        <source>%n task(s) are running a command. Cleaning up all stops them and tells their agents the commands were cancelled.</source>
        <translation>
            <numerusform>%n task is running a command. Cleaning up all stops it and tells its agent the command was cancelled.</numerusform>
            <numerusform>%n tasks are running a command. Cleaning up all stops them and tells their agents the commands were cancelled.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindowCleanup.cpp" line="113"/>
        <source>Cleaning up %n task(s)…</source>
        <translation>
            <numerusform>Cleaning up %n task…</numerusform>
            <numerusform>Cleaning up %n tasks…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/MainWindow.cpp" line="360"/>
        <source>%n task(s) are alive. Quit Airlock and clean them up? Running commands are stopped.</source>
        <translation>
            <numerusform>%n task is alive. Quit Airlock and clean it up? Running commands are stopped.</numerusform>
            <numerusform>%n tasks are alive. Quit Airlock and clean them up? Running commands are stopped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>airlock::gui::RulePreviewDialog</name>
    <message numerus="yes">
        <location filename="../src/gui/RulePreviewDialog.cpp" line="34"/>
        <source>You allowed &lt;code&gt;%1&lt;/code&gt; by hand %n time(s) in the last %2 days on the %3 backend. This rule lets it run there without asking; anything else it does not cover still asks.</source>
        <translation>
            <numerusform>You allowed &lt;code&gt;%1&lt;/code&gt; by hand once in the last %2 days on the %3 backend. This rule lets it run there without asking; anything else it does not cover still asks.</numerusform>
            <numerusform>You allowed &lt;code&gt;%1&lt;/code&gt; by hand %n times in the last %2 days on the %3 backend. This rule lets it run there without asking; anything else it does not cover still asks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../src/gui/RulePreviewDialog.cpp" line="131"/>
        <source>suggested by History: allowed by hand %n time(s) in %1 days</source>
        <translation>
            <numerusform>suggested by History: allowed by hand once in %1 days</numerusform>
            <numerusform>suggested by History: allowed by hand %n times in %1 days</numerusform>
        </translation>
    </message>
</context>
</TS>
