// What mourners-cli prints for each game it plays or scores (docs/cli.md), as golden files under
// tests/golden/files/cli: the exit code, standard output and standard error of every command, refusals
// included. The program runs in a temporary folder with the files named relative to it, so no absolute
// path shows. Normalised (they differ from run to run): the measured times of `simulate` and
// `tournament` (seconds, seconds_per_decision, max_seconds_per_decision, games_per_second,
// decisions_per_second, simulations_per_second), nothing else.
#include "golden.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestGoldenCli : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    struct Run {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    Run cli(const QStringList &args)
    {
        QProcess p;
        // English whatever the machine's language (the program follows the system's, as the app does).
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const QString &name : {u"LANGUAGE"_s, u"LC_ALL"_s, u"LC_MESSAGES"_s})
            env.remove(name);
        env.insert(u"LANG"_s, u"C.UTF-8"_s);
        p.setProcessEnvironment(env);
        p.setWorkingDirectory(m_dir.path());
        p.start(QStringLiteral(MOURNERS_CLI), args);
        p.closeWriteChannel();
        p.waitForFinished(120000);
        return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
                   p.readAllStandardError()};
    }

    // The command, its exit code, then its standard output and standard error as they were printed.
    static QByteArray transcript(const QStringList &args, const Run &r)
    {
        QStringList quoted;
        for (const QString &a : args)
            quoted << (a.contains(u' ') || a.isEmpty() ? u"'"_s + a + u"'"_s : a);
        return "$ mourners-cli " + quoted.join(u' ').toUtf8() + "\nexit code " + QByteArray::number(r.code)
                + "\n--- standard output\n" + r.out + "--- standard error\n" + r.err + "--- end\n";
    }

    // Runs `args`, checks the transcript against cli/NAME and returns the run (its output is often the
    // next command's save, written to `saveAs` when given).
    Run golden(const QString &name, const QStringList &args, const QString &saveAs = {})
    {
        const Run r = cli(args);
        QByteArray text = transcript(args, r);
        if (args.contains(u"simulate"_s) || args.contains(u"tournament"_s)) {
            QList<golden::Normalisation> times;
            for (const char *key : {"seconds", "seconds_per_decision", "max_seconds_per_decision", "games_per_second",
                                    "decisions_per_second", "simulations_per_second"})
                times << golden::jsonValue(QString::fromLatin1(key), u"\"<measured>\""_s);
            text = golden::normalised(text, times);
        }
        if (!saveAs.isEmpty())
            golden::writeBytes(m_dir.filePath(saveAs), r.out);
        QString why;
        if (!golden::matches(u"cli/"_s + name, text, why))
            m_failures << why;
        return r;
    }

    // Every transcript of a test slot is compared before the slot fails, so that one run writes every
    // .fail file that differs.
    QStringList m_failures;

    void writeInput(const QString &name, const QByteArray &data) { QVERIFY(golden::writeBytes(m_dir.filePath(name), data)); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void init() { m_failures.clear(); }
    void cleanup()
    {
        // QVERIFY in cleanup() fails the slot that just ran.
        QVERIFY2(m_failures.isEmpty(), qPrintable(m_failures.join(u"\n"_s)));
    }

    void shelf()
    {
        golden(u"help.txt"_s, {u"--help"_s});
        golden(u"no-arguments.txt"_s, {});
        golden(u"games.txt"_s, {u"games"_s});
        golden(u"unknown-game.txt"_s, {u"new"_s, u"--game"_s, u"chess"_s});
        golden(u"manster-duel.txt"_s, {u"score"_s, u"--game"_s, u"manster-duel"_s, u"x.json"_s});
        golden(u"missing-file.txt"_s, {u"show"_s, u"no-such-save.json"_s});
    }

    void mournersCall()
    {
        const QString dir = u"mourners-call/"_s;
        golden(dir + u"new-table.txt"_s,
               {u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,Bo"_s, u"--mode"_s, u"table"_s},
               u"table.json"_s);
        golden(dir + u"show-table-setup.txt"_s, {u"show"_s, u"table.json"_s});
        golden(dir + u"apply-table.txt"_s,
               {u"apply"_s, u"table.json"_s, u"keep bone"_s, u"keep flesh"_s, u"draw keeper-osrik"_s, u"draw viscera-tull"_s,
                u"p2 adjust unity +3"_s, u"dice 8"_s, u"pile 5"_s, u"pile 2"_s},
               u"table2.json"_s);
        golden(dir + u"show-table.txt"_s, {u"show"_s, u"table2.json"_s});
        golden(dir + u"show-table-seat.txt"_s, {u"show"_s, u"table2.json"_s, u"--seat"_s, u"2"_s});
        golden(dir + u"correct.txt"_s, {u"correct"_s, u"table2.json"_s, u"6"_s, u"dice 9"_s});
        golden(dir + u"refused-action.txt"_s, {u"apply"_s, u"table2.json"_s, u"bid 3"_s});
        golden(dir + u"refused-word.txt"_s, {u"apply"_s, u"table2.json"_s, u"p1 move 13 5 mk"_s});
        golden(dir + u"refused-adjustment.txt"_s, {u"apply"_s, u"table2.json"_s, u"p1 adjust etherea -5"_s});
        golden(dir + u"refused-correction.txt"_s, {u"correct"_s, u"table2.json"_s, u"6"_s, u"dice 8"_s});
        golden(dir + u"refused-name.txt"_s, {u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s, u"--names"_s, u"Ada,ADA"_s});

        golden(dir + u"new-digital.txt"_s, {u"new"_s, u"--players"_s, u"3"_s, u"--seed"_s, u"7"_s, u"--names"_s, u"Ada,Bo,Cy"_s},
               u"digital.json"_s);
        golden(dir + u"show-digital.txt"_s, {u"show"_s, u"digital.json"_s});
        golden(dir + u"show-digital-seat.txt"_s, {u"show"_s, u"digital.json"_s, u"--seat"_s, u"1"_s});
        golden(dir + u"apply-digital.txt"_s,
               {u"apply"_s, u"digital.json"_s, u"keep bone"_s, u"keep flesh"_s, u"keep spirit"_s, u"pile 9"_s, u"pile 5"_s, u"pile 3"_s},
               u"digital2.json"_s);
        golden(dir + u"show-digital-later.txt"_s, {u"show"_s, u"digital2.json"_s, u"--seat"_s, u"2"_s});
        golden(dir + u"refused-chance.txt"_s, {u"correct"_s, u"digital2.json"_s, u"1"_s, u"keep flesh"_s});

        writeInput(u"score.json"_s,
                   R"({"players":[{"name":"Ada","unity":12,"influence":{"bone":3,"flesh":2,"spirit":5},"motive":6,"etherea":4,"mourners":3},
{"name":"Bo","unity":14,"influence":{"bone":4,"flesh":4,"spirit":4},"motive":2,"etherea":4,"mourners":2},
{"name":"Cy","unity":20,"influence":{"bone":1,"flesh":1,"spirit":1},"motive":5,"etherea":1,"mourners":1}]}
)");
        golden(dir + u"score.txt"_s, {u"score"_s, u"score.json"_s});
        writeInput(u"score-bad.json"_s, R"({"players":[{"name":"Ada","unity":12,"Motive":3},{"name":"Bo","unity":1}]})");
        golden(dir + u"score-refused.txt"_s, {u"score"_s, u"score-bad.json"_s});
        golden(dir + u"simulate.txt"_s, {u"simulate"_s, u"--players"_s, u"3"_s, u"--games"_s, u"2"_s, u"--seed"_s, u"3"_s});
        golden(dir + u"tournament.txt"_s,
               {u"tournament"_s, u"--bots"_s, u"random,rules"_s, u"--games"_s, u"2"_s, u"--seed"_s, u"4"_s});
        golden(dir + u"unknown-command.txt"_s, {u"fly"_s});
    }

    void restInPeace()
    {
        const QString dir = u"rest-in-peace/"_s;
        const QString game = u"rest-in-peace"_s;
        golden(dir + u"new-digital.txt"_s, {u"new"_s, u"--game"_s, game, u"--seed"_s, u"5"_s, u"--names"_s, u"Ada,Bo"_s},
               u"rip.json"_s);
        golden(dir + u"show-digital.txt"_s, {u"show"_s, u"rip.json"_s});
        golden(dir + u"show-digital-seat.txt"_s, {u"show"_s, u"rip.json"_s, u"--seat"_s, u"1"_s});
        golden(dir + u"apply-digital.txt"_s, {u"apply"_s, u"rip.json"_s, u"ghost 4"_s, u"end"_s}, u"rip2.json"_s);
        golden(dir + u"show-digital-later.txt"_s, {u"show"_s, u"rip2.json"_s, u"--seat"_s, u"2"_s});
        golden(dir + u"refused-action.txt"_s, {u"apply"_s, u"rip2.json"_s, u"ghost 7"_s});
        golden(dir + u"refused-chance.txt"_s, {u"apply"_s, u"rip.json"_s, u"draw 7"_s});

        golden(dir + u"new-table.txt"_s,
               {u"new"_s, u"--game"_s, game, u"--seed"_s, u"3"_s, u"--mode"_s, u"table"_s, u"--learning"_s, u"--starter"_s, u"2"_s},
               u"riptable.json"_s);
        golden(dir + u"show-table.txt"_s, {u"show"_s, u"riptable.json"_s});
        golden(dir + u"apply-table.txt"_s,
               {u"apply"_s, u"riptable.json"_s, u"line 3"_s, u"line 5"_s, u"line 7"_s},
               u"riptable2.json"_s);
        golden(dir + u"show-table-later.txt"_s, {u"show"_s, u"riptable2.json"_s});
        golden(dir + u"refused-name.txt"_s, {u"new"_s, u"--game"_s, game, u"--seed"_s, u"1"_s, u"--names"_s, u"Ada,B\u202eo"_s});
        golden(dir + u"refused-command.txt"_s, {u"correct"_s, u"--game"_s, game, u"rip.json"_s, u"1"_s, u"line 3"_s});
        golden(dir + u"simulate.txt"_s, {u"simulate"_s, u"--game"_s, game, u"--games"_s, u"2"_s, u"--seed"_s, u"3"_s});
        golden(dir + u"tournament.txt"_s,
               {u"tournament"_s, u"--game"_s, game, u"--bots"_s, u"random,rules"_s, u"--games"_s, u"2"_s, u"--seed"_s, u"4"_s});
    }

    void deadMansCrown()
    {
        const QString dir = u"dead-mans-crown/"_s;
        writeInput(u"dmc.json"_s, R"({"players":[
{"name":"Ada","rituals":12,"oracle":{"black":2,"red":0,"white":1,"gold":0,"runes":1,"star":0,"skulls":0},"used":{"black":3,"red":1,"white":0,"gold":2},"runeGroup":4,"skullsLeft":2,"bones":3},
{"name":"Bo","rituals":15,"oracle":{"black":1,"red":2,"white":1,"gold":1,"runes":0,"star":1,"skulls":2},"used":{"black":1,"red":2,"white":2,"gold":0},"runeGroup":1,"skullsLeft":3,"bones":1},
{"name":"Cy","rituals":9,"oracle":{"black":0,"red":2,"white":0,"gold":3,"runes":2,"star":0,"skulls":1},"used":{"black":0,"red":0,"white":1,"gold":4},"runeGroup":3,"skullsLeft":0,"bones":3}]}
)");
        golden(dir + u"score.txt"_s, {u"score"_s, u"--game"_s, u"dead-mans-crown"_s, u"dmc.json"_s});
        writeInput(u"dmc-bad.json"_s, R"({"players":[{"name":"Ada","rituals":12,"oracle":{"purple":1}},{"name":"Bo"}]})");
        golden(dir + u"score-refused.txt"_s, {u"score"_s, u"--game"_s, u"dead-mans-crown"_s, u"dmc-bad.json"_s});
        golden(dir + u"refused-command.txt"_s, {u"new"_s, u"--game"_s, u"dead-mans-crown"_s});
    }

    void occult()
    {
        const QString dir = u"occult/"_s;
        writeInput(u"occult.json"_s, R"({"players":[
{"name":"Ada","levels":{"bloodMagic":3,"demonology":2,"necromancy":1},"completed":{"bloodMagic":true,"demonology":false,"necromancy":false},"prophecies":[5,3],"inPlay":[4],"effects":2},
{"name":"Bo","levels":{"bloodMagic":3,"demonology":3,"necromancy":0},"completed":{"bloodMagic":true,"demonology":true,"necromancy":false},"prophecies":[9]},
{"name":"Cy","levels":{"bloodMagic":1,"demonology":1,"necromancy":1},"completed":{"bloodMagic":false,"demonology":false,"necromancy":false},"prophecies":[]}],
"inPlayScores":false}
)");
        golden(dir + u"score.txt"_s, {u"score"_s, u"--game"_s, u"occult"_s, u"occult.json"_s});
        writeInput(u"occult-bad.json"_s,
                   R"({"players":[{"name":"Ada","levels":{"bloodMagic":0,"demonology":0,"necromancy":0},"completed":{"bloodMagic":true,"demonology":false,"necromancy":false},"prophecies":[]},{"name":"Bo","levels":{"bloodMagic":1,"demonology":1,"necromancy":1},"completed":{"bloodMagic":false,"demonology":false,"necromancy":false},"prophecies":[]}]})");
        golden(dir + u"score-refused.txt"_s, {u"score"_s, u"--game"_s, u"occult"_s, u"occult-bad.json"_s});
        golden(dir + u"refused-command.txt"_s, {u"show"_s, u"--game"_s, u"occult"_s, u"occult.json"_s});
    }
};

QTEST_GUILESS_MAIN(TestGoldenCli)
#include "tst_goldencli.moc"
