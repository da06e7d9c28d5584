// Save files (docs/save-format.md): every file the program writes loads again, and a file whose `final`
// check is missing or malformed is refused with the field named instead of loading unchecked.
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

// A game played with random legal actions (chance drawn by the generator in digital play); it stops
// after `steps` actions or at the end.
Game playedGame(Mode mode, int players, std::uint64_t seed, int steps)
{
    Game g = Game::create(rules(), players, seed, mode, 0);
    std::uint64_t x = seed;
    std::vector<Action> legal;
    for (int i = 0; i < steps && !g.state().isTerminal(); ++i) {
        const GameState &s = g.state();
        if (s.isChance() && mode == Mode::Digital) {
            (void)g.apply(s.sampleChance());
            continue;
        }
        s.legalActions(legal);
        (void)g.apply(legal[std::size_t(uniformBelow(x, int(legal.size())))]);
    }
    return g;
}

} // namespace

class TestSaveFile : public QObject {
    Q_OBJECT

private slots:
    // What the program writes always loads: at the start, in the middle, at a chance decision and
    // after the end, in both modes.
    void savesTheProgramWritesLoadAgain_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("steps");
        for (int mode : {int(Mode::Digital), int(Mode::Table)}) {
            const char *m = mode == int(Mode::Digital) ? "digital" : "table";
            QTest::addRow("%s, no action", m) << mode << 0;
            QTest::addRow("%s, 1 action", m) << mode << 1;
            QTest::addRow("%s, 150 actions", m) << mode << 150;
            QTest::addRow("%s, whole game", m) << mode << 100000;
        }
    }

    void savesTheProgramWritesLoadAgain()
    {
        QFETCH(int, mode);
        QFETCH(int, steps);
        const Game g = playedGame(Mode(mode), 3, 31, steps);
        const QByteArray json = g.toJson();
        const auto loaded = Game::fromJson(json);
        QVERIFY2(loaded.ok(), qPrintable(mc::problemKeys(loaded.problems)));
        QVERIFY(loaded.game.state() == g.state());
        QCOMPARE(loaded.game.toJson(), json);
    }

    // A digital save may stop at a chance decision (mourners-cli apply --no-auto); it loads as it is,
    // still waiting for chance: drawing it is the caller's business (Game::playChance).
    void digitalSaveStoppedAtChanceLoads()
    {
        Game g = Game::create(rules(), 2, 8, Mode::Digital, 0);
        g.playChance();
        QVERIFY(!g.state().isChance());
        QCOMPARE(g.apply(g.state().legalActions().front()), ApplyError::None);
        while (!g.state().isChance())
            QCOMPARE(g.apply(g.state().legalActions().front()), ApplyError::None);
        const auto loaded = Game::fromJson(g.toJson());
        QVERIFY2(loaded.ok(), qPrintable(mc::problemKeys(loaded.problems)));
        QVERIFY(loaded.game.state() == g.state());
        QVERIFY(loaded.game.state().isChance());
    }

    // The shelf's game id: written into every save; a save without it (written before the shelf) is a
    // Mourners Call game; a save of another game is refused and names that game.
    void gameIdOfTheShelf()
    {
        const Game g = playedGame(Mode::Table, 3, 5, 60);
        QJsonObject o = QJsonDocument::fromJson(g.toJson()).object();
        QCOMPARE(o.value(u"game"_s).toString(), QString::fromLatin1(kGameId));

        o.remove(u"game"_s);
        const auto old = Game::fromJson(QJsonDocument(o).toJson());
        QVERIFY2(old.ok(), qPrintable(mc::problemKeys(old.problems)));
        QVERIFY(old.game.state() == g.state());
        QCOMPARE(old.game.toJson(), g.toJson()); // written again, it carries the id

        o[u"game"_s] = u"rest-in-peace"_s;
        const auto other = Game::fromJson(QJsonDocument(o).toJson());
        QVERIFY(!other.game.isValid());
        QVERIFY2(mc::problemKeys(other.problems).startsWith(u"game:"_s) && mc::problemKeys(other.problems).contains(u"rest-in-peace"_s), qPrintable(mc::problemKeys(other.problems)));
    }

    // The digest check cannot be skipped by leaving it out or giving it the wrong type.
    void missingOrMalformedFinalIsRefused_data()
    {
        QTest::addColumn<QJsonValue>("fin"); // undefined: the field is removed
        QTest::addColumn<QString>("field");
        QTest::newRow("final missing") << QJsonValue(QJsonValue::Undefined) << u"final:"_s;
        QTest::newRow("final null") << QJsonValue(QJsonValue::Null) << u"final:"_s;
        QTest::newRow("final a text") << QJsonValue(u"5d0c2f0e9a1b7c44"_s) << u"final:"_s;
        QTest::newRow("final a list") << QJsonValue(QJsonArray{1, 2}) << u"final:"_s;
        QTest::newRow("digest missing") << QJsonValue(QJsonObject{{u"round"_s, 1}}) << u"final.digest:"_s;
        QTest::newRow("digest empty") << QJsonValue(QJsonObject{{u"digest"_s, u""_s}}) << u"final.digest:"_s;
        QTest::newRow("digest a number") << QJsonValue(QJsonObject{{u"digest"_s, 12345}}) << u"final.digest:"_s;
        QTest::newRow("digest null") << QJsonValue(QJsonObject{{u"digest"_s, QJsonValue::Null}}) << u"final.digest:"_s;
        QTest::newRow("digest wrong") << QJsonValue(QJsonObject{{u"digest"_s, u"0000000000000000"_s}})
                                      << u"final.digest:"_s;
    }

    void missingOrMalformedFinalIsRefused()
    {
        QFETCH(QJsonValue, fin);
        QFETCH(QString, field);
        for (Mode mode : {Mode::Digital, Mode::Table}) {
            const Game g = playedGame(mode, 2, 17, 40);
            QJsonObject o = QJsonDocument::fromJson(g.toJson()).object();
            QVERIFY(o.value(u"final"_s).isObject());
            if (fin.isUndefined())
                o.remove(u"final"_s);
            else
                o[u"final"_s] = fin;
            const auto loaded = Game::fromJson(QJsonDocument(o).toJson());
            QVERIFY2(mc::problemKeys(loaded.problems).startsWith(field), qPrintable(mc::problemKeys(loaded.problems)));
            QVERIFY(!loaded.game.isValid());
        }
    }
};

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
