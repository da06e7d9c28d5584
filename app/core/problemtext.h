// The one place where a refused file or value (mc::Problem, model/core/problem.h) becomes words.
// QtCore only: mourners-cli compiles it too, so the command line and the app say the same.
#pragma once

#include "model/core/problem.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

/// Sentences for problems. A game adds its own words (its field names, its codes) through Words.
class ProblemText
{
    Q_DECLARE_TR_FUNCTIONS(ProblemText)

public:
    /// A game's vocabulary: the readable name of a field path (empty: no name, the problem concerns the
    /// whole file) and the message of a code only that game knows (empty: the shared wording).
    struct Words {
        std::function<QString(const QString &path)> field;
        std::function<QString(const mc::Problem &p)> message;
    };

    /// The readable name of a field every game's save has (seed, mode, seats, steps, the end state, the
    /// game, format and version); "" for another path and for a step (its message names it).
    [[nodiscard]] static QString saveField(const QString &path);
    /// The words of a save file of any game (saveField() for its fields).
    [[nodiscard]] static Words saveWords();

    /// `text` with every character that would garble a line or a terminal (a control character, a lone
    /// half of a surrogate pair, a line separator, a direction override or isolate) shown as its code
    /// ("U+001B"): what a file holds is never printed back raw.
    [[nodiscard]] static QString printable(const QString &text);
    /// What is wrong, without the field: "must be a whole number from 0 to 50".
    [[nodiscard]] static QString message(const mc::Problem &p, const Words &words = {});
    /// "Field: what is wrong." with the field's readable name (the app).
    [[nodiscard]] static QString sentence(const mc::Problem &p, const Words &words);
    /// At most this many problems are worded (a file with thousands of faults is told by its first ones).
    static constexpr qsizetype kShownProblems = 20;
    /// "… and 5 more problems." after the first kShownProblems.
    [[nodiscard]] static QString more(qsizetype hidden);
    /// Every problem, one sentence each, the first `limit` and then how many more (the app; a banner
    /// over other controls tells a damaged file by its first few).
    [[nodiscard]] static QStringList sentences(const mc::Problems &problems, const Words &words,
                                               qsizetype limit = kShownProblems);
    /// The command line's form: the field as written in the file, then the same message, and the
    /// technical reason in brackets when there is one ("actions[3]: ... (not-your-turn)").
    [[nodiscard]] static QString plain(const mc::Problem &p, const Words &words = {});
    /// plain() of each (the first kShownProblems, then how many more), joined by "; ".
    [[nodiscard]] static QString plain(const mc::Problems &problems, const Words &words = {});
};
