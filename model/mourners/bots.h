// Computer players. They decide from a per-seat view (GameState::viewFor), never from the true state,
// so they cannot peek at hidden cards.
#pragma once

#include "gamestate.h"
#include "sillymoves.h"
#include "model/core/ismcts.h"

namespace mc {

// Search: information-set MCTS (model/core/ismcts.h) on a small budget, over the rule-based player's four
// best candidates, whose simulations stop at the end of the next round with an evaluation and whose tree
// weighs only the rule-based player's best few actions at every decision; Strong: the same search with
// many more simulations and five candidates, up to a second per decision; StrongV1: an earlier Strong
// (simulations played on for 120 decisions, with Strong's budget), kept for the ladder (bench/ladder.py)
// to measure the strong player against.
enum class BotKind : std::int8_t { Random, Rules, Search, Strong, StrongV1 };

struct BotConfig {
    BotKind kind = BotKind::Rules;
    int iterations = 400;   // Search: determinized simulations per decision
    int timeLimitMs = 1500; // Search: stop early when this much time has passed (0: no limit)
    int rolloutSteps = 120; // Search, Strong: decisions per simulation before the position is evaluated
    // Strong: simulations per decision (the fields above are Search's). Its simulations stop at the end
    // of the next round and cost about as much as Search's: a decision takes a fifth of a second on
    // average, and the time limit below stops the longest ones (bench/ladder.py).
    int strongIterations = 6000;
    int strongTimeLimitMs = 1000; // Strong and StrongV1: stop early after this long (0: no limit)
    int strongV1Iterations = 2000; // StrongV1: simulations per decision
};

// The action a bot takes in `view`, which must be the view of the seat that decides now
// (view.currentSeat()). The result is one of view.legalActions(). Deterministic for a given seed.
// The rule-based and search players never choose a silly move (sillymoves.h) when another is legal:
// `watch`, which has seen the game so far, tells which relocations are; without it only a lopsided
// Etherea split is known to be silly.
[[nodiscard]] Action chooseAction(const GameState &view, const BotConfig &config, std::uint64_t seed,
                                  const SillyMoveWatch *watch = nullptr);

// What the search and strong players weighed for one decision of `view`, and what they chose: the same
// path as chooseAction() (silly moves pruned, the rule-based player's best candidates searched), with the
// search's statistics of every candidate (average `points`: the seat's lead in points over the best other
// seat where the simulations stopped). `config.kind` must be Search, Strong or StrongV1.
struct SearchReport {
    Action action;                  // chooseAction()'s answer for the same arguments
    std::vector<Action> candidates; // the actions the search weighed
    IsmctsResult<Action> search;    // searched false: one candidate (no search), or no simulation finished
};
[[nodiscard]] SearchReport searchReport(const GameState &view, const BotConfig &config, std::uint64_t seed,
                                        const SillyMoveWatch *watch = nullptr);

// A full state consistent with `view`: hidden cards, motives and bids are drawn at random from what the
// seat cannot rule out; so are the seat's own cards the app was not told (a table's hand). Used by the search player; exposed for tests.
[[nodiscard]] GameState determinize(const GameState &view, int seat, std::uint64_t &rng);

// The round whose start ends a strong player's simulation for a decision of `view` (they are evaluated
// there): the end of the round after the decision's, so that a decision late in a round still looks a
// whole round ahead. Exposed for tests.
[[nodiscard]] int strongStopRound(const GameState &view);

[[nodiscard]] const char *botKindKey(BotKind kind);
[[nodiscard]] bool botKindFromKey(const char *key, BotKind &out);

} // namespace mc
