#include "sheetjson.h"

namespace sheets {

const char *parseReasonKey(ParseReason r)
{
    switch (r) {
    case ParseReason::NotJson: return "notJson";
    case ParseReason::NotObject: return "notObject";
    case ParseReason::NotList: return "notList";
    case ParseReason::PlayerCount: return "playerCount";
    case ParseReason::UnknownKey: return "unknownKey";
    case ParseReason::MissingKey: return "missingKey";
    case ParseReason::NotANumber: return "notANumber";
    case ParseReason::NotABool: return "notABool";
    case ParseReason::TooMany: return "tooMany";
    case ParseReason::EmptyName: return "emptyName";
    case ParseReason::DuplicateName: return "duplicateName";
    }
    return "notJson";
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
