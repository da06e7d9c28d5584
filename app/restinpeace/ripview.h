// What Rest in Peace's screen shows of a game, built from the view the screen may show (the seat's own,
// or the table's; never the true state): the line of mansions, the two seats, the round at a glance.
#pragma once

#include "ripmodels.h"

#include <QList>
#include <QStringList>
#include <QVariantMap>

namespace rip {
class Game;
class GameState;
}
class RipText;

namespace ripview {

/// The line of ten mansions: each round's card, tokens and cards, and how a decided one was won.
[[nodiscard]] QList<RipMansionRow> mansions(const rip::Game &game, const rip::GameState &view, const RipText &text);

/// The two seats; a hand is shown in digital play to the seat whose screen it is (`viewer`), and its
/// opponent's when a psychic card lets it see that.
[[nodiscard]] QList<RipSeatRow> seats(const rip::GameState &view, const RipText &text, const QStringList &kinds,
                                      bool digital, int viewer);

/// The round at a glance (RipSession.board): both totals, the effects that make them, who must beat what.
[[nodiscard]] QVariantMap board(const rip::GameState &view, const RipText &text, int viewer);

/// The end (RipSession.result): {over, winner, text, how, winnerName}; {over: false} while playing.
[[nodiscard]] QVariantMap result(const rip::GameState &state, const RipText &text);

} // namespace ripview
