// A digital game played to its end, for tests of what keeps finished games.
#pragma once

#include "model/mourners/game.h"

#include <QStringList>

namespace mctest {

/// Plays a digital game with these players to its end, legal actions picked by a fixed rule.
inline mc::Game finishedGame(const QStringList &names, std::uint64_t seed)
{
    mc::Game game = mc::Game::create(mc::standardRuleset(), int(names.size()), seed, mc::Mode::Digital, 0, names);
    std::uint64_t x = seed * 2654435761u + 1;
    for (int i = 0; i < 40000 && !game.state().isTerminal(); ++i) {
        if (game.state().isChance()) {
            game.playChance();
            continue;
        }
        const auto legal = game.state().legalActions();
        if (legal.empty())
            break;
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        (void)game.apply(legal[std::size_t((x >> 33) % legal.size())]);
    }
    return game;
}

} // namespace mctest
