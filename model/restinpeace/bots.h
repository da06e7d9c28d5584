// Computer players for Rest in Peace. They decide from a seat's view (GameState::viewFor), never
// from the true state, so they cannot peek at the opponent's hand or face-down cards.
#pragma once

#include "gamestate.h"

namespace rip {

// Search: information-set MCTS (model/core/ismcts.h) over the seat's view, rule-based rollouts.
enum class BotKind : std::int8_t { Random, Rules, Search };

struct BotConfig {
    BotKind kind = BotKind::Rules;
    int iterations = 2000;  // Search: determinized simulations per decision
    int timeLimitMs = 1500; // Search: stop early when this much time has passed (0: no limit, deterministic)
    int rolloutSteps = 400; // Search: decisions per simulation before the position is evaluated
};

// The action a bot takes in `view`, the view of the seat that decides now (view.currentSeat()).
// The result is one of view.legalActions(). Deterministic for a given seed (a search with a time
// limit may stop at a different simulation when the machine is slower).
[[nodiscard]] Action chooseAction(const GameState &view, const BotConfig &config, std::uint64_t seed);
// The same with the kind's default budget.
[[nodiscard]] Action chooseAction(const GameState &view, BotKind kind, std::uint64_t seed);

[[nodiscard]] const char *botKindKey(BotKind kind);
[[nodiscard]] bool botKindFromKey(const char *key, BotKind &out);

} // namespace rip
