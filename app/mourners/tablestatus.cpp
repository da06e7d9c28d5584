#include "tablestatus.h"

#include "decisiontexts.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// Assigns and says whether the value changed.
template<typename T>
bool assign(T &member, const T &value)
{
    if (member == value)
        return false;
    member = value;
    return true;
}

// Who played the last card of this action phase whose effect the table enters as a correction
// (table play only; a digital game knows every card), -1 none.
int unknownCardPlayer(const mc::Game &game, const mc::GameState &s)
{
    if (s.mode != mc::Mode::Table || s.phase != mc::Phase::Actions)
        return -1;
    const mc::Ruleset &r = s.rules();
    const std::vector<mc::Action> &actions = game.actions();
    for (auto it = actions.rbegin(); it != actions.rend(); ++it) {
        const mc::Action &a = *it;
        if (a.type == mc::ActionType::DraftPick)
            break; // the draft comes before this round's action phase
        const bool unknownCourt = a.type == mc::ActionType::PlayCourt
                                  && (a.v < 0 || a.v >= int(r.court.size())
                                      || r.court[std::size_t(a.v)].kind == mc::CourtKind::Generic
                                      || r.court[std::size_t(a.v)].kind == mc::CourtKind::Death);
        const bool unknownMourner = a.type == mc::ActionType::Activate && a.v < 0;
        if (unknownCourt || unknownMourner)
            return a.seat;
    }
    return -1;
}

} // namespace

TableStatus::TableStatus(QObject *parent)
    : QObject(parent), m_players(new PlayersModel(this)), m_locations(new LocationsModel(this)),
      m_guildTrack(new GuildTrackModel(this))
{
}

void TableStatus::refresh(const mc::Game &game, const mc::GameState &s)
{
    const mc::Ruleset &r = s.rules();
    if (assign(m_round, int(s.round)))
        emit roundChanged();
    if (assign(m_phaseName, EventText::phaseName(s.phase)))
        emit phaseNameChanged();
    bool meters = assign(m_suspicion, int(s.suspicion));
    meters |= assign(m_threat, int(s.threat));
    meters |= assign(m_titheOwedNow, r.tithe_at(s.suspicion));
    meters |= assign(m_locationLimitNow, r.limitAt(s.threat));
    if (meters)
        emit metersChanged();
    bool supplies = assign(m_unitySupply, int(s.unitySupply));
    supplies |= assign(m_forge, int(s.forge));
    if (supplies)
        emit suppliesChanged();
    bool holders = assign(m_dreadsbaneHolder, int(s.dreadsbane));
    holders |= assign(m_malavestrosAt, s.malavestros >= 0 ? s.malavestros + 1 : 0);
    if (holders)
        emit holdersChanged();

    QVariantList tithe, limits;
    for (auto t : r.tithe)
        tithe.append(int(t));
    for (auto l : r.threatLimit)
        limits.append(int(l));
    const QVariantMap board{{u"costFigure"_s, int(r.costFigure)},
                            {u"costMourner"_s, int(r.costMourner)},
                            {u"suspicionMax"_s, int(r.suspicionMax)},
                            {u"threatMax"_s, int(r.threatMax)},
                            {u"tithe"_s, tithe},
                            {u"threatLimit"_s, limits}};
    auto any = [](const auto &cards) {
        return std::any_of(cards.begin(), cards.end(), [](const auto &c) { return c.standIn; });
    };
    bool boardChanged = assign(m_board, board);
    boardChanged |= assign(m_hasStandIns, any(r.court) || any(r.motives) || any(r.mourners) || any(r.wallows));
    if (boardChanged)
        emit this->boardChanged();

    if (assign(m_unknownCardSeat, unknownCardPlayer(game, s)))
        emit unknownCardSeatChanged();

    m_players->refresh(game, s, DecisionTexts::namesOf(game));
    m_locations->refresh(s);
    m_guildTrack->refresh(s);
}
