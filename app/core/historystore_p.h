// What the history's store shares inside app/core (historystore.cpp: SQL and migrations,
// historymodel.cpp: the list, historyviews.cpp: detail and statistics, historyimport.cpp: import and
// export): reading and writing rows. Not a public header.
#pragma once

#include "historystore.h"

#include "language.h"
#include "registry.h"
#include "problemtext.h"

#include "model/core/jsonread.h"
#include "model/core/names.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QQmlEngine>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QTemporaryDir>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>
#include <QPromise>

#include <algorithm>
#include <climits>
#include <map>
#include <cmath>
#include <functional>
#include <QSet>

namespace historystoreinternal {

using namespace Qt::StringLiterals;

/// The two databases the history lives in: the local file (SQLite) and a club's server (PostgreSQL,
/// Qt's QPSQL driver). The schema and its migrations are the same; dialectSql() and the few places
/// below say where the SQL differs.
enum class Dialect { SQLite, PostgreSQL };

inline Dialect dialectOf(const QSqlDatabase &d)
{
    return d.driverName() == u"QPSQL"_s ? Dialect::PostgreSQL : Dialect::SQLite;
}

/// A migration's statement as `dialect` writes it (SQLite's is the one written below).
inline QString dialectSql(QString sql, Dialect dialect)
{
    if (dialect == Dialect::SQLite)
        return sql;
    sql.replace(u"INTEGER PRIMARY KEY AUTOINCREMENT"_s, u"BIGSERIAL PRIMARY KEY"_s);
    sql.replace(u"game_id INTEGER"_s, u"game_id BIGINT"_s);
    sql.replace(u"duration_s INTEGER"_s, u"duration_s BIGINT"_s);
    sql.replace(u"(name COLLATE NOCASE)"_s, u"(lower(name))"_s);
    return sql;
}

/// Runs one statement; false with `error` = the statement's error.
inline bool exec(QSqlQuery &q, const QString &sql, QString &error)
{
    if (q.exec(sql))
        return true;
    error = q.lastError().text();
    return false;
}

inline QString sqlError(const QSqlError &e)
{
    const QString text = e.text().trimmed();
    return text.isEmpty() ? u"unknown error"_s : text;
}

/// A reason people can act on, from SQLite's message.
inline QString describe(const QString &sqliteError)
{
    const QString e = sqliteError.toLower();
    if (e.contains(u"locked"_s) || e.contains(u"busy"_s))
        return HistoryStore::tr("another program is using the history file (it is locked)");
    if (e.contains(u"not a database"_s) || e.contains(u"malformed"_s) || e.contains(u"corrupt"_s))
        return HistoryStore::tr("the history file is damaged or is not a history database");
    if (e.contains(u"readonly"_s) || e.contains(u"read-only"_s) || e.contains(u"permission"_s)
        || e.contains(u"unable to open"_s))
        return HistoryStore::tr("the history file cannot be opened for writing");
    return sqliteError;
}

// Migration 1: the first schema, games and their players.
const char16_t *const kMigration1[] = {
    u"CREATE TABLE games ("
    u" id INTEGER PRIMARY KEY AUTOINCREMENT,"
    u" played_at TEXT NOT NULL,"
    u" source TEXT NOT NULL,"
    u" ruleset TEXT NOT NULL DEFAULT 'standard',"
    u" rounds INTEGER NOT NULL DEFAULT 0,"
    u" duration_s INTEGER,"
    u" notes TEXT NOT NULL DEFAULT '')",
    u"CREATE TABLE players ("
    u" game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    u" seat INTEGER NOT NULL,"
    u" name TEXT NOT NULL,"
    u" faction TEXT NOT NULL DEFAULT '',"
    u" motive TEXT NOT NULL DEFAULT '',"
    u" unity INTEGER NOT NULL, bone INTEGER NOT NULL, flesh INTEGER NOT NULL, spirit INTEGER NOT NULL,"
    u" motive_bonus INTEGER NOT NULL, etherea INTEGER NOT NULL, mourners INTEGER NOT NULL,"
    u" score INTEGER NOT NULL, place INTEGER NOT NULL,"
    u" PRIMARY KEY (game_id, seat))",
};

// Migration 2: a content fingerprint per game (duplicates on import), the per-round data of games
// played in the app, the tie-break of each place, an index for the search by player.
// The uid and tie-break of existing games are filled in by migrate() in C++.
const char16_t *const kMigration2[] = {
    u"ALTER TABLE games ADD COLUMN uid TEXT",
    u"ALTER TABLE games ADD COLUMN round_data TEXT NOT NULL DEFAULT ''",
    u"ALTER TABLE players ADD COLUMN tiebreak TEXT NOT NULL DEFAULT 'none'",
    u"CREATE INDEX players_name ON players (name COLLATE NOCASE)",
};

// Migration 3: the identity of a game played in the app (GameRecord::gameKey), so that saving it
// again, or importing its export, finds it. Games already stored keep their content uid.
const char16_t *const kMigration3[] = {
    u"ALTER TABLE games ADD COLUMN game_key TEXT NOT NULL DEFAULT ''",
};

// Migration 4: the shelf. Every game kept so far is a Mourners Call game; other games keep their own
// numbers as JSON (a player's, the whole game's).
// (%1: the first game of the shelf, put in when the migration runs.)
const char16_t *const kMigration4[] = {
    u"ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT '%1'",
    u"ALTER TABLE games ADD COLUMN details TEXT NOT NULL DEFAULT ''",
    u"ALTER TABLE players ADD COLUMN details TEXT NOT NULL DEFAULT ''",
};

// Migration 5: each seat's colour in the game, so that the history draws a player as the game did.
const char16_t *const kMigration5[] = {
    u"ALTER TABLE players ADD COLUMN color TEXT NOT NULL DEFAULT ''",
};

// Migration 6: which games a club's server holds (by uid; `server` names it: user@host:port/database),
// so that a laptop sends each game once and does not fetch again a game removed here. A server's own
// database has the table too (the same migrations) and leaves it empty.
const char16_t *const kMigration6[] = {
    u"CREATE TABLE server_sync (server TEXT NOT NULL, uid TEXT NOT NULL, PRIMARY KEY (server, uid))",
};

inline QVariant compactJson(const QJsonObject &o)
{
    return o.isEmpty() ? QString::fromLatin1("") : QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// Migration 7: the renames of players (HistoryStore::renamePlayer(), "Bo" becomes "Bob", or merges into
// a name there is), each named by a uid and ordered by made_at (UTC, ISO 8601 with milliseconds), so
// that a sync carries them to a club's server and from there to the other laptops (HistorySync).
const char16_t *const kMigration7[] = {
    u"CREATE TABLE renames (uid TEXT PRIMARY KEY, from_name TEXT NOT NULL, to_name TEXT NOT NULL, "
    u"made_at TEXT NOT NULL)",
};

// Migration 8: a player's numbers of every game in its details (PlayerRecord::details). The first
// schema's columns of Mourners Call's breakdown go: migrate() puts each into the details of the
// players of the games that keep it (shelf::HistoryReading::fields, by its csvColumn) first.
const char16_t *const kFirstColumns[] = {u"faction", u"motive", u"unity", u"bone", u"flesh", u"spirit",
                                         u"motive_bonus", u"etherea", u"mourners"};

/// The first schema's columns (kFirstColumns) for a SELECT, each after `prefix` ("p.").
inline QString firstColumns(const QString &prefix = {})
{
    QStringList columns;
    for (const char16_t *c : kFirstColumns)
        columns << prefix + QString::fromUtf16(c);
    return columns.join(u", "_s);
}

/// A player's details from the first schema's columns (kFirstColumns, `values` in that order) for a
/// game of `module`: each of its fields that one of those columns kept.
inline QJsonObject detailsFromFirstColumns(const shelf::GameModule &module, const QVariantList &values)
{
    PlayerRecord p;
    for (const shelf::RecordField &f : module.history.fields)
        for (std::size_t c = 0; c < std::size(kFirstColumns); ++c)
            if (QStringView(kFirstColumns[c]) == QLatin1StringView(f.csvColumn) && qsizetype(c) < values.size())
                p.setField(QLatin1StringView(f.detailKey), f.max < 0 ? QJsonValue(values[qsizetype(c)].toString())
                                                                     : QJsonValue(values[qsizetype(c)].toInt()));
    return p.details;
}

/// Migration 8 in the open transaction of `d`: the first schema's columns (kFirstColumns) into the
/// details of the players of the games that keep them, then the columns dropped.
inline bool moveFirstColumnsToDetails(const QSqlDatabase &d, QString &error)
{
    QSqlQuery q(d);
    if (!exec(q, u"SELECT p.game_id, p.seat, g.game, %1 FROM players p JOIN games g ON g.id = p.game_id"_s
                         .arg(firstColumns(u"p."_s)),
              error))
        return false;
    struct Update {
        qint64 game;
        int seat;
        QVariant details;
    };
    std::vector<Update> updates;
    while (q.next()) {
        const shelf::GameModule *module = shelf::findGame(q.value(2).toString());
        if (!module || module->history.fields.empty())
            continue;
        QVariantList values;
        for (std::size_t c = 0; c < std::size(kFirstColumns); ++c)
            values << q.value(int(c) + 3);
        updates.push_back({q.value(0).toLongLong(), q.value(1).toInt(),
                           compactJson(detailsFromFirstColumns(*module, values))});
    }
    q.finish();
    QSqlQuery up(d);
    if (!up.prepare(u"UPDATE players SET details = ? WHERE game_id = ? AND seat = ?"_s)) {
        error = sqlError(up.lastError());
        return false;
    }
    for (const Update &u : updates) {
        up.addBindValue(u.details);
        up.addBindValue(u.game);
        up.addBindValue(u.seat);
        if (!up.exec()) {
            error = sqlError(up.lastError());
            return false;
        }
    }
    for (const char16_t *c : kFirstColumns)
        if (!exec(q, u"ALTER TABLE players DROP COLUMN "_s + QString::fromUtf16(c), error))
            return false;
    return true;
}

/// The number of games where `from` played and `to` did not: the games a rename changes.
inline int renamedGameCount(const QSqlDatabase &d, const QString &from, const QString &to, QString &error)
{
    QSqlQuery q(d);
    q.prepare(u"SELECT count(DISTINCT game_id) FROM players WHERE name = ? AND game_id NOT IN "
              u"(SELECT game_id FROM players WHERE name = ?)"_s);
    q.addBindValue(from);
    q.addBindValue(to);
    if (!q.exec() || !q.next()) {
        error = sqlError(q.lastError());
        return -1;
    }
    return q.value(0).toInt();
}

/// `v` with every player's name that `names` maps made the name it maps to (all at once): the value
/// of a "name" or "winner" key (a game's details may name its players: the occult game's inputs, a
/// battle's winner).
inline QJsonValue renamedIn(const QJsonValue &v, const QHash<QString, QString> &names)
{
    if (v.isArray()) {
        QJsonArray a = v.toArray();
        for (auto it = a.begin(); it != a.end(); ++it)
            *it = renamedIn(*it, names);
        return a;
    }
    if (!v.isObject())
        return v;
    QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        if ((it.key() == u"name"_s || it.key() == u"winner"_s) && it.value().isString()
            && names.contains(it.value().toString()))
            it.value() = names.value(it.value().toString());
        else if (it.value().isObject() || it.value().isArray())
            it.value() = renamedIn(it.value(), names);
    }
    return o;
}

/// The details `text` (compact JSON) of a game with `names` renamed (renamedIn()).
inline QString renamedDetails(const QString &text, const QHash<QString, QString> &names)
{
    if (text.isEmpty())
        return text;
    const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
    return compactJson(renamedIn(o, names).toObject()).toString();
}

/// Gives the players named `from` the name `to` in the open transaction of `d` (also where a game's
/// details name them), except in a game where `to` plays already (one person twice at one table:
/// HistoryStore::renamePlayer() refuses such a rename; one fetched from a server leaves that game
/// alone). The games' uids do not change, so that an import or a sync still knows them. Returns how
/// many games changed, -1 with `error` set.
inline int applyRename(const QSqlDatabase &d, const QString &from, const QString &to, QString &error)
{
    const int games = renamedGameCount(d, from, to, error);
    if (games <= 0)
        return games;
    QSqlQuery q(d);
    q.prepare(u"SELECT id, details FROM games WHERE details <> '' AND id IN (SELECT game_id FROM players WHERE "
              u"name = ?) AND id NOT IN (SELECT game_id FROM players WHERE name = ?)"_s);
    q.addBindValue(from);
    q.addBindValue(to);
    if (!q.exec()) {
        error = sqlError(q.lastError());
        return -1;
    }
    std::vector<std::pair<qint64, QString>> details;
    while (q.next()) {
        const QString before = q.value(1).toString();
        const QString after = renamedDetails(before, {{from, to}});
        if (after != before)
            details.emplace_back(q.value(0).toLongLong(), after);
    }
    q.finish();
    for (const auto &[id, text] : details) {
        q.prepare(u"UPDATE games SET details = ? WHERE id = ?"_s);
        q.addBindValue(text);
        q.addBindValue(id);
        if (!q.exec()) {
            error = sqlError(q.lastError());
            return -1;
        }
    }
    q.prepare(u"UPDATE players SET name = ? WHERE name = ? AND game_id NOT IN "
              u"(SELECT game_id FROM players WHERE name = ?)"_s);
    q.addBindValue(to);
    q.addBindValue(from);
    q.addBindValue(to);
    if (!q.exec()) {
        error = sqlError(q.lastError());
        return -1;
    }
    return games;
}

/// One row of the renames table.
struct Rename {
    QString uid;
    QString from;
    QString to;
    QString madeAt;
};

/// Adds a rename to the renames table of `d` unless its uid is there; `*added` says whether it was new.
inline bool insertRename(const QSqlDatabase &d, const Rename &r, QString &error, bool *added = nullptr)
{
    QSqlQuery q(d);
    q.prepare(u"INSERT INTO renames (uid, from_name, to_name, made_at) VALUES (?, ?, ?, ?) "
              u"ON CONFLICT (uid) DO NOTHING"_s);
    q.addBindValue(r.uid);
    q.addBindValue(r.from);
    q.addBindValue(r.to);
    q.addBindValue(r.madeAt);
    if (!q.exec()) {
        error = sqlError(q.lastError());
        return false;
    }
    if (added)
        *added = q.numRowsAffected() > 0;
    return true;
}

/// `renames` applied, in their order, to a game that comes in (an import), as applyRename() applies
/// them to the stored games: not in a game where the new name plays already.
inline void applyRenames(GameRecord &g, const std::vector<Rename> &renames)
{
    const auto plays = [&g](const QString &name) {
        return std::any_of(g.players.begin(), g.players.end(), [&name](const PlayerRecord &p) { return p.name == name; });
    };
    for (const Rename &r : renames) {
        if (!plays(r.from) || plays(r.to))
            continue;
        for (PlayerRecord &p : g.players)
            if (p.name == r.from)
                p.name = r.to;
        g.details = renamedIn(g.details, {{r.from, r.to}}).toObject();
    }
}

/// The renames of `d` in the order they were made; nullopt with `error` set when they cannot be read.
inline std::optional<std::vector<Rename>> readRenames(const QSqlDatabase &d, QString &error)
{
    QSqlQuery q(d);
    if (!q.exec(u"SELECT uid, from_name, to_name, made_at FROM renames ORDER BY made_at, uid"_s)) {
        error = sqlError(q.lastError());
        return std::nullopt;
    }
    std::vector<Rename> out;
    while (q.next())
        out.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
    return out;
}


/// Qt SQL binds a null QString as NULL; the text columns are NOT NULL.
inline QVariant text(const QString &s)
{
    return s.isNull() ? QVariant(QString::fromLatin1("")) : QVariant(s);
}

inline QString winnerText(const GameRecord &g)
{
    return g.winners().join(u" & "_s);
}

inline QString dateText(const GameRecord &g)
{
    return HistoryFiles::dateText(g);
}

/// Inserts a game and its players into `d` (in the caller's transaction); false with `error` set.
/// With `skipped` (PostgreSQL), a game whose uid is there already is left alone (ON CONFLICT DO NOTHING):
/// true with `*skipped` set and `id` -1. On PostgreSQL the server numbers its games itself.
inline bool insertInto(const QSqlDatabase &d, const GameRecord &g, qint64 &id, QString &error,
                       bool *skipped = nullptr)
{
    const bool pg = dialectOf(d) == Dialect::PostgreSQL;
    if (skipped)
        *skipped = false;
    QSqlQuery q(d);
    const bool withId = g.id >= 0 && !pg;
    q.prepare((withId ? u"INSERT INTO games (id, uid, played_at, source, ruleset, rounds, duration_s, notes, "
                          u"round_data, game_key, game, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s
                        : u"INSERT INTO games (uid, played_at, source, ruleset, rounds, duration_s, notes, "
                          u"round_data, game_key, game, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s)
              + (pg && skipped ? u" ON CONFLICT (uid) DO NOTHING"_s : QString())
              + (pg ? u" RETURNING id"_s : QString()));
    if (withId)
        q.addBindValue(g.id);
    q.addBindValue(g.uid);
    q.addBindValue(g.playedAt.toUTC().toString(Qt::ISODate));
    q.addBindValue(text(g.source));
    q.addBindValue(text(g.ruleset));
    q.addBindValue(g.rounds);
    q.addBindValue(g.durationSeconds >= 0 ? QVariant(g.durationSeconds) : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(text(g.notes));
    q.addBindValue(g.roundData.isEmpty() ? text(QString())
                                         : QString::fromUtf8(QJsonDocument(g.roundData).toJson(QJsonDocument::Compact)));
    q.addBindValue(text(g.gameKey));
    q.addBindValue(text(g.game));
    q.addBindValue(compactJson(g.details));
    if (!q.exec()) {
        error = sqlError(q.lastError());
        return false;
    }
    if (pg) {
        if (!q.next()) {
            id = -1;
            if (skipped) {
                *skipped = true;
                return true;
            }
            error = u"the server returned no id for the game"_s;
            return false;
        }
        id = q.value(0).toLongLong();
    } else {
        id = q.lastInsertId().toLongLong();
    }
    QSqlQuery p(d);
    p.prepare(u"INSERT INTO players (game_id, seat, name, score, place, tiebreak, details, color) "
              u"VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (std::size_t s = 0; s < g.players.size(); ++s) {
        const PlayerRecord &r = g.players[s];
        for (const QVariant &v : {QVariant(id), QVariant(int(s)), text(r.name), QVariant(r.score), QVariant(r.place),
                                  text(r.tiebreak), compactJson(r.details), text(r.color)})
            p.addBindValue(v);
        if (!p.exec()) {
            error = sqlError(p.lastError());
            return false;
        }
    }
    return true;
}
/// Every game of the database `d`, newest first; only those with a player whose name contains `playerFilter`.
// The games with a player whose name holds `playerFilter` (all for ""), or only the game `onlyId`.
inline std::vector<GameRecord> readRecords(const QSqlDatabase &d, const QString &playerFilter, qint64 onlyId = -1)
{
    std::vector<GameRecord> out;
    QSqlQuery q(d);
    QString where;
    if (onlyId >= 0)
        where = u" WHERE id = ?"_s;
    else if (!playerFilter.isEmpty())
        where = dialectOf(d) == Dialect::PostgreSQL
                        ? u" WHERE id IN (SELECT game_id FROM players WHERE strpos(lower(name), lower(?)) > 0)"_s
                        : u" WHERE id IN (SELECT game_id FROM players WHERE instr(lower(name), lower(?)) > 0)"_s;
    q.prepare(u"SELECT id, uid, played_at, source, ruleset, rounds, duration_s, notes, round_data, game_key, game, "
              u"details FROM games"_s
              + where + u" ORDER BY played_at DESC, id DESC"_s);
    if (onlyId >= 0)
        q.addBindValue(onlyId);
    else if (!playerFilter.isEmpty())
        q.addBindValue(playerFilter);
    if (!q.exec())
        return out;
    std::map<qint64, std::size_t> at;
    while (q.next()) {
        GameRecord g;
        g.id = q.value(0).toLongLong();
        g.uid = q.value(1).toString();
        g.playedAt = QDateTime::fromString(q.value(2).toString(), Qt::ISODate).toUTC();
        g.source = q.value(3).toString();
        g.ruleset = q.value(4).toString();
        g.rounds = q.value(5).toInt();
        g.durationSeconds = q.value(6).isNull() ? -1 : q.value(6).toLongLong();
        g.notes = q.value(7).toString();
        const QByteArray rounds = q.value(8).toString().toUtf8();
        if (!rounds.isEmpty())
            g.roundData = QJsonDocument::fromJson(rounds).object();
        g.gameKey = q.value(9).toString();
        g.game = q.value(10).toString();
        g.details = QJsonDocument::fromJson(q.value(11).toString().toUtf8()).object();
        at[g.id] = out.size();
        out.push_back(g);
    }
    QSqlQuery p(d);
    p.prepare(u"SELECT game_id, name, score, place, tiebreak, details, color FROM players"_s
              + (onlyId >= 0 ? u" WHERE game_id = ?"_s : QString()) + u" ORDER BY game_id, seat"_s);
    if (onlyId >= 0)
        p.addBindValue(onlyId);
    if (!p.exec())
        return out;
    while (p.next()) {
        const auto it = at.find(p.value(0).toLongLong());
        if (it == at.end())
            continue;
        PlayerRecord r;
        r.name = p.value(1).toString();
        r.score = p.value(2).toInt();
        r.place = p.value(3).toInt();
        r.tiebreak = p.value(4).toString();
        r.details = QJsonDocument::fromJson(p.value(5).toString().toUtf8()).object();
        r.color = p.value(6).toString();
        out[it->second].players.push_back(r);
    }
    // A day without a time does not sort as noon against the games of that day that have one.
    std::stable_sort(out.begin(), out.end(), GameRecord::newerFirst);
    return out;
}

} // namespace historystoreinternal
