// mourners-cli --game occult: the occult card game's score sheet (docs/cli.md, "The occult card game").
#include "common.h"
#include "model/sheets/occult.h"

#include <QJsonDocument>
#include <QStringList>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

// The model's parse error in words; the keys of the format are named as they are written.
QString describe(const occ::ParseError &e)
{
    const QString where = e.path + u": "_s;
    switch (e.reason) {
    case occ::ParseReason::NotJson:
        return u"not valid JSON at byte %1: %2"_s.arg(e.offset).arg(e.detail);
    case occ::ParseReason::NotObject:
        return where + (e.path == u"top level"_s ? u"must be an object with a players list"_s : u"must be an object"_s);
    case occ::ParseReason::NotList:
        return where + u"must be a list"_s;
    case occ::ParseReason::PlayerCount:
        return where + u"must list %1 to %2 players"_s.arg(occ::kMinPlayers).arg(occ::kMaxPlayers);
    case occ::ParseReason::UnknownKey:
        return where + u"unknown key '%1'"_s.arg(e.detail);
    case occ::ParseReason::MissingKey:
        return where + u"missing key '%1' (every key is required)"_s.arg(e.detail);
    case occ::ParseReason::NotANumber:
        return where + u"must be a whole number from 0 to %1"_s.arg(e.max);
    case occ::ParseReason::NotABool:
        return where + u"must be true or false"_s;
    case occ::ParseReason::TooMany:
        return where + u"lists more than %1"_s.arg(e.max);
    case occ::ParseReason::EmptyName:
        return where + u"must be a non-empty text"_s;
    case occ::ParseReason::DuplicateName:
        return where + u"'%1' is listed twice"_s.arg(e.detail);
    }
    return where + u"cannot be read"_s;
}

int score(const QStringList &args)
{
    if (args.size() != 1)
        return fail(u"score takes one file"_s);
    QByteArray data;
    QString why;
    if (!readFile(args[0], data, why))
        return fail(why);
    std::vector<occ::PlayerInput> players;
    occ::ParseError error;
    if (!occ::parse(data, players, error))
        return fail(args[0] + u": "_s + describe(error));
    out() << QJsonDocument(occ::toJson(occ::score(players), players)).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

} // namespace

int runOccult(const QString &cmd, QStringList &args)
{
    if (cmd == u"score"_s)
        return score(args);
    // A score sheet: there is no game to create, show or play.
    return fail(u"The occult card game has only the command 'score FILE' (not '%1'); see docs/cli.md"_s.arg(cmd));
}
