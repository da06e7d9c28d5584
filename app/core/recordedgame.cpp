#include "recordedgame.h"

#include "historystore.h"

void RecordedGame::remember(qint64 id, const QString &key, const QString &former)
{
    m_id = id;
    m_key = key;
    m_former = former;
}

void RecordedGame::takeBack(HistoryStore *store)
{
    if (isRecorded() && store)
        store->takeBackFinished(m_key, {m_former});
    forget();
}

void RecordedGame::forget()
{
    remember(-1, {}, {});
}
