#include "sheetjson.h"
#include "model/core/names.h"

using namespace Qt::StringLiterals;

namespace sheets {

const char *parseReasonKey(ParseReason r)
{
    return mc::problemCodeKey(r);
}

bool fail(ParseError &error, const QString &path, ParseReason reason, const QString &detail, int max, int min)
{
    error = ParseError{path, reason, detail, -1, max, min};
    return false;
}

bool exactKeys(const QJsonObject &o, const QStringList &keys, const QString &path, ParseError &error)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!keys.contains(it.key()))
            return fail(error, path, ParseReason::UnknownKey, mc::printable(it.key()));
    for (const QString &k : keys)
        if (!o.contains(k))
            return fail(error, path, ParseReason::MissingKey, k);
    return true;
}

bool wholeNumber(const QJsonValue &v, const QString &path, int max, int &dst, ParseError &error)
{
    if (!v.isDouble())
        return fail(error, path, ParseReason::NotANumber, {}, max);
    const double d = v.toDouble();
    if (d < 0 || d > max || d != double(int(d)))
        return fail(error, path, ParseReason::NotANumber, {}, max);
    dst = int(d);
    return true;
}

bool playerName(const QJsonValue &v, const QString &path, QString &dst, ParseError &error, bool mayBeEmpty)
{
    if (!v.isString())
        return fail(error, path, ParseReason::EmptyName);
    const QString name = v.toString();
    if (mayBeEmpty && name.isEmpty()) {
        dst.clear();
        return true;
    }
    if (std::optional<mc::Problem> p = mc::nameProblem(name, path)) {
        error = std::move(*p);
        return false;
    }
    dst = name.trimmed();
    return true;
}

} // namespace sheets
