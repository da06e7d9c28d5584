#include "scoring.h"
#include "model/core/jsonread.h"

#include "gamestate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <algorithm>
#include <array>
#include <numeric>

using namespace Qt::StringLiterals;

namespace mc {

int scoreOf(const ScoreInput &p)
{
    return p.unity + p.bone + p.flesh + p.spirit + p.motive;
}

const char *tieBreakKey(TieBreak t)
{
    switch (t) {
    case TieBreak::None: return "none";
    case TieBreak::Etherea: return "etherea";
    case TieBreak::Mourners: return "mourners";
    case TieBreak::Shared: return "shared";
    }
    return "none";
}

namespace {

// R-END-5's order, most first: the score, then Etherea left, then Mourner cards in play.
constexpr int kKeyParts = 3;
std::array<int, kKeyParts> rankKey(const ScoreInput &p)
{
    return {scoreOf(p), p.etherea, p.mourners};
}

// Two players level on the first `parts` parts of rankKey().
bool levelOn(const ScoreInput &a, const ScoreInput &b, int parts)
{
    const auto ka = rankKey(a), kb = rankKey(b);
    return std::equal(ka.begin(), ka.begin() + parts, kb.begin());
}

// The runs of consecutive players of `g` (a part of a ranking) level on the first `parts` parts of the key.
std::vector<std::vector<ScoreResult>> runsLevelOn(const std::vector<ScoreInput> &in, const std::vector<ScoreResult> &g,
                                                  int parts)
{
    std::vector<std::vector<ScoreResult>> runs;
    for (const ScoreResult &r : g) {
        if (runs.empty() || !levelOn(in[std::size_t(runs.back().back().input)], in[std::size_t(r.input)], parts))
            runs.emplace_back();
        runs.back().push_back(r);
    }
    return runs;
}

// The group `players`, level on the first `parts` parts of the key, meeting the next part (and so on).
TieGroup tieGroup(const std::vector<ScoreInput> &in, std::vector<ScoreResult> players, int parts)
{
    TieGroup g;
    g.players = std::move(players);
    if (parts == kKeyParts) {
        g.by = TieBreak::Shared;
        g.split = TieSplit::Nobody;
        return g;
    }
    g.by = parts == 1 ? TieBreak::Etherea : TieBreak::Mourners;
    const auto runs = runsLevelOn(in, g.players, parts + 1);
    const bool apart = std::all_of(runs.begin(), runs.end(), [](const auto &r) { return r.size() == 1; });
    g.split = runs.size() == 1 ? TieSplit::Nobody : apart ? TieSplit::Everyone : TieSplit::Some;
    for (const auto &run : runs)
        if (run.size() > 1)
            g.level.push_back(tieGroup(in, run, parts + 1));
    return g;
}

} // namespace

std::vector<ScoreResult> rank(const std::vector<ScoreInput> &players)
{
    const int n = int(players.size());
    auto key = [&](int i) { return rankKey(players[std::size_t(i)]); };
    std::vector<int> order(static_cast<std::size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return key(a) > key(b); });
    std::vector<ScoreResult> out;
    for (int i : order) {
        ScoreResult r;
        r.input = i;
        r.score = scoreOf(players[std::size_t(i)]);
        r.place = 1;
        bool sameScore = false, sameEtherea = false, sameAll = false;
        for (int j = 0; j < n; ++j) {
            if (key(j) > key(i))
                ++r.place;
            if (j == i || scoreOf(players[std::size_t(j)]) != r.score)
                continue;
            sameScore = true;
            if (players[std::size_t(j)].etherea == players[std::size_t(i)].etherea) {
                sameEtherea = true;
                if (players[std::size_t(j)].mourners == players[std::size_t(i)].mourners)
                    sameAll = true;
            }
        }
        // R-END-5: Etherea first, then Mourner cards, then the tie stands.
        r.tiebreak = !sameScore ? TieBreak::None : sameAll ? TieBreak::Shared : sameEtherea ? TieBreak::Mourners : TieBreak::Etherea;
        out.push_back(r);
    }
    return out;
}

std::vector<TieGroup> ties(const std::vector<ScoreInput> &in, const std::vector<ScoreResult> &ranking)
{
    std::vector<TieGroup> out;
    for (const auto &run : runsLevelOn(in, ranking, 1))
        if (run.size() > 1)
            out.push_back(tieGroup(in, run, 1));
    return out;
}

std::vector<ScoreInput> scoreInputs(const GameState &s, const std::vector<QString> &names)
{
    std::vector<ScoreInput> out;
    for (int p = 0; p < s.players; ++p) {
        const auto &pl = s.player[std::size_t(p)];
        ScoreInput in;
        in.name = p < int(names.size()) ? names[std::size_t(p)] : u"Player %1"_s.arg(p + 1);
        in.unity = pl.unity;
        in.bone = pl.influence[0];
        in.flesh = pl.influence[1];
        in.spirit = pl.influence[2];
        in.motive = s.motiveBonusOf(p);
        in.etherea = pl.etherea;
        in.mourners = int(pl.mourners.size());
        out.push_back(in);
    }
    return out;
}

namespace {

// A misspelt key ("Motive", "untiy") would otherwise be read as a missing 0 and rank the table wrongly.
bool onlyKnownKeys(const QJsonObject &o, const QStringList &known, const QString &where, Problem &error)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key())) {
            error = Problem{where, ProblemCode::UnknownKey, it.key()};
            return false;
        }
    return true;
}

} // namespace

bool parseScoreInputs(const QByteArray &json, std::vector<ScoreInput> &out, Problem &error)
{
    out.clear();
    auto fail = [&](const QString &path, ProblemCode code, const QString &detail = {}, int min = 0, int max = 0) {
        error = Problem{path, code, detail, -1, max, min};
        return false;
    };
    const QJsonDocument doc = readJson(json, JsonLimit::kScoreFile, error);
    if (doc.isNull()) {
        if (error.path.isEmpty())
            error.path = u"top level"_s;
        return false;
    }
    if (!doc.isObject())
        return fail(u"top level"_s, ProblemCode::NotObject);
    if (!onlyKnownKeys(doc.object(), {u"players"_s}, u"top level"_s, error))
        return false;
    const QJsonValue players = doc.object().value(u"players"_s);
    if (!players.isArray())
        return fail(u"players"_s, ProblemCode::NotList);
    const QJsonArray a = players.toArray();
    if (a.size() < 2 || a.size() > 4)
        return fail(u"players"_s, ProblemCode::PlayerCount, {}, 2, 4);
    for (int i = 0; i < a.size(); ++i) {
        const QString path = u"players[%1]"_s.arg(i);
        if (!a.at(i).isObject())
            return fail(path, ProblemCode::NotObject);
        const QJsonObject o = a.at(i).toObject();
        if (!onlyKnownKeys(o, {u"name"_s, u"unity"_s, u"influence"_s, u"motive"_s, u"etherea"_s, u"mourners"_s}, path, error))
            return false;
        ScoreInput in;
        in.name = o.value(u"name"_s).toString().trimmed();
        if (in.name.isEmpty())
            return fail(path + u".name"_s, ProblemCode::EmptyName);
        auto num = [&](const QJsonValue &v, const QString &field, int &dst, bool required) {
            if (v.isUndefined() && !required)
                return true;
            if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 0 || v.toInt() > 999)
                return fail(path + u'.' + field, ProblemCode::NotANumber, {}, 0, 999);
            dst = v.toInt();
            return true;
        };
        const QJsonObject inf = o.value(u"influence"_s).toObject();
        if (!o.value(u"influence"_s).isUndefined() && !o.value(u"influence"_s).isObject())
            return fail(path + u".influence"_s, ProblemCode::NotObject);
        if (!onlyKnownKeys(inf, {u"bone"_s, u"flesh"_s, u"spirit"_s}, path + u".influence"_s, error))
            return false;
        if (!num(o.value(u"unity"_s), u"unity"_s, in.unity, true) || !num(inf.value(u"bone"_s), u"influence.bone"_s, in.bone, false)
            || !num(inf.value(u"flesh"_s), u"influence.flesh"_s, in.flesh, false)
            || !num(inf.value(u"spirit"_s), u"influence.spirit"_s, in.spirit, false)
            || !num(o.value(u"motive"_s), u"motive"_s, in.motive, false) || !num(o.value(u"etherea"_s), u"etherea"_s, in.etherea, false)
            || !num(o.value(u"mourners"_s), u"mourners"_s, in.mourners, false))
            return false;
        for (const auto &other : out)
            if (other.name == in.name)
                return fail(path + u".name"_s, ProblemCode::DuplicateName, in.name);
        out.push_back(in);
    }
    return true;
}

QByteArray rankingJson(const std::vector<ScoreInput> &in, const std::vector<ScoreResult> &ranking)
{
    QJsonArray list;
    for (const auto &r : ranking) {
        QJsonObject o;
        o[u"name"_s] = in[std::size_t(r.input)].name;
        o[u"score"_s] = r.score;
        o[u"place"_s] = r.place;
        o[u"tiebreak"_s] = QString::fromLatin1(tieBreakKey(r.tiebreak));
        list.append(o);
    }
    QJsonObject root;
    root[u"ranking"_s] = list;
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace mc
