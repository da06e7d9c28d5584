import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// Rest in Peace's part of the home screen (the registry's homeSection of "rest-in-peace"): a new
// table game, a new digital game, the last one played (Continue) and every unfinished game (a list to
// continue or delete). Each game has its own autosave: a new game never replaces another.
GridLayout {
    id: section

    //! Asks the window to open a screen (a page of the module, "restinpeace/RestInPeacePage.qml").
    signal openRequested(string screen, string title)

    //! Its tiles: one is alone on the last row, so the home screen puts History and Settings beside it.
    readonly property int tileCount: 4

    columns: 3
    columnSpacing: 20
    rowSpacing: 18

    HomeTile {
        objectName: "ripTableTile"
        text: qsTr("New table game")
        description: qsTr("Follow a duel played with the cards")
        highlighted: true
        onClicked: setup.openFor("table")
    }
    HomeTile {
        objectName: "ripDigitalTile"
        text: qsTr("New digital game")
        description: qsTr("Play the duel on this laptop, against a person or the computer")
        onClicked: setup.openFor("digital")
    }
    HomeTile {
        objectName: "ripContinueTile"
        text: qsTr("Continue")
        //: The Continue tile of Rest in Peace: the unfinished game, or that there is none.
        description: RipSession.autosave.canContinue ? RipSession.autosave.continueSummary : qsTr("No unfinished game")
        enabled: RipSession.autosave.canContinue
        onClicked: {
            if (RipSession.continueGame())
                section.openRequested("restinpeace/RestInPeacePage.qml", text)
            else
                section.ApplicationWindow.window.showNotice(RipSession.message)
        }
    }

    HomeTile {
        objectName: "ripUnfinishedTile"
        text: qsTr("Unfinished games")
        description: RipSession.autosave.games.count > 0
                     //: The unfinished games kept (each in its own file): how many, and what the tile offers.
                     ? qsTr("%n game(s) kept: continue or delete", "", RipSession.autosave.games.count)
                     //: The kept unfinished games are being read (shortly after start).
                     : RipSession.autosave.scanning ? qsTr("Reading the kept games…")
                     //: The unfinished games kept (each in its own file).
                     : qsTr("None kept")
        enabled: RipSession.autosave.games.count > 0
        onClicked: unfinished.open()
    }

    UnfinishedGamesPopup {
        id: unfinished
        namePrefix: "rip_"
        autosave: RipSession.autosave
        onContinueRequested: (file, title) => {
            if (RipSession.autosave.select(file) && RipSession.continueGame())
                section.openRequested("restinpeace/RestInPeacePage.qml", title)
            else
                section.ApplicationWindow.window.showNotice(RipSession.message)
        }
    }

    RipSetupDialog {
        id: setup
        onStarted: section.openRequested("restinpeace/RestInPeacePage.qml", qsTr("Rest in Peace"))
    }
}
