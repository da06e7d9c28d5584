// The text notation (docs/cli.md, "Rest in Peace"): every legal action prints to a text that parses
// back to the same action, in digital and table play.
#include "riptest.h"

#include "model/core/rng.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

using namespace rip;
using namespace riptest;
using namespace Qt::StringLiterals;

class TestNotation : public QObject {
    Q_OBJECT

    // A digital game drawn on until the chance decision whose word is `word` ("line", "mansion", "draw").
    static GameState at(const QString &word)
    {
        GameState s = GameState::newGame(Setup{});
        for (int i = 0; i < 200 && !(chanceWord(s.decision()) && word == QLatin1StringView(chanceWord(s.decision()))); ++i)
            s.applyUnchecked(s.sampleChance());
        return s;
    }

private slots:
    void everyLegalActionRoundTrips()
    {
        std::vector<Action> legal;
        int checked = 0;
        for (int g = 0; g < 400; ++g) {
            Setup setup;
            setup.seed = std::uint64_t(g) + 3;
            setup.mode = g % 2 ? Mode::Table : Mode::Digital;
            GameState s = GameState::newGame(setup);
            std::uint64_t rng = std::uint64_t(g) * 31 + 7;
            while (!s.isTerminal()) {
                s.legalActions(legal);
                for (const Action &a : legal) {
                    const QString text = actionToText(s, a);
                    Action back;
                    QString error;
                    QVERIFY2(actionFromText(s, text, back, error), qPrintable(text + u": "_s + error));
                    QVERIFY2(back == a, qPrintable(text));
                    ++checked;
                }
                s.applyUnchecked(legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))]);
            }
        }
        QVERIFY(checked > 10000);
    }

    // A running game's save with sealed steps (docs/save-format.md): no step reads as the notation, the
    // save loads to the same state, and a damaged sealed step is refused with its place in the list.
    // A finished game's save is written openly.
    void sealedSaveRoundTrips()
    {
        Setup setup;
        setup.seed = 99;
        setup.mode = Mode::Digital;
        Game g = Game::create(setup, {u"Ada"_s, u"Bo"_s});
        g.playChance();
        std::vector<Action> legal;
        std::uint64_t rng = 5;
        for (int i = 0; i < 12 && !g.state().isTerminal(); ++i) {
            g.state().legalActions(legal);
            QCOMPARE(g.apply(legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))]), ApplyError::None);
            g.playChance();
        }
        QVERIFY(!g.state().isTerminal());
        const QByteArray sealed = g.toJson(Game::Steps::Sealed);
        QVERIFY(!sealed.contains("draw ") && !sealed.contains("line ") && !sealed.contains("ghost "));
        QVERIFY(g.toJson().contains("draw "));
        // All of one length: a sealed step does not tell "mansion manor" from "mansion castle".
        QSet<qsizetype> lengths;
        for (const QJsonValue &step : QJsonDocument::fromJson(sealed).object().value(u"actions"_s).toArray())
            lengths.insert(step.toString().size());
        QCOMPARE(lengths.size(), 1);
        const Game::LoadResult back = Game::fromJson(sealed);
        QVERIFY(back.ok());
        QCOMPARE(stateDigest(back.game.state()), stateDigest(g.state()));
        QCOMPARE(back.game.actions().size(), g.actions().size());
        // The same steps written again are the same file.
        QCOMPARE(back.game.toJson(Game::Steps::Sealed), sealed);

        QJsonObject o = QJsonDocument::fromJson(sealed).object();
        QJsonArray steps = o.value(u"actions"_s).toArray();
        steps[3] = steps[3].toString() + u"!!"_s;
        o[u"actions"_s] = steps;
        const Game::LoadResult damaged = Game::fromJson(QJsonDocument(o).toJson());
        QVERIFY(!damaged.ok());
        QCOMPARE(damaged.problems.front().path, u"actions[3]"_s);

        while (!g.state().isTerminal()) {
            g.state().legalActions(legal);
            QCOMPARE(g.apply(legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))]), ApplyError::None);
            g.playChance();
        }
        QCOMPARE(g.toJson(Game::Steps::Sealed), g.toJson());
    }

    void examples_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("v");
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::newRow("ghost") << u"ghost 3"_s << int(ActionType::Ghost) << 3 << 0 << 0;
        QTest::newRow("psychic value") << u"psychic 10 4"_s << int(ActionType::Psychic) << 10 << 4 << 0;
        QTest::newRow("psychic seat") << u"psychic 19 p2"_s << int(ActionType::Psychic) << 19 << 1 << 0;
        QTest::newRow("take back none") << u"psychic 22 none"_s << int(ActionType::Psychic) << 22 << -1 << 0;
        QTest::newRow("swap") << u"psychic 28 3 5 manor castle"_s << int(ActionType::Psychic) << 28 << 3 << 5;
        QTest::newRow("end") << u"end"_s << int(ActionType::End) << 0 << 0 << 0;
        QTest::newRow("withdraw") << u"withdraw"_s << int(ActionType::End) << 0 << 0 << 0;
        QTest::newRow("random") << u"random"_s << int(ActionType::Random) << 0 << 0 << 0;
        QTest::newRow("keep") << u"keep 2"_s << int(ActionType::Transfer) << 2 << 0 << 0;
        QTest::newRow("place ghost") << u"place ghost 5"_s << int(ActionType::Place) << 5 << 0 << 0;
        QTest::newRow("place unknown") << u"place ghost ?"_s << int(ActionType::Place) << -1 << 0 << 0;
        QTest::newRow("place psychic") << u"place psychic 7"_s << int(ActionType::Place) << 7 << 1 << 0;
        QTest::newRow("place none") << u"place none"_s << int(ActionType::Place) << 0 << -1 << 0;
        QTest::newRow("draw unknown") << u"draw ?"_s << int(ActionType::Chance) << -1 << 0 << 0;
        QTest::newRow("draw") << u"draw 4"_s << int(ActionType::Chance) << 4 << 0 << 0;
        QTest::newRow("line") << u"line 7"_s << int(ActionType::Chance) << 7 << 0 << 0;
        QTest::newRow("mansion manor") << u"mansion manor"_s << int(ActionType::Chance) << 0 << 0 << 0;
        QTest::newRow("psychic zero choices written") << u"psychic 2 0"_s << int(ActionType::Psychic) << 2 << 0 << 0;
        QTest::newRow("mansion") << u"mansion castle"_s << int(ActionType::Chance) << 1 << 0 << 0;
    }
    void examples()
    {
        QFETCH(QString, text);
        QFETCH(int, type);
        QFETCH(int, v);
        QFETCH(int, a);
        QFETCH(int, b);
        // A chance outcome is read at the decision it belongs to.
        const GameState s = type == int(ActionType::Chance) ? at(text.section(u' ', 0, 0)) : GameState::newGame(Setup{});
        Action out;
        QString error;
        QVERIFY2(actionFromText(s, text, out, error), qPrintable(error));
        QCOMPARE(int(out.type), type);
        QCOMPARE(int(out.v), v);
        QCOMPARE(int(out.a), a);
        QCOMPARE(int(out.b), b);
    }

    void rejectsNonsense()
    {
        const GameState s = GameState::newGame(Setup{});
        Action out;
        QString error;
        QVERIFY(!actionFromText(s, u"jump 3"_s, out, error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!actionFromText(s, u"ghost"_s, out, error));
        QVERIFY(!actionFromText(s, u"ghost three"_s, out, error));
        QVERIFY(!actionFromText(s, u"place somewhere"_s, out, error));
    }

    // Only the notation as it is written: a chance outcome with the word of the decision pending (not
    // another decision's, as "draw 7" while a line card is drawn was read as "line 7"), every word of its
    // kind and in its one spelling, nothing more.
    void refusesOffNotation_data()
    {
        QTest::addColumn<QString>("pending"); // the chance decision's word, or "" for a player's turn
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("why");     // a part of the error
        QTest::newRow("draw at a line card") << u"line"_s << u"draw 7"_s << u"it is 'line'"_s;
        QTest::newRow("top at a line card") << u"line"_s << u"top 7"_s << u"it is 'line'"_s;
        QTest::newRow("line at a draw") << u"draw"_s << u"line 3"_s << u"it is 'draw'"_s;
        QTest::newRow("mansion at a draw") << u"draw"_s << u"mansion castle"_s << u"it is 'draw'"_s;
        QTest::newRow("random at a mansion") << u"mansion"_s << u"random 1"_s << u"it is 'mansion'"_s;
        QTest::newRow("chance") << u"line"_s << u"chance 7"_s << u"it is 'line'"_s;
        QTest::newRow("mansion as a number") << u"mansion"_s << u"mansion 0"_s << u"'manor' or 'castle'"_s;
        QTest::newRow("mansion as a seat") << u"mansion"_s << u"mansion p2"_s << u"'manor' or 'castle'"_s;
        QTest::newRow("mansion unknown") << u"mansion"_s << u"mansion ?"_s << u"'manor' or 'castle'"_s;
        QTest::newRow("draw at a turn") << QString() << u"draw 3"_s << u"no chance decision"_s;
        QTest::newRow("random card at a turn") << QString() << u"random 3"_s << u"no chance decision"_s;
        QTest::newRow("a word too many") << QString() << u"ghost 3 4"_s << u"'ghost 3'"_s;
        QTest::newRow("end and more") << QString() << u"end 1"_s << u"'end'"_s;
        QTest::newRow("leading zero") << QString() << u"ghost 03"_s << u"'ghost 3'"_s;
        QTest::newRow("plus sign") << QString() << u"ghost +3"_s << u"'ghost 3'"_s;
        QTest::newRow("unknown as a value") << QString() << u"ghost ?"_s << u"'ghost -1'"_s;
        QTest::newRow("capital") << QString() << u"Ghost 3"_s << u"unknown action"_s;
        QTest::newRow("two spaces") << QString() << u"ghost  3"_s << u"not a number"_s;
        QTest::newRow("seat as a number") << QString() << u"psychic 19 1"_s << u"'psychic 19 p2'"_s;
        QTest::newRow("token as a number") << QString() << u"psychic 28 3 5 0 1"_s << u"'psychic 28 3 5 manor castle'"_s;
        QTest::newRow("a choice too many") << QString() << u"psychic 10 4 4"_s << u"'psychic 10 4'"_s;
        QTest::newRow("keep unknown") << QString() << u"keep ?"_s << u"'keep none'"_s;
        QTest::newRow("place ghost none") << QString() << u"place ghost none"_s << u"'place ghost ?'"_s;
        QTest::newRow("control character") << QString() << u"ghost\u001b[2J"_s << u"unknown action: ghost\\u001b[2j"_s;
    }
    void refusesOffNotation()
    {
        QFETCH(QString, pending);
        QFETCH(QString, text);
        QFETCH(QString, why);
        GameState s = at(pending.isEmpty() ? u"draw"_s : pending);
        if (pending.isEmpty())
            chanceAll(s);
        QCOMPARE(QString::fromLatin1(chanceWord(s.decision())), pending);
        Action out;
        QString error;
        QVERIFY2(!actionFromText(s, text, out, error), qPrintable(text));
        QVERIFY2(error.contains(why, Qt::CaseInsensitive), qPrintable(error));
        QVERIFY(!error.contains(QChar(0x1b)));
    }
};

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
