// Ratings and standings per game of the shelf (docs/ratings.md): the Weng–Lin Bayesian rating with
// the Plackett–Luce model (the OpenSkill default), computed from the history's finished games. Pure
// and deterministic: no database, no clock, no locale; the same games give the same numbers on every
// laptop, whatever order they were stored in.
#pragma once

#include "historyrecord.h"

#include <QDateTime>
#include <QString>

#include <vector>

namespace ratings {

/// The model's constants: OpenSkill's defaults (mu 25, sigma 25/3, beta 25/6, kappa 0.0001) and no
/// added uncertainty per game (tau 0), see docs/ratings.md.
struct Parameters {
    double mu = 25.0;          ///< a new player's skill estimate
    double sigma = 25.0 / 3.0; ///< a new player's uncertainty (standard deviation)
    double beta = 25.0 / 6.0;  ///< how much one game's performance varies around the skill
    double kappa = 0.0001;     ///< floor of the factor that shrinks sigma, so it never reaches 0
    double tau = 0.0;          ///< uncertainty added before each game (0: none)
};

/// A skill estimate: mean and uncertainty.
struct Rating {
    double mu = 25.0;
    double sigma = 25.0 / 3.0;
    /// What the standings show: mu − 3·sigma (OpenSkill's "ordinal"), a cautious estimate that rises
    /// as the uncertainty falls.
    [[nodiscard]] double ordinal() const { return mu - 3.0 * sigma; }
};

/// One player of one game: the rating before it and the place (1 = first; a shared place is a tie,
/// only the order of the places matters).
struct Entry {
    Rating rating;
    int place = 1;
};

/// The ratings after one game, in the order of `entries`: the Plackett–Luce update of Weng and Lin
/// (2011, algorithm 4), each player a team of one; players of one place are tied. Fewer than two
/// entries: returned unchanged.
[[nodiscard]] std::vector<Rating> rateGame(const std::vector<Entry> &entries, const Parameters &p = {});

/// A player's rating after one of their games, for the chart over time.
struct Point {
    int game = 0;          ///< the game's number among the rated games of its kind, 1 = the oldest
    QDateTime playedAt;
    Rating after;
};

/// One line of the standings.
struct Standing {
    QString name;           ///< as the history stores it, trimmed
    Rating rating;
    int games = 0;          ///< rated games played
    int wins = 0;           ///< first places (shared ones too)
    int rank = 0;           ///< 1 = best ordinal; equal ordinals share a rank
    std::vector<Point> history; ///< after each of their games, oldest first
};

/// The standings of one game of the shelf.
struct Table {
    QString game;
    std::vector<Standing> players;   ///< best first (ordinal, then name)
    /// The rated games as indexes into compute()'s `games`, oldest first (Point::game − 1 indexes it).
    std::vector<std::size_t> rated;
    int skipped = 0;                 ///< games of `game` that could not be rated (one player, no places)
};

/// Whether a game can be rated: two players or more, each with a name and a place of 1 or more, no
/// name twice.
[[nodiscard]] bool rateable(const GameRecord &g);

/// The standings of `game` (a registry id) over `games` (any order, other games ignored): its games
/// in the order playedAt, then uid, each rated with rateGame().
[[nodiscard]] Table compute(const std::vector<GameRecord> &games, const QString &game, const Parameters &p = {});

} // namespace ratings
