// What the files of DecisionTexts share (decisiontexts.cpp: names and the log's rows,
// decisionsentences.cpp: what is decided now and the guide, decisionchoices.cpp: the choices' rows
// and labels, decisiondetails.cpp: what cards, places and guilds do): the cards a decision is about.
// Not a public header.
#pragma once

#include "model/mourners/ruleset.h"
#include "model/mourners/gamestate.h"

namespace decisiontextsinternal {

/// A Court card of a table ruleset that stands for a printed card the rulebook does not describe: no
/// effect of its own (BoardSettings::tableRuleset names it "another Court card").
[[nodiscard]] bool isCourtSlot(const mc::CourtCard &c);

/// Whether the card a Draw of decision `d` names is an original stand-in, not a card of the box.
[[nodiscard]] bool drawnStandIn(const mc::Ruleset &r, mc::Decision d, int card);

/// The Mourner card asked about at a table's clean-up (R-CLEAN-1).
[[nodiscard]] mc::MournerInPlay endOfRoundMourner(const mc::GameState &s);

/// Whether a named card's end-of-round ability is known to the app: its effects are applied.
[[nodiscard]] bool knownEndOfRound(const mc::Ruleset &r, int card);

} // namespace decisiontextsinternal
