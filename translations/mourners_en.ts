<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>HomePage</name>
    <message>
        <location filename="../qml/HomePage.qml" line="15"/>
        <source>Mourners Call companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="17"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="28"/>
        <source>Mourners Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="39"/>
        <source>Bookkeeping and rules for Court of the Dead: Mourners Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="55"/>
        <source>New table game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="56"/>
        <source>Follow a game played on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="62"/>
        <source>New digital game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="63"/>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="68"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="69"/>
        <source>Go back to the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="74"/>
        <source>Score calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="75"/>
        <source>Rank the players at the end of a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="80"/>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="81"/>
        <source>Past games and their scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="86"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/HomePage.qml" line="87"/>
        <source>Players, language and colours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../qml/Main.qml" line="32"/>
        <source>%1 is not available yet.</source>
        <extracomment>%1 is the name of a screen, e.g. &quot;Score calculator&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="41"/>
        <source>Mourners Call companion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="70"/>
        <source>Title bar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="88"/>
        <location filename="../qml/Main.qml" line="90"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="105"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="136"/>
        <source>Dark theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="137"/>
        <source>Switches between the light and the dark colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qml/Main.qml" line="145"/>
        <source>Screens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="112"/>
        <source>Mourners Call companion</source>
        <extracomment>Application name as shown in window lists and the About box.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="115"/>
        <source>Companion app for the board game Court of the Dead: Mourners Call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="121"/>
        <source>Load the whole user interface, check it and exit (exit code 0 when it loaded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="125"/>
        <source>With --self-test: save a picture of the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="126"/>
        <source>file.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="129"/>
        <source>Colour theme for this run: system, light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/main.cpp" line="130"/>
        <source>theme</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
