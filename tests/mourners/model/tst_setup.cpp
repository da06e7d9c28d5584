// Scenario tests of the components, the setup and the first three phases of a round:
// R-COMP-1..7, R-SETUP-1..6, R-DIST-1..4, R-WAL-1, R-DRAFT-1..3 (shared/rules/mourners-call.md).
#include "testutil.h"

#include <QSet>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

int mournerId(const QString &id) { return rules()->mournerIndex(id); }
int wallowsId(const QString &id) { return rules()->wallowsIndex(id); }

// A digital game played through setup (chance from the state's generator, first legal choice otherwise).
GameState digitalAfterSetup(int players, std::uint64_t seed, int alltaker = 0)
{
    GameState s = GameState::newGame(rules(), players, seed, Mode::Digital, alltaker);
    for (int i = 0; i < 1000 && s.phase == Phase::Setup; ++i) {
        if (s.isChance())
            s.applyUnchecked(s.sampleChance());
        else
            s.applyUnchecked(s.legalActions().front());
    }
    return s;
}

// Deals every Court card of the draft with a known card (table play): the lowest card left each time.
bool dealKnownCourt(GameState &s)
{
    while (s.decision() == Decision::DealCourt) {
        const auto legal = s.legalActions();
        const auto it = std::find_if(legal.begin(), legal.end(), [](const Action &a) { return a.v >= 0; });
        if (it == legal.end())
            return false;
        if (s.apply(*it) != ApplyError::None)
            return false;
    }
    return true;
}

// Every player keeps the first card of their draft hand, once.
bool pickFirstAll(GameState &s)
{
    const int n = s.players;
    for (int i = 0; i < n; ++i) {
        if (s.decision() != Decision::DraftPick)
            return false;
        const int seat = s.currentSeat();
        const int card = s.player[std::size_t(seat)].draft.front();
        if (!play(s, u"pick "_s + rules()->court[std::size_t(card)].id))
            return false;
    }
    return true;
}

} // namespace

class TstSetup : public QObject {
    Q_OBJECT

private slots:
    // ---------- components ----------
    void guildSupplyAndFactions_R_COMP_1_data();
    void guildSupplyAndFactions_R_COMP_1();
    void basesPerPlayer_R_COMP_2_data();
    void basesPerPlayer_R_COMP_2();
    void mournerDecks_R_COMP_4();
    void courtCardsHaveTwoActions_R_COMP_5();
    void wallowsAndMotives_R_COMP_6();
    void locations_R_COMP_7_data();
    void locations_R_COMP_7();

    // ---------- setup ----------
    void unitySupplyByPlayers_R_SETUP_1_data();
    void unitySupplyByPlayers_R_SETUP_1();
    void unityIsNotAHardLimit_R_SETUP_1();
    void oldestPlayerTakesAlltaker_R_SETUP_2_data();
    void oldestPlayerTakesAlltaker_R_SETUP_2();
    void startingResourcesAndMeters_R_SETUP_3();
    void motivesDealtKeptAndHidden_R_SETUP_4();
    void startingMournerOrder_R_SETUP_5_data();
    void startingMournerOrder_R_SETUP_5();
    void unpickedStartingMournersReturn_R_SETUP_5();
    void decksShuffledMalavestrosOff_R_SETUP_6();

    // ---------- 1 distribution ----------
    void diceAndPiles_R_DIST_1_R_DIST_2();
    void pileMayBeEmpty_R_DIST_2_data();
    void pileMayBeEmpty_R_DIST_2();
    void pickOrderTakeOrInfluence_R_DIST_3_R_DIST_4();
    void forgeCountsTowardTithe_R_DIST_4_data();
    void forgeCountsTowardTithe_R_DIST_4();

    // ---------- 2 wallows ----------
    void wallowsDealtFaceUp_R_WAL_1();
    void wallowsResolvedAtCleanup_R_WAL_1();
    void wallowsTableResult_R_WAL_1();

    // ---------- 3 draft ----------
    void dealCounts_R_DRAFT_1_data();
    void dealCounts_R_DRAFT_1();
    void keepCounts_R_DRAFT_2_data();
    void keepCounts_R_DRAFT_2();
    void passDirection_R_DRAFT_3_data();
    void passDirection_R_DRAFT_3();
};

// ---------------------------------------------------------------------------
// Components
// ---------------------------------------------------------------------------

void TstSetup::guildSupplyAndFactions_R_COMP_1_data()
{
    QTest::addColumn<int>("guild");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("faction");
    // R-COMP-1: two guilds per faction, 8 figures each.
    QTest::newRow("R-COMP-1 mortis knighthood bone") << int(MortisKnighthood) << u"Mortis Knighthood"_s << int(Faction::Bone);
    QTest::newRow("R-COMP-1 council of osteomancy bone") << int(CouncilOfOsteomancy) << u"Council of Osteomancy"_s << int(Faction::Bone);
    QTest::newRow("R-COMP-1 conclave of shadows flesh") << int(ConclaveOfShadows) << u"Conclave of Shadows"_s << int(Faction::Flesh);
    QTest::newRow("R-COMP-1 shroudrievies coven flesh") << int(ShroudrieviesCoven) << u"Shroudrievies Coven"_s << int(Faction::Flesh);
    QTest::newRow("R-COMP-1 gravedancers circle spirit") << int(GravedancersCircle) << u"Gravedancer's Circle"_s << int(Faction::Spirit);
    QTest::newRow("R-COMP-1 dreadsbane order spirit") << int(DreadsbaneOrder) << u"Dreadsbane Order"_s << int(Faction::Spirit);
}

void TstSetup::guildSupplyAndFactions_R_COMP_1()
{
    // R-COMP-1
    QFETCH(int, guild);
    QFETCH(QString, name);
    QFETCH(int, faction);
    const auto r = rules();
    QVERIFY(r);
    QCOMPARE(r->guilds[std::size_t(guild)].name, name);
    QCOMPARE(guildFaction(guild), faction);
    QCOMPARE(int(r->figuresPerGuild), 8);
    for (int players = 2; players <= 4; ++players) {
        const GameState s = GameState::newGame(r, players, 1, Mode::Table);
        QCOMPARE(int(s.guildSupply[std::size_t(guild)]), 8);
    }
    // Exactly two guilds belong to each faction.
    int sameFaction = 0;
    for (int g = 0; g < kGuilds; ++g)
        sameFaction += guildFaction(g) == faction ? 1 : 0;
    QCOMPARE(sameFaction, 2);
}

void TstSetup::basesPerPlayer_R_COMP_2_data()
{
    QTest::addColumn<int>("players");
    QTest::newRow("R-COMP-2 2 players") << 2;
    QTest::newRow("R-COMP-2 3 players") << 3;
    QTest::newRow("R-COMP-2 4 players (40 bases)") << 4;
}

void TstSetup::basesPerPlayer_R_COMP_2()
{
    // R-COMP-2: 10 bases per player, 40 for 4 players.
    QFETCH(int, players);
    const GameState s = GameState::newGame(rules(), players, 3, Mode::Table);
    int total = 0;
    for (int p = 0; p < players; ++p) {
        QCOMPARE(int(s.player[std::size_t(p)].bases), 10);
        total += s.player[std::size_t(p)].bases;
    }
    QCOMPARE(total, 10 * players);
    // After setup each player's starting Mourner figure used exactly one base.
    const GameState t = tableGameAfterSetup(players);
    for (int p = 0; p < players; ++p)
        QCOMPARE(int(t.player[std::size_t(p)].bases) + t.player[std::size_t(p)].totalFigures(), 10);
}

void TstSetup::mournerDecks_R_COMP_4()
{
    // R-COMP-4: 27 Mourner cards, 9 per faction, some of them starting Mourners.
    const auto r = rules();
    QCOMPARE(int(r->mourners.size()), 27);
    std::array<int, kFactions> perFaction{}, starting{};
    for (const auto &m : r->mourners) {
        ++perFaction[std::size_t(m.faction)];
        starting[std::size_t(m.faction)] += m.starting ? 1 : 0;
        QCOMPARE(guildFaction(m.guild), int(m.faction)); // a Mourner's figure is of its faction's guilds
    }
    for (int f = 0; f < kFactions; ++f) {
        QCOMPARE(perFaction[std::size_t(f)], 9);
        QVERIFY2(starting[std::size_t(f)] >= 1, "every faction needs starting Mourners");
        QVERIFY2(starting[std::size_t(f)] < 9, "not every Mourner is a starting one");
    }
    // The game keeps the starting Mourners apart until setup (R-SETUP-5).
    const GameState s = GameState::newGame(r, 4, 1, Mode::Table);
    for (int f = 0; f < kFactions; ++f) {
        QCOMPARE(int(s.startingPool[std::size_t(f)].size()), starting[std::size_t(f)]);
        QCOMPARE(int(s.mournerDeck[std::size_t(f)].size()), 9 - starting[std::size_t(f)]);
    }
    // The named Mourners exist, in their factions.
    QCOMPARE(int(r->mourners[std::size_t(mournerId(u"severamm"_s))].kind), int(MournerKind::Severamm));
    QCOMPARE(int(r->mourners[std::size_t(mournerId(u"socopharie"_s))].kind), int(MournerKind::Socopharie));
    QCOMPARE(int(r->mourners[std::size_t(mournerId(u"relic-ravlatch"_s))].kind), int(MournerKind::RelicRavlatch));
}

void TstSetup::courtCardsHaveTwoActions_R_COMP_5()
{
    // R-COMP-5: 14 Court cards, each with two actions. (Playing performs one: tst_actions.)
    const auto r = rules();
    QCOMPARE(int(r->court.size()), 14);
    const QStringList named = {u"death"_s, u"malavestros"_s, u"auraghost"_s, u"cleopsis"_s, u"gallevarbe"_s, u"gethsemoni"_s};
    for (const QString &id : named)
        QVERIFY2(r->courtIndex(id) >= 0, qPrintable(id));
    for (const auto &c : r->court) {
        if (c.kind == CourtKind::Generic) {
            QVERIFY2(!c.options[0].empty() && !c.options[1].empty(), qPrintable(c.id));
        }
    }
    const GameState s = GameState::newGame(r, 2, 1, Mode::Digital);
    QCOMPARE(int(s.courtDeck.size()), 14);
}

void TstSetup::wallowsAndMotives_R_COMP_6()
{
    // R-COMP-6: 36 Wallows cards; 12 Ulterior Motive cards, 4 per faction.
    const auto r = rules();
    QCOMPARE(int(r->wallows.size()), 36);
    QCOMPARE(int(r->motives.size()), 12);
    std::array<int, kFactions> perFaction{};
    for (const auto &m : r->motives)
        ++perFaction[std::size_t(m.faction)];
    for (int f = 0; f < kFactions; ++f)
        QCOMPARE(perFaction[std::size_t(f)], 4);
    const GameState s = GameState::newGame(r, 4, 1, Mode::Digital);
    QCOMPARE(int(s.wallowsDeck.size()), 36);
}

void TstSetup::locations_R_COMP_7_data()
{
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("faction");
    const int bone = int(Faction::Bone), flesh = int(Faction::Flesh), spirit = int(Faction::Spirit);
    // R-COMP-7 with the factions of D-LOC-FACTION.
    QTest::newRow("R-COMP-7 1 Dirth Forge") << 1 << u"Dirth Forge"_s << bone;
    QTest::newRow("R-COMP-7 2 Vadlum Gates") << 2 << u"Vadlum Gates"_s << flesh;
    QTest::newRow("R-COMP-7 3 Curio Cryptus") << 3 << u"Curio Cryptus"_s << flesh;
    QTest::newRow("R-COMP-7 4 Mortiss-Veth") << 4 << u"Mortiss-Veth"_s << bone;
    QTest::newRow("R-COMP-7 5 Calvum Harrows") << 5 << u"Calvum Harrows"_s << bone;
    QTest::newRow("R-COMP-7 6 Theaters of Memory") << 6 << u"Theaters of Memory"_s << spirit;
    QTest::newRow("R-COMP-7 7 Life's Ebb") << 7 << u"Life's Ebb"_s << flesh;
    QTest::newRow("R-COMP-7 8 Higst Athenaeum") << 8 << u"Higst Athenaeum"_s << spirit;
    QTest::newRow("R-COMP-7 9 Voxxingard") << 9 << u"Voxxingard"_s << bone;
    QTest::newRow("R-COMP-7 10 Cryptus Akhor") << 10 << u"Cryptus Akhor"_s << flesh;
    QTest::newRow("R-COMP-7 11 Hushhyde") << 11 << u"Hushhyde"_s << spirit;
    QTest::newRow("R-COMP-7 12 Grendall's Pillars") << 12 << u"Grendall's Pillars"_s << spirit;
}

void TstSetup::locations_R_COMP_7()
{
    // R-COMP-7, D-LOC-FACTION
    QFETCH(int, number);
    QFETCH(QString, name);
    QFETCH(int, faction);
    const auto r = rules();
    QCOMPARE(int(r->locations.size()), 12);
    QCOMPARE(r->locations[std::size_t(number - 1)].name, name);
    QCOMPARE(int(r->locations[std::size_t(number - 1)].faction), faction);
    // Four locations per faction.
    int same = 0;
    for (const auto &l : r->locations)
        same += l.faction == faction ? 1 : 0;
    QCOMPARE(same, 4);
}

// ---------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------

void TstSetup::unitySupplyByPlayers_R_SETUP_1_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("unity");
    QTest::newRow("R-SETUP-1 2 players 25") << 2 << 25;
    QTest::newRow("R-SETUP-1 3 players 30") << 3 << 30;
    QTest::newRow("R-SETUP-1 4 players 35") << 4 << 35;
}

void TstSetup::unitySupplyByPlayers_R_SETUP_1()
{
    // R-SETUP-1
    QFETCH(int, players);
    QFETCH(int, unity);
    QCOMPARE(int(GameState::newGame(rules(), players, 5, Mode::Table).unitySupply), unity);
    QCOMPARE(int(GameState::newGame(rules(), players, 5, Mode::Digital).unitySupply), unity);
    QCOMPARE(int(tableGameAfterSetup(players).unitySupply), unity);
}

void TstSetup::unityIsNotAHardLimit_R_SETUP_1()
{
    // R-SETUP-1: the supply only decides when the game ends; Unity keeps being awarded after it runs out.
    GameState s = tableGameAfterSetup(2);
    for (auto &p : s.player) {
        p.mourners.clear();
        p.hand.clear();
    }
    jumpTo(s, Phase::Actions);
    s.unitySupply = 1;
    const int auraghost = rules()->courtIndex(u"auraghost"_s);
    s.player[0].hand = {std::int16_t(auraghost)};
    std::erase(s.courtDeck, std::int16_t(auraghost));
    QCOMPARE(s.currentSeat(), 0);
    // Auraghost, action 1, the player pays himself: 2 Unity with only 1 left in the supply.
    QVERIFY(play(s, u"play auraghost 1 p1"_s));
    QCOMPARE(int(s.player[0].unity), 2);
    QCOMPARE(int(s.unitySupply), 0);
    QVERIFY(s.ending); // R-END-1: the last Unity left the supply
    // Further Unity is still awarded with the supply at 0.
    QVERIFY(play(s, u"p2 adjust unity +1"_s));
    QCOMPARE(int(s.player[1].unity), 1);
    QCOMPARE(int(s.unitySupply), 0);
}

void TstSetup::oldestPlayerTakesAlltaker_R_SETUP_2_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("oldest");
    QTest::newRow("R-SETUP-2 2 players, seat 1") << 2 << 0;
    QTest::newRow("R-SETUP-2 3 players, seat 2") << 3 << 1;
    QTest::newRow("R-SETUP-2 4 players, seat 3") << 4 << 2;
    QTest::newRow("R-SETUP-2 4 players, seat 4") << 4 << 3;
}

void TstSetup::oldestPlayerTakesAlltaker_R_SETUP_2()
{
    // R-SETUP-2: the oldest player holds the Alltaker and is first player in round 1.
    QFETCH(int, players);
    QFETCH(int, oldest);
    GameState s = GameState::newGame(rules(), players, 9, Mode::Table, oldest);
    QCOMPARE(int(s.alltaker), oldest);
    QCOMPARE(int(s.firstPlayer), oldest);
    QCOMPARE(s.decision(), Decision::KeepMotive);
    QCOMPARE(s.currentSeat(), oldest); // setup goes in turn order from the first player

    s = tableGameAfterSetup(players, {}, oldest);
    QCOMPARE(s.round, std::int16_t(1));
    QCOMPARE(int(s.alltaker), oldest);
    QCOMPARE(int(s.firstPlayer), oldest);
    QCOMPARE(s.decision(), Decision::Dice);
    QVERIFY(play(s, u"dice %1"_s.arg(players * 3)));
    QCOMPARE(s.decision(), Decision::SetPile);
    QCOMPARE(s.currentSeat(), oldest); // the first player splits the Etherea (R-DIST-2)
}

void TstSetup::startingResourcesAndMeters_R_SETUP_3()
{
    // R-SETUP-3: 2 Etherea each; suspicion and threat at 0.
    for (int players = 2; players <= 4; ++players) {
        const GameState table = tableGameAfterSetup(players);
        const GameState digital = digitalAfterSetup(players, 11);
        for (const GameState *s : {&table, &digital}) {
            QCOMPARE(s->phase, Phase::Distribution);
            QCOMPARE(int(s->suspicion), 0);
            QCOMPARE(int(s->threat), 0);
            for (int p = 0; p < players; ++p) {
                QCOMPARE(int(s->player[std::size_t(p)].etherea), 2);
                QCOMPARE(int(s->player[std::size_t(p)].unity), 0);
            }
            QCOMPARE(s->checkInvariants(), QString());
        }
    }
}

void TstSetup::motivesDealtKeptAndHidden_R_SETUP_4()
{
    // R-SETUP-4: one motive per faction dealt to each player; one kept secretly; its faction declared.
    GameState s = GameState::newGame(rules(), 3, 21, Mode::Digital, 0);
    int deals = 0;
    while (s.decision() == Decision::DealMotive) {
        s.applyUnchecked(s.sampleChance());
        ++deals;
    }
    QCOMPARE(deals, 9);
    QSet<int> seen;
    for (int p = 0; p < 3; ++p) {
        const auto &pl = s.player[std::size_t(p)];
        for (int f = 0; f < kFactions; ++f) {
            const int card = pl.motivesDealt[std::size_t(f)];
            QVERIFY(card >= 0);
            QCOMPARE(int(rules()->motives[std::size_t(card)].faction), f);
            seen.insert(card);
        }
    }
    QCOMPARE(seen.size(), 9); // nine different cards
    for (int f = 0; f < kFactions; ++f)
        QCOMPARE(int(s.motiveDeck[std::size_t(f)].size()), 1);

    // Opponents do not see the dealt motives.
    QCOMPARE(s.viewFor(1).player[0].motivesDealt, (std::array<std::int16_t, kFactions>{-1, -1, -1}));

    QCOMPARE(s.decision(), Decision::KeepMotive);
    QCOMPARE(s.currentSeat(), 0);
    QCOMPARE(int(s.legalActions().size()), 3);
    const int kept = s.player[0].motivesDealt[std::size_t(Faction::Spirit)];
    QVERIFY(play(s, u"keep spirit"_s));
    QCOMPARE(int(s.player[0].motive), kept);
    QCOMPARE(int(s.player[0].declared), int(Faction::Spirit));
    // The other two are returned.
    QCOMPARE(s.player[0].motivesDealt, (std::array<std::int16_t, kFactions>{-1, -1, -1}));
    // The declared faction is public, the motive itself hidden from others...
    const GameState other = s.viewFor(1);
    QCOMPARE(int(other.player[0].declared), int(Faction::Spirit));
    QCOMPARE(int(other.player[0].motive), -1);
    QCOMPARE(int(s.viewFor(0).player[0].motive), kept);
    // ...until final scoring.
    GameState over = s;
    over.phase = Phase::GameOver;
    QCOMPARE(int(over.viewFor(1).player[0].motive), kept);

    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(play(s, u"keep flesh"_s));
    QVERIFY(play(s, u"keep bone"_s));
    QCOMPARE(int(s.player[1].declared), int(Faction::Flesh));
    QCOMPARE(int(s.player[2].declared), int(Faction::Bone));
    QCOMPARE(s.decision(), Decision::StartingMourner);
}

void TstSetup::startingMournerOrder_R_SETUP_5_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("alltaker");
    QTest::addColumn<QStringList>("declared");
    QTest::addColumn<QStringList>("expected"); // per faction: seats (0-based) in picking order
    // R-SETUP-5: same faction picks in reverse turn order, ending with the first player.
    QTest::newRow("R-SETUP-5 3 bone, first p1") << 3 << 0 << QStringList{u"bone"_s, u"bone"_s, u"bone"_s}
                                                << QStringList{u"2 1 0"_s, QString(), QString()};
    QTest::newRow("R-SETUP-5 3 bone, first p2") << 3 << 1 << QStringList{u"bone"_s, u"bone"_s, u"bone"_s}
                                                << QStringList{u"0 2 1"_s, QString(), QString()};
    QTest::newRow("R-SETUP-5 4 mixed, first p1") << 4 << 0 << QStringList{u"bone"_s, u"flesh"_s, u"bone"_s, u"bone"_s}
                                                 << QStringList{u"3 2 0"_s, u"1"_s, QString()};
    QTest::newRow("R-SETUP-5 4 mixed, first p3") << 4 << 2
                                                 << QStringList{u"spirit"_s, u"flesh"_s, u"spirit"_s, u"flesh"_s}
                                                 << QStringList{QString(), u"1 3"_s, u"0 2"_s};
    QTest::newRow("R-SETUP-5 2 different") << 2 << 0 << QStringList{u"flesh"_s, u"spirit"_s}
                                           << QStringList{QString(), u"0"_s, u"1"_s};
}

void TstSetup::startingMournerOrder_R_SETUP_5()
{
    // R-SETUP-5
    QFETCH(int, players);
    QFETCH(int, alltaker);
    QFETCH(QStringList, declared);
    QFETCH(QStringList, expected);
    GameState s = GameState::newGame(rules(), players, 13, Mode::Table, alltaker);
    for (int i = 0; i < players; ++i) {
        QCOMPARE(s.decision(), Decision::KeepMotive);
        QVERIFY(play(s, u"keep "_s + declared[s.currentSeat()]));
    }
    std::array<QStringList, kFactions> order;
    std::array<int, kGuilds> gained{};
    while (s.decision() == Decision::StartingMourner) {
        const auto legal = s.legalActions();
        QVERIFY(!legal.empty());
        Events ev;
        QCOMPARE(s.apply(firstNamed(legal), &ev), ApplyError::None);
        int seat = -1, card = -1;
        for (const auto &e : ev)
            if (e.type == EventType::MournerGained) {
                seat = e.seat;
                card = e.v;
            }
        QVERIFY(seat >= 0);
        const auto &m = rules()->mourners[std::size_t(card)];
        QVERIFY2(m.starting, "only starting Mourners are drawn at setup");
        QCOMPARE(int(m.faction), int(s.player[std::size_t(seat)].declared)); // of the declared faction
        order[std::size_t(m.faction)] << QString::number(seat);
        ++gained[std::size_t(m.guild)];
    }
    for (int f = 0; f < kFactions; ++f)
        QCOMPARE(order[std::size_t(f)].join(u' '), expected[f]);
    // Each player took the figure into their Crypt and the guild track counts it.
    for (int p = 0; p < players; ++p) {
        const auto &pl = s.player[std::size_t(p)];
        QCOMPARE(int(pl.mourners.size()), 1);
        const int guild = rules()->mourners[std::size_t(pl.mourners[0].card)].guild;
        QCOMPARE(int(pl.figures[kCrypt][std::size_t(guild)]), 1);
        QCOMPARE(pl.guildTotal(guild), 1);
        QCOMPARE(pl.totalFigures(), 1);
        QCOMPARE(int(pl.bases), 9);
    }
    for (int g = 0; g < kGuilds; ++g)
        QCOMPARE(int(s.guildSupply[std::size_t(g)]), 8 - gained[std::size_t(g)]);
    QCOMPARE(s.phase, Phase::Distribution);
    QCOMPARE(s.checkInvariants(), QString());
}

void TstSetup::unpickedStartingMournersReturn_R_SETUP_5()
{
    // R-SETUP-5: unpicked starting Mourners are shuffled back into their faction decks.
    GameState s = GameState::newGame(rules(), 3, 17, Mode::Table, 0);
    QVERIFY(play(s, u"keep bone"_s));
    QVERIFY(play(s, u"keep bone"_s));
    QVERIFY(play(s, u"keep spirit"_s));
    QCOMPARE(s.decision(), Decision::StartingMourner);
    // The chance seat draws among the 4 bone starting Mourners only.
    // (A table may also leave the card unnamed, naming only its guild: two more choices.)
    auto legal = s.legalActions();
    QCOMPARE(int(legal.size()), 4 + 2);
    for (const auto &a : legal)
        QVERIFY(a.v < 0 ? guildFaction(a.a) == int(Faction::Bone) : rules()->mourners[std::size_t(a.v)].starting);
    QVERIFY(!isLegal(s, u"draw severamm"_s)); // not a starting Mourner
    QVERIFY(play(s, u"draw keeper-osrik"_s));      // p2 (reverse turn order)
    QVERIFY(play(s, u"draw dame-ribbonbone"_s));   // p1
    QVERIFY(play(s, u"draw lady-vapour"_s));       // p3, spirit
    QCOMPARE(s.phase, Phase::Distribution);
    QCOMPARE(int(s.player[1].mourners[0].card), mournerId(u"keeper-osrik"_s));
    QCOMPARE(int(s.player[0].mourners[0].card), mournerId(u"dame-ribbonbone"_s));
    QCOMPARE(int(s.player[2].mourners[0].card), mournerId(u"lady-vapour"_s));
    QCOMPARE(int(s.player[1].figures[kCrypt][MortisKnighthood]), 1);
    QCOMPARE(int(s.player[0].figures[kCrypt][CouncilOfOsteomancy]), 1);
    QCOMPARE(int(s.player[2].figures[kCrypt][GravedancersCircle]), 1);
    for (int f = 0; f < kFactions; ++f)
        QVERIFY(s.startingPool[std::size_t(f)].empty());
    // Bone: 9 - 2 taken; flesh: all 9; spirit: 9 - 1.
    QCOMPARE(int(s.mournerDeck[0].size()), 7);
    QCOMPARE(int(s.mournerDeck[1].size()), 9);
    QCOMPARE(int(s.mournerDeck[2].size()), 8);
    const auto &bone = s.mournerDeck[0];
    QVERIFY(std::find(bone.begin(), bone.end(), std::int16_t(mournerId(u"brother-calcine"_s))) != bone.end());
    QVERIFY(std::find(bone.begin(), bone.end(), std::int16_t(mournerId(u"ossuary-knight-vel"_s))) != bone.end());
    QVERIFY(std::find(bone.begin(), bone.end(), std::int16_t(mournerId(u"keeper-osrik"_s))) == bone.end());
}

void TstSetup::decksShuffledMalavestrosOff_R_SETUP_6()
{
    // R-SETUP-6: Court and Wallows decks shuffled; Malavestros starts off the board.
    QSet<int> firstWallows, firstCourt;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        GameState s = digitalAfterSetup(3, seed);
        QCOMPARE(int(s.malavestros), -1);
        QCOMPARE(int(s.courtDeck.size()), 14);
        QCOMPARE(int(s.wallowsDeck.size()), 36);
        playRandomUntil(s, seed, [](const GameState &g) { return g.decision() == Decision::DealWallows; });
        QCOMPARE(s.decision(), Decision::DealWallows);
        QCOMPARE(int(s.legalActions().size()), 36); // any card may come first
        s.applyUnchecked(s.sampleChance());
        firstWallows.insert(s.player[std::size_t(s.firstPlayer)].wallows.front());
        playRandomUntil(s, seed, [](const GameState &g) { return g.decision() == Decision::DealCourt; });
        QCOMPARE(s.decision(), Decision::DealCourt);
        QCOMPARE(int(s.legalActions().size()), 14);
        s.applyUnchecked(s.sampleChance());
        firstCourt.insert(s.player[std::size_t(s.firstPlayer)].draft.front());
        QCOMPARE(int(s.malavestros), -1);
    }
    QVERIFY2(firstWallows.size() > 1, "the Wallows deck is not shuffled");
    QVERIFY2(firstCourt.size() > 1, "the Court deck is not shuffled");
}

// ---------------------------------------------------------------------------
// 1 Etherea distribution
// ---------------------------------------------------------------------------

void TstSetup::diceAndPiles_R_DIST_1_R_DIST_2()
{
    // R-DIST-1: the first player rolls one die per player and takes the sum from the supply.
    GameState s = tableGameAfterSetup(3, {}, 1);
    QCOMPARE(s.decision(), Decision::Dice);
    QVERIFY(s.isChance());
    QVERIFY(!isLegal(s, u"dice 2"_s));  // three dice show at least 3
    QVERIFY(isLegal(s, u"dice 3"_s));
    QVERIFY(isLegal(s, u"dice 18"_s));
    QVERIFY(!isLegal(s, u"dice 19"_s)); // at most 18
    const auto in = s.ethereaIn;
    Events ev;
    QVERIFY(play(s, u"dice 12"_s, &ev));
    QCOMPARE(int(s.diceTotal), 12);
    QCOMPARE(int(s.ethereaIn - in), 12);
    QVERIFY(hasEvent(ev, EventType::DiceRolled, "R-DIST-1"));
    for (const auto &e : ev)
        if (e.type == EventType::DiceRolled)
            QCOMPARE(int(e.seat), 1); // the first player rolls
    // R-DIST-2: the first player splits it into players + 1 piles.
    QCOMPARE(s.decision(), Decision::SetPile);
    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(!isLegal(s, u"pile 13"_s)); // more than rolled
    QVERIFY(play(s, u"pile 6"_s));
    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(play(s, u"pile 4"_s));
    QVERIFY(play(s, u"pile 2"_s));
    QCOMPARE(int(s.pileCount), 4);
    QCOMPARE(int(s.piles[0]), 6);
    QCOMPARE(int(s.piles[1]), 4);
    QCOMPARE(int(s.piles[2]), 2);
    QCOMPARE(int(s.piles[3]), 0); // what is left
    QCOMPARE(s.decision(), Decision::PickPile);
    QCOMPARE(s.checkInvariants(), QString());
}

void TstSetup::pileMayBeEmpty_R_DIST_2_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("dice");
    QTest::newRow("R-DIST-2 2 players, 3 piles") << 2 << 7;
    QTest::newRow("R-DIST-2 3 players, 4 piles") << 3 << 10;
    QTest::newRow("R-DIST-2 4 players, 5 piles") << 4 << 15;
}

void TstSetup::pileMayBeEmpty_R_DIST_2()
{
    // R-DIST-2: players + 1 piles; a pile may be empty.
    QFETCH(int, players);
    QFETCH(int, dice);
    GameState s = tableGameAfterSetup(players);
    QVERIFY(play(s, u"dice %1"_s.arg(dice)));
    QVERIFY(play(s, u"pile %1"_s.arg(dice))); // everything in one pile
    for (int i = 1; i < players; ++i) {
        QCOMPARE(s.decision(), Decision::SetPile);
        QVERIFY(isLegal(s, u"pile 0"_s));
        QVERIFY(play(s, u"pile 0"_s));
    }
    QCOMPARE(s.decision(), Decision::PickPile);
    QCOMPARE(int(s.pileCount), players + 1);
    QCOMPARE(int(s.piles[0]), dice);
    for (int i = 1; i <= players; ++i)
        QCOMPARE(int(s.piles[std::size_t(i)]), 0);
}

void TstSetup::pickOrderTakeOrInfluence_R_DIST_3_R_DIST_4()
{
    // R-DIST-3: from the left of the first player, ending with the first player: take a pile or 2 Influence.
    GameState s = tableGameAfterSetup(3, {}, 1); // first player p2 (seat 1)
    QVERIFY(play(s, u"dice 12"_s));
    QVERIFY(play(s, u"pile 6"_s));
    QVERIFY(play(s, u"pile 4"_s));
    QVERIFY(play(s, u"pile 2"_s)); // piles 6, 4, 2, 0
    QCOMPARE(s.decision(), Decision::PickPile);
    QCOMPARE(s.currentSeat(), 2);
    QVERIFY(play(s, u"take 1"_s));
    QCOMPARE(int(s.player[2].etherea), 2 + 6);
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(!isLegal(s, u"take 1"_s)); // taken already
    QVERIFY(play(s, u"influence bone spirit"_s));
    QCOMPARE(int(s.player[0].etherea), 2);
    QCOMPARE(s.player[0].influence, (std::array<std::int16_t, kFactions>{1, 0, 1}));
    QCOMPARE(s.currentSeat(), 1); // the first player picks last
    QVERIFY(play(s, u"influence flesh flesh"_s));
    QCOMPARE(s.player[1].influence, (std::array<std::int16_t, kFactions>{0, 2, 0}));
    QCOMPARE(int(s.player[1].etherea), 2);
    // R-DIST-4: the piles nobody took (4, 2 and 0) go to the Dirth Forge.
    QCOMPARE(int(s.forge), 6);
    QCOMPARE(s.phase, Phase::Wallows);
    QCOMPARE(s.checkInvariants(), QString());
}

void TstSetup::forgeCountsTowardTithe_R_DIST_4_data()
{
    QTest::addColumn<int>("suspicion");
    QTest::addColumn<bool>("bidding");
    QTest::addColumn<int>("pending");
    // Leftover on the Forge is 3; tithe 2 at suspicion 0, 4 at suspicion 4 (D-TITHE).
    // The players bid also when the Forge covers it all (R-TITHE-2).
    QTest::newRow("R-DIST-4 forge covers the tithe") << 0 << true << 0;
    QTest::newRow("R-DIST-4 forge pays part of the tithe") << 4 << true << 1;
}

void TstSetup::forgeCountsTowardTithe_R_DIST_4()
{
    // R-DIST-4: untaken piles on the Dirth Forge count toward this round's tithe.
    QFETCH(int, suspicion);
    QFETCH(bool, bidding);
    QFETCH(int, pending);
    GameState s = tableGameAfterSetup(2);
    QVERIFY(play(s, u"dice 9"_s));
    QVERIFY(play(s, u"pile 4"_s));
    QVERIFY(play(s, u"pile 3"_s)); // piles 4, 3, 2
    QVERIFY(play(s, u"take 1"_s)); // p2
    QVERIFY(play(s, u"take 3"_s)); // p1
    QCOMPARE(int(s.forge), 3);
    s.suspicion = std::int8_t(suspicion);
    Events ev;
    jumpTo(s, Phase::Tithe, 0, &ev);
    QCOMPARE(int(s.titheFromForge), std::min(3, int(rules()->tithe_at(suspicion))));
    bool owedSeen = false;
    for (const auto &e : ev)
        if (e.type == EventType::TitheOwed) {
            owedSeen = true;
            QCOMPARE(int(e.w), int(s.titheFromForge));
        }
    QVERIFY(owedSeen);
    QCOMPARE(s.tithePending(), pending);
    if (bidding) {
        QCOMPARE(s.phase, Phase::Tithe);
        QCOMPARE(s.decision(), Decision::Bid);
    } else {
        QVERIFY(s.phase != Phase::Tithe);
        QVERIFY(s.decision() != Decision::Bid);
    }
}

// ---------------------------------------------------------------------------
// 2 Wallows
// ---------------------------------------------------------------------------

void TstSetup::wallowsDealtFaceUp_R_WAL_1()
{
    // R-WAL-1: each player is dealt one Wallows card face up.
    GameState s = tableGameAfterSetup(3, {}, 2);
    QVERIFY(play(s, u"dice 6"_s));
    QVERIFY(play(s, u"pile 2"_s));
    QVERIFY(play(s, u"pile 2"_s));
    QVERIFY(play(s, u"pile 1"_s));
    for (int i = 0; i < 3; ++i)
        QVERIFY(play(s, u"take %1"_s.arg(i + 1)));
    QCOMPARE(s.phase, Phase::Wallows);
    QCOMPARE(s.decision(), Decision::DealWallows);
    QVERIFY(s.isChance());
    const QStringList cards = {u"bog-lantern-1"_s, u"drowned-bell-1"_s, u"thorn-shrine-1"_s};
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(s.decision(), Decision::DealWallows);
        QVERIFY(play(s, u"draw "_s + cards[i]));
        QCOMPARE(int(s.player[std::size_t((2 + i) % 3)].wallows.size()), 1); // in turn order from the first player
        QCOMPARE(int(s.player[std::size_t((2 + i) % 3)].wallows.front()), wallowsId(cards[i]));
    }
    QCOMPARE(int(s.wallowsDeck.size()), 33);
    QCOMPARE(s.phase, Phase::Draft); // one card each, no more
    QCOMPARE(s.decision(), Decision::DealCourt);
    // Face up: every other player sees the cards.
    const GameState view = s.viewFor(0);
    for (int p = 0; p < 3; ++p)
        QCOMPARE(view.player[std::size_t(p)].wallows, s.player[std::size_t(p)].wallows);
}

void TstSetup::wallowsResolvedAtCleanup_R_WAL_1()
{
    // R-WAL-1: objective completed once (reward), an uncompleted card applies its penalty, all are discarded;
    // a completed artifact stays in play.
    GameState s = digitalAfterSetup(3, 5);
    for (auto &p : s.player) {
        p.mourners.clear(); // no end-of-round abilities in the way
        p.wallows.clear();
        p.etherea = 0;
    }
    s.ethereaIn = 0;
    s.ethereaOut = 0;
    s.suspicion = 0;
    s.player[0].etherea = 5;  // Bog Lantern I: Etherea >= 4 -> 1 Unity
    s.player[0].wallows = {std::int16_t(wallowsId(u"bog-lantern-1"_s))};
    s.player[1].wallows = {std::int16_t(wallowsId(u"drowned-bell-1"_s))}; // Unity >= 3 missed -> suspicion +1
    s.player[2].influence[std::size_t(Faction::Flesh)] = 3; // Ash Sump I (artifact): flesh >= 3 -> 1 Unity
    s.player[2].wallows = {std::int16_t(wallowsId(u"ash-sump-1"_s))};
    const int round = s.round;
    jumpTo(s, Phase::Cleanup);
    QCOMPARE(int(s.player[0].unity), 1);
    QCOMPARE(int(s.player[0].etherea), 5);
    QCOMPARE(int(s.player[1].unity), 0);
    QCOMPARE(int(s.suspicion), 1);
    QCOMPARE(int(s.player[2].unity), 1);
    for (int p = 0; p < 3; ++p)
        QVERIFY(s.player[std::size_t(p)].wallows.empty());
    QCOMPARE(s.player[2].artifacts, (std::vector<std::int16_t>{std::int16_t(wallowsId(u"ash-sump-1"_s))}));
    QVERIFY(s.player[0].artifacts.empty());
    QVERIFY(s.player[1].artifacts.empty());
    QCOMPARE(int(s.round), round + 1);
    QCOMPARE(s.phase, Phase::Distribution);

    // Next clean-up: nothing is resolved again (once), the artifact stays.
    jumpTo(s, Phase::Cleanup);
    QCOMPARE(int(s.player[0].unity), 1);
    QCOMPARE(int(s.player[2].unity), 1);
    QCOMPARE(int(s.suspicion), 1);
    QCOMPARE(int(s.player[2].artifacts.size()), 1);
}

void TstSetup::wallowsTableResult_R_WAL_1()
{
    // R-WAL-1 in table play: the players say whether the objective was completed.
    GameState s = tableGameAfterSetup(2);
    for (auto &p : s.player)
        p.mourners.clear();
    s.player[1].wallows = {std::int16_t(wallowsId(u"drowned-bell-1"_s))};
    s.player[0].wallows = {std::int16_t(wallowsId(u"bog-lantern-1"_s))};
    jumpTo(s, Phase::Cleanup);
    QCOMPARE(s.decision(), Decision::WallowsResult);
    QCOMPARE(s.currentSeat(), 0);
    QVERIFY(play(s, u"wallows bog-lantern-1 done"_s));
    QCOMPARE(int(s.player[0].unity), 1);
    QCOMPARE(s.decision(), Decision::WallowsResult);
    QCOMPARE(s.currentSeat(), 1);
    QVERIFY(play(s, u"wallows drowned-bell-1 failed"_s));
    QCOMPARE(int(s.player[1].unity), 0);
    QCOMPARE(int(s.suspicion), 1); // the penalty
    QVERIFY(s.player[0].wallows.empty());
    QVERIFY(s.player[1].wallows.empty());
    QCOMPARE(s.phase, Phase::Distribution);
}

// ---------------------------------------------------------------------------
// 3 Court draft
// ---------------------------------------------------------------------------

void TstSetup::dealCounts_R_DRAFT_1_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("deal");
    QTest::newRow("R-DRAFT-1 2 players deal 6") << 2 << 6;
    QTest::newRow("R-DRAFT-1 3 players deal 4") << 3 << 4;
    QTest::newRow("R-DRAFT-1 4 players deal 3") << 4 << 3;
}

void TstSetup::dealCounts_R_DRAFT_1()
{
    // R-DRAFT-1: Court cards dealt face down, 6/4/3 each; the rest go back.
    QFETCH(int, players);
    QFETCH(int, deal);
    for (Mode mode : {Mode::Table, Mode::Digital}) {
        GameState s = mode == Mode::Table ? tableGameAfterSetup(players) : digitalAfterSetup(players, 8);
        jumpTo(s, Phase::Draft);
        int deals = 0;
        while (s.decision() == Decision::DealCourt) {
            if (mode == Mode::Digital) {
                s.applyUnchecked(s.sampleChance());
            } else {
                const auto legal = s.legalActions();
                const auto it = std::find_if(legal.begin(), legal.end(), [](const Action &a) { return a.v >= 0; });
                QVERIFY(it != legal.end());
                QCOMPARE(s.apply(*it), ApplyError::None);
            }
            ++deals;
        }
        QCOMPARE(deals, players * deal);
        QCOMPARE(s.decision(), Decision::DraftPick);
        for (int p = 0; p < players; ++p)
            QCOMPARE(int(s.player[std::size_t(p)].draft.size()), deal);
        QCOMPARE(int(s.courtDeck.size()), 14 - players * deal);
        // Face down: an opponent cannot see the hand being drafted.
        const GameState view = s.viewFor(0);
        for (auto c : view.player[1].draft)
            QCOMPARE(int(c), kUnknownCard);
    }
}

void TstSetup::keepCounts_R_DRAFT_2_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("deal");
    QTest::addColumn<int>("keep");
    QTest::newRow("R-DRAFT-2 2 players keep 5, discard last") << 2 << 6 << 5;
    QTest::newRow("R-DRAFT-2 3 players keep 4 with last") << 3 << 4 << 4;
    QTest::newRow("R-DRAFT-2 4 players keep 3 with last") << 4 << 3 << 3;
}

void TstSetup::keepCounts_R_DRAFT_2()
{
    // R-DRAFT-2: keep one, pass the rest, repeat; 2 players discard the last card, 3-4 keep it.
    QFETCH(int, players);
    QFETCH(int, deal);
    QFETCH(int, keep);
    GameState s = tableGameAfterSetup(players);
    jumpTo(s, Phase::Draft);
    QVERIFY(dealKnownCourt(s));
    QSet<int> dealt;
    for (int p = 0; p < players; ++p)
        for (auto c : s.player[std::size_t(p)].draft)
            dealt.insert(c);
    QCOMPARE(dealt.size(), players * deal);
    for (int round = 1; round < deal; ++round) {
        QVERIFY(pickFirstAll(s));
        if (round < deal - 1) {
            for (int p = 0; p < players; ++p) {
                QCOMPARE(int(s.player[std::size_t(p)].hand.size()), round);
                QCOMPARE(int(s.player[std::size_t(p)].draft.size()), deal - round);
            }
        }
    }
    QCOMPARE(s.phase, Phase::Actions);
    QSet<int> kept;
    for (int p = 0; p < players; ++p) {
        QCOMPARE(int(s.player[std::size_t(p)].hand.size()), keep);
        QVERIFY(s.player[std::size_t(p)].draft.empty());
        for (auto c : s.player[std::size_t(p)].hand) {
            QVERIFY(dealt.contains(c));
            kept.insert(c);
        }
    }
    QCOMPARE(kept.size(), players * keep);
    // What the guide tells the table is what was played.
    const DraftPlan plan = draftPlan(*rules(), players, s.round);
    QCOMPARE(plan.dealt, deal);
    QCOMPARE(plan.kept, keep);
    QCOMPARE(plan.passes, deal - 1);
    QCOMPARE(plan.keepLast, keep == deal);
    // The discarded last cards (2 players) are neither in a hand nor back in the deck.
    for (auto c : s.courtDeck)
        QVERIFY(!dealt.contains(c));
}

void TstSetup::passDirection_R_DRAFT_3_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("round");
    QTest::addColumn<bool>("clockwise");
    QTest::newRow("R-DRAFT-3 round 1 clockwise, 3 players") << 3 << 1 << true;
    QTest::newRow("R-DRAFT-3 round 2 counter-clockwise, 3 players") << 3 << 2 << false;
    QTest::newRow("R-DRAFT-3 round 3 clockwise, 4 players") << 4 << 3 << true;
    QTest::newRow("R-DRAFT-3 round 4 counter-clockwise, 4 players") << 4 << 4 << false;
}

void TstSetup::passDirection_R_DRAFT_3()
{
    // R-DRAFT-3: pass clockwise (to the left, next seat) in odd rounds, counter-clockwise in even rounds.
    QFETCH(int, players);
    QFETCH(int, round);
    QFETCH(bool, clockwise);
    GameState s = tableGameAfterSetup(players);
    s.round = std::int16_t(round);
    jumpTo(s, Phase::Draft);
    QVERIFY(dealKnownCourt(s));
    std::vector<std::vector<std::int16_t>> rest(static_cast<std::size_t>(players));
    for (int p = 0; p < players; ++p) {
        auto d = s.player[std::size_t(p)].draft;
        d.erase(d.begin()); // pickFirstAll keeps the first card
        rest[std::size_t(p)] = d;
    }
    QCOMPARE(draftPlan(*rules(), players, round).clockwise, clockwise); // what the guide tells
    QVERIFY(pickFirstAll(s));
    for (int p = 0; p < players; ++p) {
        const int to = clockwise ? (p + 1) % players : (p + players - 1) % players;
        QCOMPARE(draftPassTarget(p, players, draftPlan(*rules(), players, round).clockwise), to);
        auto got = s.player[std::size_t(to)].draft;
        std::sort(got.begin(), got.end());
        auto want = rest[std::size_t(p)];
        std::sort(want.begin(), want.end());
        QCOMPARE(got, want);
    }
}

QTEST_GUILESS_MAIN(TstSetup)
#include "tst_setup.moc"
