// mourners-cli serve SAVE: the phones' page for a saved game without the window (docs/phones.md), for
// Mourners Call and for Rest in Peace (the save names its game). Phones make their seats' private
// decisions; lines on standard input are the laptop's actions in the text notation of docs/cli.md
// ("undo" takes one back). The save is written after every step.
#include "cardtext.h"
#include "common.h"
#include "problemwords.h"
#include "model/mourners/game.h"
#include "model/restinpeace/game.h"
#include "phoneserver.h"
#include "ripseatport.h"
#include "restinpeace/riptext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSocketNotifier>

#include <functional>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

class CliHost : public phones::GameHost {
public:
    CliHost(mc::Game game, QString path) : m_game(std::move(game)), m_path(std::move(path)) { }

    const mc::Game &game() const override { return m_game; }
    // What a card does, in the app's words (English here, as the CLI speaks).
    QString cardText(int deck, int card) const override { return CardText::of(m_game.state().rules(), deck, card); }
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

// Rest in Peace: the same, with the game's own notation and words (RipText, the app's texts).
class RipCliHost : public phones::RipHost {
public:
    RipCliHost(rip::Game game, QString path) : m_game(std::move(game)), m_path(std::move(path)) { }

    const rip::Game &ripGame() const override { return m_game; }
    bool applyRipAction(const rip::Action &action, QString &error) override
    {
        const rip::Decision before = m_game.state().decision();
        const auto e = m_game.apply(action);
        if (e != rip::ApplyError::None) {
            error = QString::fromLatin1(rip::applyErrorKey(e));
            return false;
        }
        // The card a seat played or kept stays off the laptop's console; only that it decided.
        stepped(QJsonObject{{u"step"_s, int(m_game.actions().size())},
                            {u"seat"_s, action.seat + 1},
                            {u"decision"_s, QString::fromLatin1(rip::decisionKey(before))}});
        return true;
    }
    QString ripActionLabel(const rip::GameState &view, const rip::Action &action) const override
    {
        return RipText(m_game.names()).actionLabel(view, action);
    }
    QString ripCardText(const rip::Card &card) const override { return RipText::cardText(card); }
    QString ripPsychicName(int card) const override { return RipText::psychicName(card); }
    QString ripPsychicEffect(int card) const override { return RipText::psychicEffect(card); }
    QString ripResult(const rip::GameState &state) const override
    {
        return state.isTerminal() ? RipText(m_game.names()).endText(state) : QString();
    }

    void laptop(const QString &line)
    {
        const QString text = line.simplified();
        if (text.isEmpty())
            return;
        if (text == u"undo"_s) {
            if (!m_game.undo())
                return CliHost::report(QJsonObject{{u"error"_s, u"nothing to undo"_s}});
            return stepped(QJsonObject{{u"undone"_s, int(m_game.actions().size())}});
        }
        rip::Action a;
        QString error;
        if (!rip::actionFromText(m_game.state(), text, a, error))
            return CliHost::report(QJsonObject{{u"error"_s, error}});
        const auto e = m_game.apply(a);
        if (e != rip::ApplyError::None)
            return CliHost::report(QJsonObject{{u"error"_s, u"'%1' was not applied: %2"_s.arg(text, QString::fromLatin1(rip::applyErrorKey(e)))}});
        stepped(QJsonObject{{u"applied"_s, text}, {u"step"_s, int(m_game.actions().size())}});
    }
    void afterStep()
    {
        if (m_game.setup().mode == rip::Mode::Digital)
            m_game.playChance();
        mc::Problem error;
        if (!m_game.save(m_path, &error))
            err() << "mourners-cli: the save could not be written: " << ProblemText::plain(error) << "\n";
        err().flush();
        if (m_server)
            m_server->gameChanged();
    }
    void setServer(phones::PhoneServer *server) { m_server = server; }

private:
    void stepped(QJsonObject o)
    {
        afterStep();
        o.insert(u"decision_now"_s, QString::fromLatin1(rip::decisionKey(m_game.state().decision())));
        CliHost::report(o);
    }

    rip::Game m_game;
    QString m_path;
    phones::PhoneServer *m_server = nullptr;
};

struct ServeOptions {
    QString path;
    QHostAddress address{QHostAddress::Any};
    QString host;
    int port = 0;
};

//! The options of serve; an empty path with `error` set when they are wrong.
ServeOptions serveOptions(QStringList &args, QString &error)
{
    ServeOptions s;
    const Options o = parseOptions(args, {u"port"_s, u"address"_s, u"host"_s});
    if (!o.error.isEmpty()) {
        error = o.error;
        return {};
    }
    if (o.rest.size() != 1) {
        error = u"serve takes one save file: serve SAVE [--port P] [--address A] [--host H]"_s;
        return {};
    }
    if (!intOption(o, u"port"_s, 0, 65535, s.port, error, false))
        return {};
    if (o.rest[0] == u"-"_s) {
        error = u"serve writes the game back after every step: give a file, not standard input"_s;
        return {};
    }
    if (o.values.contains(u"address"_s) && !s.address.setAddress(o.values.value(u"address"_s))) {
        error = u"--address: '%1' is not an IP address"_s.arg(o.values.value(u"address"_s));
        return {};
    }
    s.host = o.values.value(u"host"_s);
    if (s.host.isEmpty())
        s.host = s.address == QHostAddress(QHostAddress::Any) ? phones::PhoneServer::lanAddress() : s.address.toString();
    s.path = o.rest[0];
    return s;
}

//! Listens, prints the join links, then reads the laptop's lines until "quit" (at the end of standard
//! input the server goes on until it is stopped).
int serveLoop(phones::PhoneServer &server, const ServeOptions &s, const QStringList &names,
              const std::function<void(const QString &)> &laptop)
{
    QString error;
    if (!server.start(s.address, quint16(s.port), &error))
        return fail(u"cannot listen on port %1: %2"_s.arg(s.port).arg(error));
    QJsonArray seats;
    for (int p = 0; p < int(names.size()); ++p)
        seats.append(QJsonObject{{u"seat"_s, p + 1}, {u"name"_s, names[p]}, {u"url"_s, server.seatUrl(p, s.host)}});
    CliHost::report(QJsonObject{{u"seats"_s, seats}, {u"port"_s, int(server.port())}});

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
            laptop(line);
        }
        if (pending.size() > 64 * 1024)
            pending.clear();
    });
    return QCoreApplication::exec();
}

} // namespace

int runServe(QStringList &args)
{
    QString error;
    const ServeOptions s = serveOptions(args, error);
    if (s.path.isEmpty())
        return fail(error);
    auto loaded = mc::Game::load(s.path);
    if (!loaded.ok())
        return fail(s.path + u": "_s + ProblemText::plain(loaded.problems, MournersProblems::words()));

    CliHost game(std::move(loaded.game), s.path);
    phones::PhoneServer server(game);
    game.setServer(&server);
    game.afterStep(); // a save stopped at a chance decision is drawn on, as the app does
    QStringList names;
    for (const auto &seat : game.game().seats())
        names << seat.name;
    return serveLoop(server, s, names, [&](const QString &line) { game.laptop(line); });
}

int runRipServe(QStringList &args)
{
    QString error;
    const ServeOptions s = serveOptions(args, error);
    if (s.path.isEmpty())
        return fail(error);
    auto loaded = rip::Game::load(s.path);
    if (!loaded.ok())
        return fail(s.path + u": "_s + ProblemText::plain(loaded.problems, ProblemText::saveWords()));

    RipCliHost game(std::move(loaded.game), s.path);
    phones::RipSeatPort port(game);
    phones::PhoneServer server(port);
    game.setServer(&server);
    game.afterStep(); // a save stopped at a chance decision is drawn on, as the app does
    return serveLoop(server, s, game.ripGame().names(), [&](const QString &line) { game.laptop(line); });
}
