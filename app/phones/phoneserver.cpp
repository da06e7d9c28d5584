#include "phoneserver.h"
#include "guardedtcpserver.h"
#include "model/core/names.h"

#include "model/core/jsonread.h"

#include <QAbstractHttpServer>
#include <QBuffer>
#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QJsonDocument>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QSet>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrlQuery>
#include <QWebSocket>

#include <qrencode.h>

#include <functional>

using namespace Qt::StringLiterals;

namespace phones {

namespace {

constexpr int kSecretBytes = 24; // 192 bits from the system's random source (at least 128 asked)
constexpr qint64 kWebSocketHardLimit = 64 * 1024; // Qt closes the connection above this

// Compares in time that depends on the lengths only, never on where the first difference is.
bool equalConstantTime(QByteArrayView a, QByteArrayView b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

QByteArray newSecret()
{
    std::array<quint32, kSecretBytes / 4> words{};
    QRandomGenerator::system()->fillRange(words.data(), qsizetype(words.size()));
    return QByteArray(reinterpret_cast<const char *>(words.data()), kSecretBytes)
            .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

bool isBase64Url(QByteArrayView s)
{
    for (char c : s)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'))
            return false;
    return true;
}

// A device as kept: the SHA-256 (hex) of the id its page made, never the id itself.
bool isDeviceHash(QByteArrayView s)
{
    if (s.size() != 64)
        return false;
    for (char c : s)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    return true;
}

// The device a phone's page says it is (?device=ID on its WebSocket, a random id kept in the page's
// storage), as kept; empty when it gave none or one of another shape.
QByteArray deviceOf(const QWebSocket *socket)
{
    const QByteArray id = QUrlQuery(socket->requestUrl()).queryItemValue(u"device"_s).toLatin1();
    if (id.size() < 16 || id.size() > 128 || !isBase64Url(id))
        return {};
    return QCryptographicHash::hash(id, QCryptographicHash::Sha256).toHex();
}

// The browser and system a User-Agent names, by a few known names only: what the laptop shows of a
// device that asks for a seat is never text the device chose.
std::pair<QString, QString> browserOf(const QByteArray &agent)
{
    static const std::pair<const char *, const char *> browsers[] = {
            {"Firefox/", "Firefox"}, {"FxiOS", "Firefox"}, {"Edg", "Edge"}, {"OPR/", "Opera"},
            {"SamsungBrowser", "Samsung Internet"}, {"CriOS", "Chrome"}, {"Chrome/", "Chrome"}, {"Safari/", "Safari"}};
    static const std::pair<const char *, const char *> systems[] = {
            {"Android", "Android"}, {"iPhone", "iPhone"}, {"iPad", "iPad"}, {"Windows", "Windows"},
            {"Mac OS X", "macOS"}, {"CrOS", "ChromeOS"}, {"Linux", "Linux"}};
    QString browser, system;
    for (const auto &[key, name] : browsers)
        if (agent.contains(key)) {
            browser = QString::fromLatin1(name);
            break;
        }
    for (const auto &[key, name] : systems)
        if (agent.contains(key)) {
            system = QString::fromLatin1(name);
            break;
        }
    return {browser, system};
}

QByteArray resource(const QString &name)
{
    QFile f(u":/phone/"_s + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

// The page over HTTP: GET /seat/<secret> (403 for a wrong secret), /phone.css, /phone.js.
class HttpFront : public QAbstractHttpServer {
public:
    explicit HttpFront(PhoneServer *server) : m_server(server) { }

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        const QString path = request.url().path();
        markRequest(path, socket);
        if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) {
            // Qt 6.4 asks before it upgrades: only a seat's own link becomes a WebSocket; a wrong one
            // goes to missingHandler() and is answered 403 there.
            return path.startsWith(u"/ws/"_s) && m_server && m_server->seatForSecret(path.mid(4).toLatin1()) >= 0;
        }
        if (request.method() != QHttpServerRequest::Method::Get) {
            reply(request, socket, QHttpServerResponder::StatusCode::MethodNotAllowed, "text/plain; charset=utf-8",
                  "Only GET.\n");
            return true;
        }
        if (path.startsWith(u"/seat/"_s)) {
            const QByteArray secret = path.mid(6).toLatin1();
            if (!m_server || m_server->seatForSecret(secret) < 0) {
                reply(request, socket, QHttpServerResponder::StatusCode::Forbidden, "text/html; charset=utf-8",
                      resource(u"forbidden.html"_s));
                return true;
            }
            reply(request, socket, QHttpServerResponder::StatusCode::Ok, "text/html; charset=utf-8", resource(u"index.html"_s));
            return true;
        }
        if (path == u"/phone.css"_s) {
            reply(request, socket, QHttpServerResponder::StatusCode::Ok, "text/css; charset=utf-8", resource(u"phone.css"_s));
            return true;
        }
        if (path == u"/phone.js"_s) {
            reply(request, socket, QHttpServerResponder::StatusCode::Ok, "text/javascript; charset=utf-8",
                  resource(u"phone.js"_s));
            return true;
        }
        reply(request, socket, QHttpServerResponder::StatusCode::NotFound, "text/plain; charset=utf-8", "Not found.\n");
        return true;
    }

    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override
    {
        if (request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) {
            reply(request, socket, QHttpServerResponder::StatusCode::Forbidden, "text/plain; charset=utf-8", "Forbidden.\n");
            return;
        }
        reply(request, socket, QHttpServerResponder::StatusCode::NotFound, "text/plain; charset=utf-8", "Not found.\n");
    }

private:
    // Its request came in time; one with a seat's link (its page or its WebSocket) is never pushed
    // out by another address's connections (GuardedTcpServer).
    void markRequest(const QString &path, QTcpSocket *socket) const
    {
        socket->setProperty("requested", true);
        if ((path.startsWith(u"/seat/"_s) || path.startsWith(u"/ws/"_s)) && m_server
            && m_server->seatForSecret(path.mid(path.indexOf(u'/', 1) + 1).toLatin1()) >= 0)
            socket->setProperty("seatLink", true);
    }

    static void reply(const QHttpServerRequest &request, QTcpSocket *socket, QHttpServerResponder::StatusCode status,
                      const QByteArray &type, const QByteArray &body)
    {
        QHttpServerResponder r = makeResponder(request, socket);
        r.writeStatusLine(status);
        r.writeHeader("Content-Type", type);
        r.writeHeader("Content-Length", QByteArray::number(body.size()));
        // The link holds the secret: never cached, never sent on as a referrer, never framed.
        r.writeHeader("Cache-Control", "no-store");
        r.writeHeader("Referrer-Policy", "no-referrer");
        r.writeHeader("X-Content-Type-Options", "nosniff");
        r.writeHeader("X-Frame-Options", "DENY");
        r.writeHeader("Content-Security-Policy",
                      "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
                      "base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
        r.writeBody(body);
    }

    QPointer<PhoneServer> m_server;
};

PhoneServer::PhoneServer(TablePort &table, QObject *parent) : QObject(parent), m_table(&table) { }

PhoneServer::~PhoneServer()
{
    stop();
}

void PhoneServer::makeSecrets()
{
    for (auto &secret : m_secrets)
        secret = newSecret();
    for (auto &device : m_devices)
        device.clear();
    for (auto &replaced : m_replaced)
        replaced.clear();
}

bool PhoneServer::isSecret(QByteArrayView secret)
{
    return secret.size() == (kSecretBytes * 4 + 2) / 3 && isBase64Url(secret);
}

std::vector<PhoneServer::SeatLink> PhoneServer::seatLinks()
{
    if (m_secrets[0].isEmpty())
        makeSecrets();
    std::vector<SeatLink> links;
    for (std::size_t p = 0; p < m_secrets.size(); ++p)
        links.push_back(SeatLink{m_secrets[p], m_devices[p], m_replaced[p]});
    return links;
}

void PhoneServer::restoreLinks(const std::vector<SeatLink> &links, bool keepHeld)
{
    const bool running = isRunning();
    const QHostAddress address = running ? m_tcp->serverAddress() : QHostAddress();
    const quint16 port = m_port;
    stop();
    for (std::size_t p = 0; p < m_secrets.size(); ++p) {
        const SeatLink link = p < links.size() ? links[p] : SeatLink{};
        const bool kept = isSecret(link.secret);
        m_secrets[p] = kept ? link.secret : newSecret();
        m_devices[p] = kept && isDeviceHash(link.device) ? link.device : QByteArray();
        m_replaced[p].clear();
        if (kept)
            for (const QByteArray &d : link.replaced)
                if (isDeviceHash(d) && m_replaced[p].size() < 64)
                    m_replaced[p].append(d);
    }
    if (!keepHeld)
        m_table->reset();
    if (running)
        start(address, port);
}

bool PhoneServer::hasDevice(int seat) const
{
    return seat >= 0 && seat < kMaxSeats && !m_devices[std::size_t(seat)].isEmpty();
}

void PhoneServer::forgetDevices()
{
    for (auto &device : m_devices)
        device.clear();
    for (auto &replaced : m_replaced)
        replaced.clear();
    emit linksChanged();
}

bool PhoneServer::start(const QHostAddress &address, quint16 port, QString *error)
{
    stop();
    if (m_secrets[0].isEmpty())
        makeSecrets();
    m_http = std::make_unique<HttpFront>(this);
    m_tcp = new GuardedTcpServer(m_limits, [this] { emit refusingChanged(); }, nullptr);
    m_tcp->setMaxPendingConnections(m_limits.maxConnections);
    if (!m_tcp->listen(address, port)) {
        if (error)
            *error = m_tcp->errorString();
        delete m_tcp;
        m_tcp = nullptr;
        m_http.reset();
        return false;
    }
    m_port = m_tcp->serverPort();
    m_http->bind(m_tcp); // takes ownership
    connect(m_http.get(), &QAbstractHttpServer::newWebSocketConnection, this, &PhoneServer::onWebSocket);
    m_table->settle();
    return true;
}

void PhoneServer::stop()
{
    const bool hadPhones = connectedSeats() > 0;
    bool hadRequests = false;
    for (int p = 0; p < kMaxSeats; ++p) {
        hadRequests = hadRequests || m_requests[std::size_t(p)].waiting;
        if (QWebSocket *waiting = m_waiting[std::size_t(p)]) {
            waiting->disconnect(this);
            waiting->abort();
            waiting->deleteLater();
        }
        clearRequest(p);
    }
    const auto sockets = m_phones.keys();
    m_phones.clear();
    for (auto &seated : m_seated)
        seated.clear();
    for (QWebSocket *s : sockets) {
        s->disconnect(this);
        s->abort();
        s->deleteLater();
    }
    if (m_tcp)
        m_tcp->closeAll();
    if (m_http) {
        m_http->disconnect(this);
        m_http.release()->deleteLater(); // its TCP server and every socket under it go with it
    }
    m_tcp = nullptr;
    m_port = 0;
    if (hadPhones)
        emit seatsChanged();
    if (hadRequests)
        emit requestsChanged();
}

bool PhoneServer::isRunning() const
{
    return m_tcp && m_tcp->isListening();
}

void PhoneServer::newGame()
{
    const bool running = isRunning();
    const QHostAddress address = running ? m_tcp->serverAddress() : QHostAddress();
    const quint16 port = m_port;
    stop();
    makeSecrets(); // and no device holds a seat of the new game
    m_table->reset();
    if (running)
        start(address, port);
}

int PhoneServer::seatForSecret(QByteArrayView secret) const
{
    int seat = -1;
    const int seats = m_table->seatCount();
    for (int p = 0; p < kMaxSeats; ++p) { // every seat is compared, whichever matches
        const bool match = equalConstantTime(secret, m_secrets[std::size_t(p)]);
        if (match && p < seats && !m_secrets[std::size_t(p)].isEmpty())
            seat = p;
    }
    return seat;
}

QString PhoneServer::seatUrl(int seat, const QString &host) const
{
    if (seat < 0 || seat >= m_table->seatCount() || m_secrets[std::size_t(seat)].isEmpty())
        return {};
    QString h = host;
    if (h.contains(u':') && !h.startsWith(u'[')) // an IPv6 address
        h = u"["_s + h + u"]"_s;
    return u"http://%1:%2/seat/%3"_s.arg(h).arg(m_port).arg(QString::fromLatin1(m_secrets[std::size_t(seat)]));
}

QString PhoneServer::lanAddress()
{
    const QList<Network> all = networks();
    return all.isEmpty() ? u"127.0.0.1"_s : all.first().address;
}

QList<Network> PhoneServer::networks()
{
    QList<Network> out;
    for (const QNetworkInterface &iface : QNetworkInterface::allInterfaces()) {
        const auto flags = iface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning) || (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : iface.addressEntries())
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol && !entry.ip().isLoopback())
                out.append(Network{iface.humanReadableName(), entry.ip().toString()});
    }
    return out;
}

QImage PhoneServer::qrCode(int seat, const QString &host, int scale) const
{
    const QByteArray url = seatUrl(seat, host).toUtf8();
    if (url.isEmpty())
        return {};
    QRcode *code = QRcode_encodeString(url.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return {};
    constexpr int kQuiet = 4; // modules of white around the code
    const int side = code->width + 2 * kQuiet;
    QImage image(side * scale, side * scale, QImage::Format_RGB32);
    image.fill(Qt::white);
    for (int y = 0; y < side * scale; ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        const int my = y / scale - kQuiet;
        for (int x = 0; x < side * scale; ++x) {
            const int mx = x / scale - kQuiet;
            if (my >= 0 && my < code->width && mx >= 0 && mx < code->width && (code->data[my * code->width + mx] & 1))
                line[x] = qRgb(0, 0, 0);
        }
    }
    QRcode_free(code);
    return image;
}

QString PhoneServer::qrCodeDataUrl(int seat, const QString &host, int scale) const
{
    const QImage image = qrCode(seat, host, scale);
    if (image.isNull())
        return {};
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return u"data:image/png;base64,"_s + QString::fromLatin1(png.toBase64());
}

bool PhoneServer::seatConnected(int seat) const
{
    return seat >= 0 && seat < kMaxSeats && !m_seated[std::size_t(seat)].isNull();
}

int PhoneServer::connectedSeats() const
{
    int n = 0;
    for (const auto &s : m_seated)
        n += s.isNull() ? 0 : 1;
    return n;
}

int PhoneServer::openConnections()
{
    return m_tcp ? m_tcp->open() : 0;
}

QStringList PhoneServer::refusing() const
{
    return m_tcp ? m_tcp->refusing() : QStringList();
}

void PhoneServer::onWebSocket()
{
    while (m_http && m_http->hasPendingWebSocketConnections()) {
        QWebSocket *socket = m_http->nextPendingWebSocketConnection().release();
        if (!socket)
            break;
        socket->setParent(this);
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { onDisconnected(socket); });
        const QString path = socket->requestUrl().path();
        const int seat = path.startsWith(u"/ws/"_s) ? seatForSecret(path.mid(4).toLatin1()) : -1;
        if (seat < 0) {
            // The same answer for every wrong link: it tells nothing about the right ones.
            send(socket, QJsonObject{{u"type"_s, u"error"_s}, {u"code"_s, u"forbidden"_s}, {u"message"_s, u"not a seat of this game"_s}});
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated, u"forbidden"_s);
            continue;
        }
        if (m_tcp)
            m_tcp->seat(socket->peerAddress(), socket->peerPort());
        socket->setMaxAllowedIncomingMessageSize(quint64(kWebSocketHardLimit));
        socket->setMaxAllowedIncomingFrameSize(quint64(kWebSocketHardLimit));
        socket->setReadBufferSize(kWebSocketHardLimit);
        admit(socket, seat);
    }
}

void PhoneServer::admit(QWebSocket *socket, int seat)
{
    const std::size_t s = std::size_t(seat);
    const QByteArray device = deviceOf(socket);
    if (!device.isEmpty() && m_replaced[s].contains(device)) {
        // A device the laptop let another one replace: it is told so again, and plays no more.
        send(socket, QJsonObject{{u"type"_s, u"replaced"_s}});
        socket->close(QWebSocketProtocol::CloseCodeNormal, u"replaced"_s);
        return;
    }
    if (m_devices[s].isEmpty() || device == m_devices[s]) {
        seatPhone(socket, seat, device); // the seat's own device (or the first), back without asking
        return;
    }
    // Another device holds the seat: the laptop decides. Only the newest one waits; it sees nothing of
    // the seat until it is let in.
    if (QWebSocket *earlier = m_waiting[s]) {
        earlier->disconnect(this);
        send(earlier, QJsonObject{{u"type"_s, u"refused"_s}});
        earlier->close(QWebSocketProtocol::CloseCodeNormal, u"refused"_s);
        earlier->deleteLater();
    }
    m_waiting[s] = socket;
    m_waitingDevice[s] = device;
    const auto [browser, system] = browserOf(socket->request().rawHeader("User-Agent"));
    QHostAddress peer = socket->peerAddress();
    bool v4 = false;
    const quint32 ip4 = peer.toIPv4Address(&v4); // "::ffff:192.168.1.7" is said as 192.168.1.7
    if (v4)
        peer = QHostAddress(ip4);
    m_requests[s] = Request{true, browser, system, peer.toString()};
    send(socket, QJsonObject{{u"type"_s, u"waiting"_s}});
    emit requestsChanged();
}

void PhoneServer::seatPhone(QWebSocket *socket, int seat, const QByteArray &device)
{
    const std::size_t s = std::size_t(seat);
    // The seat's phone until now (another tab of the same device, or one the laptop let this one replace).
    if (QWebSocket *old = m_seated[s]) {
        m_phones.remove(old);
        send(old, QJsonObject{{u"type"_s, u"replaced"_s}});
        old->close(QWebSocketProtocol::CloseCodeNormal, u"replaced"_s);
    }
    if (!device.isEmpty() && device != m_devices[s]) {
        m_devices[s] = device;
        emit linksChanged();
    }
    m_seated[s] = socket;
    Phone phone;
    phone.seat = seat;
    phone.tokens = 2.0 * m_limits.messagesPerSecond;
    phone.lastRefill = QDateTime::currentMSecsSinceEpoch();
    m_phones.insert(socket, phone);
    connect(socket, &QWebSocket::textMessageReceived, this, [this, socket](const QString &text) { onMessage(socket, text); });
    connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket](const QByteArray &) {
        refuse(socket, QJsonValue(), u"bad-message"_s, u"binary messages are not part of the protocol"_s);
    });
    send(socket, m_table->seatView(seat));
    emit seatsChanged();
}

PhoneServer::Request PhoneServer::request(int seat) const
{
    return seat >= 0 && seat < kMaxSeats ? m_requests[std::size_t(seat)] : Request{};
}

void PhoneServer::clearRequest(int seat)
{
    const std::size_t s = std::size_t(seat);
    m_waiting[s].clear();
    m_waitingDevice[s].clear();
    m_requests[s] = Request{};
}

void PhoneServer::letIn(int seat)
{
    if (seat < 0 || seat >= kMaxSeats || !m_requests[std::size_t(seat)].waiting)
        return;
    const std::size_t s = std::size_t(seat);
    QWebSocket *socket = m_waiting[s];
    const QByteArray device = m_waitingDevice[s];
    clearRequest(seat);
    if (socket && socket->state() == QAbstractSocket::ConnectedState) {
        // The device before is told it was replaced, now and whenever it comes back.
        if (!m_devices[s].isEmpty() && m_devices[s] != device && !m_replaced[s].contains(m_devices[s]))
            m_replaced[s].append(m_devices[s]);
        if (device.isEmpty()) {
            m_devices[s].clear();
            emit linksChanged();
        }
        seatPhone(socket, seat, device);
    }
    emit requestsChanged();
}

void PhoneServer::refuseRequest(int seat)
{
    if (seat < 0 || seat >= kMaxSeats || !m_requests[std::size_t(seat)].waiting)
        return;
    if (QWebSocket *socket = m_waiting[std::size_t(seat)]) {
        send(socket, QJsonObject{{u"type"_s, u"refused"_s}});
        socket->close(QWebSocketProtocol::CloseCodeNormal, u"refused"_s);
    }
    clearRequest(seat);
    emit requestsChanged();
}

void PhoneServer::onDisconnected(QWebSocket *socket)
{
    m_phones.remove(socket);
    for (int p = 0; p < kMaxSeats; ++p)
        if (m_waiting[std::size_t(p)] == socket) {
            clearRequest(p); // the device gave up asking
            emit requestsChanged();
        }
    bool changed = false;
    for (auto &seated : m_seated)
        if (seated == socket) {
            seated.clear();
            changed = true;
        }
    socket->deleteLater();
    if (changed)
        emit seatsChanged();
}

bool PhoneServer::takeToken(Phone &phone)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const double burst = 2.0 * m_limits.messagesPerSecond;
    phone.tokens = std::min(burst, phone.tokens + double(now - phone.lastRefill) * m_limits.messagesPerSecond / 1000.0);
    phone.lastRefill = now;
    if (phone.tokens < 1.0)
        return false;
    phone.tokens -= 1.0;
    return true;
}

void PhoneServer::send(QWebSocket *socket, const QJsonObject &message)
{
    socket->sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
}

void PhoneServer::sendError(QWebSocket *socket, const QJsonValue &id, const QString &code, const QString &message)
{
    QJsonObject o{{u"type"_s, u"error"_s}, {u"code"_s, code}, {u"message"_s, message}};
    if (id.isDouble())
        o.insert(u"id"_s, id);
    send(socket, o);
}

void PhoneServer::refuse(QWebSocket *socket, const QJsonValue &id, const QString &code, const QString &message)
{
    auto it = m_phones.find(socket);
    if (it == m_phones.end())
        return;
    sendError(socket, id, code, message);
    if (++it->refusalsInARow > m_limits.maxRefusalsInARow) {
        m_phones.erase(it);
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated, u"too many bad messages"_s);
    }
}

Incoming readIncoming(TablePort &table, int seat, const QByteArray &utf8, int maxBytes)
{
    Incoming in;
    auto refuse = [&](const QString &code, const QString &message) {
        in.answer.status = Answer::Status::Refused;
        in.answer.code = code;
        in.answer.message = message;
        return in;
    };
    if (utf8.size() > maxBytes)
        return refuse(u"too-big"_s, u"message larger than %1 bytes"_s.arg(maxBytes));
    mc::Problem refused;
    const QJsonDocument doc = mc::readJson(utf8, maxBytes, refused);
    if (doc.isNull() && refused.reason == mc::ProblemCode::DuplicateKey)
        // A key twice: which one the phone meant is not guessed.
        return refuse(u"duplicate-key"_s, u"the key \"%1\" is written twice (%2)"_s.arg(mc::printable(refused.detail),
                                                                                           mc::printable(refused.path)));
    if (!doc.isObject())
        return refuse(u"bad-json"_s, u"a message is one JSON object"_s);
    const QJsonObject message = doc.object();
    in.id = message.value(u"id"_s);
    const QString type = message.value(u"type"_s).toString();
    if (type == u"ping"_s) {
        in.kind = Incoming::Kind::Ping;
        return in;
    }
    if (type == u"view"_s) {
        in.kind = Incoming::Kind::View;
        return in;
    }
    in.kind = Incoming::Kind::Submitted;
    in.answer = table.submit(seat, message);
    return in;
}

void PhoneServer::onMessage(QWebSocket *socket, const QString &text)
{
    auto it = m_phones.find(socket);
    if (it == m_phones.end())
        return; // replaced or closed: its messages count for nothing
    if (!takeToken(*it)) {
        refuse(socket, QJsonValue(), u"rate-limited"_s, u"too many messages; wait a moment"_s);
        return;
    }
    const Incoming in = readIncoming(*m_table, it->seat, text.toUtf8(), m_limits.maxMessageBytes);
    const QJsonValue &id = in.id;
    if (in.kind == Incoming::Kind::Ping || in.kind == Incoming::Kind::View) {
        it->refusalsInARow = 0;
        QJsonObject pong{{u"type"_s, u"pong"_s}};
        if (id.isDouble())
            pong.insert(u"id"_s, id);
        send(socket, in.kind == Incoming::Kind::Ping ? pong : m_table->seatView(it->seat));
        return;
    }
    const Answer &answer = in.answer;
    if (answer.status == Answer::Status::Refused) {
        refuse(socket, id, answer.code, answer.message);
        return;
    }
    if (auto again = m_phones.find(socket); again != m_phones.end())
        again->refusalsInARow = 0;
    QJsonObject ack{{u"type"_s, u"ack"_s},
                    {u"status"_s, answer.status == Answer::Status::Applied ? u"applied"_s
                                  : answer.status == Answer::Status::Held    ? u"held"_s
                                                                             : u"cancelled"_s}};
    if (id.isDouble())
        ack.insert(u"id"_s, id);
    send(socket, ack);
    if (answer.status != Answer::Status::Applied) // an applied one comes back through gameChanged()
        broadcast();
}

void PhoneServer::gameChanged()
{
    // Later, from the event loop: the host may be in the middle of its own update, and the held
    // answers applied now would step the game again inside it. Several changes make one update.
    if (m_flushPending)
        return;
    m_flushPending = true;
    QMetaObject::invokeMethod(this, [this] {
        m_flushPending = false;
        broadcast(m_table->settle());
    }, Qt::QueuedConnection);
}

void PhoneServer::broadcast(const std::vector<int> &dropped)
{
    for (auto it = m_phones.cbegin(); it != m_phones.cend(); ++it) {
        QWebSocket *socket = it.key();
        const int seat = it->seat;
        if (std::find(dropped.begin(), dropped.end(), seat) != dropped.end())
            send(socket, QJsonObject{{u"type"_s, u"dropped"_s}});
        send(socket, m_table->seatView(seat));
    }
    emit tableChanged();
}

} // namespace phones
