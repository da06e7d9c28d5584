// How the engine answers what the rules leave open (docs/rules-decisions.md, "Rest in Peace").
#include "riptest.h"

using namespace rip;
using namespace riptest;
using namespace Qt::StringLiterals;

namespace {
GameState withCards(std::initializer_list<int> cards0, std::initializer_list<int> hand0 = {1, 2, 3, 4, 5},
                    std::initializer_list<int> hand1 = {1, 2, 3, 4, 5})
{
    std::vector<int> except(cards0);
    std::vector<int> line;
    for (int c = 1; c <= kPsychicCards && line.size() < 9; ++c)
        if (std::find(except.begin(), except.end(), c) == except.end())
            line.push_back(c);
    GameState s = deal(line, kTokens, hand0, hand1, 0);
    for (int c : cards0)
        givePsychic(s, 0, c);
    return s;
}
} // namespace

class TestDecisions : public QObject {
    Q_OBJECT
private slots:
    // D-RIP-10: the special card of round 10 does nothing and nobody ever takes it.
    void specialCardInert()
    {
        GameState s = GameState::newGame(Setup{});
        chanceAll(s);
        QCOMPARE(s.line[9], kSpecialCard);
        while (!s.isTerminal()) {
            if (s.isChance())
                s.applyUnchecked(s.sampleChance());
            else
                s.applyUnchecked(s.legalActions().front());
        }
        for (const auto &p : s.player)
            QVERIFY(!p.holds(kSpecialCard));
    }

    // D-RIP-TWO: under psychic 14 the ghost card fetched by Auntie (2) is not a card played from the
    // hand: Auntie and one ghost card are the two cards (tst_rulebook: no single card at all).
    void twosMoreFunAuntieFetchNotCounted()
    {
        GameState s = withCards({14, 2}, {1, 2, 3, 4, 5}, {6, 1, 1, 1, 1});
        s.player[0].psychic &= ~(1u << 2);
        givePsychic(s, 1, 2);
        QVERIFY(playAll(s, {"psychic 14", "ghost 1", "end"}));
        s.player[1].hand = {0, 0, 0, 0, 0, 0, 1}; // only the 6 left (scenario: the 1s thrown away)
        s.player[1].discarded = 4;
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
        QVERIFY(play(s, u"psychic 2 5"_s));
        QCOMPARE(s.side(1, 1).size(), 2); // Auntie and the 5 it fetched
        QVERIFY(!isLegal(s, u"end"_s));   // one card from the hand so far
        QVERIFY(play(s, u"ghost 6"_s));
        QVERIFY(isLegal(s, u"end"_s));
    }

    // D-RIP-TRIP: a tripped player with no ghost card to play plays freely; the trip waits.
    void trippedWithoutGhosts()
    {
        GameState s = withCards({6});
        givePsychic(s, 1, 4);
        QVERIFY(playAll(s, {"psychic 6", "ghost 1", "end"}));
        PlayerState &p = s.player[1];
        p.discarded = std::int8_t(p.discarded + p.handSize());
        p.hand = {};
        QVERIFY(!isLegal(s, u"random"_s));
        QVERIFY(isLegal(s, u"psychic 4"_s));
        QVERIFY(play(s, u"psychic 4"_s));
        QVERIFY(!s.player[1].tripped); // a card was played: the trip is spent
    }

    // D-RIP-ORDER: printed values decide; bonuses and maluses add up and the result is floored at 0.
    void effectsAddUpFlooredAtZero()
    {
        GameState s = withCards({10});
        givePsychic(s, 1, 17);
        QVERIFY(playAll(s, {"ghost 1", "psychic 10 1", "end"}));
        QCOMPARE(s.total(1, 0), 3);
        QVERIFY(playAll(s, {"ghost 4", "psychic 17 1"}));
        QCOMPARE(s.total(1, 0), 1); // 1 + 2 - 2
        GameState t = withCards({17});
        QVERIFY(playAll(t, {"psychic 17 1", "ghost 2", "end", "ghost 1", "ghost 3"}));
        QCOMPARE(t.total(1, 1), 0 + 3); // -2 on a 1 stops at 0
    }

    // D-RIP-AS-GHOST: a psychic card that works as a ghost card is a ghost of that value for effects.
    void psychicWorksAsGhost()
    {
        GameState s = withCards({4, 8});
        QVERIFY(playAll(s, {"psychic 4", "psychic 8"}));
        QCOMPARE(s.total(1, 0), 3); // Lady in White is an even 2
    }

    // D-RIP-AUNTIE: searching the deck shuffles it: a top card shown by psychic 19 is no longer known.
    void auntieShuffles()
    {
        GameState s = withCards({19, 2});
        QVERIFY(playAll(s, {"psychic 19 p1", "top 4"}));
        QCOMPARE(s.player[0].topKnown, 4);
        QVERIFY(play(s, u"psychic 2 6"_s));
        QCOMPARE(s.player[0].topKnown, 0);
    }

    // D-RIP-STILL: only cards with a value of their own carry over (not psychic effects).
    void stillMeCarriesValues()
    {
        GameState s = withCards({15, 8, 4});
        QVERIFY(playAll(s, {"psychic 15", "psychic 8", "psychic 4", "ghost 2", "end", "end"}));
        QCOMPARE(s.decision(), Decision::StillMe);
        QVERIFY(!isLegal(s, u"keep 1"_s)); // Acro-bats
        QVERIFY(isLegal(s, u"keep 2"_s));  // Lady in White
        QVERIFY(play(s, u"keep 2"_s));
        chanceAll(s);
        QVERIFY(play(s, u"place none"_s));
        QCOMPARE(s.total(2, 0), 2); // its value only, no Acro-bats any more
    }

    // D-RIP-R10-PSYCHIC: a psychic card placed face down was face up in front of its player: its
    // identity stays known to the opponent; a ghost card placed face down does not.
    void placedPsychicIsPublic()
    {
        GameState s = withCards({5});
        QVERIFY(play(s, u"end"_s));
        chanceAll(s);
        QVERIFY(play(s, u"place psychic 5"_s));
        QCOMPARE(s.viewFor(1).side(10, 0)[0].psychic, 5);
    }

    // D-RIP-HAND: random picks from a hand (psychics 6 and 20) take ghost cards only; held psychic
    // cards lie face up beside the hand.
    void randomPicksGhostsOnly()
    {
        GameState s = withCards({20}, {1, 2, 3, 4, 5}, {2, 2, 2, 2, 2});
        givePsychic(s, 1, 4);
        QVERIFY(play(s, u"psychic 20 p2"_s));
        std::vector<ChanceOutcome> outcomes;
        s.chanceOutcomes(outcomes);
        QCOMPARE(int(outcomes.size()), 1);
        QCOMPARE(int(outcomes[0].action.v), 2);
        QCOMPARE(outcomes[0].weight, 5);
    }

    // D-RIP-LOSER: a player who loses by psychic 22 is the one who may place on round 10.
    void playingDeadLoserPlaces()
    {
        GameState s = withCards({22});
        QVERIFY(play(s, u"psychic 22 none"_s));
        chanceAll(s);
        QCOMPARE(s.decision(), Decision::Place);
        QCOMPARE(s.currentSeat(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDecisions)
#include "tst_decisions.moc"
