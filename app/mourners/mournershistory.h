// Mourners Call's finished games in the shared history (app/core/historyrecord.h): a record's
// breakdown as the engine's score lines, its ranking by mc::rank (R-END-4, R-END-5) and the sentences
// about its ties, a finished game of the engine as a record, and its identity. The history asks these
// through the game's module (shelf::HistoryReading::rank, tieSentences, sheetNotes).
// mournershistory.cpp is QtCore only (the command line's library links it with the module);
// mournershistorystore.cpp is the app's (fromGame(), record()).
#pragma once

#include "historyrecord.h"
#include "model/mourners/scoring.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

class HistoryStore;

namespace mc {
class Game;
}

class MournersHistory
{
    // The sentences keep the context they had in the shared history, so that no translation is lost.
    Q_DECLARE_TR_FUNCTIONS(HistoryFiles)

public:
    /// A player's words of a record (in PlayerRecord::details): the declared faction's key ("bone",
    /// "flesh", "spirit" or empty) and the name of the kept Ulterior Motive card (or empty).
    [[nodiscard]] static QString factionOf(const PlayerRecord &player);
    static void setFaction(PlayerRecord &player, const QString &faction);
    [[nodiscard]] static QString motiveOf(const PlayerRecord &player);
    static void setMotive(PlayerRecord &player, const QString &motive);
    /// A faction's key as people read it, in the language shown; "" for none.
    [[nodiscard]] static QString factionName(const QString &key);
    /// Whether a record may name `key` as a declared faction ("" for none).
    [[nodiscard]] static bool isKnownFaction(const QString &key);

    /// What a player adds to the identity of a record without a game key: the faction and the
    /// breakdown, as the first records were known (shelf::HistoryReading::uidParts).
    [[nodiscard]] static QStringList uidParts(const PlayerRecord &player);
    /// A player's entries of the history detail: the keys of the detail's rows
    /// (shelf::HistoryReading::playerDetail).
    [[nodiscard]] static QVariantMap playerDetail(const PlayerRecord &player);
    /// The printed score sheet's rows of the breakdown and the tie-breaks (shelf::HistoryReading::sheetRows).
    [[nodiscard]] static QList<shelf::SheetRow> sheetRows(const GameRecord &game, const std::vector<int> &order);

    /// A player of a record with the numbers of a scoring line (name, unity, influences, motive bonus,
    /// etherea, mourners).
    [[nodiscard]] static PlayerRecord fromScore(const mc::ScoreInput &in);
    [[nodiscard]] static mc::ScoreInput toScore(const PlayerRecord &player);
    /// The score lines of a record's players, in seat order.
    [[nodiscard]] static std::vector<mc::ScoreInput> scoreInputs(const GameRecord &game);

    /// Scores, places and tie-breaks of a record from its breakdowns with mc::rank (R-END-4, R-END-5):
    /// shelf::HistoryReading::rank.
    static void rank(GameRecord &game);
    /// One sentence per group of equal scores, however many players share it, e.g.
    /// "Ada, Bo and Cy tie on 31; Etherea left decides: Ada 5, Bo 3, Cy 1." (R-END-5), worded from the
    /// ties of the engine's ranking (mc::ties).
    [[nodiscard]] static QStringList tieExplanations(const std::vector<mc::ScoreInput> &in,
                                                     const std::vector<mc::ScoreResult> &ranking);
    /// The tie sentences of a record: shelf::HistoryReading::tieSentences.
    [[nodiscard]] static QStringList tieSentences(const GameRecord &game);
    /// How a total is made and equal totals are separated, in plain words for the score sheet:
    /// shelf::HistoryReading::sheetNotes.
    [[nodiscard]] static QStringList sheetNotes(const GameRecord &game);

    /// The identity of a game played in the app (GameRecord::gameKey): a digest of where it started
    /// and who sat where; `withActions` gives the key of older versions, which hashed every action too.
    [[nodiscard]] static QString gameKeyOf(const mc::Game &game, bool withActions);
    /// A finished (or ended) game of the engine: seats, declared factions, motives, final breakdown,
    /// and the score of every player and the meters at the end of every round.
    [[nodiscard]] static GameRecord fromGame(const mc::Game &game, qint64 durationSeconds = -1);
    /// Records a finished game played in the app (HistoryStore::recordFinished under its gameKeyOf()).
    /// `durationSeconds` -1 when not known. The same game recorded again keeps its one record:
    /// `alreadyThere` when its result is the same, `updated` when its result changed since (the record
    /// is replaced, its date and notes kept). Returns the id or -1.
    static qint64 record(HistoryStore &store, const mc::Game &game, qint64 durationSeconds = -1,
                         bool *alreadyThere = nullptr, bool *updated = nullptr);
};
