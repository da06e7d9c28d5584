// What the history's files share inside app/core (historyrecord.cpp, historyjson.cpp, historycsv.cpp):
// the formats' names and columns, the strict reading of a game's fields, the check of a game by its
// own rules (its module's shelf::HistoryReading::check). Not a public header.
#pragma once

#include "historyrecord.h"

#include "model/core/jsonread.h"
#include "problemtext.h"

#include "historycheck.h"
#include "registry.h"

#include "model/core/names.h"

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
#include <span>
#include <numeric>
#include <functional>
#include <QLocale>

namespace historyinternal {

using namespace Qt::StringLiterals;

inline const QString kGameFormat = u"mourners-game"_s;
inline const QString kHistoryFormat = u"mourners-history"_s;
constexpr int kFormatVersion = 1;

/// The fields `game`'s files keep under keys of their own (shelf::HistoryReading::fields); none for
/// a game that keeps its numbers under "details".
inline std::span<const shelf::RecordField> fieldsOf(const QString &game)
{
    const shelf::GameModule *m = shelf::findGame(game);
    return m ? m->history.fields : std::span<const shelf::RecordField>();
}

/// A field's key in a file's player object split at its group: {"breakdown", "unity"}, or {"", "faction"}.
inline std::pair<QString, QString> jsonPlace(const shelf::RecordField &f)
{
    const QString key = QString::fromLatin1(f.jsonKey);
    const qsizetype dot = key.indexOf(u'.');
    return dot < 0 ? std::pair{QString(), key} : std::pair{key.left(dot), key.mid(dot + 1)};
}

/// The columns of the CSV export: the game's, its date and source, the seat and name, every game's
/// own fields (RecordField::csvColumn, in shelf order; another game's row leaves them 0 or empty),
/// then score and place. "game" is the game's uid (rows of one game share it); "game_id" the shelf's
/// game (registry.h), "details" a player's own numbers of a game that keeps them there (JSON),
/// "color" the seat's colour in the game ("#rrggbb", optional).
inline const QStringList &csvColumns()
{
    static const QStringList columns = [] {
        QStringList c = {u"game"_s, u"played_at"_s, u"source"_s, u"ruleset"_s, u"rounds"_s, u"duration_s"_s,
                         u"notes"_s, u"seat"_s, u"name"_s};
        for (const shelf::GameModule &m : shelf::games())
            for (const shelf::RecordField &f : m.history.fields)
                c << QString::fromLatin1(f.csvColumn);
        c << u"score"_s << u"place"_s << u"game_key"_s << u"game_id"_s << u"details"_s << u"tiebreak"_s << u"color"_s;
        return c;
    }();
    return columns;
}

// Whether `game`'s records carry the end-of-game breakdown (shelf::HistoryReading::breakdown).
inline bool hasBreakdown(const QString &game)
{
    const shelf::GameModule *m = shelf::findGame(game);
    return m && m->history.breakdown;
}

inline bool isColor(const QString &c)
{
    static const QRegularExpression re(u"^#[0-9a-fA-F]{6}$"_s);
    return re.match(c).hasMatch();
}

inline QString compact(const QJsonObject &o)
{
    return o.isEmpty() ? QString() : QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

inline bool isKnownSource(const QString &s)
{
    return s == u"calculator"_s || s == u"table"_s || s == u"digital"_s;
}

inline QString csvField(const QString &s)
{
    if (!s.contains(u',') && !s.contains(u'"') && !s.contains(u'\n') && !s.contains(u'\r'))
        return s;
    QString q = s;
    q.replace(u"\""_s, u"\"\""_s);
    return u'"' + q + u'"';
}

/// RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. `lines` gets the
/// (1-based) line on which each row starts.
inline std::vector<QStringList> parseCsv(const QString &text, std::vector<int> &lines)
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

// --- Reading a game of a history file as strictly as the sheet or calculator that made it ----------

using mc::Problem;
using mc::ProblemCode;
using namespace historycheck;

/// A JSON value as its file writes it (for a word that is not one of the field's).
inline QString jsonText(const QJsonValue &v)
{
    const QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(a.mid(1, a.size() - 2)).left(40);
}

/// A whole number min..max written as text (CSV): "5.5", "x", "" and "99" for 1..4 are refused.
inline bool wholeText(const QString &text, const QString &path, qint64 min, qint64 max, qint64 &dst, Problem &error)
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

inline bool wholeText(const QString &text, const QString &path, int min, int max, int &dst, Problem &error)
{
    qint64 n = 0;
    if (!wholeText(text, path, qint64(min), qint64(max), n, error))
        return false;
    dst = int(n);
    return true;
}

/// A text field: absent gives `fallback`, anything but a string is refused.
inline bool textJson(const QJsonObject &o, const QString &key, const QString &path, const QString &fallback, QString &dst,
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
/// names (mc::nameProblem, none twice), and its scores and places as its own sheet gives them (a game
/// with a breakdown is ranked again by its module; the other sheets read their numbers with their own checks).
inline bool checkGame(GameRecord &g, const std::vector<Given> &given, const FieldPath &at, Problem &error)
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
inline std::optional<Problem> keyProblem(const QString &key, const QString &path)
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

/// A text field of a file (RecordField, max -1) into `details`: short readable text, and one of the
/// field's known values.
inline bool readFieldText(const shelf::RecordField &f, const QString &value, const QString &path, PlayerRecord &player,
                          Problem &error)
{
    if (const auto kp = keyProblem(value, path)) {
        error = *kp;
        return false;
    }
    if (f.known && !f.known(value)) {
        error = problemAt(path, ProblemCode(f.unknownCode), value.left(40));
        return false;
    }
    player.setField(QLatin1StringView(f.detailKey), value);
    return true;
}

/// The problems of a file as they may be printed back (printable() of every quoted word).
inline void makePrintable(mc::Problems &problems)
{
    for (mc::Problem &p : problems)
        p.detail = printable(p.detail);
}

/// The offset of the first byte of `data` that is not part of valid UTF-8 (overlong forms, surrogates
/// and code points past U+10FFFF included), or -1.
inline qsizetype firstNonUtf8(const QByteArray &data)
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
inline std::optional<mc::Problem> notUtf8(const QByteArray &data)
{
    const qsizetype bad = firstNonUtf8(data);
    if (bad < 0)
        return std::nullopt;
    mc::Problem p = problemAt(QString(), ProblemCode::NotUtf8);
    p.offset = bad;
    return p;
}

/// The reading of earlier versions: games, then one line per problem ("games[3].rounds: ...").
inline bool legacy(const HistoryFiles::Read &r, std::vector<GameRecord> &out, QStringList &problems, QString &error)
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

} // namespace historyinternal
