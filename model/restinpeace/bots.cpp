#include "bots.h"

#include "model/core/ismcts.h"
#include "model/core/rng.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace rip {

namespace {

// Rounds a strong player's simulation plays: it stops where a turn of the round this many after the
// decision's round is due ...
constexpr int kStrongHorizonRounds = 1;
// ... before this round; from it on, simulations play on to the end of the game.
constexpr int kStrongPlayOutFrom = 3;

// The weights of evaluatePosition(): a logistic model of the chance to win, fitted (maximum likelihood)
// on the positions at the start of every round of 100,000 games that Search's rollout policy played
// against itself, each from either seat (1.5 million positions; the winner guessed right 65% of the
// time; 82% of those games ended with a majority, 15% on round 10). Each weight multiplies the difference
// between the seat and the other seat; the logit is their sum.
struct PositionWeights {
    double manor = 0.595;
    double castle = 0.594;
    double manorThreat = 0.214;  // a manor short of a majority (RIP-END-1)
    double castleThreat = 0.199; // a castle short of a majority
    double need = 0.110;         // a token fewer needed for the nearer majority
    double ghostValue = 0.1344;  // a point of ghost value not played yet (hand, deck, face down on round 10)
    double ghostValueLate = -0.0323; // the same, times round / 9
    double hand = 0.0628;        // a point of ghost value in hand, on top (the next round can use it)
    double psychic = 0.1975;     // a psychic card held (RIP-ROUND-1)
    double round10 = -0.1310;    // a point of value on round 10 (RIP-END-2), on top of its ghost value ...
    double round10Late = 0.1900; // ... and times round / 9: it decides the games no majority ends
    double round10Open = 0.0247; // ... and while both seats need two tokens or more for a majority
};

// How much a round is worth to `seat`: castles count more (3 of 4 win, against 4 of 6 manors), and
// a token that would complete a majority is worth the game.
int roundWorth(const GameState &s, int seat, int ri)
{
    const PlayerState &me = s.player[std::size_t(seat)];
    const int m = s.slotManors[std::size_t(ri)], c = s.slotCastles[std::size_t(ri)];
    if ((m > 0 && me.manors + m >= kManorsToWin) || (c > 0 && me.castles + c >= kCastlesToWin))
        return 100;
    const PlayerState &op = s.player[std::size_t(1 - seat)];
    if ((m > 0 && op.manors + m >= kManorsToWin) || (c > 0 && op.castles + c >= kCastlesToWin))
        return 100;
    return 4 * m + 6 * c;
}

// The margin of `seat` in round `round` after applying `a` to a copy of the view; chance steps the
// play asks for are not resolved (their value is not known yet).
int marginAfter(const GameState &view, const Action &a, int seat, int round)
{
    // Assigned, not constructed: an assignment copies only the cards on each side (Side::operator=),
    // where a new copy would move every empty slot of every round too.
    thread_local GameState copy;
    copy = view;
    copy.applyUnchecked(a);
    if (copy.phase != Phase::Turn && copy.phase != Phase::Final && copy.round == view.round)
        return copy.winner == seat ? 1000 : -1000; // the round ended at once (psychics 22, 27)
    return copy.margin(round, seat);
}

// What the rule-based player makes of playing `a` (not End) in its turn: the margin it gains, less
// what the card costs, and a bonus for taking the lead. `margin` is the seat's margin before the play,
// `worth` roundWorth() of the round.
int playScore(const GameState &v, const Action &a, int seat, int margin, int worth)
{
    if (a.type == ActionType::Random)
        return 1;
    const int after = marginAfter(v, a, seat, v.round);
    const int cost = a.type == ActionType::Ghost ? a.v : 4; // psychic cards are scarce
    if (after >= 1000)
        return worth >= 100 ? -50 : -5;
    return std::min(after - margin, 12) * 4 - cost + (after > 0 ? 20 : 0);
}

Action rulesTurn(const GameState &v, const std::vector<Action> &legal, std::uint64_t &rng)
{
    const int seat = v.currentSeat();
    const int ri = v.round - 1;
    const int margin = v.margin(v.round, seat);
    const Action end{ActionType::End, std::int8_t(seat)};
    const bool canEnd = std::find(legal.begin(), legal.end(), end) != legal.end();
    if (margin > 0 && canEnd)
        return end; // ahead: let the opponent answer
    // Spend at most a budget of card value that grows with what the round is worth.
    const int worth = roundWorth(v, seat, ri);
    const int spent = [&] {
        int sum = 0;
        const Side &own = v.side(v.round, seat);
        for (int i = 0; i < own.size(); ++i)
            sum += own[i].isGhost() ? own[i].ghost : 2;
        return sum;
    }();
    const int budget = worth >= 100 ? 99 : 3 + worth + (v.round >= 7 ? 3 : 0);
    const int handValue = [&] {
        const PlayerState &me = v.player[std::size_t(seat)];
        int sum = 0;
        for (int k = 1; k <= 6; ++k)
            sum += k * me.hand[std::size_t(k)];
        return sum;
    }();
    if (canEnd && (spent - margin > budget || (handValue < 6 && worth < 100 && v.round < 9)))
        return end;
    // The play that helps most, cheapest first among equals.
    const Action *best = nullptr;
    int bestScore = -100000;
    for (const Action &a : legal) {
        if (a.type == ActionType::End)
            continue;
        const int score = playScore(v, a, seat, margin, worth) * 8 + mc::uniformBelow(rng, 8);
        if (score > bestScore) {
            bestScore = score;
            best = &a;
        }
    }
    if (!best || (bestScore < 0 && canEnd))
        return canEnd ? end : legal.front();
    return *best;
}

Action rulesPlace(const GameState &v, const std::vector<Action> &legal)
{
    // Keep a strong card for round 10 while the hand is comfortable; psychic 7 only counts there.
    const int seat = v.currentSeat();
    const PlayerState &me = v.player[std::size_t(seat)];
    for (const Action &a : legal)
        if (a.a == 1 && a.v == psy::PostponedWedding)
            return a;
    if (me.handSize() >= 6)
        for (int k = 6; k >= 4; --k)
            for (const Action &a : legal)
                if (a.a == 0 && a.v == k)
                    return a;
    for (const Action &a : legal)
        if (a.a < 0)
            return a;
    return legal.front();
}

// Any other choice: the one that leaves the best margin in the round concerned.
Action rulesBestMargin(const GameState &v, const std::vector<Action> &legal, std::uint64_t &rng)
{
    const int seat = v.currentSeat();
    const int round = v.phase == Phase::Final ? kRounds : std::min<int>(v.round + 1, kRounds);
    const Action *best = &legal.front();
    int bestScore = -100000;
    for (const Action &a : legal) {
        const int score = marginAfter(v, a, seat, round) * 8 + mc::uniformBelow(rng, 8);
        if (score > bestScore) {
            bestScore = score;
            best = &a;
        }
    }
    return *best;
}

Action rulesChoose(const GameState &view, const std::vector<Action> &legal, std::uint64_t &rng)
{
    switch (view.decision()) {
    case Decision::Turn:
        return rulesTurn(view, legal, rng);
    case Decision::Place:
        return rulesPlace(view, legal);
    case Decision::StillMe:
    case Decision::Round10:
        return rulesBestMargin(view, legal, rng);
    default:
        return legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
    }
}

// How good `s` is for `seat`: 1 won, 0 lost, 1/2 a draw (RIP-END-1..3); before the end, the lead in
// progress towards a majority of manors or castles (RIP-END-1).
double evaluate(const GameState &s, int seat)
{
    if (s.isTerminal())
        return s.gameWinner == seat ? 1.0 : s.gameWinner < 0 ? 0.5 : 0.0;
    auto progress = [&](int p) {
        const PlayerState &pl = s.player[std::size_t(p)];
        return std::max(double(pl.manors) / kManorsToWin, double(pl.castles) / kCastlesToWin)
               + 0.1 * (pl.manors + pl.castles);
    };
    return std::clamp(0.5 + 0.5 * (progress(seat) - progress(1 - seat)), 0.0, 1.0);
}

// Keeps in `legal` (a turn's legal actions) the rule-based player's `width` best: End when it is legal,
// then the plays by playScore(), the better first (the order of `legal` among equals).
void rulesBestTurns(const GameState &v, std::vector<Action> &legal, std::size_t width)
{
    const int seat = v.currentSeat();
    const int margin = v.margin(v.round, seat);
    const int worth = roundWorth(v, seat, v.round - 1);
    thread_local std::vector<std::pair<int, Action>> scored;
    scored.clear();
    bool canEnd = false;
    for (const Action &a : legal) {
        if (a.type == ActionType::End)
            canEnd = true;
        else
            scored.emplace_back(playScore(v, a, seat, margin, worth), a);
    }
    const std::size_t plays = std::min(scored.size(), width - (canEnd ? 1 : 0));
    std::stable_sort(scored.begin(), scored.end(), [](const auto &x, const auto &y) { return x.first > y.first; });
    legal.clear();
    if (canEnd)
        legal.push_back(Action{ActionType::End, std::int8_t(seat)});
    for (std::size_t i = 0; i < plays; ++i)
        legal.push_back(scored[i].second);
}

struct SearchTraits {
    using State = GameState;
    using Action = rip::Action;

    int currentSeat(const State &s) const { return s.currentSeat(); }
    bool isTerminal(const State &s) const { return s.isTerminal(); }
    bool isChance(const State &s) const { return s.isChance(); }
    // Draws come from the determinization's own generator: its deck order is one the seat cannot rule out.
    Action sampleChance(const State &s, std::uint64_t &) const { return s.sampleChance(); }
    void legalActions(const State &s, std::vector<Action> &out) const { s.legalActions(out); }
    void apply(State &s, const Action &a) const { s.applyUnchecked(a); }
    std::uint64_t key(const Action &a) const { return a.key(); }
    // The opponent's hand, face-down cards and both deck orders drawn again (GameState::sampleConsistent).
    State determinize(const State &view, int seat, std::uint64_t &rng) const { return view.sampleConsistent(seat, rng); }
    double evaluate(const State &s, int seat) const { return rip::evaluate(s, seat); }
    // The rule-based player, with a random move one time in eight so that rollouts differ.
    Action rollout(const State &s, const std::vector<Action> &legal, std::uint64_t &rng) const
    {
        if (mc::uniformBelow(rng, 8) == 0)
            return legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
        return rulesChoose(s, legal, rng);
    }
};

// The earlier strong player (strong-v1, CLI and ladder only): Search's simulations, many more of them,
// and the lead in mansion tokens where each simulation ended (IsmctsResult::choices' points).
struct StrongV1Traits : SearchTraits {
    double points(const State &s, int seat) const
    {
        const PlayerState &me = s.player[std::size_t(seat)], &op = s.player[std::size_t(1 - seat)];
        return double(me.manors + me.castles - op.manors - op.castles);
    }
};

// The strong player's search: in rounds 1 and 2 a simulation stops where the round after the decision's
// begins and the position there is judged by evaluatePosition() instead of being played on to the end
// by the rule-based player (from round 3 on it plays on, as Search's do: see strongSearch()); below the
// root the tree weighs only the rule-based player's few best plays of a turn, so the simulations go
// deeper into the round instead of wider.
struct StrongTraits : StrongV1Traits {
    int stopRound = 0;       // a simulation ends when a turn of this round (or a later one) is due
    std::size_t width = 4;   // plays of a turn the tree weighs below the root (End always among them)

    bool horizon(const State &s, int) const { return s.phase == Phase::Turn && s.round >= stopRound; }
    double evaluate(const State &s, int seat) const { return evaluatePosition(s, seat); }
    void candidates(const State &s, std::vector<Action> &legal) const
    {
        if (legal.size() > width && s.decision() == Decision::Turn)
            rulesBestTurns(s, legal, width);
    }
};

mc::IsmctsResult<Action> strongSearch(const GameState &view, const std::vector<Action> &legal, const BotConfig &config,
                                      std::uint64_t rng)
{
    const mc::IsmctsConfig cfg{config.strongIterations, config.strongTimeLimitMs, config.rolloutSteps};
    if (config.kind == BotKind::StrongV1)
        return mc::ismcts(StrongV1Traits{}, view, legal,
                          mc::IsmctsConfig{config.strongV1Iterations, config.strongTimeLimitMs, config.rolloutSteps}, rng);
    StrongTraits traits;
    // Early in the game a round's end says enough of how it goes on; later, when what lies on round 10
    // decides more and more games (RIP-END-2), the simulations play on to the end of the game as
    // Search's do (the evaluation does not foresee round 10 well enough: measured in bench/ladder.py).
    traits.stopRound = view.round >= kStrongPlayOutFrom ? kRounds + 1 : view.round + kStrongHorizonRounds;
    return mc::ismcts(traits, view, legal, cfg, rng);
}

} // namespace

double evaluatePosition(const GameState &s, int seat)
{
    if (s.isTerminal())
        return s.gameWinner == seat ? 1.0 : s.gameWinner < 0 ? 0.5 : 0.0;
    constexpr PositionWeights w;
    std::array<double, kSeats> h{};
    const auto needs = [&s](int p) {
        const PlayerState &pl = s.player[std::size_t(p)];
        return std::min(kManorsToWin - pl.manors, kCastlesToWin - pl.castles);
    };
    const bool open = needs(0) >= 2 && needs(1) >= 2;
    for (int p = 0; p < kSeats; ++p) {
        const PlayerState &pl = s.player[std::size_t(p)];
        const int need = std::min(kManorsToWin - pl.manors, kCastlesToWin - pl.castles);
        double worth = w.manor * pl.manors + w.castle * pl.castles - w.need * need;
        if (pl.manors == kManorsToWin - 1)
            worth += w.manorThreat;
        if (pl.castles == kCastlesToWin - 1)
            worth += w.castleThreat;
        // The ghost cards of `p` not played yet: hand, deck and face down on round 10. Their number and
        // their sum are public (the deck's composition less what lies face up, RIP-COMP-1); only `p`
        // knows which of them are in hand and which face down. The state holds them as known cards or
        // as the pool of unknown ones, as the view it came from does: count both.
        int cards = 0, value = 0;
        for (int k = 1; k <= 6; ++k) {
            const int n = pl.pool[std::size_t(k)] + pl.hand[std::size_t(k)];
            cards += n;
            value += k * n;
        }
        const Side &ten = s.side(kRounds, p);
        for (int i = 0; i < ten.size(); ++i)
            if (ten[i].isGhost() && ten[i].has(Card::FaceDown) && ten[i].ghost > 0) {
                ++cards;
                value += ten[i].ghost;
            }
        const double mean = cards > 0 ? double(value) / cards : 0.0;
        // The hand: the seat's own as it is; another seat's by its size at the mean of its unplayed
        // cards: `seat` does not know it (a determinization has drawn it at random).
        double inHand = mean * (p == seat ? pl.handUnknown : pl.handSize()); // unknown cards: table play
        if (p == seat)
            for (int k = 1; k <= 6; ++k)
                inHand += k * pl.hand[std::size_t(k)];
        // Round 10 (RIP-END-2): what lies there. Another seat's face-down cards count at that mean.
        double ten10 = 0;
        for (int i = 0; i < ten.size(); ++i) {
            const Card &c = ten[i];
            if (c.isGhost())
                ten10 += c.has(Card::FaceDown) && p != seat ? mean : c.ghost > 0 ? c.ghost : mean;
            else
                ten10 += c.has(Card::Moved) ? -2 : kPsychic[std::size_t(c.psychic)].worth;
        }
        worth += (w.ghostValue + w.ghostValueLate * s.round / 9.0) * value + w.hand * inHand
                 + w.psychic * std::popcount(pl.psychic) + (w.round10 + w.round10Late * s.round / 9.0) * ten10;
        if (open)
            worth += w.round10Open * ten10;
        h[std::size_t(p)] = worth;
    }
    return 1.0 / (1.0 + std::exp(-(h[std::size_t(seat)] - h[std::size_t(1 - seat)])));
}

Advice advise(const GameState &view, const BotConfig &config, std::uint64_t seed)
{
    Advice advice;
    std::vector<Action> legal;
    view.legalActions(legal);
    advice.choices = int(legal.size());
    if (legal.empty() || view.isChance())
        return advice;
    std::uint64_t rng = seed ^ 0x2545F4914F6CDD1DULL;
    if (legal.size() == 1) {
        advice.action = legal.front();
        return advice;
    }
    const auto r = strongSearch(view, legal, config, rng);
    advice.simulations = r.iterations;
    if (!r.searched) {
        advice.action = rulesChoose(view, legal, rng);
        return advice;
    }
    advice.searched = true;
    advice.action = r.action;
    advice.value = r.choices.front().value;
    advice.tokens = r.choices.front().points;
    if (r.choices.size() > 1) {
        advice.hasRunnerUp = true;
        advice.runnerUp = r.choices[1].action;
        advice.runnerUpValue = r.choices[1].value;
        advice.runnerUpTokens = r.choices[1].points;
    }
    return advice;
}

Action chooseAction(const GameState &view, const BotConfig &config, std::uint64_t seed, int *simulations)
{
    if (simulations)
        *simulations = 0;
    std::vector<Action> legal;
    view.legalActions(legal);
    if (legal.empty())
        return Action{};
    std::uint64_t rng = seed ^ 0x2545F4914F6CDD1DULL;
    if (config.kind == BotKind::Random || view.isChance())
        return legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
    if (config.kind == BotKind::Search && legal.size() > 1) {
        const mc::IsmctsConfig cfg{config.iterations, config.timeLimitMs, config.rolloutSteps};
        const auto r = mc::ismcts(SearchTraits{}, view, legal, cfg, rng);
        if (simulations)
            *simulations = r.iterations;
        if (r.searched)
            return r.action;
    }
    if ((config.kind == BotKind::Strong || config.kind == BotKind::StrongV1) && legal.size() > 1) {
        const auto r = strongSearch(view, legal, config, rng);
        if (simulations)
            *simulations = r.iterations;
        if (r.searched)
            return r.action;
    }
    return rulesChoose(view, legal, rng);
}

Action chooseAction(const GameState &view, BotKind kind, std::uint64_t seed)
{
    BotConfig config;
    config.kind = kind;
    return chooseAction(view, config, seed);
}

const char *botKindKey(BotKind kind)
{
    switch (kind) {
    case BotKind::Random: return "random";
    case BotKind::Rules: return "rules";
    case BotKind::Search: return "search";
    case BotKind::Strong: return "strong";
    case BotKind::StrongV1: return "strong-v1";
    }
    return "rules";
}

bool botKindFromKey(const char *key, BotKind &out)
{
    for (BotKind k : {BotKind::Random, BotKind::Rules, BotKind::Search, BotKind::Strong, BotKind::StrongV1})
        if (std::strcmp(key, botKindKey(k)) == 0) {
            out = k;
            return true;
        }
    return false;
}

} // namespace rip
