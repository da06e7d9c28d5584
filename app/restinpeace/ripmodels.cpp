#include "ripmodels.h"

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
