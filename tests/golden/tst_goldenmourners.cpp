// Mourners Call as a user sees and keeps it, in golden files (tests/golden/files/mourners-call):
// - the game log of a table game (a scripted round and more with corrections, undo and redo, a correction
//   of the past, over-crowding, the tithe and majorities) and of a digital game from a fixed seed played
//   by computer players to the end, in English and in German (through Language, as the settings page
//   switches it; the controller builds its log again);
// - the save files of both (GameController::save, what "Save as" and the autosave write).
// Normalised in the saves: the time played (meta "playedSeconds", counted by the clock). Nothing else.
#include "golden_app.h"
#include "gamecontroller.h"
#include "language.h"
#include "model/mourners/action.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "tablesetup.h"

using namespace Qt::StringLiterals;

namespace {

bool atDeal(const GameController &c)
{
    return c.guide()->decisionKind() == u"deal-wallows"_s || c.guide()->decisionKind() == u"deal-court"_s;
}

/// The Wallows cards and the draft a round passes through, left unnamed as the table does by the
/// choice rows (R-WAL-1, R-DRAFT-1).
bool dealUnnamed(GameController &c)
{
    while (atDeal(c)) {
        const int row = c.guide()->choiceModel()->firstMatching(u"choice"_s, {{u"v"_s, -1}});
        if (row < 0 || !c.guide()->choiceModel()->apply(row))
            return false;
    }
    return true;
}

/// Entries in the notation, the deals on the way left unnamed unless an entry names them.
bool enter(GameController &c, const QStringList &actions)
{
    for (const QString &a : actions)
        if ((!a.startsWith(u"draw"_s) && atDeal(c) && !dealUnnamed(c)) || !c.applyAction(a)) {
            qWarning("'%s' refused at %s: %s", qPrintable(a), qPrintable(c.guide()->decisionKind()),
                     qPrintable(c.lastError()));
            return false;
        }
    return true;
}

/// Answers every decision of `kind` with `action` while it is pending.
bool answerAll(GameController &c, const QString &kind, const QString &action)
{
    for (int i = 0; i < 20 && c.guide()->decisionKind() == kind; ++i)
        if (!enter(c, {action}))
            return false;
    return c.guide()->decisionKind() != kind;
}

} // namespace

class TestGoldenMourners : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

    /// The log in English and in German, and back in English (the same bytes again).
    void logsInBothLanguages(GameController &c, const QString &name)
    {
        QVERIFY(Language::instance()->choose(u"en"_s));
        const QByteArray english = golden::logText(*c.log());
        QVERIFY_GOLDEN(u"mourners-call/"_s + name + u"-log.en.txt"_s, english);
        QVERIFY(Language::instance()->choose(u"de"_s));
        QVERIFY_GOLDEN(u"mourners-call/"_s + name + u"-log.de.txt"_s, golden::logText(*c.log()));
        QVERIFY(Language::instance()->choose(u"en"_s));
        QCOMPARE(golden::logText(*c.log()), english);
    }

    void saveMatches(GameController &c, const QString &name)
    {
        const QString file = m_dir.filePath(name + u".json"_s);
        QVERIFY2(c.save(file), qPrintable(c.lastError()));
        QVERIFY_GOLDEN(u"mourners-call/"_s + name + u".json"_s,
                       golden::normalised(golden::readBytes(file), golden::playTime()));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void cleanupTestCase() { Language::instance()->choose(u"en"_s); }

    // A table game of three, entered as the table tells it: two rounds with corrections (R-SUSP-1,
    // R-THREAT-10), undo and redo, a correction of the past, over-crowding (R-DREAD), the tithe
    // (R-TITHE) and majorities (R-MAJ).
    void tableGame()
    {
        GameController c;
        c.setAutosaveDirectory(m_dir.filePath(u"table"_s));
        c.autosave()->waitForScan();
        QVariantMap setup = mctest::tableSetup(3, 11, {mctest::mournerCard(u"keeper-osrik"_s), mctest::unknownMourner(u"cs"_s),
                                                        mctest::unknownMourner(u"gc"_s)});
        QVERIFY2(c.newTableGame(setup), qPrintable(c.lastError()));

        // Round 1. Ada rolls 12 and makes piles 5, 4, 2 and 1; a pile typed wrong is corrected in the past.
        QVERIFY(enter(c, {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s, u"influence bone flesh"_s,
                          u"take 2"_s}));
        QVERIFY(dealUnnamed(c));
        // Corrections of card effects the app does not know: Etherea, Unity, figures on the board.
        QVERIFY(enter(c, {u"p1 adjust etherea +2"_s, u"p3 adjust unity +4"_s, u"p1 figure 5 mk +1"_s,
                          u"p2 figure 5 cs +1"_s, u"p2 figure 5 cs +1"_s, u"p3 figure 9 gc +1"_s}));
        QVERIFY(enter(c, {u"recruit mk"_s}));
        QVERIFY(c.undo());
        QVERIFY(c.redo());
        // The threat rises to its top: the limit per location falls and location 5 is over-crowded.
        QVERIFY(enter(c, {u"meter threat 9"_s, u"p1 figure 5 mk +1"_s, u"p1 figure 5 mk +1"_s}));
        QVERIFY(enter(c, {u"recruit cs"_s}));
        // Everyone passes (R-ACT-2); the dice of over-crowding (R-DREAD-2) and the figures lost are entered.
        for (int i = 0, rolls = 0; i < 40 && c.guide()->decisionKind() != u"bid"_s; ++i) {
            const QString kind = c.guide()->decisionKind();
            if (kind == u"turn"_s)
                QVERIFY(enter(c, {u"pass"_s}));
            else if (kind == u"crowd-roll"_s)
                QVERIFY(enter(c, {rolls++ % 2 ? u"roll 2"_s : u"roll 5"_s}));
            else {
                const QStringList legal = c.legalActions();
                QVERIFY2(!legal.isEmpty(), qPrintable(kind));
                QVERIFY(enter(c, {legal.front()}));
            }
        }
        // The tithe: blind bids (R-TITHE-2).
        QCOMPARE(c.guide()->decisionKind(), u"bid"_s);
        QVERIFY(enter(c, {u"bid 2"_s, u"bid 1"_s, u"bid 0"_s}));
        // Majorities: the first offered action taken, the rest skipped, an Alltaker tie answered.
        bool did = false;
        for (int i = 0; i < 40; ++i) {
            const QString kind = c.guide()->decisionKind();
            if (kind == u"alltaker-tie"_s)
                QVERIFY(enter(c, {u"tie yes"_s}));
            else if ((kind == u"location-action"_s || kind == u"guild-action"_s) && !did) {
                const QStringList legal = c.legalActions();
                QString doIt;
                for (const QString &a : legal)
                    if (a.startsWith(u"do"_s) && doIt.isEmpty())
                        doIt = a;
                QVERIFY(enter(c, {doIt.isEmpty() ? u"skip"_s : doIt}));
                did = !doIt.isEmpty();
            } else if (kind == u"location-action"_s || kind == u"guild-action"_s)
                QVERIFY(enter(c, {u"skip"_s}));
            else if (kind == u"pay-influence"_s || kind == u"threat-card"_s || kind == u"figure-loss"_s) {
                const QStringList legal = c.legalActions();
                QVERIFY(!legal.isEmpty());
                QVERIFY(enter(c, {legal.front()}));
            } else
                break;
        }
        QVERIFY(answerAll(c, u"end-of-round"_s, u"end-of-round no"_s));
        QCOMPARE(c.guide()->decisionKind(), u"wallows-result"_s);
        QVERIFY(enter(c, {u"wallows unknown done"_s, u"wallows unknown failed"_s, u"wallows unknown done"_s}));
        QCOMPARE(c.round(), 2);

        // Round 2 begins; the dice typed wrong are corrected from the log (one undoable step).
        QVERIFY(enter(c, {u"dice 7"_s, u"pile 3"_s, u"pile 2"_s}));
        const std::size_t diceIndex = c.game().actions().size() - 3;
        mc::Action dice;
        QString why;
        QVERIFY(mc::actionFromText(c.game().stateBefore(diceIndex), u"dice 9"_s, dice, why));
        QVERIFY2(c.correctPast(diceIndex, dice), qPrintable(c.lastError()));
        QVERIFY(enter(c, {u"meter suspicion 13 p2"_s}));
        QCOMPARE(c.round(), 2);

        logsInBothLanguages(c, u"table"_s);
        saveMatches(c, u"table"_s);
    }

    // A digital game of three computer players (rule-based and random) from seed 7 to its end. Each
    // computer player's choice follows from the game's seed and its step, so the game is always the same.
    void digitalGame()
    {
        GameController c;
        c.setAutosaveDirectory(m_dir.filePath(u"digital"_s));
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}},
                                  {u"kinds"_s, QStringList{u"rules"_s, u"random"_s, u"rules"_s}},
                                  {u"oldest"_s, 1},
                                  {u"seed"_s, 7}}));
        QTRY_VERIFY_WITH_TIMEOUT(c.gameOver(), 120000);
        QVERIFY(!c.bots()->thinking());
        logsInBothLanguages(c, u"digital"_s);
        saveMatches(c, u"digital"_s);
    }
};

QTEST_MAIN(TestGoldenMourners)
#include "tst_goldenmourners.moc"
