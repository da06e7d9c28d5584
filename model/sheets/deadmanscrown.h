// Dead Man's Crown: the end-game score sheet (shared/rules/dead-mans-crown.md, DMC-… ids). Ritual
// points, the Oracle's seven majorities and the ranking with its tie-breaks, as data: app/ turns the
// awards and the parse errors into sentences. Shared by the app's sheet and `mourners-cli score`.
#pragma once

#include "sheetjson.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

class QByteArray;

namespace dmc {

constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 4;
constexpr int kMaxNumber = 999; ///< every number of the sheet is a whole number 0..kMaxNumber

/// The Oracle's scoring spaces in scoring order (DMC-SCORE-3): the four skull colours, then runes,
/// the cursed star and all skulls. The first four are also the skull colours of `used`.
enum class Space { Black, Red, White, Gold, Runes, Star, Skulls };
constexpr int kSpaceCount = 7;
constexpr int kColourCount = 4;

/// The space's key in the JSON format and in award data ("black", ..., "runes", "star", "skulls").
[[nodiscard]] const char *spaceKey(Space s);
[[nodiscard]] std::optional<Space> spaceFromKey(QStringView key);

/// One player's end-of-game numbers (the calculator's input, DMC-SCORE-1/2).
struct PlayerInput {
    QString name;
    int rituals = 0;                           ///< victory points printed on the performed rituals
    std::array<int, kSpaceCount> oracle{};     ///< cubes on each Oracle space, indexed by Space
    std::array<int, kColourCount> used{};      ///< skulls used in rituals, per colour (Space order)
    int runeGroup = 0;                         ///< cubes in the largest orthogonal group on the Scriptorium grid
    int skullsLeft = 0;                        ///< skulls left in the supply, any colour
    int bones = 0;                             ///< bones left: the tie-break (DMC-WIN-1)
    friend bool operator==(const PlayerInput &, const PlayerInput &) = default;
};

/// The reward a space gives: per unit, for most and for second most (DMC-SCORE-2).
struct Reward {
    int most;
    int second;
};
[[nodiscard]] Reward rewardOf(Space s);
/// How many units the reward of `s` is multiplied by for `p`: skulls of that colour used, cubes in
/// the largest rune group, 1 for the cursed star, skulls left.
[[nodiscard]] int unitsOf(const PlayerInput &p, Space s);

enum class AwardKind {
    Most,     ///< alone with the most cubes: the high reward
    Second,   ///< alone with the second most: the low reward
    TiedMost, ///< tied for the most: the low reward (DMC-TIE-1)
};
[[nodiscard]] const char *awardKindKey(AwardKind k); ///< "most", "second", "tiedMost"

/// One reward of one Oracle space to one player.
struct Award {
    Space space;
    AwardKind kind;
    int player = 0; ///< index into the inputs
    int cubes = 0;  ///< the player's cubes on the space
    int count = 0;  ///< units (unitsOf)
    int each = 0;   ///< points per unit
    int points = 0; ///< count * each
    friend bool operator==(const Award &, const Award &) = default;
};

/// A space whose second reward nobody gets because several players tie for second (DMC-TIE-2).
struct SecondTie {
    Space space;
    std::vector<int> players; ///< indices into the inputs
    friend bool operator==(const SecondTie &, const SecondTie &) = default;
};

/// The awards of the Oracle, space by space in scoring order (DMC-SCORE-3), on a space the most
/// before the second, tied players in input order. A player without a cube on a space gets nothing
/// there; an award may be worth 0 points (most cubes on black but no black skull used). The ties
/// for second go to `secondTies` when given.
[[nodiscard]] std::vector<Award> oracleAwards(const std::vector<PlayerInput> &players,
                                              std::vector<SecondTie> *secondTies = nullptr);

enum class TieBreak {
    None,   ///< nobody else has this score
    Bones,  ///< same score as someone; bones left decided (DMC-WIN-1)
    Shared, ///< same score and bones: the place is shared
};
[[nodiscard]] const char *tieBreakKey(TieBreak t); ///< "none", "bones", "shared"

/// One player's line of the ranking.
struct Standing {
    int player = 0;     ///< index into the inputs
    int rituals = 0;    ///< ritual points (DMC-SCORE-1)
    int oracle = 0;     ///< points from the Oracle's awards
    int score = 0;      ///< rituals + oracle
    int place = 1;      ///< 1 + players ahead by score, then bones; shared places repeat
    TieBreak tiebreak = TieBreak::None;
};

struct Result {
    std::vector<Award> awards;
    std::vector<SecondTie> secondTies;
    std::vector<Standing> ranking; ///< best first; players on the same place keep input order
};

/// Scores and ranks a table (DMC-SCORE-1/2/3, DMC-TIE-1/2, DMC-WIN-1).
[[nodiscard]] Result score(const std::vector<PlayerInput> &players);

// --- the JSON format of `mourners-cli score --game dead-mans-crown` (docs/cli.md) ----------------

/// Why input was refused; app/ and the CLI word it.
using ParseReason = sheets::ParseReason;
using ParseError = sheets::ParseError;
using sheets::parseReasonKey;

/// Reads `{"players":[{name, rituals, oracle{...}, used{...}, runeGroup, skullsLeft, bones}, ...]}`:
/// every key required, no other key, numbers whole 0..999, names non-empty and different.
[[nodiscard]] bool parse(const QByteArray &json, std::vector<PlayerInput> &out, ParseError &error);
/// One player in that format (the history keeps it as the player's details).
[[nodiscard]] QJsonObject toJson(const PlayerInput &p);
/// An award as data: {"space","player","kind","cubes","count","each","points"} (player by name).
[[nodiscard]] QJsonObject toJson(const Award &a, const std::vector<PlayerInput> &players);
/// {"ranking":[{name, score, place, tiebreak}, ...], "awards":[...]} (the CLI's output).
[[nodiscard]] QJsonObject toJson(const Result &r, const std::vector<PlayerInput> &players);

} // namespace dmc
