import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The setup of a game of Rest in Peace: the two players' names, in digital play who plays each seat
// (a person or a computer player of four strengths), who starts round 1, the learning game.
Dialog {
    id: dialog
    PopupFadeGuard { target: dialog }

    //! "table" or "digital".
    property string mode: "digital"
    //! The game started (RipSession holds it).
    signal started()

    //! Starts the game as set up ("Start the game", Return in a name field); a setup that cannot start
    //! says why under the form and the dialog stays.
    function startGame() {
        if (RipSession.newGame(dialog.mode, [name0.text, name1.text], [kind0.value, kind1.value],
                               starter.value, learning.checked)) {
            dialog.close()
            dialog.started()
        } else {
            error.text = RipSession.message
        }
    }

    function openFor(m) {
        mode = m
        error.text = ""
        open()
        name0.forceActiveFocus()
    }

    objectName: "ripSetupDialog"
    parent: Overlay.overlay
    anchors.centerIn: parent
    width: 760
    margins: 24
    modal: true
    title: mode === "table" ? qsTr("New table game of Rest in Peace") : qsTr("New digital game of Rest in Peace")

    readonly property var kindOptions: [
        { value: "person", label: qsTr("A person") },
        { value: "random", label: qsTr("Computer: random") },
        { value: "rules", label: qsTr("Computer: rules") },
        { value: "search", label: qsTr("Computer: search") },
        //: The strongest computer player of Rest in Peace; it thinks up to a second a move.
        { value: "strong", label: qsTr("Computer: strong (up to 1 s a move)") }
    ]

    contentItem: ColumnLayout {
        spacing: 14

        GridLayout {
            columns: dialog.mode === "digital" ? 3 : 2
            columnSpacing: 14
            rowSpacing: 10
            Layout.fillWidth: true

            Label { text: qsTr("Player 1"); font.pixelSize: 20 }
            TextField {
                id: name0
                objectName: "ripName0"
                Layout.fillWidth: true
                text: "Ada"
                font.pixelSize: 20
                selectByMouse: true
                // Return in a name starts the game, as in any form with one main button.
                onAccepted: dialog.startGame()
                Accessible.name: qsTr("Name of player 1")
            }
            ChoiceButton {
                id: kind0
                objectName: "ripKind0"
                visible: dialog.mode === "digital"
                Layout.preferredWidth: 390 // "Computer: strong (up to 1 s a move)" whole
                options: dialog.kindOptions
                value: "person"
                onChosen: v => value = v
                Accessible.description: qsTr("Who plays player 1")
            }
            // What is wrong with the name as typed (a control character, too long), under its field.
            Label {
                objectName: "ripName0Error"
                Layout.columnSpan: dialog.mode === "digital" ? 3 : 2
                Layout.fillWidth: true
                text: RipSession.nameMessage(name0.text, 0)
                visible: text !== ""
                color: Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
                font.pixelSize: 18
                wrapMode: Text.WordWrap
            }
            Label { text: qsTr("Player 2"); font.pixelSize: 20 }
            TextField {
                id: name1
                objectName: "ripName1"
                Layout.fillWidth: true
                //: The name the computer opponent is given unless the player types another.
                text: dialog.mode === "digital" ? qsTr("Bo (computer)") : "Bo"
                font.pixelSize: 20
                selectByMouse: true
                onAccepted: dialog.startGame()
                Accessible.name: qsTr("Name of player 2")
            }
            ChoiceButton {
                id: kind1
                objectName: "ripKind1"
                visible: dialog.mode === "digital"
                Layout.preferredWidth: 390 // "Computer: strong (up to 1 s a move)" whole
                options: dialog.kindOptions
                value: "rules"
                onChosen: v => value = v
                Accessible.description: qsTr("Who plays player 2")
            }
            // What is wrong with the name as typed (a control character, too long), under its field.
            Label {
                objectName: "ripName1Error"
                Layout.columnSpan: dialog.mode === "digital" ? 3 : 2
                Layout.fillWidth: true
                text: RipSession.nameMessage(name1.text, 1)
                visible: text !== ""
                color: Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
                font.pixelSize: 18
                wrapMode: Text.WordWrap
            }
        }
        RowLayout {
            spacing: 14
            Label { text: qsTr("Starts round 1:"); font.pixelSize: 20 }
            ChoiceButton {
                id: starter
                objectName: "ripStarter"
                options: [{ value: 0, label: name0.text || qsTr("Player 1") },
                          { value: 1, label: name1.text || qsTr("Player 2") }]
                value: 0
                onChosen: v => value = v
                Accessible.description: qsTr("Who starts round 1")
            }
        }
        CheckBox {
            id: learning
            objectName: "ripLearning"
            text: qsTr("Learning game: psychic cards 1–9 only, turned over one round at a time")
            font.pixelSize: 18
        }
        Label {
            id: error
            objectName: "ripSetupError"
            Layout.fillWidth: true
            visible: text !== ""
            color: Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
            font.pixelSize: 18
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: 12
            ActionButton {
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            ActionButton {
                objectName: "ripStartGame"
                text: qsTr("Start the game")
                highlighted: true
                onClicked: dialog.startGame()
            }
        }
    }
}
