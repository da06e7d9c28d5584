#include "ratings.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace ratings {

std::vector<Rating> rateGame(const std::vector<Entry> &entries, const Parameters &p)
{
    const std::size_t n = entries.size();
    std::vector<Rating> out;
    out.reserve(n);
    for (const Entry &e : entries)
        out.push_back(e.rating);
    if (n < 2)
        return out;

    // The uncertainty a game adds before it is rated (none with tau 0).
    std::vector<double> sigmaSq(n);
    for (std::size_t i = 0; i < n; ++i)
        sigmaSq[i] = entries[i].rating.sigma * entries[i].rating.sigma + p.tau * p.tau;

    // c: the spread of the whole game; every skill is compared on this scale.
    double cSq = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        cSq += sigmaSq[i] + p.beta * p.beta;
    const double c = std::sqrt(cSq);

    // Plackett–Luce: the players still in the race when player q's place is decided are those placed
    // at q or below; sumQ[q] is their total strength exp(mu/c). A shared place is one step of the race
    // with a[q] players in it, so each of them counts 1/a[q] (no tied player beats another).
    std::vector<double> strength(n);
    for (std::size_t i = 0; i < n; ++i)
        strength[i] = std::exp(entries[i].rating.mu / c);
    std::vector<double> sumQ(n, 0.0);
    std::vector<int> a(n, 0);
    for (std::size_t q = 0; q < n; ++q)
        for (std::size_t i = 0; i < n; ++i) {
            if (entries[i].place >= entries[q].place)
                sumQ[q] += strength[i];
            if (entries[i].place == entries[q].place)
                ++a[q];
        }

    for (std::size_t i = 0; i < n; ++i) {
        double omega = 0.0;
        double delta = 0.0;
        for (std::size_t q = 0; q < n; ++q) {
            if (entries[q].place > entries[i].place)
                continue; // steps after i left the race
            const double share = strength[i] / sumQ[q];
            delta += share * (1.0 - share) / a[q];
            omega += (q == i ? 1.0 - share : -share) / a[q];
        }
        const double s2 = sigmaSq[i];
        omega *= s2 / c;
        // gamma = sigma/c, OpenSkill's default: the less certain a player, the more a game teaches.
        delta *= s2 / cSq * (std::sqrt(s2) / c);
        out[i].mu = entries[i].rating.mu + omega;
        out[i].sigma = std::sqrt(s2) * std::sqrt(std::max(1.0 - delta, p.kappa));
    }
    return out;
}

bool rateable(const GameRecord &g)
{
    if (g.players.size() < 2)
        return false;
    std::set<QString> names;
    for (const PlayerRecord &pl : g.players) {
        const QString name = pl.name.trimmed();
        if (name.isEmpty() || pl.place < 1 || !names.insert(name).second)
            return false;
    }
    return true;
}

Table compute(const std::vector<GameRecord> &games, const QString &game, const Parameters &p)
{
    Table table;
    table.game = game;
    // Oldest first, then by uid: the same order on every laptop, whatever order the rows were stored in.
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < games.size(); ++i)
        if (games[i].game == game)
            order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        const qint64 tx = games[x].playedAt.toMSecsSinceEpoch();
        const qint64 ty = games[y].playedAt.toMSecsSinceEpoch();
        return tx != ty ? tx < ty : games[x].uid < games[y].uid;
    });

    std::map<QString, Standing> byName;
    for (const std::size_t index : order) {
        const GameRecord *g = &games[index];
        if (!rateable(*g)) {
            ++table.skipped;
            continue;
        }
        table.rated.push_back(index);
        const int number = int(table.rated.size());
        std::vector<Entry> entries;
        std::vector<Standing *> who;
        for (const PlayerRecord &pl : g->players) {
            const QString name = pl.name.trimmed();
            auto [it, isNew] = byName.try_emplace(name);
            if (isNew) {
                it->second.name = name;
                it->second.rating = Rating{p.mu, p.sigma};
            }
            who.push_back(&it->second);
            entries.push_back(Entry{it->second.rating, pl.place});
        }
        const std::vector<Rating> after = rateGame(entries, p);
        for (std::size_t i = 0; i < who.size(); ++i) {
            Standing &s = *who[i];
            s.rating = after[i];
            ++s.games;
            s.wins += entries[i].place == 1 ? 1 : 0;
            s.history.push_back(Point{number, g->playedAt, after[i]});
        }
    }

    for (auto &[name, s] : byName)
        table.players.push_back(std::move(s));
    std::stable_sort(table.players.begin(), table.players.end(), [](const Standing &x, const Standing &y) {
        const double ox = x.rating.ordinal();
        const double oy = y.rating.ordinal();
        return ox != oy ? ox > oy : x.name < y.name;
    });
    for (std::size_t i = 0; i < table.players.size(); ++i) {
        const bool tied = i > 0 && table.players[i].rating.ordinal() == table.players[i - 1].rating.ordinal();
        table.players[i].rank = tied ? table.players[i - 1].rank : int(i) + 1;
    }
    return table;
}

} // namespace ratings
