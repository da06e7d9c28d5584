// The players at the table, one row per seat, refreshed in place after every step.
#pragma once

#include "rowlistmodel.h"

#include <QStringList>

namespace mc {
class Game;
class GameState;
}
class EventText;

class PlayersModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PlayersModel belongs to the table status")
    /// The players' names by seat (changes only when the seats do).
    Q_PROPERTY(QStringList names READ names NOTIFY seatsChanged)
    /// The seat colours by seat: chosen in the new-game wizard, else the defaults the phones show too.
    Q_PROPERTY(QStringList colors READ colors NOTIFY seatsChanged)

public:
    enum Role {
        SeatRole = Qt::UserRole + 1, NameRole, ColorRole, FactionIndexRole, MournerListRole, GuildFiguresRole,
        MotiveBonusRole, WallowsRole, FactionRole, EthereaRole, UnityRole, BoneRole, FleshRole, SpiritRole,
        BasesRole, CryptRole, OnBoardRole, MournersRole, MournerNamesRole, HandRole, ScoreRole,
        ScoreIsPartialRole, IsAlltakerRole, HasDreadsbaneRole, IsCurrentRole,
        /// The Wallows cards in play, face up for everyone (R-WAL-1): {name, goal, objective (with reward and penalty), progress, done, known,
        /// text (the whole card, "" when the table did not name it)}. MournerListRole's rows are {name, text, exhausted, guild}.
        WallowsCardsRole,
    };
    Q_ENUM(Role)

    explicit PlayersModel(QObject *parent = nullptr);

    /// The rows of `shown` (the state on screen: the true one or a seat's view) of `game`'s seats, with the names of `text`.
    void refresh(const mc::Game &game, const mc::GameState &shown, const EventText &text);

    [[nodiscard]] QStringList names() const { return m_names; }
    [[nodiscard]] QStringList colors() const { return m_colors; }

signals:
    void seatsChanged();

private:
    QStringList m_names;
    QStringList m_colors;
};
