#include "handoff.h"
#include "seatkinds.h"

namespace shelf {

void HandOff::reset(bool hotSeat)
{
    m_hotSeat = hotSeat;
    m_revealed = m_holder = -1;
    m_phoneSeats = 0; // the phones of the last game are closed with it
}

bool HandOff::setPhoneSeats(unsigned mask)
{
    if (mask == m_phoneSeats)
        return false;
    m_phoneSeats = mask;
    m_revealed = m_holder = -1;
    return true;
}

void HandOff::afterStep(int decider, bool person)
{
    if (person && decider != m_holder)
        m_holder = -1; // another person decides: the laptop changes hands, through a hand-off
    if (m_revealed != decider)
        m_revealed = -1; // a computer's decision shows nobody's secrets
    if (person && decider >= 0 && decider == m_holder && !onPhone(decider))
        m_revealed = decider; // only computers decided since they said "I am …": they still hold it
}

bool HandOff::reveal(int decider, bool person)
{
    if (!m_hotSeat || decider < 0 || !person || onPhone(decider))
        return false;
    m_revealed = m_holder = decider;
    return true;
}

bool HandOff::hide()
{
    m_holder = -1;
    if (m_revealed < 0)
        return false;
    m_revealed = -1;
    return true;
}

int HandOff::onlyPerson(const QStringList &kinds)
{
    int found = -1;
    for (int seat = 0; seat < kinds.size(); ++seat) {
        if (!seatkind::isPerson(kinds.at(seat)))
            continue;
        if (found >= 0)
            return -1;
        found = seat;
    }
    return found;
}

int HandOff::shownSeat(int decider, int onlyPerson, bool phoneAsks, bool over) const
{
    if (!m_hotSeat)
        return -1;
    if (onlyPerson >= 0)
        return onPhone(onlyPerson) ? -1 : onlyPerson;
    if (over || phoneAsks || decider < 0 || onPhone(decider))
        return -1;
    return m_revealed == decider ? decider : -1;
}

bool HandOff::handOffNeeded(int decider, bool person, int onlyPerson, bool phoneAsks, bool over) const
{
    return m_hotSeat && !over && decider >= 0 && person && !phoneAsks && !onPhone(decider)
           && shownSeat(decider, onlyPerson, phoneAsks, over) != decider;
}

} // namespace shelf
