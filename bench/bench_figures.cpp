// The engines' figures in one program (bench/figures.py runs it, under callgrind for instruction counts
// and plainly for rates): random games of both games, and the search players' simulations.
// It uses only the engines' long-standing API, so that figures.py can build it against an older tree
// (the baseline) and compare the two in one run.
//
//   bench_figures mc-games N PLAYERS   N random games as `mourners-cli simulate` plays them
//   bench_figures rip-games N          N random Rest in Peace games, no invariant checks (play)
//   bench_figures mc-search K ITER     the search player's decision in K positions, ITER simulations each
//   bench_figures rip-search K ITER    the same for Rest in Peace
//
// Each prints one line of JSON: what was done, how long it took and the derived rate.
#include "model/core/rng.h"
#include "model/mourners/bots.h"
#include "model/mourners/gamestate.h"
#include "model/mourners/sillymoves.h"
#include "model/restinpeace/bots.h"
#include "model/restinpeace/gamestate.h"

#include <QElapsedTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

namespace {

double secondsSince(const QElapsedTimer &t)
{
    return std::max(1e-9, double(t.nsecsElapsed()) / 1e9);
}

// The loop of `mourners-cli simulate` (app/cli/simulate.h): seeds 1..N, a uniform pick from one
// generator, the invariants checked at every change of phase.
int mcGames(int games, int players)
{
    const mc::RulesetPtr rules = mc::standardRuleset();
    std::vector<mc::Action> legal;
    std::uint64_t pick = 1 ^ 0x5eed5eed5eedULL;
    long long decisions = 0, steps = 0, violations = 0;
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < games; ++i) {
        mc::GameState s = mc::GameState::newGame(rules, players, std::uint64_t(1 + i), mc::Mode::Digital);
        mc::Phase phase = s.phase;
        while (!s.isTerminal()) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
            } else {
                s.legalActions(legal);
                s.applyUnchecked(legal[std::size_t(mc::uniformBelow(pick, int(legal.size())))]);
                ++decisions;
            }
            ++steps;
            if (std::exchange(phase, s.phase) != s.phase && !s.checkInvariants().isEmpty()) {
                ++violations;
                break;
            }
        }
    }
    const double secs = secondsSince(t);
    std::printf("{\"figure\": \"mc-games\", \"games\": %d, \"players\": %d, \"decisions\": %lld, \"steps\": %lld, "
                "\"violations\": %lld, \"seconds\": %.6f, \"games_per_second\": %.1f}\n",
                games, players, decisions, steps, violations, secs, games / secs);
    return violations ? 1 : 0;
}

// Random Rest in Peace games as play and search run them: no invariant checks.
int ripGames(int games)
{
    std::vector<rip::Action> legal;
    std::uint64_t pick = 1 ^ 0x5eed5eed5eedULL;
    long long decisions = 0, steps = 0;
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < games; ++i) {
        rip::Setup setup;
        setup.seed = std::uint64_t(1 + i);
        setup.starter = std::int8_t(i & 1);
        rip::GameState s = rip::GameState::newGame(setup);
        while (!s.isTerminal()) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
            } else {
                s.legalActions(legal);
                s.applyUnchecked(legal[std::size_t(mc::uniformBelow(pick, int(legal.size())))]);
                ++decisions;
            }
            ++steps;
        }
    }
    const double secs = secondsSince(t);
    std::printf("{\"figure\": \"rip-games\", \"games\": %d, \"decisions\": %lld, \"steps\": %lld, \"seconds\": %.6f, "
                "\"games_per_second\": %.1f, \"decisions_per_second\": %.1f}\n",
                games, decisions, steps, secs, games / secs, decisions / secs);
    return 0;
}

// Positions of a seeded random game in which a player has a real choice, taken every `every` decisions.
template<class State, class Action, class Usable>
std::vector<State> positions(State s, int count, int every, std::uint64_t seed, Usable usable)
{
    std::vector<State> out;
    std::vector<Action> legal;
    std::uint64_t pick = seed;
    int decisions = 0;
    while (!s.isTerminal() && int(out.size()) < count) {
        if (s.isChance()) {
            s.applyUnchecked(s.sampleChance());
            continue;
        }
        s.legalActions(legal);
        if (++decisions % every == 0 && usable(s, legal))
            out.push_back(s);
        s.applyUnchecked(legal[std::size_t(mc::uniformBelow(pick, int(legal.size())))]);
    }
    return out;
}

// Times `choose` (a search player with `iterations` simulations per decision) over `views` and prints the
// figure `name`: simulations per second, and a digest of the choices so that two runs compare like with like.
template<class State, class Choose>
int timeSearch(const char *name, const std::vector<State> &views, int iterations, Choose choose)
{
    std::uint64_t check = 0;
    QElapsedTimer t;
    t.start();
    for (std::size_t i = 0; i < views.size(); ++i)
        check = check * 31 + choose(views[i], 1000 + i).key();
    const double secs = secondsSince(t);
    const double sims = double(views.size()) * iterations;
    std::printf("{\"figure\": \"%s\", \"positions\": %zu, \"iterations\": %d, \"choices\": \"%016llx\", "
                "\"seconds\": %.6f, \"simulations_per_second\": %.1f}\n",
                name, views.size(), iterations, static_cast<unsigned long long>(check), secs, sims / secs);
    return 0;
}

// The search player of Mourners Call (BotKind::Search) with a fixed number of simulations and no time
// limit, in positions of 4-player games where the rule-based player leaves it at least two candidates.
int mcSearch(int count, int iterations)
{
    const mc::RulesetPtr rules = mc::standardRuleset();
    std::vector<mc::GameState> views;
    for (std::uint64_t seed = 1; int(views.size()) < count && seed < 100; ++seed) {
        const auto found = positions<mc::GameState, mc::Action>(
                mc::GameState::newGame(rules, 4, seed, mc::Mode::Digital), count - int(views.size()), 37, seed * 7919,
                [](const mc::GameState &s, const std::vector<mc::Action> &legal) {
                    return mc::SillyMoveWatch().sensible(s, legal).size() >= 2;
                });
        for (const auto &s : found)
            views.push_back(s.viewFor(s.currentSeat()));
    }
    mc::BotConfig config;
    config.kind = mc::BotKind::Search;
    config.iterations = iterations;
    config.timeLimitMs = 0;
    return timeSearch("mc-search", views, iterations,
                      [&](const mc::GameState &view, std::uint64_t seed) { return mc::chooseAction(view, config, seed); });
}

// The search player of Rest in Peace with a fixed number of simulations and no time limit, in positions
// of random games where the player to move has at least two choices.
int ripSearch(int count, int iterations)
{
    std::vector<rip::GameState> views;
    for (std::uint64_t seed = 1; int(views.size()) < count && seed < 200; ++seed) {
        rip::Setup setup;
        setup.seed = seed;
        const auto found = positions<rip::GameState, rip::Action>(
                rip::GameState::newGame(setup), count - int(views.size()), 7, seed * 7919,
                [](const rip::GameState &, const std::vector<rip::Action> &legal) { return legal.size() >= 2; });
        for (const auto &s : found)
            views.push_back(s.viewFor(s.currentSeat()));
    }
    rip::BotConfig config;
    config.kind = rip::BotKind::Search;
    config.iterations = iterations;
    config.timeLimitMs = 0;
    return timeSearch("rip-search", views, iterations,
                      [&](const rip::GameState &view, std::uint64_t seed) { return rip::chooseAction(view, config, seed); });
}

int usage()
{
    std::fprintf(stderr, "usage: bench_figures mc-games N PLAYERS | rip-games N | mc-search K ITER | rip-search K ITER\n");
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc < 3)
        return usage();
    const char *what = argv[1];
    const int n = std::max(1, std::atoi(argv[2]));
    const int m = argc > 3 ? std::max(1, std::atoi(argv[3])) : 0;
    if (!std::strcmp(what, "mc-games"))
        return mcGames(n, m ? std::min(m, 4) : 4);
    if (!std::strcmp(what, "rip-games"))
        return ripGames(n);
    if (!std::strcmp(what, "mc-search"))
        return mcSearch(n, m ? m : 200);
    if (!std::strcmp(what, "rip-search"))
        return ripSearch(n, m ? m : 500);
    return usage();
}
