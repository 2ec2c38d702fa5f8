<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>airlock::gui::TaskTableModel</name>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="19"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="21"/>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="22"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="99"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="100"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="101"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="102"/>
        <source>Idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="103"/>
        <source>Commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="104"/>
        <source>Current command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../src/gui/TaskTableModel.cpp" line="105"/>
        <source>Last exit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
