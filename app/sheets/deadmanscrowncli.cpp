// mourners-cli --game dead-mans-crown: the end-game score sheet (docs/cli.md, "Dead Man's Crown").
#include "cli/common.h"
#include "model/sheets/deadmanscrown.h"

#include <QFile>
#include <QJsonDocument>
#include <QStringList>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

int score(const QStringList &args)
{
    QString path, why;
    QByteArray data;
    if (!readScoreFile(args, u"mourners-cli score FILE --game dead-mans-crown"_s, path, data, why))
        return fail(why);
    std::vector<dmc::PlayerInput> players;
    dmc::ParseError error;
    if (!dmc::parse(data, players, error))
        return fail(path + u": "_s + describe(error));
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
