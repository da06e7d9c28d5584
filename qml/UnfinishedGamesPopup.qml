import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The unfinished games of one game of the shelf (its Autosave's list), last played first: players,
// where it stands (table or digital, round and phase, or a battle's turn), when last played; each can
// be continued or deleted (asked first). Opened from the game's home section ("Unfinished games" tile).
Item {
    id: root

    //! The game's autosave (GameController.autosave, RipSession.autosave).
    required property Autosave autosave
    //! Put before the objectNames of its parts (two games' lists on one home screen stay apart).
    property string namePrefix: ""
    //! Continue was chosen for the game of `file`; `title` is the button's text, for messages.
    signal continueRequested(string file, string title)

    function open() {
        root.autosave.scan()
        unfinished.open()
    }
    function close() { unfinished.close() }

    width: 0
    height: 0
    // Takes no cell of the grid of tiles it is declared in (its popup stands in the overlay).
    visible: false

    // Every unfinished game: players, where it stands, when last played.
    Popup {
        id: unfinished
        PopupFadeGuard { target: unfinished }
        objectName: root.namePrefix + "unfinishedGames"
        parent: Overlay.overlay
        modal: true
        focus: true
        anchors.centerIn: Overlay.overlay
        width: Math.min(parent ? parent.width - 80 : 1000, 1000)
        height: Math.min(parent ? parent.height - 60 : 680, 680)
        padding: 20
        readonly property bool dark: Material.theme === Material.Dark
        background: Rectangle {
            radius: 10
            color: unfinished.dark ? "#2b2b2b" : "#ffffff"
            border.width: 2
            border.color: unfinished.Material.accentColor
        }

        ColumnLayout {
            anchors.fill: parent
            spacing: 10
            RowLayout {
                Layout.fillWidth: true
                HeadingLabel {
                    Layout.fillWidth: true
                    text: qsTr("Unfinished games")
                    font.pixelSize: 28
                    font.weight: Font.Bold
                }
                ActionButton {
                    objectName: root.namePrefix + "unfinishedClose"
                    //: Closes the list of unfinished games (a verb).
                    text: qsTr("Close")
                    onClicked: unfinished.close()
                }
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Each game is saved after every step in a file of its own; a finished game is in the history.")
                font.pixelSize: 16
                opacity: 0.8
                wrapMode: Text.WordWrap
            }
            // The last game of the list deleted (or continued elsewhere): say so above the empty list,
            // which keeps the rest of the height (the heading stays at the top).
            Label {
                objectName: root.namePrefix + "unfinishedNone"
                Layout.fillWidth: true
                Layout.topMargin: 20
                visible: root.autosave.games.count === 0
                //: The list of unfinished games after the last one was deleted.
                text: qsTr("No unfinished game is kept: each new game is kept here until it ends.")
                font.pixelSize: 20
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
            ListView {
                id: gameList
                objectName: root.namePrefix + "unfinishedList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 8
                model: root.autosave.games
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Unfinished games")
                delegate: Rectangle {
                    id: gameRow
                    required property int index
                    required property string file
                    required property string players
                    required property int round
                    required property string progress
                    required property string lastPlayed
                    required property bool readable
                    required property string problem
                    required property bool running
                    width: gameList.width - 12
                    implicitHeight: rowLayout.implicitHeight + 20
                    radius: 8
                    color: unfinished.dark ? "#333333" : "#f5f5f5"
                    border.width: 1
                    border.color: unfinished.dark ? "#5a5a5a" : "#cfd8dc"

                    RowLayout {
                        id: rowLayout
                        anchors.fill: parent
                        anchors.margins: 10
                        spacing: 12
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 2
                            Label {
                                Layout.fillWidth: true
                                text: gameRow.players
                                font.pixelSize: 24
                                font.weight: Font.DemiBold
                                elide: Text.ElideRight
                            }
                            Label {
                                Layout.fillWidth: true
                                text: gameRow.readable
                                      //: %1 where the game stands ("Table game · round 3 · Actions"), %2 date and time.
                                      ? qsTr("%1 · last played %2").arg(gameRow.progress).arg(gameRow.lastPlayed)
                                      //: %1 the reason from the save file reader.
                                      : qsTr("This file cannot be read: %1. It is left as it is.").arg(gameRow.problem)
                                color: gameRow.readable ? Material.foreground : "#e53935"
                                font.pixelSize: 17
                                wrapMode: Text.WordWrap
                            }
                        }
                        ActionButton {
                            objectName: root.namePrefix + "continueGame" + gameRow.index
                            visible: gameRow.readable
                            text: qsTr("Continue")
                            highlighted: true
                            Accessible.name: qsTr("Continue the game of %1").arg(gameRow.players)
                            onClicked: {
                                unfinished.close()
                                root.continueRequested(gameRow.file, text)
                            }
                        }
                        ActionButton {
                            objectName: root.namePrefix + "deleteGame" + gameRow.index
                            //: Button beside an unfinished game: asks before deleting it.
                            text: qsTr("Delete…")
                            //: %1 the players of the unfinished game.
                            Accessible.name: qsTr("Delete the game of %1").arg(gameRow.players)
                            onClicked: confirmDelete.ask(gameRow.file, gameRow.players, gameRow.readable ? gameRow.progress : "")
                        }
                    }
                }
            }
        }
    }

    // Delete asks first.
    Dialog {
        id: confirmDelete
        PopupFadeGuard { target: confirmDelete }
        objectName: root.namePrefix + "confirmDelete"
        property string file
        property string players
        property string progress
        function ask(file, players, progress) {
            confirmDelete.file = file
            confirmDelete.players = players
            confirmDelete.progress = progress
            open()
        }
        parent: Overlay.overlay
        anchors.centerIn: Overlay.overlay
        width: Math.min(parent ? parent.width - 120 : 640, 640)
        modal: true
        title: qsTr("Delete this unfinished game?")
        Label {
            width: parent.width
            text: confirmDelete.progress !== ""
                  //: %1 the players, %2 where the game stands ("Table game · round 3 · Actions").
                  ? qsTr("The game of %1 (%2) and its file are deleted. This cannot be undone.")
                        .arg(confirmDelete.players).arg(confirmDelete.progress)
                  : qsTr("%1 is deleted. This cannot be undone.").arg(confirmDelete.players)
            wrapMode: Text.WordWrap
            font.pixelSize: 18
        }
        footer: DialogButtonBox {
            ActionButton {
                objectName: root.namePrefix + "confirmDeleteYes"
                //: Confirms deleting the unfinished game (a verb).
                text: qsTr("Delete")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            ActionButton {
                objectName: root.namePrefix + "confirmDeleteNo"
                //: Answer to the question whether to delete the unfinished game: do not delete it.
                text: qsTr("Keep it")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: root.autosave.remove(confirmDelete.file)
    }
}
