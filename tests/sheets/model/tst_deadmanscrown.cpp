// Dead Man's Crown's end-game sheet (model/sheets/deadmanscrown.h): the Oracle's awards, the ranking
// and the JSON format, against the rulebook (shared/rules/dead-mans-crown.md, DMC-… ids).
#include "model/sheets/deadmanscrown.h"

#include <QJsonArray>
#include <QMap>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;
using dmc::PlayerInput;

namespace {

using Table = std::vector<PlayerInput>;

// A player: name, ritual points, cubes on the Oracle (black, red, white, gold, runes, star, skulls),
// skulls used (black, red, white, gold), largest rune group, skulls left, bones.
PlayerInput P(const char *name, int rituals, std::array<int, 7> oracle, std::array<int, 4> used = {},
              int runeGroup = 0, int skullsLeft = 0, int bones = 0)
{
    PlayerInput p;
    p.name = QString::fromLatin1(name);
    p.rituals = rituals;
    p.oracle = oracle;
    p.used = used;
    p.runeGroup = runeGroup;
    p.skullsLeft = skullsLeft;
    p.bones = bones;
    return p;
}

// "black A most 3x5=15; red B second 2x3=6" in the order of the awards.
QString awardsText(const Table &t, const std::vector<dmc::Award> &awards)
{
    QStringList parts;
    for (const dmc::Award &a : awards)
        parts << u"%1 %2 %3 %4x%5=%6"_s.arg(QLatin1StringView(dmc::spaceKey(a.space)), t[std::size_t(a.player)].name,
                                            QLatin1StringView(dmc::awardKindKey(a.kind)))
                         .arg(a.count)
                         .arg(a.each)
                         .arg(a.points);
    return parts.join(u"; "_s);
}

// "A 40 1 none; B 31 2 bones" best first.
QString rankingText(const Table &t, const dmc::Result &r)
{
    QStringList parts;
    for (const dmc::Standing &s : r.ranking)
        parts << u"%1 %2 %3 %4"_s.arg(t[std::size_t(s.player)].name)
                         .arg(s.score)
                         .arg(s.place)
                         .arg(QLatin1StringView(dmc::tieBreakKey(s.tiebreak)));
    return parts.join(u"; "_s);
}

// A valid player of the JSON format, with `edit` applied to its object.
QByteArray tableJson(const std::function<void(QJsonArray &)> &edit = {})
{
    QJsonArray players;
    for (const PlayerInput &p : {P("A", 12, {2, 0, 1, 0, 1, 0, 0}, {3, 1, 0, 2}, 4, 2, 3),
                                 P("B", 9, {1, 0, 0, 0, 0, 1, 0}, {1, 0, 0, 0}, 2, 5, 1)})
        players.append(dmc::toJson(p));
    if (edit)
        edit(players);
    return QJsonDocument(QJsonObject{{u"players"_s, players}}).toJson(QJsonDocument::Compact);
}

QJsonObject withKey(QJsonObject o, const QString &key, const QJsonValue &v)
{
    o[key] = v;
    return o;
}

QJsonObject withoutKey(QJsonObject o, const QString &key)
{
    o.remove(key);
    return o;
}

} // namespace

Q_DECLARE_METATYPE(Table)

class TestDeadMansCrown : public QObject {
    Q_OBJECT

private slots:
    void rewards_data()
    {
        QTest::addColumn<int>("space");
        QTest::addColumn<int>("most");
        QTest::addColumn<int>("second");
        // DMC-SCORE-2: the printed rewards of the seven spaces.
        QTest::newRow("black") << int(dmc::Space::Black) << 5 << 3;
        QTest::newRow("red") << int(dmc::Space::Red) << 5 << 3;
        QTest::newRow("white") << int(dmc::Space::White) << 5 << 3;
        QTest::newRow("gold") << int(dmc::Space::Gold) << 5 << 3;
        QTest::newRow("runes") << int(dmc::Space::Runes) << 4 << 2;
        QTest::newRow("star") << int(dmc::Space::Star) << 20 << 10;
        QTest::newRow("skulls") << int(dmc::Space::Skulls) << 4 << 2;
    }

    void rewards()
    {
        QFETCH(int, space);
        QFETCH(int, most);
        QFETCH(int, second);
        const dmc::Reward r = dmc::rewardOf(dmc::Space(space));
        QCOMPARE(r.most, most);
        QCOMPARE(r.second, second);
        QCOMPARE(dmc::spaceFromKey(QString::fromLatin1(dmc::spaceKey(dmc::Space(space)))), dmc::Space(space));
    }

    void awards_data()
    {
        QTest::addColumn<Table>("table");
        QTest::addColumn<QString>("expected");

        QTest::newRow("DMC-SCORE-2 skull colour: most 5 and second 3 per skull used")
                << Table{P("A", 0, {2, 0, 0, 0, 0, 0, 0}, {3, 0, 0, 0}), P("B", 0, {1, 0, 0, 0, 0, 0, 0}, {4, 0, 0, 0}),
                         P("C", 0, {0, 0, 0, 0, 0, 0, 0}, {9, 0, 0, 0})}
                << u"black A most 3x5=15; black B second 4x3=12"_s;
        QTest::newRow("DMC-SCORE-2 each colour counts its own skulls")
                << Table{P("A", 0, {0, 1, 0, 2, 0, 0, 0}, {7, 2, 0, 1}), P("B", 0, {0, 0, 3, 1, 0, 0, 0}, {0, 5, 4, 6})}
                << u"red A most 2x5=10; white B most 4x5=20; gold A most 1x5=5; gold B second 6x3=18"_s;
        QTest::newRow("DMC-TIE-1 tie for most: low reward each, no second")
                << Table{P("A", 0, {2, 0, 0, 0, 0, 0, 0}, {3, 0, 0, 0}), P("B", 0, {2, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0}),
                         P("C", 0, {1, 0, 0, 0, 0, 0, 0}, {6, 0, 0, 0})}
                << u"black A tiedMost 3x3=9; black B tiedMost 1x3=3"_s;
        QTest::newRow("DMC-TIE-1 three of four tied for most")
                << Table{P("A", 0, {0, 0, 0, 0, 0, 1, 0}), P("B", 0, {0, 0, 0, 0, 0, 1, 0}),
                         P("C", 0, {0, 0, 0, 0, 0, 0, 0}), P("D", 0, {0, 0, 0, 0, 0, 1, 0})}
                << u"star A tiedMost 1x10=10; star B tiedMost 1x10=10; star D tiedMost 1x10=10"_s;
        QTest::newRow("DMC-TIE-2 tie for second: nobody gets second")
                << Table{P("A", 0, {0, 0, 3, 0, 0, 0, 0}, {0, 0, 2, 0}), P("B", 0, {0, 0, 1, 0, 0, 0, 0}, {0, 0, 5, 0}),
                         P("C", 0, {0, 0, 1, 0, 0, 0, 0}, {0, 0, 4, 0})}
                << u"white A most 2x5=10"_s;
        QTest::newRow("DMC-TIE-2 second still given when a fourth player has fewer")
                << Table{P("A", 0, {0, 0, 0, 0, 0, 0, 3}, {}, 0, 1), P("B", 0, {0, 0, 0, 0, 0, 0, 2}, {}, 0, 2),
                         P("C", 0, {0, 0, 0, 0, 0, 0, 1}, {}, 0, 3), P("D", 0, {0, 0, 0, 0, 0, 0, 1}, {}, 0, 4)}
                << u"skulls A most 1x4=4; skulls B second 2x2=4"_s;
        QTest::newRow("DMC-SCORE-2 no cube, no reward (not second with zero)")
                << Table{P("A", 0, {1, 0, 0, 0, 0, 0, 0}, {2, 0, 0, 0}), P("B", 0, {0, 0, 0, 0, 0, 0, 0}, {8, 0, 0, 0}),
                         P("C", 0, {0, 0, 0, 0, 0, 0, 0}, {8, 0, 0, 0})}
                << u"black A most 2x5=10"_s;
        QTest::newRow("DMC-SCORE-2 nobody on any space")
                << Table{P("A", 30, {}, {5, 5, 5, 5}, 6, 6, 1), P("B", 20, {}, {1, 1, 1, 1}, 2, 2, 2)} << QString();
        QTest::newRow("DMC-SCORE-2 most with no skull of the colour used is worth 0")
                << Table{P("A", 0, {0, 0, 0, 1, 0, 0, 0}, {4, 4, 4, 0}), P("B", 0, {}, {0, 0, 0, 3})}
                << u"gold A most 0x5=0"_s;
        QTest::newRow("DMC-SCORE-2 runes: 4 or 2 per cube of the largest group")
                << Table{P("A", 0, {0, 0, 0, 0, 2, 0, 0}, {}, 4), P("B", 0, {0, 0, 0, 0, 1, 0, 0}, {}, 6),
                         P("C", 0, {}, {}, 2)}
                << u"runes A most 4x4=16; runes B second 6x2=12"_s;
        QTest::newRow("DMC-SCORE-2 cursed star: 20 or 10 once")
                << Table{P("A", 0, {0, 0, 0, 0, 0, 3, 0}), P("B", 0, {0, 0, 0, 0, 0, 1, 0})}
                << u"star A most 1x20=20; star B second 1x10=10"_s;
        QTest::newRow("DMC-SCORE-2 all skulls: 4 or 2 per skull left")
                << Table{P("A", 0, {0, 0, 0, 0, 0, 0, 1}, {}, 0, 3), P("B", 0, {0, 0, 0, 0, 0, 0, 2}, {}, 0, 1),
                         P("C", 0, {}, {}, 0, 9)}
                << u"skulls B most 1x4=4; skulls A second 3x2=6"_s;
        QTest::newRow("DMC-TIE-1 two players tied on the star")
                << Table{P("A", 0, {0, 0, 0, 0, 0, 2, 0}), P("B", 0, {0, 0, 0, 0, 0, 2, 0})}
                << u"star A tiedMost 1x10=10; star B tiedMost 1x10=10"_s;
        QTest::newRow("DMC-SCORE-3 spaces told top to bottom, left to right")
                << Table{P("A", 0, {0, 0, 0, 0, 0, 0, 1}, {}, 0, 1), P("B", 0, {1, 0, 0, 0, 0, 1, 0}, {1, 0, 0, 0})}
                << u"black B most 1x5=5; star B most 1x20=20; skulls A most 1x4=4"_s;
    }

    void awards()
    {
        QFETCH(Table, table);
        QFETCH(QString, expected);
        QCOMPARE(awardsText(table, dmc::oracleAwards(table)), expected);
    }

    // DMC-TIE-2: the spaces where a tie for second left the low reward unawarded are reported, so
    // the sheet can say why nobody got it; a tie for most (DMC-TIE-1) is not a tie for second.
    void secondTies()
    {
        const Table t{P("A", 0, {0, 0, 3, 0, 0, 2, 0}), P("B", 0, {0, 0, 1, 0, 0, 2, 0}), P("C", 0, {0, 0, 1, 0, 0, 1, 0}),
                      P("D", 0, {0, 0, 1, 0, 0, 0, 0})};
        const dmc::Result r = dmc::score(t);
        QCOMPARE(r.secondTies.size(), std::size_t(1));
        QCOMPARE(r.secondTies[0].space, dmc::Space::White);
        QCOMPARE(r.secondTies[0].players, (std::vector<int>{1, 2, 3}));
        QCOMPARE(awardsText(t, r.awards), u"white A most 0x5=0; star A tiedMost 1x10=10; star B tiedMost 1x10=10"_s);
    }

    void ranking_data()
    {
        QTest::addColumn<Table>("table");
        QTest::addColumn<QString>("expected");

        QTest::newRow("DMC-SCORE-1 ritual points alone, 2 players")
                << Table{P("A", 12, {}), P("B", 19, {})} << u"B 19 1 none; A 12 2 none"_s;
        QTest::newRow("DMC-SCORE-1 + DMC-SCORE-2 rituals plus the Oracle, 3 players")
                // A: 10 + black most 2x5; B: 18 + black second 1x3 + star most 20; C: 25.
                << Table{P("A", 10, {2, 0, 0, 0, 0, 0, 0}, {2, 0, 0, 0}),
                         P("B", 18, {1, 0, 0, 0, 0, 1, 0}, {1, 0, 0, 0}), P("C", 25, {})}
                << u"B 41 1 none; C 25 2 none; A 20 3 none"_s;
        QTest::newRow("DMC-WIN-1 equal score: most bones wins")
                << Table{P("A", 20, {}, {}, 0, 0, 2), P("B", 20, {}, {}, 0, 0, 5), P("C", 3, {}, {}, 0, 0, 9)}
                << u"B 20 1 bones; A 20 2 bones; C 3 3 none"_s;
        QTest::newRow("DMC-WIN-1 equal score and bones: shared victory")
                << Table{P("A", 20, {}, {}, 0, 0, 4), P("B", 20, {}, {}, 0, 0, 4), P("C", 30, {}, {}, 0, 0, 0),
                         P("D", 7, {}, {}, 0, 0, 0)}
                << u"C 30 1 none; A 20 2 shared; B 20 2 shared; D 7 4 none"_s;
        QTest::newRow("DMC-WIN-1 shared first place, 2 players")
                << Table{P("A", 15, {}, {}, 0, 0, 1), P("B", 15, {}, {}, 0, 0, 1)}
                << u"A 15 1 shared; B 15 1 shared"_s;
        QTest::newRow("DMC-WIN-1 three on one score: bones, then shared")
                << Table{P("A", 9, {}, {}, 0, 0, 3), P("B", 9, {}, {}, 0, 0, 5), P("C", 9, {}, {}, 0, 0, 3),
                         P("D", 9, {}, {}, 0, 0, 0)}
                << u"B 9 1 bones; A 9 2 shared; C 9 2 shared; D 9 4 bones"_s;
        QTest::newRow("DMC-WIN-1 bones do not beat points")
                << Table{P("A", 21, {}, {}, 0, 0, 0), P("B", 20, {}, {}, 0, 0, 40)} << u"A 21 1 none; B 20 2 none"_s;
        QTest::newRow("DMC-TIE-1 a tie on the Oracle decides the game, 4 players")
                // A and B tie for most on the star (10 each); C has the most runes (3x4), D the second (2x2);
                // A, C and D all reach 40: D has a bone more, A and C share third.
                << Table{P("A", 30, {0, 0, 0, 0, 0, 1, 0}), P("B", 31, {0, 0, 0, 0, 0, 1, 0}),
                         P("C", 28, {0, 0, 0, 0, 3, 0, 0}, {}, 3), P("D", 36, {0, 0, 0, 0, 1, 0, 0}, {}, 2, 0, 1)}
                << u"B 41 1 none; D 40 2 bones; A 40 3 shared; C 40 3 shared"_s;
    }

    void ranking()
    {
        QFETCH(Table, table);
        QFETCH(QString, expected);
        QCOMPARE(rankingText(table, dmc::score(table)), expected);
    }

    // DMC-SCORE-1/2: a whole 3-player table worked out by hand, every space in play.
    void wholeTable()
    {
        const Table t{
                // Ada: black most (3 cubes, 4 black used) 20; runes tied most with Cy (5 group) 10;
                // star most 20; rituals 24.                                            = 74
                P("Ada", 24, {3, 0, 1, 0, 2, 2, 0}, {4, 1, 2, 0}, 5, 1, 2),
                // Bo: black second (3 used) 9; red most (3 used) 15; white most (2 used) 10;
                // skulls most (4 left) 16; star second 10; rituals 19.                 = 79
                P("Bo", 19, {1, 1, 2, 0, 0, 1, 2}, {3, 3, 2, 1}, 2, 4, 0),
                // Cy: runes tied most (3 group) 6; skulls second (6 left) 12; gold most (2 used) 10;
                // white: 1 cube ties Ada for second: nothing; rituals 31.              = 59
                P("Cy", 31, {0, 0, 1, 1, 2, 0, 1}, {0, 0, 1, 2}, 3, 6, 5),
        };
        const dmc::Result r = dmc::score(t);
        QCOMPARE(awardsText(t, r.awards),
                 u"black Ada most 4x5=20; black Bo second 3x3=9; red Bo most 3x5=15; white Bo most 2x5=10; "
                 "gold Cy most 2x5=10; runes Ada tiedMost 5x2=10; runes Cy tiedMost 3x2=6; star Ada most 1x20=20; "
                 "star Bo second 1x10=10; skulls Bo most 4x4=16; skulls Cy second 6x2=12"_s);
        QCOMPARE(rankingText(t, r), u"Bo 79 1 none; Ada 74 2 none; Cy 59 3 none"_s);
        QCOMPARE(r.ranking[0].rituals, 19);
        QCOMPARE(r.ranking[0].oracle, 60);
    }

    // DMC-SCORE-3: the order of the players (and so of scoring) changes no total.
    void orderChangesNoTotal()
    {
        Table t{P("A", 5, {2, 1, 0, 3, 1, 1, 0}, {2, 3, 1, 4}, 3, 2, 1), P("B", 7, {2, 0, 1, 1, 2, 1, 1}, {1, 1, 1, 1}, 4, 1, 2),
                P("C", 9, {1, 1, 1, 0, 0, 0, 2}, {3, 2, 0, 1}, 1, 5, 3), P("D", 2, {0, 2, 1, 0, 2, 0, 1}, {0, 4, 2, 0}, 5, 0, 4)};
        auto totals = [](const Table &tab) {
            QMap<QString, int> m;
            const dmc::Result r = dmc::score(tab);
            for (const dmc::Standing &s : r.ranking)
                m[tab[std::size_t(s.player)].name] = s.score;
            return m;
        };
        const auto expected = totals(t);
        std::sort(t.begin(), t.end(), [](const PlayerInput &a, const PlayerInput &b) { return a.name < b.name; });
        int permutations = 0;
        do {
            QCOMPARE(totals(t), expected);
            ++permutations;
        } while (std::next_permutation(t.begin(), t.end(), [](const PlayerInput &a, const PlayerInput &b) { return a.name < b.name; }));
        QCOMPARE(permutations, 24);
    }

    void parseGood()
    {
        std::vector<PlayerInput> in;
        dmc::ParseError error;
        QVERIFY(dmc::parse(tableJson(), in, error));
        QCOMPARE(in.size(), std::size_t(2));
        QCOMPARE(in[0], P("A", 12, {2, 0, 1, 0, 1, 0, 0}, {3, 1, 0, 2}, 4, 2, 3));
        QCOMPARE(in[1].oracle[std::size_t(dmc::Space::Star)], 1);
        QCOMPARE(in[1].skullsLeft, 5);

        // The format of the brief, as typed by hand (2, 3 and 4 players).
        const QByteArray one = R"({"name":"%1","rituals":12,"oracle":{"black":2,"red":0,"white":1,"gold":0,"runes":1,"star":0,"skulls":0},"used":{"black":3,"red":1,"white":0,"gold":2},"runeGroup":4,"skullsLeft":2,"bones":3})";
        for (int n = 2; n <= 4; ++n) {
            QByteArrayList players;
            for (int i = 0; i < n; ++i)
                players << QByteArray(one).replace("%1", QByteArray(1, char('A' + i)));
            QVERIFY2(dmc::parse("{\"players\":[" + players.join(',') + "]}", in, error), qPrintable(error.path));
            QCOMPARE(int(in.size()), n);
        }
    }

    void parseBad_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("detail");

        auto edit0 = [](const std::function<QJsonObject(QJsonObject)> &f) {
            return tableJson([&](QJsonArray &a) { a[0] = f(a[0].toObject()); });
        };
        auto oracle1 = [](const std::function<QJsonObject(QJsonObject)> &f) {
            return tableJson([&](QJsonArray &a) {
                QJsonObject p = a[1].toObject();
                p[u"oracle"_s] = f(p[u"oracle"_s].toObject());
                a[1] = p;
            });
        };
        QTest::newRow("not JSON") << QByteArray("{\"players\":[") << u"top level"_s << u"notJson"_s << QString();
        QTest::newRow("a list") << QByteArray("[]") << u"top level"_s << u"notObject"_s << QString();
        QTest::newRow("unknown top key") << QByteArray(tableJson()).replace("{\"players\"", "{\"round\":3,\"players\"")
                                         << u"top level"_s << u"unknownKey"_s << u"round"_s;
        QTest::newRow("players missing") << QByteArray("{}") << u"top level"_s << u"missingKey"_s << u"players"_s;
        QTest::newRow("players not a list") << QByteArray(R"({"players":{}})") << u"players"_s << u"notList"_s << QString();
        QTest::newRow("one player") << tableJson([](QJsonArray &a) { a.removeLast(); }) << u"players"_s
                                    << u"playerCount"_s << QString();
        QTest::newRow("five players") << tableJson([](QJsonArray &a) {
            for (const char *n : {"C", "D", "E"})
                a.append(withKey(a[0].toObject(), u"name"_s, QString::fromLatin1(n)));
        }) << u"players"_s << u"playerCount"_s << QString();
        QTest::newRow("player not an object") << tableJson([](QJsonArray &a) { a[1] = 3; }) << u"players[1]"_s
                                              << u"notObject"_s << QString();
        QTest::newRow("misspelt Rituals") << edit0([](QJsonObject o) { return withKey(withoutKey(o, u"rituals"_s), u"Rituals"_s, 4); })
                                          << u"players[0]"_s << u"unknownKey"_s << u"Rituals"_s;
        QTest::newRow("bones missing") << edit0([](QJsonObject o) { return withoutKey(o, u"bones"_s); })
                                       << u"players[0]"_s << u"missingKey"_s << u"bones"_s;
        QTest::newRow("oracle purple") << oracle1([](QJsonObject o) { return withKey(o, u"purple"_s, 1); })
                                       << u"players[1].oracle"_s << u"unknownKey"_s << u"purple"_s;
        QTest::newRow("oracle star missing") << oracle1([](QJsonObject o) { return withoutKey(o, u"star"_s); })
                                             << u"players[1].oracle"_s << u"missingKey"_s << u"star"_s;
        QTest::newRow("used has no runes") << edit0([](QJsonObject o) {
            return withKey(o, u"used"_s, withKey(o[u"used"_s].toObject(), u"runes"_s, 1));
        }) << u"players[0].used"_s << u"unknownKey"_s << u"runes"_s;
        QTest::newRow("oracle a number") << edit0([](QJsonObject o) { return withKey(o, u"oracle"_s, 3); })
                                         << u"players[0].oracle"_s << u"notObject"_s << QString();
        QTest::newRow("negative") << oracle1([](QJsonObject o) { return withKey(o, u"black"_s, -1); })
                                  << u"players[1].oracle.black"_s << u"notANumber"_s << QString();
        QTest::newRow("1000") << edit0([](QJsonObject o) { return withKey(o, u"rituals"_s, 1000); })
                              << u"players[0].rituals"_s << u"notANumber"_s << QString();
        QTest::newRow("2.5") << edit0([](QJsonObject o) { return withKey(o, u"runeGroup"_s, 2.5); })
                             << u"players[0].runeGroup"_s << u"notANumber"_s << QString();
        QTest::newRow("text \"3\"") << edit0([](QJsonObject o) { return withKey(o, u"skullsLeft"_s, u"3"_s); })
                                    << u"players[0].skullsLeft"_s << u"notANumber"_s << QString();
        QTest::newRow("empty name") << edit0([](QJsonObject o) { return withKey(o, u"name"_s, u"  "_s); })
                                    << u"players[0].name"_s << u"emptyName"_s << QString();
        QTest::newRow("name a number") << edit0([](QJsonObject o) { return withKey(o, u"name"_s, 7); })
                                       << u"players[0].name"_s << u"emptyName"_s << QString();
        QTest::newRow("same name twice") << tableJson([](QJsonArray &a) { a[1] = withKey(a[1].toObject(), u"name"_s, u"A"_s); })
                                         << u"players[1].name"_s << u"duplicateName"_s << u"A"_s;
    }

    void parseBad()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, reason);
        QFETCH(QString, detail);
        std::vector<PlayerInput> in{P("left", 1, {})};
        dmc::ParseError error;
        QVERIFY(!dmc::parse(json, in, error));
        QCOMPARE(error.path, path);
        QCOMPARE(QString::fromLatin1(dmc::parseReasonKey(error.reason)), reason);
        if (!detail.isEmpty())
            QCOMPARE(error.detail, detail);
        QVERIFY(in.empty()); // nothing half-read
    }

    // The CLI's output: awards say what they are (space, player, kind, count, each, points).
    void resultJson()
    {
        const Table t{P("A", 12, {2, 0, 0, 0, 0, 0, 0}, {3, 0, 0, 0}, 0, 0, 1), P("B", 15, {1, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0}, 0, 0, 0)};
        const QJsonObject o = dmc::toJson(dmc::score(t), t);
        const QJsonArray ranking = o[u"ranking"_s].toArray();
        QCOMPARE(ranking.size(), 2);
        QCOMPARE(ranking[0].toObject(), (QJsonObject{{u"name"_s, u"A"_s}, {u"score"_s, 27}, {u"place"_s, 1}, {u"tiebreak"_s, u"none"_s}}));
        QCOMPARE(ranking[1].toObject()[u"score"_s].toInt(), 18);
        const QJsonArray awards = o[u"awards"_s].toArray();
        QCOMPARE(awards.size(), 2);
        QCOMPARE(awards[0].toObject(), (QJsonObject{{u"space"_s, u"black"_s}, {u"player"_s, u"A"_s}, {u"kind"_s, u"most"_s},
                                                    {u"cubes"_s, 2}, {u"count"_s, 3}, {u"each"_s, 5}, {u"points"_s, 15}}));
        QCOMPARE(awards[1].toObject()[u"kind"_s].toString(), u"second"_s);

        // A player's numbers written and read back are the same numbers.
        std::vector<PlayerInput> back;
        dmc::ParseError error;
        const QJsonArray players{dmc::toJson(t[0]), dmc::toJson(t[1])};
        QVERIFY(dmc::parse(QJsonDocument(QJsonObject{{u"players"_s, players}}).toJson(), back, error));
        QCOMPARE(back, t);
    }
};

QTEST_GUILESS_MAIN(TestDeadMansCrown)
#include "tst_deadmanscrown.moc"
