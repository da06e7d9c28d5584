// `mourners-cli simulate` of every game: random games played to the end as fast as the engine goes,
// chance drawn by the engine and every choice a seeded random legal one, the engine's invariants
// checked on the way. Each game's module gives its start states and when to check; the run and its
// report are the same for all.
#pragma once

#include "common.h"
#include "model/core/rng.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace cli {

/// What a run of random games gave.
struct SimulateRun {
    int games = 0;
    long long decisions = 0;
    long long rounds = 0;
    long long violations = 0;
    long long unfinished = 0;
    double seconds = 0;
    QString firstViolation; ///< "game seed S: what", the first broken invariant
};

/// Plays `games` random games. `start(i)` is the i-th game's state and `seedOf(i)` its seed (for the
/// report); `checkNow(state)` says whether to check the invariants after a step; `ended(state)` is
/// told of every game at its end (terminal or not). A game stops at its first broken invariant or
/// after `maxSteps` steps (then it is unfinished).
template<class Action, class Start, class SeedOf, class CheckNow, class Ended>
SimulateRun simulateRandom(int games, std::uint64_t seed, long long maxSteps, Start start, SeedOf seedOf, CheckNow checkNow,
                           Ended ended)
{
    SimulateRun run;
    run.games = games;
    std::vector<Action> legal;
    std::uint64_t pick = seed ^ 0x5eed5eed5eedULL;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < games; ++i) {
        auto s = start(i);
        long long steps = 0;
        while (!s.isTerminal() && steps < maxSteps) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
            } else {
                // A game whose engine draws the random legal action itself is spared writing the list;
                // either way the same one draw of `pick` picks the same action.
                if constexpr (requires { s.randomLegalAction(pick); }) {
                    s.applyUnchecked(s.randomLegalAction(pick));
                } else {
                    s.legalActions(legal);
                    s.applyUnchecked(legal[std::size_t(mc::uniformBelow(pick, int(legal.size())))]);
                }
                ++run.decisions;
            }
            ++steps;
            if (checkNow(s)) {
                if (const QString v = s.checkInvariants(); !v.isEmpty()) {
                    ++run.violations;
                    if (run.firstViolation.isEmpty())
                        run.firstViolation = QStringLiteral("game seed %1: %2").arg(seedOf(i)).arg(v);
                    break;
                }
            }
        }
        if (!s.isTerminal())
            ++run.unfinished;
        run.rounds += s.round;
        ended(s);
    }
    run.seconds = std::max(1e-9, double(timer.nsecsElapsed()) / 1e9);
    return run;
}

/// Prints the run's report (docs/cli.md) with the game's own fields in `extra`; the exit code: 1 when an
/// invariant broke or a game did not end.
inline int printSimulateRun(const SimulateRun &run, QJsonObject extra)
{
    extra[QStringLiteral("games")] = run.games;
    extra[QStringLiteral("seconds")] = run.seconds;
    extra[QStringLiteral("games_per_second")] = double(run.games) / run.seconds;
    extra[QStringLiteral("decisions_per_second")] = double(run.decisions) / run.seconds;
    extra[QStringLiteral("average_rounds")] = double(run.rounds) / run.games;
    extra[QStringLiteral("average_decisions")] = double(run.decisions) / run.games;
    extra[QStringLiteral("invariant_violations")] = double(run.violations);
    extra[QStringLiteral("unfinished_games")] = double(run.unfinished);
    if (!run.firstViolation.isEmpty())
        extra[QStringLiteral("first_violation")] = run.firstViolation;
    out() << QJsonDocument(extra).toJson(QJsonDocument::Indented);
    out().flush();
    return run.violations || run.unfinished ? 1 : 0;
}

} // namespace cli
