// mourners-cli as a user runs it (docs/cli.md): new, show, apply, score, simulate, and bad input.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(MOURNERS_CLI), args);
    p.waitForFinished(60000);
    return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}
} // namespace

class TestCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void newShowApply()
    {
        const Run n = cli({u"new"_s, u"--players"_s, u"3"_s, u"--seed"_s, u"7"_s, u"--names"_s, u"Ada,Bo,Cy"_s, u"--mode"_s, u"table"_s});
        QCOMPARE(n.code, 0);
        const QJsonObject save = QJsonDocument::fromJson(n.out).object();
        QCOMPARE(save.value(u"format"_s).toString(), u"mourners-call-save"_s);
        QCOMPARE(save.value(u"seats"_s).toArray().size(), 3);
        QVERIFY(writeFile(path(u"g.json"_s), n.out));

        const Run show = cli({u"show"_s, path(u"g.json"_s)});
        QCOMPARE(show.code, 0);
        QVERIFY(show.out.contains("decision: keep-motive by Ada"));
        QVERIFY(show.out.contains("keep spirit"));

        // Setup by the table: three declarations, then the starting Mourners are named.
        const Run a = cli({u"apply"_s, path(u"g.json"_s), u"keep bone"_s, u"keep flesh"_s, u"keep bone"_s});
        QCOMPARE(a.code, 0);
        const QJsonObject after = QJsonDocument::fromJson(a.out).object();
        QCOMPARE(after.value(u"actions"_s).toArray().size(), 3);
        QVERIFY(!after.value(u"events"_s).toArray().isEmpty());
        QVERIFY(writeFile(path(u"g2.json"_s), a.out));
        const Run show2 = cli({u"show"_s, path(u"g2.json"_s)});
        QVERIFY(show2.out.contains("decision: starting-mourner by chance"));
    }

    void illegalActionIsAnErrorAndChangesNothing()
    {
        const Run n = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"3"_s, u"--mode"_s, u"table"_s});
        QVERIFY(writeFile(path(u"i.json"_s), n.out));
        const Run bad = cli({u"apply"_s, path(u"i.json"_s), u"keep bone"_s, u"bid 3"_s});
        QVERIFY(bad.code != 0);
        QVERIFY(bad.out.isEmpty());
        QVERIFY2(bad.err.contains("'bid 3' was not applied"), bad.err.constData());
        QFile f(path(u"i.json"_s));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), n.out);
        const Run garbage = cli({u"apply"_s, path(u"i.json"_s), u"fly away"_s});
        QVERIFY(garbage.code != 0);
        QVERIFY(garbage.err.contains("unknown action"));
    }

    void damagedSaveIsReported()
    {
        const Run n = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"3"_s});
        QJsonObject save = QJsonDocument::fromJson(n.out).object();
        QJsonArray actions = save.value(u"actions"_s).toArray();
        actions.append(u"bid 99"_s);
        save[u"actions"_s] = actions;
        QVERIFY(writeFile(path(u"d.json"_s), QJsonDocument(save).toJson()));
        const Run show = cli({u"show"_s, path(u"d.json"_s)});
        QVERIFY(show.code != 0);
        QVERIFY2(show.err.contains("actions["), show.err.constData());
        QVERIFY(writeFile(path(u"e.json"_s), "{\"format\": \"mourners-call-save\", \"version\": 9}"));
        QVERIFY(cli({u"show"_s, path(u"e.json"_s)}).err.contains("version"));
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("no command") << QStringList{} << QByteArray("usage");
        QTest::newRow("unknown command") << QStringList{u"dance"_s} << QByteArray("unknown command");
        QTest::newRow("five players") << QStringList{u"new"_s, u"--players"_s, u"5"_s, u"--seed"_s, u"1"_s} << QByteArray("--players");
        QTest::newRow("seed missing") << QStringList{u"new"_s, u"--players"_s, u"2"_s} << QByteArray("--seed");
        QTest::newRow("names count") << QStringList{u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s, u"--names"_s, u"A"_s}
                                     << QByteArray("--names");
        QTest::newRow("missing file") << QStringList{u"show"_s, u"/nonexistent.json"_s} << QByteArray("cannot read");
        QTest::newRow("simulate games") << QStringList{u"simulate"_s, u"--players"_s, u"2"_s, u"--games"_s, u"0"_s, u"--seed"_s, u"1"_s}
                                        << QByteArray("--games");
    }

    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run r = cli(args);
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    // R-END-4, R-END-5 through the documented score format.
    void score()
    {
        const QByteArray table = R"({"players":[
            {"name":"A","unity":12,"influence":{"bone":3,"flesh":2,"spirit":5},"motive":6,"etherea":4,"mourners":3},
            {"name":"B","unity":20,"influence":{"bone":1,"flesh":1,"spirit":1},"motive":5,"etherea":4,"mourners":2},
            {"name":"C","unity":10,"influence":{"bone":0,"flesh":0,"spirit":0},"motive":0,"etherea":0,"mourners":0},
            {"name":"D","unity":10,"influence":{"bone":0,"flesh":0,"spirit":0},"motive":0,"etherea":0,"mourners":0}]})";
        QVERIFY(writeFile(path(u"s.json"_s), table));
        const Run r = cli({u"score"_s, path(u"s.json"_s)});
        QCOMPARE(r.code, 0);
        const QJsonArray ranking = QJsonDocument::fromJson(r.out).object().value(u"ranking"_s).toArray();
        QCOMPARE(ranking.size(), 4);
        // A and B both score 28 with 4 etherea: A wins on Mourner cards.
        QCOMPARE(ranking[0].toObject().value(u"name"_s).toString(), u"A"_s);
        QCOMPARE(ranking[0].toObject().value(u"score"_s).toInt(), 28);
        QCOMPARE(ranking[0].toObject().value(u"tiebreak"_s).toString(), u"mourners"_s);
        QCOMPARE(ranking[1].toObject().value(u"place"_s).toInt(), 2);
        QCOMPARE(ranking[2].toObject().value(u"place"_s).toInt(), 3);
        QCOMPARE(ranking[3].toObject().value(u"place"_s).toInt(), 3);
        QCOMPARE(ranking[3].toObject().value(u"tiebreak"_s).toString(), u"shared"_s);

        QVERIFY(writeFile(path(u"bad.json"_s), R"({"players":[{"name":"A","unity":-2},{"name":"B","unity":1}]})"));
        const Run bad = cli({u"score"_s, path(u"bad.json"_s)});
        QVERIFY(bad.code != 0);
        QVERIFY(bad.err.contains("players[0].unity"));
    }

    void simulate()
    {
        const Run r = cli({u"simulate"_s, u"--players"_s, u"4"_s, u"--games"_s, u"50"_s, u"--seed"_s, u"9"_s, u"--check"_s});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"games"_s).toInt(), 50);
        QCOMPARE(o.value(u"invariant_violations"_s).toInt(), 0);
        QVERIFY(o.value(u"average_rounds"_s).toDouble() >= 1.0);
        QVERIFY(o.value(u"games_per_second"_s).toDouble() > 0);
        QVERIFY(o.contains(u"decisions_per_second"_s));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
