#include "coreobjects.h"

#include "clubserver.h"
#include "engineobjects.h"
#include "historystore.h"

#include <QQmlEngine>

CoreObjects::CoreObjects(QObject *engine)
    : QObject(engine)
    , m_history(std::make_unique<HistoryStore>(HistoryStore::defaultPath()))
{
}

CoreObjects::~CoreObjects() = default;

ClubServer *CoreObjects::club()
{
    if (!m_club)
        m_club = std::make_unique<ClubServer>(m_history.get());
    return m_club.get();
}

HistoryStore *CoreObjects::historyOf(const QObject *object)
{
    CoreObjects *objects = shelf::objectsOfEngineOf<CoreObjects>(object);
    return objects ? objects->history() : nullptr;
}

HistoryStore *HistoryStore::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<CoreObjects>(engine).history());
}

ClubServer *ClubServer::create(QQmlEngine *engine, QJSEngine *)
{
    return shelf::handedToQml(shelf::objectsOf<CoreObjects>(engine).club());
}
