// mourners-cli --game dead-mans-crown: the end-game score sheet (docs/cli.md, "Dead Man's Crown").
#include "common.h"
#include "model/sheets/deadmanscrown.h"

#include <QFile>
#include <QJsonDocument>
#include <QStringList>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

// The model's parse error in words; the keys of the format are named as they are written.
QString describe(const dmc::ParseError &e)
{
    const QString where = e.path + u": "_s;
    switch (e.reason) {
    case dmc::ParseReason::NotJson:
        return u"not valid JSON at byte %1: %2"_s.arg(e.offset).arg(e.detail);
    case dmc::ParseReason::NotObject:
        return where + (e.path == u"top level"_s ? u"must be an object with a players list"_s : u"must be an object"_s);
    case dmc::ParseReason::NotList:
        return where + u"must be a list"_s;
    case dmc::ParseReason::PlayerCount:
        return where + u"must list %1 to %2 players"_s.arg(dmc::kMinPlayers).arg(dmc::kMaxPlayers);
    case dmc::ParseReason::UnknownKey:
        return where + u"unknown key '%1'"_s.arg(e.detail);
    case dmc::ParseReason::MissingKey:
        return where + u"missing key '%1' (every key is required)"_s.arg(e.detail);
    case dmc::ParseReason::NotANumber:
        return where + u"must be a whole number from 0 to %1"_s.arg(dmc::kMaxNumber);
    case dmc::ParseReason::EmptyName:
        return where + u"must be a non-empty text"_s;
    case dmc::ParseReason::DuplicateName:
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
    std::vector<dmc::PlayerInput> players;
    dmc::ParseError error;
    if (!dmc::parse(data, players, error))
        return fail(args[0] + u": "_s + describe(error));
    out() << QJsonDocument(dmc::toJson(dmc::score(players), players)).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

} // namespace

int runDeadMansCrown(const QString &cmd, QStringList &args)
{
    if (cmd == u"score"_s)
        return score(args);
    // A score sheet: there is no game to create, show or play.
    return fail(u"Dead Man's Crown has only the command 'score FILE' (not '%1'); see docs/cli.md"_s.arg(cmd));
}
