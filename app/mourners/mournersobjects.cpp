#include "mournersobjects.h"

#include "coreobjects.h"
#include "engineobjects.h"
#include "gameending.h"

#include <QQmlEngine>

MournersObjects::MournersObjects(QObject *engine)
    : QObject(engine)
{
    m_controller.ending()->setStore(shelf::objectsOf<CoreObjects>(engine).history());
    m_controller.setRulesetLibrary(&m_library);
}

MournersObjects::~MournersObjects() = default;

RulesetLibrary *MournersObjects::libraryOf(const QObject *object)
{
    MournersObjects *objects = shelf::objectsOfEngineOf<MournersObjects>(object);
    return objects ? objects->library() : nullptr;
}

RulesetLibrary *RulesetLibrary::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<MournersObjects>(engine).library());
}

PhoneTable *PhoneTable::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<MournersObjects>(engine).phones());
}
