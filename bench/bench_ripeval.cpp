// Fits the weights of Rest in Peace's position evaluation (rip::evaluatePosition, model/restinpeace/
// bots.cpp): games played by Search's rollout policy (the rule-based player, a random move one time in
// eight) against itself; at the start of every round each seat's features (the seat's own minus the
// other seat's, from the seat's view) and, later, the game's result for it; a logistic regression by
// Newton's method. Prints the weights in the order of PositionWeights, to be copied there by hand.
//
//   bench_ripeval [games, default 100000]
#include "model/core/rng.h"
#include "model/restinpeace/bots.h"

#include <QTextStream>

#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <vector>

namespace {

constexpr int kFeatures = 12;
using Features = std::array<double, kFeatures>;
constexpr const char *kNames[kFeatures] = {"manor", "castle", "manorThreat", "castleThreat", "need", "ghostValue",
                                           "ghostValueLate", "hand", "psychic", "round10", "round10Late",
                                           "round10Open"};

// What evaluatePosition() weighs, per seat (the same reading of the state: keep the two alike).
Features featuresOf(const rip::GameState &s, int seat)
{
    auto needs = [&s](int p) {
        const rip::PlayerState &pl = s.player[std::size_t(p)];
        return std::min(rip::kManorsToWin - pl.manors, rip::kCastlesToWin - pl.castles);
    };
    const bool open = needs(0) >= 2 && needs(1) >= 2;
    std::array<Features, rip::kSeats> f{};
    for (int p = 0; p < rip::kSeats; ++p) {
        const rip::PlayerState &pl = s.player[std::size_t(p)];
        int cards = 0, value = 0;
        for (int k = 1; k <= 6; ++k) {
            const int n = pl.pool[std::size_t(k)] + pl.hand[std::size_t(k)];
            cards += n;
            value += k * n;
        }
        const rip::Side &ten = s.side(rip::kRounds, p);
        for (int i = 0; i < ten.size(); ++i)
            if (ten[i].isGhost() && ten[i].has(rip::Card::FaceDown) && ten[i].ghost > 0) {
                ++cards;
                value += ten[i].ghost;
            }
        const double mean = cards > 0 ? double(value) / cards : 0.0;
        double inHand = mean * (p == seat ? pl.handUnknown : pl.handSize());
        if (p == seat)
            for (int k = 1; k <= 6; ++k)
                inHand += k * pl.hand[std::size_t(k)];
        double ten10 = 0;
        for (int i = 0; i < ten.size(); ++i) {
            const rip::Card &c = ten[i];
            if (c.isGhost())
                ten10 += c.has(rip::Card::FaceDown) && p != seat ? mean : c.ghost > 0 ? c.ghost : mean;
            else
                ten10 += c.has(rip::Card::Moved) ? -2 : rip::kPsychic[std::size_t(c.psychic)].worth;
        }
        const double late = s.round / 9.0;
        f[std::size_t(p)] = {double(pl.manors), double(pl.castles), pl.manors == rip::kManorsToWin - 1 ? 1.0 : 0.0,
                             pl.castles == rip::kCastlesToWin - 1 ? 1.0 : 0.0, -double(needs(p)), double(value),
                             value * late, inHand, double(std::popcount(pl.psychic)), ten10, ten10 * late,
                             open ? ten10 : 0.0};
    }
    Features d{};
    for (int i = 0; i < kFeatures; ++i)
        d[std::size_t(i)] = f[std::size_t(seat)][std::size_t(i)] - f[std::size_t(1 - seat)][std::size_t(i)];
    return d;
}

} // namespace

int main(int argc, char **argv)
{
    const int games = argc > 1 ? std::max(1, std::atoi(argv[1])) : 100000;
    std::vector<Features> x;
    std::vector<double> y;
    std::vector<rip::Action> legal;
    std::uint64_t seed = 12345;
    for (int g = 0; g < games; ++g) {
        rip::Setup setup;
        setup.seed = 1000003ULL * std::uint64_t(g) + 17;
        setup.starter = std::int8_t(g & 1);
        rip::GameState s = rip::GameState::newGame(setup);
        std::vector<std::pair<Features, int>> seen;
        int round = -1;
        while (!s.isTerminal()) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
                continue;
            }
            if (s.phase == rip::Phase::Turn && s.round != round) {
                round = s.round;
                for (int seat = 0; seat < rip::kSeats; ++seat)
                    seen.emplace_back(featuresOf(s.viewFor(seat), seat), seat);
            }
            s.legalActions(legal);
            std::uint64_t r = mc::splitmix64(seed);
            s.applyUnchecked(mc::uniformBelow(r, 8) == 0 ? legal[std::size_t(mc::uniformBelow(r, int(legal.size())))]
                                                         : rip::chooseAction(s, rip::BotKind::Rules, r));
        }
        for (const auto &[f, seat] : seen) {
            x.push_back(f);
            y.push_back(s.gameWinner == seat ? 1.0 : s.gameWinner < 0 ? 0.5 : 0.0);
        }
    }
    // Newton's method on the log-likelihood (no intercept: the features are differences, the data symmetric).
    Features w{};
    double logLikelihood = 0;
    for (int it = 0; it < 12; ++it) {
        std::array<std::array<double, kFeatures + 1>, kFeatures> a{}; // the Hessian, the gradient last
        logLikelihood = 0;
        for (std::size_t n = 0; n < x.size(); ++n) {
            double z = 0;
            for (int i = 0; i < kFeatures; ++i)
                z += w[std::size_t(i)] * x[n][std::size_t(i)];
            const double p = 1.0 / (1.0 + std::exp(-z));
            logLikelihood += y[n] * std::log(p + 1e-12) + (1 - y[n]) * std::log(1 - p + 1e-12);
            for (int i = 0; i < kFeatures; ++i) {
                a[std::size_t(i)][kFeatures] += (y[n] - p) * x[n][std::size_t(i)];
                for (int j = 0; j < kFeatures; ++j)
                    a[std::size_t(i)][std::size_t(j)] += p * (1 - p) * x[n][std::size_t(i)] * x[n][std::size_t(j)];
            }
        }
        for (int c = 0; c < kFeatures; ++c) { // Gauss-Jordan with partial pivoting
            int pivot = c;
            for (int r = c + 1; r < kFeatures; ++r)
                if (std::abs(a[std::size_t(r)][std::size_t(c)]) > std::abs(a[std::size_t(pivot)][std::size_t(c)]))
                    pivot = r;
            std::swap(a[std::size_t(c)], a[std::size_t(pivot)]);
            if (std::abs(a[std::size_t(c)][std::size_t(c)]) < 1e-12)
                continue; // a feature that never varies
            for (int r = 0; r < kFeatures; ++r) {
                if (r == c)
                    continue;
                const double m = a[std::size_t(r)][std::size_t(c)] / a[std::size_t(c)][std::size_t(c)];
                for (int k = c; k <= kFeatures; ++k)
                    a[std::size_t(r)][std::size_t(k)] -= m * a[std::size_t(c)][std::size_t(k)];
            }
        }
        for (int i = 0; i < kFeatures; ++i)
            if (std::abs(a[std::size_t(i)][std::size_t(i)]) >= 1e-12)
                w[std::size_t(i)] += a[std::size_t(i)][kFeatures] / a[std::size_t(i)][std::size_t(i)];
    }
    QTextStream out(stdout);
    out << "positions " << x.size() << " of " << games << " games; log-likelihood per position "
        << logLikelihood / double(std::max<std::size_t>(1, x.size())) << " (0.693 knows nothing)\n";
    for (int i = 0; i < kFeatures; ++i)
        out << kNames[i] << " " << w[std::size_t(i)] << "\n";
    return 0;
}
