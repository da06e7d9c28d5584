// Mourners Call's records: their score lines, ranking, tie sentences and identity (QtCore only: part
// of the command line's library with the game's module).
#include "mournershistory.h"

#include "model/mourners/game.h"

#include <QCryptographicHash>

using namespace Qt::StringLiterals;

PlayerRecord MournersHistory::fromScore(const mc::ScoreInput &in)
{
    PlayerRecord p;
    p.name = in.name;
    p.unity = in.unity;
    p.bone = in.bone;
    p.flesh = in.flesh;
    p.spirit = in.spirit;
    p.motiveBonus = in.motive;
    p.etherea = in.etherea;
    p.mourners = in.mourners;
    return p;
}

mc::ScoreInput MournersHistory::toScore(const PlayerRecord &player)
{
    mc::ScoreInput s;
    s.name = player.name;
    s.unity = player.unity;
    s.bone = player.bone;
    s.flesh = player.flesh;
    s.spirit = player.spirit;
    s.motive = player.motiveBonus;
    s.etherea = player.etherea;
    s.mourners = player.mourners;
    return s;
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
