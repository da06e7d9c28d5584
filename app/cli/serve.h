// What `mourners-cli serve SAVE` shares between the games (docs/phones.md): the options, the join
// links printed, the laptop's lines read from standard input, and the served game that applies them,
// writes the save after every step and tells the phones. Each game's module runs its own serve
// command with its own save, notation and seat port (app/<game>/*serve.cpp).
#pragma once

#include "common.h"
#include "phoneserver.h"
#include "problemtext.h"

#include <QHostAddress>
#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <type_traits>

namespace cli {

struct ServeOptions {
    QString path;
    QHostAddress address{QHostAddress::Any};
    QString host;
    int port = 0;
    bool portFromGame = false; ///< the port is the one the game kept: another when it is taken
};

/// The options of serve; an empty path with `error` set when they are wrong.
[[nodiscard]] ServeOptions serveOptions(QStringList &args, QString &error);
/// One line of JSON on standard output.
void report(const QJsonObject &o);
/// Listens, prints the join links, then reads the laptop's lines until "quit" (at the end of standard
/// input the server goes on until it is stopped).
/// `started` runs once the server listens.
int serveLoop(phones::PhoneServer &server, const ServeOptions &s, const QStringList &names,
              const std::function<void(const QString &)> &laptop, const std::function<void()> &started = {});

/// A saved game served to the phones. `Game` is a game's record (mc::Game, rip::Game) with state(),
/// apply(), undo(), actions(), setup().mode, playChance() and save(); its namespace gives
/// actionFromText(), applyErrorKey() and decisionKey() (found by argument-dependent lookup).
template <class Game, class Action>
class ServedGame {
public:
    ServedGame(Game game, QString path) : m_game(std::move(game)), m_path(std::move(path)) { }

    [[nodiscard]] const Game &served() const { return m_game; }
    void setServer(phones::PhoneServer *server) { m_server = server; }

    /// A seat's decision from its phone. The content stays off the laptop's console (a card played, a
    /// bid): only that the seat decided.
    bool applyFromSeat(const Action &action, QString &error)
    {
        const auto before = m_game.state().decision();
        const auto e = m_game.apply(action);
        if (e != decltype(e)::None) {
            error = QString::fromLatin1(applyErrorKey(e));
            return false;
        }
        stepped(QJsonObject{{QStringLiteral("step"), int(m_game.actions().size())},
                            {QStringLiteral("seat"), action.seat + 1},
                            {QStringLiteral("decision"), QString::fromLatin1(decisionKey(before))}});
        return true;
    }

    /// A laptop line: an action in the game's notation, or "undo".
    void laptop(const QString &line)
    {
        const QString text = line.simplified();
        if (text.isEmpty())
            return;
        if (text == QLatin1StringView("undo")) {
            if (!m_game.undo())
                return report(QJsonObject{{QStringLiteral("error"), QStringLiteral("nothing to undo")}});
            return stepped(QJsonObject{{QStringLiteral("undone"), int(m_game.actions().size())}});
        }
        Action a;
        QString error;
        if (!actionFromText(m_game.state(), text, a, error))
            return report(QJsonObject{{QStringLiteral("error"), error}});
        const auto e = m_game.apply(a);
        if (e != decltype(e)::None)
            return report(QJsonObject{{QStringLiteral("error"), QStringLiteral("'%1' was not applied: %2")
                                                                     .arg(text, QString::fromLatin1(applyErrorKey(e)))}});
        stepped(QJsonObject{{QStringLiteral("applied"), text}, {QStringLiteral("step"), int(m_game.actions().size())}});
    }

    /// Digital play draws chance at once, as the app does; then the save is written and the phones told.
    void afterStep()
    {
        using Mode = std::remove_cvref_t<decltype(m_game.setup().mode)>;
        if (m_game.setup().mode == Mode::Digital)
            m_game.playChance();
        save();
        if (m_server)
            m_server->gameChanged();
    }

    /// Changes what the save keeps besides the steps (the phones' links), and writes it.
    template <class Change>
    void keep(Change &&change)
    {
        change(m_game);
        save();
    }

private:
    void save()
    {
        mc::Problem error;
        if (!m_game.save(m_path, &error))
            err() << "mourners-cli: the save could not be written: " << ProblemText::plain(error) << "\n";
        err().flush();
    }

    void stepped(QJsonObject o)
    {
        afterStep();
        o.insert(QStringLiteral("decision_now"), QString::fromLatin1(decisionKey(m_game.state().decision())));
        report(o);
    }

    Game m_game;
    QString m_path;
    phones::PhoneServer *m_server = nullptr;
};

} // namespace cli
