// The score calculator: the numbers of a finished physical game typed in per player, ranked live
// with mc::rank (R-END-4, R-END-5), tie-breaks explained, saved to the history.
#pragma once

#include "historyrecord.h"
#include "historystore.h"
#include "model/mourners/scoring.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>

class ScoreCalculator : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY playerCountChanged)
    /// Per player (all 4, the first playerCount are in play): {name, shownName, faction, motive, score,
    /// place, ranked, errors: {field: message}, values: {field: number}}. A player with a field
    /// that does not read is not ranked: ranked false, score -1, place 0 (issue 11).
    Q_PROPERTY(QVariantList players READ players NOTIFY resultChanged)
    /// Best first, only players whose fields all read: {seat, name, score, place, tiebreak, etherea, mourners}.
    Q_PROPERTY(QVariantList ranking READ ranking NOTIFY resultChanged)
    /// One sentence per tie decided by a tie-breaker or shared (R-END-5).
    Q_PROPERTY(QStringList explanations READ explanations NOTIFY resultChanged)
    /// Why the result cannot be saved now (bad fields, names twice, date); empty when it can.
    Q_PROPERTY(QString problem READ problem NOTIFY resultChanged)
    /// One line per player left out of the ranking, naming the fields to fix ("Bo: fix Unity, Etherea left").
    Q_PROPERTY(QStringList waiting READ waiting NOTIFY resultChanged)
    /// The day of the game as YYYY-MM-DD; today until changed.
    Q_PROPERTY(QString date READ date WRITE setDate NOTIFY dateChanged)
    /// Why `date` is not a date; empty when it is.
    Q_PROPERTY(QString dateError READ dateError NOTIFY dateChanged)
    /// Free text stored with the game.
    Q_PROPERTY(QString notes READ notes WRITE setNotes NOTIFY notesChanged)
    Q_PROPERTY(bool canSave READ canSave NOTIFY resultChanged)
    /// What the last save or score sheet did (or why not).
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// Where saves go; when not set, the history of the QML engine that made the calculator (one made in
    /// C++ without one saves nothing and says so).
    Q_PROPERTY(HistoryStore *store READ store WRITE setStore NOTIFY storeChanged)

public:
    static constexpr int kMaxPlayers = 4;
    /// The fields of a player, in the order of the form.
    static const QStringList &fieldNames();

    explicit ScoreCalculator(QObject *parent = nullptr);

    /// Reads a number or a sum typed in a field: "12", "3+6+2", "4*2 + 1", "10-3". Whole numbers,
    /// + - * and brackets; the result must be 0..999. An empty text is 0. False with a message.
    [[nodiscard]] static bool evaluate(const QString &text, int &value, QString &error);

    [[nodiscard]] int playerCount() const { return m_playerCount; }
    void setPlayerCount(int count);
    [[nodiscard]] QVariantList players() const;
    [[nodiscard]] QVariantList ranking() const;
    [[nodiscard]] QStringList explanations() const { return m_explanations; }
    [[nodiscard]] QString problem() const;
    [[nodiscard]] bool canSave() const { return problem().isEmpty(); }
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] QStringList waiting() const;
    [[nodiscard]] QString date() const { return m_date; }
    void setDate(const QString &date);
    [[nodiscard]] QString dateError() const;
    [[nodiscard]] QString notes() const { return m_notes; }
    void setNotes(const QString &notes);
    /// The name of a field as the form shows it.
    [[nodiscard]] static QString fieldLabel(const QString &field);
    [[nodiscard]] HistoryStore *store() const;
    void setStore(HistoryStore *store);

    Q_INVOKABLE void setName(int player, const QString &name);
    /// "bone", "flesh", "spirit" or "" (not said).
    Q_INVOKABLE void setFaction(int player, const QString &faction);
    /// The Ulterior Motive the player kept: one of motiveNames(), or "" (not said). Kept in the
    /// history for the charts per motive.
    Q_INVOKABLE void setMotive(int player, const QString &motive);
    /// The names of the box's Ulterior Motive cards.
    [[nodiscard]] Q_INVOKABLE QStringList motiveNames() const;
    /// `field` is one of fieldNames(); `text` a number or a sum.
    Q_INVOKABLE void setField(int player, const QString &field, const QString &text);
    [[nodiscard]] Q_INVOKABLE QString fieldText(int player, const QString &field) const;
    [[nodiscard]] Q_INVOKABLE QString fieldError(int player, const QString &field) const;
    [[nodiscard]] Q_INVOKABLE int fieldValue(int player, const QString &field) const;
    /// Empties every field and the notes (names, factions and the date stay); emits cleared().
    Q_INVOKABLE void clear();
    /// Stores the result in the history; the new game's id or -1 (`message` says why).
    Q_INVOKABLE qint64 save();
    /// Writes the current result as a printable PDF score sheet.
    Q_INVOKABLE bool writeScoreSheet(const QString &pathOrUrl);

    /// The players in play as the ranking sees them.
    [[nodiscard]] std::vector<mc::ScoreInput> inputs() const;
    /// The result as a history record (source "calculator", on `date` at noon local time: the same
    /// fields on the same day are the same game).
    [[nodiscard]] GameRecord record() const;

signals:
    void playerCountChanged();
    void resultChanged();
    void messageChanged();
    void storeChanged();
    void dateChanged();
    void notesChanged();
    /// The fields were emptied: the page empties its text fields.
    void cleared();

private:
    struct Field {
        QString text;
        int value = 0;
        QString error;
    };
    struct Player {
        QString name;
        QString faction;
        QString motive;
        std::array<Field, 7> fields;
    };
    [[nodiscard]] QString shownName(int player) const;
    [[nodiscard]] bool readable(int player) const;
    void recompute();
    void setMessage(const QString &m);

    int m_playerCount = 3;
    std::array<Player, kMaxPlayers> m_players;
    std::vector<mc::ScoreResult> m_ranking;
    QStringList m_explanations;
    QString m_message;
    QString m_date;
    QString m_notes;
    HistoryStore *m_store = nullptr;
};
