#include "riphistory.h"
#include "riprounds.h"
#include "ripsessiontr.h"
#include "riptext.h"

#include "historystore.h"
#include "model/restinpeace/game.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

void RipHistory::setStore(HistoryStore *store)
{
    m_store = store;
}

HistoryStore *RipHistory::store() const
{
    return m_store.data();
}

void RipHistory::reset()
{
    m_recorded.forget();
}

QString RipHistory::gameKey(const rip::Game &game)
{
    const rip::Setup &s = game.setup();
    const QStringList parts{QString::fromLatin1(rip::kGameId), QString::number(s.seed),
                            s.mode == rip::Mode::Table ? u"table"_s : u"digital"_s, QString::number(int(s.learning)),
                            QString::number(s.maxLevel), QString::number(s.starter), QString::number(s.rules),
                            game.names().join(u'\x1f')};
    return QString::fromLatin1(
            QCryptographicHash::hash(parts.join(u'\x1e').toUtf8(), QCryptographicHash::Sha256).toHex().left(32));
}

QString RipHistory::follow(const rip::Game &game, qint64 playedMs)
{
    const rip::GameState &s = game.state();
    if (!s.isTerminal()) {
        // The end was undone: the game is not over, so its record leaves the history; the game's next
        // end writes the record of that one.
        m_recorded.takeBack(store());
        return {};
    }
    // Older versions named a game by its whole save, so each end after an undo was another game.
    const QString former =
            QString::fromLatin1(QCryptographicHash::hash(game.toJson(), QCryptographicHash::Sha256).toHex().left(32));
    if (m_recorded.isRecorded() && former == m_recorded.former())
        return {}; // this end is recorded
    const QString key = gameKey(game);
    GameRecord g;
    g.game = QString::fromLatin1(rip::kGameId);
    g.source = game.setup().mode == rip::Mode::Digital ? u"digital"_s : u"table"_s;
    g.ruleset = game.setup().learning ? u"learning"_s : u"standard"_s;
    g.gameKey = key;
    g.playedAt = QDateTime::currentDateTimeUtc();
    g.rounds = s.round;
    g.durationSeconds = playedMs / 1000;
    for (int p = 0; p < rip::kSeats; ++p) {
        const rip::PlayerState &pl = s.player[std::size_t(p)];
        PlayerRecord r;
        r.name = game.names().value(p);
        r.score = pl.manors + pl.castles;
        r.place = s.gameWinner < 0 || s.gameWinner == p ? 1 : 2;
        r.details = QJsonObject{{u"manors"_s, int(pl.manors)}, {u"castles"_s, int(pl.castles)}};
        g.players.push_back(r);
    }
    const auto done = ripRoundOutcomes(game);
    QJsonArray rounds;
    for (int r = 0; r < rip::kRounds; ++r)
        rounds.append(QJsonObject{{u"round"_s, r + 1},
                                  {u"winner"_s, done[std::size_t(r)].winner},
                                  {u"manors"_s, done[std::size_t(r)].manors},
                                  {u"castles"_s, done[std::size_t(r)].castles}});
    g.details = QJsonObject{{u"end"_s, QString::fromLatin1(RipText::endReasonKey(s.endReason))},
                            {u"winnerSeat"_s, int(s.gameWinner)},
                            {u"mansions"_s, rounds}};
    QString error = HistoryStore::noHistoryText();
    HistoryStore *h = store();
    const qint64 id = h ? h->recordFinished(g, {former}, nullptr, &error) : -1;
    if (id < 0)
        return RipSessionTr::tr("The game could not be added to the history: %1").arg(error);
    m_recorded.remember(id, key, former);
    return {};
}
