// mourners-cli as a user runs it (docs/cli.md): new, show, apply, score, simulate, and bad input.
#include "model/mourners/game.h"
#include "model/core/rng.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;

namespace {
struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

// The program in English whatever the machine's language, unless `language` names one (LANGUAGE).
Run cli(const QStringList &args, const QString &language = QString())
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {u"LANGUAGE"_s, u"LC_ALL"_s, u"LC_MESSAGES"_s})
        env.remove(name);
    env.insert(u"LANG"_s, u"C.UTF-8"_s);
    if (!language.isEmpty())
        env.insert(u"LANGUAGE"_s, language);
    p.setProcessEnvironment(env);
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
// `diff -u` shows the change and, if right, the .fail copy is accepted by renaming it, or
// MOURNERS_UPDATE_GOLDEN=1 rewrites it (tests/README.md).
bool matchesGolden(const QString &name, const QByteArray &actual)
{
    const QString golden = QStringLiteral(MOURNERS_SOURCE_DIR) + u"/tests/cli/golden/"_s + name;
    const QString failed = golden + u".fail"_s;
    if (qEnvironmentVariable("MOURNERS_UPDATE_GOLDEN") == u"1"_s) { // an intended change (tests/README.md)
        QFile::remove(failed);
        return writeFile(golden, actual);
    }
    if (readFile(golden) == actual) {
        QFile::remove(failed);
        return true;
    }
    writeFile(failed, actual);
    qWarning("%s differs from the golden file; see diff -u %s %s", qPrintable(name), qPrintable(golden), qPrintable(failed));
    return false;
}

// A Mourners Call game of the calculator as the history's JSON holds it: `a` wins 31 to 24 on `day`.
QJsonObject historyGame(const QString &a, const QString &b, int day)
{
    const auto player = [](const QString &name, int seat, const QString &faction, int score, int place,
                           std::initializer_list<int> numbers) {
        const QStringList keys{u"unity"_s, u"bone"_s, u"flesh"_s, u"spirit"_s, u"motive"_s, u"etherea"_s, u"mourners"_s};
        QJsonObject breakdown;
        int k = 0;
        for (int n : numbers)
            breakdown[keys[k++]] = n;
        return QJsonObject{{u"name"_s, name}, {u"seat"_s, seat}, {u"faction"_s, faction}, {u"motive"_s, u""_s},
                           {u"score"_s, score}, {u"place"_s, place}, {u"tiebreak"_s, u"none"_s},
                           {u"breakdown"_s, breakdown}};
    };
    return QJsonObject{{u"format"_s, u"mourners-game"_s}, {u"version"_s, 1}, {u"gameId"_s, u"mourners-call"_s},
                       {u"playedAt"_s, u"2026-01-%1T20:00:00Z"_s.arg(day, 2, 10, QChar(u'0'))},
                       {u"source"_s, u"calculator"_s}, {u"ruleset"_s, u"standard"_s}, {u"rounds"_s, 7},
                       {u"players"_s, QJsonArray{player(a, 1, u"bone"_s, 31, 1, {10, 8, 7, 6, 0, 2, 1}),
                                                 player(b, 2, u"flesh"_s, 24, 2, {8, 6, 5, 5, 0, 1, 0})}}};
}

QByteArray historyFile(const QJsonArray &games)
{
    return QJsonDocument(QJsonObject{{u"format"_s, u"mourners-history"_s}, {u"version"_s, 1}, {u"games"_s, games}})
            .toJson();
}

/// "uid name,name" per game of `history list`'s output, sorted.
QStringList listed(const QByteArray &listOutput)
{
    QStringList out;
    for (const auto &v : QJsonDocument::fromJson(listOutput).object().value(u"games"_s).toArray()) {
        QStringList names;
        for (const auto &p : v.toObject().value(u"players"_s).toArray())
            names << p.toObject().value(u"name"_s).toString();
        out << v.toObject().value(u"uid"_s).toString() + u' ' + names.join(u',');
    }
    out.sort();
    return out;
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

    // Correcting the past: step N becomes another action, later steps are replayed, the replay stops at
    // the first one no longer legal and says which; refusals leave nothing on standard output.
    void correctThePast()
    {
        const Run n = cli({u"new"_s, u"--players"_s, u"3"_s, u"--seed"_s, u"4"_s, u"--mode"_s, u"table"_s});
        mc::Game g = mc::Game::fromJson(n.out).game;
        QVERIFY(g.isValid());
        while (g.state().decision() != mc::Decision::Dice)
            QCOMPARE(g.apply(g.state().legalActions().back()), mc::ApplyError::None); // named cards sort last
        QVERIFY(writeFile(path(u"c0.json"_s), g.toJson()));
        const int diceStep = int(g.actions().size()) + 1;
        const Run played = cli({u"apply"_s, path(u"c0.json"_s), u"dice 10"_s, u"pile 4"_s, u"pile 3"_s, u"pile 3"_s, u"take 1"_s});
        QVERIFY2(played.code == 0, played.err.constData());
        QVERIFY(writeFile(path(u"c1.json"_s), played.out));

        const Run fixed = cli({u"correct"_s, path(u"c1.json"_s), QString::number(diceStep), u"dice 8"_s});
        QVERIFY2(fixed.code == 0, fixed.err.constData());
        const QJsonObject out = QJsonDocument::fromJson(fixed.out).object();
        const QJsonObject c = out.value(u"correction"_s).toObject();
        QCOMPARE(c.value(u"was"_s).toString(), u"dice 10"_s);
        QCOMPARE(c.value(u"kept"_s).toInt(), 2);
        QCOMPARE(c.value(u"dropped"_s).toInt(), 2);
        QCOMPARE(c.value(u"stopped_at"_s).toInt(), diceStep + 3);
        QCOMPARE(c.value(u"stopped_action"_s).toString(), u"pile 3"_s);
        const QJsonArray actions = out.value(u"actions"_s).toArray();
        QCOMPARE(actions.size(), diceStep + 2);
        QCOMPARE(actions.at(diceStep - 1).toString(), u"dice 8"_s);
        QCOMPARE(mc::Game::fromJson(fixed.out).game.state().diceTotal, 8); // the output is a save again

        for (const QStringList &bad : {QStringList{QString::number(diceStep), u"dice 2"_s},
                                       QStringList{u"99"_s, u"dice 8"_s}, QStringList{u"x"_s, u"dice 8"_s},
                                       QStringList{QString::number(diceStep), u"dice 10"_s},
                                       QStringList{QString::number(diceStep + 1), u"take 1"_s}}) {
            const Run r = cli(QStringList{u"correct"_s, path(u"c1.json"_s)} + bad);
            QVERIFY2(r.code != 0, qPrintable(bad.join(u' ')));
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.contains("unchanged") || r.err.contains("step must be"), r.err.constData());
        }
        QCOMPARE(readFile(path(u"c1.json"_s)), played.out);

        const Run digital = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"4"_s});
        QVERIFY(writeFile(path(u"c2.json"_s), digital.out));
        const Run refused = cli({u"correct"_s, path(u"c2.json"_s), u"1"_s, u"keep bone"_s});
        QVERIFY(refused.code != 0);
        QVERIFY2(refused.err.contains("only a table game"), refused.err.constData());
    }

    // `new --names`: every name is checked as the setup forms and the save reader check it; two names
    // that differ only in capitals are one, and a refused name is never printed back raw.
    void namesAreCheckedAsEverywhere_data()
    {
        QTest::addColumn<QString>("names");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("twice") << u"Ada,Ada"_s << QByteArray("--names: 'Ada' is listed twice");
        QTest::newRow("in other capitals") << u"Ada,ADA"_s << QByteArray("--names: 'ADA' is listed twice");
        QTest::newRow("escape") << u"Ada,B\x1b[31mo"_s << QByteArray("--names: Name of player 2: holds the control character U+001B (character 2)");
        QTest::newRow("override") << u"\u202eadA,Bo"_s << QByteArray("--names: Name of player 1: holds the control character U+202E (character 1)");
        QTest::newRow("too long") << u"Ada,"_s + QString(41, u'b') << QByteArray("--names: Name of player 2: is longer than 40 characters (41)");
    }

    void namesAreCheckedAsEverywhere()
    {
        QFETCH(QString, names);
        QFETCH(QByteArray, said);
        const Run n = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"3"_s, u"--names"_s, names});
        QCOMPARE(n.code, 2);
        QVERIFY(n.out.isEmpty());
        QVERIFY2(n.err.contains(said), n.err.constData());
        QVERIFY(!n.err.contains('\x1b'));
        QVERIFY(!n.err.contains("\xe2\x80\xae")); // U+202E in UTF-8
    }

    // Digital play: `apply --no-auto` takes a chance outcome only when it is the one the seed draws, and
    // says so (a table game takes what its cards showed: tst_savefile's table games).
    void handPickedChanceIsRefusedInDigitalPlay()
    {
        const Run n = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"102"_s, u"--names"_s, u"Ada,Bo"_s});
        QCOMPARE(n.code, 0);
        QVERIFY(writeFile(path(u"hand0.json"_s), n.out));
        const Run stopped = cli({u"apply"_s, u"--no-auto"_s, path(u"hand0.json"_s), u"keep bone"_s, u"keep flesh"_s});
        QCOMPARE(stopped.code, 0);
        QVERIFY(writeFile(path(u"hand1.json"_s), stopped.out));
        const mc::Game g = mc::Game::fromJson(stopped.out).game;
        QVERIFY(g.isValid() && g.seedOutcome());
        const QString drawn = mc::actionToText(g.state(), *g.seedOutcome());
        QString other;
        for (const mc::Action &a : g.state().legalActions())
            if (mc::actionToText(g.state(), a) != drawn)
                other = mc::actionToText(g.state(), a);
        QVERIFY(!other.isEmpty());
        const Run picked = cli({u"apply"_s, u"--no-auto"_s, path(u"hand1.json"_s), other});
        QCOMPARE(picked.code, 2);
        QVERIFY(picked.out.isEmpty());
        QVERIFY2(picked.err.contains("in a digital game the seed draws every chance outcome"), picked.err.constData());
        QVERIFY2(picked.err.contains((u"draws '"_s + drawn + u"'"_s).toUtf8()), picked.err.constData());
        QCOMPARE(cli({u"apply"_s, u"--no-auto"_s, path(u"hand1.json"_s), drawn}).code, 0);

        // A saved file with that step is refused on loading, naming the step.
        const Run show = cli({u"show"_s, QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/mourners-save/chance-by-hand.json")});
        QCOMPARE(show.code, 2);
        QVERIFY2(show.err.contains("actions[0]: Step 1 ('draw ossuary-throne') is not what the game's seed draws"), show.err.constData());
        QVERIFY2(show.err.contains("the seed draws 'draw the-iron-ledger'"), show.err.constData());

    }

    // The save reader's refusals name the field: a seed as the program writes it, a colour.
    void corpusFilesNameTheField_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("said");
        QTest::newRow("seed") << u"seed-plus.json"_s << QByteArray("seed: must be a whole number written as text");
        QTest::newRow("colour") << u"color-number.json"_s << QByteArray("seats[1].color: must be a colour");
        QTest::newRow("names") << u"names-twice.json"_s << QByteArray("seats[1].name: 'Ada' is listed twice");
        QTest::newRow("seats") << u"seats-reversed.json"_s << QByteArray("does not give the saved end of the game");
    }

    void corpusFilesNameTheField()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, said);
        const Run show = cli({u"show"_s, QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/mourners-save/") + file});
        QCOMPARE(show.code, 2);
        QVERIFY2(show.err.contains(said), show.err.constData());
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
        QTest::newRow("seed missing") << QStringList{u"new"_s, u"--players"_s, u"2"_s} << QByteArray("--seed is missing");
        QTest::newRow("seed not a number") << QStringList{u"simulate"_s, u"--players"_s, u"2"_s, u"--games"_s, u"3"_s, u"--seed"_s, u"x"_s}
                                           << QByteArray("--seed must be a whole number");
        QTest::newRow("seed with a sign") << QStringList{u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"+102"_s}
                                          << QByteArray("no sign, space or leading zero");
        QTest::newRow("seed with a space") << QStringList{u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u" 102"_s}
                                           << QByteArray("no sign, space or leading zero");
        QTest::newRow("seed with a leading zero")
                << QStringList{u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"0102"_s}
                << QByteArray("no sign, space or leading zero");
        QTest::newRow("names count") << QStringList{u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s, u"--names"_s, u"A"_s}
                                     << QByteArray("--names");
        QTest::newRow("missing file") << QStringList{u"show"_s, u"/nonexistent.json"_s} << QByteArray("cannot read");
        QTest::newRow("unknown game") << QStringList{u"new"_s, u"--game"_s, u"chess"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s}
                                      << QByteArray("unknown game 'chess' (mourners-call");
        QTest::newRow("game without id") << QStringList{u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s, u"--game"_s}
                                         << QByteArray("--game needs a game id");
        QTest::newRow("simulate games") << QStringList{u"simulate"_s, u"--players"_s, u"2"_s, u"--games"_s, u"0"_s, u"--seed"_s, u"1"_s}
                                        << QByteArray("--games");
        // Each refusal says what to give.
        QTest::newRow("games missing") << QStringList{u"simulate"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s}
                                       << QByteArray("--games is missing: give a whole number from 1 to 100000000");
        QTest::newRow("empty file name") << QStringList{u"show"_s, QString()}
                                         << QByteArray("the file's name is empty: give the path of the file");
        QTest::newRow("option before the command") << QStringList{u"--game"_s, u"occult"_s, u"score"_s, u"x.json"_s}
                                                   << QByteArray("'--game' is not a command: the command comes first");
        QTest::newRow("games with an argument") << QStringList{u"games"_s, u"occult"_s}
                                                << QByteArray("games takes no arguments (not 'occult')");
        QTest::newRow("score without a file") << QStringList{u"score"_s}
                                              << QByteArray("score needs the score sheet's file: mourners-cli score FILE (");
        QTest::newRow("sheet score without a file") << QStringList{u"score"_s, u"--game"_s, u"occult"_s}
                                                    << QByteArray("score needs the score sheet's file: mourners-cli score FILE --game occult");
        QTest::newRow("sheet score of two files") << QStringList{u"score"_s, u"--game"_s, u"dead-mans-crown"_s, u"a.json"_s, u"b.json"_s}
                                                  << QByteArray("score takes one file, not 2: mourners-cli score FILE --game dead-mans-crown");
        QTest::newRow("sheet score option") << QStringList{u"score"_s, u"--game"_s, u"occult"_s, u"a.json"_s, u"--bogus"_s}
                                            << QByteArray("unknown option --bogus (score takes only the sheet's file");
        QTest::newRow("simulate with a stray value") << QStringList{u"simulate"_s, u"--players"_s, u"2"_s, u"--games"_s, u"1"_s, u"--seed"_s, u"1"_s, u"5"_s}
                                                     << QByteArray("unexpected argument '5'");
        QTest::newRow("tournament with a stray value")
                << QStringList{u"tournament"_s, u"--game"_s, u"rest-in-peace"_s, u"--bots"_s, u"random,rules"_s, u"--games"_s, u"1"_s, u"--seed"_s, u"1"_s, u"x"_s}
                << QByteArray("unexpected argument 'x'");
        QTest::newRow("sheet score empty name") << QStringList{u"score"_s, u"--game"_s, u"occult"_s, QString()}
                                                << QByteArray("the file's name is empty");
    }

    // A table game with no step yet has nothing to correct, and says so; another game's score sheet
    // given without --game is read as Mourners Call's, and the refusal says which --game reads it.
    void refusalsSayWhatToGive()
    {
        const Run made = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"3"_s, u"--mode"_s, u"table"_s});
        QVERIFY(writeFile(path(u"fresh.json"_s), made.out));
        const Run fresh = cli({u"correct"_s, path(u"fresh.json"_s), u"1"_s, u"dice 8"_s});
        QCOMPARE(fresh.code, 2);
        QVERIFY2(fresh.err.contains("has no steps yet: there is nothing to correct"), fresh.err.constData());
        QVERIFY2(!fresh.err.contains("from 1 to 0"), fresh.err.constData());
        const Run blank = cli({u"apply"_s, path(u"fresh.json"_s), u"keep bone"_s, u" "_s});
        QCOMPARE(blank.code, 2);
        QVERIFY2(blank.err.contains("action 2 is empty: give each action as 'mourners-cli show SAVE' lists the legal ones"),
                 blank.err.constData());
        const Run rip = cli({u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"3"_s});
        QVERIFY(writeFile(path(u"rip.json"_s), rip.out));
        QVERIFY2(cli({u"apply"_s, path(u"rip.json"_s), QString()}).err.contains("action 1 is empty"), "rest in peace");

        QVERIFY(writeFile(path(u"occ.json"_s),
                          R"({"players":[{"name":"Ada","levels":{"bloodMagic":1,"demonology":0,"necromancy":0},"completed":{"bloodMagic":false,"demonology":false,"necromancy":false},"prophecies":[]},{"name":"Bo","levels":{"bloodMagic":1,"demonology":0,"necromancy":0},"completed":{"bloodMagic":false,"demonology":false,"necromancy":false},"prophecies":[]}]})"));
        const Run guessed = cli({u"score"_s, path(u"occ.json"_s)});
        QCOMPARE(guessed.code, 2);
        QVERIFY2(guessed.err.contains("without --game, score reads a score sheet of Mourners Call; a sheet of another "
                                      "game needs --game dead-mans-crown or --game occult"),
                 guessed.err.constData());
        QCOMPARE(cli({u"score"_s, u"--game"_s, u"occult"_s, path(u"occ.json"_s)}).code, 0);
        // A save given to score is named as such.
        const Run save = cli({u"score"_s, path(u"fresh.json"_s)});
        QCOMPARE(save.code, 2);
        QVERIFY2(save.err.contains("is a file of the format 'mourners-call-save' (a save or a sheet the app keeps), not a "
                                   "score sheet"),
                 save.err.constData());
        QVERIFY2(!save.err.contains("without --game"), save.err.constData());
        // A file that is not there is told as such, without the hint about another game's sheet.
        const Run missing = cli({u"score"_s, path(u"nowhere.json"_s)});
        QCOMPARE(missing.code, 2);
        QVERIFY2(!missing.err.contains("without --game"), missing.err.constData());
    }

    // --version prints the program's version, as the app's own --version does.
    void version()
    {
        const Run v = cli({u"--version"_s});
        QCOMPARE(v.code, 0);
        QCOMPARE(v.out.trimmed(), QByteArray("mourners-cli " MOURNERS_TEST_VERSION));
        QCOMPARE(cli({u"-v"_s}).out, v.out);
        QVERIFY(cli({u"--help"_s}).out.contains("--version"));
        QCOMPARE(cli({u"--version"_s, u"x"_s}).code, 2);
    }

    // The app's sentences with a count read as the app shows them: English singular and plural (never
    // "figure(s)"), German with LANGUAGE=de.
    void sentencesInTheSystemsLanguage()
    {
        const Run made = cli({u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,Bo"_s,
                              u"--mode"_s, u"table"_s});
        QVERIFY(writeFile(path(u"lang.json"_s), made.out));
        const QStringList steps{u"apply"_s, path(u"lang.json"_s), u"keep bone"_s, u"keep flesh"_s, u"draw keeper-osrik"_s,
                                u"draw viscera-tull"_s, u"dice 8"_s, u"pile 5"_s, u"pile 2"_s};
        const Run english = cli(steps);
        QCOMPARE(english.code, 0);
        QVERIFY2(!english.out.contains("(s)"), english.out.constData());
        const Run german = cli(steps, u"de"_s);
        QCOMPARE(german.code, 0);
        QVERIFY2(!german.out.contains("(s)"), german.out.constData());
        QVERIFY(german.out != english.out);
        const QJsonArray events = QJsonDocument::fromJson(german.out).object().value(u"events"_s).toArray();
        QVERIFY(!events.isEmpty());
        QCOMPARE(events.size(), QJsonDocument::fromJson(english.out).object().value(u"events"_s).toArray().size());
        QVERIFY2(events.first().toString().contains(u"hat ein Ulterior Motive behalten"_s), qPrintable(events.first().toString()));

        // A ruleset with a wrong number everywhere: the refusal counts the problems it does not list.
        QFile standard(QStringLiteral(MOURNERS_SOURCE_DIR "/resources/rulesets/standard.json"));
        QVERIFY(standard.open(QIODevice::ReadOnly));
        std::function<QJsonValue(const QJsonValue &)> spoil = [&](const QJsonValue &v) -> QJsonValue {
            if (v.isDouble())
                return -5;
            if (v.isObject()) {
                QJsonObject o = v.toObject();
                for (auto it = o.begin(); it != o.end(); ++it)
                    it.value() = spoil(it.value());
                return o;
            }
            if (v.isArray()) {
                QJsonArray a;
                for (const QJsonValue &x : v.toArray())
                    a.append(spoil(x));
                return a;
            }
            return v;
        };
        const QJsonValue spoilt = spoil(QJsonDocument::fromJson(standard.readAll()).object());
        QVERIFY(writeFile(path(u"spoilt.json"_s), QJsonDocument(spoilt.toObject()).toJson()));
        const QStringList withRuleset{u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s, u"--ruleset"_s, path(u"spoilt.json"_s)};
        const Run refusedEn = cli(withRuleset);
        QCOMPARE(refusedEn.code, 2);
        QVERIFY2(refusedEn.err.contains(" more problems.") && !refusedEn.err.contains("problem(s)"), refusedEn.err.constData());
        const Run refusedDe = cli(withRuleset, u"de"_s);
        QVERIFY2(refusedDe.err.contains(" weitere Probleme."), refusedDe.err.constData());
    }

    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        const Run r = cli(args);
        QVERIFY(r.code != 0);
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    // serve --listen: only that address (or network) listens and the links name it; a wrong one is said.
    void serveListensOnlyWhereTold()
    {
        QTemporaryDir dir;
        const QString save = dir.filePath(u"g.json"_s);
        const Run made = cli({u"new"_s, u"--players"_s, u"3"_s, u"--seed"_s, u"5"_s, u"--mode"_s, u"digital"_s});
        QCOMPARE(made.code, 0);
        QVERIFY(writeFile(save, made.out));
        QProcess p;
        p.start(QStringLiteral(MOURNERS_CLI), {u"serve"_s, save, u"--listen"_s, u"127.0.0.2"_s, u"--port"_s, u"0"_s});
        QTRY_VERIFY_WITH_TIMEOUT(p.canReadLine(), 30000);
        const QJsonObject first = QJsonDocument::fromJson(p.readLine()).object();
        const int port = first.value(u"port"_s).toInt();
        QVERIFY(port > 0);
        QVERIFY(first.value(u"seats"_s).toArray().at(0).toObject().value(u"url"_s).toString().startsWith(
                u"http://127.0.0.2:%1/seat/"_s.arg(port)));
        QTcpSocket there;
        there.connectToHost(u"127.0.0.2"_s, quint16(port));
        QVERIFY(there.waitForConnected(5000));
        QTcpSocket elsewhere;
        elsewhere.connectToHost(u"127.0.0.1"_s, quint16(port));
        QVERIFY(!elsewhere.waitForConnected(2000));
        p.write("quit\n");
        QVERIFY(p.waitForFinished(10000));
        QCOMPARE(p.exitCode(), 0);

        const Run unknown = cli({u"serve"_s, save, u"--listen"_s, u"nosuch0"_s});
        QVERIFY(unknown.code != 0);
        QVERIFY2(unknown.err.contains("--listen: 'nosuch0' is not an IP address nor a network of this machine"), unknown.err.constData());
        const Run both = cli({u"serve"_s, save, u"--listen"_s, u"127.0.0.2"_s, u"--address"_s, u"127.0.0.2"_s});
        QVERIFY(both.code != 0);
        QVERIFY2(both.err.contains("not both"), both.err.constData());
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
        QVERIFY2(forced.err.contains("a save of another game ('tiddlywinks')"), forced.err.constData());
        QCOMPARE(readFile(path(u"other.json"_s)), other);
    }

    // `check`: a game's conformance hook through the shelf's CLI, for each number of players the game is
    // played by; a game without a rules engine, a wrong number of players and bad options are refused.
    void checkRunsAGamesConformanceHook()
    {
        const Run duel = cli({u"check"_s, u"--game"_s, u"rest-in-peace"_s, u"--games"_s, u"3"_s, u"--seed"_s, u"4"_s});
        QVERIFY2(duel.code == 0, duel.err.constData());
        QCOMPARE(duel.out, QByteArray("rest-in-peace, 2 players, 3 random games from seed 4: conform\n"));
        const Run three = cli({u"check"_s, u"--game"_s, u"mourners-call"_s, u"--players"_s, u"3"_s, u"--games"_s, u"2"_s});
        QVERIFY2(three.code == 0, three.err.constData());
        QCOMPARE(three.out, QByteArray("mourners-call, 3 players, 2 random games from seed 1: conform\n"));
        const Run every = cli({u"check"_s, u"--games"_s, u"1"_s});
        QVERIFY2(every.code == 0, every.err.constData());
        QCOMPARE(every.out.count('\n'), 4); // Mourners Call with 2, 3 and 4 players, Rest in Peace
        const Run sheet = cli({u"check"_s, u"--game"_s, u"dead-mans-crown"_s});
        QCOMPARE(sheet.code, 2);
        QVERIFY2(sheet.err.contains("no rules engine"), sheet.err.constData());
        const Run five = cli({u"check"_s, u"--game"_s, u"mourners-call"_s, u"--players"_s, u"5"_s});
        QCOMPARE(five.code, 2);
        QVERIFY2(five.err.contains("played by 2 to 4 players, not 5"), five.err.constData());
        const Run bad = cli({u"check"_s, u"--games"_s, u"0"_s});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.out.isEmpty());
    }

    // `history ratings`: the standings of one game as JSON (docs/ratings.md), every game held without
    // --game, and the refusals: an unknown game or --game on another subcommand, exit code 2, the
    // history untouched (a file that was not there is not made).
    void historyRatings()
    {
        // Mourners Call games of the history file format: each player's score is their unity (the
        // rest 0); equal scores with nothing to break them share the place.
        const auto game = [](const QString &when, const QList<std::pair<QString, int>> &unity) {
            QJsonArray players;
            for (qsizetype i = 0; i < unity.size(); ++i) {
                int place = 1;
                bool shared = false;
                for (const auto &[other, u] : unity) {
                    place += u > unity[i].second ? 1 : 0;
                    shared = shared || (u == unity[i].second && other != unity[i].first);
                }
                players.append(QJsonObject{
                        {u"name"_s, unity[i].first}, {u"seat"_s, int(i) + 1}, {u"faction"_s, u""_s},
                        {u"motive"_s, u""_s}, {u"score"_s, unity[i].second}, {u"place"_s, place},
                        {u"tiebreak"_s, shared ? u"shared"_s : u"none"_s},
                        {u"breakdown"_s, QJsonObject{{u"unity"_s, unity[i].second}, {u"bone"_s, 0}, {u"flesh"_s, 0},
                                                     {u"spirit"_s, 0}, {u"motive"_s, 0}, {u"etherea"_s, 0},
                                                     {u"mourners"_s, 0}}}});
            }
            return QJsonObject{{u"format"_s, u"mourners-game"_s}, {u"version"_s, 1}, {u"gameId"_s, u"mourners-call"_s},
                               {u"playedAt"_s, when}, {u"source"_s, u"calculator"_s}, {u"ruleset"_s, u"standard"_s},
                               {u"rounds"_s, 7}, {u"players"_s, players}};
        };
        const auto history = [](const QJsonArray &games) {
            return QJsonDocument(QJsonObject{{u"format"_s, u"mourners-history"_s}, {u"version"_s, 1}, {u"games"_s, games}})
                    .toJson();
        };

        // One game: Ada beats Bo; both new, so OpenSkill's two-player numbers (tests/app/tst_ratings.cpp).
        const QString one = path(u"ratings-one.sqlite"_s);
        QVERIFY(writeFile(path(u"one.json"_s), history({game(u"2025-03-01T12:00:00Z"_s, {{u"Ada"_s, 20}, {u"Bo"_s, 12}})})));
        const Run added = cli({u"history"_s, u"--database"_s, one, u"add"_s, path(u"one.json"_s)});
        QVERIFY2(added.code == 0, added.err.constData());
        const Run rated = cli({u"history"_s, u"--database"_s, one, u"ratings"_s, u"--game"_s, u"mourners-call"_s});
        QVERIFY2(rated.code == 0, rated.err.constData());
        const QJsonObject table = QJsonDocument::fromJson(rated.out).object();
        QCOMPARE(table.value(u"game"_s).toString(), u"mourners-call"_s);
        const QJsonArray two = table.value(u"players"_s).toArray();
        QCOMPARE(two.size(), 2);
        const QJsonObject ada = two[0].toObject();
        QCOMPARE(ada.value(u"name"_s).toString(), u"Ada"_s);
        QCOMPARE(ada.value(u"rank"_s).toInt(), 1);
        QCOMPARE(ada.value(u"games"_s).toInt(), 1);
        QCOMPARE(ada.value(u"wins"_s).toInt(), 1);
        QVERIFY(qAbs(ada.value(u"mu"_s).toDouble() - 27.63523138347365) < 1e-9);
        QVERIFY(qAbs(ada.value(u"sigma"_s).toDouble() - 8.065506316323548) < 1e-9);
        QVERIFY(qAbs(ada.value(u"rating"_s).toDouble() - (27.63523138347365 - 3 * 8.065506316323548)) < 1e-9);
        QCOMPARE(two[1].toObject().value(u"name"_s).toString(), u"Bo"_s);
        QCOMPARE(two[1].toObject().value(u"wins"_s).toInt(), 0);
        QVERIFY(qAbs(two[1].toObject().value(u"mu"_s).toDouble() - 22.36476861652635) < 1e-9);

        // Three games, one with a shared place, added newest first: ranks follow the ratings, each
        // rating is mu - 3 sigma; without --game one entry per game held.
        const QString three = path(u"ratings-three.sqlite"_s);
        QVERIFY(writeFile(path(u"three.json"_s),
                          history({game(u"2025-03-03T12:00:00Z"_s, {{u"Cy"_s, 9}, {u"Bo"_s, 9}, {u"Ada"_s, 3}}),
                                   game(u"2025-03-02T12:00:00Z"_s, {{u"Ada"_s, 15}, {u"Cy"_s, 11}}),
                                   game(u"2025-03-01T12:00:00Z"_s, {{u"Ada"_s, 20}, {u"Bo"_s, 12}, {u"Cy"_s, 1}})})));
        QCOMPARE(cli({u"history"_s, u"--database"_s, three, u"add"_s, path(u"three.json"_s)}).code, 0);
        const Run all = cli({u"history"_s, u"--database"_s, three, u"ratings"_s});
        QVERIFY2(all.code == 0, all.err.constData());
        const QJsonArray games = QJsonDocument::fromJson(all.out).object().value(u"games"_s).toArray();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].toObject().value(u"game"_s).toString(), u"mourners-call"_s);
        const QJsonArray players = games[0].toObject().value(u"players"_s).toArray();
        QCOMPARE(players.size(), 3);
        double previous = 1e9;
        int wins = 0;
        for (qsizetype i = 0; i < players.size(); ++i) {
            const QJsonObject p = players[i].toObject();
            QCOMPARE(p.value(u"rank"_s).toInt(), int(i) + 1);
            const double rating = p.value(u"rating"_s).toDouble();
            QVERIFY(qAbs(rating - (p.value(u"mu"_s).toDouble() - 3 * p.value(u"sigma"_s).toDouble())) < 1e-9);
            QVERIFY(rating <= previous);
            previous = rating;
            wins += p.value(u"wins"_s).toInt();
            if (p.value(u"name"_s).toString() == u"Cy"_s) {
                QCOMPARE(p.value(u"games"_s).toInt(), 3);
                QCOMPARE(p.value(u"wins"_s).toInt(), 1); // the shared first place
            }
        }
        QCOMPARE(wins, 4); // Ada twice, Cy and Bo sharing one
        // The same numbers as with --game.
        const Run mc = cli({u"history"_s, u"--database"_s, three, u"ratings"_s, u"--game"_s, u"mourners-call"_s});
        QCOMPARE(QJsonDocument::fromJson(mc.out).object().value(u"players"_s).toArray(), players);
        // A game of the shelf without games: no players.
        const Run none = cli({u"history"_s, u"--database"_s, three, u"ratings"_s, u"--game"_s, u"rest-in-peace"_s});
        QCOMPARE(none.code, 0);
        QVERIFY(QJsonDocument::fromJson(none.out).object().value(u"players"_s).toArray().isEmpty());

        // Refusals: nothing printed on standard output, the file as it was, a missing one not made.
        const QByteArray before = readFile(three);
        const Run unknown = cli({u"history"_s, u"--database"_s, three, u"ratings"_s, u"--game"_s, u"tiddlywinks"_s});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("unknown game 'tiddlywinks'"), unknown.err.constData());
        QVERIFY(unknown.out.isEmpty());
        QCOMPARE(readFile(three), before);
        const QString missing = path(u"never.sqlite"_s);
        QCOMPARE(cli({u"history"_s, u"--database"_s, missing, u"ratings"_s, u"--game"_s, u"nope"_s}).code, 2);
        QVERIFY(!QFile::exists(missing));
        const Run wrongPlace = cli({u"history"_s, u"--database"_s, three, u"list"_s, u"--game"_s, u"mourners-call"_s});
        QCOMPARE(wrongPlace.code, 2);
        QVERIFY2(wrongPlace.err.contains("only ratings"), wrongPlace.err.constData());
        const Run noValue = cli({u"history"_s, u"--database"_s, three, u"ratings"_s, u"--game"_s});
        QCOMPARE(noValue.code, 2);
        QVERIFY2(noValue.err.contains("--game needs a value"), noValue.err.constData());
        const Run file = cli({u"history"_s, u"--database"_s, three, u"ratings"_s, u"extra.json"_s});
        QCOMPARE(file.code, 2);
        QCOMPARE(readFile(three), before);
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
            QVERIFY(b.toObject().value(u"max_seconds_per_decision"_s).toDouble()
                    >= b.toObject().value(u"seconds_per_decision"_s).toDouble());
            // The moves a person would call silly, each kind counted (model/mourners/sillymoves.h).
            const QJsonObject silly = b.toObject().value(u"silly_moves"_s).toObject();
            for (const char *kind : {"relocated_back", "influence_for_nothing", "lopsided_split", "moved_again", "card_left_unplayed"})
                QVERIFY2(silly.value(QString::fromLatin1(kind)).isDouble(), r.out.constData());
        }
    }

    // Dead Man's Crown (docs/cli.md): DMC-SCORE-1/2/3, DMC-TIE-1/2, DMC-WIN-1 through `score --game
    // dead-mans-crown`; the 3-player table of tst_deadmanscrown's wholeTable, worked out by hand.
    void deadMansCrownScore()
    {
        auto player = [](const char *name, int rituals, QList<int> oracle, QList<int> used, int rune, int left, int bones) {
            const char *spaces[] = {"black", "red", "white", "gold", "runes", "star", "skulls"};
            QJsonObject o, u;
            for (int i = 0; i < 7; ++i)
                o[QString::fromLatin1(spaces[i])] = oracle[i];
            for (int i = 0; i < 4; ++i)
                u[QString::fromLatin1(spaces[i])] = used[i];
            return QJsonObject{{u"name"_s, QString::fromLatin1(name)}, {u"rituals"_s, rituals}, {u"oracle"_s, o}, {u"used"_s, u},
                               {u"runeGroup"_s, rune}, {u"skullsLeft"_s, left}, {u"bones"_s, bones}};
        };
        QJsonArray players{player("Ada", 24, {3, 0, 1, 0, 2, 2, 0}, {4, 1, 2, 0}, 5, 1, 2),
                           player("Bo", 19, {1, 1, 2, 0, 0, 1, 2}, {3, 3, 2, 1}, 2, 4, 0),
                           player("Cy", 31, {0, 0, 1, 1, 2, 0, 1}, {0, 0, 1, 2}, 3, 6, 5)};
        QVERIFY(writeFile(path(u"dmc.json"_s), QJsonDocument(QJsonObject{{u"players"_s, players}}).toJson()));
        const Run r = cli({u"score"_s, u"--game"_s, u"dead-mans-crown"_s, path(u"dmc.json"_s)});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray ranking = o.value(u"ranking"_s).toArray();
        QCOMPARE(ranking.size(), 3);
        QCOMPARE(ranking[0].toObject(), (QJsonObject{{u"name"_s, u"Bo"_s}, {u"score"_s, 79}, {u"place"_s, 1}, {u"tiebreak"_s, u"none"_s}}));
        QCOMPARE(ranking[1].toObject().value(u"score"_s).toInt(), 74);
        QCOMPARE(ranking[2].toObject().value(u"score"_s).toInt(), 59);
        const QJsonArray awards = o.value(u"awards"_s).toArray();
        QCOMPARE(awards.size(), 11);
        QCOMPARE(awards[0].toObject(), (QJsonObject{{u"space"_s, u"black"_s}, {u"player"_s, u"Ada"_s}, {u"kind"_s, u"most"_s},
                                                    {u"cubes"_s, 3}, {u"count"_s, 4}, {u"each"_s, 5}, {u"points"_s, 20}}));
        // DMC-TIE-1 on the runes: both tied players take the low reward per cube of their own group.
        QCOMPARE(awards[5].toObject().value(u"kind"_s).toString(), u"tiedMost"_s);
        QCOMPARE(awards[5].toObject().value(u"points"_s).toInt(), 10);
        QCOMPARE(awards[6].toObject().value(u"player"_s).toString(), u"Cy"_s);
        QCOMPARE(awards[6].toObject().value(u"points"_s).toInt(), 6);

        // DMC-WIN-1 with 2 and 4 players: equal points, bones decide; equal bones, the place is shared.
        QJsonArray two{player("A", 20, {0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0, 1),
                       player("B", 20, {0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0, 4)};
        QVERIFY(writeFile(path(u"dmc2.json"_s), QJsonDocument(QJsonObject{{u"players"_s, two}}).toJson()));
        const Run r2 = cli({u"score"_s, path(u"dmc2.json"_s), u"--game"_s, u"dead-mans-crown"_s});
        QCOMPARE(r2.code, 0);
        const QJsonArray rank2 = QJsonDocument::fromJson(r2.out).object().value(u"ranking"_s).toArray();
        QCOMPARE(rank2[0].toObject().value(u"name"_s).toString(), u"B"_s);
        QCOMPARE(rank2[0].toObject().value(u"tiebreak"_s).toString(), u"bones"_s);
        QCOMPARE(rank2[1].toObject().value(u"place"_s).toInt(), 2);
        QJsonArray four = two;
        four.append(player("C", 20, {0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0, 4));
        four.append(player("D", 2, {0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0}, 0, 0, 9));
        QVERIFY(writeFile(path(u"dmc4.json"_s), QJsonDocument(QJsonObject{{u"players"_s, four}}).toJson()));
        const Run r4 = cli({u"score"_s, u"--game"_s, u"dead-mans-crown"_s, path(u"dmc4.json"_s)});
        QCOMPARE(r4.code, 0);
        const QJsonArray rank4 = QJsonDocument::fromJson(r4.out).object().value(u"ranking"_s).toArray();
        QCOMPARE(rank4.size(), 4);
        for (int i : {0, 1})
            QCOMPARE(rank4[i].toObject().value(u"tiebreak"_s).toString(), u"shared"_s);
        QCOMPARE(rank4[1].toObject().value(u"place"_s).toInt(), 1);
        QCOMPARE(rank4[2].toObject().value(u"name"_s).toString(), u"A"_s);
        QCOMPARE(rank4[3].toObject().value(u"place"_s).toInt(), 4);
    }

    void deadMansCrownRefusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QByteArray>("message");
        const QByteArray b = R"({"name":"B","rituals":1,"oracle":{"black":0,"red":0,"white":0,"gold":0,"runes":0,"star":0,"skulls":0},"used":{"black":0,"red":0,"white":0,"gold":0},"runeGroup":0,"skullsLeft":0,"bones":0})";
        auto with = [&](QByteArray player) { return "{\"players\":[" + player + "," + b + "]}"; };
        QByteArray a = b;
        a.replace("\"B\"", "\"A\"");
        QTest::newRow("unknown key") << with(QByteArray(a).replace("\"bones\"", "\"Bones\""))
                                     << QByteArray("players[0]: unknown key 'Bones'");
        QTest::newRow("missing key") << with(QByteArray(a).replace(",\"bones\":0", ""))
                                     << QByteArray("players[0]: missing key 'bones'");
        QTest::newRow("oracle colour") << with(QByteArray(a).replace("\"black\":0,\"red\"", "\"purple\":0,\"red\""))
                                       << QByteArray("players[0].oracle: unknown key 'purple'");
        QTest::newRow("1000") << with(QByteArray(a).replace("\"rituals\":1", "\"rituals\":1000"))
                              << QByteArray("players[0].rituals: must be a whole number from 0 to 999");
        QTest::newRow("negative") << with(QByteArray(a).replace("\"runeGroup\":0", "\"runeGroup\":-2"))
                                  << QByteArray("players[0].runeGroup: must be a whole number");
        QTest::newRow("one player") << QByteArray("{\"players\":[" + b + "]}") << QByteArray("players: must list 2 to 4 players");
        QTest::newRow("same name") << with(b) << QByteArray("players[1].name: 'B' is listed twice");
        QTest::newRow("not JSON") << QByteArray("{\"players\":") << QByteArray("not valid JSON");
    }

    void deadMansCrownRefusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QByteArray, message);
        QVERIFY(writeFile(path(u"dmcbad.json"_s), json));
        const Run r = cli({u"score"_s, u"--game"_s, u"dead-mans-crown"_s, path(u"dmcbad.json"_s)});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), r.err.constData());
    }

    // A score sheet has no game to create or play: other commands say so.
    void deadMansCrownOnlyScores()
    {
        const Run r = cli({u"new"_s, u"--game"_s, u"dead-mans-crown"_s, u"--players"_s, u"3"_s});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains("only the command 'score FILE'"), r.err.constData());
        const Run games = cli({u"games"_s});
        QVERIFY2(games.out.contains("dead-mans-crown\tDead Man's Crown\n"), games.out.constData());
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
        // Without --check nothing is checked, so the checks must not steer the play: the same games.
        const Run plain = cli({u"simulate"_s, u"--players"_s, u"4"_s, u"--games"_s, u"50"_s, u"--seed"_s, u"9"_s});
        QCOMPARE(plain.code, 0);
        const QJsonObject p = QJsonDocument::fromJson(plain.out).object();
        QCOMPARE(p.value(u"invariant_violations"_s).toInt(-1), 0);
        for (const QString &key : {u"average_decisions"_s, u"average_rounds"_s, u"unfinished_games"_s})
            QCOMPARE(p.value(key).toDouble(-1), o.value(key).toDouble(-2));
    }

    // Rest in Peace through --game rest-in-peace: a new digital game, one card played with apply (the
    // notation of docs/cli.md), the events printed, and the written save shown again without --game.
    void restInPeaceNewApplyShow()
    {
        const Run n = cli({u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,Bo"_s});
        QCOMPARE(n.code, 0);
        const QJsonObject save = QJsonDocument::fromJson(n.out).object();
        QCOMPARE(save.value(u"game"_s).toString(), u"rest-in-peace"_s);
        QCOMPARE(save.value(u"mode"_s).toString(), u"digital"_s);
        QVERIFY(writeFile(path(u"rip.json"_s), n.out));
        // RIP-TURN-1: p1 starts; its own view lists its choices.
        const Run mine = cli({u"show"_s, path(u"rip.json"_s), u"--seat"_s, u"1"_s});
        QCOMPARE(mine.code, 0);
        QVERIFY2(mine.out.contains("decision: turn by p1 Ada"), mine.out.constData());
        const qsizetype at = mine.out.indexOf("\n  ghost ");
        QVERIFY2(at >= 0, mine.out.constData());
        const QByteArray ghost = mine.out.mid(at + 3, mine.out.indexOf('\n', at + 1) - at - 3); // "ghost V"
        const Run played = cli({u"apply"_s, path(u"rip.json"_s), QString::fromUtf8(ghost)});
        QCOMPARE(played.code, 0);
        const QJsonObject after = QJsonDocument::fromJson(played.out).object();
        const QJsonArray actions = after.value(u"actions"_s).toArray();
        QCOMPARE(actions.size(), save.value(u"actions"_s).toArray().size() + 1);
        QCOMPARE(actions.last().toString(), QString::fromUtf8(ghost));
        const QJsonArray events = after.value(u"events"_s).toArray();
        QCOMPARE(events.size(), 1);
        QCOMPARE(events[0].toObject().value(u"event"_s).toString(), u"ghost-played"_s);
        QCOMPARE(events[0].toObject().value(u"seat"_s).toString(), u"p1"_s);
        QCOMPARE(events[0].toObject().value(u"v"_s).toInt(), ghost.mid(6).toInt());
        QVERIFY(writeFile(path(u"rip2.json"_s), played.out)); // apply's output is a save (plus events)
        const Run shown = cli({u"show"_s, path(u"rip2.json"_s)});
        QCOMPARE(shown.code, 0);
        QVERIFY2(shown.out.contains("p1: " + ghost + " (total "), shown.out.constData());
        // An illegal action leaves the save alone and says why.
        const Run bad = cli({u"apply"_s, path(u"rip2.json"_s), u"ghost 9"_s});
        QCOMPARE(bad.code, 2);
        QVERIFY(bad.out.isEmpty());
        QVERIFY(!bad.err.isEmpty());
    }

    // A Rest in Peace save is read exactly or refused with the field (tests/corpus/ripsave): the exit
    // code 2 and the message naming the field; `apply` takes a chance outcome only with the word of the
    // decision pending (a table game's first step is a line card: `draw 7` is refused, not read as
    // `line 7`); `--names` passes the one check of names; nothing typed is printed back raw.
    void restInPeaceRefusesWithTheField()
    {
        const QString corpus = QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/ripsave/");
        const Run level = cli({u"show"_s, corpus + u"level-99.json"_s});
        QCOMPARE(level.code, 2);
        QVERIFY2(level.err.contains("level: must be a whole number from 0 to 4"), level.err.constData());
        const Run unknown = cli({u"show"_s, corpus + u"unknown-key.json"_s});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("unknown key 'colour'"), unknown.err.constData());
        const Run step = cli({u"show"_s, corpus + u"draw-at-line.json"_s});
        QCOMPARE(step.code, 2);
        QVERIFY2(step.err.contains("actions[0]: Step 1 ('draw 7')"), step.err.constData());
        const Run name = cli({u"show"_s, corpus + u"name-escape.json"_s});
        QCOMPARE(name.code, 2);
        QVERIFY2(name.err.contains("seats[0]: holds the control character U+001B"), name.err.constData());
        QVERIFY(!name.err.contains('\x1b'));

        const Run table = cli({u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"5"_s, u"--mode"_s, u"table"_s});
        QCOMPARE(table.code, 0);
        QVERIFY(writeFile(path(u"riptable.json"_s), table.out));
        const Run draw = cli({u"apply"_s, path(u"riptable.json"_s), u"draw 7"_s});
        QCOMPARE(draw.code, 2);
        QVERIFY(draw.out.isEmpty());
        QVERIFY2(draw.err.contains("'draw' is not the pending chance decision: it is 'line'"), draw.err.constData());
        const Run line = cli({u"apply"_s, path(u"riptable.json"_s), u"line 7"_s});
        QCOMPARE(line.code, 0);
        QVERIFY(line.out.contains("\"line 7\""));
        const Run raw = cli({u"apply"_s, path(u"riptable.json"_s), u"line 7\u001b[2J"_s});
        QCOMPARE(raw.code, 2);
        QVERIFY2(!raw.err.contains('\x1b') && raw.err.contains("\\u001b[2J"), raw.err.constData());

        const Run names = cli({u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,B\u0007o"_s});
        QCOMPARE(names.code, 2);
        QVERIFY(names.out.isEmpty());
        QVERIFY2(names.err.contains("--names: Name of player 2: holds the control character U+0007 (character 2)"),
                 names.err.constData());
        QVERIFY(!names.err.contains('\x07'));
        const Run longName = cli({u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"5"_s, u"--names"_s,
                                  QString(41, u'a') + u",Bo"_s});
        QCOMPARE(longName.code, 2);
        QVERIFY2(longName.err.contains("--names: Name of player 1: is longer than 40 characters (41)"), longName.err.constData());
        // As Mourners Call's and the setup forms: two seats are never called alike, in any capitals.
        const Run twice = cli({u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,ADA"_s});
        QCOMPARE(twice.code, 2);
        QVERIFY(twice.out.isEmpty());
        QVERIFY2(twice.err.contains("--names: 'ADA' is listed twice"), twice.err.constData());
        const Run trimmed = cli({u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"5"_s, u"--names"_s, u" Ada , Bo"_s});
        QCOMPARE(trimmed.code, 0);
        QVERIFY2(trimmed.out.contains("\"Ada\",") && trimmed.out.contains("\"Bo\"\n"), trimmed.out.constData());
    }

    // RIP-TURN-1: a hand is its owner's secret. The public view lists no hand, a player's view only its own.
    void restInPeaceShowHidesTheOpponentsHand()
    {
        const Run n = cli({u"new"_s, u"--game"_s, u"rest-in-peace"_s, u"--seed"_s, u"11"_s});
        QCOMPARE(n.code, 0);
        QVERIFY(writeFile(path(u"ripsecret.json"_s), n.out));
        auto lineOf = [](const QByteArray &out, const QByteArray &start) {
            for (const QByteArray &line : out.split('\n'))
                if (line.startsWith(start))
                    return line;
            return QByteArray();
        };
        const Run pub = cli({u"show"_s, path(u"ripsecret.json"_s)});
        const Run one = cli({u"show"_s, path(u"ripsecret.json"_s), u"--seat"_s, u"1"_s});
        const Run two = cli({u"show"_s, path(u"ripsecret.json"_s), u"--seat"_s, u"2"_s});
        QCOMPARE(pub.code, 0);
        QCOMPARE(one.code, 0);
        QCOMPARE(two.code, 0);
        // Each seat sees its own five cards...
        QVERIFY2(lineOf(one.out, "p1 ").contains("hand 5 ("), one.out.constData());
        QVERIFY2(lineOf(two.out, "p2 ").contains("hand 5 ("), two.out.constData());
        // ...and only the count of the other's; the public view no values at all.
        QVERIFY2(lineOf(one.out, "p2 ").contains("hand 5, "), one.out.constData());
        QVERIFY2(lineOf(two.out, "p1 ").contains("hand 5, "), two.out.constData());
        QVERIFY2(lineOf(pub.out, "p1 ").contains("hand 5, ") && lineOf(pub.out, "p2 ").contains("hand 5, "), pub.out.constData());
        // p1 decides: its choices (the values in its hand) are shown to p1 only.
        QVERIFY2(pub.out.contains("only p1 Player 1 may see them"), pub.out.constData());
        QVERIFY2(two.out.contains("only p1 Player 1 may see them"), two.out.constData());
        QVERIFY2(one.out.contains("\n  end\n"), one.out.constData());
        QVERIFY(!pub.out.contains("\n  ghost ") && !two.out.contains("\n  ghost "));
    }

    void restInPeaceSimulate()
    {
        const Run r = cli({u"simulate"_s, u"--game"_s, u"rest-in-peace"_s, u"--games"_s, u"300"_s, u"--seed"_s, u"4"_s});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"games"_s).toInt(), 300);
        QCOMPARE(o.value(u"invariant_violations"_s).toInt(-1), 0);
        QCOMPARE(o.value(u"unfinished_games"_s).toInt(-1), 0);
        QVERIFY(o.value(u"games_per_second"_s).toDouble() > 0);
        QVERIFY(o.value(u"average_rounds"_s).toDouble() >= 1.0);
        // --check (the checking mode) checks after every step: the same games, the same result, every
        // invariant holding; without it nothing is checked, so the checks must not steer the play.
        const Run checked = cli({u"simulate"_s, u"--game"_s, u"rest-in-peace"_s, u"--games"_s, u"30"_s, u"--seed"_s, u"4"_s,
                                 u"--check"_s});
        QCOMPARE(checked.code, 0);
        const QJsonObject c = QJsonDocument::fromJson(checked.out).object();
        QCOMPARE(c.value(u"invariant_violations"_s).toInt(-1), 0);
        QCOMPARE(c.value(u"games"_s).toInt(), 30);
        const Run unchecked = cli({u"simulate"_s, u"--game"_s, u"rest-in-peace"_s, u"--games"_s, u"30"_s, u"--seed"_s, u"4"_s});
        QCOMPARE(unchecked.code, 0);
        const QJsonObject plain = QJsonDocument::fromJson(unchecked.out).object();
        for (const QString &key : {u"average_decisions"_s, u"average_rounds"_s, u"draws"_s})
            QCOMPARE(plain.value(key).toDouble(-1), c.value(key).toDouble(-2));
        const Run games = cli({u"games"_s});
        QVERIFY2(games.out.contains("rest-in-peace\tRest in Peace\n"), games.out.constData());
    }

    // Two bots, seats swapped from game to game; every game is won by one of them or drawn.
    void restInPeaceTournament()
    {
        const Run r = cli({u"tournament"_s, u"--game"_s, u"rest-in-peace"_s, u"--bots"_s, u"search,random"_s, u"--games"_s,
                           u"2"_s, u"--seed"_s, u"3"_s, u"--iterations"_s, u"60"_s});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"games"_s).toInt(), 2);
        const QJsonArray bots = o.value(u"bots"_s).toArray();
        QCOMPARE(bots.size(), 2);
        QCOMPARE(bots[0].toObject().value(u"bot"_s).toString(), u"search"_s);
        QCOMPARE(bots[1].toObject().value(u"bot"_s).toString(), u"random"_s);
        QCOMPARE(bots[0].toObject().value(u"wins"_s).toDouble() + bots[1].toObject().value(u"wins"_s).toDouble(), 2.0);
        for (const auto &b : bots) {
            QVERIFY(b.toObject().value(u"decisions"_s).toDouble() > 0);
            QVERIFY(b.toObject().contains(u"seconds_per_decision"_s));
            QVERIFY(b.toObject().contains(u"win_rate"_s));
            // A game won outright is won one way; a draw counts half a win and no way.
            const QJsonObject by = b.toObject().value(u"wins_by"_s).toObject();
            QCOMPARE(by.value(u"majority"_s).toInt() + by.value(u"round_ten"_s).toInt() + by.value(u"tokens"_s).toInt()
                             + 0.5 * o.value(u"draws"_s).toInt(),
                     b.toObject().value(u"wins"_s).toDouble());
        }
        // The search player ran at most 60 simulations a decision, the random player none.
        const double searchSims = bots[0].toObject().value(u"simulations"_s).toDouble();
        QVERIFY(searchSims > 0);
        QVERIFY(searchSims <= 60 * bots[0].toObject().value(u"decisions"_s).toDouble());
        QVERIFY(bots[0].toObject().value(u"simulations_per_second"_s).toDouble() > 0);
        QCOMPARE(bots[1].toObject().value(u"simulations"_s).toDouble(), 0.0);

        // The strong player against the earlier one, each with its own budget.
        const Run step = cli({u"tournament"_s, u"--game"_s, u"rest-in-peace"_s, u"--bots"_s, u"strong,strong-v1"_s,
                              u"--games"_s, u"1"_s, u"--seed"_s, u"5"_s, u"--strong-iterations"_s, u"40"_s,
                              u"--strong-v1-iterations"_s, u"20"_s, u"--strong-time-ms"_s, u"0"_s});
        QCOMPARE(step.code, 0);
        const QJsonObject so = QJsonDocument::fromJson(step.out).object();
        QCOMPARE(so.value(u"strong_iterations"_s).toInt(), 40);
        QCOMPARE(so.value(u"strong_v1_iterations"_s).toInt(), 20);
        const QJsonArray pair = so.value(u"bots"_s).toArray();
        QCOMPARE(pair[1].toObject().value(u"bot"_s).toString(), u"strong-v1"_s);
        for (int i = 0; i < 2; ++i) {
            const QJsonObject b = pair[i].toObject();
            const double sims = b.value(u"simulations"_s).toDouble();
            QVERIFY(sims > 0);
            QVERIFY2(sims <= (i == 0 ? 40 : 20) * b.value(u"decisions"_s).toDouble(), qPrintable(b.value(u"bot"_s).toString()));
        }
        const Run unknown = cli({u"tournament"_s, u"--game"_s, u"rest-in-peace"_s, u"--bots"_s, u"wizard,random"_s,
                                 u"--games"_s, u"1"_s, u"--seed"_s, u"1"_s});
        QCOMPARE(unknown.code, 2);
        QVERIFY2(unknown.err.contains("unknown bot 'wizard'"), unknown.err.constData());
    }

    // history rename: refusals change nothing (exit 2); a rename to a name that is there merges, the
    // uids stay. history import: another laptop's history file, by its header, read and not changed.
    void historyRenameAndImportAnotherLaptop()
    {
        const QString lap1 = path(u"lap1.sqlite"_s), lap2 = path(u"lap2.sqlite"_s);
        const QString games1 = path(u"games1.json"_s), games2 = path(u"games2.json"_s);
        QVERIFY(writeFile(games1, historyFile({historyGame(u"Ann"_s, u"Bo"_s, 2), historyGame(u"Ann"_s, u"Bob"_s, 3),
                                               historyGame(u"Bo"_s, u"Bob"_s, 4)})));
        QVERIFY(writeFile(games2, historyFile({historyGame(u"Ann"_s, u"Bo"_s, 2), historyGame(u"Cy"_s, u"Dee"_s, 5)})));
        Run r = cli({u"history"_s, u"--database"_s, lap1, u"add"_s, games1});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({u"history"_s, u"--database"_s, lap2, u"add"_s, games2});
        QVERIFY2(r.code == 0, r.err.constData());
        const QStringList before = listed(cli({u"history"_s, u"--database"_s, lap1, u"list"_s}).out);
        QCOMPARE(before.size(), 3);

        struct Refusal {
            QStringList args;
            QByteArray why;
        };
        const Refusal refusals[] = {
                {{u"Bo"_s, u"Bob"_s}, "Bo and Bob played against each other on "},
                {{u"Bo"_s, u"  "_s}, "must be a non-empty text"},
                {{u"Nobody"_s, u"Ann"_s}, "no game of the history has a player named Nobody"},
                {{u"Bo"_s}, "history rename needs the OLD and the NEW name"},
                {{u"Bo"_s, u"Bob"_s, u"Cy"_s}, "history rename needs the OLD and the NEW name"},
        };
        for (const Refusal &refusal : refusals) {
            r = cli(QStringList{u"history"_s, u"--database"_s, lap1, u"rename"_s} + refusal.args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(refusal.why), r.err.constData());
            QVERIFY(r.out.isEmpty());
            QCOMPARE(listed(cli({u"history"_s, u"--database"_s, lap1, u"list"_s}).out), before);
        }
        QVERIFY2(cli({u"--help"_s}).out.contains("history [--database URL] rename OLD NEW"), "usage");

        // The other laptop's file as it is: its games come over once, the one both hold is known by its uid.
        const QByteArray lap1Bytes = readFile(lap1);
        r = cli({u"history"_s, u"--database"_s, lap2, u"import"_s, lap1});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"added"_s).toInt(), 2);
        QCOMPARE(o.value(u"alreadyThere"_s).toInt(), 1);
        QCOMPARE(readFile(lap1), lap1Bytes);
        const QStringList merged = listed(cli({u"history"_s, u"--database"_s, lap2, u"list"_s}).out);
        QCOMPARE(merged.size(), 4);
        for (const QString &game : before)
            QVERIFY2(merged.contains(game), qPrintable(game));

        // Renamed there after the game came over: renamed here in the same games, the uids kept.
        r = cli({u"history"_s, u"--database"_s, lap2, u"rename"_s, u"Ann"_s, u"Anna"_s});
        QVERIFY2(r.code == 0, r.err.constData());
        o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"renamed"_s).toInt(), 2);
        QCOMPARE(o.value(u"from"_s).toString(), u"Ann"_s);
        QCOMPARE(o.value(u"to"_s).toString(), u"Anna"_s);
        QStringList expected;
        for (QString game : merged)
            expected << game.replace(u" Ann,"_s, u" Anna,"_s);
        expected.sort();
        QCOMPARE(listed(cli({u"history"_s, u"--database"_s, lap2, u"list"_s}).out), expected);
        // Importing the file again adds nothing: its games are known by their uids, renamed or not.
        r = cli({u"history"_s, u"--database"_s, lap2, u"import"_s, lap1});
        o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(u"added"_s).toInt(), 0);
        QCOMPARE(listed(cli({u"history"_s, u"--database"_s, lap2, u"list"_s}).out).size(), 4);

        // A file that only starts like SQLite: damaged, refused, nothing changed.
        const QString damaged = path(u"damaged.sqlite"_s);
        QVERIFY(writeFile(damaged, QByteArray("SQLite format 3\0", 16) + QByteArray(5000, 'x')));
        const QByteArray lap2Bytes = readFile(lap2);
        r = cli({u"history"_s, u"--database"_s, lap2, u"import"_s, damaged});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("nothing was imported from"), r.err.constData());
        QCOMPARE(readFile(lap2), lap2Bytes);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
