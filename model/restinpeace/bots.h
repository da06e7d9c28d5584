// Computer players for Rest in Peace. They decide from a seat's view (GameState::viewFor), never
// from the true state, so they cannot peek at the opponent's hand or face-down cards.
#pragma once

#include "gamestate.h"

namespace rip {

// Search: information-set MCTS (model/core/ismcts.h) over the seat's view, rule-based rollouts to the
// end of the game. Strong: the same search with many more simulations, up to a time limit (a second on
// one core), each stopping at the start of the next round where evaluatePosition() judges it, and the
// tree below the root weighing only the rule-based player's best few plays of a turn. StrongV1: the
// earlier Strong (Search's simulations, more of them), kept for the CLI and the ladder.
enum class BotKind : std::int8_t { Random, Rules, Search, Strong, StrongV1 };

struct BotConfig {
    BotKind kind = BotKind::Rules;
    int iterations = 2000;  // Search: determinized simulations per decision
    int timeLimitMs = 1500; // Search: stop early when this much time has passed (0: no limit, deterministic)
    int rolloutSteps = 400; // Search, Strong: decisions per simulation before the position is evaluated
    // Strong: simulations per decision (the fields above are Search's). About 0.5 s a decision on one
    // idle core on average (77,000 simulations a second); the time limit below stops the few decisions of
    // round 3 and later whose simulations play on to the end of the game, which would take up to 1.6 s.
    // 40,000 against 15,000: more of the 70% against Search (bench/ladder.py).
    int strongIterations = 40000;
    int strongTimeLimitMs = 900;  // Strong and StrongV1: stop early after this long (0: no limit, deterministic)
    int strongV1Iterations = 15000; // StrongV1: simulations per decision
};

// What the Strong player makes of a decision, for a person who asks what the computer would do. Only
// numbers: the app words them.
struct Advice {
    Action action;           // the choice it would make
    int choices = 0;         // legal choices; 1: nothing to weigh, no search ran
    bool searched = false;   // false: `action` is the rule-based player's (nothing was simulated)
    int simulations = 0;
    double value = 0;        // its estimate for the seat with `action`, 0..1 (1: won; about the chance to win)
    double tokens = 0;       // mansion tokens ahead of the opponent where its simulations with `action` ended
    bool hasRunnerUp = false;
    Action runnerUp;         // the next best choice, by the same order
    double runnerUpValue = 0;
    double runnerUpTokens = 0;
};

// The action a bot takes in `view`, the view of the seat that decides now (view.currentSeat()).
// The result is one of view.legalActions(). Deterministic for a given seed (a search with a time
// limit may stop at a different simulation when the machine is slower).
// `simulations`, when given, receives the simulations a search ran (0: none ran).
[[nodiscard]] Action chooseAction(const GameState &view, const BotConfig &config, std::uint64_t seed,
                                  int *simulations = nullptr);
// The same with the kind's default budget.
[[nodiscard]] Action chooseAction(const GameState &view, BotKind kind, std::uint64_t seed);

// The Strong player's view of the decision of `view`'s current seat (config.kind is not read: the
// budget is the strong one). Deterministic for a given seed when config.strongTimeLimitMs is 0.
[[nodiscard]] Advice advise(const GameState &view, const BotConfig &config, std::uint64_t seed);

// How good `s` is for `seat`, in [0, 1] (1: won, 0: lost, 1/2 a draw or an even game): where a Strong
// player's simulation stops. Mansion tokens (a castle more than a manor, a token short of a majority
// more, RIP-END-1), the value of the ghost cards not played yet, the psychic cards held and what lies on
// round 10 (RIP-END-2). It reads only what `seat` may know: the other seat's hand and face-down cards
// count by their public number and sum, so a state and `seat`'s view of it evaluate the same.
[[nodiscard]] double evaluatePosition(const GameState &s, int seat);

[[nodiscard]] const char *botKindKey(BotKind kind);
[[nodiscard]] bool botKindFromKey(const char *key, BotKind &out);

} // namespace rip
