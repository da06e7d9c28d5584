#include "ripseatport.h"

#include "model/core/names.h"
#include "seatcolors.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace phones {

namespace {

QString kindOf(rip::ActionType t)
{
    switch (t) {
    case rip::ActionType::Ghost: return u"ghost"_s;
    case rip::ActionType::Psychic: return u"psychic"_s;
    case rip::ActionType::Random: return u"random"_s;
    case rip::ActionType::End: return u"end"_s;
    case rip::ActionType::Transfer: return u"transfer"_s;
    case rip::ActionType::Place: return u"place"_s;
    case rip::ActionType::Reveal: return u"reveal"_s;
    case rip::ActionType::Chance: break;
    }
    return {};
}

QString askKind(rip::Decision d)
{
    switch (d) {
    case rip::Decision::Turn: return u"turn"_s;
    case rip::Decision::Place: return u"place"_s;
    case rip::Decision::StillMe: return u"still"_s;
    case rip::Decision::Round10: return u"round10"_s;
    default: return {};
    }
}

} // namespace

QString RipHost::ripActionLabel(const rip::GameState &view, const rip::Action &action) const
{
    return rip::actionToText(view, action);
}

QString RipHost::ripCardText(const rip::Card &card) const
{
    if (card.has(rip::Card::FaceDown))
        return card.ghost > 0 ? u"(%1)"_s.arg(card.ghost) : card.psychic > 0 ? u"(%1)"_s.arg(ripPsychicName(card.psychic)) : u"?"_s;
    return card.isGhost() ? QString::number(card.ghost) : ripPsychicName(card.psychic);
}

QString RipHost::ripPsychicName(int card) const
{
    return card > 0 && card <= rip::kSpecialCard ? QString::fromLatin1(rip::kPsychic[std::size_t(card)].key) : QString();
}

QString RipHost::ripPsychicEffect(int) const
{
    return {};
}

QString RipHost::ripResult(const rip::GameState &) const
{
    return {};
}

bool isRipPhoneDecision(const rip::GameState &s)
{
    if (s.isTerminal() || s.isChance())
        return false;
    if (s.setup.mode == rip::Mode::Table)
        return s.decision() == rip::Decision::Place;
    return !askKind(s.decision()).isEmpty();
}

int RipSeatPort::seatCount() const
{
    return m_host.ripGame().isValid() ? rip::kSeats : 0;
}

QString RipSeatPort::seatColor(int seat)
{
    return ripSeatColor(seat); // the laptop's colours (seatcolors.h)
}

std::vector<rip::Action> RipSeatPort::optionsOf(int seat) const
{
    const rip::GameState &s = m_host.ripGame().state();
    if (!isRipPhoneDecision(s) || s.currentSeat() != seat || m_host.ripSeatOnLaptop(seat))
        return {};
    return s.legalActions();
}

Answer RipSeatPort::submit(int seat, const QJsonObject &message)
{
    Answer answer;
    const rip::Game &g = m_host.ripGame();
    if (!g.isValid() || seat < 0 || seat >= seatCount()) {
        answer.code = u"refused"_s;
        answer.message = u"no such seat in this game"_s;
        return answer;
    }
    if (message.value(u"type"_s).toString() != u"act"_s) {
        answer.code = u"bad-message"_s;
        answer.message = u"'type' must be act"_s;
        return answer;
    }
    static const QStringList allowed{u"type"_s, u"id"_s, u"kind"_s, u"v"_s, u"a"_s, u"b"_s, u"c"_s, u"d"_s};
    rip::Action action;
    action.seat = std::int8_t(seat);
    bool typed = false;
    const QString kind = message.value(u"kind"_s).toString();
    for (auto t : {rip::ActionType::Ghost, rip::ActionType::Psychic, rip::ActionType::Random, rip::ActionType::End,
                   rip::ActionType::Transfer, rip::ActionType::Place, rip::ActionType::Reveal})
        if (kind == kindOf(t)) {
            action.type = t;
            typed = true;
        }
    for (auto it = message.begin(); it != message.end(); ++it)
        if (!allowed.contains(it.key())) {
            answer.code = u"bad-message"_s;
            answer.message = u"unknown field '%1'"_s.arg(mc::printable(it.key().left(32)));
            return answer;
        }
    if (!typed) {
        answer.code = u"bad-message"_s;
        answer.message = u"'kind' must be ghost, psychic, random, end, transfer, place or reveal"_s;
        return answer;
    }
    // Every parameter is a whole number from -1 to 40 (cards, values, positions, rounds), 0 when left out.
    std::int8_t *fields[] = {&action.v, &action.a, &action.b, &action.c, &action.d};
    const QString keys[] = {u"v"_s, u"a"_s, u"b"_s, u"c"_s, u"d"_s};
    for (int i = 0; i < 5; ++i) {
        const QJsonValue v = message.value(keys[i]);
        if (v.isUndefined())
            continue;
        const double d = v.toDouble(1000);
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < -1 || d > 40) {
            answer.code = u"bad-message"_s;
            answer.message = u"'%1' must be a whole number from -1 to 40"_s.arg(keys[i]);
            return answer;
        }
        *fields[i] = std::int8_t(d);
    }
    if (g.state().isTerminal()) {
        answer.code = u"game-over"_s;
        answer.message = u"the game is over"_s;
        return answer;
    }
    const std::vector<rip::Action> options = optionsOf(seat);
    if (options.empty()) {
        answer.code = u"not-now"_s;
        answer.message = u"this seat has nothing to decide on its phone now"_s;
        return answer;
    }
    if (std::find(options.begin(), options.end(), action) == options.end()) {
        answer.code = u"illegal"_s;
        answer.message = u"not one of this seat's legal choices now"_s;
        return answer;
    }
    QString error;
    if (!m_host.applyRipAction(action, error)) {
        answer.code = u"refused"_s;
        answer.message = error;
        return answer;
    }
    answer.status = Answer::Status::Applied;
    return answer;
}

QJsonObject RipSeatPort::seatView(int seat) const
{
    const rip::Game &g = m_host.ripGame();
    if (!g.isValid() || seat < 0 || seat >= seatCount())
        return {};
    const rip::GameState &s = g.state();
    const rip::GameState view = s.viewFor(seat); // only what this seat may know (RIP-TURN-1)
    const bool table = g.setup().mode == rip::Mode::Table;
    const auto &me = view.player[std::size_t(seat)];
    QJsonArray hand;
    for (int v = 1; v <= 6; ++v)
        for (int k = 0; k < me.hand[std::size_t(v)]; ++k)
            hand.append(v);
    auto psychicCards = [&](const rip::PlayerState &p) {
        QJsonArray out;
        for (int c = 1; c <= rip::kSpecialCard; ++c)
            if (p.holds(c))
                out.append(QJsonObject{{u"card"_s, c}, {u"name"_s, m_host.ripPsychicName(c)}, {u"effect"_s, m_host.ripPsychicEffect(c)}});
        return out;
    };
    QJsonArray faceDown;
    const rip::Side &ten = view.sides[rip::kRounds - 1][std::size_t(seat)];
    for (int i = 0; i < ten.size(); ++i)
        faceDown.append(m_host.ripCardText(ten[i]));
    const QJsonObject you{{u"hand"_s, hand},
                          {u"handCount"_s, me.handSize()},
                          {u"psychic"_s, psychicCards(me)},
                          {u"faceDown"_s, faceDown},
                          {u"manors"_s, me.manors},
                          {u"castles"_s, me.castles},
                          {u"deck"_s, me.deck}};

    // The table: what both players see (the public view), each side of this round.
    const rip::GameState pub = s.viewFor(-1);
    const int round = std::clamp(int(pub.round), 1, rip::kRounds);
    QJsonArray players;
    for (int p = 0; p < rip::kSeats; ++p) {
        const auto &pl = pub.player[std::size_t(p)];
        QJsonArray played;
        const rip::Side &side = pub.side(round, p);
        for (int i = 0; i < side.size(); ++i)
            played.append(m_host.ripCardText(side[i]));
        players.append(QJsonObject{{u"seat"_s, p + 1},
                                   {u"name"_s, p < g.names().size() ? g.names()[p] : QString()},
                                   {u"color"_s, seatColor(p)},
                                   {u"total"_s, pub.round >= 1 ? pub.total(round, p) : 0},
                                   {u"hand"_s, pl.handSize()},
                                   {u"manors"_s, pl.manors},
                                   {u"castles"_s, pl.castles},
                                   {u"psychic"_s, psychicCards(pl)},
                                   {u"played"_s, played}});
    }
    const int card = round <= rip::kLineCards ? pub.line[std::size_t(round - 1)] : rip::kSpecialCard;
    const int waiting = s.isTerminal() || s.isChance() ? 0 : s.currentSeat() + 1;
    const QJsonObject board{{u"round"_s, pub.round},
                            {u"over"_s, s.isTerminal()},
                            {u"result"_s, m_host.ripResult(s)},
                            {u"waitingFor"_s, waiting},
                            {u"card"_s, card > 0 ? m_host.ripPsychicName(card) : QString()},
                            {u"mansion"_s, QJsonObject{{u"manors"_s, pub.slotManors[std::size_t(round - 1)]},
                                                      {u"castles"_s, pub.slotCastles[std::size_t(round - 1)]}}},
                            {u"players"_s, players}};

    QJsonValue ask = QJsonValue::Null;
    const std::vector<rip::Action> options = optionsOf(seat);
    if (!options.empty()) {
        QJsonArray choices;
        for (const rip::Action &a : options) {
            QJsonObject c{{u"kind"_s, kindOf(a.type)}, {u"v"_s, a.v}, {u"a"_s, a.a}, {u"b"_s, a.b}, {u"c"_s, a.c},
                          {u"d"_s, a.d}, {u"label"_s, m_host.ripActionLabel(view, a)}};
            if (a.type == rip::ActionType::Psychic || a.type == rip::ActionType::Reveal
                || (a.type == rip::ActionType::Place && a.a == 1))
                c.insert(u"detail"_s, m_host.ripPsychicEffect(a.v));
            choices.append(c);
        }
        ask = QJsonObject{{u"kind"_s, askKind(s.decision())}, {u"now"_s, true}, {u"choices"_s, choices}, {u"held"_s, QJsonValue::Null}};
    }
    return QJsonObject{{u"type"_s, u"view"_s},
                       {u"game"_s, QString::fromLatin1(rip::kGameId)},
                       {u"seat"_s, seat + 1},
                       {u"name"_s, seat < g.names().size() ? g.names()[seat] : QString()},
                       {u"color"_s, seatColor(seat)},
                       {u"table"_s, table},
                       {u"laptop"_s, m_host.ripSeatOnLaptop(seat)},
                       {u"you"_s, you},
                       {u"ask"_s, ask},
                       {u"board"_s, board}};
}

} // namespace phones
