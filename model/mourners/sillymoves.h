// Moves a person at the table would call silly, found in a game's record: the tournament reports them
// per computer player, and the computer players leave them out of their choices (bots.h).
//
// The four kinds, precisely:
//
// RelocatedBack (R-ACT-6, also a free relocation): a figure moved by a relocation onto a place where it
// already stood earlier in the same round. Figures of one guild look alike, so the watch follows every
// figure a relocation moves this round as a token with the places it has stood on this round; a figure of
// guild g leaving place P for Q is, in this order, a token at P that has stood on Q (then the move is a
// return), else the token that came to P last, else a figure that had not moved this round. Counted once
// per figure moved back. Tokens are forgotten at the end of the round and wherever fewer figures of that
// guild stand than tokens (a figure lost, returned to the Crypt or removed in between).
//
// InfluenceForNothing (R-ACT-6): a paid relocation after which the player's figures stand exactly as they
// stood (every place, every guild) just before one of the player's own paid relocations earlier in the
// same round, and no Wallows objective of the player was met in between (R-WAL-1): all the Influence
// paid since then bought no change of what the Dreadsgrip check and the majorities (R-DREAD-1, R-MAJ-1/2)
// look at; passing would have left the same position. The simplest case: a relocation there and one
// back. Counted once per such relocation.
//
// MovedAgain (R-ACT-6): a paid relocation of a figure that a relocation of its player already moved in the
// same round, when every figure of its guild on that place has moved this round (figures of one guild
// look alike: while one there has not moved, that one is taken to move). A figure sent on from place to
// place pays Influence at every step for one figure's change of place. Counted once per figure.
//
// LopsidedSplit (R-DIST-2/3): an Etherea split whose largest pile holds more than half of the Etherea
// split, when an even split would not have (the largest pile of an even split is at most half). The next
// player after the splitter chooses first and takes it. Piles are sized largest first (the legal sizes
// never grow), so the first pile sized is the largest. Counted once per split.
//
// CardLeftUnplayed (R-ACT-2, R-CLEAN-1): a pass that ends the Action phase (every other player has passed
// since the passer last acted) while the passer holds a Court card it could have played without losing
// Unity by it (a meter pushed to its threshold, R-SUSP-1, R-THREAT-10): unplayed Court cards are
// discarded at clean-up, so the card is thrown away for nothing. A pass that others may answer is a
// choice to wait, not counted. Counted once per such pass.
#pragma once

#include "gamestate.h"

#include <array>
#include <cstdint>
#include <vector>

namespace mc {

enum class SillyKind : std::int8_t { RelocatedBack, InfluenceForNothing, LopsidedSplit, MovedAgain, CardLeftUnplayed };
constexpr int kSillyKinds = 5;
[[nodiscard]] const char *sillyKindKey(SillyKind kind); // "relocated_back", ... (for the CLI's JSON)
// Whether `seat`, whose turn it is in `state`, may play a Court card without losing Unity by it.
[[nodiscard]] bool harmlessCardPlay(const GameState &state, int seat);

using SillyCounts = std::array<int, kSillyKinds>;

// Follows one game action by action and counts each seat's silly moves. Cheap to copy.
class SillyMoveWatch {
public:
    // Whether observe() can find anything in `a` (the other actions may be skipped, except that the
    // watch then learns of a new round late: it forgets the round's moves when it sees the round change).
    [[nodiscard]] static bool concerns(const Action &a);
    // `before` is the state `a` was applied to, `after` the state it gave. Returns the silly kinds `a`
    // is (a bit per SillyKind) and counts them for a.seat.
    unsigned observe(const GameState &before, const Action &a, const GameState &after);
    // The silly kinds `a` would be in `state` (a view will do: it is applied to a copy). For a relocation
    // still being put together (Relocate, RelocateAdd) it is silly when every way of finishing it is.
    [[nodiscard]] unsigned wouldBe(const GameState &state, const Action &a) const;
    // The actions of `legal` that are not silly in `state`; all of `legal` when every one is.
    [[nodiscard]] std::vector<Action> sensible(const GameState &state, const std::vector<Action> &legal) const;

    [[nodiscard]] const SillyCounts &counts(int seat) const { return m_counts[std::size_t(seat)]; }

private:
    struct Token {
        std::int8_t guild = 0;
        std::int8_t place = 0;
        std::uint16_t visited = 0; // a bit per place stood on this round
    };
    struct Snapshot {
        std::array<std::array<std::int8_t, kGuilds>, kPlaces> figures{};
        std::size_t wallowsMet = 0;
        std::size_t artifacts = 0;
    };
    struct Relocation { // the relocation being put together
        std::int8_t seat = -1;
        std::int8_t from = 0;
        std::int8_t to = 0;
        bool paid = false;
        bool open = false;
    };
    struct SeatMoves {
        std::vector<Token> tokens;
        std::vector<Snapshot> snapshots; // before each paid relocation this round
    };

    void newRound(int round);
    unsigned moveFigure(const GameState &before, int seat, int from, int to, int guild, bool paid);
    [[nodiscard]] bool finishable(const GameState &state, int seat, int minGuild, int depth) const;

    int m_round = -1;
    Relocation m_relocation;
    std::array<SeatMoves, kMaxPlayers> m_seats{};
    std::array<SillyCounts, kMaxPlayers> m_counts{};
};

// A watch that has seen a record: the actions played from `initial` in order (for a computer player
// joining a game under way, e.g. after a load).
[[nodiscard]] SillyMoveWatch watchRecord(const GameState &initial, const std::vector<Action> &actions);
// Every seat's silly moves in a record.
[[nodiscard]] std::array<SillyCounts, kMaxPlayers> countSillyMoves(const GameState &initial, const std::vector<Action> &actions);

} // namespace mc
