<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionButton</name>
    <message>
        <location filename="../qml/ActionButton.qml" line="122"/>
        <source>Not available now</source>
        <extracomment>Accessible description of a button that cannot be pressed now (before its tooltip, if any).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="36"/>
        <source>Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="128"/>
        <source>Adjust</source>
        <extracomment>Title of the dialog that applies a card effect&apos;s numbers by hand (a verb: adjust the game).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="134"/>
        <source>For a card effect the app does not know: enter what the card did. It is logged and can be undone; raising a meter to its top still punishes whoever caused it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="145"/>
        <source>Resource</source>
        <extracomment>Tab of the Adjust dialog: change a player&apos;s Etherea, Unity or Influence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="147"/>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="148"/>
        <source>Meter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="152"/>
        <source>Holder</source>
        <extracomment>Tab of the Adjust dialog: who holds the Alltaker or the Dreadsbane token.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="159"/>
        <source>Player</source>
        <extracomment>Caption in the Adjust dialog: the player whose numbers change.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="186"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="186"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="187"/>
        <source>Bone Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="187"/>
        <source>Flesh Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="188"/>
        <source>Spirit Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="188"/>
        <source>Motive bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="189"/>
        <source>Dirth Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="189"/>
        <source>Unity supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="202"/>
        <source>Change</source>
        <extracomment>Caption in the Adjust dialog above the amount: how much is added or taken away (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="203"/>
        <source>One less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="212"/>
        <source>One more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="221"/>
        <source>Move a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="222"/>
        <source>Add from the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="223"/>
        <source>Back to the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="227"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="227"/>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="234"/>
        <source>to</source>
        <comment>moving a figure from one place to another</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="245"/>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="260"/>
        <source>Suspicion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="261"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="285"/>
        <source>Caused by</source>
        <extracomment>Caption in the Adjust dialog: the player whose card caused the change (for the log).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="286"/>
        <location filename="../qml/mourners/AdjustDialog.qml" line="322"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="310"/>
        <source>Alltaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="311"/>
        <source>Dreadsbane token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="312"/>
        <source>Malavestros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="322"/>
        <source>off the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="358"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="364"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/core/autosave.cpp" line="97"/>
        <source>Table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="97"/>
        <source>Digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="100"/>
        <source>%1 · round %2</source>
        <extracomment>An unfinished game without phases: %1 &quot;Table game&quot; or &quot;Digital game&quot;, %2 the round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="102"/>
        <source>%1 · round %2 · %3</source>
        <extracomment>An unfinished game: %1 &quot;Table game&quot; or &quot;Digital game&quot;, %2 the round, %3 the phase.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="413"/>
        <source>%1 is not an unfinished game of the list; nothing was deleted.</source>
        <extracomment>%1 a file. Deleting an unfinished game that is not in the list (it was deleted already).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="418"/>
        <source>%1 could not be deleted; it was left as it is.</source>
        <extracomment>%1 a file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="471"/>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1 the reason. The game goes on; only the automatic save failed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardSettings</name>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="231"/>
        <source>%1 %2</source>
        <extracomment>Faces of the crowding roll die and what they do: %1 the face(s), &quot;1–2&quot; or &quot;3&quot;, %2 the outcome.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="235"/>
        <source>, </source>
        <extracomment>The separator between groups of faces: &quot;1–2 destroyed, 3–4 to the Crypt, 5–6 stays&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="269"/>
        <source>This board is not valid.
%1</source>
        <extracomment>%1 every problem, one sentence a line, e.g. &quot;Tithe at Suspicion 4: must be a whole number from 0 to 20.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="299"/>
        <source>the file %1 could not be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="307"/>
        <source>The board is used for this game but could not be kept for the next one: %1</source>
        <extracomment>%1 the reason the file could not be written.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="335"/>
        <source>The kept board %1 could not be read: %2. The standard board is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="341"/>
        <source>The kept board %1 could not be read: %2 The standard board is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="358"/>
        <source>The kept board %1 is not valid. The standard board is shown.
%2</source>
        <extracomment>%1 the file, %2 every problem, one sentence a line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="382"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="384"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="386"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="398"/>
        <source>suspicion %1: %2</source>
        <extracomment>A place of the tithe table: %1 the suspicion (0-12), %2 the tithe.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="401"/>
        <source>threat %1: %2</source>
        <extracomment>A place of the figure limit table: %1 the threat (0-9), %2 the limit.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="404"/>
        <source>die %1: %2</source>
        <extracomment>A place of the crowd roll table: %1 the die (1-6), %2 what happens.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="407"/>
        <source>location %1: %2</source>
        <extracomment>%1 location number (1-12), %2 its faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="409"/>
        <source>%1. %2</source>
        <extracomment>One guild of the guild order: %1 its place (1-6), %2 its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="413"/>
        <source>Cost of a guild figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="414"/>
        <source>Cost of a Mourner card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="415"/>
        <source>Etherea at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="416"/>
        <source>Unity supply for 2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="417"/>
        <source>Unity supply for 3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="418"/>
        <source>Unity supply for 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="419"/>
        <source>Tithe table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="420"/>
        <source>Missed tithe raises suspicion by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="421"/>
        <source>Missed tithe raises threat by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="422"/>
        <source>Figure limit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="423"/>
        <source>Crowding roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="424"/>
        <source>Guild order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="425"/>
        <source>Faction of each location</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="58"/>
        <source>Undo</source>
        <extracomment>Card editor: the text of the undo button (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="60"/>
        <source>Undo the change to %1</source>
        <extracomment>%1 is a card&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="72"/>
        <location filename="../app/mourners/cardeditor.cpp" line="75"/>
        <source>There is no ruleset %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="189"/>
        <source>Artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="225"/>
        <location filename="../app/mourners/cardeditor.cpp" line="235"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="226"/>
        <location filename="../app/mourners/cardeditor.cpp" line="236"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="227"/>
        <source>Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="228"/>
        <source>Suspicion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="229"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="230"/>
        <source>Pay into the Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="231"/>
        <source>Figures to the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="232"/>
        <source>Steal Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="233"/>
        <source>Figures from the Crypt to a location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="237"/>
        <source>Influence of a faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="238"/>
        <source>Figures at a location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="239"/>
        <source>Figures of a guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="240"/>
        <source>Mourners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="242"/>
        <source>Two effect lists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="243"/>
        <source>Death (takes the Alltaker)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="244"/>
        <source>Malavestros (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="245"/>
        <source>Auraghost (built-in action 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="246"/>
        <source>Cleopsis (built-in action 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="247"/>
        <source>Gallevarbe (built-in action 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="248"/>
        <source>Gethsemoni (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="251"/>
        <source>No ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="253"/>
        <source>When it comes into play</source>
        <extracomment>A kind of Mourner ability: used once, as the card comes into play.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="255"/>
        <source>Once per round, as an action</source>
        <extracomment>A kind of Mourner ability: the turn&apos;s action, at most once per round (R-ACT-7).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="257"/>
        <source>By itself at the start of a phase</source>
        <extracomment>A kind of Mourner ability: works by itself as a phase of the round (chosen beside it) begins.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="259"/>
        <source>At the end of each round</source>
        <extracomment>A kind of Mourner ability: works at clean-up, at the end of every round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="260"/>
        <source>Severamm (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="261"/>
        <source>Socopharie (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="262"/>
        <source>Relic Ravlatch (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="264"/>
        <source>Per Influence of a faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="265"/>
        <source>Per figure of a guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="266"/>
        <source>Per Mourner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="267"/>
        <source>Per location with figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="268"/>
        <source>Per Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="90"/>
        <source>There is no such card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="160"/>
        <source>Wallows cards have no kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="192"/>
        <source>Only Mourners and motives belong to a faction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="202"/>
        <source>Only Mourners belong to a guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="212"/>
        <source>Only Mourners can be starting cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="222"/>
        <source>Only a Mourner whose ability works by itself has a phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="232"/>
        <source>Only Wallows cards can be artifacts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="255"/>
        <source>This card has no effect list &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="268"/>
        <location filename="../app/mourners/cardeditoredits.cpp" line="280"/>
        <location filename="../app/mourners/cardeditoredits.cpp" line="350"/>
        <source>There is no such effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="331"/>
        <location filename="../app/mourners/cardeditoredits.cpp" line="371"/>
        <location filename="../app/mourners/cardeditoredits.cpp" line="391"/>
        <source>Unknown field &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="360"/>
        <source>Only Wallows cards have an objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="382"/>
        <source>Only motives score like this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="431"/>
        <location filename="../app/mourners/cardeditor.cpp" line="453"/>
        <source>No ruleset is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="436"/>
        <location filename="../app/mourners/cardeditor.cpp" line="458"/>
        <source>There is no ruleset library to save to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="455"/>
        <source>The built-in ruleset cannot be changed; save a copy with a name of its own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEditorPage</name>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="31"/>
        <source>Court</source>
        <extracomment>Tabs of the card editor, one per deck: the Court cards, Mourner cards, Wallows cards and motive cards.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="31"/>
        <source>Mourners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="31"/>
        <source>Wallows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="31"/>
        <source>Motives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="60"/>
        <source>Card editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="86"/>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="95"/>
        <source>%1 (cannot be opened)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="104"/>
        <source>Discard the changes to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="106"/>
        <source>Discard</source>
        <extracomment>Button of the question: throw away the unsaved changes (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="111"/>
        <source>Ruleset to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="112"/>
        <source>The built-in ruleset or one of your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="116"/>
        <source>Built in: your changes are saved as a copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="117"/>
        <source>Changed, not saved yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="117"/>
        <source>Saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="129"/>
        <source>Undo</source>
        <extracomment>Card editor button: takes back the last change to the cards (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="139"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="809"/>
        <source>Save</source>
        <extracomment>Card editor button: writes the changed ruleset (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="145"/>
        <source>%1 saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="150"/>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="153"/>
        <source>Save as a new ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="157"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="162"/>
        <source>Rename this ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="167"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="170"/>
        <source>Delete</source>
        <extracomment>Card editor button: deletes the user&apos;s ruleset (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="169"/>
        <source>Delete the ruleset %1? Games saved with it keep their copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="176"/>
        <source>Delete this ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="196"/>
        <source>%1 (%2)</source>
        <extracomment>%1 a deck&apos;s name, %2 how many cards it has.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="240"/>
        <source>Cards of the %1 deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="257"/>
        <source>%1, %2</source>
        <extracomment>%1 a card&apos;s name, %2 &quot;stand-in&quot; or &quot;from my box&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="257"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="285"/>
        <source>stand-in</source>
        <extracomment>Badge of a card in the list: an original card standing in for one the app does not print.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="257"/>
        <source>from my box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="346"/>
        <source>Card name</source>
        <extracomment>Accessible name of the field with the card&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="351"/>
        <source>Stand-in</source>
        <extracomment>Badge above the card: an original card standing in for one the app does not print, or one entered from the user&apos;s own box.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="351"/>
        <source>From my box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="378"/>
        <source>Not a card from the rulebook: an original stand-in so that digital games have full decks. Any change you make here marks it as from your box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="379"/>
        <source>From my box: this card was entered or checked by you, or is printed in the rulebook.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="388"/>
        <source>Matches my card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="391"/>
        <source>This card matches my physical card: mark it as from my box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="410"/>
        <source>What the card does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="423"/>
        <source>Preview: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="441"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="451"/>
        <source>Ability</source>
        <extracomment>Caption of the card&apos;s effects: a Mourner&apos;s ability, or the kind of another card (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="441"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="451"/>
        <source>Kind of Court card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="463"/>
        <source>At the start of</source>
        <extracomment>Beside a phase of the round: when a Mourner&apos;s ability works by itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="475"/>
        <source>Phase at whose start the ability works</source>
        <extracomment>The phase of the round at whose start a Mourner&apos;s ability works by itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="485"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="495"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="505"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="515"/>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="525"/>
        <source>Starting Mourner (dealt at setup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="542"/>
        <source>Artifact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="557"/>
        <source>Scores</source>
        <extracomment>Caption of a motive card&apos;s scoring: what it scores points for (a verb: &quot;Scores 1 point per …&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="571"/>
        <source>Motive: what it counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="579"/>
        <source>Motive: of which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="584"/>
        <source>1 point per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="596"/>
        <source>Motive: one point per how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="600"/>
        <source>at most</source>
        <extracomment>In a motive&apos;s scoring line: &quot;… at most [N] points&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="609"/>
        <source>Motive: at most how many points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="613"/>
        <source>points</source>
        <extracomment>In a motive&apos;s scoring line, after the box with the most points: &quot;… at most [N] points&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="635"/>
        <source>Objective: have at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="647"/>
        <source>Objective: at least how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="655"/>
        <source>Objective: of what</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="663"/>
        <source>Objective: which one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="678"/>
        <source>Action 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="687"/>
        <source>Action 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="699"/>
        <source>By itself at the start of: %1</source>
        <extracomment>Heading of a Mourner&apos;s effects; %1 a phase of the round, e.g. &quot;Celestial tithe&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="708"/>
        <source>Reward (objective met)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="716"/>
        <source>Penalty (objective missed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="736"/>
        <source>My box</source>
        <extracomment>The name proposed for a ruleset saved from the card editor: the user&apos;s own box of the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="752"/>
        <source>Saved as %1. New games can use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="778"/>
        <source>Rename the ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="778"/>
        <source>Save as a ruleset of your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="789"/>
        <source>Name, e.g. My box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="793"/>
        <source>Name of the ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="803"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="865"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="809"/>
        <source>Rename</source>
        <extracomment>Button of the name dialog: renames the ruleset, or saves it under the name typed (verbs).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEffectList</name>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="39"/>
        <source>Played by the rules built into the program: %1.</source>
        <extracomment>%1 describes what the card does, e.g. &quot;relocate figures for free&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="49"/>
        <source>No effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="109"/>
        <source>+ Add an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="113"/>
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
        <location filename="../qml/mourners/CardEffectRow.qml" line="105"/>
        <source>Remove</source>
        <extracomment>Button beside an effect of a card: removes that effect (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="108"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="120"/>
        <source>Only if you have at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="120"/>
        <source>Only if…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="129"/>
        <source>%1: only under a condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="137"/>
        <source>%1: condition, at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="145"/>
        <source>%1: condition, of what</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="156"/>
        <source>%1: condition, which one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="12"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="13"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="14"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="29"/>
        <source>%1 (%2)</source>
        <extracomment>%1 location name, %2 its printed number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="36"/>
        <source>at least %1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="37"/>
        <source>at least %1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="40"/>
        <source>at least %1 %2 Influence</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="43"/>
        <source>at least %n figure(s) at %1</source>
        <extracomment>%1 a location.</extracomment>
        <translation>
            <numerusform>at least %n figure at %1</numerusform>
            <numerusform>at least %n figures at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="46"/>
        <source>at least %n %1 figure(s)</source>
        <extracomment>%1 a guild.</extracomment>
        <translation>
            <numerusform>at least %n %1 figure</numerusform>
            <numerusform>at least %n %1 figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="47"/>
        <source>at least %n Mourner(s)</source>
        <translation>
            <numerusform>at least %n Mourner</numerusform>
            <numerusform>at least %n Mourners</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="58"/>
        <source>gain %1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="58"/>
        <source>lose %1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="59"/>
        <source>gain %1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="59"/>
        <source>lose %1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="62"/>
        <source>gain %1 %2 Influence</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="63"/>
        <source>lose %1 %2 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="66"/>
        <source>raise Suspicion by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="66"/>
        <source>lower Suspicion by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="69"/>
        <source>raise Threat by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="69"/>
        <source>lower Threat by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="73"/>
        <source>pay %1 Etherea into the %2</source>
        <extracomment>%1 a number, %2 the name of location 1 (the Dirth Forge).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="77"/>
        <source>put %n %1 figure(s) into your Crypt</source>
        <extracomment>%1 a guild.</extracomment>
        <translation>
            <numerusform>put %n %1 figure into your Crypt</numerusform>
            <numerusform>put %n %1 figures into your Crypt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="81"/>
        <source>take %1 %2 Influence from the opponent who has the most</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="85"/>
        <source>move up to %1 of your figures from your Crypt to %2</source>
        <extracomment>%1 a number, %2 a location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="90"/>
        <source>if you have %1, %2</source>
        <extracomment>%1 a condition (&quot;at least 3 Bone Influence&quot;), %2 an effect (&quot;gain 1 Unity&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="97"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="109"/>
        <source>move the Malavestros token to a location, where it stays until moved again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="111"/>
        <source>deactivate one Mourner of each opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="114"/>
        <source>raise Suspicion by 1; a player you choose pays 2 Etherea into the %1; you and they gain 1 Unity each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="120"/>
        <source>take 1 Influence of each of two factions (or 2 of one) from a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="124"/>
        <source>relocate figures for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="127"/>
        <source>take 1 Flesh Influence from a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="128"/>
        <source>move a player&apos;s figure to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="144"/>
        <source>Action 1: %1. Action 2: %2.</source>
        <extracomment>%1 and %2 the two actions of a Court card, e.g. &quot;gain 2 Etherea&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="146"/>
        <source>Take the Alltaker. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="153"/>
        <source>%1, %2</source>
        <extracomment>%1 a faction, %2 a guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="155"/>
        <source>%1, starting Mourner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="158"/>
        <source>No ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="162"/>
        <source>When it comes into play: %1.</source>
        <extracomment>A Mourner&apos;s ability used once, as the card comes into play. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="164"/>
        <source>Once per round: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="166"/>
        <source>At the end of each round: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="168"/>
        <source>Once per round: swap a Court card of your hand with one of the Court deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="171"/>
        <source>Once per round: take a played Court card back in exchange for one of your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="173"/>
        <source>Once per round: draw an extra Wallows card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="175"/>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="184"/>
        <source>At the start of the Etherea distribution: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 1 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="186"/>
        <source>At the start of the Wallows phase: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 2 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="188"/>
        <source>At the start of the Court draft: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 3 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="190"/>
        <source>At the start of the Actions phase: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 4 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="192"/>
        <source>At the start of the Dreadsgrip check: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 5 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="194"/>
        <source>At the start of the Celestial tithe: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 6 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="196"/>
        <source>At the start of the resolution of locations and guilds: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 7 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="198"/>
        <source>At the start of the clean-up: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 8 of a round begins. %1 its effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="208"/>
        <source>Objective: have %1. Reward: %2. Penalty: %3.</source>
        <extracomment>%1 what to have (&quot;at least 4 Etherea&quot;), %2 and %3 effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="211"/>
        <source>Artifact. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="219"/>
        <source>%1 %2 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="220"/>
        <source>%n %1 figure(s)</source>
        <translation>
            <numerusform>%n %1 figure</numerusform>
            <numerusform>%n %1 figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="221"/>
        <source>%n Mourner(s)</source>
        <translation>
            <numerusform>%n Mourner</numerusform>
            <numerusform>%n Mourners</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="222"/>
        <source>%n location(s) where you have figures</source>
        <translation>
            <numerusform>%n location where you have figures</numerusform>
            <numerusform>%n locations where you have figures</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="223"/>
        <source>%1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="226"/>
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
        <location filename="../qml/ChartsPage.qml" line="194"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="232"/>
        <source>%1. %2, rating %3, %4 games, %5 wins</source>
        <extracomment>What a screen reader says of a line of the standings: rank, player, rating, games, wins.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="425"/>
        <source>Game:</source>
        <extracomment>Label before the chooser of the game of the shelf whose charts are shown (Mourners Call, Rest in Peace …).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="466"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="470"/>
        <source>Over time</source>
        <extracomment>Tab of the charts: the scores game after game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="105"/>
        <source>Factions and motives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="480"/>
        <source>Standings</source>
        <extracomment>Tab of the charts: the table of the players&apos; ratings in the chosen game, best first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="503"/>
        <source>Games won per player (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="504"/>
        <location filename="../qml/ChartsPage.qml" line="622"/>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="509"/>
        <location filename="../qml/ChartsPage.qml" line="521"/>
        <location filename="../qml/ChartsPage.qml" line="599"/>
        <source>No games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="654"/>
        <source>Standings: %1</source>
        <extracomment>Heading of the standings table; %1 is the game&apos;s name (Mourners Call, Rest in Peace …).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="664"/>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="665"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="667"/>
        <location filename="../qml/ChartsPage.qml" line="766"/>
        <source>Rating</source>
        <extracomment>Column of the standings: the rating (skill estimate minus three times its uncertainty).
----------
Axis title of the chart of ratings over time (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="669"/>
        <source>Games</source>
        <extracomment>Column of the standings: how many games of this game the player played.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="671"/>
        <source>Wins</source>
        <extracomment>Column of the standings: how many of them the player won (first place, shared too).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="690"/>
        <source>Standings of %1</source>
        <extracomment>Name of the standings table for screen readers; %1 is the game&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="710"/>
        <location filename="../qml/ChartsPage.qml" line="799"/>
        <source>No rated games yet</source>
        <extracomment>The standings of a game whose games cannot be rated (no game of two players or more with places).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="720"/>
        <source>Rating: the estimated skill minus three times its uncertainty (Weng–Lin rating, Plackett–Luce model). It rises as you play and win; players who share a place are tied.</source>
        <extracomment>Under the standings: what the rating is, in plain words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="730"/>
        <source>Rating over time (game 1 is the oldest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="54"/>
        <source>Average damage dealt per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="178"/>
        <source>Average score per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="179"/>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="55"/>
        <source>Average damage dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="528"/>
        <source>Scores over time (game 1 is the oldest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="554"/>
        <location filename="../qml/ChartsPage.qml" line="755"/>
        <source>Game</source>
        <extracomment>Axis title of the chart over time: the games played, in order (one play of the game each).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="564"/>
        <source>Score</source>
        <extracomment>Axis title of the chart over time: a player&apos;s score in points (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="57"/>
        <source>Games won per declared faction (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="60"/>
        <source>Games won per Ulterior Motive (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="61"/>
        <source>No motive was recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="58"/>
        <source>No faction was recorded yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClubServer</name>
    <message>
        <location filename="../app/core/clubserver.cpp" line="77"/>
        <source>Enter the server&apos;s name or address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="79"/>
        <source>The port is a number from 1 to 65535 (PostgreSQL&apos;s own is 5432).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="81"/>
        <source>Enter the name of the club&apos;s database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="83"/>
        <source>The server, database and user names have no spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="173"/>
        <source>The password is kept in the system&apos;s keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="176"/>
        <source>No keyring service answered: the password is kept in memory only and asked for again when the app starts.</source>
        <extracomment>No keyring service (GNOME Keyring, KWallet) answered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="179"/>
        <source>Looking for the password in the system&apos;s keyring…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="181"/>
        <source>No keyring service answered: type the password; it is kept in memory only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="182"/>
        <source>No password given yet (the server may not need one).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="268"/>
        <source>Syncing with the server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/clubserver.cpp" line="270"/>
        <source>%n game(s) wait to be sent to the server.</source>
        <translation>
            <numerusform>%n game waits to be sent to the server.</numerusform>
            <numerusform>%n games wait to be sent to the server.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/clubserver.cpp" line="273"/>
        <source>Server not reachable: %n game(s) wait. The app tries again by itself.</source>
        <extracomment>%n games recorded here that the server does not hold yet.</extracomment>
        <translation>
            <numerusform>Server not reachable: %n game waits. The app tries again by itself.</numerusform>
            <numerusform>Server not reachable: %n games wait. The app tries again by itself.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/clubserver.cpp" line="276"/>
        <source>Not synced: %1. %n game(s) wait.</source>
        <extracomment>%1 the reason (&quot;the server refused the login (user name or password)&quot;).</extracomment>
        <translation>
            <numerusform>Not synced: %1. %n game waits.</numerusform>
            <numerusform>Not synced: %1. %n games wait.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/clubserver.cpp" line="279"/>
        <source>Last sync: %1. %n game(s) wait to be sent.</source>
        <translation>
            <numerusform>Last sync: %1. %n game waits to be sent.</numerusform>
            <numerusform>Last sync: %1. %n games wait to be sent.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="281"/>
        <source>Every game is on the server. Last sync: %1.</source>
        <extracomment>%1 the time of the last sync.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComputerHint</name>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="132"/>
        <source>There is only one choice: “%1”.</source>
        <extracomment>A hint: %1 the label of the one choice button of the decision.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="136"/>
        <source>The computer would choose “%1”: it sees no other sensible choice.</source>
        <extracomment>A hint: %1 a choice&apos;s button; every other choice would waste something (move a figure back, pay Influence for a position already held).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="140"/>
        <source>The computer would choose “%1” (a quick choice: there was no time to weigh it).</source>
        <extracomment>A hint: %1 a choice&apos;s button, chosen by the rules of thumb because the search had no time.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="145"/>
        <source>The computer would choose “%1”.</source>
        <extracomment>A hint: %1 a choice&apos;s button.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/computerhint.cpp" line="153"/>
        <source>The computer would choose “%1”: about %n point(s) better than the next best choice, “%2”.</source>
        <extracomment>A hint: %1 the advised choice&apos;s button, %2 the next best choice&apos;s button; %n points of lead over the best other player that the computer expects it to gain.</extracomment>
        <translation>
            <numerusform>The computer would choose “%1”: about %n point better than the next best choice, “%2”.</numerusform>
            <numerusform>The computer would choose “%1”: about %n points better than the next best choice, “%2”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/computerhint.cpp" line="158"/>
        <source>The computer would choose “%1”: with it, it ends ahead of the others more often than with “%2”, although “%2” gains about %n point(s) more on average.</source>
        <extracomment>A hint: %1 the advised choice&apos;s button, %2 the next best one&apos;s; the advised choice ends ahead of the other players more often, the other one gains %n points more on average.</extracomment>
        <translation>
            <numerusform>The computer would choose “%1”: with it, it ends ahead of the others more often than with “%2”, although “%2” gains about %n point more on average.</numerusform>
            <numerusform>The computer would choose “%1”: with it, it ends ahead of the others more often than with “%2”, although “%2” gains about %n points more on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer would choose “%1”: it comes out ahead more often than with the next best choice, “%2”, though by about %n point(s) less.</source>
        <extracomment>A hint: %1 the advised choice&apos;s button, %2 the next best one&apos;s; the advised choice comes out ahead more often, but by %n points less on average.</extracomment>
        <translation type="vanished">
            <numerusform>The computer would choose “%1”: it comes out ahead more often than with the next best choice, “%2”, though by about %n point less.</numerusform>
            <numerusform>The computer would choose “%1”: it comes out ahead more often than with the next best choice, “%2”, though by about %n points less.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="164"/>
        <source>The computer would choose “%1”, though the next best choice, “%2”, is about as good.</source>
        <extracomment>A hint: %1 the advised choice&apos;s button, %2 the next best one&apos;s, worth about as many points.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="171"/>
        <source>Without knowing your hand: %1</source>
        <extracomment>A hint at a table game, where the app was not told the player&apos;s Court cards: the search drew them at random. %1 the hint&apos;s sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CorrectPastDialog</name>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="69"/>
        <source>Change a past entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="85"/>
        <source>What should it have been? Every later step is played again on top of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="106"/>
        <source>%1&apos;s bid is secret while the bidding goes on. Pass the laptop to %1.</source>
        <extracomment>%1 the player whose blind bid is being changed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="117"/>
        <source>I am %1: show my bid</source>
        <extracomment>The bidder confirms they hold the laptop; %1 their name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="172"/>
        <source>Drop %n later step(s)? Undo (Ctrl+Z) brings them back.</source>
        <extracomment>Asked before a change of a past entry drops later steps; %n how many.</extracomment>
        <translation>
            <numerusform>Drop %n later step? Undo (Ctrl+Z) brings it back.</numerusform>
            <numerusform>Drop %n later steps? Undo (Ctrl+Z) brings them back.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="187"/>
        <source>Undo (Ctrl+Z) brings back the game as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="194"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="201"/>
        <source>Yes, drop %n step(s)</source>
        <extracomment>Confirms a change of a past entry that drops later steps; %n how many.</extracomment>
        <translation>
            <numerusform>Yes, drop %n step</numerusform>
            <numerusform>Yes, drop %n steps</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="202"/>
        <source>Apply the change</source>
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
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="30"/>
        <source>Rituals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="30"/>
        <source>points on the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="32"/>
        <source>Black</source>
        <extracomment>Dead Man&apos;s Crown sheet: the Oracle&apos;s black line (a colour).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="32"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="33"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="34"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="35"/>
        <source>cubes · skulls used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="33"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="34"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="35"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="37"/>
        <source>Runes</source>
        <extracomment>Dead Man&apos;s Crown sheet: the Oracle&apos;s line of runes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="37"/>
        <source>cubes · rune group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="38"/>
        <source>Cursed star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="38"/>
        <source>cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="39"/>
        <source>All skulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="39"/>
        <source>cubes · skulls left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="40"/>
        <source>Bones left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="40"/>
        <source>decide a tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="61"/>
        <source>%1.</source>
        <extracomment>The place of a player in the ranking (&quot;1.&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="67"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="67"/>
        <source>To the next or the previous field; the sheet scrolls to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="69"/>
        <source>Up, Down</source>
        <extracomment>Keys sheet of a score sheet: the arrow keys change the number in the field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="69"/>
        <source>One more or one less in the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="70"/>
        <source>0 … 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="70"/>
        <source>Type the number into the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="71"/>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="71"/>
        <source>Press the button that has the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="73"/>
        <source>Ctrl+S</source>
        <extracomment>Keys sheet of a score sheet: Ctrl+S saves the sheet to the history.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="73"/>
        <source>Save the sheet to the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="82"/>
        <source>Dead Man&apos;s Crown: score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="118"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="129"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="135"/>
        <source>End of the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="141"/>
        <source>New sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="148"/>
        <source>Saved</source>
        <extracomment>Button after the sheet was saved to the history (an adjective), or that saves it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="148"/>
        <source>Save to history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="152"/>
        <source>Save the sheet to the history (Ctrl+S)</source>
        <extracomment>Tooltip of a score sheet&apos;s Save button: its key.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="204"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="221"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="383"/>
        <source>Total</source>
        <extracomment>Dead Man&apos;s Crown sheet: the row of each player&apos;s total score (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="406"/>
        <source>%1: %2 points, place %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="421"/>
        <source>Result</source>
        <extracomment>Heading of the panel with the sheet&apos;s ranking (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="489"/>
        <source>The Oracle</source>
        <extracomment>Dead Man&apos;s Crown: the Oracle, a part of that game&apos;s board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="520"/>
        <source>No cube on the Oracle yet: enter the cubes of each space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="572"/>
        <source>Start a new sheet?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="578"/>
        <source>Every number goes back to 0; the names stay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeadMansCrownSheet</name>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="237"/>
        <source>Player %1</source>
        <extracomment>A player of the score sheet whose name was left empty.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="326"/>
        <source>There is no field %1 for player %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="331"/>
        <source>%1, %2: %3 is not possible; enter a whole number from 0 to 999.</source>
        <extracomment>%1 player, %2 field, %3 the refused number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="350"/>
        <source>%1, %2: “%3” is not a whole number; enter a number from 0 to 999.</source>
        <extracomment>%1 player, %2 field, %3 what was typed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="25"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="406"/>
        <source>Ritual points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="26"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="408"/>
        <source>Cubes on black</source>
        <extracomment>Cubes a player has on a space of the Oracle board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="28"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="409"/>
        <source>Cubes on red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="30"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="410"/>
        <source>Cubes on white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="32"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="411"/>
        <source>Cubes on gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="34"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="412"/>
        <source>Cubes on runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="36"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="413"/>
        <source>Cubes on the cursed star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="37"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="414"/>
        <source>Cubes on all skulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="27"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="416"/>
        <source>Black skulls used</source>
        <extracomment>Skulls of a colour the player used to perform rituals.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="29"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="417"/>
        <source>Red skulls used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="31"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="418"/>
        <source>White skulls used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="33"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="419"/>
        <source>Gold skulls used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="35"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="421"/>
        <source>Largest rune group</source>
        <extracomment>The largest orthogonal group of the player&apos;s cubes on the Scriptorium grid.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="38"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="422"/>
        <source>Skulls left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="39"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="423"/>
        <source>Bones left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="425"/>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="426"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="427"/>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="428"/>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="429"/>
        <source>Runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="430"/>
        <source>Cursed star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="431"/>
        <source>All skulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="439"/>
        <source>black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="440"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="441"/>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="442"/>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="443"/>
        <source>runes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="444"/>
        <source>the cursed star</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="445"/>
        <source>all skulls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="450"/>
        <source>most cubes on %1</source>
        <extracomment>%1 a space of the Oracle (&quot;black&quot;, &quot;the cursed star&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="451"/>
        <source>second most cubes on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="452"/>
        <source>tied for most cubes on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="457"/>
        <source>%1: %2 = %3</source>
        <extracomment>An award of the cursed star: %1 player, %2 why, %3 points. &quot;Ada: most cubes on the cursed star = 20&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="460"/>
        <source>%n black skull(s) used</source>
        <translation>
            <numerusform>%n black skull used</numerusform>
            <numerusform>%n black skulls used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="461"/>
        <source>%n red skull(s) used</source>
        <translation>
            <numerusform>%n red skull used</numerusform>
            <numerusform>%n red skulls used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="462"/>
        <source>%n white skull(s) used</source>
        <translation>
            <numerusform>%n white skull used</numerusform>
            <numerusform>%n white skulls used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="463"/>
        <source>%n gold skull(s) used</source>
        <translation>
            <numerusform>%n gold skull used</numerusform>
            <numerusform>%n gold skulls used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="464"/>
        <source>%n cube(s) in the largest rune group</source>
        <translation>
            <numerusform>%n cube in the largest rune group</numerusform>
            <numerusform>%n cubes in the largest rune group</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="465"/>
        <source>%n skull(s) left</source>
        <translation>
            <numerusform>%n skull left</numerusform>
            <numerusform>%n skulls left</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="470"/>
        <source>%1: %2, %3 × %4 = %5</source>
        <extracomment>An award: %1 player, %2 why, %3 points each, %4 what is counted, %5 points. &quot;Ada: most cubes on black, 5 × 3 black skulls used = 15&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="503"/>
        <source>tie on points: decided by bones left (%1)</source>
        <extracomment>Ranking: a tie on points decided by the bones left (DMC-WIN-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="505"/>
        <source>tie on points and bones: place shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="539"/>
        <source>%1: %2 tie for second most cubes, so nobody gets the second reward.</source>
        <extracomment>%1 a space of the Oracle, %2 the players (&quot;Bo and Cy&quot;). DMC-TIE-2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="550"/>
        <source>Enter each player&apos;s numbers: the result follows as you type.</source>
        <extracomment>The score sheet before any number was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="559"/>
        <source>%1 share the victory with %2 points.</source>
        <extracomment>%1 the players (&quot;Ada and Bo&quot;), %2 points. DMC-WIN-1: same points and bones.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="561"/>
        <source>%1 wins with %2 points, on bones left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="562"/>
        <source>%1 wins with %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="568"/>
        <source>The end comes at the end of a round in which someone has performed a 7th ritual or placed their last cube. Then everyone, the active player included, takes one more turn as the active player. Then score here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DigitalSetup</name>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="28"/>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="83"/>
        <source>Who plays?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="89"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="132"/>
        <source>Seat %1</source>
        <extracomment>A seat of the digital game&apos;s form, numbered from 1 (a place at the table).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="143"/>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="152"/>
        <source>Who plays seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="157"/>
        <source>oldest</source>
        <extracomment>Choice beside a seat: this player is the oldest and starts with the Alltaker.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="188"/>
        <source>People take turns at this laptop: before each private choice the app asks to pass the laptop. Computer players decide by themselves; the strong one takes up to a second a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="195"/>
        <source>Rules and cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="202"/>
        <source>Ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="217"/>
        <source>Cards marked stand-in are original stand-ins, not the printed cards. Enter the cards of your box in the card editor to play with them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="59"/>
        <source>Shared victory: %1</source>
        <extracomment>%1 the winner(s).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="60"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="69"/>
        <source>The Ulterior Motives are revealed and scored. Score = Unity + Bone + Flesh + Spirit + motive bonus; ties go to most Etherea, then most Mourner cards. [R-END-4, R-END-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="71"/>
        <source>Reveal the Ulterior Motives and type in each bonus. Score = Unity + Bone + Flesh + Spirit + motive bonus; ties go to most Etherea, then most Mourner cards. [R-END-4, R-END-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Place</source>
        <extracomment>Column headings of the end screen&apos;s table: the place in the ranking (a noun), the player, their numbers and their score.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="91"/>
        <source>Motive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="91"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="91"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="91"/>
        <source>Mourners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="189"/>
        <source>Motive: %1</source>
        <extracomment>The Ulterior Motive revealed at the end, under the player&apos;s name; %1 its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="196"/>
        <source>Ulterior Motive of %1: %2</source>
        <extracomment>%1 player, %2 the name of their Ulterior Motive (or &quot;not known to the app&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="214"/>
        <source>Lower the motive bonus of %1</source>
        <extracomment>%1 player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="222"/>
        <source>Raise the motive bonus of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="259"/>
        <source>Add to the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="261"/>
        <source>Keeps this result in the history of games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="22"/>
        <source>nobody</source>
        <extracomment>Stands for a player where the game names nobody.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="33"/>
        <source>Player %1</source>
        <extracomment>Default name of a player whose name was left empty; %1 is the seat number 1-4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="41"/>
        <source>the Crypt</source>
        <extracomment>The player&apos;s own Crypt, where new figures arrive.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="44"/>
        <source>%1 %2</source>
        <extracomment>A location: %1 is its printed number (1-12), %2 its name, e.g. &quot;5 Calvum Harrows&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="63"/>
        <source>guild %1</source>
        <extracomment>A guild index the app does not know (should not happen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="82"/>
        <source>an unknown card</source>
        <extracomment>A card the app was told is there but not which one (table play: &quot;draw unknown&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="155"/>
        <source>have %1 Etherea</source>
        <extracomment>A Wallows objective: %1 Etherea.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="156"/>
        <source>have %1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="158"/>
        <source>have %1 %2 Influence</source>
        <extracomment>%1 amount, %2 faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="179"/>
        <source>%1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="180"/>
        <source>%1 Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="182"/>
        <source>%1 %2 Influence</source>
        <extracomment>%1 signed amount, %2 faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="183"/>
        <source>Suspicion %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="184"/>
        <source>Threat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="185"/>
        <source>%1 Etherea to the Dirth Forge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="187"/>
        <source>%1 %2 figure</source>
        <extracomment>%1 signed amount, %2 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="188"/>
        <source>steal %1 %2 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="94"/>
        <location filename="../app/mourners/eventtext.cpp" line="197"/>
        <source>%1: %2</source>
        <extracomment>A card&apos;s tooltip: %1 its name, %2 what it does.
----------
A Wallows card in short: %1 its objective, %2 its reward. E.g. &quot;have 4 Etherea: +1 Unity&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="46"/>
        <source>place %1</source>
        <comment>a location</comment>
        <extracomment>A place index the app does not know (should not happen).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="53"/>
        <source>in the Crypt</source>
        <extracomment>Where a figure is: in its owner&apos;s Crypt (the other form is &quot;at %1&quot; with a location).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="55"/>
        <source>at %1</source>
        <comment>a figure&apos;s place</comment>
        <extracomment>Where a figure is: %1 a location (&quot;at 5 Calvum Harrows&quot;; the other form is &quot;in the Crypt&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="200"/>
        <source>%1; if not: %2</source>
        <extracomment>%1 the objective and reward, %2 the penalty when the objective is not met.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="208"/>
        <source>Setup</source>
        <extracomment>Name of the game&apos;s phase before the first round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="210"/>
        <source>Etherea distribution</source>
        <extracomment>Phase 1 of a round (R-DIST).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="212"/>
        <source>Wallows</source>
        <extracomment>Phase 2 of a round: Wallows cards are dealt (R-WAL).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="214"/>
        <source>Court draft</source>
        <extracomment>Phase 3 of a round (R-DRAFT).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="216"/>
        <source>Actions</source>
        <extracomment>Phase 4 of a round (R-ACT).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="218"/>
        <source>Dreadsgrip check</source>
        <extracomment>Phase 5 of a round: over-crowded locations are checked (R-DREAD).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="220"/>
        <source>Celestial tithe</source>
        <extracomment>Phase 6 of a round (R-TITHE).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="222"/>
        <source>Resolve locations and guilds</source>
        <extracomment>Phase 7 of a round: majorities of locations, then guilds (R-MAJ).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="224"/>
        <source>Clean-up</source>
        <extracomment>Phase 8 of a round (R-CLEAN).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="226"/>
        <source>Game over</source>
        <extracomment>The game has ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="235"/>
        <source>Bone</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="237"/>
        <source>Flesh</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="239"/>
        <source>Spirit</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="247"/>
        <source>Suspicion</source>
        <extracomment>The two meters of the board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="247"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="253"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="254"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="256"/>
        <source>Bone Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="258"/>
        <source>Flesh Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="260"/>
        <source>Spirit Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="262"/>
        <source>Ulterior Motive bonus</source>
        <extracomment>The Ulterior Motive bonus typed in at the end of a table game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="264"/>
        <source>Etherea on the Dirth Forge</source>
        <extracomment>Etherea lying on the Dirth Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="266"/>
        <source>Unity in the supply</source>
        <extracomment>Unity tokens left in the common supply.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="295"/>
        <source>%1 reached %2, back to %3 (%4).</source>
        <extracomment>%1 Suspicion or Threat, %2 the value reached (one past the top), %3 where the marker goes back to, %4 the change such as +2 (R-SUSP-1, R-THREAT-10).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="345"/>
        <source>there is no player %1 in this game</source>
        <extracomment>%1 a player number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="347"/>
        <source>there is no such resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="352"/>
        <source>%1 has %2 %3; a change of %4 would leave %5 (allowed %6 to %7)</source>
        <extracomment>%1 player, %2 their amount now, %3 what (e.g. Etherea), %4 the change asked for such as -5, %5 what it would leave, %6 and %7 the allowed range.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="361"/>
        <source>%1 is %2; a change of %3 would leave %4 (allowed %5 to %6)</source>
        <extracomment>%1 what (e.g. Etherea on the Dirth Forge), %2 its amount now, %3 the change asked for such as +2, %4 what it would leave, %5 and %6 the allowed range.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="370"/>
        <source>%1 can be set from %2 to %3, not %4</source>
        <extracomment>%1 Suspicion or Threat, %2 and %3 the allowed values, %4 the value asked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="372"/>
        <source>there is no such place; places are 1 to 12 and the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="374"/>
        <source>there is no such guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="377"/>
        <source>the figure is already at %1</source>
        <extracomment>%1 a place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="383"/>
        <source>%1 has no base left for a new figure</source>
        <extracomment>%1 player (R-COMP-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="386"/>
        <source>no %1 figure is left in the supply</source>
        <extracomment>%1 guild (R-COMP-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="388"/>
        <source>figures are added (+1) or removed (-1) one at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="391"/>
        <source>the Alltaker must go to a player of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="393"/>
        <source>the Dreadsbane token goes to a player of this game or back to the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="395"/>
        <source>Malavestros stands at a location from 1 to %1 or off the board</source>
        <extracomment>%1 the number of locations (12).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="408"/>
        <source>Round %1 begins.</source>
        <extracomment>%1 is the round number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="411"/>
        <source>Phase: %1.</source>
        <extracomment>%1 is a phase name, e.g. &quot;Etherea distribution&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="414"/>
        <source>%1 rolled %2 on the dice.</source>
        <extracomment>%1 player, %2 the total of the dice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="417"/>
        <source>Pile %1 holds %2 Etherea.</source>
        <extracomment>%1 is the pile&apos;s number (1, 2, ...), %2 the Etherea in it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="420"/>
        <source>%1 took pile %2 with %3 Etherea.</source>
        <extracomment>%1 player, %2 pile number, %3 Etherea in it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="424"/>
        <source>%1 took 2 %2 Influence instead of a pile.</source>
        <extracomment>%1 player, %2 a faction. Taken instead of an Etherea pile (R-DIST-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="426"/>
        <source>%1 took 1 %2 and 1 %3 Influence instead of a pile.</source>
        <extracomment>%1 player, %2 and %3 factions. Taken instead of an Etherea pile (R-DIST-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="430"/>
        <source>%1 put %2 Etherea on %3.</source>
        <extracomment>%1 player, %2 Etherea, %3 the location &quot;Dirth Forge&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="432"/>
        <source>%1 Etherea went to %2.</source>
        <extracomment>%1 Etherea, %2 the location &quot;Dirth Forge&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="438"/>
        <source>%1 was dealt the Court card %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="440"/>
        <source>%1 was dealt a Court card.</source>
        <extracomment>%1 player. The card is unknown or hidden from the other players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="442"/>
        <source>%1 drew the Mourner card %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="443"/>
        <source>%1 drew a Mourner card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="445"/>
        <source>%1 was dealt the Wallows card %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="446"/>
        <source>%1 was dealt a Wallows card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="448"/>
        <source>%1 was dealt the Ulterior Motive %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="449"/>
        <source>%1 was dealt an Ulterior Motive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="454"/>
        <source>%1 kept an Ulterior Motive and declared the %2 faction.</source>
        <extracomment>%1 player, %2 faction. Keeping a motive declares the player&apos;s faction (R-SETUP-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="457"/>
        <source>%1 played %2, action %3.</source>
        <extracomment>%1 player, %2 Court card, %3 which of its two actions (1 or 2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="461"/>
        <source>%1 gained an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of the figure of a Mourner card the table did not name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="463"/>
        <source>%1 gained the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="467"/>
        <source>%1 lost an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card; it leaves the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="469"/>
        <source>%1 lost the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card; it leaves the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="473"/>
        <source>%1 used an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card whose ability was used.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="475"/>
        <source>%1 activated the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="479"/>
        <source>%1&apos;s unnamed Mourner card (%2) is deactivated for this round.</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card: it cannot be used until clean-up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="481"/>
        <source>%1&apos;s Mourner %2 is deactivated for this round.</source>
        <extracomment>%1 player, %2 Mourner card: it cannot be used until clean-up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="507"/>
        <source>%1&apos;s %2 figure %3 was removed from play.</source>
        <extracomment>%1 player, %2 guild, %3 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;). The figure goes to the supply, its base back to the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="510"/>
        <source>%1 gained a %2 figure %3.</source>
        <extracomment>%1 player, %2 guild, %3 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="532"/>
        <source>%1 raised Threat to %2; the marker goes back to %3.</source>
        <extracomment>%1 player. Threat passed its top (R-THREAT-10); what is lost follows in the next lines.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="538"/>
        <source>%1 has no Mourner card to lose, so nobody loses a card or a figure.</source>
        <extracomment>%1 player who raised Threat to the top but holds no Mourner card (R-THREAT-10).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="541"/>
        <source>%1&apos;s Mourner %2 took effect.</source>
        <extracomment>%1 player, %2 Mourner card whose triggered ability took effect by itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="546"/>
        <source>%1&apos;s unnamed Mourner (%2) used its end-of-round ability; its effect is entered as a correction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="550"/>
        <source>%1&apos;s unnamed Mourner (%2) had no end-of-round effect this round.</source>
        <extracomment>%1 player, %2 guild of an unnamed Mourner (table play).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="553"/>
        <source>%1&apos;s Mourner %2: its end-of-round ability was applied.</source>
        <extracomment>%1 player, %2 Mourner card: its end-of-round ability was applied (table play).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="555"/>
        <source>%1&apos;s Mourner %2: its end-of-round ability was not applied.</source>
        <extracomment>%1 player, %2 Mourner card: its end-of-round ability was not applied (table play).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="559"/>
        <source>%1 kept their hand.</source>
        <extracomment>%1 player who declined Severamm&apos;s swap.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="562"/>
        <source>%1 swapped a Court card of their hand for an undealt one.</source>
        <extracomment>%1 player. Which cards were swapped stays hidden from the other players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="564"/>
        <source>%1 swapped %2 for %3.</source>
        <extracomment>%1 player, %2 Court card given back, %3 Court card taken.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="567"/>
        <source>%1 kept the Wallows card %2 as an artifact.</source>
        <extracomment>%1 player, %2 Wallows card kept for the rest of the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="573"/>
        <source>%1 is over-crowded: %n figure(s), the limit is %2.</source>
        <extracomment>%1 location, %n figures there, %2 the limit set by Threat.</extracomment>
        <translation>
            <numerusform>%1 is over-crowded: %n figure, the limit is %2.</numerusform>
            <numerusform>%1 is over-crowded: %n figures, the limit is %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="592"/>
        <source>The tithe is %1 Etherea; the Dirth Forge pays %2 of it and returns the rest, %3 Etherea, to the supply.</source>
        <extracomment>%1 Etherea owed this round, %2 of it paid by the Etherea on the Dirth Forge, %3 the Forge&apos;s Etherea beyond the tithe, which goes back to the supply.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="601"/>
        <source>The bids are revealed: %1 Etherea in all, the tithe is paid.</source>
        <extracomment>%1 the total of the blind bids, which with the Dirth Forge&apos;s Etherea pays the whole tithe.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="618"/>
        <source>%1 has %n figure(s) for %2.</source>
        <extracomment>%1 player, %2 location or guild, %n their figures (the count behind a majority).</extracomment>
        <translation>
            <numerusform>%1 has %n figure for %2.</numerusform>
            <numerusform>%1 has %n figures for %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="623"/>
        <source>%1 has the majority of %2 with %n figure(s).</source>
        <extracomment>%1 player, %2 location or guild, %3 their figures there.</extracomment>
        <translation>
            <numerusform>%1 has the majority of %2 with %n figure.</numerusform>
            <numerusform>%1 has the majority of %2 with %n figures.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="626"/>
        <source>Nobody has the majority of %1: tied at %n figure(s).</source>
        <extracomment>%1 location or guild, %n figures of each tied player.</extracomment>
        <translation>
            <numerusform>Nobody has the majority of %1: tied at %n figure.</numerusform>
            <numerusform>Nobody has the majority of %1: tied at %n figures.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="684"/>
        <source>Adjustment: %1 %2.</source>
        <extracomment>A correction typed in at the table: %1 what changed, %2 the change such as +2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="686"/>
        <source>Adjustment: %1&apos;s %2 %3.</source>
        <extracomment>A correction typed in at the table: %1 player, %2 what changed, %3 the change such as +2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="484"/>
        <source>%1 recruited for the %2.</source>
        <extracomment>%1 player, %2 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="160"/>
        <source>have %n figure(s) at %1</source>
        <extracomment>%n figures, %1 location.</extracomment>
        <translation>
            <numerusform>have %n figure at %1</numerusform>
            <numerusform>have %n figures at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="162"/>
        <source>have %n %1 figure(s)</source>
        <extracomment>%n figures, %1 guild.</extracomment>
        <translation>
            <numerusform>have %n %1 figure</numerusform>
            <numerusform>have %n %1 figures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="163"/>
        <source>have %n Mourner card(s)</source>
        <translation>
            <numerusform>have %n Mourner card</numerusform>
            <numerusform>have %n Mourner cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="189"/>
        <source>move %n figure(s) to %1</source>
        <translation>
            <numerusform>move %n figure to %1</numerusform>
            <numerusform>move %n figures to %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="340"/>
        <source>adjustments exist only in a table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="342"/>
        <source>that is not an adjustment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="380"/>
        <source>%1 has no %2 figure %3</source>
        <extracomment>%1 player, %2 guild, %3 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="488"/>
        <source>%1 gets no %2 figure: no base left.</source>
        <extracomment>%1 player, %2 guild: the player has no base left (R-COMP-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="490"/>
        <source>%1 gets no %2 figure: none left in the supply.</source>
        <extracomment>%1 player, %2 guild: the supply of that guild is empty (R-COMP-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="493"/>
        <source>%1 gets no card: the %2 deck is empty.</source>
        <extracomment>%1 player, %2 faction: that Mourner deck is empty (R-COMP-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="497"/>
        <source>%1 moved %n figure(s) from %2 to %3, paying %4 Influence.</source>
        <extracomment>%1 player, %n figures, %2 from place, %3 to place, %4 Influence paid.</extracomment>
        <translation>
            <numerusform>%1 moved %n figure from %2 to %3, paying %4 Influence.</numerusform>
            <numerusform>%1 moved %n figures from %2 to %3, paying %4 Influence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="501"/>
        <source>%1 moved %n figure(s) from %2 to %3 for free.</source>
        <extracomment>%1 player, %n figures, %2 from place, %3 to place; free (Gallevarbe).</extracomment>
        <translation>
            <numerusform>%1 moved %n figure from %2 to %3 for free.</numerusform>
            <numerusform>%1 moved %n figures from %2 to %3 for free.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="504"/>
        <source>%1&apos;s %2 figure moved from %3 to %4.</source>
        <extracomment>%1 player, %2 guild, %3 from place, %4 to place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="512"/>
        <source>%1 gained %2 Etherea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="512"/>
        <source>%1 lost %2 Etherea.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="514"/>
        <source>%1 gained %2 Unity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="514"/>
        <source>%1 lost %2 Unity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="517"/>
        <source>%1 gained %2 %3 Influence.</source>
        <extracomment>%1 player, %2 amount, %3 faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="518"/>
        <source>%1 lost %2 %3 Influence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="521"/>
        <source>%1 rose to %2 (%3).</source>
        <extracomment>%1 Suspicion or Threat, %2 new value, %3 change such as +1 or -2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="523"/>
        <source>%1 fell to %2 (%3).</source>
        <extracomment>%1 Suspicion or Threat, %2 new value, %3 the change such as -2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="526"/>
        <source>%1 raised Suspicion to %2 and pays the penalty; the marker goes back to %3.</source>
        <extracomment>%1 player. Suspicion passed its top; the player loses Unity (R-SUSP-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="570"/>
        <source>%1 could not pay %2 Unity; the rest is forgiven.</source>
        <extracomment>%1 player, %2 points of Unity they could not pay in any way (D-PAY).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="578"/>
        <source>the figure is removed from play</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="580"/>
        <source>the figure goes back to the Crypt</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="582"/>
        <source>the figure stays</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="585"/>
        <source>A %1 was rolled for %2&apos;s %3 figure at %4: %5.</source>
        <extracomment>%1 die face, %2 player, %3 guild, %4 location, %5 outcome.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="597"/>
        <source>The tithe is %1 Etherea; the Dirth Forge pays %2 of it.</source>
        <extracomment>%1 Etherea owed this round, %2 of it paid by the Etherea on the Dirth Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="603"/>
        <source>The bids are revealed: %1 Etherea in all, %2 still missing.</source>
        <extracomment>%1 the total of the blind bids, %2 Etherea still missing.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="606"/>
        <source>%1 bid %2 Etherea.</source>
        <extracomment>%1 player, %2 Etherea bid.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="610"/>
        <source>The tithe is met; %1 gave the most (%2 Etherea).</source>
        <extracomment>%1 player who gave the most, %2 their bid.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="612"/>
        <source>The tithe is met; the highest bids tied at %1 Etherea.</source>
        <extracomment>%1 the highest bid, given by more than one player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="615"/>
        <source>The tithe is missed: %1 of %2 Etherea.</source>
        <extracomment>%1 Etherea given, %2 Etherea owed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="628"/>
        <source>Nobody has figures for %1.</source>
        <extracomment>%1 location or guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="632"/>
        <source>%1 used the Alltaker to win the tie for %2.</source>
        <extracomment>%1 player, %2 location or guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="636"/>
        <source>%1 skipped the action of %2.</source>
        <extracomment>%1 player, %2 location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="638"/>
        <source>%1 skipped the bonus of the %2.</source>
        <extracomment>%1 player, %2 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="641"/>
        <source>%1 gains 1 Unity from Malavestros at %2.</source>
        <extracomment>%1 player, %2 location where Malavestros stands (R-MAJ-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="644"/>
        <source>%1 takes the Dreadsbane token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="645"/>
        <source>The Dreadsbane token goes back to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="648"/>
        <source>%1 takes the Alltaker.</source>
        <extracomment>%1 player. The Alltaker figure makes them first player (R-DEATH-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="652"/>
        <source>Malavestros stands at %1.</source>
        <extracomment>%1 location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="653"/>
        <source>Malavestros leaves the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="656"/>
        <source>%1 took %2 %3 Influence from %4.</source>
        <extracomment>%1 thief, %2 amount, %3 faction, %4 victim.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="661"/>
        <source>%1 completed their Wallows objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="662"/>
        <source>%1 did not complete their Wallows objective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="665"/>
        <source>%1 completed the Wallows card %2.</source>
        <extracomment>%1 player, %2 Wallows card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="667"/>
        <source>%1 did not complete the Wallows card %2.</source>
        <extracomment>%1 player, %2 Wallows card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="670"/>
        <source>%1 passed.</source>
        <extracomment>%1 a player who passed: no more actions for them this round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="674"/>
        <source>The last Unity has left the supply: everyone gets one more turn, then the round ends the game.</source>
        <extracomment>R-END-2: the last Unity left the supply during the Action phase.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="677"/>
        <source>The last Unity has left the supply: this round&apos;s remaining phases end the game.</source>
        <extracomment>R-END-3: the last Unity left the supply after the Action phase.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="679"/>
        <source>%1 takes their final turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="689"/>
        <source>The game is over: final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="692"/>
        <source>Event %1.</source>
        <extracomment>An event this version cannot describe; %1 is its number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="80"/>
        <source>a Wallows card the table did not name</source>
        <extracomment>Table play: a Wallows card lies face up, but nobody entered which one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="96"/>
        <source>completed, reward at clean-up</source>
        <comment>a Wallows objective</comment>
        <extracomment>A Wallows objective that was reached this round (R-WAL-1); its reward comes at clean-up (R-CLEAN-1), which a person did not expect.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="98"/>
        <source>%1 of %2</source>
        <extracomment>How far a Wallows objective is met: %1 the amount counted now, %2 the amount it asks.</extracomment>
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
        <location filename="../qml/FileChooser.qml" line="107"/>
        <source>Up to the parent folder</source>
        <extracomment>The file dialog&apos;s button that goes up to the folder holding the one shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="111"/>
        <location filename="../qml/FileChooser.qml" line="112"/>
        <source>Kinds of files shown</source>
        <extracomment>The file dialog&apos;s box that chooses which kinds of files are listed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="219"/>
        <source>The file dialog could not be opened: a part of Qt it needs is missing on this computer (on Debian, the package qml6-module-qt-labs-folderlistmodel). Type the file&apos;s full path instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="235"/>
        <source>File path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="243"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="150"/>
        <source>A game needs 2 to 4 players, not %1.</source>
        <extracomment>%1 is the number of players asked for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="153"/>
        <source>Choose which of the %1 players is the oldest.</source>
        <extracomment>The oldest player starts the game with the Alltaker (R-SETUP).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="120"/>
        <source>Player %1</source>
        <extracomment>Default name of a player; %1 is the seat number 1-4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="139"/>
        <source>Two players are called “%1”: give everyone a different name.</source>
        <extracomment>%1 is a player name given twice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="195"/>
        <source>The built-in rules could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="203"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="549"/>
        <source>A table game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="206"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="824"/>
        <source>A digital game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="220"/>
        <source>The correction was not applied: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="221"/>
        <source>The correction was not applied: corrections exist only in a table game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="222"/>
        <source>The correction was not applied: it is impossible here. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="229"/>
        <source>“%1” was not applied: the game is over.</source>
        <extracomment>%1 is the action typed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="232"/>
        <source>“%1” was not applied: it is not that player&apos;s decision. %2</source>
        <extracomment>%1 the action typed, %2 what the game waits for, e.g. &quot;Ada chooses ...&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="235"/>
        <source>“%1” is not allowed now; the list shows the actions that are. Nothing was changed.</source>
        <extracomment>%1 the action typed; the list shows the legal actions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="237"/>
        <source>“%1” was not applied: adjustments exist only in a table game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="239"/>
        <source>“%1” was not applied: that adjustment is impossible here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="241"/>
        <source>“%1” was not applied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="247"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="271"/>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="41"/>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="258"/>
        <source>Start a new game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="253"/>
        <source>Type an action first, for example “%1”.</source>
        <extracomment>%1 is an example action, such as &quot;keep bone&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="262"/>
        <source>“%1” is not an action the app understands: %2. Nothing was changed.</source>
        <extracomment>%1 the text typed, %2 the reason from the rules engine (in English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="303"/>
        <source>It is %1&apos;s decision: the computer plays it.</source>
        <extracomment>%1 a computer player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="308"/>
        <source>Pass the laptop to %1 first.</source>
        <extracomment>%1 the player who decides now (hot-seat play).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="356"/>
        <source>The correction was not applied: %1. Nothing was changed.</source>
        <extracomment>%1 why the correction of the Adjust dialog is impossible, e.g. &quot;Ada has 2 Etherea; a change of -5 would leave -3 (allowed 0 to 999)&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="359"/>
        <source>“%1” was not applied: %2. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="34"/>
        <source>Undo would reopen %1&apos;s secret bid: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo (R-TITHE-2). %1 the player whose blind bid the undo would take back.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="37"/>
        <source>Undo would reopen %1&apos;s secret choice of an Ulterior Motive: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo (R-SETUP-4). %1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="40"/>
        <source>Undo would reopen %1&apos;s secret draft pick: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo (R-DRAFT-2). %1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="43"/>
        <source>Undo would reopen %1&apos;s turn and show their hand: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo (R-ACT-1). %1 a player, whose hand of Court cards their turn shows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="46"/>
        <source>Undo would reopen %1&apos;s decision: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo. %1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="450"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="667"/>
        <source>%1 could not be opened. %2 The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reasons, one sentence each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="39"/>
        <source>The board settings are not valid. %1</source>
        <extracomment>%1 what is wrong, one sentence per field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="50"/>
        <location filename="../app/mourners/newgamesetup.cpp" line="56"/>
        <source>The chosen cards cannot be used: %1</source>
        <extracomment>%1 the reason from the ruleset library.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="66"/>
        <source>The chosen cards cannot be used. %1</source>
        <extracomment>%1 the faults, one sentence each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="272"/>
        <source>Unknown card · %1</source>
        <extracomment>A starting Mourner the app need not know: only the guild of its figure. %1 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="279"/>
        <source>%1 · %2</source>
        <extracomment>A starting Mourner in the new-game form: %1 card, %2 the guild of its figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="600"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="614"/>
        <source>Nobody can pass now. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="166"/>
        <source>%1&apos;s bid</source>
        <extracomment>A blind bid named without its amount: %1 the player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="209"/>
        <source>Round %1: %2&apos;s bid changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="211"/>
        <source>Round %1: “%2” changed to “%3”.</source>
        <extracomment>%1 the round, %2 what the table had entered, %3 what it becomes (a die total, a pile, a pick ...).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="251"/>
        <source>%n later step(s) dropped.</source>
        <extracomment>After a correction of the past: the steps from the one that no longer applies on.</extracomment>
        <translation>
            <numerusform>%n later step dropped.</numerusform>
            <numerusform>%n later steps dropped.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="262"/>
        <source>The setup of the game cannot be changed here; start a new game instead. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="275"/>
        <source>Only a table game&apos;s entries can be changed. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="278"/>
        <source>There is no such step to change. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="311"/>
        <source>Past entry changed: %1</source>
        <extracomment>A row of the log: %1 what was corrected and what followed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="230"/>
        <source>the game is over before it</source>
        <extracomment>Why a later step no longer applies after a correction of the past.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="193"/>
        <source>%n later step(s) kept.</source>
        <extracomment>After a correction of the past: the later steps that still apply.</extracomment>
        <translation>
            <numerusform>%n later step kept.</numerusform>
            <numerusform>%n later steps kept.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="234"/>
        <source>the game now asks something else there: %1</source>
        <extracomment>Why a later step no longer applies after a correction of the past: %1 what the game asks there now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="246"/>
        <source>Stopped at step %1 (round %2): “%3” is no longer possible, because %4.</source>
        <extracomment>%1 the step number in the log, %2 the round, %3 the entry that no longer applies, %4 why.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="281"/>
        <source>That choice answers another decision than the step did. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="284"/>
        <source>That is what was entered already. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="287"/>
        <source>That choice was not possible at that point. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="89"/>
        <source>%1 has decided.</source>
        <extracomment>%1 a player. Logged for a decision whose content stays hidden for now (a bid, a draft pick).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="524"/>
        <location filename="../app/mourners/gamecontrollerlog.cpp" line="56"/>
        <location filename="../app/mourners/gamecontrollerlog.cpp" line="114"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="110"/>
        <source>Only one choice, applied by the app: %1.</source>
        <extracomment>%1 the choice the app made, e.g. &quot;Pay with Bone Influence&quot;. Logged when a decision had one option.
----------
The same line as the game&apos;s log: a decision with one option the app applied.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="145"/>
        <source>Redo failed: the undone actions no longer apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="431"/>
        <source>There is no game to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="437"/>
        <source>The game was not saved: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;/x/y.json could not be written: Permission denied.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerlog.cpp" line="32"/>
        <source>A saved game: %1. %2 was the oldest and started with the Alltaker.</source>
        <extracomment>First line of the log of a game opened from a file: %1 the players, %2 the oldest player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="34"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="37"/>
        <source>Deal the Ulterior Motives: enter each card dealt, or “draw unknown”.</source>
        <extracomment>Table play: the people say which card was dealt. &quot;draw unknown&quot; is an action of the notation.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="40"/>
        <source>%1 keeps one Ulterior Motive, which declares their faction.</source>
        <extracomment>%1 a player (R-SETUP-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="42"/>
        <source>Enter the starting Mourner drawn for the next player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="45"/>
        <source>%1 rolls the dice: enter the total.</source>
        <extracomment>%1 the first player (R-DIST-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="48"/>
        <source>%1 sizes the next Etherea pile, largest first.</source>
        <extracomment>%1 the first player (R-DIST-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="51"/>
        <source>%1 takes a pile of Etherea, or 2 Influence instead.</source>
        <extracomment>%1 a player (R-DIST-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="59"/>
        <source>Enter the Court card dealt, or “draw unknown”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="62"/>
        <source>%1 keeps one Court card of the hand passed to them.</source>
        <extracomment>%1 a player (R-DRAFT-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="68"/>
        <source>%1 chooses where the free relocation goes from and to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionsentences.cpp" line="73"/>
        <source>%1 moved %n figure(s) from %2 to %3. Another one too, or done?</source>
        <extracomment>%1 a player, %n figures already moved by this relocation (the first one may have been moved by the app: it was the only choice), %2 from place, %3 to place (R-ACT-6).</extracomment>
        <translation>
            <numerusform>%1 moved %n figure from %2 to %3. Another one too, or done?</numerusform>
            <numerusform>%1 moved %n figures from %2 to %3. Another one too, or done?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="75"/>
        <source>%1 adds figures to the relocation one at a time, then says done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="77"/>
        <source>Enter the Mourner card drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="79"/>
        <source>Enter the extra Wallows card drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="81"/>
        <source>%1 chooses an opponent&apos;s Mourner to exhaust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="86"/>
        <source>Roll one die for %1&apos;s %2 figure at %3 (over-crowded).</source>
        <extracomment>%1 player, %2 guild, %3 over-crowded location (R-DREAD-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="89"/>
        <source>Roll one die for a figure at risk in an over-crowded location.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="93"/>
        <source>%1 makes a blind tithe bid; the Dirth Forge has already paid the tithe.</source>
        <extracomment>%1 player. The Dirth Forge covered the whole tithe, yet everyone still bids (R-TITHE-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="101"/>
        <source>%1 may use the Alltaker to win the tie at %2.</source>
        <extracomment>%1 the Alltaker&apos;s holder, %2 the location whose majority is tied (R-MAJ-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="104"/>
        <source>%1 may use the Alltaker to win the tie for the %2 majority.</source>
        <extracomment>%1 the Alltaker&apos;s holder, %2 the guild whose majority is tied (R-MAJ-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="107"/>
        <source>%1 may use the Alltaker to win this tie.</source>
        <extracomment>%1 the Alltaker&apos;s holder (R-MAJ-3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="112"/>
        <source>%1 may perform the action of %2.</source>
        <extracomment>%1 player, %2 location (R-MAJ-1). What the action does is said below it, in the guide&apos;s line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="118"/>
        <source>%1 may take the bonus of the %2.</source>
        <extracomment>%1 player, %2 guild (R-MAJ-2). What the bonus does is said below it, in the guide&apos;s line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="122"/>
        <source>%1 pays a missing Unity point with Influence of a faction.</source>
        <extracomment>%1 player (R-PAY-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="125"/>
        <source>%1 chooses which Mourner card is lost.</source>
        <extracomment>%1 the player on the left of whoever raised Threat to 10 (R-THREAT-10).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="127"/>
        <source>%1 chooses which figure they lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="134"/>
        <source>%1 says whether their Wallows objective was completed.</source>
        <extracomment>%1 player (R-WAL-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="138"/>
        <source>%1 looks at the undealt Court cards: swap one of theirs for one of them, or keep their cards.</source>
        <extracomment>%1 the holder of Severamm, who now sees the Court cards not dealt this round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="141"/>
        <source>%1 selects a Wallows card to put into play beside their others.</source>
        <extracomment>%1 the holder of Relic Ravlatch.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="144"/>
        <source>%1 drew an artifact: keep it for the game (its benefit now), or play it as a Wallows card.</source>
        <extracomment>%1 the holder of Relic Ravlatch, who drew an artifact.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="150"/>
        <source>Clean-up: does an end-of-round ability of %1&apos;s unnamed Mourner (%2) apply this round?</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 the guild of their Mourner card the app was not told.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="153"/>
        <source>Clean-up: does the end-of-round ability of %1&apos;s %2 apply this round?</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="126"/>
        <source>unknown (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="94"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="490"/>
        <source>A card not named here</source>
        <extracomment>A Court card the players do not name in the app; its effect is entered as a correction.
----------
Relic Ravlatch at a table: a Wallows card the app is not told.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="143"/>
        <source>The last Unity has left the supply during the Action phase: every player, the current one included, gets exactly one more turn; then phases 5–8 are played and the game ends. [R-END-2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="279"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="391"/>
        <source>That choice is no longer available. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="54"/>
        <source>“%1” is not a resource. Nothing was changed.</source>
        <extracomment>%1 a resource key the app does not know (a programming error, shown rather than ignored).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="59"/>
        <source>A change must be from -%1 to +%1. Nothing was changed.</source>
        <extracomment>%1 the largest change of one correction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="73"/>
        <source>“%1” is not a meter. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="98"/>
        <source>A figure is added or removed one at a time. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="122"/>
        <source>“%1” is not something a player holds. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="150"/>
        <source>The last Unity has left the supply: the rest of this round is played, then final scoring. [R-END-3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="179"/>
        <source>Choose the faction %1 declared.</source>
        <extracomment>%1 a player. R-SETUP-4: each player declares the faction of the motive kept.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="197"/>
        <source>The declared factions were refused by the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="89"/>
        <source>Choose the guild of %1&apos;s starting Mourner (a guild of their faction).</source>
        <extracomment>%1 a player. An unknown starting Mourner is named by the guild of its figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="96"/>
        <source>Choose %1&apos;s starting Mourner, or “unknown card” and its guild.</source>
        <extracomment>%1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="102"/>
        <source>%1 cannot start with %2: it is not a starting Mourner of their faction, or another player has it already.</source>
        <extracomment>%1 a player, %2 a Mourner card. Two players of one faction cannot start with the same card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="586"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="593"/>
        <source>There is no die to roll now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="206"/>
        <source>Suspicion reached %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="207"/>
        <source>Threat reached %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="211"/>
        <source>%1 raised Suspicion to the top: whoever does loses %2 Unity (missing points paid with Influence), and the marker goes back to %3.</source>
        <extracomment>%1 player. R-SUSP-1 explained.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="217"/>
        <source>%1 raised Threat to the top: the player on their left chooses one of %1&apos;s Mourner cards to lose, with a figure of its guild; everyone else loses a figure of that guild; the marker goes back to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersautosave.cpp" line="55"/>
        <source>The last autosaved game (%1) could not be read. %2 The file was left as it is; new games are saved under a new name.</source>
        <extracomment>%1 the file, %2 the reasons, one sentence each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersautosave.cpp" line="47"/>
        <source>%1 · round %2 · %3</source>
        <extracomment>%1 the players, %2 the round, %3 the phase. Shown on the Continue button.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="661"/>
        <source>There is no unfinished game to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="781"/>
        <source>The game is not over yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="88"/>
        <source>not known to the app</source>
        <extracomment>End screen, a table game: the app was not told which Ulterior Motive this player kept.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="91"/>
        <source>The table did not tell the app which %1 motive was kept: its bonus is the one typed in.</source>
        <extracomment>%1 the faction the player declared for their motive (R-SETUP-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="94"/>
        <source>The table did not tell the app which motive was kept: its bonus is the one typed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="135"/>
        <source>Last turns: one more each. [R-END-2]</source>
        <extracomment>A short line in the phase guide (R-END-2), read in passing; the whole note is shown on hover.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="138"/>
        <source>Last phases, then final scoring. [R-END-2]</source>
        <extracomment>A short line in the phase guide (R-END-2) once the last turns are over, read in passing.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="141"/>
        <source>Final round, then final scoring. [R-END-3]</source>
        <extracomment>A short line in the phase guide (R-END-3), read in passing; the whole note is shown on hover.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="147"/>
        <source>The last Unity left the supply during the Action phase and the last turns are over: phases 5–8 of this round are played, then final scoring. [R-END-2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="216"/>
        <source>The game could not be added to the history: %1</source>
        <extracomment>%1 why the history cannot be used.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="229"/>
        <source>This game is already in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="230"/>
        <source>The game&apos;s record in the history was updated with the changed scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="231"/>
        <source>The game was added to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="232"/>
        <source>The game could not be added to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="122"/>
        <source>%1 bid %2 Etherea in secret.</source>
        <extracomment>A finished game&apos;s replay: %1 a player, %2 the Etherea of their blind bid (R-TITHE-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="125"/>
        <source>%1 kept %2 of the hand passed to them.</source>
        <extracomment>A finished game&apos;s replay: %1 a player, %2 the Court card they kept (R-DRAFT-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="129"/>
        <source>%1 chose: %2.</source>
        <extracomment>A finished game&apos;s replay: %1 a player, %2 what they chose (a button&apos;s label).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="27"/>
        <source>%1: destroyed</source>
        <extracomment>A crowd roll (R-DREAD-2): %1 die faces such as &quot;1–2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="30"/>
        <source>%1: back to the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="34"/>
        <source>%1: stays</source>
        <extracomment>The crowding roll: %1 the die face(s), e.g. &quot;5–6&quot;, on which the figure stays.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="54"/>
        <source>Which Wallows card was dealt face up to %1?</source>
        <extracomment>R-WAL-1: %1 the player who is dealt a Wallows card face up now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="58"/>
        <source>Round %1: deal and draft the Court cards at the table.</source>
        <extracomment>R-DRAFT-1..3 at a table: %1 the round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="205"/>
        <source>Tap each figure that moves, one at a time; they move for free. Then Done. [R-ACT-6]</source>
        <extracomment>A free relocation (Gallevarbe): the figures move without paying Influence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionsentences.cpp" line="95"/>
        <source>%1 makes a blind tithe bid; %n Etherea still owed.</source>
        <extracomment>%1 player, %n Etherea still owed (R-TITHE-2).</extracomment>
        <translation>
            <numerusform>%1 makes a blind tithe bid; %n Etherea still owed.</numerusform>
            <numerusform>%1 makes a blind tithe bid; %n Etherea still owed.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="66"/>
        <source>%1&apos;s turn: one action, or pass.</source>
        <extracomment>%1 a player (R-ACT-1). The guide&apos;s line below says which actions there are; short, so that the turn&apos;s choices keep their room.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="132"/>
        <source>Clean-up: did %1 complete the Wallows card %2?</source>
        <extracomment>%1 player, %2 their Wallows card (R-WAL-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="116"/>
        <source>from the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="119"/>
        <source>from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="121"/>
        <source>→ %1 (1 %2 Influence per figure)</source>
        <extracomment>A relocation&apos;s destination: %1 the location, %2 the faction paid (R-ACT-6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="205"/>
        <source>Another player took this pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="314"/>
        <location filename="../app/mourners/newgamesetup.cpp" line="282"/>
        <source>%1 (stand-in)</source>
        <extracomment>A card of the app&apos;s original stand-in set, not a printed card of the box. %1 its name.
----------
After a card&apos;s name: the app plays a stand-in for a card it does not print. %1 the card and guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="318"/>
        <source>Unknown card (%1)</source>
        <extracomment>A Mourner card the app need not know; %1 the guild of its figure.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="321"/>
        <source>The draft is done</source>
        <extracomment>A table has dealt and drafted its Court cards without naming them to the app (R-DRAFT-1..3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="322"/>
        <source>Unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="327"/>
        <source>%1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="330"/>
        <source>Pile %1: %2 Etherea</source>
        <extracomment>%1 pile number, %2 Etherea in it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="332"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="450"/>
        <source>2 %1 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="333"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="422"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="451"/>
        <source>1 %1 + 1 %2 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="41"/>
        <source>Malavestros to %1</source>
        <extracomment>Malavestros action 1 (R-MAJ-4): %1 the location.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="25"/>
        <source>Malavestros to a location</source>
        <extracomment>Malavestros action 1 before its location is chosen (R-MAJ-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="28"/>
        <source>a player pays 2 Etherea to the Forge</source>
        <extracomment>Auraghost action 1 before its player is chosen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="31"/>
        <source>steal 2 Influence from a player</source>
        <extracomment>Cleopsis action 1 before its victim and factions are chosen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="33"/>
        <source>steal 1 Flesh Influence from a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="36"/>
        <source>move a figure to Cryptus Akhor</source>
        <extracomment>Gethsemoni action 2 before its figure is chosen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="43"/>
        <source>deactivate one Mourner of each opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="46"/>
        <source>%1 pays 2 Etherea to the Forge</source>
        <extracomment>Auraghost action 1: %1 the player who puts 2 Etherea on the Dirth Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="54"/>
        <source>steal 1 Flesh Influence from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="56"/>
        <source>nothing to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="59"/>
        <source>%1&apos;s %2 from %3 to Cryptus Akhor</source>
        <extracomment>Gethsemoni action 2: %1 owner, %2 guild, %3 place; the figure goes to Cryptus Akhor.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="61"/>
        <source>one free relocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="64"/>
        <source>take the Alltaker; %1</source>
        <extracomment>Death (R-DEATH-1): %1 what its action does, e.g. &quot;gain 2 Etherea&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="206"/>
        <source>A pile of the same size comes first in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="288"/>
        <source>Every %1 figure %2 has moved.</source>
        <extracomment>A relocation under way (R-ACT-6): %1 a guild whose figures at the place left have all moved, %2 that place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="289"/>
        <source>in the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="291"/>
        <source>at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="340"/>
        <source>%1, action %2: %3</source>
        <extracomment>%1 card, %2 action number, %3 what it does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="344"/>
        <source>%1 (%2 Etherea)</source>
        <extracomment>%1 guild, %2 cost in Etherea (D-COST).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="345"/>
        <source>%1 Mourner (%2 Etherea)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="349"/>
        <source>%1 → %2 (free)</source>
        <extracomment>%1 from, %2 to: the route of a free relocation (Gallevarbe), no Influence to pay.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="351"/>
        <source>%1 → %2 (1 %3 Influence per figure)</source>
        <extracomment>%1 from, %2 to, %3 faction of the destination (R-ACT-6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="363"/>
        <source>%1: look at the undealt Court cards</source>
        <extracomment>%1 Severamm: its holder first looks at the Court cards not dealt this round, then may swap.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="365"/>
        <source>%1: look, keep my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="367"/>
        <source>%1: give %2, take %3</source>
        <extracomment>%1 Severamm (first reading), %2 Court card given back, %3 undealt card taken.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="370"/>
        <source>%1: take back %2, give %3</source>
        <extracomment>%1 Socopharie, %2 a played Court card taken back into the hand, %3 the hand card put in its place.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="374"/>
        <source>%1: select a Wallows card</source>
        <extracomment>%1 Relic Ravlatch, first ability.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="376"/>
        <source>%1: draw a Wallows card</source>
        <extracomment>%1 Relic Ravlatch, second ability (an artifact may be kept).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="383"/>
        <location filename="../app/mourners/decisiondetails.cpp" line="166"/>
        <location filename="../app/mourners/decisiondetails.cpp" line="205"/>
        <location filename="../app/mourners/decisiondetails.cpp" line="208"/>
        <source>%1: %2</source>
        <extracomment>%1 a Mourner, %2 what its ability does now, e.g. &quot;gain 2 Etherea&quot;.
----------
%1 a motive card&apos;s name, %2 how it scores.
----------
%1 a location, %2 its action.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="395"/>
        <source>Move another %1 figure (%2)</source>
        <extracomment>A relocation that moved a figure already (perhaps the app, when it was the only choice): one more. %1 guild, %2 the cost of moving it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="397"/>
        <source>Move a %1 figure (%2)</source>
        <extracomment>%1 guild, %2 the cost of moving it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="391"/>
        <source>free</source>
        <extracomment>Moving this figure costs nothing.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="49"/>
        <source>steal 2 %2 Influence from %1</source>
        <extracomment>Cleopsis action 1: %1 the victim, %2 a faction (both Influence of one faction).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="52"/>
        <source>steal 1 %2 and 1 %3 Influence from %1</source>
        <extracomment>Cleopsis action 1: %1 the victim, %2 %3 factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="391"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="426"/>
        <source>1 %1 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="402"/>
        <source>Make no free relocation</source>
        <extracomment>Declines a card&apos;s free relocation (Gallevarbe) before choosing where from and where to.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="406"/>
        <source>Move no figure</source>
        <extracomment>Ends a relocation before any figure was added: no figure moves (a card&apos;s free relocation is used up).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="410"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="465"/>
        <source>Unknown Mourner (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="411"/>
        <source>Yes, win the tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="411"/>
        <source>No, leave the tie</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="415"/>
        <source>Skip</source>
        <extracomment>Decline a location action or guild bonus (it is optional).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="421"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="460"/>
        <source>%1 Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="426"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="455"/>
        <source>a %1 figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="445"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="457"/>
        <source>Yes: %1</source>
        <extracomment>Perform a location action (R-MAJ-1): %1 what it does, e.g. &quot;take 3 Etherea&quot;.
----------
Take a guild&apos;s bonus (R-MAJ-2): %1 what it does, e.g. &quot;take 3 Etherea&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionsentences.cpp" line="174"/>
        <source>%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? Left to split: %n Etherea; the last pile is what remains. [R-DIST-2]</source>
        <extracomment>R-DIST-2. %1 the first player, %2 piles in all, %3 pile number, %n Etherea left to split.</extracomment>
        <translation>
            <numerusform>%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? Left to split: %n Etherea; the last pile is what remains. [R-DIST-2]</numerusform>
            <numerusform>%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? Left to split: %n Etherea; the last pile is what remains. [R-DIST-2]</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="241"/>
        <source>The action: %1. All of it or none; %2 has the majority here. [R-MAJ-1]</source>
        <extracomment>Under &quot;Ada may perform the action of 9 Voxxingard.&quot; %1 what it does, e.g. &quot;take 3 Etherea&quot;; %2 the player (R-MAJ-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="245"/>
        <source>The bonus: %1. %2 has the majority of this guild. [R-MAJ-2]</source>
        <extracomment>Under &quot;Ada may take the bonus of the Mortis Knighthood.&quot; %1 what it does; %2 the player (R-MAJ-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="320"/>
        <source>If the end-of-round ability of %1&apos;s %2 applies this round (%3), tap Yes: the app applies it. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card, %3 what its ability does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="46"/>
        <location filename="../app/mourners/decisiondetails.cpp" line="86"/>
        <source>take 3 Etherea</source>
        <extracomment>R-LOC-1, Dirth Forge.
----------
R-GUILD-1, Mortis Knighthood.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="48"/>
        <source>lower Threat by 1, take 1 Influence of any faction and 1 Unity; Suspicion rises by 1</source>
        <extracomment>R-LOC-2, Vadlum Gates.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="50"/>
        <source>take 1 Influence of each of two different factions</source>
        <extracomment>R-LOC-3, Curio Cryptus.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="52"/>
        <source>take 2 Influence of one faction</source>
        <extracomment>R-LOC-4, Mortiss-Veth.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="59"/>
        <source>take a %1 or a %2 figure, or 1 %3 Influence</source>
        <extracomment>R-LOC-5/6/7: %1 and %2 two guilds, %3 a faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="68"/>
        <source>take 1 %1 Influence for each %2 and %3 figure you control</source>
        <extracomment>R-LOC-8/9/10: %1 a faction, %2 and %3 its two guilds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="73"/>
        <source>return one of your figures to your Crypt: Threat falls by 1, take 1 Spirit Influence and 1 Unity; Suspicion rises by 1</source>
        <extracomment>R-LOC-11, Hushhyde.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="76"/>
        <source>return one of your figures to your Crypt: Suspicion falls by 1, take 1 Unity</source>
        <extracomment>R-LOC-12, Grendall&apos;s Pillars.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="88"/>
        <source>take 2 Influence of your choice</source>
        <extracomment>R-GUILD-2, Council of Osteomancy.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="90"/>
        <source>remove any one figure from play, on the board or in a Crypt</source>
        <extracomment>R-GUILD-3, Conclave of Shadows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="92"/>
        <source>take a figure of your choice from the supply into your Crypt</source>
        <extracomment>R-GUILD-4, Shroudrievies Coven.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="94"/>
        <source>lower Threat by 1 and take 1 Unity</source>
        <extracomment>R-GUILD-5, Gravedancer&apos;s Circle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="96"/>
        <source>take the Dreadsbane token</source>
        <extracomment>R-GUILD-6 / R-MAJ-5, Dreadsbane Order: no choice, the token moves by itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="107"/>
        <source>%1 → %2</source>
        <extracomment>Who passes Court cards to whom in the draft: %1 a player, %2 the player they pass to.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="110"/>
        <source>clockwise, as in every odd round (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="112"/>
        <source>counter-clockwise, as in every even round (%1)</source>
        <extracomment>R-DRAFT-3 in an even round; %1 who passes to whom.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisiondetails.cpp" line="118"/>
        <source>keep 1 and pass %n %1</source>
        <extracomment>The first step of the draft: %n cards passed, %1 the direction with who passes to whom.</extracomment>
        <translation>
            <numerusform>keep 1 and pass %n %1</numerusform>
            <numerusform>keep 1 and pass %n %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisiondetails.cpp" line="120"/>
        <source>keep 1 and pass %n</source>
        <translation>
            <numerusform>keep 1 and pass %n</numerusform>
            <numerusform>keep 1 and pass %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="123"/>
        <source>keep the last card received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="125"/>
        <source>discard the last card received</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisiondetails.cpp" line="127"/>
        <source>Deal %n Court card(s) face down to each player, then: %1.</source>
        <extracomment>R-DRAFT-1..3. %n Court cards dealt to each player, %1 the steps of the draft.</extracomment>
        <translation>
            <numerusform>Deal %n Court card face down to each player, then: %1.</numerusform>
            <numerusform>Deal %n Court cards face down to each player, then: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisiondetails.cpp" line="129"/>
        <source>Each player ends with %n Court card(s).</source>
        <extracomment>%n Court cards each player holds after the draft (R-DRAFT-2).</extracomment>
        <translation>
            <numerusform>Each player ends with %n Court card.</numerusform>
            <numerusform>Each player ends with %n Court cards.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="138"/>
        <source>Stand-in card, not a printed card. %1</source>
        <extracomment>Added to a card&apos;s words: it is an original stand-in of the app, not a printed card of the box.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="184"/>
        <source>Action %1: %2</source>
        <extracomment>%1 the card&apos;s action number (1 or 2), %2 what that action does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="466"/>
        <source>No card: a %1 figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="472"/>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="472"/>
        <source>Not completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="477"/>
        <source>Completed (no reward)</source>
        <extracomment>A named Wallows card&apos;s objective was met: %1 its reward, e.g. &quot;gain 1 Unity&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="477"/>
        <source>Completed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="479"/>
        <source>Not completed (no penalty)</source>
        <extracomment>A named Wallows card&apos;s objective was not met: %1 its penalty, e.g. &quot;raise Suspicion by 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="479"/>
        <source>Not completed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="484"/>
        <source>Keep my cards</source>
        <extracomment>Severamm: look at the undealt Court cards and keep the hand as it is.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="486"/>
        <source>Give %1, take %2</source>
        <extracomment>Severamm: %1 the Court card given back, %2 the undealt card taken instead.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="157"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="492"/>
        <source>%1 (%2)</source>
        <extracomment>Keeping an Ulterior Motive: %1 the card&apos;s name, %2 the faction it declares.
----------
%1 Wallows card, %2 what it asks and gives (objective, reward, penalty), so that it can be chosen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="102"/>
        <source>%1 relocates for free from %2 to %3.</source>
        <extracomment>%1 a player, %2 the place the figures leave, %3 the location they go to; the figures follow one by one (a free relocation, Gallevarbe).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="107"/>
        <source>%1 relocates from %2 to %3.</source>
        <extracomment>%1 a player, %2 the place the figures leave, %3 the location they go to; the figures follow one by one, each for 1 Influence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="112"/>
        <source>%1 makes no free relocation.</source>
        <extracomment>%1 a player who gives up the free relocation of a card (Gallevarbe).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="338"/>
        <source>A card not named here, action %1 (enter its effect as an adjustment)</source>
        <extracomment>%1 the action (1 or 2) of a Court card the table does not name; its effect is entered as a correction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="66"/>
        <source>take the Alltaker; apply the card&apos;s effect with adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="71"/>
        <source>apply the card&apos;s effect with adjustments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="356"/>
        <source>Unknown Mourner (%1): enter its effect as an adjustment</source>
        <extracomment>%1 the guild of a Mourner the table did not name; its effect is entered as a correction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="381"/>
        <source>%1 (enter its effect as an adjustment)</source>
        <extracomment>%1 a Mourner whose ability the app does not know (a table&apos;s printed card): the turn is used.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="387"/>
        <source>Pass</source>
        <comment>skip the turn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionchoices.cpp" line="408"/>
        <source>Done: %n figure(s) moved</source>
        <extracomment>Ends adding figures to the relocation: %n figures move.</extracomment>
        <translation>
            <numerusform>Done: %n figure moved</numerusform>
            <numerusform>Done: %n figures moved</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="431"/>
        <source>%1 from %2</source>
        <comment>a figure returned to the Crypt</comment>
        <extracomment>R-LOC-11/12: the figure sent back to the Crypt (the question says so), in a narrow button: %1 its guild, %2 the location where it stands.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="440"/>
        <source>Yes: take %1 %2 Influence (1 for each %3 and %4 figure you control)</source>
        <extracomment>R-LOC-8/9/10: %1 the Influence taken now, %2 a faction, %3 and %4 its two guilds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="454"/>
        <source>remove %1&apos;s %2 %3</source>
        <extracomment>The Conclave&apos;s removal (R-GUILD-3): %1 owner, %2 guild, %3 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="469"/>
        <source>%1 %2</source>
        <comment>a figure to lose: its guild, where it is</comment>
        <extracomment>A figure to lose: %1 its guild, %2 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="495"/>
        <source>Keep the artifact</source>
        <extracomment>Relic Ravlatch: keep the drawn artifact for the game, or play it as this round&apos;s Wallows card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="495"/>
        <source>Play it as a Wallows card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="501"/>
        <source>Yes, it applies: %1</source>
        <extracomment>Clean-up at a table: %1 what the named Mourner&apos;s end-of-round ability does, e.g. &quot;gain 1 Etherea&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="504"/>
        <source>Yes, it applies</source>
        <extracomment>Clean-up at a table: does this Mourner&apos;s end-of-round ability apply this round?</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="504"/>
        <source>No effect this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="166"/>
        <source>%1 rolls %2 dice and takes the total in Etherea. Tap the total rolled. [R-DIST-1]</source>
        <extracomment>R-DIST-1. %1 the first player, %2 number of dice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="183"/>
        <source>%1, which pile do you take? Or 2 Influence instead of a pile. Piles nobody takes go to the Dirth Forge. [R-DIST-3]</source>
        <extracomment>R-DIST-3/4 in digital play, asked of the player who picks now: %1 their name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="187"/>
        <source>Which pile did %1 take? Or 2 Influence instead of a pile. Piles nobody takes go to the Dirth Forge. [R-DIST-3]</source>
        <extracomment>R-DIST-3/4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="193"/>
        <source>%1&apos;s final turn: the last Unity has left the supply, so everyone gets exactly one more turn, then phases 5–8 end the game. [R-END-2]</source>
        <extracomment>R-END-2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="198"/>
        <source>The phase ends when every player has passed in a row (%1 of %2 so far). [R-ACT-2]</source>
        <extracomment>R-ACT-2, under &quot;Ada&apos;s turn: one action, or pass.&quot; (the actions are listed below it). %1 passes in a row so far, %2 players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="201"/>
        <source>Choose from where and to where the figures move. [R-ACT-6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="206"/>
        <source>Tap each figure that moves, one at a time; each pays its Influence. Then Done. [R-ACT-6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="208"/>
        <source>Which Mourner was drawn? Tap its name, or “unknown” with the guild of its figure. [R-ACT-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="210"/>
        <source>%1 chooses a ready Mourner of an opponent to deactivate (Malavestros).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="215"/>
        <source>Roll one die for each figure at risk, in order. %1. The Dreadsbane holder&apos;s figures are never rolled for. [R-DREAD-2]</source>
        <extracomment>R-DREAD-2. %1 what each die face does, from this board&apos;s own table, e.g. &quot;1–2: destroyed; 3: back to the Crypt; 4–6: stays&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="223"/>
        <source>The Forge paid the tithe; the bids still count, revealed together: highest bid alone +%1 Unity and other bids +%3; tied highest bids +%2 each and other bids nothing; a bid of 0 −%4. [R-TITHE-2]</source>
        <extracomment>R-TITHE-2/3/4 when the Dirth Forge paid the whole tithe. %1..%4 Unity: the highest bid alone, each of tied highest bids, every other bid when the highest is alone (R-TITHE-4: nothing after a tie), a bid of 0 (a loss). Short: the guide above the bid is low.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="229"/>
        <source>Blind tithe bidding: each player bids in secret; the bids are revealed together. [R-TITHE-2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="231"/>
        <source>%1 holds the Alltaker and is among the tied players: win this tie? Once per round, for a location or a guild only. [R-MAJ-3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="252"/>
        <source>%1 Only Skip is offered: nothing of it can be gained now (no base left, or none of those figures left in the supply).</source>
        <extracomment>%1 the guide&apos;s sentence. Why only &quot;Skip&quot; is offered for a location action or guild bonus (R-COMP-2/3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="258"/>
        <source>%1 must lose Unity they do not have: each missing point is paid with 1 Influence of a faction they choose. [R-PAY-1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="262"/>
        <source>%1 (on the left of whoever raised Threat to the top) chooses which Mourner card they lose. [R-THREAT-10]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="267"/>
        <source>The figure goes back to the supply and its base back to its owner. [R-THREAT-10]</source>
        <extracomment>R-THREAT-10: where the lost figure goes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="271"/>
        <source>Clean-up: was %1&apos;s Wallows objective completed this round? Enter its reward or penalty with adjustments. [R-WAL-1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="280"/>
        <source>Every player is dealt one Wallows card face up. Tap the name of %1&apos;s card: its reward or penalty is applied at clean-up. Or tap Unknown card and enter its effect with Adjust… then. [R-WAL-1]</source>
        <extracomment>R-WAL-1 at a table. %1 the player whose card is named now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionsentences.cpp" line="297"/>
        <source>%1 keeps 1 card and passes the other %n to %4 (%5). This is pick %2 of %3. [R-DRAFT-2]</source>
        <extracomment>R-DRAFT-2/3. %1 player, %2 which pick of the round this is, %3 picks in all, %4 the player the rest goes to, %5 clockwise or counter-clockwise, %n cards passed. The pick&apos;s number stands apart from &quot;keeps 1 card&quot;: &quot;(pick 1 of 5)&quot; beside six cards read as &quot;choose 1 of 5&quot;.</extracomment>
        <translation>
            <numerusform>%1 keeps 1 card and passes the other %n to %4 (%5). This is pick %2 of %3. [R-DRAFT-2]</numerusform>
            <numerusform>%1 keeps 1 card and passes the other %n to %4 (%5). This is pick %2 of %3. [R-DRAFT-2]</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="311"/>
        <source>The app was not told which card %1&apos;s Mourner (%2) is. If it has an end-of-round ability that applies this round, tap Yes and enter its effect with Adjust…. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 guild of their unnamed Mourner card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="316"/>
        <source>The app does not know the end-of-round ability of %1&apos;s %2. If it applies this round, tap Yes and enter its effect with Adjust…. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card, whose printed ability the app does not know.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="182"/>
        <source>The app does not know this printed card: play it, then enter what it did with Adjust….</source>
        <extracomment>A Court card of the box that the rulebook does not describe: the table reads it and enters its effect.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="275"/>
        <source>Was the objective of %1&apos;s %2 met this round? %3 The app applies the reward or the penalty. [R-WAL-1]</source>
        <extracomment>R-WAL-1. %1 player, %2 their Wallows card, %3 what the card asks, gives and takes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="286"/>
        <source>%1 Tap “The draft is done” when every player holds their Court cards.</source>
        <extracomment>%1 the round&apos;s draft (cards dealt, kept, passed, direction). R-DRAFT-1..3 at a table.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="293"/>
        <source>clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="293"/>
        <source>counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps 1 card (pick %2 of %3) and passes the other %n to %4 (%5). [R-DRAFT-2]</source>
        <extracomment>R-DRAFT-2/3. %1 player, %2 pick number, %3 picks in all, %4 the player the rest goes to, %5 clockwise or counter-clockwise, %n cards passed.</extracomment>
        <translation type="vanished">
            <numerusform>%1 keeps 1 card (pick %2 of %3) and passes the other %n to %4 (%5). [R-DRAFT-2]</numerusform>
            <numerusform>%1 keeps 1 card (pick %2 of %3) and passes the other %n to %4 (%5). [R-DRAFT-2]</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="305"/>
        <source>The motive kept stays secret and scores its bonus at the end of the game; its faction is declared now. Point at a faction, or move the keyboard focus to it, to read that motive. [R-SETUP-4]</source>
        <extracomment>R-SETUP-4: the motive&apos;s bonus is scored at the end; the faction is public at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="334"/>
        <source>Only %1 looks at the undealt Court cards. Swap one of your cards for one of them, or keep your cards.</source>
        <extracomment>Severamm, %1 its holder: the undealt Court cards are not named in the app (a table).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="338"/>
        <source>Only %1 sees this. Not dealt this round: %2. Give one card of your hand for one of them, or keep your cards.</source>
        <extracomment>Severamm, %1 its holder, %2 the Court cards not dealt this round (only the holder sees this).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="344"/>
        <source>%1 chooses one Wallows card of the deck: it goes into play beside their other Wallows cards, with its objective, reward and penalty at clean-up. [R-WAL-1]</source>
        <extracomment>Relic Ravlatch&apos;s first ability. %1 the card&apos;s holder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="349"/>
        <source>Keep it: its benefit applies now, it stays with %1 for the game and has no objective. Or play it as one of %1&apos;s Wallows cards this round, with its objective and penalty.</source>
        <extracomment>Relic Ravlatch&apos;s second ability drew an artifact. %1 the card&apos;s holder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="353"/>
        <source>The game is over. Type in each player&apos;s Ulterior Motive bonus from the revealed card. [R-END-4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="63"/>
        <source>Same score as %2: placed by Etherea left (%1 has %3). [R-END-5]</source>
        <extracomment>R-END-5. %1 player, %2 the others with the same score, %3 Etherea left.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="68"/>
        <source>Same score and Etherea as %2: placed by Mourner cards in play (%1 has %3). [R-END-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="73"/>
        <source>Same score, Etherea and Mourner cards as %1: the tie stands and the place is shared. [R-END-5]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="217"/>
        <source>The chosen ruleset cannot be used: %1</source>
        <extracomment>%1 the reason from the ruleset library.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="225"/>
        <source>Unknown kind of player: “%1”.</source>
        <extracomment>%1 a seat kind that is not known.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="823"/>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="69"/>
        <source>The computer player chose an action that is not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/computerplayers.cpp" line="105"/>
        <source>%1 (computer) is thinking…</source>
        <extracomment>%1 a computer player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="259"/>
        <source>Owed: %1 Etherea. Bid: %2 in all.</source>
        <extracomment>The tithe&apos;s summary: %1 Etherea owed, %2 bid by all players together.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="262"/>
        <source>Owed: %1 Etherea, all paid by the Dirth Forge. Bid: %2 in all; the bids still decide who gains Unity.</source>
        <extracomment>%1 Etherea owed, all paid by the Dirth Forge; %2 bid by all players together.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="268"/>
        <source>Owed: %1 Etherea. The Dirth Forge paid %2, leaving %3. Bid: %4 in all.</source>
        <extracomment>%1 Etherea owed, %2 paid by the Dirth Forge, %3 left to the bids, %4 bid by all players together.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/guide.cpp" line="281"/>
        <source>%1 paid %n missing Unity with Influence.</source>
        <extracomment>%1 player, %n Unity they did not have, paid with Faction Influence instead.</extracomment>
        <translation>
            <numerusform>%1 paid %n missing Unity with Influence.</numerusform>
            <numerusform>%1 paid %n missing Unity with Influence.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="287"/>
        <source>%1 lacks Unity and pays with Influence next.</source>
        <extracomment>%1 player who lacks Unity and chooses the Influence to pay with next (R-PAY-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="316"/>
        <location filename="../app/mourners/roundsummary.cpp" line="35"/>
        <source>%1 %2</source>
        <extracomment>%1 player, %2 their figures at a location or of a guild.
----------
A round&apos;s summary: %1 a faction (Bone), %2 the change of its Influence (+1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="321"/>
        <source>Figures: %1. </source>
        <extracomment>The figures of every player, e.g. &quot;Ada 2, Bo 2, Cy 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="326"/>
        <source>%1 has the most figures there: %2. The single highest count wins; a tie gives the result to nobody unless the Alltaker breaks it.</source>
        <extracomment>%1 player, %2 figures counted, R-MAJ explained.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/guide.cpp" line="331"/>
        <source>Tied at %n figure(s): with a tie nobody wins this majority.</source>
        <translation>
            <numerusform>Tied at %n figure: with a tie nobody wins this majority.</numerusform>
            <numerusform>Tied at %n figures: with a tie nobody wins this majority.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="332"/>
        <source>Nobody has a figure there: nobody wins this majority.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="338"/>
        <source>Its bonus (%1) needs no choice: the token moves by itself.</source>
        <extracomment>R-MAJ-5: %1 the bonus, &quot;take the Dreadsbane token&quot;. Nobody is asked.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="341"/>
        <source>So nobody is asked to %1.</source>
        <extracomment>%1 a location&apos;s action or a guild&apos;s bonus, e.g. &quot;take 3 Etherea&quot;, that nobody takes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="344"/>
        <source>The winner may %1.</source>
        <extracomment>%1 a location&apos;s action or a guild&apos;s bonus, e.g. &quot;take 3 Etherea&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="348"/>
        <source>%1 bid %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="352"/>
        <source>Bids: %1. Total %2 against %3 still owed after the Forge paid.</source>
        <extracomment>%1 the bids, %2 the total, %3 still owed after the Forge.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="353"/>
        <source>none</source>
        <comment>no bids</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="358"/>
        <source>The bids covered the tithe owed at Suspicion %1 (%2 Etherea).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="363"/>
        <source>The bids did not cover the tithe owed at Suspicion %1 (%2 Etherea).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="369"/>
        <source>the figure is destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="370"/>
        <source>the figure goes to the Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="371"/>
        <source>the figure stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="373"/>
        <source>%1 held more figures than the Threat limit allows; %2&apos;s %3 figure was rolled for: die %4, so %5.</source>
        <extracomment>%1 place, %2 owner, %3 guild, %4 die, %5 the outcome. R-DREAD-2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="380"/>
        <source>Suspicion went past %1: %2 loses %3 Unity and the marker goes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="386"/>
        <source>Threat went past %1: %2 loses a Mourner card with a figure of its guild, everyone else a figure of that guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="160"/>
        <source>unknown Wallows card</source>
        <extracomment>A Wallows card the table did not name when it was dealt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="163"/>
        <source>Wallows: %1</source>
        <extracomment>Clean-up at a table: a Wallows objective among the end-of-round abilities; %1 the card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="165"/>
        <source>Wallows objective</source>
        <extracomment>Clean-up at a table: the objective of a Wallows card the table did not name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="173"/>
        <source>unnamed Mourner (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="196"/>
        <source>Which Wallows card did each player get?</source>
        <extracomment>R-WAL-1 at a table: every player is dealt a Wallows card face up; the app asks for all of them at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="198"/>
        <source>Tap each player&apos;s card in this order. A player without one gets an unknown card: enter its reward or penalty with Adjust… at clean-up. [R-WAL-1]</source>
        <extracomment>R-WAL-1 at a table. The players are listed in the order they are dealt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="210"/>
        <source>Tap Yes where a Mourner&apos;s end-of-round ability applies this round, then Confirm. Enter the effect of a card the app does not know with Adjust…. [R-CLEAN-1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="225"/>
        <source>Yes is already set where the app counts the objective as met. Tap Yes for each other objective met this round, then Confirm: the app applies the rewards and penalties it knows. [R-WAL-1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="202"/>
        <source>Deal: the rest unknown</source>
        <extracomment>Deals the Wallows cards tapped so far; the players without one get an unknown card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="204"/>
        <source>All unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="209"/>
        <source>Clean-up: which end-of-round abilities apply?</source>
        <extracomment>R-CLEAN-1 at a table: the app asks about every Mourner that may have an end-of-round ability at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="214"/>
        <source>Clean-up: end-of-round abilities and Wallows objectives</source>
        <extracomment>R-CLEAN-1 and R-WAL-1 at a table: the end-of-round abilities and the Wallows objectives on one screen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="215"/>
        <source>Tap Yes for each ability that applies and each objective met (Yes is set where the app counts it as met), then Confirm. Effects the app does not know: Adjust…. [R-CLEAN-1, R-WAL-1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="219"/>
        <location filename="../app/mourners/tablequestions.cpp" line="228"/>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="224"/>
        <source>Clean-up: who completed their Wallows card?</source>
        <extracomment>R-WAL-1 at clean-up: the app asks about every player&apos;s Wallows card at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="30"/>
        <source>Unity %1 → %2 (%3)</source>
        <extracomment>A round&apos;s summary: %1 Unity before, %2 now, %3 the change (+5).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="39"/>
        <source>Influence %1</source>
        <extracomment>A round&apos;s summary: %1 the changes of Influence, e.g. &quot;Bone +1, Spirit −2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="42"/>
        <source>Etherea %1 → %2</source>
        <extracomment>A round&apos;s summary: %1 Etherea before, %2 now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="47"/>
        <source>figures on the map %1 → %2</source>
        <extracomment>A round&apos;s summary: %1 figures on the locations before, %2 now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="52"/>
        <source>in the Crypt %1 → %2</source>
        <extracomment>A round&apos;s summary: %1 figures in the player&apos;s Crypt before, %2 now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="55"/>
        <source>Mourners %1 → %2</source>
        <extracomment>A round&apos;s summary: %1 Mourner cards in play before, %2 now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="58"/>
        <source>no change</source>
        <extracomment>A round&apos;s summary: nothing of the player changed in phases 5 to 8.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="90"/>
        <source>Suspicion %1 → %2</source>
        <extracomment>A round&apos;s summary: the Suspicion meter before (%1) and now (%2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="93"/>
        <source>Threat %1 → %2</source>
        <extracomment>A round&apos;s summary: the Threat meter before (%1) and now (%2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="96"/>
        <source>Unity supply %1 → %2</source>
        <extracomment>A round&apos;s summary: the Unity left in the supply before (%1) and now (%2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLogList</name>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="55"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="56"/>
        <source>Arrow keys choose a row; Enter changes the step the table entered there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="122"/>
        <source>Change…</source>
        <extracomment>A button on a row of the log: change what the table entered at that step.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="153"/>
        <source>Change this entry: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="75"/>
        <source>New digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="75"/>
        <source>New table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="76"/>
        <source>Digital game · round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="76"/>
        <source>Table game · round %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="311"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="342"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="342"/>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="365"/>
        <source>Celestial Suspicion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="371"/>
        <source>tithe owed: %1</source>
        <extracomment>%1 Etherea owed at the current suspicion (D-TITHE).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="381"/>
        <source>Dreadsgrip Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="387"/>
        <source>limit %1</source>
        <extracomment>%1 figures allowed per location at the current threat (D-THREAT-LIMIT).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="393"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="395"/>
        <source>Unity supply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="408"/>
        <source>Forge</source>
        <extracomment>Heading of the box with the Etherea in the Dirth Forge (a proper name: stays English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="410"/>
        <source>Dirth Forge: %1 Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="432"/>
        <source>Undo</source>
        <extracomment>Button beside the meters: takes back the last step of the game (a verb, as in an editor).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="65"/>
        <location filename="../qml/mourners/GamePage.qml" line="435"/>
        <source>Undo the last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="444"/>
        <source>Undo (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="66"/>
        <location filename="../qml/mourners/GamePage.qml" line="457"/>
        <source>Redo</source>
        <extracomment>Button under Undo: applies again the step undone last (a verb, as in an editor).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="55"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="55"/>
        <source>Through the form&apos;s fields; the form scrolls to the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="56"/>
        <location filename="../qml/mourners/GamePage.qml" line="60"/>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="56"/>
        <source>Press the button that has the ring (Start the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="59"/>
        <source>1 … 9</source>
        <extracomment>Keys sheet of the table screen: the number keys choose one of the decision&apos;s choices.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="59"/>
        <source>The decision&apos;s first to ninth choice (a list of choices); a pile of that many Etherea (splitting); the pile of that number (taking one); the face rolled (a crowd roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="60"/>
        <source>Press the choice that has the ring; after each step the ring is on the next decision&apos;s first choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="61"/>
        <source>P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="61"/>
        <source>Pass (in a turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="62"/>
        <source>A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="62"/>
        <source>All pass (table play, in a turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="63"/>
        <source>N or Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="63"/>
        <source>Next: close a notice, or take the only choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="64"/>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="64"/>
        <source>What would the computer do? (the hint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="65"/>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="66"/>
        <source>Ctrl+Shift+Z or Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="67"/>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="67"/>
        <source>The log at full height (Esc closes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="69"/>
        <source>W</source>
        <extracomment>Keys sheet of the table screen: W moves the keyboard to the panel that explains automatic results.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="69"/>
        <source>To the why panel&apos;s first &quot;Why?&quot; (digital play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="70"/>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="70"/>
        <source>Adjust… a number for a card effect (table play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="71"/>
        <source>Enter on &quot;I am …&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="71"/>
        <source>Confirm the hand-off: you hold the laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="72"/>
        <source>Tab to a card&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="72"/>
        <source>What the card does (also by hover, or a press held down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="460"/>
        <source>Redo the step undone last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="468"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="531"/>
        <source>Only for %1 · motive: %2 · hand: %3%4</source>
        <extracomment>Hot-seat: the private cards of %1, shown after the hand-off.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="533"/>
        <source>choose from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="533"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="534"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="535"/>
        <source> · drafting from: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="547"/>
        <source>Hide</source>
        <extracomment>Button: hides the secret view of the player who holds the laptop (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="665"/>
        <source>Next: %1</source>
        <extracomment>%1 the next decision, e.g. &quot;Bo chooses which Mourner card is lost.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="674"/>
        <source>Understood (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="703"/>
        <source>It sees only what its seat may know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="729"/>
        <source>Hint (H)</source>
        <extracomment>Small button in the guide&apos;s heading: asks what the strong computer player would choose in the decision on screen; H is its keyboard shortcut.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="732"/>
        <source>What would the computer do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="734"/>
        <source>What would the computer do? The strong computer player&apos;s choice for this decision, from what this seat may know (H)</source>
        <extracomment>Tooltip of the Hint button.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="749"/>
        <source>Guild track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="767"/>
        <source>Automatic results · why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="794"/>
        <location filename="../qml/mourners/GamePage.qml" line="807"/>
        <location filename="../qml/mourners/GamePage.qml" line="1056"/>
        <source>Log</source>
        <extracomment>Switches the panel from the automatic results back to the game log (a noun).
----------
Heading of the game log panel (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="796"/>
        <source>Show the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="839"/>
        <source>Why?</source>
        <extracomment>Switches the log panel to the automatic results and their reasons; &quot;•&quot;: a new one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="841"/>
        <source>Show the automatic results (new ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="841"/>
        <source>Show the automatic results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="875"/>
        <source>Open the log at full height (Ctrl+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="911"/>
        <source>Adjust…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="913"/>
        <source>Adjust a number for a card effect (Ctrl+K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="1026"/>
        <source>Keep it as it is</source>
        <extracomment>Hot-seat: gives up an undo that waits for another person&apos;s hand-off.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="1070"/>
        <source>Close</source>
        <extracomment>Closes the full-height log (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="1072"/>
        <source>Close the full log (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="901"/>
        <source>Replay</source>
        <extracomment>Button: opens the replay of the game, step by step (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="904"/>
        <source>Replay the game move by move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="920"/>
        <source>Phones (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="920"/>
        <source>Phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="922"/>
        <source>Let the players make their secret choices on their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="955"/>
        <source>Dismiss the message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameShelf</name>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="142"/>
        <source>%1 does not exist.</source>
        <extracomment>%1 a file&apos;s path.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="144"/>
        <source>%1 is a folder, not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="148"/>
        <source>%1 is too large to be a saved game (%2 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="152"/>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 a file, %2 the system&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="157"/>
        <source>%1 is not opened: %2</source>
        <extracomment>%1 a file, %2 why it is refused (a key written twice).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="159"/>
        <source>%1 is not a saved game of this app (it is not a JSON file of a game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="163"/>
        <source>%1 is not a saved game of this app (it names no format).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="165"/>
        <source>%1 is not a saved game this app opens (its format is “%2”).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GuidePage</name>
    <message>
        <location filename="../qml/GuidePage.qml" line="14"/>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/GuidePage.qml" line="45"/>
        <source>Chapters of the guide</source>
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
        <location filename="../qml/mourners/GuildTrack.qml" line="84"/>
        <source>·%1</source>
        <extracomment>Figures of the guild left in the supply.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOff</name>
    <message>
        <location filename="../qml/HandOff.qml" line="55"/>
        <source>Pass the laptop to %1</source>
        <extracomment>Hot-seat: %1 the next person to decide.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="65"/>
        <source>Everyone else looks away: what comes next is only for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="78"/>
        <source>I am %1</source>
        <extracomment>Hot-seat: the person confirms they hold the laptop. %1 their name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="87"/>
        <source>Use phones instead…</source>
        <extracomment>Hot-seat: instead of passing the laptop, each player makes their secret choices on their phone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <location filename="../qml/mourners/HintBar.qml" line="43"/>
        <source>The computer is thinking…</source>
        <extracomment>The hint&apos;s search runs (up to about a second).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/HintBar.qml" line="63"/>
        <source>Do it</source>
        <extracomment>Button beside a hint: applies the choice the computer would make (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/HintBar.qml" line="68"/>
        <source>Do what the computer would do</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryDetailPage</name>
    <message>
        <location filename="../app/core/historyviews.cpp" line="64"/>
        <location filename="../app/mourners/mournersmodule.cpp" line="40"/>
        <source>Place</source>
        <extracomment>Row of another game&apos;s table: the place in the ranking (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="41"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="42"/>
        <source>Ulterior Motive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="43"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="44"/>
        <source>Bone Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="45"/>
        <source>Flesh Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="46"/>
        <source>Spirit Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="47"/>
        <source>Motive bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyviews.cpp" line="66"/>
        <location filename="../app/mourners/mournersmodule.cpp" line="48"/>
        <source>Score</source>
        <extracomment>Row of another game&apos;s table: the total score (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="49"/>
        <source>Etherea (1st tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="50"/>
        <source>Mourners (2nd tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="81"/>
        <source>Suspicion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="83"/>
        <source>Threat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="91"/>
        <source>Game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="91"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="103"/>
        <source>Export the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="103"/>
        <source>Save the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="105"/>
        <source>Export</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="105"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="106"/>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="106"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="121"/>
        <source>This game is no longer in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="143"/>
        <source>%1 won</source>
        <extracomment>%1 the winner&apos;s name (or names when the place is shared).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="153"/>
        <source>rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="155"/>
        <source>minutes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="156"/>
        <source>ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="167"/>
        <source>Notes: %1</source>
        <extracomment>The notes typed with a game; %1 is that free text.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="262"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="399"/>
        <source>Export game (JSON)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="404"/>
        <source>A file that play-logging apps can import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="408"/>
        <source>Score sheet (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="417"/>
        <source>Standings</source>
        <extracomment>Button of a game&apos;s details: the standings (ratings) of that game of the shelf.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="421"/>
        <source>The players&apos; ratings in this game, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="426"/>
        <source>Delete</source>
        <extracomment>Button: deletes this game from the history (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="431"/>
        <source>Removes the game; the history screen offers to undo it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="448"/>
        <source>Score at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="460"/>
        <source>Score of each player at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="104"/>
        <source>Suspicion and Threat at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryFiles</name>
    <message>
        <location filename="../app/core/historynames.cpp" line="10"/>
        <source>, </source>
        <extracomment>Joins the last two of a list of names: &quot;Ada, Bo and Cy&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historynames.cpp" line="10"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="50"/>
        <source>Bone</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="52"/>
        <source>Flesh</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="54"/>
        <source>Spirit</source>
        <extracomment>One of the three factions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="14"/>
        <source>Score calculator</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="16"/>
        <source>Table game</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="18"/>
        <source>Digital game</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="26"/>
        <source>standard</source>
        <comment>the built-in ruleset</comment>
        <extracomment>The built-in ruleset a game of the history was played with, after the word &quot;ruleset&quot; (&quot;ruleset standard&quot;); the record keeps its id &quot;standard&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="171"/>
        <source>%1 tie on %2</source>
        <extracomment>A tie in the final ranking: %1 the players (&quot;Ada, Bo and Cy&quot;), %2 their equal score.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="175"/>
        <source>each has %1 Etherea left</source>
        <extracomment>Part of a tie sentence: every tied player has %1 Etherea left, so Etherea cannot decide.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="179"/>
        <source>Etherea left decides: %1</source>
        <extracomment>Part of a tie sentence: the first tie-breaker settles it; %1 &quot;Ada 5, Bo 3, Cy 1&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="183"/>
        <source>Etherea left: %1</source>
        <extracomment>Part of a tie sentence: Etherea of each tied player, some still equal; %1 &quot;Ada 5, Bo 3, Cy 3&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="190"/>
        <source>%1 are level on Mourner cards (%2 each)</source>
        <extracomment>Part of a tie sentence: %1 the players still tied, %2 the Mourner cards each has in play.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="194"/>
        <source>Mourner cards decide between %1: %2</source>
        <extracomment>Part of a tie sentence: the second tie-breaker; %1 the players, %2 &quot;Bo 4, Cy 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="198"/>
        <source>Mourner cards between %1: %2</source>
        <extracomment>Part of a tie sentence: Mourner cards of players still tied; %1 the players, %2 &quot;Bo 4, Cy 4, Di 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="203"/>
        <source>%1 share place %2</source>
        <extracomment>Part of a tie sentence: nothing separates %1, they share place %2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="206"/>
        <source>; </source>
        <extracomment>Joins the parts of one tie sentence.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="206"/>
        <source>.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="222"/>
        <source>Total: Unity plus Bone, Flesh and Spirit Influence plus the Ulterior Motive bonus.</source>
        <extracomment>Under the score sheet&apos;s table: how a total is made (R-END-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="224"/>
        <source>Equal totals: most Etherea left wins, then most Mourner cards in play; if those are equal too, the players share the place.</source>
        <extracomment>Under the score sheet&apos;s table: how equal totals are separated (R-END-5).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="41"/>
        <source>Oracle points</source>
        <extracomment>History, Dead Man&apos;s Crown: the points a player won on the Oracle&apos;s seven spaces together.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="24"/>
        <source>Blood Magic: level</source>
        <extracomment>History, the occult card game: a mastery card&apos;s level (0 to 3); &quot;Blood Magic&quot; stays as on the card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="26"/>
        <source>Blood Magic: completed</source>
        <extracomment>History, the occult card game: the mastery card is completed (1) or not (0).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="27"/>
        <source>Demonology: level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="28"/>
        <source>Demonology: completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="29"/>
        <source>Necromancy: level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="30"/>
        <source>Necromancy: completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="32"/>
        <source>Prophecy %1</source>
        <extracomment>History, the occult card game: the points of the completed prophecy number %1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="34"/>
        <source>Prophecy in play %1</source>
        <extracomment>History, the occult card game: the points of prophecy number %1 still in play at the end (D-OCC-INPLAY).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="37"/>
        <source>Rituals and other effects</source>
        <extracomment>History, the occult card game: points from invoking rituals and other card effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="39"/>
        <source>Mastery levels</source>
        <extracomment>History, the occult card game: the three mastery levels added up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="40"/>
        <source>Completed masteries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="42"/>
        <source>Prophecy points</source>
        <extracomment>History, the occult card game: the completed prophecies&apos; points added up.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="45"/>
        <source>Points of prophecies in play</source>
        <extracomment>History, the occult card game: the points of the prophecies in play that scored (0 when the table did not count them).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="17"/>
        <source>Direct damage taken</source>
        <extracomment>History, the manster duel: direct damage the player took (10 eliminates).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="18"/>
        <source>Damage dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="19"/>
        <source>Stacks defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="21"/>
        <source>Cards to the graveyard</source>
        <extracomment>History, the manster duel: cards the player&apos;s stacks sent to the graveyard.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="22"/>
        <source>Manors</source>
        <extracomment>History, Rest in Peace: mansions won.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="23"/>
        <source>Castles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="195"/>
        <source>%1: score sheet</source>
        <extracomment>Heading of a printed score sheet; %1 is the game&apos;s title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="124"/>
        <source>Etherea left (first tie-break)</source>
        <extracomment>Score sheet row: decides equal totals first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="126"/>
        <source>Mourner cards (second tie-break)</source>
        <extracomment>Score sheet row: decides equal totals when Etherea is equal too.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="15"/>
        <source>Mourners Call score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="20"/>
        <location filename="../app/core/historypdf.cpp" line="26"/>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="101"/>
        <source>Notes: %1</source>
        <extracomment>Under a score sheet: the free text typed with the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="47"/>
        <source>rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="49"/>
        <source>minutes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="51"/>
        <source>ruleset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="208"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="114"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="116"/>
        <source>Ulterior Motive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="117"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="118"/>
        <source>Bone Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="119"/>
        <source>Flesh Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="120"/>
        <source>Spirit Influence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="121"/>
        <source>Motive bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="217"/>
        <location filename="../app/mourners/mournershistory.cpp" line="122"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="219"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="88"/>
        <source>Shared win: %1</source>
        <extracomment>Under a score sheet: %1 the players sharing first place (&quot;Ada and Bo&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="88"/>
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
        <location filename="../qml/HistoryPage.qml" line="57"/>
        <source>Export the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="59"/>
        <source>Export</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="60"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="60"/>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="69"/>
        <source>Import games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="71"/>
        <source>Import</source>
        <extracomment>The button of the file dialog that reads the chosen file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="107"/>
        <source>Try again</source>
        <extracomment>Button after the history could not be opened: opens it again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="122"/>
        <source>Search by player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="129"/>
        <source>Search by player name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="133"/>
        <source>games: %1</source>
        <extracomment>%1 is how many games the list shows.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="140"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="143"/>
        <source>Wins and average scores per player and per faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="147"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="73"/>
        <source>History files (*.csv *.json *.sqlite)</source>
        <extracomment>The file dialog&apos;s filter: exports (CSV, JSON) and another computer&apos;s history file (SQLite).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="73"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="150"/>
        <source>Adds the games of a CSV or JSON file or of another computer&apos;s history file; games already here are skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="155"/>
        <source>Players…</source>
        <extracomment>Opens the list of every player&apos;s name, where a name can be renamed or merged into another.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="158"/>
        <source>Every player&apos;s name with their number of games; rename a player or merge two names of one person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="162"/>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="171"/>
        <source>Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="212"/>
        <source>Cancel import</source>
        <extracomment>Stops an import that is running; nothing of the file is stored.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="214"/>
        <source>Stops the import; the history stays as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="249"/>
        <source>Send now</source>
        <extracomment>Sends the games that wait to the club&apos;s server at once (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="252"/>
        <source>Sends the games that wait to the server and fetches the other tables&apos; games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="270"/>
        <source>Past games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="300"/>
        <source>%1: %2 won. %3</source>
        <extracomment>%1 date, %2 winner, %3 the scores.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="340"/>
        <source>rounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="342"/>
        <source>on the server</source>
        <extracomment>Where a game of the history is: the club&apos;s server holds it, or only this computer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="342"/>
        <source>here only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="370"/>
        <source>%1 won</source>
        <extracomment>%1 the winner&apos;s name (or names when the place is shared).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="52"/>
        <source>Damage dealt: %1</source>
        <extracomment>%1 each player with the damage their attacks dealt in a manster battle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="394"/>
        <source>Delete</source>
        <extracomment>Button of a game in the history list: deletes it (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="397"/>
        <source>Delete the game of %1</source>
        <extracomment>%1 is the game&apos;s date.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="406"/>
        <source>No game with a player called like &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="407"/>
        <source>No games yet. Save a result from the score calculator, or finish a game in the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="434"/>
        <source>Game deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="443"/>
        <source>Undo</source>
        <extracomment>Button of the message after a game was deleted: brings the game back (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="449"/>
        <source>Puts the deleted game back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryServer</name>
    <message>
        <location filename="../app/core/clubserver.cpp" line="240"/>
        <location filename="../app/core/historyserver.cpp" line="119"/>
        <source>the server refused the login (user name or password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="29"/>
        <source>&apos;%1&apos; is not a server address (postgresql://user@host:port/database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="32"/>
        <source>&apos;%1&apos; is not a valid server address: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="40"/>
        <source>the server address names no database (postgresql://user@host:port/database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="46"/>
        <source>sslmode &apos;%1&apos; is not one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="48"/>
        <source>the server address has an option this app does not know: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="74"/>
        <source>the PostgreSQL driver of Qt is not installed (Debian package libqt6sql6-psql)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="121"/>
        <source>the database does not exist on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="123"/>
        <source>the server offers no encrypted connection (TLS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="125"/>
        <location filename="../app/core/historysync.cpp" line="300"/>
        <source>the server is not reachable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistorySheet</name>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="72"/>
        <source>Two players are called %1: give each player a different name.</source>
        <extracomment>A score sheet or a battle cannot go on: two players have the same name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="153"/>
        <source>Enter the players&apos; numbers first.</source>
        <extracomment>Saving the score sheet before any number was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="158"/>
        <location filename="../app/sheets/historysheet.cpp" line="171"/>
        <source>This game is already in the history.</source>
        <extracomment>Saving the score sheet again without changing a number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="166"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="171"/>
        <source>Saved to the history.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <location filename="../app/core/historystore_p.h" line="87"/>
        <source>another program is using the history file (it is locked)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore_p.h" line="89"/>
        <source>the history file is damaged or is not a history database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore_p.h" line="92"/>
        <source>the history file cannot be opened for writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="42"/>
        <source>no history is open here</source>
        <extracomment>The reason a game was not recorded: no history was open where it was played.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="53"/>
        <source>The game history is off: %1. The app works without it; the file %2 was left as it was.</source>
        <extracomment>%1 is the reason, %2 the file&apos;s path.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="78"/>
        <source>the SQLite driver of Qt is not installed (Debian package libqt6sql6-sqlite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="83"/>
        <source>the path is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="87"/>
        <source>the folder %1 cannot be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="135"/>
        <location filename="../app/core/historystore.cpp" line="201"/>
        <source>the history was written by a newer version of the app (schema %1, this one knows %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="149"/>
        <source>the file holds another program&apos;s database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="189"/>
        <source>the database holds another program&apos;s tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="299"/>
        <source>upgrading the history to schema %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="355"/>
        <location filename="../app/core/historystore.cpp" line="449"/>
        <location filename="../app/core/historystore.cpp" line="460"/>
        <source>The game was not saved to the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="361"/>
        <source>a game needs 2 to 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="371"/>
        <location filename="../app/core/historystore.cpp" line="390"/>
        <location filename="../app/core/historystore.cpp" line="435"/>
        <source>This game is already in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="383"/>
        <source>this game is already in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="400"/>
        <source>Saved to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="468"/>
        <source>The game&apos;s record in the history was updated.</source>
        <extracomment>The end screen recorded a game that was in the history already, with another result.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="534"/>
        <location filename="../app/core/historystore.cpp" line="541"/>
        <source>The game was not deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="548"/>
        <source>Game deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="563"/>
        <source>The game could not be put back: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="570"/>
        <source>The game is back in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="655"/>
        <source>new name</source>
        <extracomment>The path of a problem with the new name typed in the rename dialog.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="658"/>
        <source>the new name is the name the player has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="661"/>
        <source>no game of the history has a player named %1</source>
        <extracomment>%1 a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="673"/>
        <source>%1 and %2 played against each other on %3: one person cannot sit twice at one table</source>
        <extracomment>%1 and %2 players&apos; names, %3 the date of a game they both played.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="683"/>
        <source>The player was not renamed: %1</source>
        <extracomment>%1 the reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="730"/>
        <source>%1 and %2 are one player now: 1 game renamed.</source>
        <extracomment>%1 the former name, %2 the name of another player it was merged into.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="732"/>
        <source>%1 and %2 are one player now: %3 games renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="736"/>
        <source>%1 is now %2: 1 game renamed.</source>
        <extracomment>%1 the former name, %2 the new one.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="738"/>
        <source>%1 is now %2: %3 games renamed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="748"/>
        <source>The rename was not undone: %1</source>
        <extracomment>%1 the reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="756"/>
        <source>the club&apos;s server has it already, and the other laptops may have it too; rename the player back instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="800"/>
        <source>The rename of %1 to %2 was undone.</source>
        <extracomment>%1 the name the player has again, %2 the name the undone rename gave them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="19"/>
        <source>Could not write %1: %2</source>
        <extracomment>%1 path, %2 the system&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="34"/>
        <source>History exported as CSV to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="44"/>
        <source>History exported as JSON to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="51"/>
        <location filename="../app/core/historyimport.cpp" line="63"/>
        <source>That game is not in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="56"/>
        <source>Game exported as JSON to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="72"/>
        <source>Score sheet written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="109"/>
        <location filename="../app/core/historyimport.cpp" line="161"/>
        <source>the file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="116"/>
        <source>it was written by a newer version of the app (schema %1, this one knows %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="122"/>
        <source>it is another program&apos;s database, not a history of this app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="141"/>
        <source>no temporary copy of the file could be made to read its older schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="204"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="356"/>
        <source>The import was cancelled: nothing of the file was stored, the history is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="362"/>
        <source>Nothing was imported from %1: %2</source>
        <extracomment>%1 path, %2 the reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="471"/>
        <source>Reading the file…</source>
        <extracomment>An import has started and the file is being read.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="475"/>
        <source>Checking: %1 of %2 games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="477"/>
        <source>Storing: %1 of %2 games</source>
        <extracomment>%1 games stored so far, %2 games to store.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="373"/>
        <source>Games imported: %1</source>
        <extracomment>%1 how many games were added from the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="376"/>
        <source>already in the history: %1</source>
        <extracomment>%1 how many games of the file were already in the history.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="379"/>
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
        <comment>the home screen</comment>
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
        <location filename="../qml/mourners/IllvernessMap.qml" line="34"/>
        <source>Map of Illverness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="139"/>
        <source>%1 %2, %3: %4 figures</source>
        <extracomment>%1 number, %2 location, %3 faction, %4 figures there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="141"/>
        <source>over-crowded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="142"/>
        <source>Malavestros is here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="146"/>
        <source>%1: %2 × %3</source>
        <extracomment>One player&apos;s figures of one guild at a location: %1 player, %2 guild, %3 how many.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="280"/>
        <source>Malavestros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="291"/>
        <source>Choose %1</source>
        <extracomment>%1 location number and name: the map takes the pending choice among locations.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeptSheet</name>
    <message>
        <location filename="../app/sheets/keptsheet.cpp" line="23"/>
        <source>The sheet could not be kept for the next start: %1</source>
        <extracomment>The sheet could not be kept on disk; %1 the system&apos;s reason. The numbers on screen stay.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/keptsheet.cpp" line="31"/>
        <source>The sheet kept from last time could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/keptsheet.cpp" line="34"/>
        <source>The sheet kept from last time could not be read (%1); it was kept as %2 and a new sheet started.</source>
        <extracomment>%1 the reason, %2 where the unread file was kept.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeysSheet</name>
    <message>
        <location filename="../qml/KeysSheet.qml" line="19"/>
        <source>F1</source>
        <extracomment>Keys sheet: a key of every screen. Keep the key names (F1, Shift+F1, F11, Esc, Tab) as they are.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="19"/>
        <source>The user guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="20"/>
        <source>? or Shift+F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="20"/>
        <source>This list of keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="21"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="21"/>
        <source>To the next or the previous button or field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="22"/>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="22"/>
        <source>Press the button that has the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="23"/>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="23"/>
        <source>Close a dialog, or back to the screen before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="24"/>
        <source>F11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="24"/>
        <source>Full screen on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="25"/>
        <source>Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="25"/>
        <source>Open a saved game (on the home screen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="27"/>
        <source>Press and hold</source>
        <extracomment>Keys sheet: touch screens have no hover, so a long press shows a tooltip.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="27"/>
        <source>On a touch screen: what a card or button does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="119"/>
        <source>Keys · %1</source>
        <extracomment>Title of the sheet of keyboard shortcuts; %1 the screen&apos;s title.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="119"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="128"/>
        <source>Close</source>
        <extracomment>Closes the sheet of keys (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="130"/>
        <source>Close the list of keys (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="136"/>
        <source>On this screen</source>
        <extracomment>Keys sheet: the heading of the keys of the screen on view.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="150"/>
        <source>Everywhere</source>
        <extracomment>Keys sheet: the heading of the keys that work on every screen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/core/language.cpp" line="132"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogRoundChooser</name>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="17"/>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="36"/>
        <source>All rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="19"/>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="43"/>
        <source>Show the log of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="46"/>
        <source>Read the log of one round, or of the whole game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="226"/>
        <source>Mourners Call companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="277"/>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="279"/>
        <source>Open</source>
        <extracomment>The button of the file dialog that opens the chosen saved game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="280"/>
        <source>Saved games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="280"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="399"/>
        <source>Title bar</source>
        <extracomment>Accessible name of the app&apos;s title bar.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="418"/>
        <source>Back</source>
        <extracomment>Title bar button: back to the screen before (an adverb, as in a browser).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="421"/>
        <source>Back (Esc)</source>
        <extracomment>Tooltip of the title bar button: back to the screen before.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="437"/>
        <source>Guide</source>
        <extracomment>Title bar button: opens the user guide.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="440"/>
        <source>Open the user guide (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="442"/>
        <source>The user guide: a first game night, digital play, sheets, phones (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="448"/>
        <source>?</source>
        <extracomment>Title bar button: the keyboard shortcuts of the screen on view (a question mark).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="453"/>
        <source>Keys of this screen (?, Shift+F1)</source>
        <extracomment>Accessible name of the title bar&apos;s &quot;?&quot; button.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="463"/>
        <source>Open…</source>
        <extracomment>Opens a saved game from a file (any game of the shelf).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="466"/>
        <source>Open a saved game (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="468"/>
        <source>Open a saved game from a file (Ctrl+O); a file dropped on the window opens too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="474"/>
        <source>Dark</source>
        <extracomment>Title bar switch: the dark colour theme.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="512"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="513"/>
        <source>Switches between the light and the dark colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="562"/>
        <source>Screens</source>
        <extracomment>Accessible name of the stack of the app&apos;s screens.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="642"/>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="646"/>
        <source>OK, close the message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MajorityModel</name>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="148"/>
        <source>Malavestros: everyone there gains 1 Unity</source>
        <extracomment>Malavestros cancels a location&apos;s action (R-MAJ-4).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="151"/>
        <source>nobody</source>
        <extracomment>Nobody has figures at a location / of a guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="145"/>
        <source>%1 (Alltaker)</source>
        <extracomment>R-MAJ-3: the Alltaker&apos;s holder won this tied majority; %1 their name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="154"/>
        <source>tie</source>
        <extracomment>A majority that is tied (R-MAJ-1): nobody gets it unless the Alltaker breaks the tie.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="174"/>
        <source>%1 → %2</source>
        <extracomment>%1 the counts, e.g. &quot;Ada 3 · Bo 2&quot;; %2 the result, a name or &quot;tie&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MajorityPanel</name>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="63"/>
        <source>Majorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="173"/>
        <source>Malavestros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="173"/>
        <source>tie</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MansterBattle</name>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="157"/>
        <source>slab A</source>
        <extracomment>The first of a player&apos;s two slabs (play areas for a stack).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="157"/>
        <source>slab B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="163"/>
        <source>meat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="164"/>
        <source>bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="165"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="431"/>
        <source>spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="166"/>
        <source>manster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="189"/>
        <source>Player %1</source>
        <extracomment>A player of the battle whose name was left empty.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="197"/>
        <source>A battle needs %1 to %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="199"/>
        <source>Choose who plays first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="225"/>
        <source>Start a battle first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="242"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="529"/>
        <source>Choose meat, bone, spirit or manster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="320"/>
        <source>%1&apos;s full stack blocks %2 damage and is defeated (health %3).</source>
        <extracomment>MAN-ATK-1/2: %1 defender, %2 damage, %3 the stack&apos;s health.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="322"/>
        <source>%1&apos;s full stack blocks %2 damage: %3 of %4 health taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="326"/>
        <source>%1 has no full active stack and takes %2 directly: %3 of %4, out of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="328"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="663"/>
        <source>%1 has no full active stack and takes %2 directly: %3 of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="339"/>
        <source>The last step was taken back.</source>
        <extracomment>After undo.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="391"/>
        <source>%1 is the last player standing and wins the battle.</source>
        <extracomment>MAN-END-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="395"/>
        <source>Opening stacks: everyone plays up to %1 cards onto their slabs. Then end the opening: %2 plays first.</source>
        <extracomment>Setup before the first turn; %1 the number of cards (3), %2 who plays first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="399"/>
        <source>Turn %1: %2 is out of the battle; end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="402"/>
        <source>Turn %1, %2: the full stack on the active slab must attack an opponent before the turn ends.</source>
        <extracomment>MAN-ATK-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="405"/>
        <source>Turn %1, %2: the attack is done; end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="407"/>
        <source>Turn %1, %2: draw, trade, play up to 3 cards or draw again, swap slabs if you like, then end the turn.</source>
        <extracomment>MAN-TURN-1: the steps of a turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="420"/>
        <source>Opening stack: %1 of %2 cards</source>
        <extracomment>MAN-TURN-1: %1 cards played, %2 the most (3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="421"/>
        <source>%1 of %2 cards this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="429"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="599"/>
        <source>meat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="430"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="600"/>
        <source>bone %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="432"/>
        <source>manster +%1/+%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="469"/>
        <source>a manster card from the deck</source>
        <extracomment>A card turned face up into the graveyard from a deck (MAN-GRAVE-1), its numbers not entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="469"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="477"/>
        <source>a morgue card from the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="471"/>
        <source>Meat: health %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="472"/>
        <source>Bone: damage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="473"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="474"/>
        <source>Manster: health +%1, damage +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="491"/>
        <source>A meat card that leaves a full stack takes its health from the stack and deals it as damage too (counted twice, D-MAN-MEAT).</source>
        <extracomment>D-MAN-MEAT, the table&apos;s option.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="494"/>
        <source>A meat card that leaves a full stack takes its health from the stack: that is its damage, the damage taken stays (MAN-MEAT-1).</source>
        <extracomment>MAN-MEAT-1 as the rules read it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="512"/>
        <source>There is no player %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="513"/>
        <source>There is no slab %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="516"/>
        <source>There is no card %1 in the graveyard (it has %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="518"/>
        <source>There is no stack on %1&apos;s %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="519"/>
        <source>There is no card %1 in that stack (it has %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="523"/>
        <source>The health of a %1 card is a whole number from %2 to %3, not %4.</source>
        <extracomment>%1 card kind, %2..%3 the range, %4 what was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="526"/>
        <source>The damage of a %1 card is a whole number from %2 to %3, not %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="530"/>
        <source>Enter a whole number from %1 to %2, not %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="533"/>
        <source>%1&apos;s stack on %2 is full (meat, bone and spirit): only a manster card can join it now.</source>
        <extracomment>MAN-STACK-2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="536"/>
        <source>A manster joins only a full stack (at least one meat, one bone and one spirit). If this manster&apos;s card allows it, tick “The card allows this stack”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="539"/>
        <source>It is %1&apos;s turn: only %1 can do that now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="540"/>
        <source>%1 has attacked this turn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="541"/>
        <source>Slabs are swapped before the attack, not after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="544"/>
        <source>%1 has no full stack on the active slab: nothing attacks.</source>
        <extracomment>MAN-ATK-1, MAN-SLAB-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="545"/>
        <source>Choose an opponent to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="546"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="547"/>
        <source>%1 is out of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="550"/>
        <source>%1 has a full stack on the active slab and must attack before the turn ends.</source>
        <extracomment>MAN-ATK-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="554"/>
        <source>The battle is over: %1 won. Nothing changes it now; Undo takes back the last step.</source>
        <extracomment>MAN-END-1: after the end nothing changes the battle; Undo takes back the last step and reopens it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="569"/>
        <source>%1&apos;s opening is one stack, on %2: its cards go there.</source>
        <extracomment>Setup step 7: %1 player, %2 the slab that holds the opening stack.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="626"/>
        <source>The meat that left takes its %1 health from %2&apos;s stack on %3, which has no health left: the stack is defeated.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health; no meat or manster health is left in the stack.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="631"/>
        <source>The meat that left takes its %1 health from %2&apos;s stack on %3: with %4 damage taken and %5 health, the stack is defeated.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, %4 the damage taken, %5 the health the stack has left.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="635"/>
        <source>The meat that left takes its %1 health from %2&apos;s stack on %3: health %4 now, %5 left.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, %4 the stack&apos;s health now, %5 what it has left after the damage taken.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="641"/>
        <source>The meat that left deals its %1 health as damage to %2&apos;s stack on %3, which has no health left: the stack is defeated.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, dealt as damage; the stack has no meat or manster health left.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="646"/>
        <source>The meat that left deals its %1 health as damage to %2&apos;s stack on %3: with %4 damage taken and only %5 health left, the stack is defeated.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, %4 the damage taken now, %5 the health the stack has left.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="650"/>
        <source>The meat that left deals its %1 health as damage to %2&apos;s stack on %3: now %4 damage taken of its %5 health.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, %4 the damage taken now, %5 the stack&apos;s health without that meat.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="559"/>
        <source>%1 has played %2 cards into the opening stack already.</source>
        <extracomment>MAN-TURN-1 at setup: %1 player, %2 the most (3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="561"/>
        <source>%1 has played %2 cards this turn: no more this turn. A card someone else plays “at any time” does not count: tick that box.</source>
        <extracomment>MAN-TURN-1: %1 the turn&apos;s player, %2 the most (3).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="566"/>
        <source>No swap and no attack during the opening stacks: end the opening first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="601"/>
        <source>a spirit card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="602"/>
        <source>a manster (+%1 health, +%2 damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="610"/>
        <source>%1: %2 on %3 (health %4, damage %5).</source>
        <extracomment>%1 player, %2 the card, %3 the slab, %4 health, %5 damage.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="612"/>
        <source>The stack is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="617"/>
        <source>%1: %2 leaves the stack on %3 for the graveyard (health %4, damage %5).</source>
        <extracomment>The card goes to the bottom of the graveyard.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/mansterbattle.cpp" line="654"/>
        <source>%1&apos;s stack on %2 goes to the graveyard (%n card(s)).</source>
        <translation>
            <numerusform>%1&apos;s stack on %2 goes to the graveyard (%n card).</numerusform>
            <numerusform>%1&apos;s stack on %2 goes to the graveyard (%n cards).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="655"/>
        <source>%1 swaps slabs: %2 is active now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="656"/>
        <source>%1 attacks %2 with %3 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="660"/>
        <source>%1&apos;s full stack on %2 blocks the %3 damage (health %4).</source>
        <extracomment>MAN-ATK-2 follows: the stack is defeated.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="661"/>
        <source>%1&apos;s full stack on %2 blocks: %3 of %4 health taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/mansterbattle.cpp" line="667"/>
        <source>%1&apos;s stack on %2 is defeated: its %n card(s) go to the bottom of the graveyard as they are.</source>
        <extracomment>MAN-ATK-2.</extracomment>
        <translation>
            <numerusform>%1&apos;s stack on %2 is defeated: its %n card goes to the bottom of the graveyard as it is.</numerusform>
            <numerusform>%1&apos;s stack on %2 is defeated: its %n cards go to the bottom of the graveyard as they are.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="671"/>
        <source>%1 has taken %2 direct damage and is out of the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="672"/>
        <source>%1 is back in the battle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="673"/>
        <source>%1 is the last player standing and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="674"/>
        <source>Turn %1: %2&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="676"/>
        <source>Correction: %1&apos;s direct damage %2 → %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="678"/>
        <source>Correction: damage taken by %1&apos;s stack on %2 %3 → %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="681"/>
        <source>%1 discards %2 to the bottom of the graveyard (%3 cards).</source>
        <extracomment>%1 player, %2 the card, %3 cards in the graveyard now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="684"/>
        <source>%1 draws the top card of the graveyard: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="686"/>
        <source>%1 takes %2 from the graveyard (card %3 from the top).</source>
        <extracomment>A scavenge: %2 the card, %3 its place from the top.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="689"/>
        <source>The graveyard is empty: turn 4 morgue cards and 1 manster card face up into it, the manster at the bottom.</source>
        <extracomment>MAN-GRAVE-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="691"/>
        <source>The opening stacks are done. Turn 1: %1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="715"/>
        <source>Battle of %1. After the opening stacks (up to 3 cards each), %2 plays first.</source>
        <extracomment>The first line of a battle&apos;s log: %1 the players, %2 who plays first.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterautosave.cpp" line="92"/>
        <source>%1 · turn %2, %3&apos;s turn</source>
        <extracomment>%1 the players, %2 the turn number, %3 whose turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterautosave.cpp" line="96"/>
        <source>turn %1, %2&apos;s turn</source>
        <extracomment>An unfinished battle in the list: %1 the turn number, %2 whose turn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterautosave.cpp" line="62"/>
        <source>The autosaved battle %1 cannot be read (%2); it is kept as it is.</source>
        <extracomment>%1 file, %2 where in the file and what is wrong (a key of the format).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="742"/>
        <source>There is no battle to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="763"/>
        <source>The battle goes on where it was left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="819"/>
        <source>The battle is over but could not be kept in the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="821"/>
        <source>Kept in the history.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MansterHome</name>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="21"/>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="22"/>
        <source>2 to 6 players: stacks, attacks, direct damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="31"/>
        <source>Continue battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="32"/>
        <source>No unfinished battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="44"/>
        <source>Unfinished battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/sheets/MansterHome.qml" line="47"/>
        <source>%n battle(s) kept: continue or delete</source>
        <extracomment>The unfinished battles kept (each in its own file): how many, and what the tile offers.</extracomment>
        <translation>
            <numerusform>%n battle kept: continue or delete</numerusform>
            <numerusform>%n battles kept: continue or delete</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="49"/>
        <source>Reading the kept battles…</source>
        <extracomment>The kept unfinished battles are being read (shortly after start).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="51"/>
        <source>None kept</source>
        <extracomment>The unfinished battles kept (each in its own file).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MansterPage</name>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="120"/>
        <source>Manster duel: battle tracker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="149"/>
        <source>Who is in the battle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="156"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="171"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="188"/>
        <location filename="../qml/sheets/MansterPage.qml" line="222"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="196"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="203"/>
        <source>Plays first after the opening stacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="226"/>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="232"/>
        <source>The player whose manster had the most health when drawn for the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="237"/>
        <source>Everyone builds an opening stack of up to 3 cards first: enter those cards on the players&apos; slabs, then end the opening and play turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="248"/>
        <source>A meat card removed from a full stack counts twice: its health leaves the stack and is dealt to it as damage too</source>
        <extracomment>D-MAN-MEAT, a table&apos;s option for the battle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="265"/>
        <source>The rulebook: “that stack takes damage equivalent to the health on that meat card”. Unticked, the health leaving the stack is that damage (counted once).</source>
        <extracomment>The rulebook&apos;s sentence (MAN-MEAT-1) and the default reading.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="273"/>
        <source>Start the battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="317"/>
        <source>New battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="326"/>
        <source>Swap slabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="337"/>
        <source>The turn&apos;s player makes the other slab the active one (before the attack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="341"/>
        <source>Attack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="352"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="352"/>
        <source>End the opening</source>
        <extracomment>During the opening stacks the same button begins turn 1 (MAN-TURN-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="360"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="369"/>
        <source>Take back the last step (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="115"/>
        <location filename="../qml/sheets/MansterPage.qml" line="373"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="114"/>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="114"/>
        <source>Undo the last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="115"/>
        <source>Ctrl+Shift+Z or Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="116"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="116"/>
        <source>To the next or the previous button or field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="117"/>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="117"/>
        <source>Press the button that has the ring; in a card&apos;s dialog, Enter adds the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="118"/>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="118"/>
        <source>Close a dialog without a change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="416"/>
        <source>winner</source>
        <extracomment>After a player&apos;s name in the battle tracker: they won the battle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="418"/>
        <source>out</source>
        <extracomment>After a player&apos;s name in the battle tracker: they are out of the battle.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="438"/>
        <source>Direct damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="447"/>
        <source>of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="461"/>
        <source>%1: direct damage taken (10 eliminates)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="470"/>
        <source>Direct damage %1 has taken; 10 eliminates. Correct it here for card effects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="551"/>
        <source>active</source>
        <extracomment>Badge of the slab that attacks and takes damage now (an adjective).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="562"/>
        <source>The active slab attacks and can be attacked; the other is safe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="577"/>
        <source>+ Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="582"/>
        <source>Add a card to %1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="596"/>
        <source>Cards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="600"/>
        <source>The cards of %1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="611"/>
        <source>Health %1 · Damage %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="616"/>
        <source>Health: the sum of the meat cards (and mansters&apos; health). Damage per attack: the sum of the bone cards (and mansters&apos; damage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="622"/>
        <source>full</source>
        <extracomment>Badge of a slab that holds as many cards as it may (an adjective).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="633"/>
        <source>A full stack (meat, bone and spirit) takes only mansters, blocks attacks on the active slab and must attack from it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="643"/>
        <source>Damage taken</source>
        <extracomment>Caption on a slab: the damage its stack has taken so far.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="655"/>
        <source>%1&apos;s %2: damage taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="664"/>
        <source>Damage this stack has taken; it is defeated when this reaches its health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="669"/>
        <source>%1 left</source>
        <extracomment>On a slab: the health its stack has left; %1 a number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="680"/>
        <source>The opening stack is on %1</source>
        <extracomment>Setup step 7: %1 the other slab, which holds the player&apos;s opening stack.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="681"/>
        <source>No stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="711"/>
        <source>Graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/sheets/MansterPage.qml" line="724"/>
        <source>%n card(s) in the graveyard</source>
        <translation>
            <numerusform>%n card in the graveyard</numerusform>
            <numerusform>%n cards in the graveyard</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="729"/>
        <source>cards · top: %1</source>
        <extracomment>Under the number of cards in the graveyard; then its top card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="743"/>
        <source>Draw top</source>
        <extracomment>Button under the graveyard: the player on turn takes its top card (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="746"/>
        <source>%1 draws the top card of the graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="758"/>
        <source>Discard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="761"/>
        <source>A card from a hand to the bottom of the graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="774"/>
        <source>All cards, scavenge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="777"/>
        <source>The graveyard&apos;s cards, top first; take one out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="787"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="883"/>
        <source>A card to the bottom of the graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="885"/>
        <source>A card for %1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="909"/>
        <source>From the hand of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="922"/>
        <source>Whose card goes to the graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="932"/>
        <location filename="../qml/sheets/MansterPage.qml" line="1006"/>
        <source>Meat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="952"/>
        <source>Meat card, health %1</source>
        <extracomment>A button that adds (or discards) a meat card at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="976"/>
        <source>Bone card, damage %1</source>
        <extracomment>A button that adds (or discards) a bone card at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="989"/>
        <source>Spirit card</source>
        <extracomment>A button that adds (or discards) a spirit card at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="996"/>
        <source>Another number, or a manster:</source>
        <extracomment>Above the card form: for the numbers the buttons above do not have, and for mansters.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1009"/>
        <source>Meat card (health)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1200"/>
        <source>Take a card away when a card effect removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="957"/>
        <location filename="../qml/sheets/MansterPage.qml" line="1013"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="416"/>
        <source>place %1</source>
        <comment>in the ranking</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1016"/>
        <source>Bone card (damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1020"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1023"/>
        <source>Spirit card (an effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1027"/>
        <source>Manster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1030"/>
        <source>Manster card (health and damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1041"/>
        <source>Health it adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1041"/>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1053"/>
        <source>Health printed on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1073"/>
        <source>Damage it adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1073"/>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1085"/>
        <source>Damage printed on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1108"/>
        <source>The card allows this stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1119"/>
        <source>A few mansters may join a stack that is not full; tick this only when the card says so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1125"/>
        <source>Played “at any time” by another player: not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1136"/>
        <source>A turn&apos;s player plays up to 3 cards; a card another player plays at any time does not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1142"/>
        <source>Played for its effect (one of this turn&apos;s 3 cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1151"/>
        <source>Spirit cards add no numbers; play their effect at the table and correct the numbers it changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1167"/>
        <source>Add the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1167"/>
        <source>Discard the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1190"/>
        <source>%1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1227"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1235"/>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1244"/>
        <source>The whole stack to the graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1269"/>
        <source>Graveyard, top first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1279"/>
        <source>Taken by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1292"/>
        <source>Who takes the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1319"/>
        <source>%1 (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1326"/>
        <source>Take</source>
        <extracomment>Button beside a card in the graveyard: takes it (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1329"/>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1352"/>
        <source>%1 attacks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1386"/>
        <source>Attack %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeterTrack</name>
    <message>
        <location filename="../qml/mourners/MeterTrack.qml" line="28"/>
        <source>%1: %2 of %3</source>
        <extracomment>Accessible name of a meter of the board: %1 its title, %2 the level, %3 the highest level.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MournersHome</name>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="47"/>
        <source>New table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="48"/>
        <source>Follow a game played on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="54"/>
        <source>New digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="55"/>
        <source>Play on this laptop, with people and computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="61"/>
        <source>Continue</source>
        <extracomment>Tile: continues the game played last (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="64"/>
        <source>No unfinished game</source>
        <extracomment>The Continue tile: the unfinished game it opens, or why there is none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="70"/>
        <source>Score calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="71"/>
        <source>Rank the players at the end of a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="76"/>
        <source>Card editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="77"/>
        <source>Enter or correct the cards of your box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="82"/>
        <source>Unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/MournersHome.qml" line="85"/>
        <source>%n game(s) kept: continue or delete</source>
        <extracomment>The unfinished games kept (each in its own file): how many, and what the tile offers.</extracomment>
        <translation>
            <numerusform>%n game kept: continue or delete</numerusform>
            <numerusform>%n games kept: continue or delete</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="89"/>
        <source>None kept</source>
        <extracomment>The unfinished games kept (each in its own file).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="87"/>
        <source>Reading the kept games…</source>
        <extracomment>The kept unfinished games are being read (shortly after start).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MournersProblems</name>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="37"/>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="45"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="46"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="47"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="63"/>
        <source>destroyed</source>
        <extracomment>Crowding roll outcome: the figure is destroyed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="66"/>
        <source>to the Crypt</source>
        <extracomment>Crowding roll outcome: the figure goes back to its owner&apos;s Crypt.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="69"/>
        <source>stays</source>
        <extracomment>Crowding roll outcome: the figure stays where it is.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="77"/>
        <source>must be Bone, Flesh or Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="78"/>
        <source>must be Bone, Flesh or Spirit, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="80"/>
        <source>must name one of the six guilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="81"/>
        <source>%1 is not one of the six guilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="84"/>
        <source>%1 is not an outcome of the crowding roll (destroyed, to the Crypt or stays)</source>
        <extracomment>%1 the word found; the three outcomes of the crowding roll follow.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="86"/>
        <source>must be a phase of the round: Distribution, Wallows, Draft, Actions, Dreadsgrip, Tithe, Resolve or Clean-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="88"/>
        <source>must not be negative for this kind of effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="92"/>
        <source>a card it does not name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="93"/>
        <source>no card or nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="94"/>
        <source>a player&apos;s Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="95"/>
        <source>a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="96"/>
        <source>a faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="97"/>
        <source>a guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="100"/>
        <source>%1 cannot be a card id: the steps of a save read it as %2</source>
        <extracomment>%1 the id, %2 what the steps of a save would read it as.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="103"/>
        <source>must be the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="105"/>
        <source>lists the %1 a second time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="108"/>
        <source>needs at least %1 %2 motives</source>
        <extracomment>%1 how many, %2 a faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="111"/>
        <source>with %1 players more Court cards are dealt than the deck holds (%2)</source>
        <extracomment>%1 players, %2 the Court cards of the deck.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="113"/>
        <source>only a Mourner whose ability starts by itself has a phase that starts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="117"/>
        <source>revision %1 (the first reading of the rules) is only read inside a game saved by an older version of the program; a ruleset file must name revision %2</source>
        <extracomment>%1 the revision the file names (1), %2 the one a ruleset file may name (2). The first reading of the rules is kept only so that games saved with it replay.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="122"/>
        <source>The file is not a Mourners Call save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="124"/>
        <source>The file is not a Mourners Call ruleset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="143"/>
        <source>The game&apos;s rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="145"/>
        <source>The game&apos;s rules, %1</source>
        <extracomment>%1 a field of the rules kept in a save.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="150"/>
        <source>Player %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="150"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="151"/>
        <source>The players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="155"/>
        <source>The ruleset&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="157"/>
        <source>The ruleset&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="159"/>
        <source>Unity supply for %1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="159"/>
        <source>Unity supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="161"/>
        <source>Etherea at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="163"/>
        <source>Bases per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="165"/>
        <source>Figures per guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="167"/>
        <source>Cost of a guild figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="168"/>
        <source>Cost of a Mourner card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="168"/>
        <source>Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="170"/>
        <source>Influence lost at the top of the Suspicion track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="173"/>
        <source>Tithe at Suspicion %1</source>
        <extracomment>%1 a Suspicion value (0-12).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="173"/>
        <source>Tithe table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="176"/>
        <source>Figure limit at Threat %1</source>
        <extracomment>%1 a Threat value (0-9).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="176"/>
        <source>Figure limit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="178"/>
        <source>Missed tithe: Suspicion rises by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="179"/>
        <source>Missed tithe: Threat rises by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="179"/>
        <source>Missed tithe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="181"/>
        <source>Unity of the tithe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="183"/>
        <source>The Dirth Forge empties at the tithe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="186"/>
        <source>Crowding roll, die %1</source>
        <extracomment>%1 a face of the die (1-6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="186"/>
        <source>Crowding roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="188"/>
        <source>Distribution piles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="191"/>
        <source>Court cards dealt with %1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="192"/>
        <source>Court draft with %1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="192"/>
        <source>Court draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="197"/>
        <source>Locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="199"/>
        <source>Faction of location %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="201"/>
        <source>Name of location %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="203"/>
        <source>Number of location %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="204"/>
        <source>Location %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="207"/>
        <source>Guild %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="207"/>
        <source>Guilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="210"/>
        <source>Guild order, place %1</source>
        <extracomment>%1 a place of the guild order (1-6).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="210"/>
        <source>Guild order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="212"/>
        <source>Highest motive bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="214"/>
        <source>Reading of the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="217"/>
        <source>Court cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="218"/>
        <source>Mourner cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="219"/>
        <source>Wallows cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="220"/>
        <source>Ulterior Motive cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="220"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="225"/>
        <source>Court card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="226"/>
        <source>Mourner card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="227"/>
        <source>Wallows card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="228"/>
        <source>Ulterior Motive card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="231"/>
        <source>%1 (%2)</source>
        <extracomment>%1 a card&apos;s place (&quot;Mourner card 4&quot;), %2 its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="239"/>
        <source>effect %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="242"/>
        <source>%1 %2</source>
        <extracomment>A numbered part of a card: %1 the part (&quot;effect&quot;, &quot;option&quot;), %2 its number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="248"/>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="248"/>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="249"/>
        <source>kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="249"/>
        <source>faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="250"/>
        <source>guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="250"/>
        <source>effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="251"/>
        <source>option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="251"/>
        <source>objective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="252"/>
        <source>reward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="252"/>
        <source>penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="253"/>
        <source>phase that starts it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="253"/>
        <source>amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="254"/>
        <source>kind of effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="254"/>
        <source>condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="255"/>
        <source>what it counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="255"/>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="256"/>
        <source>points per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="256"/>
        <source>highest bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="257"/>
        <source>location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="257"/>
        <source>stand-in mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="258"/>
        <source>starting mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="258"/>
        <source>artifact mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="263"/>
        <source>%1, %2</source>
        <extracomment>%1 a card, %2 the part of it (&quot;Mourner card 4 (Severamm), effect 2, amount&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MournersSettings</name>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="29"/>
        <source>Remembered players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="31"/>
        <source>A new game starts with the players of the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="34"/>
        <source>Table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="61"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="69"/>
        <location filename="../qml/mourners/MournersSettings.qml" line="96"/>
        <source>None yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="73"/>
        <source>Digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="88"/>
        <source>%1 (%2)</source>
        <extracomment>A remembered seat of a digital game: %1 name, %2 who plays it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="88"/>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="100"/>
        <source>Forget these players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="105"/>
        <source>The next game starts with empty names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="107"/>
        <source>New games start with empty names again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="112"/>
        <source>Board numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="115"/>
        <source>The numbers of your printed board, as checked when you started a table game.</source>
        <extracomment>The board numbers are the D- values checked in the table game wizard.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="121"/>
        <source>They are the numbers of the standard rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/MournersSettings.qml" line="123"/>
        <source>%n value(s) differ from the standard rules:</source>
        <extracomment>%n how many values differ.</extracomment>
        <translation>
            <numerusform>%n value differs from the standard rules:</numerusform>
            <numerusform>%n values differ from the standard rules:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="144"/>
        <source>Kept: %1</source>
        <extracomment>%1 the kept value(s) of the board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="151"/>
        <source>Rules: %1</source>
        <extracomment>%1 the value(s) of the standard rules.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="171"/>
        <source>Use the standard board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="176"/>
        <source>The next table game starts with the standard board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="178"/>
        <source>Puts back the numbers of the standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="183"/>
        <source>Kept in</source>
        <extracomment>Before the folder where a file is kept: &quot;Kept in /home/…&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="191"/>
        <source>Board file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message numerus="yes">
        <location filename="../qml/mourners/NewGameWizard.qml" line="92"/>
        <source>Check the board settings: %n value(s) are not valid yet (listed under the board).</source>
        <extracomment>%n how many values of the board settings are not valid.</extracomment>
        <translation>
            <numerusform>Check the board settings: %n value is not valid yet (listed under the board).</numerusform>
            <numerusform>Check the board settings: %n values are not valid yet (listed under the board).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="164"/>
        <source>Who is playing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="170"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="187"/>
        <source>%1 players</source>
        <extracomment>%1 is 2, 3 or 4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="193"/>
        <source>The oldest player takes the Alltaker and is first player in round 1. Each player declares the faction of the Ulterior Motive they kept and names the starting Mourner they drew, or says “unknown” and its guild.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="204"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="218"/>
        <source>Cards: %1</source>
        <extracomment>%1 the cards chosen for a table game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="219"/>
        <source>Your own cards are made in the card editor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="225"/>
        <source>Your own cards are entered once in the card editor. Cards marked (stand-in) are the app&apos;s originals, not printed cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="265"/>
        <source>Colour of player %1</source>
        <extracomment>%1 seat number. The button changes the player&apos;s colour.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="277"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="286"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="290"/>
        <source>Oldest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="297"/>
        <source>Player %1 is the oldest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="322"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="516"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="322"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="517"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="322"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="518"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="333"/>
        <source>Player %1 declared %2</source>
        <extracomment>%1 seat number, %2 faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="344"/>
        <source>Starting Mourner of player %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="361"/>
        <source>Board settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="368"/>
        <source>Check your board: these numbers are read from your printed board. Correct them once; they are kept for the next game.</source>
        <extracomment>Shown above the board&apos;s numbers: the printed board may differ from these defaults.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="399"/>
        <source>Cost of a guild figure (Etherea)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="400"/>
        <source>Cost of a guild figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="401"/>
        <source>Cost of a Mourner card (Etherea)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="402"/>
        <source>Cost of a Mourner card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="403"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="404"/>
        <source>Etherea at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="412"/>
        <source>Tithe by Suspicion 0–12</source>
        <extracomment>The tithe owed for each Suspicion value, typed as 13 numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="414"/>
        <source>Missed tithe: Suspicion + / Threat +</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="420"/>
        <source>Figure limit by Threat 0–9</source>
        <extracomment>The figure limit per location for each Threat value, typed as 10 numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="429"/>
        <source>Crowding roll: %1</source>
        <extracomment>%1 the faces and what they do, e.g. &quot;1–2 destroyed, 3–4 to the Crypt, 5–6 stays&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="453"/>
        <source>%1 · %2</source>
        <extracomment>A face of the crowding roll die and what it does: %1 the face (1-6), %2 e.g. &quot;destroyed&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="457"/>
        <source>Crowding roll, die %1: %2</source>
        <extracomment>%1 a face of the die (1-6), %2 what it does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="464"/>
        <source>Guild order, as on the guild track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="490"/>
        <source>Guild order, place %1: %2</source>
        <extracomment>%1 a place of the guild order (1-6), %2 the guild there.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="496"/>
        <source>Faction of each location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="533"/>
        <source>Not valid yet:
%1</source>
        <extracomment>%1 every problem, one sentence a line, e.g. &quot;Tithe at Suspicion 4: must be a whole number from 0 to 20.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="405"/>
        <source>Unity supply, 2 / 3 / 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="26"/>
        <source>Printed cards the rulebook describes (others entered as adjustments)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="407"/>
        <source>Unity supply for 2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="408"/>
        <source>Unity supply for 3 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="409"/>
        <source>Unity supply for 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="413"/>
        <source>Tithe table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="416"/>
        <source>Missed tithe raises suspicion by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="417"/>
        <source>Missed tithe raises threat by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="421"/>
        <source>Figure limit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="486"/>
        <source>%1. %2</source>
        <extracomment>One place of the guild order: %1 its place (1-6), %2 the guild&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="523"/>
        <source>Location %1 faction: %2</source>
        <extracomment>%1 location number, %2 its faction.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="545"/>
        <source>Standard board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="550"/>
        <source>Puts back the numbers of the standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="554"/>
        <source>Your corrected board is in use.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccultDeck</name>
    <message numerus="yes">
        <location filename="../app/sheets/occultdeck.cpp" line="21"/>
        <source>%n more time(s) start the final round.</source>
        <extracomment>OCC-END-1 while counting; %n how many more times the deck runs out before the final round starts (1 to 3): 1 is &quot;the next time&quot;.</extracomment>
        <translation>
            <numerusform>The next time starts the final round.</numerusform>
            <numerusform>%n more times start the final round.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="22"/>
        <source>Each time the deck runs out, shuffle the discard pile into a new deck and tap the player on turn. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="35"/>
        <source>Finish the round, so that everyone has had the same number of turns. %1 is on turn: the last turn of the game.</source>
        <extracomment>OCC-END-1: %1 the player on turn, who takes the last turn of the game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="39"/>
        <source>Finish the round, so that everyone has had the same number of turns. %1 is on turn; after that, still to play: %2.</source>
        <extracomment>OCC-END-1: %1 the player on turn, %2 the players who still have their last turn after them (&quot;Bo and Cy&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="44"/>
        <source>The round is finished: everyone has had the same number of turns. The game is over: count the scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="63"/>
        <source>There is no such player at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="65"/>
        <source>The final round has not started: the deck has run out %1 of %2 times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="67"/>
        <source>The final round is already finished. Take back the last step, or start a new sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="68"/>
        <source>This game is for 2 or 3 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="70"/>
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
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="43"/>
        <source>%1 / %2</source>
        <extracomment>How many times the deck ran out, of how many that start the final round (&quot;1 / 2&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="47"/>
        <source>The deck has run out %1 of %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="53"/>
        <source>times the deck ran out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="54"/>
        <source>Final round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="56"/>
        <source>Game over</source>
        <extracomment>The deck counter once the game has ended.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="147"/>
        <source>Undo</source>
        <extracomment>Button of the deck counter: takes back the last tap (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="151"/>
        <source>Take back the last step of the deck counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="76"/>
        <source>The deck ran out on the turn of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="94"/>
        <source>The deck ran out on %1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="106"/>
        <source>%1 finished the turn</source>
        <extracomment>The final round: the player on turn has finished (%1 the player).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="120"/>
        <source>First player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="139"/>
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
        <location filename="../qml/sheets/OccultPage.qml" line="34"/>
        <location filename="../qml/sheets/OccultPage.qml" line="422"/>
        <location filename="../qml/sheets/OccultPage.qml" line="503"/>
        <source>%1.</source>
        <extracomment>The place of a player in the ranking (&quot;1.&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="40"/>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="40"/>
        <source>To the next or the previous field; the sheet scrolls to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="42"/>
        <source>Up, Down</source>
        <extracomment>Keys sheet of a score sheet: the arrow keys change the number in the field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="42"/>
        <source>One more or one less in the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="43"/>
        <source>0 … 9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="43"/>
        <source>Type the number into the field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="44"/>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="44"/>
        <source>Press the button that has the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="46"/>
        <source>Ctrl+S</source>
        <extracomment>Keys sheet of a score sheet: Ctrl+S saves the sheet to the history.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="46"/>
        <source>Save the sheet to the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="55"/>
        <source>The occult card game: score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="81"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="95"/>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="104"/>
        <source>Prophecies in play score</source>
        <extracomment>The table&apos;s choice (D-OCC-INPLAY): prophecies not completed at the end still score their stored cards.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="113"/>
        <source>Prophecies still in play at the end score their stored cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="121"/>
        <source>End of the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="126"/>
        <source>New sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="133"/>
        <source>Saved</source>
        <extracomment>Button after the sheet was saved to the history (an adjective), or that saves it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="133"/>
        <source>Save to history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="137"/>
        <source>Save the sheet to the history (Ctrl+S)</source>
        <extracomment>Tooltip of a score sheet&apos;s Save button: its key.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="215"/>
        <source>level · completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="240"/>
        <source>Rituals</source>
        <extracomment>A line of the score sheet: points players earn by invoking their Rituals (the rulebook&apos;s objective).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="249"/>
        <source>and other effects</source>
        <extracomment>Under &quot;Rituals&quot;: the line also takes the points other card effects give.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="263"/>
        <source>Prophecies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="273"/>
        <source>points of each completed one, then of each one still in play</source>
        <extracomment>Under &quot;Prophecies&quot;: the points of each completed prophecy, and below them of each one still in play.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="316"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="332"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="361"/>
        <source>Level %1 is not on the card: a mastery level is 0, 1, 2 or 3.</source>
        <extracomment>Beside a mastery level box: a typed level above 3 is refused (%1 the number typed). OCC-SCORE-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="364"/>
        <source>%1: %2 level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="373"/>
        <source>completed</source>
        <comment>a mastery card</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="382"/>
        <source>%1: %2 completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="403"/>
        <source>%1: points from rituals and other effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="433"/>
        <source>%1: points of prophecy %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="452"/>
        <source>Remove prophecy %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="469"/>
        <source>+ Prophecy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="477"/>
        <source>Add a completed prophecy for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="487"/>
        <source>In play</source>
        <extracomment>Heading of a player&apos;s prophecies still in play; &quot;not counted&quot; when the table does not score them (D-OCC-INPLAY).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="487"/>
        <source>In play (not counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="514"/>
        <source>%1: points of prophecy in play %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="531"/>
        <source>Remove prophecy in play %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="549"/>
        <source>+ In play</source>
        <extracomment>Adds a prophecy still in play (at most 3 per player).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="557"/>
        <source>Add a prophecy still in play for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="582"/>
        <source>Total</source>
        <extracomment>Occult sheet: the row of each player&apos;s total score (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="618"/>
        <source>%1 + %2 + %3 + %4 + %5</source>
        <extracomment>Under a total: levels + completed masteries + completed prophecies + prophecies in play + rituals and effects (&quot;6 + 1 + 8 + 3 + 2&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="623"/>
        <source>%1: %2 points (levels %3, completed masteries %4, prophecies %5, in play %6, rituals and effects %7), place %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="651"/>
        <source>Result</source>
        <extracomment>Heading of the panel with the sheet&apos;s ranking (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="778"/>
        <source>Start a new sheet?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="784"/>
        <source>Every number and the deck counter go back to 0; the names stay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccultSheet</name>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="139"/>
        <source>Each time the main deck runs out, even in the middle of an action, the discard pile is shuffled into a new deck. When it has run out twice (2 players) or three times (3 players), the final round starts: play on to the end of that round, so that everyone has had the same number of turns. Then count the scores here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="154"/>
        <source>There is no player %1 on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="165"/>
        <source>Player %1</source>
        <extracomment>A player of the score sheet whose name was left empty.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="259"/>
        <location filename="../app/sheets/occultsheet.cpp" line="290"/>
        <source>There is no mastery %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="264"/>
        <source>%1, %2: level %3 is not on the card; a mastery level is 0, 1, 2 or 3.</source>
        <extracomment>%1 player, %2 mastery, %3 the refused number. OCC-SCORE-1: a mastery card has levels 0 to 3.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="271"/>
        <source>%1, %2 is marked completed: a completed mastery is not at level 0. Clear &quot;completed&quot; first if the card is back at 0.</source>
        <extracomment>%1 player, %2 mastery. OCC-SCORE-1: a completed mastery was raised; its level cannot go back to 0.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="295"/>
        <source>%1, %2 is at level 0: a mastery that was never raised is not completed. Enter its level first.</source>
        <extracomment>%1 player, %2 mastery. OCC-SCORE-1: every mastery card starts at level 0; at 0 it was never raised.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="315"/>
        <source>%1 has %2 completed prophecies already: that is the most the sheet takes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="321"/>
        <source>%1: %2 points is not possible for a prophecy; enter a whole number from 0 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="340"/>
        <source>%1 has no prophecy %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="390"/>
        <source>%1, prophecy in play %2: %3 points is not possible; enter a whole number from 0 to %4.</source>
        <extracomment>%1 player, %2 the number of the prophecy in play, %3 the refused points, %4 the most.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="396"/>
        <source>%1, prophecy %2: %3 points is not possible; enter a whole number from 0 to %4.</source>
        <extracomment>%1 player, %2 the prophecy&apos;s number, %3 the refused points, %4 the most.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="410"/>
        <source>%1 has 3 prophecies in play already: no player has more than 3 in play at once.</source>
        <extracomment>D-OCC-INPLAY: the rulebook&apos;s &quot;You can have a maximum of 3 Prophecies in play at once&quot;. %1 player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="339"/>
        <source>%1 has no prophecy in play %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="440"/>
        <source>%1: %2 points from rituals and other effects is not possible; enter a whole number from 0 to %3.</source>
        <extracomment>%1 player, %2 the refused points, %3 the most. Points from rituals and other card effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="471"/>
        <source>%1, %2 is marked completed at level 0: a mastery that was never raised is not completed. Enter its level, or clear &quot;completed&quot;.</source>
        <extracomment>A sheet kept by an older version: %1 player, %2 mastery, marked completed at level 0. OCC-SCORE-1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="491"/>
        <source>Blood Magic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="491"/>
        <source>Demonology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="491"/>
        <source>Necromancy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="503"/>
        <source>tie on points: place shared (the rules name no tie-break)</source>
        <extracomment>Ranking: equal points; the rules name no tie-break (OCC-SCORE-1).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="510"/>
        <source>levels %1 + completed %2 + prophecies %3 + in play %4 + rituals and effects %5</source>
        <extracomment>The parts of a score: total mastery level, completed masteries, completed prophecies, prophecies in play (D-OCC-INPLAY), rituals and other effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="526"/>
        <source>Enter each player&apos;s mastery levels, prophecies and points from rituals: the result follows as you type.</source>
        <extracomment>The score sheet before any number was entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="535"/>
        <source>%1 share the victory with %2 points.</source>
        <extracomment>%1 the players (&quot;Ada and Bo&quot;), %2 points. OCC-SCORE-1: no tie-break.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="536"/>
        <source>%1 wins with %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PastCorrection</name>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="101"/>
        <source>This entry cannot be changed: only a step the table entered in a table game can. Undo brings back the state before a change of a past entry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="123"/>
        <source>+%1</source>
        <extracomment>A correction&apos;s amount: a signed number, &quot;+3&quot; or &quot;−2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="123"/>
        <source>−%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="155"/>
        <source>Entered then</source>
        <extracomment>The choice the table entered at that point (the one being corrected).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="178"/>
        <source>Round %1 · %2 Entered: secret until %3 holds the laptop.</source>
        <extracomment>The entry of a step that is a secret (a blind bid) until its bidder holds the laptop.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="182"/>
        <source>Round %1 · %2 Entered: %3</source>
        <extracomment>%1 the round, %2 who decided what at that point, %3 what the table entered.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="216"/>
        <source>That is what was entered then; choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="204"/>
        <location filename="../app/mourners/pastcorrection.cpp" line="218"/>
        <source>That choice was not possible at that point.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhaseGuide</name>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="273"/>
        <source>Now: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="658"/>
        <source>%1&apos;s Court cards are on their phone: play one there, or recruit, relocate, activate or pass here.</source>
        <extracomment>Phones at the table: %1 the player whose turn it is; their Court cards are on their phone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="679"/>
        <source>Pass (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="473"/>
        <source>Adjust… (reward or penalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="16"/>
        <source>Decision</source>
        <extracomment>Accessible name of the panel with the pending decision and its choices.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="189"/>
        <source>Dice total %1</source>
        <extracomment>Accessible name of a choice of the dice&apos;s total (R-DIST-1); %1 the total.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="480"/>
        <source>Adjust… (the ability&apos;s effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="568"/>
        <source>1 · From where?</source>
        <extracomment>A free relocation, first step: the place the figures leave.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="605"/>
        <source>2 · To where?</source>
        <extracomment>A free relocation, second step: where the figures go.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="682"/>
        <source>Pass</source>
        <comment>skip the turn</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="697"/>
        <source>All pass (A)</source>
        <extracomment>Table play: every player passes in turn from the current one, which ends the actions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="700"/>
        <source>All pass</source>
        <extracomment>Accessible name of the button with which every player passes at once (ends their actions).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="701"/>
        <source>Every player passes in turn, starting with %1: the actions end (R-ACT-2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="711"/>
        <source>Adjust…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="719"/>
        <source>Recruit · figure %1 · Mourner %2 Etherea</source>
        <extracomment>%1 figure cost, %2 Mourner cost (D-COST).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="724"/>
        <source>Not enough Etherea, or no base left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="737"/>
        <source>Relocate (R-ACT-6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="740"/>
        <source>No Influence to pay for a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="774"/>
        <source>Relocate from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="788"/>
        <source>to…  ▾</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="789"/>
        <source>Relocate to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="792"/>
        <source>Play a Court card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="810"/>
        <source>Another card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="886"/>
        <source>%1: %2</source>
        <extracomment>A way of playing a Court card: %1 its number (1 or 2), %2 what it does. Ends with &quot;…&quot; when a player, place or figure is chosen next.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="901"/>
        <source>%1, action %2</source>
        <extracomment>A way of playing a Court card: %1 the card, %2 the way&apos;s number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="931"/>
        <source>%1&apos;s Court cards are on their phone.</source>
        <extracomment>Phones at the table: %1 the player whose turn it is; the laptop does not show their hand.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="932"/>
        <source>No Court card in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="920"/>
        <source>A card the app does not describe: play it here (it uses the turn), then enter what it did with Adjust….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="195"/>
        <source>Key %1</source>
        <extracomment>Tooltip line of a choice: the number key that chooses it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="684"/>
        <source>Pass this turn (P)</source>
        <extracomment>Tooltip of the Pass button of a turn; P is its key.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="714"/>
        <source>Enter a card effect the app does not know (Ctrl+K)</source>
        <extracomment>Tooltip of the Adjust… button in a turn; Ctrl+K is its key.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="918"/>
        <source>Play another card (its effect by Adjust…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="948"/>
        <source>%1, action %2: choose</source>
        <extracomment>Above the players, places or figures of a Court card&apos;s way just chosen: %1 the card, %2 the way&apos;s number (1 or 2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="959"/>
        <source>Cancel</source>
        <extracomment>Takes back the Court card&apos;s way just picked, before its player, place or figure is chosen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="961"/>
        <source>Pick another card or way (also Undo, Ctrl+Z); nothing is played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="984"/>
        <source>Activate a Mourner (R-ACT-7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1024"/>
        <source>Waiting for %1&apos;s phone</source>
        <extracomment>Phones at the table: %1 a player who makes a secret choice on their phone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1036"/>
        <source>The phone is connected; the choice stays on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1037"/>
        <source>The phone is not connected right now; it reconnects by itself when it wakes, or open the seat&apos;s link again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1052"/>
        <source>Use the laptop for %1</source>
        <extracomment>%1 a player: their secret choice is made on the laptop (behind a hand-off) instead of the phone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1130"/>
        <source>%1 holds the Dreadsbane token: their figures count toward the limit but are never rolled for.</source>
        <extracomment>%1 the holder of the Dreadsbane token (R-DREAD-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1174"/>
        <source>%1 · %2&apos;s %3</source>
        <extracomment>%1 location, %2 player, %3 guild.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1207"/>
        <source>Rolled %1</source>
        <extracomment>%1 die face.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1217"/>
        <source>Roll for me</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhoneTable</name>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="87"/>
        <source>The Dirth Forge paid the whole tithe, but the bids still count: the single highest bid gains %1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. All bid Etherea is spent.</source>
        <extracomment>R-TITHE-2/3/4 on a phone&apos;s bid screen when the Dirth Forge paid the whole tithe. %1..%4 Unity.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/phonetable.cpp" line="96"/>
        <source>The tithe still owes %n Etherea. If the bids together pay it, the single highest bid gains %1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. If they do not, suspicion and threat rise and the lowest bids lose %5 Unity. All bid Etherea is spent.</source>
        <extracomment>R-TITHE-2..5 on a phone&apos;s bid screen: %n Etherea the bids must pay together; %1..%4 Unity gained or lost when they do, %5 Unity the lowest bids lose when they do not.</extracomment>
        <translation>
            <numerusform>The tithe still owes %n Etherea. If the bids together pay it, the single highest bid gains %1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. If they do not, suspicion and threat rise and the lowest bids lose %5 Unity. All bid Etherea is spent.</numerusform>
            <numerusform>The tithe still owes %n Etherea. If the bids together pay it, the single highest bid gains %1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. If they do not, suspicion and threat rise and the lowest bids lose %5 Unity. All bid Etherea is spent.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="112"/>
        <source>the tithe bid</source>
        <extracomment>Phones at the table, a table game: the one secret choice a phone makes (R-TITHE-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="114"/>
        <source>motive, draft, hand, bid</source>
        <extracomment>Phones at the table, digital play: the secret choices a phone makes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="168"/>
        <source>%1 of %2 bids in</source>
        <extracomment>R-TITHE-2 with phones: %1 bids made (on phones or the laptop), %2 players. The amounts stay secret.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="171"/>
        <source>%1 of %2 motives chosen</source>
        <extracomment>R-SETUP-4 with phones: %1 players who have kept a motive, %2 players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="174"/>
        <source>%1 of %2 draft picks made</source>
        <extracomment>R-DRAFT-2 with phones: %1 players who have picked a card this pass, %2 players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="182"/>
        <source>Answered: %1</source>
        <extracomment>Phones at the table, a simultaneous secret choice: %1 the players who have made it (&quot;Ada and Ben&quot;); never what.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="184"/>
        <source>Waiting for %1</source>
        <extracomment>Phones at the table, a simultaneous secret choice: %1 the players who have not made it yet (&quot;Cy and Dee&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="65"/>
        <source>Show %1&apos;s code again?</source>
        <extracomment>%1 a player whose phone has joined.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="74"/>
        <source>Anyone who scans it can ask for %1&apos;s seat. Another device gets in only when you let it in here.</source>
        <extracomment>%1 a player whose phone has joined.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="83"/>
        <source>Show the code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="88"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="113"/>
        <source>Phones at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="120"/>
        <source>Phones on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="120"/>
        <source>Phones off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="157"/>
        <source>Let the players join from their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="161"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="163"/>
        <source>Close the phones (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="170"/>
        <source>Each player scans their own code, or opens the link, on a phone in the same Wi-Fi. A phone that has joined makes its player&apos;s secret choices (%1); the laptop keeps showing the table. Everyone else stays on the laptop.</source>
        <extracomment>%1 the secret choices of this game, e.g. &quot;motive, draft, hand, bid&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="173"/>
        <source>Switch the phones on to let each player make their secret choices on their own phone in the same Wi-Fi. Nothing listens on the network while the phones are off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="184"/>
        <source>The links use plain HTTP: another device on the same network could read what the phones show and send. Use them only on a network you trust, such as your own Wi-Fi at home.</source>
        <extracomment>Phones at the table: the links are plain http:// on the local network.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="195"/>
        <source>Network for the phones:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="237"/>
        <source>Network for the phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="341"/>
        <source>QR code of %1&apos;s link</source>
        <extracomment>%1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="348"/>
        <source>A computer player: it needs no phone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="350"/>
        <source>%1&apos;s phone has joined: the code is hidden, so nobody else can scan it.</source>
        <extracomment>%1 a player whose phone has joined: the QR code is off the screen.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="351"/>
        <source>Switch the phones on to see the code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="372"/>
        <source>Link of %1</source>
        <extracomment>%1 a player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="379"/>
        <source>Decides on the laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="380"/>
        <source>● Phone connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="381"/>
        <source>○ Phone away: waiting for it to come back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="382"/>
        <source>○ No phone yet: decides on the laptop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="395"/>
        <source>Show the code again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="436"/>
        <source>Let it in</source>
        <extracomment>Another device asked for a seat: it takes the seat, the phone before it is told so.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="443"/>
        <source>Refuse</source>
        <extracomment>Another device asked for a seat: it is told no.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="456"/>
        <source>Use the laptop for %1</source>
        <extracomment>%1 a player: their secret choices go back to the laptop&apos;s hand-off.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="466"/>
        <source>Use %1&apos;s phone again</source>
        <extracomment>%1 a player whose phone is connected.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="29"/>
        <source>%1: %2 Etherea, %3 Unity, Influence %4 Bone %5 Flesh %6 Spirit</source>
        <extracomment>%1 player, then their numbers.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="105"/>
        <source>holds the Alltaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="113"/>
        <source>holds the Dreadsbane token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="120"/>
        <source>Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="121"/>
        <source>Unity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="122"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="123"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="124"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="126"/>
        <source>Bases</source>
        <extracomment>Caption on a player&apos;s panel: their figure bases not on the board.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="127"/>
        <source>Crypt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="143"/>
        <source>Wallows: %1</source>
        <extracomment>A player&apos;s Wallows cards: %1 each card with how far it is met and its objective.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="182"/>
        <location filename="../qml/mourners/PlayerPanel.qml" line="187"/>
        <source>Mourners: %1</source>
        <extracomment>Mourner cards in play; exhausted ones are marked.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="180"/>
        <source>exhausted</source>
        <extracomment>After a Mourner&apos;s name on the player&apos;s panel: its ability was used this round (an adjective).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayersPopup</name>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="61"/>
        <location filename="../qml/PlayersPopup.qml" line="98"/>
        <source>Players</source>
        <extracomment>The heading of the list of every player&apos;s name in the history.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="69"/>
        <source>Undo rename</source>
        <extracomment>Takes the last rename of a player back (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="71"/>
        <source>Gives the players of the last rename their former name again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="76"/>
        <source>Close</source>
        <extracomment>Closes the list of players (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="82"/>
        <source>Rename a player in every game. Two names of one person become one player when you rename one to the other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="110"/>
        <location filename="../qml/PlayersPopup.qml" line="128"/>
        <source>games: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="135"/>
        <source>Rename…</source>
        <extracomment>Button beside a player&apos;s name: opens the dialog that renames them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="137"/>
        <location filename="../qml/PlayersPopup.qml" line="173"/>
        <source>Rename %1</source>
        <extracomment>%1 a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="182"/>
        <source>%1 played 1 game. The new name replaces it there.</source>
        <extracomment>The rename dialog. %1 a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="184"/>
        <source>%1 played %2 games. The new name replaces it in each of them.</source>
        <extracomment>The rename dialog. %1 a player&apos;s name, %2 their games (2 or more).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="196"/>
        <source>New name</source>
        <extracomment>The text field of the rename dialog.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="209"/>
        <source>%1 already has 1 game: the two become one player.</source>
        <extracomment>%1 the name typed in the rename dialog, which another player has.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="212"/>
        <source>%1 already has %2 games: the two become one player.</source>
        <extracomment>%1 the name typed in the rename dialog, which another player has; %2 their games (2 or more).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="230"/>
        <source>Cancel</source>
        <extracomment>Closes the rename dialog without renaming.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="239"/>
        <source>Merge</source>
        <extracomment>The button of the rename dialog when the new name is another player&apos;s (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="241"/>
        <source>Rename</source>
        <extracomment>The button of the rename dialog (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <location filename="../app/core/problemtext.cpp" line="16"/>
        <source>&apos;%1&apos;</source>
        <extracomment>A word or id quoted from a file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="30"/>
        <source>The game&apos;s seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="32"/>
        <source>The kind of play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="38"/>
        <source>Colour of player %1</source>
        <extracomment>%1 seat number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="39"/>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="39"/>
        <source>The players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="42"/>
        <source>The Alltaker&apos;s seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="44"/>
        <source>The game&apos;s setup notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="46"/>
        <source>The steps of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="48"/>
        <source>The saved end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="50"/>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="52"/>
        <source>The kind of file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="54"/>
        <source>The file&apos;s version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="73"/>
        <source>The file is not valid JSON at byte %1: %2.</source>
        <extracomment>%1 the byte where the file stops making sense, %2 the JSON reader&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="76"/>
        <source>The key %1 is written twice in the same group (%2, line %3): the file is not read, as it is not clear which one is meant.</source>
        <extracomment>%1 a key of the file, %2 where it is (as written in the file: &quot;players[0].unity&quot;), %3 the line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="82"/>
        <source>is too large to be read (%1 KB; it may have at most %2 KB)</source>
        <extracomment>%1 the part&apos;s size, %2 the largest size it may have (both in KB).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="84"/>
        <source>The file is too large to be read (%1 KB; this kind of file has at most %2 KB).</source>
        <extracomment>%1 the file&apos;s size, %2 the largest size this kind of file may have (both in KB).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="86"/>
        <source>The file does not hold the expected data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="87"/>
        <source>must be a group of values (an object)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="89"/>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="91"/>
        <source>must list %1 to %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="94"/>
        <source>unknown key %1</source>
        <extracomment>%1 a key of the file the program does not know (often a typo).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="97"/>
        <source>missing key %1</source>
        <extracomment>%1 the key a file must have (in the object the sentence names).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="99"/>
        <source>must be %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="100"/>
        <source>must be a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="102"/>
        <source>must be yes or no (true or false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="104"/>
        <source>holds more than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="106"/>
        <source>must be a non-empty text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="108"/>
        <source>%1 is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="111"/>
        <source>holds the control character %1 (character %2), which cannot be printed</source>
        <extracomment>A name holds an invisible control character; %1 its code as U+XXXX, %2 its position from 1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="116"/>
        <source>is longer than %1 characters (%2)</source>
        <extracomment>%1 the most characters a name may have, %2 how many it has.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="119"/>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="122"/>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="124"/>
        <source>The file is not of the expected kind (it must say %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="127"/>
        <source>This is a save of another game (%1).</source>
        <extracomment>%1 the game id found in the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="129"/>
        <source>The file was written by a newer version of the program (file version %1; this version reads up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="134"/>
        <source>must have %1 entries (it has %2)</source>
        <extracomment>%1 entries needed, %2 entries found.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="136"/>
        <source>%1 is not one of the words it accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="138"/>
        <source>must be a location number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="140"/>
        <source>must be table play or digital play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="142"/>
        <source>must be a whole number written as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="144"/>
        <source>%1 cannot be an id: use lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="146"/>
        <source>the id %1 is used by another card of the same deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="148"/>
        <source>must be %1: the entries are listed in number order from %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="150"/>
        <source>needs at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="153"/>
        <source>Step %1 (%2) is not a move this program can read</source>
        <extracomment>%1 the step&apos;s number (from 1), %2 the step as written.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="156"/>
        <source>Step %1 (%2) is not allowed at that point of the game</source>
        <extracomment>%1 the step&apos;s number (from 1), %2 the step as written.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="158"/>
        <source>Playing the saved steps again does not give the saved end of the game: the file was changed or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="161"/>
        <source>The file is not UTF-8 text (byte %1 is not); nothing is replaced or guessed.</source>
        <extracomment>%1 the byte&apos;s position in the file, from 1.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="163"/>
        <source>must be a date and time like 2024-05-01T20:30:00Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="166"/>
        <source>is %1, but the game&apos;s numbers give %2</source>
        <extracomment>A score, place or tie-break of an imported game that its own numbers do not give; %1 as the file says, %2 as the game&apos;s rules give.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="169"/>
        <source>the same game is already there with another result; it was not replaced</source>
        <extracomment>An imported game whose identity is already in the history (or earlier in the file) with another result.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="172"/>
        <source>must be a colour written as # and six hex digits, like #c62828</source>
        <extracomment>A player&apos;s colour in a file; #c62828 is an example the translation keeps as it is.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="175"/>
        <source>Step %1 (%2) is not what the game&apos;s seed draws: in digital play the cards and dice are drawn by the app, not chosen</source>
        <extracomment>%1 the step&apos;s number (from 1), %2 the step as written. In digital play the app draws cards and rolls dice itself.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="192"/>
        <source>is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="192"/>
        <source>%1 is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="227"/>
        <source>%1: %2.</source>
        <extracomment>A field of a file or a form and what is wrong with it: &quot;Etherea at the start: must be a whole number from 0 to 50.&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/problemtext.cpp" line="233"/>
        <source>… and %n more problem(s).</source>
        <extracomment>After the first problems of a file: how many more there are (not listed).</extracomment>
        <translation>
            <numerusform>… and %n more problem.</numerusform>
            <numerusform>… and %n more problems.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RememberedPlayers</name>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="60"/>
        <source>Person</source>
        <extracomment>A seat&apos;s kind: a person plays it (not a computer player).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="61"/>
        <source>Computer: Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="62"/>
        <source>Computer: Rule-based</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="63"/>
        <source>Computer: Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="67"/>
        <source>Computer: Strong (up to 1 s a move)</source>
        <extracomment>The strongest computer player; it thinks up to a second before each move.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="67"/>
        <source>Computer: Strong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="44"/>
        <source>There is no game to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="208"/>
        <source>game over</source>
        <extracomment>Replay: who decides at the step shown: nobody, the game is over.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="210"/>
        <source>chance draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="212"/>
        <source>%1 decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="140"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="213"/>
        <source>Round %1</source>
        <extracomment>The replay&apos;s round chooser; %1 a round number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="58"/>
        <source>%1 could not be opened. %2</source>
        <extracomment>%1 file, %2 the reasons, one sentence each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="137"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="213"/>
        <source>Setup</source>
        <extracomment>The replay&apos;s round chooser: the part of the game before the first round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="220"/>
        <source>The end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="223"/>
        <source>Now: %1</source>
        <extracomment>The replay of a game still being played has reached the table&apos;s present. %1 who decides now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="225"/>
        <source>The start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="228"/>
        <source>Then: %1</source>
        <extracomment>The replay, at a past step: %1 who decided what then.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/replaycontroller.cpp" line="232"/>
        <source>%n hidden card(s)</source>
        <extracomment>The replay of a game still being played: the cards of a hand or draft are not shown.</extracomment>
        <translation>
            <numerusform>%n hidden card</numerusform>
            <numerusform>%n hidden cards</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="242"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="246"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="250"/>
        <source>unknown</source>
        <extracomment>Replay: a card the app was not told (a hidden card at the table).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="261"/>
        <source>hidden until the end</source>
        <extracomment>The replay of a game still being played: a player&apos;s Ulterior Motive is not shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="266"/>
        <source>made, hidden</source>
        <extracomment>The replay of a game still being played: a blind bid made but not revealed (R-TITHE-2).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="275"/>
        <source>bone %1 · flesh %2 · spirit %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="21"/>
        <source>Replay · turn %1 of %2</source>
        <extracomment>The replay&apos;s title: %1 the turn shown, %2 the number of turns.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="54"/>
        <source>◀◀ Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="57"/>
        <source>Previous round (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="61"/>
        <source>◀ Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="64"/>
        <source>Previous turn (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="78"/>
        <source>Jump to round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="83"/>
        <source>Turn ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="87"/>
        <source>Next turn (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="91"/>
        <source>Round ▶▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="94"/>
        <source>Next round (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="98"/>
        <source>End ▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="98"/>
        <source>Now ▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="101"/>
        <source>The end of the game (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="101"/>
        <source>Now (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="118"/>
        <source>Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · the game is over: everything hidden during it is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="119"/>
        <source>Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · the game goes on: only what the whole table sees is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="144"/>
        <source>This turn</source>
        <extracomment>Heading of the replay&apos;s panel with what happened on the step shown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="205"/>
        <source>Etherea %1 · Unity %2 · score %3 · figures %4
Influence: %5
Motive: %6
Hand: %7%8
Mourners: %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="209"/>
        <source>none yet</source>
        <extracomment>Replay: a player has no Ulterior Motive yet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="211"/>
        <source>empty</source>
        <extracomment>Replay: a player&apos;s hand holds no card.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="212"/>
        <source> · drafting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="213"/>
        <source> · bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="214"/>
        <source>none</source>
        <comment>no Mourner cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="224"/>
        <source>Log · %1</source>
        <extracomment>The replay&apos;s log panel: %1 &quot;Setup&quot; or &quot;Round 2&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestInPeaceHome</name>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="21"/>
        <source>New table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="22"/>
        <source>Follow a duel played with the cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="28"/>
        <source>New digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="29"/>
        <source>Play the duel on this laptop, against a person or the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="34"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="36"/>
        <source>No unfinished game</source>
        <extracomment>The Continue tile of Rest in Peace: the unfinished game, or that there is none.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="48"/>
        <source>Unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="51"/>
        <source>%n game(s) kept: continue or delete</source>
        <extracomment>The unfinished games kept (each in its own file): how many, and what the tile offers.</extracomment>
        <translation>
            <numerusform>%n game kept: continue or delete</numerusform>
            <numerusform>%n games kept: continue or delete</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="53"/>
        <source>Reading the kept games…</source>
        <extracomment>The kept unfinished games are being read (shortly after start).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="55"/>
        <source>None kept</source>
        <extracomment>The unfinished games kept (each in its own file).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="74"/>
        <source>Rest in Peace</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RestInPeacePage</name>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="65"/>
        <source>Rest in Peace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="242"/>
        <source>Phones (%1)</source>
        <extracomment>%1 how many phones are connected.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="242"/>
        <source>Phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="244"/>
        <source>Let the players make their secret choices on their phones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="250"/>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="873"/>
        <source>Undo</source>
        <extracomment>Button: takes back the last step (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="253"/>
        <source>Back to your last decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="254"/>
        <source>Takes back the last entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="62"/>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="259"/>
        <source>Redo</source>
        <extracomment>Button: applies again the step undone last (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="57"/>
        <source>1 … 6</source>
        <extracomment>Keys sheet of Rest in Peace: the number keys play a ghost card of that value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="57"/>
        <source>Play a ghost card of that value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="58"/>
        <source>E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="58"/>
        <source>End the turn (or withdraw)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="59"/>
        <source>0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="59"/>
        <source>The first of the other choices (lay nothing down, carry nothing over, the table&apos;s answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="60"/>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="60"/>
        <source>What would the computer do? (the hint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="61"/>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="61"/>
        <source>Undo the last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="62"/>
        <source>Ctrl+Shift+Z or Ctrl+Y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="63"/>
        <source>Enter or Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="63"/>
        <source>Press the button that has the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="234"/>
        <source>Result</source>
        <extracomment>Button: shows again who won, after the table was looked at.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="237"/>
        <source>Show the result again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="341"/>
        <source>Point at a psychic card, tap it, hold it or reach it with Tab to read what it does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="402"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="402"/>
        <source>Computer: %1</source>
        <extracomment>A computer player&apos;s panel, before its deck and hand: %1 its strength.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="403"/>
        <source>rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="404"/>
        <source>search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="406"/>
        <source>strong</source>
        <extracomment>The strongest computer player&apos;s strength, after &quot;Computer:&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="407"/>
        <source>%1: total %2, %3 manors, %4 castles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="420"/>
        <source>Total %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="426"/>
        <source>Manors %1 · Castles %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="434"/>
        <source>Deck %1 · Hand %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="435"/>
        <source>face down on 10: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="445"/>
        <source>Hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="445"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="453"/>
        <source>Tripped: the next card comes at random from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="461"/>
        <source>No psychic card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="504"/>
        <source>Psychic card held: %1</source>
        <extracomment>A psychic card a player holds, face up: %1 its name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="543"/>
        <source>Your choice</source>
        <extracomment>Heading of the panel where the player makes their decision.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="551"/>
        <source>The choices</source>
        <extracomment>Accessible name of the scrolling list of the choices of the decision on view.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="563"/>
        <source>%1 chooses on their phone; the laptop shows the table. “Use the laptop for %1” in Phones takes the seat back.</source>
        <extracomment>Rest in Peace with phones: %1 the player who decides on their phone now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="581"/>
        <source>What would the computer do?</source>
        <extracomment>Button: asks the strongest computer player which choice it would make here.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="589"/>
        <source>The strong computer player&apos;s choice for you, and why (key H)</source>
        <extracomment>Tooltip of the hint button: the key that asks it too.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="596"/>
        <source>Do it</source>
        <extracomment>Button: takes the choice the computer suggested.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="605"/>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="636"/>
        <source>Play a ghost card: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="662"/>
        <source>Play a ghost card %1 and end the turn</source>
        <extracomment>A button that plays a ghost card of value %1 and ends the turn at once.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="758"/>
        <source>Log</source>
        <extracomment>Heading of the game log panel (a noun).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="788"/>
        <source>Your hand is shown next: the other player looks away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="798"/>
        <source>hand, turn, round-10 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="798"/>
        <source>round-10 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="834"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="835"/>
        <source>A draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="851"/>
        <source>The game is in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="861"/>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="880"/>
        <source>Home</source>
        <comment>the home screen</comment>
        <extracomment>Back to the home screen (the shelf of games).</extracomment>
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
    <message numerus="yes">
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="97"/>
        <source>%n manor(s)</source>
        <extracomment>Tokens on a mansion: M manor, C castle.</extracomment>
        <translation>
            <numerusform>manor</numerusform>
            <numerusform>%n manors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="99"/>
        <source>%n castle(s)</source>
        <translation>
            <numerusform>castle</numerusform>
            <numerusform>%n castles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="109"/>
        <source>(face down)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RipSession</name>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="56"/>
        <source>The learning game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="58"/>
        <source>The highest level of psychic cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="60"/>
        <source>Who starts round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="62"/>
        <source>The rules edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="65"/>
        <source>The app&apos;s notes on the game</source>
        <extracomment>A save&apos;s part that only the app reads: who plays each seat and the time played.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="67"/>
        <source>The events listed with the save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="86"/>
        <source>Name of player %1: %2.</source>
        <extracomment>%1 the player&apos;s number (1 or 2), %2 what is wrong with the name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="93"/>
        <source>Choose a table game or a digital game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="101"/>
        <source>Give both players a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="111"/>
        <source>Give the two players different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="119"/>
        <source>Unknown kind of player: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="140"/>
        <source>There is no unfinished game of Rest in Peace to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="157"/>
        <source>%1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="163"/>
        <source>%1 could not be read. %2 The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reasons, one sentence each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsteps.cpp" line="91"/>
        <source>%1 against %2.</source>
        <extracomment>The first line of a game&apos;s log: %1 and %2 the players.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="225"/>
        <source>That choice is no longer open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="232"/>
        <source>Start a game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="237"/>
        <source>%1 takes the laptop first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="241"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="241"/>
        <source>It is not a person&apos;s decision now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="246"/>
        <source>%1 decides on their phone.</source>
        <extracomment>%1 a player who decides on their phone (the laptop can take the seat back in Phones).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="258"/>
        <source>The game is over; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="259"/>
        <source>It is not that player&apos;s decision; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="260"/>
        <location filename="../app/restinpeace/ripsession.cpp" line="268"/>
        <source>That is not allowed now; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="377"/>
        <source>Waiting for %1&apos;s phone</source>
        <extracomment>Phones at the table: %1 a player who decides on their phone.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="379"/>
        <source>Pass the laptop to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="382"/>
        <source>%1 (computer) is thinking…</source>
        <extracomment>%1 a computer player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripchoices.cpp" line="94"/>
        <source>%1 + end</source>
        <extracomment>A button: play a ghost card of value %1 and end the turn, in one tap.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="40"/>
        <source>%1: %2 withdrew</source>
        <extracomment>How a mansion was won: %1 the winner, %2 the player who withdrew.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="41"/>
        <source>%1: %2 played dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="42"/>
        <source>A tie: the token moved on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="44"/>
        <source>%1: %2 to %3</source>
        <extracomment>A round&apos;s result: %1 its winner, %2 the higher total, %3 the lower, e.g. &quot;Ada: 12 to 7&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="45"/>
        <source>Tied %1 to %2: cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="130"/>
        <source>carried over: its value only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="132"/>
        <source>−2 on round 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="137"/>
        <source>Value named: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="139"/>
        <source>Values named: %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="141"/>
        <source>Worth %1 here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="144"/>
        <source>%1&apos;s %2: %3</source>
        <extracomment>%1 the player, %2 the psychic card, %3 what it does.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="154"/>
        <source>%1 is ahead, %2 to %3: ending the turn passes it on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="155"/>
        <source>%1 must get above %3 (now %2) before ending the turn, or withdraws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="165"/>
        <source>Nobody may play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="141"/>
        <source>The last autosaved game of Rest in Peace (%1) could not be read. %2 The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reasons, one sentence each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="136"/>
        <source>%1 against %2 · round %3</source>
        <extracomment>The Continue tile: %1 and %2 the players, %3 the round.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="131"/>
        <source>%1 against %2</source>
        <extracomment>The players of an unfinished game of Rest in Peace: %1 and %2 their names.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphistory.cpp" line="88"/>
        <source>The game could not be added to the history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="71"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="76"/>
        <source>How it ended: %1. %2.</source>
        <extracomment>The history&apos;s line for a game of Rest in Peace: %1 how it ended, %2 each player&apos;s mansions.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="527"/>
        <source>The computer player chose a move that is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="34"/>
        <source>the ghost card “%1”</source>
        <extracomment>A ghost card named in a hint: %1 its value as its button shows it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="36"/>
        <source>“%1”</source>
        <extracomment>A choice named in a hint: %1 the text of its button.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="53"/>
        <source>There is only one choice here: %1.</source>
        <extracomment>A hint when the decision has one legal choice only: %1 that choice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="55"/>
        <source>The computer would choose %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="59"/>
        <source>The computer would choose %1: it won %2% of its trial games with it.</source>
        <extracomment>A hint: %1 the choice, %2 a percentage (a number from 0 to 100).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="69"/>
        <source>If you hold %1, the computer would play it: it won %2% of its trial games with it, %3% with the next best choice, %4 (the app does not know your hand: it guessed it).</source>
        <extracomment>A hint at a table whose hand the app was not told: %1 the ghost card, %2 and %3 percentages (0 to 100), %4 the next best choice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="74"/>
        <source>The computer would choose %1, but %2 is as good: it won %3% of its trial games with either.</source>
        <extracomment>A hint: %1 the choice, %2 the next best choice, %3 a percentage (0 to 100) both reached.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="78"/>
        <source>The computer would choose %1: it won %2% of its trial games with it, %3% with the next best choice, %4.</source>
        <extracomment>A hint: %1 the choice, %2 and %3 percentages (0 to 100) of the trial games won with it and with the next best choice %4.</extracomment>
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
        <source>Computer: search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="38"/>
        <source>Computer: strong (up to 1 s a move)</source>
        <extracomment>The strongest computer player of Rest in Peace; it thinks up to a second a move.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="50"/>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="120"/>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="58"/>
        <source>Name of player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="68"/>
        <source>Who plays player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="81"/>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="121"/>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="87"/>
        <source>Bo (computer)</source>
        <extracomment>The name the computer opponent is given unless the player types another.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="90"/>
        <source>Name of player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="100"/>
        <source>Who plays player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="116"/>
        <source>Starts round 1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="124"/>
        <source>Who starts round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="130"/>
        <source>Learning game: psychic cards 1–9 only, turned over one round at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="146"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="151"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RipText</name>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="98"/>
        <source>the table</source>
        <extracomment>The chance seat of Rest in Peace: the people at the table, or the shuffled decks.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="100"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="102"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="108"/>
        <source>You won&apos;t have it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="109"/>
        <source>Auntie, are you there?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="110"/>
        <source>Reveal yourself!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="111"/>
        <source>Lady in White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="112"/>
        <source>Sir Nicholas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="113"/>
        <source>Tripped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="114"/>
        <source>Postponed wedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="115"/>
        <source>Acro-bats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="116"/>
        <source>Ghossssst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="117"/>
        <source>Poltergeist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="118"/>
        <source>Be gone!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="119"/>
        <source>You don&apos;t scare me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="120"/>
        <source>Now or never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="121"/>
        <source>Two&apos;s more fun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="122"/>
        <source>Still me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="123"/>
        <source>Double vision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="124"/>
        <source>Wraith to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="125"/>
        <source>I&apos;ll be back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="126"/>
        <source>Ghost of Christmas yet to come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="127"/>
        <source>Let&apos;s meet at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="128"/>
        <source>Bloody Mary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="129"/>
        <source>Playing dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="130"/>
        <source>Ghostly goldfish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="131"/>
        <source>Private lounge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="132"/>
        <source>They were never seen again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="133"/>
        <source>I pity the Ghoul!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="134"/>
        <source>Creepy lull</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="135"/>
        <source>House swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="136"/>
        <source>We&apos;re worthless</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="138"/>
        <source>The last mansion</source>
        <extracomment>The special psychic card that marks round 10 (it has no effect).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="140"/>
        <source>a psychic card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="146"/>
        <source>Its player gets this round&apos;s psychic card, win or lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="147"/>
        <source>Pick a ghost card of your choice out of your deck and play it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="148"/>
        <source>Worth 1; you see your opponent&apos;s hand until the round ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="149"/>
        <source>Worth 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="150"/>
        <source>Worth 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="152"/>
        <source>Worth 3, only in round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="153"/>
        <source>Your even cards (2, 4, 6) count 1 more this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="154"/>
        <source>Your odd cards (1, 3, 5) count 1 more this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="155"/>
        <source>Name a value: your cards of that value count 2 more this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="156"/>
        <source>Throw away one card your opponent has in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="157"/>
        <source>Your opponent&apos;s 1s and 2s count 0 this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="158"/>
        <source>Worth 4; afterwards it moves to your round 10, worth −2 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="160"/>
        <source>If you win the round, one of your cards of this round carries into the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="161"/>
        <source>Copies the value of one of your ghost cards of this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="162"/>
        <source>Name a value: your opponent&apos;s cards of that value count 2 less (not below 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="163"/>
        <source>Shuffle one of your cards from an earlier round back into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="164"/>
        <source>Turn up the top card of a deck: this card is worth its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="165"/>
        <source>A random card from a player&apos;s hand goes face down onto round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="166"/>
        <source>Worth 6; you throw away 2 ghost cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="167"/>
        <source>You lose the round now and take back one card you played in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="168"/>
        <source>Counts as two ghost cards worth 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="169"/>
        <source>Your opponent plays no psychic card for the rest of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="170"/>
        <source>Name 2 values: nobody plays them for the rest of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="171"/>
        <source>Name a value: every card of that value, both players&apos;, counts 3 more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="172"/>
        <source>The round is a tie: its token moves on, its psychic card is thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="173"/>
        <source>Swap two mansion tokens of later rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="76"/>
        <source>worth 1 (We&apos;re worthless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="78"/>
        <source>worth 0: no value of its own</source>
        <extracomment>A psychic card with an effect only, while We&apos;re worthless is in play: it counts 0.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="84"/>
        <source>We&apos;re worthless is in play: this card counts 1 and does nothing else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="85"/>
        <source>We&apos;re worthless is in play: this card has no value of its own, so it counts 0 and does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="90"/>
        <source>worth 1, no effect (We&apos;re worthless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="91"/>
        <source>worth 0, no effect: no value of its own (We&apos;re worthless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="151"/>
        <source>Your opponent&apos;s next card is drawn blindly from their hand: this round, or the next if they withdraw at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="159"/>
        <source>For the rest of the round your opponent plays no card or at least 2 cards a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="174"/>
        <source>Every other card of this round does nothing else: a card with a value counts 1, any other 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="175"/>
        <source>No effect: it marks the last mansion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="184"/>
        <location filename="../app/restinpeace/riptext.cpp" line="195"/>
        <source>%1 (face down)</source>
        <extracomment>A ghost card face down on round 10: its value when this screen may know it.
----------
A psychic card lying face down on round 10 (its number is known to both players).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="184"/>
        <source>a face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="187"/>
        <source>a card (not told)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="190"/>
        <source>%1 (−2)</source>
        <extracomment>%1 a psychic card moved to round 10, where it is worth −2.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="205"/>
        <location filename="../app/restinpeace/riptext.cpp" line="328"/>
        <location filename="../app/restinpeace/riptext.cpp" line="394"/>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="211"/>
        <source>no token</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/restinpeace/riptext.cpp" line="213"/>
        <source>%n manor(s)</source>
        <translation>
            <numerusform>a manor</numerusform>
            <numerusform>%n manors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/restinpeace/riptext.cpp" line="215"/>
        <source>%n castle(s)</source>
        <translation>
            <numerusform>a castle</numerusform>
            <numerusform>%n castles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="217"/>
        <source>%1 and %2</source>
        <extracomment>%1 manors, %2 castles, e.g. &quot;a manor and a castle&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="226"/>
        <source>Round %1&apos;s psychic card: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="228"/>
        <source>Round %1 is fought for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="230"/>
        <location filename="../app/restinpeace/riptext.cpp" line="413"/>
        <source>%1 draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="232"/>
        <source>%1&apos;s deck is empty: nothing to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="235"/>
        <source>Round 10: the face-down cards are turned over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="236"/>
        <source>Round %1 begins; %2 starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="239"/>
        <source>%1 fetches a %2 from the deck and plays it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="241"/>
        <source>%1 is tripped: a %2 from the hand is played at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="242"/>
        <source>%1 plays a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="245"/>
        <source>%1 plays %2; We&apos;re worthless takes its effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="250"/>
        <source> (value %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="252"/>
        <source> (values %1 and %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="254"/>
        <source> (%1&apos;s deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="256"/>
        <source> (%1&apos;s hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="259"/>
        <source>%1&apos;s %2 acts on round 10%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="260"/>
        <source>%1 plays %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="263"/>
        <source>%1&apos;s %2 is thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="265"/>
        <source>%1 shuffles a %2 back into the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="267"/>
        <source>%1 takes %2 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="269"/>
        <source>The top card of %1&apos;s deck is a %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="272"/>
        <source>%1 throws away a %2 from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="273"/>
        <source>%1 throws away a card from the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="275"/>
        <source>The tokens of rounds %1 and %2 change places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="277"/>
        <source>%1 ends the turn with %2 against %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="279"/>
        <source>%1 does not beat it: withdraws and loses the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="281"/>
        <source>%1 loses the round at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="283"/>
        <source>Round %1 is a tie: its token waits for the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="285"/>
        <source>%1 wins round %2 and takes %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="287"/>
        <source>%1 takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="289"/>
        <source>%1 is thrown away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="291"/>
        <source>%1&apos;s Now or never moves to round 10, worth −2 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="293"/>
        <source>%1 carries %2 into round %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="296"/>
        <source>A random card of %1&apos;s hand goes onto round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="298"/>
        <source>%1 lays %2 face down on round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="299"/>
        <source>%1 lays a card face down on round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="301"/>
        <source>%1&apos;s face-down card: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="303"/>
        <source>Round 10: %1 has %2, %3 has %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="306"/>
        <source>%1 wins the game: 4 manors or 3 castles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="307"/>
        <location filename="../app/restinpeace/riptext.cpp" line="462"/>
        <source>%1 wins round 10 and with it the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="308"/>
        <source>Round 10 is cancelled; %1 wins with more mansions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="309"/>
        <source>Round 10 is cancelled and both have as many mansions: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="312"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="334"/>
        <source>fetch a %1</source>
        <extracomment>A psychic card&apos;s choice: fetch a card of value %1 from the deck.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="334"/>
        <source>the deck is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="336"/>
        <source>value %1</source>
        <extracomment>A psychic card&apos;s chosen value.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="337"/>
        <source>values %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="338"/>
        <source>no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="338"/>
        <source>throw away their %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="339"/>
        <source>nothing to copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="339"/>
        <source>copy your %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="341"/>
        <source>nothing to return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="341"/>
        <source>return the %1 of round %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="342"/>
        <source>%1&apos;s deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="343"/>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="346"/>
        <source>throw away nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="348"/>
        <source>throw away a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="349"/>
        <source>throw away %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="350"/>
        <source>take nothing back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="350"/>
        <source>take back %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="353"/>
        <source>swap nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="355"/>
        <source>round %1&apos;s %2 with round %3&apos;s %4</source>
        <extracomment>House swap: %1 round, %2 token, %3 round, %4 token.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="357"/>
        <location filename="../app/restinpeace/riptext.cpp" line="359"/>
        <source>manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="357"/>
        <location filename="../app/restinpeace/riptext.cpp" line="359"/>
        <source>castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="370"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="371"/>
        <source>Manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="371"/>
        <source>Castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="372"/>
        <source>A card (not told)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="372"/>
        <location filename="../app/restinpeace/riptext.cpp" line="374"/>
        <location filename="../app/restinpeace/riptext.cpp" line="376"/>
        <source>A %1</source>
        <extracomment>A card of value %1, e.g. &quot;A 7&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="374"/>
        <source>Not told</source>
        <extracomment>A random card nobody told the app at the table: its value is unknown.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="382"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="384"/>
        <source>A random card (tripped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="387"/>
        <source>End the turn (%1 beats %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="388"/>
        <source>Withdraw (%1 does not beat %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="392"/>
        <source>Carry nothing over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="393"/>
        <source>Carry %1 over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="397"/>
        <source>Lay nothing down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="399"/>
        <source>Lay %1 face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="400"/>
        <source>Lay a card face down (not told)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="400"/>
        <source>Lay a %1 face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="411"/>
        <source>Which psychic card lies on round %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="412"/>
        <source>Which token lies on round %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="414"/>
        <source>Which card came at random out of %1&apos;s hand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="415"/>
        <source>Which card is on top of %1&apos;s deck?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="416"/>
        <source>Which value is %1&apos;s face-down card on round 10?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="417"/>
        <source>%1&apos;s turn: play cards, then end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="418"/>
        <source>%1 won with Still me: carry one card into the next round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="419"/>
        <source>%1 lost the round: lay one card face down on round 10?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="420"/>
        <source>%1 chooses for a psychic card turned over on round 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="440"/>
        <source>won at once with 4 manors or 3 castles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="442"/>
        <source>won round 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="444"/>
        <source>round 10 tied: more mansions won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="446"/>
        <source>round 10 tied with as many mansions: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="455"/>
        <source>A draw: round 10 tied and both hold as many mansions (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="461"/>
        <source>%1 wins with %2: 4 manors or 3 castles end the game at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="465"/>
        <source>Round 10 tied: %1 wins with more mansions (%2 to %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="472"/>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../qml/mourners/RoundSummary.qml" line="39"/>
        <source>Round %1 is over</source>
        <extracomment>Digital play, after the round&apos;s automatic phases: %1 the round&apos;s number.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/RoundSummary.qml" line="46"/>
        <source>What the Dreadsgrip check, the tithe, the locations, the guilds and the clean-up changed. The log and “Why?” have each step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/RoundSummary.qml" line="109"/>
        <source>Continue (N)</source>
        <extracomment>Closes the round&apos;s summary: the next round goes on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesetLibrary</name>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="75"/>
        <source>Standard rules (with stand-in cards)</source>
        <extracomment>The name of the ruleset that comes with the app: the rulebook&apos;s numbers, and original cards standing in for those the app does not print.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="50"/>
        <location filename="../app/mourners/newgamesetup.cpp" line="215"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="156"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="195"/>
        <source>There is no ruleset %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="166"/>
        <source>The ruleset %1 cannot be used. %2</source>
        <extracomment>%1 is a ruleset&apos;s name, %2 the reasons, one sentence each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="199"/>
        <source>The built-in ruleset cannot be changed; save a copy with a name of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="204"/>
        <source>%1 does not read as a ruleset, so it is left untouched. Correct or remove it in the folder.</source>
        <extracomment>%1 is a file name. The file is left as it is so that nothing in it is lost.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="214"/>
        <source>Cannot create the folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="217"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="225"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="271"/>
        <source>The ruleset needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="238"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="259"/>
        <source>Not saved. %1</source>
        <extracomment>%1 what is wrong, one sentence each.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="278"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="282"/>
        <source>Cannot rename %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="295"/>
        <source>Cannot delete %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreCalculator</name>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="61"/>
        <source>&quot;%1&quot; is not a number or + - ×</source>
        <extracomment>In the score calculator: a character that is not a number or + - * ( ).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="74"/>
        <location filename="../app/mourners/scorecalculator.cpp" line="91"/>
        <location filename="../app/mourners/scorecalculator.cpp" line="123"/>
        <source>the number is far too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="102"/>
        <source>a number is missing at the end</source>
        <extracomment>In the score calculator, e.g. after &quot;3+&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="110"/>
        <source>a closing bracket is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="132"/>
        <source>a number is missing before &quot;%1&quot;</source>
        <extracomment>In the score calculator, e.g. &quot;3++2&quot;. %1 is the sign.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="136"/>
        <source>only whole numbers count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="180"/>
        <source>it comes to %1; it must be 0 to 999</source>
        <extracomment>In the score calculator: %1 is what the typed sum came to.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="201"/>
        <source>Player %1</source>
        <extracomment>Default name in the score calculator; %1 is 1-4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="346"/>
        <source>Unity</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="348"/>
        <source>Bone Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="350"/>
        <source>Flesh Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="352"/>
        <source>Spirit Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="354"/>
        <source>Ulterior Motive</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="356"/>
        <source>Etherea left</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="358"/>
        <source>Mourners in play</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="370"/>
        <source>%1 (%2)</source>
        <extracomment>A field to fix under the calculator&apos;s ranking: %1 the field, %2 why it does not read.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="373"/>
        <source>%1 is not ranked until these fields are fixed: %2</source>
        <extracomment>Under the calculator&apos;s ranking: %1 a player left out of it, %2 the fields to correct.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="392"/>
        <source>Type the date as YYYY-MM-DD, e.g. %1.</source>
        <extracomment>The calculator&apos;s date field does not hold a date; YYYY-MM-DD is the expected form.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="452"/>
        <source>Fix the marked fields of %1 first.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="460"/>
        <source>Type the players&apos; numbers first.</source>
        <extracomment>The calculator&apos;s form is still empty: nothing to save or print yet.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="464"/>
        <source>Two players are called &quot;%1&quot;: give them different names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="525"/>
        <source>This game is already in the history; it was not saved again.</source>
        <extracomment>Saving the calculator&apos;s result again: same numbers, names and date as a stored game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="527"/>
        <source>Saved to the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="527"/>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="539"/>
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
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="38"/>
        <source>Bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="39"/>
        <source>Flesh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="40"/>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="43"/>
        <source>Faction?</source>
        <extracomment>No faction chosen in the score calculator.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="48"/>
        <source>tie decided by Etherea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="49"/>
        <source>tie decided by Mourner cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="50"/>
        <source>tie stands: place shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="56"/>
        <source>Score calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="68"/>
        <source>Save the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="70"/>
        <source>Save</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="71"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="101"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="120"/>
        <source>%1 players</source>
        <extracomment>%1 is 2, 3 or 4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="144"/>
        <source>Clear numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="146"/>
        <source>Empties every number; names stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="130"/>
        <source>YYYY-MM-DD</source>
        <extracomment>Placeholder of the calculator&apos;s date field: the form the date is typed in.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="139"/>
        <source>Date of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="460"/>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="163"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="175"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="186"/>
        <source>Name of player %1</source>
        <extracomment>%1 is the seat number 1-4.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="195"/>
        <source>Faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="214"/>
        <source>Faction of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="216"/>
        <source>Press to choose the next faction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="225"/>
        <source>Motive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="244"/>
        <source>Motive?</source>
        <extracomment>The first entry of the score calculator&apos;s motive list: no motive said.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="247"/>
        <source>Ulterior Motive of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="299"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="313"/>
        <source>—</source>
        <extracomment>Score of a player whose fields do not read yet: no number, no rank.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="319"/>
        <source>Score of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="341"/>
        <source>Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="366"/>
        <source>Place %1: %2 with %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="455"/>
        <source>Notes (optional)</source>
        <extracomment>Placeholder of the calculator&apos;s free-text notes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="485"/>
        <source>Save to history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="490"/>
        <source>Stores this result in the game history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="495"/>
        <source>Score sheet (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="498"/>
        <source>Writes a printable score sheet of this result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="543"/>
        <source>%1: %2</source>
        <extracomment>%1 a player&apos;s name, %2 what the field counts, e.g. &quot;Unity&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="544"/>
        <source>A number or a sum like 3+6+2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPhones</name>
    <message>
        <location filename="../app/core/seatphones.cpp" line="100"/>
        <source>All networks</source>
        <extracomment>Phones at the table: the server listens on every network of the laptop.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="109"/>
        <source>%1 (not connected now)</source>
        <extracomment>Phones at the table: %1 the address of the network chosen last time, which is gone now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="149"/>
        <source>Refusing connections from %1: too many at once</source>
        <extracomment>Phones at the table: %1 one or more network addresses, e.g. &quot;192.168.1.23&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="178"/>
        <source>Start a game first: the phones join the game on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="190"/>
        <source>The network chosen for the phones (%1) is not connected now: choose another one.</source>
        <extracomment>Phones at the table: %1 the address of the chosen network.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="199"/>
        <source>The phones could not be switched on: %1</source>
        <extracomment>%1 the reason from the network, e.g. &quot;The address is protected&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="205"/>
        <source>The links changed: port %1 is taken now, so every phone must scan its code again.</source>
        <extracomment>Phones at the table, a continued game: %1 the port its links used, which another program has now.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="471"/>
        <source>%1 on %2</source>
        <extracomment>A device asking for a seat: %1 its browser, %2 its system (&quot;Firefox on Android&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="476"/>
        <source>an unknown browser</source>
        <extracomment>A device asking for a seat whose browser is not known.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="478"/>
        <source>Another device wants %1&apos;s seat (%2, %3).</source>
        <extracomment>Phones at the table: %1 a player, %2 the device (&quot;Firefox on Android&quot;), %3 its network address.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <location filename="../qml/SettingsPage.qml" line="42"/>
        <source>The folder %1 could not be opened.</source>
        <extracomment>%1 a folder path.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="46"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="75"/>
        <source>Theme</source>
        <extracomment>Settings section: colours of the app.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="81"/>
        <source>As the system</source>
        <extracomment>Theme choice: follow the system&apos;s light or dark colours.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="83"/>
        <source>Light</source>
        <extracomment>Colour theme: light.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="85"/>
        <source>Dark</source>
        <extracomment>Colour theme: dark.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="99"/>
        <source>Theme: %1</source>
        <extracomment>%1 a theme: &quot;As the system&quot;, &quot;Light&quot; or &quot;Dark&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="106"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="125"/>
        <source>Language: %1</source>
        <extracomment>%1 a language, written in that language (&quot;Deutsch&quot;, &quot;English&quot;, &quot;System&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="131"/>
        <source>The new language is used at once, also for the game in progress.</source>
        <extracomment>Under the language choice.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="137"/>
        <source>Window</source>
        <extracomment>Settings section: the window of the app.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="140"/>
        <source>Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="147"/>
        <source>Full screen: on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="147"/>
        <source>Full screen: off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="148"/>
        <source>Switches between a window and the whole screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="152"/>
        <source>F11 switches full screen on and off anywhere in the app. The choice is kept for the next start.</source>
        <extracomment>F11 is the key on the keyboard.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="157"/>
        <source>Size of text and controls</source>
        <extracomment>Settings: how large all text and controls are drawn.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="167"/>
        <source>Normal</source>
        <extracomment>Size of text and controls: as designed.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="169"/>
        <source>Larger</source>
        <extracomment>Size of text and controls: a quarter larger.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="171"/>
        <source>Largest</source>
        <extracomment>Size of text and controls: half as large again.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="187"/>
        <source>Size of text and controls: %1 (%2%)</source>
        <extracomment>%1 a size: &quot;Normal&quot;, &quot;Larger&quot; or &quot;Largest&quot;; %2 its percentage.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="191"/>
        <source>This screen is too small for text this large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="198"/>
        <source>Everything in the window grows by the same amount, so nothing is cut. A size is offered when the screen holds the whole window at it (Larger: 1600 × 1000 pixels or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="200"/>
        <source>The new size is used from the next start. A game in progress is kept.</source>
        <extracomment>The kept size of text and controls differs from the one in use.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="206"/>
        <source>Restart now</source>
        <extracomment>Starts the app again so that the new size of text and controls is used.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="208"/>
        <source>Closes the app and opens it again at the new size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="215"/>
        <source>The app could not be started again. Close it and open it yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="222"/>
        <source>Where your games are kept</source>
        <extracomment>Settings section: the folders and files the app writes.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="227"/>
        <source>Autosaves of running games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="234"/>
        <location filename="../qml/SettingsPage.qml" line="257"/>
        <source>Open folder</source>
        <extracomment>Button: opens the folder in the file manager (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="237"/>
        <source>Open the autosave folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="243"/>
        <source>Autosave folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="250"/>
        <source>History of finished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="260"/>
        <source>Open the folder of the history database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="266"/>
        <source>History database file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) differ from the standard rules:</source>
        <extracomment>%n how many values differ.</extracomment>
        <translation type="vanished">
            <numerusform>%n value differs from the standard rules:</numerusform>
            <numerusform>%n values differ from the standard rules:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="304"/>
        <source>History on a server</source>
        <extracomment>Settings section: a club&apos;s history shared on a server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="323"/>
        <source>Keep the history on a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="328"/>
        <source>This computer keeps recording into its own history and sends each game to the club&apos;s PostgreSQL server when it can reach it; the games of the other tables come back the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="338"/>
        <location filename="../qml/SettingsPage.qml" line="348"/>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="345"/>
        <source>e.g. club-pc.local</source>
        <extracomment>Example of a server&apos;s name in a text field.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="351"/>
        <location filename="../qml/SettingsPage.qml" line="359"/>
        <source>Port</source>
        <extracomment>The network port of the server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="362"/>
        <location filename="../qml/SettingsPage.qml" line="368"/>
        <source>Database</source>
        <extracomment>The name of the database on the server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="371"/>
        <location filename="../qml/SettingsPage.qml" line="377"/>
        <source>User</source>
        <extracomment>The user name on the database server.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="379"/>
        <location filename="../qml/SettingsPage.qml" line="390"/>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="387"/>
        <source>(kept; type to change)</source>
        <extracomment>The password field is empty because the password is kept already.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="399"/>
        <source>Encrypted connection only (TLS, sslmode=require)</source>
        <extracomment>TLS: the encrypted connection; sslmode=require is the server&apos;s setting for it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="414"/>
        <source>Save and connect</source>
        <extracomment>Saves the server&apos;s settings and connects (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="420"/>
        <source>Send now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetNumberBox</name>
    <message>
        <location filename="../qml/sheets/SheetNumberBox.qml" line="78"/>
        <source>%1 is too high here: at most %2.</source>
        <extracomment>Beside a number box of a score sheet: a typed number above the highest allowed (%1 typed, %2 the highest).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shelf</name>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="91"/>
        <source>Mourners Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="92"/>
        <source>Court of the Dead: bookkeeping, rules and digital play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="81"/>
        <source>Rest in Peace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="82"/>
        <source>Two ghost families, ten mansions: follow a table game or play a duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="92"/>
        <source>Dead Man&apos;s Crown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="93"/>
        <source>The end-game score sheet: rituals, the Oracle&apos;s majorities, the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="43"/>
        <source>Manster duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="44"/>
        <source>The battle tracker: stacks on two slabs, attacks, direct damage, the last one standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="145"/>
        <source>The occult card game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="146"/>
        <source>Masteries and prophecies: the deck&apos;s cycles to the final round, the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableQuestionsPanel</name>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="70"/>
        <source>Every player&apos;s answer</source>
        <extracomment>Accessible name of the panel that asks every player the same question (their rows below).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="95"/>
        <source>Adjust…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="97"/>
        <source>Enter a card effect the app does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="178"/>
        <source>▸ tap their card below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="180"/>
        <source>unknown card</source>
        <extracomment>A player who is dealt a Wallows card the app is not told.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="202"/>
        <source>Another card for %1</source>
        <extracomment>%1 a player: the Wallows card tapped for them is taken back.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="213"/>
        <source>Yes</source>
        <extracomment>Answer to the table question shown above it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="219"/>
        <source>%1: yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="230"/>
        <source>No</source>
        <extracomment>Answer to the table question shown above it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="235"/>
        <source>%1: no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TithePrivacy</name>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="106"/>
        <source>Secret bid of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="146"/>
        <source>Pass the laptop to %1</source>
        <extracomment>Blind bidding: the laptop goes to the next bidder. %1 player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="162"/>
        <source>Secret bids: %1 of %2 made. The Dirth Forge has paid the tithe, but the bids still count. Only %3 should look at the screen now.</source>
        <extracomment>R-TITHE-2: the Dirth Forge paid the whole tithe; the bids still decide who gains Unity. %1 bids made, %2 players, %3 the bidder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="175"/>
        <source>%1, tap your bid (0 to %2 Etherea); it stays hidden.</source>
        <extracomment>A table&apos;s blind bid: %1 the bidder, %2 their Etherea. A tap on an amount makes the bid.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="224"/>
        <source>I am %1</source>
        <extracomment>The bidder confirms they hold the laptop. %1 player.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="240"/>
        <source>%1, your secret bid (0 to %2 Etherea)</source>
        <extracomment>%1 player, %2 their Etherea.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="210"/>
        <location filename="../qml/mourners/TithePrivacy.qml" line="352"/>
        <source>Bid %1</source>
        <extracomment>%1 Etherea.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="254"/>
        <source>Hide</source>
        <extracomment>Button: hides the secret bid from the screen (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="158"/>
        <source>Secret bids: %1 of %2 made. Still owed: %3 Etherea. Only %4 should look at the screen now.</source>
        <extracomment>%1 bids made, %2 players, %3 Etherea owed, %4 the bidder.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="260"/>
        <source>Hides the screen without bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="276"/>
        <source>Bid %1 and hide</source>
        <extracomment>%1 Etherea; the screen is hidden afterwards.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="276"/>
        <source>Choose a bid</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TitheReveal</name>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="33"/>
        <source>Tithe met</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="33"/>
        <source>Tithe missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="148"/>
        <source>Continue</source>
        <extracomment>Closes the revealed bids: the game goes on.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesPopup</name>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="55"/>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="97"/>
        <source>Unfinished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="62"/>
        <source>Close</source>
        <extracomment>Closes the list of unfinished games (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="68"/>
        <source>Each game is saved after every step in a file of its own; a finished game is in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="81"/>
        <source>No unfinished game is kept: each new game is kept here until it ends.</source>
        <extracomment>The list of unfinished games after the last one was deleted.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="135"/>
        <source>%1 · last played %2</source>
        <extracomment>%1 where the game stands (&quot;Table game · round 3 · Actions&quot;), %2 date and time.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="137"/>
        <source>This file cannot be read: %1. It is left as it is.</source>
        <extracomment>%1 the reason from the save file reader.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="146"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="148"/>
        <source>Continue the game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="157"/>
        <source>Delete…</source>
        <extracomment>Button beside an unfinished game: asks before deleting it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="159"/>
        <source>Delete the game of %1</source>
        <extracomment>%1 the players of the unfinished game.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="185"/>
        <source>Delete this unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="190"/>
        <source>The game of %1 (%2) and its file are deleted. This cannot be undone.</source>
        <extracomment>%1 the players, %2 where the game stands (&quot;Table game · round 3 · Actions&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="192"/>
        <source>%1 is deleted. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="200"/>
        <source>Delete</source>
        <extracomment>Confirms deleting the unfinished game (a verb).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="206"/>
        <source>Keep it</source>
        <extracomment>Answer to the question whether to delete the unfinished game: do not delete it.</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="27"/>
        <source>Automatic results (majorities, the tithe, over-crowding rolls, the meters) appear here with their reasons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="72"/>
        <source>Hide</source>
        <extracomment>Button of an automatic result: hides its reasons (a verb), or shows them (Why?).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="72"/>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/core/appstartup.cpp" line="42"/>
        <source>Mourners Call companion</source>
        <extracomment>Application name as shown in window lists and the About box.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="42"/>
        <source>Colour theme for this run: system, light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="43"/>
        <source>theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="45"/>
        <source>Window size, e.g. 1920x1080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="46"/>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="49"/>
        <source>Print the time from start to the first frame of the home screen, then exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="53"/>
        <source>Play a whole 4-player game of computer players on the game page, then print its duration and the peak resident memory, and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="58"/>
        <source>Companion app for board games beside the box. The games of the shelf:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="67"/>
        <source>A saved game to open (of any game of the shelf).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
