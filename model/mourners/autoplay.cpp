#include "autoplay.h"

namespace mc {

namespace {

// A decision the app answers when it has one legal option. `mode`: digital play also passes a turn
// that can only pass (a table may hold cards the app does not know of).
bool safeSingle(Decision d, Mode mode)
{
    switch (d) {
    case Decision::Turn:           // nothing to play, recruit, relocate or activate: pass (R-ACT-2)
    case Decision::LocationAction: // nothing to do at the location: skip (R-MAJ-1)
    case Decision::GuildAction:    // no guild bonus to take: skip (R-MAJ-2)
    case Decision::AlltakerTie:    // (R-MAJ-3)
    case Decision::RelocateRoute:  // a free relocation with no figure to move: done (R-ACT-6)
        return mode == Mode::Digital;
    case Decision::PayInfluence: // R-PAY-1 with one faction to pay from
    case Decision::FigureLoss:   // one place holds the figure
    case Decision::ThreatCard:   // one Mourner card to choose
    case Decision::Exhaust:      // one ready Mourner
    case Decision::SetPile:      // the size is forced
    case Decision::RelocateAdd:  // nothing more can move: done
    case Decision::Bid:          // no Etherea: the bid is 0, which everyone can see
        return true;
    default: return false;
    }
}

Action unknownDraw()
{
    Action a;
    a.type = ActionType::Draw;
    a.seat = std::int8_t(kChanceSeat);
    a.v = kUnknownCard;
    return a;
}

} // namespace

// Wallows cards lie face up: the table names each one (or says "unknown") as it is dealt (R-WAL-1), so
// only the Court deals are the app's.
bool isUnknownDeal(const GameState &s)
{
    return s.mode == Mode::Table && s.decision() == Decision::DealCourt && s.counter > 0;
}

bool automaticAction(const GameState &s, Action &out)
{
    if (s.isTerminal())
        return false;
    if (isUnknownDeal(s)) {
        out = unknownDraw();
        return true;
    }
    if (!safeSingle(s.decision(), s.mode))
        return false;
    const std::vector<Action> legal = s.legalActions();
    if (legal.size() != 1)
        return false;
    out = legal.front();
    return true;
}

bool isAutomatic(const GameState &before, const Action &action)
{
    if (before.isTerminal() || action.isAdjustment())
        return false;
    if (isUnknownDeal(before))
        return action == unknownDraw();
    if (!safeSingle(before.decision(), before.mode))
        return false;
    const std::vector<Action> legal = before.legalActions();
    return legal.size() == 1 && legal.front() == action;
}

} // namespace mc
