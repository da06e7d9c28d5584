import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// Dead Man's Crown's part of the home screen (the registry's homeSection of "dead-mans-crown"): the
// end-game score sheet and a reminder of when the game ends.
GridLayout {
    id: section

    //! Asks the window to open a screen: "sheets/DeadMansCrownPage.qml" (a page of the module).
    signal openRequested(string screen, string title)

    columns: 3
    columnSpacing: 20
    rowSpacing: 18

    // Only for the reminder's text (the rules' words live in C++, translated there).
    DeadMansCrownSheet {
        id: texts
    }

    HomeTile {
        objectName: "dmcSheetTile"
        text: qsTr("Score sheet")
        description: qsTr("Rank the players at the end")
        highlighted: true
        onClicked: section.openRequested("sheets/DeadMansCrownPage.qml", text)
    }
    HomeTile {
        objectName: "dmcEndTile"
        text: qsTr("End of the game")
        description: qsTr("When it ends and who plays once more")
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
        objectName: "dmcEndDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        // A fixed width, not one bound to the overlay's: the window is never narrower than 960, and
        // the margins let the popup shrink to fit should it ever be. A width following the overlay's
        // live size relaid the dialog during full-screen switches.
        width: 720
        margins: 24
        modal: true
        title: qsTr("End of the game")
        standardButtons: Dialog.Close
        footer: AppButtonBox {}

        // The content item itself, sized by the dialog: a child bound to its parent's width made the
        // dialog's implicit height depend on itself while the section was being created.
        contentItem: Label {
            text: texts.endReminder
            font.pixelSize: 22
            wrapMode: Label.WordWrap
            Accessible.name: text
        }
    }
}
