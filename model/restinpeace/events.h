// Structured events that apply() reports; app/ turns them into sentences.
#pragma once

#include <cstdint>
#include <vector>

namespace rip {

enum class EventType : std::int8_t {
    LineCard,        // a = line position (0-based), v = psychic card revealed there
    MansionPlaced,   // a = line position, v = 0 manor / 1 castle
    CardDrawn,       // seat, v = value, -1 not told (table play) or hidden (views)
    DeckEmpty,       // seat: nothing to draw (D-RIP-EMPTY)
    RoundStarted,    // v = round (1..10), seat = the player who starts
    GhostPlayed,     // seat, v = value, a = 1 fetched from the deck (psychic 2), 2 drawn at random (psychic 6)
    PsychicPlayed,   // seat, v = card, a, b = parameters, w = 1 without effect (psychic 29 in play)
    CardDiscarded,   // seat = owner, v = ghost value or -psychic card
    CardReturned,    // seat, v = ghost value put back into the deck (psychic 18)
    CardTakenBack,   // seat, v = ghost value or -psychic card back to hand (psychic 22)
    TopRevealed,     // seat = deck owner, v = value (psychic 19)
    HandDiscard,     // seat, v = ghost value discarded from hand, -1 not told (psychic 21)
    TokensSwapped,   // a, b = rounds (1-based), v = kind moved from a to b, w = kind moved from b to a
    TurnEnded,       // seat, v = the player's total, w = the opponent's total
    Withdrew,        // seat (RIP-TURN-2)
    LostAtOnce,      // seat (psychic 22)
    RoundTied,       // v = round (psychic 27): token moves on, psychic card discarded
    MansionTaken,    // seat, v = round, a = manors, b = castles taken
    PsychicTaken,    // seat, v = card (RIP-ROUND-1, psychic 1)
    PsychicDiscarded,// v = card
    MovedToRoundTen, // seat, v = card (psychic 13)
    Transferred,     // seat, v = ghost value or -psychic card, a = round it moves to (psychic 15)
    Placed,          // seat, v = ghost value (-1 hidden / not told) or -psychic card (a = 1), on round 10 (RIP-ROUND-3, psychic 20)
    FaceDownRevealed,// seat, v = ghost value or -psychic card (RIP-END-2)
    RoundTenTotals,  // v = seat 0's total, w = seat 1's total
    GameOver,        // seat = winner, -1 a draw; a = GameEnd reason
};

// Why the game ended.
enum class GameEnd : std::int8_t {
    None = 0,
    Majority,   // 4 manors or 3 castles (RIP-END-1)
    RoundTen,   // the winner of round 10 (RIP-END-2)
    Tokens,     // round 10 tied, more tokens (RIP-END-3)
    Draw,       // round 10 tied and as many tokens (RIP-END-3)
};

struct Event {
    EventType type;
    std::int8_t seat = -1;
    std::int8_t a = 0;
    std::int8_t b = 0;
    std::int16_t v = 0;
    std::int16_t w = 0;
    const char *rule = ""; // the rule id behind it, e.g. "RIP-ROUND-1"
};

using Events = std::vector<Event>;

} // namespace rip
