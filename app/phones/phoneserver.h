// The phones' server (docs/phones.md): the page over HTTP, each seat's live view and actions over a
// WebSocket, one random secret link per seat. Listens only while started.
#pragma once

#include "tableport.h"

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QImage>
#include <QObject>
#include <QList>
#include <QPointer>
#include <QStringList>

#include <array>
#include <memory>
#include <vector>

class QWebSocket;

namespace phones {

class HttpFront;
class GuardedTcpServer;

/// Bounds that keep a hostile client from hurting the game (all tested in tst_phoneserver).
struct Limits {
    int maxConnections = 48;        // TCP connections open at once (phones, page loads, anything)
    int maxPerAddress = 12;         // open at once from one address and not (yet) carrying a seat's link
    int acceptsPerSecond = 40;      // new connections per second from one address, with a burst of twice that
    int headerMs = 5000;            // a connection whose first request has not come in by then is closed
    int idleMs = 10000;             // a connection that is not a seated phone is closed after this
    int noticeMs = 5000;            // an address refused is named on the laptop until this long after
    int maxMessageBytes = 4096;     // one WebSocket message from a phone
    int messagesPerSecond = 8;      // per phone, with a burst of twice that
    int maxRefusalsInARow = 64;     // then the connection is closed
};

/// What the server makes of one text a phone sent (after the rate limit): refused when it is larger
/// than `maxBytes`, not one JSON object or writes a key twice (code "too-big", "bad-json",
/// "duplicate-key"); a ping or a request of the view is answered; anything else is `table`'s to
/// submit for `seat`. A refusal changes nothing at the table; its English message quotes nothing of
/// the text that could garble what prints it.
struct Incoming {
    enum class Kind { Refused, Ping, View, Submitted };
    Kind kind = Kind::Refused;
    Answer answer;  ///< the refusal (Refused) or the table's answer (Submitted)
    QJsonValue id;  ///< the message's "id", echoed when it is a number
};
[[nodiscard]] Incoming readIncoming(TablePort &table, int seat, const QByteArray &utf8, int maxBytes);

/// A network the phones may reach the laptop on: an interface that is up, not loopback, with an
/// IPv4 address (an interface with two addresses is listed twice).
struct Network {
    QString name;    ///< the interface's name, e.g. "wlan0"
    QString address; ///< e.g. "192.168.1.5"
};

class PhoneServer : public QObject {
    Q_OBJECT
public:
    /// The server asks `table` (a game's port, which outlives it) for the views and the actions.
    explicit PhoneServer(TablePort &table, QObject *parent = nullptr);
    ~PhoneServer() override;

    /// Starts listening on `address`:`port` (0: any free port). The seat secrets are made on the first
    /// start of a game and kept until newGame(). False with the reason when the port cannot be had.
    bool start(const QHostAddress &address, quint16 port, QString *error = nullptr);
    /// Stops listening and closes every connection. The links stay valid for the next start.
    void stop();
    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] quint16 port() const { return m_port; }

    /// A new game: new secrets for every seat, held answers dropped, phones of the old game closed.
    void newGame();
    /// The seat's join link on `host` (an address the phones can reach), e.g. http://192.168.1.5:8080/seat/...
    [[nodiscard]] QString seatUrl(int seat, const QString &host) const;
    /// The address phones on the local network can reach: the first non-loopback IPv4 address, or 127.0.0.1.
    [[nodiscard]] static QString lanAddress();
    /// Every network the server may listen on alone, in the system's order.
    [[nodiscard]] static QList<Network> networks();
    /// The seat's link as a QR code (black on white, with the quiet zone), `scale` pixels per module.
    [[nodiscard]] QImage qrCode(int seat, const QString &host, int scale = 6) const;
    /// The same QR code as a data: URL of a PNG (for an Image in QML); empty when there is no link.
    [[nodiscard]] QString qrCodeDataUrl(int seat, const QString &host, int scale = 5) const;

    [[nodiscard]] bool seatConnected(int seat) const;
    [[nodiscard]] int connectedSeats() const;
    [[nodiscard]] int openConnections();
    /// The addresses whose connections were refused (too many at once) within the last
    /// Limits::noticeMs, sorted; empty when nothing is refused.
    [[nodiscard]] QStringList refusing() const;
    [[nodiscard]] TablePort &table() { return *m_table; }
    [[nodiscard]] const Limits &limits() const { return m_limits; }
    void setLimits(const Limits &limits) { m_limits = limits; }

    /// The seat that `secret` opens, or -1; compares with every seat's secret in constant time.
    [[nodiscard]] int seatForSecret(QByteArrayView secret) const;

    /// One seat's link as it is kept with the game (docs/phones.md): its secret, and the device that
    /// holds the seat (the SHA-256, hex, of the random id the page keeps; empty while none has joined)
    /// and the devices it replaced, which are told so when they come back.
    struct SeatLink {
        QByteArray secret;
        QByteArray device;
        QList<QByteArray> replaced;
        friend bool operator==(const SeatLink &, const SeatLink &) = default;
    };
    /// Every seat's link now (kMaxSeats of them; the secrets are made on first use).
    [[nodiscard]] std::vector<SeatLink> seatLinks();
    /// A game continued: its seats' links as kept with it (a link that is no secret of this server's
    /// shape gets a new one). Closes the phones, and drops held answers unless `keepHeld` (the same
    /// game goes on). A running server goes on listening.
    void restoreLinks(const std::vector<SeatLink> &links, bool keepHeld);
    /// Whether `secret` has the shape of a secret this server makes.
    [[nodiscard]] static bool isSecret(QByteArrayView secret);
    /// A device holds the seat (it joined with its device id).
    [[nodiscard]] bool hasDevice(int seat) const;
    /// Forgets every seat's device (the links changed: every phone scans its code again).
    void forgetDevices();

    /// A device that asks for a seat another device holds, waiting for the laptop's answer.
    struct Request {
        bool waiting = false;
        QString browser; ///< e.g. "Firefox" (known names only, never the device's own text); "" unknown
        QString system;  ///< e.g. "Android"; "" unknown
        QString address; ///< its network address
    };
    [[nodiscard]] Request request(int seat) const;
    /// Lets the waiting device in: it holds the seat from now on, the device before it is told it
    /// was replaced (also when it comes back later).
    void letIn(int seat);
    /// Refuses the waiting device: it is told so and closed.
    void refuseRequest(int seat);

public slots:
    /// The game changed on the host (a step, undo, redo): soon after (from the event loop) applies
    /// the held answers that are due and sends every phone its new view.
    void gameChanged();

signals:
    /// A phone joined, left or was replaced.
    void seatsChanged();
    /// The public table changed because of a phone (an answer held or cancelled).
    void tableChanged();
    /// refusing() changed: an address began or stopped being refused.
    void refusingChanged();
    /// A seat's device changed (first joined, let in): what is kept with the game changed.
    void linksChanged();
    /// A device began or stopped waiting for the laptop's answer.
    void requestsChanged();

private:
    struct Phone {
        int seat = -1;
        double tokens = 0;
        qint64 lastRefill = 0;
        int refusalsInARow = 0;
    };
    void makeSecrets();
    void onWebSocket();
    void onMessage(QWebSocket *socket, const QString &text);
    void onDisconnected(QWebSocket *socket);
    void send(QWebSocket *socket, const QJsonObject &message);
    void sendError(QWebSocket *socket, const QJsonValue &id, const QString &code, const QString &message);
    void refuse(QWebSocket *socket, const QJsonValue &id, const QString &code, const QString &message);
    void broadcast(const std::vector<int> &dropped = {});
    bool takeToken(Phone &phone);
    // A phone on `seat` with the device id of its link (a seat held by another device waits for the laptop).
    void admit(QWebSocket *socket, int seat);
    void seatPhone(QWebSocket *socket, int seat, const QByteArray &device);
    void clearRequest(int seat);

    friend class HttpFront;
    TablePort *m_table = nullptr;
    Limits m_limits;
    std::unique_ptr<HttpFront> m_http;
    GuardedTcpServer *m_tcp = nullptr; // owned by m_http
    quint16 m_port = 0;
    bool m_flushPending = false;
    std::array<QByteArray, kMaxSeats> m_secrets;
    std::array<QPointer<QWebSocket>, kMaxSeats> m_seated;
    std::array<QByteArray, kMaxSeats> m_devices;
    std::array<QList<QByteArray>, kMaxSeats> m_replaced;
    std::array<QPointer<QWebSocket>, kMaxSeats> m_waiting;
    std::array<QByteArray, kMaxSeats> m_waitingDevice;
    std::array<Request, kMaxSeats> m_requests;
    QHash<QWebSocket *, Phone> m_phones;
};

} // namespace phones
