// Helpers for Rest in Peace scenario tests.
#pragma once

#include "model/restinpeace/bots.h"
#include "model/restinpeace/game.h"

#include <QTest>

#include <initializer_list>
#include <vector>

namespace riptest {

// Parses `text` against `s` and applies it; false (with a warning) when it does not apply.
[[nodiscard]] inline bool play(rip::GameState &s, const QString &text, rip::Events *events = nullptr)
{
    rip::Action a;
    QString error;
    if (!rip::actionFromText(s, text, a, error)) {
        qWarning("not an action: %s", qPrintable(error));
        return false;
    }
    const rip::ApplyError e = s.apply(a, events);
    if (e != rip::ApplyError::None) {
        qWarning("'%s' not applied: %s (decision %s, seat %d)", qPrintable(text), rip::applyErrorKey(e),
                 rip::decisionKey(s.decision()), s.currentSeat());
        return false;
    }
    return true;
}

[[nodiscard]] inline bool playAll(rip::GameState &s, std::initializer_list<const char *> texts)
{
    for (const char *t : texts)
        if (!play(s, QString::fromUtf8(t)))
            return false;
    return true;
}

[[nodiscard]] inline bool isLegal(const rip::GameState &s, const QString &text)
{
    rip::Action a;
    QString error;
    if (!rip::actionFromText(s, text, a, error))
        return false;
    return s.check(a) == rip::ApplyError::None;
}

// Applies sampled chance outcomes until a player decides.
inline void chanceAll(rip::GameState &s)
{
    while (s.isChance() && !s.isTerminal())
        s.applyUnchecked(s.sampleChance());
}

// The first nine psychic cards that are not in `except` (so a test can hand those out).
[[nodiscard]] inline std::vector<int> lineWithout(std::initializer_list<int> except)
{
    std::vector<int> line;
    for (int c = 1; c <= rip::kPsychicCards && line.size() < 9; ++c)
        if (std::find(except.begin(), except.end(), c) == except.end())
            line.push_back(c);
    return line;
}

// A digital game dealt by hand: the line, the tokens by round ("M" manor, "C" castle), 5 cards each.
[[nodiscard]] inline rip::GameState deal(const std::vector<int> &line, const char *tokens, std::initializer_list<int> hand0,
                                    std::initializer_list<int> hand1, int starter = 0, rip::Mode mode = rip::Mode::Digital)
{
    rip::Setup setup;
    setup.seed = 7;
    setup.starter = std::int8_t(starter);
    setup.mode = mode;
    rip::GameState s = rip::GameState::newGame(setup);
    for (int c : line)
        if (!play(s, QStringLiteral("line %1").arg(c)))
            return s;
    for (int i = 0; i < rip::kRounds; ++i)
        if (!play(s, tokens[i] == 'C' ? QStringLiteral("mansion castle") : QStringLiteral("mansion manor")))
            return s;
    for (auto hand : {hand0, hand1})
        for (int v : hand)
            if (!play(s, QStringLiteral("draw %1").arg(v)))
                return s;
    return s;
}

// The usual tokens: no player reaches a majority when the starter of each round withdraws at once.
inline constexpr char kTokens[] = "MMMCCMMCCM";

// Moves one ghost card of `value` from the seat's deck to its hand (scenario set-up).
inline void give(rip::GameState &s, int seat, int value)
{
    rip::PlayerState &p = s.player[std::size_t(seat)];
    --p.pool[std::size_t(value)];
    --p.deck;
    ++p.hand[std::size_t(value)];
}

inline void givePsychic(rip::GameState &s, int seat, int card)
{
    s.player[std::size_t(seat)].psychic |= 1u << card;
}

// The starter withdraws at once; draws are sampled and the loser places nothing.
inline bool withdrawRound(rip::GameState &s)
{
    if (!play(s, QStringLiteral("end")))
        return false;
    while (!s.isTerminal() && s.decision() != rip::Decision::Turn && s.phase != rip::Phase::Final) {
        if (s.isChance())
            s.applyUnchecked(s.sampleChance());
        else if (s.decision() == rip::Decision::Place) {
            if (!play(s, QStringLiteral("place none")))
                return false;
        } else {
            return false;
        }
    }
    return true;
}

} // namespace riptest
