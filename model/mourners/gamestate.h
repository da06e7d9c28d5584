// The whole table as a copyable value, its legal actions and apply().
#pragma once

#include "action.h"
#include "events.h"
#include "ruleset.h"

#include <array>
#include <vector>

namespace mc {

struct MournerInPlay {
    std::int16_t card = 0;   // -1: a card the table did not name (table play)
    bool exhausted = false;
    std::int8_t guild = 0;   // the guild of its figure
    friend bool operator==(const MournerInPlay &, const MournerInPlay &) = default;
};

struct PlayerState {
    std::int16_t etherea = 0;
    std::int16_t unity = 0;
    std::array<std::int16_t, kFactions> influence{};
    std::array<std::array<std::int8_t, kGuilds>, kPlaces> figures{}; // [place][guild]
    std::int8_t bases = 0;            // bases left (R-COMP-2)
    std::int8_t declared = -1;        // declared faction (public), -1 before
    std::int16_t motive = -1;         // kept motive card, -1 unknown or none
    std::array<std::int16_t, kFactions> motivesDealt{-1, -1, -1}; // -1 unknown
    bool motivesDealtKnown = false;
    std::int16_t motiveBonus = -1;    // typed-in bonus (table play), -1 none
    std::vector<std::int16_t> hand;   // Court cards kept; -1 unknown
    std::vector<std::int16_t> draft;  // the hand being drafted
    std::vector<MournerInPlay> mourners;
    std::vector<std::int16_t> wallows;   // active this round
    std::vector<std::int16_t> wallowsMet; // of those, the ones whose objective was reached (R-WAL-1)
    std::vector<std::int16_t> artifacts; // kept for the game
    std::int16_t bid = -1;            // -1 not bid yet; hidden until revealed
    bool finalTurnDone = false;

    [[nodiscard]] int figuresAt(int place) const
    {
        const auto &f = figures[std::size_t(place)];
        return f[0] + f[1] + f[2] + f[3] + f[4] + f[5];
    }
    [[nodiscard]] int guildTotal(int guild) const
    {
        int n = 0;
        for (const auto &place : figures)
            n += place[std::size_t(guild)];
        return n;
    }
    [[nodiscard]] int totalFigures() const
    {
        int n = 0;
        for (const auto &place : figures)
            for (auto f : place)
                n += f;
        return n;
    }
    [[nodiscard]] int totalInfluence() const { return influence[0] + influence[1] + influence[2]; }
    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

// Something that interrupts the phase flow and must be resolved first.
struct Task {
    Decision decision = Decision::None;
    std::int8_t seat = 0; // who the task is about
    std::int8_t a = 0;
    std::int8_t b = 0;
    std::int8_t c = 0;
    std::int16_t v = 0;
    friend bool operator==(const Task &, const Task &) = default;
};

/// The figures behind one majority of phase 7 (R-MAJ-1/2), as the engine resolves it.
struct MajorityCount {
    std::array<std::int8_t, kMaxPlayers> counts{}; // figures per seat
    int best = 0;     // the highest count
    int leader = -1;  // the seat with strictly the most figures; -1 for nobody or a tie
    bool tied = false; // two or more seats share the highest count (> 0)
};

struct AtRisk {
    std::int8_t location = 0;
    std::int8_t owner = 0;
    std::int8_t guild = 0;
    friend bool operator==(const AtRisk &, const AtRisk &) = default;
};

enum class ApplyError : std::int8_t {
    None = 0,
    GameOver,       // the game has ended
    WrongSeat,      // not this seat's decision
    Illegal,        // not among the legal actions
    NotInTablePlay, // adjustments exist only in table play
    BadAdjustment,  // an adjustment with impossible values
};
[[nodiscard]] const char *applyErrorKey(ApplyError e);

class GameState {
public:
    // A new game, before the setup decisions (R-SETUP-*). `alltaker` is the oldest player.
    [[nodiscard]] static GameState newGame(RulesetPtr rules, int players, std::uint64_t seed, Mode mode, int alltaker = 0);

    [[nodiscard]] const Ruleset &rules() const { return *m_rules; }
    [[nodiscard]] const RulesetPtr &rulesPtr() const { return m_rules; }

    [[nodiscard]] bool isTerminal() const { return phase == Phase::GameOver; }
    [[nodiscard]] Decision decision() const { return m_decision; }
    [[nodiscard]] int currentSeat() const { return m_seat; } // kChanceSeat for chance
    [[nodiscard]] bool isChance() const { return m_seat == kChanceSeat; }

    // The legal actions of the pending decision, sorted and deterministic.
    void legalActions(std::vector<Action> &out) const;
    [[nodiscard]] std::vector<Action> legalActions() const;
    /// legalActions()[uniformBelow(rng, size)] without writing the whole list (a random player's pick,
    /// a playout's): the same action from the same one draw of `rng`. Not for a terminal or chance state.
    [[nodiscard]] Action randomLegalAction(std::uint64_t &rng) const;
    [[nodiscard]] ApplyError check(const Action &action) const;
    // The legal actions `seat` will have when the pending simultaneous decision (a motive kept, a draft
    // pick, a blind bid: R-SETUP-4, R-DRAFT-2, R-TITHE-2) reaches it, while the engine asks the seats one
    // after the other; empty when the decision is of another kind or `seat` has already decided. For a
    // seat's own device answering ahead of its turn (the answer is checked again when applied).
    [[nodiscard]] std::vector<Action> legalActionsAhead(int seat) const;

    // Applies a legal action; on error the state is unchanged.
    ApplyError apply(const Action &action, Events *events = nullptr);
    // For playouts: the caller guarantees the action came from legalActions().
    void applyUnchecked(const Action &action, Events *events = nullptr);

    // Re-derives the pending decision after fields were edited by hand (scenario tests, corrections):
    // runs the automatic steps from the current phase and step until somebody must decide.
    void resume(Events *events = nullptr);

    // A chance outcome drawn by the state's seeded generator (digital play).
    [[nodiscard]] Action sampleChance() const;

    // A copy that holds only what `seat` may know (other hands, motives, unrevealed bids hidden).
    [[nodiscard]] GameState viewFor(int seat) const;

    [[nodiscard]] int leftOf(int seat) const { return (seat + 1) % players; }
    [[nodiscard]] int locationFigures(int location) const;
    // The majority at `index` of the resolve order: 0..11 a location, 12..17 a guild in track order.
    [[nodiscard]] MajorityCount majorityAt(int index) const; // R-MAJ-1, R-MAJ-2
    // More figures at `location` than the Threat limit allows (R-DREAD-1).
    [[nodiscard]] bool overCrowded(int location) const;
    [[nodiscard]] int tithePending() const;
    [[nodiscard]] int scoreOf(int seat) const;        // R-END-4
    /// The score so far that everyone may see: Unity and Influence, without the hidden motive's bonus (R-END-4).
    [[nodiscard]] int publicScoreOf(int seat) const;
    [[nodiscard]] int motiveBonusOf(int seat) const;  // typed or computed
    [[nodiscard]] int ethereaOnTable() const;         // players, Forge and piles not yet taken
    // Conservation and range checks; empty when all hold, else what is broken.
    [[nodiscard]] QString checkInvariants() const;

    friend bool operator==(const GameState &, const GameState &);

    // --- the table (public: a plain value) ---
    std::int8_t players = 0;
    Mode mode = Mode::Digital;
    std::uint64_t rng = 0;
    std::int16_t round = 0;
    Phase phase = Phase::Setup;
    std::int8_t step = 0;          // cursor inside the phase
    std::int8_t firstPlayer = 0;
    std::int8_t alltaker = 0;      // holder of the Alltaker figure
    bool alltakerUsed = false;     // R-MAJ-3, once per round
    std::int8_t suspicion = 0;
    std::int8_t threat = 0;
    std::int16_t unitySupply = 0;
    std::int16_t forge = 0;
    std::array<std::int8_t, kGuilds> guildSupply{};
    std::int8_t malavestros = -1;  // location, -1 off the board
    std::int8_t dreadsbane = -1;   // holder, -1 in the supply
    bool ending = false;           // the last Unity has left the supply (R-END-1)
    bool endingInActions = false;  // R-END-2 extra turns running

    // Decks: the cards not yet drawn (order is not kept; chance draws pick).
    std::vector<std::int16_t> courtDeck;
    std::vector<std::int16_t> courtPlayed; // played this round, face up
    std::array<std::vector<std::int16_t>, kFactions> mournerDeck;
    std::array<std::vector<std::int16_t>, kFactions> startingPool;
    std::vector<std::int16_t> wallowsDeck;
    std::array<std::vector<std::int16_t>, kFactions> motiveDeck;
    std::int16_t courtUnknownDealt = 0; // unknown cards dealt this round (table play)
    std::int16_t courtUnknownPlayed = 0; // unknown cards played this round (table play)

    // Phase working data.
    std::int16_t diceTotal = 0;
    std::array<std::int16_t, kMaxPlayers + 2> piles{};
    std::int8_t pileCount = 0;     // piles sized so far
    std::uint8_t pileTaken = 0;    // bit per pile
    std::int8_t turn = 0;          // whose turn / pick in the phase
    std::int8_t counter = 0;       // picks made, passes in a row, bids made...
    std::int8_t pickRound = 0;
    std::vector<AtRisk> atRisk;    // R-DREAD-2, in order
    std::int16_t titheOwed = 0;
    std::int16_t titheFromForge = 0;
    std::int8_t resolveIndex = 0;  // 0..11 locations, 12..17 guilds (R-MAJ-1/2)
    std::int8_t resolveWinner = -1;
    std::int8_t startingIndex = 0;
    std::vector<std::int8_t> startingOrder;
    std::vector<Task> tasks;       // interrupts, front = next
    std::int32_t ethereaIn = 0;    // taken from the (unlimited) supply so far (D-ETHEREA)
    std::int32_t ethereaOut = 0;   // returned to the supply so far

    std::array<PlayerState, kMaxPlayers> player{};

private:
    friend class Engine;
    RulesetPtr m_rules;
    Decision m_decision = Decision::None;
    std::int8_t m_seat = 0;
    // Seats (bits) whose Wallows objectives were not looked at since something of theirs changed: the
    // engine looks after every step (R-WAL-1), at these seats only. Not part of the table (operator==).
    std::uint8_t m_wallowsUnchecked = 0xff;
};

// Whether a card's condition (an effect's "if", a Wallows objective) holds for `seat` now. Inline: the
// engine asks it for every Wallows card in play after every step (R-WAL-1).
[[nodiscard]] inline bool conditionHolds(const GameState &s, int seat, const Condition &c)
{
    const auto &pl = s.player[std::size_t(seat)];
    switch (c.kind) {
    case ConditionKind::EthereaAtLeast: return pl.etherea >= c.n;
    case ConditionKind::UnityAtLeast: return pl.unity >= c.n;
    case ConditionKind::InfluenceAtLeast: return pl.influence[std::size_t(c.arg)] >= c.n;
    case ConditionKind::FiguresAt: return pl.figuresAt(c.arg) >= c.n;
    case ConditionKind::GuildAtLeast: return pl.guildTotal(c.arg) >= c.n;
    case ConditionKind::MournersAtLeast: return int(pl.mourners.size()) >= c.n;
    }
    return false;
}

// The state of a whole game at its start, for replays: rules, seats, seed, mode.
struct GameSetup {
    RulesetPtr rules;
    int players = 4;
    std::uint64_t seed = 1;
    Mode mode = Mode::Digital;
    int alltaker = 0;
};

} // namespace mc
