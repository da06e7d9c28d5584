// The sync of the local history with a club's server (historysync.h).
#include "historysync.h"

#include "historystore_p.h"

#include <QAtomicInteger>
#include <QSet>

using namespace Qt::StringLiterals;
using namespace historystoreinternal;

namespace {

QString connectionName(const char *what)
{
    static QAtomicInteger<quint64> counter;
    return u"mourners-sync-%1-%2"_s.arg(QLatin1StringView(what)).arg(counter.fetchAndAddOrdered(1));
}

/// Closes and removes a connection when it goes out of scope.
struct Connection {
    QString name;
    ~Connection()
    {
        if (!QSqlDatabase::contains(name))
            return;
        {
            QSqlDatabase d = QSqlDatabase::database(name, false);
            d.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    QSqlDatabase db() const { return QSqlDatabase::database(name, false); }
};

bool openLocal(const QString &name, const QString &path, QString &error)
{
    bool ok = false;
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        d.setDatabaseName(path);
        d.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        ok = d.open() && HistoryStore::migrateDatabase(d, error);
        if (!ok && error.isEmpty())
            error = describe(sqlError(d.lastError()));
    }
    return ok;
}

int countWaiting(const QSqlDatabase &local, const QString &key)
{
    QSqlQuery q(local);
    q.prepare(u"SELECT count(*) FROM games WHERE uid IS NOT NULL AND uid NOT IN "
              u"(SELECT uid FROM server_sync WHERE server = ?)"_s);
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return -1;
    return q.value(0).toInt();
}

} // namespace

int HistorySync::waitingCount(const QString &localPath, const QString &serverKey)
{
    Connection local{connectionName("count")};
    QString error;
    if (!openLocal(local.name, localPath, error))
        return -1;
    return countWaiting(local.db(), serverKey);
}

HistorySync::Outcome HistorySync::run(const QString &localPath, const HistoryServer &server, const Hooks &hooks)
{
    Outcome out;
    const QString key = server.key();
    Connection local{connectionName("local")};
    if (!openLocal(local.name, localPath, out.error))
        return out;
    QSqlDatabase here = local.db();
    out.waiting = countWaiting(here, key);

    Connection remote{connectionName("server")};
    auto serverFailed = [&](const QSqlError &e) {
        out.unreachable = HistoryServer::unreachable(e);
        out.error = HistoryServer::describe(e);
        out.waiting = countWaiting(here, key);
        return out;
    };
    if (!server.open(remote.name, out.error)) {
        out.unreachable = out.error == HistoryServer::tr("the server is not reachable");
        return out;
    }
    QSqlDatabase there = remote.db();
    if (!HistoryStore::migrateDatabase(there, out.error)) {
        out.unreachable = !there.isOpen() || HistoryServer::unreachable(QSqlError(out.error, QString()));
        return out;
    }

    // 1. Send: the games the server does not hold, oldest first, kBatch per transaction.
    std::vector<qint64> ids;
    {
        QSqlQuery q(here);
        q.prepare(u"SELECT id FROM games WHERE uid IS NOT NULL AND uid NOT IN "
                  u"(SELECT uid FROM server_sync WHERE server = ?) ORDER BY id"_s);
        q.addBindValue(key);
        if (!q.exec()) {
            out.error = describe(sqlError(q.lastError()));
            return out;
        }
        while (q.next())
            ids.push_back(q.value(0).toLongLong());
    }
    for (std::size_t from = 0; from < ids.size(); from += kBatch) {
        std::vector<GameRecord> batch;
        for (std::size_t i = from; i < std::min(ids.size(), from + kBatch); ++i) {
            std::vector<GameRecord> one = readRecords(here, QString(), ids[i]);
            if (!one.empty())
                batch.push_back(std::move(one.front()));
        }
        if (!there.transaction())
            return serverFailed(there.lastError());
        for (GameRecord g : batch) {
            g.id = -1;
            qint64 id = -1;
            bool skipped = false;
            QString why;
            if (!insertInto(there, g, id, why, &skipped)) {
                there.rollback();
                return serverFailed(QSqlError(why, QString(), QSqlError::StatementError));
            }
        }
        if (hooks.beforeCommit)
            hooks.beforeCommit();
        if (!there.commit()) {
            const QSqlError e = there.lastError();
            there.rollback();
            return serverFailed(e);
        }
        if (hooks.afterCommit)
            hooks.afterCommit();
        // Only now: the server holds them. A crash before this line sends them again, and the server
        // keeps the first (ON CONFLICT DO NOTHING).
        QSqlQuery mark(here);
        bool ok = here.transaction()
                  && mark.prepare(u"INSERT OR IGNORE INTO server_sync (server, uid) VALUES (?, ?)"_s);
        for (const GameRecord &g : batch) {
            if (!ok)
                break;
            mark.addBindValue(key);
            mark.addBindValue(g.uid);
            ok = mark.exec();
        }
        if (!ok || !here.commit()) {
            out.error = describe(sqlError(mark.lastError().isValid() ? mark.lastError() : here.lastError()));
            here.rollback();
            out.waiting = countWaiting(here, key);
            return out;
        }
        out.sent += int(batch.size());
    }

    // 2. Fetch: the server's games this laptop neither holds nor removed (server_sync knows both).
    QSet<QString> known;
    {
        QSqlQuery q(here);
        q.prepare(u"SELECT uid FROM games WHERE uid IS NOT NULL UNION SELECT uid FROM server_sync WHERE server = ?"_s);
        q.addBindValue(key);
        if (!q.exec()) {
            out.error = describe(sqlError(q.lastError()));
            return out;
        }
        while (q.next())
            known.insert(q.value(0).toString());
    }
    std::vector<qint64> missing;
    {
        QSqlQuery q(there);
        if (!q.exec(u"SELECT id, uid FROM games WHERE uid IS NOT NULL ORDER BY id"_s))
            return serverFailed(q.lastError());
        while (q.next())
            if (!known.contains(q.value(1).toString()))
                missing.push_back(q.value(0).toLongLong());
    }
    for (std::size_t from = 0; from < missing.size(); from += kBatch) {
        std::vector<GameRecord> batch;
        for (std::size_t i = from; i < std::min(missing.size(), from + kBatch); ++i) {
            std::vector<GameRecord> one = readRecords(there, QString(), missing[i]);
            if (one.empty()) {
                if (!there.isOpen() || there.lastError().isValid())
                    return serverFailed(there.lastError());
                continue;
            }
            batch.push_back(std::move(one.front()));
        }
        QString why;
        bool ok = here.transaction();
        QSqlQuery has(here);
        QSqlQuery mark(here);
        ok = ok && has.prepare(u"SELECT 1 FROM games WHERE uid = ?"_s)
             && mark.prepare(u"INSERT OR IGNORE INTO server_sync (server, uid) VALUES (?, ?)"_s);
        int added = 0;
        for (GameRecord &g : batch) {
            if (!ok)
                break;
            has.addBindValue(g.uid);
            ok = has.exec();
            const bool there_ = ok && has.next();
            has.finish();
            if (ok && !there_) {
                g.id = -1;
                qint64 id = -1;
                ok = insertInto(here, g, id, why);
                added += ok ? 1 : 0;
            }
            if (ok) {
                mark.addBindValue(key);
                mark.addBindValue(g.uid);
                ok = mark.exec();
            }
        }
        if (!ok || !here.commit()) {
            if (why.isEmpty())
                why = sqlError(here.lastError());
            here.rollback();
            out.error = describe(why);
            out.waiting = countWaiting(here, key);
            return out;
        }
        out.fetched += added;
    }
    out.waiting = countWaiting(here, key);
    out.ok = true;
    return out;
}
