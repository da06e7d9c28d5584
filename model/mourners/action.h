// What a decision is: a small value type, and its text notation (docs/cli.md).
#pragma once

#include "types.h"

#include <QString>

namespace mc {

struct Ruleset;
class GameState;

constexpr int kChanceSeat = 4; // the seat that rolls dice and draws cards

// The kind of decision the state waits for.
enum class Decision : std::int8_t {
    None = 0,         // game over
    DealMotive,       // chance: a motive card of one faction for one player (R-SETUP-4)
    KeepMotive,       // a player keeps one of the three motives (R-SETUP-4)
    StartingMourner,  // chance: a random starting Mourner (R-SETUP-5)
    Dice,             // chance: the first player's dice total (R-DIST-1)
    SetPile,          // the first player sizes the next pile (R-DIST-2)
    PickPile,         // a player takes a pile or influence (R-DIST-3)
    DealWallows,      // chance: a Wallows card (R-WAL-1)
    DealCourt,        // chance: a Court card (R-DRAFT-1)
    DraftPick,        // a player keeps one card of the hand passed to them (R-DRAFT-2)
    Turn,             // the action phase (R-ACT-1)
    RelocateRoute,    // a free relocation chooses from where to where (Gallevarbe)
    RelocateAdd,      // the figures of a relocation, one at a time (R-ACT-6)
    DrawMourner,      // chance: the top card of a Mourner deck (R-ACT-5)
    DrawWallows,      // chance: an extra Wallows card (Relic Ravlatch)
    Exhaust,          // pick an opponent's Mourner to deactivate (Malavestros)
    CrowdRoll,        // chance: one die for one figure at risk (R-DREAD-2)
    Bid,              // a blind tithe bid (R-TITHE-2)
    AlltakerTie,      // the Alltaker's holder may win a tie (R-MAJ-3)
    LocationAction,   // the majority holder performs a location action or not (R-MAJ-1)
    GuildAction,      // the majority holder takes a guild bonus or not (R-MAJ-2)
    PayInfluence,     // pay a missing Unity point with Influence (R-PAY-1)
    ThreatCard,       // the player on the left chooses the Mourner card lost (R-THREAT-10)
    FigureLoss,       // a player chooses which figure of a guild they lose
    WallowsResult,    // was a Wallows objective completed (R-WAL-1)
    SeverammSwap,     // Severamm's holder looks at the undealt Court cards and swaps one or declines
    ChooseWallows,    // Relic Ravlatch's first ability: the player selects a Wallows card of the deck
    KeepArtifact,     // Relic Ravlatch's second ability drew an artifact: keep it or not
    EndOfRound,       // table play: does this end-of-round Mourner's ability apply (R-CLEAN-1)
};

enum class ActionType : std::int8_t {
    Draw = 0,       // chance: v = card index, or -1 for an unknown card
    Dice,           // chance: v = total of the dice
    Roll,           // chance: v = one die face
    KeepMotive,     // a = faction of the motive kept
    SetPile,        // v = Etherea in the pile
    TakePile,       // a = pile index
    TakeInfluence,  // a, b = the two factions (a <= b)
    DraftPick,      // v = Court card index
    PlayCourt,      // v = Court card index, a = option (0/1), b, c, d = targets
    Recruit,        // a = guild
    RecruitMourner, // a = faction
    Relocate,       // a = from place, b = to location
    Activate,       // v = Mourner card index, a = ability, b, c = targets
    Pass,
    RelocateAdd,    // a = guild
    RelocateDone,
    Exhaust,        // v = Mourner card index
    Bid,            // v = Etherea
    Tie,            // a = 1 win the tie, 0 decline
    Choose,         // location or guild action: a = option (0 = skip), b, c, d = details
    Pay,            // a = faction
    ThreatCard,     // v = Mourner card index, or -1 and a = guild when the player has none
    LoseFigure,     // a = place, b = guild
    WallowsResult,  // v = Wallows card index, a = 1 completed / 0 not
    Swap,           // Severamm: b = Court card of the hand, c = undealt card; b = c = -1 declines
    PickWallows,    // Relic Ravlatch: v = the Wallows card selected (-1 a card the table does not name)
    KeepArtifact,   // a = 1 keep the artifact, 0 put it into play as this round's Wallows card
    EndOfRound,     // a = 1 the ability applies, 0 it does not
    // Generic adjustments (table play): any seat, at any time, not part of legalActions().
    Adjust,         // seat = player, a = Resource, v = delta
    SetMeter,       // a = Meter, v = value, seat = who caused it (-1 nobody)
    MoveFigure,     // seat = owner, a = from place, b = to place, c = guild
    ChangeFigure,   // seat = owner, a = place, b = guild, v = +1 from supply / -1 to supply
    SetHolder,      // a = 0 Alltaker, 1 Dreadsbane token, 2 Malavestros; v = seat/location or -1
};

struct Action {
    ActionType type = ActionType::Pass;
    std::int8_t seat = 0;
    std::int8_t a = 0;
    std::int8_t b = 0;
    std::int8_t c = 0;
    std::int8_t d = 0;
    std::int16_t v = 0;

    // Sort order: type, seat, v (the card, for card actions), then a, b, c, d.
    [[nodiscard]] std::uint64_t key() const
    {
        auto u8 = [](std::int8_t x) { return std::uint64_t(std::uint8_t(x ^ 0x80)); };
        return u8(std::int8_t(type)) << 56 | u8(seat) << 48 | std::uint64_t(std::uint16_t(v ^ 0x8000)) << 32 | u8(a) << 24
               | u8(b) << 16 | u8(c) << 8 | u8(d);
    }
    friend bool operator==(const Action &x, const Action &y) { return x.key() == y.key(); }
    friend bool operator<(const Action &x, const Action &y) { return x.key() < y.key(); }
    [[nodiscard]] bool isAdjustment() const { return type >= ActionType::Adjust; }
};

// Text notation (docs/cli.md), e.g. "recruit mk", "relocate crypt 5", "bid 3", "p2 adjust etherea +3".
// `state` is the state the action applies to: it tells which deck a card comes from, and so on.
[[nodiscard]] QString actionToText(const GameState &state, const Action &action);
// Parses one action against `state`. Returns false and sets `error` (English, for the CLI and logs)
// when the text is not an action; whether it is legal is apply()'s business.
[[nodiscard]] bool actionFromText(const GameState &state, const QString &text, Action &out, QString &error);
[[nodiscard]] const char *decisionKey(Decision d);
[[nodiscard]] const char *phaseKey(Phase p);
[[nodiscard]] int phaseFromKey(const QString &key); // a Phase, or -1 if unknown

} // namespace mc
