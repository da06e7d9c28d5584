// Ruleset files refused with the reason (tests/corpus/ruleset, one file per class): a key the format
// does not have is named wherever it is (a misspelt optional key would otherwise become its default),
// every value has its type and range, and revision 1 (the first reading of the rules, with its wider
// ranges) is read only inside a save. Each file is checked through the reader (exact problem keys and
// paths), as the app words it, and through `mourners-cli new --ruleset` (exit code, field named).
#include "model/mourners/game.h"
#include "problemwords.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace mc;

namespace {
QString corpusPath(const QString &name)
{
    return QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/ruleset/") + name;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestRulesetCorpus : public QObject {
    Q_OBJECT

private slots:
    void refusedWithTheReason_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("keys");    // mc::problemKeys of the refusal, exactly
        QTest::addColumn<QByteArray>("cli");  // what mourners-cli says after "ruleset: "
        QTest::newRow("misspelt optional key") << u"unknown-top-key.json"_s << u"unknownKey 'suspicionPenaly'"_s
                                               << QByteArray("unknown key 'suspicionPenaly'");
        QTest::newRow("card's Kind") << u"court-card-Kind.json"_s << u"cards.court[1]: unknownKey 'Kind'"_s
                                     << QByteArray("cards.court[1]: unknown key 'Kind'");
        QTest::newRow("standInOptions 5") << u"stand-in-options-5.json"_s << u"cards.court[0].standInOptions: notABool"_s
                                          << QByteArray("cards.court[0].standInOptions: must be yes or no (true or false)");
        QTest::newRow("standInFaction 1") << u"standin-faction-number.json"_s << u"cards.mourners[12].standInFaction: notABool"_s
                                          << QByteArray("cards.mourners[12].standInFaction: must be yes or no");
        QTest::newRow("revision 1 alone") << u"revision-1.json"_s << u"revision: revisionInSaveOnly"_s
                                          << QByteArray("revision: revision 1 (the first reading of the rules) is only read inside a game saved");
        QTest::newRow("revision 1 wide ranges") << u"revision-1-wide-ranges.json"_s
                                                << u"unitySupply.4: notANumber 5..100\ncost.figure: notANumber 1..10\nrevision: revisionInSaveOnly"_s
                                                << QByteArray("unitySupply.4: must be a whole number from 5 to 100; cost.figure: must be a whole number from 1 to 10");
        QTest::newRow("unity supply 500") << u"unity-supply-500.json"_s << u"unitySupply.4: notANumber 5..100"_s
                                          << QByteArray("unitySupply.4: must be a whole number from 5 to 100");
        QTest::newRow("figure cost 50") << u"figure-cost-50.json"_s << u"cost.figure: notANumber 1..10"_s
                                        << QByteArray("cost.figure: must be a whole number from 1 to 10");
        QTest::newRow("effect key of another op") << u"effect-key-of-another-op.json"_s
                                                  << u"cards.mourners[0].effects[0]: unknownKey 'faction'"_s
                                                  << QByteArray("cards.mourners[0].effects[0]: unknown key 'faction'");
        QTest::newRow("draft keeplast") << u"draft-keeplast-misspelt.json"_s << u"draft.2: unknownKey 'keeplast'"_s
                                        << QByteArray("draft.2: unknown key 'keeplast'");
        QTest::newRow("bool as text") << u"bool-as-text.json"_s << u"forgeEmptiesAtTithe: notABool"_s
                                      << QByteArray("forgeEmptiesAtTithe: must be yes or no");
        QTest::newRow("condition of unused") << u"condition-of-not-used.json"_s << u"cards.wallows[0].objective: unknownKey 'of'"_s
                                             << QByteArray("cards.wallows[0].objective: unknown key 'of'");
        QTest::newRow("motive of unused") << u"motive-of-not-used.json"_s << u"cards.motives[2]: unknownKey 'of'"_s
                                          << QByteArray("cards.motives[2]: unknown key 'of'");
        QTest::newRow("location extra key") << u"location-extra-key.json"_s << u"locations[2]: unknownKey 'colour'"_s
                                            << QByteArray("locations[2]: unknown key 'colour'");
        QTest::newRow("unknown deck") << u"unknown-deck.json"_s << u"cards: unknownKey 'relics'"_s
                                      << QByteArray("cards: unknown key 'relics'");
        QTest::newRow("titheUnity Top") << u"titheunity-extra-key.json"_s << u"titheUnity: unknownKey 'Top'"_s
                                        << QByteArray("titheUnity: unknown key 'Top'");
    }

    void refusedWithTheReason()
    {
        QFETCH(QString, file);
        QFETCH(QString, keys);
        QFETCH(QByteArray, cli);
        const RulesetResult r = loadRulesetFile(corpusPath(file));
        QVERIFY(!r.ruleset);
        QCOMPARE(problemKeys(r.problems), keys);
        // The app's sentences: one per problem, never empty.
        const QString text = MournersProblems::sentences(r.problems, QJsonDocument::fromJson(readAll(corpusPath(file))).object());
        QCOMPARE(text.count(u'\n') + 1, qsizetype(r.problems.size()));
        for (const QString &line : text.split(u'\n'))
            QVERIFY2(line.size() > 2, qPrintable(text));

        QProcess p;
        p.start(QStringLiteral(MOURNERS_CLI), {u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s, u"--ruleset"_s, corpusPath(file)});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardOutput().isEmpty()); // no game written
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains("ruleset: " + cli), err.constData());
    }

    // The edited seed is a ruleset of today: it loads, and the command line starts a game with it.
    void editedSeedLoads()
    {
        const RulesetResult r = loadRulesetFile(corpusPath(u"seeds/small-box.json"_s));
        QVERIFY2(r.ruleset, qPrintable(problemKeys(r.problems)));
        QCOMPARE(int(r.ruleset->court.size()), 4);
        QCOMPARE(int(r.ruleset->costFigure), 4);
        QProcess p;
        p.start(QStringLiteral(MOURNERS_CLI), {u"new"_s, u"--players"_s, u"2"_s, u"--seed"_s, u"1"_s, u"--ruleset"_s,
                                               corpusPath(u"seeds/small-box.json"_s)});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(Game::fromJson(p.readAllStandardOutput()).ok());
    }

    // Inside a save, revision 1 keeps the ranges it was accepted with: the refused files above load there,
    // and a game played with them saves and loads again to the same state.
    void firstReadingLoadsInsideASave_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("revision 1") << u"revision-1.json"_s;
        QTest::newRow("revision 1, figure cost 50, Unity supply 500") << u"revision-1-wide-ranges.json"_s;
    }

    void firstReadingLoadsInsideASave()
    {
        QFETCH(QString, file);
        const RulesetResult r = parseRuleset(readAll(corpusPath(file)), RulesetOrigin::Save);
        QVERIFY2(r.ruleset, qPrintable(problemKeys(r.problems)));
        QCOMPARE(int(r.ruleset->revision), 1);
        Game g = Game::create(r.ruleset, 2, 5, Mode::Digital);
        g.playChance();
        const Game::LoadResult loaded = Game::fromJson(g.toJson());
        QVERIFY2(loaded.ok(), qPrintable(problemKeys(loaded.problems)));
        QVERIFY(loaded.game.state() == g.state());
        QCOMPARE(int(loaded.game.state().rules().revision), 1);
        QCOMPARE(loaded.game.state().rules().costFigure, r.ruleset->costFigure);
        QCOMPARE(loaded.game.state().rules().unitySupply, r.ruleset->unitySupply);
    }

    // A key the format does not have is refused inside a save too, named under the save's "ruleset".
    void unknownKeyInsideASave()
    {
        const Game g = Game::create(standardRuleset(), 2, 5, Mode::Digital);
        QJsonObject save = QJsonDocument::fromJson(g.toJson()).object();
        QJsonObject rules = save.value(u"ruleset"_s).toObject();
        rules[u"suspicionPenaly"_s] = 5;
        save[u"ruleset"_s] = rules;
        const Game::LoadResult loaded = Game::fromJson(QJsonDocument(save).toJson());
        QVERIFY(!loaded.ok());
        QCOMPARE(problemKeys(loaded.problems), u"ruleset: unknownKey 'suspicionPenaly'"_s);
    }
};

QTEST_GUILESS_MAIN(TestRulesetCorpus)
#include "tst_rulesetcorpus.moc"
