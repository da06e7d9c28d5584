// Phones at the table in the app (docs/phones.md): connects the Mourners Call game of GameController
// to the phones' server. Off by default; while on, each seat has a secret link and its QR code, a
// phone that joins makes that seat's private steps (motive, draft pick, bid) instead of the laptop's
// hand-off, and every change of the game (a step, undo, redo) is sent to the phones.
#pragma once

#include "seatphones.h"
#include "seatport.h"

#include <QPointer>

class GameController;
class QQmlEngine;
class QJSEngine;

class PhoneTable : public SeatPhones, public phones::GameHost
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// "2 of 3 bids in" while a simultaneous decision is collected with phones on (held answers
    /// count); empty otherwise. The amounts stay secret until all are in (R-TITHE-2).
    Q_PROPERTY(QString answersText READ answersText NOTIFY answersChanged)
    Q_PROPERTY(int answersIn READ answersIn NOTIFY answersChanged)
    Q_PROPERTY(int answersNeeded READ answersNeeded NOTIFY answersChanged)
    /// While such a decision is collected: who has answered ("Answered: Ada, Ben"; never what), and
    /// who is still waited for ("Waiting for Cy and Dee"); empty otherwise.
    Q_PROPERTY(QString answeredText READ answeredText NOTIFY answersChanged)
    Q_PROPERTY(QString waitingText READ waitingText NOTIFY answersChanged)
    /// What the phones decide in this game ("motive, draft, hand, bid" in digital play, "bid" at a
    /// table), for the Phones panel's explanation.
    Q_PROPERTY(QString privateSteps READ privateSteps NOTIFY answersChanged)

public:
    explicit PhoneTable(GameController *controller, QObject *parent = nullptr);
    ~PhoneTable() override;
    /// The QML singleton: the engine's set of Mourners Call objects (mournersobjects.h).
    static PhoneTable *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] QString answersText() const { return m_answersText; }
    [[nodiscard]] int answersIn() const { return m_answersIn; }
    [[nodiscard]] int answersNeeded() const { return m_answersNeeded; }
    [[nodiscard]] QString answeredText() const { return m_answeredText; }
    [[nodiscard]] QString waitingText() const { return m_waitingText; }
    [[nodiscard]] QString privateSteps() const { return m_privateSteps; }
    /// The game's port that the phones' server asks.
    [[nodiscard]] phones::SeatPort &seatPort() { return m_port; }

    // phones::GameHost
    [[nodiscard]] const mc::Game &game() const override;
    bool applySeatAction(const mc::Action &action, QString &error) override;
    [[nodiscard]] QString handLabel(const mc::GameState &state, const mc::Action &action) const override;
    [[nodiscard]] QString cardText(int deck, int card) const override;
    [[nodiscard]] bool seatOnLaptop(int seat) const override { return takenBack(seat); }
    [[nodiscard]] QString bidText(const mc::GameState &state) const override;

signals:
    void answersChanged();

protected:
    [[nodiscard]] bool hasGame() const override;
    [[nodiscard]] bool isComputer(int seat) const override;
    [[nodiscard]] QString seatName(int seat) const override;
    [[nodiscard]] QString seatColor(int seat) const override;
    [[nodiscard]] bool seatOnPhone(int seat) const override;
    void setPhoneSeats(unsigned mask) override;
    void seatTakenBack(int seat) override;
    void phonesChanged() override { refreshAnswers(); }
    [[nodiscard]] QJsonObject storedLinks() const override;
    void storeLinks(const QJsonObject &links) override;

private:
    void refreshAnswers();
    [[nodiscard]] QString currentPrivateSteps() const;

    QPointer<GameController> m_controller;
    phones::SeatPort m_port{*this}; ///< the game's port that the server asks (it outlives the server)
    QString m_answersText;
    QString m_answeredText;
    QString m_waitingText;
    QString m_privateSteps;
    int m_answersIn = 0;
    int m_answersNeeded = 0;
};
