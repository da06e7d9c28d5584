// The shelf: the one explicit list of the games this product carries. The home screen, the history
// and `mourners-cli --game ID` read it. QtCore only (the CLI compiles it too). Adding a game means
// its own folders (model/<game>/, app/<game>/, qml/<game>/, tests/<game>/) and one entry here.
#pragma once

#include <QList>
#include <QString>

namespace shelf {

/// What a game offers at the table.
enum Feature : unsigned {
    TableCompanion = 1u << 0, ///< follows a game played with the physical box
    DigitalPlay = 1u << 1,    ///< the whole game on the laptop
    ScoreSheet = 1u << 2,     ///< the end of a physical game scored and ranked
    Tracker = 1u << 3,        ///< running figures of a physical game (a battle, a deck cycle)
};

struct GameEntry {
    const char *id;        ///< stable: saves ("game"), the history, the CLI's --game
    const char *title;     ///< English; translated through the context "Shelf" (QT_TRANSLATE_NOOP)
    const char *tagline;   ///< one line under the title, same context
    int minPlayers;
    int maxPlayers;
    unsigned features;     ///< Feature flags
    const char *homeSection; ///< the game's home section, a QML file of the module ("mourners/MournersHome.qml")
    /// The "format" of its save files (a game the app opens from a file), nullptr when it has none.
    const char *saveFormat = nullptr;
};

/// Every game, in shelf order (the first is the default).
[[nodiscard]] const QList<GameEntry> &games();
/// The entry of `id`, or nullptr.
[[nodiscard]] const GameEntry *findGame(QStringView id);
/// The entry whose save files have this "format", or nullptr.
[[nodiscard]] const GameEntry *findSaveFormat(QStringView format);
/// The ids, comma-separated, for messages ("mourners-call, dead-mans-crown").
[[nodiscard]] QString gameIds();

} // namespace shelf
