// Generic properties on random playouts (as OpenSpiel's RandomSimTest): games end, invariants hold,
// saves load to the same digest, undo restores exactly, bots play legal actions from their views.
#include "riptest.h"

#include "model/core/rng.h"

#include <QTemporaryDir>

using namespace rip;
using namespace riptest;
using namespace Qt::StringLiterals;

namespace {

Setup setupFor(int game, Mode mode)
{
    Setup s;
    s.seed = std::uint64_t(game) * 7919 + 17;
    s.mode = mode;
    s.learning = game % 7 == 0;
    s.maxLevel = std::int8_t(game % 5 == 0 ? 0 : 4);
    s.starter = std::int8_t(game & 1);
    return s;
}

// One random game; returns the first invariant violation, or an empty string.
QString playout(GameState &s, std::uint64_t &rng, bool uniformChance, std::vector<Action> &legal, int &steps)
{
    steps = 0;
    while (!s.isTerminal()) {
        s.legalActions(legal);
        if (legal.empty())
            return u"no legal action in %1"_s.arg(QLatin1StringView(decisionKey(s.decision())));
        Action a;
        if (s.isChance() && !uniformChance)
            a = s.sampleChance();
        else
            a = legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
        s.applyUnchecked(a);
        if (const QString broken = s.checkInvariants(); !broken.isEmpty())
            return broken + u" after "_s + QLatin1StringView(decisionKey(s.decision()));
        if (++steps > 5000)
            return u"game does not end"_s;
    }
    return {};
}

} // namespace

class TestProperties : public QObject {
    Q_OBJECT
private slots:
    // Every rule at once: 10,000 digital games and 2,000 table games end with no invariant broken.
    void randomPlayouts_data()
    {
        QTest::addColumn<int>("games");
        QTest::addColumn<bool>("table");
        QTest::newRow("digital") << 10000 << false;
        QTest::newRow("table") << 2000 << true;
    }
    void randomPlayouts()
    {
        QFETCH(int, games);
        QFETCH(bool, table);
        std::vector<Action> legal;
        int violations = 0, draws = 0, majority = 0;
        QString first;
        for (int g = 0; g < games; ++g) {
            GameState s = GameState::newGame(setupFor(g, table ? Mode::Table : Mode::Digital));
            std::uint64_t rng = std::uint64_t(g) + 1;
            int steps = 0;
            const QString broken = playout(s, rng, table, legal, steps);
            if (!broken.isEmpty()) {
                if (first.isEmpty())
                    first = u"game %1: %2"_s.arg(g).arg(broken);
                ++violations;
            }
            draws += s.endReason == GameEnd::Draw;
            majority += s.endReason == GameEnd::Majority;
        }
        QVERIFY2(violations == 0, qPrintable(first));
        QVERIFY(majority > 0); // the playouts reach the instant win (RIP-END-1)
    }

    // Save -> load replays to the same digest; an edited save is refused.
    void saveLoadDigest()
    {
        QTemporaryDir dir;
        for (int g = 0; g < 40; ++g) {
            const Mode mode = g % 2 ? Mode::Table : Mode::Digital;
            Game game = Game::create(setupFor(g, mode), {u"Green"_s, u"Blue"_s});
            std::uint64_t rng = std::uint64_t(g) * 3 + 1;
            std::vector<Action> legal;
            const int stop = 20 + g * 7;
            for (int i = 0; i < stop && !game.state().isTerminal(); ++i) {
                game.state().legalActions(legal);
                const Action a = game.state().isChance() && mode == Mode::Digital
                                     ? game.state().sampleChance()
                                     : legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
                QCOMPARE(game.apply(a), ApplyError::None);
            }
            const QString path = dir.filePath(u"g%1.json"_s.arg(g));
            QVERIFY(game.save(path));
            const auto loaded = Game::load(path);
            QVERIFY2(loaded.ok(), qPrintable(mc::problemKeys(loaded.problems)));
            QCOMPARE(stateDigest(loaded.game.state()), stateDigest(game.state()));
            QVERIFY(loaded.game.state() == game.state());
            QCOMPARE(loaded.game.names(), game.names());
            QVERIFY(game.toJson().contains("\"game\": \"rest-in-peace\""));
        }
        Game game = Game::create(Setup{});
        game.playChance();
        QVERIFY(game.apply(Action{ActionType::End, std::int8_t(game.state().currentSeat())}) == ApplyError::None);
        QByteArray json = game.toJson();
        json.replace("\"end\"", "\"random\"");
        QVERIFY(!Game::fromJson(json).ok());
        QByteArray other = Game::create(Setup{}).toJson();
        other.replace("rest-in-peace\"", "mourners-call\"");
        QVERIFY(!Game::fromJson(other).ok());
    }

    // A state assigned over another is that state and plays on as it does: an assignment copies only the
    // cards lying on each side (the rule-based player assigns the state for every play it weighs), and
    // the slots left over from the other game, here a longer one, must never be read.
    void assignedOverAnotherState()
    {
        std::vector<Action> legal, assignedLegal;
        for (int g = 0; g < 30; ++g) {
            GameState longer = GameState::newGame(setupFor(g + 100, Mode::Digital));
            std::uint64_t rng = std::uint64_t(g) + 7;
            int steps = 0;
            QVERIFY(playout(longer, rng, false, legal, steps).isEmpty());
            GameState s = GameState::newGame(setupFor(g, Mode::Digital));
            for (int i = 0; i < 10 + 3 * g && !s.isTerminal(); ++i) {
                s.legalActions(legal);
                s.applyUnchecked(s.isChance() ? s.sampleChance() : legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))]);
            }
            GameState assigned = longer;
            assigned = s;
            QVERIFY(assigned == s);
            QCOMPARE(stateDigest(assigned), stateDigest(s));
            while (!s.isTerminal()) {
                s.legalActions(legal);
                assignedLegal.clear();
                assigned.legalActions(assignedLegal);
                QVERIFY(assignedLegal == legal);
                const Action a = s.isChance() ? s.sampleChance() : legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
                s.applyUnchecked(a);
                assigned.applyUnchecked(a);
                QVERIFY(assigned == s);
                for (int r = 1; r <= kRounds; ++r)
                    QCOMPARE(assigned.margin(r, 0), s.total(r, 0) - s.total(r, 1));
            }
            QCOMPARE(stateDigest(assigned), stateDigest(s));
        }
    }

    // Undo restores the exact state before each action (model/core/record.h); redo gives it back.
    void undoRestoresExactly()
    {
        Game game = Game::create(setupFor(3, Mode::Digital));
        std::vector<GameState> before;
        std::uint64_t rng = 5;
        std::vector<Action> legal;
        while (!game.state().isTerminal()) {
            before.push_back(game.state());
            game.state().legalActions(legal);
            const Action a = game.state().isChance() ? game.state().sampleChance()
                                                     : legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
            QCOMPARE(game.apply(a), ApplyError::None);
        }
        const GameState end = game.state();
        QVERIFY(before.size() > 70); // several checkpoints deep
        for (std::size_t i = before.size(); i-- > 0;) {
            QVERIFY(game.undo());
            QVERIFY2(game.state() == before[i], qPrintable(u"undo to step %1"_s.arg(i)));
            QVERIFY(game.stateBefore(i) == before[i]);
        }
        QVERIFY(!game.undo());
        while (game.canRedo())
            QVERIFY(game.redo());
        QVERIFY(game.state() == end);
    }

    // Bots only play legal actions, decide from the view, and finish games; rules beats random.
    void botsLegal()
    {
        int rulesWins = 0, randomWins = 0;
        for (int g = 0; g < 300; ++g) {
            Game game = Game::create(setupFor(g, Mode::Digital));
            const int rulesSeat = g & 1;
            int steps = 0;
            while (!game.state().isTerminal()) {
                game.playChance();
                if (game.state().isTerminal())
                    break;
                const int seat = game.state().currentSeat();
                const GameState view = game.state().viewFor(seat);
                const Action a = chooseAction(view, seat == rulesSeat ? BotKind::Rules : BotKind::Random,
                                              std::uint64_t(g * 1000 + steps));
                QCOMPARE(game.state().check(a), ApplyError::None);
                QCOMPARE(game.apply(a), ApplyError::None);
                QVERIFY(++steps < 2000);
            }
            rulesWins += game.state().gameWinner == rulesSeat;
            randomWins += game.state().gameWinner == 1 - rulesSeat;
        }
        QVERIFY2(rulesWins > randomWins, qPrintable(u"rules %1, random %2"_s.arg(rulesWins).arg(randomWins)));
    }

    // Views: own hand known, the opponent's hidden (counts kept), face-down ghosts hidden; a state
    // sampled from the view agrees with it and is complete.
    void viewsHideAndSample()
    {
        for (int g = 0; g < 200; ++g) {
            GameState s = GameState::newGame(setupFor(g, Mode::Digital));
            std::uint64_t rng = std::uint64_t(g) + 11;
            std::vector<Action> legal;
            for (int i = 0; i < 30 + g % 60 && !s.isTerminal(); ++i) {
                s.legalActions(legal);
                s.applyUnchecked(s.isChance() ? s.sampleChance() : legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))]);
            }
            for (int seat = 0; seat < kSeats; ++seat) {
                const GameState v = s.viewFor(seat);
                // A view of a digital game holds unknown cards on purpose; nothing else may break.
                QStringList broken = v.checkInvariants().split(u"; "_s, Qt::SkipEmptyParts);
                broken.removeIf([](const QString &b) { return b.endsWith(u"unknown cards in digital play"_s); });
                QVERIFY2(broken.isEmpty(), qPrintable(broken.join(u"; "_s)));
                QCOMPARE(v.player[std::size_t(seat)].hand, s.player[std::size_t(seat)].hand);
                const PlayerState &o = v.player[std::size_t(1 - seat)];
                if (!s.seesOpponentHand(seat))
                    QCOMPARE(o.handUnknown, s.player[std::size_t(1 - seat)].handSize());
                const Side &down = v.sides[kRounds - 1][std::size_t(1 - seat)];
                for (int i = 0; i < down.size(); ++i)
                    if (down[i].isGhost() && down[i].has(Card::FaceDown))
                        QCOMPARE(down[i].ghost, -1);
                QVERIFY(v.legalActions() == s.viewFor(seat).legalActions());
                if (s.currentSeat() == seat) // the deciding seat's choices do not depend on hidden cards
                    QVERIFY(v.legalActions() == s.legalActions());
                const GameState pub = s.viewFor(-1);
                QCOMPARE(pub.player[std::size_t(seat)].handUnknown, s.player[std::size_t(seat)].handSize());
                std::uint64_t r = 99;
                const GameState full = v.sampleConsistent(seat, r);
                QVERIFY2(full.checkInvariants().isEmpty(), qPrintable(full.checkInvariants()));
                QCOMPARE(full.player[std::size_t(seat)].hand, s.player[std::size_t(seat)].hand);
                QCOMPARE(full.player[std::size_t(1 - seat)].handSize(), s.player[std::size_t(1 - seat)].handSize());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestProperties)
#include "tst_properties.moc"
