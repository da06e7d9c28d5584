// Property test of custom rulesets: every ruleset the parser accepts gives games that end and saves
// that load again. Random valid rulesets (numbers anywhere in their accepted ranges, random card ids,
// shuffled, trimmed and grown decks, a random guild order: docs/ruleset-format.md) are played to the
// end with random legal actions, digital and table; the save of each game is reloaded at random points
// and at the end. Random invalid edits (a bad card id, a kind of the wrong type, a number out of its
// range) are refused with an error naming the field.
#include "testutil.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>


using namespace Qt::StringLiterals;
using namespace mc;

namespace {

// The bound on the steps (decisions and chance outcomes) of one game. The longest games come from the
// largest Unity supply (100, the accepted maximum); they take a few thousand steps (see
// docs/ruleset-format.md), so a game past this bound is one that does not end.
constexpr int kMaxSteps = 60000;

struct Rng {
    std::uint64_t x;
    int below(int n) { return uniformBelow(x, n); }
    // The ends of a range are where rulesets break, so they come up often.
    int range(int lo, int hi)
    {
        const int r = below(8);
        return r == 0 ? lo : r == 1 ? hi : lo + below(hi - lo + 1);
    }
    bool chance(int percent) { return below(100) < percent; }
};

QJsonObject standardObject()
{
    return QJsonDocument::fromJson(standardRulesetJson()).object();
}

QByteArray toBytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The words the action notation reads as something other than a card (model/action.cpp).
bool reservedWord(const QString &id)
{
    return id == u"unknown"_s || id == u"none"_s || id == u"crypt"_s || (id.size() == 2 && id[0] == u'p' && id[1].isDigit())
           || factionFromKey(id) >= 0 || guildFromKey(id) >= 0;
}

// A random id of the accepted form: a lowercase ASCII letter, then letters, digits and '-'.
QString randomId(Rng &g)
{
    static const char kTail[] = "abcdefghijklmnopqrstuvwxyz0123456789-";
    for (;;) {
        QString id(QChar(u'a' + g.below(26)));
        for (int n = g.below(12); n > 0; --n)
            id += QChar(QLatin1Char(kTail[g.below(int(sizeof kTail) - 1)]));
        if (!reservedWord(id))
            return id;
    }
}

QJsonArray shuffled(QJsonArray a, Rng &g)
{
    for (qsizetype i = a.size() - 1; i > 0; --i) {
        const qsizetype j = g.below(int(i + 1));
        const QJsonValue t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
    return a;
}

// A deck shuffled, then trimmed or grown (with copies of its cards) to a size in [lo, hi].
QJsonArray reshaped(const QJsonArray &deck, Rng &g, int lo, int hi)
{
    QJsonArray out = shuffled(deck, g);
    const int size = g.range(lo, hi);
    while (out.size() > size)
        out.removeLast();
    while (out.size() < size)
        out.append(deck[g.below(int(deck.size()))]);
    return out;
}

QJsonArray randomInts(Rng &g, qsizetype n, int lo, int hi)
{
    QJsonArray a;
    for (qsizetype i = 0; i < n; ++i)
        a.append(g.range(lo, hi));
    return a;
}

QJsonObject randomCondition(QJsonObject c, Rng &g)
{
    c[u"n"_s] = g.range(0, 50);
    return c;
}

// Effect amounts anywhere in -20..20 (0..20 where the parser refuses a negative amount).
QJsonArray randomEffects(const QJsonArray &effects, Rng &g)
{
    QJsonArray out;
    for (const QJsonValue &v : effects) {
        QJsonObject e = v.toObject();
        const QString op = e[u"op"_s].toString();
        const bool positive = op == u"figure"_s || op == u"steal"_s || op == u"forge"_s || op == u"move"_s;
        if (g.chance(40))
            e[u"amount"_s] = g.range(positive ? 0 : -20, 20);
        if (e.contains(u"if"_s) && g.chance(40))
            e[u"if"_s] = randomCondition(e[u"if"_s].toObject(), g);
        out.append(e);
    }
    return out;
}

// Gives a deck's cards ids drawn from `pool` (one id once per deck; other decks draw from the same
// pool, so the same id often names cards of two decks) and random numbers in their effects.
QJsonArray renamed(const QJsonArray &deck, Rng &g, const QStringList &pool, const QString &key)
{
    QStringList ids = pool;
    QJsonArray out;
    for (const QJsonValue &v : deck) {
        QJsonObject c = v.toObject();
        c[u"id"_s] = ids.takeAt(g.below(int(ids.size())));
        if (key == u"court"_s && c.contains(u"options"_s)) {
            QJsonArray options = c[u"options"_s].toArray();
            for (qsizetype k = 0; k < options.size(); ++k)
                options[k] = randomEffects(options[k].toArray(), g);
            c[u"options"_s] = options;
        } else if (key == u"mourners"_s) {
            c[u"effects"_s] = randomEffects(c[u"effects"_s].toArray(), g);
            if (g.chance(20))
                c[u"starting"_s] = !c[u"starting"_s].toBool();
        } else if (key == u"wallows"_s) {
            c[u"reward"_s] = randomEffects(c[u"reward"_s].toArray(), g);
            c[u"penalty"_s] = randomEffects(c[u"penalty"_s].toArray(), g);
            c[u"objective"_s] = randomCondition(c[u"objective"_s].toObject(), g);
        } else if (key == u"motives"_s) {
            c[u"per"_s] = g.range(1, 20);
            c[u"max"_s] = g.range(0, 50);
        }
        out.append(c);
    }
    return out;
}

// A random ruleset the parser must accept: the standard one with every number drawn from its accepted
// range (docs/ruleset-format.md), random location factions, guild order and card ids, and decks
// shuffled, trimmed and grown within what the parser accepts.
QJsonObject randomRuleset(Rng &g)
{
    QJsonObject o = standardObject();
    o[u"id"_s] = u"custom-%1"_s.arg(g.x);
    QJsonObject unity;
    for (int n = 2; n <= kMaxPlayers; ++n)
        unity[QString::number(n)] = g.range(5, 100); // R-SETUP-1
    o[u"unitySupply"_s] = unity;
    o[u"startEtherea"_s] = g.range(0, 50);
    o[u"basesPerPlayer"_s] = g.range(1, 40);
    o[u"figuresPerGuild"_s] = g.range(1, 40);
    o[u"cost"_s] = QJsonObject{{u"figure"_s, g.range(1, 10)}, {u"mourner"_s, g.range(1, 10)}}; // D-COST
    o[u"tithe"_s] = randomInts(g, 13, 0, 20);                                                  // D-TITHE
    o[u"threatLimit"_s] = randomInts(g, 10, 0, 80);                                            // D-THREAT-LIMIT
    o[u"titheMiss"_s] = QJsonObject{{u"suspicion"_s, g.range(0, 13)}, {u"threat"_s, g.range(0, 10)}}; // D-TITHE-MISS
    o[u"titheUnity"_s] = QJsonObject{{u"top"_s, g.range(1, 20)}, {u"other"_s, g.range(0, 20)}, {u"tie"_s, g.range(0, 20)},
                                     {u"nothing"_s, g.range(0, 20)}, {u"miss"_s, g.range(0, 20)}};
    o[u"forgeEmptiesAtTithe"_s] = g.chance(50);
    o[u"suspicionPenalty"_s] = g.range(0, 20);
    o[u"motiveBonusMax"_s] = g.range(0, 100);
    QJsonArray roll; // D-CROWD-ROLL
    for (int i = 0; i < 6; ++i)
        roll.append(QJsonArray{u"destroy"_s, u"crypt"_s, u"stay"_s}[g.below(3)]);
    o[u"crowdRoll"_s] = roll;
    QJsonArray locations = o[u"locations"_s].toArray(); // D-LOC-FACTION
    for (qsizetype i = 0; i < locations.size(); ++i) {
        QJsonObject l = locations[i].toObject();
        l[u"faction"_s] = QString::fromLatin1(factionKey(g.below(kFactions)));
        locations[i] = l;
    }
    o[u"locations"_s] = locations;
    QJsonArray order; // D-GUILD-ORDER, short keys sometimes
    for (const QJsonValue &guild : shuffled(o[u"guildOrder"_s].toArray(), g))
        order.append(g.chance(30) ? QString::fromLatin1(guildShortKey(guildFromKey(guild.toString()))) : guild.toString());
    o[u"guildOrder"_s] = order;

    QJsonObject cards = o[u"cards"_s].toObject();
    const QJsonArray court = reshaped(cards[u"court"_s].toArray(), g, kMaxPlayers, 30);
    const QJsonArray mourners = reshaped(cards[u"mourners"_s].toArray(), g, 0, 40);
    const QJsonArray wallows = reshaped(cards[u"wallows"_s].toArray(), g, 0, 40);
    QJsonArray motives = cards[u"motives"_s].toArray(); // at least 4 of each faction
    for (int extra = g.range(0, 6); extra > 0; --extra)
        motives.append(motives[g.below(int(motives.size()))]);
    motives = shuffled(motives, g);
    QStringList pool;
    while (pool.size() < 50) {
        const QString id = randomId(g);
        if (!pool.contains(id))
            pool << id;
    }
    cards[u"court"_s] = renamed(court, g, pool, u"court"_s);
    cards[u"mourners"_s] = renamed(mourners, g, pool, u"mourners"_s);
    cards[u"wallows"_s] = renamed(wallows, g, pool, u"wallows"_s);
    cards[u"motives"_s] = renamed(motives, g, pool, u"motives"_s);
    o[u"cards"_s] = cards;

    QJsonObject draft; // R-DRAFT-1: deal * players <= Court cards
    for (int n = 2; n <= kMaxPlayers; ++n)
        draft[QString::number(n)] = QJsonObject{{u"deal"_s, g.range(1, std::min<int>(7, int(court.size()) / n))},
                                                {u"keepLast"_s, g.chance(50)}};
    o[u"draft"_s] = draft;
    return o;
}

// Saves `game`, loads it again and compares; empty when the reload gives the same state.
QString reloadProblem(const Game &game)
{
    const Game::LoadResult loaded = Game::fromJson(game.toJson());
    if (!loaded.ok())
        return u"the save does not load: "_s + mc::problemKeys(loaded.problems);
    if (!(loaded.game.state() == game.state()))
        return u"the reloaded state differs"_s;
    if (loaded.game.actions().size() != game.actions().size())
        return u"the reloaded game has another number of actions"_s;
    return {};
}

// Plays random legal actions (digital: chance from the state's generator; table: any legal chance
// outcome, named or not) to the end. Empty when the game ended with its invariants intact and its
// save reloading to the same state at a few random points and at the end.
QString playToEnd(const RulesetPtr &rules, Rng &g, Mode mode, int &steps)
{
    const int players = g.range(2, kMaxPlayers);
    const std::uint64_t seed = g.x;
    const int alltaker = g.below(players);
    Game game = Game::create(rules, players, seed, mode, alltaker);
    std::vector<Action> legal;
    int reloads = 0;
    Phase phase = game.state().phase;
    for (steps = 0; steps < kMaxSteps && !game.state().isTerminal(); ++steps) {
        const GameState &s = game.state();
        Action a;
        if (s.isChance() && mode == Mode::Digital) {
            a = s.sampleChance();
        } else {
            s.legalActions(legal);
            if (legal.empty())
                return u"no legal action at step %1 (decision %2)"_s.arg(steps).arg(QLatin1StringView(decisionKey(s.decision())));
            a = legal[std::size_t(g.below(int(legal.size())))];
        }
        if (const ApplyError e = game.apply(a); e != ApplyError::None)
            return u"a legal action was refused at step %1: %2"_s.arg(steps).arg(QLatin1StringView(applyErrorKey(e)));
        if (game.state().phase != phase) {
            phase = game.state().phase;
            if (const QString v = game.state().checkInvariants(); !v.isEmpty())
                return u"invariant broken at step %1: %2"_s.arg(steps).arg(v);
        }
        if (reloads < 2 && g.chance(1)) {
            ++reloads;
            if (const QString why = reloadProblem(game); !why.isEmpty())
                return u"at step %1: %2"_s.arg(steps).arg(why);
        }
    }
    if (!game.state().isTerminal())
        return u"no end after %1 steps (%2 players, round %3)"_s.arg(kMaxSteps).arg(players).arg(game.state().round);
    if (const QString v = game.state().checkInvariants(); !v.isEmpty())
        return u"invariant broken at the end: "_s + v;
    if (const QString why = reloadProblem(game); !why.isEmpty())
        return u"at the end: "_s + why;
    return {};
}

template<typename Change>
void editCard(QJsonObject &o, const QString &deck, qsizetype index, Change change)
{
    QJsonObject cards = o[u"cards"_s].toObject();
    QJsonArray list = cards[deck].toArray();
    QJsonObject card = list[index].toObject();
    change(card);
    list[index] = card;
    cards[deck] = list;
    o[u"cards"_s] = cards;
}

void setIn(QJsonObject &o, const QString &object, const QString &key, const QJsonValue &v)
{
    QJsonObject inner = o[object].toObject();
    inner[key] = v;
    o[object] = inner;
}

// One invalid edit of a valid ruleset, and what the refusal must name.
struct Mutation {
    QString field;   // the field path the problem must start with
    QString message; // a part of its key (mc::problemKey: the code, the accepted range, the id)
};

Mutation mutate(QJsonObject &o, Rng &g)
{
    static const QStringList decks{u"court"_s, u"mourners"_s, u"wallows"_s, u"motives"_s};
    const QJsonObject cards = o[u"cards"_s].toObject();
    QString deck;
    do
        deck = decks[g.below(int(decks.size()))];
    while (cards[deck].toArray().isEmpty());
    const qsizetype card = g.below(int(cards[deck].toArray().size()));
    const QString cardPath = u"cards.%1[%2]"_s.arg(deck).arg(card);
    static const QStringList badIds{u"Big Card"_s, u"big card"_s, u"BIG"_s, u"grä-ber"_s, u"1st"_s, u"-card"_s, u"card_1"_s,
                                    u"card.1"_s, u"éclat"_s};
    static const QStringList reservedIds{u"unknown"_s, u"none"_s, u"crypt"_s, u"p1"_s, u"p4"_s, u"p0"_s, u"p9"_s, u"bone"_s,
                                         u"flesh"_s, u"spirit"_s, u"mk"_s, u"co"_s, u"cs"_s, u"sc"_s, u"gc"_s, u"do"_s,
                                         u"mortis-knighthood"_s, u"dreadsbane-order"_s};
    const int n = g.range(2, kMaxPlayers);
    switch (g.below(16)) {
    case 0: {
        const QString id = badIds[g.below(int(badIds.size()))];
        editCard(o, deck, card, [&](QJsonObject &c) { c[u"id"_s] = id; });
        return {cardPath + u".id"_s, u"badCardId '%1'"_s.arg(id)};
    }
    case 1: {
        const QString id = reservedIds[g.below(int(reservedIds.size()))];
        editCard(o, deck, card, [&](QJsonObject &c) { c[u"id"_s] = id; });
        return {cardPath + u".id"_s, u"reservedCardId '%1'"_s.arg(id)};
    }
    case 2: { // a kind of the wrong JSON type
        const QString kindDeck = g.chance(50) ? u"court"_s : u"motives"_s;
        const QJsonValue bad = QJsonArray{3, true, QJsonArray{}, QJsonObject{}, QJsonValue::Null}[g.below(5)];
        editCard(o, kindDeck, 0, [&](QJsonObject &c) { c[u"kind"_s] = bad; });
        return {u"cards.%1[0].kind"_s.arg(kindDeck), u"emptyName"_s};
    }
    case 3: {
        o[u"unitySupply"_s] = QJsonObject{{u"2"_s, 25}, {u"3"_s, 30}, {u"4"_s, 35}};
        setIn(o, u"unitySupply"_s, QString::number(n), g.chance(50) ? g.range(-5, 4) : g.range(101, 1000));
        return {u"unitySupply.%1"_s.arg(n), u"notANumber 5..100"_s};
    }
    case 4: {
        const QString which = g.chance(50) ? u"figure"_s : u"mourner"_s;
        setIn(o, u"cost"_s, which, g.chance(50) ? g.range(-3, 0) : g.range(11, 200));
        return {u"cost."_s + which, u"notANumber 1..10"_s};
    }
    case 5: {
        setIn(o, u"titheUnity"_s, u"top"_s, g.chance(50) ? 0 : 21);
        return {u"titheUnity.top"_s, u"notANumber 1..20"_s};
    }
    case 6: {
        o[u"startEtherea"_s] = g.chance(50) ? -1 : 51;
        return {u"startEtherea"_s, u"notANumber 0..50"_s};
    }
    case 7: {
        const QString key = g.chance(50) ? u"basesPerPlayer"_s : u"figuresPerGuild"_s;
        o[key] = g.chance(50) ? 0 : 41;
        return {key, u"notANumber 1..40"_s};
    }
    case 8: {
        QJsonArray t = o[u"tithe"_s].toArray();
        const int i = g.below(13);
        t[i] = g.chance(50) ? -1 : 21;
        o[u"tithe"_s] = t;
        return {u"tithe[%1]"_s.arg(i), u"notANumber 0..20"_s};
    }
    case 9: {
        QJsonArray t = o[u"threatLimit"_s].toArray();
        const int i = g.below(10);
        t[i] = g.chance(50) ? -1 : 81;
        o[u"threatLimit"_s] = t;
        return {u"threatLimit[%1]"_s.arg(i), u"notANumber 0..80"_s};
    }
    case 10: {
        setIn(o, u"titheMiss"_s, u"threat"_s, 11);
        return {u"titheMiss.threat"_s, u"notANumber 0..10"_s};
    }
    case 11: {
        QJsonObject d = o[u"draft"_s].toObject();
        setIn(d, QString::number(n), u"deal"_s, g.chance(50) ? 0 : 8);
        o[u"draft"_s] = d;
        return {u"draft.%1.deal"_s.arg(n), u"notANumber 1..7"_s};
    }
    case 12: { // a number where a whole number is wanted
        setIn(o, u"cost"_s, u"figure"_s, g.chance(50) ? QJsonValue(u"3"_s) : QJsonValue(2.5));
        return {u"cost.figure"_s, u"notANumber"_s};
    }
    case 13: { // a Wallows objective's location of the wrong type or out of range
        const QJsonValue bad = QJsonArray{5, u"13"_s, u"0"_s, u"five"_s, true, u""_s}[g.below(6)];
        QJsonObject cardsNow = o[u"cards"_s].toObject();
        QJsonArray w = cardsNow[u"wallows"_s].toArray();
        if (w.isEmpty())
            w.append(standardObject()[u"cards"_s].toObject()[u"wallows"_s].toArray().first());
        QJsonObject first = w[0].toObject();
        first[u"objective"_s] = QJsonObject{{u"kind"_s, u"figures-at"_s}, {u"n"_s, 1}, {u"of"_s, bad}};
        w[0] = first;
        cardsNow[u"wallows"_s] = w;
        o[u"cards"_s] = cardsNow;
        return {u"cards.wallows[0].objective.of"_s, u"notLocation"_s};
    }
    case 14: { // an effect amount out of range
        editCard(o, u"court"_s, 0, [&](QJsonObject &c) {
            c[u"options"_s] = QJsonArray{QJsonArray{QJsonObject{{u"op"_s, u"etherea"_s}, {u"amount"_s, g.chance(50) ? -21 : 21}}},
                                         QJsonArray{}};
        });
        return {u"cards.court[0].options[0][0].amount"_s, u"notANumber -20..20"_s};
    }
    default: { // an id used twice in one deck
        const QJsonArray list = cards[deck].toArray();
        if (list.size() < 2) {
            editCard(o, deck, card, [](QJsonObject &c) { c[u"id"_s] = u"Twice"_s; });
            return {cardPath + u".id"_s, u"badCardId"_s};
        }
        const QString id = list[0].toObject()[u"id"_s].toString();
        editCard(o, deck, list.size() - 1, [&](QJsonObject &c) { c[u"id"_s] = id; });
        return {u"cards.%1[%2].id"_s.arg(deck).arg(list.size() - 1), u"duplicateId"_s};
    }
    }
}

} // namespace

class TestCustomRulesets : public QObject {
    Q_OBJECT

private slots:
    // R-END-1 with any accepted ruleset: random play ends within kMaxSteps, the invariants hold and the
    // save reloads to the same state (D-GUILD-ORDER, D-COST, D-TITHE, ... drawn from their ranges).
    void acceptedRulesetsGiveGamesThatEndAndReload()
    {
        Rng g{20261123};
        int longest = 0;
        // MOURNERS_CUSTOM_RULESETS=N runs N rulesets (a longer soak); the default keeps the test short.
        const int count = qEnvironmentVariableIntValue("MOURNERS_CUSTOM_RULESETS") > 0
                              ? qEnvironmentVariableIntValue("MOURNERS_CUSTOM_RULESETS") : 200;
        for (int i = 0; i < count; ++i) {
            const QJsonObject o = randomRuleset(g);
            const RulesetResult parsed = parseRuleset(toBytes(o));
            QVERIFY2(parsed.ruleset, qPrintable(u"ruleset %1 refused: %2"_s.arg(i).arg(mc::problemKeys(parsed.problems))));
            const int games = i % 4 == 0 ? 3 : 2;
            for (int k = 0; k < games; ++k) {
                const Mode mode = k == 2 ? Mode::Table : Mode::Digital;
                int steps = 0;
                const QString problem = playToEnd(parsed.ruleset, g, mode, steps);
                if (!problem.isEmpty()) // kept for a look: mourners-cli new --ruleset FILE
                    (void)writeFileAtomically(QDir::temp().filePath(u"tst_customrulesets-%1.json"_s.arg(i)),
                                              QJsonDocument(o).toJson(), static_cast<Problem *>(nullptr));
                QVERIFY2(problem.isEmpty(), qPrintable(u"ruleset %1 (kept in %2), game %3 (%4): %5"_s.arg(i)
                                                           .arg(QDir::temp().filePath(u"tst_customrulesets-%1.json"_s.arg(i)))
                                                           .arg(k)
                                                           .arg(mode == Mode::Table ? u"table"_s : u"digital"_s, problem)));
                longest = std::max(longest, steps);
            }
        }
        qInfo("longest game: %d steps (bound %d)", longest, kMaxSteps);
    }

    // Every invalid edit of a valid ruleset is refused, naming the field (and the rule it breaks).
    void invalidEditsAreRefusedNamingTheField()
    {
        Rng g{77};
        for (int i = 0; i < 300; ++i) {
            QJsonObject o = randomRuleset(g);
            const Mutation m = mutate(o, g);
            const RulesetResult parsed = parseRuleset(toBytes(o));
            QVERIFY2(!parsed.ruleset, qPrintable(u"edit %1 accepted: %2"_s.arg(i).arg(m.field)));
            QVERIFY2(mc::problemKeys(parsed.problems).startsWith(m.field + u':') && mc::problemKeys(parsed.problems).contains(m.message),
                     qPrintable(u"edit %1: expected '%2 … %3', got '%4'"_s.arg(i).arg(m.field, m.message, mc::problemKeys(parsed.problems))));
        }
    }

    // The same id in two decks is no ambiguity: every place of the notation names its deck. A game
    // whose Court card, Mourner, Wallows card and motive share ids saves and loads again.
    void sameIdInTwoDecksReloads()
    {
        QJsonObject o = standardObject();
        for (const QString &deck : {u"court"_s, u"mourners"_s, u"wallows"_s, u"motives"_s}) {
            QJsonObject cards = o[u"cards"_s].toObject();
            QJsonArray list = cards[deck].toArray();
            for (qsizetype i = 0; i < list.size(); ++i) {
                QJsonObject c = list[i].toObject();
                c[u"id"_s] = u"card-%1"_s.arg(i);
                list[i] = c;
            }
            cards[deck] = list;
            o[u"cards"_s] = cards;
        }
        const RulesetResult parsed = parseRuleset(toBytes(o));
        QVERIFY2(parsed.ruleset, qPrintable(mc::problemKeys(parsed.problems)));
        QCOMPARE(parsed.ruleset->courtIndex(u"card-3"_s), 3);
        QCOMPARE(parsed.ruleset->mournerIndex(u"card-3"_s), 3);
        Rng g{5};
        for (const Mode mode : {Mode::Digital, Mode::Table, Mode::Digital, Mode::Table}) {
            int steps = 0;
            const QString problem = playToEnd(parsed.ruleset, g, mode, steps);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }
};

QTEST_GUILESS_MAIN(TestCustomRulesets)
#include "tst_customrulesets.moc"
