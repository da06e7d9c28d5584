import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// The manster duel's part of the home screen (the registry's homeSection of "manster-duel"): a new
// battle, or the autosaved one continued.
GridLayout {
    id: section

    //! Asks the window to open a screen: "sheets/MansterPage.qml" (a page of the module).
    signal openRequested(string screen, string title)

    columns: 3
    columnSpacing: 20
    rowSpacing: 18

    HomeTile {
        objectName: "mansterNewTile"
        text: qsTr("New battle")
        description: qsTr("2 to 6 players: stacks, attacks, direct damage")
        highlighted: !MansterBattle.autosave.canContinue
        onClicked: {
            MansterBattle.close()
            section.openRequested("sheets/MansterPage.qml", text)
        }
    }
    HomeTile {
        objectName: "mansterContinueTile"
        text: qsTr("Continue battle")
        description: MansterBattle.autosave.canContinue ? MansterBattle.autosave.summary : qsTr("No unfinished battle")
        enabled: MansterBattle.autosave.canContinue
        highlighted: MansterBattle.autosave.canContinue
        onClicked: {
            if (MansterBattle.continueBattle())
                section.openRequested("sheets/MansterPage.qml", text)
        }
    }
    // Keeps the two tiles as wide as the shell's (three columns).
    Item {
        Layout.fillWidth: true
        Layout.preferredWidth: 240
    }

    // An autosave that cannot be read is named with its reason (and kept as it is).
    Label {
        objectName: "mansterAutosaveProblem"
        Layout.columnSpan: 3
        Layout.fillWidth: true
        visible: text !== ""
        text: MansterBattle.autosave.problem
        color: "#c62828"
        font.pixelSize: 18
        wrapMode: Label.WordWrap
        horizontalAlignment: Text.AlignHCenter
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }
}
