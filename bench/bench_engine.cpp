// Engine benchmarks (not tests): random playouts per second, and save / load / replay of a whole game.
// Run: build/bench/mourners-bench [games]
#include "model/mourners/game.h"
#include "model/core/rng.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTextStream>

#include <cstdio>

using namespace mc;

namespace {

long peakRssKb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong();
    return -1;
}

// One whole random game recorded in a Game (with undo history), as the app keeps it.
Game recordedGame(int players, std::uint64_t seed)
{
    Game g = Game::create(standardRuleset(), players, seed, Mode::Digital);
    std::vector<Action> legal;
    std::uint64_t x = seed ^ 0xabcdefULL;
    while (!g.state().isTerminal()) {
        const GameState &s = g.state();
        if (s.isChance()) {
            (void)g.apply(s.sampleChance());
        } else {
            s.legalActions(legal);
            (void)g.apply(legal[std::size_t(uniformBelow(x, int(legal.size())))]);
        }
    }
    return g;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int games = argc > 1 ? std::max(1, atoi(argv[1])) : 20000;
    const RulesetPtr rules = standardRuleset();

    for (int players = 2; players <= 4; ++players) {
        std::vector<Action> legal;
        std::uint64_t x = 12345;
        long long decisions = 0, rounds = 0;
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < games; ++i) {
            GameState s = GameState::newGame(rules, players, std::uint64_t(i + 1), Mode::Digital);
            while (!s.isTerminal()) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                } else {
                    s.legalActions(legal);
                    s.applyUnchecked(legal[std::size_t(uniformBelow(x, int(legal.size())))]);
                    ++decisions;
                }
            }
            rounds += s.round;
        }
        const double secs = double(t.nsecsElapsed()) / 1e9;
        std::printf("playouts  %d players: %8.0f games/s, %10.0f decisions/s, %.1f rounds/game\n", players, games / secs,
                    double(decisions) / secs, double(rounds) / games);
    }

    // Save, load (which replays every action) and plain replay of a whole 4-player game.
    const Game g = recordedGame(4, 2024);
    const int reps = 50;
    QElapsedTimer t;
    t.start();
    QByteArray json;
    for (int i = 0; i < reps; ++i)
        json = g.toJson();
    const double saveMs = double(t.nsecsElapsed()) / 1e6 / reps;
    t.restart();
    for (int i = 0; i < reps; ++i)
        (void)Game::fromJson(json);
    const double loadMs = double(t.nsecsElapsed()) / 1e6 / reps;
    t.restart();
    for (int i = 0; i < reps; ++i) {
        GameState s = GameState::newGame(rules, 4, 2024, Mode::Digital);
        for (const Action &a : g.actions())
            (void)s.apply(a);
    }
    const double replayMs = double(t.nsecsElapsed()) / 1e6 / reps;
    std::printf("whole 4-player game (%zu actions, %lld bytes): save %.2f ms, load %.2f ms, replay %.2f ms\n",
                g.actions().size(), static_cast<long long>(json.size()), saveMs, loadMs, replayMs);
    std::printf("peak resident memory: %ld kB\n", peakRssKb());
    return 0;
}
