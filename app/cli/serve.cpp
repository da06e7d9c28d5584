// mourners-cli serve SAVE: what every game's serve command shares (serve.h).
#include "serve.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSocketNotifier>

#include <algorithm>
#include <array>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace cli {

void report(const QJsonObject &o)
{
    out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << "\n";
    out().flush();
}

ServeOptions serveOptions(QStringList &args, QString &error)
{
    ServeOptions s;
    const Options o = parseOptions(args, {u"port"_s, u"address"_s, u"listen"_s, u"host"_s});
    if (!o.error.isEmpty()) {
        error = o.error;
        return {};
    }
    if (o.rest.size() != 1) {
        error = u"serve takes one save file: serve SAVE [--port P] [--listen ADDRESS] [--host H]"_s;
        return {};
    }
    if (!intOption(o, u"port"_s, 0, 65535, s.port, error, false))
        return {};
    if (o.rest[0] == u"-"_s) {
        error = u"serve writes the game back after every step: give a file, not standard input"_s;
        return {};
    }
    if (o.values.contains(u"address"_s) && o.values.contains(u"listen"_s)) {
        error = u"give --listen or --address (its older name), not both"_s;
        return {};
    }
    // --listen: an address of this machine or the name of one of its networks (e.g. wlan0).
    const QString option = o.values.contains(u"listen"_s) ? u"listen"_s : u"address"_s;
    if (o.values.contains(option)) {
        const QString listen = o.values.value(option);
        const auto networks = phones::PhoneServer::networks();
        const auto named = std::find_if(networks.cbegin(), networks.cend(), [&](const phones::Network &n) { return n.name == listen; });
        if (!s.address.setAddress(named != networks.cend() ? named->address : listen)) {
            error = u"--%1: '%2' is not an IP address nor a network of this machine"_s.arg(option, listen);
            return {};
        }
    }
    s.host = o.values.value(u"host"_s);
    if (s.host.isEmpty())
        s.host = s.address == QHostAddress(QHostAddress::Any) ? phones::PhoneServer::lanAddress() : s.address.toString();
    s.path = o.rest[0];
    return s;
}

int serveLoop(phones::PhoneServer &server, const ServeOptions &s, const QStringList &names,
              const std::function<void(const QString &)> &laptop, const std::function<void()> &started)
{
    QString error;
    // The game's own port when it is free, else any (the pages then need their new links).
    bool ok = server.start(s.address, quint16(s.port), &error);
    if (!ok && s.portFromGame)
        ok = server.start(s.address, 0, &error);
    if (!ok)
        return fail(u"cannot listen on port %1: %2"_s.arg(s.port).arg(error));
    if (started)
        started();
    QJsonArray seats;
    for (int p = 0; p < int(names.size()); ++p)
        seats.append(QJsonObject{{u"seat"_s, p + 1}, {u"name"_s, names[p]}, {u"url"_s, server.seatUrl(p, s.host)}});
    report(QJsonObject{{u"seats"_s, seats}, {u"port"_s, int(server.port())}});
    // The console says when connections are refused (too many at once from one address) and when that stops.
    QObject::connect(&server, &phones::PhoneServer::refusingChanged, &server,
                     [&server] { report(QJsonObject{{u"refusing"_s, QJsonArray::fromStringList(server.refusing())}}); });
    // A device asking for a seat another device holds: one line, answered with "let-in N" or "refuse N".
    std::array<bool, phones::kMaxSeats> asked{};
    QObject::connect(&server, &phones::PhoneServer::requestsChanged, &server, [&server, &asked] {
        for (int p = 0; p < phones::kMaxSeats; ++p) {
            const phones::PhoneServer::Request r = server.request(p);
            if (r.waiting && !asked[std::size_t(p)])
                report(QJsonObject{{u"request"_s, p + 1}, {u"browser"_s, r.browser}, {u"system"_s, r.system},
                                   {u"address"_s, r.address}});
            asked[std::size_t(p)] = r.waiting;
        }
    });

    QSocketNotifier stdinReady(STDIN_FILENO, QSocketNotifier::Read);
    QByteArray pending;
    QObject::connect(&stdinReady, &QSocketNotifier::activated, &stdinReady, [&] {
        char buffer[4096];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n <= 0) {
            stdinReady.setEnabled(false);
            return;
        }
        pending.append(buffer, qsizetype(n));
        qsizetype eol;
        while ((eol = pending.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(pending.left(eol));
            pending.remove(0, eol + 1);
            if (line.trimmed() == u"quit"_s) {
                QCoreApplication::quit();
                return;
            }
            if (const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
                words.size() == 2 && (words[0] == u"let-in"_s || words[0] == u"refuse"_s)) {
                bool ok = false;
                const int seat = words[1].toInt(&ok) - 1;
                if (!ok || seat < 0 || !server.request(seat).waiting)
                    report(QJsonObject{{u"error"_s, u"no device asks for seat %1"_s.arg(words[1])}});
                else if (words[0] == u"let-in"_s)
                    server.letIn(seat);
                else
                    server.refuseRequest(seat);
                continue;
            }
            laptop(line);
        }
        if (pending.size() > 64 * 1024)
            pending.clear();
    });
    return QCoreApplication::exec();
}

} // namespace cli
