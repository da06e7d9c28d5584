// GameController (the facade over mc::Game), its GameLog model and the event sentences.

#include "eventtext.h"
#include "gamecontroller.h"
#include "gamelog.h"
#include "model/mourners/ruleset.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

const QStringList kNames{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s};

QString digest(const GameController &c)
{
    return mc::stateDigest(c.game().state());
}

/// Applies the first legal action `n` times; false (with a message) if one is refused.
bool playFirst(GameController &c, int n)
{
    for (int i = 0; i < n && !c.gameOver(); ++i) {
        const QString action = c.legalActions().value(0);
        if (!c.applyAction(action)) {
            qWarning("'%s' refused: %s", qPrintable(action), qPrintable(c.lastError()));
            return false;
        }
    }
    return true;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestGameController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void startsEmpty()
    {
        GameController c;
        QVERIFY(!c.hasGame());
        QVERIFY(!c.canUndo());
        QVERIFY(!c.applyAction(u"keep bone"_s));
        QVERIFY(!c.lastError().isEmpty());
        QVERIFY(!c.save(u"/tmp/never-written.json"_s));
    }

    // R-SETUP-4: the oldest player holds the Alltaker and keeps a motive first.
    void newTableGameAsksOldestForMotive_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("oldest");
        QTest::newRow("2 players, first") << 2 << 0;
        QTest::newRow("3 players, second") << 3 << 1;
        QTest::newRow("4 players, last") << 4 << 3;
    }

    void newTableGameAsksOldestForMotive()
    {
        QFETCH(int, players);
        QFETCH(int, oldest);
        GameController c;
        QSignalSpy hasGame(&c, &GameController::hasGameChanged);
        QVERIFY(c.newGame(players, kNames.mid(0, players), true, oldest, 7));
        QCOMPARE(hasGame.count(), 1);
        QVERIFY(c.hasGame());
        QCOMPARE(c.mode(), u"table"_s);
        QCOMPARE(c.table()->players()->count(), players);
        QCOMPARE(c.game().state().decision(), mc::Decision::KeepMotive);
        QCOMPARE(c.guide()->currentSeat(), oldest);
        QVERIFY(!c.guide()->chanceDecides());
        QVERIFY2(c.guide()->decisionText().contains(kNames.at(oldest)), qPrintable(c.guide()->decisionText()));
        QCOMPARE(c.legalActions(), (QStringList{u"keep bone"_s, u"keep flesh"_s, u"keep spirit"_s}));
        QCOMPARE(c.guide()->legalActionCount(), 3);
        QCOMPARE(c.round(), 0);
        QCOMPARE(c.phaseName(), u"Setup"_s);
        QCOMPARE(c.table()->players()->toList().size(), players);
        const QVariantMap first = c.table()->players()->toList().at(oldest).toMap();
        QCOMPARE(first.value(u"name"_s).toString(), kNames.at(oldest));
        QVERIFY(first.value(u"isAlltaker"_s).toBool());
        QCOMPARE(first.value(u"etherea"_s).toInt(), int(mc::standardRuleset()->startEtherea));
        QCOMPARE(c.table()->locations()->toList().size(), mc::kLocations);
        QCOMPARE(c.table()->locations()->toList().at(0).toMap().value(u"name"_s).toString(), u"Dirth Forge"_s);
        QCOMPARE(c.table()->titheOwedNow(), mc::standardRuleset()->tithe_at(0));
        QCOMPARE(c.table()->locationLimitNow(), mc::standardRuleset()->limitAt(0));
        QVERIFY(!c.canUndo());
        QVERIFY(!c.canRedo());
        QVERIFY(c.lastError().isEmpty());
    }

    void newGameRejectsBadSetups_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<int>("oldest");
        QTest::newRow("one player") << 1 << QStringList{u"Ada"_s} << 0;
        QTest::newRow("five players") << 5 << QStringList{} << 0;
        QTest::newRow("oldest out of range") << 3 << QStringList{} << 3;
        QTest::newRow("negative oldest") << 3 << QStringList{} << -1;
        QTest::newRow("same name twice") << 2 << QStringList{u"Ada"_s, u" ada "_s} << 0;
        QTest::newRow("a default name typed") << 2 << QStringList{u"Player 2"_s} << 0;
        QTest::newRow("a tab") << 2 << QStringList{u"Ada"_s, u"B\to"_s} << 0;
        QTest::newRow("an escape") << 2 << QStringList{u"Ada"_s, u"B\x1b[31mo"_s} << 0;
        QTest::newRow("a direction override") << 2 << QStringList{u"\u202eadA"_s, u"Bo"_s} << 0;
        QTest::newRow("too long") << 2 << QStringList{u"Ada"_s, QString(41, u'b')} << 0;
    }

    void newGameRejectsBadSetups()
    {
        QFETCH(int, players);
        QFETCH(QStringList, names);
        QFETCH(int, oldest);
        GameController c;
        QVERIFY(c.newGame(2, {}, true, 0, 1));
        const QString before = digest(c);
        QSignalSpy hasGame(&c, &GameController::hasGameChanged);
        QVERIFY(!c.newGame(players, names, true, oldest, 1));
        QVERIFY(!c.lastError().isEmpty());
        QCOMPARE(hasGame.count(), 0);
        QCOMPARE(digest(c), before); // the running game is kept
        QCOMPARE(c.table()->players()->count(), 2);
    }

    // The setup forms show, next to each name, what is wrong with it (one sentence per seat, "" when fine);
    // the game does not start while one is wrong, and says the same sentence.
    void nameProblemsAreToldPerSeat()
    {
        QLocale::setDefault(QLocale(QLocale::English));
        GameController c;
        const QStringList problems = c.nameProblems({u"Ada"_s, u"B\to"_s, u"ADA"_s, u""_s, u"Cy"_s});
        QCOMPARE(problems.size(), 5);
        QCOMPARE(problems.at(0), QString());
        QCOMPARE(problems.at(1), u"Name of player 2: holds the control character U+0009 (character 2), which cannot be printed."_s);
        QCOMPARE(problems.at(2), u"Two players are called “ADA”: give everyone a different name."_s);
        QCOMPARE(problems.at(3), QString()); // blank: the seat's default name
        QCOMPARE(problems.at(4), QString());
        QVERIFY(!problems.join(QString()).contains(u'\t'));
        QVERIFY(!c.newTableGame(QVariantMap{{u"names"_s, QStringList{u"Ada"_s, QString(41, u'x')}},
                                            {u"factions"_s, QStringList{u"bone"_s, u"flesh"_s}}}));
        QCOMPARE(c.lastError(), u"Name of player 2: is longer than 40 characters (41)."_s);
        QVERIFY(!c.newDigitalGame(QVariantMap{{u"names"_s, QStringList{u"Ada"_s, u"ada"_s}}}));
        QCOMPARE(c.lastError(), u"Two players are called “ada”: give everyone a different name."_s);
        QVERIFY(!c.hasGame());
    }

    void emptyNamesGetDefaults()
    {
        GameController c;
        QVERIFY(c.newGame(3, {u"Ada"_s, u"  "_s}, true, 0, 1));
        QCOMPARE(c.table()->players()->toList().at(1).toMap().value(u"name"_s).toString(), u"Player 2"_s);
        QCOMPARE(c.table()->players()->toList().at(2).toMap().value(u"name"_s).toString(), u"Player 3"_s);
    }

    // Pentobi-style properties: NOTIFY only when the value really changed.
    void signalsFireOnlyOnRealChange()
    {
        GameController c;
        QVERIFY(c.newGame(3, kNames.mid(0, 3), true, 1, 7));
        QSignalSpy hasGame(&c, &GameController::hasGameChanged);
        QSignalSpy round(&c, &GameController::roundChanged);
        QSignalSpy phase(&c, &GameController::phaseNameChanged);
        QSignalSpy decision(c.guide(), &Guide::decisionChanged);
        // Each value of the guide has its own signal: QML bindings on the kind of decision are not
        // evaluated again when only the player changed.
        QSignalSpy kind(c.guide(), &Guide::decisionKindChanged);
        QSignalSpy seat(c.guide(), &Guide::currentSeatChanged);
        QSignalSpy name(c.guide(), &Guide::currentNameChanged);
        QSignalSpy chance(c.guide(), &Guide::chanceDecidesChanged);
        QSignalSpy bids(c.guide(), &Guide::bidsMadeChanged);
        QSignalSpy owed(c.guide(), &Guide::titheStillOwedChanged);
        QSignalSpy suspicion(c.table(), &TableStatus::metersChanged);
        QSignalSpy supply(c.table(), &TableStatus::suppliesChanged);
        QSignalSpy locations(c.table()->locations(), &RowListModel::rowsChanged);
        QSignalSpy legalCount(c.guide()->choiceModel(), &ChoiceModel::countChanged);
        QSignalSpy legalReset(c.guide()->choiceModel(), &QAbstractItemModel::modelReset);
        QSignalSpy players(c.table()->players(), &RowListModel::rowsChanged);
        QSignalSpy undo(&c, &GameController::canUndoChanged);
        QSignalSpy error(&c, &GameController::lastErrorChanged);
        QSignalSpy mode(&c, &GameController::modeChanged);

        QVERIFY(c.applyAction(u"keep bone"_s)); // Bo keeps; now Cy keeps
        QCOMPARE(decision.count(), 1);
        QCOMPARE(seat.count(), 1);
        QCOMPARE(name.count(), 1);
        QCOMPARE(kind.count(), 0); // still a keep
        QCOMPARE(chance.count(), 0);
        QCOMPARE(bids.count(), 0);
        QCOMPARE(owed.count(), 0);
        QCOMPARE(c.guide()->currentSeat(), 2);
        QCOMPARE(players.count(), 1); // Bo's faction and the current seat
        QCOMPARE(undo.count(), 1);
        QCOMPARE(legalCount.count(), 0); // Cy has three choices too: rows replaced, the count kept
        QCOMPARE(legalReset.count(), 0);
        QCOMPARE(hasGame.count(), 0);
        QCOMPARE(round.count(), 0);
        QCOMPARE(phase.count(), 0);
        QCOMPARE(suspicion.count(), 0);
        QCOMPARE(supply.count(), 0);
        QCOMPARE(locations.count(), 0);
        QCOMPARE(error.count(), 0);
        QCOMPARE(mode.count(), 0);

        // A refused action changes only the error, and the same error twice notifies once.
        QVERIFY(!c.applyAction(u"bid 3"_s));
        QVERIFY(!c.applyAction(u"bid 3"_s));
        QCOMPARE(error.count(), 1);
        QCOMPARE(decision.count(), 1);
        QCOMPARE(players.count(), 1);
        QCOMPARE(undo.count(), 1);

        // The next success clears the error.
        QVERIFY(c.applyAction(u"keep flesh"_s));
        QCOMPARE(error.count(), 2);
        QVERIFY(c.lastError().isEmpty());
    }

    // Nothing changes when an action is refused, and the reason says why.
    void refusedActionChangesNothing_data()
    {
        QTest::addColumn<bool>("table");
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << true << QString();
        QTest::newRow("not an action") << true << u"fly away"_s;
        QTest::newRow("illegal now") << true << u"bid 3"_s;
        QTest::newRow("another player's decision") << true << u"p1 keep bone"_s;
        QTest::newRow("unknown card") << true << u"pick no-such-card"_s;
        QTest::newRow("correction in a digital game") << false << u"p1 adjust etherea +3"_s;
    }

    void refusedActionChangesNothing()
    {
        QFETCH(bool, table);
        QFETCH(QString, text);
        GameController c;
        QVERIFY(c.newGame(3, kNames.mid(0, 3), table, 1, 7));
        QVERIFY(c.applyAction(c.legalActions().constFirst()));
        const QString before = digest(c);
        const int rows = c.log()->rowCount();
        const auto actions = c.game().actions().size();
        const QStringList legal = c.legalActions();

        QVERIFY(!c.applyAction(text));
        QVERIFY(!c.lastError().isEmpty());
        QCOMPARE(digest(c), before);
        QCOMPARE(c.game().actions().size(), actions);
        QCOMPARE(c.log()->rowCount(), rows);
        QCOMPARE(c.legalActions(), legal);
        QVERIFY(c.canUndo());
        QVERIFY(!c.canRedo());
    }

    void legalSequenceMovesTheGameOn()
    {
        GameController c;
        QVERIFY(c.newGame(3, kNames.mid(0, 3), true, 0, 7));
        QSignalSpy round(&c, &GameController::roundChanged);
        QSignalSpy phase(&c, &GameController::phaseNameChanged);
        for (const QString &a : {u"keep bone"_s, u"keep flesh"_s, u"keep spirit"_s})
            QVERIFY2(c.applyAction(a), qPrintable(c.lastError()));
        QCOMPARE(c.round(), 0);
        QVERIFY(c.guide()->chanceDecides()); // table play: the people enter the starting Mourners
        QCOMPARE(c.guide()->currentSeat(), -1);
        for (int i = 0; i < 3; ++i)
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        QCOMPARE(c.round(), 1);
        QCOMPARE(round.count(), 1);
        QCOMPARE(c.phaseName(), u"Etherea distribution"_s);
        QCOMPARE(phase.count(), 1);
        // Each player has a starting Mourner and its figure in the Crypt (R-SETUP-5).
        for (const QVariant &p : c.table()->players()->toList()) {
            QCOMPARE(p.toMap().value(u"mourners"_s).toInt(), 1);
            QCOMPARE(p.toMap().value(u"crypt"_s).toInt(), 1);
        }
        QVERIFY(c.guide()->decisionText().contains(u"dice"_s));
        QVERIFY(c.applyAction(u"dice 7"_s));
        QCOMPARE(c.game().state().decision(), mc::Decision::SetPile);
    }

    void undoRedoRestoreTheState_data()
    {
        QTest::addColumn<bool>("table");
        QTest::newRow("table") << true;
        QTest::newRow("digital") << false;
    }

    void undoRedoRestoreTheState()
    {
        QFETCH(bool, table);
        GameController c;
        QVERIFY(c.newGame(4, kNames, table, 2, 11));
        QStringList digests{digest(c)};
        QList<int> rows{int(c.log()->rowCount())};
        constexpr int kSteps = 30;
        for (int i = 0; i < kSteps; ++i) {
            QVERIFY(playFirst(c, 1));
            digests << digest(c);
            rows << c.log()->rowCount();
            // In digital play chance is drawn at once: a seat always decides next.
            if (!table)
                QVERIFY(!c.game().state().isChance());
        }
        QSignalSpy canRedo(&c, &GameController::canRedoChanged);
        for (int i = kSteps; i > 0; --i) {
            QVERIFY(c.canUndo());
            QVERIFY(c.undo());
            QCOMPARE(digest(c), digests.at(i - 1));
            QCOMPARE(c.log()->rowCount(), rows.at(i - 1));
        }
        QCOMPARE(canRedo.count(), 1);
        QVERIFY(!c.canUndo());
        QVERIFY(!c.undo());
        QVERIFY(c.canRedo());
        for (int i = 1; i <= kSteps; ++i) {
            QVERIFY(c.redo());
            QCOMPARE(digest(c), digests.at(i));
            QCOMPARE(c.log()->rowCount(), rows.at(i));
        }
        QVERIFY(!c.canRedo());
        QVERIFY(!c.redo());

        // A new action after an undo drops the redo list.
        QVERIFY(c.undo());
        QVERIFY(c.canRedo());
        QVERIFY(playFirst(c, 1));
        QVERIFY(!c.canRedo());
    }

    void logRowsFollowActionsAndUndo()
    {
        GameController c;
        QAbstractItemModelTester tester(c.log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(c.log(), &QAbstractItemModel::modelReset);
        QSignalSpy inserted(c.log(), &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(c.log(), &QAbstractItemModel::rowsRemoved);
        QSignalSpy count(c.log(), &GameLog::countChanged);

        QVERIFY(c.newGame(3, kNames.mid(0, 3), true, 0, 7));
        QCOMPARE(reset.count(), 1);
        const int start = c.log()->rowCount();
        QVERIFY(start >= 1);

        QVERIFY(c.applyAction(u"keep spirit"_s));
        QCOMPARE(inserted.count(), 1);
        QVERIFY(c.log()->rowCount() > start);
        const QString last = c.log()->textAt(c.log()->rowCount() - 1);
        QVERIFY2(last.contains(u"Ada"_s) && last.contains(u"Spirit"_s) && last.endsWith(u"[R-SETUP-4]"_s),
                 qPrintable(last));
        const QModelIndex index = c.log()->index(c.log()->rowCount() - 1);
        QCOMPARE(index.data(GameLog::TextRole).toString(), last);
        QCOMPARE(index.data(GameLog::RuleRole).toString(), u"R-SETUP-4"_s);
        QCOMPARE(index.data(GameLog::StepRole).toInt(), 1);
        QCOMPARE(c.log()->roleNames().value(GameLog::TextRole), QByteArray("text"));

        QVERIFY(playFirst(c, 10));
        const int full = c.log()->rowCount();
        QCOMPARE(c.log()->stepCount(), 11);
        QVERIFY(c.undo());
        QCOMPARE(removed.count(), 1);
        QVERIFY(c.log()->rowCount() < full);
        QCOMPARE(c.log()->stepCount(), 10);
        QVERIFY(c.redo());
        QCOMPARE(c.log()->rowCount(), full);
        while (c.undo()) {
        }
        QCOMPARE(c.log()->rowCount(), start);
        QVERIFY(count.count() > 0);
    }

    // Every event type has its own sentence (not the fallback) naming rules data, not indices.
    void everyEventHasASentence()
    {
        const mc::RulesetPtr rules = mc::standardRuleset();
        const EventText text(*rules, kNames, true);
        for (int t = 0; t <= int(mc::EventType::GameOver); ++t) {
            mc::Event e{mc::EventType(t)};
            e.seat = 1;
            e.a = 2;
            e.b = 3;
            e.c = 4;
            e.v = 2;
            e.w = 1;
            e.rule = "R-TEST-1";
            const QString s = text.sentence(e);
            QVERIFY2(!s.isEmpty() && !s.startsWith(u"Event "_s), qPrintable(u"type %1: %2"_s.arg(t).arg(s)));
            QVERIFY2(s.endsWith(u" [R-TEST-1]"_s), qPrintable(s));
            QVERIFY2(!s.contains(u"%1"_s) && !s.contains(u"%2"_s), qPrintable(s));
        }
        mc::Event moved{mc::EventType::FigureMoved};
        moved.seat = 0;
        moved.a = mc::kCrypt;
        moved.b = 4;
        moved.c = mc::MortisKnighthood;
        QCOMPARE(text.sentence(moved), u"Ada's Mortis Knighthood figure moved from the Crypt to 5 Calvum Harrows."_s);
        // Digital play keeps dealt cards hidden in the shared log.
        const EventText hidden(*rules, kNames, false);
        mc::Event dealt{mc::EventType::CardDealt};
        dealt.seat = 0;
        dealt.a = 0;
        dealt.v = 0;
        QVERIFY(!hidden.sentence(dealt).contains(rules->court.at(0).name));
        QVERIFY(text.sentence(dealt).contains(rules->court.at(0).name));
    }

    // R-SUSP-1 / R-THREAT-10: the meter line names the value reached before the marker steps back.
    void meterPastTheTopNamesTheValueReached()
    {
        const mc::RulesetPtr rules = mc::standardRuleset();
        const EventText text(*rules, kNames, true);
        mc::Event meter{mc::EventType::MeterChanged};
        meter.a = std::int8_t(mc::Meter::Threat);
        meter.v = std::int16_t(rules->threatMax);
        meter.w = 2;
        meter.seat = 0;
        mc::Event reached{mc::EventType::ThreatReached};
        reached.seat = 0;
        reached.rule = "R-THREAT-10";
        const mc::Events events{meter, reached};
        QCOMPARE(text.sentence(events, 0), u"Threat reached 10, back to 9 (+2)."_s);
        // Without the consequence that follows, the meter only rose to its top.
        QCOMPARE(text.sentence(mc::Events{meter}, 0), u"Threat rose to 9 (+2)."_s);

        // The app's log says the same, from a correction typed at the table.
        GameController c;
        QVERIFY(c.newGame(2, kNames.mid(0, 2), true, 0, 7));
        QVERIFY2(c.applyAction(u"meter suspicion 13 p1"_s), qPrintable(c.lastError()));
        QStringList rows;
        for (int i = 0; i < c.log()->rowCount(); ++i)
            rows << c.log()->textAt(i);
        QVERIFY2(rows.contains(u"Suspicion reached 13, back to 12 (+13). [R-SUSP-1]"_s), qPrintable(rows.join(u'\n')));
    }

    // A refused correction says why, with the numbers (the same words as mourners-cli).
    void refusedCorrectionSaysWhy()
    {
        GameController c;
        QVERIFY(c.newGame(2, kNames.mid(0, 2), true, 0, 7));
        const QString before = digest(c);
        QVERIFY(!c.applyAction(u"p1 adjust etherea -5"_s));
        QVERIFY2(c.lastError().contains(u"Ada has 2 Etherea; a change of -5 would leave -3 (allowed 0 to 999)"_s),
                 qPrintable(c.lastError()));
        QVERIFY(!c.applyAction(u"p2 adjust unity-supply +999"_s));
        QVERIFY2(c.lastError().contains(u"Unity in the supply is"_s), qPrintable(c.lastError()));
        QCOMPARE(digest(c), before);
    }

    // Typed corrections (what the corrections dialog calls): each builds the same adjustment as its
    // notation, so the state, the log and undo are those of the text path (R-SUSP-1 and R-THREAT-10
    // apply to the meters as for any step).
    void typedCorrectionsMatchTheNotation()
    {
        using Typed = std::function<bool(GameController &)>;
        const QList<QPair<QString, Typed>> steps{
                {u"p1 adjust etherea +3"_s, [](GameController &c) { return c.adjustResource(0, u"etherea"_s, 3); }},
                {u"p2 adjust unity +2"_s, [](GameController &c) { return c.adjustResource(1, u"unity"_s, 2); }},
                {u"p2 adjust unity -1"_s, [](GameController &c) { return c.adjustResource(1, u"unity"_s, -1); }},
                {u"p1 adjust forge +2"_s, [](GameController &c) { return c.adjustResource(0, u"forge"_s, 2); }},
                {u"p2 adjust motive +4"_s, [](GameController &c) { return c.adjustResource(1, u"motive"_s, 4); }},
                {u"p1 figure crypt mk +1"_s, [](GameController &c) { return c.changeFigure(0, 0, u"mk"_s, 1); }},
                {u"p1 move crypt 5 mk"_s, [](GameController &c) { return c.moveFigure(0, 0, 5, u"mk"_s); }},
                {u"p1 move 5 12 mk"_s, [](GameController &c) { return c.moveFigure(0, 5, 12, u"mk"_s); }},
                {u"p1 figure 12 mk -1"_s, [](GameController &c) { return c.changeFigure(0, 12, u"mk"_s, -1); }},
                {u"meter threat 4"_s, [](GameController &c) { return c.setMeter(u"threat"_s, 4, -1); }},
                {u"meter suspicion 13 p2"_s, [](GameController &c) { return c.setMeter(u"suspicion"_s, 13, 1); }},
                {u"holder alltaker p2"_s, [](GameController &c) { return c.setHolder(u"alltaker"_s, 1); }},
                {u"holder dreadsbane p1"_s, [](GameController &c) { return c.setHolder(u"dreadsbane"_s, 0); }},
                {u"holder dreadsbane none"_s, [](GameController &c) { return c.setHolder(u"dreadsbane"_s, -1); }},
                {u"holder malavestros 7"_s, [](GameController &c) { return c.setHolder(u"malavestros"_s, 7); }},
                {u"holder malavestros none"_s, [](GameController &c) { return c.setHolder(u"malavestros"_s, 0); }},
        };
        GameController text;
        GameController typed;
        QVERIFY(text.newGame(2, kNames.mid(0, 2), true, 0, 7));
        QVERIFY(typed.newGame(2, kNames.mid(0, 2), true, 0, 7));
        for (const auto &[notation, apply] : steps) {
            QVERIFY2(text.applyAction(notation), qPrintable(notation + u": "_s + text.lastError()));
            QVERIFY2(apply(typed), qPrintable(notation + u": "_s + typed.lastError()));
            QCOMPARE(digest(typed), digest(text));
            QCOMPARE(typed.log()->textAt(typed.log()->rowCount() - 1), text.log()->textAt(text.log()->rowCount() - 1));
            QCOMPARE(mc::actionToText(typed.game().state(), typed.game().actions().back()), notation);
        }
        QVERIFY(typed.undo()); // a correction is a step like any other
        QVERIFY(text.undo());
        QCOMPARE(digest(typed), digest(text));
    }

    // A typed correction the engine (or the arguments) refuse changes nothing and says why.
    void refusedTypedCorrectionChangesNothing()
    {
        GameController c;
        QVERIFY(c.newGame(2, kNames.mid(0, 2), true, 0, 7));
        const QString before = digest(c);
        const int rows = c.log()->rowCount();
        const QList<std::function<bool()>> refused{
                [&] { return c.adjustResource(0, u"etherea"_s, -5); },     // below 0
                [&] { return c.adjustResource(0, u"gold"_s, 1); },         // no such resource
                [&] { return c.adjustResource(5, u"etherea"_s, 1); },      // no such seat
                [&] { return c.adjustResource(0, u"etherea"_s, 5000); },   // beyond any change
                [&] { return c.moveFigure(0, 0, 5, u"mk"_s); },            // no figure in the Crypt
                [&] { return c.moveFigure(0, 0, 13, u"mk"_s); },           // no location 13
                [&] { return c.moveFigure(0, 0, 5, u"xx"_s); },            // no such guild
                [&] { return c.changeFigure(0, 3, u"mk"_s, 2); },          // one at a time
                [&] { return c.setMeter(u"fear"_s, 3, -1); },              // no such meter
                [&] { return c.setMeter(u"threat"_s, 99, -1); },           // beyond the track
                [&] { return c.setHolder(u"alltaker"_s, 3); },             // no third player
                [&] { return c.setHolder(u"malavestros"_s, 13); },         // no location 13
                [&] { return c.setHolder(u"crown"_s, 0); },                // nothing of that name
        };
        for (int i = 0; i < refused.size(); ++i) {
            c.clearError();
            QVERIFY2(!refused.at(i)(), qPrintable(QString::number(i)));
            QVERIFY2(!c.lastError().isEmpty(), qPrintable(QString::number(i)));
            QCOMPARE(digest(c), before);
            QCOMPARE(c.log()->rowCount(), rows);
        }
        QVERIFY(c.adjustResource(0, u"etherea"_s, -2)); // Ada's 2 Etherea, exactly
        QVERIFY(!c.adjustResource(0, u"etherea"_s, -1));
        QVERIFY2(c.lastError().contains(u"Ada has 0 Etherea"_s), qPrintable(c.lastError()));
        // The dialog's user typed no notation, so the message quotes none ("p1 adjust etherea -1").
        QVERIFY2(c.lastError().startsWith(u"The correction was not applied"_s), qPrintable(c.lastError()));
        QVERIFY2(!c.lastError().contains(u"p1"_s), qPrintable(c.lastError()));
        QVERIFY(!c.moveFigure(0, 0, 5, u"mk"_s));
        QVERIFY2(!c.lastError().contains(u"move crypt"_s), qPrintable(c.lastError()));
        // Typed notation is still quoted back.
        QVERIFY(!c.applyAction(u"p1 adjust etherea -1"_s));
        QVERIFY2(c.lastError().contains(u"p1 adjust etherea -1"_s), qPrintable(c.lastError()));
    }

    // The choice model's rows are the legal actions; apply(row) plays one, and a payload that is no
    // longer legal (a row of an older list) is refused with a reason, changing nothing.
    void choiceRowsApplyAndStaleOnesAreRefused()
    {
        GameController c;
        QVERIFY(c.newGame(3, kNames.mid(0, 3), true, 1, 7));
        ChoiceModel *m = c.guide()->choiceModel();
        QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m->count(), 3);
        QStringList labels;
        for (const ChoiceRow &r : m->rows()) {
            labels << r.label;
            QCOMPARE(r.seat, 1); // Bo keeps a motive (R-SETUP-4)
            QCOMPARE(r.kind, u"choice"_s);
        }
        QCOMPARE(labels.size(), 3);
        const quint64 stale = m->rows().at(0).payload;
        QVERIFY2(m->apply(0), qPrintable(c.lastError()));
        QCOMPARE(c.guide()->currentSeat(), 2);
        const QString before = digest(c);
        const int rows = c.log()->rowCount();
        QVERIFY(!c.applyChoice(stale)); // Bo's choice, Cy decides now
        QVERIFY(!c.lastError().isEmpty());
        QCOMPARE(digest(c), before);
        QCOMPARE(c.log()->rowCount(), rows);
        QVERIFY(!m->apply(m->count())); // no such row
        QCOMPARE(digest(c), before);
        QVERIFY(c.undo());
        QCOMPARE(c.guide()->currentSeat(), 1);
        QVERIFY(c.applyChoice(stale)); // legal again after the undo
    }

    void saveAndLoadRoundTrip_data()
    {
        QTest::addColumn<bool>("table");
        QTest::newRow("table") << true;
        QTest::newRow("digital") << false;
    }

    void saveAndLoadRoundTrip()
    {
        QFETCH(bool, table);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"game.json"_s);
        GameController a;
        QVERIFY(a.newGame(3, kNames.mid(0, 3), table, 1, 99));
        QVERIFY(playFirst(a, 25));
        QVERIFY2(a.save(path), qPrintable(a.lastError()));
        QVERIFY(a.lastError().isEmpty());

        GameController b;
        QSignalSpy hasGame(&b, &GameController::hasGameChanged);
        QVERIFY2(b.load(QUrl::fromLocalFile(path).toString()), qPrintable(b.lastError()));
        QCOMPARE(hasGame.count(), 1);
        QCOMPARE(digest(b), digest(a));
        QCOMPARE(b.mode(), a.mode());
        QCOMPARE(b.round(), a.round());
        QCOMPARE(b.phaseName(), a.phaseName());
        QCOMPARE(b.guide()->decisionText(), a.guide()->decisionText());
        QCOMPARE(b.table()->players()->toList(), a.table()->players()->toList());
        QCOMPARE(b.table()->locations()->toList(), a.table()->locations()->toList());
        QCOMPARE(b.legalActions(), a.legalActions());
        QCOMPARE(b.log()->stepCount(), a.log()->stepCount());
        // The rebuilt log says the same as the one written while playing (but its first line).
        QCOMPARE(b.log()->rowCount(), a.log()->rowCount());
        for (int i = 1; i < a.log()->rowCount(); ++i)
            QCOMPARE(b.log()->textAt(i), a.log()->textAt(i));
        // Undo works on the loaded game just as on the original one.
        QVERIFY(a.undo());
        QVERIFY(b.undo());
        QCOMPARE(digest(b), digest(a));
    }

    // A digital save that stops at a chance decision (as `mourners-cli apply --no-auto` writes them):
    // opening it, by hand or through Continue, draws chance as digital play does (Game::playChance), so
    // a person decides next and nobody is offered the draws. Undo takes the draws back with the step
    // before them.
    void digitalSaveStoppedAtChanceResumes_data()
    {
        QTest::addColumn<int>("personActions"); // decisions of players before the save stops at chance
        QTest::addColumn<bool>("viaContinue");
        QTest::newRow("setup, opened") << 1 << false;
        QTest::newRow("setup, continued") << 1 << true;
        QTest::newRow("round 1, opened") << 12 << false;
        QTest::newRow("later, opened") << 60 << false;
        QTest::newRow("later, continued") << 60 << true;
    }

    void digitalSaveStoppedAtChanceResumes()
    {
        QFETCH(int, personActions);
        QFETCH(bool, viaContinue);
        mc::Game g = mc::Game::create(mc::standardRuleset(), 3, 4242, mc::Mode::Digital, 0, kNames.mid(0, 3));
        g.playChance();
        mc::GameState beforeLastPerson;
        int done = 0;
        while (!g.state().isTerminal() && (done < personActions || !g.state().isChance())) {
            const mc::GameState &s = g.state();
            if (s.isChance()) {
                QCOMPARE(g.apply(s.sampleChance()), mc::ApplyError::None);
                continue;
            }
            beforeLastPerson = s;
            QCOMPARE(g.apply(s.legalActions().front()), mc::ApplyError::None);
            ++done;
        }
        QVERIFY(g.state().isChance()); // the save stops at a chance decision
        mc::Game expected = g;
        expected.playChance();
        QVERIFY(!expected.state().isChance());

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"game-20240101-000000.json"_s);
        mc::Problem why;
        QVERIFY2(g.save(path, &why), qPrintable(mc::problemKey(why)));
        GameController c;
        if (viaContinue) {
            c.setAutosaveDirectory(dir.path());
            c.autosave()->waitForScan();
            QVERIFY(c.autosave()->canContinue());
            QVERIFY2(c.continueGame(), qPrintable(c.lastError()));
        } else {
            QVERIFY2(c.load(path), qPrintable(c.lastError()));
        }
        QVERIFY(c.game().state() == expected.state());
        QCOMPARE(c.game().actions().size(), expected.actions().size());
        QVERIFY(!c.guide()->chanceDecides());
        QVERIFY(c.guide()->currentSeat() >= 0 && c.guide()->currentSeat() < 3);
        for (const QString &a : c.legalActions())
            QVERIFY2(!a.startsWith(u"draw"_s) && !a.startsWith(u"dice"_s) && !a.startsWith(u"roll"_s), qPrintable(a));
        // The draws belong to the step of the player's decision before them.
        QVERIFY(c.undo());
        QVERIFY(c.game().state() == beforeLastPerson);
    }

    void damagedFileIsRefusedAndLeftAlone_data()
    {
        QTest::addColumn<QByteArray>("damage"); // what replaces the save's text
        QTest::addColumn<QString>("reason");    // part of the reason given
        QTest::newRow("truncated") << QByteArray("half") << u"JSON"_s;
        QTest::newRow("bad action") << QByteArray("action") << u"Step 1 ("_s;
        QTest::newRow("wrong digest") << QByteArray("digest") << u"does not give the saved end of the game"_s;
        QTest::newRow("missing file") << QByteArray("missing") << u"could not be read"_s;
    }

    void damagedFileIsRefusedAndLeftAlone()
    {
        QFETCH(QByteArray, damage);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"game.json"_s);
        GameController writer;
        QVERIFY(writer.newGame(3, kNames.mid(0, 3), true, 0, 5));
        QVERIFY(playFirst(writer, 8));
        QVERIFY(writer.save(path));
        QByteArray data = readAll(path);
        QVERIFY(!data.isEmpty());
        if (damage == "half") {
            data.truncate(data.size() / 2);
        } else if (damage == "action") {
            const qsizetype at = data.indexOf("\"keep ");
            QVERIFY(at > 0);
            data.replace(at, 6, "\"jump ");
        } else if (damage == "digest") {
            const qsizetype at = data.indexOf("\"digest\": \"");
            QVERIFY(at > 0);
            data[at + 11] = data[at + 11] == '0' ? '1' : '0';
        }
        if (damage == "missing") {
            QVERIFY(QFile::remove(path));
        } else {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            QCOMPARE(f.write(data), data.size());
        }

        GameController c;
        QVERIFY(c.newGame(2, {}, true, 0, 1));
        QVERIFY(playFirst(c, 3));
        const QString before = digest(c);
        const int rows = c.log()->rowCount();
        QVERIFY(!c.load(path));
        QVERIFY2(c.lastError().contains(reason), qPrintable(c.lastError()));
        QCOMPARE(digest(c), before);
        QCOMPARE(c.log()->rowCount(), rows);
        QCOMPARE(c.table()->players()->count(), 2);
        if (damage == "missing")
            QVERIFY(!QFile::exists(path));
        else
            QCOMPARE(readAll(path), data); // byte-identical: never written
    }

    void saveFailureIsReported()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        GameController c;
        QVERIFY(c.newGame(2, {}, true, 0, 1));
        QVERIFY(!c.save(dir.filePath(u"no/such/folder/game.json"_s)));
        QVERIFY2(c.lastError().contains(u"game.json could not be written"_s), qPrintable(c.lastError()));
    }
};

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
