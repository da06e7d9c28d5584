// A laptop of tst_clubserver: records COUNT games into its own history file LOCAL (HistoryStore), then
// syncs once with the club's server URL (HistorySync) and prints the outcome as JSON. With
// --pause before|after it stops before the server's commit (or after it, before the games are marked
// sent here), says so on stdout and waits for a line on stdin: the test stops the server or kills it.
//   tst_clubserver_peer LOCAL URL TAG COUNT [--pause before|after]
#include "mournershistory.h"
#include "historystore.h"
#include "historysync.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstdio>
#include <iostream>
#include <string>

using namespace Qt::StringLiterals;

namespace {

GameRecord peerGame(const QString &tag, int i)
{
    GameRecord g;
    g.playedAt = QDateTime(QDate(2026, 3, 1), QTime(18, 0), Qt::UTC).addSecs(60 * i);
    g.source = u"calculator"_s;
    g.ruleset = u"standard"_s;
    PlayerRecord a;
    a.name = u"%1 A%2"_s.arg(tag).arg(i);
    MournersHistory::setFaction(a, u"bone"_s);
    a.setField(QLatin1StringView("unity"), 5 + i % 7);
    a.setField(QLatin1StringView("etherea"), 2);
    PlayerRecord b;
    b.name = u"%1 B%2"_s.arg(tag).arg(i);
    MournersHistory::setFaction(b, u"spirit"_s);
    b.setField(QLatin1StringView("unity"), 3 + i % 5);
    b.setField(QLatin1StringView("etherea"), 1);
    g.players = {a, b};
    return g;
}

void waitForLine(const char *said)
{
    std::printf("%s\n", said);
    std::fflush(stdout);
    std::string line;
    std::getline(std::cin, line);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() != 4 && args.size() != 6) {
        std::fprintf(stderr, "usage: tst_clubserver_peer LOCAL URL TAG COUNT [--pause before|after]\n");
        return 2;
    }
    const QString local = args[0];
    QString why;
    const std::optional<HistoryServer> server = HistoryServer::fromUrl(args[1], &why);
    if (!server) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 2;
    }
    {
        HistoryStore store(local);
        if (!store.available()) {
            std::fprintf(stderr, "%s\n", qPrintable(store.errorText()));
            return 3;
        }
        for (int i = 0; i < args[3].toInt(); ++i) {
            QString error;
            if (store.addRecord(peerGame(args[2], i), &error) < 0) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 3;
            }
        }
    }
    HistorySync::Hooks hooks;
    if (args.size() == 6 && args[5] == u"before"_s)
        hooks.beforeCommit = [] { waitForLine("before-commit"); };
    if (args.size() == 6 && args[5] == u"after"_s)
        hooks.afterCommit = [] { waitForLine("after-commit"); };
    const HistorySync::Outcome r = HistorySync::run(local, *server, hooks);
    int localGames = -1;
    {
        HistoryStore store(local);
        localGames = store.gameCount();
    }
    const QJsonObject o{{u"ok"_s, r.ok},         {u"unreachable"_s, r.unreachable}, {u"error"_s, r.error},
                        {u"sent"_s, r.sent},     {u"fetched"_s, r.fetched},         {u"waiting"_s, r.waiting},
                        {u"local"_s, localGames}};
    std::printf("%s\n", QJsonDocument(o).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    return r.ok ? 0 : 1;
}
