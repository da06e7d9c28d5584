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
        QTest::newRow("mansion") << u"mansion castle"_s << int(ActionType::Chance) << 1 << 0 << 0;
    }
    void examples()
    {
        QFETCH(QString, text);
        QFETCH(int, type);
        QFETCH(int, v);
        QFETCH(int, a);
        QFETCH(int, b);
        const GameState s = GameState::newGame(Setup{});
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
};

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
