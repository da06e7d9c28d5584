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

    m_players->refresh(game, s, DecisionTexts::namesOf(game));
    m_locations->refresh(s);
    m_guildTrack->refresh(s);
}
