import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// Mourners Call's part of the home screen (the registry's homeSection of "mourners-call"): new
// games, the unfinished one, the calculator and the card editor.
GridLayout {
    id: section

    //! Asks the window to open a screen (Main.qml's openScreen): "tableGame", "digitalGame",
    //! "continue", "scoreCalculator", "cardEditor". `title` is the button's text, for messages.
    signal openRequested(string screen, string title)

    // Three equal columns keep the tiles on two rows at 1280x800 (the shell's tiles follow).
    columns: 3
    columnSpacing: 20
    rowSpacing: 18

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
        text: qsTr("Continue")
        //: The Continue tile: the unfinished game it opens, or why there is none.
        description: GameController.autosave.canContinue ? GameController.autosave.continueSummary
                                                : qsTr("No unfinished game")
        enabled: GameController.autosave.canContinue
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
}
