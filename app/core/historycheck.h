// The shared checks of a history file's game (GameRecord::fromJson, HistoryFiles::readCsv) that every
// game's own check (shelf::HistoryReading::check, in the game's module) builds on. QtCore only.
#pragma once

#include "registry.h"
#include "historyrecord.h"

#include "model/core/problem.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <functional>
#include <map>

namespace historycheck {

using shelf::FieldPath;

/// The largest score or number of points a history file may give.
inline constexpr int kMaxScore = 99'999;

[[nodiscard]] mc::Problem problemAt(const QString &path, mc::ProblemCode code, const QString &detail = {}, int min = 0,
                                    int max = 0);
/// Every key of `o` is one of `known`.
[[nodiscard]] bool onlyKeys(const QJsonObject &o, const QStringList &known, const QString &path, mc::Problem &error);
/// A whole number min..max, checked before any cast: 5.5, "7", 1e300 and -1 are refused.
[[nodiscard]] bool wholeJson(const QJsonValue &v, const QString &path, qint64 min, qint64 max, qint64 &dst,
                             mc::Problem &error);
[[nodiscard]] bool wholeJson(const QJsonValue &v, const QString &path, int min, int max, int &dst, mc::Problem &error);
/// The number a file gave equals the one its game computes.
[[nodiscard]] bool sameResultAs(int given, int computed, const QString &path, mc::Problem &error);
/// A sheet's problem at "players[i].rest" as a path of the history file: the player's details.
[[nodiscard]] mc::Problem intoDetails(mc::Problem p, const FieldPath &at,
                                      const std::function<QString(const QString &)> &rename = {});
/// {"1": a, "2": b, ...} as [a, b, ...]: the keys from 1 without a gap.
[[nodiscard]] bool numberedList(const QJsonValue &v, const QString &path, QJsonArray &out, mc::Problem &error);
/// Details of exactly these whole numbers 0..max.
[[nodiscard]] bool exactNumbers(const PlayerRecord &p, int i, const QStringList &keys, int max, const FieldPath &at,
                                std::map<QString, int> &values, mc::Problem &error);
/// Places 1..count with somebody first.
[[nodiscard]] bool placesFit(const GameRecord &g, const FieldPath &at, mc::Problem &error);

} // namespace historycheck
