// Rest in Peace: the rules (rule ids from shared/rules/rest-in-peace.md, decisions in
// docs/rules-decisions.md "Rest in Peace").
#include "gamestate.h"

#include "model/core/rng.h"

#include <QStringList>

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>

using namespace Qt::StringLiterals;

namespace rip {

namespace {

constexpr std::uint32_t bit(int card)
{
    return 1u << card;
}

// Whether a psychic card on a side acts (not played under psychic 29, not carried over, not face down).
bool acts(const Card &c)
{
    return !c.isGhost() && (c.flags & (Card::FaceDown | Card::Moved | Card::Transferred | Card::NoEffect)) == 0;
}

// The ghost value a card counts as for value-named effects and bans, 0 none (D-RIP-AS-GHOST).
int valueOf(const Card &c)
{
    if (c.isGhost())
        return std::max<int>(c.ghost, 0);
    if (c.psychic == psy::DoubleVision)
        return c.a;
    if (c.psychic == psy::YetToCome)
        return c.b;
    return kPsychic[std::size_t(c.psychic)].worth;
}

void note(Events *ev, EventType t, int seat = -1, int v = 0, int a = 0, int b = 0, int w = 0, const char *rule = "")
{
    if (ev)
        ev->push_back(Event{t, std::int8_t(seat), std::int8_t(a), std::int8_t(b), std::int16_t(v), std::int16_t(w), rule});
}

// Cards of value v that may be among the unknown ones out of the deck: the pool less a top card of
// that value shown by psychic 19 (it is still in the deck).
int unknownAvail(const PlayerState &p, int v)
{
    return p.pool[std::size_t(v)] - (p.topKnown == v ? 1 : 0);
}

int possibleCount(const PlayerState &p, int v)
{
    return p.hand[std::size_t(v)] + std::min<int>(p.handUnknown, unknownAvail(p, v));
}

bool canHold(const PlayerState &p, int v)
{
    return possibleCount(p, v) > 0;
}

} // namespace

// The rules as free functions over the state; a friend so it can set the pending decision.
class Engine {
public:
    static bool worthless(const GameState &s, int ri)
    {
        for (const auto &side : s.sides[std::size_t(ri)])
            for (int i = 0; i < side.size(); ++i)
                if (side[i].psychic == psy::Worthless && !side[i].has(Card::FaceDown))
                    return true;
        return false;
    }

    // `seat` has psychic `card` acting in round index `ri` (RIP-TURN-3: whenever it was played).
    static bool hasActing(const GameState &s, int ri, int seat, int card)
    {
        const Side &side = s.sides[std::size_t(ri)][std::size_t(seat)];
        for (int i = 0; i < side.size(); ++i)
            if (side[i].psychic == card && acts(side[i]))
                return card == psy::Worthless || !worthless(s, ri);
        return false;
    }

    static int currentRi(const GameState &s) { return s.phase == Phase::Final ? kRounds - 1 : s.round - 1; }

    static void decide(GameState &s, Decision d, int seat)
    {
        s.m_decision = d;
        s.m_seat = std::int8_t(seat);
    }

    static void removeFromHand(PlayerState &p, int v)
    {
        if (v > 0 && p.hand[std::size_t(v)] > 0) {
            --p.hand[std::size_t(v)];
        } else {
            --p.handUnknown;
            if (v > 0)
                --p.pool[std::size_t(v)];
        }
    }

    static void startRound(GameState &s, int r, Events *ev)
    {
        s.round = std::int8_t(r);
        if (s.winner >= 0)
            s.starter = s.winner; // RIP-ROUND-4 (a tied round keeps its starter: D-RIP-LULL)
        s.winner = s.loser = -1;
        s.step = 0;
        s.cardsThisTurn = 0;
        if (r == kRounds) {
            s.phase = Phase::Final;
            s.finalCursor = 0;
            note(ev, EventType::RoundStarted, -1, r, 0, 0, 0, "RIP-END-2");
            return;
        }
        s.phase = Phase::Turn;
        s.turnSeat = s.starter;
        note(ev, EventType::RoundStarted, s.starter, r);
    }

    // --- totals (RIP-TURN-2, RIP-TURN-3: group effects count cards played before and after) ---
    // What the acting psychic cards of a round do to the cards of one seat (its "mine" and "theirs").
    struct Modifiers {
        int even = 0, odd = 0;
        std::array<int, 7> plus{};
        std::array<int, 7> minus{};
        bool lowZero = false;

        // D-RIP-ORDER: effects look at printed values; bonuses and maluses add up, floored at 0.
        [[nodiscard]] int unit(int v) const
        {
            if (v <= 0)
                return 0;
            if (lowZero && v <= 2) // psychic 12
                return 0;
            const int x = v + (v % 2 == 0 ? even : odd) + plus[std::size_t(v)] - minus[std::size_t(v)];
            return std::max(x, 0);
        }
    };

    // The modifiers of both seats in round index `ri` in one pass over its sides: [seat].
    static std::array<Modifiers, kSeats> modifiers(const GameState &s, int ri)
    {
        std::array<Modifiers, kSeats> m{};
        for (int o = 0; o < kSeats; ++o) {
            Modifiers &own = m[std::size_t(o)], &other = m[std::size_t(1 - o)];
            const Side &side = s.sides[std::size_t(ri)][std::size_t(o)];
            for (int i = 0; i < side.size(); ++i) {
                const Card &c = side[i];
                if (!acts(c))
                    continue;
                const int a = std::clamp<int>(c.a, 0, 6);
                switch (c.psychic) {
                case psy::AcroBats: ++own.even; break;
                case psy::Ghost: ++own.odd; break;
                case psy::Poltergeist: own.plus[std::size_t(a)] += 2; break;
                case psy::DontScareMe: other.lowZero = true; break;
                case psy::Wraith: other.minus[std::size_t(a)] += 2; break;
                case psy::PityTheGhoul:
                    own.plus[std::size_t(a)] += 3;
                    other.plus[std::size_t(a)] += 3;
                    break;
                default: break;
                }
            }
        }
        return m;
    }

    // psychic 29: "all the other cards are now worth 1" (D-RIP-29)
    static int worthlessTotal(const GameState &s, const Side &me)
    {
        int sum = 0;
        for (int i = 0; i < me.size(); ++i)
            if (!me[i].has(Card::FaceDown) && me[i].psychic != psy::Worthless
                && (s.setup.rules < 2 || me[i].isGhost() || worksAsGhost(me[i].psychic)))
                sum += 1; // a card with a value of its own; an effect-only card has no worth to change
        return sum;
    }

    static int sideTotal(const Side &me, const Modifiers &m)
    {
        int sum = 0;
        for (int i = 0; i < me.size(); ++i) {
            const Card &c = me[i];
            if (c.has(Card::FaceDown))
                continue;
            if (c.isGhost())
                sum += m.unit(c.ghost);
            else if (c.has(Card::Moved))
                sum -= 2; // psychic 13 on round 10
            else if (c.psychic == psy::Goldfish)
                sum += 2 * m.unit(1);
            else
                sum += m.unit(valueOf(c));
        }
        return sum;
    }

    static int total(const GameState &s, int ri, int seat)
    {
        const Side &me = s.sides[std::size_t(ri)][std::size_t(seat)];
        if (worthless(s, ri))
            return worthlessTotal(s, me);
        return sideTotal(me, modifiers(s, ri)[std::size_t(seat)]);
    }

    // The totals of both seats, the sides read once for both.
    static std::array<int, kSeats> totals(const GameState &s, int ri)
    {
        const auto &round = s.sides[std::size_t(ri)];
        if (worthless(s, ri))
            return {worthlessTotal(s, round[0]), worthlessTotal(s, round[1])};
        const std::array<Modifiers, kSeats> m = modifiers(s, ri);
        return {sideTotal(round[0], m[0]), sideTotal(round[1], m[1])};
    }

    static int margin(const GameState &s, int ri, int seat)
    {
        const std::array<int, kSeats> t = totals(s, ri);
        return t[std::size_t(seat)] - t[std::size_t(1 - seat)];
    }

    static int banned(const GameState &s, int ri)
    {
        int mask = 0;
        for (int o = 0; o < kSeats; ++o) {
            const Side &side = s.sides[std::size_t(ri)][std::size_t(o)];
            for (int i = 0; i < side.size(); ++i)
                if (side[i].psychic == psy::NeverSeen && acts(side[i]))
                    mask |= (1 << side[i].a) | (1 << side[i].b);
        }
        return mask && !worthless(s, ri) ? mask : 0;
    }

    // --- legal actions ---
    static void psychicOptions(const GameState &s, int seat, int card, int ri, int bannedMask, ActionType type,
                               std::vector<Action> &out)
    {
        const PsychicInfo &info = kPsychic[std::size_t(card)];
        const bool r10 = ri == kRounds - 1;
        const PlayerState &me = s.player[std::size_t(seat)];
        const int opp = 1 - seat;
        const Side &own = s.sides[std::size_t(ri)][std::size_t(seat)];
        const Side &theirs = s.sides[std::size_t(ri)][std::size_t(opp)];
        auto push = [&](int a = 0, int b = 0, int c = 0, int d = 0) {
            out.push_back(Action{type, std::int8_t(seat), std::int8_t(card), std::int8_t(a), std::int8_t(b),
                                 std::int8_t(c), std::int8_t(d)});
        };
        if (info.worth > 0 && (bannedMask >> info.worth & 1)) // psychic 25 bans the value it works as
            return;
        switch (info.param) {
        case Param::None:
            push();
            break;
        case Param::Fetch: {
            bool any = false;
            if (me.deck > 0)
                for (int v = 1; v <= 6; ++v)
                    if (me.pool[std::size_t(v)] > 0 && !(bannedMask >> v & 1)) {
                        push(v);
                        any = true;
                    }
            if (!any)
                push(0);
            break;
        }
        case Param::Value:
            for (int v = 1; v <= 6; ++v)
                push(v);
            break;
        case Param::TwoValues:
            for (int v = 1; v <= 6; ++v)
                for (int w = v + 1; w <= 6; ++w)
                    push(v, w);
            break;
        case Param::OppCard:
            for (int i = 0; i < theirs.size(); ++i)
                push(i);
            if (r10 && theirs.size() == 0)
                push(-1);
            break;
        case Param::OwnGhost: {
            int seen = 0;
            for (int i = 0; i < own.size(); ++i) {
                const int v = own[i].has(Card::Moved) ? 0 : valueOf(own[i]);
                if (v <= 0 || (seen >> v & 1) || (bannedMask >> v & 1))
                    continue;
                seen |= 1 << v;
                push(i);
            }
            if (r10 && seen == 0)
                push(-1);
            break;
        }
        case Param::EarlierCard:
            for (int r = 0; r < ri && !r10; ++r) {
                const Side &old = s.sides[std::size_t(r)][std::size_t(seat)];
                int seen = 0;
                for (int i = 0; i < old.size(); ++i) {
                    const int v = old[i].isGhost() ? old[i].ghost : 0;
                    if (v <= 0 || (seen >> v & 1))
                        continue;
                    seen |= 1 << v;
                    push(r + 1, i);
                }
            }
            if (r10)
                push(-1);
            break;
        case Param::Deck:
        case Param::Player:
            push(0);
            push(1);
            break;
        case Param::Discard2: {
            if (r10) { // the hand no longer matters (D-RIP-R10)
                push(0, 0);
                break;
            }
            const int size = me.handSize();
            if (size == 0) {
                push(0, 0);
            } else if (size == 1) {
                for (int v = 1; v <= 6; ++v)
                    if (canHold(me, v))
                        push(0, v);
            } else {
                // Cards not known to the state (table play) can cover what the known hand lacks.
                for (int v = 1; v <= 6; ++v)
                    for (int w = v; w <= 6; ++w) {
                        const int hv = me.hand[std::size_t(v)], hw = me.hand[std::size_t(w)];
                        bool ok = false;
                        if (v == w) {
                            const int need = std::max(0, 2 - hv);
                            ok = need <= std::min<int>(me.handUnknown, unknownAvail(me, v));
                        } else {
                            const int nv = hv > 0 ? 0 : 1, nw = hw > 0 ? 0 : 1;
                            ok = nv + nw <= me.handUnknown && unknownAvail(me, v) >= nv && unknownAvail(me, w) >= nw;
                        }
                        if (ok)
                            push(v, w);
                    }
            }
            break;
        }
        case Param::TakeBack:
            push(-1);
            if (!r10) {
                for (int i = 0; i < own.size(); ++i) {
                    bool dup = false;
                    for (int k = 0; k < i && !dup; ++k)
                        dup = own[k].ghost == own[i].ghost && own[k].psychic == own[i].psychic && own[i].isGhost();
                    if (!dup)
                        push(i);
                }
            }
            break;
        case Param::Swap:
            push(-1);
            if (!r10) {
                for (int x = ri + 1; x < kRounds; ++x)
                    for (int y = x + 1; y < kRounds; ++y)
                        for (int kx = 0; kx < 2; ++kx) {
                            const int ky = 1 - kx;
                            const int hx = kx == 0 ? s.slotManors[std::size_t(x)] : s.slotCastles[std::size_t(x)];
                            const int hy = ky == 0 ? s.slotManors[std::size_t(y)] : s.slotCastles[std::size_t(y)];
                            if (hx > 0 && hy > 0)
                                push(x + 1, y + 1, kx, ky);
                        }
            }
            break;
        }
    }

    static bool needsRoundTenChoice(int card)
    {
        switch (kPsychic[std::size_t(card)].param) {
        case Param::Fetch: case Param::Value: case Param::OppCard: case Param::OwnGhost: case Param::Deck:
        case Param::Player:
            return true;
        default:
            return false;
        }
    }

    // The plays of `seat` on its turn (RIP-TURN-1), without End.
    // What the cards of one round do, read in one pass over its sides: worthless(), hasActing() and
    // banned() of that round, which a turn's legal actions ask several times.
    struct RoundFacts {
        bool dead = false;                  // worthless(s, ri)
        std::array<std::uint32_t, kSeats> acting{}; // psychic cards that act, per seat (bit per card)
        int bannedMask = 0;                 // banned(s, ri)

        [[nodiscard]] bool hasActing(int seat, int card) const
        {
            return (acting[std::size_t(seat)] & bit(card)) && (card == psy::Worthless || !dead);
        }
    };

    static RoundFacts roundFacts(const GameState &s, int ri)
    {
        RoundFacts f;
        int mask = 0;
        for (int o = 0; o < kSeats; ++o) {
            const Side &side = s.sides[std::size_t(ri)][std::size_t(o)];
            for (int i = 0; i < side.size(); ++i) {
                const Card &c = side[i];
                if (c.psychic == psy::Worthless && !c.has(Card::FaceDown))
                    f.dead = true;
                if (!acts(c))
                    continue;
                f.acting[std::size_t(o)] |= bit(c.psychic);
                if (c.psychic == psy::NeverSeen)
                    mask |= (1 << c.a) | (1 << c.b);
            }
        }
        f.bannedMask = mask && !f.dead ? mask : 0;
        return f;
    }

    static void plays(const GameState &s, int seat, std::vector<Action> &out)
    {
        plays(s, seat, roundFacts(s, s.round - 1), out);
    }

    static void plays(const GameState &s, int seat, const RoundFacts &facts, std::vector<Action> &out)
    {
        const int ri = s.round - 1;
        const PlayerState &me = s.player[std::size_t(seat)];
        const bool dead = facts.dead;
        const int bannedMask = dead ? 0 : facts.bannedMask;
        if (me.tripped) { // psychic 6: the next card comes at random from the hand
            for (int v = 1; v <= 6; ++v)
                if (!(bannedMask >> v & 1) && canHold(me, v)) {
                    out.push_back(Action{ActionType::Random, std::int8_t(seat)});
                    return;
                }
        }
        for (int v = 1; v <= 6; ++v)
            if (!(bannedMask >> v & 1) && canHold(me, v))
                out.push_back(Action{ActionType::Ghost, std::int8_t(seat), std::int8_t(v)});
        if (!dead && facts.hasActing(1 - seat, psy::PrivateLounge)) // psychic 24
            return;
        for (int card = 1; card <= kPsychicCards; ++card) {
            if (!me.holds(card) || card == psy::PostponedWedding) // psychic 7: round 10 only
                continue;
            if (dead)
                out.push_back(Action{ActionType::Psychic, std::int8_t(seat), std::int8_t(card)});
            else
                psychicOptions(s, seat, card, ri, bannedMask, ActionType::Psychic, out);
        }
    }

    static void legal(const GameState &s, std::vector<Action> &out)
    {
        out.clear();
        const int seat = s.m_seat;
        switch (s.m_decision) {
        case Decision::None:
            return;
        case Decision::LineCard: case Decision::Mansion: case Decision::Draw: case Decision::RandomCard:
        case Decision::RevealTop: case Decision::RevealCard: {
            static thread_local std::vector<ChanceOutcome> outcomes;
            chance(s, outcomes);
            for (const auto &o : outcomes)
                out.push_back(o.action);
            break;
        }
        case Decision::Turn: {
            const RoundFacts facts = roundFacts(s, s.round - 1);
            plays(s, seat, facts, out);
            const bool two = facts.hasActing(1 - seat, psy::TwosMoreFun);
            if (two && s.setup.rules >= 2) {
                // psychic 14: "cannot play cards one by one. They must at least play 2 cards per turn"
                // (D-RIP-TWO): no card at all (withdraw), or a first card that a second can follow.
                if (s.cardsThisTurn == 0)
                    std::erase_if(out, [&](const Action &a) { return !followable(s, a); });
                if (s.cardsThisTurn != 1 || out.empty()) // never left without a choice
                    out.push_back(Action{ActionType::End, std::int8_t(seat)});
            } else if (!(two && s.cardsThisTurn == 1 && !out.empty())) {
                // rules edition 1: one card alone when nothing more could be played
                out.push_back(Action{ActionType::End, std::int8_t(seat)});
            }
            break;
        }
        case Decision::StillMe: {
            out.push_back(Action{ActionType::Transfer, std::int8_t(seat), -1});
            const Side &own = s.sides[std::size_t(s.round - 1)][std::size_t(seat)];
            for (int i = 0; i < own.size(); ++i)
                if (transferable(own[i]))
                    out.push_back(Action{ActionType::Transfer, std::int8_t(seat), std::int8_t(i)});
            break;
        }
        case Decision::Place: {
            const PlayerState &me = s.player[std::size_t(seat)];
            out.push_back(Action{ActionType::Place, std::int8_t(seat), 0, -1});
            for (int v = 1; v <= 6; ++v)
                if (me.hand[std::size_t(v)] > 0)
                    out.push_back(Action{ActionType::Place, std::int8_t(seat), std::int8_t(v), 0});
            if (me.handUnknown > 0)
                out.push_back(Action{ActionType::Place, std::int8_t(seat), -1, 0});
            for (int card = 1; card <= kPsychicCards; ++card)
                if (me.holds(card))
                    out.push_back(Action{ActionType::Place, std::int8_t(seat), std::int8_t(card), 1});
            break;
        }
        case Decision::Round10: {
            int owner = 0, idx = 0;
            if (findSeq(s, s.finalCursor, owner, idx))
                psychicOptions(s, owner, s.sides[kRounds - 1][std::size_t(owner)][idx].psychic, kRounds - 1, 0,
                               ActionType::Reveal, out);
            break;
        }
        }
        // Most lists come out in order already (a turn's always): then there is nothing to sort or merge.
        if (!strictlyAscending(out)) {
            std::sort(out.begin(), out.end());
            out.erase(std::unique(out.begin(), out.end()), out.end());
        }
    }

    static bool strictlyAscending(const std::vector<Action> &list)
    {
        std::uint64_t before = 0;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::uint64_t k = quickKey(list[i]);
            if (i > 0 && !(before < k))
                return false;
            before = k;
        }
        return true;
    }

    // Action::key(), read in one go: the fields lie in memory in the order of the key.
    static std::uint64_t quickKey(const Action &a)
    {
        static_assert(sizeof(Action) == 7 && offsetof(Action, type) == 0 && offsetof(Action, seat) == 1
                      && offsetof(Action, v) == 2 && offsetof(Action, a) == 3 && offsetof(Action, b) == 4
                      && offsetof(Action, c) == 5 && offsetof(Action, d) == 6);
        std::uint64_t x = 0;
        std::memcpy(&x, &a, sizeof(Action));
        x = std::endian::native == std::endian::little ? __builtin_bswap64(x) >> 8 : x >> 8;
        return x ^ 0x80808080808080ULL;
    }

    // Psychic 14: whether the first card `a` of a turn can be followed by a second one, whatever a
    // chance step it asks for (a random card when tripped, a revealed top card) brings.
    static bool followable(const GameState &s, const Action &a)
    {
        GameState t = s;
        applyAction(t, a, nullptr);
        return canPlayAgain(t, a.seat, s.round);
    }

    static bool canPlayAgain(const GameState &t, int seat, int round)
    {
        if (t.m_seat == kChanceSeat && t.sub != Decision::None) {
            std::vector<ChanceOutcome> outcomes;
            chance(t, outcomes);
            for (const auto &o : outcomes) {
                GameState u = t;
                applyAction(u, o.action, nullptr);
                if (!canPlayAgain(u, seat, round))
                    return false;
            }
            return !outcomes.empty();
        }
        if (t.m_decision != Decision::Turn || t.m_seat != seat || t.round != round)
            return false; // the round ended with the first card (psychics 22, 27)
        if (!hasActing(t, round - 1, 1 - seat, psy::TwosMoreFun))
            return true; // psychic 29 took 14's effect
        std::vector<Action> more;
        plays(t, seat, more);
        return !more.empty();
    }

    // D-RIP-STILL: a ghost card or a psychic card that works as a ghost card of a fixed value.
    static bool transferable(const Card &c)
    {
        if (c.has(Card::Moved))
            return false;
        if (c.isGhost())
            return c.ghost > 0;
        switch (c.psychic) {
        case psy::RevealYourself: case psy::LadyInWhite: case psy::SirNicholas: case psy::BloodyMary:
        case psy::Goldfish:
            return true;
        default:
            return false;
        }
    }

    static bool findSeq(const GameState &s, int seq, int &owner, int &idx)
    {
        for (int o = 0; o < kSeats; ++o) {
            const Side &side = s.sides[kRounds - 1][std::size_t(o)];
            for (int i = 0; i < side.size(); ++i)
                if (side[i].seq == seq) {
                    owner = o;
                    idx = i;
                    return true;
                }
        }
        return false;
    }

    // --- chance ---
    static void chance(const GameState &s, std::vector<ChanceOutcome> &out)
    {
        out.clear();
        chanceOutcomes(s, [&](int v, int weight) {
            out.push_back(ChanceOutcome{Action{ActionType::Chance, kChanceSeat, std::int8_t(v)}, weight});
        });
    }

    // Calls take(v, weight) for every chance outcome of weight > 0, in order (chance()).
    template<class Take>
    static void chanceOutcomes(const GameState &s, Take &&take)
    {
        const bool table = s.setup.mode == Mode::Table;
        auto push = [&](int v, int weight) {
            if (weight > 0)
                take(v, weight);
        };
        const PlayerState &p = s.player[std::size_t(s.subSeat)];
        switch (s.m_decision) {
        case Decision::LineCard: {
            std::uint32_t laid = 0;
            for (const std::int8_t card : s.line)
                if (card >= 0 && card < 32)
                    laid |= bit(card);
            for (int card = 1; card <= kPsychicCards; ++card)
                if ((s.inUse & bit(card)) && !(laid & bit(card)))
                    push(card, 1);
            break;
        }
        case Decision::Mansion:
            push(0, s.manorsLeft);
            push(1, s.castlesLeft);
            break;
        case Decision::Draw:
            if (p.topKnown > 0) {
                push(p.topKnown, 1);
                break;
            }
            if (table)
                push(-1, 1);
            for (int v = 1; v <= 6; ++v)
                push(v, table ? std::min<int>(p.pool[std::size_t(v)], 1) : p.pool[std::size_t(v)]);
            break;
        case Decision::RevealTop:
            if (p.topKnown > 0) {
                push(p.topKnown, 1);
                break;
            }
            for (int v = 1; v <= 6; ++v)
                push(v, table ? std::min<int>(p.pool[std::size_t(v)], 1) : p.pool[std::size_t(v)]);
            break;
        case Decision::RandomCard: {
            const bool trip = s.subCard == psy::Tripped;
            const int bannedMask = trip ? banned(s, s.round - 1) : 0;
            if (!trip && s.phase != Phase::Final && p.handUnknown > 0)
                push(-1, 1);
            for (int v = 1; v <= 6; ++v) {
                if (bannedMask >> v & 1)
                    continue;
                if (p.handUnknown > 0)
                    push(v, canHold(p, v) ? 1 : 0);
                else
                    push(v, p.hand[std::size_t(v)]);
            }
            break;
        }
        case Decision::RevealCard:
            for (int v = 1; v <= 6; ++v)
                push(v, std::min<int>(unknownAvail(p, v), 1));
            break;
        default:
            break;
        }
    }

    static void applyChance(GameState &s, int v, Events *ev)
    {
        (void)mc::splitmix64(s.rng); // every chance step moves the generator on
        PlayerState &p = s.player[std::size_t(s.subSeat)];
        switch (s.m_decision) {
        case Decision::LineCard: {
            const int slot = s.lineRevealed++;
            s.line[std::size_t(slot)] = std::int8_t(v);
            note(ev, EventType::LineCard, -1, v, slot, 0, 0, s.setup.learning ? "RIP-LEARN-1" : "RIP-SETUP-1");
            break;
        }
        case Decision::Mansion: {
            const int slot = s.mansionsPlaced++;
            if (v == 0) {
                --s.manorsLeft;
                ++s.slotManors[std::size_t(slot)];
            } else {
                --s.castlesLeft;
                ++s.slotCastles[std::size_t(slot)];
            }
            note(ev, EventType::MansionPlaced, -1, v, slot, 0, 0, "RIP-SETUP-2");
            break;
        }
        case Decision::Draw:
            if (v > 0) {
                --p.pool[std::size_t(v)];
                ++p.hand[std::size_t(v)];
            } else {
                ++p.handUnknown;
            }
            --p.deck;
            p.topKnown = 0;
            note(ev, EventType::CardDrawn, s.subSeat, v, 0, 0, 0, s.phase == Phase::SetupDeal ? "RIP-SETUP-3" : "RIP-ROUND-2");
            if (s.phase == Phase::SetupDeal)
                ++s.step;
            else
                --s.drawsLeft[std::size_t(s.subSeat)];
            break;
        case Decision::RevealTop: {
            p.topKnown = std::int8_t(v);
            Side &side = s.sides[std::size_t(currentRi(s))][std::size_t(s.subFor)];
            for (int i = side.size() - 1; i >= 0; --i)
                if (side[i].psychic == psy::YetToCome) {
                    side[i].b = std::int8_t(v);
                    break;
                }
            note(ev, EventType::TopRevealed, s.subSeat, v, 0, 0, 0, "psychic 19");
            s.sub = Decision::None;
            break;
        }
        case Decision::RandomCard:
            removeFromHand(p, v);
            if (s.subCard == psy::Tripped) {
                s.sides[std::size_t(s.round - 1)][std::size_t(s.subSeat)].push(Card{std::int8_t(v), 0});
                ++s.cardsThisTurn;
                p.tripped = false;
                note(ev, EventType::GhostPlayed, s.subSeat, v, 2, 0, 0, "psychic 6");
            } else { // psychic 20: onto the hand owner's side of round 10
                Card c{std::int8_t(v), 0};
                c.seq = s.nextSeq++;
                if (s.phase != Phase::Final) {
                    c.flags = Card::FaceDown;
                    if (v < 0)
                        ++p.faceDownUnknown;
                }
                s.sides[kRounds - 1][std::size_t(s.subSeat)].push(c);
                note(ev, EventType::Placed, s.subSeat, v, 0, 0, 0, "psychic 20");
            }
            s.sub = Decision::None;
            break;
        case Decision::RevealCard: {
            int owner = 0, idx = -1;
            Side *found = nullptr;
            for (int o = 0; o < kSeats && !found; ++o) {
                Side &side = s.sides[kRounds - 1][std::size_t(o)];
                for (int i = 0; i < side.size(); ++i)
                    if (side[i].isGhost() && side[i].ghost < 0) {
                        found = &side;
                        owner = o;
                        idx = i;
                        break;
                    }
            }
            if (found) {
                (*found)[idx].ghost = std::int8_t(v);
                PlayerState &q = s.player[std::size_t(owner)];
                --q.pool[std::size_t(v)];
                --q.faceDownUnknown;
            }
            break;
        }
        default:
            break;
        }
    }

    // --- playing cards (RIP-TURN-1) ---
    static void discardFromPlay(GameState &s, int owner, Side &side, int idx, Events *ev)
    {
        const Card c = side.erase(idx);
        if (c.isGhost())
            ++s.player[std::size_t(owner)].discarded;
        else
            s.psychicGone |= bit(c.psychic);
        note(ev, EventType::CardDiscarded, owner, c.isGhost() ? c.ghost : -c.psychic, 0, 0, 0, "psychic 11");
    }

    static void fetch(GameState &s, int seat, int ri, int v, Events *ev)
    {
        PlayerState &me = s.player[std::size_t(seat)];
        if (v <= 0)
            return;
        --me.pool[std::size_t(v)];
        --me.deck;
        me.topKnown = 0; // D-RIP-AUNTIE: a searched deck is shuffled
        Card g{std::int8_t(v), 0};
        g.flags = Card::Fetched;
        if (ri == kRounds - 1)
            g.seq = s.nextSeq++;
        s.sides[std::size_t(ri)][std::size_t(seat)].push(g);
        note(ev, EventType::GhostPlayed, seat, v, 1, 0, 0, "psychic 2");
    }

    static void playPsychic(GameState &s, const Action &act, Events *ev)
    {
        const int seat = act.seat;
        const int opp = 1 - seat;
        const int ri = s.round - 1;
        const int card = act.v;
        PlayerState &me = s.player[std::size_t(seat)];
        Side &own = s.sides[std::size_t(ri)][std::size_t(seat)];
        Side &theirs = s.sides[std::size_t(ri)][std::size_t(opp)];
        me.psychic &= ~bit(card);
        ++s.cardsThisTurn;
        me.tripped = false;
        Card c{0, std::int8_t(card)};
        if (worthless(s, ri)) { // D-RIP-29: no effect, worth 1
            c.flags = Card::NoEffect;
            own.push(c);
            note(ev, EventType::PsychicPlayed, seat, card, 0, 0, 1, "psychic 29");
            return;
        }
        note(ev, EventType::PsychicPlayed, seat, card, act.a, act.b, 0, "RIP-TURN-1");
        switch (card) {
        case psy::Auntie:
            c.a = act.a;
            own.push(c);
            fetch(s, seat, ri, act.a, ev);
            return;
        case psy::Tripped:
            s.player[std::size_t(opp)].tripped = true;
            break;
        case psy::Poltergeist: case psy::Wraith: case psy::PityTheGhoul:
            c.a = act.a;
            break;
        case psy::NeverSeen:
            c.a = act.a;
            c.b = act.b;
            break;
        case psy::BeGone:
            discardFromPlay(s, opp, theirs, act.a, ev);
            break;
        case psy::DoubleVision:
            c.a = std::int8_t(valueOf(own[act.a]));
            break;
        case psy::IllBeBack: {
            Side &old = s.sides[std::size_t(act.a - 1)][std::size_t(seat)];
            const Card back = old.erase(act.b);
            ++me.pool[std::size_t(back.ghost)];
            ++me.deck;
            me.topKnown = 0; // the deck is shuffled
            note(ev, EventType::CardReturned, seat, back.ghost, 0, 0, 0, "psychic 18");
            break;
        }
        case psy::YetToCome:
            c.a = act.a;
            own.push(c);
            revealTop(s, seat, act.a);
            return;
        case psy::MeetAtTheEnd:
            own.push(c);
            randomToRoundTen(s, act.a);
            return;
        case psy::BloodyMary:
            for (const int v : {act.a, act.b})
                if (v > 0) {
                    removeFromHand(me, v);
                    ++me.discarded;
                    note(ev, EventType::HandDiscard, seat, v, 0, 0, 0, "psychic 21");
                }
            break;
        case psy::PlayingDead:
            if (act.a >= 0) {
                const Card back = own.erase(act.a);
                if (back.isGhost())
                    ++me.hand[std::size_t(back.ghost)];
                else
                    me.psychic |= bit(back.psychic);
                note(ev, EventType::CardTakenBack, seat, back.isGhost() ? back.ghost : -back.psychic, 0, 0, 0,
                     "psychic 22");
            }
            own.push(c);
            note(ev, EventType::LostAtOnce, seat, 0, 0, 0, 0, "psychic 22");
            endRound(s, opp, seat);
            return;
        case psy::CreepyLull:
            own.push(c);
            note(ev, EventType::RoundTied, -1, s.round, 0, 0, 0, "psychic 27");
            endRound(s, -1, -1);
            return;
        case psy::HouseSwap:
            if (act.a > 0) {
                auto &kx = act.c == 0 ? s.slotManors : s.slotCastles;
                auto &ky = act.d == 0 ? s.slotManors : s.slotCastles;
                --kx[std::size_t(act.a - 1)];
                ++ky[std::size_t(act.a - 1)];
                --ky[std::size_t(act.b - 1)];
                ++kx[std::size_t(act.b - 1)];
                note(ev, EventType::TokensSwapped, seat, act.c, act.a, act.b, act.d, "psychic 28");
            }
            break;
        case psy::Worthless: // D-RIP-29: a trip set this round loses its effect too
            for (int o = 0; o < kSeats; ++o) {
                const Side &side = s.sides[std::size_t(ri)][std::size_t(o)];
                for (int i = 0; i < side.size(); ++i)
                    if (side[i].psychic == psy::Tripped && acts(side[i]))
                        s.player[std::size_t(1 - o)].tripped = false;
            }
            break;
        default:
            break;
        }
        own.push(c);
    }

    static void revealTop(GameState &s, int owner, int deckSeat)
    {
        const PlayerState &d = s.player[std::size_t(deckSeat)];
        Side &side = s.sides[std::size_t(currentRi(s))][std::size_t(owner)];
        Card *c = nullptr;
        for (int i = side.size() - 1; i >= 0 && !c; --i)
            if (side[i].psychic == psy::YetToCome)
                c = &side[i];
        if (d.deck == 0) {
            c->b = 0; // nothing to reveal: worth 0
        } else if (d.topKnown > 0) {
            c->b = d.topKnown;
        } else {
            s.sub = Decision::RevealTop;
            s.subSeat = std::int8_t(deckSeat);
            s.subFor = std::int8_t(owner);
            s.subCard = psy::YetToCome;
        }
    }

    static void randomToRoundTen(GameState &s, int target)
    {
        if (s.player[std::size_t(target)].handSize() == 0)
            return;
        s.sub = Decision::RandomCard;
        s.subSeat = std::int8_t(target);
        s.subFor = std::int8_t(target);
        s.subCard = psy::MeetAtTheEnd;
    }

    static void endRound(GameState &s, int winner, int loser)
    {
        if (s.setup.rules >= 2) {
            // Psychic 6 (D-RIP-TRIP): "during this round or the next (if your opponent withdraws from the
            // round just after the card was played)". A trip not spent ends with its round, unless the
            // tripped player withdraws from the round it was played in: then it ends with the next one.
            const int ri = s.round - 1;
            for (int o = 0; o < kSeats; ++o) {
                PlayerState &p = s.player[std::size_t(o)];
                if (!p.tripped)
                    continue;
                const Side &by = s.sides[std::size_t(ri)][std::size_t(1 - o)];
                bool playedNow = false;
                for (int i = 0; i < by.size(); ++i)
                    playedNow = playedNow || by[i].psychic == psy::Tripped;
                if (!(playedNow && o == loser && s.round < kRounds - 1))
                    p.tripped = false;
            }
        }
        s.winner = std::int8_t(winner);
        s.loser = std::int8_t(loser);
        s.phase = Phase::RoundEnd;
        s.step = 0;
    }

    static void endTurn(GameState &s, int seat, Events *ev)
    {
        const int ri = s.round - 1;
        const std::array<int, kSeats> t = totals(s, ri);
        const int mine = t[std::size_t(seat)];
        const int theirs = t[std::size_t(1 - seat)];
        note(ev, EventType::TurnEnded, seat, mine, 0, 0, theirs, "RIP-TURN-2");
        if (mine > theirs) {
            s.turnSeat = std::int8_t(1 - seat);
            s.cardsThisTurn = 0;
            return;
        }
        note(ev, EventType::Withdrew, seat, 0, 0, 0, 0, "RIP-TURN-2");
        endRound(s, 1 - seat, seat);
    }

    // --- closing a round (RIP-ROUND-1..4, RIP-END-1) ---
    static void settle(GameState &s, Events *ev)
    {
        const int ri = s.round - 1;
        const int card = s.line[std::size_t(ri)];
        if (s.winner < 0) { // psychic 27: the token waits for the next round, the card is discarded
            s.slotManors[std::size_t(ri + 1)] += s.slotManors[std::size_t(ri)];
            s.slotCastles[std::size_t(ri + 1)] += s.slotCastles[std::size_t(ri)];
            s.slotManors[std::size_t(ri)] = s.slotCastles[std::size_t(ri)] = 0;
            s.psychicGone |= bit(card);
            note(ev, EventType::PsychicDiscarded, -1, card, 0, 0, 0, "psychic 27");
        } else {
            PlayerState &w = s.player[std::size_t(s.winner)];
            const int m = s.slotManors[std::size_t(ri)], c = s.slotCastles[std::size_t(ri)];
            w.manors = std::int8_t(w.manors + m);
            w.castles = std::int8_t(w.castles + c);
            s.slotManors[std::size_t(ri)] = s.slotCastles[std::size_t(ri)] = 0;
            note(ev, EventType::MansionTaken, s.winner, s.round, m, c, 0, "RIP-ROUND-1");
            int taker = s.loser;
            for (int o = 0; o < kSeats; ++o)
                if (hasActing(s, ri, o, psy::WontHaveIt))
                    taker = o; // psychic 1
            s.player[std::size_t(taker)].psychic |= bit(card);
            note(ev, EventType::PsychicTaken, taker, card, 0, 0, 0, taker == s.loser ? "RIP-ROUND-1" : "psychic 1");
        }
        // psychic 13 moves to its player's side of round 10, worth -2 there.
        if (!worthless(s, ri)) {
            for (int o = 0; o < kSeats; ++o) {
                Side &side = s.sides[std::size_t(ri)][std::size_t(o)];
                for (int i = 0; i < side.size(); ++i)
                    if (side[i].psychic == psy::NowOrNever && acts(side[i])) {
                        Card moved = side.erase(i);
                        moved.flags = Card::Moved;
                        moved.seq = s.nextSeq++;
                        s.sides[kRounds - 1][std::size_t(o)].push(moved);
                        note(ev, EventType::MovedToRoundTen, o, psy::NowOrNever, 0, 0, 0, "psychic 13");
                        break;
                    }
            }
        }
        if (s.winner >= 0) {
            const PlayerState &w = s.player[std::size_t(s.winner)];
            if (w.manors >= kManorsToWin || w.castles >= kCastlesToWin) { // RIP-END-1
                gameOver(s, s.winner, GameEnd::Majority, ev);
                return;
            }
        }
        s.drawsLeft = {std::int8_t(kDrawPerRound), std::int8_t(kDrawPerRound)};
    }

    static void gameOver(GameState &s, int winner, GameEnd why, Events *ev)
    {
        s.phase = Phase::GameOver;
        s.gameWinner = std::int8_t(winner);
        s.endReason = why;
        s.sub = Decision::None;
        const char *rule = why == GameEnd::Majority ? "RIP-END-1" : why == GameEnd::RoundTen ? "RIP-END-2" : "RIP-END-3";
        note(ev, EventType::GameOver, winner, 0, int(why), 0, 0, rule);
    }

    static void finish(GameState &s, Events *ev)
    {
        const int ri = kRounds - 1;
        const std::array<int, kSeats> t = totals(s, ri);
        const int t0 = t[0], t1 = t[1];
        note(ev, EventType::RoundTenTotals, -1, t0, 0, 0, t1, "RIP-END-2");
        int w = -1;
        if (s.finalLoser >= 0)
            w = 1 - s.finalLoser;
        else if (!s.finalTie && t0 != t1)
            w = t0 > t1 ? 0 : 1;
        if (w >= 0) { // RIP-END-2: the tokens, then either majority or the round itself decides
            PlayerState &p = s.player[std::size_t(w)];
            const int m = s.slotManors[ri], c = s.slotCastles[ri];
            p.manors = std::int8_t(p.manors + m);
            p.castles = std::int8_t(p.castles + c);
            s.slotManors[ri] = s.slotCastles[ri] = 0;
            note(ev, EventType::MansionTaken, w, kRounds, m, c, 0, "RIP-END-2");
            gameOver(s, w, p.manors >= kManorsToWin || p.castles >= kCastlesToWin ? GameEnd::Majority : GameEnd::RoundTen,
                     ev);
            return;
        }
        // RIP-END-3: round 10 is cancelled; more tokens wins, else a draw.
        const int n0 = s.player[0].manors + s.player[0].castles;
        const int n1 = s.player[1].manors + s.player[1].castles;
        if (n0 == n1)
            gameOver(s, -1, GameEnd::Draw, ev);
        else
            gameOver(s, n0 > n1 ? 0 : 1, GameEnd::Tokens, ev);
    }

    static void revealRoundTen(GameState &s, int owner, const Action &act, Events *ev)
    {
        int o = 0, idx = 0;
        if (!findSeq(s, s.finalCursor, o, idx))
            return;
        Side &own = s.sides[kRounds - 1][std::size_t(o)];
        Side &theirs = s.sides[kRounds - 1][std::size_t(1 - o)];
        Card &c = own[idx];
        const int card = c.psychic;
        ++s.finalCursor;
        note(ev, EventType::PsychicPlayed, owner, card, act.a, act.b, 0, "RIP-END-2");
        switch (card) {
        case psy::Auntie:
            c.a = act.a;
            fetch(s, owner, kRounds - 1, act.a, ev);
            break;
        case psy::Poltergeist: case psy::Wraith: case psy::PityTheGhoul:
            c.a = act.a;
            break;
        case psy::BeGone:
            if (act.a >= 0)
                discardFromPlay(s, 1 - o, theirs, act.a, ev);
            break;
        case psy::DoubleVision:
            c.a = act.a >= 0 ? std::int8_t(valueOf(own[act.a])) : std::int8_t(0);
            break;
        case psy::YetToCome:
            c.a = act.a;
            revealTop(s, owner, act.a);
            break;
        case psy::MeetAtTheEnd:
            randomToRoundTen(s, act.a);
            break;
        default:
            break;
        }
    }

    // Runs the automatic steps until somebody must decide.
    static void advance(GameState &s, Events *ev)
    {
        for (;;) {
            if (s.sub != Decision::None) {
                decide(s, s.sub, kChanceSeat);
                return;
            }
            switch (s.phase) {
            case Phase::SetupLine:
                if (s.lineRevealed < (s.setup.learning ? 3 : kLineCards)) { // RIP-SETUP-1, RIP-LEARN-1
                    decide(s, Decision::LineCard, kChanceSeat);
                    return;
                }
                s.phase = Phase::SetupMansion;
                break;
            case Phase::SetupMansion:
                if (s.mansionsPlaced < kRounds) { // RIP-SETUP-2
                    decide(s, Decision::Mansion, kChanceSeat);
                    return;
                }
                s.phase = Phase::SetupDeal;
                s.step = 0;
                break;
            case Phase::SetupDeal:
                if (s.step < kSeats * kStartingHand) { // RIP-SETUP-3
                    s.subSeat = std::int8_t(s.step / kStartingHand);
                    decide(s, Decision::Draw, kChanceSeat);
                    return;
                }
                s.starter = s.setup.starter;
                startRound(s, 1, ev);
                break;
            case Phase::Turn:
                decide(s, Decision::Turn, s.turnSeat);
                return;
            case Phase::RoundEnd:
                if (s.step == 0) {
                    settle(s, ev);
                    if (s.phase == Phase::GameOver)
                        break;
                    s.step = 1;
                }
                if (s.step == 1) {
                    const int ri = s.round - 1;
                    if (s.winner >= 0 && hasActing(s, ri, s.winner, psy::StillMe)) {
                        const Side &own = s.sides[std::size_t(ri)][std::size_t(s.winner)];
                        for (int i = 0; i < own.size(); ++i)
                            if (transferable(own[i])) {
                                decide(s, Decision::StillMe, s.winner);
                                return;
                            }
                    }
                    s.step = 2;
                }
                if (s.step == 2) { // RIP-ROUND-2, D-RIP-EMPTY
                    bool asked = false;
                    for (int o = 0; o < kSeats && !asked; ++o) {
                        if (s.drawsLeft[std::size_t(o)] == 0)
                            continue;
                        if (s.player[std::size_t(o)].deck == 0) {
                            note(ev, EventType::DeckEmpty, o, 0, 0, 0, 0, "D-RIP-EMPTY");
                            s.drawsLeft[std::size_t(o)] = 0;
                            continue;
                        }
                        s.subSeat = std::int8_t(o);
                        decide(s, Decision::Draw, kChanceSeat);
                        asked = true;
                    }
                    if (asked)
                        return;
                    s.step = 3;
                }
                if (s.step == 3) { // RIP-ROUND-3
                    if (s.loser >= 0) {
                        decide(s, Decision::Place, s.loser);
                        return;
                    }
                    s.step = 4;
                }
                if (s.step == 4) { // RIP-LEARN-1: one more card after each round
                    if (s.setup.learning && s.lineRevealed < std::min(kLineCards, s.round + 3)) {
                        decide(s, Decision::LineCard, kChanceSeat);
                        return;
                    }
                    s.step = 5;
                }
                startRound(s, s.round + 1, ev);
                break;
            case Phase::Final:
                if (s.step == 0) { // RIP-END-2: both reveal their face-down cards
                    for (int o = 0; o < kSeats; ++o) {
                        const Side &side = s.sides[kRounds - 1][std::size_t(o)];
                        for (int i = 0; i < side.size(); ++i)
                            if (side[i].isGhost() && side[i].ghost < 0) {
                                s.subSeat = std::int8_t(o);
                                decide(s, Decision::RevealCard, kChanceSeat);
                                return;
                            }
                    }
                    for (int o = 0; o < kSeats; ++o) {
                        Side &side = s.sides[kRounds - 1][std::size_t(o)];
                        for (int i = 0; i < side.size(); ++i)
                            if (side[i].has(Card::FaceDown)) {
                                side[i].flags &= ~Card::FaceDown;
                                note(ev, EventType::FaceDownRevealed, o,
                                     side[i].isGhost() ? side[i].ghost : -side[i].psychic, 0, 0, 0, "RIP-END-2");
                            }
                    }
                    s.step = 1;
                    s.finalCursor = 0;
                }
                if (s.step == 1) { // D-RIP-R10: revealed psychic cards act in the order they arrived
                    const bool dead = worthless(s, kRounds - 1);
                    while (s.finalCursor < s.nextSeq && s.step == 1) {
                        int o = 0, idx = 0;
                        if (!findSeq(s, s.finalCursor, o, idx)) {
                            ++s.finalCursor;
                            continue;
                        }
                        const Card &c = s.sides[kRounds - 1][std::size_t(o)][idx];
                        if (dead || !acts(c)) {
                            ++s.finalCursor;
                            continue;
                        }
                        if (c.psychic == psy::PlayingDead) {
                            s.finalLoser = std::int8_t(o);
                            s.step = 2;
                        } else if (c.psychic == psy::CreepyLull) {
                            s.finalTie = true;
                            s.step = 2;
                        } else if (needsRoundTenChoice(c.psychic)) {
                            decide(s, Decision::Round10, o);
                            return;
                        } else {
                            ++s.finalCursor;
                        }
                    }
                    s.step = 2;
                }
                finish(s, ev);
                break;
            case Phase::GameOver:
                decide(s, Decision::None, -1);
                return;
            }
        }
    }

    static void applyAction(GameState &s, const Action &act, Events *ev)
    {
        switch (act.type) {
        case ActionType::Chance:
            applyChance(s, act.v, ev);
            break;
        case ActionType::Ghost: {
            PlayerState &me = s.player[std::size_t(act.seat)];
            removeFromHand(me, act.v);
            s.sides[std::size_t(s.round - 1)][std::size_t(act.seat)].push(Card{act.v, 0});
            ++s.cardsThisTurn;
            me.tripped = false;
            note(ev, EventType::GhostPlayed, act.seat, act.v, 0, 0, 0, "RIP-TURN-1");
            break;
        }
        case ActionType::Psychic:
            playPsychic(s, act, ev);
            break;
        case ActionType::Random:
            s.sub = Decision::RandomCard;
            s.subSeat = s.subFor = act.seat;
            s.subCard = psy::Tripped;
            break;
        case ActionType::End:
            endTurn(s, act.seat, ev);
            break;
        case ActionType::Transfer: // psychic 15
            if (act.v >= 0) {
                const int ri = s.round - 1;
                Card c = s.sides[std::size_t(ri)][std::size_t(act.seat)].erase(act.v);
                c.flags |= Card::Transferred;
                if (ri + 1 == kRounds - 1)
                    c.seq = s.nextSeq++;
                s.sides[std::size_t(ri + 1)][std::size_t(act.seat)].push(c);
                note(ev, EventType::Transferred, act.seat, c.isGhost() ? c.ghost : -c.psychic, ri + 2, 0, 0, "psychic 15");
            }
            s.step = 2;
            break;
        case ActionType::Place: { // RIP-ROUND-3
            PlayerState &me = s.player[std::size_t(act.seat)];
            if (act.a >= 0) {
                Card c;
                if (act.a == 0) {
                    removeFromHand(me, act.v);
                    c.ghost = act.v;
                    if (act.v < 0)
                        ++me.faceDownUnknown;
                } else {
                    me.psychic &= ~bit(act.v);
                    c.psychic = act.v;
                }
                c.flags = Card::FaceDown;
                c.seq = s.nextSeq++;
                s.sides[kRounds - 1][std::size_t(act.seat)].push(c);
                note(ev, EventType::Placed, act.seat, act.a == 0 ? act.v : -act.v, act.a == 1 ? 1 : 0, 0, 0, "RIP-ROUND-3");
            }
            s.step = 4;
            break;
        }
        case ActionType::Reveal:
            revealRoundTen(s, act.seat, act, ev);
            break;
        }
        advance(s, ev);
    }
};

// ---------------------------------------------------------------------------------------------

GameState GameState::newGame(const Setup &setup)
{
    GameState s;
    s.setup = setup;
    s.setup.starter = std::int8_t(setup.starter & 1);
    s.rng = setup.seed;
    for (int card = 1; card <= kPsychicCards; ++card) {
        const bool used = setup.learning ? card <= 9 : kPsychic[std::size_t(card)].level <= setup.maxLevel;
        if (used)
            s.inUse |= bit(card);
    }
    s.line[kRounds - 1] = psy::RoundTen; // RIP-SETUP-1
    s.manorsLeft = kManors;
    s.castlesLeft = kCastles;
    for (auto &p : s.player) {
        p.pool = kComposition;
        p.deck = kDeckSize;
    }
    Engine::advance(s, nullptr);
    return s;
}

void GameState::legalActions(std::vector<Action> &out) const
{
    Engine::legal(*this, out);
}

std::vector<Action> GameState::legalActions() const
{
    std::vector<Action> out;
    Engine::legal(*this, out);
    return out;
}

ApplyError GameState::check(const Action &action) const
{
    if (isTerminal())
        return ApplyError::GameOver;
    if (action.seat != m_seat)
        return ApplyError::WrongSeat;
    static thread_local std::vector<Action> legal;
    Engine::legal(*this, legal);
    return std::binary_search(legal.begin(), legal.end(), action) ? ApplyError::None : ApplyError::Illegal;
}

ApplyError GameState::apply(const Action &action, Events *events)
{
    const ApplyError e = check(action);
    if (e == ApplyError::None)
        Engine::applyAction(*this, action, events);
    return e;
}

void GameState::applyUnchecked(const Action &action, Events *events)
{
    Engine::applyAction(*this, action, events);
}

void GameState::chanceOutcomes(std::vector<ChanceOutcome> &out) const
{
    Engine::chance(*this, out);
}

Action GameState::sampleChance() const
{
    // The outcomes on the stack: at most one per psychic card (a line card), seven otherwise.
    std::array<std::int8_t, kPsychicCards + 1> value{};
    std::array<int, kPsychicCards + 1> weight{};
    int count = 0, sum = 0;
    Engine::chanceOutcomes(*this, [&](int v, int w) {
        value[std::size_t(count)] = std::int8_t(v);
        weight[std::size_t(count++)] = w;
        sum += w;
    });
    if (count == 0)
        return Action{};
    std::uint64_t x = rng;
    int pick = mc::uniformBelow(x, sum);
    int i = 0;
    while (i + 1 < count && pick >= weight[std::size_t(i)])
        pick -= weight[std::size_t(i++)];
    return Action{ActionType::Chance, kChanceSeat, value[std::size_t(i)]};
}

int GameState::total(int r, int seat) const
{
    return Engine::total(*this, r - 1, seat);
}

int GameState::margin(int r, int seat) const
{
    return Engine::margin(*this, r - 1, seat);
}

bool GameState::seesOpponentHand(int seat) const
{
    // psychic 3, until the round ends
    return phase == Phase::Turn && Engine::hasActing(*this, round - 1, seat, psy::RevealYourself);
}

bool GameState::worthless(int r) const
{
    return r >= 1 && r <= kRounds && Engine::worthless(*this, r - 1);
}

int GameState::bannedValues() const
{
    return phase == Phase::Turn ? Engine::banned(*this, round - 1) : 0;
}

GameState GameState::viewFor(int seat) const
{
    GameState v = *this;
    // A seat outside 0..1 gets the public view: both hands and all face-down ghost cards hidden.
    for (int opp = 0; opp < kSeats; ++opp) {
        if (opp == seat)
            continue;
        PlayerState &o = v.player[std::size_t(opp)];
        if (!(seat >= 0 && seat < kSeats && seesOpponentHand(seat))) {
            for (int k = 1; k <= 6; ++k) {
                o.pool[std::size_t(k)] = std::int8_t(o.pool[std::size_t(k)] + o.hand[std::size_t(k)]);
                o.handUnknown = std::int8_t(o.handUnknown + o.hand[std::size_t(k)]);
                o.hand[std::size_t(k)] = 0;
            }
        }
        Side &down = v.sides[kRounds - 1][std::size_t(opp)];
        for (int i = 0; i < down.size(); ++i) {
            Card &c = down[i];
            if (c.has(Card::FaceDown) && c.isGhost() && c.ghost > 0) {
                ++o.pool[std::size_t(c.ghost)];
                ++o.faceDownUnknown;
                c.ghost = -1;
            }
        }
    }
    v.rng = 0; // the view cannot foresee the table's draws (sampleConsistent draws a new future)
    return v;
}

GameState GameState::sampleConsistent(int seat, std::uint64_t &r) const
{
    (void)seat;
    GameState s = *this;
    for (int p = 0; p < kSeats; ++p) {
        PlayerState &pl = s.player[std::size_t(p)];
        auto drawValue = [&]() {
            int sum = 0;
            for (int k = 1; k <= 6; ++k)
                sum += pl.pool[std::size_t(k)];
            int pick = mc::uniformBelow(r, std::max(sum, 1));
            for (int k = 1; k <= 6; ++k) {
                if (pick < pl.pool[std::size_t(k)]) {
                    --pl.pool[std::size_t(k)];
                    return k;
                }
                pick -= pl.pool[std::size_t(k)];
            }
            return 1;
        };
        // A top card shown by psychic 19 is in the deck: keep one of its value there.
        if (pl.topKnown > 0)
            --pl.pool[std::size_t(pl.topKnown)];
        while (pl.handUnknown > 0) {
            ++pl.hand[std::size_t(drawValue())];
            --pl.handUnknown;
        }
        Side &down = s.sides[kRounds - 1][std::size_t(p)];
        for (int i = 0; i < down.size(); ++i)
            if (down[i].isGhost() && down[i].ghost < 0) {
                down[i].ghost = std::int8_t(drawValue());
                --pl.faceDownUnknown;
            }
        if (pl.topKnown > 0)
            ++pl.pool[std::size_t(pl.topKnown)];
    }
    s.rng = mc::splitmix64(r);
    return s;
}

bool GameState::invariantsHold() const
{
    // The checks of checkInvariants(), without a word: simulate checks after every step, and a state
    // that holds (nearly always) must cost no string.
    bool ok = true;
    if (phase >= Phase::Turn) {
        int manors = manorsLeft, castles = castlesLeft;
        for (int r = 0; r < kRounds; ++r) {
            manors += slotManors[std::size_t(r)];
            castles += slotCastles[std::size_t(r)];
            ok &= slotManors[std::size_t(r)] >= 0 && slotCastles[std::size_t(r)] >= 0;
        }
        for (const auto &p : player) {
            manors += p.manors;
            castles += p.castles;
        }
        ok &= manors == kManors && castles == kCastles;
    }
    std::uint32_t seen = 0, twice = 0;
    auto see = [&](std::uint32_t cards) {
        cards &= ~bit(psy::RoundTen);
        twice |= seen & cards;
        seen |= cards;
    };
    for (int p = 0; p < kSeats; ++p) {
        const PlayerState &pl = player[std::size_t(p)];
        int inPlay = 0;
        for (int r = 0; r < kRounds; ++r) {
            const Side &side = sides[std::size_t(r)][std::size_t(p)];
            for (int i = 0; i < side.size(); ++i) {
                if (side[i].isGhost())
                    ++inPlay;
                else
                    see(bit(side[i].psychic));
            }
        }
        // Cards 1..29 held: one by one, as a card seen twice in the hand cannot be (a bit each).
        see(pl.psychic & ((bit(kPsychicCards) << 1) - 2u));
        int pool = 0, hand = pl.handUnknown;
        for (int k = 1; k <= 6; ++k) {
            pool += pl.pool[std::size_t(k)];
            hand += pl.hand[std::size_t(k)];
            ok &= pl.pool[std::size_t(k)] >= 0 && pl.hand[std::size_t(k)] >= 0;
        }
        ok &= pl.deck >= 0 && pl.handUnknown >= 0 && pl.faceDownUnknown >= 0;
        ok &= pool == pl.deck + pl.handUnknown + pl.faceDownUnknown;
        ok &= hand + pl.deck + pl.discarded + inPlay == kDeckSize;
        ok &= setup.mode != Mode::Digital || (pl.handUnknown == 0 && pl.faceDownUnknown == 0);
        ok &= !(pl.manors >= kManorsToWin || pl.castles >= kCastlesToWin) || phase == Phase::GameOver;
    }
    see(psychicGone & ((bit(kPsychicCards) << 1) - 2u));
    for (int r = 0; r < kLineCards; ++r) {
        const int card = line[std::size_t(r)];
        if (card != 0 && r >= round - 1 && phase <= Phase::Turn)
            see(bit(card));
        ok &= card == 0 || (inUse & bit(card)) != 0;
    }
    ok &= twice == 0;
    ok &= !(phase == Phase::GameOver && m_decision != Decision::None);
    ok &= round >= 0 && round <= kRounds;
    return ok;
}

QString GameState::checkInvariants() const
{
    if (invariantsHold())
        return {};
    QStringList broken;
    if (phase >= Phase::Turn) {
        int manors = manorsLeft, castles = castlesLeft;
        for (int r = 0; r < kRounds; ++r) {
            manors += slotManors[std::size_t(r)];
            castles += slotCastles[std::size_t(r)];
            if (slotManors[std::size_t(r)] < 0 || slotCastles[std::size_t(r)] < 0)
                broken << u"negative tokens on round %1"_s.arg(r + 1);
        }
        for (const auto &p : player) {
            manors += p.manors;
            castles += p.castles;
        }
        if (manors != kManors || castles != kCastles)
            broken << u"tokens: %1 manors, %2 castles"_s.arg(manors).arg(castles);
    }
    std::uint32_t seen = 0;
    auto see = [&](int card, const char *where) {
        if (card == psy::RoundTen)
            return;
        if (seen & bit(card))
            broken << u"psychic %1 twice (%2)"_s.arg(card).arg(QLatin1StringView(where));
        seen |= bit(card);
    };
    for (int p = 0; p < kSeats; ++p) {
        const PlayerState &pl = player[std::size_t(p)];
        int inPlay = 0;
        for (int r = 0; r < kRounds; ++r) {
            const Side &side = sides[std::size_t(r)][std::size_t(p)];
            for (int i = 0; i < side.size(); ++i) {
                if (side[i].isGhost())
                    ++inPlay;
                else
                    see(side[i].psychic, "in play");
            }
        }
        for (int card = 1; card <= kPsychicCards; ++card)
            if (pl.holds(card))
                see(card, "held");
        int pool = 0, hand = pl.handUnknown;
        for (int k = 1; k <= 6; ++k) {
            pool += pl.pool[std::size_t(k)];
            hand += pl.hand[std::size_t(k)];
            if (pl.pool[std::size_t(k)] < 0 || pl.hand[std::size_t(k)] < 0)
                broken << u"seat %1: negative count of %2s"_s.arg(p).arg(k);
        }
        if (pl.deck < 0 || pl.handUnknown < 0 || pl.faceDownUnknown < 0)
            broken << u"seat %1: negative deck or unknown count"_s.arg(p);
        if (pool != pl.deck + pl.handUnknown + pl.faceDownUnknown)
            broken << u"seat %1: pool %2 != deck %3 + unknown %4 + %5"_s.arg(p).arg(pool).arg(pl.deck).arg(pl.handUnknown)
                          .arg(pl.faceDownUnknown);
        if (hand + pl.deck + pl.discarded + inPlay != kDeckSize)
            broken << u"seat %1: %2 ghost cards"_s.arg(p).arg(hand + pl.deck + pl.discarded + inPlay);
        if (setup.mode == Mode::Digital && (pl.handUnknown != 0 || pl.faceDownUnknown != 0))
            broken << u"seat %1: unknown cards in digital play"_s.arg(p);
        if (pl.manors >= kManorsToWin || pl.castles >= kCastlesToWin)
            if (phase != Phase::GameOver)
                broken << u"seat %1 has a majority but the game goes on"_s.arg(p);
    }
    for (int card = 1; card <= kPsychicCards; ++card)
        if (psychicGone & bit(card))
            see(card, "discarded");
    for (int r = 0; r < kLineCards; ++r) {
        const int card = line[std::size_t(r)];
        if (card != 0 && r >= round - 1 && phase <= Phase::Turn)
            see(card, "line");
        if (card != 0 && !(inUse & bit(card)))
            broken << u"psychic %1 not in use"_s.arg(card);
    }
    if (phase == Phase::GameOver && m_decision != Decision::None)
        broken << u"game over with a pending decision"_s;
    if (round < 0 || round > kRounds)
        broken << u"round %1"_s.arg(round);
    return broken.join(u"; "_s);
}

const char *applyErrorKey(ApplyError e)
{
    switch (e) {
    case ApplyError::None: return "none";
    case ApplyError::GameOver: return "game-over";
    case ApplyError::WrongSeat: return "wrong-seat";
    case ApplyError::Illegal: return "illegal";
    }
    return "unknown";
}

const char *phaseKey(Phase p)
{
    switch (p) {
    case Phase::SetupLine: return "setup-line";
    case Phase::SetupMansion: return "setup-mansions";
    case Phase::SetupDeal: return "setup-deal";
    case Phase::Turn: return "turn";
    case Phase::RoundEnd: return "round-end";
    case Phase::Final: return "round-ten";
    case Phase::GameOver: return "game-over";
    }
    return "unknown";
}

} // namespace rip
