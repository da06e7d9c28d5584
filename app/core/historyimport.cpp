// The history's files: export (CSV, JSON, one game, the score sheet), import in the background,
// and the folders and names the file dialogs suggest.
#include "historystore_p.h"

using namespace Qt::StringLiterals;
using namespace historystoreinternal;

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

bool HistoryStore::isSqliteFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3\0", 16);
}

HistoryFiles::Read HistoryStore::readHistoryFile(const QString &path, QString &error,
                                                 const HistoryFiles::Progress &progress)
{
    HistoryFiles::Read read;
    auto refuse = [&](const QString &why) {
        read.refused = true;
        error = why;
        return read;
    };
    static std::atomic<int> serial{0};
    const QString name = u"mourners-history-source-%1"_s.arg(serial.fetch_add(1));
    std::vector<GameRecord> games;
    QTemporaryDir copyFolder; // an older schema is upgraded in a copy, never in the file
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        d.setDatabaseName(path);
        d.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=5000"_s);
        QString why;
        int version = -1;
        qint64 gameRows = -1;
        qint64 playerRows = -1;
        if (!d.open()) {
            why = describe(sqlError(d.lastError()));
        } else {
            QSqlQuery q(d);
            // A damaged file fails one of these; quick_check reads every page of the file once.
            if (!q.exec(u"PRAGMA quick_check"_s) || !q.next() || q.value(0).toString() != u"ok"_s) {
                why = tr("the file is damaged");
            } else if (!q.exec(u"PRAGMA user_version"_s) || !q.next()) {
                why = describe(sqlError(q.lastError()));
            } else {
                version = q.value(0).toInt();
                q.finish();
                if (version > kSchemaVersion) {
                    why = tr("it was written by a newer version of the app (schema %1, this one knows %2)")
                                  .arg(version)
                                  .arg(kSchemaVersion);
                } else if (!q.exec(u"SELECT count(*) FROM sqlite_master WHERE type = 'table' "
                                   u"AND name IN ('games', 'players')"_s)
                           || !q.next() || q.value(0).toInt() != 2 || version < 1) {
                    why = tr("it is another program's database, not a history of this app");
                } else if (!q.exec(u"SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM players)"_s)
                           || !q.next()) {
                    why = describe(sqlError(q.lastError()));
                } else {
                    gameRows = q.value(0).toLongLong();
                    playerRows = q.value(1).toLongLong();
                }
            }
        }
        if (why.isEmpty() && version >= 8) {
            // Schema 8 and later hold every column the store reads, each number where it reads it.
            games = readRecords(d, QString());
        }
        d.close();
        if (why.isEmpty() && version < 8) {
            // Older files: the store's own migrations make a copy readable (the file stays as it was).
            const QString copy = copyFolder.filePath(u"history.sqlite"_s);
            if (!copyFolder.isValid() || !QFile::copy(path, copy)) {
                why = tr("no temporary copy of the file could be made to read its older schema");
            } else {
                QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
                d.setConnectOptions(QString());
                d.setDatabaseName(copy);
                if (!d.open() || !migrateDatabase(d, why)) {
                    if (why.isEmpty())
                        why = describe(sqlError(d.lastError()));
                } else {
                    games = readRecords(d, QString());
                }
                d.close();
            }
        }
        if (why.isEmpty()) {
            // readRecords() leaves out what it cannot read: all of it must have been read.
            qint64 players = 0;
            for (const GameRecord &g : games)
                players += qint64(g.players.size());
            if (version >= 8 && (qint64(games.size()) != gameRows || players != playerRows))
                why = tr("the file is damaged");
        }
        if (!why.isEmpty())
            error = why;
    }
    QSqlDatabase::removeDatabase(name);
    if (!error.isEmpty())
        return refuse(error);

    // Each game as an import checks it (GameRecord::fromJson), keeping the uid the file gave it: a game
    // renamed on that laptop is still the game this history knows.
    const qsizetype total = qsizetype(games.size());
    for (qsizetype i = 0; i < total; ++i) {
        if (progress && (i % 64) == 0 && !progress(i, total)) {
            read.cancelled = true;
            return read;
        }
        const GameRecord &stored = games[std::size_t(i)];
        GameRecord checked;
        mc::Problem problem;
        if (!GameRecord::fromJson(stored.toJson(), checked, problem)) {
            problem.path = u"games.id=%1 %2"_s.arg(stored.id).arg(problem.path);
            read.problems.push_back(problem);
            continue;
        }
        if (!stored.uid.isEmpty())
            checked.uid = stored.uid;
        read.where << u"games.id=%1"_s.arg(stored.id);
        read.games.push_back(std::move(checked));
    }
    if (progress && !progress(total, total))
        read.cancelled = true;
    return read;
}

HistoryStore::ImportOutcome HistoryStore::runImport(const QString &databasePath, const QString &filePath,
                                                   const ImportProgress &progress)
{
    ImportOutcome out;
    QFile file(filePath);
    if (!file.open(QIODevice::ReadOnly)) {
        out.refused = true;
        out.fileRefused = true;
        out.error = tr("Could not read %1: %2").arg(QDir::toNativeSeparators(filePath), file.errorString());
        return out;
    }
    const HistoryFiles::Progress checking = [&progress](qsizetype done, qsizetype total) {
        return !progress || progress(ImportStage::Checking, done, total);
    };
    const bool sqlite = file.read(16) == QByteArray("SQLite format 3\0", 16);
    file.seek(0);
    HistoryFiles::Read read;
    if (sqlite) {
        // Another laptop's history file.
        file.close();
        QString why;
        read = readHistoryFile(filePath, why, checking);
        if (read.refused) {
            out.refused = true;
            out.fileRefused = true;
            out.error = why; // "Nothing was imported from <file>: <why>"
            return out;
        }
    } else {
        if (const auto big = mc::tooBig(file.size(), mc::JsonLimit::kHistoryImport)) {
            out.refused = true;
            out.problems = {*big};
            return out;
        }
        const QByteArray data = file.readAll();
        file.close();
        const bool csv = filePath.endsWith(u".csv"_s, Qt::CaseInsensitive)
                         || (!filePath.endsWith(u".json"_s, Qt::CaseInsensitive) && !data.trimmed().startsWith('{'));
        read = csv ? HistoryFiles::readCsv(data, checking) : HistoryFiles::readJson(data, checking);
    }
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
    // A club's server (the command line's --database URL) or the history file.
    const bool server = HistoryServer::isUrl(databasePath);
    QString serverError;
    if (server) {
        const std::optional<HistoryServer> s = HistoryServer::fromUrl(databasePath, &serverError);
        if (!s || !s->open(name, serverError)) {
            out.refused = true;
            out.error = serverError;
            return out;
        }
    }
    {
        QSqlDatabase d = server ? QSqlDatabase::database(name, false) : QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        if (!server) {
            d.setDatabaseName(databasePath);
            d.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        }
        auto refuse = [&](const QString &why) {
            out.refused = true;
            out.error = server ? why : describe(why);
        };
        QSqlQuery pragma(d);
        if (!server && !d.open()) {
            refuse(sqlError(d.lastError()));
        } else if (server && !HistoryStore::migrateDatabase(d, serverError)) {
            refuse(serverError);
        } else if (!server && !pragma.exec(u"PRAGMA foreign_keys = ON"_s)) {
            refuse(sqlError(pragma.lastError()));
        } else if (!d.transaction()) {
            refuse(sqlError(d.lastError()));
        } else {
            // Inside the transaction: what the history holds cannot change under the import.
            std::map<QString, GameRecord> known;
            for (GameRecord &g : readRecords(d, QString()))
                known.emplace(g.uid, std::move(g));
            // This history's renames hold for the games that come in: after "Bo" was merged into "Bob",
            // a game of Bo's comes in as Bob's (and a game known here is seen as the same result).
            QString renamesError;
            const std::vector<Rename> renames = readRenames(d, renamesError).value_or(std::vector<Rename>{});
            const qsizetype total = qsizetype(read.games.size());
            bool stored = true;
            for (qsizetype i = 0; i < total; ++i) {
                if (progress && (i % 64) == 0 && !progress(ImportStage::Storing, i, total)) {
                    out.cancelled = true;
                    break;
                }
                GameRecord &g = read.games[std::size_t(i)];
                applyRenames(g, renames);
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
                bool sentMeanwhile = false; // on a server: another laptop stored it since the read above
                if (!insertInto(d, g, id, why, server ? &sentMeanwhile : nullptr)) {
                    refuse(why);
                    stored = false;
                    break;
                }
                if (sentMeanwhile) {
                    ++out.skipped;
                    continue;
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

