#include "ripview.h"
#include "riprounds.h"
#include "ripsessiontr.h"
#include "riptext.h"

#include "model/restinpeace/game.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace ripview {

QList<RipMansionRow> mansions(const rip::Game &game, const rip::GameState &v, const RipText &t)
{
    const auto done = ripRoundOutcomes(game);
    const auto shownRounds = ripDecidedRounds(game);
    const bool playing = v.phase == rip::Phase::Turn || v.phase == rip::Phase::RoundEnd || v.phase == rip::Phase::Final;
    QList<RipMansionRow> rows;
    for (int r = 1; r <= rip::kRounds; ++r) {
        RipMansionRow row;
        row.round = r;
        row.card = r <= rip::kLineCards ? v.line[std::size_t(r - 1)] : rip::kSpecialCard;
        if (row.card > 0) {
            row.cardName = RipText::psychicName(row.card);
            row.cardEffect = RipText::psychicEffect(row.card);
        }
        const RipRoundOutcome &o = done[std::size_t(r - 1)];
        row.manors = v.slotManors[std::size_t(r - 1)];
        row.castles = v.slotCastles[std::size_t(r - 1)];
        if (o.winner >= 0) {
            row.winner = o.winner;
            row.manors = o.manors;
            row.castles = o.castles;
        }
        const QString w = t.seat(o.winner), l = t.seat(o.loser);
        switch (o.how) {
        case RipRoundOutcome::Open: break;
        //: How a mansion was won: %1 the winner, %2 the player who withdrew.
        case RipRoundOutcome::Withdrew: row.outcome = RipSessionTr::tr("%1: %2 withdrew").arg(w, l); break;
        case RipRoundOutcome::LostAtOnce: row.outcome = RipSessionTr::tr("%1: %2 played dead").arg(w, l); break;
        case RipRoundOutcome::Tie: row.outcome = RipSessionTr::tr("A tie: the token moved on"); break;
        //: A round's result: %1 its winner, %2 the higher total, %3 the lower, e.g. "Ada: 12 to 7".
        case RipRoundOutcome::Totals: row.outcome = RipSessionTr::tr("%1: %2 to %3").arg(w).arg(std::max(o.total0, o.total1)).arg(std::min(o.total0, o.total1)); break;
        case RipRoundOutcome::Cancelled: row.outcome = RipSessionTr::tr("Tied %1 to %2: cancelled").arg(o.total0).arg(o.total1); break;
        }
        row.current = playing && v.round == r;
        const RipDecidedRound &decided = shownRounds[std::size_t(r - 1)];
        for (int p = 0; p < rip::kSeats; ++p) {
            if (decided.decided) { // as it stood when decided, whatever later cards took away from it
                (p == 0 ? row.cards0 : row.cards1) = decided.cards[std::size_t(p)].join(u", "_s);
                (p == 0 ? row.total0 : row.total1) = decided.totals[std::size_t(p)];
                continue;
            }
            QStringList cards;
            const rip::Side &side = v.side(r, p);
            for (int i = 0; i < side.size(); ++i)
                cards << RipText::cardText(side[i]);
            (p == 0 ? row.cards0 : row.cards1) = cards.join(u", "_s);
            if (r <= v.round || side.size() > 0)
                (p == 0 ? row.total0 : row.total1) = v.total(r, p);
        }
        rows.append(row);
    }
    return rows;
}

QList<RipSeatRow> seats(const rip::GameState &v, const RipText &t, const QStringList &kinds, bool digital, int viewer)
{
    const int decider = v.isTerminal() || v.isChance() ? -1 : v.currentSeat();
    QList<RipSeatRow> rows;
    for (int p = 0; p < rip::kSeats; ++p) {
        const rip::PlayerState &pl = v.player[std::size_t(p)];
        RipSeatRow row;
        row.seat = p;
        row.name = t.seat(p);
        row.kind = kinds.value(p);
        row.manors = pl.manors;
        row.castles = pl.castles;
        row.deck = pl.deck;
        row.handCount = pl.handSize();
        row.handVisible = digital && viewer >= 0
                          && (p == viewer || v.seesOpponentHand(viewer)); // psychic 3
        if (row.handVisible)
            for (int value = 1; value <= 6; ++value)
                for (int k = 0; k < pl.hand[std::size_t(value)]; ++k)
                    row.hand.append(value);
        for (int card = 1; card <= rip::kPsychicCards; ++card)
            if (pl.holds(card))
                row.psychic.append(QVariantMap{{u"card"_s, card},
                                               {u"name"_s, RipText::psychicName(card)},
                                               {u"effect"_s, RipText::psychicEffect(card)}});
        row.total = v.round >= 1 ? v.total(v.round, p) : 0;
        row.turn = decider == p;
        row.tripped = pl.tripped;
        const rip::Side &ten = v.side(rip::kRounds, p);
        for (int i = 0; i < ten.size(); ++i)
            row.faceDown += ten[i].has(rip::Card::FaceDown) ? 1 : 0;
        rows.append(row);
    }
    return rows;
}

QVariantMap board(const rip::GameState &v, const RipText &t, int viewer)
{
    const int decider = v.isTerminal() || v.isChance() ? -1 : v.currentSeat();
    // The round at a glance: both totals, the effects that make them, who must beat what.
    QVariantMap out;
    out[u"round"_s] = int(v.round);
    out[u"seat"_s] = viewer;
    out[u"names"_s] = QStringList{t.seat(0), t.seat(1)};
    QVariantList totals;
    for (int p = 0; p < rip::kSeats; ++p)
        totals.append(v.round >= 1 ? v.total(v.round, p) : 0);
    out[u"totals"_s] = totals;
    QStringList effects;
    // While the round is played; once it is decided its effects are over (the lay-face-down step).
    if (v.round >= 1 && (v.phase == rip::Phase::Turn || v.phase == rip::Phase::Final)) {
        const bool worthless = v.worthless(v.round);
        for (int p = 0; p < rip::kSeats; ++p) {
            const rip::Side &side = v.side(v.round, p);
            for (int i = 0; i < side.size(); ++i) {
                const rip::Card &c = side[i];
                if (c.isGhost() || c.has(rip::Card::FaceDown))
                    continue;
                QString what;
                if (c.has(rip::Card::NoEffect) || (worthless && c.psychic != rip::psy::Worthless))
                    what = RipText::worthlessEffect(v, c.psychic); // played before or after 29 (RIP-TURN-3)
                else if (c.has(rip::Card::Transferred))
                    what = RipSessionTr::tr("carried over: its value only");
                else if (c.has(rip::Card::Moved))
                    what = RipSessionTr::tr("−2 on round 10");
                else {
                    what = RipText::psychicEffect(c.psychic);
                    const rip::Param param = rip::kPsychic[std::size_t(c.psychic)].param;
                    if (param == rip::Param::Value && c.a > 0)
                        what += u' ' + RipSessionTr::tr("Value named: %1.").arg(c.a);
                    else if (param == rip::Param::TwoValues && c.a > 0)
                        what += u' ' + RipSessionTr::tr("Values named: %1 and %2.").arg(c.a).arg(c.b);
                    else if (c.psychic == rip::psy::DoubleVision || c.psychic == rip::psy::YetToCome)
                        what += u' ' + RipSessionTr::tr("Worth %1 here.").arg(c.psychic == rip::psy::DoubleVision ? c.a : c.b);
                }
                //: %1 the player, %2 the psychic card, %3 what it does.
                effects << RipSessionTr::tr("%1's %2: %3").arg(t.seat(p), RipText::psychicName(c.psychic), what);
            }
        }
    }
    out[u"effects"_s] = effects;
    QString mustBeat;
    if (v.phase == rip::Phase::Turn && decider >= 0) {
        const int mine = v.total(v.round, decider), theirs = v.total(v.round, 1 - decider);
        mustBeat = mine > theirs
                           //: %1 player, %2 their total, %3 the opponent's.
                           ? RipSessionTr::tr("%1 is ahead, %2 to %3: ending the turn passes it on.").arg(t.seat(decider)).arg(mine).arg(theirs)
                           : RipSessionTr::tr("%1 must get above %3 (now %2) before ending the turn, or withdraws.")
                                     .arg(t.seat(decider))
                                     .arg(mine)
                                     .arg(theirs);
    }
    out[u"mustBeat"_s] = mustBeat;
    QStringList banned;
    for (int value = 1; value <= 6; ++value)
        if (v.bannedValues() >> value & 1)
            banned << QString::number(value);
    out[u"banned"_s] = banned.isEmpty() ? QString() : RipSessionTr::tr("Nobody may play: %1").arg(banned.join(u", "_s));
    out[u"turn"_s] = decider;
    return out;
}

QVariantMap result(const rip::GameState &s, const RipText &t)
{
    QVariantMap out{{u"over"_s, s.isTerminal()}};
    if (s.isTerminal()) {
        out[u"winner"_s] = int(s.gameWinner);
        out[u"text"_s] = t.endText(s);
        out[u"how"_s] = QString::fromLatin1(RipText::endReasonKey(s.endReason));
        out[u"winnerName"_s] = s.gameWinner >= 0 ? t.seat(s.gameWinner) : QString();
    }
    return out;
}

} // namespace ripview
