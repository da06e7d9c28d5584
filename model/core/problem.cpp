#include "problem.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace mc {

const char *problemCodeKey(ProblemCode code)
{
    switch (code) {
    case ProblemCode::NotJson: return "notJson";
    case ProblemCode::DuplicateKey: return "duplicateKey";
    case ProblemCode::FileTooBig: return "fileTooBig";
    case ProblemCode::NotObject: return "notObject";
    case ProblemCode::NotList: return "notList";
    case ProblemCode::PlayerCount: return "playerCount";
    case ProblemCode::UnknownKey: return "unknownKey";
    case ProblemCode::MissingKey: return "missingKey";
    case ProblemCode::NotANumber: return "notANumber";
    case ProblemCode::NotABool: return "notABool";
    case ProblemCode::TooMany: return "tooMany";
    case ProblemCode::EmptyName: return "emptyName";
    case ProblemCode::DuplicateName: return "duplicateName";
    case ProblemCode::BadCharacter: return "badCharacter";
    case ProblemCode::TooLong: return "tooLong";
    case ProblemCode::CannotRead: return "cannotRead";
    case ProblemCode::CannotWrite: return "cannotWrite";
    case ProblemCode::WrongFormat: return "wrongFormat";
    case ProblemCode::OtherGame: return "otherGame";
    case ProblemCode::NewerVersion: return "newerVersion";
    case ProblemCode::WrongCount: return "wrongCount";
    case ProblemCode::UnknownWord: return "unknownWord";
    case ProblemCode::NotFaction: return "notFaction";
    case ProblemCode::NotGuild: return "notGuild";
    case ProblemCode::NotLocation: return "notLocation";
    case ProblemCode::NotCrowdOutcome: return "notCrowdOutcome";
    case ProblemCode::NotPhase: return "notPhase";
    case ProblemCode::NotSeatMode: return "notSeatMode";
    case ProblemCode::NotSeed: return "notSeed";
    case ProblemCode::NegativeAmount: return "negativeAmount";
    case ProblemCode::BadCardId: return "badCardId";
    case ProblemCode::ReservedCardId: return "reservedCardId";
    case ProblemCode::DuplicateId: return "duplicateId";
    case ProblemCode::NotInOrder: return "notInOrder";
    case ProblemCode::WrongGuildId: return "wrongGuildId";
    case ProblemCode::ListedTwice: return "listedTwice";
    case ProblemCode::TooFewMotives: return "tooFewMotives";
    case ProblemCode::NoCards: return "noCards";
    case ProblemCode::DealTooBig: return "dealTooBig";
    case ProblemCode::TriggerNotAllowed: return "triggerNotAllowed";
    case ProblemCode::UnreadableStep: return "unreadableStep";
    case ProblemCode::IllegalStep: return "illegalStep";
    case ProblemCode::DigestMismatch: return "digestMismatch";
    case ProblemCode::RevisionInSaveOnly: return "revisionInSaveOnly";
    case ProblemCode::NotUtf8: return "notUtf8";
    case ProblemCode::NotDate: return "notDate";
    case ProblemCode::ResultMismatch: return "resultMismatch";
    case ProblemCode::KnownGameDiffers: return "knownGameDiffers";
    case ProblemCode::NotColor: return "notColor";
    case ProblemCode::NotSeedsDraw: return "notSeedsDraw";
    }
    return "notJson";
}

QString problemKey(const Problem &p)
{
    // A missing key is told at its own path ("draft.4.deal: missingKey"), as a person looks for it.
    const QString path = p.reason != ProblemCode::MissingKey ? p.path
                         : p.path.isEmpty() || p.path == u"top level"_s ? p.detail
                                                                       : p.path + u'.' + p.detail;
    QString s = path.isEmpty() ? QString::fromLatin1(problemCodeKey(p.reason))
                               : path + u": "_s + QLatin1StringView(problemCodeKey(p.reason));
    if (p.reason == ProblemCode::NotANumber || p.reason == ProblemCode::NotLocation)
        s += u" %1..%2"_s.arg(p.min).arg(p.max);
    if (!p.detail.isEmpty() && p.reason != ProblemCode::MissingKey)
        s += u" '%1'"_s.arg(p.detail);
    if (!p.note.isEmpty())
        s += u" (%1)"_s.arg(p.note);
    return s;
}

QString problemKeys(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << problemKey(p);
    return lines.join(u'\n');
}

Problems nested(const QString &prefix, Problems problems)
{
    for (Problem &p : problems)
        p.path = p.path.isEmpty() ? prefix : p.path.startsWith(u'[') ? prefix + p.path : prefix + u'.' + p.path;
    return problems;
}

} // namespace mc
