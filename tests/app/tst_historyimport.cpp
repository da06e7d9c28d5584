// The history import checks each game as strictly as the sheet or calculator that made it (one corpus
// file per class of refusal, tests/corpus/history), tells a known game with another result instead of
// skipping it, runs off the GUI thread in one transaction, and a cancel stores nothing.
#include "historyseeds.h"
#include "historystore.h"
#include "problemtext.h"

#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

QString corpus(const QString &name)
{
    return QStringLiteral(MOURNERS_SOURCE_DIR) + u"/tests/corpus/history/"_s + name;
}

QString gamesOf(const std::vector<GameRecord> &games)
{
    QStringList out;
    for (const GameRecord &g : games)
        out << QString::fromUtf8(QJsonDocument(g.toJson()).toJson(QJsonDocument::Compact));
    return out.join(u'\n');
}

bool write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Runs `statements` on the SQLite file `path` through a connection of its own (a test's hand on a
/// file: an older schema, a newer one, someone else's database).
bool runSql(const QString &path, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"tst-hand"_s);
        d.setDatabaseName(path);
        ok = d.open();
        QSqlQuery q(d);
        for (const QString &sql : statements) {
            if (!ok)
                break;
            ok = q.exec(sql);
            if (!ok)
                qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
        }
        q.finish();
        d.close();
    }
    QSqlDatabase::removeDatabase(u"tst-hand"_s);
    return ok;
}

/// The uids of a history, sorted.
QStringList uidsOf(const std::vector<GameRecord> &games)
{
    QStringList out;
    for (const GameRecord &g : games)
        out << g.uid;
    out.sort();
    return out;
}

/// Another laptop's history file at `path`, closed: every game of the shelf.
void makeLaptop(const QString &path, const std::vector<GameRecord> &games)
{
    HistoryStore store(path);
    QVERIFY(store.available());
    for (const GameRecord &g : games)
        QVERIFY(store.addRecord(g) >= 0);
}

} // namespace

class TestHistoryImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Every reproducer of the issue: refused, nothing stored, the row and field named.
    void corpusIsRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        QTest::addColumn<bool>("wholeFile");
        QTest::addColumn<int>("added");
        QTest::newRow("misspelt breakdown key") << u"mc-misspelt-key.json"_s
                                                << u"games[0].players[0].breakdown: unknownKey 'untiy'"_s << false << 0;
        QTest::newRow("rounds 5.5") << u"mc-rounds-fraction.json"_s << u"games[0].rounds: notANumber 0..99"_s << false << 0;
        QTest::newRow("rounds \"7\"") << u"mc-rounds-text.json"_s << u"games[0].rounds: notANumber 0..99"_s << false << 0;
        QTest::newRow("duration 1e300") << u"mc-duration-huge.json"_s
                                        << u"games[0].durationSeconds: notANumber 0..999999999"_s << false << 0;
        QTest::newRow("control character in a name") << u"mc-name-control.json"_s
                                                     << u"games[0].players[1].name: badCharacter"_s << false << 0;
        QTest::newRow("a name twice") << u"mc-name-twice.json"_s << u"games[0].players[1].name: duplicateName 'Ann'"_s
                                      << false << 0;
        QTest::newRow("place not from the points") << u"mc-place-wrong.json"_s
                                                   << u"games[0].players[0].place: resultMismatch '2'"_s << false << 0;
        QTest::newRow("Rest in Peace with 3 players") << u"rip-three-players.json"_s << u"games[0].players: playerCount"_s
                                                      << false << 0;
        QTest::newRow("Dead Man's Crown both 4th") << u"dmc-both-fourth.json"_s
                                                   << u"games[0].players[0].place: notANumber 1..2"_s << false << 0;
        // The first game is stored; the second has its key and another result: told, not skipped.
        QTest::newRow("a known key, another result") << u"gamekey-differs.json"_s
                                                     << u"games[1].gameKey: knownGameDiffers '5e1f0c9d2b'"_s << false << 1;
        QTest::newRow("CSV seat 99") << u"csv-seat-99.csv"_s << u"line 2, seat: notANumber 1..4"_s << false << 0;
        QTest::newRow("CSV seat x") << u"csv-seat-x.csv"_s << u"line 2, seat: notANumber 1..4"_s << false << 0;
        QTest::newRow("CSV rounds 5.5") << u"csv-rounds-fraction.csv"_s << u"line 2, rounds: notANumber 0..99"_s << false << 0;
        QTest::newRow("CSV invalid UTF-8") << u"csv-invalid-utf8.csv"_s << u"notUtf8"_s << true << 0;
        QTest::newRow("JSON invalid UTF-8") << u"json-invalid-utf8.json"_s << u"notUtf8"_s << true << 0;
    }
    void corpusIsRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        QFETCH(bool, wholeFile);
        QFETCH(int, added);
        QTemporaryDir dir;
        const QString db = dir.filePath(u"history.sqlite"_s);
        HistoryStore store(db);
        QVERIFY(store.available());
        const HistoryStore::ImportOutcome out = HistoryStore::runImport(db, corpus(file));
        QVERIFY2(!out.problems.empty(), qPrintable(out.error));
        QCOMPARE(mc::problemKey(out.problems.front()).left(key.size()), key);
        QCOMPARE(out.problems.size(), std::size_t(1));
        QCOMPARE(out.refused, wholeFile);
        QCOMPARE(out.added, added);
        const QString words = ProblemText::plain(out.problems);
        QVERIFY(!words.isEmpty());
        // Raw control characters are never printed back.
        for (const QChar c : words)
            QVERIFY2(c.unicode() >= 0x20 || c == u'\n', qPrintable(words));
        // Through the app: the message names the row and field, the history keeps only what was good.
        QVERIFY(!store.importFile(corpus(file)));
        const QString path = key.section(u':', 0, 0);
        if (!path.isEmpty() && key != u"notUtf8"_s)
            QVERIFY2(store.message().contains(path), qPrintable(store.message()));
        QCOMPARE(store.gameCount(), added);
    }

    // Each file made right loads: the reproducers are refused for what they show, not for their form.
    void repairedCorpusLoads()
    {
        QFile f(corpus(u"mc-misspelt-key.json"_s));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray data = f.readAll();
        data.replace("\"untiy\"", "\"unity\"");
        const HistoryFiles::Read r = HistoryFiles::readJson(data);
        QVERIFY2(r.problems.empty(), qPrintable(mc::problemKeys(r.problems)));
        QCOMPARE(r.games.size(), std::size_t(1));
        QFile c(corpus(u"csv-seat-99.csv"_s));
        QVERIFY(c.open(QIODevice::ReadOnly));
        QByteArray csv = c.readAll();
        csv.replace(",,,99,Ann,", ",,,1,Ann,");
        const HistoryFiles::Read rc = HistoryFiles::readCsv(csv);
        QVERIFY2(rc.problems.empty(), qPrintable(mc::problemKeys(rc.problems)));
        QCOMPARE(rc.games.size(), std::size_t(1));
        QCOMPARE(gamesOf(rc.games), gamesOf(r.games));
    }

    // A game of every shelf game: export, import, export gives the same games, in JSON and in CSV.
    void everyShelfGameRoundTrips()
    {
        const std::vector<GameRecord> seeds = mctest::everyShelfGame();
        const HistoryFiles::Read json = HistoryFiles::readJson(HistoryFiles::toJson(seeds));
        QVERIFY2(json.problems.empty(), qPrintable(mc::problemKeys(json.problems)));
        QCOMPARE(gamesOf(json.games), gamesOf(seeds));
        const HistoryFiles::Read csv = HistoryFiles::readCsv(HistoryFiles::toCsv(seeds));
        QVERIFY2(csv.problems.empty(), qPrintable(mc::problemKeys(csv.problems)));
        QCOMPARE(csv.games.size(), seeds.size());
        const HistoryFiles::Read again = HistoryFiles::readCsv(HistoryFiles::toCsv(csv.games));
        QVERIFY2(again.problems.empty(), qPrintable(mc::problemKeys(again.problems)));
        QCOMPARE(gamesOf(again.games), gamesOf(csv.games));
    }

    // A game of the history imported again: skipped when its result is the same, told when it differs;
    // the stored game is never replaced by an import.
    void knownGameWithAnotherResult()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const GameRecord rip = mctest::restInPeaceSeed();
        QVERIFY(store.addRecord(rip) >= 0);
        GameRecord changed = rip;
        changed.players[1].details[u"castles"_s] = 0; // one castle less: another result of the same game
        changed.players[1].score = 3;
        const QString same = dir.filePath(u"same.json"_s), other = dir.filePath(u"other.json"_s);
        QVERIFY(write(same, HistoryFiles::toJson({rip})));
        QVERIFY(write(other, HistoryFiles::toJson({changed})));
        HistoryStore::ImportOutcome out = HistoryStore::runImport(store.path(), same);
        QVERIFY2(out.problems.empty(), qPrintable(mc::problemKeys(out.problems)));
        QCOMPARE(out.skipped, 1);
        QCOMPARE(out.added, 0);
        out = HistoryStore::runImport(store.path(), other);
        QCOMPARE(out.problems.size(), std::size_t(1));
        QCOMPARE(mc::problemKey(out.problems.front()), u"games[0].gameKey: knownGameDiffers 'rip-seed-key'"_s);
        QCOMPARE(out.skipped, 0);
        QCOMPARE(out.added, 0);
        QCOMPARE(store.records().front().players[1].score, 4);
    }

    // Cancelled while storing, or at the very last moment before the commit: nothing of the file is
    // stored, the history is as it was.
    void cancelStoresNothing_data()
    {
        QTest::addColumn<int>("stopAt");
        QTest::newRow("while checking") << -1;
        QTest::newRow("while storing") << 64;
        QTest::newRow("before the commit") << 200;
    }
    void cancelStoresNothing()
    {
        QFETCH(int, stopAt);
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.addRecord(mctest::mansterSeed()) >= 0);
        std::vector<GameRecord> many;
        GameRecord g = mctest::mournersSeeds().front();
        for (int i = 0; i < 200; ++i) {
            g.playedAt = g.playedAt.addDays(1);
            g.computeUid();
            many.push_back(g);
        }
        const QString file = dir.filePath(u"many.json"_s);
        QVERIFY(write(file, HistoryFiles::toJson(many)));
        const auto out = HistoryStore::runImport(store.path(), file,
                                                 [stopAt](HistoryStore::ImportStage stage, qsizetype done, qsizetype) {
                                                     if (stopAt < 0)
                                                         return stage != HistoryStore::ImportStage::Checking || done == 0;
                                                     return stage != HistoryStore::ImportStage::Storing || done < stopAt;
                                                 });
        QVERIFY(out.cancelled);
        QCOMPARE(out.added, 0);
        QCOMPARE(store.gameCount(), 1);
        QVERIFY(!store.finishImport(out, file));
        QVERIFY2(store.message().contains(u"nothing of the file was stored"_s), qPrintable(store.message()));
        // Not cancelled: all of them, in one go.
        QVERIFY(store.importFile(file));
        QCOMPARE(store.gameCount(), 201);
    }

    // The app's import: off the GUI thread, the list follows when it is done.
    void startImportRunsInTheBackground()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const QString file = dir.filePath(u"all.csv"_s);
        QVERIFY(write(file, HistoryFiles::toCsv(mctest::everyShelfGame())));
        QSignalSpy finished(&store, &HistoryStore::importFinished);
        QSignalSpy importing(&store, &HistoryStore::importingChanged);
        QVERIFY(store.startImport(QUrl::fromLocalFile(file).toString()));
        QVERIFY(store.importing());
        QVERIFY(!store.startImport(file)); // one at a time
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!store.importing());
        QCOMPARE(importing.size(), 2);
        QCOMPARE(store.gameCount(), 6);
        QCOMPARE(store.games()->rowCount(), 6);
        QVERIFY2(store.message().contains(u"Games imported: 6"_s), qPrintable(store.message()));
    }

    // Another laptop's history file: its games come in with their uids (a game both hold is skipped,
    // also after a rename there), through the background import with progress; the file is not
    // changed by a byte.
    void anotherLaptopsHistoryFile()
    {
        QTemporaryDir dir;
        const std::vector<GameRecord> seeds = mctest::everyShelfGame();
        QVERIFY(seeds.size() >= 4);
        // Its name does not say what it is: the header does.
        const QString other = dir.filePath(u"from-the-club-laptop.bak"_s);
        makeLaptop(other, seeds);
        {
            // A rename there changes names, not uids: the game is still the one this history knows.
            HistoryStore there(other);
            QCOMPARE(there.renamePlayer(u"Ann"_s, u"Annabel"_s), int(seeds.size()) - 1);
        }
        const QByteArray before = bytesOf(other);
        QVERIFY(HistoryStore::isSqliteFile(other));

        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.addRecord(seeds[0]) >= 0); // Mourners Call from the calculator: Ann plays
        QVERIFY(store.addRecord(seeds[1]) >= 0); // a digital game: Dee and Eve
        const QString localUid = store.records().front().uid;
        QSignalSpy finished(&store, &HistoryStore::importFinished);
        QSignalSpy progress(&store, &HistoryStore::importProgressChanged);
        QVERIFY(store.startImport(QUrl::fromLocalFile(other).toString()));
        QVERIFY(finished.wait(60000));
        // Told, not skipped in silence: the renamed game differs from the one here (its uid is known).
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(progress.size() >= 3);
        QCOMPARE(store.gameCount(), int(seeds.size()));
        QCOMPARE(uidsOf(store.records()), uidsOf(seeds));
        QVERIFY2(store.message().contains(u"Games imported: %1"_s.arg(seeds.size() - 2)), qPrintable(store.message()));
        QVERIFY2(store.message().contains(u"already in the history: 1"_s), qPrintable(store.message()));
        QVERIFY2(store.message().contains(u"knownGameDiffers"_s) || store.message().contains(u"games.id="_s),
                 qPrintable(store.message()));
        QVERIFY(!localUid.isEmpty());
        QCOMPARE(bytesOf(other), before);

        // Again: every game is there.
        const HistoryStore::ImportOutcome again = HistoryStore::runImport(store.path(), other);
        QCOMPARE(again.added, 0);
        QCOMPARE(again.skipped, int(seeds.size()) - 1);
        QCOMPARE(store.gameCount(), int(seeds.size()));
        QCOMPARE(bytesOf(other), before);
    }

    // Older schemas read too, each through a copy upgraded by the store's own migrations. The file
    // stays as it was.
    void olderSchemasRead_data()
    {
        QTest::addColumn<int>("version");
        QTest::newRow("schema 7") << 7;
        QTest::newRow("schema 5") << 5;
        QTest::newRow("schema 4") << 4;
    }
    void olderSchemasRead()
    {
        QFETCH(int, version);
        QTemporaryDir dir;
        const std::vector<GameRecord> seeds = mctest::everyShelfGame();
        const QString other = dir.filePath(u"old.sqlite"_s);
        makeLaptop(other, seeds);
        // Back to what that version wrote: migration 8 moved Mourners Call's breakdown from the first
        // schema's columns into the players' details, 7 and 6 added a table each, 5 the seats' colours.
        QStringList down = mctest::backToSchema7(false);
        if (version < 7)
            down << u"DROP TABLE renames"_s;
        if (version < 6)
            down << u"DROP TABLE server_sync"_s;
        if (version < 5)
            down << u"ALTER TABLE players DROP COLUMN color"_s;
        down << u"PRAGMA user_version = %1"_s.arg(version) << u"VACUUM"_s;
        QVERIFY(runSql(other, down));
        const QByteArray before = bytesOf(other);
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const HistoryStore::ImportOutcome out = HistoryStore::runImport(store.path(), other);
        QVERIFY2(!out.refused, qPrintable(out.error));
        QVERIFY2(out.problems.empty(), qPrintable(mc::problemKeys(out.problems)));
        QCOMPARE(out.added, int(seeds.size()));
        QCOMPARE(uidsOf(store.records()), uidsOf(seeds));
        QCOMPARE(bytesOf(other), before);
        // The same games as the app reads from that file when it upgrades it (in a copy here).
        const QString copy = dir.filePath(u"copy.sqlite"_s);
        QVERIFY(QFile::copy(other, copy));
        QCOMPARE(gamesOf(store.records()), gamesOf(HistoryStore(copy).records()));
    }

    // A file of a newer version, another program's database, a damaged file: refused as a whole with
    // the reason, nothing stored, the file not touched.
    void sqliteFilesRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("reason");
        QTest::newRow("newer schema") << u"newer"_s << u"newer version of the app (schema 99"_s;
        QTest::newRow("another program") << u"other"_s << u"another program's database"_s;
        QTest::newRow("empty database") << u"empty"_s << u"another program's database"_s;
        QTest::newRow("damaged") << u"damaged"_s << u"damaged"_s;
    }
    void sqliteFilesRefused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString file = dir.filePath(u"file.sqlite"_s);
        if (kind == u"newer"_s) {
            makeLaptop(file, mctest::mournersSeeds());
            QVERIFY(runSql(file, {u"PRAGMA user_version = 99"_s}));
        } else if (kind == u"other"_s) {
            QVERIFY(runSql(file, {u"CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"_s,
                                  u"INSERT INTO notes (text) VALUES ('milk')"_s, u"PRAGMA user_version = 3"_s}));
        } else if (kind == u"empty"_s) {
            QVERIFY(runSql(file, {u"CREATE TABLE t (x)"_s, u"DROP TABLE t"_s}));
        } else {
            std::vector<GameRecord> many;
            GameRecord g = mctest::mournersSeeds().front();
            for (int i = 0; i < 100; ++i) {
                g.playedAt = g.playedAt.addDays(1);
                g.computeUid();
                many.push_back(g);
            }
            makeLaptop(file, many);
            QByteArray data = bytesOf(file);
            QVERIFY(data.size() > 3 * 4096);
            // The header stays; the pages after the first are noise.
            for (qsizetype i = 4096; i < data.size(); ++i)
                data[i] = char((i * 7919) & 0xff);
            QVERIFY(write(file, data));
        }
        QVERIFY(HistoryStore::isSqliteFile(file));
        const QByteArray before = bytesOf(file);
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.addRecord(mctest::mansterSeed()) >= 0);
        const HistoryStore::ImportOutcome out = HistoryStore::runImport(store.path(), file);
        QVERIFY(out.refused);
        QVERIFY(out.fileRefused);
        QVERIFY2(out.error.contains(reason), qPrintable(out.error));
        QCOMPARE(out.added, 0);
        QVERIFY(!store.importFile(file));
        QVERIFY2(store.message().startsWith(u"Nothing was imported from"_s), qPrintable(store.message()));
        QCOMPARE(store.gameCount(), 1);
        QCOMPARE(bytesOf(file), before);
    }
};

QTEST_GUILESS_MAIN(TestHistoryImport)
#include "tst_historyimport.moc"
