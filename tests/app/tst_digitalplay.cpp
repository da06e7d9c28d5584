// Digital play through the facade: computer players, hot-seat privacy, replay.
#include "gamecontroller.h"
#include "publicview.h"
#include "replaycontroller.h"
#include "model/action.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>

using namespace Qt::StringLiterals;

namespace {

bool hidesOthers(const mc::GameState &view, int seat)
{
    for (int p = 0; p < view.players; ++p) {
        if (p == seat)
            continue;
        const auto &pl = view.player[std::size_t(p)];
        for (auto c : pl.hand)
            if (c >= 0)
                return false;
        for (auto c : pl.draft)
            if (c >= 0)
                return false;
        if (!view.isTerminal() && pl.motive >= 0)
            return false;
        if (pl.bid >= 0)
            return false;
    }
    return true;
}

} // namespace

class TestDigitalPlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void botVsBotGame_data()
    {
        QTest::addColumn<QStringList>("kinds");
        QTest::newRow("random-random") << QStringList{u"random"_s, u"random"_s};
        QTest::newRow("rules-random-rules") << QStringList{u"rules"_s, u"random"_s, u"rules"_s};
    }
    // A complete game between computer players through the facade; every bot input is its seat's view.
    void botVsBotGame()
    {
        QFETCH(QStringList, kinds);
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        QStringList names{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Dee"_s};
        names = names.mid(0, kinds.size());
        std::mutex lock;
        int checked = 0;
        bool allViews = true;
        c.setBotObserver([&](const mc::GameState &input) {
            const mc::GameState &truth = c.game().state();
            std::lock_guard guard(lock);
            ++checked;
            // The bot gets exactly the deciding seat's view, which hides the other seats' secrets.
            if (!(input == truth.viewFor(truth.currentSeat())) || !hidesOthers(input, truth.currentSeat()))
                allViews = false;
        });
        QVERIFY(c.newDigitalGame({{u"names"_s, names}, {u"kinds"_s, kinds}, {u"oldest"_s, 0}, {u"seed"_s, 7}}));
        const int logAtStart = c.log()->rowCount();
        QTRY_VERIFY_WITH_TIMEOUT(c.gameOver(), 120000);
        QVERIFY(!c.botThinking());
        QVERIFY(c.game().state().isTerminal());
        QVERIFY(c.log()->rowCount() > logAtStart + 20);
        QVERIFY(checked > 20);
        QVERIFY(allViews);
        QVERIFY(!c.finalScores().isEmpty());
        // Every automatic majority explains itself with every seat's count (R-MAJ-1, R-MAJ-2).
        bool sawMajority = false;
        for (const QVariant &v : c.whyResults()) {
            const QVariantMap why = v.toMap();
            if (!why.value(u"rule"_s).toString().startsWith(u"R-MAJ-"_s))
                continue;
            sawMajority = true;
            for (const QString &name : names)
                QVERIFY2(why.value(u"detail"_s).toString().contains(name), qPrintable(why.value(u"detail"_s).toString()));
        }
        QVERIFY(sawMajority);
    }

    void publicViewHidesEverySeat()
    {
        GameController c;
        QTemporaryDir dir;
        c.setAutosaveDirectory(dir.path());
        QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}},
                                  {u"kinds"_s, QStringList{u"person"_s, u"person"_s}}, {u"seed"_s, 3}}));
        const mc::GameState v = mc_app::publicView(c.game().state());
        for (int p = 0; p < v.players; ++p)
            QVERIFY(hidesOthers(v, p));
        QCOMPARE(GameController::botInput(c.game().state()), c.game().state().viewFor(c.game().state().currentSeat()));
    }

    // Two people: the choices and secrets appear only after the hand-off, and hide again for the next one.
    void hotSeatHandOff()
    {
        GameController c;
        QTemporaryDir dir;
        c.setAutosaveDirectory(dir.path());
        QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}},
                                  {u"kinds"_s, QStringList{u"person"_s, u"person"_s}}, {u"seed"_s, 11}}));
        QVERIFY(c.handOffNeeded());
        QCOMPARE(c.privateSeat(), -1);
        QVERIFY(c.choices().isEmpty());
        QVERIFY(c.legalActions().isEmpty());
        QVERIFY(!c.applyAction(u"pass"_s)); // refused before the hand-off
        const int first = c.currentSeat();
        c.revealPrivate();
        QVERIFY(!c.handOffNeeded());
        QCOMPARE(c.privateSeat(), first);
        QVERIFY(!c.choices().isEmpty());
        QCOMPARE(c.privateInfo().value(u"seat"_s).toInt(), first);
        // Play until another person must decide: the view is hidden again.
        for (int guard = 0; guard < 50 && c.currentSeat() == first; ++guard) {
            if (c.handOffNeeded())
                c.revealPrivate();
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        }
        QVERIFY(c.currentSeat() != first);
        QVERIFY(c.handOffNeeded());
        QCOMPARE(c.privateSeat(), -1);
        QVERIFY(c.privateInfo().isEmpty());
    }

    // Undo while a computer thinks: the stale answer is ignored.
    void undoWhileThinking()
    {
        GameController c;
        QTemporaryDir dir;
        c.setAutosaveDirectory(dir.path());
        QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}},
                                  {u"kinds"_s, QStringList{u"person"_s, u"search"_s}}, {u"seed"_s, 5}}));
        // Ada is the only person: no hand-off needed.
        QVERIFY(!c.handOffNeeded());
        for (int guard = 0; guard < 20 && !c.botThinking(); ++guard) {
            QVERIFY(c.currentSeat() == 0);
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        }
        QVERIFY(c.botThinking());
        const std::size_t before = c.game().actions().size();
        QVERIFY(c.undo());
        QVERIFY(!c.botThinking());
        QCOMPARE(c.currentSeat(), 0);
        const std::size_t after = c.game().actions().size();
        QVERIFY(after < before);
        QTest::qWait(2500); // longer than the search player's time limit
        QCOMPARE(c.game().actions().size(), after);
    }

    // Replay steps to the same states as the game played again action by action.
    void replaySteps()
    {
        GameController c;
        QTemporaryDir dir;
        c.setAutosaveDirectory(dir.path());
        QVERIFY(c.newGame(3, {u"Ada"_s, u"Bo"_s, u"Cy"_s}, false, 0, 21));
        for (int i = 0; i < 60 && !c.gameOver(); ++i)
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        ReplayController r;
        QSignalSpy moved(&r, &ReplayController::positionChanged);
        QVERIFY(r.loadFrom(&c));
        const auto &actions = c.game().actions();
        QCOMPARE(r.count(), int(actions.size()));
        std::vector<QString> digests;
        mc::GameState replay = c.game().initialState();
        digests.push_back(mc::stateDigest(replay));
        for (const auto &a : actions) {
            QCOMPARE(replay.apply(a), mc::ApplyError::None);
            digests.push_back(mc::stateDigest(replay));
        }
        QCOMPARE(r.digest(), digests.front());
        for (int i = 1; i <= r.count(); ++i) {
            r.next();
            QCOMPARE(r.position(), i);
            QCOMPARE(r.digest(), digests[std::size_t(i)]);
        }
        r.next(); // stays at the end
        QCOMPARE(r.position(), r.count());
        QCOMPARE(r.nextAction(), QString());
        for (int i = r.count() - 1; i >= 0; --i) {
            r.previous();
            QCOMPARE(r.digest(), digests[std::size_t(i)]);
        }
        r.last();
        QCOMPARE(r.digest(), mc::stateDigest(c.game().state()));
        QVERIFY(moved.count() > 2 * r.count());
        QVERIFY(!r.nextAction().isEmpty() || r.position() == r.count());
    }
};

QTEST_MAIN(TestDigitalPlay)
#include "tst_digitalplay.moc"
