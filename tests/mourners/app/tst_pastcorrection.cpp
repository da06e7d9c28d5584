// Changing a past entry of a table game (GameController::past): the choices offered are exactly that
// decision's choices then, each row applies its own choice (never a neighbour's), a change that drops
// later steps is applied only when confirmed, and a blind bid stays secret while the bidding goes on.

#include "gamecontroller.h"
#include "model/mourners/game.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <map>
#include <random>
#include <set>

#include "tablesetup.h"

using namespace Qt::StringLiterals;

namespace {

QVariantMap setup(int players, quint64 seed)
{
    return mctest::tableSetup(QStringList{u"Anna"_s, u"Ben"_s, u"Cleo"_s, u"Dario"_s}.mid(0, players), seed);
}

// Plays `steps` random legal entries (fewer if the game ends); false when one is refused.
bool playRandomly(GameController &c, std::mt19937 &rng, int steps)
{
    for (int i = 0; i < steps && !c.gameOver(); ++i) {
        const QStringList legal = c.legalActions();
        if (legal.isEmpty())
            return true;
        const QString pick = legal.at(qsizetype(rng() % std::uint32_t(legal.size())));
        if (!c.applyAction(pick)) {
            qWarning("'%s' refused: %s", qPrintable(pick), qPrintable(c.lastError()));
            return false;
        }
    }
    return true;
}

// The engine's choices of the seat that entered action `index` then (as the correction must offer).
std::set<std::uint64_t> choicesThen(const mc::Game &game, std::size_t index)
{
    const mc::GameState s = game.stateBefore(index);
    const mc::Action &entered = game.actions()[index];
    std::set<std::uint64_t> keys;
    for (const mc::Action &a : s.legalActions())
        if (a.seat == entered.seat && !a.isAdjustment())
            keys.insert(a.key());
    return keys;
}

} // namespace

class TestPastCorrection : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    // Opens log step `step` and checks its rows against the engine; then changes it to each other
    // choice in turn (every `stride`-th), checks what is applied is the tapped row's choice, and undoes.
    void correctEachChoice(GameController &c, int step, int stride)
    {
        const std::size_t index = std::size_t(c.stepActionIndex(step));
        const mc::Action entered = c.game().actions()[index];
        const std::vector<mc::Action> actionsBefore = c.game().actions();
        const QString digest = mc::stateDigest(c.game().state());
        QVERIFY(c.past()->open(step));
        if (c.past()->secretSeat() >= 0)
            c.past()->showSecret();
        const QList<ChoiceRow> rows = c.past()->choices()->rows();
        QCOMPARE(qsizetype(c.past()->actions().size()), rows.size());

        // Exactly the engine's choices then, each once; the entered one marked and not choosable.
        const std::set<std::uint64_t> legal = choicesThen(c.game(), index);
        std::set<std::uint64_t> offered;
        int marked = 0;
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const ChoiceRow &row = rows.at(r);
            if (legal.count(row.payload) != 0) {
                QVERIFY2(offered.insert(row.payload).second, qPrintable(row.label));
                QCOMPARE(c.past()->actions()[std::size_t(r)].key(), row.payload);
            } else {
                QVERIFY2(!row.enabled, qPrintable(u"a row that is no choice then is enabled: "_s + row.label));
            }
            if (row.payload == entered.key()) {
                ++marked;
                QVERIFY(!row.enabled);
                QVERIFY(!row.whyNot.isEmpty());
            }
        }
        QCOMPARE(offered, legal);
        QCOMPARE(marked, 1);

        int n = 0;
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const ChoiceRow &row = rows.at(r);
            if (!row.enabled || (n++ % stride) != 0)
                continue;
            QVERIFY2(c.past()->choose(int(r)), qPrintable(row.label + u": "_s + c.past()->problem()));
            QVERIFY(!c.past()->preview().isEmpty());
            if (c.past()->droppedSteps() > 0) {
                // Nothing changes until the person confirms the steps dropped.
                QVERIFY(!c.past()->apply(false));
                QCOMPARE(mc::stateDigest(c.game().state()), digest);
                QVERIFY(c.game().actions() == actionsBefore);
            }
            const std::uint64_t tapped = row.payload;
            QVERIFY2(c.past()->apply(true), qPrintable(row.label + u": "_s + c.past()->problem()));
            QVERIFY(c.game().actions().size() > index);
            QVERIFY2(c.game().actions()[index].key() == tapped,
                     qPrintable(u"tapped “%1”, applied “%2”"_s.arg(row.label,
                                                                   mc::actionToText(c.game().stateBefore(index),
                                                                                    c.game().actions()[index]))));
            QVERIFY(c.undo());
            QCOMPARE(mc::stateDigest(c.game().state()), digest);
            QVERIFY(c.game().actions() == actionsBefore);
            QVERIFY(c.past()->open(step));
            if (c.past()->secretSeat() >= 0)
                c.past()->showSecret();
        }
        c.past()->close();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    // Property: random table games; for every kind of decision met, one of its entries (chosen at
    // random) is changed to each of its other choices.
    void everyChoiceAppliesItself_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("seed");
        for (int seed = 1; seed <= 6; ++seed)
            QTest::addRow("%d players, seed %d", 2 + seed % 3, seed) << 2 + seed % 3 << seed;
    }
    void everyChoiceAppliesItself()
    {
        QFETCH(int, players);
        QFETCH(int, seed);
        GameController c;
        c.setAutosaveDirectory(m_dir.filePath(u"property-%1"_s.arg(seed)));
        c.autosave()->waitForScan();
        QVERIFY(c.newTableGame(setup(players, quint64(seed))));
        std::mt19937 rng(std::uint32_t(seed) * 7919u);
        QVERIFY(playRandomly(c, rng, 140));

        std::map<mc::Decision, std::vector<int>> stepsOf;
        for (int step = 1; step <= c.log()->stepCount(); ++step) {
            const int index = c.stepActionIndex(step);
            if (index >= 0)
                stepsOf[c.game().stateBefore(std::size_t(index)).decision()].push_back(step);
        }
        QVERIFY(stepsOf.size() >= 5);
        for (const auto &[decision, steps] : stepsOf) {
            const int step = steps[rng() % steps.size()];
            const std::size_t choices = choicesThen(c.game(), std::size_t(c.stepActionIndex(step))).size();
            // Long lists (a turn's every relocation) are sampled evenly; short ones are tried whole.
            correctEachChoice(c, step, int(std::max<std::size_t>(1, choices / 12)));
            if (QTest::currentTestFailed()) {
                qWarning("decision %d, step %d", int(decision), step);
                return;
            }
        }
    }

    // The game night's case: two piles taken by others, then Anna's pile changed from the log to
    // another pile: that pile is applied, not the row at its position among the choices.
    void pileChangedIsThePileTapped()
    {
        for (int seed = 1; seed <= 40; ++seed) {
            GameController c;
            c.setAutosaveDirectory(m_dir.filePath(u"piles"_s));
            c.autosave()->waitForScan();
            QVERIFY(c.newTableGame(setup(4, quint64(seed))));
            std::mt19937 rng{std::uint32_t(seed)};
            // On to a pick with two piles taken and at least two left to take.
            int step = 0;
            for (int i = 0; i < 60 && step == 0; ++i) {
                const mc::GameState &s = c.game().state();
                if (s.decision() == mc::Decision::PickPile && std::popcount(unsigned(s.pileTaken)) >= 2) {
                    QStringList piles = c.legalActions().filter(u"take "_s);
                    if (piles.size() >= 2) {
                        QVERIFY(c.applyAction(piles.last()));
                        step = c.log()->stepCount();
                        break;
                    }
                }
                QVERIFY(playRandomly(c, rng, 1));
            }
            if (step == 0)
                continue;
            QVERIFY(playRandomly(c, rng, 3));
            const std::size_t index = std::size_t(c.stepActionIndex(step));
            QCOMPARE(c.game().actions()[index].type, mc::ActionType::TakePile);
            QVERIFY(c.past()->open(step));
            const QList<ChoiceRow> rows = c.past()->choices()->rows();
            int other = -1;
            for (qsizetype r = 0; r < rows.size(); ++r)
                if (rows.at(r).enabled && c.past()->actions()[std::size_t(r)].type == mc::ActionType::TakePile)
                    other = int(r);
            QVERIFY(other >= 0);
            const int pile = c.past()->actions()[std::size_t(other)].a;
            QVERIFY2(rows.at(other).label.startsWith(u"Pile %1"_s.arg(pile + 1)), qPrintable(rows.at(other).label));
            QVERIFY(c.past()->choose(other));
            QVERIFY2(c.past()->preview().contains(u"“%1”"_s.arg(rows.at(other).label)), qPrintable(c.past()->preview()));
            QVERIFY(c.past()->apply(true));
            QCOMPARE(c.game().actions()[index].type, mc::ActionType::TakePile);
            QCOMPARE(int(c.game().actions()[index].a), pile);
            return;
        }
        QFAIL("no game reached a pick with two piles taken");
    }

    // R-TITHE-2: while the bidding goes on, changing a bid shows neither the amount entered nor the
    // choices until the bidder holds the laptop; the log's row never tells the amounts.
    void blindBidStaysSecret()
    {
        for (int seed = 1; seed <= 40; ++seed) {
            GameController c;
            c.setAutosaveDirectory(m_dir.filePath(u"bid"_s));
            c.autosave()->waitForScan();
            QVERIFY(c.newTableGame(setup(3, quint64(seed))));
            std::mt19937 rng{std::uint32_t(seed)};
            for (int i = 0; i < 200 && c.game().state().decision() != mc::Decision::Bid && !c.gameOver(); ++i)
                QVERIFY(playRandomly(c, rng, 1));
            if (c.game().state().decision() != mc::Decision::Bid)
                continue;
            const QStringList bids = c.legalActions();
            if (bids.size() < 2)
                continue;
            QVERIFY(c.applyAction(bids.last()));
            const int step = c.log()->stepCount();
            if (c.game().state().decision() != mc::Decision::Bid)
                continue; // the only bidder: nothing left secret
            const mc::Action entered = c.game().actions()[std::size_t(c.stepActionIndex(step))];
            const QString amount = QString::number(entered.v);

            QVERIFY(c.past()->open(step));
            QCOMPARE(c.past()->secretSeat(), int(entered.seat));
            QCOMPARE(c.past()->choices()->count(), 0);
            QVERIFY2(!c.past()->stepText().contains(u"Entered: "_s + amount), qPrintable(c.past()->stepText()));
            QVERIFY(!c.past()->choose(0));

            c.past()->showSecret();
            QVERIFY(c.past()->secretShown());
            QVERIFY(c.past()->choices()->count() >= 2);
            QVERIFY(c.past()->stepText().contains(u"Entered: "_s + amount));
            int other = -1;
            for (int r = 0; r < c.past()->choices()->count(); ++r)
                if (c.past()->choices()->rows().at(r).enabled)
                    other = r;
            QVERIFY(other >= 0);
            QVERIFY(c.past()->choose(other));
            QVERIFY(c.past()->apply(true));
            const QString row = c.log()->textAt(c.log()->rowCount() - 1);
            QVERIFY2(row.contains(u"bid changed"_s), qPrintable(row));
            QVERIFY2(!row.contains(u"“"_s), qPrintable(row));

            // Once every bid is in and shown, the bid is no secret any more.
            for (int i = 0; i < 10 && c.game().state().decision() == mc::Decision::Bid; ++i)
                QVERIFY(c.applyAction(c.legalActions().first()));
            QVERIFY(c.past()->open(step));
            QCOMPARE(c.past()->secretSeat(), -1);
            QVERIFY(c.past()->choices()->count() >= 2);
            return;
        }
        QFAIL("no game reached a bid with another bidder after it");
    }
};

QTEST_GUILESS_MAIN(TestPastCorrection)
#include "tst_pastcorrection.moc"
