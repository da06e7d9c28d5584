#include "mansterbattle.h"

#include "coreobjects.h"
#include "engineobjects.h"
#include "historysheet.h"
#include "language.h"
#include "model/core/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJSEngine>
#include <QQmlEngine>
#include <QJsonArray>
#include <QStandardPaths>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace manster;

// --- MansterRows -----------------------------------------------------------------------------------

MansterRows::MansterRows(const QList<QByteArray> &roleNames, QObject *parent)
    : QAbstractListModel(parent), m_roleNames(roleNames)
{
}

int MansterRows::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant MansterRows::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QVariantList &row = m_rows[std::size_t(index.row())];
    const int column = role == Qt::DisplayRole ? 0 : role - Qt::UserRole - 1;
    return column >= 0 && column < row.size() ? row[column] : QVariant();
}

QHash<int, QByteArray> MansterRows::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int i = 0; i < m_roleNames.size(); ++i)
        names.insert(Qt::UserRole + 1 + i, m_roleNames[i]);
    return names;
}

void MansterRows::setRows(const std::vector<QVariantList> &rows)
{
    const int before = rowCount();
    const int common = std::min(before, int(rows.size()));
    for (int r = 0; r < common; ++r) {
        QList<int> roles;
        for (int c = 0; c < m_roleNames.size(); ++c)
            if (m_rows[std::size_t(r)].value(c) != rows[std::size_t(r)].value(c))
                roles << Qt::UserRole + 1 + c;
        if (roles.isEmpty())
            continue;
        m_rows[std::size_t(r)] = rows[std::size_t(r)];
        emit dataChanged(index(r), index(r), roles);
    }
    if (int(rows.size()) > before) {
        beginInsertRows({}, before, int(rows.size()) - 1);
        m_rows.insert(m_rows.end(), rows.begin() + before, rows.end());
        endInsertRows();
    } else if (int(rows.size()) < before) {
        beginRemoveRows({}, int(rows.size()), before - 1);
        m_rows.resize(rows.size());
        endRemoveRows();
    }
    if (rowCount() != before)
        emit countChanged();
}

QVariant MansterRows::get(int row, const QString &name) const
{
    const int column = int(m_roleNames.indexOf(name.toUtf8()));
    if (row < 0 || row >= rowCount() || column < 0)
        return {};
    return m_rows[std::size_t(row)].value(column);
}

// --- MansterBattle ---------------------------------------------------------------------------------

namespace {

const QList<QByteArray> kPlayerRoles{"name", "direct", "eliminated", "turn", "place", "activeSlab", "dealt",
                                     "mustAttack", "played", "playedText"};
const QList<QByteArray> kSlabRoles{"player", "slab", "active", "health", "damage", "taken", "left", "full",
                                   "empty", "meat", "bone", "spirit", "manster", "summary", "elsewhere"};
const QList<QByteArray> kCardRoles{"kind", "kindName", "health", "damage", "text", "position"};
const QList<QByteArray> kGraveRoles{"kind", "known", "text", "position", "from"};

} // namespace

MansterSteps::MansterSteps(MansterBattle *battle, GameLog *log) : QObject(battle), m_battle(battle), m_log(log)
{
    connect(battle, &MansterBattle::changed, this, &MansterSteps::changed);
}

bool MansterSteps::canUndo() const
{
    return m_battle->canUndo();
}

bool MansterSteps::canRedo() const
{
    return m_battle->canRedo();
}

MansterBattle::MansterBattle(const QString &directory, HistoryStore *store, QObject *parent, const QString &legacy)
    : QObject(parent), m_store(store), m_players(new MansterRows(kPlayerRoles, this)),
      m_slabs(new MansterRows(kSlabRoles, this)), m_cards(new MansterRows(kCardRoles, this)),
      m_graveyard(new MansterRows(kGraveRoles, this)), m_log(new GameLog(this)),
      m_steps(new MansterSteps(this, m_log)), m_autosave(new Autosave(autosaveFormat(), this))
{
    connect(Language::instance(), &Language::retranslated, this, [this] {
        if (m_running) {
            rebuildLog();
            refresh();
        }
    });
    connect(m_autosave, &Autosave::changed, this, &MansterBattle::autosaveChanged);
    moveLegacyFile(legacy, directory);
    m_autosave->setDirectory(directory);
}

MansterBattle *MansterBattle::create(QQmlEngine *engine, QJSEngine *)
{
    return new MansterBattle(Autosave::defaultDirectory(), shelf::objectsOf<CoreObjects>(engine).history(), nullptr,
                             legacyFile());
}

void MansterBattle::waitForAutosave()
{
    m_autosave->waitForScan();
    m_autosave->waitForWrites();
}

HistoryStore *MansterBattle::store() const
{
    return m_store ? m_store.data() : CoreObjects::historyOf(this);
}

QString MansterBattle::playerName(int player) const
{
    if (player >= 0 && player < m_names.size())
        return m_names[player];
    return QString();
}

QString MansterBattle::slabName(int slab) const
{
    //: The first of a player's two slabs (play areas for a stack).
    return slab == 0 ? tr("slab A") : tr("slab B");
}

QString MansterBattle::kindName(int kind) const
{
    switch (CardKind(kind)) {
    case CardKind::Meat: return tr("meat");
    case CardKind::Bone: return tr("bone");
    case CardKind::Spirit: return tr("spirit");
    case CardKind::Manster: return tr("manster");
    }
    return QString();
}

void MansterBattle::setMessage(const QString &m)
{
    if (m == m_message)
        return;
    m_message = m;
    emit messageChanged();
}

QString MansterBattle::start(const QStringList &names, int first, bool meatTwice)
{
    QStringList shown;
    QString why;
    for (int i = 0; i < names.size(); ++i) {
        // A name the battle cannot take (control characters, over 40 characters): said, and no battle starts.
        if (why.isEmpty() && !names[i].trimmed().isEmpty())
            why = HistorySheet::nameProblem(names[i], i);
        const QString n = names[i].trimmed();
        //: A player of the battle whose name was left empty.
        shown << (n.isEmpty() ? tr("Player %1").arg(i + 1) : n);
    }
    if (!why.isEmpty()) {
        setMessage(why);
        return why;
    }
    const Error e = Battle::validateStart(shown, first);
    if (e.code == ErrorCode::BadValue)
        why = tr("A battle needs %1 to %2 players.").arg(kMinPlayers).arg(kMaxPlayers);
    else if (e.code == ErrorCode::BadPlayer)
        why = tr("Choose who plays first.");
    if (why.isEmpty())
        why = HistorySheet::sameNameProblem(shown);
    if (!why.isEmpty()) {
        setMessage(why);
        return why;
    }
    // Each battle in a file of its own: an unfinished one (or a file that cannot be read) is never replaced.
    m_autosave->startFresh();
    m_names = shown;
    m_first = first;
    m_id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_startedAt = QDateTime::currentDateTimeUtc();
    m_historyId = -1;
    m_record.reset(Battle(shown, first, meatTwice ? MeatRule::Twice : MeatRule::Once));
    m_running = true;
    m_stackPlayer = m_stackSlab = 0;
    rebuildLog();
    setMessage({});
    afterStep();
    return {};
}

QString MansterBattle::step(const Action &a)
{
    if (!m_running) {
        const QString why = tr("Start a battle first.");
        setMessage(why);
        return why;
    }
    std::vector<Event> events;
    const Error e = m_record.apply(a, &events);
    if (!e.ok())
        return errorText(e, a); // shown by the caller, not as what the last step did
    const QList<GameLog::Entry> lines = entries(events);
    m_log->appendStep(lines);
    setMessage(lines.isEmpty() ? QString() : lines.back().text);
    afterStep();
    return {};
}

QString MansterBattle::kindRefusal()
{
    return tr("Choose meat, bone, spirit or manster.");
}

QString MansterBattle::addCard(int player, int slab, int kind, int health, int damage, bool anyStack, bool anyTime)
{
    if (kind < 0 || kind >= kCardKinds)
        return kindRefusal();
    Action a{ActionKind::AddCard, player, slab};
    a.card = Card{CardKind(kind), health, damage};
    a.allowAnyStack = anyStack;
    a.anyTime = anyTime;
    return step(a);
}

QString MansterBattle::discard(int player, int kind, int health, int damage, bool played)
{
    if (kind < 0 || kind >= kCardKinds)
        return kindRefusal();
    Action a{ActionKind::Discard, player};
    a.card = Card{CardKind(kind), health, damage};
    a.played = played;
    return step(a);
}

QString MansterBattle::takeFromGraveyard(int player, int index)
{
    return step(Action{ActionKind::TakeGrave, player, 0, index});
}

QString MansterBattle::removeCard(int player, int slab, int index)
{
    return step(Action{ActionKind::RemoveCard, player, slab, index});
}

QString MansterBattle::discardStack(int player, int slab)
{
    return step(Action{ActionKind::DiscardStack, player, slab});
}

QString MansterBattle::swapSlabs()
{
    return step(Action{ActionKind::SwapSlabs, turnPlayer()});
}

QString MansterBattle::attack(int target)
{
    return step(Action{ActionKind::Attack, turnPlayer(), 0, 0, target});
}

QString MansterBattle::endTurn()
{
    return step(Action{ActionKind::EndTurn});
}

QString MansterBattle::setDirect(int player, int value)
{
    return step(Action{ActionKind::SetDirect, player, 0, 0, 0, value});
}

QString MansterBattle::setTaken(int player, int slab, int value)
{
    return step(Action{ActionKind::SetTaken, player, slab, 0, 0, value});
}

QString MansterBattle::attackPreview(int target) const
{
    if (!m_running)
        return {};
    const Action a{ActionKind::Attack, turnPlayer(), 0, 0, target};
    if (const Error e = battle().check(a); !e.ok())
        return errorText(e, a);
    const Player &att = battle().players()[std::size_t(turnPlayer())];
    const Player &def = battle().players()[std::size_t(target)];
    const int amount = att.activeStack().damage();
    const Stack &s = def.activeStack();
    if (s.full()) {
        if (s.taken + amount >= s.health())
            //: MAN-ATK-1/2: %1 defender, %2 damage, %3 the stack's health.
            return tr("%1's full stack blocks %2 damage and is defeated (health %3).")
                    .arg(def.name).arg(amount).arg(s.health());
        return tr("%1's full stack blocks %2 damage: %3 of %4 health taken.")
                .arg(def.name).arg(amount).arg(s.taken + amount).arg(s.health());
    }
    if (def.direct + amount >= kEliminatedAt)
        return tr("%1 has no full active stack and takes %2 directly: %3 of %4, out of the battle.")
                .arg(def.name).arg(amount).arg(def.direct + amount).arg(kEliminatedAt);
    return tr("%1 has no full active stack and takes %2 directly: %3 of %4.")
            .arg(def.name).arg(amount).arg(def.direct + amount).arg(kEliminatedAt);
}

bool MansterBattle::undo()
{
    if (!canUndo())
        return false;
    m_record.undo();
    m_log->removeLastStep();
    //: After undo.
    setMessage(tr("The last step was taken back."));
    afterStep();
    return true;
}

bool MansterBattle::redo()
{
    if (!canRedo())
        return false;
    std::vector<Event> events;
    if (!m_record.redo(&events))
        return false;
    const QList<GameLog::Entry> lines = entries(events);
    m_log->appendStep(lines);
    setMessage(lines.isEmpty() ? QString() : lines.back().text);
    afterStep();
    return true;
}

void MansterBattle::afterStep()
{
    autosave();
    recordIfWon();
    refresh();
}

void MansterBattle::close()
{
    m_running = false;
    m_record = {};
    m_names.clear();
    m_log->reset();
    setMessage({});
    m_autosave->scan(); // the battle left is one of the unfinished ones now
    emit autosaveChanged();
    refresh();
}

void MansterBattle::showStack(int player, int slab)
{
    m_stackPlayer = player;
    m_stackSlab = slab;
    refresh();
}

QString MansterBattle::status() const
{
    if (!m_running)
        return {};
    const Battle &b = battle();
    if (b.over())
        //: MAN-END-1.
        return tr("%1 is the last player standing and wins the battle.").arg(playerName(b.winner()));
    const QString who = playerName(b.turn());
    if (b.opening())
        //: Setup before the first turn; %1 the number of cards (3), %2 who plays first.
        return tr("Opening stacks: everyone plays up to %1 cards onto their slabs. Then end the opening: %2 "
                  "plays first.")
                .arg(kCardsPerTurn).arg(playerName(b.turn()));
    if (b.players()[std::size_t(b.turn())].eliminated())
        return tr("Turn %1: %2 is out of the battle; end the turn.").arg(b.turnNumber()).arg(who);
    if (b.mustAttack())
        //: MAN-ATK-1.
        return tr("Turn %1, %2: the full stack on the active slab must attack an opponent before the turn ends.")
                .arg(b.turnNumber()).arg(who);
    if (b.attacked())
        return tr("Turn %1, %2: the attack is done; end the turn.").arg(b.turnNumber()).arg(who);
    //: MAN-TURN-1: the steps of a turn.
    return tr("Turn %1, %2: draw, trade, play up to 3 cards or draw again, swap slabs if you like, then end "
              "the turn.")
            .arg(b.turnNumber()).arg(who);
}

void MansterBattle::refresh()
{
    std::vector<QVariantList> players, slabs, cards;
    if (m_running) {
        const Battle &b = battle();
        for (int i = 0; i < b.playerCount(); ++i) {
            const Player &p = b.players()[std::size_t(i)];
            //: MAN-TURN-1: %1 cards played, %2 the most (3).
            const QString played = b.opening() ? tr("Opening stack: %1 of %2 cards").arg(p.played).arg(kCardsPerTurn)
                                               : tr("%1 of %2 cards this turn").arg(p.played).arg(kCardsPerTurn);
            players.push_back({p.name, p.direct, p.eliminated(), i == b.turn() && !b.over(), b.place(i), p.active,
                               p.dealtInAll(), i == b.turn() && b.mustAttack(), p.played, played});
            for (int s = 0; s < kSlabs; ++s) {
                const Stack &st = p.slabs[std::size_t(s)];
                QStringList parts;
                for (const Card &c : st.cards) {
                    switch (c.kind) {
                    case CardKind::Meat: parts << tr("meat %1").arg(c.health); break;
                    case CardKind::Bone: parts << tr("bone %1").arg(c.damage); break;
                    case CardKind::Spirit: parts << tr("spirit"); break;
                    case CardKind::Manster: parts << tr("manster +%1/+%2").arg(c.health).arg(c.damage); break;
                    case CardKind::Morgue: break;
                    }
                }
                slabs.push_back({i, s, p.active == s, st.health(), st.damage(), st.taken, st.left(), st.full(),
                                 st.empty(), st.count(CardKind::Meat), st.count(CardKind::Bone),
                                 st.count(CardKind::Spirit), st.count(CardKind::Manster), parts.join(u" · "_s),
                                 b.openingSlab(i) == 1 - s});
            }
        }
        if (m_stackPlayer >= 0 && m_stackPlayer < b.playerCount() && m_stackSlab >= 0 && m_stackSlab < kSlabs) {
            const Stack &st = b.players()[std::size_t(m_stackPlayer)].slabs[std::size_t(m_stackSlab)];
            for (int i = 0; i < int(st.cards.size()); ++i) {
                const Card &c = st.cards[std::size_t(i)];
                cards.push_back({int(c.kind), kindName(int(c.kind)), c.health, c.damage, cardText(c, true), i});
            }
        }
    }
    std::vector<QVariantList> grave;
    if (m_running)
        for (int i = 0; i < int(battle().graveyard().size()); ++i) {
            const GraveCard &g = battle().graveyard()[std::size_t(i)];
            grave.push_back({int(g.card.kind), g.known, cardText(g.card, g.known), i, playerName(g.from)});
        }
    m_players->setRows(players);
    m_slabs->setRows(slabs);
    m_cards->setRows(cards);
    m_graveyard->setRows(grave);
    emit changed();
}

// --- words -----------------------------------------------------------------------------------------

QString MansterBattle::cardText(const Card &c, bool known) const
{
    if (!known)
        //: A card turned face up into the graveyard from a deck (MAN-GRAVE-1), its numbers not entered.
        return c.kind == CardKind::Manster ? tr("a manster card from the deck") : tr("a morgue card from the deck");
    switch (c.kind) {
    case CardKind::Meat: return tr("Meat: health %1").arg(c.health);
    case CardKind::Bone: return tr("Bone: damage %1").arg(c.damage);
    case CardKind::Spirit: return tr("Spirit");
    case CardKind::Manster: return tr("Manster: health +%1, damage +%2").arg(c.health).arg(c.damage);
    case CardKind::Morgue: break;
    }
    return tr("a morgue card from the deck");
}

QVariantMap MansterBattle::rules() const
{
    return {{u"cardsPerTurn"_s, cardsPerTurn()}, {u"meatTwice"_s, meatTwice()}, {u"meatRuleText"_s, meatRuleText()}};
}

QString MansterBattle::meatRuleText() const
{
    if (!m_running)
        return {};
    if (meatTwice())
        //: D-MAN-MEAT, the table's option.
        return tr("A meat card that leaves a full stack takes its health from the stack and deals it as damage "
                  "too (counted twice, D-MAN-MEAT).");
    //: MAN-MEAT-1 as the rules read it.
    return tr("A meat card that leaves a full stack takes its health from the stack: that is its damage, the "
              "damage taken stays (MAN-MEAT-1).");
}

QString MansterBattle::graveyardTop() const
{
    if (!m_running || battle().graveyard().empty())
        return {};
    const GraveCard &g = battle().graveyard().front();
    return cardText(g.card, g.known);
}

QString MansterBattle::errorText(const Error &e, const Action &a) const
{
    const QString who = playerName(a.player);
    const QString field = QString::fromLatin1(e.field);
    switch (e.code) {
    case ErrorCode::None: return {};
    case ErrorCode::BadPlayer: return tr("There is no player %1.").arg(e.value + 1);
    case ErrorCode::BadSlab: return tr("There is no slab %1.").arg(e.value + 1);
    case ErrorCode::BadCard:
        if (a.kind == ActionKind::TakeGrave)
            return tr("There is no card %1 in the graveyard (it has %2).").arg(e.value + 1).arg(e.max + 1);
        if (e.max < 0)
            return tr("There is no stack on %1's %2.").arg(who, slabName(a.slab));
        return tr("There is no card %1 in that stack (it has %2).").arg(e.value + 1).arg(e.max + 1);
    case ErrorCode::BadValue:
        if (field == u"health"_s)
            //: %1 card kind, %2..%3 the range, %4 what was entered.
            return tr("The health of a %1 card is a whole number from %2 to %3, not %4.")
                    .arg(kindName(int(a.card.kind))).arg(e.min).arg(e.max).arg(e.value);
        if (field == u"damage"_s)
            return tr("The damage of a %1 card is a whole number from %2 to %3, not %4.")
                    .arg(kindName(int(a.card.kind))).arg(e.min).arg(e.max).arg(e.value);
        if (field == u"kind"_s)
            return tr("Choose meat, bone, spirit or manster.");
        return tr("Enter a whole number from %1 to %2, not %3.").arg(e.min).arg(e.max).arg(e.value);
    case ErrorCode::StackFull:
        //: MAN-STACK-2.
        return tr("%1's stack on %2 is full (meat, bone and spirit): only a manster card can join it now.")
                .arg(who, slabName(a.slab));
    case ErrorCode::NeedsFullStack:
        return tr("A manster joins only a full stack (at least one meat, one bone and one spirit). If this "
                  "manster's card allows it, tick “The card allows this stack”.");
    case ErrorCode::NotTheirTurn:
        return tr("It is %1's turn: only %1 can do that now.").arg(playerName(e.max));
    case ErrorCode::AlreadyAttacked: return tr("%1 has attacked this turn already.").arg(who);
    case ErrorCode::SwapAfterAttack: return tr("Slabs are swapped before the attack, not after it.");
    case ErrorCode::NoFullStack:
        //: MAN-ATK-1, MAN-SLAB-1.
        return tr("%1 has no full stack on the active slab: nothing attacks.").arg(who);
    case ErrorCode::AttackSelf: return tr("Choose an opponent to attack.");
    case ErrorCode::TargetOut: return tr("%1 is out of the battle.").arg(playerName(a.target));
    case ErrorCode::PlayerOut: return tr("%1 is out of the battle.").arg(who);
    case ErrorCode::MustAttack:
        //: MAN-ATK-1.
        return tr("%1 has a full stack on the active slab and must attack before the turn ends.")
                .arg(playerName(battle().turn()));
    case ErrorCode::BattleOver:
        //: MAN-END-1: after the end nothing changes the battle; Undo takes back the last step and reopens it.
        return tr("The battle is over: %1 won. Nothing changes it now; Undo takes back the last step.")
                .arg(playerName(e.value));
    case ErrorCode::TooManyCards:
        if (battle().opening())
            //: MAN-TURN-1 at setup: %1 player, %2 the most (3).
            return tr("%1 has played %2 cards into the opening stack already.").arg(playerName(e.value)).arg(e.max);
        //: MAN-TURN-1: %1 the turn's player, %2 the most (3).
        return tr("%1 has played %2 cards this turn: no more this turn. A card someone else plays “at any time” "
                  "does not count: tick that box.")
                .arg(playerName(e.value))
                .arg(e.max);
    case ErrorCode::Opening:
        return tr("No swap and no attack during the opening stacks: end the opening first.");
    case ErrorCode::OneOpeningStack:
        //: Setup step 7: %1 player, %2 the slab that holds the opening stack.
        return tr("%1's opening is one stack, on %2: its cards go there.").arg(who, slabName(e.value));
    }
    return {};
}

QString MansterBattle::eventRule(const Event &e)
{
    switch (e.kind) {
    case EventKind::CardAdded: return e.full ? u"MAN-STACK-2"_s : u"MAN-STACK-1"_s;
    case EventKind::MeatRemoved: return u"MAN-MEAT-1"_s;
    case EventKind::StackDefeated: return u"MAN-ATK-2"_s;
    case EventKind::StackHit:
    case EventKind::DirectHit: return u"MAN-ATK-1"_s;
    case EventKind::SlabsSwapped: return u"MAN-SLAB-1"_s;
    case EventKind::Eliminated:
    case EventKind::Won: return u"MAN-END-1"_s;
    case EventKind::TurnEnded:
    case EventKind::OpeningEnded: return u"MAN-TURN-1"_s;
    case EventKind::GraveRefilled: return u"MAN-GRAVE-1"_s;
    default: return {};
    }
}

QString MansterBattle::eventText(const Event &e) const
{
    const QString who = playerName(e.player);
    const QString other = playerName(e.other);
    const QString slab = slabName(e.slab);
    QString card;
    switch (e.card.kind) {
    case CardKind::Meat: card = tr("meat %1").arg(e.card.health); break;
    case CardKind::Bone: card = tr("bone %1").arg(e.card.damage); break;
    case CardKind::Spirit: card = tr("a spirit card"); break;
    case CardKind::Manster: card = tr("a manster (+%1 health, +%2 damage)").arg(e.card.health).arg(e.card.damage); break;
    case CardKind::Morgue: break;
    }
    if (!e.known)
        card = cardText(e.card, false);
    switch (e.kind) {
    case EventKind::CardAdded: {
        //: %1 player, %2 the card, %3 the slab, %4 health, %5 damage.
        QString t = tr("%1: %2 on %3 (health %4, damage %5).").arg(who, card, slab).arg(e.total).arg(e.amount);
        if (e.full)
            t += u' ' + tr("The stack is full.");
        return t;
    }
    case EventKind::CardRemoved:
        //: The card goes to the bottom of the graveyard.
        return tr("%1: %2 leaves the stack on %3 for the graveyard (health %4, damage %5).")
                .arg(who, card, slab)
                .arg(e.total)
                .arg(e.amount);
    case EventKind::MeatRemoved:
        if (!e.dealt) {
            // MAN-MEAT-1 read once: the meat's health leaves the stack, the damage taken stays.
            if (e.health <= 0)
                //: MAN-MEAT-1: %1 the meat's health; no meat or manster health is left in the stack.
                return tr("The meat that left takes its %1 health from %2's stack on %3, which has no health left: "
                          "the stack is defeated.")
                        .arg(e.amount).arg(who, slab);
            if (e.total >= e.health)
                //: MAN-MEAT-1: %1 the meat's health, %4 the damage taken, %5 the health the stack has left.
                return tr("The meat that left takes its %1 health from %2's stack on %3: with %4 damage taken and "
                          "%5 health, the stack is defeated.")
                        .arg(e.amount).arg(who, slab).arg(e.total).arg(e.health);
            //: MAN-MEAT-1: %1 the meat's health, %4 the stack's health now, %5 what it has left after the damage taken.
            return tr("The meat that left takes its %1 health from %2's stack on %3: health %4 now, %5 left.")
                    .arg(e.amount).arg(who, slab).arg(e.health).arg(e.health - e.total);
        }
        // D-MAN-MEAT, MAN-ATK-2: the damage is weighed against the health the stack has without that meat.
        if (e.health <= 0)
            //: MAN-MEAT-1: %1 the meat's health, dealt as damage; the stack has no meat or manster health left.
            return tr("The meat that left deals its %1 health as damage to %2's stack on %3, which has no health "
                      "left: the stack is defeated.")
                    .arg(e.amount).arg(who, slab);
        if (e.total >= e.health)
            //: MAN-MEAT-1: %1 the meat's health, %4 the damage taken now, %5 the health the stack has left.
            return tr("The meat that left deals its %1 health as damage to %2's stack on %3: with %4 damage "
                      "taken and only %5 health left, the stack is defeated.")
                    .arg(e.amount).arg(who, slab).arg(e.total).arg(e.health);
        //: MAN-MEAT-1: %1 the meat's health, %4 the damage taken now, %5 the stack's health without that meat.
        return tr("The meat that left deals its %1 health as damage to %2's stack on %3: now %4 damage "
                  "taken of its %5 health.")
                .arg(e.amount).arg(who, slab).arg(e.total).arg(e.health);
    case EventKind::StackDiscarded:
        return tr("%1's stack on %2 goes to the graveyard (%n card(s)).", "", e.amount).arg(who, slab);
    case EventKind::SlabsSwapped: return tr("%1 swaps slabs: %2 is active now.").arg(who, slab);
    case EventKind::Attacked: return tr("%1 attacks %2 with %3 damage.").arg(who, other).arg(e.amount);
    case EventKind::StackHit:
        if (e.total >= e.health)
            //: MAN-ATK-2 follows: the stack is defeated.
            return tr("%1's full stack on %2 blocks the %3 damage (health %4).").arg(who, slab).arg(e.amount).arg(e.health);
        return tr("%1's full stack on %2 blocks: %3 of %4 health taken.").arg(who, slab).arg(e.total).arg(e.health);
    case EventKind::DirectHit:
        return tr("%1 has no full active stack and takes %2 directly: %3 of %4.")
                .arg(who).arg(e.amount).arg(e.total).arg(kEliminatedAt);
    case EventKind::StackDefeated:
        //: MAN-ATK-2.
        return tr("%1's stack on %2 is defeated: its %n card(s) go to the bottom of the graveyard as they are.", "",
                  e.amount)
                .arg(who, slab);
    case EventKind::Eliminated:
        return tr("%1 has taken %2 direct damage and is out of the battle.").arg(who).arg(e.total);
    case EventKind::Returned: return tr("%1 is back in the battle.").arg(who);
    case EventKind::Won: return tr("%1 is the last player standing and wins!").arg(who);
    case EventKind::TurnEnded: return tr("Turn %1: %2's turn.").arg(e.amount).arg(other);
    case EventKind::DirectSet:
        return tr("Correction: %1's direct damage %2 → %3.").arg(who).arg(e.amount).arg(e.total);
    case EventKind::TakenSet:
        return tr("Correction: damage taken by %1's stack on %2 %3 → %4.").arg(who, slab).arg(e.amount).arg(e.total);
    case EventKind::CardGraved:
        //: %1 player, %2 the card, %3 cards in the graveyard now.
        return tr("%1 discards %2 to the bottom of the graveyard (%3 cards).").arg(who, card).arg(e.total);
    case EventKind::CardTaken:
        if (e.slab == 0)
            return tr("%1 draws the top card of the graveyard: %2.").arg(who, card);
        //: A scavenge: %2 the card, %3 its place from the top.
        return tr("%1 takes %2 from the graveyard (card %3 from the top).").arg(who, card).arg(e.slab + 1);
    case EventKind::GraveRefilled:
        //: MAN-GRAVE-1.
        return tr("The graveyard is empty: turn 4 morgue cards and 1 manster card face up into it, the manster "
                  "at the bottom.");
    case EventKind::OpeningEnded: return tr("The opening stacks are done. Turn 1: %1's turn.").arg(other);
    }
    return {};
}

QList<GameLog::Entry> MansterBattle::entries(const std::vector<Event> &events) const
{
    QList<GameLog::Entry> out;
    for (const Event &e : events)
        out << GameLog::Entry{eventText(e), eventRule(e)};
    return out;
}

void MansterBattle::rebuildLog()
{
    Battle b = m_record.initialState();
    QList<QList<GameLog::Entry>> steps;
    for (const Action &a : m_record.actions()) {
        std::vector<Event> events;
        (void)b.apply(a, &events);
        steps << entries(events);
    }
    //: The first line of a battle's log: %1 the players, %2 who plays first.
    const QList<GameLog::Entry> start{
            {tr("Battle of %1. After the opening stacks (up to 3 cards each), %2 plays first.")
                     .arg(HistoryFiles::listOfNames(m_names), playerName(m_first)),
             QString()}};
    m_log->reset(start, steps);
}

// --- autosave and history --------------------------------------------------------------------------

void MansterBattle::autosave()
{
    if (!m_running)
        return;
    Save s{m_names, m_first, m_record.actions(),
           QJsonObject{{u"id"_s, m_id}, {u"startedAt"_s, m_startedAt.toString(Qt::ISODate)}}};
    // Written on the autosave's worker thread: it holds copies, never the battle itself.
    m_autosave->write(autosaveEntry(s, battle()), [s, b = battle()] { return writeSave(s, b); });
}

bool MansterBattle::continueBattle()
{
    m_autosave->waitForScan(); // the folder may still be being read (just after start)
    const QString file = m_autosave->continueFile();
    QFile f(file);
    Save s;
    Battle b;
    LoadError e;
    if (file.isEmpty()) {
        setMessage(m_autosave->problem().isEmpty() ? tr("There is no battle to continue.") : m_autosave->problem());
        return false;
    }
    if (!f.open(QIODevice::ReadOnly) || !readSave(f.readAll(), s, b, e)) {
        setMessage(f.isOpen() ? unreadableText(file, e) : unreadableText(file, f.errorString()));
        m_autosave->scan();
        return false;
    }
    m_autosave->continueIn(file); // the same battle goes on in the same file
    m_names = s.names;
    m_first = s.first;
    m_id = s.extra.value(u"id"_s).toString();
    if (m_id.isEmpty())
        m_id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    m_startedAt = QDateTime::fromString(s.extra.value(u"startedAt"_s).toString(), Qt::ISODate);
    m_record.reset(s.start());
    for (const Action &a : s.actions)
        (void)m_record.apply(a);
    m_running = true;
    m_historyId = -1;
    rebuildLog();
    setMessage(tr("The battle goes on where it was left."));
    emit autosaveChanged();
    refresh();
    return true;
}

GameRecord MansterBattle::record() const
{
    const Battle &b = battle();
    GameRecord g;
    g.game = u"manster-duel"_s;
    g.source = u"table"_s;
    g.gameKey = u"manster-duel:"_s + m_id;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    g.playedAt = now.addMSecs(-now.time().msec()); // the history keeps seconds
    if (m_startedAt.isValid())
        g.durationSeconds = m_startedAt.secsTo(g.playedAt);
    for (int i = 0; i < b.playerCount(); ++i) {
        const Player &p = b.players()[std::size_t(i)];
        PlayerRecord r;
        r.name = p.name;
        // The score of a battle: the damage the player dealt (stacks and players), by attacks and by
        // the number boxes alike.
        r.score = p.dealtInAll();
        r.place = b.place(i);
        r.tiebreak = u"none"_s;
        r.details = QJsonObject{{u"directDamageTaken"_s, p.direct},
                                {u"damageDealt"_s, p.dealtInAll()},
                                {u"stacksDefeated"_s, p.defeatedInAll()},
                                {u"cardsToGraveyard"_s, p.graved}};
        g.players.push_back(r);
    }
    g.details = QJsonObject{{u"turns"_s, b.turnNumber()}, {u"winner"_s, playerName(b.winner())},
                            {u"graveyardCards"_s, int(b.graveyard().size())}};
    g.computeUid();
    return g;
}

void MansterBattle::recordIfWon()
{
    HistoryStore *h = store();
    if (!over()) {
        // The win was undone: the battle goes on, and its record leaves the history until it is won again.
        if (m_historyId >= 0 && h)
            h->takeBackFinished(record().gameKey);
        m_historyId = -1;
        return;
    }
    // One battle is one record: won again after a change, its record is replaced.
    QString error = HistoryStore::noHistoryText();
    HistoryStore::Recorded how = HistoryStore::Recorded::Failed;
    const qint64 id = h ? h->recordFinished(record(), {}, &how, &error) : -1;
    if (id >= 0 && id == m_historyId && how == HistoryStore::Recorded::AlreadyThere)
        return;
    m_historyId = id;
    if (m_historyId < 0)
        setMessage(tr("The battle is over but could not be kept in the history: %1").arg(error));
    else
        setMessage(status() + u' ' + tr("Kept in the history."));
}
