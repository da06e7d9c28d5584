#include "problemtext.h"

#include "model/core/names.h"

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

using mc::ProblemCode;

namespace {
QString quoted(const QString &s)
{
    //: A word or id quoted from a file.
    return ProblemText::tr("'%1'").arg(ProblemText::printable(s));
}
} // namespace

QString ProblemText::printable(const QString &text)
{
    return mc::printable(text);
}

QString ProblemText::saveField(const QString &path)
{
    const QString k0 = path.section(u'.', 0, 0).section(u'[', 0, 0);
    const bool indexed = path.size() > k0.size() && path.at(k0.size()) == u'[';
    if (k0 == u"seed"_s)
        return tr("The game's seed");
    if (k0 == u"mode"_s)
        return tr("The kind of play");
    if (k0 == u"seats"_s)
    {
        const int seat = path.section(u'[', 1).section(u']', 0, 0).toInt() + 1;
        if (indexed && path.endsWith(u".color"_s))
            //: %1 seat number.
            return tr("Colour of player %1").arg(seat);
        return indexed ? tr("Name of player %1").arg(seat) : tr("The players");
    }
    if (k0 == u"alltaker"_s)
        return tr("The Alltaker's seat");
    if (k0 == u"meta"_s)
        return tr("The game's setup notes");
    if (k0 == u"actions"_s)
        return indexed ? QString() : tr("The steps of the game");
    if (k0 == u"final"_s)
        return tr("The saved end of the game");
    if (k0 == u"game"_s)
        return tr("The game");
    if (k0 == u"format"_s)
        return tr("The kind of file");
    if (k0 == u"version"_s)
        return tr("The file's version");
    return {};
}

ProblemText::Words ProblemText::saveWords()
{
    Words w;
    w.field = [](const QString &path) { return saveField(path); };
    return w;
}

QString ProblemText::message(const mc::Problem &p, const Words &words)
{
    if (words.message)
        if (QString own = words.message(p); !own.isEmpty())
            return own;
    switch (p.reason) {
    case ProblemCode::NotJson:
        //: %1 the byte where the file stops making sense, %2 the JSON reader's reason.
        return tr("The file is not valid JSON at byte %1: %2.").arg(p.offset).arg(p.detail);
    case ProblemCode::DuplicateKey:
        //: %1 a key of the file, %2 where it is (as written in the file: "players[0].unity"), %3 the line.
        return tr("The key %1 is written twice in the same group (%2, line %3): the file is not read, as it is not clear which one is meant.")
            .arg(quoted(p.detail), p.path)
            .arg(p.value);
    case ProblemCode::FileTooBig:
        if (!p.path.isEmpty()) // a part of the file, e.g. a save's rules
            //: %1 the part's size, %2 the largest size it may have (both in KB).
            return tr("is too large to be read (%1 KB; it may have at most %2 KB)").arg(p.value).arg(p.max);
        //: %1 the file's size, %2 the largest size this kind of file may have (both in KB).
        return tr("The file is too large to be read (%1 KB; this kind of file has at most %2 KB).").arg(p.value).arg(p.max);
    case ProblemCode::NotObject:
        return p.path.isEmpty() || p.path == u"top level"_s ? tr("The file does not hold the expected data.")
                                                             : tr("must be a group of values (an object)");
    case ProblemCode::NotList:
        return tr("must be a list");
    case ProblemCode::PlayerCount:
        return tr("must list %1 to %2 players").arg(p.min).arg(p.max);
    case ProblemCode::UnknownKey:
        //: %1 a key of the file the program does not know (often a typo).
        return tr("unknown key %1").arg(quoted(p.detail));
    case ProblemCode::MissingKey:
        //: %1 the key a file must have (in the object the sentence names).
        return tr("missing key %1").arg(quoted(p.detail));
    case ProblemCode::NotANumber:
        return p.min == p.max ? tr("must be %1").arg(p.min)
                              : tr("must be a whole number from %1 to %2").arg(p.min).arg(p.max);
    case ProblemCode::NotABool:
        return tr("must be yes or no (true or false)");
    case ProblemCode::TooMany:
        return tr("holds more than %1").arg(p.max);
    case ProblemCode::EmptyName:
        return tr("must be a non-empty text");
    case ProblemCode::DuplicateName:
        return tr("%1 is listed twice").arg(quoted(p.detail));
    case ProblemCode::BadCharacter:
        //: A name holds an invisible control character; %1 its code as U+XXXX, %2 its position from 1.
        return tr("holds the control character %1 (character %2), which cannot be printed")
            .arg(u"U+%1"_s.arg(uint(p.value), 4, 16, QChar(u'0')).toUpper())
            .arg(p.offset + 1);
    case ProblemCode::TooLong:
        //: %1 the most characters a name may have, %2 how many it has.
        return tr("is longer than %1 characters (%2)").arg(p.max).arg(p.value);
    case ProblemCode::CannotRead:
        //: %1 the file, %2 the system's reason.
        return tr("%1 could not be read: %2").arg(p.path, p.note);
    case ProblemCode::CannotWrite:
        //: %1 the file, %2 the system's reason.
        return tr("%1 could not be written: %2").arg(p.path, p.note);
    case ProblemCode::WrongFormat:
        return tr("The file is not of the expected kind (it must say %1).").arg(quoted(p.detail));
    case ProblemCode::OtherGame:
        //: %1 the game id found in the file.
        return tr("This is a save of another game (%1).").arg(quoted(p.detail));
    case ProblemCode::NewerVersion:
        return tr("The file was written by a newer version of the program (file version %1; this version reads up to %2).")
            .arg(p.value)
            .arg(p.max);
    case ProblemCode::WrongCount:
        //: %1 entries needed, %2 entries found.
        return tr("must have %1 entries (it has %2)").arg(p.max).arg(p.value);
    case ProblemCode::UnknownWord:
        return tr("%1 is not one of the words it accepts").arg(quoted(p.detail));
    case ProblemCode::NotLocation:
        return tr("must be a location number from %1 to %2").arg(p.min).arg(p.max);
    case ProblemCode::NotSeatMode:
        return tr("must be table play or digital play");
    case ProblemCode::NotSeed:
        return tr("must be a whole number written as text");
    case ProblemCode::BadCardId:
        return tr("%1 cannot be an id: use lowercase letters, digits and '-', starting with a letter").arg(quoted(p.detail));
    case ProblemCode::DuplicateId:
        return tr("the id %1 is used by another card of the same deck").arg(quoted(p.detail));
    case ProblemCode::NotInOrder:
        return tr("must be %1: the entries are listed in number order from %2 to %3").arg(p.value).arg(p.min).arg(p.max);
    case ProblemCode::NoCards:
        return tr("needs at least one card");
    case ProblemCode::UnreadableStep:
        //: %1 the step's number (from 1), %2 the step as written.
        return tr("Step %1 (%2) is not a move this program can read").arg(p.value + 1).arg(quoted(p.detail));
    case ProblemCode::IllegalStep:
        //: %1 the step's number (from 1), %2 the step as written.
        return tr("Step %1 (%2) is not allowed at that point of the game").arg(p.value + 1).arg(quoted(p.detail));
    case ProblemCode::DigestMismatch:
        return tr("Playing the saved steps again does not give the saved end of the game: the file was changed or damaged.");
    case ProblemCode::NotUtf8:
        //: %1 the byte's position in the file, from 1.
        return tr("The file is not UTF-8 text (byte %1 is not); nothing is replaced or guessed.").arg(p.offset + 1);
    case ProblemCode::NotDate:
        return tr("must be a date and time like 2024-05-01T20:30:00Z");
    case ProblemCode::ResultMismatch:
        //: A score, place or tie-break of an imported game that its own numbers do not give; %1 as the file says, %2 as the game's rules give.
        return tr("is %1, but the game's numbers give %2").arg(quoted(p.detail)).arg(p.value);
    case ProblemCode::KnownGameDiffers:
        //: An imported game whose identity is already in the history (or earlier in the file) with another result.
        return tr("the same game is already there with another result; it was not replaced");
    case ProblemCode::NotColor:
        //: A player's colour in a file; #c62828 is an example the translation keeps as it is.
        return tr("must be a colour written as # and six hex digits, like #c62828");
    case ProblemCode::NotSeedsDraw:
        //: %1 the step's number (from 1), %2 the step as written. In digital play the app draws cards and rolls dice itself.
        return tr("Step %1 (%2) is not what the game's seed draws: in digital play the cards and dice are drawn by the app, not chosen")
            .arg(p.value + 1)
            .arg(quoted(p.detail));
    case ProblemCode::NotFaction:
    case ProblemCode::NotGuild:
    case ProblemCode::NotCrowdOutcome:
    case ProblemCode::NotPhase:
    case ProblemCode::NegativeAmount:
    case ProblemCode::ReservedCardId:
    case ProblemCode::WrongGuildId:
    case ProblemCode::ListedTwice:
    case ProblemCode::TooFewMotives:
    case ProblemCode::DealTooBig:
    case ProblemCode::TriggerNotAllowed:
    case ProblemCode::RevisionInSaveOnly:
        break; // a game's own words (Words::message)
    }
    return p.detail.isEmpty() ? tr("is not valid") : tr("%1 is not valid").arg(quoted(p.detail));
}

namespace {
// Messages that stand alone (they name the file or concern it as a whole).
bool standsAlone(const mc::Problem &p)
{
    if (p.reason == ProblemCode::FileTooBig)
        return p.path.isEmpty();
    switch (p.reason) {
    case ProblemCode::NotJson:
    case ProblemCode::DuplicateKey:
    case ProblemCode::FileTooBig:
    case ProblemCode::CannotRead:
    case ProblemCode::CannotWrite:
    case ProblemCode::WrongFormat:
    case ProblemCode::OtherGame:
    case ProblemCode::NewerVersion:
    case ProblemCode::DigestMismatch:
    case ProblemCode::NotUtf8:
        return true;
    default:
        return false;
    }
}
} // namespace

QString ProblemText::sentence(const mc::Problem &p, const Words &words)
{
    // A game's words may quote a word of the file (a faction it does not know): printed safely.
    const QString what = printable(message(p, words));
    const QString field = standsAlone(p) || !words.field ? QString() : printable(words.field(p.path));
    if (field.isEmpty())
        return what.endsWith(u'.') ? what : what + u'.';
    //: A field of a file or a form and what is wrong with it: "Etherea at the start: must be a whole number from 0 to 50."
    return tr("%1: %2.").arg(field, what);
}

QString ProblemText::more(qsizetype hidden)
{
    //: After the first problems of a file: how many more there are (not listed).
    return tr("… and %n more problem(s).", nullptr, int(std::min<qsizetype>(hidden, std::numeric_limits<int>::max())));
}

QStringList ProblemText::sentences(const mc::Problems &problems, const Words &words, qsizetype limit)
{
    QStringList out;
    const qsizetype shown = std::min<qsizetype>(qsizetype(problems.size()), std::min(limit, kShownProblems));
    for (qsizetype i = 0; i < shown; ++i)
        out << sentence(problems[std::size_t(i)], words);
    if (qsizetype(problems.size()) > shown)
        out << more(qsizetype(problems.size()) - shown);
    return out;
}

QString ProblemText::plain(const mc::Problem &p, const Words &words)
{
    QString s = standsAlone(p) || p.path.isEmpty() ? message(p, words) : p.path + u": "_s + message(p, words);
    if (!p.note.isEmpty() && p.reason != ProblemCode::CannotRead && p.reason != ProblemCode::CannotWrite)
        s += u" (%1)"_s.arg(p.note);
    return printable(s); // a path or word of the file is never printed raw on the command line
}

QString ProblemText::plain(const mc::Problems &problems, const Words &words)
{
    QStringList parts;
    const qsizetype shown = std::min<qsizetype>(qsizetype(problems.size()), kShownProblems);
    for (qsizetype i = 0; i < shown; ++i)
        parts << plain(problems[std::size_t(i)], words);
    if (qsizetype(problems.size()) > shown)
        parts << more(qsizetype(problems.size()) - shown);
    return parts.join(u"; "_s);
}
