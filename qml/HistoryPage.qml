import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The history: past games newest first, a search by player, a game's details, charts, files.
// Deleting a game shows an "Undo" bar for a few seconds.
Page {
    id: page

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color panelColor: dark ? "#3a3a3a" : "#ffffff"
    readonly property color borderColor: dark ? "#5a5a5a" : "#cfd8dc"
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorColor: dark ? "#5c1f1f" : "#fdecea"
    readonly property color errorText: dark ? "#ffcdd2" : "#8e1c1c"

    //! Opens a game's detail page.
    function openGame(gameId) {
        if (StackView.view) // not while the page is leaving the stack
            StackView.view.push(Qt.resolvedUrl("HistoryDetailPage.qml"), {gameId: gameId})
    }
    //! Deletes a game and offers to undo it.
    function removeGame(gameId) {
        if (HistoryStore.removeGame(gameId))
            undoTimer.restart()
    }

    objectName: "historyPage"
    title: qsTr("History")
    background: null
    Accessible.name: title

    Connections {
        target: HistoryStore
        function onMessageChanged() {
            if (HistoryStore.message !== "" && page.StackView.status === StackView.Active && !undoBar.visible)
                page.ApplicationWindow.window.showNotice(HistoryStore.message)
        }
    }

    PlayersPopup {
        id: playersPopup
    }

    Timer {
        id: undoTimer
        interval: 8000
        onTriggered: HistoryStore.dropUndo()
    }

    FileChooser {
        id: exportDialog
        objectName: "historyExportChooser"
        property string kind: "csv"
        title: qsTr("Export the history")
        //: The button of the file dialog that writes the file.
        acceptText: qsTr("Export")
        nameFilters: kind === "csv" ? [qsTr("CSV files (*.csv)")] : [qsTr("JSON files (*.json)")]
        suffix: kind
        onChosen: file => kind === "csv" ? HistoryStore.exportCsv(file) : HistoryStore.exportJson(file)
    }

    FileChooser {
        id: importDialog
        objectName: "historyImportChooser"
        mode: "open"
        title: qsTr("Import games")
        //: The button of the file dialog that reads the chosen file.
        acceptText: qsTr("Import")
        //: The file dialog's filter: exports (CSV, JSON) and another computer's history file (SQLite).
        nameFilters: [qsTr("History files (*.csv *.json *.sqlite)"), qsTr("All files (*)")]
        onChosen: file => HistoryStore.startImport(file)
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 14

        // The database could not be used: say so, the rest of the app goes on.
        Rectangle {
            objectName: "historyError"
            Layout.fillWidth: true
            visible: !HistoryStore.available
            implicitHeight: errorRow.implicitHeight + 24
            radius: 8
            color: page.errorColor

            RowLayout {
                id: errorRow
                anchors.fill: parent
                anchors.margins: 12
                spacing: 12
                Label {
                    Layout.fillWidth: true
                    text: HistoryStore.errorText
                    color: page.errorText
                    font.pixelSize: 18
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                ActionButton {
                    //: Button after the history could not be opened: opens it again.
                    text: qsTr("Try again")
                    onClicked: HistoryStore.reopen()
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            TextField {
                id: search
                objectName: "historySearch"
                Layout.fillWidth: true
                Layout.maximumWidth: 420
                placeholderText: qsTr("Search by player")
                // Readable on the field (4.5:1), lighter than what is typed.
                placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                font.pixelSize: 22
                selectByMouse: true
                text: HistoryStore.games.filter
                onTextEdited: HistoryStore.games.filter = text
                Accessible.name: qsTr("Search by player name")
            }
            Label {
                //: %1 is how many games the list shows.
                text: qsTr("games: %1").arg(HistoryStore.games.count)
                font.pixelSize: 18
                color: page.mutedText
            }
            Item { Layout.fillWidth: true }
            ActionButton {
                objectName: "historyCharts"
                text: qsTr("Charts")
                enabled: HistoryStore.gameCount > 0
                onClicked: if (page.StackView.view) page.StackView.view.push(Qt.resolvedUrl("ChartsPage.qml"))
                Accessible.description: qsTr("Wins and average scores per player and per faction")
            }
            ActionButton {
                objectName: "historyImport"
                text: qsTr("Import…")
                enabled: HistoryStore.available && !HistoryStore.importing
                onClicked: importDialog.openFor("")
                Accessible.description: qsTr("Adds the games of a CSV or JSON file or of another computer's history file; games already here are skipped")
            }
            ActionButton {
                objectName: "historyPlayers"
                //: Opens the list of every player's name, where a name can be renamed or merged into another.
                text: qsTr("Players…")
                enabled: HistoryStore.gameCount > 0
                onClicked: playersPopup.open()
                Accessible.description: qsTr("Every player's name with their number of games; rename a player or merge two names of one person")
            }
            ActionButton {
                objectName: "historyExportCsv"
                text: qsTr("Export CSV…")
                enabled: HistoryStore.gameCount > 0
                onClicked: {
                    exportDialog.kind = "csv"
                    exportDialog.openFor("mourners-history.csv")
                }
            }
            ActionButton {
                objectName: "historyExportJson"
                text: qsTr("Export JSON…")
                enabled: HistoryStore.gameCount > 0
                onClicked: {
                    exportDialog.kind = "json"
                    exportDialog.openFor("mourners-history.json")
                }
            }
        }

        // An import runs off the GUI thread: how far it is, and a way out that stores nothing.
        Rectangle {
            objectName: "historyImportProgress"
            Layout.fillWidth: true
            visible: HistoryStore.importing
            implicitHeight: importRow.implicitHeight + 24
            radius: 8
            color: page.panelColor

            RowLayout {
                id: importRow
                anchors.fill: parent
                anchors.margins: 12
                spacing: 16
                Label {
                    objectName: "historyImportProgressText"
                    text: HistoryStore.importProgressText
                    font.pixelSize: 18
                    Layout.preferredWidth: 320
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                ProgressBar {
                    Layout.fillWidth: true
                    from: 0
                    to: 1
                    value: HistoryStore.importProgress
                    Accessible.name: HistoryStore.importProgressText
                }
                ActionButton {
                    objectName: "historyImportCancel"
                    //: Stops an import that is running; nothing of the file is stored.
                    text: qsTr("Cancel import")
                    onClicked: HistoryStore.cancelImport()
                    Accessible.description: qsTr("Stops the import; the history stays as it was")
                }
            }
        }

        // A club's server (Settings → History): where the games are, and a way to send them now.
        Rectangle {
            objectName: "historySyncBar"
            Layout.fillWidth: true
            visible: ClubServer.enabled
            implicitHeight: syncRow.implicitHeight + 20
            radius: 8
            color: ClubServer.failed ? page.errorColor : page.panelColor
            border.width: 1
            border.color: page.borderColor

            RowLayout {
                id: syncRow
                anchors.fill: parent
                anchors.margins: 10
                anchors.leftMargin: 16
                spacing: 16
                Label {
                    objectName: "historySyncState"
                    Layout.fillWidth: true
                    text: ClubServer.statusText
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                    color: ClubServer.failed ? page.errorText : page.Material.foreground
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                ActionButton {
                    objectName: "historySendNow"
                    //: Sends the games that wait to the club's server at once (a verb).
                    text: qsTr("Send now")
                    enabled: !ClubServer.syncing
                    onClicked: ClubServer.sendNow()
                    Accessible.description: qsTr("Sends the games that wait to the server and fetches the other tables' games")
                }
            }
        }

        ListView {
            id: list
            objectName: "historyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 10
            model: HistoryStore.games
            keyNavigationEnabled: true
            activeFocusOnTab: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Past games")

            Keys.onReturnPressed: if (currentIndex >= 0) page.openGame(model.gameIdAt(currentIndex))
            Keys.onDeletePressed: if (currentIndex >= 0) page.removeGame(model.gameIdAt(currentIndex))

            delegate: Rectangle {
                id: row
                required property int index
                required property var gameId
                required property string dateText
                required property string sourceName
                required property string gameTitle
                required property string winner
                required property int winnerScore
                required property string scores
                required property string scoresLine
                required property bool showsWinnerScore
                required property string shelfGame
                required property int rounds
                required property string notes
                required property bool onServer

                width: ListView.view.width - 14
                implicitHeight: 92
                radius: 8
                color: rowMouse.containsMouse ? Qt.darker(page.panelColor, page.dark ? 0.9 : 1.04) : page.panelColor
                border.width: ListView.isCurrentItem && list.activeFocus ? 3 : 1
                border.color: ListView.isCurrentItem && list.activeFocus ? page.Material.accentColor : page.borderColor
                Accessible.role: Accessible.ListItem
                //: %1 date, %2 winner, %3 the scores.
                Accessible.name: qsTr("%1: %2 won. %3").arg(dateText).arg(winner).arg(scores)
                                 + (notes !== "" ? " " + notes : "")
                // A screen reader's press (AT-SPI) opens the game, as a click does.
                Accessible.onPressAction: {
                    list.currentIndex = row.index
                    page.openGame(row.gameId)
                }

                MouseArea {
                    id: rowMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    onClicked: {
                        list.currentIndex = row.index
                        page.openGame(row.gameId)
                    }
                }

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 18
                    anchors.rightMargin: 12
                    spacing: 18

                    // One width for every row, notes or not: the winners line up down the list.
                    ColumnLayout {
                        objectName: "gameFacts" + row.index
                        // Wide enough for "Mourners Call · Punkterechner · Runden: 5" in German.
                        Layout.preferredWidth: 390
                        Layout.maximumWidth: 390
                        Layout.fillWidth: false
                        spacing: 2
                        Label {
                            text: row.dateText
                            font.pixelSize: 20
                            font.weight: Font.DemiBold
                        }
                        Label {
                            // With more than one game on the shelf, each row says which game it was.
                            text: (GameShelf.count > 1 ? row.gameTitle + " · " : "") + row.sourceName
                                  + (row.rounds > 0 ? " · " + qsTr("rounds: %1").arg(row.rounds) : "")
                                  //: Where a game of the history is: the club's server holds it, or only this computer.
                                  + (ClubServer.enabled ? " · " + (row.onServer ? qsTr("on the server") : qsTr("here only")) : "")
                            Layout.fillWidth: true
                            font.pixelSize: 16
                            color: page.mutedText
                            // A longer line takes a smaller font before anything is cut.
                            fontSizeMode: Text.HorizontalFit
                            minimumPixelSize: 12
                            elide: Text.ElideRight
                        }
                        Label {
                            objectName: "gameNotes" + row.index
                            Layout.fillWidth: true
                            visible: row.notes !== ""
                            text: row.notes
                            font.pixelSize: 15
                            font.italic: true
                            color: page.mutedText
                            elide: Text.ElideRight
                            maximumLineCount: 1
                        }
                    }
                    ColumnLayout {
                        objectName: "gameWinner" + row.index
                        Layout.fillWidth: true
                        spacing: 2
                        Label {
                            Layout.fillWidth: true
                            //: %1 the winner's name (or names when the place is shared).
                            text: qsTr("%1 won").arg(row.winner)
                            font.pixelSize: 26
                            font.weight: Font.Bold
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            // Each player's number in its game's words (a battle's is the damage dealt).
                            text: row.scoresLine
                            font.pixelSize: 18
                            color: page.mutedText
                            elide: Text.ElideRight
                        }
                    }
                    Label {
                        // The winner's points (a battle's last player standing has no points to show).
                        visible: row.showsWinnerScore
                        text: row.winnerScore
                        font.pixelSize: 40
                        font.weight: Font.Bold
                    }
                    ActionButton {
                        objectName: "deleteGame" + row.index
                        //: Button of a game in the history list: deletes it (a verb).
                        text: qsTr("Delete")
                        onClicked: page.removeGame(row.gameId)
                        //: %1 is the game's date.
                        Accessible.name: qsTr("Delete the game of %1").arg(row.dateText)
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                width: Math.min(parent.width - 48, 640)
                visible: list.count === 0 && HistoryStore.available
                text: search.text !== "" ? qsTr("No game with a player called like \"%1\".").arg(search.text)
                                         : qsTr("No games yet. Save a result from the score calculator, or finish a game in the app.")
                font.pixelSize: 22
                color: page.mutedText
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }

    // The undo bar: drawn by hand (no Material shadow) at the bottom of the page.
    Rectangle {
        id: undoBar
        objectName: "undoBar"
        visible: HistoryStore.canUndoRemove
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: 20
        width: undoRow.implicitWidth + 40
        height: 64
        radius: 8
        color: page.dark ? "#e0e0e0" : "#323232"

        RowLayout {
            id: undoRow
            anchors.centerIn: parent
            spacing: 24
            Label {
                text: qsTr("Game deleted.")
                font.pixelSize: 22
                color: page.dark ? "#1b1b1b" : "white"
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            ActionButton {
                objectName: "undoDelete"
                //: Button of the message after a game was deleted: brings the game back (a verb).
                text: qsTr("Undo")
                highlighted: true
                onClicked: {
                    undoTimer.stop()
                    HistoryStore.undoRemove()
                }
                Accessible.description: qsTr("Puts the deleted game back")
            }
        }
    }

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: HistoryStore.canUndoRemove && page.StackView.status === StackView.Active
        onActivated: {
            undoTimer.stop()
            HistoryStore.undoRemove()
        }
    }
}
