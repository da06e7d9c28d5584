import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Steps through the game turn by turn and round by round with the log's sentences. A finished game
// shows every secret (hands, motives, bids); a game still being played shows only what the whole
// table may see, and its last turn is "now".
Page {
    id: page

    //! A save file to replay; the game of GameController when empty.
    property string file: ""

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"

    objectName: "replayPage"
    //: The replay's title: %1 the turn shown, %2 the number of turns.
    title: qsTr("Replay · turn %1 of %2").arg(replay.turn).arg(Math.max(0, replay.turnCount - 1))
    background: null

    ReplayController {
        id: replay
        objectName: "replayController"
    }
    Component.onCompleted: file !== "" ? replay.loadFile(file) : replay.loadFrom(GameController)

    Shortcut { sequence: "Left"; onActivated: replay.previous() }
    Shortcut { sequence: "Right"; onActivated: replay.next() }
    Shortcut { sequences: ["PgUp", "Ctrl+Left"]; onActivated: replay.previousRound() }
    Shortcut { sequences: ["PgDown", "Ctrl+Right"]; onActivated: replay.nextRound() }
    Shortcut { sequence: "Home"; onActivated: replay.first() }
    Shortcut { sequence: "End"; onActivated: replay.last() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 10

        Panel {
            Layout.fillWidth: true
            Layout.preferredHeight: 132
            heading: replay.summary
            ColumnLayout {
                anchors.fill: parent
                spacing: 6
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    ActionButton {
                        objectName: "replayPrevRound"
                        text: qsTr("\u25c0\u25c0 Round")
                        enabled: replay.turn > 0
                        onClicked: replay.previousRound()
                        Accessible.name: qsTr("Previous round (Page Up)")
                    }
                    ActionButton {
                        objectName: "replayPrev"
                        text: qsTr("\u25c0 Turn")
                        enabled: replay.turn > 0
                        onClicked: replay.previous()
                        Accessible.name: qsTr("Previous turn (Left)")
                    }
                    AppComboBox {
                        // The shown choice, read as the box's value (Material's text field inside has no name).
                        contentItem.Accessible.name: displayText
                        objectName: "replayRound"
                        Layout.preferredWidth: 170
                        model: replay.roundNames
                        currentIndex: replay.round
                        onActivated: index => {
                            replay.goToRound(index)
                            // Choosing in the list set the index by hand: follow the replay again.
                            currentIndex = Qt.binding(() => replay.round)
                        }
                        Accessible.name: qsTr("Jump to round")
                        font.pixelSize: 17
                    }
                    ActionButton {
                        objectName: "replayNext"
                        text: qsTr("Turn \u25b6")
                        highlighted: true
                        enabled: replay.turn < replay.turnCount - 1
                        onClicked: replay.next()
                        Accessible.name: qsTr("Next turn (Right)")
                    }
                    ActionButton {
                        objectName: "replayNextRound"
                        text: qsTr("Round \u25b6\u25b6")
                        enabled: replay.turn < replay.turnCount - 1
                        onClicked: replay.nextRound()
                        Accessible.name: qsTr("Next round (Page Down)")
                    }
                    ActionButton {
                        objectName: "replayLast"
                        text: replay.finished ? qsTr("End \u25b6|") : qsTr("Now \u25b6|")
                        enabled: replay.turn < replay.turnCount - 1
                        onClicked: replay.last()
                        Accessible.name: replay.finished ? qsTr("The end of the game (End)") : qsTr("Now (End)")
                    }
                    Item { Layout.fillWidth: true }
                }
                Label {
                    objectName: "replayStatus"
                    Layout.fillWidth: true
                    text: replay.status
                    font.pixelSize: 20
                    font.weight: Font.DemiBold
                    elide: Text.ElideRight
                }
            }
        }
        Label {
            Layout.fillWidth: true
            text: (replay.finished
                   ? qsTr("Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · the game is over: everything hidden during it is shown")
                   : qsTr("Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · the game goes on: only what the whole table sees is shown"))
                  .arg(replay.table.suspicion).arg(replay.table.threat).arg(replay.table.unitySupply).arg(replay.table.forge)
            font.pixelSize: 17
            elide: Text.ElideRight
            visible: replay.error === ""
        }
        Label {
            visible: replay.error !== ""
            text: replay.error
            color: Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
            font.pixelSize: 17
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 10
                Panel {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 150
                    //: Heading of the replay's panel with what happened on the step shown.
                    heading: qsTr("This turn")
                    ListView {
                        id: happenedList
                        objectName: "replayHappened"
                        anchors.fill: parent
                        clip: true
                        model: replay.happened
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollBar.vertical: ScrollBar {}
                        // A line naming cards shows what each does (hover, hold, Tab).
                        delegate: CardName {
                            required property string modelData
                            required property int index
                            objectName: "replayHappened" + index
                            width: happenedList.width - 12
                            text: modelData
                            cardText: replay.happenedCards(index)
                            wrapMode: Text.WordWrap
                            font.pixelSize: 17
                        }
                        Label {
                            anchors.fill: parent
                            visible: replay.happened.length === 0
                            text: replay.guideText
                            wrapMode: Text.WordWrap
                            font.pixelSize: 16
                            color: page.mutedText
                            elide: Text.ElideRight
                        }
                    }
                }
                // A Grid positioner, not a layout: the players' panels are made again at every step, and a
                // Quick layout must never hold a delegate that goes away.
                Grid {
                    id: playerGrid
                    readonly property int rowCount: Math.max(1, Math.ceil(playerRepeater.count / columns))
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredWidth: 1
                    Layout.preferredHeight: 1
                    columns: 2
                    columnSpacing: 10
                    rowSpacing: 10
                    Repeater {
                        id: playerRepeater
                        model: replay.players
                        Panel {
                            required property var modelData
                            width: (playerGrid.width - playerGrid.columnSpacing) / 2
                            height: (playerGrid.height - playerGrid.rowSpacing * (playerGrid.rowCount - 1)) / playerGrid.rowCount
                            emphasised: modelData.current
                            heading: modelData.name + (modelData.faction !== "" ? " · " + modelData.faction : "")
                            // The cards it shows by name (motive, hand, Mourners) say what they do: hover, hold, Tab.
                            CardName {
                                objectName: "replayPlayer" + modelData.seat
                                anchors.fill: parent
                                wrapMode: Text.WordWrap
                                font.pixelSize: 16
                                elide: Text.ElideRight
                                cardText: [modelData.motiveText !== "" ? modelData.motive + ": " + modelData.motiveText : "",
                                           modelData.handText, modelData.mournersText].filter(t => t !== "").join("\n")
                                text: qsTr("Etherea %1 · Unity %2 · score %3 · figures %4\nInfluence: %5\nMotive: %6\nHand: %7%8\nMourners: %9")
                                      .arg(modelData.etherea).arg(modelData.unity).arg(modelData.score).arg(modelData.figures)
                                      .arg(modelData.influence)
                                      //: Replay: a player has no Ulterior Motive yet.
                                      .arg(modelData.motive !== "" ? modelData.motive : qsTr("none yet"))
                                      //: Replay: a player's hand holds no card.
                                      .arg(modelData.hand !== "" ? modelData.hand : qsTr("empty"))
                                      .arg((modelData.draft !== "" ? qsTr(" · drafting: %1").arg(modelData.draft) : "")
                                           + (modelData.bid !== "" ? qsTr(" · bid %1").arg(modelData.bid) : ""))
                                      .arg(modelData.mourners !== "" ? modelData.mourners : qsTr("none", "no Mourner cards"))
                            }
                        }
                    }
                }
            }
            Panel {
                Layout.preferredWidth: 400
                Layout.fillHeight: true
                //: The replay's log panel: %1 "Setup" or "Round 2".
                heading: qsTr("Log · %1").arg(replay.roundNames[replay.round] ?? "")
                ListView {
                    id: roundLog
                    objectName: "replayLog"
                    anchors.fill: parent
                    clip: true
                    spacing: 4
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    model: GameLogFilter {
                        log: replay.log
                        round: replay.round
                        lastStep: replay.turn
                    }
                    onCountChanged: Qt.callLater(() => roundLog.positionViewAtEnd())
                    delegate: CardName {
                        id: logRow
                        required property var model
                        required property int index
                        readonly property bool thisTurn: logRow.model.step === replay.turn
                        objectName: "replayLogLine" + index
                        width: roundLog.width - 12
                        text: logRow.model.text
                        cardText: logRow.model.cards || ""
                        wrapMode: Text.WordWrap
                        font.pixelSize: 16
                        font.weight: thisTurn ? Font.DemiBold : Font.Normal
                        color: thisTurn ? page.Material.foreground : page.mutedText
                        Accessible.role: Accessible.ListItem
                    }
                }
            }
        }
    }
}
