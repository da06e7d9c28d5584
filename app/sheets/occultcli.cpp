// mourners-cli --game occult: the occult card game's score sheet (docs/cli.md, "The occult card game").
#include "cli/common.h"
#include "model/sheets/occult.h"

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
    if (!readScoreFile(args, u"mourners-cli score FILE --game occult"_s, path, data, why))
        return fail(why);
    std::vector<occ::PlayerInput> players;
    occ::ParseError error;
    occ::ScoreOptions options;
    if (!occ::parse(data, players, error, &options))
        return fail(path + u": "_s + describe(error));
    out() << QJsonDocument(occ::toJson(occ::score(players, options), players, options)).toJson(QJsonDocument::Indented);
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
