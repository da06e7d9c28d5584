// "What would the computer do?" (model/mourners/advice.h): the strong player's choice with the search's
// expected points of it and of the next best choice, from the deciding seat's view only.
#include "model/mourners/advice.h"
#include "testutil.h"

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

// The strong player's budget without a time limit: the answer depends on the seed only.
BotConfig strongBudget()
{
    BotConfig c;
    c.kind = BotKind::Strong;
    c.strongIterations = 120;
    c.strongTimeLimitMs = 0;
    c.rolloutSteps = 60;
    return c;
}

// A digital game played at random until a player's turn with cards in hand and several choices.
GameState turnWithChoices(std::uint64_t seed, int players = 3)
{
    GameState s = GameState::newGame(rules(), players, seed, Mode::Digital);
    playRandomUntil(s, seed * 7 + 1, [](const GameState &st) {
        return st.decision() == Decision::Turn && st.round >= 2 && !st.player[std::size_t(st.currentSeat())].hand.empty()
               && st.legalActions().size() > 3;
    });
    return s;
}

// A table game in which the app is told no Court card: every hand is unknown, until a turn.
GameState tableTurnWithUnknownHand()
{
    GameState s = tableGameAfterSetup(2);
    std::vector<Action> legal;
    std::uint64_t x = 5;
    for (int i = 0; i < 5000 && !s.isTerminal(); ++i) {
        if (s.decision() == Decision::Turn && !s.player[std::size_t(s.currentSeat())].hand.empty())
            break;
        s.legalActions(legal);
        if (s.isChance()) {
            // The table names nothing it may keep unnamed.
            const auto unknown = std::find_if(legal.begin(), legal.end(), [](const Action &a) {
                return a.type == ActionType::Draw && a.v == kUnknownCard;
            });
            s.applyUnchecked(unknown != legal.end() ? *unknown : legal[std::size_t(uniformBelow(x, int(legal.size())))]);
        } else {
            s.applyUnchecked(legal[std::size_t(uniformBelow(x, int(legal.size())))]);
        }
    }
    return s;
}

} // namespace

class TestAdvice : public QObject
{
    Q_OBJECT

private slots:
    // The choice advised is the strong player's, with the same seed and budget.
    void adviceIsTheStrongPlayersChoice()
    {
        const BotConfig config = strongBudget();
        int compared = 0;
        for (std::uint64_t g = 1; g <= 5; ++g) {
            const GameState s = turnWithChoices(40 + g, 2 + int(g % 3));
            if (s.decision() != Decision::Turn)
                continue;
            const GameState view = s.viewFor(s.currentSeat());
            for (std::uint64_t seed : {std::uint64_t(3), std::uint64_t(91)}) {
                const Advice advice = advise(view, config, seed);
                QCOMPARE(advice.kind, Advice::Kind::Searched);
                QCOMPARE(advice.best, chooseAction(view, config, seed));
                QVERIFY(advice.simulations > 0 && advice.simulations <= config.strongIterations);
                QVERIFY(advice.candidates >= 2);
                QVERIFY(advice.hasNext);
                QVERIFY(!(advice.next == advice.best));
                QVERIFY(!advice.handUnknown);
                ++compared;
            }
        }
        QVERIFY(compared >= 6);
    }

    // The points are the search's: the average of each choice's lead where its simulations stopped.
    void pointsAreTheSearchsAverages()
    {
        const GameState s = turnWithChoices(44);
        QCOMPARE(s.decision(), Decision::Turn);
        const GameState view = s.viewFor(s.currentSeat());
        BotConfig config = strongBudget();
        const SearchReport report = searchReport(view, config, 17);
        QVERIFY(report.search.searched);
        QVERIFY(report.search.choices.size() >= 2);
        const Advice advice = advise(view, config, 17);
        QCOMPARE(advice.best, report.search.choices[0].action);
        QCOMPARE(advice.next, report.search.choices[1].action);
        QCOMPARE(advice.bestPoints, report.search.choices[0].points);
        QCOMPARE(advice.nextPoints, report.search.choices[1].points);
        // A lead in points of a game's size (not the [0, 1] evaluation): some choice is not exactly 0.
        bool nonZero = false;
        for (const auto &c : report.search.choices) {
            QVERIFY(std::abs(c.points) < 200);
            nonZero = nonZero || c.points != 0.0;
        }
        QVERIFY(nonZero);
    }

    // No peeking: two true states that differ only in what the deciding seat cannot see give the same
    // view and the same advice, to the last number.
    void adviceIgnoresOtherSeatsHiddenCards()
    {
        const BotConfig config = strongBudget();
        int compared = 0;
        for (std::uint64_t g = 0; g < 4; ++g) {
            const GameState s = turnWithChoices(60 + g, 3);
            if (s.decision() != Decision::Turn)
                continue;
            const int seat = s.currentSeat();
            GameState other = s;
            const int a = (seat + 1) % 3, b = (seat + 2) % 3;
            std::vector<std::int16_t> pool = other.player[std::size_t(a)].hand;
            pool.insert(pool.end(), other.player[std::size_t(b)].hand.begin(), other.player[std::size_t(b)].hand.end());
            pool.insert(pool.end(), other.courtDeck.begin(), other.courtDeck.end());
            std::reverse(pool.begin(), pool.end());
            std::size_t k = 0;
            for (int p : {a, b})
                for (auto &c : other.player[std::size_t(p)].hand)
                    c = pool[k++];
            for (auto &c : other.courtDeck)
                c = pool[k++];
            for (int p : {a, b})
                std::sort(other.player[std::size_t(p)].hand.begin(), other.player[std::size_t(p)].hand.end());
            std::sort(other.courtDeck.begin(), other.courtDeck.end());
            std::swap(other.player[std::size_t(a)].motive, other.player[std::size_t(b)].motive);
            other.rng ^= 0x1234567ULL;
            QVERIFY(!(other == s));
            const Advice one = advise(s.viewFor(seat), config, 5);
            const Advice two = advise(other.viewFor(seat), config, 5);
            QCOMPARE(one.best, two.best);
            QCOMPARE(one.next, two.next);
            QCOMPARE(one.bestPoints, two.bestPoints);
            QCOMPARE(one.nextPoints, two.nextPoints);
            QCOMPARE(one.simulations, two.simulations);
            ++compared;
        }
        QVERIFY(compared >= 2);
    }

    // A single legal choice is said without a search.
    void singleChoiceIsNotSearched()
    {
        GameState s = GameState::newGame(rules(), 2, 9, Mode::Digital);
        std::vector<Action> legal;
        playRandomUntil(s, 3, [&](const GameState &st) {
            if (st.isChance() || st.isTerminal())
                return false;
            st.legalActions(legal);
            return legal.size() == 1;
        });
        QVERIFY(!s.isTerminal());
        QVERIFY(adviceApplies(s));
        const Advice advice = advise(s.viewFor(s.currentSeat()), strongBudget(), 1);
        QCOMPARE(advice.kind, Advice::Kind::OnlyChoice);
        QCOMPARE(advice.best, s.legalActions().front());
        QCOMPARE(advice.simulations, 0);
        QVERIFY(!advice.hasNext);
    }

    // Chance, the end and a table's questions of fact get no advice.
    void noAdviceWhereNothingIsChosen()
    {
        GameState s = GameState::newGame(rules(), 2, 9, Mode::Digital);
        playRandomUntil(s, 1, [](const GameState &st) { return st.isChance(); });
        QVERIFY(s.isChance());
        QVERIFY(!adviceApplies(s));
        QCOMPARE(advise(s.viewFor(-1), strongBudget(), 1).kind, Advice::Kind::None);
        playRandomUntil(s, 2, [](const GameState &) { return false; });
        QVERIFY(s.isTerminal());
        QVERIFY(!adviceApplies(s));
        // R-WAL-1 at a table: whether an objective was met is a fact, not a choice.
        GameState t = tableGameAfterSetup(2);
        playRandomUntil(t, 4, [](const GameState &st) { return st.decision() == Decision::WallowsResult; });
        QCOMPARE(t.decision(), Decision::WallowsResult);
        QVERIFY(!adviceApplies(t));
    }

    // A table's hand the app was not told: the search draws it (as other seats' hands), never advises
    // playing "a card not named here", and says that it did not know the hand.
    void tableHandUnknownIsDrawn()
    {
        const GameState s = tableTurnWithUnknownHand();
        QCOMPARE(s.decision(), Decision::Turn);
        const int seat = s.currentSeat();
        const auto &hand = s.player[std::size_t(seat)].hand;
        QVERIFY(std::find(hand.begin(), hand.end(), std::int16_t(kUnknownCard)) != hand.end());
        const GameState view = s.viewFor(seat);
        std::uint64_t rng = 11;
        const GameState drawn = determinize(view, seat, rng);
        for (auto c : drawn.player[std::size_t(seat)].hand)
            QVERIFY(c >= 0);
        QCOMPARE(drawn.player[std::size_t(seat)].hand.size(), hand.size());
        const Advice advice = advise(view, strongBudget(), 2);
        QVERIFY(advice.handUnknown);
        QVERIFY(advice.kind != Advice::Kind::None);
        QVERIFY(!(advice.best.type == ActionType::PlayCourt && advice.best.v < 0));
        QVERIFY(view.check(advice.best) == ApplyError::None);
        if (advice.hasNext)
            QVERIFY(!(advice.next.type == ActionType::PlayCourt && advice.next.v < 0));
    }
};

QTEST_GUILESS_MAIN(TestAdvice)
#include "tst_advice.moc"
