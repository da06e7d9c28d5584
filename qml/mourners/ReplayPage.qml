import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Steps through the game move by move with every secret revealed (hands, motives, bids).
Page {
    id: page

    //! A save file to replay; the game of GameController when empty.
    property string file: ""

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"

    objectName: "replayPage"
    title: qsTr("Replay · step %1 of %2").arg(replay.position).arg(replay.count)
    background: null

    ReplayController {
        id: replay
        objectName: "replayController"
    }
    Component.onCompleted: file !== "" ? replay.loadFile(file) : replay.loadFrom(GameController)

    Shortcut { sequence: "Left"; onActivated: replay.previous() }
    Shortcut { sequence: "Right"; onActivated: replay.next() }
    Shortcut { sequence: "Home"; onActivated: replay.first() }
    Shortcut { sequence: "End"; onActivated: replay.last() }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 10

        Panel {
            Layout.fillWidth: true
            Layout.preferredHeight: 150
            heading: replay.summary
            ColumnLayout {
                anchors.fill: parent
                spacing: 6
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    ActionButton { objectName: "replayFirst"; text: qsTr("|\u25c0 First"); enabled: replay.position > 0; onClicked: replay.first() }
                    ActionButton { objectName: "replayPrev"; text: qsTr("\u25c0 Previous"); enabled: replay.position > 0; onClicked: replay.previous() }
                    Slider {
                        objectName: "replaySlider"
                        Layout.fillWidth: true
                        from: 0
                        to: Math.max(1, replay.count)
                        stepSize: 1
                        value: replay.position
                        onMoved: replay.position = Math.round(value)
                        Accessible.name: qsTr("Step")
                    }
                    ActionButton { objectName: "replayNext"; text: qsTr("Next \u25b6"); highlighted: true; enabled: replay.position < replay.count; onClicked: replay.next() }
                    ActionButton { objectName: "replayLast"; text: qsTr("Last \u25b6|"); enabled: replay.position < replay.count; onClicked: replay.last() }
                }
                Label {
                    Layout.fillWidth: true
                    text: replay.previousAction !== "" ? qsTr("Just played: %1").arg(replay.previousAction) : qsTr("The start of the game")
                    font.pixelSize: 17
                    color: page.mutedText
                    elide: Text.ElideRight
                }
                Label {
                    objectName: "replayNextAction"
                    Layout.fillWidth: true
                    text: replay.nextAction !== "" ? qsTr("Next: %1").arg(replay.nextAction) : qsTr("The end of the game")
                    font.pixelSize: 20
                    font.weight: Font.DemiBold
                    elide: Text.ElideRight
                }
                // The table screen's own guide sentence for this position (one builder for both).
                Label {
                    objectName: "replayGuide"
                    Layout.fillWidth: true
                    text: replay.guideText
                    font.pixelSize: 16
                    color: page.mutedText
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
            }
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Suspicion %1 · Threat %2 · Unity supply %3 · Forge %4 · everything hidden during the game is shown")
                  .arg(replay.table.suspicion).arg(replay.table.threat).arg(replay.table.unitySupply).arg(replay.table.forge)
            font.pixelSize: 17
            visible: replay.count >= 0 && replay.error === ""
        }
        Label {
            visible: replay.error !== ""
            text: replay.error
            color: "#c62828"
        }
        GridLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: 2
            columnSpacing: 10
            rowSpacing: 10
            Repeater {
                model: replay.players
                Panel {
                    required property var modelData
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    emphasised: modelData.current
                    heading: modelData.name + (modelData.faction !== "" ? " · " + modelData.faction : "")
                    Label {
                        anchors.fill: parent
                        wrapMode: Text.WordWrap
                        font.pixelSize: 16
                        elide: Text.ElideRight
                        text: qsTr("Etherea %1 · Unity %2 · score %3 · figures %4\nInfluence: %5\nMotive: %6\nHand: %7%8\nMourners: %9")
                              .arg(modelData.etherea).arg(modelData.unity).arg(modelData.score).arg(modelData.figures)
                              .arg(modelData.influence)
                              .arg(modelData.motive !== "" ? modelData.motive : qsTr("none yet"))
                              .arg(modelData.hand !== "" ? modelData.hand : qsTr("empty"))
                              .arg((modelData.draft !== "" ? qsTr(" · drafting: %1").arg(modelData.draft) : "")
                                   + (modelData.bid >= 0 ? qsTr(" · bid %1").arg(modelData.bid) : ""))
                              .arg(modelData.mourners !== "" ? modelData.mourners : qsTr("none"))
                    }
                }
            }
        }
    }
}
