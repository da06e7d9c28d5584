#include "mournersobjects.h"

#include "engineobjects.h"

#include <QQmlEngine>

MournersObjects::MournersObjects(QObject *engine)
    : QObject(engine)
{
}

MournersObjects::~MournersObjects() = default;

GameController *GameControllerSingleton::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<MournersObjects>(engine).controller());
}

PhoneTable *PhoneTable::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<MournersObjects>(engine).phones());
}
