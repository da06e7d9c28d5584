#include "ripsteps.h"
#include "ripsessiontr.h"
#include "riptext.h"

#include <vector>

using namespace Qt::StringLiterals;

namespace ripsteps {

bool automatic(const rip::GameState &s)
{
    if (s.isTerminal() || !s.isChance())
        return false;
    if (s.setup.mode == rip::Mode::Digital)
        return true;
    // At a table nobody tells the app the cards drawn; an outcome that is certain needs no question.
    if (s.decision() == rip::Decision::Draw)
        return true;
    std::vector<rip::ChanceOutcome> out;
    s.chanceOutcomes(out);
    return out.size() == 1;
}

int runAutomatic(rip::Game &game, rip::Events *events)
{
    int n = 0;
    while (automatic(game.state())) {
        const rip::GameState &s = game.state();
        rip::Action a = s.sampleChance();
        if (s.setup.mode == rip::Mode::Table) {
            std::vector<rip::ChanceOutcome> out;
            s.chanceOutcomes(out);
            a = out.front().action; // -1 ("not told") sorts first when it is there
            for (const auto &o : out)
                if (o.action.v < 0)
                    a = o.action;
        }
        if (game.apply(a, events, rip::Game::Part::FollowUp) != rip::ApplyError::None)
            break;
        ++n;
    }
    return n;
}

void regroup(rip::Game &game)
{
    const auto &actions = game.actions();
    rip::GameState s = game.initialState();
    std::size_t i = 0;
    while (i < actions.size() && automatic(s))
        s.applyUnchecked(actions[i++]);
    const std::size_t opening = i;
    std::vector<rip::Game::Step> steps;
    while (i < actions.size()) {
        rip::Game::Step step;
        step.count = 1;
        s.applyUnchecked(actions[i++]);
        while (i < actions.size() && automatic(s)) {
            s.applyUnchecked(actions[i++]);
            ++step.count;
        }
        steps.push_back(step);
    }
    (void)game.regroup(opening, steps);
}

QList<GameLog::Entry> entries(const RipText &t, const rip::Events &events)
{
    QList<GameLog::Entry> out;
    for (const rip::Event &e : events) {
        const QString line = t.sentence(e);
        if (!line.isEmpty())
            out.append(GameLog::Entry{line, QString::fromLatin1(e.rule)});
    }
    return out;
}

void rebuildLog(GameLog &log, const rip::Game &game)
{
    if (!game.isValid()) {
        log.reset();
        return;
    }
    const RipText t(game.names());
    const auto &actions = game.actions();
    rip::GameState s = game.initialState();
    rip::Events ev;
    //: The first line of a game's log: %1 and %2 the players.
    QList<GameLog::Entry> opening{
            {RipSessionTr::tr("%1 against %2.").arg(game.names().value(0), game.names().value(1)), u"RIP-SETUP-3"_s}};
    std::size_t i = 0;
    for (; i < game.openingActions() && i < actions.size(); ++i)
        s.applyUnchecked(actions[i], &ev);
    opening += entries(t, ev);
    QList<QList<GameLog::Entry>> steps;
    for (const rip::Game::Step &step : game.steps()) {
        ev.clear();
        for (std::size_t k = 0; k < step.count && i < actions.size(); ++k, ++i)
            s.applyUnchecked(actions[i], &ev);
        steps.append(entries(t, ev));
    }
    log.reset(opening, steps);
}

} // namespace ripsteps
