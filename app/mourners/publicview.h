// What a shared screen may show in hot-seat digital play.
#pragma once

#include "model/mourners/gamestate.h"

namespace mc_app {

/// The state with every seat's secrets hidden (hands, drafts, motives, unrevealed bids): the view
/// of a seat that is no player. GameState::viewFor hides every seat but the one asked for.
[[nodiscard]] inline mc::GameState publicView(const mc::GameState &s)
{
    return s.viewFor(-1);
}

} // namespace mc_app
