<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionButton</name>
    <message>
        <location filename="../qml/ActionButton.qml" line="122"/>
        <source>Not available now</source>
        <extracomment>Accessible description of a button that cannot be pressed now (before its tooltip, if any).</extracomment>
        <translation>Gerade nicht möglich</translation>
    </message>
</context>
<context>
    <name>AdjustDialog</name>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="36"/>
        <source>Crypt</source>
        <translation>Gruft</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation type="vanished">Korrektur</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="128"/>
        <source>Adjust</source>
        <extracomment>Title of the dialog that applies a card effect&apos;s numbers by hand (a verb: adjust the game).</extracomment>
        <translation>Anpassen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="134"/>
        <source>For a card effect the app does not know: enter what the card did. It is logged and can be undone; raising a meter to its top still punishes whoever caused it.</source>
        <translation>Für einen Karteneffekt, den die App nicht kennt: eintragen, was die Karte bewirkt hat. Es wird protokolliert und lässt sich rückgängig machen; wer eine Leiste bis ganz nach oben treibt, wird trotzdem bestraft.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="145"/>
        <source>Resource</source>
        <extracomment>Tab of the Adjust dialog: change a player&apos;s Etherea, Unity or Influence.</extracomment>
        <translation>Ressource</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="147"/>
        <source>Figure</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="148"/>
        <source>Meter</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="152"/>
        <source>Holder</source>
        <extracomment>Tab of the Adjust dialog: who holds the Alltaker or the Dreadsbane token.</extracomment>
        <translation>Inhaber</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="159"/>
        <source>Player</source>
        <extracomment>Caption in the Adjust dialog: the player whose numbers change.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="186"/>
        <source>Etherea</source>
        <translation>Etherea</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="186"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="187"/>
        <source>Bone Influence</source>
        <translation>Bone-Einfluss</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="187"/>
        <source>Flesh Influence</source>
        <translation>Flesh-Einfluss</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="188"/>
        <source>Spirit Influence</source>
        <translation>Spirit-Einfluss</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="188"/>
        <source>Motive bonus</source>
        <translation>Motiv-Bonus</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="189"/>
        <source>Dirth Forge</source>
        <translation>Dirth Forge</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="189"/>
        <source>Unity supply</source>
        <translation>Einheit-Vorrat</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="202"/>
        <source>Change</source>
        <extracomment>Caption in the Adjust dialog above the amount: how much is added or taken away (a noun).</extracomment>
        <translation>Änderung</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="203"/>
        <source>One less</source>
        <translation>Eins weniger</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="212"/>
        <source>One more</source>
        <translation>Eins mehr</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="221"/>
        <source>Move a figure</source>
        <translation>Figur versetzen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="222"/>
        <source>Add from the supply</source>
        <translation>Aus dem Vorrat hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="223"/>
        <source>Back to the supply</source>
        <translation>Zurück in den Vorrat</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="227"/>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="227"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="234"/>
        <source>to</source>
        <comment>moving a figure from one place to another</comment>
        <translation>nach</translation>
    </message>
    <message>
        <source>to</source>
        <translation type="vanished">nach</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="245"/>
        <source>Guild</source>
        <translation>Gilde</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="260"/>
        <source>Suspicion</source>
        <translation>Argwohn</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="261"/>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="285"/>
        <source>Caused by</source>
        <extracomment>Caption in the Adjust dialog: the player whose card caused the change (for the log).</extracomment>
        <translation>Verursacht von</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="286"/>
        <location filename="../qml/mourners/AdjustDialog.qml" line="322"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="310"/>
        <source>Alltaker</source>
        <translation>Alltaker</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="311"/>
        <source>Dreadsbane token</source>
        <translation>Dreadsbane-Marker</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="312"/>
        <source>Malavestros</source>
        <translation>Malavestros</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="322"/>
        <source>off the board</source>
        <translation>nicht auf dem Spielplan</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="358"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/AdjustDialog.qml" line="364"/>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>destroy</source>
        <extracomment>Crowd roll result: the figure is destroyed.</extracomment>
        <translation type="vanished">vernichten</translation>
    </message>
    <message>
        <source>Crypt</source>
        <extracomment>Crowd roll result: the figure goes to the Crypt.</extracomment>
        <translation type="vanished">Gruft</translation>
    </message>
    <message>
        <source>stay</source>
        <extracomment>Crowd roll result: the figure stays.</extracomment>
        <translation type="vanished">bleibt</translation>
    </message>
    <message>
        <source>Bone</source>
        <translation type="vanished">Bone</translation>
    </message>
    <message>
        <source>Flesh</source>
        <translation type="vanished">Flesh</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation type="vanished">Spirit</translation>
    </message>
    <message>
        <source>suspicion %1: %2</source>
        <extracomment>A place of the tithe table: %1 the suspicion (0-12), %2 the tithe.</extracomment>
        <translation type="vanished">Argwohn %1: %2</translation>
    </message>
    <message>
        <source>threat %1: %2</source>
        <extracomment>A place of the figure limit table: %1 the threat (0-9), %2 the limit.</extracomment>
        <translation type="vanished">Bedrohung %1: %2</translation>
    </message>
    <message>
        <source>die %1: %2</source>
        <extracomment>A place of the crowd roll table: %1 the die (1-6), %2 what happens.</extracomment>
        <translation type="vanished">Würfel %1: %2</translation>
    </message>
    <message>
        <source>location %1: %2</source>
        <extracomment>%1 location number (1-12), %2 its faction.</extracomment>
        <translation type="vanished">Ort %1: %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>One guild of the guild order: %1 its place (1-6), %2 its name.</extracomment>
        <translation type="vanished">%1. %2</translation>
    </message>
    <message>
        <source>Cost of a guild figure</source>
        <translation type="vanished">Kosten einer Gildenfigur</translation>
    </message>
    <message>
        <source>Cost of a Mourner card</source>
        <translation type="vanished">Kosten einer Mourner-Karte</translation>
    </message>
    <message>
        <source>Etherea at the start</source>
        <translation type="vanished">Etherea zu Beginn</translation>
    </message>
    <message>
        <source>Crowding roll</source>
        <translation type="vanished">Gedrängewurf</translation>
    </message>
    <message>
        <source>Faction of each location</source>
        <translation type="vanished">Fraktion jedes Ortes</translation>
    </message>
    <message>
        <source>Guild figure cost</source>
        <translation type="vanished">Kosten Gildenfigur</translation>
    </message>
    <message>
        <source>Mourner cost</source>
        <translation type="vanished">Kosten Mourner</translation>
    </message>
    <message>
        <source>Start Etherea</source>
        <translation type="vanished">Start-Etherea</translation>
    </message>
    <message>
        <source>Unity supply for 2 players</source>
        <translation type="vanished">Einheit-Vorrat für 2 Spieler</translation>
    </message>
    <message>
        <source>Unity supply for 3 players</source>
        <translation type="vanished">Einheit-Vorrat für 3 Spieler</translation>
    </message>
    <message>
        <source>Unity supply for 4 players</source>
        <translation type="vanished">Einheit-Vorrat für 4 Spieler</translation>
    </message>
    <message>
        <source>Tithe table</source>
        <translation type="vanished">Tributtabelle</translation>
    </message>
    <message>
        <source>Missed tithe raises suspicion by</source>
        <translation type="vanished">Verfehlter Tribut erhöht Argwohn um</translation>
    </message>
    <message>
        <source>Missed tithe raises threat by</source>
        <translation type="vanished">Verfehlter Tribut erhöht Bedrohung um</translation>
    </message>
    <message>
        <source>Figure limit table</source>
        <translation type="vanished">Figurenlimit-Tabelle</translation>
    </message>
    <message>
        <source>Crowd roll table</source>
        <translation type="vanished">Gedrängewurf-Tabelle</translation>
    </message>
    <message>
        <source>Guild order</source>
        <translation type="vanished">Gildenreihenfolge</translation>
    </message>
    <message>
        <source>Location factions</source>
        <translation type="vanished">Fraktionen der Orte</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../app/core/autosave.cpp" line="97"/>
        <source>Table game</source>
        <translation>Tischspiel</translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="97"/>
        <source>Digital game</source>
        <translation>Digitalspiel</translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="100"/>
        <source>%1 · round %2</source>
        <extracomment>An unfinished game without phases: %1 &quot;Table game&quot; or &quot;Digital game&quot;, %2 the round.</extracomment>
        <translation>%1 · Runde %2</translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="102"/>
        <source>%1 · round %2 · %3</source>
        <extracomment>An unfinished game: %1 &quot;Table game&quot; or &quot;Digital game&quot;, %2 the round, %3 the phase.</extracomment>
        <translation>%1 · Runde %2 · %3</translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="413"/>
        <source>%1 is not an unfinished game of the list; nothing was deleted.</source>
        <extracomment>%1 a file. Deleting an unfinished game that is not in the list (it was deleted already).</extracomment>
        <translation>%1 ist keine unvollendete Partie der Liste; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="418"/>
        <source>%1 could not be deleted; it was left as it is.</source>
        <extracomment>%1 a file.</extracomment>
        <translation>%1 konnte nicht gelöscht werden; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/core/autosave.cpp" line="471"/>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1 the reason. The game goes on; only the automatic save failed.</extracomment>
        <translation>Die Partie konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>BoardSettings</name>
    <message>
        <source>This board is not valid: %1</source>
        <extracomment>%1 the ruleset reader&apos;s message naming the field, e.g. &quot;tithe[4]: must be a whole number&quot;.</extracomment>
        <translation type="vanished">Dieser Spielplan ist ungültig: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="231"/>
        <source>%1 %2</source>
        <extracomment>Faces of the crowding roll die and what they do: %1 the face(s), &quot;1–2&quot; or &quot;3&quot;, %2 the outcome.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="235"/>
        <source>, </source>
        <extracomment>The separator between groups of faces: &quot;1–2 destroyed, 3–4 to the Crypt, 5–6 stays&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="269"/>
        <source>This board is not valid.
%1</source>
        <extracomment>%1 every problem, one sentence a line, e.g. &quot;Tithe at Suspicion 4: must be a whole number from 0 to 20.&quot;</extracomment>
        <translation>Dieser Spielplan ist ungültig.
%1</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="299"/>
        <source>the file %1 could not be removed</source>
        <translation>die Datei %1 konnte nicht entfernt werden</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="307"/>
        <source>The board is used for this game but could not be kept for the next one: %1</source>
        <extracomment>%1 the reason the file could not be written.</extracomment>
        <translation>Der Spielplan gilt für diese Partie, konnte aber nicht für die nächste gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="335"/>
        <source>The kept board %1 could not be read: %2. The standard board is shown.</source>
        <translation>Der gespeicherte Spielplan %1 konnte nicht gelesen werden: %2. Der Standard-Spielplan wird angezeigt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="341"/>
        <source>The kept board %1 could not be read: %2 The standard board is shown.</source>
        <translation>Der gespeicherte Spielplan %1 konnte nicht gelesen werden: %2 Der Standard-Spielplan wird angezeigt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="358"/>
        <source>The kept board %1 is not valid. The standard board is shown.
%2</source>
        <extracomment>%1 the file, %2 every problem, one sentence a line.</extracomment>
        <translation>Der gespeicherte Spielplan %1 ist ungültig. Der Standard-Spielplan wird angezeigt.
%2</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="382"/>
        <source>Bone</source>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="384"/>
        <source>Flesh</source>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="386"/>
        <source>Spirit</source>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="398"/>
        <source>suspicion %1: %2</source>
        <extracomment>A place of the tithe table: %1 the suspicion (0-12), %2 the tithe.</extracomment>
        <translation>Argwohn %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="401"/>
        <source>threat %1: %2</source>
        <extracomment>A place of the figure limit table: %1 the threat (0-9), %2 the limit.</extracomment>
        <translation>Bedrohung %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="404"/>
        <source>die %1: %2</source>
        <extracomment>A place of the crowd roll table: %1 the die (1-6), %2 what happens.</extracomment>
        <translation>Würfel %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="407"/>
        <source>location %1: %2</source>
        <extracomment>%1 location number (1-12), %2 its faction.</extracomment>
        <translation>Ort %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="409"/>
        <source>%1. %2</source>
        <extracomment>One guild of the guild order: %1 its place (1-6), %2 its name.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="413"/>
        <source>Cost of a guild figure</source>
        <translation>Kosten einer Gildenfigur</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="414"/>
        <source>Cost of a Mourner card</source>
        <translation>Kosten einer Mourner-Karte</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="415"/>
        <source>Etherea at the start</source>
        <translation>Etherea zu Beginn</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="416"/>
        <source>Unity supply for 2 players</source>
        <translation>Einheit-Vorrat für 2 Spieler</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="417"/>
        <source>Unity supply for 3 players</source>
        <translation>Einheit-Vorrat für 3 Spieler</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="418"/>
        <source>Unity supply for 4 players</source>
        <translation>Einheit-Vorrat für 4 Spieler</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="419"/>
        <source>Tithe table</source>
        <translation>Tributtabelle</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="420"/>
        <source>Missed tithe raises suspicion by</source>
        <translation>Verfehlter Tribut erhöht Argwohn um</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="421"/>
        <source>Missed tithe raises threat by</source>
        <translation>Verfehlter Tribut erhöht Bedrohung um</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="422"/>
        <source>Figure limit table</source>
        <translation>Figurenlimit-Tabelle</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="423"/>
        <source>Crowding roll</source>
        <translation>Gedrängewurf</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="424"/>
        <source>Guild order</source>
        <translation>Gildenreihenfolge</translation>
    </message>
    <message>
        <location filename="../app/mourners/boardsettings.cpp" line="425"/>
        <source>Faction of each location</source>
        <translation>Fraktion jedes Ortes</translation>
    </message>
    <message>
        <source>The kept board %1 is not valid: %2. The standard board is shown.</source>
        <translation type="vanished">Der gespeicherte Spielplan %1 ist ungültig: %2. Der Standard-Spielplan wird angezeigt.</translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="58"/>
        <source>Undo</source>
        <extracomment>Card editor: the text of the undo button (a verb).</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="60"/>
        <source>Undo the change to %1</source>
        <extracomment>%1 is a card&apos;s name.</extracomment>
        <translation>Änderung an %1 rückgängig machen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="72"/>
        <location filename="../app/mourners/cardeditor.cpp" line="75"/>
        <source>There is no ruleset %1.</source>
        <translation>Es gibt kein Regelwerk %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="189"/>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="225"/>
        <location filename="../app/mourners/cardeditor.cpp" line="235"/>
        <source>Etherea</source>
        <translation>Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="226"/>
        <location filename="../app/mourners/cardeditor.cpp" line="236"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="227"/>
        <source>Influence</source>
        <translation>Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="228"/>
        <source>Suspicion</source>
        <translation>Argwohn</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="229"/>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="230"/>
        <source>Pay into the Forge</source>
        <translation>In die Forge zahlen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="231"/>
        <source>Figures to the Crypt</source>
        <translation>Figuren in die Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="232"/>
        <source>Steal Influence</source>
        <translation>Einfluss stehlen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="233"/>
        <source>Figures from the Crypt to a location</source>
        <translation>Figuren aus der Gruft an einen Ort</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="237"/>
        <source>Influence of a faction</source>
        <translation>Einfluss einer Fraktion</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="238"/>
        <source>Figures at a location</source>
        <translation>Figuren an einem Ort</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="239"/>
        <source>Figures of a guild</source>
        <translation>Figuren einer Gilde</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="240"/>
        <source>Mourners</source>
        <translation>Mourners</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="242"/>
        <source>Two effect lists</source>
        <translation>Zwei Effektlisten</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="243"/>
        <source>Death (takes the Alltaker)</source>
        <translation>Tod (nimmt den Alltaker)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="244"/>
        <source>Malavestros (built-in)</source>
        <translation>Malavestros (eingebaut)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="245"/>
        <source>Auraghost (built-in action 1)</source>
        <translation>Auraghost (eingebaute Aktion 1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="246"/>
        <source>Cleopsis (built-in action 1)</source>
        <translation>Cleopsis (eingebaute Aktion 1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="247"/>
        <source>Gallevarbe (built-in action 1)</source>
        <translation>Gallevarbe (eingebaute Aktion 1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="248"/>
        <source>Gethsemoni (built-in)</source>
        <translation>Gethsemoni (eingebaut)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="251"/>
        <source>No ability</source>
        <translation>Keine Fähigkeit</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="253"/>
        <source>When it comes into play</source>
        <extracomment>A kind of Mourner ability: used once, as the card comes into play.</extracomment>
        <translation>Beim Ins-Spiel-Kommen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="255"/>
        <source>Once per round, as an action</source>
        <extracomment>A kind of Mourner ability: the turn&apos;s action, at most once per round (R-ACT-7).</extracomment>
        <translation>Einmal pro Runde, als Aktion</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="257"/>
        <source>By itself at the start of a phase</source>
        <extracomment>A kind of Mourner ability: works by itself as a phase of the round (chosen beside it) begins.</extracomment>
        <translation>Von selbst zu Beginn einer Phase</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="259"/>
        <source>At the end of each round</source>
        <extracomment>A kind of Mourner ability: works at clean-up, at the end of every round.</extracomment>
        <translation>Am Ende jeder Runde</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="260"/>
        <source>Severamm (built-in)</source>
        <translation>Severamm (eingebaut)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="261"/>
        <source>Socopharie (built-in)</source>
        <translation>Socopharie (eingebaut)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="262"/>
        <source>Relic Ravlatch (built-in)</source>
        <translation>Relic Ravlatch (eingebaut)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="264"/>
        <source>Per Influence of a faction</source>
        <translation>Je Einfluss einer Fraktion</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="265"/>
        <source>Per figure of a guild</source>
        <translation>Je Figur einer Gilde</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="266"/>
        <source>Per Mourner</source>
        <translation>Je Mourner</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="267"/>
        <source>Per location with figures</source>
        <translation>Je Ort mit Figuren</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="268"/>
        <source>Per Etherea</source>
        <translation>Je Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="90"/>
        <source>There is no such card.</source>
        <translation>Diese Karte gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="160"/>
        <source>Wallows cards have no kind.</source>
        <translation>Wallows-Karten haben keine Art.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="192"/>
        <source>Only Mourners and motives belong to a faction.</source>
        <translation>Nur Mourners und Motive gehören zu einer Fraktion.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="202"/>
        <source>Only Mourners belong to a guild.</source>
        <translation>Nur Mourners gehören zu einer Gilde.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="212"/>
        <source>Only Mourners can be starting cards.</source>
        <translation>Nur Mourners können Startkarten sein.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="222"/>
        <source>Only a Mourner whose ability works by itself has a phase.</source>
        <translation>Nur ein Mourner, dessen Fähigkeit von selbst wirkt, hat eine Phase.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="232"/>
        <source>Only Wallows cards can be artifacts.</source>
        <translation>Nur Wallows-Karten können Artefakte sein.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="255"/>
        <source>This card has no effect list &apos;%1&apos;.</source>
        <translation>Diese Karte hat keine Effektliste &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="268"/>
        <location filename="../app/mourners/cardeditoredits.cpp" line="280"/>
        <location filename="../app/mourners/cardeditoredits.cpp" line="350"/>
        <source>There is no such effect.</source>
        <translation>Diesen Effekt gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="331"/>
        <location filename="../app/mourners/cardeditoredits.cpp" line="371"/>
        <location filename="../app/mourners/cardeditoredits.cpp" line="391"/>
        <source>Unknown field &apos;%1&apos;.</source>
        <translation>Unbekanntes Feld &apos;%1&apos;.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="360"/>
        <source>Only Wallows cards have an objective.</source>
        <translation>Nur Wallows-Karten haben ein Ziel.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditoredits.cpp" line="382"/>
        <source>Only motives score like this.</source>
        <translation>Nur Motive werten so.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="431"/>
        <location filename="../app/mourners/cardeditor.cpp" line="453"/>
        <source>No ruleset is open.</source>
        <translation>Kein Regelwerk geöffnet.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="436"/>
        <location filename="../app/mourners/cardeditor.cpp" line="458"/>
        <source>There is no ruleset library to save to.</source>
        <translation>Es gibt keine Regelwerksammlung, in der gespeichert werden könnte.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardeditor.cpp" line="455"/>
        <source>The built-in ruleset cannot be changed; save a copy with a name of its own.</source>
        <translation>Das eingebaute Regelwerk lässt sich nicht ändern; bitte eine Kopie mit eigenem Namen speichern.</translation>
    </message>
</context>
<context>
    <name>CardEditorPage</name>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="31"/>
        <source>Court</source>
        <extracomment>Tabs of the card editor, one per deck: the Court cards, Mourner cards, Wallows cards and motive cards.</extracomment>
        <translation>Hofkarten</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="31"/>
        <source>Mourners</source>
        <translation>Mourners</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="31"/>
        <source>Wallows</source>
        <translation>Wallows</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="31"/>
        <source>Motives</source>
        <translation>Motive</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="60"/>
        <source>Card editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="86"/>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="95"/>
        <source>%1 (cannot be opened)</source>
        <translation>%1 (lässt sich nicht öffnen)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="104"/>
        <source>Discard the changes to %1?</source>
        <translation>Änderungen an %1 verwerfen?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="106"/>
        <source>Discard</source>
        <extracomment>Button of the question: throw away the unsaved changes (a verb).</extracomment>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="111"/>
        <source>Ruleset to edit</source>
        <translation>Zu bearbeitendes Regelwerk</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="112"/>
        <source>The built-in ruleset or one of your own</source>
        <translation>Das eingebaute Regelwerk oder ein eigenes</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="116"/>
        <source>Built in: your changes are saved as a copy.</source>
        <translation>Eingebaut: Änderungen werden als Kopie gespeichert.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="117"/>
        <source>Changed, not saved yet.</source>
        <translation>Geändert, noch nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="117"/>
        <source>Saved.</source>
        <translation>Gespeichert.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="129"/>
        <source>Undo</source>
        <extracomment>Card editor button: takes back the last change to the cards (a verb).</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="139"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="809"/>
        <source>Save</source>
        <extracomment>Card editor button: writes the changed ruleset (a verb).</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="145"/>
        <source>%1 saved.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="150"/>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="153"/>
        <source>Save as a new ruleset</source>
        <translation>Als neues Regelwerk speichern</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="157"/>
        <source>Rename…</source>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="162"/>
        <source>Rename this ruleset</source>
        <translation>Dieses Regelwerk umbenennen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="167"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="170"/>
        <source>Delete</source>
        <extracomment>Card editor button: deletes the user&apos;s ruleset (a verb).</extracomment>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="169"/>
        <source>Delete the ruleset %1? Games saved with it keep their copy.</source>
        <translation>Regelwerk %1 löschen? Damit gespeicherte Partien behalten ihre Kopie.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="176"/>
        <source>Delete this ruleset</source>
        <translation>Dieses Regelwerk löschen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="196"/>
        <source>%1 (%2)</source>
        <extracomment>%1 a deck&apos;s name, %2 how many cards it has.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="240"/>
        <source>Cards of the %1 deck</source>
        <translation>Karten des %1-Stapels</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="257"/>
        <source>%1, %2</source>
        <extracomment>%1 a card&apos;s name, %2 &quot;stand-in&quot; or &quot;from my box&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="257"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="285"/>
        <source>stand-in</source>
        <extracomment>Badge of a card in the list: an original card standing in for one the app does not print.</extracomment>
        <translation>Platzhalter</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="257"/>
        <source>from my box</source>
        <translation>aus meiner Schachtel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="346"/>
        <source>Card name</source>
        <extracomment>Accessible name of the field with the card&apos;s name.</extracomment>
        <translation>Kartenname</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="351"/>
        <source>Stand-in</source>
        <extracomment>Badge above the card: an original card standing in for one the app does not print, or one entered from the user&apos;s own box.</extracomment>
        <translation>Platzhalter</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="351"/>
        <source>From my box</source>
        <translation>Aus meiner Schachtel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="378"/>
        <source>Not a card from the rulebook: an original stand-in so that digital games have full decks. Any change you make here marks it as from your box.</source>
        <translation>Keine Karte aus der Spielregel: ein eigener Platzhalter, damit digitale Partien vollständige Stapel haben. Jede Änderung hier markiert sie als „aus meiner Schachtel“.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="379"/>
        <source>From my box: this card was entered or checked by you, or is printed in the rulebook.</source>
        <translation>Aus meiner Schachtel: Diese Karte wurde selbst eingegeben oder geprüft oder steht in der Spielregel.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="388"/>
        <source>Matches my card</source>
        <translation>Stimmt mit meiner Karte überein</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="391"/>
        <source>This card matches my physical card: mark it as from my box</source>
        <translation>Diese Karte stimmt mit meiner echten Karte überein: als „aus meiner Schachtel“ markieren</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="410"/>
        <source>What the card does</source>
        <translation>Was die Karte bewirkt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="423"/>
        <source>Preview: %1</source>
        <translation>Vorschau: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="441"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="451"/>
        <source>Ability</source>
        <extracomment>Caption of the card&apos;s effects: a Mourner&apos;s ability, or the kind of another card (a noun).</extracomment>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="441"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="451"/>
        <source>Kind of Court card</source>
        <translation>Art der Hofkarte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="463"/>
        <source>At the start of</source>
        <extracomment>Beside a phase of the round: when a Mourner&apos;s ability works by itself.</extracomment>
        <translation>Zu Beginn von</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="475"/>
        <source>Phase at whose start the ability works</source>
        <extracomment>The phase of the round at whose start a Mourner&apos;s ability works by itself.</extracomment>
        <translation>Phase, zu deren Beginn die Fähigkeit wirkt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="485"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="495"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="505"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="515"/>
        <source>Guild</source>
        <translation>Gilde</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="525"/>
        <source>Starting Mourner (dealt at setup)</source>
        <translation>Start-Mourner (beim Aufbau ausgeteilt)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="542"/>
        <source>Artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="557"/>
        <source>Scores</source>
        <extracomment>Caption of a motive card&apos;s scoring: what it scores points for (a verb: &quot;Scores 1 point per …&quot;).</extracomment>
        <translation>Wertet</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="571"/>
        <source>Motive: what it counts</source>
        <translation>Motiv: was es zählt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="579"/>
        <source>Motive: of which</source>
        <translation>Motiv: wovon</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="584"/>
        <source>1 point per</source>
        <translation>1 Punkt je</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="596"/>
        <source>Motive: one point per how many</source>
        <translation>Motiv: wie viele für einen Punkt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="600"/>
        <source>at most</source>
        <extracomment>In a motive&apos;s scoring line: &quot;… at most [N] points&quot;.</extracomment>
        <translation>höchstens</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="609"/>
        <source>Motive: at most how many points</source>
        <translation>Motiv: höchstens wie viele Punkte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="613"/>
        <source>points</source>
        <extracomment>In a motive&apos;s scoring line, after the box with the most points: &quot;… at most [N] points&quot;.</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="635"/>
        <source>Objective: have at least</source>
        <translation>Ziel: mindestens besitzen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="647"/>
        <source>Objective: at least how many</source>
        <translation>Ziel: mindestens wie viele</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="655"/>
        <source>Objective: of what</source>
        <translation>Ziel: wovon</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="663"/>
        <source>Objective: which one</source>
        <translation>Ziel: welches</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="678"/>
        <source>Action 1</source>
        <translation>Aktion 1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="687"/>
        <source>Action 2</source>
        <translation>Aktion 2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="699"/>
        <source>By itself at the start of: %1</source>
        <extracomment>Heading of a Mourner&apos;s effects; %1 a phase of the round, e.g. &quot;Celestial tithe&quot;.</extracomment>
        <translation>Von selbst zu Beginn von: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="708"/>
        <source>Reward (objective met)</source>
        <translation>Belohnung (Ziel erfüllt)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="716"/>
        <source>Penalty (objective missed)</source>
        <translation>Strafe (Ziel verfehlt)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="736"/>
        <source>My box</source>
        <extracomment>The name proposed for a ruleset saved from the card editor: the user&apos;s own box of the game.</extracomment>
        <translation>Meine Schachtel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="752"/>
        <source>Saved as %1. New games can use it.</source>
        <translation>Als %1 gespeichert. Neue Partien können es verwenden.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="778"/>
        <source>Rename the ruleset</source>
        <translation>Regelwerk umbenennen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="778"/>
        <source>Save as a ruleset of your own</source>
        <translation>Als eigenes Regelwerk speichern</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="789"/>
        <source>Name, e.g. My box</source>
        <translation>Name, z. B. Meine Schachtel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="793"/>
        <source>Name of the ruleset</source>
        <translation>Name des Regelwerks</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="803"/>
        <location filename="../qml/mourners/CardEditorPage.qml" line="865"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEditorPage.qml" line="809"/>
        <source>Rename</source>
        <extracomment>Button of the name dialog: renames the ruleset, or saves it under the name typed (verbs).</extracomment>
        <translation>Umbenennen</translation>
    </message>
</context>
<context>
    <name>CardEffectList</name>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="39"/>
        <source>Played by the rules built into the program: %1.</source>
        <extracomment>%1 describes what the card does, e.g. &quot;relocate figures for free&quot;.</extracomment>
        <translation>Wird nach den im Programm eingebauten Regeln gespielt: %1.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="49"/>
        <source>No effect.</source>
        <translation>Kein Effekt.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="109"/>
        <source>+ Add an effect</source>
        <translation>+ Effekt hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectList.qml" line="113"/>
        <source>Add an effect to %1</source>
        <extracomment>%1 is a list&apos;s name, e.g. &quot;Action 1&quot;.</extracomment>
        <translation>Effekt zu %1 hinzufügen</translation>
    </message>
</context>
<context>
    <name>CardEffectRow</name>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="38"/>
        <source>Effect %1 of %2</source>
        <extracomment>%1 the effect&apos;s number in its list, %2 the list, e.g. &quot;Action 1&quot;.</extracomment>
        <translation>Effekt %1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="67"/>
        <source>%1: what it does</source>
        <translation>%1: was er bewirkt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="75"/>
        <source>%1: amount</source>
        <translation>%1: Menge</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="83"/>
        <source>%1: faction</source>
        <translation>%1: Fraktion</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="91"/>
        <source>%1: guild</source>
        <translation>%1: Gilde</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="99"/>
        <source>%1: location</source>
        <translation>%1: Ort</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="105"/>
        <source>Remove</source>
        <extracomment>Button beside an effect of a card: removes that effect (a verb).</extracomment>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="108"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="120"/>
        <source>Only if you have at least</source>
        <translation>Nur mit mindestens</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="120"/>
        <source>Only if…</source>
        <translation>Nur wenn…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="129"/>
        <source>%1: only under a condition</source>
        <translation>%1: nur unter einer Bedingung</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="137"/>
        <source>%1: condition, at least</source>
        <translation>%1: Bedingung, mindestens</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="145"/>
        <source>%1: condition, of what</source>
        <translation>%1: Bedingung, wovon</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CardEffectRow.qml" line="156"/>
        <source>%1: condition, which one</source>
        <translation>%1: Bedingung, welches</translation>
    </message>
</context>
<context>
    <name>CardText</name>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="12"/>
        <source>Bone</source>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="13"/>
        <source>Flesh</source>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="14"/>
        <source>Spirit</source>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="29"/>
        <source>%1 (%2)</source>
        <extracomment>%1 location name, %2 its printed number.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="36"/>
        <source>at least %1 Etherea</source>
        <translation>mindestens %1 Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="37"/>
        <source>at least %1 Unity</source>
        <translation>mindestens %1 Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="40"/>
        <source>at least %1 %2 Influence</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation>mindestens %1 %2-Einfluss</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="43"/>
        <source>at least %n figure(s) at %1</source>
        <extracomment>%1 a location.</extracomment>
        <translation>
            <numerusform>mindestens %n Figur an %1</numerusform>
            <numerusform>mindestens %n Figuren an %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="46"/>
        <source>at least %n %1 figure(s)</source>
        <extracomment>%1 a guild.</extracomment>
        <translation>
            <numerusform>mindestens %n %1-Figur</numerusform>
            <numerusform>mindestens %n %1-Figuren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="47"/>
        <source>at least %n Mourner(s)</source>
        <translation>
            <numerusform>mindestens %n Mourner</numerusform>
            <numerusform>mindestens %n Mourners</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="58"/>
        <source>gain %1 Etherea</source>
        <translation>%1 Etherea erhalten</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="58"/>
        <source>lose %1 Etherea</source>
        <translation>%1 Etherea verlieren</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="59"/>
        <source>gain %1 Unity</source>
        <translation>%1 Einheit erhalten</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="59"/>
        <source>lose %1 Unity</source>
        <translation>%1 Einheit verlieren</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="62"/>
        <source>gain %1 %2 Influence</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation>%1 %2-Einfluss erhalten</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="63"/>
        <source>lose %1 %2 Influence</source>
        <translation>%1 %2-Einfluss verlieren</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="66"/>
        <source>raise Suspicion by %1</source>
        <translation>Argwohn um %1 erhöhen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="66"/>
        <source>lower Suspicion by %1</source>
        <translation>Argwohn um %1 senken</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="69"/>
        <source>raise Threat by %1</source>
        <translation>Bedrohung um %1 erhöhen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="69"/>
        <source>lower Threat by %1</source>
        <translation>Bedrohung um %1 senken</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="73"/>
        <source>pay %1 Etherea into the %2</source>
        <extracomment>%1 a number, %2 the name of location 1 (the Dirth Forge).</extracomment>
        <translation>%1 Etherea in die %2 zahlen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="77"/>
        <source>put %n %1 figure(s) into your Crypt</source>
        <extracomment>%1 a guild.</extracomment>
        <translation>
            <numerusform>%n %1-Figur in die eigene Gruft legen</numerusform>
            <numerusform>%n %1-Figuren in die eigene Gruft legen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="81"/>
        <source>take %1 %2 Influence from the opponent who has the most</source>
        <extracomment>%1 a number, %2 a faction.</extracomment>
        <translation>%1 %2-Einfluss von der Person nehmen, die am meisten davon hat</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="85"/>
        <source>move up to %1 of your figures from your Crypt to %2</source>
        <extracomment>%1 a number, %2 a location.</extracomment>
        <translation>bis zu %1 eigene Figuren aus der Gruft nach %2 bringen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="90"/>
        <source>if you have %1, %2</source>
        <extracomment>%1 a condition (&quot;at least 3 Bone Influence&quot;), %2 an effect (&quot;gain 1 Unity&quot;).</extracomment>
        <translation>mit %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="97"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="109"/>
        <source>move the Malavestros token to a location, where it stays until moved again</source>
        <translation>den Malavestros-Marker an einen Ort stellen; dort bleibt er, bis er wieder bewegt wird</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="111"/>
        <source>deactivate one Mourner of each opponent</source>
        <translation>bei allen anderen je einen Mourner deaktivieren</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="114"/>
        <source>raise Suspicion by 1; a player you choose pays 2 Etherea into the %1; you and they gain 1 Unity each</source>
        <translation>Argwohn um 1 erhöhen; eine gewählte Person zahlt 2 Etherea in die %1; beide erhalten je 1 Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="120"/>
        <source>take 1 Influence of each of two factions (or 2 of one) from a player</source>
        <translation>von einer Person je 1 Einfluss zweier Fraktionen (oder 2 einer Fraktion) nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="124"/>
        <source>relocate figures for free</source>
        <translation>Figuren kostenlos versetzen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="127"/>
        <source>take 1 Flesh Influence from a player</source>
        <translation>von einer Person 1 Flesh-Einfluss nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="128"/>
        <source>move a player&apos;s figure to %1</source>
        <translation>eine Figur einer Person nach %1 versetzen</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="144"/>
        <source>Action 1: %1. Action 2: %2.</source>
        <extracomment>%1 and %2 the two actions of a Court card, e.g. &quot;gain 2 Etherea&quot;.</extracomment>
        <translation>Aktion 1: %1. Aktion 2: %2.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="146"/>
        <source>Take the Alltaker. %1</source>
        <translation>Den Alltaker nehmen. %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="153"/>
        <source>%1, %2</source>
        <extracomment>%1 a faction, %2 a guild.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="155"/>
        <source>%1, starting Mourner</source>
        <translation>%1, Start-Mourner</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="158"/>
        <source>No ability.</source>
        <translation>Keine Fähigkeit.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="162"/>
        <source>When it comes into play: %1.</source>
        <extracomment>A Mourner&apos;s ability used once, as the card comes into play. %1 its effects.</extracomment>
        <translation>Beim Ins-Spiel-Kommen: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="164"/>
        <source>Once per round: %1.</source>
        <translation>Einmal pro Runde: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="166"/>
        <source>At the end of each round: %1.</source>
        <translation>Am Ende jeder Runde: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="168"/>
        <source>Once per round: swap a Court card of your hand with one of the Court deck.</source>
        <translation>Einmal pro Runde: eine Hofkarte der Hand gegen eine des Hofstapels tauschen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="171"/>
        <source>Once per round: take a played Court card back in exchange for one of your hand.</source>
        <translation>Einmal pro Runde: eine gespielte Hofkarte gegen eine der Hand zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="173"/>
        <source>Once per round: draw an extra Wallows card.</source>
        <translation>Einmal pro Runde: eine zusätzliche Wallows-Karte ziehen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="175"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="184"/>
        <source>At the start of the Etherea distribution: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 1 of a round begins. %1 its effects.</extracomment>
        <translation>Zu Beginn der Etherea-Verteilung: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="186"/>
        <source>At the start of the Wallows phase: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 2 of a round begins. %1 its effects.</extracomment>
        <translation>Zu Beginn der Wallows-Phase: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="188"/>
        <source>At the start of the Court draft: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 3 of a round begins. %1 its effects.</extracomment>
        <translation>Zu Beginn des Hof-Drafts: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="190"/>
        <source>At the start of the Actions phase: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 4 of a round begins. %1 its effects.</extracomment>
        <translation>Zu Beginn der Aktionsphase: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="192"/>
        <source>At the start of the Dreadsgrip check: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 5 of a round begins. %1 its effects.</extracomment>
        <translation>Zu Beginn der Dreadsgrip-Prüfung: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="194"/>
        <source>At the start of the Celestial tithe: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 6 of a round begins. %1 its effects.</extracomment>
        <translation>Zu Beginn des Himmlischen Tributs: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="196"/>
        <source>At the start of the resolution of locations and guilds: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 7 of a round begins. %1 its effects.</extracomment>
        <translation>Zu Beginn der Auswertung von Orten und Gilden: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="198"/>
        <source>At the start of the clean-up: %1.</source>
        <extracomment>A Mourner&apos;s ability that works by itself as phase 8 of a round begins. %1 its effects.</extracomment>
        <translation>Zu Beginn des Aufräumens: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="208"/>
        <source>Objective: have %1. Reward: %2. Penalty: %3.</source>
        <extracomment>%1 what to have (&quot;at least 4 Etherea&quot;), %2 and %3 effects.</extracomment>
        <translation>Ziel: %1 besitzen. Belohnung: %2. Strafe: %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="211"/>
        <source>Artifact. %1</source>
        <translation>Artefakt. %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="219"/>
        <source>%1 %2 Influence</source>
        <translation>%1 %2-Einfluss</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="220"/>
        <source>%n %1 figure(s)</source>
        <translation>
            <numerusform>%n %1-Figur</numerusform>
            <numerusform>%n %1-Figuren</numerusform>
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
            <numerusform>%n Ort mit eigenen Figuren</numerusform>
            <numerusform>%n Orte mit eigenen Figuren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/cardtext.cpp" line="223"/>
        <source>%1 Etherea</source>
        <translation>%1 Etherea</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/cardtext.cpp" line="226"/>
        <source>%1 motive: 1 point per %2, at most %n point(s).</source>
        <extracomment>%1 a faction, %2 what is counted (&quot;2 Bone Influence&quot;), %3 the largest bonus.</extracomment>
        <translation>
            <numerusform>%1-Motiv: 1 Punkt je %2, höchstens %n Punkt.</numerusform>
            <numerusform>%1-Motiv: 1 Punkt je %2, höchstens %n Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartsPage</name>
    <message>
        <location filename="../qml/ChartsPage.qml" line="194"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Wins per player</source>
        <translation type="vanished">Siege pro Person</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="671"/>
        <source>Wins</source>
        <extracomment>Column of the standings: how many of them the player won (first place, shared too).</extracomment>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="425"/>
        <source>Game:</source>
        <extracomment>Label before the chooser of the game of the shelf whose charts are shown (Mourners Call, Rest in Peace …).</extracomment>
        <translation>Spiel:</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="232"/>
        <source>%1. %2, rating %3, %4 games, %5 wins</source>
        <extracomment>What a screen reader says of a line of the standings: rank, player, rating, games, wins.</extracomment>
        <translation>%1. %2, Spielstärke %3, %4 Partien, %5 Siege</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="466"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="470"/>
        <source>Over time</source>
        <extracomment>Tab of the charts: the scores game after game.</extracomment>
        <translation>Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="105"/>
        <source>Factions and motives</source>
        <translation>Fraktionen und Motive</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="480"/>
        <source>Standings</source>
        <extracomment>Tab of the charts: the table of the players&apos; ratings in the chosen game, best first.</extracomment>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="503"/>
        <source>Games won per player (%)</source>
        <translation>Gewonnene Partien pro Spieler (%)</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="504"/>
        <location filename="../qml/ChartsPage.qml" line="622"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="509"/>
        <location filename="../qml/ChartsPage.qml" line="521"/>
        <location filename="../qml/ChartsPage.qml" line="599"/>
        <source>No games yet</source>
        <translation>Noch keine Partien</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="654"/>
        <source>Standings: %1</source>
        <extracomment>Heading of the standings table; %1 is the game&apos;s name (Mourners Call, Rest in Peace …).</extracomment>
        <translation>Rangliste: %1</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="664"/>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="665"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="667"/>
        <location filename="../qml/ChartsPage.qml" line="766"/>
        <source>Rating</source>
        <extracomment>Column of the standings: the rating (skill estimate minus three times its uncertainty).
----------
Axis title of the chart of ratings over time (a noun).</extracomment>
        <translation>Spielstärke</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="669"/>
        <source>Games</source>
        <extracomment>Column of the standings: how many games of this game the player played.</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="690"/>
        <source>Standings of %1</source>
        <extracomment>Name of the standings table for screen readers; %1 is the game&apos;s name.</extracomment>
        <translation>Rangliste von %1</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="710"/>
        <location filename="../qml/ChartsPage.qml" line="799"/>
        <source>No rated games yet</source>
        <extracomment>The standings of a game whose games cannot be rated (no game of two players or more with places).</extracomment>
        <translation>Noch keine bewerteten Partien</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="720"/>
        <source>Rating: the estimated skill minus three times its uncertainty (Weng–Lin rating, Plackett–Luce model). It rises as you play and win; players who share a place are tied.</source>
        <extracomment>Under the standings: what the rating is, in plain words.</extracomment>
        <translation>Spielstärke: die geschätzte Stärke minus dreimal ihre Unsicherheit (Weng-Lin-Wertung, Plackett-Luce-Modell). Sie steigt, je mehr du spielst und gewinnst; wer sich einen Platz teilt, spielt unentschieden.</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="730"/>
        <source>Rating over time (game 1 is the oldest)</source>
        <translation>Spielstärke Partie für Partie (Partie 1 ist die älteste)</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="54"/>
        <source>Average damage dealt per player</source>
        <translation>Durchschnittlich zugefügter Schaden pro Spieler</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="178"/>
        <source>Average score per player</source>
        <translation>Durchschnittliche Punkte pro Spieler</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="179"/>
        <source>Average score</source>
        <translation>Durchschnittliche Punkte</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="55"/>
        <source>Average damage dealt</source>
        <translation>Zugefügter Schaden im Schnitt</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="528"/>
        <source>Scores over time (game 1 is the oldest)</source>
        <translation>Punkte Partie für Partie (Partie 1 ist die älteste)</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="554"/>
        <location filename="../qml/ChartsPage.qml" line="755"/>
        <source>Game</source>
        <extracomment>Axis title of the chart over time: the games played, in order (one play of the game each).</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../qml/ChartsPage.qml" line="564"/>
        <source>Score</source>
        <extracomment>Axis title of the chart over time: a player&apos;s score in points (a noun).</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="57"/>
        <source>Games won per declared faction (%)</source>
        <translation>Gewonnene Partien pro erklärter Fraktion (%)</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="60"/>
        <source>Games won per Ulterior Motive (%)</source>
        <translation>Gewonnene Partien pro Ulterior Motive (%)</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="61"/>
        <source>No motive was recorded yet</source>
        <translation>Noch kein Motiv erfasst</translation>
    </message>
    <message>
        <source>Wins per declared faction</source>
        <translation type="vanished">Siege pro erklärter Fraktion</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="58"/>
        <source>No faction was recorded yet</source>
        <translation>Noch keine Fraktion erfasst</translation>
    </message>
    <message>
        <source>Average score per declared faction</source>
        <translation type="vanished">Durchschnittliche Punkte pro erklärter Fraktion</translation>
    </message>
</context>
<context>
    <name>ClubServer</name>
    <message>
        <location filename="../app/core/clubserver.cpp" line="77"/>
        <source>Enter the server&apos;s name or address.</source>
        <translation>Bitte den Namen oder die Adresse des Servers eingeben.</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="79"/>
        <source>The port is a number from 1 to 65535 (PostgreSQL&apos;s own is 5432).</source>
        <translation>Der Port ist eine Zahl von 1 bis 65535 (der von PostgreSQL ist 5432).</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="81"/>
        <source>Enter the name of the club&apos;s database.</source>
        <translation>Bitte den Namen der Datenbank des Vereins eingeben.</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="83"/>
        <source>The server, database and user names have no spaces.</source>
        <translation>Die Namen von Server, Datenbank und Benutzer enthalten keine Leerzeichen.</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="173"/>
        <source>The password is kept in the system&apos;s keyring.</source>
        <translation>Das Passwort liegt im Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="176"/>
        <source>No keyring service answered: the password is kept in memory only and asked for again when the app starts.</source>
        <extracomment>No keyring service (GNOME Keyring, KWallet) answered.</extracomment>
        <translation>Kein Schlüsselbund-Dienst hat geantwortet: Das Passwort bleibt nur im Arbeitsspeicher und wird beim nächsten Start der App wieder erfragt.</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="179"/>
        <source>Looking for the password in the system&apos;s keyring…</source>
        <translation>Das Passwort wird im Schlüsselbund des Systems gesucht …</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="181"/>
        <source>No keyring service answered: type the password; it is kept in memory only.</source>
        <translation>Kein Schlüsselbund-Dienst hat geantwortet: Passwort eintippen; es bleibt nur im Arbeitsspeicher.</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="182"/>
        <source>No password given yet (the server may not need one).</source>
        <translation>Noch kein Passwort angegeben (der Server braucht vielleicht keins).</translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="268"/>
        <source>Syncing with the server…</source>
        <translation>Abgleich mit dem Server …</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/clubserver.cpp" line="270"/>
        <source>%n game(s) wait to be sent to the server.</source>
        <translation>
            <numerusform>%n Partie wartet darauf, an den Server gesendet zu werden.</numerusform>
            <numerusform>%n Partien warten darauf, an den Server gesendet zu werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/clubserver.cpp" line="273"/>
        <source>Server not reachable: %n game(s) wait. The app tries again by itself.</source>
        <extracomment>%n games recorded here that the server does not hold yet.</extracomment>
        <translation>
            <numerusform>Server nicht erreichbar: %n Partie wartet. Die App versucht es von selbst wieder.</numerusform>
            <numerusform>Server nicht erreichbar: %n Partien warten. Die App versucht es von selbst wieder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/clubserver.cpp" line="276"/>
        <source>Not synced: %1. %n game(s) wait.</source>
        <extracomment>%1 the reason (&quot;the server refused the login (user name or password)&quot;).</extracomment>
        <translation>
            <numerusform>Nicht abgeglichen: %1. %n Partie wartet.</numerusform>
            <numerusform>Nicht abgeglichen: %1. %n Partien warten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/clubserver.cpp" line="279"/>
        <source>Last sync: %1. %n game(s) wait to be sent.</source>
        <translation>
            <numerusform>Letzter Abgleich: %1. %n Partie wartet auf das Senden.</numerusform>
            <numerusform>Letzter Abgleich: %1. %n Partien warten auf das Senden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/core/clubserver.cpp" line="281"/>
        <source>Every game is on the server. Last sync: %1.</source>
        <extracomment>%1 the time of the last sync.</extracomment>
        <translation>Alle Partien sind auf dem Server. Letzter Abgleich: %1.</translation>
    </message>
</context>
<context>
    <name>ComputerHint</name>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="132"/>
        <source>There is only one choice: “%1”.</source>
        <extracomment>A hint: %1 the label of the one choice button of the decision.</extracomment>
        <translation>Es gibt nur eine Wahl: „%1“.</translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="136"/>
        <source>The computer would choose “%1”: it sees no other sensible choice.</source>
        <extracomment>A hint: %1 a choice&apos;s button; every other choice would waste something (move a figure back, pay Influence for a position already held).</extracomment>
        <translation>Der Computer würde „%1“ wählen: Eine andere sinnvolle Wahl sieht er nicht.</translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="140"/>
        <source>The computer would choose “%1” (a quick choice: there was no time to weigh it).</source>
        <extracomment>A hint: %1 a choice&apos;s button, chosen by the rules of thumb because the search had no time.</extracomment>
        <translation>Der Computer würde „%1“ wählen (eine schnelle Wahl: Zum Abwägen blieb keine Zeit).</translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="145"/>
        <source>The computer would choose “%1”.</source>
        <extracomment>A hint: %1 a choice&apos;s button.</extracomment>
        <translation>Der Computer würde „%1“ wählen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/computerhint.cpp" line="153"/>
        <source>The computer would choose “%1”: about %n point(s) better than the next best choice, “%2”.</source>
        <extracomment>A hint: %1 the advised choice&apos;s button, %2 the next best choice&apos;s button; %n points of lead over the best other player that the computer expects it to gain.</extracomment>
        <translation>
            <numerusform>Der Computer würde „%1“ wählen: etwa %n Punkt besser als die nächstbeste Wahl, „%2“.</numerusform>
            <numerusform>Der Computer würde „%1“ wählen: etwa %n Punkte besser als die nächstbeste Wahl, „%2“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/computerhint.cpp" line="158"/>
        <source>The computer would choose “%1”: with it, it ends ahead of the others more often than with “%2”, although “%2” gains about %n point(s) more on average.</source>
        <extracomment>A hint: %1 the advised choice&apos;s button, %2 the next best one&apos;s; the advised choice ends ahead of the other players more often, the other one gains %n points more on average.</extracomment>
        <translation>
            <numerusform>Der Computer würde „%1“ wählen: Damit liegt er öfter vor den anderen als mit „%2“, obwohl „%2“ im Schnitt etwa %n Punkt mehr bringt.</numerusform>
            <numerusform>Der Computer würde „%1“ wählen: Damit liegt er öfter vor den anderen als mit „%2“, obwohl „%2“ im Schnitt etwa %n Punkte mehr bringt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The computer would choose “%1”: it comes out ahead more often than with the next best choice, “%2”, though by about %n point(s) less.</source>
        <extracomment>A hint: %1 the advised choice&apos;s button, %2 the next best one&apos;s; the advised choice comes out ahead more often, but by %n points less on average.</extracomment>
        <translation type="vanished">
            <numerusform>Der Computer würde „%1“ wählen: Damit liegt er öfter vorn als mit der nächstbesten Wahl, „%2“, wenn auch um etwa %n Punkt knapper.</numerusform>
            <numerusform>Der Computer würde „%1“ wählen: Damit liegt er öfter vorn als mit der nächstbesten Wahl, „%2“, wenn auch um etwa %n Punkte knapper.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="164"/>
        <source>The computer would choose “%1”, though the next best choice, “%2”, is about as good.</source>
        <extracomment>A hint: %1 the advised choice&apos;s button, %2 the next best one&apos;s, worth about as many points.</extracomment>
        <translation>Der Computer würde „%1“ wählen, doch die nächstbeste Wahl, „%2“, ist etwa gleich gut.</translation>
    </message>
    <message>
        <location filename="../app/mourners/computerhint.cpp" line="171"/>
        <source>Without knowing your hand: %1</source>
        <extracomment>A hint at a table game, where the app was not told the player&apos;s Court cards: the search drew them at random. %1 the hint&apos;s sentence.</extracomment>
        <translation>Ohne die eigene Hand zu kennen: %1</translation>
    </message>
</context>
<context>
    <name>CorrectPastDialog</name>
    <message>
        <source>Correct the past</source>
        <translation type="vanished">Vergangenheit korrigieren</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="69"/>
        <source>Change a past entry</source>
        <translation>Früheren Eintrag ändern</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="85"/>
        <source>What should it have been? Every later step is played again on top of it.</source>
        <translation>Was hätte es sein sollen? Alle späteren Schritte werden darauf neu gespielt.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="106"/>
        <source>%1&apos;s bid is secret while the bidding goes on. Pass the laptop to %1.</source>
        <extracomment>%1 the player whose blind bid is being changed.</extracomment>
        <translation>Das Gebot von %1 bleibt geheim, solange geboten wird. Den Laptop an %1 geben.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="117"/>
        <source>I am %1: show my bid</source>
        <extracomment>The bidder confirms they hold the laptop; %1 their name.</extracomment>
        <translation>Ich bin %1: mein Gebot zeigen</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="172"/>
        <source>Drop %n later step(s)? Undo (Ctrl+Z) brings them back.</source>
        <extracomment>Asked before a change of a past entry drops later steps; %n how many.</extracomment>
        <translation>
            <numerusform>%n späteren Schritt verwerfen? Rückgängig (Strg+Z) holt ihn zurück.</numerusform>
            <numerusform>%n spätere Schritte verwerfen? Rückgängig (Strg+Z) holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="187"/>
        <source>Undo (Ctrl+Z) brings back the game as it was.</source>
        <translation>Rückgängig (Strg+Z) stellt die Partie wieder her, wie sie war.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="194"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="201"/>
        <source>Yes, drop %n step(s)</source>
        <extracomment>Confirms a change of a past entry that drops later steps; %n how many.</extracomment>
        <translation>
            <numerusform>Ja, %n Schritt verwerfen</numerusform>
            <numerusform>Ja, %n Schritte verwerfen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/CorrectPastDialog.qml" line="202"/>
        <source>Apply the change</source>
        <translation>Änderung anwenden</translation>
    </message>
    <message>
        <source>Apply the correction</source>
        <translation type="vanished">Korrektur anwenden</translation>
    </message>
</context>
<context>
    <name>DeadMansCrownHome</name>
    <message>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="25"/>
        <source>Score sheet</source>
        <translation>Wertungsbogen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="26"/>
        <source>Rank the players at the end</source>
        <translation>Die Rangfolge am Spielende</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="32"/>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="53"/>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownHome.qml" line="33"/>
        <source>When it ends and who plays once more</source>
        <translation>Wann es endet und wer noch einmal dran ist</translation>
    </message>
</context>
<context>
    <name>DeadMansCrownPage</name>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="30"/>
        <source>Rituals</source>
        <translation>Rituale</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="30"/>
        <source>points on the cards</source>
        <translation>Punkte auf den Karten</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="32"/>
        <source>Black</source>
        <extracomment>Dead Man&apos;s Crown sheet: the Oracle&apos;s black line (a colour).</extracomment>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="32"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="33"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="34"/>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="35"/>
        <source>cubes · skulls used</source>
        <translation>Würfel · benutzte Schädel</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="33"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="34"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="35"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="37"/>
        <source>Runes</source>
        <extracomment>Dead Man&apos;s Crown sheet: the Oracle&apos;s line of runes.</extracomment>
        <translation>Runen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="37"/>
        <source>cubes · rune group</source>
        <translation>Würfel · Runengruppe</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="38"/>
        <source>Cursed star</source>
        <translation>Verfluchter Stern</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="38"/>
        <source>cubes</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="39"/>
        <source>All skulls</source>
        <translation>Alle Schädel</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="39"/>
        <source>cubes · skulls left</source>
        <translation>Würfel · übrige Schädel</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="40"/>
        <source>Bones left</source>
        <translation>Übrige Knochen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="40"/>
        <source>decide a tie</source>
        <translation>bei Gleichstand</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="61"/>
        <source>%1.</source>
        <extracomment>The place of a player in the ranking (&quot;1.&quot;).</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="67"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="67"/>
        <source>To the next or the previous field; the sheet scrolls to it</source>
        <translation>Zum nächsten oder vorigen Feld; der Bogen rollt dorthin</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="69"/>
        <source>Up, Down</source>
        <extracomment>Keys sheet of a score sheet: the arrow keys change the number in the field.</extracomment>
        <translation>Pfeil hoch, Pfeil runter</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="69"/>
        <source>One more or one less in the field</source>
        <translation>Eins mehr oder eins weniger im Feld</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="70"/>
        <source>0 … 9</source>
        <translation>0 … 9</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="70"/>
        <source>Type the number into the field</source>
        <translation>Die Zahl ins Feld tippen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="71"/>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="71"/>
        <source>Press the button that has the ring</source>
        <translation>Die Schaltfläche mit dem Ring drücken</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="73"/>
        <source>Ctrl+S</source>
        <extracomment>Keys sheet of a score sheet: Ctrl+S saves the sheet to the history.</extracomment>
        <translation>Strg+S</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="73"/>
        <source>Save the sheet to the history</source>
        <translation>Den Bogen im Verlauf speichern</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="82"/>
        <source>Dead Man&apos;s Crown: score sheet</source>
        <translation>Dead Man&apos;s Crown: Wertungsbogen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="118"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="129"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="135"/>
        <source>End of the game?</source>
        <translation>Spielende?</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="141"/>
        <source>New sheet</source>
        <translation>Neuer Bogen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="148"/>
        <source>Saved</source>
        <extracomment>Button after the sheet was saved to the history (an adjective), or that saves it.</extracomment>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="148"/>
        <source>Save to history</source>
        <translation>Im Verlauf speichern</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="152"/>
        <source>Save the sheet to the history (Ctrl+S)</source>
        <extracomment>Tooltip of a score sheet&apos;s Save button: its key.</extracomment>
        <translation>Den Bogen im Verlauf speichern (Strg+S)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="204"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="221"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="383"/>
        <source>Total</source>
        <extracomment>Dead Man&apos;s Crown sheet: the row of each player&apos;s total score (a noun).</extracomment>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="406"/>
        <source>%1: %2 points, place %3</source>
        <translation>%1: %2 Punkte, Platz %3</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="421"/>
        <source>Result</source>
        <extracomment>Heading of the panel with the sheet&apos;s ranking (a noun).</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="489"/>
        <source>The Oracle</source>
        <extracomment>Dead Man&apos;s Crown: the Oracle, a part of that game&apos;s board.</extracomment>
        <translation>Das Orakel</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="520"/>
        <source>No cube on the Oracle yet: enter the cubes of each space.</source>
        <translation>Noch kein Würfel auf dem Orakel: die Würfel jedes Feldes eingeben.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="572"/>
        <source>Start a new sheet?</source>
        <translation>Einen neuen Bogen beginnen?</translation>
    </message>
    <message>
        <location filename="../qml/sheets/DeadMansCrownPage.qml" line="578"/>
        <source>Every number goes back to 0; the names stay.</source>
        <translation>Alle Zahlen gehen auf 0 zurück; die Namen bleiben.</translation>
    </message>
</context>
<context>
    <name>DeadMansCrownSheet</name>
    <message>
        <source>The sheet could not be kept for the next start: %1</source>
        <extracomment>The sheet could not be kept on disk; %1 the system&apos;s reason. The numbers on screen stay.</extracomment>
        <translation type="vanished">Der Bogen konnte nicht für den nächsten Start gespeichert werden: %1</translation>
    </message>
    <message>
        <source>not a sheet of this version</source>
        <translation type="vanished">kein Bogen dieser Version</translation>
    </message>
    <message>
        <source>playerCount must be 2 to 4</source>
        <translation type="vanished">playerCount muss 2 bis 4 sein</translation>
    </message>
    <message>
        <source>seats must list %1 seats</source>
        <translation type="vanished">seats muss %1 Plätze auflisten</translation>
    </message>
    <message>
        <source>The sheet kept from last time could not be read (%1); it was kept as %2 and a new sheet started.</source>
        <extracomment>%1 the reason, %2 where the unread file was kept.</extracomment>
        <translation type="vanished">Der zuletzt gespeicherte Bogen ließ sich nicht lesen (%1); er wurde als %2 aufbewahrt und ein neuer Bogen begonnen.</translation>
    </message>
    <message>
        <source>The sheet kept from last time could not be read (%1).</source>
        <translation type="vanished">Der zuletzt gespeicherte Bogen ließ sich nicht lesen (%1).</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="237"/>
        <source>Player %1</source>
        <extracomment>A player of the score sheet whose name was left empty.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="326"/>
        <source>There is no field %1 for player %2.</source>
        <translation>Für Spieler %2 gibt es kein Feld %1.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="331"/>
        <source>%1, %2: %3 is not possible; enter a whole number from 0 to 999.</source>
        <extracomment>%1 player, %2 field, %3 the refused number.</extracomment>
        <translation>%1, %2: %3 ist nicht möglich; eine ganze Zahl von 0 bis 999 eingeben.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="350"/>
        <source>%1, %2: “%3” is not a whole number; enter a number from 0 to 999.</source>
        <extracomment>%1 player, %2 field, %3 what was typed.</extracomment>
        <translation>%1, %2: „%3“ ist keine ganze Zahl; eine Zahl von 0 bis 999 eingeben.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="25"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="406"/>
        <source>Ritual points</source>
        <translation>Ritualpunkte</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="26"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="408"/>
        <source>Cubes on black</source>
        <extracomment>Cubes a player has on a space of the Oracle board.</extracomment>
        <translation>Würfel auf Schwarz</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="28"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="409"/>
        <source>Cubes on red</source>
        <translation>Würfel auf Rot</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="30"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="410"/>
        <source>Cubes on white</source>
        <translation>Würfel auf Weiß</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="32"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="411"/>
        <source>Cubes on gold</source>
        <translation>Würfel auf Gold</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="34"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="412"/>
        <source>Cubes on runes</source>
        <translation>Würfel auf Runen</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="36"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="413"/>
        <source>Cubes on the cursed star</source>
        <translation>Würfel auf dem verfluchten Stern</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="37"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="414"/>
        <source>Cubes on all skulls</source>
        <translation>Würfel auf „alle Schädel“</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="27"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="416"/>
        <source>Black skulls used</source>
        <extracomment>Skulls of a colour the player used to perform rituals.</extracomment>
        <translation>Benutzte schwarze Schädel</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="29"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="417"/>
        <source>Red skulls used</source>
        <translation>Benutzte rote Schädel</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="31"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="418"/>
        <source>White skulls used</source>
        <translation>Benutzte weiße Schädel</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="33"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="419"/>
        <source>Gold skulls used</source>
        <translation>Benutzte goldene Schädel</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="35"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="421"/>
        <source>Largest rune group</source>
        <extracomment>The largest orthogonal group of the player&apos;s cubes on the Scriptorium grid.</extracomment>
        <translation>Größte Runengruppe</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="38"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="422"/>
        <source>Skulls left</source>
        <translation>Übrige Schädel</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="39"/>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="423"/>
        <source>Bones left</source>
        <translation>Übrige Knochen</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="425"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="426"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="427"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="428"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="429"/>
        <source>Runes</source>
        <translation>Runen</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="430"/>
        <source>Cursed star</source>
        <translation>Verfluchter Stern</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="431"/>
        <source>All skulls</source>
        <translation>Alle Schädel</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="439"/>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="440"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="441"/>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="442"/>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="443"/>
        <source>runes</source>
        <translation>Runen</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="444"/>
        <source>the cursed star</source>
        <translation>dem verfluchten Stern</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="445"/>
        <source>all skulls</source>
        <translation>„alle Schädel“</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="450"/>
        <source>most cubes on %1</source>
        <extracomment>%1 a space of the Oracle (&quot;black&quot;, &quot;the cursed star&quot;).</extracomment>
        <translation>die meisten Würfel auf %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="451"/>
        <source>second most cubes on %1</source>
        <translation>die zweitmeisten Würfel auf %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="452"/>
        <source>tied for most cubes on %1</source>
        <translation>gleichauf mit den meisten Würfeln auf %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="457"/>
        <source>%1: %2 = %3</source>
        <extracomment>An award of the cursed star: %1 player, %2 why, %3 points. &quot;Ada: most cubes on the cursed star = 20&quot;.</extracomment>
        <translation>%1: %2 = %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="460"/>
        <source>%n black skull(s) used</source>
        <translation>
            <numerusform>%n benutzter schwarzer Schädel</numerusform>
            <numerusform>%n benutzte schwarze Schädel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="461"/>
        <source>%n red skull(s) used</source>
        <translation>
            <numerusform>%n benutzter roter Schädel</numerusform>
            <numerusform>%n benutzte rote Schädel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="462"/>
        <source>%n white skull(s) used</source>
        <translation>
            <numerusform>%n benutzter weißer Schädel</numerusform>
            <numerusform>%n benutzte weiße Schädel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="463"/>
        <source>%n gold skull(s) used</source>
        <translation>
            <numerusform>%n benutzter goldener Schädel</numerusform>
            <numerusform>%n benutzte goldene Schädel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="464"/>
        <source>%n cube(s) in the largest rune group</source>
        <translation>
            <numerusform>%n Würfel in der größten Runengruppe</numerusform>
            <numerusform>%n Würfel in der größten Runengruppe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="465"/>
        <source>%n skull(s) left</source>
        <translation>
            <numerusform>%n übriger Schädel</numerusform>
            <numerusform>%n übrige Schädel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="470"/>
        <source>%1: %2, %3 × %4 = %5</source>
        <extracomment>An award: %1 player, %2 why, %3 points each, %4 what is counted, %5 points. &quot;Ada: most cubes on black, 5 × 3 black skulls used = 15&quot;.</extracomment>
        <translation>%1: %2, %3 × %4 = %5</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="503"/>
        <source>tie on points: decided by bones left (%1)</source>
        <extracomment>Ranking: a tie on points decided by the bones left (DMC-WIN-1).</extracomment>
        <translation>Punktgleich: die übrigen Knochen entscheiden (%1)</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="505"/>
        <source>tie on points and bones: place shared</source>
        <translation>Punkt- und knochengleich: Platz geteilt</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="539"/>
        <source>%1: %2 tie for second most cubes, so nobody gets the second reward.</source>
        <extracomment>%1 a space of the Oracle, %2 the players (&quot;Bo and Cy&quot;). DMC-TIE-2.</extracomment>
        <translation>%1: %2 haben gleich viele Würfel für Platz zwei, darum bekommt niemand die zweite Belohnung.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="550"/>
        <source>Enter each player&apos;s numbers: the result follows as you type.</source>
        <extracomment>The score sheet before any number was entered.</extracomment>
        <translation>Die Zahlen jedes Spielers eingeben: das Ergebnis folgt beim Tippen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="559"/>
        <source>%1 share the victory with %2 points.</source>
        <extracomment>%1 the players (&quot;Ada and Bo&quot;), %2 points. DMC-WIN-1: same points and bones.</extracomment>
        <translation>%1 teilen sich den Sieg mit %2 Punkten.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="561"/>
        <source>%1 wins with %2 points, on bones left.</source>
        <translation>%1 gewinnt mit %2 Punkten, dank der übrigen Knochen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="562"/>
        <source>%1 wins with %2 points.</source>
        <translation>%1 gewinnt mit %2 Punkten.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownsheet.cpp" line="568"/>
        <source>The end comes at the end of a round in which someone has performed a 7th ritual or placed their last cube. Then everyone, the active player included, takes one more turn as the active player. Then score here.</source>
        <translation>Das Ende kommt am Ende einer Runde, in der jemand ein 7. Ritual vollzogen oder den letzten Würfel eingesetzt hat. Danach ist jede Person, auch die aktive, noch einmal aktive Person. Dann hier werten.</translation>
    </message>
    <message>
        <source>Two players are called %1: give each player a different name.</source>
        <extracomment>The score sheet cannot be saved: two players have the same name.</extracomment>
        <translation type="vanished">Zwei Spieler heißen %1: jedem Spieler einen anderen Namen geben.</translation>
    </message>
    <message>
        <source>Enter the players&apos; numbers first.</source>
        <extracomment>Saving the score sheet before any number was entered.</extracomment>
        <translation type="vanished">Zuerst die Zahlen der Spieler eingeben.</translation>
    </message>
    <message>
        <source>This game is already in the history.</source>
        <extracomment>Saving the score sheet again without changing a number.</extracomment>
        <translation type="vanished">Diese Partie ist schon im Verlauf.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="vanished">Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved to the history.</source>
        <translation type="vanished">Im Verlauf gespeichert.</translation>
    </message>
</context>
<context>
    <name>DigitalSetup</name>
    <message>
        <source>Person</source>
        <extracomment>Who plays a seat: a person at this computer (not a computer player).</extracomment>
        <translation type="vanished">Mensch</translation>
    </message>
    <message>
        <source>Computer: Random</source>
        <translation type="vanished">Computer: Zufall</translation>
    </message>
    <message>
        <source>Computer: Rule-based</source>
        <translation type="vanished">Computer: Regelbasiert</translation>
    </message>
    <message>
        <source>Computer: Search</source>
        <translation type="vanished">Computer: Suche</translation>
    </message>
    <message>
        <source>Computer: Strong (thinks up to a second)</source>
        <translation type="vanished">Computer: Stark (denkt bis zu einer Sekunde)</translation>
    </message>
    <message>
        <source>Computer: Strong (up to 1 s a move)</source>
        <translation type="vanished">Computer: Stark (bis 1 s pro Zug)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="28"/>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="83"/>
        <source>Who plays?</source>
        <translation>Wer spielt?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="89"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="132"/>
        <source>Seat %1</source>
        <extracomment>A seat of the digital game&apos;s form, numbered from 1 (a place at the table).</extracomment>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="143"/>
        <source>Name of seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="152"/>
        <source>Who plays seat %1</source>
        <translation>Wer spielt auf Platz %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="157"/>
        <source>oldest</source>
        <extracomment>Choice beside a seat: this player is the oldest and starts with the Alltaker.</extracomment>
        <translation>älteste Person</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="188"/>
        <source>People take turns at this laptop: before each private choice the app asks to pass the laptop. Computer players decide by themselves; the strong one takes up to a second a move.</source>
        <translation>Alle spielen abwechselnd an diesem Laptop: Vor jeder geheimen Wahl bittet die App, den Laptop weiterzugeben. Computerspieler entscheiden selbst; der starke braucht bis zu einer Sekunde pro Zug.</translation>
    </message>
    <message>
        <source>People take turns at this laptop: before each private choice the app asks to pass the laptop. Computer players decide by themselves; the search player takes up to a second.</source>
        <translation type="vanished">Alle spielen abwechselnd an diesem Laptop: Vor jeder geheimen Wahl bittet die App, den Laptop weiterzugeben. Computerspieler entscheiden selbst; der Suchspieler braucht bis zu einer Sekunde.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="195"/>
        <source>Rules and cards:</source>
        <translation>Regeln und Karten:</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="202"/>
        <source>Ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <location filename="../qml/mourners/DigitalSetup.qml" line="217"/>
        <source>Cards marked stand-in are original stand-ins, not the printed cards. Enter the cards of your box in the card editor to play with them.</source>
        <translation>Als Platzhalter markierte Karten sind eigene Platzhalter, nicht die gedruckten Karten. Um mit den Karten der eigenen Schachtel zu spielen, diese im Karteneditor eingeben.</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="59"/>
        <source>Shared victory: %1</source>
        <extracomment>%1 the winner(s).</extracomment>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="60"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="69"/>
        <source>The Ulterior Motives are revealed and scored. Score = Unity + Bone + Flesh + Spirit + motive bonus; ties go to most Etherea, then most Mourner cards. [R-END-4, R-END-5]</source>
        <translation>Die Ulterior Motives sind aufgedeckt und gewertet. Punkte = Einheit + Bone + Flesh + Spirit + Motiv-Bonus; bei Gleichstand entscheiden die meisten Etherea, dann die meisten Mourner-Karten. [R-END-4, R-END-5]</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="71"/>
        <source>Reveal the Ulterior Motives and type in each bonus. Score = Unity + Bone + Flesh + Spirit + motive bonus; ties go to most Etherea, then most Mourner cards. [R-END-4, R-END-5]</source>
        <translation>Die Ulterior Motives aufdecken und jeden Bonus eintragen. Punkte = Einheit + Bone + Flesh + Spirit + Motiv-Bonus; bei Gleichstand entscheiden die meisten Etherea, dann die meisten Mourner-Karten. [R-END-4, R-END-5]</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Place</source>
        <extracomment>Column headings of the end screen&apos;s table: the place in the ranking (a noun), the player, their numbers and their score.</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Bone</source>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Flesh</source>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="90"/>
        <source>Spirit</source>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="91"/>
        <source>Motive</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="91"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="91"/>
        <source>Etherea</source>
        <translation>Etherea</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="91"/>
        <source>Mourners</source>
        <translation>Mourners</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="189"/>
        <source>Motive: %1</source>
        <extracomment>The Ulterior Motive revealed at the end, under the player&apos;s name; %1 its name.</extracomment>
        <translation>Motiv: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="196"/>
        <source>Ulterior Motive of %1: %2</source>
        <extracomment>%1 player, %2 the name of their Ulterior Motive (or &quot;not known to the app&quot;).</extracomment>
        <translation>Ulterior Motive von %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="214"/>
        <source>Lower the motive bonus of %1</source>
        <extracomment>%1 player.</extracomment>
        <translation>Motiv-Bonus von %1 senken</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="222"/>
        <source>Raise the motive bonus of %1</source>
        <translation>Motiv-Bonus von %1 erhöhen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="259"/>
        <source>Add to the history</source>
        <translation>In den Verlauf aufnehmen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/EndScreen.qml" line="261"/>
        <source>Keeps this result in the history of games</source>
        <translation>Speichert dieses Ergebnis im Partienverlauf</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="22"/>
        <source>nobody</source>
        <extracomment>Stands for a player where the game names nobody.</extracomment>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="33"/>
        <source>Player %1</source>
        <extracomment>Default name of a player whose name was left empty; %1 is the seat number 1-4.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="41"/>
        <source>the Crypt</source>
        <extracomment>The player&apos;s own Crypt, where new figures arrive.</extracomment>
        <translation>die Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="44"/>
        <source>%1 %2</source>
        <extracomment>A location: %1 is its printed number (1-12), %2 its name, e.g. &quot;5 Calvum Harrows&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>place %1</source>
        <extracomment>A place index the app does not know (should not happen).</extracomment>
        <translation type="vanished">Ort %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="63"/>
        <source>guild %1</source>
        <extracomment>A guild index the app does not know (should not happen).</extracomment>
        <translation>Gilde %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="82"/>
        <source>an unknown card</source>
        <extracomment>A card the app was told is there but not which one (table play: &quot;draw unknown&quot;).</extracomment>
        <translation>eine unbekannte Karte</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="155"/>
        <source>have %1 Etherea</source>
        <extracomment>A Wallows objective: %1 Etherea.</extracomment>
        <translation>%1 Etherea besitzen</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="156"/>
        <source>have %1 Unity</source>
        <translation>%1 Einheit besitzen</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="158"/>
        <source>have %1 %2 Influence</source>
        <extracomment>%1 amount, %2 faction.</extracomment>
        <translation>%1 %2-Einfluss besitzen</translation>
    </message>
    <message>
        <source>have %1 figures at %2</source>
        <extracomment>%1 figures, %2 location.</extracomment>
        <translation type="vanished">%1 Figuren an %2 haben</translation>
    </message>
    <message>
        <source>have %1 %2 figures</source>
        <extracomment>%1 figures, %2 guild.</extracomment>
        <translation type="vanished">%1 %2-Figuren haben</translation>
    </message>
    <message>
        <source>have %1 Mourner cards</source>
        <translation type="vanished">%1 Mourner-Karten besitzen</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="179"/>
        <source>%1 Etherea</source>
        <translation>%1 Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="180"/>
        <source>%1 Unity</source>
        <translation>%1 Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="182"/>
        <source>%1 %2 Influence</source>
        <extracomment>%1 signed amount, %2 faction.</extracomment>
        <translation>%1 %2-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="183"/>
        <source>Suspicion %1</source>
        <translation>Argwohn %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="184"/>
        <source>Threat %1</source>
        <translation>Bedrohung %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="185"/>
        <source>%1 Etherea to the Dirth Forge</source>
        <translation>%1 Etherea an die Dirth Forge</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="187"/>
        <source>%1 %2 figure</source>
        <extracomment>%1 signed amount, %2 guild.</extracomment>
        <translation>%1 %2-Figur</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="188"/>
        <source>steal %1 %2 Influence</source>
        <translation>%1 %2-Einfluss stehlen</translation>
    </message>
    <message>
        <source>move %1 figures to %2</source>
        <translation type="vanished">%1 Figuren nach %2 versetzen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="160"/>
        <source>have %n figure(s) at %1</source>
        <extracomment>%n figures, %1 location.</extracomment>
        <translation>
            <numerusform>%n Figur an %1 haben</numerusform>
            <numerusform>%n Figuren an %1 haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="162"/>
        <source>have %n %1 figure(s)</source>
        <extracomment>%n figures, %1 guild.</extracomment>
        <translation>
            <numerusform>%n %1-Figur haben</numerusform>
            <numerusform>%n %1-Figuren haben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="163"/>
        <source>have %n Mourner card(s)</source>
        <translation>
            <numerusform>%n Mourner-Karte besitzen</numerusform>
            <numerusform>%n Mourner-Karten besitzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="189"/>
        <source>move %n figure(s) to %1</source>
        <translation>
            <numerusform>%n Figur nach %1 versetzen</numerusform>
            <numerusform>%n Figuren nach %1 versetzen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="94"/>
        <location filename="../app/mourners/eventtext.cpp" line="197"/>
        <source>%1: %2</source>
        <extracomment>A card&apos;s tooltip: %1 its name, %2 what it does.
----------
A Wallows card in short: %1 its objective, %2 its reward. E.g. &quot;have 4 Etherea: +1 Unity&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="46"/>
        <source>place %1</source>
        <comment>a location</comment>
        <extracomment>A place index the app does not know (should not happen).</extracomment>
        <translation>Ort %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="53"/>
        <source>in the Crypt</source>
        <extracomment>Where a figure is: in its owner&apos;s Crypt (the other form is &quot;at %1&quot; with a location).</extracomment>
        <translation>in der Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="55"/>
        <source>at %1</source>
        <comment>a figure&apos;s place</comment>
        <extracomment>Where a figure is: %1 a location (&quot;at 5 Calvum Harrows&quot;; the other form is &quot;in the Crypt&quot;).</extracomment>
        <translation>an %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="200"/>
        <source>%1; if not: %2</source>
        <extracomment>%1 the objective and reward, %2 the penalty when the objective is not met.</extracomment>
        <translation>%1; sonst: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="208"/>
        <source>Setup</source>
        <extracomment>Name of the game&apos;s phase before the first round.</extracomment>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="210"/>
        <source>Etherea distribution</source>
        <extracomment>Phase 1 of a round (R-DIST).</extracomment>
        <translation>Etherea-Verteilung</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="212"/>
        <source>Wallows</source>
        <extracomment>Phase 2 of a round: Wallows cards are dealt (R-WAL).</extracomment>
        <translation>Wallows</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="214"/>
        <source>Court draft</source>
        <extracomment>Phase 3 of a round (R-DRAFT).</extracomment>
        <translation>Hof-Draft</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="216"/>
        <source>Actions</source>
        <extracomment>Phase 4 of a round (R-ACT).</extracomment>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="218"/>
        <source>Dreadsgrip check</source>
        <extracomment>Phase 5 of a round: over-crowded locations are checked (R-DREAD).</extracomment>
        <translation>Dreadsgrip-Prüfung</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="220"/>
        <source>Celestial tithe</source>
        <extracomment>Phase 6 of a round (R-TITHE).</extracomment>
        <translation>Himmlischer Tribut</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="222"/>
        <source>Resolve locations and guilds</source>
        <extracomment>Phase 7 of a round: majorities of locations, then guilds (R-MAJ).</extracomment>
        <translation>Orte und Gilden auswerten</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="224"/>
        <source>Clean-up</source>
        <extracomment>Phase 8 of a round (R-CLEAN).</extracomment>
        <translation>Aufräumen</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="226"/>
        <source>Game over</source>
        <extracomment>The game has ended.</extracomment>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="235"/>
        <source>Bone</source>
        <extracomment>One of the three factions.</extracomment>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="237"/>
        <source>Flesh</source>
        <extracomment>One of the three factions.</extracomment>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="239"/>
        <source>Spirit</source>
        <extracomment>One of the three factions.</extracomment>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="247"/>
        <source>Suspicion</source>
        <extracomment>The two meters of the board.</extracomment>
        <translation>Argwohn</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="247"/>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="253"/>
        <source>Etherea</source>
        <translation>Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="254"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="256"/>
        <source>Bone Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation>Bone-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="258"/>
        <source>Flesh Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation>Flesh-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="260"/>
        <source>Spirit Influence</source>
        <extracomment>Influence of one faction.</extracomment>
        <translation>Spirit-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="262"/>
        <source>Ulterior Motive bonus</source>
        <extracomment>The Ulterior Motive bonus typed in at the end of a table game.</extracomment>
        <translation>Ulterior-Motive-Bonus</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="264"/>
        <source>Etherea on the Dirth Forge</source>
        <extracomment>Etherea lying on the Dirth Forge.</extracomment>
        <translation>Etherea auf der Dirth Forge</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="266"/>
        <source>Unity in the supply</source>
        <extracomment>Unity tokens left in the common supply.</extracomment>
        <translation>Einheit im Vorrat</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="295"/>
        <source>%1 reached %2, back to %3 (%4).</source>
        <extracomment>%1 Suspicion or Threat, %2 the value reached (one past the top), %3 where the marker goes back to, %4 the change such as +2 (R-SUSP-1, R-THREAT-10).</extracomment>
        <translation>%1 hat %2 erreicht, zurück auf %3 (%4).</translation>
    </message>
    <message>
        <source>corrections exist only in a table game</source>
        <translation type="vanished">Korrekturen gibt es nur im Tischspiel</translation>
    </message>
    <message>
        <source>that is not a correction</source>
        <translation type="vanished">das ist keine Korrektur</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="340"/>
        <source>adjustments exist only in a table game</source>
        <translation>Anpassungen gibt es nur im Tischspiel</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="342"/>
        <source>that is not an adjustment</source>
        <translation>das ist keine Anpassung</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="345"/>
        <source>there is no player %1 in this game</source>
        <extracomment>%1 a player number.</extracomment>
        <translation>in dieser Partie gibt es keinen Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="347"/>
        <source>there is no such resource</source>
        <translation>diese Ressource gibt es nicht</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="352"/>
        <source>%1 has %2 %3; a change of %4 would leave %5 (allowed %6 to %7)</source>
        <extracomment>%1 player, %2 their amount now, %3 what (e.g. Etherea), %4 the change asked for such as -5, %5 what it would leave, %6 and %7 the allowed range.</extracomment>
        <translation>%1 hat %2 %3; eine Änderung um %4 ergäbe %5 (erlaubt %6 bis %7)</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="361"/>
        <source>%1 is %2; a change of %3 would leave %4 (allowed %5 to %6)</source>
        <extracomment>%1 what (e.g. Etherea on the Dirth Forge), %2 its amount now, %3 the change asked for such as +2, %4 what it would leave, %5 and %6 the allowed range.</extracomment>
        <translation>%1 steht auf %2; eine Änderung um %3 ergäbe %4 (erlaubt %5 bis %6)</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="370"/>
        <source>%1 can be set from %2 to %3, not %4</source>
        <extracomment>%1 Suspicion or Threat, %2 and %3 the allowed values, %4 the value asked for.</extracomment>
        <translation>%1 kann auf %2 bis %3 gesetzt werden, nicht auf %4</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="372"/>
        <source>there is no such place; places are 1 to 12 and the Crypt</source>
        <translation>diesen Ort gibt es nicht; Orte sind 1 bis 12 und die Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="374"/>
        <source>there is no such guild</source>
        <translation>diese Gilde gibt es nicht</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="377"/>
        <source>the figure is already at %1</source>
        <extracomment>%1 a place.</extracomment>
        <translation>die Figur ist schon an %1</translation>
    </message>
    <message>
        <source>%1 has no %2 figure at %3</source>
        <extracomment>%1 player, %2 guild, %3 place.</extracomment>
        <translation type="vanished">%1 hat keine %2-Figur an %3</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="380"/>
        <source>%1 has no %2 figure %3</source>
        <extracomment>%1 player, %2 guild, %3 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;).</extracomment>
        <translation>%1 hat keine %2-Figur %3</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="383"/>
        <source>%1 has no base left for a new figure</source>
        <extracomment>%1 player (R-COMP-2).</extracomment>
        <translation>%1 hat keinen Sockel mehr für eine neue Figur</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="386"/>
        <source>no %1 figure is left in the supply</source>
        <extracomment>%1 guild (R-COMP-3).</extracomment>
        <translation>keine %1-Figur mehr im Vorrat</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="388"/>
        <source>figures are added (+1) or removed (-1) one at a time</source>
        <translation>Figuren werden einzeln hinzugefügt (+1) oder entfernt (-1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="391"/>
        <source>the Alltaker must go to a player of this game</source>
        <translation>der Alltaker muss an einen Spieler dieser Partie gehen</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="393"/>
        <source>the Dreadsbane token goes to a player of this game or back to the supply</source>
        <translation>der Dreadsbane-Marker geht an einen Spieler dieser Partie oder zurück in den Vorrat</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="395"/>
        <source>Malavestros stands at a location from 1 to %1 or off the board</source>
        <extracomment>%1 the number of locations (12).</extracomment>
        <translation>Malavestros steht an einem Ort von 1 bis %1 oder nicht auf dem Spielplan</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="408"/>
        <source>Round %1 begins.</source>
        <extracomment>%1 is the round number.</extracomment>
        <translation>Runde %1 beginnt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="411"/>
        <source>Phase: %1.</source>
        <extracomment>%1 is a phase name, e.g. &quot;Etherea distribution&quot;.</extracomment>
        <translation>Phase: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="414"/>
        <source>%1 rolled %2 on the dice.</source>
        <extracomment>%1 player, %2 the total of the dice.</extracomment>
        <translation>%1 hat %2 gewürfelt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="417"/>
        <source>Pile %1 holds %2 Etherea.</source>
        <extracomment>%1 is the pile&apos;s number (1, 2, ...), %2 the Etherea in it.</extracomment>
        <translation>Stapel %1 enthält %2 Etherea.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="420"/>
        <source>%1 took pile %2 with %3 Etherea.</source>
        <extracomment>%1 player, %2 pile number, %3 Etherea in it.</extracomment>
        <translation>%1 hat Stapel %2 mit %3 Etherea genommen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="424"/>
        <source>%1 took 2 %2 Influence instead of a pile.</source>
        <extracomment>%1 player, %2 a faction. Taken instead of an Etherea pile (R-DIST-3).</extracomment>
        <translation>%1 hat statt eines Stapels 2 %2-Einfluss genommen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="426"/>
        <source>%1 took 1 %2 and 1 %3 Influence instead of a pile.</source>
        <extracomment>%1 player, %2 and %3 factions. Taken instead of an Etherea pile (R-DIST-3).</extracomment>
        <translation>%1 hat statt eines Stapels 1 %2- und 1 %3-Einfluss genommen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="430"/>
        <source>%1 put %2 Etherea on %3.</source>
        <extracomment>%1 player, %2 Etherea, %3 the location &quot;Dirth Forge&quot;.</extracomment>
        <translation>%1 hat %2 Etherea auf %3 gelegt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="432"/>
        <source>%1 Etherea went to %2.</source>
        <extracomment>%1 Etherea, %2 the location &quot;Dirth Forge&quot;.</extracomment>
        <translation>%1 Etherea gingen an %2.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="438"/>
        <source>%1 was dealt the Court card %2.</source>
        <translation>%1 hat die Hofkarte %2 erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="440"/>
        <source>%1 was dealt a Court card.</source>
        <extracomment>%1 player. The card is unknown or hidden from the other players.</extracomment>
        <translation>%1 hat eine Hofkarte erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="442"/>
        <source>%1 drew the Mourner card %2.</source>
        <translation>%1 hat die Mourner-Karte %2 gezogen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="443"/>
        <source>%1 drew a Mourner card.</source>
        <translation>%1 hat eine Mourner-Karte gezogen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="445"/>
        <source>%1 was dealt the Wallows card %2.</source>
        <translation>%1 hat die Wallows-Karte %2 erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="446"/>
        <source>%1 was dealt a Wallows card.</source>
        <translation>%1 hat eine Wallows-Karte erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="448"/>
        <source>%1 was dealt the Ulterior Motive %2.</source>
        <translation>%1 hat das Ulterior Motive %2 erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="449"/>
        <source>%1 was dealt an Ulterior Motive.</source>
        <translation>%1 hat ein Ulterior Motive erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="454"/>
        <source>%1 kept an Ulterior Motive and declared the %2 faction.</source>
        <extracomment>%1 player, %2 faction. Keeping a motive declares the player&apos;s faction (R-SETUP-4).</extracomment>
        <translation>%1 hat ein Ulterior Motive behalten und die Fraktion %2 erklärt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="457"/>
        <source>%1 played %2, action %3.</source>
        <extracomment>%1 player, %2 Court card, %3 which of its two actions (1 or 2).</extracomment>
        <translation>%1 hat %2 gespielt, Aktion %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="461"/>
        <source>%1 gained an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of the figure of a Mourner card the table did not name.</extracomment>
        <translation>%1 hat eine ungenannte Mourner-Karte erhalten (%2).</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="463"/>
        <source>%1 gained the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card.</extracomment>
        <translation>%1 hat den Mourner %2 erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="467"/>
        <source>%1 lost an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card; it leaves the game.</extracomment>
        <translation>%1 hat eine ungenannte Mourner-Karte verloren (%2).</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="469"/>
        <source>%1 lost the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card; it leaves the game.</extracomment>
        <translation>%1 hat den Mourner %2 verloren.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="473"/>
        <source>%1 used an unnamed Mourner card (%2).</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card whose ability was used.</extracomment>
        <translation>%1 hat eine ungenannte Mourner-Karte eingesetzt (%2).</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="475"/>
        <source>%1 activated the Mourner %2.</source>
        <extracomment>%1 player, %2 Mourner card.</extracomment>
        <translation>%1 hat den Mourner %2 aktiviert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="479"/>
        <source>%1&apos;s unnamed Mourner card (%2) is deactivated for this round.</source>
        <extracomment>%1 player, %2 the guild of an unnamed Mourner card: it cannot be used until clean-up.</extracomment>
        <translation>Die ungenannte Mourner-Karte von %1 (%2) ist für diese Runde deaktiviert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="481"/>
        <source>%1&apos;s Mourner %2 is deactivated for this round.</source>
        <extracomment>%1 player, %2 Mourner card: it cannot be used until clean-up.</extracomment>
        <translation>Der Mourner %2 von %1 ist für diese Runde deaktiviert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="484"/>
        <source>%1 recruited for the %2.</source>
        <extracomment>%1 player, %2 guild.</extracomment>
        <translation>%1 hat für %2 rekrutiert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="488"/>
        <source>%1 gets no %2 figure: no base left.</source>
        <extracomment>%1 player, %2 guild: the player has no base left (R-COMP-2).</extracomment>
        <translation>%1 erhält keine %2-Figur: kein Sockel mehr übrig.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="490"/>
        <source>%1 gets no %2 figure: none left in the supply.</source>
        <extracomment>%1 player, %2 guild: the supply of that guild is empty (R-COMP-3).</extracomment>
        <translation>%1 erhält keine %2-Figur: keine mehr im Vorrat.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="493"/>
        <source>%1 gets no card: the %2 deck is empty.</source>
        <extracomment>%1 player, %2 faction: that Mourner deck is empty (R-COMP-3).</extracomment>
        <translation>%1 erhält keine Karte: Der %2-Stapel ist leer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="497"/>
        <source>%1 moved %n figure(s) from %2 to %3, paying %4 Influence.</source>
        <extracomment>%1 player, %n figures, %2 from place, %3 to place, %4 Influence paid.</extracomment>
        <translation>
            <numerusform>%1 hat %n Figur versetzt (%2 → %3) und %4 Einfluss gezahlt.</numerusform>
            <numerusform>%1 hat %n Figuren versetzt (%2 → %3) und %4 Einfluss gezahlt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="501"/>
        <source>%1 moved %n figure(s) from %2 to %3 for free.</source>
        <extracomment>%1 player, %n figures, %2 from place, %3 to place; free (Gallevarbe).</extracomment>
        <translation>
            <numerusform>%1 hat %n Figur kostenlos versetzt: %2 → %3.</numerusform>
            <numerusform>%1 hat %n Figuren kostenlos versetzt: %2 → %3.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="504"/>
        <source>%1&apos;s %2 figure moved from %3 to %4.</source>
        <extracomment>%1 player, %2 guild, %3 from place, %4 to place.</extracomment>
        <translation>Die %2-Figur von %1 wurde versetzt: %3 → %4.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="507"/>
        <source>%1&apos;s %2 figure %3 was removed from play.</source>
        <extracomment>%1 player, %2 guild, %3 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;). The figure goes to the supply, its base back to the player.</extracomment>
        <translation>Die %2-Figur von %1 %3 wurde aus dem Spiel genommen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="510"/>
        <source>%1 gained a %2 figure %3.</source>
        <extracomment>%1 player, %2 guild, %3 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;).</extracomment>
        <translation>%1 hat eine %2-Figur erhalten (%3).</translation>
    </message>
    <message>
        <source>%1&apos;s %2 figure at %3 was removed from play.</source>
        <extracomment>%1 player, %2 guild, %3 place. The figure goes to the supply, its base back to the player.</extracomment>
        <translation type="vanished">Die %2-Figur von %1 an %3 wurde aus dem Spiel genommen.</translation>
    </message>
    <message>
        <source>%1 gained a %2 figure at %3.</source>
        <extracomment>%1 player, %2 guild, %3 place.</extracomment>
        <translation type="vanished">%1 hat eine %2-Figur erhalten (%3).</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="512"/>
        <source>%1 gained %2 Etherea.</source>
        <translation>%1 hat %2 Etherea erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="512"/>
        <source>%1 lost %2 Etherea.</source>
        <translation>%1 hat %2 Etherea verloren.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="514"/>
        <source>%1 gained %2 Unity.</source>
        <translation>%1 hat %2 Einheit erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="514"/>
        <source>%1 lost %2 Unity.</source>
        <translation>%1 hat %2 Einheit verloren.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="517"/>
        <source>%1 gained %2 %3 Influence.</source>
        <extracomment>%1 player, %2 amount, %3 faction.</extracomment>
        <translation>%1 hat %2 %3-Einfluss erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="518"/>
        <source>%1 lost %2 %3 Influence.</source>
        <translation>%1 hat %2 %3-Einfluss verloren.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="521"/>
        <source>%1 rose to %2 (%3).</source>
        <extracomment>%1 Suspicion or Threat, %2 new value, %3 change such as +1 or -2.</extracomment>
        <translation>%1 stieg auf %2 (%3).</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="523"/>
        <source>%1 fell to %2 (%3).</source>
        <extracomment>%1 Suspicion or Threat, %2 new value, %3 the change such as -2.</extracomment>
        <translation>%1 sank auf %2 (%3).</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="526"/>
        <source>%1 raised Suspicion to %2 and pays the penalty; the marker goes back to %3.</source>
        <extracomment>%1 player. Suspicion passed its top; the player loses Unity (R-SUSP-1).</extracomment>
        <translation>%1 hat den Argwohn auf %2 erhöht und zahlt die Strafe; der Marker geht zurück auf %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="532"/>
        <source>%1 raised Threat to %2; the marker goes back to %3.</source>
        <extracomment>%1 player. Threat passed its top (R-THREAT-10); what is lost follows in the next lines.</extracomment>
        <translation>%1 hat die Bedrohung auf %2 erhöht; der Marker geht zurück auf %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="538"/>
        <source>%1 has no Mourner card to lose, so nobody loses a card or a figure.</source>
        <extracomment>%1 player who raised Threat to the top but holds no Mourner card (R-THREAT-10).</extracomment>
        <translation>%1 hat keine Mourner-Karte zu verlieren, daher verliert niemand eine Karte oder Figur.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="541"/>
        <source>%1&apos;s Mourner %2 took effect.</source>
        <extracomment>%1 player, %2 Mourner card whose triggered ability took effect by itself.</extracomment>
        <translation>Der Mourner %2 von %1 hat gewirkt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="546"/>
        <source>%1&apos;s unnamed Mourner (%2) used its end-of-round ability; its effect is entered as a correction.</source>
        <translation>Der ungenannte Mourner von %1 (%2) hat seine Rundenend-Fähigkeit genutzt; ihre Wirkung wird als Korrektur eingegeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="550"/>
        <source>%1&apos;s unnamed Mourner (%2) had no end-of-round effect this round.</source>
        <extracomment>%1 player, %2 guild of an unnamed Mourner (table play).</extracomment>
        <translation>Der ungenannte Mourner von %1 (%2) hatte in dieser Runde keine Rundenend-Wirkung.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="553"/>
        <source>%1&apos;s Mourner %2: its end-of-round ability was applied.</source>
        <extracomment>%1 player, %2 Mourner card: its end-of-round ability was applied (table play).</extracomment>
        <translation>Mourner %2 von %1: Seine Rundenend-Fähigkeit wurde angewendet.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="555"/>
        <source>%1&apos;s Mourner %2: its end-of-round ability was not applied.</source>
        <extracomment>%1 player, %2 Mourner card: its end-of-round ability was not applied (table play).</extracomment>
        <translation>Mourner %2 von %1: Seine Rundenend-Fähigkeit wurde nicht angewendet.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="559"/>
        <source>%1 kept their hand.</source>
        <extracomment>%1 player who declined Severamm&apos;s swap.</extracomment>
        <translation>%1 hat die eigene Hand behalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="562"/>
        <source>%1 swapped a Court card of their hand for an undealt one.</source>
        <extracomment>%1 player. Which cards were swapped stays hidden from the other players.</extracomment>
        <translation>%1 hat eine Hofkarte der Hand gegen eine nicht ausgeteilte getauscht.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="564"/>
        <source>%1 swapped %2 for %3.</source>
        <extracomment>%1 player, %2 Court card given back, %3 Court card taken.</extracomment>
        <translation>%1 hat %2 gegen %3 getauscht.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="567"/>
        <source>%1 kept the Wallows card %2 as an artifact.</source>
        <extracomment>%1 player, %2 Wallows card kept for the rest of the game.</extracomment>
        <translation>%1 hat die Wallows-Karte %2 als Artefakt behalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="570"/>
        <source>%1 could not pay %2 Unity; the rest is forgiven.</source>
        <extracomment>%1 player, %2 points of Unity they could not pay in any way (D-PAY).</extracomment>
        <translation>%1 konnte %2 Einheit nicht zahlen; der Rest wird erlassen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="573"/>
        <source>%1 is over-crowded: %n figure(s), the limit is %2.</source>
        <extracomment>%1 location, %n figures there, %2 the limit set by Threat.</extracomment>
        <translation>
            <numerusform>%1 ist überfüllt: %n Figur, erlaubt sind %2.</numerusform>
            <numerusform>%1 ist überfüllt: %n Figuren, erlaubt sind %2.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="592"/>
        <source>The tithe is %1 Etherea; the Dirth Forge pays %2 of it and returns the rest, %3 Etherea, to the supply.</source>
        <extracomment>%1 Etherea owed this round, %2 of it paid by the Etherea on the Dirth Forge, %3 the Forge&apos;s Etherea beyond the tithe, which goes back to the supply.</extracomment>
        <translation>Der Tribut beträgt %1 Etherea; die Dirth Forge zahlt %2 davon und gibt den Rest, %3 Etherea, an den Vorrat zurück.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="601"/>
        <source>The bids are revealed: %1 Etherea in all, the tithe is paid.</source>
        <extracomment>%1 the total of the blind bids, which with the Dirth Forge&apos;s Etherea pays the whole tithe.</extracomment>
        <translation>Die Gebote werden aufgedeckt: insgesamt %1 Etherea, der Tribut ist bezahlt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="618"/>
        <source>%1 has %n figure(s) for %2.</source>
        <extracomment>%1 player, %2 location or guild, %n their figures (the count behind a majority).</extracomment>
        <translation>
            <numerusform>%1 hat %n Figur für %2.</numerusform>
            <numerusform>%1 hat %n Figuren für %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="626"/>
        <source>Nobody has the majority of %1: tied at %n figure(s).</source>
        <extracomment>%1 location or guild, %n figures of each tied player.</extracomment>
        <translation>
            <numerusform>Niemand hat die Mehrheit bei %1: Gleichstand bei %n Figur.</numerusform>
            <numerusform>Niemand hat die Mehrheit bei %1: Gleichstand bei %n Figuren.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="684"/>
        <source>Adjustment: %1 %2.</source>
        <extracomment>A correction typed in at the table: %1 what changed, %2 the change such as +2.</extracomment>
        <translation>Anpassung: %1 %2.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="686"/>
        <source>Adjustment: %1&apos;s %2 %3.</source>
        <extracomment>A correction typed in at the table: %1 player, %2 what changed, %3 the change such as +2.</extracomment>
        <translation>Anpassung: %2 von %1 %3.</translation>
    </message>
    <message>
        <source>%1 is over-crowded: %2 figures, the limit is %3.</source>
        <extracomment>%1 location, %2 figures there, %3 the limit set by Threat.</extracomment>
        <translation type="vanished">%1 ist überfüllt: %2 Figuren, erlaubt sind %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="578"/>
        <source>the figure is removed from play</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation>die Figur wird aus dem Spiel genommen</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="580"/>
        <source>the figure goes back to the Crypt</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation>die Figur kommt zurück in die Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="582"/>
        <source>the figure stays</source>
        <extracomment>Outcome of a crowd roll (D-CROWD-ROLL).</extracomment>
        <translation>die Figur bleibt</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="585"/>
        <source>A %1 was rolled for %2&apos;s %3 figure at %4: %5.</source>
        <extracomment>%1 die face, %2 player, %3 guild, %4 location, %5 outcome.</extracomment>
        <translation>Für die %3-Figur von %2 an %4 wurde eine %1 gewürfelt: %5.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="597"/>
        <source>The tithe is %1 Etherea; the Dirth Forge pays %2 of it.</source>
        <extracomment>%1 Etherea owed this round, %2 of it paid by the Etherea on the Dirth Forge.</extracomment>
        <translation>Der Tribut beträgt %1 Etherea; die Dirth Forge zahlt %2 davon.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="603"/>
        <source>The bids are revealed: %1 Etherea in all, %2 still missing.</source>
        <extracomment>%1 the total of the blind bids, %2 Etherea still missing.</extracomment>
        <translation>Die Gebote werden aufgedeckt: insgesamt %1 Etherea, es fehlen noch %2.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="606"/>
        <source>%1 bid %2 Etherea.</source>
        <extracomment>%1 player, %2 Etherea bid.</extracomment>
        <translation>%1 hat %2 Etherea geboten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="610"/>
        <source>The tithe is met; %1 gave the most (%2 Etherea).</source>
        <extracomment>%1 player who gave the most, %2 their bid.</extracomment>
        <translation>Der Tribut ist erfüllt; %1 hat am meisten gegeben (%2 Etherea).</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="612"/>
        <source>The tithe is met; the highest bids tied at %1 Etherea.</source>
        <extracomment>%1 the highest bid, given by more than one player.</extracomment>
        <translation>Der Tribut ist erfüllt; die höchsten Gebote liegen gleichauf bei %1 Etherea.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="615"/>
        <source>The tithe is missed: %1 of %2 Etherea.</source>
        <extracomment>%1 Etherea given, %2 Etherea owed.</extracomment>
        <translation>Der Tribut ist verfehlt: %1 von %2 Etherea.</translation>
    </message>
    <message>
        <source>%1 has %3 figures for %2.</source>
        <extracomment>%1 player, %2 location or guild, %3 their figures (the count behind a majority).</extracomment>
        <translation type="vanished">%1 hat %3 Figuren für %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/eventtext.cpp" line="623"/>
        <source>%1 has the majority of %2 with %n figure(s).</source>
        <extracomment>%1 player, %2 location or guild, %3 their figures there.</extracomment>
        <translation>
            <numerusform>%1 hat die Mehrheit bei %2 mit %n Figur.</numerusform>
            <numerusform>%1 hat die Mehrheit bei %2 mit %n Figuren.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has the majority of %2 with %3 figures.</source>
        <extracomment>%1 player, %2 location or guild, %3 their figures there.</extracomment>
        <translation type="vanished">%1 hat die Mehrheit bei %2 mit %3 Figuren.</translation>
    </message>
    <message>
        <source>Nobody has the majority of %1: tied at %2 figures.</source>
        <extracomment>%1 location or guild, %2 figures of each tied player.</extracomment>
        <translation type="vanished">Niemand hat die Mehrheit bei %1: Gleichstand bei %2 Figuren.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="628"/>
        <source>Nobody has figures for %1.</source>
        <extracomment>%1 location or guild.</extracomment>
        <translation>Niemand hat Figuren für %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="632"/>
        <source>%1 used the Alltaker to win the tie for %2.</source>
        <extracomment>%1 player, %2 location or guild.</extracomment>
        <translation>%1 hat mit dem Alltaker den Gleichstand bei %2 für sich entschieden.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="636"/>
        <source>%1 skipped the action of %2.</source>
        <extracomment>%1 player, %2 location.</extracomment>
        <translation>%1 hat die Aktion von %2 ausgelassen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="638"/>
        <source>%1 skipped the bonus of the %2.</source>
        <extracomment>%1 player, %2 guild.</extracomment>
        <translation>%1 hat den Bonus von %2 ausgelassen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="641"/>
        <source>%1 gains 1 Unity from Malavestros at %2.</source>
        <extracomment>%1 player, %2 location where Malavestros stands (R-MAJ-4).</extracomment>
        <translation>%1 erhält 1 Einheit von Malavestros an %2.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="644"/>
        <source>%1 takes the Dreadsbane token.</source>
        <translation>%1 nimmt den Dreadsbane-Marker.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="645"/>
        <source>The Dreadsbane token goes back to the supply.</source>
        <translation>Der Dreadsbane-Marker kommt zurück in den Vorrat.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="648"/>
        <source>%1 takes the Alltaker.</source>
        <extracomment>%1 player. The Alltaker figure makes them first player (R-DEATH-1).</extracomment>
        <translation>%1 nimmt den Alltaker.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="652"/>
        <source>Malavestros stands at %1.</source>
        <extracomment>%1 location.</extracomment>
        <translation>Malavestros steht an %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="653"/>
        <source>Malavestros leaves the board.</source>
        <translation>Malavestros verlässt den Spielplan.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="656"/>
        <source>%1 took %2 %3 Influence from %4.</source>
        <extracomment>%1 thief, %2 amount, %3 faction, %4 victim.</extracomment>
        <translation>%1 hat %4 %2 %3-Einfluss abgenommen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="661"/>
        <source>%1 completed their Wallows objective.</source>
        <translation>%1 hat das eigene Wallows-Ziel erfüllt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="662"/>
        <source>%1 did not complete their Wallows objective.</source>
        <translation>%1 hat das eigene Wallows-Ziel nicht erfüllt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="665"/>
        <source>%1 completed the Wallows card %2.</source>
        <extracomment>%1 player, %2 Wallows card.</extracomment>
        <translation>%1 hat die Wallows-Karte %2 erfüllt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="667"/>
        <source>%1 did not complete the Wallows card %2.</source>
        <extracomment>%1 player, %2 Wallows card.</extracomment>
        <translation>%1 hat die Wallows-Karte %2 nicht erfüllt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="670"/>
        <source>%1 passed.</source>
        <extracomment>%1 a player who passed: no more actions for them this round.</extracomment>
        <translation>%1 hat gepasst.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="674"/>
        <source>The last Unity has left the supply: everyone gets one more turn, then the round ends the game.</source>
        <extracomment>R-END-2: the last Unity left the supply during the Action phase.</extracomment>
        <translation>Die letzte Einheit hat den Vorrat verlassen: Alle haben noch einen Zug, dann beendet die Runde das Spiel.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="677"/>
        <source>The last Unity has left the supply: this round&apos;s remaining phases end the game.</source>
        <extracomment>R-END-3: the last Unity left the supply after the Action phase.</extracomment>
        <translation>Die letzte Einheit hat den Vorrat verlassen: Die restlichen Phasen dieser Runde beenden das Spiel.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="679"/>
        <source>%1 takes their final turn.</source>
        <translation>%1 macht den letzten Zug.</translation>
    </message>
    <message>
        <source>Correction: %1 %2.</source>
        <extracomment>A correction typed in at the table: %1 what changed, %2 the change such as +2.</extracomment>
        <translation type="vanished">Korrektur: %1 %2.</translation>
    </message>
    <message>
        <source>Correction: %1&apos;s %2 %3.</source>
        <extracomment>A correction typed in at the table: %1 player, %2 what changed, %3 the change such as +2.</extracomment>
        <translation type="vanished">Korrektur: %2 von %1 %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="689"/>
        <source>The game is over: final scoring.</source>
        <translation>Das Spiel ist vorbei: Schlusswertung.</translation>
    </message>
    <message>
        <location filename="../app/mourners/eventtext.cpp" line="692"/>
        <source>Event %1.</source>
        <extracomment>An event this version cannot describe; %1 is its number.</extracomment>
        <translation>Ereignis %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="80"/>
        <source>a Wallows card the table did not name</source>
        <extracomment>Table play: a Wallows card lies face up, but nobody entered which one.</extracomment>
        <translation>eine Wallows-Karte, die der Tisch nicht genannt hat</translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="96"/>
        <source>completed, reward at clean-up</source>
        <comment>a Wallows objective</comment>
        <extracomment>A Wallows objective that was reached this round (R-WAL-1); its reward comes at clean-up (R-CLEAN-1), which a person did not expect.</extracomment>
        <translation>erfüllt, Belohnung beim Aufräumen</translation>
    </message>
    <message>
        <source>completed</source>
        <comment>a Wallows objective</comment>
        <extracomment>A Wallows objective that was reached this round (R-WAL-1).</extracomment>
        <translation type="vanished">erfüllt</translation>
    </message>
    <message>
        <source>completed</source>
        <extracomment>A Wallows objective that was reached this round (R-WAL-1).</extracomment>
        <translation type="vanished">erfüllt</translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="98"/>
        <source>%1 of %2</source>
        <extracomment>How far a Wallows objective is met: %1 the amount counted now, %2 the amount it asks.</extracomment>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>FieldError</name>
    <message>
        <location filename="../qml/FieldError.qml" line="18"/>
        <source>Not accepted, nothing was changed: %1</source>
        <extracomment>%1 is the reason given by the ruleset checker, e.g. &quot;cards.court[6].options[0][0].amount: ...&quot;.</extracomment>
        <translation>Nicht übernommen, nichts wurde geändert: %1</translation>
    </message>
</context>
<context>
    <name>FileChooser</name>
    <message>
        <location filename="../qml/FileChooser.qml" line="107"/>
        <source>Up to the parent folder</source>
        <extracomment>The file dialog&apos;s button that goes up to the folder holding the one shown.</extracomment>
        <translation>Hinauf in den übergeordneten Ordner</translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="111"/>
        <location filename="../qml/FileChooser.qml" line="112"/>
        <source>Kinds of files shown</source>
        <extracomment>The file dialog&apos;s box that chooses which kinds of files are listed.</extracomment>
        <translation>Angezeigte Dateiarten</translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="219"/>
        <source>The file dialog could not be opened: a part of Qt it needs is missing on this computer (on Debian, the package qml6-module-qt-labs-folderlistmodel). Type the file&apos;s full path instead.</source>
        <translation>Der Dateidialog ließ sich nicht öffnen: Ein benötigter Teil von Qt fehlt auf diesem Computer (unter Debian das Paket qml6-module-qt-labs-folderlistmodel). Stattdessen den vollständigen Pfad der Datei eingeben.</translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="235"/>
        <source>File path</source>
        <translation>Dateipfad</translation>
    </message>
    <message>
        <location filename="../qml/FileChooser.qml" line="243"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="150"/>
        <source>A game needs 2 to 4 players, not %1.</source>
        <extracomment>%1 is the number of players asked for.</extracomment>
        <translation>Eine Partie braucht 2 bis 4 Personen, nicht %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="153"/>
        <source>Choose which of the %1 players is the oldest.</source>
        <extracomment>The oldest player starts the game with the Alltaker (R-SETUP).</extracomment>
        <translation>Bitte wählen, wer von den %1 Personen die älteste ist.</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="120"/>
        <source>Player %1</source>
        <extracomment>Default name of a player; %1 is the seat number 1-4.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="139"/>
        <source>Two players are called “%1”: give everyone a different name.</source>
        <extracomment>%1 is a player name given twice.</extracomment>
        <translation>Zwei Personen heißen „%1“: Bitte allen verschiedene Namen geben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="195"/>
        <source>The built-in rules could not be read.</source>
        <translation>Die eingebauten Regeln konnten nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="203"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="549"/>
        <source>A table game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.</source>
        <translation>Ein Tischspiel für %1 Personen beginnt: %2. %3 ist die älteste Person und hält den Alltaker.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="206"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="824"/>
        <source>A digital game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.</source>
        <translation>Ein Digitalspiel für %1 Personen beginnt: %2. %3 ist die älteste Person und hält den Alltaker.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="220"/>
        <source>The correction was not applied: the game is over.</source>
        <translation>Die Anpassung wurde nicht ausgeführt: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="221"/>
        <source>The correction was not applied: corrections exist only in a table game.</source>
        <translation>Die Anpassung wurde nicht ausgeführt: Anpassungen gibt es nur im Tischspiel.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="222"/>
        <source>The correction was not applied: it is impossible here. Nothing was changed.</source>
        <translation>Die Anpassung wurde nicht ausgeführt: Sie ist hier nicht möglich. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="229"/>
        <source>“%1” was not applied: the game is over.</source>
        <extracomment>%1 is the action typed.</extracomment>
        <translation>„%1“ wurde nicht ausgeführt: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="232"/>
        <source>“%1” was not applied: it is not that player&apos;s decision. %2</source>
        <extracomment>%1 the action typed, %2 what the game waits for, e.g. &quot;Ada chooses ...&quot;.</extracomment>
        <translation>„%1“ wurde nicht ausgeführt: Diese Person ist nicht am Zug. %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="235"/>
        <source>“%1” is not allowed now; the list shows the actions that are. Nothing was changed.</source>
        <extracomment>%1 the action typed; the list shows the legal actions.</extracomment>
        <translation>„%1“ ist jetzt nicht erlaubt; die Liste zeigt die erlaubten Aktionen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>“%1” was not applied: corrections exist only in a table game.</source>
        <translation type="vanished">„%1“ wurde nicht ausgeführt: Korrekturen gibt es nur im Tischspiel.</translation>
    </message>
    <message>
        <source>“%1” was not applied: that correction is impossible here.</source>
        <translation type="vanished">„%1“ wurde nicht ausgeführt: Diese Korrektur ist hier nicht möglich.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="237"/>
        <source>“%1” was not applied: adjustments exist only in a table game.</source>
        <translation>„%1“ wurde nicht ausgeführt: Anpassungen gibt es nur im Tischspiel.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="239"/>
        <source>“%1” was not applied: that adjustment is impossible here.</source>
        <translation>„%1“ wurde nicht ausgeführt: Diese Anpassung ist hier nicht möglich.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="241"/>
        <source>“%1” was not applied.</source>
        <translation>„%1“ wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="247"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="271"/>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="41"/>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="258"/>
        <source>Start a new game first.</source>
        <translation>Bitte zuerst eine neue Partie beginnen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="253"/>
        <source>Type an action first, for example “%1”.</source>
        <extracomment>%1 is an example action, such as &quot;keep bone&quot;.</extracomment>
        <translation>Bitte zuerst eine Aktion eingeben, zum Beispiel „%1“.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="262"/>
        <source>“%1” is not an action the app understands: %2. Nothing was changed.</source>
        <extracomment>%1 the text typed, %2 the reason from the rules engine (in English).</extracomment>
        <translation>„%1“ ist keine Aktion, die die App versteht: %2. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="303"/>
        <source>It is %1&apos;s decision: the computer plays it.</source>
        <extracomment>%1 a computer player.</extracomment>
        <translation>%1 entscheidet: Der Computer spielt diesen Platz.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="308"/>
        <source>Pass the laptop to %1 first.</source>
        <extracomment>%1 the player who decides now (hot-seat play).</extracomment>
        <translation>Bitte zuerst den Laptop an %1 weitergeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="356"/>
        <source>The correction was not applied: %1. Nothing was changed.</source>
        <extracomment>%1 why the correction of the Adjust dialog is impossible, e.g. &quot;Ada has 2 Etherea; a change of -5 would leave -3 (allowed 0 to 999)&quot;.</extracomment>
        <translation>Die Anpassung wurde nicht ausgeführt: %1. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="359"/>
        <source>“%1” was not applied: %2. Nothing was changed.</source>
        <translation>„%1“ wurde nicht ausgeführt: %2. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="34"/>
        <source>Undo would reopen %1&apos;s secret bid: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo (R-TITHE-2). %1 the player whose blind bid the undo would take back.</extracomment>
        <translation>Rückgängig würde das geheime Gebot von %1 wieder öffnen: den Laptop an %1 weitergeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="37"/>
        <source>Undo would reopen %1&apos;s secret choice of an Ulterior Motive: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo (R-SETUP-4). %1 a player.</extracomment>
        <translation>Rückgängig würde die geheime Wahl des Ulterior Motive von %1 wieder öffnen: den Laptop an %1 weitergeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="40"/>
        <source>Undo would reopen %1&apos;s secret draft pick: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo (R-DRAFT-2). %1 a player.</extracomment>
        <translation>Rückgängig würde die geheime Draft-Wahl von %1 wieder öffnen: den Laptop an %1 weitergeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="43"/>
        <source>Undo would reopen %1&apos;s turn and show their hand: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo (R-ACT-1). %1 a player, whose hand of Court cards their turn shows.</extracomment>
        <translation>Rückgängig würde den Zug von %1 wieder öffnen und die Hand zeigen: den Laptop an %1 weitergeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="46"/>
        <source>Undo would reopen %1&apos;s decision: pass the laptop to %1.</source>
        <extracomment>Hot-seat undo. %1 a player.</extracomment>
        <translation>Rückgängig würde die Entscheidung von %1 wieder öffnen: den Laptop an %1 weitergeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="450"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="667"/>
        <source>%1 could not be opened. %2 The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reasons, one sentence each.</extracomment>
        <translation>%1 konnte nicht geöffnet werden. %2 Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="39"/>
        <source>The board settings are not valid. %1</source>
        <extracomment>%1 what is wrong, one sentence per field.</extracomment>
        <translation>Die Spielplan-Einstellungen sind ungültig. %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="50"/>
        <location filename="../app/mourners/newgamesetup.cpp" line="56"/>
        <source>The chosen cards cannot be used: %1</source>
        <extracomment>%1 the reason from the ruleset library.</extracomment>
        <translation>Die gewählten Karten können nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="66"/>
        <source>The chosen cards cannot be used. %1</source>
        <extracomment>%1 the faults, one sentence each.</extracomment>
        <translation>Die gewählten Karten können nicht verwendet werden. %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="272"/>
        <source>Unknown card · %1</source>
        <extracomment>A starting Mourner the app need not know: only the guild of its figure. %1 guild.</extracomment>
        <translation>Unbekannte Karte · %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="279"/>
        <source>%1 · %2</source>
        <extracomment>A starting Mourner in the new-game form: %1 card, %2 the guild of its figure.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="600"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="614"/>
        <source>Nobody can pass now. Nothing was changed.</source>
        <translation>Gerade kann niemand passen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="166"/>
        <source>%1&apos;s bid</source>
        <extracomment>A blind bid named without its amount: %1 the player.</extracomment>
        <translation>Gebot von %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="193"/>
        <source>%n later step(s) kept.</source>
        <extracomment>After a correction of the past: the later steps that still apply.</extracomment>
        <translation>
            <numerusform>%n späterer Schritt bleibt erhalten.</numerusform>
            <numerusform>%n spätere Schritte bleiben erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 later step kept.</source>
        <extracomment>After a correction of the past: the later steps that still apply.</extracomment>
        <translation type="vanished">1 späterer Schritt bleibt erhalten.</translation>
    </message>
    <message>
        <source>%1 later steps kept.</source>
        <translation type="vanished">%1 spätere Schritte bleiben erhalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="209"/>
        <source>Round %1: %2&apos;s bid changed.</source>
        <translation>Runde %1: Gebot von %2 geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="211"/>
        <source>Round %1: “%2” changed to “%3”.</source>
        <extracomment>%1 the round, %2 what the table had entered, %3 what it becomes (a die total, a pile, a pick ...).</extracomment>
        <translation>Runde %1: „%2“ geändert in „%3“.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="251"/>
        <source>%n later step(s) dropped.</source>
        <extracomment>After a correction of the past: the steps from the one that no longer applies on.</extracomment>
        <translation>
            <numerusform>%n späterer Schritt entfällt.</numerusform>
            <numerusform>%n spätere Schritte entfallen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="262"/>
        <source>The setup of the game cannot be changed here; start a new game instead. Nothing was changed.</source>
        <translation>Der Aufbau der Partie lässt sich hier nicht ändern; stattdessen eine neue Partie beginnen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="275"/>
        <source>Only a table game&apos;s entries can be changed. Nothing was changed.</source>
        <translation>Nur die Eingaben eines Tischspiels lassen sich ändern. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="278"/>
        <source>There is no such step to change. Nothing was changed.</source>
        <translation>Diesen Schritt gibt es nicht. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="311"/>
        <source>Past entry changed: %1</source>
        <extracomment>A row of the log: %1 what was corrected and what followed.</extracomment>
        <translation>Früherer Eintrag geändert: %1</translation>
    </message>
    <message>
        <source>Round %1: “%2” corrected to “%3”.</source>
        <extracomment>%1 the round, %2 what the table had entered, %3 what it becomes (a die total, a pile, a pick ...).</extracomment>
        <translation type="vanished">Runde %1: „%2“ korrigiert zu „%3“.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="230"/>
        <source>the game is over before it</source>
        <extracomment>Why a later step no longer applies after a correction of the past.</extracomment>
        <translation>das Spiel ist vorher vorbei</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="234"/>
        <source>the game now asks something else there: %1</source>
        <extracomment>Why a later step no longer applies after a correction of the past: %1 what the game asks there now.</extracomment>
        <translation>das Spiel fragt dort jetzt etwas anderes: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="246"/>
        <source>Stopped at step %1 (round %2): “%3” is no longer possible, because %4.</source>
        <extracomment>%1 the step number in the log, %2 the round, %3 the entry that no longer applies, %4 why.</extracomment>
        <translation>Angehalten bei Schritt %1 (Runde %2): „%3“ ist nicht mehr möglich, weil %4.</translation>
    </message>
    <message>
        <source>1 later step dropped.</source>
        <extracomment>After a correction of the past: the steps from the one that no longer applies on.</extracomment>
        <translation type="vanished">1 späterer Schritt entfällt.</translation>
    </message>
    <message>
        <source>%1 later steps dropped.</source>
        <translation type="vanished">%1 spätere Schritte entfallen.</translation>
    </message>
    <message>
        <source>The setup of the game cannot be corrected here; start a new game instead. Nothing was changed.</source>
        <translation type="vanished">Der Aufbau der Partie lässt sich hier nicht korrigieren; stattdessen eine neue Partie beginnen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Only a table game&apos;s entries can be corrected. Nothing was changed.</source>
        <translation type="vanished">Nur die Eingaben eines Tischspiels lassen sich korrigieren. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>There is no such step to correct. Nothing was changed.</source>
        <translation type="vanished">Diesen Schritt gibt es nicht. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="281"/>
        <source>That choice answers another decision than the step did. Nothing was changed.</source>
        <translation>Diese Wahl beantwortet eine andere Entscheidung als der Schritt. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="284"/>
        <source>That is what was entered already. Nothing was changed.</source>
        <translation>Genau das war schon eingegeben. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="287"/>
        <source>That choice was not possible at that point. Nothing was changed.</source>
        <translation>Diese Wahl war an dieser Stelle nicht möglich. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Correction of the past: %1</source>
        <extracomment>A row of the log: %1 what was corrected and what followed.</extracomment>
        <translation type="vanished">Korrektur der Vergangenheit: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="89"/>
        <source>%1 has decided.</source>
        <extracomment>%1 a player. Logged for a decision whose content stays hidden for now (a bid, a draft pick).</extracomment>
        <translation>%1 hat entschieden.</translation>
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
        <translation>Nur eine Möglichkeit, von der App ausgeführt: %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerundo.cpp" line="145"/>
        <source>Redo failed: the undone actions no longer apply.</source>
        <translation>Wiederholen fehlgeschlagen: Die rückgängig gemachten Aktionen passen nicht mehr.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="431"/>
        <source>There is no game to save.</source>
        <translation>Es gibt keine Partie zum Speichern.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="437"/>
        <source>The game was not saved: %1</source>
        <extracomment>%1 is the reason, e.g. &quot;/x/y.json could not be written: Permission denied.&quot;</extracomment>
        <translation>Die Partie wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2. The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reason (from the save file reader, in English).</extracomment>
        <translation type="vanished">%1 konnte nicht geöffnet werden: %2. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollerlog.cpp" line="32"/>
        <source>A saved game: %1. %2 was the oldest and started with the Alltaker.</source>
        <extracomment>First line of the log of a game opened from a file: %1 the players, %2 the oldest player.</extracomment>
        <translation>Eine gespeicherte Partie: %1. %2 war die älteste Person und begann mit dem Alltaker.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="34"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="37"/>
        <source>Deal the Ulterior Motives: enter each card dealt, or “draw unknown”.</source>
        <extracomment>Table play: the people say which card was dealt. &quot;draw unknown&quot; is an action of the notation.</extracomment>
        <translation>Ulterior Motives austeilen: jede ausgeteilte Karte eingeben oder „unbekannt ziehen“.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="40"/>
        <source>%1 keeps one Ulterior Motive, which declares their faction.</source>
        <extracomment>%1 a player (R-SETUP-4).</extracomment>
        <translation>%1 behält ein Ulterior Motive und erklärt damit die eigene Fraktion.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="42"/>
        <source>Enter the starting Mourner drawn for the next player.</source>
        <translation>Den für die nächste Person gezogenen Start-Mourner eingeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="45"/>
        <source>%1 rolls the dice: enter the total.</source>
        <extracomment>%1 the first player (R-DIST-1).</extracomment>
        <translation>%1 würfelt: die Summe eingeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="48"/>
        <source>%1 sizes the next Etherea pile, largest first.</source>
        <extracomment>%1 the first player (R-DIST-2).</extracomment>
        <translation>%1 legt die Größe des nächsten Etherea-Stapels fest, den größten zuerst.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="51"/>
        <source>%1 takes a pile of Etherea, or 2 Influence instead.</source>
        <extracomment>%1 a player (R-DIST-3).</extracomment>
        <translation>%1 nimmt einen Etherea-Stapel oder stattdessen 2 Einfluss.</translation>
    </message>
    <message>
        <source>Enter the Wallows card dealt, or “draw unknown”.</source>
        <translation type="vanished">Die ausgeteilte Wallows-Karte eingeben oder „unbekannt ziehen“.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="59"/>
        <source>Enter the Court card dealt, or “draw unknown”.</source>
        <translation>Die ausgeteilte Hofkarte eingeben oder „unbekannt ziehen“.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="62"/>
        <source>%1 keeps one Court card of the hand passed to them.</source>
        <extracomment>%1 a player (R-DRAFT-2).</extracomment>
        <translation>%1 behält eine Hofkarte aus der weitergereichten Hand.</translation>
    </message>
    <message>
        <source>%1&apos;s turn: play a Court card, recruit, relocate, activate a Mourner or pass.</source>
        <extracomment>%1 a player (R-ACT-1).</extracomment>
        <translation type="vanished">%1 ist am Zug: Hofkarte spielen, rekrutieren, versetzen, einen Mourner aktivieren oder passen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="68"/>
        <source>%1 chooses where the free relocation goes from and to.</source>
        <translation>%1 wählt, von wo nach wo das kostenlose Versetzen geht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionsentences.cpp" line="73"/>
        <source>%1 moved %n figure(s) from %2 to %3. Another one too, or done?</source>
        <extracomment>%1 a player, %n figures already moved by this relocation (the first one may have been moved by the app: it was the only choice), %2 from place, %3 to place (R-ACT-6).</extracomment>
        <translation>
            <numerusform>%1 hat %n Figur versetzt: %2 → %3. Noch eine, oder fertig?</numerusform>
            <numerusform>%1 hat %n Figuren versetzt: %2 → %3. Noch eine, oder fertig?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="75"/>
        <source>%1 adds figures to the relocation one at a time, then says done.</source>
        <translation>%1 fügt dem Versetzen Figuren einzeln hinzu und sagt dann „fertig“.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="77"/>
        <source>Enter the Mourner card drawn.</source>
        <translation>Die gezogene Mourner-Karte eingeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="79"/>
        <source>Enter the extra Wallows card drawn.</source>
        <translation>Die zusätzlich gezogene Wallows-Karte eingeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="81"/>
        <source>%1 chooses an opponent&apos;s Mourner to exhaust.</source>
        <translation>%1 wählt einen gegnerischen Mourner, der erschöpft wird.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="86"/>
        <source>Roll one die for %1&apos;s %2 figure at %3 (over-crowded).</source>
        <extracomment>%1 player, %2 guild, %3 over-crowded location (R-DREAD-2).</extracomment>
        <translation>Einen Würfel für die %2-Figur von %1 an %3 würfeln (überfüllt).</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="89"/>
        <source>Roll one die for a figure at risk in an over-crowded location.</source>
        <translation>Einen Würfel für eine gefährdete Figur an einem überfüllten Ort würfeln.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="93"/>
        <source>%1 makes a blind tithe bid; the Dirth Forge has already paid the tithe.</source>
        <extracomment>%1 player. The Dirth Forge covered the whole tithe, yet everyone still bids (R-TITHE-2).</extracomment>
        <translation>%1 gibt ein verdecktes Tributgebot ab; die Dirth Forge hat den Tribut schon bezahlt.</translation>
    </message>
    <message>
        <source>%1 makes a blind tithe bid; %2 Etherea are still owed.</source>
        <extracomment>%1 player, %2 Etherea still owed (R-TITHE-2).</extracomment>
        <translation type="vanished">%1 gibt ein verdecktes Tributgebot ab; %2 Etherea sind noch offen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="107"/>
        <source>%1 may use the Alltaker to win this tie.</source>
        <extracomment>%1 the Alltaker&apos;s holder (R-MAJ-3).</extracomment>
        <translation>%1 darf mit dem Alltaker diesen Gleichstand für sich entscheiden.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="112"/>
        <source>%1 may perform the action of %2.</source>
        <extracomment>%1 player, %2 location (R-MAJ-1). What the action does is said below it, in the guide&apos;s line.</extracomment>
        <translation>%1 darf die Aktion von %2 ausführen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="118"/>
        <source>%1 may take the bonus of the %2.</source>
        <extracomment>%1 player, %2 guild (R-MAJ-2). What the bonus does is said below it, in the guide&apos;s line.</extracomment>
        <translation>%1 darf den Bonus von %2 nehmen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="122"/>
        <source>%1 pays a missing Unity point with Influence of a faction.</source>
        <extracomment>%1 player (R-PAY-1).</extracomment>
        <translation>%1 zahlt einen fehlenden Einheitspunkt mit Einfluss einer Fraktion.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="125"/>
        <source>%1 chooses which Mourner card is lost.</source>
        <extracomment>%1 the player on the left of whoever raised Threat to 10 (R-THREAT-10).</extracomment>
        <translation>%1 wählt, welche Mourner-Karte verloren geht.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="127"/>
        <source>%1 chooses which figure they lose.</source>
        <translation>%1 wählt, welche Figur verloren geht.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="134"/>
        <source>%1 says whether their Wallows objective was completed.</source>
        <extracomment>%1 player (R-WAL-1).</extracomment>
        <translation>%1 gibt an, ob das Wallows-Ziel erfüllt wurde.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="138"/>
        <source>%1 looks at the undealt Court cards: swap one of theirs for one of them, or keep their cards.</source>
        <extracomment>%1 the holder of Severamm, who now sees the Court cards not dealt this round.</extracomment>
        <translation>%1 sieht sich die nicht ausgeteilten Hofkarten an: eine eigene gegen eine davon tauschen oder die eigenen Karten behalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="141"/>
        <source>%1 selects a Wallows card to put into play beside their others.</source>
        <extracomment>%1 the holder of Relic Ravlatch.</extracomment>
        <translation>%1 wählt eine Wallows-Karte, die zu den eigenen anderen ins Spiel kommt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="144"/>
        <source>%1 drew an artifact: keep it for the game (its benefit now), or play it as a Wallows card.</source>
        <extracomment>%1 the holder of Relic Ravlatch, who drew an artifact.</extracomment>
        <translation>%1 hat ein Artefakt gezogen: für die Partie behalten (Vorteil sofort) oder als Wallows-Karte spielen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="150"/>
        <source>Clean-up: does an end-of-round ability of %1&apos;s unnamed Mourner (%2) apply this round?</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 the guild of their Mourner card the app was not told.</extracomment>
        <translation>Aufräumen: Gilt in dieser Runde eine Rundenend-Fähigkeit des ungenannten Mourners von %1 (%2)?</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="153"/>
        <source>Clean-up: does the end-of-round ability of %1&apos;s %2 apply this round?</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card.</extracomment>
        <translation>Aufräumen: Gilt in dieser Runde die Rundenend-Fähigkeit von %2 (%1)?</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="198"/>
        <source>The phase ends when every player has passed in a row (%1 of %2 so far). [R-ACT-2]</source>
        <extracomment>R-ACT-2, under &quot;Ada&apos;s turn: one action, or pass.&quot; (the actions are listed below it). %1 passes in a row so far, %2 players.</extracomment>
        <translation>Die Phase endet, wenn alle nacheinander gepasst haben (bisher %1 von %2). [R-ACT-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="223"/>
        <source>The Forge paid the tithe; the bids still count, revealed together: highest bid alone +%1 Unity and other bids +%3; tied highest bids +%2 each and other bids nothing; a bid of 0 −%4. [R-TITHE-2]</source>
        <extracomment>R-TITHE-2/3/4 when the Dirth Forge paid the whole tithe. %1..%4 Unity: the highest bid alone, each of tied highest bids, every other bid when the highest is alone (R-TITHE-4: nothing after a tie), a bid of 0 (a loss). Short: the guide above the bid is low.</extracomment>
        <translation>Die Forge hat den Tribut bezahlt; die Gebote zählen trotzdem und werden gemeinsam aufgedeckt: alleiniges Höchstgebot +%1 Einheit und andere Gebote +%3; gleich hohe Höchstgebote je +%2 und andere Gebote nichts; ein Gebot von 0 −%4. [R-TITHE-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="241"/>
        <source>The action: %1. All of it or none; %2 has the majority here. [R-MAJ-1]</source>
        <extracomment>Under &quot;Ada may perform the action of 9 Voxxingard.&quot; %1 what it does, e.g. &quot;take 3 Etherea&quot;; %2 the player (R-MAJ-1).</extracomment>
        <translation>Die Aktion: %1. Ganz oder gar nicht; %2 hat hier die Mehrheit. [R-MAJ-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="245"/>
        <source>The bonus: %1. %2 has the majority of this guild. [R-MAJ-2]</source>
        <extracomment>Under &quot;Ada may take the bonus of the Mortis Knighthood.&quot; %1 what it does; %2 the player (R-MAJ-2).</extracomment>
        <translation>Der Bonus: %1. %2 hat die Mehrheit dieser Gilde. [R-MAJ-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/playersmodel.cpp" line="126"/>
        <source>unknown (%1)</source>
        <translation>unbekannt (%1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="94"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="490"/>
        <source>A card not named here</source>
        <extracomment>A Court card the players do not name in the app; its effect is entered as a correction.
----------
Relic Ravlatch at a table: a Wallows card the app is not told.</extracomment>
        <translation>Eine hier nicht genannte Karte</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="143"/>
        <source>The last Unity has left the supply during the Action phase: every player, the current one included, gets exactly one more turn; then phases 5–8 are played and the game ends. [R-END-2]</source>
        <translation>Die letzte Einheit hat in der Aktionsphase den Vorrat verlassen: Alle, auch wer gerade am Zug ist, haben genau noch einen Zug; dann werden die Phasen 5–8 gespielt und das Spiel endet. [R-END-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="279"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="391"/>
        <source>That choice is no longer available. Nothing was changed.</source>
        <translation>Diese Wahl gibt es nicht mehr. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="54"/>
        <source>“%1” is not a resource. Nothing was changed.</source>
        <extracomment>%1 a resource key the app does not know (a programming error, shown rather than ignored).</extracomment>
        <translation>„%1“ ist keine Ressource. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="59"/>
        <source>A change must be from -%1 to +%1. Nothing was changed.</source>
        <extracomment>%1 the largest change of one correction.</extracomment>
        <translation>Eine Änderung muss zwischen -%1 und +%1 liegen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="73"/>
        <source>“%1” is not a meter. Nothing was changed.</source>
        <translation>„%1“ ist keine Leiste. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="98"/>
        <source>A figure is added or removed one at a time. Nothing was changed.</source>
        <translation>Figuren werden einzeln hinzugefügt oder entfernt. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontrollercorrect.cpp" line="122"/>
        <source>“%1” is not something a player holds. Nothing was changed.</source>
        <translation>„%1“ kann kein Spieler besitzen. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="150"/>
        <source>The last Unity has left the supply: the rest of this round is played, then final scoring. [R-END-3]</source>
        <translation>Die letzte Einheit hat den Vorrat verlassen: Der Rest dieser Runde wird gespielt, dann folgt die Schlusswertung. [R-END-3]</translation>
    </message>
    <message>
        <source>The board settings are not valid: %1</source>
        <extracomment>%1 the ruleset reader&apos;s message naming the field.</extracomment>
        <translation type="vanished">Die Spielplan-Einstellungen sind ungültig: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="179"/>
        <source>Choose the faction %1 declared.</source>
        <extracomment>%1 a player. R-SETUP-4: each player declares the faction of the motive kept.</extracomment>
        <translation>Die von %1 erklärte Fraktion wählen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="197"/>
        <source>The declared factions were refused by the rules.</source>
        <translation>Die erklärten Fraktionen wurden von den Regeln abgelehnt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="89"/>
        <source>Choose the guild of %1&apos;s starting Mourner (a guild of their faction).</source>
        <extracomment>%1 a player. An unknown starting Mourner is named by the guild of its figure.</extracomment>
        <translation>Die Gilde des Start-Mourners von %1 wählen (eine Gilde der eigenen Fraktion).</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="96"/>
        <source>Choose %1&apos;s starting Mourner, or “unknown card” and its guild.</source>
        <extracomment>%1 a player.</extracomment>
        <translation>Den Start-Mourner von %1 wählen oder „unbekannte Karte“ und deren Gilde.</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="102"/>
        <source>%1 cannot start with %2: it is not a starting Mourner of their faction, or another player has it already.</source>
        <extracomment>%1 a player, %2 a Mourner card. Two players of one faction cannot start with the same card.</extracomment>
        <translation>%1 kann nicht mit %2 beginnen: Es ist kein Start-Mourner dieser Fraktion, oder eine andere Person hat ihn schon.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="586"/>
        <location filename="../app/mourners/gamecontroller.cpp" line="593"/>
        <source>There is no die to roll now.</source>
        <translation>Gerade ist nichts zu würfeln.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="206"/>
        <source>Suspicion reached %1</source>
        <translation>Argwohn hat %1 erreicht</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="207"/>
        <source>Threat reached %1</source>
        <translation>Bedrohung hat %1 erreicht</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="211"/>
        <source>%1 raised Suspicion to the top: whoever does loses %2 Unity (missing points paid with Influence), and the marker goes back to %3.</source>
        <extracomment>%1 player. R-SUSP-1 explained.</extracomment>
        <translation>%1 hat den Argwohn ganz nach oben getrieben: Wer das tut, verliert %2 Einheit (fehlende Punkte werden mit Einfluss bezahlt), und der Marker geht zurück auf %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="217"/>
        <source>%1 raised Threat to the top: the player on their left chooses one of %1&apos;s Mourner cards to lose, with a figure of its guild; everyone else loses a figure of that guild; the marker goes back to %2.</source>
        <translation>%1 hat die Bedrohung ganz nach oben getrieben: Die Person links davon wählt eine Mourner-Karte von %1, die samt einer Figur ihrer Gilde verloren geht; alle anderen verlieren eine Figur dieser Gilde; der Marker geht zurück auf %2.</translation>
    </message>
    <message>
        <source>The last autosaved game (%1) could not be read: %2. The file was left as it is; new games are saved under a new name.</source>
        <extracomment>%1 the file, %2 the reason from the save file reader (in English).</extracomment>
        <translation type="vanished">Die zuletzt automatisch gespeicherte Partie (%1) konnte nicht gelesen werden: %2. Die Datei bleibt unverändert; neue Partien werden unter einem neuen Namen gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersautosave.cpp" line="55"/>
        <source>The last autosaved game (%1) could not be read. %2 The file was left as it is; new games are saved under a new name.</source>
        <extracomment>%1 the file, %2 the reasons, one sentence each.</extracomment>
        <translation>Die zuletzt automatisch gespeicherte Partie (%1) konnte nicht gelesen werden. %2 Die Datei bleibt unverändert; neue Partien werden unter einem neuen Namen gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersautosave.cpp" line="47"/>
        <source>%1 · round %2 · %3</source>
        <extracomment>%1 the players, %2 the round, %3 the phase. Shown on the Continue button.</extracomment>
        <translation>%1 · Runde %2 · %3</translation>
    </message>
    <message>
        <source>%1 is not an unfinished game of the list; nothing was deleted.</source>
        <extracomment>%1 a file. Deleting an unfinished game that is not in the list (it was deleted already).</extracomment>
        <translation type="vanished">%1 ist keine unvollendete Partie der Liste; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>%1 could not be deleted; it was left as it is.</source>
        <extracomment>%1 a file.</extracomment>
        <translation type="vanished">%1 konnte nicht gelöscht werden; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="661"/>
        <source>There is no unfinished game to continue.</source>
        <translation>Es gibt keine unvollendete Partie zum Fortsetzen.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1 the reason. The game goes on; only the automatic save failed.</extracomment>
        <translation type="vanished">Die Partie konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="781"/>
        <source>The game is not over yet.</source>
        <translation>Das Spiel ist noch nicht vorbei.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="88"/>
        <source>not known to the app</source>
        <extracomment>End screen, a table game: the app was not told which Ulterior Motive this player kept.</extracomment>
        <translation>der App nicht bekannt</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="91"/>
        <source>The table did not tell the app which %1 motive was kept: its bonus is the one typed in.</source>
        <extracomment>%1 the faction the player declared for their motive (R-SETUP-4).</extracomment>
        <translation>Der Tisch hat der App nicht gesagt, welches %1-Motiv behalten wurde: es zählt der eingetippte Bonus.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="94"/>
        <source>The table did not tell the app which motive was kept: its bonus is the one typed in.</source>
        <translation>Der Tisch hat der App nicht gesagt, welches Motiv behalten wurde: es zählt der eingetippte Bonus.</translation>
    </message>
    <message>
        <source>Last turns: one more each, then phases 5–8 and the end. [R-END-2]</source>
        <extracomment>One line in the phase guide (R-END-2); the whole note is shown on hover.</extracomment>
        <translation type="vanished">Letzte Züge: für alle noch einer, dann die Phasen 5–8 und das Ende. [R-END-2]</translation>
    </message>
    <message>
        <source>Final round: played to its end, then final scoring. [R-END-3]</source>
        <extracomment>One line in the phase guide (R-END-3); the whole note is shown on hover.</extracomment>
        <translation type="vanished">Letzte Runde: wird zu Ende gespielt, dann die Schlusswertung. [R-END-3]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="135"/>
        <source>Last turns: one more each. [R-END-2]</source>
        <extracomment>A short line in the phase guide (R-END-2), read in passing; the whole note is shown on hover.</extracomment>
        <translation>Letzte Züge: für alle noch einer. [R-END-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="138"/>
        <source>Last phases, then final scoring. [R-END-2]</source>
        <extracomment>A short line in the phase guide (R-END-2) once the last turns are over, read in passing.</extracomment>
        <translation>Letzte Phasen, dann die Schlusswertung. [R-END-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="141"/>
        <source>Final round, then final scoring. [R-END-3]</source>
        <extracomment>A short line in the phase guide (R-END-3), read in passing; the whole note is shown on hover.</extracomment>
        <translation>Letzte Runde, dann die Schlusswertung. [R-END-3]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="147"/>
        <source>The last Unity left the supply during the Action phase and the last turns are over: phases 5–8 of this round are played, then final scoring. [R-END-2]</source>
        <translation>Die letzte Einheit hat den Vorrat in der Aktionsphase verlassen, und die letzten Züge sind gespielt: Die Phasen 5–8 dieser Runde werden noch gespielt, dann folgt die Schlusswertung. [R-END-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="216"/>
        <source>The game could not be added to the history: %1</source>
        <extracomment>%1 why the history cannot be used.</extracomment>
        <translation>Die Partie konnte nicht in den Verlauf aufgenommen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="229"/>
        <source>This game is already in the history.</source>
        <translation>Diese Partie ist bereits im Verlauf.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="230"/>
        <source>The game&apos;s record in the history was updated with the changed scores.</source>
        <translation>Der Eintrag der Partie im Verlauf wurde mit den geänderten Punkten aktualisiert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="231"/>
        <source>The game was added to the history.</source>
        <translation>Die Partie wurde in den Verlauf aufgenommen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="232"/>
        <source>The game could not be added to the history.</source>
        <translation>Die Partie konnte nicht in den Verlauf aufgenommen werden.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="122"/>
        <source>%1 bid %2 Etherea in secret.</source>
        <extracomment>A finished game&apos;s replay: %1 a player, %2 the Etherea of their blind bid (R-TITHE-2).</extracomment>
        <translation>%1 hat geheim %2 Etherea geboten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="125"/>
        <source>%1 kept %2 of the hand passed to them.</source>
        <extracomment>A finished game&apos;s replay: %1 a player, %2 the Court card they kept (R-DRAFT-2).</extracomment>
        <translation>%1 hat %2 aus der weitergereichten Hand behalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="129"/>
        <source>%1 chose: %2.</source>
        <extracomment>A finished game&apos;s replay: %1 a player, %2 what they chose (a button&apos;s label).</extracomment>
        <translation>%1 hat gewählt: %2.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="27"/>
        <source>%1: destroyed</source>
        <extracomment>A crowd roll (R-DREAD-2): %1 die faces such as &quot;1–2&quot;.</extracomment>
        <translation>%1: vernichtet</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="30"/>
        <source>%1: back to the Crypt</source>
        <translation>%1: zurück in die Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="34"/>
        <source>%1: stays</source>
        <extracomment>The crowding roll: %1 the die face(s), e.g. &quot;5–6&quot;, on which the figure stays.</extracomment>
        <translation>%1: bleibt</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="54"/>
        <source>Which Wallows card was dealt face up to %1?</source>
        <extracomment>R-WAL-1: %1 the player who is dealt a Wallows card face up now.</extracomment>
        <translation>Welche Wallows-Karte wurde %1 offen ausgeteilt?</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="58"/>
        <source>Round %1: deal and draft the Court cards at the table.</source>
        <extracomment>R-DRAFT-1..3 at a table: %1 the round.</extracomment>
        <translation>Runde %1: die Hofkarten am Tisch austeilen und draften.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="387"/>
        <source>Pass</source>
        <comment>skip the turn</comment>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="183"/>
        <source>%1, which pile do you take? Or 2 Influence instead of a pile. Piles nobody takes go to the Dirth Forge. [R-DIST-3]</source>
        <extracomment>R-DIST-3/4 in digital play, asked of the player who picks now: %1 their name.</extracomment>
        <translation>%1, welchen Stapel nimmst du? Oder 2 Einfluss statt eines Stapels. Stapel, die niemand nimmt, gehen an die Dirth Forge. [R-DIST-3]</translation>
    </message>
    <message>
        <source>A Court card, a recruit, a relocation or a Mourner&apos;s ability. The phase ends when every player has passed in a row (%1 of %2 so far). [R-ACT-2]</source>
        <extracomment>R-ACT-1/2, under &quot;Ada&apos;s turn: one action, or pass.&quot; %1 passes in a row so far, %2 players.</extracomment>
        <translation type="vanished">Eine Hofkarte, ein Rekrut, eine Versetzung oder die Fähigkeit eines Mourners. Die Phase endet, wenn alle nacheinander gepasst haben (bisher %1 von %2). [R-ACT-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="205"/>
        <source>Tap each figure that moves, one at a time; they move for free. Then Done. [R-ACT-6]</source>
        <extracomment>A free relocation (Gallevarbe): the figures move without paying Influence.</extracomment>
        <translation>Jede ziehende Figur einzeln antippen; sie ziehen kostenlos. Dann „Fertig“. [R-ACT-6]</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionsentences.cpp" line="95"/>
        <source>%1 makes a blind tithe bid; %n Etherea still owed.</source>
        <extracomment>%1 player, %n Etherea still owed (R-TITHE-2).</extracomment>
        <translation>
            <numerusform>%1 gibt ein verdecktes Tributgebot ab; %n Etherea ist noch offen.</numerusform>
            <numerusform>%1 gibt ein verdecktes Tributgebot ab; %n Etherea sind noch offen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="66"/>
        <source>%1&apos;s turn: one action, or pass.</source>
        <extracomment>%1 a player (R-ACT-1). The guide&apos;s line below says which actions there are; short, so that the turn&apos;s choices keep their room.</extracomment>
        <translation>%1 ist am Zug: eine Aktion oder passen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="101"/>
        <source>%1 may use the Alltaker to win the tie at %2.</source>
        <extracomment>%1 the Alltaker&apos;s holder, %2 the location whose majority is tied (R-MAJ-3).</extracomment>
        <translation>%1 darf mit dem Alltaker den Gleichstand in %2 für sich entscheiden.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="104"/>
        <source>%1 may use the Alltaker to win the tie for the %2 majority.</source>
        <extracomment>%1 the Alltaker&apos;s holder, %2 the guild whose majority is tied (R-MAJ-3).</extracomment>
        <translation>%1 darf mit dem Alltaker den Gleichstand um die Mehrheit der %2 für sich entscheiden.</translation>
    </message>
    <message>
        <source>%1 may perform the action of %2: %3.</source>
        <extracomment>%1 player, %2 location, %3 its action, e.g. &quot;take 3 Etherea&quot; (R-MAJ-1).</extracomment>
        <translation type="vanished">%1 darf die Aktion von %2 ausführen: %3.</translation>
    </message>
    <message>
        <source>%1 may take the bonus of the %2: %3.</source>
        <extracomment>%1 player, %2 guild, %3 its bonus, e.g. &quot;take 3 Etherea&quot; (R-MAJ-2).</extracomment>
        <translation type="vanished">%1 darf den Bonus von %2 nehmen: %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="132"/>
        <source>Clean-up: did %1 complete the Wallows card %2?</source>
        <extracomment>%1 player, %2 their Wallows card (R-WAL-1).</extracomment>
        <translation>Aufräumen: Hat %1 die Wallows-Karte %2 erfüllt?</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="25"/>
        <source>Malavestros to a location</source>
        <extracomment>Malavestros action 1 before its location is chosen (R-MAJ-4).</extracomment>
        <translation>Malavestros an einen Ort</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="28"/>
        <source>a player pays 2 Etherea to the Forge</source>
        <extracomment>Auraghost action 1 before its player is chosen.</extracomment>
        <translation>ein Spieler zahlt 2 Etherea an die Forge</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="31"/>
        <source>steal 2 Influence from a player</source>
        <extracomment>Cleopsis action 1 before its victim and factions are chosen.</extracomment>
        <translation>2 Einfluss von einem Spieler stehlen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="33"/>
        <source>steal 1 Flesh Influence from a player</source>
        <translation>1 Flesh-Einfluss von einem Spieler stehlen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="36"/>
        <source>move a figure to Cryptus Akhor</source>
        <extracomment>Gethsemoni action 2 before its figure is chosen.</extracomment>
        <translation>eine Figur nach Cryptus Akhor versetzen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="49"/>
        <source>steal 2 %2 Influence from %1</source>
        <extracomment>Cleopsis action 1: %1 the victim, %2 a faction (both Influence of one faction).</extracomment>
        <translation>2 %2-Einfluss von %1 stehlen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="52"/>
        <source>steal 1 %2 and 1 %3 Influence from %1</source>
        <extracomment>Cleopsis action 1: %1 the victim, %2 %3 factions.</extracomment>
        <translation>1 %2- und 1 %3-Einfluss von %1 stehlen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="116"/>
        <source>from the Crypt</source>
        <translation>aus der Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="119"/>
        <source>from %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="121"/>
        <source>→ %1 (1 %2 Influence per figure)</source>
        <extracomment>A relocation&apos;s destination: %1 the location, %2 the faction paid (R-ACT-6).</extracomment>
        <translation>→ %1 (1 %2-Einfluss je Figur)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="205"/>
        <source>Another player took this pile.</source>
        <translation>Eine andere Person hat diesen Stapel genommen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="206"/>
        <source>A pile of the same size comes first in the list.</source>
        <translation>Ein gleich großer Stapel steht weiter vorn in der Liste.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="288"/>
        <source>Every %1 figure %2 has moved.</source>
        <extracomment>A relocation under way (R-ACT-6): %1 a guild whose figures at the place left have all moved, %2 that place.</extracomment>
        <translation>Jede %1-Figur %2 ist schon versetzt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="289"/>
        <source>in the Crypt</source>
        <translation>in der Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="291"/>
        <source>at %1</source>
        <translation>an %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="314"/>
        <location filename="../app/mourners/newgamesetup.cpp" line="282"/>
        <source>%1 (stand-in)</source>
        <extracomment>A card of the app&apos;s original stand-in set, not a printed card of the box. %1 its name.
----------
After a card&apos;s name: the app plays a stand-in for a card it does not print. %1 the card and guild.</extracomment>
        <translation>%1 (Platzhalter)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="318"/>
        <source>Unknown card (%1)</source>
        <extracomment>A Mourner card the app need not know; %1 the guild of its figure.</extracomment>
        <translation>Unbekannte Karte (%1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="321"/>
        <source>The draft is done</source>
        <extracomment>A table has dealt and drafted its Court cards without naming them to the app (R-DRAFT-1..3).</extracomment>
        <translation>Der Draft ist fertig</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="322"/>
        <source>Unknown card</source>
        <translation>Unbekannte Karte</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="327"/>
        <source>%1 Etherea</source>
        <translation>%1 Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="330"/>
        <source>Pile %1: %2 Etherea</source>
        <extracomment>%1 pile number, %2 Etherea in it.</extracomment>
        <translation>Stapel %1: %2 Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="332"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="450"/>
        <source>2 %1 Influence</source>
        <translation>2 %1-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="333"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="422"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="451"/>
        <source>1 %1 + 1 %2 Influence</source>
        <translation>1 %1- + 1 %2-Einfluss</translation>
    </message>
    <message>
        <source>A card not named here, action %1 (enter its effect as a correction)</source>
        <extracomment>%1 the action (1 or 2) of a Court card the table does not name; its effect is entered as a correction.</extracomment>
        <translation type="vanished">Eine hier nicht genannte Karte, Aktion %1 (ihren Effekt als Korrektur eingeben)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="41"/>
        <source>Malavestros to %1</source>
        <extracomment>Malavestros action 1 (R-MAJ-4): %1 the location.</extracomment>
        <translation>Malavestros nach %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="43"/>
        <source>deactivate one Mourner of each opponent</source>
        <translation>bei allen anderen je einen Mourner deaktivieren</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="46"/>
        <source>%1 pays 2 Etherea to the Forge</source>
        <extracomment>Auraghost action 1: %1 the player who puts 2 Etherea on the Dirth Forge.</extracomment>
        <translation>%1 zahlt 2 Etherea an die Forge</translation>
    </message>
    <message>
        <source>steal %2 + %3 Influence from %1</source>
        <extracomment>Cleopsis action 1: %1 the victim, %2 %3 factions.</extracomment>
        <translation type="vanished">%2- + %3-Einfluss von %1 stehlen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="54"/>
        <source>steal 1 Flesh Influence from %1</source>
        <translation>1 Flesh-Einfluss von %1 stehlen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="56"/>
        <source>nothing to move</source>
        <translation>nichts zu versetzen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="59"/>
        <source>%1&apos;s %2 from %3 to Cryptus Akhor</source>
        <extracomment>Gethsemoni action 2: %1 owner, %2 guild, %3 place; the figure goes to Cryptus Akhor.</extracomment>
        <translation>%2 von %1: %3 → Cryptus Akhor</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="61"/>
        <source>one free relocation</source>
        <translation>einmal kostenlos versetzen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="64"/>
        <source>take the Alltaker; %1</source>
        <extracomment>Death (R-DEATH-1): %1 what its action does, e.g. &quot;gain 2 Etherea&quot;.</extracomment>
        <translation>den Alltaker nehmen; %1</translation>
    </message>
    <message>
        <source>take the Alltaker; apply the card&apos;s effect with corrections</source>
        <translation type="vanished">den Alltaker nehmen; den Effekt der Karte mit Korrekturen eintragen</translation>
    </message>
    <message>
        <source>apply the card&apos;s effect with corrections</source>
        <translation type="vanished">den Effekt der Karte mit Korrekturen eintragen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="340"/>
        <source>%1, action %2: %3</source>
        <extracomment>%1 card, %2 action number, %3 what it does.</extracomment>
        <translation>%1, Aktion %2: %3</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="344"/>
        <source>%1 (%2 Etherea)</source>
        <extracomment>%1 guild, %2 cost in Etherea (D-COST).</extracomment>
        <translation>%1 (%2 Etherea)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="345"/>
        <source>%1 Mourner (%2 Etherea)</source>
        <translation>%1-Mourner (%2 Etherea)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="349"/>
        <source>%1 → %2 (free)</source>
        <extracomment>%1 from, %2 to: the route of a free relocation (Gallevarbe), no Influence to pay.</extracomment>
        <translation>%1 → %2 (kostenlos)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="351"/>
        <source>%1 → %2 (1 %3 Influence per figure)</source>
        <extracomment>%1 from, %2 to, %3 faction of the destination (R-ACT-6).</extracomment>
        <translation>%1 → %2 (1 %3-Einfluss je Figur)</translation>
    </message>
    <message>
        <source>Unknown Mourner (%1): enter its effect as a correction</source>
        <extracomment>%1 the guild of a Mourner the table did not name; its effect is entered as a correction.</extracomment>
        <translation type="vanished">Unbekannter Mourner (%1): seinen Effekt als Korrektur eingeben</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="363"/>
        <source>%1: look at the undealt Court cards</source>
        <extracomment>%1 Severamm: its holder first looks at the Court cards not dealt this round, then may swap.</extracomment>
        <translation>%1: nicht ausgeteilte Hofkarten ansehen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="365"/>
        <source>%1: look, keep my cards</source>
        <translation>%1: ansehen, eigene Karten behalten</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="367"/>
        <source>%1: give %2, take %3</source>
        <extracomment>%1 Severamm (first reading), %2 Court card given back, %3 undealt card taken.</extracomment>
        <translation>%1: %2 abgeben, %3 nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="370"/>
        <source>%1: take back %2, give %3</source>
        <extracomment>%1 Socopharie, %2 a played Court card taken back into the hand, %3 the hand card put in its place.</extracomment>
        <translation>%1: %2 zurücknehmen, %3 abgeben</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="374"/>
        <source>%1: select a Wallows card</source>
        <extracomment>%1 Relic Ravlatch, first ability.</extracomment>
        <translation>%1: Wallows-Karte auswählen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="376"/>
        <source>%1: draw a Wallows card</source>
        <extracomment>%1 Relic Ravlatch, second ability (an artifact may be kept).</extracomment>
        <translation>%1: Wallows-Karte ziehen</translation>
    </message>
    <message>
        <source>%1 (enter its effect as a correction)</source>
        <extracomment>%1 a Mourner whose ability the app does not know (a table&apos;s printed card): the turn is used.</extracomment>
        <translation type="vanished">%1 (ihren Effekt als Korrektur eingeben)</translation>
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
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="vanished">Passen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="397"/>
        <source>Move a %1 figure (%2)</source>
        <extracomment>%1 guild, %2 the cost of moving it.</extracomment>
        <translation>Eine %1-Figur versetzen (%2)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="391"/>
        <source>free</source>
        <extracomment>Moving this figure costs nothing.</extracomment>
        <translation>kostenlos</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="391"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="426"/>
        <source>1 %1 Influence</source>
        <translation>1 %1-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="402"/>
        <source>Make no free relocation</source>
        <extracomment>Declines a card&apos;s free relocation (Gallevarbe) before choosing where from and where to.</extracomment>
        <translation>Auf das kostenlose Versetzen verzichten</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="406"/>
        <source>Move no figure</source>
        <extracomment>Ends a relocation before any figure was added: no figure moves (a card&apos;s free relocation is used up).</extracomment>
        <translation>Keine Figur versetzen</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>Ends adding figures to the relocation.</extracomment>
        <translation type="vanished">Fertig</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="410"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="465"/>
        <source>Unknown Mourner (%1)</source>
        <translation>Unbekannter Mourner (%1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="411"/>
        <source>Yes, win the tie</source>
        <translation>Ja, Gleichstand gewinnen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="411"/>
        <source>No, leave the tie</source>
        <translation>Nein, Gleichstand lassen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="415"/>
        <source>Skip</source>
        <extracomment>Decline a location action or guild bonus (it is optional).</extracomment>
        <translation>Auslassen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="421"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="460"/>
        <source>%1 Influence</source>
        <translation>%1-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="426"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="455"/>
        <source>a %1 figure</source>
        <translation>eine %1-Figur</translation>
    </message>
    <message>
        <source>return your %1 from %2 to the Crypt</source>
        <translation type="vanished">%1 von %2 zurück in die Gruft bringen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="445"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="457"/>
        <source>Yes: %1</source>
        <extracomment>Perform a location action (R-MAJ-1): %1 what it does, e.g. &quot;take 3 Etherea&quot;.
----------
Take a guild&apos;s bonus (R-MAJ-2): %1 what it does, e.g. &quot;take 3 Etherea&quot;.</extracomment>
        <translation>Ja: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionsentences.cpp" line="174"/>
        <source>%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? Left to split: %n Etherea; the last pile is what remains. [R-DIST-2]</source>
        <extracomment>R-DIST-2. %1 the first player, %2 piles in all, %3 pile number, %n Etherea left to split.</extracomment>
        <translation>
            <numerusform>%1 teilt die Etherea in %2 Stapel auf, den größten zuerst (ein Stapel darf leer sein). Stapel %3: wie viele? Noch %n Etherea zu verteilen; der letzte Stapel ist der Rest. [R-DIST-2]</numerusform>
            <numerusform>%1 teilt die Etherea in %2 Stapel auf, den größten zuerst (ein Stapel darf leer sein). Stapel %3: wie viele? Noch %n Etherea zu verteilen; der letzte Stapel ist der Rest. [R-DIST-2]</numerusform>
        </translation>
    </message>
    <message>
        <source>The app does not know the end-of-round ability of %1&apos;s %2. If it applies this round, tap Yes and enter its effect with Correction…. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card, whose printed ability the app does not know.</extracomment>
        <translation type="vanished">Die App kennt die Rundenend-Fähigkeit von %2 (%1) nicht. Gilt sie in dieser Runde, „Ja“ antippen und ihre Wirkung mit Korrektur… eingeben. [R-CLEAN-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="271"/>
        <source>Clean-up: was %1&apos;s Wallows objective completed this round? Enter its reward or penalty with adjustments. [R-WAL-1]</source>
        <translation>Aufräumen: Hat %1 das Wallows-Ziel in dieser Runde erfüllt? Belohnung oder Strafe mit Anpassungen eintragen. [R-WAL-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="280"/>
        <source>Every player is dealt one Wallows card face up. Tap the name of %1&apos;s card: its reward or penalty is applied at clean-up. Or tap Unknown card and enter its effect with Adjust… then. [R-WAL-1]</source>
        <extracomment>R-WAL-1 at a table. %1 the player whose card is named now.</extracomment>
        <translation>Alle erhalten eine Wallows-Karte offen. Den Namen der Karte von %1 antippen: Belohnung oder Strafe gelten beim Aufräumen. Oder „Unbekannte Karte“ antippen und ihre Wirkung dann mit Anpassen… eingeben. [R-WAL-1]</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionsentences.cpp" line="297"/>
        <source>%1 keeps 1 card and passes the other %n to %4 (%5). This is pick %2 of %3. [R-DRAFT-2]</source>
        <extracomment>R-DRAFT-2/3. %1 player, %2 which pick of the round this is, %3 picks in all, %4 the player the rest goes to, %5 clockwise or counter-clockwise, %n cards passed. The pick&apos;s number stands apart from &quot;keeps 1 card&quot;: &quot;(pick 1 of 5)&quot; beside six cards read as &quot;choose 1 of 5&quot;.</extracomment>
        <translation>
            <numerusform>%1 behält 1 Karte und gibt die übrige %n Karte an %4 weiter (%5). Das ist Wahl %2 von %3. [R-DRAFT-2]</numerusform>
            <numerusform>%1 behält 1 Karte und gibt die übrigen %n Karten an %4 weiter (%5). Das ist Wahl %2 von %3. [R-DRAFT-2]</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="311"/>
        <source>The app was not told which card %1&apos;s Mourner (%2) is. If it has an end-of-round ability that applies this round, tap Yes and enter its effect with Adjust…. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 guild of their unnamed Mourner card.</extracomment>
        <translation>Die App weiß nicht, welche Karte der Mourner von %1 (%2) ist. Hat er eine Rundenend-Fähigkeit, die in dieser Runde gilt, „Ja“ antippen und ihre Wirkung mit Anpassen… eingeben. [R-CLEAN-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="316"/>
        <source>The app does not know the end-of-round ability of %1&apos;s %2. If it applies this round, tap Yes and enter its effect with Adjust…. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card, whose printed ability the app does not know.</extracomment>
        <translation>Die App kennt die Rundenend-Fähigkeit von %2 (%1) nicht. Gilt sie in dieser Runde, „Ja“ antippen und ihre Wirkung mit Anpassen… eingeben. [R-CLEAN-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="320"/>
        <source>If the end-of-round ability of %1&apos;s %2 applies this round (%3), tap Yes: the app applies it. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card, %3 what its ability does.</extracomment>
        <translation>Gilt die Rundenend-Fähigkeit von %2 (%1) in dieser Runde (%3), „Ja“ antippen: Die App wendet sie an. [R-CLEAN-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="46"/>
        <location filename="../app/mourners/decisiondetails.cpp" line="86"/>
        <source>take 3 Etherea</source>
        <extracomment>R-LOC-1, Dirth Forge.
----------
R-GUILD-1, Mortis Knighthood.</extracomment>
        <translation>3 Etherea nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="48"/>
        <source>lower Threat by 1, take 1 Influence of any faction and 1 Unity; Suspicion rises by 1</source>
        <extracomment>R-LOC-2, Vadlum Gates.</extracomment>
        <translation>Bedrohung um 1 senken, 1 Einfluss einer beliebigen Fraktion und 1 Einheit nehmen; Argwohn steigt um 1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="50"/>
        <source>take 1 Influence of each of two different factions</source>
        <extracomment>R-LOC-3, Curio Cryptus.</extracomment>
        <translation>je 1 Einfluss zweier verschiedener Fraktionen nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="52"/>
        <source>take 2 Influence of one faction</source>
        <extracomment>R-LOC-4, Mortiss-Veth.</extracomment>
        <translation>2 Einfluss einer Fraktion nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="59"/>
        <source>take a %1 or a %2 figure, or 1 %3 Influence</source>
        <extracomment>R-LOC-5/6/7: %1 and %2 two guilds, %3 a faction.</extracomment>
        <translation>eine %1- oder eine %2-Figur oder 1 %3-Einfluss nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="68"/>
        <source>take 1 %1 Influence for each %2 and %3 figure you control</source>
        <extracomment>R-LOC-8/9/10: %1 a faction, %2 and %3 its two guilds.</extracomment>
        <translation>1 %1-Einfluss je kontrollierter %2- und %3-Figur nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="73"/>
        <source>return one of your figures to your Crypt: Threat falls by 1, take 1 Spirit Influence and 1 Unity; Suspicion rises by 1</source>
        <extracomment>R-LOC-11, Hushhyde.</extracomment>
        <translation>eine eigene Figur in die eigene Gruft zurücklegen: Bedrohung sinkt um 1, 1 Spirit-Einfluss und 1 Einheit nehmen; Argwohn steigt um 1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="76"/>
        <source>return one of your figures to your Crypt: Suspicion falls by 1, take 1 Unity</source>
        <extracomment>R-LOC-12, Grendall&apos;s Pillars.</extracomment>
        <translation>eine eigene Figur in die eigene Gruft zurücklegen: Argwohn sinkt um 1, 1 Einheit nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="88"/>
        <source>take 2 Influence of your choice</source>
        <extracomment>R-GUILD-2, Council of Osteomancy.</extracomment>
        <translation>2 Einfluss nach Wahl nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="90"/>
        <source>remove any one figure from play, on the board or in a Crypt</source>
        <extracomment>R-GUILD-3, Conclave of Shadows.</extracomment>
        <translation>eine beliebige Figur aus dem Spiel nehmen, auf dem Spielplan oder in einer Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="92"/>
        <source>take a figure of your choice from the supply into your Crypt</source>
        <extracomment>R-GUILD-4, Shroudrievies Coven.</extracomment>
        <translation>eine Figur nach Wahl aus dem Vorrat in die eigene Gruft nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="94"/>
        <source>lower Threat by 1 and take 1 Unity</source>
        <extracomment>R-GUILD-5, Gravedancer&apos;s Circle.</extracomment>
        <translation>Bedrohung um 1 senken und 1 Einheit nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="96"/>
        <source>take the Dreadsbane token</source>
        <extracomment>R-GUILD-6 / R-MAJ-5, Dreadsbane Order: no choice, the token moves by itself.</extracomment>
        <translation>den Dreadsbane-Marker nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="107"/>
        <source>%1 → %2</source>
        <extracomment>Who passes Court cards to whom in the draft: %1 a player, %2 the player they pass to.</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="110"/>
        <source>clockwise, as in every odd round (%1)</source>
        <translation>im Uhrzeigersinn, wie in jeder ungeraden Runde (%1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="112"/>
        <source>counter-clockwise, as in every even round (%1)</source>
        <extracomment>R-DRAFT-3 in an even round; %1 who passes to whom.</extracomment>
        <translation>gegen den Uhrzeigersinn, wie in jeder geraden Runde (%1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisiondetails.cpp" line="118"/>
        <source>keep 1 and pass %n %1</source>
        <extracomment>The first step of the draft: %n cards passed, %1 the direction with who passes to whom.</extracomment>
        <translation>
            <numerusform>1 behalten und %n weitergeben, %1</numerusform>
            <numerusform>1 behalten und %n weitergeben, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisiondetails.cpp" line="120"/>
        <source>keep 1 and pass %n</source>
        <translation>
            <numerusform>1 behalten und %n weitergeben</numerusform>
            <numerusform>1 behalten und %n weitergeben</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="123"/>
        <source>keep the last card received</source>
        <translation>die zuletzt erhaltene Karte behalten</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="125"/>
        <source>discard the last card received</source>
        <translation>die zuletzt erhaltene Karte abwerfen</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisiondetails.cpp" line="127"/>
        <source>Deal %n Court card(s) face down to each player, then: %1.</source>
        <extracomment>R-DRAFT-1..3. %n Court cards dealt to each player, %1 the steps of the draft.</extracomment>
        <translation>
            <numerusform>Allen %n Hofkarte verdeckt austeilen, dann: %1.</numerusform>
            <numerusform>Allen je %n Hofkarten verdeckt austeilen, dann: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisiondetails.cpp" line="129"/>
        <source>Each player ends with %n Court card(s).</source>
        <extracomment>%n Court cards each player holds after the draft (R-DRAFT-2).</extracomment>
        <translation>
            <numerusform>Am Ende hat jede Person %n Hofkarte.</numerusform>
            <numerusform>Am Ende hat jede Person %n Hofkarten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="138"/>
        <source>Stand-in card, not a printed card. %1</source>
        <extracomment>Added to a card&apos;s words: it is an original stand-in of the app, not a printed card of the box.</extracomment>
        <translation>Platzhalterkarte, keine gedruckte Karte. %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="182"/>
        <source>The app does not know this printed card: play it, then enter what it did with Adjust….</source>
        <extracomment>A Court card of the box that the rulebook does not describe: the table reads it and enters its effect.</extracomment>
        <translation>Die App kennt diese gedruckte Karte nicht: sie spielen, dann ihre Wirkung mit Anpassen… eingeben.</translation>
    </message>
    <message>
        <source>The app does not know this printed card: play it, then enter what it did with Correction….</source>
        <extracomment>A Court card of the box that the rulebook does not describe: the table reads it and enters its effect.</extracomment>
        <translation type="vanished">Die App kennt diese gedruckte Karte nicht: sie spielen, dann ihre Wirkung mit Korrektur… eingeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiondetails.cpp" line="184"/>
        <source>Action %1: %2</source>
        <extracomment>%1 the card&apos;s action number (1 or 2), %2 what that action does.</extracomment>
        <translation>Aktion %1: %2</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation type="vanished">Ausführen</translation>
    </message>
    <message>
        <source>remove %1&apos;s %2 at %3</source>
        <translation type="vanished">%2 von %1 an %3 entfernen</translation>
    </message>
    <message>
        <source>Take it</source>
        <translation type="vanished">Nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="466"/>
        <source>No card: a %1 figure</source>
        <translation>Keine Karte: eine %1-Figur</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <extracomment>A figure to lose: %1 its guild, %2 the location it stands at.</extracomment>
        <translation type="vanished">%1 an %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="472"/>
        <source>Completed</source>
        <translation>Erfüllt</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="472"/>
        <source>Not completed</source>
        <translation>Nicht erfüllt</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="477"/>
        <source>Completed (no reward)</source>
        <extracomment>A named Wallows card&apos;s objective was met: %1 its reward, e.g. &quot;gain 1 Unity&quot;.</extracomment>
        <translation>Erfüllt (keine Belohnung)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="477"/>
        <source>Completed: %1</source>
        <translation>Erfüllt: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="479"/>
        <source>Not completed (no penalty)</source>
        <extracomment>A named Wallows card&apos;s objective was not met: %1 its penalty, e.g. &quot;raise Suspicion by 1&quot;.</extracomment>
        <translation>Nicht erfüllt (keine Strafe)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="479"/>
        <source>Not completed: %1</source>
        <translation>Nicht erfüllt: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="484"/>
        <source>Keep my cards</source>
        <extracomment>Severamm: look at the undealt Court cards and keep the hand as it is.</extracomment>
        <translation>Eigene Karten behalten</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="486"/>
        <source>Give %1, take %2</source>
        <extracomment>Severamm: %1 the Court card given back, %2 the undealt card taken instead.</extracomment>
        <translation>%1 abgeben, %2 nehmen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="157"/>
        <location filename="../app/mourners/decisionchoices.cpp" line="492"/>
        <source>%1 (%2)</source>
        <extracomment>Keeping an Ulterior Motive: %1 the card&apos;s name, %2 the faction it declares.
----------
%1 Wallows card, %2 what it asks and gives (objective, reward, penalty), so that it can be chosen.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="102"/>
        <source>%1 relocates for free from %2 to %3.</source>
        <extracomment>%1 a player, %2 the place the figures leave, %3 the location they go to; the figures follow one by one (a free relocation, Gallevarbe).</extracomment>
        <translation>Kostenloses Versetzen von %1: %2 → %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="107"/>
        <source>%1 relocates from %2 to %3.</source>
        <extracomment>%1 a player, %2 the place the figures leave, %3 the location they go to; the figures follow one by one, each for 1 Influence.</extracomment>
        <translation>Versetzen von %1: %2 → %3.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisiontexts.cpp" line="112"/>
        <source>%1 makes no free relocation.</source>
        <extracomment>%1 a player who gives up the free relocation of a card (Gallevarbe).</extracomment>
        <translation>%1 verzichtet auf das kostenlose Versetzen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="338"/>
        <source>A card not named here, action %1 (enter its effect as an adjustment)</source>
        <extracomment>%1 the action (1 or 2) of a Court card the table does not name; its effect is entered as a correction.</extracomment>
        <translation>Eine hier nicht genannte Karte, Aktion %1 (ihren Effekt als Anpassung eingeben)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="66"/>
        <source>take the Alltaker; apply the card&apos;s effect with adjustments</source>
        <translation>den Alltaker nehmen; den Effekt der Karte mit Anpassungen eintragen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="71"/>
        <source>apply the card&apos;s effect with adjustments</source>
        <translation>den Effekt der Karte mit Anpassungen eintragen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="356"/>
        <source>Unknown Mourner (%1): enter its effect as an adjustment</source>
        <extracomment>%1 the guild of a Mourner the table did not name; its effect is entered as a correction.</extracomment>
        <translation>Unbekannter Mourner (%1): seinen Effekt als Anpassung eingeben</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="381"/>
        <source>%1 (enter its effect as an adjustment)</source>
        <extracomment>%1 a Mourner whose ability the app does not know (a table&apos;s printed card): the turn is used.</extracomment>
        <translation>%1 (ihren Effekt als Anpassung eingeben)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="395"/>
        <source>Move another %1 figure (%2)</source>
        <extracomment>A relocation that moved a figure already (perhaps the app, when it was the only choice): one more. %1 guild, %2 the cost of moving it.</extracomment>
        <translation>Eine weitere %1-Figur versetzen (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/decisionchoices.cpp" line="408"/>
        <source>Done: %n figure(s) moved</source>
        <extracomment>Ends adding figures to the relocation: %n figures move.</extracomment>
        <translation>
            <numerusform>Fertig: %n Figur versetzt</numerusform>
            <numerusform>Fertig: %n Figuren versetzt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="431"/>
        <source>%1 from %2</source>
        <comment>a figure returned to the Crypt</comment>
        <extracomment>R-LOC-11/12: the figure sent back to the Crypt (the question says so), in a narrow button: %1 its guild, %2 the location where it stands.</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="440"/>
        <source>Yes: take %1 %2 Influence (1 for each %3 and %4 figure you control)</source>
        <extracomment>R-LOC-8/9/10: %1 the Influence taken now, %2 a faction, %3 and %4 its two guilds.</extracomment>
        <translation>Ja: %1 %2-Einfluss nehmen (1 je kontrollierter %3- und %4-Figur)</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="454"/>
        <source>remove %1&apos;s %2 %3</source>
        <extracomment>The Conclave&apos;s removal (R-GUILD-3): %1 owner, %2 guild, %3 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;).</extracomment>
        <translation>%2 von %1 %3 entfernen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="469"/>
        <source>%1 %2</source>
        <comment>a figure to lose: its guild, where it is</comment>
        <extracomment>A figure to lose: %1 its guild, %2 where (&quot;at 5 Calvum Harrows&quot;, &quot;in the Crypt&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="495"/>
        <source>Keep the artifact</source>
        <extracomment>Relic Ravlatch: keep the drawn artifact for the game, or play it as this round&apos;s Wallows card.</extracomment>
        <translation>Artefakt behalten</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="495"/>
        <source>Play it as a Wallows card</source>
        <translation>Als Wallows-Karte spielen</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="501"/>
        <source>Yes, it applies: %1</source>
        <extracomment>Clean-up at a table: %1 what the named Mourner&apos;s end-of-round ability does, e.g. &quot;gain 1 Etherea&quot;.</extracomment>
        <translation>Ja, sie gilt: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="504"/>
        <source>Yes, it applies</source>
        <extracomment>Clean-up at a table: does this Mourner&apos;s end-of-round ability apply this round?</extracomment>
        <translation>Ja, sie gilt</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionchoices.cpp" line="504"/>
        <source>No effect this round</source>
        <translation>Diese Runde keine Wirkung</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="166"/>
        <source>%1 rolls %2 dice and takes the total in Etherea. Tap the total rolled. [R-DIST-1]</source>
        <extracomment>R-DIST-1. %1 the first player, %2 number of dice.</extracomment>
        <translation>%1 würfelt mit %2 Würfeln und nimmt die Summe in Etherea. Die gewürfelte Summe antippen. [R-DIST-1]</translation>
    </message>
    <message>
        <source>%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? %4 Etherea are left to split; the last pile is what remains. [R-DIST-2]</source>
        <extracomment>R-DIST-2. %1 the first player, %2 piles in all, %3 pile number, %4 Etherea left to split.</extracomment>
        <translation type="vanished">%1 teilt die Etherea in %2 Stapel auf, den größten zuerst (ein Stapel darf leer sein). Stapel %3: wie viele? Noch %4 Etherea zu verteilen; der letzte Stapel ist der Rest. [R-DIST-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="187"/>
        <source>Which pile did %1 take? Or 2 Influence instead of a pile. Piles nobody takes go to the Dirth Forge. [R-DIST-3]</source>
        <extracomment>R-DIST-3/4.</extracomment>
        <translation>Welchen Stapel hat %1 genommen? Oder 2 Einfluss statt eines Stapels. Stapel, die niemand nimmt, gehen an die Dirth Forge. [R-DIST-3]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="193"/>
        <source>%1&apos;s final turn: the last Unity has left the supply, so everyone gets exactly one more turn, then phases 5–8 end the game. [R-END-2]</source>
        <extracomment>R-END-2.</extracomment>
        <translation>Letzter Zug von %1: Die letzte Einheit hat den Vorrat verlassen, daher haben alle genau noch einen Zug, dann beenden die Phasen 5–8 das Spiel. [R-END-2]</translation>
    </message>
    <message>
        <source>%1&apos;s turn: one action. The phase ends when every player has passed in a row (%2 of %3 so far). [R-ACT-2]</source>
        <extracomment>R-ACT-1/2. %2 passes in a row so far.</extracomment>
        <translation type="vanished">%1 ist am Zug: eine Aktion. Die Phase endet, wenn alle nacheinander gepasst haben (bisher %2 von %3). [R-ACT-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="201"/>
        <source>Choose from where and to where the figures move. [R-ACT-6]</source>
        <translation>Wählen, von wo nach wo die Figuren ziehen. [R-ACT-6]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="206"/>
        <source>Tap each figure that moves, one at a time; each pays its Influence. Then Done. [R-ACT-6]</source>
        <translation>Jede ziehende Figur einzeln antippen; jede kostet ihren Einfluss. Dann „Fertig“. [R-ACT-6]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="208"/>
        <source>Which Mourner was drawn? Tap its name, or “unknown” with the guild of its figure. [R-ACT-5]</source>
        <translation>Welcher Mourner wurde gezogen? Seinen Namen antippen oder „unbekannt“ mit der Gilde seiner Figur. [R-ACT-5]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="210"/>
        <source>%1 chooses a ready Mourner of an opponent to deactivate (Malavestros).</source>
        <translation>%1 wählt einen bereiten gegnerischen Mourner, der deaktiviert wird (Malavestros).</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="215"/>
        <source>Roll one die for each figure at risk, in order. %1. The Dreadsbane holder&apos;s figures are never rolled for. [R-DREAD-2]</source>
        <extracomment>R-DREAD-2. %1 what each die face does, from this board&apos;s own table, e.g. &quot;1–2: destroyed; 3: back to the Crypt; 4–6: stays&quot;.</extracomment>
        <translation>Für jede gefährdete Figur der Reihe nach einen Würfel werfen. %1. Für Figuren der Person mit dem Dreadsbane-Marker wird nie gewürfelt. [R-DREAD-2]</translation>
    </message>
    <message>
        <source>Roll one die for each figure at risk, in order. 1–2 destroyed, 3 back to the Crypt, 4–6 stays (check your board). The Dreadsbane holder&apos;s figures are never rolled for. [R-DREAD-2]</source>
        <translation type="vanished">Für jede gefährdete Figur der Reihe nach einen Würfel werfen. 1–2 vernichtet, 3 zurück in die Gruft, 4–6 bleibt (mit dem eigenen Spielplan vergleichen). Für Figuren der Person mit dem Dreadsbane-Marker wird nie gewürfelt. [R-DREAD-2]</translation>
    </message>
    <message>
        <source>The Dirth Forge paid the whole tithe, but the bids still count: the single highest bid gains %1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. The bids are revealed together. [R-TITHE-2]</source>
        <extracomment>R-TITHE-2/3/4 when the Dirth Forge paid the whole tithe. %1..%4 Unity.</extracomment>
        <translation type="vanished">Die Dirth Forge hat den ganzen Tribut bezahlt, aber die Gebote zählen trotzdem: Das alleinige Höchstgebot erhält %1 Einheit (gleich hohe Höchstgebote je %2), jedes andere Gebot %3, und ein Gebot von null verliert %4. Die Gebote werden gemeinsam aufgedeckt. [R-TITHE-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="229"/>
        <source>Blind tithe bidding: each player bids in secret; the bids are revealed together. [R-TITHE-2]</source>
        <translation>Verdeckte Tributgebote: Alle bieten geheim; die Gebote werden gemeinsam aufgedeckt. [R-TITHE-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="231"/>
        <source>%1 holds the Alltaker and is among the tied players: win this tie? Once per round, for a location or a guild only. [R-MAJ-3]</source>
        <translation>%1 hält den Alltaker und ist am Gleichstand beteiligt: diesen Gleichstand gewinnen? Einmal pro Runde, nur für einen Ort oder eine Gilde. [R-MAJ-3]</translation>
    </message>
    <message>
        <source>%1 has the majority here and may perform the location&apos;s action: all of it or none. [R-MAJ-1]</source>
        <translation type="vanished">%1 hat hier die Mehrheit und darf die Aktion des Ortes ausführen: ganz oder gar nicht. [R-MAJ-1]</translation>
    </message>
    <message>
        <source>%1 has the majority of this guild and may take its bonus. [R-MAJ-2]</source>
        <translation type="vanished">%1 hat die Mehrheit dieser Gilde und darf ihren Bonus nehmen. [R-MAJ-2]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="252"/>
        <source>%1 Only Skip is offered: nothing of it can be gained now (no base left, or none of those figures left in the supply).</source>
        <extracomment>%1 the guide&apos;s sentence. Why only &quot;Skip&quot; is offered for a location action or guild bonus (R-COMP-2/3).</extracomment>
        <translation>%1 Nur „Auslassen“ ist möglich: Davon lässt sich jetzt nichts gewinnen (kein Sockel mehr übrig oder keine dieser Figuren mehr im Vorrat).</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="258"/>
        <source>%1 must lose Unity they do not have: each missing point is paid with 1 Influence of a faction they choose. [R-PAY-1]</source>
        <translation>%1 muss Einheit abgeben, die nicht vorhanden ist: Jeder fehlende Punkt wird mit 1 Einfluss einer selbst gewählten Fraktion bezahlt. [R-PAY-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="262"/>
        <source>%1 (on the left of whoever raised Threat to the top) chooses which Mourner card they lose. [R-THREAT-10]</source>
        <translation>%1 (links von der Person, die die Bedrohung ganz nach oben getrieben hat) wählt, welche Mourner-Karte diese verliert. [R-THREAT-10]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="267"/>
        <source>The figure goes back to the supply and its base back to its owner. [R-THREAT-10]</source>
        <extracomment>R-THREAT-10: where the lost figure goes.</extracomment>
        <translation>Die Figur kommt zurück in den Vorrat und ihr Sockel zurück an den Besitzer. [R-THREAT-10]</translation>
    </message>
    <message>
        <source>Clean-up: was %1&apos;s Wallows objective completed this round? Enter its reward or penalty with corrections. [R-WAL-1]</source>
        <translation type="vanished">Aufräumen: Hat %1 das Wallows-Ziel in dieser Runde erfüllt? Belohnung oder Strafe mit Korrekturen eintragen. [R-WAL-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="275"/>
        <source>Was the objective of %1&apos;s %2 met this round? %3 The app applies the reward or the penalty. [R-WAL-1]</source>
        <extracomment>R-WAL-1. %1 player, %2 their Wallows card, %3 what the card asks, gives and takes.</extracomment>
        <translation>Wurde das Ziel von %2 (%1) in dieser Runde erfüllt? %3 Die App wendet Belohnung oder Strafe an. [R-WAL-1]</translation>
    </message>
    <message>
        <source>Every player is dealt one Wallows card face up. Tap the name of %1&apos;s card: its reward or penalty is applied at clean-up. Or tap Unknown card and enter its effect with Correction… then. [R-WAL-1]</source>
        <extracomment>R-WAL-1 at a table. %1 the player whose card is named now.</extracomment>
        <translation type="vanished">Alle erhalten eine Wallows-Karte offen. Den Namen der Karte von %1 antippen: Belohnung oder Strafe gelten beim Aufräumen. Oder „Unbekannte Karte“ antippen und ihre Wirkung dann mit Korrektur… eingeben. [R-WAL-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="286"/>
        <source>%1 Tap “The draft is done” when every player holds their Court cards.</source>
        <extracomment>%1 the round&apos;s draft (cards dealt, kept, passed, direction). R-DRAFT-1..3 at a table.</extracomment>
        <translation>%1 „Der Draft ist fertig“ antippen, wenn alle ihre Hofkarten halten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="293"/>
        <source>clockwise</source>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="293"/>
        <source>counter-clockwise</source>
        <translation>gegen den Uhrzeigersinn</translation>
    </message>
    <message numerus="yes">
        <source>%1 keeps 1 card (pick %2 of %3) and passes the other %n to %4 (%5). [R-DRAFT-2]</source>
        <extracomment>R-DRAFT-2/3. %1 player, %2 pick number, %3 picks in all, %4 the player the rest goes to, %5 clockwise or counter-clockwise, %n cards passed.</extracomment>
        <translation type="vanished">
            <numerusform>%1 behält 1 Karte (Wahl %2 von %3) und gibt die übrige %n Karte an %4 weiter (%5). [R-DRAFT-2]</numerusform>
            <numerusform>%1 behält 1 Karte (Wahl %2 von %3) und gibt die übrigen %n Karten an %4 weiter (%5). [R-DRAFT-2]</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="305"/>
        <source>The motive kept stays secret and scores its bonus at the end of the game; its faction is declared now. Point at a faction, or move the keyboard focus to it, to read that motive. [R-SETUP-4]</source>
        <extracomment>R-SETUP-4: the motive&apos;s bonus is scored at the end; the faction is public at once.</extracomment>
        <translation>Das behaltene Motiv bleibt geheim und bringt seinen Bonus am Spielende; seine Fraktion wird jetzt erklärt. Auf eine Fraktion zeigen oder den Tastaturfokus darauf setzen, um das Motiv zu lesen. [R-SETUP-4]</translation>
    </message>
    <message>
        <source>The app was not told which card %1&apos;s Mourner (%2) is. If it has an end-of-round ability that applies this round, tap Yes and enter its effect with Correction…. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 guild of their unnamed Mourner card.</extracomment>
        <translation type="vanished">Die App weiß nicht, welche Karte der Mourner von %1 (%2) ist. Hat er eine Rundenend-Fähigkeit, die in dieser Runde gilt, „Ja“ antippen und ihre Wirkung mit Korrektur… eingeben. [R-CLEAN-1]</translation>
    </message>
    <message>
        <source>If the end-of-round ability of %1&apos;s %2 applies this round, tap Yes: the app applies it. [R-CLEAN-1]</source>
        <extracomment>R-CLEAN-1 at a table. %1 player, %2 their Mourner card.</extracomment>
        <translation type="vanished">Gilt die Rundenend-Fähigkeit von %2 (%1) in dieser Runde, „Ja“ antippen: Die App wendet sie an. [R-CLEAN-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="334"/>
        <source>Only %1 looks at the undealt Court cards. Swap one of your cards for one of them, or keep your cards.</source>
        <extracomment>Severamm, %1 its holder: the undealt Court cards are not named in the app (a table).</extracomment>
        <translation>Nur %1 sieht sich die nicht ausgeteilten Hofkarten an. Eine eigene Karte gegen eine davon tauschen oder die eigenen Karten behalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="338"/>
        <source>Only %1 sees this. Not dealt this round: %2. Give one card of your hand for one of them, or keep your cards.</source>
        <extracomment>Severamm, %1 its holder, %2 the Court cards not dealt this round (only the holder sees this).</extracomment>
        <translation>Nur %1 sieht dies. In dieser Runde nicht ausgeteilt: %2. Eine Karte der Hand gegen eine davon abgeben oder die eigenen Karten behalten.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="344"/>
        <source>%1 chooses one Wallows card of the deck: it goes into play beside their other Wallows cards, with its objective, reward and penalty at clean-up. [R-WAL-1]</source>
        <extracomment>Relic Ravlatch&apos;s first ability. %1 the card&apos;s holder.</extracomment>
        <translation>%1 wählt eine Wallows-Karte aus dem Stapel: Sie kommt zu den anderen eigenen Wallows-Karten ins Spiel, mit Ziel, Belohnung und Strafe beim Aufräumen. [R-WAL-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="349"/>
        <source>Keep it: its benefit applies now, it stays with %1 for the game and has no objective. Or play it as one of %1&apos;s Wallows cards this round, with its objective and penalty.</source>
        <extracomment>Relic Ravlatch&apos;s second ability drew an artifact. %1 the card&apos;s holder.</extracomment>
        <translation>Behalten: Der Vorteil gilt sofort, das Artefakt bleibt die ganze Partie bei %1 und hat kein Ziel. Oder in dieser Runde als Wallows-Karte von %1 spielen, mit Ziel und Strafe.</translation>
    </message>
    <message>
        <location filename="../app/mourners/decisionsentences.cpp" line="353"/>
        <source>The game is over. Type in each player&apos;s Ulterior Motive bonus from the revealed card. [R-END-4]</source>
        <translation>Das Spiel ist vorbei. Für alle den Ulterior-Motive-Bonus von der aufgedeckten Karte eintragen. [R-END-4]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="63"/>
        <source>Same score as %2: placed by Etherea left (%1 has %3). [R-END-5]</source>
        <extracomment>R-END-5. %1 player, %2 the others with the same score, %3 Etherea left.</extracomment>
        <translation>Gleiche Punktzahl wie %2: Platz nach übrigen Etherea (%1 hat %3). [R-END-5]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="68"/>
        <source>Same score and Etherea as %2: placed by Mourner cards in play (%1 has %3). [R-END-5]</source>
        <translation>Gleiche Punktzahl und Etherea wie %2: Platz nach Mourner-Karten im Spiel (%1 hat %3). [R-END-5]</translation>
    </message>
    <message>
        <location filename="../app/mourners/gameending.cpp" line="73"/>
        <source>Same score, Etherea and Mourner cards as %1: the tie stands and the place is shared. [R-END-5]</source>
        <translation>Gleiche Punktzahl, Etherea und Mourner-Karten wie %1: Der Gleichstand bleibt, der Platz wird geteilt. [R-END-5]</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="217"/>
        <source>The chosen ruleset cannot be used: %1</source>
        <extracomment>%1 the reason from the ruleset library.</extracomment>
        <translation>Das gewählte Regelwerk kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="225"/>
        <source>Unknown kind of player: “%1”.</source>
        <extracomment>%1 a seat kind that is not known.</extracomment>
        <translation>Unbekannte Spielerart: „%1“.</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="823"/>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <location filename="../app/mourners/gamecontroller.cpp" line="69"/>
        <source>The computer player chose an action that is not allowed: %1</source>
        <translation>Der Computerspieler hat eine unerlaubte Aktion gewählt: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/computerplayers.cpp" line="105"/>
        <source>%1 (computer) is thinking…</source>
        <extracomment>%1 a computer player&apos;s name.</extracomment>
        <translation>%1 (Computer) denkt nach…</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="316"/>
        <location filename="../app/mourners/roundsummary.cpp" line="35"/>
        <source>%1 %2</source>
        <extracomment>%1 player, %2 their figures at a location or of a guild.
----------
A round&apos;s summary: %1 a faction (Bone), %2 the change of its Influence (+1).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="321"/>
        <source>Figures: %1. </source>
        <extracomment>The figures of every player, e.g. &quot;Ada 2, Bo 2, Cy 1&quot;.</extracomment>
        <translation>Figuren: %1. </translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="326"/>
        <source>%1 has the most figures there: %2. The single highest count wins; a tie gives the result to nobody unless the Alltaker breaks it.</source>
        <extracomment>%1 player, %2 figures counted, R-MAJ explained.</extracomment>
        <translation>%1 hat dort die meisten Figuren: %2. Nur die alleinige Höchstzahl gewinnt; bei Gleichstand gewinnt niemand, außer der Alltaker entscheidet ihn.</translation>
    </message>
    <message>
        <source>Tied at %1 figures: with a tie nobody wins this majority.</source>
        <translation type="vanished">Gleichstand bei %1 Figuren: Bei Gleichstand gewinnt niemand diese Mehrheit.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="259"/>
        <source>Owed: %1 Etherea. Bid: %2 in all.</source>
        <extracomment>The tithe&apos;s summary: %1 Etherea owed, %2 bid by all players together.</extracomment>
        <translation>Fällig: %1 Etherea. Geboten: %2 insgesamt.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="262"/>
        <source>Owed: %1 Etherea, all paid by the Dirth Forge. Bid: %2 in all; the bids still decide who gains Unity.</source>
        <extracomment>%1 Etherea owed, all paid by the Dirth Forge; %2 bid by all players together.</extracomment>
        <translation>Fällig: %1 Etherea, ganz von der Dirth Forge bezahlt. Geboten: %2 insgesamt; die Gebote entscheiden trotzdem, wer Einheit erhält.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="268"/>
        <source>Owed: %1 Etherea. The Dirth Forge paid %2, leaving %3. Bid: %4 in all.</source>
        <extracomment>%1 Etherea owed, %2 paid by the Dirth Forge, %3 left to the bids, %4 bid by all players together.</extracomment>
        <translation>Fällig: %1 Etherea. Die Dirth Forge zahlte %2, es blieben %3. Geboten: %4 insgesamt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/guide.cpp" line="281"/>
        <source>%1 paid %n missing Unity with Influence.</source>
        <extracomment>%1 player, %n Unity they did not have, paid with Faction Influence instead.</extracomment>
        <translation>
            <numerusform>%1 zahlte %n fehlende Einheit mit Einfluss.</numerusform>
            <numerusform>%1 zahlte %n fehlende Einheiten mit Einfluss.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="287"/>
        <source>%1 lacks Unity and pays with Influence next.</source>
        <extracomment>%1 player who lacks Unity and chooses the Influence to pay with next (R-PAY-1).</extracomment>
        <translation>%1 fehlt Einheit und zahlt als Nächstes mit Einfluss.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/guide.cpp" line="331"/>
        <source>Tied at %n figure(s): with a tie nobody wins this majority.</source>
        <translation>
            <numerusform>Gleichstand bei %n Figur: Bei Gleichstand gewinnt niemand diese Mehrheit.</numerusform>
            <numerusform>Gleichstand bei %n Figuren: Bei Gleichstand gewinnt niemand diese Mehrheit.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="332"/>
        <source>Nobody has a figure there: nobody wins this majority.</source>
        <translation>Niemand hat dort eine Figur: Niemand gewinnt diese Mehrheit.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="338"/>
        <source>Its bonus (%1) needs no choice: the token moves by itself.</source>
        <extracomment>R-MAJ-5: %1 the bonus, &quot;take the Dreadsbane token&quot;. Nobody is asked.</extracomment>
        <translation>Der Bonus (%1) erfordert keine Wahl: Der Marker bewegt sich von selbst.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="341"/>
        <source>So nobody is asked to %1.</source>
        <extracomment>%1 a location&apos;s action or a guild&apos;s bonus, e.g. &quot;take 3 Etherea&quot;, that nobody takes.</extracomment>
        <translation>Daher darf niemand %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="344"/>
        <source>The winner may %1.</source>
        <extracomment>%1 a location&apos;s action or a guild&apos;s bonus, e.g. &quot;take 3 Etherea&quot;.</extracomment>
        <translation>Wer gewinnt, darf %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="348"/>
        <source>%1 bid %2</source>
        <translation>%1 bot %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="352"/>
        <source>Bids: %1. Total %2 against %3 still owed after the Forge paid.</source>
        <extracomment>%1 the bids, %2 the total, %3 still owed after the Forge.</extracomment>
        <translation>Gebote: %1. Summe %2 gegenüber %3, die nach der Zahlung der Forge noch offen sind.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="353"/>
        <source>none</source>
        <comment>no bids</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keine</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="358"/>
        <source>The bids covered the tithe owed at Suspicion %1 (%2 Etherea).</source>
        <translation>Die Gebote deckten den Tribut bei Argwohn %1 (%2 Etherea).</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="363"/>
        <source>The bids did not cover the tithe owed at Suspicion %1 (%2 Etherea).</source>
        <translation>Die Gebote deckten den Tribut bei Argwohn %1 (%2 Etherea) nicht.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="369"/>
        <source>the figure is destroyed</source>
        <translation>die Figur wird vernichtet</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="370"/>
        <source>the figure goes to the Crypt</source>
        <translation>die Figur kommt in die Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="371"/>
        <source>the figure stays</source>
        <translation>die Figur bleibt</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="373"/>
        <source>%1 held more figures than the Threat limit allows; %2&apos;s %3 figure was rolled for: die %4, so %5.</source>
        <extracomment>%1 place, %2 owner, %3 guild, %4 die, %5 the outcome. R-DREAD-2.</extracomment>
        <translation>An %1 standen mehr Figuren, als das Bedrohungslimit erlaubt; für die %3-Figur von %2 wurde gewürfelt: %4, also %5.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="380"/>
        <source>Suspicion went past %1: %2 loses %3 Unity and the marker goes back.</source>
        <translation>Argwohn überstieg %1: %2 verliert %3 Einheit und der Marker geht zurück.</translation>
    </message>
    <message>
        <location filename="../app/mourners/guide.cpp" line="386"/>
        <source>Threat went past %1: %2 loses a Mourner card with a figure of its guild, everyone else a figure of that guild.</source>
        <translation>Bedrohung überstieg %1: %2 verliert eine Mourner-Karte samt einer Figur ihrer Gilde, alle anderen eine Figur dieser Gilde.</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="160"/>
        <source>unknown Wallows card</source>
        <extracomment>A Wallows card the table did not name when it was dealt.</extracomment>
        <translation>unbekannte Wallows-Karte</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="163"/>
        <source>Wallows: %1</source>
        <extracomment>Clean-up at a table: a Wallows objective among the end-of-round abilities; %1 the card.</extracomment>
        <translation>Wallows: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="165"/>
        <source>Wallows objective</source>
        <extracomment>Clean-up at a table: the objective of a Wallows card the table did not name.</extracomment>
        <translation>Wallows-Ziel</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="173"/>
        <source>unnamed Mourner (%1)</source>
        <translation>ungenannter Mourner (%1)</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="196"/>
        <source>Which Wallows card did each player get?</source>
        <extracomment>R-WAL-1 at a table: every player is dealt a Wallows card face up; the app asks for all of them at once.</extracomment>
        <translation>Welche Wallows-Karte hat wer bekommen?</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="198"/>
        <source>Tap each player&apos;s card in this order. A player without one gets an unknown card: enter its reward or penalty with Adjust… at clean-up. [R-WAL-1]</source>
        <extracomment>R-WAL-1 at a table. The players are listed in the order they are dealt.</extracomment>
        <translation>Die Karten in dieser Reihenfolge antippen. Wer keine bekommt, erhält eine unbekannte Karte: Belohnung oder Strafe beim Aufräumen mit Anpassen… eingeben. [R-WAL-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="210"/>
        <source>Tap Yes where a Mourner&apos;s end-of-round ability applies this round, then Confirm. Enter the effect of a card the app does not know with Adjust…. [R-CLEAN-1]</source>
        <translation>„Ja“ antippen, wo die Rundenend-Fähigkeit eines Mourners in dieser Runde gilt, dann „Bestätigen“. Die Wirkung einer Karte, die die App nicht kennt, mit Anpassen… eingeben. [R-CLEAN-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="214"/>
        <source>Clean-up: end-of-round abilities and Wallows objectives</source>
        <extracomment>R-CLEAN-1 and R-WAL-1 at a table: the end-of-round abilities and the Wallows objectives on one screen.</extracomment>
        <translation>Aufräumen: Rundenend-Fähigkeiten und Wallows-Ziele</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="215"/>
        <source>Tap Yes for each ability that applies and each objective met (Yes is set where the app counts it as met), then Confirm. Effects the app does not know: Adjust…. [R-CLEAN-1, R-WAL-1]</source>
        <translation>„Ja“ für jede geltende Fähigkeit und jedes erfüllte Ziel antippen („Ja“ ist gesetzt, wo die App es als erfüllt zählt), dann „Bestätigen“. Wirkungen, die die App nicht kennt: Anpassen…. [R-CLEAN-1, R-WAL-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="225"/>
        <source>Yes is already set where the app counts the objective as met. Tap Yes for each other objective met this round, then Confirm: the app applies the rewards and penalties it knows. [R-WAL-1]</source>
        <translation>„Ja“ ist schon gesetzt, wo die App das Ziel als erfüllt zählt. Für jedes weitere in dieser Runde erfüllte Ziel „Ja“ antippen, dann „Bestätigen“: die App wendet die Belohnungen und Strafen an, die sie kennt. [R-WAL-1]</translation>
    </message>
    <message>
        <source>Tap each player&apos;s card in this order. A player without one gets an unknown card: enter its reward or penalty with Correction… at clean-up. [R-WAL-1]</source>
        <extracomment>R-WAL-1 at a table. The players are listed in the order they are dealt.</extracomment>
        <translation type="vanished">Die Karten in dieser Reihenfolge antippen. Wer keine bekommt, erhält eine unbekannte Karte: Belohnung oder Strafe beim Aufräumen mit Korrektur… eingeben. [R-WAL-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="202"/>
        <source>Deal: the rest unknown</source>
        <extracomment>Deals the Wallows cards tapped so far; the players without one get an unknown card.</extracomment>
        <translation>Austeilen: Rest unbekannt</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="204"/>
        <source>All unknown</source>
        <translation>Alle unbekannt</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="209"/>
        <source>Clean-up: which end-of-round abilities apply?</source>
        <extracomment>R-CLEAN-1 at a table: the app asks about every Mourner that may have an end-of-round ability at once.</extracomment>
        <translation>Aufräumen: Welche Rundenend-Fähigkeiten gelten?</translation>
    </message>
    <message>
        <source>Tap Yes where a Mourner&apos;s end-of-round ability applies this round, then Confirm. Enter the effect of a card the app does not know with Correction…. [R-CLEAN-1]</source>
        <translation type="vanished">„Ja“ antippen, wo die Rundenend-Fähigkeit eines Mourners in dieser Runde gilt, dann „Bestätigen“. Die Wirkung einer Karte, die die App nicht kennt, mit Korrektur… eingeben. [R-CLEAN-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="219"/>
        <location filename="../app/mourners/tablequestions.cpp" line="228"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location filename="../app/mourners/tablequestions.cpp" line="224"/>
        <source>Clean-up: who completed their Wallows card?</source>
        <extracomment>R-WAL-1 at clean-up: the app asks about every player&apos;s Wallows card at once.</extracomment>
        <translation>Aufräumen: Wer hat seine Wallows-Karte erfüllt?</translation>
    </message>
    <message>
        <source>Tap Yes for each objective met this round, then Confirm: the app applies the rewards and penalties it knows. [R-WAL-1]</source>
        <translation type="vanished">Für jedes in dieser Runde erfüllte Ziel „Ja“ antippen, dann „Bestätigen“: Die App wendet die Belohnungen und Strafen an, die sie kennt. [R-WAL-1]</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="30"/>
        <source>Unity %1 → %2 (%3)</source>
        <extracomment>A round&apos;s summary: %1 Unity before, %2 now, %3 the change (+5).</extracomment>
        <translation>Einheit %1 → %2 (%3)</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="39"/>
        <source>Influence %1</source>
        <extracomment>A round&apos;s summary: %1 the changes of Influence, e.g. &quot;Bone +1, Spirit −2&quot;.</extracomment>
        <translation>Einfluss %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="42"/>
        <source>Etherea %1 → %2</source>
        <extracomment>A round&apos;s summary: %1 Etherea before, %2 now.</extracomment>
        <translation>Etherea %1 → %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="47"/>
        <source>figures on the map %1 → %2</source>
        <extracomment>A round&apos;s summary: %1 figures on the locations before, %2 now.</extracomment>
        <translation>Figuren an den Orten %1 → %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="52"/>
        <source>in the Crypt %1 → %2</source>
        <extracomment>A round&apos;s summary: %1 figures in the player&apos;s Crypt before, %2 now.</extracomment>
        <translation>in der Gruft %1 → %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="55"/>
        <source>Mourners %1 → %2</source>
        <extracomment>A round&apos;s summary: %1 Mourner cards in play before, %2 now.</extracomment>
        <translation>Mourners %1 → %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="58"/>
        <source>no change</source>
        <extracomment>A round&apos;s summary: nothing of the player changed in phases 5 to 8.</extracomment>
        <translation>keine Änderung</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="90"/>
        <source>Suspicion %1 → %2</source>
        <extracomment>A round&apos;s summary: the Suspicion meter before (%1) and now (%2).</extracomment>
        <translation>Argwohn %1 → %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="93"/>
        <source>Threat %1 → %2</source>
        <extracomment>A round&apos;s summary: the Threat meter before (%1) and now (%2).</extracomment>
        <translation>Bedrohung %1 → %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/roundsummary.cpp" line="96"/>
        <source>Unity supply %1 → %2</source>
        <extracomment>A round&apos;s summary: the Unity left in the supply before (%1) and now (%2).</extracomment>
        <translation>Einheit-Vorrat %1 → %2</translation>
    </message>
</context>
<context>
    <name>GameLogList</name>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="55"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="56"/>
        <source>Arrow keys choose a row; Enter changes the step the table entered there.</source>
        <translation>Pfeiltasten wählen eine Zeile; Enter ändert den Schritt, den der Tisch dort eingetragen hat.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="122"/>
        <source>Change…</source>
        <extracomment>A button on a row of the log: change what the table entered at that step.</extracomment>
        <translation>Ändern…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GameLogList.qml" line="153"/>
        <source>Change this entry: %1</source>
        <translation>Diesen Eintrag ändern: %1</translation>
    </message>
    <message>
        <source>Arrow keys choose a row; Enter corrects the step the table entered there.</source>
        <translation type="vanished">Pfeiltasten wählen eine Zeile; Enter korrigiert den Schritt, den der Tisch dort eingetragen hat.</translation>
    </message>
    <message>
        <source>Correct…</source>
        <extracomment>A button on a row of the log: change what the table entered at that step.</extracomment>
        <translation type="vanished">Korrigieren…</translation>
    </message>
    <message>
        <source>Correct this entry: %1</source>
        <translation type="vanished">Diesen Eintrag korrigieren: %1</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="75"/>
        <source>New digital game</source>
        <translation>Neues Digitalspiel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="75"/>
        <source>New table game</source>
        <translation>Neues Tischspiel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="76"/>
        <source>Digital game · round %1 · %2</source>
        <translation>Digitalspiel · Runde %1 · %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="76"/>
        <source>Table game · round %1 · %2</source>
        <translation>Tischspiel · Runde %1 · %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="311"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="342"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="342"/>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="365"/>
        <source>Celestial Suspicion</source>
        <translation>Argwohn</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="371"/>
        <source>tithe owed: %1</source>
        <extracomment>%1 Etherea owed at the current suspicion (D-TITHE).</extracomment>
        <translation>Tribut: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="381"/>
        <source>Dreadsgrip Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="387"/>
        <source>limit %1</source>
        <extracomment>%1 figures allowed per location at the current threat (D-THREAT-LIMIT).</extracomment>
        <translation>Limit %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="393"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="395"/>
        <source>Unity supply: %1</source>
        <translation>Einheit-Vorrat: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="408"/>
        <source>Forge</source>
        <extracomment>Heading of the box with the Etherea in the Dirth Forge (a proper name: stays English).</extracomment>
        <translation>Forge</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="410"/>
        <source>Dirth Forge: %1 Etherea</source>
        <translation>Dirth Forge: %1 Etherea</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="432"/>
        <source>Undo</source>
        <extracomment>Button beside the meters: takes back the last step of the game (a verb, as in an editor).</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="65"/>
        <location filename="../qml/mourners/GamePage.qml" line="435"/>
        <source>Undo the last step</source>
        <translation>Letzten Schritt rückgängig machen</translation>
    </message>
    <message>
        <source>The decision&apos;s first to ninth choice (a list of choices); the pile of that number; the face rolled (a crowd roll)</source>
        <translation type="vanished">Die erste bis neunte Wahl der Entscheidung (eine Liste von Wahlen); der Stapel mit dieser Nummer; die gewürfelte Augenzahl (ein Wurf für einen überfüllten Ort)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="444"/>
        <source>Undo (Ctrl+Z)</source>
        <translation>Rückgängig (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="66"/>
        <location filename="../qml/mourners/GamePage.qml" line="457"/>
        <source>Redo</source>
        <extracomment>Button under Undo: applies again the step undone last (a verb, as in an editor).</extracomment>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="55"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="55"/>
        <source>Through the form&apos;s fields; the form scrolls to the field</source>
        <translation>Durch die Felder des Formulars; das Formular rollt zum Feld</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="56"/>
        <location filename="../qml/mourners/GamePage.qml" line="60"/>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="56"/>
        <source>Press the button that has the ring (Start the game)</source>
        <translation>Die Schaltfläche mit dem Ring drücken (Spiel starten)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="59"/>
        <source>1 … 9</source>
        <extracomment>Keys sheet of the table screen: the number keys choose one of the decision&apos;s choices.</extracomment>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>The decision&apos;s first to ninth choice (a list of choices); the face rolled (a crowd roll)</source>
        <translation type="vanished">Die erste bis neunte Wahl der Entscheidung (eine Liste von Wahlen); die gewürfelte Augenzahl (ein Wurf für einen überfüllten Ort)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="59"/>
        <source>The decision&apos;s first to ninth choice (a list of choices); a pile of that many Etherea (splitting); the pile of that number (taking one); the face rolled (a crowd roll)</source>
        <translation>Die erste bis neunte Wahl der Entscheidung (eine Liste von Wahlen); ein Stapel mit so viel Etherea (beim Aufteilen); der Stapel mit dieser Nummer (beim Nehmen); die gewürfelte Augenzahl (ein Wurf für einen überfüllten Ort)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="60"/>
        <source>Press the choice that has the ring; after each step the ring is on the next decision&apos;s first choice</source>
        <translation>Die Wahl mit dem Ring drücken; nach jedem Schritt liegt der Ring auf der ersten Wahl der nächsten Entscheidung</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="61"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="61"/>
        <source>Pass (in a turn)</source>
        <translation>Passen (im Zug)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="62"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="62"/>
        <source>All pass (table play, in a turn)</source>
        <translation>Alle passen (Tischspiel, im Zug)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="63"/>
        <source>N or Ctrl+Enter</source>
        <translation>N oder Strg+Eingabe</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="63"/>
        <source>Next: close a notice, or take the only choice</source>
        <translation>Weiter: einen Hinweis schließen oder die einzige Wahl nehmen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="64"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="64"/>
        <source>What would the computer do? (the hint)</source>
        <translation>Was würde der Computer tun? (der Tipp)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="65"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="66"/>
        <source>Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Strg+Umschalt+Z oder Strg+Y</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="67"/>
        <source>Ctrl+L</source>
        <translation>Strg+L</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="67"/>
        <source>The log at full height (Esc closes it)</source>
        <translation>Das Protokoll in voller Höhe (Esc schließt es)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="69"/>
        <source>W</source>
        <extracomment>Keys sheet of the table screen: W moves the keyboard to the panel that explains automatic results.</extracomment>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="69"/>
        <source>To the why panel&apos;s first &quot;Why?&quot; (digital play)</source>
        <translation>Zum ersten „Warum?“ bei den automatischen Ergebnissen (Digitalspiel)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="70"/>
        <source>Ctrl+K</source>
        <translation>Strg+K</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="70"/>
        <source>Adjust… a number for a card effect (table play)</source>
        <translation>Anpassen… einer Zahl für eine Kartenwirkung (Tischspiel)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="71"/>
        <source>Enter on &quot;I am …&quot;</source>
        <translation>Eingabe auf „Ich bin …“</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="71"/>
        <source>Confirm the hand-off: you hold the laptop</source>
        <translation>Die Übergabe bestätigen: du hältst den Laptop</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="72"/>
        <source>Tab to a card&apos;s name</source>
        <translation>Tab zum Namen einer Karte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="72"/>
        <source>What the card does (also by hover, or a press held down)</source>
        <translation>Was die Karte tut (auch beim Darüberfahren oder gedrückt Halten)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="460"/>
        <source>Redo the step undone last</source>
        <translation>Zuletzt rückgängig gemachten Schritt wiederholen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="468"/>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Wiederholen (Strg+Umschalt+Z)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="531"/>
        <source>Only for %1 · motive: %2 · hand: %3%4</source>
        <extracomment>Hot-seat: the private cards of %1, shown after the hand-off.</extracomment>
        <translation>Nur für %1 · Motiv: %2 · Hand: %3%4</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="533"/>
        <source>choose from %1</source>
        <translation>Auswahl aus %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="533"/>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="534"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="535"/>
        <source> · drafting from: %1</source>
        <translation> · Draft aus: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="547"/>
        <source>Hide</source>
        <extracomment>Button: hides the secret view of the player who holds the laptop (a verb).</extracomment>
        <translation>Verbergen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="796"/>
        <source>Show the log</source>
        <translation>Das Protokoll zeigen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="839"/>
        <source>Why?</source>
        <extracomment>Switches the log panel to the automatic results and their reasons; &quot;•&quot;: a new one.</extracomment>
        <translation>Warum?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="841"/>
        <source>Show the automatic results (new ones)</source>
        <translation>Die automatischen Ergebnisse zeigen (neue)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="841"/>
        <source>Show the automatic results</source>
        <translation>Die automatischen Ergebnisse zeigen</translation>
    </message>
    <message>
        <source>Phase guide · %1</source>
        <translation type="vanished">Phasenführer · %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="665"/>
        <source>Next: %1</source>
        <extracomment>%1 the next decision, e.g. &quot;Bo chooses which Mourner card is lost.&quot;</extracomment>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="674"/>
        <source>Understood (N)</source>
        <translation>Verstanden (N)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="703"/>
        <source>It sees only what its seat may know.</source>
        <translation>Er sieht nur, was sein Platz wissen darf.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="729"/>
        <source>Hint (H)</source>
        <extracomment>Small button in the guide&apos;s heading: asks what the strong computer player would choose in the decision on screen; H is its keyboard shortcut.</extracomment>
        <translation>Tipp (H)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="732"/>
        <source>What would the computer do?</source>
        <translation>Was würde der Computer tun?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="734"/>
        <source>What would the computer do? The strong computer player&apos;s choice for this decision, from what this seat may know (H)</source>
        <extracomment>Tooltip of the Hint button.</extracomment>
        <translation>Was würde der Computer tun? Die Wahl des starken Computerspielers für diese Entscheidung, nur aus dem, was dieser Platz wissen darf (H)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="749"/>
        <source>Guild track</source>
        <translation>Gildenleiste</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="767"/>
        <source>Automatic results · why</source>
        <translation>Automatische Ergebnisse</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="794"/>
        <location filename="../qml/mourners/GamePage.qml" line="807"/>
        <location filename="../qml/mourners/GamePage.qml" line="1056"/>
        <source>Log</source>
        <extracomment>Switches the panel from the automatic results back to the game log (a noun).
----------
Heading of the game log panel (a noun).</extracomment>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Full log</source>
        <translation type="vanished">Ganzes Protokoll</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="875"/>
        <source>Open the log at full height (Ctrl+L)</source>
        <translation>Protokoll in voller Höhe öffnen (Strg+L)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="911"/>
        <source>Adjust…</source>
        <translation>Anpassen…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="913"/>
        <source>Adjust a number for a card effect (Ctrl+K)</source>
        <translation>Eine Zahl für einen Karteneffekt anpassen (Strg+K)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="1026"/>
        <source>Keep it as it is</source>
        <extracomment>Hot-seat: gives up an undo that waits for another person&apos;s hand-off.</extracomment>
        <translation>So lassen, wie es ist</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="1070"/>
        <source>Close</source>
        <extracomment>Closes the full-height log (a verb).</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="1072"/>
        <source>Close the full log (Esc)</source>
        <translation>Ganzes Protokoll schließen (Esc)</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="vanished">Spielprotokoll</translation>
    </message>
    <message>
        <source>Action, e.g. %1</source>
        <translation type="vanished">Aktion, z. B. %1</translation>
    </message>
    <message>
        <source>Action to apply</source>
        <translation type="vanished">Auszuführende Aktion</translation>
    </message>
    <message>
        <source>An action in the text notation; Enter applies it</source>
        <translation type="vanished">Eine Aktion in Textschreibweise; Eingabe führt sie aus</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="901"/>
        <source>Replay</source>
        <extracomment>Button: opens the replay of the game, step by step (a noun).</extracomment>
        <translation>Rückblick</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="904"/>
        <source>Replay the game move by move</source>
        <translation>Die Partie Zug um Zug nachspielen</translation>
    </message>
    <message>
        <source>Fix…</source>
        <translation type="vanished">Ändern…</translation>
    </message>
    <message>
        <source>Correction (Ctrl+K)</source>
        <translation type="vanished">Korrektur (Strg+K)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="920"/>
        <source>Phones (%1)</source>
        <translation>Handys (%1)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="920"/>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="922"/>
        <source>Let the players make their secret choices on their phones</source>
        <translation>Die Geheimentscheidungen auf den eigenen Handys treffen lassen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GamePage.qml" line="955"/>
        <source>Dismiss the message</source>
        <translation>Meldung schließen</translation>
    </message>
</context>
<context>
    <name>GameShelf</name>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="142"/>
        <source>%1 does not exist.</source>
        <extracomment>%1 a file&apos;s path.</extracomment>
        <translation>%1 gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="144"/>
        <source>%1 is a folder, not a saved game.</source>
        <translation>%1 ist ein Ordner, keine gespeicherte Partie.</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="148"/>
        <source>%1 is too large to be a saved game (%2 MB).</source>
        <translation>%1 ist zu groß für eine gespeicherte Partie (%2 MB).</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="152"/>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 a file, %2 the system&apos;s reason.</extracomment>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="157"/>
        <source>%1 is not opened: %2</source>
        <extracomment>%1 a file, %2 why it is refused (a key written twice).</extracomment>
        <translation>%1 wird nicht geöffnet: %2</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="159"/>
        <source>%1 is not a saved game of this app (it is not a JSON file of a game).</source>
        <translation>%1 ist keine gespeicherte Partie dieser App (keine JSON-Datei einer Partie).</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="163"/>
        <source>%1 is not a saved game of this app (it names no format).</source>
        <translation>%1 ist keine gespeicherte Partie dieser App (sie nennt kein Format).</translation>
    </message>
    <message>
        <location filename="../app/core/gameshelf.cpp" line="165"/>
        <source>%1 is not a saved game this app opens (its format is “%2”).</source>
        <translation>%1 ist keine gespeicherte Partie, die diese App öffnet (ihr Format ist „%2“).</translation>
    </message>
</context>
<context>
    <name>GuidePage</name>
    <message>
        <location filename="../qml/GuidePage.qml" line="14"/>
        <source>User guide</source>
        <translation>Anleitung</translation>
    </message>
    <message>
        <location filename="../qml/GuidePage.qml" line="45"/>
        <source>Chapters of the guide</source>
        <translation>Kapitel der Anleitung</translation>
    </message>
</context>
<context>
    <name>GuildTrack</name>
    <message>
        <location filename="../qml/mourners/GuildTrack.qml" line="19"/>
        <source>Guild track</source>
        <translation>Gildenleiste</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GuildTrack.qml" line="37"/>
        <source>tie</source>
        <extracomment>%1 guild; then the counts; %2 the holder or &quot;tie&quot;.</extracomment>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location filename="../qml/mourners/GuildTrack.qml" line="84"/>
        <source>·%1</source>
        <extracomment>Figures of the guild left in the supply.</extracomment>
        <translation>·%1</translation>
    </message>
</context>
<context>
    <name>HandOff</name>
    <message>
        <location filename="../qml/HandOff.qml" line="55"/>
        <source>Pass the laptop to %1</source>
        <extracomment>Hot-seat: %1 the next person to decide.</extracomment>
        <translation>Laptop an %1 weitergeben</translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="65"/>
        <source>Everyone else looks away: what comes next is only for %1.</source>
        <translation>Alle anderen schauen weg: Was jetzt kommt, ist nur für %1.</translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="78"/>
        <source>I am %1</source>
        <extracomment>Hot-seat: the person confirms they hold the laptop. %1 their name.</extracomment>
        <translation>Ich bin %1</translation>
    </message>
    <message>
        <location filename="../qml/HandOff.qml" line="87"/>
        <source>Use phones instead…</source>
        <extracomment>Hot-seat: instead of passing the laptop, each player makes their secret choices on their phone.</extracomment>
        <translation>Stattdessen Handys nutzen…</translation>
    </message>
</context>
<context>
    <name>HintBar</name>
    <message>
        <location filename="../qml/mourners/HintBar.qml" line="43"/>
        <source>The computer is thinking…</source>
        <extracomment>The hint&apos;s search runs (up to about a second).</extracomment>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/HintBar.qml" line="63"/>
        <source>Do it</source>
        <extracomment>Button beside a hint: applies the choice the computer would make (a verb).</extracomment>
        <translation>So machen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/HintBar.qml" line="68"/>
        <source>Do what the computer would do</source>
        <translation>Tun, was der Computer tun würde</translation>
    </message>
</context>
<context>
    <name>HistoryDetailPage</name>
    <message>
        <location filename="../app/core/historyviews.cpp" line="64"/>
        <location filename="../app/mourners/mournersmodule.cpp" line="40"/>
        <source>Place</source>
        <extracomment>Row of another game&apos;s table: the place in the ranking (a noun).</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="41"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="42"/>
        <source>Ulterior Motive</source>
        <translation>Ulterior Motive</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="43"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="44"/>
        <source>Bone Influence</source>
        <translation>Bone-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="45"/>
        <source>Flesh Influence</source>
        <translation>Flesh-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="46"/>
        <source>Spirit Influence</source>
        <translation>Spirit-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="47"/>
        <source>Motive bonus</source>
        <translation>Motiv-Bonus</translation>
    </message>
    <message>
        <location filename="../app/core/historyviews.cpp" line="66"/>
        <location filename="../app/mourners/mournersmodule.cpp" line="48"/>
        <source>Score</source>
        <extracomment>Row of another game&apos;s table: the total score (a noun).</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="49"/>
        <source>Etherea (1st tie-break)</source>
        <translation>Etherea (1. Gleichstandsregel)</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="50"/>
        <source>Mourners (2nd tie-break)</source>
        <translation>Mourners (2. Gleichstandsregel)</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="81"/>
        <source>Suspicion</source>
        <translation>Argwohn</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="83"/>
        <source>Threat</source>
        <translation>Bedrohung</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="91"/>
        <source>Game of %1</source>
        <translation>Partie vom %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="91"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="103"/>
        <source>Export the game</source>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="103"/>
        <source>Save the score sheet</source>
        <translation>Wertungsbogen speichern</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="105"/>
        <source>Export</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="105"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="106"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="106"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="121"/>
        <source>This game is no longer in the history.</source>
        <translation>Diese Partie ist nicht mehr im Verlauf.</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="143"/>
        <source>%1 won</source>
        <extracomment>%1 the winner&apos;s name (or names when the place is shared).</extracomment>
        <translation>Sieg für %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="153"/>
        <source>rounds: %1</source>
        <translation>Runden: %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="155"/>
        <source>minutes: %1</source>
        <translation>Minuten: %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="156"/>
        <source>ruleset %1</source>
        <translation>Regelwerk %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="167"/>
        <source>Notes: %1</source>
        <extracomment>The notes typed with a game; %1 is that free text.</extracomment>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="262"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="399"/>
        <source>Export game (JSON)…</source>
        <translation>Partie exportieren (JSON)…</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="404"/>
        <source>A file that play-logging apps can import</source>
        <translation>Eine Datei, die Apps zur Partieerfassung importieren können</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="408"/>
        <source>Score sheet (PDF)…</source>
        <translation>Wertungsbogen (PDF)…</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="417"/>
        <source>Standings</source>
        <extracomment>Button of a game&apos;s details: the standings (ratings) of that game of the shelf.</extracomment>
        <translation>Rangliste</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="421"/>
        <source>The players&apos; ratings in this game, best first</source>
        <translation>Die Spielstärke der Spieler in diesem Spiel, die besten zuerst</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="426"/>
        <source>Delete</source>
        <extracomment>Button: deletes this game from the history (a verb).</extracomment>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="431"/>
        <source>Removes the game; the history screen offers to undo it</source>
        <translation>Entfernt die Partie; der Verlauf bietet an, das rückgängig zu machen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="448"/>
        <source>Score at the end of each round</source>
        <translation>Punkte am Ende jeder Runde</translation>
    </message>
    <message>
        <location filename="../qml/HistoryDetailPage.qml" line="460"/>
        <source>Score of each player at the end of each round</source>
        <translation>Punkte jedes Spielers am Ende jeder Runde</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="104"/>
        <source>Suspicion and Threat at the end of each round</source>
        <translation>Argwohn und Bedrohung am Ende jeder Runde</translation>
    </message>
</context>
<context>
    <name>HistoryFiles</name>
    <message>
        <source>a game needs 2 to 4 players, this one has %1</source>
        <translation type="vanished">eine Partie braucht 2 bis 4 Personen, diese hat %1</translation>
    </message>
    <message>
        <source>player %1 has no name</source>
        <translation type="vanished">Person %1 hat keinen Namen</translation>
    </message>
    <message>
        <source>the name &quot;%1&quot; is there twice</source>
        <translation type="vanished">der Name &quot;%1&quot; kommt zweimal vor</translation>
    </message>
    <message>
        <source>format: not a Mourners Call game</source>
        <translation type="vanished">format: keine Mourners-Call-Partie</translation>
    </message>
    <message>
        <source>playedAt: must be a date and time like 2024-05-01T20:30:00Z</source>
        <translation type="vanished">playedAt: muss Datum und Uhrzeit sein, etwa 2024-05-01T20:30:00Z</translation>
    </message>
    <message>
        <source>source: must be calculator, table or digital</source>
        <translation type="vanished">source: muss calculator, table oder digital sein</translation>
    </message>
    <message>
        <source>gameId: &quot;%1&quot; is not a game of this app</source>
        <translation type="vanished">gameId: „%1“ ist kein Spiel dieser App</translation>
    </message>
    <message>
        <source>rounds: must be a whole number from 0 to 99</source>
        <translation type="vanished">rounds: muss eine ganze Zahl von 0 bis 99 sein</translation>
    </message>
    <message>
        <source>players[%1].score: must be a whole number</source>
        <translation type="vanished">players[%1].score: muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>players[%1].place: must be from 1 to %2</source>
        <translation type="vanished">players[%1].place: muss zwischen 1 und %2 liegen</translation>
    </message>
    <message>
        <source>players[%1].faction: must be bone, flesh, spirit or empty</source>
        <translation type="vanished">players[%1].faction: muss bone, flesh, spirit oder leer sein</translation>
    </message>
    <message>
        <source>players[%1].breakdown.%2: must be a whole number from 0 to 999</source>
        <translation type="vanished">players[%1].breakdown.%2: muss eine ganze Zahl von 0 bis 999 sein</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1: %2</source>
        <translation type="vanished">kein gültiges JSON bei Byte %1: %2</translation>
    </message>
    <message>
        <source>not a Mourners Call history or game file (no &quot;format&quot; field)</source>
        <translation type="vanished">keine Verlaufs- oder Partiedatei von Mourners Call (kein Feld &quot;format&quot;)</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <extracomment>%1 is the game&apos;s number in the file, %2 the reason.</extracomment>
        <translation type="vanished">Partie %1: %2</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="vanished">die Datei ist leer</translation>
    </message>
    <message>
        <source>line 1: the column &quot;%1&quot; is missing</source>
        <translation type="vanished">Zeile 1: die Spalte &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <extracomment>%1 line number in the file, %2 the reason.</extracomment>
        <translation type="vanished">Zeile %1: %2</translation>
    </message>
    <message>
        <source>game: must not be empty</source>
        <translation type="vanished">game: darf nicht leer sein</translation>
    </message>
    <message>
        <source>game_id: &quot;%1&quot; is not a game of this app</source>
        <translation type="vanished">game_id: „%1“ ist kein Spiel dieser App</translation>
    </message>
    <message>
        <source>played_at: must be a date and time like 2024-05-01T20:30:00Z</source>
        <translation type="vanished">played_at: muss Datum und Uhrzeit sein, etwa 2024-05-01T20:30:00Z</translation>
    </message>
    <message>
        <source>duration_s: must be a whole number of seconds or empty</source>
        <translation type="vanished">duration_s: muss eine ganze Zahl von Sekunden oder leer sein</translation>
    </message>
    <message>
        <source>name: must not be empty</source>
        <translation type="vanished">name: darf nicht leer sein</translation>
    </message>
    <message>
        <source>faction: must be bone, flesh, spirit or empty</source>
        <translation type="vanished">faction: muss bone, flesh, spirit oder leer sein</translation>
    </message>
    <message>
        <source>score and place: must be whole numbers (place 1 to 4)</source>
        <translation type="vanished">score und place: müssen ganze Zahlen sein (place 1 bis 4)</translation>
    </message>
    <message>
        <source>details: not valid JSON</source>
        <translation type="vanished">details: kein gültiges JSON</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number from 0 to 999</source>
        <translation type="vanished">%1: &quot;%2&quot; ist keine ganze Zahl von 0 bis 999</translation>
    </message>
    <message>
        <source>game %1 was left out because of the rows above</source>
        <translation type="vanished">Partie %1 wurde wegen der Zeilen oben ausgelassen</translation>
    </message>
    <message>
        <location filename="../app/core/historynames.cpp" line="10"/>
        <source>, </source>
        <extracomment>Joins the last two of a list of names: &quot;Ada, Bo and Cy&quot;.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../app/core/historynames.cpp" line="10"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="50"/>
        <source>Bone</source>
        <extracomment>One of the three factions.</extracomment>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="52"/>
        <source>Flesh</source>
        <extracomment>One of the three factions.</extracomment>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="54"/>
        <source>Spirit</source>
        <extracomment>One of the three factions.</extracomment>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="14"/>
        <source>Score calculator</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation>Punkterechner</translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="16"/>
        <source>Table game</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation>Tischspiel</translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="18"/>
        <source>Digital game</source>
        <extracomment>Where a game of the history came from.</extracomment>
        <translation>Digitalspiel</translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="26"/>
        <source>standard</source>
        <comment>the built-in ruleset</comment>
        <extracomment>The built-in ruleset a game of the history was played with, after the word &quot;ruleset&quot; (&quot;ruleset standard&quot;); the record keeps its id &quot;standard&quot;.</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="171"/>
        <source>%1 tie on %2</source>
        <extracomment>A tie in the final ranking: %1 the players (&quot;Ada, Bo and Cy&quot;), %2 their equal score.</extracomment>
        <translation>%1 sind mit %2 Punkten gleichauf</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="175"/>
        <source>each has %1 Etherea left</source>
        <extracomment>Part of a tie sentence: every tied player has %1 Etherea left, so Etherea cannot decide.</extracomment>
        <translation>alle haben noch %1 Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="179"/>
        <source>Etherea left decides: %1</source>
        <extracomment>Part of a tie sentence: the first tie-breaker settles it; %1 &quot;Ada 5, Bo 3, Cy 1&quot;.</extracomment>
        <translation>die verbliebene Etherea entscheidet: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="183"/>
        <source>Etherea left: %1</source>
        <extracomment>Part of a tie sentence: Etherea of each tied player, some still equal; %1 &quot;Ada 5, Bo 3, Cy 3&quot;.</extracomment>
        <translation>verbliebene Etherea: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="190"/>
        <source>%1 are level on Mourner cards (%2 each)</source>
        <extracomment>Part of a tie sentence: %1 the players still tied, %2 the Mourner cards each has in play.</extracomment>
        <translation>%1 haben gleich viele Mourner-Karten (je %2)</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="194"/>
        <source>Mourner cards decide between %1: %2</source>
        <extracomment>Part of a tie sentence: the second tie-breaker; %1 the players, %2 &quot;Bo 4, Cy 2&quot;.</extracomment>
        <translation>die Mourner-Karten entscheiden zwischen %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="198"/>
        <source>Mourner cards between %1: %2</source>
        <extracomment>Part of a tie sentence: Mourner cards of players still tied; %1 the players, %2 &quot;Bo 4, Cy 4, Di 2&quot;.</extracomment>
        <translation>Mourner-Karten zwischen %1: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="203"/>
        <source>%1 share place %2</source>
        <extracomment>Part of a tie sentence: nothing separates %1, they share place %2.</extracomment>
        <translation>%1 teilen sich Platz %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="206"/>
        <source>; </source>
        <extracomment>Joins the parts of one tie sentence.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="206"/>
        <source>.</source>
        <translation>.</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="222"/>
        <source>Total: Unity plus Bone, Flesh and Spirit Influence plus the Ulterior Motive bonus.</source>
        <extracomment>Under the score sheet&apos;s table: how a total is made (R-END-4).</extracomment>
        <translation>Summe: Einheit plus Bone-, Flesh- und Spirit-Einfluss plus der Motiv-Bonus (Ulterior Motive).</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="224"/>
        <source>Equal totals: most Etherea left wins, then most Mourner cards in play; if those are equal too, the players share the place.</source>
        <extracomment>Under the score sheet&apos;s table: how equal totals are separated (R-END-5).</extracomment>
        <translation>Gleiche Summe: Es gewinnt, wer mehr Etherea übrig hat, dann wer mehr Mourner-Karten im Spiel hat; ist auch das gleich, teilen sich die Spieler den Platz.</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="41"/>
        <source>Oracle points</source>
        <extracomment>History, Dead Man&apos;s Crown: the points a player won on the Oracle&apos;s seven spaces together.</extracomment>
        <translation>Orakelpunkte</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="24"/>
        <source>Blood Magic: level</source>
        <extracomment>History, the occult card game: a mastery card&apos;s level (0 to 3); &quot;Blood Magic&quot; stays as on the card.</extracomment>
        <translation>Blood Magic: Stufe</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="26"/>
        <source>Blood Magic: completed</source>
        <extracomment>History, the occult card game: the mastery card is completed (1) or not (0).</extracomment>
        <translation>Blood Magic: erfüllt</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="27"/>
        <source>Demonology: level</source>
        <translation>Demonology: Stufe</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="28"/>
        <source>Demonology: completed</source>
        <translation>Demonology: erfüllt</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="29"/>
        <source>Necromancy: level</source>
        <translation>Necromancy: Stufe</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="30"/>
        <source>Necromancy: completed</source>
        <translation>Necromancy: erfüllt</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="32"/>
        <source>Prophecy %1</source>
        <extracomment>History, the occult card game: the points of the completed prophecy number %1.</extracomment>
        <translation>Prophezeiung %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="34"/>
        <source>Prophecy in play %1</source>
        <extracomment>History, the occult card game: the points of prophecy number %1 still in play at the end (D-OCC-INPLAY).</extracomment>
        <translation>Prophezeiung im Spiel %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="37"/>
        <source>Rituals and other effects</source>
        <extracomment>History, the occult card game: points from invoking rituals and other card effects.</extracomment>
        <translation>Rituale und andere Effekte</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="39"/>
        <source>Mastery levels</source>
        <extracomment>History, the occult card game: the three mastery levels added up.</extracomment>
        <translation>Stufen der Meisterschaften</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="40"/>
        <source>Completed masteries</source>
        <translation>Erfüllte Meisterschaften</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="42"/>
        <source>Prophecy points</source>
        <extracomment>History, the occult card game: the completed prophecies&apos; points added up.</extracomment>
        <translation>Punkte der Prophezeiungen</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="45"/>
        <source>Points of prophecies in play</source>
        <extracomment>History, the occult card game: the points of the prophecies in play that scored (0 when the table did not count them).</extracomment>
        <translation>Punkte der Prophezeiungen im Spiel</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="17"/>
        <source>Direct damage taken</source>
        <extracomment>History, the manster duel: direct damage the player took (10 eliminates).</extracomment>
        <translation>Erlittener direkter Schaden</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="18"/>
        <source>Damage dealt</source>
        <translation>Zugefügter Schaden</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="19"/>
        <source>Stacks defeated</source>
        <translation>Besiegte Türme</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="21"/>
        <source>Cards to the graveyard</source>
        <extracomment>History, the manster duel: cards the player&apos;s stacks sent to the graveyard.</extracomment>
        <translation>Karten auf den Friedhof</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="22"/>
        <source>Manors</source>
        <extracomment>History, Rest in Peace: mansions won.</extracomment>
        <translation>Landsitze</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="23"/>
        <source>Castles</source>
        <translation>Schlösser</translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="195"/>
        <source>%1: score sheet</source>
        <extracomment>Heading of a printed score sheet; %1 is the game&apos;s title.</extracomment>
        <translation>%1: Wertungsbogen</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="124"/>
        <source>Etherea left (first tie-break)</source>
        <extracomment>Score sheet row: decides equal totals first.</extracomment>
        <translation>Übrige Etherea (1. Gleichstandsregel)</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="126"/>
        <source>Mourner cards (second tie-break)</source>
        <extracomment>Score sheet row: decides equal totals when Etherea is equal too.</extracomment>
        <translation>Mourner-Karten (2. Gleichstandsregel)</translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="101"/>
        <source>Notes: %1</source>
        <extracomment>Under a score sheet: the free text typed with the game.</extracomment>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>%1 wins the tie on Etherea against %2 (%3 to %4).</source>
        <extracomment>%1 wins the tie against %2; %3 and %4 are their Etherea (R-END-5).</extracomment>
        <translation type="vanished">%1 gewinnt den Gleichstand gegen %2 über Etherea (%3 zu %4).</translation>
    </message>
    <message>
        <source>%1 wins the tie on Mourner cards against %2 (%3 to %4); both have %5 Etherea.</source>
        <extracomment>%3 and %4 are the players&apos; Mourner cards in play, %5 the Etherea both have (R-END-5).</extracomment>
        <translation type="vanished">%1 gewinnt den Gleichstand gegen %2 über Mourner-Karten (%3 zu %4); beide haben %5 Etherea.</translation>
    </message>
    <message>
        <source>%1 and %2 share place %3: same score, Etherea and Mourner cards.</source>
        <extracomment>%3 is the place they share (R-END-5).</extracomment>
        <translation type="vanished">%1 und %2 teilen sich Platz %3: gleiche Punkte, Etherea und Mourner-Karten.</translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="15"/>
        <source>Mourners Call score sheet</source>
        <translation>Mourners-Call-Wertungsbogen</translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="20"/>
        <location filename="../app/core/historypdf.cpp" line="26"/>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Mourners Call: score sheet</source>
        <translation type="vanished">Mourners Call: Wertungsbogen</translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="47"/>
        <source>rounds: %1</source>
        <translation>Runden: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="49"/>
        <source>minutes: %1</source>
        <translation>Minuten: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="51"/>
        <source>ruleset %1</source>
        <translation>Regelwerk %1</translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="208"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="114"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="116"/>
        <source>Ulterior Motive</source>
        <translation>Ulterior Motive</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="117"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="118"/>
        <source>Bone Influence</source>
        <translation>Bone-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="119"/>
        <source>Flesh Influence</source>
        <translation>Flesh-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="120"/>
        <source>Spirit Influence</source>
        <translation>Spirit-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournershistory.cpp" line="121"/>
        <source>Motive bonus</source>
        <translation>Motiv-Bonus</translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="217"/>
        <location filename="../app/mourners/mournershistory.cpp" line="122"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Etherea (tie-break 1)</source>
        <translation type="vanished">Etherea (Gleichstand 1)</translation>
    </message>
    <message>
        <source>Mourners (tie-break 2)</source>
        <translation type="vanished">Mourners (Gleichstand 2)</translation>
    </message>
    <message>
        <location filename="../app/core/historywords.cpp" line="219"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="88"/>
        <source>Shared win: %1</source>
        <extracomment>Under a score sheet: %1 the players sharing first place (&quot;Ada and Bo&quot;).</extracomment>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historypdf.cpp" line="88"/>
        <source>Winner: %1</source>
        <translation>Sieg: %1</translation>
    </message>
    <message>
        <source>Score = Unity + Bone, Flesh and Spirit Influence + Ulterior Motive bonus (R-END-4). Ties: most Etherea, then most Mourner cards in play, else the players share the place (R-END-5).</source>
        <translation type="vanished">Punkte = Einheit + Bone-, Flesh- und Spirit-Einfluss + Ulterior-Motive-Bonus (R-END-4). Gleichstand: meiste Etherea, dann meiste Mourner-Karten im Spiel, sonst wird der Platz geteilt (R-END-5).</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../qml/HistoryPage.qml" line="31"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="57"/>
        <source>Export the history</source>
        <translation>Verlauf exportieren</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="59"/>
        <source>Export</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="60"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="60"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="69"/>
        <source>Import games</source>
        <translation>Partien importieren</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="71"/>
        <source>Import</source>
        <extracomment>The button of the file dialog that reads the chosen file.</extracomment>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>History files (*.csv *.json)</source>
        <translation type="vanished">Verlaufsdateien (*.csv *.json)</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="107"/>
        <source>Try again</source>
        <extracomment>Button after the history could not be opened: opens it again.</extracomment>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="122"/>
        <source>Search by player</source>
        <translation>Spieler suchen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="129"/>
        <source>Search by player name</source>
        <translation>Nach Namen suchen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="133"/>
        <source>games: %1</source>
        <extracomment>%1 is how many games the list shows.</extracomment>
        <translation>Partien: %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="140"/>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="143"/>
        <source>Wins and average scores per player and per faction</source>
        <translation>Siege und Durchschnittspunkte pro Spieler und pro Fraktion</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="147"/>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Adds the games of a CSV or JSON file; games already here are skipped</source>
        <translation type="vanished">Fügt die Partien einer CSV- oder JSON-Datei hinzu; vorhandene Partien werden übersprungen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="73"/>
        <source>History files (*.csv *.json *.sqlite)</source>
        <extracomment>The file dialog&apos;s filter: exports (CSV, JSON) and another computer&apos;s history file (SQLite).</extracomment>
        <translation>Verlaufsdateien (*.csv *.json *.sqlite)</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="73"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="150"/>
        <source>Adds the games of a CSV or JSON file or of another computer&apos;s history file; games already here are skipped</source>
        <translation>Fügt die Partien einer CSV- oder JSON-Datei oder der Verlaufsdatei eines anderen Computers hinzu; Partien, die schon hier sind, werden übersprungen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="155"/>
        <source>Players…</source>
        <extracomment>Opens the list of every player&apos;s name, where a name can be renamed or merged into another.</extracomment>
        <translation>Spieler…</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="158"/>
        <source>Every player&apos;s name with their number of games; rename a player or merge two names of one person</source>
        <translation>Jeder Spielername mit der Zahl seiner Partien; einen Spieler umbenennen oder zwei Namen einer Person zusammenführen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="162"/>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="171"/>
        <source>Export JSON…</source>
        <translation>JSON exportieren…</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="212"/>
        <source>Cancel import</source>
        <extracomment>Stops an import that is running; nothing of the file is stored.</extracomment>
        <translation>Import abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="214"/>
        <source>Stops the import; the history stays as it was</source>
        <translation>Bricht den Import ab; der Verlauf bleibt, wie er war</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="249"/>
        <source>Send now</source>
        <extracomment>Sends the games that wait to the club&apos;s server at once (a verb).</extracomment>
        <translation>Jetzt senden</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="252"/>
        <source>Sends the games that wait to the server and fetches the other tables&apos; games</source>
        <translation>Sendet die wartenden Partien an den Server und holt die Partien der anderen Tische</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="270"/>
        <source>Past games</source>
        <translation>Vergangene Partien</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="300"/>
        <source>%1: %2 won. %3</source>
        <extracomment>%1 date, %2 winner, %3 the scores.</extracomment>
        <translation>%1: Sieg für %2. %3</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="340"/>
        <source>rounds: %1</source>
        <translation>Runden: %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="342"/>
        <source>on the server</source>
        <extracomment>Where a game of the history is: the club&apos;s server holds it, or only this computer.</extracomment>
        <translation>auf dem Server</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="342"/>
        <source>here only</source>
        <translation>nur hier</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="370"/>
        <source>%1 won</source>
        <extracomment>%1 the winner&apos;s name (or names when the place is shared).</extracomment>
        <translation>Sieg für %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="52"/>
        <source>Damage dealt: %1</source>
        <extracomment>%1 each player with the damage their attacks dealt in a manster battle.</extracomment>
        <translation>Zugefügter Schaden: %1</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="394"/>
        <source>Delete</source>
        <extracomment>Button of a game in the history list: deletes it (a verb).</extracomment>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="397"/>
        <source>Delete the game of %1</source>
        <extracomment>%1 is the game&apos;s date.</extracomment>
        <translation>Partie vom %1 löschen</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="406"/>
        <source>No game with a player called like &quot;%1&quot;.</source>
        <translation>Keine Partie mit einer Person namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="407"/>
        <source>No games yet. Save a result from the score calculator, or finish a game in the app.</source>
        <translation>Noch keine Partien. Ein Ergebnis aus dem Punkterechner speichern oder eine Partie in der App beenden.</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="434"/>
        <source>Game deleted.</source>
        <translation>Partie gelöscht.</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="443"/>
        <source>Undo</source>
        <extracomment>Button of the message after a game was deleted: brings the game back (a verb).</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/HistoryPage.qml" line="449"/>
        <source>Puts the deleted game back</source>
        <translation>Stellt die gelöschte Partie wieder her</translation>
    </message>
</context>
<context>
    <name>HistoryServer</name>
    <message>
        <location filename="../app/core/clubserver.cpp" line="240"/>
        <location filename="../app/core/historyserver.cpp" line="119"/>
        <source>the server refused the login (user name or password)</source>
        <translation>der Server hat die Anmeldung abgelehnt (Benutzername oder Passwort)</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="29"/>
        <source>&apos;%1&apos; is not a server address (postgresql://user@host:port/database)</source>
        <translation>„%1“ ist keine Serveradresse (postgresql://benutzer@host:port/datenbank)</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="32"/>
        <source>&apos;%1&apos; is not a valid server address: %2</source>
        <translation>„%1“ ist keine gültige Serveradresse: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="40"/>
        <source>the server address names no database (postgresql://user@host:port/database)</source>
        <translation>die Serveradresse nennt keine Datenbank (postgresql://benutzer@host:port/datenbank)</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="46"/>
        <source>sslmode &apos;%1&apos; is not one of %2</source>
        <translation>sslmode „%1“ ist keiner von %2</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="48"/>
        <source>the server address has an option this app does not know: %1</source>
        <translation>die Serveradresse hat eine Option, die diese App nicht kennt: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="74"/>
        <source>the PostgreSQL driver of Qt is not installed (Debian package libqt6sql6-psql)</source>
        <translation>der PostgreSQL-Treiber von Qt ist nicht installiert (Debian-Paket libqt6sql6-psql)</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="121"/>
        <source>the database does not exist on the server</source>
        <translation>die Datenbank gibt es auf dem Server nicht</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="123"/>
        <source>the server offers no encrypted connection (TLS)</source>
        <translation>der Server bietet keine verschlüsselte Verbindung (TLS) an</translation>
    </message>
    <message>
        <location filename="../app/core/historyserver.cpp" line="125"/>
        <location filename="../app/core/historysync.cpp" line="300"/>
        <source>the server is not reachable</source>
        <translation>der Server ist nicht erreichbar</translation>
    </message>
</context>
<context>
    <name>HistorySheet</name>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="72"/>
        <source>Two players are called %1: give each player a different name.</source>
        <extracomment>A score sheet or a battle cannot go on: two players have the same name.</extracomment>
        <translation>Zwei Personen heißen %1: Bitte allen verschiedene Namen geben.</translation>
    </message>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="153"/>
        <source>Enter the players&apos; numbers first.</source>
        <extracomment>Saving the score sheet before any number was entered.</extracomment>
        <translation>Bitte zuerst die Zahlen der Personen eintragen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="158"/>
        <location filename="../app/sheets/historysheet.cpp" line="171"/>
        <source>This game is already in the history.</source>
        <extracomment>Saving the score sheet again without changing a number.</extracomment>
        <translation>Diese Partie ist bereits im Verlauf.</translation>
    </message>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="166"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/historysheet.cpp" line="171"/>
        <source>Saved to the history.</source>
        <translation>Im Verlauf gespeichert.</translation>
    </message>
</context>
<context>
    <name>HistoryStore</name>
    <message>
        <location filename="../app/core/historystore_p.h" line="87"/>
        <source>another program is using the history file (it is locked)</source>
        <translation>ein anderes Programm verwendet die Verlaufsdatei (sie ist gesperrt)</translation>
    </message>
    <message>
        <location filename="../app/core/historystore_p.h" line="89"/>
        <source>the history file is damaged or is not a history database</source>
        <translation>die Verlaufsdatei ist beschädigt oder keine Verlaufsdatenbank</translation>
    </message>
    <message>
        <location filename="../app/core/historystore_p.h" line="92"/>
        <source>the history file cannot be opened for writing</source>
        <translation>die Verlaufsdatei lässt sich nicht zum Schreiben öffnen</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="42"/>
        <source>no history is open here</source>
        <extracomment>The reason a game was not recorded: no history was open where it was played.</extracomment>
        <translation>hier ist kein Partienverlauf geöffnet</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="53"/>
        <source>The game history is off: %1. The app works without it; the file %2 was left as it was.</source>
        <extracomment>%1 is the reason, %2 the file&apos;s path.</extracomment>
        <translation>Der Partienverlauf ist aus: %1. Die App funktioniert ohne ihn; die Datei %2 bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="78"/>
        <source>the SQLite driver of Qt is not installed (Debian package libqt6sql6-sqlite)</source>
        <translation>der SQLite-Treiber von Qt ist nicht installiert (Debian-Paket libqt6sql6-sqlite)</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="83"/>
        <source>the path is not a file</source>
        <translation>der Pfad ist keine Datei</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="87"/>
        <source>the folder %1 cannot be created</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="135"/>
        <location filename="../app/core/historystore.cpp" line="201"/>
        <source>the history was written by a newer version of the app (schema %1, this one knows %2)</source>
        <translation>der Verlauf stammt von einer neueren Version der App (Schema %1, diese kennt %2)</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="149"/>
        <source>the file holds another program&apos;s database</source>
        <translation>die Datei enthält die Datenbank eines anderen Programms</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="189"/>
        <source>the database holds another program&apos;s tables</source>
        <translation>die Datenbank enthält Tabellen eines anderen Programms</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="299"/>
        <source>upgrading the history to schema %1 failed: %2</source>
        <translation>die Aktualisierung des Verlaufs auf Schema %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="355"/>
        <location filename="../app/core/historystore.cpp" line="449"/>
        <location filename="../app/core/historystore.cpp" line="460"/>
        <source>The game was not saved to the history: %1</source>
        <translation>Die Partie wurde nicht im Verlauf gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="361"/>
        <source>a game needs 2 to 4 players</source>
        <translation>eine Partie braucht 2 bis 4 Personen</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="371"/>
        <location filename="../app/core/historystore.cpp" line="390"/>
        <location filename="../app/core/historystore.cpp" line="435"/>
        <source>This game is already in the history.</source>
        <translation>Diese Partie ist bereits im Verlauf.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="383"/>
        <source>this game is already in the history</source>
        <translation>diese Partie ist schon im Verlauf</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="400"/>
        <source>Saved to the history.</source>
        <translation>Im Verlauf gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="468"/>
        <source>The game&apos;s record in the history was updated.</source>
        <extracomment>The end screen recorded a game that was in the history already, with another result.</extracomment>
        <translation>Der Eintrag der Partie im Verlauf wurde aktualisiert.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="534"/>
        <location filename="../app/core/historystore.cpp" line="541"/>
        <source>The game was not deleted: %1</source>
        <translation>Die Partie wurde nicht gelöscht: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="548"/>
        <source>Game deleted.</source>
        <translation>Partie gelöscht.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="563"/>
        <source>The game could not be put back: %1</source>
        <translation>Die Partie konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="570"/>
        <source>The game is back in the history.</source>
        <translation>Die Partie ist wieder im Verlauf.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="655"/>
        <source>new name</source>
        <extracomment>The path of a problem with the new name typed in the rename dialog.</extracomment>
        <translation>neuer Name</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="658"/>
        <source>the new name is the name the player has</source>
        <translation>der neue Name ist der Name, den der Spieler schon hat</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="661"/>
        <source>no game of the history has a player named %1</source>
        <extracomment>%1 a player&apos;s name.</extracomment>
        <translation>keine Partie im Verlauf hat einen Spieler namens %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="673"/>
        <source>%1 and %2 played against each other on %3: one person cannot sit twice at one table</source>
        <extracomment>%1 and %2 players&apos; names, %3 the date of a game they both played.</extracomment>
        <translation>%1 und %2 haben am %3 gegeneinander gespielt: eine Person kann nicht zweimal an einem Tisch sitzen</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="683"/>
        <source>The player was not renamed: %1</source>
        <extracomment>%1 the reason.</extracomment>
        <translation>Der Spieler wurde nicht umbenannt: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="730"/>
        <source>%1 and %2 are one player now: 1 game renamed.</source>
        <extracomment>%1 the former name, %2 the name of another player it was merged into.</extracomment>
        <translation>%1 und %2 sind jetzt ein Spieler: 1 Partie umbenannt.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="732"/>
        <source>%1 and %2 are one player now: %3 games renamed.</source>
        <translation>%1 und %2 sind jetzt ein Spieler: %3 Partien umbenannt.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="736"/>
        <source>%1 is now %2: 1 game renamed.</source>
        <extracomment>%1 the former name, %2 the new one.</extracomment>
        <translation>%1 heißt jetzt %2: 1 Partie umbenannt.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="738"/>
        <source>%1 is now %2: %3 games renamed.</source>
        <translation>%1 heißt jetzt %2: %3 Partien umbenannt.</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="748"/>
        <source>The rename was not undone: %1</source>
        <extracomment>%1 the reason.</extracomment>
        <translation>Die Umbenennung wurde nicht rückgängig gemacht: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="756"/>
        <source>the club&apos;s server has it already, and the other laptops may have it too; rename the player back instead</source>
        <translation>der Server des Vereins hat sie schon, und die anderen Laptops haben sie vielleicht auch; benenne den Spieler stattdessen zurück</translation>
    </message>
    <message>
        <location filename="../app/core/historystore.cpp" line="800"/>
        <source>The rename of %1 to %2 was undone.</source>
        <extracomment>%1 the name the player has again, %2 the name the undone rename gave them.</extracomment>
        <translation>Die Umbenennung von %1 in %2 wurde rückgängig gemacht.</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="19"/>
        <source>Could not write %1: %2</source>
        <extracomment>%1 path, %2 the system&apos;s reason.</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="34"/>
        <source>History exported as CSV to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation>Verlauf als CSV exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="44"/>
        <source>History exported as JSON to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation>Verlauf als JSON exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="51"/>
        <location filename="../app/core/historyimport.cpp" line="63"/>
        <source>That game is not in the history.</source>
        <translation>Diese Partie ist nicht im Verlauf.</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="56"/>
        <source>Game exported as JSON to %1</source>
        <extracomment>%1 is the path of the written file.</extracomment>
        <translation>Partie als JSON exportiert nach %1</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="72"/>
        <source>Score sheet written to %1</source>
        <translation>Wertungsbogen geschrieben nach %1</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="109"/>
        <location filename="../app/core/historyimport.cpp" line="161"/>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="116"/>
        <source>it was written by a newer version of the app (schema %1, this one knows %2)</source>
        <translation>sie wurde von einer neueren Version der App geschrieben (Schema %1, diese kennt %2)</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="122"/>
        <source>it is another program&apos;s database, not a history of this app</source>
        <translation>sie ist die Datenbank eines anderen Programms, kein Verlauf dieser App</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="141"/>
        <source>no temporary copy of the file could be made to read its older schema</source>
        <translation>es konnte keine vorübergehende Kopie der Datei angelegt werden, um ihr älteres Schema zu lesen</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="204"/>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="356"/>
        <source>The import was cancelled: nothing of the file was stored, the history is as it was.</source>
        <translation>Der Import wurde abgebrochen: Nichts aus der Datei wurde gespeichert, der Verlauf ist wie zuvor.</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="362"/>
        <source>Nothing was imported from %1: %2</source>
        <extracomment>%1 path, %2 the reason.</extracomment>
        <translation>Aus %1 wurde nichts importiert: %2</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="471"/>
        <source>Reading the file…</source>
        <extracomment>An import has started and the file is being read.</extracomment>
        <translation>Die Datei wird gelesen …</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="475"/>
        <source>Checking: %1 of %2 games</source>
        <translation>Prüfen: %1 von %2 Partien</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="477"/>
        <source>Storing: %1 of %2 games</source>
        <extracomment>%1 games stored so far, %2 games to store.</extracomment>
        <translation>Speichern: %1 von %2 Partien</translation>
    </message>
    <message>
        <source>Nothing was imported: %1</source>
        <translation type="vanished">Nichts wurde importiert: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="373"/>
        <source>Games imported: %1</source>
        <extracomment>%1 how many games were added from the file.</extracomment>
        <translation>Importierte Partien: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="376"/>
        <source>already in the history: %1</source>
        <extracomment>%1 how many games of the file were already in the history.</extracomment>
        <translation>schon im Verlauf: %1</translation>
    </message>
    <message>
        <location filename="../app/core/historyimport.cpp" line="379"/>
        <source>problems: %1 (%2)</source>
        <extracomment>%1 how many rows or games were bad, %2 each with its line and reason.</extracomment>
        <translation>Probleme: %1 (%2)</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../qml/HomePage.qml" line="17"/>
        <source>Mourners Call companion</source>
        <translation>Mourners-Call-Begleiter</translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="vanished">Start</translation>
    </message>
    <message>
        <source>Mourners Call</source>
        <translation type="vanished">Mourners Call</translation>
    </message>
    <message>
        <source>Bookkeeping and rules for Court of the Dead: Mourners Call</source>
        <translation type="vanished">Buchführung und Regeln für Court of the Dead: Mourners Call</translation>
    </message>
    <message>
        <source>New table game</source>
        <translation type="vanished">Neues Tischspiel</translation>
    </message>
    <message>
        <source>Follow a game played on the table</source>
        <translation type="vanished">Eine Partie am Tisch begleiten</translation>
    </message>
    <message>
        <source>New digital game</source>
        <translation type="vanished">Neues Digitalspiel</translation>
    </message>
    <message>
        <source>Play on this laptop, with people and computer players</source>
        <translation type="vanished">Auf diesem Laptop spielen, mit Menschen und Computerspielern</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="vanished">Fortsetzen</translation>
    </message>
    <message>
        <source>No unfinished game</source>
        <extracomment>The Continue tile: the unfinished game it opens, or why there is none.</extracomment>
        <translation type="vanished">Keine unvollendete Partie</translation>
    </message>
    <message>
        <source>Score calculator</source>
        <translation type="vanished">Punkterechner</translation>
    </message>
    <message>
        <source>Rank the players at the end of a game</source>
        <translation type="vanished">Die Rangfolge am Ende einer Partie ermitteln</translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="19"/>
        <source>Home</source>
        <comment>the home screen</comment>
        <translation>Startseite</translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="112"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="113"/>
        <source>Past games and their scores</source>
        <translation>Vergangene Partien und ihre Punkte</translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="118"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="119"/>
        <source>Players, language and colours</source>
        <translation>Spieler, Sprache und Farben</translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation type="vanished">Karteneditor</translation>
    </message>
    <message>
        <source>Enter or correct the cards of your box</source>
        <translation type="vanished">Die Karten der eigenen Schachtel eingeben oder korrigieren</translation>
    </message>
</context>
<context>
    <name>IllvernessMap</name>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="34"/>
        <source>Map of Illverness</source>
        <translation>Karte von Illverness</translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="139"/>
        <source>%1 %2, %3: %4 figures</source>
        <extracomment>%1 number, %2 location, %3 faction, %4 figures there.</extracomment>
        <translation>%1 %2, %3: %4 Figuren</translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="141"/>
        <source>over-crowded</source>
        <translation>überfüllt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="142"/>
        <source>Malavestros is here</source>
        <translation>Malavestros ist hier</translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="146"/>
        <source>%1: %2 × %3</source>
        <extracomment>One player&apos;s figures of one guild at a location: %1 player, %2 guild, %3 how many.</extracomment>
        <translation>%1: %2 × %3</translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="280"/>
        <source>Malavestros</source>
        <translation>Malavestros</translation>
    </message>
    <message>
        <location filename="../qml/mourners/IllvernessMap.qml" line="291"/>
        <source>Choose %1</source>
        <extracomment>%1 location number and name: the map takes the pending choice among locations.</extracomment>
        <translation>%1 wählen</translation>
    </message>
</context>
<context>
    <name>KeptSheet</name>
    <message>
        <location filename="../app/sheets/keptsheet.cpp" line="23"/>
        <source>The sheet could not be kept for the next start: %1</source>
        <extracomment>The sheet could not be kept on disk; %1 the system&apos;s reason. The numbers on screen stay.</extracomment>
        <translation>Der Bogen konnte nicht für den nächsten Start gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/keptsheet.cpp" line="31"/>
        <source>The sheet kept from last time could not be read (%1).</source>
        <translation>Der zuletzt gespeicherte Bogen ließ sich nicht lesen (%1).</translation>
    </message>
    <message>
        <location filename="../app/sheets/keptsheet.cpp" line="34"/>
        <source>The sheet kept from last time could not be read (%1); it was kept as %2 and a new sheet started.</source>
        <extracomment>%1 the reason, %2 where the unread file was kept.</extracomment>
        <translation>Der zuletzt gespeicherte Bogen ließ sich nicht lesen (%1); er wurde als %2 aufbewahrt und ein neuer Bogen begonnen.</translation>
    </message>
</context>
<context>
    <name>KeysSheet</name>
    <message>
        <location filename="../qml/KeysSheet.qml" line="19"/>
        <source>F1</source>
        <extracomment>Keys sheet: a key of every screen. Keep the key names (F1, Shift+F1, F11, Esc, Tab) as they are.</extracomment>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="19"/>
        <source>The user guide</source>
        <translation>Die Anleitung</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="20"/>
        <source>? or Shift+F1</source>
        <translation>? oder Umschalt+F1</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="20"/>
        <source>This list of keys</source>
        <translation>Diese Liste der Tasten</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="21"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="21"/>
        <source>To the next or the previous button or field</source>
        <translation>Zur nächsten oder vorigen Schaltfläche oder zum nächsten oder vorigen Feld</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="22"/>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="22"/>
        <source>Press the button that has the ring</source>
        <translation>Die Schaltfläche mit dem Ring drücken</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="23"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="23"/>
        <source>Close a dialog, or back to the screen before</source>
        <translation>Einen Dialog schließen oder zurück zum vorigen Bildschirm</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="24"/>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="24"/>
        <source>Full screen on or off</source>
        <translation>Vollbild ein oder aus</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="25"/>
        <source>Ctrl+O</source>
        <translation>Strg+O</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="25"/>
        <source>Open a saved game (on the home screen)</source>
        <translation>Eine gespeicherte Partie öffnen (auf dem Startbildschirm)</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="27"/>
        <source>Press and hold</source>
        <extracomment>Keys sheet: touch screens have no hover, so a long press shows a tooltip.</extracomment>
        <translation>Gedrückt halten</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="27"/>
        <source>On a touch screen: what a card or button does</source>
        <translation>Auf einem Touchscreen: was eine Karte oder Schaltfläche tut</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="119"/>
        <source>Keys · %1</source>
        <extracomment>Title of the sheet of keyboard shortcuts; %1 the screen&apos;s title.</extracomment>
        <translation>Tasten · %1</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="119"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="128"/>
        <source>Close</source>
        <extracomment>Closes the sheet of keys (a verb).</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="130"/>
        <source>Close the list of keys (Esc)</source>
        <translation>Die Liste der Tasten schließen (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="136"/>
        <source>On this screen</source>
        <extracomment>Keys sheet: the heading of the keys of the screen on view.</extracomment>
        <translation>Auf diesem Bildschirm</translation>
    </message>
    <message>
        <location filename="../qml/KeysSheet.qml" line="150"/>
        <source>Everywhere</source>
        <extracomment>Keys sheet: the heading of the keys that work on every screen.</extracomment>
        <translation>Überall</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../app/core/language.cpp" line="132"/>
        <source>System</source>
        <translation>System</translation>
    </message>
</context>
<context>
    <name>LogRoundChooser</name>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="17"/>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="36"/>
        <source>All rounds</source>
        <translation>Alle Runden</translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="19"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="43"/>
        <source>Show the log of</source>
        <translation>Protokoll zeigen für</translation>
    </message>
    <message>
        <location filename="../qml/mourners/LogRoundChooser.qml" line="46"/>
        <source>Read the log of one round, or of the whole game</source>
        <translation>Das Protokoll einer Runde oder der ganzen Partie lesen</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="226"/>
        <source>Mourners Call companion</source>
        <translation>Mourners-Call-Begleiter</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="277"/>
        <source>Open a saved game</source>
        <translation>Gespeicherte Partie öffnen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="279"/>
        <source>Open</source>
        <extracomment>The button of the file dialog that opens the chosen saved game.</extracomment>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="280"/>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Partien (*.json)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="280"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="399"/>
        <source>Title bar</source>
        <extracomment>Accessible name of the app&apos;s title bar.</extracomment>
        <translation>Titelleiste</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="418"/>
        <source>Back</source>
        <extracomment>Title bar button: back to the screen before (an adverb, as in a browser).</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="421"/>
        <source>Back (Esc)</source>
        <extracomment>Tooltip of the title bar button: back to the screen before.</extracomment>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="437"/>
        <source>Guide</source>
        <extracomment>Title bar button: opens the user guide.</extracomment>
        <translation>Anleitung</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="440"/>
        <source>Open the user guide (F1)</source>
        <translation>Die Anleitung öffnen (F1)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="442"/>
        <source>The user guide: a first game night, digital play, sheets, phones (F1)</source>
        <translation>Die Anleitung: der erste Spieleabend, Digitalspiel, Wertungsbögen, Handys (F1)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="448"/>
        <source>?</source>
        <extracomment>Title bar button: the keyboard shortcuts of the screen on view (a question mark).</extracomment>
        <translation>?</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="453"/>
        <source>Keys of this screen (?, Shift+F1)</source>
        <extracomment>Accessible name of the title bar&apos;s &quot;?&quot; button.</extracomment>
        <translation>Tasten dieses Bildschirms (?, Umschalt+F1)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="463"/>
        <source>Open…</source>
        <extracomment>Opens a saved game from a file (any game of the shelf).</extracomment>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="466"/>
        <source>Open a saved game (Ctrl+O)</source>
        <translation>Gespeicherte Partie öffnen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="468"/>
        <source>Open a saved game from a file (Ctrl+O); a file dropped on the window opens too</source>
        <translation>Eine gespeicherte Partie aus einer Datei öffnen (Strg+O); eine auf das Fenster gezogene Datei öffnet sich auch</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="474"/>
        <source>Dark</source>
        <extracomment>Title bar switch: the dark colour theme.</extracomment>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="512"/>
        <source>Dark theme</source>
        <translation>Dunkles Design</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="513"/>
        <source>Switches between the light and the dark colours</source>
        <translation>Wechselt zwischen hellen und dunklen Farben</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="562"/>
        <source>Screens</source>
        <extracomment>Accessible name of the stack of the app&apos;s screens.</extracomment>
        <translation>Bildschirme</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="642"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="646"/>
        <source>OK, close the message</source>
        <translation>OK, Meldung schließen</translation>
    </message>
</context>
<context>
    <name>MajorityModel</name>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="148"/>
        <source>Malavestros: everyone there gains 1 Unity</source>
        <extracomment>Malavestros cancels a location&apos;s action (R-MAJ-4).</extracomment>
        <translation>Malavestros: Alle dort erhalten 1 Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="151"/>
        <source>nobody</source>
        <extracomment>Nobody has figures at a location / of a guild.</extracomment>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="145"/>
        <source>%1 (Alltaker)</source>
        <extracomment>R-MAJ-3: the Alltaker&apos;s holder won this tied majority; %1 their name.</extracomment>
        <translation>%1 (Alltaker)</translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="154"/>
        <source>tie</source>
        <extracomment>A majority that is tied (R-MAJ-1): nobody gets it unless the Alltaker breaks the tie.</extracomment>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <location filename="../app/mourners/majoritymodel.cpp" line="174"/>
        <source>%1 → %2</source>
        <extracomment>%1 the counts, e.g. &quot;Ada 3 · Bo 2&quot;; %2 the result, a name or &quot;tie&quot;.</extracomment>
        <translation>%1 → %2</translation>
    </message>
</context>
<context>
    <name>MajorityPanel</name>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="63"/>
        <source>Majorities</source>
        <translation>Mehrheiten</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="173"/>
        <source>Malavestros</source>
        <translation>Malavestros</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MajorityPanel.qml" line="173"/>
        <source>tie</source>
        <translation>Gleichstand</translation>
    </message>
</context>
<context>
    <name>MansterBattle</name>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="157"/>
        <source>slab A</source>
        <extracomment>The first of a player&apos;s two slabs (play areas for a stack).</extracomment>
        <translation>Platte A</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="157"/>
        <source>slab B</source>
        <translation>Platte B</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="163"/>
        <source>meat</source>
        <translation>Fleisch</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="164"/>
        <source>bone</source>
        <translation>Knochen</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="165"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="431"/>
        <source>spirit</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="166"/>
        <source>manster</source>
        <translation>Manster</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="189"/>
        <source>Player %1</source>
        <extracomment>A player of the battle whose name was left empty.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="197"/>
        <source>A battle needs %1 to %2 players.</source>
        <translation>Für einen Kampf braucht es %1 bis %2 Personen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="199"/>
        <source>Choose who plays first.</source>
        <translation>Bitte wählen, wer beginnt.</translation>
    </message>
    <message>
        <source>Two players are called %1: give each player a different name.</source>
        <translation type="vanished">Zwei Personen heißen %1: Bitte allen verschiedene Namen geben.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="225"/>
        <source>Start a battle first.</source>
        <translation>Bitte zuerst einen Kampf beginnen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="242"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="529"/>
        <source>Choose meat, bone, spirit or manster.</source>
        <translation>Bitte Fleisch, Knochen, Geist oder Manster wählen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="320"/>
        <source>%1&apos;s full stack blocks %2 damage and is defeated (health %3).</source>
        <extracomment>MAN-ATK-1/2: %1 defender, %2 damage, %3 the stack&apos;s health.</extracomment>
        <translation>Der vollständige Turm von %1 blockt %2 Schaden und ist besiegt (Leben %3).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="322"/>
        <source>%1&apos;s full stack blocks %2 damage: %3 of %4 health taken.</source>
        <translation>Der vollständige Turm von %1 blockt %2 Schaden: %3 von %4 Leben verloren.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="326"/>
        <source>%1 has no full active stack and takes %2 directly: %3 of %4, out of the battle.</source>
        <translation>%1 hat keinen vollständigen aktiven Turm und erleidet %2 direkt: %3 von %4, aus dem Kampf ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="328"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="663"/>
        <source>%1 has no full active stack and takes %2 directly: %3 of %4.</source>
        <translation>%1 hat keinen vollständigen aktiven Turm und erleidet %2 direkt: %3 von %4.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="339"/>
        <source>The last step was taken back.</source>
        <extracomment>After undo.</extracomment>
        <translation>Der letzte Schritt wurde zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="391"/>
        <source>%1 is the last player standing and wins the battle.</source>
        <extracomment>MAN-END-1.</extracomment>
        <translation>%1 ist die letzte verbliebene Person und gewinnt den Kampf.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="395"/>
        <source>Opening stacks: everyone plays up to %1 cards onto their slabs. Then end the opening: %2 plays first.</source>
        <extracomment>Setup before the first turn; %1 the number of cards (3), %2 who plays first.</extracomment>
        <translation>Start-Türme: Alle spielen bis zu %1 Karten auf ihre Platten. Dann den Auftakt beenden: %2 beginnt.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="399"/>
        <source>Turn %1: %2 is out of the battle; end the turn.</source>
        <translation>Zug %1: %2 ist aus dem Kampf ausgeschieden; den Zug beenden.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="402"/>
        <source>Turn %1, %2: the full stack on the active slab must attack an opponent before the turn ends.</source>
        <extracomment>MAN-ATK-1.</extracomment>
        <translation>Zug %1, %2: Der vollständige Turm auf der aktiven Platte muss vor Zugende einen Gegner angreifen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="405"/>
        <source>Turn %1, %2: the attack is done; end the turn.</source>
        <translation>Zug %1, %2: Der Angriff ist erledigt; den Zug beenden.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="407"/>
        <source>Turn %1, %2: draw, trade, play up to 3 cards or draw again, swap slabs if you like, then end the turn.</source>
        <extracomment>MAN-TURN-1: the steps of a turn.</extracomment>
        <translation>Zug %1, %2: ziehen, tauschen, bis zu 3 Karten spielen oder erneut ziehen, nach Wunsch Platten wechseln, Zug beenden.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="420"/>
        <source>Opening stack: %1 of %2 cards</source>
        <extracomment>MAN-TURN-1: %1 cards played, %2 the most (3).</extracomment>
        <translation>Start-Turm: %1 von %2 Karten</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="421"/>
        <source>%1 of %2 cards this turn</source>
        <translation>%1 von %2 Karten in diesem Zug</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="429"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="599"/>
        <source>meat %1</source>
        <translation>Fleisch %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="430"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="600"/>
        <source>bone %1</source>
        <translation>Knochen %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="432"/>
        <source>manster +%1/+%2</source>
        <translation>Manster +%1/+%2</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="469"/>
        <source>a manster card from the deck</source>
        <extracomment>A card turned face up into the graveyard from a deck (MAN-GRAVE-1), its numbers not entered.</extracomment>
        <translation>eine Manster-Karte vom Stapel</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="469"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="477"/>
        <source>a morgue card from the deck</source>
        <translation>eine Leichenhallen-Karte vom Stapel</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="471"/>
        <source>Meat: health %1</source>
        <translation>Fleisch: Leben %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="472"/>
        <source>Bone: damage %1</source>
        <translation>Knochen: Schaden %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="473"/>
        <source>Spirit</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="474"/>
        <source>Manster: health +%1, damage +%2</source>
        <translation>Manster: Leben +%1, Schaden +%2</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="491"/>
        <source>A meat card that leaves a full stack takes its health from the stack and deals it as damage too (counted twice, D-MAN-MEAT).</source>
        <extracomment>D-MAN-MEAT, the table&apos;s option.</extracomment>
        <translation>Eine Fleisch-Karte, die einen vollständigen Turm verlässt, nimmt ihm ihr Leben und fügt es ihm zusätzlich als Schaden zu (doppelt gezählt, D-MAN-MEAT).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="494"/>
        <source>A meat card that leaves a full stack takes its health from the stack: that is its damage, the damage taken stays (MAN-MEAT-1).</source>
        <extracomment>MAN-MEAT-1 as the rules read it.</extracomment>
        <translation>Eine Fleisch-Karte, die einen vollständigen Turm verlässt, nimmt ihm ihr Leben: Das ist ihr Schaden, der erlittene Schaden bleibt (MAN-MEAT-1).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="512"/>
        <source>There is no player %1.</source>
        <translation>Es gibt keinen Spieler %1.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="513"/>
        <source>There is no slab %1.</source>
        <translation>Es gibt keine Platte %1.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="516"/>
        <source>There is no card %1 in the graveyard (it has %2).</source>
        <translation>Der Friedhof hat keine Karte %1 (er hat %2).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="518"/>
        <source>There is no stack on %1&apos;s %2.</source>
        <translation>Auf %2 von %1 liegt kein Turm.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="519"/>
        <source>There is no card %1 in that stack (it has %2).</source>
        <translation>Dieser Turm hat keine Karte %1 (er hat %2).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="523"/>
        <source>The health of a %1 card is a whole number from %2 to %3, not %4.</source>
        <extracomment>%1 card kind, %2..%3 the range, %4 what was entered.</extracomment>
        <translation>Das Leben einer %1-Karte ist eine ganze Zahl von %2 bis %3, nicht %4.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="526"/>
        <source>The damage of a %1 card is a whole number from %2 to %3, not %4.</source>
        <translation>Der Schaden einer %1-Karte ist eine ganze Zahl von %2 bis %3, nicht %4.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="530"/>
        <source>Enter a whole number from %1 to %2, not %3.</source>
        <translation>Bitte eine ganze Zahl von %1 bis %2 eingeben, nicht %3.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="533"/>
        <source>%1&apos;s stack on %2 is full (meat, bone and spirit): only a manster card can join it now.</source>
        <extracomment>MAN-STACK-2.</extracomment>
        <translation>Der Turm von %1 auf %2 ist vollständig (Fleisch, Knochen und Geist): Jetzt kann nur noch eine Manster-Karte dazukommen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="536"/>
        <source>A manster joins only a full stack (at least one meat, one bone and one spirit). If this manster&apos;s card allows it, tick “The card allows this stack”.</source>
        <translation>Ein Manster kommt nur auf einen vollständigen Turm (mindestens ein Fleisch, ein Knochen und ein Geist). Erlaubt es die Karte dieses Mansters, „Die Karte erlaubt diesen Turm“ ankreuzen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="539"/>
        <source>It is %1&apos;s turn: only %1 can do that now.</source>
        <translation>%1 ist am Zug: Nur %1 kann das jetzt tun.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="540"/>
        <source>%1 has attacked this turn already.</source>
        <translation>%1 hat in diesem Zug schon angegriffen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="541"/>
        <source>Slabs are swapped before the attack, not after it.</source>
        <translation>Die Platten werden vor dem Angriff gewechselt, nicht danach.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="544"/>
        <source>%1 has no full stack on the active slab: nothing attacks.</source>
        <extracomment>MAN-ATK-1, MAN-SLAB-1.</extracomment>
        <translation>%1 hat keinen vollständigen Turm auf der aktiven Platte: Nichts greift an.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="545"/>
        <source>Choose an opponent to attack.</source>
        <translation>Bitte einen Gegner zum Angreifen wählen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="546"/>
        <location filename="../app/sheets/mansterbattle.cpp" line="547"/>
        <source>%1 is out of the battle.</source>
        <translation>%1 ist aus dem Kampf ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="550"/>
        <source>%1 has a full stack on the active slab and must attack before the turn ends.</source>
        <extracomment>MAN-ATK-1.</extracomment>
        <translation>%1 hat einen vollständigen Turm auf der aktiven Platte und muss vor Zugende angreifen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="554"/>
        <source>The battle is over: %1 won. Nothing changes it now; Undo takes back the last step.</source>
        <extracomment>MAN-END-1: after the end nothing changes the battle; Undo takes back the last step and reopens it.</extracomment>
        <translation>Der Kampf ist vorbei: %1 hat gewonnen. Nichts ändert ihn mehr; „Rückgängig“ nimmt den letzten Schritt zurück.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="569"/>
        <source>%1&apos;s opening is one stack, on %2: its cards go there.</source>
        <extracomment>Setup step 7: %1 player, %2 the slab that holds the opening stack.</extracomment>
        <translation>Der Auftakt von %1 ist ein einziger Turm, auf %2: Seine Karten kommen dorthin.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="626"/>
        <source>The meat that left takes its %1 health from %2&apos;s stack on %3, which has no health left: the stack is defeated.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health; no meat or manster health is left in the stack.</extracomment>
        <translation>Das entfernte Fleisch nimmt dem Turm von %2 auf %3 seine %1 Leben. Dem Turm bleibt kein Leben: Er ist besiegt.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="631"/>
        <source>The meat that left takes its %1 health from %2&apos;s stack on %3: with %4 damage taken and %5 health, the stack is defeated.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, %4 the damage taken, %5 the health the stack has left.</extracomment>
        <translation>Das entfernte Fleisch nimmt dem Turm von %2 auf %3 seine %1 Leben: Mit %4 Schaden bei %5 Leben ist der Turm besiegt.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="635"/>
        <source>The meat that left takes its %1 health from %2&apos;s stack on %3: health %4 now, %5 left.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, %4 the stack&apos;s health now, %5 what it has left after the damage taken.</extracomment>
        <translation>Das entfernte Fleisch nimmt dem Turm von %2 auf %3 seine %1 Leben: jetzt %4 Leben, noch %5 übrig.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="641"/>
        <source>The meat that left deals its %1 health as damage to %2&apos;s stack on %3, which has no health left: the stack is defeated.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, dealt as damage; the stack has no meat or manster health left.</extracomment>
        <translation>Das entfernte Fleisch fügt dem Turm von %2 auf %3 seine %1 Leben als Schaden zu. Dem Turm bleibt kein Leben: Er ist besiegt.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="646"/>
        <source>The meat that left deals its %1 health as damage to %2&apos;s stack on %3: with %4 damage taken and only %5 health left, the stack is defeated.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, %4 the damage taken now, %5 the health the stack has left.</extracomment>
        <translation>Das entfernte Fleisch fügt dem Turm von %2 auf %3 seine %1 Leben als Schaden zu: Mit %4 Schaden bei nur noch %5 Leben ist der Turm besiegt.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="650"/>
        <source>The meat that left deals its %1 health as damage to %2&apos;s stack on %3: now %4 damage taken of its %5 health.</source>
        <extracomment>MAN-MEAT-1: %1 the meat&apos;s health, %4 the damage taken now, %5 the stack&apos;s health without that meat.</extracomment>
        <translation>Das entfernte Fleisch fügt dem Turm von %2 auf %3 seine %1 Leben als Schaden zu: jetzt %4 Schaden bei %5 Leben.</translation>
    </message>
    <message>
        <source>The battle is over: %1 won. Undo to change it, or correct a player&apos;s direct damage.</source>
        <translation type="vanished">Der Kampf ist vorbei: %1 hat gewonnen. Zum Ändern rückgängig machen oder den direkten Schaden einer Person korrigieren.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="559"/>
        <source>%1 has played %2 cards into the opening stack already.</source>
        <extracomment>MAN-TURN-1 at setup: %1 player, %2 the most (3).</extracomment>
        <translation>%1 hat schon %2 Karten in den Start-Turm gespielt.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="561"/>
        <source>%1 has played %2 cards this turn: no more this turn. A card someone else plays “at any time” does not count: tick that box.</source>
        <extracomment>MAN-TURN-1: %1 the turn&apos;s player, %2 the most (3).</extracomment>
        <translation>%1 hat in diesem Zug schon %2 Karten gespielt: In diesem Zug keine mehr. Eine Karte, die jemand anderes „jederzeit“ spielt, zählt nicht: dieses Kästchen ankreuzen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="566"/>
        <source>No swap and no attack during the opening stacks: end the opening first.</source>
        <translation>Während der Start-Türme kein Wechseln und kein Angriff: zuerst den Auftakt beenden.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="601"/>
        <source>a spirit card</source>
        <translation>eine Geist-Karte</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="602"/>
        <source>a manster (+%1 health, +%2 damage)</source>
        <translation>ein Manster (+%1 Leben, +%2 Schaden)</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="610"/>
        <source>%1: %2 on %3 (health %4, damage %5).</source>
        <extracomment>%1 player, %2 the card, %3 the slab, %4 health, %5 damage.</extracomment>
        <translation>%1: %2 auf %3 (Leben %4, Schaden %5).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="612"/>
        <source>The stack is full.</source>
        <translation>Der Turm ist vollständig.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="617"/>
        <source>%1: %2 leaves the stack on %3 for the graveyard (health %4, damage %5).</source>
        <extracomment>The card goes to the bottom of the graveyard.</extracomment>
        <translation>%1: %2 verlässt den Turm auf %3 und kommt auf den Friedhof (Leben %4, Schaden %5).</translation>
    </message>
    <message>
        <source>%1: %2 leaves the stack on %3 (health %4, damage %5).</source>
        <translation type="vanished">%1: %2 verlässt den Turm auf %3 (Leben %4, Schaden %5).</translation>
    </message>
    <message>
        <source>The meat that left deals %1 damage to %2&apos;s stack on %3: %4 of %5 health taken.</source>
        <extracomment>MAN-MEAT-1.</extracomment>
        <translation type="vanished">Das entfernte Fleisch fügt dem Turm von %2 auf %3 %1 Schaden zu: %4 von %5 Leben verloren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/mansterbattle.cpp" line="654"/>
        <source>%1&apos;s stack on %2 goes to the graveyard (%n card(s)).</source>
        <translation>
            <numerusform>Der Turm von %1 auf %2 kommt auf den Friedhof (%n Karte).</numerusform>
            <numerusform>Der Turm von %1 auf %2 kommt auf den Friedhof (%n Karten).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="655"/>
        <source>%1 swaps slabs: %2 is active now.</source>
        <translation>%1 wechselt die Platten: %2 ist jetzt aktiv.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="656"/>
        <source>%1 attacks %2 with %3 damage.</source>
        <translation>%1 greift %2 mit %3 Schaden an.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="660"/>
        <source>%1&apos;s full stack on %2 blocks the %3 damage (health %4).</source>
        <extracomment>MAN-ATK-2 follows: the stack is defeated.</extracomment>
        <translation>Der vollständige Turm von %1 auf %2 blockt die %3 Schaden (Leben %4).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="661"/>
        <source>%1&apos;s full stack on %2 blocks: %3 of %4 health taken.</source>
        <translation>Der vollständige Turm von %1 auf %2 blockt: %3 von %4 Leben verloren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/mansterbattle.cpp" line="667"/>
        <source>%1&apos;s stack on %2 is defeated: its %n card(s) go to the bottom of the graveyard as they are.</source>
        <extracomment>MAN-ATK-2.</extracomment>
        <translation>
            <numerusform>Der Turm von %1 auf %2 ist besiegt: Seine %n Karte kommt unverändert ganz unten in den Friedhof.</numerusform>
            <numerusform>Der Turm von %1 auf %2 ist besiegt: Seine %n Karten kommen unverändert ganz unten in den Friedhof.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="671"/>
        <source>%1 has taken %2 direct damage and is out of the battle.</source>
        <translation>%1 hat %2 direkten Schaden erlitten und ist aus dem Kampf ausgeschieden.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="672"/>
        <source>%1 is back in the battle.</source>
        <translation>%1 ist wieder im Kampf.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="673"/>
        <source>%1 is the last player standing and wins!</source>
        <translation>%1 ist die letzte verbliebene Person und gewinnt!</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="674"/>
        <source>Turn %1: %2&apos;s turn.</source>
        <translation>Zug %1: %2 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="676"/>
        <source>Correction: %1&apos;s direct damage %2 → %3.</source>
        <translation>Korrektur: direkter Schaden von %1 %2 → %3.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="678"/>
        <source>Correction: damage taken by %1&apos;s stack on %2 %3 → %4.</source>
        <translation>Korrektur: erlittener Schaden des Turms von %1 auf %2 %3 → %4.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="681"/>
        <source>%1 discards %2 to the bottom of the graveyard (%3 cards).</source>
        <extracomment>%1 player, %2 the card, %3 cards in the graveyard now.</extracomment>
        <translation>%1 wirft %2 ganz unten in den Friedhof ab (%3 Karten).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="684"/>
        <source>%1 draws the top card of the graveyard: %2.</source>
        <translation>%1 zieht die oberste Karte des Friedhofs: %2.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="686"/>
        <source>%1 takes %2 from the graveyard (card %3 from the top).</source>
        <extracomment>A scavenge: %2 the card, %3 its place from the top.</extracomment>
        <translation>%1 nimmt %2 aus dem Friedhof (Karte %3 von oben).</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="689"/>
        <source>The graveyard is empty: turn 4 morgue cards and 1 manster card face up into it, the manster at the bottom.</source>
        <extracomment>MAN-GRAVE-1.</extracomment>
        <translation>Der Friedhof ist leer: 4 Leichenhallen-Karten und 1 Manster-Karte offen hineinlegen, den Manster ganz unten.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="691"/>
        <source>The opening stacks are done. Turn 1: %1&apos;s turn.</source>
        <translation>Die Start-Türme sind fertig. Zug 1: %1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="715"/>
        <source>Battle of %1. After the opening stacks (up to 3 cards each), %2 plays first.</source>
        <extracomment>The first line of a battle&apos;s log: %1 the players, %2 who plays first.</extracomment>
        <translation>Kampf: %1. Nach den Start-Türmen (je bis zu 3 Karten) beginnt %2.</translation>
    </message>
    <message>
        <source>The battle could not be autosaved: %1</source>
        <translation type="vanished">Der Kampf konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The autosaved battle %1 cannot be read: %2</source>
        <translation type="vanished">Der automatisch gespeicherte Kampf %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>The autosaved battle %1 cannot be read (%2: %3 %4); it is kept as it is.</source>
        <extracomment>%1 file, %2 where in the file, %3 what is wrong (a key of the format).</extracomment>
        <translation type="vanished">Der automatisch gespeicherte Kampf %1 lässt sich nicht lesen (%2: %3 %4); die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterautosave.cpp" line="92"/>
        <source>%1 · turn %2, %3&apos;s turn</source>
        <extracomment>%1 the players, %2 the turn number, %3 whose turn.</extracomment>
        <translation>%1 · Zug %2, %3 ist am Zug</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterautosave.cpp" line="96"/>
        <source>turn %1, %2&apos;s turn</source>
        <extracomment>An unfinished battle in the list: %1 the turn number, %2 whose turn.</extracomment>
        <translation>Zug %1, %2 ist am Zug</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterautosave.cpp" line="62"/>
        <source>The autosaved battle %1 cannot be read (%2); it is kept as it is.</source>
        <extracomment>%1 file, %2 where in the file and what is wrong (a key of the format).</extracomment>
        <translation>Der automatisch gespeicherte Kampf %1 kann nicht gelesen werden (%2); er bleibt, wie er ist.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="742"/>
        <source>There is no battle to continue.</source>
        <translation>Es gibt keinen Kampf zum Fortsetzen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="763"/>
        <source>The battle goes on where it was left.</source>
        <translation>Der Kampf geht dort weiter, wo er unterbrochen wurde.</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="819"/>
        <source>The battle is over but could not be kept in the history: %1</source>
        <translation>Der Kampf ist vorbei, konnte aber nicht in den Verlauf aufgenommen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/mansterbattle.cpp" line="821"/>
        <source>Kept in the history.</source>
        <translation>In den Verlauf aufgenommen.</translation>
    </message>
</context>
<context>
    <name>MansterHome</name>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="21"/>
        <source>New battle</source>
        <translation>Neuer Kampf</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="22"/>
        <source>2 to 6 players: stacks, attacks, direct damage</source>
        <translation>2 bis 6 Personen: Türme, Angriffe, direkter Schaden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="31"/>
        <source>Continue battle</source>
        <translation>Kampf fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="32"/>
        <source>No unfinished battle</source>
        <translation>Kein unterbrochener Kampf</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="44"/>
        <source>Unfinished battles</source>
        <translation>Unterbrochene Kämpfe</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/sheets/MansterHome.qml" line="47"/>
        <source>%n battle(s) kept: continue or delete</source>
        <extracomment>The unfinished battles kept (each in its own file): how many, and what the tile offers.</extracomment>
        <translation>
            <numerusform>%n Kampf gespeichert: fortsetzen oder löschen</numerusform>
            <numerusform>%n Kämpfe gespeichert: fortsetzen oder löschen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="49"/>
        <source>Reading the kept battles…</source>
        <extracomment>The kept unfinished battles are being read (shortly after start).</extracomment>
        <translation>Die gespeicherten Kämpfe werden gelesen…</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterHome.qml" line="51"/>
        <source>None kept</source>
        <extracomment>The unfinished battles kept (each in its own file).</extracomment>
        <translation>Keine gespeichert</translation>
    </message>
</context>
<context>
    <name>MansterPage</name>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="120"/>
        <source>Manster duel: battle tracker</source>
        <translation>Manster-Duell: Kampfbegleiter</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="149"/>
        <source>Who is in the battle?</source>
        <translation>Wer kämpft mit?</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="156"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="171"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="188"/>
        <location filename="../qml/sheets/MansterPage.qml" line="222"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="196"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="203"/>
        <source>Plays first after the opening stacks</source>
        <translation>Beginnt nach den Start-Türmen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="226"/>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="232"/>
        <source>The player whose manster had the most health when drawn for the first player</source>
        <translation>Die Person, deren Manster beim Ziehen um den Beginn das meiste Leben hatte</translation>
    </message>
    <message>
        <source>Everyone builds an opening stack of up to 3 cards first: enter those cards on the players&apos; slabs, then play turns.</source>
        <translation type="vanished">Zuerst baut jede Person einen Start-Turm aus bis zu 3 Karten: diese Karten auf den Platten der Personen eintragen, dann Züge spielen.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="237"/>
        <source>Everyone builds an opening stack of up to 3 cards first: enter those cards on the players&apos; slabs, then end the opening and play turns.</source>
        <translation>Zuerst baut jede Person einen Start-Turm aus bis zu 3 Karten: diese Karten auf den Platten der Personen eintragen, dann den Auftakt beenden und Züge spielen.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="248"/>
        <source>A meat card removed from a full stack counts twice: its health leaves the stack and is dealt to it as damage too</source>
        <extracomment>D-MAN-MEAT, a table&apos;s option for the battle.</extracomment>
        <translation>Eine Fleisch-Karte, die einen vollständigen Turm verlässt, zählt doppelt: Ihr Leben verlässt den Turm und trifft ihn zusätzlich als Schaden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="265"/>
        <source>The rulebook: “that stack takes damage equivalent to the health on that meat card”. Unticked, the health leaving the stack is that damage (counted once).</source>
        <extracomment>The rulebook&apos;s sentence (MAN-MEAT-1) and the default reading.</extracomment>
        <translation>Die Spielregel: „dieser Turm erleidet Schaden in Höhe des Lebens auf dieser Fleisch-Karte“. Ohne Haken ist das Leben, das den Turm verlässt, dieser Schaden (einfach gezählt).</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="273"/>
        <source>Start the battle</source>
        <translation>Kampf beginnen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="317"/>
        <source>New battle</source>
        <translation>Neuer Kampf</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="326"/>
        <source>Swap slabs</source>
        <translation>Platten wechseln</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="337"/>
        <source>The turn&apos;s player makes the other slab the active one (before the attack)</source>
        <translation>Die Person am Zug macht die andere Platte zur aktiven (vor dem Angriff)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="341"/>
        <source>Attack…</source>
        <translation>Angreifen…</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="352"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="352"/>
        <source>End the opening</source>
        <extracomment>During the opening stacks the same button begins turn 1 (MAN-TURN-1).</extracomment>
        <translation>Auftakt beenden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="360"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="369"/>
        <source>Take back the last step (Ctrl+Z)</source>
        <translation>Letzten Schritt zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="115"/>
        <location filename="../qml/sheets/MansterPage.qml" line="373"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="416"/>
        <source>winner</source>
        <extracomment>After a player&apos;s name in the battle tracker: they won the battle.</extracomment>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation type="vanished">Platz %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="418"/>
        <source>out</source>
        <extracomment>After a player&apos;s name in the battle tracker: they are out of the battle.</extracomment>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="438"/>
        <source>Direct damage</source>
        <translation>Direkter Schaden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="447"/>
        <source>of %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="461"/>
        <source>%1: direct damage taken (10 eliminates)</source>
        <translation>%1: erlittener direkter Schaden (bei 10 ausgeschieden)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="470"/>
        <source>Direct damage %1 has taken; 10 eliminates. Correct it here for card effects.</source>
        <translation>Direkter Schaden, den %1 erlitten hat; bei 10 ausgeschieden. Hier für Karteneffekte korrigieren.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="551"/>
        <source>active</source>
        <extracomment>Badge of the slab that attacks and takes damage now (an adjective).</extracomment>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="562"/>
        <source>The active slab attacks and can be attacked; the other is safe</source>
        <translation>Die aktive Platte greift an und kann angegriffen werden; die andere ist sicher</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="577"/>
        <source>+ Card</source>
        <translation>+ Karte</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="582"/>
        <source>Add a card to %1&apos;s %2</source>
        <translation>Eine Karte auf %2 von %1 legen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="596"/>
        <source>Cards…</source>
        <translation>Karten…</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="600"/>
        <source>The cards of %1&apos;s %2</source>
        <translation>Die Karten auf %2 von %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="611"/>
        <source>Health %1 · Damage %2</source>
        <translation>Leben %1 · Schaden %2</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="616"/>
        <source>Health: the sum of the meat cards (and mansters&apos; health). Damage per attack: the sum of the bone cards (and mansters&apos; damage).</source>
        <translation>Leben: die Summe der Fleisch-Karten (und des Lebens der Manster). Schaden je Angriff: die Summe der Knochen-Karten (und des Schadens der Manster).</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="622"/>
        <source>full</source>
        <extracomment>Badge of a slab that holds as many cards as it may (an adjective).</extracomment>
        <translation>voll</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="633"/>
        <source>A full stack (meat, bone and spirit) takes only mansters, blocks attacks on the active slab and must attack from it</source>
        <translation>Ein vollständiger Turm (Fleisch, Knochen und Geist) nimmt nur noch Manster auf, blockt Angriffe auf der aktiven Platte und muss von dort angreifen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="643"/>
        <source>Damage taken</source>
        <extracomment>Caption on a slab: the damage its stack has taken so far.</extracomment>
        <translation>Erlitten</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="655"/>
        <source>%1&apos;s %2: damage taken</source>
        <translation>%2 von %1: erlittener Schaden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="664"/>
        <source>Damage this stack has taken; it is defeated when this reaches its health</source>
        <translation>Schaden, den dieser Turm erlitten hat; erreicht er sein Leben, ist der Turm besiegt</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="669"/>
        <source>%1 left</source>
        <extracomment>On a slab: the health its stack has left; %1 a number.</extracomment>
        <translation>noch %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="680"/>
        <source>The opening stack is on %1</source>
        <extracomment>Setup step 7: %1 the other slab, which holds the player&apos;s opening stack.</extracomment>
        <translation>Der Start-Turm liegt auf %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="681"/>
        <source>No stack</source>
        <translation>Kein Turm</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="711"/>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/sheets/MansterPage.qml" line="724"/>
        <source>%n card(s) in the graveyard</source>
        <translation>
            <numerusform>%n Karte im Friedhof</numerusform>
            <numerusform>%n Karten im Friedhof</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="729"/>
        <source>cards · top: %1</source>
        <extracomment>Under the number of cards in the graveyard; then its top card.</extracomment>
        <translation>Karten · oben: %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="743"/>
        <source>Draw top</source>
        <extracomment>Button under the graveyard: the player on turn takes its top card (a verb).</extracomment>
        <translation>Oberste ziehen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="746"/>
        <source>%1 draws the top card of the graveyard</source>
        <translation>%1 zieht die oberste Karte des Friedhofs</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="758"/>
        <source>Discard…</source>
        <translation>Abwerfen…</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="761"/>
        <source>A card from a hand to the bottom of the graveyard</source>
        <translation>Eine Karte aus einer Hand ganz unten in den Friedhof</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="774"/>
        <source>All cards, scavenge…</source>
        <translation>Alle Karten, plündern…</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="777"/>
        <source>The graveyard&apos;s cards, top first; take one out</source>
        <translation>Die Karten des Friedhofs, oberste zuerst; eine herausnehmen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="787"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="883"/>
        <source>A card to the bottom of the graveyard</source>
        <translation>Eine Karte ganz unten in den Friedhof</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="885"/>
        <source>A card for %1&apos;s %2</source>
        <translation>Eine Karte für %2 von %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="909"/>
        <source>From the hand of</source>
        <translation>Aus der Hand von</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="922"/>
        <source>Whose card goes to the graveyard</source>
        <translation>Wessen Karte auf den Friedhof kommt</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="932"/>
        <location filename="../qml/sheets/MansterPage.qml" line="1006"/>
        <source>Meat</source>
        <translation>Fleisch</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="952"/>
        <source>Meat card, health %1</source>
        <extracomment>A button that adds (or discards) a meat card at once.</extracomment>
        <translation>Fleisch-Karte, Leben %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="976"/>
        <source>Bone card, damage %1</source>
        <extracomment>A button that adds (or discards) a bone card at once.</extracomment>
        <translation>Knochen-Karte, Schaden %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="989"/>
        <source>Spirit card</source>
        <extracomment>A button that adds (or discards) a spirit card at once.</extracomment>
        <translation>Geist-Karte</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="996"/>
        <source>Another number, or a manster:</source>
        <extracomment>Above the card form: for the numbers the buttons above do not have, and for mansters.</extracomment>
        <translation>Eine andere Zahl oder ein Manster:</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1009"/>
        <source>Meat card (health)</source>
        <translation>Fleisch-Karte (Leben)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1200"/>
        <source>Take a card away when a card effect removes it.</source>
        <translation>Eine Karte wegnehmen, wenn ein Karteneffekt sie entfernt.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="957"/>
        <location filename="../qml/sheets/MansterPage.qml" line="1013"/>
        <source>Bone</source>
        <translation>Knochen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="114"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="114"/>
        <source>Undo the last step</source>
        <translation>Letzten Schritt rückgängig machen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="115"/>
        <source>Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Strg+Umschalt+Z oder Strg+Y</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="116"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="116"/>
        <source>To the next or the previous button or field</source>
        <translation>Zur nächsten oder vorigen Schaltfläche oder zum nächsten oder vorigen Feld</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="117"/>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="117"/>
        <source>Press the button that has the ring; in a card&apos;s dialog, Enter adds the card</source>
        <translation>Die Schaltfläche mit dem Ring drücken; im Dialog einer Karte fügt Eingabe die Karte hinzu</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="118"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="118"/>
        <source>Close a dialog without a change</source>
        <translation>Einen Dialog ohne Änderung schließen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="416"/>
        <source>place %1</source>
        <comment>in the ranking</comment>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1016"/>
        <source>Bone card (damage)</source>
        <translation>Knochen-Karte (Schaden)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1020"/>
        <source>Spirit</source>
        <translation>Geist</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1023"/>
        <source>Spirit card (an effect)</source>
        <translation>Geist-Karte (ein Effekt)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1027"/>
        <source>Manster</source>
        <translation>Manster</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1030"/>
        <source>Manster card (health and damage)</source>
        <translation>Manster-Karte (Leben und Schaden)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1041"/>
        <source>Health it adds</source>
        <translation>Zusätzliches Leben</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1041"/>
        <source>Health</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1053"/>
        <source>Health printed on the card</source>
        <translation>Auf der Karte aufgedrucktes Leben</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1073"/>
        <source>Damage it adds</source>
        <translation>Zusätzlicher Schaden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1073"/>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1085"/>
        <source>Damage printed on the card</source>
        <translation>Auf der Karte aufgedruckter Schaden</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1108"/>
        <source>The card allows this stack</source>
        <translation>Die Karte erlaubt diesen Turm</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1119"/>
        <source>A few mansters may join a stack that is not full; tick this only when the card says so</source>
        <translation>Einige Manster dürfen auf einen unvollständigen Turm; nur ankreuzen, wenn die Karte es sagt</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1125"/>
        <source>Played “at any time” by another player: not counted</source>
        <translation>Von einer anderen Person „jederzeit“ gespielt: zählt nicht</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1136"/>
        <source>A turn&apos;s player plays up to 3 cards; a card another player plays at any time does not count</source>
        <translation>Die Person am Zug spielt bis zu 3 Karten; eine Karte, die eine andere Person jederzeit spielt, zählt nicht</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1142"/>
        <source>Played for its effect (one of this turn&apos;s 3 cards)</source>
        <translation>Für ihren Effekt gespielt (eine der 3 Karten dieses Zugs)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1151"/>
        <source>Spirit cards add no numbers; play their effect at the table and correct the numbers it changes.</source>
        <translation>Geist-Karten bringen keine Zahlen; ihren Effekt am Tisch ausführen und die Zahlen korrigieren, die er ändert.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1167"/>
        <source>Add the card</source>
        <translation>Karte hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1167"/>
        <source>Discard the card</source>
        <translation>Karte abwerfen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1190"/>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>Take a card away when a card effect removes it. A meat card that leaves a full stack deals its health to that stack.</source>
        <translation type="vanished">Eine Karte wegnehmen, wenn ein Karteneffekt sie entfernt. Eine Fleisch-Karte, die einen vollständigen Turm verlässt, fügt diesem Turm ihr Leben als Schaden zu.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1227"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1235"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1244"/>
        <source>The whole stack to the graveyard</source>
        <translation>Den ganzen Turm auf den Friedhof</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1269"/>
        <source>Graveyard, top first</source>
        <translation>Friedhof, oberste zuerst</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1279"/>
        <source>Taken by</source>
        <translation>Genommen von</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1292"/>
        <source>Who takes the card</source>
        <translation>Wer die Karte nimmt</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1319"/>
        <source>%1 (from %2)</source>
        <translation>%1 (von %2)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1326"/>
        <source>Take</source>
        <extracomment>Button beside a card in the graveyard: takes it (a verb).</extracomment>
        <translation>Nehmen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1329"/>
        <source>Take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1352"/>
        <source>%1 attacks…</source>
        <translation>%1 greift an…</translation>
    </message>
    <message>
        <location filename="../qml/sheets/MansterPage.qml" line="1386"/>
        <source>Attack %1</source>
        <translation>%1 angreifen</translation>
    </message>
</context>
<context>
    <name>MeterTrack</name>
    <message>
        <location filename="../qml/mourners/MeterTrack.qml" line="28"/>
        <source>%1: %2 of %3</source>
        <extracomment>Accessible name of a meter of the board: %1 its title, %2 the level, %3 the highest level.</extracomment>
        <translation>%1: %2 von %3</translation>
    </message>
</context>
<context>
    <name>MournersHome</name>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="47"/>
        <source>New table game</source>
        <translation>Neues Tischspiel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="48"/>
        <source>Follow a game played on the table</source>
        <translation>Eine Partie am Tisch begleiten</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="54"/>
        <source>New digital game</source>
        <translation>Neues Digitalspiel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="55"/>
        <source>Play on this laptop, with people and computer players</source>
        <translation>Auf diesem Laptop spielen, mit Menschen und Computerspielern</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="61"/>
        <source>Continue</source>
        <extracomment>Tile: continues the game played last (a verb).</extracomment>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="64"/>
        <source>No unfinished game</source>
        <extracomment>The Continue tile: the unfinished game it opens, or why there is none.</extracomment>
        <translation>Keine unvollendete Partie</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="70"/>
        <source>Score calculator</source>
        <translation>Punkterechner</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="71"/>
        <source>Rank the players at the end of a game</source>
        <translation>Die Rangfolge am Ende einer Partie ermitteln</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="76"/>
        <source>Card editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="77"/>
        <source>Enter or correct the cards of your box</source>
        <translation>Die Karten der eigenen Schachtel eingeben oder korrigieren</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="82"/>
        <source>Unfinished games</source>
        <translation>Unvollendete Partien</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/MournersHome.qml" line="85"/>
        <source>%n game(s) kept: continue or delete</source>
        <extracomment>The unfinished games kept (each in its own file): how many, and what the tile offers.</extracomment>
        <translation>
            <numerusform>%n Partie gespeichert: fortsetzen oder löschen</numerusform>
            <numerusform>%n Partien gespeichert: fortsetzen oder löschen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="89"/>
        <source>None kept</source>
        <extracomment>The unfinished games kept (each in its own file).</extracomment>
        <translation>Keine gespeichert</translation>
    </message>
    <message>
        <source>1 game kept: continue or delete</source>
        <translation type="vanished">1 Partie gespeichert: fortsetzen oder löschen</translation>
    </message>
    <message>
        <source>%1 games kept: continue or delete</source>
        <translation type="vanished">%1 Partien gespeichert: fortsetzen oder löschen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersHome.qml" line="87"/>
        <source>Reading the kept games…</source>
        <extracomment>The kept unfinished games are being read (shortly after start).</extracomment>
        <translation>Die aufbewahrten Partien werden gelesen …</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>Closes the list of unfinished games (a verb).</extracomment>
        <translation type="vanished">Schließen</translation>
    </message>
    <message>
        <source>Each game is saved after every step in a file of its own; a finished game is in the history.</source>
        <translation type="vanished">Jede Partie wird nach jedem Schritt in einer eigenen Datei gespeichert; eine beendete Partie steht im Verlauf.</translation>
    </message>
    <message>
        <source>%1 · round %2 · %3 · last played %4</source>
        <extracomment>%1 &quot;Table game&quot; or &quot;Digital game&quot;, %2 the round, %3 the phase, %4 date and time.</extracomment>
        <translation type="vanished">%1 · Runde %2 · %3 · zuletzt gespielt %4</translation>
    </message>
    <message>
        <source>Table game</source>
        <translation type="vanished">Tischspiel</translation>
    </message>
    <message>
        <source>Digital game</source>
        <translation type="vanished">Digitalspiel</translation>
    </message>
    <message>
        <source>This file cannot be read: %1. It is left as it is.</source>
        <extracomment>%1 the reason from the save file reader.</extracomment>
        <translation type="vanished">Diese Datei lässt sich nicht lesen: %1. Sie bleibt unverändert.</translation>
    </message>
    <message>
        <source>Continue the game of %1</source>
        <translation type="vanished">Die Partie von %1 fortsetzen</translation>
    </message>
    <message>
        <source>Delete…</source>
        <extracomment>Button beside an unfinished game: asks before deleting it.</extracomment>
        <translation type="vanished">Löschen…</translation>
    </message>
    <message>
        <source>Delete the game of %1</source>
        <extracomment>%1 the players of the unfinished game.</extracomment>
        <translation type="vanished">Partie von %1 löschen</translation>
    </message>
    <message>
        <source>Delete this unfinished game?</source>
        <translation type="vanished">Diese unvollendete Partie löschen?</translation>
    </message>
    <message>
        <source>The game of %1 (round %2) and its file are deleted. This cannot be undone.</source>
        <extracomment>%1 the players, %2 the round.</extracomment>
        <translation type="vanished">Die Partie von %1 (Runde %2) und ihre Datei werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>%1 is deleted. This cannot be undone.</source>
        <translation type="vanished">%1 wird gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>Confirms deleting the unfinished game (a verb).</extracomment>
        <translation type="vanished">Löschen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <extracomment>Answer to the question whether to delete the unfinished game: do not delete it.</extracomment>
        <translation type="vanished">Behalten</translation>
    </message>
</context>
<context>
    <name>MournersProblems</name>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="37"/>
        <source>&apos;%1&apos;</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="45"/>
        <source>Bone</source>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="46"/>
        <source>Flesh</source>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="47"/>
        <source>Spirit</source>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="63"/>
        <source>destroyed</source>
        <extracomment>Crowding roll outcome: the figure is destroyed.</extracomment>
        <translation>vernichtet</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="66"/>
        <source>to the Crypt</source>
        <extracomment>Crowding roll outcome: the figure goes back to its owner&apos;s Crypt.</extracomment>
        <translation>in die Gruft</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="69"/>
        <source>stays</source>
        <extracomment>Crowding roll outcome: the figure stays where it is.</extracomment>
        <translation>bleibt</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="77"/>
        <source>must be Bone, Flesh or Spirit</source>
        <translation>muss Bone, Flesh oder Spirit sein</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="78"/>
        <source>must be Bone, Flesh or Spirit, not %1</source>
        <translation>muss Bone, Flesh oder Spirit sein, nicht %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="80"/>
        <source>must name one of the six guilds</source>
        <translation>muss eine der sechs Gilden nennen</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="81"/>
        <source>%1 is not one of the six guilds</source>
        <translation>%1 ist keine der sechs Gilden</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="84"/>
        <source>%1 is not an outcome of the crowding roll (destroyed, to the Crypt or stays)</source>
        <extracomment>%1 the word found; the three outcomes of the crowding roll follow.</extracomment>
        <translation>%1 ist kein Ergebnis des Gedrängewurfs (vernichtet, in die Gruft oder bleibt)</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="86"/>
        <source>must be a phase of the round: Distribution, Wallows, Draft, Actions, Dreadsgrip, Tithe, Resolve or Clean-up</source>
        <translation>muss eine Phase der Runde sein: Etherea-Verteilung, Wallows, Hof-Draft, Aktionen, Dreadsgrip, Tribut, Auswertung oder Aufräumen</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="88"/>
        <source>must not be negative for this kind of effect</source>
        <translation>darf bei dieser Art von Effekt nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="92"/>
        <source>a card it does not name</source>
        <translation>eine Karte, die sie nicht nennt</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="93"/>
        <source>no card or nobody</source>
        <translation>keine Karte bzw. niemand</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="94"/>
        <source>a player&apos;s Crypt</source>
        <translation>die Gruft einer Person</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="95"/>
        <source>a player</source>
        <translation>eine Person</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="96"/>
        <source>a faction</source>
        <translation>eine Fraktion</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="97"/>
        <source>a guild</source>
        <translation>eine Gilde</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="100"/>
        <source>%1 cannot be a card id: the steps of a save read it as %2</source>
        <extracomment>%1 the id, %2 what the steps of a save would read it as.</extracomment>
        <translation>%1 kann keine Karten-ID sein: Die Schritte eines Spielstands lesen sie als %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="103"/>
        <source>must be the %1</source>
        <translation>muss %1 sein</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="105"/>
        <source>lists the %1 a second time</source>
        <translation>führt %1 ein zweites Mal auf</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="108"/>
        <source>needs at least %1 %2 motives</source>
        <extracomment>%1 how many, %2 a faction.</extracomment>
        <translation>braucht mindestens %1 %2-Motive</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="111"/>
        <source>with %1 players more Court cards are dealt than the deck holds (%2)</source>
        <extracomment>%1 players, %2 the Court cards of the deck.</extracomment>
        <translation>bei %1 Spielern werden mehr Hofkarten ausgeteilt, als der Stapel enthält (%2)</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="113"/>
        <source>only a Mourner whose ability starts by itself has a phase that starts it</source>
        <translation>nur ein Mourner, dessen Fähigkeit von selbst beginnt, hat eine Phase, die sie auslöst</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="117"/>
        <source>revision %1 (the first reading of the rules) is only read inside a game saved by an older version of the program; a ruleset file must name revision %2</source>
        <extracomment>%1 the revision the file names (1), %2 the one a ruleset file may name (2). The first reading of the rules is kept only so that games saved with it replay.</extracomment>
        <translation>Revision %1 (die erste Lesart der Regeln) wird nur in einer Partie gelesen, die eine ältere Version des Programms gespeichert hat; eine Regelwerk-Datei muss Revision %2 nennen</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="122"/>
        <source>The file is not a Mourners Call save.</source>
        <translation>Die Datei ist kein Mourners-Call-Spielstand.</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="124"/>
        <source>The file is not a Mourners Call ruleset.</source>
        <translation>Die Datei ist kein Mourners-Call-Regelwerk.</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="143"/>
        <source>The game&apos;s rules</source>
        <translation>Die Regeln der Partie</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="145"/>
        <source>The game&apos;s rules, %1</source>
        <extracomment>%1 a field of the rules kept in a save.</extracomment>
        <translation>Die Regeln der Partie, %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="150"/>
        <source>Player %1, %2</source>
        <translation>Spieler %1, %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="150"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="151"/>
        <source>The players</source>
        <translation>Die Spieler</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="155"/>
        <source>The ruleset&apos;s id</source>
        <translation>Die ID des Regelwerks</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="157"/>
        <source>The ruleset&apos;s name</source>
        <translation>Der Name des Regelwerks</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="159"/>
        <source>Unity supply for %1 players</source>
        <translation>Einheit-Vorrat bei %1 Spielern</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="159"/>
        <source>Unity supply</source>
        <translation>Einheit-Vorrat</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="161"/>
        <source>Etherea at the start</source>
        <translation>Etherea zu Beginn</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="163"/>
        <source>Bases per player</source>
        <translation>Sockel pro Spieler</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="165"/>
        <source>Figures per guild</source>
        <translation>Figuren pro Gilde</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="167"/>
        <source>Cost of a guild figure</source>
        <translation>Kosten einer Gildenfigur</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="168"/>
        <source>Cost of a Mourner card</source>
        <translation>Kosten einer Mourner-Karte</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="168"/>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="170"/>
        <source>Influence lost at the top of the Suspicion track</source>
        <translation>Einflussverlust oben auf der Argwohn-Leiste</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="173"/>
        <source>Tithe at Suspicion %1</source>
        <extracomment>%1 a Suspicion value (0-12).</extracomment>
        <translation>Tribut bei Argwohn %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="173"/>
        <source>Tithe table</source>
        <translation>Tributtabelle</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="176"/>
        <source>Figure limit at Threat %1</source>
        <extracomment>%1 a Threat value (0-9).</extracomment>
        <translation>Figurenlimit bei Bedrohung %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="176"/>
        <source>Figure limit table</source>
        <translation>Figurenlimit-Tabelle</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="178"/>
        <source>Missed tithe: Suspicion rises by</source>
        <translation>Verfehlter Tribut: Argwohn steigt um</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="179"/>
        <source>Missed tithe: Threat rises by</source>
        <translation>Verfehlter Tribut: Bedrohung steigt um</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="179"/>
        <source>Missed tithe</source>
        <translation>Verfehlter Tribut</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="181"/>
        <source>Unity of the tithe</source>
        <translation>Einheit des Tributs</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="183"/>
        <source>The Dirth Forge empties at the tithe</source>
        <translation>Die Dirth Forge wird beim Tribut geleert</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="186"/>
        <source>Crowding roll, die %1</source>
        <extracomment>%1 a face of the die (1-6).</extracomment>
        <translation>Gedrängewurf, Würfel %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="186"/>
        <source>Crowding roll</source>
        <translation>Gedrängewurf</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="188"/>
        <source>Distribution piles</source>
        <translation>Verteilungsstapel</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="191"/>
        <source>Court cards dealt with %1 players</source>
        <translation>Ausgeteilte Hofkarten bei %1 Spielern</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="192"/>
        <source>Court draft with %1 players</source>
        <translation>Hof-Draft bei %1 Spielern</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="192"/>
        <source>Court draft</source>
        <translation>Hof-Draft</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="197"/>
        <source>Locations</source>
        <translation>Orte</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="199"/>
        <source>Faction of location %1</source>
        <translation>Fraktion von Ort %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="201"/>
        <source>Name of location %1</source>
        <translation>Name von Ort %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="203"/>
        <source>Number of location %1</source>
        <translation>Nummer von Ort %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="204"/>
        <source>Location %1</source>
        <translation>Ort %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="207"/>
        <source>Guild %1</source>
        <translation>Gilde %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="207"/>
        <source>Guilds</source>
        <translation>Gilden</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="210"/>
        <source>Guild order, place %1</source>
        <extracomment>%1 a place of the guild order (1-6).</extracomment>
        <translation>Gildenreihenfolge, Platz %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="210"/>
        <source>Guild order</source>
        <translation>Gildenreihenfolge</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="212"/>
        <source>Highest motive bonus</source>
        <translation>Höchster Motiv-Bonus</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="214"/>
        <source>Reading of the rules</source>
        <translation>Lesart der Regeln</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="217"/>
        <source>Court cards</source>
        <translation>Hofkarten</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="218"/>
        <source>Mourner cards</source>
        <translation>Mourner-Karten</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="219"/>
        <source>Wallows cards</source>
        <translation>Wallows-Karten</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="220"/>
        <source>Ulterior Motive cards</source>
        <translation>Ulterior-Motive-Karten</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="220"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="225"/>
        <source>Court card %1</source>
        <translation>Hofkarte %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="226"/>
        <source>Mourner card %1</source>
        <translation>Mourner-Karte %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="227"/>
        <source>Wallows card %1</source>
        <translation>Wallows-Karte %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="228"/>
        <source>Ulterior Motive card %1</source>
        <translation>Ulterior-Motive-Karte %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="231"/>
        <source>%1 (%2)</source>
        <extracomment>%1 a card&apos;s place (&quot;Mourner card 4&quot;), %2 its name.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="239"/>
        <source>effect %1</source>
        <translation>Effekt %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="242"/>
        <source>%1 %2</source>
        <extracomment>A numbered part of a card: %1 the part (&quot;effect&quot;, &quot;option&quot;), %2 its number.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="248"/>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="248"/>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="249"/>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="249"/>
        <source>faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="250"/>
        <source>guild</source>
        <translation>Gilde</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="250"/>
        <source>effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="251"/>
        <source>option</source>
        <translation>Option</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="251"/>
        <source>objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="252"/>
        <source>reward</source>
        <translation>Belohnung</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="252"/>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="253"/>
        <source>phase that starts it</source>
        <translation>auslösende Phase</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="253"/>
        <source>amount</source>
        <translation>Menge</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="254"/>
        <source>kind of effect</source>
        <translation>Art des Effekts</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="254"/>
        <source>condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="255"/>
        <source>what it counts</source>
        <translation>was es zählt</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="255"/>
        <source>number</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="256"/>
        <source>points per</source>
        <translation>Punkte je</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="256"/>
        <source>highest bonus</source>
        <translation>höchster Bonus</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="257"/>
        <source>location</source>
        <translation>Ort</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="257"/>
        <source>stand-in mark</source>
        <translation>Platzhalter-Markierung</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="258"/>
        <source>starting mark</source>
        <translation>Start-Markierung</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="258"/>
        <source>artifact mark</source>
        <translation>Artefakt-Markierung</translation>
    </message>
    <message>
        <location filename="../app/mourners/problemwords.cpp" line="263"/>
        <source>%1, %2</source>
        <extracomment>%1 a card, %2 the part of it (&quot;Mourner card 4 (Severamm), effect 2, amount&quot;).</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>MournersSettings</name>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="29"/>
        <source>Remembered players</source>
        <translation>Gemerkte Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="31"/>
        <source>A new game starts with the players of the last one.</source>
        <translation>Eine neue Partie beginnt mit den Spielern der letzten.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="34"/>
        <source>Table game</source>
        <translation>Tischspiel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="61"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="69"/>
        <location filename="../qml/mourners/MournersSettings.qml" line="96"/>
        <source>None yet.</source>
        <translation>Noch keine.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="73"/>
        <source>Digital game</source>
        <translation>Digitalspiel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="88"/>
        <source>%1 (%2)</source>
        <extracomment>A remembered seat of a digital game: %1 name, %2 who plays it.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="88"/>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="100"/>
        <source>Forget these players</source>
        <translation>Diese Spieler vergessen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="105"/>
        <source>The next game starts with empty names.</source>
        <translation>Die nächste Partie beginnt mit leeren Namen.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="107"/>
        <source>New games start with empty names again</source>
        <translation>Neue Partien beginnen wieder mit leeren Namen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="112"/>
        <source>Board numbers</source>
        <translation>Spielplan-Zahlen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="115"/>
        <source>The numbers of your printed board, as checked when you started a table game.</source>
        <extracomment>The board numbers are the D- values checked in the table game wizard.</extracomment>
        <translation>Die Zahlen des gedruckten Spielplans, wie beim Start eines Tischspiels geprüft.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="121"/>
        <source>They are the numbers of the standard rules.</source>
        <translation>Es sind die Zahlen der Standardregeln.</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/MournersSettings.qml" line="123"/>
        <source>%n value(s) differ from the standard rules:</source>
        <extracomment>%n how many values differ.</extracomment>
        <translation>
            <numerusform>%n Wert weicht von den Standardregeln ab:</numerusform>
            <numerusform>%n Werte weichen von den Standardregeln ab:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="144"/>
        <source>Kept: %1</source>
        <extracomment>%1 the kept value(s) of the board.</extracomment>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="151"/>
        <source>Rules: %1</source>
        <extracomment>%1 the value(s) of the standard rules.</extracomment>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="171"/>
        <source>Use the standard board</source>
        <translation>Standard-Spielplan verwenden</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="176"/>
        <source>The next table game starts with the standard board.</source>
        <translation>Das nächste Tischspiel beginnt mit dem Standard-Spielplan.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="178"/>
        <source>Puts back the numbers of the standard rules</source>
        <translation>Stellt die Zahlen der Standardregeln wieder her</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="183"/>
        <source>Kept in</source>
        <extracomment>Before the folder where a file is kept: &quot;Kept in /home/…&quot;.</extracomment>
        <translation>Gespeichert in</translation>
    </message>
    <message>
        <location filename="../qml/mourners/MournersSettings.qml" line="191"/>
        <source>Board file: %1</source>
        <translation>Spielplan-Datei: %1</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>Unknown card · %1</source>
        <extracomment>A starting Mourner the app need not know: only the guild of its figure. %1 guild.</extracomment>
        <translation type="vanished">Unbekannte Karte · %1</translation>
    </message>
    <message>
        <source>(stand-in)</source>
        <translation type="vanished">(Platzhalter)</translation>
    </message>
    <message>
        <source>Check the board settings: %1</source>
        <translation type="vanished">Spielplan-Einstellungen prüfen: %1</translation>
    </message>
    <message>
        <source>Printed cards the rulebook describes (others entered as corrections)</source>
        <translation type="vanished">Gedruckte Karten aus der Spielregel (andere als Korrekturen eingegeben)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="26"/>
        <source>Printed cards the rulebook describes (others entered as adjustments)</source>
        <translation>Gedruckte Karten aus der Spielregel (andere als Anpassungen eingegeben)</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/mourners/NewGameWizard.qml" line="92"/>
        <source>Check the board settings: %n value(s) are not valid yet (listed under the board).</source>
        <extracomment>%n how many values of the board settings are not valid.</extracomment>
        <translation>
            <numerusform>Die Spielplan-Einstellungen prüfen: %n Wert ist noch ungültig (unter dem Spielplan aufgeführt).</numerusform>
            <numerusform>Die Spielplan-Einstellungen prüfen: %n Werte sind noch ungültig (unter dem Spielplan aufgeführt).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="164"/>
        <source>Who is playing?</source>
        <translation>Wer spielt mit?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="170"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="187"/>
        <source>%1 players</source>
        <extracomment>%1 is 2, 3 or 4.</extracomment>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="193"/>
        <source>The oldest player takes the Alltaker and is first player in round 1. Each player declares the faction of the Ulterior Motive they kept and names the starting Mourner they drew, or says “unknown” and its guild.</source>
        <translation>Die älteste Person nimmt den Alltaker und beginnt Runde 1. Alle erklären die Fraktion ihres behaltenen Ulterior Motive und nennen ihren gezogenen Start-Mourner oder sagen „unbekannt“ und dessen Gilde.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="204"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="218"/>
        <source>Cards: %1</source>
        <extracomment>%1 the cards chosen for a table game.</extracomment>
        <translation>Karten: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="219"/>
        <source>Your own cards are made in the card editor.</source>
        <translation>Eigene Karten werden im Karteneditor erstellt.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="225"/>
        <source>Your own cards are entered once in the card editor. Cards marked (stand-in) are the app&apos;s originals, not printed cards.</source>
        <translation>Eigene Karten werden einmal im Karteneditor eingegeben. Als (Platzhalter) markierte Karten sind Originale der App, keine gedruckten Karten.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="265"/>
        <source>Colour of player %1</source>
        <extracomment>%1 seat number. The button changes the player&apos;s colour.</extracomment>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="277"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="286"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="290"/>
        <source>Oldest</source>
        <translation>Älteste</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="297"/>
        <source>Player %1 is the oldest</source>
        <translation>Spieler %1 ist die älteste Person</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="322"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="516"/>
        <source>Bone</source>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="322"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="517"/>
        <source>Flesh</source>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="322"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="518"/>
        <source>Spirit</source>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="333"/>
        <source>Player %1 declared %2</source>
        <extracomment>%1 seat number, %2 faction.</extracomment>
        <translation>Spieler %1 hat %2 erklärt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="344"/>
        <source>Starting Mourner of player %1: %2</source>
        <translation>Start-Mourner von Spieler %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="361"/>
        <source>Board settings</source>
        <translation>Spielplan-Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="368"/>
        <source>Check your board: these numbers are read from your printed board. Correct them once; they are kept for the next game.</source>
        <extracomment>Shown above the board&apos;s numbers: the printed board may differ from these defaults.</extracomment>
        <translation>Den eigenen Spielplan prüfen: Diese Zahlen stammen vom gedruckten Spielplan. Einmal korrigieren genügt; sie bleiben für die nächste Partie erhalten.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="399"/>
        <source>Cost of a guild figure (Etherea)</source>
        <translation>Kosten einer Gildenfigur (Etherea)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="400"/>
        <source>Cost of a guild figure</source>
        <translation>Kosten einer Gildenfigur</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="401"/>
        <source>Cost of a Mourner card (Etherea)</source>
        <translation>Kosten einer Mourner-Karte (Etherea)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="402"/>
        <source>Cost of a Mourner card</source>
        <translation>Kosten einer Mourner-Karte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="403"/>
        <location filename="../qml/mourners/NewGameWizard.qml" line="404"/>
        <source>Etherea at the start</source>
        <translation>Etherea zu Beginn</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="412"/>
        <source>Tithe by Suspicion 0–12</source>
        <extracomment>The tithe owed for each Suspicion value, typed as 13 numbers.</extracomment>
        <translation>Tribut nach Argwohn 0–12</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="414"/>
        <source>Missed tithe: Suspicion + / Threat +</source>
        <translation>Verfehlter Tribut: Argwohn + / Bedrohung +</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="420"/>
        <source>Figure limit by Threat 0–9</source>
        <extracomment>The figure limit per location for each Threat value, typed as 10 numbers.</extracomment>
        <translation>Figurenlimit nach Bedrohung 0–9</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="429"/>
        <source>Crowding roll: %1</source>
        <extracomment>%1 the faces and what they do, e.g. &quot;1–2 destroyed, 3–4 to the Crypt, 5–6 stays&quot;.</extracomment>
        <translation>Wurf bei Überfüllung: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="453"/>
        <source>%1 · %2</source>
        <extracomment>A face of the crowding roll die and what it does: %1 the face (1-6), %2 e.g. &quot;destroyed&quot;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="457"/>
        <source>Crowding roll, die %1: %2</source>
        <extracomment>%1 a face of the die (1-6), %2 what it does.</extracomment>
        <translation>Wurf bei Überfüllung, Würfel %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="464"/>
        <source>Guild order, as on the guild track</source>
        <translation>Gildenreihenfolge wie auf der Gildenleiste</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="490"/>
        <source>Guild order, place %1: %2</source>
        <extracomment>%1 a place of the guild order (1-6), %2 the guild there.</extracomment>
        <translation>Gildenreihenfolge, Platz %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="496"/>
        <source>Faction of each location</source>
        <translation>Fraktion jedes Ortes</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="533"/>
        <source>Not valid yet:
%1</source>
        <extracomment>%1 every problem, one sentence a line, e.g. &quot;Tithe at Suspicion 4: must be a whole number from 0 to 20.&quot;</extracomment>
        <translation>Noch ungültig:
%1</translation>
    </message>
    <message>
        <source>Guild figure cost (D-COST)</source>
        <translation type="vanished">Preis Figur (D-COST)</translation>
    </message>
    <message>
        <source>Guild figure cost</source>
        <translation type="vanished">Kosten Gildenfigur</translation>
    </message>
    <message>
        <source>Mourner cost (D-COST)</source>
        <translation type="vanished">Preis Mourner (D-COST)</translation>
    </message>
    <message>
        <source>Mourner cost</source>
        <translation type="vanished">Kosten Mourner</translation>
    </message>
    <message>
        <source>Start Etherea (R-SETUP-3)</source>
        <translation type="vanished">Start-Etherea (R-SETUP-3)</translation>
    </message>
    <message>
        <source>Start Etherea</source>
        <translation type="vanished">Start-Etherea</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="405"/>
        <source>Unity supply, 2 / 3 / 4 players</source>
        <translation>Einheit-Vorrat 2/3/4 Sp.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="407"/>
        <source>Unity supply for 2 players</source>
        <translation>Einheit-Vorrat für 2 Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="408"/>
        <source>Unity supply for 3 players</source>
        <translation>Einheit-Vorrat für 3 Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="409"/>
        <source>Unity supply for 4 players</source>
        <translation>Einheit-Vorrat für 4 Spieler</translation>
    </message>
    <message>
        <source>Tithe by suspicion 0–12 (D-TITHE)</source>
        <translation type="vanished">Tribut je Argwohn (D-TITHE)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="413"/>
        <source>Tithe table</source>
        <translation>Tributtabelle</translation>
    </message>
    <message>
        <source>Missed tithe: suspicion + / threat + (D-TITHE-MISS)</source>
        <translation type="vanished">Verfehlt: Argwohn+ / Bedrohung+ (D-TITHE-MISS)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="416"/>
        <source>Missed tithe raises suspicion by</source>
        <translation>Verfehlter Tribut erhöht Argwohn um</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="417"/>
        <source>Missed tithe raises threat by</source>
        <translation>Verfehlter Tribut erhöht Bedrohung um</translation>
    </message>
    <message>
        <source>Figure limit by threat 0–9 (D-THREAT-LIMIT)</source>
        <translation type="vanished">Limit je Bedrohung (D-THREAT-LIMIT)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="421"/>
        <source>Figure limit table</source>
        <translation>Figurenlimit-Tabelle</translation>
    </message>
    <message>
        <source>Crowd roll, die 1–6: destroy / crypt / stay (D-CROWD-ROLL)</source>
        <translation type="vanished">Wurf 1–6: destroy/crypt/stay (D-CROWD-ROLL)</translation>
    </message>
    <message>
        <source>Crowd roll table</source>
        <translation type="vanished">Gedrängewurf-Tabelle</translation>
    </message>
    <message>
        <source>Guild order (D-GUILD-ORDER)</source>
        <translation type="vanished">Gildenreihenfolge (D-GUILD-ORDER)</translation>
    </message>
    <message>
        <source>Guild order</source>
        <translation type="vanished">Gildenreihenfolge</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="486"/>
        <source>%1. %2</source>
        <extracomment>One place of the guild order: %1 its place (1-6), %2 the guild&apos;s name.</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Location factions (D-LOC-FACTION)</source>
        <translation type="vanished">Fraktionen der Orte (D-LOC-FACTION)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="523"/>
        <source>Location %1 faction: %2</source>
        <extracomment>%1 location number, %2 its faction.</extracomment>
        <translation>Fraktion von Ort %1: %2</translation>
    </message>
    <message>
        <source>Not valid: %1</source>
        <extracomment>%1 the reason, naming the field, e.g. &quot;tithe[4]: must be a whole number&quot;.</extracomment>
        <translation type="vanished">Ungültig: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="545"/>
        <source>Standard board</source>
        <translation>Standard-Spielplan</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="550"/>
        <source>Puts back the numbers of the standard rules</source>
        <translation>Stellt die Zahlen der Standardregeln wieder her</translation>
    </message>
    <message>
        <location filename="../qml/mourners/NewGameWizard.qml" line="554"/>
        <source>Your corrected board is in use.</source>
        <translation>Der korrigierte Spielplan wird verwendet.</translation>
    </message>
</context>
<context>
    <name>OccultDeck</name>
    <message>
        <source>The next time starts the final round.</source>
        <extracomment>OCC-END-1 while counting; %1 how many more times start the final round (2 or 3).</extracomment>
        <translation type="vanished">Beim nächsten Mal beginnt die Schlussrunde.</translation>
    </message>
    <message>
        <source>%1 more times start the final round.</source>
        <translation type="vanished">Nach %1 weiteren Malen beginnt die Schlussrunde.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="22"/>
        <source>Each time the deck runs out, shuffle the discard pile into a new deck and tap the player on turn. %1</source>
        <translation>Jedes Mal, wenn der Stapel aufgebraucht ist, den Ablagestapel zu einem neuen Stapel mischen und die Person am Zug antippen. %1</translation>
    </message>
    <message>
        <source>Finish the round, so that everyone has had the same number of turns. %1 is on turn; still to play: %2.</source>
        <extracomment>OCC-END-1: %1 the player on turn, %2 everyone still to play (&quot;Ada, Bo and Cy&quot;).</extracomment>
        <translation type="vanished">Die Runde zu Ende spielen, sodass alle gleich viele Züge hatten. %1 ist am Zug; noch zu spielen: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/sheets/occultdeck.cpp" line="21"/>
        <source>%n more time(s) start the final round.</source>
        <extracomment>OCC-END-1 while counting; %n how many more times the deck runs out before the final round starts (1 to 3): 1 is &quot;the next time&quot;.</extracomment>
        <translation>
            <numerusform>Beim nächsten Mal beginnt die Schlussrunde.</numerusform>
            <numerusform>Nach %n weiteren Malen beginnt die Schlussrunde.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="35"/>
        <source>Finish the round, so that everyone has had the same number of turns. %1 is on turn: the last turn of the game.</source>
        <extracomment>OCC-END-1: %1 the player on turn, who takes the last turn of the game.</extracomment>
        <translation>Die Runde zu Ende spielen, sodass alle gleich viele Züge hatten. %1 ist am Zug: der letzte Zug der Partie.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="39"/>
        <source>Finish the round, so that everyone has had the same number of turns. %1 is on turn; after that, still to play: %2.</source>
        <extracomment>OCC-END-1: %1 the player on turn, %2 the players who still have their last turn after them (&quot;Bo and Cy&quot;).</extracomment>
        <translation>Die Runde zu Ende spielen, sodass alle gleich viele Züge hatten. %1 ist am Zug; danach noch zu spielen: %2.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="44"/>
        <source>The round is finished: everyone has had the same number of turns. The game is over: count the scores.</source>
        <translation>Die Runde ist beendet: Alle hatten gleich viele Züge. Die Partie ist vorbei: Punkte zählen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="63"/>
        <source>There is no such player at this table.</source>
        <translation>Diese Person sitzt nicht an diesem Tisch.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="65"/>
        <source>The final round has not started: the deck has run out %1 of %2 times.</source>
        <translation>Die Schlussrunde hat noch nicht begonnen: Der Stapel war erst %1 von %2 Malen aufgebraucht.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="67"/>
        <source>The final round is already finished. Take back the last step, or start a new sheet.</source>
        <translation>Die Schlussrunde ist schon beendet. Den letzten Schritt zurücknehmen oder einen neuen Bogen beginnen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="68"/>
        <source>This game is for 2 or 3 players.</source>
        <translation>Dieses Spiel ist für 2 oder 3 Personen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultdeck.cpp" line="70"/>
        <source>The deck ran out during the third player&apos;s turn: take that back first, or start a new sheet.</source>
        <translation>Der Stapel war im Zug der dritten Person aufgebraucht: Das zuerst zurücknehmen oder einen neuen Bogen beginnen.</translation>
    </message>
</context>
<context>
    <name>OccultDeckPanel</name>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="22"/>
        <source>Deck cycles</source>
        <translation>Stapeldurchgänge</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="43"/>
        <source>%1 / %2</source>
        <extracomment>How many times the deck ran out, of how many that start the final round (&quot;1 / 2&quot;).</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="47"/>
        <source>The deck has run out %1 of %2 times</source>
        <translation>Der Stapel war %1 von %2 Malen aufgebraucht</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="53"/>
        <source>times the deck ran out</source>
        <translation>Mal Stapel aufgebraucht</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="54"/>
        <source>Final round</source>
        <translation>Schlussrunde</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="56"/>
        <source>Game over</source>
        <extracomment>The deck counter once the game has ended.</extracomment>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="147"/>
        <source>Undo</source>
        <extracomment>Button of the deck counter: takes back the last tap (a verb).</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="151"/>
        <source>Take back the last step of the deck counter</source>
        <translation>Letzten Schritt des Stapelzählers zurücknehmen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="76"/>
        <source>The deck ran out on the turn of:</source>
        <translation>Der Stapel war aufgebraucht im Zug von:</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="94"/>
        <source>The deck ran out on %1&apos;s turn</source>
        <translation>Der Stapel war im Zug von %1 aufgebraucht</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="106"/>
        <source>%1 finished the turn</source>
        <extracomment>The final round: the player on turn has finished (%1 the player).</extracomment>
        <translation>%1 hat den Zug beendet</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="120"/>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultDeckPanel.qml" line="139"/>
        <source>First player of every round</source>
        <translation>Startspieler jeder Runde</translation>
    </message>
</context>
<context>
    <name>OccultHome</name>
    <message>
        <location filename="../qml/sheets/OccultHome.qml" line="26"/>
        <location filename="../qml/sheets/OccultHome.qml" line="29"/>
        <source>Score sheet</source>
        <translation>Wertungsbogen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultHome.qml" line="27"/>
        <source>Count the deck&apos;s cycles to the final round, then score</source>
        <translation>Stapeldurchgänge bis zur Schlussrunde zählen, dann werten</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultHome.qml" line="33"/>
        <location filename="../qml/sheets/OccultHome.qml" line="52"/>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultHome.qml" line="34"/>
        <source>When the final round starts and ends</source>
        <translation>Wann die Schlussrunde beginnt und endet</translation>
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
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="40"/>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="40"/>
        <source>To the next or the previous field; the sheet scrolls to it</source>
        <translation>Zum nächsten oder vorigen Feld; der Bogen rollt dorthin</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="42"/>
        <source>Up, Down</source>
        <extracomment>Keys sheet of a score sheet: the arrow keys change the number in the field.</extracomment>
        <translation>Pfeil hoch, Pfeil runter</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="42"/>
        <source>One more or one less in the field</source>
        <translation>Eins mehr oder eins weniger im Feld</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="43"/>
        <source>0 … 9</source>
        <translation>0 … 9</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="43"/>
        <source>Type the number into the field</source>
        <translation>Die Zahl ins Feld tippen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="44"/>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="44"/>
        <source>Press the button that has the ring</source>
        <translation>Die Schaltfläche mit dem Ring drücken</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="46"/>
        <source>Ctrl+S</source>
        <extracomment>Keys sheet of a score sheet: Ctrl+S saves the sheet to the history.</extracomment>
        <translation>Strg+S</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="46"/>
        <source>Save the sheet to the history</source>
        <translation>Den Bogen im Verlauf speichern</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="55"/>
        <source>The occult card game: score sheet</source>
        <translation>Das okkulte Kartenspiel: Wertungsbogen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="81"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="95"/>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="104"/>
        <source>Prophecies in play score</source>
        <extracomment>The table&apos;s choice (D-OCC-INPLAY): prophecies not completed at the end still score their stored cards.</extracomment>
        <translation>Prophezeiungen im Spiel zählen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="113"/>
        <source>Prophecies still in play at the end score their stored cards</source>
        <translation>Prophezeiungen, die am Ende noch im Spiel sind, zählen ihre gelagerten Karten</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="121"/>
        <source>End of the game?</source>
        <translation>Spielende?</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="126"/>
        <source>New sheet</source>
        <translation>Neuer Bogen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="133"/>
        <source>Saved</source>
        <extracomment>Button after the sheet was saved to the history (an adjective), or that saves it.</extracomment>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="133"/>
        <source>Save to history</source>
        <translation>Im Verlauf speichern</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="137"/>
        <source>Save the sheet to the history (Ctrl+S)</source>
        <extracomment>Tooltip of a score sheet&apos;s Save button: its key.</extracomment>
        <translation>Den Bogen im Verlauf speichern (Strg+S)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="215"/>
        <source>level · completed</source>
        <translation>Stufe · erfüllt</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="240"/>
        <source>Rituals</source>
        <extracomment>A line of the score sheet: points players earn by invoking their Rituals (the rulebook&apos;s objective).</extracomment>
        <translation>Rituale</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="249"/>
        <source>and other effects</source>
        <extracomment>Under &quot;Rituals&quot;: the line also takes the points other card effects give.</extracomment>
        <translation>und andere Effekte</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="263"/>
        <source>Prophecies</source>
        <translation>Prophezeiungen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="273"/>
        <source>points of each completed one, then of each one still in play</source>
        <extracomment>Under &quot;Prophecies&quot;: the points of each completed prophecy, and below them of each one still in play.</extracomment>
        <translation>Punkte jeder erfüllten, dann jeder noch im Spiel</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="373"/>
        <source>completed</source>
        <comment>a mastery card</comment>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>points of each completed one</source>
        <translation type="vanished">Punkte jeder erfüllten</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="316"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="332"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="361"/>
        <source>Level %1 is not on the card: a mastery level is 0, 1, 2 or 3.</source>
        <extracomment>Beside a mastery level box: a typed level above 3 is refused (%1 the number typed). OCC-SCORE-1.</extracomment>
        <translation>Stufe %1 steht nicht auf der Karte: Eine Meisterschaft hat die Stufe 0, 1, 2 oder 3.</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="364"/>
        <source>%1: %2 level</source>
        <translation>%1: Stufe in %2</translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="vanished">komplett</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="382"/>
        <source>%1: %2 completed</source>
        <translation>%1: %2 erfüllt</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="403"/>
        <source>%1: points from rituals and other effects</source>
        <translation>%1: Punkte aus Ritualen und anderen Effekten</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="433"/>
        <source>%1: points of prophecy %2</source>
        <translation>%1: Punkte der Prophezeiung %2</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="452"/>
        <source>Remove prophecy %1 of %2</source>
        <translation>Prophezeiung %1 von %2 entfernen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="469"/>
        <source>+ Prophecy</source>
        <translation>+ Prophezeiung</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="477"/>
        <source>Add a completed prophecy for %1</source>
        <translation>Eine erfüllte Prophezeiung für %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="487"/>
        <source>In play</source>
        <extracomment>Heading of a player&apos;s prophecies still in play; &quot;not counted&quot; when the table does not score them (D-OCC-INPLAY).</extracomment>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="487"/>
        <source>In play (not counted)</source>
        <translation>Im Spiel (zählt nicht)</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="514"/>
        <source>%1: points of prophecy in play %2</source>
        <translation>%1: Punkte der Prophezeiung im Spiel %2</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="531"/>
        <source>Remove prophecy in play %1 of %2</source>
        <translation>Prophezeiung im Spiel %1 von %2 entfernen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="549"/>
        <source>+ In play</source>
        <extracomment>Adds a prophecy still in play (at most 3 per player).</extracomment>
        <translation>+ Im Spiel</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="557"/>
        <source>Add a prophecy still in play for %1</source>
        <translation>Eine Prophezeiung im Spiel für %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="582"/>
        <source>Total</source>
        <extracomment>Occult sheet: the row of each player&apos;s total score (a noun).</extracomment>
        <translation>Summe</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="618"/>
        <source>%1 + %2 + %3 + %4 + %5</source>
        <extracomment>Under a total: levels + completed masteries + completed prophecies + prophecies in play + rituals and effects (&quot;6 + 1 + 8 + 3 + 2&quot;).</extracomment>
        <translation>%1 + %2 + %3 + %4 + %5</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="623"/>
        <source>%1: %2 points (levels %3, completed masteries %4, prophecies %5, in play %6, rituals and effects %7), place %8</source>
        <translation>%1: %2 Punkte (Stufen %3, erfüllte Meisterschaften %4, Prophezeiungen %5, im Spiel %6, Rituale und Effekte %7), Platz %8</translation>
    </message>
    <message>
        <source>%1 + %2 + %3</source>
        <extracomment>Under a total: levels + completed masteries + prophecies (&quot;6 + 1 + 8&quot;).</extracomment>
        <translation type="vanished">%1 + %2 + %3</translation>
    </message>
    <message>
        <source>%1: %2 points (levels %3, completed masteries %4, prophecies %5), place %6</source>
        <translation type="vanished">%1: %2 Punkte (Stufen %3, abgeschlossene Meisterschaften %4, Prophezeiungen %5), Platz %6</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="651"/>
        <source>Result</source>
        <extracomment>Heading of the panel with the sheet&apos;s ranking (a noun).</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="778"/>
        <source>Start a new sheet?</source>
        <translation>Einen neuen Bogen beginnen?</translation>
    </message>
    <message>
        <location filename="../qml/sheets/OccultPage.qml" line="784"/>
        <source>Every number and the deck counter go back to 0; the names stay.</source>
        <translation>Alle Zahlen und der Stapelzähler gehen auf 0 zurück; die Namen bleiben.</translation>
    </message>
</context>
<context>
    <name>OccultSheet</name>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="139"/>
        <source>Each time the main deck runs out, even in the middle of an action, the discard pile is shuffled into a new deck. When it has run out twice (2 players) or three times (3 players), the final round starts: play on to the end of that round, so that everyone has had the same number of turns. Then count the scores here.</source>
        <translation>Jedes Mal, wenn der Hauptstapel aufgebraucht ist, auch mitten in einer Aktion, wird der Ablagestapel zu einem neuen Stapel gemischt. Ist er zweimal (2 Personen) oder dreimal (3 Personen) aufgebraucht, beginnt die Schlussrunde: bis zum Ende dieser Runde weiterspielen, sodass alle gleich viele Züge hatten. Dann hier die Punkte zählen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="154"/>
        <source>There is no player %1 on this sheet.</source>
        <translation>Auf diesem Bogen gibt es keinen Spieler %1.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="165"/>
        <source>Player %1</source>
        <extracomment>A player of the score sheet whose name was left empty.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="259"/>
        <location filename="../app/sheets/occultsheet.cpp" line="290"/>
        <source>There is no mastery %1.</source>
        <translation>Es gibt keine Meisterschaft %1.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="264"/>
        <source>%1, %2: level %3 is not on the card; a mastery level is 0, 1, 2 or 3.</source>
        <extracomment>%1 player, %2 mastery, %3 the refused number. OCC-SCORE-1: a mastery card has levels 0 to 3.</extracomment>
        <translation>%1, %2: Stufe %3 steht nicht auf der Karte; eine Meisterschaft hat die Stufe 0, 1, 2 oder 3.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="271"/>
        <source>%1, %2 is marked completed: a completed mastery is not at level 0. Clear &quot;completed&quot; first if the card is back at 0.</source>
        <extracomment>%1 player, %2 mastery. OCC-SCORE-1: a completed mastery was raised; its level cannot go back to 0.</extracomment>
        <translation>%1, %2 ist als erfüllt markiert: Eine erfüllte Meisterschaft steht nicht auf Stufe 0. Zuerst das Häkchen bei „erfüllt“ entfernen, wenn die Karte wieder auf 0 steht.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="295"/>
        <source>%1, %2 is at level 0: a mastery that was never raised is not completed. Enter its level first.</source>
        <extracomment>%1 player, %2 mastery. OCC-SCORE-1: every mastery card starts at level 0; at 0 it was never raised.</extracomment>
        <translation>%1, %2 steht auf Stufe 0: Eine Meisterschaft, die nie gesteigert wurde, ist nicht erfüllt. Zuerst ihre Stufe eintragen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="315"/>
        <source>%1 has %2 completed prophecies already: that is the most the sheet takes.</source>
        <translation>%1 hat schon %2 erfüllte Prophezeiungen: Mehr nimmt der Bogen nicht auf.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="321"/>
        <source>%1: %2 points is not possible for a prophecy; enter a whole number from 0 to %3.</source>
        <translation>%1: %2 Punkte sind für eine Prophezeiung nicht möglich; eine ganze Zahl von 0 bis %3 eingeben.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="340"/>
        <source>%1 has no prophecy %2.</source>
        <translation>%1 hat keine Prophezeiung %2.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="390"/>
        <source>%1, prophecy in play %2: %3 points is not possible; enter a whole number from 0 to %4.</source>
        <extracomment>%1 player, %2 the number of the prophecy in play, %3 the refused points, %4 the most.</extracomment>
        <translation>%1, Prophezeiung im Spiel %2: %3 Punkte sind nicht möglich; eine ganze Zahl von 0 bis %4 eingeben.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="396"/>
        <source>%1, prophecy %2: %3 points is not possible; enter a whole number from 0 to %4.</source>
        <extracomment>%1 player, %2 the prophecy&apos;s number, %3 the refused points, %4 the most.</extracomment>
        <translation>%1, Prophezeiung %2: %3 Punkte sind nicht möglich; eine ganze Zahl von 0 bis %4 eingeben.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="410"/>
        <source>%1 has 3 prophecies in play already: no player has more than 3 in play at once.</source>
        <extracomment>D-OCC-INPLAY: the rulebook&apos;s &quot;You can have a maximum of 3 Prophecies in play at once&quot;. %1 player.</extracomment>
        <translation>%1 hat schon 3 Prophezeiungen im Spiel: Niemand hat mehr als 3 gleichzeitig im Spiel.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="339"/>
        <source>%1 has no prophecy in play %2.</source>
        <translation>%1 hat keine Prophezeiung im Spiel %2.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="440"/>
        <source>%1: %2 points from rituals and other effects is not possible; enter a whole number from 0 to %3.</source>
        <extracomment>%1 player, %2 the refused points, %3 the most. Points from rituals and other card effects.</extracomment>
        <translation>%1: %2 Punkte aus Ritualen und anderen Effekten sind nicht möglich; eine ganze Zahl von 0 bis %3 eingeben.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="471"/>
        <source>%1, %2 is marked completed at level 0: a mastery that was never raised is not completed. Enter its level, or clear &quot;completed&quot;.</source>
        <extracomment>A sheet kept by an older version: %1 player, %2 mastery, marked completed at level 0. OCC-SCORE-1.</extracomment>
        <translation>%1, %2 ist auf Stufe 0 als erfüllt markiert: Eine Meisterschaft, die nie gesteigert wurde, ist nicht erfüllt. Ihre Stufe eintragen oder das Häkchen bei „erfüllt“ entfernen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="491"/>
        <source>Blood Magic</source>
        <translation>Blood Magic</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="491"/>
        <source>Demonology</source>
        <translation>Demonology</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="491"/>
        <source>Necromancy</source>
        <translation>Necromancy</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="503"/>
        <source>tie on points: place shared (the rules name no tie-break)</source>
        <extracomment>Ranking: equal points; the rules name no tie-break (OCC-SCORE-1).</extracomment>
        <translation>Punktgleichstand: Platz geteilt (die Regeln sehen keine Entscheidung bei Gleichstand vor)</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="510"/>
        <source>levels %1 + completed %2 + prophecies %3 + in play %4 + rituals and effects %5</source>
        <extracomment>The parts of a score: total mastery level, completed masteries, completed prophecies, prophecies in play (D-OCC-INPLAY), rituals and other effects.</extracomment>
        <translation>Stufen %1 + erfüllt %2 + Prophezeiungen %3 + im Spiel %4 + Rituale und Effekte %5</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="526"/>
        <source>Enter each player&apos;s mastery levels, prophecies and points from rituals: the result follows as you type.</source>
        <extracomment>The score sheet before any number was entered.</extracomment>
        <translation>Für jede Person die Stufen der Meisterschaften, die Prophezeiungen und die Punkte aus Ritualen eintragen: Das Ergebnis folgt schon beim Tippen.</translation>
    </message>
    <message>
        <source>levels %1 + completed %2 + prophecies %3</source>
        <extracomment>The parts of a score: total mastery level, completed masteries, prophecies.</extracomment>
        <translation type="vanished">Stufen %1 + abgeschlossen %2 + Prophezeiungen %3</translation>
    </message>
    <message>
        <source>Enter each player&apos;s mastery levels and completed prophecies: the result follows as you type.</source>
        <extracomment>The score sheet before any number was entered.</extracomment>
        <translation type="vanished">Für jede Person die Stufen der Meisterschaften und die erfüllten Prophezeiungen eintragen: Das Ergebnis folgt schon beim Tippen.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="535"/>
        <source>%1 share the victory with %2 points.</source>
        <extracomment>%1 the players (&quot;Ada and Bo&quot;), %2 points. OCC-SCORE-1: no tie-break.</extracomment>
        <translation>%1 teilen sich den Sieg mit %2 Punkten.</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultsheet.cpp" line="536"/>
        <source>%1 wins with %2 points.</source>
        <translation>%1 gewinnt mit %2 Punkten.</translation>
    </message>
    <message>
        <source>Two players are called %1: give each player a different name.</source>
        <extracomment>The score sheet cannot be saved: two players have the same name.</extracomment>
        <translation type="vanished">Zwei Personen heißen %1: Bitte allen verschiedene Namen geben.</translation>
    </message>
    <message>
        <source>Enter the players&apos; numbers first.</source>
        <extracomment>Saving the score sheet before any number was entered.</extracomment>
        <translation type="vanished">Bitte zuerst die Zahlen der Personen eintragen.</translation>
    </message>
    <message>
        <source>This game is already in the history.</source>
        <extracomment>Saving the score sheet again without changing a number.</extracomment>
        <translation type="vanished">Dieses Spiel ist bereits im Verlauf.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="vanished">Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved to the history.</source>
        <translation type="vanished">Im Verlauf gespeichert.</translation>
    </message>
    <message>
        <source>The sheet could not be kept for the next start: %1</source>
        <extracomment>The sheet could not be kept on disk; %1 the system&apos;s reason. The numbers on screen stay.</extracomment>
        <translation type="vanished">Der Bogen konnte nicht für den nächsten Start gespeichert werden: %1</translation>
    </message>
    <message>
        <source>not a sheet of this version</source>
        <translation type="vanished">kein Bogen dieser Version</translation>
    </message>
    <message>
        <source>playerCount must be 2 or 3</source>
        <translation type="vanished">playerCount muss 2 oder 3 sein</translation>
    </message>
    <message>
        <source>players must list %1 seats</source>
        <translation type="vanished">players muss %1 Plätze auflisten</translation>
    </message>
    <message>
        <source>the deck is for another number of players</source>
        <translation type="vanished">der Stapel gilt für eine andere Personenzahl</translation>
    </message>
    <message>
        <source>The sheet kept from last time could not be read (%1); it was kept as %2 and a new sheet started.</source>
        <extracomment>%1 the reason, %2 where the unread file was kept.</extracomment>
        <translation type="vanished">Der zuletzt gespeicherte Bogen ließ sich nicht lesen (%1); er wurde als %2 aufbewahrt und ein neuer Bogen begonnen.</translation>
    </message>
    <message>
        <source>The sheet kept from last time could not be read (%1).</source>
        <translation type="vanished">Der zuletzt gespeicherte Bogen ließ sich nicht lesen (%1).</translation>
    </message>
</context>
<context>
    <name>PastCorrection</name>
    <message>
        <source>This entry cannot be corrected: only a step the table entered in a table game can. Undo brings back the state before a correction of the past.</source>
        <translation type="vanished">Dieser Eintrag lässt sich nicht korrigieren: Das geht nur bei einem Schritt, den der Tisch in einem Tischspiel eingegeben hat. Rückgängig stellt den Stand vor einer Korrektur der Vergangenheit wieder her.</translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="101"/>
        <source>This entry cannot be changed: only a step the table entered in a table game can. Undo brings back the state before a change of a past entry.</source>
        <translation>Dieser Eintrag lässt sich nicht ändern: Das geht nur bei einem Schritt, den der Tisch in einem Tischspiel eingegeben hat. Rückgängig stellt den Stand vor der Änderung eines früheren Eintrags wieder her.</translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="123"/>
        <source>+%1</source>
        <extracomment>A correction&apos;s amount: a signed number, &quot;+3&quot; or &quot;−2&quot;.</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="123"/>
        <source>−%1</source>
        <translation>−%1</translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="155"/>
        <source>Entered then</source>
        <extracomment>The choice the table entered at that point (the one being corrected).</extracomment>
        <translation>Damals eingegeben</translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="178"/>
        <source>Round %1 · %2 Entered: secret until %3 holds the laptop.</source>
        <extracomment>The entry of a step that is a secret (a blind bid) until its bidder holds the laptop.</extracomment>
        <translation>Runde %1 · %2 Eingegeben: geheim, bis %3 den Laptop hat.</translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="182"/>
        <source>Round %1 · %2 Entered: %3</source>
        <extracomment>%1 the round, %2 who decided what at that point, %3 what the table entered.</extracomment>
        <translation>Runde %1 · %2 Eingegeben: %3</translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="216"/>
        <source>That is what was entered then; choose another.</source>
        <translation>Das wurde damals eingegeben; etwas anderes wählen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/pastcorrection.cpp" line="204"/>
        <location filename="../app/mourners/pastcorrection.cpp" line="218"/>
        <source>That choice was not possible at that point.</source>
        <translation>Diese Wahl war an dieser Stelle nicht möglich.</translation>
    </message>
</context>
<context>
    <name>PhaseGuide</name>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="273"/>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>Correction… (reward or penalty)</source>
        <translation type="vanished">Korrektur… (Belohnung oder Strafe)</translation>
    </message>
    <message>
        <source>Correction… (the ability&apos;s effect)</source>
        <translation type="vanished">Korrektur… (Wirkung der Fähigkeit)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="658"/>
        <source>%1&apos;s Court cards are on their phone: play one there, or recruit, relocate, activate or pass here.</source>
        <extracomment>Phones at the table: %1 the player whose turn it is; their Court cards are on their phone.</extracomment>
        <translation>Die Hofkarten von %1 sind auf dem Handy: dort eine spielen, oder hier rekrutieren, versetzen, aktivieren oder passen.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="679"/>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="vanished">Passen</translation>
    </message>
    <message>
        <source>Correction…</source>
        <translation type="vanished">Korrektur…</translation>
    </message>
    <message>
        <source>Enter a card effect the app does not know</source>
        <translation type="vanished">Einen Karteneffekt eingeben, den die App nicht kennt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="719"/>
        <source>Recruit · figure %1 · Mourner %2 Etherea</source>
        <extracomment>%1 figure cost, %2 Mourner cost (D-COST).</extracomment>
        <translation>Rekrutieren · Figur %1 · Mourner %2 Etherea</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="724"/>
        <source>Not enough Etherea, or no base left.</source>
        <translation>Nicht genug Etherea oder kein Sockel mehr übrig.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="737"/>
        <source>Relocate (R-ACT-6)</source>
        <translation>Versetzen (R-ACT-6)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="740"/>
        <source>No Influence to pay for a move.</source>
        <translation>Kein Einfluss, um einen Zug zu bezahlen.</translation>
    </message>
    <message>
        <source>from the Crypt</source>
        <translation type="vanished">aus der Gruft</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation type="vanished">von %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="774"/>
        <source>Relocate from</source>
        <translation>Versetzen von</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="788"/>
        <source>to…  ▾</source>
        <translation>nach…  ▾</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="789"/>
        <source>Relocate to</source>
        <translation>Versetzen nach</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="792"/>
        <source>Play a Court card</source>
        <translation>Hofkarte spielen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="810"/>
        <source>Another card</source>
        <translation>Andere Karte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="932"/>
        <source>No Court card in hand.</source>
        <translation>Keine Hofkarte auf der Hand.</translation>
    </message>
    <message>
        <source>A card the app does not describe: play it here (it uses the turn), then enter what it did with Correction….</source>
        <translation type="vanished">Eine Karte, die die App nicht beschreibt: hier spielen (das verbraucht den Zug), dann ihre Wirkung mit Korrektur… eingeben.</translation>
    </message>
    <message>
        <source>Play another card (effect by Correction…)</source>
        <translation type="vanished">Andere Karte spielen (Effekt per Korrektur…)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="473"/>
        <source>Adjust… (reward or penalty)</source>
        <translation>Anpassen… (Belohnung oder Strafe)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="480"/>
        <source>Adjust… (the ability&apos;s effect)</source>
        <translation>Anpassen… (Wirkung der Fähigkeit)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="568"/>
        <source>1 · From where?</source>
        <extracomment>A free relocation, first step: the place the figures leave.</extracomment>
        <translation>1 · Von wo?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="605"/>
        <source>2 · To where?</source>
        <extracomment>A free relocation, second step: where the figures go.</extracomment>
        <translation>2 · Wohin?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="711"/>
        <source>Adjust…</source>
        <translation>Anpassen…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="920"/>
        <source>A card the app does not describe: play it here (it uses the turn), then enter what it did with Adjust….</source>
        <translation>Eine Karte, die die App nicht beschreibt: hier spielen (das verbraucht den Zug), dann ihre Wirkung mit Anpassen… eingeben.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="918"/>
        <source>Play another card (its effect by Adjust…)</source>
        <translation>Andere Karte spielen (Effekt per Anpassen…)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="16"/>
        <source>Decision</source>
        <extracomment>Accessible name of the panel with the pending decision and its choices.</extracomment>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="189"/>
        <source>Dice total %1</source>
        <extracomment>Accessible name of a choice of the dice&apos;s total (R-DIST-1); %1 the total.</extracomment>
        <translation>Würfelsumme %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="195"/>
        <source>Key %1</source>
        <extracomment>Tooltip line of a choice: the number key that chooses it.</extracomment>
        <translation>Taste %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="682"/>
        <source>Pass</source>
        <comment>skip the turn</comment>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="684"/>
        <source>Pass this turn (P)</source>
        <extracomment>Tooltip of the Pass button of a turn; P is its key.</extracomment>
        <translation>In diesem Zug passen (P)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="697"/>
        <source>All pass (A)</source>
        <extracomment>Table play: every player passes in turn from the current one, which ends the actions.</extracomment>
        <translation>Alle passen (A)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="700"/>
        <source>All pass</source>
        <extracomment>Accessible name of the button with which every player passes at once (ends their actions).</extracomment>
        <translation>Alle passen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="701"/>
        <source>Every player passes in turn, starting with %1: the actions end (R-ACT-2)</source>
        <translation>Alle passen der Reihe nach, beginnend mit %1: die Aktionen enden (R-ACT-2)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="714"/>
        <source>Enter a card effect the app does not know (Ctrl+K)</source>
        <extracomment>Tooltip of the Adjust… button in a turn; Ctrl+K is its key.</extracomment>
        <translation>Eine Kartenwirkung eingeben, die die App nicht kennt (Strg+K)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="886"/>
        <source>%1: %2</source>
        <extracomment>A way of playing a Court card: %1 its number (1 or 2), %2 what it does. Ends with &quot;…&quot; when a player, place or figure is chosen next.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="901"/>
        <source>%1, action %2</source>
        <extracomment>A way of playing a Court card: %1 the card, %2 the way&apos;s number.</extracomment>
        <translation>%1, Aktion %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="931"/>
        <source>%1&apos;s Court cards are on their phone.</source>
        <extracomment>Phones at the table: %1 the player whose turn it is; the laptop does not show their hand.</extracomment>
        <translation>Die Hofkarten von %1 sind auf dem Handy.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="948"/>
        <source>%1, action %2: choose</source>
        <extracomment>Above the players, places or figures of a Court card&apos;s way just chosen: %1 the card, %2 the way&apos;s number (1 or 2).</extracomment>
        <translation>%1, Aktion %2: wählen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="959"/>
        <source>Cancel</source>
        <extracomment>Takes back the Court card&apos;s way just picked, before its player, place or figure is chosen.</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="961"/>
        <source>Pick another card or way (also Undo, Ctrl+Z); nothing is played yet</source>
        <translation>Eine andere Karte oder Aktion wählen (auch Rückgängig, Strg+Z); gespielt ist noch nichts</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="984"/>
        <source>Activate a Mourner (R-ACT-7)</source>
        <translation>Mourner aktivieren (R-ACT-7)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1024"/>
        <source>Waiting for %1&apos;s phone</source>
        <extracomment>Phones at the table: %1 a player who makes a secret choice on their phone.</extracomment>
        <translation>Warten auf das Handy von %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1036"/>
        <source>The phone is connected; the choice stays on it.</source>
        <translation>Das Handy ist verbunden; die Entscheidung bleibt dort.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1037"/>
        <source>The phone is not connected right now; it reconnects by itself when it wakes, or open the seat&apos;s link again.</source>
        <translation>Das Handy ist gerade nicht verbunden; es verbindet sich beim Aufwachen von selbst, oder den Link des Platzes erneut öffnen.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1052"/>
        <source>Use the laptop for %1</source>
        <extracomment>%1 a player: their secret choice is made on the laptop (behind a hand-off) instead of the phone.</extracomment>
        <translation>Laptop für %1 nutzen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1130"/>
        <source>%1 holds the Dreadsbane token: their figures count toward the limit but are never rolled for.</source>
        <extracomment>%1 the holder of the Dreadsbane token (R-DREAD-2).</extracomment>
        <translation>%1 hat den Dreadsbane-Marker: Die eigenen Figuren zählen zum Limit, für sie wird aber nie gewürfelt.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1174"/>
        <source>%1 · %2&apos;s %3</source>
        <extracomment>%1 location, %2 player, %3 guild.</extracomment>
        <translation>%1 · %3 von %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1207"/>
        <source>Rolled %1</source>
        <extracomment>%1 die face.</extracomment>
        <translation>Gewürfelt: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhaseGuide.qml" line="1217"/>
        <source>Roll for me</source>
        <translation>Würfeln</translation>
    </message>
</context>
<context>
    <name>PhoneTable</name>
    <message>
        <source>Start a game first: the phones join the game on the table.</source>
        <translation type="vanished">Zuerst eine Partie beginnen: Die Handys treten der Partie auf dem Tisch bei.</translation>
    </message>
    <message>
        <source>The phones could not be switched on: %1</source>
        <extracomment>%1 the reason from the network, e.g. &quot;The address is protected&quot;.</extracomment>
        <translation type="vanished">Die Handys ließen sich nicht einschalten: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="87"/>
        <source>The Dirth Forge paid the whole tithe, but the bids still count: the single highest bid gains %1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. All bid Etherea is spent.</source>
        <extracomment>R-TITHE-2/3/4 on a phone&apos;s bid screen when the Dirth Forge paid the whole tithe. %1..%4 Unity.</extracomment>
        <translation>Die Dirth Forge hat den ganzen Tribut bezahlt, aber die Gebote zählen trotzdem: Das alleinige Höchstgebot erhält %1 Einheit (gleich hohe Höchstgebote je %2), jedes andere Gebot %3, und ein Gebot von null verliert %4. Alle gebotene Etherea wird ausgegeben.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/phonetable.cpp" line="96"/>
        <source>The tithe still owes %n Etherea. If the bids together pay it, the single highest bid gains %1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. If they do not, suspicion and threat rise and the lowest bids lose %5 Unity. All bid Etherea is spent.</source>
        <extracomment>R-TITHE-2..5 on a phone&apos;s bid screen: %n Etherea the bids must pay together; %1..%4 Unity gained or lost when they do, %5 Unity the lowest bids lose when they do not.</extracomment>
        <translation>
            <numerusform>Zum Tribut fehlt noch %n Etherea. Bezahlen die Gebote ihn zusammen, erhält das alleinige Höchstgebot %1 Einheit (gleich hohe Höchstgebote je %2), jedes andere Gebot %3, und ein Gebot von null verliert %4. Sonst steigen Argwohn und Bedrohung, und die niedrigsten Gebote verlieren %5 Einheit. Alle gebotene Etherea wird ausgegeben.</numerusform>
            <numerusform>Zum Tribut fehlen noch %n Etherea. Bezahlen die Gebote ihn zusammen, erhält das alleinige Höchstgebot %1 Einheit (gleich hohe Höchstgebote je %2), jedes andere Gebot %3, und ein Gebot von null verliert %4. Sonst steigen Argwohn und Bedrohung, und die niedrigsten Gebote verlieren %5 Einheit. Alle gebotene Etherea wird ausgegeben.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="112"/>
        <source>the tithe bid</source>
        <extracomment>Phones at the table, a table game: the one secret choice a phone makes (R-TITHE-2).</extracomment>
        <translation>das Tributgebot</translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="114"/>
        <source>motive, draft, hand, bid</source>
        <extracomment>Phones at the table, digital play: the secret choices a phone makes.</extracomment>
        <translation>Motiv, Draft, Hand, Gebot</translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="168"/>
        <source>%1 of %2 bids in</source>
        <extracomment>R-TITHE-2 with phones: %1 bids made (on phones or the laptop), %2 players. The amounts stay secret.</extracomment>
        <translation>%1 von %2 Geboten abgegeben</translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="171"/>
        <source>%1 of %2 motives chosen</source>
        <extracomment>R-SETUP-4 with phones: %1 players who have kept a motive, %2 players.</extracomment>
        <translation>%1 von %2 Motiven gewählt</translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="174"/>
        <source>%1 of %2 draft picks made</source>
        <extracomment>R-DRAFT-2 with phones: %1 players who have picked a card this pass, %2 players.</extracomment>
        <translation>%1 von %2 Draft-Karten gewählt</translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="182"/>
        <source>Answered: %1</source>
        <extracomment>Phones at the table, a simultaneous secret choice: %1 the players who have made it (&quot;Ada and Ben&quot;); never what.</extracomment>
        <translation>Geantwortet: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/phonetable.cpp" line="184"/>
        <source>Waiting for %1</source>
        <extracomment>Phones at the table, a simultaneous secret choice: %1 the players who have not made it yet (&quot;Cy and Dee&quot;).</extracomment>
        <translation>Warten auf %1</translation>
    </message>
</context>
<context>
    <name>PhonesPanel</name>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="113"/>
        <source>Phones at the table</source>
        <translation>Handys am Tisch</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="120"/>
        <source>Phones on</source>
        <translation>Handys an</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="120"/>
        <source>Phones off</source>
        <translation>Handys aus</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="157"/>
        <source>Let the players join from their phones</source>
        <translation>Die Spielenden mit ihren Handys beitreten lassen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="161"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="163"/>
        <source>Close the phones (Esc)</source>
        <translation>Handys schließen (Esc)</translation>
    </message>
    <message>
        <source>Each player scans their own code, or opens the link, on a phone in the same Wi-Fi. A phone that has joined makes its player&apos;s secret choices (motive, draft, bid); the laptop keeps showing the table. Everyone else stays on the laptop.</source>
        <translation type="vanished">Jede Person scannt ihren eigenen Code oder öffnet den Link auf einem Handy im selben WLAN. Ein beigetretenes Handy trifft die Geheimentscheidungen dieser Person (Motiv, Draft, Gebot); der Laptop zeigt weiter den Tisch. Alle anderen bleiben am Laptop.</translation>
    </message>
    <message>
        <source>motive, draft, hand, bid</source>
        <translation type="vanished">Motiv, Draft, Hand, Gebot</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="65"/>
        <source>Show %1&apos;s code again?</source>
        <extracomment>%1 a player whose phone has joined.</extracomment>
        <translation>Den Code von %1 wieder zeigen?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="74"/>
        <source>Anyone who scans it can ask for %1&apos;s seat. Another device gets in only when you let it in here.</source>
        <extracomment>%1 a player whose phone has joined.</extracomment>
        <translation>Wer ihn scannt, kann den Platz von %1 verlangen. Ein anderes Gerät kommt nur hinein, wenn du es hier hereinlässt.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="83"/>
        <source>Show the code</source>
        <translation>Code zeigen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="88"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="170"/>
        <source>Each player scans their own code, or opens the link, on a phone in the same Wi-Fi. A phone that has joined makes its player&apos;s secret choices (%1); the laptop keeps showing the table. Everyone else stays on the laptop.</source>
        <extracomment>%1 the secret choices of this game, e.g. &quot;motive, draft, hand, bid&quot;.</extracomment>
        <translation>Jede Person scannt ihren eigenen Code oder öffnet den Link auf einem Handy im selben WLAN. Ein beigetretenes Handy trifft die Geheimentscheidungen dieser Person (%1); der Laptop zeigt weiter den Tisch. Alle anderen bleiben am Laptop.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="173"/>
        <source>Switch the phones on to let each player make their secret choices on their own phone in the same Wi-Fi. Nothing listens on the network while the phones are off.</source>
        <translation>Handys einschalten, damit jede Person ihre Geheimentscheidungen auf dem eigenen Handy im selben WLAN trifft. Solange die Handys aus sind, lauscht nichts im Netzwerk.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="184"/>
        <source>The links use plain HTTP: another device on the same network could read what the phones show and send. Use them only on a network you trust, such as your own Wi-Fi at home.</source>
        <extracomment>Phones at the table: the links are plain http:// on the local network.</extracomment>
        <translation>Die Links nutzen unverschlüsseltes HTTP: Ein anderes Gerät im selben Netz könnte mitlesen, was die Handys zeigen und senden. Die Links nur in einem vertrauenswürdigen Netz verwenden, etwa im eigenen WLAN zu Hause.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="195"/>
        <source>Network for the phones:</source>
        <translation>Netzwerk für die Handys:</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="237"/>
        <source>Network for the phones</source>
        <translation>Netzwerk für die Handys</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="341"/>
        <source>QR code of %1&apos;s link</source>
        <extracomment>%1 a player.</extracomment>
        <translation>QR-Code des Links von %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="348"/>
        <source>A computer player: it needs no phone.</source>
        <translation>Ein Computergegner: Er braucht kein Handy.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="350"/>
        <source>%1&apos;s phone has joined: the code is hidden, so nobody else can scan it.</source>
        <extracomment>%1 a player whose phone has joined: the QR code is off the screen.</extracomment>
        <translation>Das Handy von %1 ist beigetreten: Der Code ist verborgen, damit niemand sonst ihn scannt.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="351"/>
        <source>Switch the phones on to see the code.</source>
        <translation>Handys einschalten, um den Code zu sehen.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="372"/>
        <source>Link of %1</source>
        <extracomment>%1 a player.</extracomment>
        <translation>Link von %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="379"/>
        <source>Decides on the laptop</source>
        <translation>Entscheidet am Laptop</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="380"/>
        <source>● Phone connected</source>
        <translation>● Handy verbunden</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="381"/>
        <source>○ Phone away: waiting for it to come back</source>
        <translation>○ Handy weg: Warten, bis es zurückkommt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="382"/>
        <source>○ No phone yet: decides on the laptop</source>
        <translation>○ Noch kein Handy: entscheidet am Laptop</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="395"/>
        <source>Show the code again</source>
        <translation>Code wieder zeigen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="436"/>
        <source>Let it in</source>
        <extracomment>Another device asked for a seat: it takes the seat, the phone before it is told so.</extracomment>
        <translation>Hereinlassen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="443"/>
        <source>Refuse</source>
        <extracomment>Another device asked for a seat: it is told no.</extracomment>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="456"/>
        <source>Use the laptop for %1</source>
        <extracomment>%1 a player: their secret choices go back to the laptop&apos;s hand-off.</extracomment>
        <translation>Laptop für %1 nutzen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PhonesPanel.qml" line="466"/>
        <source>Use %1&apos;s phone again</source>
        <extracomment>%1 a player whose phone is connected.</extracomment>
        <translation>Wieder das Handy von %1 nutzen</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="29"/>
        <source>%1: %2 Etherea, %3 Unity, Influence %4 Bone %5 Flesh %6 Spirit</source>
        <extracomment>%1 player, then their numbers.</extracomment>
        <translation>%1: %2 Etherea, %3 Einheit, Einfluss %4 Bone %5 Flesh %6 Spirit</translation>
    </message>
    <message>
        <source>Alltaker</source>
        <translation type="vanished">Alltaker</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="105"/>
        <source>holds the Alltaker</source>
        <translation>hält den Alltaker</translation>
    </message>
    <message>
        <source>Dreadsbane</source>
        <translation type="vanished">Dreadsbane</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="113"/>
        <source>holds the Dreadsbane token</source>
        <translation>hat den Dreadsbane-Marker</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="120"/>
        <source>Etherea</source>
        <translation>Etherea</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="121"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="122"/>
        <source>Bone</source>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="123"/>
        <source>Flesh</source>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="124"/>
        <source>Spirit</source>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="126"/>
        <source>Bases</source>
        <extracomment>Caption on a player&apos;s panel: their figure bases not on the board.</extracomment>
        <translation>Sockel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="127"/>
        <source>Crypt</source>
        <translation>Gruft</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="143"/>
        <source>Wallows: %1</source>
        <extracomment>A player&apos;s Wallows cards: %1 each card with how far it is met and its objective.</extracomment>
        <translation>Wallows: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="182"/>
        <location filename="../qml/mourners/PlayerPanel.qml" line="187"/>
        <source>Mourners: %1</source>
        <extracomment>Mourner cards in play; exhausted ones are marked.</extracomment>
        <translation>Mourners: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/PlayerPanel.qml" line="180"/>
        <source>exhausted</source>
        <extracomment>After a Mourner&apos;s name on the player&apos;s panel: its ability was used this round (an adjective).</extracomment>
        <translation>erschöpft</translation>
    </message>
</context>
<context>
    <name>PlayersPopup</name>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="61"/>
        <location filename="../qml/PlayersPopup.qml" line="98"/>
        <source>Players</source>
        <extracomment>The heading of the list of every player&apos;s name in the history.</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="69"/>
        <source>Undo rename</source>
        <extracomment>Takes the last rename of a player back (a verb).</extracomment>
        <translation>Umbenennung rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="71"/>
        <source>Gives the players of the last rename their former name again</source>
        <translation>Gibt den Spielern der letzten Umbenennung ihren früheren Namen zurück</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="76"/>
        <source>Close</source>
        <extracomment>Closes the list of players (a verb).</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="82"/>
        <source>Rename a player in every game. Two names of one person become one player when you rename one to the other.</source>
        <translation>Einen Spieler in jeder Partie umbenennen. Zwei Namen einer Person werden zu einem Spieler, wenn du den einen in den anderen umbenennst.</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="110"/>
        <location filename="../qml/PlayersPopup.qml" line="128"/>
        <source>games: %1</source>
        <translation>Partien: %1</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="135"/>
        <source>Rename…</source>
        <extracomment>Button beside a player&apos;s name: opens the dialog that renames them.</extracomment>
        <translation>Umbenennen…</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="137"/>
        <location filename="../qml/PlayersPopup.qml" line="173"/>
        <source>Rename %1</source>
        <extracomment>%1 a player&apos;s name.</extracomment>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="182"/>
        <source>%1 played 1 game. The new name replaces it there.</source>
        <extracomment>The rename dialog. %1 a player&apos;s name.</extracomment>
        <translation>%1 hat 1 Partie gespielt. Der neue Name ersetzt dort den alten.</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="184"/>
        <source>%1 played %2 games. The new name replaces it in each of them.</source>
        <extracomment>The rename dialog. %1 a player&apos;s name, %2 their games (2 or more).</extracomment>
        <translation>%1 hat %2 Partien gespielt. Der neue Name ersetzt den alten in jeder davon.</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="196"/>
        <source>New name</source>
        <extracomment>The text field of the rename dialog.</extracomment>
        <translation>Neuer Name</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="209"/>
        <source>%1 already has 1 game: the two become one player.</source>
        <extracomment>%1 the name typed in the rename dialog, which another player has.</extracomment>
        <translation>%1 hat schon 1 Partie: die beiden werden zu einem Spieler.</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="212"/>
        <source>%1 already has %2 games: the two become one player.</source>
        <extracomment>%1 the name typed in the rename dialog, which another player has; %2 their games (2 or more).</extracomment>
        <translation>%1 hat schon %2 Partien: die beiden werden zu einem Spieler.</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="230"/>
        <source>Cancel</source>
        <extracomment>Closes the rename dialog without renaming.</extracomment>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="239"/>
        <source>Merge</source>
        <extracomment>The button of the rename dialog when the new name is another player&apos;s (a verb).</extracomment>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <location filename="../qml/PlayersPopup.qml" line="241"/>
        <source>Rename</source>
        <extracomment>The button of the rename dialog (a verb).</extracomment>
        <translation>Umbenennen</translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <location filename="../app/core/problemtext.cpp" line="16"/>
        <source>&apos;%1&apos;</source>
        <extracomment>A word or id quoted from a file.</extracomment>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="30"/>
        <source>The game&apos;s seed</source>
        <translation>Der Seed der Partie</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="32"/>
        <source>The kind of play</source>
        <translation>Die Spielart</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="38"/>
        <source>Colour of player %1</source>
        <extracomment>%1 seat number.</extracomment>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="39"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="39"/>
        <source>The players</source>
        <translation>Die Spieler</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="42"/>
        <source>The Alltaker&apos;s seat</source>
        <translation>Der Platz des Alltakers</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="44"/>
        <source>The game&apos;s setup notes</source>
        <translation>Die Aufbaunotizen der Partie</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="46"/>
        <source>The steps of the game</source>
        <translation>Die Schritte der Partie</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="48"/>
        <source>The saved end of the game</source>
        <translation>Das gespeicherte Ende der Partie</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="50"/>
        <source>The game</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="52"/>
        <source>The kind of file</source>
        <translation>Die Dateiart</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="54"/>
        <source>The file&apos;s version</source>
        <translation>Die Version der Datei</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="73"/>
        <source>The file is not valid JSON at byte %1: %2.</source>
        <extracomment>%1 the byte where the file stops making sense, %2 the JSON reader&apos;s reason.</extracomment>
        <translation>Die Datei ist kein gültiges JSON bei Byte %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="76"/>
        <source>The key %1 is written twice in the same group (%2, line %3): the file is not read, as it is not clear which one is meant.</source>
        <extracomment>%1 a key of the file, %2 where it is (as written in the file: &quot;players[0].unity&quot;), %3 the line.</extracomment>
        <translation>Der Schlüssel %1 steht zweimal in derselben Gruppe (%2, Zeile %3): Die Datei wird nicht gelesen, da unklar ist, welcher gemeint ist.</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="82"/>
        <source>is too large to be read (%1 KB; it may have at most %2 KB)</source>
        <extracomment>%1 the part&apos;s size, %2 the largest size it may have (both in KB).</extracomment>
        <translation>ist zu groß zum Lesen (%1 KB; erlaubt sind höchstens %2 KB)</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="84"/>
        <source>The file is too large to be read (%1 KB; this kind of file has at most %2 KB).</source>
        <extracomment>%1 the file&apos;s size, %2 the largest size this kind of file may have (both in KB).</extracomment>
        <translation>Die Datei ist zu groß zum Lesen (%1 KB; eine Datei dieser Art hat höchstens %2 KB).</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="86"/>
        <source>The file does not hold the expected data.</source>
        <translation>Die Datei enthält nicht die erwarteten Daten.</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="87"/>
        <source>must be a group of values (an object)</source>
        <translation>muss eine Gruppe von Werten sein (ein Objekt)</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="89"/>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="91"/>
        <source>must list %1 to %2 players</source>
        <translation>muss %1 bis %2 Spieler auflisten</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="94"/>
        <source>unknown key %1</source>
        <extracomment>%1 a key of the file the program does not know (often a typo).</extracomment>
        <translation>unbekannter Schlüssel %1</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="97"/>
        <source>missing key %1</source>
        <extracomment>%1 the key a file must have (in the object the sentence names).</extracomment>
        <translation>fehlender Schlüssel %1</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="99"/>
        <source>must be %1</source>
        <translation>muss %1 sein</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="100"/>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="102"/>
        <source>must be yes or no (true or false)</source>
        <translation>muss ja oder nein sein (true oder false)</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="104"/>
        <source>holds more than %1</source>
        <translation>enthält mehr als %1</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="106"/>
        <source>must be a non-empty text</source>
        <translation>muss ein nicht leerer Text sein</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="108"/>
        <source>%1 is listed twice</source>
        <translation>%1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="111"/>
        <source>holds the control character %1 (character %2), which cannot be printed</source>
        <extracomment>A name holds an invisible control character; %1 its code as U+XXXX, %2 its position from 1.</extracomment>
        <translation>enthält das Steuerzeichen %1 (Zeichen %2), das sich nicht drucken lässt</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="116"/>
        <source>is longer than %1 characters (%2)</source>
        <extracomment>%1 the most characters a name may have, %2 how many it has.</extracomment>
        <translation>ist länger als %1 Zeichen (%2)</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="119"/>
        <source>%1 could not be read: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason.</extracomment>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="122"/>
        <source>%1 could not be written: %2</source>
        <extracomment>%1 the file, %2 the system&apos;s reason.</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="124"/>
        <source>The file is not of the expected kind (it must say %1).</source>
        <translation>Die Datei hat nicht die erwartete Art (sie muss %1 angeben).</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="127"/>
        <source>This is a save of another game (%1).</source>
        <extracomment>%1 the game id found in the file.</extracomment>
        <translation>Das ist ein Speicherstand eines anderen Spiels (%1).</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="129"/>
        <source>The file was written by a newer version of the program (file version %1; this version reads up to %2).</source>
        <translation>Die Datei wurde von einer neueren Version des Programms geschrieben (Dateiversion %1; diese Version liest bis %2).</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="134"/>
        <source>must have %1 entries (it has %2)</source>
        <extracomment>%1 entries needed, %2 entries found.</extracomment>
        <translation>muss %1 Einträge haben (es sind %2)</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="136"/>
        <source>%1 is not one of the words it accepts</source>
        <translation>%1 ist keines der zulässigen Wörter</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="138"/>
        <source>must be a location number from %1 to %2</source>
        <translation>muss eine Ortsnummer von %1 bis %2 sein</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="140"/>
        <source>must be table play or digital play</source>
        <translation>muss Tischspiel oder Digitalspiel sein</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="142"/>
        <source>must be a whole number written as text</source>
        <translation>muss eine als Text geschriebene ganze Zahl sein</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="144"/>
        <source>%1 cannot be an id: use lowercase letters, digits and &apos;-&apos;, starting with a letter</source>
        <translation>%1 kann keine ID sein: Kleinbuchstaben, Ziffern und „-“ verwenden, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="146"/>
        <source>the id %1 is used by another card of the same deck</source>
        <translation>die ID %1 wird von einer anderen Karte desselben Stapels verwendet</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="148"/>
        <source>must be %1: the entries are listed in number order from %2 to %3</source>
        <translation>muss %1 sein: Die Einträge sind nach Nummer von %2 bis %3 geordnet</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="150"/>
        <source>needs at least one card</source>
        <translation>braucht mindestens eine Karte</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="153"/>
        <source>Step %1 (%2) is not a move this program can read</source>
        <extracomment>%1 the step&apos;s number (from 1), %2 the step as written.</extracomment>
        <translation>Schritt %1 (%2) ist kein Zug, den dieses Programm lesen kann</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="156"/>
        <source>Step %1 (%2) is not allowed at that point of the game</source>
        <extracomment>%1 the step&apos;s number (from 1), %2 the step as written.</extracomment>
        <translation>Schritt %1 (%2) ist an dieser Stelle der Partie nicht erlaubt</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="158"/>
        <source>Playing the saved steps again does not give the saved end of the game: the file was changed or damaged.</source>
        <translation>Das erneute Abspielen der gespeicherten Schritte ergibt nicht das gespeicherte Ende der Partie: Die Datei wurde geändert oder beschädigt.</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="161"/>
        <source>The file is not UTF-8 text (byte %1 is not); nothing is replaced or guessed.</source>
        <extracomment>%1 the byte&apos;s position in the file, from 1.</extracomment>
        <translation>Die Datei ist kein UTF-8-Text (Byte %1 ist es nicht); nichts wird ersetzt oder erraten.</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="163"/>
        <source>must be a date and time like 2024-05-01T20:30:00Z</source>
        <translation>muss ein Datum mit Uhrzeit sein, etwa 2024-05-01T20:30:00Z</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="166"/>
        <source>is %1, but the game&apos;s numbers give %2</source>
        <extracomment>A score, place or tie-break of an imported game that its own numbers do not give; %1 as the file says, %2 as the game&apos;s rules give.</extracomment>
        <translation>ist %1, aber die Zahlen der Partie ergeben %2</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="169"/>
        <source>the same game is already there with another result; it was not replaced</source>
        <extracomment>An imported game whose identity is already in the history (or earlier in the file) with another result.</extracomment>
        <translation>dieselbe Partie ist schon mit einem anderen Ergebnis vorhanden; sie wurde nicht ersetzt</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="172"/>
        <source>must be a colour written as # and six hex digits, like #c62828</source>
        <extracomment>A player&apos;s colour in a file; #c62828 is an example the translation keeps as it is.</extracomment>
        <translation>muss eine Farbe sein, geschrieben als # und sechs Hexadezimalziffern, etwa #c62828</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="175"/>
        <source>Step %1 (%2) is not what the game&apos;s seed draws: in digital play the cards and dice are drawn by the app, not chosen</source>
        <extracomment>%1 the step&apos;s number (from 1), %2 the step as written. In digital play the app draws cards and rolls dice itself.</extracomment>
        <translation>Schritt %1 (%2) ist nicht, was der Seed der Partie zieht: Im digitalen Spiel zieht die App Karten und Würfel selbst, sie werden nicht gewählt</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="192"/>
        <source>is not valid</source>
        <translation>ist ungültig</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="192"/>
        <source>%1 is not valid</source>
        <translation>%1 ist ungültig</translation>
    </message>
    <message>
        <location filename="../app/core/problemtext.cpp" line="227"/>
        <source>%1: %2.</source>
        <extracomment>A field of a file or a form and what is wrong with it: &quot;Etherea at the start: must be a whole number from 0 to 50.&quot;</extracomment>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/core/problemtext.cpp" line="233"/>
        <source>… and %n more problem(s).</source>
        <extracomment>After the first problems of a file: how many more there are (not listed).</extracomment>
        <translation>
            <numerusform>… und %n weiteres Problem.</numerusform>
            <numerusform>… und %n weitere Probleme.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RememberedPlayers</name>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="60"/>
        <source>Person</source>
        <extracomment>A seat&apos;s kind: a person plays it (not a computer player).</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="61"/>
        <source>Computer: Random</source>
        <translation>Computer: Zufall</translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="62"/>
        <source>Computer: Rule-based</source>
        <translation>Computer: Regelbasiert</translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="63"/>
        <source>Computer: Search</source>
        <translation>Computer: Suche</translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="67"/>
        <source>Computer: Strong (up to 1 s a move)</source>
        <extracomment>The strongest computer player; it thinks up to a second before each move.</extracomment>
        <translation>Computer: Stark (bis 1 s pro Zug)</translation>
    </message>
    <message>
        <location filename="../app/mourners/rememberedplayers.cpp" line="67"/>
        <source>Computer: Strong</source>
        <translation>Computer: Stark</translation>
    </message>
</context>
<context>
    <name>ReplayController</name>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="44"/>
        <source>There is no game to replay.</source>
        <translation>Es gibt keine Partie zum Nachspielen.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <extracomment>%1 file, %2 reason (in English, from the save reader).</extracomment>
        <translation type="vanished">%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="208"/>
        <source>game over</source>
        <extracomment>Replay: who decides at the step shown: nobody, the game is over.</extracomment>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="210"/>
        <source>chance draws</source>
        <translation>der Zufall zieht</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="212"/>
        <source>%1 decides</source>
        <translation>%1 entscheidet</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="140"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="213"/>
        <source>Round %1</source>
        <extracomment>The replay&apos;s round chooser; %1 a round number.</extracomment>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="58"/>
        <source>%1 could not be opened. %2</source>
        <extracomment>%1 file, %2 the reasons, one sentence each.</extracomment>
        <translation>%1 konnte nicht geöffnet werden. %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="137"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="213"/>
        <source>Setup</source>
        <extracomment>The replay&apos;s round chooser: the part of the game before the first round.</extracomment>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="220"/>
        <source>The end of the game</source>
        <translation>Das Ende der Partie</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="223"/>
        <source>Now: %1</source>
        <extracomment>The replay of a game still being played has reached the table&apos;s present. %1 who decides now.</extracomment>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="225"/>
        <source>The start of the game</source>
        <translation>Der Beginn der Partie</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="228"/>
        <source>Then: %1</source>
        <extracomment>The replay, at a past step: %1 who decided what then.</extracomment>
        <translation>Dann: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/mourners/replaycontroller.cpp" line="232"/>
        <source>%n hidden card(s)</source>
        <extracomment>The replay of a game still being played: the cards of a hand or draft are not shown.</extracomment>
        <translation>
            <numerusform>%n verdeckte Karte</numerusform>
            <numerusform>%n verdeckte Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>1 hidden card</source>
        <extracomment>The replay of a game still being played: the cards of a hand or draft are not shown.</extracomment>
        <translation type="vanished">1 verdeckte Karte</translation>
    </message>
    <message>
        <source>%1 hidden cards</source>
        <translation type="vanished">%1 verdeckte Karten</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="242"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="246"/>
        <location filename="../app/mourners/replaycontroller.cpp" line="250"/>
        <source>unknown</source>
        <extracomment>Replay: a card the app was not told (a hidden card at the table).</extracomment>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="261"/>
        <source>hidden until the end</source>
        <extracomment>The replay of a game still being played: a player&apos;s Ulterior Motive is not shown.</extracomment>
        <translation>verdeckt bis zum Ende</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="266"/>
        <source>made, hidden</source>
        <extracomment>The replay of a game still being played: a blind bid made but not revealed (R-TITHE-2).</extracomment>
        <translation>abgegeben, verdeckt</translation>
    </message>
    <message>
        <location filename="../app/mourners/replaycontroller.cpp" line="275"/>
        <source>bone %1 · flesh %2 · spirit %3</source>
        <translation>Bone %1 · Flesh %2 · Spirit %3</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>Replay · step %1 of %2</source>
        <translation type="vanished">Wiederholung · Schritt %1 von %2</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation type="vanished">|◀ Anfang</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="vanished">◀ Zurück</translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="vanished">Schritt</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="vanished">Weiter ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation type="vanished">Ende ▶|</translation>
    </message>
    <message>
        <source>Just played: %1</source>
        <translation type="vanished">Gerade gespielt: %1</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation type="vanished">Der Beginn der Partie</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation type="vanished">Als Nächstes: %1</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="vanished">Das Ende der Partie</translation>
    </message>
    <message>
        <source>Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · everything hidden during the game is shown</source>
        <translation type="vanished">Argwohn %1 · Bedrohung %2 · Einheit-Vorrat %3 · Forge %4 · alles im Spiel Verdeckte wird gezeigt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="21"/>
        <source>Replay · turn %1 of %2</source>
        <extracomment>The replay&apos;s title: %1 the turn shown, %2 the number of turns.</extracomment>
        <translation>Wiederholung · Zug %1 von %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="54"/>
        <source>◀◀ Round</source>
        <translation>◀◀ Runde</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="57"/>
        <source>Previous round (Page Up)</source>
        <translation>Vorherige Runde (Bild auf)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="61"/>
        <source>◀ Turn</source>
        <translation>◀ Zug</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="64"/>
        <source>Previous turn (Left)</source>
        <translation>Vorheriger Zug (Links)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="78"/>
        <source>Jump to round</source>
        <translation>Zu Runde springen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="83"/>
        <source>Turn ▶</source>
        <translation>Zug ▶</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="87"/>
        <source>Next turn (Right)</source>
        <translation>Nächster Zug (Rechts)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="91"/>
        <source>Round ▶▶</source>
        <translation>Runde ▶▶</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="94"/>
        <source>Next round (Page Down)</source>
        <translation>Nächste Runde (Bild ab)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="98"/>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="98"/>
        <source>Now ▶|</source>
        <translation>Jetzt ▶|</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="101"/>
        <source>The end of the game (End)</source>
        <translation>Das Ende der Partie (Ende)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="101"/>
        <source>Now (End)</source>
        <translation>Jetzt (Ende)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="118"/>
        <source>Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · the game is over: everything hidden during it is shown</source>
        <translation>Argwohn %1 · Bedrohung %2 · Einheit-Vorrat %3 · Forge %4 · die Partie ist vorbei: alles währenddessen Verdeckte wird gezeigt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="119"/>
        <source>Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · the game goes on: only what the whole table sees is shown</source>
        <translation>Argwohn %1 · Bedrohung %2 · Einheit-Vorrat %3 · Forge %4 · die Partie läuft noch: nur was der ganze Tisch sieht, wird gezeigt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="144"/>
        <source>This turn</source>
        <extracomment>Heading of the replay&apos;s panel with what happened on the step shown.</extracomment>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="205"/>
        <source>Etherea %1 · Unity %2 · score %3 · figures %4
Influence: %5
Motive: %6
Hand: %7%8
Mourners: %9</source>
        <translation>Etherea %1 · Einheit %2 · Punkte %3 · Figuren %4
Einfluss: %5
Motiv: %6
Hand: %7%8
Mourners: %9</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="209"/>
        <source>none yet</source>
        <extracomment>Replay: a player has no Ulterior Motive yet.</extracomment>
        <translation>noch keine</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="211"/>
        <source>empty</source>
        <extracomment>Replay: a player&apos;s hand holds no card.</extracomment>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="212"/>
        <source> · drafting: %1</source>
        <translation> · Draft: %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="213"/>
        <source> · bid %1</source>
        <translation> · Gebot %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="214"/>
        <source>none</source>
        <comment>no Mourner cards</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keine</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ReplayPage.qml" line="224"/>
        <source>Log · %1</source>
        <extracomment>The replay&apos;s log panel: %1 &quot;Setup&quot; or &quot;Round 2&quot;.</extracomment>
        <translation>Protokoll · %1</translation>
    </message>
</context>
<context>
    <name>RestInPeaceHome</name>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="21"/>
        <source>New table game</source>
        <translation>Neues Tischspiel</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="22"/>
        <source>Follow a duel played with the cards</source>
        <translation>Ein Duell mit den echten Karten begleiten</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="28"/>
        <source>New digital game</source>
        <translation>Neues Digitalspiel</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="29"/>
        <source>Play the duel on this laptop, against a person or the computer</source>
        <translation>Das Duell auf diesem Laptop spielen, gegen eine Person oder den Computer</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="34"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="36"/>
        <source>No unfinished game</source>
        <extracomment>The Continue tile of Rest in Peace: the unfinished game, or that there is none.</extracomment>
        <translation>Keine unvollendete Partie</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="48"/>
        <source>Unfinished games</source>
        <translation>Unvollendete Partien</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="51"/>
        <source>%n game(s) kept: continue or delete</source>
        <extracomment>The unfinished games kept (each in its own file): how many, and what the tile offers.</extracomment>
        <translation>
            <numerusform>%n Partie gespeichert: fortsetzen oder löschen</numerusform>
            <numerusform>%n Partien gespeichert: fortsetzen oder löschen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="53"/>
        <source>Reading the kept games…</source>
        <extracomment>The kept unfinished games are being read (shortly after start).</extracomment>
        <translation>Die aufbewahrten Partien werden gelesen …</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="55"/>
        <source>None kept</source>
        <extracomment>The unfinished games kept (each in its own file).</extracomment>
        <translation>Keine gespeichert</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeaceHome.qml" line="74"/>
        <source>Rest in Peace</source>
        <translation>Rest in Peace</translation>
    </message>
</context>
<context>
    <name>RestInPeacePage</name>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="65"/>
        <source>Rest in Peace</source>
        <translation>Rest in Peace</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="242"/>
        <source>Phones (%1)</source>
        <extracomment>%1 how many phones are connected.</extracomment>
        <translation>Handys (%1)</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="242"/>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="244"/>
        <source>Let the players make their secret choices on their phones</source>
        <translation>Die Geheimentscheidungen auf den eigenen Handys treffen lassen</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="250"/>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="873"/>
        <source>Undo</source>
        <extracomment>Button: takes back the last step (a verb).</extracomment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="253"/>
        <source>Back to your last decision</source>
        <translation>Zurück zur letzten eigenen Entscheidung</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="254"/>
        <source>Takes back the last entry</source>
        <translation>Nimmt die letzte Eingabe zurück</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="62"/>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="259"/>
        <source>Redo</source>
        <extracomment>Button: applies again the step undone last (a verb).</extracomment>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>%1 · computer, %2</source>
        <extracomment>A computer player&apos;s panel: %1 its name, %2 its strength.</extracomment>
        <translation type="vanished">%1 · Computer, %2</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="57"/>
        <source>1 … 6</source>
        <extracomment>Keys sheet of Rest in Peace: the number keys play a ghost card of that value.</extracomment>
        <translation>1 … 6</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="57"/>
        <source>Play a ghost card of that value</source>
        <translation>Eine Geisterkarte dieses Werts spielen</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="58"/>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="58"/>
        <source>End the turn (or withdraw)</source>
        <translation>Den Zug beenden (oder zurückziehen)</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="59"/>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="59"/>
        <source>The first of the other choices (lay nothing down, carry nothing over, the table&apos;s answer)</source>
        <translation>Die erste der anderen Wahlen (nichts ablegen, nichts mitnehmen, die Antwort des Tisches)</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="60"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="60"/>
        <source>What would the computer do? (the hint)</source>
        <translation>Was würde der Computer tun? (der Tipp)</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="61"/>
        <source>Ctrl+Z</source>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="61"/>
        <source>Undo the last step</source>
        <translation>Letzten Schritt rückgängig machen</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="62"/>
        <source>Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Strg+Umschalt+Z oder Strg+Y</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="63"/>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="63"/>
        <source>Press the button that has the ring</source>
        <translation>Die Schaltfläche mit dem Ring drücken</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="234"/>
        <source>Result</source>
        <extracomment>Button: shows again who won, after the table was looked at.</extracomment>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="237"/>
        <source>Show the result again</source>
        <translation>Das Ergebnis wieder zeigen</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="341"/>
        <source>Point at a psychic card, tap it, hold it or reach it with Tab to read what it does.</source>
        <translation>Auf eine Medium-Karte zeigen, tippen, sie gedrückt halten oder mit Tab ansteuern, um zu lesen, was sie bewirkt.</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="402"/>
        <source>random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="402"/>
        <source>Computer: %1</source>
        <extracomment>A computer player&apos;s panel, before its deck and hand: %1 its strength.</extracomment>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="403"/>
        <source>rules</source>
        <translation>regelbasiert</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="404"/>
        <source>search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="406"/>
        <source>strong</source>
        <extracomment>The strongest computer player&apos;s strength, after &quot;Computer:&quot;.</extracomment>
        <translation>stark</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="407"/>
        <source>%1: total %2, %3 manors, %4 castles</source>
        <translation>%1: Summe %2, %3 Landsitze, %4 Schlösser</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="420"/>
        <source>Total %1</source>
        <translation>Summe %1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="426"/>
        <source>Manors %1 · Castles %2</source>
        <translation>Landsitze %1 · Schlösser %2</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="434"/>
        <source>Deck %1 · Hand %2%3</source>
        <translation>Stapel %1 · Hand %2%3</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="435"/>
        <source>face down on 10: %1</source>
        <translation>verdeckt auf 10: %1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="445"/>
        <source>Hand: %1</source>
        <translation>Hand: %1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="445"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="453"/>
        <source>Tripped: the next card comes at random from the hand</source>
        <translation>Tripped: Die nächste Karte kommt zufällig aus der Hand</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="461"/>
        <source>No psychic card</source>
        <translation>Keine Medium-Karte</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="504"/>
        <source>Psychic card held: %1</source>
        <extracomment>A psychic card a player holds, face up: %1 its name.</extracomment>
        <translation>Medium-Karte im Besitz: %1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="551"/>
        <source>The choices</source>
        <extracomment>Accessible name of the scrolling list of the choices of the decision on view.</extracomment>
        <translation>Die Auswahl</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="581"/>
        <source>What would the computer do?</source>
        <extracomment>Button: asks the strongest computer player which choice it would make here.</extracomment>
        <translation>Was würde der Computer tun?</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="589"/>
        <source>The strong computer player&apos;s choice for you, and why (key H)</source>
        <extracomment>Tooltip of the hint button: the key that asks it too.</extracomment>
        <translation>Was der starke Computerspieler an deiner Stelle wählen würde, und warum (Taste H)</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="596"/>
        <source>Do it</source>
        <extracomment>Button: takes the choice the computer suggested.</extracomment>
        <translation>So machen</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="605"/>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="880"/>
        <source>Home</source>
        <comment>the home screen</comment>
        <extracomment>Back to the home screen (the shelf of games).</extracomment>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Psychic cards: %1</source>
        <translation type="vanished">Medium-Karten: %1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="543"/>
        <source>Your choice</source>
        <extracomment>Heading of the panel where the player makes their decision.</extracomment>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="563"/>
        <source>%1 chooses on their phone; the laptop shows the table. “Use the laptop for %1” in Phones takes the seat back.</source>
        <extracomment>Rest in Peace with phones: %1 the player who decides on their phone now.</extracomment>
        <translation>%1 entscheidet auf dem Handy; der Laptop zeigt den Tisch. „Laptop für %1 nutzen“ unter Handys holt den Platz zurück.</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="636"/>
        <source>Play a ghost card: %1</source>
        <translation>Geisterkarte spielen: %1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="662"/>
        <source>Play a ghost card %1 and end the turn</source>
        <extracomment>A button that plays a ghost card of value %1 and ends the turn at once.</extracomment>
        <translation>Geisterkarte %1 spielen und den Zug beenden</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="758"/>
        <source>Log</source>
        <extracomment>Heading of the game log panel (a noun).</extracomment>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="788"/>
        <source>Your hand is shown next: the other player looks away.</source>
        <translation>Als Nächstes wird die Hand gezeigt: Die andere Person schaut weg.</translation>
    </message>
    <message>
        <source>Lay your card face down on round 10 and tell the app which one, unseen.</source>
        <translation type="vanished">Die Karte verdeckt auf Runde 10 legen und der App ungesehen mitteilen, welche es ist.</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="798"/>
        <source>hand, turn, round-10 card</source>
        <translation>Hand, Zug, Karte der 10. Runde</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="798"/>
        <source>round-10 card</source>
        <translation>Karte der 10. Runde</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="834"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="835"/>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="851"/>
        <source>The game is in the history.</source>
        <translation>Die Partie steht im Verlauf.</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RestInPeacePage.qml" line="861"/>
        <source>Look at the table</source>
        <translation>Tisch ansehen</translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="vanished">Start</translation>
    </message>
</context>
<context>
    <name>RipMansionCard</name>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="35"/>
        <source>Round %1, %2, %3. %4: %5. %6: %7. %8</source>
        <translation>Runde %1, %2, %3. %4: %5. %6: %7. %8</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="36"/>
        <source>card not turned over</source>
        <translation>Karte nicht aufgedeckt</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="37"/>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="38"/>
        <source>no card</source>
        <translation>keine Karte</translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="97"/>
        <source>%n manor(s)</source>
        <extracomment>Tokens on a mansion: M manor, C castle.</extracomment>
        <translation>
            <numerusform>Landsitz</numerusform>
            <numerusform>%n Landsitze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="99"/>
        <source>%n castle(s)</source>
        <translation>
            <numerusform>Schloss</numerusform>
            <numerusform>%n Schlösser</numerusform>
        </translation>
    </message>
    <message>
        <source>manor</source>
        <extracomment>Tokens on a mansion: M manor, C castle.</extracomment>
        <translation type="vanished">Landsitz</translation>
    </message>
    <message>
        <source>%1 manors</source>
        <translation type="vanished">%1 Landsitze</translation>
    </message>
    <message>
        <source>castle</source>
        <translation type="vanished">Schloss</translation>
    </message>
    <message>
        <source>%1 castles</source>
        <translation type="vanished">%1 Schlösser</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipMansionCard.qml" line="109"/>
        <source>(face down)</source>
        <translation>(verdeckt)</translation>
    </message>
</context>
<context>
    <name>RipPhones</name>
    <message>
        <source>Start a game first: the phones join the game on the table.</source>
        <translation type="vanished">Zuerst eine Partie beginnen: Die Handys treten der Partie auf dem Tisch bei.</translation>
    </message>
    <message>
        <source>The phones could not be switched on: %1</source>
        <extracomment>%1 the reason from the network, e.g. &quot;The address is protected&quot;.</extracomment>
        <translation type="vanished">Die Handys ließen sich nicht einschalten: %1</translation>
    </message>
</context>
<context>
    <name>RipSession</name>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="93"/>
        <source>Choose a table game or a digital game.</source>
        <translation>Bitte ein Tischspiel oder ein Digitalspiel wählen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="101"/>
        <source>Give both players a name.</source>
        <translation>Bitte beiden Personen einen Namen geben.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="111"/>
        <source>Give the two players different names.</source>
        <translation>Bitte den beiden Personen verschiedene Namen geben.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="119"/>
        <source>Unknown kind of player: %1.</source>
        <translation>Unbekannte Art von Spieler: %1.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="140"/>
        <source>There is no unfinished game of Rest in Peace to continue.</source>
        <translation>Es gibt keine unvollendete Partie Rest in Peace zum Fortsetzen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="157"/>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be read: %2. The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reason (in English, from the save reader).</extracomment>
        <translation type="vanished">%1 konnte nicht gelesen werden: %2. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="56"/>
        <source>The learning game</source>
        <translation>Das Lernspiel</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="58"/>
        <source>The highest level of psychic cards</source>
        <translation>Die höchste Stufe der Medium-Karten</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="60"/>
        <source>Who starts round 1</source>
        <translation>Wer Runde 1 beginnt</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="62"/>
        <source>The rules edition</source>
        <translation>Die Regelausgabe</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="65"/>
        <source>The app&apos;s notes on the game</source>
        <extracomment>A save&apos;s part that only the app reads: who plays each seat and the time played.</extracomment>
        <translation>Die Notizen der App zur Partie</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="67"/>
        <source>The events listed with the save</source>
        <translation>Die mit dem Spielstand aufgeführten Ereignisse</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="86"/>
        <source>Name of player %1: %2.</source>
        <extracomment>%1 the player&apos;s number (1 or 2), %2 what is wrong with the name.</extracomment>
        <translation>Name von Spieler %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="163"/>
        <source>%1 could not be read. %2 The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reasons, one sentence each.</extracomment>
        <translation>%1 konnte nicht gelesen werden. %2 Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsteps.cpp" line="91"/>
        <source>%1 against %2.</source>
        <extracomment>The first line of a game&apos;s log: %1 and %2 the players.</extracomment>
        <translation>%1 gegen %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="225"/>
        <source>That choice is no longer open.</source>
        <translation>Diese Wahl steht nicht mehr offen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="232"/>
        <source>Start a game first.</source>
        <translation>Bitte zuerst eine Partie beginnen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="237"/>
        <source>%1 takes the laptop first.</source>
        <translation>%1 bekommt den Laptop zuerst.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="241"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="241"/>
        <source>It is not a person&apos;s decision now.</source>
        <translation>Jetzt entscheidet keine Person.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="246"/>
        <source>%1 decides on their phone.</source>
        <extracomment>%1 a player who decides on their phone (the laptop can take the seat back in Phones).</extracomment>
        <translation>%1 entscheidet auf dem Handy.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="258"/>
        <source>The game is over; nothing was changed.</source>
        <translation>Die Partie ist vorbei; nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="259"/>
        <source>It is not that player&apos;s decision; nothing was changed.</source>
        <translation>Diese Person entscheidet gerade nicht; nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="260"/>
        <location filename="../app/restinpeace/ripsession.cpp" line="268"/>
        <source>That is not allowed now; nothing was changed.</source>
        <translation>Das ist jetzt nicht erlaubt; nichts wurde geändert.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="377"/>
        <source>Waiting for %1&apos;s phone</source>
        <extracomment>Phones at the table: %1 a player who decides on their phone.</extracomment>
        <translation>Warten auf das Handy von %1</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="379"/>
        <source>Pass the laptop to %1.</source>
        <translation>Bitte den Laptop an %1 weitergeben.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="382"/>
        <source>%1 (computer) is thinking…</source>
        <extracomment>%1 a computer player&apos;s name.</extracomment>
        <translation>%1 (Computer) denkt nach…</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripchoices.cpp" line="94"/>
        <source>%1 + end</source>
        <extracomment>A button: play a ghost card of value %1 and end the turn, in one tap.</extracomment>
        <translation>%1 + Ende</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="40"/>
        <source>%1: %2 withdrew</source>
        <extracomment>How a mansion was won: %1 the winner, %2 the player who withdrew.</extracomment>
        <translation>%1: %2 zog sich zurück</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="41"/>
        <source>%1: %2 played dead</source>
        <translation>%1: %2 stellte sich tot</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="42"/>
        <source>A tie: the token moved on</source>
        <translation>Gleichstand: Marker wandert weiter</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="44"/>
        <source>%1: %2 to %3</source>
        <extracomment>A round&apos;s result: %1 its winner, %2 the higher total, %3 the lower, e.g. &quot;Ada: 12 to 7&quot;.</extracomment>
        <translation>%1: %2 zu %3</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="45"/>
        <source>Tied %1 to %2: cancelled</source>
        <translation>Gleichstand %1 zu %2: annulliert</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="131"/>
        <source>%1 against %2</source>
        <extracomment>The players of an unfinished game of Rest in Peace: %1 and %2 their names.</extracomment>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>worth 1, no effect (We&apos;re worthless)</source>
        <translation type="vanished">Wert 1, kein Effekt (We&apos;re worthless)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="130"/>
        <source>carried over: its value only</source>
        <translation>mitgenommen: nur ihr Wert</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="132"/>
        <source>−2 on round 10</source>
        <translation>−2 auf Runde 10</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="137"/>
        <source>Value named: %1.</source>
        <translation>Genannter Wert: %1.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="139"/>
        <source>Values named: %1 and %2.</source>
        <translation>Genannte Werte: %1 und %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="141"/>
        <source>Worth %1 here.</source>
        <translation>Hier %1 wert.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="144"/>
        <source>%1&apos;s %2: %3</source>
        <extracomment>%1 the player, %2 the psychic card, %3 what it does.</extracomment>
        <translation>%2 von %1: %3</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="154"/>
        <source>%1 is ahead, %2 to %3: ending the turn passes it on.</source>
        <translation>%1 liegt vorn, %2 zu %3: Das Zugende gibt den Zug weiter.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="155"/>
        <source>%1 must get above %3 (now %2) before ending the turn, or withdraws.</source>
        <translation>%1 muss vor dem Zugende über %3 kommen (jetzt %2), sonst zieht %1 sich zurück.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripview.cpp" line="165"/>
        <source>Nobody may play: %1</source>
        <translation>Niemand darf spielen: %1</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <extracomment>%1 the reason. The game goes on; only the automatic save failed.</extracomment>
        <translation type="vanished">Die Partie konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="141"/>
        <source>The last autosaved game of Rest in Peace (%1) could not be read. %2 The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reasons, one sentence each.</extracomment>
        <translation>Die zuletzt automatisch gespeicherte Partie Rest in Peace (%1) konnte nicht gelesen werden. %2 Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>The last autosaved game of Rest in Peace (%1) could not be read: %2. The file was left as it is.</source>
        <extracomment>%1 the file, %2 the reason (English, from the save reader).</extracomment>
        <translation type="vanished">Die zuletzt automatisch gespeicherte Partie Rest in Peace (%1) konnte nicht gelesen werden: %2. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsave.cpp" line="136"/>
        <source>%1 against %2 · round %3</source>
        <extracomment>The Continue tile: %1 and %2 the players, %3 the round.</extracomment>
        <translation>%1 gegen %2 · Runde %3</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphistory.cpp" line="88"/>
        <source>The game could not be added to the history: %1</source>
        <translation>Die Partie konnte nicht in den Verlauf aufgenommen werden: %1</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="71"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="76"/>
        <source>How it ended: %1. %2.</source>
        <extracomment>The history&apos;s line for a game of Rest in Peace: %1 how it ended, %2 each player&apos;s mansions.</extracomment>
        <translation>Ausgang: %1. %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripsession.cpp" line="527"/>
        <source>The computer player chose a move that is not allowed.</source>
        <translation>Der Computerspieler hat einen unerlaubten Zug gewählt.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="34"/>
        <source>the ghost card “%1”</source>
        <extracomment>A ghost card named in a hint: %1 its value as its button shows it.</extracomment>
        <translation>die Geisterkarte „%1“</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="36"/>
        <source>“%1”</source>
        <extracomment>A choice named in a hint: %1 the text of its button.</extracomment>
        <translation>„%1“</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="53"/>
        <source>There is only one choice here: %1.</source>
        <extracomment>A hint when the decision has one legal choice only: %1 that choice.</extracomment>
        <translation>Hier gibt es nur eine Wahl: %1.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="55"/>
        <source>The computer would choose %1.</source>
        <translation>Der Computer würde %1 wählen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="59"/>
        <source>The computer would choose %1: it won %2% of its trial games with it.</source>
        <extracomment>A hint: %1 the choice, %2 a percentage (a number from 0 to 100).</extracomment>
        <translation>Der Computer würde %1 wählen: Damit gewann er %2 % seiner Probepartien.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="69"/>
        <source>If you hold %1, the computer would play it: it won %2% of its trial games with it, %3% with the next best choice, %4 (the app does not know your hand: it guessed it).</source>
        <extracomment>A hint at a table whose hand the app was not told: %1 the ghost card, %2 and %3 percentages (0 to 100), %4 the next best choice.</extracomment>
        <translation>Wenn du %1 hast, würde der Computer sie spielen: Damit gewann er %2 % seiner Probepartien, mit der nächstbesten Wahl, %4, %3 % (die App kennt deine Hand nicht: sie hat sie geraten).</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="74"/>
        <source>The computer would choose %1, but %2 is as good: it won %3% of its trial games with either.</source>
        <extracomment>A hint: %1 the choice, %2 the next best choice, %3 a percentage (0 to 100) both reached.</extracomment>
        <translation>Der Computer würde %1 wählen, aber %2 ist ebenso gut: Mit beiden gewann er %3 % seiner Probepartien.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riphint.cpp" line="78"/>
        <source>The computer would choose %1: it won %2% of its trial games with it, %3% with the next best choice, %4.</source>
        <extracomment>A hint: %1 the choice, %2 and %3 percentages (0 to 100) of the trial games won with it and with the next best choice %4.</extracomment>
        <translation>Der Computer würde %1 wählen: Damit gewann er %2 % seiner Probepartien, mit der nächstbesten Wahl, %4, %3 %.</translation>
    </message>
</context>
<context>
    <name>RipSetupDialog</name>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="30"/>
        <source>New table game of Rest in Peace</source>
        <translation>Neues Tischspiel Rest in Peace</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="30"/>
        <source>New digital game of Rest in Peace</source>
        <translation>Neues Digitalspiel Rest in Peace</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="33"/>
        <source>A person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="34"/>
        <source>Computer: random</source>
        <translation>Computer: Zufall</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="35"/>
        <source>Computer: rules</source>
        <translation>Computer: Regelbasiert</translation>
    </message>
    <message>
        <source>Computer: search (strong)</source>
        <translation type="vanished">Computer: Suche (stark)</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="36"/>
        <source>Computer: search</source>
        <translation>Computer: Suche</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="38"/>
        <source>Computer: strong (up to 1 s a move)</source>
        <extracomment>The strongest computer player of Rest in Peace; it thinks up to a second a move.</extracomment>
        <translation>Computer: stark (bis 1 s pro Zug)</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="50"/>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="120"/>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="58"/>
        <source>Name of player 1</source>
        <translation>Name von Spieler 1</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="68"/>
        <source>Who plays player 1</source>
        <translation>Wer Spieler 1 spielt</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="81"/>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="121"/>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="87"/>
        <source>Bo (computer)</source>
        <extracomment>The name the computer opponent is given unless the player types another.</extracomment>
        <translation>Bo (Computer)</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="90"/>
        <source>Name of player 2</source>
        <translation>Name von Spieler 2</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="100"/>
        <source>Who plays player 2</source>
        <translation>Wer Spieler 2 spielt</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="116"/>
        <source>Starts round 1:</source>
        <translation>Beginnt Runde 1:</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="124"/>
        <source>Who starts round 1</source>
        <translation>Wer Runde 1 beginnt</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="130"/>
        <source>Learning game: psychic cards 1–9 only, turned over one round at a time</source>
        <translation>Lernpartie: nur Medium-Karten 1–9, Runde für Runde aufgedeckt</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="146"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../qml/restinpeace/RipSetupDialog.qml" line="151"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>RipText</name>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="98"/>
        <source>the table</source>
        <extracomment>The chance seat of Rest in Peace: the people at the table, or the shuffled decks.</extracomment>
        <translation>der Tisch</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="100"/>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="102"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="108"/>
        <source>You won&apos;t have it</source>
        <translation>You won&apos;t have it</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="109"/>
        <source>Auntie, are you there?</source>
        <translation>Auntie, are you there?</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="110"/>
        <source>Reveal yourself!</source>
        <translation>Reveal yourself!</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="111"/>
        <source>Lady in White</source>
        <translation>Lady in White</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="112"/>
        <source>Sir Nicholas</source>
        <translation>Sir Nicholas</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="113"/>
        <source>Tripped</source>
        <translation>Tripped</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="114"/>
        <source>Postponed wedding</source>
        <translation>Postponed wedding</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="115"/>
        <source>Acro-bats</source>
        <translation>Acro-bats</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="116"/>
        <source>Ghossssst</source>
        <translation>Ghossssst</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="117"/>
        <source>Poltergeist</source>
        <translation>Poltergeist</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="118"/>
        <source>Be gone!</source>
        <translation>Be gone!</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="119"/>
        <source>You don&apos;t scare me</source>
        <translation>You don&apos;t scare me</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="120"/>
        <source>Now or never</source>
        <translation>Now or never</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="121"/>
        <source>Two&apos;s more fun</source>
        <translation>Two&apos;s more fun</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="122"/>
        <source>Still me</source>
        <translation>Still me</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="123"/>
        <source>Double vision</source>
        <translation>Double vision</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="124"/>
        <source>Wraith to the bottom</source>
        <translation>Wraith to the bottom</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="125"/>
        <source>I&apos;ll be back</source>
        <translation>I&apos;ll be back</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="126"/>
        <source>Ghost of Christmas yet to come</source>
        <translation>Ghost of Christmas yet to come</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="127"/>
        <source>Let&apos;s meet at the end</source>
        <translation>Let&apos;s meet at the end</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="128"/>
        <source>Bloody Mary</source>
        <translation>Bloody Mary</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="129"/>
        <source>Playing dead</source>
        <translation>Playing dead</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="130"/>
        <source>Ghostly goldfish</source>
        <translation>Ghostly goldfish</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="131"/>
        <source>Private lounge</source>
        <translation>Private lounge</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="132"/>
        <source>They were never seen again</source>
        <translation>They were never seen again</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="133"/>
        <source>I pity the Ghoul!</source>
        <translation>I pity the Ghoul!</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="134"/>
        <source>Creepy lull</source>
        <translation>Creepy lull</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="135"/>
        <source>House swap</source>
        <translation>House swap</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="136"/>
        <source>We&apos;re worthless</source>
        <translation>We&apos;re worthless</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="138"/>
        <source>The last mansion</source>
        <extracomment>The special psychic card that marks round 10 (it has no effect).</extracomment>
        <translation>Das letzte Herrenhaus</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="140"/>
        <source>a psychic card</source>
        <translation>eine Medium-Karte</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="146"/>
        <source>Its player gets this round&apos;s psychic card, win or lose.</source>
        <translation>Wer sie spielt, erhält die Medium-Karte dieser Runde, ob gewonnen oder verloren.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="147"/>
        <source>Pick a ghost card of your choice out of your deck and play it now.</source>
        <translation>Eine beliebige Geisterkarte aus dem eigenen Stapel wählen und sofort spielen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="148"/>
        <source>Worth 1; you see your opponent&apos;s hand until the round ends.</source>
        <translation>Wert 1; bis zum Rundenende ist die gegnerische Hand sichtbar.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="149"/>
        <source>Worth 2.</source>
        <translation>Wert 2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="150"/>
        <source>Worth 3.</source>
        <translation>Wert 3.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s next card is drawn blindly from their hand.</source>
        <translation type="vanished">Die nächste gegnerische Karte wird blind aus der Hand gezogen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="152"/>
        <source>Worth 3, only in round 10.</source>
        <translation>Wert 3, nur in Runde 10.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="153"/>
        <source>Your even cards (2, 4, 6) count 1 more this round.</source>
        <translation>Die eigenen geraden Karten (2, 4, 6) zählen in dieser Runde 1 mehr.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="154"/>
        <source>Your odd cards (1, 3, 5) count 1 more this round.</source>
        <translation>Die eigenen ungeraden Karten (1, 3, 5) zählen in dieser Runde 1 mehr.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="155"/>
        <source>Name a value: your cards of that value count 2 more this round.</source>
        <translation>Einen Wert nennen: Die eigenen Karten dieses Werts zählen in dieser Runde 2 mehr.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="156"/>
        <source>Throw away one card your opponent has in play.</source>
        <translation>Eine gegnerische Karte im Spiel abwerfen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="157"/>
        <source>Your opponent&apos;s 1s and 2s count 0 this round.</source>
        <translation>Gegnerische 1er und 2er zählen in dieser Runde 0.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="158"/>
        <source>Worth 4; afterwards it moves to your round 10, worth −2 there.</source>
        <translation>Wert 4; danach wandert sie in die eigene Runde 10 und zählt dort −2.</translation>
    </message>
    <message>
        <source>For the rest of the round your opponent plays at least 2 cards a turn.</source>
        <translation type="vanished">Für den Rest der Runde spielt die Gegenseite mindestens 2 Karten pro Zug.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="160"/>
        <source>If you win the round, one of your cards of this round carries into the next.</source>
        <translation>Bei gewonnener Runde geht eine eigene Karte dieser Runde in die nächste mit.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="161"/>
        <source>Copies the value of one of your ghost cards of this round.</source>
        <translation>Kopiert den Wert einer eigenen Geisterkarte dieser Runde.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="162"/>
        <source>Name a value: your opponent&apos;s cards of that value count 2 less (not below 0).</source>
        <translation>Einen Wert nennen: Gegnerische Karten dieses Werts zählen 2 weniger (nicht unter 0).</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="163"/>
        <source>Shuffle one of your cards from an earlier round back into your deck.</source>
        <translation>Eine eigene Karte aus einer früheren Runde zurück in den eigenen Stapel mischen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="164"/>
        <source>Turn up the top card of a deck: this card is worth its value.</source>
        <translation>Die oberste Karte eines Stapels aufdecken: Diese Karte zählt so viel wie sie.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="165"/>
        <source>A random card from a player&apos;s hand goes face down onto round 10.</source>
        <translation>Eine zufällige Karte aus der Hand einer Person kommt verdeckt auf Runde 10.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="166"/>
        <source>Worth 6; you throw away 2 ghost cards from your hand.</source>
        <translation>Wert 6; dafür 2 Geisterkarten aus der eigenen Hand abwerfen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="167"/>
        <source>You lose the round now and take back one card you played in it.</source>
        <translation>Die Runde sofort verlieren und eine darin gespielte Karte zurücknehmen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="168"/>
        <source>Counts as two ghost cards worth 1.</source>
        <translation>Zählt als zwei Geisterkarten mit Wert 1.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="169"/>
        <source>Your opponent plays no psychic card for the rest of the round.</source>
        <translation>Die Gegenseite spielt für den Rest der Runde keine Medium-Karte.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="170"/>
        <source>Name 2 values: nobody plays them for the rest of the round.</source>
        <translation>2 Werte nennen: Niemand spielt sie für den Rest der Runde.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="171"/>
        <source>Name a value: every card of that value, both players&apos;, counts 3 more.</source>
        <translation>Einen Wert nennen: Jede Karte dieses Werts, auf beiden Seiten, zählt 3 mehr.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="172"/>
        <source>The round is a tie: its token moves on, its psychic card is thrown away.</source>
        <translation>Die Runde endet im Gleichstand: Ihr Marker wandert weiter, ihre Medium-Karte wird abgeworfen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="173"/>
        <source>Swap two mansion tokens of later rounds.</source>
        <translation>Zwei Herrenhaus-Marker späterer Runden tauschen.</translation>
    </message>
    <message>
        <source>Every other card of this round is worth 1 and does nothing else.</source>
        <translation type="vanished">Jede andere Karte dieser Runde ist 1 wert und bewirkt sonst nichts.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="76"/>
        <source>worth 1 (We&apos;re worthless)</source>
        <translation>Wert 1 (We&apos;re worthless)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="78"/>
        <source>worth 0: no value of its own</source>
        <extracomment>A psychic card with an effect only, while We&apos;re worthless is in play: it counts 0.</extracomment>
        <translation>Wert 0: kein eigener Wert</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="84"/>
        <source>We&apos;re worthless is in play: this card counts 1 and does nothing else.</source>
        <translation>We&apos;re worthless liegt aus: Diese Karte zählt 1 und bewirkt sonst nichts.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="85"/>
        <source>We&apos;re worthless is in play: this card has no value of its own, so it counts 0 and does nothing.</source>
        <translation>We&apos;re worthless liegt aus: Diese Karte hat keinen eigenen Wert, zählt also 0 und bewirkt nichts.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="90"/>
        <source>worth 1, no effect (We&apos;re worthless)</source>
        <translation>Wert 1, kein Effekt (We&apos;re worthless)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="91"/>
        <source>worth 0, no effect: no value of its own (We&apos;re worthless)</source>
        <translation>Wert 0, kein Effekt: kein eigener Wert (We&apos;re worthless)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="151"/>
        <source>Your opponent&apos;s next card is drawn blindly from their hand: this round, or the next if they withdraw at once.</source>
        <translation>Die nächste gegnerische Karte wird blind aus der Hand gezogen: in dieser Runde oder, wenn die Gegenseite sofort aussteigt, in der nächsten.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="159"/>
        <source>For the rest of the round your opponent plays no card or at least 2 cards a turn.</source>
        <translation>Für den Rest der Runde spielt die Gegenseite pro Zug keine oder mindestens 2 Karten.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="174"/>
        <source>Every other card of this round does nothing else: a card with a value counts 1, any other 0.</source>
        <translation>Jede andere Karte dieser Runde bewirkt sonst nichts: eine Karte mit Wert zählt 1, jede andere 0.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="175"/>
        <source>No effect: it marks the last mansion.</source>
        <translation>Kein Effekt: Sie markiert das letzte Herrenhaus.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="184"/>
        <location filename="../app/restinpeace/riptext.cpp" line="195"/>
        <source>%1 (face down)</source>
        <extracomment>A ghost card face down on round 10: its value when this screen may know it.
----------
A psychic card lying face down on round 10 (its number is known to both players).</extracomment>
        <translation>%1 (verdeckt)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="184"/>
        <source>a face-down card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="187"/>
        <source>a card (not told)</source>
        <translation>eine Karte (nicht angegeben)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="190"/>
        <source>%1 (−2)</source>
        <extracomment>%1 a psychic card moved to round 10, where it is worth −2.</extracomment>
        <translation>%1 (−2)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="205"/>
        <location filename="../app/restinpeace/riptext.cpp" line="328"/>
        <location filename="../app/restinpeace/riptext.cpp" line="394"/>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="211"/>
        <source>no token</source>
        <translation>kein Marker</translation>
    </message>
    <message>
        <source>a manor</source>
        <translation type="vanished">1 Landsitz</translation>
    </message>
    <message>
        <source>%1 manors</source>
        <translation type="vanished">%1 Landsitze</translation>
    </message>
    <message>
        <source>a castle</source>
        <translation type="vanished">1 Schloss</translation>
    </message>
    <message>
        <source>%1 castles</source>
        <translation type="vanished">%1 Schlösser</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="217"/>
        <source>%1 and %2</source>
        <extracomment>%1 manors, %2 castles, e.g. &quot;a manor and a castle&quot;.</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="226"/>
        <source>Round %1&apos;s psychic card: %2.</source>
        <translation>Medium-Karte von Runde %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="228"/>
        <source>Round %1 is fought for %2.</source>
        <translation>In Runde %1 geht es um %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="230"/>
        <location filename="../app/restinpeace/riptext.cpp" line="413"/>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="232"/>
        <source>%1&apos;s deck is empty: nothing to draw.</source>
        <translation>Der Stapel von %1 ist leer: nichts zu ziehen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="235"/>
        <source>Round 10: the face-down cards are turned over.</source>
        <translation>Runde 10: Die verdeckten Karten werden aufgedeckt.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="236"/>
        <source>Round %1 begins; %2 starts.</source>
        <translation>Runde %1 beginnt; %2 fängt an.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="239"/>
        <source>%1 fetches a %2 from the deck and plays it.</source>
        <translation>%1 holt eine %2 aus dem Stapel und spielt sie.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="241"/>
        <source>%1 is tripped: a %2 from the hand is played at random.</source>
        <translation>%1 ist von Tripped betroffen: Zufällig wird eine %2 aus der Hand gespielt.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="242"/>
        <source>%1 plays a %2.</source>
        <translation>%1 spielt eine %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="245"/>
        <source>%1 plays %2; We&apos;re worthless takes its effect.</source>
        <translation>%1 spielt %2; We&apos;re worthless hebt ihren Effekt auf.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="250"/>
        <source> (value %1)</source>
        <translation> (Wert %1)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="252"/>
        <source> (values %1 and %2)</source>
        <translation> (Werte %1 und %2)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="254"/>
        <source> (%1&apos;s deck)</source>
        <translation> (Stapel von %1)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="256"/>
        <source> (%1&apos;s hand)</source>
        <translation> (Hand von %1)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="259"/>
        <source>%1&apos;s %2 acts on round 10%3.</source>
        <translation>%2 von %1 wirkt auf Runde 10%3.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="260"/>
        <source>%1 plays %2%3.</source>
        <translation>%1 spielt %2%3.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="263"/>
        <source>%1&apos;s %2 is thrown away.</source>
        <translation>%2 von %1 wird abgeworfen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="265"/>
        <source>%1 shuffles a %2 back into the deck.</source>
        <translation>%1 mischt eine %2 zurück in den Stapel.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="267"/>
        <source>%1 takes %2 back.</source>
        <translation>%1 nimmt %2 zurück.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="269"/>
        <source>The top card of %1&apos;s deck is a %2.</source>
        <translation>Die oberste Karte im Stapel von %1 ist eine %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="272"/>
        <source>%1 throws away a %2 from the hand.</source>
        <translation>%1 wirft eine %2 aus der Hand ab.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="273"/>
        <source>%1 throws away a card from the hand.</source>
        <translation>%1 wirft eine Karte aus der Hand ab.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="275"/>
        <source>The tokens of rounds %1 and %2 change places.</source>
        <translation>Die Marker der Runden %1 und %2 tauschen die Plätze.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="277"/>
        <source>%1 ends the turn with %2 against %3.</source>
        <translation>%1 beendet den Zug mit %2 gegen %3.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="279"/>
        <source>%1 does not beat it: withdraws and loses the round.</source>
        <translation>%1 übertrifft das nicht: zieht sich zurück und verliert die Runde.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="281"/>
        <source>%1 loses the round at once.</source>
        <translation>%1 verliert die Runde sofort.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="283"/>
        <source>Round %1 is a tie: its token waits for the next round.</source>
        <translation>Runde %1 endet im Gleichstand: Ihr Marker wartet auf die nächste Runde.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="285"/>
        <source>%1 wins round %2 and takes %3.</source>
        <translation>%1 gewinnt Runde %2 und nimmt %3.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="287"/>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="289"/>
        <source>%1 is thrown away.</source>
        <translation>%1 wird abgeworfen.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="291"/>
        <source>%1&apos;s Now or never moves to round 10, worth −2 there.</source>
        <translation>Now or never von %1 wandert auf Runde 10 und zählt dort −2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="293"/>
        <source>%1 carries %2 into round %3.</source>
        <translation>%1 nimmt %2 mit in Runde %3.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="296"/>
        <source>A random card of %1&apos;s hand goes onto round 10.</source>
        <translation>Eine zufällige Karte aus der Hand von %1 kommt auf Runde 10.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="298"/>
        <source>%1 lays %2 face down on round 10.</source>
        <translation>%1 legt %2 verdeckt auf Runde 10.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="299"/>
        <source>%1 lays a card face down on round 10.</source>
        <translation>%1 legt eine Karte verdeckt auf Runde 10.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="301"/>
        <source>%1&apos;s face-down card: %2.</source>
        <translation>Verdeckte Karte von %1: %2.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="303"/>
        <source>Round 10: %1 has %2, %3 has %4.</source>
        <translation>Runde 10: %1 hat %2, %3 hat %4.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="306"/>
        <source>%1 wins the game: 4 manors or 3 castles.</source>
        <translation>%1 gewinnt die Partie: 4 Landsitze oder 3 Schlösser.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="307"/>
        <location filename="../app/restinpeace/riptext.cpp" line="462"/>
        <source>%1 wins round 10 and with it the game.</source>
        <translation>%1 gewinnt Runde 10 und damit die Partie.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="308"/>
        <source>Round 10 is cancelled; %1 wins with more mansions.</source>
        <translation>Runde 10 wird annulliert; %1 gewinnt mit mehr Herrenhäusern.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="309"/>
        <source>Round 10 is cancelled and both have as many mansions: a draw.</source>
        <translation>Runde 10 wird annulliert und beide haben gleich viele Herrenhäuser: unentschieden.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="312"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation type="vanished">kein Effekt</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/restinpeace/riptext.cpp" line="213"/>
        <source>%n manor(s)</source>
        <translation>
            <numerusform>%n Landsitz</numerusform>
            <numerusform>%n Landsitze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/restinpeace/riptext.cpp" line="215"/>
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n Schloss</numerusform>
            <numerusform>%n Schlösser</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="334"/>
        <source>fetch a %1</source>
        <extracomment>A psychic card&apos;s choice: fetch a card of value %1 from the deck.</extracomment>
        <translation>eine %1 holen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="334"/>
        <source>the deck is empty</source>
        <translation>der Stapel ist leer</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="336"/>
        <source>value %1</source>
        <extracomment>A psychic card&apos;s chosen value.</extracomment>
        <translation>Wert %1</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="337"/>
        <source>values %1 and %2</source>
        <translation>Werte %1 und %2</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="338"/>
        <source>no target</source>
        <translation>kein Ziel</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="338"/>
        <source>throw away their %1</source>
        <translation>gegnerische %1 abwerfen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="339"/>
        <source>nothing to copy</source>
        <translation>nichts zu kopieren</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="339"/>
        <source>copy your %1</source>
        <translation>eigene %1 kopieren</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="341"/>
        <source>nothing to return</source>
        <translation>nichts zurückzumischen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="341"/>
        <source>return the %1 of round %2</source>
        <translation>%1 aus Runde %2 zurückmischen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="342"/>
        <source>%1&apos;s deck</source>
        <translation>Stapel von %1</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="343"/>
        <source>%1&apos;s hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="346"/>
        <source>throw away nothing</source>
        <translation>nichts abwerfen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="348"/>
        <source>throw away a %1</source>
        <translation>eine %1 abwerfen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="349"/>
        <source>throw away %1 and %2</source>
        <translation>%1 und %2 abwerfen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="350"/>
        <source>take nothing back</source>
        <translation>nichts zurücknehmen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="350"/>
        <source>take back %1</source>
        <translation>%1 zurücknehmen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="353"/>
        <source>swap nothing</source>
        <translation>nichts tauschen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="355"/>
        <source>round %1&apos;s %2 with round %3&apos;s %4</source>
        <extracomment>House swap: %1 round, %2 token, %3 round, %4 token.</extracomment>
        <translation>%2 aus Runde %1 mit %4 aus Runde %3</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="357"/>
        <location filename="../app/restinpeace/riptext.cpp" line="359"/>
        <source>manor</source>
        <translation>Landsitz</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="357"/>
        <location filename="../app/restinpeace/riptext.cpp" line="359"/>
        <source>castle</source>
        <translation>Schloss</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="370"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="371"/>
        <source>Manor</source>
        <translation>Landsitz</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="371"/>
        <source>Castle</source>
        <translation>Schloss</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="372"/>
        <source>A card (not told)</source>
        <translation>Eine Karte (nicht angegeben)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="372"/>
        <location filename="../app/restinpeace/riptext.cpp" line="374"/>
        <location filename="../app/restinpeace/riptext.cpp" line="376"/>
        <source>A %1</source>
        <extracomment>A card of value %1, e.g. &quot;A 7&quot;.</extracomment>
        <translation>Eine %1</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="374"/>
        <source>Not told</source>
        <extracomment>A random card nobody told the app at the table: its value is unknown.</extracomment>
        <translation>Nicht angegeben</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="382"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="384"/>
        <source>A random card (tripped)</source>
        <translation>Eine zufällige Karte (Tripped)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="387"/>
        <source>End the turn (%1 beats %2)</source>
        <translation>Zug beenden (%1 schlägt %2)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="388"/>
        <source>Withdraw (%1 does not beat %2)</source>
        <translation>Zurückziehen (%1 schlägt %2 nicht)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="392"/>
        <source>Carry nothing over</source>
        <translation>Nichts mitnehmen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="393"/>
        <source>Carry %1 over</source>
        <translation>%1 mitnehmen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="397"/>
        <source>Lay nothing down</source>
        <translation>Nichts ablegen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="399"/>
        <source>Lay %1 face down</source>
        <translation>%1 verdeckt ablegen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="400"/>
        <source>Lay a card face down (not told)</source>
        <translation>Eine Karte verdeckt ablegen (nicht angegeben)</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="400"/>
        <source>Lay a %1 face down</source>
        <translation>Eine %1 verdeckt ablegen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="411"/>
        <source>Which psychic card lies on round %1?</source>
        <translation>Welche Medium-Karte liegt auf Runde %1?</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="412"/>
        <source>Which token lies on round %1?</source>
        <translation>Welcher Marker liegt auf Runde %1?</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="414"/>
        <source>Which card came at random out of %1&apos;s hand?</source>
        <translation>Welche Karte kam zufällig aus der Hand von %1?</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="415"/>
        <source>Which card is on top of %1&apos;s deck?</source>
        <translation>Welche Karte liegt oben auf dem Stapel von %1?</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="416"/>
        <source>Which value is %1&apos;s face-down card on round 10?</source>
        <translation>Welchen Wert hat die verdeckte Karte von %1 auf Runde 10?</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="417"/>
        <source>%1&apos;s turn: play cards, then end the turn.</source>
        <translation>%1 ist am Zug: Karten spielen, dann den Zug beenden.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="418"/>
        <source>%1 won with Still me: carry one card into the next round?</source>
        <translation>%1 hat mit Still me gewonnen: eine Karte in die nächste Runde mitnehmen?</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="419"/>
        <source>%1 lost the round: lay one card face down on round 10?</source>
        <translation>%1 hat die Runde verloren: eine Karte verdeckt auf Runde 10 legen?</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="420"/>
        <source>%1 chooses for a psychic card turned over on round 10.</source>
        <translation>%1 wählt für eine auf Runde 10 aufgedeckte Medium-Karte.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="440"/>
        <source>won at once with 4 manors or 3 castles</source>
        <translation>sofort gewonnen mit 4 Landsitzen oder 3 Schlössern</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="442"/>
        <source>won round 10</source>
        <translation>Runde 10 gewonnen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="444"/>
        <source>round 10 tied: more mansions won</source>
        <translation>Gleichstand in Runde 10: mehr Herrenhäuser gewannen</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="446"/>
        <source>round 10 tied with as many mansions: a draw</source>
        <translation>Gleichstand in Runde 10 bei gleich vielen Herrenhäusern: unentschieden</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="455"/>
        <source>A draw: round 10 tied and both hold as many mansions (%1).</source>
        <translation>Unentschieden: Gleichstand in Runde 10, und beide haben gleich viele Herrenhäuser (%1).</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="461"/>
        <source>%1 wins with %2: 4 manors or 3 castles end the game at once.</source>
        <translation>%1 gewinnt (%2): 4 Landsitze oder 3 Schlösser beenden die Partie sofort.</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="465"/>
        <source>Round 10 tied: %1 wins with more mansions (%2 to %3).</source>
        <translation>Gleichstand in Runde 10: %1 gewinnt mit mehr Herrenhäusern (%2 zu %3).</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/riptext.cpp" line="472"/>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../qml/mourners/RoundSummary.qml" line="39"/>
        <source>Round %1 is over</source>
        <extracomment>Digital play, after the round&apos;s automatic phases: %1 the round&apos;s number.</extracomment>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <location filename="../qml/mourners/RoundSummary.qml" line="46"/>
        <source>What the Dreadsgrip check, the tithe, the locations, the guilds and the clean-up changed. The log and “Why?” have each step.</source>
        <translation>Was die Dreadsgrip-Prüfung, der Tribut, die Orte, die Gilden und das Aufräumen geändert haben. Das Protokoll und „Warum?“ zeigen jeden Schritt.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/RoundSummary.qml" line="109"/>
        <source>Continue (N)</source>
        <extracomment>Closes the round&apos;s summary: the next round goes on.</extracomment>
        <translation>Weiter (N)</translation>
    </message>
</context>
<context>
    <name>RulesetLibrary</name>
    <message>
        <source>Standard rules</source>
        <translation type="vanished">Standardregeln</translation>
    </message>
    <message>
        <location filename="../app/mourners/newgamesetup.cpp" line="50"/>
        <location filename="../app/mourners/newgamesetup.cpp" line="215"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="156"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="195"/>
        <source>There is no ruleset %1.</source>
        <translation>Es gibt kein Regelwerk %1.</translation>
    </message>
    <message>
        <source>The ruleset %1 cannot be used: %2</source>
        <extracomment>%1 is a ruleset&apos;s name, %2 the reason, e.g. &quot;cards.court[3].kind: unknown kind &apos;x&apos;&quot;.</extracomment>
        <translation type="vanished">Das Regelwerk %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="75"/>
        <source>Standard rules (with stand-in cards)</source>
        <extracomment>The name of the ruleset that comes with the app: the rulebook&apos;s numbers, and original cards standing in for those the app does not print.</extracomment>
        <translation>Standardregeln (mit Platzhaltern)</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="166"/>
        <source>The ruleset %1 cannot be used. %2</source>
        <extracomment>%1 is a ruleset&apos;s name, %2 the reasons, one sentence each.</extracomment>
        <translation>Das Regelwerk %1 kann nicht verwendet werden. %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="199"/>
        <source>The built-in ruleset cannot be changed; save a copy with a name of its own.</source>
        <translation>Das eingebaute Regelwerk lässt sich nicht ändern; bitte eine Kopie mit eigenem Namen speichern.</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="204"/>
        <source>%1 does not read as a ruleset, so it is left untouched. Correct or remove it in the folder.</source>
        <extracomment>%1 is a file name. The file is left as it is so that nothing in it is lost.</extracomment>
        <translation>%1 lässt sich nicht als Regelwerk lesen und bleibt daher unberührt. Bitte im Ordner korrigieren oder entfernen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="214"/>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="217"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="225"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="271"/>
        <source>The ruleset needs a name.</source>
        <translation>Das Regelwerk braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="238"/>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="259"/>
        <source>Not saved. %1</source>
        <extracomment>%1 what is wrong, one sentence each.</extracomment>
        <translation>Nicht gespeichert. %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="vanished">Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="278"/>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="282"/>
        <source>Cannot rename %1.</source>
        <translation>%1 kann nicht umbenannt werden.</translation>
    </message>
    <message>
        <location filename="../app/mourners/rulesetlibrary.cpp" line="295"/>
        <source>Cannot delete %1: %2</source>
        <translation>%1 kann nicht gelöscht werden: %2</translation>
    </message>
</context>
<context>
    <name>ScoreCalculator</name>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="61"/>
        <source>&quot;%1&quot; is not a number or + - ×</source>
        <extracomment>In the score calculator: a character that is not a number or + - * ( ).</extracomment>
        <translation>&quot;%1&quot; ist keine Zahl und kein + - ×</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="74"/>
        <location filename="../app/mourners/scorecalculator.cpp" line="91"/>
        <location filename="../app/mourners/scorecalculator.cpp" line="123"/>
        <source>the number is far too large</source>
        <translation>die Zahl ist viel zu groß</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="102"/>
        <source>a number is missing at the end</source>
        <extracomment>In the score calculator, e.g. after &quot;3+&quot;.</extracomment>
        <translation>am Ende fehlt eine Zahl</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="110"/>
        <source>a closing bracket is missing</source>
        <translation>eine schließende Klammer fehlt</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="132"/>
        <source>a number is missing before &quot;%1&quot;</source>
        <extracomment>In the score calculator, e.g. &quot;3++2&quot;. %1 is the sign.</extracomment>
        <translation>vor &quot;%1&quot; fehlt eine Zahl</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="136"/>
        <source>only whole numbers count</source>
        <translation>nur ganze Zahlen zählen</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="180"/>
        <source>it comes to %1; it must be 0 to 999</source>
        <extracomment>In the score calculator: %1 is what the typed sum came to.</extracomment>
        <translation>das ergibt %1; erlaubt ist 0 bis 999</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="201"/>
        <source>Player %1</source>
        <extracomment>Default name in the score calculator; %1 is 1-4.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="346"/>
        <source>Unity</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="348"/>
        <source>Bone Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation>Bone-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="350"/>
        <source>Flesh Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation>Flesh-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="352"/>
        <source>Spirit Influence</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation>Spirit-Einfluss</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="354"/>
        <source>Ulterior Motive</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation>Ulterior Motive</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="356"/>
        <source>Etherea left</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation>Übrige Etherea</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="358"/>
        <source>Mourners in play</source>
        <extracomment>Score calculator field, as named in &quot;fix ...&quot; hints.</extracomment>
        <translation>Mourners im Spiel</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="370"/>
        <source>%1 (%2)</source>
        <extracomment>A field to fix under the calculator&apos;s ranking: %1 the field, %2 why it does not read.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="373"/>
        <source>%1 is not ranked until these fields are fixed: %2</source>
        <extracomment>Under the calculator&apos;s ranking: %1 a player left out of it, %2 the fields to correct.</extracomment>
        <translation>%1 erhält erst einen Rang, wenn diese Felder stimmen: %2</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="392"/>
        <source>Type the date as YYYY-MM-DD, e.g. %1.</source>
        <extracomment>The calculator&apos;s date field does not hold a date; YYYY-MM-DD is the expected form.</extracomment>
        <translation>Das Datum als JJJJ-MM-TT eingeben, z. B. %1.</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="452"/>
        <source>Fix the marked fields of %1 first.</source>
        <extracomment>%1 is a player&apos;s name.</extracomment>
        <translation>Bitte zuerst die markierten Felder von %1 korrigieren.</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="460"/>
        <source>Type the players&apos; numbers first.</source>
        <extracomment>The calculator&apos;s form is still empty: nothing to save or print yet.</extracomment>
        <translation>Zuerst die Zahlen der Spieler eingeben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="464"/>
        <source>Two players are called &quot;%1&quot;: give them different names.</source>
        <translation>Zwei Personen heißen &quot;%1&quot;: Bitte verschiedene Namen geben.</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="525"/>
        <source>This game is already in the history; it was not saved again.</source>
        <extracomment>Saving the calculator&apos;s result again: same numbers, names and date as a stored game.</extracomment>
        <translation>Diese Partie ist bereits im Verlauf; sie wurde nicht erneut gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="527"/>
        <source>Saved to the history.</source>
        <translation>Im Verlauf gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="527"/>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../app/mourners/scorecalculator.cpp" line="539"/>
        <source>Score sheet written to %1</source>
        <translation>Wertungsbogen geschrieben nach %1</translation>
    </message>
</context>
<context>
    <name>ScoreCalculatorPage</name>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="23"/>
        <source>Unity</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="24"/>
        <source>Bone Influence</source>
        <translation>Bone-Einfluss</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="25"/>
        <source>Flesh Influence</source>
        <translation>Flesh-Einfluss</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="26"/>
        <source>Spirit Influence</source>
        <translation>Spirit-Einfluss</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="27"/>
        <source>Ulterior Motive</source>
        <translation>Ulterior Motive</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="27"/>
        <source>bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="28"/>
        <source>Etherea left</source>
        <translation>Übrige Etherea</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="28"/>
        <source>1st tie-break</source>
        <translation>1. Gleichstandsregel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="29"/>
        <source>Mourners in play</source>
        <translation>Mourners im Spiel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="29"/>
        <source>2nd tie-break</source>
        <translation>2. Gleichstandsregel</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="38"/>
        <source>Bone</source>
        <translation>Bone</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="39"/>
        <source>Flesh</source>
        <translation>Flesh</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="40"/>
        <source>Spirit</source>
        <translation>Spirit</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="43"/>
        <source>Faction?</source>
        <extracomment>No faction chosen in the score calculator.</extracomment>
        <translation>Fraktion?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="48"/>
        <source>tie decided by Etherea</source>
        <translation>Gleichstand per Etherea entschieden</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="49"/>
        <source>tie decided by Mourner cards</source>
        <translation>Gleichstand per Mourner-Karten entschieden</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="50"/>
        <source>tie stands: place shared</source>
        <translation>Gleichstand bleibt: Platz geteilt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="56"/>
        <source>Score calculator</source>
        <translation>Punkterechner</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="68"/>
        <source>Save the score sheet</source>
        <translation>Wertungsbogen speichern</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="70"/>
        <source>Save</source>
        <extracomment>The button of the file dialog that writes the file.</extracomment>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="71"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="101"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="120"/>
        <source>%1 players</source>
        <extracomment>%1 is 2, 3 or 4.</extracomment>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="144"/>
        <source>Clear numbers</source>
        <translation>Zahlen leeren</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="146"/>
        <source>Empties every number; names stay</source>
        <translation>Leert alle Zahlen; Namen bleiben</translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="vanished">Datum</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="130"/>
        <source>YYYY-MM-DD</source>
        <extracomment>Placeholder of the calculator&apos;s date field: the form the date is typed in.</extracomment>
        <translation>JJJJ-MM-TT</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="139"/>
        <source>Date of the game</source>
        <translation>Datum der Partie</translation>
    </message>
    <message>
        <source>Notes (optional): where, expansions, anything</source>
        <extracomment>Placeholder of the calculator&apos;s free-text notes.</extracomment>
        <translation type="vanished">Notizen (optional): wo, Erweiterungen, was auch immer</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="460"/>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="163"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="175"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="186"/>
        <source>Name of player %1</source>
        <extracomment>%1 is the seat number 1-4.</extracomment>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="195"/>
        <source>Faction</source>
        <translation>Fraktion</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="214"/>
        <source>Faction of %1: %2</source>
        <translation>Fraktion von %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="216"/>
        <source>Press to choose the next faction</source>
        <translation>Drücken, um die nächste Fraktion zu wählen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="225"/>
        <source>Motive</source>
        <translation>Motiv</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="244"/>
        <source>Motive?</source>
        <extracomment>The first entry of the score calculator&apos;s motive list: no motive said.</extracomment>
        <translation>Motiv?</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="247"/>
        <source>Ulterior Motive of %1: %2</source>
        <translation>Ulterior Motive von %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="299"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="313"/>
        <source>—</source>
        <extracomment>Score of a player whose fields do not read yet: no number, no rank.</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="319"/>
        <source>Score of %1: %2</source>
        <translation>Punkte von %1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="341"/>
        <source>Ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="366"/>
        <source>Place %1: %2 with %3 points</source>
        <translation>Platz %1: %2 mit %3 Punkten</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="455"/>
        <source>Notes (optional)</source>
        <extracomment>Placeholder of the calculator&apos;s free-text notes.</extracomment>
        <translation>Notizen (optional)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="485"/>
        <source>Save to history</source>
        <translation>Im Verlauf speichern</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="490"/>
        <source>Stores this result in the game history</source>
        <translation>Speichert dieses Ergebnis im Partienverlauf</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="495"/>
        <source>Score sheet (PDF)…</source>
        <translation>Wertungsbogen (PDF)…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="498"/>
        <source>Writes a printable score sheet of this result</source>
        <translation>Schreibt einen druckbaren Wertungsbogen dieses Ergebnisses</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="543"/>
        <source>%1: %2</source>
        <extracomment>%1 a player&apos;s name, %2 what the field counts, e.g. &quot;Unity&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../qml/mourners/ScoreCalculatorPage.qml" line="544"/>
        <source>A number or a sum like 3+6+2</source>
        <translation>Eine Zahl oder Summe wie 3+6+2</translation>
    </message>
</context>
<context>
    <name>SeatPhones</name>
    <message>
        <location filename="../app/core/seatphones.cpp" line="100"/>
        <source>All networks</source>
        <extracomment>Phones at the table: the server listens on every network of the laptop.</extracomment>
        <translation>Alle Netzwerke</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="109"/>
        <source>%1 (not connected now)</source>
        <extracomment>Phones at the table: %1 the address of the network chosen last time, which is gone now.</extracomment>
        <translation>%1 (gerade nicht verbunden)</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="149"/>
        <source>Refusing connections from %1: too many at once</source>
        <extracomment>Phones at the table: %1 one or more network addresses, e.g. &quot;192.168.1.23&quot;.</extracomment>
        <translation>Verbindungen von %1 werden abgewiesen: zu viele auf einmal</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="178"/>
        <source>Start a game first: the phones join the game on the table.</source>
        <translation>Zuerst eine Partie beginnen: Die Handys treten der Partie auf dem Tisch bei.</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="190"/>
        <source>The network chosen for the phones (%1) is not connected now: choose another one.</source>
        <extracomment>Phones at the table: %1 the address of the chosen network.</extracomment>
        <translation>Das für die Handys gewählte Netzwerk (%1) ist gerade nicht verbunden: bitte ein anderes wählen.</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="199"/>
        <source>The phones could not be switched on: %1</source>
        <extracomment>%1 the reason from the network, e.g. &quot;The address is protected&quot;.</extracomment>
        <translation>Die Handys ließen sich nicht einschalten: %1</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="205"/>
        <source>The links changed: port %1 is taken now, so every phone must scan its code again.</source>
        <extracomment>Phones at the table, a continued game: %1 the port its links used, which another program has now.</extracomment>
        <translation>Die Links haben sich geändert: Port %1 ist jetzt belegt, deshalb muss jedes Handy seinen Code neu scannen.</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="471"/>
        <source>%1 on %2</source>
        <extracomment>A device asking for a seat: %1 its browser, %2 its system (&quot;Firefox on Android&quot;).</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="476"/>
        <source>an unknown browser</source>
        <extracomment>A device asking for a seat whose browser is not known.</extracomment>
        <translation>ein unbekannter Browser</translation>
    </message>
    <message>
        <location filename="../app/core/seatphones.cpp" line="478"/>
        <source>Another device wants %1&apos;s seat (%2, %3).</source>
        <extracomment>Phones at the table: %1 a player, %2 the device (&quot;Firefox on Android&quot;), %3 its network address.</extracomment>
        <translation>Ein anderes Gerät möchte den Platz von %1 (%2, %3).</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Person</source>
        <extracomment>A seat&apos;s kind: a person plays it (not a computer player).</extracomment>
        <translation type="vanished">Mensch</translation>
    </message>
    <message>
        <source>Computer: Random</source>
        <translation type="vanished">Computer: Zufall</translation>
    </message>
    <message>
        <source>Computer: Rule-based</source>
        <translation type="vanished">Computer: Regelbasiert</translation>
    </message>
    <message>
        <source>Computer: Search</source>
        <translation type="vanished">Computer: Suche</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="42"/>
        <source>The folder %1 could not be opened.</source>
        <extracomment>%1 a folder path.</extracomment>
        <translation>Der Ordner %1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="46"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="75"/>
        <source>Theme</source>
        <extracomment>Settings section: colours of the app.</extracomment>
        <translation>Design</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="81"/>
        <source>As the system</source>
        <extracomment>Theme choice: follow the system&apos;s light or dark colours.</extracomment>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="83"/>
        <source>Light</source>
        <extracomment>Colour theme: light.</extracomment>
        <translation>Hell</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="85"/>
        <source>Dark</source>
        <extracomment>Colour theme: dark.</extracomment>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="99"/>
        <source>Theme: %1</source>
        <extracomment>%1 a theme: &quot;As the system&quot;, &quot;Light&quot; or &quot;Dark&quot;.</extracomment>
        <translation>Design: %1</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="106"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="125"/>
        <source>Language: %1</source>
        <extracomment>%1 a language, written in that language (&quot;Deutsch&quot;, &quot;English&quot;, &quot;System&quot;).</extracomment>
        <translation>Sprache: %1</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="131"/>
        <source>The new language is used at once, also for the game in progress.</source>
        <extracomment>Under the language choice.</extracomment>
        <translation>Die neue Sprache gilt sofort, auch für die laufende Partie.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="137"/>
        <source>Window</source>
        <extracomment>Settings section: the window of the app.</extracomment>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="140"/>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="147"/>
        <source>Full screen: on</source>
        <translation>Vollbild: an</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="147"/>
        <source>Full screen: off</source>
        <translation>Vollbild: aus</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="148"/>
        <source>Switches between a window and the whole screen</source>
        <translation>Wechselt zwischen Fenster und ganzem Bildschirm</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="152"/>
        <source>F11 switches full screen on and off anywhere in the app. The choice is kept for the next start.</source>
        <extracomment>F11 is the key on the keyboard.</extracomment>
        <translation>F11 schaltet das Vollbild überall in der App an und aus. Die Wahl bleibt für den nächsten Start erhalten.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="157"/>
        <source>Size of text and controls</source>
        <extracomment>Settings: how large all text and controls are drawn.</extracomment>
        <translation>Größe von Text und Bedienelementen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="167"/>
        <source>Normal</source>
        <extracomment>Size of text and controls: as designed.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="169"/>
        <source>Larger</source>
        <extracomment>Size of text and controls: a quarter larger.</extracomment>
        <translation>Größer</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="171"/>
        <source>Largest</source>
        <extracomment>Size of text and controls: half as large again.</extracomment>
        <translation>Am größten</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="187"/>
        <source>Size of text and controls: %1 (%2%)</source>
        <extracomment>%1 a size: &quot;Normal&quot;, &quot;Larger&quot; or &quot;Largest&quot;; %2 its percentage.</extracomment>
        <translation>Größe von Text und Bedienelementen: %1 (%2 %)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="191"/>
        <source>This screen is too small for text this large</source>
        <translation>Dieser Bildschirm ist für so große Schrift zu klein</translation>
    </message>
    <message>
        <source>Everything in the window grows by the same amount, so nothing is cut.</source>
        <translation type="vanished">Alles im Fenster wächst im gleichen Maß, so wird nichts abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="198"/>
        <source>Everything in the window grows by the same amount, so nothing is cut. A size is offered when the screen holds the whole window at it (Larger: 1600 × 1000 pixels or more).</source>
        <translation>Alles im Fenster wächst im gleichen Maß, so wird nichts abgeschnitten. Eine Größe wird angeboten, wenn der Bildschirm das ganze Fenster in ihr fasst (Größer: ab 1600 × 1000 Pixel).</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="200"/>
        <source>The new size is used from the next start. A game in progress is kept.</source>
        <extracomment>The kept size of text and controls differs from the one in use.</extracomment>
        <translation>Die neue Größe gilt ab dem nächsten Start. Eine laufende Partie bleibt erhalten.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="206"/>
        <source>Restart now</source>
        <extracomment>Starts the app again so that the new size of text and controls is used.</extracomment>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="208"/>
        <source>Closes the app and opens it again at the new size</source>
        <translation>Schließt die App und öffnet sie in der neuen Größe wieder</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="215"/>
        <source>The app could not be started again. Close it and open it yourself.</source>
        <translation>Die App konnte nicht neu gestartet werden. Schließe sie und öffne sie selbst wieder.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="222"/>
        <source>Where your games are kept</source>
        <extracomment>Settings section: the folders and files the app writes.</extracomment>
        <translation>Wo die Partien gespeichert werden</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="227"/>
        <source>Autosaves of running games</source>
        <translation>Automatische Speicherstände laufender Partien</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="234"/>
        <location filename="../qml/SettingsPage.qml" line="257"/>
        <source>Open folder</source>
        <extracomment>Button: opens the folder in the file manager (a verb).</extracomment>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="237"/>
        <source>Open the autosave folder</source>
        <translation>Ordner der automatischen Speicherstände öffnen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="243"/>
        <source>Autosave folder: %1</source>
        <translation>Ordner der automatischen Speicherstände: %1</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="250"/>
        <source>History of finished games</source>
        <translation>Verlauf beendeter Partien</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="260"/>
        <source>Open the folder of the history database</source>
        <translation>Ordner der Verlaufsdatenbank öffnen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="266"/>
        <source>History database file: %1</source>
        <translation>Datei der Verlaufsdatenbank: %1</translation>
    </message>
    <message>
        <source>Remembered players</source>
        <translation type="vanished">Gemerkte Spieler</translation>
    </message>
    <message>
        <source>A new game starts with the players of the last one.</source>
        <translation type="vanished">Eine neue Partie beginnt mit den Spielern der letzten.</translation>
    </message>
    <message>
        <source>Table game</source>
        <translation type="vanished">Tischspiel</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="vanished">Spieler %1</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation type="vanished">Noch keine.</translation>
    </message>
    <message>
        <source>Digital game</source>
        <translation type="vanished">Digitalspiel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A remembered seat of a digital game: %1 name, %2 who plays it.</extracomment>
        <translation type="vanished">%1 (%2)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="vanished">Platz %1</translation>
    </message>
    <message>
        <source>Forget these players</source>
        <translation type="vanished">Diese Spieler vergessen</translation>
    </message>
    <message>
        <source>The next game starts with empty names.</source>
        <translation type="vanished">Die nächste Partie beginnt mit leeren Namen.</translation>
    </message>
    <message>
        <source>New games start with empty names again</source>
        <translation type="vanished">Neue Partien beginnen wieder mit leeren Namen</translation>
    </message>
    <message>
        <source>Board numbers</source>
        <translation type="vanished">Spielplan-Zahlen</translation>
    </message>
    <message>
        <source>The numbers of your printed board, as checked when you started a table game.</source>
        <extracomment>The board numbers are the D- values checked in the table game wizard.</extracomment>
        <translation type="vanished">Die Zahlen des gedruckten Spielplans, wie beim Start eines Tischspiels geprüft.</translation>
    </message>
    <message>
        <source>They are the numbers of the standard rules.</source>
        <translation type="vanished">Es sind die Zahlen der Standardregeln.</translation>
    </message>
    <message numerus="yes">
        <source>%n value(s) differ from the standard rules:</source>
        <extracomment>%n how many values differ.</extracomment>
        <translation type="vanished">
            <numerusform>%n Wert weicht von den Standardregeln ab:</numerusform>
            <numerusform>%n Werte weichen von den Standardregeln ab:</numerusform>
        </translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <extracomment>%1 the kept value(s) of the board.</extracomment>
        <translation type="vanished">Gespeichert: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <extracomment>%1 the value(s) of the standard rules.</extracomment>
        <translation type="vanished">Regeln: %1</translation>
    </message>
    <message>
        <source>Use the standard board</source>
        <translation type="vanished">Standard-Spielplan verwenden</translation>
    </message>
    <message>
        <source>The next table game starts with the standard board.</source>
        <translation type="vanished">Das nächste Tischspiel beginnt mit dem Standard-Spielplan.</translation>
    </message>
    <message>
        <source>Puts back the numbers of the standard rules</source>
        <translation type="vanished">Stellt die Zahlen der Standardregeln wieder her</translation>
    </message>
    <message>
        <source>Kept in</source>
        <extracomment>Before the folder where a file is kept: &quot;Kept in /home/…&quot;.</extracomment>
        <translation type="vanished">Gespeichert in</translation>
    </message>
    <message>
        <source>Board file: %1</source>
        <translation type="vanished">Spielplan-Datei: %1</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="304"/>
        <source>History on a server</source>
        <extracomment>Settings section: a club&apos;s history shared on a server.</extracomment>
        <translation>Verlauf auf einem Server</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="323"/>
        <source>Keep the history on a server</source>
        <translation>Den Verlauf auf einem Server führen</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="328"/>
        <source>This computer keeps recording into its own history and sends each game to the club&apos;s PostgreSQL server when it can reach it; the games of the other tables come back the same way.</source>
        <translation>Dieser Computer schreibt weiter in seinen eigenen Verlauf und sendet jede Partie an den PostgreSQL-Server des Vereins, sobald er ihn erreicht; die Partien der anderen Tische kommen auf demselben Weg zurück.</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="338"/>
        <location filename="../qml/SettingsPage.qml" line="348"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="345"/>
        <source>e.g. club-pc.local</source>
        <extracomment>Example of a server&apos;s name in a text field.</extracomment>
        <translation>z. B. club-pc.local</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="351"/>
        <location filename="../qml/SettingsPage.qml" line="359"/>
        <source>Port</source>
        <extracomment>The network port of the server.</extracomment>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="362"/>
        <location filename="../qml/SettingsPage.qml" line="368"/>
        <source>Database</source>
        <extracomment>The name of the database on the server.</extracomment>
        <translation>Datenbank</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="371"/>
        <location filename="../qml/SettingsPage.qml" line="377"/>
        <source>User</source>
        <extracomment>The user name on the database server.</extracomment>
        <translation>Benutzer</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="379"/>
        <location filename="../qml/SettingsPage.qml" line="390"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="387"/>
        <source>(kept; type to change)</source>
        <extracomment>The password field is empty because the password is kept already.</extracomment>
        <translation>(gespeichert; zum Ändern eintippen)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="399"/>
        <source>Encrypted connection only (TLS, sslmode=require)</source>
        <extracomment>TLS: the encrypted connection; sslmode=require is the server&apos;s setting for it.</extracomment>
        <translation>Nur verschlüsselte Verbindung (TLS, sslmode=require)</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="414"/>
        <source>Save and connect</source>
        <extracomment>Saves the server&apos;s settings and connects (a verb).</extracomment>
        <translation>Speichern und verbinden</translation>
    </message>
    <message>
        <location filename="../qml/SettingsPage.qml" line="420"/>
        <source>Send now</source>
        <translation>Jetzt senden</translation>
    </message>
</context>
<context>
    <name>SheetNumberBox</name>
    <message>
        <location filename="../qml/sheets/SheetNumberBox.qml" line="78"/>
        <source>%1 is too high here: at most %2.</source>
        <extracomment>Beside a number box of a score sheet: a typed number above the highest allowed (%1 typed, %2 the highest).</extracomment>
        <translation>%1 ist hier zu hoch: höchstens %2.</translation>
    </message>
</context>
<context>
    <name>Shelf</name>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="91"/>
        <source>Mourners Call</source>
        <translation>Mourners Call</translation>
    </message>
    <message>
        <location filename="../app/mourners/mournersmodule.cpp" line="92"/>
        <source>Court of the Dead: bookkeeping, rules and digital play</source>
        <translation>Court of the Dead: Buchführung, Regeln und digitales Spiel</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="81"/>
        <source>Rest in Peace</source>
        <translation>Rest in Peace</translation>
    </message>
    <message>
        <location filename="../app/restinpeace/ripmodule.cpp" line="82"/>
        <source>Two ghost families, ten mansions: follow a table game or play a duel</source>
        <translation>Zwei Geisterfamilien, zehn Herrenhäuser: ein Tischspiel begleiten oder ein Duell spielen</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="92"/>
        <source>Dead Man&apos;s Crown</source>
        <translation>Dead Man&apos;s Crown</translation>
    </message>
    <message>
        <location filename="../app/sheets/deadmanscrownmodule.cpp" line="93"/>
        <source>The end-game score sheet: rituals, the Oracle&apos;s majorities, the winner</source>
        <translation>Der Wertungsbogen am Spielende: Rituale, die Mehrheiten am Orakel, der Sieger</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="43"/>
        <source>Manster duel</source>
        <translation>Manster-Duell</translation>
    </message>
    <message>
        <location filename="../app/sheets/manstermodule.cpp" line="44"/>
        <source>The battle tracker: stacks on two slabs, attacks, direct damage, the last one standing</source>
        <translation>Der Kampfbegleiter: Türme auf zwei Platten, Angriffe, direkter Schaden, die letzte verbliebene Person</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="145"/>
        <source>The occult card game</source>
        <translation>Das okkulte Kartenspiel</translation>
    </message>
    <message>
        <location filename="../app/sheets/occultmodule.cpp" line="146"/>
        <source>Masteries and prophecies: the deck&apos;s cycles to the final round, the score sheet</source>
        <translation>Meisterschaften und Prophezeiungen: die Stapeldurchgänge bis zur Schlussrunde, der Wertungsbogen</translation>
    </message>
</context>
<context>
    <name>TableQuestionsPanel</name>
    <message>
        <source>Correction…</source>
        <translation type="vanished">Korrektur…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="70"/>
        <source>Every player&apos;s answer</source>
        <extracomment>Accessible name of the panel that asks every player the same question (their rows below).</extracomment>
        <translation>Die Antwort jedes Spielers</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="95"/>
        <source>Adjust…</source>
        <translation>Anpassen…</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="97"/>
        <source>Enter a card effect the app does not know</source>
        <translation>Einen Karteneffekt eingeben, den die App nicht kennt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="178"/>
        <source>▸ tap their card below</source>
        <translation>▸ Karte unten antippen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="180"/>
        <source>unknown card</source>
        <extracomment>A player who is dealt a Wallows card the app is not told.</extracomment>
        <translation>unbekannte Karte</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="202"/>
        <source>Another card for %1</source>
        <extracomment>%1 a player: the Wallows card tapped for them is taken back.</extracomment>
        <translation>Andere Karte für %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="213"/>
        <source>Yes</source>
        <extracomment>Answer to the table question shown above it.</extracomment>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="219"/>
        <source>%1: yes</source>
        <translation>%1: ja</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="230"/>
        <source>No</source>
        <extracomment>Answer to the table question shown above it.</extracomment>
        <translation>Nein</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TableQuestionsPanel.qml" line="235"/>
        <source>%1: no</source>
        <translation>%1: nein</translation>
    </message>
</context>
<context>
    <name>TithePrivacy</name>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="106"/>
        <source>Secret bid of %1</source>
        <translation>Geheimes Gebot von %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="146"/>
        <source>Pass the laptop to %1</source>
        <extracomment>Blind bidding: the laptop goes to the next bidder. %1 player.</extracomment>
        <translation>Laptop an %1 weitergeben</translation>
    </message>
    <message>
        <source>Secret bids: %1 of %2 made. %3 Etherea are owed. Only %4 should look at the screen now.</source>
        <extracomment>%1 bids made, %2 players, %3 Etherea owed.</extracomment>
        <translation type="vanished">Geheime Gebote: %1 von %2 abgegeben. %3 Etherea sind fällig. Nur %4 sollte jetzt auf den Bildschirm schauen.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="162"/>
        <source>Secret bids: %1 of %2 made. The Dirth Forge has paid the tithe, but the bids still count. Only %3 should look at the screen now.</source>
        <extracomment>R-TITHE-2: the Dirth Forge paid the whole tithe; the bids still decide who gains Unity. %1 bids made, %2 players, %3 the bidder.</extracomment>
        <translation>Geheime Gebote: %1 von %2 abgegeben. Die Dirth Forge hat den Tribut bezahlt, aber die Gebote zählen trotzdem. Nur %3 sollte jetzt auf den Bildschirm schauen.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="224"/>
        <source>I am %1</source>
        <extracomment>The bidder confirms they hold the laptop. %1 player.</extracomment>
        <translation>Ich bin %1</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="240"/>
        <source>%1, your secret bid (0 to %2 Etherea)</source>
        <extracomment>%1 player, %2 their Etherea.</extracomment>
        <translation>%1, dein geheimes Gebot (0 bis %2 Etherea)</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="210"/>
        <location filename="../qml/mourners/TithePrivacy.qml" line="352"/>
        <source>Bid %1</source>
        <extracomment>%1 Etherea.</extracomment>
        <translation>%1 bieten</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="254"/>
        <source>Hide</source>
        <extracomment>Button: hides the secret bid from the screen (a verb).</extracomment>
        <translation>Verbergen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="158"/>
        <source>Secret bids: %1 of %2 made. Still owed: %3 Etherea. Only %4 should look at the screen now.</source>
        <extracomment>%1 bids made, %2 players, %3 Etherea owed, %4 the bidder.</extracomment>
        <translation>Geheime Gebote: %1 von %2 abgegeben. Noch fällig: %3 Etherea. Nur %4 sollte jetzt auf den Bildschirm schauen.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="175"/>
        <source>%1, tap your bid (0 to %2 Etherea); it stays hidden.</source>
        <extracomment>A table&apos;s blind bid: %1 the bidder, %2 their Etherea. A tap on an amount makes the bid.</extracomment>
        <translation>%1, tippe dein Gebot an (0 bis %2 Etherea); es bleibt verborgen.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="260"/>
        <source>Hides the screen without bidding</source>
        <translation>Verbirgt den Bildschirm, ohne zu bieten</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="276"/>
        <source>Bid %1 and hide</source>
        <extracomment>%1 Etherea; the screen is hidden afterwards.</extracomment>
        <translation>%1 bieten und verbergen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TithePrivacy.qml" line="276"/>
        <source>Choose a bid</source>
        <translation>Gebot wählen</translation>
    </message>
</context>
<context>
    <name>TitheReveal</name>
    <message>
        <source>Tithe met: %1 bid for %2 owed</source>
        <extracomment>%1 total bid, %2 still owed after the Forge.</extracomment>
        <translation type="vanished">Tribut erfüllt: %1 geboten bei %2 fällig</translation>
    </message>
    <message>
        <source>Tithe missed: %1 bid for %2 owed</source>
        <translation type="vanished">Tribut verfehlt: %1 geboten bei %2 fällig</translation>
    </message>
    <message>
        <source>The Dirth Forge paid %1 of the %2 owed.</source>
        <extracomment>%1 Etherea the Dirth Forge paid, %2 the whole tithe.</extracomment>
        <translation type="vanished">Die Dirth Forge hat %1 der fälligen %2 gezahlt.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="33"/>
        <source>Tithe met</source>
        <translation>Tribut erfüllt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="33"/>
        <source>Tithe missed</source>
        <translation>Tribut verfehlt</translation>
    </message>
    <message>
        <location filename="../qml/mourners/TitheReveal.qml" line="148"/>
        <source>Continue</source>
        <extracomment>Closes the revealed bids: the game goes on.</extracomment>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesPopup</name>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="55"/>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="97"/>
        <source>Unfinished games</source>
        <translation>Unvollendete Partien</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="62"/>
        <source>Close</source>
        <extracomment>Closes the list of unfinished games (a verb).</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="68"/>
        <source>Each game is saved after every step in a file of its own; a finished game is in the history.</source>
        <translation>Jede Partie wird nach jedem Schritt in einer eigenen Datei gespeichert; eine beendete Partie steht im Verlauf.</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="81"/>
        <source>No unfinished game is kept: each new game is kept here until it ends.</source>
        <extracomment>The list of unfinished games after the last one was deleted.</extracomment>
        <translation>Keine unvollendete Partie gespeichert: Jede neue Partie wird hier aufbewahrt, bis sie endet.</translation>
    </message>
    <message>
        <source>%1 · round %2 · last played %3</source>
        <extracomment>A game without phases. %1 &quot;Table game&quot; or &quot;Digital game&quot;, %2 the round, %3 date and time.</extracomment>
        <translation type="vanished">%1 · Runde %2 · zuletzt gespielt %3</translation>
    </message>
    <message>
        <source>Table game</source>
        <translation type="vanished">Tischspiel</translation>
    </message>
    <message>
        <source>Digital game</source>
        <translation type="vanished">Digitalspiel</translation>
    </message>
    <message>
        <source>%1 · round %2 · %3 · last played %4</source>
        <extracomment>%1 &quot;Table game&quot; or &quot;Digital game&quot;, %2 the round, %3 the phase, %4 date and time.</extracomment>
        <translation type="vanished">%1 · Runde %2 · %3 · zuletzt gespielt %4</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="135"/>
        <source>%1 · last played %2</source>
        <extracomment>%1 where the game stands (&quot;Table game · round 3 · Actions&quot;), %2 date and time.</extracomment>
        <translation>%1 · zuletzt gespielt %2</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="137"/>
        <source>This file cannot be read: %1. It is left as it is.</source>
        <extracomment>%1 the reason from the save file reader.</extracomment>
        <translation>Diese Datei lässt sich nicht lesen: %1. Sie bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="146"/>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="148"/>
        <source>Continue the game of %1</source>
        <translation>Die Partie von %1 fortsetzen</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="157"/>
        <source>Delete…</source>
        <extracomment>Button beside an unfinished game: asks before deleting it.</extracomment>
        <translation>Löschen…</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="159"/>
        <source>Delete the game of %1</source>
        <extracomment>%1 the players of the unfinished game.</extracomment>
        <translation>Die Partie von %1 löschen</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="185"/>
        <source>Delete this unfinished game?</source>
        <translation>Diese unvollendete Partie löschen?</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="190"/>
        <source>The game of %1 (%2) and its file are deleted. This cannot be undone.</source>
        <extracomment>%1 the players, %2 where the game stands (&quot;Table game · round 3 · Actions&quot;).</extracomment>
        <translation>Die Partie von %1 (%2) und ihre Datei werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>The game of %1 (round %2) and its file are deleted. This cannot be undone.</source>
        <extracomment>%1 the players, %2 the round.</extracomment>
        <translation type="vanished">Die Partie von %1 (Runde %2) und ihre Datei werden gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="192"/>
        <source>%1 is deleted. This cannot be undone.</source>
        <translation>%1 wird gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="200"/>
        <source>Delete</source>
        <extracomment>Confirms deleting the unfinished game (a verb).</extracomment>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../qml/UnfinishedGamesPopup.qml" line="206"/>
        <source>Keep it</source>
        <extracomment>Answer to the question whether to delete the unfinished game: do not delete it.</extracomment>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="27"/>
        <source>Automatic results (majorities, the tithe, over-crowding rolls, the meters) appear here with their reasons.</source>
        <translation>Automatische Ergebnisse (Mehrheiten, Tribut, Würfe bei Überfüllung, die Leisten) erscheinen hier mit ihrer Begründung.</translation>
    </message>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="72"/>
        <source>Hide</source>
        <extracomment>Button of an automatic result: hides its reasons (a verb), or shows them (Why?).</extracomment>
        <translation>Verbergen</translation>
    </message>
    <message>
        <location filename="../qml/mourners/WhyPanel.qml" line="72"/>
        <source>Why?</source>
        <translation>Warum?</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Load the whole user interface, check it and exit (exit code 0 when it loaded).</source>
        <translation type="vanished">Die gesamte Oberfläche laden, prüfen und beenden (Rückgabewert 0, wenn sie geladen wurde).</translation>
    </message>
    <message>
        <source>With --self-test: save a picture of the window.</source>
        <translation type="vanished">Mit --self-test: ein Bild des Fensters speichern.</translation>
    </message>
    <message>
        <source>file.png</source>
        <translation type="vanished">datei.png</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="42"/>
        <source>Colour theme for this run: system, light or dark.</source>
        <translation>Farbschema für diesen Lauf: system, light oder dark.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="43"/>
        <source>theme</source>
        <translation>design</translation>
    </message>
    <message>
        <source>With --self-test: save a picture of the game page.</source>
        <translation type="vanished">Mit --self-test: ein Bild der Spielseite speichern.</translation>
    </message>
    <message>
        <source>With --self-test: how many legal actions to play on the game page (default 12).</source>
        <translation type="vanished">Mit --self-test: wie viele erlaubte Aktionen auf der Spielseite gespielt werden (Standard 12).</translation>
    </message>
    <message>
        <source>count</source>
        <translation type="vanished">anzahl</translation>
    </message>
    <message>
        <source>With --self-test: save a picture of every table screen there.</source>
        <translation type="vanished">Mit --self-test: dort ein Bild jedes Tischspiel-Bildschirms speichern.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation type="vanished">ordner</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="45"/>
        <source>Window size, e.g. 1920x1080.</source>
        <translation>Fenstergröße, z. B. 1920x1080.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="46"/>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="49"/>
        <source>Print the time from start to the first frame of the home screen, then exit.</source>
        <translation>Die Zeit vom Start bis zum ersten Bild des Startbildschirms ausgeben, dann beenden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="53"/>
        <source>Play a whole 4-player game of computer players on the game page, then print its duration and the peak resident memory, and exit.</source>
        <translation>Eine ganze Partie mit 4 Computerspielern auf der Spielseite spielen, dann ihre Dauer und den höchsten Speicherverbrauch ausgeben und beenden.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="58"/>
        <source>Companion app for board games beside the box. The games of the shelf:</source>
        <translation>Begleit-App für Brettspiele neben der Schachtel. Die Spiele im Regal:</translation>
    </message>
    <message>
        <source>Companion app for the board game Court of the Dead: Mourners Call.</source>
        <translation type="vanished">Begleit-App für das Brettspiel Court of the Dead: Mourners Call.</translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="67"/>
        <source>A saved game to open (of any game of the shelf).</source>
        <translation>Eine gespeicherte Partie zum Öffnen (eines beliebigen Spiels im Regal).</translation>
    </message>
    <message>
        <location filename="../app/core/appstartup.cpp" line="42"/>
        <source>Mourners Call companion</source>
        <extracomment>Application name as shown in window lists and the About box.</extracomment>
        <translation>Mourners-Call-Begleiter</translation>
    </message>
</context>
</TS>
