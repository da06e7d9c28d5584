// Turns, rounds and the end of the game (RIP-TURN-*, RIP-ROUND-*, RIP-END-*, D-RIP-EMPTY), and the
// rulebook's worked example of rounds 1 to 3.
#include "riptest.h"

using namespace rip;
using namespace riptest;
using namespace Qt::StringLiterals;

class TestRounds : public QObject {
    Q_OBJECT
private slots:
    // RIP-TURN-1: any number of cards, none allowed; played cards stay on the table.
    void playAnyNumber()
    {
        GameState s = deal(lineWithout({}), kTokens, {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3});
        QVERIFY(isLegal(s, u"end"_s)); // none at all
        QVERIFY(playAll(s, {"ghost 1", "ghost 2", "ghost 3"}));
        QCOMPARE(s.total(1, 0), 6);
        QCOMPARE(s.side(1, 0).size(), 3);
        QVERIFY(!isLegal(s, u"ghost 6"_s)); // not in hand
    }

    // RIP-TURN-2: strictly ahead passes the turn; level or behind withdraws and loses.
    void aheadOrWithdraw()
    {
        GameState s = deal(lineWithout({}), kTokens, {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3});
        QVERIFY(playAll(s, {"ghost 3", "end"}));
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(playAll(s, {"ghost 2", "ghost 1", "end"})); // 3 vs 3: not ahead
        QCOMPARE(s.phase, Phase::RoundEnd);
        QCOMPARE(s.winner, 0);
        QCOMPARE(s.loser, 1);
    }

    // RIP-ROUND-1: winner takes the token, loser the psychic card; RIP-ROUND-2 both draw 2;
    // RIP-ROUND-3 the loser may place a card face down on round 10; RIP-ROUND-4 the winner starts.
    void roundEnd()
    {
        const auto line = lineWithout({});
        GameState s = deal(line, kTokens, {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3}, 1);
        QVERIFY(playAll(s, {"ghost 1", "end", "end"})); // seat 1 leads 1-0, seat 0 withdraws
        QCOMPARE(s.player[1].manors, 1);
        QVERIFY(s.player[0].holds(line[0]));
        QCOMPARE(s.decision(), Decision::Draw);
        QVERIFY(playAll(s, {"draw 6", "draw 1", "draw 2", "draw 2"}));
        QCOMPARE(s.player[0].handSize(), 7);
        QCOMPARE(s.player[1].handSize(), 6);
        QCOMPARE(s.decision(), Decision::Place);
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(!isLegal(s, u"place ghost 2"_s) || s.player[0].hand[2] > 0);
        QVERIFY(play(s, u"place ghost 6"_s));
        const Side &ten = s.side(10, 0);
        QCOMPARE(ten.size(), 1);
        QVERIFY(ten[0].has(Card::FaceDown));
        QCOMPARE(s.viewFor(1).side(10, 0)[0].ghost, -1); // hidden from the opponent
        QCOMPARE(s.viewFor(0).side(10, 0)[0].ghost, 6);
        QCOMPARE(s.round, 2);
        QCOMPARE(s.currentSeat(), 1); // RIP-ROUND-4
        // A psychic card held may be placed too (it acts in round 10).
        QVERIFY(playAll(s, {"end"}));
        QVERIFY(playAll(s, {"draw 1", "draw 1", "draw 3", "draw 3"}));
        QVERIFY(isLegal(s, u"place psychic %1"_s.arg(line[1])));
    }

    // D-RIP-EMPTY: drawing from an empty deck draws nothing.
    void emptyDeck()
    {
        GameState s = deal(lineWithout({}), kTokens, {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3});
        PlayerState &p = s.player[0];
        p.discarded = std::int8_t(p.discarded + p.deck);
        p.deck = 0;
        p.pool = {};
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
        QVERIFY(play(s, u"end"_s));
        QVERIFY(playAll(s, {"draw 1", "draw 1"})); // only seat 1 draws
        QCOMPARE(s.decision(), Decision::Place);
        QCOMPARE(s.player[0].handSize(), 5);
    }

    // RIP-END-1: 4 manors win at once.
    void fourManorsWinAtOnce()
    {
        GameState s = deal(lineWithout({}), "MMMMCCCCMM", {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3}, 1);
        // Seat 1 starts and withdraws each round; seat 0 wins and starts; then seat 0 withdraws...
        // Here: seat 1 withdraws, seat 0 wins round 1 and starts round 2 ending at once -> seat 1 wins.
        // Play so that seat 0 wins rounds 1-4: seat 0 leads with a card and seat 1 withdraws.
        QVERIFY(withdrawRound(s)); // seat 0 wins round 1 and starts round 2
        for (int r = 2; r <= 4; ++r) {
            QVERIFY(play(s, u"ghost %1"_s.arg([&] {
                for (int v = 1; v <= 6; ++v)
                    if (s.player[0].hand[std::size_t(v)] > 0)
                        return v;
                return 0;
            }())));
            QVERIFY(play(s, u"end"_s));
            QVERIFY(play(s, u"end"_s)); // seat 1 withdraws
            if (r < 4) {
                chanceAll(s);
                QVERIFY(play(s, u"place none"_s));
            }
        }
        QVERIFY(s.isTerminal());
        QCOMPARE(s.gameWinner, 0);
        QCOMPARE(s.endReason, GameEnd::Majority);
        QCOMPARE(s.player[0].manors, 4);
    }

    // RIP-END-1: 3 castles win at once.
    void threeCastlesWinAtOnce()
    {
        GameState s = deal(lineWithout({}), "CMCMCMMMCM", {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3}, 1);
        // Seat 1 starts and withdraws: seat 0 wins round 1 (castle), starts round 2 and withdraws:
        // seat 1 wins round 2 (manor), withdraws round 3: seat 0 castle ... rounds 1, 3, 5.
        for (int r = 1; r <= 5 && !s.isTerminal(); ++r)
            QVERIFY(withdrawRound(s));
        QVERIFY(s.isTerminal());
        QCOMPARE(s.gameWinner, 0);
        QCOMPARE(s.endReason, GameEnd::Majority);
        QCOMPARE(s.player[0].castles, 3);
        QCOMPARE(s.round, 5);
    }

    // Nine rounds with the starter withdrawing each time, seat 0 starting: seat 1 wins odd rounds.
    static GameState toRoundTen(int place0, int place1)
    {
        GameState s = deal(lineWithout({7}), kTokens, {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3});
        for (int r = 1; r <= 9; ++r) {
            if (!play(s, u"end"_s))
                return s;
            chanceAll(s);
            const int seat = s.currentSeat();
            const int value = seat == 0 ? place0 : place1;
            if (r >= 8 && value > 0 && s.player[std::size_t(seat)].hand[std::size_t(value)] == 0) {
                // make sure the card to place is in hand (scenario set-up)
                if (s.player[std::size_t(seat)].pool[std::size_t(value)] == 0)
                    return s;
                give(s, seat, value);
            }
            if (!play(s, r >= 8 && value > 0 ? u"place ghost %1"_s.arg(value) : u"place none"_s))
                return s;
        }
        return s;
    }

    // RIP-END-2: both reveal; the higher total takes the token; round 10's winner wins.
    void roundTenWinnerWins()
    {
        // Round 9 is lost by seat 0 (it starts odd rounds), round 8 by seat 1.
        GameState s = toRoundTen(6, 1);
        QVERIFY(s.isTerminal());
        QCOMPARE(s.player[0].manors + s.player[0].castles, 5); // 4 tokens + round 10's manor
        QCOMPARE(s.gameWinner, 0);
        QCOMPARE(s.endReason, GameEnd::RoundTen);
    }

    // RIP-END-2: taking round 10's token can complete a majority.
    void roundTenMajority()
    {
        GameState s = toRoundTen(1, 5);
        QVERIFY(s.isTerminal());
        QCOMPARE(s.gameWinner, 1);
        QCOMPARE(s.player[1].manors, 4);
        QCOMPARE(s.endReason, GameEnd::Majority);
    }

    // RIP-END-3: a tie on round 10 is cancelled; more tokens wins.
    void roundTenTieMoreTokens()
    {
        GameState s = toRoundTen(3, 3);
        QVERIFY(s.isTerminal());
        QCOMPARE(s.gameWinner, 1); // 5 tokens against 4
        QCOMPARE(s.endReason, GameEnd::Tokens);
        QCOMPARE(s.slotManors[9], 1); // cancelled: nobody took it
    }

    // RIP-END-3: level on tokens too: a draw. Round 9's token waits on round 10 (psychic 27).
    void roundTenDraw()
    {
        GameState s = deal(lineWithout({27}), kTokens, {1, 2, 3, 4, 5}, {1, 1, 2, 2, 3});
        for (int r = 1; r <= 8; ++r)
            QVERIFY(withdrawRound(s));
        QCOMPARE(s.round, 9);
        givePsychic(s, 0, 27);
        QVERIFY(play(s, u"psychic 27"_s));
        chanceAll(s);
        QVERIFY(s.isTerminal());
        QCOMPARE(s.player[0].manors + s.player[0].castles, 4);
        QCOMPARE(s.player[1].manors + s.player[1].castles, 4);
        QCOMPARE(s.gameWinner, -1);
        QCOMPARE(s.endReason, GameEnd::Draw);
    }

    // The rulebook's example, rounds 1 to 3 (green = seat 0, blue = seat 1; round 2's card is Acro-bats).
    void rulebookExample()
    {
        GameState s = deal({1, 8, 3, 4, 5, 6, 9, 2, 10}, "MCMMCMCMCM", {1, 2, 2, 5, 1}, {1, 3, 2, 2, 4}, 0);
        // Round 1: green 1 & 2, blue 1 & 3, green withdraws.
        QVERIFY(playAll(s, {"ghost 1", "ghost 2", "end", "ghost 1", "ghost 3", "end"}));
        QCOMPARE(s.total(1, 0), 3);
        QCOMPARE(s.total(1, 1), 4);
        QVERIFY(play(s, u"end"_s));
        QCOMPARE(s.player[1].manors, 1); // blue wins the mansion
        QVERIFY(s.player[0].holds(1));   // green takes the psychic card
        QVERIFY(playAll(s, {"draw 1", "draw 3", "draw 5", "draw 5"}));
        QVERIFY(play(s, u"place ghost 3"_s)); // green plays a card on round 10
        // Round 2: blue starts and withdraws at once; blue takes Acro-bats and places a card.
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"end"_s));
        QCOMPARE(s.player[0].castles, 1);
        QVERIFY(s.player[1].holds(8));
        QVERIFY(playAll(s, {"draw 4", "draw 4", "draw 3", "draw 3"}));
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"place ghost 5"_s));
        // Round 3: green starts.
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(playAll(s, {"ghost 2", "end"}));
        QCOMPARE(s.total(3, 0), 2);
        QVERIFY(playAll(s, {"ghost 2", "ghost 2", "end"}));
        QCOMPARE(s.total(3, 1), 4);
        QVERIFY(playAll(s, {"ghost 5", "end"}));
        QCOMPARE(s.total(3, 0), 7);
        QVERIFY(playAll(s, {"ghost 4", "end"}));
        QCOMPARE(s.total(3, 1), 8);
        QVERIFY(playAll(s, {"ghost 1", "ghost 1", "end"}));
        QCOMPARE(s.total(3, 0), 9);
        QVERIFY(play(s, u"psychic 8"_s)); // RIP-TURN-3: the two 2s and the 4 played before it count
        QCOMPARE(s.total(3, 1), 11);
        QVERIFY(playAll(s, {"end", "end"})); // green withdraws
        QCOMPARE(s.player[1].manors, 2);
        QVERIFY(s.player[0].holds(3));
        QVERIFY(playAll(s, {"draw 1", "draw 1", "draw 1", "draw 1"}));
        QVERIFY(play(s, u"place none"_s)); // green does not place a card
        QCOMPARE(s.round, 4);
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }
};

QTEST_GUILESS_MAIN(TestRounds)
#include "tst_rounds.moc"
