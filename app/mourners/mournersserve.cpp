// mourners-cli serve SAVE for Mourners Call: the phones' page for a saved game without the window
// (docs/phones.md). Phones make their seats' private decisions; lines on standard input are the
// laptop's actions in the text notation of docs/cli.md ("undo" takes one back).
#include "cardtext.h"
#include "problemwords.h"
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
    game.afterStep(); // a save stopped at a chance decision is drawn on, as the app does
    QStringList names;
    for (const auto &seat : game.game().seats())
        names << seat.name;
    return serveLoop(server, s, names, [&](const QString &line) { game.laptop(line); });
}
