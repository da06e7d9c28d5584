// The history database: first start, migration from an older schema, damaged / locked / foreign
// files, recording an engine game, delete with undo, statistics, export and import, the list model.

#include "historystore.h"
#include "mournershistory.h"
#include "model/mourners/game.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPaintEngine>
#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "finishedgame.h"
#include "historyseeds.h"

using namespace Qt::StringLiterals;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(data), data.size());
}

GameRecord calculatorGame(const QString &a, const QString &b, int scoreA, int scoreB, int minutesAgo = 0)
{
    GameRecord g;
    g.playedAt = QDateTime(QDate(2024, 5, 1), QTime(20, 0), Qt::UTC).addSecs(-60 * minutesAgo);
    g.source = u"calculator"_s;
    g.ruleset = u"standard"_s;
    PlayerRecord pa;
    pa.name = a;
    MournersHistory::setFaction(pa, u"bone"_s);
    pa.setField(QLatin1StringView("unity"), scoreA);
    pa.setField(QLatin1StringView("etherea"), 2);
    PlayerRecord pb;
    pb.name = b;
    MournersHistory::setFaction(pb, u"spirit"_s);
    pb.setField(QLatin1StringView("unity"), scoreB);
    pb.setField(QLatin1StringView("etherea"), 1);
    g.players = {pa, pb};
    return g;
}

mc::Game finishedGame(std::uint64_t seed)
{
    return mctest::finishedGame({u"Ada"_s, u"Bo"_s, u"Cy"_s}, seed);
}

/// Strips what differs after a round trip by design (row ids).
std::vector<GameRecord> withoutIds(std::vector<GameRecord> games)
{
    for (GameRecord &g : games)
        g.id = -1;
    return games;
}

/// A paint device that keeps the text drawn on it, to read what a page says.

// The two tables of the first version of the history (schema 1), as its kMigration1 made them.
const QStringList kSchema1 = {
    u"CREATE TABLE games (id INTEGER PRIMARY KEY AUTOINCREMENT, played_at TEXT NOT NULL,"
    u" source TEXT NOT NULL, ruleset TEXT NOT NULL DEFAULT 'standard',"
    u" rounds INTEGER NOT NULL DEFAULT 0, duration_s INTEGER, notes TEXT NOT NULL DEFAULT '')"_s,
    u"CREATE TABLE players (game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    u" seat INTEGER NOT NULL, name TEXT NOT NULL, faction TEXT NOT NULL DEFAULT '',"
    u" motive TEXT NOT NULL DEFAULT '', unity INTEGER NOT NULL, bone INTEGER NOT NULL,"
    u" flesh INTEGER NOT NULL, spirit INTEGER NOT NULL, motive_bonus INTEGER NOT NULL,"
    u" etherea INTEGER NOT NULL, mourners INTEGER NOT NULL, score INTEGER NOT NULL,"
    u" place INTEGER NOT NULL, PRIMARY KEY (game_id, seat))"_s,
};

class TextRecorder : public QPaintDevice
{
public:
    TextRecorder() : m_engine(this) {}
    [[nodiscard]] QPaintEngine *paintEngine() const override { return &m_engine; }
    [[nodiscard]] QStringList texts() const { return m_texts; }

protected:
    [[nodiscard]] int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth: return 600;
        case PdmHeight: return 900;
        case PdmDpiX: case PdmDpiY: case PdmPhysicalDpiX: case PdmPhysicalDpiY: return 72;
        case PdmDepth: return 32;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        default: return 1000;
        }
    }

private:
    class Engine : public QPaintEngine
    {
    public:
        explicit Engine(TextRecorder *owner) : QPaintEngine(AllFeatures), m_owner(owner) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawLines(const QLineF *, int) override {}
        void drawRects(const QRectF *, int) override {}
        void drawPath(const QPainterPath &) override {}
        void drawEllipse(const QRectF &) override {}
        void drawPoints(const QPointF *, int) override {}
        void drawImage(const QRectF &, const QImage &, const QRectF &, Qt::ImageConversionFlags) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override { m_owner->m_texts.append(item.text()); }
        [[nodiscard]] Type type() const override { return User; }

    private:
        TextRecorder *m_owner;
    };
    mutable Engine m_engine;
    QStringList m_texts;
};

} // namespace

class TestHistoryStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"mourners-tests"_s);
        QLocale::setDefault(QLocale::c());
    }

    void createdOnFirstStart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"sub/folder/history.sqlite"_s);
        HistoryStore store(path);
        QVERIFY2(store.available(), qPrintable(store.errorText()));
        QVERIFY(QFile::exists(path));
        QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);
        QCOMPARE(store.gameCount(), 0);
        // The application's store lives in the (test mode) data folder.
        QVERIFY(HistoryStore::defaultPath().startsWith(
                QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    }

    // A file written by the first version (schema 1) is upgraded with its games kept, their
    // fingerprints and tie-breaks filled in, and a duplicate of an older file dropped.
    void migratesFromSchema1()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"history.sqlite"_s);
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v1"_s);
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QSqlQuery q(d);
            const QStringList sql = kSchema1 + QStringList{
                u"INSERT INTO games VALUES (1, '2023-11-02T19:00:00Z', 'table', 'standard', 7, 5400, 'club night')"_s,
                u"INSERT INTO players VALUES (1, 0, 'Ada', 'bone', 'The Iron Ledger', 10, 5, 3, 2, 4, 5, 1, 0, 0)"_s,
                u"INSERT INTO players VALUES (1, 1, 'Bo', 'flesh', '', 12, 4, 2, 2, 4, 3, 2, 0, 0)"_s,
                u"INSERT INTO games VALUES (2, '2023-11-09T19:00:00Z', 'calculator', 'standard', 0, NULL, '')"_s,
                u"INSERT INTO players VALUES (2, 0, 'Ada', '', '', 8, 0, 0, 0, 0, 0, 0, 0, 0)"_s,
                u"INSERT INTO players VALUES (2, 1, 'Cy', '', '', 9, 0, 0, 0, 0, 0, 0, 0, 0)"_s,
                // The same game entered twice by the old version.
                u"INSERT INTO games VALUES (3, '2023-11-09T19:00:00Z', 'calculator', 'standard', 0, NULL, '')"_s,
                u"INSERT INTO players VALUES (3, 0, 'Ada', '', '', 8, 0, 0, 0, 0, 0, 0, 0, 0)"_s,
                u"INSERT INTO players VALUES (3, 1, 'Cy', '', '', 9, 0, 0, 0, 0, 0, 0, 0, 0)"_s,
                u"PRAGMA user_version = 1"_s};
            for (const QString &s : sql)
                QVERIFY2(q.exec(s), qPrintable(q.lastError().text() + u" in "_s + s));
            d.close();
        }
        QSqlDatabase::removeDatabase(u"v1"_s);

        HistoryStore store(path);
        QVERIFY2(store.available(), qPrintable(store.errorText()));
        QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);
        QCOMPARE(store.gameCount(), 2);
        const auto first = store.record(1);
        QVERIFY(first);
        QCOMPARE(first->rounds, 7);
        QCOMPARE(first->durationSeconds, 5400);
        QCOMPARE(first->notes, u"club night"_s);
        QCOMPARE(MournersHistory::motiveOf(first->players[0]), u"The Iron Ledger"_s);
        QVERIFY(!first->uid.isEmpty());
        // Both 24 points; Ada has more Etherea (R-END-5), filled in by the migration.
        QCOMPARE(first->players[0].score, 24);
        QCOMPARE(first->players[1].score, 24);
        QCOMPARE(first->players[0].place, 1);
        QCOMPARE(first->players[1].place, 2);
        QCOMPARE(first->players[0].tiebreak, u"etherea"_s);
        QCOMPARE(first->winners(), QStringList{u"Ada"_s});
        QVERIFY(store.record(2));
        QVERIFY(!store.record(3)); // the duplicate
        // New games can be added to the upgraded file.
        QVERIFY(store.addRecord(calculatorGame(u"Di"_s, u"Ed"_s, 3, 4)) > 0);
        QCOMPARE(store.gameCount(), 3);
    }

    // Garbage bytes: a clear error, a store that still answers, and the file exactly as it was.
    void damagedFileIsReportedAndKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"history.sqlite"_s);
        QByteArray garbage;
        for (int i = 0; i < 8192; ++i)
            garbage.append(char((i * 37 + 11) & 0xff));
        writeAll(path, garbage);

        HistoryStore store(path);
        QVERIFY(!store.available());
        QVERIFY2(store.errorText().contains(u"damaged"_s), qPrintable(store.errorText()));
        QVERIFY(store.errorText().contains(u"history.sqlite"_s));
        QCOMPARE(store.gameCount(), 0);
        QCOMPARE(store.games()->rowCount(), 0);
        QVERIFY(store.records().empty());
        QString error;
        QCOMPARE(store.addRecord(calculatorGame(u"Ada"_s, u"Bo"_s, 1, 2), &error), qint64(-1));
        QVERIFY(!error.isEmpty());
        QVERIFY(!store.exportCsv(dir.filePath(u"out.csv"_s)));
        QVERIFY(!store.message().isEmpty());
        QVERIFY(!store.importFile(dir.filePath(u"out.csv"_s)));
        QVERIFY(!store.removeGame(1));
        QVERIFY(store.gameDetail(1).isEmpty());
        QVERIFY(store.playerStats().isEmpty());
        QVERIFY(!store.reopen());
        QCOMPARE(readAll(path), garbage);
    }

    void foreignOrNewerFilesAreKept_data()
    {
        QTest::addColumn<QStringList>("sql");
        QTest::addColumn<QString>("reason");
        QTest::newRow("another program's database")
                << QStringList{u"CREATE TABLE contacts (name TEXT)"_s} << u"another program"_s;
        QTest::newRow("a newer schema")
                << QStringList{u"CREATE TABLE games (id INTEGER)"_s, u"PRAGMA user_version = 99"_s}
                << u"newer version"_s;
    }

    void foreignOrNewerFilesAreKept()
    {
        QFETCH(QStringList, sql);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"history.sqlite"_s);
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other"_s);
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QSqlQuery q(d);
            for (const QString &s : sql)
                QVERIFY(q.exec(s));
            d.close();
        }
        QSqlDatabase::removeDatabase(u"other"_s);
        const QByteArray before = readAll(path);
        HistoryStore store(path);
        QVERIFY(!store.available());
        QVERIFY2(store.errorText().contains(reason), qPrintable(store.errorText()));
        QCOMPARE(readAll(path), before);
    }

    // Another program holds a write lock: reported as locked; once it lets go, "Try again" works.
    void lockedFileIsReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"history.sqlite"_s);
        { HistoryStore first(path); QVERIFY(first.available()); }
        QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"locker"_s);
        d.setDatabaseName(path);
        QVERIFY(d.open());
        {
            QSqlQuery q(d);
            QVERIFY(q.exec(u"BEGIN EXCLUSIVE"_s));
        }
        {
            HistoryStore store(path);
            QVERIFY(!store.available());
            QVERIFY2(store.errorText().contains(u"locked"_s), qPrintable(store.errorText()));
            {
                QSqlQuery q(d);
                QVERIFY(q.exec(u"ROLLBACK"_s));
            }
            QSignalSpy availability(&store, &HistoryStore::availableChanged);
            QVERIFY(store.reopen());
            QVERIFY(store.available());
            QCOMPARE(availability.count(), 1);
        }
        d.close();
        d = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"locker"_s);
    }

    // GameController's hook: a finished engine game with seats, factions, motives and round data.
    void recordsAnEngineGame()
    {
        const mc::Game game = finishedGame(7);
        QVERIFY(game.state().isTerminal());
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const qint64 id = MournersHistory::record(store, game, 3600);
        QVERIFY2(id > 0, qPrintable(store.message()));
        const auto rec = store.record(id);
        QVERIFY(rec);
        QCOMPARE(rec->source, u"digital"_s);
        QCOMPARE(rec->ruleset, game.state().rules().id);
        QCOMPARE(rec->rounds, int(game.state().round));
        QCOMPARE(rec->durationSeconds, 3600);
        QCOMPARE(rec->players.size(), std::size_t(3));
        QCOMPARE(rec->players[1].name, u"Bo"_s);
        for (const PlayerRecord &p : rec->players) {
            QVERIFY2(!MournersHistory::factionOf(p).isEmpty(), "every seat declared a faction");
            QVERIFY2(!MournersHistory::motiveOf(p).isEmpty(), "every seat kept a motive");
        }
        // The ranking is the engine's (R-END-4/5).
        const auto ranking = mc::rank(mc::scoreInputs(game.state(), {u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        for (const mc::ScoreResult &r : ranking) {
            QCOMPARE(rec->players[std::size_t(r.input)].score, r.score);
            QCOMPARE(rec->players[std::size_t(r.input)].place, r.place);
        }
        // One entry per round, the last one the final scores.
        const QJsonArray rounds = rec->roundData.value(u"rounds"_s).toArray();
        QCOMPARE(rounds.size(), qsizetype(rec->rounds));
        QCOMPARE(rounds.first().toObject().value(u"round"_s).toInt(), 1);
        const QJsonArray last = rounds.last().toObject().value(u"scores"_s).toArray();
        for (std::size_t s = 0; s < 3; ++s)
            QCOMPARE(last.at(qsizetype(s)).toInt(), rec->players[s].score);
        const QVariantMap detail = store.gameDetail(id);
        QVERIFY(detail.value(u"hasRoundData"_s).toBool());
        QCOMPARE(detail.value(u"scoreSeries"_s).toList().size(), 3);
        const QVariantList lines = detail.value(u"roundLines"_s).toList();
        QCOMPARE(lines.size(), 2); // the two meters of the game's module
        QCOMPARE(lines[0].toMap().value(u"key"_s).toString(), u"suspicion"_s);
        QCOMPARE(lines[0].toMap().value(u"values"_s).toList().size(), rounds.size());
        QCOMPARE(lines[0].toMap().value(u"values"_s).toList().last().toInt(),
                 rounds.last().toObject().value(u"suspicion"_s).toInt());
        QCOMPARE(lines[1].toMap().value(u"name"_s).toString(), u"Threat"_s);
        // Recording the same game twice is refused, not doubled.
        bool already = false;
        QCOMPARE(store.addRecord(*rec, nullptr, &already), id);
        QVERIFY(already);
        QCOMPARE(store.gameCount(), 1);
    }

    // Issue 11: the end screen's "Add to the history" pressed again, minutes later (or after the
    // game was loaded again), finds the same game by its identity (seed, seats, actions) and adds
    // nothing; another game is another record.
    void sameEngineGameSavedLaterIsOneGame()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const mc::Game game = finishedGame(7);
        bool already = true;
        const qint64 id = MournersHistory::record(store, game, -1, &already);
        QVERIFY2(id > 0, qPrintable(store.message()));
        QVERIFY(!already);
        GameRecord later = MournersHistory::fromGame(game);
        later.playedAt = later.playedAt.addSecs(600);
        QCOMPARE(store.addRecord(later, nullptr, &already), id);
        QVERIFY(already);
        QVERIFY2(store.message().contains(u"already in the history"_s), qPrintable(store.message()));
        QCOMPARE(store.gameCount(), 1);
        QVERIFY(MournersHistory::record(store, finishedGame(8), -1, &already) != id);
        QVERIFY(!already);
        QCOMPARE(store.gameCount(), 2);
    }

    // A file written by the previous version (schema 2) is upgraded to schema 3 (game_key) with its
    // games, notes and fingerprints kept; the same game saved again is still found.
    void migratesFromSchema2()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"history.sqlite"_s);
        GameRecord old = calculatorGame(u"Ada"_s, u"Bo"_s, 12, 9);
        old.notes = u"old notes"_s;
        old.rankPlayers();
        old.computeUid();
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v2"_s);
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QSqlQuery q(d);
            // The schema of version 2, as kMigration1 + kMigration2 of that version made it.
            const QStringList sql = kSchema1 + QStringList{
                u"ALTER TABLE games ADD COLUMN uid TEXT"_s,
                u"ALTER TABLE games ADD COLUMN round_data TEXT NOT NULL DEFAULT ''"_s,
                u"ALTER TABLE players ADD COLUMN tiebreak TEXT NOT NULL DEFAULT 'none'"_s,
                u"CREATE INDEX players_name ON players (name COLLATE NOCASE)"_s,
                u"CREATE UNIQUE INDEX games_uid ON games (uid)"_s,
                u"INSERT INTO games (id, played_at, source, ruleset, rounds, duration_s, notes, uid, round_data) "
                u"VALUES (1, '2024-05-01T20:00:00Z', 'calculator', 'standard', 0, NULL, 'old notes', '%1', '')"_s.arg(old.uid),
                u"INSERT INTO players VALUES (1, 0, 'Ada', 'bone', '', 12, 0, 0, 0, 0, 2, 0, 12, 1, 'none')"_s,
                u"INSERT INTO players VALUES (1, 1, 'Bo', 'spirit', '', 9, 0, 0, 0, 0, 1, 0, 9, 2, 'none')"_s,
                u"PRAGMA user_version = 2"_s};
            for (const QString &s : sql)
                QVERIFY2(q.exec(s), qPrintable(q.lastError().text() + u" in "_s + s));
            d.close();
        }
        QSqlDatabase::removeDatabase(u"v2"_s);

        HistoryStore store(path);
        QVERIFY2(store.available(), qPrintable(store.errorText()));
        QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);
        QCOMPARE(store.gameCount(), 1);
        const auto rec = store.record(1);
        QVERIFY(rec);
        QCOMPARE(rec->notes, u"old notes"_s);
        QCOMPARE(rec->uid, old.uid);
        QCOMPARE(rec->gameKey, QString());
        bool already = false;
        QCOMPARE(store.addRecord(old, nullptr, &already), qint64(1));
        QVERIFY(already);
        // A game of the app, with its key, goes into the upgraded file and comes back with it.
        const qint64 id = MournersHistory::record(store, finishedGame(5));
        QVERIFY2(id > 1, qPrintable(store.message()));
        QVERIFY(!store.record(id)->gameKey.isEmpty());
    }

    // The shelf: a file of schema 3 (the last before the shelf; every game in it a Mourners Call game)
    // is upgraded to schema 4 with its games kept and marked as Mourners Call games.
    void migratesFromSchema3()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"history.sqlite"_s);
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v3"_s);
            d.setDatabaseName(path);
            QVERIFY(d.open());
            QSqlQuery q(d);
            // The schema of version 3, as kMigration1..3 of that version made it.
            const QStringList sql = kSchema1 + QStringList{
                u"ALTER TABLE games ADD COLUMN uid TEXT"_s,
                u"ALTER TABLE games ADD COLUMN round_data TEXT NOT NULL DEFAULT ''"_s,
                u"ALTER TABLE players ADD COLUMN tiebreak TEXT NOT NULL DEFAULT 'none'"_s,
                u"CREATE INDEX players_name ON players (name COLLATE NOCASE)"_s,
                u"CREATE UNIQUE INDEX games_uid ON games (uid)"_s,
                u"ALTER TABLE games ADD COLUMN game_key TEXT NOT NULL DEFAULT ''"_s,
                u"INSERT INTO games (id, played_at, source, ruleset, rounds, duration_s, notes, uid, round_data, game_key) "
                u"VALUES (1, '2025-02-01T20:00:00Z', 'table', 'standard', 3, 3600, 'kept', 'u1', '', 'k1')"_s,
                u"INSERT INTO players VALUES (1, 0, 'Ada', 'bone', '', 12, 0, 0, 0, 0, 2, 0, 12, 1, 'none')"_s,
                u"INSERT INTO players VALUES (1, 1, 'Bo', 'spirit', '', 9, 0, 0, 0, 0, 1, 0, 9, 2, 'none')"_s,
                u"PRAGMA user_version = 3"_s};
            for (const QString &s : sql)
                QVERIFY2(q.exec(s), qPrintable(q.lastError().text() + u" in "_s + s));
            d.close();
        }
        QSqlDatabase::removeDatabase(u"v3"_s);

        HistoryStore store(path);
        QVERIFY2(store.available(), qPrintable(store.errorText()));
        QCOMPARE(store.schemaVersion(), HistoryStore::kSchemaVersion);
        const auto rec = store.record(1);
        QVERIFY(rec);
        QCOMPARE(rec->game, u"mourners-call"_s);
        QCOMPARE(rec->notes, u"kept"_s);
        QCOMPARE(rec->gameKey, u"k1"_s);
        QCOMPARE(rec->players.size(), std::size_t(2));
        QCOMPARE(rec->players[0].number(QLatin1StringView("unity")), 12);
        // Schema 8: the breakdown of the first schema's columns is the player's details.
        QCOMPARE(rec->players[0].details,
                 (QJsonObject{{u"faction"_s, u"bone"_s}, {u"unity"_s, 12}, {u"etherea"_s, 2}}));
        QCOMPARE(store.games()->data(store.games()->index(0, 0), HistoryModel::ShelfGameRole).toString(),
                 u"mourners-call"_s);
    }

    // Another game of the shelf keeps its own numbers, ranking and awards: through the database, the
    // detail page's rows and both export formats.
    void otherGameOfTheShelf_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("json") << u"other.json"_s;
        QTest::newRow("csv") << u"other.csv"_s;
    }

    void otherGameOfTheShelf()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"a.sqlite"_s));
        // As Dead Man's Crown's sheet records it: the import checks it by that sheet's own rules.
        const GameRecord g = mctest::deadMansCrownSeed();
        const qint64 id = store.addRecord(g);
        QVERIFY2(id > 0, qPrintable(store.message()));
        const auto back = store.record(id);
        QVERIFY(back);
        QCOMPARE(back->game, g.game);
        QCOMPARE(back->details, g.details);
        QCOMPARE(back->players[1].score, g.players[1].score); // not re-ranked by Mourners Call's rules
        QCOMPARE(back->players[1].place, g.players[1].place);
        QCOMPARE(back->players[1].tiebreak, g.players[1].tiebreak);
        QCOMPARE(back->players[1].details, g.players[1].details);

        const QVariantMap detail = store.gameDetail(id);
        QCOMPARE(detail.value(u"shelfGame"_s).toString(), g.game);
        QStringList keys;
        for (const QVariant &row : detail.value(u"detailRows"_s).toList())
            keys << row.toMap().value(u"key"_s).toString();
        // In the order of the game's own sheet (rituals first), not alphabetical.
        QCOMPARE(keys.mid(0, 2), (QStringList{u"rituals"_s, u"oracle.black"_s}));
        QCOMPARE(detail.value(u"players"_s).toList().first().toMap().value(u"values"_s).toMap()
                         .value(u"rituals"_s).toInt(), g.players[std::size_t(back->placeOrder().front())].details.value(u"rituals"_s).toInt());

        const QString path = dir.filePath(file);
        QVERIFY(file.endsWith(u".csv"_s) ? store.exportCsv(path) : store.exportJson(path));
        HistoryStore other(dir.filePath(u"b.sqlite"_s));
        QVERIFY2(other.importFile(path), qPrintable(other.message()));
        QCOMPARE(other.gameCount(), 1);
        GameRecord imported = other.records().front();
        GameRecord expected = *back;
        imported.id = expected.id = -1;
        if (file.endsWith(u".csv"_s))
            expected.details = {}; // the CSV keeps a player's numbers, not the whole game's
        QCOMPARE(imported.players, expected.players);
        QCOMPARE(imported.toJson(), expected.toJson());
        QVERIFY(imported == expected);
    }

    // Issue 11: the printed score sheet speaks the table's language: no rule ids in its text.
    void scoreSheetHasNoRuleIds()
    {
        GameRecord g = calculatorGame(u"Ada"_s, u"Bo"_s, 12, 12);
        g.rankPlayers();
        TextRecorder device;
        QPainter painter(&device);
        HistoryFiles::paintScoreSheet(g, painter, 500);
        painter.end();
        const QString all = device.texts().join(u'\n');
        QVERIFY2(all.contains(u"Etherea"_s), qPrintable(all)); // the tie sentence and the notes were drawn
        QVERIFY2(!all.contains(QRegularExpression(u"\\b[RD]-[A-Z]+-?\\d*"_s)), qPrintable(all));
    }

    // The printed sheet of another game of the shelf is that game's sheet: its own numbers, its
    // title, its total; never Mourners Call's fields at 0 with a tie "on 0" that did not happen.
    void scoreSheetOfAnotherGame()
    {
        GameRecord g;
        g.game = u"dead-mans-crown"_s;
        g.source = u"calculator"_s;
        g.playedAt = QDateTime(QDate(2026, 3, 4), QTime(12, 0), Qt::UTC);
        for (const auto &[name, score, place] : {std::tuple{u"Ada"_s, 17, 1}, std::tuple{u"Bo"_s, 9, 2}}) {
            PlayerRecord p;
            p.name = name;
            p.score = score;
            p.place = place;
            p.details = QJsonObject{{u"rituals"_s, score - 5}, {u"oracle"_s, QJsonObject{{u"black"_s, place}}}};
            g.players.push_back(p);
        }
        const auto rows = HistoryFiles::scoreSheetRows(g);
        QStringList labels;
        for (const auto &r : rows)
            labels << r.label;
        // The sheet's order and its names of the fields.
        QCOMPARE(labels, (QStringList{u"Player"_s, u"Ritual points"_s, u"Cubes on black"_s, u"Total"_s, u"Place"_s}));
        QCOMPARE(rows[1].values, (QStringList{u"12"_s, u"4"_s}));
        QCOMPARE(rows[3].values, (QStringList{u"17"_s, u"9"_s}));
        TextRecorder device;
        QPainter painter(&device);
        HistoryFiles::paintScoreSheet(g, painter, 500);
        painter.end();
        const QString all = device.texts().join(u'\n');
        QVERIFY2(all.contains(u"Dead Man's Crown"_s), qPrintable(all));
        QVERIFY2(!all.contains(u"Mourners Call"_s) && !all.contains(u"Unity"_s) && !all.contains(u"tie on"_s)
                     && !all.contains(u"Etherea"_s),
                 qPrintable(all));
        QVERIFY2(all.contains(u"Winner: Ada"_s), qPrintable(all));
    }

    // Issue 11: a calculator game is dated by its day (it has no time); a motive row only when a
    // motive was recorded; the notes say they are notes; a shared win names "Ada and Bo".
    void scoreSheetOfCalculatorGame()
    {
        GameRecord g = calculatorGame(u"Ada"_s, u"Bo"_s, 12, 12);
        g.players[1].setField(QLatin1StringView("etherea"), 2); // level on everything: the place is shared (R-END-5)
        g.notes = u"Club night"_s;
        g.playedAt = QDateTime(QDate(2026, 10, 22), QTime(12, 0)).toUTC();
        g.rankPlayers();
        for (const auto &r : HistoryFiles::scoreSheetRows(g))
            QVERIFY2(r.label != u"Ulterior Motive"_s, "no motive was recorded: no empty row");
        TextRecorder device;
        QPainter painter(&device);
        HistoryFiles::paintScoreSheet(g, painter, 500);
        painter.end();
        const QString all = device.texts().join(u'\n');
        QVERIFY2(!all.contains(u"12:00"_s), qPrintable(all));
        QVERIFY2(all.contains(QLocale().toString(QDate(2026, 10, 22), QLocale::ShortFormat)), qPrintable(all));
        QVERIFY2(all.contains(u"Notes: Club night"_s), qPrintable(all));
        QVERIFY2(all.contains(u"Shared win: Ada and Bo"_s), qPrintable(all));

        MournersHistory::setMotive(g.players[0], u"The Iron Ledger"_s);
        bool motiveRow = false;
        for (const auto &r : HistoryFiles::scoreSheetRows(g))
            motiveRow = motiveRow || (r.label == u"Ulterior Motive"_s && r.values.contains(u"The Iron Ledger"_s));
        QVERIFY(motiveRow);
    }

    void deleteAndUndo()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const qint64 a = store.addRecord(calculatorGame(u"Ada"_s, u"Bo"_s, 10, 8, 10));
        const qint64 b = store.addRecord(calculatorGame(u"Cy"_s, u"Bo"_s, 7, 9, 5));
        QVERIFY(a > 0 && b > 0);
        const auto before = store.record(a);
        QVERIFY(store.removeGame(a));
        QVERIFY(store.canUndoRemove());
        QCOMPARE(store.gameCount(), 1);
        QVERIFY(!store.record(a));
        QVERIFY(store.undoRemove());
        QVERIFY(!store.canUndoRemove());
        QCOMPARE(store.gameCount(), 2);
        QCOMPARE(store.record(a), before); // same id, same content
        QVERIFY(!store.undoRemove());
        QVERIFY(store.removeGame(b));
        store.dropUndo();
        QVERIFY(!store.undoRemove());
        QCOMPARE(store.gameCount(), 1);
    }

    void statistics()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.addRecord(calculatorGame(u"Ada"_s, u"Bo"_s, 10, 8, 30)) > 0);
        QVERIFY(store.addRecord(calculatorGame(u"Ada"_s, u"Bo"_s, 20, 4, 20)) > 0);
        QVERIFY(store.addRecord(calculatorGame(u"Cy"_s, u"Bo"_s, 1, 9, 10)) > 0);
        const QVariantList players = store.playerStats();
        QCOMPARE(players.size(), 3);
        const QVariantMap ada = players.at(0).toMap();
        QCOMPARE(ada.value(u"name"_s).toString(), u"Ada"_s);
        QCOMPARE(ada.value(u"wins"_s).toInt(), 2);
        QCOMPARE(ada.value(u"games"_s).toInt(), 2);
        QCOMPARE(ada.value(u"averageScore"_s).toDouble(), 15.0);
        const QVariantMap bo = players.at(1).toMap();
        QCOMPARE(bo.value(u"name"_s).toString(), u"Bo"_s);
        QCOMPARE(bo.value(u"wins"_s).toInt(), 1);
        QCOMPARE(bo.value(u"averageScore"_s).toDouble(), 7.0);
        const QVariantList factions = store.categoryStats(u"mourners-call"_s, u"faction"_s);
        QCOMPARE(store.categoryStats(QString(), u"faction"_s), factions); // the one game with factions
        QVERIFY(store.categoryStats(u"mourners-call"_s, u"nothing"_s).isEmpty());
        QCOMPARE(factions.size(), 2);
        QCOMPARE(factions.at(0).toMap().value(u"faction"_s).toString(), u"bone"_s); // 2 wins
        QCOMPARE(factions.at(0).toMap().value(u"name"_s).toString(), u"Bone"_s);
        QCOMPARE(factions.at(1).toMap().value(u"wins"_s).toInt(), 1);
        QCOMPARE(ada.value(u"winRate"_s).toInt(), 100);
        QCOMPARE(bo.value(u"winRate"_s).toInt(), 33); // 1 of 3

        // Scores over time: oldest first, one line per player with a point per game played.
        const QVariantMap timeline = store.scoreTimeline(u"mourners-call"_s);
        QCOMPARE(timeline.value(u"games"_s).toInt(), 3);
        QVariantList boPoints;
        for (const QVariant &line : timeline.value(u"series"_s).toList())
            if (line.toMap().value(u"name"_s).toString() == u"Bo"_s)
                boPoints = line.toMap().value(u"points"_s).toList();
        QCOMPARE(boPoints.size(), 3);
        QCOMPARE(timeline.value(u"series"_s).toList().first().toMap().value(u"name"_s).toString(), u"Bo"_s); // most games
        QCOMPARE(store.scoreTimeline(u"mourners-call"_s, 1).value(u"series"_s).toList().size(), 1);
        QCOMPARE(store.scoreTimeline(u"dead-mans-crown"_s).value(u"games"_s).toInt(), 0);
        QCOMPARE(store.gamesInHistory(), QStringList{u"mourners-call"_s});
        QVERIFY(store.playerStats(u"dead-mans-crown"_s).isEmpty()); // another game's scores are apart
    }

    // CSV and JSON of the whole history read back into an empty history give the same games
    // (CSV has no round data); read into the same history they are all skipped as duplicates.
    void exportImportRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("json") << u"history.json"_s;
        QTest::newRow("csv") << u"history.csv"_s;
    }

    void exportImportRoundTrip()
    {
        QFETCH(QString, file);
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"a.sqlite"_s));
        GameRecord tricky = calculatorGame(u"O'Neil, \"Ace\""_s, u"Bø line"_s, 12, 12); // a line break is no name (mc::nameProblem)
        tricky.notes = u"commas, quotes \" and\nbreaks"_s;
        QVERIFY(store.addRecord(tricky) > 0);
        QVERIFY(store.addRecord(calculatorGame(u"Ada"_s, u"Bo"_s, 10, 8, 90)) > 0);
        QVERIFY(MournersHistory::record(store, finishedGame(3), 1800) > 0);
        const QString path = dir.filePath(file);
        QVERIFY2(store.exportCsv(path) || !file.endsWith(u".csv"_s), qPrintable(store.message()));
        if (file.endsWith(u".json"_s))
            QVERIFY2(store.exportJson(QUrl::fromLocalFile(path).toString()), qPrintable(store.message()));

        HistoryStore other(dir.filePath(u"b.sqlite"_s));
        QVERIFY2(other.importFile(path), qPrintable(other.message()));
        QVERIFY(other.message().contains(u"Games imported: 3"_s));
        auto expected = withoutIds(store.records());
        if (file.endsWith(u".csv"_s))
            for (GameRecord &g : expected)
                g.roundData = {};
        const auto got = withoutIds(other.records());
        QCOMPARE(got.size(), expected.size());
        for (std::size_t i = 0; i < got.size(); ++i) {
            QCOMPARE(got[i].uid, expected[i].uid);
            QCOMPARE(got[i].players, expected[i].players);
            QCOMPARE(got[i].notes, expected[i].notes);
            QVERIFY(got[i] == expected[i]);
        }

        QVERIFY(store.importFile(path));
        QVERIFY2(store.message().contains(u"Games imported: 0; already in the history: 3"_s),
                 qPrintable(store.message()));
        QCOMPARE(store.gameCount(), 3);
    }

    // Bad rows are named by line and leave their game out; the good games still come in.
    void importReportsBadRows()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const QString path = dir.filePath(u"in.csv"_s);
        writeAll(path, "game,played_at,source,seat,name,unity,bone,flesh,spirit,motive_bonus,etherea,mourners\n"
                       "g1,2024-01-01T20:00:00Z,calculator,1,Ada,10,0,0,0,0,1,0\n"
                       "g1,2024-01-01T20:00:00Z,calculator,2,Bo,9,0,0,0,0,1,0\n"
                       "g2,2024-01-02T20:00:00Z,calculator,1,Cy,ten,0,0,0,0,1,0\n"
                       "g2,2024-01-02T20:00:00Z,calculator,2,Di,3,0,0,0,0,1,0\n"
                       "g3,yesterday,calculator,1,Ed,3,0,0,0,0,1,0\n"
                       "g4,2024-01-04T20:00:00Z,calculator,1,Solo,3,0,0,0,0,1,0\n");
        QVERIFY(!store.importFile(path));
        const QString m = store.message();
        QVERIFY2(m.contains(u"Games imported: 1;"_s), qPrintable(m));
        QVERIFY2(m.contains(u"line 4, unity: must be a whole number from 0 to 999"_s), qPrintable(m));
        QVERIFY2(m.contains(u"line 6, played_at: must be a date"_s), qPrintable(m));
        QVERIFY2(m.contains(u"line 7, seat: "_s), qPrintable(m));
        QCOMPARE(store.gameCount(), 1);

        writeAll(path, "not json at all {");
        QVERIFY(!store.importFile(dir.filePath(u"in.json"_s))); // missing file
        QVERIFY(store.message().contains(u"in.json"_s));
        writeAll(dir.filePath(u"bad.json"_s), "{\"format\": \"mourners-history\", \"games\": [{\"playedAt\": \"2024-01-01T20:00:00Z\","
                                             " \"players\": [{\"name\": \"A\", \"breakdown\": {\"unity\": -3}}, {\"name\": \"B\"}]}]}");
        QVERIFY(!store.importFile(dir.filePath(u"bad.json"_s)));
        QVERIFY2(store.message().contains(u"games[0].players[0].breakdown.unity: must be a whole number from 0 to 999"_s),
                 qPrintable(store.message()));
        QCOMPARE(store.gameCount(), 1);
    }

    // One finished game as a file: the documented fields, and it reads back as the same game.
    void gameFileAndScoreSheet()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const qint64 id = MournersHistory::record(store, finishedGame(11), 2700);
        QVERIFY(id > 0);
        const QString path = dir.filePath(u"game.json"_s);
        QVERIFY(store.exportGame(id, path));
        const QJsonObject o = QJsonDocument::fromJson(readAll(path)).object();
        QCOMPARE(o.value(u"format"_s).toString(), u"mourners-game"_s);
        QCOMPARE(o.value(u"game"_s).toString(), u"Court of the Dead: Mourners Call"_s);
        QCOMPARE(o.value(u"durationMinutes"_s).toInt(), 45);
        QCOMPARE(o.value(u"players"_s).toArray().size(), 3);
        const QJsonObject p0 = o.value(u"players"_s).toArray().at(0).toObject();
        for (const QString &key : {u"name"_s, u"seat"_s, u"faction"_s, u"motive"_s, u"score"_s, u"place"_s,
                                   u"winner"_s, u"tiebreak"_s, u"breakdown"_s})
            QVERIFY2(p0.contains(key), qPrintable(key));
        QVERIFY(!o.value(u"winners"_s).toArray().isEmpty());
        GameRecord back;
        QString error;
        QVERIFY2(GameRecord::fromJson(o, back, error), qPrintable(error));
        back.id = id;
        QCOMPARE(back, *store.record(id));
        // A single game file imports too (and is a duplicate here).
        QVERIFY(store.importFile(path));
        QCOMPARE(store.gameCount(), 1);

        const QString pdf = dir.filePath(u"sheet.pdf"_s);
        QVERIFY2(store.exportScoreSheet(id, pdf), qPrintable(store.message()));
        QVERIFY(readAll(pdf).startsWith("%PDF-"));
        QVERIFY(!store.exportScoreSheet(9999, pdf));
    }

    // The history's order, newest first: a game kept with its day only (a score sheet, the calculator:
    // stored at noon) does not sort as noon against the games of that day that have a time. On one day
    // the timed games come first, newest first, then the day-only ones, the one entered last first.
    void dayOnlyGamesSortBelowTimedOnesOfTheirDay()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const QDate day(2024, 5, 1);
        const auto timed = [&](const QString &winner, QTime at, QDate on) {
            GameRecord g = calculatorGame(winner, u"Zed"_s, 20, 1);
            g.game = u"manster-duel"_s;
            g.source = u"table"_s;
            g.playedAt = QDateTime(on, at, Qt::UTC);
            return store.addRecord(g);
        };
        const auto dayOnly = [&](const QString &winner, QDate on) {
            GameRecord g = calculatorGame(winner, u"Zed"_s, 20, 1);
            g.game = u"dead-mans-crown"_s;
            g.playedAt = QDateTime(on, QTime(12, 0), Qt::UTC);
            return store.addRecord(g);
        };
        const qint64 yesterday = dayOnly(u"Yan"_s, day.addDays(-1));
        const qint64 sheetEarly = dayOnly(u"Sam"_s, day);  // entered in the morning
        const qint64 morningDuel = timed(u"Mo"_s, QTime(10, 30), day);
        const qint64 eveningDuel = timed(u"Eve"_s, QTime(18, 45), day); // later than the sheet's noon
        const qint64 sheetLate = dayOnly(u"Sue"_s, day);   // entered at night
        const qint64 tomorrowDuel = timed(u"Tom"_s, QTime(9, 0), day.addDays(1));
        const std::vector<GameRecord> games = store.records();
        QList<qint64> order;
        for (const GameRecord &g : games)
            order << g.id;
        QCOMPARE(order, (QList<qint64>{tomorrowDuel, eveningDuel, morningDuel, sheetLate, sheetEarly, yesterday}));
        HistoryModel *model = store.games();
        QCOMPARE(model->gameIdAt(1), eveningDuel);
        QCOMPARE(model->gameIdAt(3), sheetLate);
    }

    void listModel()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        HistoryModel *model = store.games();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy count(model, &HistoryModel::countChanged);
        const qint64 older = store.addRecord(calculatorGame(u"Ada"_s, u"Bo"_s, 10, 8, 60));
        const qint64 newer = store.addRecord(calculatorGame(u"Cy"_s, u"Bo"_s, 3, 9, 0));
        QCOMPARE(model->rowCount(), 2);
        QVERIFY(count.count() >= 2);
        // Newest first.
        QCOMPARE(model->gameIdAt(0), newer);
        QCOMPARE(model->data(model->index(0), HistoryModel::WinnerRole).toString(), u"Bo"_s);
        QCOMPARE(model->data(model->index(0), HistoryModel::PlayersRole).toString(), u"Bo, Cy"_s);
        QCOMPARE(model->data(model->index(0), HistoryModel::ScoresRole).toString(), u"Bo 9 \u00b7 Cy 3"_s);
        QCOMPARE(model->data(model->index(1), HistoryModel::WinnerScoreRole).toInt(), 10);
        QCOMPARE(model->data(model->index(1), HistoryModel::SourceRole).toString(), u"calculator"_s);
        QVERIFY(model->roleNames().values().contains("gameId"));
        // Search by player, case-insensitive, part of the name.
        model->setFilter(u"ad"_s);
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->gameIdAt(0), older);
        model->setFilter(u"bo"_s);
        QCOMPARE(model->rowCount(), 2);
        model->setFilter(u"nobody"_s);
        QCOMPARE(model->rowCount(), 0);
        model->setFilter(QString());
        QVERIFY(store.removeGame(older));
        QCOMPARE(model->rowCount(), 1);
        QVERIFY(store.undoRemove());
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->gameIdAt(-1), qint64(-1));
        QCOMPARE(model->gameIdAt(2), qint64(-1));
    }

    // Renaming a player: every game of the name, one transaction, the games' uids kept; a name that is
    // there already merges the two. Refused (and nothing changed): no name, only spaces, a control
    // character, the same name, a name without games, and one person twice at one table.
    void renameAndMerge()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.addRecord(calculatorGame(u"Ada"_s, u"Bo"_s, 9, 4, 0)) >= 0);
        QVERIFY(store.addRecord(calculatorGame(u"Ada"_s, u"Bob"_s, 7, 8, 10)) >= 0);
        QVERIFY(store.addRecord(calculatorGame(u"Bo"_s, u"Cy"_s, 5, 6, 20)) >= 0);
        const qint64 clash = store.addRecord(calculatorGame(u"Bob"_s, u"Bo"_s, 3, 2, 30));
        QVERIFY(clash >= 0);
        const QString clashDate = HistoryFiles::dateText(*store.record(clash));
        const auto names = [&store] {
            QStringList out;
            for (const QVariant &v : store.playerNames())
                out << u"%1 %2"_s.arg(v.toMap().value(u"name"_s).toString()).arg(v.toMap().value(u"games"_s).toInt());
            return out;
        };
        const QStringList before = names();
        QCOMPARE(before, (QStringList{u"Ada 2"_s, u"Bo 3"_s, u"Bob 2"_s, u"Cy 1"_s}));
        const QStringList uids = [&store] {
            QStringList out;
            for (const GameRecord &g : store.records())
                out << g.uid;
            return out;
        }();

        struct Refusal {
            QString from, to, why;
        };
        const Refusal refusals[] = {
                {u"Bo"_s, u""_s, u"must be a non-empty text"_s},
                {u"Bo"_s, u"   "_s, u"must be a non-empty text"_s},
                {u"Bo"_s, u"B\to"_s, u"control character"_s},
                {u"Bo"_s, u" Bo "_s, u"the name the player has"_s},
                {u"Nobody"_s, u"Ada"_s, u"no game of the history has a player named Nobody"_s},
                {u"Bo"_s, u"Bob"_s, u"Bo and Bob played against each other on "_s + clashDate},
        };
        for (const Refusal &r : refusals) {
            QVERIFY2(store.renameProblem(r.from, r.to).contains(r.why), qPrintable(store.renameProblem(r.from, r.to)));
            QSignalSpy changed(&store, &HistoryStore::changed);
            QCOMPARE(store.renamePlayer(r.from, r.to), -1);
            QVERIFY2(store.message().startsWith(u"The player was not renamed: "_s), qPrintable(store.message()));
            QVERIFY2(store.message().contains(r.why), qPrintable(store.message()));
            QCOMPARE(changed.size(), 0);
            QCOMPARE(names(), before);
        }

        // Without the game they played together, the two names become one player.
        QVERIFY(store.removeGame(clash));
        store.dropUndo();
        QCOMPARE(store.renameProblem(u"Bo"_s, u"Bob"_s), QString());
        QSignalSpy changed(&store, &HistoryStore::changed);
        QCOMPARE(store.renamePlayer(u"Bo"_s, u" Bob "_s), 2);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(store.message(), u"Bo and Bob are one player now: 2 games renamed."_s);
        QCOMPARE(names(), (QStringList{u"Ada 2"_s, u"Bob 3"_s, u"Cy 1"_s}));
        QCOMPARE(store.gamesOfPlayer(u"Bo"_s), 0);
        // Undo takes the merge apart again: only the games it renamed, and the rename is forgotten.
        QVERIFY(store.canUndoRename());
        QVERIFY(store.undoRename());
        QVERIFY(!store.canUndoRename());
        QVERIFY(!store.undoRename());
        QCOMPARE(names(), (QStringList{u"Ada 2"_s, u"Bo 2"_s, u"Bob 1"_s, u"Cy 1"_s}));
        QCOMPARE(store.message(), u"The rename of Bo to Bob was undone."_s);
        QCOMPARE(store.renamePlayer(u"Bo"_s, u"Bob"_s), 2);
        QCOMPARE(store.games()->data(store.games()->index(0), HistoryModel::PlayersRole).toString(), u"Ada, Bob"_s);
        // A new name.
        QCOMPARE(store.renamePlayer(u"Cy"_s, u"Cyril"_s), 1);
        QCOMPARE(store.message(), u"Cy is now Cyril: 1 game renamed."_s);
        QCOMPARE(names(), (QStringList{u"Ada 2"_s, u"Bob 3"_s, u"Cyril 1"_s}));
        // The uids stay (an import or a sync still knows the games).
        QStringList after;
        for (const GameRecord &g : store.records())
            after << g.uid;
        QStringList kept = uids;
        kept.removeAt(3); // the clash, oldest
        QCOMPARE(after, kept);
        // Kept for the club's server, in the order they were made.
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"renames"_s);
            d.setDatabaseName(store.path());
            QVERIFY(d.open());
            QSqlQuery q(d);
            QVERIFY(q.exec(u"SELECT from_name, to_name FROM renames ORDER BY made_at, uid"_s));
            QStringList renames;
            while (q.next())
                renames << q.value(0).toString() + u'>' + q.value(1).toString();
            QCOMPARE(renames, (QStringList{u"Bo>Bob"_s, u"Cy>Cyril"_s}));
            // Once a sync gave the last one to a server, it is not undone here.
            QVERIFY(q.exec(u"INSERT INTO server_sync (server, uid) SELECT 'club@pc:5432/club', uid FROM renames"_s));
            q.finish();
            d.close();
        }
        QSqlDatabase::removeDatabase(u"renames"_s);
        QVERIFY(store.canUndoRename());
        QVERIFY(!store.undoRename());
        QVERIFY2(store.message().contains(u"the club's server has it already"_s), qPrintable(store.message()));
        QCOMPARE(names(), (QStringList{u"Ada 2"_s, u"Bob 3"_s, u"Cyril 1"_s}));
    }

    // A game's details that name its players (a battle's winner, the occult game's inputs) follow.
    void renameReachesTheDetails()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        const GameRecord manster = mctest::mansterSeed();
        const qint64 id = store.addRecord(manster);
        QVERIFY(id >= 0);
        QCOMPARE(store.record(id)->details.value(u"winner"_s).toString(), u"Ann"_s);
        QCOMPARE(store.renamePlayer(u"Ann"_s, u"Annie"_s), 1);
        // Undone and done again: the details follow both ways.
        QVERIFY(store.undoRename());
        QCOMPARE(store.record(id)->details.value(u"winner"_s).toString(), u"Ann"_s);
        QCOMPARE(store.record(id)->players[0].name, u"Ann"_s);
        QCOMPARE(store.renamePlayer(u"Ann"_s, u"Annie"_s), 1);
        const GameRecord g = *store.record(id);
        QCOMPARE(g.details.value(u"winner"_s).toString(), u"Annie"_s);
        QCOMPARE(g.players[0].name, u"Annie"_s);
        QCOMPARE(g.uid, manster.uid);
        // The renamed game still reads as a good game of its kind (an export imports).
        GameRecord checked;
        QString error;
        QVERIFY2(GameRecord::fromJson(g.toJson(), checked, error), qPrintable(error));
    }
};

QTEST_MAIN(TestHistoryStore)
#include "tst_historystore.moc"
