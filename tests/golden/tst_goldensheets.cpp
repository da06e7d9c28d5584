// The score sheets, the manster battle and the history as a user keeps them, in golden files
// (tests/golden/files/sheets and history):
// - the kept files of the Dead Man's Crown and occult score sheets (written after every change);
// - the manster battle's autosave, and its log in English and German;
// - the history's JSON and CSV export of one recorded game of every game of the shelf (the records as
//   each game's sheet, tracker or session makes them, tests/app/historyseeds.h, with fixed dates).
// Normalised in the battle's autosave: its "id" (a random UUID made at the start), "startedAt" (the
// clock's date and time) and the time played ("playedSeconds", if it is there). Nothing else: the
// history's dates are the records' own, fixed in the seeds.
#include "golden_app.h"
#include "deadmanscrownsheet.h"
#include "historyseeds.h"
#include "historystore.h"
#include "language.h"
#include "mansterbattle.h"
#include "occultsheet.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestGoldenSheets : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void cleanupTestCase() { Language::instance()->choose(u"en"_s); }

    // Three players typed in field by field as the page does (a name with an accent and a quote).
    void deadMansCrownSheet()
    {
        const QString file = m_dir.filePath(u"dmc.json"_s);
        DeadMansCrownSheet s;
        s.setFile(file);
        s.setPlayerCount(3);
        const QStringList names{u"Ada"_s, u"Bö \"B\""_s, u"Cy"_s};
        const int rituals[] = {24, 19, 31};
        const int oracle[3][7] = {{3, 0, 1, 0, 2, 2, 0}, {1, 1, 2, 0, 0, 1, 2}, {0, 0, 1, 1, 2, 0, 1}};
        const int used[3][4] = {{4, 1, 2, 0}, {3, 3, 2, 1}, {0, 0, 1, 2}};
        const int runeGroup[] = {5, 2, 3}, skullsLeft[] = {1, 4, 6}, bones[] = {2, 0, 5};
        for (int p = 0; p < 3; ++p) {
            s.setName(p, names[p]);
            QVERIFY(s.setRituals(p, rituals[p]));
            for (int sp = 0; sp < 7; ++sp)
                QVERIFY(s.setOracleCubes(p, sp, oracle[p][sp]));
            for (int c = 0; c < 4; ++c)
                QVERIFY(s.setSkullsUsed(p, c, used[p][c]));
            QVERIFY(s.setRuneGroup(p, runeGroup[p]));
            QVERIFY(s.setSkullsLeft(p, skullsLeft[p]));
            QVERIFY(s.setBones(p, bones[p]));
        }
        QVERIFY_GOLDEN(u"sheets/dead-mans-crown-kept.json"_s, golden::readBytes(file));
    }

    // Three players with completed masteries, prophecies done and in play, effects, and the deck run
    // out three times and a turn of the final round finished (OCC-END-1).
    void occultSheet()
    {
        const QString file = m_dir.filePath(u"occult.json"_s);
        OccultSheet s;
        s.setFile(file);
        s.setPlayerCount(3);
        const QStringList names{u"Ada"_s, u"Bo"_s, u"Cy"_s};
        const int levels[3][3] = {{3, 2, 1}, {2, 2, 2}, {3, 3, 3}};
        const bool completed[3][3] = {{true, false, false}, {false, true, true}, {true, true, true}};
        const QList<QList<int>> prophecies = {{5, 3}, {9}, {}};
        for (int p = 0; p < 3; ++p) {
            s.setName(p, names[p]);
            for (int m = 0; m < 3; ++m) {
                QVERIFY(s.setLevel(p, m, levels[p][m]));
                QVERIFY(s.setCompleted(p, m, completed[p][m]));
            }
            for (int points : prophecies[p]) {
                const int i = s.addProphecy(p);
                QVERIFY(i >= 0);
                QVERIFY(s.setProphecy(p, i, points));
            }
        }
        const int inPlay = s.addInPlay(0);
        QVERIFY(inPlay >= 0);
        QVERIFY(s.setInPlay(0, inPlay, 4));
        QVERIFY(s.setEffects(2, 2));
        QVERIFY(s.deck()->emptiedOnTurnOf(1));
        QVERIFY(s.deck()->emptiedOnTurnOf(2));
        QVERIFY(s.deck()->emptiedOnTurnOf(0));
        QVERIFY(s.deck()->turnFinished());
        QVERIFY_GOLDEN(u"sheets/occult-kept.json"_s, golden::readBytes(file));
    }

    // Two players: the opening stacks, a turn with an attack, a correction, refused steps, the next turn.
    void mansterBattle()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"h.sqlite"_s));
        MansterBattle b(dir.path(), &store);
        QCOMPARE(b.start({u"Ada"_s, u"Bo"_s}, 0), QString());
        QCOMPARE(b.addCard(0, 0, MansterBattle::Meat, 5, 0), QString());
        QCOMPARE(b.addCard(0, 0, MansterBattle::Bone, 0, 3), QString());
        QCOMPARE(b.addCard(0, 0, MansterBattle::Spirit, 0, 0), QString());
        QCOMPARE(b.addCard(1, 0, MansterBattle::Meat, 4, 0), QString());
        QCOMPARE(b.addCard(1, 0, MansterBattle::Bone, 0, 2), QString());
        QCOMPARE(b.addCard(1, 0, MansterBattle::Spirit, 0, 0), QString());
        // What each step answers: "" when applied, else the refusal the page shows.
        const QStringList turn{b.endTurn(),
                               b.attackPreview(1),
                               b.attack(1),
                               b.discard(0, MansterBattle::Bone, 0, 1, true),
                               b.endTurn(),
                               b.setDirect(0, 2),
                               b.addCard(1, 1, MansterBattle::Meat, 3, 0),
                               b.addCard(1, 1, MansterBattle::Manster, 2, 2),
                               b.takeFromGraveyard(1, 0),
                               b.swapSlabs(),
                               b.attack(0),
                               b.endTurn()};
        QVERIFY_GOLDEN(u"sheets/manster-refusals.en.txt"_s, golden::lines(turn));
        QVERIFY_GOLDEN(u"sheets/manster-battle.json"_s,
                       golden::normalised(golden::readBytes(b.autosavePath()),
                                          golden::playTime()
                                                  << golden::jsonValue(u"id"_s, u"\"<the battle's random id>\""_s)
                                                  << golden::jsonValue(u"startedAt"_s, u"\"<when it started>\""_s)));
        QVERIFY_GOLDEN(u"sheets/manster-log.en.txt"_s, golden::logText(*b.log()));
        QVERIFY(Language::instance()->choose(u"de"_s));
        QVERIFY_GOLDEN(u"sheets/manster-log.de.txt"_s, golden::logText(*b.log()));
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void historyExports()
    {
        HistoryStore store(m_dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.available());
        for (const GameRecord &g : mctest::everyShelfGame()) {
            QString error;
            QVERIFY2(store.addRecord(g, &error) >= 0, qPrintable(error));
        }
        const QString json = m_dir.filePath(u"history.json"_s);
        const QString csv = m_dir.filePath(u"history.csv"_s);
        QVERIFY(store.exportJson(json));
        QVERIFY(store.exportCsv(csv));
        QVERIFY_GOLDEN(u"history/export.json"_s, golden::readBytes(json));
        QVERIFY_GOLDEN(u"history/export.csv"_s, golden::readBytes(csv));
    }

    // The export of the version before schema 8, which gave every game's players Mourners Call's
    // "faction" and "motive" (empty for the other games): it reads as the same games as today's.
    void historyExportOfEarlierVersionReads()
    {
        const QByteArray before = golden::readBytes(golden::directory() + u"/history/export-schema7.json"_s);
        const QByteArray now = golden::readBytes(golden::directory() + u"/history/export.json"_s);
        QVERIFY(before.contains("\"faction\": \"\""));
        const HistoryFiles::Read old = HistoryFiles::readJson(before);
        const HistoryFiles::Read today = HistoryFiles::readJson(now);
        QVERIFY2(old.problems.empty(), qPrintable(mc::problemKeys(old.problems)));
        QCOMPARE(old.games.size(), mctest::everyShelfGame().size());
        QVERIFY(old.games == today.games);
        // Only empty: a word of Mourners Call given to another game's player is not its own.
        QByteArray bone = before;
        bone.replace(bone.indexOf("\"faction\": \"\""), int(qstrlen("\"faction\": \"\"")), "\"faction\": \"bone\"");
        const HistoryFiles::Read refused = HistoryFiles::readJson(bone);
        QCOMPARE(refused.games.size(), old.games.size() - 1);
        QCOMPARE(mc::problemKeys(refused.problems), u"games[0].players[0]: unknownKey 'faction'"_s);
    }
};

QTEST_MAIN(TestGoldenSheets)
#include "tst_goldensheets.moc"
