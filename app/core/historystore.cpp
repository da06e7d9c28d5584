// The history in SQLite: opening, migrations of every older schema, adding, finding, removing.
#include "historystore_p.h"

using namespace Qt::StringLiterals;
using namespace historystoreinternal;

// --- HistoryStore ----------------------------------------------------------------------------------

HistoryStore::HistoryStore(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(path)
    , m_connection(u"mourners-history-%1"_s.arg(quintptr(this), 0, 16))
    , m_model(new HistoryModel(this))
{
    m_available = open();
    m_model->reload();
}

HistoryStore::~HistoryStore()
{
    if (m_import) {
        cancelImport();
        m_import->waitForFinished();
    }
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase d = QSqlDatabase::database(m_connection, false);
            d.close();
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
}

QString HistoryStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/history.sqlite"_s;
}

QString HistoryStore::noHistoryText()
{
    //: The reason a game was not recorded: no history was open where it was played.
    return tr("no history is open here");
}

QSqlDatabase HistoryStore::db() const
{
    return QSqlDatabase::database(m_connection, false);
}

void HistoryStore::fail(const QString &reason)
{
    //: %1 is the reason, %2 the file's path.
    m_errorText = tr("The game history is off: %1. The app works without it; the file %2 was left as it was.")
                          .arg(reason, QDir::toNativeSeparators(m_path));
    qWarning("mourners: history: %s", qUtf8Printable(m_errorText));
    if (QSqlDatabase::contains(m_connection)) {
        db().close();
        QSqlDatabase::removeDatabase(m_connection);
    }
}

bool HistoryStore::open()
{
    m_errorText.clear();
    if (HistoryServer::isUrl(m_path)) {
        // A club's server (the command line's --database URL): the same schema, migrated the same way.
        QString why;
        const std::optional<HistoryServer> server = HistoryServer::fromUrl(m_path, &why);
        if (server)
            m_path = server->url();
        if (!server || !server->open(m_connection, why) || !migrateDatabase(db(), why)) {
            fail(why);
            return false;
        }
        return true;
    }
    if (!QSqlDatabase::isDriverAvailable(u"QSQLITE"_s)) {
        fail(tr("the SQLite driver of Qt is not installed (Debian package libqt6sql6-sqlite)"));
        return false;
    }
    const QFileInfo info(m_path);
    if (info.exists() && !info.isFile()) {
        fail(tr("the path is not a file"));
        return false;
    }
    if (!QDir().mkpath(info.absolutePath())) {
        fail(tr("the folder %1 cannot be created").arg(info.absolutePath()));
        return false;
    }
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connection);
        d.setDatabaseName(m_path);
        d.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=1500"_s);
        if (!d.open()) {
            fail(describe(sqlError(d.lastError())));
            return false;
        }
    }
    QString error;
    if (!migrateDatabase(db(), error)) {
        fail(error);
        return false;
    }
    QSqlQuery q(db());
    if (!exec(q, u"PRAGMA foreign_keys = ON"_s, error)) {
        fail(describe(error));
        return false;
    }
    return true;
}

int HistoryStore::schemaVersion() const
{
    if (!m_available)
        return 0;
    QSqlQuery q(db());
    if (!q.exec(dialectOf(db()) == Dialect::PostgreSQL ? u"SELECT version FROM mourners_schema"_s
                                                       : u"PRAGMA user_version"_s)
        || !q.next())
        return 0;
    return q.value(0).toInt();
}

bool HistoryStore::migrateCheckFile(QSqlDatabase d, QString &error)
{
    QSqlQuery q(d);
    // The first read: a damaged file fails here, before anything is written.
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next()) {
        error = describe(sqlError(q.lastError()));
        return false;
    }
    const int version = q.value(0).toInt();
    q.finish();
    if (version > kSchemaVersion) {
        error = tr("the history was written by a newer version of the app (schema %1, this one knows %2)")
                        .arg(version)
                        .arg(kSchemaVersion);
        return false;
    }
    if (version == 0) {
        // An existing file without our schema version that has tables is someone else's database.
        if (!q.exec(u"SELECT count(*) FROM sqlite_master"_s) || !q.next()) {
            error = describe(sqlError(q.lastError()));
            return false;
        }
        const int tables = q.value(0).toInt();
        q.finish();
        if (tables > 0) {
            error = tr("the file holds another program's database");
            return false;
        }
    }
    return true;
}

bool HistoryStore::migrateDatabase(QSqlDatabase d, QString &error)
{
    const Dialect dialect = dialectOf(d);
    QSqlQuery q(d);
    if (dialect == Dialect::SQLite && !migrateCheckFile(d, error))
        return false;
    // One migration per transaction. On a server several laptops may connect at once for the first
    // time: each transaction takes a lock and reads the version again, so one of them migrates.
    for (;;) {
        if (!d.transaction()) {
            error = describe(sqlError(d.lastError()));
            return false;
        }
        QString why;
        int version = 0;
        bool ok = true;
        if (dialect == Dialect::PostgreSQL) {
            ok = exec(q, u"SELECT pg_advisory_xact_lock(7215031)"_s, why)
                 && exec(q, u"CREATE TABLE IF NOT EXISTS mourners_schema (version INTEGER NOT NULL)"_s, why)
                 && exec(q, u"INSERT INTO mourners_schema (version) SELECT 0 WHERE NOT EXISTS "
                            u"(SELECT 1 FROM mourners_schema)"_s, why)
                 && exec(q, u"SELECT version FROM mourners_schema"_s, why) && q.next();
            if (ok)
                version = q.value(0).toInt();
            q.finish();
            if (ok && version == 0) {
                // A database that has tables of these names without our version is someone else's.
                ok = exec(q, u"SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() "
                             u"AND table_name IN ('games', 'players', 'server_sync', 'renames')"_s, why) && q.next();
                const int tables = ok ? q.value(0).toInt() : 0;
                q.finish();
                if (ok && tables > 0) {
                    d.rollback();
                    error = tr("the database holds another program's tables");
                    return false;
                }
            }
        } else {
            ok = exec(q, u"PRAGMA user_version"_s, why) && q.next();
            if (ok)
                version = q.value(0).toInt();
            q.finish();
        }
        if (ok && version > kSchemaVersion) {
            d.rollback();
            error = tr("the history was written by a newer version of the app (schema %1, this one knows %2)")
                            .arg(version)
                            .arg(kSchemaVersion);
            return false;
        }
        if (ok && version == kSchemaVersion) {
            if (!d.commit()) {
                error = describe(sqlError(d.lastError()));
                d.rollback();
                return false;
            }
            return true;
        }
        const int to = version + 1;
        if (!ok) {
        } else if (to == 1) {
            for (const char16_t *sql : kMigration1)
                ok = ok && exec(q, dialectSql(QString::fromUtf16(sql), dialect), why);
        } else if (to == 2) {
            for (const char16_t *sql : kMigration2)
                ok = ok && exec(q, dialectSql(QString::fromUtf16(sql), dialect), why);
            // Fill in the fingerprint and the tie-breaks of the games already there.
            std::map<qint64, GameRecord> games;
            if (ok && (ok = exec(q, u"SELECT id, played_at, source FROM games"_s, why))) {
                while (q.next()) {
                    GameRecord g;
                    g.id = q.value(0).toLongLong();
                    g.playedAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODate);
                    g.source = q.value(2).toString();
                    games[g.id] = g;
                }
            }
            // The first schema's columns: every game then was the shelf's first.
            if (ok && (ok = exec(q, u"SELECT game_id, name, %1 FROM players ORDER BY game_id, seat"_s.arg(firstColumns()), why))) {
                while (q.next()) {
                    PlayerRecord p;
                    p.name = q.value(1).toString();
                    QVariantList values;
                    for (std::size_t c = 0; c < std::size(kFirstColumns); ++c)
                        values << q.value(int(c) + 2);
                    p.details = detailsFromFirstColumns(shelf::defaultGame(), values);
                    games[q.value(0).toLongLong()].players.push_back(p);
                }
            }
            QSqlQuery up(d);
            QSqlQuery upPlayer(d);
            ok = ok && up.prepare(u"UPDATE games SET uid = ? WHERE id = ?"_s)
                 && upPlayer.prepare(u"UPDATE players SET score = ?, place = ?, tiebreak = ? "
                                     u"WHERE game_id = ? AND seat = ?"_s);
            for (auto &[id, g] : games) {
                if (!ok)
                    break;
                if (g.players.empty())
                    continue;
                g.rankPlayers();
                g.computeUid();
                up.addBindValue(g.uid);
                up.addBindValue(id);
                ok = up.exec();
                for (std::size_t s = 0; ok && s < g.players.size(); ++s) {
                    upPlayer.addBindValue(g.players[s].score);
                    upPlayer.addBindValue(g.players[s].place);
                    upPlayer.addBindValue(g.players[s].tiebreak);
                    upPlayer.addBindValue(id);
                    upPlayer.addBindValue(int(s));
                    ok = upPlayer.exec();
                }
                if (!ok)
                    why = sqlError(up.lastError().isValid() ? up.lastError() : upPlayer.lastError());
            }
            // Older files may hold the same game twice: keep the first, so the index can be unique.
            ok = ok && exec(q, u"DELETE FROM players WHERE game_id IN (SELECT id FROM games WHERE uid IS NOT NULL "
                               u"AND id NOT IN (SELECT min(id) FROM games GROUP BY uid))"_s, why)
                 && exec(q, u"DELETE FROM games WHERE uid IS NOT NULL AND id NOT IN "
                            u"(SELECT min(id) FROM games GROUP BY uid)"_s, why)
                 && exec(q, u"CREATE UNIQUE INDEX games_uid ON games (uid)"_s, why);
        } else if (to == 3) {
            for (const char16_t *sql : kMigration3)
                ok = ok && exec(q, dialectSql(QString::fromUtf16(sql), dialect), why);
        } else if (to == 4) {
            for (const char16_t *sql : kMigration4)
                ok = ok && exec(q, dialectSql(QString::fromUtf16(sql), dialect).replace(u"%1"_s, QLatin1StringView(shelf::defaultGame().id)), why);
        } else if (to == 5) {
            for (const char16_t *sql : kMigration5)
                ok = ok && exec(q, dialectSql(QString::fromUtf16(sql), dialect), why);
        } else if (to == 6) {
            for (const char16_t *sql : kMigration6)
                ok = ok && exec(q, dialectSql(QString::fromUtf16(sql), dialect), why);
        } else if (to == 7) {
            for (const char16_t *sql : kMigration7)
                ok = ok && exec(q, dialectSql(QString::fromUtf16(sql), dialect), why);
        } else if (to == 8) {
            ok = ok && moveFirstColumnsToDetails(d, why);
        }
        ok = ok && exec(q, dialect == Dialect::PostgreSQL ? u"UPDATE mourners_schema SET version = %1"_s.arg(to)
                                                          : u"PRAGMA user_version = %1"_s.arg(to), why);
        if (!ok) {
            d.rollback();
            error = tr("upgrading the history to schema %1 failed: %2").arg(to).arg(describe(why));
            return false;
        }
        if (!d.commit()) {
            error = describe(sqlError(d.lastError()));
            d.rollback();
            return false;
        }
    }
}

bool HistoryStore::reopen()
{
    if (m_available)
        return true;
    m_available = open();
    emit availableChanged();
    m_model->reload();
    emit changed();
    return m_available;
}

int HistoryStore::gameCount() const
{
    if (!m_available)
        return 0;
    QSqlQuery q(db());
    if (!q.exec(u"SELECT count(*) FROM games"_s) || !q.next())
        return 0;
    return q.value(0).toInt();
}

bool HistoryStore::insert(const GameRecord &g, qint64 &id, QString &error)
{
    return insertInto(db(), g, id, error);
}

qint64 HistoryStore::idOfUid(const QString &uid) const
{
    if (!m_available || uid.isEmpty())
        return -1;
    QSqlQuery q(db());
    q.prepare(u"SELECT id FROM games WHERE uid = ?"_s);
    q.addBindValue(uid);
    if (!q.exec() || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

qint64 HistoryStore::addRecord(GameRecord record, QString *error, bool *alreadyThere)
{
    if (alreadyThere)
        *alreadyThere = false;
    auto failWith = [&](const QString &why) {
        if (error)
            *error = why;
        setMessage(tr("The game was not saved to the history: %1").arg(why));
        return qint64(-1);
    };
    if (!m_available)
        return failWith(m_errorText);
    if (record.players.size() < 2 || record.players.size() > 4)
        return failWith(tr("a game needs 2 to 4 players"));
    if (!record.playedAt.isValid())
        record.playedAt = QDateTime::currentDateTimeUtc();
    record.rankPlayers();
    record.computeUid();
    record.id = -1;
    // Issue 11: saving the same game again (end screen, calculator) keeps the one record there is.
    if (const qint64 existing = idOfUid(record.uid); existing >= 0) {
        if (alreadyThere)
            *alreadyThere = true;
        setMessage(tr("This game is already in the history."));
        return existing;
    }
    QSqlDatabase d = db();
    if (!d.transaction())
        return failWith(describe(sqlError(d.lastError())));
    qint64 id = -1;
    QString why;
    bool storedMeanwhile = false; // on a server: another laptop stored it since idOfUid()
    if (!insertInto(d, record, id, why, dialectOf(d) == Dialect::PostgreSQL ? &storedMeanwhile : nullptr)) {
        d.rollback();
        if (why.contains(u"UNIQUE"_s, Qt::CaseInsensitive))
            return failWith(tr("this game is already in the history"));
        return failWith(describe(why));
    }
    if (storedMeanwhile) {
        d.rollback();
        if (alreadyThere)
            *alreadyThere = true;
        setMessage(tr("This game is already in the history."));
        return idOfUid(record.uid);
    }
    if (!d.commit()) {
        const QString reason = describe(sqlError(d.lastError()));
        d.rollback();
        return failWith(reason);
    }
    m_model->reload();
    emit changed();
    setMessage(tr("Saved to the history."));
    return id;
}

qint64 HistoryStore::idOfGameKey(const QString &gameKey, const QStringList &formerKeys) const
{
    for (const QString &key : QStringList{gameKey} + formerKeys) {
        if (key.isEmpty())
            continue;
        GameRecord named;
        named.gameKey = key;
        named.computeUid();
        if (const qint64 id = idOfUid(named.uid); id >= 0)
            return id;
    }
    return -1;
}

qint64 HistoryStore::recordFinished(GameRecord record, const QStringList &formerKeys, Recorded *how, QString *error)
{
    if (how)
        *how = Recorded::Failed;
    record.computeUid();
    const qint64 existing = record.gameKey.isEmpty() ? -1 : idOfGameKey(record.gameKey, formerKeys);
    if (existing < 0) {
        bool already = false;
        const qint64 id = addRecord(record, error, &already);
        if (id >= 0 && how)
            *how = already ? Recorded::AlreadyThere : Recorded::Added;
        return id;
    }
    const std::optional<GameRecord> stored = this->record(existing);
    if (!stored || stored->sameResult(record)) {
        if (how)
            *how = Recorded::AlreadyThere;
        setMessage(tr("This game is already in the history."));
        return existing;
    }
    // The same game with another result: its record is replaced in place (same id, date and notes).
    record.id = existing;
    record.playedAt = stored->playedAt;
    record.notes = stored->notes;
    if (record.durationSeconds < 0)
        record.durationSeconds = stored->durationSeconds;
    QSqlDatabase d = db();
    if (!d.transaction()) {
        const QString why = describe(sqlError(d.lastError()));
        if (error)
            *error = why;
        setMessage(tr("The game was not saved to the history: %1").arg(why));
        return -1;
    }
    qint64 id = -1;
    QString why;
    if (!deleteRows(existing, why) || !insert(record, id, why) || !d.commit()) {
        d.rollback();
        if (why.isEmpty())
            why = sqlError(d.lastError());
        if (error)
            *error = describe(why);
        setMessage(tr("The game was not saved to the history: %1").arg(describe(why)));
        return -1;
    }
    if (how)
        *how = Recorded::Updated;
    m_model->reload();
    emit changed();
    //: The end screen recorded a game that was in the history already, with another result.
    setMessage(tr("The game's record in the history was updated."));
    return id;
}

bool HistoryStore::takeBackFinished(const QString &gameKey, const QStringList &formerKeys)
{
    if (!m_available || gameKey.isEmpty())
        return false;
    const qint64 id = idOfGameKey(gameKey, formerKeys);
    if (id < 0)
        return false;
    QSqlDatabase d = db();
    QString why;
    if (!d.transaction() || !deleteRows(id, why) || !d.commit()) {
        d.rollback();
        return false;
    }
    m_model->removeId(id);
    emit changed();
    return true;
}

bool HistoryStore::deleteRows(qint64 id, QString &error)
{
    QSqlQuery q(db());
    q.prepare(u"DELETE FROM players WHERE game_id = ?"_s);
    q.addBindValue(id);
    bool ok = q.exec();
    if (ok) {
        q.prepare(u"DELETE FROM games WHERE id = ?"_s);
        q.addBindValue(id);
        ok = q.exec();
    }
    if (!ok)
        error = sqlError(q.lastError());
    return ok;
}

std::vector<GameRecord> HistoryStore::records(const QString &playerFilter) const
{
    if (!m_available)
        return {};
    return readRecords(db(), playerFilter);
}

std::optional<GameRecord> HistoryStore::record(qint64 id) const
{
    if (!m_available || id < 0)
        return std::nullopt;
    // One row of games and its players, not the whole history (the detail page of a long history).
    std::vector<GameRecord> one = readRecords(db(), QString(), id);
    if (one.empty())
        return std::nullopt;
    return std::move(one.front());
}

bool HistoryStore::removeGame(qint64 id)
{
    if (!m_available)
        return false;
    std::optional<GameRecord> g = record(id);
    if (!g)
        return false;
    QSqlDatabase d = db();
    QString why;
    if (!d.transaction()) {
        setMessage(tr("The game was not deleted: %1").arg(describe(sqlError(d.lastError()))));
        return false;
    }
    if (!deleteRows(id, why) || !d.commit()) {
        if (why.isEmpty())
            why = sqlError(d.lastError());
        d.rollback();
        setMessage(tr("The game was not deleted: %1").arg(describe(why)));
        return false;
    }
    m_removed = g;
    m_model->removeId(id);
    emit changed();
    emit canUndoRemoveChanged();
    setMessage(tr("Game deleted."));
    return true;
}

bool HistoryStore::undoRemove()
{
    if (!m_removed || !m_available)
        return false;
    QSqlDatabase d = db();
    qint64 id = -1;
    QString why;
    if (!d.transaction() || !insert(*m_removed, id, why) || !d.commit()) {
        if (why.isEmpty())
            why = sqlError(d.lastError());
        d.rollback();
        setMessage(tr("The game could not be put back: %1").arg(describe(why)));
        return false;
    }
    m_removed.reset();
    m_model->reload();
    emit changed();
    emit canUndoRemoveChanged();
    setMessage(tr("The game is back in the history."));
    return true;
}

void HistoryStore::dropUndo()
{
    if (!m_removed)
        return;
    m_removed.reset();
    emit canUndoRemoveChanged();
}


void HistoryStore::setServerKey(const QString &key)
{
    if (key == m_serverKey)
        return;
    m_serverKey = key;
    m_model->reload();
}

QSet<QString> HistoryStore::uidsOnServer() const
{
    QSet<QString> uids;
    if (!m_available || m_serverKey.isEmpty() || dialectOf(db()) != Dialect::SQLite)
        return uids;
    QSqlQuery q(db());
    q.prepare(u"SELECT s.uid FROM server_sync s JOIN games g ON g.uid = s.uid WHERE s.server = ?"_s);
    q.addBindValue(m_serverKey);
    if (q.exec())
        while (q.next())
            uids.insert(q.value(0).toString());
    return uids;
}

void HistoryStore::syncedWithServer(bool gamesAdded)
{
    if (!m_available)
        return;
    m_model->reload();
    if (gamesAdded)
        emit changed();
}

// --- Players' names --------------------------------------------------------------------------------

QVariantList HistoryStore::playerNames() const
{
    QVariantList out;
    if (!m_available)
        return out;
    QSqlQuery q(db());
    if (!q.exec(u"SELECT name, count(DISTINCT game_id) FROM players GROUP BY name"_s))
        return out;
    std::vector<std::pair<QString, int>> names;
    while (q.next())
        names.emplace_back(q.value(0).toString(), q.value(1).toInt());
    // As people look a name up: by the alphabet of their language, not by code points.
    std::sort(names.begin(), names.end(), [](const auto &a, const auto &b) {
        const int c = QString::localeAwareCompare(a.first, b.first);
        return c != 0 ? c < 0 : a.first < b.first;
    });
    for (const auto &[name, games] : names)
        out.append(QVariantMap{{u"name"_s, name}, {u"games"_s, games}});
    return out;
}

int HistoryStore::gamesOfPlayer(const QString &name) const
{
    if (!m_available || name.isEmpty())
        return 0;
    QSqlQuery q(db());
    q.prepare(u"SELECT count(DISTINCT game_id) FROM players WHERE name = ?"_s);
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return 0;
    return q.value(0).toInt();
}

QString HistoryStore::renameProblem(const QString &from, const QString &to) const
{
    if (!m_available)
        return m_errorText;
    const QString name = to.trimmed();
    //: The path of a problem with the new name typed in the rename dialog.
    if (const auto problem = mc::nameProblem(name, tr("new name")))
        return ProblemText::plain(*problem);
    if (name == from)
        return tr("the new name is the name the player has");
    if (gamesOfPlayer(from) == 0)
        //: %1 a player's name.
        return tr("no game of the history has a player named %1").arg(from);
    // Merging two names of one person: never in a game they played against each other.
    QSqlQuery q(db());
    q.prepare(u"SELECT id FROM games WHERE id IN (SELECT game_id FROM players WHERE name = ?) "
              u"AND id IN (SELECT game_id FROM players WHERE name = ?) ORDER BY played_at LIMIT 1"_s);
    q.addBindValue(from);
    q.addBindValue(name);
    if (!q.exec())
        return describe(sqlError(q.lastError()));
    if (q.next()) {
        const std::optional<GameRecord> game = record(q.value(0).toLongLong());
        //: %1 and %2 players' names, %3 the date of a game they both played.
        return tr("%1 and %2 played against each other on %3: one person cannot sit twice at one table")
                .arg(from, name, game ? dateText(*game) : QString());
    }
    return {};
}

int HistoryStore::renamePlayer(const QString &from, const QString &to)
{
    const QString name = to.trimmed();
    //: %1 the reason.
    const QString refused = tr("The player was not renamed: %1");
    if (const QString problem = renameProblem(from, name); !problem.isEmpty()) {
        setMessage(refused.arg(problem));
        return -1;
    }
    const bool merge = gamesOfPlayer(name) > 0;
    QSqlDatabase d = db();
    if (!d.transaction()) {
        setMessage(refused.arg(describe(sqlError(d.lastError()))));
        return -1;
    }
    QString why;
    const Rename rename{QUuid::createUuid().toString(QUuid::WithoutBraces), from, name,
                        QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)};
    // What it changes, for undoRename().
    LastRename last{rename.uid, from, name, {}, {}};
    QSqlQuery q(d);
    q.prepare(u"SELECT p.game_id, p.seat, g.details FROM players p JOIN games g ON g.id = p.game_id WHERE p.name = ? "
              u"AND p.game_id NOT IN (SELECT game_id FROM players WHERE name = ?)"_s);
    q.addBindValue(from);
    q.addBindValue(name);
    bool ok = q.exec();
    while (ok && q.next()) {
        last.seats.emplace_back(q.value(0).toLongLong(), q.value(1).toInt());
        const QString details = q.value(2).toString();
        if (renamedDetails(details, {{from, name}}) != details)
            last.details.emplace_back(q.value(0).toLongLong(), details);
    }
    if (!ok)
        why = sqlError(q.lastError());
    q.finish();
    const int games = ok ? applyRename(d, from, name, why) : -1;
    if (games < 0 || !insertRename(d, rename, why) || !d.commit()) {
        if (why.isEmpty())
            why = sqlError(d.lastError());
        d.rollback();
        setMessage(refused.arg(describe(why)));
        return -1;
    }
    m_lastRename = std::move(last);
    m_model->reload();
    emit changed();
    emit canUndoRenameChanged();
    // Two sentences, not a %n plural: the English source is what English shows.
    if (merge)
        setMessage(games == 1
                           //: %1 the former name, %2 the name of another player it was merged into.
                           ? tr("%1 and %2 are one player now: 1 game renamed.").arg(from, name)
                           //: %1 the former name, %2 the name of another player it was merged into, %3 games (2 or more).
                           : tr("%1 and %2 are one player now: %3 games renamed.").arg(from, name).arg(games));
    else
        setMessage(games == 1
                           //: %1 the former name, %2 the new one.
                           ? tr("%1 is now %2: 1 game renamed.").arg(from, name)
                           //: %1 the former name, %2 the new one, %3 games (2 or more).
                           : tr("%1 is now %2: %3 games renamed.").arg(from, name).arg(games));
    return games;
}

bool HistoryStore::undoRename()
{
    if (!m_lastRename || !m_available)
        return false;
    const LastRename last = *m_lastRename;
    //: %1 the reason.
    const QString refused = tr("The rename was not undone: %1");
    QSqlDatabase d = db();
    {
        // Sent (server_sync): the other laptops may have applied it; only a new rename goes there.
        QSqlQuery q(d);
        q.prepare(u"SELECT 1 FROM server_sync WHERE uid = ?"_s);
        q.addBindValue(last.uid);
        if (q.exec() && q.next()) {
            setMessage(refused.arg(tr("the club's server has it already, and the other laptops may have it too; "
                                      "rename the player back instead")));
            return false;
        }
    }
    if (!d.transaction()) {
        setMessage(refused.arg(describe(sqlError(d.lastError()))));
        return false;
    }
    QSqlQuery q(d);
    bool ok = q.prepare(u"UPDATE players SET name = ? WHERE game_id = ? AND seat = ? AND name = ?"_s);
    for (const auto &[game, seat] : last.seats) {
        if (!ok)
            break;
        q.addBindValue(last.from);
        q.addBindValue(game);
        q.addBindValue(seat);
        q.addBindValue(last.to);
        ok = q.exec();
    }
    ok = ok && q.prepare(u"UPDATE games SET details = ? WHERE id = ?"_s);
    for (const auto &[game, details] : last.details) {
        if (!ok)
            break;
        q.addBindValue(details);
        q.addBindValue(game);
        ok = q.exec();
    }
    ok = ok && q.prepare(u"DELETE FROM renames WHERE uid = ?"_s);
    if (ok) {
        q.addBindValue(last.uid);
        ok = q.exec();
    }
    if (!ok || !d.commit()) {
        const QString why = q.lastError().isValid() ? sqlError(q.lastError()) : sqlError(d.lastError());
        d.rollback();
        setMessage(refused.arg(describe(why)));
        return false;
    }
    m_lastRename.reset();
    m_model->reload();
    emit changed();
    emit canUndoRenameChanged();
    //: %1 the name the player has again, %2 the name the undone rename gave them.
    setMessage(tr("The rename of %1 to %2 was undone.").arg(last.from, last.to));
    return true;
}
