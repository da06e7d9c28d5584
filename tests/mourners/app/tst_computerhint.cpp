// "What would the computer do?" through the facade (GameController::hint): the search sees the deciding
// seat's view only, its answer is the strong player's, it shows only on that seat's own screen (after its
// hand-off in hot-seat play, never on a hand-off screen or for another seat), and an answer for a decision
// no longer on screen (a step, undo, a new game, the view hidden) is dropped.
#include "computerhint.h"
#include "gamecontroller.h"
#include "model/mourners/advice.h"
#include "model/mourners/game.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>

using namespace Qt::StringLiterals;

namespace {

// A small budget without a time limit: the answer depends on the seed only, however busy the machine.
void quickBudget(GameController &c)
{
    c.hint()->setBudget(60, 0);
}

bool startHotSeat(GameController &c, const QStringList &kinds, quint64 seed)
{
    const QStringList names = QStringList{u"Ada"_s, u"Ben"_s, u"Cy"_s}.mid(0, kinds.size());
    return c.newDigitalGame({{u"names"_s, names}, {u"kinds"_s, kinds}, {u"oldest"_s, 0}, {u"seed"_s, seed}});
}

// Plays the people's decisions (through their hand-offs) with the first choice until a person's
// decision with several choices is on that person's screen.
bool untilSeveralChoices(GameController &c, int limit = 400)
{
    for (int guard = 0; guard < limit && !c.gameOver(); ++guard) {
        if (c.bots()->thinking()) {
            if (!QTest::qWaitFor([&] { return !c.bots()->thinking(); }, 60000))
                return false;
            continue;
        }
        if (c.seats()->handOffNeeded())
            c.revealPrivate();
        const QStringList legal = c.legalActions();
        if (legal.size() > 2 && c.game().state().decision() != mc::Decision::KeepMotive)
            return true;
        if (legal.isEmpty() || !c.applyAction(legal.constFirst()))
            return false;
    }
    return false;
}

} // namespace

class TestComputerHint : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Hot-seat: nothing before the hand-off; after it, the deciding person's hint from their view only,
    // the strong player's choice with the same seed, highlighted as its button is labelled.
    void hotSeatHintAfterTheHandOff()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        quickBudget(c);
        QVERIFY(startHotSeat(c, {u"person"_s, u"person"_s}, 21));
        QVERIFY(c.seats()->handOffNeeded());
        QVERIFY(!c.hint()->allowed());
        QVERIFY(!c.hint()->available());
        QVERIFY(!c.hint()->ask()); // never behind a hand-off
        QVERIFY(!c.hint()->thinking());
        QVERIFY(untilSeveralChoices(c));
        QVERIFY(!c.seats()->handOffNeeded());
        QVERIFY(c.hint()->allowed());
        QVERIFY(c.hint()->available());

        std::mutex lock;
        mc::GameState given;
        int asked = 0;
        c.hint()->setObserver([&](const mc::GameState &view) {
            std::lock_guard guard(lock);
            given = view;
            ++asked;
        });
        const mc::GameState truth = c.game().state();
        const int seat = truth.currentSeat();
        QVERIFY(c.hint()->ask());
        QCOMPARE(asked, 1);
        QVERIFY(given == truth.viewFor(seat)); // the seat's view, never the true state
        QVERIFY(c.hint()->thinking());
        QVERIFY(!c.hint()->available());
        QVERIFY(c.hint()->text().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!c.hint()->text().isEmpty(), 60000);
        QVERIFY(!c.hint()->thinking());

        // The strong player's choice in this seat, with the seed and budget of the hint.
        mc::BotConfig strong = c.hint()->config();
        strong.kind = mc::BotKind::Strong;
        const mc::SillyMoveWatch watch = mc::watchRecord(c.game().initialState(), c.game().actions());
        const std::uint64_t seed = c.game().setup().seed * 0x9E3779B97F4A7C15ull + c.game().actions().size();
        const mc::Action strongChoice = mc::chooseAction(truth.viewFor(seat), strong, seed, &watch);
        QVERIFY(c.hint()->advice().best == strongChoice);
        // Named as its button is, and that button is among the choices on screen.
        const QString label = c.hint()->choiceLabel();
        QVERIFY(!label.isEmpty());
        bool onScreen = false;
        for (const ChoiceRow &row : c.guide()->choiceModel()->rows())
            onScreen = onScreen || (row.label == label && row.payload == strongChoice.key());
        QVERIFY(onScreen);
        QVERIFY2(c.hint()->text().contains(label), qPrintable(c.hint()->text()));

        // Hidden again (the laptop goes round): the hint goes with the view.
        c.hidePrivate();
        QVERIFY(c.hint()->text().isEmpty());
        QVERIFY(c.hint()->choiceLabel().isEmpty());
        QVERIFY(!c.hint()->allowed());
    }

    // "Do it" applies the advised choice; the next decision starts without a hint, and the other
    // person's screen never shows it.
    void doItAppliesTheChoice()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        quickBudget(c);
        QVERIFY(startHotSeat(c, {u"person"_s, u"person"_s}, 33));
        QVERIFY(untilSeveralChoices(c));
        const int seat = c.game().state().currentSeat();
        QVERIFY(c.hint()->ask());
        QTRY_VERIFY_WITH_TIMEOUT(!c.hint()->text().isEmpty(), 60000);
        const mc::Action advised = c.hint()->advice().best;
        const std::size_t at = c.game().actions().size();
        QVERIFY(c.hint()->apply());
        QVERIFY(c.game().actions().size() > at);
        QVERIFY(c.game().actions()[at] == advised);
        QVERIFY(c.hint()->text().isEmpty());
        QVERIFY(c.hint()->choiceLabel().isEmpty());
        if (c.game().state().currentSeat() != seat && !c.gameOver()) {
            // Another person decides: behind their hand-off, nothing.
            QVERIFY(c.seats()->handOffNeeded());
            QVERIFY(!c.hint()->allowed());
            QVERIFY(!c.hint()->ask());
        }
        QVERIFY(!c.hint()->apply()); // nothing advised now
    }

    // An answer for a decision no longer on screen is dropped: a step, the view hidden, a new game.
    void staleAnswerDropped_data()
    {
        QTest::addColumn<QString>("change");
        QTest::newRow("step") << u"step"_s;
        QTest::newRow("hide") << u"hide"_s;
        QTest::newRow("new game") << u"new"_s;
        QTest::newRow("undo") << u"undo"_s;
    }
    void staleAnswerDropped()
    {
        QFETCH(QString, change);
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        quickBudget(c);
        // Undo against a computer player: back to the person's decision before, no hand-off.
        const QStringList kinds{u"person"_s, change == u"undo"_s ? u"rules"_s : u"person"_s};
        QVERIFY(startHotSeat(c, kinds, 47));
        QVERIFY(untilSeveralChoices(c));
        QVERIFY(c.canUndo() || change != u"undo"_s);
        QSignalSpy dropped(c.hint(), &ComputerHint::staleAnswerDropped);
        const std::size_t at = c.game().actions().size();
        QVERIFY(c.hint()->ask());
        QVERIFY(c.hint()->thinking());
        // The answer cannot land before the event loop runs: the change comes first, always.
        if (change == u"step"_s)
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        else if (change == u"hide"_s)
            c.hidePrivate();
        else if (change == u"new"_s)
            QVERIFY(startHotSeat(c, {u"person"_s, u"person"_s}, 48));
        else
            QVERIFY(c.undo());
        QVERIFY(!c.hint()->thinking());
        QVERIFY(c.hint()->text().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(dropped.count(), 1, 60000);
        QVERIFY(c.hint()->text().isEmpty());
        QVERIFY(c.hint()->choiceLabel().isEmpty());
        if (change != u"new"_s)
            QVERIFY(c.game().actions().size() != at || change == u"hide"_s);
    }

    // Against a computer player: no hint while it decides; the person's own decisions have one.
    void noHintWhileTheComputerDecides()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        quickBudget(c);
        QVERIFY(startHotSeat(c, {u"person"_s, u"search"_s}, 5));
        bool sawComputer = false, sawPerson = false;
        for (int guard = 0; guard < 60 && !(sawComputer && sawPerson); ++guard) {
            if (c.bots()->thinking()) {
                sawComputer = true;
                QVERIFY(!c.hint()->allowed());
                QVERIFY(!c.hint()->available());
                QVERIFY(!c.hint()->ask());
                QVERIFY(QTest::qWaitFor([&] { return !c.bots()->thinking(); }, 60000));
                continue;
            }
            QCOMPARE(c.guide()->currentSeat(), 0);
            QVERIFY(c.hint()->allowed());
            sawPerson = true;
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        }
        QVERIFY(sawComputer && sawPerson);
    }

    // A table game: no hand-offs; the seat deciding now may ask at the laptop.
    void tableGameHint()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        quickBudget(c);
        QVERIFY(c.newGame(2, {u"Ada"_s, u"Ben"_s}, true, 0, 3));
        QVERIFY(!c.seats()->handOffNeeded());
        QVERIFY(c.hint()->allowed());
        QVERIFY(c.hint()->ask());
        QTRY_VERIFY_WITH_TIMEOUT(!c.hint()->text().isEmpty(), 60000);
        QVERIFY(c.hint()->advice().kind != mc::Advice::Kind::None);
        QVERIFY(c.hint()->apply());
        QVERIFY(c.hint()->text().isEmpty());
    }

    // The sentence: the choices as their buttons say them, the points of difference, one choice said
    // without a search, and a table's hand the app was not told.
    void sentences()
    {
        mc::Advice a;
        a.kind = mc::Advice::Kind::Searched;
        a.hasNext = true;
        a.bestPoints = 4.2;
        a.nextPoints = 1.1;
        // (Without the English translation loaded the plural stays "point(s)".)
        const QString three = ComputerHint::sentence(a, u"Pass"_s, u"Bone Mourner (5 Etherea)"_s);
        QVERIFY2(three.startsWith(u"The computer would choose “Pass”: about 3 point"_s), qPrintable(three));
        QVERIFY2(three.endsWith(u" better than the next best choice, “Bone Mourner (5 Etherea)”."_s), qPrintable(three));
        a.nextPoints = 3.4;
        QVERIFY(ComputerHint::sentence(a, u"Pass"_s, u"X"_s).contains(u"about 1 point"_s));
        a.nextPoints = 4.0;
        QVERIFY(ComputerHint::sentence(a, u"Pass"_s, u"X"_s).contains(u"about as good"_s));
        a.nextPoints = 6.5;
        QVERIFY(ComputerHint::sentence(a, u"Pass"_s, u"X"_s).contains(u"ends ahead of the others more often than with “X”, although “X” gains"_s));
        a.handUnknown = true;
        QVERIFY(ComputerHint::sentence(a, u"Pass"_s, u"X"_s).startsWith(u"Without knowing your hand: "_s));
        mc::Advice one;
        one.kind = mc::Advice::Kind::OnlyChoice;
        QCOMPARE(ComputerHint::sentence(one, u"Done"_s, {}), u"There is only one choice: “Done”."_s);
        QVERIFY(ComputerHint::sentence(mc::Advice{}, u"Done"_s, {}).isEmpty());
    }
};

QTEST_MAIN(TestComputerHint)
#include "tst_computerhint.moc"
