#include "ripplayers.h"
#include "ripsteps.h"
#include "seatkinds.h"

#include "ripseatport.h"
#include "model/restinpeace/game.h"

void RipPlayers::start(QStringList kinds)
{
    m_kinds = std::move(kinds);
    m_viewer = m_pendingSeat = -1;
    m_phoneSeats = 0; // the phones of the last game are closed with it
}

void RipPlayers::close()
{
    m_viewer = m_pendingSeat = m_phoneSeat = -1;
    m_phoneSeats = 0;
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
    if (mask == m_phoneSeats)
        return false;
    m_phoneSeats = mask;
    // The laptop goes through a hand-off again before it shows a seat's cards.
    m_viewer = m_pendingSeat = -1;
    return true;
}

bool RipPlayers::personDecides(const rip::GameState &s) const
{
    if (s.isTerminal())
        return false;
    if (s.isChance())
        return !digital() && !ripsteps::automatic(s);
    return isPerson(s.currentSeat());
}

void RipPlayers::follow()
{
    // Who looks at the screen now (hot-seat privacy).
    const rip::GameState &s = m_game.state();
    const int decider = s.isTerminal() || s.isChance() ? -1 : s.currentSeat();
    m_phoneSeat = m_game.isValid() && phoneDecides(s) ? decider : -1;
    if (!m_game.isValid()) {
        m_viewer = m_pendingSeat = -1;
    } else if (m_phoneSeat >= 0 || (m_viewer >= 0 && onPhone(m_viewer))) {
        // The phone shows that seat its cards; the laptop shows the shared table and waits.
        m_viewer = m_pendingSeat = -1;
        if (digital() && personCount() == 1 && !onPhone(isPerson(0) ? 0 : 1))
            m_viewer = isPerson(0) ? 0 : 1;
    } else if (digital()) {
        const int persons = personCount();
        if (persons == 1) {
            m_viewer = onPhone(isPerson(0) ? 0 : 1) ? -1 : isPerson(0) ? 0 : 1;
            m_pendingSeat = -1;
        } else if (persons == 2) {
            if (decider >= 0 && decider != m_viewer && !onPhone(decider)) {
                m_pendingSeat = decider;
                m_viewer = -1;
            } else if (s.isTerminal()) {
                m_viewer = -1;
                m_pendingSeat = -1;
            }
        } else {
            m_viewer = m_pendingSeat = -1;
        }
    } else {
        // At a table nothing secret is entered: a ghost card laid face down on round 10 is "not told"
        // (D-RIP-APP-TABLE), so nobody needs to take the laptop first.
        m_viewer = m_pendingSeat = -1;
    }
}

bool RipPlayers::confirmHandOff()
{
    if (m_pendingSeat < 0)
        return false;
    m_viewer = m_pendingSeat;
    m_pendingSeat = -1;
    return true;
}
