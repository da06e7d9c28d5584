// Information-set Monte Carlo tree search (single observer, open loop over chance), for every game of
// the shelf. Header-only and game-neutral: a game takes part through a traits object `T`:
//   using State  = ...;  // a copyable state
//   using Action = ...;  // a copyable action
//   int currentSeat(const State &) const;                           // who decides now
//   bool isTerminal(const State &) const;
//   bool isChance(const State &) const;
//   Action sampleChance(const State &, std::uint64_t &rng) const;   // a chance outcome
//   void legalActions(const State &, std::vector<Action> &) const;
//   void apply(State &, const Action &) const;                      // the action came from legalActions()
//   std::uint64_t key(const Action &) const;                        // equal actions, equal keys
//   // A full state consistent with `view` (what `seat` knows): the hidden parts drawn at random.
//   State determinize(const State &view, int seat, std::uint64_t &rng) const;
//   // How good `state` is for `seat`, in [0, 1] (1: won). Called where a simulation stops.
//   double evaluate(const State &, int seat) const;
//   // The move a simulation makes once it has left the tree.
//   Action rollout(const State &, const std::vector<Action> &legal, std::uint64_t &rng) const;
// and, optionally, for the statistics of the root's choices (a hint to a person says what a choice is worth):
//   double points(const State &, int seat) const;  // e.g. the seat's points ahead of the best other seat
// and, optionally, to search deeper rather than wider and to stop where an evaluation is good enough:
//   // The actions of `legal` the tree weighs in `state` below the root (the others are never tried
//   // there; the rollout still sees them all): a prior that keeps the tree out of near-equal moves.
//   void candidates(const State &, std::vector<Action> &legal) const;
//   // Whether a simulation stops in `state` after `steps` decisions and is evaluated there (a horizon
//   // such as the end of a round), before `rolloutSteps` would stop it.
//   bool horizon(const State &, int steps) const;
//
// Each iteration draws a determinization of the view, descends one tree kept for the deciding seat's
// information set (UCB over the actions available in this determinization, counted per action: the
// "availability" variant of ISMCTS), adds one node, plays the rollout policy for at most
// `rolloutSteps` decisions and credits every seat that moved on the path with its own evaluation.
// The search never reads the true state: it only ever sees `view` and the states drawn from it.
#pragma once

#include "rng.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <utility>
#include <vector>

namespace mc {

struct IsmctsConfig {
    int iterations = 400;    // determinized simulations
    int timeLimitMs = 0;     // stop early when this much time has passed (0: no limit)
    int rolloutSteps = 250;  // decisions per simulation (tree and rollout) before the position is evaluated
    double explore = 0.7;    // UCB exploration constant
};

// What the search learnt of one choice at the root.
template<class Action>
struct IsmctsChoice {
    Action action{};
    double visits = 0;     // simulations that began with this choice
    double value = 0;      // their average evaluation, in [0, 1]
    double points = 0;     // their average of the traits' `points` (0 without that hook)
};

template<class Action>
struct IsmctsResult {
    Action action{};
    bool searched = false; // false when no simulation reached a root action (then `action` is meaningless)
    int iterations = 0;    // simulations run
    double visits = 0;     // visits of the chosen root action
    // Every root choice that was simulated at least once, best first (the order the choice is made by:
    // most visits, then the better average).
    std::vector<IsmctsChoice<Action>> choices;
};

namespace ismcts_detail {

template<class Action>
struct Child {
    std::uint64_t key = 0;
    Action action;
    int node = -1; // index of the child node, -1 before expansion
    double visits = 0;
    double reward = 0;
    double available = 0;
};

template<class Action>
struct Node {
    std::vector<Child<Action>> children;
};

template<class T>
concept HasCandidates = requires(const T &t, const typename T::State &s, std::vector<typename T::Action> &v) {
    t.candidates(s, v);
};

template<class T>
concept HasHorizon = requires(const T &t, const typename T::State &s) {
    { t.horizon(s, 0) } -> std::convertible_to<bool>;
};

template<class T>
concept HasPoints = requires(const T &t, const typename T::State &s) {
    { t.points(s, 0) } -> std::convertible_to<double>;
};

} // namespace ismcts_detail

// Searches the decision of `view`'s current seat; `rootLegal` are the legal actions of `view` (a
// determinization may allow more: the root never acts on a choice the true state may not have).
template<class T>
[[nodiscard]] IsmctsResult<typename T::Action> ismcts(const T &traits, const typename T::State &view,
                                                      const std::vector<typename T::Action> &rootLegal,
                                                      const IsmctsConfig &cfg, std::uint64_t seed)
{
    using State = typename T::State;
    using Action = typename T::Action;
    using Child = ismcts_detail::Child<Action>;
    IsmctsResult<Action> result;
    if (rootLegal.empty())
        return result;
    const int me = traits.currentSeat(view);
    std::uint64_t rng = seed;
    std::vector<ismcts_detail::Node<Action>> nodes(1);
    std::vector<Action> legal;
    std::vector<std::pair<int, int>> path; // (node, child)
    std::vector<int> movers;
    std::vector<std::pair<int, double>> rewards; // evaluation per seat of the simulation's last state
    std::vector<double> rootPoints;              // per root child: the sum of `points` (HasPoints only)
    QElapsedTimer timer;
    timer.start();

    int it = 0;
    for (; it < cfg.iterations; ++it) {
        if (cfg.timeLimitMs > 0 && (it & 15) == 15 && timer.elapsed() > cfg.timeLimitMs)
            break;
        State st = traits.determinize(view, me, rng);
        path.clear();
        movers.clear();
        int node = 0;
        bool expanded = false;
        int steps = 0;
        while (!traits.isTerminal(st) && steps < cfg.rolloutSteps) {
            if constexpr (ismcts_detail::HasHorizon<T>) {
                if (traits.horizon(st, steps))
                    break;
            }
            if (traits.isChance(st)) {
                traits.apply(st, traits.sampleChance(st, rng));
                continue;
            }
            ++steps;
            if (node == 0)
                legal = rootLegal;
            else
                traits.legalActions(st, legal);
            if (expanded || node < 0) {
                traits.apply(st, traits.rollout(st, legal, rng));
                continue;
            }
            if constexpr (ismcts_detail::HasCandidates<T>) {
                if (node != 0)
                    traits.candidates(st, legal);
            }
            auto &children = nodes[std::size_t(node)].children;
            // Availability counts, and one action never tried here, drawn uniformly.
            int untried = -1, untriedCount = 0;
            for (const Action &a : legal) {
                const std::uint64_t k = traits.key(a);
                auto c = std::find_if(children.begin(), children.end(), [k](const Child &ch) { return ch.key == k; });
                if (c == children.end()) {
                    children.push_back(Child{k, a});
                    c = children.end() - 1;
                }
                c->available += 1;
                if (c->visits == 0 && uniformBelow(rng, ++untriedCount) == 0)
                    untried = int(c - children.begin());
            }
            int pick = untried;
            if (pick < 0) {
                double best = -1e9;
                for (const Action &a : legal) {
                    const std::uint64_t k = traits.key(a);
                    for (int c = 0; c < int(children.size()); ++c) {
                        const Child &ch = children[std::size_t(c)];
                        if (ch.key != k)
                            continue;
                        const double ucb = ch.reward / ch.visits + cfg.explore * std::sqrt(std::log(ch.available) / ch.visits);
                        if (ucb > best) {
                            best = ucb;
                            pick = c;
                        }
                    }
                }
            }
            path.emplace_back(node, pick);
            movers.push_back(traits.currentSeat(st));
            const Action chosen = children[std::size_t(pick)].action;
            if (children[std::size_t(pick)].visits == 0) {
                expanded = true; // the rest of this simulation is a rollout
                node = -1;
            } else {
                if (children[std::size_t(pick)].node < 0) {
                    children[std::size_t(pick)].node = int(nodes.size());
                    nodes.emplace_back(); // may move `children`: not used below
                }
                node = nodes[std::size_t(path.back().first)].children[std::size_t(pick)].node;
            }
            traits.apply(st, chosen);
        }
        rewards.clear();
        for (std::size_t i = 0; i < path.size(); ++i) {
            const int seat = movers[i];
            auto r = std::find_if(rewards.begin(), rewards.end(), [seat](const auto &p) { return p.first == seat; });
            if (r == rewards.end()) {
                rewards.emplace_back(seat, traits.evaluate(st, seat));
                r = rewards.end() - 1;
            }
            Child &ch = nodes[std::size_t(path[i].first)].children[std::size_t(path[i].second)];
            ch.visits += 1;
            ch.reward += r->second;
        }
        if constexpr (ismcts_detail::HasPoints<T>) {
            if (!path.empty()) {
                const auto c = std::size_t(path.front().second);
                if (rootPoints.size() <= c)
                    rootPoints.resize(c + 1, 0.0);
                rootPoints[c] += traits.points(st, me);
            }
        }
    }
    result.iterations = it;
    // The most visited root action; the better average among equals.
    const auto &rootChildren = nodes[0].children;
    for (std::size_t c = 0; c < rootChildren.size(); ++c) {
        const Child &ch = rootChildren[c];
        if (ch.visits <= 0)
            continue;
        const double pts = c < rootPoints.size() ? rootPoints[c] / ch.visits : 0.0;
        result.choices.push_back({ch.action, ch.visits, ch.reward / ch.visits, pts});
    }
    std::stable_sort(result.choices.begin(), result.choices.end(), [](const auto &a, const auto &b) {
        return a.visits > b.visits || (a.visits == b.visits && a.value > b.value);
    });
    if (!result.choices.empty()) {
        result.action = result.choices.front().action;
        result.searched = true;
        result.visits = result.choices.front().visits;
    }
    return result;
}

} // namespace mc
