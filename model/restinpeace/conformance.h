// Rest in Peace seen through the generic conformance checks (model/core/conformance.h): digital play,
// chance drawn by the state's own generator, every psychic card in use.
#pragma once

#include "model/core/conformance.h"
#include "model/restinpeace/bots.h"
#include "model/restinpeace/game.h"

#include <QString>

#include <optional>
#include <vector>

namespace rip {

struct RestInPeaceConformance : mc::ConformanceAdapter<rip::Game, rip::GameState, rip::Action> {
    static constexpr int kChanceSeat = rip::kChanceSeat;

    [[nodiscard]] static Game create(std::uint64_t seed)
    {
        rip::Setup setup;
        setup.seed = seed;
        setup.starter = std::int8_t(seed & 1);
        setup.learning = seed % 5 == 0;
        return Game::create(setup);
    }
    [[nodiscard]] static int seatCount(const State &) { return rip::kSeats; }
    [[nodiscard]] static bool apply(Game &g, const Action &a) { return g.apply(a) == rip::ApplyError::None; }
    [[nodiscard]] static Game replay(const Game &g)
    {
        Game again = Game::create(g.setup(), g.names());
        for (const Action &a : g.actions())
            (void)again.apply(a);
        return again;
    }
    [[nodiscard]] static QString digest(const State &s) { return rip::stateDigest(s); }
    [[nodiscard]] static QString describe(const State &s)
    {
        return QStringLiteral("round %1, %2, seat %3")
            .arg(s.round)
            .arg(QString::fromLatin1(rip::decisionKey(s.decision())))
            .arg(s.currentSeat());
    }
    [[nodiscard]] static bool invariantsHold(const State &s, QString *why)
    {
        *why = s.checkInvariants();
        return why->isEmpty();
    }
    // What the other seat hides is blanked here by hand, not through viewFor, so that a view that
    // shows too much is caught: the opponent's hand (unless psychic 3 shows it) and its face-down
    // ghost cards go back to the unknown pool and are drawn again.
    [[nodiscard]] static State resample(const State &s, int seat, std::uint64_t &rng)
    {
        State h = s;
        const int opp = 1 - seat;
        rip::PlayerState &o = h.player[std::size_t(opp)];
        if (!s.seesOpponentHand(seat)) {
            for (int v = 1; v <= 6; ++v) {
                o.pool[std::size_t(v)] = std::int8_t(o.pool[std::size_t(v)] + o.hand[std::size_t(v)]);
                o.handUnknown = std::int8_t(o.handUnknown + o.hand[std::size_t(v)]);
                o.hand[std::size_t(v)] = 0;
            }
        }
        rip::Side &down = h.sides[rip::kRounds - 1][std::size_t(opp)];
        for (int i = 0; i < down.size(); ++i)
            if (down[i].isGhost() && down[i].has(rip::Card::FaceDown)) {
                ++o.pool[std::size_t(down[i].ghost)];
                ++o.faceDownUnknown;
                down[i].ghost = -1;
            }
        return h.sampleConsistent(seat, rng);
    }
    [[nodiscard]] static std::vector<mc::ConformanceBot<State, Action>> bots()
    {
        std::vector<mc::ConformanceBot<State, Action>> out;
        for (rip::BotKind kind : {rip::BotKind::Random, rip::BotKind::Rules})
            out.push_back({QString::fromLatin1(rip::botKindKey(kind)), [kind](const State &s, int seat, std::uint64_t seed) {
                               return rip::chooseAction(s.viewFor(seat), kind, seed);
                           }});
        return out;
    }
};

} // namespace rip
