// What the phones at the table do in the app for any game (docs/phones.md): the server switched on and
// off, one secret link and QR code per seat, a seat whose phone joined decides there until the laptop
// takes it back. PhoneTable (Mourners Call) and RipPhones (Rest in Peace) add their game's side.
#pragma once

#include "phoneserver.h"
#include "rowlistmodel.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

class SeatPhones : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

    /// The server listens (phones on).
    Q_PROPERTY(bool running READ running NOTIFY runningChanged)
    /// Why the phones could not be switched on (empty when fine).
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    /// One row per seat: seat (0-based), name, color, url, qr (a data: URL of the link's QR code; both
    /// empty while off, for a computer seat, and once a phone has joined the seat unless showCode()),
    /// hidden (the code is hidden because a phone joined), connected (a phone is on the seat now),
    /// onPhone (the seat's private steps are made on its phone), laptop (taken back by the laptop),
    /// computer, request ("Another device wants Bo's seat (…)" while one waits for letIn()/refuse()).
    Q_PROPERTY(RowListModel *seats READ seats CONSTANT)
    /// Per seat: a phone is connected now.
    Q_PROPERTY(QVariantList connected READ connected NOTIFY seatsChanged)
    Q_PROPERTY(int connectedCount READ connectedCount NOTIFY seatsChanged)
    /// While connections are refused because one address opens too many at once: "Refusing
    /// connections from 192.168.1.23: too many at once"; empty otherwise.
    Q_PROPERTY(QString refusedNotice READ refusedNotice NOTIFY refusedNoticeChanged)
    /// The networks the phones may use: {address, label}, first "All networks" (address ""), then each
    /// up non-loopback IPv4 interface ("wlan0 (192.168.1.5)"); refreshNetworks() reads them again.
    Q_PROPERTY(QVariantList networks READ networks NOTIFY networksChanged)
    /// The chosen network's address, empty for all networks (remembered in AppSettings).
    Q_PROPERTY(QString network READ network NOTIFY networksChanged)
    /// Devices waiting for the laptop to let them into a seat another device holds.
    Q_PROPERTY(int requestCount READ requestCount NOTIFY requestsChanged)
    /// Said once when the links of a continued game changed (its port was taken); "" otherwise.
    Q_PROPERTY(QString linksNotice READ linksNotice NOTIFY linksNoticeChanged)

public:
    ~SeatPhones() override;

    /// Starts the server (any free port, or the last one of this game). False with `problem` set.
    Q_INVOKABLE bool start();
    /// Stops listening and closes every phone; every seat decides on the laptop again. The game
    /// remembers that its phones are off.
    Q_INVOKABLE void stop();
    /// The same while the game's page is closed: the game remembers that its phones were on, and
    /// they come back on by themselves when it is continued.
    Q_INVOKABLE void suspend();
    /// Shows a seat's code and link again after its phone joined (the laptop asked first).
    Q_INVOKABLE void showCode(int seat);
    /// The device waiting for the seat takes it; the one before is told it was replaced.
    Q_INVOKABLE void letIn(int seat);
    /// The device waiting for the seat is told no.
    Q_INVOKABLE void refuse(int seat);
    /// "Use the laptop for Ada": the seat's private steps go back to the laptop's hand-off; its phone's
    /// answers are refused until giveBack().
    Q_INVOKABLE void takeBack(int seat);
    /// The seat's phone decides again (once it has joined).
    Q_INVOKABLE void giveBack(int seat);
    /// Listens only on the network at `address` from now on ("" for every network) and remembers it;
    /// a running server moves there at once (the phones reconnect through the new links).
    Q_INVOKABLE void chooseNetwork(const QString &address);
    /// Reads the machine's networks again (the panel opens).
    Q_INVOKABLE void refreshNetworks();
    /// The seat's join link, empty while off.
    [[nodiscard]] Q_INVOKABLE QString seatUrl(int seat) const;

    /// Where the server listens (default: every interface) and the host written into the links
    /// (default: PhoneServer::lanAddress()). Tests use the loopback address.
    void setListenAddress(const QHostAddress &address) { m_listen = address; }
    void setLinkHost(const QString &host) { m_linkHost = host; }
    [[nodiscard]] QString linkHost() const;
    [[nodiscard]] phones::PhoneServer &server() const { return *m_server; }

    [[nodiscard]] bool running() const;
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] RowListModel *seats() const { return m_rows; }
    [[nodiscard]] QVariantList connected() const;
    [[nodiscard]] int connectedCount() const;
    [[nodiscard]] QString refusedNotice() const;
    [[nodiscard]] QVariantList networks() const { return m_networks; }
    [[nodiscard]] QString network() const { return m_network; }
    [[nodiscard]] int requestCount() const;
    [[nodiscard]] QString linksNotice() const { return m_linksNotice; }
    /// What the game keeps of its phones: the seats' secrets and devices, the port, on or off.
    [[nodiscard]] QJsonObject linksJson() const;

signals:
    void runningChanged();
    void problemChanged();
    void seatsChanged();
    void refusedNoticeChanged();
    void networksChanged();
    void requestsChanged();
    void linksNoticeChanged();

protected:
    explicit SeatPhones(QObject *parent = nullptr);
    /// The game's server (made on the game's host or port); called once, from the constructor.
    void attachServer(std::unique_ptr<phones::PhoneServer> server);
    /// Closes the server before the game's side goes (the destructor of the game's side calls it).
    void shutdownServer();

    // The game's side.
    [[nodiscard]] virtual bool hasGame() const = 0;
    [[nodiscard]] virtual bool isComputer(int seat) const = 0;
    [[nodiscard]] virtual QString seatName(int seat) const = 0;
    [[nodiscard]] virtual QString seatColor(int seat) const = 0;
    /// The game's session makes the seat's private steps on its phone now.
    [[nodiscard]] virtual bool seatOnPhone(int seat) const = 0;
    /// Tells the game's session which seats decide on their phones (bit per seat).
    virtual void setPhoneSeats(unsigned mask) = 0;
    /// The laptop took the seat back (an answer its phone gave ahead of its turn may be withdrawn).
    virtual void seatTakenBack(int /*seat*/) { }
    /// Something the laptop shows of the phones may have changed (answers collected…).
    virtual void phonesChanged() { }
    /// The phone links kept with the game (its save), empty for a new game or an older save.
    [[nodiscard]] virtual QJsonObject storedLinks() const = 0;
    /// Keeps the phone links with the game (written with its autosave).
    virtual void storeLinks(const QJsonObject &links) = 0;

    /// A game on the laptop: a new one gets new secrets, every seat on the laptop until its phone joins;
    /// a continued one its own links again, and its phones on again when they were.
    void onGameStarted();
    [[nodiscard]] bool takenBack(int seat) const;
    /// Whether a phone's action for `seat` may go to the game: there is one, and the laptop has not
    /// taken the seat back. False with the short English reason for the phone.
    [[nodiscard]] bool phoneMayDecide(int seat, QString &error) const;
    void refreshSeats();
    void setProblem(const QString &problem);

private:
    void onSeatsChanged();
    void onLinksChanged();
    void pushPhoneSeats();
    void saveLinks();
    void updateRunning();
    void setLinksNotice(const QString &notice);
    [[nodiscard]] QString requestText(int seat) const;
    /// The links kept with the game, or false when there are none of this game's shape.
    [[nodiscard]] bool readLinks(const QJsonObject &stored, std::vector<phones::PhoneServer::SeatLink> &links) const;

    [[nodiscard]] QHostAddress listenAddress() const;
    [[nodiscard]] bool networkPresent() const;

    std::unique_ptr<phones::PhoneServer> m_server;
    RowListModel *m_rows = nullptr;
    QHostAddress m_listen = QHostAddress::Any;
    QString m_network; // the chosen network's address, empty for all
    QVariantList m_networks;
    QString m_linkHost;
    quint16 m_lastPort = 0;
    quint16 m_gamePort = 0; // the port kept with the game (0: none yet)
    bool m_on = false;      // the phones are on for this game (also while its page is closed)
    std::vector<bool> m_joined;
    std::vector<bool> m_laptop;
    std::vector<bool> m_shown; // the code shown again after the seat's phone joined
    QString m_problem;
    QString m_linksNotice;
    bool m_wasRunning = false;
};
