#include "seatport.h"

#include "model/core/names.h"
#include "seatcolors.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace phones {

namespace {

bool isSimultaneous(mc::Decision d)
{
    return d == mc::Decision::KeepMotive || d == mc::Decision::DraftPick || d == mc::Decision::Bid;
}

QString kindOf(mc::Decision d)
{
    switch (d) {
    case mc::Decision::KeepMotive: return u"motive"_s;
    case mc::Decision::DraftPick: return u"draft"_s;
    case mc::Decision::Bid: return u"bid"_s;
    default: return {};
    }
}

// The kind of the phone's question: a simultaneous decision, the hand on a turn, or Severamm's swap.
QString askKindOf(const mc::GameState &s)
{
    if (s.decision() == mc::Decision::SeverammSwap)
        return u"swap"_s;
    if (isHandTurn(s))
        return u"hand"_s;
    return kindOf(s.decision());
}

bool contains(const std::vector<mc::Action> &actions, const mc::Action &a)
{
    return std::find(actions.begin(), actions.end(), a) != actions.end();
}

// A Court card this seat may see: its name and, from the host, what it does.
QJsonValue courtCard(const mc::Ruleset &r, int card, const GameHost &host)
{
    if (card < 0 || std::size_t(card) >= r.court.size())
        return QJsonObject{{u"card"_s, -1}};
    const auto &c = r.court[std::size_t(card)];
    return QJsonObject{{u"card"_s, card}, {u"id"_s, c.id}, {u"name"_s, c.name}, {u"text"_s, host.cardText(0, card)}};
}

QJsonArray courtCards(const mc::Ruleset &r, const std::vector<std::int16_t> &cards, const GameHost &host)
{
    QJsonArray out;
    for (const auto c : cards)
        out.append(courtCard(r, c, host));
    return out;
}

QString motiveKindKey(mc::MotiveKind k)
{
    switch (k) {
    case mc::MotiveKind::PerInfluence: return u"influence"_s;
    case mc::MotiveKind::PerGuildFigures: return u"guild-figures"_s;
    case mc::MotiveKind::PerMourners: return u"mourners"_s;
    case mc::MotiveKind::PerLocationsPresent: return u"locations"_s;
    case mc::MotiveKind::PerEtherea: return u"etherea"_s;
    }
    return {};
}

QJsonValue motiveCard(const mc::Ruleset &r, int card, const GameHost &host)
{
    if (card < 0 || std::size_t(card) >= r.motives.size())
        return QJsonValue::Null;
    const auto &m = r.motives[std::size_t(card)];
    QJsonObject o{{u"card"_s, card},
                  {u"id"_s, m.id},
                  {u"name"_s, m.name},
                  {u"faction"_s, QString::fromLatin1(mc::factionKey(m.faction))},
                  {u"counts"_s, motiveKindKey(m.kind)},
                  {u"per"_s, m.per},
                  {u"max"_s, m.max},
                  {u"text"_s, host.cardText(3, card)}};
    if (m.kind == mc::MotiveKind::PerInfluence)
        o.insert(u"of"_s, QString::fromLatin1(mc::factionKey(m.arg)));
    else if (m.kind == mc::MotiveKind::PerGuildFigures) {
        o.insert(u"of"_s, QString::fromLatin1(mc::guildKey(m.arg)));
        if (m.arg >= 0 && m.arg < mc::kGuilds) // the guild's name as the ruleset writes it (the key is lower case)
            o.insert(u"ofName"_s, r.guilds[std::size_t(m.arg)].name);
    }
    return o;
}

QJsonObject influence(const mc::PlayerState &p)
{
    return QJsonObject{{u"bone"_s, p.influence[0]}, {u"flesh"_s, p.influence[1]}, {u"spirit"_s, p.influence[2]}};
}

QJsonValue faction(int f)
{
    return f < 0 ? QJsonValue(QJsonValue::Null) : QJsonValue(QString::fromLatin1(mc::factionKey(f)));
}

// A whole number in [lo, hi] under `key`; JSON numbers are doubles, so 2.5 or 1e300 are refused.
bool intField(const QJsonObject &o, const QString &key, int lo, int hi, int &out, QString &error)
{
    const QJsonValue v = o.value(key);
    if (!v.isDouble()) {
        error = u"'%1' must be a whole number"_s.arg(key);
        return false;
    }
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::floor(d) || d < lo || d > hi) {
        error = u"'%1' must be a whole number from %2 to %3"_s.arg(key).arg(lo).arg(hi);
        return false;
    }
    out = int(d);
    return true;
}

} // namespace

bool namesHand(const mc::GameState &state, const mc::Action &action)
{
    if (action.type == mc::ActionType::PlayCourt) // R-ACT-3
        return action.v >= 0;
    if (action.type != mc::ActionType::Activate || action.v < 0 || std::size_t(action.v) >= state.rules().mourners.size())
        return false;
    switch (state.rules().mourners[std::size_t(action.v)].kind) {
    case mc::MournerKind::Socopharie: return true; // the card discarded from the hand
    case mc::MournerKind::Severamm: return state.rules().revision < 2; // swaps listed with the hand's cards
    default: return false;
    }
}

bool isPrivateDecision(const mc::GameState &state)
{
    return !state.isTerminal() && (isSimultaneous(state.decision()) || state.decision() == mc::Decision::SeverammSwap);
}

bool isHandTurn(const mc::GameState &state)
{
    return !state.isTerminal() && state.mode == mc::Mode::Digital && state.decision() == mc::Decision::Turn;
}

bool actionFromMessage(const mc::GameState &state, int seat, const QJsonObject &message, mc::Action &out, QString &error)
{
    static const QStringList allowed{u"type"_s, u"id"_s, u"kind"_s, u"faction"_s, u"amount"_s, u"card"_s,
                                     u"option"_s, u"b"_s, u"c"_s, u"d"_s};
    for (auto it = message.begin(); it != message.end(); ++it)
        if (!allowed.contains(it.key())) {
            error = u"unknown field '%1'"_s.arg(mc::printable(it.key().left(32)));
            return false;
        }
    const QString kind = message.value(u"kind"_s).toString();
    out = mc::Action{};
    out.seat = std::int8_t(seat);
    if (kind == u"motive"_s) { // R-SETUP-4
        const int f = mc::factionFromKey(message.value(u"faction"_s).toString());
        if (!message.value(u"faction"_s).isString() || f < 0) {
            error = u"'faction' must be bone, flesh or spirit"_s;
            return false;
        }
        out.type = mc::ActionType::KeepMotive;
        out.a = std::int8_t(f);
        return true;
    }
    if (kind == u"bid"_s) { // R-TITHE-2
        int amount = 0;
        if (!intField(message, u"amount"_s, 0, 999, amount, error))
            return false;
        out.type = mc::ActionType::Bid;
        out.v = std::int16_t(amount);
        return true;
    }
    if (kind == u"draft"_s) { // R-DRAFT-2
        int card = 0;
        if (!intField(message, u"card"_s, 0, int(state.rules().court.size()) - 1, card, error))
            return false;
        out.type = mc::ActionType::DraftPick;
        out.v = std::int16_t(card);
        return true;
    }
    // The hand (digital play): a Court card and its option with its targets (R-ACT-3), a Mourner ability
    // that names hand cards, Severamm's swap; the targets b, c, d as in mc::Action.
    const bool court = kind == u"court"_s, ability = kind == u"ability"_s, swap = kind == u"swap"_s;
    if (court || ability || swap) {
        int card = 0, option = 0, b = 0, c = 0, d = 0;
        const int cards = int(court ? state.rules().court.size() : state.rules().mourners.size()) - 1;
        if ((!swap && !intField(message, u"card"_s, 0, cards, card, error))
            || (court && !intField(message, u"option"_s, 0, 1, option, error))
            || (message.contains(u"b"_s) && !intField(message, u"b"_s, -1, 127, b, error))
            || (message.contains(u"c"_s) && !intField(message, u"c"_s, -1, 127, c, error))
            || (message.contains(u"d"_s) && !intField(message, u"d"_s, -1, 127, d, error)))
            return false;
        out.type = court ? mc::ActionType::PlayCourt : ability ? mc::ActionType::Activate : mc::ActionType::Swap;
        out.v = std::int16_t(card);
        out.a = std::int8_t(option);
        out.b = std::int8_t(b);
        out.c = std::int8_t(c);
        out.d = std::int8_t(d);
        return true;
    }
    error = u"'kind' must be motive, draft, bid, court, ability or swap"_s;
    return false;
}

int SeatPort::seatCount() const
{
    const mc::Game &g = m_host.game();
    return g.isValid() ? int(g.state().players) : 0;
}

QString SeatPort::seatColor(int seat) const
{
    // The laptop's colours (seatcolors.h), so that a player finds their colour on both.
    const auto &seats = m_host.game().seats();
    return phones::mournersSeatColor(seat, seat >= 0 && std::size_t(seat) < seats.size() ? seats[std::size_t(seat)].color
                                                                                         : QString());
}

bool SeatPort::holds(int seat) const
{
    return seat >= 0 && seat < mc::kMaxPlayers && m_held[std::size_t(seat)].has_value();
}

QString SeatPort::simultaneousKind() const
{
    const mc::Game &g = m_host.game();
    return g.isValid() ? kindOf(g.state().decision()) : QString();
}

// Whether `seat` has made the simultaneous decision in progress (the engine has it).
bool SeatPort::answered(int seat) const
{
    const mc::GameState &s = m_host.game().state();
    return s.currentSeat() != seat && s.legalActionsAhead(seat).empty();
}

int SeatPort::answersIn() const
{
    if (simultaneousKind().isEmpty())
        return 0;
    int in = 0;
    for (int p = 0; p < seatCount(); ++p)
        in += answered(p) || holds(p) ? 1 : 0;
    return in;
}

int SeatPort::answersNeeded() const
{
    return simultaneousKind().isEmpty() ? 0 : seatCount();
}

// The seat's own options for the simultaneous decision, now or ahead of its turn.
std::vector<mc::Action> SeatPort::optionsOf(int seat) const
{
    const mc::GameState &s = m_host.game().state();
    if (s.isTerminal() || m_host.seatOnLaptop(seat))
        return {};
    if (isSimultaneous(s.decision()))
        return s.currentSeat() == seat ? s.legalActions() : s.legalActionsAhead(seat);
    if (s.currentSeat() != seat)
        return {};
    if (s.decision() == mc::Decision::SeverammSwap)
        return s.legalActions();
    std::vector<mc::Action> hand;
    if (isHandTurn(s)) // the Court cards of the hand; the rest of the turn is on the shared screen
        for (const auto &a : s.legalActions())
            if (namesHand(s, a))
                hand.push_back(a);
    return hand;
}

Answer SeatPort::submit(int seat, const QJsonObject &message)
{
    Answer answer;
    const mc::Game &g = m_host.game();
    if (!g.isValid() || seat < 0 || seat >= seatCount()) {
        answer.code = u"refused"_s;
        answer.message = u"no such seat in this game"_s;
        return answer;
    }
    const QString type = message.value(u"type"_s).toString();
    if (type == u"cancel"_s) {
        for (auto it = message.begin(); it != message.end(); ++it)
            if (it.key() != u"type"_s && it.key() != u"id"_s) {
                answer.code = u"bad-message"_s;
                answer.message = u"unknown field '%1'"_s.arg(mc::printable(it.key().left(32)));
                return answer;
            }
        if (!holds(seat)) {
            answer.code = u"not-now"_s;
            answer.message = u"nothing is held for this seat"_s;
            return answer;
        }
        m_held[std::size_t(seat)].reset();
        answer.status = Answer::Status::Cancelled;
        return answer;
    }
    if (type != u"act"_s) {
        answer.code = u"bad-message"_s;
        answer.message = u"'type' must be act or cancel"_s;
        return answer;
    }
    const mc::GameState &s = g.state();
    if (s.isTerminal()) {
        answer.code = u"game-over"_s;
        answer.message = u"the game is over"_s;
        return answer;
    }
    mc::Action action;
    if (!actionFromMessage(s, seat, message, action, answer.message)) {
        answer.code = u"bad-message"_s;
        return answer;
    }
    const std::vector<mc::Action> options = optionsOf(seat);
    if (options.empty()) {
        answer.code = u"not-now"_s;
        answer.message = u"this seat has nothing to decide now"_s;
        return answer;
    }
    if (!contains(options, action)) {
        answer.code = u"illegal"_s;
        answer.message = u"not one of this seat's legal choices now"_s;
        return answer;
    }
    if (s.currentSeat() != seat) {
        m_held[std::size_t(seat)] = Held{action, s.decision(), s.round, s.pickRound};
        answer.status = Answer::Status::Held;
        return answer;
    }
    m_held[std::size_t(seat)].reset();
    QString error;
    if (!m_host.applySeatAction(action, error)) {
        answer.code = u"refused"_s;
        answer.message = error;
        return answer;
    }
    answer.status = Answer::Status::Applied;
    settle();
    return answer;
}

void SeatPort::noteSeen()
{
    const mc::Game &g = m_host.game();
    const auto &actions = g.actions();
    m_seenActions = actions.size();
    m_seenLastKey = actions.empty() ? 0 : actions.back().key();
    // Who was asked a simultaneous decision, to tell the others when an undo on the laptop asks them again.
    m_seenAsked = 0;
    for (int p = 0; p < seatCount(); ++p)
        if (!optionsOf(p).empty())
            m_seenAsked |= 1u << p;
}

std::vector<int> SeatPort::settle()
{
    std::vector<int> dropped;
    if (m_settling)
        return dropped;
    m_settling = true;
    const mc::Game &g = m_host.game();
    const auto &actions = g.actions();
    const bool undone = actions.size() < m_seenActions
                        || (actions.size() == m_seenActions && m_seenActions > 0 && actions.back().key() != m_seenLastKey);
    for (int p = 0; p < mc::kMaxPlayers; ++p)
        if (m_held[std::size_t(p)] && (undone || !g.isValid() || p >= seatCount())) {
            m_held[std::size_t(p)].reset();
            dropped.push_back(p);
        }
    // An answer the engine had (a bid made) and that an undo took back: its phone is asked again, and
    // told why.
    if (undone && g.isValid() && isSimultaneous(g.state().decision()))
        for (int p = 0; p < seatCount(); ++p)
            if (!(m_seenAsked >> p & 1u) && !holds(p) && !optionsOf(p).empty()
                && std::find(dropped.begin(), dropped.end(), p) == dropped.end())
                dropped.push_back(p);
    // Apply the held answers whose turn came; each step may bring the next seat's turn.
    for (int guard = 0; g.isValid() && guard < 4 * mc::kMaxPlayers; ++guard) {
        const mc::GameState &s = g.state();
        const int seat = s.currentSeat();
        if (seat < 0 || seat >= seatCount() || !m_held[std::size_t(seat)])
            break;
        const Held held = *m_held[std::size_t(seat)];
        m_held[std::size_t(seat)].reset();
        QString error;
        if (held.decision != s.decision() || held.round != s.round || held.pickRound != s.pickRound
            || !contains(s.legalActions(), held.action) || !m_host.applySeatAction(held.action, error)) {
            dropped.push_back(seat);
            break;
        }
    }
    // A held answer of a decision that is over (the laptop decided for that seat) is dropped too.
    if (g.isValid())
        for (int p = 0; p < seatCount(); ++p) {
            auto &h = m_held[std::size_t(p)];
            if (h && (h->decision != g.state().decision() || !contains(optionsOf(p), h->action))) {
                h.reset();
                dropped.push_back(p);
            }
        }
    noteSeen();
    m_settling = false;
    return dropped;
}

void SeatPort::reset()
{
    for (auto &h : m_held)
        h.reset();
    noteSeen();
}

QJsonObject SeatPort::askFor(int seat) const
{
    const mc::GameState &s = m_host.game().state();
    const std::vector<mc::Action> options = optionsOf(seat);
    if (options.empty())
        return {};
    const mc::GameState view = s.viewFor(seat);
    const mc::Ruleset &r = s.rules();
    QJsonObject ask{{u"kind"_s, askKindOf(s)}, {u"now"_s, s.currentSeat() == seat}};
    QJsonArray choices;
    switch (s.decision()) {
    case mc::Decision::KeepMotive: // R-SETUP-4: the seat's own three motives (digital) or a faction (table)
        for (const auto &a : options) {
            const int card = view.player[std::size_t(seat)].motivesDealt[std::size_t(a.a)];
            choices.append(QJsonObject{{u"faction"_s, faction(a.a)}, {u"motive"_s, motiveCard(r, card, m_host)}});
        }
        break;
    case mc::Decision::DraftPick: // R-DRAFT-2: the cards passed to this seat
        for (const auto &a : options)
            choices.append(courtCard(r, a.v, m_host));
        break;
    case mc::Decision::Bid: { // R-TITHE-2, D-BID: 0 to the seat's own Etherea
        int lo = 999, hi = 0;
        for (const auto &a : options) {
            lo = std::min(lo, int(a.v));
            hi = std::max(hi, int(a.v));
        }
        ask.insert(u"min"_s, lo);
        ask.insert(u"max"_s, hi);
        // What the bid does, as the laptop explains it (public: the tithe owed, what the bids gain).
        ask.insert(u"explain"_s, m_host.bidText(s));
        break;
    }
    case mc::Decision::SeverammSwap: // a card of the hand for one of the undealt cards, or keep the hand
        for (const auto &a : options)
            choices.append(QJsonObject{{u"b"_s, a.b}, {u"c"_s, a.c}, {u"give"_s, courtCard(r, a.b, m_host)}, {u"take"_s, courtCard(r, a.c, m_host)}});
        break;
    case mc::Decision::Turn: // R-ACT-3: the Court cards this seat may play now, each option and target
        for (const auto &a : options) {
            const bool court = a.type == mc::ActionType::PlayCourt;
            QJsonObject o{{u"kind"_s, court ? u"court"_s : u"ability"_s}, {u"card"_s, a.v}, {u"option"_s, a.a},
                          {u"b"_s, a.b}, {u"c"_s, a.c}, {u"d"_s, a.d}, {u"label"_s, m_host.handLabel(s, a)}};
            if (court) {
                const auto &c = r.court[std::size_t(a.v)];
                o.insert(u"id"_s, c.id);
                o.insert(u"name"_s, c.name);
                o.insert(u"text"_s, m_host.cardText(0, a.v));
            } else {
                const auto &m = r.mourners[std::size_t(a.v)];
                o.insert(u"id"_s, m.id);
                o.insert(u"name"_s, m.name);
                o.insert(u"text"_s, m_host.cardText(1, a.v));
            }
            choices.append(o);
        }
        break;
    default: break;
    }
    if (!choices.isEmpty())
        ask.insert(u"choices"_s, choices);
    QJsonValue held = QJsonValue::Null;
    if (const auto &h = m_held[std::size_t(seat)]) {
        switch (h->action.type) {
        case mc::ActionType::KeepMotive: held = QJsonObject{{u"faction"_s, faction(h->action.a)}}; break;
        case mc::ActionType::DraftPick: held = QJsonObject{{u"card"_s, h->action.v}}; break;
        case mc::ActionType::Bid: held = QJsonObject{{u"amount"_s, h->action.v}}; break;
        default: break;
        }
    }
    ask.insert(u"held"_s, held);
    return ask;
}

QJsonObject SeatPort::publicTable(const mc::GameState &view) const
{
    const mc::Game &g = m_host.game();
    const mc::GameState &s = g.state();
    const mc::Ruleset &r = s.rules();
    QJsonArray players;
    // R-TITHE-2: the amounts are shown together once every seat has bid, never one by one: the bids of
    // the last tithe whose bidding is over (the engine clears them once resolved; the record keeps them).
    // Only in the round of that tithe (from its reveal to the round's end): a new round lists no bid.
    std::array<int, mc::kMaxPlayers> revealed{-1, -1, -1, -1};
    if (s.decision() != mc::Decision::Bid && s.phase >= mc::Phase::Tithe) {
        const auto &actions = g.actions();
        int found = 0;
        for (std::size_t i = actions.size(); i-- > 0 && found < s.players;) {
            const mc::Action &a = actions[i];
            if (a.type == mc::ActionType::Bid && a.seat >= 0 && a.seat < s.players) {
                revealed[std::size_t(a.seat)] = a.v;
                ++found;
            } else if (found > 0) {
                break;
            }
        }
    }
    for (int p = 0; p < s.players; ++p) {
        const auto &pl = view.player[std::size_t(p)];
        QJsonObject o{{u"seat"_s, p + 1},
                      {u"name"_s, g.seats()[std::size_t(p)].name},
                      {u"color"_s, seatColor(p)},
                      {u"etherea"_s, pl.etherea},
                      {u"unity"_s, pl.unity},
                      {u"influence"_s, influence(pl)},
                      {u"declared"_s, faction(pl.declared)},
                      {u"hand"_s, int(pl.hand.size())},
                      {u"mourners"_s, int(pl.mourners.size())}};
        if (!simultaneousKind().isEmpty())
            o.insert(u"answered"_s, answered(p) || holds(p));
        if (revealed[std::size_t(p)] >= 0)
            o.insert(u"bid"_s, revealed[std::size_t(p)]);
        if (s.isTerminal()) { // R-END-4: motives and scores are revealed at the end
            o.insert(u"motive"_s, motiveCard(r, s.player[std::size_t(p)].motive, m_host));
            o.insert(u"score"_s, s.scoreOf(p));
        }
        players.append(o);
    }
    const int seat = s.currentSeat();
    return QJsonObject{{u"round"_s, view.round},
                       {u"phase"_s, QString::fromLatin1(mc::phaseKey(view.phase))},
                       {u"decision"_s, QString::fromLatin1(mc::decisionKey(view.decision()))},
                       {u"waitingFor"_s, seat >= 0 && seat < s.players ? seat + 1 : 0},
                       {u"over"_s, s.isTerminal()},
                       {u"suspicion"_s, view.suspicion},
                       {u"threat"_s, view.threat},
                       {u"tithe"_s, r.tithe_at(view.suspicion)},
                       {u"forge"_s, view.forge},
                       {u"unitySupply"_s, view.unitySupply},
                       {u"simultaneous"_s, simultaneousKind()},
                       {u"answersIn"_s, answersIn()},
                       {u"answersNeeded"_s, answersNeeded()},
                       {u"players"_s, players}};
}

QJsonObject SeatPort::tableView() const
{
    const mc::Game &g = m_host.game();
    if (!g.isValid())
        return {};
    return publicTable(g.state().viewFor(-1));
}

QJsonObject SeatPort::seatView(int seat) const
{
    const mc::Game &g = m_host.game();
    if (!g.isValid() || seat < 0 || seat >= seatCount())
        return {};
    const mc::GameState view = g.state().viewFor(seat); // only what this seat may know
    const mc::Ruleset &r = view.rules();
    const auto &pl = view.player[std::size_t(seat)];
    QJsonObject you{{u"etherea"_s, pl.etherea},
                    {u"unity"_s, pl.unity},
                    {u"influence"_s, influence(pl)},
                    {u"declared"_s, faction(pl.declared)},
                    {u"motive"_s, motiveCard(r, pl.motive, m_host)},
                    {u"hand"_s, courtCards(r, pl.hand, m_host)},
                    {u"draft"_s, courtCards(r, pl.draft, m_host)},
                    {u"bid"_s, pl.bid}};
    QJsonObject out{{u"type"_s, u"view"_s},
                    {u"game"_s, QString::fromLatin1(mc::kGameId)},
                    {u"seat"_s, seat + 1},
                    {u"name"_s, g.seats()[std::size_t(seat)].name},
                    {u"color"_s, seatColor(seat)},
                    {u"table"_s, view.mode == mc::Mode::Table},
                    {u"laptop"_s, m_host.seatOnLaptop(seat)},
                    {u"you"_s, you},
                    {u"board"_s, publicTable(view)}};
    const QJsonObject ask = askFor(seat);
    out.insert(u"ask"_s, ask.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(ask));
    return out;
}

} // namespace phones
