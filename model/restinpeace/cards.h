// Rest in Peace: the components (RIP-COMP-*) as data.
#pragma once

#include <array>
#include <cstdint>

namespace rip {

constexpr int kSeats = 2;
constexpr int kChanceSeat = 2;         // the seat that shuffles, draws and places tokens
constexpr int kRounds = 10;            // ten mansions, one per round
constexpr int kLineCards = 9;          // psychic cards laid for rounds 1..9 (RIP-SETUP-1)
constexpr int kPsychicCards = 29;      // RIP-COMP-2
constexpr int kSpecialCard = 30;       // the special psychic card of round 10 (D-RIP-10: no effect)
constexpr int kDeckSize = 21;          // RIP-COMP-1
constexpr int kManors = 6;             // RIP-COMP-3
constexpr int kCastles = 4;
constexpr int kStartingHand = 5;       // RIP-SETUP-3
constexpr int kDrawPerRound = 2;       // RIP-ROUND-2
// The reading of the rules a game is played with (saved with it; a save replays under its own).
// 1: psychic 14 let a turn end after one card when nothing could follow, a trip lasted until a card
//    was played, and psychic 29 made every other card worth 1. 2: the rulebook's sentences decide
//    (docs/rules-decisions.md: D-RIP-TWO, D-RIP-TRIP, D-RIP-29).
constexpr int kRulesEdition = 2;
constexpr int kManorsToWin = 4;        // RIP-END-1
constexpr int kCastlesToWin = 3;

// Cards of each value in a ghost deck, [value] for value 1..6 (RIP-COMP-1).
constexpr std::array<std::int8_t, 7> kComposition{0, 6, 5, 4, 3, 2, 1};

enum class Mode : std::int8_t { Digital = 0, Table = 1 };

// What a psychic card asks of its player when played (the action's parameters a, b, c, d).
enum class Param : std::int8_t {
    None,
    Fetch,       // 2: a = value taken from the deck (0: the deck is empty)
    Value,       // 10, 17, 26: a = value 1..6
    TwoValues,   // 25: a < b, values 1..6
    OppCard,     // 11: a = position of an opponent's card in this round
    OwnGhost,    // 16: a = position of one of the player's ghost cards in this round
    EarlierCard, // 18: a = earlier round (1-based), b = position of the player's ghost card there
    Deck,        // 19: a = the seat whose deck is revealed
    Player,      // 20: a = the seat whose hand gives a card to round 10
    Discard2,    // 21: a <= b ghost values discarded from hand (0: no card)
    TakeBack,    // 22: a = position of the player's card taken back, -1 none
    Swap,        // 28: a, b = later rounds (1-based), c, d = token kinds swapped; a = -1 no swap
};

struct PsychicInfo {
    const char *key;        // short original id (notation, app texts)
    std::int8_t level;      // 0 starter, 1..4 diamonds (RIP-COMP-2)
    std::int8_t worth;      // the ghost value it works as, 0 none (3, 4, 5, 7, 13, 21; 23 counts 1 twice)
    Param param;
};

// [id] for id 1..30; [0] unused.
inline constexpr std::array<PsychicInfo, kSpecialCard + 1> kPsychic{{
    {"", 0, 0, Param::None},
    {"wont-have-it", 0, 0, Param::None},
    {"auntie", 0, 0, Param::Fetch},
    {"reveal-yourself", 0, 1, Param::None},
    {"lady-in-white", 0, 2, Param::None},
    {"sir-nicholas", 0, 3, Param::None},
    {"tripped", 0, 0, Param::None},
    {"postponed-wedding", 0, 3, Param::None},
    {"acro-bats", 0, 0, Param::None},
    {"ghossssst", 0, 0, Param::None},
    {"poltergeist", 1, 0, Param::Value},
    {"be-gone", 1, 0, Param::OppCard},
    {"dont-scare-me", 1, 0, Param::None},
    {"now-or-never", 1, 4, Param::None},
    {"twos-more-fun", 1, 0, Param::None},
    {"still-me", 2, 0, Param::None},
    {"double-vision", 2, 0, Param::OwnGhost},
    {"wraith-to-the-bottom", 2, 0, Param::Value},
    {"ill-be-back", 2, 0, Param::EarlierCard},
    {"yet-to-come", 2, 0, Param::Deck},
    {"meet-at-the-end", 3, 0, Param::Player},
    {"bloody-mary", 3, 6, Param::Discard2},
    {"playing-dead", 3, 0, Param::TakeBack},
    {"ghostly-goldfish", 3, 1, Param::None},
    {"private-lounge", 3, 0, Param::None},
    {"never-seen-again", 4, 0, Param::TwoValues},
    {"pity-the-ghoul", 4, 0, Param::Value},
    {"creepy-lull", 4, 0, Param::None},
    {"house-swap", 4, 0, Param::Swap},
    {"worthless", 4, 0, Param::None},
    {"round-ten", 0, 0, Param::None},
}};

// Psychic card numbers that matter to the engine's code, by name.
namespace psy {
enum : std::int8_t {
    WontHaveIt = 1, Auntie, RevealYourself, LadyInWhite, SirNicholas, Tripped, PostponedWedding, AcroBats,
    Ghost, Poltergeist, BeGone, DontScareMe, NowOrNever, TwosMoreFun, StillMe, DoubleVision, Wraith,
    IllBeBack, YetToCome, MeetAtTheEnd, BloodyMary, PlayingDead, Goldfish, PrivateLounge, NeverSeen,
    PityTheGhoul, CreepyLull, HouseSwap, Worthless, RoundTen
};
}

// D-RIP-AS-GHOST: a psychic card that works as a ghost card, so it has a value of its own (3, 4, 5, 7,
// 13, 19, 21, 23); the others only have an effect.
constexpr bool worksAsGhost(int card)
{
    return card >= 1 && card <= kSpecialCard && (kPsychic[std::size_t(card)].worth > 0 || card == psy::YetToCome);
}

} // namespace rip
