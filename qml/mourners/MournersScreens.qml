import QtQuick
import Mourners

// Mourners Call's screens by name (the module's `screens`, app/core/registry.h): its home section asks
// the window for "tableGame", "digitalGame", "continue", "replay", "scoreCalculator" and "cardEditor", its
// opener for "loadedGame", and the window asks each game's screens in turn; the shell names none of them.
QtObject {
    id: screens

    //! Pushes `screen` onto `stack` when it is one of Mourners Call's screens and returns true; false
    //! for any other name. `window` shows a notice when the screen cannot open (Continue without a game).
    function open(stack, screen, title, window) {
        switch (screen) {
        case "tableGame":
            pushGamePage(stack, {initialMode: "table"})
            return true
        case "digitalGame":
            pushGamePage(stack, {initialMode: "digital"})
            return true
        case "continue":
            if (GameController.continueGame())
                pushGamePage(stack, {initialMode: GameController.mode, started: true})
            else
                window.showNotice(GameController.lastError)
            return true
        case "loadedGame": // the game GameController has just loaded (MournersOpener)
            pushGamePage(stack, {initialMode: GameController.mode, started: true})
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

    //! The game page made ahead while the home screen waits (prepare()): an incubator, null when none
    //! is being made or waiting.
    property var ahead: null
    //! The page made ahead once it is made; null before, and once it is shown or dropped.
    property Item readyPage: null
    // Its texts' glyphs are drawn ahead too, while the home screen still waits: the wizard's and the
    // table's first showing drew them in their clicks.
    onReadyPageChanged: if (readyPage !== null) GlyphWarmer.warm(readyPage)

    //! Makes a game page ahead, a little at a time between the home screen's frames (Qt's incubation),
    //! so that the click that opens a game shows a page already made instead of making it: the page
    //! and its new-game wizard were a tenth of a second and more of that click. It waits under `holder`,
    //! outside the window's items (out of the keyboard's way and of a search of the window's items),
    //! which gives it the window's font and colours. Nothing when one is made or being made.
    function prepare(holder) {
        // Only while the home screen shows Mourners Call's tiles: a player of another game of the
        // shelf does not keep this game's page in memory.
        if (ahead !== null || GameShelf.current !== "mourners-call")
            return
        // The table's rows first: the page makes their items as it is made (not the first game's start).
        GameController.prepareTable()
        const incubator = gamePage.incubateObject(holder, {madeAhead: true}, Qt.Asynchronous)
        ahead = incubator
        if (incubator.status === Component.Ready)
            readyPage = incubator.object
        else
            incubator.onStatusChanged = status => {
                if (status === Component.Ready && screens.ahead === incubator)
                    screens.readyPage = incubator.object
            }
    }

    //! Forgets the page made ahead: another screen opened (the page is made anew when the home screen
    //! is back: what it read may have changed meanwhile, the remembered players or the game to
    //! continue), or the home screen turned to another game.
    function dropPrepared() {
        const incubator = ahead
        ahead = null
        readyPage = null
        if (incubator === null)
            return
        if (incubator.status === Component.Ready)
            incubator.object.destroy()
        else if (incubator.status === Component.Loading) // it goes once made (a click waits for nothing)
            incubator.onStatusChanged = status => {
                if (status === Component.Ready)
                    incubator.object.destroy()
            }
    }

    //! Pushes the game page with these properties: the one made ahead when there is one (finished at once
    //! when it is still being made), otherwise a new one.
    function pushGamePage(stack, properties) {
        const incubator = ahead
        ahead = null
        readyPage = null
        if (incubator !== null && incubator.status === Component.Loading)
            incubator.forceCompletion()
        if (incubator === null || incubator.status !== Component.Ready) {
            stack.push(gamePage, properties)
            return
        }
        const page = incubator.object
        // A started game first: its page then never makes the form of another mode on the way.
        if (properties.started !== undefined)
            page.started = properties.started
        for (const name in properties)
            page[name] = properties[name]
        stack.push(page)
    }

    readonly property Component gamePage: Component { GamePage {} }
    readonly property Component replayPage: Component { ReplayPage {} }
    readonly property Component scoreCalculatorPage: Component { ScoreCalculatorPage {} }
    readonly property Component cardEditorPage: Component { CardEditorPage {} }
}
