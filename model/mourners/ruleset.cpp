#include "ruleset.h"

#include "action.h"
#include "model/core/jsonread.h"
#include "model/core/names.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <initializer_list>

using namespace Qt::StringLiterals;

namespace mc {

namespace {
const char *const kFactionKeys[kFactions] = {"bone", "flesh", "spirit"};
const char *const kGuildKeys[kGuilds] = {"mortis-knighthood", "council-of-osteomancy", "conclave-of-shadows",
                                         "shroudrievies-coven", "gravedancers-circle", "dreadsbane-order"};
const char *const kGuildShort[kGuilds] = {"mk", "co", "cs", "sc", "gc", "do"};

template<typename T>
int indexById(const std::vector<T> &cards, const QString &id)
{
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].id == id)
            return int(i);
    return -1;
}

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

// Reads fields and keeps every problem, with the path of the field. A problem at a field hides later
// ones at or inside it (a missing object has no wrong entries). `ok()` is true while the current Scope
// found nothing, so that one field's checks stop at its first fault while the other fields go on.
class Reader {
public:
    Problems problems;
    std::size_t base = 0;

    QSet<QString> failedPaths; // the paths of `problems`, so that a new fault finds its hiders at once

    bool ok() const { return problems.size() == base; }
    // Hidden when its own path or one that contains it failed: the prefixes of `path` that end before a
    // '.' or '[' are looked up, so that a file with thousands of faults is read in linear time.
    bool hidden(const QString &path) const
    {
        if (failedPaths.isEmpty())
            return false;
        if (failedPaths.contains(path))
            return true;
        for (qsizetype i = 1; i < path.size(); ++i)
            if ((path.at(i) == u'.' || path.at(i) == u'[') && failedPaths.contains(QStringView(path).left(i).toString()))
                return true;
        return false;
    }
    void fail(const QString &path, ProblemCode code, const QString &detail = {}, int min = 0, int max = 0, int value = 0)
    {
        if (hidden(path))
            return;
        failedPaths.insert(path);
        Problem p;
        p.path = path;
        p.reason = code;
        p.detail = detail;
        p.min = min;
        p.max = max;
        p.value = value;
        problems.push_back(p);
    }

    // Refuses every key of the object at `path` that is not one of `known` (a null entry is no key), each
    // named: a misspelt optional key ("suspicionPenaly") would otherwise leave its field at the default.
    // Called once an object's fields are read, so that a misspelt required key is named as missing too. An
    // unknown key is never the consequence of another fault, so nothing hides it, and it hides nothing.
    void onlyKeys(const QJsonObject &o, const QString &path, std::initializer_list<QStringView> known)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            const QString key = it.key();
            if (std::none_of(known.begin(), known.end(), [&](QStringView k) { return !k.isNull() && k == key; }))
                problems.push_back(Problem{path, ProblemCode::UnknownKey, key});
        }
    }

    QJsonValue need(const QJsonObject &o, const QString &path, const QString &key)
    {
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            fail(path, ProblemCode::MissingKey, key); // the object that lacks it, as the score sheets' readers say
        return v;
    }

    int integer(const QJsonValue &v, const QString &path, int lo, int hi)
    {
        if (v.isUndefined()) // need() said it is missing
            return lo;
        if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < lo || v.toInt() > hi) {
            fail(path, ProblemCode::NotANumber, {}, lo, hi);
            return lo;
        }
        const int x = v.toInt();
        return x;
    }

    int integer(const QJsonObject &o, const QString &path, const QString &key, int lo, int hi)
    {
        return integer(need(o, path, key), join(path, key), lo, hi);
    }

    int optInteger(const QJsonObject &o, const QString &path, const QString &key, int lo, int hi, int def)
    {
        return o.contains(key) ? integer(o.value(key), join(path, key), lo, hi) : def;
    }

    QString string(const QJsonObject &o, const QString &path, const QString &key)
    {
        const QJsonValue v = need(o, path, key);
        if (!v.isUndefined() && (!v.isString() || v.toString().trimmed().isEmpty()))
            fail(join(path, key), ProblemCode::EmptyName);
        // Names and ids are printed on screens, saves and the command line: a control character, a lone
        // half of a surrogate pair or a direction override is refused as in a player's name (names.h).
        else if (const auto bad = nameProblem(v.toString(), join(path, key)); bad && bad->reason == ProblemCode::BadCharacter
                                                                                  && !hidden(bad->path)) {
            failedPaths.insert(bad->path);
            problems.push_back(*bad);
        }
        return v.toString();
    }

    bool boolean(const QJsonObject &o, const QString &path, const QString &key, bool def)
    {
        if (!o.contains(key))
            return def;
        if (!o.value(key).isBool())
            fail(join(path, key), ProblemCode::NotABool);
        return o.value(key).toBool();
    }

    QJsonObject object(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject() && !v.isUndefined())
            fail(path, ProblemCode::NotObject);
        return v.toObject();
    }

    QJsonArray array(const QJsonValue &v, const QString &path)
    {
        if (!v.isArray() && !v.isUndefined())
            fail(path, ProblemCode::NotList);
        return v.toArray();
    }

    int faction(const QJsonValue &v, const QString &path)
    {
        const int f = factionFromKey(v.toString());
        if (f < 0 && !v.isUndefined())
            fail(path, ProblemCode::NotFaction, v.toString());
        return std::max(f, 0);
    }

    int guild(const QJsonValue &v, const QString &path)
    {
        const int g = guildFromKey(v.toString());
        if (g < 0 && !v.isUndefined())
            fail(path, ProblemCode::NotGuild, v.toString());
        return std::max(g, 0);
    }

    // A location number written as text ("5"), as the card editor writes a condition's `of`.
    int locationText(const QJsonValue &v, const QString &path)
    {
        const QString t = v.toString();
        bool digits = v.isString() && !t.isEmpty() && t.size() <= 2;
        for (const QChar c : t)
            digits = digits && c >= u'0' && c <= u'9';
        const int n = digits ? t.toInt() : 0;
        if (!v.isUndefined() && (n < 1 || n > kLocations))
            fail(path, ProblemCode::NotLocation, t, 1, kLocations);
        return std::clamp(n, 1, kLocations);
    }

    std::vector<std::int8_t> intList(const QJsonValue &v, const QString &path, int size, int lo, int hi)
    {
        std::vector<std::int8_t> out;
        const QJsonArray a = array(v, path);
        if (ok() && a.size() != size)
            fail(path, ProblemCode::WrongCount, {}, size, size, int(a.size()));
        // Every entry is checked: a table typing its tithe row sees all its typos at once.
        for (int i = 0; i < a.size(); ++i)
            out.push_back(std::int8_t(integer(a.at(i), u"%1[%2]"_s.arg(path).arg(i), lo, hi)));
        return out;
    }

    Condition condition(const QJsonValue &v, const QString &path)
    {
        static const QHash<QString, ConditionKind> kinds = {
            {u"etherea"_s, ConditionKind::EthereaAtLeast},    {u"unity"_s, ConditionKind::UnityAtLeast},
            {u"influence"_s, ConditionKind::InfluenceAtLeast}, {u"figures-at"_s, ConditionKind::FiguresAt},
            {u"guild"_s, ConditionKind::GuildAtLeast},        {u"mourners"_s, ConditionKind::MournersAtLeast},
        };
        Condition c;
        const QJsonObject obj = object(v, path);
        if (!ok())
            return c;
        const QString kind = string(obj, path, u"kind"_s);
        if (ok() && !kinds.contains(kind))
            fail(path + u".kind"_s, ProblemCode::UnknownWord, kind);
        c.kind = kinds.value(kind);
        c.n = std::int8_t(integer(obj, path, u"n"_s, 0, 50));
        switch (c.kind) {
        case ConditionKind::InfluenceAtLeast: c.arg = std::int8_t(faction(need(obj, path, u"of"_s), path + u".of"_s)); break;
        case ConditionKind::GuildAtLeast: c.arg = std::int8_t(guild(need(obj, path, u"of"_s), path + u".of"_s)); break;
        case ConditionKind::FiguresAt: c.arg = std::int8_t(locationText(need(obj, path, u"of"_s), path + u".of"_s) - 1); break;
        default: break;
        }
        const bool hasOf = c.kind == ConditionKind::InfluenceAtLeast || c.kind == ConditionKind::GuildAtLeast
                           || c.kind == ConditionKind::FiguresAt;
        if (kinds.contains(kind)) // an unknown kind is the fault, not the "of" it came with
            onlyKeys(obj, path, {u"kind", u"n", hasOf ? QStringView(u"of") : QStringView()});
        return c;
    }

    Effects effects(const QJsonValue &v, const QString &path)
    {
        Effects out;
        if (v.isUndefined())
            return out;
        const QJsonArray a = array(v, path);
        for (int i = 0; i < a.size() && ok(); ++i) {
            const QString p = u"%1[%2]"_s.arg(path).arg(i);
            const QJsonObject o = object(a.at(i), p);
            if (!ok())
                break;
            Effect e;
            const QString op = string(o, p, u"op"_s);
            static const QHash<QString, EffectOp> ops = {
                {u"etherea"_s, EffectOp::Etherea},     {u"unity"_s, EffectOp::Unity},
                {u"influence"_s, EffectOp::Influence}, {u"suspicion"_s, EffectOp::Suspicion},
                {u"threat"_s, EffectOp::Threat},       {u"forge"_s, EffectOp::Forge},
                {u"figure"_s, EffectOp::Figure},       {u"steal"_s, EffectOp::Steal},
                {u"move"_s, EffectOp::Move},
            };
            if (!ops.contains(op)) {
                fail(p + u".op"_s, ProblemCode::UnknownWord, op);
                break;
            }
            e.op = ops.value(op);
            e.amount = std::int8_t(integer(o, p, u"amount"_s, -20, 20));
            if (e.op == EffectOp::Influence || e.op == EffectOp::Steal)
                e.faction = std::int8_t(faction(need(o, p, u"faction"_s), p + u".faction"_s));
            if (e.op == EffectOp::Figure)
                e.guild = std::int8_t(guild(need(o, p, u"guild"_s), p + u".guild"_s));
            if (e.op == EffectOp::Move)
                e.location = std::int8_t(integer(o, p, u"location"_s, 1, kLocations) - 1);
            if ((e.op == EffectOp::Figure || e.op == EffectOp::Steal || e.op == EffectOp::Forge || e.op == EffectOp::Move)
                && e.amount < 0)
                fail(p + u".amount"_s, ProblemCode::NegativeAmount, op);
            if (o.contains(u"if"_s)) {
                e.conditional = true;
                e.condition = condition(o.value(u"if"_s), p + u".if"_s);
            }
            // Only the key the op uses: a faction on an Etherea effect is a mistake, not a detail.
            const QStringView extra = e.op == EffectOp::Influence || e.op == EffectOp::Steal ? QStringView(u"faction")
                                      : e.op == EffectOp::Figure                          ? QStringView(u"guild")
                                      : e.op == EffectOp::Move                            ? QStringView(u"location")
                                                                                          : QStringView();
            onlyKeys(o, p, {u"op", u"amount", u"if", extra});
            out.push_back(e);
        }
        return out;
    }
};

// A part of the file checked on its own: its first fault stops its checks, not the others'.
class Scope {
public:
    explicit Scope(Reader &r) : m_r(r), m_saved(r.base) { r.base = r.problems.size(); }
    ~Scope() { m_r.base = m_saved; }
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;

private:
    Reader &m_r;
    std::size_t m_saved;
};

// Saves keep a game as actions in the text notation (model/action.cpp, e.g. "draw severamm",
// "play death 1 p2"), which is read back lower-cased and split at spaces, and whose card places also
// take the words below. A card id must survive that round trip, so it is one lower-case ASCII word
// that the notation never reads as something else. Every place of the notation knows its deck (the
// verb or the decision says which), so the same id in two decks is no ambiguity.
// Why `id` cannot be a card id (path, code and the id), or nothing.
bool cardIdProblem(Reader &r, const QString &path, const QString &id)
{
    const auto lower = [](QChar c) { return c >= u'a' && c <= u'z'; };
    bool wellFormed = !id.isEmpty() && lower(id.front());
    for (const QChar c : id)
        wellFormed = wellFormed && (lower(c) || (c >= u'0' && c <= u'9') || c == u'-');
    if (!wellFormed) {
        r.fail(path, ProblemCode::BadCardId, id);
        return true;
    }
    int clash = -1;
    if (id == u"unknown"_s)
        clash = int(CardIdClash::Unknown); // a card it does not name
    else if (id == u"none"_s)
        clash = int(CardIdClash::None); // no card or nobody
    else if (id == u"crypt"_s)
        clash = int(CardIdClash::Crypt); // a player's Crypt
    else if (id.size() == 2 && id[0] == u'p' && id[1].isDigit()) // p1..p4 name seats; the others are refused as seats
        clash = int(CardIdClash::Player);
    else if (factionFromKey(id) >= 0)
        clash = int(CardIdClash::Faction);
    else if (guildFromKey(id) >= 0)
        clash = int(CardIdClash::Guild);
    if (clash < 0)
        return false;
    r.fail(path, ProblemCode::ReservedCardId, id, 0, 0, clash);
    return true;
}

// Reads one deck: every card's id (unique), name and stand-in mark, then `rest` reads its own fields.
template<typename Card, typename Rest>
void readDeck(Reader &r, const QJsonObject &cards, const QString &key, std::vector<Card> &out, Rest rest)
{
    Scope deck(r);
    const QString path = u"cards."_s + key;
    const QJsonArray list = r.array(r.need(cards, u"cards"_s, key), path);
    bool deckOk = r.ok();
    QSet<QString> ids; // the ids so far: a deck of thousands of cards is read in linear time
    // Every card is checked on its own, so that all the faulty cards of a deck are named at once.
    for (int i = 0; i < list.size() && deckOk; ++i) {
        Scope card(r);
        const QString p = u"%1[%2]"_s.arg(path).arg(i);
        const QJsonObject o = r.object(list.at(i), p);
        if (!r.ok())
            continue;
        Card c;
        c.id = r.string(o, p, u"id"_s);
        if (r.ok())
            (void)cardIdProblem(r, p + u".id"_s, c.id);
        c.name = r.string(o, p, u"name"_s);
        c.standIn = r.boolean(o, p, u"standIn"_s, false);
        rest(o, p, c);
        if (!c.id.isEmpty() && ids.contains(c.id))
            r.fail(p + u".id"_s, ProblemCode::DuplicateId, c.id);
        ids.insert(c.id);
        out.push_back(c);
    }
    if (deckOk && out.size() > std::size_t(kMaxCards))
        r.fail(path, ProblemCode::TooMany, {}, 0, kMaxCards);
}

// A word from a fixed list, e.g. a card's kind.
template<typename Kind>
Kind pickKind(Reader &r, const QJsonObject &o, const QString &path, const QHash<QString, Kind> &kinds, const QString &fallback)
{
    // Only a missing kind takes the fallback: a kind of another type (e.g. a number) is a mistake.
    const QString kind = fallback.isEmpty() || o.contains(u"kind"_s) ? r.string(o, path, u"kind"_s) : fallback;
    if (r.ok() && !kinds.contains(kind))
        r.fail(path + u".kind"_s, ProblemCode::UnknownWord, kind);
    return kinds.value(kind);
}

void readCards(Reader &r, const QJsonObject &cards, Ruleset &rs)
{
    static const QHash<QString, CourtKind> courtKinds = {
        {u"generic"_s, CourtKind::Generic},     {u"death"_s, CourtKind::Death},
        {u"malavestros"_s, CourtKind::Malavestros}, {u"auraghost"_s, CourtKind::Auraghost},
        {u"cleopsis"_s, CourtKind::Cleopsis},   {u"gallevarbe"_s, CourtKind::Gallevarbe},
        {u"gethsemoni"_s, CourtKind::Gethsemoni},
    };
    readDeck(r, cards, u"court"_s, rs.court, [&](const QJsonObject &o, const QString &p, CourtCard &c) {
        c.kind = pickKind(r, o, p, courtKinds, u"generic"_s);
        (void)r.boolean(o, p, u"standInOptions"_s, false); // the second action is a stand-in (docs/ruleset-format.md)
        if (o.contains(u"options"_s)) {
            const QJsonArray opts = r.array(o.value(u"options"_s), p + u".options"_s);
            if (r.ok() && opts.size() != 2)
                r.fail(p + u".options"_s, ProblemCode::WrongCount, {}, 2, 2, int(opts.size()));
            for (int k = 0; k < 2 && r.ok(); ++k)
                c.options[std::size_t(k)] = r.effects(opts.at(k), u"%1.options[%2]"_s.arg(p).arg(k));
        }
        r.onlyKeys(o, p, {u"id", u"name", u"standIn", u"standInOptions", u"kind", u"options"});
    });

    static const QHash<QString, MournerKind> mournerKinds = {
        {u"plain"_s, MournerKind::Plain},         {u"activated"_s, MournerKind::Activated},
        {u"end-of-round"_s, MournerKind::EndOfRound}, {u"severamm"_s, MournerKind::Severamm},
        {u"socopharie"_s, MournerKind::Socopharie}, {u"relic-ravlatch"_s, MournerKind::RelicRavlatch},
        {u"on-play"_s, MournerKind::OnPlay},     {u"triggered"_s, MournerKind::Triggered},
    };
    readDeck(r, cards, u"mourners"_s, rs.mourners, [&](const QJsonObject &o, const QString &p, MournerCard &m) {
        m.faction = std::int8_t(r.faction(r.need(o, p, u"faction"_s), p + u".faction"_s));
        m.guild = std::int8_t(r.guild(r.need(o, p, u"guild"_s), p + u".guild"_s));
        m.starting = r.boolean(o, p, u"starting"_s, false);
        (void)r.boolean(o, p, u"standInFaction"_s, false); // the faction is a stand-in (docs/ruleset-format.md)
        m.kind = pickKind(r, o, p, mournerKinds, u"plain"_s);
        m.effects = r.effects(o.value(u"effects"_s), p + u".effects"_s);
        if (m.kind == MournerKind::Triggered) {
            const QJsonValue t = r.need(o, p, u"trigger"_s);
            const int phase = phaseFromKey(t.isString() ? t.toString() : QString());
            if (r.ok() && (phase < int(Phase::Distribution) || phase > int(Phase::Cleanup)))
                r.fail(p + u".trigger"_s, ProblemCode::NotPhase, t.toString());
            m.trigger = std::int8_t(phase);
        } else if (o.contains(u"trigger"_s)) {
            r.fail(p + u".trigger"_s, ProblemCode::TriggerNotAllowed);
        }
        r.onlyKeys(o, p, {u"id", u"name", u"standIn", u"standInFaction", u"faction", u"guild", u"starting", u"kind",
                          u"effects", u"trigger"});
    });

    readDeck(r, cards, u"wallows"_s, rs.wallows, [&](const QJsonObject &o, const QString &p, WallowsCard &w) {
        w.artifact = r.boolean(o, p, u"artifact"_s, false);
        w.objective = r.condition(r.need(o, p, u"objective"_s), p + u".objective"_s);
        w.reward = r.effects(o.value(u"reward"_s), p + u".reward"_s);
        w.penalty = r.effects(o.value(u"penalty"_s), p + u".penalty"_s);
        r.onlyKeys(o, p, {u"id", u"name", u"standIn", u"artifact", u"objective", u"reward", u"penalty"});
    });

    static const QHash<QString, MotiveKind> motiveKinds = {
        {u"per-influence"_s, MotiveKind::PerInfluence}, {u"per-guild"_s, MotiveKind::PerGuildFigures},
        {u"per-mourners"_s, MotiveKind::PerMourners},   {u"per-locations"_s, MotiveKind::PerLocationsPresent},
        {u"per-etherea"_s, MotiveKind::PerEtherea},
    };
    readDeck(r, cards, u"motives"_s, rs.motives, [&](const QJsonObject &o, const QString &p, MotiveCard &m) {
        m.faction = std::int8_t(r.faction(r.need(o, p, u"faction"_s), p + u".faction"_s));
        m.kind = pickKind(r, o, p, motiveKinds, {});
        if (m.kind == MotiveKind::PerInfluence)
            m.arg = std::int8_t(r.faction(r.need(o, p, u"of"_s), p + u".of"_s));
        else if (m.kind == MotiveKind::PerGuildFigures)
            m.arg = std::int8_t(r.guild(r.need(o, p, u"of"_s), p + u".of"_s));
        m.per = std::int8_t(r.optInteger(o, p, u"per"_s, 1, 20, 1));
        m.max = std::int8_t(r.optInteger(o, p, u"max"_s, 0, 50, 10));
        const bool hasOf = m.kind == MotiveKind::PerInfluence || m.kind == MotiveKind::PerGuildFigures;
        r.onlyKeys(o, p, {u"id", u"name", u"standIn", u"faction", u"kind", u"per", u"max", hasOf ? QStringView(u"of") : QStringView()});
    });
}
} // namespace

int Ruleset::courtIndex(const QString &id) const { return indexById(court, id); }
int Ruleset::mournerIndex(const QString &id) const { return indexById(mourners, id); }
int Ruleset::wallowsIndex(const QString &id) const { return indexById(wallows, id); }
int Ruleset::motiveIndex(const QString &id) const { return indexById(motives, id); }

const char *factionKey(int faction)
{
    return faction >= 0 && faction < kFactions ? kFactionKeys[faction] : "?";
}

int factionFromKey(const QString &key)
{
    for (int f = 0; f < kFactions; ++f)
        if (key.compare(QLatin1StringView(kFactionKeys[f]), Qt::CaseInsensitive) == 0)
            return f;
    return -1;
}

const char *guildKey(int guild)
{
    return guild >= 0 && guild < kGuilds ? kGuildKeys[guild] : "?";
}

const char *guildShortKey(int guild)
{
    return guild >= 0 && guild < kGuilds ? kGuildShort[guild] : "?";
}

int guildFromKey(const QString &key)
{
    for (int g = 0; g < kGuilds; ++g)
        if (key.compare(QLatin1StringView(kGuildKeys[g]), Qt::CaseInsensitive) == 0
            || key.compare(QLatin1StringView(kGuildShort[g]), Qt::CaseInsensitive) == 0)
            return g;
    return -1;
}

RulesetResult parseRuleset(const QByteArray &json, RulesetOrigin origin)
{
    Problem refused;
    const QJsonDocument doc = readJson(json, JsonLimit::kRuleset, refused);
    if (doc.isNull())
        return {nullptr, {refused}};
    if (!doc.isObject())
        return {nullptr, {Problem{{}, ProblemCode::NotObject}}};
    const QJsonObject o = doc.object();
    Reader r;
    auto rs = std::make_shared<Ruleset>();
    const QString root;
    // Every part below is checked on its own (a Scope), so that a file or a board with several faults
    // names them all at once.
    {
        Scope s(r);
        if (o.value(u"format"_s).toString() != u"mourners-call-ruleset"_s)
            r.fail(u"format"_s, ProblemCode::WrongFormat, u"mourners-call-ruleset"_s);
    }
    {
        Scope s(r);
        r.integer(o, root, u"version"_s, 1, 1);
    }
    {
        Scope s(r);
        rs->id = r.string(o, root, u"id"_s);
    }
    {
        Scope s(r);
        rs->name = r.string(o, root, u"name"_s);
    }

    // The ranges below keep every game finite (docs/ruleset-format.md). A revision 1 ruleset is the one
    // embedded in a save of format 1: inside a save it keeps the wider ranges it was accepted with, so
    // that the save loads again (`revision` itself is checked further down; a file of its own is refused).
    const QJsonValue revision = o.value(u"revision"_s);
    const bool firstReading = origin == RulesetOrigin::Save && revision.isDouble() && revision.toDouble() == 1.0;
    {
        Scope s(r);
        const QJsonObject unity = r.object(r.need(o, root, u"unitySupply"_s), u"unitySupply"_s);
        // The supply is the game's clock (R-END-1): at most 100 keeps every game to a few dozen rounds; at
        // least 5 gives a game of more than one round.
        for (int n = 2; n <= kMaxPlayers && r.ok(); ++n) {
            Scope each(r);
            rs->unitySupply[std::size_t(n)] = std::int16_t(
                r.integer(unity, u"unitySupply"_s, QString::number(n), firstReading ? 1 : 5, firstReading ? 500 : 100));
        }
        r.onlyKeys(unity, u"unitySupply"_s, {u"2", u"3", u"4"});
    }
    {
        Scope s(r);
        rs->startEtherea = std::int16_t(r.integer(o, root, u"startEtherea"_s, 0, 50));
    }
    {
        Scope s(r);
        rs->basesPerPlayer = std::int8_t(r.integer(o, root, u"basesPerPlayer"_s, 1, 40));
    }
    {
        Scope s(r);
        rs->figuresPerGuild = std::int8_t(r.integer(o, root, u"figuresPerGuild"_s, 1, 40));
    }
    {
        Scope s(r);
        const QJsonObject cost = r.object(r.need(o, root, u"cost"_s), u"cost"_s);
        // D-COST: at least 1, so that a recruit always spends Etherea (like every turn action but a pass, it
        // uses something up, and the action phase ends, R-ACT-2); at most 10, a few rounds of a player's
        // income (R-DIST-1), so that figures keep coming into play and Unity keeps leaving the supply.
        if (r.ok()) {
            rs->costFigure = std::int8_t(r.integer(cost, u"cost"_s, u"figure"_s, firstReading ? 0 : 1, firstReading ? 50 : 10));
            rs->costMourner = std::int8_t(r.integer(cost, u"cost"_s, u"mourner"_s, firstReading ? 0 : 1, firstReading ? 50 : 10));
        }
        r.onlyKeys(cost, u"cost"_s, {u"figure", u"mourner"});
    }
    {
        Scope s(r);
        rs->suspicionPenalty = std::int8_t(r.optInteger(o, root, u"suspicionPenalty"_s, 0, 20, 3));
    }
    {
        Scope s(r);
        // D-TITHE: at most 20, more than the players' income of a round (R-DIST-1) but a tithe they can meet.
        rs->tithe = r.intList(r.need(o, root, u"tithe"_s), u"tithe"_s, rs->suspicionMax + 1, 0, firstReading ? 50 : 20);
    }
    {
        Scope s(r);
        rs->threatLimit = r.intList(r.need(o, root, u"threatLimit"_s), u"threatLimit"_s, rs->threatMax + 1, 0, 80);
    }
    {
        Scope s(r);
        const QJsonObject miss = r.object(r.need(o, root, u"titheMiss"_s), u"titheMiss"_s);
        if (r.ok()) {
            rs->titheMissSuspicion = std::int8_t(r.integer(miss, u"titheMiss"_s, u"suspicion"_s, 0, 13));
            rs->titheMissThreat = std::int8_t(r.integer(miss, u"titheMiss"_s, u"threat"_s, 0, 10));
        }
        r.onlyKeys(miss, u"titheMiss"_s, {u"suspicion", u"threat"});
    }
    if (o.contains(u"titheUnity"_s)) {
        Scope s(r);
        const QJsonObject tu = r.object(o.value(u"titheUnity"_s), u"titheUnity"_s);
        // R-TITHE-3: at least 1, so that a tithe met by one highest bid always takes Unity from the supply.
        if (r.ok()) {
            rs->titheTopUnity = std::int8_t(r.integer(tu, u"titheUnity"_s, u"top"_s, firstReading ? 0 : 1, 20));
            rs->titheOtherUnity = std::int8_t(r.integer(tu, u"titheUnity"_s, u"other"_s, 0, 20));
            rs->titheTieUnity = std::int8_t(r.integer(tu, u"titheUnity"_s, u"tie"_s, 0, 20));
            rs->titheNothingLoss = std::int8_t(r.integer(tu, u"titheUnity"_s, u"nothing"_s, 0, 20));
            rs->titheMissLoss = std::int8_t(r.integer(tu, u"titheUnity"_s, u"miss"_s, 0, 20));
        }
        r.onlyKeys(tu, u"titheUnity"_s, {u"top", u"other", u"tie", u"nothing", u"miss"});
    }
    {
        Scope s(r);
        rs->forgeEmptiesAtTithe = r.boolean(o, root, u"forgeEmptiesAtTithe"_s, true);
    }
    {
        Scope s(r);
        const QJsonArray roll = r.array(r.need(o, root, u"crowdRoll"_s), u"crowdRoll"_s);
        if (r.ok() && roll.size() != 6)
            r.fail(u"crowdRoll"_s, ProblemCode::WrongCount, {}, 6, 6, int(roll.size()));
        for (int i = 0; i < roll.size() && roll.size() == 6; ++i) { // D-CROWD-ROLL: every face checked
            const QString v = roll.at(i).toString();
            if (v == u"destroy"_s)
                rs->crowdRoll[std::size_t(i)] = CrowdOutcome::Destroy;
            else if (v == u"crypt"_s)
                rs->crowdRoll[std::size_t(i)] = CrowdOutcome::Crypt;
            else if (v == u"stay"_s)
                rs->crowdRoll[std::size_t(i)] = CrowdOutcome::Stay;
            else
                r.fail(u"crowdRoll[%1]"_s.arg(i), ProblemCode::NotCrowdOutcome, v);
        }
    }
    if (o.contains(u"piles"_s)) {
        Scope s(r);
        const QJsonObject piles = r.object(o.value(u"piles"_s), u"piles"_s);
        if (r.ok()) {
            rs->pileExtra = std::int8_t(r.optInteger(piles, u"piles"_s, u"extra"_s, 1, 1, 1));
            rs->passInfluence = std::int8_t(r.optInteger(piles, u"piles"_s, u"passInfluence"_s, 2, 2, 2));
        }
        r.onlyKeys(piles, u"piles"_s, {u"extra", u"passInfluence"});
    }
    bool draftOk = false;
    {
        Scope s(r);
        const QJsonObject draft = r.object(r.need(o, root, u"draft"_s), u"draft"_s);
        for (int n = 2; n <= kMaxPlayers && r.ok(); ++n) {
            const QString p = u"draft.%1"_s.arg(n);
            const QJsonObject d = r.object(r.need(draft, u"draft"_s, QString::number(n)), p);
            if (!r.ok())
                break;
            rs->draft[std::size_t(n)].deal = std::int8_t(r.integer(d, p, u"deal"_s, 1, 7));
            rs->draft[std::size_t(n)].keepLast = r.boolean(d, p, u"keepLast"_s, true);
            r.onlyKeys(d, p, {u"deal", u"keepLast"});
        }
        r.onlyKeys(draft, u"draft"_s, {u"2", u"3", u"4"});
        draftOk = r.ok();
    }
    {
        Scope s(r);
        const QJsonArray locs = r.array(r.need(o, root, u"locations"_s), u"locations"_s);
        if (r.ok() && locs.size() != kLocations)
            r.fail(u"locations"_s, ProblemCode::WrongCount, {}, kLocations, kLocations, int(locs.size()));
        // Every location is checked on its own (D-LOC-FACTION): all the wrong ones are named at once.
        for (int i = 0; i < locs.size() && locs.size() == kLocations; ++i) {
            Scope location(r);
            const QString p = u"locations[%1]"_s.arg(i);
            const QJsonObject l = r.object(locs.at(i), p);
            if (!r.ok())
                continue;
            if (r.integer(l, p, u"number"_s, 1, kLocations) != i + 1 && r.ok())
                r.fail(p + u".number"_s, ProblemCode::NotInOrder, {}, 1, kLocations, i + 1);
            rs->locations[std::size_t(i)].name = r.string(l, p, u"name"_s);
            rs->locations[std::size_t(i)].faction = std::int8_t(r.faction(r.need(l, p, u"faction"_s), p + u".faction"_s));
            r.onlyKeys(l, p, {u"number", u"name", u"faction"});
        }
    }
    {
        Scope s(r);
        const QJsonArray guilds = r.array(r.need(o, root, u"guilds"_s), u"guilds"_s);
        if (r.ok() && guilds.size() != kGuilds)
            r.fail(u"guilds"_s, ProblemCode::WrongCount, {}, kGuilds, kGuilds, int(guilds.size()));
        for (int i = 0; i < guilds.size() && r.ok(); ++i) {
            const QString p = u"guilds[%1]"_s.arg(i);
            const QJsonObject g = r.object(guilds.at(i), p);
            const QString id = r.string(g, p, u"id"_s);
            if (r.ok() && guildFromKey(id) != i)
                r.fail(p + u".id"_s, ProblemCode::WrongGuildId, QLatin1StringView(kGuildKeys[i]), 0, 0, i);
            rs->guilds[std::size_t(i)] = GuildInfo{id, r.string(g, p, u"name"_s)};
            r.onlyKeys(g, p, {u"id", u"name"});
        }
    }
    {
        Scope s(r);
        const QJsonArray order = r.array(r.need(o, root, u"guildOrder"_s), u"guildOrder"_s);
        if (r.ok() && order.size() != kGuilds)
            r.fail(u"guildOrder"_s, ProblemCode::WrongCount, {}, kGuilds, kGuilds, int(order.size()));
        int seen = 0;
        for (int i = 0; i < order.size() && order.size() == kGuilds; ++i) { // D-GUILD-ORDER: every place checked
            const std::size_t before = r.problems.size();
            const int g = r.guild(order.at(i), u"guildOrder[%1]"_s.arg(i));
            if (r.problems.size() != before)
                continue;
            if (seen & (1 << g))
                r.fail(u"guildOrder[%1]"_s.arg(i), ProblemCode::ListedTwice, QLatin1StringView(kGuildKeys[g]), 0, 0, g);
            seen |= 1 << g;
            rs->guildOrder[std::size_t(i)] = std::int8_t(g);
        }
    }
    {
        Scope s(r);
        rs->motiveBonusMax = std::int8_t(r.optInteger(o, root, u"motiveBonusMax"_s, 0, 100, 20));
    }
    {
        Scope s(r);
        rs->revision = std::int8_t(r.optInteger(o, root, u"revision"_s, 1, 2, 2));
        // The first reading of the rules replays games saved with it; a new game follows the rulebook.
        if (r.ok() && rs->revision == 1 && origin != RulesetOrigin::Save)
            r.fail(u"revision"_s, ProblemCode::RevisionInSaveOnly, {}, 2, 2, 1);
    }

    {
        Scope s(r);
        const QJsonObject cards = r.object(r.need(o, root, u"cards"_s), u"cards"_s);
        if (r.ok())
            readCards(r, cards, *rs);
        if (r.ok()) {
            for (int f = 0; f < kFactions; ++f) {
                int motives = 0;
                for (const auto &m : rs->motives)
                    motives += m.faction == f ? 1 : 0;
                if (motives < kMaxPlayers)
                {
                    r.problems.push_back(Problem{u"cards.motives"_s, ProblemCode::TooFewMotives,
                                                 QLatin1StringView(kFactionKeys[f]), -1, 0, kMaxPlayers, f});
                    r.failedPaths.insert(u"cards.motives"_s);
                }
            }
            if (rs->court.empty())
                r.fail(u"cards.court"_s, ProblemCode::NoCards);
            for (int n = 2; n <= kMaxPlayers && r.ok() && draftOk; ++n)
                if (rs->draft[std::size_t(n)].deal * n > int(rs->court.size()))
                    r.fail(u"draft.%1.deal"_s.arg(n), ProblemCode::DealTooBig, {}, 0, int(rs->court.size()), n);
        }
        r.onlyKeys(cards, u"cards"_s, {u"court", u"mourners", u"wallows", u"motives"});
    }
    {
        Scope s(r);
        r.onlyKeys(o, root, {u"format", u"version", u"id", u"name", u"unitySupply", u"startEtherea", u"basesPerPlayer",
                             u"figuresPerGuild", u"cost", u"tithe", u"titheMiss", u"titheUnity", u"forgeEmptiesAtTithe",
                             u"threatLimit", u"crowdRoll", u"suspicionPenalty", u"piles", u"draft", u"locations", u"guilds",
                             u"guildOrder", u"motiveBonusMax", u"revision", u"cards"});
    }
    if (!r.problems.empty())
        return {nullptr, std::move(r.problems)};
    rs->source = json;
    for (unsigned held = 0; held < rs->paidLocations.size(); ++held)
        for (int loc = 0; loc < kLocations; ++loc)
            if (held & (1u << rs->locations[std::size_t(loc)].faction)) {
                rs->paidLocations[held] = std::uint16_t(rs->paidLocations[held] | (1u << loc));
                ++rs->paidLocationCount[held];
            }
    for (const auto &m : rs->mourners)
        if (m.kind == MournerKind::Triggered)
            rs->triggerPhases = std::uint16_t(rs->triggerPhases | (1u << m.trigger));
    return {rs, {}};
}

RulesetResult loadRulesetFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {nullptr, {Problem{path, ProblemCode::CannotRead, {}, -1, 0, 0, 0, f.errorString()}}};
    if (auto big = tooBig(f.size(), JsonLimit::kRuleset)) // before reading it
        return {nullptr, {*big}};
    return parseRuleset(f.readAll());
}

QByteArray standardRulesetJson()
{
    QFile f(u":/mourners/rulesets/standard.json"_s);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

RulesetPtr standardRuleset()
{
    static const RulesetPtr rules = parseRuleset(standardRulesetJson()).ruleset;
    return rules;
}

DraftPlan draftPlan(const Ruleset &rules, int players, int round)
{
    const DraftInfo &d = rules.draft[std::size_t(std::clamp(players, 0, kMaxPlayers))];
    DraftPlan p;
    p.dealt = d.deal;
    p.passes = std::max(0, d.deal - 1);
    p.keepLast = d.keepLast;
    p.kept = d.keepLast ? d.deal : std::max(0, d.deal - 1);
    p.clockwise = round % 2 == 1;
    return p;
}

int draftPassTarget(int seat, int players, bool clockwise)
{
    return clockwise ? (seat + 1) % players : (seat + players - 1) % players;
}

} // namespace mc
