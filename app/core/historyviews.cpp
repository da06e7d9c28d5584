// What the History pages show of the store: one game's detail, statistics and charts.
#include "historystore_p.h"

using namespace Qt::StringLiterals;
using namespace historystoreinternal;

QVariantMap HistoryStore::gameDetail(qint64 id) const
{
    const std::optional<GameRecord> found = record(id);
    if (!found)
        return {};
    const GameRecord &g = *found;
    QVariantMap m;
    m[u"id"_s] = g.id;
    m[u"dateText"_s] = dateText(g);
    m[u"source"_s] = g.source;
    m[u"sourceName"_s] = HistoryFiles::sourceName(g.source);
    m[u"ruleset"_s] = g.ruleset;
    m[u"rulesetName"_s] = HistoryFiles::rulesetName(g.ruleset);
    m[u"rounds"_s] = g.rounds;
    m[u"durationMinutes"_s] = g.durationSeconds >= 0 ? QVariant(int((g.durationSeconds + 30) / 60)) : QVariant();
    m[u"notes"_s] = g.notes;
    m[u"winner"_s] = winnerText(g);
    m[u"shelfGame"_s] = g.game;
    {
        const shelf::GameEntry *entry = shelf::findGame(g.game);
        m[u"gameTitle"_s] = entry ? QCoreApplication::translate("Shelf", entry->title) : g.game;
    }
    m[u"details"_s] = g.details.toVariantMap();
    const shelf::GameModule *module = shelf::findGame(g.game);
    QVariantList players;
    for (int i : g.placeOrder()) {
        const PlayerRecord &p = g.players[std::size_t(i)];
        QVariantMap player = module && module->history.playerDetail ? module->history.playerDetail(p) : QVariantMap();
        player.insert(QVariantMap{{u"name"_s, p.name},
                                  {u"seat"_s, i},
                                  {u"color"_s, p.colorAt(i)},
                                  {u"score"_s, p.score},
                                  {u"place"_s, p.place},
                                  {u"tiebreak"_s, p.tiebreak},
                                  {u"values"_s, HistoryFiles::shownDetails(g, p)}});
        players.append(player);
    }
    m[u"players"_s] = players;
    const bool breakdown = module && module->history.breakdown;
    m[u"breakdown"_s] = breakdown;
    // The table's rows ({key, label, big, wraps}; each player's value under its key, or under
    // values[key] for another game's own numbers): the module's for a breakdown, else the place, one
    // row per key any player has (detailRows) and the score.
    const auto row = [](const QString &key, const QString &label, bool big = false, bool wraps = false) {
        return QVariantMap{{u"key"_s, key}, {u"label"_s, label}, {u"big"_s, big}, {u"wraps"_s, wraps}};
    };
    QVariantList tableRows;
    if (breakdown) {
        for (const shelf::RecordRow &r : module->history.rows)
            tableRows.append(row(QString::fromLatin1(r.key), r.label.tr(), r.big, r.wraps));
    } else {
        const QStringList keys = HistoryFiles::detailKeys(g);
        QVariantList rows;
        for (const QString &k : std::as_const(keys))
            rows.append(row(k, HistoryFiles::detailLabel(g.game, k)));
        m[u"detailRows"_s] = rows;
        //: Row of another game's table: the place in the ranking (a noun).
        const QString place = QCoreApplication::translate("HistoryDetailPage", "Place");
        //: Row of another game's table: the total score (a noun).
        const QString score = QCoreApplication::translate("HistoryDetailPage", "Score");
        tableRows = QVariantList{row(u"place"_s, place)} + rows + QVariantList{row(u"score"_s, score, true)};
    }
    m[u"rows"_s] = tableRows;
    m[u"summary"_s] = QString();
    if (breakdown)
        m[u"explanations"_s] = HistoryFiles::tieSentences(g);

    // Chart series: rounds on the x axis; one score line per player (seat order), the two meters.
    const QJsonArray rounds = g.roundData.value(u"rounds"_s).toArray();
    m[u"hasRoundData"_s] = !rounds.isEmpty();
    if (!rounds.isEmpty()) {
        QVariantList series;
        int maxScore = 0;
        for (std::size_t s = 0; s < g.players.size(); ++s) {
            QVariantList values;
            for (const QJsonValue &r : rounds) {
                const int v = r.toObject().value(u"scores"_s).toArray().at(qsizetype(s)).toInt();
                maxScore = std::max(maxScore, v);
                values.append(v);
            }
            series.append(QVariantMap{{u"name"_s, g.players[s].name},
                                      {u"color"_s, g.players[s].colorAt(int(s))},
                                      {u"values"_s, values}});
        }
        QVariantList roundNumbers;
        for (const QJsonValue &r : rounds)
            roundNumbers.append(r.toObject().value(u"round"_s).toInt());
        m[u"roundNumbers"_s] = roundNumbers;
        m[u"scoreSeries"_s] = series;
        m[u"maxScore"_s] = maxScore;
        // The game's own figures round by round (its module's round lines): {name, values, lightColor,
        // darkColor}, all drawn up to roundLinesMax.
        if (module && !module->history.roundLines.empty()) {
            QVariantList lines;
            int top = 0;
            for (const shelf::RoundLine &line : module->history.roundLines) {
                QVariantList values;
                for (const QJsonValue &r : rounds)
                    values.append(r.toObject().value(QLatin1StringView(line.key)).toInt());
                top = std::max(top, g.roundData.value(QLatin1StringView(line.maxKey)).toInt(line.defaultMax));
                lines.append(QVariantMap{{u"key"_s, QString::fromLatin1(line.key)},
                                         {u"name"_s, line.label.tr()},
                                         {u"values"_s, values},
                                         {u"lightColor"_s, QString::fromLatin1(line.lightColor)},
                                         {u"darkColor"_s, QString::fromLatin1(line.darkColor)}});
            }
            m[u"roundLines"_s] = lines;
            m[u"roundLinesMax"_s] = top;
            m[u"roundLinesTitle"_s] = module->history.roundLinesTitle.tr();
        }
    }
    // The game's own line about the whole game (how it was won), in its module's words.
    if (module && module->history.summary)
        m[u"summary"_s] = module->history.summary(m);
    return m;
}

namespace {

struct Tally {
    int games = 0;
    int wins = 0;
    int total = 0;
};

QVariantList statsList(const std::map<QString, Tally> &tallies, const QString &keyName,
                       const std::function<QString(const QString &)> &label)
{
    std::vector<std::pair<QString, Tally>> sorted(tallies.begin(), tallies.end());
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto &a, const auto &b) {
        if (a.second.wins != b.second.wins)
            return a.second.wins > b.second.wins;
        return double(a.second.total) / a.second.games > double(b.second.total) / b.second.games;
    });
    QVariantList out;
    for (const auto &[key, t] : sorted)
        out.append(QVariantMap{{keyName, key},
                               {u"name"_s, label(key)},
                               {u"games"_s, t.games},
                               {u"wins"_s, t.wins},
                               // The share of the games played that were won, in whole percent.
                               {u"winRate"_s, int(std::lround(100.0 * t.wins / t.games))},
                               {u"averageScore"_s, std::round(10.0 * t.total / t.games) / 10.0}});
    return out;
}

} // namespace

QVariantList HistoryStore::playerStats(const QString &game) const
{
    std::map<QString, Tally> tallies;
    std::map<QString, QString> lastColor; // the colour of each player's seat in their latest game
    for (const GameRecord &g : records()) { // newest first
        if (!game.isEmpty() && g.game != game)
            continue; // scores of different games are not added up
        for (std::size_t seat = 0; seat < g.players.size(); ++seat) {
            const PlayerRecord &p = g.players[seat];
            Tally &t = tallies[p.name];
            ++t.games;
            t.wins += p.place == 1 ? 1 : 0;
            t.total += p.score;
            lastColor.try_emplace(p.name, p.colorAt(int(seat)));
        }
    }
    QVariantList out = statsList(tallies, u"player"_s, [](const QString &k) { return k; });
    // Each player in the colour of their seat in their latest game; a player whose colour an earlier
    // one of the list already has takes the first colour of the wizard's palette nobody has.
    static const QStringList palette = {u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s, u"#ef6c00"_s,
                                        u"#6a1b9a"_s, u"#00838f"_s, u"#5d4037"_s, u"#ad1457"_s};
    QStringList taken;
    for (QVariant &v : out) {
        QVariantMap m = v.toMap();
        QString color = lastColor[m.value(u"name"_s).toString()];
        if (taken.contains(color, Qt::CaseInsensitive)) {
            for (const QString &c : palette)
                if (!taken.contains(c, Qt::CaseInsensitive)) {
                    color = c;
                    break;
                }
        }
        taken << color;
        m[u"color"_s] = color;
        v = m;
    }
    return out;
}

QVariantList HistoryStore::categoryStats(const QString &game, const QString &key) const
{
    std::map<QString, Tally> tallies;
    const shelf::RecordCategory *named = nullptr;
    for (const GameRecord &g : records()) {
        if (!game.isEmpty() && g.game != game)
            continue;
        const shelf::GameModule *module = shelf::findGame(g.game);
        if (!module)
            continue;
        const auto &categories = module->history.categories;
        const auto category = std::find_if(categories.begin(), categories.end(),
                                           [&](const shelf::RecordCategory &c) { return key == QLatin1StringView(c.key); });
        if (category == categories.end())
            continue;
        named = &*category;
        for (const PlayerRecord &p : g.players) {
            const QString value = category->valueOf(p);
            if (value.isEmpty())
                continue;
            Tally &t = tallies[value];
            ++t.games;
            t.wins += p.place == 1 ? 1 : 0;
            t.total += p.score;
        }
    }
    const auto nameOf = named ? named->nameOf : nullptr;
    return statsList(tallies, key, [nameOf](const QString &v) { return nameOf ? nameOf(v) : v; });
}

QVariantMap HistoryStore::scoreTimeline(const QString &game, int maxPlayers) const
{
    // Oldest first: the x axis is the game's number in time (1, 2, 3 ...), its date a label.
    std::vector<GameRecord> games = records();
    std::erase_if(games, [&](const GameRecord &g) { return !game.isEmpty() && g.game != game; });
    std::reverse(games.begin(), games.end());
    std::map<QString, int> played;
    for (const GameRecord &g : games)
        for (const PlayerRecord &p : g.players)
            ++played[p.name];
    // The players who played most (ties by name), so that a long history stays a readable chart.
    std::vector<std::pair<QString, int>> order(played.begin(), played.end());
    std::stable_sort(order.begin(), order.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    if (int(order.size()) > maxPlayers)
        order.resize(std::size_t(std::max(0, maxPlayers)));
    QVariantList series;
    int top = 0;
    for (const auto &[name, count] : order) {
        QVariantList points;
        for (std::size_t i = 0; i < games.size(); ++i)
            for (const PlayerRecord &p : games[i].players)
                if (p.name == name) {
                    points.append(QVariantMap{{u"x"_s, int(i) + 1}, {u"y"_s, p.score}});
                    top = std::max(top, p.score);
                }
        series.append(QVariantMap{{u"name"_s, name}, {u"points"_s, points}});
    }
    QStringList dates;
    for (const GameRecord &g : games)
        dates << dateText(g);
    return {{u"series"_s, series}, {u"games"_s, int(games.size())}, {u"dates"_s, dates}, {u"maxScore"_s, top}};
}

QStringList HistoryStore::gamesInHistory() const
{
    QStringList ids;
    for (const shelf::GameEntry &e : shelf::games())
        for (const GameRecord &g : records())
            if (g.game == QLatin1StringView(e.id)) {
                ids << g.game;
                break;
            }
    return ids;
}

