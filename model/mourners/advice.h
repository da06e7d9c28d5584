// "What would the computer do?": the strong computer player's choice for the seat that decides now,
// with what the search learnt of it and of the next best choice (expected points), for a person who asks.
// Like the computer players it is given the seat's view only (GameState::viewFor), never the true state.
// No sentences here: app/ words the advice.
#pragma once

#include "bots.h"

namespace mc {

struct Advice {
    enum class Kind : std::int8_t {
        None,         // nothing to advise (chance, the end, a question of fact such as a Wallows objective)
        OnlyChoice,   // a single legal choice: no search
        OnlySensible, // every other choice is a silly move (sillymoves.h): no search
        Searched,     // the search weighed the candidates; `next` is set when it weighed more than one
        Unsearched,   // no simulation finished in time: the rule-based player's pick among the candidates
    };
    Kind kind = Kind::None;
    Action best;              // the strong player's choice (chooseAction() with the same seed and budget)
    bool hasNext = false;
    Action next;              // the next best choice the search weighed (its order: most simulations)
    double bestPoints = 0;    // expected lead in points over the best other seat where the simulations stopped
    double nextPoints = 0;
    double bestValue = 0;     // average evaluation in [0, 1] (how often it comes out ahead)
    double nextValue = 0;
    int simulations = 0;      // simulations run in all
    int candidates = 0;       // choices weighed
    bool handUnknown = false; // the seat's own hand was not known (a table's hand): the search drew it
};

/// Whether a person may ask for advice in `s` (the state or a view of it): a seat's decision that is a
/// choice, not a chance draw, the end, or a question of fact a table answers (a Wallows objective met,
/// R-WAL-1; an end-of-round ability applied, R-CLEAN-1).
[[nodiscard]] bool adviceApplies(const GameState &s);

/// The advice for the seat deciding in `view`, which must be that seat's view (viewFor(currentSeat())).
/// `config`'s strong budget is used (its kind is ignored); deterministic for a seed when its time limit
/// is 0. `watch` as chooseAction() takes it.
[[nodiscard]] Advice advise(const GameState &view, const BotConfig &config, std::uint64_t seed,
                            const SillyMoveWatch *watch = nullptr);

} // namespace mc
