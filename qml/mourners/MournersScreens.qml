import QtQuick
import Mourners

// Mourners Call's screens by name (the module's `screens`, app/core/registry.h): its home section asks
// the window for "tableGame", "digitalGame", "continue", "replay", "scoreCalculator" and "cardEditor", its
// opener for "loadedGame", and the window asks each game's screens in turn; the shell names none of them.
QtObject {
    //! Pushes `screen` onto `stack` when it is one of Mourners Call's screens and returns true; false
    //! for any other name. `window` shows a notice when the screen cannot open (Continue without a game).
    function open(stack, screen, title, window) {
        switch (screen) {
        case "tableGame":
            stack.push(gamePage, {initialMode: "table"})
            return true
        case "digitalGame":
            stack.push(gamePage, {initialMode: "digital"})
            return true
        case "continue":
            if (GameController.continueGame())
                stack.push(gamePage, {initialMode: GameController.mode, started: true})
            else
                window.showNotice(GameController.lastError)
            return true
        case "loadedGame": // the game GameController has just loaded (MournersOpener)
            stack.push(gamePage, {initialMode: GameController.mode, started: true})
            return true
        case "replay":
            stack.push(replayPage)
            return true
        case "scoreCalculator":
            stack.push(scoreCalculatorPage)
            return true
        case "cardEditor":
            stack.push(cardEditorPage)
            return true
        }
        return false
    }

    readonly property Component gamePage: Component { GamePage {} }
    readonly property Component replayPage: Component { ReplayPage {} }
    readonly property Component scoreCalculatorPage: Component { ScoreCalculatorPage {} }
    readonly property Component cardEditorPage: Component { CardEditorPage {} }
}
