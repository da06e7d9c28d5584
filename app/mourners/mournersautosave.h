// Mourners Call's autosave files (app/core/autosave.h): named "game-<time>.json", read with the
// engine's loader, described by players, round and phase.
#pragma once

#include "autosave.h"

namespace mc {
class Game;
}

/// How Mourners Call's autosave files are named, read and described.
[[nodiscard]] AutosaveFormat mournersAutosaveFormat();
/// What the list of unfinished games shows of `game`.
[[nodiscard]] AutosaveEntry mournersAutosaveEntry(const mc::Game &game);
