// Hot-seat privacy in digital play: the secrets of a seat are on screen only after the laptop has
// been handed to that person ("I am …"); everyone else sees the shared view.
#pragma once

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

public:
    using IsComputer = std::function<bool(int)>;

    explicit SeatPrivacy(QObject *parent = nullptr);

    /// A new or loaded game: privacy on (`hotSeat`) or off, nobody revealed.
    void reset(bool hotSeat);
    [[nodiscard]] bool hotSeat() const { return m_hotSeat; }
    /// After a step: a revealed seat that no longer decides is hidden again.
    void afterStep(const mc::GameState &s);
    /// "I am <name>": the current person's view; false when there is nobody to reveal.
    bool reveal(const mc::GameState &s, const IsComputer &isComputer);
    /// Back to the shared view; false when it was shown already.
    bool hide();
    /// Which seat's secrets may be shown now (-1 none). `kinds` are the seat kinds.
    [[nodiscard]] int shownSeat(const mc::GameState &s, const QStringList &kinds) const;
    /// The choices of the pending decision stay hidden (not the revealed person's, or a computer's).
    [[nodiscard]] bool choicesHidden(const mc::GameState &s, const QStringList &kinds, const IsComputer &isComputer) const;
    /// Reads the hand-off and the secrets of the seat on screen.
    void refresh(const mc::Game &game, const QStringList &kinds, const IsComputer &isComputer);

    [[nodiscard]] bool handOffNeeded() const { return m_handOffNeeded; }
    [[nodiscard]] int privateSeat() const { return m_privateSeat; }
    [[nodiscard]] QVariantMap privateInfo() const { return m_privateInfo; }
    [[nodiscard]] bool severalPeople() const { return m_severalPeople; }

signals:
    void changed();

private:
    bool m_hotSeat = false;
    int m_revealedSeat = -1; // the person who said "I am ..." for the current decision
    bool m_handOffNeeded = false;
    int m_privateSeat = -1;
    QVariantMap m_privateInfo;
    bool m_severalPeople = false;
};
