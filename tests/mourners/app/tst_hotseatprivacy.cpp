// Hot-seat secrets outside the game screen: the replay of a game still being played shows only what
// the whole table sees (R-SETUP-4 motives, R-DRAFT-2 draft picks and hands, R-TITHE-2 blind bids), its
// last turn is "now", and it steps by turn and by round with the log's sentences; an undo that reopens
// another person's decision waits for that person's hand-off.
#include "decisiontexts.h"
#include "eventtext.h"
#include "gamecontroller.h"
#include "publicview.h"
#include "replaycontroller.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QAbstractItemModelTester>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;

namespace {

const QStringList kNames{u"Ada"_s, u"Ben"_s, u"Cy"_s, u"Dee"_s};

// Plays people's decisions with seeded random choices, through each hand-off, until `stop` holds.
template<typename Stop>
bool playUntil(GameController &c, std::mt19937 &rng, Stop stop, int limit = 6000)
{
    for (int guard = 0; guard < limit; ++guard) {
        if (c.gameOver() || stop())
            return true;
        if (c.seats()->handOffNeeded())
            c.revealPrivate();
        const QStringList legal = c.legalActions();
        if (legal.isEmpty())
            return false;
        // Passing less often than the other choices makes the rounds long enough to see every phase.
        int i = int(rng() % std::uint32_t(legal.size()));
        if (legal.at(i) == u"pass"_s && legal.size() > 1 && rng() % 4 != 0)
            i = (i + 1) % int(legal.size());
        if (!c.applyAction(legal.at(i)))
            return false;
    }
    return false;
}

// Every text the replay shows at its position: the status lines, the guide, the turn's sentences, the
// players' and table's values, and the log rows its panel reads.
QStringList replayTexts(const ReplayController &r)
{
    QStringList out{r.summary(), r.status(), r.decisionText(), r.guideText()};
    out += r.happened();
    out += r.roundNames();
    for (const QVariant &p : r.players())
        for (const QVariant &v : p.toMap())
            out << v.toString();
    for (const QVariant &v : r.table())
        out << v.toString();
    GameLogFilter shown;
    shown.setLog(r.log());
    shown.setRound(r.round());
    shown.setLastStep(r.turn());
    for (int row = 0; row < shown.rowCount(); ++row)
        for (int role : {int(GameLog::TextRole), int(GameLog::RuleRole)})
            out << shown.index(row, 0).data(role).toString();
    return out;
}

// The names of what `s` keeps secret from the table: every seat's hand, draft, motive and the motives
// it was dealt, and the undealt Court cards.
QSet<QString> secretNames(const mc::GameState &s)
{
    const mc::Ruleset &R = s.rules();
    QSet<QString> out;
    for (int p = 0; p < s.players; ++p) {
        const mc::PlayerState &pl = s.player[std::size_t(p)];
        for (auto c : pl.hand)
            if (c >= 0)
                out << R.court[std::size_t(c)].name;
        for (auto c : pl.draft)
            if (c >= 0)
                out << R.court[std::size_t(c)].name;
        if (pl.motive >= 0)
            out << R.motives[std::size_t(pl.motive)].name;
        for (auto m : pl.motivesDealt)
            if (m >= 0)
                out << R.motives[std::size_t(m)].name;
    }
    for (auto c : s.courtDeck)
        if (c >= 0)
            out << R.court[std::size_t(c)].name;
    return out;
}

} // namespace

class TestHotSeatPrivacy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // R-SETUP-4, R-DRAFT-2, R-TITHE-2: a 4-person hot-seat game stopped in round 2 while the blind bids
    // are being made. At every turn of its replay no text and no model role names a card of a hand, a
    // draft, a motive or the undealt deck, nor an unrevealed bid; the last turn is "now".
    void replayMidGameShowsThePublicViewOnly()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, kNames}, {u"kinds"_s, QStringList(4, u"person"_s)}, {u"seed"_s, 31}}));
        std::mt19937 rng(5);
        // Stop in round 2 after at least two blind bids were made (and so are hidden).
        QVERIFY(playUntil(c, rng, [&] {
            const mc::GameState &s = c.game().state();
            return s.round >= 2 && s.decision() == mc::Decision::Bid && s.counter >= 2;
        }));
        QVERIFY2(!c.gameOver(), "the game ended before the blind bids of round 2");
        const mc::GameState &now = c.game().state();
        int bidsMade = 0;
        for (int p = 0; p < now.players; ++p)
            bidsMade += now.player[std::size_t(p)].bid >= 0;
        QCOMPARE(bidsMade, 2);


        ReplayController r;
        QAbstractItemModelTester tester(r.log(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(r.loadFrom(&c));
        QVERIFY(!r.finished());
        QVERIFY(r.turnCount() > 100);
        int checked = 0;
        for (int t = 0; t < r.turnCount(); ++t) {
            r.setTurn(t);
            QCOMPARE(r.turn(), t);
            const mc::GameState truth = c.game().stateBefore(std::size_t(r.position()));
            // The state shown is the public view of the state then (R-TITHE-2: a bid made is -2).
            QCOMPARE(r.digest(), mc::stateDigest(mc_app::publicView(truth)));
            QSet<QString> secrets = secretNames(truth) + secretNames(now);
            const QStringList texts = replayTexts(r);
            const QString all = texts.join(u'\n');
            // What the table had been told by then in this round (the game's own log up to the step
            // before this turn: turn k + 1 of the replay is the log's step k): a card played face up.
            QString told;
            for (int row = 0; row < c.log()->rowCount(); ++row) {
                const QModelIndex i = c.log()->index(row);
                if (i.data(GameLog::StepRole).toInt() < t && (r.round() == 0 || i.data(GameLog::RoundRole).toInt() == r.round()))
                    told += c.log()->textAt(row) + u'\n';
            }
            for (const QString &name : std::as_const(secrets)) {
                if (told.contains(name))
                    continue; // played face up, or told to the table some other way
                ++checked;
                QVERIFY2(!all.contains(name), qPrintable(u"turn %1 shows the secret %2:\n%3"_s.arg(t).arg(name, all)));
            }
            for (const QVariant &p : r.players()) {
                const QString bid = p.toMap().value(u"bid"_s).toString();
                QVERIFY2(bid.isEmpty() || bid == u"made, hidden"_s, qPrintable(u"turn %1: a bid of %2"_s.arg(t).arg(bid)));
            }
            QVERIFY2(!all.contains(u"The end of the game"_s), qPrintable(all));
            if (t == r.turnCount() - 1) {
                QVERIFY(r.atNow());
                QVERIFY2(r.status().startsWith(u"Now: "_s), qPrintable(r.status()));
                QCOMPARE(r.position(), r.count());
            } else {
                QVERIFY(!r.atNow());
            }
        }
        QVERIFY2(checked > 300, qPrintable(QString::number(checked)));
        // The two bids made are in the truth, hidden in the replay's last turn.
        int hidden = 0;
        for (const QVariant &p : r.players())
            hidden += p.toMap().value(u"bid"_s).toString() == u"made, hidden"_s;
        QCOMPARE(hidden, 2);
    }

    // The replay's turn sentences are the log's: turn 1 holds the opening deals, turn k + 1 the rows of
    // the log's step k. Steps by turn and by round, and a jump to any round.
    void replayStepsByTurnAndRound()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, kNames.mid(0, 3)}, {u"kinds"_s, QStringList(3, u"person"_s)}, {u"seed"_s, 8}}));
        std::mt19937 rng(2);
        QVERIFY(playUntil(c, rng, [&] {
            const mc::GameState &s = c.game().state();
            return s.round >= 3 && s.decision() == mc::Decision::Turn;
        }));
        ReplayController r;
        QVERIFY(r.loadFrom(&c));
        QCOMPARE(r.lastRound(), 3);
        QCOMPARE(r.roundNames(), (QStringList{u"Setup"_s, u"Round 1"_s, u"Round 2"_s, u"Round 3"_s}));
        QList<QStringList> logSteps(c.log()->stepCount() + 1);
        for (int row = 0; row < c.log()->rowCount(); ++row)
            logSteps[c.log()->index(row).data(GameLog::StepRole).toInt()] << c.log()->textAt(row);
        QCOMPARE(r.turnCount(), c.log()->stepCount() + 2);
        r.first();
        QVERIFY(r.happened().isEmpty());
        QCOMPARE(r.status(), u"The start of the game"_s);
        r.next();
        QCOMPARE(r.happened(), logSteps[0].mid(1)); // the opening line is the game screen's own
        for (int k = 1; k <= c.log()->stepCount(); ++k) {
            r.next();
            QCOMPARE(r.turn(), k + 1);
            QCOMPARE(r.happened(), logSteps[k]);
        }
        // By round: the first turn of each round, and back.
        r.first();
        for (int round = 1; round <= 3; ++round) {
            r.nextRound();
            QCOMPARE(r.round(), round);
            const int first = r.turn();
            r.previous();
            QCOMPARE(r.round(), round - 1);
            r.next();
            QCOMPARE(r.turn(), first);
        }
        r.next();
        r.next();
        r.previousRound(); // inside a round: to its first turn
        QCOMPARE(r.round(), 3);
        const int round3 = r.turn();
        r.previousRound(); // at a round's first turn: to the round before
        QCOMPARE(r.round(), 2);
        r.goToRound(1);
        QCOMPARE(r.round(), 1);
        r.previous();
        QCOMPARE(r.round(), 0);
        r.goToRound(3);
        QCOMPARE(r.turn(), round3);
        r.goToRound(9); // never reached: the last turn, now
        QVERIFY(r.atNow());
        // A position inside a turn (a chance draw) shows that turn.
        r.setPosition(0);
        QCOMPARE(r.turn(), 0);
        r.setPosition(r.count());
        QCOMPARE(r.turn(), r.turnCount() - 1);
    }

    // A finished game shows everything: hands, motives and the secret choices in the turn's sentences.
    void replayOfAFinishedGameShowsEverything()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, kNames.mid(0, 2)}, {u"kinds"_s, QStringList(2, u"person"_s)}, {u"seed"_s, 4}}));
        std::mt19937 rng(9);
        QVERIFY(playUntil(c, rng, [] { return false; }, 20000));
        QVERIFY(c.gameOver());
        ReplayController r;
        QVERIFY(r.loadFrom(&c));
        QVERIFY(r.finished());
        r.last();
        QCOMPARE(r.status(), u"The end of the game"_s);
        QVERIFY(!r.atNow());
        QCOMPARE(r.digest(), mc::stateDigest(c.game().state()));
        // Each motive kept is named at the end (R-END-4).
        const mc::GameState &end = c.game().state();
        for (int p = 0; p < end.players; ++p)
            QCOMPARE(r.players().at(p).toMap().value(u"motive"_s).toString(),
                     end.rules().motives[std::size_t(end.player[std::size_t(p)].motive)].name);
        // During the game: a hand is named, a bid and a draft pick are told.
        bool hand = false, bid = false, pick = false;
        for (int t = 0; t < r.turnCount(); ++t) {
            r.setTurn(t);
            QCOMPARE(r.digest(), mc::stateDigest(c.game().stateBefore(std::size_t(r.position()))));
            for (const QVariant &p : r.players())
                hand = hand || (!p.toMap().value(u"hand"_s).toString().isEmpty()
                                && !p.toMap().value(u"hand"_s).toString().contains(u"hidden"_s));
            for (const QString &line : r.happened()) {
                bid = bid || (line.contains(u" bid "_s) && line.contains(u"in secret"_s));
                pick = pick || line.contains(u"of the hand passed to them"_s);
            }
        }
        QVERIFY(hand);
        QVERIFY(bid);
        QVERIFY(pick);
    }

    // Hot-seat undo: Ben, at the laptop after Ada's blind bid, cannot take it back (nor learn it); the
    // undo waits for Ada's hand-off, and is made once Ada says "I am Ada" (R-TITHE-2).
    void undoOfAnotherPersonsBidWaitsForTheirHandOff()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, kNames.mid(0, 3)}, {u"kinds"_s, QStringList(3, u"person"_s)}, {u"seed"_s, 12}}));
        std::mt19937 rng(3);
        QVERIFY(playUntil(c, rng, [&] {
            const mc::GameState &s = c.game().state();
            return s.decision() == mc::Decision::Bid && s.counter == 1; // one bid made
        }));
        const mc::GameState &s = c.game().state();
        int bidder = -1;
        for (int p = 0; p < s.players; ++p)
            if (s.player[std::size_t(p)].bid >= 0)
                bidder = p;
        QVERIFY(bidder >= 0);
        const int next = s.currentSeat();
        QVERIFY(next != bidder);
        const QString bidderName = kNames.at(bidder);
        // The next person takes the laptop and tries to undo.
        QVERIFY(c.seats()->handOffNeeded());
        c.revealPrivate();
        QCOMPARE(c.seats()->privateSeat(), next);
        const QString before = mc::stateDigest(c.game().state());
        QVERIFY(!c.undo());
        QCOMPARE(mc::stateDigest(c.game().state()), before); // nothing changed
        QCOMPARE(c.lastError(), u"Undo would reopen %1's secret bid: pass the laptop to %1."_s.arg(bidderName));
        QCOMPARE(c.seats()->undoSeat(), bidder);
        QCOMPARE(c.seats()->undoName(), bidderName);
        QCOMPARE(c.seats()->undoReason(), c.lastError());
        // Nothing of the bid reaches the screen of the person at the laptop.
        QCOMPARE(c.seats()->privateInfo().value(u"seat"_s).toInt(), next);
        QCOMPARE(c.seats()->privateInfo().value(u"bid"_s).toInt(), -1); // their own, not made yet
        QCOMPARE(c.game().state().viewFor(next).player[std::size_t(bidder)].bid, std::int16_t(-2));

        // Cancelled: nothing changes and nothing waits. The laptop may be with the bidder by now, so the
        // next person's view comes back only through their own hand-off.
        c.cancelUndo();
        QCOMPARE(c.seats()->undoSeat(), -1);
        QVERIFY(c.lastError().isEmpty());
        QCOMPARE(mc::stateDigest(c.game().state()), before);
        QVERIFY(c.seats()->handOffNeeded());
        QCOMPARE(c.seats()->privateSeat(), -1);
        QVERIFY(c.seats()->privateInfo().isEmpty());
        QCOMPARE(c.guide()->choiceModel()->count(), 0);
        c.revealPrivate();
        QCOMPARE(c.seats()->privateSeat(), next);

        // Asked again, and Ada takes the laptop: the bid is undone and only Ada's view is shown.
        QVERIFY(!c.undo());
        QVERIFY(c.confirmUndo());
        QCOMPARE(c.seats()->undoSeat(), -1);
        QCOMPARE(c.game().state().currentSeat(), bidder);
        QCOMPARE(c.game().state().player[std::size_t(bidder)].bid, std::int16_t(-1));
        QVERIFY(!c.seats()->handOffNeeded());
        QCOMPARE(c.seats()->privateSeat(), bidder);
        QVERIFY(c.guide()->choiceModel()->count() > 0);
        // She bids again; the next person's screen waits for their hand-off and does not show it.
        QVERIFY(c.applyAction(c.legalActions().constFirst()));
        QVERIFY(c.seats()->handOffNeeded());
        QCOMPARE(c.seats()->privateSeat(), -1);
        QVERIFY(!c.confirmUndo()); // nothing waits
    }

    // Two people and two computer players (R-DIST-3 piles, R-DRAFT-2 picks, R-ACT-1 turns, R-MAJ choices):
    // the person who said "I am …" still holds the laptop while only computers decide, so their next
    // decision comes without a hand-off and shows their view at once; another person's decision waits
    // for its hand-off; and while a computer decides, no seat's secrets are on screen.
    void noHandOffToWhoeverHoldsTheLaptop()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        const QStringList kinds{u"person"_s, u"rules"_s, u"person"_s, u"random"_s};
        QVERIFY(c.newDigitalGame({{u"names"_s, kNames}, {u"kinds"_s, kinds}, {u"seed"_s, 8}}));
        const auto person = [&](int seat) { return kinds.value(seat) == u"person"_s; };
        int computerSteps = 0;
        QStringList leaks;
        QObject guard;
        connect(&c, &GameController::stepped, &guard, [&] {
            const mc::GameState &s = c.game().state();
            if (s.isTerminal() || person(s.currentSeat()))
                return;
            ++computerSteps;
            if (c.seats()->privateSeat() != -1 || !c.seats()->privateInfo().isEmpty() || c.seats()->handOffNeeded()
                || c.guide()->choiceModel()->count() != 0)
                leaks << u"%1 while %2 decides"_s.arg(c.seats()->privateInfo().value(u"name"_s).toString(),
                                                      kNames.value(s.currentSeat()));
        });
        std::mt19937 rng(2);
        int holder = -1;       // who said "I am …" last
        int kept = 0;          // decisions of the holder after computers, with no hand-off
        int handOffs = 0;
        int computersBefore = 0;
        while (!c.gameOver() && c.round() < 3) {
            // A round's summary waits for a person's Continue (the computers wait with it).
            QTRY_VERIFY_WITH_TIMEOUT(c.gameOver() || !c.guide()->roundSummary().isEmpty()
                                             || (person(c.game().state().currentSeat()) && !c.bots()->thinking()),
                                     60000);
            if (!c.guide()->roundSummary().isEmpty()) {
                QVERIFY(!c.bots()->thinking());
                c.dismissRoundSummary();
                continue;
            }
            if (c.gameOver())
                break;
            const int seat = c.game().state().currentSeat();
            QVERIFY2(c.seats()->handOffNeeded() == (seat != holder),
                     qPrintable(u"%1 decides, %2 holds the laptop"_s.arg(kNames.at(seat), kNames.value(holder))));
            if (seat != holder) {
                ++handOffs;
                c.revealPrivate();
                holder = seat;
            } else if (computerSteps > computersBefore) {
                ++kept;
            }
            QCOMPARE(c.seats()->privateSeat(), seat);
            QCOMPARE(c.seats()->privateInfo().value(u"seat"_s).toInt(), seat);
            QVERIFY(c.guide()->choiceModel()->count() > 0);
            computersBefore = computerSteps;
            const QStringList legal = c.legalActions();
            QVERIFY(!legal.isEmpty());
            QVERIFY2(c.applyAction(legal.at(int(rng() % std::uint32_t(legal.size())))), qPrintable(c.lastError()));
        }
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(u"; "_s)));
        QVERIFY(computerSteps > 10);
        QVERIFY(handOffs > 5);
        QVERIFY2(kept > 0, "no person decided twice with only computers between");
    }

    // The person whose own decision an undo reopens, still at the laptop, undoes at once and keeps
    // their view; with an undo pending, a step that makes it reopen someone else's decision drops it.
    void undoOfOwnDecisionNeedsNoHandOff()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, kNames.mid(0, 2)}, {u"kinds"_s, QStringList(2, u"person"_s)}, {u"seed"_s, 6}}));
        std::mt19937 rng(1);
        // R-DIST-2: the first player sizes the piles one after the other.
        QVERIFY(playUntil(c, rng, [&] {
            const mc::GameState &s = c.game().state();
            return s.decision() == mc::Decision::SetPile && s.pileCount >= 1;
        }));
        const int seat = c.game().state().currentSeat();
        if (c.seats()->handOffNeeded())
            c.revealPrivate();
        QCOMPARE(c.seats()->privateSeat(), seat);
        QVERIFY2(c.undo(), qPrintable(c.lastError()));
        QCOMPARE(c.game().state().currentSeat(), seat);
        QCOMPARE(c.seats()->privateSeat(), seat); // still their view: no hand-off for their own step
        QCOMPARE(c.seats()->undoSeat(), -1);
        // Redone, and hidden again (the laptop is put down): the same undo now waits for their hand-off.
        QVERIFY(c.redo());
        c.hidePrivate();
        QVERIFY(!c.undo());
        QCOMPARE(c.seats()->undoSeat(), seat);
        QVERIFY(c.lastError().contains(u"pass the laptop to "_s + kNames.at(seat)));
        QVERIFY(c.confirmUndo());
        QCOMPARE(c.seats()->privateSeat(), seat);
    }

    // R-ACT-6: a free relocation's route (Gallevarbe) is public: the log says where the figures go
    // instead of "has decided", and the step's rows name nothing secret (no card of a hand, a draft or
    // a motive, no bid).
    void freeRelocationRouteIsLogged()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, kNames}, {u"kinds"_s, QStringList(4, u"person"_s)}, {u"seed"_s, 31}}));
        std::mt19937 rng(7);
        QVERIFY(playUntil(c, rng, [&] { return c.game().state().decision() == mc::Decision::RelocateRoute; }, 20000));
        QVERIFY2(!c.gameOver(), "no free relocation in this game");
        const mc::GameState before = c.game().state();
        if (c.seats()->handOffNeeded())
            c.revealPrivate();
        QString route;
        for (const QString &legal : c.legalActions())
            if (legal.startsWith(u"relocate "_s)) {
                route = legal;
                break;
            }
        QVERIFY(!route.isEmpty());
        // The routes cost nothing: their buttons say so, and name no Influence.
        for (const ChoiceRow &row : c.guide()->choiceModel()->rows())
            if (row.label.contains(u"→"_s))
                QVERIFY2(row.label.endsWith(u"(free)"_s) && !row.label.contains(u"Influence"_s), qPrintable(row.label));
        // Declining is named as what it does: the card's relocation is not made ("Done" was read as a
        // step of the relocation and wasted it).
        const auto labels = [&] {
            QStringList out;
            for (const ChoiceRow &row : c.guide()->choiceModel()->rows())
                out << row.label;
            return out;
        };
        QVERIFY2(labels().contains(u"Make no free relocation"_s) && !labels().contains(u"Done"_s),
                 qPrintable(labels().join(u", "_s)));
        const int rowsBefore = c.log()->rowCount();
        QVERIFY2(c.applyAction(route), qPrintable(c.lastError()));
        // Before a figure is added, ending the relocation moves none, and says so.
        QVERIFY2(labels().contains(u"Move no figure"_s) && !labels().contains(u"Done"_s),
                 qPrintable(labels().join(u", "_s)));
        QStringList step;
        for (int row = rowsBefore; row < c.log()->rowCount(); ++row)
            step << c.log()->textAt(row);
        const QString who = kNames.at(before.currentSeat());
        const EventText names = DecisionTexts::namesOf(c.game());
        const mc::Action a = c.game().actions().back();
        QCOMPARE(a.type, mc::ActionType::Relocate);
        const QString expected = u"%1 relocates for free from %2 to %3."_s.arg(who, names.placeName(a.a), names.placeName(a.b));
        QVERIFY2(step.contains(expected), qPrintable(step.join(u'\n')));
        QVERIFY2(!step.join(u'\n').contains(u"has decided"_s), qPrintable(step.join(u'\n')));
        QVERIFY2(c.guide()->guideText().contains(u"for free"_s), qPrintable(c.guide()->guideText()));
        QVERIFY2(c.guide()->decisionText().contains(u"adds figures to the relocation"_s), qPrintable(c.guide()->decisionText()));
        const QSet<QString> secrets = secretNames(c.game().state());
        for (const QString &name : secrets)
            QVERIFY2(!step.join(u'\n').contains(name), qPrintable(name));
        // The same row when the log is built again (a language change, a reopened game).
        c.retranslate();
        QStringList again;
        for (int row = 0; row < c.log()->rowCount(); ++row)
            again << c.log()->textAt(row);
        QVERIFY(again.contains(expected));
        // Giving the free relocation up is told too.
        QVERIFY(c.undo() || c.confirmUndo());
        QCOMPARE(c.game().state().decision(), mc::Decision::RelocateRoute);
        if (c.seats()->handOffNeeded())
            c.revealPrivate();
        QVERIFY(c.legalActions().contains(u"done"_s));
        QVERIFY(c.applyAction(u"done"_s));
        QCOMPARE(c.log()->textAt(c.log()->rowCount() - 1), u"%1 makes no free relocation."_s.arg(who));
    }

    // One person against computers, or a table game: undo never waits for a hand-off.
    void undoWithOnePersonOrAtATable()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newGame(2, {u"Ada"_s, u"Ben"_s}, true, 0, 3));
        for (int i = 0; i < 10; ++i)
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        QVERIFY(c.undo());
        QCOMPARE(c.seats()->undoSeat(), -1);
    }
};

QTEST_MAIN(TestHotSeatPrivacy)
#include "tst_hotseatprivacy.moc"
