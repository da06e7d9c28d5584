// The table companion: the new-game wizard's setup, autosave / continue / damaged autosave, the board
// settings, the majority model, and a whole round driven through the facade.

#include "boardsettings.h"
#include "gamecontroller.h"
#include "model/mourners/progress.h"
#include "historystore.h"
#include "mournershistory.h"
#include "majoritymodel.h"
#include "model/mourners/ruleset.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

#include "tablesetup.h"

using namespace Qt::StringLiterals;

namespace {

QVariantMap setup(int players, const QString &ruleset = {})
{
    QVariantMap m = mctest::tableSetup(players);
    if (!ruleset.isEmpty())
        m[u"ruleset"_s] = ruleset;
    return m;
}

/// Whether the table is asked for its Wallows cards (R-WAL-1) or its draft (R-DRAFT-1) now.
bool atDeal(const GameController &c)
{
    return c.guide()->decisionKind() == u"deal-wallows"_s || c.guide()->decisionKind() == u"deal-court"_s;
}

/// Every Wallows card dealt this round left unnamed, and the draft done, by choice rows as QML does.
bool dealUnnamed(GameController &c)
{
    while (atDeal(c)) {
        const int row = c.guide()->choiceModel()->firstMatching(u"choice"_s, {{u"v"_s, -1}});
        if (row < 0 || !c.guide()->choiceModel()->apply(row))
            return false;
    }
    return true;
}

/// Applies actions in the notation. The Wallows cards and the draft of a round that the actions pass
/// through are answered "unknown" and "done" on the way (R-WAL-1, R-DRAFT-1), unless an action names them.
bool apply(GameController &c, const QStringList &actions)
{
    for (const QString &a : actions)
        if ((!a.startsWith(u"draw"_s) && atDeal(c) && !dealUnnamed(c)) || !c.applyAction(a)) {
            qWarning("'%s' refused at %s: %s", qPrintable(a), qPrintable(c.guide()->decisionKind()), qPrintable(c.lastError()));
            return false;
        }
    return true;
}

constexpr int kAny = -1000;

/// The first row of the choice model of `type` with `a`, `b` and `value` (each unless kAny).
int rowOf(const GameController &c, mc::ActionType type, int a = kAny, int value = kAny, int b = kAny)
{
    const QList<ChoiceRow> &rows = c.guide()->choiceModel()->rows();
    for (int r = 0; r < rows.size(); ++r) {
        const QVariantMap &x = rows.at(r).extra;
        if (x.value(u"type"_s).toInt() == int(type) && (a == kAny || x.value(u"a"_s).toInt() == a)
            && (b == kAny || x.value(u"b"_s).toInt() == b) && (value == kAny || rows.at(r).value == value))
            return r;
    }
    return -1;
}

/// Applies the row rowOf() finds, as QML does: by its index, never by text.
bool choose(GameController &c, mc::ActionType type, int a = kAny, int value = kAny, int b = kAny)
{
    const int row = rowOf(c, type, a, value, b);
    if (row < 0) {
        qWarning("no row of type %d (a %d, value %d) at %s", int(type), a, value, qPrintable(c.guide()->decisionKind()));
        return false;
    }
    if (!c.guide()->choiceModel()->apply(row)) {
        qWarning("row %d refused at %s: %s", row, qPrintable(c.guide()->decisionKind()), qPrintable(c.lastError()));
        return false;
    }
    return true;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestTableCompanion : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<HistoryStore> m_history; // the app's history file (test mode)

    GameController *controller(QObject *parent, const QString &sub = u"autosave"_s)
    {
        auto *c = new GameController(parent);
        c->ending()->setStore(m_history.get());
        c->setAutosaveDirectory(m_dir.filePath(sub));
        c->autosave()->waitForScan();
        return c;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_history = std::make_unique<HistoryStore>(HistoryStore::defaultPath());
    }

    // R-SETUP-2/4/5: the wizard's factions and starting Mourners are engine actions; the table then
    // starts with the dice, and the Court and Wallows deals happen by themselves later.
    void wizardSetsUpTheTable()
    {
        QObject owner;
        GameController *c = controller(&owner, u"wizard"_s);
        QVariantMap s = setup(3);
        s[u"mourners"_s] = QVariantList{mctest::mournerCard(u"keeper-osrik"_s), mctest::unknownMourner(u"sc"_s),
                                        mctest::unknownMourner(u"do"_s)};
        s[u"oldest"_s] = 1;
        QVERIFY2(c->newTableGame(s), qPrintable(c->lastError()));
        QCOMPARE(c->guide()->decisionKind(), u"dice"_s);
        QCOMPARE(c->round(), 1);
        QVERIFY(!c->canUndo()); // the setup is the opening
        const QVariantMap ada = c->table()->players()->toList().at(0).toMap();
        QCOMPARE(ada.value(u"faction"_s).toString(), u"Bone"_s);
        QCOMPARE(ada.value(u"color"_s).toString(), u"#c62828"_s);
        QCOMPARE(ada.value(u"mournerList"_s).toList().at(0).toMap().value(u"name"_s).toString(), u"Keeper Osrik"_s);
        QVERIFY(c->table()->players()->toList().at(1).toMap().value(u"isAlltaker"_s).toBool());
        QCOMPARE(c->table()->players()->toList().at(1).toMap().value(u"guildFigures"_s).toList().at(mc::ShroudrieviesCoven).toInt(), 1);
    }

    // The wizard hands over the board as BoardSettings keeps its values (typed, not ruleset text): a
    // value changed there is the game's (D-COST), and a board that is not valid starts no game.
    void wizardTakesTheBoardsValues()
    {
        QObject owner;
        GameController *c = controller(&owner, u"board"_s);
        QVariantMap s = setup(2);
        QVariantMap board = BoardSettings(m_dir.filePath(u"config/standard-board.json"_s)).values();
        board[u"costFigure"_s] = 4;
        s[u"board"_s] = board;
        QVERIFY2(c->newTableGame(s), qPrintable(c->lastError()));
        QCOMPARE(int(c->game().state().rules().costFigure), 4);
        board[u"threatLimit"_s] = u"7,7,6"_s;
        s[u"board"_s] = board;
        QVERIFY(!c->newTableGame(s));
        QVERIFY(!c->lastError().isEmpty());
        QCOMPARE(int(c->game().state().rules().costFigure), 4); // the running game is kept
    }

    void wizardRefusesBadSetups_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("no faction") << u"factions"_s << QVariant(QStringList{u"bone"_s, u""_s});
        QTest::newRow("mourner of another faction")
                << u"mourners"_s
                << QVariant(QVariantList{mctest::unknownMourner(u"mk"_s), mctest::mournerCard(u"keeper-osrik"_s)});
        QTest::newRow("guild of another faction")
                << u"mourners"_s
                << QVariant(QVariantList{mctest::unknownMourner(u"gc"_s), mctest::unknownMourner(u"cs"_s)});
        QTest::newRow("same card twice") << u"mourners"_s << QVariant(mctest::mournerCards({u"keeper-osrik"_s, u"keeper-osrik"_s}));
        // The form hands over maps: a card id as text (as the form once did for a printed card) is not
        // read as a card, nor is the old "unknown:GUILD" text.
        QTest::newRow("card as text") << u"mourners"_s << QVariant(QStringList{u"keeper-osrik"_s, u"keeper-osrik"_s});
        QTest::newRow("guild as text") << u"mourners"_s << QVariant(QStringList{u"unknown:mk"_s, u"unknown:cs"_s});
        QTest::newRow("bad board") << u"ruleset"_s << QVariant(u"{\"format\": 1}"_s);
    }

    void wizardRefusesBadSetups()
    {
        QFETCH(QString, key);
        QFETCH(QVariant, value);
        QObject owner;
        GameController *c = controller(&owner, u"refused"_s);
        QVariantMap s = setup(2);
        s[key] = value;
        if (key == u"mourners"_s && value.toList().at(0).toMap().value(u"card"_s) == u"keeper-osrik"_s)
            s[u"factions"_s] = QStringList{u"bone"_s, u"bone"_s};
        QSignalSpy hasGame(c, &GameController::hasGameChanged);
        QVERIFY(!c->newTableGame(s));
        QVERIFY(!c->lastError().isEmpty());
        QCOMPARE(hasGame.count(), 0);
    }

    // A whole round through the facade, from the distribution to the clean-up (R-DIST, R-ACT, R-DREAD,
    // R-TITHE, R-MAJ, R-CLEAN).
    void scriptedRound()
    {
        QObject owner;
        GameController *c = controller(&owner, u"round"_s);
        QAbstractItemModelTester logTester(c->log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester majTester(c->guide()->majorities(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(c->newTableGame(setup(3)));
        // R-DIST-1..4: Ada (first player) rolled 12 and made piles 5, 4, 2 and 1 (the rest).
        QVERIFY(apply(*c, {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"pick-pile"_s);
        QCOMPARE(c->guide()->currentName(), u"Bo"_s); // left of the first player
        QVERIFY(apply(*c, {u"take 1"_s, u"influence bone flesh"_s, u"take 2"_s}));
        // R-WAL-1: each player's face-up Wallows card, from Ada; then the draft (R-DRAFT-1): next is Ada's turn.
        QCOMPARE(c->guide()->decisionKind(), u"deal-wallows"_s);
        QVERIFY(dealUnnamed(*c));
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        QCOMPARE(c->guide()->currentName(), u"Ada"_s);
        QCOMPARE(c->table()->forge(), 3); // piles 3 (2) and 4 (1) went to the Dirth Forge
        const QVariantMap bo = c->table()->players()->toList().at(1).toMap();
        QCOMPARE(bo.value(u"etherea"_s).toInt(), 2 + 5);
        const QVariantMap cy = c->table()->players()->toList().at(2).toMap();
        QCOMPARE(cy.value(u"bone"_s).toInt(), 1);
        QCOMPARE(cy.value(u"flesh"_s).toInt(), 1);
        QVERIFY(c->guide()->choiceModel()->count() > 0);
        QCOMPARE(c->guide()->choiceModel()->rows().constLast().group, u"pass"_s);

        // R-ACT: Ada recruits, Bo recruits, then everyone passes; undo and redo one step on the way.
        QVERIFY(apply(*c, {u"recruit mk"_s}));
        QVERIFY(c->undo());
        QVERIFY(c->redo());
        QVERIFY(apply(*c, {u"recruit cs"_s, u"pass"_s, u"pass"_s, u"pass"_s})); // R-ACT-2: all passed in a row
        // R-DREAD: nothing is over-crowded; the tithe: 2 owed at suspicion 0, the Forge pays it all, and the
        // players still bid (R-TITHE-2): one Etherea each, a tie for the top, so each gains 1 Unity (R-TITHE-4).
        QCOMPARE(c->guide()->decisionKind(), u"bid"_s);
        while (c->guide()->decisionKind() == u"bid"_s)
            QVERIFY(apply(*c, {u"bid 1"_s}));
        // R-MAJ-1: no figure on the board, so no location; Ada's two Mortis Knighthood figures win its bonus.
        QCOMPARE(c->guide()->decisionKind(), u"guild-action"_s);
        QCOMPARE(c->guide()->currentName(), u"Ada"_s);
        QCOMPARE(c->phaseName(), u"Resolve locations and guilds"_s);
        QVERIFY(c->guide()->majorities()->currentRow() >= 0);
        // R-MAJ: only Crypts hold figures, so only guild bonuses are offered; all skipped.
        QSignalSpy majChanged(c->guide()->majorities(), &QAbstractItemModel::dataChanged);
        while (c->guide()->decisionKind() == u"location-action"_s || c->guide()->decisionKind() == u"guild-action"_s
               || c->guide()->decisionKind() == u"alltaker-tie"_s)
            QVERIFY(apply(*c, {c->guide()->decisionKind() == u"alltaker-tie"_s ? u"tie no"_s : u"skip"_s}));
        QVERIFY(majChanged.count() > 0);
        // R-CLEAN-1 at clean-up: the table is asked about the end-of-round Mourners in play, then
        // R-WAL-1: the table says whether each objective was completed.
        QCOMPARE(c->guide()->decisionKind(), u"end-of-round"_s);
        QVERIFY(c->guide()->decisionText().contains(u"end-of-round"_s));
        while (c->guide()->decisionKind() == u"end-of-round"_s)
            QVERIFY(apply(*c, {u"end-of-round no"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"wallows-result"_s);
        QVERIFY(apply(*c, {u"wallows unknown done"_s, u"wallows unknown failed"_s, u"wallows unknown done"_s}));
        QCOMPARE(c->round(), 2);
        QCOMPARE(c->guide()->decisionKind(), u"dice"_s);
        QVERIFY(c->guide()->guideText().contains(u"Bo"_s) || c->guide()->guideText().contains(u"Ada"_s));
        const QVariantMap ada = c->table()->players()->toList().at(0).toMap();
        QCOMPARE(ada.value(u"etherea"_s).toInt(), 2 + 4 - 3 - 1); // pile 2, one recruit (D-COST), a bid of 1
        QCOMPARE(ada.value(u"unity"_s).toInt(), 1);                 // R-TITHE-4: tied for the top
        QCOMPARE(c->table()->forge(), 0); // D-FORGE: spent at the tithe, which it covered
        QCOMPARE(c->table()->players()->toList().at(0).toMap().value(u"guildFigures"_s).toList().at(mc::MortisKnighthood).toInt(), 2);
    }

    // The same round as scriptedRound() played the way the screens play it: only choiceModel rows
    // (apply(row)) and typed corrections, no action text. It ends in the same state with the same log
    // as the round typed in the notation (R-DIST, R-ACT, R-TITHE-2, R-MAJ, R-CLEAN-1, R-WAL-1).
    void typedRoundMatchesTheTypedNotation()
    {
        using T = mc::ActionType;
        QObject owner;
        GameController *typed = controller(&owner, u"typed-round"_s);
        GameController *text = controller(&owner, u"text-round"_s);
        QAbstractItemModelTester choiceTester(typed->guide()->choiceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(typed->newTableGame(setup(3)));
        QVERIFY(text->newTableGame(setup(3)));

        // R-DIST-1..4
        QVERIFY(choose(*typed, T::Dice, kAny, 12));
        QVERIFY(choose(*typed, T::SetPile, kAny, 5));
        QVERIFY(choose(*typed, T::SetPile, kAny, 4));
        QVERIFY(choose(*typed, T::SetPile, kAny, 2));
        QVERIFY(choose(*typed, T::TakePile, 0));
        QVERIFY(choose(*typed, T::TakeInfluence, 0, kAny, 1)); // bone and flesh
        QVERIFY(choose(*typed, T::TakePile, 1));
        QVERIFY(apply(*text, {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s,
                              u"influence bone flesh"_s, u"take 2"_s, u"draw unknown"_s, u"draw unknown"_s,
                              u"draw unknown"_s, u"draw unknown"_s}));
        QVERIFY(dealUnnamed(*typed));
        QCOMPARE(typed->guide()->decisionKind(), u"turn"_s);

        // R-ACT: recruits, a correction (a card the app does not know gave Bo 2 Etherea), and passes.
        QVERIFY(choose(*typed, T::Recruit, mc::MortisKnighthood));
        QCOMPARE(typed->guide()->choiceModel()->rows().at(rowOf(*typed, T::Recruit, mc::ConclaveOfShadows)).group, u"recruit"_s);
        QVERIFY(choose(*typed, T::Recruit, mc::ConclaveOfShadows));
        QVERIFY(typed->adjustResource(1, u"etherea"_s, 2));
        QVERIFY(typed->changeFigure(2, 0, u"gc"_s, 1));
        QVERIFY(typed->moveFigure(2, 0, 3, u"gc"_s));
        QVERIFY(apply(*text, {u"recruit mk"_s, u"recruit cs"_s, u"p2 adjust etherea +2"_s, u"p3 figure crypt gc +1"_s,
                              u"p3 move crypt 3 gc"_s}));
        QCOMPARE(mc::stateDigest(typed->game().state()), mc::stateDigest(text->game().state()));
        while (typed->guide()->decisionKind() == u"turn"_s)
            QVERIFY(typed->guide()->choiceModel()->apply(typed->guide()->choiceModel()->firstIn(u"pass"_s)));
        QVERIFY(apply(*text, {u"pass"_s, u"pass"_s, u"pass"_s}));

        // R-TITHE-2: the bid rows are the engine's legal amounts, 0 to the bidder's Etherea (D-BID).
        QCOMPARE(typed->guide()->decisionKind(), u"bid"_s);
        QStringList bids;
        while (typed->guide()->decisionKind() == u"bid"_s) {
            const int seat = typed->guide()->currentSeat();
            const QVariantMap bid = typed->guide()->choiceModel()->groups().value(u"bid"_s).toMap();
            QCOMPARE(bid.value(u"minValue"_s).toInt(), 0);
            QCOMPARE(bid.value(u"maxValue"_s).toInt(), typed->table()->players()->toList().at(seat).toMap().value(u"etherea"_s).toInt());
            QCOMPARE(bid.value(u"count"_s).toInt(), bid.value(u"maxValue"_s).toInt() + 1);
            QVERIFY(typed->guide()->choiceModel()->apply(typed->guide()->choiceModel()->rowWithValue(u"bid"_s, 1)));
            bids << u"bid 1"_s;
        }
        QVERIFY(apply(*text, bids));

        // R-MAJ: every bonus skipped; R-CLEAN-1 / R-WAL-1 answered from the rows.
        while (typed->guide()->decisionKind() == u"location-action"_s || typed->guide()->decisionKind() == u"guild-action"_s
               || typed->guide()->decisionKind() == u"alltaker-tie"_s) {
            const bool tie = typed->guide()->decisionKind() == u"alltaker-tie"_s;
            QVERIFY(tie ? choose(*typed, T::Tie, 0) : typed->guide()->choiceModel()->apply(typed->guide()->choiceModel()->firstIn(u"skip"_s)));
            QVERIFY(apply(*text, {tie ? u"tie no"_s : u"skip"_s}));
        }
        QCOMPARE(typed->guide()->decisionKind(), u"end-of-round"_s);
        while (typed->guide()->decisionKind() == u"end-of-round"_s) {
            QVERIFY(choose(*typed, T::EndOfRound, 0));
            QVERIFY(apply(*text, {u"end-of-round no"_s}));
        }
        QCOMPARE(typed->guide()->decisionKind(), u"wallows-result"_s);
        QVERIFY(choose(*typed, T::WallowsResult, 1));
        QVERIFY(choose(*typed, T::WallowsResult, 0));
        QVERIFY(choose(*typed, T::WallowsResult, 1));
        QVERIFY(apply(*text, {u"wallows unknown done"_s, u"wallows unknown failed"_s, u"wallows unknown done"_s}));
        // A meter and a holder corrected between rounds.
        QVERIFY(typed->setMeter(u"threat"_s, 3, 0));
        QVERIFY(typed->setHolder(u"dreadsbane"_s, 2));
        QVERIFY(apply(*text, {u"meter threat 3 p1"_s, u"holder dreadsbane p3"_s}));

        QCOMPARE(typed->round(), 2);
        QCOMPARE(typed->guide()->decisionKind(), u"dice"_s);
        QCOMPARE(mc::stateDigest(typed->game().state()), mc::stateDigest(text->game().state()));
        QCOMPARE(typed->log()->rowCount(), text->log()->rowCount());
        for (int i = 0; i < typed->log()->rowCount(); ++i)
            QCOMPARE(typed->log()->textAt(i), text->log()->textAt(i));
        QCOMPARE(typed->canUndo(), true);
    }

    // R-TITHE-2: when the Dirth Forge pays the whole tithe the players still bid; the screen says why
    // (R-TITHE-3/4 still reward and punish) instead of asking for a bid while "0 Etherea are owed".
    void titheCoveredByTheForgeStillAsksForBids()
    {
        QObject owner;
        GameController *c = controller(&owner, u"forge-tithe"_s);
        QVERIFY(c->newTableGame(setup(3)));
        // Piles 5, 4, 2, 1: two players take piles, one takes Influence; 3 Etherea go to the Forge (tithe 2).
        QVERIFY(apply(*c, {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s, u"influence bone flesh"_s,
                           u"take 2"_s, u"pass"_s, u"pass"_s, u"pass"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"bid"_s);
        QCOMPARE(c->guide()->titheStillOwed(), 0);
        QVERIFY2(c->guide()->decisionText().contains(u"Dirth Forge has already paid"_s), qPrintable(c->guide()->decisionText()));
        QVERIFY2(!c->guide()->decisionText().contains(u"0 Etherea"_s), qPrintable(c->guide()->decisionText()));
        // The guide gives the stakes from the ruleset (R-TITHE-3: 3 Unity to the single highest bid).
        QVERIFY2(c->guide()->guideText().contains(u"still count"_s) && c->guide()->guideText().contains(u"alone +3 Unity"_s),
                 qPrintable(c->guide()->guideText()));
        QVERIFY(apply(*c, {u"bid 1"_s, u"bid 2"_s, u"bid 0"_s}));
        // The summary says what was owed, that the Forge paid it, and what was bid (not "3 bid for 0 owed").
        const QString summary = c->guide()->titheReveal().value(u"summary"_s).toString();
        QVERIFY2(summary.startsWith(u"Owed: 2 Etherea, all paid by the Dirth Forge. Bid: 3 in all"_s), qPrintable(summary));
        // The reveal lists what the tithe did; the majority counts that follow belong to the "why" panel.
        const QStringList lines = c->guide()->titheReveal().value(u"lines"_s).toStringList();
        QVERIFY(!lines.isEmpty());
        QVERIFY2(lines.filter(u"figures for"_s).isEmpty(), qPrintable(lines.join(u'\n')));
    }

    // R-CLEAN-1, D-MOURNER-ABILITY at a table: the end-of-round question names the player and their unnamed
    // card's guild, tells how to enter its effect, and the log says what the table answered.
    void endOfRoundQuestionNamesPlayerAndCard()
    {
        QObject owner;
        GameController *c = controller(&owner, u"end-of-round"_s);
        QVERIFY(c->newTableGame(setup(3)));
        QVERIFY(apply(*c, {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s, u"take 3"_s,
                           u"pass"_s, u"pass"_s, u"pass"_s}));
        while (c->guide()->decisionKind() == u"bid"_s)
            QVERIFY(apply(*c, {u"bid 0"_s}));
        for (int guard = 0; guard < 40 && c->guide()->decisionKind() != u"end-of-round"_s; ++guard)
            QVERIFY(apply(*c, {c->guide()->decisionKind() == u"alltaker-tie"_s ? u"tie no"_s : c->legalActions().value(0)}));
        QCOMPARE(c->guide()->decisionKind(), u"end-of-round"_s);
        QCOMPARE(c->guide()->currentName(), u"Ada"_s); // the first player first
        QCOMPARE(c->guide()->decisionText(),
                 u"Clean-up: does an end-of-round ability of Ada's unnamed Mourner (Mortis Knighthood) apply this round?"_s);
        QVERIFY2(c->guide()->guideText() != c->guide()->decisionText() && c->guide()->guideText().contains(u"Adjust…"_s)
                         && c->guide()->guideText().contains(u"Ada's Mourner (Mortis Knighthood)"_s),
                 qPrintable(c->guide()->guideText()));
        QStringList labels;
        for (const ChoiceRow &r : c->guide()->choiceModel()->rows())
            labels << r.label;
        QCOMPARE(labels, (QStringList{u"No effect this round"_s, u"Yes, it applies"_s}));
        QVERIFY(apply(*c, {u"end-of-round yes"_s}));
        const QString said = c->log()->textAt(c->log()->rowCount() - 1);
        QVERIFY2(said.contains(u"Ada's unnamed Mourner (Mortis Knighthood) used its end-of-round ability"_s), qPrintable(said));
        QCOMPARE(c->guide()->currentName(), u"Bo"_s);
        QVERIFY(apply(*c, {u"end-of-round no"_s, u"end-of-round no"_s}));
        QVERIFY(c->log()->textAt(c->log()->rowCount() - 1).contains(u"had no end-of-round effect"_s));
        // R-WAL-1: an unnamed Wallows card reads as the player's objective, not "the card an unknown card".
        QCOMPARE(c->guide()->decisionKind(), u"wallows-result"_s);
        QVERIFY(apply(*c, {u"wallows unknown done"_s}));
        QVERIFY2(c->log()->textAt(c->log()->rowCount() - 1).startsWith(u"Ada completed their Wallows objective."_s),
                 qPrintable(c->log()->textAt(c->log()->rowCount() - 1)));
    }

    // R-WAL-1, R-CLEAN-1 at a table: every player's Wallows card, end-of-round ability and Wallows objective
    // are asked on one screen each, in the engine's order, and applied as one step: the log names each
    // answer, undo and redo take the whole screen's answers, a reload keeps them together, and one answer
    // can still be corrected in the past.
    void tableQuestionsAreAnsweredAsOneStep()
    {
        QObject owner;
        GameController *c = controller(&owner, u"questions"_s);
        TableQuestions *q = c->questions();
        QVERIFY(c->newTableGame(setup(3)));
        QVERIFY(q->kind().isEmpty());
        QVERIFY(apply(*c, {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s, u"take 3"_s}));

        // The deal: a row per player in the order they are dealt; a tapped card is the first row's.
        QCOMPARE(q->kind(), u"deal-wallows"_s);
        const auto names = [q] {
            QStringList out;
            for (const QVariant &row : q->rows())
                out << row.toMap().value(u"name"_s).toString();
            return out;
        };
        QCOMPARE(names(), (QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        QVERIFY(q->cards()->count() > 3);
        const QString firstCard = q->cards()->rows().at(0).label;
        const QString cardName = firstCard.section(u" ("_s, 0, 0); // without "(stand-in)"
        QVERIFY(q->cards()->apply(0));
        QCOMPARE(q->rows().at(0).toMap().value(u"answerText"_s).toString(), firstCard);
        QCOMPARE(q->rows().at(1).toMap().value(u"answer"_s).toInt(), -2);
        // The card given to Ada is not offered to Bo (the engine's legal deals after Ada's).
        for (const ChoiceRow &r : q->cards()->rows())
            QVERIFY(r.label != firstCard);
        QCOMPARE(q->confirmText(), u"Deal: the rest unknown"_s);
        const int stepsBefore = c->log()->stepCount();
        QVERIFY2(q->confirm(), qPrintable(c->lastError()));
        QCOMPARE(c->guide()->decisionKind(), u"deal-court"_s);
        QCOMPARE(c->log()->stepCount(), stepsBefore + 3); // each answer a step of the log
        QString dealt;
        for (int r = std::max(0, c->log()->rowCount() - 6); r < c->log()->rowCount(); ++r)
            dealt += c->log()->textAt(r) + u'\n';
        QVERIFY2(dealt.contains(u"Ada was dealt the Wallows card "_s + cardName) && dealt.contains(u"Bo was dealt a Wallows card"_s)
                         && dealt.contains(u"Cy was dealt a Wallows card"_s),
                 qPrintable(dealt));
        // One undo takes the whole deal back, one redo brings it again.
        QVERIFY(c->undo());
        QCOMPARE(c->guide()->decisionKind(), u"deal-wallows"_s);
        QCOMPARE(c->log()->stepCount(), stepsBefore);
        QCOMPARE(names(), (QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        QVERIFY(c->redo());
        QCOMPARE(c->guide()->decisionKind(), u"deal-court"_s);
        QCOMPARE(c->log()->stepCount(), stepsBefore + 3);
        QVERIFY(!c->canRedo());

        QVERIFY(apply(*c, {u"pass"_s, u"pass"_s, u"pass"_s}));
        while (c->guide()->decisionKind() == u"bid"_s)
            QVERIFY(apply(*c, {u"bid 0"_s}));
        for (int guard = 0; guard < 40 && c->guide()->decisionKind() != u"end-of-round"_s; ++guard)
            QVERIFY(apply(*c, {c->guide()->decisionKind() == u"alltaker-tie"_s ? u"tie no"_s : c->legalActions().value(0)}));

        // R-CLEAN-1 and R-WAL-1: every unnamed Mourner, then every Wallows card, on one screen; No unless
        // tapped (or counted as met by the app); Ada's named card is told by name.
        QCOMPARE(q->kind(), u"end-of-round"_s);
        QCOMPARE(q->title(), u"Clean-up: end-of-round abilities and Wallows objectives"_s);
        QCOMPARE(names(), (QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        QCOMPARE(q->rows().at(0).toMap().value(u"subject"_s).toString(), u"unnamed Mourner (Mortis Knighthood)"_s);
        QCOMPARE(q->rows().at(3).toMap().value(u"subject"_s).toString(), u"Wallows: "_s + cardName);
        QCOMPARE(q->rows().at(4).toMap().value(u"subject"_s).toString(), u"Wallows objective"_s);
        q->setAnswer(1, 1);
        QCOMPARE(q->rows().at(1).toMap().value(u"answer"_s).toInt(), 1);
        QCOMPARE(q->rows().at(0).toMap().value(u"answer"_s).toInt(), 0);
        q->setAnswer(4, 0);
        q->setAnswer(3, 1);
        const int resultSteps = c->log()->stepCount();
        QVERIFY2(q->confirm(), qPrintable(c->lastError()));
        QString said;
        for (int r = std::max(0, c->log()->rowCount() - 12); r < c->log()->rowCount(); ++r)
            said += c->log()->textAt(r) + u'\n';
        QVERIFY2(said.contains(u"Ada's unnamed Mourner (Mortis Knighthood) had no end-of-round effect"_s)
                         && said.contains(u"Bo's unnamed Mourner (Conclave of Shadows) used its end-of-round ability"_s)
                         && said.contains(u"Cy's unnamed Mourner (Gravedancer's Circle) had no end-of-round effect"_s)
                         && said.contains(u"Ada completed"_s),
                 qPrintable(said));
        QVERIFY(q->kind().isEmpty());
        QCOMPARE(c->round(), 2);
        QCOMPARE(c->log()->stepCount(), resultSteps + 6);
        const QString done = mc::stateDigest(c->game().state());

        // The autosave reloads to the same state, with the three answers still one undo.
        GameController *again = controller(&owner, u"questions-reloaded"_s);
        const QString file = m_dir.filePath(u"questions.json"_s);
        QVERIFY(c->save(file));
        QVERIFY2(again->load(file), qPrintable(again->lastError()));
        QCOMPARE(mc::stateDigest(again->game().state()), done);
        QVERIFY(again->undo());
        QCOMPARE(again->questions()->kind(), u"end-of-round"_s);
        QCOMPARE(again->questions()->rows().size(), 6);

        // Bo's Wallows answer, the fifth of the screen, corrected in the past: Bo did complete the card.
        const int boStep = resultSteps + 5;
        const int index = c->stepActionIndex(boStep);
        QVERIFY(index >= 0);
        QCOMPARE(int(c->game().actions()[std::size_t(index)].seat), 1);
        QCOMPARE(int(c->game().actions()[std::size_t(index)].a), 0);
        mc::Action completed = c->game().actions()[std::size_t(index)];
        completed.a = 1;
        QVERIFY2(c->correctPast(std::size_t(index), completed), qPrintable(c->lastError()));
        QCOMPARE(int(c->game().actions()[std::size_t(index)].a), 1);
        QCOMPARE(c->round(), 2);
        // Undo takes the correction back whole, then the screen's three answers together.
        QVERIFY(c->undo());
        QCOMPARE(mc::stateDigest(c->game().state()), done);
        QVERIFY(c->undo());
        QCOMPARE(q->kind(), u"end-of-round"_s);
        QCOMPARE(q->rows().size(), 6);
    }

    // The screen turns to the table's questions, and from them to the next decision, in one step: when
    // the guide says the new kind of decision, the questions are there already (coming) or still there
    // (going), so the screen never shows the plain list of the question's decision in between.
    void questionsComeBeforeTheirDecisionAndGoAfter()
    {
        QObject owner;
        GameController *c = controller(&owner, u"questions-order"_s);
        TableQuestions *q = c->questions();
        QVERIFY(c->newTableGame(setup(3)));
        QVERIFY(apply(*c, {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s}));
        QStringList seen; // the guide's kind of decision and the questions' kind when the guide's changed
        connect(c->guide(), &Guide::decisionKindChanged, &owner,
                [&] { seen << c->guide()->decisionKind() + u'/' + q->kind(); });
        QVERIFY(apply(*c, {u"take 3"_s}));
        QCOMPARE(seen, QStringList{u"deal-wallows/deal-wallows"_s});
        QVERIFY(q->cards()->apply(0));
        QVERIFY2(q->confirm(), qPrintable(c->lastError()));
        QCOMPARE(seen, (QStringList{u"deal-wallows/deal-wallows"_s, u"deal-court/deal-wallows"_s}));
        QVERIFY(q->kind().isEmpty());
    }

    // R-WAL-1 at a table: the clean-up screen starts at Yes for an objective the app counts as met (a
    // named card whose amount the player has), at No for one it cannot know (an unnamed card).
    void wallowsMetIsPreset_R_WAL_1()
    {
        QObject owner;
        GameController *c = controller(&owner, u"wallows-preset"_s);
        TableQuestions *q = c->questions();
        QVERIFY(c->newTableGame(setup(3)));
        QVERIFY(apply(*c, {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s, u"take 3"_s}));
        QCOMPARE(q->kind(), u"deal-wallows"_s);
        // Ada gets a card asking for an amount of Etherea; Bo and Cy unknown cards.
        const mc::Ruleset &rules = c->game().state().rules();
        int row = -1;
        int need = 0;
        int card = -1;
        for (int i = 0; i < q->cards()->count() && row < 0; ++i) {
            const QString label = q->cards()->rows().at(i).label;
            for (int w = 0; w < int(rules.wallows.size()) && row < 0; ++w)
                if (const mc::WallowsCard &wc = rules.wallows[std::size_t(w)];
                    wc.objective.kind == mc::ConditionKind::EthereaAtLeast && label.startsWith(wc.name + u" ("_s)) {
                    row = i;
                    need = wc.objective.n;
                    card = w;
                }
        }
        QVERIFY2(row >= 0, "no Wallows card asking for Etherea");
        QVERIFY(q->cards()->apply(row));
        QVERIFY2(q->confirm(), qPrintable(c->lastError()));
        QVERIFY(apply(*c, {u"pass"_s, u"pass"_s, u"pass"_s}));
        while (c->guide()->decisionKind() == u"bid"_s)
            QVERIFY(apply(*c, {u"bid 0"_s}));
        for (int guard = 0; guard < 40 && q->kind() != u"end-of-round"_s && q->kind() != u"wallows-result"_s; ++guard)
            QVERIFY(apply(*c, {c->guide()->decisionKind() == u"alltaker-tie"_s ? u"tie no"_s : c->legalActions().value(0)}));
        // Clean-up: the three end-of-round abilities (No), then the Wallows objectives, on one screen.
        QCOMPARE(q->kind(), u"end-of-round"_s);
        QCOMPARE(q->rows().size(), 6);
        const int ada = 3;
        const int bo = 4;
        const int has = c->game().state().player[0].etherea;
        const bool metByEtherea = has >= need;
        QCOMPARE(q->rows().at(ada).toMap().value(u"answer"_s).toInt(), mc::wallowsCompleted(c->game().state(), 0, card) ? 1 : 0);
        QCOMPARE(q->rows().at(bo).toMap().value(u"answer"_s).toInt(), 0); // Bo's card is not known
        // Ada given the Etherea her card asks for: the screen now starts at Yes for her.
        if (!metByEtherea) {
            QVERIFY2(c->adjustResource(0, u"etherea"_s, need - has), qPrintable(c->lastError()));
            QCOMPARE(q->kind(), u"end-of-round"_s);
        }
        QCOMPARE(q->rows().at(ada).toMap().value(u"answer"_s).toInt(), 1);
        QCOMPARE(q->rows().at(bo).toMap().value(u"answer"_s).toInt(), 0);
        QVERIFY2(q->confirm(), qPrintable(c->lastError()));
        QString said;
        for (int r = std::max(0, c->log()->rowCount() - 14); r < c->log()->rowCount(); ++r)
            said += c->log()->textAt(r) + u'\n';
        QVERIFY2(said.contains(u"Ada completed"_s), qPrintable(said));
    }

    // R-TITHE-2..4: blind bids are hidden until all are in, then revealed with every Unity change.
    void titheRevealExplainsEveryChange()
    {
        QObject owner;
        GameController *c = controller(&owner, u"tithe"_s);
        QVERIFY(c->newTableGame(setup(3)));
        QVERIFY(apply(*c, {u"dice 12"_s, u"pile 4"_s, u"pile 4"_s, u"pile 4"_s, u"take 1"_s, u"take 2"_s, u"take 3"_s}));
        QVERIFY(apply(*c, {u"meter suspicion 8"_s})); // tithe 6; the Forge holds 0
        QVERIFY(apply(*c, {u"pass"_s, u"pass"_s, u"pass"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"bid"_s);
        QCOMPARE(c->guide()->bidsMade(), 0);
        QCOMPARE(c->guide()->titheStillOwed(), 6);
        const int rows = c->log()->rowCount();
        QVERIFY(apply(*c, {u"bid 3"_s}));
        QCOMPARE(c->guide()->bidsMade(), 1);
        QVERIFY(!c->log()->textAt(c->log()->rowCount() - 1).contains(u'3')); // the amount stays hidden
        QVERIFY(c->log()->rowCount() == rows + 1);
        QVERIFY(c->guide()->titheReveal().isEmpty());
        QSignalSpy revealed(c->guide(), &Guide::titheRevealChanged);
        QVERIFY(apply(*c, {u"bid 2"_s, u"bid 1"_s}));
        QCOMPARE(revealed.count(), 1);
        const QVariantMap r = c->guide()->titheReveal();
        QCOMPARE(r.value(u"total"_s).toInt(), 6);
        QVERIFY(r.value(u"met"_s).toBool());
        QCOMPARE(r.value(u"summary"_s).toString(), u"Owed: 6 Etherea. Bid: 6 in all."_s);
        QCOMPARE(r.value(u"bids"_s).toList().size(), 3);
        QCOMPARE(r.value(u"bids"_s).toList().at(0).toMap().value(u"bid"_s).toInt(), 3);
        const QStringList lines = r.value(u"lines"_s).toStringList();
        QVERIFY2(lines.filter(u"Unity"_s).size() == 3, qPrintable(lines.join(u'\n')));
        QCOMPARE(c->table()->players()->toList().at(0).toMap().value(u"unity"_s).toInt(), 3); // R-TITHE-3 top contributor
        QCOMPARE(c->table()->players()->toList().at(1).toMap().value(u"unity"_s).toInt(), 1);
        c->dismissReveal();
        QVERIFY(c->guide()->titheReveal().isEmpty());
    }

    // R-TITHE-2: a game left at the revealed bids, before Continue, shows them again when it is
    // continued (the laptop closed over the reveal); once dismissed, a game continued goes on without them.
    // A meter's notice left on screen comes back the same way (R-SUSP-1).
    void revealAndNoticeShownAgainOnContinue()
    {
        const QString sub = u"reveal-continue"_s;
        QVariantMap first;
        {
            QObject owner;
            GameController *c = controller(&owner, sub);
            QVERIFY(c->newTableGame(setup(3)));
            QVERIFY(apply(*c, {u"dice 12"_s, u"pile 4"_s, u"pile 4"_s, u"pile 4"_s, u"take 1"_s, u"take 2"_s, u"take 3"_s}));
            QVERIFY(apply(*c, {u"meter suspicion 8"_s}));
            QVERIFY(apply(*c, {u"pass"_s, u"pass"_s, u"pass"_s, u"bid 3"_s, u"bid 2"_s, u"bid 1"_s}));
            first = c->guide()->titheReveal();
            QVERIFY(!first.isEmpty());
            c->autosave()->waitForWrites();
        }
        // The game continued by a new controller (the app started again), as the home screen does.
        QObject owner;
        const auto continued = [&]() -> GameController * {
            GameController *c = controller(&owner, sub);
            return c->continueGame() ? c : nullptr;
        };
        GameController *c = continued();
        QVERIFY(c);
        QCOMPARE(c->guide()->titheReveal(), first);
        QCOMPARE(c->guide()->notices()->count(), 0);
        c->dismissReveal();
        c->autosave()->waitForWrites();

        QVERIFY(c = continued());
        QVERIFY(c->guide()->titheReveal().isEmpty());
        // A meter's notice left shown comes back too.
        QVERIFY(apply(*c, {u"p2 adjust unity +5"_s, u"meter suspicion 13 p2"_s}));
        QCOMPARE(c->guide()->notices()->count(), 1);
        c->autosave()->waitForWrites();

        QVERIFY(c = continued());
        QCOMPARE(c->guide()->notices()->count(), 1);
        QVERIFY(c->guide()->titheReveal().isEmpty());
        // An undo takes it away, and the file says so.
        QVERIFY(c->undo());
        QCOMPARE(c->guide()->notices()->count(), 0);
        c->autosave()->waitForWrites();

        QVERIFY(c = continued());
        QCOMPARE(c->guide()->notices()->count(), 0);
    }

    // R-SUSP-1: a meter reaching its top shows what happened to whom and why.
    void meterNoticeSaysWhatHappened()
    {
        QObject owner;
        GameController *c = controller(&owner, u"meter"_s);
        QVERIFY(c->newTableGame(setup(2)));
        QVERIFY(apply(*c, {u"p2 adjust unity +5"_s}));
        QSignalSpy notices(c->guide()->notices(), &RowListModel::rowsChanged);
        QVERIFY(apply(*c, {u"meter suspicion 13 p2"_s}));
        QCOMPARE(notices.count(), 1);
        QCOMPARE(c->guide()->notices()->toList().size(), 1);
        const QVariantMap n = c->guide()->notices()->toList().at(0).toMap();
        QCOMPARE(n.value(u"rule"_s).toString(), u"R-SUSP-1"_s);
        QCOMPARE(n.value(u"who"_s).toString(), u"Bo"_s);
        QVERIFY(n.value(u"text"_s).toString().contains(u"lost 3 Unity"_s));
        QCOMPARE(c->table()->suspicion(), 12);
        QVERIFY(c->undo());
        QVERIFY(c->guide()->notices()->toList().isEmpty());
    }

    void rollForMeAppliesARoll()
    {
        QObject owner;
        GameController *c = controller(&owner, u"roll"_s);
        QVERIFY(c->newTableGame(setup(2)));
        QVERIFY(!c->rollForMe()); // no die to roll at the dice total
        QVERIFY(apply(*c, {u"dice 6"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s, u"meter threat 9"_s}));
        for (int i = 0; i < 4; ++i)
            QVERIFY(apply(*c, {u"p1 figure 3 mk +1"_s}));
        QVERIFY(apply(*c, {u"pass"_s, u"pass"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"crowd-roll"_s);
        QCOMPARE(c->guide()->atRisk()->toList().size(), 4);
        QVERIFY(c->guide()->atRisk()->toList().at(0).toMap().value(u"current"_s).toBool());
        const auto before = c->game().actions().size();
        QVERIFY(c->rollForMe());
        QCOMPARE(c->game().actions().size(), before + 1);
        QCOMPARE(c->game().actions().back().type, mc::ActionType::Roll);
    }

    // Nothing lost: every step is autosaved; a new controller offers to continue it.
    void autosaveAndContinue()
    {
        const QString dir = m_dir.filePath(u"continue"_s);
        QString digest;
        QString file;
        {
            GameController c;
            c.setAutosaveDirectory(dir);
            c.autosave()->waitForScan();
            QVERIFY(!c.autosave()->canContinue());
            QVERIFY(c.newTableGame(setup(3)));
            QVERIFY(apply(c, {u"dice 9"_s, u"pile 3"_s}));
            c.autosave()->waitForWrites(); // written on the autosave's thread
            file = c.autosave()->path();
            QVERIFY(QFile::exists(file));
            QVERIFY(c.autosave()->canContinue());
            digest = mc::stateDigest(c.game().state());
        }
        GameController next;
        QSignalSpy spy(next.autosave(), &Autosave::changed);
        next.setAutosaveDirectory(dir);
        next.autosave()->waitForScan();
        QVERIFY(next.autosave()->canContinue());
        QVERIFY(next.autosave()->continueSummary().contains(u"Ada, Bo, Cy"_s));
        QVERIFY(next.autosave()->problem().isEmpty());
        QVERIFY(next.continueGame());
        QCOMPARE(mc::stateDigest(next.game().state()), digest);
        QCOMPARE(next.autosave()->path(), file);
        QVERIFY(next.canUndo());
        QVERIFY(next.undo()); // the steps survive the reload
        QVERIFY(apply(next, {u"pile 3"_s}));
        next.autosave()->waitForWrites();
        QVERIFY(readAll(file).contains("pile 3"));
    }

    // A damaged autosave is reported with its reason and never written to.
    void damagedAutosaveIsReportedAndKept()
    {
        const QString dir = m_dir.filePath(u"damaged"_s);
        QVERIFY(QDir().mkpath(dir));
        const QString bad = dir + u"/game-broken.json"_s;
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": \"mourners-call-save\", \"actions\": [");
        }
        const QByteArray before = readAll(bad);
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        QVERIFY(!c.autosave()->canContinue());
        QVERIFY(c.autosave()->problem().contains(bad));
        QVERIFY(!c.continueGame());
        QVERIFY(c.newTableGame(setup(2)));
        QVERIFY(apply(c, {u"dice 7"_s}));
        QVERIFY(c.autosave()->path() != bad);
        QCOMPARE(readAll(bad), before);
    }

    void finishedGameIsNotOfferedAndRecorded()
    {
        QObject owner;
        GameController *c = controller(&owner, u"finished"_s);
        QVERIFY(c->newTableGame(setup(2)));
        QVERIFY(apply(*c, {u"p1 adjust unity-supply -25"_s}));
        for (int i = 0; i < 200 && !c->gameOver(); ++i) {
            const QString kind = c->guide()->decisionKind();
            const QString a = kind == u"turn"_s ? u"pass"_s : c->legalActions().value(0);
            QVERIFY2(c->applyAction(a), qPrintable(c->lastError()));
        }
        QVERIFY(c->gameOver());
        QVERIFY(!c->autosave()->canContinue());
        QVERIFY(apply(*c, {u"p1 adjust motive +4"_s}));
        const QVariantList scores = c->ending()->finalScores()->toList();
        QCOMPARE(scores.size(), 2);
        QCOMPARE(scores.at(0).toMap().value(u"name"_s).toString(), u"Ada"_s);
        QCOMPARE(scores.at(0).toMap().value(u"motive"_s).toInt(), 4);
        QVERIFY(scores.at(0).toMap().value(u"winner"_s).toBool());
        QVERIFY(c->recordResult());
        QVERIFY(!c->ending()->historyNote().isEmpty());
    }

    // One finished game is one record: added, added again (nothing new), a motive bonus changed and
    // added again: the one record is updated, and the end screen says so.
    void finishedGameIsOneRecord()
    {
        QObject owner;
        GameController *c = controller(&owner, u"one-record"_s);
        QVariantMap s = setup(2);
        s.insert(u"seed"_s, 4242); // not the game of the test before, which records its own
        QVERIFY(c->newTableGame(s));
        QVERIFY(apply(*c, {u"p1 adjust unity-supply -25"_s}));
        // Played for ten minutes before the app was closed: the time goes on after it opens again.
        {
            const QString file = m_dir.filePath(u"one-record-played.json"_s);
            mc::Game saved = c->game();
            QJsonObject meta = saved.meta();
            meta.insert(u"playedSeconds"_s, 600);
            saved.setMeta(meta);
            QVERIFY(saved.save(file));
            QVERIFY(c->load(file));
            QCOMPARE(c->game().meta().value(u"playedSeconds"_s).toInt(), 600);
        }
        for (int i = 0; i < 200 && !c->gameOver(); ++i) {
            const QString kind = c->guide()->decisionKind();
            const QString a = kind == u"turn"_s ? u"pass"_s : c->legalActions().value(0);
            QVERIFY2(c->applyAction(a), qPrintable(c->lastError()));
        }
        QVERIFY(c->gameOver());
        QVERIFY2(c->game().meta().value(u"playedSeconds"_s).toInt() >= 600, QJsonDocument(c->game().meta()).toJson().constData());
        HistoryStore *store = m_history.get();
        QVERIFY(store->available());
        const QString key = MournersHistory::gameKeyOf(c->game(), false);
        const auto recordsOfGame = [&] {
            std::vector<GameRecord> mine;
            for (const GameRecord &g : store->records())
                if (g.gameKey == key)
                    mine.push_back(g);
            return mine;
        };
        for (const GameRecord &g : recordsOfGame()) // left by an earlier run of this test
            QVERIFY(store->removeGame(g.id));
        const int before = store->gameCount();
        QVERIFY(c->recordResult());
        QVERIFY2(c->ending()->historyNote().contains(u"added"_s), qPrintable(c->ending()->historyNote()));
        QCOMPARE(store->gameCount(), before + 1);
        QVERIFY(c->recordResult());
        QVERIFY2(c->ending()->historyNote().contains(u"already"_s), qPrintable(c->ending()->historyNote()));
        QCOMPARE(store->gameCount(), before + 1);
        const qint64 id = recordsOfGame().at(0).id;
        QVERIFY2(recordsOfGame().at(0).durationSeconds >= 600, qPrintable(QString::number(recordsOfGame().at(0).durationSeconds)));

        QVERIFY(apply(*c, {u"p2 adjust motive +3"_s}));
        QVERIFY(c->recordResult());
        QVERIFY2(c->ending()->historyNote().contains(u"updated"_s), qPrintable(c->ending()->historyNote()));
        QCOMPARE(store->gameCount(), before + 1);
        const std::vector<GameRecord> mine = recordsOfGame();
        QCOMPARE(mine.size(), std::size_t(1));
        QCOMPARE(mine.at(0).id, id);
        QCOMPARE(mine.at(0).players.at(1).number(QLatin1StringView("motiveBonus")), 3);
        QVERIFY(store->removeGame(id));
    }

    // Undo on a recorded result: the game is not over, its record leaves the history; played to its end
    // again (another last entry), the record of the new end comes back by itself, once.
    void undoneEndTakesTheRecordBack()
    {
        QObject owner;
        GameController *c = controller(&owner, u"undone-end"_s);
        QVariantMap s = setup(2);
        s.insert(u"seed"_s, 5151); // a game of its own
        QVERIFY(c->newTableGame(s));
        QVERIFY(apply(*c, {u"p1 adjust unity-supply -25"_s}));
        const auto toTheEnd = [&](bool otherFirst) {
            for (int i = 0; i < 200 && !c->gameOver(); ++i) {
                const QString kind = c->guide()->decisionKind();
                const QStringList legal = c->legalActions();
                QString a = kind == u"turn"_s ? u"pass"_s : legal.value(0);
                if (otherFirst && legal.size() > 1)
                    a = legal.last();
                otherFirst = false;
                if (!c->applyAction(a))
                    return false;
            }
            return c->gameOver();
        };
        QVERIFY(toTheEnd(false));
        HistoryStore *store = m_history.get();
        QVERIFY(store->available());
        const QString key = MournersHistory::gameKeyOf(c->game(), false);
        const auto recordsOfGame = [&] {
            int n = 0;
            for (const GameRecord &g : store->records())
                n += g.gameKey == key;
            return n;
        };
        for (const GameRecord &g : store->records()) // left by an earlier run of this test
            if (g.gameKey == key)
                QVERIFY(store->removeGame(g.id));
        QVERIFY(c->recordResult());
        QCOMPARE(recordsOfGame(), 1);
        QVERIFY(c->undo());
        QVERIFY(!c->gameOver());
        QCOMPARE(recordsOfGame(), 0);
        QVERIFY(c->ending()->historyNote().isEmpty());
        QVERIFY(toTheEnd(true));
        QCOMPARE(recordsOfGame(), 1);
        QVERIFY2(c->ending()->historyNote().contains(u"added"_s), qPrintable(c->ending()->historyNote()));
        QVERIFY(c->recordResult());
        QCOMPARE(recordsOfGame(), 1);
        // The finished game opened again (another day): its end undone takes the same record back.
        const QString file = m_dir.filePath(u"undone-end-finished.json"_s);
        QVERIFY(c->game().save(file));
        GameController *again = controller(&owner, u"undone-end-again"_s);
        QVERIFY(again->load(file));
        QVERIFY(again->gameOver());
        QCOMPARE(recordsOfGame(), 1);
        QVERIFY(again->undo());
        QCOMPARE(recordsOfGame(), 0);
        QVERIFY(again->redo());
        QCOMPARE(recordsOfGame(), 1);
        for (const GameRecord &g : store->records())
            if (g.gameKey == key)
                QVERIFY(store->removeGame(g.id));
    }

    // R-MAJ-1/2: the counts behind each result; ties marked.
    void majorityModelShowsCounts()
    {
        QObject owner;
        GameController *c = controller(&owner, u"majority"_s);
        MajorityModel *m = c->guide()->majorities();
        QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(m, &QAbstractItemModel::modelReset);
        QVERIFY(c->newTableGame(setup(2)));
        QCOMPARE(m->rowCount(), mc::kLocations + mc::kGuilds);
        QCOMPARE(reset.count(), 0); // the first rows are inserted; the model is never reset
        QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
        QVERIFY(apply(*c, {u"p1 figure 5 mk +1"_s, u"p2 figure 5 cs +1"_s, u"p2 figure 6 cs +1"_s}));
        QVERIFY(changed.count() >= 3);
        const QModelIndex five = m->index(4);
        QCOMPARE(five.data(MajorityModel::CountsRole).toList(), (QVariantList{1, 1}));
        QVERIFY(five.data(MajorityModel::TiedRole).toBool());
        QCOMPARE(five.data(MajorityModel::LeaderRole).toInt(), -1);
        const QModelIndex six = m->index(5);
        QCOMPARE(six.data(MajorityModel::LeaderRole).toInt(), 1);
        QVERIFY(six.data(MajorityModel::SummaryRole).toString().contains(u"Bo 1"_s));
        QCOMPARE(m->index(12).data(MajorityModel::KindRole).toString(), u"guild"_s);
        QCOMPARE(m->roleNames().value(MajorityModel::SummaryRole), QByteArray("summary"));
        // A change that touches no count sends no dataChanged.
        changed.clear();
        QVERIFY(apply(*c, {u"p1 adjust etherea +1"_s}));
        QCOMPARE(changed.count(), 0);
    }

    // Before the first game the table's rows are filled from a game never played (the page made ahead
    // makes their items then); the first game's rows take their place, and a game's rows are never
    // replaced by them.
    void tableRowsPreparedBeforeTheFirstGame()
    {
        GameController c;
        c.setAutosaveDirectory(m_dir.filePath(u"prepared"_s));
        QCOMPARE(c.table()->players()->count(), 0);
        c.prepareTable();
        QVERIFY(!c.hasGame());
        QCOMPARE(c.table()->players()->count(), 4);
        QCOMPARE(c.table()->locations()->count(), 12);
        QVERIFY(c.table()->guildTrack()->count() > 0);
        QVERIFY(c.newTableGame(setup(3)));
        QCOMPARE(c.table()->players()->count(), 3);
        QCOMPARE(c.table()->players()->index(0).data(c.table()->players()->roleNames().key("name")).toString(), u"Ada"_s);
        c.prepareTable();
        QCOMPARE(c.table()->players()->count(), 3);
        QCOMPARE(c.table()->players()->index(2).data(c.table()->players()->roleNames().key("name")).toString(), u"Cy"_s);
    }

    // The board settings: shown from the ruleset, validated by the ruleset parser, kept in a file.
    void boardSettingsValidateAndPersist()
    {
        const QString path = m_dir.filePath(u"config/board.json"_s);
        {
            BoardSettings b(path);
            QVERIFY(b.error().isEmpty());
            QVERIFY(!b.customised());
            QCOMPARE(b.values().value(u"tithe"_s).toList().size(), 13);
            QVERIFY(b.problems({{u"tithe"_s, u"2,2,3,x"_s}}).join(u'\n').contains(u"Tithe table"_s)); // D-TITHE, in the table's words
            QSignalSpy error(&b, &BoardSettings::errorChanged);
            QVERIFY(!b.setValues({{u"threatLimit"_s, u"7,7,6"_s}}));
            QVERIFY2(b.error().contains(u"Figure limit table: must have 10 entries (it has 3)"_s), qPrintable(b.error()));
            QCOMPARE(error.count(), 1);
            QVERIFY(!QFile::exists(path));
            QSignalSpy values(&b, &BoardSettings::valuesChanged);
            QVERIFY(b.setValues({{u"costFigure"_s, u"4"_s}, {u"unity3"_s, 28}}));
            QCOMPARE(values.count(), 1);
            QVERIFY(b.customised());
            QVERIFY(QFile::exists(path));
            // The table ruleset with this board parses and has the corrected values.
            const mc::RulesetResult r = mc::parseRuleset(BoardSettings::tableRuleset(b.values()));
            QVERIFY2(r.ok(), qPrintable(mc::problemKeys(r.problems)));
            QCOMPARE(int(r.ruleset->costFigure), 4);
            QCOMPARE(int(r.ruleset->unitySupply[3]), 28);

            // A game started with the board unchanged (the wizard gives the tables as its fields' text):
            // nothing is checked or written again.
            const QDateTime old = QDateTime::currentDateTimeUtc().addDays(-3);
            const auto setOld = [&] {
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadWrite));
                QVERIFY(f.setFileTime(old, QFileDevice::FileModificationTime));
            };
            const auto modified = [&] { return QFileInfo(path).lastModified().toUTC(); };
            setOld();
            QCOMPARE(modified(), old);
            QVariantMap asText = b.values();
            QStringList tithe;
            for (const QVariant &v : b.values().value(u"tithe"_s).toList())
                tithe << v.toString();
            asText[u"tithe"_s] = tithe.join(u", "_s);
            QVERIFY(b.setValues(b.values()));
            QVERIFY(b.setValues(asText));
            QCOMPARE(modified(), old);
            QCOMPARE(values.count(), 1);
            // One number changed in the text: checked, kept, announced.
            tithe[0] = u"3"_s;
            asText[u"tithe"_s] = tithe.join(u", "_s);
            QVERIFY(b.setValues(asText));
            QVERIFY(modified() != old);
            QCOMPARE(values.count(), 2);
            QCOMPARE(b.values().value(u"tithe"_s).toList().value(0).toInt(), 3);
            // A table the parser refuses is refused, even where its first numbers are the kept ones.
            asText[u"tithe"_s] = tithe.join(u", "_s) + u", x"_s;
            QVERIFY(!b.setValues(asText));
            QVERIFY(!b.error().isEmpty());
            // Back to the standard tithe for what follows.
            tithe[0] = u"2"_s;
            asText[u"tithe"_s] = tithe.join(u", "_s);
            QVERIFY(b.setValues(asText));
            QVERIFY(b.error().isEmpty());
        }
        { // only what differs from the standard board is kept, so a later standard correction reaches it
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QJsonObject kept = QJsonDocument::fromJson(f.readAll()).object();
            const QStringList keys = kept.keys();
            QCOMPARE(QSet<QString>(keys.begin(), keys.end()),
                     (QSet<QString>{u"version"_s, u"costFigure"_s, u"unity3"_s}));
        }
        BoardSettings again(path);
        QCOMPARE(again.values().value(u"costFigure"_s).toInt(), 4);
        again.resetToStandard();
        QVERIFY(!again.customised());
        QVERIFY(!QFile::exists(path));
    }

    // D-GUILD-ORDER: a board kept by the earlier version held every value; its guild order, the earlier
    // standard one, was no choice and gives way to today's standard order. A changed value stays.
    void earlierKeptBoardTakesTheNewGuildOrder()
    {
        const QString path = m_dir.filePath(u"config/earlier-board.json"_s);
        QVariantMap earlier = BoardSettings(m_dir.filePath(u"config/none.json"_s)).standardValues();
        earlier[u"guildOrder"_s] = QStringList{u"mortis-knighthood"_s,   u"council-of-osteomancy"_s, u"conclave-of-shadows"_s,
                                               u"shroudrievies-coven"_s, u"gravedancers-circle"_s,   u"dreadsbane-order"_s};
        earlier[u"costFigure"_s] = 4;
        QDir().mkpath(m_dir.filePath(u"config"_s));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(QJsonObject::fromVariantMap(earlier)).toJson());
        f.close();
        BoardSettings b(path);
        QVERIFY(b.error().isEmpty());
        QCOMPARE(b.values().value(u"guildOrder"_s), b.standardValues().value(u"guildOrder"_s));
        QCOMPARE(b.values().value(u"costFigure"_s).toInt(), 4);
        // A file of today's format keeps a chosen order, even the earlier one.
        QVERIFY(b.setValues({{u"guildOrder"_s, earlier.value(u"guildOrder"_s)}}));
        QCOMPARE(BoardSettings(path).values().value(u"guildOrder"_s).toStringList(),
                 earlier.value(u"guildOrder"_s).toStringList());
    }

    // D-GUILD-ORDER: "check your board" shows the standard order (Shroudrievies Coven before Conclave of
    // Shadows, as the rulebook's guild table) with readable names, also for an order typed by hand.
    void boardSettingsShowTheGuildOrderByName()
    {
        BoardSettings b(m_dir.filePath(u"config/guild-order.json"_s));
        const QStringList standard{u"Mortis Knighthood"_s,   u"Council of Osteomancy"_s, u"Shroudrievies Coven"_s,
                                   u"Conclave of Shadows"_s, u"Gravedancer's Circle"_s,  u"Dreadsbane Order"_s};
        QCOMPARE(b.guildOrderNames(b.values().value(u"guildOrder"_s)), standard);
        QCOMPARE(b.guildOrderNames(u"do, GC, conclave-of-shadows, sc, co, pirates"_s),
                 (QStringList{u"Dreadsbane Order"_s, u"Gravedancer's Circle"_s, u"Conclave of Shadows"_s,
                              u"Shroudrievies Coven"_s, u"Council of Osteomancy"_s, u"pirates"_s}));
    }
};

QTEST_MAIN(TestTableCompanion)
#include "tst_tablecompanion.moc"
