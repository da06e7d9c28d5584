#include "manster.h"

#include <algorithm>

namespace manster {

const char *cardKindKey(CardKind k)
{
    switch (k) {
    case CardKind::Meat: return "meat";
    case CardKind::Bone: return "bone";
    case CardKind::Spirit: return "spirit";
    case CardKind::Manster: return "manster";
    case CardKind::Morgue: return "morgue";
    }
    return "";
}

const char *meatRuleKey(MeatRule r)
{
    return r == MeatRule::Twice ? "twice" : "once";
}

const char *actionKindKey(ActionKind k)
{
    switch (k) {
    case ActionKind::AddCard: return "addCard";
    case ActionKind::RemoveCard: return "removeCard";
    case ActionKind::DiscardStack: return "discardStack";
    case ActionKind::SwapSlabs: return "swapSlabs";
    case ActionKind::Attack: return "attack";
    case ActionKind::EndTurn: return "endTurn";
    case ActionKind::SetDirect: return "setDirect";
    case ActionKind::SetTaken: return "setTaken";
    case ActionKind::Discard: return "discard";
    case ActionKind::TakeGrave: return "takeGrave";
    }
    return "";
}

const char *eventKindKey(EventKind k)
{
    switch (k) {
    case EventKind::CardAdded: return "cardAdded";
    case EventKind::CardRemoved: return "cardRemoved";
    case EventKind::MeatRemoved: return "meatRemoved";
    case EventKind::StackDiscarded: return "stackDiscarded";
    case EventKind::SlabsSwapped: return "slabsSwapped";
    case EventKind::Attacked: return "attacked";
    case EventKind::StackHit: return "stackHit";
    case EventKind::DirectHit: return "directHit";
    case EventKind::StackDefeated: return "stackDefeated";
    case EventKind::Eliminated: return "eliminated";
    case EventKind::Returned: return "returned";
    case EventKind::Won: return "won";
    case EventKind::TurnEnded: return "turnEnded";
    case EventKind::DirectSet: return "directSet";
    case EventKind::TakenSet: return "takenSet";
    case EventKind::CardGraved: return "cardGraved";
    case EventKind::CardTaken: return "cardTaken";
    case EventKind::GraveRefilled: return "graveRefilled";
    case EventKind::OpeningEnded: return "openingEnded";
    }
    return "";
}

const char *errorCodeKey(ErrorCode c)
{
    switch (c) {
    case ErrorCode::None: return "none";
    case ErrorCode::BadPlayer: return "badPlayer";
    case ErrorCode::BadSlab: return "badSlab";
    case ErrorCode::BadCard: return "badCard";
    case ErrorCode::BadValue: return "badValue";
    case ErrorCode::StackFull: return "stackFull";
    case ErrorCode::NeedsFullStack: return "needsFullStack";
    case ErrorCode::NotTheirTurn: return "notTheirTurn";
    case ErrorCode::AlreadyAttacked: return "alreadyAttacked";
    case ErrorCode::SwapAfterAttack: return "swapAfterAttack";
    case ErrorCode::NoFullStack: return "noFullStack";
    case ErrorCode::AttackSelf: return "attackSelf";
    case ErrorCode::TargetOut: return "targetOut";
    case ErrorCode::PlayerOut: return "playerOut";
    case ErrorCode::MustAttack: return "mustAttack";
    case ErrorCode::BattleOver: return "battleOver";
    case ErrorCode::TooManyCards: return "tooManyCards";
    case ErrorCode::Opening: return "opening";
    case ErrorCode::OneOpeningStack: return "oneOpeningStack";
    }
    return "";
}

const char *loadReasonKey(LoadReason r)
{
    switch (r) {
    case LoadReason::NotJson: return "notJson";
    case LoadReason::WrongGame: return "wrongGame";
    case LoadReason::NewerVersion: return "newerVersion";
    case LoadReason::BadField: return "badField";
    case LoadReason::Refused: return "refused";
    case LoadReason::DigestMismatch: return "digestMismatch";
    case LoadReason::DuplicateKey: return "duplicateKey";
    case LoadReason::TooBig: return "tooBig";
    case LoadReason::UnknownKey: return "unknownKey";
    case LoadReason::BadName: return "badName";
    }
    return "";
}

// --- stacks ----------------------------------------------------------------------------------------

int Stack::health() const
{
    int h = 0;
    for (const Card &c : cards)
        h += c.health;
    return h;
}

int Stack::damage() const
{
    int d = 0;
    for (const Card &c : cards)
        d += c.damage;
    return d;
}

int Stack::count(CardKind k) const
{
    return int(std::count_if(cards.begin(), cards.end(), [k](const Card &c) { return c.kind == k; }));
}

bool Stack::full() const
{
    // MAN-STACK-2: one of each morgue kind; mansters count as none of them.
    return count(CardKind::Meat) > 0 && count(CardKind::Bone) > 0 && count(CardKind::Spirit) > 0;
}

// --- the battle ------------------------------------------------------------------------------------

namespace {

Error err(ErrorCode c, const char *field = "", int value = 0, int min = 0, int max = 0)
{
    return Error{c, field, value, min, max};
}

/// The printed numbers a card of its kind has: meat only health, bone only damage, spirit none.
Card normalised(Card c)
{
    switch (c.kind) {
    case CardKind::Meat: c.damage = 0; break;
    case CardKind::Bone: c.health = 0; break;
    case CardKind::Spirit:
    case CardKind::Morgue: c.health = c.damage = 0; break;
    case CardKind::Manster: break;
    }
    return c;
}

/// A card as entered: a kind a stack takes, and the printed numbers of that kind within bounds.
Error checkCard(const Card &entered)
{
    if (int(entered.kind) < 0 || int(entered.kind) >= kCardKinds)
        return err(ErrorCode::BadValue, "kind", int(entered.kind), 0, kCardKinds - 1);
    const Card c = normalised(entered);
    const int low = c.kind == CardKind::Manster ? 0 : 1;
    if (c.kind == CardKind::Meat || c.kind == CardKind::Manster)
        if (c.health < low || c.health > kMaxValue)
            return err(ErrorCode::BadValue, "health", c.health, low, kMaxValue);
    if (c.kind == CardKind::Bone || c.kind == CardKind::Manster)
        if (c.damage < low || c.damage > kMaxValue)
            return err(ErrorCode::BadValue, "damage", c.damage, low, kMaxValue);
    return {};
}

} // namespace

Battle::Battle(const QStringList &names, int first, MeatRule meat) : m_meat(meat)
{
    const int n = std::clamp(int(names.size()), 0, kMaxPlayers);
    for (int i = 0; i < n; ++i)
        m_players.push_back(Player{names[i], {}, 0, 0, 0, 0, 0});
    m_turn = n > 0 ? std::clamp(first, 0, n - 1) : 0;
    refill(nullptr); // setup: the first graveyard is made as MAN-GRAVE-1 makes a new one
}

Battle Battle::legacy(const QStringList &names, int first)
{
    return ofVersion(names, first, 1, MeatRule::Twice);
}

Battle Battle::ofVersion(const QStringList &names, int first, int version, MeatRule meat)
{
    // Before version 3 the meat's health was counted twice: those battles still mean what they meant.
    Battle b(names, first, version < kSaveVersion ? MeatRule::Twice : meat);
    b.m_version = std::clamp(version, 1, kSaveVersion);
    b.m_opening = b.m_version > 1;
    return b;
}

int Battle::openingSlab(int player) const
{
    if (!m_opening || m_version < 3 || player < 0 || player >= playerCount())
        return -1;
    const Player &p = m_players[std::size_t(player)];
    for (int s = 0; s < kSlabs; ++s)
        if (!p.slabs[std::size_t(s)].empty())
            return s;
    return -1;
}

Battle Save::start() const
{
    Battle b = Battle::ofVersion(names, first, version, meat);
    if (lateCorrections)
        b.allowLateCorrections();
    return b;
}

Error Battle::validateStart(const QStringList &names, int first)
{
    const int n = int(names.size());
    if (n < kMinPlayers || n > kMaxPlayers)
        return err(ErrorCode::BadValue, "players", n, kMinPlayers, kMaxPlayers);
    if (first < 0 || first >= n)
        return err(ErrorCode::BadPlayer, "first", first, 0, n - 1);
    return {};
}

int Battle::playersLeft() const
{
    return int(std::count_if(m_players.begin(), m_players.end(), [](const Player &p) { return !p.eliminated(); }));
}

int Battle::winner() const
{
    if (m_players.size() < 2 || playersLeft() != 1)
        return -1;
    for (int i = 0; i < playerCount(); ++i)
        if (!m_players[std::size_t(i)].eliminated())
            return i;
    return -1;
}

bool Battle::mustAttack() const
{
    // MAN-ATK-1: a full stack on the active slab at the end of the turn must attack.
    if (m_players.empty() || over() || m_attacked || m_opening)
        return false;
    const Player &p = m_players[std::size_t(m_turn)];
    return !p.eliminated() && p.activeStack().full();
}

Error Battle::checkPlayer(int p, const char *field) const
{
    if (p < 0 || p >= playerCount())
        return err(ErrorCode::BadPlayer, field, p, 0, playerCount() - 1);
    return {};
}

Error Battle::checkSlab(int s) const
{
    if (s < 0 || s >= kSlabs)
        return err(ErrorCode::BadSlab, "slab", s, 0, kSlabs - 1);
    return {};
}

Error Battle::check(const Action &a) const
{
    // MAN-END-1: once the last player left has won, nothing changes the battle (not even a
    // correction); an undo of the last step reopens it.
    const bool correction = a.kind == ActionKind::SetDirect || a.kind == ActionKind::SetTaken;
    if (over() && !(correction && m_lateCorrections))
        return err(ErrorCode::BattleOver, "", winner());
    if (a.kind != ActionKind::EndTurn)
        if (Error e = checkPlayer(a.player); !e.ok())
            return e;
    const Player *p = a.kind != ActionKind::EndTurn ? &m_players[std::size_t(a.player)] : nullptr;
    switch (a.kind) {
    case ActionKind::AddCard: {
        if (Error e = checkSlab(a.slab); !e.ok())
            return e;
        if (p->eliminated())
            return err(ErrorCode::PlayerOut, "player", a.player);
        if (Error e = checkCard(a.card); !e.ok())
            return e;
        const Card c = normalised(a.card);
        const Stack &s = p->slabs[std::size_t(a.slab)];
        // MAN-STACK-2: a full stack takes only mansters; a manster needs a full stack unless its
        // own card says otherwise (the rulebook's "few exceptions").
        if (c.kind != CardKind::Manster && s.full())
            return err(ErrorCode::StackFull, "kind", int(c.kind));
        if (c.kind == CardKind::Manster && !s.full() && !a.allowAnyStack)
            return err(ErrorCode::NeedsFullStack, "kind", int(c.kind));
        // Setup step 7: "play up to 3 cards from their hand to create an opening Stack": one stack.
        if (const int at = openingSlab(a.player); at >= 0 && at != a.slab)
            return err(ErrorCode::OneOpeningStack, "slab", at);
        // MAN-TURN-1: up to 3 cards a turn (and into an opening stack); a card played "at any time"
        // by another player is not one of them.
        if (!isLegacy() && !a.anyTime)
            if (const int who = playsFor(a.player); m_players[std::size_t(who)].played >= kCardsPerTurn)
                return err(ErrorCode::TooManyCards, "player", who, 0, kCardsPerTurn);
        return {};
    }
    case ActionKind::Discard:
        if (p->eliminated())
            return err(ErrorCode::PlayerOut, "player", a.player);
        if (Error e = checkCard(a.card); !e.ok())
            return e;
        if (!isLegacy() && a.played)
            if (const int who = playsFor(a.player); m_players[std::size_t(who)].played >= kCardsPerTurn)
                return err(ErrorCode::TooManyCards, "player", who, 0, kCardsPerTurn);
        return {};
    case ActionKind::TakeGrave:
        if (p->eliminated())
            return err(ErrorCode::PlayerOut, "player", a.player);
        if (a.index < 0 || a.index >= int(m_graveyard.size()))
            return err(ErrorCode::BadCard, "index", a.index, 0, int(m_graveyard.size()) - 1);
        return {};
    case ActionKind::RemoveCard: {
        if (Error e = checkSlab(a.slab); !e.ok())
            return e;
        const Stack &s = p->slabs[std::size_t(a.slab)];
        if (a.index < 0 || a.index >= int(s.cards.size()))
            return err(ErrorCode::BadCard, "index", a.index, 0, int(s.cards.size()) - 1);
        return {};
    }
    case ActionKind::DiscardStack: {
        if (Error e = checkSlab(a.slab); !e.ok())
            return e;
        if (p->slabs[std::size_t(a.slab)].empty())
            return err(ErrorCode::BadCard, "index", 0, 0, -1);
        return {};
    }
    case ActionKind::SwapSlabs:
        if (m_opening)
            return err(ErrorCode::Opening, "player", a.player);
        // MAN-SLAB-1, MAN-TURN-1: step 4 of the player's own turn, before the attack.
        if (a.player != m_turn)
            return err(ErrorCode::NotTheirTurn, "player", a.player, m_turn, m_turn);
        if (p->eliminated())
            return err(ErrorCode::PlayerOut, "player", a.player);
        if (m_attacked)
            return err(ErrorCode::SwapAfterAttack, "player", a.player);
        return {};
    case ActionKind::Attack: {
        if (m_opening)
            return err(ErrorCode::Opening, "player", a.player);
        if (a.player != m_turn)
            return err(ErrorCode::NotTheirTurn, "player", a.player, m_turn, m_turn);
        if (p->eliminated())
            return err(ErrorCode::PlayerOut, "player", a.player);
        if (m_attacked)
            return err(ErrorCode::AlreadyAttacked, "player", a.player);
        // MAN-ATK-1, MAN-SLAB-1: only a full stack on the active slab attacks.
        if (!p->activeStack().full())
            return err(ErrorCode::NoFullStack, "player", a.player);
        if (Error e = checkPlayer(a.target, "target"); !e.ok())
            return e;
        if (a.target == a.player)
            return err(ErrorCode::AttackSelf, "target", a.target);
        if (m_players[std::size_t(a.target)].eliminated())
            return err(ErrorCode::TargetOut, "target", a.target);
        return {};
    }
    case ActionKind::EndTurn:
        if (mustAttack())
            return err(ErrorCode::MustAttack, "player", m_turn);
        return {};
    case ActionKind::SetDirect:
        if (a.value < 0 || a.value > kMaxDamage)
            return err(ErrorCode::BadValue, "value", a.value, 0, kMaxDamage);
        return {};
    case ActionKind::SetTaken: {
        if (Error e = checkSlab(a.slab); !e.ok())
            return e;
        if (p->slabs[std::size_t(a.slab)].empty())
            return err(ErrorCode::BadCard, "index", 0, 0, -1);
        if (a.value < 0 || a.value > kMaxDamage)
            return err(ErrorCode::BadValue, "value", a.value, 0, kMaxDamage);
        return {};
    }
    }
    return err(ErrorCode::BadValue, "do", int(a.kind));
}

void Battle::hitStack(int player, int slab, int amount, EventsType *events, bool struck)
{
    Stack &s = m_players[std::size_t(player)].slabs[std::size_t(slab)];
    s.taken += amount;
    // MAN-ATK-2: damage taken reaching the health defeats the stack; it goes to the graveyard as is.
    // A stack still being built (no health, nothing taken) is not defeated unless it was struck.
    if (!s.empty() && (s.taken > 0 || struck) && s.taken >= s.health()) {
        if (events)
            events->push_back(Event{EventKind::StackDefeated, player, slab, -1, int(s.cards.size()), s.taken, s.health()});
        for (const Card &c : s.cards)
            toGraveyard(c, player);
        s = Stack{};
    }
}

void Battle::toGraveyard(const Card &c, int from)
{
    // Discarded cards and defeated stacks go to the bottom of the common graveyard, as they are.
    m_graveyard.push_back(GraveCard{c, true, from});
    if (from >= 0)
        ++m_players[std::size_t(from)].graved;
}

void Battle::refill(EventsType *events)
{
    // MAN-GRAVE-1: an empty graveyard gets 4 morgue cards and 1 manster card, face up, the manster at
    // the bottom (as at setup); the tracker knows them once someone enters them where they are played.
    if (!m_graveyard.empty())
        return;
    for (int i = 0; i < kRefillMorgue; ++i)
        m_graveyard.push_back(GraveCard{Card{CardKind::Morgue, 0, 0}, false, -1});
    for (int i = 0; i < kRefillManster; ++i)
        m_graveyard.push_back(GraveCard{Card{CardKind::Manster, 0, 0}, false, -1});
    if (events)
        events->push_back(Event{EventKind::GraveRefilled, -1, -1, -1, kRefillMorgue + kRefillManster,
                                int(m_graveyard.size())});
}

void Battle::setDirect(int player, int value, EventsType *events)
{
    Player &p = m_players[std::size_t(player)];
    const bool wasOut = p.eliminated();
    p.direct = value;
    // MAN-END-1: 10 direct damage in total eliminates; the last player left wins.
    if (!wasOut && p.eliminated()) {
        p.out = ++m_outCount;
        if (events)
            events->push_back(Event{EventKind::Eliminated, player, -1, -1, 0, p.direct});
        if (const int w = winner(); w >= 0 && events)
            events->push_back(Event{EventKind::Won, w});
    } else if (wasOut && !p.eliminated()) {
        p.out = 0;
        if (events)
            events->push_back(Event{EventKind::Returned, player, -1, -1, 0, p.direct});
    }
}

Error Battle::apply(const Action &a, EventsType *events)
{
    if (Error e = check(a); !e.ok())
        return e;
    switch (a.kind) {
    case ActionKind::AddCard: {
        Stack &s = m_players[std::size_t(a.player)].slabs[std::size_t(a.slab)];
        const bool wasFull = s.full();
        const Card c = normalised(a.card);
        s.cards.push_back(c);
        if (!isLegacy() && !a.anyTime)
            ++m_players[std::size_t(playsFor(a.player))].played; // MAN-TURN-1
        if (events) {
            Event e{EventKind::CardAdded, a.player, a.slab, -1, s.damage(), s.health(), s.health(), c};
            e.full = !wasFull && s.full();
            events->push_back(e);
        }
        break;
    }
    case ActionKind::RemoveCard: {
        Stack &s = m_players[std::size_t(a.player)].slabs[std::size_t(a.slab)];
        const bool wasFull = s.full();
        const Card c = s.cards[std::size_t(a.index)];
        s.cards.erase(s.cards.begin() + a.index);
        toGraveyard(c, a.player);
        if (events)
            events->push_back(Event{EventKind::CardRemoved, a.player, a.slab, -1, s.damage(), s.health(), s.health(), c});
        if (s.empty()) {
            s.taken = 0;
            break;
        }
        int dealt = 0;
        const bool struck = c.kind == CardKind::Meat && wasFull;
        if (struck) {
            // MAN-MEAT-1: "that stack takes damage equivalent to the health on that meat card — even if
            // it destroys that stack". Health is the sum of the meat (MAN-STACK-1): the card's health
            // leaving the sum is that damage, so the damage taken stays. D-MAN-MEAT: dealt again.
            dealt = m_meat == MeatRule::Twice ? c.health : 0;
            if (events) {
                Event e{EventKind::MeatRemoved, a.player, a.slab, -1, c.health, s.taken + dealt, s.health()};
                e.dealt = m_meat == MeatRule::Twice;
                events->push_back(e);
            }
        }
        // No more health than damage taken: defeated (MAN-ATK-2), also by the meat's health alone.
        hitStack(a.player, a.slab, dealt, events, struck);
        // A stack a removed card defeats counts for the player who played the effect, as a card of
        // the turn does (MAN-TURN-1): the turn's player, when the stack is an opponent's.
        if (m_version >= 3 && s.empty() && !m_opening && m_turn != a.player)
            ++m_players[std::size_t(m_turn)].defeated;
        break;
    }
    case ActionKind::DiscardStack: {
        Stack &s = m_players[std::size_t(a.player)].slabs[std::size_t(a.slab)];
        if (events)
            events->push_back(Event{EventKind::StackDiscarded, a.player, a.slab, -1, int(s.cards.size())});
        for (const Card &c : s.cards)
            toGraveyard(c, a.player);
        s = Stack{};
        break;
    }
    case ActionKind::Discard: {
        const Card c = normalised(a.card);
        toGraveyard(c, a.player);
        if (!isLegacy() && a.played)
            ++m_players[std::size_t(playsFor(a.player))].played; // MAN-TURN-1
        if (events) {
            Event e{EventKind::CardGraved, a.player, -1, -1, 0, int(m_graveyard.size())};
            e.card = c;
            events->push_back(e);
        }
        break;
    }
    case ActionKind::TakeGrave: {
        const GraveCard g = m_graveyard[std::size_t(a.index)];
        m_graveyard.erase(m_graveyard.begin() + a.index);
        if (events) {
            Event e{EventKind::CardTaken, a.player, a.index, g.from, 0, int(m_graveyard.size())};
            e.card = g.card;
            e.known = g.known;
            events->push_back(e);
        }
        refill(events);
        break;
    }
    case ActionKind::SwapSlabs: {
        Player &p = m_players[std::size_t(a.player)];
        p.active = 1 - p.active;
        if (events)
            events->push_back(Event{EventKind::SlabsSwapped, a.player, p.active});
        break;
    }
    case ActionKind::Attack: {
        Player &attacker = m_players[std::size_t(a.player)];
        const int amount = attacker.activeStack().damage();
        attacker.dealt += amount;
        m_attacked = true;
        if (events)
            events->push_back(Event{EventKind::Attacked, a.player, attacker.active, a.target, amount});
        Player &defender = m_players[std::size_t(a.target)];
        const int slab = defender.active;
        // MAN-ATK-1: a full stack on the defender's active slab blocks; otherwise the player is hit.
        if (defender.activeStack().full()) {
            const Stack &s = defender.activeStack();
            if (events)
                events->push_back(Event{EventKind::StackHit, a.target, slab, a.player, amount, s.taken + amount, s.health()});
            hitStack(a.target, slab, amount, events);
            if (defender.slabs[std::size_t(slab)].empty())
                ++attacker.defeated;
        } else {
            if (events)
                events->push_back(Event{EventKind::DirectHit, a.target, -1, a.player, amount, defender.direct + amount});
            setDirect(a.target, defender.direct + amount, events);
        }
        break;
    }
    case ActionKind::EndTurn: {
        for (Player &p : m_players)
            p.played = 0;
        if (m_opening) {
            // The opening stacks are done: the first player's turn 1 begins.
            m_opening = false;
            if (events)
                events->push_back(Event{EventKind::OpeningEnded, -1, -1, m_turn, m_turnNumber});
            break;
        }
        // MAN-TURN-1: clockwise to the next player still in.
        const int from = m_turn;
        int next = m_turn;
        for (int i = 1; i <= playerCount(); ++i) {
            const int c = (m_turn + i) % playerCount();
            if (!m_players[std::size_t(c)].eliminated()) {
                next = c;
                break;
            }
        }
        m_turn = next;
        m_attacked = false;
        ++m_turnNumber;
        if (events)
            events->push_back(Event{EventKind::TurnEnded, from, -1, next, m_turnNumber});
        break;
    }
    case ActionKind::SetDirect: {
        const int before = m_players[std::size_t(a.player)].direct;
        if (events)
            events->push_back(Event{EventKind::DirectSet, a.player, -1, -1, before, a.value});
        // Damage entered with the number box is damage dealt too (the history's "damage dealt").
        if (const int dealer = dealerOf(a.player); dealer >= 0)
            m_players[std::size_t(dealer)].dealtCorrected += a.value - before;
        setDirect(a.player, a.value, events);
        break;
    }
    case ActionKind::SetTaken: {
        Stack &s = m_players[std::size_t(a.player)].slabs[std::size_t(a.slab)];
        if (events)
            events->push_back(Event{EventKind::TakenSet, a.player, a.slab, -1, s.taken, a.value, s.health()});
        const int dealer = dealerOf(a.player);
        if (dealer >= 0)
            m_players[std::size_t(dealer)].dealtCorrected += a.value - s.taken;
        const int value = a.value;
        s.taken = 0;
        hitStack(a.player, a.slab, value, events);
        if (dealer >= 0 && m_players[std::size_t(a.player)].slabs[std::size_t(a.slab)].empty())
            ++m_players[std::size_t(dealer)].defeatedCorrected; // MAN-ATK-2: the stack was defeated
        break;
    }
    }
    return {};
}

int Battle::dealerOf(int target) const
{
    if (target < 0 || target >= playerCount())
        return -1;
    if (target != m_turn && !m_players[std::size_t(m_turn)].eliminated())
        return m_turn;
    int other = -1;
    for (int i = 0; i < playerCount(); ++i) {
        if (i == target || m_players[std::size_t(i)].eliminated())
            continue;
        if (other >= 0)
            return -1;
        other = i;
    }
    return other;
}

int Battle::place(int player) const
{
    const int w = winner();
    if (w < 0 || player < 0 || player >= playerCount())
        return 0;
    if (player == w)
        return 1;
    const int out = m_players[std::size_t(player)].out;
    int ahead = 1;
    for (const Player &p : m_players)
        if (p.out > out)
            ++ahead;
    return ahead + 1;
}

} // namespace manster
