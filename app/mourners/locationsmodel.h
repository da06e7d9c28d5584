// The twelve locations of Illverness with their figures, refreshed in place after every step.
#pragma once

#include "rowlistmodel.h"

#include <QHash>
#include <QPointer>

namespace mc {
class GameState;
struct Action;
}
class ChoiceModel;
class EventText;

class LocationsModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("LocationsModel belongs to the table status")
    /// The pending decision is a choice among locations: the map's places take the choice.
    Q_PROPERTY(bool choosing READ choosing NOTIFY choosingChanged)

public:
    /// One location of the map: its name and faction, each seat's figures, the stands of figures.
    struct LocationRow {
        int number = 0; // 1-based
        QString name;
        QString faction;
        int factionIndex = 0;
        QVariantList figures; // per seat
        int total = 0;
        bool overCrowded = false;
        bool malavestros = false;
        QVariantList stands;
        QVariantMap malavestrosCard;
        QVariantList choiceRows; // rows of the choice model that pick this location
    };

    enum Role {
        NumberRole = Qt::UserRole + 1, ///< 1-12
        NameRole, FactionRole, FactionIndexRole,
        FiguresRole,     ///< figures per seat
        TotalRole,
        OverCrowdedRole, ///< the engine's R-DREAD-1 check
        MalavestrosRole,
        StandsRole,      ///< who stands here with which guild: [{seat, guild, mark, guildName, count}], by seat then guild
        MalavestrosCardRole, ///< where Malavestros stands, its Court card: {name, text} (the card's whole text); else {}
        ChoiceRowsRole,  ///< the choice model's rows that choose this location (empty unless `choosing`)
    };
    Q_ENUM(Role)

    explicit LocationsModel(QObject *parent = nullptr);
    void refresh(const mc::GameState &s);
    /// Follows the pending decision's choices, to tell which rows choose which location.
    void setChoices(ChoiceModel *choices);

    [[nodiscard]] bool choosing() const { return m_choosing; }

    /// The location (0-11) that `a` chooses when the pending decision of `s` is a choice among
    /// locations; -1 for an action of such a decision that chooses no location (skip, done, the Crypt);
    /// -2 when the decision is not a choice among locations.
    [[nodiscard]] static int chosenLocation(const mc::GameState &s, const mc::Action &a);

signals:
    void choosingChanged();

private:
    void updateChoiceRows();

    QList<LocationRow> m_rows;          // as last refreshed, without the choice rows
    QHash<quint64, int> m_targets;      // action key -> location, for a choice among locations
    bool m_locationDecision = false;
    bool m_choosing = false;
    QPointer<ChoiceModel> m_choices;
};
