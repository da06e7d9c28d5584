// Scenario tests of clean-up (R-CLEAN-1, R-CLEAN-2), the end of the game (R-END-1, R-END-2, R-END-3) and
// final scoring and ranking (R-END-4, R-END-5, model/scoring.h).
#include "testutil.h"

#include "model/mourners/scoring.h"

#include <functional>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {


void giveMourner(GameState &s, int p, const QString &id, bool exhausted = false)
{
    const int card = s.rules().mournerIndex(id);
    for (auto &deck : s.mournerDeck)
        deck.erase(std::remove(deck.begin(), deck.end(), std::int16_t(card)), deck.end());
    s.player[std::size_t(p)].mourners.push_back(MournerInPlay{std::int16_t(card), exhausted});
}

GameState cleanTable(int players)
{
    GameState s = tableGameAfterSetup(players);
    clearTable(s);
    return s;
}

std::vector<Phase> phasesStarted(const Events &events)
{
    std::vector<Phase> out;
    for (const auto &e : events)
        if (e.type == EventType::PhaseStarted)
            out.push_back(Phase(e.a));
    return out;
}

bool contains(const std::vector<Phase> &v, Phase p)
{
    return std::find(v.begin(), v.end(), p) != v.end();
}

// Plays on with plain choices (bid 0, crowd rolls of 6, the first legal action otherwise) until the game
// is over or `maxSteps` actions were applied. Returns the number of actions applied.
int playOn(GameState &s, Events *events, int maxSteps = 200)
{
    int steps = 0;
    for (; steps < maxSteps && !s.isTerminal(); ++steps) {
        if (s.decision() == Decision::CrowdRoll) {
            if (!play(s, u"roll 6"_s, events))
                break;
        } else if (s.decision() == Decision::Bid) {
            if (!play(s, u"bid 0"_s, events))
                break;
        } else {
            const auto legal = s.legalActions();
            if (legal.empty() || s.apply(legal.front(), events) != ApplyError::None)
                break;
        }
    }
    return steps;
}

const Event *findEvent(const Events &events, EventType type)
{
    for (const auto &e : events)
        if (e.type == type)
            return &e;
    return nullptr;
}

// Players P1, P2, ... of a test row: per player its score (as Unity), Etherea and Mourner cards.
std::vector<ScoreInput> scoreLines(const QList<int> &players)
{
    std::vector<ScoreInput> in;
    for (int i = 0; i + 2 < players.size(); i += 3) {
        ScoreInput p;
        p.name = u"P%1"_s.arg(i / 3 + 1);
        p.unity = players[i];
        p.etherea = players[i + 1];
        p.mourners = players[i + 2];
        in.push_back(p);
    }
    return in;
}

} // namespace

class TestEndgame : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // ---------------- Clean-up ----------------

    // R-CLEAN-1: end-of-round Mourner abilities resolve first (here before the Wallows objective is judged),
    // then exhausted Mourners are readied and Wallows and unplayed Court cards discarded; R-CLEAN-2: Unity
    // is left in the supply, so a new round begins.
    void cleanupOrder_R_CLEAN_1()
    {
        GameState s = GameState::newGame(rules(), 2, 11, Mode::Digital);
        playRandomUntil(s, 5, [](const GameState &g) { return g.phase == Phase::Actions; });
        QCOMPARE(s.phase, Phase::Actions);
        clearTable(s);
        const Ruleset &R = s.rules();
        // p1: Brother Calcine gives 1 Etherea at the end of the round; Bog Lantern I wants 4 Etherea.
        giveMourner(s, 0, u"brother-calcine"_s);
        giveMourner(s, 0, u"dame-ribbonbone"_s, /*exhausted*/ true);
        setEtherea(s, 0, 3);
        s.player[0].wallows = {std::int16_t(R.wallowsIndex(u"bog-lantern-1"_s))};
        s.player[0].hand = {std::int16_t(R.courtIndex(u"lantern-warden"_s)), std::int16_t(R.courtIndex(u"hollow-choir"_s))};
        // p2: Drowned Bell I wants 3 Unity, failing it costs suspicion +1.
        s.player[1].wallows = {std::int16_t(R.wallowsIndex(u"drowned-bell-1"_s))};
        s.player[1].hand = {std::int16_t(R.courtIndex(u"candle-abbess"_s))};
        s.courtPlayed = {std::int16_t(R.courtIndex(u"death"_s))};
        s.suspicion = 3;
        const int round = s.round;
        Events ev;
        jumpTo(s, Phase::Cleanup, 0, &ev);
        QCOMPARE(int(s.player[0].etherea), 4);                           // end-of-round ability
        QCOMPARE(int(s.player[0].unity), 1);                             // Bog Lantern I met thanks to it
        QVERIFY(hasEvent(ev, EventType::WallowsResolved, "R-WAL-1"));
        QCOMPARE(int(s.suspicion), 4);                                   // p2's failed Wallows penalty
        for (const auto &m : s.player[0].mourners)
            QVERIFY(!m.exhausted);                                       // readied
        QCOMPARE(int(s.player[0].mourners.size()), 2);
        for (int p = 0; p < 2; ++p) {
            QVERIFY(s.player[std::size_t(p)].wallows.empty());
            // The new round's Distribution has not dealt Court cards yet: the old hands are gone.
            QVERIFY(s.player[std::size_t(p)].hand.empty());
        }
        QVERIFY(s.courtPlayed.empty());
        QCOMPARE(int(s.round), round + 1);                               // R-CLEAN-2
        QCOMPARE(s.phase, Phase::Distribution);
        QCOMPARE(s.decision(), Decision::Dice);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-CLEAN-1: every end-of-round Mourner ability resolves at clean-up. At a table the app asks about each
    // end-of-round Mourner in play, in turn order, and applies the named ones it is told apply.
    void endOfRoundAbilityResolves_R_CLEAN_1()
    {
        GameState s = cleanTable(2);
        giveMourner(s, 1, u"chanter-oolan"_s);                     // end of round: +1 Etherea
        giveMourner(s, 1, u"madam-sinew"_s);                       // end of round: +1 Etherea
        setEtherea(s, 1, 0);
        Events ev;
        jumpTo(s, Phase::Cleanup, 0, &ev);
        QCOMPARE(s.decision(), Decision::EndOfRound);
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"end-of-round yes"_s, &ev));
        QCOMPARE(int(s.player[1].etherea), 1);
        QCOMPARE(s.decision(), Decision::EndOfRound); // the second card
        QVERIFY(play(s, u"end-of-round yes"_s, &ev));
        QCOMPARE(int(s.player[1].etherea), 2);
        QCOMPARE(int(s.player[0].etherea), 2); // the starting 2, p1 has no such Mourner
        QVERIFY(hasEvent(ev, EventType::EthereaChanged, "R-CLEAN-1"));
        QVERIFY(hasEvent(ev, EventType::EndOfRoundAsked, "R-CLEAN-1"));
        QCOMPARE(s.phase, Phase::Distribution);

        // "No" applies nothing; a digital game applies them without asking.
        GameState no = cleanTable(2);
        giveMourner(no, 1, u"chanter-oolan"_s);
        setEtherea(no, 1, 0);
        jumpTo(no, Phase::Cleanup);
        QVERIFY(play(no, u"end-of-round no"_s));
        QCOMPARE(int(no.player[1].etherea), 0);
        QCOMPARE(no.phase, Phase::Distribution);
        GameState digital = cleanTable(2);
        digital.mode = mc::Mode::Digital;
        giveMourner(digital, 1, u"chanter-oolan"_s);
        setEtherea(digital, 1, 0);
        jumpTo(digital, Phase::Cleanup);
        QCOMPARE(int(digital.player[1].etherea), 1);
        QVERIFY(digital.decision() != Decision::EndOfRound);
    }

    // R-CLEAN-2: with Unity left in the supply a new round begins, otherwise final scoring.
    void newRoundOrFinalScoring_R_CLEAN_2_data()
    {
        QTest::addColumn<int>("supply");
        QTest::addColumn<bool>("over");
        QTest::addRow("R-CLEAN-2 plenty left") << 20 << false;
        QTest::addRow("R-CLEAN-2 one left") << 1 << false;
        QTest::addRow("R-CLEAN-2 none left") << 0 << true;
    }
    void newRoundOrFinalScoring_R_CLEAN_2()
    {
        QFETCH(int, supply);
        QFETCH(bool, over);
        GameState s = cleanTable(3);
        QVERIFY(play(s, u"p1 adjust unity-supply %1"_s.arg(supply - s.unitySupply)));
        QCOMPARE(int(s.unitySupply), supply);
        const int round = s.round;
        Events ev;
        jumpTo(s, Phase::Cleanup, 0, &ev);
        QCOMPARE(s.isTerminal(), over);
        QCOMPARE(hasEvent(ev, EventType::GameOver), over);
        if (over) {
            QCOMPARE(s.phase, Phase::GameOver);
            QCOMPARE(s.decision(), Decision::None);
            QVERIFY(s.legalActions().empty());
            QCOMPARE(int(s.round), round);
        } else {
            QCOMPARE(int(s.round), round + 1);
            QCOMPARE(s.phase, Phase::Distribution);
            QCOMPARE(s.decision(), Decision::Dice);
            QCOMPARE(int(s.firstPlayer), int(s.alltaker));
        }
    }

    // ---------------- End of the game ----------------

    // R-END-1, R-END-3: the last Unity leaves the supply at the tithe: the round's remaining phases (7 and 8)
    // are played, then the game is over in that same round. Unity is still paid out in full (R-SETUP-1).
    void lastUnityAtTithe_R_END_1_R_END_3_data()
    {
        QTest::addColumn<int>("supply");
        QTest::addColumn<bool>("ends");
        QTest::addRow("R-END-1 supply runs out") << 2 << true;
        QTest::addRow("R-END-1 supply runs out exactly") << 4 << true;
        QTest::addRow("R-END-1 Unity left: the game goes on") << 5 << false;
    }
    void lastUnityAtTithe_R_END_1_R_END_3()
    {
        QFETCH(int, supply);
        QFETCH(bool, ends);
        GameState s = cleanTable(2);
        s.unitySupply = std::int16_t(supply);
        const int round = s.round;
        Events ev;
        jumpTo(s, Phase::Tithe, 0, &ev); // owed 2
        QVERIFY(play(s, u"bid 2"_s, &ev));
        QVERIFY(play(s, u"bid 1"_s, &ev));
        QCOMPARE(int(s.player[0].unity), 3); // not capped by the supply
        QCOMPARE(int(s.player[1].unity), 1);
        QCOMPARE(int(s.unitySupply), std::max(0, supply - 4));
        QCOMPARE(s.ending || s.isTerminal(), ends);
        const Event *ending = findEvent(ev, EventType::GameEnding);
        QCOMPARE(ending != nullptr, ends);
        if (ends) {
            QCOMPARE(Phase(ending->a), Phase::Tithe);
            QCOMPARE(qstrcmp(ending->rule, "R-END-3"), 0);
        }
        const auto phases = phasesStarted(ev);
        QVERIFY(contains(phases, Phase::Resolve)); // phases 7 and 8 still played
        QVERIFY(contains(phases, Phase::Cleanup));
        QCOMPARE(s.isTerminal(), ends);
        QCOMPARE(int(s.round), ends ? round : round + 1);
        QCOMPARE(contains(phases, Phase::Distribution), !ends);
    }

    // R-END-3: the last Unity leaves during phase 7: the rest of the locations and the guilds still resolve,
    // then clean-up, then the game is over.
    void lastUnityDuringResolve_R_END_3()
    {
        GameState s = cleanTable(2);
        addFigures(s, 0, VadlumGates, GravedancersCircle, 1); // location 2: 1 Unity
        addFigures(s, 1, MortissVeth, MortisKnighthood, 1);   // location 4: 2 Influence
        s.unitySupply = 1;
        s.suspicion = 2;
        Events ev;
        jumpTo(s, Phase::Resolve, 0, &ev);
        QCOMPARE(s.decision(), Decision::LocationAction);
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(play(s, u"do bone"_s, &ev));
        QVERIFY(s.ending);
        const Event *ending = findEvent(ev, EventType::GameEnding);
        QVERIFY(ending);
        QCOMPARE(Phase(ending->a), Phase::Resolve);
        QVERIFY(!s.isTerminal());
        QCOMPARE(s.decision(), Decision::LocationAction); // location 4 still resolves
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"do flesh"_s, &ev));
        QCOMPARE(int(s.player[1].influence[1]), 2);
        QCOMPARE(s.decision(), Decision::GuildAction); // guilds still resolve: Mortis Knighthood
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"do"_s, &ev));
        QCOMPARE(int(s.player[1].etherea), 2 + 3);
        QCOMPARE(s.decision(), Decision::GuildAction); // Gravedancer's Circle
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(play(s, u"skip"_s, &ev));
        QVERIFY(s.isTerminal());
        QVERIFY(contains(phasesStarted(ev), Phase::Cleanup));
        QVERIFY(!contains(phasesStarted(ev), Phase::Distribution));
    }

    // R-END-2: the last Unity leaves during the Action phase: every player, the current one included, gets
    // exactly one more turn (acting does not earn another), then phases 5-8 are played and the game ends.
    void lastUnityDuringActions_R_END_2_data()
    {
        QTest::addColumn<int>("trigger"); // seat whose Court card takes the last Unity
        QTest::addRow("R-END-2 first player triggers") << 0;
        QTest::addRow("R-END-2 second player triggers") << 1;
        QTest::addRow("R-END-2 last player triggers") << 2;
    }
    void lastUnityDuringActions_R_END_2()
    {
        QFETCH(int, trigger);
        GameState s = cleanTable(3);
        s.unitySupply = 1;
        for (int p = 0; p < 3; ++p)
            setEtherea(s, p, 3);
        s.player[std::size_t(trigger)].hand = {std::int16_t(s.rules().courtIndex(u"grave-herald"_s))};
        const int round = s.round;
        Events ev;
        jumpTo(s, Phase::Actions, 0, &ev);
        for (int p = 0; p < trigger; ++p) {
            QCOMPARE(s.currentSeat(), p);
            QVERIFY(play(s, u"pass"_s, &ev));
        }
        QCOMPARE(s.currentSeat(), trigger);
        QVERIFY(play(s, u"play grave-herald 1"_s, &ev)); // Unity +1: the supply is empty
        QCOMPARE(int(s.unitySupply), 0);
        const Event *ending = findEvent(ev, EventType::GameEnding);
        QVERIFY(ending);
        QCOMPARE(Phase(ending->a), Phase::Actions);
        QCOMPARE(qstrcmp(ending->rule, "R-END-2"), 0);
        // One more turn each, starting left of the trigger and ending with the trigger itself.
        std::vector<int> turns;
        for (int guard = 0; guard < 10 && s.phase == Phase::Actions && s.decision() == Decision::Turn; ++guard) {
            const int seat = s.currentSeat();
            turns.push_back(seat);
            // The first extra turn acts (recruits); that must not give anybody another turn.
            QVERIFY(play(s, turns.size() == 1 ? u"recruit mk"_s : u"pass"_s, &ev));
        }
        QCOMPARE(turns, (std::vector<int>{(trigger + 1) % 3, (trigger + 2) % 3, trigger}));
        QCOMPARE(s.player[std::size_t((trigger + 1) % 3)].guildTotal(MortisKnighthood), 1);
        // Then phases 5-8, and the game is over in this round.
        playOn(s, &ev);
        QVERIFY(s.isTerminal());
        QCOMPARE(int(s.round), round);
        const auto phases = phasesStarted(ev);
        const auto from = std::find(phases.begin(), phases.end(), Phase::Dreadsgrip);
        QVERIFY(from != phases.end());
        QCOMPARE(std::vector<Phase>(from, phases.end()),
                 (std::vector<Phase>{Phase::Dreadsgrip, Phase::Tithe, Phase::Resolve, Phase::Cleanup}));
    }

    // ---------------- Scoring ----------------

    // R-END-4: score = Unity + Bone + Flesh + Spirit Influence + Ulterior Motive bonus (Etherea does not count).
    void score_R_END_4_data()
    {
        QTest::addColumn<QList<int>>("values"); // unity, bone, flesh, spirit, typed motive bonus (-1 none), etherea
        QTest::addColumn<int>("score");
        QTest::addRow("R-END-4 all parts") << QList<int>{5, 1, 2, 3, 4, 9} << 15;
        QTest::addRow("R-END-4 Etherea only") << QList<int>{0, 0, 0, 0, -1, 20} << 0;
        QTest::addRow("R-END-4 Unity only") << QList<int>{7, 0, 0, 0, 0, 0} << 7;
        QTest::addRow("R-END-4 Influence and motive") << QList<int>{0, 4, 0, 6, 3, 1} << 13;
    }
    void score_R_END_4()
    {
        QFETCH(QList<int>, values);
        QFETCH(int, score);
        GameState s = cleanTable(2);
        auto &pl = s.player[0];
        pl.unity = std::int16_t(values[0]);
        pl.influence = {std::int16_t(values[1]), std::int16_t(values[2]), std::int16_t(values[3])};
        pl.motive = -1;
        pl.motiveBonus = std::int16_t(values[4]);
        setEtherea(s, 0, values[5]);
        QCOMPARE(s.scoreOf(0), score);
        // What everyone sees during play leaves the hidden motive's bonus out.
        QCOMPARE(s.publicScoreOf(0), values[0] + values[1] + values[2] + values[3]);
        const auto inputs = scoreInputs(s, {u"Ada"_s, u"Bo"_s});
        QCOMPARE(inputs[0].name, u"Ada"_s);
        QCOMPARE(mc::scoreOf(inputs[0]), score);
        QCOMPARE(inputs[0].etherea, values[5]);
        ScoreInput in;
        in.unity = values[0];
        in.bone = values[1];
        in.flesh = values[2];
        in.spirit = values[3];
        in.motive = std::max(0, int(values[4]));
        in.etherea = values[5];
        in.mourners = 4;
        QCOMPARE(mc::scoreOf(in), score);
    }

    // R-END-4: the Ulterior Motive bonus from the kept card (The Iron Ledger: 1 per Bone Influence, at most 8).
    void scoreWithMotiveCard_R_END_4()
    {
        GameState s = cleanTable(2);
        auto &pl = s.player[1];
        pl.motive = std::int16_t(s.rules().motiveIndex(u"the-iron-ledger"_s));
        pl.motiveBonus = -1;
        pl.unity = 2;
        pl.influence = {3, 1, 0};
        QCOMPARE(s.motiveBonusOf(1), 3);
        QCOMPARE(s.scoreOf(1), 2 + 3 + 1 + 3);
        pl.influence = {10, 0, 0};
        QCOMPARE(s.motiveBonusOf(1), 8); // the card's cap
        QCOMPARE(s.scoreOf(1), 2 + 10 + 8);
    }

    // R-END-5 through rank(): ties are broken by remaining Etherea, then Mourner cards in play; then the tie
    // stands and the place is shared.
    void rank_R_END_5_data()
    {
        QTest::addColumn<QList<int>>("players"); // per player: score (as Unity), etherea, mourners
        QTest::addColumn<QList<int>>("order");   // input indices, best first
        QTest::addColumn<QList<int>>("places");
        QTest::addColumn<QStringList>("tiebreaks");
        QTest::addRow("R-END-5 no tie: none") << QList<int>{10, 9, 9, 12, 0, 0} << QList<int>{1, 0} << QList<int>{1, 2}
                                              << QStringList{u"none"_s, u"none"_s};
        QTest::addRow("R-END-5 Etherea breaks it") << QList<int>{10, 3, 5, 10, 5, 0} << QList<int>{1, 0} << QList<int>{1, 2}
                                                   << QStringList{u"etherea"_s, u"etherea"_s};
        QTest::addRow("R-END-5 Mourners break it") << QList<int>{10, 5, 1, 10, 5, 2} << QList<int>{1, 0} << QList<int>{1, 2}
                                                   << QStringList{u"mourners"_s, u"mourners"_s};
        QTest::addRow("R-END-5 the tie stands: shared place") << QList<int>{10, 5, 2, 10, 5, 2, 8, 9, 9} << QList<int>{0, 1, 2}
                                                              << QList<int>{1, 1, 3}
                                                              << QStringList{u"shared"_s, u"shared"_s, u"none"_s};
        QTest::addRow("R-END-5 every path at once")
            << QList<int>{10, 5, 1, 10, 5, 2, 10, 3, 9, 11, 0, 0} << QList<int>{3, 1, 0, 2} << QList<int>{1, 2, 3, 4}
            << QStringList{u"none"_s, u"mourners"_s, u"mourners"_s, u"etherea"_s};
        QTest::addRow("R-END-5 shared below a winner") << QList<int>{7, 1, 1, 9, 0, 0, 7, 1, 1, 7, 0, 3} << QList<int>{1, 0, 2, 3}
                                                       << QList<int>{1, 2, 2, 4}
                                                       << QStringList{u"none"_s, u"shared"_s, u"shared"_s, u"etherea"_s};
    }
    void rank_R_END_5()
    {
        QFETCH(QList<int>, players);
        QFETCH(QList<int>, order);
        QFETCH(QList<int>, places);
        QFETCH(QStringList, tiebreaks);
        const std::vector<ScoreInput> in = scoreLines(players);
        const auto ranking = rank(in);
        QCOMPARE(int(ranking.size()), order.size());
        for (int i = 0; i < order.size(); ++i) {
            QCOMPARE(ranking[std::size_t(i)].input, order[i]);
            QCOMPARE(ranking[std::size_t(i)].score, players[order[i] * 3]);
            QCOMPARE(ranking[std::size_t(i)].place, places[i]);
            QCOMPARE(QString::fromLatin1(tieBreakKey(ranking[std::size_t(i)].tiebreak)), tiebreaks[i]);
        }
    }

    // R-END-5's ties as words are built from: who is level with whom up to which tie-breaker, and what
    // that tie-breaker did (everyone apart, some, nobody). Written "by split names (groups left level)".
    void ties_R_END_5_data()
    {
        QTest::addColumn<QList<int>>("players"); // per player: score (as Unity), etherea, mourners
        QTest::addColumn<QString>("ties");
        QTest::addRow("no tie") << QList<int>{10, 9, 9, 12, 0, 0} << QString();
        QTest::addRow("Etherea breaks it") << QList<int>{10, 3, 5, 10, 5, 0} << u"etherea everyone P2 P1"_s;
        QTest::addRow("Mourners break it") << QList<int>{10, 5, 1, 10, 5, 2}
                                           << u"etherea nobody P2 P1 (mourners everyone P2 P1)"_s;
        QTest::addRow("the tie stands") << QList<int>{10, 5, 2, 10, 5, 2, 8, 9, 9}
                                        << u"etherea nobody P1 P2 (mourners nobody P1 P2 (shared nobody P1 P2))"_s;
        QTest::addRow("every path at once") << QList<int>{10, 5, 1, 10, 5, 2, 10, 3, 9, 11, 0, 0}
                                            << u"etherea some P2 P1 P3 (mourners everyone P2 P1)"_s;
        QTest::addRow("Mourners part them") << QList<int>{7, 1, 1, 7, 1, 1, 7, 1, 0, 9, 0, 0}
                                            << u"etherea nobody P1 P2 P3 (mourners some P1 P2 P3 (shared nobody P1 P2))"_s;
        QTest::addRow("two ties") << QList<int>{9, 1, 0, 7, 0, 0, 9, 0, 0, 7, 0, 0}
                                  << u"etherea everyone P1 P3; etherea nobody P2 P4 (mourners nobody P2 P4 (shared nobody P2 P4))"_s;
    }
    void ties_R_END_5()
    {
        QFETCH(QList<int>, players);
        QFETCH(QString, ties);
        const std::vector<ScoreInput> in = scoreLines(players);
        const std::function<QString(const TieGroup &)> written = [&](const TieGroup &g) {
            QStringList words{QString::fromLatin1(tieBreakKey(g.by)),
                              g.split == TieSplit::Everyone ? u"everyone"_s
                              : g.split == TieSplit::Some   ? u"some"_s
                                                            : u"nobody"_s};
            for (const ScoreResult &r : g.players)
                words << in[std::size_t(r.input)].name;
            QStringList level;
            for (const TieGroup &l : g.level)
                level << written(l);
            return words.join(u' ') + (level.isEmpty() ? QString() : u" ("_s + level.join(u"; "_s) + u')');
        };
        QStringList found;
        for (const TieGroup &g : mc::ties(in, rank(in)))
            found << written(g);
        QCOMPARE(found.join(u"; "_s), ties);
    }

    // R-END-5 on a finished game: scoreInputs() reads the table (Etherea, Mourner cards) and rank() decides.
    void rankFinishedGame_R_END_5()
    {
        GameState s = cleanTable(3);
        for (int p = 0; p < 3; ++p) {
            s.player[std::size_t(p)].motive = -1;
            s.player[std::size_t(p)].motiveBonus = -1;
        }
        s.player[0].unity = 6; // 8 points, 2 Etherea, 1 Mourner
        s.player[0].influence = {1, 1, 0};
        setEtherea(s, 0, 2);
        giveMourner(s, 0, u"keeper-osrik"_s);
        s.player[1].unity = 8; // 8 points, 2 Etherea, 2 Mourners: wins on Mourners
        setEtherea(s, 1, 2);
        giveMourner(s, 1, u"lady-vertebra"_s);
        giveMourner(s, 1, u"pale-jessamy"_s);
        s.player[2].unity = 5; // 8 points, 4 Etherea: wins on Etherea
        s.player[2].influence = {0, 0, 3};
        setEtherea(s, 2, 4);
        s.unitySupply = 0;
        jumpTo(s, Phase::Cleanup);
        while (s.decision() == Decision::EndOfRound) // a table is asked about its stand-in Mourners (R-CLEAN-1)
            QVERIFY(play(s, u"end-of-round no"_s));
        QVERIFY(s.isTerminal());
        const auto inputs = scoreInputs(s, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
        QCOMPARE(inputs[1].mourners, 2);
        QCOMPARE(inputs[2].etherea, 4);
        const auto ranking = rank(inputs);
        QCOMPARE(ranking[0].input, 2);
        QCOMPARE(ranking[1].input, 1);
        QCOMPARE(ranking[2].input, 0);
        QCOMPARE(ranking[0].place, 1);
        QCOMPARE(ranking[1].place, 2);
        QCOMPARE(ranking[2].place, 3);
        QCOMPARE(ranking[0].tiebreak, TieBreak::Etherea);
        QCOMPARE(ranking[1].tiebreak, TieBreak::Mourners);
        QCOMPARE(ranking[2].tiebreak, TieBreak::Mourners);
        for (const auto &r : ranking)
            QCOMPARE(r.score, 8);
    }
};

QTEST_GUILESS_MAIN(TestEndgame)
#include "tst_endgame.moc"
