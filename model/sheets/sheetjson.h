// What the score sheets' JSON readers share: why a file was refused (as data, worded by app/ and the
// CLI), every key required and no other, whole numbers in range.
#pragma once

#include "model/core/problem.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace sheets {

/// Why a file was refused: the problem type every engine shares (model/core/problem.h).
using ParseReason = mc::ProblemCode;
using ParseError = mc::Problem;
/// A stable key of the reason ("unknownKey"), for tests and tools.
[[nodiscard]] const char *parseReasonKey(ParseReason r);

/// Sets `error` and returns false (for `return fail(...)`).
bool fail(ParseError &error, const QString &path, ParseReason reason, const QString &detail = {}, int max = 0,
          int min = 0);
/// Every key of `keys` present and no other: a misspelt key would otherwise read as 0 and rank the
/// table wrongly.
[[nodiscard]] bool exactKeys(const QJsonObject &o, const QStringList &keys, const QString &path, ParseError &error);
/// A whole number 0..`max`: 2.5, "3", -1 and max + 1 are refused, not rounded or clamped.
[[nodiscard]] bool wholeNumber(const QJsonValue &v, const QString &path, int max, int &dst, ParseError &error);
/// A player's name (mc::nameProblem: not a text or blank is EmptyName; control characters, lone
/// surrogates, direction overrides and names too long refused), trimmed into `dst`. With `mayBeEmpty`
/// an empty text is taken (a seat of a kept sheet nobody named yet).
[[nodiscard]] bool playerName(const QJsonValue &v, const QString &path, QString &dst, ParseError &error,
                              bool mayBeEmpty = false);

} // namespace sheets
