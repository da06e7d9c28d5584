// What lies on the table: the meters, the Unity supply, the Forge, the holders, the board's tables,
// and the view models of the players, locations and guild track. Refreshed after every step,
// each property signalled only when it changed.
#pragma once

#include "guildtrackmodel.h"
#include "locationsmodel.h"
#include "playersmodel.h"

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace mc {
class Game;
class GameState;
}

class TableStatus : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TableStatus belongs to GameController")
    Q_PROPERTY(int round READ round NOTIFY roundChanged)
    Q_PROPERTY(QString phaseName READ phaseName NOTIFY phaseNameChanged)
    Q_PROPERTY(int suspicion READ suspicion NOTIFY metersChanged)
    Q_PROPERTY(int threat READ threat NOTIFY metersChanged)
    /// The tithe owed and the location limit at the meters' values now (D-TITHE, D-LIMIT).
    Q_PROPERTY(int titheOwedNow READ titheOwedNow NOTIFY metersChanged)
    Q_PROPERTY(int locationLimitNow READ locationLimitNow NOTIFY metersChanged)
    Q_PROPERTY(int unitySupply READ unitySupply NOTIFY suppliesChanged)
    Q_PROPERTY(int forge READ forge NOTIFY suppliesChanged)
    /// Who holds the Dreadsbane token (-1 nobody), whose figures are never rolled for (R-DREAD-2).
    Q_PROPERTY(int dreadsbaneHolder READ dreadsbaneHolder NOTIFY holdersChanged)
    /// Where Malavestros stands: location number 1-12, 0 off the board.
    Q_PROPERTY(int malavestrosAt READ malavestrosAt NOTIFY holdersChanged)
    /// The board of this game: {costFigure, costMourner, suspicionMax, threatMax, tithe: [...], threatLimit: [...]}.
    Q_PROPERTY(QVariantMap board READ board NOTIFY boardChanged)
    /// Table play, action phase: who played the last card whose effect the app does not know (a Court
    /// card not named, one the app leaves to corrections, an unknown Mourner's ability) since the
    /// draft; -1 none. A correction is most likely that card's.
    Q_PROPERTY(int unknownCardSeat READ unknownCardSeat NOTIFY unknownCardSeatChanged)
    Q_PROPERTY(PlayersModel *players READ players CONSTANT)
    Q_PROPERTY(LocationsModel *locations READ locations CONSTANT)
    Q_PROPERTY(GuildTrackModel *guildTrack READ guildTrack CONSTANT)

public:
    explicit TableStatus(QObject *parent = nullptr);

    /// Reads everything from `shown` (the state on screen: the true one or a seat's view) and `game`'s seats.
    void refresh(const mc::Game &game, const mc::GameState &shown);

    [[nodiscard]] int round() const { return m_round; }
    [[nodiscard]] QString phaseName() const { return m_phaseName; }
    [[nodiscard]] int suspicion() const { return m_suspicion; }
    [[nodiscard]] int threat() const { return m_threat; }
    [[nodiscard]] int titheOwedNow() const { return m_titheOwedNow; }
    [[nodiscard]] int locationLimitNow() const { return m_locationLimitNow; }
    [[nodiscard]] int unitySupply() const { return m_unitySupply; }
    [[nodiscard]] int forge() const { return m_forge; }
    [[nodiscard]] int dreadsbaneHolder() const { return m_dreadsbaneHolder; }
    [[nodiscard]] int malavestrosAt() const { return m_malavestrosAt; }
    [[nodiscard]] QVariantMap board() const { return m_board; }
    [[nodiscard]] bool hasStandIns() const { return m_hasStandIns; }
    [[nodiscard]] int unknownCardSeat() const { return m_unknownCardSeat; }
    [[nodiscard]] PlayersModel *players() const { return m_players; }
    [[nodiscard]] LocationsModel *locations() const { return m_locations; }
    [[nodiscard]] GuildTrackModel *guildTrack() const { return m_guildTrack; }

signals:
    void roundChanged();
    void phaseNameChanged();
    void metersChanged();
    void suppliesChanged();
    void holdersChanged();
    void boardChanged();
    void unknownCardSeatChanged();

private:
    int m_round = 0;
    QString m_phaseName;
    int m_suspicion = 0;
    int m_threat = 0;
    int m_titheOwedNow = 0;
    int m_locationLimitNow = 0;
    int m_unitySupply = 0;
    int m_forge = 0;
    int m_dreadsbaneHolder = -1;
    int m_malavestrosAt = 0;
    QVariantMap m_board;
    bool m_hasStandIns = false;
    int m_unknownCardSeat = -1;
    PlayersModel *m_players;
    LocationsModel *m_locations;
    GuildTrackModel *m_guildTrack;
};
