// The game controller's parts: the view models refresh in place (never a reset while a game is
// played, only the rows and roles that changed), computer players drop stale answers, the guide and
// the replay say the same sentences, the crowd roll is told from the board's own table, and no
// facade grows back into one object with every property.
#include "computerplayers.h"
#include "decisiontexts.h"
#include "gamecontroller.h"
#include "replaycontroller.h"
#include "rowlistmodel.h"
#include "app/core/gamelog.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

const QStringList kNames{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s};

// Every list model a played game shows.
std::vector<QAbstractItemModel *> modelsOf(GameController &c)
{
    return {c.table()->players(),   c.table()->locations(),  c.table()->guildTrack(), c.guide()->majorities(),
            c.guide()->atRisk(),    c.guide()->notices(),    c.guide()->whyResults(), c.ending()->finalScores(),
            c.guide()->choiceModel(), c.log()};
}

// Applies seeded random legal choices until the game ends or `steps` were made.
int playRandomly(GameController &c, quint64 seed, int steps)
{
    QRandomGenerator rng(seed);
    int made = 0;
    for (; made < steps && !c.gameOver(); ++made) {
        const auto &shown = c.guide()->shownActions();
        if (shown.empty())
            break;
        const mc::Action a = shown[std::size_t(rng.bounded(int(shown.size())))];
        if (!c.applyChoice(a.key()))
            break;
    }
    return made;
}

} // namespace

class TestControllerParts : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QVERIFY(m_dir.isValid()); }

    // Every model under QAbstractItemModelTester through a whole game; no reset once it runs.
    void modelsRefreshInPlace_data()
    {
        QTest::addColumn<bool>("table");
        QTest::newRow("digital") << false;
        QTest::newRow("table") << true;
    }
    void modelsRefreshInPlace()
    {
        QFETCH(bool, table);
        GameController c;
        c.setAutosaveDirectory(m_dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newGame(3, kNames.mid(0, 3), table, 0, 11));
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        std::vector<std::unique_ptr<QSignalSpy>> resets;
        for (QAbstractItemModel *m : modelsOf(c)) {
            testers.push_back(std::make_unique<QAbstractItemModelTester>(m, QAbstractItemModelTester::FailureReportingMode::QtTest));
            if (m != c.log()) // the log is reset by undo across a load only
                resets.push_back(std::make_unique<QSignalSpy>(m, &QAbstractItemModel::modelReset));
        }
        const int steps = playRandomly(c, 5, table ? 400 : 4000);
        QVERIFY(steps > 50);
        if (!table)
            QVERIFY2(c.gameOver(), "a digital game of random choices ends");
        QCOMPARE(c.table()->players()->count(), 3);
        QCOMPARE(c.table()->locations()->count(), mc::kLocations);
        QCOMPARE(c.table()->guildTrack()->count(), mc::kGuilds);
        QCOMPARE(c.guide()->majorities()->count(), mc::kLocations + mc::kGuilds);
        for (const auto &spy : resets)
            QCOMPARE(spy->count(), 0);
        // Undo and redo refresh in place too.
        QVERIFY(c.undo());
        QVERIFY(c.redo());
        for (const auto &spy : resets)
            QCOMPARE(spy->count(), 0);
        if (!table) // R-END-4/5: the engine's ranking, one row per player
            QCOMPARE(c.ending()->finalScores()->count(), 3);
    }

    // The log knows each step's round, as played, after undo/redo and when a save is opened again,
    // so that the round filter shows one round's sentences.
    void logRowsCarryTheirRound()
    {
        GameController c;
        c.setAutosaveDirectory(m_dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newGame(3, kNames.mid(0, 3), false, 0, 12));
        QRandomGenerator rng(3);
        while (!c.gameOver() && c.round() < 3) {
            const auto &shown = c.guide()->shownActions();
            QVERIFY(!shown.empty());
            QVERIFY(c.applyChoice(shown[std::size_t(rng.bounded(int(shown.size())))].key()));
        }
        QVERIFY(c.round() >= 3);
        auto roundsOf = [](const GameLog *log) {
            QList<int> rounds;
            for (int r = 0; r < log->rowCount(); ++r)
                rounds << log->index(r, 0).data(GameLog::RoundRole).toInt();
            return rounds;
        };
        const QList<int> played = roundsOf(c.log());
        QVERIFY(played.contains(1));
        QVERIFY(played.contains(2));
        QVERIFY(std::is_sorted(played.begin(), played.end())); // rounds never go back in the log
        // A step that begins a round halfway: the sentences from "Round 2 begins" on are round 2's.
        bool sawRound2 = false;
        for (int r = 0; r < c.log()->rowCount(); ++r)
            if (c.log()->textAt(r).startsWith(u"Round 2 begins"_s)) {
                sawRound2 = true;
                QCOMPARE(c.log()->index(r, 0).data(GameLog::RoundRole).toInt(), 2);
                QCOMPARE(c.log()->index(r - 1, 0).data(GameLog::RoundRole).toInt(), 1);
            }
        QVERIFY(sawRound2);

        GameLogFilter round2;
        round2.setLog(c.log());
        round2.setRound(2);
        QVERIFY(round2.rowCount() > 0);
        QVERIFY(round2.rowCount() < c.log()->rowCount());
        for (int r = 0; r < round2.rowCount(); ++r)
            QCOMPARE(round2.index(r, 0).data(GameLog::RoundRole).toInt(), 2);

        QVERIFY(c.undo());
        QVERIFY(c.redo());
        QCOMPARE(roundsOf(c.log()), played);

        // Opened again from its save, the log is rebuilt with the same rounds.
        const QString path = m_dir.filePath(u"rounds.json"_s);
        QVERIFY(c.save(path));
        GameController again;
        again.setAutosaveDirectory(m_dir.filePath(u"again"_s));
        again.autosave()->waitForScan();
        QVERIFY(again.load(path));
        const QList<int> reopened = roundsOf(again.log());
        QVERIFY(reopened.contains(2));
        QVERIFY(std::is_sorted(reopened.begin(), reopened.end()));
    }

    // A correction of one player's Etherea changes that player's row and role, nothing else.
    void onlyChangedRowsAndRoles()
    {
        GameController c;
        c.setAutosaveDirectory(m_dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newGame(3, kNames.mid(0, 3), true, 0, 3));
        PlayersModel *players = c.table()->players();
        QSignalSpy playerRows(players, &QAbstractItemModel::dataChanged);
        QSignalSpy locationRows(c.table()->locations(), &QAbstractItemModel::dataChanged);
        QSignalSpy trackRows(c.table()->guildTrack(), &QAbstractItemModel::dataChanged);
        QSignalSpy majorityRows(c.guide()->majorities(), &QAbstractItemModel::dataChanged);
        const int before = players->value(1, "etherea").toInt();
        QVERIFY2(c.adjustResource(1, u"etherea"_s, 2), qPrintable(c.lastError()));
        QCOMPARE(players->value(1, "etherea").toInt(), before + 2);
        QCOMPARE(playerRows.count(), 1);
        const QModelIndex from = playerRows.at(0).at(0).toModelIndex();
        const QModelIndex to = playerRows.at(0).at(1).toModelIndex();
        QCOMPARE(from.row(), 1);
        QCOMPARE(to.row(), 1);
        const auto roles = playerRows.at(0).at(2).value<QList<int>>();
        QVERIFY(roles.contains(PlayersModel::EthereaRole));
        QVERIFY(!roles.contains(PlayersModel::NameRole));
        QVERIFY(!roles.contains(PlayersModel::UnityRole));
        QCOMPARE(locationRows.count(), 0);
        QCOMPARE(trackRows.count(), 0);
        QCOMPARE(majorityRows.count(), 0);
    }

    // The row-list base: a changed cell is one dataChanged with its role; growth and shrinkage at the end.
    void rowListDiff()
    {
        RowListModel m({"a", "b"});
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        m.setRows({{1, u"x"_s}, {2, u"y"_s}});
        QCOMPARE(inserted.count(), 1);
        m.setRows({{1, u"x"_s}, {2, u"z"_s}});
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.at(0).at(2).value<QList<int>>(), QList<int>{Qt::UserRole + 2});
        m.setRows({{1, u"x"_s}, {2, u"z"_s}});
        QCOMPARE(changed.count(), 1); // nothing changed, nothing signalled
        m.setRows({{1, u"x"_s}});
        QCOMPARE(removed.count(), 1);
        QCOMPARE(m.get(0).value(u"b"_s).toString(), u"x"_s);
        QCOMPARE(reset.count(), 0);
    }

    // An answer that comes back after a cancel (undo, new game, load) is dropped, never applied.
    void staleBotAnswerDropped()
    {
        mc::Game game = mc::Game::create(mc::standardRuleset(), 2, 21, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s});
        QJsonObject meta = game.meta();
        meta.insert(u"seatKinds"_s, QJsonArray{u"random"_s, u"random"_s});
        game.setMeta(meta);
        game.playChance();
        ComputerPlayers bots;
        bots.setGame(&game);
        bots.readSeatKinds();
        QVERIFY(bots.isComputer(game.state().currentSeat()));
        int applied = 0;
        bots.setApplier([&](const mc::Action &) { ++applied; });
        QSignalSpy stale(&bots, &ComputerPlayers::staleAnswerDropped);
        bots.maybeStart(u"Ada"_s);
        QVERIFY(bots.thinking());
        const quint64 started = bots.generation();
        bots.cancel();
        QVERIFY(bots.generation() > started);
        QVERIFY(!bots.thinking());
        QTRY_COMPARE(stale.count(), 1);
        QCOMPARE(applied, 0);
        // A fresh answer is applied once.
        bots.maybeStart(u"Ada"_s);
        QTRY_COMPARE(applied, 1);
        QCOMPARE(stale.count(), 1);
    }

    // A new game cancels a thinking computer player and gives every seat back to people.
    void newGameResetsBots()
    {
        GameController c;
        c.setAutosaveDirectory(m_dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}},
                                  {u"kinds"_s, QStringList{u"search"_s, u"search"_s}},
                                  {u"seed"_s, 9}}));
        QVERIFY(c.bots()->thinking());
        QSignalSpy stale(c.bots(), &ComputerPlayers::staleAnswerDropped);
        QVERIFY(c.newGame(2, kNames.mid(0, 2), true, 0, 4));
        QVERIFY(!c.bots()->thinking());
        QCOMPARE(c.bots()->seatKinds(), (QStringList{u"person"_s, u"person"_s}));
        const auto actions = c.game().actions().size();
        // The search player's answer comes back (however long it took) and does not land.
        QTRY_COMPARE_WITH_TIMEOUT(stale.count(), 1, 60000);
        QCOMPARE(c.game().actions().size(), actions);
    }

    // The guide of the table screen and the replay at the same position say the same sentences.
    void guideTextEqualsReplay_data()
    {
        QTest::addColumn<bool>("table");
        QTest::newRow("digital") << false;
        QTest::newRow("table") << true;
    }
    void guideTextEqualsReplay()
    {
        QFETCH(bool, table);
        GameController c;
        c.setAutosaveDirectory(m_dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newGame(3, kNames.mid(0, 3), table, 1, 17));
        ReplayController replay;
        QSet<QString> kinds;
        for (int round = 0; round < 40 && !c.gameOver(); ++round) {
            replay.setGame(c.game());
            replay.last();
            QCOMPARE(replay.guideText(), c.guide()->guideText());
            QCOMPARE(replay.decisionText(), c.guide()->decisionText());
            kinds.insert(c.guide()->decisionKind());
            playRandomly(c, quint64(round) + 1, 7);
        }
        QVERIFY(kinds.size() >= 3);
    }

    // D-CROWD-ROLL: the crowd-roll guide is told from the board's table, not a fixed sentence.
    void crowdRollFromBoardTable()
    {
        const mc::RulesetPtr standard = mc::standardRuleset();
        QCOMPARE(DecisionTexts::crowdTable(*standard), u"1–2: destroyed; 3: back to the Crypt; 4–6: stays"_s);
        mc::Ruleset custom = *standard;
        custom.crowdRoll = {mc::CrowdOutcome::Destroy, mc::CrowdOutcome::Crypt, mc::CrowdOutcome::Crypt,
                            mc::CrowdOutcome::Crypt, mc::CrowdOutcome::Crypt, mc::CrowdOutcome::Stay};
        QCOMPARE(DecisionTexts::crowdTable(custom), u"1: destroyed; 2–5: back to the Crypt; 6: stays"_s);
    }

    // R-MAJ-1/2: the majority model and the guild track show the engine's count (GameState::majorityAt).
    void majoritiesFromEngine()
    {
        GameController c;
        c.setAutosaveDirectory(m_dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newGame(3, kNames.mid(0, 3), false, 0, 23));
        playRandomly(c, 3, 300);
        const mc::GameState &s = c.game().state();
        for (int i = 0; i < mc::kLocations + mc::kGuilds; ++i) {
            const mc::MajorityCount m = s.majorityAt(i);
            QCOMPARE(c.guide()->majorities()->value(i, "leader").toInt(), m.leader);
            QCOMPARE(c.guide()->majorities()->value(i, "tied").toBool(), m.tied);
            QCOMPARE(c.guide()->majorities()->value(i, "best").toInt(), m.best);
            if (i >= mc::kLocations)
                QCOMPARE(c.table()->guildTrack()->value(i - mc::kLocations, "leader").toInt(), m.leader);
            else // R-DREAD-1
                QCOMPARE(c.table()->locations()->value(i, "overCrowded").toBool(), s.overCrowded(i));
        }
    }

    // No class of app/ declares more than 15 properties: one object per concern.
    void noObjectWithEveryProperty()
    {
        const QString root = QStringLiteral(MOURNERS_SOURCE_DIR) + u"/app"_s;
        QDirIterator it(root, {u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
        int headers = 0;
        static const QRegularExpression property(uR"(^\s*Q_PROPERTY\()"_s, QRegularExpression::MultilineOption);
        // A class definition (not a forward declaration): its properties are counted up to the next one.
        static const QRegularExpression classStart(uR"(^class\s+(\w+)[^;{]*\{)"_s, QRegularExpression::MultilineOption);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            QList<std::pair<qsizetype, QString>> classes{{0, u"(file)"_s}};
            for (auto m = classStart.globalMatch(text); m.hasNext();) {
                const auto match = m.next();
                classes.append({match.capturedStart(), match.captured(1)});
            }
            for (qsizetype c = 0; c < classes.size(); ++c) {
                const qsizetype end = c + 1 < classes.size() ? classes[c + 1].first : text.size();
                const QString body = text.mid(classes[c].first, end - classes[c].first);
                int count = 0;
                for (auto m = property.globalMatch(body); m.hasNext(); m.next())
                    ++count;
                QVERIFY2(count <= 15, qPrintable(u"%1: class %2 declares %3 Q_PROPERTYs"_s.arg(path, classes[c].second).arg(count)));
            }
            ++headers;
        }
        QVERIFY(headers > 10);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestControllerParts)
#include "tst_controllerparts.moc"
