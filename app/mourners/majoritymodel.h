// The majorities of phase 7 (R-MAJ-1/2): one row per location (1-12), then per guild in the
// guild-track order (D-GUILD-ORDER), with the counts behind each result.
#pragma once

#include "rowlistmodel.h"

#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

#include "model/mourners/gamestate.h"

namespace mc {
class Game;
}

class MajorityModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MajorityModel belongs to the guide")
    /// The row being resolved now, -1 outside phase 7.
    Q_PROPERTY(int currentRow READ currentRow NOTIFY currentRowChanged)

public:
    enum Role {
        KindRole = Qt::UserRole + 1, ///< "location" or "guild"
        NumberRole,     ///< location number 1-12, or guild track position 1-6
        NameRole,
        FactionRole,    ///< faction index of the location or guild
        CountsRole,     ///< figures per seat (QVariantList of int)
        BestRole,       ///< the highest count
        LeaderRole,     ///< seat with strictly the most, -1 for nobody or a tie
        TiedRole,       ///< bool: two or more share the highest count (> 0)
        TiedSeatsRole,  ///< QVariantList of the seats sharing it
        MalavestrosRole,///< bool: Malavestros stands here (R-MAJ-4)
        StatusRole,     ///< "pending", "current" or "done" (phase 7 only; else "pending")
        SummaryRole,    ///< "Ada 3 · Bo 2 → Ada" as people read it
        ResultRole,     ///< the result alone: "Ada", "Ada (Alltaker)", "tie", "nobody"
        AlltakerRole,   ///< bool: the Alltaker's holder won this tie this round (R-MAJ-3)
    };
    Q_ENUM(Role)

    explicit MajorityModel(QObject *parent = nullptr);

    [[nodiscard]] int currentRow() const { return m_currentRow; }

    /// Reads the rows from `state` (the engine's counts, GameState::majorityAt), a state at the current
    /// position of `game` (its own or a seat's view); emits dataChanged only for the rows and roles that
    /// changed, never a reset.
    void refresh(const mc::Game &game, const mc::GameState &state, const QStringList &seatNames);
    /// No game: no rows.
    void clear();

    /// The majorities resolved so far in the round of `state`'s resolution (R-MAJ-1/2), as counted then:
    /// per row (0..11 a location, 12..17 a guild in track order), the counts behind its result, or none
    /// where no result was told (not yet resolved, Malavestros). Read by replaying the round's resolution
    /// from the game's record with its events: a later action (a guild's bonus that removes a figure, a
    /// location's figure gained) changes the board after a majority was decided.
    [[nodiscard]] static std::vector<std::optional<mc::MajorityCount>> resolvedCounts(const mc::Game &game,
                                                                                      const mc::GameState &state);

    /// The tie the Alltaker's holder won in the round of `state` (R-MAJ-3): its row (0..11 a location,
    /// 12..17 a guild in track order) and the seat that won it; row -1 when the Alltaker was not used.
    /// Read from the game's steps (the step that took the tie and the state before it), as the engine
    /// keeps only that it was used.
    struct AlltakerTie {
        int row = -1;
        int seat = -1;
    };
    [[nodiscard]] static AlltakerTie alltakerTie(const mc::Game &game, const mc::GameState &state);

signals:
    void currentRowChanged();

private:
    int m_currentRow = -1;
};
