import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// The home screen: the shelf of games (GameShelf, read from the registry), the chosen game's own
// tiles (its home section), then what every game shares: the history and the settings. Big buttons
// readable from across the table.
Page {
    id: page

    //! Asks the window to open a screen: a game's screen named by its home section ("tableGame",
    //! "continue", ...), or "history", "settings". `title` is the button's text, for messages.
    signal openRequested(string screen, string title)

    objectName: "homePage"
    title: qsTr("Mourners Call companion")
    background: null
    Accessible.name: qsTr("Home", "the home screen")

    ColumnLayout {
        objectName: "homeColumn"
        anchors.horizontalCenter: parent.horizontalCenter
        // The same top for every game of the shelf: centred on its own height, the column moved the shelf's
        // row of games under the pointer from one game to the next (fewer tiles, lower row). The top is
        // where the tallest section (Mourners Call's, about 620 pixels) stands centred, a little above the
        // middle to leave room for the notice line at the bottom.
        anchors.top: parent.top
        anchors.topMargin: Math.max(24, Math.round((parent.height - 660) / 2))
        width: Math.min(parent.width - 96, 1160)
        spacing: 12

        HeadingLabel {
            Layout.fillWidth: true
            text: GameShelf.currentTitle
            font.pixelSize: 48
            font.weight: Font.DemiBold
            horizontalAlignment: Text.AlignHCenter
        }

        // One button per game of the shelf; shown when there is more than one to choose from.
        // A row positioner: a Quick layout never holds a delegate that goes away.
        Row {
            objectName: "shelfRow"
            Layout.alignment: Qt.AlignHCenter
            visible: GameShelf.count > 1
            spacing: 8

            Repeater {
                model: GameShelf
                // Draws its own colours: a stock Material button's highlighted text is white on the
                // dark theme's amber accent.
                delegate: ActionButton {
                    id: chip
                    required property string gameId
                    required property string title
                    required property string tagline
                    objectName: "shelf_" + gameId
                    // Whole pixels, as a layout would size it.
                    width: Math.ceil(implicitWidth)
                    text: title
                    highlighted: GameShelf.current === gameId
                    font.pixelSize: 20
                    onClicked: GameShelf.current = gameId
                    // On hover, on keyboard focus and on a press held down (touch): below the chip, where
                    // it covers the tiles' top edge and not the game's title above.
                    tip: tagline
                    ToolTip.visible: false
                    ToolTip {
                        objectName: "shelfTip"
                        parent: chip
                        x: Math.round((chip.width - width) / 2)
                        y: chip.height + 6
                        visible: chip.tipShown
                        text: chip.tip
                        delay: chip.hovered && !chip.held && !chip.visualFocus ? 400 : 0
                    }
                    Accessible.name: title
                }
            }
        }

        Label {
            Layout.fillWidth: true
            Layout.bottomMargin: 16
            text: GameShelf.currentTagline
            font.pixelSize: 22
            opacity: 0.75
            wrapMode: Label.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Accessible.name: text

        }

        // The chosen game's tiles.
        Loader {
            id: section
            objectName: "gameSection"
            Layout.fillWidth: true
            source: Qt.resolvedUrl(GameShelf.currentSection)
            // A game whose last row holds one tile (a grid of three that says its `tileCount`) takes the
            // shared tiles into that row: Rest in Peace's "Unfinished games" stood alone on its row, with
            // History and Settings on another below.
            onItemChanged: placeShared()
            function placeShared() {
                const takes = item !== null && item.columns === 3 && item.tileCount !== undefined
                              && item.tileCount % 3 === 1
                const into = takes ? item : sharedGrid
                // In this order: a grid places (and Tab visits) its children in the order they came.
                historyTile.parent = into
                settingsTile.parent = into
                sharedSpacer.parent = into === sharedGrid ? sharedGrid : null
            }
        }
        Connections {
            target: section.item
            ignoreUnknownSignals: true
            function onOpenRequested(screen, title) { page.openRequested(screen, title) }
        }

        // What every game shares.
        GridLayout {
            id: sharedGrid
            objectName: "sharedTiles"
            Layout.fillWidth: true
            visible: children.length > 1
            columns: 3
            columnSpacing: 20
            rowSpacing: 18

            HomeTile {
                id: historyTile
                objectName: "historyTile"
                text: qsTr("History")
                description: qsTr("Past games and their scores")
                onClicked: page.openRequested("history", text)
            }
            HomeTile {
                id: settingsTile
                objectName: "settingsTile"
                text: qsTr("Settings")
                description: qsTr("Players, language and colours")
                onClicked: page.openRequested("settings", text)
            }
            // Keeps the shell's two tiles as wide as a game's (three columns).
            Item {
                id: sharedSpacer
                Layout.fillWidth: true
                Layout.preferredWidth: 240
            }
        }
    }
}
