#include "occult.h"
#include "model/core/jsonread.h"
#include "model/core/names.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringList>

#include <algorithm>
#include <numeric>

using namespace Qt::StringLiterals;

namespace occ {

namespace {

constexpr std::array<const char *, kMasteryCount> kMasteryKeys = {"bloodMagic", "demonology", "necromancy"};

const QStringList &masteryKeys()
{
    static const QStringList keys = {u"bloodMagic"_s, u"demonology"_s, u"necromancy"_s};
    return keys;
}

// Keys of one player in the JSON format, in the order of docs/cli.md: the first four required, the
// last two optional (files written before they existed read as no prophecy in play, no effect points).
const QStringList &playerKeys()
{
    static const QStringList keys = {u"name"_s, u"levels"_s, u"completed"_s, u"prophecies"_s, u"inPlay"_s, u"effects"_s};
    return keys;
}
constexpr int kRequiredPlayerKeys = 4;

bool validSeat(const DeckCycle &d, int seat)
{
    return seat >= 0 && seat < d.players;
}

} // namespace

const char *masteryKey(Mastery m)
{
    return kMasteryKeys[std::size_t(m)];
}

std::optional<Mastery> masteryFromKey(QStringView key)
{
    for (int i = 0; i < kMasteryCount; ++i)
        if (key == QLatin1StringView(kMasteryKeys[std::size_t(i)]))
            return Mastery(i);
    return std::nullopt;
}

const char *tieBreakKey(TieBreak t)
{
    return t == TieBreak::Shared ? "shared" : "none";
}

Standing standingOf(const PlayerInput &p, const ScoreOptions &options)
{
    Standing s;
    // OCC-SCORE-1: total mastery level + 1 per completed mastery + each completed prophecy's points
    // ("Your prophecies award different point values based on the number of stored cards") + the
    // points of rituals and other effects ("Players earn points by invoking their Rituals").
    s.masteryLevel = std::accumulate(p.levels.begin(), p.levels.end(), 0);
    s.completed = int(std::count(p.completed.begin(), p.completed.end(), true));
    s.prophecyPoints = std::accumulate(p.prophecies.begin(), p.prophecies.end(), 0);
    // D-OCC-INPLAY: a prophecy still in play scores its stored cards when the table plays so.
    s.inPlayPoints = options.inPlayScores ? std::accumulate(p.inPlay.begin(), p.inPlay.end(), 0) : 0;
    s.effectPoints = p.effects;
    s.score = s.masteryLevel + s.completed + s.prophecyPoints + s.inPlayPoints + s.effectPoints;
    return s;
}

std::vector<Standing> score(const std::vector<PlayerInput> &players, const ScoreOptions &options)
{
    std::vector<Standing> lines;
    for (std::size_t i = 0; i < players.size(); ++i) {
        Standing s = standingOf(players[i], options);
        s.player = int(i);
        lines.push_back(s);
    }
    // OCC-SCORE-1: most points wins; the rulebook names no tie-break, so equal points share the place.
    for (Standing &s : lines) {
        for (const Standing &o : lines) {
            if (o.score > s.score)
                ++s.place;
            else if (o.player != s.player && o.score == s.score)
                s.tiebreak = TieBreak::Shared;
        }
    }
    std::stable_sort(lines.begin(), lines.end(), [](const Standing &a, const Standing &b) { return a.score > b.score; });
    return lines;
}

// --- deck cycles ---------------------------------------------------------------------------------

int emptiesToEnd(int players)
{
    // OCC-END-1: twice with 2 players, three times with 3.
    return players >= 3 ? 3 : 2;
}

const char *deckPhaseKey(DeckPhase p)
{
    switch (p) {
    case DeckPhase::Counting: return "counting";
    case DeckPhase::FinalRound: return "finalRound";
    case DeckPhase::Finished: return "finished";
    }
    return "counting";
}

const char *deckErrorKey(DeckError e)
{
    switch (e) {
    case DeckError::None: return "none";
    case DeckError::NoSuchSeat: return "noSuchSeat";
    case DeckError::NotFinalRound: return "notFinalRound";
    case DeckError::AlreadyFinished: return "alreadyFinished";
    case DeckError::PlayerCount: return "playerCount";
    case DeckError::SeatInUse: return "seatInUse";
    }
    return "none";
}

int triggerSeat(const DeckCycle &d)
{
    const int need = emptiesToEnd(d.players);
    return int(d.empties.size()) >= need ? d.empties[std::size_t(need - 1)] : -1;
}

std::vector<int> finalRoundSeats(const DeckCycle &d)
{
    const int trigger = triggerSeat(d);
    if (trigger < 0)
        return {};
    // OCC-END-1: the round is finished, so that everyone has had the same number of turns: the
    // player on turn finishes theirs, then the players after them up to the last before the first.
    std::vector<int> seats;
    const int start = ((trigger - d.firstSeat) % d.players + d.players) % d.players; // place in the round
    for (int i = start; i < d.players; ++i)
        seats.push_back((d.firstSeat + i) % d.players);
    return seats;
}

std::vector<int> turnsLeft(const DeckCycle &d)
{
    std::vector<int> seats = finalRoundSeats(d);
    const std::size_t done = std::min(seats.size(), std::size_t(std::max(0, d.turnsFinished)));
    seats.erase(seats.begin(), seats.begin() + qsizetype(done));
    return seats;
}

DeckPhase phaseOf(const DeckCycle &d)
{
    if (triggerSeat(d) < 0)
        return DeckPhase::Counting;
    return turnsLeft(d).empty() ? DeckPhase::Finished : DeckPhase::FinalRound;
}

DeckError recordEmptied(DeckCycle &d, int seat)
{
    if (!validSeat(d, seat))
        return DeckError::NoSuchSeat;
    if (phaseOf(d) == DeckPhase::Finished)
        return DeckError::AlreadyFinished;
    // OCC-END-1: the deck may run out again during the final round (it is reshuffled and play goes
    // on); it is counted, and the final round stays the one the last needed emptying started.
    d.empties.push_back(seat);
    return DeckError::None;
}

DeckError recordTurnFinished(DeckCycle &d)
{
    const DeckPhase p = phaseOf(d);
    if (p == DeckPhase::Counting)
        return DeckError::NotFinalRound;
    if (p == DeckPhase::Finished)
        return DeckError::AlreadyFinished;
    ++d.turnsFinished;
    return DeckError::None;
}

DeckError setFirstSeat(DeckCycle &d, int seat)
{
    if (!validSeat(d, seat))
        return DeckError::NoSuchSeat;
    d.firstSeat = seat;
    return DeckError::None;
}

DeckError setPlayers(DeckCycle &d, int players)
{
    if (players < kMinPlayers || players > kMaxPlayers)
        return DeckError::PlayerCount;
    for (int s : d.empties)
        if (s >= players)
            return DeckError::SeatInUse;
    d.players = players;
    if (d.firstSeat >= players)
        d.firstSeat = 0;
    return DeckError::None;
}

// --- JSON ------------------------------------------------------------------------------------

namespace {

using sheets::exactKeys;
using sheets::fail;

bool number(const QJsonValue &v, const QString &path, int max, int &dst, ParseError &error)
{
    return sheets::wholeNumber(v, path, max, dst, error);
}

} // namespace

bool parsePlayer(const QJsonValue &v, const QString &path, PlayerInput &out, ParseError &error)
{
    if (!v.isObject())
        return fail(error, path, ParseReason::NotObject);
    const QJsonObject o = v.toObject();
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!playerKeys().contains(it.key()))
            return fail(error, path, ParseReason::UnknownKey, mc::printable(it.key()));
    for (int k = 0; k < kRequiredPlayerKeys; ++k)
        if (!o.contains(playerKeys()[k]))
            return fail(error, path, ParseReason::MissingKey, playerKeys()[k]);
    PlayerInput p;
    // An empty name is a seat of the kept sheet nobody named yet; parse() refuses it in a score file.
    if (!sheets::playerName(o.value(u"name"_s), path + u".name"_s, p.name, error, true))
        return false;

    const QJsonValue levels = o.value(u"levels"_s);
    if (!levels.isObject())
        return fail(error, path + u".levels"_s, ParseReason::NotObject);
    if (!exactKeys(levels.toObject(), masteryKeys(), path + u".levels"_s, error))
        return false;
    for (int m = 0; m < kMasteryCount; ++m) {
        const QString &k = masteryKeys()[m];
        if (!number(levels.toObject().value(k), path + u".levels."_s + k, kMaxLevel, p.levels[std::size_t(m)], error))
            return false;
    }

    const QJsonValue completed = o.value(u"completed"_s);
    if (!completed.isObject())
        return fail(error, path + u".completed"_s, ParseReason::NotObject);
    if (!exactKeys(completed.toObject(), masteryKeys(), path + u".completed"_s, error))
        return false;
    for (int m = 0; m < kMasteryCount; ++m) {
        const QString &k = masteryKeys()[m];
        const QJsonValue b = completed.toObject().value(k);
        if (!b.isBool())
            return fail(error, path + u".completed."_s + k, ParseReason::NotABool);
        p.completed[std::size_t(m)] = b.toBool();
    }

    const QJsonValue prophecies = o.value(u"prophecies"_s);
    if (!prophecies.isArray())
        return fail(error, path + u".prophecies"_s, ParseReason::NotList);
    const QJsonArray list = prophecies.toArray();
    if (list.size() > kMaxProphecies)
        return fail(error, path + u".prophecies"_s, ParseReason::TooMany, {}, kMaxProphecies);
    for (qsizetype i = 0; i < list.size(); ++i) {
        int points = 0;
        if (!number(list.at(i), path + u".prophecies[%1]"_s.arg(i), kMaxProphecyPoints, points, error))
            return false;
        p.prophecies.push_back(points);
    }

    // D-OCC-INPLAY: the prophecies still in play, at most 3.
    if (o.contains(u"inPlay"_s)) {
        const QJsonValue inPlay = o.value(u"inPlay"_s);
        if (!inPlay.isArray())
            return fail(error, path + u".inPlay"_s, ParseReason::NotList);
        const QJsonArray held = inPlay.toArray();
        if (held.size() > kMaxInPlay)
            return fail(error, path + u".inPlay"_s, ParseReason::TooMany, {}, kMaxInPlay);
        for (qsizetype i = 0; i < held.size(); ++i) {
            int points = 0;
            if (!number(held.at(i), path + u".inPlay[%1]"_s.arg(i), kMaxProphecyPoints, points, error))
                return false;
            p.inPlay.push_back(points);
        }
    }
    if (o.contains(u"effects"_s) && !number(o.value(u"effects"_s), path + u".effects"_s, kMaxEffectPoints, p.effects, error))
        return false;
    out = std::move(p);
    return true;
}

bool completionMismatch(const PlayerInput &p, const QString &path, ParseError &error)
{
    for (int m = 0; m < kMasteryCount; ++m)
        if (!completionFits(p.levels[std::size_t(m)], p.completed[std::size_t(m)])) {
            fail(error, path + u".levels."_s + masteryKeys()[m], ParseReason::NotANumber, {}, kMaxLevel, 1);
            error.note = u"the mastery is marked completed: a card still at level 0 has not been raised"_s;
            return true;
        }
    return false;
}

bool parse(const QByteArray &json, std::vector<PlayerInput> &out, ParseError &error, ScoreOptions *options)
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
    const QJsonObject top = doc.object();
    // "inPlayScores" may be left out (files written before it existed): D-OCC-INPLAY's default.
    for (auto it = top.begin(); it != top.end(); ++it)
        if (it.key() != u"players"_s && it.key() != u"inPlayScores"_s)
            return fail(error, u"top level"_s, ParseReason::UnknownKey, mc::printable(it.key()));
    if (!top.contains(u"players"_s))
        return fail(error, u"top level"_s, ParseReason::MissingKey, u"players"_s);
    ScoreOptions read;
    if (const QJsonValue v = top.value(u"inPlayScores"_s); !v.isUndefined()) {
        if (!v.isBool())
            return fail(error, u"inPlayScores"_s, ParseReason::NotABool);
        read.inPlayScores = v.toBool();
    }
    const QJsonValue list = top.value(u"players"_s);
    if (!list.isArray())
        return fail(error, u"players"_s, ParseReason::NotList);
    const QJsonArray a = list.toArray();
    if (a.size() < kMinPlayers || a.size() > kMaxPlayers)
        return fail(error, u"players"_s, ParseReason::PlayerCount, {}, kMaxPlayers, kMinPlayers);
    std::vector<PlayerInput> players;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString path = u"players[%1]"_s.arg(i);
        PlayerInput p;
        if (!parsePlayer(a.at(i), path, p, error))
            return false;
        if (p.name.isEmpty())
            return fail(error, path + u".name"_s, ParseReason::EmptyName);
        if (completionMismatch(p, path, error))
            return false;
        for (const PlayerInput &other : players)
            if (other.name == p.name)
                return fail(error, path + u".name"_s, ParseReason::DuplicateName, p.name);
        players.push_back(std::move(p));
    }
    out = std::move(players);
    if (options)
        *options = read;
    return true;
}

QJsonObject toJson(const PlayerInput &p)
{
    QJsonObject levels, completed;
    for (int m = 0; m < kMasteryCount; ++m) {
        levels[masteryKeys()[m]] = p.levels[std::size_t(m)];
        completed[masteryKeys()[m]] = p.completed[std::size_t(m)];
    }
    QJsonArray prophecies, inPlay;
    for (int points : p.prophecies)
        prophecies.append(points);
    for (int points : p.inPlay)
        inPlay.append(points);
    return QJsonObject{{u"name"_s, p.name},        {u"levels"_s, levels}, {u"completed"_s, completed},
                       {u"prophecies"_s, prophecies}, {u"inPlay"_s, inPlay}, {u"effects"_s, p.effects}};
}

QJsonObject toJson(const std::vector<Standing> &ranking, const std::vector<PlayerInput> &players, const ScoreOptions &options)
{
    QJsonArray list;
    for (const Standing &s : ranking)
        list.append(QJsonObject{{u"name"_s, players[std::size_t(s.player)].name},
                                {u"score"_s, s.score},
                                {u"place"_s, s.place},
                                {u"tiebreak"_s, QString::fromLatin1(tieBreakKey(s.tiebreak))},
                                {u"masteryLevel"_s, s.masteryLevel},
                                {u"completedMasteries"_s, s.completed},
                                {u"prophecyPoints"_s, s.prophecyPoints},
                                {u"inPlayPoints"_s, s.inPlayPoints},
                                {u"effectPoints"_s, s.effectPoints}});
    return QJsonObject{{u"inPlayScores"_s, options.inPlayScores}, {u"ranking"_s, list}};
}

QJsonObject toJson(const DeckCycle &d)
{
    QJsonArray empties;
    for (int s : d.empties)
        empties.append(s);
    return QJsonObject{{u"players"_s, d.players},
                       {u"firstSeat"_s, d.firstSeat},
                       {u"empties"_s, empties},
                       {u"turnsFinished"_s, d.turnsFinished}};
}

bool parseDeck(const QJsonValue &v, const QString &path, DeckCycle &out, ParseError &error)
{
    if (!v.isObject())
        return fail(error, path, ParseReason::NotObject);
    const QJsonObject o = v.toObject();
    if (!exactKeys(o, {u"players"_s, u"firstSeat"_s, u"empties"_s, u"turnsFinished"_s}, path, error))
        return false;
    DeckCycle d;
    if (!number(o.value(u"players"_s), path + u".players"_s, kMaxPlayers, d.players, error))
        return false;
    if (d.players < kMinPlayers)
        return fail(error, path + u".players"_s, ParseReason::PlayerCount, {}, kMaxPlayers, kMinPlayers);
    if (!number(o.value(u"firstSeat"_s), path + u".firstSeat"_s, d.players - 1, d.firstSeat, error))
        return false;
    const QJsonValue empties = o.value(u"empties"_s);
    if (!empties.isArray())
        return fail(error, path + u".empties"_s, ParseReason::NotList);
    // Far more than a game empties its deck: a bound so that a damaged file cannot grow without end.
    constexpr int kMaxEmpties = 99;
    if (empties.toArray().size() > kMaxEmpties)
        return fail(error, path + u".empties"_s, ParseReason::TooMany, {}, kMaxEmpties);
    for (qsizetype i = 0; i < empties.toArray().size(); ++i) {
        int seat = 0;
        if (!number(empties.toArray().at(i), path + u".empties[%1]"_s.arg(i), d.players - 1, seat, error))
            return false;
        d.empties.push_back(seat);
    }
    if (!number(o.value(u"turnsFinished"_s), path + u".turnsFinished"_s, kMaxPlayers, d.turnsFinished, error))
        return false;
    out = std::move(d);
    return true;
}

} // namespace occ
