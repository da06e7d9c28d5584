#include "sheetjson.h"

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
            return fail(error, path, ParseReason::UnknownKey, it.key());
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

} // namespace sheets
