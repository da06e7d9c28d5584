#include "autosave.h"

#include "language.h"
#include "registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLocale>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

#include "model/core/atomicfile.h"

#include <algorithm>

using namespace Qt::StringLiterals;

// --- the list -----------------------------------------------------------------------------------------

UnfinishedGames::UnfinishedGames(QObject *parent) : QAbstractListModel(parent)
{
    // When a game was last played is written as the language shown writes dates.
    connect(Language::instance(), &Language::retranslated, this, [this] {
        if (!m_rows.isEmpty())
            emit dataChanged(index(0), index(count() - 1), {LastPlayedRole});
    });
}

int UnfinishedGames::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant UnfinishedGames::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case PlayersRole: return r.players;
    case FileRole: return r.file;
    case RoundRole: return r.round;
    case PhaseRole: return r.phase;
    case ModeRole: return r.mode;
    case LastPlayedRole: return Language::dateTimeText(r.lastPlayed);
    case ReadableRole: return r.readable;
    case ProblemRole: return r.problem;
    case RunningRole: return r.running;
    case ProgressRole: return r.progress;
    default: return {};
    }
}

QHash<int, QByteArray> UnfinishedGames::roleNames() const
{
    return {{FileRole, "file"},        {PlayersRole, "players"},   {RoundRole, "round"},
            {PhaseRole, "phase"},      {ModeRole, "mode"},         {LastPlayedRole, "lastPlayed"},
            {ReadableRole, "readable"}, {ProblemRole, "problem"}, {RunningRole, "running"},
            {ProgressRole, "progress"}};
}

void UnfinishedGames::setRows(const QList<Row> &rows)
{
    const bool sameFiles = rows.size() == m_rows.size()
                           && std::equal(rows.cbegin(), rows.cend(), m_rows.cbegin(),
                                         [](const Row &a, const Row &b) { return a.file == b.file; });
    if (!sameFiles) {
        const int before = count();
        beginResetModel();
        m_rows = rows;
        endResetModel();
        if (count() != before)
            emit countChanged();
        return;
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows[i] == m_rows[i])
            continue;
        m_rows[i] = rows[i];
        emit dataChanged(index(int(i)), index(int(i)),
                         {PlayersRole, RoundRole, PhaseRole, ModeRole, LastPlayedRole, ReadableRole, ProblemRole,
                          RunningRole, ProgressRole});
    }
}

// --- the autosave ---------------------------------------------------------------------------------------

namespace {

// Where a game with rounds stands, when its format words it no otherwise: table or digital, the round,
// and the phase when it has one ("Table game · round 3 · Actions").
QString progressOf(bool table, int round, const QString &phase)
{
    const QString mode = table ? Autosave::tr("Table game") : Autosave::tr("Digital game");
    if (phase.isEmpty())
        //: An unfinished game without phases: %1 "Table game" or "Digital game", %2 the round.
        return Autosave::tr("%1 · round %2").arg(mode).arg(round);
    //: An unfinished game: %1 "Table game" or "Digital game", %2 the round, %3 the phase.
    return Autosave::tr("%1 · round %2 · %3").arg(mode).arg(round).arg(phase);
}

// A file's name without ".json", split into its stem and the number that freshFile() adds to a second
// name of the same second ("game-20260101-120000-2" is ("game-20260101-120000", 2); no number is 1).
std::pair<QString, qint64> nameOrder(const QString &path)
{
    const QString base = QFileInfo(path).completeBaseName();
    const qsizetype dash = base.lastIndexOf(u'-');
    bool number = false;
    const qint64 n = dash > 0 ? base.mid(dash + 1).toLongLong(&number) : 0;
    // A stamp "…-HHmmss" is not a number added to a name: only short numbers after a stamp are.
    if (number && base.size() - dash - 1 < 6)
        return {base.left(dash), n};
    return {base, 1};
}

} // namespace

Autosave::Autosave(AutosaveFormat format, QObject *parent)
    : QObject(parent), m_format(std::move(format)), m_games(new UnfinishedGames(this))
{
    // The list's words and the Continue tile's line are made in the language shown: made again when
    // it changes, for every game alike.
    connect(Language::instance(), &Language::retranslated, this, [this] { publish(m_problem); });
    m_writer.setMaxThreadCount(1);
}

Autosave::~Autosave()
{
    // No step is lost by leaving: the write running and the one waiting reach the disk (the list, being
    // taken down, is not told).
    if (m_writing) {
        m_writing->disconnect(this);
        m_writing->waitForFinished();
    }
    if (m_waitingJob)
        (void)writeFile(m_dir, m_waitingJob->path, m_waitingJob->produce, m_waitingJob->beside);
}

Autosave::Written Autosave::writeFile(const QString &dir, const QString &path, const Producer &produce,
                                      const QHash<QString, QByteArray> &beside)
{
    Written w;
    QDir().mkpath(dir);
    if (!mc::writeFileAtomically(path, produce(), &w.why) && w.why.isEmpty())
        w.why = path;
    for (auto it = beside.cbegin(); w.why.isEmpty() && it != beside.cend(); ++it)
        if (!mc::writeFileAtomically(path + it.key(), it.value(), &w.why) && w.why.isEmpty())
            w.why = path + it.key();
    if (w.why.isEmpty()) {
        const QFileInfo info(path);
        w.modified = info.lastModified();
        w.size = info.size();
    }
    return w;
}

const Autosave &Autosave::settled() const
{
    if (m_writing)
        const_cast<Autosave *>(this)->waitForWrites();
    return *this;
}

QString Autosave::path() const
{
    return settled().m_file;
}

QString Autosave::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/autosave"_s;
}

void Autosave::setDirectory(const QString &dir)
{
    waitForWrites(); // the running game's last step goes where it was asked to go
    if (m_reading) {
        // The files of the old folder are read to the end and forgotten.
        m_reading->disconnect(this);
        connect(m_reading, &QFutureWatcherBase::finished, m_reading, &QObject::deleteLater);
        m_reading = nullptr;
    }
    m_scanAgain = false;
    m_dir = dir;
    m_file.clear();
    m_selected.clear();
    m_known.clear();
    scan();
}

QString Autosave::freshFile()
{
    QDir().mkpath(m_dir);
    const QDateTime now = m_now ? m_now() : QDateTime::currentDateTimeUtc();
    const QString stamp = now.toUTC().toString(u"yyyyMMdd-HHmmss"_s);
    QString path = m_dir + u"/%1-%2.json"_s.arg(m_format.stem, stamp);
    // A name used before is never handed out again: not the file of a game deleted in the same second,
    // nor a name given to another game that has not written its file yet.
    for (int n = 2; QFileInfo::exists(path) || m_damagedFiles.contains(path) || m_usedNames.contains(path); ++n)
        path = m_dir + u"/%1-%2-%3.json"_s.arg(m_format.stem, stamp).arg(n);
    m_usedNames.insert(path);
    return path;
}

void Autosave::startFresh()
{
    m_file = freshFile();
    publish(m_problem);
}

void Autosave::continueIn(const QString &file)
{
    m_file = file;
    m_selected.clear();
    publish(m_problem);
}

void Autosave::scan()
{
    waitForWrites(); // the list shows the files as this app last wrote them
    if (m_reading) {
        m_scanAgain = true; // the folder may have changed since the running scan listed it
        return;
    }
    const QDir dir(m_dir);
    QFileInfoList files = dir.entryInfoList({u"*.json"_s}, QDir::Files, QDir::Time);
    // Every game of the shelf autosaves in this folder under its own prefix (its module's
    // autosavePrefix): this list keeps the files the registry gives to this game's module.
    files.removeIf([this](const QFileInfo &f) {
        const shelf::GameModule *owner = shelf::autosaveOwner(f.fileName());
        return !owner || QLatin1StringView(owner->id) != m_format.gameId;
    });
    m_newest = files.isEmpty() ? QString() : files.constFirst().absoluteFilePath();
    // Every file of the folder is a game of the list: the files of older versions too, which offered
    // only the newest one. Files known from before are listed as known; the others are read off the
    // GUI thread (a folder may hold large or damaged files, and each is replayed to be listed).
    QHash<QString, Known> known;
    QList<Read> toRead;
    for (const QFileInfo &info : files) {
        const QString path = info.absoluteFilePath();
        const auto it = m_known.constFind(path);
        if (it != m_known.cend() && it->modified == info.lastModified() && it->size == info.size()) {
            known.insert(path, *it);
            continue;
        }
        Read r{path, {}};
        r.known.modified = info.lastModified();
        r.known.size = info.size();
        toRead.append(r);
    }
    m_known = known;
    if (toRead.isEmpty()) {
        publish(newestProblem());
        return;
    }
    m_reading = new QFutureWatcher<QList<Read>>(this);
    connect(m_reading, &QFutureWatcherBase::finished, this, [this] {
        const QList<Read> reads = m_reading->result();
        m_reading->deleteLater();
        m_reading = nullptr;
        takeReads(reads);
    });
    m_reading->setFuture(QtConcurrent::run(&Autosave::readFiles, toRead, m_format.read));
    publish(m_problem);
}

void Autosave::waitForScan()
{
    if (!m_reading)
        return;
    QFutureWatcher<QList<Read>> *watcher = m_reading;
    watcher->disconnect(this);
    watcher->waitForFinished();
    m_reading = nullptr;
    const QList<Read> reads = watcher->result();
    delete watcher;
    takeReads(reads);
    waitForScan(); // a scan asked for meanwhile
}

QList<Autosave::Read> Autosave::readFiles(const QList<Read> &files,
                                          const std::function<AutosaveEntry(const QString &)> &read)
{
    QList<Read> reads = files;
    for (Read &r : reads)
        r.known.entry = read(r.path);
    return reads;
}

void Autosave::takeReads(const QList<Read> &reads)
{
    for (const Read &r : reads) {
        // A file this app wrote (or deleted) while it was being read keeps what the app knows of it.
        if (m_known.contains(r.path) || (m_usedNames.contains(r.path) && !QFileInfo::exists(r.path)))
            continue;
        Known k = r.known;
        if (!k.entry.readable) {
            // Told on the home screen and in the list: the first few reasons, then how many more.
            k.problem = m_format.problemText(k.entry.problems);
            if (!m_damagedFiles.contains(r.path))
                m_damagedFiles << r.path;
        }
        m_known.insert(r.path, k);
    }
    publish(newestProblem());
    if (m_scanAgain) {
        m_scanAgain = false;
        scan();
    }
}

QString Autosave::newestProblem()
{
    const auto it = m_known.constFind(m_newest);
    if (it == m_known.cend() || it->entry.readable)
        return {};
    return m_format.newestUnreadable(m_newest, it->problem);
}

void Autosave::publish(const QString &problem)
{
    QList<QString> paths = m_known.keys();
    // Last played first. Files of the same time (saved within one tick of the file system's clock): the
    // one this app wrote last first, else the newer name first; a well-defined order either way.
    std::sort(paths.begin(), paths.end(), [this](const QString &a, const QString &b) {
        const Known &ka = m_known[a], &kb = m_known[b];
        if (ka.modified != kb.modified)
            return ka.modified > kb.modified;
        if (ka.written != kb.written)
            return ka.written > kb.written;
        const auto na = nameOrder(a), nb = nameOrder(b);
        if (na.first != nb.first)
            return na.first > nb.first;
        if (na.second != nb.second)
            return na.second > nb.second;
        return a > b;
    });
    QList<UnfinishedGames::Row> rows;
    for (const QString &path : paths) {
        const Known &k = m_known[path];
        const AutosaveEntry &e = k.entry;
        if (e.readable && e.finished)
            continue; // a finished game is in the history, not in this list
        UnfinishedGames::Row row;
        row.file = path;
        row.readable = e.readable;
        row.problem = k.problem;
        row.lastPlayed = k.modified;
        row.running = path == m_file;
        if (e.readable) {
            row.players = m_format.shownPlayers(e.players);
            row.round = e.round;
            row.phase = e.phase >= 0 ? m_format.phaseName(e.phase) : QString();
            row.mode = e.table ? u"table"_s : u"digital"_s;
            row.progress = m_format.progress ? m_format.progress(e) : progressOf(e.table, e.round, row.phase);
        } else {
            row.players = QFileInfo(path).fileName();
        }
        rows.append(row);
    }
    m_games->setRows(rows);

    const QString file = continueFileNow();
    QString summary;
    if (!file.isEmpty())
        summary = m_format.summary(m_known[file].entry);
    const bool canContinue = !file.isEmpty();
    const bool differs = canContinue != m_canContinue || summary != m_continueSummary || problem != m_problem;
    m_canContinue = canContinue;
    m_continueSummary = summary;
    m_problem = problem;
    if (differs)
        emit changed();
}

QString Autosave::continueFile() const
{
    return settled().continueFileNow();
}

QString Autosave::continueFileNow() const
{
    const auto usable = [this](const QString &path) {
        const auto it = m_known.constFind(path);
        return it != m_known.cend() && it->entry.readable && !it->entry.finished;
    };
    if (!m_selected.isEmpty() && usable(m_selected))
        return m_selected;
    for (const UnfinishedGames::Row &row : m_games->rows())
        if (usable(row.file))
            return row.file;
    return {};
}

bool Autosave::select(const QString &file)
{
    const auto it = m_known.constFind(file);
    if (it == m_known.cend() || !it->entry.readable || it->entry.finished)
        return false;
    m_selected = file;
    publish(m_problem);
    return true;
}

bool Autosave::remove(const QString &file)
{
    waitForWrites(); // a write on its way would bring the file back
    if (!m_known.contains(file)) {
        //: %1 a file. Deleting an unfinished game that is not in the list (it was deleted already).
        publish(tr("%1 is not an unfinished game of the list; nothing was deleted.").arg(file));
        return false;
    }
    if (QFile::exists(file) && !QFile::remove(file)) {
        //: %1 a file.
        publish(tr("%1 could not be deleted; it was left as it is.").arg(file));
        return false;
    }
    QFile::remove(file + u".phones"_s); // what a game keeps beside its file (Rest in Peace's phone links)
    m_known.remove(file);
    m_damagedFiles.removeAll(file);
    m_usedNames.insert(file);
    if (m_selected == file)
        m_selected.clear();
    if (m_file == file)
        m_file = freshFile(); // the game on screen, if played on, is saved again in a file of its own
    publish({});
    return true;
}

void Autosave::write(const AutosaveEntry &entry, Producer produce, const QHash<QString, QByteArray> &beside)
{
    if (m_dir.isEmpty())
        return;
    if (m_file.isEmpty() || m_damagedFiles.contains(m_file))
        m_file = freshFile();
    Job job{m_file, entry, std::move(produce), beside};
    if (m_writing) {
        m_waitingJob = std::move(job); // written once the running one is on disk, in its place if one waited
        return;
    }
    startWrite(std::move(job));
}

void Autosave::startWrite(Job job)
{
    m_runningJob = std::move(job);
    m_writing = new QFutureWatcher<Written>(this);
    QFutureWatcher<Written> *watcher = m_writing;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] { finishWrite(watcher); });
    watcher->setFuture(QtConcurrent::run(&m_writer, &Autosave::writeFile, m_dir, m_runningJob.path, m_runningJob.produce,
                                         m_runningJob.beside));
}

void Autosave::finishWrite(QFutureWatcher<Written> *watcher)
{
    if (watcher != m_writing)
        return; // taken already by waitForWrites()
    watcher->disconnect(this);
    watcher->waitForFinished();
    const Written w = watcher->result();
    watcher->deleteLater();
    m_writing = nullptr;
    const Job job = std::move(m_runningJob);
    m_runningJob = {};
    QString problem;
    if (!w.why.isEmpty()) {
        //: %1 the reason. The game goes on; only the automatic save failed.
        problem = tr("The game could not be autosaved: %1").arg(w.why);
    } else {
        // The list follows the game as played: its round and phase are the game's own, never an older read.
        Known k;
        k.entry = job.entry;
        k.entry.readable = true;
        k.modified = w.modified;
        k.size = w.size;
        k.written = ++m_writes;
        m_known.insert(job.path, k);
    }
    if (m_selected == job.path)
        m_selected.clear();
    if (m_waitingJob) {
        Job next = std::move(*m_waitingJob);
        m_waitingJob.reset();
        startWrite(std::move(next));
    }
    publish(problem);
}

void Autosave::waitForWrites()
{
    while (m_writing)
        finishWrite(m_writing); // which starts the one waiting, if any
}
