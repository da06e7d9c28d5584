// Who plays a seat, in the words every game of the shelf uses (in saves, QML and the phones): a person
// at the laptop or on a phone ("person"), a seat of a game mirrored from the real table ("table"), or a
// computer player named by the game's own kinds ("random", "rules", "search", "strong", …).
#pragma once

#include <QString>

namespace shelf::seatkind {

using namespace Qt::StringLiterals;

/// A person plays the seat (at the laptop, or on a phone).
inline const QString kPerson = u"person"_s;
/// A seat of a table game: the app mirrors the physical table, nobody plays on the laptop.
inline const QString kTable = u"table"_s;

/// The kind as the shelf names it: "human", the word of Rest in Peace saves before the shelf shared one
/// vocabulary, is read as "person"; every other key is returned unchanged.
[[nodiscard]] inline QString normalized(const QString &key)
{
    return key == u"human"_s ? kPerson : key;
}

/// Whether a person (not a computer player) decides for a seat of this kind.
[[nodiscard]] inline bool isPerson(const QString &key)
{
    return key == kPerson || key == kTable || key == u"human"_s;
}

} // namespace shelf::seatkind
