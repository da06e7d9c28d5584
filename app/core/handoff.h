// Who may look at the laptop while several people play a game on it (hot-seat), for every game of the
// shelf: a seat's secrets are shown only after its person took the laptop ("I am …"); meanwhile the
// screen shows what every seat may see. One person against computer players always sees their own
// screen. A seat whose secrets are on its phone (docs/phones.md) needs no hand-off and shows none of
// them on the laptop. The game says who decides now, whether that is a person, and whether that seat's
// phone asks now.
#pragma once

#include <QStringList>

namespace shelf {

class HandOff
{
public:
    /// A new or loaded game: secrets are kept between the people at the laptop when `hotSeat` (digital
    /// play). Nobody holds the laptop yet; no phones.
    void reset(bool hotSeat);
    [[nodiscard]] bool hotSeat() const { return m_hotSeat; }

    /// The seats whose secrets are on their phones (bit p for seat p; the game leaves computer players'
    /// seats out). False when nothing changed; else nobody holds the laptop any more: the next person
    /// says who they are again.
    bool setPhoneSeats(unsigned mask);
    [[nodiscard]] unsigned phoneSeats() const { return m_phoneSeats; }
    [[nodiscard]] bool onPhone(int seat) const { return seat >= 0 && seat < 32 && (m_phoneSeats >> seat & 1u); }

    /// After every step: `decider` decides now (-1: nobody, chance or the end), a person when `person`.
    /// A person who decides again while only computer players decided since they took the laptop still
    /// holds it; another person's decision needs a hand-off.
    void afterStep(int decider, bool person);
    /// "I am …" for `decider`'s decision: false for a computer player or a seat on its phone (its
    /// secrets stay there), and when secrets are not kept.
    bool reveal(int decider, bool person);
    /// `seat`'s person holds the laptop (they confirmed it for an undo that reopens their decision).
    void revealFor(int seat) { m_revealed = m_holder = seat; }
    /// Back to what every seat may see; the laptop may change hands. False when that was shown already.
    bool hide();
    /// The person who said "I am …" for the decision now (-1: nobody).
    [[nodiscard]] int revealedSeat() const { return m_revealed; }
    /// The person who holds the laptop: the last to say "I am …", while only computer players decided
    /// since (-1: nobody known).
    [[nodiscard]] int holder() const { return m_holder; }

    /// The seat of the one person in `kinds` (seatkinds.h) when every other seat is a computer player's;
    /// -1 with no person or several.
    [[nodiscard]] static int onlyPerson(const QStringList &kinds);
    /// The seat whose secrets the laptop may show now: the only person against computer players (unless
    /// their secrets are on their phone; to the end of the game, it is their screen), else the person
    /// who took the laptop for `decider`'s decision while the game goes on and no phone asks (`phoneAsks`:
    /// `decider` makes a private step on its phone now); -1: what every seat may see.
    [[nodiscard]] int shownSeat(int decider, int onlyPerson, bool phoneAsks, bool over) const;
    /// The laptop must be handed to `decider`'s person before it shows their secrets.
    [[nodiscard]] bool handOffNeeded(int decider, bool person, int onlyPerson, bool phoneAsks, bool over) const;

private:
    bool m_hotSeat = false;
    int m_revealed = -1; // the person who said "I am ..." for the decision now
    int m_holder = -1;   // the person who last said "I am ...", while only computers decided since
    unsigned m_phoneSeats = 0;
};

} // namespace shelf
