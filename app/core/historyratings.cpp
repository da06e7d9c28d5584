// The history's ratings per game of the shelf (ratings.h, docs/ratings.md) as the Charts page and the
// command line read them.
#include "historystore_p.h"
#include "ratings.h"

using namespace Qt::StringLiterals;
using namespace historystoreinternal;

QVariantList HistoryStore::standings(const QString &game) const
{
    const ratings::Table table = ratings::compute(records(), game);
    QVariantList out;
    for (const ratings::Standing &s : table.players)
        out.append(QVariantMap{{u"rank"_s, s.rank},
                               {u"name"_s, s.name},
                               {u"rating"_s, s.rating.ordinal()},
                               {u"mu"_s, s.rating.mu},
                               {u"sigma"_s, s.rating.sigma},
                               {u"games"_s, s.games},
                               {u"wins"_s, s.wins}});
    return out;
}

QVariantMap HistoryStore::ratingTimeline(const QString &game, int maxPlayers) const
{
    const std::vector<GameRecord> all = records();
    const ratings::Table table = ratings::compute(all, game);
    // The best of the standings, so that a long history stays a readable chart.
    const std::size_t shown = std::min(table.players.size(), std::size_t(std::max(0, maxPlayers)));
    QVariantList series;
    // The axis holds every line and the start (0: a new player's rating).
    double low = 0.0;
    double high = 0.0;
    for (std::size_t i = 0; i < shown; ++i) {
        const ratings::Standing &s = table.players[i];
        QVariantList points;
        for (const ratings::Point &pt : s.history) {
            const double y = pt.after.ordinal();
            low = std::min(low, y);
            high = std::max(high, y);
            points.append(QVariantMap{{u"x"_s, pt.game}, {u"y"_s, y}});
        }
        series.append(QVariantMap{{u"name"_s, s.name}, {u"points"_s, points}});
    }
    // The dates as the list shows them (a day only for the calculator's games).
    QStringList dates;
    for (const std::size_t index : table.rated)
        dates << dateText(all[index]);
    return {{u"series"_s, series},
            {u"games"_s, int(table.rated.size())},
            {u"dates"_s, dates},
            {u"minRating"_s, low},
            {u"maxRating"_s, high}};
}
