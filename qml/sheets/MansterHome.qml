import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// The manster duel's part of the home screen (the registry's homeSection of "manster-duel"): a new
// battle, the last one played (Continue) and every unfinished battle (a list to continue or delete).
// Each battle has its own autosave: a new battle never replaces another.
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
        description: MansterBattle.autosave.canContinue ? MansterBattle.autosave.continueSummary : qsTr("No unfinished battle")
        enabled: MansterBattle.autosave.canContinue
        highlighted: MansterBattle.autosave.canContinue
        onClicked: {
            if (MansterBattle.continueBattle())
                section.openRequested("sheets/MansterPage.qml", text)
            else
                section.ApplicationWindow.window.showNotice(MansterBattle.message)
        }
    }
    HomeTile {
        objectName: "mansterUnfinishedTile"
        text: qsTr("Unfinished battles")
        description: MansterBattle.autosave.games.count > 0
                     //: The unfinished battles kept (each in its own file): how many, and what the tile offers.
                     ? qsTr("%n battle(s) kept: continue or delete", "", MansterBattle.autosave.games.count)
                     //: The kept unfinished battles are being read (shortly after start).
                     : MansterBattle.autosave.scanning ? qsTr("Reading the kept battles…")
                     //: The unfinished battles kept (each in its own file).
                     : qsTr("None kept")
        enabled: MansterBattle.autosave.games.count > 0
        onClicked: unfinished.open()
    }

    UnfinishedGamesPopup {
        id: unfinished
        namePrefix: "manster_"
        autosave: MansterBattle.autosave
        onContinueRequested: (file, title) => {
            if (MansterBattle.autosave.select(file) && MansterBattle.continueBattle())
                section.openRequested("sheets/MansterPage.qml", title)
            else
                section.ApplicationWindow.window.showNotice(MansterBattle.message)
        }
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
