// mourners-cli serve SAVE for Mourners Call: the phones' page for a saved game without the window
// (docs/phones.md). Phones make their seats' private decisions; lines on standard input are the
// laptop's actions in the text notation of docs/cli.md ("undo" takes one back).
#include "cardtext.h"
#include "problemwords.h"
#include "seatlinks.h"
#include "seatport.h"
#include "cli/serve.h"

#include "model/mourners/game.h"

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

class ServedMourners : public phones::GameHost, public ServedGame<mc::Game, mc::Action> {
public:
    using ServedGame::ServedGame;

    const mc::Game &game() const override { return served(); }
    // What a card does, in the app's words (English here, as the CLI speaks).
    QString cardText(int deck, int card) const override { return CardText::of(served().state().rules(), deck, card); }
    bool applySeatAction(const mc::Action &action, QString &error) override { return applyFromSeat(action, error); }
};

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

    ServedMourners game(std::move(loaded.game), s.path);
    phones::SeatPort port(game);
    phones::PhoneServer server(port);
    game.setServer(&server);
    // The phones' links live with the game (meta.phones, as the app keeps them): served again, the save
    // gives the same links on the same port (unless --port says otherwise), and open pages come back.
    const int seats = int(game.game().seats().size());
    const QJsonObject kept = game.game().meta().value(u"phones"_s).toObject();
    std::vector<phones::PhoneServer::SeatLink> links;
    if (phones::linksFromJson(kept.value(u"seats"_s).toArray(), seats, links))
        server.restoreLinks(links, false);
    ServeOptions options = s;
    if (options.port == 0 && kept.value(u"port"_s).toInt() > 0) {
        options.port = kept.value(u"port"_s).toInt();
        options.portFromGame = true;
    }
    const auto keepLinks = [&] {
        game.keep([&](mc::Game &g) {
            QJsonObject phones = g.meta().value(u"phones"_s).toObject();
            phones.insert(u"on"_s, true);
            phones.insert(u"seats"_s, phones::linksToJson(server.seatLinks(), seats));
            if (server.port() != 0)
                phones.insert(u"port"_s, int(server.port()));
            QJsonObject meta = g.meta();
            meta.insert(u"phones"_s, phones);
            g.setMeta(meta);
        });
    };
    QObject::connect(&server, &phones::PhoneServer::linksChanged, &server, keepLinks);
    game.afterStep(); // a save stopped at a chance decision is drawn on, as the app does
    QStringList names;
    for (const auto &seat : game.game().seats())
        names << seat.name;
    return serveLoop(server, options, names, [&](const QString &line) { game.laptop(line); }, keepLinks);
}
