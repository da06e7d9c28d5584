// The occult card game's sheet object (app/sheets/occultsheet.h): typed setters and refusals, the
// player list model, the deck-cycle counter (OCC-END-1) kept across a restart, the live ranking
// (OCC-SCORE-1) and saving to the history.
#include "occultsheet.h"
#include "historystore.h"
#include "translationfiles.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
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
        // English as the app shows it: its plural forms come from the English translation.
        translationfiles::installFor(u"en"_s, this);
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
                 u"Enter each player's mastery levels, prophecies and points from rituals: the result follows as you type."_s);
        QVERIFY(s.setLevel(0, 0, 3));
        QCOMPARE(rankingText(s), u"Ada 3 1 none; Bo 0 2 none"_s);
        QCOMPARE(s.verdict(), u"Ada wins with 3 points."_s);
        QCOMPARE(s.addProphecy(1, 3), 0);
        QCOMPARE(rankingText(s), u"Ada 3 1 shared; Bo 3 1 shared"_s);
        QCOMPARE(s.verdict(), u"Ada and Bo share the victory with 3 points."_s);
        QVERIFY(s.ranking().first().toMap()[u"note"_s].toString().contains(u"no tie-break"_s));
        QVERIFY(s.setLevel(1, 2, 1)); // a completed mastery was raised (OCC-SCORE-1)
        QVERIFY(s.setCompleted(1, 2, true));
        QCOMPARE(rankingText(s), u"Bo 5 1 none; Ada 3 2 none"_s);
        QCOMPARE(s.ranking().first().toMap()[u"parts"_s].toString(),
                 u"levels 1 + completed 1 + prophecies 3 + in play 0 + rituals and effects 0"_s);
    }

    // OCC-SCORE-1 and D-OCC-INPLAY on the sheet: the rulebook's "Players earn points by invoking their
    // Rituals and by storing cards on their Prophecies" and "Your prophecies award different point
    // values based on the number of stored cards": a line for rituals and other effects, the
    // prophecies still in play, and the table's choice whether those score, kept with the sheet.
    void inPlayAndRituals()
    {
        const QString file = freshFile();
        {
            OccultSheet s;
            s.setFile(file);
            QAbstractItemModelTester tester(s.players(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            s.setName(0, u"Ada"_s);
            s.setName(1, u"Bo"_s);
            QVERIFY(s.inPlayScores()); // D-OCC-INPLAY: yes unless the table says otherwise
            QVERIFY(s.setLevel(0, 0, 2));
            QCOMPARE(s.addProphecy(0, 5), 0);
            QCOMPARE(s.addInPlay(0, 4), 0);
            QCOMPARE(s.addInPlay(0), 1);
            QVERIFY(s.setInPlay(0, 1, 3));
            QVERIFY(s.setEffects(0, 2));
            QCOMPARE(s.addProphecy(1, 9), 0);
            QVERIFY(s.setLevel(1, 2, 3));
            // Ada 2 + 0 + 5 + 7 + 2 = 16, Bo 3 + 9 = 12.
            QCOMPARE(rankingText(s), u"Ada 16 1 none; Bo 12 2 none"_s);
            QCOMPARE(role(s, 0, OccultPlayerModel::InPlayRole).toList(), (QVariantList{4, 3}));
            QCOMPARE(role(s, 0, OccultPlayerModel::InPlayCountRole).toInt(), 2);
            QCOMPARE(role(s, 0, OccultPlayerModel::InPlayPointsRole).toInt(), 7);
            QCOMPARE(role(s, 0, OccultPlayerModel::EffectsRole).toInt(), 2);
            QCOMPARE(s.ranking().first().toMap()[u"parts"_s].toString(),
                     u"levels 2 + completed 0 + prophecies 5 + in play 7 + rituals and effects 2"_s);
            // The table scores completed prophecies only: Ada 9, Bo 12.
            QSignalSpy option(&s, &OccultSheet::inPlayScoresChanged);
            s.setInPlayScores(false);
            QCOMPARE(option.count(), 1);
            s.setInPlayScores(false);
            QCOMPARE(option.count(), 1);
            QCOMPARE(rankingText(s), u"Bo 12 1 none; Ada 9 2 none"_s);
            QCOMPARE(role(s, 0, OccultPlayerModel::InPlayPointsRole).toInt(), 0);
            QCOMPARE(role(s, 0, OccultPlayerModel::InPlayRole).toList(), (QVariantList{4, 3})); // kept, not counted
            // "You can have a maximum of 3 Prophecies in play at once."
            QCOMPARE(s.addInPlay(0, 1), 2);
            const auto before = s.inputs();
            QCOMPARE(s.addInPlay(0, 1), -1);
            QVERIFY2(s.message().contains(u"3 prophecies in play"_s), qPrintable(s.message()));
            QVERIFY(!s.setInPlay(0, 0, 100));
            QVERIFY2(s.message().contains(u"Ada, prophecy in play 1: 100 points"_s), qPrintable(s.message()));
            QVERIFY(!s.setEffects(0, 100));
            QVERIFY2(s.message().contains(u"rituals and other effects"_s), qPrintable(s.message()));
            QVERIFY(!s.setEffects(0, -1));
            QVERIFY(!s.removeInPlay(0, 3));
            QCOMPARE(s.inputs(), before);
            QVERIFY(s.removeInPlay(0, 2));
        }
        // A restart: the lines and the table's choice are where they were.
        OccultSheet again;
        again.setFile(file);
        QVERIFY(!again.inPlayScores());
        QCOMPARE(again.input(0).inPlay, (std::vector<int>{4, 3}));
        QCOMPARE(again.input(0).effects, 2);
        QCOMPARE(rankingText(again), u"Bo 12 1 none; Ada 9 2 none"_s);
        again.setInPlayScores(true);
        QCOMPARE(rankingText(again), u"Ada 16 1 none; Bo 12 2 none"_s);
        // A new sheet: the lines back to none, the table's choice stays.
        again.setInPlayScores(false);
        again.clear();
        QVERIFY(again.input(0).inPlay.empty());
        QCOMPARE(again.input(0).effects, 0);
        QVERIFY(!again.inPlayScores());
    }

    // OCC-SCORE-1: every mastery card starts at level 0 ("Rotate the card so you start at level 0"); a
    // card at 0 was never raised and is not completed. Both ways of entering that are refused with a
    // sentence, and nothing changes.
    void completedAtLevelZeroRefused()
    {
        OccultSheet s;
        s.setFile(freshFile());
        s.setName(0, u"Ada"_s);
        QSignalSpy changed(&s, &OccultSheet::resultChanged);
        QVERIFY(!s.setCompleted(0, 1, true));
        QCOMPARE(s.message(), u"Ada, Demonology is at level 0: a mastery that was never raised is not completed. "
                              "Enter its level first."_s);
        QCOMPARE(changed.count(), 0);
        QVERIFY(!s.input(0).completed[1]);
        QCOMPARE(role(s, 0, OccultPlayerModel::CompletedRole).toList(), (QVariantList{false, false, false}));
        // Raised first, then completed: taken.
        QVERIFY(s.setLevel(0, 1, 1));
        QVERIFY(s.setCompleted(0, 1, true));
        QVERIFY(s.message().isEmpty());
        QCOMPARE(rankingText(s), u"Ada 2 1 none; Player 2 0 2 none"_s);
        // Back to 0 while completed: refused, the level stays.
        changed.clear();
        QVERIFY(!s.setLevel(0, 1, 0));
        QVERIFY2(s.message().startsWith(u"Ada, Demonology is marked completed"_s), qPrintable(s.message()));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(s.input(0).levels[1], 1);
        // Cleared first, then lowered: taken. Unticking is always possible.
        QVERIFY(s.setCompleted(0, 1, false));
        QVERIFY(s.setLevel(0, 1, 0));
        QVERIFY(s.setCompleted(0, 2, false));
    }

    // A sheet kept by the version before (format version 1: no prophecies in play, no effect points, no
    // choice) reads whole: the same total, the choice at its default; a mastery completed at level 0,
    // which that version took, is kept as entered (the total the table saw) and the sheet says what to
    // correct. The next change keeps it in the new format.
    void olderKeptSheetReads()
    {
        const QString file = freshFile();
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format":"occult-sheet","version":1,"playerCount":2,
            "players":[{"name":"Ada","levels":{"bloodMagic":3,"demonology":2,"necromancy":0},
                        "completed":{"bloodMagic":true,"demonology":false,"necromancy":true},"prophecies":[5,3]},
                       {"name":"Bo","levels":{"bloodMagic":1,"demonology":1,"necromancy":1},
                        "completed":{"bloodMagic":false,"demonology":false,"necromancy":false},"prophecies":[]},
                       {"name":"","levels":{"bloodMagic":0,"demonology":0,"necromancy":0},
                        "completed":{"bloodMagic":false,"demonology":false,"necromancy":false},"prophecies":[]}],
            "deck":{"players":2,"firstSeat":0,"empties":[1],"turnsFinished":0}})");
        f.close();
        OccultSheet s;
        s.setFile(file);
        QVERIFY(QFile::exists(file)); // read, not set aside
        QVERIFY(s.inPlayScores());
        // 5 + 2 completed + 8, as the version before counted it.
        QCOMPARE(rankingText(s), u"Ada 15 1 none; Bo 3 2 none"_s);
        QCOMPARE(s.deck()->emptied(), 1);
        QCOMPARE(s.message(), u"Ada, Necromancy is marked completed at level 0: a mastery that was never raised is "
                              "not completed. Enter its level, or clear \"completed\"."_s);
        QVERIFY(s.setLevel(0, 2, 1));
        QVERIFY(s.message().isEmpty());
        QFile kept(file);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(kept.readAll()).object();
        QCOMPARE(o.value(u"version"_s).toInt(), 2);
        QCOMPARE(o.value(u"inPlayScores"_s).toBool(false), true);
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
        // The history of a game with prophecies in play and a ritual's points: its lines, labelled, and
        // the table's choice (D-OCC-INPLAY).
        {
            OccultSheet lines;
            lines.setFile(freshFile());
            lines.setStore(&store);
            lines.setName(0, u"Ada"_s);
            lines.setName(1, u"Bo"_s);
            QCOMPARE(lines.addInPlay(0, 4), 0);
            QVERIFY(lines.setEffects(1, 3));
            lines.setInPlayScores(false);
            const qint64 linesId = lines.saveToHistory();
            QVERIFY(linesId > 0);
            const auto rec = store.record(linesId);
            QCOMPARE(rec->players[0].details[u"inPlay"_s].toObject()[u"1"_s].toInt(), 4);
            QCOMPARE(rec->players[0].details[u"inPlayPoints"_s].toInt(), 0);
            QCOMPARE(rec->players[1].details[u"effects"_s].toInt(), 3);
            QCOMPARE(rec->players[1].score, 3);
            QCOMPARE(rec->details[u"inPlayScores"_s].toBool(true), false);
            QMap<QString, QString> labels;
            QStringList rowKeys;
            for (const QVariant &r : store.gameDetail(linesId)[u"detailRows"_s].toList()) {
                labels[r.toMap()[u"key"_s].toString()] = r.toMap()[u"label"_s].toString();
                rowKeys << r.toMap()[u"key"_s].toString();
            }
            QCOMPARE(labels[u"inPlay.1"_s], u"Prophecy in play 1"_s);
            QCOMPARE(labels[u"effects"_s], u"Rituals and other effects"_s);
            QCOMPARE(labels[u"inPlayPoints"_s], u"Points of prophecies in play"_s);
            QVERIFY(rowKeys.indexOf(u"effects"_s) < rowKeys.indexOf(u"masteryLevel"_s));
            QVERIFY(rowKeys.indexOf(u"inPlayPoints"_s) > rowKeys.indexOf(u"prophecyPoints"_s));
            // Ada's 0 from rituals and Bo's 0 from prophecies in play are numbers entered (the record
            // leaves a 0 out): the detail shows 0, not the dash of a number never entered; a prophecy
            // Bo does not have stays without a number.
            QMap<QString, QVariantMap> values;
            for (const QVariant &p : store.gameDetail(linesId)[u"players"_s].toList())
                values[p.toMap()[u"name"_s].toString()] = p.toMap()[u"values"_s].toMap();
            QVERIFY(!rec->players[0].details.contains(u"effects"_s));
            QCOMPARE(values[u"Ada"_s].value(u"effects"_s), QVariant(0));
            QCOMPARE(values[u"Bo"_s].value(u"effects"_s), QVariant(3));
            QCOMPARE(values[u"Bo"_s].value(u"inPlayPoints"_s), QVariant(0));
            QVERIFY(!values[u"Bo"_s].contains(u"inPlay.1"_s));
            // The printed score sheet too.
            QStringList printed;
            for (const HistoryFiles::SheetRow &row : HistoryFiles::scoreSheetRows(*rec))
                if (row.label == u"Rituals and other effects"_s)
                    printed << row.values.join(u' ');
            QCOMPARE(printed, QStringList{u"3 0"_s}); // Bo first, by place
            store.removeGame(linesId);
        }
        // A game without the new lines is recorded as the version before recorded it.
        QVERIFY(!ada.contains(u"inPlay"_s));
        QVERIFY(!ada.contains(u"effects"_s));
        QVERIFY(!ada.contains(u"inPlayPoints"_s));
        // Every player left the rituals out (all 0): the detail still has their row, 0 for each.
        for (const QVariant &p : store.gameDetail(id)[u"players"_s].toList()) {
            QCOMPARE(p.toMap()[u"values"_s].toMap().value(u"effects"_s), QVariant(0));
            QCOMPARE(p.toMap()[u"values"_s].toMap().value(u"inPlayPoints"_s), QVariant(0));
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
        // Then the rituals (0 when left out) and the sums.
        QCOMPARE(order.indexOf(u"effects"_s), order.indexOf(u"prophecy.2"_s) + 1);
        QCOMPARE(order.indexOf(u"masteryLevel"_s), order.indexOf(u"effects"_s) + 1);
    }
};

QTEST_MAIN(TestOccultSheet)
#include "tst_occultsheet.moc"
