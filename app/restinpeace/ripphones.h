// Phones at the table for Rest in Peace (docs/phones.md): connects RipSession's game to the phones'
// server, with the same face as PhoneTable for the Phones panel. Off by default; while on, each seat
// has a secret link and its QR code, and a seat whose phone joined makes its private decisions there
// (digital play: its turn with its hand, the card carried over, its round-10 card; at a table: the card
// laid face down on round 10) instead of the laptop's hand-off.
#pragma once

#include "phoneserver.h"
#include "ripseatport.h"
#include "rowlistmodel.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>

class RipSession;
class QQmlEngine;
class QJSEngine;

class RipPhones : public QObject, public phones::RipHost
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    /// As PhoneTable.seats: seat, name, color, url, qr, connected, onPhone, laptop, computer.
    Q_PROPERTY(RowListModel *seats READ seats CONSTANT)
    Q_PROPERTY(QVariantList connected READ connected NOTIFY seatsChanged)
    Q_PROPERTY(int connectedCount READ connectedCount NOTIFY seatsChanged)
    /// Rest in Peace has no simultaneous decision: always empty (the panel shares PhoneTable's face).
    Q_PROPERTY(QString answersText READ answersText CONSTANT)
    /// The seat whose decision RipSession waits for on its phone now (-1: none).
    Q_PROPERTY(int phoneSeat READ phoneSeat NOTIFY phoneSeatChanged)

public:
    explicit RipPhones(RipSession *session, QObject *parent = nullptr);
    ~RipPhones() override;
    static RipPhones *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    Q_INVOKABLE bool start();
    Q_INVOKABLE void stop();
    /// The seat's decisions go back to the laptop's hand-off until giveBack().
    Q_INVOKABLE void takeBack(int seat);
    Q_INVOKABLE void giveBack(int seat);
    [[nodiscard]] Q_INVOKABLE QString seatUrl(int seat) const;

    void setListenAddress(const QHostAddress &address) { m_listen = address; }
    void setLinkHost(const QString &host) { m_linkHost = host; }
    [[nodiscard]] QString linkHost() const;
    [[nodiscard]] phones::PhoneServer &server() { return *m_server; }

    [[nodiscard]] bool running() const;
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] RowListModel *seats() const { return m_rows; }
    [[nodiscard]] QVariantList connected() const;
    [[nodiscard]] int connectedCount() const;
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

signals:
    void runningChanged();
    void problemChanged();
    void seatsChanged();
    void phoneSeatChanged();

private:
    void onGameStarted();
    void onSeatsChanged();
    void refreshSeats();
    void pushPhoneSeats();
    void setProblem(const QString &problem);
    [[nodiscard]] bool isComputer(int seat) const;

    QPointer<RipSession> m_session;
    phones::RipSeatPort m_port;
    std::unique_ptr<phones::PhoneServer> m_server;
    RowListModel *m_rows = nullptr;
    QHostAddress m_listen = QHostAddress::Any;
    QString m_linkHost;
    quint16 m_lastPort = 0;
    std::array<bool, rip::kSeats> m_joined{};
    std::array<bool, rip::kSeats> m_laptop{};
    QString m_problem;
    bool m_wasRunning = false;
};
