import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// Rest in Peace's part of the home screen (the registry's homeSection of "rest-in-peace"): a new
// table game, a new digital game, and the unfinished one.
GridLayout {
    id: section

    //! Asks the window to open a screen (a page of the module, "restinpeace/RestInPeacePage.qml").
    signal openRequested(string screen, string title)

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
        description: RipSession.continueSummary !== "" ? RipSession.continueSummary : qsTr("No unfinished game")
        enabled: RipSession.continueSummary !== ""
        onClicked: {
            if (RipSession.continueGame())
                section.openRequested("restinpeace/RestInPeacePage.qml", text)
            else
                section.ApplicationWindow.window.showNotice(RipSession.message)
        }
    }

    RipSetupDialog {
        id: setup
        onStarted: section.openRequested("restinpeace/RestInPeacePage.qml", qsTr("Rest in Peace"))
    }
}
