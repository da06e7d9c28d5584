#include "historycheck.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cmath>

using namespace Qt::StringLiterals;

namespace historycheck {

using mc::Problem;
using mc::ProblemCode;

Problem problemAt(const QString &path, ProblemCode code, const QString &detail, int min, int max)
{
    Problem p;
    p.path = path;
    p.reason = code;
    p.detail = detail;
    p.min = min;
    p.max = max;
    return p;
}

bool onlyKeys(const QJsonObject &o, const QStringList &known, const QString &path, Problem &error)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key())) {
            error = problemAt(path, ProblemCode::UnknownKey, it.key());
            return false;
        }
    return true;
}

/// A whole number min..max, checked before any cast: 5.5, "7", 1e300 and -1 are refused.
bool wholeJson(const QJsonValue &v, const QString &path, qint64 min, qint64 max, qint64 &dst, Problem &error)
{
    const double d = v.toDouble();
    if (!v.isDouble() || !(d >= double(min) && d <= double(max)) || d != std::floor(d)) {
        error = problemAt(path, ProblemCode::NotANumber, {}, int(std::max<qint64>(min, INT_MIN)),
                          int(std::min<qint64>(max, INT_MAX)));
        return false;
    }
    dst = qint64(d);
    return true;
}

bool wholeJson(const QJsonValue &v, const QString &path, int min, int max, int &dst, Problem &error)
{
    qint64 n = 0;
    if (!wholeJson(v, path, qint64(min), qint64(max), n, error))
        return false;
    dst = int(n);
    return true;
}

bool sameResultAs(int given, int computed, const QString &path, Problem &error)
{
    if (given == computed)
        return true;
    error = problemAt(path, ProblemCode::ResultMismatch, QString::number(given));
    error.value = computed;
    return false;
}

/// A sheet's problem at "players[i].rest" as a path of the history file: the player's details.
Problem intoDetails(Problem p, const FieldPath &at, const std::function<QString(const QString &)> &rename)
{
    static const QRegularExpression re(u"^players\\[(\\d+)\\](?:\\.(.*))?$"_s);
    const QRegularExpressionMatch m = re.match(p.path);
    if (!m.hasMatch()) {
        p.path = at(-1, u"players"_s);
        return p;
    }
    const int i = m.captured(1).toInt();
    QString rest = m.captured(2);
    if (rest == u"name"_s || (rest.isEmpty() && p.reason == ProblemCode::MissingKey && p.detail == u"name"_s)) {
        p.path = at(i, u"name"_s);
        return p;
    }
    if (rename)
        rest = rename(rest);
    p.path = at(i, rest.isEmpty() ? u"details"_s : u"details."_s + rest);
    return p;
}

/// {"1": a, "2": b, ...} as [a, b, ...]: the keys from 1 without a gap.
bool numberedList(const QJsonValue &v, const QString &path, QJsonArray &out, Problem &error)
{
    if (!v.isObject()) {
        error = problemAt(path, ProblemCode::NotObject);
        return false;
    }
    const QJsonObject o = v.toObject();
    for (qsizetype k = 1; k <= o.size(); ++k) {
        const QString key = QString::number(k);
        if (!o.contains(key)) {
            for (auto it = o.begin(); it != o.end(); ++it) {
                bool ok = false;
                const qlonglong n = it.key().toLongLong(&ok);
                if (!ok || n < 1 || n > o.size() || it.key() != QString::number(n)) {
                    error = problemAt(path, ProblemCode::UnknownKey, it.key());
                    return false;
                }
            }
            error = problemAt(path, ProblemCode::MissingKey, key);
            return false;
        }
        out.append(o.value(key));
    }
    return true;
}

/// Details of exactly these whole numbers 0..max.
bool exactNumbers(const PlayerRecord &p, int i, const QStringList &keys, int max, const FieldPath &at,
                  std::map<QString, int> &values, Problem &error)
{
    if (!onlyKeys(p.details, keys, at(i, u"details"_s), error))
        return false;
    for (const QString &k : keys) {
        if (!p.details.contains(k)) {
            error = problemAt(at(i, u"details"_s), ProblemCode::MissingKey, k);
            return false;
        }
        if (!wholeJson(p.details.value(k), at(i, u"details."_s + k), 0, max, values[k], error))
            return false;
    }
    return true;
}

/// Places 1..count with somebody first.
bool placesFit(const GameRecord &g, const FieldPath &at, Problem &error)
{
    const int n = int(g.players.size());
    bool first = false;
    for (int i = 0; i < n; ++i) {
        const int place = g.players[std::size_t(i)].place;
        if (place < 1 || place > n) {
            error = problemAt(at(i, u"place"_s), ProblemCode::NotANumber, {}, 1, n);
            return false;
        }
        first = first || place == 1;
    }
    if (!first) {
        error = problemAt(at(0, u"place"_s), ProblemCode::ResultMismatch, QString::number(g.players[0].place));
        error.value = 1;
        return false;
    }
    return true;
}

} // namespace historycheck
