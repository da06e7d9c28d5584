// RipSession (app/restinpeace/ripsession.h): typed choices applied as steps, undo and redo (table: one
// step; digital: back to a person's decision), the autosave and Continue, computer players off the GUI
// thread with stale answers dropped, the history record, hot-seat privacy (RIP-… ids).
#include "autosave.h"
#include "gamecontroller.h"
#include "historystore.h"
#include "language.h"
#include "model/core/rng.h"
#include "riphint.h"
#include "ripsession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QFutureWatcher>
#include <QScopeGuard>
#include <QSemaphore>
#include <QTest>
#include <QThreadPool>

using namespace Qt::StringLiterals;

namespace {

// The first row of `kind` ("ghost", "end", "chance", "place"...), -1 if none.
int rowOfKind(const ChoiceModel *m, const QString &kind)
{
    for (int r = 0; r < m->count(); ++r)
        if (m->rows().at(r).kind == kind)
            return r;
    return -1;
}

bool waitIdle(RipSession &s, int ms = 20000)
{
    return QTest::qWaitFor([&] { return !s.botThinking(); }, ms);
}

// A person's decision in a digital game: plays a ghost card if there is one, else ends the turn;
// other decisions take their first row.
bool playSomething(RipSession &s)
{
    const ChoiceModel *c = s.choices();
    if (c->count() == 0)
        return false;
    int row = rowOfKind(c, u"ghost"_s);
    if (row < 0)
        row = rowOfKind(c, u"end"_s);
    if (row < 0)
        row = 0;
    return s.choices()->apply(row);
}

} // namespace

class TestRipSession : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    HistoryStore *m_history = nullptr;

    void prepare(RipSession &s, const QString &sub)
    {
        s.setAutosaveDirectory(m_dir.path() + u"/"_s + sub);
        s.waitForAutosaveScan();
        s.setHistoryStore(m_history);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_history = new HistoryStore(m_dir.path() + u"/history.sqlite"_s, this);
        QVERIFY(m_history->available());
    }

    void badSetupChangesNothing()
    {
        RipSession s;
        prepare(s, u"bad"_s);
        QVERIFY(!s.newGame(u"digital"_s, {u"Ada"_s, u"  "_s}, {u"human"_s, u"rules"_s}, 0, false));
        QVERIFY(!s.message().isEmpty());
        QVERIFY(!s.active());
        QVERIFY(!s.newGame(u"digital"_s, {u"Ada"_s, u"ada"_s}, {u"human"_s, u"rules"_s}, 0, false));
        QVERIFY(!s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"genius"_s}, 0, false));
        QVERIFY(!s.newGame(u"chess"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        QVERIFY(!s.active());
        QVERIFY(QDir(m_dir.path() + u"/bad"_s).entryList({u"restinpeace-*"_s}, QDir::Files).isEmpty());
    }

    // RIP-SETUP-1/2: at a table the people tell the line and the tokens; each entry is one step.
    void tableEntriesApplyUndoRedo()
    {
        RipSession s;
        prepare(s, u"table"_s);
        s.setNextSeed(7);
        QVERIFY(s.newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        QCOMPARE(s.game().state().decision(), rip::Decision::LineCard);
        QCOMPARE(s.choices()->count(), 29); // RIP-COMP-2: any of the 29 psychic cards
        QVERIFY(s.handOff().isEmpty());
        const int row = s.choices()->rowWithValue(u"line"_s, 10); // the line's own grid
        QVERIFY(row >= 0);
        QVERIFY(s.choices()->apply(row));
        QCOMPARE(s.game().state().line[0], 10);
        QCOMPARE(s.mansions()->rows().at(0).card, 10);
        QCOMPARE(s.choices()->count(), 28); // the card is on the line now
        QVERIFY(s.canUndo());
        QVERIFY(s.undo());
        QCOMPARE(s.game().actions().size(), std::size_t(0));
        QCOMPARE(s.game().state().line[0], 0);
        QVERIFY(s.canRedo());
        QVERIFY(s.redo());
        QCOMPARE(s.game().state().line[0], 10);
        // The rest of the line and the ten tokens (RIP-SETUP-2), then the deal is automatic: nobody
        // tells the app the cards drawn at a table.
        while (s.game().state().decision() == rip::Decision::LineCard)
            QVERIFY(s.choices()->apply(0));
        QCOMPARE(s.game().state().decision(), rip::Decision::Mansion);
        int asked = 0;
        std::size_t before = 0;
        while (s.game().state().decision() == rip::Decision::Mansion) {
            before = s.game().actions().size();
            const int manor = s.choices()->rowWithValue(u"chance"_s, 0);
            QVERIFY(s.choices()->apply(manor >= 0 ? manor : 0));
            ++asked;
        }
        QCOMPARE(asked, 6); // after six manors the four castles are certain: nobody is asked
        QCOMPARE(s.game().state().decision(), rip::Decision::Turn);
        QCOMPARE(s.game().state().player[0].handSize(), 5); // RIP-SETUP-3
        QCOMPARE(s.game().state().player[0].handUnknown, 5);
        // One undo takes back the last manor, the castles and the deal that followed it.
        QVERIFY(s.undo());
        QCOMPARE(s.game().state().decision(), rip::Decision::Mansion);
        QCOMPARE(s.game().actions().size(), before);
    }

    // The hint at a table: asked on the one screen for whoever decides, from that seat's view (the cards
    // the app was not told are guessed, as the opponent's are); it names a legal choice.
    void tableGameHint()
    {
        RipSession s;
        prepare(s, u"tablehint"_s);
        s.setNextSeed(9);
        s.setHintBudgetForTests(200, 0);
        QVERIFY(s.newGame(u"table"_s, {u"Cy"_s, u"Di"_s}, {}, 0, false));
        int hints = 0;
        int guesses = 0;
        for (int guard = 0; guard < 400 && hints < 3 && !s.game().state().isTerminal(); ++guard) {
            if (!s.handOff().isEmpty()) {
                s.confirmHandOff();
                continue;
            }
            const rip::GameState &st = s.game().state();
            if (st.decision() == rip::Decision::Turn && st.legalActions().size() > 1) {
                QVERIFY(s.hintAvailable());
                s.askHint();
                QTRY_VERIFY_WITH_TIMEOUT(!s.hintThinking() && !s.hint().isEmpty(), 60000);
                const auto legal = s.game().state().legalActions();
                QVERIFY2(std::find(legal.begin(), legal.end(), s.hintAction()) != legal.end(), qPrintable(s.hint()));
                const rip::GameState view = s.game().state().viewFor(s.game().state().currentSeat());
                QVERIFY2(s.hint().contains(RipText({u"Cy"_s, u"Di"_s}).actionLabel(view, s.hintAction())), qPrintable(s.hint()));
                // A ghost card of a hand the app was not told is said as a guess.
                const rip::PlayerState &me = view.player[std::size_t(view.currentSeat())];
                if (s.hintAction().type == rip::ActionType::Ghost && me.handUnknown > 0 && me.hand[std::size_t(s.hintAction().v)] == 0) {
                    QVERIFY2(s.hint().startsWith(u"If you hold"_s), qPrintable(s.hint()));
                    ++guesses;
                }
                QVERIFY(s.applyHint());
                ++hints;
                continue;
            }
            QVERIFY2(playSomething(s), qPrintable(s.prompt()));
        }
        QCOMPARE(hints, 3);
        QVERIFY(guesses > 0);
    }

    // A whole table game entered by hand reaches its end and the history (RIP-END-*).
    void tableGameToTheEnd()
    {
        RipSession s;
        prepare(s, u"tablefull"_s);
        s.setNextSeed(9);
        QVERIFY(s.newGame(u"table"_s, {u"Cy"_s, u"Di"_s}, {}, 1, false));
        int guard = 0;
        while (!s.game().state().isTerminal() && guard++ < 3000) {
            if (!s.handOff().isEmpty()) {
                QCOMPARE(s.choices()->count(), 0); // the private step waits for its player
                s.confirmHandOff();
                continue;
            }
            // Ghost cards up to a total above the opponent's, then end; the table answers the rest.
            QVERIFY2(playSomething(s), qPrintable(s.prompt()));
            if (s.game().state().decision() == rip::Decision::Turn && s.game().state().cardsThisTurn > 2) {
                const int end = rowOfKind(s.choices(), u"end"_s);
                if (end >= 0)
                    QVERIFY(s.choices()->apply(end));
            }
        }
        QVERIFY(s.game().state().isTerminal());
        QVERIFY(s.result().value(u"over"_s).toBool());
        QVERIFY(s.historyId() >= 0);
        const auto rec = m_history->record(s.historyId());
        QVERIFY(rec);
        QCOMPARE(rec->source, u"table"_s);
        QCOMPARE(rec->game, u"rest-in-peace"_s);
    }

    // D-RIP-APP-TABLE: at a table the card laid face down on round 10 is entered without a hand-off: a
    // ghost card can only be entered "not told", so there is nothing to hide from the other player.
    void tableRoundTenCardWithoutHandOff()
    {
        RipSession s;
        prepare(s, u"tableplace"_s);
        s.setNextSeed(5);
        QVERIFY(s.newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        while (s.game().state().decision() == rip::Decision::LineCard || s.game().state().decision() == rip::Decision::Mansion)
            QVERIFY(s.choices()->apply(0));
        QCOMPARE(s.game().state().decision(), rip::Decision::Turn);
        const int withdraw = rowOfKind(s.choices(), u"end"_s);
        QVERIFY(withdraw >= 0);
        QVERIFY(s.choices()->apply(withdraw)); // Ada withdraws at once: she lost round 1 (RIP-ROUND-3)
        QCOMPARE(s.game().state().decision(), rip::Decision::Place);
        QCOMPARE(s.game().state().currentSeat(), 0);
        QVERIFY2(s.handOff().isEmpty(), qPrintable(s.handOff()));
        QVERIFY(!s.prompt().contains(u"Pass the laptop"_s));
        // What can be entered: nothing, a card not told, or a psychic card held (public); never a value.
        QVERIFY(s.choices()->count() >= 2);
        for (const ChoiceRow &row : s.choices()->rows()) {
            QCOMPARE(row.kind, u"place"_s);
            QVERIFY2(!row.label.contains(QRegularExpression(u"\\d"_s)), qPrintable(row.label));
        }
        const int notTold = rowOfKind(s.choices(), u"place"_s);
        QVERIFY(s.choices()->apply(s.choices()->count() - 1 > notTold ? notTold + 1 : notTold));
        QVERIFY(s.handOff().isEmpty());
        QCOMPARE(s.game().state().side(10, 0).size() + s.game().state().side(10, 1).size() <= 1, true);
    }

    // One game is one record: undoing the end takes its record back, finishing again (after the last
    // entry was changed) writes the record of the new end; the history and its charts count one game.
    void undoneEndIsOneRecord()
    {
        RipSession s;
        prepare(s, u"undoend"_s);
        s.setNextSeed(9191);
        QVERIFY(s.newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        const auto toTheEnd = [&](bool otherFirst) {
            int guard = 0;
            while (!s.game().state().isTerminal() && guard++ < 3000) {
                if (!s.handOff().isEmpty()) {
                    s.confirmHandOff();
                    continue;
                }
                if (otherFirst) { // another entry than the one made before the undo
                    otherFirst = false;
                    if (!s.choices()->apply(s.choices()->count() - 1))
                        return false;
                    continue;
                }
                if (!playSomething(s))
                    return false;
                if (s.game().state().decision() == rip::Decision::Turn && s.game().state().cardsThisTurn > 2) {
                    const int end = rowOfKind(s.choices(), u"end"_s);
                    if (end >= 0 && !s.choices()->apply(end))
                        return false;
                }
            }
            return s.game().state().isTerminal();
        };
        const auto recordsOfAdaAndBo = [&] {
            int n = 0;
            for (const GameRecord &g : m_history->records())
                n += g.game == u"rest-in-peace"_s && g.players.size() == 2 && g.players[0].name == u"Ada"_s
                     && g.players[1].name == u"Bo"_s;
            return n;
        };
        const int before = recordsOfAdaAndBo();
        QVERIFY(toTheEnd(false));
        QVERIFY(s.historyId() >= 0);
        QCOMPARE(recordsOfAdaAndBo(), before + 1);
        const auto statsGames = [&] {
            int games = 0;
            for (const QVariant &p : m_history->playerStats(u"rest-in-peace"_s))
                if (p.toMap().value(u"name"_s).toString() == u"Ada"_s)
                    games = p.toMap().value(u"games"_s).toInt();
            return games;
        };
        const int statsBefore = statsGames();

        // Undo on the result: the game is not over, and the history no longer says who won it.
        QVERIFY(s.undo());
        QVERIFY(!s.game().state().isTerminal());
        QCOMPARE(s.historyId(), qint64(-1));
        QCOMPARE(recordsOfAdaAndBo(), before);
        QCOMPARE(statsGames(), statsBefore - 1);

        // Another last entry, played to the end again: one record, of this end.
        QVERIFY(toTheEnd(true));
        QVERIFY(s.historyId() >= 0);
        QCOMPARE(recordsOfAdaAndBo(), before + 1);
        QCOMPARE(statsGames(), statsBefore);
        const auto rec = m_history->record(s.historyId());
        QVERIFY(rec);
        const rip::GameState &end = s.game().state();
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(rec->players[std::size_t(p)].details.value(u"manors"_s).toInt(), int(end.player[std::size_t(p)].manors));
            QCOMPARE(rec->players[std::size_t(p)].place, end.gameWinner < 0 || end.gameWinner == p ? 1 : 2);
        }
        // Undo and redo bring the same end back: still one record.
        QVERIFY(s.undo());
        QCOMPARE(recordsOfAdaAndBo(), before);
        QVERIFY(s.redo());
        QCOMPARE(recordsOfAdaAndBo(), before + 1);
    }

    // Digital undo goes back to the person's last decision, past the computer's moves.
    void digitalUndoToPersonsDecision()
    {
        RipSession s;
        prepare(s, u"undo"_s);
        s.setNextSeed(21);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"rules"_s}, 0, false));
        QCOMPARE(s.viewer(), 0);
        QCOMPARE(s.game().state().currentSeat(), 0);
        QVERIFY(s.choices()->apply(rowOfKind(s.choices(), u"ghost"_s)));
        const std::size_t beforeEnd = s.game().actions().size();
        QVERIFY(s.choices()->apply(rowOfKind(s.choices(), u"end"_s)));
        QVERIFY(waitIdle(s));
        QVERIFY(s.game().actions().size() > beforeEnd + 1); // the computer answered
        QVERIFY(s.undo());
        QCOMPARE(s.game().actions().size(), beforeEnd);
        QCOMPARE(s.game().state().currentSeat(), 0);
        QCOMPARE(s.game().state().decision(), rip::Decision::Turn);
        QVERIFY(!s.botThinking());
    }

    // An answer of the computer player that arrives after undo is for another position: dropped.
    void staleBotAnswerDropped()
    {
        RipSession s;
        prepare(s, u"stale"_s);
        s.setNextSeed(5);
        s.setBotDelayForTests(400);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"random"_s}, 0, false));
        QVERIFY(s.choices()->apply(rowOfKind(s.choices(), u"ghost"_s)));
        const std::size_t beforeEnd = s.game().actions().size();
        QVERIFY(s.choices()->apply(rowOfKind(s.choices(), u"end"_s)));
        QVERIFY(s.botThinking());
        QCOMPARE(s.choices()->count(), 0); // nothing to click while the computer thinks
        QVERIFY(s.undo());
        QVERIFY(!s.botThinking());
        // The late answer comes back (its watcher goes once it has, however long the thread took) and goes.
        QVERIFY(!s.findChildren<QFutureWatcherBase *>().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(s.findChildren<QFutureWatcherBase *>().isEmpty(), 60000);
        QCOMPARE(s.game().actions().size(), beforeEnd);
        QCOMPARE(s.game().state().currentSeat(), 0);
        QVERIFY(s.choices()->count() > 0);
    }

    // Autosave after every step; another session (the next start) continues the same game.
    void autosaveAndContinue()
    {
        QString digest;
        std::size_t actions = 0;
        {
            RipSession s;
            prepare(s, u"auto"_s);
            s.setNextSeed(33);
            QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"search"_s}, 1, false));
            QVERIFY(waitIdle(s));
            QVERIFY(playSomething(s));
            QVERIFY(waitIdle(s));
            QVERIFY(QFile::exists(s.autosavePath()));
            QVERIFY(QFileInfo(s.autosavePath()).fileName().startsWith(u"restinpeace-"_s));
            digest = rip::stateDigest(s.game().state());
            actions = s.game().actions().size();
        }
        RipSession again;
        prepare(again, u"auto"_s);
        QVERIFY(!again.continueSummary().isEmpty());
        QVERIFY(again.continueSummary().contains(u"Ada"_s));
        QVERIFY(again.continueGame());
        QCOMPARE(rip::stateDigest(again.game().state()), digest);
        QCOMPARE(again.game().actions().size(), actions);
        // One word for a person at every game of the shelf (app/core/seatkinds.h); "human" is read as it.
        QCOMPARE(again.seatKinds(), (QStringList{u"person"_s, u"search"_s}));
        QVERIFY(again.canUndo());
        QVERIFY(again.log()->rowCount() > 3);
    }

    // The autosave of a running digital game does not show the computer's draws (nor anybody's cards):
    // its steps are sealed; it continues as it was; at the end the steps are written openly. An autosave
    // of an older version (open steps) still loads.
    void autosaveKeepsSecretsUntilTheEnd()
    {
        const auto readSave = [](const QString &path) {
            QFile f(path);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QString digest;
        QByteArray open;
        {
            RipSession s;
            prepare(s, u"sealed"_s);
            s.setNextSeed(4711);
            QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"rules"_s}, 1, false));
            QVERIFY(waitIdle(s));
            QVERIFY(playSomething(s));
            QVERIFY(waitIdle(s));
            const QByteArray saved = readSave(s.autosavePath());
            const QJsonArray steps = QJsonDocument::fromJson(saved).object().value(u"actions"_s).toArray();
            QVERIFY(steps.size() > 10); // the deal, the computer's draws and plays
            for (const QJsonValue &step : steps)
                QVERIFY2(step.toString().startsWith(u"sealed "_s), qPrintable(step.toString()));
            for (const char *word : {"draw ", "ghost ", "line ", "mansion "})
                QVERIFY2(!saved.contains(word), word);
            QCOMPARE(QJsonDocument::fromJson(saved).object().value(u"version"_s).toInt(), 3);
            digest = rip::stateDigest(s.game().state());
            open = s.game().toJson(); // as older versions wrote it
            QVERIFY(open.contains("draw "));
        }
        {
            RipSession again;
            prepare(again, u"sealed"_s);
            QVERIFY(again.continueGame());
            QCOMPARE(rip::stateDigest(again.game().state()), digest);
        }
        // An older autosave, its steps open, loads as before.
        const QString old = m_dir.path() + u"/sealed-old/restinpeace-autosave.json"_s;
        QDir().mkpath(QFileInfo(old).absolutePath());
        {
            QFile f(old);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(open);
        }
        RipSession older;
        prepare(older, u"sealed-old"_s);
        QVERIFY(older.continueGame());
        QCOMPARE(rip::stateDigest(older.game().state()), digest);

        // A finished game's autosave lists its steps openly: a replay of everything.
        RipSession bots;
        prepare(bots, u"sealed-end"_s);
        bots.setNextSeed(4712);
        QVERIFY(bots.newGame(u"digital"_s, {u"Rand"_s, u"Rule"_s}, {u"random"_s, u"rules"_s}, 0, false));
        QVERIFY(QTest::qWaitFor([&] { return bots.game().state().isTerminal(); }, 60000));
        const QByteArray end = readSave(bots.autosavePath());
        QVERIFY(!end.contains("sealed "));
        QVERIFY(end.contains("draw "));
        QCOMPARE(QJsonDocument::fromJson(end).object().value(u"version"_s).toInt(), 2);
    }

    // A damaged autosave is reported, left as it is, and never written over.
    void damagedAutosaveKept()
    {
        const QString dir = m_dir.path() + u"/damaged"_s;
        QDir().mkpath(dir);
        QFile f(dir + u"/restinpeace-autosave.json"_s);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ not json");
        f.close();
        RipSession s;
        prepare(s, u"damaged"_s);
        QVERIFY(s.continueSummary().isEmpty());
        QVERIFY(s.message().contains(u"could not be read"_s));
        QVERIFY(s.newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        QVERIFY(s.autosavePath() != dir + u"/restinpeace-autosave.json"_s);
        QFile again(dir + u"/restinpeace-autosave.json"_s);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QCOMPARE(again.readAll(), QByteArray("{ not json"));
        again.close();

        // The folder is read on a worker thread: a game started before its files are read does not
        // write over a file it has not read yet either.
        const QString unread = m_dir.path() + u"/unread"_s;
        QVERIFY(QDir().mkpath(unread));
        QVERIFY(QFile::copy(dir + u"/restinpeace-autosave.json"_s, unread + u"/restinpeace-autosave.json"_s));
        // The folder is read after the new game wrote its own file there (the worker threads are kept
        // busy until then): the damaged file is still the one told, the running game is not offered.
        QSemaphore release;
        const int workers = QThreadPool::globalInstance()->maxThreadCount();
        QAtomicInt started = 0;
        for (int i = 0; i < workers; ++i)
            QThreadPool::globalInstance()->start([&] {
                started.fetchAndAddOrdered(1);
                release.acquire();
            });
        // The workers are let go however the test ends (a failed check must not leave the pool stuck).
        bool released = false;
        const auto letGo = qScopeGuard([&] {
            if (!released)
                release.release(workers);
            QThreadPool::globalInstance()->waitForDone();
        });
        // Earlier tests' work (a computer player's last search, a folder being read) may still hold a
        // worker for a while on a busy machine.
        QVERIFY(QTest::qWaitFor([&] { return started.loadAcquire() == workers; }, 60000));
        RipSession early;
        early.setAutosaveDirectory(unread);
        early.setHistoryStore(m_history);
        QVERIFY(early.newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        QVERIFY(early.autosavePath() != unread + u"/restinpeace-autosave.json"_s);
        QVERIFY(QFileInfo::exists(early.autosavePath()));
        release.release(workers);
        released = true;
        early.waitForAutosaveScan();
        QVERIFY(early.continueSummary().isEmpty());
        QVERIFY(early.message().contains(u"could not be read"_s));
        QFile still(unread + u"/restinpeace-autosave.json"_s);
        QVERIFY(still.open(QIODevice::ReadOnly));
        QCOMPARE(still.readAll(), QByteArray("{ not json"));
    }

    // A new game never replaces an unfinished one: each is kept in its own file, listed last played
    // first; Continue offers the last played and any of the list can be continued or deleted.
    void newGameKeepsTheUnfinishedOne()
    {
        const QString dir = m_dir.path() + u"/several"_s;
        RipSession s;
        prepare(s, u"several"_s);
        s.setNextSeed(5);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"person"_s, u"rules"_s}, 0, false));
        QVERIFY(waitIdle(s));
        QVERIFY(playSomething(s));
        QVERIFY(waitIdle(s));
        const QString first = s.autosavePath();
        const QString firstDigest = rip::stateDigest(s.game().state());
        QVERIFY(s.continueSummary().isEmpty()); // the running game is on screen, not offered
        s.setNextSeed(6);
        QVERIFY(s.newGame(u"table"_s, {u"Cy"_s, u"Di"_s}, {}, 1, false));
        const QString second = s.autosavePath();
        QVERIFY(second != first);
        QVERIFY(QFileInfo::exists(first));
        QVERIFY(QFileInfo::exists(second));
        Autosave *list = s.autosaveList();
        list->waitForScan();
        QCOMPARE(list->games()->count(), 2);
        QCOMPARE(list->games()->rows().at(0).file, second); // last played first
        QCOMPARE(list->games()->rows().at(0).mode, u"table"_s);
        QVERIFY(list->games()->rows().at(0).running);
        QCOMPARE(list->games()->rows().at(1).file, first);
        QVERIFY(list->games()->rows().at(1).players.contains(u"Ada"_s));
        QCOMPARE(list->games()->rows().at(1).phase, QString()); // Rest in Peace has no phases to show
        s.close();
        QVERIFY(s.continueSummary().contains(u"Cy"_s));
        // The first game, chosen in the list, goes on where it was left, in its own file.
        QVERIFY(list->select(first));
        QVERIFY(s.continueSummary().contains(u"Ada"_s));
        QVERIFY(s.continueGame());
        QCOMPARE(rip::stateDigest(s.game().state()), firstDigest);
        QCOMPARE(s.autosavePath(), first);
        // Deleting the other one removes its file and its row.
        QVERIFY(list->remove(second));
        QVERIFY(!QFileInfo::exists(second));
        QCOMPARE(list->games()->count(), 1);
        QCOMPARE(QDir(dir).entryList({u"restinpeace-*"_s}, QDir::Files).size(), 1);
    }

    // The Continue tile's line and the list's words follow the language shown at once.
    void continueLineFollowsTheLanguage()
    {
        RipSession s;
        prepare(s, u"language"_s);
        QVERIFY(s.newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        s.close();
        QVERIFY(Language::instance()->choose(u"en"_s));
        QVERIFY2(s.autosaveList()->continueSummary().contains(u" against "_s), qPrintable(s.autosaveList()->continueSummary()));
        QSignalSpy changed(s.autosaveList(), &Autosave::changed);
        QVERIFY(Language::instance()->choose(u"de"_s));
        const auto back = qScopeGuard([] { Language::instance()->choose(u"en"_s); });
        QVERIFY(changed.count() > 0);
        QVERIFY2(s.autosaveList()->continueSummary().contains(u" gegen "_s), qPrintable(s.autosaveList()->continueSummary()));
        QVERIFY(s.autosaveList()->games()->rows().at(0).players.contains(u" gegen "_s));
    }

    // Mourners Call's Continue does not pick up Rest in Peace's autosave, nor this one Mourners Call's.
    void autosavesOfTheTwoGamesApart()
    {
        const QString dir = m_dir.path() + u"/shared"_s;
        {
            RipSession s;
            prepare(s, u"shared"_s);
            QVERIFY(s.newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
            QVERIFY(QFile::exists(s.autosavePath())); // the autosave written
            QCOMPARE(QDir(dir).entryList({u"restinpeace-autosave-*.json"_s}, QDir::Files).size(), 1);
        }
        GameController mourners;
        mourners.setAutosaveDirectory(dir);
        mourners.autosave()->waitForScan();
        QVERIFY(!mourners.autosave()->canContinue());
        QVERIFY2(mourners.autosave()->problem().isEmpty(), qPrintable(mourners.autosave()->problem()));
        // A Mourners Call autosave (any content) beside it is not this game's.
        QFile m(dir + u"/game-20260101-120000.json"_s);
        QVERIFY(m.open(QIODevice::WriteOnly));
        m.write("{\"format\": \"mourners-save\"}");
        m.close();
        RipSession s;
        prepare(s, u"shared"_s);
        QVERIFY(!s.continueSummary().isEmpty());
        QVERIFY(s.message().isEmpty());
    }

    // Two computer players finish a game; it goes to the history with its breakdown (RIP-END-1..3).
    void historyRecordWritten()
    {
        RipSession s;
        prepare(s, u"history"_s);
        s.setNextSeed(77);
        QVERIFY(s.newGame(u"digital"_s, {u"Rand"_s, u"Rule"_s}, {u"random"_s, u"rules"_s}, 0, false));
        QVERIFY(QTest::qWaitFor([&] { return s.game().state().isTerminal(); }, 60000));
        QVERIFY(s.historyId() >= 0);
        const rip::GameState &end = s.game().state();
        const auto rec = m_history->record(s.historyId());
        QVERIFY(rec);
        QCOMPARE(rec->game, u"rest-in-peace"_s);
        QCOMPARE(rec->source, u"digital"_s);
        QCOMPARE(rec->players.size(), std::size_t(2));
        for (int p = 0; p < 2; ++p) {
            const PlayerRecord &pr = rec->players[std::size_t(p)];
            QCOMPARE(pr.details.value(u"manors"_s).toInt(), int(end.player[std::size_t(p)].manors));
            QCOMPARE(pr.details.value(u"castles"_s).toInt(), int(end.player[std::size_t(p)].castles));
            QCOMPARE(pr.place, end.gameWinner < 0 || end.gameWinner == p ? 1 : 2);
        }
        QCOMPARE(rec->details.value(u"end"_s).toString(), QString::fromLatin1(RipText::endReasonKey(end.endReason)));
        QCOMPARE(rec->details.value(u"mansions"_s).toArray().size(), 10);
        const QVariantMap detail = m_history->gameDetail(s.historyId());
        QVERIFY(!s.historySummary(detail).isEmpty());
        QVERIFY(s.historySummary(detail).contains(u"Rand"_s));
        // The same finished game is not stored twice.
        const int games = m_history->gameCount();
        s.autosaveList()->waitForWrites(); // the finished game on disk
        RipSession again;
        prepare(again, u"history"_s);
        QVERIFY(again.continueSummary().isEmpty()); // finished: nothing to continue
        QCOMPARE(m_history->gameCount(), games);
    }

    // Hot-seat: a seat's hand is never in the other seat's screen, nor in the computer's view.
    void handNeverInOtherView()
    {
        RipSession s;
        prepare(s, u"privacy"_s);
        s.setNextSeed(11);
        int views = 0;
        bool leaked = false;
        s.setBotObserver([&](const rip::GameState &view) {
            ++views;
            const int bot = view.currentSeat();
            const rip::PlayerState &other = view.player[std::size_t(1 - bot)];
            if (!view.seesOpponentHand(bot))
                for (int v = 1; v <= 6; ++v)
                    leaked = leaked || other.hand[std::size_t(v)] != 0;
        });
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"human"_s}, 0, false));
        // Two people: the first decision waits for its player; nothing private is shown meanwhile.
        QCOMPARE(s.handOff(), u"Ada"_s);
        QCOMPARE(s.choices()->count(), 0);
        for (const RipSeatRow &row : s.seats()->rows())
            QVERIFY(!row.handVisible && row.hand.isEmpty());
        s.confirmHandOff();
        QCOMPARE(s.viewer(), 0);
        QVERIFY(s.seats()->rows().at(0).handVisible);
        QCOMPARE(s.seats()->rows().at(0).hand.size(), 5);
        QVERIFY(!s.seats()->rows().at(1).handVisible);
        QVERIFY(s.seats()->rows().at(1).hand.isEmpty());
        QCOMPARE(s.view().player[1].hand, (std::array<std::int8_t, 7>{}));
        QVERIFY(s.choices()->apply(rowOfKind(s.choices(), u"ghost"_s)));
        QVERIFY(s.choices()->apply(rowOfKind(s.choices(), u"end"_s)));
        QCOMPARE(s.handOff(), u"Bo"_s);
        QCOMPARE(s.choices()->count(), 0);
        QVERIFY(!s.seats()->rows().at(0).handVisible);
        s.confirmHandOff();
        QCOMPARE(s.viewer(), 1);
        QVERIFY(!s.seats()->rows().at(0).handVisible);
        QVERIFY(s.seats()->rows().at(1).handVisible);
        // The log names no card drawn.
        for (int r = 0; r < s.log()->rowCount(); ++r)
            QVERIFY2(!s.log()->textAt(r).contains(u"draws a "_s) || s.log()->textAt(r).endsWith(u"draws a card."_s),
                     qPrintable(s.log()->textAt(r)));

        // A computer player gets its own view only.
        RipSession bot;
        prepare(bot, u"privacy2"_s);
        bot.setNextSeed(12);
        bot.setBotObserver([&](const rip::GameState &view) {
            ++views;
            const int seat = view.currentSeat();
            if (!view.seesOpponentHand(seat))
                for (int v = 1; v <= 6; ++v)
                    leaked = leaked || view.player[std::size_t(1 - seat)].hand[std::size_t(v)] != 0;
        });
        QVERIFY(bot.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"rules"_s, u"search"_s}, 0, false));
        QVERIFY(QTest::qWaitFor([&] { return views > 6; }, 30000));
        bot.close();
        QVERIFY(views > 6);
        QVERIFY(!leaked);
    }

    // "What would the computer do?" in hot-seat: only the deciding person's own screen may ask, after
    // the hand-off; the answer comes off the GUI thread ("thinking" meanwhile), names one of the
    // choices (marked among them) and goes as soon as the decision changes.
    void hintOnlyForTheDecidersScreen()
    {
        RipSession s;
        prepare(s, u"hint"_s);
        s.setNextSeed(31);
        s.setHintBudgetForTests(300, 0);
        QSignalSpy changed(&s, &RipSession::hintChanged);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"person"_s, u"person"_s}, 0, false));
        // Before Ada holds the laptop nobody may ask: the hint would speak of her hand.
        QCOMPARE(s.handOff(), u"Ada"_s);
        QVERIFY(!s.hintAvailable());
        s.askHint();
        QVERIFY(!s.hintThinking());
        QVERIFY(s.hint().isEmpty());
        s.confirmHandOff();
        QVERIFY(s.hintAvailable());
        changed.clear();
        s.askHint();
        QVERIFY(s.hintThinking());
        QVERIFY(changed.count() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(!s.hintThinking(), 60000);
        QVERIFY(!s.hint().isEmpty());
        // The hint names a legal choice, and that choice's row (one only) is marked.
        const auto legal = s.game().state().legalActions();
        QVERIFY(std::find(legal.begin(), legal.end(), s.hintAction()) != legal.end());
        int marked = 0;
        for (const ChoiceRow &r : s.choices()->rows())
            if (r.extra.value(u"hint"_s).toBool()) {
                ++marked;
                QCOMPARE(r.payload, s.hintAction().key());
            }
        QCOMPARE(marked, 1);
        // The button's label names it as its button does.
        const rip::GameState view = s.game().state().viewFor(0);
        QVERIFY2(s.hint().contains(RipText({u"Ada"_s, u"Bo"_s}).actionLabel(view, s.hintAction())), qPrintable(s.hint()));
        // Taking it is a step: the hint goes with the decision it answered.
        const std::size_t before = s.game().actions().size();
        QVERIFY(s.applyHint());
        QVERIFY(s.game().actions().size() > before);
        QVERIFY(s.hint().isEmpty());
        for (const ChoiceRow &r : s.choices()->rows())
            QVERIFY(!r.extra.contains(u"hint"_s));
        // Ada ends her turn; Bo's turn waits for his hand-off: no hint, nor may one be asked.
        while (s.game().state().currentSeat() == 0 && s.handOff().isEmpty())
            QVERIFY(playSomething(s));
        QCOMPARE(s.handOff(), u"Bo"_s);
        QVERIFY(!s.hintAvailable());
        QVERIFY(s.hint().isEmpty());
    }

    // A hint asked and then overtaken by undo (or another step) never shows: its late answer is dropped.
    void staleHintDropped()
    {
        RipSession s;
        prepare(s, u"hint-stale"_s);
        s.setNextSeed(32);
        s.setHintBudgetForTests(100, 0, 400);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"person"_s, u"rules"_s}, 0, false));
        QVERIFY(s.choices()->apply(rowOfKind(s.choices(), u"ghost"_s)));
        QVERIFY(s.hintAvailable());
        s.askHint();
        QVERIFY(s.hintThinking());
        QVERIFY(s.undo());
        QVERIFY(!s.hintThinking());
        QVERIFY(!s.findChildren<QFutureWatcherBase *>().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(s.findChildren<QFutureWatcherBase *>().isEmpty(), 60000);
        QVERIFY(s.hint().isEmpty());
        for (const ChoiceRow &r : s.choices()->rows())
            QVERIFY(!r.extra.contains(u"hint"_s));
        // Asked again for the decision now on screen, it answers.
        s.askHint();
        QTRY_VERIFY_WITH_TIMEOUT(!s.hint().isEmpty(), 60000);
        // A new game drops it too.
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"person"_s, u"rules"_s}, 0, false));
        QVERIFY(s.hint().isEmpty());
    }

    // The hint is worked out from the deciding seat's view: two games that differ only in what Ada
    // cannot see (Bo's hand, the order of the decks) give the same hint, word for word.
    void hintFromTheSeatsViewOnly()
    {
        rip::Setup setup;
        setup.seed = 33;
        rip::Game g = rip::Game::create(setup, {u"Ada"_s, u"Bo"_s});
        g.playChance();
        const rip::GameState truth = g.state();
        QCOMPARE(truth.currentSeat(), 0);
        QVERIFY(truth.legalActions().size() > 1);
        rip::GameState other = truth;
        other.rng ^= 0x5DEECE66DULL; // other deck orders
        rip::PlayerState &bo = other.player[1];
        bool swapped = false;
        for (int held = 1; held <= 6 && !swapped; ++held)
            for (int deck = 1; deck <= 6 && !swapped; ++deck)
                if (held != deck && bo.hand[std::size_t(held)] > 0 && bo.pool[std::size_t(deck)] > 0) {
                    --bo.hand[std::size_t(held)];
                    ++bo.pool[std::size_t(held)];
                    ++bo.hand[std::size_t(deck)];
                    --bo.pool[std::size_t(deck)];
                    swapped = true;
                }
        QVERIFY(swapped);
        QVERIFY(!(other == truth));
        QVERIFY(other.checkInvariants().isEmpty());
        rip::BotConfig config = riphint::config();
        config.strongIterations = 400;
        config.strongTimeLimitMs = 0;
        const rip::Advice a = riphint::advise(truth, config, 99);
        const rip::Advice b = riphint::advise(other, config, 99);
        QVERIFY(a.searched);
        QVERIFY(a.action == b.action);
        QCOMPARE(a.value, b.value);
        QVERIFY(a.runnerUp == b.runnerUp);
        const RipText t({u"Ada"_s, u"Bo"_s});
        const QString sa = riphint::sentence(truth.viewFor(0), a, t);
        QCOMPARE(riphint::sentence(other.viewFor(0), b, t), sa);
        QVERIFY(!sa.isEmpty());
        // The same position with Ada's own hand changed may well be judged otherwise: the view is
        // what the search reads (a different hand, a different view).
        rip::GameState mine = truth;
        rip::PlayerState &ada = mine.player[0];
        for (int held = 1; held <= 6; ++held)
            if (ada.hand[std::size_t(held)] > 0 && ada.pool[std::size_t(held == 6 ? 1 : held + 1)] > 0) {
                --ada.hand[std::size_t(held)];
                ++ada.hand[std::size_t(held == 6 ? 1 : held + 1)];
                break;
            }
        QVERIFY(!(mine.viewFor(0) == truth.viewFor(0)));
    }

    // One legal choice: the hint says so at once, without a search (and without "thinking").
    void hintOfASingleChoice()
    {
        rip::GameState s;
        bool found = false;
        for (std::uint64_t seed = 1; seed < 60 && !found; ++seed) {
            rip::Setup setup;
            setup.seed = seed;
            s = rip::GameState::newGame(setup);
            std::uint64_t r = seed;
            while (!s.isTerminal()) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                if (s.legalActions().size() == 1) {
                    found = true;
                    break;
                }
                s.applyUnchecked(rip::chooseAction(s.viewFor(s.currentSeat()), rip::BotKind::Random, mc::splitmix64(r)));
            }
        }
        QVERIFY(found);
        rip::BotConfig config = riphint::config(); // the full budget: it must not be spent
        const rip::Advice a = riphint::advise(s, config, 1);
        QCOMPARE(a.choices, 1);
        QVERIFY(!a.searched);
        QCOMPARE(a.simulations, 0);
        const RipText t({u"Ada"_s, u"Bo"_s});
        const QString text = riphint::sentence(s.viewFor(s.currentSeat()), a, t);
        QVERIFY2(text.startsWith(u"There is only one choice here"_s), qPrintable(text));
        QVERIFY(text.contains(t.actionLabel(s.viewFor(s.currentSeat()), s.legalActions().front())));
    }

    // The strong computer player is a kind of seat of its own: it plays, and a save keeps it.
    void strongPlayerPlaysAndIsSaved()
    {
        RipSession s;
        prepare(s, u"strong"_s);
        s.setNextSeed(34);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"person"_s, u"strong"_s}, 1, false));
        QCOMPARE(s.seatKinds(), (QStringList{u"person"_s, u"strong"_s}));
        QVERIFY(!s.hintAvailable()); // Bo (the computer) starts
        QVERIFY(waitIdle(s, 60000));
        QCOMPARE(s.game().state().currentSeat(), 0);
        QVERIFY(s.game().actions().size() > 0);
        QVERIFY(s.hintAvailable());
        const QString path = s.autosavePath();
        s.close();
        RipSession again;
        prepare(again, u"strong"_s);
        QVERIFY(again.openFile(path));
        QCOMPARE(again.seatKinds(), (QStringList{u"person"_s, u"strong"_s}));
        again.close();
    }
};

QTEST_MAIN(TestRipSession)
#include "tst_ripsession.moc"
