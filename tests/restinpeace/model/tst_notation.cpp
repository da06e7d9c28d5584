// The text notation (docs/cli.md, "Rest in Peace"): every legal action prints to a text that parses
// back to the same action, in digital and table play.
#include "riptest.h"

#include "model/core/rng.h"

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
