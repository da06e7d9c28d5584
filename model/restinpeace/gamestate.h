// The whole table of Rest in Peace as a copyable value, its legal actions and apply().
#pragma once

#include "action.h"
#include "events.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <type_traits>
#include <vector>

namespace rip {

// A card lying on one side of a round.
struct Card {
    enum Flag : std::int8_t {
        FaceDown = 1,     // on round 10, not revealed yet (RIP-ROUND-3)
        Moved = 2,        // psychic 13 moved to round 10: worth -2
        Transferred = 4,  // carried from the round before (psychic 15): its value only
        Fetched = 8,      // taken from the deck by psychic 2
        NoEffect = 16,    // played while psychic 29 was in play: worth 1, no effect
    };
    std::int8_t ghost = 0;   // printed ghost value 1..6; -1 a ghost card not known (hidden or not told); 0 psychic
    std::int8_t psychic = 0; // psychic card 1..30, 0 for a ghost card
    std::int8_t a = 0;       // what it was played with: value named, value copied or revealed, deck...
    std::int8_t b = 0;
    std::int8_t flags = 0;
    std::int8_t seq = 0;     // round 10: the order in which cards arrived there

    [[nodiscard]] bool isGhost() const { return psychic == 0; }
    [[nodiscard]] bool has(Flag f) const { return (flags & f) != 0; }
    friend bool operator==(const Card &, const Card &) = default;
};

// The cards of one player in one round, in the order played. Fixed capacity: no allocation.
struct Side {
    static constexpr int kCapacity = 40;
    std::array<Card, kCapacity> cards{};
    std::int8_t n = 0;

    Side() = default;
    Side(const Side &) = default;
    // Copies the cards lying here only: the slots after them are never read (every reader, == included,
    // stops at n; push() and erase() write them), and a whole side is 240 bytes where a round holds a
    // few cards. The rule-based player assigns the whole state for every play it weighs.
    Side &operator=(const Side &o)
    {
        static_assert(std::is_trivially_copyable_v<Card> && sizeof(cards) % 8 == 0);
        n = o.n;
        // Whole words up to the last card: the bytes after it in the last word are slots nobody reads.
        const std::size_t bytes = std::size_t(std::max<int>(o.n, 0)) * sizeof(Card);
        auto *to = reinterpret_cast<unsigned char *>(cards.data());
        const auto *from = reinterpret_cast<const unsigned char *>(o.cards.data());
        if (bytes == 0) // most sides: the rounds to come
            return *this;
        std::size_t k = 0;
        do {
            std::memcpy(to + k, from + k, 8);
            k += 8;
        } while (k < bytes);
        return *this;
    }

    [[nodiscard]] int size() const { return n; }
    [[nodiscard]] const Card &operator[](int i) const { return cards[std::size_t(i)]; }
    [[nodiscard]] Card &operator[](int i) { return cards[std::size_t(i)]; }
    void push(const Card &c)
    {
        if (n < kCapacity)
            cards[std::size_t(n++)] = c;
    }
    Card erase(int i)
    {
        const Card c = cards[std::size_t(i)];
        for (int k = i; k + 1 < n; ++k)
            cards[std::size_t(k)] = cards[std::size_t(k + 1)];
        cards[std::size_t(--n)] = Card{};
        return c;
    }
    friend bool operator==(const Side &x, const Side &y)
    {
        if (x.n != y.n)
            return false;
        for (int i = 0; i < x.n; ++i)
            if (!(x[i] == y[i]))
                return false;
        return true;
    }
};

struct PlayerState {
    std::array<std::int8_t, 7> hand{};  // ghost cards in hand known to the state, [value]
    std::int8_t handUnknown = 0;         // ghost cards in hand of unknown value (table play, views)
    std::array<std::int8_t, 7> pool{};   // [value] cards in the deck, unknown in hand or unknown face down
    std::int8_t deck = 0;                // cards in the deck
    std::int8_t faceDownUnknown = 0;     // face-down round-10 ghost cards of unknown value
    std::int8_t topKnown = 0;            // the deck's top card shown by psychic 19, 0 not known
    std::int8_t discarded = 0;           // ghost cards discarded (psychics 11, 21)
    std::uint32_t psychic = 0;           // psychic cards held, face up: bit (1 << card) (RIP-ROUND-1)
    std::int8_t manors = 0;
    std::int8_t castles = 0;
    bool tripped = false;                // the next card played comes at random from the hand (psychic 6)

    [[nodiscard]] int handSize() const
    {
        return hand[1] + hand[2] + hand[3] + hand[4] + hand[5] + hand[6] + handUnknown;
    }
    [[nodiscard]] bool holds(int card) const { return (psychic >> card) & 1u; }
    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

enum class Phase : std::int8_t { SetupLine = 0, SetupMansion, SetupDeal, Turn, RoundEnd, Final, GameOver };

enum class ApplyError : std::int8_t {
    None = 0,
    GameOver,  // the game has ended
    WrongSeat, // not this seat's decision
    Illegal,   // not among the legal actions
};
[[nodiscard]] const char *applyErrorKey(ApplyError e);
[[nodiscard]] const char *phaseKey(Phase p);

// How a game starts.
struct Setup {
    std::uint64_t seed = 1;
    Mode mode = Mode::Digital;
    bool learning = false;      // RIP-LEARN-1: starter cards only, revealed one round at a time
    std::int8_t maxLevel = 4;   // psychic cards in use: level 0 (starter) up to this many diamonds
    std::int8_t starter = 0;    // who starts round 1 (RIP-SETUP-3: players choose)
    std::int8_t rules = kRulesEdition; // the reading of the rules (cards.h); older saves keep theirs
    friend bool operator==(const Setup &, const Setup &) = default;
};

// A chance outcome and its weight (how many equally likely cards or tokens give it).
struct ChanceOutcome {
    Action action;
    int weight = 1;
};

class GameState {
public:
    using EventsType = Events;

    // A new game, before the setup's chance decisions (RIP-SETUP-*).
    [[nodiscard]] static GameState newGame(const Setup &setup);

    [[nodiscard]] bool isTerminal() const { return phase == Phase::GameOver; }
    [[nodiscard]] Decision decision() const { return m_decision; }
    [[nodiscard]] int currentSeat() const { return m_seat; } // kChanceSeat for chance
    [[nodiscard]] bool isChance() const { return m_seat == kChanceSeat; }

    // The legal actions of the pending decision, sorted and deterministic.
    void legalActions(std::vector<Action> &out) const;
    [[nodiscard]] std::vector<Action> legalActions() const;
    [[nodiscard]] ApplyError check(const Action &action) const;
    // Applies a legal action; on error the state is unchanged.
    ApplyError apply(const Action &action, Events *events = nullptr);
    // For playouts: the caller guarantees the action came from legalActions().
    void applyUnchecked(const Action &action, Events *events = nullptr);

    // The chance outcomes with their weights (empty unless a chance decision is pending). In table
    // play the outcome "not told" (-1) is listed where the table may not know the card.
    void chanceOutcomes(std::vector<ChanceOutcome> &out) const;
    // A chance outcome drawn by the state's seeded generator (digital play).
    [[nodiscard]] Action sampleChance() const;

    // A copy holding only what `seat` may know: its own hand, both sides of every round, face-down
    // round-10 ghost cards only its own, counts of decks and hands (RIP-TURN-1, psychic 3).
    // seat -1 gives the public view (no hand, no face-down ghost card).
    [[nodiscard]] GameState viewFor(int seat) const;
    // A full state consistent with this view of `seat`: unknown cards in hands and face down are
    // drawn from what the seat cannot rule out. For information-set search.
    [[nodiscard]] GameState sampleConsistent(int seat, std::uint64_t &rng) const;

    // The total of `seat` in round `round` (1..10) with every psychic effect (RIP-TURN-2, RIP-TURN-3).
    [[nodiscard]] int total(int round, int seat) const;
    // total(round, seat) - total(round, other seat), quicker than the two.
    [[nodiscard]] int margin(int round, int seat) const;
    // Whether `seat` sees the opponent's hand now (psychic 3).
    [[nodiscard]] bool seesOpponentHand(int seat) const;
    // Whether psychic 29 is in play in round `round` (1..10): every other card is worth 1 or nothing.
    [[nodiscard]] bool worthless(int round) const;
    // Values no one may play this round (psychic 25), bit (1 << value).
    [[nodiscard]] int bannedValues() const;
    [[nodiscard]] const Side &side(int round, int seat) const { return sides[std::size_t(round - 1)][std::size_t(seat)]; }
    // Conservation and range checks; empty when all hold, else what is broken.
    [[nodiscard]] QString checkInvariants() const;
    // Whether every check of checkInvariants() holds, without building its words (cheap).
    [[nodiscard]] bool invariantsHold() const;

    friend bool operator==(const GameState &, const GameState &) = default;

    // --- the table (public: a plain value) ---
    Setup setup;
    std::uint64_t rng = 0;
    Phase phase = Phase::SetupLine;
    std::int8_t step = 0;          // cursor inside the phase
    std::int8_t round = 0;         // 1..10
    std::int8_t turnSeat = 0;      // whose turn (Phase::Turn)
    std::int8_t starter = 0;       // who started this round
    std::int8_t cardsThisTurn = 0; // cards played from hand this turn (psychic 14)
    std::int8_t winner = -1;       // of the round being closed, -1 none (a tie)
    std::int8_t loser = -1;
    std::int8_t gameWinner = -1;   // -1 a draw or not over
    GameEnd endReason = GameEnd::None;
    std::array<std::int8_t, kSeats> drawsLeft{};
    std::int8_t nextSeq = 0;       // next round-10 arrival number
    std::int8_t finalCursor = 0;   // next round-10 arrival number to resolve (RIP-END-2)
    std::int8_t finalLoser = -1;   // round 10 lost at once (psychic 22), -1 none
    bool finalTie = false;         // round 10 ends tied (psychic 27)
    std::uint32_t inUse = 0;       // psychic cards the line is drawn from, bit (1 << card)
    std::uint32_t psychicGone = 0; // discarded psychic cards (psychic 27)
    std::array<std::int8_t, kRounds> line{};       // psychic card per round, 0 not revealed yet
    std::array<std::int8_t, kRounds> slotManors{}; // tokens waiting on each round
    std::array<std::int8_t, kRounds> slotCastles{};
    std::int8_t manorsLeft = 0;   // tokens not placed yet (setup)
    std::int8_t castlesLeft = 0;
    std::int8_t mansionsPlaced = 0;
    std::int8_t lineRevealed = 0;  // line positions revealed so far (the first ones)
    std::array<PlayerState, kSeats> player{};
    std::array<std::array<Side, kSeats>, kRounds> sides{};

    // A pending chance step inside a turn or round 10 (psychics 6, 19, 20).
    Decision sub = Decision::None;
    std::int8_t subSeat = 0;    // whose deck or hand
    std::int8_t subFor = 0;     // the player the outcome goes to (20: the hand's owner)
    std::int8_t subCard = 0;    // the psychic card that asked

private:
    friend class Engine;
    Decision m_decision = Decision::None;
    std::int8_t m_seat = 0;
};

} // namespace rip
