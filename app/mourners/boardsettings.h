// The board settings of a table game: every D- value of the rules (costs, tithe table, threat limits,
// crowd roll table, location factions, guild order, unity supply, start etherea, tithe miss), shown
// with "check your board", edited and validated through mc::parseRuleset, kept for the next game.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class BoardSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// The current board: keys costFigure, costMourner, startEtherea, unity2, unity3, unity4,
    /// titheMissSuspicion, titheMissThreat (numbers), tithe, threatLimit (lists of 13 / 10 numbers),
    /// crowdRoll (6 of "destroy" "crypt" "stay"), locationFactions (12 of "bone" "flesh" "spirit"),
    /// guildOrder (6 guild ids).
    Q_PROPERTY(QVariantMap values READ values NOTIFY valuesChanged)
    /// Why the last setValues() was refused, or why the kept board could not be read; empty when fine.
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    /// True when the board differs from the standard ruleset.
    Q_PROPERTY(bool customised READ customised NOTIFY valuesChanged)
    Q_PROPERTY(QString path READ path CONSTANT)

public:
    explicit BoardSettings(QObject *parent = nullptr);
    /// Uses `path` for the kept board instead of AppConfigLocation/board.json (tests).
    explicit BoardSettings(const QString &path, QObject *parent = nullptr);

    [[nodiscard]] QVariantMap values() const { return m_values; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] bool customised() const;
    [[nodiscard]] QString path() const { return m_path; }

    /// The values of the standard ruleset.
    Q_INVOKABLE QVariantMap standardValues() const;
    /// Checks `values` (a full or partial map; missing keys keep their current value) by building the
    /// ruleset and parsing it; returns every problem as a sentence naming the field in the table's
    /// words ("Tithe at Suspicion 4: must be a whole number from 0 to 20."), none when valid.
    Q_INVOKABLE QStringList problems(const QVariantMap &values) const;
    /// The crowding roll read as the table says it: "1–2 destroyed, 3–4 to the Crypt, 5–6 stays".
    Q_INVOKABLE QString crowdRollSummary(const QVariant &roll) const;
    /// The outcomes of a crowding roll die as choices: [{value: "destroy", label: "destroyed"}, ...].
    Q_INVOKABLE QVariantList crowdOutcomes() const;
    /// The six guilds as choices: [{value: "mortis-knighthood", label: "Mortis Knighthood"}, ...].
    Q_INVOKABLE QVariantList guildChoices() const;
    /// How a kept board differs from the standard one, both as BoardSettings.values: one entry
    /// {key, label, kept, standard} per differing value, in the order the wizard shows them; the two
    /// texts name only the differing places of a list.
    [[nodiscard]] Q_INVOKABLE QVariantList boardDifferences(const QVariantMap &kept,
                                                            const QVariantMap &standard) const;
    /// Checks and, when valid, takes the values and keeps them in the file. False with `error` set.
    Q_INVOKABLE bool setValues(const QVariantMap &values);
    /// Back to the standard board (and the kept file removed).
    Q_INVOKABLE void resetToStandard();
    /// The readable guild names of a guild order as typed (a list or comma-separated text of guild ids
    /// or short keys), in that order, for "check your board"; an entry that names no guild stays as typed.
    Q_INVOKABLE QStringList guildOrderNames(const QVariant &order) const;

    /// The full ruleset JSON with `values` merged into the standard one.
    [[nodiscard]] static QByteArray rulesetWith(const QVariantMap &values);
    /// rulesetWith(), made for table play: the stand-in cards do not match the players' printed cards,
    /// so their effects are emptied and their names say so. The cards the rulebook describes keep their
    /// dedicated rules; their unknown second actions have no effect. A table then plays "another Court
    /// card" as one of these slots and enters its effect with adjustments.
    [[nodiscard]] static QByteArray tableRuleset(const QVariantMap &values);

signals:
    void valuesChanged();
    void errorChanged();

private:
    void load();
    void setError(const QString &e);
    [[nodiscard]] QVariantMap merged(const QVariantMap &values) const;
    /// Whether `values` (merged) are the kept ones, a table given as a list or as the form's text.
    [[nodiscard]] bool isKept(const QVariantMap &values) const;

    QString m_path;
    QVariantMap m_values;
    QString m_error;
};
