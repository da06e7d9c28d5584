#include "sillymoves.h"

#include <algorithm>

namespace mc {

namespace {

constexpr unsigned bit(SillyKind k)
{
    return 1u << unsigned(k);
}

constexpr std::uint16_t placeBit(int place)
{
    return std::uint16_t(1u << unsigned(place));
}

constexpr int kMaxLookahead = 48; // figures of one relocation followed when asking whether it can end well

} // namespace

bool harmlessCardPlay(const GameState &state, int seat)
{
    const auto &hand = state.player[std::size_t(seat)].hand;
    if (hand.empty())
        return false;
    const int unity = state.player[std::size_t(seat)].unity;
    for (const Action &a : state.legalActions()) {
        if (a.type != ActionType::PlayCourt)
            continue;
        GameState next = state;
        next.applyUnchecked(a);
        if (next.player[std::size_t(seat)].unity >= unity)
            return true;
    }
    return false;
}

const char *sillyKindKey(SillyKind kind)
{
    switch (kind) {
    case SillyKind::RelocatedBack: return "relocated_back";
    case SillyKind::InfluenceForNothing: return "influence_for_nothing";
    case SillyKind::LopsidedSplit: return "lopsided_split";
    case SillyKind::MovedAgain: return "moved_again";
    case SillyKind::CardLeftUnplayed: return "card_left_unplayed";
    }
    return "?";
}

bool SillyMoveWatch::concerns(const Action &a)
{
    switch (a.type) {
    case ActionType::SetPile:
    case ActionType::Pass:
    case ActionType::Relocate:
    case ActionType::RelocateAdd:
    case ActionType::RelocateDone: return true;
    default: return false;
    }
}

void SillyMoveWatch::newRound(int round)
{
    m_round = round;
    for (auto &seat : m_seats) {
        seat.tokens.clear();
        seat.snapshots.clear();
    }
    m_relocation = {};
}

unsigned SillyMoveWatch::moveFigure(const GameState &before, int seat, int from, int to, int guild, bool paid)
{
    auto &tokens = m_seats[std::size_t(seat)].tokens;
    auto here = [&](const Token &t) { return t.guild == guild && t.place == from; };
    // Forget tokens whose figure is gone (lost, sent back to the Crypt, removed): those that have stood on
    // the destination first, so that a doubt never makes a move a return.
    int excess = int(std::count_if(tokens.begin(), tokens.end(), here))
                 - before.player[std::size_t(seat)].figures[std::size_t(from)][std::size_t(guild)];
    for (int pass = 0; pass < 2 && excess > 0; ++pass)
        for (std::size_t i = tokens.size(); i-- > 0 && excess > 0;)
            if (here(tokens[i]) && (pass == 1 || (tokens[i].visited & placeBit(to)))) {
                tokens.erase(tokens.begin() + std::ptrdiff_t(i));
                --excess;
            }
    // Every figure of the guild there has moved this round: this one moves again.
    const int figuresHere = before.player[std::size_t(seat)].figures[std::size_t(from)][std::size_t(guild)];
    const bool allMoved = int(std::count_if(tokens.begin(), tokens.end(), here)) >= figuresHere;
    const bool again = paid && allMoved;
    // The figure that moves: one that has stood on the destination this round, else one that had not
    // moved (as `again` assumes), else the last to come.
    std::ptrdiff_t pick = -1;
    for (std::size_t i = 0; i < tokens.size(); ++i)
        if (here(tokens[i]) && (tokens[i].visited & placeBit(to)))
            pick = std::ptrdiff_t(i);
    for (std::size_t i = 0; pick < 0 && allMoved && i < tokens.size(); ++i)
        if (here(tokens[tokens.size() - 1 - i]))
            pick = std::ptrdiff_t(tokens.size() - 1 - i);
    Token t{std::int8_t(guild), std::int8_t(to), placeBit(from)};
    if (pick >= 0) {
        t.visited = tokens[std::size_t(pick)].visited;
        tokens.erase(tokens.begin() + pick);
    }
    const bool back = t.visited & placeBit(to);
    t.visited = std::uint16_t(t.visited | placeBit(to));
    tokens.push_back(t); // the last to come to `to`
    // A return is the first kind; moving on to a new place, the fourth.
    return back ? bit(SillyKind::RelocatedBack) : again ? bit(SillyKind::MovedAgain) : 0u;
}

unsigned SillyMoveWatch::observe(const GameState &before, const Action &a, const GameState &after)
{
    if (before.round != m_round)
        newRound(before.round);
    if (!concerns(a) || a.seat < 0 || a.seat >= before.players)
        return 0;
    unsigned found = 0;
    const int seat = a.seat;
    switch (a.type) {
    case ActionType::SetPile: {
        if (before.decision() != Decision::SetPile || before.pileCount != 0)
            break; // only the first pile, the largest, decides
        const int total = before.diceTotal;
        const int piles = std::max(1, before.players + before.rules().pileExtra);
        const int evenLargest = (total + piles - 1) / piles;
        if (2 * a.v > total && 2 * evenLargest <= total)
            found |= bit(SillyKind::LopsidedSplit);
        break;
    }
    case ActionType::Pass:
        if (before.phase == Phase::Actions && before.decision() == Decision::Turn && after.phase != Phase::Actions
            && harmlessCardPlay(before, seat))
            found |= bit(SillyKind::CardLeftUnplayed);
        break;
    case ActionType::Relocate: {
        const bool paid = before.decision() == Decision::Turn;
        m_relocation = Relocation{std::int8_t(seat), a.a, a.b, paid, true};
        if (paid) {
            const auto &pl = before.player[std::size_t(seat)];
            m_seats[std::size_t(seat)].snapshots.push_back(Snapshot{pl.figures, pl.wallowsMet.size(), pl.artifacts.size()});
        }
        break;
    }
    case ActionType::RelocateAdd:
        if (before.decision() == Decision::RelocateAdd && m_relocation.open && m_relocation.seat == seat)
            found |= moveFigure(before, seat, m_relocation.from, m_relocation.to, a.a, m_relocation.paid);
        break;
    case ActionType::RelocateDone: {
        if (before.decision() != Decision::RelocateAdd || !m_relocation.open || m_relocation.seat != seat)
            break;
        m_relocation.open = false;
        if (!m_relocation.paid)
            break;
        const auto &pl = after.player[std::size_t(seat)];
        const auto &snapshots = m_seats[std::size_t(seat)].snapshots;
        for (std::size_t i = 0; i + 1 < snapshots.size(); ++i) // the last one is this relocation's own
            if (snapshots[i].figures == pl.figures && snapshots[i].wallowsMet == pl.wallowsMet.size()
                && snapshots[i].artifacts == pl.artifacts.size()) {
                found |= bit(SillyKind::InfluenceForNothing);
                break;
            }
        break;
    }
    default: break;
    }
    for (int k = 0; k < kSillyKinds; ++k)
        if (found & (1u << unsigned(k)))
            ++m_counts[std::size_t(seat)][std::size_t(k)];
    return found;
}

bool SillyMoveWatch::finishable(const GameState &state, int seat, int minGuild, int depth) const
{
    if (depth > kMaxLookahead)
        return true; // too long to follow: no claim
    const std::vector<Action> legal = state.legalActions();
    // Stopping first (the usual way out), then one more figure; guilds in rising order, since the order
    // in which figures join a relocation changes nothing.
    for (int pass = 0; pass < 2; ++pass)
        for (const Action &a : legal) {
            if ((pass == 0) != (a.type == ActionType::RelocateDone))
                continue;
            if (a.type == ActionType::RelocateAdd && a.a < minGuild)
                continue;
            SillyMoveWatch w = *this;
            GameState next = state;
            next.applyUnchecked(a);
            if (w.observe(state, a, next) != 0)
                continue;
            if (next.decision() != Decision::RelocateAdd || next.currentSeat() != seat)
                return true;
            if (w.finishable(next, seat, a.a, depth + 1))
                return true;
        }
    return false;
}

unsigned SillyMoveWatch::wouldBe(const GameState &state, const Action &a) const
{
    if (!concerns(a) || a.seat < 0 || a.seat >= state.players)
        return 0;
    // A first relocation of the round cannot be either kind, nor can a split's smaller piles: most
    // questions end here, without a copy of the state.
    const auto &mine = m_seats[std::size_t(a.seat)];
    const bool sameRound = state.round == m_round;
    if (a.type == ActionType::SetPile) {
        if (state.pileCount != 0)
            return 0;
    } else if (a.type == ActionType::Pass && state.player[std::size_t(a.seat)].hand.empty()) {
        return 0;
    } else if (a.type == ActionType::Relocate && (!sameRound || (mine.tokens.empty() && mine.snapshots.empty()))) {
        return 0;
    }
    SillyMoveWatch w = *this;
    GameState next = state;
    next.applyUnchecked(a);
    const unsigned found = w.observe(state, a, next);
    if (found)
        return found;
    if (a.type != ActionType::SetPile && next.decision() == Decision::RelocateAdd && next.currentSeat() == a.seat
        && !w.finishable(next, a.seat, 0, 0))
        return bit(SillyKind::RelocatedBack) | bit(SillyKind::InfluenceForNothing) | bit(SillyKind::MovedAgain);
    return 0;
}

std::vector<Action> SillyMoveWatch::sensible(const GameState &state, const std::vector<Action> &legal) const
{
    std::vector<Action> out;
    out.reserve(legal.size());
    for (const Action &a : legal)
        if (wouldBe(state, a) == 0)
            out.push_back(a);
    return out.empty() ? legal : out;
}

SillyMoveWatch watchRecord(const GameState &initial, const std::vector<Action> &actions)
{
    SillyMoveWatch watch;
    GameState s = initial;
    for (const Action &a : actions) {
        if (!SillyMoveWatch::concerns(a)) {
            s.apply(a);
            continue;
        }
        const GameState before = s;
        if (s.apply(a) == ApplyError::None)
            watch.observe(before, a, s);
    }
    return watch;
}

std::array<SillyCounts, kMaxPlayers> countSillyMoves(const GameState &initial, const std::vector<Action> &actions)
{
    const SillyMoveWatch watch = watchRecord(initial, actions);
    std::array<SillyCounts, kMaxPlayers> out{};
    for (int p = 0; p < kMaxPlayers; ++p)
        out[std::size_t(p)] = watch.counts(p);
    return out;
}

} // namespace mc
