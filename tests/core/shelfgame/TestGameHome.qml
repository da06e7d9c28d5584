import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The test game's part of the home screen (its module's homeSection): one tile that opens its page,
// a file of its own. Nothing of the app names it.
GridLayout {
    id: section

    signal openRequested(string screen, string title)

    columns: 3
    Button {
        objectName: "testGameTile"
        text: "Count the treasure"
        onClicked: section.openRequested("shelfgame/TestGamePage.qml", text)
    }
}
