// Property tests over random games (OpenSpiel's RandomSimTest): every game ends, the invariants hold at
// every step, legal actions are sorted and unique, replay and save/load reproduce the state exactly,
// undo restores the exact previous state.
#include "testutil.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

class TestProperties : public QObject {
    Q_OBJECT

private:
    static constexpr int kGames = 2000;
    static constexpr int kMaxSteps = 100000;

    struct Played {
        GameState final;
        std::vector<Action> actions;
        QString problem;
    };

    // One random game; every step is checked.
    static Played playRandom(int players, std::uint64_t seed, Mode mode = Mode::Digital)
    {
        Played r{GameState::newGame(rules(), players, seed, mode), {}, {}};
        GameState &s = r.final;
        std::vector<Action> legal;
        std::uint64_t x = seed * 7919 + 13;
        for (int step = 0; step < kMaxSteps && !s.isTerminal(); ++step) {
            s.legalActions(legal);
            if (legal.empty()) {
                r.problem = u"no legal action at step %1 (%2)"_s.arg(step).arg(QString::fromLatin1(decisionKey(s.decision())));
                return r;
            }
            for (std::size_t i = 1; i < legal.size(); ++i)
                if (!(legal[i - 1] < legal[i])) {
                    r.problem = u"legal actions not sorted or not unique at step %1 (%2)"_s.arg(step).arg(
                        QString::fromLatin1(decisionKey(s.decision())));
                    return r;
                }
            Action a;
            if (s.isChance() && mode == Mode::Digital) {
                a = s.sampleChance();
                if (!std::binary_search(legal.begin(), legal.end(), a)) {
                    r.problem = u"a sampled chance outcome is not legal at step %1"_s.arg(step);
                    return r;
                }
            } else {
                a = legal[std::size_t(uniformBelow(x, int(legal.size())))];
            }
            if (s.apply(a) != ApplyError::None) {
                r.problem = u"a legal action was refused at step %1"_s.arg(step);
                return r;
            }
            r.actions.push_back(a);
            const QString v = s.checkInvariants();
            if (!v.isEmpty()) {
                r.problem = u"step %1: %2"_s.arg(step).arg(v);
                return r;
            }
        }
        if (!s.isTerminal())
            r.problem = u"the game did not end in %1 steps"_s.arg(kMaxSteps);
        return r;
    }

private slots:
    void randomGames_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("mode");
        QTest::newRow("2 players") << 2 << int(Mode::Digital);
        QTest::newRow("3 players") << 3 << int(Mode::Digital);
        QTest::newRow("4 players") << 4 << int(Mode::Digital);
        QTest::newRow("4 players, table play") << 4 << int(Mode::Table);
    }

    // Every game ends (R-END-1, R-CLEAN-2); Etherea, figures and bases are conserved (R-COMP-1, R-COMP-2,
    // D-ETHEREA); meters stay in range (R-SUSP-1, R-THREAT-10); replay gives the identical state.
    void randomGames()
    {
        QFETCH(int, players);
        QFETCH(int, mode);
        const int games = mode == int(Mode::Table) ? kGames / 4 : kGames;
        int totalRounds = 0;
        for (int g = 0; g < games; ++g) {
            const std::uint64_t seed = std::uint64_t(1000 * players + g);
            const Played p = playRandom(players, seed, Mode(mode));
            if (!p.problem.isEmpty())
                QFAIL(qPrintable(u"seed %1: %2"_s.arg(seed).arg(p.problem)));
            QVERIFY(p.final.isTerminal());
            QVERIFY(p.final.round >= 1);
            QVERIFY(p.final.unitySupply == 0 || p.final.ending);
            totalRounds += p.final.round;
            // Replay: the seed and the action list give the identical state.
            if (g % 4 == 0) {
                GameState again = GameState::newGame(rules(), players, seed, Mode(mode));
                for (const Action &a : p.actions)
                    QCOMPARE(again.apply(a), ApplyError::None);
                QVERIFY(again == p.final);
                QCOMPARE(stateToJson(again), stateToJson(p.final));
            }
        }
        qInfo("%d games, %.1f rounds on average", games, double(totalRounds) / games);
    }

    // R-WAL-1: a Wallows objective reached at any moment of the round counts. Playouts (applyUnchecked)
    // look after a step only at the players something happened to; apply() looks at everybody first, as
    // a state edited by hand needs. Both reach the same Wallows cards met, step for step.
    void playoutsMeetTheSameWallowsAsCheckedPlay()
    {
        int met = 0;
        for (int players = 2; players <= 4; ++players)
            for (int g = 0; g < 150; ++g) {
                const std::uint64_t seed = std::uint64_t(7000 + 100 * players + g);
                GameState fast = GameState::newGame(rules(), players, seed, Mode::Digital);
                GameState checked = fast;
                std::vector<Action> legal;
                std::uint64_t x = seed * 31 + 5;
                for (int step = 0; step < kMaxSteps && !fast.isTerminal(); ++step) {
                    fast.legalActions(legal);
                    const Action a = fast.isChance() ? fast.sampleChance() : legal[std::size_t(uniformBelow(x, int(legal.size())))];
                    std::array<std::size_t, kMaxPlayers> before{};
                    for (int p = 0; p < players; ++p)
                        before[std::size_t(p)] = fast.player[std::size_t(p)].wallowsMet.size();
                    fast.applyUnchecked(a);
                    QCOMPARE(checked.apply(a), ApplyError::None);
                    for (int p = 0; p < players; ++p) {
                        QCOMPARE(fast.player[std::size_t(p)].wallowsMet, checked.player[std::size_t(p)].wallowsMet);
                        met += fast.player[std::size_t(p)].wallowsMet.size() > before[std::size_t(p)] ? 1 : 0;
                    }
                    QVERIFY2(fast == checked, qPrintable(u"seed %1, step %2"_s.arg(seed).arg(step)));
                }
            }
        QVERIFY(met > 100); // objectives were met indeed
    }

    // The invariants, checked figure by figure as the rules say (R-COMP-1, R-COMP-2, D-ETHEREA, R-SUSP-1,
    // R-THREAT-10): what checkInvariants() must answer, word for word.
    static QString invariantsByHand(const GameState &s)
    {
        const Ruleset &R = s.rules();
        if (s.ethereaOnTable() != s.players * R.startEtherea + s.ethereaIn - s.ethereaOut)
            return u"etherea not conserved"_s;
        for (int g = 0; g < kGuilds; ++g) {
            int count = s.guildSupply[std::size_t(g)];
            for (int p = 0; p < s.players; ++p)
                count += s.player[std::size_t(p)].guildTotal(g);
            if (count != R.figuresPerGuild)
                return u"figures of guild %1 not conserved"_s.arg(g);
        }
        for (int p = 0; p < s.players; ++p) {
            const auto &pl = s.player[std::size_t(p)];
            if (pl.bases + pl.totalFigures() != R.basesPerPlayer)
                return u"bases of player %1 not conserved"_s.arg(p + 1);
            if (pl.etherea < 0 || pl.unity < 0 || pl.influence[0] < 0 || pl.influence[1] < 0 || pl.influence[2] < 0)
                return u"player %1 has a negative resource"_s.arg(p + 1);
            for (const auto &place : pl.figures)
                for (auto f : place)
                    if (f < 0)
                        return u"player %1 has a negative figure count"_s.arg(p + 1);
        }
        if (s.suspicion < 0 || s.suspicion > R.suspicionMax)
            return u"suspicion out of range"_s;
        if (s.threat < 0 || s.threat > R.threatMax)
            return u"threat out of range"_s;
        if (s.forge < 0 || s.unitySupply < 0)
            return u"forge or unity supply negative"_s;
        return {};
    }

    // checkInvariants() counts the figures a quick way when every count is small: it says what the
    // rules say on states along random games and on states whose figures were changed by hand (counts
    // moved, raised beyond 63, made negative, added from nowhere).
    void invariantsAgreeWithACountByHand()
    {
        std::vector<Action> legal;
        int broken = 0;
        for (int players = 2; players <= 4; ++players)
            for (int g = 0; g < 40; ++g) {
                const std::uint64_t seed = std::uint64_t(9000 + 100 * players + g);
                GameState s = GameState::newGame(rules(), players, seed, Mode::Digital);
                std::uint64_t x = seed * 17 + 1;
                for (int step = 0; step < kMaxSteps && !s.isTerminal(); ++step) {
                    if (step % 11 == 0) {
                        QCOMPARE(s.checkInvariants(), invariantsByHand(s));
                        for (int k = 0; k < 6; ++k) {
                            GameState t = s;
                            const int p = uniformBelow(x, players);
                            auto &cell = t.player[std::size_t(p)].figures[std::size_t(uniformBelow(x, kPlaces))]
                                                                        [std::size_t(uniformBelow(x, kGuilds))];
                            const int deltas[] = {1, -1, 64, 70, -5, 100};
                            cell = std::int8_t(std::clamp(cell + deltas[k], -128, 127));
                            if (k % 2 == 0) { // keep the bases right, so that later checks are reached
                                t.player[std::size_t(p)].bases = std::int8_t(t.player[std::size_t(p)].bases - deltas[k]);
                            }
                            const QString got = t.checkInvariants();
                            QCOMPARE(got, invariantsByHand(t));
                            broken += got.isEmpty() ? 0 : 1;
                        }
                    }
                    s.legalActions(legal);
                    s.applyUnchecked(s.isChance() ? s.sampleChance() : legal[std::size_t(uniformBelow(x, int(legal.size())))]);
                }
            }
        QVERIFY(broken > 1000);
    }

    // A save written at any point loads back to the identical state; the file carries the ruleset.
    void saveAndLoadReproduceTheState()
    {
        for (int players = 2; players <= 4; ++players) {
            for (int g = 0; g < 20; ++g) {
                const std::uint64_t seed = std::uint64_t(500 + 10 * players + g);
                Game game = Game::create(rules(), players, seed, g % 2 ? Mode::Table : Mode::Digital, g % players);
                std::uint64_t x = seed;
                std::vector<Action> legal;
                const int stopAt = 50 + g * 40;
                for (int i = 0; i < stopAt && !game.state().isTerminal(); ++i) {
                    const GameState &s = game.state();
                    Action a;
                    if (s.isChance() && s.mode == Mode::Digital) {
                        a = s.sampleChance();
                    } else {
                        s.legalActions(legal);
                        a = legal[std::size_t(uniformBelow(x, int(legal.size())))];
                    }
                    QCOMPARE(game.apply(a), ApplyError::None);
                }
                const QByteArray json = game.toJson();
                const auto loaded = Game::fromJson(json);
                QVERIFY2(loaded.ok(), qPrintable(mc::problemKeys(loaded.problems)));
                QVERIFY(loaded.game.state() == game.state());
                QCOMPARE(loaded.game.actions().size(), game.actions().size());
                QCOMPARE(loaded.game.toJson(), json);
            }
        }
    }

    // Undo restores the exact previous state; redo the exact next one.
    void undoRestoresTheExactState()
    {
        Game game = Game::create(rules(), 4, 77, Mode::Digital);
        std::uint64_t x = 99;
        std::vector<Action> legal;
        std::vector<GameState> seen{game.state()};
        while (!game.state().isTerminal()) {
            const GameState &s = game.state();
            Action a;
            if (s.isChance()) {
                a = s.sampleChance();
            } else {
                s.legalActions(legal);
                a = legal[std::size_t(uniformBelow(x, int(legal.size())))];
            }
            QCOMPARE(game.apply(a), ApplyError::None);
            seen.push_back(game.state());
            if (seen.size() % 7 == 0) {
                QVERIFY(game.undo());
                QVERIFY(game.state() == seen[seen.size() - 2]);
                QVERIFY(game.canRedo());
                QVERIFY(game.redo());
                QVERIFY(game.state() == seen.back());
            }
        }
        // Undo all the way back to the start.
        while (game.canUndo()) {
            seen.pop_back();
            QVERIFY(game.undo());
            QVERIFY(game.state() == seen.back());
        }
        QVERIFY(game.state() == game.initialState());
        // A new action after undo clears the redo list.
        QVERIFY(game.redo());
        QVERIFY(game.undo());
        const Action again = game.state().sampleChance();
        QCOMPARE(game.apply(again), ApplyError::None);
        QVERIFY(!game.canRedo());
    }

    // An illegal action is an error and changes nothing.
    void illegalActionsChangeNothing()
    {
        GameState s = GameState::newGame(rules(), 3, 5, Mode::Digital);
        playRandomUntil(s, 5, [](const GameState &st) { return st.decision() == Decision::Turn; });
        QCOMPARE(s.decision(), Decision::Turn);
        const GameState before = s;
        Action wrongSeat;
        wrongSeat.type = ActionType::Pass;
        wrongSeat.seat = std::int8_t((s.currentSeat() + 1) % s.players);
        QCOMPARE(s.apply(wrongSeat), ApplyError::WrongSeat);
        Action bid;
        bid.type = ActionType::Bid;
        bid.seat = std::int8_t(s.currentSeat());
        QCOMPARE(s.apply(bid), ApplyError::Illegal);
        Action adjust;
        adjust.type = ActionType::Adjust;
        adjust.seat = 0;
        adjust.v = 5;
        QCOMPARE(s.apply(adjust), ApplyError::NotInTablePlay); // digital games take no adjustments
        QVERIFY(s == before);
    }

    // A per-seat view hides other seats' hands, motives and drafts, and the generator.
    void viewsHideOtherSeatsSecrets()
    {
        GameState s = GameState::newGame(rules(), 4, 11, Mode::Digital);
        playRandomUntil(s, 11, [](const GameState &st) { return st.decision() == Decision::Turn; });
        for (int seat = 0; seat < 4; ++seat) {
            const GameState v = s.viewFor(seat);
            QCOMPARE(v.rng, std::uint64_t(0));
            QCOMPARE(v.player[std::size_t(seat)].hand, s.player[std::size_t(seat)].hand);
            QCOMPARE(v.player[std::size_t(seat)].motive, s.player[std::size_t(seat)].motive);
            QVERIFY(s.player[std::size_t(seat)].motive >= 0);
            for (int p = 0; p < 4; ++p) {
                if (p == seat)
                    continue;
                const auto &hidden = v.player[std::size_t(p)];
                QCOMPARE(hidden.motive, std::int16_t(-1));
                QCOMPARE(hidden.declared, s.player[std::size_t(p)].declared); // declared faction is public
                QCOMPARE(hidden.hand.size(), s.player[std::size_t(p)].hand.size());
                for (auto c : hidden.hand)
                    QCOMPARE(c, std::int16_t(kUnknownCard));
            }
            for (auto c : v.courtDeck)
                QCOMPARE(c, std::int16_t(kUnknownCard));
        }
    }
};

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
