// mourners-cli serve SAVE for Rest in Peace: the phones' page for a saved duel without the window
// (docs/phones.md), with the game's own notation and words (RipText, the app's texts).
#include "ripseatport.h"
#include "riptext.h"
#include "cli/serve.h"

#include "model/restinpeace/game.h"

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

class ServedRip : public phones::RipHost, public ServedGame<rip::Game, rip::Action> {
public:
    using ServedGame::ServedGame;

    const rip::Game &ripGame() const override { return served(); }
    bool applyRipAction(const rip::Action &action, QString &error) override { return applyFromSeat(action, error); }
    QString ripActionLabel(const rip::GameState &view, const rip::Action &action) const override
    {
        return RipText(served().names()).actionLabel(view, action);
    }
    QString ripCardText(const rip::Card &card) const override { return RipText::cardText(card); }
    QString ripPsychicName(int card) const override { return RipText::psychicName(card); }
    QString ripPsychicEffect(int card) const override { return RipText::psychicEffect(card); }
    QString ripResult(const rip::GameState &state) const override
    {
        return state.isTerminal() ? RipText(served().names()).endText(state) : QString();
    }
};

} // namespace

int runRipServe(QStringList &args)
{
    QString error;
    const ServeOptions s = serveOptions(args, error);
    if (s.path.isEmpty())
        return fail(error);
    auto loaded = rip::Game::load(s.path);
    if (!loaded.ok())
        return fail(s.path + u": "_s + ProblemText::plain(loaded.problems, ProblemText::saveWords()));

    ServedRip game(std::move(loaded.game), s.path);
    phones::RipSeatPort port(game);
    phones::PhoneServer server(port);
    game.setServer(&server);
    game.afterStep(); // a save stopped at a chance decision is drawn on, as the app does
    return serveLoop(server, s, game.ripGame().names(), [&](const QString &line) { game.laptop(line); });
}
