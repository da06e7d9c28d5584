// mourners-cli serve SAVE: the phones' page for a saved game without the window (docs/phones.md).
// Phones make their seats' private decisions; lines on standard input are the laptop's actions in the
// text notation of docs/cli.md ("undo" takes one back). The save is written after every step.
#include "common.h"
#include "problemwords.h"
#include "model/mourners/game.h"
#include "phoneserver.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSocketNotifier>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

class CliHost : public phones::GameHost {
public:
    CliHost(mc::Game game, QString path) : m_game(std::move(game)), m_path(std::move(path)) { }

    const mc::Game &game() const override { return m_game; }
    bool applySeatAction(const mc::Action &action, QString &error) override
    {
        const auto e = m_game.apply(action);
        if (e != mc::ApplyError::None) {
            error = QString::fromLatin1(mc::applyErrorKey(e));
            return false;
        }
        // The content of a seat's decision stays off the laptop's console; only that it was made.
        stepped(QJsonObject{{u"step"_s, int(m_game.actions().size())},
                            {u"seat"_s, action.seat + 1},
                            {u"decision"_s, QString::fromLatin1(mc::decisionKey(m_decisionBefore))}});
        return true;
    }
    // A laptop line: an action in the notation, or "undo".
    void laptop(const QString &line)
    {
        const QString text = line.simplified();
        if (text.isEmpty())
            return;
        if (text == u"undo"_s) {
            if (!m_game.undo())
                return report(QJsonObject{{u"error"_s, u"nothing to undo"_s}});
            return stepped(QJsonObject{{u"undone"_s, int(m_game.actions().size())}});
        }
        mc::Action a;
        QString error;
        if (!mc::actionFromText(m_game.state(), text, a, error))
            return report(QJsonObject{{u"error"_s, error}});
        m_decisionBefore = m_game.state().decision();
        const auto e = m_game.apply(a);
        if (e != mc::ApplyError::None)
            return report(QJsonObject{{u"error"_s, u"'%1' was not applied: %2"_s.arg(text, QString::fromLatin1(mc::applyErrorKey(e)))}});
        stepped(QJsonObject{{u"applied"_s, text}, {u"step"_s, int(m_game.actions().size())}});
    }
    // Digital play draws chance at once, as the app does; then the save is written.
    void afterStep()
    {
        if (m_game.setup().mode == mc::Mode::Digital)
            m_game.playChance();
        m_decisionBefore = m_game.state().decision();
        mc::Problem error;
        if (!m_game.save(m_path, &error))
            err() << "mourners-cli: the save could not be written: " << ProblemText::plain(error) << "\n";
        err().flush();
        if (m_server)
            m_server->gameChanged();
    }
    void setServer(phones::PhoneServer *server) { m_server = server; }
    static void report(const QJsonObject &o)
    {
        out() << QJsonDocument(o).toJson(QJsonDocument::Compact) << "\n";
        out().flush();
    }

private:
    void stepped(QJsonObject o)
    {
        afterStep();
        o.insert(u"decision_now"_s, QString::fromLatin1(mc::decisionKey(m_game.state().decision())));
        report(o);
    }

    mc::Game m_game;
    QString m_path;
    phones::PhoneServer *m_server = nullptr;
    mc::Decision m_decisionBefore = mc::Decision::None;
};

} // namespace

int runServe(QStringList &args)
{
    const Options o = parseOptions(args, {u"port"_s, u"address"_s, u"host"_s});
    if (!o.error.isEmpty())
        return fail(o.error);
    if (o.rest.size() != 1)
        return fail(u"serve takes one save file: serve SAVE [--port P] [--address A] [--host H]"_s);
    int port = 0;
    QString error;
    if (!intOption(o, u"port"_s, 0, 65535, port, error, false))
        return fail(error);
    const QString path = o.rest[0];
    if (path == u"-"_s)
        return fail(u"serve writes the game back after every step: give a file, not standard input"_s);
    auto loaded = mc::Game::load(path);
    if (!loaded.ok())
        return fail(path + u": "_s + ProblemText::plain(loaded.problems, MournersProblems::words()));
    QHostAddress address(QHostAddress::Any);
    if (o.values.contains(u"address"_s) && !address.setAddress(o.values.value(u"address"_s)))
        return fail(u"--address: '%1' is not an IP address"_s.arg(o.values.value(u"address"_s)));
    QString host = o.values.value(u"host"_s);
    if (host.isEmpty())
        host = address == QHostAddress(QHostAddress::Any) ? phones::PhoneServer::lanAddress() : address.toString();

    CliHost game(std::move(loaded.game), path);
    phones::PhoneServer server(game);
    game.setServer(&server);
    game.afterStep(); // a save stopped at a chance decision is drawn on, as the app does
    if (!server.start(address, quint16(port), &error))
        return fail(u"cannot listen on port %1: %2"_s.arg(port).arg(error));
    QJsonArray seats;
    const auto &names = game.game().seats();
    for (int p = 0; p < int(names.size()); ++p)
        seats.append(QJsonObject{{u"seat"_s, p + 1}, {u"name"_s, names[std::size_t(p)].name}, {u"url"_s, server.seatUrl(p, host)}});
    CliHost::report(QJsonObject{{u"seats"_s, seats}, {u"port"_s, int(server.port())}});

    // The laptop's lines; at the end of standard input the server goes on until it is stopped.
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
            game.laptop(line);
        }
        if (pending.size() > 64 * 1024)
            pending.clear();
    });
    return QCoreApplication::exec();
}
