import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Mourners Call's part of the Settings screen (its module's settingsSection): the players remembered
// from the last new games and the kept board numbers.
ColumnLayout {
    id: section

    //! A short message for the window's notice line.
    signal noticeRequested(string text)

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorText: dark ? "#ffcdd2" : "#8e1c1c"
    // Built in C++ (tr()): read again when the language changes.
    readonly property var boardDifferences: {
        Language.current
        return BoardSettings.boardDifferences(BoardSettings.values, BoardSettings.standardValues())
    }
    readonly property bool remembersPlayers: RememberedPlayers.tablePlayers > 0 || RememberedPlayers.digitalSeats > 0

    objectName: "mournersSettings"
    spacing: 16

    SettingsSection {
        heading: qsTr("Remembered players")
        SettingsHint {
            text: qsTr("A new game starts with the players of the last one.")
        }
        Label {
            text: qsTr("Table game")
            font.pixelSize: 18
            font.weight: Font.DemiBold
        }
        Flow {
            objectName: "rememberedTablePlayers"
            Layout.fillWidth: true
            visible: RememberedPlayers.tablePlayers > 0
            spacing: 14
            Repeater {
                model: RememberedPlayers.tableNames
                Row {
                    id: tablePlayer
                    required property string modelData
                    required property int index
                    spacing: 6
                    Rectangle {
                        width: 20
                        height: 20
                        radius: 10
                        anchors.verticalCenter: parent.verticalCenter
                        color: RememberedPlayers.tableColors[tablePlayer.index]
                        border.width: 1
                        border.color: section.dark ? "white" : "#37474f"
                    }
                    Label {
                        text: tablePlayer.modelData !== "" ? tablePlayer.modelData
                                                           : qsTr("Player %1").arg(tablePlayer.index + 1)
                        font.pixelSize: 18
                    }
                }
            }
        }
        SettingsHint {
            visible: RememberedPlayers.tablePlayers === 0
            text: qsTr("None yet.")
        }
        Label {
            Layout.topMargin: 4
            text: qsTr("Digital game")
            font.pixelSize: 18
            font.weight: Font.DemiBold
        }
        Flow {
            objectName: "rememberedDigitalPlayers"
            Layout.fillWidth: true
            visible: RememberedPlayers.digitalSeats > 0
            spacing: 14
            Repeater {
                model: RememberedPlayers.digitalNames
                Label {
                    required property string modelData
                    required property int index
                    //: A remembered seat of a digital game: %1 name, %2 who plays it.
                    text: qsTr("%1 (%2)").arg(modelData !== "" ? modelData : qsTr("Seat %1").arg(index + 1))
                                          .arg(RememberedPlayers.kindName(RememberedPlayers.digitalKinds[index]))
                    font.pixelSize: 18
                }
            }
        }
        SettingsHint {
            visible: RememberedPlayers.digitalSeats === 0
            text: qsTr("None yet.")
        }
        ActionButton {
            objectName: "forgetPlayers"
            text: qsTr("Forget these players")
            font.pixelSize: 18
            enabled: section.remembersPlayers
            onClicked: {
                RememberedPlayers.forgetPlayers()
                section.noticeRequested(qsTr("The next game starts with empty names."))
            }
            Accessible.description: qsTr("New games start with empty names again")
        }
    }

    SettingsSection {
        heading: qsTr("Board numbers")
        SettingsHint {
            //: The board numbers are the D- values checked in the table game wizard.
            text: qsTr("The numbers of your printed board, as checked when you started a table game.")
        }
        Label {
            objectName: "boardState"
            Layout.fillWidth: true
            text: section.boardDifferences.length === 0
                  ? qsTr("They are the numbers of the standard rules.")
                  //: %n how many values differ.
                  : qsTr("%n value(s) differ from the standard rules:", "", section.boardDifferences.length)
            font.pixelSize: 18
            wrapMode: Text.WordWrap
            Accessible.name: text
        }
        Repeater {
            model: section.boardDifferences
            ColumnLayout {
                required property var modelData
                Layout.fillWidth: true
                spacing: 0
                Label {
                    Layout.fillWidth: true
                    text: modelData.label
                    font.pixelSize: 17
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    //: %1 the kept value(s) of the board.
                    text: qsTr("Kept: %1").arg(modelData.kept)
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    //: %1 the value(s) of the standard rules.
                    text: qsTr("Rules: %1").arg(modelData.standard)
                    font.pixelSize: 17
                    color: section.mutedText
                    wrapMode: Text.WordWrap
                }
            }
        }
        Label {
            objectName: "boardError"
            Layout.fillWidth: true
            visible: text !== ""
            text: BoardSettings.error
            color: section.errorText
            font.pixelSize: 17
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        ActionButton {
            objectName: "standardBoard"
            text: qsTr("Use the standard board")
            font.pixelSize: 18
            enabled: section.boardDifferences.length > 0 || BoardSettings.error !== ""
            onClicked: {
                BoardSettings.resetToStandard()
                section.noticeRequested(qsTr("The next table game starts with the standard board."))
            }
            Accessible.description: qsTr("Puts back the numbers of the standard rules")
        }
        Label {
            Layout.topMargin: 4
            //: Before the folder where a file is kept: "Kept in /home/…".
            text: qsTr("Kept in")
            font.pixelSize: 16
            color: section.mutedText
        }
        PathText {
            objectName: "boardFile"
            text: BoardSettings.path
            font.pixelSize: 15
            Accessible.name: qsTr("Board file: %1").arg(text)
        }
    }
}
