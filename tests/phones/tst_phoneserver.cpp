// The phones' server: secrets and 403, per-seat views that never carry another seat's secrets, held
// answers (R-SETUP-4, R-TITHE-2), hostile messages and connections that change nothing.
#include "phoneserver.h"
#include "seatport.h"
#include "model/mourners/bots.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace {

class TestHost : public phones::GameHost {
public:
    TestHost() { reset(); }
    void reset()
    {
        g = mc::Game::create(mc::standardRuleset(), 3, 7, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
        g.playChance();
    }
    const mc::Game &game() const override { return g; }
    bool applySeatAction(const mc::Action &action, QString &error) override
    {
        const auto e = g.apply(action);
        if (e != mc::ApplyError::None) {
            error = QString::fromLatin1(mc::applyErrorKey(e));
            return false;
        }
        g.playChance();
        if (server)
            server->gameChanged();
        return true;
    }
    // Bots play the public steps until the first blind bid.
    void playToBid()
    {
        for (int i = 0; i < 5000 && g.state().decision() != mc::Decision::Bid; ++i) {
            const int seat = g.state().currentSeat();
            QVERIFY(g.apply(mc::chooseAction(g.state().viewFor(seat), mc::BotConfig{}, std::uint64_t(i))) == mc::ApplyError::None);
            g.playChance();
        }
        QCOMPARE(g.state().decision(), mc::Decision::Bid);
    }
    mc::Game g;
    phones::PhoneServer *server = nullptr;
};

// A phone: a WebSocket client that keeps every frame it received.
struct Phone {
    QWebSocket socket;
    QStringList frames;
    Phone() { QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket, [this](const QString &t) { frames << t; }); }
    bool open(const QString &url, const QByteArray &userAgent = {})
    {
        QSignalSpy connected(&socket, &QWebSocket::connected);
        QNetworkRequest request{QUrl(url)};
        if (!userAgent.isEmpty())
            request.setRawHeader("User-Agent", userAgent);
        socket.open(request);
        return connected.wait(5000);
    }
    QJsonObject last(const QString &type) const
    {
        for (auto it = frames.crbegin(); it != frames.crend(); ++it) {
            const QJsonObject o = QJsonDocument::fromJson(it->toUtf8()).object();
            if (o.value(u"type"_s).toString() == type)
                return o;
        }
        return {};
    }
    void send(const QJsonObject &o) { socket.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))); }
    int count(const QString &needle) const
    {
        int n = 0;
        for (const auto &f : frames)
            n += f.contains(needle) ? 1 : 0;
        return n;
    }
};

QString wsUrl(const QString &seatUrl)
{
    QString u = seatUrl;
    return u.replace(u"http://"_s, u"ws://"_s).replace(u"/seat/"_s, u"/ws/"_s);
}

// Another machine on the Wi-Fi that floods the server: `count` connections from `from` (a loopback
// address such as 127.0.0.2 stands for another machine), each sending the start of a request and
// never its end.
std::vector<std::unique_ptr<QTcpSocket>> halfOpen(const QString &from, quint16 port, int count)
{
    std::vector<std::unique_ptr<QTcpSocket>> crowd;
    for (int i = 0; i < count; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->bind(QHostAddress(from), 0);
        QTcpSocket *raw = s.get();
        QObject::connect(raw, &QTcpSocket::connected, raw, [raw] { raw->write("GET /seat/x HTTP/1.1\r\nHost: a\r\n"); });
        s->connectToHost(QHostAddress::LocalHost, port);
        crowd.push_back(std::move(s));
    }
    return crowd;
}

int stillOpen(const std::vector<std::unique_ptr<QTcpSocket>> &crowd)
{
    int n = 0;
    for (const auto &s : crowd)
        n += s->state() == QAbstractSocket::ConnectedState ? 1 : 0;
    return n;
}

} // namespace

class TstPhoneServer : public QObject {
    Q_OBJECT
private:
    TestHost m_host;
    std::unique_ptr<phones::SeatPort> m_port;
    std::unique_ptr<phones::PhoneServer> m_server;
    QString url(int seat) const { return m_server->seatUrl(seat, u"127.0.0.1"_s); }
    QString secret(int seat) const { return url(seat).section(u'/', -1); }
    // A secret of the right length that is certainly no seat's: seat 0's with its last character
    // changed (to 'A', or to 'B' where it was 'A').
    QString wrongSecret() const
    {
        QString s = secret(0);
        s.back() = s.back() == u'A' ? u'B' : u'A';
        return s;
    }

private slots:
    void init()
    {
        m_host.reset();
        m_port = std::make_unique<phones::SeatPort>(m_host);
        m_server = std::make_unique<phones::PhoneServer>(*m_port);
        m_host.server = m_server.get();
        m_server->newGame();
        QVERIFY(m_server->start(QHostAddress::LocalHost, 0));
    }
    void cleanup()
    {
        m_server.reset();
        m_port.reset();
        m_host.server = nullptr;
    }

    void secretsAreLongRandomAndNewForEveryGame()
    {
        QSet<QString> seen;
        for (int p = 0; p < 3; ++p) {
            const QByteArray raw = QByteArray::fromBase64(secret(p).toLatin1(), QByteArray::Base64UrlEncoding);
            QVERIFY2(raw.size() * 8 >= 128, "at least 128 bits");
            seen.insert(secret(p));
            QCOMPARE(m_server->seatForSecret(secret(p).toLatin1()), p);
        }
        QCOMPARE(seen.size(), 3);
        QVERIFY(m_server->seatUrl(3, u"127.0.0.1"_s).isEmpty()); // a 3-player game has no seat 4
        QCOMPARE(m_server->seatForSecret(QByteArray()), -1);
        QCOMPARE(m_server->seatForSecret(secret(0).left(10).toLatin1()), -1);
        const QString old = secret(0);
        m_server->newGame();
        QCOMPARE(m_server->seatForSecret(old.toLatin1()), -1);
        QVERIFY(m_server->isRunning());
    }

    void wrongSecretIs403()
    {
        QNetworkAccessManager nam;
        auto get = [&](const QString &u) {
            QNetworkReply *r = nam.get(QNetworkRequest(QUrl(u)));
            QSignalSpy done(r, &QNetworkReply::finished);
            done.wait(5000);
            r->deleteLater();
            return std::pair{r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), r->readAll()};
        };
        QString base = u"http://127.0.0.1:%1"_s.arg(m_server->port());
        QCOMPARE(get(url(0)).first, 200);
        const QString wrong = wrongSecret();
        QCOMPARE(wrong.size(), secret(0).size());
        QVERIFY(wrong != secret(0));
        QCOMPARE(m_server->seatForSecret(wrong.toLatin1()), -1);
        QCOMPARE(get(base + u"/seat/"_s + wrong).first, 403);
        QCOMPARE(get(base + u"/seat/"_s).first, 403);
        QCOMPARE(get(base + u"/phone.js"_s).first, 200);
        QCOMPARE(get(base + u"/etc/passwd"_s).first, 404);
        const auto page = get(url(1)).second;
        for (int p = 0; p < 3; ++p)
            QVERIFY(!page.contains(secret(p).toLatin1())); // the page itself carries no secret

        // A WebSocket with a wrong secret is refused before the upgrade (403), with a right one it opens.
        Phone bad;
        QVERIFY(!bad.open(base.replace(u"http"_s, u"ws"_s) + u"/ws/"_s + wrong));
        QCOMPARE(bad.socket.state(), QAbstractSocket::UnconnectedState);
        QVERIFY(bad.frames.isEmpty());
        QCOMPARE(m_server->connectedSeats(), 0);
        Phone good;
        QVERIFY(good.open(wsUrl(url(1))));
        QTRY_COMPARE(m_server->connectedSeats(), 1);
        QTRY_COMPARE(good.last(u"view"_s).value(u"name"_s).toString(), u"Bo"_s);
    }

    // R-SETUP-4: each phone keeps its own motive; answers ahead of the turn are held, then applied in turn order.
    void motiveChoiceFromThreePhones()
    {
        Phone phone[3];
        for (int p = 0; p < 3; ++p)
            QVERIFY(phone[p].open(wsUrl(url(p))));
        QTRY_COMPARE(m_server->connectedSeats(), 3);
        QCOMPARE(m_host.g.state().decision(), mc::Decision::KeepMotive);
        const int first = m_host.g.state().currentSeat();
        QCOMPARE(first, 0);
        const std::size_t actionsBefore = m_host.g.actions().size();
        phone[2].send(QJsonObject{{u"type"_s, u"act"_s}, {u"id"_s, 1}, {u"kind"_s, u"motive"_s}, {u"faction"_s, u"spirit"_s}});
        QTRY_COMPARE(phone[2].last(u"ack"_s).value(u"status"_s).toString(), u"held"_s);
        QCOMPARE(m_host.g.actions().size(), actionsBefore);
        QVERIFY(m_port->holds(2));
        QCOMPARE(m_port->answersIn(), 1);
        phone[1].send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"motive"_s}, {u"faction"_s, u"flesh"_s}});
        QTRY_COMPARE(phone[1].last(u"ack"_s).value(u"status"_s).toString(), u"held"_s);
        phone[0].send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"motive"_s}, {u"faction"_s, u"bone"_s}});
        QTRY_COMPARE(phone[0].last(u"ack"_s).value(u"status"_s).toString(), u"applied"_s);
        QTRY_VERIFY(m_host.g.state().player[2].declared == 2);
        QCOMPARE(m_host.g.state().player[0].declared, std::int8_t(0));
        QCOMPARE(m_host.g.state().player[1].declared, std::int8_t(1));
        // No phone ever received another seat's motives.
        const mc::Ruleset &r = m_host.g.state().rules();
        QTRY_VERIFY(!phone[0].last(u"view"_s).value(u"ask"_s).isObject());
        for (int p = 0; p < 3; ++p)
            for (int q = 0; q < 3; ++q) {
                if (p == q)
                    continue;
                const int kept = m_host.g.state().player[std::size_t(q)].motive;
                QCOMPARE(phone[p].count(u"\"%1\""_s.arg(r.motives[std::size_t(kept)].id)), 0);
                QCOMPARE(phone[p].count(secret(q)), 0);
            }
    }

    // R-TITHE-2: blind bids; the table sees "n of 3 in" and the amounts only when all are in.
    void titheBidFromThreePhones()
    {
        m_host.playToBid();
        m_server->gameChanged();
        Phone phone[3];
        for (int p = 0; p < 3; ++p)
            QVERIFY(phone[p].open(wsUrl(url(p))));
        const mc::GameState &s = m_host.g.state();
        const int first = s.currentSeat();
        const int last = (first + 2) % 3;
        phone[last].send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"bid"_s}, {u"amount"_s, 0}});
        QTRY_COMPARE(m_port->answersIn(), 1);
        QTRY_COMPARE(phone[first].last(u"view"_s).value(u"board"_s)[u"answersIn"_s].toInt(), 1);
        // Nobody sees the held amount, nor that it is 0, before the reveal.
        for (int p = 0; p < 3; ++p)
            for (const auto &pl : phone[p].last(u"view"_s).value(u"board"_s)[u"players"_s].toArray())
                QVERIFY(!pl.toObject().contains(u"bid"_s));
        for (int k = 0; k < 2; ++k) {
            const int seat = (first + k) % 3;
            phone[seat].send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"bid"_s}, {u"amount"_s, 0}});
        }
        QTRY_VERIFY(m_host.g.state().decision() != mc::Decision::Bid);
        QTRY_VERIFY(phone[first].last(u"view"_s).value(u"board"_s)[u"players"_s].toArray().at(last).toObject().contains(u"bid"_s));
    }

    // R-DRAFT-2 in digital play: a phone keeps one card of the hand passed to it, even before its turn.
    void draftPickAheadOfTheTurn()
    {
        for (int i = 0; i < 5000 && m_host.g.state().decision() != mc::Decision::DraftPick; ++i) {
            const int seat = m_host.g.state().currentSeat();
            QVERIFY(m_host.g.apply(mc::chooseAction(m_host.g.state().viewFor(seat), mc::BotConfig{}, std::uint64_t(i)))
                    == mc::ApplyError::None);
            m_host.g.playChance();
        }
        QCOMPARE(m_host.g.state().decision(), mc::Decision::DraftPick);
        m_server->gameChanged();
        const int now = m_host.g.state().currentSeat();
        const int later = (now + 1) % 3;
        Phone phone;
        QVERIFY(phone.open(wsUrl(url(later))));
        QTRY_VERIFY(phone.last(u"view"_s).value(u"ask"_s).isObject());
        const QJsonObject ask = phone.last(u"view"_s).value(u"ask"_s).toObject();
        QCOMPARE(ask.value(u"kind"_s).toString(), u"draft"_s);
        QCOMPARE(ask.value(u"now"_s).toBool(), false);
        const int card = ask.value(u"choices"_s).toArray().at(0).toObject().value(u"card"_s).toInt();
        // The choices are exactly this seat's own draft hand.
        const auto &draft = m_host.g.state().player[std::size_t(later)].draft;
        QVERIFY(std::find(draft.begin(), draft.end(), std::int16_t(card)) != draft.end());
        phone.send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"draft"_s}, {u"card"_s, card}});
        QTRY_VERIFY(m_port->holds(later));
        const auto &hand = m_host.g.state().player[std::size_t(later)].hand;
        const std::size_t handBefore = hand.size();
        // The seat before decides on the laptop; the held pick follows at once.
        const mc::Action pick = m_host.g.state().legalActions().front();
        QString error;
        QVERIFY(m_host.applySeatAction(pick, error));
        QTRY_COMPARE(m_host.g.state().player[std::size_t(later)].hand.size(), handBefore + 1);
        QCOMPARE(m_host.g.state().player[std::size_t(later)].hand.back(), std::int16_t(card));
        QVERIFY(!m_port->holds(later));
    }

    void undoDropsHeldAnswers()
    {
        m_host.playToBid();
        Phone phone;
        const int first = m_host.g.state().currentSeat();
        const int other = (first + 1) % 3;
        QVERIFY(phone.open(wsUrl(url(other))));
        phone.send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"bid"_s}, {u"amount"_s, 0}});
        QTRY_VERIFY(m_port->holds(other));
        QVERIFY(m_host.g.undo());
        m_server->gameChanged();
        QTRY_VERIFY(!m_port->holds(other));
        QTRY_COMPARE(phone.count(u"\"dropped\""_s), 1);
    }

    void hostileMessagesChangeNothing_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("code");
        QTest::newRow("not json") << u"{bid 3"_s << u"bad-json"_s;
        QTest::newRow("array") << u"[1,2]"_s << u"bad-json"_s;
        QTest::newRow("unknown type") << u"{\"type\":\"admin\"}"_s << u"bad-message"_s;
        QTest::newRow("another seat") << u"{\"type\":\"act\",\"kind\":\"motive\",\"faction\":\"bone\",\"seat\":2}"_s << u"bad-message"_s;
        QTest::newRow("no faction") << u"{\"type\":\"act\",\"kind\":\"motive\",\"faction\":\"gold\"}"_s << u"bad-message"_s;
        QTest::newRow("half a bid") << u"{\"type\":\"act\",\"kind\":\"bid\",\"amount\":2.5}"_s << u"bad-message"_s;
        QTest::newRow("huge bid") << u"{\"type\":\"act\",\"kind\":\"bid\",\"amount\":1e300}"_s << u"bad-message"_s;
        QTest::newRow("bid now") << u"{\"type\":\"act\",\"kind\":\"bid\",\"amount\":1}"_s << u"illegal"_s;
        QTest::newRow("draft now") << u"{\"type\":\"act\",\"kind\":\"draft\",\"card\":1}"_s << u"illegal"_s;
        QTest::newRow("cancel nothing") << u"{\"type\":\"cancel\"}"_s << u"not-now"_s;
        // A key twice: the phone's page never writes one; which copy was meant is not guessed.
        QTest::newRow("key twice") << u"{\"type\":\"act\",\"kind\":\"motive\",\"faction\":\"bone\",\"faction\":\"flesh\"}"_s
                                   << u"duplicate-key"_s;
        QTest::newRow("too big") << (u"{\"type\":\"ping\",\"pad\":\""_s + QString(5000, u'x') + u"\"}"_s) << u"too-big"_s;
    }
    void hostileMessagesChangeNothing()
    {
        QFETCH(QString, message);
        QFETCH(QString, code);
        const QString before = mc::stateDigest(m_host.g.state());
        const std::size_t actionsBefore = m_host.g.actions().size();
        Phone phone;
        QVERIFY(phone.open(wsUrl(url(1))));
        phone.socket.sendTextMessage(message);
        QTRY_VERIFY(!phone.last(u"error"_s).isEmpty());
        QCOMPARE(phone.last(u"error"_s).value(u"code"_s).toString(), code);
        QCOMPARE(mc::stateDigest(m_host.g.state()), before);
        QCOMPARE(m_host.g.actions().size(), actionsBefore);
        QVERIFY(!m_port->holds(1));
        QCOMPARE(phone.socket.state(), QAbstractSocket::ConnectedState); // refused, still served
    }

    void oversizedFrameClosesOnlyThatConnection()
    {
        Phone phone, other;
        QVERIFY(phone.open(wsUrl(url(1))));
        QVERIFY(other.open(wsUrl(url(2))));
        phone.socket.sendTextMessage(QString(200 * 1024, u'x'));
        QTRY_COMPARE(phone.socket.state(), QAbstractSocket::UnconnectedState);
        other.send(QJsonObject{{u"type"_s, u"ping"_s}, {u"id"_s, 7}});
        QTRY_COMPARE(other.last(u"pong"_s).value(u"id"_s).toInt(), 7);
    }

    void messageRateIsBounded()
    {
        Phone phone;
        QVERIFY(phone.open(wsUrl(url(0))));
        for (int i = 0; i < 60; ++i)
            phone.send(QJsonObject{{u"type"_s, u"ping"_s}, {u"id"_s, i}});
        QTRY_VERIFY(phone.count(u"rate-limited"_s) > 0);
        QVERIFY(phone.count(u"\"pong\""_s) <= 2 * m_server->limits().messagesPerSecond + 2);
    }

    void secondDeviceReplacesTheFirst()
    {
        Phone a, b;
        QVERIFY(a.open(wsUrl(url(0))));
        QTRY_COMPARE(m_server->connectedSeats(), 1);
        QVERIFY(b.open(wsUrl(url(0))));
        QTRY_COMPARE(a.socket.state(), QAbstractSocket::UnconnectedState);
        QCOMPARE(a.count(u"\"replaced\""_s), 1);
        b.send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"motive"_s}, {u"faction"_s, u"bone"_s}});
        QTRY_COMPARE(m_host.g.state().player[0].declared, std::int8_t(0));
        QCOMPARE(m_server->connectedSeats(), 1);
    }

    // A seat's links kept with the game come back as they were (a restart, a game continued); a link
    // that is no secret of the server's shape gets a new one.
    void linksComeBackWithTheGame()
    {
        const auto links = m_server->seatLinks();
        const QString bo = url(1);
        TestHost other;
        phones::SeatPort port(other);
        phones::PhoneServer again(port);
        again.restoreLinks(links, false);
        QVERIFY(again.start(QHostAddress::LocalHost, 0));
        QCOMPARE(again.seatForSecret(secret(0).toLatin1()), 0);
        QCOMPARE(again.seatUrl(1, u"127.0.0.1"_s).section(u'/', -1), bo.section(u'/', -1));
        QCOMPARE(again.seatLinks(), links);
        auto broken = links;
        broken[1].secret = "short";
        broken[0].device = "not a device";
        again.restoreLinks(broken, false);
        QCOMPARE(again.seatForSecret(secret(0).toLatin1()), 0);
        QCOMPARE(again.seatForSecret(secret(1).toLatin1()), -1);
        QVERIFY(phones::PhoneServer::isSecret(again.seatLinks()[1].secret));
        QVERIFY(!again.hasDevice(0));
    }

    // Once a device holds a seat, another one waits until the laptop lets it in; the one before is
    // told it was replaced, also when it comes back later. The waiting one sees nothing of the seat.
    void aSecondDeviceWaitsForTheLaptop()
    {
        const std::int8_t undeclared = m_host.g.state().player[0].declared;
        Phone first, second, firstAgain;
        QVERIFY(first.open(wsUrl(url(0)) + u"?device=firstDevice-0000000001"_s));
        QTRY_COMPARE(m_server->connectedSeats(), 1);
        QVERIFY(m_server->hasDevice(0));
        QSignalSpy requests(m_server.get(), &phones::PhoneServer::requestsChanged);
        QVERIFY(second.open(wsUrl(url(0)) + u"?device=otherDevice-0000000002"_s,
                            "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0"));
        QTRY_VERIFY(second.count(u"\"waiting\""_s) == 1);
        QVERIFY(requests.count() >= 1);
        const phones::PhoneServer::Request r = m_server->request(0);
        QVERIFY(r.waiting);
        QCOMPARE(r.browser, u"Firefox"_s);
        QCOMPARE(r.system, u"Android"_s);
        QCOMPARE(r.address, u"127.0.0.1"_s);
        QCOMPARE(first.socket.state(), QAbstractSocket::ConnectedState);
        QCOMPARE(second.count(u"\"view\""_s), 0); // nothing of the seat until it is let in
        // Its messages count for nothing meanwhile.
        second.send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"motive"_s}, {u"faction"_s, u"bone"_s}});
        QTest::qWait(200);
        QCOMPARE(m_host.g.state().player[0].declared, undeclared);
        m_server->letIn(0);
        QTRY_COMPARE(first.socket.state(), QAbstractSocket::UnconnectedState);
        QCOMPARE(first.count(u"\"replaced\""_s), 1);
        QTRY_VERIFY(second.count(u"\"view\""_s) >= 1);
        QVERIFY(!m_server->request(0).waiting);
        // The first device comes back (it slept): it is told it was replaced, and gets nothing.
        QVERIFY(firstAgain.open(wsUrl(url(0)) + u"?device=firstDevice-0000000001"_s));
        QTRY_COMPARE(firstAgain.count(u"\"replaced\""_s), 1);
        QCOMPARE(firstAgain.count(u"\"view\""_s), 0);
        QCOMPARE(second.socket.state(), QAbstractSocket::ConnectedState);
        second.send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"motive"_s}, {u"faction"_s, u"bone"_s}});
        QTRY_COMPARE(m_host.g.state().player[0].declared, std::int8_t(0));
        // The devices are kept with the links (as hashes, never the ids the pages sent).
        const auto links = m_server->seatLinks();
        QCOMPARE(links[0].replaced.size(), 1);
        QVERIFY(!links[0].device.contains("otherDevice"));
        QCOMPARE(links[0].device.size(), 64);
    }

    void aRefusedDeviceIsToldSo()
    {
        Phone first, second;
        QVERIFY(first.open(wsUrl(url(1)) + u"?device=firstDevice-0000000001"_s));
        QTRY_COMPARE(m_server->connectedSeats(), 1);
        QVERIFY(second.open(wsUrl(url(1)) + u"?device=otherDevice-0000000002"_s, "curl/8.0 <script>"));
        QTRY_VERIFY(m_server->request(1).waiting);
        QCOMPARE(m_server->request(1).browser, QString()); // only known names, never the device's own words
        m_server->refuseRequest(1);
        QTRY_COMPARE(second.socket.state(), QAbstractSocket::UnconnectedState);
        QCOMPARE(second.count(u"\"refused\""_s), 1);
        QCOMPARE(second.count(u"\"view\""_s), 0);
        QCOMPARE(first.socket.state(), QAbstractSocket::ConnectedState);
        QVERIFY(!m_server->request(1).waiting);
    }

    void theSameDeviceComesBackWithoutAsking()
    {
        Phone first, again;
        QVERIFY(first.open(wsUrl(url(2)) + u"?device=firstDevice-0000000001"_s));
        QTRY_COMPARE(m_server->connectedSeats(), 1);
        first.socket.close();
        QTRY_COMPARE(m_server->connectedSeats(), 0);
        QVERIFY(again.open(wsUrl(url(2)) + u"?device=firstDevice-0000000001"_s));
        QTRY_VERIFY(again.count(u"\"view\""_s) >= 1);
        QCOMPARE(again.count(u"\"waiting\""_s), 0);
        QVERIFY(!m_server->request(2).waiting);
        // A page without a device id is another device: it asks the laptop too.
        Phone anonymous;
        QVERIFY(anonymous.open(wsUrl(url(2))));
        QTRY_COMPARE(anonymous.count(u"\"waiting\""_s), 1);
    }

    void connectionsAreBoundedAndIdleOnesClosed()
    {
        phones::Limits limits;
        limits.idleMs = 500;
        m_server->setLimits(limits);
        const QString before = mc::stateDigest(m_host.g.state());
        QVERIFY(m_server->start(QHostAddress::LocalHost, 0));
        std::vector<std::unique_ptr<QTcpSocket>> crowd;
        for (int i = 0; i < 200; ++i) {
            auto s = std::make_unique<QTcpSocket>();
            s->connectToHost(QHostAddress::LocalHost, m_server->port());
            crowd.push_back(std::move(s));
        }
        QTest::qWait(300);
        QVERIFY(m_server->openConnections() <= limits.maxConnections);
        QTRY_COMPARE_WITH_TIMEOUT(m_server->openConnections(), 0, 20000); // idle ones are closed
        crowd.clear();
        Phone phone;
        QTest::qWait(2100); // the accept budget refills
        QVERIFY(phone.open(wsUrl(url(0))));
        QTest::qWait(800); // longer than idleMs: a seated phone is not idle
        QCOMPARE(phone.socket.state(), QAbstractSocket::ConnectedState);
        QCOMPARE(mc::stateDigest(m_host.g.state()), before);
    }

    // 48 half-open requests from one machine kept every new phone out; now that machine is held to its
    // share, the laptop names it, and a phone from another address joins, loads its page and plays.
    void floodFromOneAddressLeavesRoomForPhones()
    {
        phones::Limits limits;
        limits.headerMs = 60000; // the flood stays for the whole test
        limits.idleMs = 60000;
        limits.noticeMs = 60000;
        m_server->setLimits(limits);
        QVERIFY(m_server->start(QHostAddress::LocalHost, 0));
        QSignalSpy refusing(m_server.get(), &phones::PhoneServer::refusingChanged);
        auto crowd = halfOpen(u"127.0.0.2"_s, m_server->port(), 48);
        QTRY_VERIFY(m_server->openConnections() >= limits.maxPerAddress);

        Phone phone;
        QVERIFY(phone.open(wsUrl(url(0))));
        QTRY_VERIFY(!phone.last(u"view"_s).isEmpty());
        QNetworkAccessManager nam;
        std::unique_ptr<QNetworkReply> page(nam.get(QNetworkRequest(QUrl(url(1)))));
        QTRY_VERIFY(page->isFinished());
        QCOMPARE(page->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        phone.send(QJsonObject{{u"type"_s, u"act"_s}, {u"id"_s, 1}, {u"kind"_s, u"motive"_s}, {u"faction"_s, u"bone"_s}});
        QTRY_COMPARE(phone.last(u"ack"_s).value(u"id"_s).toInt(), 1);
        QTRY_COMPARE(m_server->refusing(), QStringList{u"127.0.0.2"_s}); // only the flood is refused
        QTRY_COMPARE(stillOpen(crowd), limits.maxPerAddress);
        QCOMPARE(refusing.count(), 1);
    }

    // Five machines each within its share fill every place; a newcomer takes the place of the crowd's
    // oldest connection, never a seated phone's.
    void fullServerMakesRoomForANewcomer()
    {
        phones::Limits limits;
        limits.headerMs = 60000;
        limits.idleMs = 60000;
        m_server->setLimits(limits);
        QVERIFY(m_server->start(QHostAddress::LocalHost, 0));
        Phone seated;
        QVERIFY(seated.open(wsUrl(url(2))));
        QTRY_COMPARE(m_server->connectedSeats(), 1);
        std::vector<std::unique_ptr<QTcpSocket>> crowd;
        for (int machine = 2; machine <= 6; ++machine)
            for (auto &s : halfOpen(u"127.0.0.%1"_s.arg(machine), m_server->port(), limits.maxPerAddress))
                crowd.push_back(std::move(s));
        QTRY_COMPARE(m_server->openConnections(), limits.maxConnections);
        QTRY_VERIFY(!m_server->refusing().isEmpty());
        Phone phone;
        QVERIFY(phone.open(wsUrl(url(0))));
        QTRY_VERIFY(!phone.last(u"view"_s).isEmpty());
        QCOMPARE(m_server->connectedSeats(), 2);
        QCOMPARE(seated.socket.state(), QAbstractSocket::ConnectedState);
        QVERIFY(m_server->openConnections() <= limits.maxConnections);
    }

    // A request whose headers never end is closed after Limits::headerMs; the notice goes when the
    // refusals stop.
    void slowRequestsAreClosedAndTheNoticeClears()
    {
        phones::Limits limits;
        limits.headerMs = 200;
        limits.noticeMs = 200;
        m_server->setLimits(limits);
        QVERIFY(m_server->start(QHostAddress::LocalHost, 0));
        auto crowd = halfOpen(u"127.0.0.3"_s, m_server->port(), limits.maxPerAddress + 4);
        QTRY_COMPARE(m_server->refusing(), QStringList{u"127.0.0.3"_s});
        QTRY_COMPARE(stillOpen(crowd), 0);
        QTRY_COMPARE(m_server->openConnections(), 0);
        QTRY_VERIFY(m_server->refusing().isEmpty());
        Phone phone; // a phone that came late joins as ever
        QVERIFY(phone.open(wsUrl(url(0))));
        QTRY_VERIFY(!phone.last(u"view"_s).isEmpty());
    }

    // Listening on one chosen network: nothing answers on the others.
    void listensOnlyOnTheChosenAddress()
    {
        QVERIFY(m_server->start(QHostAddress(u"127.0.0.2"_s), 0));
        QTcpSocket elsewhere;
        elsewhere.connectToHost(QHostAddress::LocalHost, m_server->port());
        QVERIFY(!elsewhere.waitForConnected(2000));
        Phone phone;
        QVERIFY(phone.open(wsUrl(m_server->seatUrl(0, u"127.0.0.2"_s))));
        QTRY_VERIFY(!phone.last(u"view"_s).isEmpty());
    }

    void stopListensNoMore()
    {
        const quint16 port = m_server->port();
        m_server->stop();
        QVERIFY(!m_server->isRunning());
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(!s.waitForConnected(1000));
    }

    void qrCodeIsASquareOfTwoColours()
    {
        const QImage qr = m_server->qrCode(0, u"192.168.1.5"_s, 4);
        QVERIFY(!qr.isNull());
        QCOMPARE(qr.width(), qr.height());
        int dark = 0;
        for (int y = 0; y < qr.height(); ++y)
            for (int x = 0; x < qr.width(); ++x)
                dark += qGray(qr.pixel(x, y)) < 128 ? 1 : 0;
        QVERIFY(dark > qr.width() * qr.height() / 5 && dark < qr.width() * qr.height() / 2);
        QVERIFY(m_server->qrCode(3, u"192.168.1.5"_s).isNull());
    }
};

QTEST_GUILESS_MAIN(TstPhoneServer)
#include "tst_phoneserver.moc"
