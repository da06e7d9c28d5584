// The one check of a player's name that every game, file and form shares: a name is printed back on
// screens, score sheets, logs, the command line and phones, so it must be text a person typed.
#pragma once

#include "problem.h"

#include <QString>

#include <optional>

namespace mc {

/// The longest name any file or form takes, in UTF-16 units (a long name still fits a score sheet's column).
inline constexpr int kMaxNameLength = 40;

/// Why `name` cannot be a player's name, or nothing: empty or blank (EmptyName), longer than
/// kMaxNameLength (TooLong: max the limit, value the length), or holding a character no keyboard
/// types and that would garble what prints it (BadCharacter: value the code point, offset its
/// index): a control character (tab, newline, escape, U+0000..U+001F, U+007F..U+009F), a half of a
/// surrogate pair on its own, a line or paragraph separator, a direction override or isolate
/// (U+202A..U+202E, U+2066..U+2069), the invisible U+FEFF or a noncharacter. `path` is the problem's path ("seats[1].name").
[[nodiscard]] std::optional<Problem> nameProblem(const QString &name, const QString &path);

/// `text` with every character nameProblem refuses as BadCharacter written as \uXXXX (a pair of
/// surrogates as both halves): a key, word or name quoted back from a file or a message never
/// garbles the screen, terminal or log that prints it. Other text is kept as it is.
/// With `max` >= 0 the text is cut after `max` characters and ends in "…" (a long word quoted back).
[[nodiscard]] QString printable(const QString &text, qsizetype max = -1);

} // namespace mc
