// The composition of a game's long-lived objects: a game's facade and what hangs on it (its phones)
// are made and wired together in one place, one set per QML engine, and QML's singletons hand those
// objects out. Nothing finds another singleton by its QML type name. The app's main() makes the sets
// before the window loads; an engine that was not composed (a test's own engine) gets its set on the
// first use.
#pragma once

#include <QJSEngine>
#include <QObject>
#include <QQmlEngine>

namespace shelf {

/// The set of type `Objects` (a QObject made with the engine as its parent) of `engine`, made now if
/// it has none. The set goes with the engine.
template <class Objects>
Objects &objectsOf(QObject *engine)
{
    auto *objects = engine->findChild<Objects *>(QString(), Qt::FindDirectChildrenOnly);
    if (!objects)
        objects = new Objects(engine);
    return *objects;
}

/// The set of type `Objects` of the QML engine that made `object` (made now if that engine has none);
/// nullptr for an object no engine made (a test's plain C++ object).
template <class Objects>
Objects *objectsOfEngineOf(const QObject *object)
{
    QQmlEngine *engine = object ? qmlEngine(object) : nullptr;
    return engine ? &objectsOf<Objects>(engine) : nullptr;
}

/// `object`, handed to QML as a singleton that its set keeps (the engine must not delete it).
template <class T>
T *handedToQml(T *object)
{
    QJSEngine::setObjectOwnership(object, QJSEngine::CppOwnership);
    return object;
}

} // namespace shelf
