// Phones at the table for Rest in Peace (docs/phones.md): connects RipSession's game to the phones'
// server, with the same face as PhoneTable for the Phones panel. Off by default; while on, each seat
// has a secret link and its QR code, and a seat whose phone joined makes its private decisions there
// (digital play: its turn with its hand, the card carried over, its round-10 card; at a table: the card
// laid face down on round 10) instead of the laptop's hand-off.
#pragma once

#include "ripseatport.h"
#include "seatphones.h"

#include <QPointer>

class RipSession;
class QQmlEngine;
class QJSEngine;

class RipPhones : public SeatPhones, public phones::RipHost
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// Rest in Peace has no simultaneous decision: always empty (the panel shares PhoneTable's face).
    Q_PROPERTY(QString answersText READ answersText CONSTANT)
    /// The seat whose decision RipSession waits for on its phone now (-1: none).
    Q_PROPERTY(int phoneSeat READ phoneSeat NOTIFY phoneSeatChanged)

public:
    explicit RipPhones(RipSession *session, QObject *parent = nullptr);
    ~RipPhones() override;
    /// The QML singleton: the engine's set of Rest in Peace objects (ripobjects.h).
    static RipPhones *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] QString answersText() const { return {}; }
    [[nodiscard]] int phoneSeat() const;

    // phones::RipHost
    [[nodiscard]] const rip::Game &ripGame() const override;
    bool applyRipAction(const rip::Action &action, QString &error) override;
    [[nodiscard]] QString ripActionLabel(const rip::GameState &view, const rip::Action &action) const override;
    [[nodiscard]] QString ripCardText(const rip::Card &card) const override;
    [[nodiscard]] QString ripPsychicName(int card) const override;
    [[nodiscard]] QString ripPsychicEffect(int card) const override;
    [[nodiscard]] QString ripResult(const rip::GameState &state) const override;
    [[nodiscard]] bool ripSeatOnLaptop(int seat) const override { return takenBack(seat); }

    /// The seats' colours on the laptop (the phones' pages use the light ones): one source, seatcolors.h.
    [[nodiscard]] Q_INVOKABLE QStringList seatColors(bool dark) const;

signals:
    void phoneSeatChanged();

protected:
    [[nodiscard]] bool hasGame() const override;
    [[nodiscard]] bool isComputer(int seat) const override;
    [[nodiscard]] QString seatName(int seat) const override;
    [[nodiscard]] QString seatColor(int seat) const override;
    [[nodiscard]] bool seatOnPhone(int seat) const override;
    void setPhoneSeats(unsigned mask) override;
    [[nodiscard]] QJsonObject storedLinks() const override;
    void storeLinks(const QJsonObject &links) override;

private:
    QPointer<RipSession> m_session;
    phones::RipSeatPort m_port;
};
