// Rest in Peace's list models for QML: the line of ten mansions and the two seats. The session
// (RipSession) fills them with the rows ripview.h builds from the view of the seat whose screen it is;
// they never see the true state.
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QVariantList>

#include "rowlistmodel.h"
#include <QtQml/qqmlregistration.h>

/// One mansion of the line: its round, psychic card, tokens, who won it and how, the cards played there.
struct RipMansionRow {
    int round = 0;
    int card = 0;          ///< psychic card 1..30, 0 not turned over yet
    QString cardName;
    QString cardEffect;
    int manors = 0;        ///< tokens lying there now, or taken there when won
    int castles = 0;
    int winner = -1;       ///< -1 not decided (or a tie)
    QString outcome;       ///< "Ada: Bo withdrew", "a tie", "" while open
    bool current = false;
    QString cards0;        ///< seat 0's cards there, "3, 5, Lady in White"
    QString cards1;
    int total0 = 0;
    int total1 = 0;
    friend bool operator==(const RipMansionRow &, const RipMansionRow &) = default;
};

class RipMansionModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RipMansionModel belongs to RipSession")

public:
    enum Role {
        RoundRole = Qt::UserRole + 1,
        CardRole,
        CardNameRole,
        CardEffectRole,
        ManorsRole,
        CastlesRole,
        WinnerRole,
        OutcomeRole,
        CurrentRole,
        Cards0Role,
        Cards1Role,
        Total0Role,
        Total1Role,
    };
    Q_ENUM(Role)

    explicit RipMansionModel(QObject *parent = nullptr);

    [[nodiscard]] const QList<RipMansionRow> &rows() const { return m_rows; }
    /// Replaces the rows: a changed row gets dataChanged with the roles that changed, a change of count
    /// inserts or removes at the end (app/core/rowlistmodel.h).
    void setRows(const QList<RipMansionRow> &rows);

private:
    QList<RipMansionRow> m_rows;
};

/// One seat: name, kind, mansions, deck and hand sizes, the hand when this screen may show it, the
/// psychic cards held (face up), the total of the round.
struct RipSeatRow {
    int seat = 0;
    QString name;
    QString kind;            ///< "person", "random", "rules", "search", "strong"; "table" in table play (app/core/seatkinds.h)
    int manors = 0;
    int castles = 0;
    int deck = 0;
    int handCount = 0;
    bool handVisible = false; ///< the screen's seat, or its opponent's hand seen through Reveal yourself!
    QVariantList hand;        ///< ghost values, ascending (empty when not visible)
    QVariantList psychic;     ///< [{card, name, effect}]
    int total = 0;
    bool turn = false;        ///< this seat decides now
    bool tripped = false;
    int faceDown = 0;         ///< cards lying face down on round 10
    friend bool operator==(const RipSeatRow &, const RipSeatRow &) = default;
};

class RipSeatModel : public RowListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RipSeatModel belongs to RipSession")

public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        KindRole,
        ManorsRole,
        CastlesRole,
        DeckRole,
        HandCountRole,
        HandVisibleRole,
        HandRole,
        PsychicRole,
        TotalRole,
        TurnRole,
        TrippedRole,
        FaceDownRole,
    };
    Q_ENUM(Role)

    explicit RipSeatModel(QObject *parent = nullptr);

    [[nodiscard]] const QList<RipSeatRow> &rows() const { return m_rows; }
    void setRows(const QList<RipSeatRow> &rows);

private:
    QList<RipSeatRow> m_rows;
};
