#include "ripchoices.h"
#include "ripsessiontr.h"
#include "riptext.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// A choice row's payload with this bit is a ghost card and the end of the turn after it (an action's
// key uses the low 56 bits).
constexpr quint64 kThenEnd = quint64(1) << 60;

const char *actionKind(rip::ActionType t)
{
    switch (t) {
    case rip::ActionType::Chance: return "chance";
    case rip::ActionType::Ghost: return "ghost";
    case rip::ActionType::Psychic: return "psychic";
    case rip::ActionType::Random: return "random";
    case rip::ActionType::End: return "end";
    case rip::ActionType::Transfer: return "keep";
    case rip::ActionType::Place: return "place";
    case rip::ActionType::Reveal: return "reveal";
    }
    return "choice";
}

// The part of the panel that lists a choice.
QString groupOf(rip::ActionType t)
{
    switch (t) {
    case rip::ActionType::Ghost:
    case rip::ActionType::Random: return u"ghost"_s;
    case rip::ActionType::Psychic: return u"psychic"_s;
    case rip::ActionType::End: return u"end"_s;
    case rip::ActionType::Chance: return u"chance"_s;
    default: return u"other"_s;
    }
}

} // namespace

namespace ripchoices {

QList<ChoiceRow> rows(const rip::GameState &s, const rip::GameState &v, const RipText &t)
{
    QList<ChoiceRow> out;
    for (const rip::Action &a : s.legalActions()) {
        ChoiceRow r;
        r.kind = QString::fromLatin1(actionKind(a.type));
        r.seat = a.seat;
        r.group = groupOf(a.type);
        // Labels from what the screen may show (the deciding seat's own view, or the table's).
        r.label = t.actionLabel(s.isChance() ? s : v, a);
        r.value = a.v;
        if (a.type == rip::ActionType::Psychic || a.type == rip::ActionType::Reveal
            || (a.type == rip::ActionType::Chance && s.decision() == rip::Decision::LineCard)) {
            r.extra = {{u"card"_s, int(a.v)}};
            r.detail = a.type == rip::ActionType::Psychic && s.worthless(s.round)
                               ? RipText::worthlessDetail(s, a.v) // D-RIP-29: what it counts, as the total does
                               : RipText::psychicEffect(a.v);
        }
        if (a.type == rip::ActionType::Place && a.a == 1) {
            r.extra = {{u"card"_s, int(a.v)}};
            r.detail = RipText::psychicEffect(a.v);
        }
        // The end of a turn whose total beats the opponent's is the turn's usual last tap (drawn in the
        // accent); a withdrawal that loses the round is not.
        if (a.type == rip::ActionType::End)
            r.extra = {{u"beats"_s, s.total(s.round, a.seat) > s.total(s.round, 1 - a.seat)}};
        // A table's line of psychic cards: its own grid of the cards, all in view.
        if (a.type == rip::ActionType::Chance && s.decision() == rip::Decision::LineCard)
            r.group = u"line"_s;
        r.payload = a.key();
        out.append(r);
    }
    // The common turn in one tap, a ghost card and the end of the turn: offered for a turn's first
    // card when the turn may end after it with a total above the opponent's (RIP-TURN-2).
    if (s.decision() == rip::Decision::Turn && s.cardsThisTurn == 0) {
        for (const rip::Action &a : s.legalActions()) {
            if (a.type != rip::ActionType::Ghost)
                continue;
            rip::GameState after = s;
            if (after.apply(a) != rip::ApplyError::None || after.isChance() || after.currentSeat() != a.seat)
                continue;
            const rip::Action end{rip::ActionType::End, a.seat};
            const std::vector<rip::Action> next = after.legalActions();
            if (std::find(next.begin(), next.end(), end) == next.end()
                || after.total(after.round, a.seat) <= after.total(after.round, 1 - a.seat))
                continue;
            ChoiceRow r;
            r.kind = u"ghost-end"_s;
            r.seat = a.seat;
            r.group = u"ghostEnd"_s;
            //: A button: play a ghost card of value %1 and end the turn, in one tap.
            r.label = RipSessionTr::tr("%1 + end").arg(a.v);
            r.value = a.v;
            r.payload = a.key() | kThenEnd;
            out.append(r);
        }
    }
    return out;
}

std::optional<Chosen> chosen(const rip::GameState &state, quint64 payload)
{
    const bool thenEnd = (payload & kThenEnd) != 0;
    payload &= ~kThenEnd;
    for (const rip::Action &a : state.legalActions())
        if (a.key() == payload)
            return Chosen{a, thenEnd && a.type == rip::ActionType::Ghost};
    return std::nullopt;
}

} // namespace ripchoices
