#include "ripobjects.h"

#include "engineobjects.h"

#include <QQmlEngine>

RipObjects::RipObjects(QObject *engine)
    : QObject(engine)
{
}

RipObjects::~RipObjects() = default;

RipPhones *RipPhones::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<RipObjects>(engine).phones());
}
