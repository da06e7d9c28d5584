// Rest in Peace's view models (app/restinpeace/ripmodels.h) and its choice rows under
// QAbstractItemModelTester through a whole game of two computer players, and what they show.
#include "historystore.h"
#include "ripsession.h"
#include "model/restinpeace/game.h"

#include <QAbstractItemModelTester>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

/// A table game of Ada and Bo (seed 4).
rip::Game gameOfAdaAndBo()
{
    rip::Setup setup;
    setup.seed = 4;
    return rip::Game::create(setup, {u"Ada"_s, u"Bo"_s});
}

/// Applies `text` in the notation; false, with the reason as a warning, when it is refused.
bool applyText(rip::Game &g, const QString &text)
{
    rip::Action a;
    QString error;
    const bool ok = rip::actionFromText(g.state(), text, a, error) && g.apply(a) == rip::ApplyError::None;
    if (!ok)
        qWarning("%s: %s", qPrintable(text), qPrintable(error));
    return ok;
}

/// Lays the line: the psychic cards of rounds 1 to 9, then the tokens manor, manor, manor, castle,
/// castle, manor, manor, castle, castle, manor.
bool layLine(rip::Game &g, const QList<int> &cards)
{
    for (const int card : cards)
        if (!applyText(g, u"line %1"_s.arg(card)))
            return false;
    for (const char *t : {"M", "M", "M", "C", "C", "M", "M", "C", "C", "M"})
        if (!applyText(g, t[0] == 'M' ? u"mansion manor"_s : u"mansion castle"_s))
            return false;
    return true;
}

} // namespace

class TestRipModels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void wholeGameUnderTester()
    {
        QTemporaryDir dir;
        HistoryStore history(dir.path() + u"/h.sqlite"_s);
        RipSession s;
        s.setAutosaveDirectory(dir.path());
        s.waitForAutosaveScan();
        s.setHistoryStore(&history);
        QAbstractItemModelTester t1(s.mansions(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(s.seats(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(s.choices(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(s.log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        s.setNextSeed(3);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"random"_s, u"rules"_s}, 0, false));
        QCOMPARE(s.mansions()->rowCount(), 10);
        QCOMPARE(s.seats()->rowCount(), 2);
        // RIP-SETUP-1/2: the line shows every card and token of the state.
        const rip::GameState &start = s.game().state();
        int manors = 0, castles = 0;
        for (int r = 0; r < 10; ++r) {
            const RipMansionRow &row = s.mansions()->rows().at(r);
            QCOMPARE(row.round, r + 1);
            QCOMPARE(row.card, r < 9 ? int(start.line[std::size_t(r)]) : 30);
            QVERIFY(!row.cardName.isEmpty());
            manors += row.manors;
            castles += row.castles;
        }
        QCOMPARE(manors, 6); // RIP-COMP-3
        QCOMPARE(castles, 4);
        QVERIFY(s.mansions()->rows().at(0).current);
        QVERIFY(QTest::qWaitFor([&] { return s.game().state().isTerminal(); }, 60000));
        // Every mansion won is marked with its winner; the winner's tokens add up to the seat's.
        const rip::GameState &end = s.game().state();
        int won[2] = {0, 0};
        for (const RipMansionRow &row : s.mansions()->rows())
            if (row.winner >= 0) {
                won[row.winner] += row.manors + row.castles;
                QVERIFY(!row.outcome.isEmpty());
            }
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(won[p], end.player[std::size_t(p)].manors + end.player[std::size_t(p)].castles);
            QCOMPARE(s.seats()->rows().at(p).manors, int(end.player[std::size_t(p)].manors));
            QCOMPARE(s.seats()->index(p).data(RipSeatModel::NameRole).toString(), p == 0 ? u"Ada"_s : u"Bo"_s);
        }
        QCOMPARE(s.choices()->count(), 0);
        QVERIFY(s.log()->rowCount() > 20);
        // Undo and redo rebuild rows in place, still valid for the tester.
        QVERIFY(!s.canUndo()); // two computer players: nobody's decision to go back to
    }

    // The log: a card laid face down is named only when it is a psychic card (D-RIP-R10-PSYCHIC), never
    // a ghost card; the psychic card number 1 and a ghost card not told are told apart.
    void faceDownSentences()
    {
        const RipText t({u"Ada"_s, u"Bo"_s});
        rip::Event ghost{rip::EventType::Placed, 0};
        ghost.v = -1;
        ghost.rule = "RIP-ROUND-3";
        QCOMPARE(t.sentence(ghost), u"Ada lays a card face down on round 10."_s);
        ghost.v = 4;
        QCOMPARE(t.sentence(ghost), u"Ada lays a card face down on round 10."_s);
        rip::Event psychic{rip::EventType::Placed, 1};
        psychic.v = -1;
        psychic.a = 1;
        psychic.rule = "RIP-ROUND-3";
        QCOMPARE(t.sentence(psychic), u"Bo lays You won't have it face down on round 10."_s);
        rip::Event drawn{rip::EventType::CardDrawn, 1};
        drawn.v = 6;
        QVERIFY(!t.sentence(drawn).contains(u'6'));
    }

    // The totals on the board are the engine's (RIP-TURN-2) and name the effects in play.
    void boardTotals()
    {
        QTemporaryDir dir;
        RipSession s;
        s.setAutosaveDirectory(dir.path());
        s.waitForAutosaveScan();
        s.setNextSeed(8);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"rules"_s}, 0, false));
        const int row = s.choices()->firstIn(u"ghost"_s);
        QVERIFY(row >= 0);
        const int value = s.choices()->rows().at(row).value;
        QVERIFY(s.choices()->apply(row));
        const QVariantList totals = s.board().value(u"totals"_s).toList();
        QCOMPARE(totals.value(0).toInt(), s.game().state().total(1, 0));
        QCOMPARE(totals.value(0).toInt(), value);
        QCOMPARE(s.seats()->rows().at(0).total, value);
        QVERIFY(s.board().value(u"mustBeat"_s).toString().contains(u"Ada"_s));
        QCOMPARE(s.mansions()->rows().at(0).cards0, QString::number(value));
    }

    // A decided round keeps showing the cards and totals that decided it: Now or never (13) moves to
    // round 10 as its round closes, and I'll be back (18) returns a card of an earlier round to the deck,
    // but the line still says what each player had there.
    void decidedRoundsKeepTheirCards()
    {
        QTemporaryDir dir;
        rip::Game g = gameOfAdaAndBo();
        auto apply = [&g](const QString &text) { return applyText(g, text); };
        // Round 1's card is Now or never (13), round 2's I'll be back (18).
        QVERIFY(layLine(g, {13, 18, 4, 1, 2, 3, 5, 6, 7}));
        for (const int v : {1, 1, 2, 3, 4, 1, 2, 2, 3, 5})
            QVERIFY(apply(u"draw %1"_s.arg(v)));
        QVERIFY(apply(u"end"_s)); // Ada withdraws at once: she takes Now or never
        g.playChance();
        QVERIFY(apply(u"place none"_s));
        QVERIFY(apply(u"end"_s)); // Bo withdraws at once: he takes I'll be back
        g.playChance();
        QVERIFY(apply(u"place none"_s));
        QVERIFY(apply(u"ghost 1"_s)); // round 3: Ada 1 + Now or never (4) = 5
        QVERIFY(apply(u"psychic 13"_s));
        QVERIFY(apply(u"end"_s));
        QVERIFY(apply(u"ghost 2"_s)); // Bo 2 does not beat 5: he withdraws, Now or never moves to round 10
        QVERIFY(apply(u"end"_s));
        g.playChance();
        QVERIFY(apply(u"place none"_s));
        QCOMPARE(g.state().round, 4);
        QVERIFY(apply(u"ghost 1"_s)); // round 4: Ada 1
        QVERIFY(apply(u"end"_s));
        QVERIFY(apply(u"psychic 18 3 0"_s)); // Bo takes his 2 of round 3 back into his deck
        QVERIFY(apply(u"ghost 3"_s));
        QVERIFY(apply(u"end"_s));
        QCOMPARE(g.state().side(3, 1).size(), 0);
        QCOMPARE(g.state().side(3, 0).size(), 1);
        const QString path = dir.path() + u"/moved.json"_s;
        QVERIFY(g.save(path));

        RipSession s;
        s.setAutosaveDirectory(dir.path() + u"/auto"_s);
        s.waitForAutosaveScan();
        QVERIFY2(s.openFile(path), qPrintable(s.message()));
        const RipMansionRow three = s.mansions()->rows().at(2);
        QCOMPARE(three.winner, 0);
        QCOMPARE(three.cards0, u"1, Now or never"_s);
        QCOMPARE(three.total0, 5);
        QCOMPARE(three.cards1, u"2"_s);
        QCOMPARE(three.total1, 2);
        // The round being played still shows what lies there now.
        const RipMansionRow four = s.mansions()->rows().at(3);
        QCOMPARE(four.total1, 3);
        QCOMPARE(four.total0, 1);
        // Round 10 shows Now or never where it went.
        QVERIFY(s.mansions()->rows().at(9).cards0.contains(u"Now or never"_s));
        QVERIFY(!s.board().value(u"effects"_s).toStringList().isEmpty()); // I'll be back, played now

        // Ada withdraws from round 4: at the lay-face-down step the round's effects are over.
        QVERIFY(apply(u"end"_s));
        g.playChance();
        QCOMPARE(g.state().decision(), rip::Decision::Place);
        const QString path2 = dir.path() + u"/place.json"_s;
        QVERIFY(g.save(path2));
        RipSession s2;
        s2.setAutosaveDirectory(dir.path() + u"/auto2"_s);
        s2.waitForAutosaveScan();
        QVERIFY2(s2.openFile(path2), qPrintable(s2.message()));
        QVERIFY2(s2.board().value(u"effects"_s).toStringList().isEmpty(),
                 qPrintable(s2.board().value(u"effects"_s).toStringList().join(u" | "_s)));
        QCOMPARE(s2.mansions()->rows().at(3).cards1, u"I'll be back, 3"_s);
    }

    // We're worthless (29), the rulebook: "all the other cards are now worth 1 and lose their potential
    // effects." A psychic card with an effect only has no worth (D-RIP-29): its button, its explanation
    // and the round's list of effects say what it counts, as the totals count it.
    void worthlessButtonsSayTheWorth()
    {
        QTemporaryDir dir;
        rip::Game g = gameOfAdaAndBo();
        auto apply = [&g](const QString &text) { return applyText(g, text); };
        // Round 1's card is 29, round 2's Private lounge (24), round 3's Lady in White (4).
        QVERIFY(layLine(g, {29, 24, 4, 1, 2, 3, 5, 6, 7}));
        for (const int v : {1, 1, 2, 3, 4, 1, 2, 2, 3, 5})
            QVERIFY(apply(u"draw %1"_s.arg(v)));
        QVERIFY(apply(u"end"_s)); // Ada withdraws at once: she takes We're worthless
        g.playChance();
        QVERIFY(apply(u"place none"_s));
        QVERIFY(apply(u"end"_s)); // Bo withdraws at once: he takes Private lounge
        g.playChance();
        QVERIFY(apply(u"place none"_s));
        QVERIFY(apply(u"ghost 1"_s)); // round 3: Ada starts
        QVERIFY(apply(u"psychic 29"_s));
        QVERIFY(apply(u"end"_s));
        QCOMPARE(g.state().currentSeat(), 1);
        const QString path = dir.path() + u"/worthless.json"_s;
        QVERIFY(g.save(path));

        RipSession s;
        s.setAutosaveDirectory(dir.path() + u"/auto"_s);
        s.waitForAutosaveScan();
        QVERIFY2(s.openFile(path), qPrintable(s.message()));
        if (!s.handOff().isEmpty())
            s.confirmHandOff();
        const int lounge = s.choices()->rowWithValue(u"psychic"_s, 24);
        QVERIFY(lounge >= 0);
        const ChoiceRow row = s.choices()->rows().at(lounge);
        QCOMPARE(row.label, u"Private lounge: worth 0: no value of its own"_s);
        QVERIFY(row.detail.contains(u"counts 0"_s));
        QVERIFY(s.choices()->apply(lounge));
        QCOMPARE(s.game().state().total(3, 1), 0);
        QCOMPARE(s.board().value(u"totals"_s).toList().value(1).toInt(), 0);
        QCOMPARE(s.seats()->rows().at(1).total, 0);
        const QStringList effects = s.board().value(u"effects"_s).toStringList();
        QVERIFY2(effects.contains(u"Bo's Private lounge: worth 0, no effect: no value of its own (We're worthless)"_s),
                 qPrintable(effects.join(u" | "_s)));
        // Ada's ghost card still counts 1; Bo must withdraw.
        QCOMPARE(s.board().value(u"totals"_s).toList().value(0).toInt(), 1);
    }
};

QTEST_MAIN(TestRipModels)
#include "tst_ripmodels.moc"
