// The generic conformance checks (model/core/conformance.h, OpenSpiel's RandomSimTest) on every game of
// the shelf, and proof that each check can fail: deliberately broken adapters must be caught.
#include "registry.h"
#include "model/mourners/conformance.h"
#include "tests/mourners/model/testutil.h"

#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

// Every game of the shelf with a conformance hook (its module's, app/core/registry.h), once for each
// number of players it is played by: a new game brings its hook and is checked here unchanged.
struct Entry {
    QString name; // "ID/N-players"
    const shelf::GameModule *game;
    int players;
};
std::vector<Entry> registeredGames()
{
    std::vector<Entry> out;
    for (const shelf::GameModule &g : shelf::games())
        if (g.conformance)
            for (int n = g.minPlayers; n <= g.maxPlayers; ++n)
                out.push_back({u"%1/%2-players"_s.arg(QLatin1StringView(g.id)).arg(n), &g, n});
    return out;
}
// Random games per entry; the bot and view checks (four bots, two deals) cost most: every 8th decision
// keeps the test quick.
constexpr int kGames = 80;
constexpr int kBotEvery = 8;

// --- Broken adapters: each breaks one promise, and the checks must say which. ---
using Check = std::function<QStringList(std::uint64_t seed, int games)>;

template<class G>
Check check(mc::ConformanceOptions options = {})
{
    return [options](std::uint64_t seed, int games) { return mc::checkConformance<G>(seed, games, options); };
}

using Good = mc::MournersConformance<3>;

struct UndoDoesNothing : Good {
    [[nodiscard]] static bool undo(Game &) { return true; }
};

// The view shows the other seats' hands.
struct LeakyView : Good {
    [[nodiscard]] static View viewOf(const State &s, int seat)
    {
        View v = s.viewFor(seat);
        for (int p = 0; p < s.players; ++p)
            v.player[std::size_t(p)].hand = s.player[std::size_t(p)].hand;
        return v;
    }
};

// A bot that decides from the whole state: the other hands and the future draws.
struct PeekingBot : Good {
    [[nodiscard]] static std::vector<mc::ConformanceBot<State, Action>> bots()
    {
        return {{u"peeking"_s, [](const State &s, int, std::uint64_t seed) {
                     std::uint64_t h = seed ^ s.rng;
                     for (int p = 0; p < s.players; ++p)
                         for (auto c : s.player[std::size_t(p)].hand)
                             h = h * 31 + std::uint64_t(c);
                     const auto legal = s.legalActions();
                     return legal[std::size_t(h % legal.size())];
                 }}};
    }
};

// A bot that answers with something that is never a legal choice (an adjustment).
struct IllegalBot : Good {
    [[nodiscard]] static std::vector<mc::ConformanceBot<State, Action>> bots()
    {
        return {{u"illegal"_s, [](const State &, int seat, std::uint64_t) {
                     Action a;
                     a.type = mc::ActionType::Adjust;
                     a.seat = std::int8_t(seat);
                     return a;
                 }}};
    }
};

struct UnsortedActions : Good {
    [[nodiscard]] static std::vector<Action> legalActions(const State &s)
    {
        auto v = s.legalActions();
        std::reverse(v.begin(), v.end());
        return v;
    }
};

// The save forgets the last action.
struct LossySave : Good {
    [[nodiscard]] static QByteArray save(const Game &g)
    {
        Game shorter = Game::create(g.setup().rules, g.setup().players, g.setup().seed, g.setup().mode, g.setup().alltaker);
        for (std::size_t i = 0; i + 1 < g.actions().size(); ++i)
            (void)shorter.apply(g.actions()[i]);
        return shorter.toJson();
    }
};

// The replay starts from another seed.
struct WrongReplay : Good {
    [[nodiscard]] static Game replay(const Game &g)
    {
        Game other = Game::create(g.setup().rules, g.setup().players, g.setup().seed + 1, g.setup().mode, g.setup().alltaker);
        for (const Action &a : g.actions())
            if (other.apply(a) != mc::ApplyError::None)
                break;
        return other;
    }
};

// An invariant the engine does not keep (Etherea never changes hands) must be reported at its step.
struct FalseInvariant : Good {
    [[nodiscard]] static bool invariantsHold(const State &s, QString *why)
    {
        for (int p = 0; p < s.players; ++p)
            if (s.player[std::size_t(p)].etherea != s.rules().startEtherea) {
                *why = u"Etherea moved"_s;
                return false;
            }
        return true;
    }
};

} // namespace

Q_DECLARE_METATYPE(Check)

class TestConformance : public QObject {
    Q_OBJECT

private slots:
    // Every game of the shelf with rules the app plays (table companion or digital play) has a
    // conformance hook: a game registered without one fails here.
    void everyPlayedGameOfTheShelfIsChecked()
    {
        int checked = 0;
        for (const shelf::GameEntry &g : shelf::games()) {
            if (!(g.features & (shelf::TableCompanion | shelf::DigitalPlay)))
                continue; // a score sheet or a tracker has no rules engine to play out
            QVERIFY2(g.conformance, qPrintable(u"no conformance hook for the registered game "_s + QLatin1StringView(g.id)));
            ++checked;
        }
        QVERIFY(checked >= 2);
        // A hook refuses a number of players its game is not played by, rather than checking nothing.
        for (const Entry &e : registeredGames())
            QVERIFY(!e.game->conformance(e.game->maxPlayers + 1, 1, 1, kBotEvery).isEmpty());
    }

    void registeredGamesConform_data()
    {
        QTest::addColumn<int>("index");
        const std::vector<Entry> entries = registeredGames();
        for (std::size_t i = 0; i < entries.size(); ++i)
            QTest::newRow(qPrintable(entries[i].name)) << int(i);
    }

    // Random playouts end (R-END-1); the invariants hold after every step (R-COMP-1, R-COMP-2, D-ETHEREA,
    // D-COURT: a Court card is in one place); legal actions are sorted and unique; undo, save/load and
    // replay reproduce the state; a seat's view hides other hands, motives and bids (R-TITHE-2,
    // R-SETUP-4) and the bots decide from it alone.
    void registeredGamesConform()
    {
        QFETCH(int, index);
        const Entry e = registeredGames()[std::size_t(index)];
        const QStringList failures = e.game->conformance(e.players, std::uint64_t(1000 + 100 * index), kGames, kBotEvery);
        QVERIFY2(failures.isEmpty(), qPrintable(u"%1:\n  "_s.arg(e.name) + failures.join(u"\n  "_s)));
    }

    // Severamm (Mourner; "Cards the rulebook describes"): while its holder looks at the undealt Court cards
    // they are part of that seat's view, so a deal drawn again for that seat (the search player's
    // determinization) must leave them undealt and not put them into another hand as well. Found by the
    // conformance check (4 players, a swap in round 2: "Court card 3 is in 2 places").
    void resampleKeepsTheUndealtCardsSeenWithSeveramm()
    {
        using G = mc::MournersConformance<4>;
        int swaps = 0;
        for (std::uint64_t seed = 1; seed < 2000 && swaps < 10; ++seed) {
            mc::GameState s = mc::GameState::newGame(mc::standardRuleset(), 4, seed, mc::Mode::Digital);
            mctest::playRandomUntil(s, seed, [](const mc::GameState &st) { return st.decision() == mc::Decision::SeverammSwap; });
            if (s.decision() != mc::Decision::SeverammSwap)
                continue;
            ++swaps;
            const int seat = s.currentSeat();
            std::uint64_t rng = seed;
            for (int i = 0; i < 20; ++i) {
                const mc::GameState other = G::resample(s, seat, rng);
                QString why;
                QVERIFY2(G::invariantsHold(other, &why), qPrintable(u"seed %1: %2"_s.arg(seed).arg(why)));
                QVERIFY(G::viewOf(other, seat) == G::viewOf(s, seat));
            }
        }
        QVERIFY2(swaps > 0, "no random game reached Severamm's swap");
    }

    void brokenAdaptersAreCaught_data()
    {
        QTest::addColumn<Check>("run");
        QTest::addColumn<QString>("expected");
        QTest::newRow("undo does nothing") << check<UndoDoesNothing>() << u"undo does not restore"_s;
        QTest::newRow("view leaks the hands") << check<LeakyView>() << u"the view of seat"_s;
        QTest::newRow("bot peeks") << check<PeekingBot>() << u"bot 'peeking' reads information hidden"_s;
        QTest::newRow("bot plays an illegal action") << check<IllegalBot>() << u"bot 'illegal' chose an illegal action"_s;
        QTest::newRow("legal actions unsorted") << check<UnsortedActions>() << u"not strictly sorted"_s;
        QTest::newRow("save loses an action") << check<LossySave>() << u"save and load give another state"_s;
        QTest::newRow("replay from another seed") << check<WrongReplay>() << u"replaying the recorded actions"_s;
        QTest::newRow("an invariant breaks") << check<FalseInvariant>() << u"invariants broken: Etherea moved"_s;
        // No game of Mourners Call ends in 50 steps: the bound must be reported.
        mc::ConformanceOptions shortBound;
        shortBound.maxSteps = 50;
        QTest::newRow("playout longer than the bound") << check<Good>(shortBound) << u"did not end within 50 steps"_s;
    }

    // Each check can fail: a broken adapter produces the sentence of its broken promise.
    void brokenAdaptersAreCaught()
    {
        QFETCH(Check, run);
        QFETCH(QString, expected);
        const QStringList failures = run(7, 3);
        QVERIFY2(!failures.isEmpty(), "the broken adapter passed every check");
        QVERIFY2(failures.first().contains(expected), qPrintable(failures.join(u'\n')));
        QVERIFY(failures.first().startsWith(u"seed 7, step "_s));
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
