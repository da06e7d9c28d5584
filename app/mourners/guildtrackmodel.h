// The guild track in D-GUILD-ORDER with each seat's figures of the guild and who leads it
// (the engine's majority count, R-MAJ-2), refreshed in place after every step.
#pragma once

#include "rowlistmodel.h"

namespace mc {
class GameState;
}

class GuildTrackModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GuildTrackModel belongs to the table status")

public:
    enum Role {
        PositionRole = Qt::UserRole + 1, ///< 1-6 on the track
        GuildRole, KeyRole, NameRole, FactionRole,
        CountsRole, ///< figures per seat
        SupplyRole,
        LeaderRole, ///< the seat with strictly the most figures, -1 for nobody or a tie
        TiedRole,
    };
    Q_ENUM(Role)

    explicit GuildTrackModel(QObject *parent = nullptr);
    void refresh(const mc::GameState &s);
};
