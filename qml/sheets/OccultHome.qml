import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// The occult card game's part of the home screen (the registry's homeSection of "occult"): the score
// sheet with its deck-cycle counter, and a reminder of when the game ends.
GridLayout {
    id: section

    //! Asks the window to open a screen: "sheets/OccultPage.qml" (a page of the module).
    signal openRequested(string screen, string title)

    columns: 3
    columnSpacing: 20
    rowSpacing: 18

    // Only for the reminder's text (the rules' words live in C++, translated there); not kept in a file.
    OccultSheet {
        id: texts
        file: ""
    }

    HomeTile {
        objectName: "occultSheetTile"
        text: qsTr("Score sheet")
        description: qsTr("Count the deck's cycles to the final round, then score")
        highlighted: true
        onClicked: section.openRequested("sheets/OccultPage.qml", qsTr("Score sheet"))
    }
    HomeTile {
        objectName: "occultEndTile"
        text: qsTr("End of the game")
        description: qsTr("When the final round starts and ends")
        onClicked: endDialog.open()
    }
    // Keeps the two tiles as wide as the shell's (three columns).
    Item {
        Layout.fillWidth: true
        Layout.preferredWidth: 240
    }

    Dialog {
        id: endDialog
        PopupFadeGuard { target: endDialog }
        objectName: "occultEndDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        // A fixed width (see DeadMansCrownHome.qml): the margins let it shrink should it ever need to.
        width: 720
        margins: 24
        modal: true
        title: qsTr("End of the game")
        standardButtons: Dialog.Close
        footer: AppButtonBox {}

        contentItem: Label {
            text: texts.endReminder
            font.pixelSize: 22
            wrapMode: Label.WordWrap
            Accessible.name: text
        }
    }
}
