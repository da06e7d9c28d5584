// What a decision is: a small value type, and its text notation (docs/cli.md, "Rest in Peace").
#pragma once

#include "cards.h"

#include <QString>

namespace rip {

class GameState;

// The kind of decision the state waits for.
enum class Decision : std::int8_t {
    None = 0,   // game over
    LineCard,   // chance: the psychic card of a line position (RIP-SETUP-1, RIP-LEARN-1)
    Mansion,    // chance: the token of a line position, manor or castle (RIP-SETUP-2)
    Draw,       // chance: the top card of a player's deck (RIP-SETUP-3, RIP-ROUND-2)
    RandomCard, // chance: a card taken at random from a hand (psychic 6 and 20)
    RevealTop,  // chance: the top card of a deck is shown (psychic 19)
    RevealCard, // chance, table play: what a face-down round-10 card the app was not told is (RIP-END-2)
    Turn,       // a player plays cards or ends the turn (RIP-TURN-1/2)
    StillMe,    // the round's winner may carry one card into the next round (psychic 15)
    Place,      // the player who lost may put one card face down on round 10 (RIP-ROUND-3)
    Round10,    // a psychic card revealed on round 10 asks its player for its choice (RIP-END-2)
};

enum class ActionType : std::int8_t {
    Chance = 0, // v = outcome: psychic card, 0 manor / 1 castle, ghost value; -1 a card not told
    Ghost,      // v = value of the ghost card played
    Psychic,    // v = psychic card, a, b, c, d = its parameters (cards.h, Param)
    Random,     // the tripped player plays a card drawn at random from the hand (psychic 6)
    End,        // the turn ends: the opponent's turn if ahead, else withdraw (RIP-TURN-2)
    Transfer,   // v = position of the card carried into the next round, -1 none (psychic 15)
    Place,      // a = 0 ghost (v value, -1 a card the app is not told), 1 psychic (v card); a = -1 none
    Reveal,     // v = the round-10 psychic card, a, b, c, d = its parameters
};

struct Action {
    ActionType type = ActionType::End;
    std::int8_t seat = 0;
    std::int8_t v = 0;
    std::int8_t a = 0;
    std::int8_t b = 0;
    std::int8_t c = 0;
    std::int8_t d = 0;

    // Sort order: type, seat, v, then a, b, c, d.
    [[nodiscard]] std::uint64_t key() const
    {
        auto u8 = [](std::int8_t x) { return std::uint64_t(std::uint8_t(x ^ 0x80)); };
        return u8(std::int8_t(type)) << 48 | u8(seat) << 40 | u8(v) << 32 | u8(a) << 24 | u8(b) << 16 | u8(c) << 8
               | u8(d);
    }
    friend bool operator==(const Action &x, const Action &y) { return x.key() == y.key(); }
    friend bool operator<(const Action &x, const Action &y) { return x.key() < y.key(); }
};

// Text notation, e.g. "ghost 3", "psychic 10 4", "end", "place ghost 5", "draw 2", "draw ?".
// `state` is the state the action applies to (the decision tells what a chance outcome means).
[[nodiscard]] QString actionToText(const GameState &state, const Action &action);
// Parses one action against `state`. Returns false and sets `error` (English, for the CLI and logs)
// when the text is not an action written exactly as actionToText() writes it (only `withdraw` for
// `end` and a psychic card's zero choices written out, `psychic 2 0`, are other spellings): a chance
// outcome must carry the word of the chance decision pending in `state` (`draw 7` while a line card
// is pending is refused, not read as `line 7`), every word must be of its kind (a seat `p1`, a token
// `manor`, a number in its shortest form) and nothing may follow the last one. `error` quotes the
// text only through mc::printable(). Whether the action is legal is apply()'s business.
[[nodiscard]] bool actionFromText(const GameState &state, const QString &text, Action &out, QString &error);
// The word of a chance outcome at `decision` ("line", "mansion", "draw", "random", "top",
// "facedown"); nullptr when the decision is not one of chance.
[[nodiscard]] const char *chanceWord(Decision decision);

[[nodiscard]] const char *decisionKey(Decision d);

} // namespace rip
