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
[[nodiscard]] std::vector<ScoreInput> scoreInputs(const GameState &state, const std::vector<QString> &names);

// The `score FILE` format of docs/cli.md. Returns false with a reason naming the field.
[[nodiscard]] bool parseScoreInputs(const QByteArray &json, std::vector<ScoreInput> &out, Problem &error);
[[nodiscard]] QByteArray rankingJson(const std::vector<ScoreInput> &in, const std::vector<ScoreResult> &ranking);

} // namespace mc
