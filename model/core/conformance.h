// Generic conformance checks for every game engine (the shape of OpenSpiel's RandomSimTest): random
// playouts from seeds, with every step checked against what every engine of the shelf promises.
// Header-only and QtCore only, so that the tests of every game (and a future "--check" of the CLI) can
// run it; it returns sentences instead of failing, so it is usable outside Qt Test too.
//
// A game takes part through an adapter `G`, a struct of static functions (see
// tests/mourners/model/conformance_adapter.h for the first one):
//   using Game   = ...;  // a whole game: setup, state and the record of actions (undo, save, replay)
//   using State  = ...;  // a copyable state
//   using Action = ...;  // ordered by operator< (the legal actions' order) and compared by operator==
//   using View   = ...;  // what one seat may know of a state, comparable with operator==
//   static constexpr int kChanceSeat;
//   static Game create(std::uint64_t seed);
//   static const State &state(const Game &);
//   static bool isTerminal(const State &);
//   static int currentSeat(const State &);                        // kChanceSeat for chance
//   static int seatCount(const State &);                          // player seats 0..n-1
//   static std::vector<Action> legalActions(const State &);
//   static bool apply(Game &, const Action &);                    // recorded; false if refused
//   static Action sampleChance(const State &, std::uint64_t &rng);
//   static bool undo(Game &);
//   static QByteArray save(const Game &);
//   static std::optional<Game> load(const QByteArray &, QString *error);
//   static Game replay(const Game &);                             // the same setup, the recorded actions
//   static QString digest(const State &);                         // the whole state, hidden parts included
//   static bool invariantsHold(const State &, QString *why);
//   static View viewOf(const State &, int seat);
//   // A state with the same view for `seat` whose hidden information (other seats' hands, decks,
//   // future chance) is drawn again at random: what the search player's determinization does.
//   static State resample(const State &, int seat, std::uint64_t &rng);
//   static std::vector<ConformanceBot<State, Action>> bots();    // deterministic for a given seed
// and, if it has one, `static QString describe(const State &)`: the pending decision, added to failures.
#pragma once

#include "model/core/problem.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace mc {

// A computer player as the conformance checks see it: it decides for `seat` in the full `state` and
// must look only at that seat's view (the adapter passes the view, as the application does).
template<class State, class Action>
struct ConformanceBot {
    QString name;
    std::function<Action(const State &state, int seat, std::uint64_t seed)> choose;
};

/// The functions of an adapter that read the same for every game of the shelf (a Game over
/// model/core/record.h whose State has legalActions, sampleChance and viewFor): a game's adapter derives
/// from it and adds create, apply, replay, digest, describe, invariantsHold, resample and bots.
template<class G, class S, class A>
struct ConformanceAdapter {
    using Game = G;
    using State = S;
    using Action = A;
    using View = S; // State::viewFor: the same type, hidden parts blanked

    [[nodiscard]] static const State &state(const Game &g) { return g.state(); }
    [[nodiscard]] static bool isTerminal(const State &s) { return s.isTerminal(); }
    [[nodiscard]] static int currentSeat(const State &s) { return s.currentSeat(); }
    [[nodiscard]] static std::vector<Action> legalActions(const State &s) { return s.legalActions(); }
    // Digital play: the state's seeded generator is the chance seat (the caller's generator is not needed).
    [[nodiscard]] static Action sampleChance(const State &s, std::uint64_t &) { return s.sampleChance(); }
    [[nodiscard]] static bool undo(Game &g) { return g.undo(); }
    [[nodiscard]] static QByteArray save(const Game &g) { return g.toJson(); }
    [[nodiscard]] static std::optional<Game> load(const QByteArray &bytes, QString *error)
    {
        auto r = Game::fromJson(bytes);
        if (!r.ok()) {
            *error = problemKeys(r.problems);
            return std::nullopt;
        }
        return std::move(r.game);
    }
    [[nodiscard]] static View viewOf(const State &s, int seat) { return s.viewFor(seat); }
};

struct ConformanceOptions {
    int maxSteps = 100000; // a playout longer than this does not end
    int botEvery = 5;      // the bot and view checks run at every n-th decision of a player seat
    int maxFailures = 20;  // stop collecting after this many sentences
};

namespace conformance_detail {
// splitmix64, repeated here so that the header needs nothing of any game (model/core/rng.h has the same).
inline std::uint64_t next(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
inline int below(std::uint64_t &x, int n)
{
    return int(((next(x) >> 32) * std::uint64_t(n)) >> 32);
}
// Whether two states are the same: by the state's own == when it has one (the per-step checks run
// thousands of times and a digest serialises the whole state), else by the digest.
template<class G>
bool same(const typename G::State &a, const typename G::State &b)
{
    if constexpr (requires { a == b; })
        return a == b;
    else
        return G::digest(a) == G::digest(b);
}
} // namespace conformance_detail

// Plays `games` random games from `seed` on, checking every step; returns what failed, one sentence
// each with the game's seed and the step (empty: the engine conforms).
template<class G>
[[nodiscard]] QStringList checkConformance(std::uint64_t seed, int games, const ConformanceOptions &options = {})
{
    using State = typename G::State;
    using Action = typename G::Action;
    namespace d = conformance_detail;
    QStringList failures;
    const auto bots = G::bots();
    for (int g = 0; g < games && failures.size() < options.maxFailures; ++g) {
        const std::uint64_t gameSeed = seed + std::uint64_t(g);
        // Two generators: the playout's own, and the checks' (resampling, bot seeds), so that a failing
        // step is the same whatever `botEvery` is.
        std::uint64_t walk = gameSeed * 0x2545F4914F6CDD1DULL + 1;
        std::uint64_t rng = gameSeed ^ 0x9E3779B97F4A7C15ULL;
        typename G::Game game = G::create(gameSeed);
        // One failure per game is enough to find it again; the rest of a broken game would only repeat it.
        auto fail = [&](int step, const QString &what) {
            QString where;
            if constexpr (requires(const State &s) { G::describe(s); })
                where = QStringLiteral(" (") + G::describe(G::state(game)) + QStringLiteral(")");
            failures << QStringLiteral("seed %1, step %2%3: %4").arg(gameSeed).arg(step).arg(where, what);
        };
        QString why;
        if (!G::invariantsHold(G::state(game), &why)) {
            fail(0, QStringLiteral("invariants do not hold at the start: ") + why);
            continue;
        }
        const qsizetype failuresBefore = failures.size();
        int step = 0;
        int decisions = 0;
        bool broken = false;
        for (; step < options.maxSteps && !G::isTerminal(G::state(game)) && !broken; ++step) {
            const State before = G::state(game);
            const std::vector<Action> legal = G::legalActions(before);
            const int seat = G::currentSeat(before);
            if (legal.empty()) {
                fail(step, QStringLiteral("no legal action while the game is not over"));
                break;
            }
            for (std::size_t i = 1; i < legal.size(); ++i)
                if (!(legal[i - 1] < legal[i])) {
                    fail(step, QStringLiteral("legal actions not strictly sorted (positions %1 and %2)").arg(i - 1).arg(i));
                    broken = true;
                    break;
                }
            if (broken)
                break;
            auto isLegal = [&](const Action &a) { return std::binary_search(legal.begin(), legal.end(), a); };

            // Bots decide from the view only: a state with the same view for the deciding seat (other
            // seats' hidden cards drawn again) gets the same decision from every bot with the same seed.
            if (seat != G::kChanceSeat && decisions++ % std::max(1, options.botEvery) == 0) {
                const State other = G::resample(before, seat, rng);
                if (!G::invariantsHold(other, &why)) {
                    fail(step, QStringLiteral("a state resampled for seat %1 breaks the invariants: %2").arg(seat).arg(why));
                    break;
                }
                if (!(G::viewOf(other, seat) == G::viewOf(before, seat))) {
                    fail(step, QStringLiteral("the view of seat %1 changed when only hidden information of other seats "
                                              "changed (it shows something hidden from it)")
                                   .arg(seat));
                    break;
                }
                if (!(G::legalActions(other) == legal)) {
                    fail(step, QStringLiteral("seat %1's legal actions depend on information hidden from it").arg(seat));
                    break;
                }
                const std::uint64_t botSeed = d::next(rng);
                for (const auto &bot : bots) {
                    const Action mine = bot.choose(before, seat, botSeed);
                    if (!isLegal(mine)) {
                        fail(step, QStringLiteral("bot '%1' chose an illegal action").arg(bot.name));
                        broken = true;
                        break;
                    }
                    if (!(bot.choose(before, seat, botSeed) == mine)) {
                        fail(step, QStringLiteral("bot '%1' is not deterministic for a given seed").arg(bot.name));
                        broken = true;
                        break;
                    }
                    if (!(bot.choose(other, seat, botSeed) == mine)) {
                        fail(step, QStringLiteral("bot '%1' reads information hidden from seat %2 (another deal with "
                                                  "the same view changed its choice)")
                                       .arg(bot.name)
                                       .arg(seat));
                        broken = true;
                        break;
                    }
                }
                if (broken)
                    break;
            }

            const Action action = seat == G::kChanceSeat ? G::sampleChance(before, walk) : legal[std::size_t(d::below(walk, int(legal.size())))];
            if (!isLegal(action)) {
                fail(step, QStringLiteral("a sampled chance outcome is not among the legal actions"));
                break;
            }
            if (!G::apply(game, action)) {
                fail(step, QStringLiteral("a legal action was refused"));
                break;
            }
            if (!G::invariantsHold(G::state(game), &why)) {
                fail(step, QStringLiteral("invariants broken: ") + why);
                break;
            }
            // Undo restores the state exactly; the action is then applied again to go on.
            const State after = G::state(game);
            if (!G::undo(game) || !d::same<G>(G::state(game), before)) {
                fail(step, QStringLiteral("undo does not restore the state before the action"));
                break;
            }
            if (!G::apply(game, action) || !d::same<G>(G::state(game), after)) {
                fail(step, QStringLiteral("applying the same action again after undo gives another state"));
                break;
            }
        }
        if (failures.size() > failuresBefore)
            continue;
        if (!G::isTerminal(G::state(game))) {
            fail(step, QStringLiteral("the game did not end within %1 steps").arg(options.maxSteps));
            continue;
        }
        // The record reproduces the game: a save loads back to the same state, a replay of the actions too.
        const QString digest = G::digest(G::state(game));
        QString error;
        const std::optional<typename G::Game> loaded = G::load(G::save(game), &error);
        if (!loaded)
            fail(step, QStringLiteral("the save does not load: ") + error);
        else if (G::digest(G::state(*loaded)) != digest)
            fail(step, QStringLiteral("save and load give another state"));
        if (G::digest(G::state(G::replay(game))) != digest)
            fail(step, QStringLiteral("replaying the recorded actions gives another state"));
    }
    return failures;
}

} // namespace mc
