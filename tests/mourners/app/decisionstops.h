// Seeded random playouts of Mourners Call that visit every decision a person answers, for the tests
// that open a game at each kind of decision in the real window (reopen, overflow).
#pragma once

#include "gamecontroller.h"
#include "model/mourners/autoplay.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QString>

namespace mctest {

constexpr int kLastDecision = int(mc::Decision::EndOfRound);

/// Digital saves are hot-seat games of people only, as the digital setup writes them: every decision
/// is a person's, behind a hand-off.
inline void markHotSeat(mc::Game &game)
{
    QJsonObject meta = game.meta();
    QJsonArray kinds;
    for (int p = 0; p < int(game.setup().players); ++p)
        kinds.append(QStringLiteral("person"));
    meta.insert(QStringLiteral("seatKinds"), kinds);
    meta.insert(QStringLiteral("hotSeat"), true);
    game.setMeta(meta);
}

/// Plays `count` seeded random games of the standard ruleset (mode 0 table, 1 digital) and calls
/// `visit(game)` at every decision (in table play the people answer chance too; in digital play the
/// app draws it and applies a decision with one option) and once more at the end of each game. The seeds depend only on the arguments.
template<typename Visit>
void randomPlayouts(int mode, int players, int count, Visit &&visit)
{
    const mc::RulesetPtr rules = mc::standardRuleset();
    for (int g = 0; g < count; ++g) {
        const quint64 seed = quint64(1000 * players + g + 1);
        QRandomGenerator rng(quint32(seed * 7919 + mode));
        mc::Game game = mc::Game::create(rules, players, seed, mode == 0 ? mc::Mode::Table : mc::Mode::Digital,
                                         g % players);
        if (mode == 1)
            markHotSeat(game);
        for (int guard = 0; guard < 4000 && !game.state().isTerminal(); ++guard) {
            if (mode == 1 && game.state().isChance()) {
                game.playChance();
                continue;
            }
            const std::vector<mc::Action> legal = game.state().legalActions();
            if (legal.empty())
                break;
            // Digital play: a decision with one option is the app's own (applied after the step before
            // it, and when a save is opened); nobody is asked it.
            if (!(mode == 1 && legal.size() == 1 && mc::isAutomatic(game.state(), legal.front())))
                visit(std::as_const(game));
            const mc::Action a = legal[rng.bounded(quint32(legal.size()))];
            if (game.apply(a) != mc::ApplyError::None)
                break;
        }
        if (game.state().isTerminal())
            visit(std::as_const(game));
    }
}

inline QString decisionName(int d)
{
    return QString::fromLatin1(mc::decisionKey(mc::Decision(d)));
}

/// Why nobody answers decision `d` in a mode, or "" when a person does.
inline QString notAsked(int mode, int d)
{
    const auto decision = mc::Decision(d);
    if (decision == mc::Decision::None)
        return QStringLiteral("game over, nothing to decide");
    const bool chance = decision == mc::Decision::DealMotive || decision == mc::Decision::StartingMourner
                        || decision == mc::Decision::Dice || decision == mc::Decision::DealWallows
                        || decision == mc::Decision::DealCourt || decision == mc::Decision::DrawMourner
                        || decision == mc::Decision::DrawWallows || decision == mc::Decision::CrowdRoll;
    if (mode == 1 && chance)
        return QStringLiteral("chance, drawn by the app in digital play");
    if (mode == 0 && decision == mc::Decision::DealMotive)
        return QStringLiteral("a table keeps its motives hidden, none is dealt (R-SETUP-4)");
    if (mode == 1 && decision == mc::Decision::WallowsResult)
        return QStringLiteral("the app judges the Wallows objectives in digital play (R-WAL-1)");
    if (mode == 1 && decision == mc::Decision::EndOfRound)
        return QStringLiteral("end-of-round abilities apply by themselves in digital play (R-CLEAN-1)");
    return {};
}

} // namespace mctest
