#include "guildtrackmodel.h"

#include "model/mourners/gamestate.h"
#include "model/mourners/ruleset.h"

GuildTrackModel::GuildTrackModel(QObject *parent)
    : RowListModel({"position", "guild", "key", "name", "faction", "counts", "supply", "leader", "tied"}, parent)
{
}

void GuildTrackModel::refresh(const mc::GameState &s)
{
    const mc::Ruleset &r = s.rules();
    QList<Row> rows;
    for (int i = 0; i < mc::kGuilds; ++i) {
        const int g = r.guildOrder[std::size_t(i)];
        const mc::MajorityCount m = s.majorityAt(mc::kLocations + i); // R-MAJ-2, as the engine resolves it
        QVariantList counts;
        for (int p = 0; p < s.players; ++p)
            counts.append(int(m.counts[std::size_t(p)]));
        rows.append(Row{i + 1, g, QString::fromLatin1(mc::guildShortKey(g)), r.guilds[std::size_t(g)].name,
                        mc::guildFaction(g), counts, int(s.guildSupply[std::size_t(g)]), m.leader, m.tied});
    }
    setRows(rows);
}
