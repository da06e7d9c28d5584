// Phones at the table in the app (docs/phones.md): connects the Mourners Call game of GameController
// to the phones' server. Off by default; while on, each seat has a secret link and its QR code, a
// phone that joins makes that seat's private steps (motive, draft pick, bid) instead of the laptop's
// hand-off, and every change of the game (a step, undo, redo) is sent to the phones.
#pragma once

#include "phoneserver.h"
#include "rowlistmodel.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <memory>

class GameController;
class QQmlEngine;
class QJSEngine;

class PhoneTable : public QObject, public phones::GameHost
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// The server listens (phones on).
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    /// Why the phones could not be switched on (empty when fine).
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    /// One row per seat: seat (0-based), name, color, url, qr (a data: URL of the link's QR code; both
    /// empty while off or for a computer seat), connected (a phone is on the seat now), onPhone (the
    /// seat's private steps are made on its phone), laptop (taken back by the laptop), computer.
    Q_PROPERTY(RowListModel *seats READ seats CONSTANT)
    /// Per seat: a phone is connected now.
    Q_PROPERTY(QVariantList connected READ connected NOTIFY seatsChanged)
    Q_PROPERTY(int connectedCount READ connectedCount NOTIFY seatsChanged)
    /// "2 of 3 bids in" while a simultaneous decision is collected with phones on (held answers
    /// count); empty otherwise. The amounts stay secret until all are in (R-TITHE-2).
    Q_PROPERTY(QString answersText READ answersText NOTIFY answersChanged)
    Q_PROPERTY(int answersIn READ answersIn NOTIFY answersChanged)
    Q_PROPERTY(int answersNeeded READ answersNeeded NOTIFY answersChanged)

public:
    explicit PhoneTable(GameController *controller, QObject *parent = nullptr);
    ~PhoneTable() override;
    /// The QML singleton, on the engine's GameController.
    static PhoneTable *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    /// Starts the server (any free port, or the last one of this game). False with `problem` set.
    Q_INVOKABLE bool start();
    /// Stops listening and closes every phone; every seat decides on the laptop again.
    Q_INVOKABLE void stop();
    /// "Use the laptop for Ada": the seat's private steps go back to the laptop's hand-off; its phone's
    /// answers are refused (a held one is dropped) until giveBack().
    Q_INVOKABLE void takeBack(int seat);
    /// The seat's phone decides again (once it has joined).
    Q_INVOKABLE void giveBack(int seat);

    /// Where the server listens (default: every interface) and the host written into the links
    /// (default: PhoneServer::lanAddress()). Tests use the loopback address.
    void setListenAddress(const QHostAddress &address) { m_listen = address; }
    void setLinkHost(const QString &host) { m_linkHost = host; }
    [[nodiscard]] QString linkHost() const;
    /// The seat's join link, empty while off.
    [[nodiscard]] Q_INVOKABLE QString seatUrl(int seat) const;
    [[nodiscard]] phones::PhoneServer &server() { return *m_server; }

    [[nodiscard]] bool running() const;
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] RowListModel *seats() const { return m_rows; }
    [[nodiscard]] QVariantList connected() const;
    [[nodiscard]] int connectedCount() const;
    [[nodiscard]] QString answersText() const { return m_answersText; }
    [[nodiscard]] int answersIn() const { return m_answersIn; }
    [[nodiscard]] int answersNeeded() const { return m_answersNeeded; }

    // phones::GameHost
    [[nodiscard]] const mc::Game &game() const override;
    bool applySeatAction(const mc::Action &action, QString &error) override;
    [[nodiscard]] QString handLabel(const mc::GameState &state, const mc::Action &action) const override;

signals:
    void runningChanged();
    void problemChanged();
    void seatsChanged();
    void answersChanged();

private:
    void onGameStarted();
    void onSeatsChanged();
    void refreshSeats();
    void refreshAnswers();
    void setProblem(const QString &problem);
    /// Tells the controller which seats decide on their phones.
    void pushPhoneSeats();
    [[nodiscard]] bool isComputer(int seat) const;

    QPointer<GameController> m_controller;
    std::unique_ptr<phones::PhoneServer> m_server;
    RowListModel *m_rows = nullptr;
    QHostAddress m_listen = QHostAddress::Any;
    QString m_linkHost;
    quint16 m_lastPort = 0;
    std::array<bool, mc::kMaxPlayers> m_joined{};
    std::array<bool, mc::kMaxPlayers> m_laptop{};
    QString m_problem;
    QString m_answersText;
    int m_answersIn = 0;
    int m_answersNeeded = 0;
    bool m_wasRunning = false;
};
