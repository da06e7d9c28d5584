// The end of a round in digital play, for the people at the laptop: what phases 5 to 8 (the Dreadsgrip
// check, the tithe, the locations and guilds, the clean-up) changed for each player, from the state as
// the Action phase ended to the state now. All of it is public: Unity, Influence, Etherea, figures and
// Mourner cards in play.
#pragma once

#include "model/mourners/game.h"

#include <QVariantMap>

class EventText;

/// {round, rows: [{seat, name, text}], meters: "Suspicion 3 → 5 · …" or ""} for the round that `game`'s last step ended; an empty map when
/// that step ended no round (or the game).
[[nodiscard]] QVariantMap roundSummary(const mc::Game &game, const mc::GameState &before, const EventText &names);
