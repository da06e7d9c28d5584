#include "mournersobjects.h"

#include "coreobjects.h"
#include "engineobjects.h"
#include "gameending.h"

#include <QQmlEngine>

MournersObjects::MournersObjects(QObject *engine)
    : QObject(engine)
{
    m_controller.ending()->setStore(shelf::objectsOf<CoreObjects>(engine).history());
}

MournersObjects::~MournersObjects() = default;

PhoneTable *PhoneTable::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<MournersObjects>(engine).phones());
}
