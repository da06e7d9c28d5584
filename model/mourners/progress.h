// How far a condition (a Wallows objective, R-WAL-1; an effect's "if") is met now: the amount the
// condition counts for a seat, to be set against the amount it asks (Condition::n). Its own header so
// that the state's hot path (conditionHolds) stays as it is.
#pragma once

#include "gamestate.h"

namespace mc {

/// The amount `c` counts for `seat` in `s` now; the condition holds when it reaches `c.n`.
[[nodiscard]] inline int conditionValue(const GameState &s, int seat, const Condition &c)
{
    const auto &pl = s.player[std::size_t(seat)];
    switch (c.kind) {
    case ConditionKind::EthereaAtLeast: return pl.etherea;
    case ConditionKind::UnityAtLeast: return pl.unity;
    case ConditionKind::InfluenceAtLeast: return pl.influence[std::size_t(c.arg)];
    case ConditionKind::FiguresAt: return pl.figuresAt(c.arg);
    case ConditionKind::GuildAtLeast: return pl.guildTotal(c.arg);
    case ConditionKind::MournersAtLeast: return int(pl.mourners.size());
    }
    return 0;
}

/// Whether a Wallows card of `seat` in play counts as completed now (R-WAL-1): reached at some moment
/// of this round (digital play marks it), or reached now.
[[nodiscard]] inline bool wallowsCompleted(const GameState &s, int seat, int card)
{
    const auto &pl = s.player[std::size_t(seat)];
    if (card < 0 || std::size_t(card) >= s.rules().wallows.size())
        return false;
    for (auto met : pl.wallowsMet)
        if (met == card)
            return true;
    return conditionHolds(s, seat, s.rules().wallows[std::size_t(card)].objective);
}

} // namespace mc
