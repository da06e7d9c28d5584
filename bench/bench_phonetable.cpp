// Phones at the table in the app, on loopback: the time from a tap on a phone (its WebSocket message) to
// the laptop's update (GameController has applied the step, refreshed what the screen shows and written
// the autosave: its `stepped` signal), for a blind bid (R-TITHE-2) and a Court card from the hand
// (R-ACT-3) in a digital game of three people with three phones connected. A benchmark: it prints figures.
#include "gamecontroller.h"
#include "phonetable.h"
#include "model/mourners/bots.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QWebSocket>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

bool waitFor(const std::function<bool()> &done, int ms)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    return done();
}

QString wsUrl(QString seatUrl)
{
    return seatUrl.replace(u"http://"_s, u"ws://"_s).replace(u"/seat/"_s, u"/ws/"_s);
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int rounds = argc > 1 ? std::max(10, atoi(argv[1])) : 300;
    QTemporaryDir dir;
    GameController c;
    c.setAutosaveDirectory(dir.path());
    PhoneTable table(&c);
    table.setListenAddress(QHostAddress::LocalHost);
    table.setLinkHost(u"127.0.0.1"_s);
    if (!c.newDigitalGame(QVariantMap{{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}},
                                      {u"kinds"_s, QStringList{u"person"_s, u"person"_s, u"person"_s}},
                                      {u"seed"_s, 7}})
        || !table.start())
        return 1;
    QElapsedTimer clock;
    clock.start();
    qint64 updated = -1;
    QObject::connect(&c, &GameController::stepped, &c, [&] { updated = clock.nsecsElapsed(); });
    QWebSocket phone[3];
    for (int p = 0; p < 3; ++p)
        phone[p].open(QUrl(wsUrl(table.seatUrl(p))));
    if (!waitFor([&] { return table.connectedCount() == 3; }, 5000))
        return 1;

    // Plays on the laptop until `until`, as the people would (hand-offs are not needed: phones joined).
    auto playUntil = [&](mc::Decision until) {
        for (int i = 0; i < 5000 && c.game().state().decision() != until; ++i) {
            const mc::GameState &s = c.game().state();
            const mc::Action a = mc::chooseAction(s.viewFor(s.currentSeat()), mc::BotConfig{}, std::uint64_t(i));
            QString error;
            if (!c.applyChoice(a.key()) && !c.applySeatAction(a, error))
                return false;
            waitFor([] { return false; }, 1);
        }
        return c.game().state().decision() == until;
    };
    auto measure = [&](const char *what, const QString &message, int seat) {
        std::vector<double> ms;
        for (int i = 0; i < rounds; ++i) {
            updated = -1;
            const qint64 sent = clock.nsecsElapsed();
            phone[seat].sendTextMessage(message);
            if (!waitFor([&] { return updated >= 0; }, 5000)) {
                std::fprintf(stderr, "bench_phonetable: %s was not applied\n", what);
                return false;
            }
            ms.push_back(double(updated - sent) / 1e6);
            c.undo();
            waitFor([] { return false; }, 130); // within the phone's message-rate limit (8 a second)
        }
        std::sort(ms.begin(), ms.end());
        std::printf("%s: tap on a phone -> laptop updated (step applied, screen models, autosave), %d taps, "
                    "median %.2f ms, worst %.2f ms\n",
                    what, rounds, ms[ms.size() / 2], ms.back());
        return true;
    };

    if (!playUntil(mc::Decision::Bid))
        return 1;
    const int bidder = c.game().state().currentSeat();
    if (!measure("blind bid (R-TITHE-2)", u"{\"type\":\"act\",\"kind\":\"bid\",\"amount\":0}"_s, bidder))
        return 1;
    if (!playUntil(mc::Decision::Turn))
        return 1;
    const int seat = c.game().state().currentSeat();
    mc::Action court;
    court.v = -1;
    for (const mc::Action &a : c.game().state().legalActions())
        if (a.type == mc::ActionType::PlayCourt)
            court = a;
    if (court.v < 0)
        return 1;
    const QString play = QString::fromUtf8(QJsonDocument(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"court"_s},
                                                                     {u"card"_s, court.v}, {u"option"_s, court.a},
                                                                     {u"b"_s, court.b}, {u"c"_s, court.c}, {u"d"_s, court.d}})
                                                           .toJson(QJsonDocument::Compact));
    if (!measure("Court card from the hand (R-ACT-3)", play, seat))
        return 1;
    std::printf("phones connected throughout: %d of 3\n", table.connectedCount());
    return 0;
}
