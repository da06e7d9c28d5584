// Rest in Peace on the phones (docs/phones.md): each seat's view (its own ghost cards, its psychic
// cards, what lies on the table) and its private decisions (digital play: its turn, the card carried
// over, its round-10 card; at a table: the card laid face down on round 10), checked against the
// engine's legal actions of that seat. QtCore only, like SeatPort.
#pragma once

#include "model/restinpeace/game.h"
#include "tableport.h"

namespace phones {

/// The session that holds the game of Rest in Peace.
class RipHost {
public:
    virtual ~RipHost() = default;
    [[nodiscard]] virtual const rip::Game &ripGame() const = 0;
    /// Applies an action of a seat as the laptop would (a step: recorded, undoable, saved). False with
    /// a short English reason when refused; nothing changes then.
    virtual bool applyRipAction(const rip::Action &action, QString &error) = 0;
    /// Words for the page, in the host's language (the app's texts); the defaults are the notation.
    [[nodiscard]] virtual QString ripActionLabel(const rip::GameState &view, const rip::Action &action) const;
    [[nodiscard]] virtual QString ripCardText(const rip::Card &card) const;
    [[nodiscard]] virtual QString ripPsychicName(int card) const;
    [[nodiscard]] virtual QString ripPsychicEffect(int card) const;
    /// How the game ended, in words ("" while playing).
    [[nodiscard]] virtual QString ripResult(const rip::GameState &state) const;
    /// The laptop took the seat back ("Use the laptop for Ada"): its phone decides nothing until it is
    /// given back, and its page says so.
    [[nodiscard]] virtual bool ripSeatOnLaptop(int seat) const
    {
        Q_UNUSED(seat);
        return false;
    }
};

/// The decisions a phone takes for its seat: in digital play every decision of that seat (its turn,
/// RIP-TURN-1/2, with its hand; Still me; a round-10 psychic card's choice; RIP-ROUND-3), at a table
/// only the card laid face down on round 10 (RIP-ROUND-3): the rest is played with the real cards.
[[nodiscard]] bool isRipPhoneDecision(const rip::GameState &state);

class RipSeatPort : public TablePort {
public:
    explicit RipSeatPort(RipHost &host) : m_host(host) { }

    [[nodiscard]] int seatCount() const override;
    [[nodiscard]] QJsonObject seatView(int seat) const override;
    /// {"type":"act","kind":"ghost|psychic|random|end|place|transfer|reveal","v":N,"a":N,"b":N,"c":N,"d":N}
    Answer submit(int seat, const QJsonObject &message) override;
    std::vector<int> settle() override { return {}; } // nothing is answered ahead of its turn
    void reset() override { }
    [[nodiscard]] static QString seatColor(int seat);

private:
    [[nodiscard]] std::vector<rip::Action> optionsOf(int seat) const;
    RipHost &m_host;
};

} // namespace phones
