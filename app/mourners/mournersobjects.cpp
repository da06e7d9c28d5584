#include "mournersobjects.h"

#include "engineobjects.h"

#include <QQmlEngine>

MournersObjects::MournersObjects(QObject *engine)
    : QObject(engine)
{
}

MournersObjects::~MournersObjects() = default;

PhoneTable *PhoneTable::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<MournersObjects>(engine).phones());
}
