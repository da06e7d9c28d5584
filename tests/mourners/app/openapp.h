// The whole app opened in a window for the tests of Mourners Call's screens, its GameController ready.
#pragma once

#include "gamecontroller.h"
#include "quickitems.h"

#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QtQml/qqml.h>

namespace mctest {

/// The whole app in a light 1280x800 window (`window`); its GameController autosaving to `autosaves`, or
/// null when the window or the controller did not load.
inline GameController *openApp(QQmlApplicationEngine &engine, const QString &autosaves, QQuickWindow *&window)
{
    using namespace Qt::StringLiterals;
    window = loadMainWindow(engine, u"light"_s);
    if (!window)
        return nullptr;
    window->resize(1280, 800);
    auto *c = engine.singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
    if (c)
        c->setAutosaveDirectory(autosaves);
        c->autosave()->waitForScan();
    return c;
}

} // namespace mctest
