<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="34"/>
        <source>Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="99"/>
        <source>Correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="107"/>
        <source>For a card effect the app does not know: enter what the card did. It is logged and can be undone; raising a meter to its top still punishes whoever caused it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="115"/>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="116"/>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="117"/>
        <source>Meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="118"/>
        <source>Holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="123"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="145"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="145"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="146"/>
        <source>Bone Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="146"/>
        <source>Flesh Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="147"/>
        <source>Spirit Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="147"/>
        <source>Motive bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="148"/>
        <source>Dirth Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="148"/>
        <source>Unity supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="160"/>
        <source>Change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="161"/>
        <source>One less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="170"/>
        <source>One more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="179"/>
        <source>Move a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="180"/>
        <source>Add from the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="181"/>
        <source>Back to the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="185"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="185"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="192"/>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="203"/>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="218"/>
        <source>Suspicion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="219"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="238"/>
        <source>Caused by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="239"/>
        <location filename="../qml/mourners/AdjustDialog.qml" line="270"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="258"/>
        <source>Alltaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="259"/>
        <source>Dreadsbane token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="260"/>
        <source>Malavestros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="270"/>
        <source>off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="304"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="310"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../app/core/appsettings.cpp" line="151"/>
        <source>destroy</source>
        <extracomment>Crowd roll result: the figure is destroyed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="154"/>
        <source>Crypt</source>
        <extracomment>Crowd roll result: the figure goes to the Crypt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="157"/>
        <source>stay</source>
        <extracomment>Crowd roll result: the figure stays.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="160"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="162"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="164"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="176"/>
        <source>suspicion %1: %2</source>
        <extracomment>A place of the tithe table: %1 the suspicion (0-12), %2 the tithe.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="179"/>
        <source>threat %1: %2</source>
        <extracomment>A place of the figure limit table: %1 the threat (0-9), %2 the limit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="182"/>
        <source>die %1: %2</source>
        <extracomment>A place of the crowd roll table: %1 the die (1-6), %2 what happens.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="185"/>
        <source>location %1: %2</source>
        <extracomment>%1 location number (1-12), %2 its faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="187"/>
        <source>%1. %2</source>
        <extracomment>One guild of the guild order: %1 its place (1-6), %2 its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="191"/>
        <source>Guild figure cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="192"/>
        <source>Mourner cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="193"/>
        <source>Start Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="194"/>
        <source>Unity supply for 2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="195"/>
        <source>Unity supply for 3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="196"/>
        <source>Unity supply for 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="197"/>
        <source>Tithe table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="198"/>
        <source>Missed tithe raises suspicion by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="199"/>
        <source>Missed tithe raises threat by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="200"/>
        <source>Figure limit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="201"/>
        <source>Crowd roll table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="202"/>
        <source>Guild order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/appsettings.cpp" line="203"/>
        <source>Location factions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardSettings</name>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="232"/>
        <source>This board is not valid: %1</source>
        <extracomment>%1 the ruleset reader&apos;s message naming the field, e.g. &quot;tithe[4]: must be a whole number&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="262"/>
        <source>the file %1 could not be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="270"/>
        <source>The board is used for this game but could not be kept for the next one: %1</source>
        <extracomment>%1 the reason the file could not be written.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="298"/>
        <location filename="../app/mourners/boardsettings.cpp" line="304"/>
        <source>The kept board %1 could not be read: %2. The standard board is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="320"/>
        <source>The kept board %1 is not valid: %2. The standard board is shown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="526"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="528"/>
        <source>Undo the change to %1</source>
        <extracomment>%1 is a card&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="541"/>
        <source>There is no ruleset %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="655"/>
        <source>Artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="691"/>
        <location filename="../app/mourners/cardeditor.cpp" line="701"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="692"/>
        <location filename="../app/mourners/cardeditor.cpp" line="702"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="693"/>
        <source>Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="694"/>
        <source>Suspicion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="695"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="696"/>
        <source>Pay into the Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="697"/>
        <source>Figures to the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="698"/>
        <source>Steal Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="699"/>
        <source>Figures from the Crypt to a location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="703"/>
        <source>Influence of a faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="704"/>
        <source>Figures at a location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="705"/>
        <source>Figures of a guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="706"/>
        <source>Mourners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="708"/>
        <source>Two effect lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="709"/>
        <source>Death (takes the Alltaker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="710"/>
        <source>Malavestros (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="711"/>
        <source>Auraghost (built-in action 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="712"/>
        <source>Cleopsis (built-in action 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="713"/>
        <source>Gallevarbe (built-in action 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="714"/>
        <source>Gethsemoni (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="717"/>
        <source>No ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="719"/>
        <source>When it comes into play</source>
        <extracomment>A kind of Mourner ability: used once, as the card comes into play.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="721"/>
        <source>Once per round, as an action</source>
        <extracomment>A kind of Mourner ability: the turn&apos;s action, at most once per round (R-ACT-7).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="723"/>
        <source>By itself at the start of a phase</source>
        <extracomment>A kind of Mourner ability: works by itself as a phase of the round (chosen beside it) begins.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="725"/>
        <source>At the end of each round</source>
        <extracomment>A kind of Mourner ability: works at clean-up, at the end of every round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="726"/>
        <source>Severamm (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="727"/>
        <source>Socopharie (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="728"/>
        <source>Relic Ravlatch (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="730"/>
        <source>Per Influence of a faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="731"/>
        <source>Per figure of a guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="732"/>
        <source>Per Mourner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="733"/>
        <source>Per location with figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="734"/>
        <source>Per Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="932"/>
        <source>There is no such card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1002"/>
        <source>Wallows cards have no kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1034"/>
        <source>Only Mourners and motives belong to a faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1044"/>
        <source>Only Mourners belong to a guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1054"/>
        <source>Only Mourners can be starting cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1064"/>
        <source>Only a Mourner whose ability works by itself has a phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1074"/>
        <source>Only Wallows cards can be artifacts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1097"/>
        <source>This card has no effect list &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1110"/>
        <location filename="../app/mourners/cardeditor.cpp" line="1122"/>
        <location filename="../app/mourners/cardeditor.cpp" line="1192"/>
        <source>There is no such effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1173"/>
        <location filename="../app/mourners/cardeditor.cpp" line="1213"/>
        <location filename="../app/mourners/cardeditor.cpp" line="1233"/>
        <source>Unknown field &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1202"/>
        <source>Only Wallows cards have an objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1224"/>
        <source>Only motives score like this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1243"/>
        <location filename="../app/mourners/cardeditor.cpp" line="1261"/>
        <source>No ruleset is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="1263"/>
        <source>The built-in ruleset cannot be changed; save a copy with a name of its own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEditorPage</name>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="30"/>
        <source>Court</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="30"/>
        <source>Mourners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="30"/>
        <source>Wallows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="30"/>
        <source>Motives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="59"/>
        <source>Card editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="85"/>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="94"/>
        <source>%1 (cannot be opened)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="103"/>
        <source>Discard the changes to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="104"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="109"/>
        <source>Ruleset to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="110"/>
        <source>The built-in ruleset or one of your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="114"/>
        <source>Built in: your changes are saved as a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="115"/>
        <source>Changed, not saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="115"/>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="123"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="132"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="786"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="138"/>
        <source>%1 saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="143"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="146"/>
        <source>Save as a new ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="150"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="155"/>
        <source>Rename this ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="159"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="162"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="161"/>
        <source>Delete the ruleset %1? Games saved with it keep their copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="168"/>
        <source>Delete this ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="188"/>
        <source>%1 (%2)</source>
        <extracomment>%1 a deck&apos;s name, %2 how many cards it has.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="228"/>
        <source>Cards of the %1 deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="245"/>
        <source>%1, %2</source>
        <extracomment>%1 a card&apos;s name, %2 &quot;stand-in&quot; or &quot;from my box&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="245"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="272"/>
        <source>stand-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="245"/>
        <source>from my box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="332"/>
        <source>Card name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="336"/>
        <source>Stand-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="336"/>
        <source>From my box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="363"/>
        <source>Not a card from the rulebook: an original stand-in so that digital games have full decks. Any change you make here marks it as from your box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="364"/>
        <source>From my box: this card was entered or checked by you, or is printed in the rulebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="373"/>
        <source>Matches my card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="376"/>
        <source>This card matches my physical card: mark it as from my box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="395"/>
        <source>What the card does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="408"/>
        <source>Preview: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="425"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="435"/>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="425"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="435"/>
        <source>Kind of Court card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="447"/>
        <source>At the start of</source>
        <extracomment>Beside a phase of the round: when a Mourner&apos;s ability works by itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="459"/>
        <source>Phase at whose start the ability works</source>
        <extracomment>The phase of the round at whose start a Mourner&apos;s ability works by itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="469"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="479"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="489"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="499"/>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="509"/>
        <source>Starting Mourner (dealt at setup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="524"/>
        <source>Artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="536"/>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="550"/>
        <source>Motive: what it counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="558"/>
        <source>Motive: of which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="563"/>
        <source>1 point per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="575"/>
        <source>Motive: one point per how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="578"/>
        <source>at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="587"/>
        <source>Motive: at most how many points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="590"/>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="612"/>
        <source>Objective: have at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="626"/>
        <source>Objective: at least how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="634"/>
        <source>Objective: of what</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="642"/>
        <source>Objective: which one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="657"/>
        <source>Action 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="666"/>
        <source>Action 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="678"/>
        <source>By itself at the start of: %1</source>
        <extracomment>Heading of a Mourner&apos;s effects; %1 a phase of the round, e.g. &quot;Celestial tithe&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="687"/>
        <source>Reward (objective met)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="695"/>
        <source>Penalty (objective missed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="714"/>
        <source>My box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="730"/>
        <source>Saved as %1. New games can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="756"/>
        <source>Rename the ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="756"/>
        <source>Save as a ruleset of your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="769"/>
        <source>Name, e.g. My box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="771"/>
        <source>Name of the ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="781"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="842"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="786"/>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEffectList</name>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="41"/>
        <source>Played by the rules built into the program: %1.</source>
        <extracomment>%1 describes what the card does, e.g. &quot;relocate figures for free&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="51"/>
        <source>No effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="104"/>
        <source>+ Add an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="108"/>
        <source>Add an effect to %1</source>
        <extracomment>%1 is a list&apos;s name, e.g. &quot;Action 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEffectRow</name>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="38"/>
        <source>Effect %1 of %2</source>
        <extracomment>%1 the effect&apos;s number in its list, %2 the list, e.g. &quot;Action 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="67"/>
        <source>%1: what it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="75"/>
        <source>%1: amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="83"/>
        <source>%1: faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="91"/>
        <source>%1: guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="99"/>
        <source>%1: location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="104"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="107"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="119"/>
        <source>Only if you have at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="119"/>
        <source>Only if…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="126"/>
        <source>%1: only under a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="134"/>
        <source>%1: condition, at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="142"/>
        <source>%1: condition, of what</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="153"/>
        <source>%1: condition, which one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="68"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="69"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="70"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="85"/>
        <source>%1 (%2)</source>
        <extracomment>%1 location name, %2 its printed number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="92"/>
        <source>at least %1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="93"/>
        <source>at least %1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="96"/>
        <source>at least %1 %2 Influence</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardeditor.cpp" line="99"/>
        <source>at least %n figure(s) at %1</source>
        <extracomment>%1 a location.</extracomment>
        <translation>
            <numerusform>at least %n figure at %1</numerusform>
            <numerusform>at least %n figures at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardeditor.cpp" line="102"/>
        <source>at least %n %1 figure(s)</source>
        <extracomment>%1 a guild.</extracomment>
        <translation>
            <numerusform>at least %n %1 figure</numerusform>
            <numerusform>at least %n %1 figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardeditor.cpp" line="103"/>
        <source>at least %n Mourner(s)</source>
        <translation>
            <numerusform>at least %n Mourner</numerusform>
            <numerusform>at least %n Mourners</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="114"/>
        <source>gain %1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="114"/>
        <source>lose %1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="115"/>
        <source>gain %1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="115"/>
        <source>lose %1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="118"/>
        <source>gain %1 %2 Influence</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="119"/>
        <source>lose %1 %2 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="122"/>
        <source>raise Suspicion by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="122"/>
        <source>lower Suspicion by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="125"/>
        <source>raise Threat by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="125"/>
        <source>lower Threat by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="129"/>
        <source>pay %1 Etherea into the %2</source>
        <extracomment>%1 a number, %2 the name of location 1 (the Dirth Forge).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardeditor.cpp" line="133"/>
        <source>put %n %1 figure(s) into your Crypt</source>
        <extracomment>%1 a guild.</extracomment>
        <translation>
            <numerusform>put %n %1 figure into your Crypt</numerusform>
            <numerusform>put %n %1 figures into your Crypt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="137"/>
        <source>take %1 %2 Influence from the opponent who has the most</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="141"/>
        <source>move up to %1 of your figures from your Crypt to %2</source>
        <extracomment>%1 a number, %2 a location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="146"/>
        <source>if you have %1, %2</source>
        <extracomment>%1 a condition (&quot;at least 3 Bone Influence&quot;), %2 an effect (&quot;gain 1 Unity&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="153"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="165"/>
        <source>move the Malavestros token to a location, where it stays until moved again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="166"/>
        <source>exhaust one Mourner of each opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="169"/>
        <source>raise Suspicion by 1; a player you choose pays 2 Etherea into the %1; you and they gain 1 Unity each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="175"/>
        <source>take 1 Influence of each of two factions (or 2 of one) from a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="179"/>
        <source>relocate figures for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="182"/>
        <source>take 1 Flesh Influence from a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="183"/>
        <source>move a player&apos;s figure to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="199"/>
        <source>Action 1: %1. Action 2: %2.</source>
        <extracomment>%1 and %2 the two actions of a Court card, e.g. &quot;gain 2 Etherea&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="201"/>
        <source>Take the Alltaker. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="208"/>
        <source>%1, %2</source>
        <extracomment>%1 a faction, %2 a guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="210"/>
        <source>%1, starting Mourner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="213"/>
        <source>No ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="217"/>
        <source>When it comes into play: %1.</source>
        <extracomment>A Mourner&apos;s ability used once, as the card comes into play. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="219"/>
        <source>Once per round: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="221"/>
        <source>At the end of each round: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="223"/>
        <source>Once per round: swap a Court card of your hand with one of the Court deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="226"/>
        <source>Once per round: take a played Court card back in exchange for one of your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="228"/>
        <source>Once per round: draw an extra Wallows card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="230"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="239"/>
        <source>At the start of the Etherea distribution: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 1 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="241"/>
        <source>At the start of the Wallows phase: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 2 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="243"/>
        <source>At the start of the Court draft: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 3 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="245"/>
        <source>At the start of the Actions phase: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 4 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="247"/>
        <source>At the start of the Dreadsgrip check: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 5 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="249"/>
        <source>At the start of the Celestial tithe: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 6 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="251"/>
        <source>At the start of the resolution of locations and guilds: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 7 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="253"/>
        <source>At the start of the clean-up: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 8 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="263"/>
        <source>Objective: have %1. Reward: %2. Penalty: %3.</source>
        <extracomment>%1 what to have (&quot;at least 4 Etherea&quot;), %2 and %3 effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="266"/>
        <source>Artifact. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="274"/>
        <source>%1 %2 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardeditor.cpp" line="275"/>
        <source>%n %1 figure(s)</source>
        <translation>
            <numerusform>%n %1 figure</numerusform>
            <numerusform>%n %1 figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardeditor.cpp" line="276"/>
        <source>%n Mourner(s)</source>
        <translation>
            <numerusform>%n Mourner</numerusform>
            <numerusform>%n Mourners</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardeditor.cpp" line="277"/>
        <source>%n location(s) where you have figures</source>
        <translation>
            <numerusform>%n location where you have figures</numerusform>
            <numerusform>%n locations where you have figures</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="278"/>
        <source>%1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardeditor.cpp" line="281"/>
        <source>%1 motive: 1 point per %2, at most %n point(s).</source>
        <extracomment>%1 a faction, %2 what is counted (&quot;2 Bone Influence&quot;), %3 the largest bonus.</extracomment>
        <translation>
            <numerusform>%1 motive: 1 point per %2, at most %n point.</numerusform>
            <numerusform>%1 motive: 1 point per %2, at most %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../qml/ChartsPage.qml" line="77"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="163"/>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="182"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="187"/>
        <source>Over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="193"/>
        <source>Factions and motives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="214"/>
        <source>Games won per player (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="215"/>
        <location filename="../qml/ChartsPage.qml" line="283"/>
        <location filename="../qml/ChartsPage.qml" line="293"/>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="219"/>
        <location filename="../qml/ChartsPage.qml" line="228"/>
        <location filename="../qml/ChartsPage.qml" line="268"/>
        <source>No games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="223"/>
        <source>Average score per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="224"/>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="235"/>
        <source>Scores over time (game 1 is the oldest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="255"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="263"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="282"/>
        <source>Games won per declared faction (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="292"/>
        <source>Games won per Ulterior Motive (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="297"/>
        <source>No motive was recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="287"/>
        <source>No faction was recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeadMansCrownHome</name>
    <message>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="25"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="26"/>
        <source>Rank the players at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="32"/>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="53"/>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="33"/>
        <source>When it ends and who plays once more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeadMansCrownPage</name>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="27"/>
        <source>Rituals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="27"/>
        <source>points on the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="28"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="28"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="29"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="30"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="31"/>
        <source>cubes · skulls used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="29"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="30"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="31"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="32"/>
        <source>Runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="32"/>
        <source>cubes · rune group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="33"/>
        <source>Cursed star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="33"/>
        <source>cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="34"/>
        <source>All skulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="34"/>
        <source>cubes · skulls left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="35"/>
        <source>Bones left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="35"/>
        <source>decide a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="49"/>
        <source>%1.</source>
        <extracomment>The place of a player in the ranking (&quot;1.&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="53"/>
        <source>Dead Man&apos;s Crown: score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="72"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="83"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="89"/>
        <source>End of the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="94"/>
        <source>New sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="99"/>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="99"/>
        <source>Save to history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="139"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="148"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="276"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="294"/>
        <source>%1: %2 points, place %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="307"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="365"/>
        <source>The Oracle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="396"/>
        <source>No cube on the Oracle yet: enter the cubes of each space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="444"/>
        <source>Start a new sheet?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="448"/>
        <source>Every number goes back to 0; the names stay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeadMansCrownSheet</name>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="77"/>
        <source>Player %1</source>
        <extracomment>A player of the score sheet whose name was left empty.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="149"/>
        <source>There is no field %1 for player %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="154"/>
        <source>%1, %2: %3 is not possible; enter a whole number from 0 to 999.</source>
        <extracomment>%1 player, %2 field, %3 the refused number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="173"/>
        <source>%1, %2: “%3” is not a whole number; enter a number from 0 to 999.</source>
        <extracomment>%1 player, %2 field, %3 what was typed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="229"/>
        <source>Ritual points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="231"/>
        <source>Cubes on black</source>
        <extracomment>Cubes a player has on a space of the Oracle board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="232"/>
        <source>Cubes on red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="233"/>
        <source>Cubes on white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="234"/>
        <source>Cubes on gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="235"/>
        <source>Cubes on runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="236"/>
        <source>Cubes on the cursed star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="237"/>
        <source>Cubes on all skulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="239"/>
        <source>Black skulls used</source>
        <extracomment>Skulls of a colour the player used to perform rituals.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="240"/>
        <source>Red skulls used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="241"/>
        <source>White skulls used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="242"/>
        <source>Gold skulls used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="244"/>
        <source>Largest rune group</source>
        <extracomment>The largest orthogonal group of the player&apos;s cubes on the Scriptorium grid.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="245"/>
        <source>Skulls left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="246"/>
        <source>Bones left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="248"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="249"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="250"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="251"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="252"/>
        <source>Runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="253"/>
        <source>Cursed star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="254"/>
        <source>All skulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="262"/>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="263"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="264"/>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="265"/>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="266"/>
        <source>runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="267"/>
        <source>the cursed star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="268"/>
        <source>all skulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="273"/>
        <source>most cubes on %1</source>
        <extracomment>%1 a space of the Oracle (&quot;black&quot;, &quot;the cursed star&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="274"/>
        <source>second most cubes on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="275"/>
        <source>tied for most cubes on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="280"/>
        <source>%1: %2 = %3</source>
        <extracomment>An award of the cursed star: %1 player, %2 why, %3 points. &quot;Ada: most cubes on the cursed star = 20&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="283"/>
        <source>%n black skull(s) used</source>
        <translation>
            <numerusform>%n black skull used</numerusform>
            <numerusform>%n black skulls used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="284"/>
        <source>%n red skull(s) used</source>
        <translation>
            <numerusform>%n red skull used</numerusform>
            <numerusform>%n red skulls used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="285"/>
        <source>%n white skull(s) used</source>
        <translation>
            <numerusform>%n white skull used</numerusform>
            <numerusform>%n white skulls used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="286"/>
        <source>%n gold skull(s) used</source>
        <translation>
            <numerusform>%n gold skull used</numerusform>
            <numerusform>%n gold skulls used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="287"/>
        <source>%n cube(s) in the largest rune group</source>
        <translation>
            <numerusform>%n cube in the largest rune group</numerusform>
            <numerusform>%n cubes in the largest rune group</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="288"/>
        <source>%n skull(s) left</source>
        <translation>
            <numerusform>%n skull left</numerusform>
            <numerusform>%n skulls left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="293"/>
        <source>%1: %2, %3 × %4 = %5</source>
        <extracomment>An award: %1 player, %2 why, %3 points each, %4 what is counted, %5 points. &quot;Ada: most cubes on black, 5 × 3 black skulls used = 15&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="326"/>
        <source>tie on points: decided by bones left (%1)</source>
        <extracomment>Ranking: a tie on points decided by the bones left (DMC-WIN-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="328"/>
        <source>tie on points and bones: place shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="362"/>
        <source>%1: %2 tie for second most cubes, so nobody gets the second reward.</source>
        <extracomment>%1 a space of the Oracle, %2 the players (&quot;Bo and Cy&quot;). DMC-TIE-2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="373"/>
        <source>Enter each player&apos;s numbers: the result follows as you type.</source>
        <extracomment>The score sheet before any number was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="382"/>
        <source>%1 share the victory with %2 points.</source>
        <extracomment>%1 the players (&quot;Ada and Bo&quot;), %2 points. DMC-WIN-1: same points and bones.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="384"/>
        <source>%1 wins with %2 points, on bones left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="385"/>
        <source>%1 wins with %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="391"/>
        <source>The end comes at the end of a round in which someone has performed a 7th ritual or placed their last cube. Then everyone, the active player included, takes one more turn as the active player. Then score here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="403"/>
        <source>Two players are called %1: give each player a different name.</source>
        <extracomment>The score sheet cannot be saved: two players have the same name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="474"/>
        <source>Enter the players&apos; numbers first.</source>
        <extracomment>Saving the score sheet before any number was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="479"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="491"/>
        <source>This game is already in the history.</source>
        <extracomment>Saving the score sheet again without changing a number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="486"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="491"/>
        <source>Saved to the history.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DigitalSetup</name>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="26"/>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="27"/>
        <source>Computer: Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="28"/>
        <source>Computer: Rule-based</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="29"/>
        <source>Computer: Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="30"/>
        <source>Computer: Strong (up to 1 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="33"/>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="82"/>
        <source>Who plays?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="88"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="119"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="130"/>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="139"/>
        <source>Who plays seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="143"/>
        <source>oldest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="154"/>
        <source>People take turns at this laptop: before each private choice the app asks to pass the laptop. Computer players decide by themselves; the search player takes up to two seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="161"/>
        <source>Rules and cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="168"/>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="183"/>
        <source>Cards marked stand-in are original stand-ins, not the printed cards. Enter the cards of your box in the card editor to play with them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="31"/>
        <source>Shared victory: %1</source>
        <extracomment>%1 the winner(s).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="32"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="40"/>
        <source>Reveal the Ulterior Motives and type in each bonus. Score = Unity + Bone + Flesh + Spirit + motive bonus; ties go to most Etherea, then most Mourner cards. [R-END-4, R-END-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="55"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="55"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="55"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="55"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="55"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="55"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="56"/>
        <source>Motive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="56"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="56"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="56"/>
        <source>Mourners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="108"/>
        <source>Lower the motive bonus of %1</source>
        <extracomment>%1 player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="115"/>
        <source>Raise the motive bonus of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="144"/>
        <source>Add to the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="146"/>
        <source>Keeps this result in the history of games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="18"/>
        <source>nobody</source>
        <extracomment>Stands for a player where the game names nobody.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="25"/>
        <source>the Crypt</source>
        <extracomment>The player&apos;s own Crypt, where new figures arrive.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="28"/>
        <source>%1 %2</source>
        <extracomment>A location: %1 is its printed number (1-12), %2 its name, e.g. &quot;5 Calvum Harrows&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="30"/>
        <source>place %1</source>
        <extracomment>A place index the app does not know (should not happen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="38"/>
        <source>guild %1</source>
        <extracomment>A guild index the app does not know (should not happen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="57"/>
        <source>an unknown card</source>
        <extracomment>A card the app was told is there but not which one (table play: &quot;draw unknown&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="69"/>
        <source>have %1 Etherea</source>
        <extracomment>A Wallows objective: %1 Etherea.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="70"/>
        <source>have %1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="72"/>
        <source>have %1 %2 Influence</source>
        <extracomment>%1 amount, %2 faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="74"/>
        <source>have %1 figures at %2</source>
        <extracomment>%1 figures, %2 location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="76"/>
        <source>have %1 %2 figures</source>
        <extracomment>%1 figures, %2 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="77"/>
        <source>have %1 Mourner cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="84"/>
        <source>%1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="85"/>
        <source>%1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="87"/>
        <source>%1 %2 Influence</source>
        <extracomment>%1 signed amount, %2 faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="88"/>
        <source>Suspicion %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="89"/>
        <source>Threat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="90"/>
        <source>%1 Etherea to the Dirth Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="92"/>
        <source>%1 %2 figure</source>
        <extracomment>%1 signed amount, %2 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="93"/>
        <source>steal %1 %2 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="94"/>
        <source>move %1 figures to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="102"/>
        <source>%1: %2</source>
        <extracomment>A Wallows card in short: %1 its objective, %2 its reward. E.g. &quot;have 4 Etherea: +1 Unity&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="105"/>
        <source>%1; if not: %2</source>
        <extracomment>%1 the objective and reward, %2 the penalty when the objective is not met.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="113"/>
        <source>Setup</source>
        <extracomment>Name of the game&apos;s phase before the first round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="115"/>
        <source>Etherea distribution</source>
        <extracomment>Phase 1 of a round (R-DIST).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="117"/>
        <source>Wallows</source>
        <extracomment>Phase 2 of a round: Wallows cards are dealt (R-WAL).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="119"/>
        <source>Court draft</source>
        <extracomment>Phase 3 of a round (R-DRAFT).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="121"/>
        <source>Actions</source>
        <extracomment>Phase 4 of a round (R-ACT).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="123"/>
        <source>Dreadsgrip check</source>
        <extracomment>Phase 5 of a round: over-crowded locations are checked (R-DREAD).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="125"/>
        <source>Celestial tithe</source>
        <extracomment>Phase 6 of a round (R-TITHE).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="127"/>
        <source>Resolve locations and guilds</source>
        <extracomment>Phase 7 of a round: majorities of locations, then guilds (R-MAJ).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="129"/>
        <source>Clean-up</source>
        <extracomment>Phase 8 of a round (R-CLEAN).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="131"/>
        <source>Game over</source>
        <extracomment>The game has ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="140"/>
        <source>Bone</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="142"/>
        <source>Flesh</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="144"/>
        <source>Spirit</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="152"/>
        <source>Suspicion</source>
        <extracomment>The two meters of the board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="152"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="158"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="159"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="161"/>
        <source>Bone Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="163"/>
        <source>Flesh Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="165"/>
        <source>Spirit Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="167"/>
        <source>Ulterior Motive bonus</source>
        <extracomment>The Ulterior Motive bonus typed in at the end of a table game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="169"/>
        <source>Etherea on the Dirth Forge</source>
        <extracomment>Etherea lying on the Dirth Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="171"/>
        <source>Unity in the supply</source>
        <extracomment>Unity tokens left in the common supply.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="200"/>
        <source>%1 reached %2, back to %3 (%4).</source>
        <extracomment>%1 Suspicion or Threat, %2 the value reached (one past the top), %3 where the marker goes back to, %4 the change such as +2 (R-SUSP-1, R-THREAT-10).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="213"/>
        <source>corrections exist only in a table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="215"/>
        <source>that is not a correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="218"/>
        <source>there is no player %1 in this game</source>
        <extracomment>%1 a player number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="220"/>
        <source>there is no such resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="225"/>
        <source>%1 has %2 %3; a change of %4 would leave %5 (allowed %6 to %7)</source>
        <extracomment>%1 player, %2 their amount now, %3 what (e.g. Etherea), %4 the change asked for such as -5, %5 what it would leave, %6 and %7 the allowed range.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="234"/>
        <source>%1 is %2; a change of %3 would leave %4 (allowed %5 to %6)</source>
        <extracomment>%1 what (e.g. Etherea on the Dirth Forge), %2 its amount now, %3 the change asked for such as +2, %4 what it would leave, %5 and %6 the allowed range.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="243"/>
        <source>%1 can be set from %2 to %3, not %4</source>
        <extracomment>%1 Suspicion or Threat, %2 and %3 the allowed values, %4 the value asked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="245"/>
        <source>there is no such place; places are 1 to 12 and the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="247"/>
        <source>there is no such guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="250"/>
        <source>the figure is already at %1</source>
        <extracomment>%1 a place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="253"/>
        <source>%1 has no %2 figure at %3</source>
        <extracomment>%1 player, %2 guild, %3 place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="256"/>
        <source>%1 has no base left for a new figure</source>
        <extracomment>%1 player (R-COMP-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="259"/>
        <source>no %1 figure is left in the supply</source>
        <extracomment>%1 guild (R-COMP-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="261"/>
        <source>figures are added (+1) or removed (-1) one at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="264"/>
        <source>the Alltaker must go to a player of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="266"/>
        <source>the Dreadsbane token goes to a player of this game or back to the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="268"/>
        <source>Malavestros stands at a location from 1 to %1 or off the board</source>
        <extracomment>%1 the number of locations (12).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="281"/>
        <source>Round %1 begins.</source>
        <extracomment>%1 is the round number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="284"/>
        <source>Phase: %1.</source>
        <extracomment>%1 is a phase name, e.g. &quot;Etherea distribution&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="287"/>
        <source>%1 rolled %2 on the dice.</source>
        <extracomment>%1 player, %2 the total of the dice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="290"/>
        <source>Pile %1 holds %2 Etherea.</source>
        <extracomment>%1 is the pile&apos;s number (1, 2, ...), %2 the Etherea in it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="293"/>
        <source>%1 took pile %2 with %3 Etherea.</source>
        <extracomment>%1 player, %2 pile number, %3 Etherea in it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="297"/>
        <source>%1 took 2 %2 Influence instead of a pile.</source>
        <extracomment>%1 player, %2 a faction. Taken instead of an Etherea pile (R-DIST-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="299"/>
        <source>%1 took 1 %2 and 1 %3 Influence instead of a pile.</source>
        <extracomment>%1 player, %2 and %3 factions. Taken instead of an Etherea pile (R-DIST-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="303"/>
        <source>%1 put %2 Etherea on %3.</source>
        <extracomment>%1 player, %2 Etherea, %3 the location &quot;Dirth Forge&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="305"/>
        <source>%1 Etherea went to %2.</source>
        <extracomment>%1 Etherea, %2 the location &quot;Dirth Forge&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="310"/>
        <source>%1 was dealt the Court card %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="312"/>
        <source>%1 was dealt a Court card.</source>
        <extracomment>%1 player. The card is unknown or hidden from the other players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="314"/>
        <source>%1 drew the Mourner card %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="315"/>
        <source>%1 drew a Mourner card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="317"/>
        <source>%1 was dealt the Wallows card %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="318"/>
        <source>%1 was dealt a Wallows card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="320"/>
        <source>%1 was dealt the Ulterior Motive %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="321"/>
        <source>%1 was dealt an Ulterior Motive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="326"/>
        <source>%1 kept an Ulterior Motive and declared the %2 faction.</source>
        <extracomment>%1 player, %2 faction. Keeping a motive declares the player&apos;s faction (R-SETUP-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="329"/>
        <source>%1 played %2, action %3.</source>
        <extracomment>%1 player, %2 Court card, %3 which of its two actions (1 or 2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="333"/>
        <source>%1 gained an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of the figure of a Mourner card the table did not name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="335"/>
        <source>%1 gained the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="339"/>
        <source>%1 lost an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card; it leaves the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="341"/>
        <source>%1 lost the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card; it leaves the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="345"/>
        <source>%1 used an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card whose ability was used.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="347"/>
        <source>%1 activated the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="351"/>
        <source>%1&apos;s unnamed Mourner card (%2) is deactivated for this round.</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card: it cannot be used until clean-up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="353"/>
        <source>%1&apos;s Mourner %2 is deactivated for this round.</source>
        <extracomment>%1 player, %2 Mourner card: it cannot be used until clean-up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="403"/>
        <source>%1 raised Threat to %2; the marker goes back to %3.</source>
        <extracomment>%1 player. Threat passed its top (R-THREAT-10); what is lost follows in the next lines.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="409"/>
        <source>%1 has no Mourner card to lose, so nobody loses a card or a figure.</source>
        <extracomment>%1 player who raised Threat to the top but holds no Mourner card (R-THREAT-10).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="412"/>
        <source>%1&apos;s Mourner %2 took effect.</source>
        <extracomment>%1 player, %2 Mourner card whose triggered ability took effect by itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="417"/>
        <source>%1&apos;s unnamed Mourner (%2) used its end-of-round ability; its effect is entered as a correction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="421"/>
        <source>%1&apos;s unnamed Mourner (%2) had no end-of-round effect this round.</source>
        <extracomment>%1 player, %2 guild of an unnamed Mourner (table play).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="424"/>
        <source>%1&apos;s Mourner %2: its end-of-round ability was applied.</source>
        <extracomment>%1 player, %2 Mourner card: its end-of-round ability was applied (table play).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="426"/>
        <source>%1&apos;s Mourner %2: its end-of-round ability was not applied.</source>
        <extracomment>%1 player, %2 Mourner card: its end-of-round ability was not applied (table play).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="430"/>
        <source>%1 kept their hand.</source>
        <extracomment>%1 player who declined Severamm&apos;s swap.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="433"/>
        <source>%1 swapped a Court card of their hand for an undealt one.</source>
        <extracomment>%1 player. Which cards were swapped stays hidden from the other players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="435"/>
        <source>%1 swapped %2 for %3.</source>
        <extracomment>%1 player, %2 Court card given back, %3 Court card taken.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="438"/>
        <source>%1 kept the Wallows card %2 as an artifact.</source>
        <extracomment>%1 player, %2 Wallows card kept for the rest of the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="484"/>
        <source>%1 has the majority of %2 with %n figure(s).</source>
        <extracomment>%1 player, %2 location or guild, %3 their figures there.</extracomment>
        <translation>
            <numerusform>%1 has the majority of %2 with %n figure.</numerusform>
            <numerusform>%1 has the majority of %2 with %n figures.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="356"/>
        <source>%1 recruited for the %2.</source>
        <extracomment>%1 player, %2 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="360"/>
        <source>%1 gets no %2 figure: no base left.</source>
        <extracomment>%1 player, %2 guild: the player has no base left (R-COMP-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="362"/>
        <source>%1 gets no %2 figure: none left in the supply.</source>
        <extracomment>%1 player, %2 guild: the supply of that guild is empty (R-COMP-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="365"/>
        <source>%1 gets no card: the %2 deck is empty.</source>
        <extracomment>%1 player, %2 faction: that Mourner deck is empty (R-COMP-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="369"/>
        <source>%1 moved %n figure(s) from %2 to %3, paying %4 Influence.</source>
        <extracomment>%1 player, %n figures, %2 from place, %3 to place, %4 Influence paid.</extracomment>
        <translation>
            <numerusform>%1 moved %n figure from %2 to %3, paying %4 Influence.</numerusform>
            <numerusform>%1 moved %n figures from %2 to %3, paying %4 Influence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="373"/>
        <source>%1 moved %n figure(s) from %2 to %3 for free.</source>
        <extracomment>%1 player, %n figures, %2 from place, %3 to place; free (Gallevarbe).</extracomment>
        <translation>
            <numerusform>%1 moved %n figure from %2 to %3 for free.</numerusform>
            <numerusform>%1 moved %n figures from %2 to %3 for free.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="376"/>
        <source>%1&apos;s %2 figure moved from %3 to %4.</source>
        <extracomment>%1 player, %2 guild, %3 from place, %4 to place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="379"/>
        <source>%1&apos;s %2 figure at %3 was removed from play.</source>
        <extracomment>%1 player, %2 guild, %3 place. The figure goes to the supply, its base back to the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="382"/>
        <source>%1 gained a %2 figure at %3.</source>
        <extracomment>%1 player, %2 guild, %3 place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="384"/>
        <source>%1 gained %2 Etherea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="384"/>
        <source>%1 lost %2 Etherea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="386"/>
        <source>%1 gained %2 Unity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="386"/>
        <source>%1 lost %2 Unity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="389"/>
        <source>%1 gained %2 %3 Influence.</source>
        <extracomment>%1 player, %2 amount, %3 faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="390"/>
        <source>%1 lost %2 %3 Influence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="393"/>
        <source>%1 rose to %2 (%3).</source>
        <extracomment>%1 Suspicion or Threat, %2 new value, %3 change such as +1 or -2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="394"/>
        <source>%1 fell to %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="397"/>
        <source>%1 raised Suspicion to %2 and pays the penalty; the marker goes back to %3.</source>
        <extracomment>%1 player. Suspicion passed its top; the player loses Unity (R-SUSP-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="441"/>
        <source>%1 could not pay %2 Unity; the rest is forgiven.</source>
        <extracomment>%1 player, %2 points of Unity they could not pay in any way (D-PAY).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="444"/>
        <source>%1 is over-crowded: %2 figures, the limit is %3.</source>
        <extracomment>%1 location, %2 figures there, %3 the limit set by Threat.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="449"/>
        <source>the figure is removed from play</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="451"/>
        <source>the figure goes back to the Crypt</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="453"/>
        <source>the figure stays</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="456"/>
        <source>A %1 was rolled for %2&apos;s %3 figure at %4: %5.</source>
        <extracomment>%1 die face, %2 player, %3 guild, %4 location, %5 outcome.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="461"/>
        <source>The tithe is %1 Etherea; the Dirth Forge pays %2 of it.</source>
        <extracomment>%1 Etherea owed this round, %2 of it paid by the Etherea on the Dirth Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="464"/>
        <source>The bids are revealed: %1 Etherea in all, %2 still missing.</source>
        <extracomment>%1 the total of the blind bids, %2 Etherea still missing.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="467"/>
        <source>%1 bid %2 Etherea.</source>
        <extracomment>%1 player, %2 Etherea bid.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="471"/>
        <source>The tithe is met; %1 gave the most (%2 Etherea).</source>
        <extracomment>%1 player who gave the most, %2 their bid.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="473"/>
        <source>The tithe is met; the highest bids tied at %1 Etherea.</source>
        <extracomment>%1 the highest bid, given by more than one player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="476"/>
        <source>The tithe is missed: %1 of %2 Etherea.</source>
        <extracomment>%1 Etherea given, %2 Etherea owed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="479"/>
        <source>%1 has %3 figures for %2.</source>
        <extracomment>%1 player, %2 location or guild, %3 their figures (the count behind a majority).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="487"/>
        <source>Nobody has the majority of %1: tied at %2 figures.</source>
        <extracomment>%1 location or guild, %2 figures of each tied player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="489"/>
        <source>Nobody has figures for %1.</source>
        <extracomment>%1 location or guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="493"/>
        <source>%1 used the Alltaker to win the tie for %2.</source>
        <extracomment>%1 player, %2 location or guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="497"/>
        <source>%1 skipped the action of %2.</source>
        <extracomment>%1 player, %2 location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="499"/>
        <source>%1 skipped the bonus of the %2.</source>
        <extracomment>%1 player, %2 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="502"/>
        <source>%1 gains 1 Unity from Malavestros at %2.</source>
        <extracomment>%1 player, %2 location where Malavestros stands (R-MAJ-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="505"/>
        <source>%1 takes the Dreadsbane token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="506"/>
        <source>The Dreadsbane token goes back to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="509"/>
        <source>%1 takes the Alltaker.</source>
        <extracomment>%1 player. The Alltaker figure makes them first player (R-DEATH-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="513"/>
        <source>Malavestros stands at %1.</source>
        <extracomment>%1 location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="514"/>
        <source>Malavestros leaves the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="517"/>
        <source>%1 took %2 %3 Influence from %4.</source>
        <extracomment>%1 thief, %2 amount, %3 faction, %4 victim.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="522"/>
        <source>%1 completed their Wallows objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="523"/>
        <source>%1 did not complete their Wallows objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="526"/>
        <source>%1 completed the Wallows card %2.</source>
        <extracomment>%1 player, %2 Wallows card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="528"/>
        <source>%1 did not complete the Wallows card %2.</source>
        <extracomment>%1 player, %2 Wallows card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="530"/>
        <source>%1 passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="534"/>
        <source>The last Unity has left the supply: everyone gets one more turn, then the round ends the game.</source>
        <extracomment>R-END-2: the last Unity left the supply during the Action phase.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="537"/>
        <source>The last Unity has left the supply: this round&apos;s remaining phases end the game.</source>
        <extracomment>R-END-3: the last Unity left the supply after the Action phase.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="539"/>
        <source>%1 takes their final turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="544"/>
        <source>Correction: %1 %2.</source>
        <extracomment>A correction typed in at the table: %1 what changed, %2 the change such as +2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="546"/>
        <source>Correction: %1&apos;s %2 %3.</source>
        <extracomment>A correction typed in at the table: %1 player, %2 what changed, %3 the change such as +2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="549"/>
        <source>The game is over: final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="552"/>
        <source>Event %1.</source>
        <extracomment>An event this version cannot describe; %1 is its number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldError</name>
    <message>
        <location filename="../qml/FieldError.qml" line="18"/>
        <source>Not accepted, nothing was changed: %1</source>
        <extracomment>%1 is the reason given by the ruleset checker, e.g. &quot;cards.court[6].options[0][0].amount: ...&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <location filename="../qml/FileChooser.qml" line="135"/>
        <source>The file dialog could not be opened: a part of Qt it needs is missing on this computer (on Debian, the package qml6-module-qt-labs-folderlistmodel). Type the file&apos;s full path instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="151"/>
        <source>File path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="159"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="155"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="790"/>
        <source>A game needs 2 to 4 players, not %1.</source>
        <extracomment>%1 is the number of players asked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="160"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="794"/>
        <source>Choose which of the %1 players is the oldest.</source>
        <extracomment>The oldest player starts the game with the Alltaker (R-SETUP).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="169"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="802"/>
        <source>Player %1</source>
        <extracomment>Default name of a player; %1 is the seat number 1-4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="172"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="804"/>
        <source>Two players are called “%1”: give everyone a different name.</source>
        <extracomment>%1 is a player name given twice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="180"/>
        <source>The built-in rules could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="196"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="886"/>
        <source>A table game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="199"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="1100"/>
        <source>A digital game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="222"/>
        <source>“%1” was not applied: the game is over.</source>
        <extracomment>%1 is the action typed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="225"/>
        <source>“%1” was not applied: it is not that player&apos;s decision. %2</source>
        <extracomment>%1 the action typed, %2 what the game waits for, e.g. &quot;Ada chooses ...&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="228"/>
        <source>“%1” is not allowed now; the list shows the actions that are. Nothing was changed.</source>
        <extracomment>%1 the action typed; the list shows the legal actions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="230"/>
        <source>“%1” was not applied: corrections exist only in a table game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="232"/>
        <source>“%1” was not applied: that correction is impossible here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="234"/>
        <source>“%1” was not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="240"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="264"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="317"/>
        <source>Start a new game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="246"/>
        <source>Type an action first, for example “%1”.</source>
        <extracomment>%1 is an example action, such as &quot;keep bone&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="255"/>
        <source>“%1” is not an action the app understands: %2. Nothing was changed.</source>
        <extracomment>%1 the text typed, %2 the reason from the rules engine (in English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="408"/>
        <source>It is %1&apos;s decision: the computer plays it.</source>
        <extracomment>%1 a computer player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="413"/>
        <source>Pass the laptop to %1 first.</source>
        <extracomment>%1 the player who decides now (hot-seat play).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="460"/>
        <source>“%1” was not applied: %2. Nothing was changed.</source>
        <extracomment>%1 the correction typed, %2 why it is impossible, e.g. &quot;Ada has 2 Etherea; a change of -5 would leave -3 (allowed 0 to 999)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="473"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="536"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="666"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="687"/>
        <source>%1 has decided.</source>
        <extracomment>%1 a player. Logged for a decision whose content stays hidden for now (a bid, a draft pick).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="538"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="642"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="689"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="772"/>
        <source>Only one choice, applied by the app: %1.</source>
        <extracomment>%1 the choice the app made, e.g. &quot;Pay with Bone Influence&quot;. Logged when a decision had one option.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="546"/>
        <source>Redo failed: the undone actions no longer apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="563"/>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="569"/>
        <source>The game was not saved: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;cannot write /x/y.json: Permission denied&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="582"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="977"/>
        <source>%1 could not be opened: %2. The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reason (from the save file reader, in English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="619"/>
        <source>A saved game: %1. %2 was the oldest and started with the Alltaker.</source>
        <extracomment>First line of the log of a game opened from a file: %1 the players, %2 the oldest player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="69"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="72"/>
        <source>Deal the Ulterior Motives: enter each card dealt, or “draw unknown”.</source>
        <extracomment>Table play: the people say which card was dealt. &quot;draw unknown&quot; is an action of the notation.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="75"/>
        <source>%1 keeps one Ulterior Motive, which declares their faction.</source>
        <extracomment>%1 a player (R-SETUP-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="77"/>
        <source>Enter the starting Mourner drawn for the next player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="80"/>
        <source>%1 rolls the dice: enter the total.</source>
        <extracomment>%1 the first player (R-DIST-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="83"/>
        <source>%1 sizes the next Etherea pile, largest first.</source>
        <extracomment>%1 the first player (R-DIST-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="86"/>
        <source>%1 takes a pile of Etherea, or 2 Influence instead.</source>
        <extracomment>%1 a player (R-DIST-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="88"/>
        <source>Enter the Wallows card dealt, or “draw unknown”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="90"/>
        <source>Enter the Court card dealt, or “draw unknown”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="93"/>
        <source>%1 keeps one Court card of the hand passed to them.</source>
        <extracomment>%1 a player (R-DRAFT-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="96"/>
        <source>%1&apos;s turn: play a Court card, recruit, relocate, activate a Mourner or pass.</source>
        <extracomment>%1 a player (R-ACT-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="98"/>
        <source>%1 chooses where the free relocation goes from and to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="100"/>
        <source>%1 adds figures to the relocation one at a time, then says done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="102"/>
        <source>Enter the Mourner card drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="104"/>
        <source>Enter the extra Wallows card drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="106"/>
        <source>%1 chooses an opponent&apos;s Mourner to exhaust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="111"/>
        <source>Roll one die for %1&apos;s %2 figure at %3 (over-crowded).</source>
        <extracomment>%1 player, %2 guild, %3 over-crowded location (R-DREAD-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="114"/>
        <source>Roll one die for a figure at risk in an over-crowded location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="118"/>
        <source>%1 makes a blind tithe bid; the Dirth Forge has already paid the tithe.</source>
        <extracomment>%1 player. The Dirth Forge covered the whole tithe, yet everyone still bids (R-TITHE-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="120"/>
        <source>%1 makes a blind tithe bid; %2 Etherea are still owed.</source>
        <extracomment>%1 player, %2 Etherea still owed (R-TITHE-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="123"/>
        <source>%1 may use the Alltaker to win this tie.</source>
        <extracomment>%1 the Alltaker&apos;s holder (R-MAJ-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="126"/>
        <source>%1 may perform the action of %2.</source>
        <extracomment>%1 player, %2 location (R-MAJ-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="131"/>
        <source>%1 may take the bonus of the %2.</source>
        <extracomment>%1 player, %2 guild (R-MAJ-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="135"/>
        <source>%1 pays a missing Unity point with Influence of a faction.</source>
        <extracomment>%1 player (R-PAY-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="138"/>
        <source>%1 chooses which Mourner card is lost.</source>
        <extracomment>%1 the player on the left of whoever raised Threat to 10 (R-THREAT-10).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="140"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="501"/>
        <source>%1 chooses which figure they lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="143"/>
        <source>%1 says whether their Wallows objective was completed.</source>
        <extracomment>%1 player (R-WAL-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="146"/>
        <source>%1 looks at the undealt Court cards: swap one of theirs for one of them, or keep their cards.</source>
        <extracomment>%1 the holder of Severamm, who now sees the Court cards not dealt this round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="149"/>
        <source>%1 selects a Wallows card to put into play beside their others.</source>
        <extracomment>%1 the holder of Relic Ravlatch.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="152"/>
        <source>%1 drew an artifact: keep it for the game (its benefit now), or play it as a Wallows card.</source>
        <extracomment>%1 the holder of Relic Ravlatch, who drew an artifact.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="158"/>
        <source>Clean-up: does an end-of-round ability of %1&apos;s unnamed Mourner (%2) apply this round?</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 the guild of their Mourner card the app was not told.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="161"/>
        <source>Clean-up: does the end-of-round ability of %1&apos;s %2 apply this round?</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="31"/>
        <source>unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="186"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="407"/>
        <source>A card not named here</source>
        <extracomment>A Court card the players do not name in the app; its effect is entered as a correction.
----------
Relic Ravlatch at a table: a Wallows card the app is not told.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="71"/>
        <source>The last Unity has left the supply during the Action phase: every player, the current one included, gets exactly one more turn; then phases 5–8 are played and the game ends. [R-END-2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="272"/>
        <source>That choice is no longer available. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="329"/>
        <source>“%1” is not a resource. Nothing was changed.</source>
        <extracomment>%1 a resource key the app does not know (a programming error, shown rather than ignored).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="334"/>
        <source>A change must be from -%1 to +%1. Nothing was changed.</source>
        <extracomment>%1 the largest change of one correction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="348"/>
        <source>“%1” is not a meter. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="373"/>
        <source>A figure is added or removed one at a time. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="397"/>
        <source>“%1” is not something a player holds. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="75"/>
        <source>The last Unity has left the supply: the rest of this round is played, then final scoring. [R-END-3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="816"/>
        <source>The board settings are not valid: %1</source>
        <extracomment>%1 the ruleset reader&apos;s message naming the field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="826"/>
        <source>Choose the faction %1 declared.</source>
        <extracomment>%1 a player. R-SETUP-4: each player declares the faction of the motive kept.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="844"/>
        <source>The declared factions were refused by the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="861"/>
        <source>Choose the guild of %1&apos;s starting Mourner (a guild of their faction).</source>
        <extracomment>%1 a player. An unknown starting Mourner is named by the guild of its figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="868"/>
        <source>Choose %1&apos;s starting Mourner, or “unknown card” and its guild.</source>
        <extracomment>%1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="874"/>
        <source>%1 cannot start with %2: it is not a starting Mourner of their faction, or another player has it already.</source>
        <extracomment>%1 a player, %2 a Mourner card. Two players of one faction cannot start with the same card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="941"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="948"/>
        <source>There is no die to roll now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="139"/>
        <source>Suspicion reached %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="140"/>
        <source>Threat reached %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="144"/>
        <source>%1 raised Suspicion to the top: whoever does loses %2 Unity (missing points paid with Influence), and the marker goes back to %3.</source>
        <extracomment>%1 player. R-SUSP-1 explained.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="150"/>
        <source>%1 raised Threat to the top: the player on their left chooses one of %1&apos;s Mourner cards to lose, with a figure of its guild; everyone else loses a figure of that guild; the marker goes back to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/autosave.cpp" line="63"/>
        <source>The last autosaved game (%1) could not be read: %2. The file was left as it is; new games are saved under a new name.</source>
        <extracomment>%1 the file, %2 the reason from the save file reader (in English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/autosave.cpp" line="73"/>
        <source>%1 · round %2 · %3</source>
        <extracomment>%1 the players, %2 the round, %3 the phase. Shown on the Continue button.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="971"/>
        <source>There is no unfinished game to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/autosave.cpp" line="99"/>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1 the reason. The game goes on; only the automatic save failed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="1038"/>
        <source>The game is not over yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="102"/>
        <source>The game could not be added to the history: %1</source>
        <extracomment>%1 why the history cannot be used.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="109"/>
        <source>This game is already in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="110"/>
        <source>The game was added to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="111"/>
        <source>The game could not be added to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="48"/>
        <source>%1: destroyed</source>
        <extracomment>A crowd roll (R-DREAD-2): %1 die faces such as &quot;1–2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="51"/>
        <source>%1: back to the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="54"/>
        <source>%1: stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="208"/>
        <source>from the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="210"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="212"/>
        <source>→ %1 (1 %2 Influence per figure)</source>
        <extracomment>A relocation&apos;s destination: %1 the location, %2 the faction paid (R-ACT-6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="263"/>
        <source>Unknown card (%1)</source>
        <extracomment>A Mourner card the app need not know; %1 the guild of its figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="264"/>
        <source>Unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="269"/>
        <source>%1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="272"/>
        <source>Pile %1: %2 Etherea</source>
        <extracomment>%1 pile number, %2 Etherea in it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="274"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="381"/>
        <source>2 %1 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="275"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="368"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="382"/>
        <source>1 %1 + 1 %2 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="280"/>
        <source>A card not named here, action %1 (enter its effect as a correction)</source>
        <extracomment>%1 the action (1 or 2) of a Court card the table does not name; its effect is entered as a correction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="285"/>
        <source>Malavestros to %1</source>
        <extracomment>Malavestros action 1 (R-MAJ-4): %1 the location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="287"/>
        <source>deactivate one Mourner of each opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="290"/>
        <source>%1 pays 2 Etherea to the Forge</source>
        <extracomment>Auraghost action 1: %1 the player who puts 2 Etherea on the Dirth Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="293"/>
        <source>steal %2 + %3 Influence from %1</source>
        <extracomment>Cleopsis action 1: %1 the victim, %2 %3 factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="295"/>
        <source>steal 1 Flesh Influence from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="297"/>
        <source>nothing to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="300"/>
        <source>%1&apos;s %2 from %3 to Cryptus Akhor</source>
        <extracomment>Gethsemoni action 2: %1 owner, %2 guild, %3 place; the figure goes to Cryptus Akhor.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="302"/>
        <source>one free relocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="304"/>
        <source>take the Alltaker; apply the card&apos;s effect with corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="306"/>
        <source>apply the card&apos;s effect with corrections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="308"/>
        <source>%1, action %2: %3</source>
        <extracomment>%1 card, %2 action number, %3 what it does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="312"/>
        <source>%1 (%2 Etherea)</source>
        <extracomment>%1 guild, %2 cost in Etherea (D-COST).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="313"/>
        <source>%1 Mourner (%2 Etherea)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="316"/>
        <source>%1 → %2 (1 %3 Influence per figure)</source>
        <extracomment>%1 from, %2 to, %3 faction of the destination (R-ACT-6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="321"/>
        <source>Unknown Mourner (%1): enter its effect as a correction</source>
        <extracomment>%1 the guild of a Mourner the table did not name; its effect is entered as a correction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="328"/>
        <source>%1: look at the undealt Court cards</source>
        <extracomment>%1 Severamm: its holder first looks at the Court cards not dealt this round, then may swap.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="330"/>
        <source>%1: look, keep my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="332"/>
        <source>%1: give %2, take %3</source>
        <extracomment>%1 Severamm (first reading), %2 Court card given back, %3 undealt card taken.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="335"/>
        <source>%1: take back %2, give %3</source>
        <extracomment>%1 Socopharie, %2 a played Court card taken back into the hand, %3 the hand card put in its place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="339"/>
        <source>%1: select a Wallows card</source>
        <extracomment>%1 Relic Ravlatch, first ability.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="341"/>
        <source>%1: draw a Wallows card</source>
        <extracomment>%1 Relic Ravlatch, second ability (an artifact may be kept).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="345"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="349"/>
        <source>Move a %1 figure (%2)</source>
        <extracomment>%1 guild, %2 the cost of moving it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="351"/>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="352"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="372"/>
        <source>1 %1 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="354"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="356"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="394"/>
        <source>Unknown Mourner (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="357"/>
        <source>Yes, win the tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="357"/>
        <source>No, leave the tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="361"/>
        <source>Skip</source>
        <extracomment>Decline a location action or guild bonus (it is optional).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="367"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="389"/>
        <source>%1 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="372"/>
        <location filename="../app/mourners/decisiontexts.cpp" line="385"/>
        <source>a %1 figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="375"/>
        <source>return your %1 from %2 to the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="376"/>
        <source>Do it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="384"/>
        <source>remove %1&apos;s %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="386"/>
        <source>Take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="395"/>
        <source>No card: a %1 figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="396"/>
        <source>%1 at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="397"/>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="397"/>
        <source>Not completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="401"/>
        <source>Keep my cards</source>
        <extracomment>Severamm: look at the undealt Court cards and keep the hand as it is.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="403"/>
        <source>Give %1, take %2</source>
        <extracomment>Severamm: %1 the Court card given back, %2 the undealt card taken instead.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="409"/>
        <source>%1 (%2)</source>
        <extracomment>%1 Wallows card, %2 what it asks and gives (objective, reward, penalty), so that it can be chosen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="412"/>
        <source>Keep the artifact</source>
        <extracomment>Relic Ravlatch: keep the drawn artifact for the game, or play it as this round&apos;s Wallows card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="412"/>
        <source>Play it as a Wallows card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="415"/>
        <source>Yes, it applies</source>
        <extracomment>Clean-up at a table: does this Mourner&apos;s end-of-round ability apply this round?</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="415"/>
        <source>No effect this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="427"/>
        <source>%1 rolls %2 dice and takes the total in Etherea. Tap the total rolled. [R-DIST-1]</source>
        <extracomment>R-DIST-1. %1 the first player, %2 number of dice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="435"/>
        <source>%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? %4 Etherea are left to split; the last pile is what remains. [R-DIST-2]</source>
        <extracomment>R-DIST-2. %1 the first player, %2 piles in all, %3 pile number, %4 Etherea left to split.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="444"/>
        <source>Which pile did %1 take? Or 2 Influence instead of a pile. Piles nobody takes go to the Dirth Forge. [R-DIST-3]</source>
        <extracomment>R-DIST-3/4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="450"/>
        <source>%1&apos;s final turn: the last Unity has left the supply, so everyone gets exactly one more turn, then phases 5–8 end the game. [R-END-2]</source>
        <extracomment>R-END-2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="454"/>
        <source>%1&apos;s turn: one action. The phase ends when every player has passed in a row (%2 of %3 so far). [R-ACT-2]</source>
        <extracomment>R-ACT-1/2. %2 passes in a row so far.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="459"/>
        <source>Choose from where and to where the figures move. [R-ACT-6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="461"/>
        <source>Tap each figure that moves, one at a time; each pays its Influence. Then Done. [R-ACT-6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="463"/>
        <source>Which Mourner was drawn? Tap its name, or “unknown” with the guild of its figure. [R-ACT-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="465"/>
        <source>%1 chooses a ready Mourner of an opponent to deactivate (Malavestros).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="470"/>
        <source>Roll one die for each figure at risk, in order. %1. The Dreadsbane holder&apos;s figures are never rolled for. [R-DREAD-2]</source>
        <extracomment>R-DREAD-2. %1 what each die face does, from this board&apos;s own table, e.g. &quot;1–2: destroyed; 3: back to the Crypt; 4–6: stays&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="476"/>
        <source>The Dirth Forge paid the whole tithe, but the bids still count: the single highest bid gains %1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. The bids are revealed together. [R-TITHE-2]</source>
        <extracomment>R-TITHE-2/3/4 when the Dirth Forge paid the whole tithe. %1..%4 Unity.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="483"/>
        <source>Blind tithe bidding: each player bids in secret; the bids are revealed together. [R-TITHE-2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="485"/>
        <source>%1 holds the Alltaker and is among the tied players: win this tie? Once per round, for a location or a guild only. [R-MAJ-3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="489"/>
        <source>%1 has the majority here and may perform the location&apos;s action: all of it or none. [R-MAJ-1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="492"/>
        <source>%1 has the majority of this guild and may take its bonus. [R-MAJ-2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="494"/>
        <source>%1 must lose Unity they do not have: each missing point is paid with 1 Influence of a faction they choose. [R-PAY-1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="498"/>
        <source>%1 (on the left of whoever raised Threat to the top) chooses which Mourner card they lose. [R-THREAT-10]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="503"/>
        <source>Clean-up: was %1&apos;s Wallows objective completed this round? Enter its reward or penalty with corrections. [R-WAL-1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="511"/>
        <source>The app was not told which card %1&apos;s Mourner (%2) is. If it has an end-of-round ability that applies this round, tap Yes and enter its effect with Correction…. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 guild of their unnamed Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="515"/>
        <source>If the end-of-round ability of %1&apos;s %2 applies this round, tap Yes: the app applies it. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="528"/>
        <source>Only %1 looks at the undealt Court cards. Swap one of your cards for one of them, or keep your cards.</source>
        <extracomment>Severamm, %1 its holder: the undealt Court cards are not named in the app (a table).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="532"/>
        <source>Only %1 sees this. Not dealt this round: %2. Give one card of your hand for one of them, or keep your cards.</source>
        <extracomment>Severamm, %1 its holder, %2 the Court cards not dealt this round (only the holder sees this).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="538"/>
        <source>%1 chooses one Wallows card of the deck: it goes into play beside their other Wallows cards, with its objective, reward and penalty at clean-up. [R-WAL-1]</source>
        <extracomment>Relic Ravlatch&apos;s first ability. %1 the card&apos;s holder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="543"/>
        <source>Keep it: its benefit applies now, it stays with %1 for the game and has no objective. Or play it as one of %1&apos;s Wallows cards this round, with its objective and penalty.</source>
        <extracomment>Relic Ravlatch&apos;s second ability drew an artifact. %1 the card&apos;s holder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="547"/>
        <source>The game is over. Type in each player&apos;s Ulterior Motive bonus from the revealed card. [R-END-4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="35"/>
        <source>Same score as %2: placed by Etherea left (%1 has %3). [R-END-5]</source>
        <extracomment>R-END-5. %1 player, %2 the others with the same score, %3 Etherea left.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="40"/>
        <source>Same score and Etherea as %2: placed by Mourner cards in play (%1 has %3). [R-END-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="45"/>
        <source>Same score, Etherea and Mourner cards as %1: the tie stands and the place is shared. [R-END-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="1061"/>
        <source>The chosen ruleset cannot be used: %1</source>
        <extracomment>%1 the reason from the ruleset library.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="1068"/>
        <source>Unknown kind of player: “%1”.</source>
        <extracomment>%1 a seat kind that is not known.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="1099"/>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="92"/>
        <source>The computer player chose an action that is not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/computerplayers.cpp" line="108"/>
        <source>%1 (computer) is thinking…</source>
        <extracomment>%1 a computer player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="212"/>
        <source>%1 %2</source>
        <extracomment>%1 player, %2 their figures at a location or of a guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="217"/>
        <source>Figures: %1. </source>
        <extracomment>The figures of every player, e.g. &quot;Ada 2, Bo 2, Cy 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="222"/>
        <source>%1 has the most figures there: %2. The single highest count wins; a tie gives the result to nobody unless the Alltaker breaks it.</source>
        <extracomment>%1 player, %2 figures counted, R-MAJ explained.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="227"/>
        <source>Tied at %1 figures: with a tie nobody wins this majority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="228"/>
        <source>Nobody has a figure there: nobody wins this majority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="231"/>
        <source>%1 bid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="235"/>
        <source>Bids: %1. Total %2 against %3 still owed after the Forge paid.</source>
        <extracomment>%1 the bids, %2 the total, %3 still owed after the Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="236"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="241"/>
        <source>The bids covered the tithe owed at Suspicion %1 (%2 Etherea).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="246"/>
        <source>The bids did not cover the tithe owed at Suspicion %1 (%2 Etherea).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="252"/>
        <source>the figure is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="253"/>
        <source>the figure goes to the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="254"/>
        <source>the figure stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="256"/>
        <source>%1 held more figures than the Threat limit allows; %2&apos;s %3 figure was rolled for: die %4, so %5.</source>
        <extracomment>%1 place, %2 owner, %3 guild, %4 die, %5 the outcome. R-DREAD-2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="263"/>
        <source>Suspicion went past %1: %2 loses %3 Unity and the marker goes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="269"/>
        <source>Threat went past %1: %2 loses a Mourner card with a figure of its guild, everyone else a figure of that guild.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLogList</name>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="25"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="45"/>
        <source>New digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="45"/>
        <source>New table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="46"/>
        <source>Digital game · round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="46"/>
        <source>Table game · round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="140"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="169"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="169"/>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="191"/>
        <source>Celestial Suspicion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="197"/>
        <source>tithe owed: %1</source>
        <extracomment>%1 Etherea owed at the current suspicion (D-TITHE).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="207"/>
        <source>Dreadsgrip Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="213"/>
        <source>limit %1</source>
        <extracomment>%1 figures allowed per location at the current threat (D-THREAT-LIMIT).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="219"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="221"/>
        <source>Unity supply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="233"/>
        <source>Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="235"/>
        <source>Dirth Forge: %1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="253"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="256"/>
        <source>Undo the last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="258"/>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="264"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="267"/>
        <source>Redo the step undone last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="269"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="318"/>
        <source>Only for %1 · motive: %2 · hand: %3%4</source>
        <extracomment>Hot-seat: the private cards of %1, shown after the hand-off.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="320"/>
        <source>choose from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="320"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="321"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="322"/>
        <source> · drafting from: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="330"/>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="342"/>
        <source>Phase guide · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="412"/>
        <source>Next: %1</source>
        <extracomment>%1 the next decision, e.g. &quot;Bo chooses which Mourner card is lost.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="421"/>
        <source>Understood (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="450"/>
        <source>It sees only what its seat may know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="470"/>
        <source>Guild track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="486"/>
        <source>Automatic results · why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="497"/>
        <location filename="../qml/mourners/GamePage.qml" line="667"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="515"/>
        <source>Full log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="518"/>
        <source>Open the log at full height (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="680"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="682"/>
        <source>Close the full log (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="539"/>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="542"/>
        <source>Replay the game move by move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="547"/>
        <source>Fix…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="549"/>
        <source>Correction (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="554"/>
        <source>Phones (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="554"/>
        <source>Phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="556"/>
        <source>Let the players make their secret choices on their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="588"/>
        <source>Dismiss the message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuildTrack</name>
    <message>
        <location filename="../qml/mourners/GuildTrack.qml" line="19"/>
        <source>Guild track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GuildTrack.qml" line="37"/>
        <source>tie</source>
        <extracomment>%1 guild; then the counts; %2 the holder or &quot;tie&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GuildTrack.qml" line="74"/>
        <source>·%1</source>
        <extracomment>Figures of the guild left in the supply.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOff</name>
    <message>
        <location filename="../qml/HandOff.qml" line="42"/>
        <source>Pass the laptop to %1</source>
        <extracomment>Hot-seat: %1 the next person to decide.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="51"/>
        <source>Everyone else looks away: what comes next is only for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="64"/>
        <source>I am %1</source>
        <extracomment>Hot-seat: the person confirms they hold the laptop. %1 their name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="73"/>
        <source>Use phones instead…</source>
        <extracomment>Hot-seat: instead of passing the laptop, each player makes their secret choices on their phone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryDetailPage</name>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="30"/>
        <location filename="../qml/HistoryDetailPage.qml" line="33"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="34"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="35"/>
        <source>Ulterior Motive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="36"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="37"/>
        <source>Bone Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="38"/>
        <source>Flesh Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="39"/>
        <source>Spirit Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="40"/>
        <source>Motive bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="31"/>
        <location filename="../qml/HistoryDetailPage.qml" line="41"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="42"/>
        <source>Etherea (1st tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="43"/>
        <source>Mourners (2nd tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="72"/>
        <source>Suspicion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="76"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="87"/>
        <source>Game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="87"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="99"/>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="99"/>
        <source>Save the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="101"/>
        <source>Export</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="101"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="102"/>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="102"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="117"/>
        <source>This game is no longer in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="139"/>
        <source>%1 won</source>
        <extracomment>%1 the winner&apos;s name (or names when the place is shared).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="150"/>
        <source>rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="152"/>
        <source>minutes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="153"/>
        <source>ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="164"/>
        <source>Notes: %1</source>
        <extracomment>The notes typed with a game; %1 is that free text.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="200"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="266"/>
        <source>Export game (JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="271"/>
        <source>A file that play-logging apps can import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="275"/>
        <source>Score sheet (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="283"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="288"/>
        <source>Removes the game; the history screen offers to undo it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="305"/>
        <source>Score at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="316"/>
        <source>Score of each player at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="342"/>
        <location filename="../qml/HistoryDetailPage.qml" line="353"/>
        <source>Suspicion and Threat at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryFiles</name>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="141"/>
        <source>a game needs 2 to 4 players, this one has %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="144"/>
        <source>player %1 has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="147"/>
        <source>the name &quot;%1&quot; is there twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="332"/>
        <source>format: not a Mourners Call game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="337"/>
        <source>playedAt: must be a date and time like 2024-05-01T20:30:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="343"/>
        <location filename="../app/core/historyrecord.cpp" line="630"/>
        <source>source: must be calculator, table or digital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="356"/>
        <source>gameId: &quot;%1&quot; is not a game of this app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="361"/>
        <location filename="../app/core/historyrecord.cpp" line="637"/>
        <source>rounds: must be a whole number from 0 to 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="375"/>
        <source>players[%1].score: must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="379"/>
        <source>players[%1].place: must be from 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="392"/>
        <source>players[%1].faction: must be bone, flesh, spirit or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="405"/>
        <source>players[%1].breakdown.%2: must be a whole number from 0 to 999</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="535"/>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="545"/>
        <source>not a Mourners Call history or game file (no &quot;format&quot; field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="553"/>
        <location filename="../app/core/historyrecord.cpp" line="705"/>
        <source>game %1: %2</source>
        <extracomment>%1 is the game&apos;s number in the file, %2 the reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="567"/>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="581"/>
        <source>line 1: the column &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="601"/>
        <source>line %1: %2</source>
        <extracomment>%1 line number in the file, %2 the reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="606"/>
        <source>game: must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="621"/>
        <source>game_id: &quot;%1&quot; is not a game of this app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="625"/>
        <source>played_at: must be a date and time like 2024-05-01T20:30:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="643"/>
        <source>duration_s: must be a whole number of seconds or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="654"/>
        <source>name: must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="658"/>
        <source>faction: must be bone, flesh, spirit or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="673"/>
        <source>score and place: must be whole numbers (place 1 to 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="677"/>
        <source>details: not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="690"/>
        <source>%1: &quot;%2&quot; is not a whole number from 0 to 999</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="700"/>
        <source>game %1 was left out because of the rows above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="720"/>
        <source>, </source>
        <extracomment>Joins the last two of a list of names: &quot;Ada, Bo and Cy&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="720"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="726"/>
        <source>Bone</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="728"/>
        <source>Flesh</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="730"/>
        <source>Spirit</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="737"/>
        <source>Score calculator</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="739"/>
        <source>Table game</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="741"/>
        <source>Digital game</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="784"/>
        <source>%1 tie on %2</source>
        <extracomment>A tie in the final ranking: %1 the players (&quot;Ada, Bo and Cy&quot;), %2 their equal score.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="790"/>
        <source>each has %1 Etherea left</source>
        <extracomment>Part of a tie sentence: every tied player has %1 Etherea left, so Etherea cannot decide.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="793"/>
        <source>Etherea left decides: %1</source>
        <extracomment>Part of a tie sentence: the first tie-breaker settles it; %1 &quot;Ada 5, Bo 3, Cy 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="796"/>
        <source>Etherea left: %1</source>
        <extracomment>Part of a tie sentence: Etherea of each tied player, some still equal; %1 &quot;Ada 5, Bo 3, Cy 3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="805"/>
        <source>%1 are level on Mourner cards (%2 each)</source>
        <extracomment>Part of a tie sentence: %1 the players still tied, %2 the Mourner cards each has in play.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="808"/>
        <source>Mourner cards decide between %1: %2</source>
        <extracomment>Part of a tie sentence: the second tie-breaker; %1 the players, %2 &quot;Bo 4, Cy 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="811"/>
        <source>Mourner cards between %1: %2</source>
        <extracomment>Part of a tie sentence: Mourner cards of players still tied; %1 the players, %2 &quot;Bo 4, Cy 4, Di 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="815"/>
        <source>%1 share place %2</source>
        <extracomment>Part of a tie sentence: nothing separates %1, they share place %2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="818"/>
        <source>; </source>
        <extracomment>Joins the parts of one tie sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="818"/>
        <source>.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="829"/>
        <source>Total: Unity plus Bone, Flesh and Spirit Influence plus the Ulterior Motive bonus.</source>
        <extracomment>Under the score sheet&apos;s table: how a total is made (R-END-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="831"/>
        <source>Equal totals: most Etherea left wins, then most Mourner cards in play; if those are equal too, the players share the place.</source>
        <extracomment>Under the score sheet&apos;s table: how equal totals are separated (R-END-5).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="901"/>
        <source>Etherea left (first tie-break)</source>
        <extracomment>Score sheet row: decides equal totals first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="903"/>
        <source>Mourner cards (second tie-break)</source>
        <extracomment>Score sheet row: decides equal totals when Etherea is equal too.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="842"/>
        <source>Mourners Call score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="847"/>
        <location filename="../app/core/historyrecord.cpp" line="853"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="866"/>
        <source>Mourners Call: score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="874"/>
        <source>rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="876"/>
        <source>minutes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="877"/>
        <source>ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="891"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="892"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="893"/>
        <source>Ulterior Motive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="894"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="895"/>
        <source>Bone Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="896"/>
        <source>Flesh Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="897"/>
        <source>Spirit Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="898"/>
        <source>Motive bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="899"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="904"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="926"/>
        <source>Shared win: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyrecord.cpp" line="926"/>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../qml/HistoryPage.qml" line="31"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="53"/>
        <source>Export the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="55"/>
        <source>Export</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="56"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="56"/>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="65"/>
        <source>Import games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="67"/>
        <source>Import</source>
        <extracomment>The button of the file dialog that reads the chosen file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="68"/>
        <source>History files (*.csv *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="101"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="116"/>
        <source>Search by player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="121"/>
        <source>Search by player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="125"/>
        <source>games: %1</source>
        <extracomment>%1 is how many games the list shows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="132"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="135"/>
        <source>Wins and average scores per player and per faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="139"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="142"/>
        <source>Adds the games of a CSV or JSON file; games already here are skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="146"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="155"/>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="177"/>
        <source>Past games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="203"/>
        <source>%1: %2 won. %3</source>
        <extracomment>%1 date, %2 winner, %3 the scores.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="233"/>
        <source>rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="255"/>
        <source>%1 won</source>
        <extracomment>%1 the winner&apos;s name (or names when the place is shared).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="275"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="278"/>
        <source>Delete the game of %1</source>
        <extracomment>%1 is the game&apos;s date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="287"/>
        <source>No game with a player called like &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="288"/>
        <source>No games yet. Save a result from the score calculator, or finish a game in the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="315"/>
        <source>Game deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="323"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="329"/>
        <source>Puts the deleted game back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <location filename="../app/core/historystore.cpp" line="49"/>
        <source>another program is using the history file (it is locked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="51"/>
        <source>the history file is damaged or is not a history database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="54"/>
        <source>the history file cannot be opened for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="311"/>
        <source>The game history is off: %1. The app works without it; the file %2 was left as it was.</source>
        <extracomment>%1 is the reason, %2 the file&apos;s path.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="324"/>
        <source>the SQLite driver of Qt is not installed (Debian package libqt6sql6-sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="329"/>
        <source>the path is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="333"/>
        <source>the folder %1 cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="380"/>
        <source>the history was written by a newer version of the app (schema %1, this one knows %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="394"/>
        <source>the file holds another program&apos;s database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="480"/>
        <source>upgrading the history to schema %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="578"/>
        <source>The game was not saved to the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="584"/>
        <source>a game needs 2 to 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="594"/>
        <source>This game is already in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="605"/>
        <source>this game is already in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="615"/>
        <source>Saved to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="824"/>
        <location filename="../app/core/historystore.cpp" line="838"/>
        <source>The game was not deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="845"/>
        <source>Game deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="860"/>
        <source>The game could not be put back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="867"/>
        <source>The game is back in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1015"/>
        <source>Could not write %1: %2</source>
        <extracomment>%1 path, %2 the system&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1030"/>
        <source>History exported as CSV to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1040"/>
        <source>History exported as JSON to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1047"/>
        <location filename="../app/core/historystore.cpp" line="1059"/>
        <source>That game is not in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1052"/>
        <source>Game exported as JSON to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1068"/>
        <source>Score sheet written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1081"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1094"/>
        <source>Nothing was imported from %1: %2</source>
        <extracomment>%1 path, %2 the reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1103"/>
        <location filename="../app/core/historystore.cpp" line="1118"/>
        <location filename="../app/core/historystore.cpp" line="1126"/>
        <source>Nothing was imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1132"/>
        <source>Games imported: %1</source>
        <extracomment>%1 how many games were added from the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1135"/>
        <source>already in the history: %1</source>
        <extracomment>%1 how many games of the file were already in the history.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="1138"/>
        <source>problems: %1 (%2)</source>
        <extracomment>%1 how many rows or games were bad, %2 each with its line and reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../qml/HomePage.qml" line="17"/>
        <source>Mourners Call companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="19"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="112"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="113"/>
        <source>Past games and their scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="118"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="119"/>
        <source>Players, language and colours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IllvernessMap</name>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="26"/>
        <source>Map of Illverness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="92"/>
        <source>%1 %2, %3: %4 figures</source>
        <extracomment>%1 number, %2 location, %3 faction, %4 figures there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="94"/>
        <source>over-crowded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="95"/>
        <source>Malavestros is here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/core/language.cpp" line="78"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogRoundChooser</name>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="14"/>
        <source>All rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="16"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="19"/>
        <source>Show the log of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="22"/>
        <source>Read the log of one round, or of the whole game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="93"/>
        <source>Mourners Call companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="150"/>
        <source>Title bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="168"/>
        <location filename="../qml/Main.qml" line="170"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="185"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="217"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="218"/>
        <source>Switches between the light and the dark colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="226"/>
        <source>Screens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MajorityModel</name>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="48"/>
        <source>Malavestros: everyone there gains 1 Unity</source>
        <extracomment>Malavestros cancels a location&apos;s action (R-MAJ-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="51"/>
        <source>nobody</source>
        <extracomment>Nobody has figures at a location / of a guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="54"/>
        <source>tie</source>
        <extracomment>A majority that is tied (R-MAJ-1): nobody gets it unless the Alltaker breaks the tie.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="73"/>
        <source>%1 → %2</source>
        <extracomment>%1 the counts, e.g. &quot;Ada 3 · Bo 2&quot;; %2 the result, a name or &quot;tie&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MajorityPanel</name>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="31"/>
        <source>Majorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="94"/>
        <source>Malavestros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="94"/>
        <source>tie</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MansterBattle</name>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="138"/>
        <source>slab A</source>
        <extracomment>The first of a player&apos;s two slabs (play areas for a stack).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="138"/>
        <source>slab B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="144"/>
        <source>meat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="145"/>
        <source>bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="146"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="388"/>
        <source>spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="147"/>
        <source>manster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="166"/>
        <source>Player %1</source>
        <extracomment>A player of the battle whose name was left empty.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="171"/>
        <source>A battle needs %1 to %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="173"/>
        <source>Choose who plays first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="177"/>
        <source>Two players are called %1: give each player a different name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="206"/>
        <source>Start a battle first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="227"/>
        <source>Choose meat, bone, spirit or manster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="286"/>
        <source>%1&apos;s full stack blocks %2 damage and is defeated (health %3).</source>
        <extracomment>MAN-ATK-1/2: %1 defender, %2 damage, %3 the stack&apos;s health.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="288"/>
        <source>%1&apos;s full stack blocks %2 damage: %3 of %4 health taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="292"/>
        <source>%1 has no full active stack and takes %2 directly: %3 of %4, out of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="294"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="521"/>
        <source>%1 has no full active stack and takes %2 directly: %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="305"/>
        <source>The last step was taken back.</source>
        <extracomment>After undo.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="356"/>
        <source>%1 is the last player standing and wins the battle.</source>
        <extracomment>MAN-END-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="359"/>
        <source>Turn %1: %2 is out of the battle; end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="362"/>
        <source>Turn %1, %2: the full stack on the active slab must attack an opponent before the turn ends.</source>
        <extracomment>MAN-ATK-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="365"/>
        <source>Turn %1, %2: the attack is done; end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="367"/>
        <source>Turn %1, %2: draw, trade, play up to 3 cards or draw again, swap slabs if you like, then end the turn.</source>
        <extracomment>MAN-TURN-1: the steps of a turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="386"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="492"/>
        <source>meat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="387"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="493"/>
        <source>bone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="389"/>
        <source>manster +%1/+%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="403"/>
        <source>Meat: health %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="404"/>
        <source>Bone: damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="405"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="406"/>
        <source>Manster: health +%1, damage +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="426"/>
        <source>There is no player %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="427"/>
        <source>There is no slab %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="430"/>
        <source>There is no stack on %1&apos;s %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="431"/>
        <source>There is no card %1 in that stack (it has %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="435"/>
        <source>The health of a %1 card is a whole number from %2 to %3, not %4.</source>
        <extracomment>%1 card kind, %2..%3 the range, %4 what was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="438"/>
        <source>The damage of a %1 card is a whole number from %2 to %3, not %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="440"/>
        <source>Enter a whole number from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="443"/>
        <source>%1&apos;s stack on %2 is full (meat, bone and spirit): only a manster card can join it now.</source>
        <extracomment>MAN-STACK-2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="446"/>
        <source>A manster joins only a full stack (at least one meat, one bone and one spirit). If this manster&apos;s card allows it, tick “The card allows this stack”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="449"/>
        <source>It is %1&apos;s turn: only %1 can do that now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="450"/>
        <source>%1 has attacked this turn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="451"/>
        <source>Slabs are swapped before the attack, not after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="454"/>
        <source>%1 has no full stack on the active slab: nothing attacks.</source>
        <extracomment>MAN-ATK-1, MAN-SLAB-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="455"/>
        <source>Choose an opponent to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="456"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="457"/>
        <source>%1 is out of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="460"/>
        <source>%1 has a full stack on the active slab and must attack before the turn ends.</source>
        <extracomment>MAN-ATK-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="463"/>
        <source>The battle is over: %1 won. Undo to change it, or correct a player&apos;s direct damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="494"/>
        <source>a spirit card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="495"/>
        <source>a manster (+%1 health, +%2 damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="500"/>
        <source>%1: %2 on %3 (health %4, damage %5).</source>
        <extracomment>%1 player, %2 the card, %3 the slab, %4 health, %5 damage.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="502"/>
        <source>The stack is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="506"/>
        <source>%1: %2 leaves the stack on %3 (health %4, damage %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="509"/>
        <source>The meat that left deals %1 damage to %2&apos;s stack on %3: %4 of %5 health taken.</source>
        <extracomment>MAN-MEAT-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/mansterbattle.cpp" line="512"/>
        <source>%1&apos;s stack on %2 goes to the graveyard (%n card(s)).</source>
        <translation>
            <numerusform>%1&apos;s stack on %2 goes to the graveyard (%n card).</numerusform>
            <numerusform>%1&apos;s stack on %2 goes to the graveyard (%n cards).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="513"/>
        <source>%1 swaps slabs: %2 is active now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="514"/>
        <source>%1 attacks %2 with %3 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="518"/>
        <source>%1&apos;s full stack on %2 blocks the %3 damage (health %4).</source>
        <extracomment>MAN-ATK-2 follows: the stack is defeated.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="519"/>
        <source>%1&apos;s full stack on %2 blocks: %3 of %4 health taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/mansterbattle.cpp" line="525"/>
        <source>%1&apos;s stack on %2 is defeated: its %n card(s) go to the bottom of the graveyard as they are.</source>
        <extracomment>MAN-ATK-2.</extracomment>
        <translation>
            <numerusform>%1&apos;s stack on %2 is defeated: its %n card goes to the bottom of the graveyard as it is.</numerusform>
            <numerusform>%1&apos;s stack on %2 is defeated: its %n cards go to the bottom of the graveyard as they are.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="529"/>
        <source>%1 has taken %2 direct damage and is out of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="530"/>
        <source>%1 is back in the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="531"/>
        <source>%1 is the last player standing and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="532"/>
        <source>Turn %1: %2&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="534"/>
        <source>Correction: %1&apos;s direct damage %2 → %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="536"/>
        <source>Correction: damage taken by %1&apos;s stack on %2 %3 → %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="560"/>
        <source>Battle of %1. After the opening stacks (up to 3 cards each), %2 plays first.</source>
        <extracomment>The first line of a battle&apos;s log: %1 the players, %2 who plays first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="576"/>
        <source>The battle could not be autosaved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="592"/>
        <source>The autosaved battle %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="599"/>
        <source>The autosaved battle %1 cannot be read (%2: %3 %4); it is kept as it is.</source>
        <extracomment>%1 file, %2 where in the file, %3 what is wrong (a key of the format).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="604"/>
        <source>%1 · turn %2, %3&apos;s turn</source>
        <extracomment>%1 the players, %2 the turn number, %3 whose turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="627"/>
        <source>There is no battle to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="642"/>
        <source>The battle goes on where it was left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="696"/>
        <source>The battle is over but could not be kept in the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="698"/>
        <source>Kept in the history.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MansterHome</name>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="20"/>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="21"/>
        <source>2 to 6 players: stacks, attacks, direct damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="30"/>
        <source>Continue battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="31"/>
        <source>No unfinished battle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MansterPage</name>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="52"/>
        <source>Manster duel: battle tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="79"/>
        <source>Who is in the battle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="86"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="101"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="118"/>
        <location filename="../qml/sheets/MansterPage.qml" line="142"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="123"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="130"/>
        <source>Plays first after the opening stacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="146"/>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="148"/>
        <source>The player whose manster had the most health when drawn for the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="153"/>
        <source>Everyone builds an opening stack of up to 3 cards first: enter those cards on the players&apos; slabs, then play turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="164"/>
        <source>Start the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="204"/>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="210"/>
        <source>Swap slabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="215"/>
        <source>The turn&apos;s player makes the other slab the active one (before the attack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="219"/>
        <source>Attack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="228"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="234"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="239"/>
        <source>Take back the last step (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="243"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="278"/>
        <source>winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="278"/>
        <source>place %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="279"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="299"/>
        <source>Direct damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="304"/>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="316"/>
        <source>%1: direct damage taken (10 eliminates)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="319"/>
        <source>Direct damage %1 has taken; 10 eliminates. Correct it here for card effects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="371"/>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="382"/>
        <source>The active slab attacks and can be attacked; the other is safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="390"/>
        <source>+ Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="394"/>
        <source>Add a card to %1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="401"/>
        <source>Cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="405"/>
        <source>The cards of %1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="416"/>
        <source>Health %1 · Damage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="421"/>
        <source>Health: the sum of the meat cards (and mansters&apos; health). Damage per attack: the sum of the bone cards (and mansters&apos; damage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="426"/>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="437"/>
        <source>A full stack (meat, bone and spirit) takes only mansters, blocks attacks on the active slab and must attack from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="446"/>
        <source>Damage taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="457"/>
        <source>%1&apos;s %2: damage taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="460"/>
        <source>Damage this stack has taken; it is defeated when this reaches its health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="464"/>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="473"/>
        <source>No stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="496"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="562"/>
        <source>A card for %1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="574"/>
        <source>Meat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="577"/>
        <source>Meat card (health)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="581"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="584"/>
        <source>Bone card (damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="588"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="591"/>
        <source>Spirit card (an effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="595"/>
        <source>Manster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="598"/>
        <source>Manster card (health and damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="607"/>
        <source>Health it adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="607"/>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="619"/>
        <source>Health printed on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="628"/>
        <source>Damage it adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="628"/>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="640"/>
        <source>Damage printed on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="652"/>
        <source>The card allows this stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="656"/>
        <source>A few mansters may join a stack that is not full; tick this only when the card says so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="661"/>
        <source>Spirit cards add no numbers; play their effect at the table and correct the numbers it changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="673"/>
        <source>Add the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="694"/>
        <source>%1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="702"/>
        <source>Take a card away when a card effect removes it. A meat card that leaves a full stack deals its health to that stack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="729"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="736"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="745"/>
        <source>The whole stack to the graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="766"/>
        <source>%1 attacks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="794"/>
        <source>Attack %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MournersHome</name>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="22"/>
        <source>New table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="23"/>
        <source>Follow a game played on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="29"/>
        <source>New digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="30"/>
        <source>Play on this laptop, with people and computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="35"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="38"/>
        <source>No unfinished game</source>
        <extracomment>The Continue tile: the unfinished game it opens, or why there is none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="44"/>
        <source>Score calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="45"/>
        <source>Rank the players at the end of a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="50"/>
        <source>Card editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="51"/>
        <source>Enter or correct the cards of your box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="50"/>
        <source>Unknown card · %1</source>
        <extracomment>A starting Mourner the app need not know: only the guild of its figure. %1 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="54"/>
        <source>(stand-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="81"/>
        <source>Check the board settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="150"/>
        <source>Who is playing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="158"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="173"/>
        <source>%1 players</source>
        <extracomment>%1 is 2, 3 or 4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="179"/>
        <source>The oldest player takes the Alltaker and is first player in round 1. Each player declares the faction of the Ulterior Motive they kept and names the starting Mourner they drew, or says “unknown” and its guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="220"/>
        <source>Colour of player %1</source>
        <extracomment>%1 seat number. The button changes the player&apos;s colour.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="231"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="237"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="241"/>
        <source>Oldest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="245"/>
        <source>Player %1 is the oldest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="256"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="394"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="256"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="395"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="256"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="396"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="266"/>
        <source>Player %1 declared %2</source>
        <extracomment>%1 seat number, %2 faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="276"/>
        <source>Starting Mourner of player %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="293"/>
        <source>Board settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="302"/>
        <source>Check your board: these numbers are read from your printed board. Correct them once; they are kept for the next game.</source>
        <extracomment>Shown above the D- values: the printed board may differ from these defaults.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="333"/>
        <source>Guild figure cost (D-COST)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="334"/>
        <source>Guild figure cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="335"/>
        <source>Mourner cost (D-COST)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="336"/>
        <source>Mourner cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="337"/>
        <source>Start Etherea (R-SETUP-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="338"/>
        <source>Start Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="339"/>
        <source>Unity supply, 2 / 3 / 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="341"/>
        <source>Unity supply for 2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="342"/>
        <source>Unity supply for 3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="343"/>
        <source>Unity supply for 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="345"/>
        <source>Tithe by suspicion 0–12 (D-TITHE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="346"/>
        <source>Tithe table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="347"/>
        <source>Missed tithe: suspicion + / threat + (D-TITHE-MISS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="349"/>
        <source>Missed tithe raises suspicion by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="350"/>
        <source>Missed tithe raises threat by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="352"/>
        <source>Figure limit by threat 0–9 (D-THREAT-LIMIT)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="353"/>
        <source>Figure limit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="354"/>
        <source>Crowd roll, die 1–6: destroy / crypt / stay (D-CROWD-ROLL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="355"/>
        <source>Crowd roll table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="356"/>
        <source>Guild order (D-GUILD-ORDER)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="357"/>
        <source>Guild order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="365"/>
        <source>%1. %2</source>
        <extracomment>One guild of the guild order: %1 its place (1-6), %2 its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="374"/>
        <source>Location factions (D-LOC-FACTION)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="401"/>
        <source>Location %1 faction: %2</source>
        <extracomment>%1 location number, %2 its faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="411"/>
        <source>Not valid: %1</source>
        <extracomment>%1 the reason, naming the field, e.g. &quot;tithe[4]: must be a whole number&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="423"/>
        <source>Standard board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="428"/>
        <source>Puts back the numbers of the standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="432"/>
        <source>Your corrected board is in use.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccultDeck</name>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="131"/>
        <source>The next time starts the final round.</source>
        <extracomment>OCC-END-1 while counting; %1 how many more times start the final round (2 or 3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="132"/>
        <source>%1 more times start the final round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="133"/>
        <source>Each time the deck runs out, shuffle the discard pile into a new deck and tap the player on turn. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="141"/>
        <source>Finish the round, so that everyone has had the same number of turns. %1 is on turn; still to play: %2.</source>
        <extracomment>OCC-END-1: %1 the player on turn, %2 everyone still to play (&quot;Ada, Bo and Cy&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="146"/>
        <source>The round is finished: everyone has had the same number of turns. The game is over: count the scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="165"/>
        <source>There is no such player at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="167"/>
        <source>The final round has not started: the deck has run out %1 of %2 times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="169"/>
        <source>The final round is already finished. Take back the last step, or start a new sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="170"/>
        <source>This game is for 2 or 3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="172"/>
        <source>The deck ran out during the third player&apos;s turn: take that back first, or start a new sheet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccultDeckPanel</name>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="22"/>
        <source>Deck cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="39"/>
        <source>%1 / %2</source>
        <extracomment>How many times the deck ran out, of how many that start the final round (&quot;1 / 2&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="43"/>
        <source>The deck has run out %1 of %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="47"/>
        <source>times the deck ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="48"/>
        <source>Final round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="49"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="57"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="61"/>
        <source>Take back the last step of the deck counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="77"/>
        <source>The deck ran out on the turn of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="95"/>
        <source>The deck ran out on %1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="107"/>
        <source>%1 finished the turn</source>
        <extracomment>The final round: the player on turn has finished (%1 the player).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="115"/>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="131"/>
        <source>First player of every round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccultHome</name>
    <message>
        <location filename="../qml/sheets/OccultHome.qml" line="26"/>
        <location filename="../qml/sheets/OccultHome.qml" line="29"/>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultHome.qml" line="27"/>
        <source>Count the deck&apos;s cycles to the final round, then score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultHome.qml" line="33"/>
        <location filename="../qml/sheets/OccultHome.qml" line="52"/>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultHome.qml" line="34"/>
        <source>When the final round starts and ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccultPage</name>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="26"/>
        <location filename="../qml/sheets/OccultPage.qml" line="271"/>
        <source>%1.</source>
        <extracomment>The place of a player in the ranking (&quot;1.&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="30"/>
        <source>The occult card game: score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="49"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="63"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="69"/>
        <source>End of the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="74"/>
        <source>New sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="79"/>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="79"/>
        <source>Save to history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="151"/>
        <source>level · completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="167"/>
        <source>Prophecies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="173"/>
        <source>points of each completed one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="204"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="213"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="237"/>
        <source>%1: %2 level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="246"/>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="253"/>
        <source>%1: %2 completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="282"/>
        <source>%1: points of prophecy %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="298"/>
        <source>Remove prophecy %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="315"/>
        <source>+ Prophecy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="323"/>
        <source>Add a completed prophecy for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="346"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="374"/>
        <source>%1 + %2 + %3</source>
        <extracomment>Under a total: levels + completed masteries + prophecies (&quot;6 + 1 + 8&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="378"/>
        <source>%1: %2 points (levels %3, completed masteries %4, prophecies %5), place %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="404"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="507"/>
        <source>Start a new sheet?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="511"/>
        <source>Every number and the deck counter go back to 0; the names stay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccultSheet</name>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="268"/>
        <source>Each time the main deck runs out, even in the middle of an action, the discard pile is shuffled into a new deck. When it has run out twice (2 players) or three times (3 players), the final round starts: play on to the end of that round, so that everyone has had the same number of turns. Then count the scores here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="283"/>
        <source>There is no player %1 on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="291"/>
        <source>Player %1</source>
        <extracomment>A player of the score sheet whose name was left empty.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="369"/>
        <location filename="../app/sheets/occultsheet.cpp" line="393"/>
        <source>There is no mastery %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="374"/>
        <source>%1, %2: level %3 is not on the card; a mastery level is 0, 1, 2 or 3.</source>
        <extracomment>%1 player, %2 mastery, %3 the refused number. OCC-SCORE-1: a mastery card has levels 0 to 3.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="411"/>
        <source>%1 has %2 completed prophecies already: that is the most the sheet takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="417"/>
        <source>%1: %2 points is not possible for a prophecy; enter a whole number from 0 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="435"/>
        <location filename="../app/sheets/occultsheet.cpp" line="461"/>
        <source>%1 has no prophecy %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="440"/>
        <source>%1, prophecy %2: %3 points is not possible; enter a whole number from 0 to %4.</source>
        <extracomment>%1 player, %2 the prophecy&apos;s number, %3 the refused points, %4 the most.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="484"/>
        <source>Blood Magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="484"/>
        <source>Demonology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="484"/>
        <source>Necromancy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="496"/>
        <source>tie on points: place shared (the rules name no tie-break)</source>
        <extracomment>Ranking: equal points; the rules name no tie-break (OCC-SCORE-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="502"/>
        <source>levels %1 + completed %2 + prophecies %3</source>
        <extracomment>The parts of a score: total mastery level, completed masteries, prophecies.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="516"/>
        <source>Enter each player&apos;s mastery levels and completed prophecies: the result follows as you type.</source>
        <extracomment>The score sheet before any number was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="525"/>
        <source>%1 share the victory with %2 points.</source>
        <extracomment>%1 the players (&quot;Ada and Bo&quot;), %2 points. OCC-SCORE-1: no tie-break.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="526"/>
        <source>%1 wins with %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="536"/>
        <source>Two players are called %1: give each player a different name.</source>
        <extracomment>The score sheet cannot be saved: two players have the same name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="620"/>
        <source>Enter the players&apos; numbers first.</source>
        <extracomment>Saving the score sheet before any number was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="625"/>
        <location filename="../app/sheets/occultsheet.cpp" line="637"/>
        <source>This game is already in the history.</source>
        <extracomment>Saving the score sheet again without changing a number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="632"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="637"/>
        <source>Saved to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="670"/>
        <source>The sheet could not be kept for the next start: %1</source>
        <extracomment>The sheet could not be kept on disk; %1 the system&apos;s reason. The numbers on screen stay.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="695"/>
        <source>not a sheet of this version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="697"/>
        <source>playerCount must be 2 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="699"/>
        <source>players must list %1 seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="701"/>
        <source>the deck is for another number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="716"/>
        <source>The sheet kept from last time could not be read (%1); it was kept as %2 and a new sheet started.</source>
        <extracomment>%1 the reason, %2 where the unread file was kept.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="718"/>
        <source>The sheet kept from last time could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseGuide</name>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="94"/>
        <source>Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="164"/>
        <source>Correction… (reward or penalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="171"/>
        <source>Correction… (the ability&apos;s effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="201"/>
        <source>Pass (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="204"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="209"/>
        <source>Correction…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="211"/>
        <source>Enter a card effect the app does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="216"/>
        <source>Recruit · figure %1 · Mourner %2 Etherea</source>
        <extracomment>%1 figure cost, %2 Mourner cost (D-COST).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="221"/>
        <source>Not enough Etherea, or no base left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="231"/>
        <source>Relocate (R-ACT-6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="234"/>
        <source>No Influence to pay for a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="260"/>
        <source>Relocate from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="273"/>
        <source>to…  ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="274"/>
        <source>Relocate to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="277"/>
        <source>Play a Court card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="290"/>
        <source>Another card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="308"/>
        <source>No Court card in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="316"/>
        <source>A card the app does not describe: play it here (it uses the turn), then enter what it did with Correction….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="338"/>
        <source>Play another card (effect by Correction…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="343"/>
        <source>Activate a Mourner (R-ACT-7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="369"/>
        <source>Waiting for %1&apos;s phone</source>
        <extracomment>Phones at the table: %1 a player who makes a secret choice on their phone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="381"/>
        <source>The phone is connected; the choice stays on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="382"/>
        <source>The phone is not connected right now; it reconnects by itself when it wakes, or open the seat&apos;s link again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="396"/>
        <source>Use the laptop for %1</source>
        <extracomment>%1 a player: their secret choice is made on the laptop (behind a hand-off) instead of the phone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="435"/>
        <source>%1 holds the Dreadsbane token: their figures count toward the limit but are never rolled for.</source>
        <extracomment>%1 the holder of the Dreadsbane token (R-DREAD-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="459"/>
        <source>%1 · %2&apos;s %3</source>
        <extracomment>%1 location, %2 player, %3 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="487"/>
        <source>Rolled %1</source>
        <extracomment>%1 die face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="496"/>
        <source>Roll for me</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhoneTable</name>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="105"/>
        <source>Start a game first: the phones join the game on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="116"/>
        <source>The phones could not be switched on: %1</source>
        <extracomment>%1 the reason from the network, e.g. &quot;The address is protected&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="246"/>
        <source>%1 of %2 bids in</source>
        <extracomment>R-TITHE-2 with phones: %1 bids made (on phones or the laptop), %2 players. The amounts stay secret.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="249"/>
        <source>%1 of %2 motives chosen</source>
        <extracomment>R-SETUP-4 with phones: %1 players who have kept a motive, %2 players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="252"/>
        <source>%1 of %2 draft picks made</source>
        <extracomment>R-DRAFT-2 with phones: %1 players who have picked a card this pass, %2 players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="52"/>
        <source>Phones at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="60"/>
        <source>Phones on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="60"/>
        <source>Phones off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="70"/>
        <source>Let the players join from their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="74"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="76"/>
        <source>Close the phones (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="82"/>
        <source>Each player scans their own code, or opens the link, on a phone in the same Wi-Fi. A phone that has joined makes its player&apos;s secret choices (motive, draft, bid); the laptop keeps showing the table. Everyone else stays on the laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="85"/>
        <source>Switch the phones on to let each player make their secret choices on their own phone in the same Wi-Fi. Nothing listens on the network while the phones are off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="161"/>
        <source>QR code of %1&apos;s link</source>
        <extracomment>%1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="167"/>
        <source>A computer player: it needs no phone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="168"/>
        <source>Switch the phones on to see the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="189"/>
        <source>Link of %1</source>
        <extracomment>%1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="196"/>
        <source>Decides on the laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="197"/>
        <source>● Phone connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="198"/>
        <source>○ Phone away: waiting for it to come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="199"/>
        <source>○ No phone yet: decides on the laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="213"/>
        <source>Use the laptop for %1</source>
        <extracomment>%1 a player: their secret choices go back to the laptop&apos;s hand-off.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="223"/>
        <source>Use %1&apos;s phone again</source>
        <extracomment>%1 a player whose phone is connected.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="25"/>
        <source>%1: %2 Etherea, %3 Unity, Influence %4 Bone %5 Flesh %6 Spirit</source>
        <extracomment>%1 player, then their numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="79"/>
        <source>Alltaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="83"/>
        <source>holds the Alltaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="87"/>
        <source>Dreadsbane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="91"/>
        <source>holds the Dreadsbane token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="97"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="98"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="99"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="100"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="101"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="102"/>
        <source>Bases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="103"/>
        <source>Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="109"/>
        <source>Mourners: %1</source>
        <extracomment>Mourner cards in play; exhausted ones are marked.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="110"/>
        <source>exhausted</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="34"/>
        <source>There is no game to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="48"/>
        <source>%1 could not be opened: %2</source>
        <extracomment>%1 file, %2 reason (in English, from the save reader).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="93"/>
        <source>game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="94"/>
        <source>chance draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="96"/>
        <source>%1 decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="97"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="97"/>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="104"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="106"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="108"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="116"/>
        <source>bone %1 · flesh %2 · spirit %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="18"/>
        <source>Replay · step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="47"/>
        <source>|◀ First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="48"/>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="57"/>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="59"/>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="60"/>
        <source>Last ▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="64"/>
        <source>Just played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="64"/>
        <source>The start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="72"/>
        <source>Next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="72"/>
        <source>The end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="92"/>
        <source>Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · everything hidden during the game is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="121"/>
        <source>Etherea %1 · Unity %2 · score %3 · figures %4
Influence: %5
Motive: %6
Hand: %7%8
Mourners: %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="124"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="125"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="126"/>
        <source> · drafting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="127"/>
        <source> · bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="128"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestInPeaceHome</name>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="20"/>
        <source>New table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="21"/>
        <source>Follow a duel played with the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="27"/>
        <source>New digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="28"/>
        <source>Play the duel on this laptop, against a person or the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="33"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="35"/>
        <source>No unfinished game</source>
        <extracomment>The Continue tile of Rest in Peace: the unfinished game, or that there is none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="47"/>
        <source>Rest in Peace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestInPeacePage</name>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="21"/>
        <source>Rest in Peace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="127"/>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="435"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="130"/>
        <source>Back to your last decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="131"/>
        <source>Takes back the last entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="135"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="196"/>
        <source>%1 · computer, %2</source>
        <extracomment>A computer player&apos;s panel: %1 its name, %2 its strength.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="196"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="197"/>
        <source>rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="197"/>
        <source>search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="198"/>
        <source>%1: total %2, %3 manors, %4 castles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="211"/>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="217"/>
        <source>Manors %1 · Castles %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="224"/>
        <source>Deck %1 · Hand %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="225"/>
        <source>face down on 10: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="235"/>
        <source>Hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="235"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="243"/>
        <source>Tripped: the next card comes at random from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="251"/>
        <source>No psychic card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="252"/>
        <source>Psychic cards: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="271"/>
        <source>Your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="303"/>
        <source>Play a ghost card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="353"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="381"/>
        <source>Your hand is shown next: the other player looks away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="382"/>
        <source>Lay your card face down on round 10 and tell the app which one, unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="401"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="402"/>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="420"/>
        <source>The game is in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="430"/>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="441"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RipMansionCard</name>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="35"/>
        <source>Round %1, %2, %3. %4: %5. %6: %7. %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="36"/>
        <source>card not turned over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="37"/>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="38"/>
        <source>no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="61"/>
        <source>manor</source>
        <extracomment>Tokens on a mansion: M manor, C castle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="61"/>
        <source>%1 manors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="63"/>
        <source>castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="63"/>
        <source>%1 castles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="72"/>
        <source>(face down)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RipSession</name>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="216"/>
        <source>Choose a table game or a digital game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="224"/>
        <source>Give both players a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="228"/>
        <source>Give the two players different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="235"/>
        <source>Unknown kind of player: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="272"/>
        <source>There is no unfinished game of Rest in Peace to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="277"/>
        <source>%1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="284"/>
        <source>%1 could not be read: %2. The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reason (in English, from the save reader).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="379"/>
        <source>%1 against %2.</source>
        <extracomment>The first line of a game&apos;s log: %1 and %2 the players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="406"/>
        <source>That choice is no longer open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="413"/>
        <source>Start a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="418"/>
        <source>%1 takes the laptop first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="422"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="422"/>
        <source>It is not a person&apos;s decision now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="433"/>
        <source>The game is over; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="434"/>
        <source>It is not that player&apos;s decision; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="435"/>
        <source>That is not allowed now; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="567"/>
        <source>Pass the laptop to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="570"/>
        <source>%1 (computer) is thinking…</source>
        <extracomment>%1 a computer player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="644"/>
        <source>%1: %2 withdrew</source>
        <extracomment>How a mansion was won: %1 the winner, %2 the player who withdrew.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="645"/>
        <source>%1: %2 played dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="646"/>
        <source>A tie: the token moved on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="647"/>
        <source>%1: %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="648"/>
        <source>Tied %1 to %2: cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="716"/>
        <source>worth 1, no effect (We&apos;re worthless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="718"/>
        <source>carried over: its value only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="720"/>
        <source>−2 on round 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="725"/>
        <source>Value named: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="727"/>
        <source>Values named: %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="729"/>
        <source>Worth %1 here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="732"/>
        <source>%1&apos;s %2: %3</source>
        <extracomment>%1 the player, %2 the psychic card, %3 what it does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="742"/>
        <source>%1 is ahead, %2 to %3: ending the turn passes it on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="743"/>
        <source>%1 must get above %3 (now %2) before ending the turn, or withdraws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="753"/>
        <source>Nobody may play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="790"/>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1 the reason. The game goes on; only the automatic save failed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="806"/>
        <source>The last autosaved game of Rest in Peace (%1) could not be read: %2. The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reason (English, from the save reader).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="816"/>
        <source>%1 against %2 · round %3</source>
        <extracomment>The Continue tile: %1 and %2 the players, %3 the round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="872"/>
        <source>The game could not be added to the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="889"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="893"/>
        <source>How it ended: %1. %2.</source>
        <extracomment>The history&apos;s line for a game of Rest in Peace: %1 how it ended, %2 each player&apos;s mansions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="945"/>
        <source>The computer player chose a move that is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RipSetupDialog</name>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="30"/>
        <source>New table game of Rest in Peace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="30"/>
        <source>New digital game of Rest in Peace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="33"/>
        <source>A person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="34"/>
        <source>Computer: random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="35"/>
        <source>Computer: rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="36"/>
        <source>Computer: search (strong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="48"/>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="95"/>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="56"/>
        <source>Name of player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="66"/>
        <source>Who plays player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="68"/>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="96"/>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="76"/>
        <source>Name of player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="86"/>
        <source>Who plays player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="91"/>
        <source>Starts round 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="99"/>
        <source>Who starts round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="105"/>
        <source>Learning game: psychic cards 1–9 only, turned over one round at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="121"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="126"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RipText</name>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="83"/>
        <source>the table</source>
        <extracomment>The chance seat of Rest in Peace: the people at the table, or the shuffled decks.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="85"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="87"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="93"/>
        <source>You won&apos;t have it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="94"/>
        <source>Auntie, are you there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="95"/>
        <source>Reveal yourself!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="96"/>
        <source>Lady in White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="97"/>
        <source>Sir Nicholas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="98"/>
        <source>Tripped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="99"/>
        <source>Postponed wedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="100"/>
        <source>Acro-bats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="101"/>
        <source>Ghossssst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="102"/>
        <source>Poltergeist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="103"/>
        <source>Be gone!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="104"/>
        <source>You don&apos;t scare me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="105"/>
        <source>Now or never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="106"/>
        <source>Two&apos;s more fun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="107"/>
        <source>Still me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="108"/>
        <source>Double vision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="109"/>
        <source>Wraith to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="110"/>
        <source>I&apos;ll be back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="111"/>
        <source>Ghost of Christmas yet to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="112"/>
        <source>Let&apos;s meet at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="113"/>
        <source>Bloody Mary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="114"/>
        <source>Playing dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="115"/>
        <source>Ghostly goldfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="116"/>
        <source>Private lounge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="117"/>
        <source>They were never seen again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="118"/>
        <source>I pity the Ghoul!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="119"/>
        <source>Creepy lull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="120"/>
        <source>House swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="121"/>
        <source>We&apos;re worthless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="123"/>
        <source>The last mansion</source>
        <extracomment>The special psychic card that marks round 10 (it has no effect).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="125"/>
        <source>a psychic card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="131"/>
        <source>Its player gets this round&apos;s psychic card, win or lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="132"/>
        <source>Pick a ghost card of your choice out of your deck and play it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="133"/>
        <source>Worth 1; you see your opponent&apos;s hand until the round ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="134"/>
        <source>Worth 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="135"/>
        <source>Worth 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="136"/>
        <source>Your opponent&apos;s next card is drawn blindly from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="137"/>
        <source>Worth 3, only in round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="138"/>
        <source>Your even cards (2, 4, 6) count 1 more this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="139"/>
        <source>Your odd cards (1, 3, 5) count 1 more this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="140"/>
        <source>Name a value: your cards of that value count 2 more this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="141"/>
        <source>Throw away one card your opponent has in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="142"/>
        <source>Your opponent&apos;s 1s and 2s count 0 this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="143"/>
        <source>Worth 4; afterwards it moves to your round 10, worth −2 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="144"/>
        <source>For the rest of the round your opponent plays at least 2 cards a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="145"/>
        <source>If you win the round, one of your cards of this round carries into the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="146"/>
        <source>Copies the value of one of your ghost cards of this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="147"/>
        <source>Name a value: your opponent&apos;s cards of that value count 2 less (not below 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="148"/>
        <source>Shuffle one of your cards from an earlier round back into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="149"/>
        <source>Turn up the top card of a deck: this card is worth its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="150"/>
        <source>A random card from a player&apos;s hand goes face down onto round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="151"/>
        <source>Worth 6; you throw away 2 ghost cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="152"/>
        <source>You lose the round now and take back one card you played in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="153"/>
        <source>Counts as two ghost cards worth 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="154"/>
        <source>Your opponent plays no psychic card for the rest of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="155"/>
        <source>Name 2 values: nobody plays them for the rest of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="156"/>
        <source>Name a value: every card of that value, both players&apos;, counts 3 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="157"/>
        <source>The round is a tie: its token moves on, its psychic card is thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="158"/>
        <source>Swap two mansion tokens of later rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="159"/>
        <source>Every other card of this round is worth 1 and does nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="160"/>
        <source>No effect: it marks the last mansion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="169"/>
        <location filename="../app/restinpeace/riptext.cpp" line="179"/>
        <source>%1 (face down)</source>
        <extracomment>A ghost card face down on round 10: its value when this screen may know it.
----------
A psychic card lying face down on round 10 (its number is known to both players).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="169"/>
        <source>a face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="172"/>
        <source>a card (not told)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="174"/>
        <source>%1 (−2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="189"/>
        <location filename="../app/restinpeace/riptext.cpp" line="312"/>
        <location filename="../app/restinpeace/riptext.cpp" line="374"/>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="195"/>
        <source>no token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="197"/>
        <source>a manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="197"/>
        <source>%1 manors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="199"/>
        <source>a castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="199"/>
        <source>%1 castles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="201"/>
        <source>%1 and %2</source>
        <extracomment>%1 manors, %2 castles, e.g. &quot;a manor and a castle&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="210"/>
        <source>Round %1&apos;s psychic card: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="212"/>
        <source>Round %1 is fought for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="214"/>
        <location filename="../app/restinpeace/riptext.cpp" line="393"/>
        <source>%1 draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="216"/>
        <source>%1&apos;s deck is empty: nothing to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="219"/>
        <source>Round 10: the face-down cards are turned over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="220"/>
        <source>Round %1 begins; %2 starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="223"/>
        <source>%1 fetches a %2 from the deck and plays it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="225"/>
        <source>%1 is tripped: a %2 from the hand is played at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="226"/>
        <source>%1 plays a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="229"/>
        <source>%1 plays %2; We&apos;re worthless takes its effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="234"/>
        <source> (value %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="236"/>
        <source> (values %1 and %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="238"/>
        <source> (%1&apos;s deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="240"/>
        <source> (%1&apos;s hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="243"/>
        <source>%1&apos;s %2 acts on round 10%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="244"/>
        <source>%1 plays %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="247"/>
        <source>%1&apos;s %2 is thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="249"/>
        <source>%1 shuffles a %2 back into the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="251"/>
        <source>%1 takes %2 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="253"/>
        <source>The top card of %1&apos;s deck is a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="256"/>
        <source>%1 throws away a %2 from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="257"/>
        <source>%1 throws away a card from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="259"/>
        <source>The tokens of rounds %1 and %2 change places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="261"/>
        <source>%1 ends the turn with %2 against %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="263"/>
        <source>%1 does not beat it: withdraws and loses the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="265"/>
        <source>%1 loses the round at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="267"/>
        <source>Round %1 is a tie: its token waits for the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="269"/>
        <source>%1 wins round %2 and takes %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="271"/>
        <source>%1 takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="273"/>
        <source>%1 is thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="275"/>
        <source>%1&apos;s Now or never moves to round 10, worth −2 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="277"/>
        <source>%1 carries %2 into round %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="280"/>
        <source>A random card of %1&apos;s hand goes onto round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="282"/>
        <source>%1 lays %2 face down on round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="283"/>
        <source>%1 lays a card face down on round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="285"/>
        <source>%1&apos;s face-down card: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="287"/>
        <source>Round 10: %1 has %2, %3 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="290"/>
        <source>%1 wins the game: 4 manors or 3 castles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="291"/>
        <location filename="../app/restinpeace/riptext.cpp" line="442"/>
        <source>%1 wins round 10 and with it the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="292"/>
        <source>Round 10 is cancelled; %1 wins with more mansions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="293"/>
        <source>Round 10 is cancelled and both have as many mansions: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="296"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="307"/>
        <source>no effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="317"/>
        <source>fetch a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="317"/>
        <source>the deck is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="318"/>
        <source>value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="319"/>
        <source>values %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="320"/>
        <source>no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="320"/>
        <source>throw away their %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="321"/>
        <source>nothing to copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="321"/>
        <source>copy your %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="323"/>
        <source>nothing to return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="323"/>
        <source>return the %1 of round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="324"/>
        <source>%1&apos;s deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="325"/>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="328"/>
        <source>throw away nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="330"/>
        <source>throw away a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="331"/>
        <source>throw away %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="332"/>
        <source>take nothing back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="332"/>
        <source>take back %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="335"/>
        <source>swap nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="337"/>
        <source>round %1&apos;s %2 with round %3&apos;s %4</source>
        <extracomment>House swap: %1 round, %2 token, %3 round, %4 token.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="339"/>
        <location filename="../app/restinpeace/riptext.cpp" line="341"/>
        <source>manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="339"/>
        <location filename="../app/restinpeace/riptext.cpp" line="341"/>
        <source>castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="352"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="353"/>
        <source>Manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="353"/>
        <source>Castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="354"/>
        <source>A card (not told)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="354"/>
        <location filename="../app/restinpeace/riptext.cpp" line="355"/>
        <location filename="../app/restinpeace/riptext.cpp" line="356"/>
        <source>A %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="355"/>
        <source>Not told</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="362"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="364"/>
        <source>A random card (tripped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="367"/>
        <source>End the turn (%1 beats %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="368"/>
        <source>Withdraw (%1 does not beat %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="372"/>
        <source>Carry nothing over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="373"/>
        <source>Carry %1 over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="377"/>
        <source>Lay nothing down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="379"/>
        <source>Lay %1 face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="380"/>
        <source>Lay a card face down (not told)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="380"/>
        <source>Lay a %1 face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="391"/>
        <source>Which psychic card lies on round %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="392"/>
        <source>Which token lies on round %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="394"/>
        <source>Which card came at random out of %1&apos;s hand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="395"/>
        <source>Which card is on top of %1&apos;s deck?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="396"/>
        <source>Which value is %1&apos;s face-down card on round 10?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="397"/>
        <source>%1&apos;s turn: play cards, then end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="398"/>
        <source>%1 won with Still me: carry one card into the next round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="399"/>
        <source>%1 lost the round: lay one card face down on round 10?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="400"/>
        <source>%1 chooses for a psychic card turned over on round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="420"/>
        <source>won at once with 4 manors or 3 castles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="422"/>
        <source>won round 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="424"/>
        <source>round 10 tied: more mansions won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="426"/>
        <source>round 10 tied with as many mansions: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="435"/>
        <source>A draw: round 10 tied and both hold as many mansions (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="441"/>
        <source>%1 wins with %2: 4 manors or 3 castles end the game at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="445"/>
        <source>Round 10 tied: %1 wins with more mansions (%2 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="452"/>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetLibrary</name>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="86"/>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="154"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="193"/>
        <source>There is no ruleset %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="164"/>
        <source>The ruleset %1 cannot be used: %2</source>
        <extracomment>%1 is a ruleset&apos;s name, %2 the reason, e.g. &quot;cards.court[3].kind: unknown kind &apos;x&apos;&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="197"/>
        <source>The built-in ruleset cannot be changed; save a copy with a name of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="202"/>
        <source>%1 does not read as a ruleset, so it is left untouched. Correct or remove it in the folder.</source>
        <extracomment>%1 is a file name. The file is left as it is so that nothing in it is lost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="212"/>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="215"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="223"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="268"/>
        <source>The ruleset needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="235"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="256"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="275"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="279"/>
        <source>Cannot rename %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="292"/>
        <source>Cannot delete %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreCalculator</name>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="58"/>
        <source>&quot;%1&quot; is not a number or + - ×</source>
        <extracomment>In the score calculator: a character that is not a number or + - * ( ).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="71"/>
        <location filename="../app/mourners/scorecalculator.cpp" line="88"/>
        <location filename="../app/mourners/scorecalculator.cpp" line="120"/>
        <source>the number is far too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="99"/>
        <source>a number is missing at the end</source>
        <extracomment>In the score calculator, e.g. after &quot;3+&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="107"/>
        <source>a closing bracket is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="129"/>
        <source>a number is missing before &quot;%1&quot;</source>
        <extracomment>In the score calculator, e.g. &quot;3++2&quot;. %1 is the sign.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="133"/>
        <source>only whole numbers count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="177"/>
        <source>it comes to %1; it must be 0 to 999</source>
        <extracomment>In the score calculator: %1 is what the typed sum came to.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="198"/>
        <source>Player %1</source>
        <extracomment>Default name in the score calculator; %1 is 1-4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="318"/>
        <source>Unity</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="320"/>
        <source>Bone Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="322"/>
        <source>Flesh Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="324"/>
        <source>Spirit Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="326"/>
        <source>Ulterior Motive</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="328"/>
        <source>Etherea left</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="330"/>
        <source>Mourners in play</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="344"/>
        <source>%1 is not ranked until these fields are fixed: %2</source>
        <extracomment>Under the calculator&apos;s ranking: %1 a player left out of it, %2 the fields to correct.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="363"/>
        <source>Type the date as YYYY-MM-DD, e.g. %1.</source>
        <extracomment>The calculator&apos;s date field does not hold a date; YYYY-MM-DD is the expected form.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="423"/>
        <source>Fix the marked fields of %1 first.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="427"/>
        <source>Two players are called &quot;%1&quot;: give them different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="487"/>
        <source>This game is already in the history; it was not saved again.</source>
        <extracomment>Saving the calculator&apos;s result again: same numbers, names and date as a stored game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="489"/>
        <source>Saved to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="489"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="501"/>
        <source>Score sheet written to %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreCalculatorPage</name>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="23"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="24"/>
        <source>Bone Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="25"/>
        <source>Flesh Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="26"/>
        <source>Spirit Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="27"/>
        <source>Ulterior Motive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="27"/>
        <source>bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="28"/>
        <source>Etherea left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="28"/>
        <source>1st tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="29"/>
        <source>Mourners in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="29"/>
        <source>2nd tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="37"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="38"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="39"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="42"/>
        <source>Faction?</source>
        <extracomment>No faction chosen in the score calculator.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="47"/>
        <source>tie decided by Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="48"/>
        <source>tie decided by Mourner cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="49"/>
        <source>tie stands: place shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="55"/>
        <source>Score calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="67"/>
        <source>Save the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="69"/>
        <source>Save</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="70"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="98"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="113"/>
        <source>%1 players</source>
        <extracomment>%1 is 2, 3 or 4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="119"/>
        <source>Clear numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="121"/>
        <source>Empties every number; names stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="129"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="138"/>
        <source>YYYY-MM-DD</source>
        <extracomment>Placeholder of the calculator&apos;s date field: the form the date is typed in.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="142"/>
        <source>Date of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="150"/>
        <source>Notes (optional): where, expansions, anything</source>
        <extracomment>Placeholder of the calculator&apos;s free-text notes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="153"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="169"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="181"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="190"/>
        <source>Name of player %1</source>
        <extracomment>%1 is the seat number 1-4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="199"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="218"/>
        <source>Faction of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="220"/>
        <source>Press to choose the next faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="265"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="279"/>
        <source>—</source>
        <extracomment>Score of a player whose fields do not read yet: no number, no rank.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="285"/>
        <source>Score of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="307"/>
        <source>Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="325"/>
        <source>Place %1: %2 with %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="427"/>
        <source>Save to history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="432"/>
        <source>Stores this result in the game history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="437"/>
        <source>Score sheet (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="440"/>
        <source>Writes a printable score sheet of this result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="485"/>
        <source>%1: %2</source>
        <extracomment>%1 a player&apos;s name, %2 what the field counts, e.g. &quot;Unity&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="486"/>
        <source>A number or a sum like 3+6+2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/SettingsPage.qml" line="39"/>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="40"/>
        <source>Computer: Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="41"/>
        <source>Computer: Rule-based</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="42"/>
        <source>Computer: Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="52"/>
        <source>The folder %1 could not be opened.</source>
        <extracomment>%1 a folder path.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="56"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="132"/>
        <source>Theme</source>
        <extracomment>Settings section: colours of the app.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="138"/>
        <source>As the system</source>
        <extracomment>Theme choice: follow the system&apos;s light or dark colours.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="139"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="140"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="154"/>
        <source>Theme: %1</source>
        <extracomment>%1 a theme: &quot;As the system&quot;, &quot;Light&quot; or &quot;Dark&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="161"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="177"/>
        <source>Language: %1</source>
        <extracomment>%1 a language, written in that language (&quot;Deutsch&quot;, &quot;English&quot;, &quot;System&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="183"/>
        <source>The new language is used at once, also for the game in progress.</source>
        <extracomment>Under the language choice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="189"/>
        <source>Window</source>
        <extracomment>Settings section: the window of the app.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="192"/>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="199"/>
        <source>Full screen: on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="199"/>
        <source>Full screen: off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="200"/>
        <source>Switches between a window and the whole screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="204"/>
        <source>F11 switches full screen on and off anywhere in the app. The choice is kept for the next start.</source>
        <extracomment>F11 is the key on the keyboard.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="211"/>
        <source>Where your games are kept</source>
        <extracomment>Settings section: the folders and files the app writes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="216"/>
        <source>Autosaves of running games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="222"/>
        <location filename="../qml/SettingsPage.qml" line="244"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="225"/>
        <source>Open the autosave folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="231"/>
        <source>Autosave folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="238"/>
        <source>History of finished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="247"/>
        <source>Open the folder of the history database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="253"/>
        <source>History database file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="266"/>
        <source>Remembered players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="268"/>
        <source>A new game starts with the players of the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="271"/>
        <source>Table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="298"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="306"/>
        <location filename="../qml/SettingsPage.qml" line="333"/>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="310"/>
        <source>Digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="325"/>
        <source>%1 (%2)</source>
        <extracomment>A remembered seat of a digital game: %1 name, %2 who plays it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="325"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="337"/>
        <source>Forget these players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="342"/>
        <source>The next game starts with empty names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="344"/>
        <source>New games start with empty names again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="349"/>
        <source>Board numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="352"/>
        <source>The numbers of your printed board, as checked when you started a table game.</source>
        <extracomment>The board numbers are the D- values checked in the table game wizard.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="358"/>
        <source>They are the numbers of the standard rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/SettingsPage.qml" line="360"/>
        <source>%n value(s) differ from the standard rules:</source>
        <extracomment>%n how many values differ.</extracomment>
        <translation>
            <numerusform>%n value differs from the standard rules:</numerusform>
            <numerusform>%n values differ from the standard rules:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="381"/>
        <source>Kept: %1</source>
        <extracomment>%1 the kept value(s) of the board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="388"/>
        <source>Rules: %1</source>
        <extracomment>%1 the value(s) of the standard rules.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="408"/>
        <source>Use the standard board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="413"/>
        <source>The next table game starts with the standard board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="415"/>
        <source>Puts back the numbers of the standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="419"/>
        <source>Kept in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="427"/>
        <source>Board file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shelf</name>
    <message>
        <location filename="../app/core/registry.cpp" line="14"/>
        <source>Mourners Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="15"/>
        <source>Court of the Dead: bookkeeping, rules and digital play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="17"/>
        <source>Rest in Peace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="18"/>
        <source>Two ghost families, ten mansions: follow a table game or play a duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="20"/>
        <source>Dead Man&apos;s Crown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="21"/>
        <source>The end-game score sheet: rituals, the Oracle&apos;s majorities, the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="23"/>
        <source>Manster duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="24"/>
        <source>The battle tracker: stacks on two slabs, attacks, direct damage, the last one standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="26"/>
        <source>The occult card game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/registry.cpp" line="27"/>
        <source>Masteries and prophecies: the deck&apos;s cycles to the final round, the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TithePrivacy</name>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="41"/>
        <source>Secret bid of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="61"/>
        <source>Pass the laptop to %1</source>
        <extracomment>Blind bidding: the laptop goes to the next bidder. %1 player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="72"/>
        <source>Secret bids: %1 of %2 made. %3 Etherea are owed. Only %4 should look at the screen now.</source>
        <extracomment>%1 bids made, %2 players, %3 Etherea owed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="76"/>
        <source>Secret bids: %1 of %2 made. The Dirth Forge has paid the tithe, but the bids still count. Only %3 should look at the screen now.</source>
        <extracomment>R-TITHE-2: the Dirth Forge paid the whole tithe; the bids still decide who gains Unity. %1 bids made, %2 players, %3 the bidder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="92"/>
        <source>I am %1</source>
        <extracomment>The bidder confirms they hold the laptop. %1 player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="107"/>
        <source>%1, your secret bid (0 to %2 Etherea)</source>
        <extracomment>%1 player, %2 their Etherea.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="170"/>
        <source>Bid %1</source>
        <extracomment>%1 Etherea.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="120"/>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="125"/>
        <source>Hides the screen without bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="135"/>
        <source>Bid %1 and hide</source>
        <extracomment>%1 Etherea; the screen is hidden afterwards.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="135"/>
        <source>Choose a bid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TitheReveal</name>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="34"/>
        <source>Tithe met: %1 bid for %2 owed</source>
        <extracomment>%1 total bid, %2 still owed after the Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="34"/>
        <source>Tithe missed: %1 bid for %2 owed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="44"/>
        <source>The Dirth Forge paid %1 of the %2 owed.</source>
        <extracomment>%1 Etherea the Dirth Forge paid, %2 the whole tithe.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="97"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="22"/>
        <source>Automatic results (majorities, the tithe, over-crowding rolls, the meters) appear here with their reasons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="64"/>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="64"/>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="522"/>
        <source>Mourners Call companion</source>
        <extracomment>Application name as shown in window lists and the About box.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="438"/>
        <source>Companion app for the board game Court of the Dead: Mourners Call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="403"/>
        <source>Load the whole user interface, check it and exit (exit code 0 when it loaded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="406"/>
        <source>With --self-test: save a picture of the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="407"/>
        <location filename="../app/main.cpp" line="414"/>
        <source>file.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="409"/>
        <source>Colour theme for this run: system, light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="410"/>
        <source>theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="413"/>
        <source>With --self-test: save a picture of the game page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="417"/>
        <source>With --self-test: how many legal actions to play on the game page (default 12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="419"/>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="422"/>
        <source>With --self-test: save a picture of every table screen there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="423"/>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="425"/>
        <source>Window size, e.g. 1920x1080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="426"/>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="429"/>
        <source>Print the time from start to the first frame of the home screen, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="433"/>
        <source>Play a whole 4-player game of computer players on the game page, then print its duration and the peak resident memory, and exit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
