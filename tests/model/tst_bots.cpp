// Computer players: they only ever choose legal actions, they decide from their seat's view and do not
// peek (their choice does not change when other seats' hidden cards change), and whole bot games end.
#include "model/bots.h"
#include "testutil.h"

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {
BotConfig quickSearch()
{
    BotConfig c;
    c.kind = BotKind::Search;
    c.iterations = 40;
    c.timeLimitMs = 0; // deterministic: iterations only
    c.rolloutSteps = 60;
    return c;
}
} // namespace

class TestBots : public QObject {
    Q_OBJECT

private slots:
    void botsChooseLegalActionsInWholeGames_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("players");
        QTest::newRow("random, 4 players") << int(BotKind::Random) << 4;
        QTest::newRow("rules, 2 players") << int(BotKind::Rules) << 2;
        QTest::newRow("rules, 4 players") << int(BotKind::Rules) << 4;
    }

    void botsChooseLegalActionsInWholeGames()
    {
        QFETCH(int, kind);
        QFETCH(int, players);
        BotConfig config;
        config.kind = BotKind(kind);
        for (int g = 0; g < 20; ++g) {
            GameState s = GameState::newGame(rules(), players, std::uint64_t(300 + g), Mode::Digital);
            std::uint64_t x = std::uint64_t(g);
            int steps = 0;
            while (!s.isTerminal() && steps < 100000) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                const Action a = chooseAction(s.viewFor(s.currentSeat()), config, splitmix64(x));
                QCOMPARE(s.apply(a), ApplyError::None);
                QVERIFY(s.checkInvariants().isEmpty());
                ++steps;
            }
            QVERIFY(s.isTerminal());
        }
    }

    // The search player: legal choices, a whole 2-player game against the rule-based player.
    void searchPlaysAWholeGame()
    {
        GameState s = GameState::newGame(rules(), 2, 9, Mode::Digital);
        BotConfig rulesBot;
        std::uint64_t x = 5;
        while (!s.isTerminal()) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
                continue;
            }
            const int seat = s.currentSeat();
            const Action a = chooseAction(s.viewFor(seat), seat == 0 ? quickSearch() : rulesBot, splitmix64(x));
            QCOMPARE(s.apply(a), ApplyError::None);
        }
        QVERIFY(s.round >= 1);
    }

    // No peeking: two true states that differ only in what the deciding seat cannot see give the same
    // view and the same decision.
    void decisionIgnoresOtherSeatsHiddenCards_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("rules") << int(BotKind::Rules);
        QTest::newRow("search") << int(BotKind::Search);
    }

    void decisionIgnoresOtherSeatsHiddenCards()
    {
        QFETCH(int, kind);
        BotConfig config = quickSearch();
        config.kind = BotKind(kind);
        int compared = 0;
        for (int g = 0; g < 6; ++g) {
            GameState s = GameState::newGame(rules(), 3, std::uint64_t(40 + g), Mode::Digital);
            playRandomUntil(s, std::uint64_t(g), [](const GameState &st) {
                return st.decision() == Decision::Turn && !st.player[std::size_t(st.currentSeat())].hand.empty();
            });
            if (s.decision() != Decision::Turn)
                continue;
            const int seat = s.currentSeat();
            // Swap the hands of the two other seats, and their motives, and re-deal the undealt cards'
            // order: none of it is visible to `seat`.
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
            QVERIFY(!(other == s)); // the true states differ
            const GameState v1 = s.viewFor(seat), v2 = other.viewFor(seat);
            QCOMPARE(stateToJson(v1), stateToJson(v2)); // the seat sees the same
            QCOMPARE(chooseAction(v1, config, 77), chooseAction(v2, config, 77));
            ++compared;
        }
        QVERIFY(compared >= 3);
    }

    // A determinization fills every hidden card with a card the seat has not seen, and keeps sizes.
    void determinizationIsConsistentWithTheView()
    {
        GameState s = GameState::newGame(rules(), 4, 12, Mode::Digital);
        playRandomUntil(s, 12, [](const GameState &st) { return st.decision() == Decision::Turn; });
        const int seat = s.currentSeat();
        const GameState view = s.viewFor(seat);
        std::uint64_t rng = 3;
        const GameState d = determinize(view, seat, rng);
        QCOMPARE(d.player[std::size_t(seat)].hand, s.player[std::size_t(seat)].hand);
        std::vector<int> count(rules()->court.size(), 0);
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(d.player[std::size_t(p)].hand.size(), s.player[std::size_t(p)].hand.size());
            for (auto c : d.player[std::size_t(p)].hand) {
                QVERIFY(c >= 0);
                ++count[std::size_t(c)];
            }
            if (p != seat)
                QVERIFY(d.player[std::size_t(p)].motive >= 0);
        }
        for (auto c : d.courtPlayed)
            ++count[std::size_t(c)];
        for (auto c : d.courtDeck)
            ++count[std::size_t(c)];
        for (int c : count)
            QVERIFY(c <= 1); // no card twice
        QVERIFY(d.checkInvariants().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBots)
#include "tst_bots.moc"
