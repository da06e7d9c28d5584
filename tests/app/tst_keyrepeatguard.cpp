// Escape held down on X11 (keyrepeatguard.h): the server repeats a held key as a release and a press of
// the same time, and a press Qt did not flag as a repeat reached the back shortcut. The guard drops an
// Escape press of the release's time before the shortcut map (ShortcutOverride) and the window see it,
// keeps every press a person makes, and leaves the events that programs make alone (scan code 0).

#include "keyrepeatguard.h"

#include <QGuiApplication>
#include <QKeyEvent>
#include <QTest>
#include <QWindow>

namespace {

constexpr quint32 kEscapeScanCode = 9; // X11's keycode of Escape

// A window that counts the Escape presses it gets.
class CountingWindow : public QWindow
{
public:
    int presses = 0;

protected:
    void keyPressEvent(QKeyEvent *e) override
    {
        if (e->key() == Qt::Key_Escape)
            ++presses;
    }
};

// Sends a key event as the platform would: `scanCode` 0 is a program's event.
bool send(QObject *to, QEvent::Type type, quint64 time, int key = Qt::Key_Escape, quint32 scanCode = kEscapeScanCode)
{
    QKeyEvent e(type, key, Qt::NoModifier, scanCode, 0, 0);
    e.setTimestamp(time);
    e.setAccepted(false);
    QCoreApplication::sendEvent(to, &e);
    return e.isAccepted();
}

} // namespace

class TestKeyRepeatGuard : public QObject
{
    Q_OBJECT

private slots:
    void heldEscapeRepeatsAreDropped()
    {
        KeyRepeatGuard guard;
        CountingWindow window;
        QObject focused; // what the shortcut map asks first
        send(&window, QEvent::KeyPress, 1000);
        QCOMPARE(window.presses, 1);
        // The server's repeat: a release and a press of the same time, the press not flagged.
        send(&window, QEvent::KeyRelease, 1660);
        QVERIFY(send(&focused, QEvent::ShortcutOverride, 1660)); // accepted: no shortcut fires
        send(&window, QEvent::KeyPress, 1660);
        QCOMPARE(window.presses, 1);
        QCOMPARE(guard.dropped(), 1);
        send(&window, QEvent::KeyRelease, 1700);
        send(&window, QEvent::KeyPress, 1700);
        QCOMPARE(window.presses, 1);
        QCOMPARE(guard.dropped(), 2);
        // Let go, then pressed again by the person: a new press.
        send(&window, QEvent::KeyRelease, 1720);
        QVERIFY(!send(&focused, QEvent::ShortcutOverride, 1980));
        send(&window, QEvent::KeyPress, 1980);
        QCOMPARE(window.presses, 2);
        QCOMPARE(guard.dropped(), 2);
    }

    void otherKeysAndProgramsEventsPass()
    {
        KeyRepeatGuard guard;
        CountingWindow window;
        // Events a program makes (QTest) may share a millisecond: left alone.
        send(&window, QEvent::KeyRelease, 500, Qt::Key_Escape, 0);
        send(&window, QEvent::KeyPress, 500, Qt::Key_Escape, 0);
        QCOMPARE(window.presses, 1);
        // Another key's repeat is not the guard's: a letter held in a text field repeats.
        send(&window, QEvent::KeyRelease, 600, Qt::Key_A, 38);
        QObject focused;
        QVERIFY(!send(&focused, QEvent::ShortcutOverride, 600, Qt::Key_A, 38));
        QCOMPARE(guard.dropped(), 0);
        // An Escape press right after another key's release of the same time is a press of its own.
        send(&window, QEvent::KeyPress, 600);
        QCOMPARE(window.presses, 2);
        QCOMPARE(guard.dropped(), 0);
    }
};

QTEST_MAIN(TestKeyRepeatGuard)
#include "tst_keyrepeatguard.moc"
