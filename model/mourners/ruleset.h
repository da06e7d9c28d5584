// The immutable rules data of one game: every D- value of the spec and the card decks.
#pragma once

#include "types.h"
#include "model/core/problem.h"

#include <QByteArray>
#include <QString>
#include <array>
#include <memory>
#include <vector>

class QJsonObject;

namespace mc {

// One step of a card's effect, in the small declarative vocabulary of the ruleset file.
enum class EffectOp : std::int8_t {
    Etherea,   // amount Etherea (negative: lose, paid as far as possible)
    Unity,     // amount Unity (negative: lose, R-PAY-1)
    Influence, // amount Influence of `faction`
    Suspicion, // meter change, caused by the card's player
    Threat,    // meter change, caused by the card's player
    Forge,     // move amount Etherea from the player to the Dirth Forge
    Figure,    // amount figures of `guild` from the supply into the Crypt (R-COMP-2/3)
    Steal,     // amount Influence of `faction` from the opponent who has the most of it
    Move,      // up to amount of the player's figures from their Crypt to `location` (guild order)
};

enum class ConditionKind : std::int8_t { EthereaAtLeast, UnityAtLeast, InfluenceAtLeast, FiguresAt, GuildAtLeast, MournersAtLeast };

struct Condition {
    ConditionKind kind = ConditionKind::EthereaAtLeast;
    std::int8_t arg = 0; // faction, location or guild
    std::int8_t n = 0;
};

struct Effect {
    EffectOp op = EffectOp::Etherea;
    std::int8_t faction = 0;
    std::int8_t guild = 0;
    std::int8_t location = 0;
    std::int8_t amount = 0;
    bool conditional = false; // applies only when `condition` holds for the card's player
    Condition condition;
};
using Effects = std::vector<Effect>;

// Court cards the rulebook describes get dedicated rules code; others use effect lists.
enum class CourtKind : std::int8_t { Generic, Death, Malavestros, Auraghost, Cleopsis, Gallevarbe, Gethsemoni };

struct CourtCard {
    QString id;
    QString name;
    CourtKind kind = CourtKind::Generic;
    bool standIn = false;          // an original stand-in, not a printed card
    std::array<Effects, 2> options; // effect lists used where the kind has no dedicated code
};

// When a Mourner's ability works: once as the card comes into play (OnPlay), once per round as a turn's
// action (Activated), by itself at the start of a phase (Triggered, `trigger`), or at clean-up
// (EndOfRound); the three cards the rulebook describes have their own code.
enum class MournerKind : std::int8_t { Plain, Activated, EndOfRound, Severamm, Socopharie, RelicRavlatch, OnPlay, Triggered };

struct MournerCard {
    QString id;
    QString name;
    std::int8_t faction = 0;
    std::int8_t guild = 0;
    bool starting = false;
    bool standIn = false;
    MournerKind kind = MournerKind::Plain;
    std::int8_t trigger = -1; // Triggered: the Phase at whose start the effects apply
    Effects effects; // the ability's effects, whatever its kind
};

struct WallowsCard {
    QString id;
    QString name;
    bool standIn = false;
    bool artifact = false;
    Condition objective;
    Effects reward;
    Effects penalty;
};

enum class MotiveKind : std::int8_t { PerInfluence, PerGuildFigures, PerMourners, PerLocationsPresent, PerEtherea };

struct MotiveCard {
    QString id;
    QString name;
    std::int8_t faction = 0;
    bool standIn = false;
    MotiveKind kind = MotiveKind::PerInfluence;
    std::int8_t arg = 0;  // faction or guild
    std::int8_t per = 1;  // one point per `per` counted
    std::int8_t max = 10; // bonus cap
};

struct LocationInfo {
    QString name;
    std::int8_t faction = 0;
};

struct GuildInfo {
    QString id;
    QString name;
};

struct DraftInfo {
    std::int8_t deal = 0;
    bool keepLast = true; // R-DRAFT-2: the last card received is kept (3-4 players) or discarded (2)
};

enum class CrowdOutcome : std::int8_t { Destroy, Crypt, Stay };

struct Ruleset {
    QString id;
    QString name;
    QByteArray source; // the JSON it was read from, kept in saves
    std::array<std::int16_t, kMaxPlayers + 1> unitySupply{}; // by player count (R-SETUP-1)
    std::int16_t startEtherea = 2;
    std::int8_t basesPerPlayer = 10;
    std::int8_t figuresPerGuild = 8;
    std::int8_t costFigure = 3;   // D-COST
    std::int8_t costMourner = 5;  // D-COST
    std::vector<std::int8_t> tithe;        // D-TITHE by suspicion 0..max
    std::int8_t titheMissSuspicion = 2;    // D-TITHE-MISS
    std::int8_t titheMissThreat = 2;       // D-TITHE-MISS
    std::int8_t titheTopUnity = 3;         // R-TITHE-3
    std::int8_t titheOtherUnity = 1;       // R-TITHE-3
    std::int8_t titheTieUnity = 1;         // R-TITHE-4
    std::int8_t titheNothingLoss = 1;      // R-TITHE-3/4
    std::int8_t titheMissLoss = 2;         // R-TITHE-5
    bool forgeEmptiesAtTithe = true;       // D-FORGE
    std::vector<std::int8_t> threatLimit;  // D-THREAT-LIMIT by threat 0..max
    std::array<CrowdOutcome, 6> crowdRoll{}; // D-CROWD-ROLL by die face 1..6
    std::int8_t suspicionMax = 12;         // R-SUSP-1
    std::int8_t threatMax = 9;             // R-THREAT-10
    std::int8_t suspicionPenalty = 3;      // R-SUSP-1
    std::int8_t pileExtra = 1;             // R-DIST-2: piles = players + pileExtra
    std::int8_t passInfluence = 2;         // R-DIST-3
    std::array<DraftInfo, kMaxPlayers + 1> draft{}; // R-DRAFT-1/2 by player count
    std::array<LocationInfo, kLocations> locations{};
    // Derived from `locations` where a ruleset is read (parseRuleset): for a set of factions held (bit f:
    // some Influence of faction f), the locations a relocation can be paid for (R-ACT-6), as bits, and
    // how many. Every turn asks (the engine's hot path): a look-up instead of a pass over the board.
    std::array<std::uint16_t, 1 << kFactions> paidLocations{};
    std::array<std::int8_t, 1 << kFactions> paidLocationCount{};
    // Derived from `mourners` the same way: the phases (bits) at whose start some Mourner card works by
    // itself (D-MOURNER-ABILITY), so that the start of any other phase looks at nobody's Mourners.
    std::uint16_t triggerPhases = 0;
    std::array<GuildInfo, kGuilds> guilds{};
    std::array<std::int8_t, kGuilds> guildOrder{}; // D-GUILD-ORDER
    std::int8_t motiveBonusMax = 20;
    // Which reading of the rules a game follows: 1 is the first reading (saves of format version 1
    // replay with it), 2 follows the rulebook where the first reading differed (docs/rules-decisions.md).
    std::int8_t revision = 2;

    std::vector<CourtCard> court;
    std::vector<MournerCard> mourners;
    std::vector<WallowsCard> wallows;
    std::vector<MotiveCard> motives;

    [[nodiscard]] int tithe_at(int suspicion) const { return tithe[std::size_t(suspicion)]; }
    [[nodiscard]] int limitAt(int threat) const { return threatLimit[std::size_t(threat)]; }
    [[nodiscard]] int courtIndex(const QString &id) const;
    [[nodiscard]] int mournerIndex(const QString &id) const;
    [[nodiscard]] int wallowsIndex(const QString &id) const;
    [[nodiscard]] int motiveIndex(const QString &id) const;
};

using RulesetPtr = std::shared_ptr<const Ruleset>;

struct RulesetResult {
    RulesetPtr ruleset;
    Problems problems; // empty on success; every field that is wrong, with its path ("tithe[4]")
    [[nodiscard]] bool ok() const { return problems.empty(); }
};

// Where a ruleset is read from. Only a save may hold a ruleset of revision 1 (the first reading of the
// rules, with the wider ranges it was accepted with): a file of its own, the library, the editor and the
// board settings are read with today's revision and ranges.
enum class RulesetOrigin : std::int8_t { File, Save };

// Parses a ruleset; every malformed or missing field, and every key the format does not have, gives a
// problem naming it, all of them at once.
[[nodiscard]] RulesetResult parseRuleset(const QByteArray &json, RulesetOrigin origin = RulesetOrigin::File);
[[nodiscard]] RulesetResult loadRulesetFile(const QString &path);
// The standard ruleset compiled into the library (resources/rulesets/standard.json).
[[nodiscard]] RulesetPtr standardRuleset();
[[nodiscard]] QByteArray standardRulesetJson();

// Names used in files and the text notation.
[[nodiscard]] const char *factionKey(int faction);
[[nodiscard]] int factionFromKey(const QString &key); // -1 if unknown
[[nodiscard]] const char *guildKey(int guild);         // "mortis-knighthood"
[[nodiscard]] const char *guildShortKey(int guild);    // "mk"
[[nodiscard]] int guildFromKey(const QString &key);    // accepts both; -1 if unknown

// One round's Court draft as the table does it (R-DRAFT-1..3): what the guide tells and the engine plays.
struct DraftPlan {
    int dealt = 0;         // Court cards dealt to each player (R-DRAFT-1)
    int passes = 0;        // times the hands go round: a card is kept before each pass (R-DRAFT-2)
    int kept = 0;          // Court cards each player ends the draft with
    bool keepLast = true;  // the last card received is kept; else it is discarded (2 players)
    bool clockwise = true; // the way hands are passed: clockwise (to the next seat) in odd rounds (R-DRAFT-3)
};
[[nodiscard]] DraftPlan draftPlan(const Ruleset &rules, int players, int round);
// The seat a hand goes to when `seat` passes it (seats are numbered clockwise).
[[nodiscard]] int draftPassTarget(int seat, int players, bool clockwise);

} // namespace mc
