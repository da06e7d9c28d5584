// Correcting the past at a table: a step entered long ago is replaced, every later step is played
// again on top of it, those still legal are kept and the first that no longer is stops the replay.
// Checked here through R-DIST-1..3 (dice, piles, picks), whose legality depends on earlier entries.
#include "testutil.h"

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

Action parsed(const GameState &s, const QString &text)
{
    Action a;
    QString error;
    if (!actionFromText(s, text, a, error))
        qWarning("not an action: %s", qPrintable(error));
    return a;
}

bool step(Game &g, const QString &text)
{
    const ApplyError e = g.apply(parsed(g.state(), text));
    if (e != ApplyError::None)
        qWarning("'%s' not applied: %s", qPrintable(text), applyErrorKey(e));
    return e == ApplyError::None;
}

// A 3-player game of `mode` whose setup is played, waiting for round 1's dice.
Game afterSetup(Mode mode)
{
    Game g = Game::create(rules(), 3, 42, mode);
    while (g.state().decision() != Decision::Dice && g.state().decision() != Decision::None) {
        if (mode == Mode::Digital && g.state().isChance()) {
            g.playChance();
            continue;
        }
        (void)g.apply(firstNamed(g.state().legalActions()));
    }
    return g;
}

// The same game played from scratch with `actions`: what a correction must be equal to.
QString replayed(const Game &g, const std::vector<Action> &actions)
{
    GameState s = g.initialState();
    for (const Action &a : actions)
        if (s.apply(a) != ApplyError::None)
            return u"refused"_s;
    return stateDigest(s);
}

} // namespace

class TestCorrection : public QObject {
    Q_OBJECT

private slots:
    // R-DIST-1/R-DIST-2: the dice were 8, not 10. The piles 4 and 3 still fit 8 Etherea; a third pile
    // of 3 no longer does (1 is left for two piles, and piles do not grow), so the replay stops there
    // and says why. The last pile is never entered: it holds the rest.
    void diceCorrectedStopsAtFirstIllegalPile_R_DIST_1_R_DIST_2()
    {
        Game g = afterSetup(Mode::Table);
        const std::size_t diceStep = g.actions().size();
        QVERIFY(step(g, u"dice 10"_s));
        for (const QString &p : {u"pile 4"_s, u"pile 3"_s, u"pile 3"_s})
            QVERIFY(step(g, p));
        QCOMPARE(g.state().decision(), Decision::PickPile);
        QVERIFY(step(g, u"take 1"_s));
        const std::size_t stepsBefore = g.actions().size();

        const GameState atDice = g.stateBefore(diceStep);
        const Game::Correction c = g.correct(diceStep, parsed(atDice, u"dice 8"_s));
        QVERIFY(c.ok());
        QCOMPARE(c.kept, std::size_t(2));                  // pile 4, pile 3
        QCOMPARE(c.stoppedAt, std::ptrdiff_t(diceStep + 3)); // the second pile of 3
        QCOMPARE(c.reason, ApplyError::Illegal);
        QCOMPARE(c.dropped, stepsBefore - (diceStep + 3));  // that pile and the pick after it
        QCOMPARE(g.actions().size(), diceStep + 3);
        QCOMPARE(g.state().diceTotal, 8);
        QCOMPARE(g.state().decision(), Decision::SetPile); // the table sizes the third pile again
        QVERIFY(!g.canRedo());
        QVERIFY(g.state().checkInvariants().isEmpty());
        QCOMPARE(stateDigest(g.state()), replayed(g, g.actions()));
        QVERIFY(step(g, u"pile 1"_s)); // and goes on from there
        QCOMPARE(g.state().decision(), Decision::PickPile);
    }

    // R-DIST-3: the second player took pile 4 (1 Etherea), not pile 2; the third player's pick of
    // pile 3 is still legal, so every later step is kept and the Etherea follow the correction.
    void pickCorrectedKeepsLaterLegalSteps_R_DIST_3()
    {
        Game g = afterSetup(Mode::Table);
        QVERIFY(step(g, u"dice 10"_s));
        for (const QString &p : {u"pile 4"_s, u"pile 3"_s, u"pile 2"_s})
            QVERIFY(step(g, p));
        QVERIFY(step(g, u"take 1"_s));
        const std::size_t second = g.actions().size();
        const int seat = g.state().currentSeat();
        QVERIFY(step(g, u"take 2"_s));
        QVERIFY(step(g, u"take 3"_s));
        const std::size_t steps = g.actions().size();
        const int ethereaBefore = g.state().player[std::size_t(seat)].etherea;

        const Game::Correction c = g.correct(second, parsed(g.stateBefore(second), u"take 4"_s));
        QVERIFY(c.ok());
        QCOMPARE(c.stoppedAt, std::ptrdiff_t(-1));
        QCOMPARE(c.dropped, std::size_t(0));
        QCOMPARE(g.actions().size(), steps);
        QCOMPARE(c.kept, steps - second - 1);
        QCOMPARE(g.state().player[std::size_t(seat)].etherea, ethereaBefore - 3 + 1);
        QCOMPARE(stateDigest(g.state()), replayed(g, g.actions()));

        // Taking it back by correcting once more gives the first game again.
        const Game::Correction back = g.correct(second, parsed(g.stateBefore(second), u"take 2"_s));
        QVERIFY(back.ok());
        QCOMPARE(g.state().player[std::size_t(seat)].etherea, ethereaBefore);
    }

    // Refusals change nothing: not legal there, another seat's answer, the same step, no such step,
    // an adjustment in place of a decision, and any correction of a digital game.
    void refusedCorrectionsChangeNothing()
    {
        Game g = afterSetup(Mode::Table);
        const std::size_t diceStep = g.actions().size();
        QVERIFY(step(g, u"dice 10"_s));
        QVERIFY(step(g, u"pile 4"_s));
        const QByteArray before = g.toJson();
        const GameState atDice = g.stateBefore(diceStep);

        Action tooLow = parsed(atDice, u"dice 10"_s);
        tooLow.v = 2; // three dice never show 2
        Game::Correction c = g.correct(diceStep, tooLow);
        QCOMPARE(c.error, Game::Correction::Error::Refused);
        QCOMPARE(c.reason, ApplyError::Illegal);
        QCOMPARE(g.toJson(), before);

        Action otherSeat = g.actions()[diceStep + 1];
        otherSeat.seat = std::int8_t((otherSeat.seat + 1) % 3);
        QCOMPARE(g.correct(diceStep + 1, otherSeat).error, Game::Correction::Error::OtherDecision);
        QCOMPARE(g.correct(diceStep, g.actions()[diceStep]).error, Game::Correction::Error::Unchanged);
        QCOMPARE(g.correct(g.actions().size(), tooLow).error, Game::Correction::Error::NoSuchStep);
        const Action adjust = parsed(atDice, u"meter threat 3 p1"_s);
        QVERIFY(adjust.isAdjustment());
        QCOMPARE(g.correct(diceStep, adjust).error, Game::Correction::Error::OtherDecision);
        QCOMPARE(g.toJson(), before);

        Game digital = afterSetup(Mode::Digital);
        digital.playChance();
        const QByteArray digitalBefore = digital.toJson();
        QCOMPARE(digital.correct(0, digital.actions()[0]).error, Game::Correction::Error::NotInTablePlay);
        QCOMPARE(digital.toJson(), digitalBefore);
    }

    // Past a checkpoint: a correction early in a long game replays every later step exactly.
    void longReplayMatchesAFreshGame()
    {
        Game g = afterSetup(Mode::Table);
        const std::size_t diceStep = g.actions().size();
        QVERIFY(step(g, u"dice 10"_s));
        std::uint64_t x = 7;
        while (g.actions().size() < diceStep + 120 && g.state().decision() != Decision::None) {
            const auto legal = g.state().legalActions();
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            std::vector<Action> plain;
            for (const Action &a : legal)
                if (!a.isAdjustment())
                    plain.push_back(a);
            (void)g.apply(plain[std::size_t(x >> 33) % plain.size()]);
        }
        const std::size_t steps = g.actions().size();
        const Game::Correction c = g.correct(diceStep, parsed(g.stateBefore(diceStep), u"dice 9"_s));
        QVERIFY(c.ok());
        QCOMPARE(c.kept + c.dropped, steps - diceStep - 1);
        QCOMPARE(stateDigest(g.state()), replayed(g, g.actions()));
        // The checkpoints were rebuilt too: the state before any kept step equals a fresh replay.
        for (std::size_t i : {std::size_t(0), diceStep, g.actions().size() / 2, g.actions().size()}) {
            const std::vector<Action> prefix(g.actions().begin(), g.actions().begin() + std::ptrdiff_t(i));
            QCOMPARE(stateDigest(g.stateBefore(i)), replayed(g, prefix));
        }
        QVERIFY(g.undo());
        QCOMPARE(stateDigest(g.state()), replayed(g, g.actions()));
    }
};

QTEST_GUILESS_MAIN(TestCorrection)
#include "tst_correction.moc"
