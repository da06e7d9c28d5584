import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// The home screen: what people can do, as big buttons readable from across the table.
Page {
    id: page

    //! Asks the window to open a screen: "tableGame", "continue", "scoreCalculator", "history",
    //! "settings". `title` is the button's text, for messages.
    signal openRequested(string screen, string title)

    objectName: "homePage"
    title: qsTr("Mourners Call companion")
    background: null
    Accessible.name: qsTr("Home")

    ColumnLayout {
        anchors.centerIn: parent
        // A little above the centre, to leave room for the notice line at the bottom.
        anchors.verticalCenterOffset: -20
        width: Math.min(parent.width - 96, 1160)
        spacing: 12

        Label {
            Layout.fillWidth: true
            text: qsTr("Mourners Call")
            font.pixelSize: 48
            font.weight: Font.DemiBold
            horizontalAlignment: Text.AlignHCenter
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        Label {
            Layout.fillWidth: true
            Layout.bottomMargin: 16
            text: qsTr("Bookkeeping and rules for Court of the Dead: Mourners Call")
            font.pixelSize: 22
            opacity: 0.75
            wrapMode: Label.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Accessible.name: text
        }

        // A damaged autosave is reported with its reason (and left as it is).
        Label {
            objectName: "autosaveProblem"
            Layout.fillWidth: true
            visible: text !== ""
            text: GameController.autosaveProblem
            color: "#c62828"
            font.pixelSize: 18
            wrapMode: Label.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }

        GridLayout {
            id: tiles
            Layout.fillWidth: true
            // Three equal columns keep the seven tiles on three rows at 1280x800.
            columns: 3
            columnSpacing: 20
            rowSpacing: 18

            HomeTile {
                objectName: "tableGameTile"
                text: qsTr("New table game")
                description: qsTr("Follow a game played on the table")
                highlighted: true
                onClicked: page.openRequested("tableGame", text)
            }
            HomeTile {
                objectName: "digitalGameTile"
                text: qsTr("New digital game")
                description: qsTr("Play on this laptop, with people and computer players")
                onClicked: page.openRequested("digitalGame", text)
            }
            HomeTile {
                objectName: "continueTile"
                text: qsTr("Continue")
                //: The Continue tile: the unfinished game it opens, or why there is none.
                description: GameController.canContinue ? GameController.continueSummary
                                                        : qsTr("No unfinished game")
                enabled: GameController.canContinue
                onClicked: page.openRequested("continue", text)
            }
            HomeTile {
                objectName: "scoreCalculatorTile"
                text: qsTr("Score calculator")
                description: qsTr("Rank the players at the end of a game")
                onClicked: page.openRequested("scoreCalculator", text)
            }
            HomeTile {
                objectName: "historyTile"
                text: qsTr("History")
                description: qsTr("Past games and their scores")
                onClicked: page.openRequested("history", text)
            }
            HomeTile {
                objectName: "settingsTile"
                text: qsTr("Settings")
                description: qsTr("Players, language and colours")
                onClicked: page.openRequested("settings", text)
            }
            HomeTile {
                objectName: "cardEditorTile"
                text: qsTr("Card editor")
                description: qsTr("Enter or correct the cards of your box")
                onClicked: page.openRequested("cardEditor", text)
            }
        }
    }
}
