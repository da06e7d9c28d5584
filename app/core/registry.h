// The shelf: the games this product carries, each a game module. The home screen, the history, the
// autosave folder and `mourners-cli --game ID` ask the modules and never compare game ids. QtCore only
// (the command line links it too). The registry names no game: the program's one list of them is
// app/shelfgames.cpp (shelfGames()). Adding a game means its own folders (model/<game>/, app/<game>/,
// qml/<game>/, tests/<game>/) with one module, and one line in app/shelfgames.cpp (or, for a game of a
// test build, one registerGame() call).
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

struct GameRecord;
struct PlayerRecord;

namespace mc {
struct Problem;
}

namespace shelf {

/// What a game offers at the table.
enum Feature : unsigned {
    TableCompanion = 1u << 0, ///< follows a game played with the physical box
    DigitalPlay = 1u << 1,    ///< the whole game on the laptop
    ScoreSheet = 1u << 2,     ///< the end of a physical game scored and ranked
    Tracker = 1u << 3,        ///< running figures of a physical game (a battle, a deck cycle)
};

/// One of a game's own numbers as the history names it. Words are looked up when shown
/// (QCoreApplication::translate(context, text)), so an old record reads in today's language.
struct DetailLabel {
    const char *key;     ///< a HistoryFiles::flatDetails() key; ending in '.', a numbered family ("prophecy.1", ...)
    const char *context; ///< translation context of `text`
    const char *text;    ///< English; in a numbered family %1 is the number
    /// A record leaves the key out when its number is 0 (the records of earlier versions): shown as 0,
    /// not as a number never entered.
    bool absentIsZero = false;
};

/// Where a field of one player (or of the game, player -1) is in a history file: "players[1].score"
/// in a game object, "line 5, score" in a CSV file.
using FieldPath = std::function<QString(int player, const QString &field)>;

/// A translatable text: a context and the English source (QT_TRANSLATE_NOOP).
struct Text {
    const char *context = nullptr;
    const char *source = nullptr;
    [[nodiscard]] QString tr() const;
    [[nodiscard]] bool isEmpty() const { return !source; }
};

/// A row of the history detail's table of a game whose records carry the breakdown: a key of the
/// detail's player map (HistoryStore::gameDetail()) and its name.
struct RecordRow {
    const char *key;
    Text label;
    bool big = false;   ///< the total, in large figures
    bool wraps = false; ///< a long text (a card's name): smaller, wrapped
};

/// A way the charts group the players of a game's records (a declared faction, a kept card): the
/// games played and won per value (HistoryStore::categoryStats()).
struct RecordCategory {
    /// Names the chart: the key of its values in categoryStats(), and "winRatePer<Key>" for the chart item.
    const char *key;
    /// The player's value, "" for none (not counted).
    QString (*valueOf)(const PlayerRecord &player) = nullptr;
    /// A value as people read it, in the current language; null: the value as kept.
    QString (*nameOf)(const QString &value) = nullptr;
    Text heading; ///< the chart's heading ("Games won per declared faction (%)")
    Text empty;   ///< shown while no game has a value ("No faction was recorded yet")
};

/// A line of the detail's chart of the game's own figures round by round (a meter), read from the
/// record's round data (GameRecord::roundData: each round's `key`, the top under `maxKey`).
struct RoundLine {
    const char *key;
    Text label;
    const char *maxKey;
    int defaultMax;         ///< the top when the record keeps none
    const char *lightColor; ///< "#rrggbb" on the light theme
    const char *darkColor;  ///< and on the dark one
};

/// One of a game's own numbers or words that the history's files keep under a key of their own
/// instead of under a player's "details" (Mourners Call's breakdown, whose files are older than the
/// shelf). In memory and in the database it is in PlayerRecord::details under `detailKey`, like any
/// game's numbers.
struct RecordField {
    const char *detailKey; ///< its key in PlayerRecord::details
    /// Its key in a file's player object; "group.key" inside an object of the player ("breakdown.unity").
    const char *jsonKey;
    const char *csvColumn; ///< its column of the CSV export (named as the first database's column)
    /// A whole number from 0 to `max`, always there; -1: a text, "" when absent.
    int max = -1;
    /// A text: the values a file may give (any else is refused with `unknownCode`); null: any short
    /// readable text.
    bool (*known)(const QString &value) = nullptr;
    int unknownCode = 0; ///< an mc::ProblemCode
};

/// A row of a printed score sheet: what it counts and one text per player, in place order.
struct SheetRow {
    QString label;
    QStringList values;
    bool bold = false;
};

/// How a game's finished games read in the history (list, detail, charts, files).
struct HistoryReading {
    /// Its records carry an end-of-game breakdown in PlayerRecord::details (Mourners Call's Unity,
    /// Influences, motive bonus, Etherea, Mourners): ranked again by its rules (`rank`), shown by its
    /// own `rows` (`playerDetail`), charted by `categories`, with tie sentences (`tieSentences`).
    /// Otherwise the game ranks itself and its details are shown as they are, named by `labels`.
    bool breakdown = false;
    /// The title its exported files carry, when not the shelf's title.
    const char *exportTitle = nullptr;
    /// Its own numbers in the order of its own sheet.
    std::span<const DetailLabel> labels;
    /// A `breakdown` game: the rows of the detail's table, in order (the place, the breakdown, the
    /// score, the tie-breaks). Another game's table is its place, its `labels` and its score.
    std::span<const RecordRow> rows;
    /// The charts of its players grouped by a value of theirs, on a tab of their own named `categoriesTab`;
    /// none: no such tab.
    std::span<const RecordCategory> categories;
    Text categoriesTab;
    /// The detail's chart of its own figures round by round, beside the scores' (none: no such chart).
    std::span<const RoundLine> roundLines;
    Text roundLinesTitle;
    /// Ranks a record by its breakdown: scores, places and tie-breaks (GameRecord::rankPlayers(), for
    /// a `breakdown` game). Null: the record comes ranked by its own sheet.
    void (*rank)(GameRecord &game) = nullptr;
    /// The sentences on how the ties of a record's ranking were broken, one per tie (the detail page,
    /// the score sheet under its winner). Null: none.
    QStringList (*tieSentences)(const GameRecord &game) = nullptr;
    /// The lines under its printed score sheet's table: how its sheet counts, in plain words. Null: none.
    QStringList (*sheetNotes)(const GameRecord &game) = nullptr;
    /// Reads a record of a history file as strictly as its own sheet: its numbers, scores and places
    /// (PlayerRecord::tiebreak filled). Null: no check beyond the shared ones.
    bool (*check)(GameRecord &game, const FieldPath &at, mc::Problem &error) = nullptr;
    /// A line of words about the whole game for the detail page (how it was won, ...), from the
    /// detail's map (HistoryStore::detail()); null or "" for none.
    QString (*summary)(const QVariantMap &detail) = nullptr;
    /// Its numbers and words that files keep under keys of their own (RecordField), in file order;
    /// none: files keep a player's numbers under "details".
    std::span<const RecordField> fields;
    /// What a player adds to the identity of a record without a game key (GameRecord::computeUid),
    /// after the name; null: the player's score and details.
    QStringList (*uidParts)(const PlayerRecord &player) = nullptr;
    /// A player's entries of the detail's map (HistoryStore::gameDetail()) beside the shared ones:
    /// the keys of `rows` (a `breakdown` game). Null: none.
    QVariantMap (*playerDetail)(const PlayerRecord &player) = nullptr;
    /// The rows of its printed score sheet between the players' names and their places, the players
    /// in `order`; null: its own numbers by `labels`, then the total.
    QList<SheetRow> (*sheetRows)(const GameRecord &game, const std::vector<int> &order) = nullptr;
    /// The history list's line of every player's number ("%1" the "Ada 31, Bo 20" text); empty: as it is.
    Text scoresLine;
    /// Whether the list shows the winner's number in large (a battle's last one standing has none).
    bool winnerScore = true;
    /// The charts' heading and series name of each player's average number; empty: "Average score".
    Text averageHeading;
    Text averageName;
};

/// A game of the shelf: what the shell asks it.
struct GameModule {
    const char *id;        ///< stable: saves ("game"), the history, the CLI's --game
    const char *title;     ///< English; translated through the context "Shelf" (QT_TRANSLATE_NOOP)
    const char *tagline;   ///< one line under the title, same context
    int minPlayers;
    int maxPlayers;
    unsigned features;     ///< Feature flags
    const char *homeSection; ///< the game's home section, a QML file of the module ("mourners/MournersHome.qml")
    /// The "format" of its save files (a game the app opens from a file), nullptr when it has none.
    const char *saveFormat = nullptr;
    /// Its screens opened by name ("tableGame", "continue", ...), a QML file of the module whose
    /// `open(stack, screen, title, window)` pushes the screen and returns true, or false for a name that
    /// is not its own ("mourners/MournersScreens.qml"); nullptr: its home opens its pages by file.
    const char *screens = nullptr;
    /// Its own part of the Settings screen, a QML file of the module ("mourners/MournersSettings.qml")
    /// whose item lays out one or more sections and says `noticeRequested(text)` for the window's
    /// notice line; nullptr: it has no settings of its own.
    const char *settingsSection = nullptr;
    /// Its folder name under app/, qml/, model/ and tests/ (several score sheets share "sheets").
    const char *folder = nullptr;
    /// The start of its autosave files' names in the shared autosave folder; "" for the files no other
    /// game's prefix claims (the first game's, kept from before the shelf); nullptr: it keeps none there.
    const char *autosavePrefix = nullptr;
    HistoryReading history;
    /// Its command-line front end: `mourners-cli CMD --game ID ARGS` calls cli(CMD, ARGS) and exits
    /// with what it returns. Null: no commands.
    int (*cli)(const QString &cmd, QStringList &args) = nullptr;
    /// The commands' usage lines for `mourners-cli --help` (with --game ID).
    const char *cliUsage = nullptr;
    /// Its conformance hook: the shelf's generic checks (model/core/conformance.h) on `games` random
    /// games with `players` seats from `seed`, the bot and view checks at every `botEvery`-th decision
    /// of a seat; the failures, empty when the game conforms. Null: no rules engine to play out (a score
    /// sheet, a tracker). `mourners-cli check` and tests/core/tst_conformance run it for every game.
    QStringList (*conformance)(int players, std::uint64_t seed, int games, int botEvery) = nullptr;
};
using GameEntry = GameModule;

/// The games the program is built with, in shelf order: defined outside app/core, by the program
/// (app/shelfgames.cpp, linked as objects so that a static link keeps it), so the shell names no game.
[[nodiscard]] QList<GameModule> shelfGames();
/// Every game, in shelf order (the first is the default).
[[nodiscard]] const QList<GameModule> &games();
/// Adds a game after the registry's own (a test build's game). Call it before any look-up keeps a
/// pointer into games(); an id already registered is refused (false).
bool registerGame(const GameModule &module);
/// The entry of `id`, or nullptr.
[[nodiscard]] const GameModule *findGame(QStringView id);
/// The first game of the shelf: records and saves of the versions before the shelf are its.
[[nodiscard]] const GameModule &defaultGame();
/// The entry whose save files have this "format", or nullptr.
[[nodiscard]] const GameModule *findSaveFormat(QStringView format);
/// The game whose autosave `fileName` (a name in the autosave folder) is: the longest matching
/// autosavePrefix, else the game with the prefix "", else nullptr.
[[nodiscard]] const GameModule *autosaveOwner(QStringView fileName);
/// The ids, comma-separated, for messages ("mourners-call, dead-mans-crown").
[[nodiscard]] QString gameIds();

} // namespace shelf
