// Ratings per game (app/core/ratings.h, docs/ratings.md): the Weng–Lin Plackett–Luce update against
// numbers worked out by hand and published by OpenSkill, ties, the fixed order of the games, and the
// store's standings and rating timeline over seeded games.

#include "historystore.h"
#include "ratings.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace Qt::StringLiterals;

namespace {

/// A finished game of `game`: `names` with their places (1 = first), on 2025-03-`day` at `hour`.
GameRecord played(const QString &game, const std::vector<std::pair<QString, int>> &names, int day, int hour = 20)
{
    GameRecord g;
    g.game = game;
    g.source = u"table"_s;
    g.playedAt = QDateTime(QDate(2025, 3, day), QTime(hour, 0), Qt::UTC);
    for (const auto &[name, place] : names) {
        PlayerRecord p;
        p.name = name;
        p.place = place;
        p.score = 10 - place;
        g.players.push_back(p);
    }
    g.computeUid();
    return g;
}

const ratings::Standing *find(const ratings::Table &t, const QString &name)
{
    for (const ratings::Standing &s : t.players)
        if (s.name == name)
            return &s;
    return nullptr;
}

constexpr double kTight = 1e-9;

} // namespace

class TestRatings : public QObject
{
    Q_OBJECT

private slots:
    // Two new players (mu 25, sigma 25/3, beta 25/6), the first wins.
    //   c² = 2·(sigma² + beta²) = 2·(69.444 + 17.361) = 173.61, c = 13.176; both strengths e^(25/c) are
    //   equal, so in the race of place 1 each has the share 1/2 (sumQ = 2e), in that of place 2 the
    //   loser alone has 1.
    //   winner: omega = (1 − 1/2) = 1/2, delta = 1/2·1/2 = 1/4
    //   loser:  omega = −1/2 + (1 − 1) = −1/2, delta = 1/4 + 0
    //   mu ± 1/2·sigma²/c = 25 ± 0.5·69.444/13.176 = 25 ± 2.63523
    //   sigma·sqrt(1 − 1/4·sigma²/c²·sigma/c) = 8.3333·sqrt(1 − 0.25·0.4·0.63246) = 8.06551
    // OpenSkill's own test (openskill.py tests/models/test_plackett_luce.py, "2P FFA") gives the same:
    // 27.63523138347365 / 22.36476861652635, sigma 8.065506316323548 for both.
    void twoPlayers()
    {
        const std::vector<ratings::Rating> r = ratings::rateGame({{{}, 1}, {{}, 2}});
        QCOMPARE(r.size(), std::size_t(2));
        QVERIFY(qAbs(r[0].mu - 27.63523138347365) < kTight);
        QVERIFY(qAbs(r[1].mu - 22.36476861652635) < kTight);
        QVERIFY(qAbs(r[0].sigma - 8.065506316323548) < kTight);
        QVERIFY(qAbs(r[1].sigma - 8.065506316323548) < kTight);
        // The winner gains, the loser loses, both are surer than before.
        QVERIFY(r[0].mu > 25.0 && r[1].mu < 25.0);
        QVERIFY(r[0].sigma < 25.0 / 3.0);
    }

    // Three new players, three places: OpenSkill's "3P FFA" numbers.
    void threePlayers()
    {
        const std::vector<ratings::Rating> r = ratings::rateGame({{{}, 1}, {{}, 2}, {{}, 3}});
        QVERIFY(qAbs(r[0].mu - 27.868876552746237) < kTight);
        QVERIFY(qAbs(r[1].mu - 25.717219138186557) < kTight);
        QVERIFY(qAbs(r[2].mu - 21.413904309067206) < kTight);
        QVERIFY(qAbs(r[0].sigma - 8.204837030780652) < kTight);
        QVERIFY(qAbs(r[1].sigma - 8.057829747583874) < kTight);
        QVERIFY(qAbs(r[2].sigma - 8.057829747583874) < kTight);
    }

    // Three new players, two share the first place (places 1, 1, 3).
    //   c² = 3·86.806 = 260.42, c = 16.137; sigma²/c = 4.30331. Equal strengths: the race of place 1
    //   holds all three (share 1/3 each) and two players (a = 2); that of place 3 the last alone (share 1).
    //   first (each): omega = (1 − 1/3)/2 − (1/3)/2 = 1/6, delta = 2·(1/3·2/3)/2 = 2/9
    //   last:         omega = −(1/3)/2 − (1/3)/2 + 0 = −1/3, delta = 2/9 + 0
    //   mu: 25 + 4.30331/6 = 25.71722 (each of the tied), 25 − 4.30331/3 = 23.56556
    //   sigma: 8.3333·sqrt(1 − 2/9·(69.444/260.42)·(8.3333/16.137)) = 8.3333·sqrt(1 − 0.030604) = 8.20484
    // The tied players end equal, and each gains what the second of three gains in a game without a
    // tie (25.71722), not what its winner gains (27.86888): a shared first place is not a win over the other.
    void tieForFirst()
    {
        const std::vector<ratings::Rating> r = ratings::rateGame({{{}, 1}, {{}, 1}, {{}, 3}});
        QVERIFY(qAbs(r[0].mu - 25.717219138186557) < kTight);
        QVERIFY(qAbs(r[1].mu - 25.717219138186557) < kTight);
        QVERIFY(qAbs(r[2].mu - 23.56556172362688) < kTight);
        for (const ratings::Rating &one : r)
            QVERIFY(qAbs(one.sigma - 8.204837030780652) < kTight);
        // A tie is not a win: the tied players gain less than the winner of 1, 2, 3.
        const std::vector<ratings::Rating> ranked = ratings::rateGame({{{}, 1}, {{}, 2}, {{}, 3}});
        QVERIFY(r[0].mu < ranked[0].mu - 2.0);
        // Only the order of the places counts: 1, 1, 2 is the same game.
        const std::vector<ratings::Rating> dense = ratings::rateGame({{{}, 1}, {{}, 1}, {{}, 2}});
        QVERIFY(qAbs(dense[2].mu - r[2].mu) < kTight);
        // Two players tied: nobody moves, both are surer.
        const std::vector<ratings::Rating> draw = ratings::rateGame({{{}, 1}, {{}, 1}});
        QVERIFY(qAbs(draw[0].mu - 25.0) < kTight && qAbs(draw[1].mu - 25.0) < kTight);
        QVERIFY(draw[0].sigma < 25.0 / 3.0);
    }

    // The stronger player beating the weaker one moves them less than the upset the other way, and the
    // seats' order does not matter.
    void strengthAndSeatOrder()
    {
        const ratings::Rating strong{30.0, 4.0};
        const ratings::Rating weak{20.0, 4.0};
        const auto expected = ratings::rateGame({{strong, 1}, {weak, 2}});
        const auto upset = ratings::rateGame({{strong, 2}, {weak, 1}});
        QVERIFY(expected[0].mu > strong.mu);
        QVERIFY(upset[0].mu < strong.mu);
        QVERIFY(strong.mu - upset[0].mu > expected[0].mu - strong.mu);
        const auto swapped = ratings::rateGame({{weak, 2}, {strong, 1}});
        QVERIFY(qAbs(swapped[1].mu - expected[0].mu) < kTight);
        QVERIFY(qAbs(swapped[0].sigma - expected[1].sigma) < kTight);
    }

    // The games of one kind in time order; others apart; a game of one player or without places is
    // left out; names trimmed; wins are first places, shared ones too.
    void standingsOfOneGame()
    {
        const QString rip = u"rest-in-peace"_s;
        std::vector<GameRecord> games = {
            played(rip, {{u"Ada"_s, 1}, {u"Bo"_s, 2}, {u"Cy"_s, 3}}, 1),
            played(rip, {{u" Ada "_s, 1}, {u"Bo"_s, 1}, {u"Cy"_s, 3}}, 2), // Ada with spaces: the same Ada
            played(rip, {{u"Ada"_s, 1}}, 3),                                  // one player: not rated
            played(rip, {{u"Bo"_s, 0}, {u"Cy"_s, 0}}, 4),                   // no places: not rated
            played(u"mourners-call"_s, {{u"Cy"_s, 1}, {u"Bo"_s, 2}}, 5),    // another game
        };
        const ratings::Table t = ratings::compute(games, rip);
        QCOMPARE(t.skipped, 2);
        QCOMPARE(t.rated.size(), std::size_t(2));
        QCOMPARE(t.players.size(), std::size_t(3));
        QCOMPARE(t.players[0].name, u"Ada"_s);
        QCOMPARE(t.players[0].games, 2);
        QCOMPARE(t.players[0].wins, 2);
        QCOMPARE(t.players[1].name, u"Bo"_s);
        QCOMPARE(t.players[1].wins, 1); // the shared first place
        QCOMPARE(t.players[2].name, u"Cy"_s);
        QCOMPARE(t.players[2].wins, 0); // Mourners Call's win is another game's
        QCOMPARE(t.players[0].rank, 1);
        QCOMPARE(t.players[2].rank, 3);
        // The first game as rateGame() rates it, the second on top of it.
        const auto first = ratings::rateGame({{{}, 1}, {{}, 2}, {{}, 3}});
        const ratings::Standing *ada = find(t, u"Ada"_s);
        QCOMPARE(ada->history.size(), std::size_t(2));
        QCOMPARE(ada->history[0].game, 1);
        QVERIFY(qAbs(ada->history[0].after.mu - first[0].mu) < kTight);
        const auto second = ratings::rateGame({{first[0], 1}, {first[1], 1}, {first[2], 3}});
        QVERIFY(qAbs(ada->rating.mu - second[0].mu) < kTight);
        QVERIFY(qAbs(find(t, u"Bo"_s)->rating.sigma - second[1].sigma) < kTight);
        QVERIFY(qAbs(ada->rating.ordinal() - (second[0].mu - 3 * second[0].sigma)) < kTight);
        // Mourners Call's table knows only its own game.
        const ratings::Table mc = ratings::compute(games, u"mourners-call"_s);
        QCOMPARE(mc.players.size(), std::size_t(2));
        QCOMPARE(mc.players[0].name, u"Cy"_s);
        QCOMPARE(mc.players[0].games, 1);
    }

    // Every laptop computes the same numbers: the games in any order of insertion give the same table,
    // bit for bit (by date, then uid; two games at one time by their uid).
    void insertionOrderDoesNotMatter()
    {
        const QString g = u"mourners-call"_s;
        std::vector<GameRecord> games;
        const QStringList names = {u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Dee"_s};
        for (int i = 0; i < 12; ++i) {
            std::vector<std::pair<QString, int>> seats;
            for (int s = 0; s < 2 + i % 3; ++s)
                seats.emplace_back(names[(i + s) % 4], s == 1 && i % 4 == 0 ? 1 : s + 1);
            games.push_back(played(g, seats, 1 + i / 2, 20)); // two games at the same time each day
        }
        const ratings::Table reference = ratings::compute(games, g);
        std::mt19937 shuffle(7);
        for (int round = 0; round < 5; ++round) {
            std::shuffle(games.begin(), games.end(), shuffle);
            const ratings::Table t = ratings::compute(games, g);
            QCOMPARE(t.players.size(), reference.players.size());
            for (std::size_t i = 0; i < t.players.size(); ++i) {
                QCOMPARE(t.players[i].name, reference.players[i].name);
                QCOMPARE(t.players[i].rating.mu, reference.players[i].rating.mu); // exactly
                QCOMPARE(t.players[i].rating.sigma, reference.players[i].rating.sigma);
                QCOMPARE(t.players[i].games, reference.players[i].games);
            }
        }
        // The order matters, though: the same games rated newest first give other numbers, so the
        // fixed order above is what makes them equal.
        std::vector<ratings::Rating> forward(2), backward(2);
        for (int i = 0; i < 3; ++i) {
            const int winner = i == 2 ? 1 : 0;
            const auto r = ratings::rateGame({{forward[0], winner == 0 ? 1 : 2}, {forward[1], winner == 1 ? 1 : 2}});
            forward = r;
        }
        for (int i = 2; i >= 0; --i) {
            const int winner = i == 2 ? 1 : 0;
            const auto r = ratings::rateGame({{backward[0], winner == 0 ? 1 : 2}, {backward[1], winner == 1 ? 1 : 2}});
            backward = r;
        }
        QVERIFY(qAbs(forward[0].mu - backward[0].mu) > 1e-6);
    }

    // The store: standings() and ratingTimeline() over games stored in a history file.
    void storeStandingsAndTimeline()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY(store.available());
        const QString rip = u"rest-in-peace"_s;
        // Stored newest first on purpose.
        QVERIFY(store.addRecord(played(rip, {{u"Bo"_s, 1}, {u"Ada"_s, 2}}, 3)) > 0);
        QVERIFY(store.addRecord(played(rip, {{u"Ada"_s, 1}, {u"Bo"_s, 2}, {u"Cy"_s, 3}}, 2)) > 0);
        QVERIFY(store.addRecord(played(rip, {{u"Ada"_s, 1}, {u"Cy"_s, 2}}, 1)) > 0);
        QVERIFY(store.addRecord(played(u"mourners-call"_s, {{u"Cy"_s, 1}, {u"Bo"_s, 2}}, 4)) > 0);

        const ratings::Table expected = ratings::compute(store.records(), rip);
        const QVariantList rows = store.standings(rip);
        QCOMPARE(rows.size(), 3);
        for (int i = 0; i < rows.size(); ++i) {
            const QVariantMap row = rows.at(i).toMap();
            const ratings::Standing &s = expected.players[std::size_t(i)];
            QCOMPARE(row.value(u"rank"_s).toInt(), i + 1);
            QCOMPARE(row.value(u"name"_s).toString(), s.name);
            QCOMPARE(row.value(u"rating"_s).toDouble(), s.rating.ordinal());
            QCOMPARE(row.value(u"mu"_s).toDouble(), s.rating.mu);
            QCOMPARE(row.value(u"sigma"_s).toDouble(), s.rating.sigma);
            QCOMPARE(row.value(u"games"_s).toInt(), s.games);
            QCOMPARE(row.value(u"wins"_s).toInt(), s.wins);
        }
        // Ada won the two oldest games, Bo beat her in the newest: Bo leads with one win, since beating the
        // strongest player teaches more than beating new ones. The numbers, worked out with the formulas
        // of twoPlayers() game after game: Bo mu 28.5512, sigma 7.7960; Ada mu 27.2258, sigma 7.7027.
        QCOMPARE(rows.at(0).toMap().value(u"name"_s).toString(), u"Bo"_s);
        QCOMPARE(rows.at(0).toMap().value(u"wins"_s).toInt(), 1);
        QVERIFY(qAbs(rows.at(0).toMap().value(u"rating"_s).toDouble() - 5.163096187480132) < 1e-9);
        QCOMPARE(rows.at(1).toMap().value(u"name"_s).toString(), u"Ada"_s);
        QCOMPARE(rows.at(1).toMap().value(u"wins"_s).toInt(), 2);
        QVERIFY(qAbs(rows.at(1).toMap().value(u"rating"_s).toDouble() - 4.117605566506889) < 1e-9);
        QVERIFY(qAbs(rows.at(2).toMap().value(u"rating"_s).toDouble() - -4.1333021496731455) < 1e-9);

        const QVariantMap timeline = store.ratingTimeline(rip);
        QCOMPARE(timeline.value(u"games"_s).toInt(), 3);
        QCOMPARE(timeline.value(u"dates"_s).toStringList().size(), 3);
        const QVariantList series = timeline.value(u"series"_s).toList();
        QCOMPARE(series.size(), 3);
        QVariantList boPoints;
        for (const QVariant &line : series)
            if (line.toMap().value(u"name"_s).toString() == u"Bo"_s)
                boPoints = line.toMap().value(u"points"_s).toList();
        // Bo played games 2 and 3 (oldest first); his last point is his rating now.
        QCOMPARE(boPoints.size(), 2);
        QCOMPARE(boPoints.at(0).toMap().value(u"x"_s).toInt(), 2);
        QCOMPARE(boPoints.at(1).toMap().value(u"x"_s).toInt(), 3);
        QCOMPARE(boPoints.at(1).toMap().value(u"y"_s).toDouble(), find(expected, u"Bo"_s)->rating.ordinal());
        // The axis holds every point.
        double low = 0, high = 0;
        for (const QVariant &line : series)
            for (const QVariant &pt : line.toMap().value(u"points"_s).toList()) {
                low = std::min(low, pt.toMap().value(u"y"_s).toDouble());
                high = std::max(high, pt.toMap().value(u"y"_s).toDouble());
            }
        QCOMPARE(timeline.value(u"minRating"_s).toDouble(), low);
        QCOMPARE(timeline.value(u"maxRating"_s).toDouble(), high);
        QVERIFY(low < 0); // a first loss of a new player
        // The best players only, as many as asked; a game without games has none.
        const QVariantList two = store.ratingTimeline(rip, 2).value(u"series"_s).toList();
        QCOMPARE(two.size(), 2);
        QCOMPARE(two.first().toMap().value(u"name"_s).toString(), u"Bo"_s);
        QVERIFY(store.standings(u"dead-mans-crown"_s).isEmpty());
        QCOMPARE(store.ratingTimeline(u"dead-mans-crown"_s).value(u"games"_s).toInt(), 0);
        QCOMPARE(store.standings(u"mourners-call"_s).size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestRatings)
#include "tst_ratings.moc"
