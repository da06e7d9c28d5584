// The shared runner of computer players' decisions (app/core/botrunner.h): the answer comes back on
// the GUI thread, and an answer of a cancelled, replaced or outdated decision is never applied.
#include "botrunner.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <memory>

class TstBotRunner : public QObject
{
    Q_OBJECT

private slots:
    void answerIsAppliedOnTheRunnersThread()
    {
        BotRunner runner;
        QSignalSpy thinking(&runner, &BotRunner::thinkingChanged);
        auto gate = std::make_shared<QSemaphore>();
        QThread *workThread = nullptr;
        QThread *applyThread = nullptr;
        int applied = -1;
        runner.start(
                [gate, &workThread] {
                    gate->acquire();
                    workThread = QThread::currentThread();
                    return 42;
                },
                {}, [&](int answer) {
                    applyThread = QThread::currentThread();
                    applied = answer;
                });
        QVERIFY(runner.thinking());
        QCOMPARE(thinking.count(), 1);
        gate->release();
        QTRY_COMPARE(applied, 42);
        QVERIFY(!runner.thinking());
        QCOMPARE(thinking.count(), 2);
        QCOMPARE(applyThread, QThread::currentThread());
        QVERIFY(workThread != QThread::currentThread());
    }

    void cancelledAnswerIsDropped()
    {
        BotRunner runner;
        QSignalSpy dropped(&runner, &BotRunner::staleAnswerDropped);
        auto gate = std::make_shared<QSemaphore>();
        bool applied = false;
        runner.start([gate] { gate->acquire(); return 1; }, {}, [&](int) { applied = true; });
        const quint64 started = runner.generation();
        runner.cancel();
        QVERIFY(runner.generation() > started);
        QVERIFY(!runner.thinking());
        gate->release();
        QTRY_COMPARE(dropped.count(), 1);
        QVERIFY(!applied);
        QVERIFY(!runner.thinking());
    }

    void newerStartReplacesTheRunningOne()
    {
        BotRunner runner;
        QSignalSpy dropped(&runner, &BotRunner::staleAnswerDropped);
        auto first = std::make_shared<QSemaphore>();
        auto second = std::make_shared<QSemaphore>();
        QList<int> applied;
        runner.start([first] { first->acquire(); return 1; }, {}, [&](int a) { applied << a; });
        runner.start([second] { second->acquire(); return 2; }, {}, [&](int a) { applied << a; });
        first->release();
        QTRY_COMPARE(dropped.count(), 1);
        QVERIFY(runner.thinking()); // the second decision still runs
        second->release();
        QTRY_COMPARE(applied, QList<int>{2});
        QVERIFY(!runner.thinking());
    }

    void answerForAnotherPositionIsDropped()
    {
        BotRunner runner;
        QSignalSpy dropped(&runner, &BotRunner::staleAnswerDropped);
        int position = 0;
        bool applied = false;
        runner.start([] { return 7; }, [&position] { return position == 0; }, [&](int) { applied = true; });
        position = 1; // a step was taken meanwhile without a cancel
        QTRY_COMPARE(dropped.count(), 1);
        QVERIFY(!applied);
        QVERIFY(!runner.thinking()); // free to start again for the new position
    }
};

QTEST_GUILESS_MAIN(TstBotRunner)
#include "tst_botrunner.moc"
