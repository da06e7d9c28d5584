#include "ripmodels.h"
#include "riptext.h"

#include "model/restinpeace/game.h"

#include <algorithm>

namespace {

// Rows kept in place: changed rows announce their roles, extra rows are inserted or removed at the end.
template <class Model, class Row>
void replaceRows(Model *model, QList<Row> &current, const QList<Row> &rows, const QList<int> &roles,
                 auto beginInsert, auto endInsert, auto beginRemove, auto endRemove)
{
    const int common = int(std::min(current.size(), rows.size()));
    for (int r = 0; r < common; ++r)
        if (!(current.at(r) == rows.at(r))) {
            current[r] = rows.at(r);
            emit model->dataChanged(model->index(r), model->index(r), roles);
        }
    if (rows.size() > current.size()) {
        beginInsert(int(current.size()), int(rows.size()) - 1);
        for (qsizetype r = current.size(); r < rows.size(); ++r)
            current.append(rows.at(r));
        endInsert();
    } else if (rows.size() < current.size()) {
        beginRemove(int(rows.size()), int(current.size()) - 1);
        current.resize(rows.size());
        endRemove();
    }
}

} // namespace

int RipMansionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RipMansionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RipMansionRow &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case CardNameRole: return r.cardName;
    case RoundRole: return r.round;
    case CardRole: return r.card;
    case CardEffectRole: return r.cardEffect;
    case ManorsRole: return r.manors;
    case CastlesRole: return r.castles;
    case WinnerRole: return r.winner;
    case OutcomeRole: return r.outcome;
    case CurrentRole: return r.current;
    case Cards0Role: return r.cards0;
    case Cards1Role: return r.cards1;
    case Total0Role: return r.total0;
    case Total1Role: return r.total1;
    }
    return {};
}

QHash<int, QByteArray> RipMansionModel::roleNames() const
{
    return {{RoundRole, "round"},       {CardRole, "card"},       {CardNameRole, "cardName"},
            {CardEffectRole, "cardEffect"}, {ManorsRole, "manors"}, {CastlesRole, "castles"},
            {WinnerRole, "winner"},     {OutcomeRole, "outcome"}, {CurrentRole, "current"},
            {Cards0Role, "cards0"},     {Cards1Role, "cards1"},   {Total0Role, "total0"},
            {Total1Role, "total1"}};
}

void RipMansionModel::setRows(const QList<RipMansionRow> &rows)
{
    static const QList<int> roles{Qt::DisplayRole, RoundRole,  CardRole,    CardNameRole, CardEffectRole,
                                  ManorsRole,      CastlesRole, WinnerRole, OutcomeRole,  CurrentRole,
                                  Cards0Role,      Cards1Role,  Total0Role, Total1Role};
    replaceRows(
            this, m_rows, rows, roles, [this](int a, int b) { beginInsertRows({}, a, b); },
            [this] { endInsertRows(); }, [this](int a, int b) { beginRemoveRows({}, a, b); },
            [this] { endRemoveRows(); });
}

int RipSeatModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RipSeatModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RipSeatRow &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return r.name;
    case SeatRole: return r.seat;
    case KindRole: return r.kind;
    case ManorsRole: return r.manors;
    case CastlesRole: return r.castles;
    case DeckRole: return r.deck;
    case HandCountRole: return r.handCount;
    case HandVisibleRole: return r.handVisible;
    case HandRole: return r.hand;
    case PsychicRole: return r.psychic;
    case TotalRole: return r.total;
    case TurnRole: return r.turn;
    case TrippedRole: return r.tripped;
    case FaceDownRole: return r.faceDown;
    }
    return {};
}

QHash<int, QByteArray> RipSeatModel::roleNames() const
{
    return {{SeatRole, "seat"},         {NameRole, "name"},        {KindRole, "kind"},
            {ManorsRole, "manors"},     {CastlesRole, "castles"},  {DeckRole, "deck"},
            {HandCountRole, "handCount"}, {HandVisibleRole, "handVisible"}, {HandRole, "hand"},
            {PsychicRole, "psychic"},   {TotalRole, "total"},      {TurnRole, "turn"},
            {TrippedRole, "tripped"},   {FaceDownRole, "faceDown"}};
}

void RipSeatModel::setRows(const QList<RipSeatRow> &rows)
{
    static const QList<int> roles{Qt::DisplayRole, SeatRole,  NameRole,  KindRole,  ManorsRole,
                                  CastlesRole,     DeckRole,  HandCountRole, HandVisibleRole, HandRole,
                                  PsychicRole,     TotalRole, TurnRole,  TrippedRole, FaceDownRole};
    replaceRows(
            this, m_rows, rows, roles, [this](int a, int b) { beginInsertRows({}, a, b); },
            [this] { endInsertRows(); }, [this](int a, int b) { beginRemoveRows({}, a, b); },
            [this] { endRemoveRows(); });
}

std::array<RipDecidedRound, 10> ripDecidedRounds(const rip::Game &game)
{
    static_assert(rip::kRounds == 10);
    std::array<RipDecidedRound, 10> out{};
    if (!game.isValid())
        return out;
    rip::GameState s = game.initialState();
    rip::Events ev;
    for (const rip::Action &a : game.actions()) {
        const rip::GameState before = s;
        ev.clear();
        s.applyUnchecked(a, &ev);
        const int r = before.round;
        if (r < 1 || r >= rip::kRounds || out[std::size_t(r - 1)].decided)
            continue;
        bool decided = false;
        std::array<bool, 2> moved{};
        for (const rip::Event &e : ev) {
            using E = rip::EventType;
            if (e.type == E::Withdrew || e.type == E::LostAtOnce || (e.type == E::RoundTied && e.v == r))
                decided = true;
            else if (e.type == E::MovedToRoundTen && e.seat >= 0 && e.seat < rip::kSeats)
                moved[std::size_t(e.seat)] = true;
        }
        if (!decided)
            continue;
        // The round as it closed, with Now or never (13) back where it lay before it moved to round 10.
        rip::GameState shown = s;
        for (int p = 0; p < rip::kSeats; ++p) {
            if (!moved[std::size_t(p)])
                continue;
            const rip::Side &old = before.side(r, p);
            rip::Side &side = shown.sides[std::size_t(r - 1)][std::size_t(p)];
            for (int i = 0; i < old.size(); ++i)
                if (old[i].psychic == rip::psy::NowOrNever && !old[i].isGhost()) {
                    rip::Side rebuilt;
                    for (int k = 0; k < side.size(); ++k) {
                        if (k == i)
                            rebuilt.push(old[i]);
                        rebuilt.push(side[k]);
                    }
                    if (i >= side.size())
                        rebuilt.push(old[i]);
                    side = rebuilt;
                    break;
                }
        }
        RipDecidedRound &d = out[std::size_t(r - 1)];
        d.decided = true;
        for (int p = 0; p < rip::kSeats; ++p) {
            const rip::Side &side = shown.side(r, p);
            for (int i = 0; i < side.size(); ++i)
                d.cards[std::size_t(p)] << RipText::cardText(side[i]);
            d.totals[std::size_t(p)] = shown.total(r, p);
        }
    }
    return out;
}
