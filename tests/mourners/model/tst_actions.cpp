// Scenario tests of the Action phase: R-ACT-1..7, R-DEATH-1, R-COMP-2/3/5 in play, the Court cards the
// rulebook describes (Malavestros, Auraghost, Cleopsis, Gallevarbe, Gethsemoni) and the Mourners
// Severamm, Socopharie and Relic Ravlatch (shared/rules/mourners-call.md, "Cards the rulebook describes").
#include "testutil.h"

#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

int courtId(const QString &id) { return rules()->courtIndex(id); }
int mournerId(const QString &id) { return rules()->mournerIndex(id); }
int wallowsId(const QString &id) { return rules()->wallowsIndex(id); }

// A table game in round 1's Action phase with an empty board: no figures, Mourners, hands or Wallows.
GameState actionsGame(int players, int alltaker = 0)
{
    GameState s = tableGameAfterSetup(players, {}, alltaker);
    for (int p = 0; p < players; ++p) {
        auto &pl = s.player[std::size_t(p)];
        pl.figures = {};
        pl.bases = rules()->basesPerPlayer;
        pl.mourners.clear();
        pl.hand.clear();
        pl.wallows.clear();
    }
    s.guildSupply.fill(rules()->figuresPerGuild);
    s.courtDeck.clear();
    for (int c = 0; c < int(rules()->court.size()); ++c)
        s.courtDeck.push_back(std::int16_t(c));
    jumpTo(s, Phase::Actions);
    return s;
}

// Etherea set by hand, kept consistent with the conservation invariant.
void giveHand(GameState &s, int p, const QStringList &ids)
{
    auto &hand = s.player[std::size_t(p)].hand;
    for (const QString &id : ids) {
        const auto c = std::int16_t(courtId(id));
        Q_ASSERT(c >= 0);
        hand.push_back(c);
        std::erase(s.courtDeck, c);
    }
    std::sort(hand.begin(), hand.end());
}

void giveMourner(GameState &s, int p, const QString &id)
{
    const auto c = std::int16_t(mournerId(id));
    Q_ASSERT(c >= 0);
    for (auto &deck : s.mournerDeck)
        std::erase(deck, c);
    s.player[std::size_t(p)].mourners.push_back(MournerInPlay{c, false});
}

void giveFigures(GameState &s, int p, int place, int guild, int count)
{
    s.player[std::size_t(p)].figures[std::size_t(place)][std::size_t(guild)] += std::int8_t(count);
    s.player[std::size_t(p)].bases -= std::int8_t(count);
    s.guildSupply[std::size_t(guild)] -= std::int8_t(count);
}

bool inHand(const GameState &s, int p, const QString &id)
{
    const auto &h = s.player[std::size_t(p)].hand;
    return std::find(h.begin(), h.end(), std::int16_t(courtId(id))) != h.end();
}

bool isExhausted(const GameState &s, int p, const QString &id)
{
    for (const auto &m : s.player[std::size_t(p)].mourners)
        if (m.card == mournerId(id))
            return m.exhausted;
    return false;
}

bool contains(const std::vector<std::int16_t> &v, int x)
{
    return std::find(v.begin(), v.end(), std::int16_t(x)) != v.end();
}

bool hasLegalType(const GameState &s, ActionType t)
{
    const auto legal = s.legalActions();
    return std::any_of(legal.begin(), legal.end(), [t](const Action &a) { return a.type == t; });
}

} // namespace

class TstActions : public QObject {
    Q_OBJECT

private slots:
    // ---------- the turn ----------
    void turnOrderFromAlltaker_R_ACT_1();
    void phaseEndsWhenAllPassInARow_R_ACT_2();
    void playCourtOneOfTwoActions_R_ACT_3_R_COMP_5_data();
    void playCourtOneOfTwoActions_R_ACT_3_R_COMP_5();
    void everyCourtCardOffersBothActions_R_COMP_5();
    void recruitFigure_R_ACT_4_data();
    void recruitFigure_R_ACT_4();
    void recruitNeedsEtherea_R_ACT_4();
    void recruitMourner_R_ACT_5();
    void noBaseNoFigure_R_COMP_2();
    void emptyDeckOrSupply_R_COMP_3();
    void relocatePaysDestinationInfluence_R_ACT_6();
    void activateOncePerRound_R_ACT_7();
    void deathTakesAlltaker_R_DEATH_1();

    // ---------- Court cards the rulebook describes ----------
    void malavestrosPlace_R_MAJ_4();
    void malavestrosDeactivates();
    void auraghostAction1_data();
    void auraghostAction1();
    void cleopsisAction1();
    void gallevarbeAction1();
    void gethsemoniAction1();
    void gethsemoniAction2();

    // ---------- Mourners the rulebook describes ----------
    void severammSwap();
    void socopharieTakesPlayedCard();
    void relicRavlatchExtraWallows_R_WAL_1();
    void relicRavlatchArtifact();
};

// ---------------------------------------------------------------------------
// The turn
// ---------------------------------------------------------------------------

void TstActions::turnOrderFromAlltaker_R_ACT_1()
{
    // R-ACT-1: from the Alltaker's holder, clockwise; one action per turn, of five kinds.
    GameState s = actionsGame(3, 1);
    QCOMPARE(s.phase, Phase::Actions);
    QCOMPARE(s.decision(), Decision::Turn);
    QCOMPARE(s.currentSeat(), 1);
    setEtherea(s, 1, 8);
    giveHand(s, 1, {u"lantern-warden"_s});
    giveMourner(s, 1, u"ossuary-knight-vel"_s);
    giveFigures(s, 1, kCrypt, MortisKnighthood, 1);
    s.player[1].influence = {1, 1, 1};
    for (ActionType t : {ActionType::PlayCourt, ActionType::Recruit, ActionType::RecruitMourner, ActionType::Relocate,
                         ActionType::Activate, ActionType::Pass})
        QVERIFY2(hasLegalType(s, t), "all five kinds of action are offered");
    QVERIFY(play(s, u"recruit co"_s));
    QCOMPARE(s.decision(), Decision::Turn);
    QCOMPARE(s.currentSeat(), 2); // exactly one action, then the next player
    QVERIFY(!isLegal(s, u"p2 pass"_s)); // not p2's turn any more
    QVERIFY(play(s, u"pass"_s));
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(play(s, u"pass"_s));
    QCOMPARE(s.currentSeat(), 1);
    QCOMPARE(s.phase, Phase::Actions);
}

void TstActions::phaseEndsWhenAllPassInARow_R_ACT_2()
{
    // R-ACT-2: only a full row of passes ends the phase; a player who passed may act again.
    GameState s = actionsGame(3, 0);
    setEtherea(s, 0, 3);
    setEtherea(s, 2, 5);
    QVERIFY(play(s, u"pass"_s)); // p1
    QVERIFY(play(s, u"pass"_s)); // p2
    QCOMPARE(s.phase, Phase::Actions);
    QCOMPARE(s.currentSeat(), 2);
    QVERIFY(play(s, u"recruit mk"_s)); // p3 acts
    QCOMPARE(s.phase, Phase::Actions);
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(isLegal(s, u"recruit gc"_s)); // p1 passed earlier but may act again
    QVERIFY(play(s, u"pass"_s));
    QVERIFY(play(s, u"pass"_s));
    QCOMPARE(s.phase, Phase::Actions); // two passes in a row are not enough
    QCOMPARE(s.currentSeat(), 2);
    QVERIFY(play(s, u"pass"_s));
    QVERIFY(s.phase != Phase::Actions);
    QCOMPARE(s.phase, Phase::Tithe); // Dreadsgrip had nothing to do; the tithe asks for bids
    QCOMPARE(s.decision(), Decision::Bid);
}

void TstActions::playCourtOneOfTwoActions_R_ACT_3_R_COMP_5_data()
{
    QTest::addColumn<int>("option");
    QTest::addColumn<int>("etherea");
    QTest::addColumn<int>("threat");
    // Lantern Warden (stand-in): 1 = 3 Etherea, 2 = threat -1. Threat starts at 4, Etherea at 2.
    QTest::newRow("R-ACT-3 R-COMP-5 action 1") << 1 << 5 << 4;
    QTest::newRow("R-ACT-3 R-COMP-5 action 2") << 2 << 2 << 3;
}

void TstActions::playCourtOneOfTwoActions_R_ACT_3_R_COMP_5()
{
    // R-ACT-3: choose one of the two actions, perform it, discard the card face up. R-COMP-5: exactly one.
    QFETCH(int, option);
    QFETCH(int, etherea);
    QFETCH(int, threat);
    GameState s = actionsGame(2);
    s.threat = 4;
    giveHand(s, 0, {u"lantern-warden"_s, u"ash-chancellor"_s});
    QVERIFY(isLegal(s, u"play lantern-warden 1"_s));
    QVERIFY(isLegal(s, u"play lantern-warden 2"_s));
    QVERIFY(!isLegal(s, u"play hollow-choir 1"_s)); // not in hand
    Events ev;
    QVERIFY(play(s, u"play lantern-warden %1"_s.arg(option), &ev));
    QVERIFY(hasEvent(ev, EventType::CourtPlayed, "R-ACT-3"));
    QCOMPARE(int(s.player[0].etherea), etherea);
    QCOMPARE(int(s.threat), threat);
    QVERIFY(!inHand(s, 0, u"lantern-warden"_s));
    QVERIFY(inHand(s, 0, u"ash-chancellor"_s));
    QVERIFY(contains(s.courtPlayed, courtId(u"lantern-warden"_s))); // face up
    QCOMPARE(s.currentSeat(), 1);
    QCOMPARE(s.checkInvariants(), QString());
    // A played card cannot be played again.
    QVERIFY(play(s, u"pass"_s));
    QVERIFY(!isLegal(s, u"play lantern-warden 1"_s));
    QVERIFY(!isLegal(s, u"play lantern-warden 2"_s));
}

void TstActions::everyCourtCardOffersBothActions_R_COMP_5()
{
    // R-COMP-5: each of the 14 Court cards has two actions; both can be chosen when the card is played.
    GameState s = actionsGame(2);
    QStringList all;
    for (const auto &c : rules()->court)
        all << c.id;
    QCOMPARE(all.size(), 14);
    giveHand(s, 0, all);
    s.player[1].influence = {2, 2, 2};           // targets for Cleopsis and Gethsemoni
    giveFigures(s, 1, 2, ConclaveOfShadows, 1);  // a figure for Gethsemoni to move
    giveFigures(s, 0, kCrypt, MortisKnighthood, 1);
    const auto legal = s.legalActions();
    for (int c = 0; c < 14; ++c) {
        bool opt[2] = {false, false};
        for (const auto &a : legal)
            if (a.type == ActionType::PlayCourt && a.v == c)
                opt[a.a] = true;
        QVERIFY2(opt[0] && opt[1], qPrintable(rules()->court[std::size_t(c)].id));
    }
}

void TstActions::recruitFigure_R_ACT_4_data()
{
    QTest::addColumn<QString>("guild");
    QTest::addColumn<int>("index");
    QTest::newRow("R-ACT-4 mortis knighthood") << u"mk"_s << int(MortisKnighthood);
    QTest::newRow("R-ACT-4 council of osteomancy") << u"co"_s << int(CouncilOfOsteomancy);
    QTest::newRow("R-ACT-4 conclave of shadows") << u"cs"_s << int(ConclaveOfShadows);
    QTest::newRow("R-ACT-4 shroudrievies coven") << u"sc"_s << int(ShroudrieviesCoven);
    QTest::newRow("R-ACT-4 gravedancers circle") << u"gc"_s << int(GravedancersCircle);
    QTest::newRow("R-ACT-4 dreadsbane order") << u"do"_s << int(DreadsbaneOrder);
}

void TstActions::recruitFigure_R_ACT_4()
{
    // R-ACT-4: any guild, 3 Etherea (D-COST) back to the supply, into the Crypt, guild track +1, threat +1.
    QFETCH(QString, guild);
    QFETCH(int, index);
    GameState s = actionsGame(2);
    setEtherea(s, 0, 7);
    s.threat = 2;
    s.forge = 0;
    const auto out = s.ethereaOut;
    QVERIFY(play(s, u"recruit "_s + guild));
    const auto &pl = s.player[0];
    QCOMPARE(int(pl.etherea), 4);
    QCOMPARE(int(s.ethereaOut - out), 3); // to the supply
    QCOMPARE(int(s.forge), 0);           // not to the Forge
    QCOMPARE(int(pl.figures[kCrypt][std::size_t(index)]), 1);
    QCOMPARE(pl.guildTotal(index), 1);
    QCOMPARE(pl.totalFigures(), 1);
    QCOMPARE(int(pl.bases), 9);
    QCOMPARE(int(s.guildSupply[std::size_t(index)]), 7);
    QCOMPARE(int(s.threat), 3);
    QCOMPARE(s.currentSeat(), 1); // one recruit per action
    QCOMPARE(s.checkInvariants(), QString());
}

void TstActions::recruitNeedsEtherea_R_ACT_4()
{
    // R-ACT-4 / D-COST: a figure costs 3, a Mourner 5.
    GameState s = actionsGame(2);
    setEtherea(s, 0, 2);
    QVERIFY(!isLegal(s, u"recruit mk"_s));
    QVERIFY(!isLegal(s, u"mourner bone"_s));
    setEtherea(s, 0, 4);
    QVERIFY(isLegal(s, u"recruit mk"_s));
    QVERIFY(!isLegal(s, u"mourner bone"_s));
    setEtherea(s, 0, 5);
    QVERIFY(isLegal(s, u"mourner bone"_s));
}

void TstActions::recruitMourner_R_ACT_5()
{
    // R-ACT-5: 5 Etherea, the top card of the chosen faction deck, its figure into the Crypt, guild +1, threat +1.
    GameState s = actionsGame(2);
    setEtherea(s, 0, 7);
    s.threat = 1;
    const int before = int(s.mournerDeck[std::size_t(Faction::Spirit)].size());
    QVERIFY(play(s, u"mourner spirit"_s));
    QCOMPARE(s.decision(), Decision::DrawMourner);
    QVERIFY(s.isChance());
    const auto legal = s.legalActions();
    // The chosen faction's deck, nothing else; a table may also leave the card unnamed and say
    // only the guild of its figure (one of the faction's two guilds).
    QCOMPARE(int(legal.size()), before + 2);
    for (const auto &a : legal) {
        if (a.v < 0)
            QCOMPARE(guildFaction(a.a), int(Faction::Spirit));
        else
            QCOMPARE(int(rules()->mourners[std::size_t(a.v)].faction), int(Faction::Spirit));
    }
    QVERIFY(play(s, u"draw pallid-oriel"_s)); // a Gravedancer's Circle Mourner
    const auto &pl = s.player[0];
    QCOMPARE(int(pl.etherea), 2);
    QCOMPARE(int(pl.mourners.size()), 1);
    QCOMPARE(int(pl.mourners[0].card), mournerId(u"pallid-oriel"_s));
    QVERIFY(!pl.mourners[0].exhausted); // face up, in play
    QCOMPARE(int(pl.figures[kCrypt][GravedancersCircle]), 1);
    QCOMPARE(pl.guildTotal(GravedancersCircle), 1);
    QCOMPARE(int(pl.bases), 9);
    QCOMPARE(int(s.guildSupply[GravedancersCircle]), 7);
    QCOMPARE(int(s.threat), 2);
    QCOMPARE(int(s.mournerDeck[std::size_t(Faction::Spirit)].size()), before - 1);
    QCOMPARE(s.decision(), Decision::Turn);
    QCOMPARE(s.currentSeat(), 1);
    QCOMPARE(s.checkInvariants(), QString());
}

void TstActions::noBaseNoFigure_R_COMP_2()
{
    // R-COMP-2: without a base a player cannot recruit figures (nor pay to try); a Mourner comes without figure.
    GameState s = actionsGame(2);
    giveFigures(s, 0, kCrypt, MortisKnighthood, 5);
    giveFigures(s, 0, kCrypt, ConclaveOfShadows, 5);
    QCOMPARE(int(s.player[0].bases), 0);
    setEtherea(s, 0, 12);
    for (const QString &g : {u"mk"_s, u"co"_s, u"cs"_s, u"sc"_s, u"gc"_s, u"do"_s})
        QVERIFY2(!isLegal(s, u"recruit "_s + g), qPrintable(g));
    QVERIFY(isLegal(s, u"mourner bone"_s));
    QVERIFY(play(s, u"mourner bone"_s));
    Events ev;
    QVERIFY(play(s, u"draw lady-vertebra"_s, &ev)); // Mortis Knighthood
    QCOMPARE(int(s.player[0].mourners.size()), 1); // the card...
    QCOMPARE(int(s.player[0].figures[kCrypt][MortisKnighthood]), 5); // ...but no figure
    QCOMPARE(int(s.guildSupply[MortisKnighthood]), 3);
    QCOMPARE(int(s.player[0].etherea), 7);
    QVERIFY(hasEvent(ev, EventType::NoFigure, "R-COMP-2"));
    QCOMPARE(s.checkInvariants(), QString());
}

void TstActions::emptyDeckOrSupply_R_COMP_3()
{
    // R-COMP-3: a Mourner only while its deck has cards, a figure only while its guild has figures in the supply.
    GameState s = actionsGame(2);
    setEtherea(s, 0, 20);
    s.mournerDeck[std::size_t(Faction::Flesh)].clear();
    QVERIFY(!isLegal(s, u"mourner flesh"_s));
    QVERIFY(isLegal(s, u"mourner bone"_s));
    giveFigures(s, 1, kCrypt, DreadsbaneOrder, 8); // the whole guild is taken
    QCOMPARE(int(s.guildSupply[DreadsbaneOrder]), 0);
    QVERIFY(!isLegal(s, u"recruit do"_s));
    QVERIFY(isLegal(s, u"recruit gc"_s));
    // A Mourner of an exhausted guild: the card, no figure.
    QVERIFY(play(s, u"mourner spirit"_s));
    Events ev;
    QVERIFY(play(s, u"draw echo-tamsin"_s, &ev)); // Dreadsbane Order
    QCOMPARE(int(s.player[0].mourners.size()), 1);
    QCOMPARE(s.player[0].guildTotal(DreadsbaneOrder), 0);
    QCOMPARE(int(s.player[0].bases), 10);
    QCOMPARE(int(s.guildSupply[DreadsbaneOrder]), 0);
    QVERIFY(hasEvent(ev, EventType::NoFigure, "R-COMP-3"));
    QCOMPARE(s.checkInvariants(), QString());
}

void TstActions::relocatePaysDestinationInfluence_R_ACT_6()
{
    // R-ACT-6: figures move together from one place to one location, 1 Influence of the destination's faction each.
    GameState s = actionsGame(2);
    giveFigures(s, 0, kCrypt, MortisKnighthood, 2);
    giveFigures(s, 0, kCrypt, CouncilOfOsteomancy, 1);
    giveFigures(s, 0, 2, GravedancersCircle, 1); // Curio Cryptus, a different place
    s.player[0].influence = {0, 2, 0};           // flesh only
    QVERIFY(isLegal(s, u"relocate crypt 2"_s));   // Vadlum Gates, flesh
    QVERIFY(!isLegal(s, u"relocate crypt 1"_s));  // Dirth Forge, bone: no bone Influence
    QVERIFY(!isLegal(s, u"relocate crypt 6"_s));  // Theaters of Memory, spirit
    QVERIFY(!isLegal(s, u"relocate 3 crypt"_s));  // never into the Crypt
    QVERIFY(!isLegal(s, u"relocate 5 2"_s));      // nothing at Calvum Harrows
    QVERIFY(play(s, u"relocate crypt 2"_s));
    QCOMPARE(s.decision(), Decision::RelocateAdd);
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(!isLegal(s, u"add gc"_s)); // not in the source place
    QVERIFY(!isLegal(s, u"done"_s));   // at least one figure
    QVERIFY(play(s, u"add mk"_s));
    QCOMPARE(int(s.player[0].influence[std::size_t(Faction::Flesh)]), 1);
    QVERIFY(play(s, u"add co"_s));
    QCOMPARE(int(s.player[0].influence[std::size_t(Faction::Flesh)]), 0);
    QVERIFY(!isLegal(s, u"add mk"_s)); // no flesh Influence left
    Events ev;
    QVERIFY(play(s, u"done"_s, &ev));
    QCOMPARE(s.player[0].figuresAt(1), 2);
    QCOMPARE(int(s.player[0].figures[1][MortisKnighthood]), 1);
    QCOMPARE(int(s.player[0].figures[1][CouncilOfOsteomancy]), 1);
    QCOMPARE(int(s.player[0].figures[kCrypt][MortisKnighthood]), 1);
    QCOMPARE(s.player[0].figuresAt(2), 1); // the other place untouched
    QVERIFY(hasEvent(ev, EventType::Relocated, "R-ACT-6"));
    QCOMPARE(s.decision(), Decision::Turn);
    QCOMPARE(s.currentSeat(), 1); // the relocation was the turn's action
    QCOMPARE(s.checkInvariants(), QString());
}

void TstActions::activateOncePerRound_R_ACT_7()
{
    // R-ACT-7: a once-per-round ability is the turn's action; the card is exhausted until clean-up.
    GameState s = actionsGame(2);
    giveMourner(s, 0, u"ossuary-knight-vel"_s); // stand-in: 2 Etherea
    QVERIFY(isLegal(s, u"activate ossuary-knight-vel"_s));
    QVERIFY(!isLegal(s, u"activate marshal-tibius"_s)); // not in play for this player
    Events ev;
    QVERIFY(play(s, u"activate ossuary-knight-vel"_s, &ev));
    QVERIFY(hasEvent(ev, EventType::MournerActivated, "R-ACT-7"));
    QCOMPARE(int(s.player[0].etherea), 4);
    QVERIFY(isExhausted(s, 0, u"ossuary-knight-vel"_s));
    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(play(s, u"pass"_s));
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(!isLegal(s, u"activate ossuary-knight-vel"_s)); // once per round
    // Clean-up readies it for the next round.
    jumpTo(s, Phase::Cleanup);
    QCOMPARE(s.phase, Phase::Distribution);
    QVERIFY(!isExhausted(s, 0, u"ossuary-knight-vel"_s));
    jumpTo(s, Phase::Actions);
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(isLegal(s, u"activate ossuary-knight-vel"_s));
}

void TstActions::deathTakesAlltaker_R_DEATH_1()
{
    // R-DEATH-1: whoever uses Death takes the Alltaker and is first player from the next phase that asks.
    GameState s = actionsGame(3, 0);
    giveHand(s, 1, {u"death"_s});
    QVERIFY(play(s, u"pass"_s)); // p1
    QCOMPARE(s.currentSeat(), 1);
    Events ev;
    QVERIFY(play(s, u"play death 1"_s, &ev));
    QVERIFY(hasEvent(ev, EventType::AlltakerTaken, "R-DEATH-1"));
    QCOMPARE(int(s.alltaker), 1);
    QCOMPARE(int(s.player[1].etherea), 4); // the stand-in action 1 was performed too
    QCOMPARE(s.currentSeat(), 2);          // this Action phase goes on in order
    // Next round: p2 rolls, splits and picks last; p3 picks first.
    jumpTo(s, Phase::Cleanup);
    QCOMPARE(int(s.round), 2);
    QCOMPARE(int(s.firstPlayer), 1);
    QCOMPARE(s.decision(), Decision::Dice);
    QVERIFY(play(s, u"dice 9"_s));
    QCOMPARE(s.decision(), Decision::SetPile);
    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(play(s, u"pile 3"_s));
    QVERIFY(play(s, u"pile 3"_s));
    QVERIFY(play(s, u"pile 3"_s));
    QCOMPARE(s.decision(), Decision::PickPile);
    QCOMPARE(s.currentSeat(), 2);
    // The next Action phase starts with the new holder.
    jumpTo(s, Phase::Actions);
    QCOMPARE(s.decision(), Decision::Turn);
    QCOMPARE(s.currentSeat(), 1);
}

// ---------------------------------------------------------------------------
// Court cards the rulebook describes
// ---------------------------------------------------------------------------

void TstActions::malavestrosPlace_R_MAJ_4()
{
    // Malavestros action 1 places or moves the figure to a location; it stays until moved by this card again.
    GameState s = actionsGame(2);
    QCOMPARE(int(s.malavestros), -1);
    giveHand(s, 0, {u"malavestros"_s});
    for (int loc = 1; loc <= 12; ++loc)
        QVERIFY(isLegal(s, u"play malavestros 1 %1"_s.arg(loc)));
    QVERIFY(play(s, u"play malavestros 1 5"_s));
    QCOMPARE(int(s.malavestros), 4); // Calvum Harrows
    QVERIFY(contains(s.courtPlayed, courtId(u"malavestros"_s)));
    // Moving it needs another location.
    GameState again = s;
    giveHand(again, 1, {u"malavestros"_s});
    QCOMPARE(again.currentSeat(), 1);
    QVERIFY(!isLegal(again, u"play malavestros 1 5"_s));
    QVERIFY(play(again, u"play malavestros 1 6"_s));
    QCOMPARE(int(again.malavestros), 5);

    // R-MAJ-4: at resolution its location's action is cancelled; everyone present gains exactly 1 Unity.
    giveFigures(s, 0, 4, MortisKnighthood, 2);
    giveFigures(s, 1, 4, CouncilOfOsteomancy, 1);
    GameState r = s;
    jumpTo(r, Phase::Resolve);
    QCOMPARE(int(r.player[0].unity), 1);
    QCOMPARE(int(r.player[1].unity), 1);
    QVERIFY(r.resolveIndex > 4); // no decision at Calvum Harrows
    QVERIFY(r.decision() != Decision::LocationAction);
    // It stays after clean-up.
    GameState c = s;
    jumpTo(c, Phase::Cleanup);
    QCOMPARE(c.phase, Phase::Distribution);
    QCOMPARE(int(c.malavestros), 4);
}

void TstActions::malavestrosDeactivates()
{
    // Malavestros action 2 deactivates one Mourner card of each opponent.
    GameState s = actionsGame(3);
    giveHand(s, 0, {u"malavestros"_s});
    giveMourner(s, 0, u"brother-calcine"_s);
    giveMourner(s, 1, u"ossuary-knight-vel"_s);
    giveMourner(s, 1, u"dame-ribbonbone"_s);
    giveMourner(s, 2, u"wisp-annabeth"_s);
    QVERIFY(play(s, u"play malavestros 2"_s));
    QCOMPARE(int(s.malavestros), -1); // the other action does not move the figure
    QCOMPARE(s.decision(), Decision::Exhaust);
    QVERIFY(!isLegal(s, u"exhaust wisp-annabeth"_s)); // p2's card first
    QVERIFY(!isLegal(s, u"exhaust brother-calcine"_s)); // never the player's own
    QVERIFY(play(s, u"exhaust dame-ribbonbone"_s));
    QCOMPARE(s.decision(), Decision::Exhaust);
    QVERIFY(play(s, u"exhaust wisp-annabeth"_s));
    QCOMPARE(s.decision(), Decision::Turn);
    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(isExhausted(s, 1, u"dame-ribbonbone"_s));
    QVERIFY(!isExhausted(s, 1, u"ossuary-knight-vel"_s)); // one card per opponent
    QVERIFY(isExhausted(s, 2, u"wisp-annabeth"_s));
    QVERIFY(!isExhausted(s, 0, u"brother-calcine"_s));
    QVERIFY(!isLegal(s, u"activate dame-ribbonbone"_s));
    QVERIFY(isLegal(s, u"activate ossuary-knight-vel"_s));
}

void TstActions::auraghostAction1_data()
{
    QTest::addColumn<int>("payer");
    QTest::addColumn<int>("playerUnity");
    QTest::addColumn<int>("payerUnity");
    QTest::newRow("Auraghost 1, an opponent pays") << 2 << 1 << 1;
    QTest::newRow("Auraghost 1, the player pays himself") << 0 << 2 << 2;
}

void TstActions::auraghostAction1()
{
    // Auraghost action 1: suspicion +1; the chosen player puts 2 Etherea on the Dirth Forge; the card's player
    // and the payer each gain 1 Unity (2 if the same player).
    QFETCH(int, payer);
    QFETCH(int, playerUnity);
    QFETCH(int, payerUnity);
    GameState s = actionsGame(3);
    giveHand(s, 0, {u"auraghost"_s});
    s.suspicion = 3;
    s.forge = 1;
    s.ethereaIn += 1; // (conservation: the Forge's Etherea came from the supply)
    setEtherea(s, payer, 5);
    const int supply = s.unitySupply;
    for (int q = 1; q <= 3; ++q)
        QVERIFY(isLegal(s, u"play auraghost 1 p%1"_s.arg(q))); // any player, yourself allowed
    QVERIFY(play(s, u"play auraghost 1 p%1"_s.arg(payer + 1)));
    QCOMPARE(int(s.suspicion), 4);
    QCOMPARE(int(s.forge), 3);
    QCOMPARE(int(s.player[std::size_t(payer)].etherea), 3);
    QCOMPARE(int(s.player[0].unity), playerUnity);
    QCOMPARE(int(s.player[std::size_t(payer)].unity), payerUnity);
    QCOMPARE(int(s.unitySupply), supply - 2);
    for (int q = 0; q < 3; ++q)
        if (q != 0 && q != payer)
            QCOMPARE(int(s.player[std::size_t(q)].unity), 0);
    QCOMPARE(s.currentSeat(), 1);
    QCOMPARE(s.checkInvariants(), QString());
}

void TstActions::cleopsisAction1()
{
    // Cleopsis action 1: steal 2 Influence from one opponent, the thief's choice among what they have.
    GameState s = actionsGame(3);
    giveHand(s, 0, {u"cleopsis"_s});
    s.player[0].influence = {1, 1, 1};
    s.player[1].influence = {1, 0, 3};
    s.player[2].influence = {0, 1, 0}; // not enough to steal 2
    QVERIFY(isLegal(s, u"play cleopsis 1 p2 bone spirit"_s));
    QVERIFY(isLegal(s, u"play cleopsis 1 p2 spirit spirit"_s));
    QVERIFY(!isLegal(s, u"play cleopsis 1 p2 bone bone"_s));   // has only 1 bone
    QVERIFY(!isLegal(s, u"play cleopsis 1 p2 flesh spirit"_s)); // has no flesh
    QVERIFY(!isLegal(s, u"play cleopsis 1 p3 flesh flesh"_s));
    QVERIFY(!isLegal(s, u"play cleopsis 1 p1 bone spirit"_s));  // an opponent only
    QVERIFY(play(s, u"play cleopsis 1 p2 bone spirit"_s));
    QCOMPARE(s.player[0].influence, (std::array<std::int16_t, kFactions>{2, 1, 2}));
    QCOMPARE(s.player[1].influence, (std::array<std::int16_t, kFactions>{0, 0, 2}));
    QCOMPARE(s.player[2].influence, (std::array<std::int16_t, kFactions>{0, 1, 0}));
    QVERIFY(!inHand(s, 0, u"cleopsis"_s));
    QCOMPARE(s.currentSeat(), 1);
}

void TstActions::gallevarbeAction1()
{
    // Gallevarbe action 1: one free relocation, Crypt as a source allowed, never into a Crypt.
    GameState s = actionsGame(2);
    giveHand(s, 0, {u"gallevarbe"_s});
    giveFigures(s, 0, kCrypt, MortisKnighthood, 2);
    giveFigures(s, 0, 2, CouncilOfOsteomancy, 1);
    s.player[0].influence = {0, 0, 0};
    QVERIFY(!isLegal(s, u"relocate crypt 5"_s)); // a paid relocation is impossible without Influence
    QVERIFY(play(s, u"play gallevarbe 1"_s));
    QCOMPARE(s.decision(), Decision::RelocateRoute);
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(isLegal(s, u"relocate 3 8"_s));
    QVERIFY(!isLegal(s, u"relocate 3 crypt"_s));
    QVERIFY(play(s, u"relocate crypt 5"_s));
    QCOMPARE(s.decision(), Decision::RelocateAdd);
    QVERIFY(!isLegal(s, u"add co"_s)); // from the chosen place only
    QVERIFY(play(s, u"add mk"_s));
    QVERIFY(play(s, u"add mk"_s));
    QVERIFY(play(s, u"done"_s));
    QCOMPARE(int(s.player[0].figures[4][MortisKnighthood]), 2);
    QCOMPARE(int(s.player[0].figures[kCrypt][MortisKnighthood]), 0);
    QCOMPARE(s.player[0].figuresAt(2), 1);
    QCOMPARE(s.player[0].influence, (std::array<std::int16_t, kFactions>{0, 0, 0})); // free
    QCOMPARE(s.decision(), Decision::Turn);
    QCOMPARE(s.currentSeat(), 1); // one relocation, and the card was the turn's action
    QCOMPARE(s.checkInvariants(), QString());
}

void TstActions::gethsemoniAction1()
{
    // Gethsemoni action 1: steal 1 Flesh Influence from an opponent.
    GameState s = actionsGame(3);
    giveHand(s, 0, {u"gethsemoni"_s});
    s.player[1].influence = {3, 0, 3};
    s.player[2].influence = {0, 2, 0};
    QVERIFY(!isLegal(s, u"play gethsemoni 1 p2"_s)); // no Flesh to steal
    QVERIFY(!isLegal(s, u"play gethsemoni 1 p1"_s)); // an opponent only
    QVERIFY(play(s, u"play gethsemoni 1 p3"_s));
    QCOMPARE(s.player[0].influence, (std::array<std::int16_t, kFactions>{0, 1, 0}));
    QCOMPARE(s.player[2].influence, (std::array<std::int16_t, kFactions>{0, 1, 0}));
    QCOMPARE(s.player[1].influence, (std::array<std::int16_t, kFactions>{3, 0, 3}));
    QCOMPARE(s.currentSeat(), 1);
}

void TstActions::gethsemoniAction2()
{
    // Gethsemoni action 2: move any one figure to Cryptus Akhor (10).
    GameState s = actionsGame(3);
    giveHand(s, 0, {u"gethsemoni"_s});
    giveFigures(s, 2, 2, CouncilOfOsteomancy, 2);
    giveFigures(s, 0, kCrypt, ShroudrieviesCoven, 1);
    giveFigures(s, 1, 9, MortisKnighthood, 1); // already there
    QVERIFY(isLegal(s, u"play gethsemoni 2 p1 crypt sc"_s));
    QVERIFY(!isLegal(s, u"play gethsemoni 2 p2 10 mk"_s));
    QVERIFY(!isLegal(s, u"play gethsemoni 2 p3 3 mk"_s)); // no such figure
    QVERIFY(play(s, u"play gethsemoni 2 p3 3 co"_s));
    QCOMPARE(int(s.player[2].figures[9][CouncilOfOsteomancy]), 1);
    QCOMPARE(int(s.player[2].figures[2][CouncilOfOsteomancy]), 1); // exactly one figure moved
    QCOMPARE(s.locationFigures(9), 2);
    QCOMPARE(s.currentSeat(), 1);
    QCOMPARE(s.checkInvariants(), QString());
}

// ---------------------------------------------------------------------------
// Mourners the rulebook describes
// ---------------------------------------------------------------------------

void TstActions::severammSwap()
{
    // Severamm: swap one unplayed Court card for one not dealt this round (may look and decline);
    // unusable once all your Court cards are played. Once per round (R-ACT-7). The holder looks at the
    // undealt cards only while using the ability: the turn's action is "activate", the swap comes next.
    GameState s = actionsGame(2);
    giveMourner(s, 0, u"severamm"_s);
    giveHand(s, 0, {u"lantern-warden"_s, u"ash-chancellor"_s});
    giveHand(s, 1, {u"hollow-choir"_s}); // dealt this round: not available
    QVERIFY(isLegal(s, u"activate severamm"_s));
    QVERIFY(!isLegal(s, u"activate severamm swap lantern-warden death"_s)); // the first reading's one step

    // Before using it, the seat's view hides the undealt cards; while using it, it shows them.
    for (auto c : s.viewFor(0).courtDeck)
        QCOMPARE(int(c), int(mc::kUnknownCard));
    QVERIFY(play(s, u"activate severamm"_s));
    QCOMPARE(s.decision(), Decision::SeverammSwap);
    QCOMPARE(s.currentSeat(), 0);
    QCOMPARE(s.viewFor(0).courtDeck, s.courtDeck);
    for (auto c : s.viewFor(1).courtDeck)
        QCOMPARE(int(c), int(mc::kUnknownCard)); // never to the other seat
    // The swap is offered in the holder's own view too (computer players decide from it).
    const std::vector<mc::Action> fromView = s.viewFor(0).legalActions();
    QCOMPARE(fromView, s.legalActions());
    QVERIFY(fromView.size() > 1);
    QVERIFY(isLegal(s, u"swap decline"_s));
    QVERIFY(isLegal(s, u"swap lantern-warden death"_s));
    QVERIFY(!isLegal(s, u"swap lantern-warden hollow-choir"_s));
    QVERIFY(!isLegal(s, u"swap grave-herald death"_s)); // not in hand

    GameState declined = s;
    QVERIFY(play(declined, u"swap decline"_s));
    QVERIFY(inHand(declined, 0, u"lantern-warden"_s));
    QVERIFY(inHand(declined, 0, u"ash-chancellor"_s));
    QVERIFY(isExhausted(declined, 0, u"severamm"_s));
    QCOMPARE(declined.currentSeat(), 1);

    QVERIFY(play(s, u"swap lantern-warden death"_s));
    QVERIFY(inHand(s, 0, u"death"_s));
    QVERIFY(!inHand(s, 0, u"lantern-warden"_s));
    QVERIFY(inHand(s, 0, u"ash-chancellor"_s));
    QCOMPARE(int(s.player[0].hand.size()), 2);
    QVERIFY(contains(s.courtDeck, courtId(u"lantern-warden"_s)));
    QVERIFY(!contains(s.courtDeck, courtId(u"death"_s)));
    QVERIFY(isExhausted(s, 0, u"severamm"_s));
    QCOMPARE(s.currentSeat(), 1);
    for (auto c : s.viewFor(0).courtDeck)
        QCOMPARE(int(c), int(mc::kUnknownCard)); // hidden again once used

    // Unusable with no Court card left in hand.
    GameState empty = actionsGame(2);
    giveMourner(empty, 0, u"severamm"_s);
    QVERIFY(!isLegal(empty, u"activate severamm"_s));
}

void TstActions::socopharieTakesPlayedCard()
{
    // Socopharie: take a Court card played earlier this round into hand, discard another from hand face up;
    // unusable once all your Court cards are played.
    GameState s = actionsGame(2);
    giveMourner(s, 1, u"socopharie"_s);
    giveHand(s, 0, {u"ash-chancellor"_s});
    giveHand(s, 1, {u"lantern-warden"_s});
    QVERIFY(play(s, u"play ash-chancellor 1"_s)); // p1 plays a card
    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(isLegal(s, u"activate socopharie ash-chancellor lantern-warden"_s));
    QVERIFY(!isLegal(s, u"activate socopharie hollow-choir lantern-warden"_s)); // not played this round
    QVERIFY(!isLegal(s, u"activate socopharie ash-chancellor death"_s));        // not in hand
    QVERIFY(play(s, u"activate socopharie ash-chancellor lantern-warden"_s));
    QVERIFY(inHand(s, 1, u"ash-chancellor"_s));
    QVERIFY(!inHand(s, 1, u"lantern-warden"_s));
    QVERIFY(contains(s.courtPlayed, courtId(u"lantern-warden"_s))); // discarded face up
    QVERIFY(!contains(s.courtPlayed, courtId(u"ash-chancellor"_s)));
    QVERIFY(isExhausted(s, 1, u"socopharie"_s));
    QCOMPARE(s.currentSeat(), 0);
    // The taken card can be played.
    QVERIFY(play(s, u"pass"_s));
    QVERIFY(isLegal(s, u"play ash-chancellor 1"_s));

    // Unusable with an empty hand, even with played cards about.
    GameState empty = actionsGame(2);
    giveMourner(empty, 0, u"socopharie"_s);
    empty.courtPlayed = {std::int16_t(courtId(u"death"_s))};
    std::erase(empty.courtDeck, std::int16_t(courtId(u"death"_s)));
    QVERIFY(!hasLegalType(empty, ActionType::Activate));
}

void TstActions::relicRavlatchExtraWallows_R_WAL_1()
{
    // Relic Ravlatch ability 1: the player SELECTS a Wallows card (no random draw) and puts it face up beside
    // the others; each resolves on its own.
    GameState s = actionsGame(2);
    giveMourner(s, 0, u"relic-ravlatch"_s);
    s.player[0].wallows = {std::int16_t(wallowsId(u"drowned-bell-1"_s))};
    std::erase(s.wallowsDeck, std::int16_t(wallowsId(u"drowned-bell-1"_s)));
    QVERIFY(play(s, u"activate relic-ravlatch 1"_s));
    QCOMPARE(s.decision(), Decision::ChooseWallows);
    QVERIFY(!s.isChance());
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(!isLegal(s, u"select drowned-bell-1"_s)); // already in play
    QVERIFY(isLegal(s, u"select unknown"_s));         // a table may leave it unnamed
    QVERIFY(play(s, u"select bog-lantern-1"_s));
    QCOMPARE(s.player[0].wallows, (std::vector<std::int16_t>{std::int16_t(wallowsId(u"drowned-bell-1"_s)),
                                                               std::int16_t(wallowsId(u"bog-lantern-1"_s))}));
    QVERIFY(!contains(s.wallowsDeck, wallowsId(u"bog-lantern-1"_s)));
    QVERIFY(isExhausted(s, 0, u"relic-ravlatch"_s));
    QCOMPARE(s.decision(), Decision::Turn);
    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(play(s, u"pass"_s));
    QVERIFY(!isLegal(s, u"activate relic-ravlatch 2"_s)); // once per round (R-ACT-7)
    // Clean-up (R-WAL-1): each card resolves on its own.
    jumpTo(s, Phase::Cleanup);
    QCOMPARE(s.decision(), Decision::WallowsResult);
    QVERIFY(play(s, u"wallows drowned-bell-1 failed"_s));
    QCOMPARE(int(s.suspicion), 1); // penalty of the first
    QCOMPARE(s.decision(), Decision::WallowsResult);
    QVERIFY(play(s, u"wallows bog-lantern-1 done"_s));
    QCOMPARE(int(s.player[0].unity), 1); // reward of the second
    QVERIFY(s.player[0].wallows.empty());
    QCOMPARE(s.phase, Phase::Distribution);
}

void TstActions::relicRavlatchArtifact()
{
    // Relic Ravlatch ability 2: a drawn artifact may be kept: its benefit applies at once, without completing
    // its objective, and it stays for the game. A card not kept goes into play as a Wallows card of this round.
    GameState s = actionsGame(2);
    giveMourner(s, 0, u"relic-ravlatch"_s);
    s.player[0].influence = {0, 0, 0}; // Ash Sump I's objective (3 Flesh) is not met
    const int supply = s.unitySupply;
    QVERIFY(play(s, u"activate relic-ravlatch 2"_s));
    QCOMPARE(s.decision(), Decision::DrawWallows);
    GameState declined = s;
    QVERIFY(play(s, u"draw ash-sump-1"_s));
    QCOMPARE(s.decision(), Decision::KeepArtifact); // the player's choice
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(play(s, u"artifact keep"_s));
    QCOMPARE(s.player[0].artifacts, (std::vector<std::int16_t>{std::int16_t(wallowsId(u"ash-sump-1"_s))}));
    QCOMPARE(int(s.player[0].unity), 1); // its reward, at once
    QCOMPARE(int(s.unitySupply), supply - 1);
    QVERIFY(s.player[0].wallows.empty()); // not a Wallows card to resolve this round
    QVERIFY(isExhausted(s, 0, u"relic-ravlatch"_s));
    QCOMPARE(s.currentSeat(), 1);
    // The artifact stays for the rest of the game.
    jumpTo(s, Phase::Cleanup);
    QCOMPARE(s.phase, Phase::Distribution);
    QCOMPARE(int(s.player[0].artifacts.size()), 1);
    QCOMPARE(int(s.player[0].unity), 1);

    // Not kept: it is this round's Wallows card, neither lost from the game nor an artifact.
    QVERIFY(play(declined, u"draw ash-sump-1"_s));
    QVERIFY(play(declined, u"artifact play"_s));
    QVERIFY(declined.player[0].artifacts.empty());
    QCOMPARE(declined.player[0].wallows, (std::vector<std::int16_t>{std::int16_t(wallowsId(u"ash-sump-1"_s))}));
    QCOMPARE(int(declined.player[0].unity), 0);

    // A drawn card that is no artifact goes into play the same way, without a question.
    GameState plain = actionsGame(2);
    giveMourner(plain, 0, u"relic-ravlatch"_s);
    QVERIFY(play(plain, u"activate relic-ravlatch 2"_s));
    QVERIFY(play(plain, u"draw bog-lantern-1"_s));
    QCOMPARE(plain.decision(), Decision::Turn);
    QCOMPARE(plain.player[0].wallows, (std::vector<std::int16_t>{std::int16_t(wallowsId(u"bog-lantern-1"_s))}));
}

QTEST_GUILESS_MAIN(TstActions)
#include "tst_actions.moc"
