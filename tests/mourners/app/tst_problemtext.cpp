// The one wording place of refused files and values (ProblemText, MournersProblems): every code gives a
// sentence with the field's readable name, and nothing that reaches the board settings screen shows a
// rule id, a JSON key or an internal id (issue 10).
#include "boardsettings.h"
#include "problemtext.h"
#include "problemwords.h"

#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

// What must never reach a person at the table: rule ids, ruleset paths, JSON keys in camel case,
// internal lowercase-hyphen ids ("gravedancers-circle", "mourners-call-ruleset").
const QRegularExpression kInternal(u"D-[A-Z]|R-[A-Z]+-\\d|ruleset\\.|\\b[a-z]+[A-Z][a-zA-Z]*\\b|\\b[a-z]+(-[a-z]+)+\\b|\\[\\d+\\]"_s);

QString internalIn(const QStringList &texts)
{
    for (const QString &t : texts)
        if (const auto m = kInternal.match(t); m.hasMatch())
            return u"'%1' in: %2"_s.arg(m.captured(0), t);
    return {};
}

QJsonObject standardObject()
{
    return QJsonDocument::fromJson(mc::standardRulesetJson()).object();
}

} // namespace

class TestProblemText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // A board with three faults gives three sentences, each naming its field as the table says it.
    void boardWithThreeFaultsGivesThreeSentences()
    {
        QTemporaryDir dir;
        BoardSettings board(dir.filePath(u"board.json"_s));
        QVariantMap v = board.values();
        v[u"startEtherea"_s] = u"lots"_s; // R-SETUP-3
        QVariantList tithe = v[u"tithe"_s].toList();
        tithe[4] = 99; // D-TITHE
        v[u"tithe"_s] = tithe;
        QVariantList roll = v[u"crowdRoll"_s].toList();
        roll[2] = u"explode"_s; // D-CROWD-ROLL
        v[u"crowdRoll"_s] = roll;
        const QStringList s = board.problems(v);
        QCOMPARE(s.size(), 3);
        QVERIFY2(s.join(u'\n').contains(u"Etherea at the start: must be a whole number from 0 to 50."_s), qPrintable(s.join(u'\n')));
        QVERIFY(s.join(u'\n').contains(u"Tithe at Suspicion 4: must be a whole number from 0 to 20."_s));
        QVERIFY(s.join(u'\n').contains(u"Crowding roll, die 3:"_s));
        QVERIFY(!board.setValues(v)); // refused, nothing changed
        QVERIFY(board.error().contains(u"Tithe at Suspicion 4"_s));
        QCOMPARE(board.values(), BoardSettings(dir.filePath(u"other.json"_s)).values());
    }

    // Every field of the board typed wrong: each sentence is in the table's words.
    void noBoardTextShowsInternalNames()
    {
        QTemporaryDir dir;
        BoardSettings board(dir.filePath(u"board.json"_s));
        QStringList shown;
        const QVariantMap good = board.values();
        const QList<std::pair<QString, QVariant>> wrong = {
            {u"costFigure"_s, 0},          {u"costMourner"_s, u"x"_s},    {u"startEtherea"_s, -1},
            {u"unity2"_s, 1000},           {u"unity3"_s, u""_s},          {u"unity4"_s, 2.5},
            {u"titheMissSuspicion"_s, 99}, {u"titheMissThreat"_s, -4},    {u"tithe"_s, u"1, 2, 3"_s},
            {u"threatLimit"_s, u"a, b, c, d, e, f, g, h, i, j"_s},          {u"crowdRoll"_s, u"destroy, crypt"_s},
            {u"crowdRoll"_s, u"destroy, crypt, stay, stay, boom, stay"_s},  {u"guildOrder"_s, u"mk, mk, co, cs, sc, gc"_s},
            {u"guildOrder"_s, u"mk, nobody, co, cs, sc, gc"_s},            {u"guildOrder"_s, u"mk"_s},
            {u"locationFactions"_s, QVariantList{u"stone"_s}},
        };
        for (const auto &[key, value] : wrong) {
            const QStringList s = board.problems({{key, value}});
            QVERIFY2(!s.isEmpty(), qPrintable(key));
            shown << s;
            QVERIFY(!board.setValues({{key, value}}));
            shown << board.error();
        }
        shown << board.crowdRollSummary(good.value(u"crowdRoll"_s)) << board.guildOrderNames(good.value(u"guildOrder"_s));
        for (const QVariant &c : board.crowdOutcomes() + board.guildChoices())
            shown << c.toMap().value(u"label"_s).toString();
        const QString found = internalIn(shown);
        QVERIFY2(found.isEmpty(), qPrintable(found));
        // The checker itself catches what it is for.
        QVERIFY(!internalIn({u"D-CROWD-ROLL"_s}).isEmpty());
        QVERIFY(!internalIn({u"ruleset.startEtherea: missing"_s}).isEmpty());
        QVERIFY(!internalIn({u"the gravedancers-circle"_s}).isEmpty());
        QVERIFY(!internalIn({u"tithe[4]: bad"_s}).isEmpty());
    }

    void crowdRollReadsAsTheTableSaysIt()
    {
        BoardSettings board(QTemporaryDir().filePath(u"b.json"_s));
        QCOMPARE(board.crowdRollSummary(QVariantList{u"destroy"_s, u"destroy"_s, u"crypt"_s, u"crypt"_s, u"stay"_s, u"stay"_s}),
                 u"1–2 destroyed, 3–4 to the Crypt, 5–6 stays"_s);
        QCOMPARE(board.crowdRollSummary(u"stay, destroy, destroy, destroy, crypt, stay"_s),
                 u"1 stays, 2–4 destroyed, 5 to the Crypt, 6 stays"_s);
        QCOMPARE(board.guildChoices().at(4).toMap().value(u"label"_s).toString(), u"Gravedancer's Circle"_s);
    }

    // The QML of the board settings names no rule id and asks for no internal id.
    void boardScreenSourceHasNoRuleIds()
    {
        QFile f(QStringLiteral(MOURNERS_SOURCE_DIR) + u"/qml/mourners/NewGameWizard.qml"_s);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString qml = QString::fromUtf8(f.readAll());
        static const QRegularExpression tr(u"qsTr\\(\"([^\"]*)\""_s);
        QStringList texts;
        for (auto it = tr.globalMatch(qml); it.hasNext();)
            texts << it.next().captured(1);
        QVERIFY(texts.size() > 20);
        QVERIFY2(!texts.join(u'\n').contains(QRegularExpression(u"D-[A-Z]|R-[A-Z]+-\\d"_s)), qPrintable(texts.join(u'\n')));
    }

    // Each save problem reads with the field's name and the values; the command line says the same with
    // the field as written in the file.
    void saveProblemsInWords_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("plain");
        QTest::newRow("seed") << u"seed"_s << int(mc::ProblemCode::NotSeed) << 0
                              << u"The game's seed: must be a whole number written as text."_s
                              << u"seed: must be a whole number written as text"_s;
        QTest::newRow("newer") << u"version"_s << int(mc::ProblemCode::NewerVersion) << 7
                               << u"file version 7; this version reads up to 2"_s << u"file version 7"_s;
        QTest::newRow("ruleset") << u"ruleset.startEtherea"_s << int(mc::ProblemCode::NotANumber) << 0
                                 << u"The game's rules, Etherea at the start: must be a whole number from 0 to 50."_s
                                 << u"ruleset.startEtherea: must be a whole number from 0 to 50"_s;
        QTest::newRow("step") << u"actions[4]"_s << int(mc::ProblemCode::IllegalStep) << 4
                              << u"Step 5 ('pass') is not allowed at that point of the game."_s
                              << u"actions[4]: Step 5 ('pass') is not allowed at that point of the game (illegal)"_s;
        QTest::newRow("guild") << u"guildOrder[2]"_s << int(mc::ProblemCode::ListedTwice) << 4
                               << u"Guild order, place 3: lists the Gravedancer's Circle a second time."_s
                               << u"guildOrder[2]: lists the Gravedancer's Circle a second time"_s;
        QTest::newRow("card") << u"cards.mourners[3].guild"_s << int(mc::ProblemCode::NotGuild) << 0
                              << u"Mourner card 4, guild: 'knights' is not one of the six guilds."_s
                              << u"cards.mourners[3].guild: 'knights' is not one of the six guilds"_s;
    }

    void saveProblemsInWords()
    {
        QFETCH(QString, path);
        QFETCH(int, code);
        QFETCH(int, value);
        QFETCH(QString, sentence);
        QFETCH(QString, plain);
        mc::Problem p{path, mc::ProblemCode(code)};
        p.value = value;
        p.min = 0;
        p.max = code == int(mc::ProblemCode::NewerVersion) ? 2 : 50;
        p.detail = code == int(mc::ProblemCode::IllegalStep) ? u"pass"_s
                 : code == int(mc::ProblemCode::ListedTwice) ? u"gravedancers-circle"_s
                 : code == int(mc::ProblemCode::NotGuild) ? u"knights"_s : QString();
        p.note = code == int(mc::ProblemCode::IllegalStep) ? u"illegal"_s : QString();
        const QString s = ProblemText::sentence(p, MournersProblems::words());
        QVERIFY2(s.contains(sentence), qPrintable(s));
        const QString c = ProblemText::plain(p, MournersProblems::words());
        QVERIFY2(c.contains(plain), qPrintable(c));
    }

    // A real refused save, worded: the code path from the loader to the sentence.
    void aDamagedSaveIsWorded()
    {
        mc::Game g = mc::Game::create(mc::standardRuleset(), 2, 5, mc::Mode::Table, 0);
        QJsonObject o = QJsonDocument::fromJson(g.toJson()).object();
        QJsonObject rules = o[u"ruleset"_s].toObject();
        QJsonObject cards = rules[u"cards"_s].toObject();
        QJsonArray m = cards[u"mourners"_s].toArray();
        QJsonObject first = m[0].toObject();
        first[u"faction"_s] = u"stone"_s;
        m[0] = first;
        cards[u"mourners"_s] = m;
        rules[u"cards"_s] = cards;
        rules[u"startEtherea"_s] = u"two"_s;
        o[u"ruleset"_s] = rules;
        const mc::Game::LoadResult r = mc::Game::fromJson(QJsonDocument(o).toJson());
        QCOMPARE(int(r.problems.size()), 2);
        const QString text = MournersProblems::sentences(r.problems);
        QVERIFY2(text.contains(u"Etherea at the start"_s) && text.contains(u"must be Bone, Flesh or Spirit, not 'stone'"_s),
                 qPrintable(text));
        QVERIFY2(!text.contains(u"startEtherea"_s) && !text.contains(u"cards."_s), qPrintable(text));
    }
};

QTEST_MAIN(TestProblemText)
#include "tst_problemtext.moc"
