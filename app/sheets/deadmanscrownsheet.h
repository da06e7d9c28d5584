// Dead Man's Crown's score sheet: each player's end-of-game numbers, scored and ranked live by
// model/sheets/deadmanscrown.h, the Oracle's awards and the ranking's tie-breaks in sentences, the
// end-trigger reminder, and the result saved to the history.
#pragma once

#include "historysheet.h"
#include "model/sheets/deadmanscrown.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <array>

class DeadMansCrownSheet : public HistorySheet
{
    Q_OBJECT
    QML_ELEMENT

    /// 2 to 4; the first playerCount seats are in play (the others keep their numbers).
    Q_PROPERTY(int playerCount READ playerCount WRITE setPlayerCount NOTIFY playerCountChanged)
    /// Per seat in play: {seat, name, shownName, values: {field: number}, rituals, oracle, score, place}.
    Q_PROPERTY(QVariantList players READ players NOTIFY resultChanged)
    /// Best first: {seat, name, score, place, tiebreak ("none", "bones", "shared"), note}.
    Q_PROPERTY(QVariantList ranking READ ranking NOTIFY resultChanged)
    /// The Oracle's awards in scoring order (DMC-SCORE-3): {space, seat, kind, points, text}.
    Q_PROPERTY(QVariantList awards READ awards NOTIFY resultChanged)
    /// Spaces where a tie left the second reward unawarded (DMC-TIE-2), one sentence each.
    Q_PROPERTY(QStringList notes READ notes NOTIFY resultChanged)
    /// Who wins, or who shares the victory (DMC-WIN-1).
    Q_PROPERTY(QString verdict READ verdict NOTIFY resultChanged)
    /// When the game ends and what happens then (DMC-END-1).
    Q_PROPERTY(QString endReminder READ endReminder NOTIFY textsChanged)
    /// The label of every field key ("rituals", "oracle.black", "used.red", "runeGroup", ...).
    Q_PROPERTY(QVariantMap labels READ labels NOTIFY textsChanged)
    // problem, saved, canSave, message, store, saveToHistory() and file: HistorySheet. The file is
    // AppDataLocation/sheets/dead-mans-crown.json in QML unless set; none in C++ until set.

public:
    /// Every field of a player, in the order of the JSON format.
    [[nodiscard]] static const QStringList &fieldKeys();

    explicit DeadMansCrownSheet(QObject *parent = nullptr);
    [[nodiscard]] static QString defaultFile();
    /// The kept sheet's file: {format, version, playerCount, seats: [{name, values: {field: number}}] x 4}.
    /// A name refused by mc::nameProblem is written empty.
    [[nodiscard]] static QJsonObject keptJson(int playerCount, const std::array<dmc::PlayerInput, dmc::kMaxPlayers> &players);
    /// Reads a kept sheet exactly: every key required and no other, numbers whole 0..999, names as
    /// mc::nameProblem takes them (or empty). False with `problem` set, and nothing read, otherwise.
    [[nodiscard]] static bool readKept(const QByteArray &data, int &playerCount,
                                       std::array<dmc::PlayerInput, dmc::kMaxPlayers> &players, mc::Problem &problem);

    [[nodiscard]] int playerCount() const { return m_playerCount; }
    void setPlayerCount(int count);
    [[nodiscard]] QVariantList players() const;
    [[nodiscard]] QVariantList ranking() const;
    [[nodiscard]] QVariantList awards() const;
    [[nodiscard]] QStringList notes() const;
    [[nodiscard]] QString verdict() const;
    [[nodiscard]] QString endReminder() const;
    [[nodiscard]] QVariantMap labels() const;

    Q_INVOKABLE void setName(int seat, const QString &name);
    /// Sets one field (a key of fieldKeys()). A number outside 0..999, an unknown field or seat is
    /// refused: false, `message` says why, nothing changes.
    Q_INVOKABLE bool setValue(int seat, const QString &field, int value);
    /// The same from typed text ("12"); anything but a whole number 0..999 is refused.
    Q_INVOKABLE bool setText(int seat, const QString &field, const QString &text);
    [[nodiscard]] Q_INVOKABLE int value(int seat, const QString &field) const;
    /// Typed setters of the fields (DMC-SCORE-1/2, DMC-WIN-1).
    Q_INVOKABLE bool setRituals(int seat, int points);
    /// `space` is a dmc::Space (0 black .. 6 all skulls); `colour` one of its first four.
    Q_INVOKABLE bool setOracleCubes(int seat, int space, int cubes);
    Q_INVOKABLE bool setSkullsUsed(int seat, int colour, int skulls);
    Q_INVOKABLE bool setRuneGroup(int seat, int cubes);
    Q_INVOKABLE bool setSkullsLeft(int seat, int skulls);
    Q_INVOKABLE bool setBones(int seat, int bones);
    /// Every number back to 0 (names stay).
    Q_INVOKABLE void clear();

    /// The seats in play as the model sees them (empty names shown as "Player N").
    [[nodiscard]] std::vector<dmc::PlayerInput> inputs() const;
    /// The result for the history (game "dead-mans-crown", source "calculator").
    [[nodiscard]] GameRecord record() const override;

signals:
    void playerCountChanged();
    void textsChanged();

private:
    [[nodiscard]] QString shownName(int seat) const;
    /// Nothing entered yet: every number of every player in play is 0.
    [[nodiscard]] bool blank() const override;
    [[nodiscard]] QString defaultKeptFile() const override { return defaultFile(); }
    [[nodiscard]] QJsonObject keptNow() const override;
    void load() override;
    [[nodiscard]] QStringList playerNames() const override;
    [[nodiscard]] QStringList enteredNames() const override;
    [[nodiscard]] QJsonArray snapshot() const override;
    [[nodiscard]] QString fieldLabel(const QString &field) const;
    [[nodiscard]] QString awardText(const dmc::Award &a, const std::vector<dmc::PlayerInput> &in) const;
    [[nodiscard]] int *field(int seat, const QString &key);
    void recompute();

    int m_playerCount = 3;
    std::array<dmc::PlayerInput, dmc::kMaxPlayers> m_players;
    dmc::Result m_result;
};
