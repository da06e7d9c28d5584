#include "historystore.h"

#include "language.h"
#include "registry.h"
#include "problemtext.h"

#include "model/core/jsonread.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QQmlEngine>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QtConcurrent/QtConcurrentRun>
#include <QPromise>

#include <algorithm>
#include <climits>
#include <map>
#include <cmath>
#include <functional>
#include <QSet>

using namespace Qt::StringLiterals;

namespace {

/// Runs one statement; false with `error` = the statement's error.
bool exec(QSqlQuery &q, const QString &sql, QString &error)
{
    if (q.exec(sql))
        return true;
    error = q.lastError().text();
    return false;
}

QString sqlError(const QSqlError &e)
{
    const QString text = e.text().trimmed();
    return text.isEmpty() ? u"unknown error"_s : text;
}

/// A reason people can act on, from SQLite's message.
QString describe(const QString &sqliteError)
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

QVariant compactJson(const QJsonObject &o)
{
    return o.isEmpty() ? QString::fromLatin1("") : QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

/// Qt SQL binds a null QString as NULL; the text columns are NOT NULL.
QVariant text(const QString &s)
{
    return s.isNull() ? QVariant(QString::fromLatin1("")) : QVariant(s);
}

QString winnerText(const GameRecord &g)
{
    return g.winners().join(u" & "_s);
}

QString dateText(const GameRecord &g)
{
    return HistoryFiles::dateText(g);
}

} // namespace

// --- HistoryModel ----------------------------------------------------------------------------------

HistoryModel::HistoryModel(HistoryStore *store)
    : QAbstractListModel(store)
    , m_store(store)
{
    // The words of a row (its source, its game's title and words for its numbers) follow the language.
    connect(Language::instance(), &Language::retranslated, this, [this] {
        if (!m_rows.empty())
            emit dataChanged(index(0), index(rowCount() - 1),
                             {SourceNameRole, GameTitleRole, ScoresLineRole});
    });
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GameRecord &g = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case PlayersRole: {
        QStringList names;
        for (int i : g.placeOrder())
            names.append(g.players[std::size_t(i)].name);
        return names.join(u", "_s);
    }
    case GameIdRole: return g.id;
    case PlayedAtRole: return g.playedAt;
    case DateTextRole: return dateText(g);
    case NotesRole: return g.notes;
    case SourceRole: return g.source;
    case SourceNameRole: return HistoryFiles::sourceName(g.source);
    case WinnerRole: return winnerText(g);
    case WinnerScoreRole: {
        int best = 0;
        for (const PlayerRecord &p : g.players)
            best = std::max(best, p.score);
        return best;
    }
    case ShowsWinnerScoreRole: {
        const shelf::GameModule *module = shelf::findGame(g.game);
        return !module || module->history.winnerScore;
    }
    case ScoresLineRole: {
        const QString scores = data(index, ScoresRole).toString();
        const shelf::GameModule *module = shelf::findGame(g.game);
        return module && !module->history.scoresLine.isEmpty() ? module->history.scoresLine.tr().arg(scores) : scores;
    }
    case ScoresRole: {
        QStringList parts;
        for (int i : g.placeOrder())
            parts.append(u"%1 %2"_s.arg(g.players[std::size_t(i)].name).arg(g.players[std::size_t(i)].score));
        return parts.join(u" \u00b7 "_s);
    }
    case RoundsRole: return g.rounds;
    case ShelfGameRole: return g.game;
    case GameTitleRole: {
        const shelf::GameEntry *entry = shelf::findGame(g.game);
        return entry ? QCoreApplication::translate("Shelf", entry->title) : g.game;
    }
    }
    return {};
}

QHash<int, QByteArray> HistoryModel::roleNames() const
{
    return {{GameIdRole, "gameId"},         {PlayedAtRole, "playedAt"}, {DateTextRole, "dateText"},
            {SourceRole, "source"},         {SourceNameRole, "sourceName"}, {PlayersRole, "players"},
            {WinnerRole, "winner"},         {WinnerScoreRole, "winnerScore"}, {ScoresRole, "scores"},
            {RoundsRole, "rounds"},         {NotesRole, "notes"},
            {ShelfGameRole, "shelfGame"},   {GameTitleRole, "gameTitle"},
            {ScoresLineRole, "scoresLine"}, {ShowsWinnerScoreRole, "showsWinnerScore"}};
}

void HistoryModel::setFilter(const QString &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    emit filterChanged();
    reload();
}

void HistoryModel::reload()
{
    const int before = int(m_rows.size());
    beginResetModel();
    m_rows = m_store->records(m_filter.trimmed());
    endResetModel();
    if (int(m_rows.size()) != before)
        emit countChanged();
}

void HistoryModel::show(std::vector<GameRecord> all)
{
    if (!m_filter.trimmed().isEmpty()) {
        reload();
        return;
    }
    const int before = int(m_rows.size());
    beginResetModel();
    m_rows = std::move(all);
    endResetModel();
    if (int(m_rows.size()) != before)
        emit countChanged();
}

qint64 HistoryModel::gameIdAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)].id : -1;
}

void HistoryModel::removeId(qint64 id)
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].id != id)
            continue;
        beginRemoveRows({}, int(i), int(i));
        m_rows.erase(m_rows.begin() + std::ptrdiff_t(i));
        endRemoveRows();
        emit countChanged();
        return;
    }
}

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

HistoryStore *HistoryStore::instance()
{
    static QPointer<HistoryStore> store;
    if (!store)
        store = new HistoryStore(defaultPath(), QCoreApplication::instance());
    return store;
}

HistoryStore *HistoryStore::create(QQmlEngine *, QJSEngine *)
{
    HistoryStore *store = instance();
    // Owned by the application, shared by every engine: QML must not delete it.
    QJSEngine::setObjectOwnership(store, QJSEngine::CppOwnership);
    return store;
}

QString HistoryStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/history.sqlite"_s;
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
    if (!migrate(error)) {
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
    if (!q.exec(u"PRAGMA user_version"_s) || !q.next())
        return 0;
    return q.value(0).toInt();
}

bool HistoryStore::migrate(QString &error)
{
    QSqlDatabase d = db();
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
    for (int to = version + 1; to <= kSchemaVersion; ++to) {
        if (!d.transaction()) {
            error = describe(sqlError(d.lastError()));
            return false;
        }
        QString why;
        bool ok = true;
        if (to == 1) {
            for (const char16_t *sql : kMigration1)
                ok = ok && exec(q, QString::fromUtf16(sql), why);
        } else if (to == 2) {
            for (const char16_t *sql : kMigration2)
                ok = ok && exec(q, QString::fromUtf16(sql), why);
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
            if (ok && (ok = exec(q, u"SELECT game_id, name, faction, unity, bone, flesh, spirit, motive_bonus, "
                                    u"etherea, mourners FROM players ORDER BY game_id, seat"_s, why))) {
                while (q.next()) {
                    PlayerRecord p;
                    p.name = q.value(1).toString();
                    p.faction = q.value(2).toString();
                    p.unity = q.value(3).toInt();
                    p.bone = q.value(4).toInt();
                    p.flesh = q.value(5).toInt();
                    p.spirit = q.value(6).toInt();
                    p.motiveBonus = q.value(7).toInt();
                    p.etherea = q.value(8).toInt();
                    p.mourners = q.value(9).toInt();
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
                ok = ok && exec(q, QString::fromUtf16(sql), why);
        } else if (to == 4) {
            for (const char16_t *sql : kMigration4)
                ok = ok && exec(q, QString::fromUtf16(sql).replace(u"%1"_s, QLatin1StringView(shelf::defaultGame().id)), why);
        } else if (to == 5) {
            for (const char16_t *sql : kMigration5)
                ok = ok && exec(q, QString::fromUtf16(sql), why);
        }
        ok = ok && exec(q, u"PRAGMA user_version = %1"_s.arg(to), why);
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
    return true;
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

namespace {
/// Inserts a game and its players into `d` (in the caller's transaction); false with `error` set.
bool insertInto(const QSqlDatabase &d, const GameRecord &g, qint64 &id, QString &error)
{
    QSqlQuery q(d);
    q.prepare(g.id >= 0 ? u"INSERT INTO games (id, uid, played_at, source, ruleset, rounds, duration_s, notes, "
                          u"round_data, game_key, game, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s
                        : u"INSERT INTO games (uid, played_at, source, ruleset, rounds, duration_s, notes, "
                          u"round_data, game_key, game, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    if (g.id >= 0)
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
    id = q.lastInsertId().toLongLong();
    QSqlQuery p(d);
    p.prepare(u"INSERT INTO players (game_id, seat, name, faction, motive, unity, bone, flesh, spirit, "
              u"motive_bonus, etherea, mourners, score, place, tiebreak, details, color) "
              u"VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (std::size_t s = 0; s < g.players.size(); ++s) {
        const PlayerRecord &r = g.players[s];
        for (const QVariant &v : {QVariant(id), QVariant(int(s)), text(r.name), text(r.faction),
                                  text(r.motive), QVariant(r.unity), QVariant(r.bone), QVariant(r.flesh),
                                  QVariant(r.spirit), QVariant(r.motiveBonus), QVariant(r.etherea),
                                  QVariant(r.mourners), QVariant(r.score), QVariant(r.place), text(r.tiebreak),
                                  compactJson(r.details), text(r.color)})
            p.addBindValue(v);
        if (!p.exec()) {
            error = sqlError(p.lastError());
            return false;
        }
    }
    return true;
}
} // namespace

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
    if (!insert(record, id, why)) {
        d.rollback();
        if (why.contains(u"UNIQUE"_s, Qt::CaseInsensitive))
            return failWith(tr("this game is already in the history"));
        return failWith(describe(why));
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

qint64 HistoryStore::recordGame(const mc::Game &game, qint64 durationSeconds, bool *alreadyThere, bool *updated)
{
    GameRecord record = GameRecord::fromGame(game, durationSeconds);
    record.rankPlayers();
    Recorded how = Recorded::Failed;
    // Recorded by an older version: under the key with every action.
    const qint64 id = recordFinished(record, {GameRecord::gameKeyOf(game, true)}, &how);
    if (alreadyThere)
        *alreadyThere = how == Recorded::AlreadyThere;
    if (updated)
        *updated = how == Recorded::Updated;
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

namespace {
/// Every game of the database `d`, newest first; only those with a player whose name contains `playerFilter`.
// The games with a player whose name holds `playerFilter` (all for ""), or only the game `onlyId`.
std::vector<GameRecord> readRecords(const QSqlDatabase &d, const QString &playerFilter, qint64 onlyId = -1)
{
    std::vector<GameRecord> out;
    QSqlQuery q(d);
    QString where;
    if (onlyId >= 0)
        where = u" WHERE id = ?"_s;
    else if (!playerFilter.isEmpty())
        where = u" WHERE id IN (SELECT game_id FROM players WHERE instr(lower(name), lower(?)) > 0)"_s;
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
    p.prepare(u"SELECT game_id, name, faction, motive, unity, bone, flesh, spirit, motive_bonus, etherea, "
              u"mourners, score, place, tiebreak, details, color FROM players"_s
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
        r.faction = p.value(2).toString();
        r.motive = p.value(3).toString();
        r.unity = p.value(4).toInt();
        r.bone = p.value(5).toInt();
        r.flesh = p.value(6).toInt();
        r.spirit = p.value(7).toInt();
        r.motiveBonus = p.value(8).toInt();
        r.etherea = p.value(9).toInt();
        r.mourners = p.value(10).toInt();
        r.score = p.value(11).toInt();
        r.place = p.value(12).toInt();
        r.tiebreak = p.value(13).toString();
        r.details = QJsonDocument::fromJson(p.value(14).toString().toUtf8()).object();
        r.color = p.value(15).toString();
        out[it->second].players.push_back(r);
    }
    // A day without a time does not sort as noon against the games of that day that have one.
    std::stable_sort(out.begin(), out.end(), GameRecord::newerFirst);
    return out;
}
} // namespace

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

QVariantMap HistoryStore::gameDetail(qint64 id) const
{
    const std::optional<GameRecord> found = record(id);
    if (!found)
        return {};
    const GameRecord &g = *found;
    QVariantMap m;
    m[u"id"_s] = g.id;
    m[u"dateText"_s] = dateText(g);
    m[u"source"_s] = g.source;
    m[u"sourceName"_s] = HistoryFiles::sourceName(g.source);
    m[u"ruleset"_s] = g.ruleset;
    m[u"rounds"_s] = g.rounds;
    m[u"durationMinutes"_s] = g.durationSeconds >= 0 ? QVariant(int((g.durationSeconds + 30) / 60)) : QVariant();
    m[u"notes"_s] = g.notes;
    m[u"winner"_s] = winnerText(g);
    m[u"shelfGame"_s] = g.game;
    {
        const shelf::GameEntry *entry = shelf::findGame(g.game);
        m[u"gameTitle"_s] = entry ? QCoreApplication::translate("Shelf", entry->title) : g.game;
    }
    m[u"details"_s] = g.details.toVariantMap();
    QVariantList players;
    for (int i : g.placeOrder()) {
        const PlayerRecord &p = g.players[std::size_t(i)];
        players.append(QVariantMap{{u"name"_s, p.name},
                                   {u"seat"_s, i},
                                   {u"color"_s, p.colorAt(i)},
                                   {u"faction"_s, p.faction},
                                   {u"factionName"_s, HistoryFiles::factionName(p.faction)},
                                   {u"motive"_s, p.motive},
                                   {u"unity"_s, p.unity},
                                   {u"bone"_s, p.bone},
                                   {u"flesh"_s, p.flesh},
                                   {u"spirit"_s, p.spirit},
                                   {u"motiveBonus"_s, p.motiveBonus},
                                   {u"etherea"_s, p.etherea},
                                   {u"mourners"_s, p.mourners},
                                   {u"score"_s, p.score},
                                   {u"place"_s, p.place},
                                   {u"tiebreak"_s, p.tiebreak},
                                   {u"values"_s, HistoryFiles::flatDetails(p.details)}});
    }
    m[u"players"_s] = players;
    const shelf::GameModule *module = shelf::findGame(g.game);
    const bool breakdown = module && module->history.breakdown;
    m[u"breakdown"_s] = breakdown;
    if (!breakdown) {
        // Another game's own numbers: one row per key any player has.
        const QStringList keys = HistoryFiles::detailKeys(g);
        QVariantList rows;
        for (const QString &k : std::as_const(keys))
            rows.append(QVariantMap{{u"key"_s, k}, {u"label"_s, HistoryFiles::detailLabel(g.game, k)}});
        m[u"detailRows"_s] = rows;
    }
    m[u"summary"_s] = QString();
    if (breakdown) {
        const auto in = g.scoreInputs();
        m[u"explanations"_s] = HistoryFiles::tieExplanations(in, mc::rank(in));
    }

    // Chart series: rounds on the x axis; one score line per player (seat order), the two meters.
    const QJsonArray rounds = g.roundData.value(u"rounds"_s).toArray();
    m[u"hasRoundData"_s] = !rounds.isEmpty();
    if (!rounds.isEmpty()) {
        QVariantList series;
        int maxScore = 0;
        for (std::size_t s = 0; s < g.players.size(); ++s) {
            QVariantList values;
            for (const QJsonValue &r : rounds) {
                const int v = r.toObject().value(u"scores"_s).toArray().at(qsizetype(s)).toInt();
                maxScore = std::max(maxScore, v);
                values.append(v);
            }
            series.append(QVariantMap{{u"name"_s, g.players[s].name},
                                      {u"color"_s, g.players[s].colorAt(int(s))},
                                      {u"values"_s, values}});
        }
        QVariantList roundNumbers, suspicion, threat;
        for (const QJsonValue &r : rounds) {
            roundNumbers.append(r.toObject().value(u"round"_s).toInt());
            suspicion.append(r.toObject().value(u"suspicion"_s).toInt());
            threat.append(r.toObject().value(u"threat"_s).toInt());
        }
        m[u"roundNumbers"_s] = roundNumbers;
        m[u"scoreSeries"_s] = series;
        m[u"maxScore"_s] = maxScore;
        m[u"suspicion"_s] = suspicion;
        m[u"threat"_s] = threat;
        m[u"suspicionMax"_s] = g.roundData.value(u"suspicionMax"_s).toInt(12);
        m[u"threatMax"_s] = g.roundData.value(u"threatMax"_s).toInt(9);
    }
    // The game's own line about the whole game (how it was won), in its module's words.
    if (module && module->history.summary)
        m[u"summary"_s] = module->history.summary(m);
    return m;
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

namespace {

struct Tally {
    int games = 0;
    int wins = 0;
    int total = 0;
};

QVariantList statsList(const std::map<QString, Tally> &tallies, const QString &keyName,
                       const std::function<QString(const QString &)> &label)
{
    std::vector<std::pair<QString, Tally>> sorted(tallies.begin(), tallies.end());
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) {
        if (a.second.wins != b.second.wins)
            return a.second.wins > b.second.wins;
        return double(a.second.total) / a.second.games > double(b.second.total) / b.second.games;
    });
    QVariantList out;
    for (const auto &[key, t] : sorted)
        out.append(QVariantMap{{keyName, key},
                               {u"name"_s, label(key)},
                               {u"games"_s, t.games},
                               {u"wins"_s, t.wins},
                               // The share of the games played that were won, in whole percent.
                               {u"winRate"_s, int(std::lround(100.0 * t.wins / t.games))},
                               {u"averageScore"_s, std::round(10.0 * t.total / t.games) / 10.0}});
    return out;
}

} // namespace

QVariantList HistoryStore::playerStats(const QString &game) const
{
    std::map<QString, Tally> tallies;
    std::map<QString, QString> lastColor; // the colour of each player's seat in their latest game
    for (const GameRecord &g : records()) { // newest first
        if (!game.isEmpty() && g.game != game)
            continue; // scores of different games are not added up
        for (std::size_t seat = 0; seat < g.players.size(); ++seat) {
            const PlayerRecord &p = g.players[seat];
            Tally &t = tallies[p.name];
            ++t.games;
            t.wins += p.place == 1 ? 1 : 0;
            t.total += p.score;
            lastColor.try_emplace(p.name, p.colorAt(int(seat)));
        }
    }
    QVariantList out = statsList(tallies, u"player"_s, [](const QString &k) { return k; });
    // Each player in the colour of their seat in their latest game; a player whose colour an earlier
    // one of the list already has takes the first colour of the wizard's palette nobody has.
    static const QStringList palette = {u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s, u"#ef6c00"_s,
                                        u"#6a1b9a"_s, u"#00838f"_s, u"#5d4037"_s, u"#ad1457"_s};
    QStringList taken;
    for (QVariant &v : out) {
        QVariantMap m = v.toMap();
        QString color = lastColor[m.value(u"name"_s).toString()];
        if (taken.contains(color, Qt::CaseInsensitive)) {
            for (const QString &c : palette)
                if (!taken.contains(c, Qt::CaseInsensitive)) {
                    color = c;
                    break;
                }
        }
        taken << color;
        m[u"color"_s] = color;
        v = m;
    }
    return out;
}

QVariantList HistoryStore::factionStats() const
{
    return mournersStats([](const PlayerRecord &p) { return p.faction; },
                         u"faction"_s, [](const QString &k) { return HistoryFiles::factionName(k); });
}

QVariantList HistoryStore::motiveStats() const
{
    return mournersStats([](const PlayerRecord &p) { return p.motive; }, u"motive"_s,
                         [](const QString &k) { return k; });
}

QVariantList HistoryStore::mournersStats(const std::function<QString(const PlayerRecord &)> &keyOf,
                                         const QString &keyName,
                                         const std::function<QString(const QString &)> &label) const
{
    std::map<QString, Tally> tallies;
    for (const GameRecord &g : records()) {
        const shelf::GameModule *module = shelf::findGame(g.game);
        if (!module || !module->history.breakdown)
            continue; // factions and motives are the breakdown's
        for (const PlayerRecord &p : g.players) {
            const QString key = keyOf(p);
            if (key.isEmpty())
                continue;
            Tally &t = tallies[key];
            ++t.games;
            t.wins += p.place == 1 ? 1 : 0;
            t.total += p.score;
        }
    }
    return statsList(tallies, keyName, label);
}

QVariantMap HistoryStore::scoreTimeline(const QString &game, int maxPlayers) const
{
    // Oldest first: the x axis is the game's number in time (1, 2, 3 ...), its date a label.
    std::vector<GameRecord> games = records();
    std::erase_if(games, [&](const GameRecord &g) { return !game.isEmpty() && g.game != game; });
    std::reverse(games.begin(), games.end());
    std::map<QString, int> played;
    for (const GameRecord &g : games)
        for (const PlayerRecord &p : g.players)
            ++played[p.name];
    // The players who played most (ties by name), so that a long history stays a readable chart.
    std::vector<std::pair<QString, int>> order(played.begin(), played.end());
    std::stable_sort(order.begin(), order.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    if (int(order.size()) > maxPlayers)
        order.resize(std::size_t(std::max(0, maxPlayers)));
    QVariantList series;
    int top = 0;
    for (const auto &[name, count] : order) {
        QVariantList points;
        for (std::size_t i = 0; i < games.size(); ++i)
            for (const PlayerRecord &p : games[i].players)
                if (p.name == name) {
                    points.append(QVariantMap{{u"x"_s, int(i) + 1}, {u"y"_s, p.score}});
                    top = std::max(top, p.score);
                }
        series.append(QVariantMap{{u"name"_s, name}, {u"points"_s, points}});
    }
    QStringList dates;
    for (const GameRecord &g : games)
        dates << dateText(g);
    return {{u"series"_s, series}, {u"games"_s, int(games.size())}, {u"dates"_s, dates}, {u"maxScore"_s, top}};
}

QStringList HistoryStore::gamesInHistory() const
{
    QStringList ids;
    for (const shelf::GameEntry &e : shelf::games())
        for (const GameRecord &g : records())
            if (g.game == QLatin1StringView(e.id)) {
                ids << g.game;
                break;
            }
    return ids;
}

void HistoryStore::setMessage(const QString &m)
{
    m_message = m;
    emit messageChanged(); // also when equal: the same message can be news twice
}

bool HistoryStore::writeFile(const QString &path, const QByteArray &data, const QString &written)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
        //: %1 path, %2 the system's reason.
        setMessage(tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    // Issue 11: the confirmation says what was written and where.
    setMessage(written.arg(QDir::toNativeSeparators(path)));
    return true;
}

bool HistoryStore::exportCsv(const QString &pathOrUrl)
{
    if (!m_available) {
        setMessage(m_errorText);
        return false;
    }
    //: %1 is the path of the written file.
    return writeFile(localPath(pathOrUrl), HistoryFiles::toCsv(records()), tr("History exported as CSV to %1"));
}

bool HistoryStore::exportJson(const QString &pathOrUrl)
{
    if (!m_available) {
        setMessage(m_errorText);
        return false;
    }
    //: %1 is the path of the written file.
    return writeFile(localPath(pathOrUrl), HistoryFiles::toJson(records()), tr("History exported as JSON to %1"));
}

bool HistoryStore::exportGame(qint64 id, const QString &pathOrUrl)
{
    const auto g = record(id);
    if (!g) {
        setMessage(tr("That game is not in the history."));
        return false;
    }
    //: %1 is the path of the written file.
    return writeFile(localPath(pathOrUrl), QJsonDocument(g->toJson()).toJson(QJsonDocument::Indented),
                     tr("Game exported as JSON to %1"));
}

bool HistoryStore::exportScoreSheet(qint64 id, const QString &pathOrUrl)
{
    const auto g = record(id);
    if (!g) {
        setMessage(tr("That game is not in the history."));
        return false;
    }
    const QString path = localPath(pathOrUrl);
    QString error;
    if (!HistoryFiles::writeScoreSheet(*g, path, &error)) {
        setMessage(error);
        return false;
    }
    setMessage(tr("Score sheet written to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

HistoryStore::ImportOutcome HistoryStore::runImport(const QString &databasePath, const QString &filePath,
                                                   const ImportProgress &progress)
{
    ImportOutcome out;
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        out.refused = true;
        out.error = tr("Could not read %1: %2").arg(QDir::toNativeSeparators(filePath), file.errorString());
        return out;
    }
    if (const auto big = mc::tooBig(file.size(), mc::JsonLimit::kHistoryImport)) {
        out.refused = true;
        out.problems = {*big};
        return out;
    }
    const QByteArray data = file.readAll();
    file.close();
    const bool csv = filePath.endsWith(u".csv"_s, Qt::CaseInsensitive)
                     || (!filePath.endsWith(u".json"_s, Qt::CaseInsensitive) && !data.trimmed().startsWith('{'));
    const HistoryFiles::Progress checking = [&progress](qsizetype done, qsizetype total) {
        return !progress || progress(ImportStage::Checking, done, total);
    };
    HistoryFiles::Read read = csv ? HistoryFiles::readCsv(data, checking) : HistoryFiles::readJson(data, checking);
    if (read.cancelled) {
        out.cancelled = true;
        return out;
    }
    out.problems = std::move(read.problems);
    if (read.refused) {
        out.refused = true;
        return out;
    }

    // A connection of this thread (Qt SQL connections belong to the thread that made them).
    static std::atomic<int> serial{0};
    const QString name = u"mourners-history-import-%1"_s.arg(serial.fetch_add(1));
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        d.setDatabaseName(databasePath);
        d.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        auto refuse = [&](const QString &why) {
            out.refused = true;
            out.error = describe(why);
        };
        QSqlQuery pragma(d);
        if (!d.open()) {
            refuse(sqlError(d.lastError()));
        } else if (!pragma.exec(u"PRAGMA foreign_keys = ON"_s)) {
            refuse(sqlError(pragma.lastError()));
        } else if (!d.transaction()) {
            refuse(sqlError(d.lastError()));
        } else {
            // Inside the transaction: what the history holds cannot change under the import.
            std::map<QString, GameRecord> known;
            for (GameRecord &g : readRecords(d, QString()))
                known.emplace(g.uid, std::move(g));
            const qsizetype total = qsizetype(read.games.size());
            bool stored = true;
            for (qsizetype i = 0; i < total; ++i) {
                if (progress && (i % 64) == 0 && !progress(ImportStage::Storing, i, total)) {
                    out.cancelled = true;
                    break;
                }
                GameRecord &g = read.games[std::size_t(i)];
                if (const auto it = known.find(g.uid); it != known.end()) {
                    // A CSV file carries neither the round data nor the whole game's details.
                    GameRecord stored = it->second;
                    if (g.roundData.isEmpty())
                        stored.roundData = {};
                    if (g.details.isEmpty())
                        stored.details = {};
                    if (stored.sameResult(g)) {
                        ++out.skipped;
                    } else {
                        // The same game (its key) with another result: told, never silently skipped.
                        mc::Problem p;
                        p.path = read.where.value(i);
                        p.reason = mc::ProblemCode::KnownGameDiffers;
                        p.detail = g.gameKey.left(40);
                        out.problems.push_back(p);
                    }
                    continue;
                }
                g.id = -1;
                qint64 id = -1;
                QString why;
                if (!insertInto(d, g, id, why)) {
                    refuse(why);
                    stored = false;
                    break;
                }
                ++out.added;
                known.emplace(g.uid, std::move(g));
            }
            // The last moment to cancel: after the commit the games are there.
            if (stored && !out.cancelled && progress && !progress(ImportStage::Storing, total, total))
                out.cancelled = true;
            if (!stored || out.cancelled) {
                d.rollback();
                out.added = 0;
                out.skipped = 0;
            } else if (!d.commit()) {
                refuse(sqlError(d.lastError()));
                d.rollback();
                out.added = 0;
            } else if (out.added > 0) {
                out.after = readRecords(d, QString());
            }
        }
        d.close();
    }
    QSqlDatabase::removeDatabase(name);
    return out;
}

bool HistoryStore::finishImport(ImportOutcome outcome, const QString &path)
{
    if (outcome.cancelled) {
        setMessage(tr("The import was cancelled: nothing of the file was stored, the history is as it was."));
        return false;
    }
    if (outcome.refused) {
        const QString why = !outcome.error.isEmpty() ? outcome.error : ProblemText::plain(outcome.problems);
        //: %1 path, %2 the reason.
        setMessage(tr("Nothing was imported from %1: %2").arg(QDir::toNativeSeparators(path), why));
        return false;
    }
    if (outcome.added > 0) {
        if (outcome.after)
            m_model->show(std::move(*outcome.after));
        else
            m_model->reload();
        emit changed();
    }
    //: %1 how many games were added from the file.
    QString text = tr("Games imported: %1").arg(outcome.added);
    if (outcome.skipped > 0)
        //: %1 how many games of the file were already in the history.
        text += u"; "_s + tr("already in the history: %1").arg(outcome.skipped);
    if (!outcome.problems.empty())
        //: %1 how many rows or games were bad, %2 each with its line and reason.
        text += u"; "_s + tr("problems: %1 (%2)").arg(outcome.problems.size()).arg(ProblemText::plain(outcome.problems));
    setMessage(text + u'.');
    return outcome.problems.empty();
}

bool HistoryStore::importFile(const QString &pathOrUrl)
{
    if (!m_available) {
        setMessage(m_errorText);
        return false;
    }
    const QString path = localPath(pathOrUrl);
    return finishImport(runImport(m_path, path), path);
}

bool HistoryStore::startImport(const QString &pathOrUrl)
{
    if (!m_available) {
        setMessage(m_errorText);
        return false;
    }
    if (m_import)
        return false;
    const QString path = localPath(pathOrUrl);
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_importCancel = cancel;
    m_importStage = ImportStage::Checking;
    m_importDone = 0;
    m_importTotal = 0;
    auto *watcher = new QFutureWatcher<ImportOutcome>(this);
    m_import = watcher;
    // Progress comes as the promise's value and text: "<stage> <done> <total>", read in the GUI thread.
    connect(watcher, &QFutureWatcherBase::progressTextChanged, this, [this](const QString &text) {
        const QStringList parts = text.split(u' ');
        if (parts.size() != 3)
            return;
        m_importStage = parts[0] == u"s"_s ? ImportStage::Storing : ImportStage::Checking;
        m_importDone = parts[1].toLongLong();
        m_importTotal = parts[2].toLongLong();
        emit importProgressChanged();
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, path, watcher] {
        // Once per import: a late signal of this watcher (it is deleted later) finds nothing to do.
        if (m_import != watcher)
            return;
        watcher->disconnect(this);
        m_import = nullptr;
        m_importCancel.reset();
        const bool ok = watcher->future().resultCount() > 0 && finishImport(watcher->future().takeResult(), path);
        watcher->deleteLater();
        emit importingChanged();
        emit importProgressChanged();
        emit importFinished(ok);
    });
    const QString database = m_path;
    watcher->setFuture(QtConcurrent::run([database, path, cancel](QPromise<ImportOutcome> &promise) {
        int calls = 0; // the promise takes only a growing value; the text says where the import is
        ImportOutcome outcome = runImport(database, path, [&](ImportStage stage, qsizetype done, qsizetype total) {
            promise.setProgressValueAndText(++calls,
                                            u"%1 %2 %3"_s.arg(stage == ImportStage::Storing ? u"s"_s : u"c"_s)
                                                    .arg(done)
                                                    .arg(total));
            return !cancel->load();
        });
        promise.addResult(std::move(outcome));
    }));
    emit importingChanged();
    emit importProgressChanged();
    return true;
}

void HistoryStore::cancelImport()
{
    if (m_importCancel)
        m_importCancel->store(true);
}

double HistoryStore::importProgress() const
{
    if (!m_import || m_importTotal <= 0)
        return 0;
    const double part = double(m_importDone) / double(m_importTotal);
    // Checking is the first half of the way, storing the second.
    return m_importStage == ImportStage::Checking ? part / 2 : 0.5 + part / 2;
}

QString HistoryStore::importProgressText() const
{
    if (!m_import)
        return {};
    if (m_importTotal <= 0)
        //: An import has started and the file is being read.
        return tr("Reading the file…");
    const QLocale locale;
    return m_importStage == ImportStage::Checking
                   //: %1 games checked so far, %2 games in the file ("1,200 of 20,000 games").
                   ? tr("Checking: %1 of %2 games").arg(locale.toString(m_importDone), locale.toString(m_importTotal))
                   //: %1 games stored so far, %2 games to store.
                   : tr("Storing: %1 of %2 games").arg(locale.toString(m_importDone), locale.toString(m_importTotal));
}

QUrl HistoryStore::suggestedFolder() const
{
    // Issue 11: a fresh account may have no Documents folder; a dialog must start in one that exists.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return QUrl::fromLocalFile(documents);
    return QUrl::fromLocalFile(QDir::homePath());
}

QUrl HistoryStore::suggestedFile(const QString &fileName) const
{
    return QUrl::fromLocalFile(QDir(suggestedFolder().toLocalFile()).filePath(fileName));
}

QUrl HistoryStore::chosenFile(const QUrl &folder, const QUrl &selected, const QString &suffix) const
{
    const QString dir = QDir::cleanPath(folder.isLocalFile() ? folder.toLocalFile() : folder.path());
    QString path = selected.isLocalFile() ? selected.toLocalFile() : selected.path();
    if (path.trimmed().isEmpty())
        return {};
    // Qt 6.4's own dialog makes a typed name into `folder path + '/' + text`, without a scheme:
    // take the text back, so that "/tmp/a.csv", "~/a.csv" and "sub/a.csv" mean what they say.
    QString typed = path;
    if (!selected.isLocalFile() && !dir.isEmpty() && path.startsWith(dir + u'/'))
        typed = path.mid(dir.size() + 1);
    if (typed == u"~"_s || typed.startsWith(u"~/"_s))
        path = QDir::homePath() + typed.mid(1);
    else if (QDir::isAbsolutePath(typed))
        path = typed;
    else
        path = QDir(dir.isEmpty() ? QDir::homePath() : dir).filePath(typed);
    path = QDir::cleanPath(path);
    if (!suffix.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += u'.' + suffix;
    return QUrl::fromLocalFile(path);
}
