// `mourners-cli tournament` of every game with computer players: the options, the games played seat by
// seat with each bot's own time and simulations, and the report's common part. Each game's CLI gives its
// start states, how a bot decides and what a finished game scores; the rest is the same for all.
#pragma once

#include "common.h"
#include "model/core/rng.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace cli {

/// A tournament's games, seed and bots, read from its options.
template<class BotConfig>
struct TournamentSetup {
    int games = 0;
    std::uint64_t seed = 0;
    QStringList names;         ///< the bots as the command line names them
    std::vector<BotConfig> bots; ///< each with the budgets of the options
    BotConfig budgets;         ///< the budgets of the options (the report's)
};

/// The options of every game's tournament (docs/cli.md): --bots, --games, --seed and the budgets, read
/// into `defaults` (whose kind is set per bot by `kindFromKey(latin1 name, kind&)`). `minBots`..`maxBots`
/// bots; `example` shows a valid --bots. False with the refusal in `error`.
template<class BotConfig, class KindFromKey>
bool readTournament(const QStringList &args, int minBots, int maxBots, const QString &example, BotConfig defaults,
                    KindFromKey kindFromKey, TournamentSetup<BotConfig> &setup, QString &error)
{
    using namespace Qt::StringLiterals;
    const Options o = parseOptions(args, {u"bots"_s, u"games"_s, u"seed"_s, u"iterations"_s, u"time-ms"_s,
                                          u"strong-iterations"_s, u"strong-time-ms"_s, u"strong-v1-iterations"_s});
    if (!o.error.isEmpty()) {
        error = o.error;
        return false;
    }
    if (!o.rest.isEmpty()) {
        error = QStringLiteral("unexpected argument '%1' (every value comes after its option)").arg(o.rest.first());
        return false;
    }
    if (!intOption(o, u"games"_s, 1, 100000, setup.games, error) || !seedOption(o, setup.seed, error)
        || !intOption(o, u"iterations"_s, 1, 1000000, defaults.iterations, error, false)
        || !intOption(o, u"time-ms"_s, 0, 60000, defaults.timeLimitMs, error, false)
        || !intOption(o, u"strong-iterations"_s, 1, 10000000, defaults.strongIterations, error, false)
        || !intOption(o, u"strong-time-ms"_s, 0, 60000, defaults.strongTimeLimitMs, error, false)
        || !intOption(o, u"strong-v1-iterations"_s, 1, 10000000, defaults.strongV1Iterations, error, false))
        return false;
    setup.names = o.values.value(u"bots"_s).split(u',', Qt::SkipEmptyParts);
    if (setup.names.size() < minBots || setup.names.size() > maxBots) {
        error = (minBots == maxBots ? QStringLiteral("--bots must list %1 bots, e.g. %2").arg(minBots)
                                    : QStringLiteral("--bots must list %1 to %2 bots, e.g. %3").arg(minBots).arg(maxBots))
                        .arg(example);
        return false;
    }
    for (const QString &n : setup.names) {
        BotConfig c = defaults;
        if (!kindFromKey(n.toLatin1().constData(), c.kind)) {
            error = QStringLiteral("unknown bot '%1' (random, rules, search, strong or strong-v1)").arg(n);
            return false;
        }
        setup.bots.push_back(c);
    }
    setup.budgets = defaults;
    return true;
}

/// One bot's games and decisions over a tournament: its wins (a shared first place split), how many
/// decisions, its own thinking time, its simulations.
struct BotTally {
    double wins = 0;
    long long decisions = 0;
    qint64 nanos = 0;
    qint64 maxNanos = 0;
    double simulations = 0;
    qint64 searchNanos = 0; ///< the time of the decisions that ran simulations

    void add(qint64 ns, int sims)
    {
        if (sims > 0) {
            simulations += sims;
            searchNanos += ns;
        }
        nanos += ns;
        maxNanos = std::max(maxNanos, ns);
        ++decisions;
    }
    /// The report's figures of the bot `name` over `games` games (wins and their rate, seconds per decision,
    /// the longest, simulations per second).
    void writeTo(QJsonObject &b, const QString &name, int games) const
    {
        using namespace Qt::StringLiterals;
        b[u"bot"_s] = name;
        b[u"wins"_s] = wins;
        b[u"win_rate"_s] = wins / games;
        b[u"decisions"_s] = double(decisions);
        b[u"seconds_per_decision"_s] = double(nanos) / 1e9 / double(std::max<long long>(1, decisions));
        b[u"max_seconds_per_decision"_s] = double(maxNanos) / 1e9;
        b[u"simulations"_s] = simulations;
        b[u"simulations_per_second"_s] = searchNanos > 0 ? simulations * 1e9 / double(searchNanos) : 0.0;
    }
};

/// What a bot chose, and the simulations it ran for it.
template<class Action>
struct BotChoice {
    Action action;
    int simulations = 0;
};

/// Plays `s` to its end: chance as the engine draws it, each decision by the bot `botAt(seat)` through
/// `decide(seat, bot, seed)` (from the seat's view, timed as that bot's own), then `apply(action)`, which
/// is false for an illegal one (the game stops there). `x` is the game's seed stream. Counts into
/// `tally` and `decisions`.
template<class State, class BotAt, class Decide, class Apply>
bool playTournamentGame(State &s, std::uint64_t x, BotAt botAt, Decide decide, Apply apply, std::vector<BotTally> &tally,
                        long long &decisions)
{
    QElapsedTimer thinking;
    while (!s.isTerminal()) {
        if (s.isChance()) {
            s.applyUnchecked(s.sampleChance());
            continue;
        }
        const int seat = s.currentSeat();
        const std::size_t bot = std::size_t(botAt(seat));
        thinking.start(); // each bot's own time: a slow search must not make the random bot look slow
        const auto choice = decide(seat, bot, mc::splitmix64(x));
        tally[bot].add(thinking.nsecsElapsed(), choice.simulations);
        if (!apply(choice.action))
            return false;
        ++decisions;
    }
    return true;
}

/// The report's common part: the games, the budgets and the time.
template<class BotConfig>
QJsonObject tournamentReport(const TournamentSetup<BotConfig> &setup, const QElapsedTimer &timer)
{
    using namespace Qt::StringLiterals;
    const BotConfig &budgets = setup.budgets;
    QJsonObject r;
    r[u"games"_s] = setup.games;
    r[u"iterations"_s] = budgets.iterations;
    r[u"strong_iterations"_s] = budgets.strongIterations;
    r[u"strong_v1_iterations"_s] = budgets.strongV1Iterations;
    r[u"seconds"_s] = double(timer.elapsed()) / 1000.0;
    return r;
}

} // namespace cli
