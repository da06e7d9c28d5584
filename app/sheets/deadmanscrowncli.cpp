// mourners-cli --game dead-mans-crown: the end-game score sheet (docs/cli.md, "Dead Man's Crown").
#include "cli/common.h"
#include "model/sheets/deadmanscrown.h"

using namespace Qt::StringLiterals;

int runDeadMansCrown(const QString &cmd, QStringList &args)
{
    return cli::scoreSheetCommand(cmd, args, u"dead-mans-crown"_s, u"Dead Man's Crown"_s, [](const QByteArray &data, QJsonObject &result) {
        std::vector<dmc::PlayerInput> players;
        dmc::ParseError error;
        if (!dmc::parse(data, players, error))
            return cli::describe(error);
        result = dmc::toJson(dmc::score(players), players);
        return QString();
    });
}
