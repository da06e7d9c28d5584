// Scenario tests of the Celestial tithe (phase 6): the amount owed (R-TITHE-1, D-TITHE), the Dirth Forge
// paying first, blind bids (R-TITHE-2, D-BID), the rewards when the quota is met (R-TITHE-3, R-TITHE-4),
// the penalties when it is missed (R-TITHE-5, R-TITHE-6, D-TITHE-MISS) and the Alltaker's place in it
// (R-TITHE-7).
#include "testutil.h"

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {


void setForge(GameState &s, int value)
{
    const int delta = value - s.forge;
    (delta > 0 ? s.ethereaIn : s.ethereaOut) += std::abs(delta);
    s.forge = std::int16_t(value);
}

void giveMourner(GameState &s, int p, const QString &id)
{
    const int card = s.rules().mournerIndex(id);
    for (auto &deck : s.mournerDeck)
        deck.erase(std::remove(deck.begin(), deck.end(), std::int16_t(card)), deck.end());
    s.player[std::size_t(p)].mourners.push_back(MournerInPlay{std::int16_t(card), false});
}

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

// A clean table at the start of the tithe: nobody has figures or Mourners, everyone has `etherea`
// Etherea and `unity` Unity.
GameState titheTable(int players, int suspicion, int forge = 0, int etherea = 10, int unity = 2, int alltaker = 0,
                     Events *events = nullptr)
{
    GameState s = tableGameAfterSetup(players, {}, alltaker);
    clearTable(s);
    s.suspicion = std::int8_t(suspicion);
    setForge(s, forge);
    for (int p = 0; p < players; ++p) {
        setEtherea(s, p, etherea);
        s.player[std::size_t(p)].unity = std::int16_t(unity);
    }
    jumpTo(s, Phase::Tithe, 0, events);
    return s;
}

// Everyone bids their entry of `bids` (by seat) when asked; false when a bid is refused.
bool bidAll(GameState &s, const QList<int> &bids, Events *events = nullptr)
{
    for (int guard = 0; s.decision() == Decision::Bid && guard < kMaxPlayers; ++guard)
        if (!play(s, u"bid %1"_s.arg(bids.value(s.currentSeat())), events))
            return false;
    return s.decision() != Decision::Bid;
}

} // namespace

class TestTithe : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // R-TITHE-1, D-TITHE: the tithe owed by suspicion level 0-12 is 2,2,3,3,4,4,5,5,6,6,7,7,8.
    void titheBySuspicion_R_TITHE_1_data()
    {
        QTest::addColumn<int>("suspicion");
        QTest::addColumn<int>("owed");
        const int owed[13] = {2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8};
        for (int level = 0; level <= 12; ++level)
            QTest::addRow("R-TITHE-1 suspicion %d", level) << level << owed[level];
    }
    void titheBySuspicion_R_TITHE_1()
    {
        QFETCH(int, suspicion);
        QFETCH(int, owed);
        Events ev;
        GameState s = titheTable(2, suspicion, 0, 10, 2, 0, &ev);
        QCOMPARE(s.phase, Phase::Tithe);
        QCOMPARE(s.decision(), Decision::Bid);
        QCOMPARE(int(s.titheOwed), owed);
        QCOMPARE(s.tithePending(), owed);
        QVERIFY(hasEvent(ev, EventType::TitheOwed, "R-TITHE-1"));
        // One short of the quota misses it, the quota exactly meets it.
        GameState miss = s;
        QVERIFY(bidAll(miss, {owed - 1, 0}));
        QCOMPARE(int(miss.player[0].unity), 2);     // lost nothing, gained nothing (p2 is the lowest)
        QCOMPARE(int(miss.player[1].unity), 0);     // R-TITHE-5
        GameState met = s;
        QVERIFY(bidAll(met, {owed, 0}));
        QCOMPARE(int(met.player[0].unity), 2 + 3); // R-TITHE-3
        QCOMPARE(int(met.player[1].unity), 2 - 1);
    }

    // R-TITHE-1: Etherea on the Dirth Forge pays toward the tithe first, automatically; players bid only
    // the rest. When the Forge covers it all the players still bid blindly (R-TITHE-2): the quota is met or
    // exceeded, so the top contributor gains 3, other contributors 1, and whoever gave nothing loses 1
    // (R-TITHE-3/4). The Forge is emptied or keeps its surplus as the ruleset says (forgeEmptiesAtTithe, D-FORGE).
    void forgePaysFirst_R_TITHE_1_data()
    {
        QTest::addColumn<int>("suspicion");
        QTest::addColumn<int>("forge");
        QTest::addColumn<int>("fromForge");
        QTest::addColumn<bool>("bidding");
        QTest::addColumn<QList<int>>("bids");
        QTest::addColumn<QList<int>>("unity");
        QTest::addRow("R-TITHE-1 forge pays 3 of 4, one more meets it") << 4 << 3 << 3 << true << QList<int>{1, 0} << QList<int>{5, 1};
        QTest::addRow("R-TITHE-1 same bids without the forge miss") << 4 << 0 << 0 << true << QList<int>{1, 0} << QList<int>{2, 0};
        QTest::addRow("R-TITHE-2 forge covers it all, one bids") << 4 << 4 << 4 << true << QList<int>{1, 0} << QList<int>{5, 1};
        QTest::addRow("R-TITHE-3 forge has more than owed, nobody bids") << 0 << 5 << 2 << true << QList<int>{0, 0} << QList<int>{1, 1};
        QTest::addRow("R-TITHE-4 forge covers it all, a tie") << 2 << 3 << 3 << true << QList<int>{2, 2} << QList<int>{3, 3};
    }
    void forgePaysFirst_R_TITHE_1()
    {
        QFETCH(int, suspicion);
        QFETCH(int, forge);
        QFETCH(int, fromForge);
        QFETCH(bool, bidding);
        QFETCH(QList<int>, bids);
        QFETCH(QList<int>, unity);
        Events ev;
        GameState s = titheTable(2, suspicion, forge, 10, 2, 0, &ev);
        const int owed = rules()->tithe_at(suspicion);
        bool seen = false;
        for (const auto &e : ev)
            if (e.type == EventType::TitheOwed) {
                seen = true;
                QCOMPARE(int(e.v), owed);
                QCOMPARE(int(e.w), fromForge);
                // D-FORGE: the Forge's Etherea beyond the tithe is told as spent (the log says where it went).
                QCOMPARE(int(e.a), rules()->forgeEmptiesAtTithe ? forge - fromForge : 0);
            }
        QVERIFY(seen);
        QCOMPARE(int(s.forge), rules()->forgeEmptiesAtTithe ? 0 : forge - fromForge);
        QCOMPARE(s.decision() == Decision::Bid, bidding);
        if (bidding) {
            QCOMPARE(int(s.titheFromForge), fromForge);
            QCOMPARE(s.tithePending(), owed - fromForge);
            QVERIFY(bidAll(s, bids, &ev));
        } else {
            QVERIFY(!hasEvent(ev, EventType::BidsRevealed));
            QVERIFY(s.phase != Phase::Tithe);
        }
        QCOMPARE(int(s.player[0].unity), unity[0]);
        QCOMPARE(int(s.player[1].unity), unity[1]);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-TITHE-2, D-BID: bids are blind (a seat's view hides the others' amounts until the reveal), a bid is
    // 0..own Etherea, and all bid Etherea is spent to the supply, even beyond the quota.
    void blindBidsAllSpent_R_TITHE_2()
    {
        GameState s = titheTable(3, 0); // owed 2
        setEtherea(s, 0, 5);
        setEtherea(s, 1, 4);
        setEtherea(s, 2, 3);
        const int outBefore = s.ethereaOut;
        QCOMPARE(s.decision(), Decision::Bid);
        QCOMPARE(s.currentSeat(), 0);
        QVERIFY(!isLegal(s, u"bid 6"_s));
        QVERIFY(isLegal(s, u"bid 5"_s));
        QVERIFY(play(s, u"bid 3"_s));
        // p1's bid is made but hidden from p2 and p3, and no Etherea moved yet that would give it away.
        for (int viewer = 1; viewer < 3; ++viewer) {
            const GameState v = s.viewFor(viewer);
            QVERIFY(v.player[0].bid != 3);
            QVERIFY(v.player[0].bid != -1); // shown as "made"
            QCOMPARE(int(v.player[0].etherea), 5);
        }
        QCOMPARE(int(s.viewFor(0).player[0].bid), 3); // p1 sees their own
        QCOMPARE(s.currentSeat(), 1);
        QCOMPARE(tryApply(s, u"p1 bid 2"_s), ApplyError::WrongSeat);
        QVERIFY(!isLegal(s, u"bid 5"_s));
        QVERIFY(play(s, u"bid 4"_s));
        QVERIFY(s.viewFor(2).player[1].bid != 4);
        QCOMPARE(int(s.viewFor(1).player[1].bid), 4);
        Events ev;
        QVERIFY(play(s, u"bid 0"_s, &ev));
        QVERIFY(s.decision() != Decision::Bid);
        int revealed = -1;
        for (const auto &e : ev)
            if (e.type == EventType::BidsRevealed)
                revealed = e.v;
        QCOMPARE(revealed, 7);
        QCOMPARE(int(s.player[0].etherea), 2);
        QCOMPARE(int(s.player[1].etherea), 0);
        QCOMPARE(int(s.player[2].etherea), 3);
        QCOMPARE(s.ethereaOut - outBefore, 7); // spent to the supply, not to the Forge
        QCOMPARE(int(s.forge), 0);
        QCOMPARE(int(s.player[1].unity), 2 + 3); // highest
        QCOMPARE(int(s.player[0].unity), 2 + 1);
        QCOMPARE(int(s.player[2].unity), 2 - 1);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-TITHE-2: bid Etherea is spent when the quota is missed too.
    void bidsSpentWhenMissed_R_TITHE_2()
    {
        GameState s = titheTable(2, 12, 0, 4); // owed 8
        const int outBefore = s.ethereaOut;
        QVERIFY(bidAll(s, {4, 3}));
        QCOMPARE(int(s.player[0].etherea), 0);
        QCOMPARE(int(s.player[1].etherea), 1);
        QCOMPARE(s.ethereaOut - outBefore, 7);
    }

    // R-TITHE-3: quota met or exceeded: single highest +3, other contributors +1, non-contributors -1.
    // R-TITHE-4: quota met with a tie on top: each tied +1, other contributors 0, non-contributors -1.
    void quotaMet_R_TITHE_3_R_TITHE_4_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("suspicion");
        QTest::addColumn<QList<int>>("bids");
        QTest::addColumn<QList<int>>("deltas");
        QTest::addRow("R-TITHE-3 top, other, nothing") << 3 << 0 << QList<int>{3, 1, 0} << QList<int>{3, 1, -1};
        QTest::addRow("R-TITHE-3 met exactly by one") << 2 << 0 << QList<int>{2, 0} << QList<int>{3, -1};
        QTest::addRow("R-TITHE-3 overpaid") << 3 << 0 << QList<int>{1, 4, 2} << QList<int>{1, 3, 1};
        QTest::addRow("R-TITHE-3 four players") << 4 << 8 << QList<int>{3, 2, 1, 0} << QList<int>{3, 1, 1, -1};
        QTest::addRow("R-TITHE-4 two tied on top") << 4 << 0 << QList<int>{2, 2, 1, 0} << QList<int>{1, 1, 0, -1};
        QTest::addRow("R-TITHE-4 all tied") << 3 << 4 << QList<int>{2, 2, 2} << QList<int>{1, 1, 1};
        QTest::addRow("R-TITHE-4 tie and a non-contributor") << 3 << 0 << QList<int>{3, 0, 3} << QList<int>{1, -1, 1};
        QTest::addRow("R-TITHE-4 three tied, one lower") << 4 << 8 << QList<int>{2, 2, 1, 2} << QList<int>{1, 1, 0, 1};
    }
    void quotaMet_R_TITHE_3_R_TITHE_4()
    {
        QFETCH(int, players);
        QFETCH(int, suspicion);
        QFETCH(QList<int>, bids);
        QFETCH(QList<int>, deltas);
        GameState s = titheTable(players, suspicion, 0, 10, 2);
        const int supply = s.unitySupply;
        const int threat = s.threat;
        Events ev;
        QVERIFY(bidAll(s, bids, &ev));
        QVERIFY(hasEvent(ev, EventType::TitheMet));
        QVERIFY(!hasEvent(ev, EventType::TitheMissed));
        int gained = 0;
        for (int p = 0; p < players; ++p) {
            QCOMPARE(int(s.player[std::size_t(p)].unity), 2 + deltas[p]);
            gained += std::max(0, int(deltas[p]));
        }
        QCOMPARE(int(s.unitySupply), supply - gained); // losses leave play, gains come from the supply
        QCOMPARE(int(s.suspicion), suspicion);          // a met tithe moves no meter
        QCOMPARE(int(s.threat), threat);
    }

    // R-TITHE-5, D-TITHE-MISS: quota not met: suspicion and threat +2; the lowest contributor(s), a zero
    // bid included, lose 2 Unity; nobody gains.
    void quotaMissed_R_TITHE_5_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("suspicion");
        QTest::addColumn<QList<int>>("bids");
        QTest::addColumn<QList<int>>("deltas");
        QTest::addRow("R-TITHE-5 two lowest") << 3 << 8 << QList<int>{2, 1, 1} << QList<int>{0, -2, -2};
        QTest::addRow("R-TITHE-5 a zero bid is the lowest") << 3 << 8 << QList<int>{2, 2, 0} << QList<int>{0, 0, -2};
        QTest::addRow("R-TITHE-5 nobody bid") << 2 << 0 << QList<int>{0, 0} << QList<int>{-2, -2};
        QTest::addRow("R-TITHE-5 four players") << 4 << 10 << QList<int>{3, 1, 2, 0} << QList<int>{0, 0, 0, -2};
    }
    void quotaMissed_R_TITHE_5()
    {
        QFETCH(int, players);
        QFETCH(int, suspicion);
        QFETCH(QList<int>, bids);
        QFETCH(QList<int>, deltas);
        GameState s = titheTable(players, suspicion, 0, 10, 5);
        const int supply = s.unitySupply;
        Events ev;
        QVERIFY(bidAll(s, bids, &ev));
        QVERIFY(hasEvent(ev, EventType::TitheMissed, "R-TITHE-5"));
        for (int p = 0; p < players; ++p) {
            QCOMPARE(int(s.player[std::size_t(p)].unity), 5 + deltas[p]);
            QCOMPARE(int(s.player[std::size_t(p)].etherea), 10 - bids[p]);
        }
        QCOMPARE(int(s.suspicion), suspicion + 2);
        QCOMPARE(int(s.threat), 2);
        QCOMPARE(int(s.unitySupply), supply);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-TITHE-5 with R-PAY-1: a lowest contributor short of Unity pays the rest with Influence of their
    // choice; with one faction only it is taken at once.
    void missShortfallPaidWithInfluence_R_TITHE_5_data()
    {
        QTest::addColumn<int>("unity");
        QTest::addColumn<QList<int>>("influence");
        QTest::addColumn<QStringList>("payments");
        QTest::addColumn<QList<int>>("influenceAfter");
        QTest::addRow("R-TITHE-5 choice: bone then spirit") << 0 << QList<int>{2, 0, 1} << QStringList{u"pay bone"_s, u"pay spirit"_s}
                                                          << QList<int>{1, 0, 0};
        QTest::addRow("R-TITHE-5 choice: bone twice") << 0 << QList<int>{2, 0, 1} << QStringList{u"pay bone"_s, u"pay bone"_s}
                                                    << QList<int>{0, 0, 1};
        QTest::addRow("R-TITHE-5 one faction: no choice") << 1 << QList<int>{0, 3, 0} << QStringList{} << QList<int>{0, 2, 0};
    }
    void missShortfallPaidWithInfluence_R_TITHE_5()
    {
        QFETCH(int, unity);
        QFETCH(QList<int>, influence);
        QFETCH(QStringList, payments);
        QFETCH(QList<int>, influenceAfter);
        GameState s = titheTable(3, 8, 0, 10, 4); // owed 6
        s.player[2].unity = std::int16_t(unity);
        s.player[2].influence = {std::int16_t(influence[0]), std::int16_t(influence[1]), std::int16_t(influence[2])};
        QVERIFY(bidAll(s, {3, 2, 0}));
        for (const QString &pay : payments) {
            QCOMPARE(s.decision(), Decision::PayInfluence);
            QCOMPARE(s.currentSeat(), 2);
            QVERIFY(play(s, pay));
        }
        QVERIFY(s.decision() != Decision::PayInfluence);
        QCOMPARE(int(s.player[2].unity), 0);
        for (int f = 0; f < kFactions; ++f)
            QCOMPARE(int(s.player[2].influence[std::size_t(f)]), influenceAfter[f]);
        QCOMPARE(int(s.player[0].unity), 4);
        QCOMPARE(int(s.player[1].unity), 4);
    }

    // R-TITHE-3 with R-PAY-1: a non-contributor without Unity pays the lost point with Influence.
    void nonContributorPaysWithInfluence_R_TITHE_3()
    {
        GameState s = titheTable(3, 0, 0, 10, 2); // owed 2
        s.player[2].unity = 0;
        s.player[2].influence = {0, 2, 0};
        QVERIFY(bidAll(s, {2, 1, 0}));
        QCOMPARE(int(s.player[0].unity), 5);
        QCOMPARE(int(s.player[1].unity), 3);
        QCOMPARE(int(s.player[2].unity), 0);
        QCOMPARE(int(s.player[2].influence[1]), 1);
    }

    // R-PAY-1 within the tithe: a Unity shortfall of the tithe is paid (or forgiven, D-PAY) while the phase
    // is still the tithe's, and the phase of majorities begins after it. The payment was asked, and its line
    // logged, after the next phase's heading.
    void shortfallPaidBeforeTheNextPhase_R_PAY_1_data()
    {
        QTest::addColumn<QList<int>>("influence");
        QTest::addColumn<int>("paidType"); // the EventType of the payment
        QTest::addRow("R-PAY-1 a choice of Influence") << QList<int>{1, 0, 1} << int(EventType::InfluenceChanged);
        QTest::addRow("R-PAY-1 D-PAY nothing to pay with") << QList<int>{0, 0, 0} << int(EventType::LossForgiven);
    }
    void shortfallPaidBeforeTheNextPhase_R_PAY_1()
    {
        QFETCH(QList<int>, influence);
        QFETCH(int, paidType);
        const auto paid = EventType(paidType);
        GameState s = titheTable(3, 0, 0, 10, 2); // owed 2
        s.player[2].unity = 0;
        s.player[2].influence = {std::int16_t(influence[0]), std::int16_t(influence[1]), std::int16_t(influence[2])};
        Events ev;
        QVERIFY(bidAll(s, {2, 1, 0}, &ev)); // the bid of 0 loses 1 Unity (R-TITHE-3)
        if (paid == EventType::InfluenceChanged) {
            QCOMPARE(s.decision(), Decision::PayInfluence);
            QCOMPARE(s.phase, Phase::Tithe);
            QVERIFY(play(s, u"pay bone"_s, &ev));
        }
        QVERIFY(s.phase != Phase::Tithe);
        qsizetype payment = -1, nextPhase = -1;
        for (qsizetype i = 0; i < qsizetype(ev.size()); ++i) {
            const Event &e = ev[std::size_t(i)];
            if (e.type == paid && e.seat == 2 && payment < 0)
                payment = i;
            if (e.type == EventType::PhaseStarted && e.a == int(Phase::Resolve))
                nextPhase = i;
        }
        QVERIFY(payment >= 0 && nextPhase >= 0);
        QVERIFY2(payment < nextPhase, qPrintable(u"paid at event %1, the next phase began at %2"_s.arg(payment).arg(nextPhase)));
        const int had = influence[0] + influence[1] + influence[2];
        QCOMPARE(s.player[2].totalInfluence(), std::max(0, had - 1));
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-TITHE-5 with R-PAY-1: two lowest contributors short of Unity each choose their own payment.
    void twoLowestBothPay_R_TITHE_5()
    {
        GameState s = titheTable(3, 8, 0, 10, 0); // owed 6, nobody has Unity
        for (int p = 1; p < 3; ++p)
            s.player[std::size_t(p)].influence = {1, 0, 1};
        s.player[0].influence = {4, 4, 4};
        QVERIFY(bidAll(s, {3, 1, 1}));
        QCOMPARE(s.decision(), Decision::PayInfluence);
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"pay bone"_s)); // the second point can only be spirit
        QCOMPARE(s.decision(), Decision::PayInfluence);
        QCOMPARE(s.currentSeat(), 2);
        QVERIFY(play(s, u"pay spirit"_s));
        QVERIFY(s.decision() != Decision::PayInfluence);
        for (int p = 1; p < 3; ++p)
            QCOMPARE(s.player[std::size_t(p)].totalInfluence(), 0);
        QCOMPARE(s.player[0].totalInfluence(), 12);
    }

    // R-TITHE-6 with R-SUSP-1: a miss that pushes suspicion to 13 is caused by the lowest contributor(s):
    // each loses 3 Unity besides the 2 of R-TITHE-5; the marker returns to 12.
    void missPushesSuspicionTo13_R_TITHE_6_data()
    {
        QTest::addColumn<QList<int>>("bids");
        QTest::addColumn<QList<int>>("unity");
        QTest::addRow("R-TITHE-6 one lowest") << QList<int>{3, 2, 1} << QList<int>{10, 10, 5};
        QTest::addRow("R-TITHE-6 two lowest") << QList<int>{3, 1, 1} << QList<int>{10, 5, 5};
    }
    void missPushesSuspicionTo13_R_TITHE_6()
    {
        QFETCH(QList<int>, bids);
        QFETCH(QList<int>, unity);
        GameState s = titheTable(3, 11, 0, 10, 10); // owed 7
        Events ev;
        QVERIFY(bidAll(s, bids, &ev));
        QCOMPARE(int(s.suspicion), 12);
        int reached = 0;
        for (const auto &e : ev)
            if (e.type == EventType::SuspicionReached) {
                ++reached;
                QCOMPARE(bids[e.seat], 1); // only a lowest contributor caused it
            }
        QCOMPARE(reached, int(std::count(bids.begin(), bids.end(), 1)));
        for (int p = 0; p < 3; ++p)
            QCOMPARE(int(s.player[std::size_t(p)].unity), unity[p]);
    }

    // R-TITHE-6 with R-THREAT-10: a miss that pushes threat to 10 is caused by the lowest contributor; the
    // player on their left chooses the Mourner card they lose.
    void missPushesThreatTo10_R_TITHE_6()
    {
        GameState s = tableGameAfterSetup(3);
        clearTable(s);
        giveMourner(s, 2, u"pale-jessamy"_s); // Conclave of Shadows
        giveMourner(s, 2, u"keeper-osrik"_s); // Mortis Knighthood
        addFigures(s, 2, kCrypt, ConclaveOfShadows, 1);
        addFigures(s, 0, CurioCryptus, ConclaveOfShadows, 1);
        addFigures(s, 1, kCrypt, MortisKnighthood, 1);
        for (int p = 0; p < 3; ++p) {
            setEtherea(s, p, 10);
            s.player[std::size_t(p)].unity = 5;
        }
        s.suspicion = 8; // owed 6
        s.threat = 8;
        jumpTo(s, Phase::Tithe);
        Events ev;
        QVERIFY(bidAll(s, {2, 1, 0}, &ev)); // total 3: missed, p3 lowest
        QCOMPARE(int(s.threat), 9);
        QCOMPARE(int(s.suspicion), 10);
        QCOMPARE(countEvents(ev, EventType::ThreatReached), 1);
        QCOMPARE(s.decision(), Decision::ThreatCard);
        QCOMPARE(s.currentSeat(), 0); // left of p3
        QVERIFY(isLegal(s, u"lose-card pale-jessamy"_s));
        QVERIFY(isLegal(s, u"lose-card keeper-osrik"_s));
        QVERIFY(play(s, u"lose-card pale-jessamy"_s));
        QCOMPARE(int(s.player[2].mourners.size()), 1);
        QCOMPARE(s.player[2].guildTotal(ConclaveOfShadows), 0);
        QCOMPARE(s.player[0].guildTotal(ConclaveOfShadows), 0); // everyone loses one of that guild
        QCOMPARE(s.player[1].guildTotal(MortisKnighthood), 1);  // other guilds untouched
        QCOMPARE(int(s.player[2].unity), 3);                    // R-TITHE-5
        QCOMPARE(int(s.player[0].unity), 5);
        QCOMPARE(int(s.player[1].unity), 5);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // R-TITHE-7: the Alltaker never breaks a tithe tie: tied on top with another player, the holder gains
    // 1 Unity like them, and is not asked (no Alltaker decision, the once-per-round use stays unused).
    void alltakerNeverBreaksTitheTie_R_TITHE_7()
    {
        GameState s = titheTable(3, 0, 0, 10, 2, /*alltaker*/ 1); // owed 2
        QCOMPARE(s.currentSeat(), 1); // bids start with the first player
        Events ev;
        QVERIFY(play(s, u"bid 2"_s, &ev)); // p2, the Alltaker
        QVERIFY(play(s, u"bid 2"_s, &ev)); // p3
        QVERIFY(play(s, u"bid 1"_s, &ev)); // p1
        QVERIFY(s.decision() != Decision::AlltakerTie);
        QVERIFY(!hasEvent(ev, EventType::AlltakerUsed));
        QVERIFY(!s.alltakerUsed);
        QVERIFY(hasEvent(ev, EventType::TitheMet, "R-TITHE-4"));
        QCOMPARE(int(s.player[1].unity), 2 + 1);
        QCOMPARE(int(s.player[2].unity), 2 + 1);
        QCOMPARE(int(s.player[0].unity), 2);
    }

    // R-TITHE-7: nor does the Alltaker escape a tie for the lowest contribution when the quota is missed.
    void alltakerNeverBreaksLowestTie_R_TITHE_7()
    {
        GameState s = titheTable(3, 0, 0, 10, 4, /*alltaker*/ 1); // owed 2
        Events ev;
        QVERIFY(play(s, u"bid 0"_s, &ev)); // p2, the Alltaker
        QVERIFY(play(s, u"bid 0"_s, &ev)); // p3
        QVERIFY(play(s, u"bid 1"_s, &ev)); // p1
        QVERIFY(s.decision() != Decision::AlltakerTie);
        QVERIFY(!hasEvent(ev, EventType::AlltakerUsed));
        QCOMPARE(int(s.player[1].unity), 2);
        QCOMPARE(int(s.player[2].unity), 2);
        QCOMPARE(int(s.player[0].unity), 4);
    }
};

QTEST_GUILESS_MAIN(TestTithe)
#include "tst_tithe.moc"
