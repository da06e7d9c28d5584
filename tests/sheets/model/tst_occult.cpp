// The occult card game's score sheet and deck-cycle counter (model/sheets/occult.h): scores, ranking,
// the final round and the JSON format, against the rulebook (shared/rules/occult-card-game.md, OCC-… ids).
#include "model/sheets/occult.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;
using occ::PlayerInput;

namespace {

using Table = std::vector<PlayerInput>;

// A player: name, levels (blood magic, demonology, necromancy), completed masteries, prophecies' points,
// the prophecies in play's points, points from rituals and other effects.
PlayerInput P(const char *name, std::array<int, 3> levels, std::array<bool, 3> completed = {},
              std::vector<int> prophecies = {}, std::vector<int> inPlay = {}, int effects = 0)
{
    PlayerInput p;
    p.name = QString::fromLatin1(name);
    p.levels = levels;
    p.completed = completed;
    p.prophecies = std::move(prophecies);
    p.inPlay = std::move(inPlay);
    p.effects = effects;
    return p;
}

// "A 14 1 none (6+1+7); B 9 2 none (…)" best first.
QString rankingText(const Table &t, const std::vector<occ::Standing> &r)
{
    QStringList parts;
    for (const occ::Standing &s : r)
    {
        QString line = u"%1 %2 %3 %4 (%5+%6+%7"_s.arg(t[std::size_t(s.player)].name)
                               .arg(s.score)
                               .arg(s.place)
                               .arg(QLatin1StringView(occ::tieBreakKey(s.tiebreak)))
                               .arg(s.masteryLevel)
                               .arg(s.completed)
                               .arg(s.prophecyPoints);
        // The newer parts only when there are any, so the older rows read as they did.
        if (s.inPlayPoints != 0 || s.effectPoints != 0)
            line += u"+%1+%2"_s.arg(s.inPlayPoints).arg(s.effectPoints);
        parts << line + u')';
    }
    return parts.join(u"; "_s);
}

QString seatsText(const std::vector<int> &seats)
{
    QStringList s;
    for (int x : seats)
        s << QString::number(x);
    return s.join(u',');
}

QByteArray tableJson(const std::function<void(QJsonArray &)> &edit = {})
{
    QJsonArray players;
    for (const PlayerInput &p : {P("A", {3, 2, 1}, {true, false, false}, {5, 3}), P("B", {1, 1, 0}, {}, {})})
        players.append(occ::toJson(p));
    if (edit)
        edit(players);
    return QJsonDocument(QJsonObject{{u"players"_s, players}}).toJson(QJsonDocument::Compact);
}

const QJsonValue kRemove(QJsonValue::Undefined); // edited(): take the key out

QJsonObject edited(QJsonObject o, const QString &key, const QJsonValue &v)
{
    if (v.isUndefined())
        o.remove(key);
    else
        o[key] = v;
    return o;
}

} // namespace

Q_DECLARE_METATYPE(Table)

class TestOccult : public QObject {
    Q_OBJECT

private slots:
    void ranking_data()
    {
        QTest::addColumn<Table>("table");
        QTest::addColumn<QString>("expected");

        QTest::newRow("OCC-SCORE-1 mastery levels count their sum")
                << Table{P("A", {3, 2, 1}), P("B", {0, 1, 1})} << u"A 6 1 none (6+0+0); B 2 2 none (2+0+0)"_s;
        QTest::newRow("OCC-SCORE-1 one point per completed mastery")
                << Table{P("A", {3, 3, 0}, {true, true, false}), P("B", {3, 3, 1})}
                << u"A 8 1 none (6+2+0); B 7 2 none (7+0+0)"_s;
        QTest::newRow("OCC-SCORE-1 each completed prophecy's points")
                << Table{P("A", {1, 0, 0}, {}, {4, 6, 2}), P("B", {0, 0, 0}, {}, {13}), P("C", {0, 0, 0})}
                << u"A 13 1 shared (1+0+12); B 13 1 shared (0+0+13); C 0 3 none (0+0+0)"_s;
        QTest::newRow("OCC-SCORE-1 the three parts together")
                << Table{P("A", {3, 2, 1}, {true, false, false}, {5, 3}), P("B", {2, 2, 2}, {false, true, true}, {9}),
                         P("C", {3, 3, 3}, {true, true, true}, {})}
                << u"B 17 1 none (6+2+9); A 15 2 none (6+1+8); C 12 3 none (9+3+0)"_s;
        QTest::newRow("OCC-SCORE-1 no tie-break: equal points share the place")
                << Table{P("A", {1, 1, 1}), P("B", {3, 0, 0}), P("C", {0, 0, 0}, {}, {7})}
                << u"C 7 1 none (0+0+7); A 3 2 shared (3+0+0); B 3 2 shared (3+0+0)"_s;
        QTest::newRow("OCC-SCORE-1 all equal: everyone first")
                << Table{P("A", {0, 0, 0}), P("B", {0, 0, 0})} << u"A 0 1 shared (0+0+0); B 0 1 shared (0+0+0)"_s;
    }

    void ranking()
    {
        QFETCH(Table, table);
        QFETCH(QString, expected);
        QCOMPARE(rankingText(table, occ::score(table)), expected);
    }

    // The rulebook's "Determining the Winner", sentence by sentence (OCC-SCORE-1, D-OCC-INPLAY).
    void rulebookScoringScenario()
    {
        // "Players earn points by invoking their Rituals and by storing cards on their Prophecies."
        // "Total Mastery Level: You get points equal to your mastery level"
        // "Completed Mastery: Each mastery that is completed is worth 1 point"
        // "Prophecies: Your prophecies award different point values based on the number of stored cards."
        // "When you have stored enough cards on a Prophecy to complete it, [...] set the Prophecy aside.
        //  It will be scored at the end of the game."
        // Ada: levels 3+2+1, Blood Magic completed, completed prophecies of 5 and 3, one prophecy still
        // in play worth 4 for its stored cards, 2 points from a Ritual.
        // Bo: levels 2+2+2, two completed, a completed prophecy of 9, two in play worth 2 and 1.
        const Table t{P("Ada", {3, 2, 1}, {true, false, false}, {5, 3}, {4}, 2),
                      P("Bo", {2, 2, 2}, {false, true, true}, {9}, {2, 1}, 0)};
        // D-OCC-INPLAY, the default: prophecies still in play score their stored cards.
        // Ada 6 + 1 + 8 + 4 + 2 = 21, Bo 6 + 2 + 9 + 3 + 0 = 20.
        QCOMPARE(rankingText(t, occ::score(t)), u"Ada 21 1 none (6+1+8+4+2); Bo 20 2 none (6+2+9+3+0)"_s);
        QCOMPARE(rankingText(t, occ::score(t, occ::ScoreOptions{true})), rankingText(t, occ::score(t)));
        // D-OCC-INPLAY, a table that scores completed prophecies only: the ritual's points stay.
        // Ada 6 + 1 + 8 + 0 + 2 = 17, Bo 6 + 2 + 9 = 17: a shared victory (no tie-break, OCC-SCORE-1).
        QCOMPARE(rankingText(t, occ::score(t, occ::ScoreOptions{false})),
                 u"Ada 17 1 shared (6+1+8+0+2); Bo 17 1 shared (6+2+9)"_s);
    }

    // OCC-SCORE-1: "Rotate the card so you start at level 0": a card still at 0 was never raised, so
    // it is not a completed mastery; the rulebook says nothing more about completion.
    void completionNeedsARaisedCard()
    {
        QVERIFY(occ::completionFits(0, false));
        QVERIFY(!occ::completionFits(0, true));
        for (int level = 1; level <= occ::kMaxLevel; ++level) {
            QVERIFY(occ::completionFits(level, true));
            QVERIFY(occ::completionFits(level, false));
        }
        // The CLI's reader refuses the mismatch, naming the level and why; nothing is read.
        const QByteArray json = tableJson([](QJsonArray &a) {
            QJsonObject o = a[1].toObject();
            QJsonObject c = o[u"completed"_s].toObject();
            c[u"necromancy"_s] = true; // B's necromancy is at level 0
            o[u"completed"_s] = c;
            a[1] = o;
        });
        std::vector<PlayerInput> players{P("kept", {1, 1, 1})};
        occ::ParseError e;
        QVERIFY(!occ::parse(json, players, e));
        QCOMPARE(e.path, u"players[1].levels.necromancy"_s);
        QCOMPARE(e.reason, occ::ParseReason::NotANumber);
        QCOMPARE(e.min, 1);
        QCOMPARE(e.max, 3);
        QVERIFY2(e.note.contains(u"completed"_s), qPrintable(e.note));
        QVERIFY(players.empty());
        // One player as a kept sheet reads it: taken as written (an older version accepted it).
        PlayerInput one;
        QVERIFY(occ::parsePlayer(QJsonDocument::fromJson(json).object()[u"players"_s].toArray().at(1),
                                 u"players[1]"_s, one, e));
        QVERIFY(one.completed[2]);
        QVERIFY(occ::completionMismatch(one, u"players[1]"_s, e));
        QVERIFY(!occ::completionMismatch(P("A", {1, 0, 0}, {true, false, false}), u"p"_s, e));
    }

    // A file of the format before the prophecies in play and the effects' points reads as it did:
    // none in play, no effect points, the same totals (OCC-SCORE-1, D-OCC-INPLAY's default).
    void olderFormatReads()
    {
        const QByteArray json = tableJson([](QJsonArray &a) {
            for (qsizetype i = 0; i < a.size(); ++i) {
                QJsonObject o = a[i].toObject();
                o.remove(u"inPlay"_s);
                o.remove(u"effects"_s);
                a[i] = o;
            }
        });
        QVERIFY(!json.contains("inPlay"));
        std::vector<PlayerInput> players;
        occ::ParseError e;
        occ::ScoreOptions options{false};
        QVERIFY2(occ::parse(json, players, e, &options), qPrintable(e.path));
        QVERIFY(options.inPlayScores);
        QCOMPARE(players[0], P("A", {3, 2, 1}, {true, false, false}, {5, 3}));
        QCOMPARE(rankingText(players, occ::score(players, options)), u"A 15 1 none (6+1+8); B 2 2 none (2+0+0)"_s);
        // The choice at the top level, and the new lines, read back.
        QJsonObject doc = QJsonDocument::fromJson(json).object();
        doc[u"inPlayScores"_s] = false;
        QJsonArray list = doc[u"players"_s].toArray();
        QJsonObject b = list[1].toObject();
        b[u"inPlay"_s] = QJsonArray{7, 2};
        b[u"effects"_s] = 4;
        list[1] = b;
        doc[u"players"_s] = list;
        QVERIFY(occ::parse(QJsonDocument(doc).toJson(), players, e, &options));
        QVERIFY(!options.inPlayScores);
        QCOMPARE(players[1], P("B", {1, 1, 0}, {}, {}, {7, 2}, 4));
        const QJsonObject out = occ::toJson(occ::score(players, options), players, options);
        QCOMPARE(out.value(u"inPlayScores"_s).toBool(true), false);
        QCOMPARE(out.value(u"ranking"_s).toArray().at(1).toObject().value(u"effectPoints"_s).toInt(), 4);
        QCOMPARE(out.value(u"ranking"_s).toArray().at(1).toObject().value(u"inPlayPoints"_s).toInt(), 0);
        QCOMPARE(out.value(u"ranking"_s).toArray().at(1).toObject().value(u"score"_s).toInt(), 6);
    }

    void emptiesToEnd()
    {
        // OCC-END-1: the final round comes after the deck was emptied twice (2 players), three times (3).
        QCOMPARE(occ::emptiesToEnd(2), 2);
        QCOMPARE(occ::emptiesToEnd(3), 3);
    }

    void finalRound_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("first");
        QTest::addColumn<QList<int>>("empties");
        QTest::addColumn<QString>("seats");   // who finishes the final round, in turn order
        QTest::addColumn<QString>("phaseNow"); // before any final-round turn is finished

        QTest::newRow("OCC-END-1 2 players, once: still counting") << 2 << 0 << QList<int>{1} << u""_s << u"counting"_s;
        QTest::newRow("OCC-END-1 2 players, twice on the first player's turn: the second plays too")
                << 2 << 0 << QList<int>{1, 0} << u"0,1"_s << u"finalRound"_s;
        QTest::newRow("OCC-END-1 2 players, twice on the second player's turn: the round ends with it")
                << 2 << 0 << QList<int>{0, 1} << u"1"_s << u"finalRound"_s;
        QTest::newRow("OCC-END-1 3 players, twice: still counting") << 3 << 0 << QList<int>{0, 2} << u""_s << u"counting"_s;
        QTest::newRow("OCC-END-1 3 players, three times on seat 1, first seat 0")
                << 3 << 0 << QList<int>{0, 2, 1} << u"1,2"_s << u"finalRound"_s;
        QTest::newRow("OCC-END-1 3 players, first seat 2: seat 0 plays, seat 1 ends the round")
                << 3 << 2 << QList<int>{1, 1, 0} << u"0,1"_s << u"finalRound"_s;
        QTest::newRow("OCC-END-1 3 players, triggered by the first player: everyone plays")
                << 3 << 1 << QList<int>{2, 0, 1} << u"1,2,0"_s << u"finalRound"_s;
        QTest::newRow("OCC-END-1 an emptying in the final round does not move it")
                << 2 << 0 << QList<int>{1, 0, 1} << u"0,1"_s << u"finalRound"_s;
    }

    void finalRound()
    {
        QFETCH(int, players);
        QFETCH(int, first);
        QFETCH(QList<int>, empties);
        QFETCH(QString, seats);
        QFETCH(QString, phaseNow);
        occ::DeckCycle d;
        QCOMPARE(occ::setPlayers(d, players), occ::DeckError::None);
        QCOMPARE(occ::setFirstSeat(d, first), occ::DeckError::None);
        for (int s : empties)
            QCOMPARE(occ::recordEmptied(d, s), occ::DeckError::None);
        QCOMPARE(seatsText(occ::finalRoundSeats(d)), seats);
        QCOMPARE(QLatin1StringView(occ::deckPhaseKey(occ::phaseOf(d))), phaseNow);
        if (seats.isEmpty()) {
            QCOMPARE(occ::recordTurnFinished(d), occ::DeckError::NotFinalRound);
            QCOMPARE(d.turnsFinished, 0);
            return;
        }
        // Each finished turn takes a seat off the list; after the last the round is finished.
        const int turns = int(occ::finalRoundSeats(d).size());
        for (int t = 0; t < turns; ++t) {
            QCOMPARE(occ::turnsLeft(d).size(), std::size_t(turns - t));
            QCOMPARE(occ::phaseOf(d), occ::DeckPhase::FinalRound);
            QCOMPARE(occ::recordTurnFinished(d), occ::DeckError::None);
        }
        QCOMPARE(occ::phaseOf(d), occ::DeckPhase::Finished);
        QVERIFY(occ::turnsLeft(d).empty());
        // Nothing more to count once the round is finished; nothing changes.
        const occ::DeckCycle done = d;
        QCOMPARE(occ::recordTurnFinished(d), occ::DeckError::AlreadyFinished);
        QCOMPARE(occ::recordEmptied(d, 0), occ::DeckError::AlreadyFinished);
        QCOMPARE(d, done);
    }

    void deckRefusals()
    {
        occ::DeckCycle d;
        QCOMPARE(occ::recordEmptied(d, 2), occ::DeckError::NoSuchSeat); // 2 players: seats 0 and 1
        QCOMPARE(occ::recordEmptied(d, -1), occ::DeckError::NoSuchSeat);
        QCOMPARE(occ::setFirstSeat(d, 5), occ::DeckError::NoSuchSeat);
        QCOMPARE(occ::setPlayers(d, 4), occ::DeckError::PlayerCount);
        QCOMPARE(occ::setPlayers(d, 1), occ::DeckError::PlayerCount);
        QVERIFY(d.empties.empty());
        QCOMPARE(occ::setPlayers(d, 3), occ::DeckError::None);
        QCOMPARE(occ::recordEmptied(d, 2), occ::DeckError::None);
        QCOMPARE(occ::setFirstSeat(d, 2), occ::DeckError::None);
        // The third player's emptying is on record: the table cannot lose that seat.
        QCOMPARE(occ::setPlayers(d, 2), occ::DeckError::SeatInUse);
        QCOMPARE(d.players, 3);
        // OCC-END-1 counted against the new count: 2 emptyings end a 2-player game, not a 3-player one.
        occ::DeckCycle e;
        QCOMPARE(occ::setPlayers(e, 3), occ::DeckError::None);
        QCOMPARE(occ::recordEmptied(e, 0), occ::DeckError::None);
        QCOMPARE(occ::recordEmptied(e, 1), occ::DeckError::None);
        QCOMPARE(occ::phaseOf(e), occ::DeckPhase::Counting);
        QCOMPARE(occ::setPlayers(e, 2), occ::DeckError::None);
        QCOMPARE(occ::phaseOf(e), occ::DeckPhase::FinalRound);
        QCOMPARE(occ::triggerSeat(e), 1);
    }

    void deckJsonRoundTrip()
    {
        occ::DeckCycle d;
        QCOMPARE(occ::setPlayers(d, 3), occ::DeckError::None);
        QCOMPARE(occ::setFirstSeat(d, 1), occ::DeckError::None);
        for (int s : {0, 2, 2})
            QCOMPARE(occ::recordEmptied(d, s), occ::DeckError::None);
        QCOMPARE(occ::recordTurnFinished(d), occ::DeckError::None);
        occ::DeckCycle back;
        occ::ParseError e;
        QVERIFY(occ::parseDeck(occ::toJson(d), u"deck"_s, back, e));
        QCOMPARE(back, d);
        // A seat beyond the players is refused with its path.
        QJsonObject bad = occ::toJson(d);
        bad[u"empties"_s] = QJsonArray{0, 3};
        QVERIFY(!occ::parseDeck(bad, u"deck"_s, back, e));
        QCOMPARE(e.path, u"deck.empties[1]"_s);
        QCOMPARE(e.reason, occ::ParseReason::NotANumber);
        QCOMPARE(back, d);
    }

    void jsonRoundTrip()
    {
        std::vector<PlayerInput> players;
        occ::ParseError e;
        QVERIFY2(occ::parse(tableJson(), players, e), qPrintable(e.path));
        QCOMPARE(players.size(), std::size_t(2));
        QCOMPARE(players[0], P("A", {3, 2, 1}, {true, false, false}, {5, 3}));
        QCOMPARE(players[1], P("B", {1, 1, 0}));
        const QJsonObject out = occ::toJson(occ::score(players), players);
        QCOMPARE(out.value(u"ranking"_s).toArray().at(0).toObject(),
                 (QJsonObject{{u"name"_s, u"A"_s}, {u"score"_s, 15}, {u"place"_s, 1}, {u"tiebreak"_s, u"none"_s},
                              {u"masteryLevel"_s, 6}, {u"completedMasteries"_s, 1}, {u"prophecyPoints"_s, 8},
                              {u"inPlayPoints"_s, 0}, {u"effectPoints"_s, 0}}));
        QCOMPARE(out.value(u"inPlayScores"_s).toBool(false), true);
        // The new lines round-trip.
        const PlayerInput full = P("C", {1, 2, 3}, {false, true, true}, {4}, {6, 0, 2}, 5);
        PlayerInput back;
        QVERIFY(occ::parsePlayer(occ::toJson(full), u"p"_s, back, e));
        QCOMPARE(back, full);
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("reason");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<int>("max");

        auto player = [](const std::function<QJsonObject(QJsonObject)> &f) {
            return tableJson([&](QJsonArray &a) { a[0] = f(a[0].toObject()); });
        };
        auto inObject = [&](const QString &key, const std::function<QJsonObject(QJsonObject)> &f) {
            return player([=](QJsonObject o) { return edited(o, key, f(o.value(key).toObject())); });
        };
        QTest::newRow("not JSON") << QByteArray("{\"players\":[") << u"top level"_s << u"notJson"_s << u""_s << 0;
        QTest::newRow("a list at the top") << QByteArray("[]") << u"top level"_s << u"notObject"_s << u""_s << 0;
        QTest::newRow("extra top-level key") << QByteArray("{\"players\":[],\"round\":3}") << u"top level"_s
                                             << u"unknownKey"_s << u"round"_s << 0;
        QTest::newRow("one player") << tableJson([](QJsonArray &a) { a.removeLast(); }) << u"players"_s
                                    << u"playerCount"_s << u""_s << 3;
        QTest::newRow("four players") << tableJson([](QJsonArray &a) {
            for (const char *n : {"C", "D"})
                a.append(edited(a[1].toObject(), u"name"_s, QString::fromLatin1(n)));
        }) << u"players"_s << u"playerCount"_s << u""_s << 3;
        QTest::newRow("unknown player key") << player([](QJsonObject o) { return edited(o, u"bones"_s, 2); })
                                            << u"players[0]"_s << u"unknownKey"_s << u"bones"_s << 0;
        QTest::newRow("missing prophecies") << player([](QJsonObject o) { return edited(o, u"prophecies"_s, kRemove); })
                                            << u"players[0]"_s << u"missingKey"_s << u"prophecies"_s << 0;
        QTest::newRow("level 4") << inObject(u"levels"_s, [](QJsonObject l) { return edited(l, u"demonology"_s, 4); })
                                 << u"players[0].levels.demonology"_s << u"notANumber"_s << u""_s << 3;
        QTest::newRow("level 1.5") << inObject(u"levels"_s, [](QJsonObject l) { return edited(l, u"necromancy"_s, 1.5); })
                                   << u"players[0].levels.necromancy"_s << u"notANumber"_s << u""_s << 3;
        QTest::newRow("level as text") << inObject(u"levels"_s, [](QJsonObject l) { return edited(l, u"bloodMagic"_s, u"2"_s); })
                                       << u"players[0].levels.bloodMagic"_s << u"notANumber"_s << u""_s << 3;
        QTest::newRow("unknown mastery") << inObject(u"levels"_s, [](QJsonObject l) { return edited(l, u"alchemy"_s, 1); })
                                         << u"players[0].levels"_s << u"unknownKey"_s << u"alchemy"_s << 0;
        QTest::newRow("completed missing a mastery")
                << inObject(u"completed"_s, [](QJsonObject c) { return edited(c, u"necromancy"_s, kRemove); })
                << u"players[0].completed"_s << u"missingKey"_s << u"necromancy"_s << 0;
        QTest::newRow("completed as 1") << inObject(u"completed"_s, [](QJsonObject c) { return edited(c, u"demonology"_s, 1); })
                                        << u"players[0].completed.demonology"_s << u"notABool"_s << u""_s << 0;
        QTest::newRow("prophecy 100") << player([](QJsonObject o) { return edited(o, u"prophecies"_s, QJsonArray{4, 100}); })
                                      << u"players[0].prophecies[1]"_s << u"notANumber"_s << u""_s << 99;
        QTest::newRow("negative prophecy") << player([](QJsonObject o) { return edited(o, u"prophecies"_s, QJsonArray{-2}); })
                                           << u"players[0].prophecies[0]"_s << u"notANumber"_s << u""_s << 99;
        QTest::newRow("prophecies not a list") << player([](QJsonObject o) { return edited(o, u"prophecies"_s, 8); })
                                               << u"players[0].prophecies"_s << u"notList"_s << u""_s << 0;
        QJsonArray many;
        for (int i = 0; i < 21; ++i)
            many.append(1);
        QTest::newRow("21 prophecies") << player([=](QJsonObject o) { return edited(o, u"prophecies"_s, many); })
                                       << u"players[0].prophecies"_s << u"tooMany"_s << u""_s << 20;
        QTest::newRow("four prophecies in play (D-OCC-INPLAY: at most 3)")
                << player([](QJsonObject o) { return edited(o, u"inPlay"_s, QJsonArray{1, 2, 3, 4}); })
                << u"players[0].inPlay"_s << u"tooMany"_s << u""_s << 3;
        QTest::newRow("prophecy in play 100") << player([](QJsonObject o) { return edited(o, u"inPlay"_s, QJsonArray{100}); })
                                              << u"players[0].inPlay[0]"_s << u"notANumber"_s << u""_s << 99;
        QTest::newRow("inPlay not a list") << player([](QJsonObject o) { return edited(o, u"inPlay"_s, 3); })
                                           << u"players[0].inPlay"_s << u"notList"_s << u""_s << 0;
        QTest::newRow("effects 100") << player([](QJsonObject o) { return edited(o, u"effects"_s, 100); })
                                     << u"players[0].effects"_s << u"notANumber"_s << u""_s << 99;
        QTest::newRow("negative effects") << player([](QJsonObject o) { return edited(o, u"effects"_s, -1); })
                                          << u"players[0].effects"_s << u"notANumber"_s << u""_s << 99;
        QTest::newRow("inPlayScores as text") << QByteArray("{\"players\":[],\"inPlayScores\":\"yes\"}")
                                              << u"inPlayScores"_s << u"notABool"_s << u""_s << 0;
        QTest::newRow("empty name") << player([](QJsonObject o) { return edited(o, u"name"_s, u"  "_s); })
                                    << u"players[0].name"_s << u"emptyName"_s << u""_s << 0;
        QTest::newRow("same name") << player([](QJsonObject o) { return edited(o, u"name"_s, u"B"_s); })
                                   << u"players[1].name"_s << u"duplicateName"_s << u"B"_s << 0;
    }

    void refusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, reason);
        QFETCH(QString, detail);
        QFETCH(int, max);
        std::vector<PlayerInput> players{P("kept", {1, 1, 1})};
        occ::ParseError e;
        QVERIFY(!occ::parse(json, players, e));
        QCOMPARE(e.path, path);
        QCOMPARE(QLatin1StringView(occ::parseReasonKey(e.reason)), reason);
        if (e.reason != occ::ParseReason::NotJson)
            QCOMPARE(e.detail, detail);
        QCOMPARE(e.max, max);
        QVERIFY(players.empty()); // nothing half-read
    }
};

QTEST_MAIN(TestOccult)
#include "tst_occult.moc"
