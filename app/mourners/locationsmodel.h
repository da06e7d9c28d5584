// The twelve locations of Illverness with their figures, refreshed in place after every step.
#pragma once

#include "rowlistmodel.h"

namespace mc {
class GameState;
}
class EventText;

class LocationsModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LocationsModel belongs to the table status")

public:
    enum Role {
        NumberRole = Qt::UserRole + 1, ///< 1-12
        NameRole, FactionRole, FactionIndexRole,
        FiguresRole,     ///< figures per seat
        TotalRole,
        OverCrowdedRole, ///< the engine's R-DREAD-1 check
        MalavestrosRole,
    };
    Q_ENUM(Role)

    explicit LocationsModel(QObject *parent = nullptr);
    void refresh(const mc::GameState &s);
};
