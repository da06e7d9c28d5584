// The choices of Rest in Peace's pending decision as the panel lists them (app/core/choicemodel.h):
// every legal action labelled from what the screen may show, grouped by the part of the panel that
// lists it, and the common turn in one tap (a ghost card and the end of the turn); and the action a
// row's payload names when it is chosen.
#pragma once

#include "choicemodel.h"

#include "model/restinpeace/gamestate.h"

#include <QList>

#include <optional>

class RipText;

namespace ripchoices {

/// The rows of `state`'s pending decision; labels from `view` (the deciding seat's own, or the table's).
[[nodiscard]] QList<ChoiceRow> rows(const rip::GameState &state, const rip::GameState &view, const RipText &text);

/// A chosen row: its legal action, and whether the end of the turn follows it in the same step.
struct Chosen {
    rip::Action action;
    bool thenEnd = false;
};
/// The legal action of `state` that a row's payload names; none when the choice is no longer open.
[[nodiscard]] std::optional<Chosen> chosen(const rip::GameState &state, quint64 payload);

} // namespace ripchoices
