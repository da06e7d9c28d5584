import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The players of the history (HistoryStore.playerNames()): every name with its number of games, each
// can be renamed. Renaming to a name the history has already is how two names of one person become
// one player (the rename dialog says so); one person twice at one table is refused. Opened from the
// History screen ("Players…").
Item {
    id: root

    function open() {
        root.names = HistoryStore.playerNames()
        players.open()
    }
    function close() { players.close() }

    //! [{name, games}] by name, read again after every change of the history.
    property var names: []

    width: 0
    height: 0

    Connections {
        target: HistoryStore
        function onChanged() {
            // visible, not opened: a rename's dialog may close before the list's enter transition ends.
            if (players.visible)
                root.names = HistoryStore.playerNames()
        }
    }

    Popup {
        id: players
        PopupFadeGuard { target: players }
        objectName: "historyPlayers"
        parent: Overlay.overlay
        modal: true
        focus: true
        anchors.centerIn: Overlay.overlay
        width: Math.min(parent ? parent.width - 80 : 760, 760)
        height: Math.min(parent ? parent.height - 60 : 680, 680)
        padding: 20
        readonly property bool dark: Material.theme === Material.Dark
        background: Rectangle {
            radius: 10
            color: players.dark ? "#2b2b2b" : "#ffffff"
            border.width: 2
            border.color: players.Material.accentColor
        }

        ColumnLayout {
            anchors.fill: parent
            spacing: 10
            RowLayout {
                Layout.fillWidth: true
                HeadingLabel {
                    Layout.fillWidth: true
                    //: The heading of the list of every player's name in the history.
                    text: qsTr("Players")
                    font.pixelSize: 28
                    font.weight: Font.Bold
                }
                ActionButton {
                    objectName: "historyPlayersUndo"
                    visible: HistoryStore.canUndoRename
                    //: Takes the last rename of a player back (a verb).
                    text: qsTr("Undo rename")
                    onClicked: HistoryStore.undoRename()
                    Accessible.description: qsTr("Gives the players of the last rename their former name again")
                }
                ActionButton {
                    objectName: "historyPlayersClose"
                    //: Closes the list of players (a verb).
                    text: qsTr("Close")
                    onClicked: players.close()
                }
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Rename a player in every game. Two names of one person become one player when you rename one to the other.")
                font.pixelSize: 16
                opacity: 0.8
                wrapMode: Text.WordWrap
            }
            ListView {
                id: nameList
                objectName: "historyPlayersList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 6
                model: root.names
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Players")
                delegate: Rectangle {
                    id: nameRow
                    required property int index
                    required property var modelData
                    width: nameList.width - 12
                    implicitHeight: nameLayout.implicitHeight + 16
                    radius: 8
                    color: players.dark ? "#333333" : "#f5f5f5"
                    border.width: 1
                    border.color: players.dark ? "#5a5a5a" : "#cfd8dc"
                    Accessible.role: Accessible.ListItem
                    Accessible.name: nameRow.modelData.name + ", " + qsTr("games: %1").arg(nameRow.modelData.games)

                    RowLayout {
                        id: nameLayout
                        anchors.fill: parent
                        anchors.margins: 8
                        anchors.leftMargin: 16
                        spacing: 12
                        Label {
                            objectName: "playerName" + nameRow.index
                            Layout.fillWidth: true
                            text: nameRow.modelData.name
                            font.pixelSize: 22
                            font.weight: Font.DemiBold
                            elide: Text.ElideRight
                        }
                        Label {
                            objectName: "playerGames" + nameRow.index
                            text: qsTr("games: %1").arg(nameRow.modelData.games)
                            font.pixelSize: 18
                            opacity: 0.8
                        }
                        ActionButton {
                            objectName: "renamePlayer" + nameRow.index
                            //: Button beside a player's name: opens the dialog that renames them.
                            text: qsTr("Rename…")
                            //: %1 a player's name.
                            Accessible.name: qsTr("Rename %1").arg(nameRow.modelData.name)
                            onClicked: renameDialog.ask(nameRow.modelData.name, nameRow.modelData.games)
                        }
                    }
                }
            }
        }
    }

    // The new name, checked as it is typed: what is wrong with it, or what renaming will do.
    Dialog {
        id: renameDialog
        PopupFadeGuard { target: renameDialog }
        objectName: "renamePlayerDialog"
        property string from
        property int games: 0
        readonly property string to: newName.text.trim()
        readonly property string problem: renameDialog.visible ? HistoryStore.renameProblem(from, newName.text) : ""
        readonly property int mergeGames: renameDialog.visible && to !== "" && to !== from
                                          ? HistoryStore.gamesOfPlayer(to) : 0
        function ask(name, games) {
            renameDialog.from = name
            renameDialog.games = games
            newName.text = name
            open()
            newName.selectAll()
            newName.forceActiveFocus()
        }
        function accept_() {
            if (problem === "" && HistoryStore.renamePlayer(from, newName.text) >= 0)
                close()
        }
        parent: Overlay.overlay
        anchors.centerIn: Overlay.overlay
        width: Math.min(parent ? parent.width - 120 : 640, 640)
        modal: true
        //: %1 a player's name.
        title: qsTr("Rename %1").arg(from)

        ColumnLayout {
            width: parent.width
            spacing: 10
            Label {
                Layout.fillWidth: true
                text: renameDialog.games === 1
                      //: The rename dialog. %1 a player's name.
                      ? qsTr("%1 played 1 game. The new name replaces it there.").arg(renameDialog.from)
                      //: The rename dialog. %1 a player's name, %2 their games (2 or more).
                      : qsTr("%1 played %2 games. The new name replaces it in each of them.")
                            .arg(renameDialog.from).arg(renameDialog.games)
                font.pixelSize: 17
                wrapMode: Text.WordWrap
            }
            TextField {
                id: newName
                objectName: "renamePlayerName"
                Layout.fillWidth: true
                font.pixelSize: 22
                selectByMouse: true
                //: The text field of the rename dialog.
                Accessible.name: qsTr("New name")
                Keys.onReturnPressed: renameDialog.accept_()
                Keys.onEnterPressed: renameDialog.accept_()
            }
            Label {
                objectName: "renamePlayerNote"
                Layout.fillWidth: true
                // A name that is the same or empty says nothing yet; a refusal says why.
                visible: text !== ""
                text: renameDialog.to === renameDialog.from || renameDialog.to === "" ? ""
                      : renameDialog.problem !== "" ? renameDialog.problem
                      : renameDialog.mergeGames === 1
                        //: %1 the name typed in the rename dialog, which another player has.
                        ? qsTr("%1 already has 1 game: the two become one player.").arg(renameDialog.to)
                      : renameDialog.mergeGames > 1
                        //: %1 the name typed in the rename dialog, which another player has; %2 their games (2 or more).
                        ? qsTr("%1 already has %2 games: the two become one player.")
                              .arg(renameDialog.to).arg(renameDialog.mergeGames)
                        : ""
                color: renameDialog.problem !== "" ? "#e53935" : renameDialog.Material.foreground
                font.pixelSize: 17
                font.weight: renameDialog.mergeGames > 0 ? Font.DemiBold : Font.Normal
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            RowLayout {
                Layout.fillWidth: true
                Layout.topMargin: 8
                spacing: 12
                Item { Layout.fillWidth: true }
                ActionButton {
                    objectName: "renamePlayerCancel"
                    //: Closes the rename dialog without renaming.
                    text: qsTr("Cancel")
                    onClicked: renameDialog.close()
                }
                ActionButton {
                    objectName: "renamePlayerAccept"
                    highlighted: true
                    enabled: renameDialog.problem === ""
                    text: renameDialog.mergeGames > 0
                          //: The button of the rename dialog when the new name is another player's (a verb).
                          ? qsTr("Merge")
                          //: The button of the rename dialog (a verb).
                          : qsTr("Rename")
                    onClicked: renameDialog.accept_()
                }
            }
        }
    }
}
