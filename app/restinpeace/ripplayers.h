// Who plays each seat of a game of Rest in Peace and who looks at the laptop's screen: a person or a
// computer player, at the laptop or on a phone (docs/phones.md), and the hand-off before the screen
// shows a seat's cards (hot-seat privacy).
#pragma once

#include "handoff.h"

#include <QStringList>

namespace rip {
class Game;
class GameState;
}

class RipPlayers
{
public:
    /// Follows `game` (the session's, which outlives this).
    explicit RipPlayers(const rip::Game &game) : m_game(game) {}

    /// A new or loaded game with these kinds of players (one a seat): no phones, nobody looks yet.
    void start(QStringList kinds);
    /// The game was closed.
    void close();

    [[nodiscard]] const QStringList &kinds() const { return m_kinds; }
    /// A person plays the seat (every seat at a table).
    [[nodiscard]] bool isPerson(int seat) const;
    [[nodiscard]] int personCount() const;
    [[nodiscard]] bool onPhone(int seat) const { return m_handOff.onPhone(seat); }
    /// The seats whose private decisions are made on their phones (bit p for seat p); a computer seat
    /// never. False when nothing changed; else the laptop goes through a hand-off again.
    bool setPhoneSeats(unsigned mask);
    /// A person makes the pending decision of `s` (not the app, not a computer player).
    [[nodiscard]] bool personDecides(const rip::GameState &s) const;
    /// The seat deciding now does so on its phone.
    [[nodiscard]] bool phoneDecides(const rip::GameState &s) const;

    /// After every step: who looks at the screen now, who must take the laptop first, whose phone decides.
    void follow();
    /// The person who must take the laptop holds it; false when nobody was waiting for it.
    bool confirmHandOff();
    /// The seat whose screen is shown (-1: what both may see).
    [[nodiscard]] int viewer() const;
    /// The seat that must take the laptop before the screen shows its cards; -1 when none.
    [[nodiscard]] int pendingSeat() const;
    /// The seat whose decision is made on its phone now; -1 when none.
    [[nodiscard]] int phoneSeat() const { return m_phoneSeat; }

private:
    [[nodiscard]] bool digital() const;

    /// Who decides now (-1: nobody, chance or the end).
    [[nodiscard]] int decider() const;

    const rip::Game &m_game;
    QStringList m_kinds;      // per seat
    shelf::HandOff m_handOff; // who holds the laptop, the seats with phones
    int m_phoneSeat = -1;     // decides on its phone now
};
