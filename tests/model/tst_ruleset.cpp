// The ruleset file: the standard one holds every D- value of the spec; a malformed one is refused with
// an error that names the field, and nothing crashes.
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {
QJsonObject standardObject()
{
    return QJsonDocument::fromJson(standardRulesetJson()).object();
}

QByteArray toBytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}
} // namespace

class TestRuleset : public QObject {
    Q_OBJECT

private slots:
    void standardHoldsTheSpecDecisions()
    {
        const RulesetPtr r = standardRuleset();
        QVERIFY(r);
        // R-SETUP-1
        QCOMPARE(r->unitySupply[2], std::int16_t(25));
        QCOMPARE(r->unitySupply[3], std::int16_t(30));
        QCOMPARE(r->unitySupply[4], std::int16_t(35));
        // D-COST
        QCOMPARE(r->costFigure, std::int8_t(3));
        QCOMPARE(r->costMourner, std::int8_t(5));
        // D-TITHE
        const std::vector<std::int8_t> tithe{2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8};
        QVERIFY(r->tithe == tithe);
        // D-THREAT-LIMIT
        const std::vector<std::int8_t> limit{7, 7, 6, 6, 5, 5, 4, 4, 3, 3};
        QVERIFY(r->threatLimit == limit);
        // D-TITHE-MISS
        QCOMPARE(r->titheMissSuspicion, std::int8_t(2));
        QCOMPARE(r->titheMissThreat, std::int8_t(2));
        // D-CROWD-ROLL
        QCOMPARE(r->crowdRoll[0], CrowdOutcome::Destroy);
        QCOMPARE(r->crowdRoll[1], CrowdOutcome::Destroy);
        QCOMPARE(r->crowdRoll[2], CrowdOutcome::Crypt);
        QCOMPARE(r->crowdRoll[3], CrowdOutcome::Stay);
        QCOMPARE(r->crowdRoll[5], CrowdOutcome::Stay);
        // D-GUILD-ORDER
        for (int i = 0; i < kGuilds; ++i)
            QCOMPARE(int(r->guildOrder[std::size_t(i)]), i);
        // D-LOC-FACTION
        const int factions[kLocations] = {0, 1, 1, 0, 0, 2, 1, 2, 0, 1, 2, 2};
        for (int i = 0; i < kLocations; ++i)
            QCOMPARE(int(r->locations[std::size_t(i)].faction), factions[i]);
        // Component counts
        QCOMPARE(r->basesPerPlayer, std::int8_t(10));
        QCOMPARE(r->figuresPerGuild, std::int8_t(8));
        QCOMPARE(r->startEtherea, std::int16_t(2));
        QCOMPARE(int(r->court.size()), 14);
        QCOMPARE(int(r->mourners.size()), 27);
        QCOMPARE(int(r->wallows.size()), 36);
        QCOMPARE(int(r->motives.size()), 12);
        // Every card that is not in the rulebook is marked as a stand-in.
        for (const QString &id : {u"death"_s, u"malavestros"_s, u"auraghost"_s, u"cleopsis"_s, u"gallevarbe"_s, u"gethsemoni"_s})
            QVERIFY2(r->courtIndex(id) >= 0 && !r->court[std::size_t(r->courtIndex(id))].standIn, qPrintable(id));
        int standIns = 0;
        for (const auto &c : r->court)
            standIns += c.standIn ? 1 : 0;
        QCOMPARE(standIns, 8);
    }

    void malformedIsRefusedNamingTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");

        QTest::newRow("not JSON") << QByteArray("{ nope") << u"JSON"_s;
        QTest::newRow("not an object") << QByteArray("[1,2]") << u"object"_s;

        auto edited = [](auto change) {
            QJsonObject o = standardObject();
            change(o);
            return toBytes(o);
        };
        QTest::newRow("wrong format") << edited([](QJsonObject &o) { o[u"format"_s] = u"chess"_s; }) << u"format"_s;
        QTest::newRow("missing tithe") << edited([](QJsonObject &o) { o.remove(u"tithe"_s); }) << u"ruleset.tithe"_s;
        QTest::newRow("short tithe") << edited([](QJsonObject &o) { o[u"tithe"_s] = QJsonArray{2, 2, 3}; }) << u"tithe"_s;
        QTest::newRow("tithe not a number") << edited([](QJsonObject &o) {
            QJsonArray t = o[u"tithe"_s].toArray();
            t[4] = u"four"_s;
            o[u"tithe"_s] = t;
        }) << u"tithe[4]"_s;
        QTest::newRow("negative cost") << edited([](QJsonObject &o) {
            QJsonObject c = o[u"cost"_s].toObject();
            c[u"figure"_s] = -3;
            o[u"cost"_s] = c;
        }) << u"cost.figure"_s;
        QTest::newRow("unity supply missing a count") << edited([](QJsonObject &o) {
            QJsonObject u = o[u"unitySupply"_s].toObject();
            u.remove(u"3"_s);
            o[u"unitySupply"_s] = u;
        }) << u"unitySupply.3"_s;
        QTest::newRow("bad location faction") << edited([](QJsonObject &o) {
            QJsonArray l = o[u"locations"_s].toArray();
            QJsonObject first = l[0].toObject();
            first[u"faction"_s] = u"ether"_s;
            l[0] = first;
            o[u"locations"_s] = l;
        }) << u"locations[0].faction"_s;
        QTest::newRow("guild order repeats") << edited([](QJsonObject &o) {
            QJsonArray g = o[u"guildOrder"_s].toArray();
            g[1] = g[0];
            o[u"guildOrder"_s] = g;
        }) << u"guildOrder[1]"_s;
        QTest::newRow("crowd roll word") << edited([](QJsonObject &o) {
            QJsonArray c = o[u"crowdRoll"_s].toArray();
            c[2] = u"explode"_s;
            o[u"crowdRoll"_s] = c;
        }) << u"crowdRoll[2]"_s;
        QTest::newRow("mourner with unknown guild") << edited([](QJsonObject &o) {
            QJsonObject cards = o[u"cards"_s].toObject();
            QJsonArray m = cards[u"mourners"_s].toArray();
            QJsonObject first = m[0].toObject();
            first[u"guild"_s] = u"pirates"_s;
            m[0] = first;
            cards[u"mourners"_s] = m;
            o[u"cards"_s] = cards;
        }) << u"cards.mourners[0].guild"_s;
        QTest::newRow("duplicate court id") << edited([](QJsonObject &o) {
            QJsonObject cards = o[u"cards"_s].toObject();
            QJsonArray c = cards[u"court"_s].toArray();
            c.append(c[0]);
            cards[u"court"_s] = c;
            o[u"cards"_s] = cards;
        }) << u"cards.court[14].id"_s;
        QTest::newRow("unknown effect") << edited([](QJsonObject &o) {
            QJsonObject cards = o[u"cards"_s].toObject();
            QJsonArray c = cards[u"court"_s].toArray();
            QJsonObject death = c[0].toObject();
            death[u"options"_s] = QJsonArray{QJsonArray{QJsonObject{{u"op"_s, u"teleport"_s}, {u"amount"_s, 1}}}, QJsonArray{}};
            c[0] = death;
            cards[u"court"_s] = c;
            o[u"cards"_s] = cards;
        }) << u"cards.court[0].options[0][0].op"_s;
        QTest::newRow("too few motives") << edited([](QJsonObject &o) {
            QJsonObject cards = o[u"cards"_s].toObject();
            QJsonArray m = cards[u"motives"_s].toArray();
            m.removeAt(0);
            cards[u"motives"_s] = m;
            o[u"cards"_s] = cards;
        }) << u"cards.motives"_s;
        QTest::newRow("draft deals more than the deck") << edited([](QJsonObject &o) {
            QJsonObject d = o[u"draft"_s].toObject();
            QJsonObject four = d[u"4"_s].toObject();
            four[u"deal"_s] = 5;
            d[u"4"_s] = four;
            o[u"draft"_s] = d;
        }) << u"draft.4.deal"_s;
    }

    void malformedIsRefusedNamingTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const RulesetResult r = parseRuleset(json);
        QVERIFY(!r.ruleset);
        QVERIFY2(r.error.contains(field), qPrintable(r.error));
    }

    // D- values are data: a changed value changes the game.
    void editedValuesAreUsed()
    {
        QJsonObject o = standardObject();
        QJsonObject cost = o[u"cost"_s].toObject();
        cost[u"figure"_s] = 1;
        o[u"cost"_s] = cost;
        o[u"startEtherea"_s] = 4;
        const RulesetResult r = parseRuleset(toBytes(o));
        QVERIFY2(r.ruleset, qPrintable(r.error));
        GameState s = GameState::newGame(r.ruleset, 2, 1, Mode::Digital);
        QCOMPARE(s.player[0].etherea, std::int16_t(4));
        playRandomUntil(s, 3, [](const GameState &st) { return st.decision() == Decision::Turn; });
        const int seat = s.currentSeat();
        const int before = s.player[std::size_t(seat)].etherea;
        QVERIFY(before >= 1);
        QVERIFY(play(s, u"recruit mk"_s));
        QCOMPARE(int(s.player[std::size_t(seat)].etherea), before - 1);
    }

    void missingFileIsReported()
    {
        const RulesetResult r = loadRulesetFile(u"/nonexistent/ruleset.json"_s);
        QVERIFY(!r.ruleset);
        QVERIFY(r.error.contains(u"cannot read"_s));
    }
};

QTEST_GUILESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
