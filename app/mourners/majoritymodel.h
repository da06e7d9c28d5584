// The majorities of phase 7 (R-MAJ-1/2): one row per location (1-12), then per guild in the
// guild-track order (D-GUILD-ORDER), with the counts behind each result.
#pragma once

#include "rowlistmodel.h"

#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace mc {
class GameState;
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
    };
    Q_ENUM(Role)

    explicit MajorityModel(QObject *parent = nullptr);

    [[nodiscard]] int currentRow() const { return m_currentRow; }

    /// Reads the rows from `state` (the engine's counts, GameState::majorityAt); emits dataChanged only
    /// for the rows and roles that changed, never a reset.
    void refresh(const mc::GameState &state, const QStringList &seatNames);
    /// No game: no rows.
    void clear();

signals:
    void currentRowChanged();

private:
    int m_currentRow = -1;
};
