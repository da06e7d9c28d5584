import QtQuick
import Mourners

// Opens a saved game of Mourners Call for the window (the module's saveOpener, app/core/registry.h):
// the shell asks it and never names the game.
QtObject {
    //! Loads `path` and shows the game on `window`: "" when it is open, else why it is not.
    function open(path, window) {
        if (!GameController.load(path))
            return GameController.lastError
        window.openScreen("loadedGame", "")
        return ""
    }
}
