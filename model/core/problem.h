// Why a file or a value was refused, as data: a code, the field it concerns and the values that
// explain it. The engines never word a problem; app/ (ProblemText) turns it into a translated sentence
// and the command line into the same sentence in English.
#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace mc {

/// What is wrong. The comment says which of Problem's values the code uses.
enum class ProblemCode : std::int8_t {
    NotJson,        ///< offset: the byte; detail: the JSON parser's message (Qt's own, translated by Qt)
    DuplicateKey,   ///< path: where (players[0].unity); detail: the key written twice in one object; value: its line
    FileTooBig,     ///< value: the file's size in KB (rounded up); max: the largest this kind of file may be, in KB
    NotObject,      ///< the value at `path` must be an object
    NotList,        ///< the value at `path` must be a list
    PlayerCount,    ///< the list at `path` must hold min..max players
    UnknownKey,     ///< detail: the key
    MissingKey,     ///< detail: the key (in the object at `path`)
    NotANumber,     ///< not a whole number min..max
    NotABool,       ///< must be true or false
    TooMany,        ///< the list is longer than max
    EmptyName,      ///< must be a non-empty text
    DuplicateName,  ///< detail: the name, listed twice
    BadCharacter,   ///< a name holds a character no keyboard types (names.h): value the code point, offset its index
    TooLong,        ///< a text longer than max characters (value: its length)
    // Files
    CannotRead,     ///< path: the file; note: the system's reason
    CannotWrite,    ///< path: the file; note: the system's reason
    WrongFormat,    ///< the file is not of this kind: detail the format it must name
    OtherGame,      ///< a save of another game: detail its game id
    NewerVersion,   ///< value: the file's version; max: the newest this program reads
    // Values of a ruleset
    WrongCount,     ///< the list must have exactly max entries (value: found)
    UnknownWord,    ///< detail: a word that is not one of the field's words (a kind, an effect, a condition)
    NotFaction,     ///< must be bone, flesh or spirit
    NotGuild,       ///< must name one of the six guilds
    NotLocation,    ///< must be a location number min..max
    NotCrowdOutcome,///< a crowd roll entry: destroy, crypt or stay
    NotPhase,       ///< must be a phase of the round (distribution .. cleanup)
    NotSeatMode,    ///< must be "table" or "digital"
    NotSeed,        ///< must be a whole number written as text
    NegativeAmount, ///< detail: the effect that takes no negative amount
    BadCardId,      ///< detail: the id; not lowercase letters, digits and '-' starting with a letter
    ReservedCardId, ///< detail: the id; value: a CardIdClash (the notation reads it as something else)
    DuplicateId,    ///< detail: the id, used twice in its deck
    NotInOrder,     ///< locations must be listed 1..max in number order (value: the number expected)
    WrongGuildId,   ///< detail: the guild id this place must have
    ListedTwice,    ///< detail: the entry (a guild) listed twice
    TooFewMotives,  ///< detail: the faction; min: the motives each faction needs
    NoCards,        ///< the deck at `path` needs at least one card
    DealTooBig,     ///< value: the player count whose deal needs more Court cards than the deck holds
    TriggerNotAllowed, ///< only a triggered Mourner has a trigger
    // Saves
    UnreadableStep, ///< value: the step (0-based); detail: its text; note: the notation's reason
    IllegalStep,    ///< value: the step (0-based); detail: its text; note: the refusal's key
    DigestMismatch, ///< replaying the steps does not give the saved state
    RevisionInSaveOnly, ///< a ruleset file of its own names revision 1 (value), read only inside a save; max: the revision it may name
    // The history's import
    NotUtf8,        ///< the text is not UTF-8: offset the first byte that is not
    NotDate,        ///< must be a date and time like 2024-05-01T20:30:00Z
    ResultMismatch, ///< detail: the field's value as the file says; note-free; value: what the game's own sheet gives
    KnownGameDiffers, ///< a game with this identity is already there (history or file) with another result
    NotColor,       ///< must be a colour written "#" and six hex digits ("#c62828")
    NotSeedsDraw,   ///< a digital game's chance step that is not the seed's: value the step (0-based); detail its text; note what the seed draws
};

/// What a card id collides with in the action notation (ReservedCardId's value).
enum class CardIdClash : std::int8_t { Unknown, None, Crypt, Player, Faction, Guild };

/// One problem. The first six members are those of the score sheets' readers (sheetjson.h).
struct Problem {
    QString path;   ///< the field as written in the file: "startEtherea", "crowdRoll[2]", "players[1].name"; "" the whole file
    ProblemCode reason = ProblemCode::NotJson;
    QString detail; ///< a word or id from the file that the sentence quotes
    qsizetype offset = -1;
    int max = 0;
    int min = 0;
    int value = 0;
    QString note;   ///< a technical reason for logs and the command line, never shown as a sentence on screen

    friend bool operator==(const Problem &, const Problem &) = default;
};
using Problems = std::vector<Problem>;

/// A stable key of the code ("notANumber"), for tests, logs and tools.
[[nodiscard]] const char *problemCodeKey(ProblemCode code);
/// "path: key 'detail'" for logs and test messages (not a sentence for people).
[[nodiscard]] QString problemKey(const Problem &p);
/// problemKey() of each, one a line.
[[nodiscard]] QString problemKeys(const Problems &problems);
/// The same problems with `prefix` put before each path ("ruleset" + "startEtherea" = "ruleset.startEtherea").
[[nodiscard]] Problems nested(const QString &prefix, Problems problems);

} // namespace mc
