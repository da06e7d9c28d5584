#include "ripobjects.h"

#include "coreobjects.h"
#include "engineobjects.h"

#include <QQmlEngine>

RipObjects::RipObjects(QObject *engine)
    : QObject(engine)
{
    m_session.setHistoryStore(shelf::objectsOf<CoreObjects>(engine).history());
}

RipObjects::~RipObjects() = default;

RipPhones *RipPhones::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<RipObjects>(engine).phones());
}
