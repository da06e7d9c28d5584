// Dead Man's Crown's score sheet object (app/sheets/deadmanscrownsheet.h): typed setters, refused
// numbers, the live ranking and award sentences, and saving to the history (DMC-… ids).
#include "deadmanscrownsheet.h"
#include "historystore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString rankingText(const DeadMansCrownSheet &s)
{
    QStringList parts;
    for (const QVariant &v : s.ranking()) {
        const QVariantMap m = v.toMap();
        parts << u"%1 %2 %3 %4"_s.arg(m[u"name"_s].toString()).arg(m[u"score"_s].toInt()).arg(m[u"place"_s].toInt())
                         .arg(m[u"tiebreak"_s].toString());
    }
    return parts.join(u"; "_s);
}

QStringList awardTexts(const DeadMansCrownSheet &s)
{
    QStringList out;
    for (const QVariant &v : s.awards())
        out << v.toMap()[u"text"_s].toString();
    return out;
}

// The whole 3-player game of tst_deadmanscrown's wholeTable, typed in field by field as the page does.
void enterWholeGame(DeadMansCrownSheet &s)
{
    s.setPlayerCount(3);
    const QStringList names{u"Ada"_s, u"Bo"_s, u"Cy"_s};
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
}

} // namespace

class TestDeadMansCrownSheet : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }

    void typedSetters()
    {
        DeadMansCrownSheet s;
        QSignalSpy changed(&s, &DeadMansCrownSheet::resultChanged);
        QVERIFY(s.setRituals(1, 17));
        QVERIFY(s.setOracleCubes(1, int(dmc::Space::Star), 2));
        QVERIFY(s.setSkullsUsed(1, int(dmc::Space::Gold), 4));
        QVERIFY(s.setRuneGroup(1, 6));
        QVERIFY(s.setSkullsLeft(1, 3));
        QVERIFY(s.setBones(1, 8));
        QCOMPARE(changed.count(), 6);
        QCOMPARE(s.value(1, u"rituals"_s), 17);
        QCOMPARE(s.value(1, u"oracle.star"_s), 2);
        QCOMPARE(s.value(1, u"used.gold"_s), 4);
        QCOMPARE(s.value(1, u"runeGroup"_s), 6);
        QCOMPARE(s.value(1, u"skullsLeft"_s), 3);
        QCOMPARE(s.value(1, u"bones"_s), 8);
        QCOMPARE(s.value(0, u"rituals"_s), 0);
        QVERIFY(s.setText(2, u"oracle.red"_s, u" 12 "_s));
        QCOMPARE(s.value(2, u"oracle.red"_s), 12);
        // Player 2: 17 rituals + the cursed star alone (DMC-SCORE-2) = 37.
        QCOMPARE(s.players().at(1).toMap()[u"score"_s].toInt(), 37);
        QCOMPARE(DeadMansCrownSheet::fieldKeys().size(), 15);
        for (const QString &k : DeadMansCrownSheet::fieldKeys())
            QVERIFY2(!s.labels().value(k).toString().isEmpty(), qPrintable(k));
    }

    void refusesBadNumbers_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::newRow("negative rituals") << u"rituals"_s << u"-1"_s;
        QTest::newRow("1000 cubes on black") << u"oracle.black"_s << u"1000"_s;
        QTest::newRow("letters for skulls used") << u"used.red"_s << u"three"_s;
        QTest::newRow("a fraction of a rune group") << u"runeGroup"_s << u"2.5"_s;
        QTest::newRow("empty bones") << u"bones"_s << u""_s;
        QTest::newRow("unknown field") << u"oracle.purple"_s << u"3"_s;
    }

    void refusesBadNumbers()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        DeadMansCrownSheet s;
        s.setName(0, u"Ada"_s);
        QVERIFY(s.setValue(0, u"rituals"_s, 5));
        const QVariantList before = s.players();
        QSignalSpy changed(&s, &DeadMansCrownSheet::resultChanged);
        QVERIFY(!s.setText(0, field, text));
        QVERIFY(!s.message().isEmpty());
        if (field != u"oracle.purple"_s)
            QVERIFY2(s.message().contains(u"Ada"_s), qPrintable(s.message()));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(s.players(), before);
        // The typed setter refuses the same way.
        bool ok = false;
        const int n = text.toInt(&ok);
        if (ok) {
            QVERIFY(!s.setValue(0, field, n));
            QCOMPARE(s.players(), before);
        }
        // A good number afterwards clears the message.
        QVERIFY(s.setRituals(0, 6));
        QVERIFY(s.message().isEmpty());
        QVERIFY(!s.setValue(7, u"rituals"_s, 1)); // no such seat
    }

    // DMC-SCORE-1/2, DMC-TIE-1/2, DMC-WIN-1 through the sheet, as a user fills it in.
    void rankingUpdates()
    {
        DeadMansCrownSheet s;
        s.setPlayerCount(3);
        s.setName(0, u"Ada"_s);
        s.setName(1, u"Bo"_s);
        s.setName(2, u"Cy"_s);
        QCOMPARE(rankingText(s), u"Ada 0 1 shared; Bo 0 1 shared; Cy 0 1 shared"_s);
        // Nothing entered yet: no winner announced, only what to do.
        QCOMPARE(s.verdict(), u"Enter each player's numbers: the result follows as you type."_s);

        QVERIFY(s.setRituals(0, 10));
        QVERIFY(s.setRituals(1, 12));
        QCOMPARE(rankingText(s), u"Bo 12 1 none; Ada 10 2 none; Cy 0 3 none"_s);
        QCOMPARE(s.verdict(), u"Bo wins with 12 points."_s);

        // Ada: most cubes on black with 3 black skulls used: 15 (the brief's sentence).
        QVERIFY(s.setOracleCubes(0, int(dmc::Space::Black), 2));
        QVERIFY(s.setSkullsUsed(0, int(dmc::Space::Black), 3));
        QCOMPARE(rankingText(s), u"Ada 25 1 none; Bo 12 2 none; Cy 0 3 none"_s);
        QCOMPARE(awardTexts(s).size(), 1);
        QVERIFY2(awardTexts(s).first().startsWith(u"Ada: most cubes on black, 5 × 3 black skull"_s), qPrintable(awardTexts(s).first()));
        QVERIFY2(awardTexts(s).first().endsWith(u" used = 15"_s), qPrintable(awardTexts(s).first()));

        // DMC-TIE-1: Bo ties Ada on black: both take the low reward (3 per skull).
        QVERIFY(s.setOracleCubes(1, int(dmc::Space::Black), 2));
        QVERIFY(s.setSkullsUsed(1, int(dmc::Space::Black), 1));
        QCOMPARE(rankingText(s), u"Ada 19 1 none; Bo 15 2 none; Cy 0 3 none"_s);
        QVERIFY(awardTexts(s).first().startsWith(u"Ada: tied for most cubes on black, 3 × 3"_s));

        // DMC-TIE-2: the cursed star, Cy most, Ada and Bo tie for second: nobody gets 10.
        QVERIFY(s.setOracleCubes(2, int(dmc::Space::Star), 2));
        QVERIFY(s.setOracleCubes(0, int(dmc::Space::Star), 1));
        QVERIFY(s.setOracleCubes(1, int(dmc::Space::Star), 1));
        QVERIFY(awardTexts(s).contains(u"Cy: most cubes on the cursed star = 20"_s));
        QCOMPARE(s.notes(), QStringList{u"Cursed star: Ada and Bo tie for second most cubes, so nobody gets the second reward."_s});

        // DMC-WIN-1: Cy reaches Ada's 19; bones decide.
        QVERIFY(s.setRituals(2, 0));
        QVERIFY(s.setBones(0, 1));
        QVERIFY(s.setBones(2, 4));
        QVERIFY(s.setOracleCubes(2, int(dmc::Space::Star), 0));
        QVERIFY(s.setOracleCubes(0, int(dmc::Space::Star), 0));
        QVERIFY(s.setOracleCubes(1, int(dmc::Space::Star), 0));
        QVERIFY(s.setRituals(2, 19));
        QCOMPARE(rankingText(s), u"Cy 19 1 bones; Ada 19 2 bones; Bo 15 3 none"_s);
        QCOMPARE(s.verdict(), u"Cy wins with 19 points, on bones left."_s);
        QVERIFY(s.setBones(2, 1));
        QCOMPARE(rankingText(s), u"Ada 19 1 shared; Cy 19 1 shared; Bo 15 3 none"_s);
        QCOMPARE(s.verdict(), u"Ada and Cy share the victory with 19 points."_s);

        // Fewer players: Cy leaves the ranking, keeps the numbers for later.
        s.setPlayerCount(2);
        QCOMPARE(rankingText(s), u"Ada 19 1 none; Bo 15 2 none"_s);
        s.setPlayerCount(3);
        QCOMPARE(s.value(2, u"rituals"_s), 19);
        // DMC-END-1: the reminder names both triggers and the one more turn for everyone.
        const QString reminder = s.endReminder();
        QVERIFY(reminder.contains(u"7th ritual"_s));
        QVERIFY(reminder.contains(u"last cube"_s));
        QVERIFY(reminder.contains(u"one more turn"_s));
    }

    // DMC-SCORE-3 awards and DMC-WIN-1 ranking while the player count changes: the page's repeaters
    // rebuild their cells on playerCountChanged and read players()/awards()/ranking() right then, so
    // the result must already be the new count's (the monkey test's SIGSEGV: a stale award of seat 4
    // looked up in a list of 3 players).
    void playerCountChangeKeepsResultInStep()
    {
        DeadMansCrownSheet s;
        s.setPlayerCount(4);
        // Dee (seat 4) has the most cubes on black, Ada the second most.
        QVERIFY(s.setOracleCubes(3, int(dmc::Space::Black), 3));
        QVERIFY(s.setSkullsUsed(3, int(dmc::Space::Black), 1));
        QVERIFY(s.setOracleCubes(0, int(dmc::Space::Black), 1));
        QVERIFY(s.setSkullsUsed(0, int(dmc::Space::Black), 2));
        QCOMPARE(s.awards().size(), 2);
        QCOMPARE(s.awards().first().toMap()[u"seat"_s].toInt(), 3);

        int checks = 0;
        connect(&s, &DeadMansCrownSheet::playerCountChanged, &s, [&] {
            ++checks;
            const int count = s.playerCount();
            // Every seat in play has its score (the page's totals showed "undefined" otherwise).
            const QVariantList players = s.players();
            QCOMPARE(players.size(), count);
            for (const QVariant &p : players)
                QVERIFY2(p.toMap().contains(u"score"_s), qPrintable(u"seat %1 of %2"_s.arg(p.toMap()[u"seat"_s].toInt()).arg(count)));
            // Without Dee, Ada has the most cubes on black: 5 per skull (not the second's reward).
            if (count == 3)
                QCOMPARE(players.first().toMap()[u"score"_s].toInt(), 10);
            for (const QVariant &a : s.awards()) {
                QVERIFY(a.toMap()[u"seat"_s].toInt() < count);
                QVERIFY(!a.toMap()[u"text"_s].toString().isEmpty());
            }
            QCOMPARE(s.ranking().size(), count);
        });
        s.setPlayerCount(3);
        QCOMPARE(checks, 1);
        QCOMPARE(awardTexts(s).size(), 1);
        QVERIFY2(awardTexts(s).first().startsWith(u"Player 1: most cubes on black, 5 × 2"_s), qPrintable(awardTexts(s).first()));
        // And back up: the fourth seat's numbers come back with its score.
        s.setPlayerCount(4);
        QCOMPARE(checks, 2);
        QCOMPARE(s.players().at(3).toMap()[u"score"_s].toInt(), 5);
    }

    void saveToHistory()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.available());
        DeadMansCrownSheet s;
        s.setStore(&store);
        // An empty sheet is not a game.
        QVERIFY(!s.canSave());
        QCOMPARE(s.saveToHistory(), qint64(-1));
        QCOMPARE(store.gameCount(), 0);
        enterWholeGame(s);
        QVERIFY(s.canSave());
        QCOMPARE(rankingText(s), u"Bo 79 1 none; Ada 74 2 none; Cy 59 3 none"_s);
        QVERIFY(!s.saved());

        const qint64 id = s.saveToHistory();
        QVERIFY2(id >= 0, qPrintable(s.message()));
        QVERIFY(s.saved());
        QVERIFY(!s.canSave());
        QCOMPARE(store.gameCount(), 1);
        // Saving again without a change stores nothing new.
        QCOMPARE(s.saveToHistory(), id);
        QCOMPARE(store.gameCount(), 1);

        const GameRecord r = s.record();
        QCOMPARE(r.game, u"dead-mans-crown"_s);
        QCOMPARE(r.source, u"calculator"_s);
        QVERIFY(!r.uid.isEmpty());
        QCOMPARE(r.players.size(), std::size_t(3));
        QCOMPARE(r.players[1].name, u"Bo"_s);
        QCOMPARE(r.players[1].score, 79);
        QCOMPARE(r.players[1].place, 1);
        QCOMPARE(r.players[1].tiebreak, u"none"_s);
        QCOMPARE(r.players[1].details[u"rituals"_s].toInt(), 19);
        QCOMPARE(r.players[1].details[u"oracle"_s].toObject()[u"skulls"_s].toInt(), 2);
        QCOMPARE(r.players[1].details[u"oraclePoints"_s].toInt(), 60);
        QCOMPARE(r.details[u"awards"_s].toArray().size(), 11);
        QCOMPARE(r.details[u"awards"_s].toArray().first().toObject()[u"player"_s].toString(), u"Ada"_s);

        // What the history gives back: the game, the players' numbers, scores and places, the awards.
        const auto stored = store.record(id);
        QVERIFY(stored.has_value());
        QCOMPARE(stored->players.size(), std::size_t(3));
        QCOMPARE(stored->players[1].score, 79);
        QCOMPARE(stored->players[2].place, 3);
        QCOMPARE(stored->game, u"dead-mans-crown"_s);
        QCOMPARE(stored->players[0].details[u"oracle"_s].toObject()[u"black"_s].toInt(), 3);
        QCOMPARE(stored->details[u"awards"_s].toArray().size(), 11);

        // The same numbers entered again on another sheet (another session) are the same game.
        DeadMansCrownSheet again;
        again.setStore(&store);
        enterWholeGame(again);
        QCOMPARE(again.saveToHistory(), id);
        QCOMPARE(store.gameCount(), 1);

        // A changed number is a new result to save.
        QVERIFY(s.setBones(0, 3));
        QVERIFY(!s.saved());
        QVERIFY(s.saveToHistory() > id);
        QCOMPARE(store.gameCount(), 2);

        // The same name twice is refused before anything is stored.
        s.setName(2, u"ada"_s);
        QVERIFY(!s.problem().isEmpty());
        QCOMPARE(s.saveToHistory(), qint64(-1));
        QCOMPARE(store.gameCount(), 2);
    }

    // Leaving the page or a restart loses nothing: the sheet is kept in its file after every change and
    // read back whole; a file it cannot read is moved aside, never overwritten, and a new sheet starts.
    void keptInItsFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(u"sheets/dead-mans-crown.json"_s);
        QJsonArray before;
        {
            DeadMansCrownSheet first;
            first.setFile(file);
            enterWholeGame(first);
            QVERIFY(QFile::exists(file));
            before = QJsonArray::fromVariantList(first.ranking());
        }
        DeadMansCrownSheet again;
        again.setFile(file);
        QCOMPARE(again.playerCount(), 3);
        QCOMPARE(again.value(1, u"oracle.red"_s), 1);
        QCOMPARE(again.value(2, u"bones"_s), 5);
        QCOMPARE(QJsonArray::fromVariantList(again.ranking()), before);
        again.setPlayerCount(4);
        DeadMansCrownSheet third;
        third.setFile(file);
        QCOMPARE(third.playerCount(), 4);

        // A file it cannot read: kept aside as it was, a message, a new sheet.
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(R"({"format":"dead-mans-crown-sheet","version":1,"playerCount":3,"seats":[]})");
        f.close();
        DeadMansCrownSheet broken;
        broken.setFile(file);
        QVERIFY2(broken.message().contains(u"could not be read"_s), qPrintable(broken.message()));
        QCOMPARE(broken.value(0, u"rituals"_s), 0);
        const QStringList aside = QDir(dir.filePath(u"sheets"_s)).entryList({u"dead-mans-crown.json.unreadable-*"_s});
        QCOMPARE(aside.size(), 1);
        QFile kept(dir.filePath(u"sheets/"_s + aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QVERIFY(kept.readAll().contains("\"seats\":[]"));
    }
};

QTEST_MAIN(TestDeadMansCrownSheet)
#include "tst_deadmanscrownsheet.moc"
