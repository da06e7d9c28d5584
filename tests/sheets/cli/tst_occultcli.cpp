// `mourners-cli score --game occult FILE` as a user runs it (docs/cli.md, "The occult card game"):
// OCC-SCORE-1 scores and shared places, and every refusal naming the field.
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

// name; levels of blood magic, demonology, necromancy; completed; each completed prophecy's points.
QJsonObject player(const char *name, QList<int> levels, QList<bool> completed, QList<int> prophecies)
{
    const char *keys[] = {"bloodMagic", "demonology", "necromancy"};
    QJsonObject l, c;
    for (int i = 0; i < 3; ++i) {
        l[QString::fromLatin1(keys[i])] = levels[i];
        c[QString::fromLatin1(keys[i])] = completed[i];
    }
    QJsonArray p;
    for (int points : prophecies)
        p.append(points);
    return QJsonObject{{u"name"_s, QString::fromLatin1(name)}, {u"levels"_s, l}, {u"completed"_s, c}, {u"prophecies"_s, p}};
}

QByteArray table(const QJsonArray &players)
{
    return QJsonDocument(QJsonObject{{u"players"_s, players}}).toJson();
}

} // namespace

class TestOccultCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    // OCC-SCORE-1 with 3 players, worked out by hand: Bo 6 + 2 + 9 = 17, Ada 6 + 1 + 8 = 15, Cy 9 + 3 = 12.
    // The file is in the format before the prophecies in play and the rituals' line: it reads as it
    // did, with the same totals (none in play, no effect points).
    void threePlayers()
    {
        QVERIFY(writeFile(path(u"occ3.json"_s),
                          table({player("Ada", {3, 2, 1}, {true, false, false}, {5, 3}),
                                 player("Bo", {2, 2, 2}, {false, true, true}, {9}),
                                 player("Cy", {3, 3, 3}, {true, true, true}, {})})));
        const Run r = cli({u"score"_s, u"--game"_s, u"occult"_s, path(u"occ3.json"_s)});
        QCOMPARE(r.code, 0);
        QVERIFY(r.err.isEmpty());
        const QJsonArray ranking = QJsonDocument::fromJson(r.out).object().value(u"ranking"_s).toArray();
        QCOMPARE(ranking.size(), 3);
        QCOMPARE(ranking[0].toObject(),
                 (QJsonObject{{u"name"_s, u"Bo"_s}, {u"score"_s, 17}, {u"place"_s, 1}, {u"tiebreak"_s, u"none"_s},
                              {u"masteryLevel"_s, 6}, {u"completedMasteries"_s, 2}, {u"prophecyPoints"_s, 9},
                              {u"inPlayPoints"_s, 0}, {u"effectPoints"_s, 0}}));
        QCOMPARE(ranking[1].toObject().value(u"name"_s).toString(), u"Ada"_s);
        QCOMPARE(ranking[1].toObject().value(u"score"_s).toInt(), 15);
        QCOMPARE(ranking[2].toObject().value(u"score"_s).toInt(), 12);
        QCOMPARE(ranking[2].toObject().value(u"completedMasteries"_s).toInt(), 3);
    }

    // OCC-SCORE-1: no tie-break in the rulebook, so two players with the same points share the victory;
    // the same file read from standard input.
    void twoPlayersShare()
    {
        QProcess p;
        p.start(QStringLiteral(MOURNERS_CLI), {u"score"_s, u"--game"_s, u"occult"_s, u"-"_s});
        QVERIFY(p.waitForStarted());
        p.write(table({player("A", {1, 1, 1}, {false, false, false}, {4}), player("B", {3, 0, 0}, {true, false, false}, {3})}));
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonArray ranking = QJsonDocument::fromJson(p.readAllStandardOutput()).object().value(u"ranking"_s).toArray();
        QCOMPARE(ranking.size(), 2);
        for (const QJsonValue &v : ranking) {
            QCOMPARE(v.toObject().value(u"score"_s).toInt(), 7);
            QCOMPARE(v.toObject().value(u"place"_s).toInt(), 1);
            QCOMPARE(v.toObject().value(u"tiebreak"_s).toString(), u"shared"_s);
        }
    }

    // OCC-SCORE-1 and D-OCC-INPLAY: "Players earn points by invoking their Rituals and by storing cards on
    // their Prophecies." The prophecies in play and the rituals' points, scored by default and not
    // when the file says the table does not count prophecies in play.
    void inPlayAndRituals()
    {
        QJsonObject ada = player("Ada", {3, 2, 1}, {true, false, false}, {5, 3});
        ada[u"inPlay"_s] = QJsonArray{4, 1};
        ada[u"effects"_s] = 2;
        const QJsonObject bo = player("Bo", {2, 2, 2}, {false, true, true}, {9});
        QVERIFY(writeFile(path(u"inplay.json"_s), table({ada, bo})));
        Run r = cli({u"score"_s, u"--game"_s, u"occult"_s, path(u"inplay.json"_s)});
        QCOMPARE(r.code, 0);
        QJsonObject out = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(out.value(u"inPlayScores"_s).toBool(false), true);
        // Ada 6 + 1 + 8 + 5 + 2 = 22, Bo 6 + 2 + 9 = 17.
        QCOMPARE(out.value(u"ranking"_s).toArray().at(0).toObject(),
                 (QJsonObject{{u"name"_s, u"Ada"_s}, {u"score"_s, 22}, {u"place"_s, 1}, {u"tiebreak"_s, u"none"_s},
                              {u"masteryLevel"_s, 6}, {u"completedMasteries"_s, 1}, {u"prophecyPoints"_s, 8},
                              {u"inPlayPoints"_s, 5}, {u"effectPoints"_s, 2}}));
        // The table that scores completed prophecies only: Ada 17, Bo 17, shared.
        QJsonObject doc = QJsonDocument::fromJson(table({ada, bo})).object();
        doc[u"inPlayScores"_s] = false;
        QVERIFY(writeFile(path(u"inplay.json"_s), QJsonDocument(doc).toJson()));
        r = cli({u"score"_s, u"--game"_s, u"occult"_s, path(u"inplay.json"_s)});
        QCOMPARE(r.code, 0);
        out = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(out.value(u"inPlayScores"_s).toBool(true), false);
        for (const QJsonValue &v : out.value(u"ranking"_s).toArray()) {
            QCOMPARE(v.toObject().value(u"score"_s).toInt(), 17);
            QCOMPARE(v.toObject().value(u"tiebreak"_s).toString(), u"shared"_s);
        }
        QCOMPARE(out.value(u"ranking"_s).toArray().at(0).toObject().value(u"inPlayPoints"_s).toInt(), 0);
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("message");
        const QJsonObject a = player("A", {1, 2, 3}, {false, false, true}, {4});
        const QJsonObject b = player("B", {0, 0, 0}, {false, false, false}, {});
        auto with = [&](const QJsonObject &first) { return table({first, b}); };
        auto edit = [](QJsonObject o, const QString &key, const QString &inner, const QJsonValue &v) {
            QJsonObject in = o.value(key).toObject();
            if (v.isUndefined())
                in.remove(inner);
            else
                in[inner] = v;
            o[key] = in;
            return o;
        };
        QJsonObject extra = a;
        extra[u"score"_s] = 12;
        QTest::newRow("unknown key") << with(extra) << QByteArray("players[0]: unknown key 'score'");
        QJsonObject missing = a;
        missing.remove(u"completed"_s);
        QTest::newRow("missing key") << with(missing) << QByteArray("players[0]: missing key 'completed'");
        QTest::newRow("level 4") << with(edit(a, u"levels"_s, u"demonology"_s, 4))
                                 << QByteArray("players[0].levels.demonology: must be a whole number from 0 to 3");
        QTest::newRow("completed at level 0 (OCC-SCORE-1)")
                << with(edit(edit(a, u"levels"_s, u"bloodMagic"_s, 0), u"completed"_s, u"bloodMagic"_s, true))
                << QByteArray("players[0].levels.bloodMagic: must be a whole number from 1 to 3 (the mastery is marked "
                              "completed: a card still at level 0 has not been raised)");
        QJsonObject held = a;
        held[u"inPlay"_s] = QJsonArray{1, 2, 3, 4};
        QTest::newRow("4 prophecies in play (D-OCC-INPLAY)") << with(held) << QByteArray("players[0].inPlay: holds more than 3");
        QJsonObject ritual = a;
        ritual[u"effects"_s] = 120;
        QTest::newRow("effects 120") << with(ritual) << QByteArray("players[0].effects: must be a whole number from 0 to 99");
        QTest::newRow("unknown mastery") << with(edit(a, u"levels"_s, u"alchemy"_s, 1))
                                         << QByteArray("players[0].levels: unknown key 'alchemy'");
        QTest::newRow("completed 1") << with(edit(a, u"completed"_s, u"necromancy"_s, 1))
                                     << QByteArray("players[0].completed.necromancy: must be yes or no (true or false)");
        QJsonObject big = a;
        big[u"prophecies"_s] = QJsonArray{3, 120};
        QTest::newRow("prophecy 120") << with(big) << QByteArray("players[0].prophecies[1]: must be a whole number from 0 to 99");
        QJsonObject many = a;
        QJsonArray list;
        for (int i = 0; i < 21; ++i)
            list.append(2);
        many[u"prophecies"_s] = list;
        QTest::newRow("21 prophecies") << with(many) << QByteArray("players[0].prophecies: holds more than 20");
        QTest::newRow("one player") << table({a}) << QByteArray("players: must list 2 to 3 players");
        QJsonObject c = b, d = b;
        c[u"name"_s] = u"C"_s;
        d[u"name"_s] = u"D"_s;
        QTest::newRow("four players") << table({a, b, c, d}) << QByteArray("players: must list 2 to 3 players");
        QTest::newRow("same name") << table({b, b}) << QByteArray("players[1].name: 'B' is listed twice");
        QTest::newRow("not JSON") << QByteArray("{\"players\":") << QByteArray("not valid JSON");
    }

    void refusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, message);
        QVERIFY(writeFile(path(u"occbad.json"_s), json));
        const Run r = cli({u"score"_s, u"--game"_s, u"occult"_s, path(u"occbad.json"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    // A score sheet has no game to create or play; the shelf lists the game.
    void onlyScores()
    {
        const Run r = cli({u"new"_s, u"--game"_s, u"occult"_s, u"--players"_s, u"2"_s});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("only the command 'score FILE'"), r.err.constData());
        const Run games = cli({u"games"_s});
        QVERIFY2(games.out.contains("occult\tThe occult card game\n"), games.out.constData());
    }
};

QTEST_MAIN(TestOccultCli)
#include "tst_occultcli.moc"
