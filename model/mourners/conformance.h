// Mourners Call seen through the generic conformance checks (model/core/conformance.h): digital play
// with `Players` seats, chance drawn by the state's own generator.
#pragma once

#include "model/core/conformance.h"
#include "model/mourners/bots.h"
#include "model/mourners/game.h"

#include <QString>

#include <optional>
#include <vector>

namespace mc {

template<int Players>
struct MournersConformance : ConformanceAdapter<mc::Game, mc::GameState, mc::Action> {
    static constexpr int kChanceSeat = mc::kChanceSeat;

    [[nodiscard]] static Game create(std::uint64_t seed)
    {
        return Game::create(mc::standardRuleset(), Players, seed, mc::Mode::Digital, int(seed % Players));
    }
    [[nodiscard]] static int seatCount(const State &s) { return s.players; }
    [[nodiscard]] static bool apply(Game &g, const Action &a) { return g.apply(a) == mc::ApplyError::None; }
    [[nodiscard]] static Game replay(const Game &g)
    {
        const mc::GameSetup &setup = g.setup();
        Game again = Game::create(setup.rules, setup.players, setup.seed, setup.mode, setup.alltaker);
        for (const Action &a : g.actions())
            (void)again.apply(a);
        return again;
    }
    [[nodiscard]] static QString digest(const State &s) { return mc::stateDigest(s); }
    [[nodiscard]] static QString describe(const State &s)
    {
        return QStringLiteral("round %1, %2, seat %3").arg(s.round).arg(QString::fromLatin1(mc::decisionKey(s.decision()))).arg(s.currentSeat());
    }

    [[nodiscard]] static bool invariantsHold(const State &s, QString *why)
    {
        *why = s.checkInvariants();
        if (!why->isEmpty())
            return false;
        // A Court card is in one place at a time (deck, a hand, a hand being drafted, played this round):
        // the engine's own checks count Etherea and figures, not cards; a resampled deal must respect it too.
        std::vector<int> count(s.rules().court.size(), 0);
        auto add = [&](const std::vector<std::int16_t> &cards) {
            for (auto c : cards)
                if (c >= 0 && std::size_t(c) < count.size())
                    ++count[std::size_t(c)];
        };
        add(s.courtDeck);
        add(s.courtPlayed);
        for (int p = 0; p < s.players; ++p) {
            add(s.player[std::size_t(p)].hand);
            add(s.player[std::size_t(p)].draft);
        }
        for (std::size_t c = 0; c < count.size(); ++c)
            if (count[c] > 1) {
                *why = QStringLiteral("Court card %1 is in %2 places").arg(c).arg(count[c]);
                return false;
            }
        return true;
    }

    // The search player's determinization (mc::determinize) over the seat's view.
    [[nodiscard]] static State resample(const State &s, int seat, std::uint64_t &rng)
    {
        return mc::determinize(s.viewFor(seat), seat, rng);
    }

    // Every bot kind as the application runs it: asked with the deciding seat's view. The search players
    // run on iterations only (no time limit), so that they are deterministic, and few, so that they are quick.
    [[nodiscard]] static std::vector<mc::ConformanceBot<State, Action>> bots()
    {
        std::vector<mc::ConformanceBot<State, Action>> out;
        for (mc::BotKind kind : {mc::BotKind::Random, mc::BotKind::Rules, mc::BotKind::Search, mc::BotKind::Strong}) {
            mc::BotConfig config;
            config.kind = kind;
            config.iterations = 16;
            config.timeLimitMs = 0;
            config.rolloutSteps = 30;
            config.strongIterations = 16;
            config.strongTimeLimitMs = 0;
            out.push_back({QString::fromLatin1(mc::botKindKey(kind)), [config](const State &s, int seat, std::uint64_t seed) {
                               return mc::chooseAction(s.viewFor(seat), config, seed);
                           }});
        }
        return out;
    }
};

} // namespace mc
