// The occult card game's sheet object (app/sheets/occultsheet.h): typed setters and refusals, the
// player list model, the deck-cycle counter (OCC-END-1) kept across a restart, the live ranking
// (OCC-SCORE-1) and saving to the history.
#include "occultsheet.h"
#include "historystore.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString rankingText(const OccultSheet &s)
{
    QStringList parts;
    for (const QVariant &v : s.ranking()) {
        const QVariantMap m = v.toMap();
        parts << u"%1 %2 %3 %4"_s.arg(m[u"name"_s].toString()).arg(m[u"score"_s].toInt()).arg(m[u"place"_s].toInt())
                         .arg(m[u"tiebreak"_s].toString());
    }
    return parts.join(u"; "_s);
}

QVariant role(const OccultSheet &s, int row, OccultPlayerModel::Role r)
{
    return s.players()->data(s.players()->index(row), r);
}

// A whole 3-player game typed in as the page does: Ada 6 + 1 + 8 = 15, Bo 6 + 2 + 9 = 17, Cy 9 + 3 = 12.
void enterWholeGame(OccultSheet &s)
{
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
}

} // namespace

class TestOccultSheet : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    int m_files = 0;

    // Every sheet of a test in a file of its own (the kept sheet would carry over between tests).
    QString freshFile() { return m_dir.filePath(u"sheet%1.json"_s.arg(++m_files)); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
        QFile::remove(OccultSheet::defaultFile());
    }

    // OCC-SCORE-1 through the typed setters, read back through the player model.
    void typedSettersAndModel()
    {
        OccultSheet s;
        s.setFile(freshFile());
        QAbstractItemModelTester tester(s.players(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(s.players()->rowCount(), 2);
        QSignalSpy data(s.players(), &QAbstractItemModel::dataChanged);
        QVERIFY(s.setLevel(1, 0, 3));
        // Only the rows and the roles that changed: the second player's level, total, score and place;
        // the first player's place (no longer shared with 0 points each).
        QCOMPARE(data.count(), 2);
        QCOMPARE(data.at(0).at(0).toModelIndex().row(), 0);
        QCOMPARE(data.at(0).at(2).value<QList<int>>(),
                 (QList<int>{OccultPlayerModel::PlaceRole, OccultPlayerModel::SharedRole}));
        QCOMPARE(data.at(1).at(0).toModelIndex().row(), 1);
        QCOMPARE(data.at(1).at(2).value<QList<int>>(),
                 (QList<int>{OccultPlayerModel::LevelsRole, OccultPlayerModel::MasteryLevelRole,
                             OccultPlayerModel::ScoreRole, OccultPlayerModel::SharedRole}));
        QVERIFY(s.setCompleted(1, 0, true));
        QCOMPARE(s.addProphecy(1, 4), 0);
        QCOMPARE(s.addProphecy(1), 1);
        QVERIFY(s.setProphecy(1, 1, 6));
        QCOMPARE(role(s, 1, OccultPlayerModel::LevelsRole).toList(), (QVariantList{3, 0, 0}));
        QCOMPARE(role(s, 1, OccultPlayerModel::CompletedRole).toList(), (QVariantList{true, false, false}));
        QCOMPARE(role(s, 1, OccultPlayerModel::PropheciesRole).toList(), (QVariantList{4, 6}));
        QCOMPARE(role(s, 1, OccultPlayerModel::ProphecyCountRole).toInt(), 2);
        QCOMPARE(role(s, 1, OccultPlayerModel::MasteryLevelRole).toInt(), 3);
        QCOMPARE(role(s, 1, OccultPlayerModel::CompletedCountRole).toInt(), 1);
        QCOMPARE(role(s, 1, OccultPlayerModel::ProphecyPointsRole).toInt(), 10);
        QCOMPARE(role(s, 1, OccultPlayerModel::ScoreRole).toInt(), 14); // 3 + 1 + 10
        QCOMPARE(role(s, 1, OccultPlayerModel::PlaceRole).toInt(), 1);
        QCOMPARE(role(s, 0, OccultPlayerModel::PlaceRole).toInt(), 2);
        QCOMPARE(role(s, 0, OccultPlayerModel::ShownNameRole).toString(), u"Player 1"_s);
        QVERIFY(s.removeProphecy(1, 0));
        QCOMPARE(role(s, 1, OccultPlayerModel::PropheciesRole).toList(), (QVariantList{6}));
        QCOMPARE(role(s, 1, OccultPlayerModel::ScoreRole).toInt(), 10);
        // A third player: a row inserted; back to two: removed, the numbers kept for later.
        s.setPlayerCount(3);
        QCOMPARE(s.players()->rowCount(), 3);
        QVERIFY(s.setLevel(2, 2, 2));
        s.setPlayerCount(2);
        QCOMPARE(s.players()->rowCount(), 2);
        s.setPlayerCount(3);
        QCOMPARE(role(s, 2, OccultPlayerModel::ScoreRole).toInt(), 2);
        QCOMPARE(s.masteryNames(), (QStringList{u"Blood Magic"_s, u"Demonology"_s, u"Necromancy"_s}));
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("level 4") << u"level 4"_s;
        QTest::newRow("level -1") << u"level -1"_s;
        QTest::newRow("mastery 3") << u"mastery 3"_s;
        QTest::newRow("prophecy 100") << u"prophecy 100"_s;
        QTest::newRow("new prophecy of -1") << u"add -1"_s;
        QTest::newRow("no prophecy 5") << u"prophecy index 5"_s;
        QTest::newRow("remove prophecy 5") << u"remove 5"_s;
        QTest::newRow("seat 3") << u"seat 3"_s;
    }

    // Bad input gets a clear message and changes nothing.
    void refusals()
    {
        QFETCH(QString, what);
        OccultSheet s;
        s.setFile(freshFile());
        s.setName(0, u"Ada"_s);
        QVERIFY(s.setLevel(0, 1, 2));
        QCOMPARE(s.addProphecy(0, 7), 0);
        const auto before = s.inputs();
        QSignalSpy changed(&s, &OccultSheet::resultChanged);
        bool ok = true;
        if (what == u"level 4"_s)
            ok = s.setLevel(0, 0, 4);
        else if (what == u"level -1"_s)
            ok = s.setLevel(0, 0, -1);
        else if (what == u"mastery 3"_s)
            ok = s.setCompleted(0, 3, true);
        else if (what == u"prophecy 100"_s)
            ok = s.setProphecy(0, 0, 100);
        else if (what == u"add -1"_s)
            ok = s.addProphecy(0, -1) >= 0;
        else if (what == u"prophecy index 5"_s)
            ok = s.setProphecy(0, 5, 3);
        else if (what == u"remove 5"_s)
            ok = s.removeProphecy(0, 5);
        else if (what == u"seat 3"_s)
            ok = s.setLevel(3, 0, 1);
        QVERIFY(!ok);
        QVERIFY(!s.message().isEmpty());
        if (what != u"seat 3"_s && what != u"mastery 3"_s)
            QVERIFY2(s.message().contains(u"Ada"_s), qPrintable(s.message()));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(s.inputs(), before);
        // A good entry afterwards clears the message.
        QVERIFY(s.setLevel(0, 0, 1));
        QVERIFY(s.message().isEmpty());
    }

    // OCC-SCORE-1 live, and the shared place when points are equal (no tie-break in the rules).
    void rankingUpdates()
    {
        OccultSheet s;
        s.setFile(freshFile());
        s.setName(0, u"Ada"_s);
        s.setName(1, u"Bo"_s);
        QCOMPARE(s.verdict(),
                 u"Enter each player's mastery levels and completed prophecies: the result follows as you type."_s);
        QVERIFY(s.setLevel(0, 0, 3));
        QCOMPARE(rankingText(s), u"Ada 3 1 none; Bo 0 2 none"_s);
        QCOMPARE(s.verdict(), u"Ada wins with 3 points."_s);
        QCOMPARE(s.addProphecy(1, 3), 0);
        QCOMPARE(rankingText(s), u"Ada 3 1 shared; Bo 3 1 shared"_s);
        QCOMPARE(s.verdict(), u"Ada and Bo share the victory with 3 points."_s);
        QVERIFY(s.ranking().first().toMap()[u"note"_s].toString().contains(u"no tie-break"_s));
        QVERIFY(s.setCompleted(1, 2, true));
        QCOMPARE(rankingText(s), u"Bo 4 1 none; Ada 3 2 none"_s);
        QCOMPARE(s.ranking().first().toMap()[u"parts"_s].toString(), u"levels 0 + completed 1 + prophecies 3"_s);
    }

    // OCC-END-1 with 2 players: the final round after the second emptying, finished by the turns left.
    // OCC-TURN-1 as far as the sheet follows it: a turn finished hands the turn to the next player in
    // order (the phases inside a turn are played with the cards, not entered).
    void deckTwoPlayers()
    {
        OccultSheet s;
        s.setFile(freshFile());
        s.setName(0, u"Ada"_s);
        s.setName(1, u"Bo"_s);
        OccultDeck *d = s.deck();
        QCOMPARE(d->target(), 2);
        QCOMPARE(d->phase(), u"counting"_s);
        QVERIFY2(d->status().endsWith(u"2 more times start the final round."_s), qPrintable(d->status()));
        QVERIFY(!d->turnFinished()); // no final round yet
        QVERIFY(s.message().contains(u"not started"_s));
        QVERIFY(d->emptiedOnTurnOf(1));
        QVERIFY(d->status().contains(u"The next time starts the final round."_s));
        QVERIFY(d->emptiedOnTurnOf(0));
        QCOMPARE(d->phase(), u"finalRound"_s);
        // Ada (the first player) was on turn: she finishes, then Bo plays his last turn.
        QCOMPARE(d->turnsLeft().size(), 2);
        QCOMPARE(d->turnsLeft().first().toMap()[u"name"_s].toString(), u"Ada"_s);
        // Still to play after Ada: Bo only; Ada is taking her last turn (OCC-END-1).
        QVERIFY2(d->status().contains(u"Ada is on turn; after that, still to play: Bo."_s), qPrintable(d->status()));
        QVERIFY(d->turnFinished());
        QCOMPARE(d->turnsLeft().first().toMap()[u"name"_s].toString(), u"Bo"_s);
        QVERIFY2(d->status().contains(u"Bo is on turn: the last turn of the game."_s), qPrintable(d->status()));
        QVERIFY2(!d->status().contains(u"Ada"_s), qPrintable(d->status()));
        QVERIFY(d->turnFinished());
        QCOMPARE(d->phase(), u"finished"_s);
        QVERIFY(d->status().startsWith(u"The round is finished"_s));
        QVERIFY(!d->turnFinished());
        QVERIFY(!d->emptiedOnTurnOf(0));
        // Undo walks back step by step.
        QVERIFY(d->undo());
        QCOMPARE(d->phase(), u"finalRound"_s);
        QVERIFY(d->undo());
        QVERIFY(d->undo());
        QCOMPARE(d->phase(), u"counting"_s);
        QCOMPARE(d->emptied(), 1);
    }

    // OCC-END-1 with 3 players: three emptyings; Bo first, the deck runs out on Ada's turn: Ada ends it.
    void deckThreePlayersAndRestart()
    {
        const QString file = freshFile();
        {
            OccultSheet s;
            s.setFile(file);
            enterWholeGame(s);
            OccultDeck *d = s.deck();
            QCOMPARE(d->target(), 3);
            QVERIFY(d->setFirstSeat(1));
            QVERIFY(d->emptiedOnTurnOf(2));
            QVERIFY(d->emptiedOnTurnOf(1));
            QCOMPARE(d->phase(), u"counting"_s);
            QVERIFY(d->emptiedOnTurnOf(2));
            QCOMPARE(d->phase(), u"finalRound"_s);
            QCOMPARE(d->turnsLeft().size(), 2); // Cy finishes, then Ada, the last before Bo
            QCOMPARE(d->turnsLeft().at(1).toMap()[u"name"_s].toString(), u"Ada"_s);
            // Cy on turn is not listed as still to play; Ada is (OCC-END-1).
            QVERIFY2(d->status().contains(u"Cy is on turn; after that, still to play: Ada."_s), qPrintable(d->status()));
            QVERIFY(d->turnFinished());
            // Fewer players would lose the emptyings on Cy's turn: refused, nothing changes.
            s.setPlayerCount(2);
            QCOMPARE(s.playerCount(), 3);
            QVERIFY(!s.message().isEmpty());
        }
        // A restart: the sheet and the counter are where the table left them.
        OccultSheet again;
        again.setFile(file);
        QCOMPARE(again.playerCount(), 3);
        QCOMPARE(rankingText(again), u"Bo 17 1 none; Ada 15 2 none; Cy 12 3 none"_s);
        QCOMPARE(again.deck()->emptied(), 3);
        QCOMPARE(again.deck()->firstSeat(), 1);
        QCOMPARE(again.deck()->phase(), u"finalRound"_s);
        QCOMPARE(again.deck()->turnsLeft().size(), 1);
        QCOMPARE(again.deck()->turnsLeft().first().toMap()[u"name"_s].toString(), u"Ada"_s);
        QVERIFY(again.deck()->turnFinished());
        QCOMPARE(again.deck()->phase(), u"finished"_s);
        // A new sheet: numbers and counter back to the start, the names stay.
        again.clear();
        QCOMPARE(again.deck()->emptied(), 0);
        QCOMPARE(again.deck()->phase(), u"counting"_s);
        QCOMPARE(again.inputs().at(0).name, u"Ada"_s);
        QCOMPARE(again.inputs().at(0).prophecies.size(), std::size_t(0));
        OccultSheet third;
        third.setFile(file);
        QCOMPARE(third.deck()->emptied(), 0);
    }

    // A kept sheet the app cannot read is reported, moved aside (never overwritten) and a new sheet starts.
    void unreadableFileKept()
    {
        const QString file = freshFile();
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\":\"occult-sheet\",\"version\":1,\"playerCount\":7}");
        f.close();
        OccultSheet s;
        s.setFile(file);
        QVERIFY2(s.message().contains(u"could not be read"_s), qPrintable(s.message()));
        QCOMPARE(s.playerCount(), 2);
        QVERIFY(!QFile::exists(file));
        const QStringList aside = QDir(m_dir.path()).entryList({QFileInfo(file).fileName() + u".unreadable-*"_s});
        QCOMPARE(aside.size(), 1);
        QFile kept(m_dir.filePath(aside.first()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QVERIFY(kept.readAll().contains("\"playerCount\":7"));
        // The new sheet is kept again from the first entry on.
        QVERIFY(s.setLevel(0, 0, 1));
        QVERIFY(QFile::exists(file));
    }

    void saveToHistory()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.available());
        OccultSheet s;
        s.setFile(freshFile());
        s.setStore(&store);
        QVERIFY(!s.canSave());
        QCOMPARE(s.saveToHistory(), qint64(-1));
        QCOMPARE(store.gameCount(), 0);
        enterWholeGame(s);
        QVERIFY(s.deck()->emptiedOnTurnOf(0));
        QVERIFY(s.canSave());
        const qint64 id = s.saveToHistory();
        QVERIFY2(id >= 0, qPrintable(s.message()));
        QVERIFY(s.saved());
        QVERIFY(!s.canSave());
        QCOMPARE(s.saveToHistory(), id);
        QCOMPARE(store.gameCount(), 1);

        const auto stored = store.record(id);
        QVERIFY(stored.has_value());
        QCOMPARE(stored->game, u"occult"_s);
        QCOMPARE(stored->source, u"calculator"_s);
        QCOMPARE(stored->players.size(), std::size_t(3));
        QCOMPARE(stored->players[1].name, u"Bo"_s);
        QCOMPARE(stored->players[1].score, 17);
        QCOMPARE(stored->players[1].place, 1);
        QCOMPARE(stored->players[0].place, 2);
        // The breakdown: each mastery, completed ones, each prophecy, the three parts.
        const QJsonObject ada = stored->players[0].details;
        QCOMPARE(ada[u"mastery"_s].toObject()[u"bloodMagic"_s].toInt(), 3);
        QCOMPARE(ada[u"completed"_s].toObject()[u"bloodMagic"_s].toInt(), 1);
        QCOMPARE(ada[u"prophecy"_s].toObject()[u"2"_s].toInt(), 3);
        QCOMPARE(ada[u"masteryLevel"_s].toInt(), 6);
        QCOMPARE(ada[u"completedMasteries"_s].toInt(), 1);
        QCOMPARE(ada[u"prophecyPoints"_s].toInt(), 8);
        QCOMPARE(stored->details[u"deckEmptied"_s].toInt(), 1);
        QCOMPARE(stored->details[u"players"_s].toArray().size(), 3);
        // The history's detail shows it as rows with labels, the score timeline counts it apart.
        const QVariantMap detail = store.gameDetail(id);
        QStringList keys;
        for (const QVariant &r : detail[u"detailRows"_s].toList())
            keys << r.toMap()[u"key"_s].toString();
        for (const char *k : {"mastery.bloodMagic", "completed.necromancy", "prophecy.1", "masteryLevel",
                              "completedMasteries", "prophecyPoints"})
            QVERIFY2(keys.contains(QString::fromLatin1(k)), k);
        QCOMPARE(store.scoreTimeline(u"occult"_s).value(u"games"_s).toInt(), 1);
        QCOMPARE(store.playerStats(u"occult"_s).size(), 3);

        // The sheet read again (a restart) knows its numbers are in the history.
        {
            OccultSheet reread;
            reread.setStore(&store);
            reread.setFile(s.file());
            QVERIFY(reread.saved());
            QVERIFY(!reread.canSave());
        }
        // The same numbers entered again on another sheet are the same game.
        OccultSheet again;
        again.setFile(freshFile());
        again.setStore(&store);
        enterWholeGame(again);
        QCOMPARE(again.saveToHistory(), id);
        QCOMPARE(store.gameCount(), 1);
        // A changed number is a new result; the same name twice is refused before anything is stored.
        QVERIFY(s.setLevel(2, 0, 2));
        QVERIFY(!s.saved());
        QVERIFY(s.saveToHistory() > id);
        QCOMPARE(store.gameCount(), 2);
        s.setName(2, u"bo"_s);
        QVERIFY(!s.problem().isEmpty());
        QCOMPARE(s.saveToHistory(), qint64(-1));
        QCOMPARE(store.gameCount(), 2);

        // The detail's rows in the sheet's order: a prophecy only a later player has sits beside the
        // others, before the parts of the score.
        OccultSheet few;
        few.setFile(freshFile());
        few.setStore(&store);
        QCOMPARE(few.addProphecy(0, 2), 0);
        QCOMPARE(few.addProphecy(1, 1), 0);
        QCOMPARE(few.addProphecy(1, 5), 1);
        const qint64 fewId = few.saveToHistory();
        QVERIFY(fewId > 0);
        QStringList order;
        for (const QVariant &r : store.gameDetail(fewId)[u"detailRows"_s].toList())
            order << r.toMap()[u"key"_s].toString();
        QCOMPARE(order.indexOf(u"prophecy.2"_s), order.indexOf(u"prophecy.1"_s) + 1);
        QCOMPARE(order.indexOf(u"masteryLevel"_s), order.indexOf(u"prophecy.2"_s) + 1);
    }
};

QTEST_MAIN(TestOccultSheet)
#include "tst_occultsheet.moc"
