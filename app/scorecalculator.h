// The score calculator: the numbers of a finished physical game typed in per player, ranked live
// with mc::rank (R-END-4, R-END-5), tie-breaks explained, saved to the history.
#pragma once

#include "historyrecord.h"
#include "historystore.h"

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
    /// Per player (all 4, the first playerCount are in play): {name, shownName, faction, score,
    /// place, errors: {field: message}, values: {field: number}}.
    Q_PROPERTY(QVariantList players READ players NOTIFY resultChanged)
    /// Best first: {seat, name, score, place, tiebreak, etherea, mourners}.
    Q_PROPERTY(QVariantList ranking READ ranking NOTIFY resultChanged)
    /// One sentence per tie decided by a tie-breaker or shared (R-END-5).
    Q_PROPERTY(QStringList explanations READ explanations NOTIFY resultChanged)
    /// Why the result cannot be saved now (bad fields, names twice); empty when it can.
    Q_PROPERTY(QString problem READ problem NOTIFY resultChanged)
    Q_PROPERTY(bool canSave READ canSave NOTIFY resultChanged)
    /// What the last save or score sheet did (or why not).
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// Where saves go; the application's history when not set.
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
    [[nodiscard]] HistoryStore *store() const;
    void setStore(HistoryStore *store);

    Q_INVOKABLE void setName(int player, const QString &name);
    /// "bone", "flesh", "spirit" or "" (not said).
    Q_INVOKABLE void setFaction(int player, const QString &faction);
    /// `field` is one of fieldNames(); `text` a number or a sum.
    Q_INVOKABLE void setField(int player, const QString &field, const QString &text);
    [[nodiscard]] Q_INVOKABLE QString fieldText(int player, const QString &field) const;
    [[nodiscard]] Q_INVOKABLE QString fieldError(int player, const QString &field) const;
    [[nodiscard]] Q_INVOKABLE int fieldValue(int player, const QString &field) const;
    /// Empties every field (names and factions stay); emits cleared().
    Q_INVOKABLE void clear();
    /// Stores the result in the history; the new game's id or -1 (`message` says why).
    Q_INVOKABLE qint64 save();
    /// Writes the current result as a printable PDF score sheet.
    Q_INVOKABLE bool writeScoreSheet(const QString &pathOrUrl);

    /// The players in play as the ranking sees them.
    [[nodiscard]] std::vector<mc::ScoreInput> inputs() const;
    /// The result as a history record (source "calculator", now).
    [[nodiscard]] GameRecord record() const;

signals:
    void playerCountChanged();
    void resultChanged();
    void messageChanged();
    void storeChanged();
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
        std::array<Field, 7> fields;
    };
    [[nodiscard]] QString shownName(int player) const;
    void recompute();
    void setMessage(const QString &m);

    int m_playerCount = 3;
    std::array<Player, kMaxPlayers> m_players;
    std::vector<mc::ScoreResult> m_ranking;
    QStringList m_explanations;
    QString m_message;
    HistoryStore *m_store = nullptr;
};
