// How play groups a game of Rest in Peace into the steps that undo and redo take (rip::Game's record):
// the actions the app applies itself (digital chance, a table's draw that nobody is told) belong to the
// step before them; a loaded game's actions are grouped again as play grouped them; each step's lines
// of the log.
#pragma once

#include "gamelog.h"

#include "model/restinpeace/game.h"

#include <QList>

class RipText;

namespace ripsteps {

/// Whether the pending decision of `state` is the app's own (digital chance; at a table, a draw nobody
/// is told or an outcome that is certain), so that its action belongs to the step before it.
[[nodiscard]] bool automatic(const rip::GameState &state);

/// Applies the automatic actions that follow, each joined to the last step; returns how many.
int runAutomatic(rip::Game &game, rip::Events *events);

/// Groups a loaded game's actions into steps as play grouped them (a save holds no steps).
void regroup(rip::Game &game);

/// The log's lines of some events.
[[nodiscard]] QList<GameLog::Entry> entries(const RipText &text, const rip::Events &events);

/// The whole log of `game`, step by step (after a load); an empty log when there is no game.
void rebuildLog(GameLog &log, const rip::Game &game);

} // namespace ripsteps
