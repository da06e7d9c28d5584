// mourners-cli --game occult: the occult card game's score sheet (docs/cli.md, "The occult card game").
#include "cli/common.h"
#include "model/sheets/occult.h"

using namespace Qt::StringLiterals;

int runOccult(const QString &cmd, QStringList &args)
{
    return cli::scoreSheetCommand(cmd, args, u"occult"_s, u"The occult card game"_s, [](const QByteArray &data, QJsonObject &result) {
        std::vector<occ::PlayerInput> players;
        occ::ParseError error;
        occ::ScoreOptions options;
        if (!occ::parse(data, players, error, &options))
            return cli::describe(error);
        result = occ::toJson(occ::score(players, options), players, options);
        return QString();
    });
}
