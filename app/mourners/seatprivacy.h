// Hot-seat privacy in digital play: the secrets of a seat are on screen only after the laptop has
// been handed to that person ("I am …"); everyone else sees the shared view. A seat whose player
// decides on their own phone (docs/phones.md) needs no hand-off for its private steps (motive, draft
// pick, bid): the laptop waits for the phone and shows nothing of that seat.
#pragma once

#include "handoff.h"

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

namespace mc {
class Game;
class GameState;
}

class SeatPrivacy : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SeatPrivacy belongs to GameController")
    /// Hot-seat: a person must decide and the laptop has to be passed to them first.
    Q_PROPERTY(bool handOffNeeded READ handOffNeeded NOTIFY changed)
    /// The seat whose secrets are on screen (-1: none, the shared view).
    Q_PROPERTY(int privateSeat READ privateSeat NOTIFY changed)
    /// The secrets of privateSeat: {seat, name, motive, motivesDealt, hand, draft, bid}.
    Q_PROPERTY(QVariantMap privateInfo READ privateInfo NOTIFY changed)
    /// More than one person plays: the private view has to be hidden again before the next hand-off.
    Q_PROPERTY(bool severalPeople READ severalPeople NOTIFY changed)
    /// The seat whose private step is being made on its phone now (-1: none); the laptop waits for it.
    Q_PROPERTY(int phoneSeat READ phoneSeat NOTIFY changed)
    /// An undo that reopens this person's decision waits for them to take the laptop (-1: none), and
    /// why ("Undo would reopen Ben's secret bid: pass the laptop to Ben.").
    Q_PROPERTY(int undoSeat READ undoSeat NOTIFY changed)
    Q_PROPERTY(QString undoName READ undoName NOTIFY changed)
    Q_PROPERTY(QString undoReason READ undoReason NOTIFY changed)
    /// Digital play: the seat whose turn it is holds its hand on its phone (-1: none); its Court cards
    /// are played there, the rest of its turn on the laptop.
    Q_PROPERTY(int phoneHandSeat READ phoneHandSeat NOTIFY changed)

public:
    using IsComputer = std::function<bool(int)>;

    explicit SeatPrivacy(QObject *parent = nullptr);

    /// A new or loaded game: privacy on (`hotSeat`) or off, nobody revealed.
    void reset(bool hotSeat);
    [[nodiscard]] bool hotSeat() const { return m_handOff.hotSeat(); }
    /// After a step: a revealed seat that no longer decides is hidden again. The person who last said
    /// "I am …" still holds the laptop while only computers decide: when they decide again, their view
    /// comes back without a hand-off; another person's decision needs one.
    void afterStep(const mc::GameState &s, const IsComputer &isComputer);
    /// "I am <name>": the current person's view; false when there is nobody to reveal.
    bool reveal(const mc::GameState &s, const IsComputer &isComputer);
    /// Back to the shared view; false when it was shown already.
    bool hide();
    /// The person who said "I am …" for the decision now (-1: nobody, the shared view).
    [[nodiscard]] int revealedSeat() const { return m_handOff.revealedSeat(); }
    /// The person who holds the laptop: the last one to say "I am …", while only computers decided
    /// since (-1: nobody known, the next person's decision needs a hand-off).
    [[nodiscard]] int holder() const { return m_handOff.holder(); }
    /// Hot-seat with more than one person: an undo that reopens `seat`'s decision must be made by that
    /// person, at the laptop (every decision of a person is private until their hand-off: a blind bid,
    /// a motive, a draft pick, a turn with their hand). Not for computers, nor for a private step that
    /// the seat makes on its phone (the phone asks its owner again).
    [[nodiscard]] bool undoNeedsHandOff(int seat, const mc::GameState &reopened, const QStringList &kinds,
                                        const IsComputer &isComputer) const;
    /// The undo waits for `seat`'s hand-off (`name`, `reason` shown on it); -1 clears it.
    void askUndoHandOff(int seat, const QString &name, const QString &reason);
    /// `seat` confirmed they hold the laptop for the undo: their view is the one shown from now on.
    void revealForUndo(int seat) { m_handOff.revealFor(seat); }
    /// Which seat's secrets may be shown now (-1 none). `kinds` are the seat kinds.
    [[nodiscard]] int shownSeat(const mc::GameState &s, const QStringList &kinds) const;
    /// The choices of the pending decision stay hidden (not the revealed person's, or a computer's).
    [[nodiscard]] bool choicesHidden(const mc::GameState &s, const QStringList &kinds, const IsComputer &isComputer) const;
    /// The seats that decide their private steps on their phones (bit p for seat p); any seat may be
    /// in a table game, a person's seat in digital play (the caller checks). A change hides the view:
    /// the laptop goes through a hand-off again before it shows a seat's secrets.
    void setPhoneSeats(unsigned mask) { (void)m_handOff.setPhoneSeats(mask); }
    [[nodiscard]] unsigned phoneSeats() const { return m_handOff.phoneSeats(); }
    [[nodiscard]] bool onPhone(int seat) const { return m_handOff.onPhone(seat); }
    /// The decisions a phone makes whole (R-SETUP-4 motive, R-DRAFT-2 draft pick, R-TITHE-2 bid,
    /// Severamm's look at the undealt Court cards).
    [[nodiscard]] static bool isPhoneDecision(const mc::GameState &s);
    /// The seat deciding now does so on its phone: its choices stay off the laptop, and no hand-off.
    [[nodiscard]] bool waitsForPhone(const mc::GameState &s) const;
    /// The seat deciding now plays its turn with its hand on its phone (digital play, R-ACT-3).
    [[nodiscard]] bool handOnPhone(const mc::GameState &s) const;
    /// Reads the hand-off and the secrets of the seat on screen.
    void refresh(const mc::Game &game, const QStringList &kinds, const IsComputer &isComputer);

    [[nodiscard]] bool handOffNeeded() const { return m_handOffNeeded; }
    [[nodiscard]] int privateSeat() const { return m_privateSeat; }
    [[nodiscard]] QVariantMap privateInfo() const { return m_privateInfo; }
    [[nodiscard]] bool severalPeople() const { return m_severalPeople; }
    [[nodiscard]] int phoneSeat() const { return m_phoneSeat; }
    [[nodiscard]] int undoSeat() const { return m_undoSeat; }
    [[nodiscard]] QString undoName() const { return m_undoName; }
    [[nodiscard]] QString undoReason() const { return m_undoReason; }
    [[nodiscard]] int phoneHandSeat() const { return m_phoneHandSeat; }

signals:
    void changed();

private:
    shelf::HandOff m_handOff; // who holds the laptop, the seats with phones
    bool m_handOffNeeded = false;
    int m_privateSeat = -1;
    QVariantMap m_privateInfo;
    bool m_severalPeople = false;
    int m_phoneSeat = -1;
    int m_undoSeat = -1;
    QString m_undoName;
    QString m_undoReason;
    int m_phoneHandSeat = -1;
};
