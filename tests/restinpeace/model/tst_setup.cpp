// Components, setup and learning mode (RIP-COMP-*, RIP-SETUP-*, RIP-LEARN-1).
#include "riptest.h"

using namespace rip;
using namespace riptest;
using namespace Qt::StringLiterals;

class TestSetup : public QObject {
    Q_OBJECT
private slots:
    // RIP-COMP-1: 21 ghost cards per player, six 1s .. one 6.
    void deckComposition()
    {
        const GameState s = GameState::newGame(Setup{});
        for (const auto &p : s.player) {
            QCOMPARE(p.deck, kDeckSize);
            QCOMPARE(p.pool[1], 6);
            QCOMPARE(p.pool[2], 5);
            QCOMPARE(p.pool[3], 4);
            QCOMPARE(p.pool[4], 3);
            QCOMPARE(p.pool[5], 2);
            QCOMPARE(p.pool[6], 1);
        }
    }

    // RIP-COMP-2: 29 psychic cards, 9 starters, 5 per diamond level; the special card is round 10's.
    void psychicLevels()
    {
        int perLevel[5] = {0, 0, 0, 0, 0};
        for (int c = 1; c <= kPsychicCards; ++c)
            ++perLevel[kPsychic[std::size_t(c)].level];
        QCOMPARE(perLevel[0], 9);
        for (int l = 1; l <= 4; ++l)
            QCOMPARE(perLevel[l], 5);
        for (int c = 10; c <= 29; ++c)
            QCOMPARE(int(kPsychic[std::size_t(c)].level), (c - 10) / 5 + 1);
    }

    // RIP-SETUP-1/2/3, RIP-COMP-3: 9 cards then the special card, 10 tokens (6 manors, 4 castles), 5 cards each.
    void digitalSetup()
    {
        GameState s = GameState::newGame(Setup{});
        QCOMPARE(s.decision(), Decision::LineCard);
        chanceAll(s);
        QCOMPARE(s.decision(), Decision::Turn);
        QCOMPARE(s.round, 1);
        QCOMPARE(s.line[9], kSpecialCard);
        int manors = 0, castles = 0;
        for (int r = 0; r < kRounds; ++r) {
            QVERIFY(s.line[std::size_t(r)] != 0);
            QCOMPARE(s.slotManors[std::size_t(r)] + s.slotCastles[std::size_t(r)], 1);
            manors += s.slotManors[std::size_t(r)];
            castles += s.slotCastles[std::size_t(r)];
        }
        QCOMPARE(manors, kManors);
        QCOMPARE(castles, kCastles);
        for (const auto &p : s.player) {
            QCOMPARE(p.handSize(), kStartingHand);
            QCOMPARE(p.deck, kDeckSize - kStartingHand);
        }
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // RIP-SETUP-3: the players choose who starts.
    void starterChosen()
    {
        Setup setup;
        setup.starter = 1;
        GameState s = GameState::newGame(setup);
        chanceAll(s);
        QCOMPARE(s.currentSeat(), 1);
    }

    // RIP-SETUP-1: the line draws from the cards in use (here starters only) and never twice.
    void lineFromCardsInUse()
    {
        Setup setup;
        setup.maxLevel = 0;
        GameState s = GameState::newGame(setup);
        std::vector<ChanceOutcome> outcomes;
        s.chanceOutcomes(outcomes);
        QCOMPARE(int(outcomes.size()), 9);
        QVERIFY(play(s, u"line 4"_s));
        QVERIFY(!isLegal(s, u"line 4"_s));
        QVERIFY(!isLegal(s, u"line 12"_s));
    }

    // RIP-SETUP-2: placing a token weighs by what is left (6 manors : 4 castles).
    void mansionWeights()
    {
        GameState s = GameState::newGame(Setup{});
        for (int i = 0; i < 9; ++i)
            s.applyUnchecked(s.sampleChance());
        std::vector<ChanceOutcome> outcomes;
        s.chanceOutcomes(outcomes);
        QCOMPARE(int(outcomes.size()), 2);
        QCOMPARE(outcomes[0].weight, 6);
        QCOMPARE(outcomes[1].weight, 4);
    }

    // RIP-LEARN-1: starter cards only; 3 shown at the start, one more after each round.
    void learningMode()
    {
        Setup setup;
        setup.learning = true;
        setup.maxLevel = 4; // learning overrides the level: cards 1..9
        GameState s = GameState::newGame(setup);
        chanceAll(s);
        QCOMPARE(s.lineRevealed, 3);
        for (int r = 0; r < 3; ++r)
            QVERIFY(s.line[std::size_t(r)] >= 1 && s.line[std::size_t(r)] <= 9);
        QCOMPARE(s.line[3], 0);
        QVERIFY(withdrawRound(s));
        QCOMPARE(s.round, 2);
        QCOMPARE(s.lineRevealed, 4);
        QVERIFY(s.line[3] >= 1 && s.line[3] <= 9);
        for (int r = 2; r <= 6; ++r)
            QVERIFY(withdrawRound(s));
        QCOMPARE(s.lineRevealed, 9); // all nine by round 7
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // Table play: the table tells what was drawn or says "unknown" (chance answered by people).
    void tableDrawUnknown()
    {
        GameState s = deal(lineWithout({}), kTokens, {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3}, 0, Mode::Table);
        QCOMPARE(s.decision(), Decision::Turn);
        GameState t = GameState::newGame(Setup{1, Mode::Table});
        while (t.decision() != Decision::Draw)
            t.applyUnchecked(t.sampleChance());
        QVERIFY(isLegal(t, u"draw ?"_s));
        QVERIFY(play(t, u"draw ?"_s));
        QCOMPARE(t.player[0].handUnknown, 1);
        GameState d = GameState::newGame(Setup{});
        while (d.decision() != Decision::Draw)
            d.applyUnchecked(d.sampleChance());
        QVERIFY(!isLegal(d, u"draw ?"_s)); // digital play always knows
    }
};

QTEST_GUILESS_MAIN(TestSetup)
#include "tst_setup.moc"
