// The game log and its round filter: steps appended and undone keep the filtered view in step, the
// opening shows only unfiltered, and both models pass QAbstractItemModelTester.
#include "app/core/gamelog.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

class TestGameLog : public QObject {
    Q_OBJECT

    static QStringList texts(const QAbstractItemModel &m)
    {
        QStringList out;
        for (int r = 0; r < m.rowCount(); ++r)
            out << m.index(r, 0).data(GameLog::TextRole).toString();
        return out;
    }

private slots:
    void filterFollowsRoundsAndUndo()
    {
        GameLog log;
        QAbstractItemModelTester logTester(&log, QAbstractItemModelTester::FailureReportingMode::QtTest);
        GameLogFilter filter;
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        filter.setLog(&log);
        log.reset({{u"Ada and Bo sat down."_s, {}, 0}});
        log.appendStep({{u"Dice 9."_s, u"R-DIST-1"_s, 1}, {u"Pile of 4."_s, u"R-DIST-2"_s, 1}});
        log.appendStep({{u"Ada took pile 1."_s, u"R-DIST-3"_s, 1}});
        log.appendStep({{u"Dice 7."_s, u"R-DIST-1"_s, 2}});
        QCOMPARE(filter.rowCount(), 5); // round 0: everything

        QSignalSpy count(&filter, &GameLogFilter::countChanged);
        filter.setRound(1);
        QVERIFY(count.count() >= 1);
        QCOMPARE(texts(filter), (QStringList{u"Dice 9."_s, u"Pile of 4."_s, u"Ada took pile 1."_s}));
        filter.setRound(2);
        QCOMPARE(texts(filter), QStringList{u"Dice 7."_s});
        QCOMPARE(filter.index(0, 0).data(GameLog::RoundRole).toInt(), 2);

        // A new step of round 2 shows at once; undo takes it away again.
        log.appendStep({{u"Bo passed."_s, {}, 2}});
        QCOMPARE(filter.rowCount(), 2);
        QVERIFY(log.removeLastStep());
        QVERIFY(log.removeLastStep());
        QCOMPARE(filter.rowCount(), 0);
        filter.setRound(-3); // nonsense is "all"
        QCOMPARE(filter.round(), 0);
        QCOMPARE(filter.rowCount(), 4);

        // A step that begins a round halfway: rows without a round of their own take the step's
        // round until the new round's first row, and that round after it.
        log.appendStep({{u"Last bid."_s, {}, 0}, {u"Round 3 begins."_s, {}, 3}, {u"Dice 8."_s, {}, 0}}, 2);
        QList<int> rounds;
        for (int r = log.rowCount() - 3; r < log.rowCount(); ++r)
            rounds << log.index(r, 0).data(GameLog::RoundRole).toInt();
        QCOMPARE(rounds, (QList<int>{2, 3, 3}));
    }
};

QTEST_GUILESS_MAIN(TestGameLog)
#include "tst_gamelog.moc"
