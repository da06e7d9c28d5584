// The history as a CSV file (docs/history-export.md): one row per player, written, and read with its
// own RFC 4180 parser (historyinternal::parseCsv), every game then checked as GameRecord::fromJson().
#include "historyrecord_p.h"

using namespace Qt::StringLiterals;
using namespace historyinternal;
using mc::Problem;
using mc::ProblemCode;

// --- HistoryFiles ----------------------------------------------------------------------------------

QByteArray HistoryFiles::toCsv(const std::vector<GameRecord> &games)
{
    QString text = csvColumns().join(u',') + u"\r\n"_s;
    for (const GameRecord &g : games) {
        const shelf::GameModule *own = shelf::findGame(g.game);
        for (std::size_t i = 0; i < g.players.size(); ++i) {
            const PlayerRecord &p = g.players[i];
            QStringList row = {g.uid, g.playedAt.toUTC().toString(Qt::ISODate), g.source, g.ruleset,
                               QString::number(g.rounds),
                               g.durationSeconds >= 0 ? QString::number(g.durationSeconds) : QString(), g.notes,
                               QString::number(i + 1), p.name};
            // Every game's fields: the player's own game's, then 0 or empty in the others' columns.
            for (const shelf::GameModule &m : shelf::games())
                for (const shelf::RecordField &f : m.history.fields) {
                    const QLatin1StringView key(f.detailKey);
                    const bool mine = own && QLatin1StringView(own->id) == QLatin1StringView(m.id);
                    row << (f.max < 0 ? (mine ? p.text(key) : QString()) : QString::number(mine ? p.number(key) : 0));
                }
            row << QString::number(p.score) << QString::number(p.place) << g.gameKey << g.game
                << (fieldsOf(g.game).empty() ? compact(p.details) : QString()) << p.tiebreak << p.color;
            QStringList fields;
            for (const QString &f : row)
                fields.append(csvField(f));
            text += fields.join(u',') + u"\r\n"_s;
        }
    }
    return text.toUtf8();
}

namespace {
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
    // The shared columns a file needs, and every game's number columns (its rows give them all).
    static const QStringList required = [] {
        QStringList r = {u"game"_s, u"played_at"_s, u"source"_s, u"seat"_s, u"name"_s};
        for (const shelf::GameModule &m : shelf::games())
            for (const shelf::RecordField &f : m.history.fields)
                if (f.max >= 0)
                    r << QString::fromLatin1(f.csvColumn);
        return r;
    }();
    const QStringList &columns = csvColumns();
    for (qsizetype i = 0; i < header.size(); ++i) {
        if (!columns.contains(header[i]))
            return refuse(problemAt(u"line 1"_s, ProblemCode::UnknownKey, header[i].left(40)));
        if (header.indexOf(header[i]) != i)
            return refuse(problemAt(u"line 1"_s, ProblemCode::DuplicateKey, header[i]));
    }
    std::map<QString, int> col;
    for (const QString &c : columns) {
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
        pl.tiebreak = cell(row, u"tiebreak"_s); // Mourners Call and the score sheets rank again
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
        const std::span<const shelf::RecordField> fields = fieldsOf(g.game);
        if (fields.empty()) {
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
            // Its own columns; the other games' are left as they are.
            bool ok = true;
            for (const shelf::RecordField &f : fields) {
                const QString c = QString::fromLatin1(f.csvColumn);
                int v = 0;
                if (f.max < 0)
                    ok = readFieldText(f, cell(row, c), path(c), pl, p);
                else if ((ok = wholeText(cell(row, c), path(c), 0, f.max, v, p)))
                    pl.setField(QLatin1StringView(f.detailKey), v);
                if (!ok) {
                    bad(p);
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
        pending.game.keepUid(order[k]);
        r.games.push_back(std::move(pending.game));
        r.where.push_back(where(0, u"game_key"_s));
    }
    if (progress)
        progress(qsizetype(order.size()), qsizetype(order.size()));
    return r;
}

} // namespace

HistoryFiles::Read HistoryFiles::readCsv(const QByteArray &data, const Progress &progress)
{
    Read r = readCsvFile(data, progress);
    makePrintable(r.problems);
    return r;
}

bool HistoryFiles::fromCsv(const QByteArray &data, std::vector<GameRecord> &out, QStringList &problems,
                           QString &error)
{
    return legacy(readCsv(data), out, problems, error);
}

