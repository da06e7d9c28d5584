#include "qmlsingletons.h"

#include "engineobjects.h"
#include "mournersobjects.h"
#include "ripobjects.h"

#include <QQmlEngine>

GameController *GameControllerSingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<MournersObjects>(engine).controller());
}

RipSession *RipSessionSingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<RipObjects>(engine).session());
}
