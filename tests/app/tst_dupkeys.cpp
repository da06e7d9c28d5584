// Every reader of the shelf refuses a file that writes one key twice in one object (the JSON reader
// alone keeps the last copy and never checks the first), names the key and where it is, and reads the
// same file once the second copy is gone. The files are kept in tests/corpus/dupkeys.
#include "historyrecord.h"
#include "problemtext.h"
#include "problemwords.h"

#include "model/mourners/game.h"
#include "model/mourners/scoring.h"
#include "model/restinpeace/game.h"
#include "model/sheets/deadmanscrown.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray corpus(const QString &name)
{
    QFile f(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/dupkeys/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

// The reader's problems for `json` (empty when it reads it).
mc::Problems read(const QString &kind, const QByteArray &json)
{
    if (kind == u"save"_s)
        return mc::Game::fromJson(json).problems;
    if (kind == u"ruleset"_s)
        return mc::parseRuleset(json).problems;
    if (kind == u"rip"_s)
        return rip::Game::fromJson(json).problems;
    mc::Problem error;
    if (kind == u"scores"_s) {
        std::vector<mc::ScoreInput> in;
        return mc::parseScoreInputs(json, in, error) ? mc::Problems{} : mc::Problems{error};
    }
    if (kind == u"dmc"_s) {
        std::vector<dmc::PlayerInput> in;
        return dmc::parse(json, in, error) ? mc::Problems{} : mc::Problems{error};
    }
    qFatal("unknown kind");
}

} // namespace

class TestDupKeys : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }

    void refused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QByteArray>("secondCopy"); // removed, the file reads ("" when it has other faults)

        QTest::newRow("Mourners save") << u"save"_s << u"mourners-save.json"_s << u"ruleset.startEtherea"_s
                                       << u"startEtherea"_s << QByteArray("\n        \"startEtherea\": 50,");
        QTest::newRow("ruleset") << u"ruleset"_s << u"ruleset.json"_s << u"cards.motives[0].faction"_s << u"faction"_s
                                 << QByteArray("\"faction\": \"bone\",\n    \"faction\": \"spirit\",");
        QTest::newRow("score file") << u"scores"_s << u"mourners-scores.json"_s << u"players"_s << u"players"_s << QByteArray();
        QTest::newRow("Rest in Peace save") << u"rip"_s << u"rip-save.json"_s << u"seed"_s << u"seed"_s
                                            << QByteArray(",\n    \"seed\": \"6\"");
        QTest::newRow("Dead Man's Crown sheet") << u"dmc"_s << u"deadmanscrown-sheet.json"_s << u"players[1].rituals"_s
                                                << u"rituals"_s << QByteArray("\n  \"rituals\":30,");
    }

    void refused()
    {
        QFETCH(QString, kind);
        QFETCH(QString, file);
        QFETCH(QString, path);
        QFETCH(QString, key);
        QFETCH(QByteArray, secondCopy);
        const QByteArray json = corpus(file);
        const mc::Problems problems = read(kind, json);
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0].reason, mc::ProblemCode::DuplicateKey);
        QCOMPARE(problems[0].path, path);
        QCOMPARE(problems[0].detail, key);
        // The sentence people read names the key and where it is, with the line.
        const QString sentence = MournersProblems::sentences(problems);
        QVERIFY2(sentence.contains(u"'%1'"_s.arg(key)) && sentence.contains(path)
                     && sentence.contains(u"line %1"_s.arg(problems[0].value)),
                 qPrintable(sentence));
        if (!secondCopy.isEmpty()) {
            QVERIFY(json.count(secondCopy) == 1);
            QByteArray once = json;
            once.replace(secondCopy, secondCopy.startsWith("\"faction\"") ? QByteArray("\"faction\": \"bone\",") : QByteArray());
            const mc::Problems left = read(kind, once);
            QVERIFY2(left.empty(), qPrintable(mc::problemKeys(left)));
        }
    }

    // A history import is refused whole: no game of it is kept.
    void historyImport()
    {
        std::vector<GameRecord> games;
        QStringList problems;
        QString error;
        const QByteArray json = corpus(u"history-import.json"_s);
        QVERIFY(!HistoryFiles::fromJson(json, games, problems, error));
        QVERIFY(games.empty());
        QVERIFY2(error.contains(u"'score'"_s) && error.contains(u"games[0].players[1].score"_s), qPrintable(error));
        QByteArray once = json;
        once.replace(",\n                 \"score\": 40}", "}");
        QVERIFY2(HistoryFiles::fromJson(once, games, problems, error), qPrintable(error));
        QVERIFY2(games.size() == 1, qPrintable(problems.join(u'\n')));
    }

    // The report's score file: the first list, with "unity":"ten" and a misspelt "Untiy", was never checked.
    void theFirstListIsNotRankedSilently()
    {
        std::vector<mc::ScoreInput> in;
        mc::Problem error;
        QVERIFY(!mc::parseScoreInputs(corpus(u"mourners-scores.json"_s), in, error));
        QVERIFY(in.empty());
        QCOMPARE(error.reason, mc::ProblemCode::DuplicateKey);
        QCOMPARE(error.value, 2); // the line of the second "players"
    }

    // Thousands of faults are worded as the first ones and how many more.
    void manyFaultsAreCapped()
    {
        mc::Problems many(2500, mc::Problem{u"cards.motives[3]"_s, mc::ProblemCode::NotObject});
        const QStringList lines = ProblemText::sentences(many, {});
        QCOMPARE(lines.size(), ProblemText::kShownProblems + 1);
        QVERIFY2(lines.last().startsWith(u"… and 2480 more problem"_s), qPrintable(lines.last()));
        QVERIFY(ProblemText::plain(many).contains(u"; … and 2480 more problem"_s));
        QCOMPARE(ProblemText::plain(many).count(u';'), ProblemText::kShownProblems);
    }
};

QTEST_GUILESS_MAIN(TestDupKeys)
#include "tst_dupkeys.moc"
