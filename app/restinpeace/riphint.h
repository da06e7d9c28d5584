// "What would the computer do?" in Rest in Peace: the strong computer player's choice for the seat that
// decides now, worked out from that seat's own view (GameState::viewFor) and never from the true state,
// and one plain sentence of why (its chance to win with it against the next best choice).
#pragma once

#include "model/restinpeace/bots.h"
#include "model/restinpeace/gamestate.h"

#include <QString>

class RipText;

namespace riphint {

/// The strong player's budget for a hint: up to 0.9 s on one core (the app's computer players' limit).
[[nodiscard]] rip::BotConfig config();

/// The advice for the pending decision of `truth` (a person's), from its deciding seat's view alone.
/// A single legal choice is told without searching (Advice::choices == 1).
[[nodiscard]] rip::Advice advise(const rip::GameState &truth, const rip::BotConfig &config, std::uint64_t seed);

/// The sentence for `advice` of the decision pending in `view` (the deciding seat's view). Choices are
/// named as the choice buttons name them (RipText::actionLabel).
[[nodiscard]] QString sentence(const rip::GameState &view, const rip::Advice &advice, const RipText &text);

} // namespace riphint
