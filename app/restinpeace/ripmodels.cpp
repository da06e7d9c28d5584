#include "ripmodels.h"
#include "riptext.h"

#include "model/restinpeace/game.h"

#include <algorithm>

namespace {

using M = RipMansionRow;
const RowRoles<M> kMansionRoles{{"round", &M::round},     {"card", &M::card},         {"cardName", &M::cardName},
                                {"cardEffect", &M::cardEffect}, {"manors", &M::manors}, {"castles", &M::castles},
                                {"winner", &M::winner},   {"outcome", &M::outcome},   {"current", &M::current},
                                {"cards0", &M::cards0},   {"cards1", &M::cards1},     {"total0", &M::total0},
                                {"total1", &M::total1}};

using S = RipSeatRow;
const RowRoles<S> kSeatRoles{{"seat", &S::seat},           {"name", &S::name},
                             {"kind", &S::kind},           {"manors", &S::manors},
                             {"castles", &S::castles},     {"deck", &S::deck},
                             {"handCount", &S::handCount}, {"handVisible", &S::handVisible},
                             {"hand", &S::hand},           {"psychic", &S::psychic},
                             {"total", &S::total},         {"turn", &S::turn},
                             {"tripped", &S::tripped},     {"faceDown", &S::faceDown}};

} // namespace

RipMansionModel::RipMansionModel(QObject *parent) : RowListModel(kMansionRoles, parent) {}

void RipMansionModel::setRows(const QList<RipMansionRow> &rows)
{
    m_rows = rows;
    setTypedRows(kMansionRoles, rows);
}

RipSeatModel::RipSeatModel(QObject *parent) : RowListModel(kSeatRoles, parent) {}

void RipSeatModel::setRows(const QList<RipSeatRow> &rows)
{
    m_rows = rows;
    setTypedRows(kSeatRoles, rows);
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
