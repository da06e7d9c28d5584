// A finished game of the history (GameRecord): its identity, its ranking by its game's rules and
// its own file (docs/history-export.md, one game).
#include "historyrecord_p.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;
using namespace historyinternal;
using mc::Problem;
using mc::ProblemCode;

QString localPath(const QString &pathOrUrl)
{
    if (pathOrUrl.startsWith(u"file:"_s))
        return QUrl(pathOrUrl).toLocalFile();
    return pathOrUrl;
}

// --- GameRecord ------------------------------------------------------------------------------------

void GameRecord::rankPlayers()
{
    const shelf::GameModule *m = shelf::findGame(game);
    if (m && m->history.breakdown && m->history.rank)
        m->history.rank(*this); // else ranked by its own sheet
}

std::vector<int> GameRecord::placeOrder() const
{
    // By place, seats in order on a shared place: the order of a ranking of the breakdown's rules
    // (equal keys share a place and keep their seat order), and of another game's sheet, which ranked
    // its players itself (a battle's places follow eliminations, not scores).
    GameRecord ranked = *this;
    ranked.rankPlayers();
    std::vector<int> seats(players.size());
    for (std::size_t i = 0; i < seats.size(); ++i)
        seats[i] = int(i);
    std::stable_sort(seats.begin(), seats.end(), [&ranked](int a, int b) {
        return ranked.players[std::size_t(a)].place < ranked.players[std::size_t(b)].place;
    });
    return seats;
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
    const shelf::GameModule *module = shelf::findGame(game);
    const auto uidParts = module ? module->history.uidParts : nullptr;
    if (!gameKey.isEmpty()) {
        // Issue 11: a game of the app is the same game whenever it is saved; its date is not part of it.
        const QByteArray hash = QCryptographicHash::hash(u"game\x1f"_s.append(gameKey).toUtf8(), QCryptographicHash::Sha1);
        uid = QString::fromLatin1(hash.toHex().left(20));
        return;
    }
    QStringList parts;
    if (uidParts) {
        // A game whose records are older than the shelf: the day and time, source, names and the
        // module's words for each player, as its first records were known.
        parts << QString::number(playedAt.toSecsSinceEpoch()) << source;
        for (const PlayerRecord &p : players)
            parts << p.name << uidParts(p);
    } else {
        // Another game of the shelf: its id, the day and time, and every player's result and numbers.
        parts << game << QString::number(playedAt.toSecsSinceEpoch()) << source;
        for (const PlayerRecord &p : players)
            parts << p.name << QString::number(p.score) << compact(p.details);
    }
    const QByteArray hash = QCryptographicHash::hash(parts.join(u'\x1f').toUtf8(), QCryptographicHash::Sha1);
    uid = QString::fromLatin1(hash.toHex().left(20));
}

void GameRecord::keepUid(const QString &given)
{
    static const QRegularExpression uidForm(u"^[0-9a-f]{20}$"_s);
    if (gameKey.isEmpty() && uidForm.match(given).hasMatch())
        uid = given;
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
        if (!p.color.isEmpty())
            po[u"color"_s] = p.color;
        po[u"score"_s] = p.score;
        po[u"place"_s] = p.place;
        po[u"winner"_s] = p.place == 1;
        po[u"tiebreak"_s] = p.tiebreak;
        const std::span<const shelf::RecordField> fields = fieldsOf(game);
        if (fields.empty()) {
            po[u"details"_s] = p.details;
            list.append(po);
            continue;
        }
        // Its fields under their own keys, the way its files were written before the shelf.
        std::map<QString, QJsonObject> groups;
        for (const shelf::RecordField &f : fields) {
            const auto [group, key] = jsonPlace(f);
            const QLatin1StringView detail(f.detailKey);
            const QJsonValue value = f.max < 0 ? QJsonValue(p.text(detail)) : QJsonValue(p.number(detail));
            if (group.isEmpty())
                po[key] = value;
            else
                groups[group][key] = value;
        }
        for (const auto &[group, object] : groups)
            po[group] = object;
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
    static const QStringList sharedPlayerKeys = {u"name"_s,  u"seat"_s,  u"color"_s,  u"score"_s,
                                                 u"place"_s, u"winner"_s, u"tiebreak"_s};
    // Files of earlier versions gave every player every game's text fields, empty for another game's.
    static const QStringList everyTextKey = [] {
        QStringList keys;
        for (const shelf::GameModule &m : shelf::games())
            for (const shelf::RecordField &f : m.history.fields)
                if (const auto [group, key] = jsonPlace(f); f.max < 0 && group.isEmpty() && !keys.contains(key))
                    keys << key;
        return keys;
    }();
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
    // The keys of this game's players: the shared ones, its fields' (or "details"), and the other
    // games' text fields left empty by earlier versions.
    const std::span<const shelf::RecordField> fields = fieldsOf(out.game);
    QStringList playerKeys = sharedPlayerKeys;
    std::map<QString, QStringList> groupKeys; // its fields' groups ("breakdown") and their keys
    for (const shelf::RecordField &f : fields) {
        const auto [group, key] = jsonPlace(f);
        if (group.isEmpty())
            playerKeys << key;
        else if (groupKeys[group].append(key); !playerKeys.contains(group))
            playerKeys << group;
    }
    if (fields.empty())
        playerKeys << u"details"_s;
    QStringList knownKeys = playerKeys;
    for (const QString &k : everyTextKey)
        if (!knownKeys.contains(k))
            knownKeys << k;
    std::vector<Given> given;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = u"players[%1]"_s.arg(i);
        if (!list.at(i).isObject()) {
            error = problemAt(path, ProblemCode::NotObject);
            return false;
        }
        const QJsonObject po = list.at(i).toObject();
        if (!onlyKeys(po, knownKeys, path, error))
            return false;
        for (auto it = po.begin(); it != po.end(); ++it)
            if (!playerKeys.contains(it.key()) && it.value() != QJsonValue(QString())) {
                error = problemAt(path, ProblemCode::UnknownKey, it.key());
                return false;
            }
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
        if (!textJson(po, u"tiebreak"_s, path + u".tiebreak"_s, u"none"_s, p.tiebreak, error))
            return false;
        if (const auto kp = keyProblem(p.tiebreak, path + u".tiebreak"_s)) {
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
        if (fields.empty()) {
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
        } else {
            for (const auto &[group, keys] : groupKeys) {
                if (!po.value(group).isObject()) {
                    error = problemAt(path + u'.' + group, ProblemCode::NotObject);
                    return false;
                }
                // As the calculator (mc::parseScoreInputs): a misspelt key is refused, not counted as 0.
                if (!onlyKeys(po.value(group).toObject(), keys, path + u'.' + group, error))
                    return false;
            }
            for (const shelf::RecordField &f : fields) {
                const auto [group, key] = jsonPlace(f);
                const QJsonObject from = group.isEmpty() ? po : po.value(group).toObject();
                const QString at = path + u'.' + QString::fromLatin1(f.jsonKey);
                if (f.max < 0) {
                    QString text;
                    if (!textJson(from, key, at, QString(), text, error)
                        || !readFieldText(f, text, at, p, error))
                        return false;
                    continue;
                }
                if (!from.contains(key)) {
                    error = problemAt(group.isEmpty() ? path : path + u'.' + group, ProblemCode::MissingKey, key);
                    return false;
                }
                int v = 0;
                if (!wholeJson(from.value(key), at, 0, f.max, v, error))
                    return false;
                p.setField(QLatin1StringView(f.detailKey), v);
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
    out.keepUid(o.value(u"uid"_s).toString());
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

int PlayerRecord::number(QLatin1StringView key) const
{
    return details.value(key).toInt();
}

QString PlayerRecord::text(QLatin1StringView key) const
{
    return details.value(key).toString();
}

void PlayerRecord::setField(QLatin1StringView key, const QJsonValue &value)
{
    if (value == QJsonValue(0) || value == QJsonValue(QString()))
        details.remove(key);
    else
        details[key] = value;
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
