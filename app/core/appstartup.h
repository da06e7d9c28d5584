// How the GUI starts, shared by the app (app/main.cpp) and its self-test (tests/app/selftest): the
// application's identity, the language, style and drawing chosen before the first window, and the main
// window loaded from the `Mourners` QML module.
#pragma once

#include <QString>
#include <QStringList>

class QQmlApplicationEngine;
class QQuickWindow;

namespace startup {

/// The organisation and application names the settings and data folders use, and the version.
void setIdentity();

/// Before the first window: the kept language, the window title, the Material style and how to draw
/// (core/graphicsbackend.h). Returns what draws, for messages ("software", "opengl").
QString prepare();

/// Loads Main.qml in `engine` with a colour theme ("", "system", "light" or "dark"). QML warnings are
/// appended to `warnings` as they come (also later ones). Null, with the reason printed, when the user
/// interface did not load.
QQuickWindow *loadMainWindow(QQmlApplicationEngine &engine, const QString &theme, QStringList *warnings);

/// True for "", "system", "light" and "dark".
[[nodiscard]] bool isTheme(const QString &theme);

} // namespace startup
