// Final scoring and ranking (R-END-4, R-END-5), shared by the engine, the calculator and the CLI.
#pragma once

#include "model/core/problem.h"

#include <QString>
#include <vector>

class QByteArray;

namespace mc {

class GameState;

struct ScoreInput {
    QString name;
    int unity = 0;
    int bone = 0;
    int flesh = 0;
    int spirit = 0;
    int motive = 0;  // Ulterior Motive bonus
    int etherea = 0; // remaining, first tie-breaker
    int mourners = 0; // Mourner cards in play, second tie-breaker
};

enum class TieBreak { None, Etherea, Mourners, Shared };

struct ScoreResult {
    int input = 0; // index into the inputs
    int score = 0;
    int place = 1; // players sharing a place when the tie stands
    TieBreak tiebreak = TieBreak::None;
};

[[nodiscard]] int scoreOf(const ScoreInput &p); // R-END-4
// Best first; equal keys keep their input order.
[[nodiscard]] std::vector<ScoreResult> rank(const std::vector<ScoreInput> &players); // R-END-5
[[nodiscard]] const char *tieBreakKey(TieBreak t);

// What one tie-breaker of R-END-5 did to a group of players level up to it.
enum class TieSplit {
    Everyone, // every player of the group apart
    Some,     // some apart, some still level
    Nobody,   // all still level
};

// A group of two or more players level in a ranking of rank() up to the tie-breaker `by`, for words
// about a ranking (the app words it; the model keeps no sentences). The groups nest as R-END-5 goes:
// players level on score meet Etherea (`by` Etherea); those of them level on Etherea too meet Mourner
// cards (Mourners); those level on everything share their place (Shared, `split` Nobody).
struct TieGroup {
    TieBreak by = TieBreak::Etherea;
    TieSplit split = TieSplit::Nobody;
    std::vector<ScoreResult> players; // as rank() gives them, best first
    std::vector<TieGroup> level;      // the groups of two or more that `by` left level, each meeting the next tie-breaker
};

// Every score two or more players of `ranking` share (rank(in)), in ranking order.
[[nodiscard]] std::vector<TieGroup> ties(const std::vector<ScoreInput> &in, const std::vector<ScoreResult> &ranking);
[[nodiscard]] std::vector<ScoreInput> scoreInputs(const GameState &state, const std::vector<QString> &names);

// The `score FILE` format of docs/cli.md. Returns false with a reason naming the field.
[[nodiscard]] bool parseScoreInputs(const QByteArray &json, std::vector<ScoreInput> &out, Problem &error);
[[nodiscard]] QByteArray rankingJson(const std::vector<ScoreInput> &in, const std::vector<ScoreResult> &ranking);

} // namespace mc
