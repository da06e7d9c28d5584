// The shelf's information-set search (model/core/ismcts.h) on toy games whose best move is known: it
// finds the winning move of Nim, credits each seat with its own result, and decides over the
// information set (a hidden coin it cannot see) instead of the true state.
#include "model/core/ismcts.h"

#include <QTest>

namespace {

// Nim with one pile: take 1 to 3 stones, whoever takes the last stone wins. The winning move leaves a
// multiple of 4. A hidden coin (drawn at the start, seen by nobody) decides what a "gamble" is worth:
// at the first decision seat 0 may gamble instead of playing, winning at once on heads and losing on
// tails; the safe line, Nim from a pile it wins, is always better than a coin flip.
struct Toy {
    int stones = 0;
    int seat = 0;
    int coin = -1;       // 0 tails, 1 heads, -1 not known (a view)
    bool mayGamble = false;
    int winner = -1;
};

struct ToyAction {
    int take = 0; // stones taken; 0 the gamble
};

struct ToyTraits {
    using State = Toy;
    using Action = ToyAction;
    mutable int determinized = 0;
    mutable bool sawTrueCoin = false; // a state handed to the search with the coin already known

    int currentSeat(const State &s) const { return s.seat; }
    bool isTerminal(const State &s) const { return s.winner >= 0; }
    bool isChance(const State &) const { return false; }
    Action sampleChance(const State &, std::uint64_t &) const { return {}; }
    void legalActions(const State &s, std::vector<Action> &out) const
    {
        out.clear();
        if (s.mayGamble)
            out.push_back({0});
        for (int k = 1; k <= std::min(3, s.stones); ++k)
            out.push_back({k});
    }
    void apply(State &s, const Action &a) const
    {
        s.mayGamble = false;
        if (a.take == 0) {
            s.winner = s.coin == 1 ? s.seat : 1 - s.seat;
            return;
        }
        s.stones -= a.take;
        if (s.stones == 0)
            s.winner = s.seat;
        s.seat = 1 - s.seat;
    }
    std::uint64_t key(const Action &a) const { return std::uint64_t(a.take); }
    State determinize(const State &view, int, std::uint64_t &rng) const
    {
        ++determinized;
        if (view.coin >= 0)
            sawTrueCoin = true;
        State s = view;
        s.coin = mc::uniformBelow(rng, 2);
        return s;
    }
    double evaluate(const State &s, int seat) const { return s.winner < 0 ? 0.5 : s.winner == seat ? 1.0 : 0.0; }
    Action rollout(const State &s, const std::vector<Action> &legal, std::uint64_t &rng) const
    {
        (void)s;
        return legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
    }
};

// The same game with the `points` hook: +1 for a win, -1 for a loss.
struct PointsTraits : ToyTraits {
    double points(const State &s, int seat) const { return s.winner < 0 ? 0.0 : s.winner == seat ? 1.0 : -1.0; }
};

// The same game with a horizon two decisions deep: every simulation stops there and is evaluated,
// however far the game would go on. Records the smallest pile an evaluation saw.
struct HorizonTraits : ToyTraits {
    mutable int stops = 0;
    mutable int smallestPile = 1000;
    bool horizon(const State &, int steps) const
    {
        if (steps < 2)
            return false;
        ++stops;
        return true;
    }
    double evaluate(const State &s, int seat) const
    {
        smallestPile = std::min(smallestPile, s.stones);
        return ToyTraits::evaluate(s, seat);
    }
};

// The same game whose tree weighs only "take 1" below the root (a prior): records the piles it was
// asked about.
struct CandidatesTraits : ToyTraits {
    mutable int asked = 0;
    mutable int largestPileAsked = -1;
    void candidates(const State &s, std::vector<Action> &legal) const
    {
        ++asked;
        largestPileAsked = std::max(largestPileAsked, s.stones);
        std::erase_if(legal, [](const Action &a) { return a.take != 1; });
    }
};

std::vector<ToyAction> legalOf(const Toy &s)
{
    std::vector<ToyAction> out;
    ToyTraits{}.legalActions(s, out);
    return out;
}

} // namespace

class TestIsmcts : public QObject {
    Q_OBJECT

private slots:
    void findsTheWinningNimMove_data()
    {
        QTest::addColumn<int>("stones");
        QTest::addColumn<int>("winning");
        QTest::newRow("5") << 5 << 1;
        QTest::newRow("6") << 6 << 2;
        QTest::newRow("7") << 7 << 3;
        QTest::newRow("9") << 9 << 1;
        QTest::newRow("10") << 10 << 2;
        QTest::newRow("11") << 11 << 3;
    }

    // The tree alternates seats: each seat's moves are valued by its own result, so the search must
    // leave the opponent a multiple of 4 several plies deep.
    void findsTheWinningNimMove()
    {
        QFETCH(int, stones);
        QFETCH(int, winning);
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            const Toy s{stones, 0, -1, false, -1};
            const ToyTraits traits;
            mc::IsmctsConfig cfg;
            cfg.iterations = 4000;
            const auto r = mc::ismcts(traits, s, legalOf(s), cfg, seed);
            QVERIFY(r.searched);
            QCOMPARE(r.iterations, 4000);
            QCOMPARE(r.action.take, winning);
        }
    }

    // Every simulation starts from a fresh determinization of the view, and the search honours its budget.
    void determinizesOncePerIteration()
    {
        const Toy s{9, 0, -1, false, -1};
        const ToyTraits traits;
        mc::IsmctsConfig cfg;
        cfg.iterations = 321;
        const auto r = mc::ismcts(traits, s, legalOf(s), cfg, 7);
        QCOMPARE(r.iterations, 321);
        QCOMPARE(traits.determinized, 321);
        QVERIFY(!traits.sawTrueCoin);
    }

    // The decision is made over the information set: with the coin unseen, gambling wins half the time.
    // From 9 stones Nim is a sure win (take 1), so playing is right; from 8 every move loses against
    // good play, so the gamble is right. A search that read a true coin would gamble on heads only.
    void decidesOverTheInformationSetNotTheTrueState()
    {
        const ToyTraits traits;
        mc::IsmctsConfig cfg;
        cfg.iterations = 6000;
        const Toy winningPile{9, 0, -1, true, -1};
        const auto play = mc::ismcts(traits, winningPile, legalOf(winningPile), cfg, 11);
        QCOMPARE(play.action.take, 1); // leave 8: a sure win beats a coin flip
        const Toy losingPile{8, 0, -1, true, -1};
        const auto gamble = mc::ismcts(traits, losingPile, legalOf(losingPile), cfg, 11);
        QCOMPARE(gamble.action.take, 0); // a coin flip beats a sure loss
        QVERIFY(!traits.sawTrueCoin);
    }

    // The root acts only on the actions given as legal, even when a determinization allows more.
    void rootChoosesOnlyAmongTheGivenActions()
    {
        const Toy s{10, 0, -1, false, -1};
        const ToyTraits traits;
        mc::IsmctsConfig cfg;
        cfg.iterations = 2000;
        const std::vector<ToyAction> only{{1}, {3}}; // the winning 2 is not offered
        const auto r = mc::ismcts(traits, s, only, cfg, 5);
        QVERIFY(r.action.take == 1 || r.action.take == 3);
    }

    // The root's choices come back best first, each with its simulations, its average value and (with
    // the hook) its average points: what a hint to a person says of the best and the next best choice.
    void reportsEveryRootChoiceBestFirst()
    {
        const Toy s{9, 0, -1, false, -1};
        mc::IsmctsConfig cfg;
        cfg.iterations = 4000;
        const auto r = mc::ismcts(PointsTraits{}, s, legalOf(s), cfg, 3);
        QCOMPARE(r.choices.size(), std::size_t(3));
        QCOMPARE(r.choices.front().action.take, 1); // leaves 8
        QCOMPARE(r.action.take, r.choices.front().action.take);
        QCOMPARE(r.visits, r.choices.front().visits);
        double total = 0;
        for (std::size_t i = 0; i < r.choices.size(); ++i) {
            total += r.choices[i].visits;
            if (i > 0)
                QVERIFY(r.choices[i - 1].visits >= r.choices[i].visits);
            // Points follow the value here: +1 for a win, -1 for a loss.
            QVERIFY(qAbs(r.choices[i].points - (2 * r.choices[i].value - 1)) < 1e-9);
        }
        QCOMPARE(total, 4000.0);
        QVERIFY(r.choices[0].value > r.choices[1].value);
        QVERIFY(r.choices[0].points > 0.5);
        // Without the hook the points stay 0.
        const auto plain = mc::ismcts(ToyTraits{}, s, legalOf(s), cfg, 3);
        QCOMPARE(plain.choices.front().points, 0.0);
        QCOMPARE(plain.action.take, r.action.take);
    }

    // With a horizon every simulation stops where the traits say, and is evaluated there: from 20
    // stones two decisions take at most 6. Without it the same budget plays games out to the end.
    void stopsSimulationsAtTheHorizon()
    {
        const Toy s{20, 0, -1, false, -1};
        mc::IsmctsConfig cfg;
        cfg.iterations = 500;
        const HorizonTraits horizon;
        const auto r = mc::ismcts(horizon, s, legalOf(s), cfg, 9);
        QCOMPARE(r.iterations, 500);
        QCOMPARE(horizon.stops, 500);
        QVERIFY2(horizon.smallestPile >= 14, qPrintable(QString::number(horizon.smallestPile)));
        struct Deep : ToyTraits {
            mutable int smallestPile = 1000;
            double evaluate(const State &st, int seat) const
            {
                smallestPile = std::min(smallestPile, st.stones);
                return ToyTraits::evaluate(st, seat);
            }
        } deep;
        (void)mc::ismcts(deep, s, legalOf(s), cfg, 9);
        QCOMPARE(deep.smallestPile, 0);
    }

    // The candidates hook prunes the tree's decisions below the root, never the root's own: the root
    // still weighs every given action.
    void candidatesPruneBelowTheRootOnly()
    {
        const Toy s{9, 0, -1, false, -1};
        mc::IsmctsConfig cfg;
        cfg.iterations = 600;
        const CandidatesTraits traits;
        const auto r = mc::ismcts(traits, s, legalOf(s), cfg, 4);
        QVERIFY(traits.asked > 0);
        QVERIFY(traits.largestPileAsked < 9); // never the root's pile
        QCOMPARE(r.choices.size(), std::size_t(3));
    }

    void noActionsNoSearch()
    {
        const Toy s{0, 0, -1, false, 0};
        const auto r = mc::ismcts(ToyTraits{}, s, {}, mc::IsmctsConfig{}, 1);
        QVERIFY(!r.searched);
        QCOMPARE(r.iterations, 0);
    }
};

QTEST_APPLESS_MAIN(TestIsmcts)
#include "tst_ismcts.moc"
