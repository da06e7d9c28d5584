import QtQuick
import QtQuick.Controls

// The test game's only screen.
Page {
    objectName: "testGamePage"
    Label {
        anchors.centerIn: parent
        text: "Coins and gems"
    }
}
