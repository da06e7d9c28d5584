// What became of each round of a Rest in Peace game, read from the events of its whole record (the
// state keeps no history): who won its mansion and how, and a decided round's cards as they stood.
#pragma once

#include <QStringList>

#include <array>

namespace rip {
class Game;
}

/// How a round ended: its mansion's winner and tokens, who lost it and how.
struct RipRoundOutcome {
    int winner = -1;
    int loser = -1;
    enum How { Open, Withdrew, LostAtOnce, Tie, Totals, Cancelled } how = Open;
    int manors = 0;
    int castles = 0;
    int total0 = 0; ///< round 10's totals
    int total1 = 0;
};

/// Replays the game's record: each round's outcome, rounds 1..10.
[[nodiscard]] std::array<RipRoundOutcome, 10> ripRoundOutcomes(const rip::Game &game);

/// A round of 1..9 as it stood when it was decided (a withdrawal, a loss at once, a tie): its cards and
/// totals. Later effects take cards away from a decided round (I'll be back 18 returns one to the deck,
/// Now or never 13 moves to round 10 as the round closes), but the line keeps showing what won it.
struct RipDecidedRound {
    bool decided = false;
    std::array<QStringList, 2> cards; ///< each seat's cards there, as RipText::cardText words them
    std::array<int, 2> totals{};
};

/// Replays the game's record and keeps each round of 1..9 as it stood when decided.
[[nodiscard]] std::array<RipDecidedRound, 10> ripDecidedRounds(const rip::Game &game);
