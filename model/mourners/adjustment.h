// Checks a generic adjustment (table play) against a state and says, as data, why it cannot apply.
#pragma once

#include "action.h"

namespace mc {

class GameState;
enum class ApplyError : std::int8_t;

// Every counter an adjustment changes stays within 0..kAdjustMax, so that no 16-bit counter can wrap
// and a typo like "+40000" is refused instead of turning a resource negative.
constexpr int kAdjustMax = 999;

enum class AdjustmentError : std::int8_t {
    None = 0,
    NotInTablePlay,   // adjustments exist only in table play
    NotAnAdjustment,  // the action is not one of the adjustment types
    NoSuchSeat,       // seat: the player named
    NoSuchResource,   // field: the resource index given
    OutOfRange,       // an amount: field = Resource, seat, current, change, result, min, max
    MeterOutOfRange,  // field = Meter, result = value asked for, current, min, max
    NoSuchPlace,      // place
    NoSuchGuild,      // guild
    SamePlace,        // a move from a place to itself: place
    NoFigureThere,    // seat, place, guild: that player has no such figure there
    NoBaseLeft,       // seat: a new figure needs a base (R-COMP-2)
    GuildSupplyEmpty, // guild: none of its figures left in the supply (R-COMP-3)
    BadFigureChange,  // change: only +1 or -1
    NoSuchHolder,     // field = 0 Alltaker, 1 Dreadsbane token, 2 Malavestros; result = seat or location asked for
};

/// Why an adjustment cannot apply, with the values that explain it (app/ words it).
struct AdjustmentProblem {
    AdjustmentError error = AdjustmentError::None;
    int seat = -1;
    int field = -1;  // a Resource, a Meter or a holder, by error
    int place = -1;
    int guild = -1;
    int current = 0; // the value now
    int change = 0;  // the change asked for
    int result = 0;  // the value it would give
    int min = 0;     // allowed range of the result
    int max = 0;

    [[nodiscard]] bool ok() const { return error == AdjustmentError::None; }
};

/// Checks `action` (an adjustment) against `state`; error None when it may apply.
[[nodiscard]] AdjustmentProblem adjustmentProblem(const GameState &state, const Action &action);
/// The ApplyError that GameState::apply() reports for `problem`.
[[nodiscard]] ApplyError applyErrorOf(const AdjustmentProblem &problem);
/// A stable key for `error`, for logs and tests.
[[nodiscard]] const char *adjustmentErrorKey(AdjustmentError error);

} // namespace mc
