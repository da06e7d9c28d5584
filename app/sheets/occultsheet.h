// The occult card game's companion: the score sheet (mastery levels, completed masteries, each
// completed prophecy's points, the prophecies still in play, points from rituals and other effects;
// model/sheets/occult.h scores and ranks) with its players as a list
// model, and the deck-cycle counter that tells the table when the final round starts and when it is
// finished. The whole sheet, counter included, is kept in a file after every change, so a restart
// continues where the table was; the result goes to the shared history.
#pragma once

#include "historysheet.h"
#include "model/sheets/occult.h"

#include <QAbstractListModel>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>
#include <vector>

class OccultSheet;

/// The seats in play, one row each, with their numbers, score and place.
class OccultPlayerModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The sheet's players (OccultSheet.players)")

public:
    enum Role {
        SeatRole = Qt::UserRole + 1, ///< 0-based seat
        NameRole,                    ///< as typed (may be empty)
        ShownNameRole,               ///< "Player N" when empty
        LevelsRole,                  ///< [blood magic, demonology, necromancy] levels 0..3
        CompletedRole,               ///< [bool, bool, bool]
        PropheciesRole,              ///< each completed prophecy's points
        ProphecyCountRole,
        MasteryLevelRole,            ///< total mastery level (OCC-SCORE-1)
        CompletedCountRole,          ///< completed masteries
        ProphecyPointsRole,          ///< the completed prophecies' points together
        InPlayRole,                  ///< each prophecy in play: its points for the stored cards (D-OCC-INPLAY)
        InPlayCountRole,
        InPlayPointsRole,            ///< the points of those that score: 0 when in-play prophecies do not
        EffectsRole,                 ///< points from rituals and other effects (OCC-SCORE-1)
        ScoreRole,
        PlaceRole,
        SharedRole,                  ///< the place is shared (equal points, no tie-break)
    };
    Q_ENUM(Role)

    explicit OccultPlayerModel(OccultSheet *sheet);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    friend class OccultSheet;
    struct Row {
        QMap<int, QVariant> values; ///< by role
        friend bool operator==(const Row &, const Row &) = default;
    };
    [[nodiscard]] Row rowOf(int seat) const;
    /// Brings the rows in step with the sheet: rows inserted or removed, dataChanged for the roles
    /// that changed only.
    void refresh();

    OccultSheet *m_sheet;
    std::vector<Row> m_rows;
};

/// The deck-cycle counter (OCC-END-1): the table says on whose turn the deck ran out and when a turn
/// of the final round is finished; the counter says when the final round starts and when it ends.
class OccultDeck : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The sheet's deck counter (OccultSheet.deck)")

    /// Times the deck has run out so far.
    Q_PROPERTY(int emptied READ emptied NOTIFY changed)
    /// Times it must run out to trigger the final round: 2 with 2 players, 3 with 3 (OCC-END-1).
    Q_PROPERTY(int target READ target NOTIFY changed)
    /// "counting", "finalRound" or "finished".
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    /// What the table does now, in one or two sentences.
    Q_PROPERTY(QString status READ status NOTIFY changed)
    /// The final round's turns still to finish: {seat, name, current} in turn order.
    Q_PROPERTY(QVariantList turnsLeft READ turnsLeft NOTIFY changed)
    /// The seat that takes the first turn of every round.
    Q_PROPERTY(int firstSeat READ firstSeat NOTIFY changed)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)

public:
    explicit OccultDeck(OccultSheet *sheet);

    [[nodiscard]] int emptied() const { return int(m_deck.empties.size()); }
    [[nodiscard]] int target() const { return occ::emptiesToEnd(m_deck.players); }
    [[nodiscard]] QString phase() const;
    [[nodiscard]] QString status() const;
    [[nodiscard]] QVariantList turnsLeft() const;
    [[nodiscard]] int firstSeat() const { return m_deck.firstSeat; }
    [[nodiscard]] bool canUndo() const { return !m_undo.empty(); }
    [[nodiscard]] const occ::DeckCycle &cycle() const { return m_deck; }

    /// The deck ran out during `seat`'s turn; false (and the sheet's message says why) when refused.
    Q_INVOKABLE bool emptiedOnTurnOf(int seat);
    /// The player on turn in the final round finished their turn.
    Q_INVOKABLE bool turnFinished();
    Q_INVOKABLE bool setFirstSeat(int seat);
    /// Takes back the last step of the counter (an emptying, a finished turn, the first player).
    Q_INVOKABLE bool undo();

signals:
    void changed();

private:
    friend class OccultSheet;
    bool step(occ::DeckError e, const occ::DeckCycle &before);
    [[nodiscard]] QString errorText(occ::DeckError e) const;
    /// A new game (or a sheet read from its file): the undo steps of the old one go.
    void reset(const occ::DeckCycle &d);

    OccultSheet *m_sheet;
    occ::DeckCycle m_deck;
    std::vector<occ::DeckCycle> m_undo;
};

class OccultSheet : public HistorySheet
{
    Q_OBJECT
    QML_ELEMENT

    /// 2 or 3; the first playerCount seats are in play (the third keeps its numbers).
    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY playerCountChanged)
    Q_PROPERTY(OccultPlayerModel *players READ players CONSTANT)
    Q_PROPERTY(OccultDeck *deck READ deck CONSTANT)
    /// Best first: {seat, name, score, place, tiebreak ("none", "shared"), note}.
    Q_PROPERTY(QVariantList ranking READ ranking NOTIFY resultChanged)
    /// Who wins, or who shares the victory (OCC-SCORE-1).
    Q_PROPERTY(QString verdict READ verdict NOTIFY resultChanged)
    /// The three masteries' names, in the order of the levels.
    Q_PROPERTY(QStringList masteryNames READ masteryNames NOTIFY textsChanged)
    // problem, saved, canSave, message, store, saveToHistory() and file: HistorySheet. The file is
    // AppDataLocation/sheets/occult.json in QML unless set; none in C++ until set; empty: the sheet is
    // not kept (the home screen's copy, for the texts only).
    /// When the game ends and what happens then (OCC-END-1).
    Q_PROPERTY(QString endReminder READ endReminder NOTIFY textsChanged)
    /// D-OCC-INPLAY: the prophecies still in play score their stored cards too (the table's choice,
    /// yes unless it says otherwise; kept with the sheet and in the history).
    Q_PROPERTY(bool inPlayScores READ inPlayScores WRITE setInPlayScores NOTIFY inPlayScoresChanged)

public:
    explicit OccultSheet(QObject *parent = nullptr);
    [[nodiscard]] static QString defaultFile();
    /// What the kept sheet holds.
    struct Kept {
        int playerCount = occ::kMinPlayers;
        std::array<occ::PlayerInput, occ::kMaxPlayers> players{};
        occ::DeckCycle deck;
        occ::ScoreOptions options;
    };
    /// The kept sheet's file: {format, version, playerCount, inPlayScores, players (3 seats), deck}. A
    /// name refused by mc::nameProblem is written empty.
    [[nodiscard]] static QJsonObject keptJson(const Kept &kept);
    /// Reads a kept sheet exactly: every key required (inPlayScores may be left out, as version 1 did)
    /// and no other, numbers whole and in range, names as mc::nameProblem takes them (or empty).
    /// False with `problem` set, and `kept` untouched, otherwise.
    [[nodiscard]] static bool readKept(const QByteArray &data, Kept &kept, mc::Problem &problem);

    [[nodiscard]] int playerCount() const { return m_playerCount; }
    void setPlayerCount(int count);
    [[nodiscard]] OccultPlayerModel *players() const { return m_model; }
    [[nodiscard]] OccultDeck *deck() const { return m_deck; }
    [[nodiscard]] QVariantList ranking() const;
    [[nodiscard]] QString verdict() const;
    [[nodiscard]] QStringList masteryNames() const;
    [[nodiscard]] QString endReminder() const;
    [[nodiscard]] bool inPlayScores() const { return m_options.inPlayScores; }
    void setInPlayScores(bool scores);
    [[nodiscard]] const occ::ScoreOptions &options() const { return m_options; }

    Q_INVOKABLE void setName(int seat, const QString &name);
    /// A mastery's level, 0..3 (`mastery` 0 blood magic, 1 demonology, 2 necromancy). Anything else
    /// is refused: false, `message` says why, nothing changes.
    /// A completed mastery keeps a level of 1 or more: lowering it to 0 is refused (OCC-SCORE-1).
    Q_INVOKABLE bool setLevel(int seat, int mastery, int level);
    /// Refused for a mastery at level 0: a card that was never raised is not completed (OCC-SCORE-1).
    Q_INVOKABLE bool setCompleted(int seat, int mastery, bool completed);
    /// A completed prophecy of `points` (0..99) at the end of the seat's list; its index or -1.
    Q_INVOKABLE int addProphecy(int seat, int points = 0);
    Q_INVOKABLE bool setProphecy(int seat, int index, int points);
    Q_INVOKABLE bool removeProphecy(int seat, int index);
    /// A prophecy still in play, worth `points` (0..99) for the cards stored on it now; at most 3 per
    /// player (D-OCC-INPLAY). Its index or -1.
    Q_INVOKABLE int addInPlay(int seat, int points = 0);
    Q_INVOKABLE bool setInPlay(int seat, int index, int points);
    Q_INVOKABLE bool removeInPlay(int seat, int index);
    /// Points from rituals and other card effects, 0..99 (OCC-SCORE-1).
    Q_INVOKABLE bool setEffects(int seat, int points);
    /// Every number back to 0 and the deck counter to a new game (names and the first player stay).
    Q_INVOKABLE void clear();

    /// The seats in play as the model sees them (empty names shown as "Player N").
    [[nodiscard]] std::vector<occ::PlayerInput> inputs() const;
    [[nodiscard]] const occ::PlayerInput &input(int seat) const { return m_players[std::size_t(seat)]; }
    [[nodiscard]] const occ::Standing *standing(int seat) const;
    [[nodiscard]] QString shownName(int seat) const;
    /// The result for the history (game "occult", source "calculator").
    [[nodiscard]] GameRecord record() const override;

signals:
    void playerCountChanged();
    void inPlayScoresChanged();
    void textsChanged();

private:
    friend class OccultDeck;
    [[nodiscard]] bool blank() const override;
    [[nodiscard]] QString defaultKeptFile() const override { return defaultFile(); }
    [[nodiscard]] QJsonObject keptNow() const override;
    void load() override;
    [[nodiscard]] QStringList playerNames() const override;
    [[nodiscard]] QStringList enteredNames() const override;
    [[nodiscard]] QJsonArray snapshot() const override;
    [[nodiscard]] bool validSeat(int seat) const;
    [[nodiscard]] bool refuseSeat(int seat);
    /// After every change: the result, the model's rows, the kept file.
    void changed();
    /// "Ada, Blood Magic: …" for the first mastery marked completed at level 0 (a sheet kept by an
    /// older version), or "".
    [[nodiscard]] QString mismatchNote() const;
    /// A prophecy's points out of 0..99: the sentence, or "".
    [[nodiscard]] QString pointsRefusal(int seat, int index, int points, bool inPlay) const;
    /// A player's completed prophecies or those in play (`inPlay`) when `index` is one of them; else
    /// null, the reason said.
    std::vector<int> *listedProphecies(int seat, int index, bool inPlay);
    bool setListedPoints(int seat, int index, int points, bool inPlay);
    bool removeListed(int seat, int index, bool inPlay);

    int m_playerCount = 2;
    occ::ScoreOptions m_options;
    std::array<occ::PlayerInput, occ::kMaxPlayers> m_players;
    std::vector<occ::Standing> m_ranking;
    OccultPlayerModel *m_model = nullptr;
    OccultDeck *m_deck = nullptr;
};
