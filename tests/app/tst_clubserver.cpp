// A club's history on a PostgreSQL server, offline first. The test starts its own server (initdb and
// pg_ctl of the Debian package postgresql, in a temporary folder on a free port; as the user postgres
// when run as root) and drives laptops as processes (tst_clubserver_peer: HistoryStore + HistorySync)
// and mourners-cli: two laptops and the command line write at once; the server stops mid-write and
// comes back; a laptop is killed after the server's commit; a laptop goes offline and comes back.
// Every game counted by its uid: nothing lost, nothing twice. No timing decides anything: the peers
// stop at fixed points (before or after the commit) and wait for the test.
#include "clubserver.h"
#include "historystore.h"
#include "historysync.h"
#include "historyseeds.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QStandardPaths>
#include <QSqlError>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

const QString kPassword = u"club-secret-7"_s;

/// A PostgreSQL server of the test's own.
class Server
{
public:
    /// False with `why` when the server binaries are not installed or it does not start.
    bool setUp(QString &why)
    {
        const QStringList versions = QDir(u"/usr/lib/postgresql"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot,
                                                                               QDir::Name | QDir::Reversed);
        for (const QString &v : versions)
            if (QFile::exists(u"/usr/lib/postgresql/%1/bin/initdb"_s.arg(v))) {
                m_bin = u"/usr/lib/postgresql/%1/bin/"_s.arg(v);
                break;
            }
        if (m_bin.isEmpty()) {
            why = u"the PostgreSQL server is not installed (/usr/lib/postgresql/*/bin/initdb; Debian package "
                  "postgresql, which scripts/setup.sh installs)"_s;
            return false;
        }
        if (!m_dir.isValid()) {
            why = u"no temporary folder"_s;
            return false;
        }
        // initdb refuses root: the server runs as the user postgres, who owns the folder.
        m_root = ::geteuid() == 0;
        if (m_root) {
            const passwd *pg = ::getpwnam("postgres");
            if (!pg) {
                why = u"running as root and there is no user postgres"_s;
                return false;
            }
            if (::chown(QFile::encodeName(m_dir.path()).constData(), pg->pw_uid, pg->pw_gid) != 0) {
                why = u"cannot hand the temporary folder to postgres"_s;
                return false;
            }
        }
        QFile pw(m_dir.filePath(u"pw"_s));
        if (!pw.open(QIODevice::WriteOnly) || pw.write(kPassword.toUtf8() + '\n') <= 0)
            return (why = u"cannot write the password file"_s), false;
        pw.close();
        if (m_root) {
            const passwd *pg = ::getpwnam("postgres");
            [[maybe_unused]] int ignored = ::chown(QFile::encodeName(pw.fileName()).constData(), pg->pw_uid, pg->pw_gid);
        }
        {
            QTcpServer probe;
            if (!probe.listen(QHostAddress::LocalHost, 0))
                return (why = u"no free port"_s), false;
            m_port = probe.serverPort();
        }
        QString out;
        if (!run(u"initdb"_s, {u"-D"_s, data(), u"-U"_s, u"club"_s, u"--pwfile"_s, pw.fileName(), u"--auth"_s,
                               u"scram-sha-256"_s, u"-E"_s, u"UTF8"_s, u"--no-locale"_s, u"-N"_s}, out)) {
            why = u"initdb failed: "_s + out;
            return false;
        }
        if (!start(out)) {
            why = u"the server did not start: "_s + out;
            return false;
        }
        // The club's database, as README.md tells a club to make it.
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QPSQL"_s, u"setup"_s);
            d.setHostName(u"127.0.0.1"_s);
            d.setPort(m_port);
            d.setDatabaseName(u"postgres"_s);
            d.setUserName(u"club"_s);
            d.setPassword(kPassword);
            if (!d.open())
                return (why = d.lastError().text()), false;
            QSqlQuery q(d);
            if (!q.exec(u"CREATE DATABASE club"_s))
                return (why = q.lastError().text()), false;
            d.close();
        }
        QSqlDatabase::removeDatabase(u"setup"_s);
        return true;
    }
    ~Server()
    {
        if (!m_bin.isEmpty() && QFile::exists(data() + u"/postmaster.pid"_s)) {
            QString out;
            run(u"pg_ctl"_s, {u"-D"_s, data(), u"-m"_s, u"immediate"_s, u"-w"_s, u"stop"_s}, out);
        }
    }
    bool start(QString &out)
    {
        return run(u"pg_ctl"_s, {u"-D"_s, data(), u"-l"_s, m_dir.filePath(u"log"_s), u"-w"_s, u"-o"_s,
                                 u"-p %1 -k %2 -c listen_addresses=127.0.0.1 -c fsync=off"_s.arg(m_port).arg(m_dir.path()),
                                 u"start"_s}, out);
    }
    /// Stops at once, as a power cut would (open transactions are lost).
    bool stop(QString &out)
    {
        return run(u"pg_ctl"_s, {u"-D"_s, data(), u"-m"_s, u"immediate"_s, u"-w"_s, u"stop"_s}, out);
    }
    QString url() const { return u"postgresql://club@127.0.0.1:%1/club"_s.arg(m_port); }
    int port() const { return m_port; }

private:
    QString data() const { return m_dir.filePath(u"data"_s); }
    bool run(const QString &tool, const QStringList &args, QString &out) const
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setWorkingDirectory(m_dir.path()); // the user postgres may not enter the test's folder
        if (m_root)
            p.start(u"runuser"_s, QStringList{u"-u"_s, u"postgres"_s, u"--"_s, m_bin + tool} + args);
        else
            p.start(m_bin + tool, args);
        const bool ended = p.waitForFinished(120000);
        out = QString::fromLocal8Bit(p.readAll());
        return ended && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    }

    QTemporaryDir m_dir{QDir::tempPath() + u"/mourners-pg-XXXXXX"_s};
    QString m_bin;
    bool m_root = false;
    int m_port = 0;
};

QJsonObject lastJson(const QByteArray &out)
{
    const QList<QByteArray> lines = out.trimmed().split('\n');
    return QJsonDocument::fromJson(lines.isEmpty() ? QByteArray() : lines.last()).object();
}

} // namespace

class TestClubServer : public QObject
{
    Q_OBJECT

private:
    Server m_server;
    QTemporaryDir m_laptops;
    QString m_serverError;

    QString laptop(const QString &name) const { return m_laptops.filePath(name + u".sqlite"_s); }

    /// Starts a peer (not waiting for it).
    void startPeer(QProcess &p, const QString &name, const QString &tag, int count, const QString &pause = {})
    {
        QStringList args{laptop(name), m_server.url(), tag, QString::number(count)};
        if (!pause.isEmpty())
            args << u"--pause"_s << pause;
        p.start(QStringLiteral(CLUBPEER_PATH), args);
    }
    /// Runs a peer to its end; its outcome.
    QJsonObject peer(const QString &name, const QString &tag, int count)
    {
        QProcess p;
        startPeer(p, name, tag, count);
        p.waitForFinished(300000);
        return lastJson(p.readAllStandardOutput());
    }
    /// games on the server, distinct uids, players.
    void serverCounts(int &games, int &uids, int &players)
    {
        games = uids = players = -1;
        const QString name = u"count"_s;
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QPSQL"_s, name);
            d.setHostName(u"127.0.0.1"_s);
            d.setPort(m_server.port());
            d.setDatabaseName(u"club"_s);
            d.setUserName(u"club"_s);
            d.setPassword(kPassword);
            QVERIFY2(d.open(), qPrintable(d.lastError().text()));
            QSqlQuery q(d);
            QVERIFY(q.exec(u"SELECT count(*), count(DISTINCT uid) FROM games"_s) && q.next());
            games = q.value(0).toInt();
            uids = q.value(1).toInt();
            QVERIFY(q.exec(u"SELECT count(*) FROM players"_s) && q.next());
            players = q.value(0).toInt();
            d.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    /// The server's players named `name`, one per game.
    int serverGamesOf(const QString &name)
    {
        int games = -1;
        const QString connection = u"named"_s;
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QPSQL"_s, connection);
            d.setHostName(u"127.0.0.1"_s);
            d.setPort(m_server.port());
            d.setDatabaseName(u"club"_s);
            d.setUserName(u"club"_s);
            d.setPassword(kPassword);
            if (d.open()) {
                QSqlQuery q(d);
                q.prepare(u"SELECT count(DISTINCT game_id) FROM players WHERE name = ?"_s);
                q.addBindValue(name);
                if (q.exec() && q.next())
                    games = q.value(0).toInt();
            }
            d.close();
        }
        QSqlDatabase::removeDatabase(connection);
        return games;
    }
    /// Runs `statements` on the server's database `database`; with `count`, also that query, whose
    /// first value must be above 0.
    bool runOnServer(const QString &database, const QStringList &statements, const QString &count = {})
    {
        bool ok = false;
        {
            QSqlDatabase d = QSqlDatabase::addDatabase(u"QPSQL"_s, u"by-hand"_s);
            d.setHostName(u"127.0.0.1"_s);
            d.setPort(m_server.port());
            d.setDatabaseName(database);
            d.setUserName(u"club"_s);
            d.setPassword(kPassword);
            ok = d.open();
            QSqlQuery q(d);
            for (const QString &sql : statements)
                if (ok && !(ok = q.exec(sql)))
                    qWarning("%s in %s", qPrintable(q.lastError().text()), qPrintable(sql));
            if (ok && !count.isEmpty())
                ok = q.exec(count) && q.next() && q.value(0).toInt() > 0;
            d.close();
        }
        QSqlDatabase::removeDatabase(u"by-hand"_s);
        return ok;
    }
    /// A calculator game of `a` and `b` on day `day` of 2027.
    static GameRecord twoPlayerGame(const QString &a, const QString &b, int day)
    {
        GameRecord g;
        g.playedAt = QDateTime(QDate(2027, 3, 1).addDays(day), QTime(20, 0), Qt::UTC);
        g.source = u"calculator"_s;
        PlayerRecord pa;
        pa.name = a;
        pa.setField(QLatin1StringView("unity"), 7);
        PlayerRecord pb;
        pb.name = b;
        pb.setField(QLatin1StringView("unity"), 4);
        g.players = {pa, pb};
        return g;
    }
    /// One sync of the laptop `name` (in this process); its outcome, checked to be good.
    HistorySync::Outcome syncLaptop(const QString &name)
    {
        const HistorySync::Outcome r = HistorySync::run(laptop(name), *HistoryServer::fromUrl(m_server.url()));
        if (!r.ok)
            qWarning("sync of %s: %s", qPrintable(name), qPrintable(r.error));
        return r;
    }

    int cli(const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr)
    {
        QProcess p;
        p.start(QStringLiteral(MOURNERS_CLI_PATH), args);
        p.waitForFinished(300000);
        if (out)
            *out = p.readAllStandardOutput();
        if (err)
            *err = p.readAllStandardError();
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_laptops.isValid());
        if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s))
            QSKIP("Qt's PostgreSQL driver is not installed (Debian package libqt6sql6-psql; scripts/setup.sh)");
        QString why;
        if (!m_server.setUp(why)) {
            if (why.startsWith(u"the PostgreSQL server is not installed"_s))
                QSKIP(qPrintable(why));
            QFAIL(qPrintable(why));
        }
        // The laptops and the command line find the password as libpq does.
        qputenv("PGPASSWORD", kPassword.toUtf8());
    }

    /// A club's server of the version before schema 8 (Mourners Call's breakdown in the first
    /// schema's columns) is upgraded by the first laptop that connects: the same games, each player's
    /// breakdown in its details, the nine columns gone.
    void upgradesAServerOfSchema7()
    {
        const QString url = u"postgresql://club@127.0.0.1:%1/club7"_s.arg(m_server.port());
        const std::vector<GameRecord> seeds = mctest::everyShelfGame();
        QVERIFY(runOnServer(u"club"_s, {u"CREATE DATABASE club7"_s}));
        {
            HistoryStore club(url);
            QVERIFY2(club.available(), qPrintable(club.errorText()));
            for (const GameRecord &g : seeds)
                QVERIFY(club.addRecord(g) >= 0);
        }
        // Back to schema 7 as that version wrote it; the breakdown is in the old columns then.
        QVERIFY(runOnServer(u"club7"_s, mctest::backToSchema7(true) << u"UPDATE mourners_schema SET version = 7"_s,
                            u"SELECT count(*) FROM players WHERE unity > 0 AND details = ''"_s));

        HistoryStore club(url);
        QVERIFY2(club.available(), qPrintable(club.errorText()));
        QCOMPARE(club.schemaVersion(), HistoryStore::kSchemaVersion);
        std::vector<GameRecord> now = club.records();
        std::vector<GameRecord> expected = seeds;
        const auto byUid = [](const GameRecord &a, const GameRecord &b) { return a.uid < b.uid; };
        std::sort(now.begin(), now.end(), byUid);
        std::sort(expected.begin(), expected.end(), byUid);
        QCOMPARE(now.size(), expected.size());
        for (std::size_t i = 0; i < now.size(); ++i) {
            QCOMPARE(now[i].uid, expected[i].uid);
            QVERIFY2(now[i].sameResult(expected[i]), qPrintable(now[i].uid));
        }
        QVERIFY(runOnServer(u"club7"_s, {},
                            u"SELECT CASE WHEN count(*) = 0 THEN 1 ELSE 0 END FROM information_schema.columns "
                            u"WHERE table_name = 'players' AND column_name IN ('faction', 'unity', 'mourners')"_s));
    }

    /// The schema on the server is the local one, by the same migrations.
    void sameSchema()
    {
        HistoryStore club(m_server.url());
        QVERIFY2(club.available(), qPrintable(club.errorText()));
        QCOMPARE(club.schemaVersion(), HistoryStore::kSchemaVersion);
        QCOMPARE(club.path(), m_server.url());
    }

    /// Two laptops and the command line write at once; each laptop then holds every game.
    void twoLaptopsAndTheCommandLineAtOnce()
    {
        // The command line's file: 15 games of its own.
        HistoryStore scratch(m_laptops.filePath(u"cli-scratch.sqlite"_s));
        QVERIFY(scratch.available());
        for (int i = 0; i < 15; ++i) {
            GameRecord g;
            g.playedAt = QDateTime(QDate(2026, 2, 1), QTime(18, 0), Qt::UTC).addSecs(60 * i);
            g.source = u"calculator"_s;
            PlayerRecord a;
            a.name = u"Cli A%1"_s.arg(i);
            a.setField(QLatin1StringView("unity"), i);
            PlayerRecord b;
            b.name = u"Cli B%1"_s.arg(i);
            b.setField(QLatin1StringView("unity"), 2);
            g.players = {a, b};
            QVERIFY(scratch.addRecord(g) >= 0);
        }
        const QString file = m_laptops.filePath(u"cli.json"_s);
        QVERIFY(scratch.exportJson(file));

        int games0 = 0, uids0 = 0, players0 = 0;
        serverCounts(games0, uids0, players0);
        QProcess a, b, c;
        startPeer(a, u"ann"_s, u"Ann"_s, 120);
        startPeer(b, u"bo"_s, u"Bo"_s, 120);
        c.start(QStringLiteral(MOURNERS_CLI_PATH), {u"history"_s, u"--database"_s, m_server.url(), u"import"_s, file});
        for (QProcess *p : {&a, &b, &c})
            QVERIFY(p->waitForFinished(300000));
        const QJsonObject ra = lastJson(a.readAllStandardOutput());
        const QJsonObject rb = lastJson(b.readAllStandardOutput());
        QVERIFY2(ra.value(u"ok"_s).toBool(), qPrintable(ra.value(u"error"_s).toString() + QString::fromLocal8Bit(a.readAllStandardError())));
        QVERIFY2(rb.value(u"ok"_s).toBool(), qPrintable(rb.value(u"error"_s).toString() + QString::fromLocal8Bit(b.readAllStandardError())));
        QCOMPARE(c.exitCode(), 0);
        QCOMPARE(QJsonDocument::fromJson(c.readAllStandardOutput()).object().value(u"added"_s).toInt(), 15);
        QCOMPARE(ra.value(u"sent"_s).toInt(), 120);
        QCOMPARE(ra.value(u"waiting"_s).toInt(), 0);
        QCOMPARE(rb.value(u"sent"_s).toInt(), 120);

        int games = 0, uids = 0, players = 0;
        serverCounts(games, uids, players);
        QCOMPARE(games, games0 + 255);
        QCOMPARE(uids, games);
        QCOMPARE(players, players0 + 2 * 255);

        // The next sync of each laptop fetches what the others sent: both hold every game, once.
        const QJsonObject again = peer(u"ann"_s, u"Ann"_s, 0);
        QVERIFY(again.value(u"ok"_s).toBool());
        QCOMPARE(again.value(u"sent"_s).toInt(), 0);
        QCOMPARE(again.value(u"local"_s).toInt(), games);
        const QJsonObject againB = peer(u"bo"_s, u"Bo"_s, 0);
        QCOMPARE(againB.value(u"local"_s).toInt(), games);
        // The command line reads the same list.
        QByteArray out;
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_server.url(), u"list"_s}, &out), 0);
        QCOMPARE(QJsonDocument::fromJson(out).object().value(u"count"_s).toInt(), games);
        // Adding a game the server holds changes nothing.
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_server.url(), u"add"_s, file}, &out), 0);
        QCOMPARE(QJsonDocument::fromJson(out).object().value(u"alreadyThere"_s).toInt(), 15);
        serverCounts(games0, uids0, players0);
        QCOMPARE(games0, games);
    }

    /// The server stops between a batch's inserts and its commit: nothing of the batch is kept or
    /// marked sent; when it is back the next sync sends the games, once.
    void serverStopsMidWrite()
    {
        int games0 = 0, uids0 = 0, players0 = 0;
        serverCounts(games0, uids0, players0);
        QProcess p;
        startPeer(p, u"cy"_s, u"Cy"_s, 7, u"before"_s);
        QVERIFY(p.waitForReadyRead(300000));
        QCOMPARE(p.readLine().trimmed(), QByteArray("before-commit"));
        QString out;
        QVERIFY2(m_server.stop(out), qPrintable(out));
        p.write("go\n");
        QVERIFY(p.waitForFinished(300000));
        const QJsonObject r = lastJson(p.readAllStandardOutput());
        QVERIFY(!r.value(u"ok"_s).toBool());
        QVERIFY2(r.value(u"unreachable"_s).toBool(), qPrintable(r.value(u"error"_s).toString()));
        QCOMPARE(r.value(u"waiting"_s).toInt(), 7);
        QCOMPARE(r.value(u"local"_s).toInt(), 7);
        QVERIFY2(m_server.start(out), qPrintable(out));
        int games = 0, uids = 0, players = 0;
        serverCounts(games, uids, players);
        QCOMPARE(games, games0);

        const QJsonObject back = peer(u"cy"_s, u"Cy"_s, 0);
        QVERIFY2(back.value(u"ok"_s).toBool(), qPrintable(back.value(u"error"_s).toString()));
        QCOMPARE(back.value(u"sent"_s).toInt(), 7);
        QCOMPARE(back.value(u"waiting"_s).toInt(), 0);
        serverCounts(games, uids, players);
        QCOMPARE(games, games0 + 7);
        QCOMPARE(uids, games);
        QCOMPARE(back.value(u"local"_s).toInt(), games);
    }

    /// The app is killed after the server's commit, before it marked the games sent: the next sync
    /// sends them again and the server keeps one of each (by uid).
    void killedAfterTheCommit()
    {
        int games0 = 0, uids0 = 0, players0 = 0;
        serverCounts(games0, uids0, players0);
        QProcess p;
        startPeer(p, u"dee"_s, u"Dee"_s, 6, u"after"_s);
        QVERIFY(p.waitForReadyRead(300000));
        QCOMPARE(p.readLine().trimmed(), QByteArray("after-commit"));
        p.kill();
        QVERIFY(p.waitForFinished(300000));
        int games = 0, uids = 0, players = 0;
        serverCounts(games, uids, players);
        QCOMPARE(games, games0 + 6);

        const QJsonObject again = peer(u"dee"_s, u"Dee"_s, 0);
        QVERIFY2(again.value(u"ok"_s).toBool(), qPrintable(again.value(u"error"_s).toString()));
        QCOMPARE(again.value(u"waiting"_s).toInt(), 0);
        serverCounts(games, uids, players);
        QCOMPARE(games, games0 + 6);
        QCOMPARE(uids, games);
        QCOMPARE(players, players0 + 12);
    }

    /// A laptop records while the server is away; they wait, and go when it is back.
    void offlineLaptopComesBack()
    {
        int games0 = 0, uids0 = 0, players0 = 0;
        serverCounts(games0, uids0, players0);
        QString out;
        QVERIFY2(m_server.stop(out), qPrintable(out));
        const QJsonObject away = peer(u"eve"_s, u"Eve"_s, 4);
        QVERIFY(!away.value(u"ok"_s).toBool());
        QVERIFY(away.value(u"unreachable"_s).toBool());
        QCOMPARE(away.value(u"error"_s).toString(), u"the server is not reachable"_s);
        QCOMPARE(away.value(u"waiting"_s).toInt(), 4);
        QCOMPARE(away.value(u"local"_s).toInt(), 4);
        QCOMPARE(HistorySync::waitingCount(laptop(u"eve"_s), HistoryServer::fromUrl(m_server.url())->key()), 4);
        QVERIFY2(m_server.start(out), qPrintable(out));

        const QJsonObject back = peer(u"eve"_s, u"Eve"_s, 0);
        QVERIFY2(back.value(u"ok"_s).toBool(), qPrintable(back.value(u"error"_s).toString()));
        QCOMPARE(back.value(u"sent"_s).toInt(), 4);
        QCOMPARE(back.value(u"fetched"_s).toInt(), games0);
        int games = 0, uids = 0, players = 0;
        serverCounts(games, uids, players);
        QCOMPARE(games, games0 + 4);
        QCOMPARE(uids, games);
        QCOMPARE(back.value(u"local"_s).toInt(), games);
    }

    /// A game removed on a laptop is not fetched back from the server; the list says where each is.
    void removedHereStaysRemoved()
    {
        const QString path = laptop(u"eve"_s);
        const QString key = HistoryServer::fromUrl(m_server.url())->key();
        qint64 id = -1;
        int before = 0;
        {
            HistoryStore store(path);
            store.setServerKey(key);
            before = store.gameCount();
            QVERIFY(before > 0);
            QCOMPARE(store.uidsOnServer().size(), before);
            QVERIFY(store.games()->data(store.games()->index(0), HistoryModel::OnServerRole).toBool());
            id = store.games()->gameIdAt(0);
            QVERIFY(store.removeGame(id));
        }
        const QJsonObject r = peer(u"eve"_s, u"Eve"_s, 0);
        QVERIFY(r.value(u"ok"_s).toBool());
        QCOMPARE(r.value(u"fetched"_s).toInt(), 0);
        QCOMPARE(r.value(u"local"_s).toInt(), before - 1);
        // A game recorded here and not sent yet is "here only".
        {
            HistoryStore store(path);
            store.setServerKey(key);
            GameRecord g;
            g.playedAt = QDateTime(QDate(2027, 1, 1), QTime(12, 0), Qt::UTC);
            g.source = u"calculator"_s;
            PlayerRecord a;
            a.name = u"Here Only"_s;
            PlayerRecord b;
            b.name = u"Not Sent"_s;
            b.setField(QLatin1StringView("unity"), 3);
            g.players = {a, b};
            const qint64 newId = store.addRecord(g);
            QVERIFY(newId >= 0);
            QCOMPARE(store.games()->gameIdAt(0), newId);
            QVERIFY(!store.games()->data(store.games()->index(0), HistoryModel::OnServerRole).toBool());
        }
    }

    /// The command line refuses clearly and changes nothing.
    void commandLineRefusals()
    {
        int games0 = 0, uids0 = 0, players0 = 0;
        serverCounts(games0, uids0, players0);
        QByteArray out, err;
        QCOMPARE(cli({u"history"_s, u"--database"_s, u"postgresql://club@127.0.0.1:%1/"_s.arg(m_server.port()),
                      u"list"_s}, &out, &err), 2);
        QVERIFY2(err.contains("names no database"), err.constData());
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_server.url() + u"?sslmode=sometimes"_s, u"list"_s}, &out, &err), 2);
        QVERIFY2(err.contains("sslmode 'sometimes'"), err.constData());
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_server.url(), u"add"_s, m_laptops.filePath(u"missing.json"_s)},
                     &out, &err), 2);
        QVERIFY(out.isEmpty());
        const QString bad = m_laptops.filePath(u"bad.json"_s);
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"games\": [ {\"players\": 3} ]}");
        }
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_server.url(), u"add"_s, bad}, &out, &err), 2);
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_server.url(), u"lsit"_s}, &out, &err), 2);
        // A refused login: exit 3, the reason in words.
        qputenv("PGPASSWORD", "wrong");
        const int refused = cli({u"history"_s, u"--database"_s, m_server.url(), u"list"_s}, &out, &err);
        qputenv("PGPASSWORD", kPassword.toUtf8());
        QCOMPARE(refused, 3);
        QVERIFY2(err.contains("refused the login"), err.constData());
        QVERIFY(out.isEmpty());
        int games = 0, uids = 0, players = 0;
        serverCounts(games, uids, players);
        QCOMPARE(games, games0);
        // Export to a file and back into a new local history: the same games.
        const QString exported = m_laptops.filePath(u"club.json"_s);
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_server.url(), u"export"_s, exported}, &out), 0);
        QCOMPARE(QJsonDocument::fromJson(out).object().value(u"exported"_s).toInt(), games);
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_laptops.filePath(u"fresh.sqlite"_s), u"import"_s, exported}, &out), 0);
        QCOMPARE(QJsonDocument::fromJson(out).object().value(u"added"_s).toInt(), games);
        // The ratings read on the server and in the copy are the same, to the last digit (docs/ratings.md:
        // the games' order is fixed, not the order the rows were stored in).
        QByteArray onServer, inCopy;
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_server.url(), u"ratings"_s}, &onServer), 0);
        QCOMPARE(cli({u"history"_s, u"--database"_s, m_laptops.filePath(u"fresh.sqlite"_s), u"ratings"_s}, &inCopy), 0);
        const QJsonArray serverGames = QJsonDocument::fromJson(onServer).object().value(u"games"_s).toArray();
        QVERIFY(!serverGames.isEmpty());
        QVERIFY(!serverGames.first().toObject().value(u"players"_s).toArray().isEmpty());
        QCOMPARE(QJsonDocument::fromJson(inCopy).object().value(u"games"_s).toArray(), serverGames);
    }

    /// A rename made on one laptop applies everywhere, the same: the server renames its games, the
    /// other laptop renames its own (also a game it recorded before it knew of the rename, and sends it
    /// renamed). Two laptops that renamed one name two ways while apart end with the server's name.
    void renamesReachTheOtherLaptops()
    {
        {
            HistoryStore a(laptop(u"ren-a"_s));
            QVERIFY(a.addRecord(twoPlayerGame(u"Zed"_s, u"Yan"_s, 1)) >= 0);
            QVERIFY(a.addRecord(twoPlayerGame(u"Zed"_s, u"Xi"_s, 2)) >= 0);
        }
        HistorySync::Outcome r = syncLaptop(u"ren-a"_s);
        QVERIFY(r.ok);
        QCOMPARE(r.sent, 2);
        QVERIFY(syncLaptop(u"ren-b"_s).ok);
        {
            HistoryStore b(laptop(u"ren-b"_s));
            QCOMPARE(b.gamesOfPlayer(u"Zed"_s), 2);
            // Recorded on laptop B before it hears of the rename.
            QVERIFY(b.addRecord(twoPlayerGame(u"Zed"_s, u"Wu"_s, 3)) >= 0);
        }

        {
            HistoryStore a(laptop(u"ren-a"_s));
            QCOMPARE(a.renamePlayer(u"Zed"_s, u"Zeddy"_s), 2);
        }
        r = syncLaptop(u"ren-a"_s);
        QVERIFY(r.ok);
        QCOMPARE(r.renamesSent, 1);
        QCOMPARE(r.sent, 0);
        QCOMPARE(serverGamesOf(u"Zeddy"_s), 2);
        QCOMPARE(serverGamesOf(u"Zed"_s), 0);

        r = syncLaptop(u"ren-b"_s);
        QVERIFY(r.ok);
        QCOMPARE(r.renamesFetched, 1);
        QCOMPARE(r.renamedGames, 3);
        QCOMPARE(r.sent, 1);
        QCOMPARE(serverGamesOf(u"Zeddy"_s), 3);
        QCOMPARE(serverGamesOf(u"Zed"_s), 0);
        {
            HistoryStore b(laptop(u"ren-b"_s));
            QCOMPARE(b.gamesOfPlayer(u"Zeddy"_s), 3);
            QCOMPARE(b.gamesOfPlayer(u"Zed"_s), 0);
            // The list shows the new name.
            bool shown = false;
            for (int row = 0; row < b.games()->rowCount(); ++row)
                shown = shown || b.games()->data(b.games()->index(row), HistoryModel::PlayersRole).toString()
                                         == u"Zeddy, Wu"_s;
            QVERIFY(shown);
        }
        r = syncLaptop(u"ren-a"_s);
        QVERIFY(r.ok);
        QCOMPARE(r.fetched, 1);
        QCOMPARE(r.renamesFetched, 0);
        {
            HistoryStore a(laptop(u"ren-a"_s));
            QCOMPARE(a.gamesOfPlayer(u"Zeddy"_s), 3);
            QCOMPARE(a.gamesOfPlayer(u"Zed"_s), 0);
        }

        // Apart, A names Yan "Yann" and B names him "Yanick"; A syncs first. Everyone ends with the
        // server's name, and a sync more changes nothing.
        {
            HistoryStore a(laptop(u"ren-a"_s));
            QCOMPARE(a.renamePlayer(u"Yan"_s, u"Yann"_s), 1);
            HistoryStore b(laptop(u"ren-b"_s));
            QCOMPARE(b.renamePlayer(u"Yan"_s, u"Yanick"_s), 1);
        }
        QVERIFY(syncLaptop(u"ren-a"_s).ok);
        r = syncLaptop(u"ren-b"_s);
        QVERIFY(r.ok);
        QCOMPARE(r.renamesSent, 1);
        QCOMPARE(r.renamesFetched, 1);
        QVERIFY(syncLaptop(u"ren-a"_s).ok);
        QCOMPARE(serverGamesOf(u"Yann"_s), 1);
        for (const QString &name : {u"ren-a"_s, u"ren-b"_s}) {
            HistoryStore store(laptop(name));
            QCOMPARE(store.gamesOfPlayer(u"Yann"_s), 1);
            QCOMPARE(store.gamesOfPlayer(u"Yanick"_s), 0);
            QCOMPARE(store.gamesOfPlayer(u"Yan"_s), 0);
        }
        r = syncLaptop(u"ren-b"_s);
        QVERIFY(r.ok);
        QCOMPARE(r.renamesSent + r.renamesFetched + r.renamedGames + r.sent + r.fetched, 0);
    }

    /// The app's side (ClubServer, off the GUI thread): a password typed without a keyring is kept in
    /// memory, the games go, the list marks them; with the server away the state says so, and Send
    /// now sends once it is back.
    void theAppSyncsOffTheGuiThread()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(HistoryStore::defaultPath());
        QSettings().remove(u"historyServer"_s);
        qunsetenv("PGPASSWORD"); // the password comes from the settings screen this time
        HistoryStore history(HistoryStore::defaultPath()); // the app's history file (test mode)
        HistoryStore *store = &history;
        QVERIFY(store->available());
        GameRecord g;
        g.playedAt = QDateTime(QDate(2027, 2, 2), QTime(20, 0), Qt::UTC);
        g.source = u"calculator"_s;
        PlayerRecord a;
        a.name = u"App A"_s;
        a.setField(QLatin1StringView("unity"), 9);
        PlayerRecord b;
        b.name = u"App B"_s;
        g.players = {a, b};
        QVERIFY(store->addRecord(g) >= 0);

        ClubServer server(store);
        ClubServer *club = &server;
        QVERIFY(!club->enabled());
        QCOMPARE(club->statusText(), QString());
        // Settings that cannot reach a server are refused with the reason, and nothing changes.
        QSignalSpy settings(club, &ClubServer::settingsChanged);
        QVERIFY(!club->configure(true, u"  "_s, m_server.port(), u"club"_s, u"club"_s, false).isEmpty());
        QVERIFY(!club->configure(true, u"127.0.0.1"_s, m_server.port(), u""_s, u"club"_s, false).isEmpty());
        QVERIFY(!club->configure(true, u"127.0.0.1"_s, -1, u"club"_s, u"club"_s, false).isEmpty());
        QVERIFY(!club->configure(true, u"127.0.0.1"_s, 70000, u"club"_s, u"club"_s, false).isEmpty());
        QVERIFY(!club->configure(true, u"club pc"_s, m_server.port(), u"club"_s, u"club"_s, false).isEmpty());
        QCOMPARE(settings.size(), 0);
        QVERIFY(!club->enabled());
        QSignalSpy synced(club, &ClubServer::synced);
        QCOMPARE(club->configure(true, u"127.0.0.1"_s, m_server.port(), u"club"_s, u"club"_s, false), QString());
        club->setPassword(kPassword);
        QCOMPARE(club->passwordKept() == u"keyring"_s || club->passwordKept() == u"memory"_s, true);
        // Syncs until one is good (the first may run before the password was there).
        for (int i = 0; i < 5 && !(synced.size() > 0 && synced.last().at(0).toBool()); ++i)
            QVERIFY(synced.wait(120000));
        QVERIFY2(synced.last().at(0).toBool(), qPrintable(club->statusText()));
        QCOMPARE(club->waiting(), 0);
        QVERIFY(!club->failed());
        QVERIFY2(club->statusText().startsWith(u"Every game is on the server"_s), qPrintable(club->statusText()));
        QVERIFY(store->gameCount() > 1); // the other laptops' games came
        QCOMPARE(store->uidsOnServer().size(), store->gameCount());

        QString out;
        QVERIFY2(m_server.stop(out), qPrintable(out));
        GameRecord later = g;
        later.players[0].name = u"App C"_s;
        QVERIFY(store->addRecord(later) >= 0); // recording starts a sync by itself
        synced.clear();
        QVERIFY(synced.wait(120000));
        QVERIFY(!synced.last().at(0).toBool());
        QVERIFY(club->failed());
        QVERIFY(!club->reachable());
        QCOMPARE(club->waiting(), 1);
        QVERIFY2(club->statusText().startsWith(u"Server not reachable"_s), qPrintable(club->statusText()));
        QVERIFY2(m_server.start(out), qPrintable(out));
        synced.clear();
        club->sendNow();
        QVERIFY(synced.wait(120000));
        QVERIFY2(synced.last().at(0).toBool(), qPrintable(club->statusText()));
        QCOMPARE(club->waiting(), 0);
        club->configure(false, u"127.0.0.1"_s, m_server.port(), u"club"_s, u"club"_s, false);
        QCOMPARE(club->statusText(), QString());
        qputenv("PGPASSWORD", kPassword.toUtf8());
    }

    /// The pause between tries while the server is away: 5 s, doubling, at most 5 minutes.
    void retryDelay()
    {
        QCOMPARE(ClubServer::retryDelaySeconds(0), 0);
        QCOMPARE(ClubServer::retryDelaySeconds(1), 5);
        QCOMPARE(ClubServer::retryDelaySeconds(2), 10);
        QCOMPARE(ClubServer::retryDelaySeconds(4), 40);
        QCOMPARE(ClubServer::retryDelaySeconds(7), 300);
        QCOMPARE(ClubServer::retryDelaySeconds(30), 300);
    }
};

QTEST_GUILESS_MAIN(TestClubServer)
#include "tst_clubserver.moc"
