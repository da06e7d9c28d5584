// The search players' determinization (bots.h): a state the seat cannot tell from the true one, with
// everything it has not seen dealt at random.
#include "bots.h"

#include "model/core/rng.h"

#include <algorithm>

namespace mc {

namespace {

template<typename T>
void shuffle(std::vector<T> &v, std::uint64_t &rng)
{
    for (int i = int(v.size()) - 1; i > 0; --i)
        std::swap(v[std::size_t(i)], v[std::size_t(uniformBelow(rng, i + 1))]);
}

} // namespace

GameState determinize(const GameState &view, int seat, std::uint64_t &rng)
{
    GameState s = view;
    s.rng = splitmix64(rng);
    const Ruleset &R = s.rules();
    // Court cards: everything not seen by this seat is shuffled into the unknown places.
    std::vector<bool> seen(R.court.size(), false);
    const auto &mine = s.player[std::size_t(seat)];
    for (auto c : mine.hand)
        if (c >= 0)
            seen[std::size_t(c)] = true;
    for (auto c : mine.draft)
        if (c >= 0)
            seen[std::size_t(c)] = true;
    for (auto c : s.courtPlayed)
        if (c >= 0)
            seen[std::size_t(c)] = true;
    // Severamm's holder sees the undealt cards while using the ability (viewFor): they stay where they
    // are, so they must not also be dealt into another hand.
    for (auto c : s.courtDeck)
        if (c >= 0)
            seen[std::size_t(c)] = true;
    std::vector<std::int16_t> pool;
    for (std::size_t c = 0; c < seen.size(); ++c)
        if (!seen[c])
            pool.push_back(std::int16_t(c));
    shuffle(pool, rng);
    std::size_t next = 0;
    auto fill = [&](std::vector<std::int16_t> &cards) {
        for (auto &c : cards)
            if (c < 0 && next < pool.size())
                c = pool[next++];
        std::sort(cards.begin(), cards.end());
    };
    // The seat's own cards that the app was not told (a table's hand) first, then every other seat's.
    auto fillUnknown = [&](std::vector<std::int16_t> &cards) {
        if (std::find(cards.begin(), cards.end(), std::int16_t(kUnknownCard)) != cards.end())
            fill(cards);
    };
    if (seat >= 0 && seat < s.players) {
        fillUnknown(s.player[std::size_t(seat)].hand);
        fillUnknown(s.player[std::size_t(seat)].draft);
    }
    for (int p = 0; p < s.players; ++p) {
        if (p == seat)
            continue;
        fill(s.player[std::size_t(p)].hand);
        fill(s.player[std::size_t(p)].draft);
    }
    fill(s.courtDeck);
    s.courtDeck.erase(std::remove(s.courtDeck.begin(), s.courtDeck.end(), std::int16_t(kUnknownCard)), s.courtDeck.end());
    // Motives: a random motive of each declared faction that this seat does not hold.
    for (int f = 0; f < kFactions; ++f) {
        std::vector<std::int16_t> motives;
        for (std::size_t m = 0; m < R.motives.size(); ++m)
            if (R.motives[m].faction == f && std::int16_t(m) != mine.motive
                && std::find(mine.motivesDealt.begin(), mine.motivesDealt.end(), std::int16_t(m)) == mine.motivesDealt.end())
                motives.push_back(std::int16_t(m));
        shuffle(motives, rng);
        std::size_t k = 0;
        for (int p = 0; p < s.players; ++p) {
            auto &pl = s.player[std::size_t(p)];
            if (p == seat)
                continue;
            if (pl.motive < 0 && pl.declared == f && k < motives.size())
                pl.motive = motives[k++];
            if (pl.motivesDealt[std::size_t(f)] < 0 && !pl.motivesDealt.empty() && s.phase == Phase::Setup && k < motives.size())
                pl.motivesDealt[std::size_t(f)] = motives[k++];
        }
        auto &deck = s.motiveDeck[std::size_t(f)];
        for (auto &c : deck)
            c = k < motives.size() ? motives[k++] : std::int16_t(kUnknownCard);
        deck.erase(std::remove(deck.begin(), deck.end(), std::int16_t(kUnknownCard)), deck.end());
        std::sort(deck.begin(), deck.end());
    }
    // Bids made but not revealed (R-TITHE-2): any amount the bidder could afford.
    for (int p = 0; p < s.players; ++p) {
        auto &pl = s.player[std::size_t(p)];
        if (pl.bid == -2)
            pl.bid = std::int16_t(uniformBelow(rng, pl.etherea + 1));
    }
    return s;
}

} // namespace mc
