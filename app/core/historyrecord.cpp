#include "historyrecord.h"

#include "model/core/jsonread.h"
#include "problemtext.h"

#include "registry.h"

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
const QString kMourners = u"mourners-call"_s;

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

/// A whole number 0..999 (the range of docs/cli.md's `score` input).
bool readCount(const QString &text, int &out)
{
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v < 0 || v > 999)
        return false;
    out = v;
    return true;
}

QString checkPlayers(const std::vector<PlayerRecord> &players)
{
    if (players.size() < 2 || players.size() > 4)
        return HistoryFiles::tr("a game needs 2 to 4 players, this one has %1").arg(players.size());
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (players[i].name.trimmed().isEmpty())
            return HistoryFiles::tr("player %1 has no name").arg(i + 1);
        for (std::size_t j = 0; j < i; ++j)
            if (players[j].name == players[i].name)
                return HistoryFiles::tr("the name \"%1\" is there twice").arg(players[i].name);
    }
    return {};
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
    if (game != u"mourners-call"_s)
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
    if (game != u"mourners-call"_s) { // ranked by its own sheet: its places, seat order within one
        std::vector<int> seats(players.size());
        for (std::size_t i = 0; i < seats.size(); ++i)
            seats[i] = int(i);
        std::stable_sort(seats.begin(), seats.end(), [this](int a, int b) {
            return players[std::size_t(a)].place < players[std::size_t(b)].place;
        });
        return seats;
    }
    std::vector<int> order;
    if (game != u"mourners-call"_s) {
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
    if (game != kMourners && gameKey.isEmpty()) {
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
    o[u"game"_s] = game == kMourners ? u"Court of the Dead: Mourners Call"_s
                                     : QString::fromLatin1(entry ? entry->title : "");
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
        if (game != kMourners) {
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
    out = GameRecord{};
    if (o.contains(u"format"_s) && o.value(u"format"_s).toString() != kGameFormat) {
        error = HistoryFiles::tr("format: not a Mourners Call game");
        return false;
    }
    out.playedAt = QDateTime::fromString(o.value(u"playedAt"_s).toString(), Qt::ISODate);
    if (!out.playedAt.isValid()) {
        error = HistoryFiles::tr("playedAt: must be a date and time like 2024-05-01T20:30:00Z");
        return false;
    }
    out.playedAt = out.playedAt.toUTC();
    out.source = o.value(u"source"_s).toString(u"calculator"_s);
    if (!isKnownSource(out.source)) {
        error = HistoryFiles::tr("source: must be calculator, table or digital");
        return false;
    }
    out.ruleset = o.value(u"ruleset"_s).toString(u"standard"_s);
    out.rounds = o.value(u"rounds"_s).toInt(0);
    out.durationSeconds = o.contains(u"durationSeconds"_s)
                                  ? qint64(o.value(u"durationSeconds"_s).toDouble(-1))
                                  : -1;
    out.notes = o.value(u"notes"_s).toString();
    out.gameKey = o.value(u"gameKey"_s).toString();
    // Files written before the shelf are Mourners Call games.
    out.game = o.value(u"gameId"_s).toString(kMourners);
    if (!shelf::findGame(out.game)) {
        error = HistoryFiles::tr("gameId: \"%1\" is not a game of this app").arg(out.game);
        return false;
    }
    out.details = o.value(u"details"_s).toObject();
    if (out.rounds < 0 || out.rounds > 99) {
        error = HistoryFiles::tr("rounds: must be a whole number from 0 to 99");
        return false;
    }
    const QJsonArray list = o.value(u"players"_s).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject po = list.at(i).toObject();
        const QJsonObject b = po.value(u"breakdown"_s).toObject();
        PlayerRecord p;
        p.name = po.value(u"name"_s).toString().trimmed();
        // The seat's colour in the game, when the file has one that is a colour (else the default).
        if (const QString color = po.value(u"color"_s).toString(); isColor(color))
            p.color = color;
        if (out.game != kMourners) {
            // Ranked by the game's own sheet: its score, place and tie-break are kept as they are.
            const QJsonValue score = po.value(u"score"_s), place = po.value(u"place"_s);
            if (!score.isDouble() || score.toDouble() != double(score.toInt()) || score.toInt() < -999
                || score.toInt() > 9999) {
                error = HistoryFiles::tr("players[%1].score: must be a whole number").arg(i);
                return false;
            }
            if (!place.isDouble() || place.toInt() < 1 || place.toInt() > int(list.size())) {
                error = HistoryFiles::tr("players[%1].place: must be from 1 to %2").arg(i).arg(list.size());
                return false;
            }
            p.score = score.toInt();
            p.place = place.toInt();
            p.tiebreak = po.value(u"tiebreak"_s).toString(u"none"_s);
            p.details = po.value(u"details"_s).toObject();
            out.players.push_back(p);
            continue;
        }
        p.faction = po.value(u"faction"_s).toString();
        p.motive = po.value(u"motive"_s).toString();
        if (!isKnownFaction(p.faction)) {
            error = HistoryFiles::tr("players[%1].faction: must be bone, flesh, spirit or empty").arg(i);
            return false;
        }
        const std::pair<const char16_t *, int *> fields[] = {
            {u"unity", &p.unity},   {u"bone", &p.bone},           {u"flesh", &p.flesh},
            {u"spirit", &p.spirit}, {u"motive", &p.motiveBonus}, {u"etherea", &p.etherea},
            {u"mourners", &p.mourners}};
        for (const auto &[key, dst] : fields) {
            const QString k = QString::fromUtf16(key);
            const QJsonValue v = b.value(k);
            if (v.isUndefined())
                continue;
            if (!v.isDouble() || v.toDouble() != double(v.toInt()) || v.toInt() < 0 || v.toInt() > 999) {
                error = HistoryFiles::tr("players[%1].breakdown.%2: must be a whole number from 0 to 999")
                                .arg(i)
                                .arg(k);
                return false;
            }
            *dst = v.toInt();
        }
        out.players.push_back(p);
    }
    if (const QString why = checkPlayers(out.players); !why.isEmpty()) {
        error = u"players: "_s + why;
        return false;
    }
    out.roundData = o.value(u"roundData"_s).toObject();
    out.rankPlayers();
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

bool HistoryFiles::fromJson(const QByteArray &data, std::vector<GameRecord> &out, QStringList &problems,
                            QString &error)
{
    mc::Problem refused;
    const QJsonDocument doc = mc::readJson(data, mc::JsonLimit::kHistoryImport, refused);
    if (doc.isNull()) {
        error = refused.reason == mc::ProblemCode::NotJson
                    ? tr("not valid JSON at byte %1: %2").arg(refused.offset).arg(refused.detail)
                    : ProblemText::message(refused);
        return false;
    }
    const QJsonObject root = doc.object();
    QJsonArray games;
    if (root.value(u"format"_s).toString() == kHistoryFormat) {
        games = root.value(u"games"_s).toArray();
    } else if (root.value(u"format"_s).toString() == kGameFormat) {
        games.append(root); // one exported game
    } else {
        error = tr("not a Mourners Call history or game file (no \"format\" field)");
        return false;
    }
    for (qsizetype i = 0; i < games.size(); ++i) {
        GameRecord g;
        QString why;
        if (!GameRecord::fromJson(games.at(i).toObject(), g, why)) {
            //: %1 is the game's number in the file, %2 the reason.
            problems.append(tr("game %1: %2").arg(i + 1).arg(why));
            continue;
        }
        out.push_back(g);
    }
    return true;
}

bool HistoryFiles::fromCsv(const QByteArray &data, std::vector<GameRecord> &out, QStringList &problems,
                           QString &error)
{
    std::vector<int> lines;
    const auto rows = parseCsv(QString::fromUtf8(data), lines);
    if (rows.empty()) {
        error = tr("the file is empty");
        return false;
    }
    QStringList header = rows.front();
    for (QString &h : header)
        h = h.trimmed();
    if (!header.isEmpty() && header.constFirst().startsWith(QChar(0xfeff)))
        header.first().remove(0, 1);
    std::map<QString, int> col;
    for (const QString &c : kCsvColumns) {
        const int at = int(header.indexOf(c));
        if (at < 0 && c != u"notes"_s && c != u"motive"_s && c != u"faction"_s && c != u"duration_s"_s
            && c != u"rounds"_s && c != u"ruleset"_s && c != u"score"_s && c != u"place"_s && c != u"game_key"_s
            && c != u"game_id"_s && c != u"details"_s && c != u"tiebreak"_s && c != u"color"_s) {
            error = tr("line 1: the column \"%1\" is missing").arg(c);
            return false;
        }
        col[c] = at;
    }
    auto cell = [&](const QStringList &row, const QString &c) {
        const int at = col[c];
        return at >= 0 && at < row.size() ? row.at(at).trimmed() : QString();
    };

    // Rows of one game share the "game" column; a game with a bad row is left out whole.
    std::vector<QString> order;
    std::map<QString, GameRecord> games;
    std::map<QString, bool> bad;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const QStringList &row = rows[r];
        const int line = lines[r];
        const QString key = cell(row, u"game"_s);
        auto problem = [&](const QString &why) {
            //: %1 line number in the file, %2 the reason.
            problems.append(tr("line %1: %2").arg(line).arg(why));
            if (!key.isEmpty())
                bad[key] = true;
        };
        if (key.isEmpty()) {
            problem(tr("game: must not be empty"));
            continue;
        }
        if (!games.count(key)) {
            GameRecord g;
            g.playedAt = QDateTime::fromString(cell(row, u"played_at"_s), Qt::ISODate);
            g.source = cell(row, u"source"_s);
            g.ruleset = cell(row, u"ruleset"_s);
            if (g.ruleset.isEmpty())
                g.ruleset = u"standard"_s;
            g.notes = cell(row, u"notes"_s);
            g.gameKey = cell(row, u"game_key"_s);
            if (const QString id = cell(row, u"game_id"_s); !id.isEmpty())
                g.game = id;
            if (!shelf::findGame(g.game)) {
                problem(tr("game_id: \"%1\" is not a game of this app").arg(g.game));
                continue;
            }
            if (!g.playedAt.isValid()) {
                problem(tr("played_at: must be a date and time like 2024-05-01T20:30:00Z"));
                continue;
            }
            g.playedAt = g.playedAt.toUTC();
            if (!isKnownSource(g.source)) {
                problem(tr("source: must be calculator, table or digital"));
                continue;
            }
            bool ok = true;
            const QString rounds = cell(row, u"rounds"_s);
            g.rounds = rounds.isEmpty() ? 0 : rounds.toInt(&ok);
            if (!ok || g.rounds < 0 || g.rounds > 99) {
                problem(tr("rounds: must be a whole number from 0 to 99"));
                continue;
            }
            const QString duration = cell(row, u"duration_s"_s);
            g.durationSeconds = duration.isEmpty() ? -1 : duration.toLongLong(&ok);
            if (!ok || g.durationSeconds < -1) {
                problem(tr("duration_s: must be a whole number of seconds or empty"));
                continue;
            }
            order.push_back(key);
            games[key] = g;
        }
        PlayerRecord p;
        p.name = cell(row, u"name"_s);
        if (const QString color = cell(row, u"color"_s); isColor(color))
            p.color = color;
        p.faction = cell(row, u"faction"_s).toLower();
        p.motive = cell(row, u"motive"_s);
        if (p.name.isEmpty()) {
            problem(tr("name: must not be empty"));
            continue;
        }
        if (!isKnownFaction(p.faction)) {
            problem(tr("faction: must be bone, flesh, spirit or empty"));
            continue;
        }
        if (games[key].game != kMourners) {
            // Another game: its score and place as its sheet ranked them, its numbers as JSON.
            bool scoreOk = false, placeOk = false;
            p.score = cell(row, u"score"_s).toInt(&scoreOk);
            p.place = cell(row, u"place"_s).toInt(&placeOk);
            QJsonParseError perr;
            const QString details = cell(row, u"details"_s);
            p.details = QJsonDocument::fromJson(details.toUtf8(), &perr).object();
            p.tiebreak = cell(row, u"tiebreak"_s);
            if (p.tiebreak.isEmpty())
                p.tiebreak = u"none"_s;
            if (!scoreOk || !placeOk || p.place < 1 || p.place > 4) {
                problem(tr("score and place: must be whole numbers (place 1 to 4)"));
                continue;
            }
            if (!details.isEmpty() && perr.error != QJsonParseError::NoError) {
                problem(tr("details: not valid JSON"));
                continue;
            }
            games[key].players.push_back(p);
            continue;
        }
        const std::pair<QString, int *> fields[] = {
            {u"unity"_s, &p.unity},   {u"bone"_s, &p.bone},                {u"flesh"_s, &p.flesh},
            {u"spirit"_s, &p.spirit}, {u"motive_bonus"_s, &p.motiveBonus}, {u"etherea"_s, &p.etherea},
            {u"mourners"_s, &p.mourners}};
        bool ok = true;
        for (const auto &[c, dst] : fields) {
            if (!readCount(cell(row, c), *dst)) {
                problem(tr("%1: \"%2\" is not a whole number from 0 to 999").arg(c, cell(row, c)));
                ok = false;
                break;
            }
        }
        if (ok)
            games[key].players.push_back(p);
    }
    for (const QString &key : order) {
        if (bad[key]) {
            problems.append(tr("game %1 was left out because of the rows above").arg(key));
            continue;
        }
        GameRecord g = games[key];
        if (const QString why = checkPlayers(g.players); !why.isEmpty()) {
            problems.append(tr("game %1: %2").arg(key, why));
            continue;
        }
        g.rankPlayers();
        g.computeUid();
        out.push_back(g);
    }
    return true;
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
    if (game.game != kMourners)
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
// and with its names. A record keeps keys and numbers only; the words are built when shown, in the
// language of the moment, so a game saved in English reads in German (and old records too).
struct DetailRow {
    const char *game;
    const char *key;     ///< a flatDetails() key; ending in '.', a numbered family ("prophecy.1", ...)
    const char *context; ///< translation context of `label`
    const char *label;   ///< English; in a numbered family %1 is the number
};

// Dead Man's Crown: the sheet's lines top to bottom (each space's cubes, then what it counts) and the
// sheet's own names of its fields (DeadMansCrownSheet::labels()).
// The occult card game: each mastery's level and whether it is completed, the prophecies (completed,
// then in play), rituals and other effects, then the parts of the score as the sheet's totals show them.
constexpr DetailRow kDetailRows[] = {
        {"dead-mans-crown", "rituals", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Ritual points")},
        {"dead-mans-crown", "oracle.black", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on black")},
        {"dead-mans-crown", "used.black", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Black skulls used")},
        {"dead-mans-crown", "oracle.red", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on red")},
        {"dead-mans-crown", "used.red", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Red skulls used")},
        {"dead-mans-crown", "oracle.white", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on white")},
        {"dead-mans-crown", "used.white", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "White skulls used")},
        {"dead-mans-crown", "oracle.gold", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on gold")},
        {"dead-mans-crown", "used.gold", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Gold skulls used")},
        {"dead-mans-crown", "oracle.runes", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on runes")},
        {"dead-mans-crown", "runeGroup", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Largest rune group")},
        {"dead-mans-crown", "oracle.star", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on the cursed star")},
        {"dead-mans-crown", "oracle.skulls", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on all skulls")},
        {"dead-mans-crown", "skullsLeft", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Skulls left")},
        {"dead-mans-crown", "bones", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Bones left")},
        //: History, Dead Man's Crown: the points a player won on the Oracle's seven spaces together.
        {"dead-mans-crown", "oraclePoints", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Oracle points")},
        //: History, the occult card game: a mastery card's level (0 to 3); "Blood Magic" stays as on the card.
        {"occult", "mastery.bloodMagic", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Blood Magic: level")},
        //: History, the occult card game: the mastery card is completed (1) or not (0).
        {"occult", "completed.bloodMagic", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Blood Magic: completed")},
        {"occult", "mastery.demonology", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Demonology: level")},
        {"occult", "completed.demonology", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Demonology: completed")},
        {"occult", "mastery.necromancy", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Necromancy: level")},
        {"occult", "completed.necromancy", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Necromancy: completed")},
        //: History, the occult card game: the points of the completed prophecy number %1.
        {"occult", "prophecy.", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Prophecy %1")},
        //: History, the occult card game: the points of prophecy number %1 still in play at the end (D-OCC-INPLAY).
        {"occult", "inPlay.", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Prophecy in play %1")},
        //: History, the occult card game: points from invoking rituals and other card effects.
        {"occult", "effects", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Rituals and other effects")},
        //: History, the occult card game: the three mastery levels added up.
        {"occult", "masteryLevel", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Mastery levels")},
        {"occult", "completedMasteries", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Completed masteries")},
        //: History, the occult card game: the completed prophecies' points added up.
        {"occult", "prophecyPoints", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Prophecy points")},
        //: History, the occult card game: the points of the prophecies in play that scored (0 when the table did not count them).
        {"occult", "inPlayPoints", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Points of prophecies in play")},
        //: History, the manster duel: direct damage the player took (10 eliminates).
        {"manster-duel", "directDamageTaken", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Direct damage taken")},
        {"manster-duel", "damageDealt", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Damage dealt")},
        {"manster-duel", "stacksDefeated", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Stacks defeated")},
        //: History, the manster duel: cards the player's stacks sent to the graveyard.
        {"manster-duel", "cardsToGraveyard", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Cards to the graveyard")},
        //: History, Rest in Peace: mansions won.
        {"rest-in-peace", "manors", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Manors")},
        {"rest-in-peace", "castles", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Castles")},
};

// The row of `key` in `game`'s sheet and the number of a numbered family's key (else 0), or null.
const DetailRow *detailRow(const QString &game, const QString &key, qlonglong *number = nullptr)
{
    for (const DetailRow &r : kDetailRows) {
        if (game != QLatin1StringView(r.game))
            continue;
        const QLatin1StringView k(r.key);
        if (key == k)
            return &r;
        if (k.endsWith(u'.') && key.startsWith(k)) {
            bool ok = false;
            const qlonglong n = QStringView(key).mid(k.size()).toLongLong(&ok);
            if (ok && n >= 0) {
                if (number)
                    *number = n;
                return &r;
            }
        }
    }
    return nullptr;
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
    constexpr auto unknown = std::size(kDetailRows);
    auto rank = [&](const QString &k) {
        qlonglong number = 0;
        const DetailRow *r = detailRow(game.game, k, &number);
        return std::pair{r ? std::size_t(r - kDetailRows) : unknown, number};
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
    if (const DetailRow *r = detailRow(game, key, &number)) {
        const QString label = QCoreApplication::translate(r->context, r->label);
        return QLatin1StringView(r->key).endsWith(u'.') ? label.arg(number) : label;
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
    if (game.game != kMourners) {
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
    if (game.game == kMourners)
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
    if (game.game == kMourners) {
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
