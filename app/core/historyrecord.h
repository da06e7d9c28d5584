// One finished game as the history keeps it and its files (JSON, CSV, PDF score sheet). A game's
// rules about its records (its ranking, the sentences about its ties) are its module's
// (shelf::HistoryReading, registry.h): the history knows no game's rules.
#pragma once

#include "model/core/problem.h"
#include "registry.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <functional>
#include <vector>

class QPainter;

/// One player of a finished game: its game's own numbers and, once ranked, score and place.
struct PlayerRecord {
    QString name;
    /// The seat's colour in the game ("#rrggbb"), empty when not known (older records, the calculator):
    /// then the seat's default colour, defaultColor().
    QString color;
    int score = 0;       ///< filled by GameRecord::rankPlayers()
    int place = 1;       ///< filled by GameRecord::rankPlayers()
    QString tiebreak;    ///< how the player's place was decided, in its game's own key ("etherea", ...)
    /// The player's own numbers and words of its game, as its module names them, e.g.
    /// {"rituals":12,"oracle":{...}}; a game whose files keep them under keys of their own
    /// (shelf::HistoryReading::fields) has them here too, under each field's detailKey.
    QJsonObject details;

    /// A whole number of `details` (0 when absent) and a text (empty when absent).
    [[nodiscard]] int number(QLatin1StringView key) const;
    [[nodiscard]] QString text(QLatin1StringView key) const;
    /// Sets one of the fields its game's files keep under keys of their own (shelf::RecordField):
    /// kept only when it is not 0 or empty, so that a record is the same however it was made (a file,
    /// the database, the game itself).
    void setField(QLatin1StringView key, const QJsonValue &value);

    /// The colour a game gives seat `seat` when nobody chose one: the table's default colours of
    /// Mourners Call (the new-game wizard's first four, the game page's defaultColors), in seat order.
    [[nodiscard]] static QString defaultColor(int seat);
    /// `color` when it is one, else defaultColor(seat).
    [[nodiscard]] QString colorAt(int seat) const;
    friend bool operator==(const PlayerRecord &, const PlayerRecord &) = default;
};

/// A finished game of the history.
struct GameRecord {
    qint64 id = -1;        ///< database row, -1 when not stored
    QString uid;           ///< identity fingerprint, the same on every machine: finds duplicates (save, import)
    /// Games played in the app: a digest of the start state and the seats (its game's own), so that the
    /// same game saved twice, on two days or after a change of its result, is one game. Records of
    /// older versions hashed every action too. Empty for calculator entries.
    QString gameKey;
    QDateTime playedAt;    ///< when the game ended (UTC)
    /// The game of the shelf (app/core/registry.h), the shelf's first by default. Games whose records
    /// carry no breakdown (shelf::HistoryReading::breakdown) come ranked by their own sheet:
    /// rankPlayers() leaves their scores, places and tie-breaks as they are.
    QString game = QString::fromLatin1(shelf::defaultGame().id);
    QString source;        ///< "calculator", "table" or "digital"
    QString ruleset = QStringLiteral("standard"); ///< ruleset id
    int rounds = 0;        ///< 0 when not known
    qint64 durationSeconds = -1; ///< -1 when not known
    QString notes;
    std::vector<PlayerRecord> players; ///< in seat order
    QJsonObject roundData; ///< games played in the app: {"rounds":[{round,suspicion,threat,scores,etherea}]}
    /// Games other than Mourners Call: what their sheet says about the whole game (awards, how it
    /// was won), e.g. {"awards":[...]}.
    QJsonObject details;

    /// A game kept with its day only (the calculator and the score sheets: their date is typed or
    /// today, stored at noon), not the moment it ended.
    [[nodiscard]] bool datedOnly() const { return source == QLatin1StringView("calculator"); }
    /// The history's order, newest first: by day; on one day the games with a time (newest first)
    /// before those with a day only, since nothing says when that day these were played; among those,
    /// by the hour kept (noon for the calculator's), then the one entered last first.
    [[nodiscard]] static bool newerFirst(const GameRecord &a, const GameRecord &b);

    /// Scores, places and tie-breaks from the breakdowns, by its game's rules (its module's
    /// shelf::HistoryReading::rank); a game without one comes ranked by its own sheet, left as it is.
    void rankPlayers();
    /// The players in place order (indices into `players`).
    [[nodiscard]] std::vector<int> placeOrder() const;
    [[nodiscard]] QStringList winners() const;
    /// Fills `uid`: from `gameKey` when there is one, else from the content (date to the second,
    /// source, players and their numbers). The calculator stores its date at noon, so the same
    /// fields on the same day give the same uid.
    void computeUid();
    /// After computeUid(): a game without a gameKey takes `given` (a file's uid) as its uid when it is
    /// one (20 hex digits). A game renamed in its history (HistoryStore::renamePlayer()) keeps the uid
    /// its first names gave it; its export says so, and an import knows the game by it.
    void keepUid(const QString &given);
    /// The same players, numbers, places and round data (not the date, notes, duration or ids).
    [[nodiscard]] bool sameResult(const GameRecord &other) const;

    /// The finished-game file of docs/history-export.md.
    [[nodiscard]] QJsonObject toJson() const;
    /// Reads toJson()'s format as strictly as the sheet or calculator that made the game: every key known,
    /// numbers whole and in range, the player count of its game, names by mc::nameProblem and none
    /// twice, scores and places as its own game's rules give them. False with the first problem, its
    /// path naming the field ("players[1].breakdown").
    [[nodiscard]] static bool fromJson(const QJsonObject &o, GameRecord &out, mc::Problem &error);
    /// The same, the problem in the command line's English words.
    [[nodiscard]] static bool fromJson(const QJsonObject &o, GameRecord &out, QString &error);

    friend bool operator==(const GameRecord &, const GameRecord &) = default;
};

/// File formats of the whole history (docs/history-export.md).
class HistoryFiles
{
    Q_DECLARE_TR_FUNCTIONS(HistoryFiles)

public:
    [[nodiscard]] static QByteArray toCsv(const std::vector<GameRecord> &games);
    [[nodiscard]] static QByteArray toJson(const std::vector<GameRecord> &games);

    /// What reading a history file gave.
    struct Read {
        std::vector<GameRecord> games; ///< the good games, in file order
        /// Where each good game is in the file, as a problem's path for its identity: "games[3].gameKey",
        /// "line 12, game_key".
        QStringList where;
        /// One per refused game, its path naming the row and field ("games[3].rounds", "line 12, seat"),
        /// or the one problem of a file refused as a whole.
        mc::Problems problems;
        bool refused = false;   ///< the file as a whole (not UTF-8, not JSON, not a history file, no header)
        bool cancelled = false; ///< the progress function said stop
    };
    /// Told how many games of the file are read (done of total); returns false to stop.
    using Progress = std::function<bool(qsizetype done, qsizetype total)>;
    /// Reads a history (or one game) in JSON, each game checked by GameRecord::fromJson(). Linear in the
    /// file's size; invalid UTF-8 refuses the file (nothing is replaced).
    [[nodiscard]] static Read readJson(const QByteArray &data, const Progress &progress = {});
    /// Reads the CSV export: seats in order from 1, every number whole and in range, each game then
    /// checked as GameRecord::fromJson() checks one.
    [[nodiscard]] static Read readCsv(const QByteArray &data, const Progress &progress = {});

    /// Reads CSV or JSON. Good games go to `out`; every bad row or game adds one line to `problems`
    /// ("line 4: unity: ..."). False when the file as a whole cannot be read (reason in `error`).
    [[nodiscard]] static bool fromCsv(const QByteArray &data, std::vector<GameRecord> &out,
                                      QStringList &problems, QString &error);
    [[nodiscard]] static bool fromJson(const QByteArray &data, std::vector<GameRecord> &out,
                                       QStringList &problems, QString &error);

    using SheetRow = shelf::SheetRow;
    /// The score sheet's heading: "<the shelf game's title>: score sheet".
    [[nodiscard]] static QString scoreSheetTitle(const GameRecord &game);
    /// The table of the score sheet: the players' names, their game's rows (its module's
    /// shelf::HistoryReading::sheetRows, else its own numbers and the total) and their places.
    [[nodiscard]] static QList<SheetRow> scoreSheetRows(const GameRecord &game);
    /// A ruleset id as people read it: the built-in "standard" one in the language shown (the record
    /// keeps the id); another (a user's own ruleset) as kept.
    [[nodiscard]] static QString rulesetName(const QString &id);
    /// The date as people read it; the calculator's entries carry a day, not a time (issue 11).
    [[nodiscard]] static QString dateText(const GameRecord &game);
    /// A player's own numbers of another game, flat: {"oracle.black": 3, "rituals": 12}.
    [[nodiscard]] static QVariantMap flatDetails(const QJsonObject &details, const QString &prefix = QString());
    /// The keys any player of `game` has in flatDetails(), in the order of that game's own sheet
    /// (numbered keys by value); keys its sheet does not know after those, in key order.
    [[nodiscard]] static QStringList detailKeys(const GameRecord &game);
    /// One player's flatDetails() as the history shows them: a key of detailKeys() that the game's
    /// sheet leaves out when it is 0 (shelf::DetailLabel::absentIsZero) is there with 0.
    [[nodiscard]] static QVariantMap shownDetails(const GameRecord &game, const PlayerRecord &player);
    /// The name of a key of flatDetails() as `game`'s sheet names it, in the current language
    /// ("oracle.black" -> "Cubes on black"); a key no sheet knows in its own words ("someField" -> "Some field").
    [[nodiscard]] static QString detailLabel(const QString &game, const QString &key);

    /// A printable A4 score sheet of one game (QPdfWriter). False with `error` set when it failed.
    [[nodiscard]] static bool writeScoreSheet(const GameRecord &game, const QString &path, QString *error);
    /// Draws the score sheet with `painter` (units: points, `width` wide), for the PDF and previews.
    static void paintScoreSheet(const GameRecord &game, QPainter &painter, int width);

    /// The sentences on how the ties of the game's ranking were broken, one per tie (its module's
    /// shelf::HistoryReading::tieSentences; none for a game without).
    [[nodiscard]] static QStringList tieSentences(const GameRecord &game);
    /// The explanatory lines under the score sheet's table: plain words, no rule ids (its module's
    /// shelf::HistoryReading::sheetNotes).
    [[nodiscard]] static QStringList scoreSheetNotes(const GameRecord &game);
    /// "Ada", "Ada and Bo", "Ada, Bo and Cy" (translatable separators).
    [[nodiscard]] static QString listOfNames(const QStringList &names);
    [[nodiscard]] static QString sourceName(const QString &key);
};

/// A local path from a path or a file: URL (as QML file dialogs give them).
[[nodiscard]] QString localPath(const QString &pathOrUrl);
