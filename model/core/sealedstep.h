// A step of a running game written so that nobody reads it at a glance: in a text editor, a file
// preview, a history export or a chat's preview of a sent save. The players' secrets of a running game
// (cards drawn, cards laid face down) stay out of sight until its end, when a save lists them openly.
// Not encryption: the key comes from the game's seed, which is in the same file, and the program reads
// the step back. Every game's saves may use it (docs/save-format.md says what a save shows).
#pragma once

#include <QString>

#include <cstdint>

namespace mc {

/// "sealed <letters>": `text`, padded with spaces to a multiple of 32 bytes (so that steps of one game
/// all look as long), mixed with a stream drawn from `seed` and the step's `index` (so that two equal
/// steps read differently), as base64url.
[[nodiscard]] QString sealStep(const QString &text, std::uint64_t seed, std::size_t index);
/// Whether `text` is a sealed step (whatever follows the word).
[[nodiscard]] bool isSealedStep(const QString &text);
/// The step sealed by sealStep() with the same seed and index; false when `sealed` is not one or its
/// letters do not read.
[[nodiscard]] bool unsealStep(const QString &sealed, std::uint64_t seed, std::size_t index, QString &text);

} // namespace mc
