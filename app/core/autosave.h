// Autosave of the running game, for every game of the shelf: atomic, after every step, each game in a
// file of its own (a new game never replaces another), and the list of unfinished games that can be
// continued or deleted. A file that cannot be read is listed with the reason and never written to.
// What is game-specific (how a file is read, named and described) is the game's AutosaveFormat.
#pragma once

#include <QAbstractListModel>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QThreadPool>
#include <QtQml/qqmlregistration.h>

#include "model/core/problem.h"

#include <functional>
#include <optional>

template<typename T>
class QFutureWatcher;

/// What the list shows of one autosave file, as its game reads it.
struct AutosaveEntry {
    bool readable = false;
    mc::Problems problems; ///< why the file cannot be read (readable false)
    bool finished = false; ///< a finished game: in the history, not in the list
    bool table = true;     ///< a table game (else digital play)
    QStringList players;   ///< the names as saved
    int round = 0;
    int phase = -1; ///< the game's own phase number; -1 for a game without phases
    int turn = -1;  ///< whose turn it is (an index of `players`) for a game whose summary names it; else -1
};

/// One game's autosave files: their names, how one is read and how the list and messages word it.
/// Given by the game's facade (Mourners Call's GameController, Rest in Peace's RipSession).
struct AutosaveFormat {
    /// The registry id of the game that owns the files (shelf::autosaveOwner of their names).
    QString gameId;
    /// New files are named "<stem>-<UTC yyyyMMdd-HHmmss>.json" (a number added to a second one).
    QString stem;
    /// Reads one file: runs on a worker thread, so it touches no object of the app.
    std::function<AutosaveEntry(const QString &path)> read;
    /// The players as the list shows them, in the language of now ("Ada, Bo, Cy").
    std::function<QString(const QStringList &players)> shownPlayers;
    /// The name of a phase (AutosaveEntry::phase), in the language of now; "" for a game without phases.
    std::function<QString(int phase)> phaseName;
    /// A readable game as the Continue tile says it ("Ada, Bo · round 3 · Actions").
    std::function<QString(const AutosaveEntry &entry)> summary;
    /// Where a readable game stands, as the list says it after its players ("turn 4, Ada's turn"); when
    /// not given: table or digital, the round and the phase ("Table game · round 3 · Actions").
    std::function<QString(const AutosaveEntry &entry)> progress;
    /// Why a file cannot be read, in sentences (the first few reasons).
    std::function<QString(const mc::Problems &problems)> problemText;
    /// The message when the newest file cannot be read: `file` and problemText's sentences.
    std::function<QString(const QString &file, const QString &problem)> newestUnreadable;

    /// A `read` for a game whose record loads with `Game::load(path)` (a result with ok(), game and
    /// problems): `entry(game)` of a good file, else an entry with the file's problems.
    template<class Game, class Entry>
    [[nodiscard]] static std::function<AutosaveEntry(const QString &path)> reader(Entry entry)
    {
        return [entry](const QString &path) {
            const auto loaded = Game::load(path);
            if (loaded.ok())
                return AutosaveEntry(entry(loaded.game));
            AutosaveEntry e;
            e.problems = loaded.problems;
            return e;
        };
    }
};

/// The unfinished games of the autosave folder, last played first; unreadable files among them. Files
/// of the same time (two saves within the file system's tick) stand in a fixed order: the one written
/// last by this app first, else the newer name first (game-…-2.json before game-….json).
class UnfinishedGames : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("UnfinishedGames belongs to Autosave")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        FileRole = Qt::UserRole + 1,
        PlayersRole,    ///< "Ada, Bo, Cy"
        RoundRole,      ///< the game's current round
        PhaseRole,      ///< the game's current phase, translated ("" for a game without phases)
        ModeRole,       ///< "table" or "digital"
        LastPlayedRole, ///< when the file was last written, as the locale writes it
        ReadableRole,   ///< false: the file could not be read (ProblemRole says why)
        ProblemRole,
        RunningRole,    ///< the game the controller holds now
        ProgressRole,   ///< where the game stands, in words (AutosaveFormat::progress)
    };
    Q_ENUM(Role)

    struct Row {
        QString file;
        QString players;
        int round = 0;
        QString phase;
        QString mode;
        QString progress;
        QDateTime lastPlayed;
        bool readable = true;
        QString problem;
        bool running = false;
        friend bool operator==(const Row &, const Row &) = default;
    };

    explicit UnfinishedGames(QObject *parent = nullptr);
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return int(m_rows.size()); }
    [[nodiscard]] const QList<Row> &rows() const { return m_rows; }
    /// Replaces the rows: the same files in the same order only change their data.
    void setRows(const QList<Row> &rows);

signals:
    void countChanged();

private:
    QList<Row> m_rows;
};

class Autosave : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Autosave belongs to a game's facade")
    /// An unfinished autosaved game can be continued.
    Q_PROPERTY(bool canContinue READ canContinue NOTIFY changed)
    /// One line about the game Continue opens, e.g. "Ada, Bo, Cy · round 3 · Actions".
    Q_PROPERTY(QString continueSummary READ continueSummary NOTIFY changed)
    /// Why the last autosave could not be read or written; "" when fine.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    /// The file the running game is autosaved to (every write asked for is on disk when it is read).
    Q_PROPERTY(QString path READ path NOTIFY changed)
    /// Every unfinished game of the folder (and the files that cannot be read), last played first.
    Q_PROPERTY(UnfinishedGames *games READ games CONSTANT)
    /// Files of the folder are being read (off the GUI thread); the list grows when they are.
    Q_PROPERTY(bool scanning READ scanning NOTIFY changed)

public:
    explicit Autosave(AutosaveFormat format, QObject *parent = nullptr);
    /// Writes what is still to be written: no step is lost by leaving.
    ~Autosave() override;

    /// Where every game of the shelf autosaves unless told otherwise: AppDataLocation/autosave.
    [[nodiscard]] static QString defaultDirectory();
    /// Autosaves go to `dir`, which is scanned for games to continue.
    void setDirectory(const QString &dir);
    [[nodiscard]] QString directory() const { return m_dir; }
    /// Reads the folder again: lists every unfinished game, and the files that cannot be read. Files
    /// known from before (same time and size) are listed at once; new or changed files are read on a
    /// worker thread and join the list when read (`scanning` meanwhile), so a folder of large or
    /// damaged files never holds up the window.
    Q_INVOKABLE void scan();
    /// Blocks until the files of the running scan are read and listed (tests, the command line).
    void waitForScan();
    /// The running game goes on in a new file (a new game, a file opened by hand).
    void startFresh();
    /// The running game goes on in `file` (the game Continue opened).
    void continueIn(const QString &file);
    /// Makes the whole file of the running game. It runs on the autosave's worker thread, so it holds
    /// what it writes (a copy of the game), never a reference to the app's objects.
    using Producer = std::function<QByteArray()>;
    /// Writes the running game to the autosave file: `produce` makes the bytes and they are written
    /// atomically, both on a worker thread, so a step never waits for the disk. Writes reach the disk
    /// in the order asked; one asked while another runs waits, and a newer one replaces it (the file
    /// only ever holds the latest game). Problems go to `problem`; the list shows `entry` for the file.
    /// `beside`: files kept beside the game's file, by the ending added to its name, written after it.
    void write(const AutosaveEntry &entry, Producer produce, const QHash<QString, QByteArray> &beside = {});
    /// Blocks until every write asked for is on disk and listed (leaving the app, reading the folder).
    void waitForWrites();
    /// Continue opens `file` (a row of `games`) next; false for a file that is not a readable unfinished game.
    Q_INVOKABLE bool select(const QString &file);
    /// Deletes the autosave `file` (a row of `games`), readable or not. False with `problem` set when it
    /// is not one of the list or cannot be removed. The running game, if it was this one, goes on in a new file.
    Q_INVOKABLE bool remove(const QString &file);
    /// The unfinished game Continue opens: the one selected, else the last played ("" when none).
    [[nodiscard]] QString continueFile() const;
    /// The clock that new files are named after (the current time unless a test pins it).
    void setClock(std::function<QDateTime()> now) { m_now = std::move(now); }

    // The list and its words as of the last write that reached the disk: `changed` tells when a write
    // ends (waitForWrites() first, to read them as of the last step).
    [[nodiscard]] bool canContinue() const { return m_canContinue; }
    [[nodiscard]] QString continueSummary() const { return m_continueSummary; }
    [[nodiscard]] QString problem() const { return m_problem; }
    /// The file of the running game, once every write asked for is on disk (it waits for them), so
    /// that whoever reads the file reads the game as it stands.
    [[nodiscard]] QString path() const;
    [[nodiscard]] UnfinishedGames *games() const { return m_games; }
    [[nodiscard]] bool scanning() const { return m_reading != nullptr; }

signals:
    void changed();

private:
    /// What the list knows of one file, kept while the file's time and size stay the same.
    struct Known {
        QDateTime modified;
        qint64 size = -1;
        AutosaveEntry entry;
        QString problem; // entry.problems in sentences, made on the GUI thread
        quint64 written = 0; // the order of this app's writes (0: only read from the folder)
    };
    /// A file read on the worker thread: what the list needs of it, or why it cannot be read.
    struct Read {
        QString path;
        Known known;
    };
    /// One write for the worker: the file, what the list shows of it, and how its bytes are made.
    struct Job {
        QString path;
        AutosaveEntry entry;
        Producer produce;
        QHash<QString, QByteArray> beside;
    };
    /// What the worker did: why it failed ("" when written), and the file's time and size after.
    struct Written {
        QString why;
        QDateTime modified;
        qint64 size = -1;
    };
    /// This, once every write asked for is on disk and listed.
    [[nodiscard]] const Autosave &settled() const;
    /// continueFile() as the list stands.
    [[nodiscard]] QString continueFileNow() const;
    /// Makes and writes one file (on the worker thread).
    [[nodiscard]] static Written writeFile(const QString &dir, const QString &path, const Producer &produce,
                                           const QHash<QString, QByteArray> &beside);
    /// Hands `job` to the worker thread.
    void startWrite(Job job);
    /// Takes the result of the write that `watcher` ran into the list, then starts the one waiting.
    void finishWrite(QFutureWatcher<Written> *watcher);
    /// A new file name in the folder, never handed out before (it is remembered as used).
    [[nodiscard]] QString freshFile();
    /// Reads `files` (path, time, size) with `read` and describes each: runs on a worker thread.
    [[nodiscard]] static QList<Read> readFiles(const QList<Read> &files,
                                               const std::function<AutosaveEntry(const QString &)> &read);
    /// Takes the worker's reads into the list (files this app wrote since keep what it wrote).
    void takeReads(const QList<Read> &reads);
    /// The sentence about the newest file of the folder when it cannot be read, else "".
    [[nodiscard]] QString newestProblem();
    /// Rebuilds the list and the Continue summary from m_known; `problem` replaces the current one.
    void publish(const QString &problem);

    AutosaveFormat m_format;
    QString m_dir;
    QString m_file;     // where the running game is written
    QString m_selected; // the game chosen in the list for Continue
    bool m_canContinue = false;
    QString m_continueSummary;
    QString m_problem;
    QStringList m_damagedFiles; // never written to (reported, left untouched)
    QHash<QString, Known> m_known;
    QSet<QString> m_usedNames; // every file name handed out or deleted: never handed out again
    quint64 m_writes = 0;
    QString m_newest;                          // the newest file of the last listing
    QFutureWatcher<QList<Read>> *m_reading = nullptr;
    QFutureWatcher<Written> *m_writing = nullptr; // the write on the worker, if one runs
    Job m_runningJob;                              // what it writes
    std::optional<Job> m_waitingJob;               // the latest write asked for meanwhile
    QThreadPool m_writer;                          // one thread: the writes keep their order
    bool m_scanAgain = false;                  // scan() was called while files were being read
    std::function<QDateTime()> m_now;
    UnfinishedGames *m_games;
};
