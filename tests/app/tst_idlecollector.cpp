// The JavaScript heap collected while input rests (idlecollector.h): after the end of a press on a
// window the garbage is gone without the engine's heap filling first; a frame drawn after the press
// starts the rest anew; moves alone, and events of objects that are not windows, start no collection.

#include "idlecollector.h"

#include <QGuiApplication>
#include <QJSEngine>
#include <QMouseEvent>
#include <QPointer>
#include <QTest>
#include <QThread>
#include <QWindow>

namespace {

void sendMouse(QObject *to, QEvent::Type type)
{
    QMouseEvent e(type, QPointF(5, 5), QPointF(5, 5), QPointF(5, 5), Qt::LeftButton,
                  type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(to, &e);
}

// An object only the engine's heap holds: deleted when its wrapper is collected.
QPointer<QObject> garbage(QJSEngine &engine)
{
    auto *object = new QObject;
    QJSEngine::setObjectOwnership(object, QJSEngine::JavaScriptOwnership);
    (void)engine.newQObject(object);
    return object;
}

} // namespace

class TestIdleCollector : public QObject
{
    Q_OBJECT

private slots:
    void collectsOnceInputRests()
    {
        QJSEngine engine;
        IdleCollector collector(&engine);
        QWindow window;
        const QPointer<QObject> unreachable = garbage(engine);
        QVERIFY(unreachable);
        sendMouse(&window, QEvent::MouseButtonPress);
        sendMouse(&window, QEvent::MouseButtonRelease);
        QTRY_COMPARE(collector.collections(), 1);
        QTRY_VERIFY(!unreachable);
        // Nothing more happened: no collection more.
        QTest::qWait(3 * IdleCollector::kRestMs);
        QCOMPARE(collector.collections(), 1);
        // A key's release counts as a press's does.
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_Space, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &release);
        QTRY_COMPARE(collector.collections(), 2);
    }

    void aFrameDrawnAfterThePressStartsTheRestAnew()
    {
        QJSEngine engine;
        IdleCollector collector(&engine);
        constexpr int kRest = 1000; // longer than any pause of a busy machine between two lines here
        collector.setRestMs(kRest);
        QWindow window;
        sendMouse(&window, QEvent::MouseButtonRelease);
        QCoreApplication::processEvents(); // the press handled: the rest begins
        QThread::msleep(kRest + 100);      // the rest is over, its end not yet seen...
        QEvent frame(QEvent::UpdateRequest); // ...when a frame is asked for
        QCoreApplication::sendEvent(&window, &frame);
        QCoreApplication::processEvents();
        QCOMPARE(collector.collections(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(collector.collections(), 1, 10 * kRest);
    }

    void movesAndOtherObjectsStartNone()
    {
        QJSEngine engine;
        IdleCollector collector(&engine);
        QWindow window;
        QObject notAWindow;
        const QPointer<QObject> unreachable = garbage(engine);
        sendMouse(&window, QEvent::MouseMove);
        sendMouse(&notAWindow, QEvent::MouseButtonRelease);
        QTest::qWait(3 * IdleCollector::kRestMs);
        QCOMPARE(collector.collections(), 0);
        QVERIFY(unreachable);
    }

    void aCollectorOutlivingItsEngineCollectsNothing()
    {
        auto engine = std::make_unique<QJSEngine>();
        IdleCollector collector(engine.get());
        QWindow window;
        sendMouse(&window, QEvent::MouseButtonRelease);
        engine.reset();
        QTest::qWait(3 * IdleCollector::kRestMs);
        QCOMPARE(collector.collections(), 0);
    }
};

QTEST_MAIN(TestIdleCollector)
#include "tst_idlecollector.moc"
