// Mourners Call's records: their score lines, ranking, tie sentences and identity (QtCore only: part
// of the command line's library with the game's module).
#include "mournershistory.h"

#include "model/mourners/game.h"

#include <QCryptographicHash>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace {
// A player's breakdown in PlayerRecord::details: the keys of the module's fields (mournersmodule.cpp)
// and of the detail's rows, with the score line's number of each.
constexpr std::pair<QLatin1StringView, int mc::ScoreInput::*> kNumbers[] = {
    {QLatin1StringView("unity"), &mc::ScoreInput::unity},       {QLatin1StringView("bone"), &mc::ScoreInput::bone},
    {QLatin1StringView("flesh"), &mc::ScoreInput::flesh},       {QLatin1StringView("spirit"), &mc::ScoreInput::spirit},
    {QLatin1StringView("motiveBonus"), &mc::ScoreInput::motive}, {QLatin1StringView("etherea"), &mc::ScoreInput::etherea},
    {QLatin1StringView("mourners"), &mc::ScoreInput::mourners},
};
constexpr QLatin1StringView kFaction("faction");
constexpr QLatin1StringView kMotive("motive");
} // namespace

QString MournersHistory::factionOf(const PlayerRecord &player)
{
    return player.text(kFaction);
}

void MournersHistory::setFaction(PlayerRecord &player, const QString &faction)
{
    player.setField(kFaction, faction);
}

QString MournersHistory::motiveOf(const PlayerRecord &player)
{
    return player.text(kMotive);
}

void MournersHistory::setMotive(PlayerRecord &player, const QString &motive)
{
    player.setField(kMotive, motive);
}

QString MournersHistory::factionName(const QString &key)
{
    //: One of the three factions.
    if (key == u"bone"_s) return tr("Bone");
    //: One of the three factions.
    if (key == u"flesh"_s) return tr("Flesh");
    //: One of the three factions.
    if (key == u"spirit"_s) return tr("Spirit");
    return {};
}

bool MournersHistory::isKnownFaction(const QString &key)
{
    return key.isEmpty() || key == u"bone"_s || key == u"flesh"_s || key == u"spirit"_s;
}

PlayerRecord MournersHistory::fromScore(const mc::ScoreInput &in)
{
    PlayerRecord p;
    p.name = in.name;
    for (const auto &[key, field] : kNumbers)
        p.setField(key, in.*field);
    return p;
}

mc::ScoreInput MournersHistory::toScore(const PlayerRecord &player)
{
    mc::ScoreInput s;
    s.name = player.name;
    for (const auto &[key, field] : kNumbers)
        s.*field = player.number(key);
    return s;
}

QStringList MournersHistory::uidParts(const PlayerRecord &player)
{
    const mc::ScoreInput s = toScore(player);
    return {factionOf(player), u"%1/%2/%3/%4/%5/%6/%7"_s.arg(s.unity).arg(s.bone).arg(s.flesh).arg(s.spirit)
                                       .arg(s.motive).arg(s.etherea).arg(s.mourners)};
}

QVariantMap MournersHistory::playerDetail(const PlayerRecord &player)
{
    QVariantMap m{{u"faction"_s, factionOf(player)},
                  {u"factionName"_s, factionName(factionOf(player))},
                  {u"motive"_s, motiveOf(player)}};
    for (const auto &[key, field] : kNumbers)
        m.insert(key, player.number(key));
    return m;
}

QList<shelf::SheetRow> MournersHistory::sheetRows(const GameRecord &game, const std::vector<int> &order)
{
    auto row = [&](const QString &label, const std::function<QString(const PlayerRecord &)> &value, bool bold = false) {
        shelf::SheetRow r{label, {}, bold};
        for (int i : order)
            r.values.append(value(game.players[std::size_t(i)]));
        return r;
    };
    auto number = [](int mc::ScoreInput::*field) {
        return [field](const PlayerRecord &p) { return QString::number(toScore(p).*field); };
    };
    QList<shelf::SheetRow> rows;
    const auto any = [&](QString (*of)(const PlayerRecord &)) {
        return std::any_of(game.players.begin(), game.players.end(), [of](const PlayerRecord &p) { return !of(p).isEmpty(); });
    };
    if (any(factionOf))
        rows.push_back(row(tr("Faction"), [](const PlayerRecord &p) { return factionName(factionOf(p)); }));
    if (any(motiveOf))
        rows.push_back(row(tr("Ulterior Motive"), motiveOf));
    rows.push_back(row(tr("Unity"), number(&mc::ScoreInput::unity)));
    rows.push_back(row(tr("Bone Influence"), number(&mc::ScoreInput::bone)));
    rows.push_back(row(tr("Flesh Influence"), number(&mc::ScoreInput::flesh)));
    rows.push_back(row(tr("Spirit Influence"), number(&mc::ScoreInput::spirit)));
    rows.push_back(row(tr("Motive bonus"), number(&mc::ScoreInput::motive)));
    rows.push_back(row(tr("Total"), [](const PlayerRecord &p) { return QString::number(p.score); }, true));
    //: Score sheet row: decides equal totals first.
    rows.push_back(row(tr("Etherea left (first tie-break)"), number(&mc::ScoreInput::etherea)));
    //: Score sheet row: decides equal totals when Etherea is equal too.
    rows.push_back(row(tr("Mourner cards (second tie-break)"), number(&mc::ScoreInput::mourners)));
    return rows;
}

std::vector<mc::ScoreInput> MournersHistory::scoreInputs(const GameRecord &game)
{
    std::vector<mc::ScoreInput> in;
    for (const PlayerRecord &p : game.players)
        in.push_back(toScore(p));
    return in;
}

void MournersHistory::rank(GameRecord &game)
{
    for (const mc::ScoreResult &r : mc::rank(scoreInputs(game))) {
        PlayerRecord &p = game.players[std::size_t(r.input)];
        p.score = r.score;
        p.place = r.place;
        p.tiebreak = QString::fromLatin1(mc::tieBreakKey(r.tiebreak));
    }
}

QStringList MournersHistory::tieExplanations(const std::vector<mc::ScoreInput> &in,
                                             const std::vector<mc::ScoreResult> &ranking)
{
    // Issue 11: one sentence per group of equal scores, however many players are in it. Who is level
    // with whom and what separated them is mc::ties' (R-END-5); these are only its words.
    auto nameList = [&](const std::vector<mc::ScoreResult> &g) {
        QStringList names;
        for (const mc::ScoreResult &r : g)
            names.append(in[std::size_t(r.input)].name);
        return HistoryFiles::listOfNames(names);
    };
    auto valueList = [&](const std::vector<mc::ScoreResult> &g, int mc::ScoreInput::*field) {
        QStringList parts;
        for (const mc::ScoreResult &r : g)
            parts.append(u"%1 %2"_s.arg(in[std::size_t(r.input)].name).arg(in[std::size_t(r.input)].*field));
        return parts.join(u", "_s);
    };
    auto first = [&](const mc::TieGroup &g) -> const mc::ScoreInput & { return in[std::size_t(g.players.front().input)]; };

    QStringList out;
    for (const mc::TieGroup &group : mc::ties(in, ranking)) {
        QStringList clauses;
        //: A tie in the final ranking: %1 the players ("Ada, Bo and Cy"), %2 their equal score.
        clauses.append(tr("%1 tie on %2").arg(nameList(group.players)).arg(group.players.front().score));
        switch (group.split) {
        case mc::TieSplit::Nobody:
            //: Part of a tie sentence: every tied player has %1 Etherea left, so Etherea cannot decide.
            clauses.append(tr("each has %1 Etherea left").arg(first(group).etherea));
            break;
        case mc::TieSplit::Everyone:
            //: Part of a tie sentence: the first tie-breaker settles it; %1 "Ada 5, Bo 3, Cy 1".
            clauses.append(tr("Etherea left decides: %1").arg(valueList(group.players, &mc::ScoreInput::etherea)));
            break;
        case mc::TieSplit::Some:
            //: Part of a tie sentence: Etherea of each tied player, some still equal; %1 "Ada 5, Bo 3, Cy 3".
            clauses.append(tr("Etherea left: %1").arg(valueList(group.players, &mc::ScoreInput::etherea)));
            break;
        }
        for (const mc::TieGroup &sub : group.level) { // level on Etherea too: Mourner cards
            switch (sub.split) {
            case mc::TieSplit::Nobody:
                //: Part of a tie sentence: %1 the players still tied, %2 the Mourner cards each has in play.
                clauses.append(tr("%1 are level on Mourner cards (%2 each)").arg(nameList(sub.players)).arg(first(sub).mourners));
                break;
            case mc::TieSplit::Everyone:
                //: Part of a tie sentence: the second tie-breaker; %1 the players, %2 "Bo 4, Cy 2".
                clauses.append(tr("Mourner cards decide between %1: %2").arg(nameList(sub.players), valueList(sub.players, &mc::ScoreInput::mourners)));
                break;
            case mc::TieSplit::Some:
                //: Part of a tie sentence: Mourner cards of players still tied; %1 the players, %2 "Bo 4, Cy 4, Di 2".
                clauses.append(tr("Mourner cards between %1: %2").arg(nameList(sub.players), valueList(sub.players, &mc::ScoreInput::mourners)));
                break;
            }
            for (const mc::TieGroup &shared : sub.level) // level on everything
                //: Part of a tie sentence: nothing separates %1, they share place %2.
                clauses.append(tr("%1 share place %2").arg(nameList(shared.players)).arg(shared.players.front().place));
        }
        //: Joins the parts of one tie sentence.
        out.append(clauses.join(tr("; ")) + tr("."));
    }
    return out;
}

QStringList MournersHistory::tieSentences(const GameRecord &game)
{
    const auto in = scoreInputs(game);
    return tieExplanations(in, mc::rank(in));
}

QStringList MournersHistory::sheetNotes(const GameRecord &)
{
    // Issue 11: the sheet is for the table, so it explains the scoring in words, not rule ids.
    return {
            //: Under the score sheet's table: how a total is made (R-END-4).
            tr("Total: Unity plus Bone, Flesh and Spirit Influence plus the Ulterior Motive bonus."),
            //: Under the score sheet's table: how equal totals are separated (R-END-5).
            tr("Equal totals: most Etherea left wins, then most Mourner cards in play; if those are equal "
               "too, the players share the place."),
    };
}

QString MournersHistory::gameKeyOf(const mc::Game &game, bool withActions)
{
    // A game is where it started (the seed is part of the start) and who sat where; what was played
    // and changed later (a motive bonus typed in after the end, an entry changed from the log) is its
    // result, which a new recording updates. Records of older versions also hashed every action.
    QCryptographicHash key(QCryptographicHash::Sha1);
    key.addData(mc::stateDigest(game.stateBefore(0)).toUtf8());
    for (const mc::Seat &seat : game.seats())
        key.addData(u"\x1f%1"_s.arg(seat.name).toUtf8());
    if (withActions) {
        for (const mc::Action &a : game.actions()) {
            const char bytes[] = {char(a.type), char(a.seat), char(a.a), char(a.b), char(a.c), char(a.d),
                                  char(a.v & 0xff), char((a.v >> 8) & 0xff)};
            key.addData(QByteArrayView(bytes, sizeof bytes));
        }
    }
    return QString::fromLatin1(key.result().toHex());
}
