// The moves a person would call silly (model/mourners/sillymoves.h), found in a game's record: a figure
// relocated back where it stood earlier in the round, Influence paid for a position the player already
// had (R-ACT-6), a figure sent on from place to place (R-ACT-6), a pile split that hands the next player
// more than half (R-DIST-2/3).
#include "model/mourners/sillymoves.h"
#include "testutil.h"

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

constexpr int kBack = int(SillyKind::RelocatedBack);
constexpr int kNothing = int(SillyKind::InfluenceForNothing);
constexpr int kSplit = int(SillyKind::LopsidedSplit);

// A record being written: the state it starts from and the actions played since.
struct Played {
    GameState initial;
    GameState state;
    std::vector<Action> actions;

    explicit Played(const GameState &s) : initial(s), state(s) {}

    bool play(const QString &text)
    {
        Action a;
        QString error;
        if (!actionFromText(state, text, a, error) || state.apply(a) != ApplyError::None) {
            qWarning("'%s' not applied (decision %s)", qPrintable(text), decisionKey(state.decision()));
            return false;
        }
        actions.push_back(a);
        return true;
    }
    bool play(const QStringList &texts)
    {
        for (const QString &t : texts)
            if (!play(t))
                return false;
        return true;
    }
    [[nodiscard]] SillyCounts counts(int seat) const { return countSillyMoves(initial, actions)[std::size_t(seat)]; }
};

// Feeds `actions`, played from `start`, to `watch` one by one.
void feed(SillyMoveWatch &watch, const GameState &start, const std::vector<Action> &actions)
{
    GameState a = start;
    for (const Action &x : actions) {
        GameState b = a;
        QCOMPARE(b.apply(x), ApplyError::None);
        watch.observe(a, x, b);
        a = b;
    }
}

// A 2-player table game in round 1's Action phase: the first player holds Mortis Knighthood figures
// where `figures` says (place, count) and 6 Flesh Influence; nobody else has figures.
GameState relocationGame(const std::vector<std::pair<int, int>> &figures)
{
    GameState s = tableGameAfterSetup(2);
    clearTable(s);
    for (const auto &[place, count] : figures)
        addFigures(s, 0, place, MortisKnighthood, count);
    s.player[0].influence = {0, 6, 0};
    jumpTo(s, Phase::Actions);
    return s;
}

// Location numbers as the notation writes them (1-based); all three are Flesh (D-LOC-FACTION).
const QString kGates = u"2"_s, kCurio = u"3"_s, kEbb = u"7"_s;

QStringList relocate(const QString &from, const QString &to)
{
    return {u"relocate "_s + from + u" "_s + to, u"add mk"_s, u"done"_s, u"pass"_s}; // the other player passes
}

} // namespace

class TestSillyMoves : public QObject {
    Q_OBJECT

private slots:
    // R-ACT-6: a figure moved to Vadlum Gates, on to Curio Cryptus and back again.
    void relocatingAFigureBackIsCounted()
    {
        GameState s = relocationGame({{kCrypt, 2}});
        QCOMPARE(s.decision(), Decision::Turn);
        QCOMPARE(s.currentSeat(), 0);
        Played r(s);
        QVERIFY(r.play(relocate(u"crypt"_s, kGates)));
        QVERIFY(r.play(relocate(kGates, kCurio)));
        QVERIFY(r.play(relocate(u"crypt"_s, kCurio))); // the second figure
        QCOMPARE(r.counts(0), (SillyCounts{0, 0, 0, 1})); // the first figure went on from the Gates: moved again
        QVERIFY(r.play(relocate(kCurio, kGates))); // one of the two stood there before: back
        QCOMPARE(r.counts(0)[kBack], 1);
        // The figures stand as before no earlier relocation (Crypt 0, Gates 1, Curio 1 is new).
        QCOMPARE(r.counts(0)[kNothing], 0);
        QCOMPARE(r.counts(1), (SillyCounts{0, 0, 0, 0}));
    }

    // R-ACT-6, the game-night case: one figure sent on from place to place, paying at every step. A
    // second figure of the same place that had not moved may go where it likes.
    void aFigureSentOnIsCounted()
    {
        constexpr int kAgain = int(SillyKind::MovedAgain);
        GameState s = relocationGame({{1, 2}}); // two figures on Vadlum Gates
        Played r(s);
        QVERIFY(r.play(relocate(kGates, kCurio)));
        QVERIFY(r.play(relocate(kGates, kEbb))); // the other figure: its first move
        QCOMPARE(r.counts(0), (SillyCounts{0, 0, 0, 0}));
        QVERIFY(r.play(relocate(kCurio, u"10"_s))); // on from Curio Cryptus to Cryptus Akhor
        QCOMPARE(r.counts(0)[kAgain], 1);
        QVERIFY(r.play(relocate(u"10"_s, kEbb)));
        QCOMPARE(r.counts(0)[kAgain], 2);
        QCOMPARE(r.counts(0)[kBack], 0);
        // A computer player is not offered it while another move is legal: the only relocations left
        // that do not send a moved figure on are those of nobody (all figures have moved), so none.
        SillyMoveWatch watch;
        feed(watch, r.initial, r.actions);
        for (const Action &a : watch.sensible(r.state, r.state.legalActions()))
            QVERIFY2(a.type != ActionType::Relocate, qPrintable(actionToText(r.state, a)));
    }

    // R-ACT-6, seen in a game against the strong player: a figure joins one that had not moved, then both
    // leave, each on its own relocation. Whichever left first, the second to leave has moved this round
    // already (the one that came, or the one that stayed after the other went): it is sent on.
    void theSecondToLeaveAfterAnArrivalIsSentOn()
    {
        constexpr int kAgain = int(SillyKind::MovedAgain);
        GameState s = relocationGame({{1, 1}, {kCrypt, 1}}); // one figure on Vadlum Gates, one in the Crypt
        Played r(s);
        QVERIFY(r.play(relocate(u"crypt"_s, kGates)));
        QVERIFY(r.play(relocate(kGates, kCurio))); // taken to be the one that had stayed: its first move
        QCOMPARE(r.counts(0), (SillyCounts{0, 0, 0, 0}));
        QVERIFY(r.play(relocate(kGates, kEbb))); // the one that came: on from the Gates
        QCOMPARE(r.counts(0), (SillyCounts{0, 0, 0, 1}));
    }

    // R-ACT-6: three relocations that end with the figures where they stood before the first one. No
    // figure came back to a place it left (each Mortis Knighthood figure went elsewhere), yet all the
    // Influence bought nothing.
    void influenceForTheSamePositionIsCounted()
    {
        GameState s = relocationGame({{1, 1}, {2, 1}}); // Vadlum Gates and Curio Cryptus (0-based 1 and 2)
        Played r(s);
        QVERIFY(r.play(relocate(kGates, kEbb)));
        QVERIFY(r.play(relocate(kCurio, kGates)));
        QCOMPARE(r.counts(0), (SillyCounts{0, 0, 0}));
        QVERIFY(r.play(relocate(kEbb, kCurio)));
        QCOMPARE(r.counts(0)[kNothing], 1);
        QCOMPARE(r.counts(0)[kBack], 0);
    }

    // The game-night case: a figure moved in circles; every move after the first is back, and every
    // second one restores the position.
    void circlingIsCountedEveryTime()
    {
        GameState s = relocationGame({{1, 1}});
        Played r(s);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(r.play(relocate(kGates, kCurio)));
            QVERIFY(r.play(relocate(kCurio, kGates)));
        }
        QCOMPARE(r.counts(0)[kBack], 5);
        QCOMPARE(r.counts(0)[kNothing], 5); // from the second on, each restores the position before the one before

        QCOMPARE(r.state.player[0].influence[std::size_t(Faction::Flesh)], std::int16_t(0));
    }

    // A figure may come back to a place in a later round: the watch forgets at the end of a round.
    void aNewRoundStartsAfresh()
    {
        GameState s = relocationGame({{1, 1}});
        Played r(s);
        QVERIFY(r.play(relocate(kGates, kCurio)));
        SillyMoveWatch watch;
        feed(watch, r.initial, r.actions);
        GameState t = r.state;
        t.round = std::int16_t(t.round + 1);
        jumpTo(t, Phase::Actions);
        QCOMPARE(t.currentSeat(), 0);
        Played later(t);
        QVERIFY(later.play(relocate(kCurio, kGates)));
        feed(watch, later.initial, later.actions);
        QCOMPARE(watch.counts(0), (SillyCounts{0, 0, 0}));
        // The same move in the same round is back.
        QVERIFY(r.play(relocate(kCurio, kGates)));
        QCOMPARE(r.counts(0)[kBack], 1);
    }

    // R-DIST-2/3: 13 Etherea split 12/1/0/0/0: the player after the splitter chooses first and takes 12.
    void lopsidedSplitIsCounted()
    {
        GameState s = tableGameAfterSetup(4);
        Played r(s);
        QVERIFY(r.play(u"dice 13"_s));
        QCOMPARE(r.state.decision(), Decision::SetPile);
        const int splitter = r.state.currentSeat();
        QVERIFY(r.play({u"pile 12"_s, u"pile 1"_s, u"pile 0"_s, u"pile 0"_s}));
        QCOMPARE(r.state.decision(), Decision::PickPile);
        QCOMPARE(r.counts(splitter)[kSplit], 1);
        // Half exactly is no gift: 13 as 6/6/1/0/0 is odd but not lopsided by this measure.
        Played half(s);
        QVERIFY(half.play({u"dice 12"_s, u"pile 6"_s, u"pile 6"_s, u"pile 0"_s, u"pile 0"_s}));
        QCOMPARE(half.counts(splitter)[kSplit], 0);
    }

    // R-ACT-2, R-CLEAN-1: the pass that ends the Action phase throws a Court card in hand away (unplayed
    // cards are discarded at clean-up). Seen in games against the strong player.
    void aPassThatThrowsACardAwayIsCounted()
    {
        constexpr int kUnplayed = int(SillyKind::CardLeftUnplayed);
        GameState s = relocationGame({{1, 1}});
        const auto &court = s.rules().court;
        const auto lantern = std::find_if(court.begin(), court.end(), [](const auto &c) { return c.id == u"lantern-warden"_s; });
        QVERIFY(lantern != court.end());
        const auto card = std::int16_t(lantern - court.begin());
        s.courtDeck.erase(std::remove(s.courtDeck.begin(), s.courtDeck.end(), card), s.courtDeck.end());
        s.player[1].hand = {card};
        QCOMPARE(s.currentSeat(), 0);

        // The first pass may be answered: waiting is a choice. The second ends the phase with the card in
        // hand.
        Played r(s);
        QVERIFY(r.play(u"pass"_s));
        SillyMoveWatch watch;
        feed(watch, r.initial, r.actions);
        const std::vector<Action> legal = r.state.legalActions();
        const auto pass = std::find_if(legal.begin(), legal.end(), [](const Action &a) { return a.type == ActionType::Pass; });
        QVERIFY(pass != legal.end());
        QVERIFY(watch.wouldBe(r.state, *pass) & (1u << unsigned(kUnplayed)));
        // A computer player plays the card instead.
        for (const Action &a : watch.sensible(r.state, legal))
            QVERIFY2(a.type != ActionType::Pass, qPrintable(actionToText(r.state, a)));
        QVERIFY(r.play(u"pass"_s));
        QVERIFY(r.state.phase != Phase::Actions);
        QCOMPARE(r.counts(0)[kUnplayed], 0);
        QCOMPARE(r.counts(1)[kUnplayed], 1);

        // Without a card the same pass is no waste.
        s.player[1].hand.clear();
        s.courtDeck.push_back(card);
        std::sort(s.courtDeck.begin(), s.courtDeck.end());
        Played empty(s);
        QVERIFY(empty.play({u"pass"_s, u"pass"_s}));
        QCOMPARE(empty.counts(1)[kUnplayed], 0);
    }

    // A sensible game counts nothing: even piles, relocations that each change the position.
    void aSensibleGameCountsNothing()
    {
        GameState s = relocationGame({{kCrypt, 2}, {1, 1}});
        s.player[1].influence = {0, 3, 0};
        addFigures(s, 1, kCrypt, ConclaveOfShadows, 2);
        Played r(s);
        QVERIFY(r.play({u"relocate crypt 3"_s, u"add mk"_s, u"done"_s}));
        QVERIFY(r.play({u"relocate crypt 3"_s, u"add cs"_s, u"add cs"_s, u"done"_s})); // the other player
        QVERIFY(r.play({u"relocate crypt 3"_s, u"add mk"_s, u"done"_s}));                // majority again
        QVERIFY(r.play({u"pass"_s}));
        QVERIFY(r.play({u"relocate 2 7"_s, u"add mk"_s, u"done"_s}));
        for (int p = 0; p < 2; ++p)
            QCOMPARE(r.counts(p), (SillyCounts{0, 0, 0}));

        GameState d = tableGameAfterSetup(4);
        Played split(d);
        QVERIFY(split.play({u"dice 13"_s, u"pile 3"_s, u"pile 3"_s, u"pile 3"_s, u"pile 2"_s}));
        for (int p = 0; p < 4; ++p)
            QCOMPARE(split.counts(p), (SillyCounts{0, 0, 0}));
    }

    // A watch built from a record (a computer player joining a loaded game) knows the round's moves:
    // moving the figure back is silly, and so is sending it on; the sensible moves leave out every
    // relocation of it (it is the player's only figure).
    void aWatchFromTheRecordJudgesTheNextMove()
    {
        GameState s = relocationGame({{1, 1}});
        Played r(s);
        QVERIFY(r.play(relocate(kGates, kCurio)));
        const SillyMoveWatch watch = watchRecord(r.initial, r.actions);
        Action back, on;
        QString error;
        QVERIFY(actionFromText(r.state, u"relocate 3 2"_s, back, error));
        QVERIFY(actionFromText(r.state, u"relocate 3 7"_s, on, error));
        QVERIFY(watch.wouldBe(r.state, back) & (1u << kBack));
        QVERIFY(watch.wouldBe(r.state, on) & (1u << int(SillyKind::MovedAgain)));
        const std::vector<Action> legal = r.state.legalActions();
        const std::vector<Action> sensible = watch.sensible(r.state, legal);
        const auto relocations = [](const std::vector<Action> &actions) {
            return std::count_if(actions.begin(), actions.end(), [](const Action &a) { return a.type == ActionType::Relocate; });
        };
        QCOMPARE(relocations(legal), 3); // from Curio Cryptus to the other Flesh locations (its Influence)
        QCOMPARE(relocations(sensible), 0);
        QCOMPARE(sensible.size() + 3, legal.size());
        // Without the record nothing tells the move back from another.
        QCOMPARE(SillyMoveWatch().wouldBe(r.state, back), 0u);
    }

    // The watch fed action by action counts what the record gives (the tournament feeds it so).
    void watchAndRecordAgree()
    {
        GameState s = relocationGame({{1, 1}});
        Played r(s);
        for (int i = 0; i < 2; ++i) {
            QVERIFY(r.play(relocate(kGates, kCurio)));
            QVERIFY(r.play(relocate(kCurio, kGates)));
        }
        SillyMoveWatch watch;
        feed(watch, r.initial, r.actions);
        QCOMPARE(watch.counts(0), r.counts(0));
        QCOMPARE(watch.counts(0)[kBack], 3);
    }
};

QTEST_GUILESS_MAIN(TestSillyMoves)
#include "tst_sillymoves.moc"
