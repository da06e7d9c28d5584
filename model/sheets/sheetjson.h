// What the score sheets' JSON readers share: why a file was refused (as data, worded by app/ and the
// CLI), every key required and no other, whole numbers in range.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace sheets {

enum class ParseReason {
    NotJson,       ///< `detail`: the parser's message, `offset` the byte
    NotObject,     ///< the value at `path` must be an object
    NotList,       ///< the value at `path` must be a list
    PlayerCount,   ///< `players` must list `min`..`max` players
    UnknownKey,    ///< `detail`: the key
    MissingKey,    ///< `detail`: the key
    NotANumber,    ///< not a whole number 0..`max`
    NotABool,      ///< must be true or false
    TooMany,       ///< the list is longer than `max`
    EmptyName,     ///< a name must be a non-empty text
    DuplicateName, ///< `detail`: the name
};
/// A stable key of the reason ("unknownKey"), for tests and tools.
[[nodiscard]] const char *parseReasonKey(ParseReason r);

struct ParseError {
    QString path; ///< "players[1].oracle.black", "top level" for the document itself
    ParseReason reason = ParseReason::NotJson;
    QString detail;
    qsizetype offset = -1;
    int max = 0; ///< the bound a number, a list or the player count broke
    int min = 0; ///< the lower bound of the player count
};

/// Sets `error` and returns false (for `return fail(...)`).
bool fail(ParseError &error, const QString &path, ParseReason reason, const QString &detail = {}, int max = 0,
          int min = 0);
/// Every key of `keys` present and no other: a misspelt key would otherwise read as 0 and rank the
/// table wrongly.
[[nodiscard]] bool exactKeys(const QJsonObject &o, const QStringList &keys, const QString &path, ParseError &error);
/// A whole number 0..`max`: 2.5, "3", -1 and max + 1 are refused, not rounded or clamped.
[[nodiscard]] bool wholeNumber(const QJsonValue &v, const QString &path, int max, int &dst, ParseError &error);

} // namespace sheets
