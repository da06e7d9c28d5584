// The self-test's walks through the app's screens (tests/app/selftest.cpp, shelfwalk.cpp).
#pragma once

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QString>
#include <QStringList>

namespace selftest {

/// Lets the event loop run for about `ms` milliseconds (animations, first frames, deferred loads).
void processEventsFor(int ms);

/// Lets the screen settle, then checks it: no QML warning, something drawn; with `shotsDir`, saves it
/// as NAME-SUFFIX.png. Empty when fine, else the reason.
QString checkScreen(QQuickWindow *window, const QStringList &warnings, const QString &name, const QString &shotsDir,
                    const QString &suffix);

/// Each game's home, a Rest in Peace duel, the score sheets, the battle tracker, the phones and the
/// history (shelfwalk.cpp). Empty when fine, else the reason.
QString walkShelfScreens(QQmlApplicationEngine &engine, const QStringList &warnings, const QString &shotsDir,
                         const QString &suffix);

} // namespace selftest
