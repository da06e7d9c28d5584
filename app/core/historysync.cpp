// The sync of the local history with a club's server (historysync.h).
#include "historysync.h"

#include "historystore_p.h"

#include <QAtomicInteger>
#include <QSet>

#include <map>

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

/// Failed on the server: unreachable or refused, in words.
bool serverFailed(HistorySync::Outcome &out, const QSqlError &e)
{
    out.unreachable = HistoryServer::unreachable(e);
    out.error = HistoryServer::describe(e);
    return false;
}

/// Sends the renames made here that the server lacks (the server applies each new one to its games)
/// and applies here, in the order they were made, the server's renames this laptop lacks. A rename is
/// marked sent here (server_sync, by its uid) only after the server's commit; sent twice, the server
/// keeps and applies it once. False with `out` saying why.
bool syncRenames(const QSqlDatabase &here, const QSqlDatabase &there, const QString &key, HistorySync::Outcome &out)
{
    QString why;
    const std::optional<std::vector<Rename>> mine = readRenames(here, why);
    if (!mine) {
        out.error = describe(why);
        return false;
    }
    QSet<QString> sent;
    {
        QSqlQuery q(here);
        q.prepare(u"SELECT uid FROM server_sync WHERE server = ? AND uid IN (SELECT uid FROM renames)"_s);
        q.addBindValue(key);
        if (!q.exec()) {
            out.error = describe(sqlError(q.lastError()));
            return false;
        }
        while (q.next())
            sent.insert(q.value(0).toString());
    }
    std::vector<Rename> toSend;
    for (const Rename &r : *mine)
        if (!sent.contains(r.uid))
            toSend.push_back(r);
    QSqlDatabase server = there;
    QSqlDatabase local = here;
    if (!toSend.empty()) {
        if (!server.transaction())
            return serverFailed(out, server.lastError());
        for (const Rename &r : toSend) {
            bool added = false;
            if (!insertRename(server, r, why, &added) || (added && applyRename(server, r.from, r.to, why) < 0)) {
                server.rollback();
                return serverFailed(out, QSqlError(why, QString(), QSqlError::StatementError));
            }
        }
        if (!server.commit()) {
            const QSqlError e = server.lastError();
            server.rollback();
            return serverFailed(out, e);
        }
        QSqlQuery mark(local);
        bool ok = local.transaction()
                  && mark.prepare(u"INSERT OR IGNORE INTO server_sync (server, uid) VALUES (?, ?)"_s);
        for (const Rename &r : toSend) {
            if (!ok)
                break;
            mark.addBindValue(key);
            mark.addBindValue(r.uid);
            ok = mark.exec();
        }
        if (!ok || !local.commit()) {
            out.error = describe(sqlError(mark.lastError().isValid() ? mark.lastError() : local.lastError()));
            local.rollback();
            return false;
        }
        out.renamesSent = int(toSend.size());
    }

    const std::optional<std::vector<Rename>> theirs = readRenames(there, why);
    if (!theirs)
        return serverFailed(out, there.lastError().isValid() ? there.lastError()
                                                             : QSqlError(why, QString(), QSqlError::StatementError));
    QSet<QString> known;
    for (const Rename &r : *mine)
        known.insert(r.uid);
    std::vector<Rename> toApply;
    for (const Rename &r : *theirs) // in the order they were made
        if (!known.contains(r.uid))
            toApply.push_back(r);
    if (toApply.empty())
        return true;
    QSqlQuery mark(local);
    bool ok = local.transaction() && mark.prepare(u"INSERT OR IGNORE INTO server_sync (server, uid) VALUES (?, ?)"_s);
    int games = 0;
    for (const Rename &r : toApply) {
        if (!ok)
            break;
        const int renamed = applyRename(local, r.from, r.to, why);
        ok = renamed >= 0 && insertRename(local, r, why);
        games += std::max(renamed, 0);
        if (ok) {
            mark.addBindValue(key);
            mark.addBindValue(r.uid);
            ok = mark.exec();
            if (!ok)
                why = sqlError(mark.lastError());
        }
    }
    if (!ok || !local.commit()) {
        if (why.isEmpty())
            why = sqlError(local.lastError());
        local.rollback();
        out.error = describe(why);
        return false;
    }
    out.renamesFetched = int(toApply.size());
    out.renamedGames += games;
    return true;
}

/// The players' names of the games both hold, as the server has them (renames reached the server and
/// this laptop in different orders: the server's are the names everyone ends with). False with `out`
/// saying why.
bool takeServerNames(const QSqlDatabase &here, const QSqlDatabase &there, HistorySync::Outcome &out)
{
    std::map<std::pair<QString, int>, QString> names; // (uid, seat) -> the server's name
    {
        QSqlQuery q(there);
        if (!q.exec(u"SELECT g.uid, p.seat, p.name FROM players p JOIN games g ON g.id = p.game_id "
                    u"WHERE g.uid IS NOT NULL"_s))
            return serverFailed(out, q.lastError());
        while (q.next())
            names[{q.value(0).toString(), q.value(1).toInt()}] = q.value(2).toString();
    }
    struct Change {
        qint64 game;
        int seat;
        QString name;
    };
    std::vector<Change> changes;
    QSet<qint64> games;
    {
        QSqlQuery q(here);
        if (!q.exec(u"SELECT g.uid, p.seat, p.name, g.id FROM players p JOIN games g ON g.id = p.game_id "
                    u"WHERE g.uid IS NOT NULL"_s)) {
            out.error = describe(sqlError(q.lastError()));
            return false;
        }
        while (q.next()) {
            const auto it = names.find({q.value(0).toString(), q.value(1).toInt()});
            if (it != names.end() && it->second != q.value(2).toString()) {
                changes.push_back({q.value(3).toLongLong(), q.value(1).toInt(), it->second});
                games.insert(q.value(3).toLongLong());
            }
        }
    }
    if (changes.empty())
        return true;
    // A game's details may name its players too: the same names change there (renamedIn()), nothing
    // else of the game (a result corrected here stays).
    std::map<qint64, QHash<QString, QString>> renamedPerGame;
    std::vector<std::pair<qint64, QString>> details;
    {
        std::map<std::pair<qint64, int>, QString> before;
        QSqlQuery q(here);
        if (!q.exec(u"SELECT game_id, seat, name FROM players"_s)) {
            out.error = describe(sqlError(q.lastError()));
            return false;
        }
        while (q.next())
            before[{q.value(0).toLongLong(), q.value(1).toInt()}] = q.value(2).toString();
        for (const Change &c : changes)
            renamedPerGame[c.game].insert(before[{c.game, c.seat}], c.name);
        q.prepare(u"SELECT details FROM games WHERE id = ?"_s);
        for (const auto &[id, names] : renamedPerGame) {
            q.addBindValue(id);
            if (!q.exec() || !q.next()) {
                out.error = describe(sqlError(q.lastError()));
                return false;
            }
            const QString text = q.value(0).toString();
            const QString after = renamedDetails(text, names);
            if (after != text)
                details.emplace_back(id, after);
            q.finish();
        }
    }
    QSqlDatabase local = here;
    QSqlQuery up(local);
    bool ok = local.transaction() && up.prepare(u"UPDATE players SET name = ? WHERE game_id = ? AND seat = ?"_s);
    for (const Change &c : changes) {
        if (!ok)
            break;
        up.addBindValue(c.name);
        up.addBindValue(c.game);
        up.addBindValue(c.seat);
        ok = up.exec();
    }
    ok = ok && up.prepare(u"UPDATE games SET details = ? WHERE id = ?"_s);
    for (const auto &[id, text] : details) {
        if (!ok)
            break;
        up.addBindValue(text);
        up.addBindValue(id);
        ok = up.exec();
    }
    if (!ok || !local.commit()) {
        out.error = describe(sqlError(up.lastError().isValid() ? up.lastError() : local.lastError()));
        local.rollback();
        return false;
    }
    out.renamedGames += int(games.size());
    return true;
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

    // 0. Renames of players, both ways, before the games: a game sent below carries the names the
    // server's renames gave it.
    if (!syncRenames(here, there, key, out))
        return out;

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
    // 3. After renames moved, the games both hold take the server's names (see syncRenames()).
    if (out.renamesSent + out.renamesFetched > 0 && !takeServerNames(here, there, out))
        return out;
    out.waiting = countWaiting(here, key);
    out.ok = true;
    return out;
}
