// One test per psychic card (RIP-COMP-2, the card list of the spec), group effects on cards played
// before and after them (RIP-TURN-3), and psychic cards on round 10 (D-RIP-R10).
#include "riptest.h"

using namespace rip;
using namespace riptest;
using namespace Qt::StringLiterals;

namespace {

// Seat 0 starts round 1; both hold 1 2 3 4 5 and seat 0 holds the psychic `card` (kept off the line).
GameState withCard(int card, int owner = 0, std::initializer_list<int> hand0 = {1, 2, 3, 4, 5},
                   std::initializer_list<int> hand1 = {1, 2, 3, 4, 5})
{
    GameState s = deal(lineWithout({card}), kTokens, hand0, hand1, 0);
    givePsychic(s, owner, card);
    return s;
}

} // namespace

class TestPsychic : public QObject {
    Q_OBJECT
private slots:
    // 1 You won't have it: its player takes the round's psychic card even when winning the mansion.
    void p01WontHaveIt()
    {
        GameState s = withCard(1);
        const int roundCard = s.line[0];
        QVERIFY(playAll(s, {"psychic 1", "ghost 5", "end", "end"}));
        QCOMPARE(s.player[0].manors, 1);
        QVERIFY(s.player[0].holds(roundCard));
        QVERIFY(!s.player[1].holds(roundCard));
    }

    // 2 Auntie: a ghost card of the player's choice from the deck goes into play.
    void p02Auntie()
    {
        GameState s = withCard(2);
        QVERIFY(isLegal(s, u"psychic 2 6"_s));
        QVERIFY(play(s, u"psychic 2 6"_s));
        QCOMPARE(s.total(1, 0), 6);
        QCOMPARE(s.player[0].deck, kDeckSize - 5 - 1);
        QCOMPARE(s.player[0].pool[6], 0);
        QCOMPARE(s.player[0].handSize(), 5); // nothing left the hand
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // 3 Reveal yourself: worth 1; its player sees the opponent's hand until the round ends.
    void p03RevealYourself()
    {
        GameState s = withCard(3);
        QVERIFY(!s.seesOpponentHand(0));
        QVERIFY(play(s, u"psychic 3"_s));
        QCOMPARE(s.total(1, 0), 1);
        QVERIFY(s.seesOpponentHand(0));
        QCOMPARE(s.viewFor(0).player[1].hand, s.player[1].hand);
        QCOMPARE(s.viewFor(1).player[0].handUnknown, 5); // not the other way round
        QVERIFY(playAll(s, {"end", "end"}));
        chanceAll(s);
        QVERIFY(!s.seesOpponentHand(0));
    }

    // 4 Lady in White: worth 2.
    void p04LadyInWhite()
    {
        GameState s = withCard(4);
        QVERIFY(play(s, u"psychic 4"_s));
        QCOMPARE(s.total(1, 0), 2);
        QVERIFY(!s.player[0].holds(4));
    }

    // 5 Sir Nicholas: worth 3.
    void p05SirNicholas()
    {
        GameState s = withCard(5);
        QVERIFY(playAll(s, {"ghost 1", "psychic 5"}));
        QCOMPARE(s.total(1, 0), 4);
    }

    // 6 Tripped: the opponent's next card comes at random from the hand, on their next turn, or in
    // the next round when they withdraw at once.
    void p06Tripped()
    {
        GameState s = withCard(6, 0, {1, 2, 3, 4, 5}, {2, 2, 2, 2, 2});
        QVERIFY(playAll(s, {"psychic 6", "ghost 1", "end"}));
        const auto legal = s.legalActions();
        QCOMPARE(int(legal.size()), 2);
        QVERIFY(isLegal(s, u"random"_s));
        QVERIFY(isLegal(s, u"end"_s));
        QVERIFY(!isLegal(s, u"ghost 2"_s));
        QVERIFY(play(s, u"random"_s));
        QCOMPARE(s.decision(), Decision::RandomCard);
        QVERIFY(!isLegal(s, u"random 3"_s)); // only what the hand holds
        QVERIFY(play(s, u"random 2"_s));
        QCOMPARE(s.total(1, 1), 2);
        QVERIFY(!s.player[1].tripped);
        QVERIFY(isLegal(s, u"ghost 2"_s)); // then free again

        // Withdrawing at once carries the trip into the next round.
        GameState t = withCard(6);
        QVERIFY(playAll(t, {"psychic 6", "ghost 1", "end", "end"}));
        chanceAll(t);
        QVERIFY(play(t, u"place none"_s));
        QCOMPARE(t.round, 2);
        QCOMPARE(t.currentSeat(), 0); // the winner starts; seat 1 is still tripped
        QVERIFY(playAll(t, {"ghost 2", "end"}));
        QVERIFY(t.player[1].tripped);
        QVERIFY(isLegal(t, u"random"_s));
    }

    // 7 Postponed wedding: only on round 10, where it is worth 3.
    void p07PostponedWedding()
    {
        GameState s = withCard(7);
        QVERIFY(!isLegal(s, u"psychic 7"_s));
        QVERIFY(playAll(s, {"end"})); // seat 0 withdraws
        chanceAll(s);
        QVERIFY(play(s, u"place psychic 7"_s));
        const Side &ten = s.side(10, 0);
        QCOMPARE(ten.size(), 1);
        s.sides[9][0][0].flags = 0; // as revealed at the end
        QCOMPARE(s.total(10, 0), 3);
    }

    // 8 Acro-bats: the player's even cards +1, played before and after it (RIP-TURN-3).
    void p08AcroBatsBeforeAndAfter()
    {
        GameState s = withCard(8);
        QVERIFY(playAll(s, {"ghost 2", "ghost 3", "psychic 8"}));
        QCOMPARE(s.total(1, 0), 2 + 1 + 3);
        QVERIFY(play(s, u"ghost 4"_s));
        QCOMPARE(s.total(1, 0), 3 + 3 + 5);
        QVERIFY(playAll(s, {"end", "ghost 2"}));
        QCOMPARE(s.total(1, 1), 2); // the opponent's cards are untouched
    }

    // 9 Ghossssst: the player's odd cards +1, before and after.
    void p09GhostBeforeAndAfter()
    {
        GameState s = withCard(9);
        QVERIFY(playAll(s, {"ghost 1", "psychic 9", "ghost 3", "ghost 2"}));
        QCOMPARE(s.total(1, 0), 2 + 4 + 2);
    }

    // 10 Poltergeist: the named value +2 for its player, before and after.
    void p10Poltergeist()
    {
        GameState s = withCard(10);
        give(s, 0, 3);
        QVERIFY(playAll(s, {"ghost 3", "psychic 10 3", "ghost 3", "ghost 1"}));
        QCOMPARE(s.total(1, 0), 5 + 5 + 1);
    }

    // 11 Be gone!: one of the opponent's cards in play is discarded.
    void p11BeGone()
    {
        GameState s = withCard(11);
        QVERIFY(playAll(s, {"ghost 1", "end", "ghost 5", "ghost 4", "end"}));
        QCOMPARE(s.total(1, 1), 9);
        QVERIFY(!isLegal(s, u"psychic 11 2"_s)); // there is no third card
        QVERIFY(play(s, u"psychic 11 0"_s));
        QCOMPARE(s.total(1, 1), 4);
        QCOMPARE(s.player[1].discarded, 1);
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // 12 You don't scare me: the opponent's 1s and 2s count for nothing, before and after.
    void p12DontScareMe()
    {
        GameState s = withCard(12);
        QVERIFY(playAll(s, {"ghost 5", "end", "ghost 1", "ghost 2", "ghost 3", "end"}));
        QVERIFY(play(s, u"psychic 12"_s));
        QCOMPARE(s.total(1, 1), 3);
        QCOMPARE(s.total(1, 0), 5);
        QVERIFY(playAll(s, {"end", "ghost 4"}));
        QCOMPARE(s.total(1, 1), 7);
    }

    // 13 Now or never: worth 4; at the round's end it goes to its player's round 10, worth -2.
    void p13NowOrNever()
    {
        GameState s = withCard(13);
        QVERIFY(play(s, u"psychic 13"_s));
        QCOMPARE(s.total(1, 0), 4);
        QVERIFY(playAll(s, {"end", "end"}));
        QCOMPARE(s.side(1, 0).size(), 0);
        const Side &ten = s.side(10, 0);
        QCOMPARE(ten.size(), 1);
        QCOMPARE(ten[0].psychic, 13);
        QVERIFY(ten[0].has(Card::Moved));
        QCOMPARE(s.total(10, 0), -2);
    }

    // 14 Two's more fun: the opponent plays at least 2 cards per turn for the rest of the round.
    void p14TwosMoreFun()
    {
        GameState s = withCard(14);
        QVERIFY(playAll(s, {"psychic 14", "ghost 1", "end"}));
        QVERIFY(isLegal(s, u"end"_s)); // none: withdraw
        QVERIFY(play(s, u"ghost 5"_s));
        QVERIFY(!isLegal(s, u"end"_s)); // one alone is not allowed
        QVERIFY(play(s, u"ghost 1"_s));
        QVERIFY(isLegal(s, u"end"_s));
        QVERIFY(play(s, u"end"_s));
        QVERIFY(isLegal(s, u"ghost 2"_s) && isLegal(s, u"end"_s)); // its own player is free
    }

    // 15 Still me: its winner carries one card played this round into the next round.
    void p15StillMe()
    {
        GameState s = withCard(15);
        QVERIFY(playAll(s, {"psychic 15", "ghost 5", "ghost 1", "end", "end"}));
        QCOMPARE(s.decision(), Decision::StillMe);
        QVERIFY(!isLegal(s, u"keep 0"_s)); // psychic 15 itself has no value
        QVERIFY(play(s, u"keep 1"_s));
        chanceAll(s);
        QVERIFY(play(s, u"place none"_s));
        QCOMPARE(s.round, 2);
        QCOMPARE(s.total(2, 0), 5);
        QCOMPARE(s.side(1, 0).size(), 2);
        // The loser of a round with psychic 15 is not asked.
        GameState t = withCard(15);
        QVERIFY(playAll(t, {"psychic 15", "end"}));
        QCOMPARE(t.decision(), Decision::Draw);
    }

    // 16 Double vision: copies one of its player's ghost cards this round (and group effects apply).
    void p16DoubleVision()
    {
        GameState s = withCard(16);
        givePsychic(s, 0, 9);
        QVERIFY(playAll(s, {"ghost 5", "ghost 2"}));
        QVERIFY(isLegal(s, u"psychic 16 0"_s));
        QVERIFY(play(s, u"psychic 16 0"_s));
        QCOMPARE(s.total(1, 0), 12);
        QVERIFY(play(s, u"psychic 9"_s));
        QCOMPARE(s.total(1, 0), 6 + 2 + 6);
        GameState t = withCard(16);
        QVERIFY(!isLegal(t, u"psychic 16 0"_s)); // nothing to copy yet
    }

    // 17 Wraith to the bottom: the opponent's cards of a value -2, never below 0, before and after.
    void p17Wraith()
    {
        GameState s = withCard(17);
        QVERIFY(playAll(s, {"ghost 5", "end", "ghost 1", "ghost 4", "ghost 3", "end"}));
        QVERIFY(play(s, u"psychic 17 1"_s));
        QCOMPARE(s.total(1, 1), 0 + 4 + 3);
        GameState t = withCard(17);
        QVERIFY(playAll(t, {"ghost 5", "psychic 17 4", "end", "ghost 4", "ghost 3"}));
        QCOMPARE(t.total(1, 1), 2 + 3);
    }

    // 18 I'll be back: a card played in an earlier round goes back into its player's deck.
    void p18IllBeBack()
    {
        GameState s = withCard(18);
        QVERIFY(!isLegal(s, u"psychic 18 1 0"_s)); // nothing played before
        QVERIFY(playAll(s, {"ghost 5", "end", "end"})); // seat 0 wins round 1 and starts round 2
        chanceAll(s);
        QVERIFY(play(s, u"place none"_s));
        const int deck = s.player[0].deck;
        QVERIFY(play(s, u"psychic 18 1 0"_s));
        QCOMPARE(s.player[0].deck, deck + 1);
        QCOMPARE(s.side(1, 0).size(), 0);
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // 19 Ghost of Christmas yet to come: the top card of a deck is shown and gives its value; it
    // stays on top, so the next draw from that deck is that card.
    void p19YetToCome()
    {
        GameState s = withCard(19);
        QVERIFY(play(s, u"psychic 19 p2"_s));
        QCOMPARE(s.decision(), Decision::RevealTop);
        QVERIFY(play(s, u"top 6"_s));
        QCOMPARE(s.total(1, 0), 6);
        QCOMPARE(s.player[1].topKnown, 6);
        QVERIFY(playAll(s, {"end", "end"}));
        QCOMPARE(s.decision(), Decision::Draw);
        QVERIFY(playAll(s, {"draw 1", "draw 1"})); // seat 0's deck
        std::vector<ChanceOutcome> outcomes;
        s.chanceOutcomes(outcomes);
        QCOMPARE(int(outcomes.size()), 1); // seat 1's top card is known
        QCOMPARE(int(outcomes[0].action.v), 6);
    }

    // 20 Let's meet at the end: a random card of the chosen player's hand goes face down on round 10.
    void p20MeetAtTheEnd()
    {
        GameState s = withCard(20, 0, {1, 2, 3, 4, 5}, {3, 3, 3, 3, 2});
        QVERIFY(play(s, u"psychic 20 p2"_s));
        QCOMPARE(s.decision(), Decision::RandomCard);
        QVERIFY(!isLegal(s, u"random 1"_s));
        QVERIFY(play(s, u"random 3"_s));
        QCOMPARE(s.player[1].handSize(), 4);
        QCOMPARE(s.side(10, 1).size(), 1);
        QVERIFY(s.side(10, 1)[0].has(Card::FaceDown));
        QCOMPARE(s.viewFor(0).side(10, 1)[0].ghost, -1); // hidden from the player who chose
    }

    // 21 Bloody Mary: worth 6; its player discards 2 ghost cards from hand.
    void p21BloodyMary()
    {
        GameState s = withCard(21);
        QVERIFY(!isLegal(s, u"psychic 21 6 6"_s));
        QVERIFY(play(s, u"psychic 21 1 2"_s));
        QCOMPARE(s.total(1, 0), 6);
        QCOMPARE(s.player[0].handSize(), 3);
        QCOMPARE(s.player[0].discarded, 2);
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // 22 Playing dead: its player loses the round at once and takes one card of the round back.
    void p22PlayingDead()
    {
        GameState s = withCard(22);
        QVERIFY(playAll(s, {"ghost 5", "end", "ghost 1", "ghost 2", "ghost 3", "end"}));
        QVERIFY(play(s, u"psychic 22 0"_s));
        QCOMPARE(s.phase, Phase::RoundEnd);
        QCOMPARE(s.player[1].manors, 1);
        QCOMPARE(s.player[0].hand[5], 1); // the 5 is back
        QVERIFY(s.player[0].holds(s.line[0])); // the loser takes the round's psychic card
    }

    // 23 Ghostly goldfish: two ghosts worth 1 (each gets group effects).
    void p23Goldfish()
    {
        GameState s = withCard(23);
        givePsychic(s, 0, 9);
        QVERIFY(play(s, u"psychic 23"_s));
        QCOMPARE(s.total(1, 0), 2);
        QVERIFY(play(s, u"psychic 9"_s));
        QCOMPARE(s.total(1, 0), 4);
    }

    // 24 Private lounge: the opponent can play no psychic card for the rest of the round.
    void p24PrivateLounge()
    {
        GameState s = withCard(24);
        givePsychic(s, 1, 4);
        QVERIFY(playAll(s, {"psychic 24", "ghost 1", "end"}));
        QVERIFY(!isLegal(s, u"psychic 4"_s));
        QVERIFY(isLegal(s, u"ghost 2"_s));
    }

    // 25 They were never seen again: two values nobody may play this round.
    void p25NeverSeenAgain()
    {
        GameState s = withCard(25);
        givePsychic(s, 1, 4); // Lady in White works as a 2
        QVERIFY(play(s, u"psychic 25 2 5"_s));
        QVERIFY(!isLegal(s, u"ghost 2"_s));
        QVERIFY(!isLegal(s, u"ghost 5"_s));
        QVERIFY(playAll(s, {"ghost 3", "end"}));
        QVERIFY(!isLegal(s, u"ghost 5"_s));
        QVERIFY(!isLegal(s, u"psychic 4"_s));
        QVERIFY(isLegal(s, u"ghost 4"_s));
        QCOMPARE(s.bannedValues(), (1 << 2) | (1 << 5));
    }

    // 26 I pity the Ghoul!: a value +3 for both players, before and after.
    void p26PityTheGhoul()
    {
        GameState s = withCard(26);
        QVERIFY(playAll(s, {"ghost 2", "end", "ghost 2", "ghost 1", "end"}));
        QVERIFY(play(s, u"psychic 26 2"_s));
        QCOMPARE(s.total(1, 0), 5);
        QCOMPARE(s.total(1, 1), 6);
    }

    // 27 Creepy lull: the round ends tied; its token moves to the next round; its card is discarded.
    void p27CreepyLull()
    {
        GameState s = withCard(27);
        const int roundCard = s.line[0];
        QVERIFY(playAll(s, {"ghost 1", "end", "ghost 2", "end", "psychic 27"}));
        QCOMPARE(s.phase, Phase::RoundEnd);
        QCOMPARE(s.slotManors[1], 2); // round 1's manor waits on round 2
        QVERIFY(!s.player[0].holds(roundCard) && !s.player[1].holds(roundCard));
        QVERIFY(s.psychicGone & (1u << roundCard));
        chanceAll(s);
        QCOMPARE(s.round, 2); // nobody withdrew: nobody places
        QCOMPARE(s.currentSeat(), 0); // the round's starter starts again (D-RIP-LULL)
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // 28 House swap: two tokens of later rounds change places.
    void p28HouseSwap()
    {
        GameState s = withCard(28);
        // kTokens: round 3 manor, round 4 castle.
        QVERIFY(!isLegal(s, u"psychic 28 1 4 manor castle"_s)); // round 1 is not a later round
        QVERIFY(play(s, u"psychic 28 3 4 manor castle"_s));
        QCOMPARE(s.slotCastles[2], 1);
        QCOMPARE(s.slotManors[3], 1);
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // 29 We're worthless: every other card, before and after, loses its effect; a card with a value is
    // worth 1, an effect-only psychic card 0 (D-RIP-29).
    void p29Worthless()
    {
        GameState s = withCard(29);
        givePsychic(s, 0, 8);
        givePsychic(s, 1, 25);
        QVERIFY(playAll(s, {"psychic 8", "ghost 4", "end"}));
        QCOMPARE(s.total(1, 0), 5);
        QVERIFY(playAll(s, {"psychic 25 3 4", "ghost 5", "ghost 2", "end"}));
        QVERIFY(!isLegal(s, u"ghost 4"_s));
        QVERIFY(playAll(s, {"psychic 29"}));
        QCOMPARE(s.total(1, 0), 1); // the 4 counts 1; Acro-bats and 29 itself nothing
        QCOMPARE(s.total(1, 1), 2); // the 5 and the 2; They were never seen again nothing
        QVERIFY(isLegal(s, u"ghost 3"_s)); // the ban is gone
        QVERIFY(play(s, u"ghost 5"_s));
        QCOMPARE(s.total(1, 0), 2);
    }

    // D-RIP-R10: a psychic card placed on round 10 acts when revealed; its choice is asked then.
    void roundTenPsychicChoice()
    {
        GameState s = deal(lineWithout({10}), kTokens, {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5});
        givePsychic(s, 0, 10);
        for (int r = 1; r <= 9; ++r) {
            QVERIFY(play(s, u"end"_s));
            chanceAll(s);
            const int seat = s.currentSeat();
            if (r == 1)
                QVERIFY(play(s, u"place psychic 10"_s));
            else if (r == 3)
                QVERIFY(play(s, u"place ghost %1"_s.arg(s.player[0].hand[5] ? 5 : s.player[0].hand[4] ? 4 : 3)));
            else if (r == 8)
                QVERIFY(play(s, u"place ghost %1"_s.arg([&] {
                    for (int v = 6; v >= 1; --v)
                        if (s.player[1].hand[std::size_t(v)] > 0)
                            return v;
                    return 0;
                }())));
            else
                QVERIFY(play(s, u"place none"_s));
            (void)seat;
        }
        QCOMPARE(s.decision(), Decision::Round10);
        QCOMPARE(s.currentSeat(), 0);
        const int mine = s.side(10, 0)[1].ghost;
        QVERIFY(play(s, u"reveal 10 %1"_s.arg(mine)));
        QVERIFY(s.isTerminal());
        QCOMPARE(s.total(10, 0), mine + 2);
    }
};

QTEST_GUILESS_MAIN(TestPsychic)
#include "tst_psychic.moc"
