#include "deadmanscrown.h"
#include "model/core/jsonread.h"
#include "model/core/names.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace dmc {

namespace {

constexpr std::array<const char *, kSpaceCount> kSpaceKeys = {"black", "red", "white", "gold", "runes", "star", "skulls"};

// Keys of one player in the JSON format, in the order of docs/cli.md.
const QStringList &playerKeys()
{
    static const QStringList keys = {u"name"_s,  u"rituals"_s,   u"oracle"_s,     u"used"_s,
                                     u"runeGroup"_s, u"skullsLeft"_s, u"bones"_s};
    return keys;
}

} // namespace

const char *spaceKey(Space s)
{
    return kSpaceKeys[std::size_t(s)];
}

std::optional<Space> spaceFromKey(QStringView key)
{
    for (int i = 0; i < kSpaceCount; ++i)
        if (key == QLatin1StringView(kSpaceKeys[std::size_t(i)]))
            return Space(i);
    return std::nullopt;
}

Reward rewardOf(Space s)
{
    switch (s) {
    case Space::Black:
    case Space::Red:
    case Space::White:
    case Space::Gold: return {5, 3};  // DMC-SCORE-2: per skull of the colour used in rituals
    case Space::Runes: return {4, 2}; // DMC-SCORE-2: per cube of the largest rune group
    case Space::Star: return {20, 10}; // DMC-SCORE-2: once
    case Space::Skulls: return {4, 2}; // DMC-SCORE-2: per skull left
    }
    return {0, 0};
}

int unitsOf(const PlayerInput &p, Space s)
{
    switch (s) {
    case Space::Black:
    case Space::Red:
    case Space::White:
    case Space::Gold: return p.used[std::size_t(s)];
    case Space::Runes: return p.runeGroup;
    case Space::Star: return 1;
    case Space::Skulls: return p.skullsLeft;
    }
    return 0;
}

const char *awardKindKey(AwardKind k)
{
    switch (k) {
    case AwardKind::Most: return "most";
    case AwardKind::Second: return "second";
    case AwardKind::TiedMost: return "tiedMost";
    }
    return "most";
}

const char *tieBreakKey(TieBreak t)
{
    switch (t) {
    case TieBreak::None: return "none";
    case TieBreak::Bones: return "bones";
    case TieBreak::Shared: return "shared";
    }
    return "none";
}

std::vector<Award> oracleAwards(const std::vector<PlayerInput> &players, std::vector<SecondTie> *secondTies)
{
    std::vector<Award> awards;
    const int n = int(players.size());
    // DMC-SCORE-3: top to bottom, left to right; the order changes no total but is the order told.
    for (int si = 0; si < kSpaceCount; ++si) {
        const Space space = Space(si);
        const Reward reward = rewardOf(space);
        auto cubes = [&](int p) { return players[std::size_t(p)].oracle[std::size_t(si)]; };
        auto give = [&](int p, AwardKind kind, int each) {
            const int count = unitsOf(players[std::size_t(p)], space);
            awards.push_back(Award{space, kind, p, cubes(p), count, each, count * each});
        };
        int most = 0;
        for (int p = 0; p < n; ++p)
            most = std::max(most, cubes(p));
        if (most == 0)
            continue; // DMC-SCORE-2: no cube, no reward
        std::vector<int> atMost;
        for (int p = 0; p < n; ++p)
            if (cubes(p) == most)
                atMost.push_back(p);
        if (atMost.size() > 1) {
            // DMC-TIE-1: every tied player gets the low reward and nobody gets the second reward.
            for (int p : atMost)
                give(p, AwardKind::TiedMost, reward.second);
            continue;
        }
        give(atMost.front(), AwardKind::Most, reward.most);
        int second = 0;
        for (int p = 0; p < n; ++p)
            if (cubes(p) < most)
                second = std::max(second, cubes(p));
        if (second == 0)
            continue; // DMC-SCORE-2: a player without a cube is not second
        std::vector<int> atSecond;
        for (int p = 0; p < n; ++p)
            if (cubes(p) == second)
                atSecond.push_back(p);
        if (atSecond.size() == 1)
            give(atSecond.front(), AwardKind::Second, reward.second);
        else if (secondTies) // DMC-TIE-2: a tie for second gives nobody the reward
            secondTies->push_back(SecondTie{space, std::move(atSecond)});
    }
    return awards;
}

Result score(const std::vector<PlayerInput> &players)
{
    Result r;
    r.awards = oracleAwards(players, &r.secondTies);
    const int n = int(players.size());
    std::vector<Standing> lines(static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) {
        Standing &s = lines[std::size_t(p)];
        s.player = p;
        s.rituals = players[std::size_t(p)].rituals; // DMC-SCORE-1
    }
    for (const Award &a : r.awards)
        lines[std::size_t(a.player)].oracle += a.points;
    for (Standing &s : lines)
        s.score = s.rituals + s.oracle;

    // DMC-WIN-1: most points, then most bones left, then the victory (or the place) is shared.
    auto bones = [&](int p) { return players[std::size_t(p)].bones; };
    auto ahead = [&](const Standing &a, const Standing &b) {
        return a.score != b.score ? a.score > b.score : bones(a.player) > bones(b.player);
    };
    for (Standing &s : lines) {
        bool sameScore = false, sameBones = false;
        for (const Standing &o : lines) {
            if (ahead(o, s))
                ++s.place;
            if (o.player == s.player || o.score != s.score)
                continue;
            sameScore = true;
            if (bones(o.player) == bones(s.player))
                sameBones = true;
        }
        s.tiebreak = !sameScore ? TieBreak::None : sameBones ? TieBreak::Shared : TieBreak::Bones;
    }
    std::stable_sort(lines.begin(), lines.end(), ahead);
    r.ranking = std::move(lines);
    return r;
}

// --- JSON ------------------------------------------------------------------------------------

namespace {

using sheets::exactKeys;
using sheets::fail;

bool number(const QJsonValue &v, const QString &path, int &dst, ParseError &error)
{
    return sheets::wholeNumber(v, path, kMaxNumber, dst, error);
}

// An object of whole numbers named `keys` into `dst` (in that order).
template <std::size_t N>
bool numbers(const QJsonValue &v, const QString &path, std::size_t count, std::array<int, N> &dst, ParseError &error)
{
    if (!v.isObject())
        return fail(error, path, ParseReason::NotObject);
    QStringList keys;
    for (std::size_t i = 0; i < count; ++i)
        keys << QString::fromLatin1(kSpaceKeys[i]);
    const QJsonObject o = v.toObject();
    if (!exactKeys(o, keys, path, error))
        return false;
    for (std::size_t i = 0; i < count; ++i)
        if (!number(o.value(keys[qsizetype(i)]), path + u'.' + keys[qsizetype(i)], dst[i], error))
            return false;
    return true;
}

} // namespace

bool parse(const QByteArray &json, std::vector<PlayerInput> &out, ParseError &error)
{
    out.clear();
    const QJsonDocument doc = mc::readJson(json, mc::JsonLimit::kScoreFile, error);
    if (doc.isNull()) {
        // A key written twice is quoted back: never a character that garbles what prints it.
        error.path = error.path.isEmpty() ? u"top level"_s : mc::printable(error.path);
        error.detail = mc::printable(error.detail);
        return false;
    }
    if (!doc.isObject())
        return fail(error, u"top level"_s, ParseReason::NotObject);
    if (!exactKeys(doc.object(), {u"players"_s}, u"top level"_s, error))
        return false;
    const QJsonValue list = doc.object().value(u"players"_s);
    if (!list.isArray())
        return fail(error, u"players"_s, ParseReason::NotList);
    const QJsonArray a = list.toArray();
    if (a.size() < kMinPlayers || a.size() > kMaxPlayers)
        return fail(error, u"players"_s, ParseReason::PlayerCount, {}, kMaxPlayers, kMinPlayers);
    std::vector<PlayerInput> players;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString path = u"players[%1]"_s.arg(i);
        if (!a.at(i).isObject())
            return fail(error, path, ParseReason::NotObject);
        const QJsonObject o = a.at(i).toObject();
        if (!exactKeys(o, playerKeys(), path, error))
            return false;
        PlayerInput p;
        if (!sheets::playerName(o.value(u"name"_s), path + u".name"_s, p.name, error))
            return false;
        for (const PlayerInput &other : players)
            if (other.name == p.name)
                return fail(error, path + u".name"_s, ParseReason::DuplicateName, p.name);
        if (!number(o.value(u"rituals"_s), path + u".rituals"_s, p.rituals, error)
            || !numbers(o.value(u"oracle"_s), path + u".oracle"_s, kSpaceCount, p.oracle, error)
            || !numbers(o.value(u"used"_s), path + u".used"_s, kColourCount, p.used, error)
            || !number(o.value(u"runeGroup"_s), path + u".runeGroup"_s, p.runeGroup, error)
            || !number(o.value(u"skullsLeft"_s), path + u".skullsLeft"_s, p.skullsLeft, error)
            || !number(o.value(u"bones"_s), path + u".bones"_s, p.bones, error))
            return false;
        players.push_back(std::move(p));
    }
    out = std::move(players);
    return true;
}

QJsonObject toJson(const PlayerInput &p)
{
    QJsonObject oracle, used;
    for (int i = 0; i < kSpaceCount; ++i)
        oracle[QString::fromLatin1(kSpaceKeys[std::size_t(i)])] = p.oracle[std::size_t(i)];
    for (int i = 0; i < kColourCount; ++i)
        used[QString::fromLatin1(kSpaceKeys[std::size_t(i)])] = p.used[std::size_t(i)];
    QJsonObject o;
    o[u"name"_s] = p.name;
    o[u"rituals"_s] = p.rituals;
    o[u"oracle"_s] = oracle;
    o[u"used"_s] = used;
    o[u"runeGroup"_s] = p.runeGroup;
    o[u"skullsLeft"_s] = p.skullsLeft;
    o[u"bones"_s] = p.bones;
    return o;
}

QJsonObject toJson(const Award &a, const std::vector<PlayerInput> &players)
{
    QJsonObject o;
    o[u"space"_s] = QString::fromLatin1(spaceKey(a.space));
    o[u"player"_s] = players[std::size_t(a.player)].name;
    o[u"kind"_s] = QString::fromLatin1(awardKindKey(a.kind));
    o[u"cubes"_s] = a.cubes;
    o[u"count"_s] = a.count;
    o[u"each"_s] = a.each;
    o[u"points"_s] = a.points;
    return o;
}

QJsonObject toJson(const Result &r, const std::vector<PlayerInput> &players)
{
    QJsonArray ranking, awards;
    for (const Standing &s : r.ranking) {
        QJsonObject o;
        o[u"name"_s] = players[std::size_t(s.player)].name;
        o[u"score"_s] = s.score;
        o[u"place"_s] = s.place;
        o[u"tiebreak"_s] = QString::fromLatin1(tieBreakKey(s.tiebreak));
        ranking.append(o);
    }
    for (const Award &a : r.awards)
        awards.append(toJson(a, players));
    QJsonObject root;
    root[u"ranking"_s] = ranking;
    root[u"awards"_s] = awards;
    return root;
}

} // namespace dmc
