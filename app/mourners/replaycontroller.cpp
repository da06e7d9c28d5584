#include "replaycontroller.h"
#include "problemwords.h"

#include "decisiontexts.h"
#include "eventtext.h"
#include "gamecontroller.h"
#include "model/mourners/action.h"

#include "computerplayers.h"

#include <QJsonArray>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

// The seats a computer played, from the save's seat kinds.
std::function<bool(int)> seatKindsComputer(const mc::Game &game)
{
    const QJsonArray kinds = game.meta().value(u"seatKinds"_s).toArray();
    return [kinds](int seat) {
        mc::BotKind kind;
        return seat >= 0 && seat < kinds.size() && ComputerPlayers::kindOf(kinds.at(seat).toString(), kind);
    };
}

} // namespace

ReplayController::ReplayController(QObject *parent) : QObject(parent) {}

bool ReplayController::loadFrom(GameController *controller)
{
    if (!controller || !controller->game().isValid()) {
        m_error = tr("There is no game to replay.");
        emit loaded();
        return false;
    }
    setGame(controller->game());
    return true;
}

bool ReplayController::loadFile(const QString &path)
{
    const QString file = path.startsWith(u"file:"_s) ? QUrl(path).toLocalFile() : path;
    mc::Game::LoadResult r = mc::Game::load(file);
    if (!r.ok()) {
        //: %1 file, %2 the reasons, one sentence each.
        m_error = tr("%1 could not be opened. %2").arg(file, MournersProblems::sentences(r.problems));
        emit loaded();
        return false;
    }
    setGame(r.game);
    return true;
}

void ReplayController::setGame(const mc::Game &game)
{
    m_game = game;
    m_error.clear();
    m_position = -1;
    emit loaded();
    setPosition(0);
}

void ReplayController::setPosition(int position)
{
    if (!m_game.isValid())
        return;
    position = std::clamp(position, 0, count());
    if (position == m_position)
        return;
    m_position = position;
    refresh();
    emit positionChanged();
}

void ReplayController::refresh()
{
    m_state = m_game.stateBefore(std::size_t(m_position));
    const mc::GameState &s = m_state;
    QStringList names;
    for (const auto &seat : m_game.seats())
        names << seat.name;
    // A replay shows everything: the cards dealt are named.
    const EventText text(s.rules(), names, true);
    const auto &actions = m_game.actions();
    m_nextAction = m_position < count() ? mc::actionToText(s, actions[std::size_t(m_position)]) : QString();
    m_previousAction.clear();
    if (m_position > 0) {
        const mc::GameState before = m_game.stateBefore(std::size_t(m_position - 1));
        m_previousAction = mc::actionToText(before, actions[std::size_t(m_position - 1)]);
    }
    const QString who = s.isTerminal() ? tr("game over")
                        : s.isChance() ? tr("chance draws")
                                       //: %1 a player who decides at this point of the replay.
                                       : tr("%1 decides").arg(text.seatName(s.currentSeat()));
    m_summary = (s.round > 0 ? tr("Round %1").arg(s.round) : tr("Setup")) + u" · "_s + EventText::phaseName(s.phase)
                + u" · "_s + who;
    QVariantList players;
    for (int p = 0; p < s.players; ++p) {
        const mc::PlayerState &pl = s.player[std::size_t(p)];
        QStringList hand, draft, mourners;
        for (auto c : pl.hand)
            hand << (c >= 0 ? text.courtName(c) : tr("unknown"));
        for (auto c : pl.draft)
            draft << (c >= 0 ? text.courtName(c) : tr("unknown"));
        for (const auto &m : pl.mourners)
            mourners << (m.card >= 0 ? text.mournerName(m.card) : tr("unknown"));
        players.append(QVariantMap{
                {u"seat"_s, p},
                {u"name"_s, text.seatName(p)},
                {u"current"_s, s.currentSeat() == p},
                {u"faction"_s, pl.declared >= 0 ? EventText::factionName(pl.declared) : QString()},
                {u"etherea"_s, int(pl.etherea)},
                {u"unity"_s, int(pl.unity)},
                {u"influence"_s, tr("bone %1 · flesh %2 · spirit %3")
                                         .arg(pl.influence[0])
                                         .arg(pl.influence[1])
                                         .arg(pl.influence[2])},
                {u"figures"_s, pl.totalFigures()},
                {u"hand"_s, hand.join(u", "_s)},
                {u"draft"_s, draft.join(u", "_s)},
                {u"mourners"_s, mourners.join(u", "_s)},
                {u"motive"_s, pl.motive >= 0 ? text.cardName(3, pl.motive) : QString()},
                {u"bid"_s, int(pl.bid)},
                {u"score"_s, s.scoreOf(p)},
        });
    }
    m_players = players;
    m_table = QVariantMap{{u"suspicion"_s, int(s.suspicion)},
                          {u"threat"_s, int(s.threat)},
                          {u"unitySupply"_s, int(s.unitySupply)},
                          {u"forge"_s, int(s.forge)},
                          {u"round"_s, int(s.round)}};
    m_digest = mc::stateDigest(s);
    // The guide's own sentences; the replay shows the game as it was, so the table's names are used
    // with the same hiding rule as the game's screen.
    const DecisionTexts texts(m_game, seatKindsComputer(m_game));
    m_decisionText = texts.decision(s);
    m_guideText = texts.guide(s);
}
