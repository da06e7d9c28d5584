// A finished game of the engine as the history keeps it, and its recording (the app's part of
// mournershistory.h).
#include "mournershistory.h"

#include "historystore.h"
#include "model/mourners/game.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

GameRecord MournersHistory::fromGame(const mc::Game &game, qint64 durationSeconds)
{
    GameRecord r;
    const mc::GameState &end = game.state();
    r.playedAt = QDateTime::currentDateTimeUtc();
    r.playedAt.setTime(QTime(r.playedAt.time().hour(), r.playedAt.time().minute(), r.playedAt.time().second()));
    r.source = end.mode == mc::Mode::Table ? u"table"_s : u"digital"_s;
    r.ruleset = end.rules().id;
    r.rounds = end.round;
    // The time played, as the app kept it in the game's save (across restarts), unless given.
    const double played = game.meta().value(u"playedSeconds"_s).toDouble(-1);
    r.durationSeconds = durationSeconds >= 0 ? durationSeconds : played >= 0 && played < 1e9 ? qint64(played) : -1;

    r.gameKey = gameKeyOf(game, false);

    std::vector<QString> names;
    for (const mc::Seat &seat : game.seats())
        names.push_back(seat.name);
    const auto inputs = mc::scoreInputs(end, names);
    for (int p = 0; p < end.players; ++p) {
        const auto &in = inputs[std::size_t(p)];
        const auto &pl = end.player[std::size_t(p)];
        PlayerRecord rec = fromScore(in);
        // The seat's colour as the game drew it: the one chosen in the wizard, else the seat's default.
        rec.color = std::size_t(p) < game.seats().size() ? game.seats()[std::size_t(p)].color : QString();
        rec.color = rec.colorAt(p);
        setFaction(rec, pl.declared >= 0 ? QString::fromLatin1(mc::factionKey(pl.declared)) : QString());
        if (pl.motive >= 0 && std::size_t(pl.motive) < end.rules().motives.size())
            setMotive(rec, end.rules().motives[std::size_t(pl.motive)].name);
        r.players.push_back(rec);
    }

    // The table at the end of every round: the last state before the round number changes. The
    // recorded actions are replayed once from the start (they were all legal when played).
    QJsonArray rounds;
    auto snapshot = [&rounds](const mc::GameState &s) {
        if (s.round < 1)
            return;
        QJsonArray scores, etherea;
        for (int p = 0; p < s.players; ++p) {
            scores.append(s.scoreOf(p));
            etherea.append(s.player[std::size_t(p)].etherea);
        }
        rounds.append(QJsonObject{{u"round"_s, s.round},   {u"suspicion"_s, s.suspicion},
                                  {u"threat"_s, s.threat}, {u"scores"_s, scores},
                                  {u"etherea"_s, etherea}});
    };
    mc::GameState s = game.stateBefore(0);
    for (const mc::Action &action : game.actions()) {
        mc::GameState next = s;
        next.applyUnchecked(action);
        if (next.round != s.round)
            snapshot(s);
        s = std::move(next);
    }
    snapshot(s);
    if (!rounds.isEmpty())
        r.roundData = QJsonObject{{u"suspicionMax"_s, end.rules().suspicionMax},
                                  {u"threatMax"_s, end.rules().threatMax},
                                  {u"rounds"_s, rounds}};
    r.rankPlayers();
    r.computeUid();
    return r;
}

qint64 MournersHistory::record(HistoryStore &store, const mc::Game &game, qint64 durationSeconds, bool *alreadyThere,
                               bool *updated)
{
    GameRecord record = fromGame(game, durationSeconds);
    record.rankPlayers();
    HistoryStore::Recorded how = HistoryStore::Recorded::Failed;
    // Recorded by an older version: under the key with every action.
    const qint64 id = store.recordFinished(record, {gameKeyOf(game, true)}, &how);
    if (alreadyThere)
        *alreadyThere = how == HistoryStore::Recorded::AlreadyThere;
    if (updated)
        *updated = how == HistoryStore::Recorded::Updated;
    return id;
}
