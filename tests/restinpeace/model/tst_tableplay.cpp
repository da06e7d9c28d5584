// Table play: the app is told what was played; hands are unknown, so a player may play any card they
// could still hold (decks are public in composition); face-down cards are told at the end.
#include "riptest.h"

using namespace rip;
using namespace riptest;
using namespace Qt::StringLiterals;

namespace {
GameState tableGame()
{
    Setup setup;
    setup.mode = Mode::Table;
    GameState s = GameState::newGame(setup);
    for (int c : lineWithout({}))
        (void)play(s, u"line %1"_s.arg(c));
    for (int i = 0; i < kRounds; ++i)
        (void)play(s, kTokens[i] == 'C' ? u"mansion castle"_s : u"mansion manor"_s);
    for (int i = 0; i < 10; ++i)
        (void)play(s, u"draw ?"_s);
    return s;
}
} // namespace

class TestTablePlay : public QObject {
    Q_OBJECT
private slots:
    // Unknown hands: every value still possible is legal; the composition limits it.
    void anyCardStillPossible()
    {
        GameState s = tableGame();
        QCOMPARE(s.decision(), Decision::Turn);
        QCOMPARE(s.player[0].handUnknown, 5);
        for (int v = 1; v <= 6; ++v)
            QVERIFY(isLegal(s, u"ghost %1"_s.arg(v)));
        QVERIFY(play(s, u"ghost 6"_s));
        QVERIFY(!isLegal(s, u"ghost 6"_s)); // the deck has only one 6 (RIP-COMP-1)
        QVERIFY(playAll(s, {"ghost 1", "ghost 1", "ghost 1", "ghost 1"}));
        QVERIFY(!isLegal(s, u"ghost 1"_s)); // five cards in hand, all played
        QCOMPARE(s.player[0].handUnknown, 0);
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }

    // Face-down cards the app was not told are named when round 10 is revealed (RIP-END-2).
    void faceDownToldAtTheEnd()
    {
        GameState s = tableGame();
        for (int r = 1; r <= 9; ++r) {
            QVERIFY(play(s, u"end"_s));
            while (s.isChance())
                QVERIFY(play(s, u"draw ?"_s));
            QVERIFY(play(s, r == 9 ? u"place ghost ?"_s : u"place none"_s));
        }
        QCOMPARE(s.decision(), Decision::RevealCard);
        QVERIFY(play(s, u"facedown 6"_s));
        QVERIFY(s.isTerminal());
        QCOMPARE(s.total(10, 0), 6);
        QCOMPARE(s.gameWinner, 0);
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    }
};

QTEST_GUILESS_MAIN(TestTablePlay)
#include "tst_tableplay.moc"
