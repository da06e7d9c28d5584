// The text notation of actions (docs/cli.md): every legal action writes and reads back to itself;
// bad text gives a reason and no action.
#include "testutil.h"

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void everyLegalActionRoundTrips_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("mode");
        QTest::newRow("2 digital") << 2 << int(Mode::Digital);
        QTest::newRow("4 digital") << 4 << int(Mode::Digital);
        QTest::newRow("3 table") << 3 << int(Mode::Table);
    }

    void everyLegalActionRoundTrips()
    {
        QFETCH(int, players);
        QFETCH(int, mode);
        for (int g = 0; g < 30; ++g) {
            GameState s = GameState::newGame(rules(), players, std::uint64_t(g + 1), Mode(mode));
            std::uint64_t x = std::uint64_t(g) * 31 + 7;
            std::vector<Action> legal;
            while (!s.isTerminal()) {
                s.legalActions(legal);
                for (const Action &a : legal) {
                    const QString text = actionToText(s, a);
                    Action back;
                    QString error;
                    QVERIFY2(actionFromText(s, text, back, error), qPrintable(text + u": "_s + error));
                    QVERIFY2(back == a, qPrintable(u"'%1' read back differently"_s.arg(text)));
                }
                s.applyUnchecked(s.isChance() && s.mode == Mode::Digital ? s.sampleChance()
                                                                         : legal[std::size_t(uniformBelow(x, int(legal.size())))]);
            }
        }
    }

    void adjustmentsRoundTrip_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("etherea") << u"p2 adjust etherea +3"_s;
        QTest::newRow("unity down") << u"p1 adjust unity -1"_s;
        QTest::newRow("influence") << u"p3 adjust spirit +2"_s;
        QTest::newRow("forge") << u"p1 adjust forge +4"_s;
        QTest::newRow("meter with causer") << u"meter suspicion 13 p2"_s;
        QTest::newRow("meter") << u"meter threat 4"_s;
        QTest::newRow("move") << u"p1 move crypt 5 mk"_s;
        QTest::newRow("figure") << u"p2 figure 12 do -1"_s;
        QTest::newRow("alltaker") << u"holder alltaker p3"_s;
        QTest::newRow("malavestros") << u"holder malavestros 7"_s;
        QTest::newRow("malavestros off") << u"holder malavestros none"_s;
    }

    void adjustmentsRoundTrip()
    {
        QFETCH(QString, text);
        const GameState s = GameState::newGame(rules(), 3, 1, Mode::Table);
        Action a;
        QString error;
        QVERIFY2(actionFromText(s, text, a, error), qPrintable(error));
        QVERIFY(a.isAdjustment());
        QCOMPARE(actionToText(s, a), text);
    }

    void badTextIsRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        QTest::newRow("empty") << u"   "_s << u"empty"_s;
        QTest::newRow("unknown verb") << u"teleport 5"_s << u"unknown action"_s;
        QTest::newRow("no such guild") << u"recruit pirates"_s << u"guild"_s;
        QTest::newRow("bid not a number") << u"bid lots"_s << u"whole number"_s;
        QTest::newRow("player out of game") << u"p4 pass"_s << u"no player p4"_s;
        QTest::newRow("no such card") << u"play joker 1"_s << u"Court card"_s;
        QTest::newRow("bad relocation") << u"relocate crypt crypt"_s << u"location"_s;
        QTest::newRow("move without owner") << u"move crypt 5 mk"_s << u"whose figure"_s;
        QTest::newRow("draw a card of another deck") << u"draw bog-lantern-1"_s << u"no such card"_s; // a Wallows id while motives are due
        QTest::newRow("wallows id unknown") << u"wallows nothing-1 done"_s << u"no Wallows card"_s;
        // R-COMP-7: locations are 1-12; a 13 must not be read as the Crypt (index 12).
        QTest::newRow("move from 13") << u"p1 move 13 5 mk"_s << u"'13' is not a place: places are 1-12 or crypt"_s;
        QTest::newRow("move to 13") << u"p1 move crypt 13 mk"_s << u"'13' is not a place"_s;
        QTest::newRow("figure at 13") << u"p1 figure 13 mk +1"_s << u"'13' is not a place"_s;
        QTest::newRow("figure at 0") << u"p1 figure 0 mk +1"_s << u"'0' is not a place"_s;
        QTest::newRow("relocate from 13") << u"relocate 13 5"_s << u"'13' is not a place"_s;
        QTest::newRow("relocate to the crypt") << u"relocate 5 crypt"_s << u"'crypt' is not a location"_s;
        QTest::newRow("lose at 13") << u"lose 13 mk"_s << u"'13' is not a place"_s;
        QTest::newRow("target 13") << u"play malavestros 1 13"_s << u"'13' is not a place"_s;
        QTest::newRow("detail 13") << u"do 13 mk"_s << u"'13' is not a place"_s;
        QTest::newRow("malavestros at 13") << u"holder malavestros 13"_s << u"'13' is not a location"_s;
        // Changes beyond the bound of every counter are refused, not clamped to another change.
        QTest::newRow("huge change") << u"p1 adjust forge +40000"_s << u"from -999 to +999"_s;
    }

    void badTextIsRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        const GameState s = GameState::newGame(rules(), 3, 1, Mode::Table);
        Action a;
        QString error;
        QVERIFY(!actionFromText(s, text, a, error));
        QVERIFY2(error.contains(reason), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
