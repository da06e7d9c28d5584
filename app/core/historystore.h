// The history of finished games: an SQLite database (Qt SQL) in the user's data folder, its schema
// migrations, the list model of the history screen, statistics for the charts, export and import.
#pragma once

#include "historyrecord.h"
#include "historyserver.h"

#include <QAbstractListModel>
#include <QFutureWatcher>
#include <functional>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QSqlDatabase>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QQmlEngine;
class QJSEngine;
class HistoryStore;

/// The games of the history, newest first, filtered by a player's name.
class HistoryModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("HistoryModel belongs to HistoryStore")

    Q_PROPERTY(QString filter READ filter WRITE setFilter NOTIFY filterChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        PlayedAtRole,  ///< QDateTime
        DateTextRole,  ///< the date as people read it
        SourceRole,    ///< "calculator", "table", "digital"
        SourceNameRole,
        PlayersRole,   ///< "Ada, Bo, Cy" in place order
        WinnerRole,    ///< "Ada" or "Ada & Bo" when the place is shared
        WinnerScoreRole,
        ScoresRole,    ///< "Ada 31 · Bo 28 · Cy 20"
        RoundsRole,
        NotesRole,     ///< free text typed with the game
        ShelfGameRole, ///< the game of the shelf (its module's id)
        GameTitleRole, ///< its name, translated
        ScoresLineRole, ///< ScoresRole as the list shows it, in its game's words ("Damage dealt: Ada 12 · Bo 3")
        ShowsWinnerScoreRole, ///< whether the winner's number is shown in large (a battle's is not)
        OnServerRole,  ///< the club's server (HistoryStore::serverKey) holds the game; false: here only
    };
    Q_ENUM(Role)

    explicit HistoryModel(HistoryStore *store);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QString filter() const { return m_filter; }
    void setFilter(const QString &filter);
    /// Reads the list again from the store.
    Q_INVOKABLE void reload();
    /// The game id of a row, -1 when out of range.
    Q_INVOKABLE qint64 gameIdAt(int row) const;

signals:
    void filterChanged();
    void countChanged();

private:
    friend class HistoryStore;
    void removeId(qint64 id);
    /// Shows `all` (the whole history, newest first) when no filter is set, else reads again.
    void show(std::vector<GameRecord> all);

    HistoryStore *m_store;
    QString m_filter;
    std::vector<GameRecord> m_rows;
    QSet<QString> m_onServer;
};

/// The history database. QML sees its engine's (CoreObjects, coreobjects.h) as the singleton `HistoryStore`.
/// When the file cannot be used (damaged, locked, from a newer version) `available` is false,
/// `errorText` says why, every function fails softly and the file is left untouched.
class HistoryStore : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(bool available READ available NOTIFY availableChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY availableChanged)
    Q_PROPERTY(QString path READ path CONSTANT)
    Q_PROPERTY(int gameCount READ gameCount NOTIFY changed)
    Q_PROPERTY(HistoryModel *games READ games CONSTANT)
    Q_PROPERTY(bool canUndoRemove READ canUndoRemove NOTIFY canUndoRemoveChanged)
    /// The last renamePlayer() of this session can be taken back (undoRename()).
    Q_PROPERTY(bool canUndoRename READ canUndoRename NOTIFY canUndoRenameChanged)
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// An import runs (startImport()): off the GUI thread, cancel with cancelImport().
    Q_PROPERTY(bool importing READ importing NOTIFY importingChanged)
    /// How far it is, 0..1, and in words ("Checking: 1,200 of 20,000 games").
    Q_PROPERTY(double importProgress READ importProgress NOTIFY importProgressChanged)
    Q_PROPERTY(QString importProgressText READ importProgressText NOTIFY importProgressChanged)

public:
    /// The schema this version writes. 1: games + players; 2: uid (duplicates), round data, tie-breaks;
    /// 3: game_key (the identity of a game played in the app); 4: the shelf's games; 5: seat colours;
    /// 6: which games a club's server holds (server_sync); 7: the renames of players (renames).
    static constexpr int kSchemaVersion = 8;

    /// Opens (or creates) the database at `path`, upgrading an older schema. `path` may also be a club's
    /// server, postgresql://user@host:port/database?sslmode=... (HistoryServer::fromUrl()).
    explicit HistoryStore(const QString &path, QObject *parent = nullptr);
    ~HistoryStore() override;

    /// For QML_SINGLETON: the engine's (CoreObjects::history(), at defaultPath()).
    static HistoryStore *create(QQmlEngine *engine, QJSEngine *);
    /// history.sqlite in QStandardPaths::AppDataLocation.
    [[nodiscard]] static QString defaultPath();
    /// Why nothing was recorded by an object that was handed no history (a reason, lower case).
    [[nodiscard]] static QString noHistoryText();

    [[nodiscard]] bool available() const { return m_available; }
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QString path() const { return m_path; }
    [[nodiscard]] int gameCount() const;
    [[nodiscard]] HistoryModel *games() const { return m_model; }
    [[nodiscard]] bool canUndoRemove() const { return m_removed.has_value(); }
    [[nodiscard]] bool canUndoRename() const { return m_lastRename.has_value(); }
    [[nodiscard]] QString message() const { return m_message; }
    /// The schema version of the open database (0 when not available).
    [[nodiscard]] int schemaVersion() const;

    /// Stores a game in one transaction; returns its id, or -1 with `error` set. A game whose uid is
    /// already there is not stored again: returns the stored game's id and sets `*alreadyThere`.
    qint64 addRecord(GameRecord record, QString *error = nullptr, bool *alreadyThere = nullptr);
    /// What recordFinished() did.
    enum class Recorded { Failed, Added, AlreadyThere, Updated };
    /// A game played in the app is over with `record`; its `gameKey` names the game (where it started
    /// and who sat where), `formerKeys` the keys older versions gave it. One game is one record: not
    /// there, it is added; there with the same result, nothing changes; there with another result (an
    /// entry changed after the end), its record is replaced in place, date and notes kept.
    /// Returns the record's id, or -1 with `error` set.
    qint64 recordFinished(GameRecord record, const QStringList &formerKeys = {}, Recorded *how = nullptr,
                          QString *error = nullptr);
    /// The end of the game `gameKey` (or of one of its `formerKeys`) was undone: the game is not over, so
    /// its record leaves the history (not offered by undoRemove()). True when there was one.
    bool takeBackFinished(const QString &gameKey, const QStringList &formerKeys = {});
    /// The id of the game recorded under `gameKey` or one of `formerKeys`, -1 when none.
    [[nodiscard]] qint64 idOfGameKey(const QString &gameKey, const QStringList &formerKeys = {}) const;
    /// The id of the stored game with this uid, -1 when there is none.
    [[nodiscard]] qint64 idOfUid(const QString &uid) const;
    [[nodiscard]] std::optional<GameRecord> record(qint64 id) const;
    /// All games, newest first; only those with a player whose name contains `playerFilter`.
    [[nodiscard]] std::vector<GameRecord> records(const QString &playerFilter = {}) const;

    /// Everything the detail page shows, players in place order (empty map when not found); each
    /// player's and score line's `color` is their seat's colour in the game.
    Q_INVOKABLE QVariantMap gameDetail(qint64 id) const;
    /// Removes a game; undoRemove() puts it back (only the last removed one).
    Q_INVOKABLE bool removeGame(qint64 id);
    Q_INVOKABLE bool undoRemove();
    /// Forgets the game kept for undo.
    Q_INVOKABLE void dropUndo();
    /// Per player: {name, games, wins, winRate (percent), averageScore, color}, most wins first; only the
    /// games of `game` (a registry id) when it is given. `color`: the player's seat colour in their
    /// latest game (another when an earlier player of the list has that one).
    Q_INVOKABLE QVariantList playerStats(const QString &game = QString()) const;
    /// Every player's name with the number of their games, {name, games}, by name (the Players view).
    Q_INVOKABLE QVariantList playerNames() const;
    /// How many games the player named exactly `name` played (0 when none).
    Q_INVOKABLE int gamesOfPlayer(const QString &name) const;
    /// Why `from` cannot become `to` (in words), "" when it can: `to` empty, blank or not a name
    /// (mc::nameProblem), the same name, no game of `from`, or a game where both played (renaming
    /// would put one person twice at one table; the message names its date). Spaces around `to` do
    /// not count.
    Q_INVOKABLE QString renameProblem(const QString &from, const QString &to) const;
    /// Renames the player `from` to `to` in every game, in one transaction; `to` being a name that is
    /// there already merges the two into one player. The games keep their uids (an import or a sync
    /// still knows them); the rename is kept (renames table) so that a sync carries it to a club's
    /// server and the other laptops. Returns the number of games renamed, or -1 when refused
    /// (renameProblem()) or the database failed; `message` says which, nothing is changed then.
    Q_INVOKABLE int renamePlayer(const QString &from, const QString &to);
    /// Takes the last rename back: the players it renamed have their former name again (a merge is
    /// undone too: only the games it renamed change back) and the rename is forgotten. Refused (false,
    /// `message` says why) once a sync gave it to a club's server: the other laptops may have it.
    Q_INVOKABLE bool undoRename();
    /// The players of `game`'s records ("" every game) grouped by the value its module's category `key`
    /// gives them (shelf::RecordCategory: a declared faction, a kept card), most wins first:
    /// {<key>: value, name, games, wins, winRate, averageScore}. Empty for a key no module has.
    Q_INVOKABLE QVariantList categoryStats(const QString &game, const QString &key) const;
    /// Scores over time for one game of the shelf ("" all): {series: [{name, points: [{x, y}]}],
    /// games, dates, maxScore}; x is the game's number, oldest first; the `maxPlayers` who played most.
    Q_INVOKABLE QVariantMap scoreTimeline(const QString &game, int maxPlayers = 6) const;
    /// The registry ids of the games the history holds, in shelf order.
    Q_INVOKABLE QStringList gamesInHistory() const;
    /// The standings of one game of the shelf (docs/ratings.md), best first: per player {rank, name,
    /// rating (mu − 3·sigma), mu, sigma, games, wins}. Empty for a game without rated games.
    Q_INVOKABLE QVariantList standings(const QString &game) const;
    /// Each player's rating after each of their games of `game`, as scoreTimeline() gives scores:
    /// {series: [{name, points: [{x, y}]}], games, dates, minRating, maxRating}; x is the rated game's
    /// number, oldest first; the `maxPlayers` best of the standings.
    Q_INVOKABLE QVariantMap ratingTimeline(const QString &game, int maxPlayers = 6) const;

    /// Files. Each sets `message` to what happened (written, imported, or why not) and returns success.
    Q_INVOKABLE bool exportCsv(const QString &pathOrUrl);
    Q_INVOKABLE bool exportJson(const QString &pathOrUrl);
    Q_INVOKABLE bool exportGame(qint64 id, const QString &pathOrUrl);
    Q_INVOKABLE bool exportScoreSheet(qint64 id, const QString &pathOrUrl);
    /// What importing a file did.
    struct ImportOutcome {
        bool cancelled = false; ///< stopped before the transaction was committed: nothing stored
        bool refused = false;   ///< the file as a whole (problems holds why) or the database (error)
        int added = 0;
        int skipped = 0;        ///< games already in the history (or earlier in the file) with the same result
        mc::Problems problems;  ///< one per game left out, its path naming the row and field
        QString error;          ///< the file could not be read or the database refused: nothing stored
        bool fileRefused = false; ///< `error` is about the file (not a history, newer, damaged), not the database
        /// The whole history after the import, newest first (read by the worker for the list), when
        /// games were added.
        std::optional<std::vector<GameRecord>> after;
    };
    enum class ImportStage { Checking, Storing };
    /// Told how far an import is; returns false to cancel it.
    using ImportProgress = std::function<bool(ImportStage stage, qsizetype done, qsizetype total)>;
    /// The whole import of `filePath` (CSV or JSON by its ending or first byte; another laptop's history
    /// file, by SQLite's header, read by readHistoryFile()) into the database at
    /// `databasePath`, on a connection of its own opened in the calling thread: read and check every game
    /// (HistoryFiles::readCsv/readJson), then insert them in ONE transaction. A game whose uid is there with
    /// the same result is skipped; with another result it is reported (KnownGameDiffers), never replaced.
    /// Cancelled (progress returns false) before the commit: rolled back, nothing stored.
    [[nodiscard]] static ImportOutcome runImport(const QString &databasePath, const QString &filePath,
                                                 const ImportProgress &progress = {});
    /// Whether the file at `path` is an SQLite database (its first 16 bytes are "SQLite format 3\0").
    [[nodiscard]] static bool isSqliteFile(const QString &path);
    /// The games of another history file (SQLite, schema 1 to kSchemaVersion), with their stored uids,
    /// read on a read-only connection of its own through the code that reads this store's games: the
    /// file is never written (an older schema is upgraded in a temporary copy). Each game is checked as
    /// an import from JSON checks it; one that fails is a problem ("games.id=12 ..."). A file of a newer
    /// schema, of another program, or damaged is refused as a whole (`refused`, `error` says why).
    [[nodiscard]] static HistoryFiles::Read readHistoryFile(const QString &path, QString &error,
                                                            const HistoryFiles::Progress &progress = {});
    /// Reads a CSV or JSON file (by its ending) in the calling thread; see runImport(). True when every
    /// game of the file was imported or already there.
    Q_INVOKABLE bool importFile(const QString &pathOrUrl);
    /// The same off the GUI thread: `importing` and the progress follow it, importFinished() ends it.
    /// False when one runs already or the history is off.
    Q_INVOKABLE bool startImport(const QString &pathOrUrl);
    /// Stops the running import; if it has not committed yet, nothing of the file is stored.
    Q_INVOKABLE void cancelImport();
    /// Sets the message of an import's outcome (of the file at `path`) and shows the games; returns
    /// importFile()'s answer.
    bool finishImport(ImportOutcome outcome, const QString &path);
    [[nodiscard]] bool importing() const { return m_import != nullptr; }
    [[nodiscard]] double importProgress() const;
    [[nodiscard]] QString importProgressText() const;
    /// The folder a file dialog starts in: the documents folder when it exists, else home.
    Q_INVOKABLE QUrl suggestedFolder() const;
    /// A file URL in suggestedFolder() for a save dialog, e.g. "mourners-history.csv".
    Q_INVOKABLE QUrl suggestedFile(const QString &fileName) const;
    /// The file a dialog's answer names, as a file URL of an absolute path: `selected` relative to
    /// `folder` (also as Qt 6.4's dialog joins a typed name), `~/` for home, `suffix` added when the
    /// name has no ending. Empty when nothing was named.
    Q_INVOKABLE QUrl chosenFile(const QUrl &folder, const QUrl &selected, const QString &suffix) const;
    /// Tries to open the database again (after the other program let go of it, say).
    Q_INVOKABLE bool reopen();

    /// The club's server whose games the list marks (HistoryServer::key(); "" none).
    void setServerKey(const QString &key);
    [[nodiscard]] QString serverKey() const { return m_serverKey; }
    /// The uids of the games that server holds (server_sync), empty without one.
    [[nodiscard]] QSet<QString> uidsOnServer() const;
    /// A sync wrote to the file (games fetched, games marked sent): reads the list again.
    void syncedWithServer(bool gamesAdded);

signals:
    void availableChanged();
    void changed();
    void canUndoRemoveChanged();
    void canUndoRenameChanged();
    void messageChanged();
    void importingChanged();
    void importProgressChanged();
    /// The import of startImport() ended; `ok` as importFile() returns.
    void importFinished(bool ok);

private:
    [[nodiscard]] bool open();
    /// Refuses a file of a newer version or of another program before anything is written.
    [[nodiscard]] static bool migrateCheckFile(QSqlDatabase d, QString &error);

public:
    /// Creates or upgrades the schema of the open database `d`, SQLite or PostgreSQL (the same
    /// migrations, one transaction each); false with `error` set.
    [[nodiscard]] static bool migrateDatabase(QSqlDatabase d, QString &error);

private:
    [[nodiscard]] bool insert(const GameRecord &record, qint64 &id, QString &error);
    /// Deletes the game `id` and its players in the open transaction; false with `error` set.
    [[nodiscard]] bool deleteRows(qint64 id, QString &error);
    void fail(const QString &reason);
    void setMessage(const QString &m);
    /// Writes `data`; `written` is the confirmation with %1 for the path.
    bool writeFile(const QString &path, const QByteArray &data, const QString &written);
    [[nodiscard]] QSqlDatabase db() const;

    QString m_path;
    QString m_connection;
    QString m_serverKey;
    bool m_available = false;
    QString m_errorText;
    QString m_message;
    HistoryModel *m_model = nullptr;
    std::optional<GameRecord> m_removed;
    /// What the last rename changed, for undoRename().
    struct LastRename {
        QString uid;
        QString from;
        QString to;
        std::vector<std::pair<qint64, int>> seats; ///< (game id, seat) of each player renamed
        std::vector<std::pair<qint64, QString>> details; ///< each game's details before, where they changed
    };
    std::optional<LastRename> m_lastRename;
    QFutureWatcher<ImportOutcome> *m_import = nullptr;
    std::shared_ptr<std::atomic<bool>> m_importCancel;
    ImportStage m_importStage = ImportStage::Checking;
    qsizetype m_importDone = 0;
    qsizetype m_importTotal = 0;
};
