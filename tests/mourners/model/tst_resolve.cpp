// Scenario tests of phase 7: resolving the twelve locations, then the six guilds
// (R-MAJ-1 .. R-MAJ-5, R-LOC-1 .. R-LOC-12, R-GUILD-1 .. R-GUILD-6, D-GUILD-ORDER).
//
// Every test builds a position by hand: the board is emptied (all figures back to the supply,
// all bases back to their owners), figures are placed with put() which keeps bases + figures == 10
// and the guild supply conserved, and jumpTo(state, Phase::Resolve) lets the engine derive the
// first decision of the phase.
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using mc::Decision;
using mc::GameState;
using mc::Phase;

namespace {

constexpr int P1 = 0;
constexpr int P2 = 1;
constexpr int P3 = 2;
constexpr int kBone = 0;
constexpr int kFlesh = 1;
constexpr int kSpirit = 2;
constexpr int kStartSuspicion = 5;
constexpr int kStartThreat = 5;

// A 3-player table game after setup with an empty board, on `rules`. Nobody holds Unity or
// Influence, the meters stand at 5 so that a change either way shows, Malavestros is off the board,
// the Dreadsbane token is in the supply and P3 holds the Alltaker (tests that need the Alltaker
// among the tied players move it). Mourner cards go back to their decks so that no end-of-round
// ability changes anything when the phase runs on into clean-up.
GameState emptyTable(const mc::RulesetPtr &rules = mctest::rules(), int players = 3)
{
    GameState s = GameState::newGame(rules, players, 42, mc::Mode::Table, 0);
    while (s.decision() == Decision::KeepMotive) {
        if (!mctest::play(s, u"keep bone"_s))
            return s;
    }
    while (s.decision() == Decision::StartingMourner)
        s.applyUnchecked(mctest::firstNamed(s.legalActions()));
    const mc::Ruleset &r = s.rules();
    for (int p = 0; p < s.players; ++p) {
        auto &pl = s.player[std::size_t(p)];
        for (int place = 0; place < mc::kPlaces; ++place)
            for (int g = 0; g < mc::kGuilds; ++g) {
                s.guildSupply[std::size_t(g)] = std::int8_t(s.guildSupply[std::size_t(g)] + pl.figures[std::size_t(place)][std::size_t(g)]);
                pl.figures[std::size_t(place)][std::size_t(g)] = 0;
            }
        pl.bases = r.basesPerPlayer;
        for (const auto &m : pl.mourners)
            s.mournerDeck[std::size_t(r.mourners[std::size_t(m.card)].faction)].push_back(m.card);
        pl.mourners.clear();
        pl.unity = 0;
        pl.influence = {};
    }
    s.suspicion = kStartSuspicion;
    s.threat = kStartThreat;
    s.malavestros = -1;
    s.dreadsbane = -1;
    s.alltaker = P3;
    s.alltakerUsed = false;
    return s;
}

// Gives player `p` `n` figures of `guild` at `place` (0..11 location, mc::kCrypt), from the supply
// and the player's bases.
void put(GameState &s, int p, int place, int guild, int n = 1)
{
    auto &pl = s.player[std::size_t(p)];
    pl.figures[std::size_t(place)][std::size_t(guild)] = std::int8_t(pl.figures[std::size_t(place)][std::size_t(guild)] + n);
    pl.bases = std::int8_t(pl.bases - n);
    s.guildSupply[std::size_t(guild)] = std::int8_t(s.guildSupply[std::size_t(guild)] - n);
}

int figure(const GameState &s, int p, int place, int guild)
{
    return s.player[std::size_t(p)].figures[std::size_t(place)][std::size_t(guild)];
}

// The guild of the current GuildAction / of a resolve index in the guild part.
int guildAt(const GameState &s)
{
    return s.rules().guildOrder[std::size_t(s.resolveIndex - mc::kLocations)];
}

// True once the resolve phase has finished and the next round waits for its dice.
bool resolveFinished(const GameState &s)
{
    return s.round == 2 && s.phase == Phase::Distribution && s.decision() == Decision::Dice;
}

// Majority events (R-MAJ-1/2) of locations (kind 0) or guilds (kind 1), in the order reported.
QList<int> majorityOrder(const mc::Events &events, int kind)
{
    QList<int> order;
    for (const auto &e : events)
        if (e.type == mc::EventType::Majority && e.a == kind)
            order.append(e.b);
    return order;
}

int countEvents(const mc::Events &events, mc::EventType type)
{
    int n = 0;
    for (const auto &e : events)
        n += e.type == type ? 1 : 0;
    return n;
}

QByteArray rulesetWithGuildOrder(const QStringList &order)
{
    QJsonDocument doc = QJsonDocument::fromJson(mc::standardRulesetJson());
    QJsonObject root = doc.object();
    root[u"guildOrder"_s] = QJsonArray::fromStringList(order);
    doc.setObject(root);
    return doc.toJson();
}

} // namespace

class TestResolve : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // ---------- locations ----------
    void locationActions_data();
    void locationActions();
    void locationOptionsAreAllOrNothing_data();
    void locationOptionsAreAllOrNothing();
    void locationsResolveInNumberOrder_R_MAJ_1();
    void locationNeedsStrictlyMostFigures_R_MAJ_1();
    void locationTieMeansNobody_R_MAJ_1();
    void majorityReportsEverySeatsCount_R_MAJ_1();
    void emptyLocationAsksNobody_R_MAJ_1();
    void figureGainNeedsABase_R_LOC_5();

    // ---------- guilds ----------
    void guildActions_data();
    void guildActions();
    void conclaveRemovesAnyFigure_R_GUILD_3_data();
    void conclaveRemovesAnyFigure_R_GUILD_3();
    void shroudrieviesTakesAFigure_R_GUILD_4_data();
    void shroudrieviesTakesAFigure_R_GUILD_4();
    void guildsCountFiguresAnywhere_R_MAJ_2();
    void guildTieMeansNobody_R_MAJ_2();
    void guildsResolveInStandardOrder_R_MAJ_2();
    void guildOrderFollowsRuleset_R_MAJ_2();
    void locationsBeforeGuilds_R_MAJ_1_R_MAJ_2();

    // ---------- Dreadsbane token ----------
    void dreadsbaneToken_R_MAJ_5_data();
    void dreadsbaneToken_R_MAJ_5();

    // ---------- Alltaker ----------
    void alltakerWinsLocationTie_R_MAJ_3();
    void alltakerWinsGuildTie_R_MAJ_3();
    void alltakerDeclinesTie_R_MAJ_3();
    void alltakerOnlyOncePerRound_R_MAJ_3();
    void alltakerNotAmongTied_R_MAJ_3();
    void alltakerAgainNextRound_R_MAJ_3();

    // ---------- Malavestros ----------
    void malavestrosCancelsAction_R_MAJ_4();
    void malavestrosIgnoresTies_R_MAJ_4();
};

// ======================================================================
// Locations
// ======================================================================

// P1 has two figures of `guild` at `loc`, P2 one (so P1 has strictly the most); `crypt` lists
// extra figures in P1's Crypt. P1 answers the location decision with `action`; the columns give
// the exact change for P1 and the meters; every other player must stay as they were.
void TestResolve::locationActions_data()
{
    QTest::addColumn<int>("loc");
    QTest::addColumn<int>("guild");
    QTest::addColumn<QList<int>>("crypt");
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("etherea");
    QTest::addColumn<int>("unity");
    QTest::addColumn<int>("bone");
    QTest::addColumn<int>("flesh");
    QTest::addColumn<int>("spirit");
    QTest::addColumn<int>("suspicion");
    QTest::addColumn<int>("threat");
    QTest::addColumn<int>("cryptGuild"); // guild whose Crypt count rises by one, -1 none
    QTest::addColumn<int>("locDelta");   // change of P1's figures at loc
    QTest::addColumn<int>("basesDelta"); // change of P1's bases (a figure gained from the supply)

    using namespace mc;
    // loc, guild, crypt, action, eth, uni, bone, flesh, spirit, susp, threat, cryptGuild, locDelta, bases
    QTest::newRow("R-LOC-1 Dirth Forge: 3 Etherea")
        << int(DirthForge) << int(MortisKnighthood) << QList<int>{} << u"do"_s << 3 << 0 << 0 << 0 << 0 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-2 Vadlum Gates: threat -1, 1 Influence, 1 Unity, suspicion +1")
        << int(VadlumGates) << int(ConclaveOfShadows) << QList<int>{} << u"do spirit"_s << 0 << 1 << 0 << 0 << 1 << 1 << -1 << -1 << 0 << 0;
    QTest::newRow("R-LOC-2 Vadlum Gates: Influence of any faction (bone)")
        << int(VadlumGates) << int(ConclaveOfShadows) << QList<int>{} << u"do bone"_s << 0 << 1 << 1 << 0 << 0 << 1 << -1 << -1 << 0 << 0;
    QTest::newRow("R-LOC-3 Curio Cryptus: bone + spirit")
        << int(CurioCryptus) << int(ShroudrieviesCoven) << QList<int>{} << u"do bone spirit"_s << 0 << 0 << 1 << 0 << 1 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-3 Curio Cryptus: flesh + spirit")
        << int(CurioCryptus) << int(ShroudrieviesCoven) << QList<int>{} << u"do flesh spirit"_s << 0 << 0 << 0 << 1 << 1 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-4 Mortiss-Veth: 2 flesh")
        << int(MortissVeth) << int(CouncilOfOsteomancy) << QList<int>{} << u"do flesh"_s << 0 << 0 << 0 << 2 << 0 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-4 Mortiss-Veth: 2 bone")
        << int(MortissVeth) << int(CouncilOfOsteomancy) << QList<int>{} << u"do bone"_s << 0 << 0 << 2 << 0 << 0 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-5 Calvum Harrows: Mortis Knighthood figure")
        << int(CalvumHarrows) << int(GravedancersCircle) << QList<int>{} << u"do mk"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << int(MortisKnighthood) << 0 << -1;
    QTest::newRow("R-LOC-5 Calvum Harrows: Council of Osteomancy figure")
        << int(CalvumHarrows) << int(GravedancersCircle) << QList<int>{} << u"do co"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << int(CouncilOfOsteomancy) << 0 << -1;
    QTest::newRow("R-LOC-5 Calvum Harrows: 1 Bone Influence")
        << int(CalvumHarrows) << int(GravedancersCircle) << QList<int>{} << u"do bone"_s << 0 << 0 << 1 << 0 << 0 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-6 Theaters of Memory: Dreadsbane Order figure")
        << int(TheatersOfMemory) << int(MortisKnighthood) << QList<int>{} << u"do do"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << int(DreadsbaneOrder) << 0 << -1;
    QTest::newRow("R-LOC-6 Theaters of Memory: Gravedancer's Circle figure")
        << int(TheatersOfMemory) << int(MortisKnighthood) << QList<int>{} << u"do gc"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << int(GravedancersCircle) << 0 << -1;
    QTest::newRow("R-LOC-6 Theaters of Memory: 1 Spirit Influence")
        << int(TheatersOfMemory) << int(MortisKnighthood) << QList<int>{} << u"do spirit"_s << 0 << 0 << 0 << 0 << 1 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-7 Life's Ebb: Conclave of Shadows figure")
        << int(LifesEbb) << int(MortisKnighthood) << QList<int>{} << u"do cs"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << int(ConclaveOfShadows) << 0 << -1;
    QTest::newRow("R-LOC-7 Life's Ebb: Shroudrievies Coven figure")
        << int(LifesEbb) << int(MortisKnighthood) << QList<int>{} << u"do sc"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << int(ShroudrieviesCoven) << 0 << -1;
    QTest::newRow("R-LOC-7 Life's Ebb: 1 Flesh Influence")
        << int(LifesEbb) << int(MortisKnighthood) << QList<int>{} << u"do flesh"_s << 0 << 0 << 0 << 1 << 0 << 0 << 0 << -1 << 0 << 0;
    // 2 GC here + 1 DO in the Crypt count; the MK in the Crypt and P2's figures do not.
    QTest::newRow("R-LOC-8 Higst Athenaeum: 1 Spirit per GC and DO figure")
        << int(HigstAthenaeum) << int(GravedancersCircle) << QList<int>{int(DreadsbaneOrder), int(MortisKnighthood)} << u"do"_s
        << 0 << 0 << 0 << 0 << 3 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-9 Voxxingard: 1 Bone per MK and CO figure")
        << int(Voxxingard) << int(MortisKnighthood) << QList<int>{int(CouncilOfOsteomancy), int(CouncilOfOsteomancy), int(GravedancersCircle)} << u"do"_s
        << 0 << 0 << 4 << 0 << 0 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-10 Cryptus Akhor: 1 Flesh per CS and SC figure")
        << int(CryptusAkhor) << int(ConclaveOfShadows) << QList<int>{int(ShroudrieviesCoven), int(MortisKnighthood)} << u"do"_s
        << 0 << 0 << 0 << 3 << 0 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-LOC-11 Hushhyde: figure to Crypt, threat -1, 1 Spirit, 1 Unity, suspicion +1")
        << int(Hushhyde) << int(ConclaveOfShadows) << QList<int>{} << u"do 11 cs"_s << 0 << 1 << 0 << 0 << 1 << 1 << -1
        << int(ConclaveOfShadows) << -1 << 0;
    QTest::newRow("R-LOC-12 Grendall's Pillars: figure to Crypt, suspicion -1, 1 Unity")
        << int(GrendallsPillars) << int(CouncilOfOsteomancy) << QList<int>{} << u"do 12 co"_s << 0 << 1 << 0 << 0 << 0 << -1 << 0
        << int(CouncilOfOsteomancy) << -1 << 0;
    // R-MAJ-1: the action is optional; skipping it changes nothing at all.
    QTest::newRow("R-MAJ-1 skip Dirth Forge")
        << int(DirthForge) << int(MortisKnighthood) << QList<int>{} << u"skip"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-MAJ-1 skip Vadlum Gates")
        << int(VadlumGates) << int(ConclaveOfShadows) << QList<int>{} << u"skip"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << -1 << 0 << 0;
    QTest::newRow("R-MAJ-1 skip Hushhyde")
        << int(Hushhyde) << int(ConclaveOfShadows) << QList<int>{} << u"skip"_s << 0 << 0 << 0 << 0 << 0 << 0 << 0 << -1 << 0 << 0;
}

// R-LOC-1 .. R-LOC-12, R-MAJ-1
void TestResolve::locationActions()
{
    QFETCH(int, loc);
    QFETCH(int, guild);
    QFETCH(QList<int>, crypt);
    QFETCH(QString, action);
    QFETCH(int, etherea);
    QFETCH(int, unity);
    QFETCH(int, bone);
    QFETCH(int, flesh);
    QFETCH(int, spirit);
    QFETCH(int, suspicion);
    QFETCH(int, threat);
    QFETCH(int, cryptGuild);
    QFETCH(int, locDelta);
    QFETCH(int, basesDelta);

    GameState s = emptyTable();
    put(s, P1, loc, guild, 2);
    put(s, P2, loc, guild, 1);
    for (int g : crypt)
        put(s, P1, mc::kCrypt, g);
    QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));

    mctest::jumpTo(s, Phase::Resolve);
    // R-MAJ-1: the strict majority holder decides, at this location (all earlier ones are empty).
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(s.currentSeat(), P1);
    QCOMPARE(int(s.resolveIndex), loc);

    const GameState before = s;
    QVERIFY(mctest::play(s, action));
    const auto &b = before.player[P1];
    const auto &a = s.player[P1];
    QCOMPARE(a.etherea - b.etherea, etherea);
    QCOMPARE(a.unity - b.unity, unity);
    QCOMPARE(a.influence[kBone] - b.influence[kBone], bone);
    QCOMPARE(a.influence[kFlesh] - b.influence[kFlesh], flesh);
    QCOMPARE(a.influence[kSpirit] - b.influence[kSpirit], spirit);
    QCOMPARE(s.suspicion - before.suspicion, suspicion);
    QCOMPARE(s.threat - before.threat, threat);
    QCOMPARE(a.figuresAt(loc) - b.figuresAt(loc), locDelta);
    QCOMPARE(a.bases - b.bases, basesDelta);
    for (int g = 0; g < mc::kGuilds; ++g) {
        const int expected = g == cryptGuild ? 1 : 0;
        QCOMPARE(figure(s, P1, mc::kCrypt, g) - figure(before, P1, mc::kCrypt, g), expected);
        // a gained figure comes from the supply
        QCOMPARE(before.guildSupply[std::size_t(g)] - s.guildSupply[std::size_t(g)], basesDelta != 0 && g == cryptGuild ? 1 : 0);
    }
    QVERIFY(s.player[P2] == before.player[P2]);
    QVERIFY(s.player[P3] == before.player[P3]);
    QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
    // The location is done: the engine has moved on.
    QVERIFY(s.resolveIndex > loc || s.phase != Phase::Resolve);
}

// R-MAJ-1: the action is all of it or none of it: the winner's choices are exactly "skip" and
// complete versions of the action, never a part of it. Also the illegal variants of R-LOC-3/5/6/7.
void TestResolve::locationOptionsAreAllOrNothing_data()
{
    QTest::addColumn<int>("loc");
    QTest::addColumn<int>("choices");   // number of legal actions, "skip" included
    QTest::addColumn<QStringList>("legal");
    QTest::addColumn<QStringList>("illegal");
    using namespace mc;
    QTest::newRow("R-LOC-1") << int(DirthForge) << 2 << QStringList{u"skip"_s, u"do"_s} << QStringList{u"do flesh"_s};
    QTest::newRow("R-LOC-2") << int(VadlumGates) << 4 << QStringList{u"do bone"_s, u"do flesh"_s, u"do spirit"_s}
                             << QStringList{u"do bone flesh"_s, u"do bone spirit"_s};
    QTest::newRow("R-LOC-3 two different factions") << int(CurioCryptus) << 4
                             << QStringList{u"do bone flesh"_s, u"do bone spirit"_s, u"do flesh spirit"_s}
                             << QStringList{u"do bone bone"_s, u"do spirit spirit"_s, u"do bone"_s};
    QTest::newRow("R-LOC-4") << int(MortissVeth) << 4 << QStringList{u"do bone"_s, u"do flesh"_s, u"do spirit"_s}
                             << QStringList{u"do bone flesh"_s};
    QTest::newRow("R-LOC-5 bone only") << int(CalvumHarrows) << 4 << QStringList{u"do mk"_s, u"do co"_s, u"do bone"_s}
                             << QStringList{u"do gc"_s, u"do cs"_s, u"do spirit"_s, u"do flesh"_s};
    QTest::newRow("R-LOC-6 spirit only") << int(TheatersOfMemory) << 4 << QStringList{u"do gc"_s, u"do do"_s, u"do spirit"_s}
                             << QStringList{u"do mk"_s, u"do sc"_s, u"do bone"_s};
    QTest::newRow("R-LOC-7 flesh only") << int(LifesEbb) << 4 << QStringList{u"do cs"_s, u"do sc"_s, u"do flesh"_s}
                             << QStringList{u"do co"_s, u"do do"_s, u"do spirit"_s};
    QTest::newRow("R-LOC-8") << int(HigstAthenaeum) << 2 << QStringList{u"do"_s} << QStringList{u"do spirit"_s};
    QTest::newRow("R-LOC-9") << int(Voxxingard) << 2 << QStringList{u"do"_s} << QStringList{u"do spirit"_s};
    QTest::newRow("R-LOC-10") << int(CryptusAkhor) << 2 << QStringList{u"do"_s} << QStringList{u"do flesh"_s};
    // P1 has two MK at Hushhyde: returning one of them (only MK figures exist) is the only action;
    // nothing may come back from the Crypt.
    QTest::newRow("R-LOC-11") << int(Hushhyde) << 2 << QStringList{u"do 11 mk"_s} << QStringList{u"do"_s, u"do 11 gc"_s, u"do crypt mk"_s};
    QTest::newRow("R-LOC-12") << int(GrendallsPillars) << 2 << QStringList{u"do 12 mk"_s} << QStringList{u"do"_s, u"do 12 co"_s, u"do crypt mk"_s};
}

void TestResolve::locationOptionsAreAllOrNothing()
{
    QFETCH(int, loc);
    QFETCH(int, choices);
    QFETCH(QStringList, legal);
    QFETCH(QStringList, illegal);
    GameState s = emptyTable();
    put(s, P1, loc, mc::MortisKnighthood, 2);
    put(s, P1, mc::kCrypt, mc::MortisKnighthood, 1);
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(int(s.resolveIndex), loc);
    QCOMPARE(int(s.legalActions().size()), choices);
    QVERIFY(mctest::isLegal(s, u"skip"_s)); // R-MAJ-1: optional
    for (const QString &t : legal)
        QVERIFY2(mctest::isLegal(s, t), qPrintable(t));
    for (const QString &t : illegal)
        QVERIFY2(!mctest::isLegal(s, t), qPrintable(t));
    // Only the winner answers.
    QVERIFY(!mctest::isLegal(s, u"p2 skip"_s));
}

// R-MAJ-1: locations resolve in number order 1-12.
void TestResolve::locationsResolveInNumberOrder_R_MAJ_1()
{
    GameState s = emptyTable();
    // P1 wins the odd-numbered locations (indices 0, 2, ...), P2 the even ones; placed in a
    // scrambled order so that placement order cannot matter.
    const int scrambled[] = {7, 2, 11, 0, 5, 9, 3, 10, 1, 6, 8, 4};
    for (int loc : scrambled)
        put(s, loc % 2 == 0 ? P1 : P2, loc, loc % 2 == 0 ? mc::MortisKnighthood : mc::CouncilOfOsteomancy);
    QVERIFY(s.checkInvariants().isEmpty());
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    for (int loc = 0; loc < mc::kLocations; ++loc) {
        QCOMPARE(s.decision(), Decision::LocationAction);
        QCOMPARE(int(s.resolveIndex), loc);
        QCOMPARE(s.currentSeat(), loc % 2 == 0 ? P1 : P2);
        QVERIFY(mctest::play(s, u"skip"_s, &events));
    }
    QCOMPARE(majorityOrder(events, 0), (QList<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}));
    // then the guilds (P1 has 6 MK, P2 6 CO)
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(guildAt(s), int(mc::MortisKnighthood));
}

// R-MAJ-1: strictly the most figures wins, whatever the guilds; 3 against 2 against 2.
void TestResolve::locationNeedsStrictlyMostFigures_R_MAJ_1()
{
    GameState s = emptyTable();
    put(s, P1, mc::DirthForge, mc::MortisKnighthood, 2);
    put(s, P2, mc::DirthForge, mc::CouncilOfOsteomancy, 3);
    put(s, P3, mc::DirthForge, mc::GravedancersCircle, 2);
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(s.currentSeat(), P2);
    const int before = s.player[P2].etherea;
    QVERIFY(mctest::play(s, u"do"_s));
    QCOMPARE(s.player[P2].etherea, before + 3);
    QCOMPARE(s.player[P1].etherea, 2);
    QCOMPARE(s.player[P3].etherea, 2);
}

// R-MAJ-1: a tie means nobody performs the action (the Alltaker, P3, is not among the tied).
// R-MAJ-1: the result comes with the counts behind it, one per seat, before the result itself.
void TestResolve::majorityReportsEverySeatsCount_R_MAJ_1()
{
    GameState s = emptyTable();
    put(s, P1, mc::VadlumGates, mc::MortisKnighthood, 2);
    put(s, P2, mc::VadlumGates, mc::CouncilOfOsteomancy, 2);
    put(s, P3, mc::VadlumGates, mc::GravedancersCircle, 1);
    put(s, P1, mc::MortissVeth, mc::MortisKnighthood, 1);
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    std::array<int, 3> counts{-1, -1, -1};
    bool resultAfterCounts = false;
    for (const auto &e : events) {
        if (e.type == mc::EventType::MajorityCount && e.a == 0 && e.b == mc::VadlumGates)
            counts[std::size_t(e.seat)] = e.v;
        if (e.type == mc::EventType::Majority && e.a == 0 && e.b == mc::VadlumGates)
            resultAfterCounts = counts[0] >= 0 && counts[1] >= 0 && counts[2] >= 0;
    }
    QCOMPARE(counts[0], 2);
    QCOMPARE(counts[1], 2);
    QCOMPARE(counts[2], 1);
    QVERIFY(resultAfterCounts);
}

void TestResolve::locationTieMeansNobody_R_MAJ_1()
{
    GameState s = emptyTable();
    put(s, P1, mc::VadlumGates, mc::MortisKnighthood, 2);
    put(s, P2, mc::VadlumGates, mc::CouncilOfOsteomancy, 2);
    put(s, P3, mc::VadlumGates, mc::GravedancersCircle, 1);
    // P1 wins Mortiss-Veth afterwards, so the phase stops there.
    put(s, P1, mc::MortissVeth, mc::MortisKnighthood, 1);
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(int(s.resolveIndex), int(mc::MortissVeth));
    QCOMPARE(s.currentSeat(), P1);
    // Vadlum Gates was not performed by anybody.
    QCOMPARE(int(s.threat), kStartThreat);
    QCOMPARE(int(s.suspicion), kStartSuspicion);
    for (int p = 0; p < 3; ++p) {
        QCOMPARE(int(s.player[std::size_t(p)].unity), 0);
        QCOMPARE(s.player[std::size_t(p)].totalInfluence(), 0);
    }
    QCOMPARE(countEvents(events, mc::EventType::AlltakerUsed), 0);
    bool sawTie = false;
    for (const auto &e : events)
        if (e.type == mc::EventType::Majority && e.a == 0 && e.b == mc::VadlumGates)
            sawTie = e.w == 1 && e.seat == -1;
    QVERIFY(sawTie);
}

// R-MAJ-1: a location without figures asks nobody; an empty board runs straight through the phase.
void TestResolve::emptyLocationAsksNobody_R_MAJ_1()
{
    GameState s = emptyTable();
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    QVERIFY(resolveFinished(s));
    QCOMPARE(majorityOrder(events, 0).size(), mc::kLocations);
    QCOMPARE(majorityOrder(events, 1).size(), mc::kGuilds);
    QCOMPARE(countEvents(events, mc::EventType::UnityChanged), 0);
    QCOMPARE(s.dreadsbane, std::int8_t(-1));
}

// R-LOC-5 with R-COMP-2: a player with no base left cannot gain the figure, only the Influence.
void TestResolve::figureGainNeedsABase_R_LOC_5()
{
    GameState s = emptyTable();
    put(s, P1, mc::CalvumHarrows, mc::GravedancersCircle, 2);
    put(s, P1, mc::kCrypt, mc::ConclaveOfShadows, 8);
    QCOMPARE(int(s.player[P1].bases), 0);
    QVERIFY(s.checkInvariants().isEmpty());
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(int(s.resolveIndex), int(mc::CalvumHarrows));
    QVERIFY(!mctest::isLegal(s, u"do mk"_s));
    QVERIFY(!mctest::isLegal(s, u"do co"_s));
    QVERIFY(mctest::isLegal(s, u"do bone"_s));
}

// ======================================================================
// Guilds
// ======================================================================

// P1 has two figures of `guild` in the Crypt, P2 one; P1 answers with `action`.
void TestResolve::guildActions_data()
{
    QTest::addColumn<int>("guild");
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("etherea");
    QTest::addColumn<int>("unity");
    QTest::addColumn<int>("bone");
    QTest::addColumn<int>("flesh");
    QTest::addColumn<int>("spirit");
    QTest::addColumn<int>("threat");
    using namespace mc;
    QTest::newRow("R-GUILD-1 Mortis Knighthood: 3 Etherea") << int(MortisKnighthood) << u"do"_s << 3 << 0 << 0 << 0 << 0 << 0;
    QTest::newRow("R-GUILD-2 Council of Osteomancy: bone + flesh") << int(CouncilOfOsteomancy) << u"do bone flesh"_s << 0 << 0 << 1 << 1 << 0 << 0;
    QTest::newRow("R-GUILD-2 Council of Osteomancy: 2 spirit") << int(CouncilOfOsteomancy) << u"do spirit spirit"_s << 0 << 0 << 0 << 0 << 2 << 0;
    QTest::newRow("R-GUILD-2 Council of Osteomancy: flesh + spirit") << int(CouncilOfOsteomancy) << u"do flesh spirit"_s << 0 << 0 << 0 << 1 << 1 << 0;
    QTest::newRow("R-GUILD-5 Gravedancer's Circle: threat -1, 1 Unity") << int(GravedancersCircle) << u"do"_s << 0 << 1 << 0 << 0 << 0 << -1;
    QTest::newRow("R-MAJ-2 skip Mortis Knighthood") << int(MortisKnighthood) << u"skip"_s << 0 << 0 << 0 << 0 << 0 << 0;
    QTest::newRow("R-MAJ-2 skip Gravedancer's Circle") << int(GravedancersCircle) << u"skip"_s << 0 << 0 << 0 << 0 << 0 << 0;
}

// R-GUILD-1, R-GUILD-2, R-GUILD-5, R-MAJ-2
void TestResolve::guildActions()
{
    QFETCH(int, guild);
    QFETCH(QString, action);
    QFETCH(int, etherea);
    QFETCH(int, unity);
    QFETCH(int, bone);
    QFETCH(int, flesh);
    QFETCH(int, spirit);
    QFETCH(int, threat);

    GameState s = emptyTable();
    put(s, P1, mc::kCrypt, guild, 2);
    put(s, P2, mc::kCrypt, guild, 1);
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(s.currentSeat(), P1);
    QCOMPARE(guildAt(s), guild);

    const GameState before = s;
    QVERIFY(mctest::play(s, action));
    // Nothing else is left to resolve: the phase ran on to the next round.
    QVERIFY(resolveFinished(s));
    const auto &b = before.player[P1];
    const auto &a = s.player[P1];
    QCOMPARE(a.etherea - b.etherea, etherea);
    QCOMPARE(a.unity - b.unity, unity);
    QCOMPARE(a.influence[kBone] - b.influence[kBone], bone);
    QCOMPARE(a.influence[kFlesh] - b.influence[kFlesh], flesh);
    QCOMPARE(a.influence[kSpirit] - b.influence[kSpirit], spirit);
    QCOMPARE(s.threat - before.threat, threat);
    QCOMPARE(int(s.suspicion), int(before.suspicion));
    QVERIFY(a.figures == b.figures);
    QCOMPARE(s.player[P2].etherea, before.player[P2].etherea);
    QCOMPARE(s.player[P2].unity, before.player[P2].unity);
    QVERIFY(s.player[P2].influence == before.player[P2].influence);
    QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
}

// R-GUILD-3: remove any one figure from play (board or any Crypt, any player, any guild); the
// figure goes to the supply and its base back to its owner.
void TestResolve::conclaveRemovesAnyFigure_R_GUILD_3_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("owner");
    QTest::addColumn<int>("place");
    QTest::addColumn<int>("guild");
    using namespace mc;
    QTest::newRow("P2's figure in P2's Crypt") << u"do p2 crypt gc"_s << P2 << int(kCrypt) << int(GravedancersCircle);
    QTest::newRow("P3's figure on the board") << u"do p3 4 do"_s << P3 << int(MortissVeth) << int(DreadsbaneOrder);
    QTest::newRow("P2's Conclave figure") << u"do p2 crypt cs"_s << P2 << int(kCrypt) << int(ConclaveOfShadows);
    QTest::newRow("own figure") << u"do p1 crypt cs"_s << P1 << int(kCrypt) << int(ConclaveOfShadows);
}

void TestResolve::conclaveRemovesAnyFigure_R_GUILD_3()
{
    QFETCH(QString, action);
    QFETCH(int, owner);
    QFETCH(int, place);
    QFETCH(int, guild);
    GameState s = emptyTable();
    put(s, P1, mc::kCrypt, mc::ConclaveOfShadows, 2);
    put(s, P2, mc::kCrypt, mc::ConclaveOfShadows, 1);
    put(s, P2, mc::kCrypt, mc::GravedancersCircle, 1);
    put(s, P3, mc::MortissVeth, mc::DreadsbaneOrder, 1); // P3 alone wins Mortiss-Veth
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(s.currentSeat(), P3);
    QVERIFY(mctest::play(s, u"skip"_s));
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(guildAt(s), int(mc::ConclaveOfShadows));
    QCOMPARE(s.currentSeat(), P1);
    // every figure in play is a target, whoever owns it
    QVERIFY(mctest::isLegal(s, u"do p2 crypt gc"_s));
    QVERIFY(mctest::isLegal(s, u"do p3 4 do"_s));
    QVERIFY(!mctest::isLegal(s, u"do p3 crypt do"_s)); // no figure there

    const GameState before = s;
    QVERIFY(mctest::play(s, action));
    const auto &b = before.player[std::size_t(owner)];
    const auto &a = s.player[std::size_t(owner)];
    QCOMPARE(figure(s, owner, place, guild), figure(before, owner, place, guild) - 1);
    QCOMPARE(a.totalFigures(), b.totalFigures() - 1);
    QCOMPARE(a.bases, std::int8_t(b.bases + 1));
    QCOMPARE(s.guildSupply[std::size_t(guild)], std::int8_t(before.guildSupply[std::size_t(guild)] + 1));
    for (int p = 0; p < 3; ++p)
        if (p != owner)
            QCOMPARE(s.player[std::size_t(p)].totalFigures(), before.player[std::size_t(p)].totalFigures());
    QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
}

// R-GUILD-4: take one figure of your choice from the supply into your Crypt.
void TestResolve::shroudrieviesTakesAFigure_R_GUILD_4_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("guild");
    using namespace mc;
    QTest::newRow("mk") << u"do mk"_s << int(MortisKnighthood);
    QTest::newRow("sc") << u"do sc"_s << int(ShroudrieviesCoven);
    QTest::newRow("do") << u"do do"_s << int(DreadsbaneOrder);
}

void TestResolve::shroudrieviesTakesAFigure_R_GUILD_4()
{
    QFETCH(QString, action);
    QFETCH(int, guild);
    GameState s = emptyTable();
    put(s, P1, mc::kCrypt, mc::ShroudrieviesCoven, 2);
    put(s, P2, mc::kCrypt, mc::ShroudrieviesCoven, 1);
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(guildAt(s), int(mc::ShroudrieviesCoven));
    QCOMPARE(s.currentSeat(), P1);
    // any of the six guilds with figures in the supply
    for (const QString &t : {u"do mk"_s, u"do co"_s, u"do cs"_s, u"do sc"_s, u"do gc"_s, u"do do"_s})
        QVERIFY2(mctest::isLegal(s, t), qPrintable(t));
    const GameState before = s;
    QVERIFY(mctest::play(s, action));
    QCOMPARE(figure(s, P1, mc::kCrypt, guild), figure(before, P1, mc::kCrypt, guild) + 1);
    QCOMPARE(s.player[P1].totalFigures(), before.player[P1].totalFigures() + 1);
    QCOMPARE(s.player[P1].bases, std::int8_t(before.player[P1].bases - 1));
    QCOMPARE(s.guildSupply[std::size_t(guild)], std::int8_t(before.guildSupply[std::size_t(guild)] - 1));
    QVERIFY(s.player[P2].figures == before.player[P2].figures);
    QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
}

// R-MAJ-2: guild majority counts a player's figures anywhere, board and Crypt together.
void TestResolve::guildsCountFiguresAnywhere_R_MAJ_2()
{
    GameState s = emptyTable();
    // MK: P1 has 2 in the Crypt only, P2 has 1 on the board -> P1.
    put(s, P1, mc::kCrypt, mc::MortisKnighthood, 2);
    put(s, P2, mc::DirthForge, mc::MortisKnighthood, 1);
    // CO: P2 has one on the board and one in the Crypt (2), P1 has 1 on one location -> P2,
    // although no single place of P2 holds more than P1's.
    put(s, P2, mc::VadlumGates, mc::CouncilOfOsteomancy, 1);
    put(s, P2, mc::kCrypt, mc::CouncilOfOsteomancy, 1);
    put(s, P1, mc::CurioCryptus, mc::CouncilOfOsteomancy, 1);
    mctest::jumpTo(s, Phase::Resolve);
    for (int loc : {int(mc::DirthForge), int(mc::VadlumGates), int(mc::CurioCryptus)}) {
        QCOMPARE(s.decision(), Decision::LocationAction);
        QCOMPARE(int(s.resolveIndex), loc);
        QVERIFY(mctest::play(s, u"skip"_s));
    }
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(guildAt(s), int(mc::MortisKnighthood));
    QCOMPARE(s.currentSeat(), P1);
    const int e1 = s.player[P1].etherea;
    QVERIFY(mctest::play(s, u"do"_s));
    QCOMPARE(s.player[P1].etherea, e1 + 3); // R-GUILD-1
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(guildAt(s), int(mc::CouncilOfOsteomancy));
    QCOMPARE(s.currentSeat(), P2);
}

// R-MAJ-2: a guild tie means nobody gets the bonus (the Alltaker, P3, is not among the tied).
void TestResolve::guildTieMeansNobody_R_MAJ_2()
{
    GameState s = emptyTable();
    put(s, P1, mc::kCrypt, mc::MortisKnighthood, 2);
    put(s, P2, mc::kCrypt, mc::MortisKnighthood, 2);
    put(s, P1, mc::kCrypt, mc::GravedancersCircle, 1);
    put(s, P2, mc::kCrypt, mc::GravedancersCircle, 1);
    put(s, P3, mc::kCrypt, mc::MortisKnighthood, 1);
    mctest::jumpTo(s, Phase::Resolve);
    QVERIFY(resolveFinished(s));
    for (int p = 0; p < 3; ++p) {
        QCOMPARE(int(s.player[std::size_t(p)].etherea), 2);
        QCOMPARE(int(s.player[std::size_t(p)].unity), 0);
    }
    QCOMPARE(int(s.threat), kStartThreat);
}

// R-MAJ-2 with D-GUILD-ORDER: Mortis Knighthood, Council of Osteomancy, Shroudrievies Coven,
// Conclave of Shadows, Gravedancer's Circle, Dreadsbane Order (the rulebook's guild table).
void TestResolve::guildsResolveInStandardOrder_R_MAJ_2()
{
    GameState s = emptyTable();
    for (int g = mc::kGuilds - 1; g >= 0; --g)
        put(s, P1, mc::kCrypt, g);
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    const QList<int> expected{mc::MortisKnighthood, mc::CouncilOfOsteomancy, mc::ShroudrieviesCoven,
                              mc::ConclaveOfShadows, mc::GravedancersCircle};
    // MK first: "do" gives 3 Etherea, which only R-GUILD-1 does.
    QCOMPARE(s.decision(), Decision::GuildAction);
    const int e = s.player[P1].etherea;
    QVERIFY(mctest::play(s, u"do"_s, &events));
    QCOMPARE(s.player[P1].etherea, e + 3);
    for (qsizetype i = 1; i < expected.size(); ++i) {
        QCOMPARE(s.decision(), Decision::GuildAction);
        QCOMPARE(guildAt(s), expected[i]);
        QVERIFY(s.dreadsbane < 0); // Dreadsbane Order comes last
        QVERIFY(mctest::play(s, u"skip"_s, &events));
    }
    QCOMPARE(s.dreadsbane, std::int8_t(P1));
    QVERIFY(resolveFinished(s));
    QCOMPARE(majorityOrder(events, 1), (QList<int>{0, 1, 3, 2, 4, 5}));
}

// R-MAJ-2: the order is data (D-GUILD-ORDER): an edited ruleset's guildOrder is followed.
void TestResolve::guildOrderFollowsRuleset_R_MAJ_2()
{
    const QByteArray json = rulesetWithGuildOrder({u"dreadsbane-order"_s, u"gravedancers-circle"_s, u"mortis-knighthood"_s,
                                                   u"shroudrievies-coven"_s, u"council-of-osteomancy"_s, u"conclave-of-shadows"_s});
    const mc::RulesetResult parsed = mc::parseRuleset(json);
    QVERIFY2(parsed.ruleset, qPrintable(mc::problemKeys(parsed.problems)));
    QCOMPARE(parsed.ruleset->guildOrder[0], std::int8_t(mc::DreadsbaneOrder));

    GameState s = emptyTable(parsed.ruleset);
    for (int g = 0; g < mc::kGuilds; ++g)
        put(s, P1, mc::kCrypt, g);
    put(s, P2, mc::kCrypt, mc::ConclaveOfShadows); // CS is a tie, nobody gets it
    QVERIFY(s.checkInvariants().isEmpty());
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    // Dreadsbane Order first: the token is already P1's when the first question comes.
    QCOMPARE(s.dreadsbane, std::int8_t(P1));
    // Then Gravedancer's Circle: "do" gives 1 Unity and threat -1 (R-GUILD-5).
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(s.currentSeat(), P1);
    QVERIFY(mctest::play(s, u"do"_s, &events));
    QCOMPARE(int(s.player[P1].unity), 1);
    QCOMPARE(int(s.threat), kStartThreat - 1);
    QCOMPARE(int(s.player[P1].etherea), 2);
    // Then Mortis Knighthood: "do" gives 3 Etherea (R-GUILD-1).
    QCOMPARE(s.decision(), Decision::GuildAction);
    QVERIFY(mctest::play(s, u"do"_s, &events));
    QCOMPARE(int(s.player[P1].etherea), 5);
    QCOMPARE(int(s.player[P1].unity), 1);
    // Then Shroudrievies Coven (a figure of choice), then Council of Osteomancy (2 Influence).
    QCOMPARE(s.decision(), Decision::GuildAction);
    QVERIFY(mctest::isLegal(s, u"do gc"_s));
    QVERIFY(!mctest::isLegal(s, u"do bone flesh"_s));
    QVERIFY(mctest::play(s, u"skip"_s, &events));
    QCOMPARE(s.decision(), Decision::GuildAction);
    QVERIFY(mctest::isLegal(s, u"do bone flesh"_s));
    QVERIFY(mctest::play(s, u"skip"_s, &events));
    // Conclave of Shadows is tied: the phase is over.
    QVERIFY(resolveFinished(s));
    QCOMPARE(majorityOrder(events, 1), (QList<int>{5, 4, 0, 3, 1, 2}));
}

// R-MAJ-1 / R-MAJ-2: all locations resolve before the first guild.
void TestResolve::locationsBeforeGuilds_R_MAJ_1_R_MAJ_2()
{
    GameState s = emptyTable();
    put(s, P2, mc::GrendallsPillars, mc::MortisKnighthood, 1);
    put(s, P1, mc::kCrypt, mc::MortisKnighthood, 3);
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(int(s.resolveIndex), int(mc::GrendallsPillars));
    QCOMPARE(s.currentSeat(), P2);
    QVERIFY(mctest::play(s, u"skip"_s));
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(s.currentSeat(), P1);
}

// ======================================================================
// Dreadsbane token (R-MAJ-5, R-GUILD-6)
// ======================================================================

void TestResolve::dreadsbaneToken_R_MAJ_5_data()
{
    QTest::addColumn<int>("p1");       // P1's Dreadsbane Order figures
    QTest::addColumn<int>("p2");
    QTest::addColumn<int>("holder");   // holder before the phase, -1 supply
    QTest::addColumn<int>("alltaker");
    QTest::addColumn<QString>("tie");  // answer to the Alltaker's question, empty when none is expected
    QTest::addColumn<int>("expected"); // holder after, -1 supply
    QTest::newRow("R-GUILD-6 majority takes it from the supply") << 2 << 1 << -1 << P3 << QString() << P1;
    QTest::newRow("R-GUILD-6 majority takes it from the old holder") << 1 << 3 << P1 << P3 << QString() << P2;
    QTest::newRow("R-GUILD-6 holder keeps it with the majority") << 2 << 0 << P1 << P3 << QString() << P1;
    QTest::newRow("R-MAJ-5 tie returns it to the supply") << 2 << 2 << P1 << P3 << QString() << -1;
    QTest::newRow("R-MAJ-5 R-MAJ-3 Alltaker breaks the tie") << 2 << 2 << P2 << P1 << u"tie yes"_s << P1;
    QTest::newRow("R-MAJ-5 R-MAJ-3 Alltaker declines: supply") << 2 << 2 << P1 << P1 << u"tie no"_s << -1;
}

void TestResolve::dreadsbaneToken_R_MAJ_5()
{
    QFETCH(int, p1);
    QFETCH(int, p2);
    QFETCH(int, holder);
    QFETCH(int, alltaker);
    QFETCH(QString, tie);
    QFETCH(int, expected);
    GameState s = emptyTable();
    if (p1)
        put(s, P1, mc::kCrypt, mc::DreadsbaneOrder, p1);
    if (p2)
        put(s, P2, mc::kCrypt, mc::DreadsbaneOrder, p2);
    s.dreadsbane = std::int8_t(holder);
    s.alltaker = std::int8_t(alltaker);
    mctest::jumpTo(s, Phase::Resolve);
    if (!tie.isEmpty()) {
        QCOMPARE(s.decision(), Decision::AlltakerTie);
        QCOMPARE(s.currentSeat(), alltaker);
        QVERIFY(mctest::play(s, tie));
    }
    // The token needs no choice: nobody is asked a GuildAction for it.
    QVERIFY(resolveFinished(s));
    QCOMPARE(int(s.dreadsbane), expected);
    QVERIFY(s.checkInvariants().isEmpty());
}

// ======================================================================
// Alltaker (R-MAJ-3)
// ======================================================================

// The Alltaker's holder, among the tied players of a location, is asked "tie yes/no"; yes wins
// the location action.
void TestResolve::alltakerWinsLocationTie_R_MAJ_3()
{
    GameState s = emptyTable();
    s.alltaker = P2;
    put(s, P1, mc::DirthForge, mc::MortisKnighthood, 2);
    put(s, P2, mc::DirthForge, mc::CouncilOfOsteomancy, 2);
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    QCOMPARE(s.decision(), Decision::AlltakerTie);
    QCOMPARE(s.currentSeat(), P2);
    QCOMPARE(int(s.resolveIndex), int(mc::DirthForge));
    QCOMPARE(int(s.legalActions().size()), 2);
    QVERIFY(mctest::isLegal(s, u"tie yes"_s));
    QVERIFY(mctest::isLegal(s, u"tie no"_s));
    QVERIFY(!mctest::isLegal(s, u"p1 tie yes"_s));
    QVERIFY(!mctest::isLegal(s, u"do"_s));
    // The question comes first: nothing says yet that nobody holds the majority.
    QCOMPARE(majorityOrder(events, 0).size(), 0);
    GameState declined = s;
    mc::Events declinedEvents;
    QVERIFY(mctest::play(declined, u"tie no"_s, &declinedEvents));
    bool tiedNobody = false;
    for (const auto &e : declinedEvents)
        if (e.type == mc::EventType::Majority && e.a == 0 && e.b == mc::DirthForge)
            tiedNobody = e.seat == -1 && e.w == 1 && e.v == 2;
    QVERIFY(tiedNobody);
    QVERIFY(mctest::play(s, u"tie yes"_s, &events));
    QCOMPARE(majorityOrder(events, 0).value(0, -1), int(mc::DirthForge));
    QVERIFY(s.alltakerUsed);
    QVERIFY(mctest::hasEvent(events, mc::EventType::AlltakerUsed, "R-MAJ-3"));
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(s.currentSeat(), P2);
    QCOMPARE(int(s.resolveIndex), int(mc::DirthForge));
    QVERIFY(mctest::play(s, u"do"_s));
    QCOMPARE(int(s.player[P2].etherea), 2 + 3);
    QCOMPARE(int(s.player[P1].etherea), 2);
}

// The same for a guild tie: the Alltaker gets the guild bonus.
void TestResolve::alltakerWinsGuildTie_R_MAJ_3()
{
    GameState s = emptyTable();
    s.alltaker = P1;
    put(s, P1, mc::kCrypt, mc::GravedancersCircle, 1);
    put(s, P2, mc::kCrypt, mc::GravedancersCircle, 1);
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::AlltakerTie);
    QCOMPARE(s.currentSeat(), P1);
    QCOMPARE(guildAt(s), int(mc::GravedancersCircle));
    QVERIFY(mctest::play(s, u"tie yes"_s));
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(s.currentSeat(), P1);
    QVERIFY(mctest::play(s, u"do"_s));
    QCOMPARE(int(s.player[P1].unity), 1); // R-GUILD-5
    QCOMPARE(int(s.player[P2].unity), 0);
    QCOMPARE(int(s.threat), kStartThreat - 1);
}

// Declining ("tie no") leaves the tie standing: nobody performs the action. The Alltaker has not
// won a tie, so the once-per-round option stays available for a later tie.
void TestResolve::alltakerDeclinesTie_R_MAJ_3()
{
    GameState s = emptyTable();
    s.alltaker = P1;
    put(s, P1, mc::DirthForge, mc::MortisKnighthood, 1);
    put(s, P2, mc::DirthForge, mc::CouncilOfOsteomancy, 1);
    put(s, P1, mc::MortissVeth, mc::CouncilOfOsteomancy, 1);
    put(s, P2, mc::MortissVeth, mc::MortisKnighthood, 1);
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::AlltakerTie);
    QCOMPARE(int(s.resolveIndex), int(mc::DirthForge));
    QVERIFY(mctest::play(s, u"tie no"_s));
    QVERIFY(!s.alltakerUsed);
    QCOMPARE(int(s.player[P1].etherea), 2);
    QCOMPARE(int(s.player[P2].etherea), 2);
    QCOMPARE(s.decision(), Decision::AlltakerTie);
    QCOMPARE(int(s.resolveIndex), int(mc::MortissVeth));
    QVERIFY(mctest::play(s, u"tie yes"_s));
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(s.currentSeat(), P1);
    QVERIFY(mctest::play(s, u"do spirit"_s));
    QCOMPARE(int(s.player[P1].influence[kSpirit]), 2); // R-LOC-4
}

// Not a second time in the same round: after winning one tie, later ties (location or guild)
// stand, and nobody is asked.
void TestResolve::alltakerOnlyOncePerRound_R_MAJ_3()
{
    GameState s = emptyTable();
    s.alltaker = P1;
    put(s, P1, mc::DirthForge, mc::MortisKnighthood, 1);
    put(s, P2, mc::DirthForge, mc::CouncilOfOsteomancy, 1);
    put(s, P1, mc::VadlumGates, mc::CouncilOfOsteomancy, 1);
    put(s, P2, mc::VadlumGates, mc::MortisKnighthood, 1);
    // guild ties too: MK 1-1, CO 1-1, GC 1-1
    put(s, P1, mc::kCrypt, mc::GravedancersCircle, 1);
    put(s, P2, mc::kCrypt, mc::GravedancersCircle, 1);
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    QCOMPARE(s.decision(), Decision::AlltakerTie);
    QVERIFY(mctest::play(s, u"tie yes"_s, &events));
    QVERIFY(mctest::play(s, u"do"_s, &events));
    QCOMPARE(int(s.player[P1].etherea), 5);
    // Vadlum Gates and every guild are ties: nobody is asked, nothing happens.
    QVERIFY(resolveFinished(s));
    QCOMPARE(countEvents(events, mc::EventType::AlltakerUsed), 1);
    QCOMPARE(int(s.threat), kStartThreat);
    QCOMPARE(int(s.suspicion), kStartSuspicion);
    QCOMPARE(int(s.player[P1].unity), 0);
    QCOMPARE(int(s.player[P2].unity), 0);
}

// Not when the Alltaker's holder is not among the tied players (even with figures there).
void TestResolve::alltakerNotAmongTied_R_MAJ_3()
{
    GameState s = emptyTable();
    s.alltaker = P3;
    // Dirth Forge 2-2-1; the guilds MK, CO and CS are 1-1 ties between P1 and P2.
    for (int p : {P1, P2}) {
        put(s, p, mc::DirthForge, mc::MortisKnighthood, 1);
        put(s, p, mc::DirthForge, mc::CouncilOfOsteomancy, 1);
    }
    put(s, P3, mc::DirthForge, mc::GravedancersCircle, 1);
    put(s, P1, mc::kCrypt, mc::ConclaveOfShadows, 1);
    put(s, P2, mc::kCrypt, mc::ConclaveOfShadows, 1);
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    // P3 alone holds GC (1): the only question of the phase.
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(s.currentSeat(), P3);
    QCOMPARE(guildAt(s), int(mc::GravedancersCircle));
    QCOMPARE(countEvents(events, mc::EventType::AlltakerUsed), 0);
    QVERIFY(!s.alltakerUsed);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(int(s.player[std::size_t(p)].etherea), 2);
}

// "Once per round": the option comes back in the next round.
void TestResolve::alltakerAgainNextRound_R_MAJ_3()
{
    GameState s = emptyTable();
    s.alltaker = P1;
    put(s, P1, mc::DirthForge, mc::MortisKnighthood, 1);
    put(s, P2, mc::DirthForge, mc::CouncilOfOsteomancy, 1);
    put(s, P1, mc::kCrypt, mc::CouncilOfOsteomancy, 1);
    put(s, P2, mc::kCrypt, mc::MortisKnighthood, 1);
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::AlltakerTie);
    QVERIFY(mctest::play(s, u"tie yes"_s));
    QVERIFY(mctest::play(s, u"skip"_s));
    QVERIFY(resolveFinished(s)); // the guild ties were not offered a second time
    QVERIFY(!s.alltakerUsed);    // round 2 began
    mctest::jumpTo(s, Phase::Resolve);
    QCOMPARE(s.decision(), Decision::AlltakerTie);
    QCOMPARE(s.currentSeat(), P1);
    QCOMPARE(int(s.resolveIndex), int(mc::DirthForge));
}

// ======================================================================
// Malavestros (R-MAJ-4)
// ======================================================================

// Malavestros cancels the location's action; every player with at least one figure there gains
// exactly 1 Unity (not one per figure); players without figures there gain nothing; other
// locations resolve as usual.
void TestResolve::malavestrosCancelsAction_R_MAJ_4()
{
    GameState s = emptyTable();
    s.malavestros = mc::DirthForge;
    put(s, P1, mc::DirthForge, mc::MortisKnighthood, 3);
    put(s, P2, mc::DirthForge, mc::CouncilOfOsteomancy, 1);
    put(s, P3, mc::VadlumGates, mc::GravedancersCircle, 1); // P3 has figures, but not there
    const int supply = s.unitySupply;
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    QCOMPARE(s.decision(), Decision::LocationAction);
    QCOMPARE(int(s.resolveIndex), int(mc::VadlumGates));
    QCOMPARE(s.currentSeat(), P3);
    QCOMPARE(int(s.player[P1].unity), 1);
    QCOMPARE(int(s.player[P2].unity), 1);
    QCOMPARE(int(s.player[P3].unity), 0);
    QCOMPARE(int(s.unitySupply), supply - 2);
    // the Forge's 3 Etherea were not given
    QCOMPARE(int(s.player[P1].etherea), 2);
    QCOMPARE(countEvents(events, mc::EventType::MalavestrosUnity), 2);
    QVERIFY(s.checkInvariants().isEmpty());
}

// With Malavestros there, a tie is irrelevant: the Alltaker is not asked, and the tied players
// each gain exactly 1 Unity.
void TestResolve::malavestrosIgnoresTies_R_MAJ_4()
{
    GameState s = emptyTable();
    s.alltaker = P1;
    s.malavestros = mc::Hushhyde;
    put(s, P1, mc::Hushhyde, mc::MortisKnighthood, 2);
    put(s, P2, mc::Hushhyde, mc::CouncilOfOsteomancy, 2);
    mc::Events events;
    mctest::jumpTo(s, Phase::Resolve, 0, &events);
    // MK and CO are not ties (2-0 and 0-2): P1 is asked about MK next.
    QCOMPARE(s.decision(), Decision::GuildAction);
    QCOMPARE(guildAt(s), int(mc::MortisKnighthood));
    QVERIFY(!s.alltakerUsed);
    QCOMPARE(countEvents(events, mc::EventType::AlltakerUsed), 0);
    QCOMPARE(int(s.player[P1].unity), 1);
    QCOMPARE(int(s.player[P2].unity), 1);
    // Hushhyde's own action (figure to Crypt, meters) did not happen.
    QCOMPARE(figure(s, P1, mc::Hushhyde, mc::MortisKnighthood), 2);
    QCOMPARE(figure(s, P2, mc::Hushhyde, mc::CouncilOfOsteomancy), 2);
    QCOMPARE(int(s.threat), kStartThreat);
    QCOMPARE(int(s.suspicion), kStartSuspicion);
    QCOMPARE(s.player[P1].influence[kSpirit], std::int16_t(0));
}

QTEST_GUILESS_MAIN(TestResolve)
#include "tst_resolve.moc"
