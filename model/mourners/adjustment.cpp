#include "adjustment.h"

#include "gamestate.h"

#include <algorithm>

namespace mc {

namespace {

AdjustmentProblem problem(AdjustmentError e)
{
    AdjustmentProblem p;
    p.error = e;
    return p;
}

// An amount that changes by `change`: refused when the result leaves min..max.
AdjustmentProblem amount(int seat, Resource field, int current, int change, int max)
{
    AdjustmentProblem p;
    p.seat = seat;
    p.field = int(field);
    p.current = current;
    p.change = change;
    p.result = current + change;
    p.min = 0;
    p.max = max;
    if (p.result < p.min || p.result > p.max)
        p.error = AdjustmentError::OutOfRange;
    return p;
}

AdjustmentProblem checkResource(const GameState &s, const Action &a, bool seatOk)
{
    if (a.a < 0 || a.a >= kResources) {
        AdjustmentProblem p = problem(AdjustmentError::NoSuchResource);
        p.field = a.a;
        return p;
    }
    const auto r = Resource(a.a);
    if (r == Resource::Forge)
        return amount(-1, r, s.forge, a.v, kAdjustMax);
    if (r == Resource::UnitySupply)
        return amount(-1, r, s.unitySupply, a.v, kAdjustMax);
    if (!seatOk) {
        AdjustmentProblem p = problem(AdjustmentError::NoSuchSeat);
        p.seat = a.seat;
        return p;
    }
    const auto &pl = s.player[std::size_t(a.seat)];
    switch (r) {
    case Resource::Etherea: return amount(a.seat, r, pl.etherea, a.v, kAdjustMax);
    case Resource::Unity: {
        // Unity comes from and goes back to the supply (rules-decisions.md), so the supply is bounded too.
        AdjustmentProblem p = amount(a.seat, r, pl.unity, a.v, kAdjustMax);
        if (p.ok() && a.v < 0)
            p = amount(-1, Resource::UnitySupply, s.unitySupply, -a.v, kAdjustMax);
        return p;
    }
    case Resource::BoneInfluence:
    case Resource::FleshInfluence:
    case Resource::SpiritInfluence: // D-INFLUENCE has no upper bound; kAdjustMax only keeps the counter whole
        return amount(a.seat, r, pl.influence[std::size_t(a.a - int(Resource::BoneInfluence))], a.v, kAdjustMax);
    case Resource::MotiveBonus:
        return amount(a.seat, r, std::max<int>(0, pl.motiveBonus), a.v, std::min<int>(kAdjustMax, s.rules().motiveBonusMax));
    case Resource::Forge:
    case Resource::UnitySupply: break;
    }
    return {};
}

} // namespace

AdjustmentProblem adjustmentProblem(const GameState &s, const Action &a)
{
    if (!a.isAdjustment())
        return problem(AdjustmentError::NotAnAdjustment);
    if (s.mode != Mode::Table)
        return problem(AdjustmentError::NotInTablePlay);
    const Ruleset &R = s.rules();
    const int n = s.players;
    const bool seatOk = a.seat >= 0 && a.seat < n;
    auto noSeat = [&] {
        AdjustmentProblem p = problem(AdjustmentError::NoSuchSeat);
        p.seat = a.seat;
        return p;
    };
    auto noPlace = [](int place) {
        AdjustmentProblem p = problem(AdjustmentError::NoSuchPlace);
        p.place = place;
        return p;
    };
    auto noGuild = [](int guild) {
        AdjustmentProblem p = problem(AdjustmentError::NoSuchGuild);
        p.guild = guild;
        return p;
    };
    auto placeOk = [](int pl) { return pl >= 0 && pl < kPlaces; };
    auto guildOk = [](int g) { return g >= 0 && g < kGuilds; };
    switch (a.type) {
    case ActionType::Adjust: return checkResource(s, a, seatOk);
    case ActionType::SetMeter: {
        if (a.seat != -1 && !seatOk)
            return noSeat();
        AdjustmentProblem p;
        p.field = a.a;
        p.seat = a.seat;
        p.result = a.v;
        if (a.a != int(Meter::Suspicion) && a.a != int(Meter::Threat)) {
            p.error = AdjustmentError::MeterOutOfRange;
            return p;
        }
        // The meter may be set one past its top: that is how R-SUSP-1 / R-THREAT-10 are entered.
        const bool susp = a.a == int(Meter::Suspicion);
        p.current = susp ? s.suspicion : s.threat;
        p.change = a.v - p.current;
        p.max = (susp ? R.suspicionMax : R.threatMax) + 1;
        if (a.v < p.min || a.v > p.max)
            p.error = AdjustmentError::MeterOutOfRange;
        return p;
    }
    case ActionType::MoveFigure: {
        if (!seatOk)
            return noSeat();
        if (!placeOk(a.a))
            return noPlace(a.a);
        if (!placeOk(a.b))
            return noPlace(a.b);
        if (!guildOk(a.c))
            return noGuild(a.c);
        AdjustmentProblem p;
        p.seat = a.seat;
        p.place = a.a;
        p.guild = a.c;
        if (a.a == a.b)
            p.error = AdjustmentError::SamePlace;
        else if (s.player[std::size_t(a.seat)].figures[std::size_t(a.a)][std::size_t(a.c)] <= 0)
            p.error = AdjustmentError::NoFigureThere;
        return p;
    }
    case ActionType::ChangeFigure: {
        if (!seatOk)
            return noSeat();
        if (!placeOk(a.a))
            return noPlace(a.a);
        if (!guildOk(a.b))
            return noGuild(a.b);
        AdjustmentProblem p;
        p.seat = a.seat;
        p.place = a.a;
        p.guild = a.b;
        p.change = a.v;
        const auto &pl = s.player[std::size_t(a.seat)];
        // Figures and bases are conserved (R-COMP-2, R-COMP-3), which also bounds every figure counter.
        if (a.v != 1 && a.v != -1)
            p.error = AdjustmentError::BadFigureChange;
        else if (a.v == 1 && pl.bases <= 0)
            p.error = AdjustmentError::NoBaseLeft;
        else if (a.v == 1 && s.guildSupply[std::size_t(a.b)] <= 0)
            p.error = AdjustmentError::GuildSupplyEmpty;
        else if (a.v == -1 && pl.figures[std::size_t(a.a)][std::size_t(a.b)] <= 0)
            p.error = AdjustmentError::NoFigureThere;
        return p;
    }
    case ActionType::SetHolder: {
        AdjustmentProblem p;
        p.field = a.a;
        p.result = a.v;
        // The Alltaker always has a holder; the token and Malavestros may be off the board (-1).
        if (a.a == 0)
            p.max = n - 1;
        else if (a.a == 1)
            p.max = n - 1;
        else if (a.a == 2)
            p.max = kLocations - 1;
        p.min = a.a == 0 ? 0 : -1;
        if (a.a < 0 || a.a > 2 || a.v < p.min || a.v > p.max)
            p.error = AdjustmentError::NoSuchHolder;
        return p;
    }
    default: return problem(AdjustmentError::NotAnAdjustment);
    }
}

ApplyError applyErrorOf(const AdjustmentProblem &p)
{
    switch (p.error) {
    case AdjustmentError::None: return ApplyError::None;
    case AdjustmentError::NotInTablePlay: return ApplyError::NotInTablePlay;
    default: return ApplyError::BadAdjustment;
    }
}

const char *adjustmentErrorKey(AdjustmentError e)
{
    switch (e) {
    case AdjustmentError::None: return "ok";
    case AdjustmentError::NotInTablePlay: return "not-in-table-play";
    case AdjustmentError::NotAnAdjustment: return "not-an-adjustment";
    case AdjustmentError::NoSuchSeat: return "no-such-seat";
    case AdjustmentError::NoSuchResource: return "no-such-resource";
    case AdjustmentError::OutOfRange: return "out-of-range";
    case AdjustmentError::MeterOutOfRange: return "meter-out-of-range";
    case AdjustmentError::NoSuchPlace: return "no-such-place";
    case AdjustmentError::NoSuchGuild: return "no-such-guild";
    case AdjustmentError::SamePlace: return "same-place";
    case AdjustmentError::NoFigureThere: return "no-figure-there";
    case AdjustmentError::NoBaseLeft: return "no-base-left";
    case AdjustmentError::GuildSupplyEmpty: return "guild-supply-empty";
    case AdjustmentError::BadFigureChange: return "bad-figure-change";
    case AdjustmentError::NoSuchHolder: return "no-such-holder";
    }
    return "ok";
}

} // namespace mc
