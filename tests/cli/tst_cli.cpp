// mourners-cli as a user runs it (docs/cli.md): new, show, apply, score, simulate, and bad input.
#include "model/mourners/game.h"
#include "model/core/rng.h"

#include <QDir>
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

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The `events` of an `apply` output, one per line.
QByteArray eventLines(const QByteArray &applyOutput)
{
    QByteArray lines;
    for (const auto &e : QJsonDocument::fromJson(applyOutput).object().value(u"events"_s).toArray())
        lines += e.toString().toUtf8() + '\n';
    return lines;
}

// Compares with tests/cli/golden/NAME; on a difference writes NAME.fail beside it (STYLE.md) so that
// `diff -u` shows the change and, if right, the .fail copy is accepted by renaming it.
bool matchesGolden(const QString &name, const QByteArray &actual)
{
    const QString golden = QStringLiteral(MOURNERS_SOURCE_DIR) + u"/tests/cli/golden/"_s + name;
    const QString failed = golden + u".fail"_s;
    if (readFile(golden) == actual) {
        QFile::remove(failed);
        return true;
    }
    writeFile(failed, actual);
    qWarning("%s differs from the golden file; see diff -u %s %s", qPrintable(name), qPrintable(golden), qPrintable(failed));
    return false;
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
        QVERIFY(show.out.contains("keep spirit")); // the factions to declare are no secret

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

    // A digital save stopped at a chance decision (apply --no-auto) goes on: apply draws chance first, as
    // play does, then applies the player's action.
    void applyDrawsPendingChanceFirst()
    {
        const Run n = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"5"_s});
        QCOMPARE(n.code, 0);
        QVERIFY(writeFile(path(u"chance0.json"_s), n.out));
        const Run stopped = cli({u"apply"_s, u"--no-auto"_s, path(u"chance0.json"_s), u"keep bone"_s, u"keep flesh"_s});
        QCOMPARE(stopped.code, 0);
        QVERIFY(writeFile(path(u"chance1.json"_s), stopped.out));
        mc::Game g = mc::Game::fromJson(stopped.out).game;
        QVERIFY(g.isValid());
        QVERIFY(g.state().isChance()); // the starting Mourners are still to be drawn
        g.playChance();
        QVERIFY(!g.state().isChance());
        const QString next = mc::actionToText(g.state(), g.state().legalActions().front());
        const Run go = cli({u"apply"_s, path(u"chance1.json"_s), next});
        QVERIFY2(go.code == 0, go.err.constData());
        QVERIFY(!mc::Game::fromJson(go.out).game.state().isChance());
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
        QTest::newRow("unknown game") << QStringList{u"new"_s, u"--game"_s, u"chess"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s}
                                      << QByteArray("unknown game 'chess' (mourners-call");
        QTest::newRow("game without id") << QStringList{u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s, u"--game"_s}
                                         << QByteArray("--game needs a game id");
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

    // The shelf: `games` lists the registry; a save names its game and the CLI follows it; a save of a
    // game this program does not know is refused with the id named, and the file is left as it was.
    void gamesOfTheShelf()
    {
        const Run list = cli({u"games"_s});
        QCOMPARE(list.code, 0);
        QVERIFY2(list.out.startsWith("mourners-call\tMourners Call\n"), list.out.constData());

        const Run made = cli({u"new"_s, u"--game"_s, u"mourners-call"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"3"_s});
        QCOMPARE(made.code, 0);
        QCOMPARE(QJsonDocument::fromJson(made.out).object().value(u"game"_s).toString(), u"mourners-call"_s);

        QByteArray other = made.out;
        other.replace("\"game\": \"mourners-call\"", "\"game\": \"tiddlywinks\"");
        QVERIFY(other != made.out);
        QVERIFY(writeFile(path(u"other.json"_s), other));
        const Run shown = cli({u"show"_s, path(u"other.json"_s)});
        QVERIFY(shown.code != 0);
        QVERIFY2(shown.err.contains("the game 'tiddlywinks'"), shown.err.constData());
        const Run forced = cli({u"apply"_s, path(u"other.json"_s), u"--game"_s, u"mourners-call"_s, u"keep bone"_s});
        QVERIFY(forced.code != 0);
        QVERIFY2(forced.err.contains("not of Mourners Call"), forced.err.constData());
        QCOMPARE(readFile(path(u"other.json"_s)), other);
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

    // R-SETUP-4 (a kept motive is secret), R-DRAFT-2 (the cards passed to a player): `show` prints the
    // public view; `show --seat N` adds what player N may know; other players' choices stay unlisted.
    void showKeepsSecrets()
    {
        const Run n = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,Bo"_s});
        QVERIFY(writeFile(path(u"secret.json"_s), n.out));
        const Run a = cli({u"apply"_s, path(u"secret.json"_s), u"keep bone"_s, u"keep flesh"_s, u"pile 3"_s, u"pile 2"_s,
                           u"take 1"_s, u"take 2"_s, u"pick malavestros"_s, u"pick death"_s});
        QVERIFY2(a.code == 0, a.err.constData());
        QVERIFY(writeFile(path(u"secret2.json"_s), a.out));

        const Run bo = cli({u"show"_s, path(u"secret2.json"_s), u"--seat"_s, u"2"_s});
        QCOMPARE(bo.code, 0);
        QVERIFY2(bo.out.contains("p2 Bo motive the-red-loom, hand: death, draft: "), bo.out.constData());
        QVERIFY(bo.out.contains("score 0 (motive bonus"));
        for (const QStringList &args : {QStringList{u"show"_s, path(u"secret2.json"_s)},
                                        QStringList{u"show"_s, path(u"secret2.json"_s), u"--seat"_s, u"1"_s}}) {
            const Run r = cli(args);
            QCOMPARE(r.code, 0);
            QVERIFY2(!r.out.contains("the-red-loom") && !r.out.contains("death"), r.out.constData());
            QVERIFY2(r.out.contains("p2 Bo: etherea 5") && r.out.contains("score without motive 0"), r.out.constData());
        }
        // Ada's draft pick: listed for Ada only.
        const Run pub = cli({u"show"_s, path(u"secret2.json"_s)});
        QVERIFY2(pub.out.contains("decision: draft-pick by Ada") && pub.out.contains("only Ada may see them"), pub.out.constData());
        QVERIFY(!pub.out.contains("  pick "));
        QVERIFY(cli({u"show"_s, path(u"secret2.json"_s), u"--seat"_s, u"1"_s}).out.contains("  pick "));
        QVERIFY(cli({u"show"_s, path(u"secret2.json"_s), u"--seat"_s, u"3"_s}).err.contains("--seat"));
    }

    // R-END-4: at final scoring the motives are revealed, so every view shows them and the full score.
    void showRevealsMotivesAtTheEnd()
    {
        mc::Game g = mc::Game::create(mc::standardRuleset(), 2, 11, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s});
        g.playChance();
        std::uint64_t x = 3;
        while (!g.state().isTerminal()) {
            const auto legal = g.state().legalActions();
            QCOMPARE(g.apply(legal[std::size_t(mc::uniformBelow(x, int(legal.size())))]), mc::ApplyError::None);
            g.playChance();
        }
        QVERIFY(writeFile(path(u"over.json"_s), g.toJson()));
        const Run r = cli({u"show"_s, path(u"over.json"_s)});
        QCOMPARE(r.code, 0);
        const auto &motives = g.state().rules().motives;
        for (int p = 0; p < 2; ++p)
            QVERIFY2(r.out.contains(motives[std::size_t(g.state().player[std::size_t(p)].motive)].id.toUtf8()), r.out.constData());
        QVERIFY(!r.out.contains("score without motive"));
        QVERIFY(r.out.contains("final ranking"));
    }

    // A misspelt key would be read as a missing 0 and rank the table wrongly (R-END-4): refused, named.
    void scoreRefusesUnknownKeys_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("message");
        const QByteArray other = R"({"name":"B","unity":1})";
        QTest::newRow("top level") << QByteArray(R"({"players":[{"name":"A","unity":1},)" + other + R"(],"round":3})")
                                   << QByteArray("top level: unknown key 'round'");
        QTest::newRow("player Motive") << QByteArray(R"({"players":[{"name":"A","unity":1,"Motive":6},)" + other + "]}")
                                       << QByteArray("players[0]: unknown key 'Motive'");
        QTest::newRow("player untiy") << QByteArray(R"({"players":[)" + other + R"(,{"name":"A","unity":1,"untiy":9}]})")
                                      << QByteArray("players[1]: unknown key 'untiy'");
        QTest::newRow("influence Bone") << QByteArray(R"({"players":[{"name":"A","unity":1,"influence":{"Bone":3}},)" + other + "]}")
                                        << QByteArray("players[0].influence: unknown key 'Bone'");
    }

    void scoreRefusesUnknownKeys()
    {
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, message);
        QVERIFY(writeFile(path(u"keys.json"_s), json));
        const Run r = cli({u"score"_s, path(u"keys.json"_s)});
        QVERIFY(r.code != 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    // A refused correction says why, with the numbers, and changes nothing.
    void refusedAdjustmentSaysWhy_data()
    {
        QTest::addColumn<QStringList>("actions");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("etherea below 0")
                << QStringList{u"p1 adjust etherea -5"_s}
                << QByteArray("'p1 adjust etherea -5' was not applied: Ada has 2 Etherea; a change of -5 would leave -3 (allowed 0 to "
                              "999); the save is unchanged");
        QTest::newRow("forge past the bound")
                << QStringList{u"p1 adjust forge +999"_s, u"p1 adjust forge +1"_s}
                << QByteArray("'p1 adjust forge +1' was not applied: Etherea on the Dirth Forge is 999; a change of +1 would leave "
                              "1000 (allowed 0 to 999)");
        QTest::newRow("threat two past the top") << QStringList{u"meter threat 11"_s} << QByteArray("Threat can be set from 0 to 10, not 11");
        QTest::newRow("place 13") << QStringList{u"p1 move 13 5 mk"_s} << QByteArray("'13' is not a place: places are 1-12 or crypt");
    }

    void refusedAdjustmentSaysWhy()
    {
        QFETCH(QStringList, actions);
        QFETCH(QByteArray, message);
        const Run n = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,Bo"_s, u"--mode"_s, u"table"_s});
        QVERIFY(writeFile(path(u"adj.json"_s), n.out));
        const Run r = cli(QStringList{u"apply"_s, path(u"adj.json"_s)} + actions);
        QVERIFY(r.code != 0);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    // `apply` speaks the app's sentences with rule ids (golden files); a meter past its top names the
    // value it reached (R-SUSP-1); a digital game never names the cards dealt to a seat.
    void applyEventsGolden_data()
    {
        QTest::addColumn<QString>("golden");
        QTest::addColumn<QStringList>("newArgs");
        QTest::addColumn<QStringList>("actions");
        QTest::newRow("table") << u"apply-table.txt"_s << QStringList{u"--mode"_s, u"table"_s}
                               << QStringList{u"keep bone"_s, u"keep flesh"_s, u"draw keeper-osrik"_s, u"draw viscera-tull"_s,
                                              u"p2 adjust unity +3"_s, u"p1 adjust etherea +2"_s, u"meter suspicion 13 p2"_s};
        QTest::newRow("digital") << u"apply-digital.txt"_s << QStringList{}
                                 << QStringList{u"keep bone"_s, u"keep flesh"_s, u"pile 3"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s};
    }

    void applyEventsGolden()
    {
        QFETCH(QString, golden);
        QFETCH(QStringList, newArgs);
        QFETCH(QStringList, actions);
        const Run n = cli(QStringList{u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,Bo"_s} + newArgs);
        QVERIFY(writeFile(path(u"golden.json"_s), n.out));
        const Run r = cli(QStringList{u"apply"_s, path(u"golden.json"_s)} + actions);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(matchesGolden(golden, eventLines(r.out)));
    }

    // Each bot's own thinking time, so a slow search player does not hide a fast one.
    void tournamentTimesEachBot()
    {
        const Run r = cli({u"tournament"_s, u"--bots"_s, u"random,rules"_s, u"--games"_s, u"2"_s, u"--seed"_s, u"4"_s});
        QCOMPARE(r.code, 0);
        const QJsonArray bots = QJsonDocument::fromJson(r.out).object().value(u"bots"_s).toArray();
        QCOMPARE(bots.size(), 2);
        for (const auto &b : bots) {
            QVERIFY2(b.toObject().value(u"seconds_per_decision"_s).isDouble(), r.out.constData());
            QVERIFY(b.toObject().value(u"seconds_per_decision"_s).toDouble() >= 0.0);
            QVERIFY(b.toObject().value(u"decisions"_s).toDouble() >= 1.0);
        }
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
