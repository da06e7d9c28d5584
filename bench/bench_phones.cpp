// Phones at the table on loopback: the time from a phone's answer (a WebSocket message) to the
// laptop-side update (the host has applied the action), median and worst; and the connections held.
// A benchmark, not a test: it prints figures.
#include "phoneserver.h"
#include "seatport.h"
#include "model/mourners/bots.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QTcpSocket>
#include <QWebSocket>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

class Host : public phones::GameHost {
public:
    Host()
    {
        g = mc::Game::create(mc::standardRuleset(), 3, 7, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
        g.playChance();
    }
    const mc::Game &game() const override { return g; }
    bool applySeatAction(const mc::Action &action, QString &error) override
    {
        if (g.apply(action) != mc::ApplyError::None) {
            error = u"refused"_s;
            return false;
        }
        applied = clock.nsecsElapsed();
        if (server)
            server->gameChanged();
        return true;
    }
    mc::Game g;
    phones::PhoneServer *server = nullptr;
    QElapsedTimer clock;
    qint64 applied = -1;
};

bool waitFor(const std::function<bool()> &done, int ms)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return done();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(10, atoi(argv[1])) : 300;
    Host host;
    phones::SeatPort port(host);
    phones::PhoneServer server(port);
    host.server = &server;
    server.newGame();
    if (!server.start(QHostAddress::LocalHost, 0)) {
        std::fputs("bench_phones: cannot listen\n", stderr);
        return 1;
    }
    QString url = server.seatUrl(0, u"127.0.0.1"_s);
    url.replace(u"http://"_s, u"ws://"_s).replace(u"/seat/"_s, u"/ws/"_s);
    QWebSocket phone;
    phone.open(QUrl(url));
    if (!waitFor([&] { return server.connectedSeats() == 1; }, 5000))
        return 1;
    phones::Limits limits = server.limits();
    std::vector<double> ms;
    const QString motive = u"{\"type\":\"act\",\"kind\":\"motive\",\"faction\":\"bone\"}"_s;
    host.clock.start();
    for (int i = 0; i < rounds; ++i) {
        host.applied = -1;
        const qint64 sent = host.clock.nsecsElapsed();
        phone.sendTextMessage(motive);
        if (!waitFor([&] { return host.applied >= 0; }, 5000)) {
            std::fputs("bench_phones: an answer was not applied\n", stderr);
            return 1;
        }
        ms.push_back(double(host.applied - sent) / 1e6);
        host.g.undo();
        server.gameChanged();
        waitFor([] { return false; }, 1000 / limits.messagesPerSecond + 5); // within the message-rate limit
    }
    std::sort(ms.begin(), ms.end());
    std::printf("phone answer -> laptop update on loopback: %d answers, median %.3f ms, worst %.3f ms\n", rounds,
                ms[ms.size() / 2], ms.back());

    // A Court card played from the phone's hand (R-ACT-3, digital play) with all three phones connected:
    // the same game brought to a turn, the card played and taken back `rounds` times.
    for (int i = 0; i < 5000 && host.g.state().decision() != mc::Decision::Turn; ++i) {
        const mc::GameState &s = host.g.state();
        (void)host.g.apply(mc::chooseAction(s.viewFor(s.currentSeat()), mc::BotConfig{}, std::uint64_t(i)));
        host.g.playChance();
    }
    server.gameChanged();
    const int seat = host.g.state().currentSeat();
    QWebSocket phones[3];
    for (int p = 0; p < 3; ++p) {
        QString u = server.seatUrl(p, u"127.0.0.1"_s);
        phones[p].open(QUrl(u.replace(u"http://"_s, u"ws://"_s).replace(u"/seat/"_s, u"/ws/"_s)));
    }
    if (!waitFor([&] { return server.connectedSeats() == 3; }, 5000) || host.g.state().decision() != mc::Decision::Turn) {
        std::fputs("bench_phones: no turn with three phones\n", stderr);
        return 1;
    }
    mc::Action court;
    for (const mc::Action &a : host.g.state().legalActions())
        if (a.type == mc::ActionType::PlayCourt)
            court = a;
    const QString play = QString::fromUtf8(QJsonDocument(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"court"_s},
                                                                     {u"card"_s, court.v}, {u"option"_s, court.a},
                                                                     {u"b"_s, court.b}, {u"c"_s, court.c}, {u"d"_s, court.d}})
                                                           .toJson(QJsonDocument::Compact));
    std::vector<double> hand;
    for (int i = 0; i < rounds; ++i) {
        host.applied = -1;
        const qint64 sent = host.clock.nsecsElapsed();
        phones[seat].sendTextMessage(play);
        if (!waitFor([&] { return host.applied >= 0; }, 5000)) {
            std::fputs("bench_phones: a Court card was not played\n", stderr);
            return 1;
        }
        hand.push_back(double(host.applied - sent) / 1e6);
        host.g.undo();
        server.gameChanged();
        waitFor([] { return false; }, 1000 / limits.messagesPerSecond + 5);
    }
    std::sort(hand.begin(), hand.end());
    std::printf("Court card from a phone's hand -> laptop update, 3 phones connected: %d plays, median %.3f ms, worst %.3f ms\n",
                rounds, hand[hand.size() / 2], hand.back());

    // Connections held: open many plain connections at once; the server keeps at most its limit.
    std::vector<std::unique_ptr<QTcpSocket>> crowd;
    for (int i = 0; i < 300; ++i) {
        auto s = std::make_unique<QTcpSocket>();
        s->connectToHost(QHostAddress::LocalHost, server.port());
        crowd.push_back(std::move(s));
    }
    waitFor([] { return false; }, 1000);
    int connected = 0;
    for (const auto &s : crowd)
        connected += s->state() == QAbstractSocket::ConnectedState ? 1 : 0;
    int seated = 0;
    for (const auto &p : phones)
        seated += p.state() == QAbstractSocket::ConnectedState ? 1 : 0;
    std::printf("connections held: %d open at the server (limit %d) while 300 clients tried, seated phones still "
                "connected: %d of 3\n",
                server.openConnections(), limits.maxConnections, seated);
    return 0;
}
