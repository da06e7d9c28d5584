// Errors as data: a refused ruleset, save, score file or write is a code with the field and the values
// that explain it (model/core/problem.h), never a sentence; a ruleset names all its faults at once.
#include "testutil.h"

#include "model/mourners/scoring.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

QJsonObject standardObject()
{
    return QJsonDocument::fromJson(standardRulesetJson()).object();
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

const Problem *at(const Problems &list, const QString &path)
{
    for (const Problem &p : list)
        if (p.path == path)
            return &p;
    return nullptr;
}

QJsonObject saveObject()
{
    Game g = Game::create(rules(), 3, 9, Mode::Digital, 0);
    g.playChance();
    return QJsonDocument::fromJson(g.toJson()).object();
}

} // namespace

class TestProblems : public QObject {
    Q_OBJECT

private slots:
    // A board typed with three faults in three fields hears of all three, each with its field and bounds
    // (D-CROWD-ROLL, D-TITHE, R-SETUP-3's start Etherea).
    void aRulesetWithThreeFaultsReportsThree()
    {
        QJsonObject o = standardObject();
        o[u"startEtherea"_s] = -1;
        QJsonArray tithe = o[u"tithe"_s].toArray();
        tithe[4] = u"x"_s;
        o[u"tithe"_s] = tithe;
        QJsonArray roll = o[u"crowdRoll"_s].toArray();
        roll[2] = u"explode"_s;
        o[u"crowdRoll"_s] = roll;
        const RulesetResult r = parseRuleset(bytes(o));
        QVERIFY(!r.ruleset);
        QCOMPARE(int(r.problems.size()), 3);
        const Problem *start = at(r.problems, u"startEtherea"_s);
        QVERIFY2(start, qPrintable(problemKeys(r.problems)));
        QCOMPARE(start->reason, ProblemCode::NotANumber);
        QCOMPARE(start->min, 0);
        QCOMPARE(start->max, 50);
        const Problem *t = at(r.problems, u"tithe[4]"_s);
        QVERIFY(t);
        QCOMPARE(t->reason, ProblemCode::NotANumber);
        QCOMPARE(t->max, 20);
        const Problem *c = at(r.problems, u"crowdRoll[2]"_s); // D-CROWD-ROLL
        QVERIFY(c);
        QCOMPARE(c->reason, ProblemCode::NotCrowdOutcome);
        QCOMPARE(c->detail, u"explode"_s);
    }

    // Two faults in one list are both named (a tithe row typed with two typos), and the faults of two
    // cards of a deck are both named.
    void everyEntryOfAListAndEveryCardIsChecked()
    {
        QJsonObject o = standardObject();
        QJsonArray tithe = o[u"tithe"_s].toArray();
        tithe[1] = 99;
        tithe[7] = -1;
        o[u"tithe"_s] = tithe;
        QJsonObject cards = o[u"cards"_s].toObject();
        QJsonArray mourners = cards[u"mourners"_s].toArray();
        for (int i : {0, 2}) {
            QJsonObject m = mourners[i].toObject();
            m[u"guild"_s] = u"nobody"_s;
            mourners[i] = m;
        }
        cards[u"mourners"_s] = mourners;
        o[u"cards"_s] = cards;
        const RulesetResult r = parseRuleset(bytes(o));
        QCOMPARE(int(r.problems.size()), 4);
        QVERIFY(at(r.problems, u"tithe[1]"_s) && at(r.problems, u"tithe[7]"_s));
        QCOMPARE(at(r.problems, u"cards.mourners[0].guild"_s)->reason, ProblemCode::NotGuild);
        QCOMPARE(at(r.problems, u"cards.mourners[2].guild"_s)->detail, u"nobody"_s);
    }

    // A fault inside a missing or malformed part is not told twice: a missing object is one problem.
    void aMissingPartIsOneProblem()
    {
        QJsonObject o = standardObject();
        o.remove(u"cost"_s);
        const RulesetResult r = parseRuleset(bytes(o));
        QCOMPARE(int(r.problems.size()), 1);
        QCOMPARE(r.problems[0].reason, ProblemCode::MissingKey);
        QCOMPARE(r.problems[0].detail, u"cost"_s);
        QCOMPARE(problemKey(r.problems[0]), u"cost: missingKey"_s);
    }

    void rulesetCodes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("code");
        QJsonObject o = standardObject();
        QTest::newRow("not json") << QByteArray("{\"id\":") << QString() << int(ProblemCode::NotJson);
        QTest::newRow("not an object") << QByteArray("[1]") << QString() << int(ProblemCode::NotObject);
        QJsonObject f = o;
        f[u"format"_s] = u"chess"_s;
        QTest::newRow("format") << bytes(f) << u"format"_s << int(ProblemCode::WrongFormat);
        QJsonObject l = o;
        QJsonArray locs = l[u"locations"_s].toArray();
        QJsonObject five = locs[4].toObject();
        five[u"faction"_s] = u"stone"_s;
        locs[4] = five;
        l[u"locations"_s] = locs;
        QTest::newRow("D-LOC-FACTION") << bytes(l) << u"locations[4].faction"_s << int(ProblemCode::NotFaction);
        QJsonObject g = o;
        QJsonArray order = g[u"guildOrder"_s].toArray();
        order[3] = order[1];
        g[u"guildOrder"_s] = order;
        QTest::newRow("D-GUILD-ORDER twice") << bytes(g) << u"guildOrder[3]"_s << int(ProblemCode::ListedTwice);
        QJsonObject w = o;
        w[u"threatLimit"_s] = QJsonArray{1, 2, 3};
        QTest::newRow("D-THREAT-LIMIT count") << bytes(w) << u"threatLimit"_s << int(ProblemCode::WrongCount);
        QJsonObject id = o;
        QJsonObject cards = id[u"cards"_s].toObject();
        QJsonArray court = cards[u"court"_s].toArray();
        QJsonObject c0 = court[0].toObject();
        c0[u"id"_s] = u"crypt"_s;
        court[0] = c0;
        cards[u"court"_s] = court;
        id[u"cards"_s] = cards;
        QTest::newRow("reserved id") << bytes(id) << u"cards.court[0].id"_s << int(ProblemCode::ReservedCardId);
    }

    void rulesetCodes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(int, code);
        const RulesetResult r = parseRuleset(json);
        QVERIFY(!r.ruleset);
        QVERIFY(!r.ok());
        QCOMPARE(r.problems.front().path, path);
        QCOMPARE(int(r.problems.front().reason), code);
    }

    void saveCodes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("code");
        const QJsonObject o = saveObject();
        QTest::newRow("not json") << QByteArray("{") << QString() << int(ProblemCode::NotJson);
        QJsonObject s = o;
        s[u"seed"_s] = u"abc"_s;
        QTest::newRow("seed") << bytes(s) << u"seed"_s << int(ProblemCode::NotSeed);
        QJsonObject v = o;
        v[u"version"_s] = 99;
        QTest::newRow("newer") << bytes(v) << u"version"_s << int(ProblemCode::NewerVersion);
        QJsonObject g = o;
        g[u"game"_s] = u"rest-in-peace"_s;
        QTest::newRow("other game") << bytes(g) << u"game"_s << int(ProblemCode::OtherGame);
        QJsonObject m = o;
        m[u"mode"_s] = u"chess"_s;
        QTest::newRow("mode") << bytes(m) << u"mode"_s << int(ProblemCode::NotSeatMode);
        QJsonObject seats = o;
        seats[u"seats"_s] = QJsonArray{QJsonObject{{u"name"_s, u"A"_s}}};
        QTest::newRow("seats") << bytes(seats) << u"seats"_s << int(ProblemCode::PlayerCount);
        QJsonObject step = o;
        QJsonArray actions = step[u"actions"_s].toArray();
        actions.append(u"dance wildly"_s);
        step[u"actions"_s] = actions;
        QTest::newRow("unreadable step") << bytes(step) << u"actions[%1]"_s.arg(actions.size() - 1)
                                         << int(ProblemCode::UnreadableStep);
        QJsonObject d = o;
        d[u"final"_s] = QJsonObject{{u"digest"_s, u"0000000000000000"_s}};
        QTest::newRow("digest") << bytes(d) << u"final.digest"_s << int(ProblemCode::DigestMismatch);
        QJsonObject r = o;
        QJsonObject rules = r[u"ruleset"_s].toObject();
        rules[u"startEtherea"_s] = 99;
        r[u"ruleset"_s] = rules;
        QTest::newRow("its ruleset") << bytes(r) << u"ruleset.startEtherea"_s << int(ProblemCode::NotANumber);
    }

    // A malformed save gives the code and the field (paths as written in the file); nothing loads.
    void saveCodes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(int, code);
        const Game::LoadResult r = Game::fromJson(json);
        QVERIFY(!r.ok());
        QVERIFY(!r.game.isValid());
        QCOMPARE(r.problems.front().path, path);
        QCOMPARE(int(r.problems.front().reason), code);
    }

    void aStepThatCannotApplyNamesItsPlace()
    {
        QJsonObject o = saveObject();
        QJsonArray actions = o[u"actions"_s].toArray();
        actions.insert(0, u"pass"_s); // nobody may pass before the game is set up
        o[u"actions"_s] = actions;
        const Game::LoadResult r = Game::fromJson(bytes(o));
        QVERIFY(!r.ok());
        QCOMPARE(r.problems.front().path, u"actions[0]"_s);
        QVERIFY(r.problems.front().reason == ProblemCode::IllegalStep || r.problems.front().reason == ProblemCode::UnreadableStep);
        QCOMPARE(r.problems.front().value, 0);
        QCOMPARE(r.problems.front().detail, u"pass"_s);
    }

    void aFailedWriteNamesTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"no/such/folder/game.json"_s);
        Problem p;
        QVERIFY(!Game::create(rules(), 2, 1, Mode::Table, 0).save(path, &p));
        QCOMPARE(p.reason, ProblemCode::CannotWrite);
        QCOMPARE(p.path, path);
        QVERIFY(!p.note.isEmpty());
        const Game::LoadResult missing = Game::load(path);
        QCOMPARE(missing.problems.front().reason, ProblemCode::CannotRead);
        QCOMPARE(missing.problems.front().path, path);
    }

    // R-END-4's score file: a name twice and a misspelt key are codes with the path.
    void scoreFileCodes()
    {
        std::vector<ScoreInput> in;
        Problem p;
        QVERIFY(!parseScoreInputs(R"({"players":[{"name":"A","unity":1},{"name":"A","unity":2}]})", in, p));
        QCOMPARE(p.reason, ProblemCode::DuplicateName);
        QCOMPARE(p.path, u"players[1].name"_s);
        QCOMPARE(p.detail, u"A"_s);
        QVERIFY(!parseScoreInputs(R"({"players":[{"name":"A","untiy":1},{"name":"B","unity":2}]})", in, p));
        QCOMPARE(p.reason, ProblemCode::UnknownKey);
        QCOMPARE(p.detail, u"untiy"_s);
        QVERIFY(!parseScoreInputs(R"({"players":[{"name":"A","unity":1000},{"name":"B","unity":2}]})", in, p));
        QCOMPARE(p.reason, ProblemCode::NotANumber);
        QCOMPARE(p.max, 999);
    }
};

QTEST_GUILESS_MAIN(TestProblems)
#include "tst_problems.moc"
