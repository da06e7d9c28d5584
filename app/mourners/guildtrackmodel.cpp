#include "guildtrackmodel.h"

#include "model/mourners/gamestate.h"
#include "model/mourners/ruleset.h"

namespace {

struct GuildRow {
    int position = 0;
    int guild = 0;
    QString key;
    QString name;
    int faction = 0;
    QVariantList counts;
    int supply = 0;
    int leader = -1;
    bool tied = false;
};

const RowRoles<GuildRow> kRoles{{"position", &GuildRow::position}, {"guild", &GuildRow::guild},
                                {"key", &GuildRow::key},           {"name", &GuildRow::name},
                                {"faction", &GuildRow::faction},   {"counts", &GuildRow::counts},
                                {"supply", &GuildRow::supply},     {"leader", &GuildRow::leader},
                                {"tied", &GuildRow::tied}};

} // namespace

GuildTrackModel::GuildTrackModel(QObject *parent) : RowListModel(kRoles, parent) {}

void GuildTrackModel::refresh(const mc::GameState &s)
{
    const mc::Ruleset &r = s.rules();
    QList<GuildRow> rows;
    for (int i = 0; i < mc::kGuilds; ++i) {
        const int g = r.guildOrder[std::size_t(i)];
        const mc::MajorityCount m = s.majorityAt(mc::kLocations + i); // R-MAJ-2, as the engine resolves it
        QVariantList counts;
        for (int p = 0; p < s.players; ++p)
            counts.append(int(m.counts[std::size_t(p)]));
        rows.append(GuildRow{.position = i + 1,
                             .guild = g,
                             .key = QString::fromLatin1(mc::guildShortKey(g)),
                             .name = r.guilds[std::size_t(g)].name,
                             .faction = mc::guildFaction(g),
                             .counts = counts,
                             .supply = int(s.guildSupply[std::size_t(g)]),
                             .leader = m.leader,
                             .tied = m.tied});
    }
    setTypedRows(kRoles, rows);
}
