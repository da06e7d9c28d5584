#include "gamestate.h"

#include "adjustment.h"
#include "model/core/rng.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <numeric>

namespace mc {

const char *applyErrorKey(ApplyError e)
{
    switch (e) {
    case ApplyError::None: return "ok";
    case ApplyError::GameOver: return "game-over";
    case ApplyError::WrongSeat: return "wrong-seat";
    case ApplyError::Illegal: return "illegal";
    case ApplyError::NotInTablePlay: return "not-in-table-play";
    case ApplyError::BadAdjustment: return "bad-adjustment";
    }
    return "illegal";
}

namespace {
constexpr std::int8_t kFree = 1;
constexpr int kMaxDie = 6;
constexpr int kAuraghostPayment = 2; // Etherea the named player puts on the Dirth Forge

template<typename V, typename T>
bool contains(const V &v, const T &x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

template<typename V, typename T>
bool eraseOne(V &v, const T &x)
{
    auto it = std::find(v.begin(), v.end(), x);
    if (it == v.end())
        return false;
    v.erase(it);
    return true;
}

Action act(ActionType t, int seat, int a = 0, int b = 0, int c = 0, int d = 0, int v = 0)
{
    Action x;
    x.type = t;
    x.seat = std::int8_t(seat);
    x.a = std::int8_t(a);
    x.b = std::int8_t(b);
    x.c = std::int8_t(c);
    x.d = std::int8_t(d);
    x.v = std::int16_t(v);
    return x;
}

// The generators of the legal actions met most often (a turn's above all: the bulk of a random game)
// write through a plain pointer `w` instead of calling push_back, which checks the capacity and reloads
// the vector's end for every action (and which GCC did not even inline): the pointer stays in a
// register. They write into a buffer of this thread that only ever grows, so that writing needs no
// fill either; finish() copies what was written to the caller's list. room(buffer, w, n) makes room for
// n more actions after `w` and returns where to write (the buffer moves when it grows).
std::vector<Action> &legalBuffer()
{
    // Empty at first (room() makes it grow): so it needs no initialisation guard on every call.
    thread_local std::vector<Action> buffer;
    return buffer;
}

[[gnu::noinline]] Action *grow(std::vector<Action> &buffer, std::size_t used, std::size_t n)
{
    buffer.resize(std::max(used + n, 2 * buffer.size()));
    return buffer.data() + used;
}

[[gnu::always_inline]] inline Action *room(std::vector<Action> &buffer, Action *w, std::size_t n)
{
    const std::size_t used = std::size_t(w - buffer.data());
    return buffer.size() - used >= n ? w : grow(buffer, used, n);
}

void finish(std::vector<Action> &out, const std::vector<Action> &buffer, const Action *w)
{
    if (w > buffer.data() + buffer.size())
        qFatal("legal actions written past the room made for them"); // a generator's bound is wrong
    out.assign(buffer.data(), w);
}

// Whether every count of `pl` at `place` is 0, the six read as one word.
[[gnu::always_inline]] inline bool noCountAt(const PlayerState &pl, int place)
{
    std::uint32_t lo = 0;
    std::uint16_t hi = 0;
    std::memcpy(&lo, pl.figures[std::size_t(place)].data(), 4);
    std::memcpy(&hi, pl.figures[std::size_t(place)].data() + 4, 2);
    return (lo | hi) == 0;
}

// pl.figuresAt(place) != 0, quicker: the six guild counts are read as one word first. Where it is 0, the
// place is empty (most places of most players); where no count is below 0 (no sign bit set: every
// count of a game not corrected by hand), some figure is there; only otherwise are they added.
[[gnu::always_inline]] inline bool anyFigureAt(const PlayerState &pl, int place)
{
    static_assert(sizeof(pl.figures[0]) == kGuilds && kGuilds == 6);
    std::uint32_t lo = 0;
    std::uint16_t hi = 0;
    std::memcpy(&lo, pl.figures[std::size_t(place)].data(), 4);
    std::memcpy(&hi, pl.figures[std::size_t(place)].data() + 4, 2);
    const std::uint32_t any = lo | hi;
    if (any == 0)
        return false;
    return (any & 0x80808080u) == 0 || pl.figuresAt(place) != 0;
}

// The factions of which `pl` holds some Influence, a bit each: what pays for a relocation (R-ACT-6), the
// index of Ruleset::paidLocations.
[[gnu::always_inline]] inline unsigned heldFactions(const PlayerState &pl)
{
    static_assert(kFactions == 3);
    return unsigned(pl.influence[0] > 0) | unsigned(pl.influence[1] > 0) << 1 | unsigned(pl.influence[2] > 0) << 2;
}

// A set of card indices, visited in ascending order: the order in which the legal actions name them.
class CardSet {
public:
    void insert(int card) { m_bits[std::size_t(card) >> 6] |= std::uint64_t(1) << (card & 63); }
    // Calls f(card) for every card below `limit`, smallest first.
    template<typename F>
    void forEach(int limit, F &&f) const
    {
        for (std::size_t i = 0; i < m_bits.size(); ++i)
            for (std::uint64_t bits = m_bits[i]; bits; bits &= bits - 1) {
                const int card = int(i * 64) + std::countr_zero(bits);
                if (card >= limit)
                    return;
                f(card);
            }
    }

private:
    static_assert(kMaxCards <= 128);
    std::array<std::uint64_t, 2> m_bits{};
};

// A turn's relocations (R-ACT-6), not written out: from every place with figures (the bits of `from`)
// to every location the player can pay for (the bits of `dest`), never to the place itself. They are
// often most of a turn's actions, and a random player needs only one of them: count() and at() give it
// without writing the others. (Counted as they are found: without a popcnt instruction in the baseline
// x86-64, std::popcount is a call.)
struct Relocations {
    std::uint32_t dest = 0;
    std::uint32_t from = 0; // empty when no destination can be paid for
    int destCount = 0;
    int fromCount = 0;
    int fromAlsoDest = 0; // places that are a destination too: not relocated to themselves

    [[nodiscard]] int count() const { return fromCount * destCount - fromAlsoDest; }
    // The k-th relocation (0 <= k < count()) in the order of the legal actions: by place, then destination.
    [[nodiscard]] Action at(int p, int k) const
    {
        for (std::uint32_t bits = from; bits; bits &= bits - 1) {
            const int place = std::countr_zero(bits);
            const int here = destCount - int((dest >> place) & 1u);
            if (k >= here) {
                k -= here;
                continue;
            }
            std::uint32_t to = dest & ~(1u << place);
            for (; k > 0; --k)
                to &= to - 1;
            return act(ActionType::Relocate, p, place, std::countr_zero(to));
        }
        qFatal("a relocation asked beyond the list"); // the caller's k is out of range
    }
};
} // namespace

// All rules code lives here, beside the state it changes.
class Engine {
public:
    GameState &s;
    Events *ev;
    const Ruleset &R;

    Engine(GameState &state, Events *events) : s(state), ev(events), R(*state.m_rules) {}

    void note(EventType t, int seat = -1, int a = 0, int b = 0, int v = 0, int w = 0, const char *rule = "", int c = 0)
    {
        if (!ev)
            return;
        Event e{t};
        e.seat = std::int8_t(seat);
        e.a = std::int8_t(a);
        e.b = std::int8_t(b);
        e.c = std::int8_t(c);
        e.v = std::int16_t(v);
        e.w = std::int16_t(w);
        e.rule = rule;
        ev->push_back(e);
    }

    PlayerState &P(int seat) { return s.player[std::size_t(seat)]; }
    // Something of `seat` that a Wallows objective looks at may have grown, or a Wallows card came
    // (markWallows()). Every objective asks for at least so much of something the player has, so what only
    // shrinks (a payment, a loss, a figure destroyed) cannot reach one and touches nothing.
    void touch(int seat) { s.m_wallowsUnchecked = std::uint8_t(s.m_wallowsUnchecked | (1u << seat)); }
    int n() const { return s.players; }
    int next(int seat) const { return (seat + 1) % s.players; }
    int inTurnOrder(int i) const { return (s.firstPlayer + i) % s.players; }

    // ---------- resources ----------
    // From or to the supply, unless `transfer` (piles, the Forge).
    void gainEtherea(int p, int amount, const char *rule = "", bool transfer = false)
    {
        if (amount == 0)
            return;
        auto &pl = P(p);
        const int before = pl.etherea;
        pl.etherea = std::int16_t(std::max(0, pl.etherea + amount));
        const int delta = pl.etherea - before;
        if (delta > 0)
            touch(p);
        if (!transfer)
            (delta > 0 ? s.ethereaIn : s.ethereaOut) += std::abs(delta);
        note(EventType::EthereaChanged, p, 0, 0, delta, 0, rule);
    }

    int payToForge(int p, int amount, const char *rule)
    {
        const int paid = std::min<int>(P(p).etherea, amount);
        gainEtherea(p, -paid, rule, true);
        s.forge = std::int16_t(s.forge + paid);
        note(EventType::ForgeReceived, p, 0, 0, paid, 0, rule);
        return paid;
    }

    void gainInfluence(int p, int faction, int amount, const char *rule = "")
    {
        if (amount == 0)
            return;
        auto &pl = P(p);
        const int before = pl.influence[std::size_t(faction)];
        pl.influence[std::size_t(faction)] = std::int16_t(std::max(0, before + amount)); // D-INFLUENCE
        if (pl.influence[std::size_t(faction)] > before)
            touch(p);
        note(EventType::InfluenceChanged, p, faction, 0, pl.influence[std::size_t(faction)] - before, 0, rule);
    }

    void unityTaken(int amount)
    {
        const bool hadSome = s.unitySupply > 0;
        s.unitySupply = std::int16_t(std::max(0, s.unitySupply - amount)); // R-SETUP-1: not a hard limit
        if (hadSome && s.unitySupply == 0)
            triggerEnd();
    }

    void gainUnity(int p, int amount, const char *rule = "")
    {
        if (amount <= 0)
            return;
        P(p).unity = std::int16_t(P(p).unity + amount);
        touch(p);
        note(EventType::UnityChanged, p, 0, 0, amount, 0, rule);
        unityTaken(amount);
    }

    // R-PAY-1 / D-PAY: Unity lost leaves the game; a shortfall is paid with Influence.
    void loseUnity(int p, int amount, const char *rule)
    {
        if (amount <= 0)
            return;
        auto &pl = P(p);
        const int fromUnity = std::min<int>(pl.unity, amount);
        pl.unity = std::int16_t(pl.unity - fromUnity);
        if (fromUnity < 0) // only Unity corrected below 0 grows here
            touch(p);
        if (fromUnity)
            note(EventType::UnityChanged, p, 0, 0, -fromUnity, 0, rule);
        const int missing = amount - fromUnity;
        if (missing > 0) {
            Task t{Decision::PayInfluence, std::int8_t(p)};
            t.v = std::int16_t(missing);
            pushTask(t);
        }
    }

    // R-END-1: the round in which the last Unity leaves the supply is the last.
    void triggerEnd()
    {
        if (s.ending)
            return;
        s.ending = true;
        note(EventType::GameEnding, -1, int(s.phase), 0, 0, 0, s.phase == Phase::Actions ? "R-END-2" : "R-END-3");
        if (s.phase == Phase::Actions) { // R-END-2
            s.endingInActions = true;
            for (int p = 0; p < n(); ++p)
                P(p).finalTurnDone = false;
        }
    }

    // ---------- tasks ----------
    // Tasks run in the order they are pushed; tasks pushed while one runs go before the rest.
    std::size_t m_insertAt = 0;
    bool m_inTask = false;
    void pushTask(const Task &t)
    {
        if (m_inTask) {
            s.tasks.insert(s.tasks.begin() + std::ptrdiff_t(m_insertAt), t);
            ++m_insertAt;
        } else {
            s.tasks.push_back(t);
        }
    }

    // ---------- meters ----------
    // R-SUSP-1 / R-THREAT-10: whoever raises a meter to its threshold pays; the marker steps back.
    void raiseMeter(Meter m, int delta, std::uint8_t causers, const char *rule = "")
    {
        if (delta == 0)
            return;
        std::int8_t &value = m == Meter::Suspicion ? s.suspicion : s.threat;
        const int max = m == Meter::Suspicion ? R.suspicionMax : R.threatMax;
        const int before = value;
        int after = before + delta;
        const bool reached = delta > 0 && after > max;
        after = std::clamp(after, 0, max);
        value = std::int8_t(after);
        const int causer = causers ? std::countr_zero(unsigned(causers)) : -1;
        note(EventType::MeterChanged, causer, int(m), 0, after, delta, rule);
        if (!reached)
            return;
        for (int p = 0; p < n(); ++p) {
            if (!(causers & (1u << p)))
                continue;
            if (m == Meter::Suspicion) {
                note(EventType::SuspicionReached, p, 0, 0, 0, 0, "R-SUSP-1");
                loseUnity(p, R.suspicionPenalty, "R-SUSP-1");
            } else {
                note(EventType::ThreatReached, p, 0, 0, 0, 0, "R-THREAT-10");
                Task t{Decision::ThreatCard, std::int8_t(p)};
                pushTask(t);
            }
        }
    }

    // ---------- figures ----------
    bool gainFigure(int p, int guild, int place, const char *rule)
    {
        auto &pl = P(p);
        if (pl.bases <= 0 || s.guildSupply[std::size_t(guild)] <= 0) { // R-COMP-2, R-COMP-3
            note(EventType::NoFigure, p, guild, 0, 0, 0, pl.bases <= 0 ? "R-COMP-2" : "R-COMP-3");
            return false;
        }
        --pl.bases;
        --s.guildSupply[std::size_t(guild)];
        ++pl.figures[std::size_t(place)][std::size_t(guild)];
        touch(p);
        note(EventType::FigureGained, p, place, 0, 0, 0, rule, guild);
        return true;
    }

    void destroyFigure(int p, int place, int guild, const char *rule)
    {
        auto &pl = P(p);
        --pl.figures[std::size_t(place)][std::size_t(guild)]; // fewer figures: no objective reached (touch())
        ++pl.bases;
        ++s.guildSupply[std::size_t(guild)];
        note(EventType::FigureDestroyed, p, place, 0, 0, 0, rule, guild);
    }

    void moveFigure(int p, int from, int to, int guild, const char *rule)
    {
        auto &pl = P(p);
        --pl.figures[std::size_t(from)][std::size_t(guild)];
        ++pl.figures[std::size_t(to)][std::size_t(guild)];
        touch(p);
        note(EventType::FigureMoved, p, from, to, 0, 0, rule, guild);
    }

    // ---------- effects (card vocabulary) ----------
    void applyEffects(int p, const Effects &effects, const char *rule)
    {
        for (const Effect &e : effects) {
            if (e.conditional && !conditionMet(p, e.condition))
                continue;
            switch (e.op) {
            case EffectOp::Etherea: gainEtherea(p, e.amount, rule); break;
            case EffectOp::Unity:
                if (e.amount >= 0)
                    gainUnity(p, e.amount, rule);
                else
                    loseUnity(p, -e.amount, rule);
                break;
            case EffectOp::Influence: gainInfluence(p, e.faction, e.amount, rule); break;
            case EffectOp::Suspicion: raiseMeter(Meter::Suspicion, e.amount, std::uint8_t(1u << p), rule); break;
            case EffectOp::Threat: raiseMeter(Meter::Threat, e.amount, std::uint8_t(1u << p), rule); break;
            case EffectOp::Forge: payToForge(p, e.amount, rule); break;
            case EffectOp::Figure:
                for (int k = 0; k < e.amount; ++k)
                    gainFigure(p, e.guild, kCrypt, rule);
                break;
            case EffectOp::Move: // up to `amount` of the player's figures from their Crypt to `location`
                for (int k = 0; k < e.amount; ++k) {
                    int guild = -1;
                    for (int g = 0; g < kGuilds && guild < 0; ++g)
                        if (P(p).figures[kCrypt][std::size_t(g)] > 0)
                            guild = g;
                    if (guild < 0)
                        break;
                    moveFigure(p, kCrypt, e.location, guild, rule);
                }
                break;
            case EffectOp::Steal: {
                int victim = -1;
                for (int i = 1; i < n(); ++i) { // the most of it; ties go to the nearest on the left
                    const int q = (p + i) % n();
                    if (P(q).influence[std::size_t(e.faction)] > 0
                        && (victim < 0 || P(q).influence[std::size_t(e.faction)] > P(victim).influence[std::size_t(e.faction)]))
                        victim = q;
                }
                if (victim < 0)
                    break;
                const int taken = std::min<int>(e.amount, P(victim).influence[std::size_t(e.faction)]);
                gainInfluence(victim, e.faction, -taken, rule);
                gainInfluence(p, e.faction, taken, rule);
                note(EventType::Stolen, p, e.faction, victim, taken, 0, rule);
                break;
            }
            }
        }
    }

    bool conditionMet(int p, const Condition &c) const { return conditionHolds(s, p, c); }

    // ======================================================================
    // Flow: run automatic steps until somebody must decide.
    // ======================================================================
    void decide(Decision d, int seat)
    {
        s.m_decision = d;
        s.m_seat = std::int8_t(seat);
    }

    // A phase begins once the tasks left by the one before are done (a Unity shortfall of the tithe is
    // paid in the tithe's phase, and its line stands before the next phase's heading): the tasks run first,
    // then a task of decision None begins the phase (resolveTasks).
    void startPhase(Phase ph)
    {
        if (!s.tasks.empty()) {
            Task begin{Decision::None, -1};
            begin.a = std::int8_t(ph);
            pushTask(begin);
            return;
        }
        beginPhase(ph);
    }

    void beginPhase(Phase ph)
    {
        s.phase = ph;
        s.step = 0;
        s.counter = 0;
        note(EventType::PhaseStarted, -1, int(ph));
        fireTriggered(ph);
    }

    // D-MOURNER-ABILITY: a triggered Mourner works by itself at the start of its phase, unless
    // deactivated (Malavestros) this round.
    void fireTriggered(Phase ph)
    {
        if (!(R.triggerPhases & (1u << int(ph)))) // no card of the ruleset works at this phase's start
            return;
        for (int i = 0; i < n(); ++i) {
            const int p = inTurnOrder(i);
            for (std::size_t k = 0; k < P(p).mourners.size(); ++k) {
                const MournerInPlay m = P(p).mourners[k];
                if (m.card < 0 || m.exhausted)
                    continue;
                const auto &card = R.mourners[std::size_t(m.card)];
                if (card.kind == MournerKind::Triggered && card.trigger == int(ph)) {
                    note(EventType::MournerTriggered, p, m.guild, 0, m.card, 0, "D-MOURNER-ABILITY");
                    applyEffects(p, card.effects, "D-MOURNER-ABILITY");
                }
            }
        }
    }

    // R-WAL-1: an objective reached at any moment of the round counts, once (digital play; a table
    // says at clean-up). Revision 1 looked at clean-up only.
    void markWallows()
    {
        // Only a player touched since the last look can have reached an objective: every objective asks
        // for at least so much of what the player has, and a new card comes with a touch.
        const unsigned unchecked = s.m_wallowsUnchecked;
        if (unchecked == 0)
            return;
        if (R.revision < 2 || s.mode != Mode::Digital || s.phase < Phase::Wallows || s.phase > Phase::Cleanup)
            return;
        s.m_wallowsUnchecked = 0;
        for (unsigned seats = unchecked & ((1u << n()) - 1); seats; seats &= seats - 1) { // in seat order
            const int p = std::countr_zero(seats);
            auto &pl = P(p);
            for (auto card : pl.wallows)
                if (card >= 0 && !isMet(pl, card) && conditionMet(p, R.wallows[std::size_t(card)].objective))
                    pl.wallowsMet.push_back(card);
        }
    }

    // Asked after every step for every Wallows card in play: the list holds a card or two, where a plain
    // loop is quicker than std::find's unrolled one.
    static bool isMet(const PlayerState &pl, std::int16_t card)
    {
        for (auto met : pl.wallowsMet)
            if (met == card)
                return true;
        return false;
    }

    void startRound()
    {
        ++s.round;
        s.alltakerUsed = false;
        s.firstPlayer = s.alltaker; // R-DEATH-1: the next phase that asks for a first player
        note(EventType::RoundStarted, -1, 0, 0, s.round);
        startPhase(Phase::Distribution);
    }

    // Returns true when a task decision is pending.
    bool resolveTasks()
    {
        while (!s.tasks.empty()) {
            Task &t = s.tasks.front();
            switch (t.decision) {
            case Decision::None: { // the next phase, after the tasks before it (startPhase)
                const Phase ph = Phase(t.a);
                s.tasks.erase(s.tasks.begin());
                beginPhase(ph);
                continue;
            }
            case Decision::PayInfluence: {
                auto &pl = P(t.seat);
                int owners = 0, only = 0;
                for (int f = 0; f < kFactions; ++f)
                    if (pl.influence[std::size_t(f)] > 0) {
                        ++owners;
                        only = f;
                    }
                if (t.v <= 0) {
                    s.tasks.erase(s.tasks.begin());
                    continue;
                }
                if (owners == 0) { // D-PAY
                    note(EventType::LossForgiven, t.seat, 0, 0, t.v, 0, "R-PAY-1");
                    s.tasks.erase(s.tasks.begin());
                    continue;
                }
                if (owners == 1) { // no choice to make
                    const int paid = std::min<int>(pl.influence[std::size_t(only)], t.v);
                    gainInfluence(t.seat, only, -paid, "R-PAY-1");
                    t.v = std::int16_t(t.v - paid);
                    continue;
                }
                decide(Decision::PayInfluence, t.seat);
                return true;
            }
            case Decision::ThreatCard:
                if (R.revision >= 2 && P(t.seat).mourners.empty()) { // R-THREAT-10: no card, no guild, no loss
                    note(EventType::ThreatNoCard, t.seat, 0, 0, 0, 0, "R-THREAT-10");
                    s.tasks.erase(s.tasks.begin());
                    continue;
                }
                decide(Decision::ThreatCard, s.leftOf(t.seat));
                return true;
            case Decision::FigureLoss: {
                const auto &pl = P(t.seat);
                int places = 0, only = 0;
                for (int pl2 = 0; pl2 < kPlaces; ++pl2)
                    if (pl.figures[std::size_t(pl2)][std::size_t(t.a)] > 0) {
                        ++places;
                        only = pl2;
                    }
                if (places == 0) {
                    s.tasks.erase(s.tasks.begin());
                    continue;
                }
                if (places == 1) {
                    const int seat = t.seat, guild = t.a;
                    s.tasks.erase(s.tasks.begin());
                    destroyFigure(seat, only, guild, "R-THREAT-10");
                    continue;
                }
                decide(Decision::FigureLoss, t.seat);
                return true;
            }
            case Decision::Exhaust: {
                bool any = false;
                for (const auto &m : P(t.a).mourners)
                    any = any || !m.exhausted;
                if (!any) {
                    s.tasks.erase(s.tasks.begin());
                    continue;
                }
                decide(Decision::Exhaust, t.seat);
                return true;
            }
            case Decision::DrawMourner:
                if (s.mournerDeck[std::size_t(t.a)].empty()) { // R-COMP-3
                    note(EventType::NoCard, t.seat, t.a, 0, 0, 0, "R-COMP-3");
                    const Task done = t;
                    s.tasks.erase(s.tasks.begin());
                    if (done.b)
                        raiseMeter(Meter::Threat, 1, std::uint8_t(1u << done.seat), "R-ACT-5");
                    continue;
                }
                decide(Decision::DrawMourner, kChanceSeat);
                return true;
            case Decision::DrawWallows:
            case Decision::ChooseWallows:
                refillWallows();
                if (s.wallowsDeck.empty() && s.mode == Mode::Digital) {
                    s.tasks.erase(s.tasks.begin());
                    continue;
                }
                decide(t.decision, t.decision == Decision::DrawWallows ? kChanceSeat : t.seat);
                return true;
            default: // RelocateRoute, RelocateAdd, ...
                decide(t.decision, t.seat);
                return true;
            }
        }
        return false;
    }

    void refillWallows()
    {
        if (!s.wallowsDeck.empty())
            return;
        // D-WALLOWS: an empty Wallows deck is reshuffled from every card not in play.
        std::vector<bool> used(R.wallows.size(), false);
        for (int p = 0; p < n(); ++p) {
            for (auto c : P(p).wallows)
                if (c >= 0)
                    used[std::size_t(c)] = true;
            for (auto c : P(p).artifacts)
                if (c >= 0)
                    used[std::size_t(c)] = true;
        }
        for (std::size_t i = 0; i < used.size(); ++i)
            if (!used[i])
                s.wallowsDeck.push_back(std::int16_t(i));
    }

    void advance()
    {
        for (;;) {
            markWallows();
            if (!s.tasks.empty() && resolveTasks()) // most steps have no task: spared the call
                return;
            if (!stepPhase())
                return;
        }
    }

    // One automatic step of the phase machine; false when a decision is pending or the game is over.
    bool stepPhase()
    {
        switch (s.phase) {
        case Phase::Setup: return stepSetup();
        case Phase::Distribution: return stepDistribution();
        case Phase::Wallows: return stepWallows();
        case Phase::Draft: return stepDraft();
        case Phase::Actions: return stepActions();
        case Phase::Dreadsgrip: return stepDreadsgrip();
        case Phase::Tithe: return stepTithe();
        case Phase::Resolve: return stepResolve();
        case Phase::Cleanup: return stepCleanup();
        case Phase::GameOver: decide(Decision::None, -1); return false;
        }
        return false;
    }

    // ---------- setup (R-SETUP-4/5) ----------
    bool stepSetup()
    {
        switch (s.step) {
        case 0: // deal one motive per faction to everybody (digital); a table keeps them hidden
            if (s.mode == Mode::Table) {
                s.step = 1;
                s.counter = 0;
                return true;
            }
            if (s.counter < n() * kFactions) {
                const int f = s.counter % kFactions;
                if (s.motiveDeck[std::size_t(f)].empty()) {
                    ++s.counter;
                    return true;
                }
                decide(Decision::DealMotive, kChanceSeat);
                return false;
            }
            s.step = 1;
            s.counter = 0;
            return true;
        case 1:
            if (s.counter < n()) {
                decide(Decision::KeepMotive, inTurnOrder(s.counter));
                return false;
            }
            // R-SETUP-5: same faction picks in reverse turn order, ending with the first player.
            s.startingOrder.clear();
            for (int f = 0; f < kFactions; ++f)
                for (int i = n() - 1; i >= 0; --i)
                    if (P(inTurnOrder(i)).declared == f)
                        s.startingOrder.push_back(std::int8_t(inTurnOrder(i)));
            s.startingIndex = 0;
            s.step = 2;
            return true;
        case 2:
            while (s.startingIndex < int(s.startingOrder.size())) {
                const int p = s.startingOrder[std::size_t(s.startingIndex)];
                if (!s.startingPool[std::size_t(P(p).declared)].empty()) {
                    decide(Decision::StartingMourner, kChanceSeat);
                    return false;
                }
                note(EventType::NoCard, p, P(p).declared, 0, 0, 0, "R-COMP-3");
                ++s.startingIndex;
            }
            for (int f = 0; f < kFactions; ++f) { // unpicked starting Mourners go back to their decks
                auto &pool = s.startingPool[std::size_t(f)];
                auto &deck = s.mournerDeck[std::size_t(f)];
                deck.insert(deck.end(), pool.begin(), pool.end());
                std::sort(deck.begin(), deck.end());
                pool.clear();
            }
            startRound();
            return true;
        default: return false;
        }
    }

    // ---------- 1 distribution (R-DIST-*) ----------
    bool stepDistribution()
    {
        switch (s.step) {
        case 0: decide(Decision::Dice, kChanceSeat); return false;
        case 1:
            if (s.pileCount < n() + R.pileExtra - 1) { // the last pile is what remains
                decide(Decision::SetPile, s.firstPlayer);
                return false;
            }
            {
                int rest = s.diceTotal;
                for (int i = 0; i < s.pileCount; ++i)
                    rest -= s.piles[std::size_t(i)];
                s.piles[std::size_t(s.pileCount)] = std::int16_t(rest);
                ++s.pileCount;
                note(EventType::PileSet, s.firstPlayer, s.pileCount - 1, 0, rest, 0, "R-DIST-2");
            }
            s.step = 2;
            s.counter = 0;
            s.pileTaken = 0;
            return true;
        case 2:
            if (s.counter < n()) { // R-DIST-3: from the left of the first player, ending with them
                decide(Decision::PickPile, (s.firstPlayer + 1 + s.counter) % n());
                return false;
            }
            { // R-DIST-4
                int left = 0;
                for (int i = 0; i < s.pileCount; ++i)
                    if (!(s.pileTaken & (1u << i)))
                        left += s.piles[std::size_t(i)];
                s.forge = std::int16_t(s.forge + left);
                note(EventType::ForgeReceived, -1, 0, 0, left, 0, "R-DIST-4");
            }
            startPhase(Phase::Wallows);
            return true;
        default: return false;
        }
    }

    // ---------- 2 wallows (R-WAL-1) ----------
    bool stepWallows()
    {
        if (s.counter < n()) {
            refillWallows();
            if (s.wallowsDeck.empty() && s.mode == Mode::Digital) {
                ++s.counter;
                return true;
            }
            decide(Decision::DealWallows, kChanceSeat);
            return false;
        }
        startPhase(Phase::Draft);
        return true;
    }

    // ---------- 3 court draft (R-DRAFT-*) ----------
    int dealCount() const { return R.draft[std::size_t(s.players)].deal; }

    bool stepDraft()
    {
        switch (s.step) {
        case 0: // D-COURT: every round the whole Court deck is shuffled and dealt anew
            s.courtDeck.resize(R.court.size());
            std::iota(s.courtDeck.begin(), s.courtDeck.end(), std::int16_t(0));
            s.courtPlayed.clear();
            s.courtUnknownDealt = 0;
            s.courtUnknownPlayed = 0;
            for (int p = 0; p < n(); ++p) {
                P(p).hand.clear();
                P(p).draft.clear();
            }
            s.counter = 0;
            s.step = 1;
            return true;
        case 1:
            if (s.counter < n() * dealCount()) {
                if (s.courtDeck.empty() && s.mode == Mode::Digital) {
                    ++s.counter;
                    return true;
                }
                decide(Decision::DealCourt, kChanceSeat);
                return false;
            }
            s.step = 2;
            s.pickRound = 0;
            s.counter = 0;
            return true;
        case 2: {
            // A draft is kept sorted (dealt in order; the DraftPick list relies on it too), so an unknown
            // card (-1, below every card) comes first.
            bool unknown = false;
            for (int p = 0; p < n(); ++p)
                unknown = unknown || (!P(p).draft.empty() && P(p).draft.front() == kUnknownCard);
            const int picks = dealCount() - 1;
            if (!unknown && s.pickRound < picks) {
                if (s.counter < n()) {
                    decide(Decision::DraftPick, s.counter);
                    return false;
                }
                // R-DRAFT-3: pass clockwise in odd rounds, counter-clockwise in even rounds.
                std::array<std::vector<std::int16_t>, kMaxPlayers> passed;
                const bool clockwise = draftPlan(R, n(), s.round).clockwise;
                for (int p = 0; p < n(); ++p) {
                    const int to = draftPassTarget(p, n(), clockwise);
                    passed[std::size_t(to)] = std::move(P(p).draft);
                }
                for (int p = 0; p < n(); ++p)
                    P(p).draft = std::move(passed[std::size_t(p)]);
                ++s.pickRound;
                s.counter = 0;
                return true;
            }
            // What is left: kept with 3-4 players, discarded with 2 (R-DRAFT-2).
            const bool keepLast = draftPlan(R, n(), s.round).keepLast;
            for (int p = 0; p < n(); ++p) {
                auto &pl = P(p);
                if (unknown) {
                    const int keep = keepLast ? int(pl.draft.size()) : std::max(0, int(pl.draft.size()) - 1);
                    pl.hand.assign(pl.draft.begin(), pl.draft.begin() + keep);
                } else if (keepLast) {
                    pl.hand.insert(pl.hand.end(), pl.draft.begin(), pl.draft.end());
                }
                pl.draft.clear();
                std::sort(pl.hand.begin(), pl.hand.end());
            }
            startPhase(Phase::Actions);
            return true;
        }
        default: return false;
        }
    }

    // ---------- 4 actions (R-ACT-*) ----------
    bool stepActions()
    {
        if (s.step == 0) {
            s.firstPlayer = s.alltaker; // R-ACT-1, R-DEATH-1
            s.turn = s.alltaker;
            s.counter = 0;
            s.step = 1;
        }
        if (s.endingInActions) { // R-END-2: one more turn each, then phases 5-8
            for (int i = 0; i < n(); ++i) {
                const int p = (s.turn + i) % n();
                if (!P(p).finalTurnDone) {
                    s.turn = std::int8_t(p);
                    decide(Decision::Turn, p);
                    return false;
                }
            }
            startPhase(Phase::Dreadsgrip);
            return true;
        }
        if (s.counter >= n()) { // R-ACT-2
            startPhase(Phase::Dreadsgrip);
            return true;
        }
        decide(Decision::Turn, s.turn);
        return false;
    }

    void endTurn(bool passed, bool triggeredNow)
    {
        const int p = s.turn;
        if (s.endingInActions && !triggeredNow) {
            P(p).finalTurnDone = true;
            note(EventType::FinalTurn, p, 0, 0, 0, 0, "R-END-2");
        }
        s.counter = passed ? std::int8_t(s.counter + 1) : std::int8_t(0);
        s.turn = std::int8_t(next(p));
    }

    // ---------- 5 dreadsgrip (R-DREAD-*) ----------
    bool stepDreadsgrip()
    {
        if (s.step == 0) {
            s.atRisk.clear();
            const int limit = R.limitAt(s.threat); // R-DREAD-1
            for (int loc = 0; loc < kLocations; ++loc) {
                int count = 0; // s.overCrowded(loc), counted here once
                for (int p = 0; p < n(); ++p)
                    count += P(p).figuresAt(loc);
                if (count <= limit)
                    continue;
                note(EventType::OverCrowded, -1, loc, 0, count, limit, "R-DREAD-1");
                for (int p = 0; p < n(); ++p) {
                    if (p == s.dreadsbane) // R-DREAD-2: counted, never rolled for
                        continue;
                    for (int g = 0; g < kGuilds; ++g)
                        for (int k = 0; k < P(p).figures[std::size_t(loc)][std::size_t(g)]; ++k)
                            s.atRisk.push_back(AtRisk{std::int8_t(loc), std::int8_t(p), std::int8_t(g)});
                }
            }
            s.counter = 0;
            s.step = 1;
        }
        while (s.counter < int(s.atRisk.size())) {
            const AtRisk &r = s.atRisk[std::size_t(s.counter)];
            if (P(r.owner).figures[std::size_t(r.location)][std::size_t(r.guild)] > 0) {
                decide(Decision::CrowdRoll, kChanceSeat);
                return false;
            }
            ++s.counter; // removed meanwhile by an adjustment
        }
        s.atRisk.clear();
        startPhase(Phase::Tithe);
        return true;
    }

    // ---------- 6 tithe (R-TITHE-*) ----------
    bool stepTithe()
    {
        if (s.step == 0) {
            s.titheOwed = std::int16_t(R.tithe_at(s.suspicion)); // R-TITHE-1
            s.titheFromForge = std::min(s.forge, s.titheOwed);
            const int spent = R.forgeEmptiesAtTithe ? s.forge : s.titheFromForge;
            s.forge = std::int16_t(s.forge - spent);
            s.ethereaOut += spent;
            // What the Forge held beyond the tithe goes back to the supply (D-FORGE): said, not lost unseen.
            note(EventType::TitheOwed, -1, std::min(spent - s.titheFromForge, 127), 0, s.titheOwed,
                 s.titheFromForge, "R-TITHE-1");
            for (int p = 0; p < n(); ++p)
                P(p).bid = -1;
            s.counter = 0;
            s.step = 1;
            // R-TITHE-2: the players bid also when the Forge alone covers the tithe (revision 1 skipped it).
            if (R.revision < 2 && s.titheFromForge >= s.titheOwed) {
                startPhase(Phase::Resolve);
                return true;
            }
        }
        if (s.counter < n()) {
            decide(Decision::Bid, inTurnOrder(s.counter));
            return false;
        }
        resolveTithe();
        startPhase(Phase::Resolve);
        return true;
    }

    void resolveTithe()
    {
        int total = 0, top = 0, low = 1 << 14;
        for (int p = 0; p < n(); ++p) {
            const int b = P(p).bid;
            note(EventType::BidMade, p, 0, 0, b, 0, "R-TITHE-2");
            gainEtherea(p, -b, "R-TITHE-2"); // spent to the supply
            total += b;
            top = std::max(top, b);
            low = std::min(low, b);
        }
        const int owed = s.titheOwed - s.titheFromForge;
        note(EventType::BidsRevealed, -1, 0, 0, total, std::max(0, owed - total), "R-TITHE-2");
        if (total >= owed) {
            int tops = 0, topSeat = -1;
            for (int p = 0; p < n(); ++p)
                if (P(p).bid == top) {
                    ++tops;
                    topSeat = p;
                }
            const bool single = tops == 1; // R-TITHE-7: the Alltaker never breaks this tie
            note(EventType::TitheMet, single ? topSeat : -1, 0, 0, top, 0, single ? "R-TITHE-3" : "R-TITHE-4");
            for (int p = 0; p < n(); ++p) {
                const int b = P(p).bid;
                if (b == 0)
                    loseUnity(p, R.titheNothingLoss, single ? "R-TITHE-3" : "R-TITHE-4");
                else if (b == top)
                    gainUnity(p, single ? R.titheTopUnity : R.titheTieUnity, single ? "R-TITHE-3" : "R-TITHE-4");
                else if (single)
                    gainUnity(p, R.titheOtherUnity, "R-TITHE-3");
            }
        } else { // R-TITHE-5, R-TITHE-6
            note(EventType::TitheMissed, -1, 0, 0, total, owed, "R-TITHE-5");
            std::uint8_t lowest = 0;
            for (int p = 0; p < n(); ++p)
                if (P(p).bid == low)
                    lowest = std::uint8_t(lowest | (1u << p));
            raiseMeter(Meter::Suspicion, R.titheMissSuspicion, lowest, "R-TITHE-6");
            raiseMeter(Meter::Threat, R.titheMissThreat, lowest, "R-TITHE-6");
            for (int p = 0; p < n(); ++p)
                if (lowest & (1u << p))
                    loseUnity(p, R.titheMissLoss, "R-TITHE-5");
        }
        for (int p = 0; p < n(); ++p)
            P(p).bid = -1;
    }

    // ---------- 7 resolve (R-MAJ-*) ----------
    int countFor(int index, int p) const
    {
        const auto &pl = s.player[std::size_t(p)];
        return index < kLocations ? pl.figuresAt(index) : pl.guildTotal(R.guildOrder[std::size_t(index - kLocations)]);
    }

    bool stepResolve()
    {
        while (s.resolveIndex < kLocations + kGuilds) {
            const int idx = s.resolveIndex;
            const bool isLoc = idx < kLocations;
            const int what = isLoc ? idx : R.guildOrder[std::size_t(idx - kLocations)];
            if (s.step == 0) {
                if (isLoc && s.malavestros == idx) { // R-MAJ-4
                    for (int p = 0; p < n(); ++p)
                        if (P(p).figuresAt(idx) > 0) {
                            note(EventType::MalavestrosUnity, p, idx, 0, 0, 0, "R-MAJ-4");
                            gainUnity(p, 1, "R-MAJ-4");
                        }
                    nextResolve();
                    if (!s.tasks.empty())
                        return true;
                    continue;
                }
                const MajorityCount m = s.majorityAt(idx);
                const int best = m.best, winner = m.leader;
                const bool tie = m.tied;
                if (tie && !s.alltakerUsed && countFor(idx, s.alltaker) == best) { // R-MAJ-3
                    s.step = 1; // the result is told once the Alltaker's holder has decided
                    decide(Decision::AlltakerTie, s.alltaker);
                    return false;
                }
                noteMajority(idx, tie ? -1 : winner, best, tie);
                if (tie || winner < 0) {
                    if (!isLoc && what == DreadsbaneOrder)
                        setDreadsbane(-1); // R-MAJ-5
                    nextResolve();
                    continue;
                }
                s.resolveWinner = std::int8_t(winner);
                s.step = 2;
            }
            if (s.step == 1) {
                decide(Decision::AlltakerTie, s.alltaker);
                return false;
            }
            // step 2: the winner decides
            if (!isLoc && what == DreadsbaneOrder) { // R-MAJ-5, R-GUILD-6: no choice to make
                setDreadsbane(s.resolveWinner);
                nextResolve();
                continue;
            }
            decide(isLoc ? Decision::LocationAction : Decision::GuildAction, s.resolveWinner);
            return false;
        }
        startPhase(Phase::Cleanup);
        return true;
    }

    // The result of a majority, after the counts behind it (the "why" of every majority).
    void noteMajority(int idx, int winner, int best, bool tied)
    {
        if (!ev)
            return;
        const bool isLoc = idx < kLocations;
        const int what = isLoc ? idx : R.guildOrder[std::size_t(idx - kLocations)];
        const char *rule = isLoc ? "R-MAJ-1" : "R-MAJ-2";
        for (int p = 0; p < n(); ++p)
            note(EventType::MajorityCount, p, isLoc ? 0 : 1, what, countFor(idx, p), 0, rule);
        note(EventType::Majority, winner, isLoc ? 0 : 1, what, best, tied ? 1 : 0, rule);
    }

    void nextResolve()
    {
        ++s.resolveIndex;
        s.step = 0;
        s.resolveWinner = -1;
    }

    void setDreadsbane(int holder)
    {
        s.dreadsbane = std::int8_t(holder);
        note(EventType::DreadsbaneToken, holder, 0, 0, 0, 0, holder < 0 ? "R-MAJ-5" : "R-GUILD-6");
    }

    // ---------- 8 clean-up (R-CLEAN-*) ----------
    // R-CLEAN-1: whether a Mourner has an end-of-round ability to resolve now. A card deactivated by
    // Malavestros gives none this round (revision 2). At a table an unnamed card, or a stand-in whose
    // printed card the app does not know, may have one: the table is asked.
    bool endOfRoundAbility(const MournerInPlay &m) const
    {
        if (m.exhausted && R.revision >= 2)
            return false;
        if (m.card < 0)
            return s.mode == Mode::Table;
        const auto &card = R.mourners[std::size_t(m.card)];
        return card.kind == MournerKind::EndOfRound || (s.mode == Mode::Table && R.revision >= 2 && card.standIn);
    }

    bool stepCleanup()
    {
        if (s.step == 0) { // R-CLEAN-1: end-of-round Mourner abilities first
            if (s.mode == Mode::Table && R.revision >= 2) { // the table is asked, card by card, in turn order
                s.step = 3;
                s.counter = 0;
                s.pickRound = 0;
            } else {
                for (int i = 0; i < n(); ++i) {
                    const int p = inTurnOrder(i);
                    for (const auto &m : P(p).mourners)
                        if (m.card >= 0 && endOfRoundAbility(m))
                            applyEffects(p, R.mourners[std::size_t(m.card)].effects, "R-CLEAN-1");
                }
                s.step = 1;
                s.counter = 0;
                if (!s.tasks.empty())
                    return true;
            }
        }
        if (s.step == 3) { // counter: player in turn order, pickRound: their Mourner
            while (s.counter < n()) {
                const auto &ms = P(inTurnOrder(s.counter)).mourners;
                while (s.pickRound < int(ms.size()) && !endOfRoundAbility(ms[std::size_t(s.pickRound)]))
                    ++s.pickRound;
                if (s.pickRound < int(ms.size())) {
                    decide(Decision::EndOfRound, inTurnOrder(s.counter));
                    return false;
                }
                ++s.counter;
                s.pickRound = 0;
            }
            s.step = 1;
            s.counter = 0;
            s.pickRound = 0;
        }
        if (s.step == 1) { // Wallows objectives and penalties (R-WAL-1)
            while (s.counter < n()) {
                const int p = inTurnOrder(s.counter);
                if (P(p).wallows.empty()) {
                    ++s.counter;
                    continue;
                }
                const std::int16_t card = P(p).wallows.front();
                if (s.mode == Mode::Table || card < 0) {
                    if (card < 0 && s.mode == Mode::Digital) {
                        P(p).wallows.erase(P(p).wallows.begin());
                        continue;
                    }
                    decide(Decision::WallowsResult, p);
                    return false;
                }
                resolveWallows(p, card, conditionMet(p, R.wallows[std::size_t(card)].objective) || contains(P(p).wallowsMet, card));
                if (!s.tasks.empty())
                    return true;
            }
            s.step = 2;
        }
        // R-CLEAN-1: ready Mourners, discard Wallows and unplayed Court cards
        for (int p = 0; p < n(); ++p) {
            auto &pl = P(p);
            for (auto &m : pl.mourners)
                m.exhausted = false;
            pl.hand.clear();
            pl.draft.clear();
            pl.wallows.clear();
            pl.wallowsMet.clear();
            pl.finalTurnDone = false;
        }
        s.courtPlayed.clear();
        s.resolveIndex = 0;
        s.endingInActions = false;
        if (s.ending || s.unitySupply <= 0) { // R-CLEAN-2, R-END-1
            s.phase = Phase::GameOver;
            note(EventType::GameOver, -1, 0, 0, 0, 0, "R-END-4");
            decide(Decision::None, -1);
            return false;
        }
        startRound();
        return true;
    }

    // Relic Ravlatch: an artifact kept for the game; its benefit applies at once.
    void keepArtifact(int p, int card)
    {
        P(p).artifacts.push_back(std::int16_t(card));
        note(EventType::ArtifactKept, p, 0, 0, card, 0, "R-WAL-1");
        applyEffects(p, R.wallows[std::size_t(card)].reward, "R-WAL-1");
    }

    void resolveWallows(int p, int card, bool completed)
    {
        auto &pl = P(p);
        eraseOne(pl.wallows, std::int16_t(card));
        touch(p);
        note(EventType::WallowsResolved, p, completed ? 1 : 0, 0, card, 0, "R-WAL-1");
        if (card < 0)
            return;
        const auto &w = R.wallows[std::size_t(card)];
        if (completed) {
            applyEffects(p, w.reward, "R-WAL-1");
            if (w.artifact)
                pl.artifacts.push_back(std::int16_t(card));
        } else {
            applyEffects(p, w.penalty, "R-WAL-1");
        }
    }

    // ======================================================================
    // Legal actions
    // ======================================================================
    void legal(std::vector<Action> &out) const;
    void legalUnsorted(std::vector<Action> &out) const;
    // Writes the legal actions into the buffer (legalBuffer()) and returns their end, or pushes them to
    // `out` and returns nullptr (the decisions met seldom).
    [[nodiscard]] const Action *legalList(std::vector<Action> &out) const;
    [[nodiscard]] Action *legalTurn(std::vector<Action> &buffer, int p) const;
    // A turn's legal actions are its head (Court cards, recruits), its relocations and its tail
    // (Mourner abilities, pass), in this order.
    [[nodiscard]] Action *legalTurnHead(std::vector<Action> &buffer, Action *w, int p) const;
    [[nodiscard]] Relocations relocations(int p) const;
    [[nodiscard]] Action *legalTurnTail(std::vector<Action> &buffer, Action *w, int p) const;
    // The actions of a ready Mourner's ability with choices (Severamm, Socopharie, Relic Ravlatch).
    [[nodiscard]] Action *legalAbility(std::vector<Action> &buffer, Action *w, int p, int card) const;
    [[nodiscard]] Action randomLegal(std::uint64_t &rng) const;
    // Table play may draw a card it does not name: "unknown", with the guild of its figure.
    void legalMournerDraw(std::vector<Action> &out, int faction, const std::vector<std::int16_t> &deck) const
    {
        if (s.mode == Mode::Table && !deck.empty())
            for (int g = 2 * faction; g < 2 * faction + 2; ++g)
                out.push_back(act(ActionType::Draw, kChanceSeat, g, 0, 0, 0, kUnknownCard));
        for (auto c : deck)
            out.push_back(act(ActionType::Draw, kChanceSeat, 0, 0, 0, 0, c));
    }
    // Takes a drawn Mourner into play with its figure (R-COMP-2/3); an unnamed one leaves the deck's last card.
    void takeMourner(int p, std::vector<std::int16_t> &deck, const Action &a, const char *rule)
    {
        int guild = a.a;
        if (a.v >= 0) {
            eraseOne(deck, a.v);
            guild = R.mourners[std::size_t(a.v)].guild;
        } else if (!deck.empty()) {
            deck.pop_back(); // which card it was is unknown; the count is what matters
        }
        P(p).mourners.push_back(MournerInPlay{a.v, false, std::int8_t(guild)});
        touch(p);
        note(EventType::MournerGained, p, guild, 0, a.v, 0, rule);
        gainFigure(p, guild, kCrypt, rule);
        if (a.v >= 0 && R.mourners[std::size_t(a.v)].kind == MournerKind::OnPlay) // D-MOURNER-ABILITY: once
            applyEffects(p, R.mourners[std::size_t(a.v)].effects, "D-MOURNER-ABILITY");
    }
    // Severamm: a Court card of the hand for an undealt one; b or c < 0 declines.
    void swapCourt(int p, int given, int taken)
    {
        auto &pl = P(p);
        if (given >= 0 && taken >= 0) {
            eraseOne(pl.hand, std::int16_t(given));
            eraseOne(s.courtDeck, std::int16_t(taken));
            s.courtDeck.insert(std::upper_bound(s.courtDeck.begin(), s.courtDeck.end(), std::int16_t(given)), std::int16_t(given));
            pl.hand.insert(std::upper_bound(pl.hand.begin(), pl.hand.end(), std::int16_t(taken)), std::int16_t(taken));
        }
        note(EventType::CourtSwapped, p, given < 0 || taken < 0 ? -1 : given, given < 0 || taken < 0 ? -1 : taken);
    }
    [[nodiscard]] Action *legalCourt(std::vector<Action> &buffer, Action *w, int p, int card) const;
    [[nodiscard]] Action *legalLocation(std::vector<Action> &buffer, Action *w, int p, int loc) const;
    [[nodiscard]] Action *legalGuild(std::vector<Action> &buffer, Action *w, int p, int guild) const;

    // ======================================================================
    // Apply
    // ======================================================================
    void apply(const Action &a);
    void applyTurn(const Action &a);
    void applyCourt(const Action &a);
    void applyActivate(const Action &a);
    void applyLocation(const Action &a, int loc);
    void applyGuild(const Action &a, int guild);
    ApplyError checkAdjustment(const Action &a) const;
    void applyAdjustment(const Action &a);
};

// ---------------------------------------------------------------------------
// Legal actions
// ---------------------------------------------------------------------------

void Engine::legal(std::vector<Action> &out) const
{
    legalUnsorted(out); // generated in sort order (tst_properties checks it on every step)
}

void Engine::legalUnsorted(std::vector<Action> &out) const
{
    out.clear();
    out.reserve(256);
    if (const Action *end = legalList(out))
        finish(out, legalBuffer(), end);
}

const Action *Engine::legalList(std::vector<Action> &out) const
{
    const int seat = s.m_seat;
    const Task *task = s.tasks.empty() ? nullptr : &s.tasks.front();
    // The decisions met most often write through the buffer (see legalBuffer()).
    std::vector<Action> &buffer = legalBuffer();
    Action *w = buffer.data();
    switch (s.m_decision) {
    case Decision::None: return nullptr;
    case Decision::DealMotive:
        for (auto c : s.motiveDeck[std::size_t(s.counter % kFactions)])
            out.push_back(act(ActionType::Draw, kChanceSeat, 0, 0, 0, 0, c));
        return nullptr;
    case Decision::KeepMotive:
        for (int f = 0; f < kFactions; ++f)
            if (s.mode == Mode::Table || s.player[std::size_t(seat)].motivesDealt[std::size_t(f)] >= 0)
                out.push_back(act(ActionType::KeepMotive, seat, f));
        if (out.empty()) // no motive could be dealt: declare any faction
            for (int f = 0; f < kFactions; ++f)
                out.push_back(act(ActionType::KeepMotive, seat, f));
        return nullptr;
    case Decision::StartingMourner: {
        const int p = s.startingOrder[std::size_t(s.startingIndex)];
        const int f = s.player[std::size_t(p)].declared;
        legalMournerDraw(out, f, s.startingPool[std::size_t(f)]);
        return nullptr;
    }
    case Decision::Dice:
        for (int v = n(); v <= kMaxDie * n(); ++v)
            out.push_back(act(ActionType::Dice, kChanceSeat, 0, 0, 0, 0, v));
        return nullptr;
    case Decision::SetPile: {
        int rest = s.diceTotal;
        for (int i = 0; i < s.pileCount; ++i)
            rest -= s.piles[std::size_t(i)];
        const int left = n() + R.pileExtra - s.pileCount; // piles still to size, the last included
        const int lo = (rest + left - 1) / left;
        const int hi = s.pileCount > 0 ? std::min<int>(rest, s.piles[std::size_t(s.pileCount - 1)]) : rest;
        w = room(buffer, w, std::size_t(std::max(0, hi - lo + 1)));
        for (int v = lo; v <= hi; ++v)
            *w++ = act(ActionType::SetPile, seat, 0, 0, 0, 0, v);
        return w;
    }
    case Decision::PickPile: {
        std::uint32_t sizes = 0;
        w = room(buffer, w, std::size_t(s.pileCount + kFactions * kFactions));
        for (int i = 0; i < s.pileCount; ++i) {
            const int size = s.piles[std::size_t(i)];
            if ((s.pileTaken & (1u << i)) || (size < 32 && (sizes & (1u << size))))
                continue; // equal piles are one choice
            if (size < 32)
                sizes |= 1u << size;
            *w++ = act(ActionType::TakePile, seat, i);
        }
        for (int f = 0; f < kFactions; ++f)
            for (int g = f; g < kFactions; ++g)
                *w++ = act(ActionType::TakeInfluence, seat, f, g);
        return w;
    }
    case Decision::DealWallows:
    case Decision::DealCourt:
    case Decision::DrawWallows: {
        if (s.mode == Mode::Table)
            out.push_back(act(ActionType::Draw, kChanceSeat, 0, 0, 0, 0, kUnknownCard));
        const auto &deck = s.m_decision == Decision::DealCourt ? s.courtDeck : s.wallowsDeck;
        for (auto c : deck)
            out.push_back(act(ActionType::Draw, kChanceSeat, 0, 0, 0, 0, c));
        return nullptr;
    }
    case Decision::DrawMourner: legalMournerDraw(out, task->a, s.mournerDeck[std::size_t(task->a)]); return nullptr;
    case Decision::DraftPick: {
        const auto &d = s.player[std::size_t(seat)].draft;
        w = room(buffer, w, d.size());
        for (std::size_t i = 0; i < d.size(); ++i)
            if (i == 0 || d[i] != d[i - 1])
                *w++ = act(ActionType::DraftPick, seat, 0, 0, 0, 0, d[i]);
        return w;
    }
    case Decision::Turn: return legalTurn(buffer, seat);
    case Decision::RelocateRoute: {
        const auto &pl = s.player[std::size_t(seat)];
        for (int from = 0; from < kPlaces; ++from)
            if (pl.figuresAt(from) > 0)
                for (int to = 0; to < kLocations; ++to)
                    if (to != from)
                        out.push_back(act(ActionType::Relocate, seat, from, to));
        out.push_back(act(ActionType::RelocateDone, seat));
        return nullptr;
    }
    case Decision::RelocateAdd: {
        const auto &pl = s.player[std::size_t(seat)];
        const bool free = task->c == kFree;
        const int faction = R.locations[std::size_t(task->b)].faction;
        w = room(buffer, w, kGuilds + 1);
        if (free || pl.influence[std::size_t(faction)] > 0)
            for (int g = 0; g < kGuilds; ++g)
                if (pl.figures[std::size_t(task->a)][std::size_t(g)] > 0)
                    *w++ = act(ActionType::RelocateAdd, seat, g);
        if (task->v > 0 || free || w == buffer.data())
            *w++ = act(ActionType::RelocateDone, seat);
        return w;
    }
    case Decision::Exhaust:
        for (const auto &m : s.player[std::size_t(task->a)].mourners)
            if (!m.exhausted)
                out.push_back(act(ActionType::Exhaust, seat, m.card < 0 ? m.guild : 0, 0, 0, 0, m.card));
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return nullptr;
    case Decision::CrowdRoll:
        for (int v = 1; v <= kMaxDie; ++v)
            out.push_back(act(ActionType::Roll, kChanceSeat, 0, 0, 0, 0, v));
        return nullptr;
    case Decision::Bid: // D-BID
        w = room(buffer, w, std::size_t(std::max(0, s.player[std::size_t(seat)].etherea + 1)));
        for (int v = 0; v <= s.player[std::size_t(seat)].etherea; ++v)
            *w++ = act(ActionType::Bid, seat, 0, 0, 0, 0, v);
        return w;
    case Decision::AlltakerTie:
        out.push_back(act(ActionType::Tie, seat, 0));
        out.push_back(act(ActionType::Tie, seat, 1));
        return nullptr;
    case Decision::LocationAction:
        return legalLocation(buffer, w, seat, s.resolveIndex);
    case Decision::GuildAction:
        return legalGuild(buffer, w, seat, R.guildOrder[std::size_t(s.resolveIndex - kLocations)]);
    case Decision::PayInfluence:
        for (int f = 0; f < kFactions; ++f)
            if (s.player[std::size_t(seat)].influence[std::size_t(f)] > 0)
                out.push_back(act(ActionType::Pay, seat, f));
        return nullptr;
    case Decision::ThreatCard: {
        const auto &victim = s.player[std::size_t(task->seat)];
        for (const auto &m : victim.mourners) // an unnamed card is told apart by its guild
            out.push_back(act(ActionType::ThreatCard, seat, m.card < 0 ? m.guild : 0, 0, 0, 0, m.card));
        if (victim.mourners.empty()) // revision 1 only (resolveTasks): the chooser named a guild
            for (int g = 0; g < kGuilds; ++g)
                out.push_back(act(ActionType::ThreatCard, seat, g, 0, 0, 0, -1));
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return nullptr;
    }
    case Decision::FigureLoss:
        for (int place = 0; place < kPlaces; ++place)
            if (s.player[std::size_t(seat)].figures[std::size_t(place)][std::size_t(task->a)] > 0)
                out.push_back(act(ActionType::LoseFigure, seat, place, task->a));
        return nullptr;
    case Decision::WallowsResult: {
        const auto &pl = s.player[std::size_t(seat)];
        const int card = pl.wallows.front();
        for (int done = 0; done <= 1; ++done)
            out.push_back(act(ActionType::WallowsResult, seat, done, 0, 0, 0, card));
        return nullptr;
    }
    case Decision::SeverammSwap: { // the undealt cards are seen only now, by this seat (viewFor)
        out.push_back(act(ActionType::Swap, seat, 0, -1, -1));
        std::vector<std::int16_t> mine(s.player[std::size_t(seat)].hand);
        mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
        for (auto h : mine)
            if (h >= 0)
                for (auto u : s.courtDeck)
                    if (u >= 0)
                        out.push_back(act(ActionType::Swap, seat, 0, h, u));
        return nullptr;
    }
    case Decision::ChooseWallows:
        if (s.mode == Mode::Table)
            out.push_back(act(ActionType::PickWallows, seat, 0, 0, 0, 0, kUnknownCard));
        for (auto c : s.wallowsDeck)
            out.push_back(act(ActionType::PickWallows, seat, 0, 0, 0, 0, c));
        return nullptr;
    case Decision::KeepArtifact:
    case Decision::EndOfRound: {
        const auto type = s.m_decision == Decision::KeepArtifact ? ActionType::KeepArtifact : ActionType::EndOfRound;
        out.push_back(act(type, seat, 0));
        out.push_back(act(type, seat, 1));
        return nullptr;
    }
    }
    return nullptr;
}

Action *Engine::legalTurn(std::vector<Action> &buffer, int p) const
{
    Action *w = legalTurnHead(buffer, buffer.data(), p);
    // R-ACT-6: from every place with figures to every location the player can pay for, but itself; the
    // same relocations a random draw counts (tst_randomlegal compares the two), written here in full
    // (the search writes every list).
    const Relocations moves = relocations(p);
    w = room(buffer, w, std::size_t(moves.count()));
    Action reloc = act(ActionType::Relocate, p);
    for (std::uint32_t from = moves.from; from; from &= from - 1) {
        reloc.a = std::int8_t(std::countr_zero(from));
        for (std::uint32_t to = moves.dest & ~(1u << reloc.a); to; to &= to - 1) {
            reloc.b = std::int8_t(std::countr_zero(to));
            *w++ = reloc;
        }
    }
    return legalTurnTail(buffer, w, p);
}

[[gnu::always_inline]] inline Action *Engine::legalTurnHead(std::vector<Action> &buffer, Action *w, int p) const
{
    const auto &pl = s.player[std::size_t(p)];
    // Court cards in hand, in card order (table play: an unknown card may be any card not seen yet).
    auto court = [&](int c) {
        switch (R.court[std::size_t(c)].kind) {
        case CourtKind::Generic: // most cards: their two options, written here without a call
        case CourtKind::Death:
        case CourtKind::Gallevarbe:
            w = room(buffer, w, 2);
            *w++ = act(ActionType::PlayCourt, p, 0, 0, 0, 0, c);
            *w++ = act(ActionType::PlayCourt, p, 1, 0, 0, 0, c);
            break;
        default: w = legalCourt(buffer, w, p, c); break;
        }
    };
    // A digital hand is kept sorted (dealt, then sorted after the draft; a swap inserts in order), so
    // it is read as it is, in the same pass that checks it; any other hand goes through a CardSet, which
    // sorts and drops repeats, in place of what was written before the check failed.
    const int courtCards = int(R.court.size());
    const std::size_t start = std::size_t(w - buffer.data()); // an offset: the buffer may move as it grows
    bool ascending = true;
    int prev = -1;
    for (const int c : pl.hand) {
        if (c <= prev || c >= courtCards) { // an unknown card (-1) is never above the one before
            ascending = false;
            break;
        }
        prev = c;
        court(c);
    }
    if (!ascending) {
        w = buffer.data() + start;
        CardSet inHand;
        bool unknown = false;
        for (auto c : pl.hand) {
            if (c == kUnknownCard)
                unknown = true;
            else
                inHand.insert(c);
        }
        if (unknown) {
            // A card the table does not name: it takes the turn, its effect is entered as adjustments.
            w = room(buffer, w, 2);
            *w++ = act(ActionType::PlayCourt, p, 0, 0, 0, 0, kUnknownCard);
            *w++ = act(ActionType::PlayCourt, p, 1, 0, 0, 0, kUnknownCard);
            for (auto c : s.courtDeck)
                if (c >= 0)
                    inHand.insert(c);
        }
        inHand.forEach(courtCards, court);
    }
    // R-ACT-4 / R-COMP-2 / R-COMP-3
    if (pl.etherea >= R.costFigure && pl.bases > 0) {
        w = room(buffer, w, kGuilds);
        for (int g = 0; g < kGuilds; ++g)
            if (s.guildSupply[std::size_t(g)] > 0)
                *w++ = act(ActionType::Recruit, p, g);
    }
    if (pl.etherea >= R.costMourner) { // R-ACT-5
        w = room(buffer, w, kFactions);
        for (int f = 0; f < kFactions; ++f)
            if (!s.mournerDeck[std::size_t(f)].empty())
                *w++ = act(ActionType::RecruitMourner, p, f);
    }
    return w;
}

// R-ACT-6: the destinations this player can pay for, then every place with figures to each.
[[gnu::always_inline]] inline Relocations Engine::relocations(int p) const
{
    const auto &pl = s.player[std::size_t(p)];
    Relocations r;
    const unsigned held = heldFactions(pl);
    r.dest = R.paidLocations[held];
    r.destCount = R.paidLocationCount[held];
    if (r.destCount == 0)
        return r;
    auto from = [&](int place) {
        if (anyFigureAt(pl, place)) {
            r.from |= 1u << place;
            ++r.fromCount;
            r.fromAlsoDest += int((r.dest >> place) & 1u);
        }
    };
    // The locations four at a time (24 counts, three words): a player's figures stand at a few places.
    static_assert(sizeof(pl.figures) == kPlaces * kGuilds && kLocations == 12);
    const auto *counts = reinterpret_cast<const unsigned char *>(pl.figures.data());
    for (int first = 0; first < kLocations; first += 4) {
        std::uint64_t words[3];
        std::memcpy(words, counts + first * kGuilds, sizeof(words));
        if ((words[0] | words[1] | words[2]) == 0)
            continue;
        for (int place = first; place < first + 4; ++place)
            from(place);
    }
    from(kCrypt);
    return r;
}

[[gnu::always_inline]] inline Action *Engine::legalTurnTail(std::vector<Action> &buffer, Action *w, int p) const
{
    const auto &pl = s.player[std::size_t(p)];
    // R-ACT-7: once-per-round Mourner abilities; an unnamed card (table play) is told by its guild
    // and its effect is entered as adjustments.
    unsigned readyUnknown = 0; // guilds (bits) of ready unnamed cards: none outside table play
    CardSet ready;
    for (const auto &m : pl.mourners) {
        if (m.exhausted)
            continue;
        if (m.card < 0)
            readyUnknown |= 1u << m.guild;
        else
            ready.insert(m.card); // an unnamed card's ability is applied with adjustments
    }
    if (readyUnknown) {
        w = room(buffer, w, kGuilds);
        for (; readyUnknown; readyUnknown &= readyUnknown - 1)
            *w++ = act(ActionType::Activate, p, std::countr_zero(readyUnknown), 0, 0, 0, kUnknownCard);
    }
    // Most abilities are one action, written here; the cards with choices have their own function.
    ready.forEach(int(R.mourners.size()), [&](int c) {
        switch (R.mourners[std::size_t(c)].kind) {
        case MournerKind::Activated:
            w = room(buffer, w, 1);
            *w++ = act(ActionType::Activate, p, 0, 0, 0, 0, c);
            break;
        case MournerKind::Severamm:
        case MournerKind::Socopharie:
        case MournerKind::RelicRavlatch: w = legalAbility(buffer, w, p, c); break;
        default: break;
        }
    });
    w = room(buffer, w, 1);
    *w++ = act(ActionType::Pass, p);
    return w;
}

Action *Engine::legalAbility(std::vector<Action> &buffer, Action *w, int p, int c) const
{
    const auto &pl = s.player[std::size_t(p)];
    // The hand without repeats next to each other (as std::unique), for Severamm and Socopharie.
    auto forEachMine = [&](auto &&f) {
        for (std::size_t i = 0; i < pl.hand.size(); ++i)
            if (i == 0 || pl.hand[i] != pl.hand[i - 1])
                f(pl.hand[i]);
    };
    switch (R.mourners[std::size_t(c)].kind) {
    case MournerKind::Severamm: {
        if (pl.hand.empty())
            break;
        w = room(buffer, w, 1);
        if (R.revision >= 2) { // look at the undealt cards first (SeverammSwap), then swap or decline
            *w++ = act(ActionType::Activate, p, 0, 0, 0, 0, c);
            break;
        }
        *w++ = act(ActionType::Activate, p, 0, -1, -1, 0, c); // look and decline
        forEachMine([&](std::int16_t h) {
            if (h < 0)
                return;
            w = room(buffer, w, s.courtDeck.size());
            for (auto u : s.courtDeck)
                if (u >= 0)
                    *w++ = act(ActionType::Activate, p, 0, h, std::int8_t(u), 0, c);
        });
        break;
    }
    case MournerKind::Socopharie: {
        if (pl.hand.empty())
            break;
        // The played cards in card order; a round sees few, so they are sorted on the stack.
        std::array<std::int16_t, kMaxCards> few;
        std::vector<std::int16_t> many;
        const std::int16_t *played = few.data();
        const std::size_t count = s.courtPlayed.size();
        if (count <= few.size()) {
            std::copy(s.courtPlayed.begin(), s.courtPlayed.end(), few.begin());
            std::sort(few.begin(), few.begin() + std::ptrdiff_t(count));
        } else {
            many.assign(s.courtPlayed.begin(), s.courtPlayed.end());
            std::sort(many.begin(), many.end());
            played = many.data();
        }
        for (std::size_t i = 0; i < count; ++i) {
            const std::int16_t t = played[i];
            w = room(buffer, w, pl.hand.size());
            forEachMine([&](std::int16_t h) { *w++ = act(ActionType::Activate, p, 0, std::int8_t(t), std::int8_t(h), 0, c); });
        }
        break;
    }
    case MournerKind::RelicRavlatch:
        w = room(buffer, w, 2);
        *w++ = act(ActionType::Activate, p, 0, 0, 0, 0, c);
        *w++ = act(ActionType::Activate, p, 1, 0, 0, 0, c);
        break;
    default: break;
    }
    return w;
}

// What legalUnsorted() and a uniform draw from it give, with the same one draw of `rng`; a turn's
// relocations are counted, not written (Relocations), and the lists met most often are not copied.
Action Engine::randomLegal(std::uint64_t &rng) const
{
    const int p = s.m_seat;
    switch (s.m_decision) {
    case Decision::Turn: {
        std::vector<Action> &buffer = legalBuffer();
        Action *w = legalTurnHead(buffer, buffer.data(), p);
        const int head = int(w - buffer.data());
        const Relocations moves = relocations(p);
        w = legalTurnTail(buffer, w, p);
        if (w > buffer.data() + buffer.size())
            qFatal("legal actions written past the room made for them"); // a generator's bound is wrong
        const int moveCount = moves.count();
        int k = uniformBelow(rng, int(w - buffer.data()) + moveCount);
        if (k < head)
            return buffer[std::size_t(k)];
        k -= head;
        if (k < moveCount)
            return moves.at(p, k);
        return buffer[std::size_t(head + k - moveCount)];
    }
    case Decision::RelocateAdd: // after every relocation, once per figure: a list of a few, counted here
        if (!s.tasks.empty()) {
            const Task &task = s.tasks.front();
            const auto &pl = s.player[std::size_t(p)];
            const bool free = task.c == kFree;
            std::array<std::int8_t, kGuilds> guilds{};
            int count = 0;
            if (free || pl.influence[std::size_t(R.locations[std::size_t(task.b)].faction)] > 0)
                for (int g = 0; g < kGuilds; ++g)
                    if (pl.figures[std::size_t(task.a)][std::size_t(g)] > 0)
                        guilds[std::size_t(count++)] = std::int8_t(g);
            const bool done = task.v > 0 || free || count == 0; // as legalList() offers RelocateDone
            const int k = uniformBelow(rng, count + (done ? 1 : 0));
            return k < count ? act(ActionType::RelocateAdd, p, guilds[std::size_t(k)]) : act(ActionType::RelocateDone, p);
        }
        break;
    case Decision::Bid: // D-BID: 0 to all the Etherea
        if (const int etherea = s.player[std::size_t(p)].etherea; etherea >= 0)
            return act(ActionType::Bid, p, 0, 0, 0, 0, uniformBelow(rng, etherea + 1));
        break;
    // Every round asks these of every seat: their lists are ranges and short runs, drawn from as legalList()
    // writes them.
    case Decision::SetPile: { // R-DIST-2: lo..hi
        int rest = s.diceTotal;
        for (int i = 0; i < s.pileCount; ++i)
            rest -= s.piles[std::size_t(i)];
        const int left = n() + R.pileExtra - s.pileCount;
        const int lo = (rest + left - 1) / left;
        const int hi = s.pileCount > 0 ? std::min<int>(rest, s.piles[std::size_t(s.pileCount - 1)]) : rest;
        if (hi >= lo)
            return act(ActionType::SetPile, p, 0, 0, 0, 0, lo + uniformBelow(rng, hi - lo + 1));
        break;
    }
    case Decision::PickPile: { // R-DIST-3: the piles left (equal ones once), then the pairs of factions
        std::array<std::int8_t, kMaxPlayers + 2> piles{};
        int count = 0;
        std::uint32_t sizes = 0;
        for (int i = 0; i < s.pileCount; ++i) {
            const int size = s.piles[std::size_t(i)];
            if ((s.pileTaken & (1u << i)) || (size < 32 && (sizes & (1u << size))))
                continue;
            if (size < 32)
                sizes |= 1u << size;
            piles[std::size_t(count++)] = std::int8_t(i);
        }
        int k = uniformBelow(rng, count + kFactions * (kFactions + 1) / 2);
        if (k < count)
            return act(ActionType::TakePile, p, piles[std::size_t(k)]);
        k -= count;
        for (int f = 0; f < kFactions; ++f)
            for (int g = f; g < kFactions; ++g)
                if (k-- == 0)
                    return act(ActionType::TakeInfluence, p, f, g);
        break; // not reached
    }
    case Decision::DraftPick: { // R-DRAFT-2: the cards of the (sorted) draft, each once
        const auto &d = s.player[std::size_t(p)].draft;
        int count = 0;
        for (std::size_t i = 0; i < d.size(); ++i)
            count += i == 0 || d[i] != d[i - 1] ? 1 : 0;
        if (count == 0)
            break;
        int k = uniformBelow(rng, count);
        for (std::size_t i = 0; i < d.size(); ++i)
            if ((i == 0 || d[i] != d[i - 1]) && k-- == 0)
                return act(ActionType::DraftPick, p, 0, 0, 0, 0, d[i]);
        break; // not reached
    }
    default: break;
    }
    // Any other decision: its list, drawn from where it was written.
    thread_local std::vector<Action> pushed;
    pushed.clear();
    const Action *end = legalList(pushed);
    const Action *first = legalBuffer().data(); // after the list: the buffer may have moved
    if (!end) {
        first = pushed.data();
        end = first + pushed.size();
    } else if (end > first + legalBuffer().size()) {
        qFatal("legal actions written past the room made for them"); // a generator's bound is wrong
    }
    return first[uniformBelow(rng, int(end - first))];
}

Action *Engine::legalCourt(std::vector<Action> &buffer, Action *w, int p, int c) const
{
    const auto &card = R.court[std::size_t(c)];
    auto add = [&](int option, int b = 0, int cc = 0, int d = 0) { *w++ = act(ActionType::PlayCourt, p, option, b, cc, d, c); };
    switch (card.kind) {
    case CourtKind::Generic:
    case CourtKind::Death:
        w = room(buffer, w, 2);
        add(0);
        add(1);
        return w;
    case CourtKind::Malavestros:
        w = room(buffer, w, kLocations + 1);
        for (int loc = 0; loc < kLocations; ++loc)
            if (loc != s.malavestros)
                add(0, loc);
        add(1);
        return w;
    case CourtKind::Auraghost: // only a player who holds the 2 Etherea can be made to pay them
        w = room(buffer, w, std::size_t(n() + 1));
        for (int q = 0; q < n(); ++q)
            if (R.revision < 2 || s.player[std::size_t(q)].etherea >= kAuraghostPayment)
                add(0, q);
        add(1);
        return w;
    case CourtKind::Cleopsis:
        w = room(buffer, w, std::size_t(n() * kFactions * kFactions + 1));
        for (int q = 0; q < n(); ++q) {
            if (q == p)
                continue;
            const auto &inf = s.player[std::size_t(q)].influence;
            for (int f = 0; f < kFactions; ++f)
                for (int g = f; g < kFactions; ++g)
                    if (f == g ? inf[std::size_t(f)] >= 2 : inf[std::size_t(f)] >= 1 && inf[std::size_t(g)] >= 1)
                        add(0, q, f, g);
        }
        add(1);
        return w;
    case CourtKind::Gallevarbe:
        w = room(buffer, w, 2);
        add(0);
        add(1);
        return w;
    case CourtKind::Gethsemoni: {
        w = room(buffer, w, std::size_t(n()));
        for (int q = 0; q < n(); ++q)
            if (q != p && s.player[std::size_t(q)].influence[std::size_t(Faction::Flesh)] > 0)
                add(0, q);
        bool any = false;
        for (int q = 0; q < n(); ++q) {
            w = room(buffer, w, std::size_t(kPlaces * kGuilds));
            for (int place = 0; place < kPlaces; ++place)
                if (place != CryptusAkhor && !noCountAt(s.player[std::size_t(q)], place))
                    for (int g = 0; g < kGuilds; ++g)
                        if (s.player[std::size_t(q)].figures[std::size_t(place)][std::size_t(g)] > 0) {
                            add(1, q, place, g);
                            any = true;
                        }
        }
        if (!any) { // nothing to move: the card may still be played for nothing
            w = room(buffer, w, 1);
            add(1, -1, -1, -1);
        }
        return w;
    }
    }
    return w;
}

Action *Engine::legalLocation(std::vector<Action> &buffer, Action *w, int p, int loc) const
{
    const auto &pl = s.player[std::size_t(p)];
    w = room(buffer, w, 1 + kLocations * kGuilds); // Hushhyde and Grendall's Pillars offer the most
    auto add = [&](int option, int b = 0, int c = 0) { *w++ = act(ActionType::Choose, p, option, b, c); };
    add(0); // R-MAJ-1: optional
    switch (loc) {
    case DirthForge:
    case HigstAthenaeum:
    case Voxxingard:
    case CryptusAkhor: add(1); break;
    case VadlumGates:
    case MortissVeth:
        for (int f = 0; f < kFactions; ++f)
            add(1, f);
        break;
    case CurioCryptus:
        for (int f = 0; f < kFactions; ++f)
            for (int g = f + 1; g < kFactions; ++g)
                add(1, f, g);
        break;
    case CalvumHarrows:
    case TheatersOfMemory:
    case LifesEbb: {
        const int faction = loc == CalvumHarrows ? 0 : loc == LifesEbb ? 1 : 2;
        if (pl.bases > 0)
            for (int g = 2 * faction; g < 2 * faction + 2; ++g)
                if (s.guildSupply[std::size_t(g)] > 0)
                    add(1, g);
        add(2, faction);
        break;
    }
    case Hushhyde:
    case GrendallsPillars:
        for (int place = 0; place < kLocations; ++place)
            if (!noCountAt(pl, place))
                for (int g = 0; g < kGuilds; ++g)
                    if (pl.figures[std::size_t(place)][std::size_t(g)] > 0)
                        add(1, place, g);
        break;
    default: break;
    }
    return w;
}

Action *Engine::legalGuild(std::vector<Action> &buffer, Action *w, int p, int guild) const
{
    const auto &pl = s.player[std::size_t(p)];
    w = room(buffer, w, std::size_t(1 + n() * kPlaces * kGuilds)); // the Conclave of Shadows offers the most
    auto add = [&](int option, int b = 0, int c = 0, int d = 0) { *w++ = act(ActionType::Choose, p, option, b, c, d); };
    add(0);
    switch (guild) {
    case MortisKnighthood:
    case GravedancersCircle: add(1); break;
    case CouncilOfOsteomancy:
        for (int f = 0; f < kFactions; ++f)
            for (int g = f; g < kFactions; ++g)
                add(1, f, g);
        break;
    case ConclaveOfShadows:
        for (int q = 0; q < n(); ++q)
            for (int place = 0; place < kPlaces; ++place)
                if (!noCountAt(s.player[std::size_t(q)], place))
                    for (int g = 0; g < kGuilds; ++g)
                        if (s.player[std::size_t(q)].figures[std::size_t(place)][std::size_t(g)] > 0)
                            add(1, q, place, g);
        break;
    case ShroudrieviesCoven:
        if (pl.bases > 0)
            for (int g = 0; g < kGuilds; ++g)
                if (s.guildSupply[std::size_t(g)] > 0)
                    add(1, g);
        break;
    default: break;
    }
    return w;
}

// ---------------------------------------------------------------------------
// Apply
// ---------------------------------------------------------------------------

void Engine::apply(const Action &a)
{
    if (a.isAdjustment()) {
        applyAdjustment(a);
        advance();
        return;
    }
    const Decision d = s.m_decision;
    if (d == Decision::RelocateAdd && a.type == ActionType::RelocateAdd && !s.tasks.empty()
        && s.tasks.front().decision == d) {
        // One more figure of a relocation (R-ACT-6), the task met most often: it stays in front with one
        // figure more, where the other tasks are popped and this one pushed back (paying and moving push
        // none).
        Task &t = s.tasks.front();
        const bool free = t.c == kFree;
        if (!free)
            gainInfluence(a.seat, R.locations[std::size_t(t.b)].faction, -1, "R-ACT-6");
        moveFigure(a.seat, t.a, t.b, a.a, free ? "" : "R-ACT-6");
        t.v = std::int16_t(t.v + 1);
        advance();
        return;
    }
    Task task = s.tasks.empty() ? Task{} : s.tasks.front();
    if (s.m_seat == kChanceSeat)
        (void)splitmix64(s.rng); // chance consumes the generator, whoever supplied the outcome
    // Decisions that belong to a task: pop it first; follow-up tasks go in front of the rest.
    const bool fromTask = !s.tasks.empty() && s.tasks.front().decision == d;
    if (fromTask) {
        s.tasks.erase(s.tasks.begin());
        m_inTask = true;
        m_insertAt = 0;
    }
    switch (d) {
    case Decision::None: break;
    case Decision::DealMotive: {
        const int p = inTurnOrder(s.counter / kFactions), f = s.counter % kFactions;
        eraseOne(s.motiveDeck[std::size_t(f)], a.v);
        P(p).motivesDealt[std::size_t(f)] = a.v;
        P(p).motivesDealtKnown = true;
        note(EventType::CardDealt, p, 3, 0, a.v, 0, "R-SETUP-4");
        ++s.counter;
        break;
    }
    case Decision::KeepMotive: { // R-SETUP-4
        auto &pl = P(a.seat);
        pl.declared = a.a;
        pl.motive = pl.motivesDealt[std::size_t(a.a)];
        pl.motivesDealt = {-1, -1, -1}; // the other two go back to the box
        note(EventType::MotiveKept, a.seat, a.a, 0, 0, 0, "R-SETUP-4");
        ++s.counter;
        break;
    }
    case Decision::StartingMourner: { // R-SETUP-5
        const int p = s.startingOrder[std::size_t(s.startingIndex)];
        takeMourner(p, s.startingPool[std::size_t(P(p).declared)], a, "R-SETUP-5");
        ++s.startingIndex;
        break;
    }
    case Decision::Dice: // R-DIST-1
        s.diceTotal = a.v;
        s.ethereaIn += a.v; // R-DIST-1: taken from the supply
        s.pileCount = 0;
        s.pileTaken = 0;
        s.piles.fill(0);
        note(EventType::DiceRolled, s.firstPlayer, 0, 0, a.v, 0, "R-DIST-1");
        s.step = 1;
        break;
    case Decision::SetPile: // R-DIST-2
        s.piles[std::size_t(s.pileCount)] = a.v;
        note(EventType::PileSet, a.seat, s.pileCount, 0, a.v, 0, "R-DIST-2");
        ++s.pileCount;
        break;
    case Decision::PickPile: // R-DIST-3
        if (a.type == ActionType::TakePile) {
            s.pileTaken = std::uint8_t(s.pileTaken | (1u << a.a));
            note(EventType::PileTaken, a.seat, a.a, 0, s.piles[std::size_t(a.a)], 0, "R-DIST-3");
            gainEtherea(a.seat, s.piles[std::size_t(a.a)], "R-DIST-3", true);
        } else {
            note(EventType::InfluenceInstead, a.seat, a.a, a.b, 0, 0, "R-DIST-3");
            gainInfluence(a.seat, a.a, 1, "R-DIST-3");
            gainInfluence(a.seat, a.b, 1, "R-DIST-3");
        }
        ++s.counter;
        break;
    case Decision::DealWallows: { // R-WAL-1
        const int p = inTurnOrder(s.counter);
        if (a.v >= 0)
            eraseOne(s.wallowsDeck, a.v);
        P(p).wallows.push_back(a.v);
        touch(p);
        note(EventType::CardDealt, p, 2, 0, a.v, 0, "R-WAL-1");
        ++s.counter;
        break;
    }
    case Decision::DealCourt: { // R-DRAFT-1
        const int p = inTurnOrder(s.counter / dealCount());
        if (a.v >= 0)
            eraseOne(s.courtDeck, a.v);
        else
            ++s.courtUnknownDealt;
        auto &dr = P(p).draft;
        dr.insert(std::upper_bound(dr.begin(), dr.end(), a.v), a.v);
        note(EventType::CardDealt, p, 0, 0, a.v, 0, "R-DRAFT-1");
        ++s.counter;
        break;
    }
    case Decision::DraftPick: { // R-DRAFT-2
        auto &pl = P(a.seat);
        eraseOne(pl.draft, a.v);
        pl.hand.push_back(a.v);
        ++s.counter;
        break;
    }
    case Decision::Turn: applyTurn(a); break;
    case Decision::RelocateRoute:
        if (a.type == ActionType::Relocate) {
            Task t{Decision::RelocateAdd, a.seat, a.a, a.b, kFree};
            pushTask(t);
        }
        break;
    case Decision::RelocateAdd: {
        if (a.type == ActionType::RelocateAdd) {
            const bool free = task.c == kFree;
            if (!free)
                gainInfluence(a.seat, R.locations[std::size_t(task.b)].faction, -1, "R-ACT-6");
            moveFigure(a.seat, task.a, task.b, a.a, free ? "" : "R-ACT-6");
            task.v = std::int16_t(task.v + 1);
            pushTask(task); // more figures may follow
        } else {
            note(EventType::Relocated, a.seat, task.a, task.b, task.v, task.c == kFree ? 0 : task.v, "R-ACT-6");
        }
        break;
    }
    case Decision::DrawMourner: { // R-ACT-5
        const int p = task.seat;
        takeMourner(p, s.mournerDeck[std::size_t(task.a)], a, "R-ACT-5");
        if (task.b)
            raiseMeter(Meter::Threat, 1, std::uint8_t(1u << p), "R-ACT-5");
        break;
    }
    case Decision::DrawWallows: { // Relic Ravlatch
        const int p = task.seat;
        if (a.v >= 0)
            eraseOne(s.wallowsDeck, a.v);
        note(EventType::CardDealt, p, 2, 0, a.v, 0, "R-WAL-1");
        if (task.a == 0) {
            P(p).wallows.push_back(a.v);
        } else if (R.revision >= 2) { // an artifact may be kept; any card not kept goes into play
            if (a.v >= 0 && R.wallows[std::size_t(a.v)].artifact)
                pushTask(Task{Decision::KeepArtifact, std::int8_t(p), 0, 0, 0, a.v});
            else
                P(p).wallows.push_back(a.v);
        } else if (a.v >= 0 && R.wallows[std::size_t(a.v)].artifact) {
            keepArtifact(p, a.v);
        }
        touch(p);
        break;
    }
    case Decision::ChooseWallows: // Relic Ravlatch's first ability: the selected card goes into play
        if (a.v >= 0)
            eraseOne(s.wallowsDeck, a.v);
        P(a.seat).wallows.push_back(a.v);
        touch(a.seat);
        note(EventType::CardDealt, a.seat, 2, 0, a.v, 0, "R-WAL-1");
        break;
    case Decision::KeepArtifact:
        if (a.a)
            keepArtifact(a.seat, task.v);
        else
            P(a.seat).wallows.push_back(task.v); // an objective to complete this round, as any Wallows card
        touch(a.seat);
        break;
    case Decision::SeverammSwap: swapCourt(a.seat, a.b, a.c); break;
    case Decision::EndOfRound: { // R-CLEAN-1 at a table
        const MournerInPlay m = P(a.seat).mourners[std::size_t(s.pickRound)];
        note(EventType::EndOfRoundAsked, a.seat, m.guild, a.a, m.card, 0, "R-CLEAN-1");
        ++s.pickRound;
        // Only an end-of-round ability is applied here; a stand-in card of another kind has its printed
        // ability entered by the table as a correction.
        if (a.a && m.card >= 0 && R.mourners[std::size_t(m.card)].kind == MournerKind::EndOfRound)
            applyEffects(a.seat, R.mourners[std::size_t(m.card)].effects, "R-CLEAN-1");
        break;
    }
    case Decision::Exhaust:
        for (auto &m : P(task.a).mourners)
            if (m.card == a.v && (a.v >= 0 || m.guild == a.a) && !m.exhausted) {
                m.exhausted = true;
                note(EventType::MournerExhausted, task.a, m.guild, 0, a.v);
                break;
            }
        break;
    case Decision::CrowdRoll: { // R-DREAD-2, D-CROWD-ROLL
        const AtRisk r = s.atRisk[std::size_t(s.counter)];
        const CrowdOutcome out = R.crowdRoll[std::size_t(a.v - 1)];
        note(EventType::CrowdRolled, r.owner, r.location, 0, a.v, int(out), "R-DREAD-2", r.guild);
        if (out == CrowdOutcome::Destroy)
            destroyFigure(r.owner, r.location, r.guild, "R-DREAD-2");
        else if (out == CrowdOutcome::Crypt)
            moveFigure(r.owner, r.location, kCrypt, r.guild, "R-DREAD-2");
        ++s.counter;
        break;
    }
    case Decision::Bid: // R-TITHE-2: hidden until all have bid
        P(a.seat).bid = a.v;
        ++s.counter;
        break;
    case Decision::AlltakerTie: // R-MAJ-3
        noteMajority(s.resolveIndex, a.a ? s.alltaker : -1, countFor(s.resolveIndex, s.alltaker), true);
        if (a.a) {
            s.alltakerUsed = true;
            s.resolveWinner = s.alltaker;
            note(EventType::AlltakerUsed, s.alltaker, s.resolveIndex < kLocations ? 0 : 1,
                 s.resolveIndex < kLocations ? s.resolveIndex : R.guildOrder[std::size_t(s.resolveIndex - kLocations)], 0, 0,
                 "R-MAJ-3");
            s.step = 2;
        } else {
            const bool dreadsbane = s.resolveIndex >= kLocations
                                    && R.guildOrder[std::size_t(s.resolveIndex - kLocations)] == DreadsbaneOrder;
            if (dreadsbane)
                setDreadsbane(-1); // R-MAJ-5
            nextResolve();
        }
        break;
    case Decision::LocationAction:
        applyLocation(a, s.resolveIndex);
        nextResolve();
        break;
    case Decision::GuildAction:
        applyGuild(a, R.guildOrder[std::size_t(s.resolveIndex - kLocations)]);
        nextResolve();
        break;
    case Decision::PayInfluence: // R-PAY-1
        gainInfluence(a.seat, a.a, -1, "R-PAY-1");
        task.v = std::int16_t(task.v - 1);
        if (task.v > 0)
            pushTask(task);
        break;
    case Decision::ThreatCard: { // R-THREAT-10
        const int victim = task.seat;
        const int guild = a.v >= 0 ? R.mourners[std::size_t(a.v)].guild : a.a;
        auto &ms = P(victim).mourners;
        for (auto it = ms.begin(); it != ms.end(); ++it)
            if (it->card == a.v && (a.v >= 0 || it->guild == guild)) {
                ms.erase(it); // fewer Mourners: no objective reached (touch())
                note(EventType::MournerLost, victim, guild, 0, a.v, 0, "R-THREAT-10"); // leaves the game
                break;
            }
        for (int i = 0; i < n(); ++i) {
            Task t{Decision::FigureLoss, std::int8_t((victim + i) % n()), std::int8_t(guild)};
            pushTask(t);
        }
        break;
    }
    case Decision::FigureLoss:
        destroyFigure(a.seat, a.a, a.b, "R-THREAT-10");
        break;
    case Decision::WallowsResult:
        resolveWallows(a.seat, a.v, a.a == 1);
        break;
    }
    m_inTask = false;
    advance();
}

void Engine::applyTurn(const Action &a)
{
    auto &pl = P(a.seat);
    const bool wasEnding = s.ending;
    switch (a.type) {
    case ActionType::PlayCourt: applyCourt(a); break;
    case ActionType::Recruit: // R-ACT-4
        gainEtherea(a.seat, -R.costFigure, "R-ACT-4");
        note(EventType::Recruited, a.seat, a.a, 0, 0, 0, "R-ACT-4");
        gainFigure(a.seat, a.a, kCrypt, "R-ACT-4");
        raiseMeter(Meter::Threat, 1, std::uint8_t(1u << a.seat), "R-ACT-4");
        break;
    case ActionType::RecruitMourner: { // R-ACT-5
        gainEtherea(a.seat, -R.costMourner, "R-ACT-5");
        Task t{Decision::DrawMourner, a.seat, a.a, 1};
        pushTask(t);
        break;
    }
    case ActionType::Relocate: { // R-ACT-6
        Task t{Decision::RelocateAdd, a.seat, a.a, a.b, 0};
        pushTask(t);
        break;
    }
    case ActionType::Activate: applyActivate(a); break;
    case ActionType::Pass: note(EventType::Passed, a.seat, 0, 0, 0, 0, "R-ACT-2"); break;
    default: break;
    }
    (void)pl;
    endTurn(a.type == ActionType::Pass, s.ending && !wasEnding);
}

void Engine::applyCourt(const Action &a)
{
    auto &pl = P(a.seat);
    const int c = a.v;
    if (c < 0) { // R-ACT-3 for a card the table does not name
        eraseOne(pl.hand, std::int16_t(kUnknownCard));
        ++s.courtUnknownPlayed;
        note(EventType::CourtPlayed, a.seat, a.a, 0, c, 0, "R-ACT-3");
        return;
    }
    if (!eraseOne(pl.hand, std::int16_t(c))) { // an unknown card of a table hand
        eraseOne(pl.hand, std::int16_t(kUnknownCard));
        eraseOne(s.courtDeck, std::int16_t(c));
    }
    s.courtPlayed.push_back(std::int16_t(c)); // R-ACT-3: discarded face up
    note(EventType::CourtPlayed, a.seat, a.a, 0, c, 0, "R-ACT-3");
    const auto &card = R.court[std::size_t(c)];
    const int p = a.seat;
    switch (card.kind) {
    case CourtKind::Death: // R-DEATH-1
        s.alltaker = std::int8_t(p);
        note(EventType::AlltakerTaken, p, 0, 0, 0, 0, "R-DEATH-1");
        applyEffects(p, card.options[std::size_t(a.a)], "R-ACT-3");
        return;
    case CourtKind::Malavestros:
        if (a.a == 0) { // R-MAJ-4: stays until moved by this card again
            s.malavestros = a.b;
            note(EventType::MalavestrosMoved, p, a.b, 0, 0, 0, "R-MAJ-4");
        } else {
            for (int i = 1; i < n(); ++i) {
                Task t{Decision::Exhaust, std::int8_t(p), std::int8_t((p + i) % n())};
                pushTask(t);
            }
        }
        return;
    case CourtKind::Auraghost:
        if (a.a == 0) {
            raiseMeter(Meter::Suspicion, 1, std::uint8_t(1u << p), "R-ACT-3");
            const int payer = a.b;
            payToForge(payer, kAuraghostPayment, "R-ACT-3");
            gainUnity(p, 1, "R-ACT-3");
            gainUnity(payer, 1, "R-ACT-3");
            return;
        }
        break;
    case CourtKind::Cleopsis:
        if (a.a == 0) {
            const int f1 = a.c, f2 = a.d;
            gainInfluence(a.b, f1, -1, "R-ACT-3");
            gainInfluence(a.b, f2, -1, "R-ACT-3");
            gainInfluence(p, f1, 1, "R-ACT-3");
            gainInfluence(p, f2, 1, "R-ACT-3");
            note(EventType::Stolen, p, f1, a.b, f1 == f2 ? 2 : 1, 0, "R-ACT-3");
            if (f1 != f2)
                note(EventType::Stolen, p, f2, a.b, 1, 0, "R-ACT-3");
            return;
        }
        break;
    case CourtKind::Gallevarbe:
        if (a.a == 0) {
            Task t{Decision::RelocateRoute, std::int8_t(p)};
            pushTask(t);
            return;
        }
        break;
    case CourtKind::Gethsemoni:
        if (a.a == 0) {
            gainInfluence(a.b, int(Faction::Flesh), -1, "R-ACT-3");
            gainInfluence(p, int(Faction::Flesh), 1, "R-ACT-3");
            note(EventType::Stolen, p, int(Faction::Flesh), a.b, 1, 0, "R-ACT-3");
        } else if (a.b >= 0) {
            moveFigure(a.b, a.c, CryptusAkhor, a.d, "R-ACT-3");
        }
        return;
    case CourtKind::Generic: break;
    }
    applyEffects(p, card.options[std::size_t(a.a)], "R-ACT-3");
}

void Engine::applyActivate(const Action &a)
{
    auto &pl = P(a.seat);
    for (auto &m : pl.mourners)
        if (m.card == a.v && (a.v >= 0 || m.guild == a.a) && !m.exhausted) {
            m.exhausted = true; // R-ACT-7
            break;
        }
    note(EventType::MournerActivated, a.seat, a.a, 0, a.v, 0, "R-ACT-7");
    if (a.v < 0)
        return; // an unnamed card: its effect is entered as adjustments
    const auto &card = R.mourners[std::size_t(a.v)];
    switch (card.kind) {
    case MournerKind::Activated: applyEffects(a.seat, card.effects, "R-ACT-7"); break;
    case MournerKind::Severamm:
        if (R.revision >= 2)
            pushTask(Task{Decision::SeverammSwap, a.seat});
        else
            swapCourt(a.seat, a.b, a.c);
        break;
    case MournerKind::Socopharie:
        eraseOne(s.courtPlayed, std::int16_t(a.b));
        eraseOne(pl.hand, std::int16_t(a.c));
        if (a.c >= 0) // an unknown card of a table hand stays unknown
            s.courtPlayed.push_back(a.c);
        pl.hand.insert(std::upper_bound(pl.hand.begin(), pl.hand.end(), std::int16_t(a.b)), std::int16_t(a.b));
        break;
    case MournerKind::RelicRavlatch: // the first ability selects a card (revision 2), the second draws one
        pushTask(Task{R.revision >= 2 && a.a == 0 ? Decision::ChooseWallows : Decision::DrawWallows, a.seat, a.a});
        break;
    default: break;
    }
}

void Engine::applyLocation(const Action &a, int loc)
{
    const int p = a.seat;
    if (a.a == 0) {
        note(EventType::ActionSkipped, p, 0, loc, 0, 0, "R-MAJ-1");
        return;
    }
    const auto bit = std::uint8_t(1u << p);
    auto &pl = P(p);
    switch (loc) {
    case DirthForge: gainEtherea(p, 3, "R-LOC-1"); break;
    case VadlumGates:
        raiseMeter(Meter::Threat, -1, bit, "R-LOC-2");
        gainInfluence(p, a.b, 1, "R-LOC-2");
        gainUnity(p, 1, "R-LOC-2");
        raiseMeter(Meter::Suspicion, 1, bit, "R-LOC-2");
        break;
    case CurioCryptus:
        gainInfluence(p, a.b, 1, "R-LOC-3");
        gainInfluence(p, a.c, 1, "R-LOC-3");
        break;
    case MortissVeth: gainInfluence(p, a.b, 2, "R-LOC-4"); break;
    case CalvumHarrows:
    case TheatersOfMemory:
    case LifesEbb: {
        const char *rule = loc == CalvumHarrows ? "R-LOC-5" : loc == TheatersOfMemory ? "R-LOC-6" : "R-LOC-7";
        if (a.a == 1)
            gainFigure(p, a.b, kCrypt, rule);
        else
            gainInfluence(p, a.b, 1, rule);
        break;
    }
    case HigstAthenaeum:
        gainInfluence(p, int(Faction::Spirit), pl.guildTotal(GravedancersCircle) + pl.guildTotal(DreadsbaneOrder), "R-LOC-8");
        break;
    case Voxxingard:
        gainInfluence(p, int(Faction::Bone), pl.guildTotal(MortisKnighthood) + pl.guildTotal(CouncilOfOsteomancy), "R-LOC-9");
        break;
    case CryptusAkhor:
        gainInfluence(p, int(Faction::Flesh), pl.guildTotal(ConclaveOfShadows) + pl.guildTotal(ShroudrieviesCoven), "R-LOC-10");
        break;
    case Hushhyde:
        moveFigure(p, a.b, kCrypt, a.c, "R-LOC-11");
        raiseMeter(Meter::Threat, -1, bit, "R-LOC-11");
        gainInfluence(p, int(Faction::Spirit), 1, "R-LOC-11");
        gainUnity(p, 1, "R-LOC-11");
        raiseMeter(Meter::Suspicion, 1, bit, "R-LOC-11");
        break;
    case GrendallsPillars:
        moveFigure(p, a.b, kCrypt, a.c, "R-LOC-12");
        raiseMeter(Meter::Suspicion, -1, bit, "R-LOC-12");
        gainUnity(p, 1, "R-LOC-12");
        break;
    default: break;
    }
}

void Engine::applyGuild(const Action &a, int guild)
{
    const int p = a.seat;
    if (a.a == 0) {
        note(EventType::ActionSkipped, p, 1, guild, 0, 0, "R-MAJ-2");
        return;
    }
    switch (guild) {
    case MortisKnighthood: gainEtherea(p, 3, "R-GUILD-1"); break;
    case CouncilOfOsteomancy:
        gainInfluence(p, a.b, 1, "R-GUILD-2");
        gainInfluence(p, a.c, 1, "R-GUILD-2");
        break;
    case ConclaveOfShadows: destroyFigure(a.b, a.c, a.d, "R-GUILD-3"); break;
    case ShroudrieviesCoven: gainFigure(p, a.b, kCrypt, "R-GUILD-4"); break;
    case GravedancersCircle:
        raiseMeter(Meter::Threat, -1, std::uint8_t(1u << p), "R-GUILD-5");
        gainUnity(p, 1, "R-GUILD-5");
        break;
    default: break;
    }
}

ApplyError Engine::checkAdjustment(const Action &a) const
{
    return applyErrorOf(adjustmentProblem(s, a)); // model/adjustment.cpp explains every refusal
}

void Engine::applyAdjustment(const Action &a)
{
    s.m_wallowsUnchecked = 0xff; // an adjustment may change anything
    switch (a.type) {
    case ActionType::Adjust: {
        note(EventType::Adjusted, a.seat, a.a, 0, a.v);
        auto &pl = s.player[std::size_t(std::max<int>(0, a.seat))];
        switch (Resource(a.a)) {
        case Resource::Etherea:
            pl.etherea = std::int16_t(pl.etherea + a.v);
            (a.v > 0 ? s.ethereaIn : s.ethereaOut) += std::abs(a.v);
            break;
        case Resource::Unity: // to and from the supply, so that a correction undoes exactly
            pl.unity = std::int16_t(pl.unity + a.v);
            if (a.v > 0)
                unityTaken(a.v);
            else
                s.unitySupply = std::int16_t(s.unitySupply - a.v);
            break;
        case Resource::BoneInfluence:
        case Resource::FleshInfluence:
        case Resource::SpiritInfluence:
            pl.influence[std::size_t(a.a - int(Resource::BoneInfluence))] =
                std::int16_t(pl.influence[std::size_t(a.a - int(Resource::BoneInfluence))] + a.v);
            break;
        case Resource::MotiveBonus: pl.motiveBonus = std::int16_t(std::max<int>(0, pl.motiveBonus) + a.v); break;
        case Resource::Forge:
            s.forge = std::int16_t(s.forge + a.v);
            (a.v > 0 ? s.ethereaIn : s.ethereaOut) += std::abs(a.v);
            break;
        case Resource::UnitySupply: {
            const int before = s.unitySupply;
            s.unitySupply = std::int16_t(s.unitySupply + a.v);
            if (before > 0 && s.unitySupply == 0)
                triggerEnd();
            break;
        }
        }
        return;
    }
    case ActionType::SetMeter: { // thresholds apply to adjustments too
        const int cur = a.a == int(Meter::Suspicion) ? s.suspicion : s.threat;
        const auto causer = a.seat >= 0 ? std::uint8_t(1u << a.seat) : std::uint8_t(0);
        raiseMeter(Meter(a.a), a.v - cur, causer, a.a == int(Meter::Suspicion) ? "R-SUSP-1" : "R-THREAT-10");
        return;
    }
    case ActionType::MoveFigure: moveFigure(a.seat, a.a, a.b, a.c, ""); return;
    case ActionType::ChangeFigure:
        if (a.v > 0)
            gainFigure(a.seat, a.b, a.a, "");
        else
            destroyFigure(a.seat, a.a, a.b, "");
        return;
    case ActionType::SetHolder:
        if (a.a == 0) {
            s.alltaker = std::int8_t(a.v);
            note(EventType::AlltakerTaken, a.v);
        } else if (a.a == 1) {
            setDreadsbane(a.v);
        } else {
            s.malavestros = std::int8_t(a.v);
            note(EventType::MalavestrosMoved, -1, a.v);
        }
        return;
    default: return;
    }
}

// ---------------------------------------------------------------------------
// GameState
// ---------------------------------------------------------------------------

GameState GameState::newGame(RulesetPtr rules, int players, std::uint64_t seed, Mode mode, int alltaker)
{
    GameState s;
    const Ruleset &R = *rules;
    s.m_rules = std::move(rules);
    s.players = std::int8_t(std::clamp(players, 2, kMaxPlayers));
    s.mode = mode;
    s.rng = seed;
    s.alltaker = std::int8_t(std::clamp(alltaker, 0, s.players - 1)); // R-SETUP-2
    s.firstPlayer = s.alltaker;
    s.unitySupply = R.unitySupply[std::size_t(s.players)]; // R-SETUP-1
    s.guildSupply.fill(R.figuresPerGuild);
    for (int p = 0; p < s.players; ++p) {
        auto &pl = s.player[std::size_t(p)];
        pl.etherea = R.startEtherea; // R-SETUP-3
        pl.bases = R.basesPerPlayer;
    }
    // Room for what the lists of the state will hold, once: a playout then allocates next to nothing.
    std::array<std::size_t, kFactions> deck{}, pool{}, motives{};
    for (const auto &m : R.mourners)
        ++(m.starting ? pool : deck)[std::size_t(m.faction)];
    for (const auto &m : R.motives)
        ++motives[std::size_t(m.faction)];
    for (int f = 0; f < kFactions; ++f) {
        s.mournerDeck[std::size_t(f)].reserve(deck[std::size_t(f)] + pool[std::size_t(f)]);
        s.startingPool[std::size_t(f)].reserve(pool[std::size_t(f)]);
        s.motiveDeck[std::size_t(f)].reserve(motives[std::size_t(f)]);
    }
    s.wallowsDeck.reserve(R.wallows.size());
    s.courtDeck.reserve(R.court.size());
    s.courtPlayed.reserve(R.court.size());
    s.tasks.reserve(8);
    for (int p = 0; p < s.players; ++p) {
        auto &pl = s.player[std::size_t(p)];
        const std::size_t deal = std::size_t(std::max<int>(0, R.draft[std::size_t(s.players)].deal));
        pl.hand.reserve(deal);
        pl.draft.reserve(deal);
        pl.mourners.reserve(8);
        pl.wallows.reserve(4);
        pl.wallowsMet.reserve(4);
    }
    for (std::size_t i = 0; i < R.mourners.size(); ++i) {
        const auto &m = R.mourners[i];
        (m.starting ? s.startingPool : s.mournerDeck)[std::size_t(m.faction)].push_back(std::int16_t(i));
    }
    for (std::size_t i = 0; i < R.wallows.size(); ++i)
        s.wallowsDeck.push_back(std::int16_t(i));
    for (std::size_t i = 0; i < R.motives.size(); ++i)
        s.motiveDeck[std::size_t(R.motives[i].faction)].push_back(std::int16_t(i));
    for (std::size_t i = 0; i < R.court.size(); ++i)
        s.courtDeck.push_back(std::int16_t(i));
    Engine e(s, nullptr);
    e.advance();
    return s;
}

void GameState::legalActions(std::vector<Action> &out) const
{
    Engine(const_cast<GameState &>(*this), nullptr).legal(out);
}

Action GameState::randomLegalAction(std::uint64_t &rng) const
{
    return Engine(const_cast<GameState &>(*this), nullptr).randomLegal(rng);
}

std::vector<Action> GameState::legalActions() const
{
    std::vector<Action> out;
    legalActions(out);
    return out;
}

std::vector<Action> GameState::legalActionsAhead(int seat) const
{
    std::vector<Action> out;
    if (seat < 0 || seat >= players || isTerminal())
        return out;
    const PlayerState &pl = player[std::size_t(seat)];
    switch (m_decision) {
    case Decision::KeepMotive: // R-SETUP-4: kept in turn order; a seat that declared has decided
        if (pl.declared >= 0)
            return out;
        break;
    case Decision::DraftPick: // R-DRAFT-2: seats pick in seat order; `counter` have picked this time
        if (seat < counter)
            return out;
        break;
    case Decision::Bid: // R-TITHE-2: bids are reset to -1 when the tithe starts
        if (pl.bid >= 0)
            return out;
        break;
    default: return out;
    }
    GameState asked = *this; // the same decision, asked of `seat`: its options depend on its own things only
    asked.m_seat = std::int8_t(seat);
    asked.legalActions(out);
    return out;
}

ApplyError GameState::check(const Action &action) const
{
    if (action.isAdjustment())
        return Engine(const_cast<GameState &>(*this), nullptr).checkAdjustment(action);
    if (isTerminal())
        return ApplyError::GameOver;
    if (action.seat != m_seat)
        return ApplyError::WrongSeat;
    std::vector<Action> legal;
    legalActions(legal);
    return std::binary_search(legal.begin(), legal.end(), action) ? ApplyError::None : ApplyError::Illegal;
}

ApplyError GameState::apply(const Action &action, Events *events)
{
    const ApplyError err = check(action);
    if (err != ApplyError::None)
        return err;
    m_wallowsUnchecked = 0xff; // the state may have been edited since the last step: look at everybody
    applyUnchecked(action, events);
    return ApplyError::None;
}

void GameState::applyUnchecked(const Action &action, Events *events)
{
    Engine(*this, events).apply(action);
}

void GameState::resume(Events *events)
{
    m_wallowsUnchecked = 0xff; // fields edited by hand
    Engine(*this, events).advance();
}

Action GameState::sampleChance() const
{
    std::uint64_t x = rng;
    Action a;
    a.seat = kChanceSeat;
    auto pick = [&](const std::vector<std::int16_t> &deck) {
        a.type = ActionType::Draw;
        a.v = deck.empty() ? std::int16_t(kUnknownCard) : deck[std::size_t(uniformBelow(x, int(deck.size())))];
    };
    switch (m_decision) {
    case Decision::Dice: {
        a.type = ActionType::Dice;
        int total = 0;
        for (int i = 0; i < players; ++i)
            total += 1 + uniformBelow(x, kMaxDie);
        a.v = std::int16_t(total);
        return a;
    }
    case Decision::CrowdRoll:
        a.type = ActionType::Roll;
        a.v = std::int16_t(1 + uniformBelow(x, kMaxDie));
        return a;
    case Decision::DealMotive: pick(motiveDeck[std::size_t(counter % kFactions)]); return a;
    case Decision::StartingMourner:
        pick(startingPool[std::size_t(player[std::size_t(startingOrder[std::size_t(startingIndex)])].declared)]);
        return a;
    case Decision::DealCourt: pick(courtDeck); return a;
    case Decision::DealWallows:
    case Decision::DrawWallows: pick(wallowsDeck); return a;
    case Decision::DrawMourner: pick(mournerDeck[std::size_t(tasks.front().a)]); return a;
    default: return a;
    }
}

GameState GameState::viewFor(int seat) const
{
    GameState v = *this;
    v.rng = 0; // the future draws are nobody's business
    const bool over = isTerminal();
    for (int p = 0; p < players; ++p) {
        if (p == seat)
            continue;
        auto &pl = v.player[std::size_t(p)];
        std::fill(pl.hand.begin(), pl.hand.end(), std::int16_t(kUnknownCard));
        std::fill(pl.draft.begin(), pl.draft.end(), std::int16_t(kUnknownCard));
        pl.motivesDealt = {-1, -1, -1};
        if (!over)
            pl.motive = -1;
        if (pl.bid >= 0)
            pl.bid = -2; // made, amount hidden until the reveal (R-TITHE-2)
    }
    // Which Court cards are still in the deck would tell other hands apart; Severamm's holder sees them
    // while using the ability, and only then.
    if (!(m_decision == Decision::SeverammSwap && m_seat == seat))
        std::fill(v.courtDeck.begin(), v.courtDeck.end(), std::int16_t(kUnknownCard));
    for (auto &deck : v.motiveDeck)
        std::fill(deck.begin(), deck.end(), std::int16_t(kUnknownCard));
    return v;
}

int GameState::locationFigures(int location) const
{
    int count = 0;
    for (int p = 0; p < players; ++p)
        count += player[std::size_t(p)].figuresAt(location);
    return count;
}

MajorityCount GameState::majorityAt(int index) const
{
    MajorityCount m;
    const bool isLoc = index < kLocations;
    const int guild = isLoc ? -1 : rules().guildOrder[std::size_t(index - kLocations)];
    int tops = 0;
    for (int p = 0; p < players; ++p) {
        const PlayerState &pl = player[std::size_t(p)];
        const int c = isLoc ? pl.figuresAt(index) : pl.guildTotal(guild);
        m.counts[std::size_t(p)] = std::int8_t(c);
        if (c > m.best) {
            m.best = c;
            m.leader = p;
            tops = 1;
        } else if (c == m.best && c > 0) {
            ++tops;
        }
    }
    m.tied = tops > 1;
    if (m.tied)
        m.leader = -1;
    return m;
}

bool GameState::overCrowded(int location) const
{
    return locationFigures(location) > rules().limitAt(threat); // R-DREAD-1
}

int GameState::ethereaOnTable() const
{
    int total = forge;
    for (int p = 0; p < players; ++p)
        total += player[std::size_t(p)].etherea;
    if (phase == Phase::Distribution && step >= 1) {
        int sized = 0;
        for (int i = 0; i < pileCount; ++i) {
            sized += piles[std::size_t(i)];
            if (!(pileTaken & (1u << i)))
                total += piles[std::size_t(i)];
        }
        total += diceTotal - sized; // not sized into piles yet
    }
    return total;
}

namespace {
// The figures' totals that checkInvariants() compares: per guild over all players, per player, and
// whether a player has a negative count. Simulate checks after every phase, so the usual case is quick:
// when every count is in 0..63, each player's 78 counts are read as ten words and added a byte per lane
// (four players give at most 252 in a byte: no lane spills into the next); otherwise they are added one
// by one.
void figureCounts(const GameState &s, std::array<int, kGuilds> &guildCount, std::array<int, kMaxPlayers> &playerCount,
                  std::array<bool, kMaxPlayers> &negative)
{
    constexpr int kCells = kPlaces * kGuilds;
    constexpr int kWords = (kCells + 7) / 8;
    static_assert(sizeof(PlayerState::figures) == kCells && kGuilds == 6);
    constexpr std::uint64_t kLow = 0x00ff00ff00ff00ffULL;
    std::array<std::uint64_t, kWords> sum{};
    bool plain = true;
    for (int p = 0; p < s.players && plain; ++p) {
        std::array<std::uint64_t, kWords> w{};
        std::memcpy(w.data(), s.player[std::size_t(p)].figures.data(), kCells);
        std::uint64_t bits = 0;
        for (const std::uint64_t x : w)
            bits |= x;
        if (bits & 0xc0c0c0c0c0c0c0c0ULL) { // a count above 63 or below 0: count one by one below
            plain = false;
            break;
        }
        std::uint64_t pairs = 0; // four lanes of 16 bits, each at most 20 x 63
        for (const std::uint64_t x : w)
            pairs += (x & kLow) + ((x >> 8) & kLow);
        playerCount[std::size_t(p)] = int((pairs * 0x0001000100010001ULL) >> 48);
        negative[std::size_t(p)] = false;
        for (int k = 0; k < kWords; ++k)
            sum[std::size_t(k)] += w[std::size_t(k)];
    }
    if (plain) {
        // Byte b of word k is cell 8k + b, of guild (8k + b) % 6 = (2 (k % 3) + b) % 6: words of the same
        // k % 3 add up lane by lane (16 bits, at most 4 x 252), then each lane goes to its guild.
        std::array<std::uint64_t, 3> even{}, odd{};
        for (int k = 0; k < kWords; ++k) {
            even[std::size_t(k % 3)] += sum[std::size_t(k)] & kLow;
            odd[std::size_t(k % 3)] += (sum[std::size_t(k)] >> 8) & kLow;
        }
        guildCount.fill(0);
        for (int r = 0; r < 3; ++r)
            for (int lane = 0; lane < 4; ++lane) {
                guildCount[std::size_t((2 * r + 2 * lane) % kGuilds)] += int((even[std::size_t(r)] >> (16 * lane)) & 0xffff);
                guildCount[std::size_t((2 * r + 2 * lane + 1) % kGuilds)] += int((odd[std::size_t(r)] >> (16 * lane)) & 0xffff);
            }
        return;
    }
    guildCount.fill(0);
    for (int p = 0; p < s.players; ++p) {
        const auto &pl = s.player[std::size_t(p)];
        int total = 0;
        bool below = false;
        for (const auto &place : pl.figures)
            for (int g = 0; g < kGuilds; ++g) {
                guildCount[std::size_t(g)] += place[std::size_t(g)];
                total += place[std::size_t(g)];
                below = below || place[std::size_t(g)] < 0;
            }
        playerCount[std::size_t(p)] = total;
        negative[std::size_t(p)] = below;
    }
}
} // namespace

QString GameState::checkInvariants() const
{
    using namespace Qt::StringLiterals;
    const Ruleset &R = rules();
    if (ethereaOnTable() != players * R.startEtherea + ethereaIn - ethereaOut)
        return u"etherea not conserved"_s;
    std::array<int, kGuilds> guildCount{};
    std::array<int, kMaxPlayers> playerCount{};
    std::array<bool, kMaxPlayers> negative{};
    figureCounts(*this, guildCount, playerCount, negative);
    for (int g = 0; g < kGuilds; ++g)
        if (guildSupply[std::size_t(g)] + guildCount[std::size_t(g)] != R.figuresPerGuild)
            return u"figures of guild %1 not conserved"_s.arg(g);
    for (int p = 0; p < players; ++p) {
        const auto &pl = player[std::size_t(p)];
        if (pl.bases + playerCount[std::size_t(p)] != R.basesPerPlayer)
            return u"bases of player %1 not conserved"_s.arg(p + 1);
        if (pl.etherea < 0 || pl.unity < 0 || pl.influence[0] < 0 || pl.influence[1] < 0 || pl.influence[2] < 0)
            return u"player %1 has a negative resource"_s.arg(p + 1);
        if (negative[std::size_t(p)])
            return u"player %1 has a negative figure count"_s.arg(p + 1);
    }
    if (suspicion < 0 || suspicion > R.suspicionMax)
        return u"suspicion out of range"_s;
    if (threat < 0 || threat > R.threatMax)
        return u"threat out of range"_s;
    if (forge < 0 || unitySupply < 0)
        return u"forge or unity supply negative"_s;
    return {};
}

int GameState::tithePending() const
{
    return std::max(0, titheOwed - titheFromForge);
}

int GameState::motiveBonusOf(int seat) const
{
    const auto &pl = player[std::size_t(seat)];
    if (pl.motiveBonus >= 0)
        return pl.motiveBonus;
    if (pl.motive < 0)
        return 0;
    const auto &m = rules().motives[std::size_t(pl.motive)];
    int count = 0;
    switch (m.kind) {
    case MotiveKind::PerInfluence: count = pl.influence[std::size_t(m.arg)]; break;
    case MotiveKind::PerGuildFigures: count = pl.guildTotal(m.arg); break;
    case MotiveKind::PerMourners: count = int(pl.mourners.size()); break;
    case MotiveKind::PerLocationsPresent:
        for (int loc = 0; loc < kLocations; ++loc)
            count += pl.figuresAt(loc) > 0 ? 1 : 0;
        break;
    case MotiveKind::PerEtherea: count = pl.etherea; break;
    }
    return std::min<int>(m.max, count / std::max<int>(1, m.per));
}

int GameState::publicScoreOf(int seat) const
{
    const auto &pl = player[std::size_t(seat)];
    return pl.unity + pl.totalInfluence();
}

int GameState::scoreOf(int seat) const
{
    return publicScoreOf(seat) + motiveBonusOf(seat); // R-END-4
}

bool operator==(const GameState &x, const GameState &y)
{
    auto fields = [](const GameState &s) {
        return std::tie(s.players, s.mode, s.rng, s.round, s.phase, s.step, s.firstPlayer, s.alltaker, s.alltakerUsed,
                        s.suspicion, s.threat, s.unitySupply, s.forge, s.guildSupply, s.malavestros, s.dreadsbane,
                        s.ending, s.endingInActions, s.courtDeck, s.courtPlayed, s.mournerDeck, s.startingPool,
                        s.wallowsDeck, s.motiveDeck, s.courtUnknownDealt, s.courtUnknownPlayed, s.diceTotal, s.piles, s.pileCount,
                        s.pileTaken, s.turn, s.counter, s.pickRound, s.atRisk, s.titheOwed, s.titheFromForge,
                        s.resolveIndex, s.resolveWinner, s.startingIndex, s.startingOrder, s.tasks, s.ethereaIn, s.ethereaOut, s.player,
                        s.m_decision, s.m_seat);
    };
    return fields(x) == fields(y) && (x.m_rules == y.m_rules || (x.m_rules && y.m_rules && x.m_rules->id == y.m_rules->id));
}

} // namespace mc
