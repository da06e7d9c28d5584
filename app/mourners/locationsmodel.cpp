#include "locationsmodel.h"

#include "eventtext.h"
#include "model/mourners/gamestate.h"
#include "model/mourners/ruleset.h"

LocationsModel::LocationsModel(QObject *parent)
    : RowListModel({"number", "name", "faction", "factionIndex", "figures", "total", "overCrowded", "malavestros"}, parent)
{
}

void LocationsModel::refresh(const mc::GameState &s)
{
    const mc::Ruleset &r = s.rules();
    QList<Row> rows;
    for (int loc = 0; loc < mc::kLocations; ++loc) {
        QVariantList figures;
        for (int p = 0; p < s.players; ++p)
            figures.append(s.player[std::size_t(p)].figuresAt(loc));
        const mc::LocationInfo &l = r.locations[std::size_t(loc)];
        rows.append(Row{loc + 1, l.name, EventText::factionName(l.faction), int(l.faction), figures,
                        s.locationFigures(loc), s.overCrowded(loc), s.malavestros == loc});
    }
    setRows(rows);
}
