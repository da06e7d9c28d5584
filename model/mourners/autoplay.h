// What the app applies by itself, never asking anyone (logged "Only one choice, applied by the app"):
// a decision with one legal choice that no player could want to make differently, and at a table the
// Court deals the app does not see (the table said its draft is done, R-DRAFT-1..3).
#pragma once

#include "gamestate.h"

namespace mc {

/// The action the app applies by itself in `s`, if any: at a table, an unknown Court card dealt after
/// the first deal of the round; else the one legal action of a decision with a single safe choice
/// (in digital play also a turn that can only pass, a location or guild action that can only skip).
[[nodiscard]] bool automaticAction(const GameState &s, Action &out);
/// At a table, an unknown Court card is dealt now: the table said its draft is done (the deals after
/// the first of the round, R-DRAFT-1..3).
[[nodiscard]] bool isUnknownDeal(const GameState &s);
/// Whether `action` applied in `before` is one the app applies by itself (automaticAction()).
[[nodiscard]] bool isAutomatic(const GameState &before, const Action &action);

} // namespace mc
