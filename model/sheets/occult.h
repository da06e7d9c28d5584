// The occult card game (masteries and prophecies): the end-game score sheet and the deck-cycle
// counter that ends the game (shared/rules/occult-card-game.md, OCC-… ids), as data: app/ turns the
// phases, the standings and the parse errors into sentences. Shared by the app's sheet and
// `mourners-cli score --game occult`.
#pragma once

#include "sheetjson.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

class QByteArray;
class QJsonValue;

namespace occ {

constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 3;
/// Every player has one mastery card of each type (Blood Magic, Demonology, Necromancy).
constexpr int kMasteryCount = 3;
/// A mastery card has four sections: levels 0 to 3 (OCC-SCORE-1).
constexpr int kMaxLevel = 3;
/// The points of one completed prophecy: a whole number 0..kMaxProphecyPoints.
constexpr int kMaxProphecyPoints = 99;
/// Completed prophecies one player can list (set aside over a whole game; 3 in play at once).
constexpr int kMaxProphecies = 20;
/// Prophecies one player has in play at once (the rulebook's "maximum of 3"; D-OCC-INPLAY).
constexpr int kMaxInPlay = 3;
/// Points from rituals and other card effects: a whole number 0..kMaxEffectPoints (OCC-SCORE-1).
constexpr int kMaxEffectPoints = 99;

enum class Mastery { BloodMagic, Demonology, Necromancy };
/// The mastery's key in the JSON format ("bloodMagic", "demonology", "necromancy").
[[nodiscard]] const char *masteryKey(Mastery m);
[[nodiscard]] std::optional<Mastery> masteryFromKey(QStringView key);

/// One player's end-of-game numbers (OCC-SCORE-1).
struct PlayerInput {
    QString name;
    std::array<int, kMasteryCount> levels{};     ///< mastery level of each card, 0..kMaxLevel
    std::array<bool, kMasteryCount> completed{}; ///< the mastery card is completed
    std::vector<int> prophecies;                 ///< each completed prophecy's points
    /// Each prophecy still in play at the end: its printed points for the cards stored on it now
    /// (scored when the table plays so, D-OCC-INPLAY).
    std::vector<int> inPlay;
    int effects = 0; ///< points from rituals and other card effects, as the cards say (OCC-SCORE-1)
    friend bool operator==(const PlayerInput &, const PlayerInput &) = default;
};

/// How the table scores what the rulebook leaves open.
struct ScoreOptions {
    /// D-OCC-INPLAY: prophecies still in play score their stored cards' points too (default yes).
    bool inPlayScores = true;
    friend bool operator==(const ScoreOptions &, const ScoreOptions &) = default;
};

/// A mastery marked completed must have been raised: a card still at level 0 (where every card starts,
/// nothing mastered) cannot be completed. The rulebook does not say more about completion: any other
/// level is the table's word (OCC-SCORE-1).
[[nodiscard]] constexpr bool completionFits(int level, bool completed)
{
    return !completed || level > 0;
}

enum class TieBreak {
    None,   ///< nobody else has this score
    Shared, ///< same score as someone: the rulebook states no tie-break, the place is shared
};
[[nodiscard]] const char *tieBreakKey(TieBreak t); ///< "none", "shared"

/// One player's line of the ranking, with the parts of the score.
struct Standing {
    int player = 0;         ///< index into the inputs
    int masteryLevel = 0;   ///< total mastery level (OCC-SCORE-1)
    int completed = 0;      ///< 1 per completed mastery (OCC-SCORE-1)
    int prophecyPoints = 0; ///< the completed prophecies' points (OCC-SCORE-1)
    int inPlayPoints = 0;   ///< the points of the prophecies in play, 0 when they do not score (D-OCC-INPLAY)
    int effectPoints = 0;   ///< points from rituals and other effects (OCC-SCORE-1)
    int score = 0;          ///< the sum of the five
    int place = 1;          ///< 1 + players with more points; shared places repeat
    TieBreak tiebreak = TieBreak::None;
    friend bool operator==(const Standing &, const Standing &) = default;
};

/// The score of one player (OCC-SCORE-1, D-OCC-INPLAY); `player` left 0.
[[nodiscard]] Standing standingOf(const PlayerInput &p, const ScoreOptions &options = {});
/// Scores and ranks a table, best first; players on the same place keep input order (OCC-SCORE-1).
[[nodiscard]] std::vector<Standing> score(const std::vector<PlayerInput> &players, const ScoreOptions &options = {});

// --- the deck-cycle counter (OCC-END-1) -----------------------------------------------------------

/// How many times the deck must be emptied to trigger the final round: 2 with 2 players, 3 with 3.
[[nodiscard]] int emptiesToEnd(int players);

enum class DeckPhase {
    Counting,   ///< the deck has been emptied fewer times than emptiesToEnd
    FinalRound, ///< the final round is being finished
    Finished,   ///< everyone has had the same number of turns: the game is over
};
[[nodiscard]] const char *deckPhaseKey(DeckPhase p); ///< "counting", "finalRound", "finished"

/// The deck's cycles as the table reports them: whose turn it was each time the deck ran out, who
/// started each round, and the turns finished in the final round.
struct DeckCycle {
    int players = kMinPlayers;
    int firstSeat = 0;          ///< the seat that takes the first turn of every round
    std::vector<int> empties;   ///< the seat on turn each time the deck ran out, in order
    int turnsFinished = 0;      ///< turns of the final round finished so far
    friend bool operator==(const DeckCycle &, const DeckCycle &) = default;
};

/// Why a step of the counter was refused; app/ words it.
enum class DeckError {
    None,
    NoSuchSeat,       ///< a seat outside 0..players-1
    NotFinalRound,    ///< a turn of the final round finished before the final round started
    AlreadyFinished,  ///< the final round is over: nothing more to count
    PlayerCount,      ///< players outside kMinPlayers..kMaxPlayers
    SeatInUse,        ///< fewer players, but an emptying was recorded on a seat that would leave
};
[[nodiscard]] const char *deckErrorKey(DeckError e);

[[nodiscard]] DeckPhase phaseOf(const DeckCycle &d);
/// The seat on turn when the final round was triggered, or -1 while counting.
[[nodiscard]] int triggerSeat(const DeckCycle &d);
/// The seats whose turns finish the final round, in turn order from the trigger's own (still
/// running) turn to the last seat before the first player's; empty while counting (OCC-END-1).
[[nodiscard]] std::vector<int> finalRoundSeats(const DeckCycle &d);
/// The seats of the final round that have not finished their turn yet.
[[nodiscard]] std::vector<int> turnsLeft(const DeckCycle &d);

/// The deck ran out during `seat`'s turn. Refused once the final round is over.
[[nodiscard]] DeckError recordEmptied(DeckCycle &d, int seat);
/// The player on turn in the final round finished their turn.
[[nodiscard]] DeckError recordTurnFinished(DeckCycle &d);
[[nodiscard]] DeckError setFirstSeat(DeckCycle &d, int seat);
/// Another player count; refused when a recorded emptying names a seat that would leave.
[[nodiscard]] DeckError setPlayers(DeckCycle &d, int players);

// --- the JSON format of `mourners-cli score --game occult` (docs/cli.md) ---------------------------

/// Why input was refused; app/ and the CLI word it.
using ParseReason = sheets::ParseReason;
using ParseError = sheets::ParseError;
using sheets::parseReasonKey;

/// Reads `{"players":[{name, levels{...}, completed{...}, prophecies[...], inPlay[...], effects}, ...],
/// "inPlayScores": true}`: name, levels, completed and prophecies required (files written before the
/// other keys existed still read: no prophecy in play, no effect points, in-play prophecies scoring),
/// no other key, levels whole 0..3, completed true/false and never at level 0, prophecies a list of at
/// most 20 whole numbers 0..99, inPlay at most 3 of them, effects 0..99, names non-empty and
/// different, 2 or 3 players.
[[nodiscard]] bool parse(const QByteArray &json, std::vector<PlayerInput> &out, ParseError &error,
                         ScoreOptions *options = nullptr);
/// One player object of that format; the name may be empty here (the sheet keeps unnamed seats), and a
/// completed mastery at level 0 is taken as written (a sheet kept by an older version).
[[nodiscard]] bool parsePlayer(const QJsonValue &v, const QString &path, PlayerInput &out, ParseError &error);
/// The first mastery marked completed at level 0, as a refusal of its level, or false.
[[nodiscard]] bool completionMismatch(const PlayerInput &p, const QString &path, ParseError &error);
/// One player in that format.
[[nodiscard]] QJsonObject toJson(const PlayerInput &p);
/// {"inPlayScores": bool, "ranking":[{name, score, place, tiebreak, masteryLevel, completedMasteries,
/// prophecyPoints, inPlayPoints, effectPoints}, ...]} (the CLI's output).
[[nodiscard]] QJsonObject toJson(const std::vector<Standing> &ranking, const std::vector<PlayerInput> &players,
                                 const ScoreOptions &options = {});
/// {"players", "firstSeat", "empties":[seats], "turnsFinished"} (kept with the app's sheet).
[[nodiscard]] QJsonObject toJson(const DeckCycle &d);
/// The counter back from toJson(DeckCycle); seats are checked against `players`.
[[nodiscard]] bool parseDeck(const QJsonValue &v, const QString &path, DeckCycle &out, ParseError &error);

} // namespace occ
