import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Mourners Call's part of the home screen (the registry's homeSection of "mourners-call"): new
// games, the last one played (Continue), every unfinished game (a list to continue or delete), the
// calculator and the card editor. Each game has its own autosave: a new game never replaces another.
GridLayout {
    id: section

    //! Asks the window to open a screen (Main.qml's openScreen): "tableGame", "digitalGame",
    //! "continue", "scoreCalculator", "cardEditor". `title` is the button's text, for messages.
    signal openRequested(string screen, string title)

    //! Continues the unfinished game of `file` (a row of GameController.autosave.games).
    function continueFile(file, title) {
        if (GameController.autosave.select(file))
            section.openRequested("continue", title)
    }

    readonly property Autosave autosave: GameController.autosave

    // Three equal columns keep the tiles on two rows at 1280x800 (the shell's tiles follow).
    columns: 3
    columnSpacing: 20
    rowSpacing: 18

    // A damaged autosave is reported with its reason (and left as it is), above the tiles.
    Label {
        objectName: "autosaveProblem"
        Layout.columnSpan: 3
        Layout.fillWidth: true
        visible: text !== ""
        text: section.autosave.problem
        color: section.Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
        font.pixelSize: 18
        wrapMode: Label.WordWrap
        horizontalAlignment: Text.AlignHCenter
        Accessible.role: Accessible.AlertMessage
        Accessible.name: text
    }

    HomeTile {
        objectName: "tableGameTile"
        text: qsTr("New table game")
        description: qsTr("Follow a game played on the table")
        highlighted: true
        onClicked: section.openRequested("tableGame", text)
    }
    HomeTile {
        objectName: "digitalGameTile"
        text: qsTr("New digital game")
        description: qsTr("Play on this laptop, with people and computer players")
        onClicked: section.openRequested("digitalGame", text)
    }
    HomeTile {
        objectName: "continueTile"
        //: Tile: continues the game played last (a verb).
        text: qsTr("Continue")
        //: The Continue tile: the unfinished game it opens, or why there is none.
        description: section.autosave.canContinue ? section.autosave.continueSummary
                                                  : qsTr("No unfinished game")
        enabled: section.autosave.canContinue
        onClicked: section.openRequested("continue", text)
    }
    HomeTile {
        objectName: "scoreCalculatorTile"
        text: qsTr("Score calculator")
        description: qsTr("Rank the players at the end of a game")
        onClicked: section.openRequested("scoreCalculator", text)
    }
    HomeTile {
        objectName: "cardEditorTile"
        text: qsTr("Card editor")
        description: qsTr("Enter or correct the cards of your box")
        onClicked: section.openRequested("cardEditor", text)
    }
    HomeTile {
        objectName: "unfinishedGamesTile"
        text: qsTr("Unfinished games")
        description: section.autosave.games.count > 0
                     //: The unfinished games kept (each in its own file): how many, and what the tile offers.
                     ? qsTr("%n game(s) kept: continue or delete", "", section.autosave.games.count)
                     //: The kept unfinished games are being read (shortly after start).
                     : section.autosave.scanning ? qsTr("Reading the kept games…")
                     //: The unfinished games kept (each in its own file).
                     : qsTr("None kept")
        enabled: section.autosave.games.count > 0
        onClicked: unfinished.open()
    }

    UnfinishedGamesPopup {
        id: unfinished
        autosave: section.autosave
        onContinueRequested: (file, title) => section.continueFile(file, title)
    }
}
