// The manster duel's battle tracker (shared/rules/manster-duel.md, MAN-… ids): every player's two
// slabs and their stacks, attacks, direct damage and eliminations, as a state and its steps. The
// physical cards stay on the table: the tracker knows a card by its kind and its printed numbers.
// No sentences here: steps give structured events and errors as data; app/ words them.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <vector>

namespace manster {

constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 6;
constexpr int kSlabs = 2;            ///< every player's two slabs (MAN-SLAB-1)
constexpr int kEliminatedAt = 10;    ///< direct damage that eliminates (MAN-END-1)
constexpr int kMaxValue = 99;        ///< the largest number printed on a card the tracker takes
constexpr int kMaxDamage = 999;      ///< the largest damage a correction may set
constexpr int kCardsPerTurn = 3;     ///< cards a turn's player may play (MAN-TURN-1), and an opening stack's
constexpr int kRefillMorgue = 4;     ///< morgue cards turned face up into an empty graveyard (MAN-GRAVE-1)
constexpr int kRefillManster = 1;    ///< and manster cards, at the bottom (MAN-GRAVE-1)
/// The save format written today: 3 adds the battle's options (D-MAN-MEAT), the one opening stack and
/// the credit of a stack defeated by a card removed. 2: the opening; 1: neither.
constexpr int kSaveVersion = 3;

/// How a meat card that leaves a full stack counts (MAN-MEAT-1).
enum class MeatRule {
    Once,  ///< its health leaves the stack's sum; the damage taken stays (the rule's reading)
    Twice, ///< D-MAN-MEAT: its health leaves the sum *and* is dealt to the stack as damage
};
[[nodiscard]] const char *meatRuleKey(MeatRule r); ///< "once", "twice"

/// Morgue stands for a morgue card turned face up into the graveyard whose kind was not entered; it
/// never joins a stack (kCardKinds counts the kinds a stack takes).
enum class CardKind { Meat, Bone, Spirit, Manster, Morgue };
constexpr int kCardKinds = 4;
[[nodiscard]] const char *cardKindKey(CardKind k); ///< "meat", "bone", "spirit", "manster", "morgue"

/// One card of a stack: meat counts its health, bone its damage, spirit neither, a manster both.
struct Card {
    CardKind kind = CardKind::Meat;
    int health = 0;
    int damage = 0;
    friend bool operator==(const Card &, const Card &) = default;
};

/// A card of the common graveyard: a card the tracker knows (from a stack or a hand), or one turned
/// face up from the decks whose numbers were not entered (`known` false: a Morgue or a Manster card).
struct GraveCard {
    Card card;
    bool known = true;
    int from = -1; ///< the player whose stack or hand it came from; -1 the decks
    friend bool operator==(const GraveCard &, const GraveCard &) = default;
};

/// The stack on one slab, and the damage it has taken.
struct Stack {
    std::vector<Card> cards;
    int taken = 0;

    [[nodiscard]] int health() const;  ///< MAN-STACK-1: meat (and mansters' health)
    [[nodiscard]] int damage() const;  ///< MAN-STACK-1: bone (and mansters' damage)
    [[nodiscard]] int count(CardKind k) const;
    [[nodiscard]] bool full() const;   ///< MAN-STACK-2: at least one meat, one bone and one spirit
    [[nodiscard]] bool empty() const { return cards.empty(); }
    [[nodiscard]] int left() const { return health() - taken; }
    friend bool operator==(const Stack &, const Stack &) = default;
};

struct Player {
    QString name;
    std::array<Stack, kSlabs> slabs;
    int active = 0;       ///< the slab that attacks and can be attacked (MAN-SLAB-1)
    int direct = 0;       ///< direct damage taken in total (MAN-END-1)
    int out = 0;          ///< 0 in the battle; else the order of elimination (1 = first out)
    int dealt = 0;        ///< damage this player's attacks dealt (stacks and players), for the history
    int defeated = 0;     ///< opposing stacks this player's attacks defeated
    int played = 0;       ///< cards played this turn, or into the opening stack (MAN-TURN-1)
    int graved = 0;       ///< cards of this player's stacks and hand that went to the graveyard
    /// Damage entered as corrections (the number boxes) that this player dealt: see Battle::dealerOf().
    /// Net of corrections down, so it may be negative. Derived from the steps, not in toJson(): a save
    /// of any version replays to it, and its digest stays as written.
    int dealtCorrected = 0;
    /// Opposing stacks a correction of their damage taken defeated, credited as dealtCorrected.
    int defeatedCorrected = 0;
    /// The damage this player dealt however it was entered: attacks and corrections (never below 0).
    [[nodiscard]] int dealtInAll() const { return std::max(0, dealt + dealtCorrected); }
    [[nodiscard]] int defeatedInAll() const { return defeated + defeatedCorrected; }
    [[nodiscard]] bool eliminated() const { return direct >= kEliminatedAt; }
    [[nodiscard]] const Stack &activeStack() const { return slabs[std::size_t(active)]; }
    friend bool operator==(const Player &, const Player &) = default;
};

// --- steps -----------------------------------------------------------------------------------------

enum class ActionKind {
    AddCard,       ///< player, slab, card (+ allowAnyStack: a manster whose card allows a stack not full)
    RemoveCard,    ///< player, slab, index (MAN-MEAT-1 when a meat card leaves a full stack)
    DiscardStack,  ///< player, slab: the whole stack to the graveyard by a card effect, no damage
    SwapSlabs,     ///< player (the turn's player), before the attack (MAN-SLAB-1, MAN-TURN-1)
    Attack,        ///< the turn's player attacks `target` (MAN-ATK-1/2)
    EndTurn,       ///< to the next player still in (MAN-TURN-1); refused while an attack is owed
    SetDirect,     ///< correction: player's direct damage = value (card effects, typos)
    SetTaken,      ///< correction: the damage taken by player's stack on slab = value
    Discard,       ///< player, card: from the hand to the bottom of the graveyard (+ played: one of the turn's cards)
    TakeGrave,     ///< player takes the graveyard's card at index (0 = the top: a draw; else a scavenge)
};
[[nodiscard]] const char *actionKindKey(ActionKind k);

struct Action {
    ActionKind kind = ActionKind::EndTurn;
    int player = 0;
    int slab = 0;
    int index = 0;        ///< RemoveCard: the card's position in the stack
    int target = 0;       ///< Attack: the defender
    int value = 0;        ///< SetDirect, SetTaken
    Card card;            ///< AddCard, Discard
    bool allowAnyStack = false;
    bool anyTime = false; ///< AddCard: played "at any time" by another player, not one of the turn's cards
    bool played = false;  ///< Discard: played for its effect, one of the turn's cards (MAN-TURN-1)
    friend bool operator==(const Action &, const Action &) = default;
};

enum class EventKind {
    CardAdded,        ///< player, slab, card; the stack's damage (amount) and health (total) after;
                      ///< `full` when the stack became full with it
    CardRemoved,      ///< player, slab, card; amount and total as CardAdded
    MeatRemoved,      ///< player, slab, amount: the removed meat's health (MAN-MEAT-1); total = taken after,
                      ///< health = the stack's health without it; `dealt` when it was dealt as damage too
                      ///< (D-MAN-MEAT)
    StackDiscarded,   ///< player, slab, amount = cards
    SlabsSwapped,     ///< player, slab = the slab now active
    Attacked,         ///< player attacks other for amount
    StackHit,         ///< other's stack on slab takes amount; total = taken, health (MAN-ATK-1)
    DirectHit,        ///< other takes amount directly; total = direct (MAN-ATK-1)
    StackDefeated,    ///< player's stack on slab defeated, amount = cards to the graveyard (MAN-ATK-2)
    Eliminated,       ///< player is out (MAN-END-1)
    Returned,         ///< player is back in (a correction below 10)
    Won,              ///< player is the last one left (MAN-END-1)
    TurnEnded,        ///< player's turn ended; other's begins
    DirectSet,        ///< player's direct damage corrected from amount to total
    TakenSet,         ///< player's stack on slab: damage taken corrected from amount to total
    CardGraved,       ///< card (player's, -1 the decks) to the bottom of the graveyard, total = its size
    CardTaken,        ///< player takes card from the graveyard at slab = index; total = cards left
    GraveRefilled,    ///< MAN-GRAVE-1: the empty graveyard gets amount cards from the decks
    OpeningEnded,     ///< the opening stacks are done; other's turn 1 begins (MAN-TURN-1)
};
[[nodiscard]] const char *eventKindKey(EventKind k);

struct Event {
    EventKind kind;
    int player = -1;
    int slab = -1;
    int other = -1;
    int amount = 0;
    int total = 0;
    int health = 0;
    Card card;
    bool full = false;
    bool known = true; ///< CardGraved, CardTaken: the card's numbers are known
    bool dealt = false; ///< MeatRemoved: the health was dealt as damage as well (MeatRule::Twice)
    friend bool operator==(const Event &, const Event &) = default;
};

/// Why a step was refused: the code, the field it concerns and the numbers involved.
enum class ErrorCode {
    None,
    BadPlayer,          ///< field "player"/"target", value, max = players - 1
    BadSlab,            ///< value
    BadCard,            ///< field "index", value, max = cards - 1 (-1 for an empty stack)
    BadValue,           ///< field ("health", "damage", "value"), value, min, max
    StackFull,          ///< a meat, bone or spirit card on a full stack (MAN-STACK-2)
    NeedsFullStack,     ///< a manster on a stack that is not full (MAN-STACK-2)
    NotTheirTurn,       ///< player, value = the turn's player (MAN-TURN-1)
    AlreadyAttacked,    ///< one attack a turn (MAN-ATK-1)
    SwapAfterAttack,    ///< the swap is step 4, the attack step 5 (MAN-TURN-1)
    NoFullStack,        ///< the attacker's active stack is not full (MAN-ATK-1)
    AttackSelf,         ///< target = player
    TargetOut,          ///< the target is eliminated
    PlayerOut,          ///< an eliminated player cannot take this step
    MustAttack,         ///< the turn cannot end before the attack (MAN-ATK-1)
    BattleOver,         ///< a winner is known (MAN-END-1): nothing changes the battle; undo reopens it
    TooManyCards,       ///< player (who plays) has played max = kCardsPerTurn cards this turn (MAN-TURN-1)
    Opening,            ///< no swap or attack while the opening stacks are built
    OneOpeningStack,    ///< setup step 7: the opening is one stack; value = the slab that holds it
};
[[nodiscard]] const char *errorCodeKey(ErrorCode c);

struct Error {
    ErrorCode code = ErrorCode::None;
    const char *field = "";
    int value = 0;
    int min = 0;
    int max = 0;
    [[nodiscard]] bool ok() const { return code == ErrorCode::None; }
    friend bool operator==(const Error &a, const Error &b)
    {
        return a.code == b.code && QByteArrayView(a.field) == QByteArrayView(b.field) && a.value == b.value
               && a.min == b.min && a.max == b.max;
    }
};

/// The battle: players in seat (clockwise) order, whose turn it is, and what happened this turn.
class Battle {
public:
    using EventsType = std::vector<Event>;

    Battle() = default;
    /// A battle of `names` (kMinPlayers..kMaxPlayers) that starts with `first`'s turn after the
    /// opening stacks. Out-of-range input is clamped (the app checks it first: validateStart).
    Battle(const QStringList &names, int first, MeatRule meat = MeatRule::Once);
    /// A battle of a save of version 1: no opening and no count of cards (its steps replay as played).
    [[nodiscard]] static Battle legacy(const QStringList &names, int first);
    /// A battle of a save of `version` (1..kSaveVersion). Saves before version 3 were played with the
    /// meat counted twice (the only reading then), cards of an opening on both slabs and no credit
    /// for a stack a removed card defeated: they replay as they were played.
    [[nodiscard]] static Battle ofVersion(const QStringList &names, int first, int version, MeatRule meat);
    /// BadPlayer/BadValue for a wrong number of players or first player.
    [[nodiscard]] static Error validateStart(const QStringList &names, int first);
    /// A battle of a save written when corrections were still taken after the end (MAN-END-1): its
    /// steps replay as they were played.
    void allowLateCorrections() { m_lateCorrections = true; }
    [[nodiscard]] bool lateCorrections() const { return m_lateCorrections; }

    [[nodiscard]] const std::vector<Player> &players() const { return m_players; }
    [[nodiscard]] int playerCount() const { return int(m_players.size()); }
    [[nodiscard]] int turn() const { return m_turn; }
    [[nodiscard]] int turnNumber() const { return m_turnNumber; }
    [[nodiscard]] bool attacked() const { return m_attacked; }
    /// The opening stacks are being built: each player plays up to kCardsPerTurn cards, no attacks.
    [[nodiscard]] bool opening() const { return m_opening; }
    [[nodiscard]] bool isLegacy() const { return m_version <= 1; }
    /// The save format the battle replays as (kSaveVersion for a battle started today).
    [[nodiscard]] int version() const { return m_version; }
    /// MAN-MEAT-1 / D-MAN-MEAT, chosen when the battle starts.
    [[nodiscard]] MeatRule meatRule() const { return m_meat; }
    /// Setup step 7: during the opening, the slab that holds `player`'s opening stack (the other one
    /// takes no card), or -1 when either may.
    [[nodiscard]] int openingSlab(int player) const;
    /// Top first (MAN-GRAVE-1: never empty).
    [[nodiscard]] const std::vector<GraveCard> &graveyard() const { return m_graveyard; }
    /// Whose count a card played now adds to: the stack's owner in the opening, else the turn's player.
    [[nodiscard]] int playsFor(int owner) const { return m_opening ? owner : m_turn; }
    /// The turn's player must still attack before the turn ends (MAN-ATK-1).
    [[nodiscard]] bool mustAttack() const;
    /// The last player left (MAN-END-1), or -1.
    [[nodiscard]] int winner() const;
    [[nodiscard]] bool over() const { return winner() >= 0; }
    [[nodiscard]] int playersLeft() const;

    /// Checks `a` without applying it.
    [[nodiscard]] Error check(const Action &a) const;
    /// Applies `a` when legal; its events go to `events` (may be null). Error{} on success.
    Error apply(const Action &a, EventsType *events);

    /// Who dealt the damage a correction of `target`'s direct damage or stack enters (a card effect,
    /// an attack typed as a number): the turn's player when `target` is another player and the turn's
    /// player is still in (as for a stack a removed card defeats), else the only other player still in
    /// the battle; -1 when it cannot be told (the turn's own damage with two or more opponents left).
    [[nodiscard]] int dealerOf(int target) const;
    /// 1 for the winner, then by elimination (the last out second, ...); 0 while undecided.
    [[nodiscard]] int place(int player) const;
    /// The state as JSON, for the save's digest and the tests.
    [[nodiscard]] QJsonObject toJson() const;
    /// A short digest of toJson() (hex).
    [[nodiscard]] QString digest() const;

    friend bool operator==(const Battle &, const Battle &) = default;

private:
    [[nodiscard]] Error checkPlayer(int p, const char *field = "player") const;
    [[nodiscard]] Error checkSlab(int s) const;
    void hitStack(int player, int slab, int amount, EventsType *events, bool struck = false);
    void setDirect(int player, int value, EventsType *events);
    void toGraveyard(const Card &c, int from);
    void refill(EventsType *events);

    std::vector<Player> m_players;
    int m_turn = 0;
    int m_turnNumber = 1;
    bool m_attacked = false;
    int m_outCount = 0;
    bool m_opening = true;
    int m_version = kSaveVersion;
    MeatRule m_meat = MeatRule::Once;
    bool m_lateCorrections = false;
    std::vector<GraveCard> m_graveyard;
};

// --- saves: {"game":"manster-duel","version":3,"players":[...],"first":n,
//             "options":{"meatRemoved":"once"|"twice"},"actions":[...],"digest"} ----------------------

[[nodiscard]] QJsonObject toJson(const Action &a);
/// False with `why` naming the field when `o` is not an action of toJson's format: every key its kind
/// writes present and no other (`why` "unknown key …"), numbers whole 0..kMaxDamage, flags true or false.
[[nodiscard]] bool fromJson(const QJsonObject &o, Action &a, QString &why);

enum class LoadReason {
    NotJson,        ///< detail: the parser's message
    WrongGame,      ///< detail: the save's game id
    NewerVersion,   ///< detail: the version
    BadField,       ///< path, detail: what is wrong
    Refused,        ///< path "actions[i]", detail: errorCodeKey of the refusal
    DigestMismatch, ///< the replay ends elsewhere than the save said
    DuplicateKey,   ///< path: where; detail: the key written twice in one object
    TooBig,         ///< detail: the file's size in KB
    UnknownKey,     ///< path: the object ("top level", "actions[3]"); detail: the key (control characters as \uXXXX)
    BadName,        ///< path: the name ("players[1]"); detail: mc::problemCodeKey of mc::nameProblem's refusal
};
[[nodiscard]] const char *loadReasonKey(LoadReason r);

struct LoadError {
    LoadReason reason = LoadReason::NotJson;
    QString path;
    QString detail;
};

struct Save {
    QStringList names;
    int first = 0;
    std::vector<Action> actions;
    QJsonObject extra; ///< the app's own keys (battle id, start time), kept as they are
    int version = kSaveVersion; ///< 1: a battle without opening and card count (Battle::legacy); 2: see ofVersion
    MeatRule meat = MeatRule::Once; ///< version 3's option; Twice for every older save
    /// The save corrects a battle after its end, as the app let it once (Battle::allowLateCorrections).
    bool lateCorrections = false;
    /// The battle before the first step, of the save's version.
    [[nodiscard]] Battle start() const;
};

[[nodiscard]] QByteArray writeSave(const Save &save, const Battle &final);
/// Reads and replays a save: `battle` is the state after every action.
[[nodiscard]] bool readSave(const QByteArray &data, Save &save, Battle &battle, LoadError &error);

} // namespace manster
