// The one way every game reads JSON from a file or the network: QJsonDocument::fromJson, which keeps
// the last copy of a key written twice in one object and never checks the first, plus a refusal of
// such a key (a hand-edited file with two "players" lists must not rank the one nobody looked at),
// and a size limit per kind of file checked before any parsing.
#pragma once

#include "problem.h"

#include <QByteArray>
#include <QJsonDocument>

#include <optional>

namespace mc {

/// Generous size limits per kind of file (about 4x the largest file the program writes or a table
/// types): a larger file is refused before it is parsed (docs/save-format.md gives the figures).
namespace JsonLimit {
inline constexpr qsizetype kRuleset = 1 * 1024 * 1024;      ///< the standard ruleset is ~25 KB; a ruleset editor's deck at most kMaxCards cards each
inline constexpr qsizetype kSave = 4 * 1024 * 1024;         ///< a save: a ruleset and a long game's steps (~60 KB)
inline constexpr qsizetype kScoreFile = 256 * 1024;         ///< a score sheet of 2-6 players (~1 KB)
inline constexpr qsizetype kHistoryImport = 64 * 1024 * 1024; ///< a history export of thousands of games (~4 KB each)
inline constexpr qsizetype kMessage = 64 * 1024;            ///< one message of a phone at the table
} // namespace JsonLimit

/// The first key written twice in one object of `json` (valid JSON text), or nothing. Keys are compared
/// after unescaping ("a\u0062" and "ab" are the same key). The problem's path is the second copy's
/// ("players[0].unity"), detail the key, offset its byte and value its line (from 1). One pass over the
/// text with a hash set per open object: linear in the text's size.
[[nodiscard]] std::optional<Problem> duplicateKey(const QByteArray &json);

/// QJsonDocument::fromJson that also refuses a file larger than `maxBytes` (FileTooBig, before
/// parsing), text that is not JSON (NotJson) and a key written twice in one object (DuplicateKey).
/// On a refusal `problem` is set (a duplicate key's path is the key's, the others "") and the returned
/// document is null.
[[nodiscard]] QJsonDocument readJson(const QByteArray &json, qsizetype maxBytes, Problem &problem);

/// The FileTooBig problem of a file of `size` bytes when it is larger than `maxBytes`, or nothing.
[[nodiscard]] std::optional<Problem> tooBig(qsizetype size, qsizetype maxBytes);

} // namespace mc
