#include "riprounds.h"
#include "riptext.h"

#include "model/restinpeace/game.h"

std::array<RipRoundOutcome, 10> ripRoundOutcomes(const rip::Game &g)
{
    static_assert(rip::kRounds == 10);
    std::array<RipRoundOutcome, 10> out{};
    if (!g.isValid())
        return out;
    rip::GameState s = g.initialState();
    int round = 0;
    rip::Events ev;
    for (const rip::Action &a : g.actions()) {
        ev.clear();
        s.applyUnchecked(a, &ev);
        for (const rip::Event &e : ev) {
            using E = rip::EventType;
            RipRoundOutcome *o = round >= 1 && round <= rip::kRounds ? &out[std::size_t(round - 1)] : nullptr;
            switch (e.type) {
            case E::RoundStarted: round = e.v; break;
            case E::Withdrew:
                if (o) {
                    o->loser = e.seat;
                    o->how = RipRoundOutcome::Withdrew;
                }
                break;
            case E::LostAtOnce:
                if (o) {
                    o->loser = e.seat;
                    o->how = RipRoundOutcome::LostAtOnce;
                }
                break;
            case E::RoundTied:
                if (e.v >= 1 && e.v <= rip::kRounds)
                    out[std::size_t(e.v - 1)].how = RipRoundOutcome::Tie;
                break;
            case E::RoundTenTotals: {
                RipRoundOutcome &t = out[rip::kRounds - 1];
                t.total0 = e.v;
                t.total1 = e.w;
                if (t.how == RipRoundOutcome::Open)
                    t.how = RipRoundOutcome::Totals;
                break;
            }
            case E::MansionTaken:
                if (e.v >= 1 && e.v <= rip::kRounds) {
                    RipRoundOutcome &t = out[std::size_t(e.v - 1)];
                    t.winner = e.seat;
                    t.manors = e.a;
                    t.castles = e.b;
                }
                break;
            case E::GameOver:
                if (rip::GameEnd(e.a) == rip::GameEnd::Tokens || rip::GameEnd(e.a) == rip::GameEnd::Draw)
                    out[rip::kRounds - 1].how = RipRoundOutcome::Cancelled;
                break;
            default: break;
            }
        }
    }
    return out;
}

std::array<RipDecidedRound, 10> ripDecidedRounds(const rip::Game &game)
{
    static_assert(rip::kRounds == 10);
    std::array<RipDecidedRound, 10> out{};
    if (!game.isValid())
        return out;
    rip::GameState s = game.initialState();
    rip::Events ev;
    for (const rip::Action &a : game.actions()) {
        const rip::GameState before = s;
        ev.clear();
        s.applyUnchecked(a, &ev);
        const int r = before.round;
        if (r < 1 || r >= rip::kRounds || out[std::size_t(r - 1)].decided)
            continue;
        bool decided = false;
        std::array<bool, 2> moved{};
        for (const rip::Event &e : ev) {
            using E = rip::EventType;
            if (e.type == E::Withdrew || e.type == E::LostAtOnce || (e.type == E::RoundTied && e.v == r))
                decided = true;
            else if (e.type == E::MovedToRoundTen && e.seat >= 0 && e.seat < rip::kSeats)
                moved[std::size_t(e.seat)] = true;
        }
        if (!decided)
            continue;
        // The round as it closed, with Now or never (13) back where it lay before it moved to round 10.
        rip::GameState shown = s;
        for (int p = 0; p < rip::kSeats; ++p) {
            if (!moved[std::size_t(p)])
                continue;
            const rip::Side &old = before.side(r, p);
            rip::Side &side = shown.sides[std::size_t(r - 1)][std::size_t(p)];
            for (int i = 0; i < old.size(); ++i)
                if (old[i].psychic == rip::psy::NowOrNever && !old[i].isGhost()) {
                    rip::Side rebuilt;
                    for (int k = 0; k < side.size(); ++k) {
                        if (k == i)
                            rebuilt.push(old[i]);
                        rebuilt.push(side[k]);
                    }
                    if (i >= side.size())
                        rebuilt.push(old[i]);
                    side = rebuilt;
                    break;
                }
        }
        RipDecidedRound &d = out[std::size_t(r - 1)];
        d.decided = true;
        for (int p = 0; p < rip::kSeats; ++p) {
            const rip::Side &side = shown.side(r, p);
            for (int i = 0; i < side.size(); ++i)
                d.cards[std::size_t(p)] << RipText::cardText(side[i]);
            d.totals[std::size_t(p)] = shown.total(r, p);
        }
    }
    return out;
}
