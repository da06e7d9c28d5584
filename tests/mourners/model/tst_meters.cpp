// Scenario tests of the Dreadsgrip check and the meters: over-crowding (R-DREAD-1, R-DREAD-2,
// D-THREAT-LIMIT, D-CROWD-ROLL), suspicion reaching 13 (R-SUSP-1), threat reaching 10 (R-THREAT-10)
// and paying a Unity loss with Influence (R-PAY-1, D-PAY).
#include "testutil.h"

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {


int mournerId(const GameState &s, const QString &id)
{
    return s.rules().mournerIndex(id);
}

// Puts a Mourner card in play for `p`, taken out of its deck.
void giveMourner(GameState &s, int p, const QString &id)
{
    const int card = mournerId(s, id);
    for (auto &deck : s.mournerDeck)
        deck.erase(std::remove(deck.begin(), deck.end(), std::int16_t(card)), deck.end());
    s.player[std::size_t(p)].mourners.push_back(MournerInPlay{std::int16_t(card), false});
}

bool inAnyDeck(const GameState &s, int card)
{
    for (const auto &deck : s.mournerDeck)
        if (std::find(deck.begin(), deck.end(), std::int16_t(card)) != deck.end())
            return true;
    return false;
}

bool hasMourner(const GameState &s, int p, int card)
{
    for (const auto &m : s.player[std::size_t(p)].mourners)
        if (m.card == card)
            return true;
    return false;
}

// Parses and applies `text`; the error tells why it was refused (ApplyError::None when applied).
ApplyError tryApply(GameState &s, const QString &text)
{
    Action a;
    QString error;
    if (!actionFromText(s, text, a, error))
        return ApplyError::Illegal;
    return s.apply(a);
}

int countEvents(const Events &events, EventType type)
{
    return int(std::count_if(events.begin(), events.end(), [type](const Event &e) { return e.type == type; }));
}

GameState cleanTable(int players, int alltaker = 0)
{
    GameState s = tableGameAfterSetup(players, {}, alltaker);
    clearTable(s);
    return s;
}

// Answers every crowd roll with `face` and returns how many rolls were asked for.
int rollAll(GameState &s, int face, Events *events)
{
    int rolls = 0;
    while (s.decision() == Decision::CrowdRoll && rolls < 100) {
        if (!play(s, u"roll %1"_s.arg(face), events))
            return -1;
        ++rolls;
    }
    return rolls;
}

} // namespace

class TestMeters : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // ---------------- Dreadsgrip check ----------------

    // R-DREAD-1, D-THREAT-LIMIT: the limit per location comes from the threat level (7,7,6,6,5,5,4,4,3,3);
    // figures of all players together count. Exactly the limit is fine; one more over-crowds.
    void figureLimitByThreat_R_DREAD_1_data()
    {
        QTest::addColumn<int>("threat");
        QTest::addColumn<int>("limit");
        const int limits[10] = {7, 7, 6, 6, 5, 5, 4, 4, 3, 3};
        for (int t = 0; t < 10; ++t)
            QTest::addRow("R-DREAD-1 threat %d", t) << t << limits[t];
    }
    void figureLimitByThreat_R_DREAD_1()
    {
        QFETCH(int, threat);
        QFETCH(int, limit);
        QCOMPARE(rules()->limitAt(threat), limit);
        for (int extra = 0; extra <= 1; ++extra) {
            GameState s = cleanTable(2);
            s.threat = std::int8_t(threat);
            const int total = limit + extra;
            // Split between both players so that neither alone is over the limit (all players together).
            for (int k = 0; k < total; ++k)
                addFigures(s, k % 2, TheatersOfMemory, k % kGuilds, 1);
            QCOMPARE(s.locationFigures(TheatersOfMemory), total);
            QVERIFY(s.checkInvariants().isEmpty());
            Events ev;
            jumpTo(s, Phase::Dreadsgrip, 0, &ev);
            bool crowded = false;
            for (const auto &e : ev)
                if (e.type == EventType::OverCrowded) {
                    crowded = true;
                    QCOMPARE(int(e.a), int(TheatersOfMemory));
                    QCOMPARE(int(e.v), total);
                    QCOMPARE(int(e.w), limit);
                }
            QCOMPARE(crowded, extra == 1);
            const int rolls = rollAll(s, 6, &ev);
            QCOMPARE(rolls, extra ? total : 0); // every figure there is at risk, none when not crowded
            QCOMPARE(s.phase, Phase::Tithe);
            QCOMPARE(s.locationFigures(TheatersOfMemory), total); // 6 = stays
        }
    }

    // R-DREAD-2, D-CROWD-ROLL: 1-2 destroyed (to supply, base back), 3 back to the owner's Crypt, 4-6 stays.
    void crowdRollOutcome_R_DREAD_2_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<int>("atLocation");
        QTest::addColumn<int>("inCrypt");
        QTest::addColumn<int>("destroyed");
        QTest::addRow("R-DREAD-2 roll 1 destroyed") << 1 << 3 << 0 << 1;
        QTest::addRow("R-DREAD-2 roll 2 destroyed") << 2 << 3 << 0 << 1;
        QTest::addRow("R-DREAD-2 roll 3 to crypt") << 3 << 3 << 1 << 0;
        QTest::addRow("R-DREAD-2 roll 4 stays") << 4 << 4 << 0 << 0;
        QTest::addRow("R-DREAD-2 roll 5 stays") << 5 << 4 << 0 << 0;
        QTest::addRow("R-DREAD-2 roll 6 stays") << 6 << 4 << 0 << 0;
    }
    void crowdRollOutcome_R_DREAD_2()
    {
        QFETCH(int, face);
        QFETCH(int, atLocation);
        QFETCH(int, inCrypt);
        QFETCH(int, destroyed);
        GameState s = cleanTable(2);
        s.threat = 9; // limit 3
        addFigures(s, 0, CalvumHarrows, MortisKnighthood, 4);
        const int bases = s.player[0].bases;
        const int supply = s.guildSupply[MortisKnighthood];
        Events ev;
        jumpTo(s, Phase::Dreadsgrip, 0, &ev);
        QCOMPARE(s.decision(), Decision::CrowdRoll);
        QVERIFY(play(s, u"roll %1"_s.arg(face), &ev));
        QCOMPARE(rollAll(s, 4, &ev), 3); // the other three figures stay
        QCOMPARE(int(s.player[0].figures[CalvumHarrows][MortisKnighthood]), atLocation);
        QCOMPARE(int(s.player[0].figures[kCrypt][MortisKnighthood]), inCrypt);
        QCOMPARE(int(s.player[0].bases), bases + destroyed);
        QCOMPARE(int(s.guildSupply[MortisKnighthood]), supply + destroyed);
        QCOMPARE(hasEvent(ev, EventType::FigureDestroyed, "R-DREAD-2"), destroyed == 1);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // D-CROWD-ROLL (R-DREAD-2): each location is checked against the count it had when the phase began:
    // a figure destroyed by an earlier roll does not spare the rest.
    void crowdCountTakenAtPhaseStart_R_DREAD_2()
    {
        GameState s = cleanTable(2);
        s.threat = 9; // limit 3
        addFigures(s, 0, MortissVeth, MortisKnighthood, 2);
        addFigures(s, 1, MortissVeth, CouncilOfOsteomancy, 2);
        Events ev;
        jumpTo(s, Phase::Dreadsgrip, 0, &ev);
        QCOMPARE(rollAll(s, 1, &ev), 4); // after the first loss only 3 remain, still all 4 are rolled for
        QCOMPARE(s.locationFigures(MortissVeth), 0);
        QCOMPARE(int(s.player[0].bases), 10);
        QCOMPARE(int(s.player[1].bases), 10);
        QCOMPARE(s.phase, Phase::Tithe);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-DREAD-1: only the twelve locations have a limit; figures in the Crypts never over-crowd anything.
    void cryptsNeverCrowded_R_DREAD_1()
    {
        GameState s = cleanTable(2);
        s.threat = 9; // limit 3
        addFigures(s, 0, kCrypt, MortisKnighthood, 5);
        addFigures(s, 1, kCrypt, CouncilOfOsteomancy, 5);
        addFigures(s, 1, DirthForge, CouncilOfOsteomancy, 3); // at the limit
        Events ev;
        jumpTo(s, Phase::Dreadsgrip, 0, &ev);
        QVERIFY(!hasEvent(ev, EventType::OverCrowded));
        QCOMPARE(s.phase, Phase::Tithe);
        QCOMPARE(int(s.player[0].figures[kCrypt][MortisKnighthood]), 5);
    }

    // D-CROWD-ROLL (R-DREAD-2): locations are checked in number order.
    void crowdedLocationsInNumberOrder_R_DREAD_2()
    {
        GameState s = cleanTable(2);
        s.threat = 9; // limit 3
        addFigures(s, 1, Voxxingard, MortisKnighthood, 4);   // location 9
        addFigures(s, 0, CurioCryptus, ConclaveOfShadows, 4); // location 3
        Events ev;
        jumpTo(s, Phase::Dreadsgrip, 0, &ev);
        QCOMPARE(rollAll(s, 5, &ev), 8);
        std::vector<int> order;
        for (const auto &e : ev)
            if (e.type == EventType::CrowdRolled) {
                order.push_back(e.a);
                QCOMPARE(int(e.seat), e.a == CurioCryptus ? 0 : 1); // the owner is the one at risk
            }
        QCOMPARE(order, (std::vector<int>{2, 2, 2, 2, 8, 8, 8, 8}));
    }

    // R-DREAD-2: the Dreadsbane token's holder has figures that count toward the limit but are never
    // rolled for.
    void dreadsbaneHolderNeverRolled_R_DREAD_2_data()
    {
        QTest::addColumn<int>("holder");   // -1 token in the supply
        QTest::addColumn<int>("p1Figures");
        QTest::addColumn<int>("p2Figures");
        QTest::addColumn<int>("p1Rolls");
        QTest::addColumn<int>("p2Rolls");
        QTest::addRow("R-DREAD-2 no holder: all at risk") << -1 << 3 << 1 << 3 << 1;
        QTest::addRow("R-DREAD-2 p1 holds: p1 counted, only p2 rolled") << 0 << 3 << 1 << 0 << 1;
        QTest::addRow("R-DREAD-2 p2 holds: only p1 rolled") << 1 << 3 << 1 << 3 << 0;
        QTest::addRow("R-DREAD-2 holder alone over the limit: nobody rolled") << 0 << 4 << 0 << 0 << 0;
        QTest::addRow("R-DREAD-2 at the limit: not crowded") << -1 << 2 << 1 << 0 << 0;
    }
    void dreadsbaneHolderNeverRolled_R_DREAD_2()
    {
        QFETCH(int, holder);
        QFETCH(int, p1Figures);
        QFETCH(int, p2Figures);
        QFETCH(int, p1Rolls);
        QFETCH(int, p2Rolls);
        GameState s = cleanTable(2);
        s.threat = 8; // limit 3
        QVERIFY(play(s, holder < 0 ? u"holder dreadsbane none"_s : u"holder dreadsbane p%1"_s.arg(holder + 1)));
        QCOMPARE(int(s.dreadsbane), holder);
        addFigures(s, 0, Hushhyde, DreadsbaneOrder, p1Figures);
        addFigures(s, 1, Hushhyde, GravedancersCircle, p2Figures);
        Events ev;
        jumpTo(s, Phase::Dreadsgrip, 0, &ev);
        QCOMPARE(hasEvent(ev, EventType::OverCrowded, "R-DREAD-1"), p1Figures + p2Figures > 3);
        QCOMPARE(rollAll(s, 1, &ev), p1Rolls + p2Rolls);
        int rolled[2] = {0, 0};
        for (const auto &e : ev)
            if (e.type == EventType::CrowdRolled)
                ++rolled[e.seat];
        QCOMPARE(rolled[0], p1Rolls);
        QCOMPARE(rolled[1], p2Rolls);
        // Rolled figures were destroyed (1); the holder's stay.
        QCOMPARE(s.player[0].figuresAt(Hushhyde), p1Figures - p1Rolls);
        QCOMPARE(s.player[1].figuresAt(Hushhyde), p2Figures - p2Rolls);
        QCOMPARE(s.phase, Phase::Tithe);
    }

    // ---------------- Suspicion ----------------

    // R-SUSP-1: whoever raises suspicion to 13 loses 3 Unity and the marker returns to 12; a raise to 12
    // costs nothing; suspicion never goes below 0. Also through the generic adjustment "meter suspicion 13 p2".
    void suspicionThreshold_R_SUSP_1_data()
    {
        QTest::addColumn<int>("before");
        QTest::addColumn<QString>("card");   // Court card in p1's hand, empty: an adjustment
        QTest::addColumn<QString>("action");
        QTest::addColumn<int>("loser");      // seat that pays 3 Unity, -1 nobody
        QTest::addColumn<int>("after");
        QTest::addRow("R-SUSP-1 adjustment to 13 blames p2") << 5 << QString() << u"meter suspicion 13 p2"_s << 1 << 12;
        QTest::addRow("R-SUSP-1 adjustment to 13 blames p1") << 12 << QString() << u"meter suspicion 13 p1"_s << 0 << 12;
        QTest::addRow("R-SUSP-1 adjustment to 13 with no causer") << 5 << QString() << u"meter suspicion 13"_s << -1 << 12;
        QTest::addRow("R-SUSP-1 adjustment to 12 costs nothing") << 5 << QString() << u"meter suspicion 12 p2"_s << -1 << 12;
        QTest::addRow("R-SUSP-1 card raises 12 to 13") << 12 << u"tallow-broker"_s << u"play tallow-broker 1"_s << 0 << 12;
        QTest::addRow("R-SUSP-1 card raises 11 to 12") << 11 << u"tallow-broker"_s << u"play tallow-broker 1"_s << -1 << 12;
        QTest::addRow("R-SUSP-1 card lowers 4 to 3") << 4 << u"candle-abbess"_s << u"play candle-abbess 1"_s << -1 << 3;
        QTest::addRow("R-SUSP-1 never below 0") << 0 << u"candle-abbess"_s << u"play candle-abbess 1"_s << -1 << 0;
    }
    void suspicionThreshold_R_SUSP_1()
    {
        QFETCH(int, before);
        QFETCH(QString, card);
        QFETCH(QString, action);
        QFETCH(int, loser);
        QFETCH(int, after);
        GameState s = cleanTable(3);
        for (int p = 0; p < 3; ++p)
            s.player[std::size_t(p)].unity = 4;
        s.suspicion = std::int8_t(before);
        if (!card.isEmpty()) {
            s.player[0].hand = {std::int16_t(s.rules().courtIndex(card))};
            jumpTo(s, Phase::Actions);
            QCOMPARE(s.decision(), Decision::Turn);
            QCOMPARE(s.currentSeat(), 0);
        }
        Events ev;
        QVERIFY(play(s, action, &ev));
        QCOMPARE(int(s.suspicion), after);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(int(s.player[std::size_t(p)].unity), p == loser ? 1 : 4);
        QCOMPARE(countEvents(ev, EventType::SuspicionReached), loser >= 0 ? 1 : 0);
        for (const auto &e : ev)
            if (e.type == EventType::SuspicionReached)
                QCOMPARE(int(e.seat), loser);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-SUSP-1: the meter runs 0-12 (13 only as the moment of reaching it): no adjustment sets it beyond.
    void suspicionAdjustmentRange_R_SUSP_1()
    {
        GameState s = cleanTable(2);
        QCOMPARE(tryApply(s, u"meter suspicion 14 p1"_s), ApplyError::BadAdjustment);
        QCOMPARE(tryApply(s, u"meter suspicion -1"_s), ApplyError::BadAdjustment);
        QCOMPARE(int(s.suspicion), 0);
    }

    // R-SUSP-1: a rise past 13 counts as reaching 13 once (a missed tithe at 12 adds 2).
    void suspicionRisePastCountsOnce_R_SUSP_1()
    {
        GameState s = cleanTable(2);
        s.suspicion = 12; // tithe 8
        s.player[0].unity = 10;
        s.player[1].unity = 10;
        setEtherea(s, 0, 0);
        setEtherea(s, 1, 1);
        jumpTo(s, Phase::Tithe);
        QCOMPARE(s.decision(), Decision::Bid);
        Events ev;
        QVERIFY(play(s, u"bid 0"_s, &ev));
        QVERIFY(play(s, u"bid 1"_s, &ev)); // missed; p1 is the lowest and raised suspicion to 14 -> 13 once
        QCOMPARE(int(s.suspicion), 12);
        QCOMPARE(countEvents(ev, EventType::SuspicionReached), 1);
        QCOMPARE(int(s.player[0].unity), 10 - 3 - 2); // R-SUSP-1 once, plus R-TITHE-5
        QCOMPARE(int(s.player[1].unity), 10);
    }

    // ---------------- Threat ----------------

    // R-THREAT-10: the player on the causer's left chooses which of the causer's Mourner cards is lost;
    // the causer and every other player lose one figure of that card's guild (a player with such figures
    // in several places chooses which); the card leaves the game; the marker returns to 9.
    void threatReachesTen_R_THREAT_10()
    {
        GameState s = cleanTable(3);
        giveMourner(s, 0, u"keeper-osrik"_s); // Mortis Knighthood
        giveMourner(s, 0, u"pale-jessamy"_s); // Conclave of Shadows
        addFigures(s, 0, kCrypt, MortisKnighthood, 1);
        addFigures(s, 0, CalvumHarrows, MortisKnighthood, 1);
        addFigures(s, 0, kCrypt, ConclaveOfShadows, 1);
        addFigures(s, 1, kCrypt, MortisKnighthood, 2);
        addFigures(s, 1, kCrypt, CouncilOfOsteomancy, 1);
        addFigures(s, 2, MortissVeth, MortisKnighthood, 1);
        addFigures(s, 2, LifesEbb, MortisKnighthood, 1);
        const int supply = s.guildSupply[MortisKnighthood];
        const int osrik = mournerId(s, u"keeper-osrik"_s);
        s.threat = 7;
        Events ev;
        QVERIFY(play(s, u"meter threat 10 p1"_s, &ev));
        QCOMPARE(int(s.threat), 9);
        QVERIFY(hasEvent(ev, EventType::ThreatReached, "R-THREAT-10"));
        // p2 (left of p1) chooses among p1's cards only.
        QCOMPARE(s.decision(), Decision::ThreatCard);
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(isLegal(s, u"lose-card keeper-osrik"_s));
        QVERIFY(isLegal(s, u"lose-card pale-jessamy"_s));
        QVERIFY(!isLegal(s, u"lose-card lady-vertebra"_s));
        QVERIFY(!isLegal(s, u"lose-card none mk"_s));
        QCOMPARE(tryApply(s, u"p1 lose-card pale-jessamy"_s), ApplyError::WrongSeat); // not the causer's choice
        QCOMPARE(tryApply(s, u"p3 lose-card pale-jessamy"_s), ApplyError::WrongSeat);
        QVERIFY(play(s, u"lose-card keeper-osrik"_s, &ev));
        QVERIFY(!hasMourner(s, 0, osrik));
        QVERIFY(hasMourner(s, 0, mournerId(s, u"pale-jessamy"_s)));
        QVERIFY(!inAnyDeck(s, osrik)); // leaves the game
        // p1 has Mortis Knighthood figures in two places: p1 chooses which one goes.
        QCOMPARE(s.decision(), Decision::FigureLoss);
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(isLegal(s, u"lose crypt mk"_s));
        QVERIFY(isLegal(s, u"lose 5 mk"_s));
        QVERIFY(!isLegal(s, u"lose crypt cs"_s));
        QVERIFY(play(s, u"lose 5 mk"_s, &ev));
        // p2's only place is the Crypt: no choice. p3 has two places: p3 chooses.
        QCOMPARE(s.decision(), Decision::FigureLoss);
        QCOMPARE(s.currentSeat(), 2);
        QVERIFY(play(s, u"lose 7 mk"_s, &ev));
        QCOMPARE(s.decision(), Decision::Dice); // back to where the table was
        QCOMPARE(int(s.player[0].figures[kCrypt][MortisKnighthood]), 1);
        QCOMPARE(int(s.player[0].figures[CalvumHarrows][MortisKnighthood]), 0);
        QCOMPARE(int(s.player[0].figures[kCrypt][ConclaveOfShadows]), 1);
        QCOMPARE(int(s.player[1].figures[kCrypt][MortisKnighthood]), 1);
        QCOMPARE(int(s.player[1].figures[kCrypt][CouncilOfOsteomancy]), 1);
        QCOMPARE(int(s.player[2].figures[MortissVeth][MortisKnighthood]), 1);
        QCOMPARE(int(s.player[2].figures[LifesEbb][MortisKnighthood]), 0);
        QCOMPARE(int(s.guildSupply[MortisKnighthood]), supply + 3); // to the supply
        QCOMPARE(int(s.player[0].bases), 10 - 2);                   // bases back to their owners
        QCOMPARE(int(s.player[1].bases), 10 - 2);
        QCOMPARE(int(s.player[2].bases), 10 - 1);
        QCOMPARE(int(s.threat), 9);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-THREAT-10: the guild is the one on the lost card; a causer with no Mourner card has none to lose, so
    // nobody loses a card or a figure, and the marker still steps back to 9.
    void threatWithoutMournerCard_R_THREAT_10()
    {
        GameState s = cleanTable(2);
        addFigures(s, 0, kCrypt, CouncilOfOsteomancy, 1);
        addFigures(s, 1, kCrypt, CouncilOfOsteomancy, 1);
        addFigures(s, 1, kCrypt, MortisKnighthood, 1);
        giveMourner(s, 1, u"lady-vertebra"_s); // p2's card is not at stake
        s.threat = 9;
        Events ev;
        QVERIFY(play(s, u"meter threat 10 p1"_s, &ev));
        QVERIFY(hasEvent(ev, EventType::ThreatReached, "R-THREAT-10"));
        QVERIFY(hasEvent(ev, EventType::ThreatNoCard, "R-THREAT-10"));
        QVERIFY(s.decision() != Decision::ThreatCard); // nobody is asked to name a guild
        QVERIFY(s.decision() != Decision::FigureLoss);
        QVERIFY(!hasEvent(ev, EventType::MournerLost));
        QVERIFY(!hasEvent(ev, EventType::FigureDestroyed));
        QCOMPARE(s.player[0].guildTotal(CouncilOfOsteomancy), 1);
        QCOMPARE(s.player[1].guildTotal(CouncilOfOsteomancy), 1);
        QCOMPARE(s.player[1].guildTotal(MortisKnighthood), 1);
        QCOMPARE(int(s.player[1].mourners.size()), 1);
        QCOMPARE(int(s.threat), 9);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-THREAT-10: a rise past 10 counts once (a missed tithe at threat 9 adds 2): one card, one figure.
    void threatRisePastCountsOnce_R_THREAT_10()
    {
        GameState s = cleanTable(2);
        giveMourner(s, 0, u"keeper-osrik"_s);
        giveMourner(s, 0, u"lady-vertebra"_s);
        addFigures(s, 0, kCrypt, MortisKnighthood, 3);
        s.threat = 9;
        s.player[0].unity = 5;
        setEtherea(s, 0, 0);
        setEtherea(s, 1, 1);
        jumpTo(s, Phase::Tithe);
        Events ev;
        QVERIFY(play(s, u"bid 0"_s, &ev));
        QVERIFY(play(s, u"bid 1"_s, &ev)); // owed 2: missed, p1 lowest
        QCOMPARE(int(s.threat), 9);
        QCOMPARE(countEvents(ev, EventType::ThreatReached), 1);
        QCOMPARE(s.decision(), Decision::ThreatCard);
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"lose-card lady-vertebra"_s, &ev));
        QVERIFY(s.decision() != Decision::ThreatCard);
        QCOMPARE(int(s.player[0].mourners.size()), 1);
        QCOMPARE(s.player[0].guildTotal(MortisKnighthood), 2);
    }

    // R-THREAT-10 with R-ACT-4: recruiting at threat 9 raises it to 10: the recruiter caused it, the
    // player on their left chooses the card; then the turn passes on as usual.
    void threatReachedByRecruit_R_THREAT_10()
    {
        GameState s = cleanTable(2);
        giveMourner(s, 0, u"pale-jessamy"_s); // Conclave of Shadows
        addFigures(s, 0, kCrypt, ConclaveOfShadows, 1);
        addFigures(s, 1, GrendallsPillars, ConclaveOfShadows, 1);
        setEtherea(s, 0, 3);
        s.threat = 9;
        jumpTo(s, Phase::Actions);
        QCOMPARE(s.currentSeat(), 0);
        Events ev;
        QVERIFY(play(s, u"recruit mk"_s, &ev));
        QCOMPARE(int(s.threat), 9);
        QCOMPARE(s.decision(), Decision::ThreatCard);
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"lose-card pale-jessamy"_s, &ev));
        QVERIFY(s.player[0].mourners.empty());
        QCOMPARE(s.player[0].guildTotal(ConclaveOfShadows), 0);
        QCOMPARE(s.player[0].guildTotal(MortisKnighthood), 1); // the recruit itself stays
        QCOMPARE(s.player[1].guildTotal(ConclaveOfShadows), 0);
        QCOMPARE(s.decision(), Decision::Turn);
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-THREAT-10: threat never goes below 0.
    void threatNeverBelowZero_R_THREAT_10()
    {
        GameState s = cleanTable(2);
        s.threat = 0;
        s.player[0].hand = {std::int16_t(s.rules().courtIndex(u"lantern-warden"_s))};
        jumpTo(s, Phase::Actions);
        QVERIFY(play(s, u"play lantern-warden 2"_s)); // threat -1
        QCOMPARE(int(s.threat), 0);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // ---------------- Paying a Unity loss ----------------

    // R-PAY-1: each missing Unity point is paid with one Influence point of the player's choice.
    void shortfallPaidWithChosenInfluence_R_PAY_1_data()
    {
        QTest::addColumn<QStringList>("payments");
        QTest::addColumn<int>("bone");
        QTest::addColumn<int>("spirit");
        QTest::addRow("R-PAY-1 spirit then bone") << QStringList{u"pay spirit"_s, u"pay bone"_s} << 0 << 1;
        QTest::addRow("R-PAY-1 spirit twice") << QStringList{u"pay spirit"_s, u"pay spirit"_s} << 1 << 0;
        // After bone is gone, only spirit is left: no choice, paid at once.
        QTest::addRow("R-PAY-1 bone first, the rest forced") << QStringList{u"pay bone"_s} << 0 << 1;
    }
    void shortfallPaidWithChosenInfluence_R_PAY_1()
    {
        QFETCH(QStringList, payments);
        QFETCH(int, bone);
        QFETCH(int, spirit);
        GameState s = cleanTable(2);
        s.player[0].unity = 1;
        s.player[0].influence = {1, 0, 2};
        QVERIFY(play(s, u"meter suspicion 13 p1"_s)); // loses 3: 1 Unity, 2 missing
        QCOMPARE(int(s.player[0].unity), 0);
        for (const QString &pay : payments) {
            QCOMPARE(s.decision(), Decision::PayInfluence);
            QCOMPARE(s.currentSeat(), 0);
            QVERIFY(!isLegal(s, u"pay flesh"_s)); // nothing to pay with there
            QVERIFY(play(s, pay));
        }
        QCOMPARE(s.decision(), Decision::Dice);
        QCOMPARE(int(s.player[0].influence[0]), bone);
        QCOMPARE(int(s.player[0].influence[1]), 0);
        QCOMPARE(int(s.player[0].influence[2]), spirit);
        QCOMPARE(int(s.player[0].unity), 0);
    }

    // R-PAY-1, D-PAY: what neither Unity nor Influence can cover is forgiven; nothing goes below 0.
    void uncoveredLossForgiven_R_PAY_1()
    {
        GameState s = cleanTable(2);
        s.player[0].unity = 0;
        s.player[0].influence = {0, 1, 0};
        Events ev;
        QVERIFY(play(s, u"meter suspicion 13 p1"_s, &ev));
        QCOMPARE(s.decision(), Decision::Dice); // one faction only: no choice to make
        QCOMPARE(int(s.player[0].unity), 0);
        QCOMPARE(int(s.player[0].influence[1]), 0);
        int forgiven = -1;
        for (const auto &e : ev)
            if (e.type == EventType::LossForgiven) {
                QCOMPARE(int(e.seat), 0);
                forgiven = e.v;
            }
        QCOMPARE(forgiven, 2);
        QVERIFY(s.checkInvariants().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMeters)
#include "tst_meters.moc"
