#include "ripplayers.h"
#include "ripsteps.h"
#include "seatkinds.h"

#include "ripseatport.h"
#include "model/restinpeace/game.h"

void RipPlayers::start(QStringList kinds)
{
    m_kinds = std::move(kinds);
    m_handOff.reset(digital()); // the phones of the last game are closed with it
    m_phoneSeat = -1;
}

void RipPlayers::close()
{
    m_handOff.reset(false);
    m_phoneSeat = -1;
}

bool RipPlayers::digital() const
{
    return m_game.isValid() && m_game.setup().mode == rip::Mode::Digital;
}

bool RipPlayers::isPerson(int seat) const
{
    if (!digital())
        return true;
    return seat >= 0 && seat < m_kinds.size() && m_kinds.at(seat) == shelf::seatkind::kPerson;
}

int RipPlayers::personCount() const
{
    int n = 0;
    for (int p = 0; p < rip::kSeats; ++p)
        n += isPerson(p) ? 1 : 0;
    return n;
}

bool RipPlayers::phoneDecides(const rip::GameState &s) const
{
    return phones::isRipPhoneDecision(s) && onPhone(s.currentSeat()) && isPerson(s.currentSeat());
}

bool RipPlayers::setPhoneSeats(unsigned mask)
{
    for (int p = 0; p < rip::kSeats; ++p)
        if (!isPerson(p))
            mask &= ~(1u << p);
    // A change: the laptop goes through a hand-off again before it shows a seat's cards.
    return m_handOff.setPhoneSeats(mask);
}

bool RipPlayers::personDecides(const rip::GameState &s) const
{
    if (s.isTerminal())
        return false;
    if (s.isChance())
        return !digital() && !ripsteps::automatic(s);
    return isPerson(s.currentSeat());
}

int RipPlayers::decider() const
{
    if (!m_game.isValid())
        return -1;
    const rip::GameState &s = m_game.state();
    return s.isTerminal() || s.isChance() ? -1 : s.currentSeat();
}

void RipPlayers::follow()
{
    const int seat = decider();
    m_phoneSeat = seat >= 0 && phoneDecides(m_game.state()) ? seat : -1;
    // At a table nothing secret is entered: a ghost card laid face down on round 10 is "not told"
    // (D-RIP-APP-TABLE), so nobody needs to take the laptop first (the hand-off keeps no secrets there).
    m_handOff.afterStep(seat, isPerson(seat));
}

int RipPlayers::viewer() const
{
    if (!m_game.isValid() || !digital())
        return -1;
    return m_handOff.shownSeat(decider(), shelf::HandOff::onlyPerson(m_kinds), m_phoneSeat >= 0,
                               m_game.state().isTerminal());
}

int RipPlayers::pendingSeat() const
{
    if (!m_game.isValid() || !digital())
        return -1;
    const int seat = decider();
    return m_handOff.handOffNeeded(seat, isPerson(seat), shelf::HandOff::onlyPerson(m_kinds), m_phoneSeat >= 0,
                                   m_game.state().isTerminal())
                   ? seat
                   : -1;
}

bool RipPlayers::confirmHandOff()
{
    const int seat = pendingSeat();
    return seat >= 0 && m_handOff.reveal(seat, true);
}
