// Helpers for scenario tests of the rules engine.
#pragma once

#include "model/mourners/game.h"
#include "model/core/rng.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>

namespace mctest {

inline mc::RulesetPtr rules()
{
    return mc::standardRuleset();
}

// Parses `text` against `s` and applies it; fails the test (returns false) when it does not apply.
[[nodiscard]] inline bool play(mc::GameState &s, const QString &text, mc::Events *events = nullptr)
{
    mc::Action a;
    QString error;
    if (!mc::actionFromText(s, text, a, error)) {
        qWarning("not an action: %s", qPrintable(error));
        return false;
    }
    const mc::ApplyError e = s.apply(a, events);
    if (e != mc::ApplyError::None) {
        qWarning("'%s' not applied: %s (decision %s, seat %d)", qPrintable(text), mc::applyErrorKey(e),
                 mc::decisionKey(s.decision()), s.currentSeat());
        return false;
    }
    return true;
}

// True when `text` parses and is among the legal actions now.
[[nodiscard]] inline bool isLegal(const mc::GameState &s, const QString &text)
{
    mc::Action a;
    QString error;
    return mc::actionFromText(s, text, a, error) && s.check(a) == mc::ApplyError::None;
}

// The first legal action that names its card (table play also offers unnamed "unknown" draws).
inline mc::Action firstNamed(const std::vector<mc::Action> &legal)
{
    const auto it = std::find_if(legal.begin(), legal.end(), [](const mc::Action &a) { return a.v >= 0; });
    return it != legal.end() ? *it : legal.front();
}

// A table game (chance supplied by hand) after setup: every player declared `faction`s in seat order
// and drew the given starting Mourner; the state waits for round 1's dice.
inline mc::GameState tableGameAfterSetup(int players, const QStringList &declared = {}, int alltaker = 0)
{
    mc::GameState s = mc::GameState::newGame(rules(), players, 42, mc::Mode::Table, alltaker);
    while (s.decision() == mc::Decision::KeepMotive) {
        const int seat = s.currentSeat();
        const QString f = seat < declared.size() ? declared[seat] : QStringLiteral("bone");
        if (!play(s, QStringLiteral("keep ") + f))
            return s;
    }
    while (s.decision() == mc::Decision::StartingMourner)
        s.applyUnchecked(firstNamed(s.legalActions()));
    return s;
}

// Sets the phase and step by hand and lets the engine run from there (see GameState::resume).
inline void jumpTo(mc::GameState &s, mc::Phase phase, int step = 0, mc::Events *events = nullptr)
{
    s.tasks.clear();
    s.phase = phase;
    s.step = std::int8_t(step);
    s.counter = 0;
    s.resolveIndex = 0;
    s.resume(events);
}

// Plays random legal actions (chance from the state's generator) until `stop` holds or the game ends.
template<typename Stop>
inline void playRandomUntil(mc::GameState &s, std::uint64_t seed, Stop stop, int maxSteps = 100000)
{
    std::vector<mc::Action> legal;
    std::uint64_t x = seed;
    for (int i = 0; i < maxSteps && !s.isTerminal() && !stop(s); ++i) {
        if (s.isChance() && s.mode == mc::Mode::Digital) {
            s.applyUnchecked(s.sampleChance());
        } else {
            s.legalActions(legal);
            s.applyUnchecked(legal[std::size_t(mc::uniformBelow(x, int(legal.size())))]);
        }
    }
}

inline bool hasEvent(const mc::Events &events, mc::EventType type, const char *rule = nullptr)
{
    for (const auto &e : events)
        if (e.type == type && (!rule || qstrcmp(e.rule, rule) == 0))
            return true;
    return false;
}

// Scenario building: positions are set up by editing fields, keeping the engine's invariants.
using mc::GameState;
using mc::kPlaces;
using mc::kGuilds;

// Every figure back to the supply (bases back to their owners), every Mourner card back to its deck,
// Unity and Influence zero: a clean table to build a position on.
void clearTable(GameState &s)
{
    for (int p = 0; p < s.players; ++p) {
        auto &pl = s.player[std::size_t(p)];
        for (int place = 0; place < kPlaces; ++place)
            for (int g = 0; g < kGuilds; ++g) {
                auto &f = pl.figures[std::size_t(place)][std::size_t(g)];
                s.guildSupply[std::size_t(g)] = std::int8_t(s.guildSupply[std::size_t(g)] + f);
                pl.bases = std::int8_t(pl.bases + f);
                f = 0;
            }
        for (const auto &m : pl.mourners) {
            auto &deck = s.mournerDeck[std::size_t(s.rules().mourners[std::size_t(m.card)].faction)];
            deck.push_back(m.card);
            std::sort(deck.begin(), deck.end());
        }
        pl.mourners.clear();
        pl.unity = 0;
        pl.influence = {0, 0, 0};
        pl.hand.clear();
        pl.wallows.clear();
    }
}

// Takes `count` figures of `guild` from the supply onto `place` for player `p` (uses their bases).
void addFigures(GameState &s, int p, int place, int guild, int count)
{
    auto &pl = s.player[std::size_t(p)];
    pl.figures[std::size_t(place)][std::size_t(guild)] = std::int8_t(pl.figures[std::size_t(place)][std::size_t(guild)] + count);
    pl.bases = std::int8_t(pl.bases - count);
    s.guildSupply[std::size_t(guild)] = std::int8_t(s.guildSupply[std::size_t(guild)] - count);
}

// Sets a player's Etherea, booking the difference to or from the (unlimited) supply.
void setEtherea(GameState &s, int p, int value)
{
    auto &pl = s.player[std::size_t(p)];
    const int delta = value - pl.etherea;
    (delta > 0 ? s.ethereaIn : s.ethereaOut) += std::abs(delta);
    pl.etherea = std::int16_t(value);
}

} // namespace mctest
