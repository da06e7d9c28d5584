// What the new-game forms ask for, read and checked into a game of the engine: the seats and their
// names (a blank one takes the seat's default), the table wizard's declared factions and starting
// Mourners (R-SETUP-4/5) with its board and the owner's cards, the digital form's ruleset and kinds
// of player. No QObject and no running game: GameController's new-game calls read the form here,
// then begin the game. The sentences keep the translation context "GameController".
#pragma once

#include "model/mourners/game.h"

#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

class RulesetLibrary;

namespace newgame {

/// The names the seats get: each given name simplified, a blank one the seat's default ("Player 2").
[[nodiscard]] QStringList seatNames(const QStringList &names);
/// One sentence per name, "" when it is fine: a name no file could hold (mc::nameProblem), or one a
/// seat before already has (compared without regard to capitals).
[[nodiscard]] QStringList nameProblems(const QStringList &names);
/// The first problem of a game of `players` seats, the oldest at `oldest`, with these names; "" if none.
[[nodiscard]] QString seatsProblem(int players, int oldest, const QStringList &names);

/// A table game from the wizard's form (names, colors, factions, mourners, oldest, board: the board's
/// values as BoardSettings keeps them, or ruleset: a whole ruleset as JSON, cards, seed): created with the seats' names and colours, the declared factions and starting Mourners
/// applied as the engine's actions, their events in `events`. The owner's cards come from `library`
/// (none: only the printed cards). False with the sentence in `error`.
[[nodiscard]] bool tableGame(const QVariantMap &setup, RulesetLibrary *library, mc::Game &game, mc::Events &events,
                             QString &error);

/// The digital form's choices (names, kinds, oldest, ruleset id, seed): the rules of the chosen
/// ruleset of `library` (none: only the standard one) and one kind per seat ("person" for the seats not
/// given). False with the sentence in `error`.
struct Digital {
    mc::RulesetPtr rules;
    QString rulesetId;
    QStringList kinds;
};
[[nodiscard]] bool digitalChoices(const QVariantMap &setup, RulesetLibrary *library, Digital &out, QString &error);

/// The starting Mourners of `faction` (0 bone, 1 flesh, 2 spirit) in `rules`:
/// [{id, name, guild, guildName, standIn}].
[[nodiscard]] QVariantList startingMourners(const mc::Ruleset &rules, int faction);
/// The rules of the cards of `library`'s entry `cards`; the standard ones when `cards` is empty or
/// unknown, or there is no library.
[[nodiscard]] mc::RulesetPtr rulesOfCards(const QString &cards, RulesetLibrary *library);
/// The guilds of `faction` in `rules`: [{key, name}].
[[nodiscard]] QVariantList guildsOf(const mc::Ruleset &rules, int faction);
/// What a seat may name as its starting Mourner in the wizard: one "unknown card" per guild of
/// `guilds` (guildsOf()), then the printed cards of `known` (startingMourners()):
/// [{value, label, card, guild}].
[[nodiscard]] QVariantList startingMournerOptions(const QVariantList &guilds, const QVariantList &known);

} // namespace newgame
