// The manster duel's battle tracker (model/sheets/manster.h) against the rules
// (shared/rules/manster-duel.md, MAN-… ids): stacks, slabs, attacks, defeats, eliminations, undo
// through the shared step record, saves, and random battles that keep the invariants.
#include "model/core/record.h"
#include "model/sheets/manster.h"
#include "mansteroldsaves.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace manster;

namespace {

Card meat(int h) { return {CardKind::Meat, h, 0}; }
Card bone(int d) { return {CardKind::Bone, 0, d}; }
Card spirit() { return {CardKind::Spirit, 0, 0}; }
Card mon(int h, int d) { return {CardKind::Manster, h, d}; }

Action add(int p, int slab, Card c, bool any = false, bool anyTime = false)
{
    Action a{ActionKind::AddCard, p, slab};
    a.card = c;
    a.allowAnyStack = any;
    a.anyTime = anyTime;
    return a;
}
/// A card played "at any time": not one of the turn's 3 (MAN-TURN-1), for building positions.
Action addFree(int p, int slab, Card c) { return add(p, slab, c, false, true); }
Action discard(int p, Card c, bool played = false)
{
    Action a{ActionKind::Discard, p};
    a.card = c;
    a.played = played;
    return a;
}
Action take(int p, int index) { return {ActionKind::TakeGrave, p, 0, index}; }
Action removeCard(int p, int slab, int index) { return {ActionKind::RemoveCard, p, slab, index}; }
Action attackOf(int p, int target) { return {ActionKind::Attack, p, 0, 0, target}; }
Action endTurn() { return {ActionKind::EndTurn}; }
Action swap(int p) { return {ActionKind::SwapSlabs, p}; }
Action setDirect(int p, int v) { return {ActionKind::SetDirect, p, 0, 0, 0, v}; }
Action setTaken(int p, int slab, int v) { return {ActionKind::SetTaken, p, slab, 0, 0, v}; }

/// Three players before the opening stacks.
Battle opening() { return Battle({u"Ada"_s, u"Bo"_s, u"Cy"_s}, 0); }

/// Applies and fails the test on a refusal.
void must(Battle &b, const Action &a, std::vector<Event> *events = nullptr)
{
    const Error e = b.apply(a, events);
    QVERIFY2(e.ok(), errorCodeKey(e.code));
}

/// Three players after the (empty) opening: Ada's turn 1.
Battle three()
{
    Battle b = opening();
    (void)b.apply(Action{ActionKind::EndTurn}, nullptr);
    return b;
}

/// A full stack of meat h, bone d and a spirit on `p`'s slab (cards played "at any time").
void fullStack(Battle &b, int p, int slab, int h, int d)
{
    must(b, addFree(p, slab, meat(h)));
    must(b, addFree(p, slab, bone(d)));
    must(b, addFree(p, slab, spirit()));
}

QString graveText(const Battle &b)
{
    QStringList k;
    for (const GraveCard &g : b.graveyard())
        k << QString::fromLatin1(cardKindKey(g.card.kind)) + (g.known ? QString::number(g.card.health + g.card.damage) : u"?"_s);
    return k.join(u' ');
}

QString kinds(const std::vector<Event> &events)
{
    QStringList k;
    for (const Event &e : events)
        k << QString::fromLatin1(eventKindKey(e.kind));
    return k.join(u' ');
}

} // namespace

Q_DECLARE_METATYPE(manster::ErrorCode)
Q_DECLARE_METATYPE(manster::MeatRule)

class TestManster : public QObject {
    Q_OBJECT

private slots:
    // MAN-STACK-1 (health = meat, damage = bone, spirit neither; mansters add both),
    // MAN-STACK-2 (full = one meat, one bone, one spirit).
    void stackFigures_data()
    {
        QTest::addColumn<QList<int>>("cards"); // kind, health, damage triples
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("damage");
        QTest::addColumn<bool>("full");
        QTest::newRow("MAN-STACK-1 meat only") << QList<int>{0, 3, 0, 0, 4, 0} << 7 << 0 << false;
        QTest::newRow("MAN-STACK-1 bone only") << QList<int>{1, 0, 2, 1, 0, 5} << 0 << 7 << false;
        QTest::newRow("MAN-STACK-2 meat+bone is not full") << QList<int>{0, 3, 0, 1, 0, 2} << 3 << 2 << false;
        QTest::newRow("MAN-STACK-2 one of each is full") << QList<int>{0, 3, 0, 1, 0, 2, 2, 0, 0} << 3 << 2 << true;
        QTest::newRow("MAN-STACK-2 two spirits, no bone") << QList<int>{0, 3, 0, 2, 0, 0, 2, 0, 0} << 3 << 0 << false;
        QTest::newRow("MAN-STACK-1 manster boosts both")
                << QList<int>{0, 3, 0, 1, 0, 2, 2, 0, 0, 3, 4, 5} << 7 << 7 << true;
    }
    void stackFigures()
    {
        QFETCH(QList<int>, cards);
        QFETCH(int, health);
        QFETCH(int, damage);
        QFETCH(bool, full);
        Stack s;
        for (int i = 0; i + 2 < cards.size(); i += 3)
            s.cards.push_back(Card{CardKind(cards[i]), cards[i + 1], cards[i + 2]});
        QCOMPARE(s.health(), health);
        QCOMPARE(s.damage(), damage);
        QCOMPARE(s.full(), full);
    }

    // Cards entered by value: what a stack takes and why it refuses (MAN-STACK-2), and wrong numbers.
    void addCard_data()
    {
        QTest::addColumn<int>("fullFirst"); // 1: the stack is full before the card
        QTest::addColumn<int>("player");
        QTest::addColumn<int>("slab");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("health");
        QTest::addColumn<int>("damage");
        QTest::addColumn<bool>("any");
        QTest::addColumn<manster::ErrorCode>("code");
        QTest::addColumn<QString>("field");
        QTest::newRow("meat on an empty stack") << 0 << 1 << 0 << 0 << 4 << 0 << false << ErrorCode::None << "";
        QTest::newRow("MAN-STACK-2 meat on a full stack") << 1 << 1 << 0 << 0 << 4 << 0 << false << ErrorCode::StackFull << "kind";
        QTest::newRow("MAN-STACK-2 spirit on a full stack") << 1 << 1 << 0 << 2 << 0 << 0 << false << ErrorCode::StackFull << "kind";
        QTest::newRow("MAN-STACK-2 manster on a full stack") << 1 << 1 << 0 << 3 << 2 << 3 << false << ErrorCode::None << "";
        QTest::newRow("MAN-STACK-2 manster on a stack not full") << 0 << 1 << 0 << 3 << 2 << 3 << false << ErrorCode::NeedsFullStack << "kind";
        QTest::newRow("MAN-STACK-2 manster whose card allows it") << 0 << 1 << 0 << 3 << 2 << 3 << true << ErrorCode::None << "";
        QTest::newRow("meat of 0 health") << 0 << 1 << 0 << 0 << 0 << 0 << false << ErrorCode::BadValue << "health";
        QTest::newRow("bone of 100 damage") << 0 << 1 << 1 << 1 << 0 << 100 << false << ErrorCode::BadValue << "damage";
        QTest::newRow("manster of -1 health") << 1 << 1 << 0 << 3 << -1 << 0 << false << ErrorCode::BadValue << "health";
        QTest::newRow("no such player") << 0 << 3 << 0 << 0 << 2 << 0 << false << ErrorCode::BadPlayer << "player";
        QTest::newRow("no such slab") << 0 << 1 << 2 << 0 << 2 << 0 << false << ErrorCode::BadSlab << "slab";
    }
    void addCard()
    {
        QFETCH(int, fullFirst);
        QFETCH(int, player);
        QFETCH(int, slab);
        QFETCH(int, kind);
        QFETCH(int, health);
        QFETCH(int, damage);
        QFETCH(bool, any);
        QFETCH(manster::ErrorCode, code);
        QFETCH(QString, field);
        Battle b = three();
        if (fullFirst)
            fullStack(b, 1, 0, 5, 2);
        const Battle before = b;
        std::vector<Event> events;
        const Error e = b.apply(add(player, slab, Card{CardKind(kind), health, damage}, any), &events);
        QCOMPARE(e.code, code);
        QCOMPARE(QString::fromLatin1(e.field), field);
        if (code != ErrorCode::None) {
            QVERIFY(b == before); // a refused card changes nothing
            QVERIFY(events.empty());
        } else {
            QCOMPARE(kinds(events), u"cardAdded"_s);
            QCOMPARE(b.players()[std::size_t(player)].slabs[std::size_t(slab)].cards.back().kind, CardKind(kind));
        }
    }

    // A refusal carries the numbers the app words: the value and the range.
    void errorCarriesValues()
    {
        Battle b = three();
        const Error e = b.apply(add(0, 0, bone(120)), nullptr);
        QCOMPARE(e.code, ErrorCode::BadValue);
        QCOMPARE(e.value, 120);
        QCOMPARE(e.min, 1);
        QCOMPARE(e.max, kMaxValue);
        const Error p = b.apply(attackOf(0, 7), nullptr);
        QCOMPARE(p.code, ErrorCode::NoFullStack);
    }

    // MAN-SLAB-1: only the active slab attacks and is attacked; MAN-TURN-1: the swap is the turn's
    // player's step 4, before the attack.
    void slabsAndSwap()
    {
        Battle b = three();
        fullStack(b, 0, 1, 5, 3); // Ada's full stack on the inactive slab
        QCOMPARE(b.apply(attackOf(0, 1), nullptr).code, ErrorCode::NoFullStack); // MAN-SLAB-1
        QVERIFY(!b.mustAttack()); // MAN-ATK-1 asks only of the active slab
        QCOMPARE(b.apply(swap(1), nullptr).code, ErrorCode::NotTheirTurn); // MAN-TURN-1
        std::vector<Event> events;
        must(b, swap(0), &events);
        QCOMPARE(kinds(events), u"slabsSwapped"_s);
        QCOMPARE(b.players()[0].active, 1);
        QVERIFY(b.mustAttack());
        must(b, attackOf(0, 1));
        QCOMPARE(b.apply(swap(0), nullptr).code, ErrorCode::SwapAfterAttack); // MAN-TURN-1: attack is the last step
        // Bo's full stack on his inactive slab does not block (MAN-SLAB-1): he is hit directly.
        must(b, endTurn());
        fullStack(b, 1, 1, 9, 2);
        must(b, endTurn());
        must(b, endTurn());
        must(b, attackOf(0, 1));
        QCOMPARE(b.players()[1].direct, 6);
        QCOMPARE(b.players()[1].slabs[1].taken, 0);
    }

    // MAN-ATK-1: a full stack on the defender's active slab takes the damage; otherwise the player.
    // MAN-ATK-2: damage reaching the health defeats the stack, and nothing goes through to the player.
    void attack_data()
    {
        QTest::addColumn<QList<int>>("defender"); // meat, bone, spirit? (1/0), taken before
        QTest::addColumn<int>("damage");          // the attacker's bone
        QTest::addColumn<QString>("events");
        QTest::addColumn<int>("direct");
        QTest::addColumn<int>("taken"); // the defender's active stack afterwards; -1 defeated
        QTest::newRow("MAN-ATK-1 no stack: direct") << QList<int>{0, 0, 0, 0} << 4 << "attacked directHit" << 4 << 0;
        QTest::newRow("MAN-ATK-1 stack not full: direct") << QList<int>{6, 2, 0, 0} << 4 << "attacked directHit" << 4 << 0;
        QTest::newRow("MAN-ATK-1 full stack blocks") << QList<int>{6, 2, 1, 0} << 4 << "attacked stackHit" << 0 << 4;
        QTest::newRow("MAN-ATK-2 reaching the health defeats")
                << QList<int>{6, 2, 1, 2} << 4 << "attacked stackHit stackDefeated" << 0 << -1;
        QTest::newRow("MAN-ATK-2 overkill stays on the stack")
                << QList<int>{3, 2, 1, 0} << 9 << "attacked stackHit stackDefeated" << 0 << -1;
        QTest::newRow("MAN-ATK-2 one short survives") << QList<int>{6, 2, 1, 1} << 4 << "attacked stackHit" << 0 << 5;
    }
    void attack()
    {
        QFETCH(QList<int>, defender);
        QFETCH(int, damage);
        QFETCH(QString, events);
        QFETCH(int, direct);
        QFETCH(int, taken);
        Battle b = three();
        fullStack(b, 0, 0, 5, damage);
        if (defender[0])
            must(b, add(1, 0, meat(defender[0])));
        if (defender[1])
            must(b, add(1, 0, bone(defender[1])));
        if (defender[2])
            must(b, add(1, 0, spirit()));
        if (defender[3])
            must(b, setTaken(1, 0, defender[3]));
        std::vector<Event> ev;
        must(b, attackOf(0, 1), &ev);
        QCOMPARE(kinds(ev), events);
        QCOMPARE(b.players()[1].direct, direct);
        if (taken < 0) {
            QVERIFY(b.players()[1].slabs[0].empty()); // to the graveyard as it is
            QCOMPARE(b.players()[0].defeated, 1);
        } else {
            QCOMPARE(b.players()[1].slabs[0].taken, taken);
        }
        QCOMPARE(b.players()[0].dealt, damage);
        QCOMPARE(b.apply(attackOf(0, 2), nullptr).code, ErrorCode::AlreadyAttacked); // MAN-ATK-1: one attack
    }

    void attackRefusals()
    {
        Battle b = three();
        fullStack(b, 0, 0, 5, 3);
        QCOMPARE(b.apply(attackOf(0, 0), nullptr).code, ErrorCode::AttackSelf);
        QCOMPARE(b.apply(attackOf(1, 0), nullptr).code, ErrorCode::NotTheirTurn);
        const Error e = b.apply(attackOf(0, 5), nullptr);
        QCOMPARE(e.code, ErrorCode::BadPlayer);
        QCOMPARE(QString::fromLatin1(e.field), u"target"_s);
        must(b, setDirect(2, 10));
        QCOMPARE(b.apply(attackOf(0, 2), nullptr).code, ErrorCode::TargetOut);
    }

    // MAN-MEAT-1, the rulebook: "If a meat card is removed from a full stack, that stack takes damage
    // equivalent to the health on that meat card — even if it destroys that stack." Health is the sum
    // of the meat (MAN-STACK-1): read once (the default), the card's health leaving the sum is that
    // damage and the damage taken stays; read twice (D-MAN-MEAT), the health leaves the sum and the
    // same number is added to the damage taken.
    void meatRemoval_data()
    {
        QTest::addColumn<MeatRule>("rule");
        QTest::addColumn<QList<int>>("meats");
        QTest::addColumn<bool>("full");
        QTest::addColumn<int>("takenBefore");
        QTest::addColumn<int>("remove"); // index of the meat to remove
        QTest::addColumn<QString>("events");
        QTest::addColumn<int>("taken"); // -1 defeated
        QTest::addColumn<int>("health");
        // Meat 4 + meat 6 with 2 damage taken, the 4 removed: health 6, 2 taken, 4 left.
        QTest::newRow("MAN-MEAT-1 once: the health leaves, the damage taken stays")
                << MeatRule::Once << QList<int>{4, 6} << true << 2 << 0 << "cardRemoved meatRemoved" << 2 << 6;
        QTest::newRow("MAN-MEAT-1 once: no damage taken")
                << MeatRule::Once << QList<int>{4, 6} << true << 0 << 0 << "cardRemoved meatRemoved" << 0 << 6;
        // "even if it destroys that stack": the health left no more than the damage taken.
        QTest::newRow("MAN-MEAT-1 once: even if it defeats it")
                << MeatRule::Once << QList<int>{4, 6} << true << 6 << 1 << "cardRemoved meatRemoved stackDefeated" << -1 << 0;
        QTest::newRow("MAN-MEAT-1 once: the only meat, defeated")
                << MeatRule::Once << QList<int>{6} << true << 0 << 0 << "cardRemoved meatRemoved stackDefeated" << -1 << 0;
        QTest::newRow("MAN-MEAT-1 once: not full")
                << MeatRule::Once << QList<int>{4, 6} << false << 0 << 0 << "cardRemoved" << 0 << 6;
        // D-MAN-MEAT: the same stack, 2 taken, the 4 removed: health 6 and 2 + 4 taken: defeated.
        QTest::newRow("D-MAN-MEAT twice: defeated by the double count")
                << MeatRule::Twice << QList<int>{4, 6} << true << 2 << 0 << "cardRemoved meatRemoved stackDefeated" << -1 << 0;
        QTest::newRow("D-MAN-MEAT twice: the meat's health as damage")
                << MeatRule::Twice << QList<int>{4, 6} << true << 0 << 0 << "cardRemoved meatRemoved" << 4 << 6;
        QTest::newRow("D-MAN-MEAT twice: not full, no damage")
                << MeatRule::Twice << QList<int>{4, 6} << false << 0 << 0 << "cardRemoved" << 0 << 6;
        QTest::newRow("D-MAN-MEAT twice: the only meat, defeated")
                << MeatRule::Twice << QList<int>{6} << true << 0 << 0 << "cardRemoved meatRemoved stackDefeated" << -1 << 0;
    }
    void meatRemoval()
    {
        QFETCH(MeatRule, rule);
        QFETCH(QList<int>, meats);
        QFETCH(bool, full);
        QFETCH(int, takenBefore);
        QFETCH(int, remove);
        QFETCH(QString, events);
        QFETCH(int, taken);
        QFETCH(int, health);
        Battle b({u"Ada"_s, u"Bo"_s, u"Cy"_s}, 0, rule);
        QCOMPARE(b.meatRule(), rule);
        must(b, endTurn());
        for (int m : meats)
            must(b, addFree(1, 1, meat(m)));
        must(b, addFree(1, 1, bone(2)));
        if (full)
            must(b, addFree(1, 1, spirit()));
        if (takenBefore)
            must(b, setTaken(1, 1, takenBefore));
        std::vector<Event> ev;
        must(b, removeCard(1, 1, remove), &ev);
        QCOMPARE(kinds(ev), events);
        // The numbers the log words: the meat's health dealt, damage taken after it, and the health
        // the stack has without that meat (MAN-MEAT-1).
        if (full) {
            const Event &m = ev[1];
            QCOMPARE(m.amount, meats[remove]);
            QCOMPARE(m.dealt, rule == MeatRule::Twice);
            QCOMPARE(m.total, takenBefore + (rule == MeatRule::Twice ? meats[remove] : 0));
            int rest = 0;
            for (int i = 0; i < meats.size(); ++i)
                rest += i == remove ? 0 : meats[i];
            QCOMPARE(m.health, rest);
        }
        const Stack &s = b.players()[1].slabs[1];
        if (taken < 0) {
            QVERIFY(s.empty());
        } else {
            QCOMPARE(s.taken, taken);
            QCOMPARE(s.health(), health);
        }
        QCOMPARE(b.apply(removeCard(1, 1, 9), nullptr).code, ErrorCode::BadCard);
    }

    // A stack defeated by a card removed counts in "Stacks defeated" as an attack's defeat does: for
    // the player who played the effect, the turn's player (a card of the turn is theirs, MAN-TURN-1),
    // and only when the stack is an opponent's. Saves before version 3 replay without that credit.
    void removalDefeatCredit()
    {
        Battle b = three(); // Ada's turn
        fullStack(b, 1, 0, 4, 2); // Bo's stack: meat 4, bone 2, spirit
        fullStack(b, 0, 1, 3, 2); // Ada's own stack on slab B
        must(b, setTaken(1, 0, 3));
        must(b, removeCard(1, 0, 0)); // the meat leaves: no health left, defeated
        QVERIFY(b.players()[1].slabs[0].empty());
        QCOMPARE(b.players()[0].defeated, 1);
        QCOMPARE(b.players()[1].defeated, 0);
        must(b, removeCard(0, 1, 0)); // Ada's own stack on her turn: nobody's credit
        QVERIFY(b.players()[0].slabs[1].empty());
        QCOMPARE(b.players()[0].defeated, 1);
        // In the opening no one is credited (there is no opponent's turn yet).
        Battle o = opening();
        fullStack(o, 1, 0, 4, 2);
        must(o, removeCard(1, 0, 0));
        QVERIFY(o.players()[1].slabs[0].empty());
        QCOMPARE(o.players()[0].defeated + o.players()[1].defeated, 0);
        // A battle of a version-2 save: as it was played, no credit.
        Battle old = Battle::ofVersion({u"Ada"_s, u"Bo"_s, u"Cy"_s}, 0, 2, MeatRule::Once);
        QCOMPARE(old.meatRule(), MeatRule::Twice); // the only reading then
        must(old, endTurn());
        fullStack(old, 1, 0, 4, 2);
        must(old, removeCard(1, 0, 0));
        QVERIFY(old.players()[1].slabs[0].empty());
        QCOMPARE(old.players()[0].defeated, 0);
    }

    // Setup step 7: "each player may play up to 3 cards from their hand to create an opening Stack":
    // one stack. A card for the other slab is refused and changes nothing; after the opening both
    // slabs take cards again. Saves before version 3 (cards of the opening on both slabs) still replay.
    void oneOpeningStack()
    {
        Battle b = opening();
        QCOMPARE(b.openingSlab(0), -1);
        must(b, add(0, 1, meat(3))); // the first card chooses the slab
        QCOMPARE(b.openingSlab(0), 1);
        QCOMPARE(b.openingSlab(1), -1);
        const Battle before = b;
        const Error e = b.apply(add(0, 0, bone(2)), nullptr);
        QCOMPARE(e.code, ErrorCode::OneOpeningStack);
        QCOMPARE(e.value, 1);
        QVERIFY(b == before);
        QCOMPARE(b.apply(addFree(0, 0, bone(2)), nullptr).code, ErrorCode::OneOpeningStack); // "at any time" too
        must(b, add(0, 1, bone(2)));
        must(b, add(1, 0, meat(2))); // another player's opening stack is their own
        // The only card taken back: either slab again.
        must(b, removeCard(1, 0, 0));
        QCOMPARE(b.openingSlab(1), -1);
        must(b, add(1, 1, meat(2)));
        must(b, endTurn()); // the opening ends: both slabs take cards
        QCOMPARE(b.openingSlab(0), -1);
        must(b, add(0, 0, meat(5)));
        // A version-2 battle replays its opening on both slabs.
        Battle old = Battle::ofVersion({u"Ada"_s, u"Bo"_s}, 0, 2, MeatRule::Twice);
        must(old, add(0, 1, meat(3)));
        must(old, add(0, 0, meat(3)));
    }

    // MAN-ATK-1: the turn cannot end while a full active stack owes its attack; MAN-TURN-1: the turn
    // goes clockwise to the next player still in.
    void turns()
    {
        Battle b = three();
        must(b, endTurn());
        QCOMPARE(b.turn(), 1);
        fullStack(b, 1, 0, 5, 3);
        QVERIFY(b.mustAttack());
        QCOMPARE(b.apply(endTurn(), nullptr).code, ErrorCode::MustAttack); // MAN-ATK-1
        must(b, attackOf(1, 2));
        must(b, endTurn());
        QCOMPARE(b.turn(), 2);
        must(b, setDirect(0, 10)); // Ada is out: Cy's turn passes to Bo
        must(b, endTurn());
        QCOMPARE(b.turn(), 1); // MAN-TURN-1 skips the eliminated
        QCOMPARE(b.turnNumber(), 4);
    }

    // MAN-END-1: 10 direct damage eliminates; the last player left wins; places by elimination.
    void elimination_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QList<int>>("hits"); // target of Ada's 5-damage attacks, turn after turn
        QTest::addColumn<int>("winner");
        QTest::addColumn<QList<int>>("places");
        QTest::newRow("MAN-END-1 two players, 10 exactly") << 2 << QList<int>{1, 1} << 0 << QList<int>{1, 2};
        QTest::newRow("MAN-END-1 three players, last left wins") << 3 << QList<int>{2, 2, 1, 1} << 0 << QList<int>{1, 2, 3};
        QTest::newRow("MAN-END-1 five is not out") << 3 << QList<int>{1} << -1 << QList<int>{0, 0, 0};
        QTest::newRow("MAN-END-1 one out, two left") << 3 << QList<int>{2, 2} << -1 << QList<int>{0, 0, 0};
    }
    void elimination()
    {
        QFETCH(int, players);
        QFETCH(QList<int>, hits);
        QFETCH(int, winner);
        QFETCH(QList<int>, places);
        QStringList names{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s};
        Battle b(names.mid(0, players), 0);
        fullStack(b, 0, 0, 5, 5);
        must(b, endTurn()); // the opening stacks are done
        std::vector<Event> last;
        for (int t : hits) {
            last.clear();
            must(b, attackOf(0, t), &last);
            if (b.over())
                break;
            for (int i = 0; i < b.playersLeft(); ++i)
                must(b, endTurn());
        }
        QCOMPARE(b.winner(), winner);
        for (int i = 0; i < players; ++i)
            QCOMPARE(b.place(i), places[i]);
        if (winner >= 0) {
            QVERIFY(kinds(last).endsWith(u"eliminated won"_s));
            QCOMPARE(b.apply(endTurn(), nullptr).code, ErrorCode::BattleOver);
            QCOMPARE(b.apply(add(0, 1, meat(2)), nullptr).code, ErrorCode::BattleOver);
            // MAN-END-1: after the end not even a correction changes the battle.
            const int loser = places.indexOf(2);
            const Battle won = b;
            QCOMPARE(b.apply(setDirect(loser, 9), nullptr).code, ErrorCode::BattleOver);
            QCOMPARE(b.apply(setDirect(winner, 10), nullptr).code, ErrorCode::BattleOver);
            QCOMPARE(b.apply(setTaken(0, 0, 1), nullptr).code, ErrorCode::BattleOver);
            QCOMPARE(b.apply(removeCard(0, 0, 0), nullptr).code, ErrorCode::BattleOver);
            QVERIFY(b == won);
            // A save of the time when a correction after the end was taken still loads as played.
            b.allowLateCorrections();
            std::vector<Event> ev;
            must(b, setDirect(loser, 9), &ev);
            QCOMPARE(kinds(ev), u"directSet returned"_s);
            QVERIFY(!b.over());
        }
        if (winner < 0 && b.playersLeft() < players) {
            // Before the end a correction below 10 brings a player back.
            std::vector<Event> ev;
            must(b, setDirect(hits.front(), 0), &ev);
            QCOMPARE(kinds(ev), u"directSet returned"_s);
        }
    }

    // Corrections: damage taken set by hand defeats a stack when it reaches the health.
    void corrections()
    {
        Battle b = three();
        fullStack(b, 2, 0, 6, 1);
        QCOMPARE(b.apply(setTaken(2, 1, 3), nullptr).code, ErrorCode::BadCard); // no stack there
        QCOMPARE(b.apply(setTaken(2, 0, -1), nullptr).code, ErrorCode::BadValue);
        std::vector<Event> ev;
        must(b, setTaken(2, 0, 5), &ev);
        QCOMPARE(b.players()[2].slabs[0].taken, 5);
        must(b, setTaken(2, 0, 6), &ev);
        QVERIFY(b.players()[2].slabs[0].empty()); // MAN-ATK-2
        QCOMPARE(kinds(ev), u"takenSet takenSet stackDefeated"_s);
    }

    // MAN-TURN-1: up to 3 cards a turn. In the opening each player plays up to 3 onto their own
    // stack (setup); then every card of the turn counts for the turn's player, wherever it goes, except
    // one played "at any time" by someone else; a 4th is refused and changes nothing; the turn's end
    // resets the count, and undo gives it back.
    void cardsPerTurn()
    {
        mc::Record<Battle, Action> record(opening());
        auto apply = [&](const Action &a) { return record.apply(a).code; };
        // The opening: 3 each, counted for the stack's owner; no swap, no attack.
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(apply(add(p, 0, meat(4))), ErrorCode::None);
            QCOMPARE(apply(add(p, 0, bone(2))), ErrorCode::None);
            QCOMPARE(apply(add(p, 0, meat(1))), ErrorCode::None); // one opening stack (setup step 7)
            QCOMPARE(record.current().players()[std::size_t(p)].played, 3);
        }
        const Error fourth = record.current().check(add(1, 0, bone(1)));
        QCOMPARE(fourth.code, ErrorCode::TooManyCards); // MAN-TURN-1 in the opening
        QCOMPARE(fourth.value, 1);
        QCOMPARE(fourth.max, kCardsPerTurn);
        QCOMPARE(apply(swap(0)), ErrorCode::Opening);
        QCOMPARE(apply(attackOf(0, 1)), ErrorCode::Opening);
        QVERIFY(!record.current().mustAttack());
        std::vector<Event> ev;
        QVERIFY(record.apply(endTurn(), &ev).ok());
        QCOMPARE(kinds(ev), u"openingEnded"_s);
        QCOMPARE(ev[0].other, 0);
        QVERIFY(!record.current().opening());
        QCOMPARE(record.current().turn(), 0);
        QCOMPARE(record.current().turnNumber(), 1);
        for (const Player &p : record.current().players())
            QCOMPARE(p.played, 0);

        // Ada's turn: a spirit on her stack, one on Bo's, a spirit played for its effect: 3.
        QCOMPARE(apply(add(0, 0, spirit())), ErrorCode::None);
        QCOMPARE(record.current().players()[0].played, 1);
        QCOMPARE(apply(add(1, 1, bone(2))), ErrorCode::None); // "anywhere": Ada's card on Bo's slab
        QCOMPARE(record.current().players()[0].played, 2);
        QCOMPARE(record.current().players()[1].played, 0);
        QCOMPARE(apply(discard(0, bone(1))), ErrorCode::None); // a discard is not a play
        QCOMPARE(record.current().players()[0].played, 2);
        QCOMPARE(apply(discard(0, spirit(), true)), ErrorCode::None);
        QCOMPARE(record.current().players()[0].played, 3);
        const Battle atThree = record.current();
        const Error e = atThree.check(add(0, 1, bone(3)));
        QCOMPARE(e.code, ErrorCode::TooManyCards); // MAN-TURN-1: the 4th
        QCOMPARE(e.value, 0);
        QCOMPARE(apply(add(0, 1, bone(3))), ErrorCode::TooManyCards);
        QCOMPARE(apply(discard(0, spirit(), true)), ErrorCode::TooManyCards);
        QVERIFY(record.current() == atThree);
        // Bo's card played "at any time" is not one of Ada's 3.
        QCOMPARE(apply(add(1, 0, spirit(), false, true)), ErrorCode::None);
        QCOMPARE(record.current().players()[0].played, 3);
        // Undo gives the count back; the end of the turn resets it.
        QVERIFY(record.undo());
        QVERIFY(record.current() == atThree);
        QVERIFY(record.undo());
        QCOMPARE(record.current().players()[0].played, 2);
        QVERIFY(record.redo());
        QCOMPARE(apply(attackOf(0, 1)), ErrorCode::None);
        QCOMPARE(apply(endTurn()), ErrorCode::None);
        QCOMPARE(record.current().turn(), 1);
        QCOMPARE(record.current().players()[0].played, 0);
        QCOMPARE(apply(add(1, 1, spirit())), ErrorCode::None);
        QCOMPARE(record.current().players()[1].played, 1);
    }

    // MAN-GRAVE-1: the common graveyard starts as 4 morgue cards and a manster at the bottom, and is
    // made again so whenever it runs empty. MAN-ATK-2: a defeated stack goes to its bottom as it is;
    // removed (MAN-MEAT-1), discarded and whole discarded stacks go to the bottom too. Drawing takes
    // the top card, a scavenge any card.
    void graveyard()
    {
        Battle b = opening();
        QCOMPARE(graveText(b), u"morgue? morgue? morgue? morgue? manster?"_s); // MAN-GRAVE-1 at setup
        must(b, endTurn());
        fullStack(b, 0, 0, 6, 5);
        must(b, addFree(1, 0, meat(4)));
        must(b, addFree(1, 0, bone(2)));
        must(b, addFree(1, 0, spirit()));
        must(b, addFree(1, 0, mon(1, 1)));
        std::vector<Event> ev;
        must(b, attackOf(0, 1), &ev); // 5 on health 5: defeated (MAN-ATK-2)
        QCOMPARE(kinds(ev), u"attacked stackHit stackDefeated"_s);
        QCOMPARE(graveText(b), u"morgue? morgue? morgue? morgue? manster? meat4 bone2 spirit0 manster2"_s);
        QCOMPARE(b.graveyard().back().from, 1);
        QCOMPARE(b.players()[1].graved, 4);
        must(b, endTurn());
        // MAN-MEAT-1: the meat removed from Ada's full stack is discarded to the bottom.
        must(b, removeCard(0, 0, 0), &ev);
        QCOMPARE(b.graveyard()[b.graveyard().size() - 3].card, meat(6));
        QVERIFY(b.players()[0].slabs[0].empty()); // 6 damage on 0 health left: defeated too
        QVERIFY(graveText(b).endsWith(u" manster2 meat6 bone5 spirit0"_s));
        must(b, addFree(2, 1, bone(3)));
        must(b, addFree(2, 1, meat(2)));
        must(b, Action{ActionKind::DiscardStack, 2, 1});
        ev.clear();
        must(b, discard(1, spirit()), &ev);
        QCOMPARE(kinds(ev), u"cardGraved"_s);
        QCOMPARE(ev[0].total, 15);
        QVERIFY(graveText(b).endsWith(u"bone5 spirit0 bone3 meat2 spirit0"_s));
        QCOMPARE(int(b.graveyard().size()), 15);
        // Bad picks change nothing.
        const Battle before = b;
        QCOMPARE(b.apply(take(1, 15), nullptr).code, ErrorCode::BadCard);
        QCOMPARE(b.apply(discard(1, Card{CardKind::Morgue, 0, 0}), nullptr).code, ErrorCode::BadValue);
        QCOMPARE(b.apply(discard(1, meat(0)), nullptr).code, ErrorCode::BadValue);
        QVERIFY(b == before);
        // A scavenge of the 6th card (Bo's old meat) keeps the others in their order.
        ev.clear();
        must(b, take(2, 5), &ev);
        QCOMPARE(kinds(ev), u"cardTaken"_s);
        QCOMPARE(ev[0].card, meat(4));
        QVERIFY(ev[0].known);
        QCOMPARE(graveText(b).left(48), u"morgue? morgue? morgue? morgue? manster? bone2 s"_s);
        // Drawn empty from the top: MAN-GRAVE-1 turns 4 morgue cards and a manster face up again.
        int draws = 0;
        while (b.graveyard().size() > 1) {
            must(b, take(1, 0));
            ++draws;
        }
        QCOMPARE(draws, 13);
        QCOMPARE(graveText(b), u"spirit0"_s);
        ev.clear();
        must(b, take(1, 0), &ev);
        QCOMPARE(kinds(ev), u"cardTaken graveRefilled"_s);
        QCOMPARE(ev[1].amount, kRefillMorgue + kRefillManster);
        QCOMPARE(graveText(b), u"morgue? morgue? morgue? morgue? manster?"_s);
        QCOMPARE(b.apply(take(0, 0), nullptr).code, ErrorCode::None);
    }

    // A save of version 1 (written before the opening, the count of cards and the graveyard) still
    // loads, replays as it was played (a 4th card in a turn) with its digest, and is written back as
    // version 1.
    void versionOneSave()
    {
        const QByteArray v1 = manstertest::kMansterV1;
        Save s;
        Battle b;
        LoadError error;
        QVERIFY2(readSave(v1, s, b, error), qPrintable(error.detail + error.path));
        QCOMPARE(s.version, 1);
        QVERIFY(b.isLegacy());
        QVERIFY(b.players()[1].slabs[0].empty());
        QCOMPARE(b.turn(), 1);
        const QByteArray again = writeSave(s, b);
        QCOMPARE(QJsonDocument::fromJson(again).object().value(u"version"_s).toInt(), 1);
        Save s2;
        Battle b2;
        QVERIFY(readSave(again, s2, b2, error));
        QVERIFY(b2 == b);
        QByteArray v2 = v1;
        v2.replace("\"version\":1", "\"version\":2");
        QVERIFY(!readSave(v2, s2, b2, error)); // under today's rules: no attack in the opening
        QCOMPARE(error.reason, LoadReason::Refused);
    }

    // Undo through the shared step record gives back the exact state, step after step.
    void undoThroughRecord()
    {
        mc::Record<Battle, Action, 4> record(opening());
        std::vector<Battle> states{record.current()};
        const std::vector<Action> script{add(0, 0, meat(5)), add(0, 0, bone(4)), add(0, 0, spirit()), endTurn(),
                                         add(0, 0, mon(2, 1)), attackOf(0, 1), endTurn(), add(1, 0, meat(3)),
                                         take(1, 0), endTurn(), discard(2, bone(3), true), endTurn(),
                                         attackOf(0, 2), endTurn(), endTurn()};
        for (const Action &a : script) {
            QVERIFY(record.apply(a).ok());
            states.push_back(record.current());
        }
        QCOMPARE(record.current().players()[1].direct, 5);
        QCOMPARE(record.current().players()[2].direct, 5);
        for (std::size_t i = states.size() - 1; i > 0; --i) {
            QVERIFY(record.undo());
            QVERIFY(record.current() == states[i - 1]);
        }
        QVERIFY(!record.undo());
        QVERIFY(record.redo());
        QVERIFY(record.current() == states[1]);
    }

    // A save replays to the same battle; a damaged or foreign save is refused with its reason.
    void saves()
    {
        Battle b = opening();
        Save s{{u"Ada"_s, u"Bo"_s, u"Cy"_s}, 0, {}, QJsonObject{{u"id"_s, u"x1"_s}}};
        for (const Action &a : {add(0, 0, meat(5)), add(0, 0, bone(4)), add(0, 0, spirit()), endTurn(),
                                attackOf(0, 1), endTurn(), setTaken(0, 0, 2), add(1, 1, mon(3, 3), true),
                                removeCard(1, 1, 0), discard(1, spirit(), true), take(2, 5),
                                add(2, 0, meat(2), false, true)}) {
            must(b, a);
            s.actions.push_back(a);
        }
        const QByteArray data = writeSave(s, b);
        Save back;
        Battle loaded;
        LoadError error;
        QVERIFY2(readSave(data, back, loaded, error), qPrintable(error.detail));
        QVERIFY(loaded == b);
        QVERIFY(back.actions == s.actions);
        QCOMPARE(QJsonDocument::fromJson(data).object().value(u"version"_s).toInt(), 3);
        QCOMPARE(QJsonDocument::fromJson(data).object().value(u"options"_s).toObject().value(u"meatRemoved"_s).toString(),
                 u"once"_s);
        QCOMPARE(back.meat, MeatRule::Once);
        QVERIFY(back.extra.value(u"options"_s).isUndefined());
        QCOMPARE(back.extra.value(u"id"_s).toString(), u"x1"_s);

        auto refused = [&](QByteArray d, LoadReason reason, const QString &path) {
            Save s2;
            Battle b2;
            LoadError e;
            QVERIFY(!readSave(d, s2, b2, e));
            QCOMPARE(e.reason, reason);
            QCOMPARE(e.path, path);
        };
        refused("{", LoadReason::NotJson, u"top level"_s);
        QByteArray other = data;
        other.replace("manster-duel", "rest-in-peace");
        refused(other, LoadReason::WrongGame, u"game"_s);
        QJsonObject o = QJsonDocument::fromJson(data).object();
        o[u"digest"_s] = u"0000"_s;
        refused(QJsonDocument(o).toJson(), LoadReason::DigestMismatch, u"digest"_s);
        o = QJsonDocument::fromJson(data).object();
        QJsonArray actions = o[u"actions"_s].toArray();
        actions.insert(0, toJson(attackOf(0, 1))); // before any stack: refused
        o[u"actions"_s] = actions;
        o[u"digest"_s] = u"0000000000000000"_s;
        refused(QJsonDocument(o).toJson(), LoadReason::Refused, u"actions[0]"_s);
        o = QJsonDocument::fromJson(data).object();
        o[u"players"_s] = QJsonArray{u"Solo"_s};
        refused(QJsonDocument(o).toJson(), LoadReason::BadField, u"players"_s);
        o = QJsonDocument::fromJson(data).object();
        o[u"options"_s] = QJsonObject{{u"meatRemoved"_s, u"thrice"_s}};
        refused(QJsonDocument(o).toJson(), LoadReason::BadField, u"options.meatRemoved"_s);
        o.remove(u"options"_s);
        refused(QJsonDocument(o).toJson(), LoadReason::BadField, u"options.meatRemoved"_s);
        o[u"version"_s] = 4;
        refused(QJsonDocument(o).toJson(), LoadReason::NewerVersion, u"version"_s);
    }

    // D-MAN-MEAT is saved with the battle: a battle counting the meat twice loads as it was played
    // (the same removal defeats the stack) and writes its option back; its digest differs from the
    // same steps read once.
    void meatOptionSaved()
    {
        const QStringList names{u"Ada"_s, u"Bo"_s};
        const std::vector<Action> steps{addFree(1, 0, meat(4)), addFree(1, 0, meat(6)), addFree(1, 0, bone(2)),
                                        addFree(1, 0, spirit()), endTurn(), setTaken(1, 0, 2), removeCard(1, 0, 0)};
        Battle twice(names, 0, MeatRule::Twice);
        Battle once(names, 0);
        for (const Action &a : steps) {
            must(twice, a);
            must(once, a);
        }
        QVERIFY(twice.players()[1].slabs[0].empty());
        QCOMPARE(once.players()[1].slabs[0].left(), 4);
        QVERIFY(twice.digest() != once.digest());
        Save s{names, 0, steps, {}};
        const QByteArray data = writeSave(s, twice);
        QCOMPARE(QJsonDocument::fromJson(data).object().value(u"options"_s).toObject().value(u"meatRemoved"_s).toString(),
                 u"twice"_s);
        Save back;
        Battle loaded;
        LoadError error;
        QVERIFY2(readSave(data, back, loaded, error), qPrintable(error.detail + error.path));
        QCOMPARE(back.meat, MeatRule::Twice);
        QVERIFY(loaded == twice);
        QVERIFY(back.start() == Battle(names, 0, MeatRule::Twice));
    }

    // A save of version 2 (written when the meat was counted twice, the only reading then, and the
    // opening stack could be spread over both slabs) loads with its digest, means what it meant, goes
    // on as it was played and is written back as version 2.
    void versionTwoSave()
    {
        const QByteArray v2 = manstertest::kMansterV2;
        Save s;
        Battle b;
        LoadError error;
        QVERIFY2(readSave(v2, s, b, error), qPrintable(error.detail + error.path));
        QCOMPARE(s.version, 2);
        QCOMPARE(s.meat, MeatRule::Twice);
        QCOMPARE(b.version(), 2);
        QCOMPARE(b.meatRule(), MeatRule::Twice);
        QVERIFY(b.players()[1].slabs[0].empty()); // 6 health, 2 + 4 taken: defeated as it was then
        QCOMPARE(b.players()[0].defeated, 0);     // no credit then
        QVERIFY(!b.players()[1].slabs[1].empty()); // the opening's second slab
        const QByteArray again = writeSave(s, b);
        const QJsonObject o = QJsonDocument::fromJson(again).object();
        QCOMPARE(o.value(u"version"_s).toInt(), 2);
        QVERIFY(o.value(u"options"_s).isUndefined());
        QCOMPARE(o.value(u"digest"_s).toString(), u"581519e781c4c0dd"_s);
        Save s2;
        Battle b2;
        QVERIFY(readSave(again, s2, b2, error));
        QVERIFY(b2 == b);
    }

    // MAN-END-1: a save written when a correction after the end was still taken (it brought the loser
    // back) loads as it was played and goes on; a battle of today refuses that correction.
    void saveWithCorrectionAfterTheEnd()
    {
        Battle b({u"Ada"_s, u"Bo"_s}, 0);
        Save s{{u"Ada"_s, u"Bo"_s}, 0, {}, {}};
        for (const Action &a : {add(0, 0, meat(5)), add(0, 0, bone(6)), add(0, 0, spirit()), endTurn(),
                                attackOf(0, 1), endTurn(), endTurn(), attackOf(0, 1)}) {
            must(b, a);
            s.actions.push_back(a);
        }
        QVERIFY(b.over());
        QCOMPARE(b.apply(setDirect(1, 4), nullptr).code, ErrorCode::BattleOver);
        Battle late = b;
        late.allowLateCorrections();
        must(late, setDirect(1, 4));
        s.actions.push_back(setDirect(1, 4));
        QVERIFY(!late.over());
        const QByteArray data = writeSave(s, late);
        Save back;
        Battle loaded;
        LoadError error;
        QVERIFY2(readSave(data, back, loaded, error), qPrintable(error.detail + error.path));
        QVERIFY(back.lateCorrections);
        QVERIFY(loaded == late);
        QVERIFY(!loaded.over());
        QVERIFY(back.start().lateCorrections());
        // A save of today's battles knows nothing of it.
        s.actions.pop_back();
        QVERIFY(readSave(writeSave(s, b), back, loaded, error));
        QVERIFY(!back.lateCorrections);
        QVERIFY(!loaded.lateCorrections());
    }

    // Random battles (OpenSpiel's random-playout checks): every step is either applied or refused
    // without a change; stacks never hold damage that reaches their health; saves and undo round-trip.
    void randomBattles()
    {
        for (quint32 seed = 1; seed <= 40; ++seed) {
            QRandomGenerator rng(seed);
            const int n = 2 + int(rng.bounded(5));
            QStringList names;
            for (int i = 0; i < n; ++i)
                names << u"P%1"_s.arg(i);
            mc::Record<Battle, Action, 8> record(Battle(names, 0));
            Save save{names, 0, {}, {}};
            for (int step = 0; step < 400 && !record.current().over(); ++step) {
                const Battle &b = record.current();
                Action a;
                const int r = int(rng.bounded(100));
                const int p = int(rng.bounded(n));
                if (r < 45) {
                    const auto kind = CardKind(rng.bounded(4));
                    a = add(p, int(rng.bounded(2)), Card{kind, 1 + int(rng.bounded(6)), 1 + int(rng.bounded(4))});
                } else if (r < 65) {
                    a = attackOf(b.turn(), int(rng.bounded(n)));
                } else if (r < 75) {
                    a = swap(b.turn());
                } else if (r < 80) {
                    a = removeCard(p, int(rng.bounded(2)), int(rng.bounded(4)));
                } else if (r < 84) {
                    a = discard(p, Card{CardKind(rng.bounded(4)), 1 + int(rng.bounded(6)), 1 + int(rng.bounded(4))},
                                rng.bounded(2) == 1);
                } else if (r < 88) {
                    a = take(p, int(rng.bounded(int(b.graveyard().size()) + 1)));
                } else {
                    a = endTurn();
                }
                const Battle before = b;
                if (record.apply(a).ok()) {
                    save.actions.push_back(a);
                } else {
                    QVERIFY(record.current() == before);
                }
                for (const Player &pl : record.current().players()) {
                    for (const Stack &s : pl.slabs)
                        QVERIFY(s.empty() ? s.taken == 0 : s.taken < s.health() || s.taken == 0);
                    QVERIFY(pl.played <= kCardsPerTurn); // MAN-TURN-1
                }
                QVERIFY(!record.current().graveyard().empty()); // MAN-GRAVE-1
            }
            Save back;
            Battle loaded;
            LoadError error;
            QVERIFY2(readSave(writeSave(save, record.current()), back, loaded, error), qPrintable(error.detail));
            QVERIFY(loaded == record.current());
            const Battle end = record.current();
            int undone = 0;
            while (record.undo())
                ++undone;
            QCOMPARE(undone, int(save.actions.size()));
            QVERIFY(record.current() == Battle(names, 0));
            while (record.redo()) {
            }
            QVERIFY(record.current() == end);
        }
    }
};

QTEST_GUILESS_MAIN(TestManster)
#include "tst_manster.moc"
