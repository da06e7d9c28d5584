// Table play: Mourner cards the table does not name ("draw unknown GUILD") still bring their figure,
// count against their deck, and can be lost or deactivated by their guild (R-SETUP-5, R-ACT-5,
// R-THREAT-10, R-COMP-3).
#include "testutil.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

class TestTablePlay : public QObject {
    Q_OBJECT

private slots:
    // R-SETUP-5 at a table: the starting Mourner may be unnamed; its figure's guild is what counts.
    void unnamedStartingMourner_R_SETUP_5()
    {
        GameState s = GameState::newGame(rules(), 2, 1, Mode::Table);
        QVERIFY(play(s, u"keep flesh"_s));
        QVERIFY(play(s, u"keep flesh"_s));
        QCOMPARE(s.decision(), Decision::StartingMourner);
        QVERIFY(isLegal(s, u"draw unknown cs"_s));
        QVERIFY(!isLegal(s, u"draw unknown mk"_s)); // not a Flesh guild
        const auto poolBefore = s.startingPool[1].size();
        QVERIFY(play(s, u"draw unknown sc"_s));
        const int seat = s.startingOrder[0];
        QCOMPARE(int(s.player[std::size_t(seat)].mourners.size()), 1);
        QCOMPARE(int(s.player[std::size_t(seat)].mourners[0].card), kUnknownCard);
        QCOMPARE(int(s.player[std::size_t(seat)].figures[kCrypt][ShroudrieviesCoven]), 1);
        QCOMPARE(s.startingPool[1].size(), poolBefore - 1);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-ACT-5 at a table; then R-THREAT-10 takes the unnamed card by its guild, and Malavestros'
    // second action deactivates it by its guild.
    void unnamedMournerDrawnLostAndExhausted_R_ACT_5_R_THREAT_10()
    {
        GameState s = tableGameAfterSetup(2, {u"bone"_s, u"spirit"_s});
        playRandomUntil(s, 3, [](const GameState &st) { return st.decision() == Decision::Turn; });
        QCOMPARE(s.decision(), Decision::Turn);
        const int p = s.currentSeat();
        setEtherea(s, p, 5);
        const auto deckBefore = s.mournerDeck[2].size();
        QVERIFY(play(s, u"mourner spirit"_s));
        QCOMPARE(s.decision(), Decision::DrawMourner);
        QVERIFY(play(s, u"draw unknown gc"_s));
        QCOMPARE(s.mournerDeck[2].size(), deckBefore - 1);
        const auto &pl = s.player[std::size_t(p)];
        QCOMPARE(pl.mourners.back().card, std::int16_t(kUnknownCard));
        QCOMPARE(int(pl.mourners.back().guild), int(GravedancersCircle));
        QVERIFY(pl.guildTotal(GravedancersCircle) >= 1);
        QVERIFY(s.checkInvariants().isEmpty());

        // The player on the left takes the unnamed card at threat 10.
        const int cards = int(pl.mourners.size());
        const int gcBefore = pl.guildTotal(GravedancersCircle);
        QVERIFY(play(s, u"meter threat 10 p%1"_s.arg(p + 1)));
        QCOMPARE(s.decision(), Decision::ThreatCard);
        QCOMPARE(s.currentSeat(), s.leftOf(p));
        QVERIFY(play(s, u"lose-card unknown gc"_s));
        QCOMPARE(int(s.player[std::size_t(p)].mourners.size()), cards - 1);
        QCOMPARE(s.player[std::size_t(p)].guildTotal(GravedancersCircle), gcBefore - 1);
        QCOMPARE(int(s.threat), 9);
    }

    // R-ACT-3 / R-ACT-7 at a table: a Court card or a Mourner the table does not name takes the turn
    // (its effect is entered as adjustments); the card leaves the hand, the Mourner is exhausted.
    void unnamedCardsTakeTheTurn_R_ACT_3_R_ACT_7()
    {
        GameState s = tableGameAfterSetup(2, {u"bone"_s, u"spirit"_s});
        playRandomUntil(s, 8, [](const GameState &st) {
            return st.decision() == Decision::Turn && !st.player[std::size_t(st.currentSeat())].hand.empty();
        });
        QCOMPARE(s.decision(), Decision::Turn);
        const int p = s.currentSeat();
        s.player[std::size_t(p)].hand.assign(2, std::int16_t(kUnknownCard));
        s.player[std::size_t(p)].mourners.push_back(MournerInPlay{std::int16_t(kUnknownCard), false, std::int8_t(CouncilOfOsteomancy)});
        QVERIFY(isLegal(s, u"play unknown 2"_s));
        QVERIFY(isLegal(s, u"activate unknown co"_s));
        QVERIFY(!isLegal(s, u"activate unknown mk"_s));
        const GameState before = s;
        QVERIFY(play(s, u"play unknown 2"_s));
        QCOMPARE(int(s.player[std::size_t(p)].hand.size()), 1);
        QVERIFY(s.currentSeat() != p); // the turn passed on
        QCOMPARE(s.player[std::size_t(p)].etherea, before.player[std::size_t(p)].etherea);
        QCOMPARE(s.counter, std::int8_t(0)); // an action, not a pass (R-ACT-2)
        playRandomUntil(s, 9, [p](const GameState &st) { return st.decision() == Decision::Turn && st.currentSeat() == p; }, 200);
        if (s.decision() == Decision::Turn && s.currentSeat() == p) {
            QVERIFY(play(s, u"activate unknown co"_s));
            QVERIFY(s.player[std::size_t(p)].mourners.back().exhausted);
            QVERIFY(!isLegal(s, u"activate unknown co"_s));
        }
    }

    // The application's own data travels with the save untouched.
    void saveKeepsTheApplicationsMeta()
    {
        Game g = Game::create(rules(), 2, 5, Mode::Table);
        g.setMeta(QJsonObject{{u"setup"_s, u"wizard"_s}});
        QCOMPARE(g.apply(g.state().legalActions().front()), ApplyError::None);
        const auto loaded = Game::fromJson(g.toJson());
        QVERIFY2(loaded.ok(), qPrintable(mc::problemKeys(loaded.problems)));
        QCOMPARE(loaded.game.meta().value(u"setup"_s).toString(), u"wizard"_s);
    }
};

QTEST_GUILESS_MAIN(TestTablePlay)
#include "tst_tableplay.moc"
