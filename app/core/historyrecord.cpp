#include "historyrecord.h"

#include "model/core/jsonread.h"
#include "problemtext.h"

#include "historycheck.h"
#include "registry.h"

#include "model/core/names.h"
#include "model/mourners/game.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QFont>
#include <QFontMetrics>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>
#include <climits>
#include <cmath>
#include <optional>
#include <map>
#include <numeric>
#include <functional>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

const QString kGameFormat = u"mourners-game"_s;
const QString kHistoryFormat = u"mourners-history"_s;
constexpr int kFormatVersion = 1;

// "game" is the game's uid (rows of one game share it); "game_id" the shelf's game (registry.h),
// "details" a player's own numbers of a game other than Mourners Call (JSON), "color" the seat's
// colour in the game ("#rrggbb", optional).
const QStringList kCsvColumns = {
    u"game"_s, u"played_at"_s, u"source"_s, u"ruleset"_s, u"rounds"_s, u"duration_s"_s, u"notes"_s,
    u"seat"_s, u"name"_s, u"faction"_s, u"motive"_s, u"unity"_s, u"bone"_s, u"flesh"_s, u"spirit"_s,
    u"motive_bonus"_s, u"etherea"_s, u"mourners"_s, u"score"_s, u"place"_s, u"game_key"_s, u"game_id"_s,
    u"details"_s, u"tiebreak"_s, u"color"_s};
// Whether `game`'s records carry the end-of-game breakdown (shelf::HistoryReading::breakdown).
bool hasBreakdown(const QString &game)
{
    const shelf::GameModule *m = shelf::findGame(game);
    return m && m->history.breakdown;
}

bool isColor(const QString &c)
{
    static const QRegularExpression re(u"^#[0-9a-fA-F]{6}$"_s);
    return re.match(c).hasMatch();
}

QString compact(const QJsonObject &o)
{
    return o.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

bool isKnownSource(const QString &s)
{
    return s == u"calculator"_s || s == u"table"_s || s == u"digital"_s;
}

bool isKnownFaction(const QString &f)
{
    return f.isEmpty() || f == u"bone"_s || f == u"flesh"_s || f == u"spirit"_s;
}

QString csvField(const QString &s)
{
    if (!s.contains(u',') && !s.contains(u'"') && !s.contains(u'\n') && !s.contains(u'\r'))
        return s;
    QString q = s;
    q.replace(u"\""_s, u"\"\""_s);
    return u'"' + q + u'"';
}

/// RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. `lines` gets the
/// (1-based) line on which each row starts.
std::vector<QStringList> parseCsv(const QString &text, std::vector<int> &lines)
{
    std::vector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    bool rowStarted = false;
    int line = 1;
    int rowLine = 1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field += u'"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (!rowStarted) {
            rowStarted = true;
            rowLine = line;
        }
        if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row.append(field);
            field.clear();
        } else if (c == u'\n' || c == u'\r') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            row.append(field);
            field.clear();
            if (!(row.size() == 1 && row.constFirst().isEmpty())) {
                rows.push_back(row);
                lines.push_back(rowLine);
            }
            row.clear();
            rowStarted = false;
            ++line;
        } else {
            field += c;
        }
    }
    if (rowStarted || !field.isEmpty() || !row.isEmpty()) {
        row.append(field);
        if (!(row.size() == 1 && row.constFirst().isEmpty())) {
            rows.push_back(row);
            lines.push_back(rowLine);
        }
    }
    return rows;
}

} // namespace

// --- Reading a game of a history file as strictly as the sheet or calculator that made it ----------

namespace {

using mc::Problem;
using mc::ProblemCode;
using namespace historycheck;


/// A JSON value as its file writes it (for a word that is not one of the field's).
QString jsonText(const QJsonValue &v)
{
    const QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(a.mid(1, a.size() - 2)).left(40);
}




/// A whole number min..max written as text (CSV): "5.5", "x", "" and "99" for 1..4 are refused.
bool wholeText(const QString &text, const QString &path, qint64 min, qint64 max, qint64 &dst, Problem &error)
{
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok || v < min || v > max) {
        error = problemAt(path, ProblemCode::NotANumber, {}, int(std::max<qint64>(min, INT_MIN)),
                          int(std::min<qint64>(max, INT_MAX)));
        return false;
    }
    dst = v;
    return true;
}

bool wholeText(const QString &text, const QString &path, int min, int max, int &dst, Problem &error)
{
    qint64 n = 0;
    if (!wholeText(text, path, qint64(min), qint64(max), n, error))
        return false;
    dst = int(n);
    return true;
}

/// A text field: absent gives `fallback`, anything but a string is refused.
bool textJson(const QJsonObject &o, const QString &key, const QString &path, const QString &fallback, QString &dst,
              Problem &error)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        dst = fallback;
        return true;
    }
    if (!v.isString()) {
        error = problemAt(path, ProblemCode::UnknownWord, jsonText(v));
        return false;
    }
    dst = v.toString();
    return true;
}

constexpr qint64 kMaxDuration = 999'999'999; // seconds: about 31 years, far below what a cast can hold


/// The score, place and (for Mourners Call) tie-break a file gave a player, to compare with the ranking.
struct Given {
    std::optional<int> score;
    std::optional<int> place;
};










/// The checks every game of a history file gets, by the rules of its own game: its player count,
/// names (mc::nameProblem, none twice), and its scores and places as its own sheet gives them (Mourners
/// Call's calculator ranks again, mc::rank; the other sheets read their numbers with their own checks).
bool checkGame(GameRecord &g, const std::vector<Given> &given, const FieldPath &at, Problem &error)
{
    const shelf::GameEntry *entry = shelf::findGame(g.game);
    const int n = int(g.players.size());
    if (!entry || n < entry->minPlayers || n > entry->maxPlayers) {
        error = problemAt(at(-1, u"players"_s), ProblemCode::PlayerCount, {}, entry ? entry->minPlayers : 2,
                          entry ? entry->maxPlayers : 4);
        return false;
    }
    for (int i = 0; i < n; ++i) {
        const QString &name = g.players[std::size_t(i)].name;
        if (const auto p = mc::nameProblem(name, at(i, u"name"_s))) {
            error = *p;
            return false;
        }
        for (int j = 0; j < i; ++j)
            if (g.players[std::size_t(j)].name == name) {
                error = problemAt(at(i, u"name"_s), ProblemCode::DuplicateName, name);
                return false;
            }
    }
    if (entry->history.breakdown) {
        g.rankPlayers();
        for (int i = 0; i < n; ++i) {
            const Given &f = given[std::size_t(i)];
            const PlayerRecord &p = g.players[std::size_t(i)];
            if ((f.score && !sameResultAs(*f.score, p.score, at(i, u"score"_s), error))
                || (f.place && !sameResultAs(*f.place, p.place, at(i, u"place"_s), error)))
                return false;
        }
        return true;
    }
    return entry->history.check ? entry->history.check(g, at, error) : true;
}

using mc::printable;

/// A game's key that is not short readable text (its identity is printed when it conflicts), or nothing.
std::optional<Problem> keyProblem(const QString &key, const QString &path)
{
    if (key.size() > 200) {
        Problem p = problemAt(path, ProblemCode::TooLong, {}, 0, 200);
        p.value = int(key.size());
        return p;
    }
    for (qsizetype i = 0; i < key.size(); ++i) {
        if (key.at(i).isHighSurrogate() && i + 1 < key.size() && key.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (printable(QString(key.at(i))) != QString(key.at(i))) {
            Problem p = problemAt(path, ProblemCode::BadCharacter);
            p.value = key.at(i).unicode();
            p.offset = i;
            return p;
        }
    }
    return std::nullopt;
}

/// The problems of a file as they may be printed back (printable() of every quoted word).
void makePrintable(mc::Problems &problems)
{
    for (mc::Problem &p : problems)
        p.detail = printable(p.detail);
}

/// The offset of the first byte of `data` that is not part of valid UTF-8 (overlong forms, surrogates
/// and code points past U+10FFFF included), or -1.
qsizetype firstNonUtf8(const QByteArray &data)
{
    const auto *s = reinterpret_cast<const unsigned char *>(data.constData());
    const qsizetype n = data.size();
    qsizetype i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int len = 0;
        unsigned lo = 0x80, hi = 0xbf;
        if (c >= 0xc2 && c <= 0xdf)
            len = 1;
        else if (c >= 0xe0 && c <= 0xef) {
            len = 2;
            if (c == 0xe0)
                lo = 0xa0;
            else if (c == 0xed)
                hi = 0x9f;
        } else if (c >= 0xf0 && c <= 0xf4) {
            len = 3;
            if (c == 0xf0)
                lo = 0x90;
            else if (c == 0xf4)
                hi = 0x8f;
        } else {
            return i;
        }
        if (i + len >= n)
            return i;
        for (int k = 1; k <= len; ++k) {
            const unsigned b = s[i + k];
            const unsigned l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xbf;
            if (b < l || b > h)
                return i;
        }
        i += len + 1;
    }
    return -1;
}

/// The NotUtf8 refusal of `data` (the whole file, at its first bad byte), or nothing.
std::optional<mc::Problem> notUtf8(const QByteArray &data)
{
    const qsizetype bad = firstNonUtf8(data);
    if (bad < 0)
        return std::nullopt;
    mc::Problem p = problemAt(QString(), ProblemCode::NotUtf8);
    p.offset = bad;
    return p;
}

} // namespace

QString localPath(const QString &pathOrUrl)
{
    if (pathOrUrl.startsWith(u"file:"_s))
        return QUrl(pathOrUrl).toLocalFile();
    return pathOrUrl;
}

// --- GameRecord ------------------------------------------------------------------------------------

PlayerRecord PlayerRecord::fromScore(const mc::ScoreInput &in)
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

mc::ScoreInput PlayerRecord::toScore() const
{
    mc::ScoreInput s;
    s.name = name;
    s.unity = unity;
    s.bone = bone;
    s.flesh = flesh;
    s.spirit = spirit;
    s.motive = motiveBonus;
    s.etherea = etherea;
    s.mourners = mourners;
    return s;
}

std::vector<mc::ScoreInput> GameRecord::scoreInputs() const
{
    std::vector<mc::ScoreInput> in;
    for (const PlayerRecord &p : players)
        in.push_back(p.toScore());
    return in;
}

void GameRecord::rankPlayers()
{
    if (!hasBreakdown(game))
        return; // ranked by its own sheet
    const auto ranking = mc::rank(scoreInputs());
    for (const mc::ScoreResult &r : ranking) {
        PlayerRecord &p = players[std::size_t(r.input)];
        p.score = r.score;
        p.place = r.place;
        p.tiebreak = QString::fromLatin1(mc::tieBreakKey(r.tiebreak));
    }
}

std::vector<int> GameRecord::placeOrder() const
{
    if (!hasBreakdown(game)) { // ranked by its own sheet: its places, seat order within one
        std::vector<int> seats(players.size());
        for (std::size_t i = 0; i < seats.size(); ++i)
            seats[i] = int(i);
        std::stable_sort(seats.begin(), seats.end(), [this](int a, int b) {
            return players[std::size_t(a)].place < players[std::size_t(b)].place;
        });
        return seats;
    }
    std::vector<int> order;
    if (!hasBreakdown(game)) {
        // Another game's sheet ranked its players itself: by the places it stored, seats in order
        // on a shared place (a battle's places follow eliminations, not scores).
        for (int i = 0; i < int(players.size()); ++i)
            order.push_back(i);
        std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
            return players[std::size_t(a)].place < players[std::size_t(b)].place;
        });
        return order;
    }
    for (const mc::ScoreResult &r : mc::rank(scoreInputs()))
        order.push_back(r.input);
    return order;
}

QStringList GameRecord::winners() const
{
    QStringList w;
    for (int i : placeOrder())
        if (players[std::size_t(i)].place == 1)
            w.append(players[std::size_t(i)].name);
    return w;
}

void GameRecord::computeUid()
{
    if (!hasBreakdown(game) && gameKey.isEmpty()) {
        // Another game of the shelf: its id, the day and time, and every player's result and numbers.
        QStringList parts{game, QString::number(playedAt.toSecsSinceEpoch()), source};
        for (const PlayerRecord &p : players)
            parts << p.name << QString::number(p.score) << compact(p.details);
        const QByteArray hash = QCryptographicHash::hash(parts.join(u'\x1f').toUtf8(), QCryptographicHash::Sha1);
        uid = QString::fromLatin1(hash.toHex().left(20));
        return;
    }
    if (!gameKey.isEmpty()) {
        // Issue 11: a game of the app is the same game whenever it is saved; its date is not part of it.
        const QByteArray hash = QCryptographicHash::hash(u"game\x1f"_s.append(gameKey).toUtf8(), QCryptographicHash::Sha1);
        uid = QString::fromLatin1(hash.toHex().left(20));
        return;
    }
    QStringList parts{QString::number(playedAt.toSecsSinceEpoch()), source};
    for (const PlayerRecord &p : players)
        parts << p.name << p.faction
              << u"%1/%2/%3/%4/%5/%6/%7"_s.arg(p.unity).arg(p.bone).arg(p.flesh).arg(p.spirit)
                         .arg(p.motiveBonus).arg(p.etherea).arg(p.mourners);
    const QByteArray hash = QCryptographicHash::hash(parts.join(u'\x1f').toUtf8(), QCryptographicHash::Sha1);
    uid = QString::fromLatin1(hash.toHex().left(20));
}

QJsonObject GameRecord::toJson() const
{
    QJsonObject o;
    o[u"format"_s] = kGameFormat;
    o[u"version"_s] = kFormatVersion;
    const shelf::GameEntry *entry = shelf::findGame(game);
    o[u"game"_s] = QString::fromLatin1(!entry ? "" : entry->history.exportTitle ? entry->history.exportTitle : entry->title);
    o[u"gameId"_s] = game;
    o[u"uid"_s] = uid;
    o[u"playedAt"_s] = playedAt.toUTC().toString(Qt::ISODate);
    o[u"source"_s] = source;
    o[u"ruleset"_s] = ruleset;
    o[u"rounds"_s] = rounds;
    if (durationSeconds >= 0) {
        o[u"durationSeconds"_s] = durationSeconds;
        o[u"durationMinutes"_s] = int((durationSeconds + 30) / 60);
    }
    if (!notes.isEmpty())
        o[u"notes"_s] = notes;
    if (!gameKey.isEmpty())
        o[u"gameKey"_s] = gameKey;
    QJsonArray list;
    for (std::size_t i = 0; i < players.size(); ++i) {
        const PlayerRecord &p = players[i];
        QJsonObject po;
        po[u"name"_s] = p.name;
        po[u"seat"_s] = int(i) + 1;
        po[u"faction"_s] = p.faction;
        po[u"motive"_s] = p.motive;
        if (!p.color.isEmpty())
            po[u"color"_s] = p.color;
        po[u"score"_s] = p.score;
        po[u"place"_s] = p.place;
        po[u"winner"_s] = p.place == 1;
        po[u"tiebreak"_s] = p.tiebreak;
        if (!hasBreakdown(game)) {
            po[u"details"_s] = p.details;
            list.append(po);
            continue;
        }
        po[u"breakdown"_s] = QJsonObject{{u"unity"_s, p.unity},     {u"bone"_s, p.bone},
                                         {u"flesh"_s, p.flesh},     {u"spirit"_s, p.spirit},
                                         {u"motive"_s, p.motiveBonus}, {u"etherea"_s, p.etherea},
                                         {u"mourners"_s, p.mourners}};
        list.append(po);
    }
    o[u"players"_s] = list;
    o[u"winners"_s] = QJsonArray::fromStringList(winners());
    if (!roundData.isEmpty())
        o[u"roundData"_s] = roundData;
    if (!details.isEmpty())
        o[u"details"_s] = details;
    return o;
}

bool GameRecord::fromJson(const QJsonObject &o, GameRecord &out, QString &error)
{
    mc::Problem problem;
    if (fromJson(o, out, problem))
        return true;
    error = ProblemText::plain(problem);
    return false;
}

bool GameRecord::fromJson(const QJsonObject &o, GameRecord &out, mc::Problem &error)
{
    static const QStringList gameKeys = {
        u"format"_s, u"version"_s, u"game"_s, u"gameId"_s, u"uid"_s, u"playedAt"_s, u"source"_s, u"ruleset"_s,
        u"rounds"_s, u"durationSeconds"_s, u"durationMinutes"_s, u"notes"_s, u"gameKey"_s, u"players"_s,
        u"winners"_s, u"roundData"_s, u"details"_s};
    static const QStringList playerKeys = {u"name"_s,  u"seat"_s,   u"faction"_s,  u"motive"_s,
                                           u"color"_s, u"score"_s,  u"place"_s,    u"winner"_s,
                                           u"tiebreak"_s, u"details"_s, u"breakdown"_s};
    static const QStringList breakdownKeys = {u"unity"_s,  u"bone"_s,    u"flesh"_s,   u"spirit"_s,
                                              u"motive"_s, u"etherea"_s, u"mourners"_s};
    out = GameRecord{};
    if (!onlyKeys(o, gameKeys, QString(), error))
        return false;
    if (o.contains(u"format"_s) && o.value(u"format"_s).toString() != kGameFormat) {
        error = problemAt(u"format"_s, ProblemCode::WrongFormat, kGameFormat);
        return false;
    }
    if (o.contains(u"version"_s)) {
        int version = 0;
        if (!wholeJson(o.value(u"version"_s), u"version"_s, 1, 1'000'000, version, error))
            return false;
        if (version > kFormatVersion) {
            error = problemAt(u"version"_s, ProblemCode::NewerVersion, {}, 0, kFormatVersion);
            error.value = version;
            return false;
        }
    }
    QString text;
    if (!textJson(o, u"gameId"_s, u"gameId"_s, QString::fromLatin1(shelf::defaultGame().id), out.game, error)) // files before the shelf: Mourners Call
        return false;
    if (!shelf::findGame(out.game)) {
        error = problemAt(u"gameId"_s, ProblemCode::UnknownWord, out.game.left(40));
        return false;
    }
    if (!textJson(o, u"playedAt"_s, u"playedAt"_s, QString(), text, error))
        return false;
    out.playedAt = QDateTime::fromString(text, Qt::ISODate);
    if (!out.playedAt.isValid()) {
        error = problemAt(u"playedAt"_s, ProblemCode::NotDate);
        return false;
    }
    out.playedAt = out.playedAt.toUTC();
    if (!textJson(o, u"source"_s, u"source"_s, u"calculator"_s, out.source, error))
        return false;
    if (!isKnownSource(out.source)) {
        error = problemAt(u"source"_s, ProblemCode::UnknownWord, out.source.left(40));
        return false;
    }
    if (!textJson(o, u"ruleset"_s, u"ruleset"_s, u"standard"_s, out.ruleset, error)
        || !textJson(o, u"notes"_s, u"notes"_s, QString(), out.notes, error)
        || !textJson(o, u"gameKey"_s, u"gameKey"_s, QString(), out.gameKey, error))
        return false;
    // The game's identity is shown when it conflicts: text a person could read.
    if (const auto p = keyProblem(out.ruleset, u"ruleset"_s)) {
        error = *p;
        return false;
    }
    if (const auto p = keyProblem(out.gameKey, u"gameKey"_s)) {
        error = *p;
        return false;
    }
    if (o.contains(u"rounds"_s) && !wholeJson(o.value(u"rounds"_s), u"rounds"_s, 0, 99, out.rounds, error))
        return false;
    if (o.contains(u"durationSeconds"_s)
        && !wholeJson(o.value(u"durationSeconds"_s), u"durationSeconds"_s, qint64(0), kMaxDuration, out.durationSeconds, error))
        return false;
    for (const QString key : {u"details"_s, u"roundData"_s}) {
        if (o.contains(key) && !o.value(key).isObject()) {
            error = problemAt(key, ProblemCode::NotObject);
            return false;
        }
    }
    out.details = o.value(u"details"_s).toObject();
    out.roundData = o.value(u"roundData"_s).toObject();
    if (!o.value(u"players"_s).isArray()) {
        error = problemAt(u"players"_s, ProblemCode::NotList);
        return false;
    }
    const QJsonArray list = o.value(u"players"_s).toArray();
    if (list.size() > 8) {
        error = problemAt(u"players"_s, ProblemCode::PlayerCount, {}, 2, shelf::findGame(out.game)->maxPlayers);
        return false;
    }
    std::vector<Given> given;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = u"players[%1]"_s.arg(i);
        if (!list.at(i).isObject()) {
            error = problemAt(path, ProblemCode::NotObject);
            return false;
        }
        const QJsonObject po = list.at(i).toObject();
        if (!onlyKeys(po, playerKeys, path, error))
            return false;
        PlayerRecord p;
        Given g;
        const QJsonValue name = po.value(u"name"_s);
        p.name = name.isString() ? name.toString() : QString();
        if (po.contains(u"seat"_s)) {
            int seat = 0;
            if (!wholeJson(po.value(u"seat"_s), path + u".seat"_s, 1, 8, seat, error))
                return false;
            if (seat != i + 1) {
                error = problemAt(path + u".seat"_s, ProblemCode::NotInOrder, {}, 1, int(list.size()));
                error.value = int(i) + 1;
                return false;
            }
        }
        // The seat's colour in the game, when the file has one that is a colour (else the default).
        if (const QString color = po.value(u"color"_s).toString(); isColor(color))
            p.color = color;
        if (!textJson(po, u"faction"_s, path + u".faction"_s, QString(), p.faction, error)
            || !textJson(po, u"motive"_s, path + u".motive"_s, QString(), p.motive, error)
            || !textJson(po, u"tiebreak"_s, path + u".tiebreak"_s, u"none"_s, p.tiebreak, error))
            return false;
        for (const auto &[text, field] : {std::pair{&p.motive, u".motive"_s}, std::pair{&p.tiebreak, u".tiebreak"_s}})
            if (const auto kp = keyProblem(*text, path + field)) {
                error = *kp;
                return false;
            }
        if (po.contains(u"score"_s)) {
            int v = 0;
            if (!wholeJson(po.value(u"score"_s), path + u".score"_s, -kMaxScore, kMaxScore, v, error))
                return false;
            g.score = v;
        }
        if (po.contains(u"place"_s)) {
            int v = 0;
            if (!wholeJson(po.value(u"place"_s), path + u".place"_s, 1, int(list.size()), v, error))
                return false;
            g.place = v;
        }
        if (!hasBreakdown(out.game)) {
            // Ranked by the game's own sheet: checkGame() reads its numbers and ranks them again.
            if (!g.score || !g.place) {
                error = problemAt(path, ProblemCode::MissingKey, g.score ? u"place"_s : u"score"_s);
                return false;
            }
            if (!po.value(u"details"_s).isObject()) {
                error = problemAt(path + u".details"_s, ProblemCode::NotObject);
                return false;
            }
            p.score = *g.score;
            p.place = *g.place;
            p.details = po.value(u"details"_s).toObject();
            if (po.contains(u"breakdown"_s)) {
                error = problemAt(path, ProblemCode::UnknownKey, u"breakdown"_s);
                return false;
            }
        } else {
            if (!isKnownFaction(p.faction)) {
                error = problemAt(path + u".faction"_s, ProblemCode::NotFaction, p.faction.left(40));
                return false;
            }
            if (po.contains(u"details"_s)) {
                error = problemAt(path, ProblemCode::UnknownKey, u"details"_s);
                return false;
            }
            if (!po.value(u"breakdown"_s).isObject()) {
                error = problemAt(path + u".breakdown"_s, ProblemCode::NotObject);
                return false;
            }
            // As the calculator (mc::parseScoreInputs): a misspelt key is refused, not counted as 0.
            const QJsonObject b = po.value(u"breakdown"_s).toObject();
            if (!onlyKeys(b, breakdownKeys, path + u".breakdown"_s, error))
                return false;
            int *const fields[] = {&p.unity, &p.bone, &p.flesh, &p.spirit, &p.motiveBonus, &p.etherea, &p.mourners};
            for (qsizetype k = 0; k < breakdownKeys.size(); ++k) {
                const QString &key = breakdownKeys[k];
                if (!b.contains(key)) {
                    error = problemAt(path + u".breakdown"_s, ProblemCode::MissingKey, key);
                    return false;
                }
                if (!wholeJson(b.value(key), path + u".breakdown."_s + key, 0, 999, *fields[k], error))
                    return false;
            }
        }
        out.players.push_back(p);
        given.push_back(g);
    }
    const FieldPath at = [](int player, const QString &field) {
        return player < 0 ? field : u"players[%1].%2"_s.arg(player).arg(field);
    };
    if (!checkGame(out, given, at, error))
        return false;
    out.computeUid();
    return true;
}

bool GameRecord::newerFirst(const GameRecord &a, const GameRecord &b)
{
    const QDateTime la = a.playedAt.toLocalTime(), lb = b.playedAt.toLocalTime();
    if (la.date() != lb.date())
        return la.date() > lb.date();
    if (a.datedOnly() != b.datedOnly())
        return !a.datedOnly(); // a time that day before "some time that day"
    if (la != lb) // the calculator keeps noon; an import may bring other hours
        return la > lb;
    return a.id > b.id;
}

QString GameRecord::gameKeyOf(const mc::Game &game, bool withActions)
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

bool GameRecord::sameResult(const GameRecord &other) const
{
    GameRecord a = *this;
    GameRecord b = other;
    for (GameRecord *g : {&a, &b}) {
        g->id = -1;
        g->uid.clear();
        g->gameKey.clear();
        g->playedAt = {};
        g->notes.clear();
        g->durationSeconds = -1;
        // A colour is not a result (records of older versions have none).
        for (PlayerRecord &p : g->players)
            p.color.clear();
    }
    return a.toJson() == b.toJson();
}

QString PlayerRecord::defaultColor(int seat)
{
    static const QString colors[] = {u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s, u"#ef6c00"_s};
    return colors[std::size_t(std::max(0, seat)) % std::size(colors)];
}

QString PlayerRecord::colorAt(int seat) const
{
    return isColor(color) ? color : defaultColor(seat);
}

GameRecord GameRecord::fromGame(const mc::Game &game, qint64 durationSeconds)
{
    GameRecord r;
    const mc::GameState &end = game.state();
    r.playedAt = QDateTime::currentDateTimeUtc();
    r.playedAt.setTime(QTime(r.playedAt.time().hour(), r.playedAt.time().minute(), r.playedAt.time().second()));
    r.source = end.mode == mc::Mode::Table ? u"table"_s : u"digital"_s;
    r.ruleset = end.rules().id;
    r.rounds = end.round;
    // The time played, as the app kept it in the game's save (across restarts), unless given.
    const double played = game.meta().value(u"playedSeconds"_s).toDouble(-1);
    r.durationSeconds = durationSeconds >= 0 ? durationSeconds : played >= 0 && played < 1e9 ? qint64(played) : -1;

    r.gameKey = gameKeyOf(game, false);

    std::vector<QString> names;
    for (const mc::Seat &seat : game.seats())
        names.push_back(seat.name);
    const auto inputs = mc::scoreInputs(end, names);
    for (int p = 0; p < end.players; ++p) {
        const auto &in = inputs[std::size_t(p)];
        const auto &pl = end.player[std::size_t(p)];
        PlayerRecord rec = PlayerRecord::fromScore(in);
        // The seat's colour as the game drew it: the one chosen in the wizard, else the seat's default.
        const QString chosen = std::size_t(p) < game.seats().size() ? game.seats()[std::size_t(p)].color : QString();
        rec.color = isColor(chosen) ? chosen : PlayerRecord::defaultColor(p);
        rec.faction = pl.declared >= 0 ? QString::fromLatin1(mc::factionKey(pl.declared)) : QString();
        if (pl.motive >= 0 && std::size_t(pl.motive) < end.rules().motives.size())
            rec.motive = end.rules().motives[std::size_t(pl.motive)].name;
        r.players.push_back(rec);
    }

    // The table at the end of every round: the last state before the round number changes. The
    // recorded actions are replayed once from the start (they were all legal when played).
    QJsonArray rounds;
    auto snapshot = [&rounds](const mc::GameState &s) {
        if (s.round < 1)
            return;
        QJsonArray scores, etherea;
        for (int p = 0; p < s.players; ++p) {
            scores.append(s.scoreOf(p));
            etherea.append(s.player[std::size_t(p)].etherea);
        }
        rounds.append(QJsonObject{{u"round"_s, s.round},   {u"suspicion"_s, s.suspicion},
                                  {u"threat"_s, s.threat}, {u"scores"_s, scores},
                                  {u"etherea"_s, etherea}});
    };
    mc::GameState s = game.stateBefore(0);
    for (const mc::Action &action : game.actions()) {
        mc::GameState next = s;
        next.applyUnchecked(action);
        if (next.round != s.round)
            snapshot(s);
        s = std::move(next);
    }
    snapshot(s);
    if (!rounds.isEmpty())
        r.roundData = QJsonObject{{u"suspicionMax"_s, end.rules().suspicionMax},
                                  {u"threatMax"_s, end.rules().threatMax},
                                  {u"rounds"_s, rounds}};
    r.rankPlayers();
    r.computeUid();
    return r;
}

// --- HistoryFiles ----------------------------------------------------------------------------------

QByteArray HistoryFiles::toCsv(const std::vector<GameRecord> &games)
{
    QString text = kCsvColumns.join(u',') + u"\r\n"_s;
    for (const GameRecord &g : games) {
        for (std::size_t i = 0; i < g.players.size(); ++i) {
            const PlayerRecord &p = g.players[i];
            const QStringList row = {
                g.uid, g.playedAt.toUTC().toString(Qt::ISODate), g.source, g.ruleset,
                QString::number(g.rounds), g.durationSeconds >= 0 ? QString::number(g.durationSeconds) : QString(),
                g.notes, QString::number(i + 1), p.name, p.faction, p.motive, QString::number(p.unity),
                QString::number(p.bone), QString::number(p.flesh), QString::number(p.spirit),
                QString::number(p.motiveBonus), QString::number(p.etherea), QString::number(p.mourners),
                QString::number(p.score), QString::number(p.place), g.gameKey, g.game, compact(p.details), p.tiebreak, p.color};
            QStringList fields;
            for (const QString &f : row)
                fields.append(csvField(f));
            text += fields.join(u',') + u"\r\n"_s;
        }
    }
    return text.toUtf8();
}

QByteArray HistoryFiles::toJson(const std::vector<GameRecord> &games)
{
    QJsonArray list;
    for (const GameRecord &g : games)
        list.append(g.toJson());
    const QJsonObject o{{u"format"_s, kHistoryFormat}, {u"version"_s, kFormatVersion}, {u"games"_s, list}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

namespace {
HistoryFiles::Read readJsonFile(const QByteArray &data, const HistoryFiles::Progress &progress)
{
    using Read = HistoryFiles::Read;
    Read r;
    auto refuse = [&r](mc::Problem p) {
        r.refused = true;
        r.problems = {std::move(p)};
        return r;
    };
    if (const auto p = notUtf8(data))
        return refuse(*p);
    mc::Problem refused;
    const QJsonDocument doc = mc::readJson(data, mc::JsonLimit::kHistoryImport, refused);
    if (doc.isNull())
        return refuse(refused);
    if (!doc.isObject())
        return refuse(problemAt(QString(), ProblemCode::WrongFormat, kHistoryFormat));
    const QJsonObject root = doc.object();
    QJsonArray games;
    bool single = false;
    if (root.value(u"format"_s).toString() == kHistoryFormat) {
        mc::Problem p;
        if (!onlyKeys(root, {u"format"_s, u"version"_s, u"games"_s}, QString(), p))
            return refuse(p);
        int version = kFormatVersion; // files of the first version may leave it out
        if (root.contains(u"version"_s) && !wholeJson(root.value(u"version"_s), u"version"_s, 1, 1'000'000, version, p))
            return refuse(p);
        if (version > kFormatVersion) {
            p = problemAt(u"version"_s, ProblemCode::NewerVersion, {}, 0, kFormatVersion);
            p.value = version;
            return refuse(p);
        }
        if (!root.value(u"games"_s).isArray())
            return refuse(problemAt(u"games"_s, ProblemCode::NotList));
        games = root.value(u"games"_s).toArray();
    } else if (root.value(u"format"_s).toString() == kGameFormat) {
        games.append(root); // one exported game
        single = true;
    } else {
        return refuse(problemAt(u"format"_s, ProblemCode::WrongFormat, kHistoryFormat));
    }
    for (qsizetype i = 0; i < games.size(); ++i) {
        if (progress && (i % 64) == 0 && !progress(i, games.size())) {
            r.cancelled = true;
            return r;
        }
        const QString where = single ? QString() : u"games[%1]"_s.arg(i);
        GameRecord g;
        mc::Problem why;
        if (!games.at(i).isObject()) {
            r.problems.push_back(problemAt(where, ProblemCode::NotObject));
            continue;
        }
        if (!GameRecord::fromJson(games.at(i).toObject(), g, why)) {
            r.problems.push_back(single ? why : mc::nested(where, {why}).front());
            continue;
        }
        r.games.push_back(std::move(g));
        r.where.push_back(where.isEmpty() ? u"gameKey"_s : where + u".gameKey"_s);
    }
    if (progress)
        progress(games.size(), games.size());
    return r;
}

HistoryFiles::Read readCsvFile(const QByteArray &data, const HistoryFiles::Progress &progress)
{
    using Read = HistoryFiles::Read;
    Read r;
    auto refuse = [&r](mc::Problem p) {
        r.refused = true;
        r.problems = {std::move(p)};
        return r;
    };
    if (const auto p = notUtf8(data))
        return refuse(*p);
    if (const auto big = mc::tooBig(data.size(), mc::JsonLimit::kHistoryImport))
        return refuse(*big);
    std::vector<int> lines;
    const auto rows = parseCsv(QString::fromUtf8(data), lines);
    if (rows.empty())
        return refuse(problemAt(u"line 1"_s, ProblemCode::MissingKey, u"game"_s));
    QStringList header = rows.front();
    for (QString &h : header)
        h = h.trimmed();
    if (!header.isEmpty() && header.constFirst().startsWith(QChar(0xfeff)))
        header.first().remove(0, 1);
    static const QStringList required = {u"game"_s, u"played_at"_s, u"source"_s, u"seat"_s, u"name"_s,
                                         u"unity"_s, u"bone"_s, u"flesh"_s, u"spirit"_s, u"motive_bonus"_s,
                                         u"etherea"_s, u"mourners"_s};
    for (qsizetype i = 0; i < header.size(); ++i) {
        if (!kCsvColumns.contains(header[i]))
            return refuse(problemAt(u"line 1"_s, ProblemCode::UnknownKey, header[i].left(40)));
        if (header.indexOf(header[i]) != i)
            return refuse(problemAt(u"line 1"_s, ProblemCode::DuplicateKey, header[i]));
    }
    std::map<QString, int> col;
    for (const QString &c : kCsvColumns) {
        const int at = int(header.indexOf(c));
        if (at < 0 && required.contains(c))
            return refuse(problemAt(u"line 1"_s, ProblemCode::MissingKey, c));
        col[c] = at;
    }
    auto cell = [&](const QStringList &row, const QString &c) {
        const int at = col[c];
        return at >= 0 && at < row.size() ? row.at(at).trimmed() : QString();
    };

    // Rows of one game share the "game" column; a game with a bad row is left out whole, with the
    // first problem of its rows.
    struct Pending {
        GameRecord game;
        std::vector<int> lines;
        std::vector<Given> given;
        std::optional<mc::Problem> problem;
    };
    std::vector<QString> order;
    std::map<QString, Pending> games;
    for (std::size_t ri = 1; ri < rows.size(); ++ri) {
        const QStringList &row = rows[ri];
        const int line = lines[ri];
        const auto path = [line](const QString &c) { return u"line %1, %2"_s.arg(line).arg(c); };
        const QString key = cell(row, u"game"_s);
        if (row.size() != header.size()) {
            mc::Problem p = problemAt(u"line %1"_s.arg(line), ProblemCode::WrongCount);
            p.max = int(header.size());
            p.value = int(std::min<qsizetype>(row.size(), INT_MAX));
            if (!key.isEmpty() && games.count(key)) {
                if (!games[key].problem)
                    games[key].problem = p;
            } else {
                r.problems.push_back(p);
            }
            continue;
        }
        if (key.isEmpty()) {
            r.problems.push_back(problemAt(path(u"game"_s), ProblemCode::EmptyName));
            continue;
        }
        const bool first = !games.count(key);
        Pending &pending = games[key];
        if (first)
            order.push_back(key);
        if (pending.problem)
            continue;
        mc::Problem p;
        auto bad = [&](mc::Problem why) { pending.problem = std::move(why); };
        GameRecord &g = pending.game;
        if (first) {
            g.playedAt = QDateTime::fromString(cell(row, u"played_at"_s), Qt::ISODate);
            g.source = cell(row, u"source"_s);
            g.ruleset = cell(row, u"ruleset"_s);
            if (g.ruleset.isEmpty())
                g.ruleset = u"standard"_s;
            g.notes = row.value(col[u"notes"_s]);
            g.gameKey = cell(row, u"game_key"_s);
            if (const auto kp = keyProblem(g.ruleset, path(u"ruleset"_s))) {
                bad(*kp);
                continue;
            }
            if (const auto kp = keyProblem(g.gameKey, path(u"game_key"_s))) {
                bad(*kp);
                continue;
            }
            if (const QString id = cell(row, u"game_id"_s); !id.isEmpty())
                g.game = id;
            if (!shelf::findGame(g.game)) {
                bad(problemAt(path(u"game_id"_s), ProblemCode::UnknownWord, g.game.left(40)));
                continue;
            }
            if (!g.playedAt.isValid()) {
                bad(problemAt(path(u"played_at"_s), ProblemCode::NotDate));
                continue;
            }
            g.playedAt = g.playedAt.toUTC();
            if (!isKnownSource(g.source)) {
                bad(problemAt(path(u"source"_s), ProblemCode::UnknownWord, g.source.left(40)));
                continue;
            }
            const QString rounds = cell(row, u"rounds"_s);
            if (!rounds.isEmpty() && !wholeText(rounds, path(u"rounds"_s), 0, 99, g.rounds, p)) {
                bad(p);
                continue;
            }
            const QString duration = cell(row, u"duration_s"_s);
            if (!duration.isEmpty()
                && !wholeText(duration, path(u"duration_s"_s), qint64(0), kMaxDuration, g.durationSeconds, p)) {
                bad(p);
                continue;
            }
        }
        // The seats in order from 1, as the export writes them: a row "seat 99" or "x" is not a player.
        const int maxSeats = shelf::findGame(g.game)->maxPlayers;
        int seat = 0;
        if (!wholeText(cell(row, u"seat"_s), path(u"seat"_s), 1, maxSeats, seat, p)) {
            bad(p);
            continue;
        }
        if (seat != int(g.players.size()) + 1) {
            p = problemAt(path(u"seat"_s), ProblemCode::NotInOrder, {}, 1, maxSeats);
            p.value = int(g.players.size()) + 1;
            bad(p);
            continue;
        }
        PlayerRecord pl;
        Given given;
        pl.name = row.value(col[u"name"_s]); // as written: nameProblem() refuses blanks and controls
        if (const QString color = cell(row, u"color"_s); isColor(color))
            pl.color = color;
        pl.faction = cell(row, u"faction"_s);
        pl.motive = cell(row, u"motive"_s);
        pl.tiebreak = cell(row, u"tiebreak"_s); // Mourners Call and the score sheets rank again
        if (const auto kp = keyProblem(pl.motive, path(u"motive"_s))) {
            bad(*kp);
            continue;
        }
        if (const auto kp = keyProblem(pl.tiebreak, path(u"tiebreak"_s))) {
            bad(*kp);
            continue;
        }
        const QString score = cell(row, u"score"_s), place = cell(row, u"place"_s);
        int v = 0;
        if (!score.isEmpty()) {
            if (!wholeText(score, path(u"score"_s), -kMaxScore, kMaxScore, v, p)) {
                bad(p);
                continue;
            }
            given.score = v;
        }
        if (!place.isEmpty()) {
            if (!wholeText(place, path(u"place"_s), 1, maxSeats, v, p)) {
                bad(p);
                continue;
            }
            given.place = v;
        }
        const QString details = cell(row, u"details"_s);
        if (!hasBreakdown(g.game)) {
            // Another game: its score and place as its sheet ranked them, its numbers as JSON.
            if (!given.score || !given.place) {
                bad(problemAt(path(given.score ? u"place"_s : u"score"_s), ProblemCode::NotANumber, {}, 1, maxSeats));
                continue;
            }
            pl.score = *given.score;
            pl.place = *given.place;
            mc::Problem jp;
            const QJsonDocument doc = mc::readJson(details.toUtf8(), mc::JsonLimit::kScoreFile, jp);
            if (doc.isNull() || !doc.isObject()) {
                bad(problemAt(path(u"details"_s), ProblemCode::NotObject));
                continue;
            }
            pl.details = doc.object();
        } else {
            if (!details.isEmpty()) {
                bad(problemAt(path(u"details"_s), ProblemCode::UnknownKey, u"details"_s));
                continue;
            }
            if (!isKnownFaction(pl.faction)) {
                bad(problemAt(path(u"faction"_s), ProblemCode::NotFaction, pl.faction.left(40)));
                continue;
            }
            const std::pair<QString, int *> fields[] = {
                {u"unity"_s, &pl.unity},   {u"bone"_s, &pl.bone},                {u"flesh"_s, &pl.flesh},
                {u"spirit"_s, &pl.spirit}, {u"motive_bonus"_s, &pl.motiveBonus}, {u"etherea"_s, &pl.etherea},
                {u"mourners"_s, &pl.mourners}};
            bool ok = true;
            for (const auto &[c, dst] : fields) {
                if (!wholeText(cell(row, c), path(c), 0, 999, *dst, p)) {
                    bad(p);
                    ok = false;
                    break;
                }
            }
            if (!ok)
                continue;
        }
        g.players.push_back(pl);
        pending.lines.push_back(line);
        pending.given.push_back(given);
    }
    for (std::size_t k = 0; k < order.size(); ++k) {
        if (progress && (k % 64) == 0 && !progress(qsizetype(k), qsizetype(order.size()))) {
            r.cancelled = true;
            return r;
        }
        Pending &pending = games[order[k]];
        if (pending.problem) {
            r.problems.push_back(*pending.problem);
            continue;
        }
        const std::vector<int> &at = pending.lines;
        const FieldPath where = [&at](int player, const QString &field) {
            return u"line %1, %2"_s.arg(at[std::size_t(std::max(0, player))]).arg(player < 0 ? u"seat"_s : field);
        };
        mc::Problem p;
        if (!checkGame(pending.game, pending.given, where, p)) {
            r.problems.push_back(p);
            continue;
        }
        pending.game.computeUid();
        r.games.push_back(std::move(pending.game));
        r.where.push_back(where(0, u"game_key"_s));
    }
    if (progress)
        progress(qsizetype(order.size()), qsizetype(order.size()));
    return r;
}

} // namespace

HistoryFiles::Read HistoryFiles::readJson(const QByteArray &data, const Progress &progress)
{
    Read r = readJsonFile(data, progress);
    makePrintable(r.problems);
    return r;
}

HistoryFiles::Read HistoryFiles::readCsv(const QByteArray &data, const Progress &progress)
{
    Read r = readCsvFile(data, progress);
    makePrintable(r.problems);
    return r;
}

namespace {
// The reading of earlier versions: games, then one line per problem ("games[3].rounds: ...").
bool legacy(const HistoryFiles::Read &r, std::vector<GameRecord> &out, QStringList &problems, QString &error)
{
    if (r.refused) {
        error = ProblemText::plain(r.problems.front());
        return false;
    }
    out.insert(out.end(), r.games.begin(), r.games.end());
    for (const mc::Problem &p : r.problems)
        problems << ProblemText::plain(p);
    return true;
}
} // namespace

bool HistoryFiles::fromJson(const QByteArray &data, std::vector<GameRecord> &out, QStringList &problems,
                            QString &error)
{
    return legacy(readJson(data), out, problems, error);
}

bool HistoryFiles::fromCsv(const QByteArray &data, std::vector<GameRecord> &out, QStringList &problems,
                           QString &error)
{
    return legacy(readCsv(data), out, problems, error);
}

QString HistoryFiles::listOfNames(const QStringList &names)
{
    if (names.size() < 2)
        return names.value(0);
    //: Joins the last two of a list of names: "Ada, Bo and Cy".
    return QStringList(names.mid(0, names.size() - 1)).join(tr(", ")) + tr(" and ") + names.constLast();
}

QString HistoryFiles::factionName(const QString &key)
{
    //: One of the three factions.
    if (key == u"bone"_s) return tr("Bone");
    //: One of the three factions.
    if (key == u"flesh"_s) return tr("Flesh");
    //: One of the three factions.
    if (key == u"spirit"_s) return tr("Spirit");
    return {};
}

QString HistoryFiles::sourceName(const QString &key)
{
    //: Where a game of the history came from.
    if (key == u"calculator"_s) return tr("Score calculator");
    //: Where a game of the history came from.
    if (key == u"table"_s) return tr("Table game");
    //: Where a game of the history came from.
    if (key == u"digital"_s) return tr("Digital game");
    return key;
}

QStringList HistoryFiles::tieExplanations(const std::vector<mc::ScoreInput> &in,
                                          const std::vector<mc::ScoreResult> &ranking)
{
    // Issue 11: one sentence per group of equal scores, however many players are in it. The order
    // inside a group is mc::rank's: most Etherea first, then most Mourner cards, else the place is
    // shared (R-END-5).
    auto nameList = [&](const std::vector<mc::ScoreResult> &g) {
        QStringList names;
        for (const mc::ScoreResult &r : g)
            names.append(in[std::size_t(r.input)].name);
        return listOfNames(names);
    };
    auto valueList = [&](const std::vector<mc::ScoreResult> &g, int mc::ScoreInput::*field) {
        QStringList parts;
        for (const mc::ScoreResult &r : g)
            parts.append(u"%1 %2"_s.arg(in[std::size_t(r.input)].name).arg(in[std::size_t(r.input)].*field));
        return parts.join(u", "_s);
    };
    // Consecutive entries of `g` on which `field` is equal.
    auto split = [&](const std::vector<mc::ScoreResult> &g, auto same) {
        std::vector<std::vector<mc::ScoreResult>> parts;
        for (const mc::ScoreResult &r : g) {
            if (parts.empty() || !same(parts.back().back(), r))
                parts.emplace_back();
            parts.back().push_back(r);
        }
        return parts;
    };
    auto allDistinct = [](const std::vector<std::vector<mc::ScoreResult>> &parts) {
        return std::all_of(parts.begin(), parts.end(), [](const auto &p) { return p.size() == 1; });
    };

    QStringList out;
    const auto byScore = split(ranking, [](const mc::ScoreResult &a, const mc::ScoreResult &b) { return a.score == b.score; });
    for (const auto &group : byScore) {
        if (group.size() < 2)
            continue;
        QStringList clauses;
        //: A tie in the final ranking: %1 the players ("Ada, Bo and Cy"), %2 their equal score.
        clauses.append(tr("%1 tie on %2").arg(nameList(group)).arg(group.front().score));
        const auto byEtherea = split(group, [&](const mc::ScoreResult &a, const mc::ScoreResult &b) {
            return in[std::size_t(a.input)].etherea == in[std::size_t(b.input)].etherea;
        });
        if (byEtherea.size() == 1)
            //: Part of a tie sentence: every tied player has %1 Etherea left, so Etherea cannot decide.
            clauses.append(tr("each has %1 Etherea left").arg(in[std::size_t(group.front().input)].etherea));
        else if (allDistinct(byEtherea))
            //: Part of a tie sentence: the first tie-breaker settles it; %1 "Ada 5, Bo 3, Cy 1".
            clauses.append(tr("Etherea left decides: %1").arg(valueList(group, &mc::ScoreInput::etherea)));
        else
            //: Part of a tie sentence: Etherea of each tied player, some still equal; %1 "Ada 5, Bo 3, Cy 3".
            clauses.append(tr("Etherea left: %1").arg(valueList(group, &mc::ScoreInput::etherea)));
        for (const auto &sub : byEtherea) {
            if (sub.size() < 2)
                continue;
            const auto byMourners = split(sub, [&](const mc::ScoreResult &a, const mc::ScoreResult &b) {
                return in[std::size_t(a.input)].mourners == in[std::size_t(b.input)].mourners;
            });
            if (byMourners.size() == 1)
                //: Part of a tie sentence: %1 the players still tied, %2 the Mourner cards each has in play.
                clauses.append(tr("%1 are level on Mourner cards (%2 each)").arg(nameList(sub)).arg(in[std::size_t(sub.front().input)].mourners));
            else if (allDistinct(byMourners))
                //: Part of a tie sentence: the second tie-breaker; %1 the players, %2 "Bo 4, Cy 2".
                clauses.append(tr("Mourner cards decide between %1: %2").arg(nameList(sub), valueList(sub, &mc::ScoreInput::mourners)));
            else
                //: Part of a tie sentence: Mourner cards of players still tied; %1 the players, %2 "Bo 4, Cy 4, Di 2".
                clauses.append(tr("Mourner cards between %1: %2").arg(nameList(sub), valueList(sub, &mc::ScoreInput::mourners)));
            for (const auto &shared : byMourners)
                if (shared.size() > 1)
                    //: Part of a tie sentence: nothing separates %1, they share place %2.
                    clauses.append(tr("%1 share place %2").arg(nameList(shared)).arg(shared.front().place));
        }
        //: Joins the parts of one tie sentence.
        out.append(clauses.join(tr("; ")) + tr("."));
    }
    return out;
}

QStringList HistoryFiles::scoreSheetNotes(const GameRecord &game)
{
    if (!hasBreakdown(game.game))
        return {}; // another game's sheet: its own numbers speak for themselves
    // Issue 11: the sheet is for the table, so it explains the scoring in words, not rule ids.
    return {
            //: Under the score sheet's table: how a total is made (R-END-4).
            tr("Total: Unity plus Bone, Flesh and Spirit Influence plus the Ulterior Motive bonus."),
            //: Under the score sheet's table: how equal totals are separated (R-END-5).
            tr("Equal totals: most Etherea left wins, then most Mourner cards in play; if those are equal "
               "too, the players share the place."),
    };
}

QString HistoryFiles::dateText(const GameRecord &game)
{
    if (game.datedOnly())
        return QLocale().toString(game.playedAt.toLocalTime().date(), QLocale::ShortFormat);
    return QLocale().toString(game.playedAt.toLocalTime(), QLocale::ShortFormat);
}

QVariantMap HistoryFiles::flatDetails(const QJsonObject &details, const QString &prefix)
{
    QVariantMap out;
    for (auto it = details.begin(); it != details.end(); ++it) {
        const QString key = prefix.isEmpty() ? it.key() : prefix + u'.' + it.key();
        if (it.value().isObject())
            out.insert(flatDetails(it.value().toObject(), key));
        else if (!it.value().isArray())
            out.insert(key, it.value().toVariant());
    }
    return out;
}

namespace {

// The numbers of another game's sheet as the history shows them: in the order of that game's own sheet
// (its module's shelf::HistoryReading::labels) and with its names. A record keeps keys and numbers only;
// the words are built when shown, in the language of the moment, so a game saved in English reads in
// German (and old records too).

std::span<const shelf::DetailLabel> labelsOf(const QString &game)
{
    const shelf::GameModule *m = shelf::findGame(game);
    return m ? m->history.labels : std::span<const shelf::DetailLabel>();
}

// The index of `key` in `game`'s labels and the number of a numbered family's key (else 0), or -1.
qsizetype detailRow(const QString &game, const QString &key, qlonglong *number = nullptr)
{
    const auto labels = labelsOf(game);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const QLatin1StringView k(labels[i].key);
        if (key == k)
            return qsizetype(i);
        if (k.endsWith(u'.') && key.startsWith(k)) {
            bool ok = false;
            const qlonglong n = QStringView(key).mid(k.size()).toLongLong(&ok);
            if (ok && n >= 0) {
                if (number)
                    *number = n;
                return qsizetype(i);
            }
        }
    }
    return -1;
}

// Keys in key order, numbers by value ("prophecy.2" before "prophecy.10").
bool naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit())
                ++ei;
            while (ej < b.size() && b[ej].isDigit())
                ++ej;
            const qlonglong na = a.mid(i, ei - i).toLongLong(), nb = b.mid(j, ej - j).toLongLong();
            if (na != nb)
                return na < nb;
            i = ei;
            j = ej;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

} // namespace

QStringList HistoryFiles::detailKeys(const GameRecord &game)
{
    QStringList keys;
    for (const PlayerRecord &p : game.players)
        for (const QString &k : flatDetails(p.details).keys())
            if (!keys.contains(k))
                keys << k;
    // The game's own sheet's order; a numbered family by its numbers ("prophecy.2" next to
    // "prophecy.1" even when the first player has no second one). Keys the sheet does not know (a file
    // of a later version) after those, in key order.
    const auto unknown = std::size_t(labelsOf(game.game).size());
    auto rank = [&](const QString &k) {
        qlonglong number = 0;
        const qsizetype r = detailRow(game.game, k, &number);
        return std::pair{r >= 0 ? std::size_t(r) : unknown, number};
    };
    std::stable_sort(keys.begin(), keys.end(), [&](const QString &a, const QString &b) {
        const auto ra = rank(a), rb = rank(b);
        if (ra != rb)
            return ra < rb;
        return ra.first == unknown && naturalLess(a, b);
    });
    return keys;
}

QString HistoryFiles::detailLabel(const QString &game, const QString &key)
{
    qlonglong number = 0;
    if (const qsizetype i = detailRow(game, key, &number); i >= 0) {
        const shelf::DetailLabel &r = labelsOf(game)[std::size_t(i)];
        const QString label = QCoreApplication::translate(r.context, r.text);
        return QLatin1StringView(r.key).endsWith(u'.') ? label.arg(number) : label;
    }
    // A key no sheet of this version names: its own words ("someField.x" -> "Some field: x").
    QString words;
    for (const QChar c : key) {
        if (c.isUpper() && !words.isEmpty() && !words.endsWith(u' '))
            words += u' ';
        words += c == u'.' ? QStringLiteral(": ") : QString(c.toLower());
    }
    if (!words.isEmpty())
        words[0] = words[0].toUpper();
    return words;
}

QString HistoryFiles::scoreSheetTitle(const GameRecord &game)
{
    const shelf::GameEntry *entry = shelf::findGame(game.game);
    const QString title = entry ? QCoreApplication::translate("Shelf", entry->title) : game.game;
    //: Heading of a printed score sheet; %1 is the game's title.
    return tr("%1: score sheet").arg(title);
}

std::vector<HistoryFiles::SheetRow> HistoryFiles::scoreSheetRows(const GameRecord &game)
{
    const std::vector<int> order = game.placeOrder();
    auto row = [&](const QString &label, const std::function<QString(const PlayerRecord &)> &value, bool bold = false) {
        SheetRow r{label, {}, bold};
        for (int i : order)
            r.values.append(value(game.players[std::size_t(i)]));
        return r;
    };
    auto number = [](int PlayerRecord::*field) {
        return [field](const PlayerRecord &p) { return QString::number(p.*field); };
    };
    std::vector<SheetRow> rows;
    rows.push_back(row(tr("Player"), [](const PlayerRecord &p) { return p.name; }, true));
    if (!hasBreakdown(game.game)) {
        // Another game of the shelf: its own numbers as the history keeps them, then its total.
        const QStringList keys = detailKeys(game);
        for (const QString &k : keys)
            rows.push_back(row(detailLabel(game.game, k), [&](const PlayerRecord &p) { return flatDetails(p.details).value(k).toString(); }));
        rows.push_back(row(tr("Total"), number(&PlayerRecord::score), true));
        rows.push_back(row(tr("Place"), number(&PlayerRecord::place), true));
        return rows;
    }
    const bool anyFaction = std::any_of(game.players.begin(), game.players.end(),
                                        [](const PlayerRecord &p) { return !p.faction.isEmpty(); });
    const bool anyMotive = std::any_of(game.players.begin(), game.players.end(),
                                       [](const PlayerRecord &p) { return !p.motive.isEmpty(); });
    if (anyFaction)
        rows.push_back(row(tr("Faction"), [](const PlayerRecord &p) { return factionName(p.faction); }));
    if (anyMotive)
        rows.push_back(row(tr("Ulterior Motive"), [](const PlayerRecord &p) { return p.motive; }));
    rows.push_back(row(tr("Unity"), number(&PlayerRecord::unity)));
    rows.push_back(row(tr("Bone Influence"), number(&PlayerRecord::bone)));
    rows.push_back(row(tr("Flesh Influence"), number(&PlayerRecord::flesh)));
    rows.push_back(row(tr("Spirit Influence"), number(&PlayerRecord::spirit)));
    rows.push_back(row(tr("Motive bonus"), number(&PlayerRecord::motiveBonus)));
    rows.push_back(row(tr("Total"), number(&PlayerRecord::score), true));
    //: Score sheet row: decides equal totals first.
    rows.push_back(row(tr("Etherea left (first tie-break)"), number(&PlayerRecord::etherea)));
    //: Score sheet row: decides equal totals when Etherea is equal too.
    rows.push_back(row(tr("Mourner cards (second tie-break)"), number(&PlayerRecord::mourners)));
    rows.push_back(row(tr("Place"), number(&PlayerRecord::place), true));
    return rows;
}

bool HistoryFiles::writeScoreSheet(const GameRecord &game, const QString &path, QString *error)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(72); // one unit = one point
    writer.setTitle(tr("Mourners Call score sheet"));
    writer.setCreator(u"Mourners Call companion"_s);
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = tr("cannot write %1").arg(path);
        return false;
    }
    paintScoreSheet(game, painter, painter.window().width());
    if (!painter.end() || QFileInfo(path).size() <= 0) {
        if (error)
            *error = tr("cannot write %1").arg(path);
        return false;
    }
    return true;
}

void HistoryFiles::paintScoreSheet(const GameRecord &game, QPainter &painter, int w)
{
    QFont font(u"Sans Serif"_s);
    font.setPixelSize(20); // units are points on the PDF page
    font.setBold(true);
    painter.setFont(font);
    int y = 0;
    painter.drawText(QRect(0, y, w, 30), Qt::AlignLeft | Qt::AlignVCenter, scoreSheetTitle(game));
    y += 36;
    font.setPixelSize(11);
    font.setBold(false);
    painter.setFont(font);
    QStringList facts;
    facts << dateText(game) << sourceName(game.source);
    if (game.rounds > 0)
        facts << tr("rounds: %1").arg(game.rounds);
    if (game.durationSeconds >= 0)
        facts << tr("minutes: %1").arg(int((game.durationSeconds + 30) / 60));
    if (hasBreakdown(game.game))
        facts << tr("ruleset %1").arg(game.ruleset);
    painter.drawText(QRect(0, y, w, 18), Qt::AlignLeft | Qt::AlignVCenter, facts.join(u" \u00b7 "_s));
    y += 30;

    const std::vector<SheetRow> rowsSpec = scoreSheetRows(game);
    const int columns = std::max<int>(1, int(game.players.size()));
    // The label column as wide as its longest label (bold or not), within a third of the page.
    int labelW = 120;
    for (const SheetRow &row : rowsSpec) {
        QFont f = font;
        f.setBold(row.bold);
        labelW = std::max(labelW, QFontMetrics(f, painter.device()).horizontalAdvance(row.label) + 18);
    }
    labelW = std::min(labelW, w / 3);
    const int colW = (w - labelW) / columns;
    const int rowH = 28;
    painter.setPen(QPen(Qt::black, 0.8));
    for (std::size_t r = 0; r < rowsSpec.size(); ++r) {
        const SheetRow &row = rowsSpec[r];
        if (r % 2 == 1)
            painter.fillRect(QRect(0, y, w, rowH), QColor(0xee, 0xee, 0xee));
        font.setBold(row.bold);
        painter.setFont(font);
        painter.drawText(QRect(6, y, labelW - 6, rowH), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, row.label);
        for (int c = 0; c < int(row.values.size()); ++c)
            painter.drawText(QRect(labelW + c * colW + 2, y, colW - 4, rowH), Qt::AlignCenter | Qt::TextWordWrap,
                             row.values[c]);
        painter.drawLine(0, y + rowH, w, y + rowH);
        y += rowH;
    }
    painter.drawRect(QRect(0, y - int(rowsSpec.size()) * rowH, w, int(rowsSpec.size()) * rowH));
    y += 20;
    font.setBold(true);
    painter.setFont(font);
    const QStringList win = game.winners();
    //: Under a score sheet: %1 the players sharing first place ("Ada and Bo").
    painter.drawText(QRect(0, y, w, 20), Qt::AlignLeft | Qt::AlignVCenter,
                     win.size() > 1 ? tr("Shared win: %1").arg(listOfNames(win)) : tr("Winner: %1").arg(win.value(0)));
    y += 26;
    font.setBold(false);
    painter.setFont(font);
    if (hasBreakdown(game.game)) {
        const auto in = game.scoreInputs();
        for (const QString &line : tieExplanations(in, mc::rank(in))) {
            // A tie of three or four players is one long sentence: wrap it.
            const QRect used = painter.boundingRect(QRect(0, y, w, 200), Qt::AlignLeft | Qt::TextWordWrap, line);
            painter.drawText(QRect(0, y, w, used.height()), Qt::AlignLeft | Qt::TextWordWrap, line);
            y += used.height() + 6;
        }
    }
    if (!game.notes.isEmpty()) {
        y += 6;
        //: Under a score sheet: the free text typed with the game.
        const QString notes = tr("Notes: %1").arg(game.notes);
        const QRect used = painter.boundingRect(QRect(0, y, w, 200), Qt::AlignLeft | Qt::TextWordWrap, notes);
        painter.drawText(QRect(0, y, w, used.height()), Qt::AlignLeft | Qt::TextWordWrap, notes);
        y += used.height() + 6;
    }
    const QStringList explain = scoreSheetNotes(game);
    if (!explain.isEmpty()) {
        y += 10;
        font.setPixelSize(9);
        painter.setFont(font);
        painter.setPen(Qt::darkGray);
        painter.drawText(QRect(0, y, w, 40), Qt::AlignLeft | Qt::TextWordWrap, explain.join(u' '));
    }
}
