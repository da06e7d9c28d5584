// Mourners Call's words for refused rulesets, boards and saves: the readable name of every field of
// the ruleset and save formats ("Etherea at the start", not "startEtherea") and the messages of the
// codes only this game has. QtCore only: mourners-cli compiles it too.
#pragma once

#include "problemtext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

class MournersProblems
{
    Q_DECLARE_TR_FUNCTIONS(MournersProblems)

public:
    /// The words of the ruleset and save formats. `doc`, the ruleset's JSON when known, lets a card be
    /// named by its name ("Mourner card “Severamm”") instead of its place in the deck.
    [[nodiscard]] static ProblemText::Words words(const QJsonObject &doc = {});
    /// The readable name of a field path of a ruleset or a save; "" for the whole file.
    [[nodiscard]] static QString fieldName(const QString &path, const QJsonObject &doc = {});
    /// The message of a code only Mourners Call has (guilds, factions, the crowding roll ...); "" otherwise.
    [[nodiscard]] static QString message(const mc::Problem &p);
    /// Every problem as a sentence, one a line.
    [[nodiscard]] static QString sentences(const mc::Problems &problems, const QJsonObject &doc = {},
                                           qsizetype limit = ProblemText::kShownProblems);
    /// The readable name of a crowding roll outcome ("destroy" -> "destroyed").
    [[nodiscard]] static QString crowdOutcome(const QString &word);
    /// The readable name of a faction key ("bone" -> "Bone"); the key itself when it names none.
    [[nodiscard]] static QString factionName(const QString &key);
    /// The readable name of a guild id or short key ("gravedancers-circle" -> "Gravedancers' Circle").
    [[nodiscard]] static QString guildName(const QString &key);
};
