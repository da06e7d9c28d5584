// Rest in Peace's session parts on their own (app/restinpeace): the save file's app part read and
// written (ripsave.h), the choices' rows and what a chosen row's payload names (ripchoices.h), who
// plays and who holds the laptop (ripplayers.h), the steps the app takes itself (ripsteps.h). The
// session's tests (tst_ripsession, tst_ripsaves) check the same through RipSession; these pin each part.
#include "ripchoices.h"
#include "playtime.h"
#include "ripplayers.h"
#include "ripsave.h"
#include "ripsteps.h"
#include "riptext.h"

#include "model/restinpeace/game.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;

namespace {

const QStringList kNames{u"Ada"_s, u"Bo"_s};

// A digital game after its deal (what RipSession::newGame opens), Ada to start round 1.
rip::Game dealt(rip::Mode mode = rip::Mode::Digital)
{
    rip::Setup setup;
    setup.seed = 20261128;
    setup.mode = mode;
    setup.starter = 0;
    rip::Game g = rip::Game::create(setup, kNames);
    (void)ripsteps::runAutomatic(g, nullptr);
    return g;
}

// `save` with its app part's kinds replaced.
QByteArray withKinds(const QByteArray &save, const QJsonArray &kinds)
{
    QJsonObject o = QJsonDocument::fromJson(save).object();
    QJsonObject app = o.value(u"app"_s).toObject();
    app[u"kinds"_s] = kinds;
    o[u"app"_s] = app;
    return QJsonDocument(o).toJson();
}

} // namespace

class TestRipParts : public QObject
{
    Q_OBJECT

private slots:
    void saveRoundTrip()
    {
        rip::Game g = dealt();
        const std::vector<rip::Action> legal = g.state().legalActions();
        QVERIFY(!legal.empty());
        QCOMPARE(g.apply(legal.front()), rip::ApplyError::None);
        (void)ripsteps::runAutomatic(g, nullptr);

        const ripsave::Loaded loaded = ripsave::read(ripsave::write(g, {u"person"_s, u"rules"_s}, 125'500));
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.kinds, (QStringList{u"person"_s, u"rules"_s}));
        QCOMPARE(loaded.playedMs, qint64(125'000)); // whole seconds are kept
        QCOMPARE(loaded.game.names(), kNames);
        QVERIFY(loaded.game.actions() == g.actions());
    }

    void saveKinds()
    {
        const rip::Game g = dealt();
        const QByteArray save = ripsave::write(g, {u"person"_s, u"search"_s}, 0);
        // "human" of older saves reads as "person" (app/core/seatkinds.h).
        QCOMPARE(ripsave::read(withKinds(save, {u"human"_s, u"rules"_s})).kinds,
                 (QStringList{u"person"_s, u"rules"_s}));
        // A kind nobody knows is refused with its field.
        const ripsave::Loaded bad = ripsave::read(withKinds(save, {u"person"_s, u"genius"_s}));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.problems.front().path, u"app.kinds[1]"_s);
        QCOMPARE(bad.problems.front().reason, mc::ProblemCode::UnknownWord);
        // A save the command line wrote has no app part: people at the laptop, no time played.
        const ripsave::Loaded cli = ripsave::read(g.toJson());
        QVERIFY(cli.ok());
        QCOMPARE(cli.kinds, (QStringList{u"person"_s, u"person"_s}));
        QCOMPARE(cli.playedMs, qint64(0));
        // At a table every seat is the table's.
        const ripsave::Loaded table = ripsave::read(ripsave::write(dealt(rip::Mode::Table), {u"table"_s, u"table"_s}, 0));
        QVERIFY(table.ok());
        QCOMPARE(table.kinds, (QStringList{u"table"_s, u"table"_s}));
        QCOMPARE(ripsave::read(withKinds(table.game.toJson(), {u"person"_s, u"table"_s})).problems.front().path,
                 u"app.kinds[0]"_s);
    }

    // The time played (app/core/playtime.h): what went by between two steps counts, a long pause as
    // half an hour at most; after the end nothing is added until a step undoes it.
    void playTime()
    {
        PlayTime t;
        t.start(5'000);
        QCOMPARE(t.counted(), qint64(5'000));
        t.stepAfter(60'000, false);
        QCOMPARE(t.counted(), qint64(65'000));
        t.stepAfter(8 * 3600'000, false); // overnight
        QCOMPARE(t.counted(), qint64(65'000) + PlayTime::kLongestPauseMs);
        t.stepAfter(1'000, true); // the last step of the game counts, then the clock stops
        const qint64 atTheEnd = t.counted();
        QCOMPARE(atTheEnd, qint64(66'000) + PlayTime::kLongestPauseMs);
        t.stepAfter(10'000, true); // a change of the result later
        QCOMPARE(t.counted(), atTheEnd);
        t.stepAfter(10'000, false); // an undo of the end: counted from itself on
        QCOMPARE(t.counted(), atTheEnd);
        t.stepAfter(2'000, false);
        QCOMPARE(t.counted(), atTheEnd + 2'000);
    }

    // The end of the turn says whether its total beats the opponent's: the page draws only that one in the
    // accent, not a withdrawal that loses the round.
    void endRowSaysWhetherItBeats()
    {
        rip::Game g = dealt();
        const auto endRow = [&](const rip::GameState &s) -> std::optional<ChoiceRow> {
            for (const ChoiceRow &r : ripchoices::rows(s, s.viewFor(s.currentSeat()), RipText(kNames)))
                if (r.kind == u"end"_s)
                    return r;
            return std::nullopt;
        };
        const rip::GameState &s = g.state();
        QCOMPARE(s.decision(), rip::Decision::Turn);
        const int seat = s.currentSeat();
        if (const auto first = endRow(s)) {
            QVERIFY(first->extra.contains(u"beats"_s));
            QCOMPARE(first->extra.value(u"beats"_s).toBool(), s.total(s.round, seat) > s.total(s.round, 1 - seat));
        }
        // A ghost card played: the turn's total beats the opponent's 0, and the row says so.
        bool played = false;
        for (const rip::Action &a : s.legalActions()) {
            if (a.type == rip::ActionType::Ghost && a.v > 0) {
                QCOMPARE(g.apply(a), rip::ApplyError::None);
                played = true;
                break;
            }
        }
        QVERIFY(played);
        QCOMPARE(g.state().currentSeat(), seat);
        const auto after = endRow(g.state());
        QVERIFY(after.has_value());
        QVERIFY(g.state().total(g.state().round, seat) > g.state().total(g.state().round, 1 - seat));
        QCOMPARE(after->extra.value(u"beats"_s).toBool(), true);
        QVERIFY(after->label.contains(u"beats"_s));
    }

    void choicesAndPayloads()
    {
        const rip::Game g = dealt();
        const rip::GameState &s = g.state();
        QCOMPARE(s.decision(), rip::Decision::Turn);
        const QList<ChoiceRow> rows = ripchoices::rows(s, s.viewFor(0), RipText(kNames));
        QVERIFY(!rows.isEmpty());
        int ghostEnd = 0;
        for (const ChoiceRow &r : rows) {
            const auto chosen = ripchoices::chosen(s, r.payload);
            QVERIFY2(chosen.has_value(), qPrintable(r.label));
            // Only a ghost card's one-tap row ends the turn after it (RIP-TURN-2).
            QCOMPARE(chosen->thenEnd, r.kind == u"ghost-end"_s);
            if (chosen->thenEnd) {
                ++ghostEnd;
                QCOMPARE(chosen->action.type, rip::ActionType::Ghost);
                QCOMPARE(r.label, u"%1 + end"_s.arg(r.value));
            } else {
                QCOMPARE(quint64(chosen->action.key()), r.payload);
            }
        }
        // The turn's first card beats the opponent's 0: each ghost card of the hand is offered with the end.
        QVERIFY(ghostEnd > 0);
        QVERIFY(!ripchoices::chosen(s, (quint64(1) << 56) - 1).has_value()); // no legal action's key
    }

    void handOff()
    {
        const rip::Game g = dealt();
        RipPlayers players(g);
        players.start({u"person"_s, u"person"_s});
        players.follow();
        // Two people at one laptop: Ada takes it before her cards are shown.
        QCOMPARE(players.pendingSeat(), 0);
        QCOMPARE(players.viewer(), -1);
        QVERIFY(players.personDecides(g.state()));
        QVERIFY(players.confirmHandOff());
        QCOMPARE(players.viewer(), 0);
        QCOMPARE(players.pendingSeat(), -1);
        QVERIFY(!players.confirmHandOff());
        players.follow(); // still Ada's decision: her screen stays
        QCOMPARE(players.viewer(), 0);

        // A computer seat never decides on a phone; a person's phone takes the screen back to the table.
        players.start({u"person"_s, u"rules"_s});
        QVERIFY(players.setPhoneSeats(0b11));
        QVERIFY(players.onPhone(0));
        QVERIFY(!players.onPhone(1));
        QVERIFY(!players.setPhoneSeats(0b01));
        players.follow();
        QCOMPARE(players.phoneSeat(), 0);
        QCOMPARE(players.viewer(), -1);
        QVERIFY(players.phoneDecides(g.state()));

        // One person against the computer: that person's screen, no hand-off.
        players.start({u"person"_s, u"rules"_s});
        players.follow();
        QCOMPARE(players.viewer(), 0);
        QCOMPARE(players.pendingSeat(), -1);
        QCOMPARE(players.personCount(), 1);
        QVERIFY(!players.isPerson(1));
    }

    void regroupLoaded()
    {
        // A save holds no steps: a loaded game's actions are grouped again as play grouped them, each
        // person's decision with the computer's and the app's own actions after it.
        rip::Game g = dealt();
        for (int i = 0; i < 6 && !g.state().isTerminal(); ++i) {
            const std::vector<rip::Action> legal = g.state().legalActions();
            QCOMPARE(g.apply(legal.back()), rip::ApplyError::None);
            (void)ripsteps::runAutomatic(g, nullptr);
        }
        QVERIFY(!ripsteps::automatic(g.state()));
        rip::Game::LoadResult loaded = rip::Game::fromJson(g.toJson());
        QVERIFY(loaded.ok());
        ripsteps::regroup(loaded.game);
        QCOMPARE(loaded.game.openingActions(), g.openingActions());
        QCOMPARE(loaded.game.steps().size(), g.steps().size());
        for (std::size_t i = 0; i < g.steps().size(); ++i)
            QCOMPARE(loaded.game.steps()[i].count, g.steps()[i].count);
        // Each step is one line group of the log.
        GameLog log;
        ripsteps::rebuildLog(log, loaded.game);
        QCOMPARE(log.stepCount(), int(g.steps().size()));
    }
};

QTEST_GUILESS_MAIN(TestRipParts)
#include "tst_ripparts.moc"
